//! When a freelancer's message may go: inside their working hours, never at night their time.
//!
//! An offer with "send when they work" holds each freelancer's message until a moment this
//! module allows. It is the rule alone: no clock, no network, no store; the caller passes
//! `now` and what the directory said of the freelancer.
//!
//! The rules, and why:
//! - **Their zone** is named in two places, their user summary (`timezone`) and their
//!   profile (`contact_info.timezone`), which need not agree; [`zone_name_of`] is the one
//!   rule for which counts: the summary's when it names a zone the bundled database knows
//!   ([`crate::times::zone::Zone::named`]), else the profile's. Otherwise it is the
//!   coordinator's zone, marked a guess: an agency mostly works with people near it, and the
//!   board must say the time is not known to be theirs. The review before an offer's first
//!   wave and the outbox placing a wave both read it so, or the review would promise a time
//!   the outbox does not keep.
//! - **Their hours** are `workday_start..workday_end`, read in their zone, when both are
//!   given, they have not opted out and the start is before the end. Otherwise 09:00–18:00,
//!   marked a guess: an office day is the least surprising default. A span that crosses
//!   midnight (end at or before start) is read as not given rather than guessed at, since
//!   the directory documents no overnight shifts and such values are usually typos.
//!   Opting out hides the whole record, so its weekend and off-hours flags are not trusted
//!   either.
//! - **The night**, 22:00–07:00 their time, is never allowed, whatever they say: declared
//!   hours are cut to 07:00–22:00, and hours wholly at night count as not given. A message
//!   that wakes someone costs the agency more than one that waits a few hours.
//! - **Off hours**: with `available_off_hours == Some(true)` the whole day outside the
//!   night is allowed (07:00–22:00), whatever their declared hours.
//! - **Weekends** (Saturday and Sunday in their zone) are allowed only when
//!   `available_weekends == Some(true)`: silence is not consent.
//!
//! A day's window is half-open, `[opens, closes)`: at 17:00 sharp a 09:00–17:00 day is over.
//! Its ends are instants made from the local date and time of day with jiff's *compatible*
//! disambiguation, so that a 09:00 start on the day the clocks change is 09:00 on the wall,
//! a start in a spring-forward gap (02:30 when 02:00 jumps to 03:00) moves later by the
//! gap (03:30), and a start that occurs twice in the autumn is the first one. [`allows`]
//! and [`next_send`] both test against those instants, so they never disagree.
//!
//! [`allows`]: WorkingWeek::allows
//! [`next_send`]: WorkingWeek::next_send

use jiff::Timestamp;
use jiff::civil::{Date, DateTime, Time, Weekday};
use jiff::tz::TimeZone;

use crate::api::availability::WorkingHours;
use crate::times::zone::{Zone, offset_text};

/// The working day assumed when the freelancer's own is not known.
const DEFAULT_OPENS: Time = Time::constant(9, 0, 0, 0);
const DEFAULT_CLOSES: Time = Time::constant(18, 0, 0, 0);
/// The night ends at 07:00 and begins at 22:00, their time.
const NIGHT_ENDS: Time = Time::constant(7, 0, 0, 0);
const NIGHT_BEGINS: Time = Time::constant(22, 0, 0, 0);
/// How many days ahead [`WorkingWeek::next_send`] looks. The rules always allow some hours
/// within any five days; two weeks leaves room without risking an endless walk.
const SEARCH_DAYS: u32 = 14;
/// How the board names a zone with neither an IANA name nor a fixed offset (a POSIX rule
/// from the coordinator's system settings, say).
const UNNAMED_ZONE: &str = "the coordinator's zone";

/// Which parts of a [`WorkingWeek`] the desk had to assume.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Guess {
    /// Their zone was missing or unknown: the coordinator's zone stands in.
    pub zone: bool,
    /// Their hours were missing, opted out, backwards or wholly at night: 09:00–18:00
    /// stands in.
    pub hours: bool,
}

impl Guess {
    /// Whether anything was assumed.
    pub fn any(self) -> bool {
        self.zone || self.hours
    }
}

/// Where and when a freelancer works, as far as the desk knows.
#[derive(Debug, Clone)]
pub struct WorkingWeek {
    zone: TimeZone,
    /// The zone name the profile gave when it was not a zone, kept to say so.
    unknown_zone_name: Option<String>,
    /// When a working day's window opens and closes, their time; `opens < closes`.
    opens: Time,
    closes: Time,
    weekends: bool,
    guess: Guess,
}

impl WorkingWeek {
    /// The week of a freelancer from their working hours and profile zone name (both as the
    /// directory gave them, if at all), with `coordinator` standing in for an unknown zone.
    pub fn of(
        hours: Option<&WorkingHours>,
        zone_name: Option<&str>,
        coordinator: &TimeZone,
    ) -> Self {
        let (zone, unknown_zone_name) = their_zone(zone_name, coordinator);
        // Opting out hides the record: nothing in it is trusted.
        let trusted = hours.filter(|hours| hours.opted_out != Some(true));
        let flag = |read: fn(&WorkingHours) -> Option<bool>| trusted.and_then(read) == Some(true);
        let off_hours = flag(|hours| hours.available_off_hours);
        let declared = trusted.and_then(daytime_span);
        let (opens, closes) = if off_hours {
            (NIGHT_ENDS, NIGHT_BEGINS)
        } else {
            declared.unwrap_or((DEFAULT_OPENS, DEFAULT_CLOSES))
        };
        WorkingWeek {
            zone,
            guess: Guess {
                zone: unknown_zone_name.is_some() || zone_name.is_none(),
                // With off hours the declared span does not matter, so nothing is assumed.
                hours: !off_hours && declared.is_none(),
            },
            unknown_zone_name,
            opens,
            closes,
            weekends: flag(|hours| hours.available_weekends),
        }
    }

    /// Whether a message may go at `at`.
    pub fn allows(&self, at: Timestamp) -> bool {
        let date = self.zone.to_datetime(at).date();
        match self.window_on(date) {
            Some((opens, closes)) => opens <= at && at < closes,
            None => false,
        }
    }

    /// When an offer's message to them goes at `now` as `send_when` says: at once, or as
    /// their working hours next open ([`Self::next_send`]). The one rule the review before
    /// the first wave shows and the outbox places a wave by (`worker/offers.rs`).
    pub fn send_at(&self, send_when: crate::store::SendWhen, now: Timestamp) -> Timestamp {
        match send_when {
            crate::store::SendWhen::Now => now,
            crate::store::SendWhen::WorkingHours => self.next_send(now),
        }
    }

    /// The first moment at or after `now` when a message may go to them: `now` itself when
    /// allowed, else the opening of the next allowed day's window. Should no window open in
    /// [`SEARCH_DAYS`] days (the rules make that impossible; the edge of the calendar does
    /// not), `now` is returned rather than holding the message for ever.
    pub fn next_send(&self, now: Timestamp) -> Timestamp {
        if self.allows(now) {
            return now;
        }
        let mut date = self.zone.to_datetime(now).date();
        for _ in 0..=SEARCH_DAYS {
            if let Some((opens, _)) = self.window_on(date)
                && now <= opens
            {
                return opens;
            }
            match date.tomorrow() {
                Ok(next) => date = next,
                Err(_) => break,
            }
        }
        now
    }

    /// The wall-clock time in their zone at `at`, for the board to show when a message
    /// will go "their time" beside the coordinator's own.
    pub fn local_time(&self, at: Timestamp) -> DateTime {
        self.zone.to_datetime(at)
    }

    /// The zone their hours are read in (theirs, or the coordinator's standing in).
    pub fn zone(&self) -> &TimeZone {
        &self.zone
    }

    /// Which parts were assumed.
    pub fn guessed(&self) -> Guess {
        self.guess
    }

    /// The rule in English for the command line: "09:00–17:00 Mon–Fri, Europe/Belgrade",
    /// followed by what was assumed, if anything ("; a guess: zone unknown, hours unknown").
    pub fn describe(&self) -> String {
        let days = if self.weekends {
            "every day"
        } else {
            "Mon–Fri"
        };
        let zone = zone_label(&self.zone);
        let mut text = format!(
            "{}–{} {days}, {zone}",
            clock(self.opens),
            clock(self.closes)
        );
        let mut assumed = Vec::new();
        if self.guess.zone {
            assumed.push(match &self.unknown_zone_name {
                // Debug quoting keeps control characters in outside data from reaching
                // the terminal.
                Some(name) => format!("zone {name:?} unknown"),
                None => "zone unknown".to_owned(),
            });
        }
        if self.guess.hours {
            assumed.push("hours unknown".to_owned());
        }
        if !assumed.is_empty() {
            text.push_str("; a guess: ");
            text.push_str(&assumed.join(", "));
        }
        text
    }

    /// The instants a message may go between on `date` (their calendar), or `None` on a day
    /// they do not work or one the calendar cannot hold.
    fn window_on(&self, date: Date) -> Option<(Timestamp, Timestamp)> {
        let weekend = matches!(date.weekday(), Weekday::Saturday | Weekday::Sunday);
        if weekend && !self.weekends {
            return None;
        }
        let opens = moment(&self.zone, date, self.opens)?;
        let closes = moment(&self.zone, date, self.closes)?;
        (opens < closes).then_some((opens, closes))
    }
}

/// The zone a freelancer's messages are placed in, by the one rule the review before an
/// offer's first wave and the outbox placing a wave both follow: their user summary's
/// `timezone` when it names a zone the bundled database knows, else their profile's
/// `contact_info.timezone` when it does. When neither does, the first name given at all
/// (trimmed, blanks being none), which [`WorkingWeek::of`] reads as unknown and names in its
/// guess; `None` when neither gives one: the coordinator's zone stands in, a guess
/// ([`Guess::zone`]) either way. The summary comes first because it is what the directory
/// shows wherever a name is shown, and the window reads it for every candidate.
pub fn zone_name_of<'a>(summary: Option<&'a str>, profile: Option<&'a str>) -> Option<&'a str> {
    let given = || {
        [summary, profile]
            .into_iter()
            .flatten()
            .map(str::trim)
            .filter(|name| !name.is_empty())
    };
    given()
        .find(|name| matches!(Zone::named(name), Zone::Known(_)))
        .or_else(|| given().next())
}

/// Their zone and, when the profile named one the database does not know, that name.
fn their_zone(zone_name: Option<&str>, coordinator: &TimeZone) -> (TimeZone, Option<String>) {
    match zone_name.map(Zone::named) {
        Some(Zone::Known(zone)) => (zone, None),
        Some(Zone::Unknown(name)) => (coordinator.clone(), Some(name)),
        None => (coordinator.clone(), None),
    }
}

/// The declared working day cut to the daytime, when it is declared, runs forward and
/// leaves some of the day outside the night.
fn daytime_span(hours: &WorkingHours) -> Option<(Time, Time)> {
    let (start, end) = (hours.workday_start?, hours.workday_end?);
    if start >= end {
        return None;
    }
    let (opens, closes) = (start.max(NIGHT_ENDS), end.min(NIGHT_BEGINS));
    (opens < closes).then_some((opens, closes))
}

/// The instant `time` of day on `date` in `zone`, as jiff's compatible disambiguation reads
/// a wall-clock time: in a gap, later by the gap; in a fold, the earlier of the two.
fn moment(zone: &TimeZone, date: Date, time: Time) -> Option<Timestamp> {
    zone.to_ambiguous_timestamp(date.to_datetime(time))
        .compatible()
        .ok()
}

/// The zone as the board names it: its IANA name, else its offset when fixed ("UTC+2").
/// A zone as people read it: its IANA name, else its fixed offset ("UTC+3").
pub fn zone_label(zone: &TimeZone) -> String {
    match (zone.iana_name(), zone.to_fixed_offset()) {
        (Some(name), _) => name.to_owned(),
        (None, Ok(offset)) => offset_text(offset.seconds()),
        (None, Err(_)) => UNNAMED_ZONE.to_owned(),
    }
}

/// "09:00" from a time of day.
fn clock(time: Time) -> String {
    format!("{:02}:{:02}", time.hour(), time.minute())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Timestamp {
        text.parse().expect("a valid instant")
    }

    fn tz(name: &str) -> TimeZone {
        TimeZone::get(name).expect("a zone the database knows")
    }

    fn time(hour: i8, minute: i8) -> Time {
        Time::constant(hour, minute, 0, 0)
    }

    /// Working hours as the directory would give them, opted in.
    fn hours(start: (i8, i8), end: (i8, i8), off_hours: bool, weekends: bool) -> WorkingHours {
        WorkingHours {
            workday_start: Some(time(start.0, start.1)),
            workday_end: Some(time(end.0, end.1)),
            opted_out: Some(false),
            available_off_hours: Some(off_hours),
            available_weekends: Some(weekends),
        }
    }

    fn week(hours: &WorkingHours, zone: &str) -> WorkingWeek {
        WorkingWeek::of(Some(hours), Some(zone), &tz("UTC"))
    }

    /// A 09:00–17:00 freelancer in `zone`, weekends as given, no off hours.
    fn office(zone: &str, weekends: bool) -> WorkingWeek {
        week(&hours((9, 0), (17, 0), false, weekends), zone)
    }

    #[test]
    fn belgrade_on_friday_evening_waits_for_monday_or_saturday() {
        // Friday 2026-06-12 20:00 in Belgrade (UTC+2 in summer).
        let friday_evening = at("2026-06-12T18:00:00Z");
        let workdays_only = office("Europe/Belgrade", false);
        assert!(!workdays_only.allows(friday_evening));
        assert_eq!(
            workdays_only.next_send(friday_evening),
            at("2026-06-15T07:00:00Z"),
            "Monday 09:00 Belgrade"
        );
        assert_eq!(
            workdays_only
                .local_time(workdays_only.next_send(friday_evening))
                .to_string(),
            "2026-06-15T09:00:00"
        );
        let weekends_too = office("Europe/Belgrade", true);
        assert_eq!(
            weekends_too.next_send(friday_evening),
            at("2026-06-13T07:00:00Z"),
            "Saturday 09:00 Belgrade"
        );
    }

    #[test]
    fn tokyo_and_los_angeles_answer_the_same_instant_differently() {
        // Wednesday 10:00 in Tokyo is Tuesday 18:00 in Los Angeles (UTC-7 in summer).
        let now = at("2026-06-10T01:00:00Z");
        let tokyo = office("Asia/Tokyo", false);
        let los_angeles = office("America/Los_Angeles", false);
        assert_eq!(tokyo.next_send(now), now);
        assert_eq!(
            los_angeles.next_send(now),
            at("2026-06-10T16:00:00Z"),
            "Wednesday 09:00 in Los Angeles"
        );
    }

    #[test]
    fn inside_hours_goes_now_and_the_window_is_half_open() {
        let belgrade = office("Europe/Belgrade", false);
        // Wednesday 2026-06-10 in Belgrade, UTC+2.
        let midday = at("2026-06-10T10:30:00Z");
        assert!(belgrade.allows(midday));
        assert_eq!(belgrade.next_send(midday), midday);
        assert!(belgrade.allows(at("2026-06-10T07:00:00Z")), "09:00 opens");
        assert!(belgrade.allows(at("2026-06-10T14:59:59Z")), "16:59:59");
        assert!(
            !belgrade.allows(at("2026-06-10T15:00:00Z")),
            "17:00 is over"
        );
        assert!(!belgrade.allows(at("2026-06-10T06:59:59Z")), "08:59:59");
        assert_eq!(
            belgrade.next_send(at("2026-06-10T05:00:00Z")),
            at("2026-06-10T07:00:00Z"),
            "early the same morning: 09:00 that day"
        );
    }

    #[test]
    fn off_hours_allow_the_evening_but_never_the_night() {
        let belgrade = week(&hours((9, 0), (17, 0), true, false), "Europe/Belgrade");
        // Wednesday 2026-06-10, UTC+2.
        let evening = at("2026-06-10T18:00:00Z");
        assert_eq!(belgrade.next_send(evening), evening, "20:00");
        let late = at("2026-06-10T21:30:00Z");
        assert!(!belgrade.allows(late), "23:30");
        assert_eq!(
            belgrade.next_send(late),
            at("2026-06-11T05:00:00Z"),
            "07:00 the next day"
        );
        assert!(!belgrade.allows(at("2026-06-10T20:00:00Z")), "22:00");
        assert!(belgrade.allows(at("2026-06-10T19:59:59Z")), "21:59:59");
        assert_eq!(belgrade.guessed(), Guess::default());
        assert_eq!(belgrade.describe(), "07:00–22:00 Mon–Fri, Europe/Belgrade");
    }

    #[test]
    fn off_hours_on_friday_night_still_wait_for_monday_without_weekends() {
        let belgrade = week(&hours((9, 0), (17, 0), true, false), "Europe/Belgrade");
        assert_eq!(
            belgrade.next_send(at("2026-06-12T21:30:00Z")),
            at("2026-06-15T05:00:00Z")
        );
    }

    #[test]
    fn declared_hours_are_cut_to_the_daytime() {
        let early_bird = week(&hours((5, 0), (23, 0), false, false), "Europe/Belgrade");
        assert_eq!(
            early_bird.describe(),
            "07:00–22:00 Mon–Fri, Europe/Belgrade"
        );
        assert!(!early_bird.allows(at("2026-06-10T03:30:00Z")), "05:30");
        let night_owl = week(&hours((23, 0), (23, 30), false, false), "Europe/Belgrade");
        assert_eq!(
            night_owl.guessed(),
            Guess {
                zone: false,
                hours: true
            },
            "hours wholly at night are as good as none"
        );
        assert_eq!(
            night_owl.describe(),
            "09:00–18:00 Mon–Fri, Europe/Belgrade; a guess: hours unknown"
        );
    }

    #[test]
    fn a_missing_zone_is_the_coordinators_and_a_guess() {
        let berlin = tz("Europe/Berlin");
        let freelancer = hours((9, 0), (17, 0), false, false);
        let week = WorkingWeek::of(Some(&freelancer), None, &berlin);
        assert_eq!(week.zone().iana_name(), Some("Europe/Berlin"));
        assert_eq!(
            week.guessed(),
            Guess {
                zone: true,
                hours: false
            }
        );
        assert!(week.guessed().any());
        assert_eq!(
            week.describe(),
            "09:00–17:00 Mon–Fri, Europe/Berlin; a guess: zone unknown"
        );
        // 09:00 Berlin on Wednesday 2026-06-10 is 07:00 UTC.
        assert_eq!(
            week.next_send(at("2026-06-10T05:00:00Z")),
            at("2026-06-10T07:00:00Z")
        );
    }

    #[test]
    fn an_unknown_zone_name_is_the_coordinators_and_named_in_the_guess() {
        let berlin = tz("Europe/Berlin");
        let freelancer = hours((9, 0), (17, 0), false, false);
        for name in ["Mars/Olympus", "", "Etc/Unknown"] {
            let week = WorkingWeek::of(Some(&freelancer), Some(name), &berlin);
            assert_eq!(week.zone().iana_name(), Some("Europe/Berlin"), "{name}");
            assert!(week.guessed().zone, "{name}");
        }
        let week = WorkingWeek::of(Some(&freelancer), Some("Mars/Olympus"), &berlin);
        assert_eq!(
            week.describe(),
            "09:00–17:00 Mon–Fri, Europe/Berlin; a guess: zone \"Mars/Olympus\" unknown"
        );
        let hostile = WorkingWeek::of(Some(&freelancer), Some("Mars\u{1b}[2J"), &berlin);
        assert!(
            !hostile.describe().contains('\u{1b}'),
            "no escape reaches a terminal"
        );
    }

    #[test]
    fn the_summarys_zone_comes_first_then_the_profiles_then_a_guess() {
        let tokyo = Some("Asia/Tokyo");
        let belgrade = Some("Europe/Belgrade");
        assert_eq!(
            zone_name_of(tokyo, belgrade),
            tokyo,
            "both given: the summary's"
        );
        assert_eq!(zone_name_of(None, belgrade), belgrade, "no summary zone");
        assert_eq!(
            zone_name_of(Some("  "), belgrade),
            belgrade,
            "a blank is none"
        );
        assert_eq!(zone_name_of(tokyo, None), tokyo, "no profile zone");
        assert_eq!(
            zone_name_of(Some("Mars/Olympus"), belgrade),
            belgrade,
            "a summary's unknown zone gives way to the profile's known one"
        );
        assert_eq!(
            zone_name_of(Some(" asia/tokyo "), belgrade),
            Some("asia/tokyo"),
            "a known name as written, trimmed"
        );
        assert_eq!(
            zone_name_of(Some("Mars/Olympus"), Some("Etc/Unknown")),
            Some("Mars/Olympus"),
            "neither known: the summary's name, for the guess to name"
        );
        assert_eq!(zone_name_of(None, None), None);
        // What the week makes of each: theirs, or the coordinator's as a flagged guess.
        let berlin = tz("Europe/Berlin");
        let week =
            |summary, profile| WorkingWeek::of(None, zone_name_of(summary, profile), &berlin);
        assert_eq!(week(tokyo, belgrade).zone().iana_name(), Some("Asia/Tokyo"));
        assert!(!week(None, belgrade).guessed().zone);
        assert_eq!(
            week(None, belgrade).zone().iana_name(),
            Some("Europe/Belgrade")
        );
        let guessed = week(None, None);
        assert!(guessed.guessed().zone);
        assert_eq!(guessed.zone().iana_name(), Some("Europe/Berlin"));
        assert!(week(Some("Mars/Olympus"), None).guessed().zone);
    }

    #[test]
    fn a_known_zone_name_is_read_as_the_profile_writes_it() {
        let week = WorkingWeek::of(None, Some(" asia/tokyo "), &tz("Europe/Berlin"));
        assert_eq!(week.zone().iana_name(), Some("Asia/Tokyo"));
        assert!(!week.guessed().zone);
    }

    #[test]
    fn nothing_known_is_an_office_week_in_the_coordinators_zone() {
        let week = WorkingWeek::of(None, None, &tz("Europe/Berlin"));
        assert_eq!(
            week.guessed(),
            Guess {
                zone: true,
                hours: true
            }
        );
        assert_eq!(
            week.describe(),
            "09:00–18:00 Mon–Fri, Europe/Berlin; a guess: zone unknown, hours unknown"
        );
        // Wednesday 2026-06-10 17:59 Berlin allowed, 18:00 not.
        assert!(week.allows(at("2026-06-10T15:59:00Z")));
        assert!(!week.allows(at("2026-06-10T16:00:00Z")));
    }

    #[test]
    fn opting_out_discards_the_whole_record() {
        let mut freelancer = hours((6, 0), (20, 0), true, true);
        freelancer.opted_out = Some(true);
        let week = week(&freelancer, "Europe/Belgrade");
        assert!(week.guessed().hours);
        assert_eq!(
            week.describe(),
            "09:00–18:00 Mon–Fri, Europe/Belgrade; a guess: hours unknown"
        );
        // Saturday 2026-06-13 10:00 Belgrade: weekends were said only under opt-out.
        assert!(!week.allows(at("2026-06-13T08:00:00Z")));
    }

    #[test]
    fn backwards_equal_or_half_given_hours_are_not_given() {
        for (start, end) in [(Some((17, 0)), Some((9, 0))), (Some((9, 0)), Some((9, 0)))]
            .into_iter()
            .chain([(None, Some((17, 0))), (Some((9, 0)), None)])
        {
            let freelancer = WorkingHours {
                workday_start: start.map(|(h, m)| time(h, m)),
                workday_end: end.map(|(h, m)| time(h, m)),
                ..WorkingHours::default()
            };
            let week = week(&freelancer, "Europe/Belgrade");
            assert!(week.guessed().hours, "{start:?}–{end:?}");
            assert_eq!(
                week.describe(),
                "09:00–18:00 Mon–Fri, Europe/Belgrade; a guess: hours unknown"
            );
        }
    }

    #[test]
    fn berlin_spring_forward_keeps_nine_on_the_wall() {
        // Saturday 2026-03-28 22:30 CET (+01:00); clocks go 02:00 → 03:00 on Sunday.
        let saturday_night = at("2026-03-28T21:30:00Z");
        assert_eq!(
            office("Europe/Berlin", false).next_send(saturday_night),
            at("2026-03-30T07:00:00Z"),
            "Monday 09:00 CEST (+02:00)"
        );
        assert_eq!(
            office("Europe/Berlin", true).next_send(saturday_night),
            at("2026-03-29T07:00:00Z"),
            "Sunday 09:00 CEST, the day of the change"
        );
        // Before the change the same wall time is an hour later in UTC.
        assert_eq!(
            office("Europe/Berlin", true).next_send(at("2026-03-28T05:00:00Z")),
            at("2026-03-28T08:00:00Z"),
            "Saturday 09:00 CET (+01:00)"
        );
    }

    #[test]
    fn berlin_fall_back_keeps_nine_on_the_wall() {
        // Saturday 2026-10-24 22:30 CEST (+02:00); clocks go 03:00 → 02:00 on Sunday.
        let saturday_night = at("2026-10-24T20:30:00Z");
        assert_eq!(
            office("Europe/Berlin", false).next_send(saturday_night),
            at("2026-10-26T08:00:00Z"),
            "Monday 09:00 CET (+01:00)"
        );
        assert_eq!(
            office("Europe/Berlin", true).next_send(saturday_night),
            at("2026-10-25T08:00:00Z"),
            "Sunday 09:00 CET, the day of the change"
        );
    }

    #[test]
    fn new_york_spring_forward_keeps_nine_on_the_wall() {
        // Saturday 2026-03-07 22:00 EST (-05:00); clocks go 02:00 → 03:00 on Sunday.
        let saturday_night = at("2026-03-08T03:00:00Z");
        assert_eq!(
            office("America/New_York", false).next_send(saturday_night),
            at("2026-03-09T13:00:00Z"),
            "Monday 09:00 EDT (-04:00)"
        );
        assert_eq!(
            office("America/New_York", true).next_send(saturday_night),
            at("2026-03-08T13:00:00Z"),
            "Sunday 09:00 EDT"
        );
    }

    #[test]
    fn new_york_fall_back_keeps_nine_on_the_wall() {
        // Saturday 2026-10-31 22:00 EDT (-04:00); clocks go 02:00 → 01:00 on Sunday.
        let saturday_night = at("2026-11-01T02:00:00Z");
        assert_eq!(
            office("America/New_York", false).next_send(saturday_night),
            at("2026-11-02T14:00:00Z"),
            "Monday 09:00 EST (-05:00)"
        );
        assert_eq!(
            office("America/New_York", true).next_send(saturday_night),
            at("2026-11-01T14:00:00Z"),
            "Sunday 09:00 EST"
        );
    }

    #[test]
    fn a_start_in_the_spring_forward_gap_is_cut_to_the_morning() {
        // 02:30–10:00 on Sunday 2026-03-29 in Berlin: 02:30 does not exist that day, and
        // it is night anyway, so the window opens at 07:00 CEST.
        let week = week(&hours((2, 30), (10, 0), false, true), "Europe/Berlin");
        assert_eq!(week.describe(), "07:00–10:00 every day, Europe/Berlin");
        let saturday_night = at("2026-03-28T22:30:00Z");
        assert_eq!(week.next_send(saturday_night), at("2026-03-29T05:00:00Z"));
        assert!(
            !week.allows(at("2026-03-29T01:30:00Z")),
            "03:30 CEST is night"
        );
    }

    #[test]
    fn a_window_opening_in_the_gap_opens_later_by_the_gap() {
        // The rules never open a window at night, but the walk must still read a gap as
        // jiff's compatible disambiguation does, should the night ever be drawn otherwise.
        let berlin = tz("Europe/Berlin");
        let spring = Date::constant(2026, 3, 29);
        assert_eq!(
            moment(&berlin, spring, time(2, 30)),
            Some(at("2026-03-29T01:30:00Z")),
            "02:30 in the gap is 03:30 CEST"
        );
        let autumn = Date::constant(2026, 10, 25);
        assert_eq!(
            moment(&berlin, autumn, time(2, 30)),
            Some(at("2026-10-25T00:30:00Z")),
            "02:30 twice over is the first, CEST"
        );
        let week = WorkingWeek {
            opens: time(2, 30),
            closes: time(10, 0),
            ..office("Europe/Berlin", true)
        };
        let saturday_night = at("2026-03-28T22:30:00Z");
        let opens = week.next_send(saturday_night);
        assert_eq!(opens, at("2026-03-29T01:30:00Z"));
        assert_eq!(week.local_time(opens).to_string(), "2026-03-29T03:30:00");
        assert!(week.allows(opens));
        assert!(
            !week.allows(at("2026-03-29T01:15:00Z")),
            "03:15 CEST is before it"
        );
    }

    #[test]
    fn the_edge_of_the_calendar_returns_now_instead_of_failing() {
        let week = office("Pacific/Kiritimati", false);
        assert_eq!(week.next_send(Timestamp::MAX), Timestamp::MAX);
    }

    #[test]
    fn an_unnamed_coordinator_zone_is_described_by_its_offset() {
        let fixed = TimeZone::fixed(jiff::tz::offset(2));
        let week = WorkingWeek::of(None, None, &fixed);
        assert_eq!(
            week.describe(),
            "09:00–18:00 Mon–Fri, UTC+2; a guess: zone unknown, hours unknown"
        );
    }
}
