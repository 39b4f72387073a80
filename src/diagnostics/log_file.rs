//! The log file: `<data>/logs/directory-desk.log`, rolled by size to `directory-desk.log.1`,
//! `.2`, … so the logs never take more than [`MAX_FILES`] × [`MAX_FILE_BYTES`] of the disk.
//!
//! Written here rather than with `tracing-appender`, which rolls by time only: a quiet app
//! would keep a file a day forever, and a chatty one (`DIRECTORY_DESK_LOG=trace`) could fill
//! a day's file without bound. Size rolling is a page of code.
//!
//! Every event is written with one `write` call when it is complete (the formatter builds
//! the whole line first), and nothing is held in a user-space buffer: a crash, `exit` or
//! SIGKILL right after an event loses nothing that was logged. The file is opened for
//! appending, so the window and a command (two processes) can share it; each checks the
//! file's real size before writing (so across processes the cap is exceeded by at most the
//! other's event in flight), and a process that finds another has rolled the file simply
//! reopens the new one.

use std::cell::Cell;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The current log's name inside the logs folder.
pub const FILE_NAME: &str = "directory-desk.log";

/// One file's size cap. 5 MiB holds days of `info` lines (a few hundred bytes each, a few
/// hundred a day) and still opens instantly in any editor someone is asked to look with.
pub const MAX_FILE_BYTES: u64 = 5 * 1024 * 1024;

/// Files kept, the current one included: 25 MiB at most, enough for a long `debug` session
/// someone turned on to chase a problem, small on any disk.
pub const MAX_FILES: usize = 5;

/// A size-capped, rolling log file, shared by every thread (and safe to share with other
/// processes). `Arc<LogFile>` is a `MakeWriter` for `tracing_subscriber`.
#[derive(Debug)]
pub struct LogFile {
    path: PathBuf,
    max_bytes: u64,
    max_files: usize,
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    file: Option<File>,
    /// Whether a write error was reported already (once is enough).
    complained: bool,
}

thread_local! {
    /// Set while this thread writes: a panic in the middle (the panic hook logs) must not
    /// wait for the lock this thread already holds.
    static WRITING: Cell<bool> = const { Cell::new(false) };
}

impl LogFile {
    /// `<folder>/directory-desk.log` with the standard limits. Creates the folder.
    pub fn open(folder: &Path) -> io::Result<Self> {
        Self::with_limits(&folder.join(FILE_NAME), MAX_FILE_BYTES, MAX_FILES)
    }

    /// A log at `path` rolled at `max_bytes`, keeping `max_files` files (at least one).
    pub fn with_limits(path: &Path, max_bytes: u64, max_files: usize) -> io::Result<Self> {
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)?;
        }
        let file = open_append(path)?;
        Ok(Self {
            path: path.to_owned(),
            max_bytes: max_bytes.max(1),
            max_files: max_files.max(1),
            state: Mutex::new(State {
                file: Some(file),
                complained: false,
            }),
        })
    }

    /// The current file (the one being written).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `directory-desk.log.N`, the N-th newest rolled file.
    pub fn rolled_path(&self, n: usize) -> PathBuf {
        rolled(&self.path, n)
    }

    /// Appends `bytes` (one whole event), rolling first if they would not fit. Never fails:
    /// a log that cannot be written must not stop the app, so the first error is reported on
    /// standard error and the rest are dropped.
    fn append(&self, bytes: &[u8]) {
        if bytes.is_empty() || WRITING.with(Cell::get) {
            return;
        }
        WRITING.with(|w| w.set(true));
        let _reset = Reset;
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if let Err(err) = self.append_locked(&mut state, bytes)
            && !std::mem::replace(&mut state.complained, true)
        {
            let _ = writeln!(
                io::stderr(),
                "warning: cannot write the log file {}: {err}",
                self.path.display()
            );
        }
    }

    fn append_locked(&self, state: &mut State, bytes: &[u8]) -> io::Result<()> {
        let size = match &state.file {
            // The file's real size: another process may have written to it.
            Some(file) => file.metadata()?.len(),
            None => 0,
        };
        if state.file.is_none() || (size > 0 && size + bytes.len() as u64 > self.max_bytes) {
            state.file = None;
            // Another process may have rolled it already: then the file at `path` is a new,
            // smaller one, and this process only needs to reopen it.
            let current = std::fs::metadata(&self.path).map_or(0, |m| m.len());
            if current > 0 && current + bytes.len() as u64 > self.max_bytes {
                self.roll();
            }
            state.file = Some(open_append(&self.path)?);
        }
        match &mut state.file {
            Some(file) => file.write_all(bytes),
            None => Ok(()),
        }
    }

    /// `.N-1` → `.N`, …, `.1` → `.2`, current → `.1`; the oldest is replaced. If the current
    /// file cannot be moved (another program holds it open without sharing), it is emptied
    /// instead, so the cap holds either way.
    fn roll(&self) {
        let oldest = self.max_files - 1;
        if oldest == 0 {
            let _ = File::create(&self.path);
            return;
        }
        let _ = std::fs::remove_file(rolled(&self.path, oldest));
        for n in (1..oldest).rev() {
            let _ = std::fs::rename(rolled(&self.path, n), rolled(&self.path, n + 1));
        }
        match std::fs::rename(&self.path, rolled(&self.path, 1)) {
            // Another process rolled it a moment ago.
            Err(err) if err.kind() == io::ErrorKind::NotFound => {}
            Err(_) => {
                let _ = File::create(&self.path);
            }
            Ok(()) => {}
        }
    }
}

struct Reset;

impl Drop for Reset {
    fn drop(&mut self) {
        WRITING.with(|w| w.set(false));
    }
}

fn open_append(path: &Path) -> io::Result<File> {
    OpenOptions::new().create(true).append(true).open(path)
}

fn rolled(path: &Path, n: usize) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".{n}"));
    PathBuf::from(name)
}

impl Write for &LogFile {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.append(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        // Nothing is buffered here; the OS has every byte already.
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn line(n: usize) -> String {
        format!("line {n:04} {}\n", "x".repeat(40))
    }

    fn read(path: &Path) -> String {
        std::fs::read_to_string(path).unwrap_or_default()
    }

    #[test]
    fn rolls_at_the_cap_and_keeps_only_the_newest_files() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("logs").join(FILE_NAME);
        let log = LogFile::with_limits(&path, 500, 3).unwrap();
        for n in 0..100 {
            (&log).write_all(line(n).as_bytes()).unwrap();
        }
        let mut names: Vec<String> = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                "directory-desk.log",
                "directory-desk.log.1",
                "directory-desk.log.2"
            ]
        );
        for path in [
            log.path().to_owned(),
            log.rolled_path(1),
            log.rolled_path(2),
        ] {
            let size = std::fs::metadata(&path).unwrap().len();
            assert!(size <= 500, "{} is {size} bytes", path.display());
            assert!(size > 0);
        }
        // Newest last, nothing torn: each file holds whole lines, in order across files.
        let all = format!(
            "{}{}{}",
            read(&log.rolled_path(2)),
            read(&log.rolled_path(1)),
            read(log.path())
        );
        assert!(all.ends_with(&line(99)));
        let numbers: Vec<usize> = all
            .lines()
            .map(|l| l[5..9].parse().expect("a whole line"))
            .collect();
        assert!(numbers.windows(2).all(|w| w[1] == w[0] + 1), "{numbers:?}");
        assert!(numbers[0] > 0, "the oldest lines were dropped");
    }

    #[test]
    fn an_event_larger_than_the_cap_is_still_written_whole() {
        let folder = tempfile::tempdir().unwrap();
        let log = LogFile::with_limits(&folder.path().join("big.log"), 10, 2).unwrap();
        (&log).write_all(b"short\n").unwrap();
        (&log)
            .write_all(b"a much longer line than the cap\n")
            .unwrap();
        assert_eq!(read(log.path()), "a much longer line than the cap\n");
        assert_eq!(read(&log.rolled_path(1)), "short\n");
    }

    #[test]
    fn appends_to_what_an_earlier_run_wrote_and_counts_it_toward_the_cap() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join(FILE_NAME);
        std::fs::write(&path, "earlier run\n").unwrap();
        let log = LogFile::with_limits(&path, 20, 2).unwrap();
        (&log).write_all(b"now\n").unwrap();
        assert_eq!(read(&path), "earlier run\nnow\n");
        (&log).write_all(b"and more now\n").unwrap();
        assert_eq!(read(&path), "and more now\n");
        assert_eq!(read(&log.rolled_path(1)), "earlier run\nnow\n");
    }

    #[test]
    fn two_writers_on_one_file_share_the_cap_and_lose_nothing_recent() {
        // The window and a command: two `LogFile`s on one path, as two processes would be.
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join(FILE_NAME);
        let one = Arc::new(LogFile::with_limits(&path, 1_000, 4).unwrap());
        let two = Arc::new(LogFile::with_limits(&path, 1_000, 4).unwrap());
        let threads: Vec<_> = [one.clone(), two.clone()]
            .into_iter()
            .enumerate()
            .map(|(who, log)| {
                std::thread::spawn(move || {
                    for n in 0..40 {
                        (&*log)
                            .write_all(format!("writer {who} line {n:03}\n").as_bytes())
                            .unwrap();
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        let mut total = 0;
        for path in [path.clone(), one.rolled_path(1), one.rolled_path(2)] {
            let size = std::fs::metadata(&path).map_or(0, |m| m.len());
            // Across processes the cap is soft by the other writer's one event in flight.
            assert!(size <= 1_000 + 21, "{} is {size} bytes", path.display());
            total += size;
        }
        assert!(total > 0);
        let newest = read(&path);
        assert!(newest.lines().all(|l| l.starts_with("writer ")), "{newest}");
    }
}
