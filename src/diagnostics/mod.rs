//! Diagnostics: logs to standard error and to a size-capped rolling file in the data folder,
//! both with secrets redacted, and crash reports beside the log.
//!
//! - [`init`] sets it all up, once, at start (`cli::run`, for the window and every command).
//! - [`logs_folder`] is where the logs and crash reports are (the Help menu opens it).
//! - [`pending_crash_report`] and [`acknowledge`]: the next start offers the newest crash
//!   report once.
//! - [`redact::register`]: code that loads or receives a secret registers it, and it never
//!   reaches a log line for the rest of the run; [`redact::register_access_token`] for an
//!   access token, which is let go once 64 newer ones have come.
//!
//! What is logged where:
//!
//! - **Standard error**: as before, `DIRECTORY_DESK_LOG` (an `EnvFilter`, e.g. `debug` or
//!   `directory_desk=trace`), `warn` when unset.
//! - **The file** `<data>/logs/directory-desk.log`: `DIRECTORY_DESK_FILE_LOG` if set, else
//!   `DIRECTORY_DESK_LOG` if set (someone chasing a problem with `DIRECTORY_DESK_LOG=debug`
//!   wants it in the file they will be asked to send), else `info` for this app and `warn`
//!   for its libraries: what happened, in a few hundred bytes a day.
//!
//! Neither output uses ANSI colours: an escape code between a key and its value would hide a
//! `key=secret` pair from the redactor.

pub mod crash;
pub mod log_file;
pub mod redact;

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

pub use crash::{acknowledge, pending_crash_report};
use log_file::LogFile;

/// The filter for standard error (and for the file, unless [`FILE_LOG_VAR`] is set).
pub const LOG_VAR: &str = "DIRECTORY_DESK_LOG";
/// The filter for the log file alone.
pub const FILE_LOG_VAR: &str = "DIRECTORY_DESK_FILE_LOG";

const STDERR_DEFAULT: &str = "warn";
const FILE_DEFAULT: &str = "warn,directory_desk=info";

/// Where the logs and crash reports of the data folder `data` are.
pub fn logs_folder(data: &Path) -> PathBuf {
    data.join("logs")
}

/// The log file [`init`] opened. Keep it for as long as the app runs (dropping it changes
/// nothing today, since every event is written when it happens, but it marks the place
/// should buffering ever be added).
#[derive(Debug)]
pub struct LogGuard {
    file: Arc<LogFile>,
}

impl LogGuard {
    /// The log file being written.
    pub fn path(&self) -> &Path {
        self.file.path()
    }
}

impl Drop for LogGuard {
    fn drop(&mut self) {
        let _ = (&*self.file).flush();
    }
}

/// Sets up logging (standard error, and the file in `data_folder`'s logs folder) and the
/// crash-report panic hook. Never fails: without a data folder, or when the file cannot be
/// written, it logs to standard error only and says so once, and returns `None`. Also `None`
/// if a logger was already set up in this process (which is then left as it is).
pub fn init(data_folder: Option<&Path>) -> Option<LogGuard> {
    let logs = data_folder.map(logs_folder);
    let file = match &logs {
        Some(folder) => LogFile::open(folder)
            .map(Arc::new)
            .map_err(|err| format!("cannot write the log in {}: {err}", folder.display())),
        None => Err("this system has no data folder (set DIRECTORY_DESK_DATA)".to_owned()),
    };
    let installed = tracing_subscriber::registry()
        .with(stderr_layer(io::stderr))
        .with(file.as_ref().ok().map(|file| file_layer(file.clone())))
        .try_init()
        .is_ok();
    crash::install(logs);
    if !installed {
        return None;
    }
    match file {
        Ok(file) => {
            tracing::debug!(log = %file.path().display(), "logging to a file");
            Some(LogGuard { file })
        }
        Err(problem) => {
            tracing::warn!("logs go to standard error only: {problem}");
            None
        }
    }
}

/// The first of `vars` that is set and valid, else `default`.
fn filter(vars: &[&str], default: &str) -> EnvFilter {
    vars.iter()
        .filter_map(|var| std::env::var(var).ok())
        .filter(|directives| !directives.trim().is_empty())
        .find_map(|directives| EnvFilter::try_new(directives).ok())
        .unwrap_or_else(|| EnvFilter::new(default))
}

fn stderr_layer<S, M>(stderr: M) -> impl Layer<S>
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
    M: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    tracing_subscriber::fmt::layer()
        .with_ansi(false)
        .with_writer(Redacting(stderr))
        .with_filter(filter(&[LOG_VAR], STDERR_DEFAULT))
}

fn file_layer<S>(file: Arc<LogFile>) -> impl Layer<S>
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
{
    tracing_subscriber::fmt::layer()
        .with_ansi(false)
        .with_thread_names(true)
        .with_writer(Redacting(file))
        .with_filter(filter(&[FILE_LOG_VAR, LOG_VAR], FILE_DEFAULT))
}

/// A `MakeWriter` that runs each event's whole text through [`redact::redact`] before the
/// inner writer gets it, in one write.
#[derive(Debug)]
pub struct Redacting<M>(pub M);

impl<'a, M: MakeWriter<'a>> MakeWriter<'a> for Redacting<M> {
    type Writer = RedactingWriter<M::Writer>;

    fn make_writer(&'a self) -> Self::Writer {
        RedactingWriter::new(self.0.make_writer())
    }

    fn make_writer_for(&'a self, meta: &tracing::Metadata<'_>) -> Self::Writer {
        RedactingWriter::new(self.0.make_writer_for(meta))
    }
}

/// Collects one event's text; redacts and passes it on when flushed or dropped (the
/// formatter drops it at the end of every event).
pub struct RedactingWriter<W: Write> {
    inner: W,
    text: Vec<u8>,
}

impl<W: Write> RedactingWriter<W> {
    fn new(inner: W) -> Self {
        Self {
            inner,
            text: Vec::new(),
        }
    }

    fn pass_on(&mut self) -> io::Result<()> {
        if self.text.is_empty() {
            return Ok(());
        }
        let result = {
            let text = String::from_utf8_lossy(&self.text);
            let clean = redact::redact(&text);
            self.inner
                .write_all(clean.as_bytes())
                .and_then(|()| self.inner.flush())
        };
        self.text.clear();
        result
    }
}

impl<W: Write> Write for RedactingWriter<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.text.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.pass_on()
    }
}

impl<W: Write> Drop for RedactingWriter<W> {
    fn drop(&mut self) {
        let _ = self.pass_on();
    }
}

/// For tests here and elsewhere (`ui::toasts`) that read what was logged.
#[cfg(test)]
pub(crate) mod testing {
    use std::io::{self, Write};
    use std::sync::{Arc, Mutex};

    /// An output (standard error, a log writer) that tests can read.
    #[derive(Clone, Default)]
    pub(crate) struct Captured(Arc<Mutex<Vec<u8>>>);

    impl Write for Captured {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Captured {
        pub(crate) fn text(&self) -> String {
            String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::testing::Captured;

    #[test]
    fn both_outputs_get_redacted_lines_and_the_file_gets_info() {
        let data = tempfile::tempdir().unwrap();
        let file = Arc::new(LogFile::open(&logs_folder(data.path())).unwrap());
        let stderr = Captured::default();
        let sink = stderr.clone();
        let subscriber = tracing_subscriber::registry()
            .with(stderr_layer(move || sink.clone()))
            .with(Some(file_layer(file.clone())));
        let token = "q8Zr2NfT0pLk7xWc4vYb9sHd";
        redact::register("registered-secret-value-42");
        tracing::subscriber::with_default(subscriber, || {
            let span = tracing::info_span!("request", id = "0f8fad5b-d9cb-469f-a165-70867728950e");
            let _entered = span.enter();
            tracing::info!(header = %format!("Bearer {token}"), "calling");
            tracing::info!(body = %format!("grant_type=refresh_token&refresh_token={token}"), "token request");
            tracing::warn!(
                "freelancer 6ba7b810-9dad-11d1-80b4-00c04fd430c8: loaded registered-secret-value-42 and access_token={token}"
            );
            tracing::debug!("not in the file by default");
        });
        let logged = std::fs::read_to_string(file.path()).unwrap();
        for text in [&logged, &stderr.text()] {
            assert!(!text.contains(token), "{text}");
            assert!(!text.contains("registered-secret-value-42"), "{text}");
            assert!(
                text.contains("6ba7b810-9dad-11d1-80b4-00c04fd430c8"),
                "{text}"
            );
            assert!(text.contains("[redacted]"), "{text}");
        }
        assert_eq!(logged.lines().count(), 3, "{logged}");
        assert!(
            logged.contains("0f8fad5b-d9cb-469f-a165-70867728950e"),
            "{logged}"
        );
        assert!(logged.contains("calling") && logged.contains("token request"));
        assert!(!logged.contains("not in the file"));
        assert!(!logged.contains('\u{1b}'), "no colour codes");
    }
}
