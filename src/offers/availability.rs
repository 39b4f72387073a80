//! A candidate's availability on the offer's days, for ranking (`rank::Known::availability`).
//!
//! The offer's days run from today, in the coordinator's zone, to the deadline's day; an
//! offer without a deadline looks at the next [`WORKING_DAYS`] working days; never more
//! than [`MAX_DAYS`] days, so that a deadline months away does not drown this week's
//! bookings in days nobody has set yet. What the directory answers for a range
//! (`api::availability`) lists only the days a freelancer set, in UTC dates: a day not
//! listed is *unset*, never 0, and is left out of the mean rather than counted as booked.
//! The coordinator's dates are compared with the directory's as dates: a day's boundary a
//! few hours apart moves nothing that matters for an offer.

use jiff::ToSpan;
use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;

use crate::api::availability::Availability;

/// The most days an offer's availability is read over, today included.
pub const MAX_DAYS: i64 = 31;
/// The working days looked at when the offer has no deadline.
pub const WORKING_DAYS: usize = 5;

/// The offer's days, first and last included: from today (at `now`, Unix ms, in `zone`) to
/// the day of `deadline` (Unix ms) in the same zone, or the next [`WORKING_DAYS`] working
/// days (Monday to Friday, today among them when it is one) without a deadline; a deadline
/// already past or today is today alone; at most [`MAX_DAYS`] days.
pub fn offer_days(now: i64, deadline: Option<i64>, zone: &TimeZone) -> (Date, Date) {
    let day_of = |ms: i64| {
        jiff::Timestamp::from_millisecond(ms)
            // A deadline past what a time can be is as far as it can be.
            .unwrap_or(if ms > 0 {
                jiff::Timestamp::MAX
            } else {
                jiff::Timestamp::MIN
            })
            .to_zoned_datetime(zone.clone())
            .date()
    };
    let today = day_of(now);
    let last = match deadline {
        Some(deadline) => day_of(deadline).max(today),
        None => today
            .series(1.day())
            .filter(|day| !is_weekend(*day))
            .nth(WORKING_DAYS - 1)
            .unwrap_or(today),
    };
    let cap = today.checked_add((MAX_DAYS - 1).days()).unwrap_or(today);
    (today, last.min(cap))
}

/// Every day an offer's days can be at `now` in `zone`, whatever its deadline: today and the
/// [`MAX_DAYS`]` - 1` after. Asked for once, it lets the window recompute a candidate's
/// availability as the deadline is typed, without asking the directory again.
pub fn widest_days(now: i64, zone: &TimeZone) -> (Date, Date) {
    let (today, _) = offer_days(now, Some(now), zone);
    (
        today,
        today.checked_add((MAX_DAYS - 1).days()).unwrap_or(today),
    )
}

fn is_weekend(day: Date) -> bool {
    matches!(day.weekday(), Weekday::Saturday | Weekday::Sunday)
}

/// Their availability over `days` (first and last included), 0 to 100: the mean of the days
/// they set that are working days for them (Saturday and Sunday only when they say they work
/// weekends), rounded. `None` when they opted out of showing it, or set none of those days:
/// the ranking then counts them as unknown, not as booked.
pub fn over(availability: &Availability, (first, last): (Date, Date)) -> Option<u8> {
    let hours = availability.working_hours.as_ref();
    if hours.and_then(|h| h.opted_out) == Some(true) {
        return None;
    }
    let weekends = hours.and_then(|h| h.available_weekends) == Some(true);
    let levels: Vec<u32> = availability
        .days
        .range(first..=last)
        .filter(|(day, _)| weekends || !is_weekend(**day))
        .filter_map(|(_, level)| level.map(u32::from))
        .collect();
    let count = u32::try_from(levels.len()).ok().filter(|n| *n > 0)?;
    let mean = (levels.iter().sum::<u32>() + count / 2) / count;
    u8::try_from(mean.min(100)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::availability::WorkingHours;

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    /// Unix ms of a time written with its offset.
    fn at(text: &str) -> i64 {
        crate::times::parse_rfc3339(text).unwrap()
    }

    fn answer(days: &[(&str, Option<u8>)], weekends: Option<bool>) -> Availability {
        Availability {
            working_hours: Some(WorkingHours {
                available_weekends: weekends,
                opted_out: Some(false),
                ..WorkingHours::default()
            }),
            days: days.iter().map(|(d, level)| (date(d), *level)).collect(),
        }
    }

    // 2026-11-23 is a Monday; 28 and 29 the weekend.
    const WEEK: (&str, &str) = ("2026-11-23", "2026-11-29");

    fn week() -> (Date, Date) {
        (date(WEEK.0), date(WEEK.1))
    }

    #[test]
    fn unset_days_are_left_out_not_counted_as_booked() {
        // Two days set, 100 and 50; the rest not listed, and one listed as null.
        let free = answer(
            &[
                ("2026-11-23", Some(100)),
                ("2026-11-24", None),
                ("2026-11-25", Some(50)),
            ],
            None,
        );
        assert_eq!(over(&free, week()), Some(75), "not (100 + 50) / 5 days");
        let booked = answer(&[("2026-11-26", Some(0))], None);
        assert_eq!(over(&booked, week()), Some(0), "a 0 that is set counts");
        assert_eq!(over(&answer(&[], None), week()), None, "nothing set");
        assert_eq!(
            over(&answer(&[("2026-11-24", None)], None), week()),
            None,
            "only a null"
        );
    }

    #[test]
    fn weekends_count_only_for_those_who_work_them() {
        let days = [("2026-11-27", Some(0)), ("2026-11-28", Some(100))];
        assert_eq!(over(&answer(&days, Some(false)), week()), Some(0));
        assert_eq!(over(&answer(&days, None), week()), Some(0), "unsaid: no");
        assert_eq!(over(&answer(&days, Some(true)), week()), Some(50));
        let saturday = (date("2026-11-28"), date("2026-11-29"));
        assert_eq!(
            over(&answer(&days, Some(false)), saturday),
            None,
            "a weekend alone says nothing of someone who does not work it"
        );
    }

    #[test]
    fn opted_out_is_unknown_whatever_the_days_say() {
        let mut opted = answer(&[("2026-11-23", Some(100))], None);
        opted.working_hours.as_mut().unwrap().opted_out = Some(true);
        assert_eq!(over(&opted, week()), None);
        let no_hours = Availability {
            working_hours: None,
            days: [(date("2026-11-23"), Some(25))].into(),
        };
        assert_eq!(
            over(&no_hours, week()),
            Some(25),
            "no hours said: days still count"
        );
    }

    #[test]
    fn a_range_answer_listing_days_outside_the_span_reads_only_the_span() {
        let wide = answer(
            &[
                ("2026-11-20", Some(0)),
                ("2026-11-24", Some(100)),
                ("2026-11-30", Some(0)),
                ("2027-01-05", Some(0)),
            ],
            Some(true),
        );
        assert_eq!(over(&wide, week()), Some(100));
    }

    #[test]
    fn the_offers_days_run_from_today_in_the_coordinators_zone_to_the_deadlines_day() {
        let berlin = TimeZone::get("Europe/Berlin").unwrap();
        // 23:30 UTC on Monday is already Tuesday in Berlin.
        let now = at("2026-11-23T23:30:00Z");
        let deadline = at("2026-11-27T17:00:00+01:00");
        assert_eq!(
            offer_days(now, Some(deadline), &berlin),
            (date("2026-11-24"), date("2026-11-27"))
        );
        assert_eq!(
            offer_days(now, Some(deadline), &TimeZone::UTC),
            (date("2026-11-23"), date("2026-11-27"))
        );
    }

    #[test]
    fn a_deadline_today_or_past_is_today_alone_and_a_far_one_is_capped() {
        let now = at("2026-11-25T09:00:00Z");
        let today = (date("2026-11-25"), date("2026-11-25"));
        assert_eq!(
            offer_days(now, Some(at("2026-11-25T17:00:00Z")), &TimeZone::UTC),
            today
        );
        assert_eq!(
            offer_days(now, Some(at("2026-11-20T17:00:00Z")), &TimeZone::UTC),
            today
        );
        let (first, last) = offer_days(now, Some(at("2027-06-01T17:00:00Z")), &TimeZone::UTC);
        assert_eq!(first, date("2026-11-25"));
        assert_eq!(last, date("2026-12-25"), "31 days, today included");
        assert_eq!(widest_days(now, &TimeZone::UTC), (first, last));
        assert_eq!(
            offer_days(now, Some(i64::MAX), &TimeZone::UTC),
            (first, last),
            "a deadline past what a time can be"
        );
    }

    #[test]
    fn without_a_deadline_the_next_five_working_days() {
        // Wednesday: Wed, Thu, Fri, Mon, Tue.
        assert_eq!(
            offer_days(at("2026-11-25T09:00:00Z"), None, &TimeZone::UTC),
            (date("2026-11-25"), date("2026-12-01"))
        );
        // Saturday: Mon to Fri of the next week.
        assert_eq!(
            offer_days(at("2026-11-28T09:00:00Z"), None, &TimeZone::UTC),
            (date("2026-11-28"), date("2026-12-04"))
        );
        // Monday: that week.
        assert_eq!(
            offer_days(at("2026-11-23T09:00:00Z"), None, &TimeZone::UTC),
            (date("2026-11-23"), date("2026-11-27"))
        );
    }
}
