//! `/__sandbox/…`: inspection and control of the sandbox, for tests and demos. Reachable
//! only on loopback like the rest of the sandbox, and never part of the directory's API.

use serde::Deserialize;
use serde_json::json;

use super::availability;
use super::faults::{FaultInjector, FaultPlan};
use super::http::{Incoming, Reply};
use super::reply_routes;
use super::state::{Directory, Grant, RequestCounts};
use super::users;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewCredential {
    secret: String,
    #[serde(default)]
    scopes: Option<Vec<String>>,
    #[serde(default)]
    expired: bool,
}

pub fn handle(
    directory: &mut Directory,
    faults: &mut FaultInjector,
    path: &str,
    request: &Incoming,
) -> Reply {
    match (request.method.as_str(), path) {
        ("GET", "messages") => Reply::success(
            200,
            Some(json!(directory.messages)),
            Some(json!({"num_results": directory.messages.len()})),
        ),
        ("GET", "freelancers") => freelancers(directory),
        ("GET", "stats") => Reply::success(200, Some(json!(directory.counts)), None),
        ("GET", "faults") => Reply::success(200, Some(json!(faults.plan())), None),
        ("PUT", "faults") => match serde_json::from_slice::<FaultPlan>(&request.body) {
            Ok(plan) => match plan.check() {
                Ok(()) => {
                    faults.replace(plan);
                    Reply::success(200, Some(json!(faults.plan())), None)
                }
                Err(problem) => Reply::error(400, &[problem.as_str()]),
            },
            Err(err) => Reply::error(400, &[format!("not a fault plan: {err}").as_str()]),
        },
        ("POST", "credentials") => new_credential(directory, request),
        ("GET", "oauth") => Reply::success(200, Some(directory.oauth.options_view()), None),
        ("PUT" | "POST", "oauth") => {
            let update = serde_json::from_slice::<serde_json::Value>(&request.body)
                .map_err(|err| format!("not OAuth options: {err}"))
                .and_then(|patch| directory.oauth.update_options(&patch));
            match update {
                Ok(()) => Reply::success(200, Some(directory.oauth.options_view()), None),
                Err(problem) => Reply::error(400, &[problem.as_str()]),
            }
        }
        (_, "replies") => reply_routes::handle(directory, request),
        (_, "availability") => availability::admin(directory, request),
        (_, "user-zones") => users::zones_admin(directory, request),
        ("GET", "user-lists") => Reply::success(200, Some(json!(user_lists_view(directory))), None),
        ("DELETE", rest) if rest.starts_with("user-lists/") => {
            let id = rest["user-lists/".len()..]
                .parse::<u64>()
                .unwrap_or_default();
            if directory.user_lists.remove(id) {
                Reply::success(200, None, None)
            } else {
                Reply::error(404, &["No user list was found with that id."])
            }
        }
        ("POST", "reset") => {
            directory.messages.clear();
            directory.replies.clear();
            directory.availability_pinned.clear();
            directory.hours_pinned.clear();
            directory.summary_zones_pinned.clear();
            directory.counts = RequestCounts::default();
            faults.reset();
            Reply::success(200, None, None)
        }
        _ => Reply::error(
            404,
            &[
                "Unknown sandbox endpoint. Try messages, replies, availability, user-zones, freelancers, stats, faults, oauth, credentials, user-lists or reset.",
            ],
        ),
    }
}

fn freelancers(directory: &Directory) -> Reply {
    let listing: Vec<_> = directory
        .freelancers
        .iter()
        .map(|f| {
            json!({
                "uuid": f.uuid,
                "accepts_messages": f.accepts_messages,
                "restricted": Directory::is_restricted(&f.uuid),
                // Their zone as their profile gives it: tests pick who is at work, or not.
                "timezone": f.json.pointer("/contact_info/timezone"),
            })
        })
        .collect();
    Reply::success(
        200,
        Some(json!(listing)),
        Some(json!({"num_results": listing.len()})),
    )
}

fn new_credential(directory: &mut Directory, request: &Incoming) -> Reply {
    match serde_json::from_slice::<NewCredential>(&request.body) {
        Ok(new) if !new.secret.trim().is_empty() => {
            let mut grant = Grant::full(directory.demo_account);
            if let Some(scopes) = new.scopes {
                grant.scopes = scopes.into_iter().collect();
            }
            grant.expired = new.expired;
            directory
                .credentials
                .insert(new.secret.trim().to_owned(), grant);
            Reply::success(201, None, None)
        }
        Ok(_) => Reply::error(400, &["the secret is empty"]),
        Err(err) => Reply::error(400, &[format!("not a credential: {err}").as_str()]),
    }
}

/// Every user list the sandbox holds, whoever owns it: its id, owner, name and members
/// (included ones; `excluded` apart), for tests to check what a desk sent.
fn user_lists_view(directory: &Directory) -> serde_json::Value {
    let lists: Vec<serde_json::Value> = directory
        .user_lists
        .lists
        .iter()
        .map(|list| {
            let pick = |include: bool| -> Vec<String> {
                list.entries
                    .iter()
                    .filter(|(_, i)| *i == include)
                    .map(|(u, _)| u.to_string())
                    .collect()
            };
            json!({
                "id": list.id,
                "owner": list.owner,
                "name": list.name,
                "members": pick(true),
                "excluded": pick(false),
            })
        })
        .collect();
    json!(lists)
}
