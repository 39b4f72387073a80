//! The offer board's state and rules, without egui: the directory's offers as the store last
//! answered, the one opened and those selected (in the list and among its candidates, as
//! every table selects: `ui/selection.rs`), the candidate the inspector shows
//! (`inspected.rs`), the step each failed at last (the outbox's trouble), the
//! pasted reply and whom it is from, the cancel that asks first, and when the outbox is to
//! look at the offers again (`looks.rs`: at the earliest offer's due time, never on a
//! clock of its own). What the board shows of an offer (its counts, its wave, what
//! it waits for) is worked out here from the store's record and `offers::due`, so that the
//! view only words it.

use std::collections::{BTreeMap, HashMap};

use jiff::tz::TimeZone;
use uuid::Uuid;

use super::facts::{display_name, next_candidate};
use super::inspected::InspectedCandidate;
use super::looks::{Due, Looks, Readings};
use crate::offers::due::{NextSend, Step, Waiting, next_send, next_step};
use crate::offers::reply::{self, Found, Known, NotFound};
use crate::store::{
    Answer, JobId, ListedOffer, OfferDone, OfferId, OfferRecord, OfferState, OfferSummary, Reach,
    Recorded,
};
use crate::ui::notice::Notice;
use crate::ui::selection::Selection;

/// The store's list of the directory's offers.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub enum Listed {
    #[default]
    Loading,
    Loaded,
    Failed(String),
}

#[derive(Default)]
pub struct OffersModel {
    directory: Option<String>,
    pub listed: Listed,
    /// Each offer whole, as last read; newest (highest number) last.
    records: BTreeMap<OfferId, OfferRecord>,
    /// The offers the store could not read, with why (in the store's English), as last
    /// listed: each a line of its own, so that one does not hide the board.
    unreadable: BTreeMap<OfferId, String>,
    /// The offer opened below the list: its details and candidates.
    opened: Option<OfferId>,
    /// The open offers' list, selected as every table is (`ui/selection.rs`), by offer.
    pub list: Selection<OfferId>,
    /// The opened offer's candidates, selected by UUID; emptied when another offer opens,
    /// and rid of candidates that leave it.
    pub candidates: Selection<Uuid>,
    /// The candidate opened in the inspector beside the board, and their profile.
    pub inspected: InspectedCandidate,
    /// Why the outbox could not take an offer's last step, until the offer changes again.
    trouble: HashMap<OfferId, String>,
    /// The pasted reply's text, and whom it was found to be from (for the opened offer).
    pub paste: String,
    pub found: Option<(OfferId, Result<Found, NotFound>)>,
    /// The offer whose Cancel was pressed, asking to be confirmed.
    pub confirm_cancel: Option<OfferId>,
    /// When the outbox is next to look at the offers, and the readings that ride on it.
    looks: Looks,
    /// Jobs that ended before the board had read an offer bound to them: an offer read
    /// later with their messages still on their way is read once more.
    ended_unbound: std::collections::HashSet<JobId>,
    /// Offers to read again, so found as one was read.
    read_again: Vec<OfferId>,
    /// Whether the board was on screen at the last frame.
    on_screen: bool,
    /// An offer changed since the answers were last read (a reply recorded, a message
    /// sent): what they teach (the responsiveness shown and ranked by) is read again at the
    /// next frame, once however many changed.
    answers_stale: bool,
}

/// What an offer waits for, as the board says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// The outbox takes a step at its next look (a wave to open, messages to send).
    Now,
    /// The next wave goes at this time (Unix ms), unless someone accepts first.
    Wave(i64),
    /// The wave's messages wait for their freelancers' working hours; the next at this time.
    WorkingHours(Option<i64>),
    Held,
    Sending,
    /// Someone accepted; the coordinator picks by this time.
    Choosing(Option<i64>),
    /// Every candidate was offered; the last wave's wait ends at this time.
    LastWave(Option<i64>),
    /// No message of the open wave reached anyone: the next waits for the coordinator.
    Undelivered,
    /// Offered to everyone, nobody accepted: a late accept may still get the job, until the
    /// deadline (this time, Unix ms) ends the offer.
    LateAnswers(Option<i64>),
    Over,
}

impl OffersModel {
    /// The board of `directory`, which the app asks the store to list.
    pub fn follow(&mut self, directory: &str) {
        self.directory = Some(directory.to_owned());
    }

    fn is_for(&self, directory: &str) -> bool {
        self.directory.as_deref() == Some(directory)
    }

    /// The store listed the directory's offers: those not read whole yet, or changed since
    /// (another wave, an answer counted), are returned to be read. Those it could not read
    /// are kept as such and not asked for whole (that would fail again).
    pub fn on_listed(
        &mut self,
        directory: &str,
        offers: Result<Vec<ListedOffer>, String>,
    ) -> Vec<OfferId> {
        if !self.is_for(directory) {
            return Vec::new();
        }
        match offers {
            Ok(offers) => {
                self.listed = Listed::Loaded;
                self.unreadable.clear();
                let mut to_read = Vec::new();
                for listed in offers {
                    match listed {
                        ListedOffer::Offer(summary) => {
                            if self
                                .records
                                .get(&summary.id)
                                .is_none_or(|r| differs(r, &summary))
                            {
                                to_read.push(summary.id);
                            }
                        }
                        ListedOffer::Unreadable { id, problem } => {
                            self.forget(id);
                            self.unreadable.insert(id, problem);
                        }
                    }
                }
                self.settle();
                to_read
            }
            Err(why) => {
                self.listed = Listed::Failed(why);
                Vec::new()
            }
        }
    }

    /// The offers the store could not read, newest first, each with why.
    pub fn unreadable(&self) -> impl Iterator<Item = (OfferId, &str)> {
        self.unreadable
            .iter()
            .rev()
            .map(|(id, why)| (*id, why.as_str()))
    }

    /// An offer read whole (or gone, or unreadable: then told).
    pub fn on_offer(
        &mut self,
        directory: &str,
        id: OfferId,
        offer: Result<Option<OfferRecord>, String>,
    ) -> Option<Notice> {
        if !self.is_for(directory) {
            return None;
        }
        match offer {
            Ok(Some(record)) => {
                if self.records.get(&id) != Some(&record) {
                    self.looks.changed(id);
                }
                // Read before its job's end was written, and the end heard first.
                let stale = record
                    .candidates
                    .iter()
                    .filter(|c| c.reach() == Reach::Going)
                    .filter_map(|c| c.job)
                    .filter(|job| self.ended_unbound.remove(job))
                    .count();
                if stale > 0 {
                    self.read_again.push(id);
                }
                let news = wave_waits_news(self.records.get(&id), &record, crate::store::now_ms());
                self.records.insert(id, record);
                self.settle();
                news
            }
            Ok(None) => {
                self.forget(id);
                self.settle();
                None
            }
            Err(why) => Some(Notice::problem_with_details(
                || crate::tr!("offers-unreadable", offer = id.to_string()),
                why,
            )),
        }
    }

    /// The outbox could not take offer `id`'s step at `now` (Unix ms); shown on its card
    /// until it changes, and looked at again after the outbox's back-off.
    pub fn on_trouble(&mut self, id: OfferId, problem: String, now: i64) {
        self.trouble.insert(id, problem);
        self.looks.trouble(id, now);
    }

    /// The outbox changed offer `id`: its trouble is over (a new one would be told again),
    /// and what it needs next is worked out again.
    pub fn on_changed(&mut self, id: OfferId) {
        self.trouble.remove(&id);
        self.looks.trouble_over(id);
        self.looks.changed(id);
        self.answers_stale = true;
    }

    /// What is due at `now` (Unix ms): a look at the offers, the team's answers, and the
    /// next time anything will be (`None`: nothing without an event), counted as done.
    pub fn due(&mut self, now: i64, readings: Readings) -> Due {
        self.looks.due(self.records.values(), now, readings)
    }

    /// Whether the answers are to be read again now (true once per change, however many).
    pub fn take_answers_stale(&mut self) -> bool {
        std::mem::take(&mut self.answers_stale)
    }

    pub fn trouble(&self, id: OfferId) -> Option<&str> {
        self.trouble.get(&id).map(String::as_str)
    }

    /// A change the board asked for was made (the offer as it is now) or refused; the news.
    pub fn on_edited(
        &mut self,
        directory: &str,
        id: OfferId,
        result: Result<(OfferDone, Option<OfferRecord>), String>,
    ) -> Option<Notice> {
        if !self.is_for(directory) {
            return None;
        }
        let (done, record) = match result {
            Ok(done) => done,
            Err(why) => {
                return Some(Notice::problem_with_details(
                    || crate::tr!("offers-change-refused", offer = id.to_string()),
                    why,
                ));
            }
        };
        let name = |uuid: Uuid| {
            let candidate = record.as_ref().and_then(|r| r.candidate(uuid));
            candidate.map_or_else(|| uuid.to_string(), display_name)
        };
        let notice = match done {
            OfferDone::Answer(Recorded::Yes { filled: true }) => Some(Notice::news(crate::tr!(
                "offers-filled-news",
                offer = id.to_string()
            ))),
            OfferDone::Answer(Recorded::Yes { filled: false }) | OfferDone::Changed => None,
            OfferDone::Answer(Recorded::AlreadyRecorded { at }) => Some(Notice::news(crate::tr!(
                "offers-already-recorded",
                at = crate::ui::values::utc_minutes(at)
            ))),
            OfferDone::Answer(Recorded::AfterClose { state }) => Some(Notice::problem(crate::tr!(
                "offers-answer-after-close",
                state = state.as_str()
            ))),
            OfferDone::Filled(uuid) => Some(Notice::news(crate::tr!(
                "offers-given-to",
                name = name(uuid)
            ))),
        };
        if let Some(record) = record {
            self.records.insert(id, record);
            self.settle();
        }
        self.looks.changed(id);
        if self.found.as_ref().is_some_and(|(offer, _)| *offer == id) {
            self.found = None;
            self.paste.clear();
        }
        notice
    }

    /// The outbox's job `job` ended: the offers it carries a message of, to read again
    /// (whom their messages reached is the journal's to say). If the board holds none yet
    /// (the job ended before an offer bound to it was read), the offer read later with the
    /// job's messages on their way is read again then ([`Self::take_read_again`]).
    pub fn on_job_ended(&mut self, job: JobId) -> Vec<OfferId> {
        let offers = self.with_job(job);
        if offers.is_empty() {
            self.ended_unbound.insert(job);
        }
        offers
    }

    /// Whether the board is on screen this frame; true when it just came on screen (then the
    /// store is asked for the list again: an offer written by another process, `offers new`,
    /// shows and takes its steps from then on).
    pub fn on_screen(&mut self, shown: bool) -> bool {
        !std::mem::replace(&mut self.on_screen, shown) && shown
    }

    /// Offers found stale as they were read, to read again.
    pub fn take_read_again(&mut self) -> Vec<OfferId> {
        std::mem::take(&mut self.read_again)
    }

    /// The offers `job` carries a message of (a wave's or a closing one).
    pub fn with_job(&self, job: JobId) -> Vec<OfferId> {
        self.records
            .values()
            .filter(|r| {
                r.candidates
                    .iter()
                    .any(|c| c.job == Some(job) || c.closing_job == Some(job))
            })
            .map(|r| r.id)
            .collect()
    }

    /// The open offers, newest first, with those offered to everyone that still take a
    /// late answer.
    pub fn open(&self) -> impl Iterator<Item = &OfferRecord> {
        self.records.values().rev().filter(|r| is_open(r))
    }

    /// Filled, cancelled and expired offers, newest first.
    pub fn history(&self) -> impl Iterator<Item = &OfferRecord> {
        self.records.values().rev().filter(|r| !is_open(r))
    }

    /// The offer opened below the list, while it is open.
    pub fn opened(&self) -> Option<&OfferRecord> {
        self.opened
            .and_then(|id| self.records.get(&id))
            .filter(|r| is_open(r))
    }

    /// Opens offer `id` below the list. Another offer's candidates are other rows: their
    /// selection, the reply pasted for it and the candidate inspected go.
    pub fn open_offer(&mut self, id: OfferId) {
        if self.opened == Some(id) {
            return;
        }
        self.opened = Some(id);
        self.candidates = Selection::default();
        self.found = None;
        if self.inspected.offer() != Some(id) {
            self.inspected.close();
        }
    }

    /// The opened offer's candidates that recording `answer` for those selected changes:
    /// offered the job, and not so answered already; in rank order.
    pub fn answer_targets(&self, answer: Answer) -> Vec<Uuid> {
        let Some(record) = self.opened() else {
            return Vec::new();
        };
        record
            .candidates
            .iter()
            .filter(|c| self.candidates.is_selected(&c.uuid))
            .filter(|c| c.offered() && c.answer != Some(answer))
            .map(|c| c.uuid)
            .collect()
    }

    /// The selected open offers that holding (`hold`) or letting go changes, newest first.
    pub fn hold_targets(&self, hold: bool) -> Vec<OfferId> {
        self.open()
            .filter(|r| self.list.is_selected(&r.id) && r.held != hold)
            .map(|r| r.id)
            .collect()
    }

    /// After the offers changed: the selections keep only what is still there (an offer
    /// still open, a candidate still of the opened offer), and an opened offer that is over
    /// closes with its candidate in the inspector. One not read yet (just written) stays
    /// opened, to show once read.
    fn settle(&mut self) {
        let open: std::collections::HashSet<OfferId> = self.open().map(|r| r.id).collect();
        self.list.retain(|id| open.contains(id));
        let Some(record) = self.opened.and_then(|id| self.records.get(&id)) else {
            return;
        };
        if !is_open(record) {
            self.close_opened();
            return;
        }
        let here: std::collections::HashSet<Uuid> =
            record.candidates.iter().map(|c| c.uuid).collect();
        let gone = self.inspected.offer() != Some(record.id)
            || self
                .inspected
                .row()
                .is_some_and(|row| !here.contains(&row.uuid));
        self.candidates.retain(|uuid| here.contains(uuid));
        if gone {
            self.inspected.close();
        }
    }

    /// No offer opened: its candidates' selection and the one inspected go with it.
    fn close_opened(&mut self) {
        self.opened = None;
        self.candidates = Selection::default();
        self.inspected.close();
    }

    /// Offer `id` left the board (gone, or unreadable): closed if it was opened.
    fn forget(&mut self, id: OfferId) {
        self.records.remove(&id);
        if self.opened == Some(id) {
            self.close_opened();
        }
    }

    /// Reads the pasted reply against the opened offer's offered candidates.
    pub fn read_reply(&mut self) {
        let Some(record) = self.opened() else {
            return;
        };
        let known: Vec<Known> = record
            .candidates
            .iter()
            .filter(|c| c.offered())
            .map(|c| Known {
                uuid: c.uuid,
                name: c.name.clone(),
                email: None,
            })
            .collect();
        self.found = Some((record.id, reply::find(&self.paste, &known)));
    }

    /// Among several, the coordinator says which candidate the reply is from.
    pub fn choose_sender(&mut self, uuid: Uuid) {
        if let Some((_, found)) = &mut self.found {
            *found = Ok(Found {
                uuid,
                by: reply::Clue::Name,
                proposed: reply::propose(&self.paste),
            });
        }
    }
}

/// Whether the summary tells of a change the record read earlier does not have.
fn differs(record: &OfferRecord, summary: &OfferSummary) -> bool {
    let offered = record.candidates.iter().filter(|c| c.offered()).count();
    let answered = record
        .candidates
        .iter()
        .filter(|c| c.answer.is_some())
        .count();
    record.state != summary.state
        || record.held != summary.held
        || record.wave != summary.wave
        || offered != summary.offered
        || answered != summary.answered
}

/// News of a wave that opened since the board's last reading (`before`) and waits for
/// working hours: when its next message goes, as the board and the journal say it.
pub fn wave_waits_news(
    before: Option<&OfferRecord>,
    now_read: &OfferRecord,
    now: i64,
) -> Option<Notice> {
    let opened = before.is_some_and(|before| before.wave < now_read.wave);
    let next = next_send(now_read, now).filter(|_| opened)?;
    Some(Notice::news(crate::tr!(
        "offers-wave-waits",
        offer = now_read.id.to_string(),
        when = next_send_words(&next, now)
    )))
}

/// When the open wave's next message goes (`offers::due::next_send`), in the words the
/// board, the news and the journal share: in the coordinator's zone with how long until
/// then, and in the freelancer's where the directory gave their zone.
pub fn next_send_words(next: &NextSend, now: i64) -> String {
    let when = when(next.at, now);
    let theirs = next
        .zone
        .as_deref()
        .and_then(|name| Some((name, TimeZone::get(name).ok()?)));
    match theirs {
        Some((name, zone)) => crate::tr!(
            "offers-next-send-theirs",
            when = when,
            theirs = clock(next.at, &zone),
            zone = name
        ),
        None => when,
    }
}

/// The journal's line for `event` when it is the opening of the wave still open and waiting
/// for working hours: when its next message goes, as the board and the news say it.
pub fn wave_event_words(
    record: &OfferRecord,
    event: &crate::store::OfferEvent,
    now: i64,
) -> Option<String> {
    let last_wave = record.events.iter().rposition(|e| e.kind == "wave")?;
    if !std::ptr::eq(&record.events[last_wave], event) {
        return None;
    }
    let next = next_send(record, now)?;
    Some(crate::tr!(
        "offers-event-wave-waits",
        when = next_send_words(&next, now)
    ))
}

/// "14:00 (in 1 h 59 min)": a time in the coordinator's zone and how long until it.
pub fn when(at: i64, now: i64) -> String {
    crate::tr!("offers-at", time = ours(at), left = left(at - now))
}

/// A time in the coordinator's own zone, to the minute.
pub fn ours(at: i64) -> String {
    clock(at, &TimeZone::system())
}

/// A time in `zone`, to the minute, as the window's language writes it.
pub fn clock(at: i64, zone: &TimeZone) -> String {
    crate::ui::values::instant_in(at, zone)
}

/// How long until then, to the minute rounded up, in the window's units ("2 h", "1 h 30
/// min", "10 Std.", "10小时").
pub fn left(ms: i64) -> String {
    let minutes = u64::try_from(ms.max(0)).unwrap_or(0).div_ceil(60_000);
    crate::ui::values::duration(std::time::Duration::from_secs(minutes * 60))
}

/// What the offer waits for at `now` (Unix ms).
pub fn next(record: &OfferRecord, now: i64) -> Next {
    if record.state == OfferState::Exhausted {
        return match next_step(record, now) {
            Step::Wait { until, .. } => Next::LateAnswers(until),
            _ => Next::Now,
        };
    }
    if record.state.is_closed() {
        return Next::Over;
    }
    match next_step(record, now) {
        Step::Wait { until, why } => match why {
            // A held offer waits out its wave too, but what matters is that it then stops.
            Waiting::WaveWait if record.held => Next::Held,
            Waiting::WaveWait if next_candidate(record).is_some() => {
                until.map_or(Next::Sending, Next::Wave)
            }
            Waiting::WaveWait => Next::LastWave(until),
            Waiting::WorkingHours => Next::WorkingHours(until),
            Waiting::Held => Next::Held,
            Waiting::Sending => Next::Sending,
            Waiting::Choosing => Next::Choosing(until),
            Waiting::Done => Next::Over,
            Waiting::Undelivered => Next::Undelivered,
        },
        _ => Next::Now,
    }
}

/// The time an offer's card counts down to ("at 14:00, in 1 h 59 min"), if it shows one.
pub fn countdown_to(next: Next) -> Option<i64> {
    match next {
        Next::Wave(at)
        | Next::WorkingHours(Some(at))
        | Next::Choosing(Some(at))
        | Next::LastWave(Some(at))
        | Next::LateAnswers(Some(at)) => Some(at),
        _ => None,
    }
}

/// How long from `now` (Unix ms) until a countdown the board shows of `records` next reads
/// differently (said to the minute, rounded up: it changes as the time left drops to a whole
/// minute), the soonest of them and at least a second; `None` when none counts down.
pub fn next_countdown_change<'a>(
    records: impl Iterator<Item = &'a OfferRecord>,
    now: i64,
) -> Option<std::time::Duration> {
    records
        .filter_map(|record| countdown_to(next(record, now)))
        .map(|at| at.saturating_sub(now))
        .filter(|left| *left > 0)
        .map(|left| (left - 1).rem_euclid(60_000) + 1)
        .min()
        .map(|ms| std::time::Duration::from_millis(u64::try_from(ms.max(1_000)).unwrap_or(1_000)))
}

/// Whether a fill of `record` may still be undone: filled, and no closing note written yet
/// (held for the undo window, or for their working hours). `Some(when)`: the earliest held
/// note goes then, if one is held.
pub fn undoable(record: &OfferRecord) -> Option<Option<i64>> {
    let written = record.candidates.iter().any(|c| c.closing_job.is_some());
    (record.state == OfferState::Filled && !written).then(|| {
        record
            .candidates
            .iter()
            .filter_map(|c| c.closing_due_at)
            .min()
    })
}

/// Whether the offer's state allows recording answers and giving the job: open, or offered
/// to everyone and waiting for a late accept until its deadline.
pub fn is_open(record: &OfferRecord) -> bool {
    matches!(record.state, OfferState::Open | OfferState::Exhausted)
}

#[cfg(test)]
mod tests {
    use super::super::facts::*;
    use super::*;
    use crate::api::MessageType;
    use crate::store::{
        CandidateRecord, ClosingTexts, JobId, OfferTerms, Pick, RequestState, SendWhen, Words,
    };

    const DIRECTORY: &str = "sandbox:built-in";

    #[test]
    fn the_answers_are_read_again_once_after_any_number_of_changes() {
        let mut model = OffersModel::default();
        assert!(!model.take_answers_stale(), "nothing changed yet");
        model.on_changed(OfferId(1));
        model.on_changed(OfferId(2));
        assert!(model.take_answers_stale());
        assert!(!model.take_answers_stale(), "once for both");
    }

    fn candidate(n: u128, wave: Option<u32>, answer: Option<Answer>) -> CandidateRecord {
        CandidateRecord {
            uuid: Uuid::from_u128(n),
            name: Some(format!("Freelancer {n}")),
            rank: n as u32,
            pinned: false,
            wave,
            due_at: wave.map(|_| 0),
            zone: None,
            left_out: None,
            job: wave.map(|_| JobId(1)),
            sent_at: wave.map(|_| 0),
            request: wave.map(|_| RequestState::Sent),
            job_state: None,
            closing_request: None,
            answer,
            answered_at: answer.map(|_| 10),
            answered_by: None,
            closing_job: None,
            closing_due_at: None,
        }
    }

    #[test]
    fn two_candidates_of_one_name_are_told_apart_on_their_rows() {
        let mut twin = candidate(2, Some(1), None);
        twin.name = Some("Freelancer 1".into());
        let offer = record(
            1,
            vec![candidate(1, Some(1), None), twin, candidate(3, None, None)],
        );
        let names: Vec<String> = offer
            .candidates
            .iter()
            .map(|c| row_name(&offer, c))
            .collect();
        assert_eq!(
            names[0],
            format!("Freelancer 1 · {}", &Uuid::from_u128(1).to_string()[..8])
        );
        assert_eq!(
            names[1],
            format!("Freelancer 1 · {}", &Uuid::from_u128(2).to_string()[..8])
        );
        assert_eq!(
            names[2], "Freelancer 3",
            "a name of one's own stays as it is"
        );
    }

    #[test]
    fn a_fill_can_be_undone_until_a_note_is_written() {
        let mut offer = record(1, vec![candidate(1, Some(1), Some(Answer::Accepted))]);
        offer.candidates.push(candidate(2, Some(1), None));
        assert_eq!(undoable(&offer), None, "open: nothing to undo");
        offer.state = OfferState::Filled;
        offer.filled_by = Some(Uuid::from_u128(1));
        offer.candidates[1].closing_due_at = Some(30_000);
        assert_eq!(undoable(&offer), Some(Some(30_000)), "held until then");
        offer.candidates[1].closing_job = Some(JobId(2));
        assert_eq!(
            undoable(&offer),
            None,
            "a note was written: it may have gone"
        );
    }

    fn record(id: i64, candidates: Vec<CandidateRecord>) -> OfferRecord {
        let wave = candidates.iter().filter_map(|c| c.wave).max().unwrap_or(0);
        OfferRecord {
            id: OfferId(id),
            directory: DIRECTORY.into(),
            created_at: 0,
            account: None,
            title: "EN>DE medical".into(),
            terms: OfferTerms::default(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            message: Words {
                subject: "Offer".into(),
                body: "Can you?".into(),
            },
            message_type: MessageType::Job,
            closing: ClosingTexts::standard("EN>DE medical"),
            wave_size: 2,
            wave_wait_ms: 7_200_000,
            send_when: SendWhen::Now,
            pick: Pick::First,
            state: OfferState::Open,
            held: false,
            wave,
            wave_opened_at: (wave > 0).then_some(0),
            send_early: false,
            filled_by: None,
            ended_at: None,
            candidates,
            events: Vec::new(),
            jobs_go_on_at: None,
        }
    }

    /// A wave that waits for its freelancer's working hours (in Tokyo, as the outbox placed
    /// it): the news of it, the board's card and the offer's journal name one instant, the
    /// one the outbox waits for, in the coordinator's zone and the freelancer's.
    #[test]
    fn the_news_the_board_and_the_journal_name_the_next_send_the_outbox_waits_for() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        let now = crate::store::now_ms();
        // Their working day opens in ten hours; a second of the wave goes later still.
        let at = now + 10 * 3_600_000;
        let mut waiting = candidate(1, Some(1), None);
        (waiting.sent_at, waiting.job, waiting.request) = (None, None, None);
        waiting.due_at = Some(at);
        waiting.zone = Some("Asia/Tokyo".into());
        let mut later = waiting.clone();
        later.uuid = Uuid::from_u128(2);
        later.due_at = Some(at + 3_600_000);
        let mut before = record(4, vec![candidate(3, None, None)]);
        before.wave = 0;
        before.candidates.extend([waiting.clone(), later.clone()]);
        before.candidates[1].wave = None;
        before.candidates[2].wave = None;
        let mut opened = record(4, vec![candidate(3, None, None), waiting, later]);
        opened.send_when = SendWhen::WorkingHours;
        opened.events.push(crate::store::OfferEvent {
            at: now,
            kind: "wave".into(),
            uuid: None,
            detail: Some("wave 1: 2 freelancers".into()),
        });

        // The outbox waits for exactly that instant.
        let sends = next_send(&opened, now).expect("the wave waits");
        assert_eq!((sends.at, sends.uuid), (at, Uuid::from_u128(1)));
        assert_eq!(
            next_step(&opened, now),
            Step::Wait {
                until: Some(at),
                why: Waiting::WorkingHours
            }
        );
        let mut board = OffersModel::default();
        board.follow(DIRECTORY);
        assert_eq!(
            board.on_offer(DIRECTORY, OfferId(4), Ok(Some(before))),
            None
        );
        let news = board
            .on_offer(DIRECTORY, OfferId(4), Ok(Some(opened.clone())))
            .expect("news of the wave that waits");
        let card = super::super::words::next_words(&opened, next(&opened, now), now);
        let journal = wave_event_words(&opened, &opened.events[0], now).expect("a journal line");

        let ours = ours(at);
        let tokyo = TimeZone::get("Asia/Tokyo").unwrap();
        let theirs = clock(at, &tokyo);
        assert_eq!(
            ours,
            crate::ui::values::instant_in(at, &TimeZone::system()),
            "in the coordinator's zone"
        );
        for (said, words) in [("news", &news.text), ("card", &card), ("journal", &journal)] {
            assert!(
                words.contains(&format!("{ours} (in 10 h)")),
                "{said}: {words}"
            );
            assert!(
                words.contains(&format!("theirs: {theirs} (Asia/Tokyo)")),
                "{said}: {words}"
            );
        }
        assert!(
            news.text.starts_with("Offer 4: the new wave waits"),
            "{}",
            news.text
        );
        // Read again unchanged: no second news.
        assert_eq!(
            board.on_offer(DIRECTORY, OfferId(4), Ok(Some(opened))),
            None
        );
    }

    fn summary(record: &OfferRecord) -> ListedOffer {
        ListedOffer::Offer(OfferSummary {
            id: record.id,
            title: record.title.clone(),
            state: record.state,
            held: record.held,
            wave: record.wave,
            created_at: 0,
            candidates: record.candidates.len(),
            offered: record.candidates.iter().filter(|c| c.offered()).count(),
            answered: record
                .candidates
                .iter()
                .filter(|c| c.answer.is_some())
                .count(),
            accepted: 0,
        })
    }

    fn board() -> OffersModel {
        let mut model = OffersModel::default();
        model.follow(DIRECTORY);
        model
    }

    #[test]
    fn a_card_counts_answers_and_knows_its_wave_and_who_is_next() {
        let offer = record(
            1,
            vec![
                candidate(1, Some(1), Some(Answer::Declined)),
                candidate(2, Some(1), Some(Answer::Question)),
                candidate(3, Some(2), None),
                candidate(4, None, None),
                candidate(5, None, None),
            ],
        );
        assert_eq!(
            counts(&offer),
            Counts {
                accepted: 0,
                declined: 1,
                question: 1,
                none: 1
            }
        );
        assert_eq!(waves_expected(&offer), 3, "5 candidates, 2 a wave");
        assert_eq!(next_candidate(&offer).unwrap().uuid, Uuid::from_u128(4));
        // Wave 2 opened at 0 and waits two hours.
        assert_eq!(next(&offer, 1_000), Next::Wave(7_200_000));
        let mut held = offer.clone();
        held.held = true;
        assert_eq!(next(&held, 1_000), Next::Held);
        let mut over = offer;
        over.state = OfferState::Cancelled;
        assert_eq!(next(&over, 1_000), Next::Over);
    }

    #[test]
    fn only_new_or_changed_offers_are_read_whole_and_only_this_directorys() {
        let mut model = board();
        let first = record(1, vec![candidate(1, Some(1), None)]);
        let second = record(2, vec![candidate(1, None, None)]);
        let listed = vec![summary(&second), summary(&first)];
        assert_eq!(model.on_listed("elsewhere", Ok(listed.clone())), vec![]);
        assert_eq!(model.listed, Listed::Loading);
        assert_eq!(
            model.on_listed(DIRECTORY, Ok(listed.clone())),
            vec![OfferId(2), OfferId(1)]
        );
        assert!(
            model
                .on_offer(DIRECTORY, OfferId(1), Ok(Some(first.clone())))
                .is_none()
        );
        assert!(
            model
                .on_offer(DIRECTORY, OfferId(2), Ok(Some(second)))
                .is_none()
        );
        assert_eq!(model.on_listed(DIRECTORY, Ok(listed)), vec![]);
        let mut answered = first;
        answered.candidates[0].answer = Some(Answer::Declined);
        assert_eq!(
            model.on_listed(DIRECTORY, Ok(vec![summary(&answered)])),
            vec![OfferId(1)]
        );
        let open: Vec<OfferId> = model.open().map(|r| r.id).collect();
        assert_eq!(open, vec![OfferId(2), OfferId(1)], "newest first");
    }

    #[test]
    fn an_unreadable_offer_is_a_line_of_its_own_and_is_not_read_whole() {
        let mut model = board();
        let first = record(1, vec![candidate(1, Some(1), None)]);
        let third = record(3, vec![candidate(1, None, None)]);
        model.on_listed(DIRECTORY, Ok(vec![summary(&first)]));
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(first.clone())));
        model.open_offer(OfferId(1));
        let unreadable = |id| ListedOffer::Unreadable {
            id: OfferId(id),
            problem: format!("offer {id} has the state 'paused_forever'"),
        };
        // Offer 1 became unreadable (another version wrote it), offer 2 always was.
        let to_read = model.on_listed(
            DIRECTORY,
            Ok(vec![summary(&third), unreadable(2), unreadable(1)]),
        );
        assert_eq!(
            to_read,
            vec![OfferId(3)],
            "only the readable one is asked for"
        );
        assert_eq!(model.listed, Listed::Loaded, "the board is shown");
        assert_eq!(
            model.unreadable().collect::<Vec<_>>(),
            [
                (OfferId(2), "offer 2 has the state 'paused_forever'"),
                (OfferId(1), "offer 1 has the state 'paused_forever'")
            ]
        );
        assert_eq!(model.open().count(), 0, "not shown as it was read before");
        assert!(model.opened().is_none());
        // Readable again (put right by hand): its line goes.
        assert_eq!(
            model.on_listed(DIRECTORY, Ok(vec![summary(&third), summary(&first)])),
            vec![OfferId(3), OfferId(1)]
        );
        assert_eq!(model.unreadable().count(), 0);
    }

    #[test]
    fn an_answer_recorded_twice_or_after_the_close_is_told_not_counted() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        let mut model = board();
        let offer = record(1, vec![candidate(1, Some(1), Some(Answer::Accepted))]);
        let mut filled = offer.clone();
        filled.state = OfferState::Filled;
        let news = model
            .on_edited(
                DIRECTORY,
                OfferId(1),
                Ok((
                    OfferDone::Answer(Recorded::Yes { filled: true }),
                    Some(filled),
                )),
            )
            .unwrap();
        assert!(!news.problem && news.text.contains("filled"), "{news:?}");
        assert_eq!(model.history().count(), 1, "a filled offer is history");
        let twice = model
            .on_edited(
                DIRECTORY,
                OfferId(1),
                Ok((
                    OfferDone::Answer(Recorded::AlreadyRecorded { at: 0 }),
                    Some(offer.clone()),
                )),
            )
            .unwrap();
        assert!(twice.text.contains("already recorded"), "{twice:?}");
        let late = model
            .on_edited(
                DIRECTORY,
                OfferId(1),
                Ok((
                    OfferDone::Answer(Recorded::AfterClose {
                        state: OfferState::Cancelled,
                    }),
                    Some(offer),
                )),
            )
            .unwrap();
        assert!(late.problem, "{late:?}");
        let refused = model
            .on_edited(DIRECTORY, OfferId(1), Err("the offer is filled".into()))
            .unwrap();
        assert!(refused.problem && refused.details == "the offer is filled");
    }

    #[test]
    fn a_pasted_reply_names_its_candidate_or_asks_which() {
        let mut model = board();
        let mut offer = record(
            1,
            vec![
                candidate(1, Some(1), None),
                candidate(2, Some(1), None),
                candidate(3, None, None),
            ],
        );
        offer.candidates[1].name = Some("Freelancer 1".into());
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(offer)));
        model.open_offer(OfferId(1));
        model.paste = format!("Yes, I can take it. {}", Uuid::from_u128(1));
        model.read_reply();
        let Some((OfferId(1), Ok(found))) = &model.found else {
            panic!("{:?}", model.found);
        };
        assert_eq!(found.uuid, Uuid::from_u128(1));
        assert_eq!(found.proposed.map(proposed_answer), Some(Answer::Accepted));
        model.paste = "Sorry, I cannot.\nFreelancer 1".into();
        model.read_reply();
        assert!(matches!(&model.found, Some((_, Err(NotFound::Several(both)))) if both.len() == 2));
        model.choose_sender(Uuid::from_u128(2));
        assert!(matches!(&model.found, Some((_, Ok(f))) if f.uuid == Uuid::from_u128(2)));
        // A candidate not offered yet is nobody the reply can be from.
        model.paste = format!("Yes! {}", Uuid::from_u128(3));
        model.read_reply();
        assert!(matches!(&model.found, Some((_, Err(NotFound::Nobody)))));
    }

    #[test]
    fn the_countdowns_are_drawn_again_as_the_minute_they_show_turns_at_most_each_second() {
        use std::time::Duration;
        // Sent at 0, the wave waits two hours: "in 2 h" until 1 h 59 min are left.
        let waiting = record(
            1,
            vec![candidate(1, Some(1), None), candidate(2, None, None)],
        );
        assert_eq!(next(&waiting, 30_000), Next::Wave(7_200_000));
        assert_eq!(
            next_countdown_change([&waiting].into_iter(), 30_000),
            Some(Duration::from_millis(30_000))
        );
        assert_eq!(
            next_countdown_change([&waiting].into_iter(), 60_000),
            Some(Duration::from_millis(60_000))
        );
        // Never more often than once a second.
        assert_eq!(
            next_countdown_change([&waiting].into_iter(), 7_199_999),
            Some(Duration::from_secs(1))
        );
        // Nothing counts down: no frame is asked for.
        let fresh = record(2, vec![candidate(1, None, None)]);
        assert_eq!(next_countdown_change([&fresh].into_iter(), 0), None);
        assert_eq!(next_countdown_change(std::iter::empty(), 0), None);
    }

    #[test]
    fn an_offer_read_before_its_jobs_end_was_heard_is_read_once_more() {
        let mut model = board();
        // The job ended before the board read the offer bound to it.
        assert!(model.on_job_ended(JobId(1)).is_empty());
        let mut going = record(1, vec![candidate(1, Some(1), None)]);
        going.candidates[0].request = Some(RequestState::Sending);
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(going.clone())));
        assert_eq!(model.take_read_again(), vec![OfferId(1)]);
        // Once: read again still going (a paused job's messages wait), it is left so.
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(going)));
        assert!(model.take_read_again().is_empty());
        // A job ended with the offer bound to it on the board: that offer is read again.
        assert_eq!(model.on_job_ended(JobId(1)), vec![OfferId(1)]);
    }

    #[test]
    fn the_board_is_listed_again_each_time_it_comes_on_screen() {
        let mut model = board();
        assert!(model.on_screen(true), "opened");
        assert!(
            !model.on_screen(true),
            "still open: not listed at every frame"
        );
        assert!(!model.on_screen(false));
        assert!(model.on_screen(true), "opened again");
    }

    #[test]
    fn the_outbox_is_asked_to_look_only_when_an_offer_needs_it() {
        let mut model = board();
        let none = Readings::default();
        assert_eq!(model.due(0, none), Due::default(), "no offers, no look");
        // A new offer's first wave is due at once.
        let fresh = record(1, vec![candidate(1, None, None), candidate(2, None, None)]);
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(fresh.clone())));
        assert!(model.due(1_000, none).look);
        // Asked; read again unchanged (the wave is still opening), it is not asked again
        // until the outbox's back-off has passed.
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(fresh.clone())));
        let due = model.due(2_000, none);
        assert!(!due.look);
        assert_eq!(due.next, Some(1_000 + super::super::looks::RETRY_MS));
        // The outbox says it changed: worked out again at once.
        model.on_changed(OfferId(1));
        assert!(model.due(3_000, none).look);
        // A step that failed rests for the back-off.
        model.on_trouble(OfferId(1), "the directory is away".into(), 4_000);
        let due = model.due(5_000, none);
        assert!(!due.look);
        assert_eq!(due.next, Some(4_000 + super::super::looks::RETRY_MS));
        // Gone from the board: nothing is due.
        model.on_offer(DIRECTORY, OfferId(1), Ok(None));
        assert_eq!(model.due(70_000, none), Due::default());
    }

    fn keys<K: Copy + Ord + std::hash::Hash>(selection: &Selection<K>) -> Vec<K> {
        let mut keys: Vec<K> = selection.keys().iter().copied().collect();
        keys.sort_unstable();
        keys
    }

    fn profile(n: u128) -> Box<crate::api::Freelancer> {
        Box::new(crate::api::Freelancer {
            uuid: Some(Uuid::from_u128(n)),
            ..Default::default()
        })
    }

    #[test]
    fn the_candidates_selected_are_the_opened_offers_and_forget_those_gone() {
        let mut model = board();
        let three = || {
            vec![
                candidate(1, Some(1), None),
                candidate(2, Some(1), None),
                candidate(3, None, None),
            ]
        };
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(record(1, three()))));
        model.on_offer(DIRECTORY, OfferId(2), Ok(Some(record(2, three()))));
        model.open_offer(OfferId(1));
        let u = Uuid::from_u128;
        model.candidates.select_all([u(1), u(2)]);
        model.inspected.open(OfferId(1), u(1), Some(profile(1)));
        // Opened again, the same offer keeps its selection.
        model.open_offer(OfferId(1));
        assert_eq!(keys(&model.candidates), [u(1), u(2)]);
        // Read again without candidate 2: the others stay selected and inspected.
        let mut fewer = record(1, three());
        fewer.candidates.remove(1);
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(fewer.clone())));
        assert_eq!(keys(&model.candidates), [u(1)]);
        assert_eq!(model.inspected.row().map(|r| r.uuid), Some(u(1)));
        // Without the one inspected: the inspector closes.
        fewer.candidates.remove(0);
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(fewer)));
        assert!(model.candidates.is_empty());
        assert!(model.inspected.row().is_none());
        // Another offer opened: its candidates are other rows, its inspector its own.
        model.candidates.select_all([u(3)]);
        model.inspected.open(OfferId(1), u(3), Some(profile(3)));
        model.open_offer(OfferId(2));
        assert!(model.candidates.is_empty());
        assert!(model.inspected.row().is_none());
        // Over (cancelled elsewhere): closed, with all it had selected.
        model.candidates.select_all([u(1)]);
        model.inspected.open(OfferId(2), u(1), Some(profile(1)));
        let mut cancelled = record(2, three());
        cancelled.state = OfferState::Cancelled;
        model.on_offer(DIRECTORY, OfferId(2), Ok(Some(cancelled)));
        assert!(model.opened().is_none());
        assert!(model.candidates.is_empty() && model.inspected.row().is_none());
    }

    #[test]
    fn an_offer_just_written_stays_opened_until_read_and_one_gone_closes() {
        let mut model = board();
        model.open_offer(OfferId(3));
        model.on_offer(
            DIRECTORY,
            OfferId(1),
            Ok(Some(record(1, vec![candidate(1, None, None)]))),
        );
        assert!(model.opened().is_none(), "not read yet");
        model.on_offer(
            DIRECTORY,
            OfferId(3),
            Ok(Some(record(3, vec![candidate(1, None, None)]))),
        );
        assert_eq!(model.opened().map(|r| r.id), Some(OfferId(3)));
        model
            .inspected
            .open(OfferId(3), Uuid::from_u128(1), Some(profile(1)));
        model.on_offer(DIRECTORY, OfferId(3), Ok(None));
        assert!(model.opened().is_none() && model.inspected.row().is_none());
        // Read again later, it is not opened by itself.
        model.on_offer(
            DIRECTORY,
            OfferId(3),
            Ok(Some(record(3, vec![candidate(1, None, None)]))),
        );
        assert!(model.opened().is_none());
    }

    #[test]
    fn a_bulk_answer_names_the_selected_it_changes_and_a_bulk_hold_the_offers() {
        let mut model = board();
        let u = Uuid::from_u128;
        let candidates = vec![
            candidate(1, Some(1), None),
            candidate(2, Some(1), Some(Answer::Declined)),
            candidate(3, None, None),
            candidate(4, Some(1), Some(Answer::Accepted)),
            candidate(5, Some(1), None),
        ];
        model.on_offer(DIRECTORY, OfferId(1), Ok(Some(record(1, candidates))));
        let mut held = record(2, vec![candidate(1, None, None)]);
        held.held = true;
        model.on_offer(DIRECTORY, OfferId(2), Ok(Some(held)));
        assert!(
            model.answer_targets(Answer::Declined).is_empty(),
            "none open"
        );
        model.open_offer(OfferId(1));
        assert!(
            model.answer_targets(Answer::Declined).is_empty(),
            "none selected"
        );
        model.candidates.select_all([u(4), u(3), u(2), u(1)]);
        // Not 3 (not offered yet), not 2 (declined already), not 5 (not selected).
        assert_eq!(model.answer_targets(Answer::Declined), [u(1), u(4)]);
        assert_eq!(model.answer_targets(Answer::None), [u(1), u(2), u(4)]);

        assert!(model.hold_targets(true).is_empty());
        model.list.select_all([OfferId(1), OfferId(2)]);
        assert_eq!(model.hold_targets(true), [OfferId(1)]);
        assert_eq!(model.hold_targets(false), [OfferId(2)]);
        // An offer that closes leaves the list's selection.
        let mut filled = record(2, vec![candidate(1, Some(1), Some(Answer::Accepted))]);
        filled.state = OfferState::Filled;
        model.on_offer(DIRECTORY, OfferId(2), Ok(Some(filled)));
        assert_eq!(keys(&model.list), [OfferId(1)]);
        assert!(model.hold_targets(false).is_empty());
    }
}
