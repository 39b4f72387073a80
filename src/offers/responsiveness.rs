//! What the answers to offers teach about a freelancer: how many offers they were sent and
//! answered, how fast they answer (the median, which one slow week does not spoil), how
//! often they accept, and when they last answered; for all offers, and per language pair.

use std::collections::HashMap;

use uuid::Uuid;

use crate::store::{Answer, AnswerFact};

/// One freelancer's record, overall or in one pair.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Responsiveness {
    /// Offers sent to them.
    pub offered: u32,
    /// Offers they answered (accepted, declined or asked about).
    pub answered: u32,
    pub accepted: u32,
    /// Median time from the offer to their answer, in ms.
    pub median_answer_ms: Option<i64>,
    /// When they last answered (Unix ms).
    pub last_answer: Option<i64>,
    /// Who recorded that last answer (a colleague's name in a team), when it was said.
    pub last_recorded_by: Option<String>,
}

impl Responsiveness {
    /// Accepted of answered, 0 to 1; `None` before any answer.
    pub fn acceptance(&self) -> Option<f64> {
        (self.answered > 0).then(|| f64::from(self.accepted) / f64::from(self.answered))
    }

    /// Answered of offered, 0 to 1; `None` before any offer.
    pub fn answer_rate(&self) -> Option<f64> {
        (self.offered > 0).then(|| f64::from(self.answered) / f64::from(self.offered))
    }

    /// A number to rank by, higher first: someone who answers, and answers yes, and
    /// quickly, comes before someone who does not; someone never offered sits in between,
    /// so that a newcomer is tried before a freelancer who never answers.
    pub fn score(&self) -> f64 {
        let Some(answer_rate) = self.answer_rate() else {
            return 0.5;
        };
        let acceptance = self.acceptance().unwrap_or(0.0);
        let speed = self.median_answer_ms.map_or(0.0, |ms| {
            let hours = ms as f64 / 3_600_000.0;
            1.0 / (1.0 + hours / 4.0)
        });
        0.5 * answer_rate + 0.3 * acceptance + 0.2 * speed
    }

    /// "answers 4 of 5 · median 2 h · accepts 50%", for the command line.
    pub fn summary(&self) -> String {
        if self.offered == 0 {
            return "never offered a job".to_owned();
        }
        let mut parts = vec![format!("answered {} of {}", self.answered, self.offered)];
        if let Some(ms) = self.median_answer_ms {
            parts.push(format!("median {}", rough(ms)));
        }
        if let Some(rate) = self.acceptance() {
            parts.push(format!("accepts {:.0}%", rate * 100.0));
        }
        parts.join(" · ")
    }
}

/// Per freelancer: their record over every offer, and in each pair.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Learned {
    pub overall: HashMap<Uuid, Responsiveness>,
    pub by_pair: HashMap<(Uuid, String), Responsiveness>,
}

impl Learned {
    /// Learns from `facts`: each an offer sent and what came of it. A fact repeated (the
    /// same offer seen from the desk and the team) counts once.
    pub fn from_facts(facts: &[AnswerFact]) -> Self {
        let mut seen = std::collections::HashSet::new();
        let mut overall: HashMap<Uuid, Vec<&AnswerFact>> = HashMap::new();
        let mut by_pair: HashMap<(Uuid, String), Vec<&AnswerFact>> = HashMap::new();
        for fact in facts {
            if !seen.insert((fact.uuid, fact.sent_at, fact.pair.clone())) {
                continue;
            }
            overall.entry(fact.uuid).or_default().push(fact);
            if let Some(pair) = &fact.pair {
                by_pair
                    .entry((fact.uuid, pair.clone()))
                    .or_default()
                    .push(fact);
            }
        }
        Self {
            overall: overall.into_iter().map(|(k, v)| (k, of(&v))).collect(),
            by_pair: by_pair.into_iter().map(|(k, v)| (k, of(&v))).collect(),
        }
    }

    /// Their record in `pair` when they have one there, else overall.
    pub fn for_offer(&self, uuid: Uuid, pair: Option<&str>) -> Option<&Responsiveness> {
        pair.and_then(|p| self.by_pair.get(&(uuid, p.to_owned())))
            .or_else(|| self.overall.get(&uuid))
    }
}

/// A time to answer, to the unit that matters: "40 min", "3 h", "2 d".
pub fn rough(ms: i64) -> String {
    let minutes = ms / 60_000;
    match minutes {
        ..1 => "under a minute".to_owned(),
        1..120 => format!("{minutes} min"),
        120..2880 => format!("{} h", (minutes + 30) / 60),
        _ => format!("{} d", (minutes + 720) / 1440),
    }
}

fn of(facts: &[&AnswerFact]) -> Responsiveness {
    let answered: Vec<&&AnswerFact> = facts
        .iter()
        .filter(|f| matches!(f.answer, Some(a) if a != Answer::None) && f.answered_at.is_some())
        .collect();
    let mut times: Vec<i64> = answered
        .iter()
        .filter_map(|f| Some((f.answered_at? - f.sent_at).max(0)))
        .collect();
    times.sort_unstable();
    let last = answered.iter().max_by_key(|f| f.answered_at);
    let median = match times.len() {
        0 => None,
        n if n % 2 == 1 => Some(times[n / 2]),
        n => Some((times[n / 2 - 1] + times[n / 2]) / 2),
    };
    Responsiveness {
        offered: facts.len() as u32,
        answered: answered.len() as u32,
        accepted: answered
            .iter()
            .filter(|f| f.answer == Some(Answer::Accepted))
            .count() as u32,
        median_answer_ms: median,
        last_answer: last.and_then(|f| f.answered_at),
        last_recorded_by: last.and_then(|f| f.recorded_by.clone()),
    }
}

/// Who an answer recorded on this desk is recorded by, the one rule for the window and
/// `offers answer`: in a team, the coordinator's name the team knows this desk by
/// (`[teams."DIRECTORY"] coordinator`, as vendor notes are signed), since that is the name
/// colleagues read beside the answer; alone, the computer's user.
pub fn recorded_by(team_coordinator: Option<&str>) -> Option<String> {
    match team_coordinator.map(str::trim) {
        Some(name) if !name.is_empty() => Some(name.to_owned()),
        _ => std::env::var("USER")
            .or_else(|_| std::env::var("USERNAME"))
            .ok()
            .filter(|user| !user.trim().is_empty()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;

    fn fact(uuid: u128, pair: &str, sent: i64, answer: Option<(Answer, i64)>) -> AnswerFact {
        AnswerFact {
            uuid: Uuid::from_u128(uuid),
            pair: Some(pair.to_owned()),
            sent_at: sent,
            answer: answer.map(|(a, _)| a),
            answered_at: answer.map(|(_, at)| at),
            recorded_by: None,
        }
    }

    #[test]
    fn counts_medians_and_rates_per_freelancer_and_pair() {
        let facts = vec![
            fact(1, "en>de", 0, Some((Answer::Accepted, HOUR))),
            fact(1, "en>de", 10 * HOUR, Some((Answer::Declined, 13 * HOUR))),
            fact(1, "en>fr", 20 * HOUR, Some((Answer::Accepted, 30 * HOUR))),
            fact(1, "en>fr", 40 * HOUR, None),
            fact(2, "en>de", 0, None),
            // The same offer seen twice counts once.
            fact(2, "en>de", 0, None),
        ];
        let learned = Learned::from_facts(&facts);
        let one = &learned.overall[&Uuid::from_u128(1)];
        assert_eq!((one.offered, one.answered, one.accepted), (4, 3, 2));
        assert_eq!(one.median_answer_ms, Some(3 * HOUR));
        assert_eq!(one.last_answer, Some(30 * HOUR));
        let de = learned
            .for_offer(Uuid::from_u128(1), Some("en>de"))
            .unwrap();
        assert_eq!((de.offered, de.answered), (2, 2));
        assert_eq!(de.median_answer_ms, Some(2 * HOUR));
        assert_eq!(de.acceptance(), Some(0.5));
        let two = &learned.overall[&Uuid::from_u128(2)];
        assert_eq!(
            (two.offered, two.answered, two.median_answer_ms),
            (1, 0, None)
        );
        assert!(one.score() > Responsiveness::default().score());
        assert!(Responsiveness::default().score() > two.score());
        assert_eq!(
            learned.for_offer(Uuid::from_u128(1), Some("de>en")),
            Some(one),
            "a pair they were never offered falls back to overall"
        );
    }

    #[test]
    fn the_last_answer_says_who_recorded_it() {
        let recorded = |at: i64, by: &str| AnswerFact {
            recorded_by: Some(by.to_owned()),
            ..fact(1, "en>de", at - HOUR, Some((Answer::Declined, at)))
        };
        let facts = vec![
            recorded(5 * HOUR, "Bea"),
            recorded(9 * HOUR, "Ana"),
            recorded(7 * HOUR, "Cy"),
        ];
        let one = &Learned::from_facts(&facts).overall[&Uuid::from_u128(1)];
        assert_eq!(one.last_answer, Some(9 * HOUR));
        assert_eq!(one.last_recorded_by.as_deref(), Some("Ana"));
    }

    #[test]
    fn an_answer_is_recorded_by_the_teams_name_for_the_desk_else_the_computers_user() {
        assert_eq!(recorded_by(Some(" Ana ")).as_deref(), Some("Ana"));
        let user = std::env::var("USER")
            .or_else(|_| std::env::var("USERNAME"))
            .ok()
            .filter(|user| !user.trim().is_empty());
        assert_eq!(recorded_by(None), user);
        assert_eq!(recorded_by(Some("  ")), user, "a blank name is no name");
    }
}
