//! The "Offer a job…" form, without egui: what the coordinator typed, the candidates in the
//! order they are to be offered (moved and pinned in the form), and the [`NewOffer`] it
//! builds, each field read by its rule in `fields`, or, beside each field and all at once,
//! what is wrong ([`Problems`]). The language pair is two of the directory's languages,
//! picked from its lists; the offer keeps their names as the directory gives them. The store
//! checks the offer again as it writes it.
//!
//! "Write the offer" does not write it: the store is asked who of the candidates is marked
//! do not contact or was messaged recently, and the review (`review`) shows who gets the
//! first wave and when; only its confirmation writes the offer, and Back returns to the form
//! with nothing lost. One [`FormFlow`] says where the dialog is.
//!
//! Each candidate's availability on the offer's days comes as the directory answers: the
//! app asks the worker once, as the form opens, for every day an offer's days can be
//! (`offers::availability::widest_days`), and the form keeps the answers, so that a
//! deadline typed or changed recomputes every candidate's share at once without asking
//! again; their working hours come with them. Their zones come from their user summaries,
//! asked once too, and where a summary names none, the zone of their profile if this session
//! read it (the outbox's rule, `offers::schedule::zone_name_of`). *Rank* orders with
//! `offers::rank::rank`, the command line's own function.

use std::collections::HashMap;
use std::time::Duration;

use jiff::civil::Date;
use jiff::tz::TimeZone;
use uuid::Uuid;

use super::fields::{self, Field, Problems, WhoFills};
use super::review::{Review, TeamAnswer};
use crate::api::MessageType;
use crate::api::availability::Availability;
use crate::catalogue::Catalogue;
use crate::offers::availability;
use crate::offers::schedule::zone_name_of;
use crate::outbox::guard::RecipientGuard;
use crate::store::{
    ClosingTexts, NewCandidate, NewOffer, OfferTerms, Pick, RecipientMarks, SendWhen, Ticket,
    VendorStatus, Words,
};
use crate::worker::TaskId;
use crate::worker::team_guard::TeamFound;

/// A candidate as the store's check takes them: UUID and name.
pub type Candidate = (Uuid, Option<String>);

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
    /// The zone their profile named, when this session read it (`ui::profiles`): the
    /// review's when their user summary names none, as the outbox places the wave
    /// (`offers::schedule::zone_name_of`).
    pub profile_zone: Option<String>,
}

impl FormCandidate {
    /// Their score in `pair` when they were offered jobs in it, else over all offers.
    fn score_in(&self, pair: Option<&str>) -> f64 {
        self.score_by_pair
            .iter()
            .find(|(offered, _)| Some(offered.as_str()) == pair)
            .map_or(self.score, |(_, score)| *score)
    }
}

/// Where the dialog is, from the form to the offer written. One state at a time.
#[derive(Debug, Clone, Default)]
pub enum FormFlow {
    /// The coordinator fills in the form.
    #[default]
    Editing,
    /// The store is asked (answered with `ticket`) who of the offer's candidates is marked
    /// do not contact or was messaged in the last `recent_days` days.
    Checking {
        ticket: Ticket,
        offer: Box<NewOffer>,
        recent_days: u32,
        /// The store's answer, once it came.
        local: Option<RecipientMarks>,
        /// The team database's, when the directory's desks share one.
        team: TeamAnswer,
    },
    /// Who gets the first wave, and when: the coordinator confirms or goes back.
    Reviewing(Box<Review>),
    /// The store is writing the offer the review showed (answered with `ticket`).
    Saving { ticket: Ticket, review: Box<Review> },
}

#[derive(Debug, Clone)]
pub struct OfferForm {
    pub title: String,
    /// The pair's source and target languages, the directory's codes from its lists (no
    /// free text); neither for an offer without a pair.
    pub source: Option<String>,
    pub target: Option<String>,
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
    /// Freelancers per wave, as typed: 1 to [`MAX_WAVE_SIZE`], anything else an error.
    pub wave_size: String,
    /// How long each wave waits for an accept, as typed ("2h").
    pub wave_wait: String,
    pub send_when: SendWhen,
    pub who_fills: WhoFills,
    /// How long the coordinator takes to pick, from the first accept's wave, as typed.
    pub pick_within: String,
    pub candidates: Vec<FormCandidate>,
    /// Where the dialog is: the form, the check before the review, the review, writing.
    pub flow: FormFlow,
    /// Why the last check or write did not go through (the store's words), until the next.
    pub refused: Vec<String>,
    /// The directory's availability answers for the candidates, over `asked`'s days.
    answers: HashMap<Uuid, Availability>,
    /// The worker's job asking for them, and the days they cover, once asked for.
    asked: Option<(TaskId, (Date, Date))>,
    /// The offer's days the candidates' `availability` was computed for.
    span: Option<(Date, Date)>,
    /// The worker is still asking the directory (so "—" may yet become a number).
    pub availability_pending: bool,
    /// Each candidate's zone as their user summary named it, and the job asking for them.
    summary_zones: HashMap<Uuid, String>,
    zones_asked: Option<TaskId>,
    pub zones_pending: bool,
}

/// The fields an offer keeps as they read, once none has a problem.
struct Read {
    pair: Option<String>,
    deadline: Option<i64>,
    wave_size: u8,
    wait: Duration,
    pick: Pick,
}

impl OfferForm {
    /// A new form for `candidates` (in the table's order), signed by `sender_name`.
    pub fn new(candidates: Vec<FormCandidate>, sender_name: &str, sender_email: &str) -> Self {
        Self {
            title: String::new(),
            source: None,
            target: None,
            service: String::new(),
            volume: String::new(),
            rate: String::new(),
            deadline_date: String::new(),
            deadline_time: "17:00".into(),
            subject: String::new(),
            body: String::new(),
            sender_name: sender_name.to_owned(),
            sender_email: sender_email.to_owned(),
            wave_size: "5".into(),
            wave_wait: "2h".into(),
            send_when: SendWhen::WorkingHours,
            who_fills: WhoFills::FirstAccept,
            pick_within: "1d".into(),
            candidates,
            flow: FormFlow::Editing,
            refused: Vec::new(),
            answers: HashMap::new(),
            asked: None,
            span: None,
            availability_pending: false,
            summary_zones: HashMap::new(),
            zones_asked: None,
            zones_pending: false,
        }
    }

    /// The pair a search named, as its code (`eng_deu`): its two languages are picked.
    pub fn set_pair_code(&mut self, code: &str) {
        if let Some((source, target)) = code.split_once('_')
            && !source.is_empty()
            && !target.is_empty()
        {
            self.source = Some(source.to_owned());
            self.target = Some(target.to_owned());
        }
    }

    /// The pair as the offer keeps it, in the directory's names, or why it cannot be
    /// (`fields::pair_words`).
    pub fn pair_words(&self, catalogue: &Catalogue) -> Result<Option<String>, String> {
        fields::pair_words(self.source.as_deref(), self.target.as_deref(), catalogue)
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
        self.replan();
    }

    /// Their working hours, where the directory's availability answers gave them.
    fn hours(&self) -> HashMap<Uuid, crate::api::availability::WorkingHours> {
        self.answers
            .iter()
            .filter_map(|(uuid, a)| Some((*uuid, a.working_hours.clone()?)))
            .collect()
    }

    /// Each candidate's zone by the rule the outbox places a wave by
    /// (`offers::schedule::zone_name_of`): their summary's, else their profile's when this
    /// session read it. Neither: none, and the review says the coordinator's is a guess.
    fn zones(&self) -> HashMap<Uuid, String> {
        self.candidates
            .iter()
            .filter_map(|c| {
                let summary = self.summary_zones.get(&c.uuid).map(String::as_str);
                let zone = zone_name_of(summary, c.profile_zone.as_deref())?;
                Some((c.uuid, zone.to_owned()))
            })
            .collect()
    }

    /// An answer that came while the review is open: its times are read again.
    fn replan(&mut self) {
        let (hours, zones) = (self.hours(), self.zones());
        if let FormFlow::Reviewing(review) = &mut self.flow {
            review.plan(&hours, &zones);
        }
    }

    /// The candidates whose zones to ask for (their user summaries), once, as job `task`.
    pub fn zones_to_ask(&mut self, task: TaskId) -> Option<Vec<Uuid>> {
        if self.zones_asked.is_some() || self.candidates.is_empty() {
            return None;
        }
        self.zones_asked = Some(task);
        self.zones_pending = true;
        Some(self.candidates.iter().map(|c| c.uuid).collect())
    }

    /// The job asking for the candidates' zones, while the form has one.
    pub fn zones_task(&self) -> Option<TaskId> {
        self.zones_asked
    }

    /// `uuid`'s zone as their summary named it, for job `task` (another job's is not taken).
    pub fn zone_answered(&mut self, task: TaskId, uuid: Uuid, zone: Option<String>) {
        if self.zones_asked == Some(task)
            && let Some(zone) = zone.map(|z| z.trim().to_owned()).filter(|z| !z.is_empty())
        {
            self.summary_zones.insert(uuid, zone);
            self.replan();
        }
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
    /// expensive), then availability on the offer's days, then how well they answer offers
    /// (in the form's pair, by its names in `catalogue`, where they were offered jobs in
    /// it); equals keep their order. Anyone marked do not contact, whom the ranking never
    /// offers, goes last rather than vanishing from the list: the store refuses them.
    pub fn rank(&mut self, catalogue: &Catalogue) {
        use crate::offers::rank::{Known, rank};
        let pair = self.pair_words(catalogue).ok().flatten();
        let known = self
            .candidates
            .iter()
            .map(|c| Known {
                uuid: c.uuid,
                pinned: c.pinned,
                status: c.status,
                availability: c.availability,
                score: Some(c.score_in(pair.as_deref())),
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

    /// The offer the form describes for `directory` at `now` (Unix ms) in the coordinator's
    /// `zone`, its pair named from `catalogue`, or every problem found, each by its field.
    pub fn build(
        &self,
        directory: &str,
        account: Option<String>,
        now: i64,
        zone: &TimeZone,
        catalogue: &Catalogue,
    ) -> Result<NewOffer, Problems> {
        let read = self.read(account.is_some(), now, zone, catalogue)?;
        let title = self.title.trim();
        Ok(NewOffer {
            directory: directory.to_owned(),
            account,
            title: title.to_owned(),
            terms: OfferTerms {
                pair: read.pair,
                service: fields::given(&self.service),
                volume: fields::given(&self.volume),
                deadline: read.deadline,
                rate: fields::given(&self.rate),
            },
            sender_name: self.sender_name.trim().to_owned(),
            sender_email: self.sender_email.trim().to_owned(),
            message: Words {
                subject: self.subject.trim().to_owned(),
                body: self.body.clone(),
            },
            message_type: MessageType::Job,
            closing: ClosingTexts::standard(title),
            wave_size: read.wave_size,
            wave_wait_ms: fields::millis(read.wait),
            send_when: self.send_when,
            pick: read.pick,
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

    /// Every field read by its rule (`fields`), or every problem found, each by its field.
    /// An offer belongs to the account it was made as (`account_known`): none is written
    /// before the directory has said who is signed in.
    fn read(
        &self,
        account_known: bool,
        now: i64,
        zone: &TimeZone,
        catalogue: &Catalogue,
    ) -> Result<Read, Problems> {
        let mut problems = Problems::default();
        if !account_known {
            problems.add(Field::Account, crate::tr!("offers-form-no-account"));
        }
        if self.title.trim().is_empty() {
            problems.add(Field::Title, crate::tr!("offers-form-no-title"));
        }
        let pair = problems.take(Field::Pair, self.pair_words(catalogue), None);
        let deadline = problems.take(Field::Deadline, self.deadline(now, zone), None);
        if self.subject.trim().is_empty() || self.body.trim().is_empty() {
            problems.add(Field::Message, crate::tr!("offers-form-no-message"));
        }
        let wave_size = fields::wave_size(&self.wave_size);
        let wave_size = problems.take(Field::WaveSize, wave_size, 0);
        let wait = fields::typed_duration(&self.wave_wait);
        let wait = problems.take(Field::WaveWait, wait, Duration::ZERO);
        let pick = fields::pick(self.who_fills, &self.pick_within, now);
        let pick = problems.take(Field::PickWithin, pick, Pick::First);
        if self.candidates.is_empty() {
            problems.add(Field::Candidates, crate::tr!("offers-form-no-candidates"));
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(Read {
            pair,
            deadline,
            wave_size,
            wait,
            pick,
        })
    }

    /// "Write the offer": with `offer` built from a form without problems, the store is to
    /// be asked (the returned ticket) who of its candidates is marked do not contact or was
    /// messaged in the last `recent_days` days; the review opens with its answer
    /// ([`Self::on_checked`]). `None` while the dialog is past the form.
    pub fn write(
        &mut self,
        offer: NewOffer,
        recent_days: u32,
        team: bool,
    ) -> Option<(Ticket, Vec<Candidate>)> {
        if !matches!(self.flow, FormFlow::Editing) {
            return None;
        }
        let ticket = crate::ui::ids::ticket();
        let recipients = offer
            .candidates
            .iter()
            .map(|c| (c.uuid, c.name.clone()))
            .collect();
        self.refused.clear();
        self.flow = FormFlow::Checking {
            ticket,
            offer: Box::new(offer),
            recent_days,
            local: None,
            team: if team {
                TeamAnswer::Waiting
            } else {
                TeamAnswer::NotAsked
            },
        };
        Some((ticket, recipients))
    }

    /// The store answered check `ticket`: once the team database has too (when asked), the
    /// review opens at `now`, each message's time read in the candidate's zone (the
    /// coordinator's, `coordinator`, standing in). A check that failed returns to the form,
    /// saying why. False for another ticket.
    pub fn on_checked(
        &mut self,
        ticket: Ticket,
        marks: Result<RecipientMarks, String>,
        now: i64,
        coordinator: &TimeZone,
    ) -> bool {
        let FormFlow::Checking {
            ticket: asked,
            local,
            ..
        } = &mut self.flow
        else {
            return false;
        };
        if *asked != ticket {
            return false;
        }
        match marks {
            Ok(marks) => {
                *local = Some(marks);
                self.review_if_answered(now, coordinator);
            }
            Err(why) => {
                self.flow = FormFlow::Editing;
                self.refused = vec![crate::tr!("offers-review-check-failed"), why];
            }
        }
        true
    }

    /// Whether the dialog waits for the team database's answer to `ticket`.
    pub fn waits_for_team(&self, ticket: Ticket) -> bool {
        matches!(
            &self.flow,
            FormFlow::Checking { ticket: asked, team: TeamAnswer::Waiting, .. } if *asked == ticket
        )
    }

    /// The team database answered check `ticket` (the caller checked
    /// [`Self::waits_for_team`]): what it found, or why it could not be asked.
    pub fn on_team_checked(
        &mut self,
        result: Result<TeamFound, String>,
        now: i64,
        coordinator: &TimeZone,
    ) {
        if let FormFlow::Checking { team, .. } = &mut self.flow {
            *team = match result {
                Ok(found) => TeamAnswer::Found(Box::new(found)),
                Err(why) => TeamAnswer::Away(why),
            };
            self.review_if_answered(now, coordinator);
        }
    }

    /// Opens the review once the store, and the team when asked, have answered.
    fn review_if_answered(&mut self, now: i64, coordinator: &TimeZone) {
        let answered = matches!(
            &self.flow,
            FormFlow::Checking {
                local: Some(_),
                team: TeamAnswer::NotAsked | TeamAnswer::Found(_) | TeamAnswer::Away(_),
                ..
            }
        );
        if !answered {
            return;
        }
        let FormFlow::Checking {
            offer,
            recent_days,
            local: Some(marks),
            team,
            ..
        } = std::mem::take(&mut self.flow)
        else {
            return;
        };
        let guard = RecipientGuard::from_marks(marks, recent_days);
        let (hours, zones) = (self.hours(), self.zones());
        let mut review = Review::new(*offer, guard, &hours, &zones, coordinator, now);
        review.set_team(team);
        self.flow = FormFlow::Reviewing(Box::new(review));
    }

    /// When the open review says each message of the first wave goes (Unix ms), and their
    /// time as it reads it ("2026-12-04 09:00 (Asia/Tokyo)"); none while no review is open.
    pub fn review_times(&self) -> Vec<(Uuid, i64, String)> {
        match &self.flow {
            FormFlow::Reviewing(review) => review
                .first_wave()
                .iter()
                .map(|line| (line.uuid, line.goes.at, line.goes.theirs.clone()))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Back from the review (or the check) to the form, every field as it was.
    pub fn back(&mut self) {
        if matches!(
            self.flow,
            FormFlow::Reviewing(_) | FormFlow::Checking { .. }
        ) {
            self.flow = FormFlow::Editing;
        }
    }

    /// The review's confirmation: the offer to write, and the ticket the store answers.
    pub fn confirm(&mut self) -> Option<(Ticket, NewOffer)> {
        let FormFlow::Reviewing(review) = &self.flow else {
            return None;
        };
        let offer = review.offer_to_write()?;
        let FormFlow::Reviewing(mut review) = std::mem::take(&mut self.flow) else {
            return None;
        };
        review.refused = None;
        let ticket = crate::ui::ids::ticket();
        self.flow = FormFlow::Saving { ticket, review };
        Some((ticket, offer))
    }

    /// The store answered write `ticket`: written (the dialog is done) or refused (the
    /// review says why). `None` for an answer the dialog is not waiting for.
    pub fn on_written(
        &mut self,
        ticket: Ticket,
        result: &Result<crate::store::OfferId, String>,
    ) -> Option<()> {
        if !matches!(&self.flow, FormFlow::Saving { ticket: asked, .. } if *asked == ticket) {
            return None;
        }
        let FormFlow::Saving { mut review, .. } = std::mem::take(&mut self.flow) else {
            return None;
        };
        if let Err(why) = result {
            review.refused = Some(why.clone());
            self.flow = FormFlow::Reviewing(review);
        }
        Some(())
    }

    /// The deadline typed, in `zone` (`fields::deadline`).
    fn deadline(&self, now: i64, zone: &TimeZone) -> Result<Option<i64>, String> {
        fields::deadline(&self.deadline_date, &self.deadline_time, now, zone)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_790_000_000_000;

    fn catalogue() -> std::sync::Arc<Catalogue> {
        Catalogue::builtin()
    }

    fn account() -> Option<String> {
        Some(Uuid::from_u128(99).to_string())
    }

    #[test]
    fn no_offer_is_built_before_the_account_is_known() {
        let problems = form()
            .build("sandbox", None, NOW, &TimeZone::UTC, &catalogue())
            .unwrap_err();
        assert_eq!(
            problems.words().collect::<Vec<_>>(),
            vec![crate::tr!("offers-form-no-account")]
        );
        let offer = form().build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue());
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
                profile_zone: None,
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
        let offer = form
            .build("sandbox", account(), NOW, &zone, &catalogue())
            .unwrap();
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
        form.wave_size = "26".into();
        let problems = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
            .unwrap_err();
        assert_eq!(problems.len(), 4, "{problems:?}");
        let beside = |field| problems.beside(field).collect::<Vec<_>>().join(" ");
        assert!(
            beside(Field::Deadline).contains("already past"),
            "{problems:?}"
        );
        assert!(beside(Field::WaveWait).contains("soon"), "{problems:?}");
        assert_eq!(beside(Field::Title), "Give the job a title.");
        assert_eq!(
            beside(Field::WaveSize),
            "A wave is 1 to 25 freelancers.",
            "26 is not clamped to 25"
        );
        form.deadline_date = "15/01/2030".into();
        let problems = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
            .unwrap_err();
        assert!(
            problems.words().any(|p| p.contains("15/01/2030")),
            "{problems:?}"
        );
    }

    #[test]
    fn i_pick_gives_the_coordinator_the_time_typed() {
        let mut form = form();
        form.who_fills = WhoFills::IPick;
        form.pick_within = "4h".into();
        let offer = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
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
            profile_zone: None,
        });
        form.rank(&catalogue());
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
        form.set_pair_code("fra_eng");
        form.rank(&catalogue());
        assert_eq!(
            order(&form),
            vec![1, 3, 2],
            "no record in that pair: overall"
        );
        form.set_pair_code("eng_deu");
        form.rank(&catalogue());
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
        form.rank(&catalogue());
        let order = |form: &OfferForm| -> Vec<u128> {
            form.candidates.iter().map(|c| c.uuid.as_u128()).collect()
        };
        assert_eq!(order(&form), vec![3, 2, 1], "free, unknown, booked");
        // A deadline a week later takes in 1's free days: 1 is half free, 3 still all.
        form.deadline_date = "2026-12-04".into();
        form.follow_deadline(now, &zone);
        assert_eq!(form.candidates[2].availability, Some(50));
        form.candidates[2].pinned = true;
        form.rank(&catalogue());
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

    #[test]
    fn a_wave_size_out_of_range_or_unreadable_is_an_error_never_clamped() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        for typed in ["40", "0", "five", "", "-3", "300"] {
            let mut form = form();
            form.wave_size = typed.into();
            let problems = form
                .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
                .unwrap_err();
            assert_eq!(
                problems.beside(Field::WaveSize).collect::<Vec<_>>(),
                ["A wave is 1 to 25 freelancers."],
                "{typed:?}"
            );
            assert_eq!(problems.len(), 1, "only the wave size: {problems:?}");
        }
        let mut form = form();
        form.wave_size = " 25 ".into();
        let offer = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
            .unwrap();
        assert_eq!(offer.wave_size, 25);
        form.wave_wait = "0m".into();
        let problems = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
            .unwrap_err();
        assert_eq!(problems.fields().collect::<Vec<_>>(), [Field::WaveWait]);
    }

    #[test]
    fn the_pair_is_two_of_the_directorys_languages_kept_by_their_names() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        let lists = crate::catalogue::DirectoryLists {
            languages: vec![
                crate::catalogue::Entry::new("eng", "English"),
                crate::catalogue::Entry::new("esl", "Spanish (Latin America)"),
            ],
            ..Default::default()
        };
        let directory = Catalogue::with_directory_lists(&lists);
        let mut form = form();
        let build =
            |form: &OfferForm| form.build("sandbox", account(), NOW, &TimeZone::UTC, &directory);
        assert_eq!(build(&form).unwrap().terms.pair, None, "no pair at all");
        form.source = Some("eng".into());
        let problems = build(&form).unwrap_err();
        assert_eq!(problems.fields().collect::<Vec<_>>(), [Field::Pair]);
        form.target = Some("eng".into());
        assert!(
            build(&form)
                .unwrap_err()
                .beside(Field::Pair)
                .any(|p| p.contains("same"))
        );
        // A code of the built-in list the directory does not use finds nobody there.
        form.target = Some("spa".into());
        let problems = build(&form).unwrap_err();
        assert!(
            problems
                .beside(Field::Pair)
                .any(|p| p.contains("not one of")),
            "{problems:?}"
        );
        form.set_pair_code("eng_esl");
        assert_eq!(
            build(&form).unwrap().terms.pair.as_deref(),
            Some("English → Spanish (Latin America)"),
            "the directory's own names"
        );
        form.set_pair_code("english");
        assert_eq!(
            form.target.as_deref(),
            Some("esl"),
            "no pair, nothing changed"
        );
    }

    #[test]
    fn write_checks_then_reviews_back_keeps_everything_and_only_confirm_writes() {
        use crate::outbox::guard::RecentChoice;
        use crate::store::{OfferId, RecentContact};
        let mut form = form();
        form.send_when = SendWhen::Now;
        form.wave_size = "2".into();
        let offer = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
            .unwrap();
        let (ticket, recipients) = form.write(offer.clone(), 7, false).unwrap();
        assert_eq!(recipients.len(), 3);
        assert!(form.write(offer.clone(), 7, false).is_none(), "asked once");
        assert!(
            form.confirm().is_none(),
            "nothing to confirm before the review"
        );
        assert!(!form.on_checked(
            Ticket(ticket.0 + 1_000),
            Ok(RecipientMarks::default()),
            NOW,
            &TimeZone::UTC
        ));
        let marks = RecipientMarks {
            do_not_contact: vec![(Uuid::from_u128(3), None)],
            recent: vec![(
                Some("F1".into()),
                RecentContact {
                    uuid: Uuid::from_u128(1),
                    at_ms: NOW - 3_600_000,
                    job: crate::store::JobId(2),
                    certain: true,
                    scheduled: false,
                },
            )],
        };
        assert!(form.on_checked(ticket, Ok(marks.clone()), NOW, &TimeZone::UTC));
        let FormFlow::Reviewing(review) = &mut form.flow else {
            panic!("the review opens: {:?}", form.flow);
        };
        assert!(review.needs_word());
        assert!(form.confirm().is_none(), "not before the word on F1");
        // Back: the form as it was, and writing again asks again.
        form.back();
        assert!(matches!(form.flow, FormFlow::Editing));
        assert_eq!(form.title, "EN>DE medical");
        assert_eq!(form.wave_size, "2");
        let (ticket, _) = form.write(offer, 7, false).unwrap();
        assert!(form.on_checked(ticket, Ok(marks), NOW, &TimeZone::UTC));
        if let FormFlow::Reviewing(review) = &mut form.flow {
            review.choice = RecentChoice::LeaveOut;
        }
        let (written, offer) = form.confirm().unwrap();
        let uuids: Vec<u128> = offer.candidates.iter().map(|c| c.uuid.as_u128()).collect();
        assert_eq!(uuids, vec![2], "the marked and the recent left out");
        assert!(!offer.recent.unwrap().included);
        // Refused: back in the review, saying why; written: done.
        assert!(
            form.on_written(Ticket(written.0 + 1_000), &Ok(OfferId(1)))
                .is_none()
        );
        form.on_written(written, &Err("disk full".into())).unwrap();
        let FormFlow::Reviewing(review) = &form.flow else {
            panic!("back in the review");
        };
        assert_eq!(review.refused.as_deref(), Some("disk full"));
        let (written, _) = form.confirm().unwrap();
        form.on_written(written, &Ok(OfferId(1))).unwrap();
        assert!(matches!(form.flow, FormFlow::Editing));
    }

    #[test]
    fn a_check_that_fails_returns_to_the_form_saying_why() {
        let mut form = form();
        let offer = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
            .unwrap();
        let (ticket, _) = form.write(offer, 7, false).unwrap();
        assert!(form.on_checked(ticket, Err("database locked".into()), NOW, &TimeZone::UTC));
        assert!(matches!(form.flow, FormFlow::Editing));
        assert_eq!(
            form.refused.last().map(String::as_str),
            Some("database locked")
        );
    }

    #[test]
    fn zones_come_from_the_forms_own_summaries_job() {
        let mut form = form();
        let task = TaskId(3);
        assert_eq!(form.zones_to_ask(task).unwrap().len(), 3);
        assert!(form.zones_to_ask(TaskId(4)).is_none(), "asked once");
        form.zone_answered(TaskId(4), Uuid::from_u128(1), Some("Asia/Tokyo".into()));
        form.zone_answered(task, Uuid::from_u128(2), Some(" Europe/Belgrade ".into()));
        form.zone_answered(task, Uuid::from_u128(3), Some("  ".into()));
        assert_eq!(form.summary_zones.len(), 1);
        assert_eq!(form.summary_zones[&Uuid::from_u128(2)], "Europe/Belgrade");
        // One that comes while the review is open reads its times again.
        form.send_when = SendWhen::Now;
        let offer = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
            .unwrap();
        let (ticket, _) = form.write(offer, 0, false).unwrap();
        form.on_checked(ticket, Ok(RecipientMarks::default()), NOW, &TimeZone::UTC);
        let theirs = |form: &OfferForm| match &form.flow {
            FormFlow::Reviewing(review) => review.first_wave()[0].goes.theirs.clone(),
            other => panic!("{other:?}"),
        };
        assert!(theirs(&form).ends_with("(UTC)"), "{}", theirs(&form));
        form.zone_answered(task, Uuid::from_u128(1), Some("Asia/Tokyo".into()));
        assert!(theirs(&form).ends_with("(Asia/Tokyo)"), "{}", theirs(&form));
    }

    /// The review reads each zone by the outbox's rule: the summary's, else the profile's
    /// this session read, else the coordinator's, said to be a guess.
    #[test]
    fn the_review_takes_the_summarys_zone_then_the_profiles_then_guesses() {
        let mut form = form();
        form.candidates[0].profile_zone = Some("Europe/Belgrade".into());
        form.candidates[1].profile_zone = Some("Europe/Belgrade".into());
        let task = TaskId(3);
        form.zones_to_ask(task).unwrap();
        form.zone_answered(task, Uuid::from_u128(1), Some("Asia/Tokyo".into()));
        form.send_when = SendWhen::Now;
        form.wave_size = "3".into();
        let offer = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
            .unwrap();
        let (ticket, _) = form.write(offer, 0, false).unwrap();
        form.on_checked(ticket, Ok(RecipientMarks::default()), NOW, &TimeZone::UTC);
        let FormFlow::Reviewing(review) = &form.flow else {
            panic!("{:?}", form.flow);
        };
        let wave = review.first_wave();
        let goes = |n: u128| {
            wave.iter()
                .find(|line| line.uuid == Uuid::from_u128(n))
                .map(|line| line.goes.clone())
                .unwrap()
        };
        assert!(goes(1).theirs.ends_with("(Asia/Tokyo)"), "{:?}", goes(1));
        assert!(!goes(1).guess.zone);
        assert!(
            goes(2).theirs.ends_with("(Europe/Belgrade)"),
            "{:?}",
            goes(2)
        );
        assert!(!goes(2).guess.zone, "the profile's zone is no guess");
        assert!(goes(3).theirs.ends_with("(UTC)"), "{:?}", goes(3));
        assert!(goes(3).guess.zone, "the coordinator's zone, a guess");
    }

    #[test]
    fn in_a_team_the_review_waits_for_the_team_and_names_what_it_found() {
        use crate::team::{ContactState, TeamContact, TeamGuard, TeamMark};
        use crate::ui::offers::review::Why;
        let mut form = form();
        form.send_when = SendWhen::Now;
        let offer = form
            .build("sandbox", account(), NOW, &TimeZone::UTC, &catalogue())
            .unwrap();
        let (ticket, _) = form.write(offer.clone(), 7, true).unwrap();
        assert!(form.waits_for_team(ticket));
        form.on_checked(ticket, Ok(RecipientMarks::default()), NOW, &TimeZone::UTC);
        assert!(
            matches!(form.flow, FormFlow::Checking { .. }),
            "the store alone does not open the review"
        );
        let found = TeamFound {
            claim: "claim-1".into(),
            found: TeamGuard {
                do_not_contact: vec![TeamMark {
                    freelancer: Uuid::from_u128(1),
                    coordinator: "Bea".into(),
                    reason: String::new(),
                    at_ms: NOW,
                }],
                recent: vec![TeamContact {
                    freelancer: Uuid::from_u128(2),
                    coordinator: "Ben".into(),
                    subject: "Rates".into(),
                    state: ContactState::Sent,
                    at_ms: NOW - 3_600_000,
                }],
                ..TeamGuard::default()
            },
            host: "team.example".into(),
        };
        form.on_team_checked(Ok(found), NOW, &TimeZone::UTC);
        assert!(!form.waits_for_team(ticket));
        let FormFlow::Reviewing(review) = &mut form.flow else {
            panic!("the review opens: {:?}", form.flow);
        };
        assert_eq!(review.left_out()[0].2, Why::TeamDoNotContact("Bea".into()));
        assert!(
            review.needs_word(),
            "a colleague's recent message is asked about"
        );
        review.choice = crate::outbox::guard::RecentChoice::LeaveOut;
        let (_, written) = form.confirm().unwrap();
        let uuids: Vec<u128> = written
            .candidates
            .iter()
            .map(|c| c.uuid.as_u128())
            .collect();
        assert_eq!(uuids, vec![3]);
        assert_eq!(written.recent.unwrap().uuids, vec![Uuid::from_u128(2)]);

        // A team that cannot be asked: the review opens, saying so.
        let mut form = self::form();
        let (ticket, _) = form.write(offer, 7, true).unwrap();
        form.on_team_checked(Err("refused".into()), NOW, &TimeZone::UTC);
        form.on_checked(ticket, Ok(RecipientMarks::default()), NOW, &TimeZone::UTC);
        let FormFlow::Reviewing(review) = &form.flow else {
            panic!("the review opens without the team");
        };
        assert_eq!(review.team_away(), Some("refused"));
        assert!(review.can_confirm());
    }
}
