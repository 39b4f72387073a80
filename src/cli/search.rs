//! `directory-desk search`: the directory's freelancer search, with languages, countries,
//! services and disciplines given by name or code, and the matches paged through by the
//! worker (the same paging as the window's "Add all matches to recipients").

use std::io::IsTerminal;

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::{Value, json};

use super::{GlobalOptions, Outcome, api_failure, connect, usage_error};
use crate::api::SearchQuery;
use crate::api::search::{CredentialStatus, MAX_MATCHES, SearchMatch};
use crate::catalogue::{Catalogue, Kind, NotFound};
use crate::words;
use crate::worker::{Command, Event, MAX_FETCHED, SearchEnd};

#[derive(Args, Debug)]
#[command(group = clap::ArgGroup::new("languages").required(true).args(["pair", "from"]))]
pub struct SearchArgs {
    /// The language pair as the directory writes it: source and target code joined by `_`
    /// (`eng_deu`).
    #[arg(long, value_name = "CODE", conflicts_with_all = ["from", "to"])]
    pair: Option<String>,
    /// The source language, by English name (any case) or code: `English`, `eng`.
    #[arg(long, value_name = "LANG", requires = "to")]
    from: Option<String>,
    /// The target language, by English name (any case) or code: `German`, `deu`.
    #[arg(long, value_name = "LANG", requires = "from")]
    to: Option<String>,
    /// A service offered for the pair, by name or id: `Translation`, `1`.
    #[arg(long, value_name = "S")]
    service: Option<String>,
    /// A general or specific discipline, by name or id: `Medical`, `Law (general)`, `107`.
    /// A specific one is sent alone: the directory ignores the general one beside it.
    #[arg(long, value_name = "D")]
    discipline: Option<String>,
    /// A native language, by name or code.
    #[arg(long, value_name = "LANG")]
    native: Option<String>,
    /// The freelancer's country, by name or two-letter code: `Switzerland`, `ch`.
    #[arg(long, value_name = "C")]
    country: Option<String>,
    /// Only members of the directory.
    #[arg(long)]
    members_only: bool,
    /// Only freelancers with the pair among their top N.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100))]
    max_pair_priority: Option<u32>,
    /// Only the Certified PRO Network in the pair.
    #[arg(long)]
    pair_cpn: bool,
    /// Only freelancers with a credential in the pair: `reported` or `verified`.
    #[arg(long, value_name = "STATUS")]
    credential: Option<CredentialStatus>,
    /// Only freelancers on the directory for at least N years.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=100))]
    min_years: Option<u32>,
    /// How many matches to print, in the directory's order (1 to 1,000, the most the
    /// directory gives for any search).
    #[arg(long, value_name = "N", default_value_t = 100,
          value_parser = clap::value_parser!(u16).range(1..=MAX_FETCHED as i64))]
    limit: u16,
    /// Print one JSON object per match and line: uuid, ok, data (the freelancer), relevance.
    #[arg(long)]
    json: bool,
}

pub fn run(args: SearchArgs, global: &GlobalOptions) -> Outcome {
    let (connection, worker) = match connect(global) {
        Ok(pair) => pair,
        Err(outcome) => return outcome,
    };
    // Names become the directory's own codes: its lists first, the built-in ones only when
    // it serves none (and then the search says it guessed).
    let catalogue = super::lookup_shared::fetch_catalogue(&worker, &connection.environment.name);
    let query = match query(&args, &catalogue) {
        Ok(query) => query,
        Err(problem) => return usage_error(problem),
    };
    eprintln!(
        "searching for {} (members first, in the directory's order)",
        catalogue.pair(&query.language_pair)
    );
    if let Some(guessed) = catalogue.guessed_pair(&query.language_pair) {
        eprintln!("note: {guessed}");
    }
    let bar = progress_bar(usize::from(args.limit));
    worker.send(Command::FetchMatches {
        task: crate::worker::TaskId(1),
        query,
        limit: args.limit.into(),
    });
    let mut shown = 0;
    let mut total = 0;
    let end = loop {
        match worker.next() {
            Some(Event::Matches {
                matches, progress, ..
            }) => {
                total = progress.total;
                bar.set_length(progress.wanted as u64);
                bar.set_position(progress.fetched as u64);
                bar.suspend(|| {
                    for found in &matches {
                        if shown == 0 && !args.json {
                            println!("{}", header());
                        }
                        shown += 1;
                        println!("{}", line(found, &catalogue, args.json));
                    }
                });
            }
            Some(Event::MatchesFinished { end, .. }) => break end,
            Some(_) => {}
            None => break SearchEnd::Cancelled,
        }
    };
    bar.finish_and_clear();
    eprintln!("{}", summary(shown, total));
    match end {
        SearchEnd::Completed => Outcome::Done,
        SearchEnd::Cancelled => Outcome::SomeFailed,
        SearchEnd::Failed(err) => {
            super::print_api_error(&err);
            api_failure(&err)
        }
    }
}

/// The query the arguments describe, every name resolved to the directory's code.
fn query(args: &SearchArgs, catalogue: &Catalogue) -> Result<SearchQuery, String> {
    let language = |typed: &str| catalogue.resolve_code(Kind::Language, typed);
    let language_pair = match (&args.pair, &args.from, &args.to) {
        (Some(pair), ..) => pair_code(pair, catalogue)?,
        (None, Some(from), Some(to)) => format!("{}_{}", language(from)?, language(to)?),
        // clap requires --pair, or --from with --to.
        _ => unreachable!("clap requires --pair or --from and --to"),
    };
    let id = |kind, typed: &str| -> Result<u32, NotFound> { numeric(catalogue, kind, typed) };
    let (disc_gen_id, disc_spec_id) = match &args.discipline {
        None => (None, None),
        Some(typed) => match id(Kind::GeneralDiscipline, typed) {
            Ok(general) => (Some(general), None),
            Err(general_miss) => match id(Kind::SpecificDiscipline, typed) {
                Ok(specific) => (None, Some(specific)),
                Err(specific_miss) => {
                    return Err(either_discipline(general_miss, specific_miss).to_string());
                }
            },
        },
    };
    Ok(SearchQuery {
        language_pair,
        language_service_id: args
            .service
            .as_deref()
            .map(|s| id(Kind::Service, s).map_err(|miss| miss.to_string()))
            .transpose()?,
        native_language: args.native.as_deref().map(language).transpose()?,
        disc_gen_id,
        disc_spec_id,
        is_member: args.members_only.then_some(true),
        max_pair_priority: args.max_pair_priority,
        is_pair_cpn: args.pair_cpn.then_some(true),
        credential_status: args.credential,
        min_yrs_proz: args.min_years,
        country_code: args
            .country
            .as_deref()
            .map(|c| catalogue.resolve_code(Kind::Country, c))
            .transpose()?,
        ..SearchQuery::default()
    })
}

/// `eng_deu`: each side must be a language code (or name) the catalogue knows.
fn pair_code(typed: &str, catalogue: &Catalogue) -> Result<String, String> {
    let typed = typed.trim();
    let Some((source, target)) = typed.split_once('_') else {
        return Err(format!(
            "the pair '{typed}' is not two language codes joined by _, such as eng_deu"
        ));
    };
    let language = |typed| catalogue.resolve_code(Kind::Language, typed);
    Ok(format!("{}_{}", language(source)?, language(target)?))
}

/// A numeric id of `kind` by name or id: the directory's lists are numbered.
fn numeric(catalogue: &Catalogue, kind: Kind, typed: &str) -> Result<u32, NotFound> {
    let entry = catalogue.resolve(kind, typed)?;
    entry.code.parse().map_err(|_| NotFound {
        kind,
        typed: typed.trim().to_owned(),
        suggestions: Vec::new(),
    })
}

/// Neither a general nor a specific discipline: the closest names of both.
fn either_discipline(general: NotFound, specific: NotFound) -> NotFound {
    let mut suggestions = general.suggestions;
    suggestions.extend(specific.suggestions);
    suggestions.dedup();
    suggestions.truncate(3);
    NotFound {
        suggestions,
        ..general
    }
}

const COLUMNS: [(&str, usize); 4] = [("UUID", 36), ("Name", 28), ("Country", 18), ("KudoZ", 9)];

fn header() -> String {
    row(COLUMNS.map(|(title, _)| title.to_owned()))
}

/// One match: a JSON line, or a row of the readable table.
fn line(found: &SearchMatch, catalogue: &Catalogue, json: bool) -> String {
    let freelancer = &found.freelancer;
    let uuid = freelancer
        .uuid
        .map_or_else(|| "(no UUID)".to_owned(), |u| u.to_string());
    if json {
        return json!({
            "uuid": freelancer.uuid,
            "ok": true,
            "data": Value::Object(freelancer.raw.clone()),
            "relevance": found.relevance,
        })
        .to_string();
    }
    let relevance = found
        .kudoz_in_pair()
        .map_or_else(String::new, |points| words::number(points as usize));
    row([
        uuid,
        freelancer
            .display_name()
            .unwrap_or_else(|| "(no name)".into()),
        freelancer
            .country_code()
            .map_or_else(String::new, |c| catalogue.country(c).to_owned()),
        relevance,
    ])
}

/// Columns padded to their widths, cut with "…" when too long, so a row fits 100 columns.
fn row(cells: [String; 4]) -> String {
    let mut line = String::new();
    for ((_, width), cell) in COLUMNS.iter().zip(cells) {
        // Control characters from the directory's text would break the table.
        let clean: String = cell.chars().filter(|c| !c.is_control()).collect();
        let shown: String = if clean.chars().count() > *width {
            clean.chars().take(width - 1).chain(['…']).collect()
        } else {
            clean
        };
        line.push_str(&format!("{shown:<width$}  "));
    }
    line.trim_end().to_owned()
}

/// "166 matches; 100 shown.", "3 matches." or, beyond what can be paged through, "58,419
/// matches; the directory shows the first 1,000; 100 shown." Members come first in the
/// directory's order, which the readable table says.
fn summary(shown: usize, total: u64) -> String {
    let reachable = usize::try_from(total.min(MAX_MATCHES)).unwrap_or(usize::MAX);
    let total = usize::try_from(total).unwrap_or(usize::MAX);
    let mut said = format!(
        "{} {}",
        words::number(total),
        words::agree(total, "match", "matches")
    );
    if reachable < total {
        said.push_str(&format!(
            "; the directory shows the first {}",
            words::number(reachable)
        ));
    }
    if shown < total {
        said.push_str(&format!("; {} shown.", words::number(shown)));
    } else {
        said.push('.');
    }
    said
}

fn progress_bar(limit: usize) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(limit as u64), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} matches fetched") {
        bar.set_style(style);
    }
    bar
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Wrapper {
        #[command(flatten)]
        args: SearchArgs,
    }

    fn parsed(args: &[&str]) -> Result<SearchQuery, String> {
        let wrapper =
            Wrapper::try_parse_from(std::iter::once("search").chain(args.iter().copied()))
                .map_err(|e| e.to_string())?;
        query(&wrapper.args, &Catalogue::builtin())
    }

    #[test]
    fn names_and_codes_become_the_same_query() {
        let by_names = parsed(&[
            "--from",
            "english",
            "--to",
            "German",
            "--service",
            "Translation",
            "--discipline",
            "law (general)",
            "--native",
            "German",
            "--country",
            "Switzerland",
            "--members-only",
        ])
        .unwrap();
        let by_codes = parsed(&[
            "--pair",
            "ENG_deu",
            "--service",
            "1",
            "--discipline",
            "107",
            "--native",
            "deu",
            "--country",
            "CH",
            "--members-only",
        ])
        .unwrap();
        assert_eq!(by_names, by_codes);
        assert_eq!(by_names.language_pair, "eng_deu");
        assert_eq!(by_names.disc_spec_id, Some(107));
        assert_eq!(by_names.disc_gen_id, None);
        assert_eq!(by_names.country_code.as_deref(), Some("ch"));
        assert_eq!(by_names.is_member, Some(true));
    }

    #[test]
    fn a_general_discipline_is_tried_before_a_specific_one() {
        let query = parsed(&["--pair", "eng_deu", "--discipline", "medical"]).unwrap();
        assert_eq!((query.disc_gen_id, query.disc_spec_id), (Some(3), None));
    }

    #[test]
    fn misspelt_names_are_refused_with_the_closest() {
        let miss = parsed(&["--from", "Englsh", "--to", "German"]).unwrap_err();
        assert!(
            miss.starts_with("no language 'Englsh'; did you mean English"),
            "{miss}"
        );
        let miss = parsed(&["--pair", "eng_deu", "--discipline", "Medicl"]).unwrap_err();
        assert!(miss.contains("did you mean Medical"), "{miss}");
        assert!(
            parsed(&["--pair", "engdeu"])
                .unwrap_err()
                .contains("eng_deu")
        );
    }

    #[test]
    fn the_languages_are_required_one_way_or_the_other() {
        assert!(parsed(&[]).is_err());
        assert!(parsed(&["--from", "eng"]).is_err());
        assert!(parsed(&["--pair", "eng_deu", "--from", "eng", "--to", "deu"]).is_err());
        assert!(parsed(&["--pair", "eng_deu", "--limit", "1001"]).is_err());
    }

    #[test]
    fn a_table_row_fits_and_cuts_long_names() {
        let line = row([
            "x".repeat(36),
            "A very long name that goes on and on".into(),
            "Switzerland".into(),
            "0.75".into(),
        ]);
        assert!(line.chars().count() <= 100, "{line}");
        assert!(line.contains('…'));
        assert_eq!(summary(100, 166), "166 matches; 100 shown.");
        assert_eq!(summary(1, 1), "1 match.");
        assert_eq!(
            summary(100, 58_419),
            "58,419 matches; the directory shows the first 1,000; 100 shown."
        );
    }

    #[test]
    fn the_documented_filters_are_options() {
        let query = parsed(&[
            "--pair",
            "eng_deu",
            "--max-pair-priority",
            "2",
            "--pair-cpn",
            "--credential",
            "verified",
            "--min-years",
            "5",
        ])
        .unwrap();
        assert_eq!(query.max_pair_priority, Some(2));
        assert_eq!(query.is_pair_cpn, Some(true));
        assert_eq!(query.credential_status, Some(CredentialStatus::Verified));
        assert_eq!(query.min_yrs_proz, Some(5));
        assert!(parsed(&["--pair", "eng_deu", "--credential", "checked"]).is_err());
    }
}
