//! The "Offer a job…" form, without egui: what the coordinator typed, the candidates in the
//! order they are to be offered (moved and pinned in the form), and the rules that turn it
//! into a [`NewOffer`] or say, in the window's words, what is wrong. The store checks the
//! offer again as it writes it.

use std::time::Duration;

use jiff::tz::TimeZone;
use uuid::Uuid;

use crate::api::MessageType;
use crate::offers::duration;
use crate::store::{
    ClosingTexts, MAX_WAVE_SIZE, NewCandidate, NewOffer, OfferTerms, Pick, SendWhen, Ticket,
    VendorStatus, Words,
};

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
}

/// Where a vendor status puts a candidate when ranking: preferred ones first, those on hold
/// or too expensive last.
fn status_order(status: Option<VendorStatus>) -> u8 {
    match status {
        Some(VendorStatus::Active) => 0,
        Some(VendorStatus::Potential) => 1,
        None => 2,
        Some(VendorStatus::OnHold) => 3,
        Some(VendorStatus::TooExpensive) => 4,
        Some(VendorStatus::DoNotContact) => 5,
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

    /// Orders the candidates by vendor status (active, potential, none, on hold, too
    /// expensive), then by how well they answer offers; equals keep their order.
    pub fn rank(&mut self) {
        self.candidates.sort_by(|a, b| {
            status_order(a.status)
                .cmp(&status_order(b.status))
                .then(b.score.total_cmp(&a.score))
        });
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
        let pick = match self.who_fills {
            WhoFills::FirstAccept => Pick::First,
            WhoFills::IPick => match typed_duration(&self.pick_within) {
                Ok(within) => Pick::Choose {
                    until: now.saturating_add(millis(within)),
                },
                Err(problem) => {
                    problems.push(problem);
                    Pick::First
                }
            },
        };
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

    fn form() -> OfferForm {
        let candidates = (1..=3)
            .map(|n| FormCandidate {
                uuid: Uuid::from_u128(n),
                name: Some(format!("F{n}")),
                pinned: false,
                status: None,
                score: 0.5,
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
        let offer = form.build("sandbox", None, NOW, &zone).unwrap();
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
            .build("sandbox", None, NOW, &TimeZone::UTC)
            .unwrap_err();
        assert_eq!(problems.len(), 4, "{problems:?}");
        assert!(
            problems.iter().any(|p| p.contains("already past")),
            "{problems:?}"
        );
        assert!(problems.iter().any(|p| p.contains("soon")), "{problems:?}");
        form.deadline_date = "15/01/2030".into();
        let problems = form
            .build("sandbox", None, NOW, &TimeZone::UTC)
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
        let offer = form.build("sandbox", None, NOW, &TimeZone::UTC).unwrap();
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
        });
        form.rank();
        let order: Vec<u128> = form.candidates.iter().map(|c| c.uuid.as_u128()).collect();
        assert_eq!(order, vec![4, 3, 2, 1]);
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
