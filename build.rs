//! Records the build's facts for About and diagnostics (commit, target, compiler, library
//! versions). For Windows only, also embeds the icon, the version information and the
//! application manifest (per-monitor DPI awareness) in directory-desk.exe.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    record_build_facts();
    embed_locales();
    // The target's OS, not the host's: build scripts are compiled for the host.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    println!("cargo::rerun-if-changed=assets/icon.ico");
    println!("cargo::rerun-if-changed=packaging/windows/directory-desk.exe.manifest");
    windows_resources::embed();
}

/// Lists every `assets/locales/<locale>/<panel>.ftl` for `i18n` to embed with
/// `include_str!`, so that adding a panel's file or a locale needs no code. A directory
/// named in `rerun-if-changed` is scanned whole by cargo, so a new or edited file reruns this.
fn embed_locales() {
    println!("cargo::rerun-if-changed=assets/locales");
    // Read when the script runs, not when it was compiled: one compiled script may serve
    // several checkouts that share a target folder.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = std::path::Path::new(&manifest).join("assets/locales");
    let mut files = Vec::new();
    for locale in sorted_entries(&root) {
        if !locale.is_dir() {
            continue;
        }
        for file in sorted_entries(&locale) {
            if file.extension().is_some_and(|e| e == "ftl") {
                files.push((locale.clone(), file));
            }
        }
    }
    let mut out = String::from("pub(crate) static FILES: &[(&str, &str, &str)] = &[\n");
    for (locale, file) in files {
        let locale = locale.file_name().unwrap_or_default().to_string_lossy();
        let file_name = file.file_name().unwrap_or_default().to_string_lossy();
        let panel = file.file_stem().unwrap_or_default().to_string_lossy();
        // The path is made when the crate compiles, from its own checkout: this script's
        // output may be reused by another checkout of the same commit (a shared target
        // folder, whose fingerprints do not see the move), and must not read the first one's.
        out.push_str(&format!(
            "    ({locale:?}, {panel:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \
             \"/assets/locales/{locale}/{file_name}\"))),\n",
        ));
    }
    out.push_str("];\n");
    let dest = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("locales.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

fn sorted_entries(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    entries.sort();
    entries
}

/// The resource compiler crate is a build dependency on Windows hosts only (Cargo.toml).
#[cfg(windows)]
mod windows_resources {
    pub fn embed() {
        let mut resources = winresource::WindowsResource::new();
        // FileVersion and ProductVersion come from Cargo.toml's version.
        resources
            .set_icon("assets/icon.ico")
            .set_manifest_file("packaging/windows/directory-desk.exe.manifest")
            .set("ProductName", "Directory Desk")
            .set("FileDescription", "Directory Desk")
            .set("CompanyName", "The Directory Desk contributors")
            .set(
                "LegalCopyright",
                "Copyright (c) 2026 The Directory Desk contributors. MIT OR Apache-2.0.",
            )
            .set("InternalName", "directory-desk")
            .set("OriginalFilename", "directory-desk.exe");
        if let Err(e) = resources.compile() {
            panic!("could not embed the Windows resources: {e}");
        }
    }
}

#[cfg(not(windows))]
mod windows_resources {
    pub fn embed() {
        println!(
            "cargo::warning=building for Windows on another OS: directory-desk.exe gets no icon, \
             version information or manifest (build on Windows for a release)"
        );
    }
}

/// Facts for `src/build_info.rs` (About, diagnostics, crash reports): the commit, the target,
/// the compiler and the versions of the libraries a bug report needs. Each is optional: a
/// build from a source tarball without git still builds.
fn record_build_facts() {
    println!("cargo::rerun-if-changed=Cargo.lock");
    // The commit moves with HEAD and with the branch HEAD points to. (Not with uncommitted
    // edits: watching the index would rebuild the crate on every `git add`.)
    if let Some(git_dir) = run("git", &["rev-parse", "--git-dir"]) {
        let reference = run("git", &["symbolic-ref", "-q", "HEAD"]);
        for file in std::iter::once("HEAD".to_owned()).chain(reference) {
            let path = std::path::Path::new(&git_dir).join(file);
            // A file that does not exist would make cargo rerun this on every build.
            if path.exists() {
                println!("cargo::rerun-if-changed={}", path.display());
            }
        }
    }
    if let Some(commit) = run("git", &["rev-parse", "--short=12", "HEAD"]) {
        println!("cargo::rustc-env=DIRECTORY_DESK_COMMIT={commit}");
    }
    if let Ok(target) = std::env::var("TARGET") {
        println!("cargo::rustc-env=DIRECTORY_DESK_TARGET={target}");
    }
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    if let Some(version) = run(&rustc, &["--version"]) {
        println!("cargo::rustc-env=DIRECTORY_DESK_RUSTC={version}");
    }
    if let Ok(lock) = std::fs::read_to_string("Cargo.lock") {
        let libraries = locked_versions(
            &lock,
            &[
                "eframe", "egui", "wgpu", "glow", "winit", "reqwest", "rustls", "rusqlite",
                "keyring", "oauth2",
            ],
        );
        println!("cargo::rustc-env=DIRECTORY_DESK_LIBRARIES={libraries}");
    }
}

/// A command's trimmed standard output, if it ran and succeeded.
fn run(program: &str, args: &[&str]) -> Option<String> {
    let output = std::process::Command::new(program)
        .args(args)
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

/// `egui 0.37.0, wgpu 27.0.1`: the versions Cargo.lock pins for `names`, in that order (the
/// newest when a crate is locked twice).
fn locked_versions(lock: &str, names: &[&str]) -> String {
    let mut found: Vec<(String, String)> = Vec::new();
    for package in lock.split("[[package]]") {
        let field = |key: &str| {
            package.lines().find_map(|line| {
                line.strip_prefix(key)
                    .and_then(|rest| rest.trim().strip_prefix('='))
                    .map(|value| value.trim().trim_matches('"').to_owned())
            })
        };
        if let (Some(name), Some(version)) = (field("name "), field("version ")) {
            found.push((name, version));
        }
    }
    names
        .iter()
        .filter_map(|name| {
            found
                .iter()
                .filter(|(n, _)| n == name)
                .map(|(_, v)| v)
                .max_by(|a, b| compare_versions(a, b))
                .map(|version| format!("{name} {version}"))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn compare_versions(a: &str, b: &str) -> std::cmp::Ordering {
    let parts = |v: &str| -> Vec<u64> {
        v.split(['.', '-', '+'])
            .filter_map(|p| p.parse().ok())
            .collect()
    };
    parts(a).cmp(&parts(b))
}
