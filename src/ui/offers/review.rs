//! The review before an offer's first wave, without egui: who gets it (by name), when each
//! message goes (at once, or as their working hours open, read from their availability and
//! zone as the form asked them, the zone by the rule the outbox places the wave by), in
//! their time and the coordinator's, who is left out and why, and who this desk messaged
//! recently, for the coordinator to leave out or include as the composer asks. Only the
//! review's confirmation writes the offer ([`Review::offer_to_write`]); Back returns to the
//! form, which the review never changed.
//!
//! The first wave shown is the one the outbox opens: the first `wave_size` candidates in the
//! store's order (pinned first, then as ordered, repeats dropped) who are not left out. Who
//! the directory no longer knows is only found as the wave goes (and left out then).

use std::collections::HashMap;

use jiff::Timestamp;
use jiff::tz::TimeZone;
use uuid::Uuid;

use crate::api::availability::WorkingHours;
use crate::offers::schedule::{Guess, WorkingWeek, zone_label};
use crate::outbox::guard::{Recent, RecentChoice, RecipientGuard};
use crate::store::{NewCandidate, NewOffer, RecentWord, SendWhen};
use crate::worker::team_guard::TeamFound;

/// What the team database said of the offer's candidates, as the review opens.
#[derive(Debug, Clone, Default)]
pub enum TeamAnswer {
    /// No team database for this directory.
    #[default]
    NotAsked,
    Waiting,
    /// Its marks, colleagues' recent messages and sends under way (its claim is given back
    /// at once: each wave claims its own as it goes).
    Found(Box<TeamFound>),
    /// It could not be asked: the review says so (each wave is checked as it goes).
    Away(String),
}

/// When a candidate's first message goes, as the review says it.
#[derive(Debug, Clone, PartialEq)]
pub struct Goes {
    /// Unix ms.
    pub at: i64,
    /// At once (now is inside their hours, or the offer goes at once).
    pub at_once: bool,
    /// Their wall-clock time then, and their zone: "2026-12-04 09:00 (Europe/Belgrade)".
    pub theirs: String,
    /// The coordinator's wall-clock time then: "2026-12-04 08:00".
    pub ours: String,
    /// What was assumed: their zone (the coordinator's stands in), their hours (09:00–18:00).
    pub guess: Guess,
}

/// Why a candidate is not offered the job.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// Marked do not contact (found as the review opened).
    DoNotContact,
    /// Marked do not contact by this colleague, in the team database.
    TeamDoNotContact(String),
    /// Messaged recently, and the coordinator said to leave them out.
    Recent,
}

/// One candidate of the first wave.
#[derive(Debug, Clone, PartialEq)]
pub struct Line<'a> {
    pub uuid: Uuid,
    pub name: Option<&'a str>,
    pub goes: &'a Goes,
    /// Messaged recently, from this desk or a colleague's (offered on the coordinator's
    /// word).
    pub recent: bool,
}

#[derive(Debug, Clone)]
pub struct Review {
    /// The offer as the form built it, its candidates in the store's order.
    offer: NewOffer,
    guard: RecipientGuard,
    /// The coordinator's word on the recently messaged: `Ask` until given.
    pub choice: RecentChoice,
    goes: HashMap<Uuid, Goes>,
    /// What the team database found, or why it could not be asked.
    team: TeamAnswer,
    /// The coordinator's zone and the moment the times are read from.
    coordinator: TimeZone,
    now: i64,
    /// The store refused to write it: why, shown in the review.
    pub refused: Option<String>,
}

impl Review {
    /// The review of `offer` at `now`, with what the store found of its candidates (`guard`),
    /// each one's working hours where the directory gave them and zone as the form read it
    /// by the outbox's rule (`offers::schedule::zone_name_of`), and the coordinator's zone
    /// (standing in, a guess, for one not known).
    pub fn new(
        mut offer: NewOffer,
        guard: RecipientGuard,
        hours: &HashMap<Uuid, WorkingHours>,
        zones: &HashMap<Uuid, String>,
        coordinator: &TimeZone,
        now: i64,
    ) -> Self {
        offer.candidates = store_order(offer.candidates);
        let mut review = Self {
            offer,
            guard,
            choice: RecentChoice::Ask,
            goes: HashMap::new(),
            team: TeamAnswer::NotAsked,
            coordinator: coordinator.clone(),
            now,
            refused: None,
        };
        review.plan(hours, zones);
        review
    }

    /// Reads again when each message goes, from the working hours and zones known now (the
    /// directory's answers still coming in as the review opened).
    pub fn plan(&mut self, hours: &HashMap<Uuid, WorkingHours>, zones: &HashMap<Uuid, String>) {
        let coordinator = &self.coordinator;
        let at = Timestamp::from_millisecond(self.now).unwrap_or_default();
        let send_when = self.offer.send_when;
        self.goes = self
            .offer
            .candidates
            .iter()
            .map(|c| {
                let week = WorkingWeek::of(
                    hours.get(&c.uuid),
                    zones.get(&c.uuid).map(String::as_str),
                    coordinator,
                );
                let when = week.send_at(send_when, at);
                let guess = match send_when {
                    // Their hours do not matter: nothing is assumed of them.
                    SendWhen::Now => Guess {
                        hours: false,
                        ..week.guessed()
                    },
                    SendWhen::WorkingHours => week.guessed(),
                };
                let goes = Goes {
                    at: when.as_millisecond(),
                    at_once: when <= at,
                    theirs: format!(
                        "{} ({})",
                        minutes(week.local_time(when)),
                        zone_label(week.zone())
                    ),
                    ours: minutes(coordinator.to_datetime(when)),
                    guess,
                };
                (c.uuid, goes)
            })
            .collect();
    }

    /// The offer's title, for the review's heading.
    pub fn title(&self) -> &str {
        &self.offer.title
    }

    /// Whether the messages wait for each one's working hours.
    pub fn in_working_hours(&self) -> bool {
        self.offer.send_when == SendWhen::WorkingHours
    }

    /// What the team database said, as the check found it.
    pub fn set_team(&mut self, team: TeamAnswer) {
        self.team = team;
    }

    /// What the team database found, when it was asked and answered.
    pub fn team_found(&self) -> Option<&TeamFound> {
        match &self.team {
            TeamAnswer::Found(found) => Some(found),
            _ => None,
        }
    }

    /// Why the team database could not be asked, when it could not.
    pub fn team_away(&self) -> Option<&str> {
        match &self.team {
            TeamAnswer::Away(why) => Some(why),
            _ => None,
        }
    }

    /// Whether `uuid` was messaged recently, from this desk or by a colleague.
    fn is_recent(&self, uuid: Uuid) -> bool {
        self.guard.recent.iter().any(|r| r.who.uuid == uuid)
            || self
                .team_found()
                .is_some_and(|t| t.found.recent.iter().any(|c| c.freelancer == uuid))
    }

    /// Whether `uuid` is marked do not contact, here or by the team (and by whom).
    fn marked(&self, uuid: Uuid) -> Option<Why> {
        if self.guard.do_not_contact.iter().any(|f| f.uuid == uuid) {
            return Some(Why::DoNotContact);
        }
        let team = self.team_found()?;
        let mark = team
            .found
            .do_not_contact
            .iter()
            .find(|m| m.freelancer == uuid)?;
        Some(Why::TeamDoNotContact(mark.coordinator.clone()))
    }

    fn why_left_out(&self, uuid: Uuid) -> Option<Why> {
        if let Some(why) = self.marked(uuid) {
            Some(why)
        } else if self.choice == RecentChoice::LeaveOut && self.is_recent(uuid) {
            Some(Why::Recent)
        } else {
            None
        }
    }

    /// The candidates offered the job, in the store's order.
    fn kept(&self) -> impl Iterator<Item = &NewCandidate> {
        self.offer
            .candidates
            .iter()
            .filter(|c| self.why_left_out(c.uuid).is_none())
    }

    /// Who gets the first wave, with when their message goes.
    pub fn first_wave(&self) -> Vec<Line<'_>> {
        self.kept()
            .take(usize::from(self.offer.wave_size))
            .filter_map(|c| {
                Some(Line {
                    uuid: c.uuid,
                    name: c.name.as_deref(),
                    goes: self.goes.get(&c.uuid)?,
                    recent: self.is_recent(c.uuid),
                })
            })
            .collect()
    }

    /// How many are offered in later waves, should nobody of the first accept.
    pub fn later(&self) -> usize {
        self.kept()
            .count()
            .saturating_sub(usize::from(self.offer.wave_size))
    }

    /// A candidate's name, or their UUID when the desk knows none.
    pub fn name_of(&self, uuid: Uuid) -> String {
        self.offer
            .candidates
            .iter()
            .find(|c| c.uuid == uuid)
            .and_then(|c| c.name.clone())
            .unwrap_or_else(|| uuid.to_string())
    }

    /// Who is left out, and why, in the store's order.
    pub fn left_out(&self) -> Vec<(Uuid, Option<&str>, Why)> {
        self.offer
            .candidates
            .iter()
            .filter_map(|c| Some((c.uuid, c.name.as_deref(), self.why_left_out(c.uuid)?)))
            .collect()
    }

    /// The candidates this desk messaged recently (those marked do not contact aside), and
    /// over how many days.
    pub fn recent(&self) -> (&[Recent], u32) {
        (&self.guard.recent, self.guard.recent_days)
    }

    /// Whether the coordinator is still to say what to do with the recently messaged.
    pub fn needs_word(&self) -> bool {
        self.any_recent() && self.choice == RecentChoice::Ask
    }

    /// Whether anyone was messaged recently, from this desk or by a colleague.
    pub fn any_recent(&self) -> bool {
        !self.guard.recent.is_empty()
            || self
                .team_found()
                .is_some_and(|t| !t.found.recent.is_empty())
    }

    /// Whether leaving the recently messaged out leaves anyone to offer the job to.
    pub fn anyone_but_recent(&self) -> bool {
        self.offer
            .candidates
            .iter()
            .any(|c| !self.is_recent(c.uuid) && self.marked(c.uuid).is_none())
    }

    /// Why the offer cannot be written yet, if so: the word on recent contacts is missing,
    /// or nobody is left.
    pub fn can_confirm(&self) -> bool {
        !self.needs_word() && self.kept().next().is_some()
    }

    /// The offer to write on the coordinator's confirmation: those left out taken off, the
    /// word on recent contacts kept with it. `None` while it cannot be confirmed.
    pub fn offer_to_write(&self) -> Option<NewOffer> {
        if !self.can_confirm() {
            return None;
        }
        let mut offer = self.offer.clone();
        offer.candidates = self.kept().cloned().collect();
        offer.recent = self.any_recent().then(|| RecentWord {
            included: self.choice == RecentChoice::Include,
            days: self.guard.recent_days,
            uuids: self
                .offer
                .candidates
                .iter()
                .map(|c| c.uuid)
                .filter(|uuid| self.is_recent(*uuid))
                .collect(),
        });
        Some(offer)
    }
}

/// The store's order: pinned first, then as given, repeats dropped
/// (`Store::create_offer`'s own).
fn store_order(candidates: Vec<NewCandidate>) -> Vec<NewCandidate> {
    let mut seen = std::collections::HashSet::new();
    let (pinned, others): (Vec<_>, Vec<_>) = candidates.into_iter().partition(|c| c.pinned);
    pinned
        .into_iter()
        .chain(others)
        .filter(|c| seen.insert(c.uuid))
        .collect()
}

/// "2026-12-04 09:00".
fn minutes(at: jiff::civil::DateTime) -> String {
    at.strftime("%Y-%m-%d %H:%M").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{ClosingTexts, OfferTerms, Pick, RecentContact, RecipientMarks, Words};

    /// Wednesday 2026-11-25, 06:00 UTC: before anyone's working day in Europe.
    fn now() -> i64 {
        crate::times::parse_rfc3339("2026-11-25T06:00:00Z").unwrap()
    }

    fn offer(n: u128, wave_size: u8, send_when: SendWhen) -> NewOffer {
        NewOffer {
            directory: "sandbox".into(),
            account: None,
            title: "Patent".into(),
            terms: OfferTerms::default(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            message: Words {
                subject: "Job".into(),
                body: "Take it?".into(),
            },
            message_type: crate::api::MessageType::Job,
            closing: ClosingTexts::standard("Patent"),
            wave_size,
            wave_wait_ms: 3_600_000,
            send_when,
            pick: Pick::First,
            candidates: (1..=n)
                .map(|i| NewCandidate {
                    uuid: Uuid::from_u128(i),
                    name: Some(format!("F{i}")),
                    pinned: false,
                })
                .collect(),
            recent: None,
        }
    }

    fn marks(marked: &[u128], recent: &[u128]) -> RecipientGuard {
        RecipientGuard::from_marks(
            RecipientMarks {
                do_not_contact: marked
                    .iter()
                    .map(|n| (Uuid::from_u128(*n), Some(format!("F{n}"))))
                    .collect(),
                recent: recent
                    .iter()
                    .map(|n| {
                        (
                            Some(format!("F{n}")),
                            RecentContact {
                                uuid: Uuid::from_u128(*n),
                                at_ms: now() - 86_400_000,
                                job: crate::store::JobId(4),
                                certain: true,
                                scheduled: false,
                            },
                        )
                    })
                    .collect(),
            },
            7,
        )
    }

    fn names(lines: &[Line<'_>]) -> Vec<String> {
        lines
            .iter()
            .map(|l| l.name.unwrap_or_default().to_owned())
            .collect()
    }

    #[test]
    fn the_first_wave_waits_for_each_ones_working_hours_in_their_zone() {
        let hours = HashMap::from([(
            Uuid::from_u128(2),
            WorkingHours {
                workday_start: Some(jiff::civil::time(10, 0, 0, 0)),
                workday_end: Some(jiff::civil::time(16, 0, 0, 0)),
                ..WorkingHours::default()
            },
        )]);
        let zones = HashMap::from([
            (Uuid::from_u128(1), "Asia/Tokyo".to_owned()),
            (Uuid::from_u128(2), "Europe/Belgrade".to_owned()),
        ]);
        let berlin = TimeZone::get("Europe/Berlin").unwrap();
        let mut pinned = offer(3, 2, SendWhen::WorkingHours);
        pinned.candidates[2].pinned = true;
        let review = Review::new(pinned, marks(&[], &[]), &hours, &zones, &berlin, now());
        let wave = review.first_wave();
        assert_eq!(names(&wave), ["F3", "F1"], "pinned first, two a wave");
        assert_eq!(review.later(), 1);
        // F3: no zone known, the coordinator's stands in; no hours, 09:00 is a guess.
        let f3 = wave[0].goes;
        assert!(!f3.at_once);
        assert_eq!(f3.theirs, "2026-11-25 09:00 (Europe/Berlin)");
        assert_eq!(f3.ours, "2026-11-25 09:00");
        assert!(f3.guess.zone && f3.guess.hours);
        // F1 in Tokyo: 15:00 there is inside a guessed 09:00–18:00 day.
        let f1 = wave[1].goes;
        assert!(f1.at_once, "{f1:?}");
        assert_eq!(f1.theirs, "2026-11-25 15:00 (Asia/Tokyo)");
        assert_eq!(f1.ours, "2026-11-25 07:00");
        assert!(!f1.guess.zone && f1.guess.hours);
        // F2 in Belgrade works 10:00–16:00, their hours read from their availability.
        let mut all = offer(3, 3, SendWhen::WorkingHours);
        all.candidates.truncate(2);
        let review = Review::new(all, marks(&[], &[]), &hours, &zones, &berlin, now());
        let f2 = review.first_wave()[1].goes.clone();
        assert_eq!(f2.theirs, "2026-11-25 10:00 (Europe/Belgrade)");
        assert_eq!(f2.ours, "2026-11-25 10:00");
        assert_eq!(f2.guess, Guess::default(), "nothing assumed");
        // At once: everyone now, their hours assumed of nobody.
        let at_once = Review::new(
            offer(1, 1, SendWhen::Now),
            marks(&[], &[]),
            &hours,
            &zones,
            &berlin,
            now(),
        );
        let goes = at_once.first_wave()[0].goes;
        assert!(goes.at_once && !goes.guess.hours);
        assert_eq!(goes.theirs, "2026-11-25 15:00 (Asia/Tokyo)");
    }

    #[test]
    fn the_marked_are_left_out_and_the_recent_wait_for_the_coordinators_word() {
        let utc = TimeZone::UTC;
        let review = |choice| {
            let mut review = Review::new(
                offer(5, 2, SendWhen::Now),
                marks(&[1], &[2]),
                &HashMap::new(),
                &HashMap::new(),
                &utc,
                now(),
            );
            review.choice = choice;
            review
        };
        let asking = review(RecentChoice::Ask);
        assert!(asking.needs_word());
        assert!(!asking.can_confirm());
        assert!(asking.offer_to_write().is_none(), "not before the word");
        assert_eq!(
            asking.left_out(),
            vec![(Uuid::from_u128(1), Some("F1"), Why::DoNotContact)]
        );
        let wave = asking.first_wave();
        assert_eq!(names(&wave), ["F2", "F3"]);
        assert!(wave[0].recent, "named as recently messaged");

        let leave_out = review(RecentChoice::LeaveOut);
        assert_eq!(names(&leave_out.first_wave()), ["F3", "F4"]);
        assert_eq!(leave_out.later(), 1);
        assert_eq!(leave_out.left_out().len(), 2);
        assert_eq!(leave_out.left_out()[1].2, Why::Recent);
        let written = leave_out.offer_to_write().unwrap();
        let order: Vec<u128> = written
            .candidates
            .iter()
            .map(|c| c.uuid.as_u128())
            .collect();
        assert_eq!(order, vec![3, 4, 5], "the left out are not in the offer");
        assert_eq!(
            written.recent,
            Some(RecentWord {
                included: false,
                days: 7,
                uuids: vec![Uuid::from_u128(2)]
            })
        );

        let include = review(RecentChoice::Include);
        let written = include.offer_to_write().unwrap();
        assert_eq!(written.candidates.len(), 4);
        assert!(written.recent.unwrap().included, "the word goes with it");
        // Nobody recent: no word asked, none kept.
        let plain = Review::new(
            offer(2, 2, SendWhen::Now),
            marks(&[], &[]),
            &HashMap::new(),
            &HashMap::new(),
            &utc,
            now(),
        );
        assert!(!plain.needs_word());
        assert_eq!(plain.offer_to_write().unwrap().recent, None);
    }

    #[test]
    fn nobody_left_is_no_offer() {
        let mut review = Review::new(
            offer(2, 2, SendWhen::Now),
            marks(&[1], &[2]),
            &HashMap::new(),
            &HashMap::new(),
            &TimeZone::UTC,
            now(),
        );
        assert!(!review.anyone_but_recent());
        review.choice = RecentChoice::LeaveOut;
        assert!(!review.can_confirm());
        assert!(review.first_wave().is_empty());
        review.choice = RecentChoice::Include;
        assert!(review.can_confirm());
    }
}
