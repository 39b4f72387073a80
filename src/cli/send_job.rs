//! `directory-desk send --recipients FILE`: one message to any number of recipients, as an
//! outbox job. Every recipient is looked up first (one unknown UUID fails its whole request),
//! the job is written to the journal whole, then sent and followed to the end.

use std::path::Path;

use serde_json::json;
use uuid::Uuid;

use super::outbox::{follow, open_outbox};
use super::send::SendArgs;
use super::{GlobalOptions, Outcome, connect, print_json, usage_error};
use crate::api::ApiError;
use crate::outbox::personalise::{Fallbacks, Placeholder, RecipientFields};
use crate::outbox::{JobDraft, PlannedRecipient};
use crate::worker::{Command, Event, LookupEnd, OutboxCommand, OutboxEvent, Worker};

pub fn run(args: &SendArgs, file: &Path, body: String, global: &GlobalOptions) -> Outcome {
    let text = if file.as_os_str() == "-" {
        let mut text = String::new();
        if let Err(err) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut text) {
            return usage_error(format!("cannot read standard input: {err}"));
        }
        text
    } else {
        match std::fs::read(file) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(err) => return usage_error(format!("cannot read {}: {err}", file.display())),
        }
    };
    let extracted = crate::uuids::extract(&text);
    if !extracted.invalid.is_empty() {
        eprintln!(
            "note: {} words in {} look like broken UUIDs and were skipped, e.g. {}",
            extracted.invalid.len(),
            file.display(),
            extracted.invalid[0]
        );
    }
    if extracted.uuids.is_empty() {
        return usage_error(format!("no UUIDs found in {}", file.display()));
    }
    let fallbacks = match parse_fallbacks(&args.fallback) {
        Ok(fallbacks) => fallbacks,
        Err(problem) => return usage_error(problem),
    };
    let (connection, worker) = match connect(global) {
        Ok(pair) => pair,
        Err(outcome) => return outcome,
    };
    let settings = args.sending.settings(&connection, global, args.chunk_size);
    let recipients = if args.no_verify {
        extracted
            .uuids
            .iter()
            .map(|uuid| PlannedRecipient {
                uuid: *uuid,
                name: None,
                fields: None,
            })
            .collect()
    } else {
        match verify(&worker, extracted.uuids, args.leave_out_unknown) {
            Ok(recipients) => recipients,
            Err(outcome) => return outcome,
        }
    };
    let draft = JobDraft {
        environment: connection.environment.name.clone(),
        sender_name: args.sender_name.clone(),
        sender_email: args.sender_email.clone(),
        subject: args.subject.clone(),
        body,
        message_type: args.message_type,
        recipients,
        chunk_size: settings.chunk_size,
        fallbacks,
    };
    if args.no_verify && !draft.placeholders().is_empty() {
        return usage_error(
            "placeholders need the recipients' profiles: drop --no-verify so they are looked up",
        );
    }
    let job = match draft.plan() {
        Ok(job) => job,
        Err(problems) => {
            for problem in &problems {
                eprintln!("error: {}", problem.text);
            }
            eprintln!("nothing was sent");
            return Outcome::Usage;
        }
    };
    let (recipients, requests) = (
        job.chunks.iter().map(|c| c.recipients.len()).sum::<usize>(),
        job.chunks.len(),
    );
    if let Err(outcome) = open_outbox(&connection, &worker, settings) {
        return outcome;
    }
    worker.send(Command::Outbox(OutboxCommand::Create {
        request: 1,
        job: Box::new(job),
    }));
    let id = loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Created { result: Ok(id), .. })) => break id,
            Some(Event::Outbox(OutboxEvent::Created {
                result: Err(problem),
                ..
            })) => {
                eprintln!("nothing was sent");
                return usage_error(problem);
            }
            Some(_) => {}
            None => return usage_error("the worker stopped"),
        }
    };
    eprintln!("job {id}: {recipients} recipients in {requests} requests");
    let outcome = follow(&worker, id, args.sending.quiet());
    if args.json {
        print_json(
            &json!({"job": id, "recipients": recipients, "chunks": requests, "ok": outcome == Outcome::Done}),
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

/// Looks every recipient up. Unknown ones are listed and stop the send unless the user
/// said to leave them out; a recipient that could not be checked at all stops it.
fn verify(
    worker: &Worker,
    uuids: Vec<Uuid>,
    leave_out_unknown: bool,
) -> Result<Vec<PlannedRecipient>, Outcome> {
    let total = uuids.len();
    eprintln!("verifying {total} recipients…");
    let order = uuids.clone();
    worker.send(Command::LookUp { job: 1, uuids });
    let mut found = std::collections::HashMap::new();
    let mut unknown = Vec::new();
    let mut unchecked = Vec::new();
    loop {
        match worker.next() {
            Some(Event::LookedUp { uuid, result, .. }) => match result {
                Ok(freelancer) => {
                    found.insert(
                        uuid,
                        (
                            freelancer.display_name(),
                            Some(RecipientFields::of(&freelancer)),
                        ),
                    );
                }
                // Restricted profiles exist and can be messaged; they just cannot be read.
                Err(ApiError::Forbidden { .. }) => {
                    found.insert(uuid, (None, None));
                }
                Err(ApiError::Rejected {
                    status: 400 | 404, ..
                })
                | Err(ApiError::NotAvailable { .. }) => unknown.push(uuid),
                Err(err) if err.is_authentication() => {
                    eprintln!("error: {err}");
                    eprintln!("nothing was sent");
                    return Err(Outcome::AuthFailed);
                }
                Err(err) => unchecked.push((uuid, err)),
            },
            Some(Event::LookupFinished { end, .. }) => {
                if let LookupEnd::SignedOut(err) = end {
                    eprintln!("error: {err}");
                    eprintln!("nothing was sent");
                    return Err(Outcome::AuthFailed);
                }
                break;
            }
            Some(_) => {}
            None => return Err(usage_error("the worker stopped")),
        }
    }
    if !unchecked.is_empty() {
        for (uuid, err) in unchecked.iter().take(10) {
            eprintln!("could not check {uuid}: {err}");
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
    Ok(order
        .into_iter()
        .filter_map(|uuid| {
            let (name, fields) = found.remove(&uuid)?;
            Some(PlannedRecipient { uuid, name, fields })
        })
        .collect())
}
