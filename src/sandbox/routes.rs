//! The directory's v2 API as the sandbox serves it: the written spec plus what the live
//! service is known to do (`spec/live-service-notes.md`).

use std::time::SystemTime;

use serde_json::{Value, json};
use uuid::Uuid;

use super::http::{Incoming, Reply};
use super::search::{self, SearchParams};
use super::state::{Directory, Grant, StoredMessage};
use super::user_lists;
use super::users::{self, UserLimits};
use super::{availability, codes};

const MAX_RECIPIENTS: usize = 25;
const MAX_PAGE: usize = 100;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UserShape {
    /// `GET /user` in the spec's envelope.
    #[default]
    Envelope,
    /// `GET /user` as the live service answers: the bare user object.
    Bare,
}

/// The route a path belongs to, for request counting: `freelancer/{uuid}` and so on.
pub fn endpoint_of(api_path: &str) -> String {
    match api_path.split('/').collect::<Vec<_>>().as_slice() {
        ["freelancer", "me"] => "/v2/freelancer/me".into(),
        ["freelancer", _] => "/v2/freelancer/{uuid}".into(),
        ["availability", _] => "/v2/availability/{uuid}".into(),
        ["availability", _, _] => "/v2/availability/{uuid}/{date}".into(),
        ["users", _] => "/v2/users/{uuid}".into(),
        ["user-list", _] => "/v2/user-list/{id}".into(),
        ["user-list-collaborator", _] => "/v2/user-list-collaborator/{id}".into(),
        _ => format!("/v2/{api_path}"),
    }
}

/// How this sandbox differs between runs, to reproduce different servers.
#[derive(Debug, Clone, Copy)]
pub struct Behaviour {
    pub user_shape: UserShape,
    /// Whether `/freelancer-matches` exists: it is not in the written spec.
    pub search: bool,
    /// Whether the code lists (`/codes/…`) exist: they are not in the written spec either.
    pub codes: bool,
    /// Whether `/availability/…` exists.
    pub availability: bool,
    /// The users door's undocumented limits, from the fault plan in force.
    pub users: UserLimits,
}

pub fn handle(
    directory: &mut Directory,
    behaviour: Behaviour,
    api_path: &str,
    request: &Incoming,
) -> Reply {
    let grant = match authenticate(directory, request) {
        Ok(grant) => grant,
        Err(reply) => return reply,
    };
    let segments: Vec<&str> = api_path.split('/').collect();
    match (request.method.as_str(), segments.as_slice()) {
        ("GET", ["user"] | ["freelancer", "me"]) if grant.app_only => Reply::oauth_error(
            403,
            "insufficient_scope",
            "An application token acts for no user; this needs a user's access token.",
        ),
        ("GET", ["user"]) => user(directory, &grant, behaviour.user_shape),
        ("GET", ["freelancer", "me"]) => {
            Reply::success(200, Some(directory.demo_freelancer.clone()), None)
        }
        ("GET", ["freelancer", id]) => freelancer(directory, id),
        ("GET", ["freelancer-matches"]) if behaviour.search => matches(directory, request),
        ("GET", ["codes", list]) if behaviour.codes => match *list {
            "language" => Reply::json(200, &codes::languages()),
            "language-service" => Reply::json(200, &codes::services()),
            "account-type" => Reply::json(200, &codes::account_types(request.param("codes"))),
            _ => Reply::error(404, &["Not found."]),
        },
        ("GET", ["availability", id]) if behaviour.availability => {
            availability_of(directory, &grant, id, None, request)
        }
        ("GET", ["availability", id, date]) if behaviour.availability => {
            availability_of(directory, &grant, id, Some(date), request)
        }
        ("GET", ["users"]) => users::batch(directory, behaviour.users, request),
        ("GET", ["users", id]) => users::one(directory, id, request),
        ("POST", ["messages"]) => send_message(directory, &grant, request),
        (_, ["user-list" | "user-list-collaborator", ..]) if segments.len() <= 2 => {
            user_lists::handle(directory, &grant, &segments, request)
        }
        (_, ["user"] | ["users"] | ["users", _] | ["freelancer", _] | ["messages"]) => {
            Reply::error(405, &["This method is not allowed here."])
        }
        _ => Reply::error(404, &["Not found."]),
    }
}

fn authenticate(directory: &Directory, request: &Incoming) -> Result<Grant, Reply> {
    let bearer = request
        .header("authorization")
        .and_then(|v| {
            v.strip_prefix("Bearer ")
                .or_else(|| v.strip_prefix("bearer "))
        })
        .map(str::trim);
    let (presented, is_api_key_header) = match (bearer, request.header("x-proz-api-key")) {
        (Some(token), _) => (token, false),
        (None, Some(key)) => (key.trim(), true),
        (None, None) => {
            return Err(Reply::oauth_error(
                401,
                "invalid_request",
                "No credentials were provided.",
            )
            .with_header("WWW-Authenticate", r#"Bearer realm="Service""#.into()));
        }
    };
    match directory.credentials.get(presented) {
        Some(grant) if grant.is_expired(SystemTime::now()) => Err(Reply::oauth_error(401, "expired_token", "The access token provided has expired")
            .with_header(
                "WWW-Authenticate",
                r#"Bearer realm="Service", error="expired_token", error_description="The access token provided has expired""#.into(),
            )),
        Some(grant) => Ok(grant.clone()),
        None if is_api_key_header => Err(Reply::oauth_error(401, "invalid_api_key", "Invalid API key.")),
        None => Err(Reply::oauth_error(401, "invalid_token", "The access token provided is invalid")
            .with_header("WWW-Authenticate", r#"Bearer realm="Service", error="invalid_token""#.into())),
    }
}

fn user(directory: &Directory, grant: &Grant, shape: UserShape) -> Reply {
    // Credentials added without an account of their own act for the demo account.
    let user = directory
        .users
        .get(&grant.account)
        .unwrap_or(&directory.demo_user);
    match shape {
        UserShape::Envelope => Reply::success(200, Some(user.clone()), None),
        UserShape::Bare => Reply::json(200, user),
    }
}

fn freelancer(directory: &Directory, id: &str) -> Reply {
    let Ok(uuid) = Uuid::try_parse(id) else {
        return Reply::error(400, &["The UUID is not valid."]);
    };
    match directory.freelancer(&uuid) {
        None => Reply::error(400, &["No freelancer was found with that UUID."]),
        Some(_) if Directory::is_restricted(&uuid) => Reply::error(
            403,
            &["This freelancer's profile is not available to your application."],
        ),
        Some(found) => Reply::success(200, Some(found.json.clone()), None),
    }
}

/// `GET /availability/{uuid}[/{date}]`: a seeded freelancer's, or `me` (the account's own).
fn availability_of(
    directory: &Directory,
    grant: &Grant,
    id: &str,
    date: Option<&str>,
    request: &Incoming,
) -> Reply {
    let uuid = if id == "me" {
        grant.account
    } else {
        match Uuid::try_parse(id) {
            Ok(uuid) if directory.freelancer(&uuid).is_some() => uuid,
            Ok(_) => return Reply::error(400, &["No freelancer was found with that UUID."]),
            Err(_) => return Reply::error(400, &["The UUID is not valid."]),
        }
    };
    let pinned = directory.availability_pinned.get(&uuid).copied();
    let hours = directory.hours_pinned.get(&uuid);
    let answer = match date {
        Some(date) => availability::day(&uuid, date, pinned),
        None => {
            let today = jiff::Timestamp::now()
                .to_zoned_datetime(jiff::tz::TimeZone::UTC)
                .date();
            availability::range(
                &uuid,
                (request.param("from_date"), request.param("to_date")),
                today,
                (pinned, hours),
            )
        }
    };
    match answer {
        Ok(body) => Reply::json(200, &body),
        Err(problem) => Reply::error(400, &[problem.as_str()]),
    }
}

fn matches(directory: &Directory, request: &Incoming) -> Reply {
    let params = match search_params(request) {
        Ok(params) => params,
        Err(problem) => return Reply::error(400, &[problem.as_str()]),
    };
    let (total, page) = search::find(&directory.freelancers, &params);
    Reply::success(
        200,
        Some(Value::Array(page)),
        Some(json!({"num_results": total})),
    )
}

fn search_params(request: &Incoming) -> Result<SearchParams, String> {
    fn number<T: std::str::FromStr>(request: &Incoming, name: &str) -> Result<Option<T>, String> {
        request
            .param(name)
            .filter(|v| !v.is_empty())
            .map(|v| {
                v.parse()
                    .map_err(|_| format!("The parameter {name} must be a whole number."))
            })
            .transpose()
    }
    let language_pair = request
        .param("language_pair")
        .unwrap_or_default()
        .trim()
        .to_owned();
    if language_pair.is_empty() {
        return Err("The parameter language_pair is required.".into());
    }
    let flag = |name: &str| match request.param(name) {
        None | Some("") => Ok(None),
        Some("1" | "true") => Ok(Some(true)),
        Some("0" | "false") => Ok(Some(false)),
        Some(_) => Err(format!("The parameter {name} must be 0 or 1.")),
    };
    let is_member = flag("is_member")?;
    let is_pair_cpn = flag("is_pair_cpn")?;
    let credential_status = match request.param("credential_status") {
        None | Some("") => None,
        Some(status @ ("reported" | "verified")) => Some(status.to_owned()),
        Some(_) => {
            return Err("The parameter credential_status must be reported or verified.".into());
        }
    };
    let text = |name| {
        request
            .param(name)
            .filter(|v| !v.is_empty())
            .map(str::to_owned)
    };
    Ok(SearchParams {
        language_pair,
        language_service_id: number(request, "language_service_id")?,
        native_language: text("native_language"),
        disc_spec_id: number(request, "disc_spec_id")?,
        disc_gen_id: number(request, "disc_gen_id")?,
        is_member,
        country_code: text("country_code"),
        min_yrs_proz: number(request, "min_yrs_proz")?,
        max_pair_priority: number(request, "max_pair_priority")?,
        is_pair_cpn,
        credential_status,
        limit: number::<usize>(request, "limit")?
            .unwrap_or(10)
            .clamp(1, MAX_PAGE),
        offset: number(request, "offset")?.unwrap_or(0),
    })
}

fn send_message(directory: &mut Directory, grant: &Grant, request: &Incoming) -> Reply {
    let is_json = request.header("content-type").is_some_and(|v| {
        v.trim()
            .to_ascii_lowercase()
            .starts_with("application/json")
    });
    if !is_json {
        // The live service may answer 415 with no body at all.
        return Reply::empty(415);
    }
    if !grant.scopes.contains("message.send") {
        return Reply::oauth_error(
            403,
            "insufficient_scope",
            "Sending messages needs the message.send scope.",
        );
    }
    let Ok(Value::Object(payload)) = serde_json::from_slice::<Value>(&request.body) else {
        return Reply::error(400, &["The request body must be a JSON object."]);
    };
    let text = |name: &str| {
        payload
            .get(name)
            .and_then(Value::as_str)
            .map(str::trim)
            .unwrap_or_default()
    };

    let mut problems = Vec::new();
    let recipients: Vec<Uuid> = match payload.get("recipient_uuids") {
        Some(Value::Array(items)) => {
            let mut recipients = Vec::new();
            for item in items {
                let parsed = item.as_str().and_then(|s| Uuid::try_parse(s).ok());
                match parsed {
                    Some(uuid) if directory.freelancer(&uuid).is_some() => {
                        if !recipients.contains(&uuid) {
                            recipients.push(uuid);
                        }
                    }
                    _ => problems.push(format!(
                        "Invalid recipient: {}",
                        item.as_str().unwrap_or(&item.to_string())
                    )),
                }
            }
            recipients
        }
        _ => {
            problems.push("recipient_uuids must be a list of freelancer UUIDs.".into());
            Vec::new()
        }
    };
    if problems.is_empty() && recipients.is_empty() {
        problems.push("At least one recipient is required.".into());
    }
    if recipients.len() > MAX_RECIPIENTS {
        problems.push(format!(
            "A message can have at most {MAX_RECIPIENTS} recipients."
        ));
    }
    for field in ["sender_name", "sender_email", "subject", "body"] {
        if text(field).is_empty() {
            problems.push(format!("The field {field} is required."));
        }
    }
    let message_type = payload
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or("other");
    if !["other", "rfq", "job"].contains(&message_type) {
        problems.push("The field type must be other, rfq or job.".into());
    }
    if !problems.is_empty() {
        let messages: Vec<&str> = problems.iter().map(String::as_str).collect();
        return Reply::error(400, &messages);
    }

    let (subject, body) = (text("subject"), text("body"));
    let lowered = format!("{subject}\n{body}").to_lowercase();
    let (status, status_message) = if ["casino", "free money"].iter().any(|w| lowered.contains(w)) {
        ("rejected", "The message was rejected: it looks like spam.")
    } else if lowered.contains("http://") || lowered.contains("https://") {
        (
            "pending",
            "The message contains a link and is held for review by the site staff.",
        )
    } else {
        ("sent", "Your message has been sent.")
    };
    let (delivered_to, failed): (Vec<Uuid>, Vec<Uuid>) = if status == "rejected" {
        (Vec::new(), Vec::new())
    } else {
        recipients.iter().partition(|uuid| {
            directory
                .freelancer(uuid)
                .is_some_and(|f| f.accepts_messages)
        })
    };
    let id = directory.store_message(StoredMessage {
        id: 0,
        received_at_ms: 0,
        account: grant.account,
        status,
        delivered_to,
        failed_recipients: failed.clone(),
        sender_name: text("sender_name").to_owned(),
        sender_email: text("sender_email").to_owned(),
        subject: subject.to_owned(),
        // Stored as sent, so tests can compare it byte for byte.
        body: payload
            .get("body")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned(),
        message_type: message_type.to_owned(),
    });
    // As the live service does: the id of the staff's vetting of the message, which clients
    // keep with the receipt.
    let mut meta = json!({
        "status": status,
        "status_message": status_message,
        "message_vetting_id": id,
    });
    if !failed.is_empty() {
        meta["failed_recipients"] = json!(failed);
    }
    Reply::success(201, None, Some(meta))
}
