//! `directory-desk send`: one message to 1 to 25 freelancers, sent exactly once.

use std::path::PathBuf;

use clap::Args;
use serde_json::json;

use super::{GlobalOptions, Outcome, api_failure, connect, error_json, print_json, usage_error};
use crate::api::{Draft, MessageType, ReceiptStatus};
use crate::outbox::{Verdict, verdict};
use crate::worker::{Command, Event};

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
    pub(super) to: Vec<String>,
    /// Any number of recipients (up to 10,000): every UUID in this file, whatever else it
    /// holds (`-` reads standard input; at most 50 MiB is read). Creates an outbox job, sent
    /// in requests of at most 25, that survives a crash and can be resumed.
    #[arg(long, value_name = "FILE", conflicts_with = "list")]
    pub(super) recipients: Option<PathBuf>,
    /// Like --recipients, with a saved recipient list (see `lists`).
    #[arg(long, value_name = "NAME")]
    pub(super) list: Option<String>,
    /// With --recipients: recipients per request (1 to 25; default the environment's, 25).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=25))]
    pub(super) chunk_size: Option<u8>,
    /// With --recipients: do not look every recipient up before sending. One unknown
    /// recipient makes its whole request fail.
    #[arg(long)]
    pub(super) no_verify: bool,
    /// With --recipients: leave out recipients the directory does not know, instead of
    /// stopping.
    #[arg(long)]
    pub(super) leave_out_unknown: bool,
    /// What a placeholder becomes when a recipient's profile lacks it, e.g.
    /// `first_name=colleague`. Placeholders: {{site_name}}, {{first_name}}, {{last_name}}.
    #[arg(long, value_name = "FIELD=TEXT")]
    pub(super) fallback: Vec<String>,
    #[command(flatten)]
    pub(super) sending: super::outbox::SendingOptions,
    #[arg(long, value_name = "NAME")]
    pub(super) sender_name: String,
    #[arg(long, value_name = "EMAIL")]
    pub(super) sender_email: String,
    #[arg(long)]
    pub(super) subject: String,
    /// The message text.
    #[arg(
        long,
        required_unless_present = "body_file",
        conflicts_with = "body_file"
    )]
    pub(super) body: Option<String>,
    /// Read the message text from this file: UTF-8 or UTF-16 text, at most 256 KiB.
    #[arg(long, value_name = "FILE")]
    pub(super) body_file: Option<PathBuf>,
    /// other, rfq or job.
    #[arg(long = "type", default_value = "other", value_name = "TYPE")]
    pub(super) message_type: MessageType,
    /// Print the receipt or the error as one JSON line.
    #[arg(long)]
    pub(super) json: bool,
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
    if args.recipients.is_some() || args.list.is_some() {
        return super::send_job::run(&args, body, global);
    }
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
