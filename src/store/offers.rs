//! Offers in the store: a job to fill, its ranked candidates, the waves that offered it, the
//! answers recorded and its timeline. The rules of what is due next are `offers::due`; this
//! file keeps the facts and makes each change in one transaction that checks what it
//! changes, so that two processes (or one after a crash) never open a wave twice, never
//! offer a freelancer twice, never count an answer twice and never thank anyone twice.
//!
//! A candidate is bound to the outbox job that offered it inside `Store::create_job`'s own
//! transaction ([`bind_offer_job`]): the job is written exactly when its candidates were
//! still unoffered, or not at all.

use std::fmt;
use std::str::FromStr;

use rusqlite::{OptionalExtension, Transaction, params};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::vendors::is_marked_do_not_contact;
use super::{JobAccount, JobId, NewJob, RequestState, Store, StoreError, now_ms};
use crate::api::MessageType;

/// An offer's number, as people see it ("offer 3") and type it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct OfferId(pub i64);

impl fmt::Display for OfferId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl FromStr for OfferId {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().parse::<i64>() {
            Ok(number) if number > 0 => Ok(Self(number)),
            _ => Err(format!(
                "'{text}' is not an offer number (see `offers list`)"
            )),
        }
    }
}

/// Where an offer stands. Held is not a state: an open offer may be held (no wave goes by
/// itself) and let go again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferState {
    Open,
    Filled,
    Cancelled,
    /// Every candidate was offered and the last wave's wait ended without an accept. It
    /// still records answers: a late accept may be given the job, until its deadline.
    Exhausted,
    /// Its job's deadline passed before anyone got it: no wave goes, and everyone offered
    /// who did not decline is told once.
    Expired,
}

impl OfferState {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Open => "open",
            Self::Filled => "filled",
            Self::Cancelled => "cancelled",
            Self::Exhausted => "exhausted",
            Self::Expired => "expired",
        }
    }

    /// The state `text` names; another version's state, or a hand edit, is an error naming
    /// offer `id`: read as open, it would send waves.
    fn parse(text: &str, id: OfferId) -> Result<Self, StoreError> {
        match text {
            "open" => Ok(Self::Open),
            "filled" => Ok(Self::Filled),
            "cancelled" => Ok(Self::Cancelled),
            "exhausted" => Ok(Self::Exhausted),
            "expired" => Ok(Self::Expired),
            _ => Err(OfferProblem::unknown(id, "the state", text)),
        }
    }

    /// Whether the offer is over: no wave goes, answers are still kept.
    pub fn is_closed(self) -> bool {
        self != Self::Open
    }
}

/// How long the window holds an offer's closing notes after a fill, for an undo.
pub const UNDO_WINDOW_MS: i64 = 30_000;

/// When a candidate's message may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SendWhen {
    /// As soon as its wave opens.
    Now,
    /// Inside the freelancer's own working hours, never at night their time.
    WorkingHours,
}

impl SendWhen {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Now => "now",
            Self::WorkingHours => "working_hours",
        }
    }

    /// When `text` says messages go; an unknown word is an error naming offer `id`, never a
    /// guess that would send.
    fn parse(text: &str, id: OfferId) -> Result<Self, StoreError> {
        match text {
            "now" => Ok(Self::Now),
            "working_hours" => Ok(Self::WorkingHours),
            _ => Err(OfferProblem::unknown(id, "the sending rule", text)),
        }
    }
}

/// Who fills the offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "pick")]
pub enum Pick {
    /// The first accept fills it.
    First,
    /// The coordinator picks among those who accepted, by `until` (Unix ms); then the
    /// first to accept is picked.
    Choose { until: i64 },
}

/// A freelancer's answer to an offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    Accepted,
    Declined,
    Question,
    /// Recorded as no answer (the coordinator gave up waiting, or took an answer back).
    None,
}

impl Answer {
    pub const ALL: [Answer; 4] = [Self::Accepted, Self::Declined, Self::Question, Self::None];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Accepted => "accepted",
            Self::Declined => "declined",
            Self::Question => "question",
            Self::None => "none",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.as_str() == text.trim())
    }
}

/// What the job is, as the coordinator described it; shown on the board and usable in the
/// message. Names are the directory's own.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferTerms {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pair: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume: Option<String>,
    /// Unix ms.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate: Option<String>,
}

/// One message's words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    pub subject: String,
    pub body: String,
}

/// The short messages an offer ends with, each sent once: "filled, thank you" to everyone
/// offered who did not decline, the confirmation to the one who got it, "cancelled" to
/// everyone offered who did not decline when it is cancelled, "closed" to them when its
/// deadline passes first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClosingTexts {
    pub filled: Words,
    pub confirmed: Words,
    pub cancelled: Words,
    /// Offers written before deadlines ended them have none: [`ClosingTexts::expired`]
    /// gives the standard words then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expired: Option<Words>,
}

impl ClosingTexts {
    /// The desk's own words, which the coordinator may edit before they go.
    pub fn standard(title: &str) -> Self {
        let title = title.trim();
        Self {
            filled: Words {
                subject: format!("Filled: {title}"),
                body: format!(
                    "Hello {{{{first_name}}}},\n\nthank you for your interest in \"{title}\". \
                     The job has now been filled, so there is nothing more to do.\n\n\
                     We hope to work with you on the next one."
                ),
            },
            confirmed: Words {
                subject: format!("Confirmed: {title}"),
                body: format!(
                    "Hello {{{{first_name}}}},\n\nthank you for accepting \"{title}\": \
                     the job is yours. We will be in touch with the files and details shortly."
                ),
            },
            cancelled: Words {
                subject: format!("Cancelled: {title}"),
                body: format!(
                    "Hello {{{{first_name}}}},\n\nthe job \"{title}\" we offered you has been \
                     cancelled, so there is nothing more to do.\n\nThank you for your time."
                ),
            },
            expired: Some(Self::standard_expired(title)),
        }
    }

    fn standard_expired(title: &str) -> Words {
        Words {
            subject: format!("Closed: {title}"),
            body: format!(
                "Hello {{{{first_name}}}},\n\nthe deadline for \"{title}\" has passed, so \
                 the offer is closed and there is nothing more to do.\n\nThank you for your time."
            ),
        }
    }

    /// The words told when the deadline ends the offer `title`.
    pub fn expired(&self, title: &str) -> Words {
        self.expired
            .clone()
            .unwrap_or_else(|| Self::standard_expired(title))
    }
}

/// Which closing message a job carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Closing {
    Filled,
    Confirmed,
    Cancelled,
    /// The job's deadline passed first.
    Expired,
}

/// A new offer, checked by [`Store::create_offer`].
#[derive(Debug, Clone)]
pub struct NewOffer {
    pub directory: String,
    pub account: Option<String>,
    pub title: String,
    pub terms: OfferTerms,
    pub sender_name: String,
    pub sender_email: String,
    pub message: Words,
    pub message_type: MessageType,
    pub closing: ClosingTexts,
    pub wave_size: u8,
    pub wave_wait_ms: i64,
    pub send_when: SendWhen,
    pub pick: Pick,
    /// In the order they are to be offered; pinned ones go first whatever the ranking.
    pub candidates: Vec<NewCandidate>,
    /// What the coordinator said of candidates this desk messaged recently, when the review
    /// before the first wave named some: kept in the offer's timeline, as a job keeps the
    /// sender's word (`recent_included` per candidate kept, `recent_left_out` with how many
    /// were left out).
    pub recent: Option<RecentWord>,
}

/// The coordinator's word on candidates messaged within `days` days, given as the offer was
/// written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentWord {
    /// Offered too (true), or left out of the offer (false).
    pub included: bool,
    pub days: u32,
    /// Whom it was about.
    pub uuids: Vec<Uuid>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCandidate {
    pub uuid: Uuid,
    pub name: Option<String>,
    pub pinned: bool,
}

/// A wave is at most one request's worth: the directory's cap on recipients per message.
pub const MAX_WAVE_SIZE: u8 = crate::api::MAX_RECIPIENTS as u8;
/// The most candidates an offer may have.
pub const MAX_CANDIDATES: usize = 1_000;

/// An offer as the store holds it, with its candidates in rank order and its timeline.
#[derive(Debug, Clone, PartialEq)]
pub struct OfferRecord {
    pub id: OfferId,
    pub directory: String,
    pub created_at: i64,
    pub account: Option<String>,
    pub title: String,
    pub terms: OfferTerms,
    pub sender_name: String,
    pub sender_email: String,
    pub message: Words,
    pub message_type: MessageType,
    pub closing: ClosingTexts,
    pub wave_size: u8,
    pub wave_wait_ms: i64,
    pub send_when: SendWhen,
    pub pick: Pick,
    pub state: OfferState,
    pub held: bool,
    /// The last wave opened; 0 before the first.
    pub wave: u32,
    pub wave_opened_at: Option<i64>,
    pub send_early: bool,
    pub filled_by: Option<Uuid>,
    pub ended_at: Option<i64>,
    pub candidates: Vec<CandidateRecord>,
    pub events: Vec<OfferEvent>,
    /// The earliest time one of its messages' jobs, paused by a run for a reason that
    /// lapses by itself (a wait the directory asked for, the team database away), may go
    /// on (Unix ms): the offer's wait for its messages ends then.
    pub jobs_go_on_at: Option<i64>,
}

impl OfferRecord {
    pub fn candidate(&self, uuid: Uuid) -> Option<&CandidateRecord> {
        self.candidates.iter().find(|c| c.uuid == uuid)
    }
}

/// One candidate of an offer.
#[derive(Debug, Clone, PartialEq)]
pub struct CandidateRecord {
    pub uuid: Uuid,
    pub name: Option<String>,
    pub rank: u32,
    pub pinned: bool,
    pub wave: Option<u32>,
    pub due_at: Option<i64>,
    pub zone: Option<String>,
    pub left_out: Option<LeftOut>,
    pub job: Option<JobId>,
    pub sent_at: Option<i64>,
    /// The state of the outbox request that carries its offer, once there is one.
    pub request: Option<RequestState>,
    /// The state of that request's job: a cancelled job's waiting requests never go.
    pub job_state: Option<super::JobState>,
    /// The state of the request that tells them how the offer ended, once there is one.
    pub closing_request: Option<RequestState>,
    pub answer: Option<Answer>,
    pub answered_at: Option<i64>,
    pub answered_by: Option<String>,
    /// The job that told them how the offer ended; job 0 when they get none (marked do not
    /// contact since they were offered).
    pub closing_job: Option<JobId>,
    /// When their closing message may go, once a step found them outside their working
    /// hours (Unix ms); `None`: as soon as it is due.
    pub closing_due_at: Option<i64>,
}

impl CandidateRecord {
    /// Handed to the outbox: its message is written and goes, or went.
    pub fn offered(&self) -> bool {
        self.job.is_some()
    }

    /// How far its offer got, as the outbox says.
    pub fn reach(&self) -> Reach {
        let cancelled = self.job_state == Some(super::JobState::Cancelled);
        match (self.job, self.request) {
            (None, _) => Reach::NotOffered,
            (Some(_), Some(RequestState::Queued | RequestState::Retrying)) if cancelled => {
                Reach::NotReached
            }
            (Some(_), Some(RequestState::Sent | RequestState::Pending)) => Reach::Reached,
            (Some(_), Some(RequestState::Unknown)) => Reach::Maybe,
            (Some(_), Some(RequestState::Failed | RequestState::Rejected)) => Reach::NotReached,
            (Some(_), _) => Reach::Going,
        }
    }

    pub fn label(&self) -> String {
        match &self.name {
            Some(name) => format!("{name} ({})", self.uuid),
            None => self.uuid.to_string(),
        }
    }
}

/// How far a candidate's offer got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// No message written to them yet.
    NotOffered,
    /// Written, on its way (queued, sending, retrying).
    Going,
    /// The directory took it.
    Reached,
    /// It went and no answer came back: it may have reached them (the outbox asks the user).
    Maybe,
    /// Certainly not delivered (refused, or failed and not sent again).
    NotReached,
}

/// Why a candidate was not offered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "why")]
pub enum LeftOut {
    /// Marked do not contact, here or by the team.
    DoNotContact,
    /// The directory no longer knows them.
    NotInDirectory,
    /// Being messaged now by a colleague, who holds the team's claim.
    ClaimedElsewhere { by: String },
    /// Their message could not be written (the outbox's words).
    CouldNotSend { problem: String },
    /// Offered, but the offer never reached them: owed no word of how it ended.
    NeverReached,
}

impl fmt::Display for LeftOut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::DoNotContact => f.write_str("marked do not contact"),
            Self::NotInDirectory => f.write_str("no longer in the directory"),
            Self::ClaimedElsewhere { by } => write!(f, "being messaged now by {by}"),
            Self::CouldNotSend { problem } => write!(f, "could not be sent: {problem}"),
            Self::NeverReached => f.write_str("the offer never reached them"),
        }
    }
}

/// One line of an offer's timeline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OfferEvent {
    pub at: i64,
    pub kind: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uuid: Option<Uuid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// A line of `offers list`: an offer without its candidates, or one that cannot be read.
#[derive(Debug, Clone, PartialEq)]
pub enum ListedOffer {
    Offer(OfferSummary),
    /// The offer's row holds what this version cannot read (a word it does not know, a value
    /// of the wrong kind): named with why, so that one such row does not hide the others.
    Unreadable {
        id: OfferId,
        problem: String,
    },
}

impl ListedOffer {
    pub fn id(&self) -> OfferId {
        match self {
            Self::Offer(summary) => summary.id,
            Self::Unreadable { id, .. } => *id,
        }
    }
}

/// An offer without its candidates, as `offers list` shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct OfferSummary {
    pub id: OfferId,
    pub title: String,
    pub state: OfferState,
    pub held: bool,
    pub wave: u32,
    pub created_at: i64,
    pub candidates: usize,
    pub offered: usize,
    pub answered: usize,
    pub accepted: usize,
}

/// A candidate placed in a wave as it opens: when its message may go, or why it is left out.
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    pub uuid: Uuid,
    pub due_at: i64,
    pub zone: Option<String>,
    pub left_out: Option<LeftOut>,
    /// Its name as the directory gave it now, when it did.
    pub name: Option<String>,
}

/// Which offer a new outbox job belongs to: set on [`NewJob::offer`], checked and bound in
/// the job's own transaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OfferBinding {
    pub offer: OfferId,
    /// `None`: the offer itself (its candidates must be in the open wave and unoffered);
    /// else a closing message (its recipients must have none yet).
    pub closing: Option<Closing>,
}

/// What recording an answer did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recorded {
    /// Recorded; `filled` when this accept filled the offer.
    Yes { filled: bool },
    /// The same answer was already recorded: nothing counted twice.
    AlreadyRecorded { at: i64 },
    /// Recorded, but the offer was already over (filled by someone else, cancelled): the
    /// coordinator should know.
    AfterClose { state: OfferState },
}

/// Why an offer, or a change to one, was refused. In English, as the command line says it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OfferProblem {
    #[error("the offer needs a title")]
    NoTitle,
    #[error("the offer has no candidates")]
    NoCandidates,
    #[error("an offer may have at most {MAX_CANDIDATES} candidates, not {0}")]
    TooManyCandidates(usize),
    #[error("a wave is 1 to {MAX_WAVE_SIZE} freelancers (one request's worth), not {0}")]
    WaveSize(u8),
    #[error("the wait between waves must be longer than nothing")]
    WaveWait,
    #[error("the deadline {0} is already past")]
    DeadlinePast(String),
    #[error("the time to pick by {0} is already past")]
    ChooseUntilPast(String),
    #[error("the message needs a subject and a text")]
    NoMessage,
    #[error("there is no offer {0} for this directory (see `offers list`)")]
    NoSuchOffer(OfferId),
    #[error("{0} is not a candidate of this offer")]
    NotACandidate(Uuid),
    #[error("{0} was never offered this job: an answer needs an offer")]
    NotOffered(Uuid),
    #[error("the offer is {0}; nothing was changed")]
    Closed(&'static str),
    #[error("{0} has not accepted: only someone who accepted can be given the job")]
    NotAccepted(Uuid),
    #[error("nobody has accepted yet: name who gets the job")]
    NobodyAccepted,
    #[error("the offer is {0}, not filled: there is no fill to undo")]
    NotFilled(&'static str),
    #[error(
        "the notes telling how the offer ended have been written and may have gone: the fill \
         can no longer be undone"
    )]
    NotesWritten,
    #[error("another process changed the offer first; nothing was changed, look again")]
    ChangedMeanwhile,
    #[error(
        "offer {offer} has {what} '{value}', which this version of Directory Desk does not \
         know (written by another version, or edited by hand): it takes no step and nothing \
         of it was changed"
    )]
    Unreadable {
        offer: OfferId,
        what: &'static str,
        value: String,
    },
}

/// Whether offer `id`, made as `owner`, may take a step (send a wave, a closing message)
/// signed in as `account`: refused only when both are known and differ, as a job is
/// (`check_job_owner`), since its messages would go as, and be answered to, an account that
/// never made it.
pub fn check_offer_owner(
    id: OfferId,
    owner: Option<&JobAccount>,
    account: Option<&JobAccount>,
) -> Result<(), String> {
    match (owner, account) {
        (Some(theirs), Some(ours)) if theirs.uuid != ours.uuid => Err(format!(
            "offer {id} was made as {}; you are signed in as {}. Nothing was sent: sign in as \
             {} to go on with it",
            theirs.label(),
            ours.label(),
            theirs.label()
        )),
        _ => Ok(()),
    }
}

impl OfferProblem {
    /// An offer's column holding a word this version does not know, as a store error.
    fn unknown(offer: OfferId, what: &'static str, value: &str) -> StoreError {
        // Bounded: the value came from outside this process.
        let value: String = value.chars().take(40).collect();
        Self::Unreadable { offer, what, value }.into()
    }
}

impl From<OfferProblem> for StoreError {
    fn from(problem: OfferProblem) -> Self {
        StoreError::Refused(problem.to_string())
    }
}

impl NewOffer {
    /// What is wrong with the offer as given, at `now`; the first problem found.
    pub fn check(&self, now: i64) -> Result<(), OfferProblem> {
        if self.title.trim().is_empty() {
            return Err(OfferProblem::NoTitle);
        }
        if self.candidates.is_empty() {
            return Err(OfferProblem::NoCandidates);
        }
        if self.candidates.len() > MAX_CANDIDATES {
            return Err(OfferProblem::TooManyCandidates(self.candidates.len()));
        }
        if !(1..=MAX_WAVE_SIZE).contains(&self.wave_size) {
            return Err(OfferProblem::WaveSize(self.wave_size));
        }
        if self.wave_wait_ms <= 0 {
            return Err(OfferProblem::WaveWait);
        }
        if let Some(deadline) = self.terms.deadline
            && deadline <= now
        {
            return Err(OfferProblem::DeadlinePast(crate::times::utc_minutes(
                deadline,
            )));
        }
        if let Pick::Choose { until } = self.pick
            && until <= now
        {
            return Err(OfferProblem::ChooseUntilPast(crate::times::utc_minutes(
                until,
            )));
        }
        if self.message.subject.trim().is_empty() || self.message.body.trim().is_empty() {
            return Err(OfferProblem::NoMessage);
        }
        Ok(())
    }
}

fn event(
    transaction: &Transaction,
    offer: OfferId,
    at: i64,
    kind: &str,
    uuid: Option<Uuid>,
    detail: Option<String>,
) -> rusqlite::Result<()> {
    transaction.execute(
        "INSERT INTO offer_event (offer, at, kind, uuid, detail) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![offer.0, at, kind, uuid.map(|u| u.to_string()), detail],
    )?;
    Ok(())
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// Why offer `id`'s row cannot be listed, in words that name the offer once.
fn unreadable_words(id: OfferId, err: StoreError) -> String {
    match err {
        // A word this version does not know: its own words name the offer already.
        StoreError::Refused(words) => words,
        other => format!("offer {id} cannot be read: {other}"),
    }
}

impl Store {
    /// Writes a new offer with its candidates, pinned first and otherwise in the order
    /// given, repeats dropped. Nothing goes until a run opens its first wave.
    pub fn create_offer(&mut self, offer: &NewOffer) -> Result<OfferId, StoreError> {
        let now = now_ms();
        offer.check(now)?;
        let transaction = self.connection.transaction()?;
        let (pick, choose_until) = match offer.pick {
            Pick::First => ("first", None),
            Pick::Choose { until } => ("choose", Some(until)),
        };
        transaction.execute(
            "INSERT INTO offer (directory, created_at, account, title, terms, sender_name,
                                sender_email, subject, body, message_type, closing, wave_size,
                                wave_wait_ms, send_when, pick, choose_until, state)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
                     'open')",
            params![
                offer.directory,
                now,
                offer.account,
                offer.title.trim(),
                json(&offer.terms),
                offer.sender_name,
                offer.sender_email,
                offer.message.subject,
                offer.message.body,
                offer.message_type.as_str(),
                json(&offer.closing),
                offer.wave_size,
                offer.wave_wait_ms,
                offer.send_when.as_str(),
                pick,
                choose_until,
            ],
        )?;
        let id = OfferId(transaction.last_insert_rowid());
        let mut seen = std::collections::HashSet::new();
        let ordered = offer
            .candidates
            .iter()
            .filter(|c| c.pinned)
            .chain(offer.candidates.iter().filter(|c| !c.pinned))
            .filter(|c| seen.insert(c.uuid));
        {
            let mut insert = transaction.prepare(
                "INSERT INTO offer_candidate (offer, uuid, name, rank, pinned)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?;
            for (rank, candidate) in ordered.enumerate() {
                insert.execute(params![
                    id.0,
                    candidate.uuid.to_string(),
                    candidate.name,
                    rank as i64 + 1,
                    candidate.pinned
                ])?;
            }
        }
        let detail = crate::words::count(seen.len(), "candidate");
        event(&transaction, id, now, "created", None, Some(detail))?;
        if let Some(word) = &offer.recent {
            let within = format!(
                "messaged within {}",
                crate::words::count(word.days as usize, "day")
            );
            if word.included {
                for uuid in word.uuids.iter().filter(|uuid| seen.contains(uuid)) {
                    event(
                        &transaction,
                        id,
                        now,
                        "recent_included",
                        Some(*uuid),
                        Some(within.clone()),
                    )?;
                }
            } else if !word.uuids.is_empty() {
                let left_out = format!(
                    "{}, {within}",
                    crate::words::count(word.uuids.len(), "candidate")
                );
                event(
                    &transaction,
                    id,
                    now,
                    "recent_left_out",
                    None,
                    Some(left_out),
                )?;
            }
        }
        transaction.commit()?;
        Ok(id)
    }

    /// Every offer of `directory`, newest first.
    pub fn offer_summaries(&self, directory: &str) -> Result<Vec<ListedOffer>, StoreError> {
        let mut statement = self.connection.prepare(
            "SELECT id, title, state, held, wave, created_at,
                    (SELECT count(*) FROM offer_candidate c WHERE c.offer = offer.id),
                    (SELECT count(*) FROM offer_candidate c
                      WHERE c.offer = offer.id AND c.job IS NOT NULL),
                    (SELECT count(*) FROM offer_candidate c
                      WHERE c.offer = offer.id AND c.answer IN ('accepted','declined','question')),
                    (SELECT count(*) FROM offer_candidate c
                      WHERE c.offer = offer.id AND c.answer = 'accepted'),
                    send_when
             FROM offer WHERE directory = ?1 ORDER BY id DESC",
        )?;
        // A row's fields are read apart from its id: one that cannot be read is listed as
        // such, and the others still are. Its words are read as `offer` reads them, so that
        // an offer listed as readable can be read whole.
        let read = |row: &rusqlite::Row| -> Result<OfferSummary, StoreError> {
            let id = OfferId(row.get(0)?);
            SendWhen::parse(&row.get::<_, String>(10)?, id)?;
            Ok(OfferSummary {
                id,
                title: row.get(1)?,
                state: OfferState::parse(&row.get::<_, String>(2)?, id)?,
                held: row.get(3)?,
                wave: row.get(4)?,
                created_at: row.get(5)?,
                candidates: row.get::<_, i64>(6)? as usize,
                offered: row.get::<_, i64>(7)? as usize,
                answered: row.get::<_, i64>(8)? as usize,
                accepted: row.get::<_, i64>(9)? as usize,
            })
        };
        let rows = statement.query_map(params![directory], |row| {
            let id = OfferId(row.get(0)?);
            Ok(match read(row) {
                Ok(summary) => ListedOffer::Offer(summary),
                Err(err) => ListedOffer::Unreadable {
                    id,
                    problem: unreadable_words(id, err),
                },
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The ids of `directory`'s open offers, oldest first: those a run looks after.
    pub fn open_offers(&self, directory: &str) -> Result<Vec<OfferId>, StoreError> {
        let mut statement = self.connection.prepare(
            "SELECT id FROM offer o WHERE directory = ?1 AND (state = 'open' OR (
                 o.state = 'exhausted'
                 AND json_extract(o.terms, '$.deadline') <= ?2
             ) OR (
                 o.state IN ('filled', 'cancelled', 'expired') AND EXISTS (
                 SELECT 1 FROM offer_candidate c WHERE c.offer = o.id AND c.job IS NOT NULL
                    AND ((c.closing_job IS NULL AND c.closing_skipped IS NULL
                          AND c.answer IS NOT 'declined')
                      OR EXISTS (SELECT 1 FROM chunk_recipient r JOIN chunk k
                                   ON k.job = r.job AND k.seq = r.seq
                                  WHERE r.job = c.closing_job AND r.uuid = c.uuid
                                    AND k.state IN ('queued', 'retrying', 'sending'))))))
             ORDER BY id",
        )?;
        let rows =
            statement.query_map(params![directory, now_ms()], |row| Ok(OfferId(row.get(0)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// One offer of `directory`, whole.
    pub fn offer(&self, directory: &str, id: OfferId) -> Result<Option<OfferRecord>, StoreError> {
        let Some(mut offer) = read_offer(&self.connection, directory, id)? else {
            return Ok(None);
        };
        offer.candidates = read_candidates(&self.connection, id)?;
        offer.events = read_events(&self.connection, id)?;
        offer.jobs_go_on_at = jobs_go_on_at(&self.connection, id)?;
        Ok(Some(offer))
    }

    /// The account offer `id` of `directory` was made as, when it was recorded, with the site
    /// name the directory gave it on the newest job written as it (the offer keeps the UUID
    /// alone). `None`: an offer made before offers kept their account, or no such offer.
    pub fn offer_owner(
        &self,
        directory: &str,
        id: OfferId,
    ) -> Result<Option<JobAccount>, StoreError> {
        let found: Option<(Option<String>, Option<String>)> = self
            .connection
            .query_row(
                "SELECT account, (SELECT j.account_name FROM job j
                                   WHERE j.account = offer.account AND j.account_name IS NOT NULL
                                   ORDER BY j.id DESC LIMIT 1)
                 FROM offer WHERE id = ?1 AND directory = ?2",
                params![id.0, directory],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?;
        // One that is not a UUID was not written by this program: unknown, as a job's is.
        Ok(found.and_then(|(uuid, name)| {
            Some(JobAccount {
                uuid: Uuid::try_parse(&uuid?).ok()?,
                name,
            })
        }))
    }

    /// Opens wave `wave` (the offer's last wave must still be `wave - 1`, else another
    /// process opened it first and nothing changes): `placed` join it, each with the time
    /// its message may go or why it is left out. Candidates marked do not contact here are
    /// left out whatever `placed` says.
    pub fn open_wave(
        &mut self,
        directory: &str,
        id: OfferId,
        wave: u32,
        placed: &[Placed],
    ) -> Result<(), StoreError> {
        let now = now_ms();
        let transaction = self.connection.transaction()?;
        let opened = transaction.execute(
            "UPDATE offer SET wave = ?3, wave_opened_at = ?4, send_early = 0
             WHERE id = ?1 AND directory = ?2 AND state = 'open' AND wave = ?3 - 1",
            params![id.0, directory, wave, now],
        )?;
        if opened != 1 {
            return Err(OfferProblem::ChangedMeanwhile.into());
        }
        let mut joined = 0;
        for place in placed {
            let marked = is_marked_do_not_contact(&transaction, directory, place.uuid)?;
            let left_out = if marked {
                Some(LeftOut::DoNotContact)
            } else {
                place.left_out.clone()
            };
            let changed = transaction.execute(
                "UPDATE offer_candidate SET wave = ?3, due_at = ?4, zone = ?5, left_out = ?6,
                        name = coalesce(?7, name)
                 WHERE offer = ?1 AND uuid = ?2 AND wave IS NULL",
                params![
                    id.0,
                    place.uuid.to_string(),
                    wave,
                    place.due_at,
                    place.zone,
                    left_out.as_ref().map(json),
                    place.name,
                ],
            )?;
            if changed != 1 {
                return Err(OfferProblem::ChangedMeanwhile.into());
            }
            if let Some(why) = &left_out {
                event(
                    &transaction,
                    id,
                    now,
                    "left_out",
                    Some(place.uuid),
                    Some(why.to_string()),
                )?;
            } else {
                joined += 1;
            }
        }
        let detail = format!("wave {wave}: {}", crate::words::count(joined, "freelancer"));
        event(&transaction, id, now, "wave", None, Some(detail))?;
        transaction.commit()?;
        Ok(())
    }

    /// Leaves a candidate of the open wave out after all (its message could not be
    /// written), so that the wave is not stuck on it.
    pub fn leave_out(
        &mut self,
        directory: &str,
        id: OfferId,
        uuid: Uuid,
        why: &LeftOut,
    ) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        owned(&transaction, directory, id)?;
        let changed = transaction.execute(
            "UPDATE offer_candidate SET left_out = ?3
             WHERE offer = ?1 AND uuid = ?2 AND job IS NULL AND left_out IS NULL",
            params![id.0, uuid.to_string(), json(why)],
        )?;
        if changed == 1 {
            event(
                &transaction,
                id,
                now_ms(),
                "left_out",
                Some(uuid),
                Some(why.to_string()),
            )?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// Records `uuid`'s answer to offer `id` at `at`, by `by`. An accept fills an offer
    /// whose first accept fills it. The same answer twice is told and counted once.
    pub fn record_answer(
        &mut self,
        directory: &str,
        id: OfferId,
        uuid: Uuid,
        answer: Answer,
        at: i64,
        by: Option<&str>,
    ) -> Result<Recorded, StoreError> {
        let transaction = self.connection.transaction()?;
        let (state, pick) = owned(&transaction, directory, id)?;
        let current: Option<(Option<i64>, Option<String>, Option<i64>)> = transaction
            .query_row(
                "SELECT job, answer, answered_at FROM offer_candidate
                 WHERE offer = ?1 AND uuid = ?2",
                params![id.0, uuid.to_string()],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )
            .optional()?;
        let Some((job, previous, previous_at)) = current else {
            return Err(OfferProblem::NotACandidate(uuid).into());
        };
        if job.is_none() {
            return Err(OfferProblem::NotOffered(uuid).into());
        }
        if previous.as_deref() == Some(answer.as_str()) {
            return Ok(Recorded::AlreadyRecorded {
                at: previous_at.unwrap_or(at),
            });
        }
        transaction.execute(
            "UPDATE offer_candidate SET answer = ?3, answered_at = ?4, answered_by = ?5,
                    recorded_at = ?6
             WHERE offer = ?1 AND uuid = ?2",
            params![id.0, uuid.to_string(), answer.as_str(), at, by, now_ms()],
        )?;
        event(
            &transaction,
            id,
            now_ms(),
            "answer",
            Some(uuid),
            Some(answer.as_str().to_owned()),
        )?;
        let outcome = if state.is_closed() {
            Recorded::AfterClose { state }
        } else if answer == Answer::Accepted && pick == "first" {
            fill_with(&transaction, id, uuid, self.notes_hold_ms)?;
            Recorded::Yes { filled: true }
        } else {
            Recorded::Yes { filled: false }
        };
        transaction.commit()?;
        Ok(outcome)
    }

    /// Fills the open offer `id` with `who`, who must have accepted; `None` picks the
    /// first who accepted. No wave goes after.
    pub fn fill_offer(
        &mut self,
        directory: &str,
        id: OfferId,
        who: Option<Uuid>,
    ) -> Result<Uuid, StoreError> {
        let transaction = self.connection.transaction()?;
        let (state, _) = owned(&transaction, directory, id)?;
        // An exhausted offer's late accept may still be given the job.
        if state.is_closed() && state != OfferState::Exhausted {
            return Err(OfferProblem::Closed(state.as_str()).into());
        }
        let accepted: Vec<Uuid> = {
            let mut statement = transaction.prepare(
                "SELECT uuid FROM offer_candidate WHERE offer = ?1 AND answer = 'accepted'
                 ORDER BY answered_at, rank",
            )?;
            let rows = statement.query_map(params![id.0], |row| row.get::<_, String>(0))?;
            rows.filter_map(|r| r.ok()?.parse().ok()).collect()
        };
        let chosen = match who {
            Some(uuid) if accepted.contains(&uuid) => uuid,
            Some(uuid) => return Err(OfferProblem::NotAccepted(uuid).into()),
            None => *accepted.first().ok_or(OfferProblem::NobodyAccepted)?,
        };
        fill_with(&transaction, id, chosen, self.notes_hold_ms)?;
        transaction.commit()?;
        Ok(chosen)
    }

    /// Holds the closing notes of every fill made through this store for `ms` (the
    /// window's undo, [`UNDO_WINDOW_MS`]).
    pub fn hold_notes_after_fills(&mut self, ms: i64) {
        self.notes_hold_ms = ms.max(0);
    }

    /// Takes back the fill of offer `id` while none of its closing notes has been written:
    /// it is open again and nobody has the job. With "the first to accept gets it" the accept
    /// that filled it is forgotten too (the slip being undone is that click); with "I choose",
    /// the accept stands and only the choice is undone. Messages of its waves that the fill
    /// stopped before they went stay stopped. Refused once a note was written: it may have
    /// gone.
    pub fn undo_fill(&mut self, directory: &str, id: OfferId) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        let (state, _) = owned(&transaction, directory, id)?;
        if state != OfferState::Filled {
            return Err(OfferProblem::NotFilled(state.as_str()).into());
        }
        let written: bool = transaction.query_row(
            "SELECT EXISTS (SELECT 1 FROM offer_candidate
                            WHERE offer = ?1 AND closing_job IS NOT NULL)",
            params![id.0],
            |row| row.get(0),
        )?;
        if written {
            return Err(OfferProblem::NotesWritten.into());
        }
        let (filled_by, pick): (Option<String>, String) = transaction.query_row(
            "SELECT filled_by, pick FROM offer WHERE id = ?1",
            params![id.0],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )?;
        let now = now_ms();
        transaction.execute(
            "UPDATE offer SET state = 'open', filled_by = NULL, ended_at = NULL
             WHERE id = ?1 AND state = 'filled'",
            params![id.0],
        )?;
        transaction.execute(
            "UPDATE offer_candidate SET closing_due_at = NULL, closing_skipped = NULL
             WHERE offer = ?1",
            params![id.0],
        )?;
        if pick == "first" {
            transaction.execute(
                "UPDATE offer_candidate SET answer = NULL, answered_at = NULL,
                        answered_by = NULL, recorded_at = ?3
                 WHERE offer = ?1 AND uuid = ?2",
                params![id.0, filled_by, now],
            )?;
        }
        let uuid = filled_by.as_deref().and_then(|u| u.parse().ok());
        event(&transaction, id, now, "fill_undone", uuid, None)?;
        transaction.commit()?;
        Ok(())
    }

    /// Cancels the open offer `id`: no wave goes after, and everyone offered who did not
    /// decline is told once.
    pub fn cancel_offer(&mut self, directory: &str, id: OfferId) -> Result<(), StoreError> {
        self.close_offer(directory, id, OfferState::Cancelled, "cancelled")
    }

    /// Ends the offer `id`, open or exhausted, as its deadline passed: no wave goes, what had
    /// not gone is stopped, and everyone offered who did not decline is told once.
    pub fn expire_offer(&mut self, directory: &str, id: OfferId) -> Result<(), StoreError> {
        self.close_offer(directory, id, OfferState::Expired, "expired")
    }

    /// Ends the open offer `id` with nobody left to offer it to.
    pub fn exhaust_offer(&mut self, directory: &str, id: OfferId) -> Result<(), StoreError> {
        self.close_offer(directory, id, OfferState::Exhausted, "exhausted")
    }

    fn close_offer(
        &mut self,
        directory: &str,
        id: OfferId,
        to: OfferState,
        kind: &str,
    ) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        let (state, _) = owned(&transaction, directory, id)?;
        // Only a deadline ends an offer that went to everyone (it still takes late answers).
        let expiring = to == OfferState::Expired && state == OfferState::Exhausted;
        if state.is_closed() && !expiring {
            return Err(OfferProblem::Closed(state.as_str()).into());
        }
        let now = now_ms();
        // An offer is exhausted only while nobody has accepted (a choice may be pending).
        let changed = transaction.execute(
            "UPDATE offer SET state = ?2, ended_at = ?3
             WHERE id = ?1 AND (state = 'open' OR (?2 = 'expired' AND state = 'exhausted'))
               AND (?2 != 'exhausted' OR NOT EXISTS (SELECT 1 FROM offer_candidate c
                    WHERE c.offer = ?1 AND c.answer = 'accepted'))",
            params![id.0, to.as_str(), now],
        )?;
        if changed != 1 {
            return Err(OfferProblem::ChangedMeanwhile.into());
        }
        stop_unsent_offers(&transaction, id)?;
        event(&transaction, id, now, kind, None, None)?;
        transaction.commit()?;
        Ok(())
    }

    /// Holds the open offer (no wave goes by itself) or lets it go again.
    pub fn hold_offer(
        &mut self,
        directory: &str,
        id: OfferId,
        held: bool,
    ) -> Result<(), StoreError> {
        self.flag_open_offer(directory, id, "held", held)
    }

    /// Asks for the next wave now, without waiting for this one's wait to end.
    pub fn send_next_wave_now(&mut self, directory: &str, id: OfferId) -> Result<(), StoreError> {
        self.flag_open_offer(directory, id, "send_early", true)
    }

    fn flag_open_offer(
        &mut self,
        directory: &str,
        id: OfferId,
        column: &'static str,
        on: bool,
    ) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        let (state, _) = owned(&transaction, directory, id)?;
        if state.is_closed() {
            return Err(OfferProblem::Closed(state.as_str()).into());
        }
        transaction.execute(
            &format!("UPDATE offer SET {column} = ?2 WHERE id = ?1"),
            params![id.0, on],
        )?;
        let kind = match (column, on) {
            ("held", true) => "held",
            ("held", false) => "let_go",
            _ => "next_wave_asked",
        };
        event(&transaction, id, now_ms(), kind, None, None)?;
        transaction.commit()?;
        Ok(())
    }

    /// Changes the words of a closing message before it goes.
    pub fn edit_closing(
        &mut self,
        directory: &str,
        id: OfferId,
        closing: &ClosingTexts,
    ) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        owned(&transaction, directory, id)?;
        transaction.execute(
            "UPDATE offer SET closing = ?2 WHERE id = ?1",
            params![id.0, json(closing)],
        )?;
        transaction.commit()?;
        Ok(())
    }

    /// Whether `job` has messages that never went (or are to go again, or whose sender
    /// died) and may be sent by a run without the user's word: active, or paused by a run as
    /// it ended for a reason that lapses by itself ([`RequestNote::lapses_at`](super::RequestNote::lapses_at)),
    /// never one the user or another process gave.
    pub fn job_may_go_on(&self, job: JobId) -> Result<bool, StoreError> {
        let row = self
            .connection
            .query_row(
                "SELECT state, state_by_run, reason FROM job WHERE id = ?1
                   AND EXISTS (SELECT 1 FROM chunk k WHERE k.job = job.id
                               AND k.state IN ('queued', 'retrying', 'sending'))",
                params![job.get()],
                |row| {
                    Ok((
                        row.get::<_, String>(0)?,
                        row.get::<_, bool>(1)?,
                        row.get::<_, Option<String>>(2)?,
                    ))
                },
            )
            .optional()?;
        let Some((state, by_run, reason)) = row else {
            return Ok(false);
        };
        Ok(match (state.as_str(), by_run) {
            ("active", _) => true,
            // A run's own pause without a reason (the window closed, the process ended)
            // goes on; with one, only once it lapsed by itself (a long wait the directory
            // asked for, over now). A sign-in refused, or a reason this version cannot
            // read, waits for the user.
            ("paused", true) => match reason {
                None => true,
                Some(reason) => super::RequestNote::lapse_of(&reason)
                    .is_some_and(|lapses_at| lapses_at <= now_ms()),
            },
            _ => false,
        })
    }

    /// Moves the time `uuid`'s message of offer `id` may go to `due_at` (its freelancer's
    /// working hours had closed by the time it was due).
    pub fn reschedule(
        &mut self,
        directory: &str,
        id: OfferId,
        uuid: Uuid,
        due_at: i64,
    ) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        owned(&transaction, directory, id)?;
        transaction.execute(
            "UPDATE offer_candidate SET due_at = ?3 WHERE offer = ?1 AND uuid = ?2 AND job IS NULL",
            params![id.0, uuid.to_string(), due_at],
        )?;
        transaction.commit()?;
        Ok(())
    }

    /// Moves the time `uuid`'s closing message of offer `id` may go to `due_at`: they were
    /// outside their working hours when it was due. Only while it has not been written.
    pub fn reschedule_closing(
        &mut self,
        directory: &str,
        id: OfferId,
        uuid: Uuid,
        due_at: i64,
    ) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        owned(&transaction, directory, id)?;
        transaction.execute(
            "UPDATE offer_candidate SET closing_due_at = ?3
             WHERE offer = ?1 AND uuid = ?2 AND job IS NOT NULL AND closing_job IS NULL",
            params![id.0, uuid.to_string(), due_at],
        )?;
        transaction.commit()?;
        Ok(())
    }

    /// Those of `uuids` marked do not contact on this desk.
    pub fn marked_do_not_contact(
        &self,
        directory: &str,
        uuids: &[Uuid],
    ) -> Result<Vec<Uuid>, StoreError> {
        let mut found = Vec::new();
        for uuid in uuids {
            if is_marked_do_not_contact(&self.connection, directory, *uuid)? {
                found.push(*uuid);
            }
        }
        Ok(found)
    }

    /// `uuid` gets no closing message after all (marked do not contact since it was
    /// offered), so that the offer does not wait on it.
    pub fn skip_closing(
        &mut self,
        directory: &str,
        id: OfferId,
        uuid: Uuid,
        why: &LeftOut,
    ) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        owned(&transaction, directory, id)?;
        let changed = transaction.execute(
            "UPDATE offer_candidate SET closing_skipped = ?3
             WHERE offer = ?1 AND uuid = ?2 AND closing_job IS NULL",
            params![id.0, uuid.to_string(), json(why)],
        )?;
        if changed == 1 {
            let detail = Some(why.to_string());
            event(
                &transaction,
                id,
                now_ms(),
                "closing_skipped",
                Some(uuid),
                detail,
            )?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// Records a reply `uuid` sent, at `at`, to the message the directory numbered
    /// `message_id` (the `message_vetting_id` its receipt gave, kept with the request that sent
    /// it): to the offer whose wave sent that very message to them, while the offer is open
    /// and has no answer from them yet. Matched by message, not by subject, so that two
    /// offers worded alike never take each other's answers. The offer answered, and what
    /// recording did; `None` when the reply answers no such message, or answers more than one
    /// (a directory that gave one id twice, as a sandbox started again once did): an
    /// ambiguous reply is nobody's answer, so nothing is recorded, and the log says why.
    pub fn answer_from_message(
        &mut self,
        directory: &str,
        (message_id, uuid): (&str, Uuid),
        answer: Answer,
        (at, by): (i64, &str),
    ) -> Result<Option<(OfferId, Recorded)>, StoreError> {
        let offers: Vec<i64> = self
            .connection
            .prepare_cached(
                "SELECT DISTINCT c.offer FROM chunk k
                   JOIN chunk_recipient r ON r.job = k.job AND r.seq = k.seq
                   JOIN offer_candidate c ON c.job = r.job AND c.uuid = r.uuid
                   JOIN offer o ON o.id = c.offer
                  WHERE CAST(json_extract(k.receipt_meta, '$.message_vetting_id') AS TEXT) = ?1
                    AND r.uuid = ?2 AND o.directory = ?3 AND o.state = 'open'
                    AND c.answer IS NULL
                  LIMIT 2",
            )?
            .query_map(params![message_id, uuid.to_string(), directory], |row| {
                row.get(0)
            })?
            .collect::<Result<_, _>>()?;
        let offer = match offers.as_slice() {
            [] => return Ok(None),
            [offer] => OfferId(*offer),
            [first, second, ..] => {
                // Debug, not a warning: the sandbox's replies are read again at every look.
                tracing::debug!(
                    message_id,
                    %uuid,
                    first,
                    second,
                    "a reply answers a message id that more than one offer's message had: \
                     recorded as nobody's answer"
                );
                return Ok(None);
            }
        };
        let recorded = self.record_answer(directory, offer, uuid, answer, at, Some(by))?;
        Ok(Some((offer, recorded)))
    }

    /// The facts of `directory`'s offers sent or answered on this desk at or after `since`
    /// (Unix ms, when they were written here, whatever time an answer says it came), each
    /// with its offer: what a desk in a team shares.
    pub fn offer_answers_since(
        &self,
        directory: &str,
        since: i64,
    ) -> Result<Vec<(OfferId, AnswerFact)>, StoreError> {
        let mut statement = self.connection.prepare_cached(
            "SELECT c.offer, c.uuid, o.terms, c.sent_at, c.answer, c.answered_at, c.answered_by
             FROM offer_candidate c JOIN offer o ON o.id = c.offer
             WHERE o.directory = ?1 AND c.sent_at IS NOT NULL AND c.recorded_at >= ?2",
        )?;
        let rows = statement.query_map(params![directory, since], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, i64>(3)?,
                row.get::<_, Option<String>>(4)?,
                row.get::<_, Option<i64>>(5)?,
                row.get::<_, Option<String>>(6)?,
            ))
        })?;
        let mut facts = Vec::new();
        for row in rows {
            let (offer, uuid, terms, sent_at, answer, answered_at, by) = row?;
            let Ok(uuid) = uuid.parse::<Uuid>() else {
                continue;
            };
            let terms: OfferTerms = serde_json::from_str(&terms).unwrap_or_default();
            facts.push((
                OfferId(offer),
                AnswerFact {
                    uuid,
                    pair: terms.pair,
                    sent_at,
                    answer: answer.as_deref().and_then(Answer::parse),
                    answered_at,
                    recorded_by: by,
                },
            ));
        }
        Ok(facts)
    }

    /// Every recorded answer to an offer of `directory` about `uuids` (all when empty): the
    /// facts responsiveness is learned from.
    pub fn offer_answers(
        &self,
        directory: &str,
        uuids: &[Uuid],
    ) -> Result<Vec<AnswerFact>, StoreError> {
        let mut statement = self.connection.prepare_cached(
            "SELECT c.uuid, o.terms, c.sent_at, c.answer, c.answered_at, c.answered_by
             FROM offer_candidate c JOIN offer o ON o.id = c.offer
             WHERE o.directory = ?1 AND c.sent_at IS NOT NULL",
        )?;
        let wanted: std::collections::HashSet<Uuid> = uuids.iter().copied().collect();
        let rows = statement.query_map(params![directory], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, i64>(2)?,
                row.get::<_, Option<String>>(3)?,
                row.get::<_, Option<i64>>(4)?,
                row.get::<_, Option<String>>(5)?,
            ))
        })?;
        let mut facts = Vec::new();
        for row in rows {
            let (uuid, terms, sent_at, answer, answered_at, by) = row?;
            let Ok(uuid) = uuid.parse::<Uuid>() else {
                continue;
            };
            if !wanted.is_empty() && !wanted.contains(&uuid) {
                continue;
            }
            let terms: OfferTerms = serde_json::from_str(&terms).unwrap_or_default();
            facts.push(AnswerFact {
                uuid,
                pair: terms.pair,
                sent_at,
                answer: answer.as_deref().and_then(Answer::parse),
                answered_at,
                recorded_by: by,
            });
        }
        Ok(facts)
    }
}

/// One offer sent to one freelancer, and what they answered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnswerFact {
    pub uuid: Uuid,
    pub pair: Option<String>,
    pub sent_at: i64,
    pub answer: Option<Answer>,
    pub answered_at: Option<i64>,
    pub recorded_by: Option<String>,
}

/// The offer's state and pick rule, when it is `directory`'s.
fn owned(
    transaction: &Transaction,
    directory: &str,
    id: OfferId,
) -> Result<(OfferState, String), StoreError> {
    transaction
        .query_row(
            "SELECT state, pick FROM offer WHERE id = ?1 AND directory = ?2",
            params![id.0, directory],
            |row| Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?)),
        )
        .optional()?
        .ok_or_else(|| StoreError::from(OfferProblem::NoSuchOffer(id)))
        .and_then(|(state, pick)| Ok((OfferState::parse(&state, id)?, pick)))
}

fn fill_with(
    transaction: &Transaction,
    id: OfferId,
    uuid: Uuid,
    notes_hold_ms: i64,
) -> Result<(), StoreError> {
    let now = now_ms();
    let changed = transaction.execute(
        "UPDATE offer SET state = 'filled', filled_by = ?2, ended_at = ?3
         WHERE id = ?1 AND state IN ('open', 'exhausted')",
        params![id.0, uuid.to_string(), now],
    )?;
    if changed != 1 {
        return Err(OfferProblem::ChangedMeanwhile.into());
    }
    stop_unsent_offers(transaction, id)?;
    if notes_hold_ms > 0 {
        // Held in the fill's own transaction: no look can send them before.
        transaction.execute(
            "UPDATE offer_candidate SET closing_due_at = max(coalesce(closing_due_at, 0), ?2)
             WHERE offer = ?1 AND job IS NOT NULL AND closing_job IS NULL",
            params![id.0, now.saturating_add(notes_hold_ms)],
        )?;
    }
    event(transaction, id, now, "filled", Some(uuid), None)?;
    Ok(())
}

/// An offer that is over sends no more offers: the jobs of its waves with messages not yet
/// gone are cancelled in the same transaction, so that nobody is offered a job already
/// filled (a run obeys the journal before each request; a message already in flight is
/// answered as it is).
fn stop_unsent_offers(transaction: &Transaction, id: OfferId) -> rusqlite::Result<()> {
    transaction.execute(
        "UPDATE job SET state = 'cancelled', state_by_run = 0,
                note = 'the offer it belongs to is over: what had not gone will not go'
         WHERE id IN (SELECT DISTINCT job FROM offer_candidate
                      WHERE offer = ?1 AND job IS NOT NULL)
           AND state != 'cancelled'
           AND EXISTS (SELECT 1 FROM chunk k WHERE k.job = job.id
                       AND k.state IN ('queued', 'retrying'))",
        params![id.0],
    )?;
    Ok(())
}

/// Binds the recipients of `job`, being written in `transaction` as `id`, to the offer it
/// belongs to, or refuses the whole job: an offer's candidates must be in its open wave and
/// not offered yet, with the offer still open; a closing message's recipients must have
/// had none yet, with the offer closed.
pub(super) fn bind_offer_job(
    transaction: &Transaction,
    job: &NewJob,
    id: JobId,
    now: i64,
) -> Result<(), StoreError> {
    let Some(binding) = job.offer else {
        return Ok(());
    };
    let offer = binding.offer;
    let (state, _) = owned(transaction, &job.directory, offer)?;
    let recipients = job.requests.iter().flat_map(|r| &r.recipients);
    match binding.closing {
        None => {
            if state.is_closed() {
                return Err(OfferProblem::Closed(state.as_str()).into());
            }
            for recipient in recipients {
                let changed = transaction.execute(
                    "UPDATE offer_candidate SET job = ?3, sent_at = ?4, recorded_at = ?4
                     WHERE offer = ?1 AND uuid = ?2 AND job IS NULL AND left_out IS NULL
                       AND wave <= (SELECT wave FROM offer WHERE id = ?1)",
                    params![offer.0, recipient.uuid.to_string(), id.get(), now],
                )?;
                if changed != 1 {
                    return Err(StoreError::Refused(format!(
                        "{} was already offered this job, or is in no wave opened yet; \
                         nothing was sent",
                        recipient.label()
                    )));
                }
                event(
                    transaction,
                    offer,
                    now,
                    "offered",
                    Some(recipient.uuid),
                    None,
                )?;
            }
        }
        Some(closing) => {
            if !state.is_closed() {
                return Err(OfferProblem::Closed("still open").into());
            }
            for recipient in recipients {
                let changed = transaction.execute(
                    "UPDATE offer_candidate SET closing_job = ?3
                     WHERE offer = ?1 AND uuid = ?2 AND job IS NOT NULL AND closing_job IS NULL
                       AND closing_skipped IS NULL AND answer IS NOT 'declined'",
                    params![offer.0, recipient.uuid.to_string(), id.get()],
                )?;
                if changed != 1 {
                    return Err(StoreError::Refused(format!(
                        "{} was already told how the offer ended; nothing was sent",
                        recipient.label()
                    )));
                }
                let kind = json(&closing);
                event(
                    transaction,
                    offer,
                    now,
                    "closing",
                    Some(recipient.uuid),
                    Some(kind),
                )?;
            }
        }
    }
    Ok(())
}

fn read_offer(
    connection: &rusqlite::Connection,
    directory: &str,
    id: OfferId,
) -> Result<Option<OfferRecord>, StoreError> {
    let row = connection
        .query_row(
            "SELECT created_at, account, title, terms, sender_name, sender_email, subject, body,
                    message_type, closing, wave_size, wave_wait_ms, send_when, pick,
                    choose_until, state, held, wave, wave_opened_at, send_early, filled_by,
                    ended_at
             FROM offer WHERE id = ?1 AND directory = ?2",
            params![id.0, directory],
            |row| {
                let title: String = row.get(2)?;
                let terms: String = row.get(3)?;
                let closing: String = row.get(9)?;
                let message_type: String = row.get(8)?;
                let words: (String, String) = (row.get(12)?, row.get(15)?);
                let pick = match (row.get::<_, String>(13)?.as_str(), row.get(14)?) {
                    ("choose", Some(until)) => Pick::Choose { until },
                    _ => Pick::First,
                };
                let record = OfferRecord {
                    id,
                    directory: directory.to_owned(),
                    created_at: row.get(0)?,
                    account: row.get(1)?,
                    terms: serde_json::from_str(&terms).unwrap_or_default(),
                    sender_name: row.get(4)?,
                    sender_email: row.get(5)?,
                    message: Words {
                        subject: row.get(6)?,
                        body: row.get(7)?,
                    },
                    message_type: message_type.parse().unwrap_or(MessageType::Other),
                    closing: serde_json::from_str(&closing)
                        .unwrap_or_else(|_| ClosingTexts::standard(&title)),
                    title,
                    wave_size: row.get(10)?,
                    wave_wait_ms: row.get(11)?,
                    // Both read below, where an unknown word can be an error.
                    send_when: SendWhen::Now,
                    pick,
                    state: OfferState::Open,
                    held: row.get(16)?,
                    wave: row.get(17)?,
                    wave_opened_at: row.get(18)?,
                    send_early: row.get(19)?,
                    filled_by: row
                        .get::<_, Option<String>>(20)?
                        .and_then(|u| u.parse().ok()),
                    ended_at: row.get(21)?,
                    candidates: Vec::new(),
                    events: Vec::new(),
                    jobs_go_on_at: None,
                };
                Ok((words, record))
            },
        )
        .optional()?;
    let Some(((send_when, state), mut record)) = row else {
        return Ok(None);
    };
    record.send_when = SendWhen::parse(&send_when, id)?;
    record.state = OfferState::parse(&state, id)?;
    Ok(Some(record))
}

/// [`OfferRecord::jobs_go_on_at`] of offer `id`.
fn jobs_go_on_at(
    connection: &rusqlite::Connection,
    id: OfferId,
) -> Result<Option<i64>, StoreError> {
    let mut statement = connection.prepare(
        "SELECT j.reason FROM job j
         WHERE j.id IN (SELECT job FROM offer_candidate WHERE offer = ?1
                        UNION SELECT closing_job FROM offer_candidate WHERE offer = ?1)
           AND j.state = 'paused' AND j.state_by_run = 1 AND j.reason IS NOT NULL",
    )?;
    let reasons = statement.query_map(params![id.0], |row| row.get::<_, String>(0))?;
    let reasons: Vec<String> = reasons.collect::<Result<_, _>>()?;
    Ok(reasons
        .iter()
        .filter_map(|reason| super::RequestNote::lapse_of(reason))
        .min())
}

fn read_candidates(
    connection: &rusqlite::Connection,
    id: OfferId,
) -> Result<Vec<CandidateRecord>, StoreError> {
    let mut statement = connection.prepare(
        "SELECT c.uuid, c.name, c.rank, c.pinned, c.wave, c.due_at, c.zone, c.left_out, c.job,
                c.sent_at, c.answer, c.answered_at, c.answered_by,
                coalesce(c.closing_job, CASE WHEN c.closing_skipped IS NOT NULL THEN 0 END),
                (SELECT k.state FROM chunk_recipient r JOIN chunk k
                   ON k.job = r.job AND k.seq = r.seq
                  WHERE r.job = c.job AND r.uuid = c.uuid LIMIT 1),
                (SELECT j.state FROM job j WHERE j.id = c.job),
                (SELECT k.state FROM chunk_recipient r JOIN chunk k
                   ON k.job = r.job AND k.seq = r.seq
                  WHERE r.job = c.closing_job AND r.uuid = c.uuid LIMIT 1),
                c.closing_due_at
         FROM offer_candidate c WHERE c.offer = ?1 ORDER BY c.rank",
    )?;
    let rows = statement.query_map(params![id.0], |row| {
        let uuid: String = row.get(0)?;
        let left_out: Option<String> = row.get(7)?;
        let answer: Option<String> = row.get(10)?;
        let request: Option<String> = row.get(14)?;
        let job_state: Option<String> = row.get(15)?;
        let closing_request: Option<String> = row.get(16)?;
        Ok((
            uuid,
            CandidateRecord {
                uuid: Uuid::nil(),
                name: row.get(1)?,
                rank: row.get(2)?,
                pinned: row.get(3)?,
                wave: row.get(4)?,
                due_at: row.get(5)?,
                zone: row.get(6)?,
                left_out: left_out.and_then(|text| serde_json::from_str(&text).ok()),
                job: row.get::<_, Option<i64>>(8)?.map(JobId::from),
                sent_at: row.get(9)?,
                request: request.as_deref().and_then(RequestState::parse),
                job_state: job_state.as_deref().map(super::JobState::parse),
                closing_request: closing_request.as_deref().and_then(RequestState::parse),
                answer: answer.as_deref().and_then(Answer::parse),
                answered_at: row.get(11)?,
                answered_by: row.get(12)?,
                closing_job: row.get::<_, Option<i64>>(13)?.map(JobId::from),
                closing_due_at: row.get(17)?,
            },
        ))
    })?;
    let mut candidates = Vec::new();
    for row in rows {
        let (uuid, mut candidate) = row?;
        // A row that is not a UUID was not written by this app: skipped, not trusted.
        let Ok(uuid) = uuid.parse() else { continue };
        candidate.uuid = uuid;
        candidates.push(candidate);
    }
    Ok(candidates)
}

fn read_events(
    connection: &rusqlite::Connection,
    id: OfferId,
) -> Result<Vec<OfferEvent>, StoreError> {
    let mut statement = connection
        .prepare("SELECT at, kind, uuid, detail FROM offer_event WHERE offer = ?1 ORDER BY id")?;
    let rows = statement.query_map(params![id.0], |row| {
        Ok(OfferEvent {
            at: row.get(0)?,
            kind: row.get(1)?,
            uuid: row
                .get::<_, Option<String>>(2)?
                .and_then(|u| u.parse().ok()),
            detail: row.get(3)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_jobs::{one_request, uuid};

    const DIRECTORY: &str = "https://directory.example/v2";

    fn store() -> (tempfile::TempDir, Store) {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::open_in(folder.path()).unwrap();
        (folder, store)
    }

    #[test]
    fn an_offers_job_goes_on_by_itself_only_after_a_pause_that_lapses() {
        use crate::api::{AuthFailure, Trouble};
        use crate::store::{JobState, RequestNote};
        let (_folder, mut store) = store();
        let job = store.create_job(&one_request(DIRECTORY, &[1, 2])).unwrap();
        assert!(
            store.job_may_go_on(job).unwrap(),
            "active, with messages to go"
        );
        let paused_by_run = |store: &mut Store, note: Option<RequestNote>| {
            store.set_job_state(job, JobState::Active, None).unwrap();
            store
                .settle_job_state(job, JobState::Paused, note.as_ref())
                .unwrap();
            store.job_may_go_on(job).unwrap()
        };
        assert!(
            paused_by_run(&mut store, None),
            "the window closed mid-run: it goes on"
        );
        let wait = |until_ms| RequestNote::WaitUntil {
            until_ms,
            hours: 2,
            minutes: 0,
        };
        assert!(
            !paused_by_run(&mut store, Some(wait(now_ms() + 3_600_000))),
            "never before the directory's Retry-After"
        );
        assert!(
            paused_by_run(&mut store, Some(wait(now_ms() - 1))),
            "once the wait is over"
        );
        let refused = RequestNote::SignInAgain {
            trouble: Trouble::Unauthorized {
                reason: AuthFailure::ExpiredToken,
            },
        };
        assert!(
            !paused_by_run(&mut store, Some(refused)),
            "a refused sign-in waits for the user"
        );
        assert!(
            !paused_by_run(
                &mut store,
                Some(RequestNote::WaitOverAYear { seconds: 1 << 40 })
            ),
            "so does a wait of over a year"
        );
        store.set_job_state(job, JobState::Paused, None).unwrap();
        assert!(
            !store.job_may_go_on(job).unwrap(),
            "the user's pause stands"
        );
    }

    #[test]
    fn a_job_paused_while_the_team_is_away_goes_on_once_its_retry_is_due_and_never_over_a_users_word()
     {
        use crate::store::{JobState, RequestNote};
        let (_folder, mut store) = store();
        let job = store.create_job(&one_request(DIRECTORY, &[1, 2])).unwrap();
        let away = |retry_at_ms| RequestNote::TeamAway { retry_at_ms };
        let later = now_ms() + 60_000;
        assert!(store.pause_for(job, &away(later)).unwrap());
        assert_eq!(store.job_state(job).unwrap(), Some(JobState::Paused));
        assert!(!store.job_may_go_on(job).unwrap(), "not before its retry");
        assert_eq!(store.lapsing_jobs(DIRECTORY).unwrap(), vec![(job, later)]);
        assert!(
            store
                .lapsing_jobs("https://other.example/v2")
                .unwrap()
                .is_empty(),
            "a job belongs to its directory"
        );
        let record = store.job(job).unwrap().unwrap();
        assert_eq!(record.reason, Some(away(later)), "the journal says why");
        // Tried again and still away: a later retry over the run's own pause.
        assert!(store.pause_for(job, &away(now_ms() - 1)).unwrap());
        assert!(store.job_may_go_on(job).unwrap(), "its retry is due");
        // The user's pause, or cancel, is never overwritten by the team's.
        store.set_job_state(job, JobState::Paused, None).unwrap();
        assert!(!store.pause_for(job, &away(now_ms() - 1)).unwrap());
        assert!(!store.job_may_go_on(job).unwrap());
        assert!(store.lapsing_jobs(DIRECTORY).unwrap().is_empty());
        // A refused sign-in waits for the user, not for a try in a minute.
        store.set_job_state(job, JobState::Active, None).unwrap();
        let refused = RequestNote::SignInAgain {
            trouble: crate::api::Trouble::Unauthorized {
                reason: crate::api::AuthFailure::ExpiredToken,
            },
        };
        store
            .settle_job_state(job, JobState::Paused, Some(&refused))
            .unwrap();
        assert!(!store.pause_for(job, &away(now_ms() - 1)).unwrap());
        assert_eq!(store.job(job).unwrap().unwrap().reason, Some(refused));
        store.set_job_state(job, JobState::Cancelled, None).unwrap();
        assert!(!store.pause_for(job, &away(now_ms() - 1)).unwrap());
        assert_eq!(store.job_state(job).unwrap(), Some(JobState::Cancelled));
    }

    #[test]
    fn a_deadline_ends_an_open_or_exhausted_offer_and_a_late_accept_may_still_fill_one() {
        let (_folder, mut store) = store();
        let mut new = new_offer(&[1, 2]);
        new.terms.deadline = Some(now_ms() + 3_600_000);
        let exhausted = store.create_offer(&new).unwrap();
        store.exhaust_offer(DIRECTORY, exhausted).unwrap();
        assert!(
            !store.open_offers(DIRECTORY).unwrap().contains(&exhausted),
            "before its deadline a run does not wait for it"
        );
        store.fill_offer(DIRECTORY, exhausted, None).unwrap_err();
        let open = store.create_offer(&new).unwrap();
        store.expire_offer(DIRECTORY, open).unwrap();
        let record = store.offer(DIRECTORY, open).unwrap().unwrap();
        assert_eq!(record.state, OfferState::Expired);
        assert!(record.events.iter().any(|e| e.kind == "expired"));
        store.expire_offer(DIRECTORY, open).unwrap_err();
        store.expire_offer(DIRECTORY, exhausted).unwrap();
        assert_eq!(
            store.offer(DIRECTORY, exhausted).unwrap().unwrap().state,
            OfferState::Expired
        );
        // An exhausted offer past its deadline is looked at, so that the next look ends it.
        new.terms.deadline = Some(now_ms() + 200);
        let late = store.create_offer(&new).unwrap();
        store.exhaust_offer(DIRECTORY, late).unwrap();
        assert!(!store.open_offers(DIRECTORY).unwrap().contains(&late));
        std::thread::sleep(std::time::Duration::from_millis(250));
        assert!(store.open_offers(DIRECTORY).unwrap().contains(&late));
    }

    #[test]
    fn the_windows_fill_holds_its_notes_and_can_be_undone_until_one_is_written() {
        let (_folder, mut store) = store();
        store.hold_notes_after_fills(30_000);
        let id = store.create_offer(&new_offer(&[1, 2])).unwrap();
        let placed = |uuid| Placed {
            uuid,
            due_at: 0,
            zone: None,
            left_out: None,
            name: None,
        };
        store
            .open_wave(DIRECTORY, id, 1, &[placed(uuid(1)), placed(uuid(2))])
            .unwrap();
        store.create_job(&offering(id, &[1, 2], None)).unwrap();
        let recorded = store
            .record_answer(DIRECTORY, id, uuid(1), Answer::Accepted, now_ms(), None)
            .unwrap();
        assert_eq!(recorded, Recorded::Yes { filled: true });
        let offer = store.offer(DIRECTORY, id).unwrap().unwrap();
        let held = offer.candidates[1]
            .closing_due_at
            .expect("the note is held");
        assert!(held >= now_ms() + 25_000, "held for the undo window");
        store.undo_fill(DIRECTORY, id).unwrap();
        let offer = store.offer(DIRECTORY, id).unwrap().unwrap();
        assert_eq!(offer.state, OfferState::Open);
        assert_eq!(offer.filled_by, None);
        assert_eq!(
            offer.candidates[0].answer, None,
            "the slipped accept is forgotten"
        );
        assert!(offer.candidates.iter().all(|c| c.closing_due_at.is_none()));
        assert!(offer.events.iter().any(|e| e.kind == "fill_undone"));
        store.undo_fill(DIRECTORY, id).unwrap_err();
        // Filled again, and a note written: no undo.
        store
            .record_answer(DIRECTORY, id, uuid(1), Answer::Accepted, now_ms(), None)
            .unwrap();
        store
            .create_job(&offering(id, &[2], Some(Closing::Filled)))
            .unwrap();
        let refused = store.undo_fill(DIRECTORY, id).unwrap_err();
        assert!(
            refused.to_string().contains("can no longer be undone"),
            "{refused}"
        );
    }

    fn new_offer(candidates: &[u128]) -> NewOffer {
        NewOffer {
            directory: DIRECTORY.into(),
            account: None,
            title: "EN>DE medical, 6,000 words".into(),
            terms: OfferTerms::default(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            message: Words {
                subject: "Job offer".into(),
                body: "Can you take it?".into(),
            },
            message_type: MessageType::Job,
            closing: ClosingTexts::standard("EN>DE medical"),
            wave_size: 2,
            wave_wait_ms: 60_000,
            send_when: SendWhen::Now,
            pick: Pick::First,
            candidates: candidates
                .iter()
                .map(|n| NewCandidate {
                    uuid: uuid(*n),
                    name: None,
                    pinned: *n == 9,
                })
                .collect(),
            recent: None,
        }
    }

    fn place(numbers: &[u128]) -> Vec<Placed> {
        numbers
            .iter()
            .map(|n| Placed {
                uuid: uuid(*n),
                due_at: 0,
                zone: None,
                left_out: None,
                name: None,
            })
            .collect()
    }

    fn offering(id: OfferId, recipients: &[u128], closing: Option<Closing>) -> NewJob {
        let mut job = one_request(DIRECTORY, recipients);
        job.offer = Some(OfferBinding { offer: id, closing });
        job
    }

    #[test]
    fn bad_offers_are_refused_and_nothing_is_written() {
        let (_folder, mut store) = store();
        let now = now_ms();
        for (change, expected) in [
            (
                Box::new(|o: &mut NewOffer| o.wave_size = 0) as Box<dyn Fn(&mut NewOffer)>,
                OfferProblem::WaveSize(0),
            ),
            (Box::new(|o| o.wave_size = 26), OfferProblem::WaveSize(26)),
            (
                Box::new(|o| o.candidates.clear()),
                OfferProblem::NoCandidates,
            ),
            (Box::new(|o| o.title = " ".into()), OfferProblem::NoTitle),
            (Box::new(|o| o.wave_wait_ms = 0), OfferProblem::WaveWait),
            (
                Box::new(move |o| o.terms.deadline = Some(now - 1_000)),
                OfferProblem::DeadlinePast(crate::times::utc_minutes(now - 1_000)),
            ),
        ] {
            let mut offer = new_offer(&[1, 2]);
            change(&mut offer);
            assert_eq!(offer.check(now), Err(expected.clone()));
            let refused = store.create_offer(&offer).unwrap_err().to_string();
            assert!(refused.contains(&expected.to_string()), "{refused}");
        }
        assert!(store.offer_summaries(DIRECTORY).unwrap().is_empty());
    }

    #[test]
    fn a_wave_opens_once_and_a_candidate_is_offered_once() {
        let (_folder, mut store) = store();
        let id = store.create_offer(&new_offer(&[1, 2, 9, 2])).unwrap();
        let offer = store.offer(DIRECTORY, id).unwrap().unwrap();
        let order: Vec<Uuid> = offer.candidates.iter().map(|c| c.uuid).collect();
        assert_eq!(
            order,
            vec![uuid(9), uuid(1), uuid(2)],
            "pinned first, no repeats"
        );
        store.open_wave(DIRECTORY, id, 1, &place(&[9, 1])).unwrap();
        // A second process that saw wave 0 opens nothing.
        assert!(store.open_wave(DIRECTORY, id, 1, &place(&[9, 1])).is_err());
        store.create_job(&offering(id, &[9, 1], None)).unwrap();
        let again = store.create_job(&offering(id, &[9], None)).unwrap_err();
        assert!(again.to_string().contains("already offered"), "{again}");
        // Not in the open wave: refused whole.
        assert!(store.create_job(&offering(id, &[2], None)).is_err());
        let jobs = store.job_summaries(Some(DIRECTORY)).unwrap();
        assert_eq!(jobs.len(), 1, "the refused jobs were not written");
    }

    /// The next wave sent early while the last one's messages wait for their hours: those
    /// still go (once) after the next wave opened; nobody outside an opened wave does.
    #[test]
    fn an_earlier_waves_waiting_message_goes_after_the_next_wave_opens() {
        let (_folder, mut store) = store();
        let id = store.create_offer(&new_offer(&[1, 2, 3, 4, 5])).unwrap();
        store.open_wave(DIRECTORY, id, 1, &place(&[1, 2])).unwrap();
        store.send_next_wave_now(DIRECTORY, id).unwrap();
        assert!(store.offer(DIRECTORY, id).unwrap().unwrap().send_early);
        store.open_wave(DIRECTORY, id, 2, &place(&[3, 4])).unwrap();
        let offer = store.offer(DIRECTORY, id).unwrap().unwrap();
        assert!(!offer.send_early, "spent by the wave it opened");
        store.create_job(&offering(id, &[3, 4], None)).unwrap();
        store.create_job(&offering(id, &[1, 2], None)).unwrap();
        let again = store.create_job(&offering(id, &[1], None)).unwrap_err();
        assert!(again.to_string().contains("already offered"), "{again}");
        let unopened = store.create_job(&offering(id, &[5], None)).unwrap_err();
        assert!(
            unopened.to_string().contains("no wave opened"),
            "{unopened}"
        );
    }

    #[test]
    fn answers_count_once_fill_the_offer_and_closing_messages_go_once() {
        let (_folder, mut store) = store();
        let id = store.create_offer(&new_offer(&[1, 2, 3])).unwrap();
        store.open_wave(DIRECTORY, id, 1, &place(&[1, 2])).unwrap();
        assert_eq!(
            store
                .record_answer(DIRECTORY, id, uuid(3), Answer::Accepted, 1, None)
                .unwrap_err()
                .to_string(),
            OfferProblem::NotOffered(uuid(3)).to_string()
        );
        store.create_job(&offering(id, &[1, 2], None)).unwrap();
        let answer = |store: &mut Store, n, answer| {
            store.record_answer(DIRECTORY, id, uuid(n), answer, 5, Some("Ana"))
        };
        assert_eq!(
            answer(&mut store, 1, Answer::Accepted).unwrap(),
            Recorded::Yes { filled: true }
        );
        assert_eq!(
            answer(&mut store, 1, Answer::Accepted).unwrap(),
            Recorded::AlreadyRecorded { at: 5 }
        );
        assert_eq!(
            answer(&mut store, 2, Answer::Accepted).unwrap(),
            Recorded::AfterClose {
                state: OfferState::Filled
            }
        );
        let offer = store.offer(DIRECTORY, id).unwrap().unwrap();
        assert_eq!(offer.filled_by, Some(uuid(1)));
        assert!(store.open_wave(DIRECTORY, id, 2, &place(&[3])).is_err());
        assert!(
            store.cancel_offer(DIRECTORY, id).is_err(),
            "filled stays filled"
        );
        store
            .create_job(&offering(id, &[2], Some(Closing::Filled)))
            .unwrap();
        assert!(
            store
                .create_job(&offering(id, &[2], Some(Closing::Filled)))
                .is_err(),
            "thanked once"
        );
        assert!(
            store
                .create_job(&offering(id, &[3], Some(Closing::Filled)))
                .is_err(),
            "never offered, never thanked"
        );
        let ListedOffer::Offer(summary) = &store.offer_summaries(DIRECTORY).unwrap()[0] else {
            panic!("the offer is readable");
        };
        assert_eq!(
            (summary.offered, summary.answered, summary.accepted),
            (2, 2, 2)
        );
        let facts = store.offer_answers(DIRECTORY, &[uuid(1)]).unwrap();
        assert_eq!(facts.len(), 1);
        assert_eq!(facts[0].answer, Some(Answer::Accepted));
        assert_eq!(facts[0].recorded_by.as_deref(), Some("Ana"));
    }

    #[test]
    fn the_coordinators_word_on_recent_contacts_is_kept_in_the_timeline() {
        use super::RecentWord;
        let (_folder, mut store) = store();
        let mut included = new_offer(&[1, 2]);
        included.recent = Some(RecentWord {
            included: true,
            days: 7,
            uuids: vec![uuid(2), uuid(5)],
        });
        let id = store.create_offer(&included).unwrap();
        let events = store.offer(DIRECTORY, id).unwrap().unwrap().events;
        let kept: Vec<_> = events
            .iter()
            .filter(|e| e.kind == "recent_included")
            .collect();
        assert_eq!(kept.len(), 1, "only a candidate of the offer: {events:?}");
        assert_eq!(kept[0].uuid, Some(uuid(2)));
        assert_eq!(kept[0].detail.as_deref(), Some("messaged within 7 days"));
        let mut left_out = new_offer(&[1]);
        left_out.recent = Some(RecentWord {
            included: false,
            days: 3,
            uuids: vec![uuid(2), uuid(3)],
        });
        let id = store.create_offer(&left_out).unwrap();
        let events = store.offer(DIRECTORY, id).unwrap().unwrap().events;
        let said = events.iter().find(|e| e.kind == "recent_left_out").unwrap();
        assert_eq!(
            said.detail.as_deref(),
            Some("2 candidates, messaged within 3 days")
        );
        assert!(events.iter().all(|e| e.kind != "recent_included"));
    }

    #[test]
    fn another_directorys_offer_is_not_found() {
        let (_folder, mut store) = store();
        let id = store.create_offer(&new_offer(&[1])).unwrap();
        assert!(
            store
                .offer("https://other.example/v2", id)
                .unwrap()
                .is_none()
        );
        assert!(store.cancel_offer("https://other.example/v2", id).is_err());
        store.cancel_offer(DIRECTORY, id).unwrap();
        assert!(store.open_offers(DIRECTORY).unwrap().is_empty());
    }

    /// One offer whose row this version cannot read is listed as such, between the others,
    /// which are listed as ever: it does not hide them.
    #[test]
    fn one_unreadable_offer_is_named_in_the_list_and_hides_no_other() {
        let (_folder, mut store) = store();
        let ids: Vec<OfferId> = (0..3)
            .map(|_| store.create_offer(&new_offer(&[1, 2])).unwrap())
            .collect();
        store
            .connection
            .execute(
                "UPDATE offer SET state = 'paused_forever' WHERE id = ?1",
                [ids[1].0],
            )
            .unwrap();
        let listed = store.offer_summaries(DIRECTORY).unwrap();
        assert_eq!(
            listed.iter().map(ListedOffer::id).collect::<Vec<_>>(),
            [ids[2], ids[1], ids[0]],
            "newest first, as ever"
        );
        for (entry, id) in [(&listed[0], ids[2]), (&listed[2], ids[0])] {
            let ListedOffer::Offer(summary) = entry else {
                panic!("offer {id} is readable: {entry:?}");
            };
            assert_eq!((summary.state, summary.candidates), (OfferState::Open, 2));
        }
        let ListedOffer::Unreadable { id, problem } = &listed[1] else {
            panic!("{:?}", listed[1]);
        };
        assert_eq!(*id, ids[1]);
        assert!(
            problem.starts_with(&format!("offer {} has the state 'paused_forever'", ids[1])),
            "{problem}"
        );
        // A value of the wrong kind is named too, with the offer.
        store
            .connection
            .execute(
                "UPDATE offer SET held = 'sometimes' WHERE id = ?1",
                [ids[0].0],
            )
            .unwrap();
        let listed = store.offer_summaries(DIRECTORY).unwrap();
        assert!(matches!(&listed[0], ListedOffer::Offer(s) if s.id == ids[2]));
        assert!(
            matches!(&listed[2], ListedOffer::Unreadable { id, problem }
                if *id == ids[0] && problem.starts_with(&format!("offer {id} cannot be read: "))),
            "{:?}",
            listed[2]
        );
    }

    #[test]
    fn an_offer_with_a_word_this_version_does_not_know_is_an_error_not_a_guess() {
        let (_folder, mut store) = store();
        let id = store.create_offer(&new_offer(&[1, 2])).unwrap();
        for (column, value, what) in [
            ("send_when", "at_dawn", "the sending rule"),
            ("state", "paused_forever", "the state"),
        ] {
            let (good,): (String,) = store
                .connection
                .query_row(&format!("SELECT {column} FROM offer"), [], |row| {
                    Ok((row.get(0)?,))
                })
                .unwrap();
            store
                .connection
                .execute(&format!("UPDATE offer SET {column} = ?1"), [value])
                .unwrap();
            let said = store.offer(DIRECTORY, id).unwrap_err().to_string();
            assert!(
                said.contains(&format!("offer {id} has {what} '{value}'"))
                    && said.contains("takes no step"),
                "{said}"
            );
            // Listed as unreadable, whichever word it is: the list promises a readable
            // offer can be read whole.
            let listed = store.offer_summaries(DIRECTORY).unwrap();
            assert!(
                matches!(&listed[..], [ListedOffer::Unreadable { problem, .. }]
                    if problem.contains(value)),
                "{listed:?}"
            );
            if column == "state" {
                // Nothing is written to an offer read as something it is not.
                let answered =
                    store.record_answer(DIRECTORY, id, uuid(1), Answer::Accepted, 1, None);
                assert!(answered.unwrap_err().to_string().contains(value));
            }
            store
                .connection
                .execute(&format!("UPDATE offer SET {column} = ?1"), [good])
                .unwrap();
        }
        assert_eq!(
            store.offer(DIRECTORY, id).unwrap().unwrap().state,
            OfferState::Open
        );
    }

    #[test]
    fn a_reply_answers_the_offer_whose_message_it_answers_not_one_worded_alike() {
        let (_folder, mut store) = store();
        // Two offers with the same subject, both to freelancer 1.
        let first = store.create_offer(&new_offer(&[1, 2])).unwrap();
        let second = store.create_offer(&new_offer(&[1, 3])).unwrap();
        let mut jobs = Vec::new();
        for (id, message) in [(first, 7), (second, 8)] {
            store.open_wave(DIRECTORY, id, 1, &place(&[1])).unwrap();
            let job = store.create_job(&offering(id, &[1], None)).unwrap();
            // The directory's number for the message, as its receipt gave it.
            store
                .connection
                .execute(
                    "UPDATE chunk SET state = 'sent', receipt_meta = ?2 WHERE job = ?1",
                    params![job, format!(r#"{{"message_vetting_id": {message}}}"#)],
                )
                .unwrap();
            jobs.push(job);
        }
        let reply = |store: &mut Store, message: &str, from: u128| {
            store.answer_from_message(
                DIRECTORY,
                (message, uuid(from)),
                Answer::Accepted,
                (5, "the sandbox"),
            )
        };
        assert_eq!(
            reply(&mut store, "8", 1).unwrap(),
            Some((second, Recorded::Yes { filled: true }))
        );
        let answer_of =
            |store: &Store, id| store.offer(DIRECTORY, id).unwrap().unwrap().candidates[0].answer;
        assert_eq!(answer_of(&store, second), Some(Answer::Accepted));
        assert_eq!(
            answer_of(&store, first),
            None,
            "same subject, other message"
        );
        assert_eq!(
            store.offer(DIRECTORY, first).unwrap().unwrap().state,
            OfferState::Open
        );
        // A message nobody was sent, or sent to someone else, answers nothing.
        assert_eq!(reply(&mut store, "9", 1).unwrap(), None);
        assert_eq!(reply(&mut store, "7", 2).unwrap(), None);
        assert_eq!(
            reply(&mut store, "7", 1).unwrap().map(|(id, _)| id),
            Some(first)
        );
    }

    /// A sandbox started again numbered its messages from 1 once more: two offers' messages
    /// to the same freelancer then carry one id, and a reply to it is nobody's answer.
    #[test]
    fn a_reply_to_a_message_id_two_offers_had_answers_neither() {
        let (_folder, mut store) = store();
        let first = store.create_offer(&new_offer(&[1, 2])).unwrap();
        let second = store.create_offer(&new_offer(&[1, 3])).unwrap();
        for id in [first, second] {
            store.open_wave(DIRECTORY, id, 1, &place(&[1])).unwrap();
            let job = store.create_job(&offering(id, &[1], None)).unwrap();
            store
                .connection
                .execute(
                    "UPDATE chunk SET state = 'sent', receipt_meta = ?2 WHERE job = ?1",
                    params![job, r#"{"message_vetting_id": 1}"#],
                )
                .unwrap();
        }
        let answered = store
            .answer_from_message(
                DIRECTORY,
                ("1", uuid(1)),
                Answer::Accepted,
                (5, "the sandbox"),
            )
            .unwrap();
        assert_eq!(answered, None, "ambiguous: recorded for neither");
        for id in [first, second] {
            let offer = store.offer(DIRECTORY, id).unwrap().unwrap();
            assert_eq!(offer.candidates[0].answer, None, "offer {id}");
            assert_eq!(offer.state, OfferState::Open, "offer {id}");
        }
    }

    #[test]
    fn an_offer_steps_only_as_the_account_it_was_made_as() {
        let (_folder, mut store) = store();
        let ana = JobAccount {
            uuid: uuid(100),
            name: Some("Lingua Bridge".into()),
        };
        let bob = JobAccount {
            uuid: uuid(200),
            name: Some("Bob's Agency".into()),
        };
        let mut made = new_offer(&[1]);
        made.account = Some(ana.uuid.to_string());
        let id = store.create_offer(&made).unwrap();
        // The name comes from a job written as the account.
        assert_eq!(
            store.offer_owner(DIRECTORY, id).unwrap(),
            Some(JobAccount {
                uuid: ana.uuid,
                name: None
            })
        );
        store.open_wave(DIRECTORY, id, 1, &place(&[1])).unwrap();
        let mut job = offering(id, &[1], None);
        job.account = Some(ana.clone());
        store.create_job(&job).unwrap();
        let owner = store.offer_owner(DIRECTORY, id).unwrap();
        assert_eq!(owner.as_ref(), Some(&ana));
        let refused = check_offer_owner(id, owner.as_ref(), Some(&bob)).unwrap_err();
        assert_eq!(
            refused,
            format!(
                "offer {id} was made as Lingua Bridge; you are signed in as Bob's Agency. \
                 Nothing was sent: sign in as Lingua Bridge to go on with it"
            )
        );
        assert_eq!(check_offer_owner(id, owner.as_ref(), Some(&ana)), Ok(()));
        // An offer from before offers kept their account, or nobody known: not refused here.
        assert_eq!(check_offer_owner(id, None, Some(&bob)), Ok(()));
        assert_eq!(check_offer_owner(id, owner.as_ref(), None), Ok(()));
        assert_eq!(
            store.offer_owner("https://other.example/v2", id).unwrap(),
            None
        );
    }
}
