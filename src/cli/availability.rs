//! `directory-desk availability UUID... [--from DATE] [--to DATE] [--json]`: freelancers'
//! availability as the directory gives it (`GET /availability/{uuid}`), fetched by the
//! worker at the bulk concurrency: working hours in their own time, and each day from
//! `--from` (default today, UTC) to `--to` (default 13 days later), a day the freelancer has
//! not set shown as unset, never as 0.

use clap::Args;
use jiff::ToSpan;
use jiff::civil::Date;
use serde_json::{Value, json};
use uuid::Uuid;

use super::{GlobalOptions, Outcome, api_failure, connect, print_json, usage_error};
use crate::api::ApiError;
use crate::api::availability::{Availability, level_text};
use crate::worker::{AvailabilityEnd, Command, Event};

/// Days shown when `--to` is not given: two weeks.
const DEFAULT_DAYS: i64 = 14;
/// The most days one run asks for.
const MAX_DAYS: i64 = 366;

#[derive(Args, Debug)]
pub struct AvailabilityArgs {
    /// The freelancers, by UUID.
    #[arg(value_name = "UUID", required = true)]
    uuids: Vec<String>,
    /// The first day (YYYY-MM-DD, UTC); default today.
    #[arg(long, value_name = "DATE")]
    from: Option<Date>,
    /// The last day (YYYY-MM-DD, UTC); default 13 days after the first.
    #[arg(long, value_name = "DATE")]
    to: Option<Date>,
    /// Print one JSON object per freelancer and line: uuid, ok, working_hours, days (every
    /// day asked for, `availability` null when unset), or error.
    #[arg(long)]
    json: bool,
}

pub fn run(args: AvailabilityArgs, global: &GlobalOptions) -> Outcome {
    let (uuids, (from, to)) = match checked(&args) {
        Ok(checked) => checked,
        Err(problem) => return usage_error(problem),
    };
    let (_connection, worker) = match connect(global) {
        Ok(pair) => pair,
        Err(outcome) => return outcome,
    };
    worker.send(Command::Availability {
        task: crate::worker::TaskId(1),
        uuids: uuids.clone(),
        from,
        to,
    });
    let mut answers = std::collections::HashMap::new();
    let end = loop {
        match worker.next() {
            Some(Event::Availability { uuid, result, .. }) => {
                answers.insert(uuid, result);
            }
            Some(Event::AvailabilityFinished { end, .. }) => break end,
            Some(_) => {}
            None => break AvailabilityEnd::Cancelled,
        }
    };
    if let AvailabilityEnd::Stopped(err) = &end {
        // Said once, not once per freelancer.
        eprintln!("error: {}", stopped_words(err));
        return api_failure(err);
    }
    let mut failed = 0;
    for uuid in &uuids {
        match answers.remove(uuid) {
            Some(Ok(availability)) if args.json => {
                print_json(&json_line(*uuid, &availability, from, to))
            }
            Some(Ok(availability)) => print!("{}", text(*uuid, &availability, from, to)),
            Some(Err(err)) => {
                failed += 1;
                let said = err.explained().plain;
                if args.json {
                    print_json(&json!({"uuid": uuid, "ok": false, "error": said}));
                } else {
                    eprintln!("{uuid}: {said}");
                }
            }
            None => failed += 1,
        }
    }
    if failed > 0 || !matches!(end, AvailabilityEnd::Completed) {
        Outcome::SomeFailed
    } else {
        Outcome::Done
    }
}

/// The UUIDs and the dates, or what is wrong with them.
fn checked(args: &AvailabilityArgs) -> Result<(Vec<Uuid>, (Date, Date)), String> {
    let mut uuids = Vec::new();
    for typed in &args.uuids {
        let uuid = Uuid::try_parse(typed.trim()).map_err(|_| format!("'{typed}' is not a UUID"))?;
        if !uuids.contains(&uuid) {
            uuids.push(uuid);
        }
    }
    let today = jiff::Timestamp::now()
        .to_zoned_datetime(jiff::tz::TimeZone::UTC)
        .date();
    let from = args.from.unwrap_or(today);
    let to = match args.to {
        Some(to) => to,
        None => from
            .checked_add((DEFAULT_DAYS - 1).days())
            .map_err(|e| e.to_string())?,
    };
    if to < from {
        return Err(format!("--to {to} is before --from {from}"));
    }
    let days = from
        .until(to)
        .map_or(i64::MAX, |span| i64::from(span.get_days()));
    if days >= MAX_DAYS {
        return Err(format!("at most {MAX_DAYS} days at a time"));
    }
    Ok((uuids, (from, to)))
}

fn stopped_words(err: &ApiError) -> String {
    match err {
        ApiError::NotAvailable { .. } => {
            "this directory does not publish freelancers' availability (it answered 404)".into()
        }
        other => other.explained().for_terminal(),
    }
}

fn days(from: Date, to: Date) -> impl Iterator<Item = Date> {
    from.series(1.day()).take_while(move |date| *date <= to)
}

fn json_line(uuid: Uuid, availability: &Availability, from: Date, to: Date) -> Value {
    let hours = availability.working_hours.as_ref().map(|hours| {
        let time = |t: Option<jiff::civil::Time>| t.map(|t| t.strftime("%H:%M:%S").to_string());
        json!({
            "workday_start": time(hours.workday_start),
            "workday_end": time(hours.workday_end),
            "opted_out": hours.opted_out,
            "available_off_hours": hours.available_off_hours,
            "available_weekends": hours.available_weekends,
        })
    });
    let days: Vec<Value> = days(from, to)
        .map(|date| json!({"date": date.to_string(), "availability": availability.on(date)}))
        .collect();
    json!({"uuid": uuid, "ok": true, "working_hours": hours, "days": days})
}

/// The freelancer's hours (their own time), then one line per day.
fn text(uuid: Uuid, availability: &Availability, from: Date, to: Date) -> String {
    let mut out = format!("{uuid}\n");
    if let Some(hours) = &availability.working_hours {
        let span = hours.span().unwrap_or_else(|| "not given".into());
        let terms = hours.terms();
        let terms = if terms.is_empty() {
            String::new()
        } else {
            format!("; {terms}")
        };
        out.push_str(&format!("  working hours {span} their time{terms}\n"));
    }
    for date in days(from, to) {
        out.push_str(&format!(
            "  {date} {}  {}\n",
            date.strftime("%a"),
            level_text(availability.on(date))
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Wrapper {
        #[command(flatten)]
        args: AvailabilityArgs,
    }

    fn parsed(args: &[&str]) -> Result<(Vec<Uuid>, (Date, Date)), String> {
        let wrapper =
            Wrapper::try_parse_from(std::iter::once("availability").chain(args.iter().copied()))
                .map_err(|e| e.to_string())?;
        checked(&wrapper.args)
    }

    const ONE: &str = "5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4b";

    #[test]
    fn two_weeks_from_the_first_day_unless_told() {
        let (uuids, (from, to)) = parsed(&[ONE, ONE, "--from", "2026-12-01"]).unwrap();
        assert_eq!(uuids.len(), 1, "once each");
        assert_eq!(
            (from.to_string(), to.to_string()),
            ("2026-12-01".into(), "2026-12-14".into())
        );
        assert!(parsed(&[ONE, "--from", "2026-12-02", "--to", "2026-12-01"]).is_err());
        assert!(parsed(&[ONE, "--from", "2026-01-01", "--to", "2027-06-01"]).is_err());
        assert!(parsed(&["not-a-uuid"]).unwrap_err().contains("not a UUID"));
        assert!(parsed(&[]).is_err());
        assert!(parsed(&[ONE, "--from", "soon"]).is_err());
    }

    #[test]
    fn an_unset_day_is_never_zero() {
        let mut availability = Availability::default();
        let day = |text: &str| -> Date { text.parse().unwrap() };
        availability.days.insert(day("2026-12-01"), Some(0));
        let (from, to) = (day("2026-12-01"), day("2026-12-02"));
        let line = json_line(Uuid::nil(), &availability, from, to);
        assert_eq!(line["days"][0]["availability"], 0);
        assert!(line["days"][1]["availability"].is_null());
        let shown = text(Uuid::nil(), &availability, from, to);
        assert!(shown.contains("2026-12-01 Tue  0%"), "{shown}");
        assert!(shown.contains("2026-12-02 Wed  unset"), "{shown}");
    }
}
