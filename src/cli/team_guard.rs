//! The team's guard for `send`, in the command line's words: when this directory has a team
//! database (`directory-desk team join`), the outbox checks the recipients against the
//! team's do-not-contact marks, colleagues' recent contacts and others' live claims and
//! claims them, in one transaction, before the job is written (`worker/team_guard.rs`, the
//! one door every send and every job sent again goes through); this module asks it, through
//! the worker, and names what it found. A team database that cannot be reached stops the
//! send: nothing goes unchecked.

use std::collections::HashMap;

use uuid::Uuid;

use crate::cli::{Outcome, usage_error};
use crate::outbox::guard::RecentChoice;
use crate::store::Ticket;
use crate::worker::team_guard::{TeamFound, TeamToCheck, claim_words, contact_words};
use crate::worker::{Command, Event, OutboxCommand, OutboxEvent, Worker};

/// What the team found, and the claim its check took for the job.
pub struct TeamCheck {
    found: TeamFound,
}

/// The team's check for `recipients`, asked of the outbox open on `worker`; `None` when
/// this directory has no team database. Any failure stops the send, in words naming the
/// host. The claim is given back by the outbox if no job takes it.
pub fn check(
    worker: &Worker,
    team: &TeamToCheck,
    directory: &str,
    recipients: &[Uuid],
    recent_days: u32,
    subject: &str,
) -> Result<Option<TeamCheck>, Outcome> {
    // Learned as the outbox learns it; should the two disagree (the file changed in
    // between), the outbox writes no job without its check.
    if team.resolve(directory).map_err(usage_error)?.is_none() {
        return Ok(None);
    }
    worker.send(Command::Outbox(OutboxCommand::TeamCheck {
        ticket: Ticket(0),
        recipients: recipients.to_vec(),
        recent_days,
        subject: subject.to_owned(),
    }));
    loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::TeamChecked { result, .. })) => {
                return match result {
                    Ok(found) => Ok(Some(TeamCheck { found })),
                    Err(words) => {
                        eprintln!("error: {}", terminal_words(&words.plain));
                        if !words.details.is_empty() {
                            eprintln!("  details: {}", words.details);
                        }
                        Err(Outcome::SomeFailed)
                    }
                };
            }
            Some(_) => {}
            None => return Err(usage_error("the worker stopped")),
        }
    }
}

impl TeamCheck {
    /// Names the team's do-not-contact marks, as the local ones are named.
    pub fn print_marks(&self, names: &HashMap<Uuid, String>) {
        for mark in &self.found.found.do_not_contact {
            let reason = if mark.reason.is_empty() {
                String::new()
            } else {
                format!(" ({})", mark.reason)
            };
            eprintln!(
                "left out, marked do not contact by {} for the team: {}{reason}",
                mark.coordinator,
                label(mark.freelancer, names)
            );
        }
    }

    /// Names colleagues' recent contacts and others' live claims, as the user's word on
    /// recent contacts treats them. How many there are.
    pub fn print_recent(
        &self,
        names: &HashMap<Uuid, String>,
        choice: RecentChoice,
        days: u32,
        now_ms: i64,
    ) -> usize {
        // A freelancer both messaged and being messaged again is one recipient, named twice.
        let found = &self.found.found;
        let n = found
            .recent
            .iter()
            .map(|c| c.freelancer)
            .chain(found.claimed_elsewhere.iter().map(|c| c.freelancer))
            .collect::<std::collections::HashSet<Uuid>>()
            .len();
        if n == 0 {
            return 0;
        }
        let said = format!(
            "{} messaged by colleagues in the last {}, or being messaged now",
            crate::words::count(n, "recipient"),
            crate::words::count(days as usize, "day"),
        );
        match choice {
            RecentChoice::Ask => eprintln!("error: {said}:"),
            RecentChoice::LeaveOut => eprintln!("leaving out, as asked: {said}:"),
            RecentChoice::Include => eprintln!("sending to them too, as asked: {said}:"),
        }
        // Counted from the team database's clock: this desk's may be days off.
        let now_ms = self.found.found.now_or(now_ms);
        for contact in &self.found.found.recent {
            eprintln!(
                "  {}: {}",
                label(contact.freelancer, names),
                contact_words(contact, now_ms)
            );
        }
        for claim in &self.found.found.claimed_elsewhere {
            eprintln!(
                "  {}: {}{}",
                label(claim.freelancer, names),
                claim_words(claim, now_ms),
                if choice == RecentChoice::Include {
                    "; left out all the same: a send under way on another desk is never doubled"
                } else {
                    ""
                }
            );
        }
        n
    }

    /// The claim the check took, which goes with the job.
    pub fn claim(&self) -> String {
        self.found.claim.clone()
    }

    /// Whether `uuid` goes, given the team's findings and the user's word.
    pub fn keeps(&self, uuid: Uuid, choice: RecentChoice) -> bool {
        self.found
            .found
            .keeps(uuid, choice == RecentChoice::LeaveOut)
    }
}

fn label(uuid: Uuid, names: &HashMap<Uuid, String>) -> String {
    match names.get(&uuid) {
        Some(name) => format!("{name} ({uuid})"),
        None => uuid.to_string(),
    }
}

/// A window's sentence in the terminal's manner: lower case first, no full stop.
fn terminal_words(plain: &str) -> String {
    let plain = plain.trim_end_matches('.');
    let mut chars = plain.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}
