// Release builds on Windows are GUI programs, so no console window opens behind the app.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::process::ExitCode;

fn main() -> ExitCode {
    // The same program is the command line. A GUI program has no console, so with arguments
    // (`lookup …`, `--help`, `--version`) it writes to the console of the shell that started it,
    // when there is one; output redirected to a file or pipe works either way.
    #[cfg(all(windows, not(debug_assertions)))]
    if std::env::args_os().len() > 1 {
        use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
        // SAFETY: AttachConsole takes a process id and no pointers; when the parent has no
        // console it fails and nothing changes.
        unsafe { AttachConsole(ATTACH_PARENT_PROCESS) };
    }
    directory_desk::cli::run()
}
