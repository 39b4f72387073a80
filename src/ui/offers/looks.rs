//! When the window asks the outbox to look at the offers (`OutboxCommand::OfferTick`), without
//! egui: at the earliest time an offer the board holds needs a step (`offers::due::next_step`:
//! now, or the end of its `Wait { until }`), right after something changed the board, and
//! never by itself while every offer waits on an event (messages going, held, over) or there
//! are no open offers. A look that changed nothing is not asked again until the outbox's own
//! back-off has passed, and an offer whose step failed is looked at again after it. Times are
//! Unix ms, as the offers' own.
//!
//! Two outside readings ride on the looks, each only while an offer is open: the team's
//! answers (colleagues record answers too; each minute, in a team), and on a sandbox on this
//! machine its freelancers' replies, the demo's stand-in for a mailbox (each minute while
//! someone offered has not answered).

use std::collections::HashMap;

use crate::offers::due::{Step, next_step};
use crate::store::{OfferId, OfferRecord};

/// How long after a look that changed nothing, or a step the outbox could not take, the
/// outbox is asked again: its own back-off (`worker/offers.rs`), a minute.
pub const RETRY_MS: i64 = 60_000;
/// How often the team's answers, and a sandbox's replies, are read while an offer is open.
pub const READ_EVERY_MS: i64 = 60_000;

/// The outside readings the directory has: a team database, a sandbox's mailbox.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Readings {
    pub team: bool,
    pub sandbox_replies: bool,
}

/// What is due at a frame.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Due {
    /// Ask the outbox to look at the offers now.
    pub look: bool,
    /// Read the team's answers now.
    pub team_answers: bool,
    /// The next time anything here falls due (Unix ms), for the window to wake then; `None`
    /// when nothing will without an event.
    pub next: Option<i64>,
}

/// The looks asked, and what they wait on.
#[derive(Debug, Default)]
pub struct Looks {
    /// The offers that were due when the outbox was last asked to look, and when: not asked
    /// for again until they change or the back-off has passed.
    asked: HashMap<OfferId, i64>,
    /// Offers the outbox could not step, and when it said so.
    troubled: HashMap<OfferId, i64>,
    /// When the team's answers were last read.
    team_read_at: Option<i64>,
    /// When the sandbox's replies were last read (with a look).
    replies_read_at: Option<i64>,
}

/// When `record` next needs the outbox at `now`: now (a step is due), when its wait ends,
/// or `None` when it waits on an event, not a time (messages going, held, done).
pub fn due_at(record: &OfferRecord, now: i64) -> Option<i64> {
    match next_step(record, now) {
        Step::Wait { until, .. } => until,
        _ => Some(now),
    }
}

/// Whether an offer awaits a freelancer's answer: open, with someone offered not answered.
fn awaits_answer(record: &OfferRecord) -> bool {
    !record.state.is_closed()
        && record
            .candidates
            .iter()
            .any(|c| c.offered() && c.answer.is_none())
}

impl Looks {
    /// Offer `offer` changed (read again different, edited, stepped by the outbox): what it
    /// needs is worked out again, and a look due now is asked at once.
    pub fn changed(&mut self, offer: OfferId) {
        self.asked.remove(&offer);
    }

    /// The outbox could not take `offer`'s step at `now`: it is looked at again after the
    /// back-off.
    pub fn trouble(&mut self, offer: OfferId, now: i64) {
        self.troubled.insert(offer, now);
    }

    /// `offer` changed in the store: its trouble, if any, is over.
    pub fn trouble_over(&mut self, offer: OfferId) {
        self.troubled.remove(&offer);
    }

    /// When `record` is next to be looked at: its due time, but not before the back-off
    /// after a look asked for it that changed nothing, or after a step that failed.
    fn due_of(&self, record: &OfferRecord, now: i64) -> Option<i64> {
        let due = due_at(record, now)?;
        let rests = [self.asked.get(&record.id), self.troubled.get(&record.id)];
        Some(
            rests
                .into_iter()
                .flatten()
                .fold(due, |due, at| due.max(at.saturating_add(RETRY_MS))),
        )
    }

    /// When the next look is due: the earliest offer's time; a sandbox's replies make one
    /// due each minute while someone's answer is awaited.
    fn next_look(&self, records: &[&OfferRecord], now: i64, readings: Readings) -> Option<i64> {
        let mut next = records.iter().filter_map(|r| self.due_of(r, now)).min();
        if readings.sandbox_replies && records.iter().any(|r| awaits_answer(r)) {
            let replies = self
                .replies_read_at
                .map_or(now, |at| at.saturating_add(READ_EVERY_MS));
            next = Some(next.map_or(replies, |n| n.min(replies)));
        }
        next
    }

    /// What is due at `now` for the board's `records`, counted as done when it is: a look
    /// (with the sandbox's replies when there are any to read), the team's answers (while
    /// an offer is open), and the next time anything falls due.
    pub fn due<'a>(
        &mut self,
        records: impl Iterator<Item = &'a OfferRecord>,
        now: i64,
        readings: Readings,
    ) -> Due {
        let records: Vec<&OfferRecord> = records.collect();
        self.asked
            .retain(|id, _| records.iter().any(|r| r.id == *id));
        self.troubled
            .retain(|id, _| records.iter().any(|r| r.id == *id));
        let look_at = self.next_look(&records, now, readings);
        let look = look_at.is_some_and(|at| at <= now);
        if look {
            for record in &records {
                if self.due_of(record, now).is_some_and(|at| at <= now) {
                    self.asked.insert(record.id, now);
                }
            }
            if readings.sandbox_replies {
                self.replies_read_at = Some(now);
            }
        }
        let any_open = records.iter().any(|r| !r.state.is_closed());
        let team_at = (readings.team && any_open).then(|| {
            self.team_read_at
                .map_or(now, |at| at.saturating_add(READ_EVERY_MS))
        });
        let team_answers = team_at.is_some_and(|at| at <= now);
        if team_answers {
            self.team_read_at = Some(now);
        }
        // After what was done now, the next time anything falls due.
        let next_look = if look {
            self.next_look(&records, now, readings)
        } else {
            look_at
        };
        let next_team = if team_answers {
            Some(now.saturating_add(READ_EVERY_MS))
        } else {
            team_at
        };
        Due {
            look,
            team_answers,
            next: [next_look, next_team].into_iter().flatten().min(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::MessageType;
    use crate::store::{
        Answer, CandidateRecord, ClosingTexts, JobId, OfferState, OfferTerms, Pick, RequestState,
        SendWhen, Words,
    };
    use uuid::Uuid;

    const HOUR: i64 = 3_600_000;

    fn offered(n: u128, sent_at: i64, request: RequestState) -> CandidateRecord {
        CandidateRecord {
            uuid: Uuid::from_u128(n),
            name: None,
            rank: n as u32,
            pinned: false,
            wave: Some(1),
            due_at: Some(sent_at),
            zone: None,
            left_out: None,
            job: Some(JobId(1)),
            sent_at: Some(sent_at),
            request: Some(request),
            job_state: None,
            closing_request: None,
            answer: None,
            answered_at: None,
            answered_by: None,
            closing_job: None,
            closing_due_at: None,
        }
    }

    fn waiting(n: u128) -> CandidateRecord {
        CandidateRecord {
            wave: None,
            due_at: None,
            job: None,
            sent_at: None,
            request: None,
            ..offered(n, 0, RequestState::Sent)
        }
    }

    /// An open offer whose first wave went at `sent_at` (two hours' wait), with a third
    /// candidate for the next wave.
    fn offer(id: i64, sent_at: i64, request: RequestState) -> OfferRecord {
        OfferRecord {
            id: OfferId(id),
            directory: "sandbox:built-in".into(),
            created_at: 0,
            account: None,
            title: "EN>DE".into(),
            terms: OfferTerms::default(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            message: Words {
                subject: "Offer".into(),
                body: "Can you?".into(),
            },
            message_type: MessageType::Job,
            closing: ClosingTexts::standard("EN>DE"),
            wave_size: 2,
            wave_wait_ms: 2 * HOUR,
            send_when: SendWhen::Now,
            pick: Pick::First,
            state: OfferState::Open,
            held: false,
            wave: 1,
            wave_opened_at: Some(sent_at),
            send_early: false,
            filled_by: None,
            ended_at: None,
            candidates: vec![
                offered(1, sent_at, request),
                offered(2, sent_at, request),
                waiting(3),
            ],
            events: Vec::new(),
            jobs_go_on_at: None,
        }
    }

    const NONE: Readings = Readings {
        team: false,
        sandbox_replies: false,
    };

    #[test]
    fn no_offers_no_look_and_nothing_to_wake_for() {
        let mut looks = Looks::default();
        let due = looks.due(std::iter::empty(), 1_000, NONE);
        assert_eq!(due, Due::default());
        // Not even in a team, or on a sandbox: the readings ride on open offers only.
        let readings = Readings {
            team: true,
            sandbox_replies: true,
        };
        assert_eq!(
            looks.due(std::iter::empty(), 1_000, readings),
            Due::default()
        );
        let mut filled = offer(1, 0, RequestState::Sent);
        filled.state = OfferState::Exhausted;
        assert_eq!(
            looks.due([&filled].into_iter(), 1_000, readings),
            Due::default()
        );
    }

    #[test]
    fn a_waiting_wave_is_looked_at_when_its_wait_ends_not_before() {
        let mut looks = Looks::default();
        let record = offer(1, 0, RequestState::Sent);
        let due = looks.due([&record].into_iter(), 10 * 60_000, NONE);
        assert!(!due.look);
        assert_eq!(due.next, Some(2 * HOUR), "the wave's wait ends then");
        let due = looks.due([&record].into_iter(), 2 * HOUR, NONE);
        assert!(due.look, "the next wave is due");
        // Nothing changed after that look (the outbox is still opening the wave): not asked
        // again at every frame, but after the back-off.
        let due = looks.due([&record].into_iter(), 2 * HOUR + 1_000, NONE);
        assert!(!due.look);
        assert_eq!(due.next, Some(2 * HOUR + RETRY_MS));
        // A change to the offer (the wave opened) is worked out at once.
        looks.changed(OfferId(1));
        assert!(
            looks
                .due([&record].into_iter(), 2 * HOUR + 2_000, NONE)
                .look
        );
    }

    #[test]
    fn messages_on_their_way_wait_for_their_events_not_a_clock() {
        let mut looks = Looks::default();
        let going = offer(1, 0, RequestState::Sending);
        let due = looks.due([&going].into_iter(), 60_000, NONE);
        assert_eq!(due, Due::default(), "the job's events say when they settle");
        let mut held = offer(2, 0, RequestState::Sent);
        held.held = true;
        held.candidates[0].answer = Some(Answer::Declined);
        held.candidates[1].answer = Some(Answer::Declined);
        assert_eq!(
            looks.due([&held].into_iter(), 60_000, NONE).next,
            None,
            "held by hand: nothing until the coordinator lets it go"
        );
    }

    #[test]
    fn the_earliest_offer_wins_and_trouble_waits_out_the_back_off() {
        let mut looks = Looks::default();
        let later = offer(1, 0, RequestState::Sent);
        let sooner = offer(2, -HOUR, RequestState::Sent);
        let both = || [&later, &sooner].into_iter();
        assert_eq!(looks.due(both(), 0, NONE).next, Some(HOUR));
        looks.trouble(OfferId(2), HOUR);
        let due = looks.due(both(), HOUR, NONE);
        assert!(!due.look, "the failed step rests");
        assert_eq!(due.next, Some(HOUR + RETRY_MS));
        assert!(looks.due(both(), HOUR + RETRY_MS, NONE).look);
        // Looked at again after the back-off, and that look changed nothing: rested again.
        assert!(!looks.due(both(), HOUR + RETRY_MS + 1, NONE).look);
        looks.trouble_over(OfferId(2));
        looks.changed(OfferId(2));
        assert!(looks.due(both(), HOUR + RETRY_MS + 2, NONE).look);
    }

    #[test]
    fn the_team_and_a_sandbox_are_read_each_minute_while_an_offer_is_open() {
        let mut looks = Looks::default();
        let record = offer(1, 0, RequestState::Sent);
        let team = Readings {
            team: true,
            sandbox_replies: false,
        };
        let due = looks.due([&record].into_iter(), 1_000, team);
        assert!(due.team_answers && !due.look);
        assert_eq!(due.next, Some(1_000 + READ_EVERY_MS));
        assert!(!looks.due([&record].into_iter(), 30_000, team).team_answers);
        assert!(
            looks
                .due([&record].into_iter(), 1_000 + READ_EVERY_MS, team)
                .team_answers
        );
        let mut looks = Looks::default();
        let sandbox = Readings {
            team: false,
            sandbox_replies: true,
        };
        let due = looks.due([&record].into_iter(), 1_000, sandbox);
        assert!(due.look, "the replies are read with a look");
        assert_eq!(due.next, Some(1_000 + READ_EVERY_MS));
        // Everyone offered answered (with questions): no reply to read for, and the wave's
        // end is what is due.
        let mut answered = offer(1, 0, RequestState::Sent);
        for candidate in &mut answered.candidates[..2] {
            candidate.answer = Some(Answer::Question);
        }
        let due = looks.due([&answered].into_iter(), 2_000, sandbox);
        assert!(!due.look);
        assert_eq!(due.next, Some(2 * HOUR));
    }
}
