//! The board's words for an offer's state and a candidate's answer, reach and message time,
//! shared by the list, the candidates' table, the inspector's lines and the model's tests.

use jiff::tz::TimeZone;

use super::model::{self, Next, clock, ours};
use crate::store::{Answer, CandidateRecord, LeftOut, OfferRecord, Reach};

/// What the offer waits for, in words; the wave's next message as the news and the journal
/// name it (`model::next_send_words`).
pub(super) fn next_words(record: &OfferRecord, next: Next, now: i64) -> String {
    let when = |at: i64| model::when(at, now);
    match next {
        Next::Now => crate::tr!("offers-next-now"),
        Next::Wave(at) => crate::tr!("offers-next-wave-at", when = when(at)),
        Next::WorkingHours(Some(at)) => {
            let next = crate::offers::due::next_send(record, now);
            let words = next.map_or_else(|| when(at), |next| model::next_send_words(&next, now));
            crate::tr!("offers-working-hours-at", when = words)
        }
        Next::WorkingHours(None) => crate::tr!("offers-working-hours"),
        Next::Held => crate::tr!("offers-held"),
        Next::Undelivered => crate::tr!("offers-undelivered"),
        Next::Sending => crate::tr!("offers-sending"),
        Next::Choosing(Some(at)) => crate::tr!("offers-choosing-until", when = when(at)),
        Next::Choosing(None) => crate::tr!("offers-choosing"),
        Next::LastWave(Some(at)) => crate::tr!("offers-last-wave-until", when = when(at)),
        Next::LateAnswers(Some(at)) => crate::tr!("offers-late-answers-until", when = when(at)),
        Next::LateAnswers(None) => crate::tr!("offers-late-answers"),
        Next::LastWave(None) | Next::Over => crate::tr!("offers-over"),
    }
}

/// When the candidate's message went, or will go, in our time and theirs.
pub(super) fn message_time(candidate: &CandidateRecord) -> String {
    let (at, key) = match (candidate.sent_at, candidate.due_at) {
        (Some(sent), _) => (sent, "offers-sent-at"),
        (None, Some(due)) => (due, "offers-due-at"),
        (None, None) => return String::new(),
    };
    let theirs = candidate
        .zone
        .as_deref()
        .and_then(|zone| TimeZone::get(zone).ok())
        .map(|zone| clock(at, &zone));
    match theirs {
        Some(theirs) => crate::tr!(
            "offers-time-both",
            when = crate::i18n::tr(key),
            ours = ours(at),
            theirs = theirs
        ),
        None => crate::tr!(
            "offers-time-ours",
            when = crate::i18n::tr(key),
            ours = ours(at)
        ),
    }
}

pub fn answer_words(answer: Answer) -> String {
    crate::i18n::tr(answer_message(answer))
}

pub(super) fn answer_message(answer: Answer) -> &'static str {
    match answer {
        Answer::Accepted => "offers-answer-accepted",
        Answer::Declined => "offers-answer-declined",
        Answer::Question => "offers-answer-question",
        Answer::None => "offers-answer-none",
    }
}

/// How far the candidate's message got, or why they were left out.
pub(super) fn reach_or_left_out(candidate: &CandidateRecord) -> String {
    match &candidate.left_out {
        Some(why) => left_out_words(why),
        None => crate::i18n::tr(reach_message(candidate.reach())),
    }
}

pub(super) fn reach_message(reach: Reach) -> &'static str {
    match reach {
        Reach::NotOffered => "offers-reach-not-offered",
        Reach::Going => "offers-reach-going",
        Reach::Reached => "offers-reach-reached",
        Reach::Maybe => "offers-reach-maybe",
        Reach::NotReached => "offers-reach-not-reached",
    }
}

fn left_out_words(why: &LeftOut) -> String {
    match why {
        LeftOut::DoNotContact => crate::tr!("offers-left-out-do-not-contact"),
        LeftOut::NotInDirectory => crate::tr!("offers-left-out-gone"),
        LeftOut::ClaimedElsewhere { by } => {
            crate::tr!("offers-left-out-claimed", by = by.as_str())
        }
        LeftOut::CouldNotSend { .. } => crate::tr!("offers-left-out-not-sent"),
        LeftOut::NeverReached => crate::tr!("offers-left-out-never-reached"),
    }
}
