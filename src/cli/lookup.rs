//! `directory-desk lookup`: bulk freelancer lookup from arguments, a file or stdin. Its lines
//! for people name the directory's codes (countries, languages, account types) from the
//! directory's own code lists, or the built-in names; `--json` prints the profiles as sent.

use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::{Value, json};

use super::lookup_shared::{fetch_catalogue, progress_bar};
use super::{
    GlobalOptions, Outcome, api_failure, connect, error_json, print_api_error, read_input,
    usage_error,
};
use crate::api::Freelancer;
use crate::catalogue::{Catalogue, Kind};
use crate::uuids::{self, Extracted};
use crate::worker::{Command, Event, LookupEnd};

#[derive(Args, Debug)]
pub struct LookupArgs {
    /// Print one JSON object per UUID and line.
    #[arg(long)]
    json: bool,
    /// Who they are, without skills: user summaries (name, account type, membership, CPN
    /// pair, native languages, time zone, country), dozens per request, instead of one full
    /// profile per request.
    #[arg(long)]
    summary: bool,
    /// Read UUIDs from this file: any text (CSV, profile links, mail), UTF-8 or UTF-16, at
    /// most 50 MiB. `-` is standard input.
    #[arg(long, value_name = "FILE")]
    file: Option<PathBuf>,
    /// UUIDs, or text holding them. With neither these nor --file, standard input is read (at
    /// most 50 MiB).
    #[arg(value_name = "UUID")]
    uuids: Vec<String>,
}

pub fn run(args: LookupArgs, global: &GlobalOptions) -> Outcome {
    let input = match gather(&args) {
        Ok(input) => input,
        Err(outcome) => return outcome,
    };
    if args.summary {
        return super::lookup_summary::run(input, args.json, global);
    }
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
    // JSON carries the codes as sent, so only the lines for people need the names.
    let catalogue = if args.json {
        Catalogue::builtin()
    } else {
        fetch_catalogue(&worker, &connection.environment.name)
    };

    let total = input.uuids.len();
    let bar = progress_bar(total);
    worker.send(Command::LookUp {
        task: crate::worker::TaskId(1),
        uuids: input.uuids,
    });
    let mut failed = 0;
    let end = loop {
        match worker.next() {
            Some(Event::LookedUp {
                uuid,
                result,
                progress,
                ..
            }) => {
                failed = progress.failed;
                bar.set_position((progress.done + progress.failed) as u64);
                let line = match (&result, args.json) {
                    (Ok(freelancer), true) => json!({"uuid": uuid, "ok": true, "data": Value::Object(freelancer.raw.clone())}).to_string(),
                    (Ok(freelancer), false) => text_line(&uuid.to_string(), freelancer, &catalogue),
                    (Err(err), true) => {
                        let mut line = json!({"uuid": uuid, "ok": false});
                        if let (Value::Object(line), Value::Object(error)) = (&mut line, error_json(err)) {
                            line.extend(error);
                        }
                        line.to_string()
                    }
                    (Err(err), false) => {
                        // The row stays one line for scripts; the detail goes to standard error.
                        let details = err.details();
                        bar.suspend(|| eprintln!("  details for {uuid}: {details}"));
                        format!("{uuid}\terror: {}", err.plain_words())
                    }
                };
                bar.suspend(|| println!("{line}"));
            }
            Some(Event::LookupFinished { end, .. }) => break end,
            Some(_) => {}
            None => break LookupEnd::Cancelled,
        }
    };
    bar.finish_and_clear();

    eprintln!(
        "{total} UUIDs: {} found, {failed} failed{}",
        total - failed,
        if input.invalid.is_empty() {
            String::new()
        } else {
            format!("; {} tokens were not UUIDs", input.invalid.len())
        }
    );
    match end {
        LookupEnd::SignedOut(err) => {
            print_api_error(&err);
            eprintln!("stopped early: the remaining lookups would be refused the same way");
            api_failure(&err)
        }
        LookupEnd::Cancelled => Outcome::SomeFailed,
        LookupEnd::Completed if failed > 0 || !input.invalid.is_empty() => Outcome::SomeFailed,
        LookupEnd::Completed => Outcome::Done,
    }
}

fn gather(args: &LookupArgs) -> Result<Extracted, Outcome> {
    let from_arguments = uuids::extract_from_arguments(&args.uuids);
    let text = match &args.file {
        Some(path) => Some(read_input(path)?),
        None if args.uuids.is_empty() => Some(read_input(Path::new("-"))?),
        None => None,
    };
    let from_text = text.map(|text| uuids::extract(&text));
    Ok(Extracted::merged(
        std::iter::once(from_arguments).chain(from_text),
    ))
}

/// One tab-separated line: uuid, name, account type, country, language pairs ("German →
/// French, …") and native languages, codes by their names.
fn text_line(uuid: &str, freelancer: &Freelancer, catalogue: &Catalogue) -> String {
    let shown = |value: Option<&str>| value.unwrap_or("(not shown)").to_owned();
    let pairs: Vec<String> = freelancer
        .language_pair_codes()
        .into_iter()
        .map(|code| catalogue.pair(code))
        .collect();
    let native = freelancer.qualifications.as_ref().map(|q| {
        let names: Vec<&str> = q
            .native_language
            .iter()
            .map(|code| catalogue.language(code))
            .collect();
        format!("native: {}", names.join(", "))
    });
    [
        uuid.to_owned(),
        shown(freelancer.display_name().as_deref()),
        shown(
            freelancer
                .account_type
                .as_deref()
                .map(|code| catalogue.shown(Kind::AccountType, code)),
        ),
        shown(
            freelancer
                .country_code()
                .map(|code| catalogue.country(code)),
        ),
        if pairs.is_empty() {
            "(no language pairs shown)".to_owned()
        } else {
            pairs.join(", ")
        },
        native.unwrap_or_else(|| "native: (not shown)".to_owned()),
    ]
    .join("\t")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_names_the_codes() {
        let raw = serde_json::json!({
            "site_name": "Lea Keller",
            "account_type": 2,
            "contact_info": {"country_code": "ch"},
            "skills": {"language_pairs": [{"pair_code": "deu_fra"}, {"pair_code": "eng_deu"}]},
            "qualifications": {"native_language": ["deu", "gsw"]}
        });
        let Value::Object(raw) = raw else {
            unreachable!("an object")
        };
        let freelancer = <Freelancer as crate::api::models::FromRaw>::from_raw(raw);
        assert_eq!(
            text_line("u", &freelancer, &Catalogue::builtin()),
            "u\tLea Keller\tFreelance translator and/or interpreter\tSwitzerland\t\
             German → French, English → German\tnative: German, Swiss German"
        );
        let bare = Freelancer::default();
        assert_eq!(
            text_line("u", &bare, &Catalogue::builtin()),
            "u\t(not shown)\t(not shown)\t(not shown)\t(no language pairs shown)\tnative: (not shown)"
        );
    }
}
