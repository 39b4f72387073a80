//! The Outbox panel: every job of the environment as the journal holds it, its progress, its
//! requests, and the decisions only the user can make (a request whose answer was lost, a
//! request the directory refused). The model applies the worker's events and is drawn apart
//! from them, so that its bookkeeping can be tested without a window.

use std::collections::{BTreeMap, HashSet, VecDeque};
use std::time::{Duration, Instant};

use egui_extras::{Column, TableBuilder};
use uuid::Uuid;

use crate::outbox::{ChunkUpdate, JobStatus, RunEnd};
use crate::store::{ChunkRecord, ChunkState, DraftRecipient, JobRecord, JobState, Resolution};
use crate::words;
use crate::worker::{OutboxCommand, OutboxEvent};

/// Answers kept for measuring the send rate: enough to smooth it, few enough to follow a change
/// of pace (a `Retry-After`, a slower directory).
const RATE_WINDOW: usize = 20;

/// Recipients named in a request's row; more read as a count (the rest are on hover).
const NAMES_IN_ROW: usize = 3;

/// News for a toast: a problem stays until dismissed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub problem: bool,
    /// The technical detail behind a problem, for "Details"; empty for none.
    pub details: String,
}

impl Notice {
    fn news(text: String) -> Self {
        Self {
            text,
            problem: false,
            details: String::new(),
        }
    }

    fn problem(text: String) -> Self {
        Self {
            text,
            problem: true,
            details: String::new(),
        }
    }

    fn problem_with_details(text: String, details: &str) -> Self {
        Self {
            details: details.to_owned(),
            ..Self::problem(text)
        }
    }
}

/// Whether the outbox journal is open for the current environment.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum JournalState {
    /// No directory connected.
    #[default]
    Closed,
    Opening,
    Open,
    Failed(String),
}

/// What became of a job's recipients, person by person.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct People {
    pub sent: usize,
    pub pending: usize,
    /// Refused, failed, or named in a receipt as not reached.
    pub not_delivered: usize,
    /// Their request's answer was lost: it may have reached them.
    pub unknown: usize,
    /// Not sent yet (in a cancelled job: never to be sent).
    pub waiting: usize,
}

impl People {
    /// "290 sent, 8 pending, 2 not delivered"; `cancelled` words the waiting as never sent.
    pub fn text(&self, cancelled: bool) -> String {
        let parts: Vec<String> = [
            (self.sent, "sent"),
            (self.pending, "pending review"),
            (self.not_delivered, "not delivered"),
            (self.unknown, "may have been delivered"),
            (self.waiting, if cancelled { "not sent" } else { "waiting" }),
        ]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| format!("{n} {what}"))
        .collect();
        if parts.is_empty() {
            "nobody yet".into()
        } else {
            parts.join(", ")
        }
    }
}

/// A request's texts, made when it changes rather than on every frame.
#[derive(Debug, Clone, Default)]
struct ChunkRow {
    recipients: String,
    /// Every recipient, for the hover.
    everyone: String,
    /// What became of the request, in plain words.
    words: String,
    /// The technical detail behind `words`: the directory's own words, the HTTP status, the
    /// library's text.
    details: String,
    /// Recipients of this request that the directory's words name (e.g. "Invalid recipient:
    /// <uuid>"): a retry can leave them out.
    named: Vec<Uuid>,
}

/// The receipt's whole `meta`, a line per entry ("message_vetting_id: mv-123"), under the
/// heading "Receipt"; text values without their JSON quotes.
fn receipt_text(meta: &crate::store::ReceiptMeta) -> String {
    if meta.as_map().is_empty() {
        return String::new();
    }
    let mut text = String::from("Receipt:");
    for (key, value) in meta.as_map() {
        let value = match value {
            serde_json::Value::String(text) => text.clone(),
            other => other.to_string(),
        };
        text.push_str(&format!("\n{key}: {value}"));
    }
    text
}

impl ChunkRow {
    fn of(chunk: &ChunkRecord) -> Self {
        let count = chunk.recipients.len();
        let names: Vec<String> = chunk.recipients.iter().map(|r| r.label()).collect();
        let recipients = if count <= NAMES_IN_ROW {
            names.join(", ")
        } else {
            format!(
                "{count} recipients: {}, …",
                names[..NAMES_IN_ROW - 1].join(", ")
            )
        };
        // Requests answered before the journal kept details have the status and the
        // directory's words to show instead.
        let mut details = chunk.details.clone().unwrap_or_else(|| {
            let status = chunk.http_status.map(|status| format!("HTTP {status}"));
            status
                .into_iter()
                .chain(chunk.server_messages.iter().cloned())
                .collect::<Vec<_>>()
                .join(" · ")
        });
        if let Some(meta) = &chunk.receipt_meta {
            let receipt = receipt_text(meta);
            details = [details.as_str(), receipt.as_str()]
                .into_iter()
                .filter(|part| !part.is_empty())
                .collect::<Vec<_>>()
                .join("\n\n");
        }
        let said: HashSet<Uuid> = chunk
            .server_messages
            .iter()
            .flat_map(|m| crate::uuids::extract(m).uuids)
            .collect();
        let named = chunk
            .addressees()
            .map(|r| r.uuid)
            .filter(|uuid| said.contains(uuid))
            .collect();
        Self {
            recipients,
            everyone: names.join("\n"),
            words: chunk.message.clone().unwrap_or_default(),
            details,
            named,
        }
    }
}

/// One job as the panel shows it.
#[derive(Debug, Clone)]
pub struct JobView {
    pub record: JobRecord,
    /// When it was created, in UTC.
    pub created: String,
    rows: Vec<ChunkRow>,
    /// Requests by state.
    pub by_state: BTreeMap<ChunkState, usize>,
    pub people: People,
    recipients: usize,
    not_reached: usize,
    /// How its last run ended, if one ended since the outbox opened.
    pub end: Option<RunEnd>,
    /// When the latest answers arrived, for the send rate.
    answers: VecDeque<Instant>,
}

impl JobView {
    fn new(record: JobRecord) -> Self {
        let mut view = Self {
            created: crate::times::utc_minutes(record.created_at_ms),
            rows: record.chunks.iter().map(ChunkRow::of).collect(),
            record,
            by_state: BTreeMap::new(),
            people: People::default(),
            recipients: 0,
            not_reached: 0,
            end: None,
            answers: VecDeque::new(),
        };
        view.retally();
        view
    }

    /// The journal's newer reading of the job; what this session measured is kept.
    fn replace(&mut self, record: JobRecord) {
        let fresh = Self::new(record);
        *self = Self {
            end: self.end.take(),
            answers: std::mem::take(&mut self.answers),
            ..fresh
        };
    }

    fn retally(&mut self) {
        let cancelled = self.record.state == JobState::Cancelled;
        let mut by_state = BTreeMap::new();
        let mut people = People::default();
        let (mut recipients, mut not_reached) = (0, 0);
        for chunk in &self.record.chunks {
            *by_state.entry(chunk.state).or_insert(0) += 1;
            for r in &chunk.recipients {
                recipients += 1;
                if r.failed || r.left_out {
                    people.not_delivered += 1;
                    not_reached += 1;
                    continue;
                }
                match chunk.state {
                    ChunkState::Sent => people.sent += 1,
                    ChunkState::Pending => people.pending += 1,
                    ChunkState::Rejected | ChunkState::Failed => {
                        people.not_delivered += 1;
                        not_reached += 1;
                    }
                    ChunkState::Unknown => people.unknown += 1,
                    ChunkState::Queued | ChunkState::Retrying => {
                        people.waiting += 1;
                        if cancelled {
                            not_reached += 1;
                        }
                    }
                    ChunkState::Sending => people.waiting += 1,
                }
            }
        }
        self.by_state = by_state;
        self.people = people;
        self.recipients = recipients;
        self.not_reached = not_reached;
    }

    fn chunk_index(&self, seq: u32) -> Option<usize> {
        // Chunks are numbered from 1 without gaps; the search is for a journal that is not.
        let guess = (seq as usize).checked_sub(1)?;
        if self.record.chunks.get(guess).is_some_and(|c| c.seq == seq) {
            return Some(guess);
        }
        self.record.chunks.iter().position(|c| c.seq == seq)
    }

    fn apply_chunk(&mut self, update: &ChunkUpdate, now: Instant) {
        let Some(index) = self.chunk_index(update.seq) else {
            return;
        };
        let chunk = &mut self.record.chunks[index];
        chunk.state = update.state;
        chunk.updated_at_ms = crate::store::now_ms();
        match &update.answer {
            None => {
                // The journal counts an attempt when the request goes out.
                if update.state == ChunkState::Sending {
                    chunk.attempts += 1;
                    chunk.next_attempt_at_ms = None;
                }
            }
            Some(answer) => {
                chunk.http_status = answer.http_status;
                chunk.message = answer.message.clone();
                chunk.server_messages = answer.server_messages.clone();
                chunk.details = answer.details.clone();
                chunk.next_attempt_at_ms = answer.next_attempt_at_ms;
                chunk.receipt_status = answer.receipt_status.clone();
                chunk.receipt_meta = update.receipt_meta.clone();
                // As the journal counts them: entries without a UUID, and UUIDs not in the
                // request.
                chunk.unmatched_failures = answer.unmatched_failures;
                for uuid in &answer.failed_recipients {
                    match chunk.recipients.iter_mut().find(|r| r.uuid == *uuid) {
                        Some(r) => r.failed = true,
                        None => chunk.unmatched_failures += 1,
                    }
                }
                if self.answers.len() == RATE_WINDOW {
                    self.answers.pop_front();
                }
                self.answers.push_back(now);
            }
        }
        self.rows[index] = ChunkRow::of(&self.record.chunks[index]);
        self.retally();
    }

    pub fn id(&self) -> i64 {
        self.record.id
    }

    pub fn recipient_count(&self) -> usize {
        self.recipients
    }

    fn count(&self, state: ChunkState) -> usize {
        self.by_state.get(&state).copied().unwrap_or(0)
    }

    /// Requests still to go or out now.
    pub fn open(&self) -> usize {
        self.count(ChunkState::Queued)
            + self.count(ChunkState::Retrying)
            + self.count(ChunkState::Sending)
    }

    /// Requests nothing more will happen to without the user.
    pub fn done(&self) -> usize {
        self.record.chunks.len() - self.open()
    }

    pub fn needing_decision(&self) -> usize {
        self.count(ChunkState::Failed) + self.count(ChunkState::Unknown)
    }

    /// Requests answered per second, over the latest answers.
    pub fn rate(&self) -> Option<f64> {
        let (first, last) = (self.answers.front()?, self.answers.back()?);
        let span = last.duration_since(*first).as_secs_f64();
        (self.answers.len() >= 2 && span > 0.05).then(|| (self.answers.len() - 1) as f64 / span)
    }

    pub fn time_left(&self) -> Option<Duration> {
        let rate = self.rate()?;
        Some(Duration::from_secs_f64(self.open() as f64 / rate))
    }

    /// How many recipients the job certainly did not reach.
    pub fn not_reached_count(&self) -> usize {
        self.not_reached
    }

    /// The recipients the job certainly did not reach, in sending order: requests refused or
    /// failed, people a receipt named or the user left out, and in a cancelled job the
    /// requests never sent. Never a request whose fate is unknown: that could reach someone
    /// twice.
    pub fn not_reached(&self) -> Vec<DraftRecipient> {
        let cancelled = self.record.state == JobState::Cancelled;
        self.record
            .chunks
            .iter()
            .flat_map(|chunk| {
                let whole = matches!(chunk.state, ChunkState::Failed | ChunkState::Rejected)
                    || (cancelled && chunk.state.awaits_sending());
                chunk
                    .recipients
                    .iter()
                    .filter(move |r| whole || r.failed || r.left_out)
                    .map(|r| DraftRecipient {
                        uuid: r.uuid,
                        name: r.name.clone(),
                    })
            })
            .collect()
    }

    /// "Requests: 10 sent · 1 unknown · 1 failed".
    pub fn requests_text(&self) -> String {
        let parts: Vec<String> = self
            .by_state
            .iter()
            .map(|(state, n)| format!("{n} {state}"))
            .collect();
        format!("Requests: {}", parts.join(" · "))
    }
}

/// Every job of the environment, newest first, kept in step with the worker's events.
#[derive(Debug, Default)]
pub struct OutboxModel {
    pub journal: JournalState,
    jobs: Vec<JobView>,
    /// Jobs a run is sending (or was asked to), as far as this session has heard: a job's
    /// record holds no lease until the run takes it, and must not read "interrupted" then.
    running: HashSet<i64>,
    /// Jobs asked to pause or cancel whose run has not stopped yet.
    stopping: HashSet<i64>,
    /// The key of the directory this outbox sends to; its jobs are `jobs`.
    directory: Option<String>,
    /// Jobs written for other directories (or as they were before jobs kept their
    /// directory): shown for reference, never resumed, resent or retried from here.
    elsewhere: Vec<JobView>,
}

impl OutboxModel {
    /// The outbox of the directory keyed `directory`.
    pub fn belongs_to(&mut self, directory: &str) {
        self.directory = Some(directory.to_owned());
    }

    /// A new connection: its jobs are on their way.
    pub fn opening(&mut self) {
        *self = Self {
            journal: JournalState::Opening,
            directory: self.directory.take(),
            ..Self::default()
        };
    }

    /// The connection closed: its jobs are not shown in another directory's outbox.
    pub fn close(&mut self) {
        *self = Self {
            directory: self.directory.take(),
            ..Self::default()
        };
    }

    pub fn unavailable(&mut self, why: String) {
        *self = Self {
            journal: JournalState::Failed(why),
            directory: self.directory.take(),
            ..Self::default()
        };
    }

    /// This directory's jobs, newest first.
    pub fn jobs(&self) -> &[JobView] {
        &self.jobs
    }

    /// Jobs of other directories, newest first: read-only here.
    pub fn elsewhere(&self) -> &[JobView] {
        &self.elsewhere
    }

    /// Why `view`, a job of another directory, cannot be sent from here.
    pub fn elsewhere_note(&self, view: &JobView) -> String {
        let written_as = view
            .record
            .account
            .as_ref()
            .map(|a| format!(" as {}", a.label()))
            .unwrap_or_default();
        format!(
            "Written for {}{written_as}; this is {}. Open that directory to resume, resend or \
             retry it.",
            crate::store::directory_label(&view.record.directory),
            self.directory
                .as_deref()
                .map_or_else(|| "another directory".into(), crate::store::directory_label)
        )
    }

    /// A job of this directory or, read-only, of another.
    pub fn job(&self, id: i64) -> Option<&JobView> {
        self.jobs
            .iter()
            .chain(&self.elsewhere)
            .find(|j| j.id() == id)
    }

    /// The user started, resumed or resent something in `job`: a run is coming.
    pub fn expect_running(&mut self, job: i64) {
        self.running.insert(job);
    }

    pub fn expect_stopping(&mut self, job: i64) {
        if self.running.contains(&job) {
            self.stopping.insert(job);
        }
    }

    pub fn is_stopping(&self, job: i64) -> bool {
        self.stopping.contains(&job)
    }

    pub fn status(&self, view: &JobView) -> JobStatus {
        if self.running.contains(&view.id()) && view.open() > 0 {
            return JobStatus::Sending;
        }
        // From the counts kept up to date, not a walk over every request on every frame.
        JobStatus::of(
            view.record.state,
            view.record.lease.as_ref(),
            |state| view.count(state),
            crate::store::now_ms(),
        )
    }

    /// Jobs that wait for the user: interrupted, or with requests to decide on.
    pub fn needing_you(&self) -> usize {
        self.jobs
            .iter()
            .filter(|j| {
                matches!(
                    self.status(j),
                    JobStatus::Interrupted | JobStatus::NeedsAttention
                )
            })
            .count()
    }

    pub fn is_sending(&self) -> bool {
        self.jobs
            .iter()
            .any(|j| self.status(j) == JobStatus::Sending)
    }

    /// Applies one event; returns news for a toast, if any. `Created` is the composer's.
    pub fn apply(&mut self, event: OutboxEvent, now: Instant) -> Option<Notice> {
        match event {
            OutboxEvent::Opened(Ok(jobs)) => {
                self.journal = JournalState::Open;
                self.running.clear();
                self.stopping.clear();
                let (mine, others): (Vec<JobRecord>, Vec<JobRecord>) = jobs
                    .into_iter()
                    .partition(|job| self.directory.as_deref().is_none_or(|d| d == job.directory));
                self.jobs = mine.into_iter().map(JobView::new).collect();
                self.jobs.sort_by_key(|j| std::cmp::Reverse(j.id()));
                self.elsewhere = others.into_iter().map(JobView::new).collect();
                self.elsewhere.sort_by_key(|j| std::cmp::Reverse(j.id()));
                self.interrupted_notice()
            }
            OutboxEvent::Opened(Err(why)) => {
                let text = format!("The outbox could not be opened: {why}. Nothing can be sent.");
                self.journal = JournalState::Failed(why);
                Some(Notice::problem(text))
            }
            OutboxEvent::Created { .. } => None,
            OutboxEvent::Job(record) => {
                match self.jobs.iter_mut().find(|j| j.id() == record.id) {
                    Some(view) => view.replace(*record),
                    None => {
                        let at = self
                            .jobs
                            .iter()
                            .position(|j| j.id() < record.id)
                            .unwrap_or(self.jobs.len());
                        self.jobs.insert(at, JobView::new(*record));
                    }
                }
                None
            }
            OutboxEvent::Chunk(update) => {
                self.running.insert(update.job);
                if let Some(view) = self.jobs.iter_mut().find(|j| j.id() == update.job) {
                    view.apply_chunk(&update, now);
                }
                None
            }
            OutboxEvent::Ended { job, end } => {
                self.running.remove(&job);
                self.stopping.remove(&job);
                let view = self.jobs.iter_mut().find(|j| j.id() == job);
                let notice = ended_notice(job, view.as_deref(), &end);
                if let Some(view) = view {
                    view.end = Some(end);
                    view.answers.clear();
                }
                Some(notice)
            }
            OutboxEvent::ResolvedAll {
                job,
                resolution,
                requests,
                recipients,
            } => Some(Notice::news(resolved_all_text(
                job, resolution, requests, recipients,
            ))),
            OutboxEvent::Refused { job, problem } => {
                self.running.remove(&job);
                self.stopping.remove(&job);
                // The outbox's words (often the database's) are detail.
                let text = if job == 0 {
                    "The outbox could not do that.".to_owned()
                } else {
                    format!("Job {job}: the outbox could not do that.")
                };
                Some(Notice::problem_with_details(text, &problem))
            }
        }
    }

    fn interrupted_notice(&self) -> Option<Notice> {
        let interrupted: Vec<String> = self
            .jobs
            .iter()
            .filter(|j| self.status(j) == JobStatus::Interrupted)
            .map(|j| j.id().to_string())
            .collect();
        match interrupted.len() {
            0 => None,
            1 => Some(Notice::problem(format!(
                "Job {} was interrupted while sending. Nothing more goes until you resume it in \
                 the Outbox.",
                interrupted[0]
            ))),
            n => Some(Notice::problem(format!(
                "{n} jobs were interrupted while sending (jobs {}). Nothing more goes until you \
                 resume them in the Outbox.",
                interrupted.join(", ")
            ))),
        }
    }
}

/// The toast for a run that ended, from the job as the journal holds it now.
fn ended_notice(job: i64, view: Option<&JobView>, end: &RunEnd) -> Notice {
    let people = view.map_or_else(String::new, |v| {
        v.people.text(v.record.state == JobState::Cancelled)
    });
    let decisions = view.map_or(0, JobView::needing_decision);
    match end {
        RunEnd::Finished if decisions > 0 => Notice::problem(format!(
            "Job {job} finished: {people}. {} {} your decision in the Outbox.",
            words::count(decisions, "request"),
            words::agree(decisions, "needs", "need")
        )),
        RunEnd::Finished => Notice::news(format!("Job {job} finished: {people}.")),
        RunEnd::Paused => Notice::news(format!("Job {job} paused: {people}.")),
        RunEnd::Cancelled => Notice::news(format!("Job {job} cancelled: {people}.")),
        RunEnd::StoppedElsewhere(JobState::Cancelled) => Notice::news(format!(
            "Job {job} was cancelled from another window or the command line: {people}."
        )),
        RunEnd::StoppedElsewhere(_) => Notice::news(format!(
            "Job {job} was paused from another window or the command line: {people}."
        )),
        RunEnd::SignedOut(_) => Notice::problem(format!(
            "Job {job} paused, signed out: sign in again and resume it in the Outbox. So far \
             {people}."
        )),
        RunEnd::AskedToWait(note) => {
            Notice::problem(format!("Job {job} paused: {note} So far {people}."))
        }
        RunEnd::Crashed(note) => Notice::problem(format!("Job {job} paused: {note}")),
        RunEnd::Refused(why) => Notice::problem_with_details(
            format!("Job {job} was not sent: the outbox could not take it up."),
            why,
        ),
        RunEnd::Stopped(why) => Notice::problem_with_details(
            format!(
                "Job {job} stopped to stay safe: the outbox could not go on. Nothing was sent \
                 twice; resume it when this is solved."
            ),
            why,
        ),
    }
}

/// The toast for every unknown request of a job resolved at once.
fn resolved_all_text(
    job: i64,
    resolution: Resolution,
    requests: usize,
    recipients: usize,
) -> String {
    let (requests, recipients) = (
        words::count(requests, "request"),
        words::count(recipients, "recipient"),
    );
    match resolution {
        Resolution::Resend => {
            format!("Job {job}: sending {requests} to {recipients} again.")
        }
        Resolution::Delivered => {
            format!("Job {job}: {requests} to {recipients} recorded as delivered.")
        }
    }
}

/// What the panel asks the app to do after the frame.
#[derive(Debug)]
pub enum OutboxAction {
    Command(OutboxCommand),
    /// Write the job's delivery report as CSV.
    Export(i64),
}

/// A step that needs the user's word first.
enum Confirm {
    Cancel {
        job: i64,
        waiting: usize,
    },
    Resend {
        job: i64,
        seq: u32,
        recipients: usize,
    },
    /// Every request of the job whose fate is unknown, at once.
    ResolveAll {
        job: i64,
        resolution: Resolution,
        /// The unknown requests when the user asked: exactly these are decided, so one that
        /// turns unknown while the question is open is not decided unseen.
        requests: Vec<u32>,
        recipients: usize,
    },
}

/// A confirmation's words: the question, what it means, and the two answers.
struct Asking {
    heading: String,
    text: String,
    go: &'static str,
    back: &'static str,
}

impl Confirm {
    fn asking(&self) -> Asking {
        match self {
            Confirm::Cancel { job, waiting } => Asking {
                heading: format!("Cancel job {job}?"),
                text: format!(
                    "The {} not sent yet will never be sent. Requests already out are allowed to \
                     finish. This cannot be undone.",
                    words::count(*waiting, "request")
                ),
                go: "Cancel the job",
                back: "Keep it",
            },
            Confirm::Resend {
                job,
                seq,
                recipients,
            } => Asking {
                heading: format!("Send request {seq} of job {job} again?"),
                text: format!(
                    "Its answer was lost, so it may already have reached its {}. If it did, \
                     they get the message twice.",
                    words::count(*recipients, "recipient")
                ),
                go: "Send it again",
                back: "Go back",
            },
            Confirm::ResolveAll {
                job,
                resolution: Resolution::Resend,
                requests,
                recipients,
            } => Asking {
                heading: format!("Resend every unknown request of job {job}?"),
                text: format!(
                    "Resend to {} in {} that may already have received this message? Their \
                     answers were lost: whoever it reached gets it twice.",
                    words::count(*recipients, "recipient"),
                    words::count(requests.len(), "request")
                ),
                go: "Resend them all",
                back: "Go back",
            },
            Confirm::ResolveAll {
                job,
                resolution: Resolution::Delivered,
                requests,
                recipients,
            } => Asking {
                heading: format!("Mark every unknown request of job {job} as delivered?"),
                text: format!(
                    "Record {} to {} as delivered? Do this once you have checked that they \
                     received it: they are not sent again.",
                    words::count(requests.len(), "request"),
                    words::count(*recipients, "recipient")
                ),
                go: "Record as delivered",
                back: "Go back",
            },
        }
    }

    fn command(self) -> OutboxCommand {
        match self {
            Confirm::Cancel { job, .. } => OutboxCommand::Cancel { job },
            Confirm::Resend { job, seq, .. } => OutboxCommand::Resolve {
                job,
                seq,
                resolution: Resolution::Resend,
            },
            Confirm::ResolveAll {
                job,
                resolution,
                requests,
                ..
            } => OutboxCommand::ResolveAllUnknown {
                job,
                only: Some(requests),
                resolution,
            },
        }
    }
}

#[derive(Default)]
pub struct OutboxPanel {
    pub model: OutboxModel,
    decisions_only: bool,
    confirming: Option<Confirm>,
    /// A job to open and scroll to on the next frame ("Open in Outbox").
    reveal: Option<i64>,
    /// Jobs whose requests were opened because one came to need a decision: opened once, so
    /// that the user can close them again.
    opened_for_decision: HashSet<i64>,
}

impl OutboxPanel {
    pub fn reveal(&mut self, job: i64) {
        self.reveal = Some(job);
    }

    pub fn show(&mut self, ui: &mut egui::Ui) -> Option<OutboxAction> {
        match &self.model.journal {
            JournalState::Closed => {
                ui.weak("Connect to a directory to see its outbox.");
                return None;
            }
            JournalState::Opening => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("Opening the outbox…");
                });
                return None;
            }
            JournalState::Failed(why) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!("The outbox could not be opened: {why}. Nothing can be sent."),
                );
                return None;
            }
            JournalState::Open => {}
        }
        let jobs = self.model.jobs();
        ui.horizontal(|ui| {
            ui.label(format!(
                "{} in this directory, newest first.",
                words::count(jobs.len(), "job")
            ));
            ui.checkbox(&mut self.decisions_only, "Only requests that need you");
        });
        if jobs.is_empty() {
            ui.add_space(8.0);
            ui.weak(
                "Nothing sent yet. Messages sent from Compose appear here, with what became of \
                 every request.",
            );
            return None;
        }
        self.show_interrupted(ui);
        let mut action = self.show_jobs(ui);
        if let Some(export) = self.show_elsewhere(ui) {
            action = Some(export);
        }
        if let Some(decided) = self.show_confirmation(ui) {
            action = Some(decided);
        }
        action
    }

    /// A card per job, newest first. A step that asks first waits in `confirming`.
    fn show_jobs(&mut self, ui: &mut egui::Ui) -> Option<OutboxAction> {
        let mut action = None;
        let reveal = self.reveal.take();
        egui::ScrollArea::vertical()
            .id_salt("outbox")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for view in self.model.jobs() {
                    let id = view.id();
                    let status = self.model.status(view);
                    let stopping = self.model.is_stopping(id);
                    let open = if view.needing_decision() > 0 {
                        self.opened_for_decision.insert(id)
                    } else {
                        self.opened_for_decision.remove(&id);
                        false
                    };
                    let clicks = show_job(
                        ui,
                        view,
                        JobCardState {
                            status,
                            stopping,
                            decisions_only: self.decisions_only,
                            open: open || reveal == Some(id),
                            scroll_to: reveal == Some(id),
                        },
                    );
                    if let Some(step) = clicks.action {
                        action = Some(step);
                    }
                    if let Some(confirm) = clicks.confirm {
                        self.confirming = Some(confirm);
                    }
                    ui.add_space(6.0);
                }
            });
        action
    }

    /// Jobs of other directories under a closed header: what they are and where they were
    /// written, and their report; nothing that sends.
    fn show_elsewhere(&self, ui: &mut egui::Ui) -> Option<OutboxAction> {
        let others = self.model.elsewhere();
        if others.is_empty() {
            return None;
        }
        let mut action = None;
        egui::CollapsingHeader::new(format!(
            "{} written for other directories (read-only here)",
            words::count(others.len(), "job")
        ))
        .id_salt("outbox-elsewhere")
        .show(ui, |ui| {
            for view in others {
                let state = JobCardState {
                    status: self.model.status(view),
                    stopping: false,
                    decisions_only: false,
                    open: false,
                    scroll_to: false,
                };
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    show_job_summary(ui, view, &state);
                    ui.colored_label(ui.visuals().warn_fg_color, self.model.elsewhere_note(view));
                    if ui
                        .button("Export report…")
                        .on_hover_text("Writes what became of each recipient as CSV")
                        .clicked()
                    {
                        action = Some(OutboxAction::Export(view.id()));
                    }
                });
                ui.add_space(6.0);
            }
        });
        action
    }

    /// Interrupted jobs wait for the user, whatever tab was open when the app started.
    fn show_interrupted(&self, ui: &mut egui::Ui) {
        let interrupted: Vec<i64> = self
            .model
            .jobs()
            .iter()
            .filter(|j| self.model.status(j) == JobStatus::Interrupted)
            .map(JobView::id)
            .collect();
        if interrupted.is_empty() {
            return;
        }
        egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(1.5, ui.visuals().warn_fg_color))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                let which = interrupted
                    .iter()
                    .map(|id| format!("job {id}"))
                    .collect::<Vec<_>>()
                    .join(", ");
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    format!(
                        "Sending was interrupted ({which}): the app closed while requests were \
                         going out. Nothing more is sent until you press Resume. Requests that \
                         were out at the time read “unknown”: decide on each below."
                    ),
                );
            });
        ui.add_space(6.0);
    }

    fn show_confirmation(&mut self, ui: &mut egui::Ui) -> Option<OutboxAction> {
        let asking = self.confirming.as_ref()?.asking();
        let mut decision = None;
        let modal = egui::Modal::new(egui::Id::unique("outbox-confirm")).show(ui.ctx(), |ui| {
            ui.set_max_width(440.0);
            ui.heading(&asking.heading);
            ui.label(&asking.text);
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(asking.go).clicked() {
                    decision = Some(true);
                }
                if ui.button(asking.back).clicked() {
                    decision = Some(false);
                }
            });
        });
        if modal.should_close() && decision.is_none() {
            decision = Some(false);
        }
        let go = decision?;
        let confirm = self.confirming.take()?;
        go.then(|| OutboxAction::Command(confirm.command()))
    }
}

/// What the user chose on a job's card this frame: a step to take now, or one that asks
/// first.
#[derive(Default)]
struct JobCardClicks {
    action: Option<OutboxAction>,
    confirm: Option<Confirm>,
}

/// What a job's card shows besides the job itself: its status as the panel reads it, and how
/// it is drawn this frame.
struct JobCardState {
    status: JobStatus,
    stopping: bool,
    decisions_only: bool,
    /// Open its requests now (the user may close them again).
    open: bool,
    scroll_to: bool,
}

/// A job's card: what it is and how far it got, what can be done with it, and its requests.
fn show_job(ui: &mut egui::Ui, view: &JobView, state: JobCardState) -> JobCardClicks {
    let mut clicks = JobCardClicks::default();
    let frame = egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        show_job_summary(ui, view, &state);
        show_job_buttons(ui, view, &state, &mut clicks);
        if let Some(confirm) = unknown_decisions(ui, view) {
            clicks.confirm = Some(confirm);
        }
        show_requests(ui, view, &state, &mut clicks);
    });
    if state.scroll_to {
        frame.response.scroll_to_me(Some(egui::Align::TOP));
    }
    clicks
}

/// The job's subject, when and to how many it went, its status and progress, and what
/// became of its recipients and requests.
fn show_job_summary(ui: &mut egui::Ui, view: &JobView, state: &JobCardState) {
    let id = view.id();
    let record = &view.record;
    ui.horizontal(|ui| {
        ui.strong(format!("Job {id}"));
        ui.add(egui::Label::new(format!("“{}”", record.subject)).truncate());
    });
    ui.weak(format!(
        "Created {} · {} · {} · from {}",
        view.created,
        words::count(view.recipient_count(), "recipient"),
        words::count(record.chunks.len(), "request"),
        record.sender_name
    ));
    ui.horizontal(|ui| {
        let (text, color) = status_text(state.status, state.stopping, ui);
        ui.colored_label(color, text);
        let total = record.chunks.len();
        ui.add(
            egui::ProgressBar::new(view.done() as f32 / total.max(1) as f32)
                .desired_width(240.0)
                .text(format!("{} of {total} requests done", view.done())),
        );
        if state.status == JobStatus::Sending
            && let Some(rate) = view.rate()
        {
            let left = view
                .time_left()
                .map(|d| format!(" · about {} left", duration_text(d)))
                .unwrap_or_default();
            ui.weak(format!("{rate:.1} requests/s{left}"));
        }
    });
    ui.label(format!(
        "Recipients: {}",
        view.people.text(record.state == JobState::Cancelled)
    ));
    ui.weak(view.requests_text());
    if let Some(note) = &record.note {
        ui.colored_label(ui.visuals().warn_fg_color, note);
    }
}

/// Pause, Resume and Cancel… as the job's status allows, and its report.
fn show_job_buttons(
    ui: &mut egui::Ui,
    view: &JobView,
    state: &JobCardState,
    clicks: &mut JobCardClicks,
) {
    let (id, status, stopping) = (view.id(), state.status, state.stopping);
    ui.horizontal(|ui| {
        if status == JobStatus::Sending
            && ui
                .add_enabled(!stopping, egui::Button::new("Pause"))
                .on_hover_text("Stops after the requests already out are answered")
                .clicked()
        {
            clicks.action = Some(OutboxAction::Command(OutboxCommand::Pause { job: id }));
        }
        if matches!(status, JobStatus::Paused | JobStatus::Interrupted)
            && ui
                .button("Resume")
                .on_hover_text("Sends the requests still waiting")
                .clicked()
        {
            clicks.action = Some(OutboxAction::Command(OutboxCommand::Resume { job: id }));
        }
        if matches!(
            status,
            JobStatus::Sending | JobStatus::Paused | JobStatus::Interrupted
        ) && ui
            .add_enabled(!stopping, egui::Button::new("Cancel…"))
            .clicked()
        {
            clicks.confirm = Some(Confirm::Cancel {
                job: id,
                waiting: view.count(ChunkState::Queued) + view.count(ChunkState::Retrying),
            });
        }
        if ui
            .button("Export report…")
            .on_hover_text("Writes what became of each recipient as CSV")
            .clicked()
        {
            clicks.action = Some(OutboxAction::Export(id));
        }
    });
}

/// The job's requests under a header the user opens, or the panel opens for them.
fn show_requests(
    ui: &mut egui::Ui,
    view: &JobView,
    state: &JobCardState,
    clicks: &mut JobCardClicks,
) {
    let id = view.id();
    let mut header = egui::CollapsingHeader::new(format!(
        "Requests of job {id} ({})",
        view.record.chunks.len()
    ))
    .id_salt(("outbox-job", id));
    if state.open {
        header = header.open(Some(true));
    }
    header.show(ui, |ui| match show_chunks(ui, view, state.decisions_only) {
        Some(ChunkStep::Do(action)) => clicks.action = Some(action),
        Some(ChunkStep::Confirm(confirm)) => clicks.confirm = Some(confirm),
        None => {}
    });
}

/// One decision for every request whose answer was lost: after an outage a job can have
/// many, and deciding them one by one invites a slip. Both ask first.
fn unknown_decisions(ui: &mut egui::Ui, view: &JobView) -> Option<Confirm> {
    let requests = view.count(ChunkState::Unknown);
    if requests == 0 {
        return None;
    }
    let ask = |resolution| Confirm::ResolveAll {
        job: view.id(),
        resolution,
        requests: view
            .record
            .chunks
            .iter()
            .filter(|chunk| chunk.state == ChunkState::Unknown)
            .map(|chunk| chunk.seq)
            .collect(),
        recipients: view.people.unknown,
    };
    let mut confirm = None;
    ui.horizontal(|ui| {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "{} to {} may have been delivered:",
                words::count(requests, "request"),
                words::count(view.people.unknown, "recipient")
            ),
        );
        if ui
            .button("Resend all unknown…")
            .on_hover_text("Asks first: they may already have received it")
            .clicked()
        {
            confirm = Some(ask(Resolution::Resend));
        }
        if ui
            .button("Mark all unknown as delivered…")
            .on_hover_text("Asks first. You checked: they arrived, and nothing is sent again.")
            .clicked()
        {
            confirm = Some(ask(Resolution::Delivered));
        }
    });
    confirm
}

enum ChunkStep {
    Do(OutboxAction),
    Confirm(Confirm),
}

/// The job's requests, one row each; only the rows on screen are laid out, so a job of
/// thousands of requests costs a frame no more than one of ten.
fn show_chunks(ui: &mut egui::Ui, view: &JobView, decisions_only: bool) -> Option<ChunkStep> {
    let chunks = &view.record.chunks;
    let shown: Vec<usize> = (0..chunks.len())
        .filter(|i| !decisions_only || chunks[*i].state.needs_decision())
        .collect();
    if shown.is_empty() {
        ui.weak("No request needs you here.");
        return None;
    }
    let job = view.id();
    let mut step = None;
    let row_height = ui.spacing().interact_size.y + 4.0;
    TableBuilder::new(ui)
        .id_salt(("outbox-chunks", job))
        .striped(true)
        .resizable(true)
        .vscroll(true)
        .max_scroll_height(320.0)
        .auto_shrink([false, true])
        // Side by side: a request's decisions stay on its one row.
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::exact(64.0))
        .column(Column::initial(130.0).at_least(80.0).clip(true))
        .column(Column::exact(64.0))
        .column(Column::initial(240.0).at_least(100.0).clip(true))
        .column(Column::initial(260.0).at_least(120.0).clip(true))
        .column(Column::remainder().at_least(160.0).clip(true))
        .header(22.0, |mut header| {
            for title in [
                "Request",
                "State",
                "Attempts",
                "Recipients",
                "Your decision",
                "What happened",
            ] {
                header.col(|ui| {
                    ui.strong(title);
                });
            }
        })
        .body(|body| {
            body.rows(row_height, shown.len(), |mut table_row| {
                let index = shown[table_row.index()];
                let (chunk, row) = (&chunks[index], &view.rows[index]);
                table_row.col(|ui| {
                    ui.label(chunk.seq.to_string());
                });
                table_row.col(|ui| {
                    let (text, color) = chunk_state_text(chunk.state, ui);
                    ui.colored_label(color, text);
                });
                table_row.col(|ui| {
                    ui.label(chunk.attempts.to_string());
                });
                table_row.col(|ui| {
                    ui.add(egui::Label::new(&row.recipients).truncate())
                        .on_hover_text(&row.everyone);
                });
                table_row.col(|ui| {
                    if let Some(chosen) = chunk_decisions(ui, job, chunk, row) {
                        step = Some(chosen);
                    }
                });
                table_row.col(|ui| {
                    super::widgets::details_button(ui, &row.details);
                    if !row.words.is_empty() {
                        ui.add(egui::Label::new(&row.words).truncate())
                            .on_hover_text(&row.words);
                    }
                });
            });
        });
    step
}

/// The buttons for a request only the user can move on.
fn chunk_decisions(
    ui: &mut egui::Ui,
    job: i64,
    chunk: &ChunkRecord,
    row: &ChunkRow,
) -> Option<ChunkStep> {
    let seq = chunk.seq;
    let mut step = None;
    match chunk.state {
        ChunkState::Unknown => {
            if ui
                .small_button("Resend…")
                .on_hover_text("Asks first: it may already have been delivered")
                .clicked()
            {
                step = Some(ChunkStep::Confirm(Confirm::Resend {
                    job,
                    seq,
                    recipients: chunk.addressees().count(),
                }));
            }
            if ui
                .small_button("Mark as delivered")
                .on_hover_text("You checked: it arrived. It is not sent again.")
                .clicked()
            {
                step = Some(ChunkStep::Do(OutboxAction::Command(
                    OutboxCommand::Resolve {
                        job,
                        seq,
                        resolution: Resolution::Delivered,
                    },
                )));
            }
        }
        ChunkState::Failed => {
            if ui
                .small_button("Retry")
                .on_hover_text("It was certainly not delivered: sends it again")
                .clicked()
            {
                step = Some(ChunkStep::Do(OutboxAction::Command(
                    OutboxCommand::RetryFailed {
                        job,
                        seq,
                        leave_out: Vec::new(),
                    },
                )));
            }
            let addressees = chunk.addressees().count();
            if !row.named.is_empty()
                && row.named.len() < addressees
                && ui
                    .small_button(format!("Retry without {} invalid", row.named.len()))
                    .on_hover_text("Leaves out the recipients the directory named")
                    .clicked()
            {
                step = Some(ChunkStep::Do(OutboxAction::Command(
                    OutboxCommand::RetryFailed {
                        job,
                        seq,
                        leave_out: row.named.clone(),
                    },
                )));
            }
        }
        _ => {}
    }
    step
}

fn status_text(status: JobStatus, stopping: bool, ui: &egui::Ui) -> (&'static str, egui::Color32) {
    let visuals = ui.visuals();
    if stopping {
        return ("Stopping after the requests out now…", visuals.text_color());
    }
    let color = match status {
        JobStatus::Sending | JobStatus::Done => visuals.strong_text_color(),
        JobStatus::Paused | JobStatus::Cancelled => visuals.weak_text_color(),
        JobStatus::Interrupted | JobStatus::NeedsAttention => visuals.warn_fg_color,
    };
    (status.label(), color)
}

fn chunk_state_text(state: ChunkState, ui: &egui::Ui) -> (&'static str, egui::Color32) {
    let visuals = ui.visuals();
    match state {
        ChunkState::Queued => ("queued", visuals.weak_text_color()),
        ChunkState::Sending => ("sending…", visuals.text_color()),
        ChunkState::Sent => ("sent", visuals.text_color()),
        ChunkState::Pending => ("pending review", visuals.text_color()),
        ChunkState::Rejected => ("rejected", visuals.error_fg_color),
        ChunkState::Failed => ("failed", visuals.error_fg_color),
        ChunkState::Retrying => ("retrying", visuals.weak_text_color()),
        ChunkState::Unknown => ("unknown", visuals.warn_fg_color),
    }
}

/// "45 s", "3 min", "2 h 5 min".
fn duration_text(duration: Duration) -> String {
    let secs = duration.as_secs();
    match secs {
        0..60 => format!("{} s", secs.max(1)),
        60..3600 => format!("{} min", secs.div_ceil(60)),
        _ => format!("{} h {} min", secs / 3600, secs % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::MessageType;
    use crate::store::{ChunkAnswer, JobRecipient};

    fn chunk(seq: u32, recipients: std::ops::Range<u128>) -> ChunkRecord {
        ChunkRecord {
            seq,
            state: ChunkState::Queued,
            attempts: 0,
            next_attempt_at_ms: None,
            http_status: None,
            message: None,
            server_messages: Vec::new(),
            details: None,
            subject: None,
            body: None,
            updated_at_ms: 0,
            recipients: recipients
                .map(|n| JobRecipient {
                    uuid: Uuid::from_u128(n),
                    name: Some(format!("R{n}")),
                    failed: false,
                    left_out: false,
                })
                .collect(),
            receipt_status: None,
            unmatched_failures: 0,
            receipt_meta: None,
        }
    }

    fn job(id: i64) -> JobRecord {
        JobRecord {
            account: None,
            id,
            directory: "test".into(),
            created_at_ms: 1_793_541_780_000,
            state: JobState::Active,
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            subject: "Legal".into(),
            body: "Hello".into(),
            message_type: MessageType::Job,
            personalised: false,
            note: None,
            lease: None,
            chunks: vec![chunk(1, 1..26), chunk(2, 26..51), chunk(3, 51..56)],
        }
    }

    fn answer(state: ChunkState) -> ChunkAnswer {
        ChunkAnswer {
            state,
            http_status: Some(201),
            message: None,
            server_messages: Vec::new(),
            details: None,
            failed_recipients: Vec::new(),
            next_attempt_at_ms: None,
            receipt_status: Some("sent".into()),
            unmatched_failures: 0,
        }
    }

    fn update(seq: u32, state: ChunkState, answer: Option<ChunkAnswer>) -> OutboxEvent {
        OutboxEvent::Chunk(ChunkUpdate {
            job: 7,
            seq,
            state,
            answer,
            receipt_meta: None,
        })
    }

    #[test]
    fn events_move_jobs_and_chunks_and_say_how_a_run_ended() {
        let mut model = OutboxModel::default();
        model.opening();
        let start = Instant::now();
        let mut done = job(3);
        for chunk in &mut done.chunks {
            chunk.state = ChunkState::Sent;
        }
        assert_eq!(
            model.apply(OutboxEvent::Opened(Ok(vec![done])), start),
            None,
            "a finished job is no news"
        );
        assert_eq!(model.journal, JournalState::Open);
        model.expect_running(7);
        model.apply(OutboxEvent::Job(Box::new(job(7))), start);
        let ids: Vec<i64> = model.jobs().iter().map(JobView::id).collect();
        assert_eq!(ids, vec![7, 3], "newest first");
        assert_eq!(
            model.status(model.job(7).unwrap()),
            JobStatus::Sending,
            "a job just created is not read as interrupted before its run takes the lease"
        );

        model.apply(update(1, ChunkState::Sending, None), start);
        let mut receipt = answer(ChunkState::Sent);
        receipt.failed_recipients = vec![Uuid::from_u128(2)];
        model.apply(update(1, ChunkState::Sent, Some(receipt)), start);
        model.apply(update(2, ChunkState::Sending, None), start);
        let mut lost = answer(ChunkState::Unknown);
        lost.message = Some("The connection dropped.".into());
        model.apply(
            update(2, ChunkState::Unknown, Some(lost)),
            start + Duration::from_secs(2),
        );
        let view = model.job(7).unwrap();
        assert_eq!(view.record.chunks[0].attempts, 1);
        assert!(view.record.chunks[0].recipients[1].failed);
        assert_eq!(
            view.record.chunks[1].message.as_deref(),
            Some("The connection dropped.")
        );
        assert_eq!(view.done(), 2);
        assert_eq!(view.rate(), Some(0.5), "two answers two seconds apart");
        assert_eq!(view.time_left(), Some(Duration::from_secs(2)));
        assert_eq!(
            view.people,
            People {
                sent: 24,
                not_delivered: 1,
                unknown: 25,
                waiting: 5,
                ..People::default()
            }
        );
        assert_eq!(
            view.requests_text(),
            "Requests: 1 queued · 1 sent · 1 unknown"
        );

        model.apply(update(3, ChunkState::Sending, None), start);
        model.apply(
            update(3, ChunkState::Failed, Some(answer(ChunkState::Failed))),
            start,
        );
        let notice = model
            .apply(
                OutboxEvent::Ended {
                    job: 7,
                    end: RunEnd::Finished,
                },
                start,
            )
            .unwrap();
        assert!(notice.problem, "requests wait for a decision");
        assert_eq!(
            notice.text,
            "Job 7 finished: 24 sent, 6 not delivered, 25 may have been delivered. \
             2 requests need your decision in the Outbox."
        );
        let view = model.job(7).unwrap();
        assert_eq!(model.status(view), JobStatus::NeedsAttention);
        assert_eq!(view.end, Some(RunEnd::Finished));
        let not_reached: Vec<Uuid> = view.not_reached().iter().map(|r| r.uuid).collect();
        let expected: Vec<Uuid> = [2].into_iter().chain(51..56).map(Uuid::from_u128).collect();
        assert_eq!(
            not_reached, expected,
            "never the unknown request's recipients"
        );
        assert_eq!(model.needing_you(), 1);
        assert_eq!(model.status(model.job(3).unwrap()), JobStatus::Done);
    }

    #[test]
    fn jobs_of_other_directories_are_kept_apart_and_never_count_as_waiting_for_you() {
        let mut model = OutboxModel::default();
        model.belongs_to("https://api.example/v2/");
        model.opening();
        let mut mine = job(7);
        mine.directory = "https://api.example/v2/".into();
        let mut theirs = job(3);
        theirs.directory = "http://127.0.0.1:9000/v2/".into();
        theirs.chunks[0].state = ChunkState::Unknown;
        model.apply(OutboxEvent::Opened(Ok(vec![mine, theirs])), Instant::now());
        assert_eq!(
            model.jobs().iter().map(JobView::id).collect::<Vec<_>>(),
            [7]
        );
        assert_eq!(
            model
                .elsewhere()
                .iter()
                .map(JobView::id)
                .collect::<Vec<_>>(),
            [3]
        );
        assert_eq!(
            model.needing_you(),
            1,
            "job 7, interrupted; not another directory's unknown request"
        );
        let note = model.elsewhere_note(model.job(3).unwrap());
        assert!(
            note.starts_with(
                "Written for http://127.0.0.1:9000/v2/; this is https://api.example/v2/."
            ),
            "{note}"
        );
    }

    #[test]
    fn a_fresh_journal_reading_keeps_what_the_session_measured() {
        let mut model = OutboxModel::default();
        model.opening();
        let start = Instant::now();
        model.apply(OutboxEvent::Opened(Ok(vec![job(7)])), start);
        model.apply(update(1, ChunkState::Sending, None), start);
        model.apply(
            update(1, ChunkState::Sent, Some(answer(ChunkState::Sent))),
            start,
        );
        let notice = model.apply(
            OutboxEvent::Ended {
                job: 7,
                end: RunEnd::Paused,
            },
            start,
        );
        assert_eq!(notice.unwrap().text, "Job 7 paused: 25 sent, 30 waiting.");
        let mut paused = job(7);
        paused.state = JobState::Paused;
        paused.chunks[0].state = ChunkState::Sent;
        model.apply(OutboxEvent::Job(Box::new(paused)), start);
        let view = model.job(7).unwrap();
        assert_eq!(view.end, Some(RunEnd::Paused));
        assert_eq!(model.status(view), JobStatus::Paused);
        assert_eq!(view.people.sent, 25);
    }

    #[test]
    fn jobs_interrupted_at_start_are_reported_and_a_cancelled_jobs_queue_is_not_reached() {
        let mut model = OutboxModel::default();
        model.opening();
        let mut interrupted = job(4);
        interrupted.chunks[0].state = ChunkState::Unknown;
        let mut cancelled = job(5);
        cancelled.state = JobState::Cancelled;
        cancelled.chunks[0].state = ChunkState::Sent;
        let notice = model
            .apply(
                OutboxEvent::Opened(Ok(vec![interrupted, cancelled])),
                Instant::now(),
            )
            .unwrap();
        assert!(notice.problem);
        assert!(
            notice.text.starts_with("Job 4 was interrupted"),
            "{}",
            notice.text
        );
        let view = model.job(5).unwrap();
        assert_eq!(model.status(view), JobStatus::Cancelled);
        assert_eq!(view.not_reached_count(), 30);
        assert_eq!(view.people.text(true), "25 sent, 30 not sent");
    }

    #[test]
    fn a_refusal_naming_recipients_offers_to_leave_them_out() {
        let mut failed = chunk(1, 1..4);
        failed.state = ChunkState::Failed;
        failed.message =
            Some("The directory refused the request; its reasons are in the details.".into());
        failed.http_status = Some(400);
        failed.server_messages = vec![
            format!("Invalid recipient: {}", Uuid::from_u128(2)),
            format!("Invalid recipient: {}", Uuid::from_u128(99)),
        ];
        let row = ChunkRow::of(&failed);
        assert_eq!(
            row.named,
            vec![Uuid::from_u128(2)],
            "only this request's own"
        );
        assert_eq!(row.recipients, "R1, R2, R3");
        assert_eq!(
            row.words,
            "The directory refused the request; its reasons are in the details."
        );
        // Answered before the journal kept details: the status and the directory's words.
        assert!(row.details.starts_with("HTTP 400 · Invalid recipient: "));
        failed.details = Some("the server refused the request (HTTP 400)".into());
        assert_eq!(
            ChunkRow::of(&failed).details,
            "the server refused the request (HTTP 400)"
        );
        let many = ChunkRow::of(&chunk(1, 1..26));
        assert_eq!(many.recipients, "25 recipients: R1, R2, …");
    }

    #[test]
    fn a_requests_details_show_its_whole_receipt() {
        let mut sent = chunk(1, 1..3);
        sent.state = ChunkState::Sent;
        sent.details = Some("HTTP 201".into());
        let meta: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(r#"{"message_vetting_id":"mv-42","queued":true}"#).unwrap();
        sent.receipt_meta = Some(crate::store::ReceiptMeta::bounded(&meta));
        assert_eq!(
            ChunkRow::of(&sent).details,
            "HTTP 201\n\nReceipt:\nmessage_vetting_id: mv-42\nqueued: true"
        );
        sent.details = None;
        sent.http_status = None;
        sent.server_messages.clear();
        assert_eq!(
            ChunkRow::of(&sent).details,
            "Receipt:\nmessage_vetting_id: mv-42\nqueued: true"
        );
    }

    #[test]
    fn times_read_as_utc_dates_and_durations() {
        assert_eq!(crate::times::utc_minutes(0), "1970-01-01 00:00 UTC");
        assert_eq!(
            crate::times::utc_minutes(1_709_210_096_000),
            "2024-02-29 12:34 UTC"
        );
        assert_eq!(duration_text(Duration::from_millis(300)), "1 s");
        assert_eq!(duration_text(Duration::from_secs(61)), "2 min");
        assert_eq!(duration_text(Duration::from_secs(7_500)), "2 h 5 min");
    }

    #[test]
    fn deciding_for_every_unknown_request_names_the_counts_in_the_right_number() {
        let asking = |resolution, requests: u32, recipients| {
            Confirm::ResolveAll {
                job: 3,
                resolution,
                requests: (1..=requests).collect(),
                recipients,
            }
            .asking()
        };
        let resend = asking(Resolution::Resend, 3, 75);
        assert_eq!(resend.heading, "Resend every unknown request of job 3?");
        assert!(
            resend.text.starts_with(
                "Resend to 75 recipients in 3 requests that may already have received this \
                 message?"
            ),
            "{}",
            resend.text
        );
        assert!(
            asking(Resolution::Resend, 1, 1)
                .text
                .starts_with("Resend to 1 recipient in 1 request that"),
        );
        assert!(
            asking(Resolution::Delivered, 1, 25)
                .text
                .starts_with("Record 1 request to 25 recipients as delivered?"),
        );
        assert!(matches!(
            Confirm::ResolveAll {
                job: 3,
                resolution: Resolution::Delivered,
                requests: vec![2, 5],
                recipients: 30,
            }
            .command(),
            OutboxCommand::ResolveAllUnknown {
                job: 3,
                only: Some(ref seqs),
                resolution: Resolution::Delivered
            } if *seqs == [2, 5]
        ));

        let mut model = OutboxModel::default();
        model.opening();
        let notice = model.apply(
            OutboxEvent::ResolvedAll {
                job: 3,
                resolution: Resolution::Resend,
                requests: 1,
                recipients: 25,
            },
            Instant::now(),
        );
        assert_eq!(
            notice,
            Some(Notice::news(
                "Job 3: sending 1 request to 25 recipients again.".into()
            ))
        );
    }
}
