//! `directory-desk send --to`: one message to 1 to 25 freelancers, in one request sent exactly
//! once. It goes the way every message goes: as an outbox job (of that one request), written
//! to the journal before it goes and sent by the outbox, which sends it again on its own only
//! while the directory certainly did not process it. Ctrl+C pauses it as it pauses any job.
//! What the journal holds at the end is reported: the directory's receipt, or what the
//! failure means for the recipients.

use serde_json::json;
use uuid::Uuid;

use super::{SendArgs, cannot_go, guard, open, submit};
use crate::api::Draft;
use crate::cli::outbox::follow_to_end;
use crate::cli::{GlobalOptions, Outcome, print_json, usage_error};
use crate::outbox::{RECEIPT_UNREADABLE, RunEnd, Verdict, plan};
use crate::store::JobId;
use crate::store::{RequestRecord, RequestState};

pub fn run(args: &SendArgs, body: String, global: &GlobalOptions) -> Outcome {
    let draft = Draft {
        recipients: args
            .to
            .iter()
            .map(|r| r.trim().to_owned())
            .filter(|r| !r.is_empty())
            .collect(),
        sender_name: args.sender_name.clone(),
        sender_email: args.sender_email.clone(),
        subject: args.subject.clone(),
        body,
        message_type: args.message_type,
    };
    // Checked before anything else, so that a message that cannot go costs no connection.
    let mut message = match draft.validate() {
        Ok(message) => message,
        Err(problems) => return cannot_go(&problems),
    };
    let opened = match open(global, |connection| {
        args.sending.settings(connection, global, None)
    }) {
        Ok(opened) => opened,
        Err(outcome) => return outcome,
    };
    let team_claim;
    (message.recipient_uuids, team_claim) = match guard(
        &opened,
        global,
        message.recipient_uuids,
        |uuid| (*uuid, None),
        args.recent_choice(),
        &args.subject,
    ) {
        Ok(guarded) => guarded,
        Err(outcome) => return outcome,
    };
    let job = plan::one_request(opened.connection.environment.directory_key(), message);
    let id = match submit(&opened, job, team_claim) {
        Ok(id) => id,
        Err(outcome) => return outcome,
    };
    let ended = follow_to_end(&opened.worker, id, args.sending.quiet());
    let (record, end) = match ended {
        Ok(ended) => ended,
        Err(outcome) => return outcome,
    };
    let Some(request) = record.requests.first() else {
        return usage_error(format!("job {id} has no request"));
    };
    if request.state.is_settled() && request.message.as_deref() != Some(RECEIPT_UNREADABLE) {
        receipt(request, args.json)
    } else {
        failure(id, request, &end, args.json)
    }
}

/// The directory's receipt: its status (in its own word) and message, and whom it did not
/// reach. `Done` only when it reached everyone: a status this app does not know, or failed
/// recipients it could not match to anyone in the request, do not read as delivered.
fn receipt(request: &RequestRecord, as_json: bool) -> Outcome {
    let recipients = request.recipients.len();
    let failed: Vec<Uuid> = request
        .recipients
        .iter()
        .filter(|r| r.failed)
        .map(|r| r.uuid)
        .collect();
    let status = request
        .receipt_status
        .clone()
        .unwrap_or_else(|| request.state.to_string());
    if as_json {
        print_json(&json!({
            "ok": true,
            "recipients": recipients,
            "http_status": request.http_status,
            "status": status,
            "status_message": request.message,
            "failed_recipients": failed,
            "unmatched_failed_recipients": request.unmatched_failures,
        }));
    } else {
        println!(
            "{status}: {} ({})",
            request
                .message
                .as_deref()
                .unwrap_or("no message from the server"),
            crate::words::count(recipients, "recipient")
        );
        for uuid in &failed {
            println!("not delivered to: {uuid}");
        }
        if request.unmatched_failures > 0 {
            println!(
                "not delivered to: {} the directory named in a way this app cannot match",
                crate::words::count(request.unmatched_failures as usize, "recipient")
            );
        }
    }
    if reached_everyone(request, &status) {
        Outcome::Done
    } else {
        Outcome::SomeFailed
    }
}

/// Whether the receipt says the message reached every recipient: a status this app knows as
/// delivered (or held for review), nobody marked failed, and no failure it could not match.
fn reached_everyone(request: &RequestRecord, status: &str) -> bool {
    matches!(status, "sent" | "pending" | "accepted")
        && request.recipients.iter().all(|r| !r.failed)
        && request.unmatched_failures == 0
}

/// No receipt to show: what the journal holds says whether the message may have been
/// delivered, and where the job stands.
fn failure(job: JobId, request: &RequestRecord, end: &RunEnd, as_json: bool) -> Outcome {
    let verdict = verdict_of(request);
    if as_json {
        print_json(&json!({
            "ok": false,
            "outcome": verdict.outcome(),
            "status": request.http_status,
            "error": request.message,
            "error_messages": request.server_messages,
            "details": request.details,
        }));
    }
    // A receipt that could not be read has its own sentence below; the journal's note would
    // only say it twice.
    if let Some(said) = request
        .message
        .as_deref()
        .filter(|_| verdict != Verdict::Processed)
    {
        eprintln!("error: {said}");
        if let Some(details) = &request.details {
            eprintln!("  details: {details}");
        }
    }
    match verdict {
        Verdict::MaybeProcessed => {
            eprintln!(
                "The message MAY HAVE BEEN DELIVERED: the request reached the directory and no \
                 clear answer came back. Check with the recipients or the directory before \
                 sending it again."
            );
            eprintln!(
                "Once you know, `directory-desk outbox resolve {job} --request {} --as delivered` \
                 records it, or `--as resent` sends it again.",
                request.seq
            );
        }
        Verdict::Processed => {
            eprintln!("The directory accepted the message, but its receipt could not be read.")
        }
        Verdict::NotProcessed => eprintln!(
            "The message was not delivered: the directory did not process it, so sending it \
             again later is safe."
        ),
        Verdict::Refused => eprintln!("The message was not delivered."),
    }
    match end {
        RunEnd::Finished => {}
        RunEnd::Paused | RunEnd::AskedToWait(_) | RunEnd::SignedOut(_) => {
            eprintln!("paused: `directory-desk outbox resume {job}` sends it")
        }
        RunEnd::Cancelled => eprintln!("cancelled"),
        RunEnd::StoppedElsewhere(crate::store::JobState::Cancelled) => {
            eprintln!("job {job} was cancelled from another window or command")
        }
        RunEnd::StoppedElsewhere(_) => eprintln!(
            "job {job} was paused from another window or command: `directory-desk outbox \
             resume {job}` sends it"
        ),
        RunEnd::Crashed(note) => eprintln!("stopped: {}", note.in_english()),
        RunEnd::Refused(why) | RunEnd::Stopped(why) => eprintln!("stopped: {why}"),
    }
    match end {
        RunEnd::SignedOut(_) => Outcome::AuthFailed,
        _ => Outcome::SomeFailed,
    }
}

/// What the journal's record of the request says by the rule in `outbox::outcome`, in the
/// words `send --to` prints (and `--json`'s "outcome"). A `failed` request reads as refused:
/// whether the directory refused it or passing trouble outlasted every attempt, it was not
/// delivered and is not sent again on its own.
fn verdict_of(request: &RequestRecord) -> Verdict {
    match request.state {
        // Out when the run stopped, or out with no clear answer: it may have gone.
        RequestState::Sending | RequestState::Unknown => Verdict::MaybeProcessed,
        // Taken by the directory; only its receipt could not be read.
        RequestState::Sent | RequestState::Pending | RequestState::Rejected => Verdict::Processed,
        // Not sent yet, or certainly not processed: the job is paused with it waiting.
        RequestState::Queued | RequestState::Retrying => Verdict::NotProcessed,
        RequestState::Failed => Verdict::Refused,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::JobRecipient;

    fn request(failed: bool, unmatched: u32) -> RequestRecord {
        RequestRecord {
            seq: 1,
            state: RequestState::Sent,
            attempts: 1,
            next_attempt_at_ms: None,
            http_status: Some(201),
            message: None,
            note: None,
            server_messages: Vec::new(),
            details: None,
            subject: None,
            body: None,
            updated_at_ms: 0,
            recipients: vec![JobRecipient {
                uuid: Uuid::from_u128(1),
                name: None,
                failed,
                left_out: false,
            }],
            receipt_status: None,
            unmatched_failures: unmatched,
            receipt_meta: None,
        }
    }

    #[test]
    fn only_a_receipt_that_reached_everyone_reads_as_delivered() {
        assert!(reached_everyone(&request(false, 0), "sent"));
        assert!(reached_everyone(&request(false, 0), "accepted"));
        assert!(reached_everyone(&request(false, 0), "pending"));
        assert!(!reached_everyone(&request(false, 0), "held_for_audit"));
        assert!(!reached_everyone(&request(false, 0), "rejected"));
        assert!(!reached_everyone(&request(true, 0), "sent"));
        assert!(
            !reached_everyone(&request(false, 1), "sent"),
            "an unmatched failure"
        );
    }
}
