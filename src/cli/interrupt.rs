//! Ctrl+C (SIGINT) and SIGTERM while the command line sends a job. The first is taken like
//! closing the window: the job is paused, and the requests already out are answered and
//! recorded before the process ends, so nothing is left `unknown` that need not be. A second
//! ends the process at once; the requests then out read `unknown` after a restart, which is
//! the safe reading (never sent again without the user's word).

use std::sync::{Arc, Mutex};

use crate::store::JobId;
use crate::worker::{Command, OutboxCommand, Remote, Worker};

/// The exit code after a second signal: 128 + SIGINT, as shells report a process that
/// Ctrl+C ended.
const STOPPED_AT_ONCE: i32 = 130;

/// Listens for the signals until the process ends.
pub struct Interrupts {
    shared: Arc<Mutex<Watched>>,
}

struct Watched {
    worker: Remote,
    /// The job a signal pauses, once it is known.
    job: Option<JobId>,
    signalled: bool,
    /// What the first signal does: pause the job (`send`, `outbox resume`), or only let the
    /// command end once the step under way is done (`offers run`, whose jobs the worker
    /// pauses as it stops, to be taken up by the next run).
    first: First,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum First {
    PauseTheJob,
    EndAfterTheStep,
}

impl Watched {
    fn pause(&self) {
        if let Some(job) = self.job {
            self.worker
                .send(Command::Outbox(OutboxCommand::Pause { job }));
        }
    }
}

impl Interrupts {
    /// Takes over SIGINT and SIGTERM from now on. A signal before [`watch`](Self::watch)
    /// names the job is kept, and pauses the job as soon as it is named. If the signals
    /// cannot be taken over, they keep their default (the process ends at once), which is
    /// safe too.
    pub fn listen(worker: &Worker) -> Self {
        Self::listen_to(worker, First::PauseTheJob)
    }

    /// Takes over SIGINT and SIGTERM for a command that steps through work of its own
    /// (`offers run`): the first signal is only noted, for the command to read with
    /// [`interrupted`](Self::interrupted) and end once its step is done; a second ends the
    /// process at once.
    pub fn listen_between_steps(worker: &Worker) -> Self {
        Self::listen_to(worker, First::EndAfterTheStep)
    }

    /// Whether a signal came.
    pub fn interrupted(&self) -> bool {
        lock(&self.shared).signalled
    }

    fn listen_to(worker: &Worker, first: First) -> Self {
        let shared = Arc::new(Mutex::new(Watched {
            worker: worker.remote(),
            job: None,
            signalled: false,
            first,
        }));
        let (ready_tx, ready) = std::sync::mpsc::channel();
        let state = shared.clone();
        let spawned = std::thread::Builder::new()
            .name("directory-desk-signals".into())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(runtime) => runtime,
                    Err(err) => {
                        tracing::warn!(error = %err, "cannot listen for Ctrl+C");
                        let _ = ready_tx.send(());
                        return;
                    }
                };
                runtime.block_on(serve(state, ready_tx));
            });
        if spawned.is_ok() {
            // Returns once the handlers are in place (or could not be): a signal from here
            // on pauses the job.
            let _ = ready.recv();
        }
        Self { shared }
    }

    /// The job a signal pauses.
    pub fn watch(&self, job: JobId) {
        let mut watched = lock(&self.shared);
        watched.job = Some(job);
        if watched.signalled {
            watched.pause();
        }
    }
}

fn lock(shared: &Mutex<Watched>) -> std::sync::MutexGuard<'_, Watched> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

async fn serve(shared: Arc<Mutex<Watched>>, ready: std::sync::mpsc::Sender<()>) {
    let mut signals = match Signals::new() {
        Ok(signals) => signals,
        Err(err) => {
            tracing::warn!(error = %err, "cannot listen for Ctrl+C");
            let _ = ready.send(());
            return;
        }
    };
    let _ = ready.send(());
    signals.next().await;
    let first = {
        let mut watched = lock(&shared);
        watched.signalled = true;
        if watched.first == First::PauseTheJob {
            watched.pause();
        }
        tracing::info!(job = ?watched.job, "interrupted");
        watched.first
    };
    match first {
        First::PauseTheJob => eprintln!(
            "\ninterrupted: pausing once the requests out now are answered (Ctrl+C again \
             stops at once, and those requests then read as unknown)"
        ),
        First::EndAfterTheStep => eprintln!(
            "\ninterrupted: stopping once the step under way is done (Ctrl+C again stops at \
             once)"
        ),
    }
    signals.next().await;
    let job = lock(&shared).job;
    tracing::warn!(?job, "interrupted twice: stopping at once");
    match job {
        Some(job) => eprintln!(
            "stopped at once: job {job} is paused. Requests that were out read as unknown: \
             see `directory-desk outbox show {job}`, then `directory-desk outbox resume {job}` \
             sends the rest"
        ),
        None => eprintln!("stopped at once"),
    }
    std::process::exit(STOPPED_AT_ONCE);
}

/// SIGINT and SIGTERM (Ctrl+C and Ctrl+Break on Windows).
struct Signals {
    #[cfg(unix)]
    interrupt: tokio::signal::unix::Signal,
    #[cfg(unix)]
    terminate: tokio::signal::unix::Signal,
    #[cfg(windows)]
    ctrl_c: tokio::signal::windows::CtrlC,
    #[cfg(windows)]
    ctrl_break: tokio::signal::windows::CtrlBreak,
}

impl Signals {
    #[cfg(unix)]
    fn new() -> std::io::Result<Self> {
        use tokio::signal::unix::{SignalKind, signal};
        Ok(Self {
            interrupt: signal(SignalKind::interrupt())?,
            terminate: signal(SignalKind::terminate())?,
        })
    }

    #[cfg(windows)]
    fn new() -> std::io::Result<Self> {
        use tokio::signal::windows;
        Ok(Self {
            ctrl_c: windows::ctrl_c()?,
            ctrl_break: windows::ctrl_break()?,
        })
    }

    #[cfg(unix)]
    async fn next(&mut self) {
        tokio::select! {
            _ = self.interrupt.recv() => {}
            _ = self.terminate.recv() => {}
        }
    }

    #[cfg(windows)]
    async fn next(&mut self) {
        tokio::select! {
            _ = self.ctrl_c.recv() => {}
            _ = self.ctrl_break.recv() => {}
        }
    }
}
