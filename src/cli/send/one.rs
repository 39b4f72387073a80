//! `directory-desk send --to`: one message to 1 to 25 freelancers, sent exactly once.

use serde_json::json;

use super::SendArgs;
use crate::api::{Draft, ReceiptStatus};
use crate::cli::{GlobalOptions, Outcome, api_failure, connect, error_json, print_json};
use crate::outbox::{Verdict, verdict};
use crate::worker::{Command, Event};

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
    let message = match draft.validate() {
        Ok(message) => message,
        Err(problems) => {
            for problem in &problems {
                eprintln!("error: {}", problem.text);
            }
            eprintln!("nothing was sent");
            return Outcome::Usage;
        }
    };
    let recipients = message.recipient_uuids.len();
    let (_connection, worker) = match connect(global) {
        Ok(pair) => pair,
        Err(outcome) => return outcome,
    };
    worker.send(Command::Send {
        job: 1,
        messages: vec![message],
    });
    let result = loop {
        match worker.next() {
            Some(Event::Sent { result, .. }) => break result,
            Some(_) => {}
            None => return Outcome::SomeFailed,
        }
    };

    match result {
        Ok(receipt) => {
            let fully_delivered = matches!(
                receipt.status,
                ReceiptStatus::Sent | ReceiptStatus::Pending | ReceiptStatus::Accepted
            ) && receipt.failed_recipients.is_empty();
            if args.json {
                let line = json!({
                    "ok": true,
                    "recipients": recipients,
                    "http_status": receipt.http_status,
                    "status": receipt.status_label(),
                    "status_message": receipt.status_message,
                    "failed_recipients": receipt.failed_recipients,
                });
                print_json(&line);
            } else {
                println!(
                    "{}: {} ({recipients} recipients)",
                    receipt.status_label(),
                    receipt
                        .status_message
                        .as_deref()
                        .unwrap_or("no message from the server")
                );
                for failed in &receipt.failed_recipients {
                    println!("not delivered to: {failed}");
                }
            }
            if fully_delivered {
                Outcome::Done
            } else {
                Outcome::SomeFailed
            }
        }
        Err(err) => {
            let verdict = verdict(&err);
            if args.json {
                let mut line = json!({"ok": false, "outcome": verdict.outcome()});
                if let (Some(line), serde_json::Value::Object(error)) =
                    (line.as_object_mut(), error_json(&err))
                {
                    line.extend(error);
                }
                print_json(&line);
            }
            eprintln!("error: {err}");
            match verdict {
                Verdict::MaybeProcessed => eprintln!(
                    "The message MAY HAVE BEEN DELIVERED: the request reached the directory and \
                     no clear answer came back. Check with the recipients or the directory \
                     before sending it again."
                ),
                Verdict::Processed => eprintln!(
                    "The directory accepted the message, but its receipt could not be read."
                ),
                Verdict::NotProcessed => eprintln!(
                    "The message was not delivered: the directory did not process it, so \
                     sending it again later is safe."
                ),
                Verdict::Refused => eprintln!("The message was not delivered."),
            }
            api_failure(&err)
        }
    }
}
