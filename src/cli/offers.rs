//! `directory-desk offers`: a job to fill, offered to candidates a wave at a time until one
//! accepts. `new` writes the offer (nothing goes yet); `run` sends what is due and keeps
//! going until its offers are filled, cancelled or out of candidates (`--once`: what is due
//! now); `answer`, `fill`, `cancel`, `hold`, `release` and `next-wave` record the
//! coordinator's word; `list` and `show` say where things stand. Every message goes through
//! the outbox, bound to its offer, so nobody is offered a job twice (`store/offers.rs`).

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;
use uuid::Uuid;

use super::{GlobalOptions, Outcome, print_json, usage_error};
use crate::api::MessageType;
use crate::offers::due::{Step, Waiting, next_step};
use crate::offers::message::without_offer_placeholders;
use crate::store::{
    Answer, ClosingTexts, DraftRecipient, ListedOffer, NewCandidate, NewOffer, OfferId,
    OfferRecord, OfferState, OfferTerms, Pick, Recorded, SendWhen, Store, Words, now_ms,
};
use crate::worker::{Command, Event, OutboxCommand, OutboxEvent};

#[derive(Args, Debug)]
pub struct OffersArgs {
    #[command(subcommand)]
    command: OffersCommand,
}

#[derive(Subcommand, Debug)]
enum OffersCommand {
    /// Write a new offer: its job, its candidates in order, its waves. Nothing goes until
    /// `offers run` (or the window) sends its first wave.
    New(Box<NewArgs>),
    /// Send what is due (a new offer's first wave at once) and keep going until the offers
    /// are filled, cancelled or out of candidates.
    Run(RunArgs),
    /// Record a freelancer's answer: accepted, declined, question, or none.
    Answer(AnswerArgs),
    /// Give the job to one who accepted (default: the first to accept). No wave goes after.
    Fill(FillArgs),
    /// Cancel the offer: no wave goes after, and everyone offered is told (on the next run).
    Cancel(OfferArg),
    /// Take back a fill whose closing notes have not been written yet: the offer is open
    /// again (with "the first to accept gets it", that accept is forgotten too).
    UndoFill(OfferArg),
    /// Send no new wave until `release`.
    Hold(OfferArg),
    /// Let a held offer's waves go again.
    Release(OfferArg),
    /// Send the next wave on the next run, without waiting for this one's wait to end.
    NextWave(OfferArg),
    /// The offers of this directory, newest first.
    List(ListArgs),
    /// One offer: its state, and per candidate its wave, when its message went, its answer.
    Show(ShowArgs),
}

#[derive(Args, Debug)]
struct NewArgs {
    /// What the job is, e.g. "EN>DE medical, 6,000 words".
    #[arg(long)]
    title: String,
    /// The candidates, in the order they are offered: every UUID in this file (`-`: standard
    /// input).
    #[arg(
        long,
        value_name = "FILE",
        required_unless_present = "list",
        conflicts_with = "list"
    )]
    candidates: Option<PathBuf>,
    /// The candidates from a saved list (see `lists`), in its order.
    #[arg(long, value_name = "NAME")]
    list: Option<String>,
    /// Offer in the desk's order rather than the file's: pinned first, then the agency's
    /// vendors (active, potential, unjudged, on hold), then their availability from today to
    /// the deadline's day (the next 5 working days without one; asked of the directory),
    /// then how each answered offers before (in this pair, if any). Those marked do not
    /// contact are never offered either way.
    #[arg(long)]
    rank: bool,
    /// Offer this candidate first whatever the order (repeat for more).
    #[arg(long, value_name = "UUID")]
    pin: Vec<Uuid>,
    /// Freelancers offered at a time (1 to 25, one request's worth).
    #[arg(long, value_name = "N")]
    wave_size: u8,
    /// How long a wave waits for an accept, counted from its last message: 90s, 15m, 2h, 1d.
    #[arg(long, value_name = "DURATION", value_parser = crate::offers::duration::clap_parse)]
    wave_wait: Duration,
    /// When the job is due, in this computer's time ("2026-12-04 17:00") or with an offset
    /// ("2026-12-04T17:00:00+01:00"). Each freelancer's message shows it in their time.
    #[arg(long, value_name = "TIME")]
    deadline: Option<String>,
    /// When each message goes: now, or inside each freelancer's working hours.
    #[arg(long, value_enum, default_value = "working-hours")]
    when: When,
    /// The language pair, by codes or names ("eng_srp", "English > Serbian", "English →
    /// Serbian"); the offer keeps its names.
    #[arg(long)]
    pair: Option<String>,
    #[arg(long)]
    service: Option<String>,
    /// e.g. "6,000 words".
    #[arg(long)]
    volume: Option<String>,
    /// e.g. "EUR 0.10 per word".
    #[arg(long)]
    rate: Option<String>,
    /// Pick among those who accept by this time, instead of the first accept filling it.
    #[arg(long, value_name = "TIME")]
    choose_by: Option<String>,
    /// The subject. May name {{title}}, {{pair}}, {{deadline}}, … and {{first_name}}, ….
    #[arg(long)]
    subject: String,
    #[arg(
        long,
        required_unless_present = "body_file",
        conflicts_with = "body_file"
    )]
    body: Option<String>,
    /// Read the message text from this file (UTF-8 or UTF-16, at most 256 KiB).
    #[arg(long, value_name = "FILE")]
    body_file: Option<PathBuf>,
    #[arg(long, value_name = "NAME")]
    sender_name: String,
    /// Where the freelancers' answers go: the directory has no reply callbacks.
    #[arg(long, value_name = "EMAIL")]
    sender_email: String,
    /// other, rfq or job.
    #[arg(long = "type", default_value = "job", value_name = "TYPE")]
    message_type: MessageType,
    /// Print the new offer's id as JSON: {"id": N}.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum When {
    Now,
    WorkingHours,
}

#[derive(Args, Debug)]
struct RunArgs {
    /// Only this offer (default: every open offer of the directory).
    offer: Option<OfferId>,
    /// Do what is due now, wait for its messages to be answered by the directory, and exit.
    #[arg(long)]
    once: bool,
    /// How often to look again (default 5s).
    #[arg(long, value_name = "DURATION", value_parser = crate::offers::duration::clap_parse, default_value = "5s")]
    every: Duration,
    /// On a sandbox directory: its freelancers' replies are recorded as their answers (the
    /// demo's stand-in for the coordinator's mailbox). Refused for any other directory.
    #[arg(long)]
    sandbox_replies: bool,
    #[command(flatten)]
    sending: super::outbox::SendingOptions,
}

#[derive(Args, Debug)]
struct AnswerArgs {
    offer: OfferId,
    uuid: Uuid,
    answer: AnswerWord,
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum AnswerWord {
    Accepted,
    Declined,
    Question,
    None,
}

impl From<AnswerWord> for Answer {
    fn from(word: AnswerWord) -> Self {
        match word {
            AnswerWord::Accepted => Answer::Accepted,
            AnswerWord::Declined => Answer::Declined,
            AnswerWord::Question => Answer::Question,
            AnswerWord::None => Answer::None,
        }
    }
}

#[derive(Args, Debug)]
struct FillArgs {
    offer: OfferId,
    /// Who gets it; default the first who accepted.
    uuid: Option<Uuid>,
}

#[derive(Args, Debug)]
struct OfferArg {
    offer: OfferId,
}

#[derive(Args, Debug)]
struct ListArgs {
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
struct ShowArgs {
    offer: OfferId,
    #[arg(long)]
    json: bool,
}

pub fn run(args: OffersArgs, global: &GlobalOptions) -> Outcome {
    match args.command {
        OffersCommand::New(args) => new(&args, global),
        OffersCommand::Run(args) => run_offers(&args, global),
        OffersCommand::Answer(args) => answer(&args, global),
        OffersCommand::Fill(args) => with_store(global, |store, directory| {
            let who = store
                .fill_offer(directory, args.offer, args.uuid)
                .map_err(usage_error)?;
            eprintln!(
                "offer {}: filled by {who}; the others offered are thanked on the next \
                 `offers run` (or by the window)",
                args.offer
            );
            Ok(Outcome::Done)
        }),
        OffersCommand::UndoFill(args) => with_store(global, |store, directory| {
            store
                .undo_fill(directory, args.offer)
                .map_err(usage_error)?;
            eprintln!(
                "offer {}: open again; nobody has the job and nobody was told",
                args.offer
            );
            Ok(Outcome::Done)
        }),
        OffersCommand::Cancel(args) => with_store(global, |store, directory| {
            store
                .cancel_offer(directory, args.offer)
                .map_err(usage_error)?;
            eprintln!(
                "offer {}: cancelled; everyone offered who did not decline is told on the \
                 next `offers run` (or by the window)",
                args.offer
            );
            Ok(Outcome::Done)
        }),
        OffersCommand::Hold(args) => flag(global, args.offer, "held", |store, d, id| {
            store.hold_offer(d, id, true)
        }),
        OffersCommand::Release(args) => flag(global, args.offer, "let go", |store, d, id| {
            store.hold_offer(d, id, false)
        }),
        OffersCommand::NextWave(args) => {
            flag(global, args.offer, "next wave asked for", |store, d, id| {
                store.send_next_wave_now(d, id)
            })
        }
        OffersCommand::List(args) => list(&args, global),
        OffersCommand::Show(args) => show(&args, global),
    }
}

/// Opens the store of the directory the options name, and does `work` in it.
fn with_store(
    global: &GlobalOptions,
    work: impl FnOnce(&mut Store, &str) -> Result<Outcome, Outcome>,
) -> Outcome {
    let environment = match super::resolve_environment(global) {
        Ok(environment) => environment,
        Err(outcome) => return outcome,
    };
    let mut store = match super::open_store(&environment, global) {
        Ok(store) => store,
        Err(outcome) => return outcome,
    };
    work(&mut store, &environment.directory_key()).unwrap_or_else(|outcome| outcome)
}

fn flag(
    global: &GlobalOptions,
    offer: OfferId,
    said: &str,
    change: impl FnOnce(&mut Store, &str, OfferId) -> Result<(), crate::store::StoreError>,
) -> Outcome {
    with_store(global, |store, directory| {
        change(store, directory, offer).map_err(usage_error)?;
        eprintln!("offer {offer}: {said}");
        Ok(Outcome::Done)
    })
}

/// A time as typed: with an offset, or in this computer's zone.
fn parse_time(text: &str, what: &str) -> Result<i64, Outcome> {
    if let Some(ms) = crate::times::parse_rfc3339(text) {
        return Ok(ms);
    }
    let civil: Result<jiff::civil::DateTime, _> = text.trim().replacen(' ', "T", 1).parse();
    civil
        .ok()
        .and_then(|at| {
            jiff::tz::TimeZone::system()
                .to_ambiguous_timestamp(at)
                .compatible()
                .ok()
        })
        .map(|at| at.as_millisecond())
        .ok_or_else(|| {
            usage_error(format!(
                "--{what} '{text}' is not a time: write it like \"2026-12-04 17:00\" (this \
                 computer's time) or \"2026-12-04T17:00:00+01:00\""
            ))
        })
}

fn new(args: &NewArgs, global: &GlobalOptions) -> Outcome {
    let offer = match new_offer(args, global) {
        Ok(offer) => offer,
        Err(outcome) => return outcome,
    };
    with_store(global, |store, _| {
        let id = store.create_offer(&offer).map_err(|err| {
            eprintln!("nothing was written");
            usage_error(err)
        })?;
        let waves = offer
            .candidates
            .len()
            .div_ceil(usize::from(offer.wave_size));
        eprintln!(
            "offer {id}: {} in up to {}; `directory-desk offers run {id}` sends the first",
            crate::words::count(offer.candidates.len(), "candidate"),
            crate::words::count(waves, "wave")
        );
        if args.json {
            print_json(&json!({ "id": id }));
        } else {
            println!("{id}");
        }
        Ok(Outcome::Done)
    })
}

/// The offer as the arguments describe it, checked as far as it can be before the store.
fn new_offer(args: &NewArgs, global: &GlobalOptions) -> Result<NewOffer, Outcome> {
    let environment = super::resolve_environment(global)?;
    let body = match (&args.body, &args.body_file) {
        (Some(body), _) => body.clone(),
        (None, Some(path)) => super::read_body(path).map_err(usage_error)?,
        (None, None) => {
            return Err(usage_error(
                "give the message text with --body or --body-file",
            ));
        }
    };
    let problems = crate::outbox::personalise::placeholder_problems(
        &without_offer_placeholders(&args.subject),
        &without_offer_placeholders(&body),
    );
    let draft = crate::api::Draft {
        recipients: vec![Uuid::nil().to_string()],
        sender_name: args.sender_name.clone(),
        sender_email: args.sender_email.clone(),
        subject: args.subject.clone(),
        body: body.clone(),
        message_type: args.message_type,
    };
    let (_, mut review) = draft.review();
    review.retain(|p| p.field != crate::api::Field::Recipients);
    if let Some(problem) = review.iter().chain(&problems).next() {
        eprintln!("error: {}", problem.text);
        eprintln!("nothing was written");
        return Err(Outcome::Usage);
    }
    let from = (args.list.as_deref(), args.candidates.as_deref());
    let candidates = super::recipients::gather(from, "--candidates", global)?;
    if let Some(stranger) = args
        .pin
        .iter()
        .find(|p| !candidates.iter().any(|c| c.uuid == **p))
    {
        return Err(usage_error(format!(
            "--pin {stranger}: not one of the candidates"
        )));
    }
    let deadline = args
        .deadline
        .as_deref()
        .map(|text| parse_time(text, "deadline"))
        .transpose()?;
    let pick = match &args.choose_by {
        Some(text) => Pick::Choose {
            until: parse_time(text, "choose-by")?,
        },
        None => Pick::First,
    };
    let wave_wait_ms = i64::try_from(args.wave_wait.as_millis()).unwrap_or(i64::MAX);
    // A pair of two languages, kept by their names: "english" is no pair.
    let pair = args
        .pair
        .as_deref()
        .map(pair_names)
        .transpose()
        .map_err(usage_error)?;
    let mut offer = NewOffer {
        directory: environment.directory_key(),
        // Set below, once the directory has said who is signed in.
        account: None,
        title: args.title.trim().to_owned(),
        terms: OfferTerms {
            pair: pair.clone(),
            service: args.service.clone(),
            volume: args.volume.clone(),
            deadline,
            rate: args.rate.clone(),
        },
        sender_name: args.sender_name.trim().to_owned(),
        sender_email: args.sender_email.trim().to_owned(),
        message: Words {
            subject: args.subject.trim().to_owned(),
            body,
        },
        message_type: args.message_type,
        closing: ClosingTexts::standard(&args.title),
        wave_size: args.wave_size,
        wave_wait_ms,
        send_when: match args.when {
            When::Now => SendWhen::Now,
            When::WorkingHours => SendWhen::WorkingHours,
        },
        pick,
        candidates: new_candidates(&candidates, &args.pin),
        recent: None,
    };
    // What the store would refuse is refused now, before the directory is asked anything
    // (the candidates' availability for --rank, who is signed in).
    refuse_early(&offer)?;
    if args.rank {
        let ranked = ranked(
            candidates,
            args,
            pair.as_deref(),
            deadline,
            global,
            &environment,
        )?;
        offer.candidates = new_candidates(&ranked, &args.pin);
        // Ranking leaves out those marked do not contact: perhaps everyone.
        refuse_early(&offer)?;
    }
    // An offer belongs to the account that made it: its waves go only as it (the directory
    // is asked who is signed in, as a job's resume asks).
    let account = {
        let (_connection, worker) = super::connect(global)?;
        super::outbox::signed_in_as(&worker)?
    };
    offer.account = Some(account.uuid.to_string());
    Ok(offer)
}

/// A language pair typed as codes or names (`eng_deu`, `English_German`, `English > German`,
/// `English → German`) in the names an offer keeps ("English → German"), or why it is none.
fn pair_names(typed: &str) -> Result<String, String> {
    use crate::catalogue::{Catalogue, Kind};
    let catalogue = Catalogue::builtin();
    let code = catalogue
        .resolve_pair(&typed.replace('→', ">"))
        .map_err(|miss| format!("--pair: {miss}"))?;
    let name = |code: &str| {
        catalogue
            .english_name(Kind::Language, code)
            .unwrap_or(code)
            .to_owned()
    };
    match code.split_once('_') {
        Some((source, target)) if source != target => {
            Ok(format!("{} → {}", name(source), name(target)))
        }
        _ => Err(format!("--pair: '{typed}' names the same language twice")),
    }
}

/// `candidates` as an offer's, those in `pin` pinned.
fn new_candidates(candidates: &[DraftRecipient], pin: &[Uuid]) -> Vec<NewCandidate> {
    candidates
        .iter()
        .map(|c| NewCandidate {
            pinned: pin.contains(&c.uuid),
            uuid: c.uuid,
            name: c.name.clone(),
        })
        .collect()
}

/// What `NewOffer::check` finds wrong with `offer`, said as the store would say it.
fn refuse_early(offer: &NewOffer) -> Result<(), Outcome> {
    offer.check(now_ms()).map_err(|problem| {
        eprintln!("error: {problem}");
        eprintln!("nothing was written");
        Outcome::Usage
    })
}

/// `candidates` in the desk's order (`offers::rank`), those marked do not contact named and
/// left out.
fn ranked(
    candidates: Vec<DraftRecipient>,
    args: &NewArgs,
    pair: Option<&str>,
    deadline: Option<i64>,
    global: &GlobalOptions,
    environment: &crate::config::Environment,
) -> Result<Vec<DraftRecipient>, Outcome> {
    use crate::offers::rank::{Known, rank};
    let store = super::open_store(environment, global)?;
    let directory = environment.directory_key();
    let uuids: Vec<Uuid> = candidates.iter().map(|c| c.uuid).collect();
    let filter = crate::store::VendorFilter {
        uuids: uuids.clone(),
        ..Default::default()
    };
    let mut statuses: HashMap<Uuid, crate::store::VendorStatus> = store
        .vendors(&directory, &filter)
        .map_err(usage_error)?
        .into_iter()
        .filter_map(|r| Some((r.uuid, r.status?)))
        .collect();
    let mut facts = store
        .offer_answers(&directory, &uuids)
        .map_err(usage_error)?;
    // In a team, the team's word on each vendor and every desk's answers; a team away is
    // said, and the desk's own are used.
    if let Some(team) = super::team_vendors::team_desk(global, &directory)? {
        match (team.read(&uuids), team.offer_answers(&uuids)) {
            (Ok(vendors), Ok(answers)) => {
                for vendor in vendors {
                    if let Some(status) = vendor.shown_status() {
                        statuses.insert(vendor.freelancer, status);
                    }
                }
                facts.extend(answers);
            }
            (Err(err), _) | (_, Err(err)) => {
                eprintln!("note: ranked without the team's records ({err})");
            }
        }
    }
    let learned = crate::offers::responsiveness::Learned::from_facts(&facts);
    // Nobody marked do not contact is offered, so nobody marked is asked about.
    let askable: Vec<Uuid> = uuids
        .iter()
        .filter(|u| statuses.get(u) != Some(&crate::store::VendorStatus::DoNotContact))
        .copied()
        .collect();
    let available = availabilities(&askable, deadline, global);
    let known = uuids
        .iter()
        .map(|uuid| Known {
            uuid: *uuid,
            pinned: args.pin.contains(uuid),
            status: statuses.get(uuid).copied(),
            availability: available.get(uuid).copied().flatten(),
            score: learned
                .for_offer(*uuid, pair)
                .map(crate::offers::responsiveness::Responsiveness::score),
        })
        .collect();
    let (order, never) = rank(known);
    for uuid in &never {
        eprintln!("left out, marked do not contact: {uuid}");
    }
    let mut by_uuid: HashMap<Uuid, DraftRecipient> =
        candidates.into_iter().map(|c| (c.uuid, c)).collect();
    Ok(order
        .iter()
        .filter_map(|known| by_uuid.remove(&known.uuid))
        .collect())
}

/// Each of `uuids`' availability on the offer's days (`offers::availability`), asked of the
/// directory by a worker of its own: its bulk concurrency, a few at a time, with the
/// client's pacing and retries, as every lookup. Who could not be read (an error, a
/// directory without availability, no connection) is left out of the answer, so ranked as
/// unknown, and counted in one note: an offer never fails for want of availability.
fn availabilities(
    uuids: &[Uuid],
    deadline: Option<i64>,
    global: &GlobalOptions,
) -> HashMap<Uuid, Option<u8>> {
    use crate::offers::availability::{offer_days, over};
    let mut read = HashMap::new();
    if uuids.is_empty() {
        return read;
    }
    let days = offer_days(now_ms(), deadline, &jiff::tz::TimeZone::system());
    let mut first_reason = None;
    match super::connect(global) {
        Ok((_connection, worker)) => {
            worker.send(Command::Availability {
                task: crate::worker::TaskId(1),
                uuids: uuids.to_vec(),
                from: days.0,
                to: days.1,
            });
            loop {
                match worker.next() {
                    Some(Event::Availability { uuid, result, .. }) => match result {
                        Ok(answer) => {
                            read.insert(uuid, over(&answer, days));
                        }
                        Err(err) => {
                            first_reason.get_or_insert(err.explained().plain);
                        }
                    },
                    Some(Event::AvailabilityFinished { end, .. }) => {
                        if let crate::worker::AvailabilityEnd::Stopped(err) = end {
                            first_reason.get_or_insert(err.explained().plain);
                        }
                        break;
                    }
                    Some(_) => {}
                    None => break,
                }
            }
        }
        Err(_) => first_reason = Some("could not connect to the directory".to_owned()),
    }
    let unread = uuids.iter().filter(|u| !read.contains_key(u)).count();
    if unread > 0 {
        eprintln!(
            "note: availability of {} could not be read, ranked as unknown: {}",
            crate::words::count(unread, "candidate"),
            first_reason.unwrap_or_else(|| "no answer".to_owned())
        );
    }
    read
}

/// Records an answer. Allowed whoever is signed in, as `fill` and `cancel` are: each only
/// writes the coordinator's word to this desk's store, which needs no account and sends
/// nothing; every message it leads to (the next wave, the thank-you notes) goes through a
/// run, which an offer made as another account refuses.
fn answer(args: &AnswerArgs, global: &GlobalOptions) -> Outcome {
    with_store(global, |store, directory| {
        // The one rule the window follows too (`offers::responsiveness::recorded_by`).
        let coordinator = super::team::coordinator_of(global, directory)?;
        let by = crate::offers::responsiveness::recorded_by(coordinator.as_deref());
        let recorded = store
            .record_answer(
                directory,
                args.offer,
                args.uuid,
                args.answer.into(),
                now_ms(),
                by.as_deref(),
            )
            .map_err(usage_error)?;
        let answer = Answer::from(args.answer).as_str();
        let (said, counted) = match &recorded {
            Recorded::Yes { filled: true } => (
                format!(
                    "{answer}: the offer is filled; the others offered are thanked on the next \
                     `offers run` (or by the window)"
                ),
                true,
            ),
            Recorded::Yes { filled: false } => (format!("{answer}: recorded"), true),
            Recorded::AlreadyRecorded { at } => (
                format!(
                    "{answer} was already recorded at {}: not counted twice",
                    crate::times::utc_minutes(*at)
                ),
                false,
            ),
            // A late accept of an offer that went to everyone may still get the job.
            Recorded::AfterClose {
                state: OfferState::Exhausted,
            } if Answer::from(args.answer) == Answer::Accepted => (
                format!(
                    "{answer}: recorded after everyone had been offered it; the job is still \
                     theirs to have: `offers fill {} {}`",
                    args.offer, args.uuid
                ),
                true,
            ),
            Recorded::AfterClose { state } => (
                format!(
                    "{answer}: recorded, but the offer was already {}; tell them yourself",
                    state.as_str()
                ),
                true,
            ),
        };
        eprintln!("offer {} · {}: {said}", args.offer, args.uuid);
        if counted {
            share_answer(store, directory, args, global);
        }
        if args.json {
            print_json(&json!({
                "offer": args.offer,
                "uuid": args.uuid,
                "answer": answer,
                "recorded": counted,
                "filled": matches!(recorded, Recorded::Yes { filled: true }),
            }));
        }
        Ok(Outcome::Done)
    })
}

/// In a team, shares the answer just recorded, so that every desk learns from it at once
/// (a desk's runs share what they record too, and what this misses).
fn share_answer(store: &Store, directory: &str, args: &AnswerArgs, global: &GlobalOptions) {
    let Ok(Some(team)) = super::team_vendors::team_desk(global, directory) else {
        return;
    };
    let facts: Vec<(i64, crate::store::AnswerFact)> = store
        .offer_answers_since(directory, 0)
        .unwrap_or_default()
        .into_iter()
        .filter(|(offer, fact)| *offer == args.offer && fact.uuid == args.uuid)
        .map(|(offer, fact)| (offer.0, fact))
        .collect();
    match team.share_offer_answers(&facts) {
        Ok(()) => eprintln!("shared with the team at {}", team.host()),
        Err(err) => {
            eprintln!("note: not shared with the team now ({err}); the next `offers run` shares it")
        }
    }
}

fn list(args: &ListArgs, global: &GlobalOptions) -> Outcome {
    with_store(global, |store, directory| {
        let offers = store.offer_summaries(directory).map_err(usage_error)?;
        // An offer that cannot be read is listed, and the exit code says some item failed.
        let outcome = if offers
            .iter()
            .any(|listed| matches!(listed, ListedOffer::Unreadable { .. }))
        {
            Outcome::SomeFailed
        } else {
            Outcome::Done
        };
        if args.json {
            let rows: Vec<_> = offers
                .iter()
                .map(|listed| match listed {
                    ListedOffer::Offer(o) => json!({
                        "id": o.id, "title": o.title, "state": o.state.as_str(), "held": o.held,
                        "wave": o.wave, "created_at": crate::times::rfc3339(o.created_at),
                        "candidates": o.candidates, "offered": o.offered,
                        "answered": o.answered, "accepted": o.accepted,
                    }),
                    ListedOffer::Unreadable { id, problem } => {
                        json!({ "id": id, "unreadable": problem })
                    }
                })
                .collect();
            print_json(&json!(rows));
            return Ok(outcome);
        }
        if offers.is_empty() {
            eprintln!("no offers yet; see `offers new --help`");
        }
        for listed in &offers {
            let o = match listed {
                ListedOffer::Offer(o) => o,
                ListedOffer::Unreadable { id, problem } => {
                    println!("{id:>4}  unreadable: {problem}");
                    continue;
                }
            };
            let held = if o.held { ", held" } else { "" };
            println!(
                "{:>4}  {:<9} wave {:<2} {:>3} offered of {:<3} {:>3} answered {:>2} accepted  {}{held}",
                o.id,
                o.state.as_str(),
                o.wave,
                o.offered,
                o.candidates,
                o.answered,
                o.accepted,
                o.title
            );
        }
        Ok(outcome)
    })
}

fn show(args: &ShowArgs, global: &GlobalOptions) -> Outcome {
    with_store(global, |store, directory| {
        let Some(offer) = store.offer(directory, args.offer).map_err(usage_error)? else {
            return Err(usage_error(format!(
                "there is no offer {} for this directory (see `offers list`)",
                args.offer
            )));
        };
        if args.json {
            print_json(&offer_json(&offer));
        } else {
            print_offer(&offer);
        }
        Ok(Outcome::Done)
    })
}

fn time(ms: Option<i64>) -> serde_json::Value {
    ms.map_or(serde_json::Value::Null, |ms| {
        json!(crate::times::rfc3339(ms))
    })
}

fn offer_json(offer: &OfferRecord) -> serde_json::Value {
    let candidates: Vec<_> = offer
        .candidates
        .iter()
        .map(|c| {
            json!({
                "uuid": c.uuid, "name": c.name, "rank": c.rank, "pinned": c.pinned,
                "wave": c.wave, "due_at": time(c.due_at), "zone": c.zone,
                "left_out": c.left_out.as_ref().map(ToString::to_string),
                "job": c.job, "sent_at": time(c.sent_at),
                "request": c.request.map(|r| r.as_str()),
                "answer": c.answer.map(Answer::as_str), "answered_at": time(c.answered_at),
                "answered_by": c.answered_by, "closing_job": c.closing_job,
            })
        })
        .collect();
    json!({
        "id": offer.id, "title": offer.title, "state": offer.state.as_str(),
        "held": offer.held, "wave": offer.wave, "wave_size": offer.wave_size,
        "wave_wait": crate::offers::duration::words(Duration::from_millis(
            u64::try_from(offer.wave_wait_ms).unwrap_or(0))),
        "send_when": offer.send_when.as_str(), "terms": offer.terms,
        "deadline": time(offer.terms.deadline),
        "filled_by": offer.filled_by, "created_at": time(Some(offer.created_at)),
        "ended_at": time(offer.ended_at), "next": next_words(offer),
        "candidates": candidates, "timeline": offer.events,
    })
}

/// What the offer waits for, in a line.
fn next_words(offer: &OfferRecord) -> String {
    let at = |until: Option<i64>| until.map_or(String::new(), crate::times::utc_minutes);
    match next_step(offer, now_ms()) {
        Step::OpenWave { wave, candidates } => {
            format!(
                "wave {wave} is due: {}",
                crate::words::count(candidates.len(), "freelancer")
            )
        }
        Step::Send { candidates } => format!(
            "{} due now",
            crate::words::count(candidates.len(), "message")
        ),
        Step::Close { candidates, .. } => {
            format!(
                "{} to tell how it ended",
                crate::words::count(candidates.len(), "freelancer")
            )
        }
        Step::PickFirstAccepted => "the time to pick is over: the first to accept gets it".into(),
        Step::SkipClosing { candidates } => format!(
            "{} the offer never reached to tell nothing",
            crate::words::count(candidates.len(), "freelancer")
        ),
        Step::Exhaust => "nobody is left to offer it to".into(),
        Step::Expire => "its deadline has passed: it ends, and nobody new is offered it".into(),
        Step::Wait { until, why } => match why {
            Waiting::WorkingHours => format!("the next message goes at {}", at(until)),
            Waiting::WaveWait => {
                format!("the next wave goes at {} unless someone accepts", at(until))
            }
            Waiting::Held => "held: no new wave goes".into(),
            Waiting::Sending => "messages are going".into(),
            Waiting::Choosing => format!("pick who gets it by {}", at(until)),
            Waiting::Done if offer.state == OfferState::Exhausted => match until {
                Some(_) => format!(
                    "offered to everyone; a late accept may still get it until its deadline, {}",
                    at(until)
                ),
                None => "offered to everyone; a late accept may still get it".into(),
            },
            Waiting::Done => "nothing more to do".into(),
            Waiting::Undelivered => "no message of this wave reached anyone: see `outbox show`, \
                 then `offers next-wave` to go on"
                .into(),
        },
    }
}

fn print_offer(offer: &OfferRecord) {
    println!(
        "offer {}: {} ({})",
        offer.id,
        offer.title,
        offer.state.as_str()
    );
    if let Some(deadline) = offer.terms.deadline {
        println!("deadline: {}", crate::times::utc_minutes(deadline));
    }
    println!(
        "waves of {}, {} each; wave {} now; {}",
        offer.wave_size,
        crate::offers::duration::words(Duration::from_millis(
            u64::try_from(offer.wave_wait_ms).unwrap_or(0)
        )),
        offer.wave,
        next_words(offer)
    );
    for c in &offer.candidates {
        let wave = c.wave.map_or("-".to_owned(), |w| w.to_string());
        let went = match (&c.left_out, c.sent_at, c.due_at) {
            (Some(why), _, _) => format!("left out: {why}"),
            (None, Some(at), _) => format!("sent {}", crate::times::utc_minutes(at)),
            (None, None, Some(due)) => format!("goes {}", crate::times::utc_minutes(due)),
            _ => "not yet".to_owned(),
        };
        let answer = match (c.answer, c.answered_at) {
            (Some(answer), Some(at)) => {
                format!("{} {}", answer.as_str(), crate::times::utc_minutes(at))
            }
            _ => String::new(),
        };
        println!(
            "  {:>3}. wave {wave:<2} {:<48} {went:<28} {answer}",
            c.rank,
            c.label()
        );
    }
}

/// Runs the offers until they need nothing more (or, `--once`, until what was due is done).
/// Ctrl+C lets the steps under way finish and ends (the worker pauses the offers' runs as it
/// stops, for the next `offers run` to go on with); a worker that stops ends it too.
fn run_offers(args: &RunArgs, global: &GlobalOptions) -> Outcome {
    let (connection, worker, account) = match super::send::open_for_offers(global, &args.sending) {
        Ok(opened) => opened,
        Err(outcome) => return outcome,
    };
    let directory = connection.environment.directory_key();
    if args.sandbox_replies && !crate::api::is_loopback(connection.client.base_url()) {
        return usage_error(
            "--sandbox-replies reads a sandbox's freelancers; this directory is not one on \
             this computer, so answers come by e-mail: record them with `offers answer`",
        );
    }
    let store = match super::open_store(&connection.environment, global) {
        Ok(store) => store,
        Err(outcome) => return outcome,
    };
    // An offer that cannot be read is one (`lasting_refusal` says so below), not none.
    if let Some(only) = args.offer
        && matches!(store.offer(&directory, only), Ok(None))
    {
        return usage_error(format!(
            "there is no offer {only} for this directory (see `offers list`)"
        ));
    }
    // Offers made as another account, or that this version cannot read, take no step here
    // (the outbox refuses them too): said once, and not waited for.
    let refused: HashMap<OfferId, String> = open_or_only(&store, &directory, args.offer)
        .into_iter()
        .filter_map(|id| Some((id, lasting_refusal(&store, &directory, id, &account)?)))
        .collect();
    let mut said: Vec<_> = refused.iter().collect();
    said.sort();
    for (offer, problem) in said {
        say_not_run(*offer, problem);
    }
    if args.offer.is_some_and(|only| refused.contains_key(&only)) {
        return Outcome::SomeFailed;
    }
    let interrupts = super::interrupt::Interrupts::listen_between_steps(&worker);
    let mut run = OffersRun::new(&store, &directory, args, refused);
    loop {
        if interrupts.interrupted() {
            // The outbox is told to start no more steps (a finished step's follow-up, a
            // look asked for earlier); once it said so, its count of steps only falls.
            if !run.stopping {
                worker.send(Command::Outbox(OutboxCommand::OffersStop));
                run.stopping = true;
            }
            if run.stop_heard && run.steps == 0 {
                return run.stopped(&store, &directory, args.offer);
            }
        } else if run.last_look.elapsed() >= args.every {
            worker.send(Command::Outbox(OutboxCommand::OfferTick {
                only: args.offer,
                sandbox_replies: args.sandbox_replies,
            }));
            run.last_look = Instant::now();
        }
        match worker.next_within(Duration::from_millis(200)) {
            Ok(Some(event)) => {
                if let Some(outcome) = run.take(event, &store, &directory, args) {
                    return outcome;
                }
            }
            Ok(None) => {}
            Err(crate::worker::WorkerStopped) => {
                eprintln!(
                    "error: the worker stopped unexpectedly; nothing more is sent here. What \
                     was under way goes on at the next `offers run`"
                );
                return Outcome::SomeFailed;
            }
        }
    }
}

/// `directory`'s open offers, or `only`.
fn open_or_only(store: &Store, directory: &str, only: Option<OfferId>) -> Vec<OfferId> {
    match only {
        Some(only) => vec![only],
        None => store.open_offers(directory).unwrap_or_default(),
    }
}

/// Why `offer` takes no step here until the user acts, if it does not: it was made as
/// another account than `account`, or this version cannot read it. A step that failed for
/// any other reason (the directory or the team out of reach) is tried again.
fn lasting_refusal(
    store: &Store,
    directory: &str,
    offer: OfferId,
    account: &crate::store::JobAccount,
) -> Option<String> {
    // A database busy now is no reason to give the offer up: the outbox tries it again.
    if let Err(unreadable) = store.offer(directory, offer)
        && unreadable.is_unreadable_row()
    {
        return Some(unreadable.to_string());
    }
    let owner = store.offer_owner(directory, offer).ok()?;
    crate::store::check_offer_owner(offer, owner.as_ref(), Some(account)).err()
}

fn say_not_run(offer: OfferId, problem: &str) {
    eprintln!("error: offer {offer} is not run: {problem}");
}

/// What `offers run` follows between its looks.
struct OffersRun {
    /// What each offer's timeline held before: only what happens now is printed.
    seen: HashMap<OfferId, usize>,
    running: std::collections::HashSet<crate::store::JobId>,
    last_look: Instant,
    looked_since_quiet: bool,
    troubled: bool,
    /// The offers' steps under way, as the outbox last said.
    steps: usize,
    /// Ctrl+C came and the outbox was told to start no more steps; and it said it heard.
    stopping: bool,
    stop_heard: bool,
    /// Offers that take no step until the user acts (another account's, unreadable), with
    /// why: said once, and not waited for.
    refused: HashMap<OfferId, String>,
}

impl OffersRun {
    fn new(
        store: &Store,
        directory: &str,
        args: &RunArgs,
        refused: HashMap<OfferId, String>,
    ) -> Self {
        let seen = store
            .offer_summaries(directory)
            .unwrap_or_default()
            .iter()
            .map(ListedOffer::id)
            .filter_map(|id| Some((id, store.offer(directory, id).ok()??.events.len())))
            .collect();
        Self {
            seen,
            running: Default::default(),
            last_look: Instant::now() - args.every,
            looked_since_quiet: false,
            troubled: !refused.is_empty(),
            steps: 0,
            stopping: false,
            stop_heard: false,
            refused,
        }
    }

    /// The open offers this run looks after.
    fn mine(&self, store: &Store, directory: &str, only: Option<OfferId>) -> Vec<OfferId> {
        store
            .open_offers(directory)
            .unwrap_or_default()
            .into_iter()
            .filter(|id| only.is_none_or(|only| only == *id) && !self.refused.contains_key(id))
            .collect()
    }

    /// How the run ends after Ctrl+C, its steps done: the offers it ran (`only`, or all)
    /// that go on at the next run.
    fn stopped(&self, store: &Store, directory: &str, only: Option<OfferId>) -> Outcome {
        let left: Vec<String> = self
            .mine(store, directory, only)
            .iter()
            .map(ToString::to_string)
            .collect();
        match left.as_slice() {
            [] => eprintln!("stopped; nothing is left to do"),
            [one] => eprintln!("stopped; offer {one} goes on at the next `offers run`"),
            many => eprintln!(
                "stopped; offers {} go on at the next `offers run`",
                many.join(", ")
            ),
        }
        Outcome::SomeFailed
    }

    /// Takes in one event; how the run ends, if it does.
    fn take(
        &mut self,
        event: Event,
        store: &Store,
        directory: &str,
        args: &RunArgs,
    ) -> Option<Outcome> {
        match event {
            Event::Outbox(OutboxEvent::Created {
                result: Ok(job),
                ticket,
            }) if crate::worker::is_offer_ticket(ticket) => {
                self.running.insert(job);
            }
            // A wave's last message answered: its wait starts now, or the next step.
            Event::Outbox(OutboxEvent::Ended { job, .. }) if self.running.remove(&job) => {
                self.last_look = Instant::now() - args.every;
            }
            Event::Outbox(OutboxEvent::OfferChanged { offer }) => {
                print_news(store, directory, offer, &mut self.seen);
                self.looked_since_quiet = false;
            }
            Event::Outbox(OutboxEvent::OfferTrouble { offer, .. })
                if self.refused.contains_key(&offer) => {}
            Event::Outbox(OutboxEvent::OfferTrouble {
                offer,
                problem,
                lasting,
            }) => {
                self.troubled = true;
                if lasting {
                    say_not_run(offer, &problem);
                    self.refused.insert(offer, problem);
                } else {
                    eprintln!("offer {offer}: {problem}; trying again in a minute");
                }
            }
            Event::Outbox(OutboxEvent::OffersLooked {
                busy,
                steps,
                stopped,
            }) => {
                self.steps = steps;
                self.stop_heard |= stopped;
                return self.looked(busy, store, directory, args);
            }
            Event::Outbox(OutboxEvent::Refused { problem, .. }) => {
                eprintln!("warning: {problem}");
            }
            _ => {}
        }
        None
    }

    /// A look is over: whether the run is.
    fn looked(
        &mut self,
        busy: usize,
        store: &Store,
        directory: &str,
        args: &RunArgs,
    ) -> Option<Outcome> {
        // After Ctrl+C the run ends as stopped (`stopped`), once the steps are done.
        if busy > 0 || !self.running.is_empty() || self.stopping {
            return None;
        }
        if self.mine(store, directory, args.offer).is_empty() {
            eprintln!("nothing more to do");
            return Some(if self.refused.is_empty() {
                Outcome::Done
            } else {
                Outcome::SomeFailed
            });
        }
        if args.once && self.looked_since_quiet {
            return Some(if self.troubled {
                Outcome::SomeFailed
            } else {
                Outcome::Done
            });
        }
        // Quiet once: one more look, at once, to be sure nothing became due.
        self.looked_since_quiet = true;
        if args.once {
            self.last_look = Instant::now() - args.every;
        }
        None
    }
}

/// When the open wave's next message goes (`offers::due::next_send`, the time the window's
/// board, news and journal name too), said on the line of the wave's opening, in UTC and
/// in the freelancer's zone where known.
fn waits_words(record: &OfferRecord, event: &crate::store::OfferEvent) -> Option<String> {
    let last = record.events.iter().rposition(|e| e.kind == "wave")?;
    if !std::ptr::eq(&record.events[last], event) {
        return None;
    }
    let next = crate::offers::due::next_send(record, crate::store::now_ms())?;
    let theirs = next
        .zone
        .as_deref()
        .and_then(|name| Some((name, jiff::tz::TimeZone::get(name).ok()?)))
        .and_then(|(name, zone)| {
            let at = jiff::Timestamp::from_millisecond(next.at).ok()?;
            let local = zone.to_datetime(at).strftime("%Y-%m-%d %H:%M");
            Some(format!(" ({local} {name})"))
        })
        .unwrap_or_default();
    Some(format!(
        "waiting for working hours, next message at {}{theirs}",
        crate::times::utc_minutes(next.at)
    ))
}

/// Prints what happened to `offer` since it was last printed: its new timeline lines.
fn print_news(store: &Store, directory: &str, offer: OfferId, seen: &mut HashMap<OfferId, usize>) {
    let Ok(Some(record)) = store.offer(directory, offer) else {
        return;
    };
    let names: HashMap<Uuid, String> = record
        .candidates
        .iter()
        .map(|c| (c.uuid, c.label()))
        .collect();
    let from = seen.insert(offer, record.events.len()).unwrap_or(0);
    for event in record.events.iter().skip(from) {
        let who = event
            .uuid
            .map(|u| names.get(&u).cloned().unwrap_or_else(|| u.to_string()))
            .unwrap_or_default();
        let detail = event.detail.clone().unwrap_or_default();
        let line = match event.kind.as_str() {
            "created" => format!("written, {detail}"),
            "wave" => match waits_words(&record, event) {
                Some(waits) => format!("{detail}; {waits}"),
                None => detail,
            },
            "offered" => format!("offered to {who}"),
            "left_out" => format!("{who} left out: {detail}"),
            "answer" => format!("{who} answered: {detail}"),
            "filled" => format!("filled by {who}"),
            "closing" => format!("{who} told how it ended ({})", detail.trim_matches('"')),
            "closing_skipped" => format!("{who} not told how it ended: {detail}"),
            "next_wave_asked" => "the next wave asked for now".to_owned(),
            "expired" => "its deadline passed: no more waves".to_owned(),
            "let_go" => "let go".to_owned(),
            "fill_undone" => "the fill was undone: open again".to_owned(),
            "recent_included" => format!("{who} offered though {detail}, on your word"),
            "recent_left_out" => format!("left out on your word: {detail}"),
            other => [other, &who, &detail]
                .into_iter()
                .filter(|part| !part.is_empty())
                .collect::<Vec<_>>()
                .join(": "),
        };
        eprintln!("offer {offer}: {line}");
    }
    if record.state != OfferState::Open && from < record.events.len() {
        eprintln!("offer {offer}: {}", next_words(&record));
    }
}

#[cfg(test)]
mod tests {
    use super::pair_names;

    #[test]
    fn a_pair_is_two_languages_kept_by_their_names() {
        for typed in [
            "eng_srp",
            "English > Serbian",
            "english → serbian",
            " English_Serbian ",
        ] {
            assert_eq!(
                pair_names(typed).as_deref(),
                Ok("English → Serbian"),
                "{typed}"
            );
        }
        let none = pair_names("english").unwrap_err();
        assert!(none.contains("is not a language pair"), "{none}");
        assert!(pair_names("eng_eng").unwrap_err().contains("same language"));
        assert!(pair_names("eng_klingonish").is_err());
    }
}
