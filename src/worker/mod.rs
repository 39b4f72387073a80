//! The worker: one thread that owns the tokio runtime and does all network work for a front
//! end (the desktop UI or the command line). A front end sends [`Command`]s and forgets
//! them; the worker answers with [`Event`]s and calls the front end's waker, so that a UI
//! thread never waits on the network.
//!
//! It looks freelancers up (one at a time or in bulk, in `lookup`), searches, reads the
//! signed-in user, and runs the outbox (`outbox`). Messages go only through the outbox:
//! every message, one request or thousands, is a job written to the journal before it is
//! sent, and [`OutboxCommand`] is the only way to send one.

mod connection;
mod lookup;
mod outbox;

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use tokio::sync::mpsc as async_mpsc;
use tokio_util::sync::CancellationToken;
use uuid::Uuid;

use crate::api::{ApiClient, ApiError, Freelancer, SearchPage, SearchQuery, User};

pub use connection::{ConnectError, Connection};
pub use lookup::{LookupEnd, Progress};
pub use outbox::{OutboxCommand, OutboxEvent};

/// Identifies a long job so that its events can be matched and it can be cancelled.
pub type JobId = u64;

/// Called after every event, e.g. `move || ctx.request_repaint()`.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

#[derive(Debug)]
pub enum Command {
    LookUp { job: JobId, uuids: Vec<Uuid> },
    Search { job: JobId, query: SearchQuery },
    WhoAmI,
    Cancel { job: JobId },
    Outbox(OutboxCommand),
}

#[derive(Debug)]
pub enum Event {
    /// One request made, for the activity log.
    ApiCall(crate::api::activity::CallRecord),
    LookedUp {
        job: JobId,
        uuid: Uuid,
        result: Result<Box<Freelancer>, ApiError>,
        progress: Progress,
    },
    LookupFinished {
        job: JobId,
        end: LookupEnd,
    },
    Searched {
        job: JobId,
        result: Result<SearchPage, ApiError>,
    },
    User(Result<Box<User>, ApiError>),
    Outbox(OutboxEvent),
}

pub struct Worker {
    commands: Option<async_mpsc::UnboundedSender<Command>>,
    events: mpsc::Receiver<Event>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Starts the worker thread for `client`. `concurrency` bounds a bulk job's requests in
    /// flight (the client has its own overall limit too).
    pub fn spawn(client: ApiClient, concurrency: usize, waker: Waker) -> std::io::Result<Self> {
        let (command_tx, command_rx) = async_mpsc::unbounded_channel();
        let (event_tx, event_rx) = mpsc::channel();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("directory-desk-io")
            .enable_all()
            .build()?;
        let thread = std::thread::Builder::new()
            .name("directory-desk-worker".into())
            .spawn(move || {
                // Every request the worker's client makes is reported as an event.
                let calls = (event_tx.clone(), waker.clone());
                let client = client.observed(Arc::new(move |record| {
                    if calls.0.send(Event::ApiCall(record)).is_ok() {
                        (calls.1)();
                    }
                }));
                let hub = Hub {
                    client,
                    concurrency,
                    events: event_tx,
                    waker,
                };
                runtime.block_on(hub.run(command_rx));
                // In-flight requests are abandoned rather than awaited: the front end is gone.
                runtime.shutdown_timeout(Duration::from_millis(200));
            })?;
        Ok(Self {
            commands: Some(command_tx),
            events: event_rx,
            thread: Some(thread),
        })
    }

    pub fn send(&self, command: Command) {
        if let Some(commands) = &self.commands {
            // Only fails when the worker has stopped, and then there is nobody to tell.
            let _ = commands.send(command);
        }
    }

    /// A way to give the worker commands from another thread (a signal handler) that does not
    /// keep the worker alive: once the worker is dropped, commands sent through it are lost.
    pub fn remote(&self) -> Remote {
        Remote(self.commands.as_ref().map(|c| c.downgrade()))
    }

    /// The next event if one is waiting; for a UI draining once per frame.
    pub fn try_next(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }

    /// Waits for the next event; `None` once the worker has stopped.
    pub fn next(&self) -> Option<Event> {
        self.events.recv().ok()
    }
}

/// See [`Worker::remote`].
#[derive(Clone)]
pub struct Remote(Option<async_mpsc::WeakUnboundedSender<Command>>);

impl Remote {
    /// Gives `command` to the worker; false if it has stopped.
    pub fn send(&self, command: Command) -> bool {
        self.0
            .as_ref()
            .and_then(|weak| weak.upgrade())
            .is_some_and(|commands| commands.send(command).is_ok())
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Closing the command channel ends the worker's loop.
        self.commands.take();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The worker's side: receives commands and runs each as a task on the runtime.
struct Hub {
    client: ApiClient,
    concurrency: usize,
    events: mpsc::Sender<Event>,
    waker: Waker,
}

impl Hub {
    async fn run(self, mut commands: async_mpsc::UnboundedReceiver<Command>) {
        let mut jobs: HashMap<JobId, CancellationToken> = HashMap::new();
        let mut outbox: Option<outbox::OutboxHub> = None;
        let emit_outbox: outbox::Emit = {
            let emit = self.emitter();
            Arc::new(move |event| emit(Event::Outbox(event)))
        };
        let root = CancellationToken::new();
        while let Some(command) = commands.recv().await {
            jobs.retain(|_, token| !token.is_cancelled());
            match command {
                Command::Cancel { job } => {
                    if let Some(token) = jobs.remove(&job) {
                        token.cancel();
                    }
                }
                Command::LookUp { job, uuids } => {
                    let token = root.child_token();
                    jobs.insert(job, token.clone());
                    self.look_up(job, uuids, token);
                }
                Command::Search { job, query } => {
                    let (client, emit) = (self.client.clone(), self.emitter());
                    tokio::spawn(async move {
                        let result = client.search(&query).await;
                        emit(Event::Searched { job, result });
                    });
                }
                Command::WhoAmI => {
                    let (client, emit) = (self.client.clone(), self.emitter());
                    tokio::spawn(
                        async move { emit(Event::User(client.user().await.map(Box::new))) },
                    );
                }
                Command::Outbox(OutboxCommand::Open {
                    folder,
                    environment,
                    settings,
                }) => {
                    outbox =
                        outbox::OutboxHub::open(folder, environment, settings, &emit_outbox).await;
                }
                Command::Outbox(command) => match &mut outbox {
                    Some(hub) => hub.handle(command, &self.client, &emit_outbox).await,
                    None => emit_outbox(OutboxEvent::Refused {
                        job: 0,
                        problem: "the outbox is not open".into(),
                    }),
                },
            }
        }
        root.cancel();
        if let Some(hub) = outbox {
            hub.pause_all(Duration::from_secs(3)).await;
        }
    }

    /// Looks `uuids` up as job `job` on a task of its own, reporting each answer as it
    /// comes, until done or until `token` is cancelled.
    fn look_up(&self, job: JobId, uuids: Vec<Uuid>, token: CancellationToken) {
        let (client, emit, concurrency) = (self.client.clone(), self.emitter(), self.concurrency);
        tokio::spawn(async move {
            let end = lookup::look_up_all(
                &client,
                uuids,
                concurrency,
                &token,
                |uuid, result, progress| {
                    emit(Event::LookedUp {
                        job,
                        uuid,
                        result: result.map(Box::new),
                        progress,
                    });
                },
            )
            .await;
            // Marks the job finished so `jobs` forgets it.
            token.cancel();
            emit(Event::LookupFinished { job, end });
        });
    }

    fn emitter(&self) -> impl Fn(Event) + Send + Sync + 'static {
        let (events, waker) = (self.events.clone(), self.waker.clone());
        move |event| {
            if events.send(event).is_ok() {
                waker();
            }
        }
    }
}
