//! The outbox journal: every job, its requests (one request each) and their recipients, and
//! the state of each request, written before each request and after each answer. Everything a
//! restart needs to show a job exactly as it stood is here, and nothing else is needed.
//!
//! The rules about *when* a state may change live in the conditions of these updates (a
//! request takes an answer only while it is `sending`; only an `unknown` request can be resolved),
//! so that two processes or a stale task can never move a request the wrong way.

use std::collections::BTreeMap;
use std::time::{SystemTime, UNIX_EPOCH};

use rusqlite::{OptionalExtension, Transaction, params};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{DraftRecipient, JobId, RequestNote, Store, StoreError};
use crate::api::MessageType;

/// Where one request of a job stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RequestState {
    /// Waiting to be sent.
    Queued,
    /// Written to the journal just before the request went out; no answer yet.
    Sending,
    /// The directory's receipt said sent.
    Sent,
    /// The directory took it and holds it for review.
    Pending,
    /// The directory took it and refused it (e.g. as spam).
    Rejected,
    /// A 4xx answer: certainly not delivered, and not retried without the user.
    Failed,
    /// Certainly not delivered (5xx, 429, no connection); sent again after a pause.
    Retrying,
    /// The request went out and no answer came back: it may have been delivered. Never
    /// sent again without the user's word.
    Unknown,
}

impl RequestState {
    pub const ALL: [Self; 8] = [
        Self::Queued,
        Self::Sending,
        Self::Sent,
        Self::Pending,
        Self::Rejected,
        Self::Failed,
        Self::Retrying,
        Self::Unknown,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Queued => "queued",
            Self::Sending => "sending",
            Self::Sent => "sent",
            Self::Pending => "pending",
            Self::Rejected => "rejected",
            Self::Failed => "failed",
            Self::Retrying => "retrying",
            Self::Unknown => "unknown",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|state| state.as_str() == text)
    }

    /// The directory answered with a receipt: nothing more will happen to this request.
    pub fn is_settled(self) -> bool {
        matches!(self, Self::Sent | Self::Pending | Self::Rejected)
    }

    /// The runner will send it when the job runs.
    pub fn awaits_sending(self) -> bool {
        matches!(self, Self::Queued | Self::Retrying)
    }

    /// Only the user can move it on.
    pub fn needs_decision(self) -> bool {
        matches!(self, Self::Failed | Self::Unknown)
    }
}

impl std::fmt::Display for RequestState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What the user wants done with a job. `active` (sent when a run takes it) and `paused` go
/// either way, on anyone's word; `cancelled` is final. The journal refuses to pause or resume
/// a cancelled job, whichever process asks ([`Store::set_job_state`]), so that a pause or a
/// resume given on a view read before the cancel (a terminal's `outbox pause`, a second
/// window) can neither turn the cancel into a pause nor send the job. *Done* is not a state
/// of the job but of its requests (nothing is left to send): pausing or resuming such a job
/// sends nothing, so it is not refused here; the front ends say there is nothing to pause.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobState {
    Active,
    Paused,
    Cancelled,
}

impl JobState {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Paused => "paused",
            Self::Cancelled => "cancelled",
        }
    }

    /// What a job becomes by the word for this state, as a refusal says it.
    fn as_done(self) -> &'static str {
        match self {
            Self::Active => "resumed",
            Self::Paused => "paused",
            Self::Cancelled => "cancelled",
        }
    }

    pub(super) fn parse(text: &str) -> Self {
        match text {
            "paused" => Self::Paused,
            "cancelled" => Self::Cancelled,
            _ => Self::Active,
        }
    }
}

/// A job as the composer (or the command line) hands it over: the message, and its
/// recipients already split into requests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewJob {
    /// The directory it is for: its normalised base URL (`config::Environment::directory_key`).
    pub directory: String,
    /// The account it is written as, when known.
    pub account: Option<JobAccount>,
    pub sender_name: String,
    pub sender_email: String,
    pub subject: String,
    pub body: String,
    pub message_type: MessageType,
    pub personalised: bool,
    pub requests: Vec<NewRequest>,
    /// The offer this job offers, or closes: its recipients are bound to it in the job's own
    /// transaction, or the job is not written (`store/offers.rs`).
    pub offer: Option<super::OfferBinding>,
}

/// The signed-in account a job was written as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobAccount {
    pub uuid: Uuid,
    /// Its site name, as the directory said, for messages.
    pub name: Option<String>,
}

impl JobAccount {
    /// The account the directory says `user` is; `None` when it named no UUID.
    pub fn of(user: &crate::api::User) -> Option<Self> {
        Some(Self {
            uuid: user.uuid?,
            name: user.site_name.clone(),
        })
    }

    /// The site name, else the UUID.
    pub fn label(&self) -> String {
        self.name.clone().unwrap_or_else(|| self.uuid.to_string())
    }
}

/// Whom a job belongs to: the directory it was written for and, when known, the account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobOwner {
    pub directory: String,
    pub account: Option<JobAccount>,
}

/// A directory's key as a person reads it.
pub fn directory_label(directory: &str) -> String {
    if directory == crate::api::BUILT_IN_SANDBOX {
        "the built-in sandbox".into()
    } else if let Some(name) = directory.strip_prefix("environment:") {
        format!("the environment '{name}' (before directories were told apart)")
    } else {
        directory.to_owned()
    }
}

/// Whether job `job`, owned by `owner`, may be sent here: in `directory`, signed in as
/// `account`. A different account is refused only when both are known. The refusal names
/// both sides: "job 4 was written for https://… as Lingua Bridge; this is http://…".
pub fn check_job_owner(
    job: JobId,
    owner: &JobOwner,
    directory: &str,
    account: Option<&JobAccount>,
) -> Result<(), String> {
    let written_as = owner
        .account
        .as_ref()
        .map(|a| format!(" as {}", a.label()))
        .unwrap_or_default();
    if owner.directory != directory {
        return Err(format!(
            "job {job} was written for {}{written_as}; this is {}. Nothing was sent: open the \
             job's own directory to send it",
            directory_label(&owner.directory),
            directory_label(directory),
        ));
    }
    match (&owner.account, account) {
        (Some(theirs), Some(ours)) if theirs.uuid != ours.uuid => Err(format!(
            "job {job} was written for {}{written_as}; you are signed in as {}. Nothing was \
             sent: sign in as {} to send it",
            directory_label(directory),
            ours.label(),
            theirs.label(),
        )),
        _ => Ok(()),
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRequest {
    pub recipients: Vec<DraftRecipient>,
    /// A personalised subject and body for this request alone.
    pub subject: Option<String>,
    pub body: Option<String>,
}

/// Who is sending a job, and until when that claim holds unless renewed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    pub holder: String,
    pub until_ms: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobRecipient {
    pub uuid: Uuid,
    pub name: Option<String>,
    /// Named in the receipt's `failed_recipients`: the message did not reach them.
    pub failed: bool,
    /// Taken out of the request by the user (e.g. an invalid UUID) before a retry.
    pub left_out: bool,
}

impl JobRecipient {
    pub fn label(&self) -> String {
        self.name.clone().unwrap_or_else(|| self.uuid.to_string())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestRecord {
    pub seq: u32,
    pub state: RequestState,
    pub attempts: u32,
    pub next_attempt_at_ms: Option<i64>,
    pub http_status: Option<u16>,
    /// What became of the request, in plain words: English, as the journal keeps them.
    pub message: Option<String>,
    /// The same as a reason, for the window to word in its language; `None` when the journal
    /// kept only the English (an older journal, or a note the outbox does not type).
    pub note: Option<RequestNote>,
    pub server_messages: Vec<String>,
    /// The technical detail behind `message`: the library's or the directory's words.
    pub details: Option<String>,
    pub subject: Option<String>,
    pub body: Option<String>,
    pub updated_at_ms: i64,
    pub recipients: Vec<JobRecipient>,
    /// The receipt's own status word, when the directory sent a receipt.
    pub receipt_status: Option<String>,
    /// Recipients the receipt says it did not reach whom this app could not match to anyone
    /// in the request: the request did not reach everyone, though no recipient is marked.
    pub unmatched_failures: u32,
    /// The receipt's whole `meta` object, when the directory sent a receipt.
    pub receipt_meta: Option<ReceiptMeta>,
}

/// A receipt's `meta` object as the directory sent it (e.g. the live service's
/// `message_vetting_id`), kept with its request. It comes from outside, so what is kept is
/// bounded: entries that would take it past [`ReceiptMeta::MAX_BYTES`] are left out, and
/// how many were is said in the object itself.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct ReceiptMeta(serde_json::Map<String, serde_json::Value>);

impl ReceiptMeta {
    /// The most JSON text one receipt keeps.
    pub const MAX_BYTES: usize = 8 * 1024;
    /// The entry that counts what was left out.
    pub const OMITTED: &str = "omitted_by_directory_desk";

    pub fn bounded(meta: &serde_json::Map<String, serde_json::Value>) -> Self {
        let mut kept = serde_json::Map::new();
        let mut size = 2;
        let mut omitted = 0usize;
        for (key, value) in meta {
            let entry = serde_json::to_string(key).map_or(0, |k| k.len())
                + serde_json::to_string(value).map_or(usize::MAX / 2, |v| v.len())
                + 2;
            // Room is kept for the count of what was left out.
            if size + entry + Self::OMITTED.len() + 32 > Self::MAX_BYTES {
                omitted += 1;
                continue;
            }
            size += entry;
            kept.insert(key.clone(), value.clone());
        }
        if omitted > 0 {
            kept.insert(Self::OMITTED.to_owned(), omitted.into());
        }
        Self(kept)
    }

    pub fn as_map(&self) -> &serde_json::Map<String, serde_json::Value> {
        &self.0
    }

    /// The object as one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::Value::Object(self.0.clone()).to_string()
    }

    /// What the journal holds; anything but an object reads as nothing.
    fn from_journal(text: Option<String>) -> Option<Self> {
        match serde_json::from_str(&text?) {
            Ok(serde_json::Value::Object(map)) => Some(Self(map)),
            _ => None,
        }
    }
}

impl RequestRecord {
    /// The recipients the request goes to (those the user left out are not sent to).
    pub fn addressees(&self) -> impl Iterator<Item = &JobRecipient> {
        self.recipients.iter().filter(|r| !r.left_out)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobRecord {
    pub id: JobId,
    pub directory: String,
    pub account: Option<JobAccount>,
    pub created_at_ms: i64,
    pub state: JobState,
    pub sender_name: String,
    pub sender_email: String,
    pub subject: String,
    pub body: String,
    pub message_type: MessageType,
    pub personalised: bool,
    /// Why the job paused by itself, in English (the journal's words).
    pub note: Option<String>,
    /// The same as a reason, for the window to word in its language; `None` when the
    /// journal kept only the English.
    pub reason: Option<RequestNote>,
    /// Its state was written by its own run as it ended (a pause as the window closed, a
    /// long wait, a sign-out), not by someone's word.
    pub paused_by_run: bool,
    pub lease: Option<Lease>,
    pub requests: Vec<RequestRecord>,
}

impl JobRecord {
    /// Why the job is paused, in the language spoken where it is called (the window's, or
    /// English for the command line): its reason (a wait the directory asked for, a sign-in
    /// refused, the team database away), else who paused it: its own run as it ended (the
    /// window closed or the program stopped while it sent), or someone's word. `None` unless
    /// paused.
    pub fn why_paused(&self) -> Option<String> {
        if self.state != JobState::Paused {
            return None;
        }
        if let Some(words) = self.reason.as_ref().map(RequestNote::words) {
            return Some(words);
        }
        if let Some(note) = &self.note {
            return Some(note.clone());
        }
        Some(if self.paused_by_run {
            crate::tr!("outbox-paused-as-it-ran")
        } else {
            crate::tr!("outbox-paused-by-word")
        })
    }
}

/// A job without its requests: what a list of jobs needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobSummary {
    pub id: JobId,
    pub directory: String,
    pub created_at_ms: i64,
    pub state: JobState,
    pub subject: String,
    pub note: Option<String>,
    /// `note` as a reason ([`JobRecord::reason`]).
    pub reason: Option<RequestNote>,
    pub lease: Option<Lease>,
    pub recipients: usize,
    pub requests: usize,
    pub by_state: BTreeMap<RequestState, usize>,
}

/// What became of one request, as the journal records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestAnswer {
    pub state: RequestState,
    pub http_status: Option<u16>,
    /// In plain words, English (the journal's); the technical detail goes to `details`.
    pub message: Option<String>,
    /// `message` as a reason, for the window to word in its language. Boxed: an answer
    /// travels in the journal's and the run's messages, which stay small.
    pub note: Option<Box<RequestNote>>,
    pub server_messages: Vec<String>,
    pub details: Option<String>,
    /// Recipients named in the receipt's `failed_recipients`.
    pub failed_recipients: Vec<Uuid>,
    pub next_attempt_at_ms: Option<i64>,
    /// The receipt's status as the directory said it ("sent", "accepted", …); `None` when
    /// there was no receipt.
    pub receipt_status: Option<String>,
    /// Entries of `failed_recipients` with no UUID in them; those with a UUID that is not in
    /// the request are counted by the journal on top.
    pub unmatched_failures: u32,
}

/// One change the sender makes; several are committed together when they arrive together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JournalWrite {
    /// `queued`/`retrying` → `sending`, just before the request. Refused (false) if the request
    /// is no longer waiting (the user resolved it meanwhile), or if the job is no longer in
    /// `while_job`, the state the run sends it in: a Pause or Cancel written by any process
    /// (another window, the command line) stops the run before its next request. A run that
    /// sends in a paused job (a resend, a retry) is stopped too by a wait written since it
    /// began (the team database away): `waited_until` is when the wait the job was paused
    /// for as the run began lapses, if it was one.
    BeginSending {
        job: JobId,
        seq: u32,
        while_job: JobState,
        waited_until: Option<i64>,
    },
    /// `sending` → the answer's state, with the receipt's `meta` when there was a receipt.
    Answer {
        job: JobId,
        seq: u32,
        answer: RequestAnswer,
        receipt_meta: Option<ReceiptMeta>,
    },
    /// Extends the lease; refused (false) if someone else holds it now.
    RenewLease { job: JobId, lease: Lease },
}

impl JournalWrite {
    /// Begins request `seq` of an active job.
    pub fn begin_sending(job: JobId, seq: u32) -> Self {
        Self::BeginSending {
            job,
            seq,
            while_job: JobState::Active,
            waited_until: None,
        }
    }
}

/// The user's word on a request whose fate is unknown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resolution {
    /// Send it again (it goes back to `queued`).
    Resend,
    /// It was delivered (the user checked); it becomes `sent`.
    Delivered,
}

/// What resolving every `unknown` request of a job moved.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ResolvedUnknown {
    /// The requests that moved, in order.
    pub requests: Vec<u32>,
    /// Their recipients (those the user left out not counted).
    pub recipients: usize,
}

/// A refusal to change the journal, in words for the user.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("there is no job {0}")]
    NoSuchJob(JobId),
    #[error("job {job} has no request {seq}")]
    NoSuchRequest { job: JobId, seq: u32 },
    #[error("request {seq} of job {job} is {state}, not {expected}")]
    WrongState {
        job: JobId,
        seq: u32,
        state: RequestState,
        expected: &'static str,
    },
    #[error("job {job} is being sent by {holder}")]
    Leased { job: JobId, holder: String },
    /// A pause or resume of a cancelled job: a cancel is final.
    #[error("job {job} was cancelled; it cannot be {}", .wanted.as_done())]
    Cancelled { job: JobId, wanted: JobState },
    #[error("the outbox journal could not be written: {0}")]
    NotWritten(String),
    #[error("the outbox journal has stopped")]
    Closed,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for JournalError {
    fn from(err: rusqlite::Error) -> Self {
        Self::Store(StoreError::Sql(err))
    }
}

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or_default()
}

impl Store {
    /// Writes a whole job, every request `queued`, in one transaction: it exists entirely or
    /// not at all.
    pub fn create_job(&mut self, job: &NewJob) -> Result<JobId, StoreError> {
        let now = now_ms();
        let transaction = self.connection.transaction()?;
        refuse_do_not_contact(&transaction, job)?;
        transaction.execute(
            "INSERT INTO job (directory, created_at, state, sender_name, sender_email, subject,
                              body, message_type, personalised, account, account_name)
             VALUES (?1, ?2, 'active', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                job.directory,
                now,
                job.sender_name,
                job.sender_email,
                job.subject,
                job.body,
                job.message_type.as_str(),
                job.personalised,
                job.account.as_ref().map(|a| a.uuid.to_string()),
                job.account.as_ref().and_then(|a| a.name.clone()),
            ],
        )?;
        let id = transaction.last_insert_rowid();
        super::offers::bind_offer_job(&transaction, job, JobId::from(id), now)?;
        {
            let mut chunk = transaction.prepare(
                "INSERT INTO chunk (job, seq, state, subject, body, updated_at)
                 VALUES (?1, ?2, 'queued', ?3, ?4, ?5)",
            )?;
            let mut recipient = transaction.prepare(
                "INSERT INTO chunk_recipient (job, seq, position, uuid, name)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?;
            for (index, new) in job.requests.iter().enumerate() {
                let seq = index as i64 + 1;
                chunk.execute(params![id, seq, new.subject, new.body, now])?;
                for (position, r) in new.recipients.iter().enumerate() {
                    recipient.execute(params![
                        id,
                        seq,
                        position as i64,
                        r.uuid.to_string(),
                        r.name
                    ])?;
                }
            }
        }
        transaction.commit()?;
        Ok(JobId::from(id))
    }

    /// Every job of `directory` (all environments when `None`), newest first.
    pub fn job_summaries(&self, directory: Option<&str>) -> Result<Vec<JobSummary>, StoreError> {
        let mut statement = self.connection.prepare(
            "SELECT id, directory, created_at, state, subject, note, lease_holder, lease_until,
                    (SELECT count(*) FROM chunk_recipient r WHERE r.job = job.id), reason
             FROM job WHERE ?1 IS NULL OR directory = ?1 ORDER BY id DESC",
        )?;
        let mut jobs = statement
            .query_map(params![directory], |row| {
                Ok(JobSummary {
                    id: row.get(0)?,
                    directory: row.get(1)?,
                    created_at_ms: row.get(2)?,
                    state: JobState::parse(&row.get::<_, String>(3)?),
                    subject: row.get(4)?,
                    note: row.get(5)?,
                    reason: RequestNote::from_json(row.get::<_, Option<String>>(9)?.as_deref()),
                    lease: lease(row.get(6)?, row.get(7)?),
                    recipients: row.get::<_, i64>(8)? as usize,
                    requests: 0,
                    by_state: BTreeMap::new(),
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut counts = self
            .connection
            .prepare("SELECT state, count(*) FROM chunk WHERE job = ?1 GROUP BY state")?;
        for job in &mut jobs {
            let rows = counts.query_map([job.id], |row| {
                Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)? as usize))
            })?;
            for row in rows {
                let (state, count) = row?;
                if let Some(state) = RequestState::parse(&state) {
                    job.by_state.insert(state, count);
                    job.requests += count;
                }
            }
        }
        Ok(jobs)
    }

    /// One job with every request and recipient.
    pub fn job(&self, id: JobId) -> Result<Option<JobRecord>, StoreError> {
        let job = self
            .connection
            .query_row(
                "SELECT directory, created_at, state, sender_name, sender_email, subject, body,
                        message_type, personalised, note, lease_holder, lease_until, account,
                        account_name, reason, state_by_run
                 FROM job WHERE id = ?1",
                [id],
                |row| {
                    Ok(JobRecord {
                        id,
                        directory: row.get(0)?,
                        created_at_ms: row.get(1)?,
                        state: JobState::parse(&row.get::<_, String>(2)?),
                        sender_name: row.get(3)?,
                        sender_email: row.get(4)?,
                        subject: row.get(5)?,
                        body: row.get(6)?,
                        message_type: row
                            .get::<_, String>(7)?
                            .parse()
                            .unwrap_or(MessageType::Other),
                        personalised: row.get(8)?,
                        note: row.get(9)?,
                        reason: RequestNote::from_json(
                            row.get::<_, Option<String>>(14)?.as_deref(),
                        ),
                        paused_by_run: row.get(15)?,
                        lease: lease(row.get(10)?, row.get(11)?),
                        account: account(row.get(12)?, row.get(13)?),
                        requests: Vec::new(),
                    })
                },
            )
            .optional()?;
        let Some(mut job) = job else {
            return Ok(None);
        };
        job.requests = self.chunks(id, None)?;
        Ok(Some(job))
    }

    /// The requests of a job (or just request `only`), in order, with their recipients.
    pub fn chunks(&self, job: JobId, only: Option<u32>) -> Result<Vec<RequestRecord>, StoreError> {
        let mut statement = self.connection.prepare_cached(
            "SELECT seq, state, attempts, next_attempt_at, http_status, message, server_messages,
                    subject, body, updated_at, receipt_status, unmatched_failures, details,
                    receipt_meta, note
             FROM chunk WHERE job = ?1 AND (?2 IS NULL OR seq = ?2) ORDER BY seq",
        )?;
        let mut chunks = statement
            .query_map(params![job, only], |row| {
                let server_messages: String = row.get(6)?;
                Ok(RequestRecord {
                    seq: row.get(0)?,
                    state: RequestState::parse(&row.get::<_, String>(1)?)
                        .unwrap_or(RequestState::Unknown),
                    attempts: row.get(2)?,
                    next_attempt_at_ms: row.get(3)?,
                    http_status: row.get(4)?,
                    message: row.get(5)?,
                    server_messages: serde_json::from_str(&server_messages).unwrap_or_default(),
                    subject: row.get(7)?,
                    body: row.get(8)?,
                    updated_at_ms: row.get(9)?,
                    recipients: Vec::new(),
                    receipt_status: row.get(10)?,
                    unmatched_failures: row.get(11)?,
                    details: row.get(12)?,
                    receipt_meta: ReceiptMeta::from_journal(row.get(13)?),
                    note: RequestNote::from_json(row.get::<_, Option<String>>(14)?.as_deref()),
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut recipients = self.connection.prepare_cached(
            "SELECT seq, uuid, name, failed, left_out FROM chunk_recipient
             WHERE job = ?1 AND (?2 IS NULL OR seq = ?2) ORDER BY seq, position",
        )?;
        let rows = recipients.query_map(params![job, only], |row| {
            Ok((
                row.get::<_, u32>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, Option<String>>(2)?,
                row.get::<_, bool>(3)?,
                row.get::<_, bool>(4)?,
            ))
        })?;
        let first_seq = chunks.first().map_or(1, |c| c.seq);
        for row in rows {
            let (seq, uuid, name, failed, left_out) = row?;
            // Requests are numbered without gaps, so a request's place is its number's offset.
            let Some(chunk) = chunks.get_mut(seq.wrapping_sub(first_seq) as usize) else {
                continue;
            };
            if let Ok(uuid) = Uuid::try_parse(&uuid) {
                chunk.recipients.push(JobRecipient {
                    uuid,
                    name,
                    failed,
                    left_out,
                });
            }
        }
        Ok(chunks)
    }

    /// Commits `writes` in one transaction (a group commit: one sync for all of them), and
    /// says for each whether it applied.
    pub fn apply(&mut self, writes: &[JournalWrite]) -> Result<Vec<bool>, StoreError> {
        let now = now_ms();
        let transaction = self.connection.transaction()?;
        let applied = writes
            .iter()
            .map(|write| apply_one(&transaction, write, now))
            .collect::<Result<Vec<_>, _>>()?;
        transaction.commit()?;
        Ok(applied)
    }

    /// Begins request `seq` of `job` ([`JournalWrite::BeginSending`]) and, in the same
    /// transaction, reads whom it goes to as the journal holds them now: `None` when it may
    /// not begin. The message is built from this list, never from a copy read earlier, so a
    /// mark written meanwhile by anyone (a colleague's, through
    /// [`Store::leave_out_marked_by_team`]; one on this desk, left out here) is honoured
    /// whatever the request's size.
    pub fn begin_request(
        &mut self,
        job: JobId,
        seq: u32,
        while_job: JobState,
        waited_until: Option<i64>,
    ) -> Result<Option<Vec<Uuid>>, StoreError> {
        let transaction = self.connection.transaction()?;
        let begin = JournalWrite::BeginSending {
            job,
            seq,
            while_job,
            waited_until,
        };
        if !apply_one(&transaction, &begin, now_ms())? {
            transaction.commit()?;
            return Ok(None);
        }
        let addressees = {
            let mut statement = transaction.prepare(
                "SELECT uuid FROM chunk_recipient
                 WHERE job = ?1 AND seq = ?2 AND left_out = 0 ORDER BY position",
            )?;
            let rows = statement.query_map(params![job, seq], |row| row.get::<_, String>(0))?;
            let mut addressees = Vec::new();
            for row in rows {
                let text = row?;
                let uuid = Uuid::parse_str(&text).map_err(|_| {
                    StoreError::Sql(rusqlite::Error::FromSqlConversionFailure(
                        0,
                        rusqlite::types::Type::Text,
                        format!("a recipient of job {job} is not a UUID").into(),
                    ))
                })?;
                addressees.push(uuid);
            }
            addressees
        };
        transaction.commit()?;
        Ok(Some(addressees))
    }

    /// Keeps with `job` the window of colleagues' recent contacts its team check used.
    pub fn keep_recent_window(&mut self, job: JobId, days: u32) -> Result<(), StoreError> {
        self.connection.execute(
            "UPDATE job SET recent_days = ?2 WHERE id = ?1",
            params![job, days],
        )?;
        Ok(())
    }

    /// The window [`Store::keep_recent_window`] kept with `job`, if any.
    pub fn recent_window(&self, job: JobId) -> Result<Option<u32>, StoreError> {
        Ok(self
            .connection
            .query_row("SELECT recent_days FROM job WHERE id = ?1", [job], |row| {
                row.get::<_, Option<u32>>(0)
            })
            .optional()?
            .flatten())
    }

    /// Whom `job` belongs to; `None`: no such job.
    pub fn job_owner(&self, job: JobId) -> Result<Option<JobOwner>, StoreError> {
        Ok(self
            .connection
            .query_row(
                "SELECT directory, account, account_name FROM job WHERE id = ?1",
                [job],
                |row| {
                    Ok(JobOwner {
                        directory: row.get(0)?,
                        account: account(row.get(1)?, row.get(2)?),
                    })
                },
            )
            .optional()?)
    }

    /// What the user last wanted of `job`, as any process wrote it; `None`: no such job.
    pub fn job_state(&self, job: JobId) -> Result<Option<JobState>, StoreError> {
        Ok(job_state(&self.connection, job)?)
    }

    /// A run of the whole job begins, on the user's word to send it (a new job, a resume,
    /// which wrote `active` first): the job is active, its note gone, if it is active or
    /// paused by a run's own end ([`Store::settle_job_state`]: a run that was stopping as
    /// the user resumed it wrote `paused` over the resume). A pause or cancel that anyone
    /// wrote stands, even one written after the resume that started this run (a terminal's
    /// `outbox pause` between the window's resume and its run). Returns the state the job
    /// is in now: a run that finds it not active sends nothing.
    pub fn activate_job(&mut self, job: JobId) -> Result<JobState, JournalError> {
        let transaction = self.connection.transaction()?;
        transaction.execute(
            "UPDATE job SET state = 'active', note = NULL, reason = NULL, state_by_run = 0
             WHERE id = ?1 AND (state = 'active' OR (state = 'paused' AND state_by_run = 1))",
            [job],
        )?;
        let state = job_state(&transaction, job)?;
        transaction.commit()?;
        state.ok_or(JournalError::NoSuchJob(job))
    }

    /// What a run writes as it ends paused or cancelled: the pause this process told it (the
    /// window closing says so to the run alone), or a sign-out's or a long wait's, with its
    /// note. It never undoes a cancel that anyone (another window, the command line) wrote
    /// meanwhile. A state it changes is marked as the run's own, which the next run of the
    /// whole job takes back ([`Store::activate_job`]); one it finds as someone wrote it
    /// (their pause) stays theirs. Returns the state the job is in now.
    pub fn settle_job_state(
        &mut self,
        job: JobId,
        state: JobState,
        note: Option<&RequestNote>,
    ) -> Result<JobState, JournalError> {
        let (words, reason) = note.map(RequestNote::columns).unzip();
        let transaction = self.connection.transaction()?;
        // SET reads the row as it was: `state` here is the state before this write.
        transaction.execute(
            "UPDATE job SET state_by_run = CASE WHEN state = ?2 THEN state_by_run ELSE 1 END,
                            state = ?2, note = ?3, reason = ?4
             WHERE id = ?1 AND (?2 = 'cancelled' OR state != 'cancelled')",
            params![job, state.as_str(), words, reason],
        )?;
        let now = job_state(&transaction, job)?;
        transaction.commit()?;
        now.ok_or(JournalError::NoSuchJob(job))
    }

    /// Pauses `job` for `note`, a reason that lapses by itself (the team database away), as
    /// a run's own pause: it goes on by itself once the reason lapses
    /// ([`Store::job_may_go_on`]), and a run sending it stops before its next request, as
    /// for a pause written elsewhere. Written only over an active job or a run's own pause:
    /// a pause or cancel someone gave stays theirs. Whether it was written.
    pub fn pause_for(&mut self, job: JobId, note: &RequestNote) -> Result<bool, JournalError> {
        let (words, reason) = note.columns();
        let transaction = self.connection.transaction()?;
        let row: Option<(String, bool, Option<String>)> = transaction
            .query_row(
                "SELECT state, state_by_run, reason FROM job WHERE id = ?1",
                [job],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )
            .optional()?;
        // Over a run's own pause only when its reason lapses too (or it has none): a refused
        // sign-in waits for the user, not for a try in a minute.
        let may = match row {
            Some((state, _, _)) if state == "active" => true,
            Some((state, true, reason)) if state == "paused" => {
                reason.is_none_or(|reason| RequestNote::lapse_of(&reason).is_some())
            }
            _ => false,
        };
        if may {
            transaction.execute(
                "UPDATE job SET state = 'paused', state_by_run = 1, note = ?2, reason = ?3
                 WHERE id = ?1",
                params![job, words, reason],
            )?;
        }
        transaction.commit()?;
        Ok(may)
    }

    /// What `job` waits for, if a run paused it for a reason that lapses by itself (a wait
    /// the directory asked for, the team database away); `None` for any other state.
    pub fn job_waits_for(&self, job: JobId) -> Result<Option<RequestNote>, StoreError> {
        Ok(lapsing_wait(&self.connection, job)?)
    }

    /// The jobs of `directory` a run paused for a reason that lapses by itself, with
    /// something left to send, and when each may go on (Unix ms): what the outbox wakes for.
    pub fn lapsing_jobs(&self, directory: &str) -> Result<Vec<(JobId, i64)>, StoreError> {
        let mut statement = self.connection.prepare(
            "SELECT id, reason FROM job
             WHERE directory = ?1 AND state = 'paused' AND state_by_run = 1
               AND reason IS NOT NULL
               AND EXISTS (SELECT 1 FROM chunk k WHERE k.job = job.id
                           AND k.state IN ('queued', 'retrying', 'sending'))",
        )?;
        let rows = statement.query_map([directory], |row| {
            Ok((JobId(row.get(0)?), row.get::<_, String>(1)?))
        })?;
        let mut lapsing = Vec::new();
        for row in rows {
            let (job, reason) = row?;
            if let Some(at) = RequestNote::lapse_of(&reason) {
                lapsing.push((job, at));
            }
        }
        Ok(lapsing)
    }

    /// The user's word on a job, from any front end or process (and the supervisor's pause
    /// of a run that crashed): `active` (a resume), `paused` or `cancelled`. A cancelled
    /// job stays so: anything but another cancel is refused ([`JournalError::Cancelled`]),
    /// checked in the statement that would write it, so that no pause or resume given on a
    /// view read before the cancel can undo it.
    pub fn set_job_state(
        &mut self,
        job: JobId,
        state: JobState,
        note: Option<&str>,
    ) -> Result<(), JournalError> {
        let changed = self.connection.execute(
            "UPDATE job SET state = ?2, note = ?3, reason = NULL, state_by_run = 0
             WHERE id = ?1 AND (state != 'cancelled' OR ?2 = 'cancelled')",
            params![job, state.as_str(), note],
        )?;
        if changed == 0 {
            // Jobs are never deleted: one that is there was cancelled.
            return Err(match self.job_state(job)? {
                None => JournalError::NoSuchJob(job),
                Some(_) => JournalError::Cancelled { job, wanted: state },
            });
        }
        Ok(())
    }

    /// Claims a job for sending. Allowed when nobody holds it, the holder's lease ran out, it
    /// is our own, or `holder_is_gone` (the caller proved the holder's process dead). Any
    /// request still `sending` belonged to a sender that is gone: it becomes `unknown`.
    pub fn take_lease(
        &mut self,
        job: JobId,
        lease: &Lease,
        holder_is_gone: bool,
    ) -> Result<usize, JournalError> {
        let now = now_ms();
        let transaction = self
            .connection
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let current: Option<(Option<String>, Option<i64>)> = transaction
            .query_row(
                "SELECT lease_holder, lease_until FROM job WHERE id = ?1",
                [job],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?;
        let Some((holder, until)) = current else {
            return Err(JournalError::NoSuchJob(job));
        };
        if let (Some(holder), Some(until)) = (holder, until)
            && holder != lease.holder
            && until > now
            && !holder_is_gone
        {
            return Err(JournalError::Leased { job, holder });
        }
        transaction.execute(
            "UPDATE job SET lease_holder = ?2, lease_until = ?3 WHERE id = ?1",
            params![job, lease.holder, lease.until_ms],
        )?;
        let interrupted = mark_interrupted(&transaction, job, now)?;
        leave_out_do_not_contact(&transaction, job, None, now)?;
        transaction.commit()?;
        Ok(interrupted)
    }

    /// Gives a job up, if `holder` still holds it.
    pub fn release_lease(&mut self, job: JobId, holder: &str) -> Result<(), StoreError> {
        self.connection.execute(
            "UPDATE job SET lease_holder = NULL, lease_until = NULL
             WHERE id = ?1 AND lease_holder = ?2",
            params![job, holder],
        )?;
        Ok(())
    }

    /// After a sender died without a word: its `sending` requests become `unknown` and its
    /// lease is cleared. Returns how many requests were interrupted.
    pub fn recover_abandoned(&mut self, job: JobId) -> Result<usize, StoreError> {
        let transaction = self.connection.transaction()?;
        transaction.execute(
            "UPDATE job SET lease_holder = NULL, lease_until = NULL WHERE id = ?1",
            [job],
        )?;
        let interrupted = mark_interrupted(&transaction, job, now_ms())?;
        transaction.commit()?;
        Ok(interrupted)
    }

    /// The user's word on an `unknown` request.
    pub fn resolve_unknown(
        &mut self,
        job: JobId,
        seq: u32,
        resolution: Resolution,
    ) -> Result<(), JournalError> {
        let (state, note) = resolution_change(resolution);
        let (message, note) = note.as_ref().map(RequestNote::columns).unzip();
        self.change_request(job, seq, RequestState::Unknown, "unknown", |tx| {
            tx.execute(
                "UPDATE chunk SET state = ?3, message = COALESCE(?4, message),
                        note = COALESCE(?6, note),
                        next_attempt_at = NULL, updated_at = ?5
                 WHERE job = ?1 AND seq = ?2",
                params![job, seq, state, message, now_ms(), note],
            )?;
            Ok(())
        })
    }

    /// The user's word on every `unknown` request of a job at once, in one transaction: the
    /// requests still `unknown` when it runs move, and no other. Returns what moved; nothing
    /// when the job has no `unknown` request.
    pub fn resolve_all_unknown(
        &mut self,
        job: JobId,
        only: Option<&[u32]>,
        resolution: Resolution,
    ) -> Result<ResolvedUnknown, JournalError> {
        let (state, note) = resolution_change(resolution);
        let (message, note) = note.as_ref().map(RequestNote::columns).unzip();
        let transaction = self
            .connection
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let exists: Option<i64> = transaction
            .query_row("SELECT id FROM job WHERE id = ?1", [job], |row| row.get(0))
            .optional()?;
        if exists.is_none() {
            return Err(JournalError::NoSuchJob(job));
        }
        let candidates: Vec<u32> = match only {
            Some(seqs) => seqs.to_vec(),
            None => transaction
                .prepare("SELECT seq FROM chunk WHERE job = ?1 AND state = 'unknown'")?
                .query_map([job], |row| row.get(0))?
                .collect::<Result<_, _>>()?,
        };
        let mut requests = Vec::new();
        {
            // Only a request still `unknown` moves: one answered or decided meanwhile stays.
            let mut update = transaction.prepare(
                "UPDATE chunk SET state = ?3, message = COALESCE(?4, message),
                        note = COALESCE(?6, note),
                        next_attempt_at = NULL, updated_at = ?5
                 WHERE job = ?1 AND seq = ?2 AND state = 'unknown'",
            )?;
            for seq in candidates {
                if update.execute(params![job, seq, state, message, now_ms(), note])? == 1 {
                    requests.push(seq);
                }
            }
        }
        requests.sort_unstable();
        let mut count = transaction.prepare(
            "SELECT count(*) FROM chunk_recipient WHERE job = ?1 AND seq = ?2 AND left_out = 0",
        )?;
        let mut recipients = 0;
        for seq in &requests {
            recipients += count.query_row(params![job, seq], |row| row.get::<_, i64>(0))? as usize;
        }
        drop(count);
        transaction.commit()?;
        Ok(ResolvedUnknown {
            requests,
            recipients,
        })
    }

    /// Puts a `failed` request back in the queue, without the recipients in `leave_out` (say,
    /// the invalid UUIDs the directory named). Refused if that would leave nobody.
    pub fn retry_failed(
        &mut self,
        job: JobId,
        seq: u32,
        leave_out: &[Uuid],
    ) -> Result<(), JournalError> {
        self.change_request(job, seq, RequestState::Failed, "failed", |tx| {
            for uuid in leave_out {
                tx.execute(
                    "UPDATE chunk_recipient SET left_out = 1 WHERE job = ?1 AND seq = ?2 AND uuid = ?3",
                    params![job, seq, uuid.to_string()],
                )?;
            }
            let remaining: i64 = tx.query_row(
                "SELECT count(*) FROM chunk_recipient WHERE job = ?1 AND seq = ?2 AND left_out = 0",
                params![job, seq],
                |row| row.get(0),
            )?;
            if remaining == 0 {
                // Nobody left to send to: it stays failed, and the leaving out is undone.
                return Err(rusqlite::Error::QueryReturnedNoRows);
            }
            tx.execute(
                "UPDATE chunk SET state = 'queued', next_attempt_at = NULL, updated_at = ?3
                 WHERE job = ?1 AND seq = ?2",
                params![job, seq, now_ms()],
            )?;
            Ok(())
        })
    }

    /// Runs `change` on request `seq` if it is in state `expected`, all in one transaction.
    fn change_request(
        &mut self,
        job: JobId,
        seq: u32,
        expected: RequestState,
        expected_text: &'static str,
        change: impl FnOnce(&Transaction) -> rusqlite::Result<()>,
    ) -> Result<(), JournalError> {
        let transaction = self
            .connection
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let state: Option<String> = transaction
            .query_row(
                "SELECT state FROM chunk WHERE job = ?1 AND seq = ?2",
                params![job, seq],
                |row| row.get(0),
            )
            .optional()?;
        let Some(state) = state.as_deref().and_then(RequestState::parse) else {
            return Err(JournalError::NoSuchRequest { job, seq });
        };
        if state != expected {
            return Err(JournalError::WrongState {
                job,
                seq,
                state,
                expected: expected_text,
            });
        }
        match change(&transaction) {
            Ok(()) => {}
            Err(rusqlite::Error::QueryReturnedNoRows) => {
                return Err(JournalError::WrongState {
                    job,
                    seq,
                    state,
                    expected: "a request with someone left to send to",
                });
            }
            Err(err) => return Err(err.into()),
        }
        transaction.commit()?;
        Ok(())
    }

    /// What reached `uuid` in `directory`: (job, subject, state, when), newest first.
    pub fn history_for(
        &self,
        directory: &str,
        uuid: Uuid,
    ) -> Result<Vec<(JobId, String, RequestState, i64)>, StoreError> {
        let mut statement = self.connection.prepare_cached(
            "SELECT job, subject, state, at FROM sent_history
             WHERE directory = ?1 AND uuid = ?2 ORDER BY at DESC",
        )?;
        let rows = statement
            .query_map(params![directory, uuid.to_string()], |row| {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    RequestState::parse(&row.get::<_, String>(2)?).unwrap_or(RequestState::Sent),
                    row.get(3)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }
}

/// The last line of defence for people who asked not to be contacted: a job that names any
/// of them is not written, whichever front end made it and whatever it checked before.
fn refuse_do_not_contact(transaction: &Transaction, job: &NewJob) -> Result<(), StoreError> {
    let mut named = Vec::new();
    for recipient in job.requests.iter().flat_map(|c| &c.recipients) {
        if super::vendors::is_marked_do_not_contact(transaction, &job.directory, recipient.uuid)? {
            named.push(recipient.label());
        }
    }
    if named.is_empty() {
        return Ok(());
    }
    Err(StoreError::Refused(format!(
        "{} marked do not contact: {}",
        crate::words::count(named.len(), "recipient"),
        named.join(", ")
    )))
}

/// A job written before someone was marked do not contact does not reach them either: when a
/// run takes the job, they are left out of every request still waiting, and a request left
/// with nobody fails with a note instead of going.
/// Leaves out of the job's waiting requests (or of request `only`) everyone marked do not
/// contact since they were written; a request left with nobody fails with a note. Returns
/// how many were left out.
fn leave_out_do_not_contact(
    transaction: &Transaction,
    job: JobId,
    only: Option<u32>,
    now: i64,
) -> rusqlite::Result<usize> {
    let left_out = transaction.execute(
        "UPDATE chunk_recipient SET left_out = 1
         WHERE job = ?1 AND left_out = 0 AND (?2 IS NULL OR seq = ?2)
           AND seq IN (SELECT seq FROM chunk WHERE job = ?1 AND state IN ('queued', 'retrying'))
           AND uuid IN (SELECT v.uuid FROM vendor v JOIN job ON job.directory = v.directory
                        WHERE job.id = ?1 AND v.status = 'do_not_contact')",
        params![job, only],
    )?;
    if left_out > 0 {
        let (message, note) = RequestNote::NobodyToContact { for_team: false }.columns();
        transaction.execute(
            "UPDATE chunk SET state = 'failed', message = ?2, note = ?5, next_attempt_at = NULL,
                    updated_at = ?3
             WHERE job = ?1 AND state IN ('queued', 'retrying') AND (?4 IS NULL OR seq = ?4)
               AND NOT EXISTS (SELECT 1 FROM chunk_recipient r
                               WHERE r.job = chunk.job AND r.seq = chunk.seq AND r.left_out = 0)",
            params![job, message, now, only, note],
        )?;
    }
    Ok(left_out)
}

/// The state an `unknown` request takes on the user's word, and the note it gets.
fn resolution_change(resolution: Resolution) -> (&'static str, Option<RequestNote>) {
    match resolution {
        Resolution::Resend => ("queued", None),
        Resolution::Delivered => ("sent", Some(RequestNote::MarkedDelivered)),
    }
}

fn lease(holder: Option<String>, until: Option<i64>) -> Option<Lease> {
    Some(Lease {
        holder: holder?,
        until_ms: until?,
    })
}

fn mark_interrupted(transaction: &Transaction, job: JobId, now: i64) -> rusqlite::Result<usize> {
    let (message, note) = RequestNote::Interrupted.columns();
    transaction.execute(
        "UPDATE chunk SET state = 'unknown', message = ?2, note = ?4, updated_at = ?3
         WHERE job = ?1 AND state = 'sending'",
        params![job, message, now, note],
    )
}

/// A job's account from its columns; one that is not a UUID was not written by us: unknown.
fn account(uuid: Option<String>, name: Option<String>) -> Option<JobAccount> {
    let uuid = Uuid::try_parse(&uuid?).ok()?;
    Some(JobAccount { uuid, name })
}

fn job_state(connection: &rusqlite::Connection, job: JobId) -> rusqlite::Result<Option<JobState>> {
    connection
        .query_row("SELECT state FROM job WHERE id = ?1", [job], |row| {
            row.get::<_, String>(0)
        })
        .optional()
        .map(|state| state.as_deref().map(JobState::parse))
}

/// The reason a run paused `job` for, when it lapses by itself (the team database away, a
/// Retry-After); `None` when the job waits for none. Read alone or inside a transaction.
fn lapsing_wait(
    connection: &rusqlite::Connection,
    job: JobId,
) -> rusqlite::Result<Option<RequestNote>> {
    let reason: Option<Option<String>> = connection
        .query_row(
            "SELECT reason FROM job WHERE id = ?1 AND state = 'paused' AND state_by_run = 1",
            [job],
            |row| row.get(0),
        )
        .optional()?;
    Ok(RequestNote::from_json(reason.flatten().as_deref())
        .filter(|note| note.lapses_at().is_some()))
}

/// When the wait a run paused `job` for lapses; `None` when it waits for none.
fn waits_until(transaction: &Transaction, job: JobId) -> rusqlite::Result<Option<i64>> {
    Ok(lapsing_wait(transaction, job)?.and_then(|note| note.lapses_at()))
}

fn apply_one(transaction: &Transaction, write: &JournalWrite, now: i64) -> rusqlite::Result<bool> {
    let changed = match write {
        // A job paused or cancelled by anyone since the run began does not begin another
        // request. Someone marked do not contact after the run read this request is left
        // out now, in the same transaction, and the request does not begin with its old
        // addressees: the run reads it again (or finds it failed, with nobody left) and
        // sends what is left.
        JournalWrite::BeginSending {
            job,
            seq,
            while_job,
            waited_until,
        } => {
            let stopped = job_state(transaction, *job)? != Some(*while_job)
                || waits_until(transaction, *job)? != *waited_until;
            if stopped || leave_out_do_not_contact(transaction, *job, Some(*seq), now)? > 0 {
                0
            } else {
                transaction.execute(
                    "UPDATE chunk SET state = 'sending', attempts = attempts + 1,
                            next_attempt_at = NULL, updated_at = ?3
                     WHERE job = ?1 AND seq = ?2 AND state IN ('queued', 'retrying')",
                    params![job, seq, now],
                )?
            }
        }
        JournalWrite::Answer {
            job,
            seq,
            answer,
            receipt_meta,
        } => {
            let changed = transaction.execute(
                "UPDATE chunk SET state = ?3, http_status = ?4, message = ?5, server_messages = ?6,
                        next_attempt_at = ?7, updated_at = ?8, receipt_status = ?9,
                        unmatched_failures = ?10, details = ?11, receipt_meta = ?12, note = ?13
                 WHERE job = ?1 AND seq = ?2 AND state = 'sending'",
                params![
                    job,
                    seq,
                    answer.state.as_str(),
                    answer.http_status,
                    answer.message,
                    serde_json::to_string(&answer.server_messages).unwrap_or_else(|_| "[]".into()),
                    answer.next_attempt_at_ms,
                    now,
                    answer.receipt_status,
                    answer.unmatched_failures,
                    answer.details,
                    receipt_meta.as_ref().map(ReceiptMeta::to_json),
                    answer.note.as_deref().map(RequestNote::to_json)
                ],
            )?;
            if changed > 0 {
                let mut not_in_request = 0u32;
                for uuid in &answer.failed_recipients {
                    let marked = transaction.execute(
                        "UPDATE chunk_recipient SET failed = 1 WHERE job = ?1 AND seq = ?2 AND uuid = ?3",
                        params![job, seq, uuid.to_string()],
                    )?;
                    if marked == 0 {
                        not_in_request += 1;
                    }
                }
                if not_in_request > 0 {
                    transaction.execute(
                        "UPDATE chunk SET unmatched_failures = unmatched_failures + ?3
                         WHERE job = ?1 AND seq = ?2",
                        params![job, seq, not_in_request],
                    )?;
                }
            }
            changed
        }
        JournalWrite::RenewLease { job, lease } => transaction.execute(
            "UPDATE job SET lease_until = ?3 WHERE id = ?1 AND lease_holder = ?2",
            params![job, lease.holder, lease.until_ms],
        )?,
    };
    Ok(changed > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paused_job_says_why_whoever_paused_it() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store.create_job(&job(&[1, 2])).unwrap();
        let why = |store: &Store| store.job(id).unwrap().unwrap().why_paused();
        assert_eq!(why(&store), None, "active");
        store.set_job_state(id, JobState::Paused, None).unwrap();
        assert!(why(&store).unwrap().starts_with("Paused by hand"));
        store.set_job_state(id, JobState::Active, None).unwrap();
        store.settle_job_state(id, JobState::Paused, None).unwrap();
        assert!(why(&store).unwrap().starts_with("Paused as its run ended"));
        let away = RequestNote::TeamAway {
            retry_at_ms: 1_795_525_560_000,
        };
        store.pause_for(id, &away).unwrap();
        assert_eq!(why(&store), Some(away.in_english()));
        // The user's word replaces the run's reason: it is theirs now.
        store.set_job_state(id, JobState::Paused, None).unwrap();
        assert!(why(&store).unwrap().starts_with("Paused by hand"));
        store.set_job_state(id, JobState::Cancelled, None).unwrap();
        assert_eq!(why(&store), None, "cancelled");
    }

    fn job(recipients: &[u128]) -> NewJob {
        NewJob {
            account: None,
            directory: "test".into(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            subject: "Job".into(),
            body: "Hello".into(),
            message_type: MessageType::Rfq,
            personalised: false,
            offer: None,
            requests: recipients
                .chunks(2)
                .map(|chunk| NewRequest {
                    recipients: chunk
                        .iter()
                        .map(|n| DraftRecipient {
                            uuid: Uuid::from_u128(*n),
                            name: None,
                        })
                        .collect(),
                    subject: None,
                    body: None,
                })
                .collect(),
        }
    }

    fn answer(state: RequestState, failed: &[u128]) -> RequestAnswer {
        RequestAnswer {
            state,
            http_status: Some(201),
            message: None,
            note: None,
            server_messages: Vec::new(),
            details: None,
            failed_recipients: failed.iter().map(|n| Uuid::from_u128(*n)).collect(),
            next_attempt_at_ms: None,
            receipt_status: Some(state.as_str().to_owned()),
            unmatched_failures: 0,
        }
    }

    #[test]
    fn a_requests_note_is_kept_beside_its_english_and_dropped_when_the_words_change() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store.create_job(&job(&[1, 2, 3, 4])).unwrap();
        let note = RequestNote::MaybeDelivered {
            trouble: crate::api::Trouble::Transport {
                failure: crate::api::TransportFailure::Dropped,
            },
        };
        let mut maybe = answer(RequestState::Unknown, &[]);
        maybe.message = Some("The connection broke after the message was sent.".into());
        maybe.note = Some(Box::new(note.clone()));
        for seq in [1, 2] {
            let answered = JournalWrite::Answer {
                job: id,
                seq,
                answer: maybe.clone(),
                receipt_meta: None,
            };
            store
                .apply(&[JournalWrite::begin_sending(id, seq), answered])
                .unwrap();
        }
        let kept = store.chunks(id, None).unwrap();
        assert_eq!(kept[0].note.as_ref(), Some(&note));
        assert_eq!(kept[0].message, maybe.message);
        // A resend keeps the words, and so the note; marked delivered, both are new.
        store.resolve_unknown(id, 1, Resolution::Resend).unwrap();
        store.resolve_unknown(id, 2, Resolution::Delivered).unwrap();
        let now = store.chunks(id, None).unwrap();
        assert_eq!(now[0].note.as_ref(), Some(&note));
        assert_eq!(now[1].note, Some(RequestNote::MarkedDelivered));
        assert_eq!(
            now[1].message.as_deref(),
            Some("Marked as delivered by you.")
        );
        // Words written without a note (an older desk that was running when the file was
        // upgraded) drop the note, which would still say "may have been delivered".
        store
            .connection
            .execute(
                "UPDATE chunk SET message = 'Marked as delivered.' WHERE job = ?1 AND seq = 1",
                [id],
            )
            .unwrap();
        assert_eq!(store.chunks(id, Some(1)).unwrap()[0].note, None);
        // A note this desk does not know (a newer desk's) is none: its English is shown.
        store
            .connection
            .execute(
                "UPDATE chunk SET note = '{\"note\":\"from_the_future\"}'",
                [],
            )
            .unwrap();
        assert_eq!(store.chunks(id, Some(1)).unwrap()[0].note, None);
    }

    #[test]
    fn a_receipt_naming_recipients_outside_its_request_counts_them_as_unmatched() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store.create_job(&job(&[1, 2])).unwrap();
        let mut answered = answer(RequestState::Sent, &[2, 99]);
        answered.receipt_status = Some("held_for_audit".into());
        answered.unmatched_failures = 1;
        let applied = store
            .apply(&[
                JournalWrite::begin_sending(id, 1),
                JournalWrite::Answer {
                    job: id,
                    seq: 1,
                    answer: answered,
                    receipt_meta: None,
                },
            ])
            .unwrap();
        assert_eq!(applied, vec![true, true]);
        let chunk = &store.chunks(id, Some(1)).unwrap()[0];
        assert!(chunk.recipients[1].failed);
        assert_eq!(chunk.receipt_status.as_deref(), Some("held_for_audit"));
        assert_eq!(
            chunk.unmatched_failures, 2,
            "one without a UUID, one not in the request"
        );
    }

    #[test]
    fn a_receipts_meta_is_kept_whole_but_bounded_and_read_back() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store.create_job(&job(&[1])).unwrap();
        let mut meta = serde_json::Map::new();
        meta.insert("status".into(), "sent".into());
        meta.insert("message_vetting_id".into(), 981.into());
        meta.insert("flood".into(), "x".repeat(ReceiptMeta::MAX_BYTES).into());
        let kept = ReceiptMeta::bounded(&meta);
        assert!(kept.to_json().len() <= ReceiptMeta::MAX_BYTES);
        assert_eq!(kept.as_map()["message_vetting_id"], 981);
        assert_eq!(
            kept.as_map()[ReceiptMeta::OMITTED],
            1,
            "says what was left out"
        );
        assert!(!kept.as_map().contains_key("flood"));
        store
            .apply(&[
                JournalWrite::begin_sending(id, 1),
                JournalWrite::Answer {
                    job: id,
                    seq: 1,
                    answer: answer(RequestState::Sent, &[]),
                    receipt_meta: Some(kept.clone()),
                },
            ])
            .unwrap();
        drop(store);
        let store = Store::open_in(folder.path()).unwrap();
        assert_eq!(store.chunks(id, None).unwrap()[0].receipt_meta, Some(kept));
    }

    #[test]
    fn someone_marked_do_not_contact_after_the_job_was_written_is_left_out_when_it_runs() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        // Requests [1, 2], [3, 4], [5]; the first is sent before anyone is marked.
        let id = store.create_job(&job(&[1, 2, 3, 4, 5])).unwrap();
        store
            .apply(&[
                JournalWrite::begin_sending(id, 1),
                JournalWrite::Answer {
                    job: id,
                    seq: 1,
                    answer: answer(RequestState::Sent, &[]),
                    receipt_meta: None,
                },
            ])
            .unwrap();
        let mark = crate::store::VendorChange {
            status: Some(Some(crate::store::VendorStatus::DoNotContact)),
            ..Default::default()
        };
        let marked: Vec<Uuid> = [1, 3, 5].into_iter().map(Uuid::from_u128).collect();
        store.change_vendors("test", &marked, &mark).unwrap();
        let lease = Lease {
            holder: "test".into(),
            until_ms: now_ms() + 60_000,
        };
        store.take_lease(id, &lease, false).unwrap();
        let chunks = store.chunks(id, None).unwrap();
        let addressees = |seq: usize| -> Vec<u128> {
            chunks[seq].addressees().map(|r| r.uuid.as_u128()).collect()
        };
        assert_eq!(addressees(0), vec![1, 2], "what was sent stays as it was");
        assert_eq!(
            (chunks[1].state, addressees(1)),
            (RequestState::Queued, vec![4])
        );
        assert_eq!(chunks[2].state, RequestState::Failed, "nobody left in it");
        let note = RequestNote::NobodyToContact { for_team: false };
        assert_eq!(chunks[2].message, Some(note.in_english()));
        assert_eq!(chunks[2].note, Some(note));
    }

    #[test]
    fn a_request_does_not_begin_once_the_job_was_paused_or_cancelled_by_anyone() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store.create_job(&job(&[1, 2, 3, 4, 5, 6])).unwrap();
        assert_eq!(
            store.apply(&[JournalWrite::begin_sending(id, 1)]).unwrap(),
            [true]
        );
        // Another process pauses it: the active run's next request does not begin.
        store.set_job_state(id, JobState::Paused, None).unwrap();
        assert_eq!(
            store.apply(&[JournalWrite::begin_sending(id, 2)]).unwrap(),
            [false]
        );
        assert_eq!(
            store.chunks(id, Some(2)).unwrap()[0].state,
            RequestState::Queued
        );
        // A resend of a paused job's request goes while the job stays paused...
        let while_paused = |seq| JournalWrite::BeginSending {
            job: id,
            seq,
            while_job: JobState::Paused,
            waited_until: None,
        };
        assert_eq!(store.apply(&[while_paused(2)]).unwrap(), [true]);
        // ...until someone cancels it.
        store.set_job_state(id, JobState::Cancelled, None).unwrap();
        assert_eq!(store.apply(&[while_paused(3)]).unwrap(), [false]);
        assert_eq!(store.job_state(id).unwrap(), Some(JobState::Cancelled));
        assert_eq!(store.job_state(JobId(id.0 + 1)).unwrap(), None);
        // A run that ends paused, or begins the whole job, never undoes that cancel; nor
        // does anyone's resume (a cancel is final).
        assert_eq!(
            store.settle_job_state(id, JobState::Paused, None).unwrap(),
            JobState::Cancelled
        );
        assert_eq!(store.activate_job(id).unwrap(), JobState::Cancelled);
        assert!(store.set_job_state(id, JobState::Active, None).is_err());
        assert_eq!(store.job_state(id).unwrap(), Some(JobState::Cancelled));
        // A job a run paused as it was signed out goes again, its note gone, when the
        // user's resume starts a run of the whole job.
        let other = store.create_job(&job(&[7])).unwrap();
        let signed_out = RequestNote::SignInAgain {
            trouble: crate::api::Trouble::Unauthorized {
                reason: crate::api::AuthFailure::ExpiredToken,
            },
        };
        assert_eq!(
            store
                .settle_job_state(other, JobState::Paused, Some(&signed_out))
                .unwrap(),
            JobState::Paused
        );
        let record = store.job(other).unwrap().unwrap();
        assert_eq!(record.note, Some(signed_out.in_english()));
        assert_eq!(
            record.reason.as_ref(),
            Some(&signed_out),
            "kept as a reason too"
        );
        assert_eq!(store.activate_job(other).unwrap(), JobState::Active);
        let record = store.job(other).unwrap().unwrap();
        assert_eq!(
            (record.state, record.note, record.reason),
            (JobState::Active, None, None)
        );
        assert!(
            store.activate_job(JobId(other.0 + 1)).is_err(),
            "no such job"
        );
    }

    /// A resend in a job a run paused for the team goes while the job waits for that same
    /// wait, and not once a new one is written (the team went away again as it ran).
    #[test]
    fn a_request_in_a_job_waiting_for_the_team_does_not_begin_once_a_new_wait_is_written() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store.create_job(&job(&[1, 2, 3, 4, 5, 6])).unwrap();
        let away = |retry_at_ms| RequestNote::TeamAway { retry_at_ms };
        assert!(store.pause_for(id, &away(now_ms() + 60_000)).unwrap());
        let first = store.job(id).unwrap().unwrap().reason.unwrap().lapses_at();
        let begin = |seq, waited_until| JournalWrite::BeginSending {
            job: id,
            seq,
            while_job: JobState::Paused,
            waited_until,
        };
        assert_eq!(store.apply(&[begin(1, first)]).unwrap(), [true]);
        assert_eq!(
            store.apply(&[begin(2, None)]).unwrap(),
            [false],
            "not as it began"
        );
        assert!(store.pause_for(id, &away(now_ms() + 120_000)).unwrap());
        assert_eq!(store.apply(&[begin(2, first)]).unwrap(), [false]);
        assert_eq!(
            store.chunks(id, Some(2)).unwrap()[0].state,
            RequestState::Queued
        );
        // Paused by hand since: waits for nothing, so a run that began waiting stops too.
        store.set_job_state(id, JobState::Paused, None).unwrap();
        assert_eq!(store.apply(&[begin(2, first)]).unwrap(), [false]);
        assert_eq!(store.apply(&[begin(2, None)]).unwrap(), [true]);
    }

    #[test]
    fn a_cancelled_job_stays_cancelled_whoever_pauses_or_resumes_it_after() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store.create_job(&job(&[1, 2, 3])).unwrap();
        // Active and paused go either way, as often as anyone says.
        for state in [JobState::Paused, JobState::Paused, JobState::Active] {
            store.set_job_state(id, state, None).unwrap();
            assert_eq!(store.job_state(id).unwrap(), Some(state));
        }
        store.set_job_state(id, JobState::Cancelled, None).unwrap();
        // A terminal's `outbox pause` that read the job before the window's cancel, and a
        // resume given on a stale view, are refused in words, and the cancel stands.
        let paused = store.set_job_state(id, JobState::Paused, None).unwrap_err();
        assert_eq!(
            paused.to_string(),
            format!("job {id} was cancelled; it cannot be paused")
        );
        let resumed = store.set_job_state(id, JobState::Active, None).unwrap_err();
        assert_eq!(
            resumed.to_string(),
            format!("job {id} was cancelled; it cannot be resumed")
        );
        assert_eq!(store.job_state(id).unwrap(), Some(JobState::Cancelled));
        // A second cancel (two front ends at once) changes nothing and is no error.
        store.set_job_state(id, JobState::Cancelled, None).unwrap();
        assert_eq!(store.job_state(id).unwrap(), Some(JobState::Cancelled));
        assert!(matches!(
            store.set_job_state(JobId(id.0 + 1), JobState::Paused, None),
            Err(JournalError::NoSuchJob(_))
        ));
    }

    #[test]
    fn a_run_of_the_whole_job_takes_back_a_pause_a_run_wrote_but_nobody_elses() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store.create_job(&job(&[1, 2, 3])).unwrap();
        // The window's resume, then the end of the run it steered, which was stopping and
        // wrote `paused` over it: the run started again for the resume goes.
        store.set_job_state(id, JobState::Active, None).unwrap();
        store.settle_job_state(id, JobState::Paused, None).unwrap();
        store.activate_job(id).unwrap();
        assert_eq!(store.job_state(id).unwrap(), Some(JobState::Active));
        // The window's resume, then `outbox pause` in a terminal before the resume's run
        // took the job: the run finds it paused, and it stays so.
        store.set_job_state(id, JobState::Active, None).unwrap();
        store.set_job_state(id, JobState::Paused, None).unwrap();
        store.activate_job(id).unwrap();
        assert_eq!(store.job_state(id).unwrap(), Some(JobState::Paused));
        // A run's own end on a job someone paused leaves it theirs: its note is kept, and
        // the next run of the whole job still does not take the pause back.
        let asked_to_wait = RequestNote::WaitOverAYear {
            seconds: 40_000_000,
        };
        store
            .settle_job_state(id, JobState::Paused, Some(&asked_to_wait))
            .unwrap();
        store.activate_job(id).unwrap();
        let record = store.job(id).unwrap().unwrap();
        assert_eq!(
            (record.state, record.note, record.reason),
            (
                JobState::Paused,
                Some(asked_to_wait.in_english()),
                Some(asked_to_wait.clone())
            )
        );
        // A run's pause that somebody then paused again is theirs too.
        store.set_job_state(id, JobState::Active, None).unwrap();
        store
            .settle_job_state(id, JobState::Paused, Some(&asked_to_wait))
            .unwrap();
        store.set_job_state(id, JobState::Paused, None).unwrap();
        store.activate_job(id).unwrap();
        assert_eq!(store.job_state(id).unwrap(), Some(JobState::Paused));
    }

    #[test]
    fn a_job_is_sent_only_in_its_directory_and_as_its_account() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let ana = JobAccount {
            uuid: Uuid::from_u128(7),
            name: Some("Lingua Bridge".into()),
        };
        let mut new = job(&[1]);
        new.directory = "https://api.example/v2/".into();
        new.account = Some(ana.clone());
        let id = store.create_job(&new).unwrap();
        let owner = store.job_owner(id).unwrap().unwrap();
        assert_eq!(owner.account.as_ref(), Some(&ana));
        assert_eq!(store.job(id).unwrap().unwrap().account, Some(ana.clone()));
        assert!(check_job_owner(id, &owner, "https://api.example/v2/", Some(&ana)).is_ok());
        assert!(check_job_owner(id, &owner, "https://api.example/v2/", None).is_ok());
        let elsewhere = check_job_owner(id, &owner, "http://127.0.0.1:9000/v2/", None).unwrap_err();
        assert!(
            elsewhere.starts_with(&format!(
                "job {id} was written for https://api.example/v2/ as Lingua Bridge; this is \
                 http://127.0.0.1:9000/v2/"
            )),
            "{elsewhere}"
        );
        let bob = JobAccount {
            uuid: Uuid::from_u128(8),
            name: None,
        };
        let other = check_job_owner(id, &owner, "https://api.example/v2/", Some(&bob)).unwrap_err();
        assert!(
            other.contains("you are signed in as 00000000-0000-0000-0000-000000000008"),
            "{other}"
        );
        let sandbox = check_job_owner(id, &owner, crate::api::BUILT_IN_SANDBOX, None).unwrap_err();
        assert!(
            sandbox.contains("this is the built-in sandbox"),
            "{sandbox}"
        );
    }

    #[test]
    fn a_request_moves_only_along_the_allowed_paths() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store.create_job(&job(&[1, 2, 3, 4])).unwrap();
        let write = |seq, state| JournalWrite::Answer {
            job: id,
            seq,
            answer: answer(state, &[2]),
            receipt_meta: None,
        };
        // An answer for a request that is not sending is refused.
        assert_eq!(
            store.apply(&[write(1, RequestState::Sent)]).unwrap(),
            vec![false]
        );
        let begin = |seq| JournalWrite::begin_sending(id, seq);
        assert_eq!(
            store
                .apply(&[begin(1), begin(1), write(1, RequestState::Sent), begin(2)])
                .unwrap(),
            vec![true, false, true, true],
            "a chunk is begun once, answered once"
        );
        let chunks = store.chunks(id, None).unwrap();
        assert_eq!(chunks[0].state, RequestState::Sent);
        assert_eq!(chunks[0].attempts, 1);
        assert!(chunks[0].recipients[1].failed, "failed_recipients kept");
        assert_eq!(chunks[1].state, RequestState::Sending);

        // The sender died: a new holder finds request 2 unknown.
        let lease = Lease {
            holder: "me".into(),
            until_ms: now_ms() + 30_000,
        };
        assert_eq!(store.take_lease(id, &lease, false).unwrap(), 1);
        assert_eq!(
            store.chunks(id, Some(2)).unwrap()[0].state,
            RequestState::Unknown
        );
        let other = Lease {
            holder: "someone else".into(),
            ..lease.clone()
        };
        assert!(matches!(
            store.take_lease(id, &other, false),
            Err(JournalError::Leased { .. })
        ));
        store.release_lease(id, "me").unwrap();
        assert_eq!(store.take_lease(id, &other, false).unwrap(), 0);

        assert!(
            store.retry_failed(id, 2, &[]).is_err(),
            "unknown is not failed"
        );
        store.resolve_unknown(id, 2, Resolution::Delivered).unwrap();
        let history = store.history_for("test", Uuid::from_u128(3)).unwrap();
        assert_eq!(history.len(), 1, "delivered requests make the history");
        assert!(
            store
                .history_for("test", Uuid::from_u128(2))
                .unwrap()
                .is_empty(),
            "a recipient the receipt named as failed did not get it"
        );
    }

    #[test]
    fn every_unknown_request_of_a_job_is_resolved_at_once_and_nothing_else_moves() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let id = store
            .create_job(&job(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))
            .unwrap();
        let other = store.create_job(&job(&[11, 12])).unwrap();
        let begin = |job, seq| JournalWrite::begin_sending(job, seq);
        let lost = |job, seq| JournalWrite::Answer {
            job,
            seq,
            answer: answer(RequestState::Unknown, &[]),
            receipt_meta: None,
        };
        store
            .apply(&[
                begin(id, 1),
                JournalWrite::Answer {
                    job: id,
                    seq: 1,
                    answer: answer(RequestState::Sent, &[]),
                    receipt_meta: None,
                },
                begin(id, 2),
                lost(id, 2),
                begin(id, 3),
                lost(id, 3),
                // Out now: its answer may yet come, so it is not the user's to decide.
                begin(id, 4),
                begin(other, 1),
                lost(other, 1),
            ])
            .unwrap();
        let states = |store: &Store, job| -> Vec<RequestState> {
            store
                .chunks(job, None)
                .unwrap()
                .iter()
                .map(|c| c.state)
                .collect()
        };

        let resolved = store
            .resolve_all_unknown(id, None, Resolution::Resend)
            .unwrap();
        assert_eq!(
            resolved,
            ResolvedUnknown {
                requests: vec![2, 3],
                recipients: 4,
            }
        );
        use RequestState::*;
        assert_eq!(
            states(&store, id),
            vec![Sent, Queued, Queued, Sending, Queued]
        );
        assert_eq!(
            states(&store, other),
            vec![Unknown],
            "another job is left alone"
        );
        assert_eq!(
            store
                .resolve_all_unknown(id, None, Resolution::Resend)
                .unwrap(),
            ResolvedUnknown::default(),
            "a second word finds nothing left to move"
        );

        // The resent requests are lost again, and this time the user checked: delivered.
        store
            .apply(&[
                begin(id, 2),
                lost(id, 2),
                begin(id, 3),
                lost(id, 3),
                lost(id, 4),
            ])
            .unwrap();
        // The user confirmed 2 and 3; 4 turned unknown while the question was open, and 5
        // was never unknown: neither moves.
        let resolved = store
            .resolve_all_unknown(id, Some(&[2, 3, 5]), Resolution::Delivered)
            .unwrap();
        assert_eq!(resolved.requests, vec![2, 3]);
        assert_eq!(states(&store, id), vec![Sent, Sent, Sent, Unknown, Queued]);
        let resolved = store
            .resolve_all_unknown(id, None, Resolution::Delivered)
            .unwrap();
        assert_eq!(resolved.requests, vec![4]);
        assert_eq!(resolved.recipients, 2);
        assert_eq!(states(&store, id), vec![Sent, Sent, Sent, Sent, Queued]);
        let chunk = &store.chunks(id, Some(3)).unwrap()[0];
        assert_eq!(
            chunk.message.as_deref(),
            Some("Marked as delivered by you.")
        );
        assert_eq!(chunk.attempts, 2, "resolving is not an attempt");
        assert_eq!(
            store.history_for("test", Uuid::from_u128(6)).unwrap().len(),
            1,
            "delivered requests make the history"
        );

        assert!(matches!(
            store.resolve_all_unknown(JobId(999), None, Resolution::Delivered),
            Err(JournalError::NoSuchJob(JobId(999)))
        ));
    }
}
