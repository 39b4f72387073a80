//! `directory-desk outbox`: the jobs in the outbox journal, what became of each recipient,
//! and the user's word on them (resume, pause, cancel, resolve, retry). Pause and cancel are
//! written to the journal, which a run in any process reads before each request: they stop
//! a job that this process, another terminal or the window is sending.

use clap::{ArgGroup, Args, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::json;
use uuid::Uuid;

use super::interrupt::Interrupts;
use super::{GlobalOptions, Outcome, connect, data_folder, print_json, usage_error};
use crate::outbox::{JobLease, JobStatus, Journal, RunEnd, SendSettings, report};
use crate::store::JobId;
use crate::store::{
    JobAccount, JobOwner, JobRecord, JobState, JobSummary, RequestState, Resolution,
    check_job_owner, now_ms,
};
use crate::worker::team_guard::TeamToCheck;
use crate::worker::{Command, Connection, Event, OutboxCommand, OutboxEvent, Worker};

#[derive(Args, Debug)]
pub struct OutboxArgs {
    #[command(subcommand)]
    command: OutboxSubcommand,
}

#[derive(Subcommand, Debug)]
enum OutboxSubcommand {
    /// One line per job, newest first.
    List {
        #[arg(long)]
        json: bool,
    },
    /// One line per recipient of a job: its state, request and the directory's words.
    Show {
        job: JobId,
        #[arg(long)]
        json: bool,
    },
    /// Sends the rest of an interrupted or paused job.
    Resume {
        job: JobId,
        #[command(flatten)]
        sending: SendingOptions,
    },
    /// Pauses a job, wherever it is being sent (this or another terminal, the window): its
    /// run stops before its next request. `outbox resume` sends the rest.
    Pause { job: JobId },
    /// Cancels a job, wherever it is being sent: what has not gone yet never will. Asks
    /// first at a terminal.
    Cancel {
        job: JobId,
        /// Do not ask (for scripts).
        #[arg(long)]
        yes: bool,
    },
    /// Settles a request whose fate is unknown (or all of a job's at once): send it again,
    /// or record it as delivered.
    #[command(group(ArgGroup::new("which").required(true).args(["request", "all_unknown"])))]
    Resolve {
        job: JobId,
        /// The request's number, as `outbox show` prints it. (`--request` is its older name.)
        #[arg(long, value_name = "N", alias = "chunk")]
        request: Option<u32>,
        /// Every request of the job whose fate is unknown, at once.
        #[arg(long)]
        all_unknown: bool,
        #[arg(long = "as", value_name = "WHAT")]
        resolution: ResolveAs,
        #[command(flatten)]
        sending: SendingOptions,
    },
    /// Sends a failed request again, optionally without some recipients (say, invalid ones).
    Retry {
        job: JobId,
        /// The request's number, as `outbox show` prints it. (`--request` is its older name.)
        #[arg(long, value_name = "N", alias = "chunk")]
        request: u32,
        /// Recipients to leave out, comma-separated or repeated.
        #[arg(long, value_delimiter = ',', value_name = "UUID")]
        leave_out: Vec<Uuid>,
        #[command(flatten)]
        sending: SendingOptions,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ResolveAs {
    /// Send it again now (it may reach its recipients twice).
    Resent,
    /// You checked: it was delivered.
    Delivered,
}

/// How a job is sent, beside the global `--concurrency` (requests in flight). Unset, both
/// come from the environment (`send_concurrency`, `send_per_second`; defaults 2 and 10).
#[derive(Args, Debug, Clone)]
pub struct SendingOptions {
    /// At most this many requests start per second; 0 for no cap.
    #[arg(long, value_name = "N")]
    max_per_second: Option<f64>,
    /// Print nothing while sending.
    #[arg(long)]
    quiet: bool,
}

impl SendingOptions {
    /// The environment's settings with what the command line overrides.
    pub fn settings(
        &self,
        connection: &Connection,
        global: &GlobalOptions,
        request_size: Option<u8>,
    ) -> SendSettings {
        let configured = &connection.environment.outbox;
        SendSettings {
            request_size: request_size.map_or(configured.request_size, usize::from),
            concurrency: global
                .concurrency
                .map_or(configured.concurrency, usize::from),
            max_per_second: match self.max_per_second {
                Some(rate) => (rate > 0.0 && rate.is_finite()).then_some(rate),
                None => configured.max_per_second,
            },
            ..configured.clone()
        }
    }

    pub fn quiet(&self) -> bool {
        self.quiet
    }
}

pub fn run(args: OutboxArgs, global: &GlobalOptions) -> Outcome {
    match args.command {
        OutboxSubcommand::List { json } => list(json),
        OutboxSubcommand::Show { job, json } => show(job, json),
        OutboxSubcommand::Resume { job, sending } => {
            act(global, &sending, job, OutboxCommand::Resume { job })
        }
        OutboxSubcommand::Pause { job } => stop(job, JobState::Paused, true),
        OutboxSubcommand::Cancel { job, yes } => stop(job, JobState::Cancelled, yes),
        OutboxSubcommand::Resolve {
            job,
            request,
            all_unknown: _,
            resolution,
            sending,
        } => resolve(global, &sending, job, request, resolution),
        OutboxSubcommand::Retry {
            job,
            request,
            leave_out,
            sending,
        } => act(
            global,
            &sending,
            job,
            OutboxCommand::RetryFailed {
                job,
                seq: request,
                leave_out,
            },
        ),
    }
}

/// The journal in the data folder, with any job a dead process was sending shown as it
/// stood (its `sending` requests `unknown`).
fn open_journal() -> Result<Journal, Outcome> {
    let folder = data_folder()?;
    let journal = Journal::open(&folder).map_err(usage_error)?;
    let summaries = journal
        .call_blocking(|store| store.job_summaries(None))
        .map_err(usage_error)?
        .map_err(usage_error)?;
    for summary in summaries {
        if summary.lease.is_some() || summary.by_state.contains_key(&RequestState::Sending) {
            pollster::block_on(JobLease::recover_if_abandoned(&journal, summary.id))
                .map_err(usage_error)?;
        }
    }
    Ok(journal)
}

fn load(journal: &Journal, job: JobId) -> Result<JobRecord, Outcome> {
    journal
        .call_blocking(move |store| store.job(job))
        .map_err(usage_error)?
        .map_err(usage_error)?
        .ok_or_else(|| usage_error(format!("there is no job {job}; see `outbox list`")))
}

fn list(as_json: bool) -> Outcome {
    let journal = match open_journal() {
        Ok(journal) => journal,
        Err(outcome) => return outcome,
    };
    let summaries = match journal.call_blocking(|store| store.job_summaries(None)) {
        Ok(Ok(summaries)) => summaries,
        Ok(Err(err)) => return usage_error(err),
        Err(err) => return usage_error(err),
    };
    let now = now_ms();
    for job in &summaries {
        let status = JobStatus::of_summary(job, now);
        if as_json {
            print_json(&json!({
                "id": job.id,
                "state": status.as_str(),
                "recipients": job.recipients,
                "requests": job.requests,
                // The older name of "requests", for scripts written with it.
                "chunks": job.requests,
                "subject": job.subject,
                "directory": job.directory,
                "created_at_ms": job.created_at_ms,
                "by_state": by_state_json(job),
            }));
        } else {
            println!(
                "{}\t{}\t{} recipients, {} requests\t{}\t{}",
                job.id,
                status.as_str(),
                job.recipients,
                job.requests,
                counts_text(job),
                job.subject
            );
        }
    }
    if summaries.is_empty() && !as_json {
        eprintln!("the outbox is empty");
    }
    Outcome::Done
}

/// Pauses or cancels `job` in the journal, needing no connection. A job with nothing left
/// to send has nothing to stop (exit 2); a cancel is asked about first unless `confirmed`.
fn stop(job: JobId, state: JobState, confirmed: bool) -> Outcome {
    let journal = match open_journal() {
        Ok(journal) => journal,
        Err(outcome) => return outcome,
    };
    let summary = match journal.call_blocking(move |store| store.job_summaries(None)) {
        Ok(Ok(summaries)) => summaries.into_iter().find(|s| s.id == job),
        Ok(Err(err)) => return usage_error(err),
        Err(err) => return usage_error(err),
    };
    let Some(summary) = summary else {
        return usage_error(format!("there is no job {job}; see `outbox list`"));
    };
    let word = state.as_str();
    if summary.state == state {
        return usage_error(format!("job {job} is already {word}"));
    }
    if summary.state == JobState::Cancelled {
        return usage_error(format!("job {job} was cancelled; it cannot be {word}"));
    }
    let waiting: usize = [
        RequestState::Queued,
        RequestState::Retrying,
        RequestState::Sending,
    ]
    .iter()
    .filter_map(|s| summary.by_state.get(s))
    .sum();
    if waiting == 0 {
        let status = JobStatus::of_summary(&summary, now_ms());
        return usage_error(format!(
            "job {job} has nothing left to send ({}); nothing was {word}",
            status.label().to_lowercase()
        ));
    }
    if state == JobState::Cancelled && !confirmed {
        match confirm_cancel(&summary, waiting) {
            Ok(true) => {}
            Ok(false) => {
                eprintln!("job {job} was not cancelled");
                return Outcome::Usage;
            }
            Err(outcome) => return outcome,
        }
    }
    match journal.call_blocking(move |store| store.set_job_state(job, state, None)) {
        Ok(Ok(())) => {}
        Ok(Err(err)) => return usage_error(err),
        Err(err) => return usage_error(err),
    }
    let sending = JobStatus::of_summary(&summary, now_ms()) == JobStatus::Sending;
    match (state, sending) {
        (JobState::Paused, true) => eprintln!(
            "job {job} paused: its run stops before its next request; \
             `directory-desk outbox resume {job}` sends the rest"
        ),
        (JobState::Paused, false) => {
            eprintln!("job {job} paused; `directory-desk outbox resume {job}` sends the rest")
        }
        (_, true) => eprintln!("job {job} cancelled: its run stops before its next request"),
        (_, false) => eprintln!("job {job} cancelled"),
    }
    Outcome::Done
}

/// Asks at a terminal whether to cancel; without one, says how to cancel from a script.
fn confirm_cancel(summary: &JobSummary, waiting: usize) -> Result<bool, Outcome> {
    use std::io::{BufRead, IsTerminal, Write};
    if !std::io::stdin().is_terminal() {
        return Err(usage_error(format!(
            "cancelling job {} asks first: add --yes to cancel without asking",
            summary.id
        )));
    }
    eprint!(
        "Cancel job {} (\"{}\")? {} not sent yet will not be. [y/N] ",
        summary.id,
        summary.subject,
        crate::words::count(waiting, "request")
    );
    let _ = std::io::stderr().flush();
    let mut answer = String::new();
    if std::io::stdin().lock().read_line(&mut answer).is_err() {
        return Ok(false);
    }
    Ok(matches!(answer.trim(), "y" | "Y" | "yes" | "Yes" | "YES"))
}

fn by_state_json(job: &JobSummary) -> serde_json::Value {
    job.by_state
        .iter()
        .map(|(state, n)| (state.as_str().to_owned(), json!(n)))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

fn counts_text(job: &JobSummary) -> String {
    job.by_state
        .iter()
        .map(|(state, n)| format!("{n} {state}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn show(job: JobId, as_json: bool) -> Outcome {
    let record = match open_journal().and_then(|journal| load(&journal, job)) {
        Ok(record) => record,
        Err(outcome) => return outcome,
    };
    if !as_json {
        eprintln!(
            "job {job}: \"{}\", {}",
            record.subject,
            JobStatus::of_job(&record, now_ms()).label()
        );
        if let Some(why) = record.why_paused() {
            eprintln!("why: {why}");
        }
    }
    for row in report::recipients(&record) {
        if as_json {
            print_json(&json!({
                "recipient": row.recipient,
                "state": row.state.as_str(),
                "request": row.request,
                // The older name of "request", for scripts written with it.
                "chunk": row.request,
                "message": row.message,
                "name": row.name,
                "receipt": row.receipt,
            }));
        } else {
            println!(
                "{}\t{}\t{}\t{}\t{}",
                row.recipient,
                row.state,
                row.request,
                row.name.unwrap_or_default(),
                row.message.unwrap_or_default()
            );
        }
    }
    Outcome::Done
}

/// `--request N` settles one request; without it (clap requires `--all-unknown` then), every
/// request of the job whose fate is unknown. A resend goes at once, as in the app; recording
/// delivery needs no connection.
fn resolve(
    global: &GlobalOptions,
    sending: &SendingOptions,
    job: JobId,
    request: Option<u32>,
    resolution: ResolveAs,
) -> Outcome {
    match (request, resolution) {
        (Some(seq), ResolveAs::Delivered) => resolve_delivered(job, seq),
        (Some(seq), ResolveAs::Resent) => act(
            global,
            sending,
            job,
            OutboxCommand::Resolve {
                job,
                seq,
                resolution: Resolution::Resend,
            },
        ),
        (None, ResolveAs::Delivered) => resolve_all_delivered(job),
        (None, ResolveAs::Resent) => act(
            global,
            sending,
            job,
            OutboxCommand::ResolveAllUnknown {
                job,
                only: None,
                resolution: Resolution::Resend,
            },
        ),
    }
}

fn resolve_all_delivered(job: JobId) -> Outcome {
    let journal = match open_journal().and_then(|journal| load(&journal, job).map(|_| journal)) {
        Ok(journal) => journal,
        Err(outcome) => return outcome,
    };
    match journal
        .call_blocking(move |store| store.resolve_all_unknown(job, None, Resolution::Delivered))
    {
        Ok(Ok(resolved)) if resolved.requests.is_empty() => usage_error(format!(
            "job {job} has no request whose fate is unknown; see `outbox show {job}`"
        )),
        Ok(Ok(resolved)) => {
            eprintln!(
                "job {job}: {} to {} recorded as delivered",
                crate::words::count(resolved.requests.len(), "request"),
                crate::words::count(resolved.recipients, "recipient")
            );
            Outcome::Done
        }
        Ok(Err(err)) => usage_error(err),
        Err(err) => usage_error(err),
    }
}

fn resolve_delivered(job: JobId, seq: u32) -> Outcome {
    let journal = match open_journal() {
        Ok(journal) => journal,
        Err(outcome) => return outcome,
    };
    match journal.call_blocking(move |store| store.resolve_unknown(job, seq, Resolution::Delivered))
    {
        Ok(Ok(())) => {
            eprintln!("request {seq} of job {job} is recorded as delivered");
            Outcome::Done
        }
        Ok(Err(err)) => usage_error(err),
        Err(err) => usage_error(err),
    }
}

/// Connects to the job's environment, opens the outbox there, gives `command`, and follows
/// the job until its run ends.
fn act(
    global: &GlobalOptions,
    sending: &SendingOptions,
    job: JobId,
    command: OutboxCommand,
) -> Outcome {
    let record = match open_journal().and_then(|journal| load(&journal, job)) {
        Ok(record) => record,
        Err(outcome) => return outcome,
    };
    let (connection, worker) = match connect(global) {
        Ok(pair) => pair,
        Err(outcome) => return outcome,
    };
    let directory = connection.environment.directory_key();
    let owner = JobOwner {
        directory: record.directory.clone(),
        account: record.account.clone(),
    };
    if let Err(problem) = check_job_owner(job, &owner, &directory, None) {
        return refused(&problem);
    }
    let settings = sending.settings(&connection, global, None);
    if let Err(outcome) = open_outbox(&connection, &worker, settings, global) {
        return outcome;
    }
    // A job goes only as the account it was written as: ask who is signed in. What goes
    // again is checked against the team by the outbox, as a new send is.
    match signed_in_as(&worker) {
        Ok(account) => {
            if let Err(problem) = check_job_owner(job, &owner, &directory, Some(&account)) {
                return refused(&problem);
            }
            worker.send(Command::Outbox(OutboxCommand::SignedIn(account)));
        }
        Err(outcome) => return outcome,
    }
    let interrupts = Interrupts::listen(&worker);
    worker.send(Command::Outbox(command));
    // After the command: a pause given before it would be undone by a resume.
    interrupts.watch(job);
    follow(&worker, job, sending.quiet)
}

/// A refusal to send: the reason, and that nothing was sent (exit 1).
fn refused(problem: &str) -> Outcome {
    eprintln!("error: {problem}");
    Outcome::SomeFailed
}

/// Who the directory says is signed in, asked through the worker.
pub(super) fn signed_in_as(worker: &Worker) -> Result<JobAccount, Outcome> {
    worker.send(Command::WhoAmI);
    loop {
        match worker.next() {
            Some(Event::User(Ok(user))) => {
                return match JobAccount::of(&user) {
                    Some(account) => Ok(account),
                    None => Err(refused(
                        "the directory did not say which account is signed in, so the job's \
                         account cannot be checked; nothing was sent",
                    )),
                };
            }
            Some(Event::User(Err(err))) => {
                super::print_api_error(&err);
                eprintln!("nothing was sent");
                return Err(if err.is_authentication() {
                    Outcome::AuthFailed
                } else {
                    Outcome::SomeFailed
                });
            }
            Some(_) => {}
            None => return Err(usage_error("the worker stopped")),
        }
    }
}

/// Opens the outbox on the worker and waits until it is open: where it learns the team
/// database it checks every send and every job sent again against (the command line asks
/// it, never the team itself).
pub fn open_outbox(
    connection: &Connection,
    worker: &Worker,
    settings: SendSettings,
    global: &GlobalOptions,
) -> Result<TeamToCheck, Outcome> {
    let team = TeamToCheck {
        joined: connection.environment.team.clone(),
        config: global.config.clone().or_else(crate::config::default_path),
        keyring: crate::auth::CredentialStore::default(),
        recent_days: connection.environment.recent_contact_days,
        away_retry: crate::worker::team_guard::TEAM_AWAY_RETRY,
    };
    worker.send(Command::Outbox(OutboxCommand::Open {
        folder: data_folder()?,
        directory: connection.environment.directory_key(),
        environment: super::adopting(&connection.environment, global),
        settings,
        team: Box::new(team.clone()),
    }));
    loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Opened(Ok(_)))) => return Ok(team),
            Some(Event::Outbox(OutboxEvent::Opened(Err(problem)))) => {
                return Err(usage_error(problem));
            }
            Some(_) => {}
            None => return Err(usage_error("the worker stopped")),
        }
    }
}

/// Shows a job's progress until its run ends, then what became of it. The outcome is
/// `Done` only when every recipient certainly has the message.
pub fn follow(worker: &Worker, job: JobId, quiet: bool) -> Outcome {
    match follow_to_end(worker, job, quiet) {
        Ok((record, end)) => summarise(&record, &end),
        Err(outcome) => outcome,
    }
}

/// Shows a job's progress until its run ends: the job as it then stands, and how the run
/// ended; or the outcome of a command the worker refused.
pub fn follow_to_end(
    worker: &Worker,
    job: JobId,
    quiet: bool,
) -> Result<(JobRecord, RunEnd), Outcome> {
    let bar = progress_bar(quiet);
    let mut latest: Option<JobRecord> = None;
    let end = loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Job(record))) if record.id == job => {
                bar.set_length(record.requests.len() as u64);
                bar.set_position(settled(&record) as u64);
                latest = Some(*record);
            }
            Some(Event::Outbox(OutboxEvent::Request(update))) if update.job == job => {
                if let Some(record) = &mut latest
                    && let Some(chunk) = record.requests.iter_mut().find(|c| c.seq == update.seq)
                {
                    chunk.state = update.state;
                    bar.set_position(settled(record) as u64);
                }
            }
            Some(Event::Outbox(OutboxEvent::ResolvedAll {
                job: resolved,
                requests,
                recipients,
                ..
            })) if resolved == job => {
                bar.suspend(|| {
                    eprintln!(
                        "job {job}: sending {} to {} again",
                        crate::words::count(requests, "request"),
                        crate::words::count(recipients, "recipient")
                    );
                });
            }
            Some(Event::Outbox(OutboxEvent::Refused { problem, .. })) => {
                // The outbox would not do it (nothing to resolve, another account, the team's
                // checks): exit 2, as `send` stopped by its checks exits.
                bar.finish_and_clear();
                return Err(usage_error(problem));
            }
            Some(Event::Outbox(OutboxEvent::Ended { job: ended, end })) if ended == job => {
                break end;
            }
            Some(_) => {}
            None => break RunEnd::Stopped("the worker stopped".into()),
        }
    };
    bar.finish_and_clear();
    match latest {
        Some(record) => Ok((record, end)),
        None => Err(usage_error(format!("job {job} could not be read back"))),
    }
}

fn settled(record: &JobRecord) -> usize {
    record
        .requests
        .iter()
        .filter(|c| !c.state.awaits_sending() && c.state != RequestState::Sending)
        .count()
}

fn summarise(record: &JobRecord, end: &RunEnd) -> Outcome {
    let rows = report::recipients(record);
    let count = |state: RequestState| rows.iter().filter(|r| r.state == state).count();
    let parts: Vec<String> = RequestState::ALL
        .into_iter()
        .map(|state| (state, count(state)))
        .filter(|(_, n)| *n > 0)
        .map(|(state, n)| format!("{n} {state}"))
        .collect();
    eprintln!(
        "job {}: {} recipients: {}",
        record.id,
        rows.len(),
        parts.join(", ")
    );
    match end {
        RunEnd::Finished => {}
        RunEnd::Paused => eprintln!(
            "paused: `directory-desk outbox resume {}` sends the rest",
            record.id
        ),
        RunEnd::Cancelled => eprintln!("cancelled"),
        RunEnd::StoppedElsewhere(JobState::Cancelled) => eprintln!(
            "job {} was cancelled from another window or command",
            record.id
        ),
        RunEnd::StoppedElsewhere(_) => eprintln!(
            "job {} was paused from another window or command: `directory-desk outbox resume {}` \
             sends the rest",
            record.id, record.id
        ),
        RunEnd::AskedToWait(note) | RunEnd::Crashed(note) => eprintln!(
            "paused: {} `directory-desk outbox resume {}` sends the rest",
            note.in_english(),
            record.id
        ),
        RunEnd::SignedOut(note) => eprintln!("stopped: {}", note.in_english()),
        RunEnd::Refused(why) | RunEnd::Stopped(why) => eprintln!("stopped: {why}"),
    }
    if count(RequestState::Unknown) > 0 {
        eprintln!(
            "Some requests MAY HAVE BEEN DELIVERED (state unknown): check, then \
             `directory-desk outbox resolve {} --request N --as delivered|resent` (or \
             --all-unknown instead of --request N for all of them)",
            record.id
        );
    }
    match end {
        RunEnd::SignedOut(_) => Outcome::AuthFailed,
        RunEnd::Refused(_) | RunEnd::Stopped(_) | RunEnd::AskedToWait(_) | RunEnd::Crashed(_) => {
            Outcome::SomeFailed
        }
        _ if rows
            .iter()
            .all(|r| matches!(r.state, RequestState::Sent | RequestState::Pending)) =>
        {
            Outcome::Done
        }
        _ => Outcome::SomeFailed,
    }
}

fn progress_bar(quiet: bool) -> ProgressBar {
    use std::io::IsTerminal;
    if quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} requests answered, {eta} left")
    {
        bar.set_style(style);
    }
    bar
}
