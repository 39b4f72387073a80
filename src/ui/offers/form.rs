//! The "Offer a job…" form, without egui: what the coordinator typed, the candidates in the
//! order they are to be offered (moved and pinned in the form), and the rules that turn it
//! into a [`NewOffer`] or say, in the window's words, what is wrong. The store checks the
//! offer again as it writes it.
//!
//! Each candidate's availability on the offer's days comes as the directory answers: the
//! app asks the worker once, as the form opens, for every day an offer's days can be
//! (`offers::availability::widest_days`), and the form keeps the answers, so that a
//! deadline typed or changed recomputes every candidate's share at once without asking
//! again. *Rank* orders with `offers::rank::rank`, the command line's own function.

use std::collections::HashMap;
use std::time::Duration;

use jiff::civil::Date;
use jiff::tz::TimeZone;
use uuid::Uuid;

use crate::api::MessageType;
use crate::api::availability::Availability;
use crate::offers::{availability, duration};
use crate::store::{
    ClosingTexts, MAX_WAVE_SIZE, NewCandidate, NewOffer, OfferTerms, Pick, SendWhen, Ticket,
    VendorStatus, Words,
};
use crate::worker::TaskId;

/// A freelancer the job is to be offered to, in the form's order.
#[derive(Debug, Clone, PartialEq)]
pub struct FormCandidate {
    pub uuid: Uuid,
    pub name: Option<String>,
    /// Offered first, whatever the order below.
    pub pinned: bool,
    /// Their vendor status on this desk, and how well they answer offers
    /// (`Responsiveness::score`), for "Rank".
    pub status: Option<VendorStatus>,
    pub score: f64,
    /// Their score in each language pair they were offered jobs in, by the pair's words:
    /// "Rank" uses the one of the form's pair when there is one, as `offers new --rank`.
    pub score_by_pair: Vec<(String, f64)>,
    /// Their availability on the offer's days, 0 to 100 (`offers::availability::over`);
    /// `None` until the directory answers, and when they set none of those days.
    pub availability: Option<u8>,
}

impl FormCandidate {
    /// Their score in `pair` when they were offered jobs in it, else over all offers.
    fn score_in(&self, pair: &str) -> f64 {
        let pair = pair.trim();
        self.score_by_pair
            .iter()
            .find(|(offered, _)| offered == pair)
            .map_or(self.score, |(_, score)| *score)
    }
}

/// Who gets the job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhoFills {
    /// The first to accept.
    FirstAccept,
    /// The coordinator picks among those who accept, within `OfferForm::pick_within`.
    IPick,
}

#[derive(Debug, Clone)]
pub struct OfferForm {
    pub title: String,
    pub pair: String,
    pub service: String,
    pub volume: String,
    pub rate: String,
    /// The deadline in the coordinator's zone: "2026-12-01" and "17:00"; none when empty.
    pub deadline_date: String,
    pub deadline_time: String,
    pub subject: String,
    pub body: String,
    pub sender_name: String,
    pub sender_email: String,
    pub wave_size: u8,
    /// How long each wave waits for an accept, as typed ("2h").
    pub wave_wait: String,
    pub send_when: SendWhen,
    pub who_fills: WhoFills,
    /// How long the coordinator takes to pick, from the first accept's wave, as typed.
    pub pick_within: String,
    pub candidates: Vec<FormCandidate>,
    /// What is wrong with the form as last saved, in the window's words.
    pub problems: Vec<String>,
    /// The store is writing the offer: answered with this ticket.
    pub saving: Option<Ticket>,
    /// The directory's availability answers for the candidates, over `asked`'s days.
    answers: HashMap<Uuid, Availability>,
    /// The worker's job asking for them, and the days they cover, once asked for.
    asked: Option<(TaskId, (Date, Date))>,
    /// The offer's days the candidates' `availability` was computed for.
    span: Option<(Date, Date)>,
    /// The worker is still asking the directory (so "—" may yet become a number).
    pub availability_pending: bool,
}

impl OfferForm {
    /// A new form for `candidates` (in the table's order), signed by `sender_name`.
    pub fn new(candidates: Vec<FormCandidate>, sender_name: &str, sender_email: &str) -> Self {
        Self {
            title: String::new(),
            pair: String::new(),
            service: String::new(),
            volume: String::new(),
            rate: String::new(),
            deadline_date: String::new(),
            deadline_time: "17:00".into(),
            subject: String::new(),
            body: String::new(),
            sender_name: sender_name.to_owned(),
            sender_email: sender_email.to_owned(),
            wave_size: 5,
            wave_wait: "2h".into(),
            send_when: SendWhen::WorkingHours,
            who_fills: WhoFills::FirstAccept,
            pick_within: "1d".into(),
            candidates,
            problems: Vec::new(),
            saving: None,
            answers: HashMap::new(),
            asked: None,
            span: None,
            availability_pending: false,
        }
    }

    /// What to ask the directory for, once, as job `task`: the candidates' availability
    /// over every day the offer's days can be at `now` in `zone`. `None` once asked.
    pub fn availability_to_ask(
        &mut self,
        task: TaskId,
        now: i64,
        zone: &TimeZone,
    ) -> Option<(Vec<Uuid>, (Date, Date))> {
        if self.asked.is_some() || self.candidates.is_empty() {
            return None;
        }
        let days = availability::widest_days(now, zone);
        self.asked = Some((task, days));
        self.availability_pending = true;
        Some((self.candidates.iter().map(|c| c.uuid).collect(), days))
    }

    /// The job asking for the candidates' availability, while the form has one.
    pub fn availability_task(&self) -> Option<TaskId> {
        self.asked.map(|(task, _)| task)
    }

    /// The directory's answer for `uuid` to job `task`, kept for when the deadline changes;
    /// an answer to another job (another form's) is not this form's.
    pub fn availability_answered(&mut self, task: TaskId, uuid: Uuid, answer: Availability) {
        if self.availability_task() != Some(task) {
            return;
        }
        if let (Some(span), Some(candidate)) = (
            self.span,
            self.candidates.iter_mut().find(|c| c.uuid == uuid),
        ) {
            candidate.availability = availability::over(&answer, span);
        }
        self.answers.insert(uuid, answer);
    }

    /// Recomputes each candidate's availability when the offer's days (today to the
    /// deadline typed, at `now` in `zone`) are not the ones it was computed for. A deadline
    /// that cannot be read yet counts as none.
    pub fn follow_deadline(&mut self, now: i64, zone: &TimeZone) {
        let deadline = self.deadline(now, zone).ok().flatten();
        let span = availability::offer_days(now, deadline, zone);
        if self.span == Some(span) {
            return;
        }
        self.span = Some(span);
        for candidate in &mut self.candidates {
            candidate.availability = self
                .answers
                .get(&candidate.uuid)
                .and_then(|answer| availability::over(answer, span));
        }
    }

    /// Moves candidate `i` one place up (`up`) or down; nothing at either end.
    pub fn move_candidate(&mut self, i: usize, up: bool) {
        let j = if up { i.checked_sub(1) } else { Some(i + 1) };
        if let Some(j) = j.filter(|j| *j < self.candidates.len())
            && i < self.candidates.len()
        {
            self.candidates.swap(i, j);
        }
    }

    /// Orders the candidates as the command line's `--rank` does (`offers::rank::rank`):
    /// pinned first, then by vendor status (active, potential, none, on hold or too
    /// expensive), then availability on the offer's days, then how well they answer offers;
    /// equals keep their order. Anyone marked do not contact, whom the ranking never offers,
    /// goes last rather than vanishing from the list: the store refuses them as it writes.
    pub fn rank(&mut self) {
        use crate::offers::rank::{Known, rank};
        let known = self
            .candidates
            .iter()
            .map(|c| Known {
                uuid: c.uuid,
                pinned: c.pinned,
                status: c.status,
                availability: c.availability,
                score: Some(c.score_in(&self.pair)),
            })
            .collect();
        let (order, never) = rank(known);
        let mut by_uuid: HashMap<Uuid, FormCandidate> =
            self.candidates.drain(..).map(|c| (c.uuid, c)).collect();
        self.candidates = order
            .iter()
            .map(|k| k.uuid)
            .chain(never)
            .filter_map(|uuid| by_uuid.remove(&uuid))
            .collect();
    }

    /// Who gets the job, the coordinator's choice closing `pick_within` after `now`.
    fn pick(&self, now: i64) -> Result<Pick, String> {
        Ok(match self.who_fills {
            WhoFills::FirstAccept => Pick::First,
            WhoFills::IPick => Pick::Choose {
                until: now.saturating_add(millis(typed_duration(&self.pick_within)?)),
            },
        })
    }

    /// The offer the form describes for `directory` at `now` (Unix ms) in the coordinator's
    /// `zone`, or every problem found, in the window's words.
    pub fn build(
        &self,
        directory: &str,
        account: Option<String>,
        now: i64,
        zone: &TimeZone,
    ) -> Result<NewOffer, Vec<String>> {
        let mut problems = Vec::new();
        // An offer belongs to the account it was made as: none is written before the
        // directory has said who is signed in.
        if account.is_none() {
            problems.push(crate::tr!("offers-form-no-account"));
        }
        let title = self.title.trim();
        if title.is_empty() {
            problems.push(crate::tr!("offers-form-no-title"));
        }
        if self.subject.trim().is_empty() || self.body.trim().is_empty() {
            problems.push(crate::tr!("offers-form-no-message"));
        }
        if self.candidates.is_empty() {
            problems.push(crate::tr!("offers-form-no-candidates"));
        }
        if !(1..=MAX_WAVE_SIZE).contains(&self.wave_size) {
            problems.push(crate::tr!("offers-form-wave-size", most = MAX_WAVE_SIZE));
        }
        let deadline = self.deadline(now, zone).unwrap_or_else(|problem| {
            problems.push(problem);
            None
        });
        let wait = typed_duration(&self.wave_wait).unwrap_or_else(|problem| {
            problems.push(problem);
            Duration::ZERO
        });
        let pick = self.pick(now).unwrap_or_else(|problem| {
            problems.push(problem);
            Pick::First
        });
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(NewOffer {
            directory: directory.to_owned(),
            account,
            title: title.to_owned(),
            terms: OfferTerms {
                pair: given(&self.pair),
                service: given(&self.service),
                volume: given(&self.volume),
                deadline,
                rate: given(&self.rate),
            },
            sender_name: self.sender_name.trim().to_owned(),
            sender_email: self.sender_email.trim().to_owned(),
            message: Words {
                subject: self.subject.trim().to_owned(),
                body: self.body.clone(),
            },
            message_type: MessageType::Job,
            closing: ClosingTexts::standard(title),
            wave_size: self.wave_size,
            wave_wait_ms: millis(wait),
            send_when: self.send_when,
            pick,
            candidates: self
                .candidates
                .iter()
                .map(|c| NewCandidate {
                    uuid: c.uuid,
                    name: c.name.clone(),
                    pinned: c.pinned,
                })
                .collect(),
            recent: None,
        })
    }

    /// The deadline typed, in `zone`: none when no date is given; refused when unreadable or
    /// already past at `now`.
    fn deadline(&self, now: i64, zone: &TimeZone) -> Result<Option<i64>, String> {
        let date = self.deadline_date.trim();
        if date.is_empty() {
            return Ok(None);
        }
        let time = match self.deadline_time.trim() {
            "" => "23:59",
            time => time,
        };
        let typed = format!("{date} {time}");
        let at = jiff::civil::DateTime::strptime("%Y-%m-%d %H:%M", &typed)
            .and_then(|local| zone.to_timestamp(local))
            .map(|at| at.as_millisecond())
            .map_err(|_| crate::tr!("offers-form-deadline-unreadable", typed = typed.as_str()))?;
        if at <= now {
            return Err(crate::tr!(
                "offers-form-deadline-past",
                typed = typed.as_str()
            ));
        }
        Ok(Some(at))
    }
}

fn given(text: &str) -> Option<String> {
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

fn typed_duration(text: &str) -> Result<Duration, String> {
    duration::parse(text)
        .map_err(|_| crate::tr!("offers-form-wait-unreadable", typed = text.trim()))
}

fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_790_000_000_000;

    fn account() -> Option<String> {
        Some(Uuid::from_u128(99).to_string())
    }

    #[test]
    fn no_offer_is_built_before_the_account_is_known() {
        let problems = form()
            .build("sandbox", None, NOW, &TimeZone::UTC)
            .unwrap_err();
        assert_eq!(problems, vec![crate::tr!("offers-form-no-account")]);
        let offer = form().build("sandbox", account(), NOW, &TimeZone::UTC);
        assert_eq!(offer.unwrap().account, account());
    }

    fn form() -> OfferForm {
        let candidates = (1..=3)
            .map(|n| FormCandidate {
                uuid: Uuid::from_u128(n),
                name: Some(format!("F{n}")),
                pinned: false,
                status: None,
                score: 0.5,
                score_by_pair: Vec::new(),
                availability: None,
            })
            .collect();
        let mut form = OfferForm::new(candidates, "Ana", "ana@agency.example");
        form.title = "EN>DE medical".into();
        form.subject = "Job offer".into();
        form.body = "Can you take it?".into();
        form
    }

    #[test]
    fn a_filled_in_form_is_an_offer_in_the_forms_order() {
        let mut form = form();
        form.move_candidate(2, true);
        form.move_candidate(0, true);
        form.candidates[0].pinned = true;
        form.deadline_date = "2030-01-15".into();
        form.wave_wait = "90m".into();
        let zone = TimeZone::get("Europe/Berlin").unwrap();
        let offer = form.build("sandbox", account(), NOW, &zone).unwrap();
        let order: Vec<u128> = offer.candidates.iter().map(|c| c.uuid.as_u128()).collect();
        assert_eq!(order, vec![1, 3, 2]);
        assert!(offer.candidates[0].pinned);
        assert_eq!(offer.wave_wait_ms, 90 * 60_000);
        assert_eq!(offer.send_when, SendWhen::WorkingHours, "the default");
        // 17:00 in Berlin in winter is 16:00 UTC.
        let deadline = offer.terms.deadline.unwrap();
        assert_eq!(crate::times::utc_minutes(deadline), "2030-01-15 16:00 UTC");
        assert!(offer.check(NOW).is_ok());
    }

    #[test]
    fn a_past_deadline_an_unreadable_wait_and_no_title_are_all_told() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        let mut form = form();
        form.title = " ".into();
        form.deadline_date = "2020-01-01".into();
        form.wave_wait = "soon".into();
        form.wave_size = 26;
        let problems = form
            .build("sandbox", account(), NOW, &TimeZone::UTC)
            .unwrap_err();
        assert_eq!(problems.len(), 4, "{problems:?}");
        assert!(
            problems.iter().any(|p| p.contains("already past")),
            "{problems:?}"
        );
        assert!(problems.iter().any(|p| p.contains("soon")), "{problems:?}");
        form.deadline_date = "15/01/2030".into();
        let problems = form
            .build("sandbox", account(), NOW, &TimeZone::UTC)
            .unwrap_err();
        assert!(
            problems.iter().any(|p| p.contains("15/01/2030")),
            "{problems:?}"
        );
    }

    #[test]
    fn i_pick_gives_the_coordinator_the_time_typed() {
        let mut form = form();
        form.who_fills = WhoFills::IPick;
        form.pick_within = "4h".into();
        let offer = form
            .build("sandbox", account(), NOW, &TimeZone::UTC)
            .unwrap();
        assert_eq!(
            offer.pick,
            Pick::Choose {
                until: NOW + 4 * 3_600_000
            }
        );
    }

    #[test]
    fn ranking_puts_preferred_statuses_first_then_the_most_responsive() {
        let mut form = form();
        form.candidates[0].status = Some(VendorStatus::OnHold);
        form.candidates[1].score = 0.2;
        form.candidates[2].score = 0.9;
        form.candidates.push(FormCandidate {
            uuid: Uuid::from_u128(4),
            name: None,
            pinned: false,
            status: Some(VendorStatus::Active),
            score: 0.0,
            score_by_pair: Vec::new(),
            availability: None,
        });
        form.rank();
        let order: Vec<u128> = form.candidates.iter().map(|c| c.uuid.as_u128()).collect();
        assert_eq!(order, vec![4, 3, 2, 1]);
    }

    #[test]
    fn ranking_uses_the_score_in_the_forms_language_pair_where_there_is_one() {
        let mut form = form();
        // Over all offers, 1 answers best; in English → German, 2 does.
        form.candidates[0].score = 0.9;
        form.candidates[1].score = 0.3;
        form.candidates[1].score_by_pair = vec![("English → German".into(), 0.95)];
        form.candidates[0].score_by_pair = vec![("English → German".into(), 0.1)];
        let order = |form: &OfferForm| -> Vec<u128> {
            form.candidates.iter().map(|c| c.uuid.as_u128()).collect()
        };
        form.pair = "French → English".into();
        form.rank();
        assert_eq!(
            order(&form),
            vec![1, 3, 2],
            "no record in that pair: overall"
        );
        form.pair = " English → German ".into();
        form.rank();
        assert_eq!(order(&form), vec![2, 3, 1], "the pair's own record");
    }

    fn days(levels: &[(&str, u8)]) -> Availability {
        Availability {
            working_hours: None,
            days: levels
                .iter()
                .map(|(day, level)| (day.parse().unwrap(), Some(*level)))
                .collect(),
        }
    }

    #[test]
    fn availability_answers_reorder_the_candidates_on_rank_and_follow_the_deadline() {
        let mut form = form();
        // Wednesday 2026-11-25, 09:00 UTC.
        let now = crate::times::parse_rfc3339("2026-11-25T09:00:00Z").unwrap();
        let zone = TimeZone::UTC;
        let task = TaskId(7);
        assert!(!form.availability_pending);
        let (uuids, asked) = form.availability_to_ask(task, now, &zone).unwrap();
        assert!(form.availability_pending, "the dialog says it is asking");
        assert_eq!(uuids.len(), 3);
        assert_eq!(asked.0.to_string(), "2026-11-25");
        assert_eq!(
            asked.1.to_string(),
            "2026-12-25",
            "every day a deadline can reach"
        );
        assert!(
            form.availability_to_ask(TaskId(8), now, &zone).is_none(),
            "asked once"
        );
        form.follow_deadline(now, &zone);
        // 1 is booked this week and free the next; 2 never answers; 3 is free this week.
        form.availability_answered(
            task,
            Uuid::from_u128(1),
            days(&[("2026-11-26", 0), ("2026-12-03", 100)]),
        );
        form.availability_answered(task, Uuid::from_u128(3), days(&[("2026-11-26", 100)]));
        // Another form's answer is not this one's.
        form.availability_answered(TaskId(8), Uuid::from_u128(2), days(&[("2026-11-26", 0)]));
        let availability: Vec<Option<u8>> =
            form.candidates.iter().map(|c| c.availability).collect();
        // No deadline: the next five working days, 25 Nov to 1 Dec.
        assert_eq!(availability, vec![Some(0), None, Some(100)]);
        form.rank();
        let order = |form: &OfferForm| -> Vec<u128> {
            form.candidates.iter().map(|c| c.uuid.as_u128()).collect()
        };
        assert_eq!(order(&form), vec![3, 2, 1], "free, unknown, booked");
        // A deadline a week later takes in 1's free days: 1 is half free, 3 still all.
        form.deadline_date = "2026-12-04".into();
        form.follow_deadline(now, &zone);
        assert_eq!(form.candidates[2].availability, Some(50));
        form.candidates[2].pinned = true;
        form.rank();
        assert_eq!(
            order(&form),
            vec![1, 3, 2],
            "pinned first, as the command line"
        );
    }

    #[test]
    fn moving_past_either_end_changes_nothing() {
        let mut form = form();
        form.move_candidate(0, true);
        form.move_candidate(2, false);
        form.move_candidate(7, false);
        let order: Vec<u128> = form.candidates.iter().map(|c| c.uuid.as_u128()).collect();
        assert_eq!(order, vec![1, 2, 3]);
    }
}
