//! `GET /availability/{uuid}?from_date=…&to_date=…` and `GET /availability/{uuid}/{date}`:
//! a freelancer's availability as the directory documents it, in a named wrapper with no
//! envelope (one around it is accepted too):
//! `{"working_hours":{…},"days_availability":[{"date","availability"}…]}` and
//! `{"day_availability":{"date","availability"}}`.
//!
//! A day's `availability` is the percent of the working day free: 0, 25, 50, 75, 100, or
//! `null` (unset). In a range only the days that are set are listed: a day left out is
//! *unset*, never 0. Dates are UTC; working hours (`"09:00:00"`) are in the freelancer's own
//! zone. The documentation's own example writes `"available_weekends "` with a trailing
//! space: keys are read trimmed. Anything else (a value of 500, a date that is no date, an
//! answer of another shape) is refused with what was wrong, never shown.

use std::collections::BTreeMap;

use jiff::civil::{Date, Time};
use serde_json::{Map, Value};

/// The values a day's availability may take.
pub const LEVELS: [u8; 5] = [0, 25, 50, 75, 100];
/// More days than this in one answer is no availability calendar.
pub const MAX_DAYS: usize = 1_000;

/// When the freelancer works, in their own zone.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WorkingHours {
    pub workday_start: Option<Time>,
    pub workday_end: Option<Time>,
    pub opted_out: Option<bool>,
    pub available_off_hours: Option<bool>,
    pub available_weekends: Option<bool>,
}

/// A range's answer: the working hours and the days that are set (a day not in `days` is
/// unset). `None` as a day's value is a day listed as unset.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Availability {
    pub working_hours: Option<WorkingHours>,
    pub days: BTreeMap<Date, Option<u8>>,
}

impl Availability {
    /// The day's value: `Some(percent)` when set, `None` when unset (listed as null, or not
    /// listed at all).
    pub fn on(&self, date: Date) -> Option<u8> {
        self.days.get(&date).copied().flatten()
    }
}

/// A day's value as people read it: "75%", or "unset" (never "0%": unset is not 0).
pub fn level_text(level: Option<u8>) -> String {
    level.map_or_else(|| "unset".to_owned(), |percent| format!("{percent}%"))
}

/// "09:00" from a time of day.
fn clock(time: Time) -> String {
    format!("{:02}:{:02}", time.hour(), time.minute())
}

impl WorkingHours {
    /// "09:00–20:00", when both ends are known.
    pub fn span(&self) -> Option<String> {
        Some(format!(
            "{}–{}",
            clock(self.workday_start?),
            clock(self.workday_end?)
        ))
    }

    /// The working day of `date` in the freelancer's zone `theirs`, as times of day in the
    /// zone `mine`: "09:00–20:00 their time" is "10:00–21:00" for a coordinator an hour
    /// east. `None` when a time is missing or the zones cannot place it.
    pub fn converted(
        &self,
        date: Date,
        theirs: &jiff::tz::TimeZone,
        mine: &jiff::tz::TimeZone,
    ) -> Option<String> {
        let moved = |time: Time| -> Option<String> {
            let zoned = date
                .to_datetime(time)
                .to_zoned_datetime(theirs.clone())
                .ok()?;
            Some(clock(zoned.with_time_zone(mine.clone()).time()))
        };
        Some(format!(
            "{}–{}",
            moved(self.workday_start?)?,
            moved(self.workday_end?)?
        ))
    }

    /// "weekends: no; off hours: yes", what is known of it; "opted out" first when so.
    pub fn terms(&self) -> String {
        let yes_no = |on: bool| if on { "yes" } else { "no" };
        let mut terms = Vec::new();
        if self.opted_out == Some(true) {
            terms.push("opted out of showing availability".to_owned());
        }
        if let Some(on) = self.available_weekends {
            terms.push(format!("weekends: {}", yes_no(on)));
        }
        if let Some(on) = self.available_off_hours {
            terms.push(format!("off hours: {}", yes_no(on)));
        }
        terms.join("; ")
    }
}

/// One day's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayAvailability {
    pub date: Date,
    /// `None`: unset.
    pub availability: Option<u8>,
}

/// The object under `key`, bare or inside the envelope's `data`.
fn wrapped<'a>(body: &'a Value, key: &str) -> Option<&'a Map<String, Value>> {
    let object = body.as_object()?;
    field(object, key)
        .or_else(|| field(object.get("data")?.as_object()?, key))
        .and_then(Value::as_object)
}

/// Reads a range's answer.
pub fn read_range(body: &Value) -> Result<Availability, String> {
    let has = |key| wrapped(body, key).is_some() || list(body).is_some();
    if !has("working_hours") && !has("days_availability") {
        return Err("the availability answer has neither working hours nor days".into());
    }
    let working_hours = wrapped(body, "working_hours").map(read_hours).transpose()?;
    let mut days = BTreeMap::new();
    if let Some(items) = list(body) {
        if items.len() > MAX_DAYS {
            return Err(format!(
                "the availability answer lists {} days; at most {MAX_DAYS} are read",
                items.len()
            ));
        }
        for item in items {
            let day = read_day_object(item.as_object().ok_or("a day that is not an object")?)?;
            days.insert(day.date, day.availability);
        }
    }
    Ok(Availability {
        working_hours,
        days,
    })
}

/// `days_availability`, bare or inside the envelope.
fn list(body: &Value) -> Option<&Vec<Value>> {
    let object = body.as_object()?;
    field(object, "days_availability")
        .or_else(|| field(object.get("data")?.as_object()?, "days_availability"))
        .and_then(Value::as_array)
}

/// Reads one day's answer.
pub fn read_day(body: &Value) -> Result<DayAvailability, String> {
    let object =
        wrapped(body, "day_availability").ok_or("the answer has no `day_availability` object")?;
    read_day_object(object)
}

fn field<'a>(object: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    object
        .iter()
        .find(|(name, _)| name.trim() == key)
        .map(|(_, value)| value)
}

fn read_day_object(object: &Map<String, Value>) -> Result<DayAvailability, String> {
    let date = field(object, "date")
        .and_then(Value::as_str)
        .ok_or("a day without a date")?;
    let date: Date = date
        .trim()
        .get(..10)
        .and_then(|day| day.parse().ok())
        .ok_or_else(|| format!("'{date}' is not a date"))?;
    let availability = match field(object, "availability") {
        None | Some(Value::Null) => None,
        Some(value) => Some(level(value)?),
    };
    Ok(DayAvailability { date, availability })
}

/// 0, 25, 50, 75 or 100, as a number or a numeric string.
fn level(value: &Value) -> Result<u8, String> {
    let number = match value {
        Value::Number(n) => n.as_u64(),
        Value::String(text) => text.trim().parse().ok(),
        _ => None,
    };
    number
        .and_then(|n| u8::try_from(n).ok())
        .filter(|n| LEVELS.contains(n))
        .ok_or_else(|| format!("availability {value} is not 0, 25, 50, 75 or 100"))
}

fn read_hours(object: &Map<String, Value>) -> Result<WorkingHours, String> {
    let time = |key: &str| -> Result<Option<Time>, String> {
        match field(object, key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(text)) if text.trim().is_empty() => Ok(None),
            Some(Value::String(text)) => text
                .trim()
                .parse::<Time>()
                .map(Some)
                .map_err(|_| format!("'{text}' is not a time of day")),
            Some(other) => Err(format!("{other} is not a time of day")),
        }
    };
    let flag = |key: &str| match field(object, key) {
        Some(Value::Bool(on)) => Some(*on),
        Some(Value::Number(n)) => n.as_u64().map(|n| n != 0),
        Some(Value::String(text)) => match text.trim() {
            "1" | "true" | "yes" => Some(true),
            "0" | "false" | "no" => Some(false),
            _ => None,
        },
        _ => None,
    };
    Ok(WorkingHours {
        workday_start: time("workday_start")?,
        workday_end: time("workday_end")?,
        opted_out: flag("opted_out"),
        available_off_hours: flag("available_off_hours"),
        available_weekends: flag("available_weekends"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    #[test]
    fn a_range_reads_hours_and_only_the_days_that_are_set() {
        let answer = json!({
            "working_hours": {
                "workday_start": "09:00:00",
                "workday_end": "20:00:00",
                "opted_out": false,
                "available_off_hours": true,
                "available_weekends ": false
            },
            "days_availability": [
                {"self_link": "x", "user": "y", "date": "2016-05-23", "availability": 75},
                {"date": "2016-05-24", "availability": 0},
                {"date": "2016-05-25", "availability": null}
            ]
        });
        for body in [answer.clone(), json!({"success": 1, "data": answer})] {
            let read = read_range(&body).unwrap();
            let hours = read.working_hours.clone().unwrap();
            assert_eq!(hours.workday_start, Some(Time::constant(9, 0, 0, 0)));
            assert_eq!(hours.workday_end, Some(Time::constant(20, 0, 0, 0)));
            assert_eq!(
                hours.available_weekends,
                Some(false),
                "the key with a space"
            );
            assert_eq!(hours.available_off_hours, Some(true));
            assert_eq!(read.on(date("2016-05-23")), Some(75));
            assert_eq!(read.on(date("2016-05-24")), Some(0), "0 is set");
            assert_eq!(read.on(date("2016-05-25")), None, "null is unset");
            assert_eq!(read.on(date("2016-05-26")), None, "left out is unset");
        }
    }

    #[test]
    fn working_hours_read_in_the_coordinators_zone() {
        let hours = WorkingHours {
            workday_start: Some(Time::constant(9, 0, 0, 0)),
            workday_end: Some(Time::constant(20, 0, 0, 0)),
            opted_out: Some(false),
            available_off_hours: Some(true),
            available_weekends: Some(false),
        };
        let zone = |name| jiff::tz::TimeZone::get(name).unwrap();
        let day = date("2026-11-26");
        assert_eq!(hours.span().as_deref(), Some("09:00–20:00"));
        assert_eq!(
            hours
                .converted(day, &zone("Europe/London"), &zone("Europe/Berlin"))
                .as_deref(),
            Some("10:00–21:00")
        );
        assert_eq!(
            hours
                .converted(day, &zone("Asia/Kolkata"), &zone("UTC"))
                .as_deref(),
            Some("03:30–14:30")
        );
        assert_eq!(hours.terms(), "weekends: no; off hours: yes");
        assert_eq!(level_text(Some(0)), "0%");
        assert_eq!(level_text(None), "unset");
    }

    #[test]
    fn one_day_reads_set_or_unset() {
        let day =
            read_day(&json!({"day_availability": {"date": "2016-05-23", "availability": "50"}}))
                .unwrap();
        assert_eq!((day.date, day.availability), (date("2016-05-23"), Some(50)));
        let unset =
            read_day(&json!({"day_availability": {"date": "2016-05-23", "availability": null}}))
                .unwrap();
        assert_eq!(unset.availability, None);
    }

    #[test]
    fn absurd_values_and_other_shapes_are_refused() {
        let refused = |body: Value| read_range(&body).unwrap_err();
        assert!(
            refused(json!({"days_availability": [{"date": "2016-05-23", "availability": 500}]}))
                .contains("500"),
        );
        assert!(
            refused(json!({"days_availability": [{"date": "soon", "availability": 50}]}))
                .contains("not a date")
        );
        assert!(refused(json!({"availability": 50})).contains("neither"));
        assert!(refused(json!({"working_hours": {"workday_start": "nine"}})).contains("nine"));
        let many: Vec<Value> = (0..=MAX_DAYS)
            .map(|_| json!({"date": "2016-05-23", "availability": 0}))
            .collect();
        assert!(refused(json!({ "days_availability": many })).contains("at most"));
        assert!(read_day(&json!({"day_availability": {"availability": 25}})).is_err());
        assert!(read_day(&json!([1, 2])).is_err());
    }
}
