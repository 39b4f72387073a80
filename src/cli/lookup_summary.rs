//! `directory-desk lookup --summary [--json]`: who each UUID is, from the directory's user
//! summaries (`GET /users?uuids=…`, dozens a request, through the worker's
//! `Command::Summaries` and the API layer's reader), one line per UUID in the order the
//! answers arrive: found, unknown (the directory knows no such user), or failed with why.
//! A progress bar on a terminal; Ctrl+C ends it as it ends `lookup`, the lines already
//! printed kept.

use serde_json::{Value, json};

use super::lookup_shared::{fetch_catalogue, progress_bar};
use super::{
    GlobalOptions, Outcome, api_failure, connect, error_json, print_api_error, usage_error,
};
use crate::api::{SummariesEnd, Summary, UserSummary};
use crate::catalogue::{Catalogue, Kind};
use crate::uuids::Extracted;
use crate::worker::{Command, Event, TaskId};

/// What an unknown UUID's line says.
const UNKNOWN: &str = "the directory knows no user with this UUID";

pub fn run(input: Extracted, json: bool, global: &GlobalOptions) -> Outcome {
    for token in &input.invalid {
        eprintln!("not a UUID: {token}");
    }
    if input.uuids.is_empty() {
        return usage_error("no UUIDs found in the input");
    }
    let (connection, worker) = match connect(global) {
        Ok(pair) => pair,
        Err(outcome) => return outcome,
    };
    let catalogue = if json {
        Catalogue::builtin()
    } else {
        fetch_catalogue(&worker, &connection.environment.name)
    };
    let bar = progress_bar(input.uuids.len());
    worker.send(Command::Summaries {
        task: TaskId(1),
        uuids: input.uuids,
    });
    let (end, progress) = loop {
        match worker.next() {
            Some(Event::Summary {
                uuid,
                summary,
                progress,
                ..
            }) => {
                bar.set_position(progress.settled() as u64);
                let uuid = uuid.to_string();
                let line = if json {
                    json_line(&uuid, &summary).to_string()
                } else {
                    if let Summary::Failed(err) = &summary {
                        let details = err.details();
                        bar.suspend(|| eprintln!("  details for {uuid}: {details}"));
                    }
                    text_line(&uuid, &summary, &catalogue)
                };
                bar.suspend(|| println!("{line}"));
            }
            Some(Event::SummariesFinished { end, progress, .. }) => break (end, progress),
            Some(_) => {}
            None => break (SummariesEnd::Cancelled, Default::default()),
        }
    };
    bar.finish_and_clear();
    eprintln!(
        "{} UUIDs: {} found, {} unknown, {} failed, in {} requests{}",
        progress.total,
        progress.found,
        progress.unknown,
        progress.failed,
        progress.requests,
        if input.invalid.is_empty() {
            String::new()
        } else {
            format!("; {} tokens were not UUIDs", input.invalid.len())
        }
    );
    let all_found = progress.found == progress.total && input.invalid.is_empty();
    match end {
        SummariesEnd::SignedOut(err) => {
            print_api_error(&err);
            eprintln!("stopped early: the remaining lookups would be refused the same way");
            api_failure(&err)
        }
        SummariesEnd::Cancelled => Outcome::SomeFailed,
        SummariesEnd::Completed if all_found => Outcome::Done,
        SummariesEnd::Completed => Outcome::SomeFailed,
    }
}

/// `{"uuid", "ok": true, "summary": {as sent}}`, or `ok: false` with why: `"unknown": true`
/// for a user the directory does not know, the error's fields for a failure.
fn json_line(uuid: &str, summary: &Summary) -> Value {
    match summary {
        Summary::Found(found) => {
            json!({"uuid": uuid, "ok": true, "summary": Value::Object(found.raw.clone())})
        }
        Summary::Unknown => {
            json!({"uuid": uuid, "ok": false, "unknown": true, "message": UNKNOWN, "status": 404})
        }
        Summary::Failed(err) => {
            let mut line = json!({"uuid": uuid, "ok": false, "unknown": false});
            if let (Value::Object(line), Value::Object(error)) = (&mut line, error_json(err)) {
                line.extend(error);
            }
            line
        }
    }
}

/// One tab-separated line: uuid, name, account type, membership, country, time zone, native
/// languages; or the uuid and why there is none.
fn text_line(uuid: &str, summary: &Summary, catalogue: &Catalogue) -> String {
    match summary {
        Summary::Found(found) => found_line(uuid, found, catalogue),
        Summary::Unknown => format!("{uuid}\tunknown: {UNKNOWN}"),
        Summary::Failed(err) => format!("{uuid}\terror: {}", err.plain_words()),
    }
}

fn found_line(uuid: &str, found: &UserSummary, catalogue: &Catalogue) -> String {
    let shown = |value: Option<&str>| value.unwrap_or("(not shown)").to_owned();
    let membership = match (found.is_proz_member, found.proz_membership_type.as_deref()) {
        (Some(true), Some(kind)) => format!("member ({kind})"),
        (Some(true), None) => "member".to_owned(),
        (Some(false), _) => "not a member".to_owned(),
        (None, _) => "membership (not shown)".to_owned(),
    };
    let membership = match (found.is_cpn, found.cpn_language_pair.as_deref()) {
        (Some(true), Some(pair)) => format!("{membership}, CPN in {}", catalogue.pair(pair)),
        (Some(true), None) => format!("{membership}, CPN"),
        _ => membership,
    };
    let native = if found.native_languages.is_empty() {
        "native: (not shown)".to_owned()
    } else {
        let names: Vec<&str> = found
            .native_languages
            .iter()
            .map(|code| catalogue.language(code))
            .collect();
        format!("native: {}", names.join(", "))
    };
    [
        uuid.to_owned(),
        shown(found.site_name.as_deref()),
        shown(
            found
                .account_type
                .as_deref()
                .map(|code| catalogue.shown(Kind::AccountType, code)),
        ),
        membership,
        shown(found.country.as_deref().map(|code| catalogue.country(code))),
        shown(found.timezone.as_deref()),
        native,
    ]
    .join("\t")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::models::FromRaw;

    #[test]
    fn a_line_names_the_codes_and_says_what_is_not_shown() {
        let Value::Object(raw) = json!({
            "site_name": "Lea Keller", "account_type": 2, "country": "ch",
            "timezone": "Europe/Zurich", "is_proz_member": true,
            "proz_membership_type": "individual", "is_cpn": true,
            "cpn_language_pair": "deu_fra", "native_languages": ["deu"]
        }) else {
            unreachable!("an object")
        };
        let found = Summary::Found(Box::new(UserSummary::from_raw(raw)));
        assert_eq!(
            text_line("u", &found, &Catalogue::builtin()),
            "u\tLea Keller\tFreelance translator and/or interpreter\tmember (individual), \
             CPN in German → French\tSwitzerland\tEurope/Zurich\tnative: German"
        );
        let bare = Summary::Found(Box::default());
        assert_eq!(
            text_line("u", &bare, &Catalogue::builtin()),
            "u\t(not shown)\t(not shown)\tmembership (not shown)\t(not shown)\t(not shown)\t\
             native: (not shown)"
        );
        assert_eq!(
            text_line("u", &Summary::Unknown, &Catalogue::builtin()),
            format!("u\tunknown: {UNKNOWN}")
        );
    }

    #[test]
    fn json_says_ok_and_why_not() {
        let unknown = json_line("u", &Summary::Unknown);
        assert_eq!(unknown["ok"], json!(false));
        assert_eq!(unknown["unknown"], json!(true));
        let failed = json_line(
            "u",
            &Summary::Failed(crate::api::ApiError::Rejected {
                status: 403,
                messages: Default::default(),
            }),
        );
        assert_eq!(failed["ok"], json!(false));
        assert_eq!(failed["unknown"], json!(false));
        assert_eq!(failed["status"], json!(403));
    }
}
