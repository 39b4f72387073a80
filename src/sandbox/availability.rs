//! `GET /availability/{uuid}?from_date=…&to_date=…` and `GET /availability/{uuid}/{date}`,
//! as the directory documents them: named wrappers with no envelope,
//! `{"working_hours":{…},"days_availability":[…]}` (only the days that are set) and
//! `{"day_availability":{…}}` (an unset day answers too, with `availability: null`).
//! Working hours are in the freelancer's own zone, written `"09:00:00"`; one key comes with
//! the trailing space of the documentation's own example (`"available_weekends "`), so a
//! client that reads keys exactly misses it.
//!
//! Nothing is stored: each freelancer's hours and days are drawn from their UUID and the
//! date, the same on every run. `--no-availability` makes both answer 404. A test that needs
//! a freelancer free or booked whatever the day pins them (`PUT /__sandbox/availability`,
//! [`admin`]): every day at one level, weekends worked, not opted out, working 09:00 to
//! 17:00 or the hours the pin gives (a test that needs someone asleep now, or at work).

use std::collections::BTreeMap;

use jiff::civil::Date;
use serde_json::{Value, json};
use uuid::Uuid;

use super::http::{Incoming, Reply};
use super::state::Directory;

/// The most days one range answers for.
pub const MAX_RANGE_DAYS: i32 = 366;

/// A draw from the UUID and a number (a day, or a property), always the same.
fn draw(uuid: &Uuid, salt: u64) -> u64 {
    let (high, low) = uuid.as_u64_pair();
    let mut x = high ^ low.rotate_left(17) ^ salt.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    // splitmix64's finaliser: neighbouring days draw unrelated values.
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Whether the freelancer opted out of showing availability (about one in twenty).
fn opted_out(uuid: &Uuid) -> bool {
    draw(uuid, 1).is_multiple_of(20)
}

/// The working hours of a freelancer a test pinned: every day is a working day, from
/// `hours` (`HH:MM`, their zone) or 09:00 to 17:00.
fn pinned_hours(hours: Option<&(String, String)>) -> Value {
    let (start, end) = hours.map_or(("09:00", "17:00"), |(s, e)| (s.as_str(), e.as_str()));
    json!({
        "workday_start": format!("{start}:00"),
        "workday_end": format!("{end}:00"),
        "opted_out": false,
        "available_off_hours": false,
        "available_weekends ": true,
    })
}

/// The working hours, in the freelancer's own zone.
pub fn working_hours(uuid: &Uuid) -> Value {
    let start = 7 + draw(uuid, 2) % 4;
    let end = start + 7 + draw(uuid, 3) % 5;
    json!({
        "workday_start": format!("{start:02}:00:00"),
        "workday_end": format!("{end:02}:00:00"),
        "opted_out": opted_out(uuid),
        "available_off_hours": draw(uuid, 4).is_multiple_of(3),
        "available_weekends ": draw(uuid, 5).is_multiple_of(4),
    })
}

/// A day's availability: `None` when the freelancer has not set it (about a third of
/// days, and every day of one who opted out).
pub fn on(uuid: &Uuid, date: Date) -> Option<u8> {
    if opted_out(uuid) {
        return None;
    }
    let day = u64::try_from(date.since(Date::constant(2000, 1, 1)).ok()?.get_days()).ok()?;
    let roll = draw(uuid, 1_000 + day) % 100;
    match roll {
        0..35 => None,
        35..50 => Some(0),
        50..60 => Some(25),
        60..72 => Some(50),
        72..82 => Some(75),
        _ => Some(100),
    }
}

fn day_object(uuid: &Uuid, date: Date, availability: Option<u8>) -> Value {
    json!({
        "self_link": format!("/v2/availability/{uuid}/{date}"),
        "user": uuid.to_string(),
        "date": date.to_string(),
        "availability": availability,
    })
}

/// The range's answer; `Err` with the directory's words for dates it cannot take.
/// `pinned`: the level a test pinned every day of this freelancer to.
pub fn range(
    uuid: &Uuid,
    (from, to): (Option<&str>, Option<&str>),
    today: Date,
    (pinned, hours): (Option<Option<u8>>, Option<&(String, String)>),
) -> Result<Value, String> {
    let from = parse(from, "from_date")?.unwrap_or(today);
    let to = parse(to, "to_date")?.unwrap_or(from.max(today));
    if to < from {
        return Err("to_date is before from_date.".into());
    }
    let span = from.until(to).map(|s| s.get_days()).unwrap_or(i32::MAX);
    if span >= MAX_RANGE_DAYS {
        return Err(format!("A range covers at most {MAX_RANGE_DAYS} days."));
    }
    let days: Vec<Value> = from
        .series(jiff::ToSpan::days(1))
        .take_while(|date| *date <= to)
        .filter_map(|date| {
            let level = pinned.unwrap_or_else(|| on(uuid, date));
            level.map(|level| day_object(uuid, date, Some(level)))
        })
        .collect();
    let hours = match pinned {
        Some(_) => pinned_hours(hours),
        None => working_hours(uuid),
    };
    Ok(json!({ "working_hours": hours, "days_availability": days }))
}

/// One day's answer.
pub fn day(uuid: &Uuid, date: &str, pinned: Option<Option<u8>>) -> Result<Value, String> {
    let date = parse(Some(date), "date")?.ok_or("The date is missing.")?;
    let level = pinned.unwrap_or_else(|| on(uuid, date));
    Ok(json!({ "day_availability": day_object(uuid, date, level) }))
}

/// `/__sandbox/availability`: `PUT {"UUID": 100, "UUID": null, …}` pins each named seeded
/// freelancer's every day to that level (0, 25, 50, 75 or 100; `null`: every day unset),
/// adding to the pins in force; `{"UUID": {"level": 100, "hours": "22:00-23:30"}}` pins their
/// working day too; `GET` lists them; `DELETE` forgets them all (so does
/// `POST /__sandbox/reset`).
pub fn admin(directory: &mut Directory, request: &Incoming) -> Reply {
    match request.method.as_str() {
        "GET" => Reply::success(200, Some(json!(directory.availability_pinned)), None),
        "PUT" => match parse_pins(directory, &request.body) {
            Ok(pins) => {
                for (uuid, (level, hours)) in pins {
                    directory.availability_pinned.insert(uuid, level);
                    match hours {
                        Some(hours) => directory.hours_pinned.insert(uuid, hours),
                        None => directory.hours_pinned.remove(&uuid),
                    };
                }
                Reply::success(200, Some(json!(directory.availability_pinned)), None)
            }
            Err(problem) => Reply::error(400, &[problem.as_str()]),
        },
        "DELETE" => {
            directory.availability_pinned.clear();
            directory.hours_pinned.clear();
            Reply::success(200, Some(json!(directory.availability_pinned)), None)
        }
        _ => Reply::error(405, &["availability takes GET, PUT or DELETE."]),
    }
}

/// One freelancer's pin: a level for every day, and maybe their working day.
type Pin = (Option<u8>, Option<(String, String)>);

/// The pins asked for, or what is wrong with them: nothing is pinned then.
fn parse_pins(directory: &Directory, body: &[u8]) -> Result<BTreeMap<Uuid, Pin>, String> {
    let asked: BTreeMap<String, Value> = serde_json::from_slice(body).map_err(|err| {
        format!(
            "not pins: {err}; send {{\"UUID\": 100, \"UUID\": null, \
             \"UUID\": {{\"level\": 100, \"hours\": \"09:00-17:00\"}}, …}}"
        )
    })?;
    asked
        .into_iter()
        .map(|(uuid, pin)| {
            let uuid = Uuid::try_parse(uuid.trim())
                .ok()
                .filter(|uuid| directory.freelancer(uuid).is_some())
                .ok_or_else(|| format!("'{uuid}' is not a seeded freelancer's UUID"))?;
            let (level, hours) = match &pin {
                Value::Object(fields) => (
                    fields.get("level").cloned().unwrap_or(Value::Null),
                    fields.get("hours").map(parse_hours).transpose()?,
                ),
                other => (other.clone(), None),
            };
            let level = match level {
                Value::Null => None,
                Value::Number(level) => Some(
                    level
                        .as_u64()
                        .and_then(|level| u8::try_from(level).ok())
                        .filter(|level| [0, 25, 50, 75, 100].contains(level))
                        .ok_or_else(|| format!("{level} is not 0, 25, 50, 75 or 100"))?,
                ),
                other => return Err(format!("{other} is not 0, 25, 50, 75, 100 or null")),
            };
            Ok((uuid, (level, hours)))
        })
        .collect()
}

/// `"HH:MM-HH:MM"`, the start before the end, in the freelancer's day.
fn parse_hours(text: &Value) -> Result<(String, String), String> {
    let wrong = || format!("{text} is not a working day like \"09:00-17:00\"");
    let (start, end) = text
        .as_str()
        .and_then(|t| t.split_once('-'))
        .ok_or_else(wrong)?;
    let time = |t: &str| jiff::civil::Time::strptime("%H:%M", t.trim()).map_err(|_| wrong());
    let (start, end) = (time(start)?, time(end)?);
    if start >= end {
        return Err(wrong());
    }
    let hhmm = |t: jiff::civil::Time| format!("{:02}:{:02}", t.hour(), t.minute());
    Ok((hhmm(start), hhmm(end)))
}

fn parse(text: Option<&str>, name: &str) -> Result<Option<Date>, String> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(text) => text
            .parse()
            .map(Some)
            .map_err(|_| format!("The parameter {name} must be a date (YYYY-MM-DD).")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_lists_only_the_set_days_with_the_documented_levels() {
        let today = Date::constant(2026, 11, 26);
        let mut unset = 0;
        for n in 1..50u128 {
            let uuid = Uuid::from_u128(n * 7_919);
            let answer = range(&uuid, (None, Some("2026-12-09")), today, (None, None)).unwrap();
            let days = answer["days_availability"].as_array().unwrap();
            assert!(days.len() <= 14);
            unset += 14 - days.len();
            for day in days {
                let level = day["availability"].as_u64().unwrap();
                assert!([0, 25, 50, 75, 100].contains(&level), "{level}");
            }
            assert!(answer["working_hours"].get("available_weekends ").is_some());
        }
        assert!(unset > 0, "some days are unset, and so left out");
        let uuid = Uuid::from_u128(3);
        let one_day = (Some("2026-12-01"), Some("2026-12-01"));
        assert_eq!(
            range(&uuid, one_day, today, (None, None)),
            range(&uuid, one_day, today, (None, None)),
        );
    }

    #[test]
    fn one_day_answers_even_when_unset_and_bad_dates_are_refused() {
        let uuid = Uuid::from_u128(11);
        let today = Date::constant(2026, 11, 26);
        let mut seen_unset = false;
        for offset in 0..60 {
            let date = today.checked_add(jiff::ToSpan::days(offset)).unwrap();
            let answer = day(&uuid, &date.to_string(), None).unwrap();
            let value = &answer["day_availability"]["availability"];
            seen_unset |= value.is_null();
            assert_eq!(value.as_u64().map(|v| v as u8), on(&uuid, date));
        }
        assert!(seen_unset);
        assert!(day(&uuid, "tomorrow", None).is_err());
        assert!(
            range(
                &uuid,
                (Some("2026-12-02"), Some("2026-12-01")),
                today,
                (None, None)
            )
            .is_err()
        );
        assert!(
            range(
                &uuid,
                (Some("2026-01-01"), Some("2027-06-01")),
                today,
                (None, None)
            )
            .is_err()
        );
    }

    #[test]
    fn a_pinned_freelancer_answers_the_pinned_level_every_day_weekends_worked() {
        let uuid = Uuid::from_u128(11);
        let today = Date::constant(2026, 11, 26);
        let span = (Some("2026-11-26"), Some("2026-12-09"));
        let booked = range(&uuid, span, today, (Some(Some(0)), None)).unwrap();
        let days = booked["days_availability"].as_array().unwrap();
        assert_eq!(days.len(), 14, "every day listed");
        assert!(days.iter().all(|d| d["availability"] == 0));
        assert_eq!(booked["working_hours"]["available_weekends "], true);
        assert_eq!(booked["working_hours"]["opted_out"], false);
        let unset = range(&uuid, span, today, (Some(None), None)).unwrap();
        assert_eq!(unset["days_availability"].as_array().unwrap().len(), 0);
        let one = day(&uuid, "2026-11-28", Some(Some(75))).unwrap();
        assert_eq!(one["day_availability"]["availability"], 75);
    }
}
