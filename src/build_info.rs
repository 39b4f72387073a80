//! What this build is: version, commit, target, compiler and the libraries that matter for a
//! bug report. `build.rs` records the facts only known at build time; a build without them
//! (e.g. from a source tarball with no git) says "unknown" rather than failing.

/// The version in Cargo.toml, as `--version` prints it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The licence the app ships under.
pub const LICENSE: &str = env!("CARGO_PKG_LICENSE");

/// The commit this build came from.
pub fn commit() -> &'static str {
    option_env!("DIRECTORY_DESK_COMMIT").unwrap_or("unknown")
}

/// "release" or "debug": a debug build is much slower and says so in bug reports.
pub fn profile() -> &'static str {
    if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    }
}

/// The target triple, e.g. `x86_64-unknown-linux-gnu`.
pub fn target() -> &'static str {
    // Without build.rs the triple is unknown; the architecture is still worth reporting.
    option_env!("DIRECTORY_DESK_TARGET").unwrap_or(std::env::consts::ARCH)
}

/// The compiler, e.g. `rustc 1.91.0 (f8297e351 2025-10-28)`.
pub fn rustc() -> &'static str {
    option_env!("DIRECTORY_DESK_RUSTC").unwrap_or("rustc (unknown version)")
}

/// The key libraries and their versions from Cargo.lock, e.g. `egui 0.37.0, wgpu 27.0.1`.
pub fn libraries() -> &'static str {
    option_env!("DIRECTORY_DESK_LIBRARIES").unwrap_or("unknown")
}

/// One line for About and diagnostics: `release build 44c2890 for x86_64-unknown-linux-gnu`.
pub fn build() -> String {
    format!(
        "{} build {} for {}, {}",
        profile(),
        commit(),
        target(),
        rustc()
    )
}
