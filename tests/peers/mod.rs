//! Shared by the tests that need an outside program as a peer (node's `oidc-provider`,
//! Chromium): finding it, and what to do when it is missing. `.ci/run` installs every peer;
//! under `CI=true` a missing one fails the test, elsewhere the test skips with a notice.
#![allow(dead_code)] // Each test crate uses a different part of this file.

use std::path::{Path, PathBuf};

/// The first executable called `name` on `PATH`: `name.exe` on Windows, where a program's
/// file name has the suffix (`node` is `node.exe` there, and `node` alone is no file).
pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    let file_name = format!("{name}{}", std::env::consts::EXE_SUFFIX);
    std::env::split_paths(&path)
        .map(|dir| dir.join(&file_name))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        path.metadata()
            .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

/// This folder, where the peers' own files live.
pub fn peers_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/peers")
}

/// A peer is missing: fails under `CI=true` (CI must run every test), and otherwise prints a
/// notice the harness cannot swallow and lets the caller skip.
pub fn peer_missing(peer: &str, problem: &str, remedy: &str) {
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true but {peer} is not usable: {problem}. {remedy}");
    }
    // Straight to stderr: the test harness captures eprintln!, and this must be seen.
    use std::io::Write as _;
    let _ = writeln!(
        std::io::stderr(),
        "\n*** SKIPPED: {peer} is not usable here ({problem}). {remedy} ***\n"
    );
}

/// Runs a future from a synchronous test.
pub fn block_on<F: std::future::Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime for one call")
        .block_on(future)
}
