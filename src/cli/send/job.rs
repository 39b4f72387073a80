//! `directory-desk send --recipients FILE` (or `--list NAME`): one message to any number of
//! recipients, as an outbox job. Every recipient is checked first (one unknown UUID fails
//! its whole request): who they are from the directory's user summaries, dozens a request,
//! or each profile when the message has placeholders; the job is written to the journal
//! whole, then sent and followed to the end.

use std::collections::HashMap;

use serde_json::json;
use uuid::Uuid;

use super::{SendArgs, cannot_go, guard, open, refused, submit};
use crate::api::summaries::{SummariesEnd, Summary};
use crate::cli::outbox::follow;
use crate::cli::{GlobalOptions, Outcome, print_json, usage_error};
use crate::outbox::personalise::{Fallbacks, Placeholder, RecipientFields};
use crate::outbox::{JobDraft, PlannedRecipient, RecipientCheck};
use crate::store::DraftRecipient;
use crate::worker::{Command, Event, LookupEnd, Worker};

pub fn run(args: &SendArgs, body: String, global: &GlobalOptions) -> Outcome {
    let from = (args.list.as_deref(), args.recipients.as_deref());
    let named = match crate::cli::recipients::gather(from, "--recipients", global) {
        Ok(named) => named,
        Err(outcome) => return outcome,
    };
    let opened = match open(global, |connection| {
        args.sending.settings(connection, global, args.request_size)
    }) {
        Ok(opened) => opened,
        Err(outcome) => return outcome,
    };
    // Before the lookups: nobody is looked up who will not be sent to.
    let (named, team_claim) = match guard(
        &opened,
        global,
        named,
        |r| (r.uuid, r.name.clone()),
        args.recent_choice(),
        &args.subject,
    ) {
        Ok(guarded) => guarded,
        Err(outcome) => return outcome,
    };
    let fallbacks = match parse_fallbacks(&args.fallback) {
        Ok(fallbacks) => fallbacks,
        Err(problem) => return usage_error(problem),
    };
    let (connection, worker) = (&opened.connection, &opened.worker);
    let recipients = if args.no_verify {
        named
            .into_iter()
            .map(|r| PlannedRecipient {
                uuid: r.uuid,
                name: r.name,
                fields: None,
            })
            .collect()
    } else {
        // Placeholders need each recipient's profile; the rest, only who they are.
        let personalised = !crate::outbox::personalise::used_in(&args.subject).is_empty()
            || !crate::outbox::personalise::used_in(&body).is_empty();
        match verify(worker, named, args.leave_out_unknown, personalised) {
            Ok(recipients) => recipients,
            Err(outcome) => return outcome,
        }
    };
    let draft = JobDraft {
        directory: connection.environment.directory_key(),
        sender_name: args.sender_name.clone(),
        sender_email: args.sender_email.clone(),
        subject: args.subject.clone(),
        body,
        message_type: args.message_type,
        recipients,
        request_size: opened.settings.request_size,
        fallbacks,
    };
    if args.no_verify && !draft.placeholders().is_empty() {
        return usage_error(
            "placeholders need the recipients' profiles: drop --no-verify so they are looked up",
        );
    }
    let job = match draft.plan() {
        Ok(job) => job,
        Err(problems) => return cannot_go(&problems),
    };
    let (recipients, requests) = (
        job.requests
            .iter()
            .map(|c| c.recipients.len())
            .sum::<usize>(),
        job.requests.len(),
    );
    let id = match submit(&opened, job, team_claim) {
        Ok(id) => id,
        Err(outcome) => return outcome,
    };
    eprintln!("job {id}: {recipients} recipients in {requests} requests");
    let outcome = follow(worker, id, args.sending.quiet());
    if args.json {
        print_json(
            // "chunks" is the older name of "requests", for scripts written with it.
            &json!({
                "job": id,
                "recipients": recipients,
                "requests": requests,
                "chunks": requests,
                "ok": outcome == Outcome::Done,
            }),
        );
    }
    outcome
}

fn parse_fallbacks(given: &[String]) -> Result<Fallbacks, String> {
    let mut fallbacks = Fallbacks::new();
    for pair in given {
        let Some((key, text)) = pair.split_once('=') else {
            return Err(format!("--fallback {pair}: write it as FIELD=TEXT"));
        };
        let Some(placeholder) = Placeholder::parse(key) else {
            return Err(format!(
                "--fallback {pair}: '{key}' is not site_name, first_name or last_name"
            ));
        };
        fallbacks.insert(placeholder, text.to_owned());
    }
    Ok(fallbacks)
}

/// What the directory said of the recipients before a send: who they are (their name, and
/// their profile's fields when it was read), who it does not know, and who could not be
/// checked, with why.
#[derive(Default)]
struct Checked {
    found: HashMap<Uuid, (Option<String>, Option<RecipientFields>)>,
    unknown: Vec<Uuid>,
    unchecked: Vec<(Uuid, crate::api::Explained)>,
}

/// Checks every recipient. Unknown ones are listed and stop the send unless the user said
/// to leave them out; a recipient that could not be checked at all stops it. A message
/// with placeholders needs each profile's fields (a lookup each); any other needs only
/// who they are, which the directory's user summaries say dozens a request.
fn verify(
    worker: &Worker,
    named: Vec<DraftRecipient>,
    leave_out_unknown: bool,
    personalised: bool,
) -> Result<Vec<PlannedRecipient>, Outcome> {
    let total = named.len();
    eprintln!("verifying {total} recipients…");
    let uuids: Vec<Uuid> = named.iter().map(|r| r.uuid).collect();
    let Checked {
        mut found,
        unknown,
        unchecked,
    } = if personalised {
        look_up(worker, uuids)?
    } else {
        summaries(worker, uuids)?
    };
    if !unchecked.is_empty() {
        for (uuid, err) in unchecked.iter().take(10) {
            eprintln!("could not check {uuid}: {}", err.for_terminal());
        }
        eprintln!(
            "{} of {total} recipients could not be checked; nothing was sent. Try again, or use --no-verify.",
            unchecked.len()
        );
        return Err(Outcome::SomeFailed);
    }
    if !unknown.is_empty() {
        eprintln!("{} recipients are not in the directory:", unknown.len());
        for uuid in &unknown {
            eprintln!("  {uuid}");
        }
        if !leave_out_unknown {
            eprintln!(
                "nothing was sent; check them, or add --leave-out-unknown to send to the rest"
            );
            return Err(Outcome::SomeFailed);
        }
        eprintln!("leaving them out, as asked");
    }
    Ok(named
        .into_iter()
        .filter_map(|recipient| {
            let (name, fields) = found.remove(&recipient.uuid)?;
            Some(PlannedRecipient {
                uuid: recipient.uuid,
                // The directory's name for them, else the one the list or file gave.
                name: name.or(recipient.name),
                fields,
            })
        })
        .collect())
}

/// Every recipient's profile (for a message's placeholders).
fn look_up(worker: &Worker, uuids: Vec<Uuid>) -> Result<Checked, Outcome> {
    worker.send(Command::LookUp {
        task: crate::worker::TaskId(1),
        uuids,
    });
    let mut checked = Checked::default();
    loop {
        match worker.next() {
            Some(Event::LookedUp { uuid, result, .. }) => {
                if let Err(err) = &result
                    && err.is_authentication()
                {
                    return Err(refused(err));
                }
                match RecipientCheck::of(&result) {
                    // A restricted profile exists and can be messaged; it just cannot be
                    // read, so its name and fields stay unknown.
                    Ok(RecipientCheck::Found | RecipientCheck::Restricted) => {
                        let profile = result.ok();
                        let name = profile.as_ref().and_then(|p| p.display_name());
                        let fields = profile.as_deref().map(RecipientFields::of);
                        checked.found.insert(uuid, (name, fields));
                    }
                    Ok(RecipientCheck::Unknown(_)) => checked.unknown.push(uuid),
                    Err(why) => checked.unchecked.push((uuid, why)),
                }
            }
            Some(Event::LookupFinished { end, .. }) => {
                if let LookupEnd::SignedOut(err) = end {
                    return Err(refused(&err));
                }
                return Ok(checked);
            }
            Some(_) => {}
            None => return Err(usage_error("the worker stopped")),
        }
    }
}

/// Who every recipient is, from the directory's user summaries (`GET /users?uuids=…`).
fn summaries(worker: &Worker, uuids: Vec<Uuid>) -> Result<Checked, Outcome> {
    worker.send(Command::Summaries {
        task: crate::worker::TaskId(1),
        uuids,
    });
    let mut checked = Checked::default();
    loop {
        match worker.next() {
            Some(Event::Summary { uuid, summary, .. }) => match summary {
                Summary::Found(found) => {
                    let name = found.site_name.filter(|name| !name.trim().is_empty());
                    checked.found.insert(uuid, (name, None));
                }
                Summary::Unknown => checked.unknown.push(uuid),
                Summary::Failed(err) if err.is_authentication() => return Err(refused(&err)),
                Summary::Failed(err) => checked.unchecked.push((uuid, err.explained())),
            },
            Some(Event::SummariesFinished { end, .. }) => {
                if let SummariesEnd::SignedOut(err) = end {
                    return Err(refused(&err));
                }
                return Ok(checked);
            }
            Some(_) => {}
            None => return Err(usage_error("the worker stopped")),
        }
    }
}
