use std::process::ExitCode;

fn main() -> ExitCode {
    directory_desk::cli::run()
}
