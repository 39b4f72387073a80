//! `directory-desk send`: one message, to 1 to 25 freelancers in one request (`--to`, in
//! [`one`]) or to any number from a file or a saved list (in [`job`]). Either way it goes as
//! an outbox job. This module holds what both share: the arguments, the message text, and
//! handing the job to the outbox ([`submit`]). The two never use each other.

mod job;
mod one;

use std::collections::HashMap;
use std::path::PathBuf;

use clap::Args;

use super::interrupt::Interrupts;
use super::outbox::open_outbox;
use uuid::Uuid;

use super::{GlobalOptions, Outcome, usage_error};
use crate::api::MessageType;
use crate::outbox::SendSettings;
use crate::outbox::guard::{RecentChoice, RecipientGuard, Stop};
use crate::outbox::personalise::placeholder_problems;
use crate::store::{JobId, NewJob, Ticket, now_ms};
use crate::worker::{Command, Connection, Event, OutboxCommand, OutboxEvent, Worker};

#[derive(Args, Debug)]
pub struct SendArgs {
    /// Recipient UUIDs, comma-separated or repeated: one request, sent once.
    #[arg(
        long,
        value_delimiter = ',',
        required_unless_present_any = ["recipients", "list"],
        conflicts_with_all = ["recipients", "list"],
        value_name = "UUID"
    )]
    to: Vec<String>,
    /// Any number of recipients (up to 10,000): every UUID in this file, whatever else it
    /// holds (`-` reads standard input; at most 50 MiB is read). Creates an outbox job, sent
    /// in requests of at most 25, that survives a crash and can be resumed.
    #[arg(long, value_name = "FILE", conflicts_with = "list")]
    recipients: Option<PathBuf>,
    /// Like --recipients, with a saved recipient list (see `lists`).
    #[arg(long, value_name = "NAME")]
    list: Option<String>,
    /// With --recipients: recipients per request (1 to 25; default the environment's, 25).
    /// (`--chunk-size` is its older name.)
    #[arg(long, value_name = "N", alias = "chunk-size", value_parser = clap::value_parser!(u8).range(1..=25))]
    request_size: Option<u8>,
    /// With --recipients: do not look every recipient up before sending. One unknown
    /// recipient makes its whole request fail.
    #[arg(long)]
    no_verify: bool,
    /// With --recipients: leave out recipients the directory does not know, instead of
    /// stopping.
    #[arg(long)]
    leave_out_unknown: bool,
    /// What a placeholder becomes when a recipient's profile lacks it, e.g.
    /// `first_name=colleague`. Placeholders: {{site_name}}, {{first_name}}, {{last_name}}.
    #[arg(long, value_name = "FIELD=TEXT")]
    fallback: Vec<String>,
    #[command(flatten)]
    sending: super::outbox::SendingOptions,
    /// Who the message is from, as the freelancers see it.
    #[arg(long, value_name = "NAME")]
    sender_name: String,
    /// Where the freelancers' answers go: the directory has no reply callbacks.
    #[arg(long, value_name = "EMAIL")]
    sender_email: String,
    /// The subject line. Like the message text, it may hold placeholders (see --fallback).
    #[arg(long)]
    subject: String,
    /// The message text.
    #[arg(
        long,
        required_unless_present = "body_file",
        conflicts_with = "body_file"
    )]
    body: Option<String>,
    /// Read the message text from this file: UTF-8 or UTF-16 text, at most 256 KiB.
    #[arg(long, value_name = "FILE")]
    body_file: Option<PathBuf>,
    /// other, rfq or job.
    #[arg(long = "type", default_value = "other", value_name = "TYPE")]
    message_type: MessageType,
    /// Leave out recipients this environment messaged within its `recent_contact_days`
    /// (default 7). Without this or --include-recent, such recipients stop the send.
    #[arg(long, conflicts_with = "include_recent")]
    skip_recent: bool,
    /// Send to recipients messaged within `recent_contact_days` too.
    #[arg(long)]
    include_recent: bool,
    /// Print the receipt or the error as one JSON line.
    #[arg(long)]
    json: bool,
}

impl SendArgs {
    fn recent_choice(&self) -> RecentChoice {
        match (self.skip_recent, self.include_recent) {
            (true, _) => RecentChoice::LeaveOut,
            (_, true) => RecentChoice::Include,
            _ => RecentChoice::Ask,
        }
    }
}

pub fn run(args: SendArgs, global: &GlobalOptions) -> Outcome {
    let body = match (&args.body, &args.body_file) {
        (Some(body), _) => body.clone(),
        (None, Some(path)) => match super::read_body(path) {
            Ok(body) => body,
            Err(err) => return usage_error(format!("{err}; nothing was sent")),
        },
        (None, None) => return usage_error("give the message text with --body or --body-file"),
    };
    // A placeholder typo would reach every recipient as written: caught before anything else.
    let typos = placeholder_problems(&args.subject, &body);
    if !typos.is_empty() {
        return cannot_go(&typos);
    }
    if args.recipients.is_some() || args.list.is_some() {
        job::run(&args, body, global)
    } else {
        one::run(&args, body, global)
    }
}

/// A message that cannot go as written: each problem on a line of its own, and that nothing
/// was sent.
fn cannot_go(problems: &[crate::api::Problem]) -> Outcome {
    for problem in problems {
        eprintln!("error: {}", problem.text);
    }
    eprintln!("nothing was sent");
    Outcome::Usage
}

/// The directory refused the credentials before anything was sent.
fn refused(err: &crate::api::ApiError) -> Outcome {
    super::print_api_error(err);
    eprintln!("nothing was sent");
    Outcome::AuthFailed
}

/// The recipients that go, and the claim the team's check took for them (in a team), which
/// goes with the job.
type Guarded<T> = (Vec<T>, Option<String>);

/// The guardrails, before anything is written: recipients marked do not contact (here or by
/// the team) are left out and named; recipients messaged recently (from this desk, or by a
/// colleague, or being messaged by one now) stop the send, or are left out or kept as the user
/// said. The team is asked through the outbox, which writes no job without its check. The
/// recipients that go, or how the command ends (nothing sent).
fn guard<T>(
    opened: &Opened,
    global: &GlobalOptions,
    recipients: Vec<T>,
    who: impl Fn(&T) -> (Uuid, Option<String>),
    choice: RecentChoice,
    subject: &str,
) -> Result<Guarded<T>, Outcome> {
    let environment = &opened.connection.environment;
    let store = super::open_store(environment, global)?;
    let named: Vec<(Uuid, Option<String>)> = recipients.iter().map(&who).collect();
    let uuids: Vec<Uuid> = named.iter().map(|(uuid, _)| *uuid).collect();
    let names: HashMap<Uuid, String> = named
        .iter()
        .filter_map(|(uuid, name)| Some((*uuid, name.clone()?)))
        .collect();
    let now = now_ms();
    let found = RecipientGuard::check(
        &store,
        &environment.directory_key(),
        &named,
        environment.recent_contact_days,
        now,
    )
    .map_err(usage_error)?;
    let team = super::team_guard::check(
        &opened.worker,
        &opened.team,
        &environment.directory_key(),
        &uuids,
        environment.recent_contact_days,
        subject,
    )?;
    for flagged in &found.do_not_contact {
        eprintln!("left out, marked do not contact: {}", flagged.label());
    }
    if let Some(team) = &team {
        team.print_marks(&names);
    }
    let days = crate::words::count(found.recent_days as usize, "day");
    let n = found.recent.len();
    if n > 0 {
        let messaged = format!(
            "{} {} messaged from {} in the last {days}",
            crate::words::count(n, "recipient"),
            crate::words::was_were(n),
            crate::store::directory_label(&environment.directory_key())
        );
        match choice {
            RecentChoice::Ask => eprintln!("error: {messaged}:"),
            RecentChoice::LeaveOut => eprintln!("leaving out, as asked: {messaged}:"),
            RecentChoice::Include => eprintln!("sending to them too, as asked: {messaged}:"),
        }
        for recent in &found.recent {
            eprintln!("  {}: {}", recent.who.label(), recent.when(now));
        }
    }
    let by_team = team.as_ref().map_or(0, |team| {
        team.print_recent(&names, choice, found.recent_days, now)
    });
    let nobody_left = || {
        eprintln!("error: nobody is left to send to");
        eprintln!("nothing was sent");
        Outcome::Usage
    };
    if choice == RecentChoice::Ask && n + by_team > 0 {
        eprintln!(
            "nothing was sent; add --skip-recent to leave them out, or --include-recent to \
             send to them too"
        );
        return Err(Outcome::Usage);
    }
    let mut kept = match found.apply(recipients, |r| who(r).0, choice) {
        Ok(kept) => kept,
        Err(Stop::RecentlyContacted) => return Err(Outcome::Usage),
        Err(Stop::NobodyLeft) => return Err(nobody_left()),
    };
    let Some(team) = team else {
        return Ok((kept, None));
    };
    kept.retain(|r| team.keeps(who(r).0, choice));
    if kept.is_empty() {
        return Err(nobody_left());
    }
    // The outbox gives back its claims on those left out when the job is written (and all
    // of them if it never is: the worker releases a check no job took as it stops).
    Ok((kept, Some(team.claim())))
}

/// A connection with its outbox open, as the signed-in account, and where it learns the team.
struct Opened {
    connection: Connection,
    worker: Worker,
    settings: SendSettings,
    team: crate::worker::team_guard::TeamToCheck,
    account: crate::store::JobAccount,
}

/// Connects, opens the outbox and tells it who is signed in (the directory is asked): a job
/// is written as its account, and goes only as it.
fn open(
    global: &GlobalOptions,
    settings: impl FnOnce(&Connection) -> SendSettings,
) -> Result<Opened, Outcome> {
    let (connection, worker) = super::connect(global)?;
    let settings = settings(&connection);
    let team = open_outbox(&connection, &worker, settings.clone(), global)?;
    let account = super::outbox::signed_in_as(&worker)?;
    worker.send(Command::Outbox(OutboxCommand::SignedIn(account.clone())));
    Ok(Opened {
        connection,
        worker,
        settings,
        team,
        account,
    })
}

/// A connection with its outbox open as the signed-in account (which it returns), for
/// `offers run`: its waves are written by the outbox itself, through the same door as every
/// send.
pub(super) fn open_for_offers(
    global: &GlobalOptions,
    sending: &super::outbox::SendingOptions,
) -> Result<(Connection, Worker, crate::store::JobAccount), Outcome> {
    let opened = open(global, |connection| {
        sending.settings(connection, global, None)
    })?;
    Ok((opened.connection, opened.worker, opened.account))
}

/// Writes `job` to the outbox's journal (with the team's claim, in a team) and starts
/// sending it: its id, once the journal holds it. From then on a signal (Ctrl+C, SIGTERM)
/// pauses the job rather than abandoning its requests in flight.
fn submit(opened: &Opened, job: NewJob, team_claim: Option<String>) -> Result<JobId, Outcome> {
    let worker = &opened.worker;
    let interrupts = Interrupts::listen(worker);
    worker.send(Command::Outbox(OutboxCommand::Create {
        ticket: Ticket(1),
        job: Box::new(job),
        team_claim,
        team_unchecked: None,
    }));
    let id = loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Created { result: Ok(id), .. })) => break id,
            Some(Event::Outbox(OutboxEvent::Created {
                result: Err(problem),
                ..
            })) => {
                eprintln!("nothing was sent");
                return Err(usage_error(problem));
            }
            Some(_) => {}
            None => return Err(usage_error("the worker stopped")),
        }
    };
    interrupts.watch(id);
    Ok(id)
}
