//! Crash reports: a panic hook that writes `<data>/logs/crash-<UTC time>.txt` (version, OS,
//! thread, the panic's message and place, a backtrace and the log's last lines, all without
//! secrets), and what the next start needs to offer the newest report once:
//! [`pending_crash_report`] and [`acknowledge`].
//!
//! A report is acknowledged by renaming it to `crash-<time>.seen.txt`: it stays in the logs
//! folder for anyone asked to send it, but is not offered again. The newest
//! [`REPORTS_KEPT`] reports are kept, seen or not.

use std::backtrace::Backtrace;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::log_file::FILE_NAME;
use super::redact::redact;

/// Reports kept in the logs folder; older ones are deleted when a new one is written.
pub const REPORTS_KEPT: usize = 10;

/// Log lines copied into a report: what led up to the crash.
pub const TAIL_LINES: usize = 200;

/// Read at most this much from the end of each log file for the tail.
const TAIL_BYTES: u64 = 256 * 1024;

/// Test hook: when this variable is set, [`crash_if_asked`] panics with its value as the
/// message. The integration tests (`tests/api/logging.rs`) use it to crash the real binary.
pub const TEST_PANIC_VAR: &str = "DIRECTORY_DESK_TEST_PANIC";

const PREFIX: &str = "crash-";
const SEEN: &str = ".seen.txt";
const PENDING: &str = ".txt";

/// Test hook (see [`TEST_PANIC_VAR`]): panics if the variable is set. Called once, at start.
pub fn crash_if_asked() {
    if let Some(message) = std::env::var_os(TEST_PANIC_VAR) {
        panic!("{}", message.to_string_lossy());
    }
}

/// Installs the panic hook (once per process): it writes a report into `logs` (if there is a
/// logs folder), logs the panic and tells standard error where the report is. It replaces
/// Rust's default hook rather than chaining it: that one prints the panic's message as is,
/// and a message may hold a secret; ours goes through the redactor.
pub fn install(logs: Option<PathBuf>) {
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(move || {
        std::panic::set_hook(Box::new(move |info| report_panic(logs.as_deref(), info)));
    });
}

/// The exit code when standard output was closed by its reader: 128 + SIGPIPE, as a shell
/// reports a tool its pipe ended.
pub const OUTPUT_CLOSED_EXIT: i32 = 141;

/// Whether a panic's `message` is Rust's `println!` finding standard output closed by its
/// reader (`directory-desk search … | head`): the pipe broke (EPIPE, os error 32), or on
/// Windows the pipe is closing or broken (232, 109). The numbers, not the words, which
/// follow the system's language.
pub fn is_output_closed(message: &str) -> bool {
    message.starts_with("failed printing to stdout")
        && ["(os error 32)", "(os error 232)", "(os error 109)"]
            .iter()
            .any(|code| message.ends_with(code))
}

fn report_panic(logs: Option<&Path>, info: &std::panic::PanicHookInfo<'_>) {
    let thread = std::thread::current();
    let message = (info.payload().downcast_ref::<&str>().copied())
        .or_else(|| info.payload().downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)");
    if is_output_closed(message) {
        // Whoever read the output has all they wanted: no bug, no report, and no "closed
        // unexpectedly" in the window next time. It stops as the shell's own tools do.
        tracing::debug!("standard output was closed by its reader; stopping");
        std::process::exit(OUTPUT_CLOSED_EXIT);
    }
    let crash = Crash {
        message,
        location: info.location().map(ToString::to_string),
        thread: thread.name().unwrap_or("unnamed"),
        backtrace: Backtrace::force_capture().to_string(),
    };
    let written = logs.map(|logs| write_report(logs, &crash));
    // Through the log's redaction, like every other line.
    let location = crash.location.as_deref().unwrap_or("unknown");
    let saved = match &written {
        Some(Ok(report)) => {
            tracing::error!(
                thread = crash.thread,
                location,
                report = %report.display(),
                "panicked: {}",
                crash.message
            );
            format!("A crash report is in {}.", report.display())
        }
        Some(Err(err)) => {
            tracing::error!(
                thread = crash.thread,
                location,
                "panicked: {}; the crash report could not be written: {err}",
                crash.message
            );
            format!("The crash report could not be written: {err}.")
        }
        None => {
            tracing::error!(
                thread = crash.thread,
                location,
                "panicked: {}",
                crash.message
            );
            "No crash report was written: there is no data folder.".to_owned()
        }
    };
    // Standard error always hears of it, whatever the log filter says.
    eprintln!(
        "Directory Desk hit a bug (thread '{}' panicked at {location}: {}). {saved}",
        crash.thread,
        redact(crash.message)
    );
}

/// What a report says about a panic.
#[derive(Debug, Clone)]
pub struct Crash<'a> {
    pub message: &'a str,
    pub location: Option<String>,
    pub thread: &'a str,
    pub backtrace: String,
}

/// Writes a report of `crash` into `logs` with the log's last lines, and deletes the oldest
/// reports beyond [`REPORTS_KEPT`]. Returns the report's path.
pub fn write_report(logs: &Path, crash: &Crash<'_>) -> io::Result<PathBuf> {
    std::fs::create_dir_all(logs)?;
    let now = SystemTime::now();
    let text = report_text(crash, now, &log_tail(logs, TAIL_LINES));
    let stamp = file_stamp(now);
    let mut attempt = 0;
    let (path, mut file) = loop {
        let name = match attempt {
            0 => format!("{PREFIX}{stamp}{PENDING}"),
            n => format!("{PREFIX}{stamp}-{n}{PENDING}"),
        };
        let path = logs.join(name);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(file) => break (path, file),
            Err(err) if err.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => {
                attempt += 1;
            }
            Err(err) => return Err(err),
        }
    };
    file.write_all(text.as_bytes())?;
    file.flush()?;
    prune(logs, REPORTS_KEPT);
    Ok(path)
}

fn report_text(crash: &Crash<'_>, now: SystemTime, tail: &[String]) -> String {
    let mut text = String::new();
    let mut line = |s: &str| {
        text.push_str(s);
        text.push('\n');
    };
    line("Directory Desk crash report");
    line("");
    line(&format!(
        "version:  {} ({} build, commit {})",
        crate::build_info::VERSION,
        crate::build_info::profile(),
        crate::build_info::commit()
    ));
    line(&format!(
        "system:   {} {} ({})",
        std::env::consts::OS,
        std::env::consts::ARCH,
        std::env::consts::FAMILY
    ));
    line(&format!("time:     {}", human_stamp(now)));
    line(&format!("thread:   {}", crash.thread));
    line(&format!(
        "location: {}",
        crash.location.as_deref().unwrap_or("unknown")
    ));
    line("");
    line("message:");
    for message_line in redact(crash.message).lines() {
        line(&format!("    {message_line}"));
    }
    line("");
    line("backtrace:");
    line(crash.backtrace.trim_end());
    line("");
    line(&format!(
        "the log's last {} lines (secrets redacted):",
        tail.len()
    ));
    for log_line in tail {
        line(&redact(log_line));
    }
    text
}

/// The last `lines` lines of the log, from the rolled file too if the current one is short.
fn log_tail(logs: &Path, lines: usize) -> Vec<String> {
    let current = logs.join(FILE_NAME);
    let mut previous = current.as_os_str().to_owned();
    previous.push(".1");
    let mut tail: Vec<String> = Vec::new();
    for path in [PathBuf::from(previous), current] {
        let text = read_end(&path, TAIL_BYTES).unwrap_or_default();
        let mut found: Vec<&str> = text.lines().collect();
        // A read that started mid-file starts mid-line: that first piece is not a line.
        if text.len() as u64 >= TAIL_BYTES && !found.is_empty() {
            found.remove(0);
        }
        tail.extend(found.into_iter().map(str::to_owned));
    }
    let skip = tail.len().saturating_sub(lines);
    tail.split_off(skip)
}

fn read_end(path: &Path, max: u64) -> io::Result<String> {
    let mut file = std::fs::File::open(path)?;
    let len = file.metadata()?.len();
    file.seek(SeekFrom::Start(len.saturating_sub(max)))?;
    let mut bytes = Vec::new();
    file.take(max).read_to_end(&mut bytes)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// A report in the logs folder: its path, the name without `.txt`/`.seen.txt` (which sorts
/// by time), and whether it was acknowledged.
struct Report {
    path: PathBuf,
    stem: String,
    seen: bool,
}

fn reports(logs: &Path) -> Vec<Report> {
    let Ok(entries) = std::fs::read_dir(logs) else {
        return Vec::new();
    };
    let mut found: Vec<Report> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            if !name.starts_with(PREFIX) {
                return None;
            }
            let (stem, seen) = match name.strip_suffix(SEEN) {
                Some(stem) => (stem, true),
                None => (name.strip_suffix(PENDING)?, false),
            };
            Some(Report {
                path: entry.path(),
                stem: stem.to_owned(),
                seen,
            })
        })
        .collect();
    found.sort_by(|a, b| a.stem.cmp(&b.stem));
    found
}

fn prune(logs: &Path, keep: usize) {
    let all = reports(logs);
    let excess = all.len().saturating_sub(keep);
    for report in &all[..excess] {
        let _ = std::fs::remove_file(&report.path);
    }
}

/// The newest crash report in `data`'s logs folder not yet [acknowledged](acknowledge): what
/// the next start offers to open. `None` when there is none.
pub fn pending_crash_report(data: &Path) -> Option<PathBuf> {
    reports(&super::logs_folder(data))
        .into_iter()
        .rfind(|report| !report.seen)
        .map(|report| report.path)
}

/// Marks `report` (a path [`pending_crash_report`] gave) and every older pending report as
/// seen, so none is offered again. Returns where `report` is now (it is renamed to
/// `….seen.txt`; open that path, or open the report before acknowledging it).
pub fn acknowledge(data: &Path, report: &Path) -> io::Result<PathBuf> {
    let all = reports(&super::logs_folder(data));
    let Some(target) = all.iter().find(|r| same_file_name(&r.path, report)) else {
        return Err(io::Error::new(
            io::ErrorKind::NotFound,
            format!("{} is not a crash report here", report.display()),
        ));
    };
    let seen_path = |r: &Report| r.path.with_file_name(format!("{}{SEEN}", r.stem));
    for older in all.iter().filter(|r| !r.seen && r.stem <= target.stem) {
        std::fs::rename(&older.path, seen_path(older))?;
    }
    Ok(seen_path(target))
}

fn same_file_name(a: &Path, b: &Path) -> bool {
    a.file_name().is_some() && a.file_name() == b.file_name()
}

/// `20250314T091502.123Z`: UTC, sorts by time, no characters Windows forbids.
fn file_stamp(time: SystemTime) -> String {
    let (y, mo, d, h, mi, s, ms) = utc(time);
    format!("{y:04}{mo:02}{d:02}T{h:02}{mi:02}{s:02}.{ms:03}Z")
}

/// `2025-03-14 09:15:02.123 UTC`
fn human_stamp(time: SystemTime) -> String {
    let (y, mo, d, h, mi, s, ms) = utc(time);
    format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}:{s:02}.{ms:03} UTC")
}

/// (year, month, day, hour, minute, second, millisecond) in UTC.
fn utc(time: SystemTime) -> (i16, i8, i8, i8, i8, i8, i16) {
    let since = time.duration_since(UNIX_EPOCH).unwrap_or_default();
    let ms = i64::try_from(since.as_millis()).unwrap_or(i64::MAX);
    let at = crate::times::utc_datetime(ms);
    (
        at.year(),
        at.month(),
        at.day(),
        at.hour(),
        at.minute(),
        at.second(),
        at.millisecond(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn crash(message: &str) -> Crash<'_> {
        Crash {
            message,
            location: Some("src/somewhere.rs:1:2".into()),
            thread: "worker-3",
            backtrace: Backtrace::force_capture().to_string(),
        }
    }

    #[test]
    fn only_output_closed_by_its_reader_is_no_bug() {
        for closed in [
            "failed printing to stdout: Broken pipe (os error 32)",
            "failed printing to stdout: Datenübergabe unterbrochen (os error 32)",
            "failed printing to stdout: The pipe is being closed. (os error 232)",
            "failed printing to stdout: The pipe has been ended. (os error 109)",
        ] {
            assert!(is_output_closed(closed), "{closed}");
        }
        for bug in [
            "failed printing to stdout: No space left on device (os error 28)",
            "failed printing to stderr: Broken pipe (os error 32)",
            "index out of bounds (os error 32)",
        ] {
            assert!(!is_output_closed(bug), "{bug}");
        }
    }

    #[test]
    fn utc_dates() {
        let at = |secs| UNIX_EPOCH + Duration::from_millis(secs);
        assert_eq!(file_stamp(at(0)), "19700101T000000.000Z");
        assert_eq!(file_stamp(at(1_700_000_000_123)), "20231114T221320.123Z");
        assert_eq!(
            human_stamp(at(951_782_400_000)),
            "2000-02-29 00:00:00.000 UTC"
        );
        assert_eq!(file_stamp(at(4_102_444_799_000)), "20991231T235959.000Z");
    }

    #[test]
    fn a_report_has_what_is_needed_and_no_secret() {
        let data = tempfile::tempdir().unwrap();
        let logs = super::super::logs_folder(data.path());
        std::fs::create_dir_all(&logs).unwrap();
        let mut log = String::new();
        for n in 0..300 {
            log.push_str(&format!("2025 INFO directory_desk: line {n}\n"));
        }
        std::fs::write(logs.join(FILE_NAME), &log).unwrap();
        let path = write_report(
            &logs,
            &crash("the refresh failed: access_token=2YotnFZFEjr1zCsicMWpAA, Bearer c2VjcmV0LXRva2VuLTQy"),
        )
        .unwrap();
        let report = std::fs::read_to_string(&path).unwrap();
        assert!(report.contains(env!("CARGO_PKG_VERSION")));
        assert!(report.contains(std::env::consts::OS));
        assert!(report.contains("thread:   worker-3"));
        assert!(report.contains("src/somewhere.rs:1:2"));
        assert!(report.contains("the refresh failed: access_token=[redacted]"));
        assert!(!report.contains("2YotnFZFEjr1zCsicMWpAA"));
        assert!(!report.contains("c2VjcmV0LXRva2VuLTQy"));
        assert!(report.contains("backtrace:"));
        assert!(report.contains("a_report_has_what_is_needed"), "{report}");
        assert!(report.contains("line 299"));
        assert!(report.contains("line 100"));
        assert!(!report.contains("line 99\n"), "only the last 200 lines");
        let name = path.file_name().unwrap().to_string_lossy();
        assert!(
            name.starts_with("crash-20") && name.ends_with("Z.txt"),
            "{name}"
        );
    }

    #[test]
    fn the_tail_reaches_into_the_rolled_file_when_the_current_one_is_short() {
        let logs = tempfile::tempdir().unwrap();
        std::fs::write(logs.path().join(format!("{FILE_NAME}.1")), "old 1\nold 2\n").unwrap();
        std::fs::write(logs.path().join(FILE_NAME), "new 1\n").unwrap();
        assert_eq!(log_tail(logs.path(), 2), ["old 2", "new 1"]);
        assert_eq!(log_tail(logs.path(), 10), ["old 1", "old 2", "new 1"]);
        let empty = tempfile::tempdir().unwrap();
        assert!(log_tail(empty.path(), 10).is_empty());
    }

    #[test]
    fn the_newest_report_is_offered_until_acknowledged_and_old_ones_are_pruned() {
        let data = tempfile::tempdir().unwrap();
        let logs = super::super::logs_folder(data.path());
        assert_eq!(pending_crash_report(data.path()), None);
        std::fs::create_dir_all(&logs).unwrap();
        for n in 0..12 {
            std::fs::write(
                logs.join(format!("crash-2025010{}T000000.000Z.txt", n % 10)),
                "",
            )
            .unwrap();
            std::fs::write(logs.join(format!("crash-2024{n:02}01T000000.000Z.txt")), "").unwrap();
        }
        std::fs::write(logs.join("directory-desk.log"), "").unwrap();
        std::fs::write(logs.join("crash-notes.md"), "").unwrap();
        prune(&logs, REPORTS_KEPT);
        assert_eq!(reports(&logs).len(), REPORTS_KEPT);
        assert!(logs.join("directory-desk.log").exists());
        assert!(logs.join("crash-notes.md").exists());

        let newest = pending_crash_report(data.path()).unwrap();
        assert!(newest.ends_with("crash-20250109T000000.000Z.txt"));
        let seen = acknowledge(data.path(), &newest).unwrap();
        assert!(seen.ends_with("crash-20250109T000000.000Z.seen.txt"));
        assert!(seen.exists() && !newest.exists());
        assert_eq!(
            pending_crash_report(data.path()),
            None,
            "older ones were acknowledged with it"
        );
        // A newer crash is offered again, once.
        let next = write_report(&logs, &crash("again")).unwrap();
        assert_eq!(pending_crash_report(data.path()), Some(next.clone()));
        acknowledge(data.path(), &next).unwrap();
        assert_eq!(pending_crash_report(data.path()), None);
        assert_eq!(reports(&logs).len(), REPORTS_KEPT);
        assert!(acknowledge(data.path(), &logs.join("crash-nothing.txt")).is_err());
    }
}
