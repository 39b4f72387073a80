//! `directory-desk vendors`: what the agency knows of each freelancer, per environment:
//! status, tags, notes and rates (`set`, `rate`), listed with when they were last messaged
//! (`show`), and carried to and from spreadsheets (`export`, `import`). Works offline: the
//! records live in the local database, next to the outbox journal they read contacts from.
//! On a desk whose directory has a team database, changes go to the team first and listings
//! show the team's records (`cli/team_vendors.rs`).

use std::path::PathBuf;

use clap::{Args, Subcommand};
use uuid::Uuid;

use super::team_vendors::{Listed, TeamDesk, merged, team_desk};
use super::{GlobalOptions, Outcome, open_store, resolve_environment, usage_error};
use crate::catalogue::{Catalogue, Kind};
use crate::outbox::guard::ago;
use crate::store::{
    Amount, Currency, NewRate, RateUnit, Store, VendorChange, VendorFacts, VendorFilter,
    VendorImport, VendorRecord, VendorStatus, check_note, clean_tag, now_ms,
};
use crate::times::{parse_rfc3339, rfc3339};

#[derive(Args, Debug)]
pub struct VendorsArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(Subcommand, Debug)]
enum Action {
    /// Set the status, add or remove tags, or add a note, for one or more freelancers.
    Set {
        #[arg(required = true, value_name = "UUID")]
        uuids: Vec<String>,
        /// active, potential, on hold, too expensive, do not contact; or none to clear it.
        #[arg(long, value_name = "STATUS")]
        status: Option<String>,
        /// Add a tag (repeat for more).
        #[arg(long, value_name = "TAG")]
        tag: Vec<String>,
        /// Remove a tag (repeat for more).
        #[arg(long, value_name = "TAG")]
        untag: Vec<String>,
        /// Add a note, dated now.
        #[arg(long, value_name = "TEXT")]
        note: Option<String>,
    },
    /// Set (or with --remove, remove) a freelancer's rate for a language pair, service and
    /// unit.
    Rate {
        #[arg(value_name = "UUID")]
        uuid: String,
        /// The language pair, as codes or names: eng_deu, or English_German.
        #[arg(long, value_name = "CODE")]
        pair: String,
        /// The service, by name (Translation) or id.
        #[arg(long, value_name = "NAME|ID")]
        service: String,
        /// The amount, exactly as charged: 0.08, 45.
        #[arg(long, value_name = "N", required_unless_present = "remove")]
        amount: Option<String>,
        /// The currency's ISO 4217 code: EUR, USD, GBP…
        #[arg(long, value_name = "CUR", required_unless_present = "remove")]
        currency: Option<String>,
        /// word, hour, page, minute or job.
        #[arg(long, value_name = "UNIT")]
        per: String,
        /// Remove the rate for this pair, service and unit instead.
        #[arg(long, conflicts_with_all = ["amount", "currency"])]
        remove: bool,
    },
    /// List freelancers with a record or a message from this environment.
    Show {
        /// Only these (shown even when nothing is known of them).
        #[arg(value_name = "UUID")]
        uuids: Vec<String>,
        #[arg(long, value_name = "STATUS")]
        status: Option<String>,
        #[arg(long, value_name = "TAG")]
        tag: Option<String>,
        /// One JSON line per freelancer.
        #[arg(long, conflicts_with = "uuids_only")]
        json: bool,
        /// Only each freelancer's UUID, one a line: a file for `offers new --candidates`
        /// or `send --recipients`, which take every UUID they find (a note's among them).
        #[arg(long = "uuids", id = "uuids_only")]
        uuids_only: bool,
    },
    /// Bring name, membership, time zone and country up to date from the directory's user
    /// summaries (dozens a request), and say what changed; without UUIDs, every freelancer
    /// `show` lists. A UUID the directory does not know keeps its record.
    Refresh {
        #[arg(value_name = "UUID")]
        uuids: Vec<String>,
        /// One JSON line per freelancer: `uuid`, `ok`, `changed` (fact, before, after).
        #[arg(long)]
        json: bool,
    },
    /// Write every record as CSV to FILE (or standard output): a row per freelancer, then a
    /// row per note and per rate.
    Export {
        #[arg(value_name = "FILE")]
        file: Option<PathBuf>,
    },
    /// Merge records from a CSV file as `export` writes it: a status replaces the one there,
    /// tags are added, notes are added unless already there, rates replace the one for their
    /// pair, service and unit.
    Import {
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
}

pub fn run(args: VendorsArgs, global: &GlobalOptions) -> Outcome {
    let (environment, mut store) = match resolve_environment(global)
        .and_then(|environment| Ok((open_store(&environment, global)?, environment)))
    {
        Ok((store, environment)) => (environment, store),
        Err(outcome) => return outcome,
    };
    let directory = environment.directory_key();
    let team = match team_desk(global, &directory) {
        Ok(team) => team,
        Err(outcome) => return outcome,
    };
    let context = Context {
        directory,
        environment: environment.name,
        catalogue: Catalogue::builtin(),
        team,
    };
    let result = match args.action {
        Action::Set {
            uuids,
            status,
            tag,
            untag,
            note,
        } => set(
            &mut store,
            &context,
            SetArgs {
                uuids: &uuids,
                status,
                tag,
                untag,
                note,
            },
        ),
        Action::Rate {
            uuid,
            pair,
            service,
            amount,
            currency,
            per,
            remove,
        } => {
            let given = RateArgs {
                pair,
                service,
                amount,
                currency,
                per,
            };
            rate(&mut store, &context, &uuid, &given, remove)
        }
        Action::Show {
            uuids,
            status,
            tag,
            json,
            uuids_only,
        } => {
            let print = match (json, uuids_only) {
                (true, _) => Print::Json,
                (_, true) => Print::Uuids,
                _ => Print::Words,
            };
            show(&store, &context, &uuids, status, tag, print)
        }
        Action::Refresh { uuids, json } => {
            super::vendors_refresh::run(&mut store, &context.directory, &uuids, json, global)
        }
        Action::Export { file } => export(&store, &context, file),
        Action::Import { file } => import(&mut store, &context, &file),
    };
    result.unwrap_or_else(|outcome| outcome)
}

struct Context {
    /// Where the records are kept.
    directory: String,
    /// What messages call it.
    environment: String,
    catalogue: std::sync::Arc<Catalogue>,
    /// The directory's team database, when the desk is in a team.
    team: Option<TeamDesk>,
}

impl Context {
    /// A language pair typed as codes or names (`eng_deu`, `English_German`) as its code.
    fn pair(&self, typed: &str) -> Result<String, String> {
        self.catalogue
            .resolve_pair(typed)
            .map_err(|miss| miss.to_string())
    }

    fn service(&self, typed: &str) -> Result<String, String> {
        self.catalogue.resolve_code(Kind::Service, typed)
    }
}

fn uuids_of(typed: &[String]) -> Result<Vec<Uuid>, Outcome> {
    let found = crate::uuids::extract_from_arguments(typed);
    if let Some(bad) = found.invalid.first() {
        return Err(usage_error(format!("'{bad}' is not a UUID")));
    }
    if found.uuids.is_empty() {
        return Err(usage_error("give at least one freelancer's UUID"));
    }
    Ok(found.uuids)
}

fn status_of(typed: Option<&str>) -> Result<Option<VendorStatus>, Outcome> {
    typed
        .map(|text| VendorStatus::parse(text).map_err(usage_error))
        .transpose()
}

/// What `vendors set` was asked.
struct SetArgs<'a> {
    uuids: &'a [String],
    status: Option<String>,
    tag: Vec<String>,
    untag: Vec<String>,
    note: Option<String>,
}

fn set(store: &mut Store, context: &Context, args: SetArgs<'_>) -> Result<Outcome, Outcome> {
    let SetArgs {
        uuids,
        status,
        tag,
        untag,
        note,
    } = args;
    let uuids = uuids_of(uuids)?;
    if status.is_none() && tag.is_empty() && untag.is_empty() && note.is_none() {
        return Err(usage_error(
            "say what to change: --status, --tag, --untag or --note",
        ));
    }
    let status = match status.as_deref().map(str::trim) {
        Some(clear) if clear.eq_ignore_ascii_case("none") => Some(None),
        other => status_of(other)?.map(Some),
    };
    let mut change = VendorChange {
        status,
        add_tags: tag,
        remove_tags: untag,
        note,
        name: None,
    };
    // The team first: with the team database away, nothing changes anywhere.
    let mut kept_marked = Vec::new();
    if let Some(team) = &context.team {
        let changed = team.change(
            &uuids,
            &crate::team::TeamVendorChange {
                status: change.status,
                add_tags: change.add_tags.clone(),
                remove_tags: change.remove_tags.clone(),
                note: change.note.clone(),
            },
        )?;
        for (uuid, who) in &changed.kept_marked {
            eprintln!(
                "note: {uuid} stays marked do not contact for the team by {who}: only the desk \
                 that marked them takes that off, so their status was left as it is"
            );
        }
        if change.status == Some(Some(VendorStatus::DoNotContact)) {
            eprintln!(
                "marked do not contact for the team (the team database at {})",
                team.host()
            );
        }
        kept_marked = changed.kept_marked.into_iter().map(|(u, _)| u).collect();
    }
    let (changed, kept): (Vec<Uuid>, Vec<Uuid>) =
        uuids.iter().partition(|u| !kept_marked.contains(u));
    store
        .change_vendors(&context.directory, &changed, &change)
        .map_err(usage_error)?;
    if !kept.is_empty() {
        change.status = None;
        store
            .change_vendors(&context.directory, &kept, &change)
            .map_err(usage_error)?;
    }
    eprintln!(
        "{} updated in {}",
        crate::words::count(uuids.len(), "freelancer"),
        context.environment
    );
    Ok(Outcome::Done)
}

struct RateArgs {
    pair: String,
    service: String,
    amount: Option<String>,
    currency: Option<String>,
    per: String,
}

fn rate(
    store: &mut Store,
    context: &Context,
    uuid: &str,
    given: &RateArgs,
    remove: bool,
) -> Result<Outcome, Outcome> {
    let uuid = uuids_of(&[uuid.to_owned()])?[0];
    let pair = context.pair(&given.pair).map_err(usage_error)?;
    let service = context.service(&given.service).map_err(usage_error)?;
    let unit = RateUnit::parse(&given.per).map_err(usage_error)?;
    let what = format!(
        "{}, {}, per {}",
        context.catalogue.pair(&pair),
        context.catalogue.shown(Kind::Service, &service),
        unit.as_str()
    );
    if remove {
        let on_team = match &context.team {
            Some(team) => team.remove_rate(uuid, &pair, &service, unit)?,
            None => false,
        };
        let removed = store
            .remove_vendor_rate(&context.directory, uuid, &pair, &service, unit)
            .map_err(usage_error)?;
        if !removed && !on_team {
            return Err(usage_error(format!("{uuid} has no rate for {what}")));
        }
        eprintln!("removed the rate for {what}");
        return Ok(Outcome::Done);
    }
    let (Some(amount), Some(currency)) = (&given.amount, &given.currency) else {
        return Err(usage_error("give --amount and --currency, or --remove"));
    };
    let rate = NewRate {
        pair,
        service,
        amount: Amount::parse(amount).map_err(usage_error)?,
        currency: Currency::parse(currency).map_err(usage_error)?,
        unit,
    };
    if let Some(team) = &context.team {
        team.set_rate(uuid, &rate)?;
    }
    store
        .set_vendor_rate(&context.directory, uuid, &rate)
        .map_err(usage_error)?;
    eprintln!("{what}: {} {}", rate.amount, rate.currency);
    Ok(Outcome::Done)
}

/// How `show` prints the records.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Print {
    Words,
    Json,
    Uuids,
}

fn show(
    store: &Store,
    context: &Context,
    uuids: &[String],
    status: Option<String>,
    tag: Option<String>,
    print: Print,
) -> Result<Outcome, Outcome> {
    let filter = VendorFilter {
        uuids: if uuids.is_empty() {
            Vec::new()
        } else {
            uuids_of(uuids)?
        },
        status: status_of(status.as_deref())?,
        tag,
    };
    let (records, outcome) = listed(store, context, &filter)?;
    let now = now_ms();
    for listed in &records {
        match print {
            Print::Json => {
                // What the directory says of them (`vendors refresh`); none when unread.
                let facts = store
                    .vendor_facts(&context.directory, listed.record.uuid)
                    .unwrap_or_default();
                println!("{}", record_json(listed, &facts));
            }
            Print::Uuids => println!("{}", listed.record.uuid),
            Print::Words => print_record(context, listed, now),
        }
    }
    if records.is_empty() && print != Print::Json {
        eprintln!("no freelancers in {} match", context.environment);
    }
    Ok(outcome)
}

/// The records `filter` lets through: the desk's own, with the team's over them on a desk in
/// a team. A team database that cannot be read is said, and the desk's own are listed; the
/// outcome is then a failure.
fn listed(
    store: &Store,
    context: &Context,
    filter: &VendorFilter,
) -> Result<(Vec<Listed>, Outcome), Outcome> {
    let own = VendorFilter {
        uuids: filter.uuids.clone(),
        ..VendorFilter::default()
    };
    let local = store
        .vendors(&context.directory, &own)
        .map_err(usage_error)?;
    let (team, outcome) = match &context.team {
        None => (Vec::new(), Outcome::Done),
        Some(team) => match team.read(&filter.uuids) {
            Ok(team) => (team, Outcome::Done),
            Err(err) => {
                eprintln!("error: {err}; listing this desk's own records only");
                (Vec::new(), Outcome::SomeFailed)
            }
        },
    };
    Ok((merged(local, team, filter), outcome))
}

/// One freelancer as `show --json` prints it, in the order the fields are documented.
#[derive(serde::Serialize)]
struct RecordJson<'a> {
    uuid: Uuid,
    name: Option<&'a str>,
    status: Option<&'static str>,
    tags: &'a [String],
    notes: Vec<NoteJson<'a>>,
    rates: Vec<RateJson<'a>>,
    last_contacted: Option<String>,
    messages: usize,
    /// From the directory's user summary, as `vendors refresh` last read it.
    membership: Option<&'a str>,
    timezone: Option<&'a str>,
    country: Option<&'a str>,
}

#[derive(serde::Serialize)]
struct NoteJson<'a> {
    at: String,
    text: &'a str,
    /// The coordinator who wrote it, on a desk in a team; `null` for the desk's own notes.
    by: Option<&'a str>,
}

#[derive(serde::Serialize)]
struct RateJson<'a> {
    pair: &'a str,
    service: &'a str,
    amount: &'a str,
    currency: &'a str,
    per: &'static str,
}

/// One line of JSON, its fields in the documented order (a `Value` would sort them).
fn record_json(listed: &Listed, facts: &VendorFacts) -> String {
    let record = &listed.record;
    let shape = RecordJson {
        uuid: record.uuid,
        name: record.name.as_deref(),
        status: record.status.map(VendorStatus::as_str),
        tags: &record.tags,
        notes: record
            .notes
            .iter()
            .zip(listed.authors.iter())
            .map(|(n, by)| NoteJson {
                at: rfc3339(n.at_ms),
                text: &n.text,
                by: by.as_deref(),
            })
            .collect(),
        rates: record
            .rates
            .iter()
            .map(|r| RateJson {
                pair: &r.rate.pair,
                service: &r.rate.service,
                amount: r.rate.amount.as_str(),
                currency: r.rate.currency.as_str(),
                per: r.rate.unit.as_str(),
            })
            .collect(),
        last_contacted: record.contact.last_contacted_ms.map(rfc3339),
        messages: record.contact.messages,
        membership: facts.membership.as_deref(),
        timezone: facts.timezone.as_deref(),
        country: facts.country.as_deref(),
    };
    serde_json::to_string(&shape).unwrap_or_default()
}

fn print_record(context: &Context, listed: &Listed, now: i64) {
    let record = &listed.record;
    let mut head = match &record.name {
        Some(name) => format!("{name} ({})", record.uuid),
        None => record.uuid.to_string(),
    };
    if let Some(status) = record.status {
        head.push_str(&format!(": {}", status.label()));
    }
    if !record.tags.is_empty() {
        head.push_str(&format!("; tags: {}", record.tags.join(", ")));
    }
    println!("{head}");
    match (record.contact.last_contacted_ms, record.contact.last_job) {
        (Some(at), Some(job)) => println!(
            "  last contacted {} (job {job}); {} in all",
            ago(at, now),
            crate::words::count(record.contact.messages, "message")
        ),
        _ => println!("  never messaged from {}", context.environment),
    }
    for rate in &record.rates {
        println!(
            "  {}, {}: {} {} per {}",
            context.catalogue.pair(&rate.rate.pair),
            context.catalogue.shown(Kind::Service, &rate.rate.service),
            rate.rate.amount,
            rate.rate.currency,
            rate.rate.unit.as_str()
        );
    }
    for (note, by) in record.notes.iter().zip(listed.authors.iter()) {
        let text = note.text.replace('\n', "\n    ");
        let by = by
            .as_deref()
            .map(|by| format!(", by {by}"))
            .unwrap_or_default();
        println!("  {}{by}: {text}", crate::times::utc_minutes(note.at_ms));
    }
}

/// The columns of an export, in order; an import finds them by name.
const COLUMNS: [&str; 11] = [
    "uuid", "name", "status", "tags", "note_at", "note", "pair", "service", "amount", "currency",
    "per",
];

fn export(store: &Store, context: &Context, file: Option<PathBuf>) -> Result<Outcome, Outcome> {
    let (records, outcome) = listed(store, context, &VendorFilter::default())?;
    let records: Vec<VendorRecord> = records.into_iter().map(|l| l.record).collect();
    let mut writer = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new());
    let cell = |text: &str| crate::csv::defuse_reversibly(text).into_owned();
    let failed = |err: csv::Error| usage_error(format!("cannot write the export: {err}"));
    writer.write_record(COLUMNS).map_err(failed)?;
    let mut written = 0;
    for record in &records {
        let has_own =
            record.status.is_some() || !record.tags.is_empty() || !record.notes.is_empty();
        if !has_own && record.rates.is_empty() {
            // Only messaged: nothing of the agency's own to carry over.
            continue;
        }
        written += 1;
        let uuid = record.uuid.to_string();
        let name = record.name.clone().unwrap_or_default();
        let mut row = vec![String::new(); COLUMNS.len()];
        row[0] = uuid.clone();
        row[1] = cell(&name);
        row[2] = record.status.map(VendorStatus::as_str).unwrap_or("").into();
        row[3] = cell(&record.tags.join("; "));
        writer.write_record(&row).map_err(failed)?;
        for note in &record.notes {
            let mut row = vec![String::new(); COLUMNS.len()];
            row[0] = uuid.clone();
            row[4] = rfc3339(note.at_ms);
            row[5] = cell(&note.text);
            writer.write_record(&row).map_err(failed)?;
        }
        for rate in &record.rates {
            let mut row = vec![String::new(); COLUMNS.len()];
            row[0] = uuid.clone();
            row[6] = rate.rate.pair.clone();
            row[7] = rate.rate.service.clone();
            row[8] = rate.rate.amount.to_string();
            row[9] = rate.rate.currency.to_string();
            row[10] = rate.rate.unit.as_str().into();
            writer.write_record(&row).map_err(failed)?;
        }
    }
    let bytes = writer
        .into_inner()
        .map_err(|err| usage_error(format!("cannot write the export: {err}")))?;
    match &file {
        Some(path) => std::fs::write(path, &bytes)
            .map_err(|err| usage_error(format!("cannot write {}: {err}", path.display())))?,
        None => {
            use std::io::Write;
            std::io::stdout()
                .write_all(&bytes)
                .map_err(|err| usage_error(format!("cannot write the export: {err}")))?;
        }
    }
    eprintln!(
        "exported {} from {}",
        crate::words::count(written, "freelancer"),
        context.environment
    );
    Ok(outcome)
}

fn import(
    store: &mut Store,
    context: &Context,
    file: &std::path::Path,
) -> Result<Outcome, Outcome> {
    if let Some(team) = &context.team {
        return Err(usage_error(format!(
            "this desk is in a team (the team database at {}), and `vendors import` does not \
             write to the team yet: nothing was imported; `vendors set` and `vendors rate` do, \
             one change at a time",
            team.host()
        )));
    }
    let bytes = crate::input::read_file(file, &file.display(), crate::input::RECIPIENT_LIST)
        .map_err(usage_error)?;
    let text = crate::input::decode(&bytes, &file.display()).map_err(usage_error)?;
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .from_reader(text.as_bytes());
    let headers = reader
        .headers()
        .map_err(|err| usage_error(format!("{}: {err}", file.display())))?
        .clone();
    let column = |name: &str| {
        headers
            .iter()
            .position(|h| h.trim().eq_ignore_ascii_case(name))
    };
    let columns: Vec<Option<usize>> = COLUMNS.iter().map(|c| column(c)).collect();
    if columns[0].is_none() {
        return Err(usage_error(format!(
            "{} has no 'uuid' column; its first line should name the columns: {}",
            file.display(),
            COLUMNS.join(",")
        )));
    }
    let mut rows = Vec::new();
    let mut bad = Vec::new();
    for record in reader.records() {
        // The reader counts the lines before a record; people count from 1.
        let line = 1 + match &record {
            Ok(record) => record.position().map_or(0, |p| p.line()),
            Err(err) => err.position().map_or(0, |p| p.line()),
        };
        let parsed = record.map_err(|err| err.to_string()).and_then(|record| {
            let get = |i: usize| columns[i].and_then(|c| record.get(c)).unwrap_or("");
            import_row(context, get)
        });
        match parsed {
            Ok(Some(row)) => rows.push(row),
            Ok(None) => {}
            Err(problem) => bad.push((line, problem)),
        }
    }
    for (line, problem) in &bad {
        eprintln!("{}, line {line}: {problem}; not imported", file.display());
    }
    let summary = store
        .import_vendors(&context.directory, &rows)
        .map_err(usage_error)?;
    eprintln!(
        "imported {} into {}: {} added ({} already there), {}",
        crate::words::count(summary.freelancers, "freelancer"),
        context.environment,
        crate::words::count(summary.notes_added, "note"),
        summary.notes_already_there,
        crate::words::count(summary.rates, "rate"),
    );
    if bad.is_empty() {
        Ok(Outcome::Done)
    } else {
        eprintln!("{} not imported", crate::words::count(bad.len(), "row"));
        Ok(Outcome::SomeFailed)
    }
}

/// One row of an import, checked whole; `None` for a blank row.
fn import_row<'a>(
    context: &Context,
    get: impl Fn(usize) -> &'a str,
) -> Result<Option<VendorImport>, String> {
    if (0..COLUMNS.len()).all(|i| get(i).trim().is_empty()) {
        return Ok(None);
    }
    let text = |i: usize| crate::csv::restore(get(i));
    let uuid =
        Uuid::try_parse(get(0).trim()).map_err(|_| format!("'{}' is not a UUID", get(0).trim()))?;
    let name = Some(text(1).trim().to_owned()).filter(|n| !n.is_empty());
    let status = match get(2).trim() {
        "" => None,
        typed => Some(VendorStatus::parse(typed)?),
    };
    let tags = text(3)
        .split(';')
        .filter(|t| !t.trim().is_empty())
        .map(clean_tag)
        .collect::<Result<Vec<_>, _>>()?;
    let note = match (get(4).trim(), text(5)) {
        ("", "") => None,
        (_, "") => return Err("a note time without a note".into()),
        ("", note) => Some((None, note.to_owned())),
        (at, note) => {
            let at = parse_rfc3339(at)
                .ok_or_else(|| format!("'{at}' is not a time such as 2026-11-24T09:30:00Z"))?;
            Some((Some(at), note.to_owned()))
        }
    };
    let rate_cells: Vec<&str> = (6..=10).map(|i| get(i).trim()).collect();
    let rate = if rate_cells.iter().all(|c| c.is_empty()) {
        None
    } else {
        if let Some(missing) = (6..=10).find(|i| get(*i).trim().is_empty()) {
            return Err(format!("a rate without its {}", COLUMNS[missing]));
        }
        Some(NewRate {
            pair: context.pair(rate_cells[0])?,
            service: context.service(rate_cells[1])?,
            amount: Amount::parse(rate_cells[2])?,
            currency: Currency::parse(rate_cells[3])?,
            unit: RateUnit::parse(rate_cells[4])?,
        })
    };
    if let Some((_, note)) = &note {
        check_note(note)?;
    }
    Ok(Some(VendorImport {
        uuid,
        name,
        status,
        tags,
        note,
        rate,
    }))
}
