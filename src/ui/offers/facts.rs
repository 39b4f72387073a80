//! What the board says of an offer and its candidates, worked out from the store's record
//! alone, without egui: each candidate's name (and how their row tells two of one name
//! apart), the answers counted, the waves expected, who is next, and why the next wave
//! cannot go now. The model and the views read these alike.

use crate::offers::reply::Proposed;
use crate::store::{Answer, CandidateRecord, OfferRecord, Pick};

/// Answers so far among the candidates offered.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Counts {
    pub accepted: usize,
    pub declined: usize,
    pub question: usize,
    /// Offered and not answered (or recorded as no answer).
    pub none: usize,
}

/// A candidate's name, or their UUID when the directory gave none.
pub fn display_name(candidate: &CandidateRecord) -> String {
    candidate
        .name
        .clone()
        .unwrap_or_else(|| candidate.uuid.to_string())
}

/// A candidate's name as their row shows it: beside another of the same name (two Anna
/// Nowaks), the start of their UUID too, so that an answer is recorded for the right one.
pub fn row_name(record: &OfferRecord, candidate: &CandidateRecord) -> String {
    let name = display_name(candidate);
    let shared = record
        .candidates
        .iter()
        .any(|other| other.uuid != candidate.uuid && display_name(other) == name);
    if shared && candidate.name.is_some() {
        let uuid = candidate.uuid.to_string();
        format!("{name} · {}", &uuid[..8])
    } else {
        name
    }
}

/// The answer a reply's words propose, as an answer to record.
pub fn proposed_answer(proposed: Proposed) -> Answer {
    match proposed {
        Proposed::Accepted => Answer::Accepted,
        Proposed::Declined => Answer::Declined,
        Proposed::Question => Answer::Question,
    }
}

pub fn counts(record: &OfferRecord) -> Counts {
    let mut counts = Counts::default();
    for candidate in record.candidates.iter().filter(|c| c.offered()) {
        match candidate.answer {
            Some(Answer::Accepted) => counts.accepted += 1,
            Some(Answer::Declined) => counts.declined += 1,
            Some(Answer::Question) => counts.question += 1,
            Some(Answer::None) | None => counts.none += 1,
        }
    }
    counts
}

/// About how many waves the offer takes in all: its candidates a wave's worth at a time
/// (fewer when some are left out, hence "about").
pub fn waves_expected(record: &OfferRecord) -> u32 {
    let size = usize::from(record.wave_size.max(1));
    let waves = record.candidates.len().div_ceil(size);
    u32::try_from(waves).unwrap_or(u32::MAX).max(record.wave)
}

/// Why "Send next wave now" can do nothing for the offer now (the message's attribute of
/// `offers-next-wave-now`), or `None` when it opens the next wave, at once or as soon as
/// the open wave's messages settle: the same rules as the scheduler's (`offers::due`).
pub fn next_wave_refused(record: &OfferRecord) -> Option<&'static str> {
    let choosing = matches!(record.pick, Pick::Choose { .. })
        && record
            .candidates
            .iter()
            .any(|c| c.answer == Some(Answer::Accepted));
    if next_candidate(record).is_none() {
        Some("offers-next-wave-now.nobody")
    } else if record.held {
        Some("offers-next-wave-now.held")
    } else if choosing {
        Some("offers-next-wave-now.choosing")
    } else {
        None
    }
}

/// The candidate the next wave offers first: the best ranked not in a wave yet.
pub fn next_candidate(record: &OfferRecord) -> Option<&CandidateRecord> {
    record
        .candidates
        .iter()
        .filter(|c| c.wave.is_none() && c.left_out.is_none())
        .min_by_key(|c| c.rank)
}
