//! The worker: one thread that owns the tokio runtime and does all network work for a front
//! end (the desktop UI or the command line): requests to the directory, and signing in
//! (a sign-in through the browser, the renewal of a stored sign-in as a session opens). A
//! front end sends [`Command`]s and forgets them; the worker answers with [`Event`]s and
//! calls the front end's waker, so that a UI thread never waits on the network.
//!
//! It looks freelancers up (one at a time or in bulk, in `lookup`), reads user summaries
//! for many UUIDs (`summaries`, the API layer's reader on a task), searches (one page, or
//! every match page after page, in `search`), reads the signed-in user, fetches the
//! directory's code lists (for the names of its codes), signs in (`sign_in`) and runs the
//! outbox (`outbox`), joins or asks after a directory's team database (`team`, which
//! `cli/team.rs` shares), and tests a directory's addresses (`probe`). Messages go only through the outbox: every message, one request or
//! thousands, is a job written to the journal before it is sent, and [`OutboxCommand`] is the
//! only way to send one.
//!
//! A worker usually works for one directory ([`Worker::spawn`] with its API client); one
//! without ([`Worker::spawn_offline`], for a signed-out session) can still sign in, and
//! refuses what needs the directory.
//!
//! With a team database, the outbox checks a new job against it first
//! (`OutboxCommand::TeamCheck`, in `team_guard`), and writes what the job's requests became to
//! the team when its run ends.
//!
//! May use: `api`, `auth`, `catalogue` (it builds the names of a directory's codes off the
//! front end's thread), `config`, `outbox`, `sandbox` (a connection to the built-in
//! environment starts it), `store`, `secret`, `team`. Runs on its own thread
//! ("directory-desk-worker") with a tokio runtime ("directory-desk-io").

mod availability;
mod connection;
pub mod list_sync;
mod lookup;
mod offers;
pub use offers::is_offer_ticket;
mod outbox;
mod probe;
mod search;
mod sign_in;
mod summaries;
mod team;
pub mod team_guard;
mod team_run;

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use tokio::sync::mpsc as async_mpsc;
use tokio_util::sync::CancellationToken;
use uuid::Uuid;

use crate::api::search::SearchMatch;
use crate::api::{
    ApiClient, ApiError, Freelancer, SearchPage, SearchQuery, SummariesEnd, SummariesProgress,
    Summary, User,
};
use crate::auth::loopback::Cancel;
use crate::auth::tokens::FreshTokenError;
use crate::catalogue::Catalogue;

pub use availability::AvailabilityEnd;
pub use connection::{ConnectError, Connection};
pub use lookup::{LookupEnd, Progress};
pub use outbox::{OutboxCommand, OutboxEvent, Refusal};
pub use search::{MAX_FETCHED, MatchesProgress, PAGE_SIZE as SEARCH_PAGE_SIZE, SearchEnd};
pub use sign_in::{
    BrowserIdentity, Kept, OpenBrowser, RenewStored, Renewed, SignInFailed, SignInProgress,
    SignInStart, SignedIn, system_browser,
};
pub use team::{
    JoinTeam, Joined, Left, TeamCommand, TeamEvent, desk_id, join_team, keep_joined, leave_team,
    stored_password, system_user,
};

/// How long a stopping worker waits for a renewal under way to be kept.
const RENEWAL_PATIENCE: Duration = Duration::from_secs(45);

/// Names a piece of work given to the worker (a lookup, a search, availability, a sign-in),
/// so that its events can be matched and it can be cancelled. The front end names it
/// (`ui::ids`, the command line its own numbers). Not an outbox job: those are
/// `store::JobId`, the journal's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TaskId(pub u64);

/// Called after every event, e.g. `move || ctx.request_repaint()`.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// How long a stopping worker waits for a token renewal under way.
const RENEWAL_GRACE: Duration = Duration::from_secs(3);

#[derive(Debug)]
pub enum Command {
    LookUp {
        task: TaskId,
        uuids: Vec<Uuid>,
    },
    /// The user summaries of `uuids` (who they are, without skills: `api::read_summaries`),
    /// answered with [`Event::Summary`] per UUID and [`Event::SummariesFinished`]; stops on
    /// [`Command::Cancel`].
    Summaries {
        task: TaskId,
        uuids: Vec<Uuid>,
    },
    /// Syncs `directory`'s saved lists (in the database in `data_folder`) with the
    /// directory's own user lists (`worker/list_sync.rs`), answered with
    /// [`Event::ListsSyncProgress`] per list and [`Event::ListsSynced`].
    SyncLists {
        task: TaskId,
        directory: String,
        data_folder: std::path::PathBuf,
    },
    /// One page of a search, answered with [`Event::Searched`].
    Search {
        task: TaskId,
        query: SearchQuery,
    },
    /// Every match of a search up to `limit` (at most [`MAX_FETCHED`]), page after page,
    /// answered with [`Event::Matches`] per page and [`Event::MatchesFinished`]; stops on
    /// [`Command::Cancel`].
    FetchMatches {
        task: TaskId,
        query: SearchQuery,
        limit: usize,
    },
    WhoAmI,
    /// The availability of each of `uuids` from `from` to `to` (UTC dates), at the bulk
    /// concurrency, answered with [`Event::Availability`] per freelancer and
    /// [`Event::AvailabilityFinished`]; stops on [`Command::Cancel`], and at the first 404
    /// (the directory has none).
    Availability {
        task: TaskId,
        uuids: Vec<Uuid>,
        from: jiff::civil::Date,
        to: jiff::civil::Date,
    },
    /// Fetches the directory's own code lists and builds the catalogue of names from them
    /// (the built-in names where a list is not served), answered with [`Event::Catalogue`]
    /// for `environment`, which the front end names so that it can tell a late answer for
    /// another environment from one for its own.
    FetchCatalogue {
        environment: String,
    },
    Cancel {
        task: TaskId,
    },
    Outbox(OutboxCommand),
    /// A sign-in through the browser, answered with [`Event::SignIn`]s for `job`. It stops
    /// when `cancel` is set (the front end keeps a clone), on [`Command::Cancel`], or when
    /// the worker stops.
    SignIn {
        task: TaskId,
        start: Box<SignInStart>,
        cancel: Cancel,
    },
    /// Renews a stored sign-in if it is about to expire; the worker's client uses the new
    /// access token from then on. Answered with [`Event::Renewed`], even if the renewal
    /// panics. The worker runs it beside other commands: a front end that must not use the
    /// old token (`ui::Session` while it opens) sends nothing else until the answer.
    Renew(RenewStored),
    /// The team database of a directory: joining it, asking after it. Needs no directory
    /// open: a signed-out session's worker runs it too.
    Team(TeamCommand),
    /// Reaches `base_url` (a directory) and `auth_url`'s authorize address (its sign-in) as
    /// typed, answered with [`Event::Probed`]. Needs no directory open.
    Probe {
        task: TaskId,
        base_url: String,
        auth_url: Option<String>,
    },
}

#[derive(Debug)]
pub enum Event {
    /// One request made, for the activity log.
    ApiCall(crate::api::activity::CallRecord),
    LookedUp {
        task: TaskId,
        uuid: Uuid,
        result: Result<Box<Freelancer>, ApiError>,
        progress: Progress,
    },
    LookupFinished {
        task: TaskId,
        end: LookupEnd,
    },
    /// One UUID's answer for [`Command::Summaries`], in the order answers arrive.
    Summary {
        task: TaskId,
        uuid: Uuid,
        summary: Summary,
        progress: SummariesProgress,
    },
    SummariesFinished {
        task: TaskId,
        end: SummariesEnd,
        progress: SummariesProgress,
    },
    /// Lists done of a [`Command::SyncLists`], of how many.
    ListsSyncProgress {
        task: TaskId,
        done: usize,
        total: usize,
    },
    ListsSynced {
        task: TaskId,
        result: Result<list_sync::Synced, list_sync::SyncFailure>,
    },
    Searched {
        task: TaskId,
        result: Result<SearchPage, ApiError>,
    },
    /// One page of [`Command::FetchMatches`], in the directory's order.
    Matches {
        task: TaskId,
        matches: Vec<SearchMatch>,
        progress: MatchesProgress,
    },
    MatchesFinished {
        task: TaskId,
        end: SearchEnd,
    },
    User(Result<Box<User>, ApiError>),
    /// One freelancer's availability for [`Command::Availability`].
    Availability {
        task: TaskId,
        uuid: Uuid,
        result: Result<crate::api::availability::Availability, ApiError>,
    },
    AvailabilityFinished {
        task: TaskId,
        end: AvailabilityEnd,
    },
    /// The answer to [`Command::FetchCatalogue`]: names for `environment`'s codes. Never an
    /// error: lists the directory does not serve are named from the built-in catalogue.
    Catalogue {
        environment: String,
        catalogue: Arc<Catalogue>,
    },
    Outbox(OutboxEvent),
    /// How the sign-in `job` goes; [`SignInProgress::Done`] comes last.
    SignIn {
        task: TaskId,
        progress: SignInProgress,
    },
    /// The answer to [`Command::Renew`]: renewed (or still fresh), nobody signed in any more
    /// (`None`), or why it could not be renewed.
    Renewed(Result<Option<Renewed>, FreshTokenError>),
    /// The answer to a [`Command::Team`].
    Team(TeamEvent),
    /// The answer to [`Command::Probe`]: each line a plain sentence, and whether it is good
    /// news.
    Probed {
        task: TaskId,
        lines: Vec<(bool, String)>,
    },
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
        Self::start(Some(client), concurrency, waker)
    }

    /// Starts a worker without a directory: it signs in (and renews), and refuses work on
    /// the directory with an error saying none is open.
    pub fn spawn_offline(waker: Waker) -> std::io::Result<Self> {
        Self::start(None, 1, waker)
    }

    fn start(client: Option<ApiClient>, concurrency: usize, waker: Waker) -> std::io::Result<Self> {
        let (command_tx, command_rx) = async_mpsc::unbounded_channel();
        let myself = command_tx.downgrade();
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
                let client = client.map(|client| {
                    client.observed(Arc::new(move |record| {
                        if calls.0.send(Event::ApiCall(record)).is_ok() {
                            (calls.1)();
                        }
                    }))
                });
                let hub = Hub {
                    client,
                    concurrency,
                    events: event_tx,
                    waker,
                    myself,
                };
                runtime.block_on(hub.run(command_rx));
                // A token renewal under way is let finish (briefly: a provider that takes
                // longer is not answering), so that the refresh token the provider rotated
                // is saved rather than lost. Other requests in flight are abandoned rather
                // than awaited: the front end is gone.
                let settled =
                    runtime.block_on(crate::auth::tokens::renewals_settled(RENEWAL_GRACE));
                if !settled {
                    tracing::warn!(
                        "a sign-in renewal was still under way when the worker stopped; the \
                         next start may need to sign in again"
                    );
                }
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

    /// Waits for the next event at most `wait`: `Ok(None)` when none came, `Err` once the
    /// worker has stopped (a loop that polls must end then, not spin).
    pub fn next_within(&self, wait: Duration) -> Result<Option<Event>, WorkerStopped> {
        match self.events.recv_timeout(wait) {
            Ok(event) => Ok(Some(event)),
            Err(mpsc::RecvTimeoutError::Timeout) => Ok(None),
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(WorkerStopped),
        }
    }

    /// Waits for the next event; `None` once the worker has stopped.
    pub fn next(&self) -> Option<Event> {
        self.events.recv().ok()
    }
}

/// The worker's thread has ended: no event will come again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkerStopped;

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
    /// `None` for a worker without a directory.
    client: Option<ApiClient>,
    concurrency: usize,
    events: mpsc::Sender<Event>,
    waker: Waker,
    /// Its own commands' queue, for work that answers later in its turn (the outbox's
    /// check of a job sent again); weak, so that it never keeps the worker alive.
    myself: async_mpsc::WeakUnboundedSender<Command>,
}

/// What the hub keeps between commands: the jobs that can be cancelled, and the outbox.
struct Running {
    /// Lookups and fetches of every match, by job; a token cancelled by its task once the
    /// job is done.
    jobs: HashMap<TaskId, CancellationToken>,
    /// Sign-ins stop on their own flag (the loopback wait runs on a blocking thread), and
    /// the token says when one has finished.
    sign_ins: HashMap<TaskId, (CancellationToken, Cancel)>,
    outbox: Option<outbox::OutboxHub>,
    /// Every job's token is a child of this one, so stopping the worker stops them all.
    root: CancellationToken,
    /// Renewals of a stored sign-in still under way. Stopping waits for them: one cut off
    /// after the provider rotated the refresh token, but before the new one was kept, would
    /// leave a spent refresh token in the keyring, and a rotating provider treats reusing
    /// one as theft and revokes the sign-in.
    renewals: Vec<tokio::task::JoinHandle<()>>,
}

impl Running {
    fn new() -> Self {
        Self {
            jobs: HashMap::new(),
            sign_ins: HashMap::new(),
            outbox: None,
            root: CancellationToken::new(),
            renewals: Vec::new(),
        }
    }

    fn forget_finished(&mut self) {
        self.jobs.retain(|_, token| !token.is_cancelled());
        self.sign_ins
            .retain(|_, (finished, _)| !finished.is_cancelled());
        self.renewals.retain(|renewal| !renewal.is_finished());
    }

    fn cancel(&mut self, job: TaskId) {
        if let Some(token) = self.jobs.remove(&job) {
            token.cancel();
        }
        if let Some((_, cancel)) = self.sign_ins.remove(&job) {
            cancel.cancel();
        }
    }

    /// The front end is gone: lookups stop, a sign-in still waiting for the browser closes
    /// its listener, and the outbox pauses its runs (for at most a few seconds).
    async fn stop(self) {
        self.root.cancel();
        for (_, cancel) in self.sign_ins.into_values() {
            cancel.cancel();
        }
        // Bounded by the refresh's own timeouts and the refresh lock's patience.
        let renewals = futures_util::future::join_all(self.renewals);
        let _ = tokio::time::timeout(RENEWAL_PATIENCE, renewals).await;
        if let Some(hub) = self.outbox {
            // The runs first: they must not keep sending while the team is slow to answer.
            hub.pause_all(Duration::from_secs(3)).await;
            let _ = tokio::time::timeout(Duration::from_secs(3), hub.release_team_claims()).await;
        }
    }
}

impl Hub {
    async fn run(self, mut commands: async_mpsc::UnboundedReceiver<Command>) {
        let mut running = Running::new();
        let emit_outbox: outbox::Emit = {
            let emit = self.emitter();
            Arc::new(move |event| emit(Event::Outbox(event)))
        };
        while let Some(command) = commands.recv().await {
            running.forget_finished();
            let Some(command) = self.take_own(command, &mut running) else {
                continue;
            };
            match &self.client {
                Some(client) => {
                    self.on_directory(client, command, &mut running, &emit_outbox)
                        .await;
                }
                None => refuse(command, &self.emitter()),
            }
        }
        running.stop().await;
    }

    /// Runs the commands that need no directory (cancelling, signing in, renewing, the team
    /// database, testing addresses); gives
    /// back the others.
    fn take_own(&self, command: Command, running: &mut Running) -> Option<Command> {
        match command {
            Command::Cancel { task: job } => running.cancel(job),
            Command::SignIn {
                task: job,
                start,
                cancel,
            } => {
                let finished = CancellationToken::new();
                running
                    .sign_ins
                    .insert(job, (finished.clone(), cancel.clone()));
                self.sign_in(job, *start, cancel, finished);
            }
            Command::Renew(renewal) => {
                let (client, emit) = (self.client.clone(), self.emitter());
                running.renewals.push(tokio::spawn(async move {
                    // Its own task, so that a panic in it still gets an answer: the session
                    // waits for one before it opens.
                    let renewed = tokio::spawn(sign_in::renew(renewal, client))
                        .await
                        .unwrap_or(Err(FreshTokenError::Stopped));
                    emit(Event::Renewed(renewed));
                }));
            }
            Command::Team(command) => team::run(command, self.emitter()),
            Command::Probe {
                task,
                base_url,
                auth_url,
            } => {
                let emit = self.emitter();
                tokio::spawn(async move {
                    let lines = probe::probe(&base_url, auth_url.as_deref()).await;
                    emit(Event::Probed { task, lines });
                });
            }
            command => return Some(command),
        }
        None
    }

    /// Runs a command on the directory `client` talks to.
    async fn on_directory(
        &self,
        client: &ApiClient,
        command: Command,
        running: &mut Running,
        emit_outbox: &outbox::Emit,
    ) {
        match command {
            // Taken by `take_own`.
            Command::Cancel { .. }
            | Command::SignIn { .. }
            | Command::Renew(_)
            | Command::Team(_)
            | Command::Probe { .. } => {}
            Command::LookUp { task: job, uuids } => {
                let token = running.root.child_token();
                running.jobs.insert(job, token.clone());
                self.look_up(client, job, uuids, token);
            }
            Command::Summaries { task, uuids } => {
                let token = running.root.child_token();
                running.jobs.insert(task, token.clone());
                summaries::spawn(client, task, uuids, self.concurrency, token, self.emitter());
            }
            Command::SyncLists {
                task,
                directory,
                data_folder,
            } => list_sync::spawn(client, task, directory, data_folder, self.emitter()),
            Command::Search { task: job, query } => {
                let (client, emit) = (client.clone(), self.emitter());
                tokio::spawn(async move {
                    let result = client.search(&query).await;
                    emit(Event::Searched { task: job, result });
                });
            }
            Command::FetchMatches {
                task: job,
                query,
                limit,
            } => {
                let token = running.root.child_token();
                running.jobs.insert(job, token.clone());
                self.fetch_matches(client, job, query, limit, token);
            }
            Command::WhoAmI => {
                let (client, emit) = (client.clone(), self.emitter());
                tokio::spawn(async move { emit(Event::User(client.user().await.map(Box::new))) });
            }
            Command::Availability {
                task: job,
                uuids,
                from,
                to,
            } => {
                let token = running.root.child_token();
                running.jobs.insert(job, token.clone());
                self.fetch_availability(client, job, uuids, (from, to), token);
            }
            Command::FetchCatalogue { environment } => self.fetch_catalogue(client, environment),
            Command::Outbox(command) => self.on_outbox(client, command, running, emit_outbox).await,
        }
    }

    /// A command for the outbox: its journal opened (the hub made), or the hub's to carry out.
    async fn on_outbox(
        &self,
        client: &ApiClient,
        command: OutboxCommand,
        running: &mut Running,
        emit_outbox: &outbox::Emit,
    ) {
        match command {
            OutboxCommand::Open {
                folder,
                directory,
                environment,
                settings,
                team,
            } => {
                running.outbox = outbox::OutboxHub::open(
                    folder,
                    directory,
                    environment,
                    settings,
                    team,
                    self.myself.clone(),
                    emit_outbox,
                )
                .await;
            }
            command => match &mut running.outbox {
                Some(hub) => hub.handle(command, client, emit_outbox).await,
                // Who signed in may be known before the journal is opened: the front end
                // tells the outbox again once it has asked for it to open, so this is no
                // refusal (it was a spurious "The outbox could not do that." toast).
                None if matches!(command, OutboxCommand::SignedIn(_)) => {}
                None => emit_outbox(command.refusal("the outbox is not open")),
            },
        }
    }

    /// The directory's code lists, made into the catalogue of names for `environment`.
    fn fetch_catalogue(&self, client: &ApiClient, environment: String) {
        let (client, emit) = (client.clone(), self.emitter());
        tokio::spawn(async move {
            let lists = client.code_lists().await;
            // Building it reads the ISO tables (a few milliseconds): on a blocking thread, so
            // that the runtime's own threads keep answering.
            let built =
                tokio::task::spawn_blocking(move || Catalogue::with_directory_lists(&lists)).await;
            let catalogue = built.unwrap_or_else(|_| Catalogue::builtin());
            emit(Event::Catalogue {
                environment,
                catalogue,
            });
        });
    }

    /// Runs a sign-in through the browser as a task, until `cancel` is set; cancels
    /// `finished` when it is over.
    fn sign_in(
        &self,
        job: TaskId,
        start: SignInStart,
        cancel: Cancel,
        finished: CancellationToken,
    ) {
        let emit = self.emitter();
        let report: Arc<dyn Fn(SignInProgress) + Send + Sync> = Arc::new(move |progress| {
            emit(Event::SignIn {
                task: job,
                progress,
            })
        });
        tokio::spawn(async move {
            sign_in::sign_in_with_browser(start, cancel, report).await;
            finished.cancel();
        });
    }

    /// Looks `uuids` up as job `job` on a task of its own, reporting each answer as it
    /// comes, until done or until `token` is cancelled.
    fn look_up(&self, client: &ApiClient, job: TaskId, uuids: Vec<Uuid>, token: CancellationToken) {
        let (client, emit, concurrency) = (client.clone(), self.emitter(), self.concurrency);
        tokio::spawn(async move {
            let end = lookup::look_up_all(
                &client,
                uuids,
                concurrency,
                &token,
                |uuid, result, progress| {
                    emit(Event::LookedUp {
                        task: job,
                        uuid,
                        result: result.map(Box::new),
                        progress,
                    });
                },
            )
            .await;
            // Marks the job finished so `jobs` forgets it.
            token.cancel();
            emit(Event::LookupFinished { task: job, end });
        });
    }

    /// Pages through the matches of `query` as job `job` on a task of its own, reporting
    /// each page as it comes, until done or until `token` is cancelled.
    fn fetch_matches(
        &self,
        client: &ApiClient,
        job: TaskId,
        query: SearchQuery,
        limit: usize,
        token: CancellationToken,
    ) {
        let (client, emit) = (client.clone(), self.emitter());
        tokio::spawn(async move {
            let end = search::fetch_matches(&client, query, limit, &token, |matches, progress| {
                emit(Event::Matches {
                    task: job,
                    matches,
                    progress,
                });
            })
            .await;
            // Marks the job finished so `jobs` forgets it.
            token.cancel();
            emit(Event::MatchesFinished { task: job, end });
        });
    }

    /// Fetches the availability of `uuids` as job `job` on a task of its own, reporting
    /// each answer as it comes, until done or until `token` is cancelled.
    fn fetch_availability(
        &self,
        client: &ApiClient,
        job: TaskId,
        uuids: Vec<Uuid>,
        dates: (jiff::civil::Date, jiff::civil::Date),
        token: CancellationToken,
    ) {
        let (client, emit, concurrency) = (client.clone(), self.emitter(), self.concurrency);
        tokio::spawn(async move {
            let end = availability::fetch_all(
                &client,
                uuids,
                dates,
                concurrency,
                &token,
                |uuid, result| {
                    emit(Event::Availability {
                        task: job,
                        uuid,
                        result,
                    });
                },
            )
            .await;
            // Marks the job finished so `jobs` forgets it.
            token.cancel();
            emit(Event::AvailabilityFinished { task: job, end });
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

/// Answers work on the directory that a worker without one was given.
fn refuse(command: Command, emit: &impl Fn(Event)) {
    let refusal =
        || ApiError::InvalidRequest(vec!["no directory is open: sign in to one first".into()]);
    match command {
        Command::LookUp { task: job, .. } => emit(Event::LookupFinished {
            task: job,
            end: LookupEnd::SignedOut(refusal()),
        }),
        Command::SyncLists { task, .. } => emit(Event::ListsSynced {
            task,
            result: Err(list_sync::SyncFailure::Other(refusal().to_string())),
        }),
        Command::Summaries { task, .. } => emit(Event::SummariesFinished {
            task,
            end: SummariesEnd::SignedOut(refusal()),
            progress: SummariesProgress::default(),
        }),
        Command::Search { task: job, .. } => emit(Event::Searched {
            task: job,
            result: Err(refusal()),
        }),
        Command::FetchMatches { task: job, .. } => emit(Event::MatchesFinished {
            task: job,
            end: SearchEnd::Failed(refusal()),
        }),
        Command::WhoAmI => emit(Event::User(Err(refusal()))),
        Command::Availability { task: job, .. } => emit(Event::AvailabilityFinished {
            task: job,
            end: AvailabilityEnd::Stopped(refusal()),
        }),
        // Without a directory the built-in names are all there is.
        Command::FetchCatalogue { environment } => emit(Event::Catalogue {
            environment,
            catalogue: Catalogue::builtin(),
        }),
        Command::Outbox(command) => emit(Event::Outbox(
            command.refusal("no directory is open: sign in to one first"),
        )),
        Command::Cancel { .. }
        | Command::SignIn { .. }
        | Command::Renew(_)
        | Command::Team(_)
        | Command::Probe { .. } => {}
    }
}
