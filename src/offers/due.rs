//! What an offer needs next, from what the store holds and the time: open its next wave,
//! send the messages of its open wave that are due, thank those it offered once it is over,
//! end it when nobody is left, or wait (and until when). One step at a time: a run that
//! finds an offer three days late opens one wave, sends it and waits its wait again, so two
//! waves never go at once by themselves; only the coordinator's "send the next wave now"
//! opens one while the last one's messages still wait for their working hours.

use uuid::Uuid;

use crate::store::{Answer, CandidateRecord, Closing, OfferRecord, OfferState, Pick, Reach};

/// The next thing to do for an offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Open wave `wave` with these candidates, in rank order.
    OpenWave { wave: u32, candidates: Vec<Uuid> },
    /// Offer the job now to these candidates of the open wave.
    Send { candidates: Vec<Uuid> },
    /// Send this closing message to these candidates.
    Close {
        closing: Closing,
        candidates: Vec<Uuid>,
    },
    /// These were offered the job but the offer never reached them (refused, failed, or
    /// stopped as the offer ended): they are owed no closing message.
    SkipClosing { candidates: Vec<Uuid> },
    /// The coordinator's time to pick among those who accepted is over: the first to accept
    /// gets the job.
    PickFirstAccepted,
    /// Every candidate was offered and the last wave's wait is over without an accept.
    Exhaust,
    /// The job's deadline passed before anyone got it: the offer ends, and everyone it
    /// reached who did not decline is told once.
    Expire,
    /// Nothing now; look again at `until` (Unix ms), or when something changes.
    Wait { until: Option<i64>, why: Waiting },
}

/// Why an offer waits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Waiting {
    /// Its open wave's messages wait for their freelancers' working hours.
    WorkingHours,
    /// Its open wave's wait has not ended.
    WaveWait,
    /// Held by hand.
    Held,
    /// Messages are still going (a request not settled yet).
    Sending,
    /// Someone accepted; the coordinator picks by the offer's time.
    Choosing,
    /// Over, and everyone it owed a word has had it.
    Done,
    /// No message of the open wave reached anyone (the directory refused them all): no
    /// next wave goes by itself, since it would likely fare the same; the coordinator looks
    /// at the outbox, and sends the next wave by hand.
    Undelivered,
}

/// The next message of an offer's opened waves that waits for its freelancer's working hours
/// (the open wave's, or an earlier one's when the next was sent early):
/// when it goes (Unix ms, as the outbox placed it), to whom, and in which zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextSend {
    pub at: i64,
    pub uuid: Uuid,
    pub zone: Option<String>,
}

/// When the opened waves' next message goes, if one waits past `now` (Unix ms): the one time
/// the outbox acts on ([`next_step`] waits until it), the board counts down to, and the
/// window's news and the offer's journal name.
pub fn next_send(offer: &OfferRecord, now: i64) -> Option<NextSend> {
    if offer.state != OfferState::Open || offer.wave == 0 {
        return None;
    }
    offer
        .candidates
        .iter()
        .filter(|c| c.wave.is_some_and(|w| w <= offer.wave))
        .filter(|c| c.left_out.is_none() && !c.offered())
        .filter_map(|c| Some((c.due_at.filter(|at| *at > now)?, c)))
        .min_by_key(|(at, _)| *at)
        .map(|(at, c)| NextSend {
            at,
            uuid: c.uuid,
            zone: c.zone.clone(),
        })
}

/// What `offer` needs at `now` (Unix ms).
pub fn next_step(offer: &OfferRecord, now: i64) -> Step {
    match offer.state {
        OfferState::Filled | OfferState::Cancelled | OfferState::Expired => {
            closing_step(offer, now)
        }
        // Gone to everyone, still taking answers (a late accept may get the job) until the
        // deadline ends it.
        OfferState::Exhausted => match offer.terms.deadline {
            Some(deadline) if now >= deadline => Step::Expire,
            deadline => Step::Wait {
                until: deadline,
                why: Waiting::Done,
            },
        },
        OfferState::Open => open_step(offer, now),
    }
}

/// Who is owed a closing message, and which: everyone the offer reached who did not
/// decline; the one who got the job is confirmed, the others thanked (or all told of the
/// cancellation). Offers still on their way are waited for first, so that nobody is thanked
/// before they are offered; a closing message found outside its freelancer's working hours
/// waits for them (`closing_due_at`), and the offer with it, until the earliest.
fn closing_step(offer: &OfferRecord, now: i64) -> Step {
    let going = |state: Option<crate::store::RequestState>| {
        state.is_some_and(|s| !s.is_settled() && s != crate::store::RequestState::Failed)
            && state != Some(crate::store::RequestState::Unknown)
    };
    let waiting = offer.candidates.iter().any(|c| {
        c.reach() == Reach::Going || (c.closing_job.is_some() && going(c.closing_request))
    });
    if waiting {
        return sending(offer, now);
    }
    let owed = |c: &&CandidateRecord| {
        c.offered() && c.closing_job.is_none() && c.answer != Some(Answer::Declined)
    };
    let (pending, unreached): (Vec<&CandidateRecord>, Vec<&CandidateRecord>) = offer
        .candidates
        .iter()
        .filter(owed)
        .partition(|c| matches!(c.reach(), Reach::Reached | Reach::Maybe));
    if !unreached.is_empty() {
        return Step::SkipClosing {
            candidates: unreached.iter().map(|c| c.uuid).collect(),
        };
    }
    let kind_of = |c: &CandidateRecord| match offer.state {
        OfferState::Cancelled => Closing::Cancelled,
        OfferState::Expired => Closing::Expired,
        _ if Some(c.uuid) == offer.filled_by => Closing::Confirmed,
        _ => Closing::Filled,
    };
    let (pending, later): (Vec<&CandidateRecord>, Vec<&CandidateRecord>) = pending
        .into_iter()
        .partition(|c| c.closing_due_at.is_none_or(|at| at <= now));
    let Some(first) = pending.first() else {
        return Step::Wait {
            until: later.iter().filter_map(|c| c.closing_due_at).min(),
            why: if later.is_empty() {
                Waiting::Done
            } else {
                Waiting::WorkingHours
            },
        };
    };
    let closing = kind_of(first);
    Step::Close {
        closing,
        candidates: pending
            .iter()
            .filter(|c| kind_of(c) == closing)
            .map(|c| c.uuid)
            .collect(),
    }
}

fn open_step(offer: &OfferRecord, now: i64) -> Step {
    if let Pick::Choose { until } = offer.pick
        && offer
            .candidates
            .iter()
            .any(|c| c.answer == Some(Answer::Accepted))
    {
        return if now >= until {
            Step::PickFirstAccepted
        } else {
            Step::Wait {
                until: Some(until),
                why: Waiting::Choosing,
            }
        };
    }
    // Past the deadline nobody new is offered, held or not, whatever the waves say; a
    // choice among those who accepted (above) is the coordinator's still.
    if offer.terms.deadline.is_some_and(|deadline| now >= deadline) {
        return Step::Expire;
    }
    if offer.wave == 0 {
        return open_next(offer);
    }
    let wave: Vec<&CandidateRecord> = offer
        .candidates
        .iter()
        .filter(|c| c.wave == Some(offer.wave) && c.left_out.is_none())
        .collect();
    // Every opened wave's messages not sent yet: the open wave's, and an earlier wave's
    // still waiting for their working hours when the coordinator sent the next one early.
    let unsent: Vec<&CandidateRecord> = offer
        .candidates
        .iter()
        .filter(|c| c.wave.is_some_and(|w| w <= offer.wave))
        .filter(|c| c.left_out.is_none() && !c.offered())
        .collect();
    let due: Vec<Uuid> = unsent
        .iter()
        .filter(|c| c.due_at.is_none_or(|at| at <= now))
        .map(|c| c.uuid)
        .collect();
    if !due.is_empty() {
        return Step::Send { candidates: due };
    }
    // Held or not, a wave already opened finishes going: its freelancers were chosen.
    let hours = Step::Wait {
        until: next_send(offer, now).map(|next| next.at),
        why: Waiting::WorkingHours,
    };
    if !unsent.is_empty() && !offer.send_early {
        return hours;
    }
    if wave.iter().any(|c| c.reach() == Reach::Going) {
        return sending(offer, now);
    }
    if !unsent.is_empty() {
        // "Send next wave now" while messages wait for their hours: the next wave opens
        // (its own messages placed in their freelancers' hours), and those wait on.
        return match open_next(offer) {
            open @ Step::OpenWave { .. } => open,
            // Held, or nobody left: the messages waiting are what comes next.
            _ => hours,
        };
    }
    wave_over_step(offer, &wave, now)
}

/// Messages are still going: waited for until their jobs, if a run paused them for a
/// reason that lapses (a wait the directory asked for, the team database away), may go on;
/// then a look sends them on. A time passed already is no wait: the look that found it
/// sends them on, and a look is not asked again and again for it.
fn sending(offer: &OfferRecord, now: i64) -> Step {
    Step::Wait {
        until: offer.jobs_go_on_at.filter(|at| *at > now),
        why: Waiting::Sending,
    }
}

/// The open wave has gone whole: wait out its wait (counted from its last message), then
/// the next wave, or the end.
fn wave_over_step(offer: &OfferRecord, wave: &[&CandidateRecord], now: i64) -> Step {
    let last_sent = wave
        .iter()
        .filter_map(|c| c.sent_at)
        .max()
        .or(offer.wave_opened_at)
        .unwrap_or(now);
    let ends = last_sent.saturating_add(offer.wave_wait_ms);
    // Nobody of the wave reached, or all who were declined, means nothing to wait for; a
    // message that may have reached them is waited for as one that did.
    let anyone_waited_for = wave.iter().any(|c| {
        matches!(c.reach(), Reach::Reached | Reach::Maybe) && c.answer != Some(Answer::Declined)
    });
    let none_reached = !wave.is_empty() && wave.iter().all(|c| c.reach() == Reach::NotReached);
    if none_reached && !offer.send_early {
        return Step::Wait {
            until: None,
            why: Waiting::Undelivered,
        };
    }
    if anyone_waited_for && now < ends && !offer.send_early {
        return Step::Wait {
            until: Some(ends),
            why: Waiting::WaveWait,
        };
    }
    if offer.held {
        return Step::Wait {
            until: None,
            why: Waiting::Held,
        };
    }
    match open_next(offer) {
        Step::Exhaust if anyone_waited_for && now < ends => Step::Wait {
            until: Some(ends),
            why: Waiting::WaveWait,
        },
        step => step,
    }
}

fn open_next(offer: &OfferRecord) -> Step {
    if offer.held {
        return Step::Wait {
            until: None,
            why: Waiting::Held,
        };
    }
    let candidates: Vec<Uuid> = offer
        .candidates
        .iter()
        .filter(|c| c.wave.is_none())
        .take(usize::from(offer.wave_size))
        .map(|c| c.uuid)
        .collect();
    if candidates.is_empty() {
        return Step::Exhaust;
    }
    Step::OpenWave {
        wave: offer.wave + 1,
        candidates,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::MessageType;
    use crate::store::{ClosingTexts, JobId, OfferId, OfferTerms, RequestState, SendWhen, Words};

    const HOUR: i64 = 3_600_000;

    fn offer(candidates: usize, wave_size: u8) -> OfferRecord {
        OfferRecord {
            id: OfferId(1),
            directory: "d".into(),
            created_at: 0,
            account: None,
            title: "t".into(),
            terms: OfferTerms::default(),
            sender_name: "s".into(),
            sender_email: "s@example.org".into(),
            message: Words {
                subject: "s".into(),
                body: "b".into(),
            },
            message_type: MessageType::Job,
            closing: ClosingTexts::standard("t"),
            wave_size,
            wave_wait_ms: 2 * HOUR,
            send_when: SendWhen::Now,
            pick: Pick::First,
            state: OfferState::Open,
            held: false,
            wave: 0,
            wave_opened_at: None,
            send_early: false,
            filled_by: None,
            ended_at: None,
            candidates: (0..candidates)
                .map(|i| CandidateRecord {
                    uuid: Uuid::from_u128(i as u128 + 1),
                    name: None,
                    rank: i as u32 + 1,
                    pinned: false,
                    wave: None,
                    due_at: None,
                    zone: None,
                    left_out: None,
                    job: None,
                    sent_at: None,
                    request: None,
                    job_state: None,
                    closing_request: None,
                    answer: None,
                    answered_at: None,
                    answered_by: None,
                    closing_job: None,
                    closing_due_at: None,
                })
                .collect(),
            events: Vec::new(),
            jobs_go_on_at: None,
        }
    }

    fn open(offer: &mut OfferRecord, wave: u32, at: i64, due: i64) {
        let Step::OpenWave { candidates, .. } = next_step(offer, at) else {
            panic!("expected a wave to open");
        };
        offer.wave = wave;
        offer.wave_opened_at = Some(at);
        offer.send_early = false;
        for c in &mut offer.candidates {
            if candidates.contains(&c.uuid) {
                c.wave = Some(wave);
                c.due_at = Some(due);
            }
        }
    }

    fn send(offer: &mut OfferRecord, at: i64, state: RequestState) {
        let Step::Send { candidates } = next_step(offer, at) else {
            panic!("expected sends, got {:?}", next_step(offer, at));
        };
        for c in &mut offer.candidates {
            if candidates.contains(&c.uuid) {
                c.job = Some(JobId(1));
                c.sent_at = Some(at);
                c.request = Some(state);
            }
        }
    }

    #[test]
    fn waves_go_one_at_a_time_and_wait_from_their_last_message() {
        let mut offer = offer(12, 5);
        assert_eq!(
            next_step(&offer, 0),
            Step::OpenWave {
                wave: 1,
                candidates: (1..=5).map(Uuid::from_u128).collect()
            }
        );
        open(&mut offer, 1, 0, 0);
        send(&mut offer, 10, RequestState::Sent);
        assert_eq!(
            next_step(&offer, HOUR),
            Step::Wait {
                until: Some(10 + 2 * HOUR),
                why: Waiting::WaveWait
            }
        );
        // Three days late: one wave, not several.
        let late = 3 * 24 * HOUR;
        open(&mut offer, 2, late, late);
        send(&mut offer, late, RequestState::Sent);
        assert!(matches!(
            next_step(&offer, late + 1),
            Step::Wait {
                why: Waiting::WaveWait,
                ..
            }
        ));
        let after = late + 2 * HOUR;
        let Step::OpenWave { wave, candidates } = next_step(&offer, after) else {
            panic!()
        };
        assert_eq!((wave, candidates.len()), (3, 2));
        open(&mut offer, 3, after, after);
        send(&mut offer, after, RequestState::Sent);
        assert_eq!(next_step(&offer, after + 2 * HOUR), Step::Exhaust);
    }

    #[test]
    fn working_hours_hold_a_message_until_it_is_due() {
        let mut offer = offer(3, 3);
        open(&mut offer, 1, 0, 5 * HOUR);
        assert_eq!(
            next_step(&offer, HOUR),
            Step::Wait {
                until: Some(5 * HOUR),
                why: Waiting::WorkingHours
            }
        );
        assert!(
            matches!(next_step(&offer, 5 * HOUR), Step::Send { candidates } if candidates.len() == 3)
        );
    }

    #[test]
    fn a_held_offer_sends_no_new_wave_and_an_early_word_skips_the_wait() {
        let mut offer = offer(6, 3);
        open(&mut offer, 1, 0, 0);
        send(&mut offer, 0, RequestState::Sent);
        offer.held = true;
        assert_eq!(
            next_step(&offer, 3 * HOUR),
            Step::Wait {
                until: None,
                why: Waiting::Held
            }
        );
        offer.held = false;
        offer.send_early = true;
        assert!(matches!(
            next_step(&offer, 1),
            Step::OpenWave { wave: 2, .. }
        ));
    }

    /// "Send next wave now" while the open wave's messages wait for their freelancers'
    /// working hours opens the next wave; the earlier wave's messages still go in their
    /// hours, and nothing goes to anyone twice.
    #[test]
    fn the_next_wave_asked_for_early_opens_while_the_last_waits_for_working_hours() {
        let mut offer = offer(5, 2);
        // Wave 1 opens with both messages due in 10 hours.
        open(&mut offer, 1, 0, 10 * HOUR);
        let waiting = Step::Wait {
            until: Some(10 * HOUR),
            why: Waiting::WorkingHours,
        };
        assert_eq!(next_step(&offer, HOUR), waiting);
        offer.held = true;
        offer.send_early = true;
        assert_eq!(next_step(&offer, HOUR), waiting, "held: no new wave");
        offer.held = false;
        assert_eq!(
            next_step(&offer, HOUR),
            Step::OpenWave {
                wave: 2,
                candidates: vec![Uuid::from_u128(3), Uuid::from_u128(4)]
            }
        );
        // Wave 2's messages go at once; wave 1's wait on, then go too.
        open(&mut offer, 2, HOUR, HOUR);
        assert_eq!(
            next_step(&offer, HOUR),
            Step::Send {
                candidates: vec![Uuid::from_u128(3), Uuid::from_u128(4)]
            }
        );
        send(&mut offer, HOUR, RequestState::Sent);
        assert_eq!(next_step(&offer, 2 * HOUR), waiting, "sent_early is spent");
        assert_eq!(
            next_step(&offer, 10 * HOUR),
            Step::Send {
                candidates: vec![Uuid::from_u128(1), Uuid::from_u128(2)]
            }
        );
        // Past the deadline nothing new goes, early or not.
        let mut late = offer.clone();
        late.send_early = true;
        late.terms.deadline = Some(5 * HOUR);
        assert_eq!(next_step(&late, 6 * HOUR), Step::Expire);
    }

    #[test]
    fn a_wave_still_sending_or_unreached_is_not_waited_on() {
        let mut offer = offer(4, 2);
        open(&mut offer, 1, 0, 0);
        send(&mut offer, 0, RequestState::Sending);
        assert_eq!(
            next_step(&offer, HOUR),
            Step::Wait {
                until: None,
                why: Waiting::Sending
            }
        );
        // Its job paused by a run until the team database is asked again, or the
        // directory's Retry-After: the wait ends then, and a passed time is no wait.
        offer.jobs_go_on_at = Some(2 * HOUR);
        assert_eq!(
            next_step(&offer, HOUR),
            Step::Wait {
                until: Some(2 * HOUR),
                why: Waiting::Sending
            }
        );
        assert_eq!(
            next_step(&offer, 3 * HOUR),
            Step::Wait {
                until: None,
                why: Waiting::Sending
            }
        );
        offer.jobs_go_on_at = None;
        for c in &mut offer.candidates {
            if c.wave == Some(1) {
                c.request = Some(RequestState::Failed);
            }
        }
        assert_eq!(
            next_step(&offer, 1),
            Step::Wait {
                until: None,
                why: Waiting::Undelivered
            },
            "a wave the directory refused whole does not burn the next"
        );
        offer.send_early = true;
        assert!(matches!(
            next_step(&offer, 1),
            Step::OpenWave { wave: 2, .. }
        ));
    }

    #[test]
    fn a_filled_offer_thanks_everyone_offered_but_those_who_declined_once() {
        let mut offer = offer(5, 5);
        open(&mut offer, 1, 0, 0);
        send(&mut offer, 0, RequestState::Sent);
        offer.candidates[1].answer = Some(Answer::Declined);
        offer.candidates[2].answer = Some(Answer::Accepted);
        offer.state = OfferState::Filled;
        offer.filled_by = Some(offer.candidates[2].uuid);
        let Step::Close {
            closing,
            candidates,
        } = next_step(&offer, 0)
        else {
            panic!()
        };
        assert_eq!(closing, Closing::Filled);
        assert_eq!(
            candidates,
            [1, 4, 5].map(Uuid::from_u128).to_vec(),
            "not the one who declined, nor the one who got it"
        );
        for c in &mut offer.candidates {
            if candidates.contains(&c.uuid) {
                c.closing_job = Some(JobId(2));
            }
        }
        assert_eq!(
            next_step(&offer, 0),
            Step::Close {
                closing: Closing::Confirmed,
                candidates: vec![Uuid::from_u128(3)]
            }
        );
        offer.candidates[2].closing_job = Some(JobId(3));
        assert!(matches!(
            next_step(&offer, 0),
            Step::Wait {
                why: Waiting::Done,
                ..
            }
        ));
    }

    #[test]
    fn a_closing_message_outside_working_hours_rests_the_offer_until_they_open() {
        let mut offer = offer(3, 3);
        open(&mut offer, 1, 0, 0);
        send(&mut offer, 0, RequestState::Sent);
        offer.candidates[0].answer = Some(Answer::Accepted);
        offer.state = OfferState::Filled;
        offer.filled_by = Some(offer.candidates[0].uuid);
        // Both thanked ones are asleep: one wakes at 8 h, the other at 11 h.
        offer.candidates[1].closing_due_at = Some(8 * HOUR);
        offer.candidates[2].closing_due_at = Some(11 * HOUR);
        // The one who got it is confirmed at once.
        assert_eq!(
            next_step(&offer, HOUR),
            Step::Close {
                closing: Closing::Confirmed,
                candidates: vec![Uuid::from_u128(1)]
            }
        );
        offer.candidates[0].closing_job = Some(JobId(2));
        assert_eq!(
            next_step(&offer, HOUR),
            Step::Wait {
                until: Some(8 * HOUR),
                why: Waiting::WorkingHours
            },
            "nothing is asked before the earliest opens"
        );
        assert_eq!(
            next_step(&offer, 8 * HOUR),
            Step::Close {
                closing: Closing::Filled,
                candidates: vec![Uuid::from_u128(2)]
            }
        );
    }

    #[test]
    fn past_its_deadline_an_offer_ends_and_tells_everyone_waiting_once() {
        let mut offer = offer(6, 2);
        offer.terms.deadline = Some(10 * HOUR);
        open(&mut offer, 1, 0, 0);
        send(&mut offer, 0, RequestState::Sent);
        offer.candidates[1].answer = Some(Answer::Declined);
        // Held or not, a wave due or not: past the deadline nobody new is offered.
        offer.held = true;
        assert_eq!(next_step(&offer, 10 * HOUR), Step::Expire);
        offer.held = false;
        assert_eq!(next_step(&offer, 3 * 24 * HOUR), Step::Expire);
        offer.state = OfferState::Expired;
        assert_eq!(
            next_step(&offer, 10 * HOUR),
            Step::Close {
                closing: Closing::Expired,
                candidates: vec![Uuid::from_u128(1)]
            },
            "the one offered who did not decline; nobody of the next waves"
        );
        offer.candidates[0].closing_job = Some(JobId(3));
        assert!(matches!(
            next_step(&offer, 10 * HOUR),
            Step::Wait {
                why: Waiting::Done,
                ..
            }
        ));
    }

    #[test]
    fn an_exhausted_offer_waits_for_a_late_accept_until_its_deadline() {
        let mut offer = offer(2, 2);
        offer.terms.deadline = Some(48 * HOUR);
        open(&mut offer, 1, 0, 0);
        send(&mut offer, 0, RequestState::Sent);
        assert_eq!(next_step(&offer, 3 * HOUR), Step::Exhaust);
        offer.state = OfferState::Exhausted;
        assert_eq!(
            next_step(&offer, 3 * HOUR),
            Step::Wait {
                until: Some(48 * HOUR),
                why: Waiting::Done
            },
            "nobody is told yet: a late accept may still get it"
        );
        assert_eq!(next_step(&offer, 48 * HOUR), Step::Expire);
        offer.terms.deadline = None;
        assert_eq!(
            next_step(&offer, 480 * HOUR),
            Step::Wait {
                until: None,
                why: Waiting::Done
            }
        );
    }

    #[test]
    fn choosing_among_accepters_stops_waves_until_the_time_to_pick() {
        let mut offer = offer(6, 2);
        offer.pick = Pick::Choose { until: 10 * HOUR };
        open(&mut offer, 1, 0, 0);
        send(&mut offer, 0, RequestState::Sent);
        offer.candidates[0].answer = Some(Answer::Accepted);
        assert_eq!(
            next_step(&offer, 3 * HOUR),
            Step::Wait {
                until: Some(10 * HOUR),
                why: Waiting::Choosing
            }
        );
        assert_eq!(next_step(&offer, 10 * HOUR), Step::PickFirstAccepted);
    }
}
