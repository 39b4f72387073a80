//! `/__sandbox/replies`, the admin API's side of the freelancers who answer (`replies.rs`):
//! what is due, and the tests' scripts.

use std::collections::BTreeMap;

use serde_json::{Value, json};
use uuid::Uuid;

use super::http::{Incoming, Reply};
use super::replies::{Answer, MAX_SCRIPTED_DELAY_SECS, ReplyBook, SandboxReply, Script, compose};
use super::state::Directory;

/// `/__sandbox/replies`: `GET` lists the replies due, `PUT` scripts, `DELETE` forgets scripts.
/// `PUT` adds to the scripts in force (a freelancer named again gets the new one), so that a
/// test can script each wave of an offer as it goes; it answers every script in force.
pub(super) fn handle(directory: &mut Directory, request: &Incoming) -> Reply {
    match request.method.as_str() {
        "GET" => list(directory, request),
        "PUT" => match parse_scripts(directory, &request.body) {
            Ok(scripts) => {
                directory.replies.scripts.extend(scripts);
                Reply::success(200, Some(scripts_view(&directory.replies)), None)
            }
            Err(problem) => Reply::error(400, &[problem.as_str()]),
        },
        "DELETE" => {
            directory.replies.scripts.clear();
            Reply::success(200, Some(scripts_view(&directory.replies)), None)
        }
        _ => Reply::error(405, &["replies takes GET, PUT or DELETE."]),
    }
}

fn list(directory: &Directory, request: &Incoming) -> Reply {
    let until = match request.param("until").map(str::trim) {
        None | Some("") => jiff::Timestamp::now(),
        Some(text) => match text.parse::<jiff::Timestamp>() {
            Ok(until) => until,
            Err(err) => {
                let problem = format!(
                    "until must be an RFC 3339 time such as 2026-01-31T09:00:00Z, not {text:?}: {err}"
                );
                return Reply::error(400, &[problem.as_str()]);
            }
        },
    };
    let replies = due(directory, until.as_millisecond());
    Reply::success(
        200,
        Some(json!(replies)),
        Some(json!({"num_results": replies.len(), "until": until.to_string()})),
    )
}

/// The replies due by `until_ms` (milliseconds since the epoch), oldest first; for a tie,
/// in the order the messages and their recipients came. Those who received a message answer
/// it: `delivered_to` leaves out who refuses messages and everyone when the message was
/// rejected; a message held for review counts as delivered, as the sandbox never releases it
/// and an offer whose text has a link must still fill.
fn due(directory: &Directory, until_ms: i64) -> Vec<SandboxReply> {
    let mut found = Vec::new();
    for message in &directory.messages {
        for (position, uuid) in message.delivered_to.iter().enumerate() {
            let (script, words) = directory.replies.decide(message, uuid);
            if script.answer == Answer::Silent {
                continue;
            }
            let at_ms = i64::try_from(message.received_at_ms)
                .unwrap_or(i64::MAX)
                .saturating_add(
                    i64::try_from(script.after_seconds.saturating_mul(1000)).unwrap_or(i64::MAX),
                );
            if at_ms > until_ms {
                continue;
            }
            let reply = compose(
                directory.freelancer(uuid),
                uuid,
                message,
                script,
                words,
                at_ms,
            );
            found.push(((at_ms, message.id, position), reply));
        }
    }
    found.sort_by_key(|(order, _)| *order);
    found.into_iter().map(|(_, reply)| reply).collect()
}

/// Checks a whole script before any of it is kept, so that a bad one changes nothing.
fn parse_scripts(directory: &Directory, body: &[u8]) -> Result<Vec<(Uuid, Script)>, String> {
    let raw: BTreeMap<String, Script> = serde_json::from_slice(body).map_err(|err| {
        format!(
            "not reply scripts, which look like {{\"<uuid>\": {{\"answer\": \
             \"accepted|declined|question|silent\", \"after_seconds\": 300}}}}: {err}"
        )
    })?;
    raw.into_iter()
        .map(|(key, script)| {
            let uuid = Uuid::try_parse(key.trim())
                .map_err(|_| format!("{key:?} is not a freelancer's UUID"))?;
            if directory.freelancer(&uuid).is_none() {
                return Err(format!("no seeded freelancer has the UUID {uuid}"));
            }
            if script.after_seconds > MAX_SCRIPTED_DELAY_SECS {
                return Err(format!(
                    "after_seconds for {uuid} is {}; at most {MAX_SCRIPTED_DELAY_SECS} (31 days)",
                    script.after_seconds
                ));
            }
            Ok((uuid, script))
        })
        .collect()
}

fn scripts_view(book: &ReplyBook) -> Value {
    let sorted: BTreeMap<String, Script> = book
        .scripts
        .iter()
        .map(|(uuid, script)| (uuid.to_string(), *script))
        .collect();
    json!(sorted)
}
