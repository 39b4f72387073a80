//! One job as the Outbox panel shows it: its requests' texts, made as they change rather
//! than on every frame, what became of its recipients, and the send rate this session
//! measured. Kept in step by the model (`model`), drawn by the job cards (`job_card`).

use std::collections::{BTreeMap, HashSet, VecDeque};
use std::time::{Duration, Instant};

use uuid::Uuid;

use crate::outbox::{RequestUpdate, RunEnd};
use crate::store::JobId;
use crate::store::{DraftRecipient, JobRecord, JobState, RequestRecord, RequestState};

/// Answers kept for measuring the send rate: enough to smooth it, few enough to follow a change
/// of pace (a `Retry-After`, a slower directory).
const RATE_WINDOW: usize = 20;

/// Recipients named in a request's row; more read as a count (the rest are on hover).
const NAMES_IN_ROW: usize = 3;

/// What became of a job's recipients, person by person.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct People {
    pub sent: usize,
    pub pending: usize,
    /// Refused, failed, or named in a receipt as not reached: each named on their request's
    /// row.
    pub not_delivered: usize,
    /// Taken out before their request went (marked do not contact since, or left out of a
    /// retry): never sent, and named on their request's row.
    pub left_out: usize,
    /// Their request's answer was lost: it may have reached them.
    pub unknown: usize,
    /// Not sent yet (in a cancelled job: never to be sent).
    pub waiting: usize,
}

impl People {
    /// "290 sent, 8 pending, 2 not delivered"; `cancelled` words the waiting as never sent.
    pub fn text(&self, cancelled: bool) -> String {
        let waiting = if cancelled {
            "outbox-people-not-sent"
        } else {
            "outbox-people-waiting"
        };
        let parts: Vec<String> = [
            (self.sent, "outbox-people-sent"),
            (self.pending, "outbox-people-pending"),
            (self.not_delivered, "outbox-people-not-delivered"),
            (self.left_out, "outbox-people-left-out"),
            (self.unknown, "outbox-people-unknown"),
            (self.waiting, waiting),
        ]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, id)| crate::tr!(id, count = n))
        .collect();
        if parts.is_empty() {
            crate::tr!("outbox-people-nobody")
        } else {
            // A list, not a sentence: each part is a whole message.
            parts.join(&crate::tr!("outbox-list-separator"))
        }
    }
}

/// A request's texts, made when it changes rather than on every frame.
#[derive(Debug, Clone, Default)]
pub(super) struct RequestRow {
    pub(super) recipients: String,
    /// Every recipient, for the hover.
    pub(super) everyone: String,
    /// What became of the request, as the journal wrote it: English.
    message: String,
    /// The same as a reason, worded when drawn, in the window's language at the time.
    note: Option<crate::store::RequestNote>,
    /// The technical detail behind `words`: the directory's own words, the HTTP status, the
    /// library's text.
    pub(super) details: String,
    /// Recipients of this request that the directory's words name (e.g. "Invalid recipient:
    /// <uuid>"): a retry can leave them out.
    pub(super) named: Vec<Uuid>,
    /// Who of it was left out, and who the receipt named as not reached: every one the
    /// job's counts say was not delivered is named on a row.
    left_out: Vec<String>,
    failed: Vec<String>,
}

impl RequestRow {
    /// What became of the request, in plain words: the note in the window's language, or
    /// the journal's English when it kept no note (an older journal).
    pub(super) fn words(&self) -> String {
        let said = match &self.note {
            Some(note) => note.words(),
            None => self.message.clone(),
        };
        let names = |key: &str, who: &[String]| {
            (!who.is_empty()).then(|| crate::tr!(key, names = crate::i18n::list(who)))
        };
        [
            Some(said).filter(|said| !said.is_empty()),
            names("outbox-row-not-delivered", &self.failed),
            names("outbox-row-left-out", &self.left_out),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ")
    }
}

/// The receipt's whole `meta`, a line per entry ("message_vetting_id: mv-123"), under the
/// heading "Receipt"; text values without their JSON quotes.
fn receipt_text(meta: &crate::store::ReceiptMeta) -> String {
    if meta.as_map().is_empty() {
        return String::new();
    }
    let mut text = crate::tr!("outbox-receipt");
    for (key, value) in meta.as_map() {
        let value = match value {
            serde_json::Value::String(text) => text.clone(),
            other => other.to_string(),
        };
        text.push_str(&format!("\n{key}: {value}"));
    }
    text
}

impl RequestRow {
    fn of(chunk: &RequestRecord) -> Self {
        let count = chunk.recipients.len();
        let names: Vec<String> = chunk.recipients.iter().map(|r| r.label()).collect();
        let recipients = if count <= NAMES_IN_ROW {
            crate::i18n::list(&names)
        } else {
            crate::tr!(
                "outbox-row-recipients",
                count = count,
                names = crate::i18n::list(&names[..NAMES_IN_ROW - 1])
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
        let who = |keep: fn(&crate::store::JobRecipient) -> bool| {
            chunk
                .recipients
                .iter()
                .filter(|r| keep(r))
                .map(|r| r.label())
                .collect()
        };
        Self {
            recipients,
            everyone: names.join("\n"),
            message: chunk.message.clone().unwrap_or_default(),
            note: chunk.note.clone(),
            details,
            named,
            left_out: who(|r| r.left_out),
            failed: who(|r| r.failed && !r.left_out),
        }
    }
}

/// One job as the panel shows it.
#[derive(Debug, Clone)]
pub struct JobView {
    pub record: JobRecord,
    /// When it was created, in UTC.
    pub created: String,
    pub(super) rows: Vec<RequestRow>,
    /// Requests by state.
    pub by_state: BTreeMap<RequestState, usize>,
    pub people: People,
    recipients: usize,
    not_reached: usize,
    /// How its last run ended, if one ended since the outbox opened.
    pub end: Option<RunEnd>,
    /// When the latest answers arrived, for the send rate.
    pub(super) answers: VecDeque<Instant>,
}

impl JobView {
    pub(super) fn new(record: JobRecord) -> Self {
        let mut view = Self {
            created: crate::ui::values::utc_minutes(record.created_at_ms),
            rows: record.requests.iter().map(RequestRow::of).collect(),
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
    pub(super) fn replace(&mut self, record: JobRecord) {
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
        for chunk in &self.record.requests {
            *by_state.entry(chunk.state).or_insert(0) += 1;
            for r in &chunk.recipients {
                recipients += 1;
                if r.left_out {
                    people.left_out += 1;
                    not_reached += 1;
                    continue;
                }
                if r.failed {
                    people.not_delivered += 1;
                    not_reached += 1;
                    continue;
                }
                match chunk.state {
                    RequestState::Sent => people.sent += 1,
                    RequestState::Pending => people.pending += 1,
                    RequestState::Rejected | RequestState::Failed => {
                        people.not_delivered += 1;
                        not_reached += 1;
                    }
                    RequestState::Unknown => people.unknown += 1,
                    RequestState::Queued | RequestState::Retrying => {
                        people.waiting += 1;
                        if cancelled {
                            not_reached += 1;
                        }
                    }
                    RequestState::Sending => people.waiting += 1,
                }
            }
        }
        self.by_state = by_state;
        self.people = people;
        self.recipients = recipients;
        self.not_reached = not_reached;
    }

    fn request_index(&self, seq: u32) -> Option<usize> {
        // Requests are numbered from 1 without gaps; the search is for a journal that is not.
        let guess = (seq as usize).checked_sub(1)?;
        if self
            .record
            .requests
            .get(guess)
            .is_some_and(|c| c.seq == seq)
        {
            return Some(guess);
        }
        self.record.requests.iter().position(|c| c.seq == seq)
    }

    pub(super) fn apply_request(&mut self, update: &RequestUpdate, now: Instant) {
        let Some(index) = self.request_index(update.seq) else {
            return;
        };
        let chunk = &mut self.record.requests[index];
        chunk.state = update.state;
        chunk.updated_at_ms = crate::store::now_ms();
        match &update.answer {
            None => {
                // The journal counts an attempt when the request goes out.
                if update.state == RequestState::Sending {
                    chunk.attempts += 1;
                    chunk.next_attempt_at_ms = None;
                }
            }
            Some(answer) => {
                chunk.http_status = answer.http_status;
                chunk.message = answer.message.clone();
                chunk.note = answer.note.as_deref().cloned();
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
        self.rows[index] = RequestRow::of(&self.record.requests[index]);
        self.retally();
    }

    pub fn id(&self) -> JobId {
        self.record.id
    }

    pub fn recipient_count(&self) -> usize {
        self.recipients
    }

    pub(super) fn count(&self, state: RequestState) -> usize {
        self.by_state.get(&state).copied().unwrap_or(0)
    }

    /// Requests still to go or out now.
    pub fn open(&self) -> usize {
        self.count(RequestState::Queued)
            + self.count(RequestState::Retrying)
            + self.count(RequestState::Sending)
    }

    /// Requests nothing more will happen to without the user.
    pub fn done(&self) -> usize {
        self.record.requests.len() - self.open()
    }

    pub fn needing_decision(&self) -> usize {
        self.count(RequestState::Failed) + self.count(RequestState::Unknown)
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
            .requests
            .iter()
            .flat_map(|chunk| {
                let whole = matches!(chunk.state, RequestState::Failed | RequestState::Rejected)
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
            .map(|(state, n)| {
                crate::tr!(
                    "outbox-requests-in-state",
                    state = state.as_str(),
                    count = *n
                )
            })
            .collect();
        crate::tr!("outbox-requests", states = parts.join(" · "))
    }
}

/// "45 s", "3 min", "2 h 5 min".
pub(super) fn duration_text(duration: Duration) -> String {
    let secs = duration.as_secs();
    // Numbers, so that each language picks its plural and its unit.
    match secs {
        0..60 => crate::tr!("outbox-seconds", seconds = secs.max(1) as usize),
        60..3600 => crate::tr!("outbox-minutes", minutes = secs.div_ceil(60) as usize),
        _ => crate::tr!(
            "outbox-hours-minutes",
            hours = (secs / 3600) as usize,
            minutes = (secs % 3600 / 60) as usize
        ),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::api::MessageType;
    use crate::store::JobRecipient;

    pub(in crate::ui::outbox) fn chunk(
        seq: u32,
        recipients: std::ops::Range<u128>,
    ) -> RequestRecord {
        RequestRecord {
            seq,
            state: RequestState::Queued,
            attempts: 0,
            next_attempt_at_ms: None,
            http_status: None,
            message: None,
            note: None,
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

    pub(in crate::ui::outbox) fn job(id: JobId) -> JobRecord {
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
            reason: None,
            paused_by_run: false,
            lease: None,
            requests: vec![chunk(1, 1..26), chunk(2, 26..51), chunk(3, 51..56)],
        }
    }

    #[test]
    fn a_refusal_naming_recipients_offers_to_leave_them_out() {
        let mut failed = chunk(1, 1..4);
        failed.state = RequestState::Failed;
        failed.message =
            Some("The directory refused the request; its reasons are in the details.".into());
        failed.http_status = Some(400);
        failed.server_messages = vec![
            format!("Invalid recipient: {}", Uuid::from_u128(2)),
            format!("Invalid recipient: {}", Uuid::from_u128(99)),
        ];
        let row = RequestRow::of(&failed);
        assert_eq!(
            row.named,
            vec![Uuid::from_u128(2)],
            "only this request's own"
        );
        assert_eq!(row.recipients, "R1, R2, R3");
        assert_eq!(
            row.words(),
            "The directory refused the request; its reasons are in the details."
        );
        // Answered before the journal kept details: the status and the directory's words.
        assert!(row.details.starts_with("HTTP 400 · Invalid recipient: "));
        failed.details = Some("the server refused the request (HTTP 400)".into());
        assert_eq!(
            RequestRow::of(&failed).details,
            "the server refused the request (HTTP 400)"
        );
        let many = RequestRow::of(&chunk(1, 1..26));
        assert_eq!(many.recipients, "25 recipients: R1, R2, …");
    }

    #[test]
    fn everyone_counted_as_not_delivered_or_left_out_is_named_on_a_row() {
        let mut record = job(JobId(3));
        record.requests.truncate(2);
        record.requests[0].state = RequestState::Sent;
        record.requests[0].message = Some("Sent.".into());
        // Named in the receipt as not reached.
        record.requests[0].recipients[1].failed = true;
        // Marked do not contact after the job was written: left out as its request went.
        record.requests[1].state = RequestState::Sent;
        record.requests[1].recipients[4].left_out = true;
        let view = JobView::new(record);
        assert_eq!(view.people.not_delivered, 1);
        assert_eq!(view.people.left_out, 1);
        assert_eq!(view.people.sent, 48);
        assert_eq!(view.rows[0].words(), "Sent. · Not delivered: R2");
        assert_eq!(view.rows[1].words(), "Left out: R30");
        assert_eq!(
            view.people.text(false),
            "48 sent, 1 not delivered, 1 left out"
        );
    }

    #[test]
    fn a_requests_details_show_its_whole_receipt() {
        let mut sent = chunk(1, 1..3);
        sent.state = RequestState::Sent;
        sent.details = Some("HTTP 201".into());
        let meta: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(r#"{"message_vetting_id":"mv-42","queued":true}"#).unwrap();
        sent.receipt_meta = Some(crate::store::ReceiptMeta::bounded(&meta));
        assert_eq!(
            RequestRow::of(&sent).details,
            "HTTP 201\n\nReceipt:\nmessage_vetting_id: mv-42\nqueued: true"
        );
        sent.details = None;
        sent.http_status = None;
        sent.server_messages.clear();
        assert_eq!(
            RequestRow::of(&sent).details,
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
}
