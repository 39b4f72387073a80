//! Sending a job: its waiting requests, at most `concurrency` at a time and at most
//! `max_per_second`, each written to the journal as `sending` before its request goes out
//! and with its answer after. Retries wait with jitter (never less than a `Retry-After`);
//! `unknown` requests are never sent again here. Pausing or cancelling stops new requests and
//! lets the ones in flight finish, since abandoning them would only make their fate unknown.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::time::Duration;

use futures_util::StreamExt;
use futures_util::stream::FuturesUnordered;
use tokio::sync::watch;
use tokio::time::Instant;

use super::lease::{JobLease, LEASE_TERM};
use super::outcome::{Next, classify};
use super::{Journal, SendSettings};
use crate::api::{ApiClient, Message};
use crate::store::JobId;
use crate::store::RequestNote;
use crate::store::{
    JobRecord, JobState, JournalWrite, ReceiptMeta, RequestAnswer, RequestRecord, RequestState,
    now_ms,
};

/// What the user wants of a running job.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Control {
    pub intent: Intent,
    /// Requests the user asked to send now (a resend, a retry), added to those of a run that
    /// sends only some of the job.
    pub added_requests: Vec<u32>,
    /// The user resumed the whole job while this run sent only some of it: it now sends
    /// every waiting request.
    pub whole_job: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Intent {
    #[default]
    Run,
    Pause,
    Cancel,
}

/// What a run reports as it goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunEvent {
    /// The run holds the lease and is about to send: the job as it stands now.
    Started(Box<JobRecord>),
    Request(RequestUpdate),
}

/// One request changed state; the journal already holds the change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestUpdate {
    pub job: JobId,
    pub seq: u32,
    pub state: RequestState,
    /// The answer's details; `None` for the move to `sending`.
    pub answer: Option<RequestAnswer>,
    /// The whole `meta` of the directory's receipt, as the journal keeps it.
    pub receipt_meta: Option<ReceiptMeta>,
}

impl RequestUpdate {
    /// The request went out; no answer yet.
    fn sending(job: JobId, seq: u32) -> Self {
        Self {
            job,
            seq,
            state: RequestState::Sending,
            answer: None,
            receipt_meta: None,
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunEnd {
    /// Nothing is left that this run may send (some requests may await the user's decision).
    Finished,
    Paused,
    Cancelled,
    /// The credentials were refused; the job is paused until the user signs in again, with
    /// this note (the journal keeps its English words).
    SignedOut(Box<RequestNote>),
    /// The job waits for something that ends by itself, paused with this note saying until
    /// when (the journal keeps its English words): the directory asked us to wait longer
    /// than a run sleeps, or the team database is away (the run's contact writer paused the
    /// job through the journal, which the run read before its next request).
    AskedToWait(Box<RequestNote>),
    /// The run ended abnormally (a panic): the job is paused with this note, and the
    /// requests that were out are `unknown`.
    Crashed(Box<RequestNote>),
    /// Another process sends this job.
    Refused(String),
    /// The journal says the job was paused or cancelled by someone else (another window,
    /// the command line): the run stopped before its next request.
    StoppedElsewhere(JobState),
    /// The journal could not be written or the lease was lost: stopped to stay safe.
    Stopped(String),
}

/// Which requests a run sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    /// Every waiting request: the user started or resumed the job.
    All,
    /// Only these (a resend or retry the user asked for, the rest of the job left alone).
    Only(Vec<u32>),
}

enum Done {
    Answered {
        seq: u32,
        answer: RequestAnswer,
        next: Next,
    },
    /// The request was no longer waiting when its turn came (the user changed it meanwhile).
    Skipped {
        seq: u32,
    },
    JournalFailed(String),
}

/// Spaces requests at least `1 / max_per_second` apart.
struct RateGate {
    interval: Option<Duration>,
    next: Instant,
}

impl RateGate {
    fn new(max_per_second: Option<f64>) -> Self {
        Self {
            interval: max_per_second
                .filter(|r| r.is_finite() && *r > 0.0)
                // A rate so small that its interval overflows means "at most one, ever".
                .map(|r| Duration::try_from_secs_f64(1.0 / r).unwrap_or(Duration::MAX)),
            next: Instant::now(),
        }
    }

    fn take(&mut self, now: Instant) {
        if let Some(interval) = self.interval {
            let from = self.next.max(now);
            self.next = from
                .checked_add(interval)
                .unwrap_or_else(|| instant_after(interval));
        }
    }
}

pub async fn run_job(
    client: &ApiClient,
    journal: &Journal,
    job: JobId,
    scope: Scope,
    settings: &SendSettings,
    control: &mut watch::Receiver<Control>,
    on_event: &(dyn Fn(RunEvent) + Send + Sync),
) -> RunEnd {
    let lease = match JobLease::take(journal, job).await {
        Ok((lease, _interrupted)) => lease,
        Err(err) => return RunEnd::Refused(err.to_string()),
    };
    let end = send(client, journal, &lease, scope, settings, control, on_event).await;
    // The journal keeps how the run ended: a pause this process told the run alone (the
    // window closing), and a sign-out's or a long wait's note. A pause or cancel given
    // through the journal (here or elsewhere) is already there; writing it again marks
    // nothing as the run's own (`Store::settle_job_state`).
    let settled = match &end {
        RunEnd::Paused => Some((JobState::Paused, None)),
        RunEnd::Cancelled => Some((JobState::Cancelled, None)),
        RunEnd::SignedOut(note) | RunEnd::AskedToWait(note) => {
            Some((JobState::Paused, Some(note.clone())))
        }
        _ => None,
    };
    if let Some((state, note)) = settled {
        let _ = journal
            .call(move |store| store.settle_job_state(job, state, note.as_deref()))
            .await;
    }
    lease.release(journal).await;
    end
}

/// Sends the requests `scope` names until nothing is left that this run may send, or until the
/// user or the directory stops it. Each turn: read the user's latest word if it changed, let
/// the retries that are due join the queue, start what the limits allow, end once nothing is
/// out and nothing is to be sent, else sleep until an answer, a due time or a word comes.
async fn send(
    client: &ApiClient,
    journal: &Journal,
    lease: &JobLease,
    scope: Scope,
    settings: &SendSettings,
    control: &mut watch::Receiver<Control>,
    on_event: &(dyn Fn(RunEvent) + Send + Sync),
) -> RunEnd {
    let record = match load_for_run(journal, lease.job, &scope).await {
        Ok(record) => record,
        Err(end) => return end,
    };
    on_event(RunEvent::Started(Box::new(record.clone())));
    let mut run = Run::new(lease.job, &record, scope, settings);
    let mut in_flight = FuturesUnordered::new();
    loop {
        if run.recheck || control.has_changed().unwrap_or(false) {
            run.take_word(control, journal).await;
        }
        let now = Instant::now();
        run.release_due_retries(now);
        while let Some(chunk) = run.next_to_send(now, in_flight.len()) {
            let begin = Begin {
                job: lease.job,
                seq: chunk.seq,
                while_job: run.while_job,
                waited_until: run.waited_until(),
            };
            in_flight.push(attempt(
                client, journal, &record, chunk, begin, settings, on_event,
            ));
        }
        if in_flight.is_empty()
            && let Some(end) = run.end()
        {
            return end;
        }
        let wake_at = run.wake_at(in_flight.len());
        tokio::select! {
            Some(done) = in_flight.next(), if !in_flight.is_empty() => run.take_answer(done),
            () = tokio::time::sleep_until(wake_at) => {}
            changed = control.changed(), if run.watched => run.on_control(changed),
        }
        run.renew_lease_if_due(journal, lease).await;
    }
}

/// The job as the journal holds it when a run starts.
async fn load_for_run(journal: &Journal, job: JobId, scope: &Scope) -> Result<JobRecord, RunEnd> {
    if *scope == Scope::All {
        // Starting or resuming the whole job is the user's word that it should go, and the
        // word's own process wrote `active` before starting the run. A pause or cancel
        // written since, by anyone (a terminal's `outbox pause` between the window's resume
        // and this run), stands: the run ends before its first request, as one stopped
        // elsewhere mid-run does. Only a pause a run wrote as it ended (one that was stopping
        // as the user resumed) is taken back.
        match journal
            .call(move |store| store.activate_job(job))
            .await
            .and_then(|r| r)
        {
            Ok(JobState::Active) => {}
            Ok(stopped) => return Err(RunEnd::StoppedElsewhere(stopped)),
            Err(err) => return Err(RunEnd::Stopped(err.to_string())),
        }
    }
    match journal.call(move |store| store.job(job)).await {
        Ok(Ok(Some(record))) => Ok(record),
        Ok(Ok(None)) => Err(RunEnd::Stopped(format!("there is no job {job}"))),
        Ok(Err(err)) => Err(RunEnd::Stopped(err.to_string())),
        Err(err) => Err(RunEnd::Stopped(err.to_string())),
    }
}

/// What one run holds while it sends: the requests it may send and where each stands (waiting
/// now, waiting for a retry time, or out), what holds new requests back (the directory's
/// pause, the rate gate), when its lease is renewed next, and whether it is stopping.
struct Run {
    job: JobId,
    /// Requests out at once, at most (never less than one, or nothing would go).
    concurrency: usize,
    /// The requests this run may send; `None`: every request of the job.
    allowed: Option<BTreeSet<u32>>,
    /// Every request of the job as this run last knew it.
    chunks: HashMap<u32, RequestRecord>,
    /// Requests to send as soon as the limits allow, lowest first.
    waiting: BTreeSet<u32>,
    /// `retrying` requests, and when each may go again.
    retry_at: BTreeMap<u32, Instant>,
    /// Requests whose request is out.
    sending: BTreeSet<u32>,
    gate: RateGate,
    /// No request starts before this: the directory asked everyone to wait (a 429).
    hold_until: Instant,
    /// When the lease is renewed next.
    heartbeat: Instant,
    /// Once set, nothing new starts, and the run ends so when nothing is out.
    stopping: Option<RunEnd>,
    /// The user's word must be read: `changed()` marks what it saw as seen, so a change it
    /// reports is remembered here. Set at first, for a word given before the run started.
    recheck: bool,
    /// Somebody can still steer the run: the control's sender is alive.
    watched: bool,
    /// The job state this run sends in: `active` for the whole job; a resend or retry may
    /// go while the job is paused. The journal is asked for it before every request, and
    /// a change written by anyone (another window, the command line) stops the run.
    while_job: JobState,
    /// What the job already waited for as this run began (a resend or retry of a job
    /// paused for the team may go on the user's word): only a wait written since, by the
    /// run's own team check or anyone's, stops it.
    waited_for_as_it_began: Option<RequestNote>,
}

impl Run {
    fn new(job: JobId, record: &JobRecord, scope: Scope, settings: &SendSettings) -> Self {
        // A run of the whole job set it active as it began (`load_for_run`).
        let while_job = match scope {
            Scope::All => JobState::Active,
            Scope::Only(_) => record.state,
        };
        let mut run = Self {
            job,
            concurrency: settings.concurrency.max(1),
            allowed: match scope {
                Scope::All => None,
                Scope::Only(seqs) => Some(seqs.into_iter().collect()),
            },
            chunks: record.requests.iter().map(|c| (c.seq, c.clone())).collect(),
            waiting: BTreeSet::new(),
            retry_at: BTreeMap::new(),
            sending: BTreeSet::new(),
            gate: RateGate::new(settings.max_per_second),
            hold_until: Instant::now(),
            heartbeat: next_heartbeat(),
            stopping: None,
            recheck: true,
            watched: true,
            while_job,
            waited_for_as_it_began: record
                .reason
                .clone()
                .filter(|note| record.paused_by_run && note.lapses_at().is_some()),
        };
        run.schedule();
        run
    }

    /// When the wait the job was paused for as this run began lapses: a request begins
    /// only while the journal names that same wait (or none, as it did).
    fn waited_until(&self) -> Option<i64> {
        // Once the job is active (resumed elsewhere), it waits for nothing.
        if self.while_job != JobState::Paused {
            return None;
        }
        self.waited_for_as_it_began
            .as_ref()
            .and_then(RequestNote::lapses_at)
    }

    /// Takes the user's latest word (see [`steer`]), and reads the requests afresh: the user
    /// may have queued some again (a resend, a retry), which only the journal shows.
    async fn take_word(&mut self, control: &mut watch::Receiver<Control>, journal: &Journal) {
        self.recheck = false;
        let wanted = control.borrow_and_update().clone();
        self.stopping = steer(self.stopping.take(), wanted.intent);
        if wanted.whole_job {
            self.allowed = None;
            self.while_job = JobState::Active;
        }
        if let Some(allowed) = &mut self.allowed {
            allowed.extend(wanted.added_requests.iter().copied());
        }
        let job = self.job;
        self.obey_the_journal(journal).await;
        if let Ok(Ok(fresh)) = journal.call(move |store| store.chunks(job, None)).await {
            for chunk in fresh {
                // A request that is out keeps what it was when it went; its answer tells the rest.
                if !self.sending.contains(&chunk.seq) {
                    self.chunks.insert(chunk.seq, chunk);
                }
            }
            self.schedule();
        }
    }

    /// Reads what the journal says the user wants of the job, whoever wrote it: a pause or
    /// cancel this process did not give stops the run (this process's own words came
    /// through `steer`); a resume given elsewhere lets a run of a paused job go on as
    /// active.
    async fn obey_the_journal(&mut self, journal: &Journal) {
        let job = self.job;
        let read = journal
            .call(move |store| {
                Ok::<_, crate::store::StoreError>((
                    store.job_state(job)?,
                    store.job_waits_for(job)?,
                ))
            })
            .await;
        let (state, waits_for) = match read {
            Ok(Ok((Some(state), waits_for))) => (state, waits_for),
            Ok(Ok((None, _))) => {
                self.stopping = Some(RunEnd::Stopped(format!("job {job} is gone")));
                return;
            }
            // A journal that cannot be read stops the run at its next write, which fails too.
            Ok(Err(_)) | Err(_) => return,
        };
        // Paused to wait for something that ends by itself (the team database away): said
        // as such, not as someone's word. A new wait stops even a run that sends in a
        // paused job, whose state alone does not tell it: the job was paused already.
        if let Some(note) = waits_for.filter(|note| {
            self.stopping.is_none() && Some(note) != self.waited_for_as_it_began.as_ref()
        }) {
            self.stopping = Some(RunEnd::AskedToWait(Box::new(note)));
            return;
        }
        if state == self.while_job {
            // Resumed again (here or elsewhere) since another process's word stopped it.
            if matches!(self.stopping, Some(RunEnd::StoppedElsewhere(_))) {
                self.stopping = None;
            }
            return;
        }
        match state {
            // Resumed elsewhere while this run sent only some of a paused job: that process
            // cannot take the job while this run holds it, so this run sends all of it.
            JobState::Active => {
                self.while_job = JobState::Active;
                self.allowed = None;
                if matches!(self.stopping, Some(RunEnd::StoppedElsewhere(_))) {
                    self.stopping = None;
                }
            }
            JobState::Paused | JobState::Cancelled if self.stopping.is_none() => {
                self.stopping = Some(RunEnd::StoppedElsewhere(state));
            }
            JobState::Paused | JobState::Cancelled => {}
        }
    }

    /// Puts the requests this run may send into `waiting` (now) or `retry_at` (later), from
    /// what it knows of them; a request that is out does not wait to go again.
    fn schedule(&mut self) {
        self.waiting.clear();
        self.retry_at.clear();
        let mine: Vec<(u32, RequestState, Option<i64>)> = self
            .chunks
            .values()
            .filter(|c| self.allowed.as_ref().is_none_or(|a| a.contains(&c.seq)))
            .map(|c| (c.seq, c.state, c.next_attempt_at_ms))
            .collect();
        for (seq, state, next_attempt_at_ms) in mine {
            match state {
                RequestState::Queued => {
                    self.waiting.insert(seq);
                }
                RequestState::Retrying => self.retry_later(seq, next_attempt_at_ms),
                _ => {}
            }
        }
        self.waiting.retain(|seq| !self.sending.contains(seq));
    }

    /// A `retrying` request goes again at the time its answer set (in wall-clock milliseconds,
    /// as the journal keeps it), or at once if none.
    fn retry_later(&mut self, seq: u32, next_attempt_at_ms: Option<i64>) {
        self.retry_at.insert(seq, instant_at(next_attempt_at_ms));
    }

    /// The retries whose time has come join the requests waiting to go.
    fn release_due_retries(&mut self, now: Instant) {
        let due: Vec<u32> = self
            .retry_at
            .iter()
            .filter(|(_, at)| **at <= now)
            .map(|(seq, _)| *seq)
            .collect();
        for seq in due {
            self.retry_at.remove(&seq);
            self.waiting.insert(seq);
        }
    }

    /// The next request to send now, with `out` requests out: none while stopping, or while
    /// the concurrency, the directory's pause or the rate gate says wait. It counts as out
    /// from here, and takes its turn at the gate.
    fn next_to_send(&mut self, now: Instant, out: usize) -> Option<RequestRecord> {
        if self.stopping.is_some() {
            return None;
        }
        while out < self.concurrency && now >= self.hold_until && now >= self.gate.next {
            let seq = self.waiting.pop_first()?;
            let Some(chunk) = self.chunks.get(&seq) else {
                continue;
            };
            self.gate.take(now);
            self.sending.insert(seq);
            return Some(chunk.clone());
        }
        None
    }

    /// How the run ends, once nothing is out: as it was told to stop, or finished when
    /// nothing is left that it may send. `None`: it goes on.
    fn end(&mut self) -> Option<RunEnd> {
        if let Some(end) = self.stopping.take() {
            return Some(end);
        }
        (self.waiting.is_empty() && self.retry_at.is_empty()).then_some(RunEnd::Finished)
    }

    /// When to look again if neither an answer nor the user wakes the run first, with `out`
    /// requests out: the lease's renewal, the next retry, and the moment the next request
    /// could start.
    fn wake_at(&self, out: usize) -> Instant {
        let mut wake_at = self.heartbeat;
        if let Some(at) = self.retry_at.values().min() {
            wake_at = wake_at.min(*at);
        }
        // While stopping, nothing new starts: only answers and the user can wake the run.
        if self.stopping.is_none() && !self.waiting.is_empty() && out < self.concurrency {
            wake_at = wake_at.min(self.hold_until.max(self.gate.next));
        }
        wake_at
    }

    /// An attempt is over: its request is no longer out, and the answer says what follows, for
    /// the request and for the run.
    fn take_answer(&mut self, done: Done) {
        match done {
            Done::Answered { seq, answer, next } => {
                self.sending.remove(&seq);
                if let Some(chunk) = self.chunks.get_mut(&seq) {
                    chunk.attempts += 1;
                    chunk.state = answer.state;
                }
                if answer.state == RequestState::Retrying {
                    self.retry_later(seq, answer.next_attempt_at_ms);
                }
                self.obey(next, answer.note);
            }
            Done::Skipped { seq } => {
                // Not out: the user changed it, someone in it was marked do not contact, or
                // the job was paused or cancelled elsewhere, meanwhile. Read the job again:
                // the journal's word stops the run; a request still waiting goes with who is
                // left.
                self.sending.remove(&seq);
                self.recheck = true;
            }
            Done::JournalFailed(problem) => {
                self.stopping.get_or_insert(RunEnd::Stopped(problem));
            }
        }
    }

    /// What an answer means for the whole run; `note` is the answer's, the note of a
    /// sign-out.
    fn obey(&mut self, next: Next, note: Option<Box<RequestNote>>) {
        match next {
            Next::Continue => {}
            Next::HoldAll(pause) => {
                self.hold_until = self.hold_until.max(instant_after(pause));
            }
            Next::SignedOut => {
                // A sign-out's answer always has its note; "not allowed" words one without.
                let note = note.unwrap_or_else(|| {
                    Box::new(RequestNote::SignInAgain {
                        trouble: crate::api::Trouble::Unauthorized {
                            reason: crate::api::AuthFailure::Other,
                        },
                    })
                });
                self.stopping = Some(RunEnd::SignedOut(note));
            }
            Next::WaitLonger(note) => {
                // A sign-out stays the reason the run ends: no wait helps before signing in.
                if !matches!(self.stopping, Some(RunEnd::SignedOut(_))) {
                    self.stopping = Some(RunEnd::AskedToWait(note));
                }
            }
        }
    }

    /// The control changed (the user said something), or closed.
    fn on_control(&mut self, changed: Result<(), watch::error::RecvError>) {
        match changed {
            Ok(()) => self.recheck = true,
            Err(_) => {
                // Nobody can pause this run any more (the front end is gone): finish what is
                // in flight and stop, rather than send on unwatched.
                self.watched = false;
                self.stopping.get_or_insert(RunEnd::Paused);
            }
        }
    }

    /// Renews the lease when its time comes, so that no other process takes the job over
    /// while this run sends it. A lease lost, or not written, stops the run: another
    /// process may be sending the same requests.
    async fn renew_lease_if_due(&mut self, journal: &Journal, lease: &JobLease) {
        if Instant::now() < self.heartbeat {
            return;
        }
        self.heartbeat = next_heartbeat();
        let renewed = journal
            .write(JournalWrite::RenewLease {
                job: self.job,
                lease: lease.renewal(),
            })
            .await;
        match renewed {
            Ok(true) => {}
            Ok(false) => {
                self.stopping
                    .get_or_insert(RunEnd::Stopped("another process took this job over".into()));
            }
            Err(err) => {
                self.stopping
                    .get_or_insert(RunEnd::Stopped(err.to_string()));
            }
        }
    }
}

/// When the lease is renewed next: a third of its term from now, so that a renewal that
/// comes late still comes before the lease runs out.
fn next_heartbeat() -> Instant {
    Instant::now() + LEASE_TERM / 3
}

/// What the run does on the user's latest word. The last word wins, but for a cancel,
/// which is final (as the journal holds it): a pause then a cancel is a cancel, a resume
/// takes back a pause, and nothing takes back a cancel. A stop the run chose itself (signed
/// out, told to wait, the journal failing) is not the user's to take back with a resume or
/// a pause; but a cancel ends a job that was only going to pause.
fn steer(stopping: Option<RunEnd>, intent: Intent) -> Option<RunEnd> {
    match (stopping, intent) {
        (Some(RunEnd::Cancelled), _) => Some(RunEnd::Cancelled),
        (Some(RunEnd::StoppedElsewhere(JobState::Cancelled)), Intent::Run | Intent::Pause) => {
            Some(RunEnd::StoppedElsewhere(JobState::Cancelled))
        }
        (None | Some(RunEnd::Paused | RunEnd::StoppedElsewhere(_)), Intent::Pause) => {
            Some(RunEnd::Paused)
        }
        (
            None
            | Some(
                RunEnd::Paused
                | RunEnd::StoppedElsewhere(_)
                | RunEnd::SignedOut(_)
                | RunEnd::AskedToWait(_),
            ),
            Intent::Cancel,
        ) => Some(RunEnd::Cancelled),
        (Some(RunEnd::Paused | RunEnd::StoppedElsewhere(_)), Intent::Run) => None,
        (other, _) => other,
    }
}

/// The instant `pause` from now, or a day from now if the clock cannot hold it: no answer
/// can make the runner's time arithmetic overflow.
fn instant_after(pause: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(pause)
        .or_else(|| now.checked_add(Duration::from_secs(24 * 60 * 60)))
        .unwrap_or(now)
}

/// The instant of a wall-clock time in Unix milliseconds (`None`: now).
fn instant_at(at_ms: Option<i64>) -> Instant {
    let wait = at_ms.map_or(0, |at| at.saturating_sub(now_ms()).max(0));
    instant_after(Duration::from_millis(wait.unsigned_abs()))
}

/// A request about to begin, in the job state its run sends in.
#[derive(Debug, Clone, Copy)]
struct Begin {
    job: JobId,
    seq: u32,
    while_job: JobState,
    /// When the wait the job was paused for as the run began lapses (`Run::waited_until`).
    waited_until: Option<i64>,
}

/// Request `chunk` of `job` as the directory takes it: the request's own subject and body
/// where it has them (a personal message), else the job's.
fn message_of(job: &JobRecord, chunk: &RequestRecord) -> Message {
    Message {
        recipient_uuids: chunk.addressees().map(|r| r.uuid).collect(),
        sender_name: job.sender_name.clone(),
        sender_email: job.sender_email.clone(),
        subject: chunk.subject.clone().unwrap_or_else(|| job.subject.clone()),
        body: chunk.body.clone().unwrap_or_else(|| job.body.clone()),
        message_type: job.message_type,
    }
}

async fn attempt(
    client: &ApiClient,
    journal: &Journal,
    job: &JobRecord,
    chunk: RequestRecord,
    begin: Begin,
    settings: &SendSettings,
    on_event: &(dyn Fn(RunEvent) + Send + Sync),
) -> Done {
    let (id, seq) = (job.id, chunk.seq);
    let message = message_of(job, &chunk);
    // The request is `sending` from the moment its request leaves, not while it waits for a
    // permit or a token: a crash before then leaves it `queued`, certainly not sent.
    // Whom it goes to is read as it begins, in the same transaction (`Store::begin_request`):
    // a colleague's mark written since this run read the request is honoured.
    let begin_sending = || async move {
        let begun = journal
            .call(move |store| {
                store.begin_request(begin.job, begin.seq, begin.while_job, begin.waited_until)
            })
            .await;
        let addressees = match begun {
            Ok(Ok(Some(addressees))) => addressees,
            Ok(Ok(None)) => return Err(Done::Skipped { seq }),
            Ok(Err(err)) => return Err(Done::JournalFailed(err.to_string())),
            Err(err) => return Err(Done::JournalFailed(err.to_string())),
        };
        on_event(RunEvent::Request(RequestUpdate::sending(id, seq)));
        Ok(addressees)
    };
    let mut went_out = false;
    let sent = client
        .send_message_when(&message, || {
            went_out = true;
            begin_sending()
        })
        .await;
    let result = match sent {
        Ok(result) => result,
        Err(done) => return done,
    };
    if !went_out {
        // Refused before it could leave (an invalid message): nothing went out, and the
        // journal takes an answer only from a `sending` request.
        if let Err(done) = begin_sending().await {
            return done;
        }
    }
    let (answer, next) = classify(&result, chunk.attempts + 1, settings, now_ms());
    let receipt_meta = result.as_ref().ok().map(|r| ReceiptMeta::bounded(&r.meta));
    match journal
        .write(JournalWrite::Answer {
            job: id,
            seq,
            answer: answer.clone(),
            receipt_meta: receipt_meta.clone(),
        })
        .await
    {
        // `false` cannot happen while we hold the lease; the answer is reported either way.
        Ok(_) => {}
        // The request stays `sending` in the journal and reads as `unknown` after a restart:
        // the safe reading of an answer we could not record.
        Err(err) => return Done::JournalFailed(err.to_string()),
    }
    on_event(RunEvent::Request(RequestUpdate {
        job: id,
        seq,
        state: answer.state,
        answer: Some(answer.clone()),
        receipt_meta,
    }));
    Done::Answered { seq, answer, next }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_users_last_word_wins() {
        let paused = Some(RunEnd::Paused);
        let cancelled = Some(RunEnd::Cancelled);
        assert_eq!(steer(None, Intent::Pause), paused);
        assert_eq!(steer(paused.clone(), Intent::Cancel), cancelled);
        assert_eq!(steer(paused.clone(), Intent::Run), None);
        assert_eq!(steer(None, Intent::Run), None);
        let elsewhere = Some(RunEnd::StoppedElsewhere(JobState::Paused));
        assert_eq!(steer(elsewhere.clone(), Intent::Run), None, "resumed here");
        assert_eq!(steer(elsewhere, Intent::Cancel), cancelled);
    }

    #[test]
    fn nothing_takes_back_a_cancel() {
        let cancelled = Some(RunEnd::Cancelled);
        for intent in [Intent::Run, Intent::Pause, Intent::Cancel] {
            assert_eq!(steer(cancelled.clone(), intent), cancelled, "{intent:?}");
        }
        let elsewhere = Some(RunEnd::StoppedElsewhere(JobState::Cancelled));
        for intent in [Intent::Run, Intent::Pause] {
            assert_eq!(steer(elsewhere.clone(), intent), elsewhere, "{intent:?}");
        }
        assert_eq!(steer(elsewhere, Intent::Cancel), cancelled);
    }

    #[test]
    fn the_runs_own_stops_yield_only_to_a_cancel() {
        let signed_out = Some(RunEnd::SignedOut(Box::new(RequestNote::SignInAgain {
            trouble: crate::api::Trouble::Unauthorized {
                reason: crate::api::AuthFailure::ExpiredToken,
            },
        })));
        let wait = Some(RunEnd::AskedToWait(Box::new(RequestNote::WaitOverAYear {
            seconds: 40_000_000,
        })));
        let journal = Some(RunEnd::Stopped("disk full".into()));
        for own in [&signed_out, &wait] {
            assert_eq!(steer(own.clone(), Intent::Run), *own);
            assert_eq!(steer(own.clone(), Intent::Pause), *own);
            assert_eq!(steer(own.clone(), Intent::Cancel), Some(RunEnd::Cancelled));
        }
        for intent in [Intent::Run, Intent::Pause, Intent::Cancel] {
            assert_eq!(steer(journal.clone(), intent), journal, "{intent:?}");
        }
    }

    #[test]
    fn no_rate_or_wait_can_overflow_the_clock() {
        let mut gate = RateGate::new(Some(1e-300));
        gate.take(Instant::now());
        gate.take(Instant::now());
        assert!(instant_after(Duration::MAX) > Instant::now());
        assert!(instant_at(Some(i64::MAX)) > Instant::now());
        assert!(instant_at(Some(i64::MIN)) <= Instant::now());
    }
}
