//! `/user-list` and `/user-list-collaborator`: the directory's own user lists as the live
//! notes document them (`spec/live-service-notes.md`, "The directory's own user lists").
//!
//! A member owns named lists of other members and shares each with colleagues at `view`,
//! `edit` or `admin` (admin implies edit implies view). `GET /user-list?uuid=me` answers the
//! lists a member owns, `permission=LEVEL` adds those shared with the viewer at that level or
//! above, `listed_uuid=U` narrows to lists U is on. `POST` creates a whole list; `PATCH`
//! changes one partly (the list's id in the body or the path): an entry whose UUID is new is
//! added, one without `operation` is an idempotent include, one with `"operation": null`
//! removes that member. Every call needs the `userlist` scope of an OAuth token (the
//! sandbox's API keys hold every scope).
//!
//! Entries carry the member's numeric entity id: a seeded freelancer's is
//! [`FREELANCER_ENTITY_BASE`] plus its place in the seed, the two accounts that sign in have
//! [`DEMO_ENTITY_ID`] and [`SECOND_ENTITY_ID`]. The seed gives the demo account two lists of
//! its own (one with an `exclude` entry), and the second account three: one shared with the
//! demo account at `view`, one at `edit`, one not shared. The lists themselves (and the seed)
//! are `sandbox/user_list_book.rs`, which `sandbox/state.rs` keeps: this file serves them.

use serde_json::{Map, Value, json};
use uuid::Uuid;

use super::http::{Incoming, Reply};
use super::state::{Directory, Grant};
use super::user_list_book::{Level, UserList, access};

pub const DEMO_ENTITY_ID: u64 = 46745;
pub const SECOND_ENTITY_ID: u64 = 46746;
pub const FREELANCER_ENTITY_BASE: u64 = 100_000;

pub fn handle(
    directory: &mut Directory,
    grant: &Grant,
    segments: &[&str],
    request: &Incoming,
) -> Reply {
    if grant.app_only || !grant.scopes.contains("userlist") {
        return Reply::oauth_error(
            403,
            "insufficient_scope",
            "The user lists need the userlist scope.",
        );
    }
    let base = format!(
        "http://{}/v2/",
        request.header("host").unwrap_or("127.0.0.1")
    );
    match (request.method.as_str(), segments) {
        ("GET", ["user-list"]) => index(directory, grant, request, &base),
        ("GET", ["user-list", id]) => match find(directory, grant, id, Level::View) {
            Ok(at) => wrap(200, &directory.user_lists.lists[at], directory, &base),
            Err(reply) => reply,
        },
        ("POST", ["user-list"]) => create(directory, grant, request, &base),
        ("PATCH", ["user-list"] | ["user-list", _]) => patch(directory, grant, request, &base),
        ("POST", ["user-list-collaborator"]) => add_collaborator(directory, grant, request),
        ("PATCH", ["user-list-collaborator", id]) => {
            change_collaborator(directory, grant, id, request)
        }
        _ => Reply::error(405, &["This method is not allowed here."]),
    }
}

fn index(directory: &Directory, grant: &Grant, request: &Incoming, base: &str) -> Reply {
    let owner = match request.param("uuid").map(str::trim) {
        Some("me") => grant.account,
        Some(text) => match Uuid::try_parse(text) {
            Ok(uuid) => uuid,
            Err(_) => return Reply::error(400, &["The uuid must be a member's UUID or me."]),
        },
        None => return Reply::error(400, &["The parameter uuid is required (a UUID or me)."]),
    };
    let shared_at = match request.param("permission") {
        None | Some("") => None,
        Some(text) => match Level::parse(text) {
            Some(level) => Some(level),
            None => return Reply::error(400, &["The permission must be admin, edit or view."]),
        },
    };
    let listed = match request.param("listed_uuid") {
        None | Some("") => None,
        Some(text) => match Uuid::try_parse(text.trim()) {
            Ok(uuid) => Some(uuid),
            Err(_) => return Reply::error(400, &["The listed_uuid is not a valid UUID."]),
        },
    };
    let lists: Vec<Value> = directory
        .user_lists
        .lists
        .iter()
        .filter(|list| {
            let owned = list.owner == owner && access(list, grant.account).is_some();
            let shared = shared_at.is_some_and(|at| {
                list.owner != grant.account
                    && access(list, grant.account).is_some_and(|has| has >= at)
            });
            owned || shared
        })
        .filter(|list| listed.is_none_or(|u| list.entries.iter().any(|(m, _)| *m == u)))
        .map(|list| render(list, directory, base))
        .collect();
    Reply::json(200, &json!({ "user_lists": lists }))
}

/// The place of list `id` in the directory, if the grant's account may `need` it.
fn find(directory: &Directory, grant: &Grant, id: &str, need: Level) -> Result<usize, Reply> {
    let Ok(id) = id.trim().parse::<u64>() else {
        return Err(Reply::error(400, &["The list id must be a number."]));
    };
    let Some(at) = directory.user_lists.lists.iter().position(|l| l.id == id) else {
        return Err(Reply::error(404, &["No user list was found with that id."]));
    };
    match access(&directory.user_lists.lists[at], grant.account) {
        None => Err(Reply::error(
            403,
            &["You do not have access to this user list."],
        )),
        Some(has) if has < need => Err(Reply::error(
            403,
            &[format!(
                "This user list is shared with you to {}; changing it needs {}.",
                has.name(),
                need.name()
            )
            .as_str()],
        )),
        Some(_) => Ok(at),
    }
}

fn body(request: &Incoming) -> Result<Map<String, Value>, Reply> {
    match serde_json::from_slice::<Value>(&request.body) {
        Ok(Value::Object(fields)) => Ok(fields),
        _ => Err(Reply::error(
            400,
            &["The request body must be a JSON object."],
        )),
    }
}

/// A changed entry: the member and `Some(include)`, or `None` to remove them.
type Change = (Uuid, Option<bool>);

fn entries(directory: &Directory, fields: &Map<String, Value>) -> Result<Vec<Change>, Reply> {
    let Some(users) = fields.get("users") else {
        return Ok(Vec::new());
    };
    let Value::Array(users) = users else {
        return Err(Reply::error(400, &["users must be a list of entries."]));
    };
    let mut changes = Vec::with_capacity(users.len());
    for entry in users {
        let uuid = entry
            .get("uuid")
            .and_then(Value::as_str)
            .or_else(|| {
                entry
                    .get("link")
                    .and_then(Value::as_str)
                    .and_then(|l| l.trim_end_matches('/').rsplit('/').next())
            })
            .and_then(|text| Uuid::try_parse(text.trim()).ok());
        let Some(uuid) = uuid else {
            return Err(Reply::error(
                400,
                &[format!("An entry needs a member's uuid: {entry}").as_str()],
            ));
        };
        if entity_id(directory, &uuid).is_none() {
            return Err(Reply::error(
                400,
                &[format!("No member was found with the UUID {uuid}.").as_str()],
            ));
        }
        let operation = match entry.get("operation") {
            None => Some(true),
            Some(Value::Null) => None,
            Some(Value::String(op)) if op == "include" => Some(true),
            Some(Value::String(op)) if op == "exclude" => Some(false),
            Some(other) => {
                return Err(Reply::error(
                    400,
                    &[
                        format!("The operation must be include, exclude or null, not {other}.")
                            .as_str(),
                    ],
                ));
            }
        };
        changes.push((uuid, operation));
    }
    Ok(changes)
}

fn apply(list: &mut UserList, changes: Vec<Change>) {
    for (uuid, operation) in changes {
        let at = list.entries.iter().position(|(m, _)| *m == uuid);
        match (operation, at) {
            (None, Some(at)) => {
                list.entries.remove(at);
            }
            (None, None) => {}
            (Some(include), Some(at)) => list.entries[at].1 = include,
            (Some(include), None) => list.entries.push((uuid, include)),
        }
    }
}

fn text_field(fields: &Map<String, Value>, name: &str) -> Result<Option<Option<String>>, Reply> {
    match fields.get(name) {
        None => Ok(None),
        Some(Value::Null) => Ok(Some(None)),
        Some(Value::String(text)) => Ok(Some(Some(text.trim().to_owned()))),
        Some(_) => Err(Reply::error(
            400,
            &[format!("The field {name} must be text.").as_str()],
        )),
    }
}

fn create(directory: &mut Directory, grant: &Grant, request: &Incoming, base: &str) -> Reply {
    let made = (|| {
        let fields = body(request)?;
        let name = match text_field(&fields, "name")? {
            Some(Some(name)) if !name.is_empty() => name,
            _ => return Err(Reply::error(400, &["The field name is required."])),
        };
        let description = text_field(&fields, "description")?.flatten();
        let parent_id = fields.get("parent_id").and_then(Value::as_u64);
        let changes = entries(directory, &fields)?;
        let id = directory
            .user_lists
            .add(grant.account, &name, description.as_deref(), Vec::new());
        let list = directory.user_lists.lists.last_mut().expect("just added");
        list.parent_id = parent_id;
        apply(list, changes);
        Ok(id)
    })();
    match made {
        Ok(_) => {
            let list = directory.user_lists.lists.last().expect("just added");
            wrap(201, list, directory, base)
        }
        Err(reply) => reply,
    }
}

fn patch(directory: &mut Directory, grant: &Grant, request: &Incoming, base: &str) -> Reply {
    let changed = (|| {
        let fields = body(request)?;
        let id = match (request.path.rsplit('/').next(), fields.get("id")) {
            (Some(last), _) if last.parse::<u64>().is_ok() => last.to_owned(),
            (_, Some(Value::Number(n))) => n.to_string(),
            (_, Some(Value::String(text))) => text.clone(),
            _ => return Err(Reply::error(400, &["Which list: the id is required."])),
        };
        let at = find(directory, grant, &id, Level::Edit)?;
        let name = text_field(&fields, "name")?;
        if matches!(&name, Some(None)) || matches!(&name, Some(Some(n)) if n.is_empty()) {
            return Err(Reply::error(400, &["A list's name cannot be empty."]));
        }
        let description = text_field(&fields, "description")?;
        let changes = entries(directory, &fields)?;
        let list = &mut directory.user_lists.lists[at];
        if let Some(Some(name)) = name {
            list.name = name;
        }
        if let Some(description) = description {
            list.description = description;
        }
        if let Some(parent) = fields.get("parent_id") {
            list.parent_id = parent.as_u64();
        }
        apply(list, changes);
        Ok(at)
    })();
    match changed {
        Ok(at) => wrap(200, &directory.user_lists.lists[at], directory, base),
        Err(reply) => reply,
    }
}

fn add_collaborator(directory: &mut Directory, grant: &Grant, request: &Incoming) -> Reply {
    let fields = match body(request) {
        Ok(fields) => fields,
        Err(reply) => return reply,
    };
    let list = fields
        .get("entity_list_id")
        .and_then(Value::as_u64)
        .map(|n| n.to_string())
        .unwrap_or_default();
    if let Err(reply) = find(directory, grant, &list, Level::Admin) {
        return reply;
    }
    let member = fields
        .get("entity_id")
        .and_then(Value::as_u64)
        .and_then(|id| member_of(directory, id));
    let level = fields
        .get("permission")
        .and_then(Value::as_str)
        .and_then(Level::parse);
    let (Some(member), Some(level)) = (member, level) else {
        return Reply::error(
            400,
            &["A collaborator needs a member's entity_id and a permission of admin, edit or view."],
        );
    };
    let list_id: u64 = list.parse().unwrap_or_default();
    match directory.user_lists.share(list_id, member, level) {
        Some(id) => Reply::json(
            201,
            &json!({"user_list_collaborator": {
                "id": id, "entity_list_id": list_id,
                "entity_id": entity_id(directory, &member), "permission": level.name(),
            }}),
        ),
        None => Reply::error(404, &["No user list was found with that id."]),
    }
}

fn change_collaborator(
    directory: &mut Directory,
    grant: &Grant,
    id: &str,
    request: &Incoming,
) -> Reply {
    let level = body(request).ok().and_then(|fields| {
        fields
            .get("permission")
            .and_then(Value::as_str)
            .and_then(Level::parse)
    });
    let Some(level) = level else {
        return Reply::error(400, &["The permission must be admin, edit or view."]);
    };
    let id: u64 = id.parse().unwrap_or_default();
    let Some(list) = directory
        .user_lists
        .lists
        .iter()
        .find(|l| l.collaborators.iter().any(|c| c.id == id))
        .map(|l| l.id.to_string())
    else {
        return Reply::error(404, &["No collaborator was found with that id."]);
    };
    if let Err(reply) = find(directory, grant, &list, Level::Admin) {
        return reply;
    }
    let mut answer = Value::Null;
    for found in &mut directory.user_lists.lists {
        for collaborator in found.collaborators.iter_mut().filter(|c| c.id == id) {
            collaborator.level = level;
            answer = json!({"id": id, "entity_list_id": found.id, "permission": level.name()});
        }
    }
    Reply::json(200, &json!({ "user_list_collaborator": answer }))
}

/// A member's numeric entity id: a seeded freelancer's or a signing-in account's.
pub fn entity_id(directory: &Directory, uuid: &Uuid) -> Option<u64> {
    if let Some(at) = directory.index.get(uuid) {
        return Some(FREELANCER_ENTITY_BASE + *at as u64);
    }
    if *uuid == directory.demo_account {
        return Some(DEMO_ENTITY_ID);
    }
    directory
        .users
        .contains_key(uuid)
        .then_some(SECOND_ENTITY_ID)
}

fn member_of(directory: &Directory, entity: u64) -> Option<Uuid> {
    match entity {
        DEMO_ENTITY_ID => Some(directory.demo_account),
        SECOND_ENTITY_ID => directory
            .users
            .keys()
            .find(|u| **u != directory.demo_account)
            .copied(),
        n if n >= FREELANCER_ENTITY_BASE => directory
            .freelancers
            .get((n - FREELANCER_ENTITY_BASE) as usize)
            .map(|f| f.uuid),
        _ => None,
    }
}

fn render(list: &UserList, directory: &Directory, base: &str) -> Value {
    let users: Vec<Value> = list
        .entries
        .iter()
        .map(|(uuid, include)| {
            json!({
                "id": entity_id(directory, uuid),
                "link": format!("{base}users/{uuid}"),
                "operation": if *include { "include" } else { "exclude" },
            })
        })
        .collect();
    json!({
        "id": list.id,
        "parent_id": list.parent_id,
        "name": list.name,
        "description": list.description,
        "users": users,
    })
}

fn wrap(status: u16, list: &UserList, directory: &Directory, base: &str) -> Reply {
    Reply::json(
        status,
        &json!({ "user_list": render(list, directory, base) }),
    )
}
