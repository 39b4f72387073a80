//! The order candidates are offered a job in, from what the desk knows of each: pinned by
//! the coordinator first; then the agency's own word (active vendors before potential ones,
//! those on hold or too expensive last, and anyone marked do not contact never); then
//! whether they are available on the offer's days; then how they answer offers
//! (`responsiveness`); and, all else equal, the order the directory or the coordinator gave
//! (its relevance). A stable sort: ties keep the order given.

use uuid::Uuid;

use super::responsiveness::Responsiveness;
use crate::store::VendorStatus;

/// What is known of one candidate, for ranking.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Known {
    pub uuid: Uuid,
    pub pinned: bool,
    pub status: Option<VendorStatus>,
    /// Their availability on the offer's days, 0 to 100, when they set it
    /// (`offers::availability::over`).
    pub availability: Option<u8>,
    /// How well they answer offers (`Responsiveness::score`); `None` for someone never
    /// offered a job, who is scored as such. A number rather than the record, so that the
    /// window's form, which keeps only the score, ranks with this same function.
    pub score: Option<f64>,
}

/// The candidates in the order to offer them, without those marked do not contact, who are
/// never offered; and those left out.
pub fn rank(candidates: Vec<Known>) -> (Vec<Known>, Vec<Uuid>) {
    let (never, mut kept): (Vec<Known>, Vec<Known>) = candidates
        .into_iter()
        .partition(|c| c.status == Some(VendorStatus::DoNotContact));
    kept.sort_by(|a, b| {
        b.pinned
            .cmp(&a.pinned)
            .then(standing(a.status).cmp(&standing(b.status)))
            .then(availability(b).total_cmp(&availability(a)))
            .then(score(b).total_cmp(&score(a)))
    });
    (kept, never.into_iter().map(|c| c.uuid).collect())
}

/// Lower goes first: the agency's own vendors, then people it has not judged, then those it
/// has set aside.
fn standing(status: Option<VendorStatus>) -> u8 {
    match status {
        Some(VendorStatus::Active) => 0,
        Some(VendorStatus::Potential) => 1,
        None => 2,
        Some(VendorStatus::OnHold | VendorStatus::TooExpensive) => 3,
        Some(VendorStatus::DoNotContact) => 4,
    }
}

/// Unset availability sits between "fully booked" and "free": it says nothing.
fn availability(candidate: &Known) -> f64 {
    candidate.availability.map_or(50.0, f64::from)
}

fn score(candidate: &Known) -> f64 {
    candidate
        .score
        .unwrap_or_else(|| Responsiveness::default().score())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known(n: u128) -> Known {
        Known {
            uuid: Uuid::from_u128(n),
            ..Known::default()
        }
    }

    #[test]
    fn pinned_then_the_agencys_word_then_availability_then_answers_and_never_do_not_contact() {
        let quick = Responsiveness {
            offered: 4,
            answered: 4,
            accepted: 3,
            median_answer_ms: Some(600_000),
            last_answer: Some(1),
            last_recorded_by: None,
        };
        let silent = Responsiveness {
            offered: 4,
            ..Responsiveness::default()
        };
        let candidates = vec![
            known(1),
            Known {
                status: Some(VendorStatus::DoNotContact),
                pinned: true,
                ..known(2)
            },
            Known {
                status: Some(VendorStatus::OnHold),
                ..known(3)
            },
            Known {
                score: Some(silent.score()),
                ..known(4)
            },
            Known {
                score: Some(quick.score()),
                ..known(5)
            },
            Known {
                availability: Some(100),
                ..known(6)
            },
            Known {
                status: Some(VendorStatus::Active),
                ..known(7)
            },
            Known {
                pinned: true,
                status: Some(VendorStatus::TooExpensive),
                ..known(8)
            },
        ];
        let (ranked, never) = rank(candidates);
        let order: Vec<u128> = ranked.iter().map(|c| c.uuid.as_u128()).collect();
        assert_eq!(order, vec![8, 7, 6, 5, 1, 4, 3]);
        assert_eq!(never, vec![Uuid::from_u128(2)], "pinned or not");
    }
}
