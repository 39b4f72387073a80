//! Freelancers' availability in the window: the inspector's next 14 days as a strip (0 to
//! 100 % free, an unset day drawn apart from 0) with the working hours in the freelancer's
//! time and the coordinator's, and what the results table's *Available today* column reads.
//!
//! [`Availabilities`] is the model, without egui: a cache per directory (kept in the
//! environment's scope, emptied when the UTC day changes), what is being asked for, and
//! whether the directory has availability at all (a 404 is told once, and nothing more is
//! asked). Each frame the app says which freelancers it wants (the inspected one first,
//! then the table's rows on screen); [`Availabilities::plan`] answers what to ask for, at
//! most `limit` at a time, and which requests to cancel because their rows scrolled away.
//! The worker does the asking (`Command::Availability`, one freelancer per job so that each
//! can be cancelled).

use std::collections::HashMap;

use jiff::ToSpan;
use jiff::civil::Date;
use uuid::Uuid;

use crate::api::ApiError;
use crate::api::availability::{Availability, WorkingHours};
use crate::tr;
use crate::worker::{AvailabilityEnd, TaskId};

/// Days the inspector's strip shows, from today.
pub const STRIP_DAYS: i64 = 14;

/// What is known of one freelancer's availability.
#[derive(Debug, Clone)]
enum Known {
    Got(Availability),
    /// The directory answered with an error, or a shape this app does not read.
    Failed(String),
}

/// What a cell or the strip shows for one freelancer.
#[derive(Debug, Clone, PartialEq)]
pub enum Shown<'a> {
    /// Not asked for yet.
    NotAsked,
    Asking,
    Got(&'a Availability),
    Failed(&'a str),
    /// The directory has no availability.
    NotPublished,
}

#[derive(Default)]
pub struct Availabilities {
    known: HashMap<Uuid, Known>,
    asking: HashMap<Uuid, TaskId>,
    /// The UTC day the cache is for.
    day: Option<Date>,
    /// Why nothing is asked any more: the directory has no availability (404), or refused.
    stopped: Option<Stopped>,
    /// Whether an answer that could not be read was logged: once is enough.
    logged: bool,
}

/// Why no more availability is asked for this session. Kept as a reason rather than words,
/// so that they are said in the language the window speaks when they are shown.
#[derive(Debug, Clone)]
enum Stopped {
    /// The directory does not publish availability (a 404).
    NotPublished,
    /// It refused, or failed: what it said, in plain words.
    Failed(String),
}

impl Stopped {
    fn words(&self) -> String {
        match self {
            Self::NotPublished => tr!("availability-not-published"),
            Self::Failed(said) => tr!("availability-stopped", why = said.as_str()),
        }
    }
}

/// What the app sends the worker after a frame.
#[derive(Debug, Default, PartialEq)]
pub struct Plan {
    /// Freelancers to ask for (each as a job of its own), from `today` for [`STRIP_DAYS`].
    pub ask: Vec<Uuid>,
    /// Requests whose freelancers are no longer wanted.
    pub cancel: Vec<TaskId>,
    pub today: Option<Date>,
}

impl Availabilities {
    /// What to ask for and cancel so that `wanted` (best first) get their availability, at
    /// most `limit` requests in flight. A new UTC day starts the cache afresh.
    pub fn plan(&mut self, wanted: &[Uuid], today: Date, limit: usize) -> Plan {
        let mut plan = Plan::default();
        if self.day != Some(today) {
            self.day = Some(today);
            self.known.clear();
            plan.cancel.extend(self.asking.drain().map(|(_, job)| job));
        }
        if self.stopped.is_some() {
            return plan;
        }
        let gone: Vec<Uuid> = self
            .asking
            .keys()
            .filter(|uuid| !wanted.contains(uuid))
            .copied()
            .collect();
        for uuid in gone {
            plan.cancel.extend(self.asking.remove(&uuid));
        }
        let room = limit.saturating_sub(self.asking.len());
        plan.ask = wanted
            .iter()
            .filter(|uuid| !self.known.contains_key(uuid) && !self.asking.contains_key(uuid))
            .copied()
            .fold(Vec::new(), |mut ask, uuid| {
                if ask.len() < room && !ask.contains(&uuid) {
                    ask.push(uuid);
                }
                ask
            });
        if !plan.ask.is_empty() {
            plan.today = Some(today);
        }
        plan
    }

    /// `job` asks for `uuid`.
    pub fn asked(&mut self, uuid: Uuid, job: TaskId) {
        self.asking.insert(uuid, job);
    }

    /// Whether `job` is one of these (so that its events are taken here).
    pub fn owns(&self, job: TaskId) -> bool {
        self.asking.values().any(|&asked| asked == job)
    }

    /// The worker's answer for `uuid`; an answer for a request since cancelled is still
    /// worth keeping.
    pub fn on_answer(&mut self, job: TaskId, uuid: Uuid, result: &Result<Availability, ApiError>) {
        if self.asking.get(&uuid) == Some(&job) {
            self.asking.remove(&uuid);
        }
        match result {
            Ok(availability) => {
                self.known.insert(uuid, Known::Got(availability.clone()));
            }
            Err(ApiError::NotAvailable { .. }) => {}
            Err(err) => {
                let said = err.explained().plain;
                if !std::mem::replace(&mut self.logged, true) {
                    let english = crate::i18n::in_english(|| err.explained().plain);
                    tracing::info!(%uuid, details = %err, "availability not read (said once): {english}");
                }
                self.known.insert(uuid, Known::Failed(said));
            }
        }
    }

    /// `job` ended. A directory without availability, or refusing the credentials, is told
    /// once: nothing more is asked this session.
    pub fn on_finished(&mut self, job: TaskId, end: &AvailabilityEnd) {
        self.asking.retain(|_, asked| *asked != job);
        if let AvailabilityEnd::Stopped(err) = end
            && self.stopped.is_none()
        {
            let stopped = match err {
                ApiError::NotAvailable { .. } => Stopped::NotPublished,
                other => Stopped::Failed(other.explained().plain),
            };
            // The log is read in English, whatever the window speaks.
            let said = crate::i18n::in_english(|| stopped.words());
            tracing::info!("{said}");
            self.stopped = Some(stopped);
            self.asking.clear();
        }
    }

    /// Why no availability is shown, when the directory has none, in the window's language.
    pub fn stopped(&self) -> Option<String> {
        self.stopped.as_ref().map(Stopped::words)
    }

    pub fn shown(&self, uuid: Uuid) -> Shown<'_> {
        match (self.known.get(&uuid), self.asking.contains_key(&uuid)) {
            (Some(Known::Got(availability)), _) => Shown::Got(availability),
            (Some(Known::Failed(why)), _) => Shown::Failed(why),
            (None, true) => Shown::Asking,
            (None, false) if self.stopped.is_some() => Shown::NotPublished,
            (None, false) => Shown::NotAsked,
        }
    }

    /// The *Available today* cell: "75%", "unset", "…" while asking, "" when unknown.
    pub fn today_text(&self, uuid: Uuid) -> String {
        match (self.shown(uuid), self.day) {
            (Shown::Got(availability), Some(today)) => level_words(availability.on(today)),
            (Shown::Asking, _) => "…".to_owned(),
            (Shown::Failed(_), _) => "?".to_owned(),
            _ => String::new(),
        }
    }

    /// Requests in flight.
    pub fn in_flight(&self) -> usize {
        self.asking.len()
    }
}

/// A day's value as people read it: "75%", or "unset" (never "0%": unset is not 0). The
/// window's own words for `api::availability::level_text`, which the command line prints.
fn level_words(level: Option<u8>) -> String {
    match level {
        Some(percent) => tr!("availability-level", percent = percent),
        None => tr!("availability-level-unset"),
    }
}

/// One *Available today* cell.
pub fn today_cell(ui: &mut egui::Ui, availability: &Availabilities, uuid: Uuid) {
    let text = availability.today_text(uuid);
    let label = egui::Label::new(text).selectable(false).truncate();
    match availability.shown(uuid) {
        Shown::Failed(why) => {
            ui.add(label).on_hover_text(why);
        }
        Shown::NotPublished => {
            ui.add(egui::Label::new("—").selectable(false))
                .on_hover_text(availability.stopped().unwrap_or_default());
        }
        _ => {
            ui.add(label);
        }
    }
}

/// The last day of a strip starting `today`.
pub fn strip_end(today: Date) -> Date {
    today.checked_add((STRIP_DAYS - 1).days()).unwrap_or(today)
}

/// Today in UTC, the directory's days.
pub fn utc_today() -> Date {
    jiff::Timestamp::now()
        .to_zoned_datetime(jiff::tz::TimeZone::UTC)
        .date()
}

/// The inspector's section: the working hours in their time and the coordinator's, and
/// the next [`STRIP_DAYS`] days as a strip.
pub fn show_section(ui: &mut egui::Ui, shown: Shown<'_>, their_zone: Option<&str>, today: Date) {
    ui.strong(tr!("availability-title"));
    match shown {
        Shown::NotAsked => {}
        Shown::Asking => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!("availability-asking"));
            });
        }
        Shown::Failed(why) => {
            ui.weak(tr!("availability-not-read", why = why));
        }
        Shown::NotPublished => {
            ui.weak(tr!("availability-not-published"));
        }
        Shown::Got(availability) => {
            if let Some(hours) = &availability.working_hours {
                ui.label(hours_line(hours, their_zone, today));
                let terms = terms(hours);
                if !terms.is_empty() {
                    ui.weak(terms);
                }
            }
            strip(ui, availability, today);
        }
    }
    ui.separator();
}

/// "09:00–20:00 their time, 10:00–21:00 yours", or their time alone when a zone is unknown.
pub fn hours_line(hours: &WorkingHours, their_zone: Option<&str>, today: Date) -> String {
    let Some(span) = hours.span() else {
        return tr!("availability-hours-not-given");
    };
    let theirs = their_zone.and_then(|name| match crate::times::zone::Zone::named(name) {
        crate::times::zone::Zone::Known(zone) => Some(zone),
        crate::times::zone::Zone::Unknown(_) => None,
    });
    match theirs.and_then(|theirs| hours.converted(today, &theirs, coordinators_zone())) {
        Some(yours) if yours != span => {
            tr!("availability-hours-both", theirs = span, yours = yours)
        }
        Some(_) => tr!("availability-hours-same", hours = span),
        None => tr!("availability-hours-theirs", hours = span),
    }
}

/// "weekends: no; off hours: yes", what is known of it; "opted out" first when so. The
/// window's own words for `WorkingHours::terms`, which the command line prints.
fn terms(hours: &WorkingHours) -> String {
    let yes_no = |on: bool| if on { "yes" } else { "no" };
    let mut terms = Vec::new();
    if hours.opted_out == Some(true) {
        terms.push(tr!("availability-opted-out"));
    }
    if let Some(on) = hours.available_weekends {
        terms.push(tr!("availability-weekends", on = yes_no(on)));
    }
    if let Some(on) = hours.available_off_hours {
        terms.push(tr!("availability-off-hours", on = yes_no(on)));
    }
    // Each term stands alone; only the separator between them is the language's.
    terms.join(&tr!("availability-terms-separator"))
}

/// The coordinator's own zone, read from the system once.
fn coordinators_zone() -> &'static jiff::tz::TimeZone {
    static ZONE: std::sync::OnceLock<jiff::tz::TimeZone> = std::sync::OnceLock::new();
    ZONE.get_or_init(|| jiff::tz::TimeZone::try_system().unwrap_or(jiff::tz::TimeZone::UTC))
}

/// One small box per day: filled as much as the day is free; an unset day outlined only,
/// with a dash, so that it never reads as 0.
fn strip(ui: &mut egui::Ui, availability: &Availability, today: Date) {
    const SIDE: f32 = 18.0;
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        for date in today.series(1.day()).take(STRIP_DAYS as usize) {
            let level = availability.on(date);
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(SIDE, SIDE), egui::Sense::hover());
            let visuals = ui.visuals();
            let painter = ui.painter();
            let stroke = egui::Stroke::new(1.0, visuals.weak_text_color());
            painter.rect_stroke(rect, 2.0, stroke, egui::StrokeKind::Inside);
            match level {
                Some(percent) => {
                    let height = rect.height() * f32::from(percent) / 100.0;
                    let filled = egui::Rect::from_min_max(
                        egui::pos2(rect.left(), rect.bottom() - height),
                        rect.max,
                    );
                    painter.rect_filled(filled, 2.0, visuals.selection.bg_fill);
                }
                None => {
                    painter.text(
                        rect.center(),
                        egui::Align2::CENTER_CENTER,
                        "–",
                        egui::FontId::proportional(11.0),
                        visuals.weak_text_color(),
                    );
                }
            }
            response.on_hover_text(day_words(date, level));
        }
    });
    ui.weak(tr!("availability-strip-note", count = STRIP_DAYS));
}

/// A box's hover: "Thu 26 Nov UTC: 75% of the working day free".
fn day_words(date: Date, level: Option<u8>) -> String {
    let date = date_words(date);
    match level {
        Some(percent) => tr!("availability-day-free", date = date, percent = percent),
        None => tr!("availability-day-unset", date = date),
    }
}

/// "Thu 26 Nov" in the window's language: the day and month names are its own, not
/// English tables in code.
fn date_words(date: Date) -> String {
    use jiff::civil::Weekday;
    let weekday = tr!(match date.weekday() {
        Weekday::Monday => "availability-day-mon",
        Weekday::Tuesday => "availability-day-tue",
        Weekday::Wednesday => "availability-day-wed",
        Weekday::Thursday => "availability-day-thu",
        Weekday::Friday => "availability-day-fri",
        Weekday::Saturday => "availability-day-sat",
        Weekday::Sunday => "availability-day-sun",
    });
    const MONTHS: [&str; 12] = [
        "availability-month-jan",
        "availability-month-feb",
        "availability-month-mar",
        "availability-month-apr",
        "availability-month-may",
        "availability-month-jun",
        "availability-month-jul",
        "availability-month-aug",
        "availability-month-sep",
        "availability-month-oct",
        "availability-month-nov",
        "availability-month-dec",
    ];
    let month = crate::i18n::tr(MONTHS[usize::from(date.month().unsigned_abs()) - 1]);
    tr!(
        "availability-date",
        weekday = weekday,
        // A day of the month: a number never grouped.
        day = date.day().to_string(),
        month = month
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Date {
        text.parse().unwrap()
    }

    fn uuids(n: u128) -> Vec<Uuid> {
        (1..=n).map(Uuid::from_u128).collect()
    }

    #[test]
    fn only_the_wanted_are_asked_for_at_most_the_limit_and_the_rest_cancelled() {
        let mut model = Availabilities::default();
        let today = day("2026-11-26");
        let on_screen = uuids(30);
        let plan = model.plan(&on_screen, today, 8);
        assert_eq!(plan.ask, on_screen[..8], "the first eight, best first");
        for (job, uuid) in plan.ask.iter().enumerate() {
            model.asked(*uuid, TaskId(job as u64));
        }
        assert_eq!(
            model.plan(&on_screen, today, 8).ask,
            Vec::<Uuid>::new(),
            "full"
        );
        // Scrolled: rows 20 to 29 on screen; the eight asked for go.
        let plan = model.plan(&on_screen[20..], today, 8);
        assert_eq!(plan.cancel.len(), 8);
        assert_eq!(plan.ask, on_screen[20..28]);
        assert_eq!(model.in_flight(), 0);
    }

    #[test]
    fn answers_are_kept_and_a_new_day_starts_afresh() {
        let mut model = Availabilities::default();
        let today = day("2026-11-26");
        let one = Uuid::from_u128(1);
        model.plan(&[one], today, 4);
        model.asked(one, TaskId(7));
        assert_eq!(model.today_text(one), "…");
        let mut got = Availability::default();
        got.days.insert(today, Some(0));
        model.on_answer(TaskId(7), one, &Ok(got));
        assert_eq!(model.today_text(one), "0%");
        assert!(model.plan(&[one], today, 4).ask.is_empty(), "cached");
        let tomorrow = day("2026-11-27");
        assert_eq!(model.plan(&[one], tomorrow, 4).ask, [one]);
        model.asked(one, TaskId(8));
        model.on_answer(TaskId(8), one, &Ok(Availability::default()));
        assert_eq!(model.today_text(one), "unset", "not listed: unset, not 0");
    }

    #[test]
    fn a_directory_without_availability_is_told_once_and_asked_no_more() {
        let mut model = Availabilities::default();
        let today = day("2026-11-26");
        let two = uuids(2);
        model.plan(&two, today, 4);
        model.asked(two[0], TaskId(1));
        model.asked(two[1], TaskId(2));
        let missing = ApiError::NotAvailable {
            status: 404,
            what: "availability",
        };
        model.on_answer(TaskId(1), two[0], &Err(missing.clone()));
        model.on_finished(TaskId(1), &AvailabilityEnd::Stopped(missing.clone()));
        model.on_finished(TaskId(2), &AvailabilityEnd::Stopped(missing));
        assert!(model.stopped().unwrap().contains("does not publish"));
        assert_eq!(model.shown(two[1]), Shown::NotPublished);
        assert_eq!(model.plan(&two, today, 4), Plan::default());
    }
}
