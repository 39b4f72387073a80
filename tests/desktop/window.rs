//! The real binary opens a real window: under Xvfb (an X server without a screen), with
//! Mesa's software renderer. Xvfb is a test peer: `.ci/run` installs it; under `CI=true` its
//! absence fails the test, elsewhere the test skips with a notice. On Windows and macOS the
//! window is not an X11 one, so Xvfb does not apply there: the tests skip with a notice,
//! `CI=true` or not (docs/packaging.md lists what only a run there can show).

use std::io::Write as _;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        // SIGTERM first, so Xvfb removes its socket and lock file; SIGKILL if it lingers.
        let _ = Command::new("kill").arg(self.0.id().to_string()).status();
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.0.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts Xvfb on a free display number, or says why not.
fn xvfb() -> Option<(Killed, String)> {
    // Not missing where it does not apply: Windows and macOS windows never go through X11
    // (and `which`, `kill` and `xwininfo` are not there either).
    if cfg!(any(windows, target_os = "macos")) {
        let _ = writeln!(
            std::io::stderr(),
            "\n*** SKIPPED: the real-window test runs under Xvfb, which is Linux's (X11) only; this is {}. ***\n",
            std::env::consts::OS
        );
        return None;
    }
    let missing = ["Xvfb", "xwininfo"].into_iter().find(|tool| {
        Command::new("which")
            .arg(tool)
            .output()
            .map_or(true, |o| !o.status.success())
    });
    if let Some(tool) = missing {
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("CI=true but {tool} is missing; .ci/run installs xvfb and x11-utils");
        }
        let _ = writeln!(
            std::io::stderr(),
            "\n*** SKIPPED: {tool} is not installed; the real-window test needs Xvfb. ***\n"
        );
        return None;
    }
    // Xvfb picks a free display itself and prints its number (-displayfd 1): tests running
    // in parallel, and sockets left by earlier runs, never collide.
    let mut child = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1400x900x24",
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    let stdout = child.stdout.take().expect("piped");
    let server = Killed(child);
    let mut number = String::new();
    std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut number)
        .expect("Xvfb prints its display number");
    let number = number.trim();
    assert!(
        !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()),
        "Xvfb did not start (it printed {number:?})"
    );
    let display = format!(":{number}");
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(10) {
        if Command::new("xwininfo")
            .args(["-root", "-display", &display])
            .output()
            .is_ok_and(|o| o.status.success())
        {
            return Some((server, display));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("Xvfb on {display} never answered");
}

/// What a window run left behind: its data folder and the lines of its log file.
struct WindowRun {
    data: std::path::PathBuf,
    log: String,
    _runtime: tempfile::TempDir,
}

/// Starts the real binary on `display` with `args` and `env`, waits for its window titled
/// "Directory Desk", checks it stays up, and stops it.
fn open_window(display: &str, args: &[&str], env: &[(&str, &str)]) -> WindowRun {
    let runtime = tempfile::tempdir().unwrap();
    let data = runtime.path().join("data");
    let mut command = Command::new(env!("CARGO_BIN_EXE_directory-desk"));
    command
        .args(args)
        .env("DISPLAY", display)
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("DIRECTORY_DESK_RENDERER")
        .env_remove("WGPU_BACKEND")
        .env("XDG_RUNTIME_DIR", runtime.path())
        .env(
            "DIRECTORY_DESK_CONFIG",
            runtime.path().join("no-config.toml"),
        )
        // The app's database, logs and eframe's saved state go to the test's own folder.
        .env("DIRECTORY_DESK_DATA", &data)
        .env("XDG_DATA_HOME", runtime.path().join("xdg-data"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut app = Killed(command.spawn().expect("the app starts"));

    let started = Instant::now();
    let mut seen = false;
    while started.elapsed() < Duration::from_secs(60) && !seen {
        if let Ok(Some(status)) = app.0.try_wait() {
            let mut err = String::new();
            let _ = std::io::Read::read_to_string(app.0.stderr.as_mut().unwrap(), &mut err);
            panic!("the app exited with {status}: {err}");
        }
        let tree = Command::new("xwininfo")
            .args(["-root", "-tree", "-display", display])
            .output()
            .unwrap();
        seen = String::from_utf8_lossy(&tree.stdout).contains("\"Directory Desk\"");
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(
        seen,
        "no window titled \"Directory Desk\" appeared within a minute"
    );
    std::thread::sleep(Duration::from_secs(2));
    assert!(
        app.0.try_wait().unwrap().is_none(),
        "the app is still running after opening its window"
    );
    drop(app);
    let log_file = directory_desk::diagnostics::logs_folder(&data).join("directory-desk.log");
    let log = std::fs::read_to_string(&log_file)
        .unwrap_or_else(|e| panic!("the window's log {}: {e}", log_file.display()));
    WindowRun {
        data,
        log,
        _runtime: runtime,
    }
}

#[test]
fn the_app_opens_its_window_and_stays_up() {
    let Some((_server, display)) = xvfb() else {
        return;
    };
    let run = open_window(&display, &[], &[]);
    assert!(
        run.data.join(directory_desk::store::FILE_NAME).exists(),
        "the app opened its database in the data folder"
    );
    // Mesa's software Vulkan driver is a wgpu adapter: no fallback was needed.
    assert!(
        run.log.contains("window opened renderer=Wgpu"),
        "{}",
        run.log
    );
    assert!(!run.log.contains("wgpu could not start"), "{}", run.log);
}

#[test]
fn without_a_wgpu_adapter_the_window_opens_on_opengl() {
    let Some((_server, display)) = xvfb() else {
        return;
    };
    // Linux has no DirectX 12: wgpu, told to use only that, finds nothing to draw with, as
    // on a virtual machine without a GPU driver.
    let run = open_window(&display, &[], &[("WGPU_BACKEND", "dx12")]);
    assert!(
        run.log.contains("wgpu could not start") && run.log.contains("window opened renderer=Glow"),
        "{}",
        run.log
    );
}

#[test]
fn the_renderer_can_be_chosen_outright() {
    let Some((_server, display)) = xvfb() else {
        return;
    };
    let run = open_window(&display, &["--renderer", "glow"], &[]);
    assert!(
        run.log.contains("window opened renderer=Glow"),
        "{}",
        run.log
    );
    assert!(!run.log.contains("wgpu could not start"), "{}", run.log);

    let run = open_window(&display, &[], &[("DIRECTORY_DESK_RENDERER", "glow")]);
    assert!(
        run.log.contains("window opened renderer=Glow"),
        "{}",
        run.log
    );
}
