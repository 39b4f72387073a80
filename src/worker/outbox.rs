//! The worker's side of the outbox: opening the journal, creating jobs, starting and
//! steering their runs, and reporting every change as events.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use tokio::sync::mpsc::WeakUnboundedSender;
use tokio::sync::watch;
use uuid::Uuid;

mod again;
mod lapse;

use super::team_guard::{StoppedAgain, TeamFound, TeamSide, TeamToCheck, UnsentJob};
use super::team_run::{AnsweredSink, ContactWriter};
use crate::api::ApiClient;
use crate::outbox::{
    Control, Intent, JobLease, Journal, RequestUpdate, RunEnd, RunEvent, Scope, SendSettings,
    run_job, supervise,
};
use crate::store::JobId;
use crate::store::Ticket;
use crate::store::{
    JobAccount, JobRecord, JobState, JournalError, NewJob, RequestState, Resolution,
};
use crate::team::TeamJoined;

#[derive(Debug)]
pub enum OutboxCommand {
    /// Opens the journal in `folder` for `directory`'s jobs and reports them all. Jobs a
    /// dead process was sending are shown as they stood, their `sending` requests `unknown`;
    /// none is resumed without the user.
    Open {
        folder: PathBuf,
        /// The directory's key (`config::Environment::directory_key`): only its jobs are
        /// shown, created, resumed or sent again here.
        directory: String,
        /// The environment whose records from before they were keyed by directory are
        /// adopted as the journal opens (`Store::adopt_environment`); `None` when the
        /// environment's address was overridden (`--base-url`), so that its old records stay
        /// for the directory it really points to.
        environment: Option<String>,
        settings: SendSettings,
        /// Where the team database the directory's desks share is learned, read again
        /// before every check: in a team, every new job is checked against it first
        /// ([`OutboxCommand::TeamCheck`]) and none is written without its claim, and every
        /// job sent again is checked again by the outbox itself.
        team: Box<TeamToCheck>,
    },
    /// The account signed in here, once the directory said who it is: new jobs are
    /// written as it, and a job written as another account is not resumed or sent again.
    SignedIn(JobAccount),
    /// Writes a new job and starts sending it. `ticket` matches the answer. With a team
    /// database, `team_claim` is the claim its check took ([`TeamFound::claim`]): released
    /// on the recipients the job left out at once, on the others once the run ends and
    /// their contacts are written to the team.
    Create {
        ticket: Ticket,
        job: Box<NewJob>,
        team_claim: Option<String>,
        /// With a team database that could not be asked: the user's ticked word to send
        /// without its checks, and why (recorded in the data folder's `team-unchecked.log`;
        /// the job's contacts reach the team once it is back).
        team_unchecked: Option<String>,
    },
    /// Checks `recipients` against the team database (marks, colleagues' contacts over the
    /// last `recent_days` days, other desks' claims) and claims those clear, for a message
    /// about `subject`; answered with [`OutboxEvent::TeamChecked`].
    TeamCheck {
        ticket: Ticket,
        recipients: Vec<Uuid>,
        recent_days: u32,
        subject: String,
    },
    /// Nothing will be sent under `claim` (the user went back): its claims are released.
    TeamRelease {
        claim: String,
    },
    /// The desk joined a team database (`Some`) or left it, in the window, while the
    /// outbox is open: new jobs are checked against this one from now on (unless the
    /// configuration file names another). Claims of checks not yet sent are released; a run
    /// under way writes its contacts where its check was made.
    TeamChanged(Option<TeamJoined>),
    Resume {
        job: JobId,
    },
    Pause {
        job: JobId,
    },
    Cancel {
        job: JobId,
    },
    /// The user's word on an `unknown` request; a resend goes at once.
    Resolve {
        job: JobId,
        seq: u32,
        resolution: Resolution,
    },
    /// The user's word on every `unknown` request of the job at once; a resend goes at once.
    /// Refused when the job has none.
    ResolveAllUnknown {
        job: JobId,
        /// The requests the user confirmed (the window names them when it asks); `None`
        /// for every request unknown now (the command line's `--all-unknown`). A request
        /// that is no longer unknown is left as it is.
        only: Option<Vec<u32>>,
        resolution: Resolution,
    },
    /// Sends a `failed` request again at once, without `leave_out`.
    RetryFailed {
        job: JobId,
        seq: u32,
        leave_out: Vec<Uuid>,
    },
    /// Look at every open offer of the directory now and take each one's next step: the
    /// window sends it when the board's earliest offer falls due or one changed
    /// (`ui/offers/looks.rs`), `offers run` when its next due time comes (`worker/offers.rs`).
    /// `only`: that offer alone (`offers run OFFER`). `sandbox_replies`: the directory is a
    /// sandbox on this machine, whose freelancers' replies are read and recorded as answers
    /// first (the demo and the tests). Answered with [`OutboxEvent::OffersLooked`].
    OfferTick {
        only: Option<crate::store::OfferId>,
        sandbox_replies: bool,
    },
    /// Read every desk's answers to offers from the team database, when the directory is
    /// in a team; answered with [`OutboxEvent::TeamAnswers`] (nothing without a team, or
    /// when it is away: the desk's own answers are all there is then).
    TeamAnswers,
    /// Start no more steps of offers (`offers run` after Ctrl+C): the steps under way
    /// finish, and each look asked for from now on is none. Answered with
    /// [`OutboxEvent::OffersLooked`] with `stopped` set, as is every look after it.
    OffersStop,
    /// The outbox's own, never a front end's: what a look at the offers read on a task of
    /// its own, for the hub to start the steps it found.
    OffersRead {
        look: super::offers::Look,
    },
    /// The outbox's own, never a front end's: a step of `offer` made ready on a task of its
    /// own (a wave opened, a job to write), or why it could not be.
    OfferPrepared {
        offer: crate::store::OfferId,
        ticket: Ticket,
        prepared: Result<super::offers::Prepared, String>,
    },
    /// The outbox's own, never a front end's: the team's check of what `again` (a resume,
    /// retry or resend) sends again has answered, beside the outbox's other commands; `again`
    /// goes on, unless the job was paused or cancelled meanwhile (`word`: how many such words
    /// it had had when the check began).
    Rechecked {
        again: Box<OutboxCommand>,
        word: u64,
        result: Result<Again, Refusal>,
        /// The check failed for a reason that may pass by itself, the team database out of
        /// reach or failing (`TeamError::may_pass`): a resume then waits for it (`lapse.rs`).
        away: bool,
        /// The team database it was checked against.
        on: CheckedOn,
    },
    /// The outbox's own, never a front end's: `job`, which a run paused for a reason that
    /// lapses by itself (a wait the directory asked for, the team database away), may go
    /// on now; it goes through the one door as a resume, quietly (`lapse.rs`).
    GoOn {
        job: JobId,
    },
}

impl OutboxCommand {
    /// The answer to this command when it cannot be done at all (`problem`): the one its
    /// asker waits for (a check, a job to write), else a refusal about its job.
    pub fn refusal(&self, problem: &str) -> OutboxEvent {
        match self {
            Self::TeamCheck { ticket, .. } => OutboxEvent::TeamChecked {
                ticket: *ticket,
                result: Err(crate::api::Explained::new(
                    crate::tr!("outbox-team-check-nothing-sent"),
                    problem,
                )),
            },
            Self::Create { ticket, .. } => OutboxEvent::Created {
                ticket: *ticket,
                result: Err(problem.to_owned()),
            },
            _ => OutboxEvent::Refused {
                job: self.job(),
                problem: Refusal::Said(problem.to_owned()),
            },
        }
    }

    /// The job the command is about; none for one not about a job (yet).
    pub fn job(&self) -> Option<JobId> {
        match self {
            Self::Open { .. }
            | Self::SignedIn(_)
            | Self::Create { .. }
            | Self::TeamCheck { .. }
            | Self::TeamRelease { .. }
            | Self::TeamChanged(_)
            | Self::OfferTick { .. }
            | Self::OffersStop
            | Self::TeamAnswers
            | Self::OffersRead { .. }
            | Self::OfferPrepared { .. } => None,
            Self::Resume { job }
            | Self::Pause { job }
            | Self::Cancel { job }
            | Self::Resolve { job, .. }
            | Self::ResolveAllUnknown { job, .. }
            | Self::RetryFailed { job, .. }
            | Self::GoOn { job } => Some(*job),
            Self::Rechecked { again, .. } => again.job(),
        }
    }
}

#[derive(Debug)]
pub enum OutboxEvent {
    /// The journal is open: every job of the directory, newest first.
    Opened(Result<Vec<JobRecord>, String>),
    Created {
        ticket: Ticket,
        result: Result<JobId, String>,
    },
    /// A job as the journal holds it now.
    Job(Box<JobRecord>),
    Request(RequestUpdate),
    Ended {
        job: JobId,
        end: RunEnd,
    },
    /// Every `unknown` request of `job` was resolved as the user said: `requests` requests, to
    /// `recipients` people. A resend is on its way.
    ResolvedAll {
        job: JobId,
        resolution: Resolution,
        requests: usize,
        recipients: usize,
    },
    /// The answer to [`OutboxCommand::TeamCheck`]: what the team found and the claim taken,
    /// or why the team could not be asked (nothing may then be sent), in words naming its
    /// host.
    TeamChecked {
        ticket: Ticket,
        result: Result<TeamFound, crate::api::Explained>,
    },
    /// The team database this outbox checks against is now this one (or none): learned
    /// from the configuration file (a team joined elsewhere), so that a front end asks for
    /// the team's check before its next send.
    TeamIs {
        directory: String,
        team: Option<TeamJoined>,
    },
    /// Offer `offer` changed in the store (a wave opened, a job written, filled, ended):
    /// a front end showing it reads it again.
    OfferChanged {
        offer: crate::store::OfferId,
    },
    /// A look at the offers is over: `busy` steps of offers (each answered by an
    /// [`OutboxEvent::OfferChanged`] and another look) and runs of jobs are under way.
    OffersLooked {
        busy: usize,
        /// Of `busy`, the offers' steps alone (a front end that stops once they are done).
        steps: usize,
        /// [`OutboxCommand::OffersStop`] came: no step starts any more, so `steps` only
        /// falls from here.
        stopped: bool,
    },
    /// Every desk's answers to offers in `directory`, as the team database holds them.
    TeamAnswers {
        directory: String,
        facts: Vec<crate::store::AnswerFact>,
    },
    /// A step of `offer` could not be taken now (the directory or the team out of reach,
    /// a job the journal refused): it is tried again in a minute. Or, `lasting`, the offer
    /// takes no step until the user acts (made as another account, unreadable): told once.
    OfferTrouble {
        offer: crate::store::OfferId,
        problem: String,
        lasting: bool,
    },
    /// A command could not be done: about `job`, or (none) not about a job yet, as a job
    /// that could not be created.
    Refused {
        job: Option<JobId>,
        problem: Refusal,
    },
}

/// Why the outbox would not do a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The team's checks stop a job sent again: a reason, for each front end to word (the
    /// window in its language, the command line in English).
    StoppedAgain(Box<StoppedAgain>),
    /// The outbox's own words, in English: often the journal's or the database's, which the
    /// window shows as detail.
    Said(String),
}

/// In English, as the command line prints it.
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::StoppedAgain(stopped) => stopped.fmt(f),
            Self::Said(words) => f.write_str(words),
        }
    }
}

impl From<String> for Refusal {
    fn from(words: String) -> Self {
        Self::Said(words)
    }
}

/// How many jobs of its directory the app shows; older ones stay in the journal.
const JOBS_SHOWN: usize = 200;
/// How many jobs of other directories it lists besides, read-only.
const OTHERS_SHOWN: usize = 50;

pub(super) struct OutboxHub {
    journal: Journal,
    directory: String,
    /// Who is signed in, once known.
    account: Option<JobAccount>,
    settings: SendSettings,
    running: HashMap<JobId, Run>,
    /// Where the team is learned ([`TeamToCheck::resolve`]).
    team_source: TeamToCheck,
    /// The team it named when last asked, which `team` was opened for.
    team_for: Option<TeamJoined>,
    /// The team database's side, when the directory's desks share one (`Err`: joined, but
    /// this desk cannot use it, and says why when asked to send).
    team: Option<Result<Arc<TeamSide>, String>>,
    /// The data folder, where a team side notes the jobs whose contacts it missed.
    folder: PathBuf,
    /// The worker's own command queue: a check of a job sent again answers through it.
    myself: WeakUnboundedSender<super::Command>,
    /// How many pauses and cancels each job was given: a check of what it sends again that
    /// answers after a newer one sends nothing.
    words: HashMap<JobId, u64>,
    /// The offers whose steps are under way, or resting after one failed.
    offer_steps: super::offers::OfferSteps,
    /// The window of colleagues' recent contacts each team check used, by the claim it took
    /// (0: the user included those recently messaged): the job written with that claim keeps
    /// it, so that sending it again is checked as the user asked, not by the team's default.
    check_windows: Arc<Mutex<HashMap<String, u32>>>,
    /// The jobs going on by themselves whose check against the team is under way
    /// ([`OutboxCommand::GoOn`]): a second wake for one of them waits for that check.
    going_on: std::collections::HashSet<JobId>,
    /// Told each time a run ends, for [`OutboxHub::pause_all`] to wait on.
    runs_ended: Arc<tokio::sync::Notify>,
}

/// A job's run, as the hub steers it.
struct Run {
    control: watch::Sender<Control>,
    /// Set by the run's task, under this lock, once it will read no more control: a
    /// command that finds it set starts a new run instead of being lost.
    finished: Arc<Mutex<bool>>,
    /// The team's claims this run holds (its job's check, and the checks of what was sent
    /// again while it ran): released by the run, and only once the contacts of what it sent
    /// are written.
    team_claims: Arc<Mutex<RunClaims>>,
}

/// The team's claims a run holds, and whom they cover.
#[derive(Default)]
struct RunClaims {
    claims: Vec<String>,
    covered: std::collections::HashSet<Uuid>,
}

impl RunClaims {
    fn of(claims: Vec<(String, Vec<Uuid>)>) -> Self {
        let mut held = Self::default();
        for claim in claims {
            held.add(claim);
        }
        held
    }

    fn add(&mut self, (claim, covers): (String, Vec<Uuid>)) {
        self.claims.push(claim);
        self.covered.extend(covers);
    }
}

impl Run {
    /// Gives `change` to the run if it is still listening; false if it has finished.
    fn steer(&self, change: impl FnOnce(&mut Control)) -> bool {
        self.steer_with_claim(None, change)
    }

    /// Whether the run is going; if so, whether the team's claims it holds (its job's
    /// check's, and rechecks') cover every one of `recipients`.
    fn covers(&self, recipients: &[Uuid]) -> Option<bool> {
        let finished = self.finished.lock().unwrap_or_else(|e| e.into_inner());
        if *finished {
            return None;
        }
        let held = lock(&self.team_claims);
        Some(!held.claims.is_empty() && recipients.iter().all(|u| held.covered.contains(u)))
    }

    /// As [`Self::steer`], handing the run `claim` too (under the same lock: a run that
    /// takes the change releases the claim; one that finished takes neither).
    fn steer_with_claim(
        &self,
        claim: Option<(String, Vec<Uuid>)>,
        change: impl FnOnce(&mut Control),
    ) -> bool {
        let finished = self.finished.lock().unwrap_or_else(|e| e.into_inner());
        if *finished {
            return false;
        }
        if let Some(claim) = claim {
            lock(&self.team_claims).add(claim);
        }
        self.control.send_modify(change);
        true
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

pub(super) type Emit = std::sync::Arc<dyn Fn(OutboxEvent) + Send + Sync>;

impl OutboxHub {
    pub async fn open(
        folder: PathBuf,
        directory: String,
        environment: Option<String>,
        settings: SendSettings,
        team_source: Box<TeamToCheck>,
        myself: WeakUnboundedSender<super::Command>,
        emit: &Emit,
    ) -> Option<Self> {
        let team_folder = folder.clone();
        let adopting = directory.clone();
        let opened = tokio::task::spawn_blocking(move || {
            let journal = Journal::open(&folder)?;
            let Some(environment) = environment else {
                return Ok(journal);
            };
            journal
                .call_blocking(move |store| store.adopt_environment(&environment, &adopting))
                .map_err(|err| crate::store::StoreError::Refused(err.to_string()))?
                .map(|_| journal)
        })
        .await;
        let journal = match opened {
            Ok(Ok(journal)) => journal,
            Ok(Err(err)) => {
                emit(OutboxEvent::Opened(Err(err.to_string())));
                return None;
            }
            Err(err) => {
                emit(OutboxEvent::Opened(Err(err.to_string())));
                return None;
            }
        };
        let hub = Self {
            journal,
            directory,
            account: None,
            settings,
            running: HashMap::new(),
            team_source: *team_source,
            team_for: None,
            team: None,
            folder: team_folder,
            myself,
            words: HashMap::new(),
            offer_steps: Default::default(),
            check_windows: Default::default(),
            going_on: Default::default(),
            runs_ended: Default::default(),
        };
        let mut hub = hub;
        // The team is learned now, so that the first send finds it ready; a configuration
        // file that cannot be read says so when a send is checked.
        let _ = hub.refresh_team(emit).await;
        emit(OutboxEvent::Opened(
            hub.load_all().await.map_err(|e| e.to_string()),
        ));
        Some(hub)
    }

    /// Every job, this directory's and others' (a front end shows those read-only: only
    /// this directory's are ever sent from here).
    async fn load_all(&self) -> Result<Vec<JobRecord>, JournalError> {
        let summaries = self
            .journal
            .call(move |store| store.job_summaries(None))
            .await??;
        // Each its own share, so that other directories' jobs never crowd out this one's.
        let (mine, others): (Vec<_>, Vec<_>) = summaries
            .into_iter()
            .partition(|summary| summary.directory == self.directory);
        let shown = mine
            .into_iter()
            .take(JOBS_SHOWN)
            .chain(others.into_iter().take(OTHERS_SHOWN));
        let mut jobs = Vec::new();
        for summary in shown {
            let sending = summary.by_state.contains_key(&RequestState::Sending);
            if (sending || summary.lease.is_some()) && !self.is_running(summary.id) {
                JobLease::recover_if_abandoned(&self.journal, summary.id).await?;
            }
            if let Some(job) = self.load(summary.id).await? {
                jobs.push(job);
            }
        }
        Ok(jobs)
    }

    async fn load(&self, job: JobId) -> Result<Option<JobRecord>, JournalError> {
        Ok(self.journal.call(move |store| store.job(job)).await??)
    }

    fn is_running(&self, job: JobId) -> bool {
        self.running
            .get(&job)
            .is_some_and(|run| !*run.finished.lock().unwrap_or_else(|e| e.into_inner()))
    }

    pub async fn handle(&mut self, command: OutboxCommand, client: &ApiClient, emit: &Emit) {
        self.running
            .retain(|_, run| !*run.finished.lock().unwrap_or_else(|e| e.into_inner()));
        match &command {
            OutboxCommand::Open { .. } => return,
            OutboxCommand::SignedIn(account) => {
                self.account = Some(account.clone());
                self.offer_steps.signed_in(account.clone());
                self.wake_lapsing().await;
                return;
            }
            OutboxCommand::Rechecked { again, .. }
                if matches!(**again, OutboxCommand::GoOn { .. }) =>
            {
                if let Some(job) = again.job() {
                    self.going_on.remove(&job);
                }
            }
            _ => {}
        }
        let job = command.job();
        let done = match command {
            // A resume whose check could not reach the team waits for it; the user's own
            // resume is told why, a job going on by itself is not, each time it tries.
            OutboxCommand::Rechecked {
                result: Err(refusal),
                away: true,
                again,
                ..
            } if matches!(
                *again,
                OutboxCommand::Resume { .. } | OutboxCommand::GoOn { .. }
            ) =>
            {
                if let Some(job) = job {
                    self.wait_for_team(job, emit).await;
                }
                match *again {
                    OutboxCommand::GoOn { .. } => return,
                    _ => Err(refusal),
                }
            }
            // The team's reason for stopping what was to go again goes to the front end as
            // it is, for it to word.
            OutboxCommand::Rechecked {
                result: Err(refusal),
                ..
            } => Err(refusal),
            command => self
                .apply(command, client, emit)
                .await
                .map_err(Refusal::Said),
        };
        if let Err(problem) = done {
            emit(OutboxEvent::Refused { job, problem });
        }
    }

    async fn apply(
        &mut self,
        command: OutboxCommand,
        client: &ApiClient,
        emit: &Emit,
    ) -> Result<(), String> {
        match command {
            OutboxCommand::Open { .. } | OutboxCommand::SignedIn(_) => Ok(()),
            OutboxCommand::Create {
                ticket,
                job,
                team_claim,
                team_unchecked,
            } => {
                let word = TeamWord {
                    claim: team_claim,
                    unchecked: team_unchecked,
                };
                self.create(ticket, job, word, client, emit).await
            }
            command @ (OutboxCommand::TeamCheck { .. }
            | OutboxCommand::TeamChanged(_)
            | OutboxCommand::TeamRelease { .. }) => self.apply_team(command, emit).await,
            command @ (OutboxCommand::Resume { .. }
            | OutboxCommand::Resolve { .. }
            | OutboxCommand::ResolveAllUnknown { .. }
            | OutboxCommand::RetryFailed { .. }) => match again::SendAgain::of(&command) {
                Some((job, ask)) => self.send_again(job, ask, None, client, emit).await,
                None => Ok(()),
            },
            OutboxCommand::Pause { job } => {
                self.stop(job, JobState::Paused, Intent::Pause, emit).await
            }
            OutboxCommand::Cancel { job } => {
                self.stop(job, JobState::Cancelled, Intent::Cancel, emit)
                    .await
            }
            command @ (OutboxCommand::OfferTick { .. }
            | OutboxCommand::OffersStop
            | OutboxCommand::TeamAnswers
            | OutboxCommand::OffersRead { .. }
            | OutboxCommand::OfferPrepared { .. }) => {
                self.apply_offer(command, client, emit).await;
                Ok(())
            }
            OutboxCommand::GoOn { job } => {
                self.go_on(job, client, emit).await;
                Ok(())
            }
            OutboxCommand::Rechecked {
                again,
                word,
                result,
                on,
                away: _,
            } => {
                // `handle` takes a refusal first, to pass on as it is.
                let checked = result.map_err(|refusal| refusal.to_string())?;
                self.rechecked(*again, word, checked, on, client, emit)
                    .await
            }
        }
    }

    /// A command about the team database: a check, a change of team, a claim given back.
    async fn apply_team(&mut self, command: OutboxCommand, emit: &Emit) -> Result<(), String> {
        match command {
            OutboxCommand::TeamCheck {
                ticket,
                recipients,
                recent_days,
                subject,
            } => {
                self.team_check(ticket, recipients, recent_days, subject, emit)
                    .await;
                Ok(())
            }
            OutboxCommand::TeamChanged(team) => {
                self.team_source.joined = team;
                self.refresh_team(emit).await
            }
            OutboxCommand::TeamRelease { claim } => {
                self.release_claim(&claim);
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// An offers' command (`worker/offers.rs`).
    async fn apply_offer(&mut self, command: OutboxCommand, client: &ApiClient, emit: &Emit) {
        match command {
            OutboxCommand::OfferTick {
                only,
                sandbox_replies,
            } => self.offer_tick((only, sandbox_replies), client, emit),
            OutboxCommand::TeamAnswers => self.team_answers(emit),
            OutboxCommand::OffersStop => {
                self.offer_steps.stop();
                Self::offer_news(emit)(self.offers_looked());
            }
            OutboxCommand::OffersRead { look } => self.offers_read(look, client, emit).await,
            OutboxCommand::OfferPrepared {
                offer,
                ticket,
                prepared,
            } => {
                self.offer_prepared(offer, ticket, prepared, client, emit)
                    .await
            }
            _ => {}
        }
    }

    /// Reads the team's answers to offers on a task of its own (the team database may be
    /// slow), and tells them when read.
    fn team_answers(&self, emit: &Emit) {
        let Some(Ok(team)) = &self.team else {
            return;
        };
        let (team, emit, directory) = (Arc::clone(team), emit.clone(), self.directory.clone());
        tokio::spawn(async move {
            match team.offer_answers().await {
                Ok(facts) => emit(OutboxEvent::TeamAnswers { directory, facts }),
                Err(problem) => {
                    tracing::warn!(%problem, "the team's answers to offers could not be read");
                }
            }
        });
    }

    /// How offers' news reaches the front end: as outbox events.
    fn offer_news(emit: &Emit) -> super::offers::Tell {
        use super::offers::OfferNews;
        let emit = emit.clone();
        Arc::new(move |news| {
            emit(match news {
                OfferNews::Changed(offer) => OutboxEvent::OfferChanged { offer },
                OfferNews::Trouble {
                    offer,
                    problem,
                    lasting,
                } => OutboxEvent::OfferTrouble {
                    offer,
                    problem,
                    lasting,
                },
                OfferNews::Looked {
                    busy,
                    steps,
                    stopped,
                } => OutboxEvent::OffersLooked {
                    busy,
                    steps,
                    stopped,
                },
            })
        })
    }

    /// Looks at every open offer (`worker/offers.rs`): the store is read on a task, which
    /// answers with [`OutboxCommand::OffersRead`]; one look at a time. Reads the sandbox's
    /// replies first when asked, and shares answers with the team.
    fn offer_tick(
        &mut self,
        (only, sandbox_replies): (Option<crate::store::OfferId>, bool),
        client: &ApiClient,
        emit: &Emit,
    ) {
        let tell = Self::offer_news(emit);
        if sandbox_replies {
            let (steps, journal) = (&self.offer_steps, &self.journal);
            super::offers::read_sandbox_replies(steps, journal, client, &self.directory, &tell);
        }
        if let Some(Ok(team)) = &self.team {
            let team = Arc::clone(team);
            super::offers::share_answers(&self.offer_steps, &self.journal, team, &self.directory);
        }
        let Some(plan) = self.offer_steps.begin_look(only) else {
            if self.offer_steps.stopped() {
                // A finished step's follow-up: none is taken, and the step count is said.
                tell(self.offers_looked());
            }
            return;
        };
        let myself = self.myself.clone();
        let read: super::offers::LookRead = Arc::new(move |look| {
            if let Some(myself) = myself.upgrade() {
                let _ = myself.send(super::Command::Outbox(OutboxCommand::OffersRead { look }));
            }
        });
        super::offers::look(&self.journal, &self.directory, plan, &tell, read);
    }

    /// A look's answer: each offer's step that needs the directory or the team started on a
    /// task of its own, and what a stopped process left unsent sent again.
    async fn offers_read(&mut self, look: super::offers::Look, client: &ApiClient, emit: &Emit) {
        let tell = Self::offer_news(emit);
        if self.offer_steps.stopped() {
            // Read before the stop came: its steps are not started.
            self.offer_steps.end_look();
            tell(self.offers_looked());
            return;
        }
        let mut steps = std::mem::take(&mut self.offer_steps);
        let myself = self.myself.clone();
        let answer: super::offers::Answer = Arc::new(move |offer, ticket, prepared| {
            if let Some(myself) = myself.upgrade() {
                let command = OutboxCommand::OfferPrepared {
                    offer,
                    ticket,
                    prepared,
                };
                let _ = myself.send(super::Command::Outbox(command));
            }
        });
        let context = async || {
            let team = match self.team_now(emit).await? {
                Some(team) => {
                    let unsent = self.unsent_jobs(&team, None).await;
                    Some((team, Mutex::new(unsent)))
                }
                None => None,
            };
            Ok(super::offers::StepContext {
                journal: self.journal.clone(),
                client: client.clone(),
                answer,
                team,
            })
        };
        let stalled = super::offers::take_look(&mut steps, look, context, &tell).await;
        self.offer_steps = steps;
        // What an offer's job has not sent (`queued`, `retrying`, or `sending` by a process
        // that died), when nobody is sending it: running the offer is the coordinator's word
        // for it, and none of it can have gone twice (an `unknown` request still waits for
        // the user). Left alone while it runs, while another live process holds its lease,
        // or while someone paused or cancelled it.
        for job in stalled {
            self.go_on(job, client, emit).await;
        }
        tell(self.offers_looked());
        if let Some(only) = self.offer_steps.end_look()
            && let Some(myself) = self.myself.upgrade()
        {
            let _ = myself.send(super::Command::Outbox(OutboxCommand::OfferTick {
                only,
                sandbox_replies: false,
            }));
        }
    }

    /// A look's end: how many offers' steps and runs are under way.
    fn offers_looked(&self) -> super::offers::OfferNews {
        let runs = self
            .running
            .keys()
            .filter(|job| self.is_running(**job))
            .count();
        let steps = self.offer_steps.busy();
        super::offers::OfferNews::Looked {
            busy: steps + runs,
            steps,
            stopped: self.offer_steps.stopped(),
        }
    }

    /// A step of `offer` made ready: who was left out or waits written, a job written
    /// through the one door, and the offer looked at again (or rested a minute).
    async fn offer_prepared(
        &mut self,
        offer: crate::store::OfferId,
        ticket: Ticket,
        prepared: Result<super::offers::Prepared, String>,
        client: &ApiClient,
        emit: &Emit,
    ) {
        use super::offers::{Prepared, write_left_out};
        let (failed, rest) = match prepared {
            Ok(Prepared::Written) => (None, false),
            Ok(Prepared::Send(ready)) => {
                let written = write_left_out(&self.journal, &self.directory, offer, &ready).await;
                let failed = match ready.job {
                    _ if !written => Some("the journal did not take who was left out".into()),
                    Some((job, claim)) => {
                        self.create_offer_job(ticket, job, claim, client, emit)
                            .await
                    }
                    None => None,
                };
                (failed, ready.rest)
            }
            Err(problem) => (Some(problem), true),
        };
        self.offer_steps.done(offer, failed.is_some() || rest);
        emit(OutboxEvent::OfferChanged { offer });
        if let Some(problem) = failed {
            tracing::warn!(%offer, %problem, "an offer's step could not be taken");
            emit(OutboxEvent::OfferTrouble {
                offer,
                problem,
                lasting: false,
            });
        } else if !rest && let Some(myself) = self.myself.upgrade() {
            // The next step may be due already (a wave's messages once it opened).
            let _ = myself.send(super::Command::Outbox(OutboxCommand::OfferTick {
                only: Some(offer),
                sandbox_replies: false,
            }));
            return;
        }
        // No look follows: said as one, for a front end waiting for the steps under way.
        Self::offer_news(emit)(self.offers_looked());
    }

    /// Writes an offer's job through the one door and starts it; why not, if it was not.
    async fn create_offer_job(
        &mut self,
        ticket: Ticket,
        job: Box<NewJob>,
        claim: Option<String>,
        client: &ApiClient,
        emit: &Emit,
    ) -> Option<String> {
        let created = Arc::new(Mutex::new(None));
        let watching: Emit = {
            let (created, emit) = (Arc::clone(&created), emit.clone());
            Arc::new(move |event| {
                if let OutboxEvent::Created { ticket: t, result } = &event
                    && *t == ticket
                {
                    *lock(&created) = Some(result.clone());
                }
                emit(event)
            })
        };
        let word = TeamWord {
            claim,
            unchecked: None,
        };
        let done = self.create(ticket, job, word, client, &watching).await;
        let refused = lock(&created).clone().and_then(Result::err);
        done.err().or(refused)
    }

    /// Gives back a claim the team's check took for a send that is not going.
    fn release_claim(&self, claim: &str) {
        lock(&self.check_windows).remove(claim);
        if let Some(Ok(team)) = &self.team {
            // Noted now, so that a check asked after it is ordered after it.
            team.release_later(claim, None);
            flush_releases(team);
        }
    }

    /// Writes a new job whole, says so (its id, or why not), and starts sending it. A job
    /// for another directory than the one open is refused: it would go to the wrong
    /// directory.
    async fn create(
        &mut self,
        ticket: Ticket,
        job: Box<NewJob>,
        word: TeamWord,
        client: &ApiClient,
        emit: &Emit,
    ) -> Result<(), String> {
        let refused = |problem: String| {
            emit(OutboxEvent::Created {
                ticket,
                result: Err(problem),
            });
            Ok(())
        };
        if job.directory != self.directory {
            return refused(format!(
                "this job is for {}, but the app is connected to {}",
                job.directory, self.directory
            ));
        }
        // With a team database, only a job checked against it, with the claim its check
        // took, is written: the last word, whatever the front end forgot.
        let unchecked = word.unchecked.clone();
        if let Err(problem) = self.refresh_team(emit).await {
            return refused(format!("{problem}; nothing was sent"));
        }
        let team = match self.team_claim_for(&job, word) {
            Ok(team) => team,
            Err(problem) => return refused(problem),
        };
        let mut job = job;
        let job_recipients: Vec<Uuid> = job
            .requests
            .iter()
            .flat_map(|r| r.recipients.iter().map(|p| p.uuid))
            .collect();
        if job.account.is_none() {
            job.account = self.account.clone();
        }
        let (chunks, recipients) = (job.requests.len(), job_recipients.len());
        let window = team
            .as_ref()
            .and_then(|(_, claim)| lock(&self.check_windows).remove(claim));
        let id = match self.write_job(job, team.as_ref()).await {
            Ok(id) => id,
            Err(problem) => return refused(problem),
        };
        if let Some(days) = window {
            // Kept beside the job: should this write fail, sending it again is checked by
            // the team's default window, the stricter reading.
            let kept = self
                .journal
                .call(move |store| store.keep_recent_window(id, days))
                .await;
            if !matches!(kept, Ok(Ok(()))) {
                tracing::warn!(job = %id, "the job's window of recent contacts was not kept");
            }
        }
        let mut claims = Vec::new();
        if let Some((team, claim)) = team {
            // Noted before it runs: should the app close before the run's end writes its
            // contacts, a later check that finds the job idle writes them and releases the
            // claims.
            team.note_unsent(id, &claim);
            if let Some(why) = &unchecked {
                team.record_unchecked(id, recipients, why);
            }
            claims.push((claim, job_recipients));
        }
        tracing::info!(job = %id, chunks, recipients, "outbox job created");
        emit(OutboxEvent::Created {
            ticket,
            result: Ok(id),
        });
        // Started whatever the report: a job written and never run would hold its claims.
        let reported = self.emit_job(id, emit).await;
        self.start(id, Scope::All, claims, client, emit);
        reported
    }

    /// Writes a new job whole to the journal. If it cannot be written, the team claim it
    /// came with goes back now: no run of it will ever release it.
    async fn write_job(
        &self,
        job: Box<NewJob>,
        team: Option<&(Arc<TeamSide>, String)>,
    ) -> Result<JobId, String> {
        let created = match self.journal.call(move |store| store.create_job(&job)).await {
            Ok(created) => created.map_err(|e| e.to_string()),
            Err(err) => Err(err.to_string()),
        };
        if created.is_err()
            && let Some((team, claim)) = team
        {
            team.release_later(claim, None);
            flush_releases(team);
        }
        created
    }

    /// The team side and the claim a new job goes with, or why it may not be written: in a
    /// team, a job needs the claim its check took, still held.
    fn team_claim_for(
        &self,
        job: &NewJob,
        word: TeamWord,
    ) -> Result<Option<(Arc<TeamSide>, String)>, String> {
        match (&self.team, word.claim) {
            (None, _) => Ok(None),
            (Some(Err(why)), _) => Err(why.clone()),
            (Some(Ok(team)), Some(claim)) => {
                let recipients: Vec<Uuid> = job
                    .requests
                    .iter()
                    .flat_map(|r| r.recipients.iter().map(|p| p.uuid))
                    .collect();
                let given = team.given_to_job(&claim, &recipients);
                flush_releases(team);
                given?;
                Ok(Some((Arc::clone(team), claim)))
            }
            // Without the team's checks, on the user's ticked word: its contacts are written
            // to the team once it is back, under a claim of its own (there is none to release).
            (Some(Ok(team)), None) if word.unchecked.is_some() => Ok(Some((
                Arc::clone(team),
                format!("unchecked/{}", Uuid::new_v4()),
            ))),
            (Some(Ok(team)), None) => Err(format!(
                "this directory's desks share a team database (at {}), and this job was not \
                 checked against it; nothing was sent",
                team.host()
            )),
        }
    }

    /// Pauses or cancels the job: the journal says so at once; a run going stops starting
    /// requests and reports the job when the ones in flight are answered.
    async fn stop(
        &mut self,
        job: JobId,
        state: JobState,
        intent: Intent,
        emit: &Emit,
    ) -> Result<(), String> {
        // A check of what this job sends again that answers after this word sends nothing.
        *self.words.entry(job).or_default() += 1;
        // The run here hears it first, so that it stops as this process's own word; a run
        // in another process reads the journal before its next request.
        let steered = self
            .running
            .get(&job)
            .is_some_and(|run| run.steer(|c| c.intent = intent));
        self.journal
            .call(move |store| store.set_job_state(job, state, None))
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| e.to_string())?;
        if !steered {
            self.emit_job(job, emit).await?;
        }
        Ok(())
    }

    /// The front end is going (the window closes, the directory changes): every job being
    /// sent is paused, and its requests in flight are given up to `grace` to be answered, so
    /// that they are recorded as what they became rather than left unknown.
    pub async fn pause_all(&self, grace: std::time::Duration) {
        for run in self.running.values() {
            run.steer(|c| c.intent = Intent::Pause);
        }
        let deadline = tokio::time::Instant::now() + grace;
        loop {
            // Listening before looking: a run that ends in between still wakes this wait.
            let ended = self.runs_ended.notified();
            tokio::pin!(ended);
            ended.as_mut().enable();
            if !self.running.keys().any(|job| self.is_running(*job)) {
                return;
            }
            tokio::select! {
                () = ended => {}
                () = tokio::time::sleep_until(deadline) => return,
            }
        }
    }

    /// Refuses to send any of `job` unless it was written for this directory, and as this
    /// account when both are known: its requests would go to, and be journalled as
    /// received by, a directory that never had them.
    async fn check_belongs(&self, job: JobId) -> Result<(), String> {
        let record = self
            .journal
            .call(move |store| store.job_owner(job))
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("there is no job {job}"))?;
        if let (Some(account), None) = (&record.account, &self.account) {
            // Not known yet (the directory has not said who is signed in): never taken as
            // the same account.
            return Err(format!(
                "job {job} was written as {}, and who is signed in here is not known yet; \
                 nothing was sent: try again once signed in",
                account.label()
            ));
        }
        crate::store::check_job_owner(job, &record, &self.directory, self.account.as_ref())
    }

    /// Refuses to send any of a cancelled job again (`what`: "retried", "resent"): a run of
    /// one request would otherwise go whatever the job's state, and a cancel is final. A
    /// resume the journal itself refuses.
    async fn check_not_cancelled(&self, job: JobId, what: &str) -> Result<(), String> {
        let state = self
            .journal
            .call(move |store| store.job(job).map(|r| r.map(|r| r.state)))
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| e.to_string())?;
        if state == Some(JobState::Cancelled) {
            return Err(format!("job {job} was cancelled; it cannot be {what}"));
        }
        Ok(())
    }

    async fn emit_job(&self, job: JobId, emit: &Emit) -> Result<(), String> {
        if let Some(record) = self.load(job).await.map_err(|e| e.to_string())? {
            emit(OutboxEvent::Job(Box::new(record)));
        }
        Ok(())
    }

    /// Sends `scope` of `job` (again): within its run if one is going (steered, handed the
    /// recheck's claim), else in a new run holding it. A run whose claims covered it and
    /// that ended just now cannot take it: the user asks again, and it is checked then.
    fn go_again(
        &mut self,
        job: JobId,
        again: Again,
        scope: Scope,
        client: &ApiClient,
        emit: &Emit,
    ) -> Result<(), String> {
        let claim = match &again {
            Again::Claimed(claim) => claim.clone(),
            Again::Covered => None,
        };
        let steered = self.running.get(&job).is_some_and(|run| {
            run.steer_with_claim(claim.clone(), |c| match &scope {
                Scope::All => {
                    c.intent = Intent::Run;
                    c.whole_job = true;
                }
                Scope::Only(seqs) => c.added_requests.extend(seqs.iter().copied()),
            })
        });
        if steered {
            return Ok(());
        }
        if matches!(again, Again::Covered) {
            return Err(format!(
                "job {job}'s run ended just as it was asked to send again; nothing more was \
                 sent: ask again"
            ));
        }
        self.start(job, scope, claim.into_iter().collect(), client, emit);
        Ok(())
    }

    /// Learns again which team database to check against ([`TeamToCheck::resolve`]) and,
    /// if it changed, opens its side (releasing the claims of checks the old one took but
    /// no job did) and tells the front end. Why the team cannot be known, if it cannot.
    async fn refresh_team(&mut self, emit: &Emit) -> Result<(), String> {
        let source = self.team_source.clone();
        let directory = self.directory.clone();
        let wanted = tokio::task::spawn_blocking(move || source.resolve(&directory))
            .await
            .map_err(|err| format!("the configuration could not be read: {err}"))??;
        let usable = matches!(self.team, Some(Ok(_))) || self.team.is_none();
        if wanted == self.team_for && usable && self.team.is_some() == wanted.is_some() {
            return Ok(());
        }
        self.release_team_claims().await;
        self.team = match &wanted {
            Some(joined) => Some(
                TeamSide::open(
                    joined.clone(),
                    self.team_source.keyring.clone(),
                    self.directory.clone(),
                    self.folder.clone(),
                )
                .await
                .map(Arc::new),
            ),
            None => None,
        };
        if wanted != self.team_for {
            tracing::info!(
                host = wanted.as_ref().map(|t| t.url.host().to_owned()),
                "the outbox checks against this team database from now on"
            );
            emit(OutboxEvent::TeamIs {
                directory: self.directory.clone(),
                team: wanted.clone(),
            });
        }
        self.team_for = wanted;
        Ok(())
    }

    /// The team's side to check against now: `None` without a team database; why not, when
    /// the desk joined one it cannot use.
    async fn team_now(&mut self, emit: &Emit) -> Result<Option<Arc<TeamSide>>, String> {
        self.refresh_team(emit).await?;
        match &self.team {
            None => Ok(None),
            Some(Ok(team)) => Ok(Some(Arc::clone(team))),
            Some(Err(why)) => Err(format!(
                "this desk cannot use the team database it joined ({why}); nothing was sent"
            )),
        }
    }

    /// With a team database: checks what job `job` would send again (its requests `only`,
    /// or all; every recipient of a request not settled, but `leave_out`) against the team
    /// as a new send is checked, and claims them, for its run to hold. What is known at once
    /// is returned: no team, nobody to send again, or a run here whose claims cover it.
    /// Otherwise (`None`) the check runs beside the outbox's turn, so that a pause or cancel
    /// given meanwhile is not kept waiting, and `later` goes on when it answers
    /// ([`OutboxCommand::Rechecked`]).
    async fn team_recheck(
        &mut self,
        job: JobId,
        only: Option<&[u32]>,
        leave_out: &[Uuid],
        later: OutboxCommand,
        emit: &Emit,
    ) -> Result<Option<Again>, String> {
        let Some(team) = self.team_now(emit).await? else {
            return Ok(Some(Again::Claimed(None)));
        };
        let record = self
            .load(job)
            .await
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("there is no job {job}"))?;
        let (uuids, names) = going_again(&record, only, leave_out);
        if uuids.is_empty() {
            return Ok(Some(Again::Claimed(None)));
        }
        match self.running.get(&job).and_then(|run| run.covers(&uuids)) {
            // Its run here holds the claims of checks covering everyone it would send again.
            Some(true) => return Ok(Some(Again::Covered)),
            // Its run holds claims on some of them: checked now, they would read as another
            // send's. Nothing goes unchecked.
            Some(false) => {
                return Err(format!(
                    "job {job} is being sent now, and what it would send again was not all \
                     checked against the team with it; nothing more was sent: ask again once \
                     its run has finished or paused"
                ));
            }
            None => {}
        }
        // The job's own claims from a run that could not release them are given back first
        // (it is idle: nobody else sends it), or they would stop it as another send's.
        let unsent = self.unsent_jobs(&team, Some(job)).await;
        // The window the user's own check used when the job was written, else the team's.
        let kept = self
            .journal
            .call(move |store| store.recent_window(job))
            .await;
        let recent_days = match kept {
            Ok(Ok(Some(days))) => days,
            _ => self.team_source.recent_days,
        };
        let word = self.words.get(&job).copied().unwrap_or(0);
        let asked = RecheckAsked {
            job,
            uuids,
            names,
            unsent,
            recent_days,
            subject: record.subject,
            word,
            later,
        };
        spawn_recheck(team, self.journal.clone(), self.myself.clone(), asked);
        Ok(None)
    }

    /// The team's check of what a command sends again answered (`checked`): the command goes
    /// on with it, unless the job was paused or cancelled since the check began.
    async fn rechecked(
        &mut self,
        again: OutboxCommand,
        word: u64,
        checked: Again,
        on: CheckedOn,
        client: &ApiClient,
        emit: &Emit,
    ) -> Result<(), String> {
        let give_back = |checked: Again| {
            if let Again::Claimed(Some((claim, _))) = checked {
                on.0.release_later(&claim, None);
                flush_releases(&on.0);
            }
        };
        let Some(job) = again.job() else {
            give_back(checked);
            return Ok(());
        };
        if self.words.get(&job).copied().unwrap_or(0) != word {
            give_back(checked);
            return Err(format!(
                "job {job} was paused or cancelled while what it sends again was checked \
                 against the team; nothing was sent again"
            ));
        }
        if !matches!(&self.team, Some(Ok(now)) if Arc::ptr_eq(now, &on.0)) {
            give_back(checked);
            return Err(format!(
                "the team database changed while what job {job} sends again was checked; \
                 nothing was sent again: ask again"
            ));
        }
        if let Err(problem) = self.still_to_send(job, &again).await {
            give_back(checked);
            return Err(problem);
        }
        match again::SendAgain::of(&again) {
            Some((job, ask)) => self.send_again(job, ask, Some(checked), client, emit).await,
            None => {
                self.give_back(checked);
                Ok(())
            }
        }
    }

    /// What was true when the check of `again` began, asked again: a cancel, or another
    /// account, from another process meanwhile.
    async fn still_to_send(&self, job: JobId, again: &OutboxCommand) -> Result<(), String> {
        let what = again::SendAgain::of(again).map_or("resent", |(_, ask)| ask.verb());
        self.check_belongs(job).await?;
        self.check_not_cancelled(job, what).await
    }

    /// A recheck's claim that no run took (the journal refused the change): given back.
    fn give_back(&self, again: Again) {
        if let (Again::Claimed(Some((claim, _))), Some(Ok(team))) = (again, &self.team) {
            team.release_later(&claim, None);
            flush_releases(team);
        }
    }

    /// The requests of `job` whose fate is unknown now (of `only`, if given).
    async fn unknown_requests(&self, job: JobId, only: Option<&[u32]>) -> Result<Vec<u32>, String> {
        let record = self
            .load(job)
            .await
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("there is no job {job}"))?;
        Ok(record
            .requests
            .iter()
            .filter(|r| r.state == RequestState::Unknown)
            .filter(|r| only.is_none_or(|only| only.contains(&r.seq)))
            .map(|r| r.seq)
            .collect())
    }

    /// The jobs noted for the team that nobody sends now (this process or another: their
    /// run lock is free, and held while their contacts are written): their contacts are
    /// written and, unless they wait to go on, their claims released. A job waiting to go on
    /// (active, with requests to send) keeps its claims until it is sent again or they lapse;
    /// one whose run was killed (its lease still recorded, or requests left `unknown` by the
    /// journal's recovery) has its requests in flight made `unknown` and its contacts
    /// written, so colleagues know whom it may have reached. Any other is about to run and
    /// is not touched, not even locked for a moment (its run would find the lock taken). `resumed` is the job about to be sent
    /// again here: its old claims are released whatever its state.
    async fn unsent_jobs(&self, team: &TeamSide, resumed: Option<JobId>) -> Vec<UnsentJob> {
        let mut jobs = Vec::new();
        for (id, claim) in team.noted_unsent() {
            if self.is_running(id) {
                continue;
            }
            let read = self.journal.call(move |store| store.job(id)).await;
            let Ok(Ok(first)) = read else {
                continue;
            };
            let waiting = first.as_ref().is_some_and(|r| {
                r.state == JobState::Active
                    && r.requests.iter().any(|q| {
                        matches!(
                            q.state,
                            RequestState::Queued | RequestState::Retrying | RequestState::Sending
                        )
                    })
            });
            // A run that died left its lease recorded, or (recovered as the journal opened)
            // requests whose fate is unknown; a job about to run has neither.
            let killed = first.as_ref().is_some_and(|r| {
                r.lease.is_some() || r.requests.iter().any(|q| q.state == RequestState::Unknown)
            });
            let resumed_here = resumed == Some(id);
            if waiting && !killed && !resumed_here {
                continue;
            }
            let Ok(Some(idle)) = crate::outbox::JobLease::hold_if_idle(&self.journal, id) else {
                continue;
            };
            // Under its lock: a dead run's requests in flight become unknown (perhaps sent).
            let record = match self
                .journal
                .call(move |store| {
                    store.recover_abandoned(id)?;
                    store.job(id)
                })
                .await
            {
                Ok(Ok(record)) => Ok(record),
                _ => Err(()),
            };
            jobs.push(UnsentJob {
                id,
                claim,
                record,
                release: !waiting || resumed_here,
                idle,
            });
        }
        jobs
    }

    /// Checks `recipients` against the team, on a task of its own (the team database may
    /// be slow to answer, or away), having written the contacts of jobs it missed first, and
    /// answers `ticket`.
    async fn team_check(
        &mut self,
        ticket: Ticket,
        recipients: Vec<Uuid>,
        recent_days: u32,
        subject: String,
        emit: &Emit,
    ) {
        let team = match self.team_now(emit).await {
            Ok(Some(team)) => team,
            Err(why) => {
                return emit(OutboxEvent::TeamChecked {
                    ticket,
                    result: Err(crate::api::Explained::new(
                        crate::tr!("outbox-team-check-cannot-use-team"),
                        why,
                    )),
                });
            }
            Ok(None) => {
                return emit(OutboxEvent::TeamChecked {
                    ticket,
                    result: Err(crate::api::Explained::new(
                        crate::tr!("outbox-team-check-no-team"),
                        "",
                    )),
                });
            }
        };
        let unsent = self.unsent_jobs(&team, None).await;
        let emit = emit.clone();
        let windows = Arc::clone(&self.check_windows);
        tokio::spawn(async move {
            // Its own task, so that even a panic in it is answered: the composer waits.
            let side = Arc::clone(&team);
            let checked = tokio::spawn(async move {
                let patience = super::team_guard::CHECK_PATIENCE;
                side.check(&recipients, recent_days, &subject, unsent, patience)
                    .await
            });
            let result = match checked.await {
                Ok(Ok(found)) => {
                    lock(&windows).insert(found.claim.clone(), recent_days);
                    Ok(found)
                }
                Ok(Err(err)) => Err(super::team_guard::cannot_check(&err)),
                Err(_) => Err(crate::api::Explained::new(
                    crate::tr!("outbox-team-check-failed"),
                    "the check stopped unexpectedly",
                )),
            };
            let failed = result.is_err();
            emit(OutboxEvent::TeamChecked { ticket, result });
            if failed {
                // What a check that failed after its COMMIT claimed goes back now, if the
                // team answers (else with the next check, or it lapses).
                team.flush_releases().await;
            }
        });
    }

    /// Releases the claims of team checks no job took: the front end is going.
    pub async fn release_team_claims(&self) {
        if let Some(Ok(team)) = &self.team {
            team.release_open_claims().await;
        }
    }

    /// Starts a run of `job` holding the team's `claims` (its check's, in a team): what it
    /// sends reaches the team's contact history as answers come (batched), and at its end
    /// all of it does and the claims it holds are released, by this run alone.
    fn start(
        &mut self,
        job: JobId,
        scope: Scope,
        claims: Vec<(String, Vec<Uuid>)>,
        client: &ApiClient,
        emit: &Emit,
    ) {
        // In a team, every run keeps in step with it (a claim steered in later, a run of a
        // job written before the team was joined), whatever it holds now.
        let team = match &self.team {
            Some(Ok(team)) => Some(Arc::clone(team)),
            _ => None,
        };
        let (control, mut watched) = watch::channel(Control::default());
        let finished = Arc::new(Mutex::new(false));
        let team_claims = Arc::new(Mutex::new(RunClaims::of(claims)));
        self.running.insert(
            job,
            Run {
                control,
                finished: finished.clone(),
                team_claims: team_claims.clone(),
            },
        );
        let (client, journal, settings, emit) = (
            client.clone(),
            self.journal.clone(),
            self.settings.clone(),
            emit.clone(),
        );
        let progress = team.as_ref().map(|team| self.contact_writer(team, job));
        let (myself, runs_ended) = (self.myself.clone(), Arc::clone(&self.runs_ended));
        tokio::spawn(async move {
            let run = {
                let (journal, finished, events) = (journal.clone(), finished.clone(), emit.clone());
                let on_event = run_events(events, progress.as_ref().map(ContactWriter::sink));
                async move {
                    let mut scope = scope;
                    loop {
                        let end = run_job(
                            &client,
                            &journal,
                            job,
                            scope,
                            &settings,
                            &mut watched,
                            &on_event,
                        )
                        .await;
                        let mut done = finished.lock().unwrap_or_else(|e| e.into_inner());
                        if let Some(next) = run_again(&end, &mut watched) {
                            scope = next;
                            continue;
                        }
                        *done = true;
                        break end;
                    }
                }
            };
            let end = supervise(&journal, job, run).await;
            // After an abnormal end the job is already safe; only now may a command start
            // a new run of it. The claims handed to this run until then are its to release.
            *finished.lock().unwrap_or_else(|e| e.into_inner()) = true;
            runs_ended.notify_waiters();
            let claims = std::mem::take(&mut lock(&team_claims).claims);
            if let Some(progress) = progress {
                progress.stop().await;
            }
            lapse::wake_after(&myself, job, &end);
            run_ended(&journal, job, end, team.zip(Some(claims)), &emit).await;
        });
    }
}

impl OutboxHub {
    /// What keeps a run of `job` in step with `team` ([`ContactWriter`]), which pauses it
    /// when the team's marks cannot be read, and has it tried again later.
    fn contact_writer(&self, team: &Arc<TeamSide>, job: JobId) -> ContactWriter {
        ContactWriter::start(
            Arc::clone(team),
            self.journal.clone(),
            job,
            self.when_away(),
        )
    }

    /// What a job does when the team database is away: waits `away_retry`, on this hub's
    /// timer.
    fn when_away(&self) -> super::team_run::WhenAway {
        let myself = self.myself.clone();
        super::team_run::WhenAway {
            retry: self.team_source.away_retry,
            wake: Arc::new(move |job, at| lapse::wake_at(&myself, job, at)),
        }
    }
}

/// What a run says, as the outbox's events; in a team, each answered request is also told
/// to the writer of the run's contacts (`answered`).
fn run_events(
    events: Emit,
    answered: Option<AnsweredSink>,
) -> impl Fn(RunEvent) + Send + Sync + 'static {
    move |event| {
        events(match event {
            RunEvent::Started(record) => OutboxEvent::Job(record),
            RunEvent::Request(update) => {
                if let Some(answered) = &answered {
                    answered.answered(update.seq);
                }
                OutboxEvent::Request(update)
            }
        })
    }
}

/// A run of `job` ended in `end`: the job as it stands is reported and, in a team, its
/// contacts written and then the run's claims released. A job that could not be read keeps
/// its notes: a later check writes its contacts and releases its claims.
async fn run_ended(
    journal: &Journal,
    job: JobId,
    end: RunEnd,
    team: Option<(Arc<TeamSide>, Vec<String>)>,
    emit: &Emit,
) {
    if let Ok(Ok(Some(record))) = journal.call(move |store| store.job(job)).await {
        tracing::info!(
            %job,
            end = ?end,
            chunks = record.requests.len(),
            sent = record.requests.iter().filter(|c| c.state == RequestState::Sent).count(),
            "outbox run ended"
        );
        if let Some((team, claims)) = &team {
            team.record_job(&record, claims).await;
        }
        emit(OutboxEvent::Job(Box::new(record)));
    }
    emit(OutboxEvent::Ended { job, end });
}

/// A check of what a job sends again, asked by [`OutboxHub::team_recheck`].
struct RecheckAsked {
    job: JobId,
    uuids: Vec<Uuid>,
    names: HashMap<Uuid, String>,
    unsent: Vec<UnsentJob>,
    recent_days: u32,
    subject: String,
    word: u64,
    later: OutboxCommand,
}

/// Runs `asked` beside the outbox's turn and answers it through the worker's own queue
/// ([`OutboxCommand::Rechecked`]).
fn spawn_recheck(
    team: Arc<TeamSide>,
    journal: Journal,
    myself: WeakUnboundedSender<super::Command>,
    asked: RecheckAsked,
) {
    let RecheckAsked {
        job,
        uuids,
        names,
        unsent,
        recent_days,
        subject,
        word,
        later,
    } = asked;
    let side = Arc::clone(&team);
    tokio::spawn(async move {
        // Its own task, so that even a panic in it is answered: the command waits.
        let checking = tokio::spawn({
            let team = Arc::clone(&team);
            async move {
                let patience = super::team_guard::RECHECK_PATIENCE;
                let checked = team
                    .check(&uuids, recent_days, &subject, unsent, patience)
                    .await;
                match checked {
                    Ok(found) => {
                        let claimed = claimed_again(&team, &journal, job, found, uuids, &names);
                        (claimed.await, false)
                    }
                    Err(err) => {
                        let away = err.may_pass();
                        // What a check that failed after its COMMIT claimed goes back now.
                        team.flush_releases().await;
                        // Said in English: the command line prints it, and the window
                        // shows it as the detail under its own words.
                        let words =
                            crate::i18n::in_english(|| super::team_guard::cannot_check(&err));
                        let said =
                            format!("{} ({})", words.plain.trim_end_matches('.'), words.details);
                        (Err(Refusal::Said(said)), away)
                    }
                }
            }
        });
        let (result, away) = checking.await.unwrap_or_else(|_| {
            let said = "the check against the team database stopped unexpectedly; nothing was sent";
            (Err(Refusal::Said(said.to_owned())), false)
        });
        let answer = super::Command::Outbox(OutboxCommand::Rechecked {
            again: Box::new(later),
            word,
            result,
            away,
            on: CheckedOn(Arc::clone(&side)),
        });
        // A worker gone meanwhile takes nothing: the claim goes back at once.
        let unsent = match myself.upgrade() {
            Some(myself) => myself.send(answer).err().map(|unsent| unsent.0),
            None => Some(answer),
        };
        if let Some(super::Command::Outbox(OutboxCommand::Rechecked {
            result: Ok(Again::Claimed(Some((claim, _)))),
            ..
        })) = unsent
        {
            side.release_later(&claim, None);
            side.flush_releases().await;
        }
    });
}

/// Who `record` would send to again (its requests `only`, or all; every recipient of a
/// request not settled, but those left out and `leave_out`), and the names it knows them by.
fn going_again(
    record: &JobRecord,
    only: Option<&[u32]>,
    leave_out: &[Uuid],
) -> (Vec<Uuid>, HashMap<Uuid, String>) {
    let again: Vec<&crate::store::JobRecipient> = record
        .requests
        .iter()
        .filter(|r| only.is_none_or(|only| only.contains(&r.seq)))
        .filter(|r| {
            !matches!(
                r.state,
                RequestState::Sent | RequestState::Pending | RequestState::Rejected
            )
        })
        .flat_map(|r| r.recipients.iter())
        .filter(|p| !p.left_out && !leave_out.contains(&p.uuid))
        .collect();
    let names = again
        .iter()
        .filter_map(|r| r.name.clone().map(|name| (r.uuid, name)))
        .collect();
    (again.iter().map(|r| r.uuid).collect(), names)
}

/// What the team found for a job sent again, made its run's claim: anyone a colleague
/// marked do not contact since is left out of the job (as a running job leaves them out);
/// a colleague's recent contact or live claim stops it, named, and the claim goes back.
async fn claimed_again(
    team: &Arc<TeamSide>,
    journal: &Journal,
    job: JobId,
    found: TeamFound,
    uuids: Vec<Uuid>,
    names: &HashMap<Uuid, String>,
) -> Result<Again, Refusal> {
    let marked: Vec<Uuid> = found
        .found
        .do_not_contact
        .iter()
        .map(|m| m.freelancer)
        .collect();
    if !found.found.recent.is_empty() || !found.found.claimed_elsewhere.is_empty() {
        team.release_later(&found.claim, None);
        flush_releases(team);
        let stopped = StoppedAgain::new(job, &found.found, names.clone());
        return Err(Refusal::StoppedAgain(Box::new(stopped)));
    }
    if !marked.is_empty() {
        let left_out = marked.clone();
        let written = journal
            .call(move |store| store.leave_out_marked_by_team(job, &left_out))
            .await;
        if !matches!(written, Ok(Ok(_))) {
            team.release_later(&found.claim, None);
            flush_releases(team);
            return Err(Refusal::Said(format!(
                "job {job}: the recipients the team marked do not contact could not be left \
                 out; nothing was sent"
            )));
        }
    }
    let uuids: Vec<Uuid> = uuids.into_iter().filter(|u| !marked.contains(u)).collect();
    let given = team.given_to_job(&found.claim, &uuids);
    flush_releases(team);
    given?;
    // Not noted for other processes yet (the job may stay paused, and a check elsewhere
    // would then release the claim before its run): the run releases it, or notes it if it
    // cannot; a process that dies first leaves it to lapse.
    Ok(Again::Claimed(Some((found.claim, uuids))))
}

/// Whether a run that ended in `end` goes on, and with what: the user's last word wins,
/// even one that came as the run ended, after it last looked (a command that finds the run
/// finished starts a new one; until then the run must take it, or it is lost).
fn run_again(end: &RunEnd, watched: &mut watch::Receiver<Control>) -> Option<Scope> {
    let unread = watched.has_changed().unwrap_or(false);
    let word = watched.borrow_and_update().clone();
    match (end, word.intent) {
        // Resumed just as a pause or cancel ended the run.
        (RunEnd::Paused | RunEnd::Cancelled, Intent::Run) => Some(Scope::All),
        // The run settled on an earlier word: a run that sends nothing settles the job on
        // the latest one.
        // A cancel is final (the journal refuses to pause a cancelled job): a pause given
        // after it changes nothing.
        (RunEnd::Cancelled, Intent::Pause) => None,
        (RunEnd::Paused, Intent::Cancel)
        | (
            RunEnd::SignedOut(_) | RunEnd::AskedToWait(_) | RunEnd::StoppedElsewhere(_),
            Intent::Cancel,
        ) => Some(Scope::Only(Vec::new())),
        // A resume, resend or retry given after the run's last look. A resend or retry goes
        // while the job is paused too, as it does when no run is going.
        (_, Intent::Run) if unread && word.whole_job => Some(Scope::All),
        (_, Intent::Run | Intent::Pause) if unread && !word.added_requests.is_empty() => {
            Some(Scope::Only(word.added_requests))
        }
        _ => None,
    }
}

/// The team database a check was made against, as the outbox's own command carries it.
pub struct CheckedOn(Arc<TeamSide>);

impl std::fmt::Debug for CheckedOn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("CheckedOn").field(&self.0.host()).finish()
    }
}

/// What the team's check of a job sent again found: covered by the claims its run here
/// holds, or the claim it took (none without a team, or with nobody to send again).
#[derive(Debug)]
pub enum Again {
    Covered,
    /// The claim, and whom it covers.
    Claimed(Option<(String, Vec<Uuid>)>),
}

/// What a new job says of the team's checks: the claim its check took, or the user's word
/// to send without them (the team database being away).
struct TeamWord {
    claim: Option<String>,
    unchecked: Option<String>,
}

/// Releases what `team` noted to give back, on a task of its own: the outbox's commands
/// (a pause, say) never wait for the team database.
fn flush_releases(team: &Arc<TeamSide>) {
    let team = Arc::clone(team);
    tokio::spawn(async move { team.flush_releases().await });
}
