//! The directory's own user lists (`GET /user-list?uuid=me[&permission=…]` →
//! `{"user_lists":[…]}`, `GET /user-list/{id}` → `{"user_list":{…}}`), read leniently like
//! every resource: the named wrapper bare or inside the envelope, a field of another type
//! unset, an entry's `operation` `include` when left out, its member's UUID the last segment
//! of its `link` (or a `uuid` field), an entry without either skipped.
//!
//! And written: `POST /user-list` creates a whole list (sent again only when the directory
//! certainly did nothing, [`ApiError::did_nothing`], so that a list is never made twice),
//! `PATCH /user-list` changes part of one, the list's id in the body (each entry an include,
//! an exclude or `"operation": null`, a removal; idempotent, so sent again like a read after
//! a 429 or 503). A change of many members goes in requests of [`CHANGES_PER_PATCH`].
//! Every call needs the `userlist` scope of an OAuth token.

use reqwest::Method;
use serde_json::{Map, Value, json};
use uuid::Uuid;

use super::client::ApiClient;
use super::envelope::{malformed, wrapped};
use super::error::ApiError;

/// Members changed by one `PATCH`: a few dozen KiB of JSON, well under what any gateway takes.
pub const CHANGES_PER_PATCH: usize = 500;

/// What one `PATCH` entry does to its member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryChange {
    Include,
    Exclude,
    /// `"operation": null`: the member is taken off the list.
    Remove,
}

impl EntryChange {
    fn entry(self, uuid: Uuid) -> Value {
        match self {
            Self::Include => json!({"uuid": uuid, "operation": "include"}),
            Self::Exclude => json!({"uuid": uuid, "operation": "exclude"}),
            Self::Remove => json!({"uuid": uuid, "operation": null}),
        }
    }
}

impl ApiClient {
    /// `GET /user-list?uuid=me[&permission=LEVEL]`: the account's own lists, and with a level
    /// those shared with it at that level or above (`view`, `edit`, `admin`).
    pub async fn user_lists(
        &self,
        shared_at: Option<&str>,
    ) -> Result<Vec<DirectoryList>, ApiError> {
        let mut query = vec![("uuid", "me")];
        query.extend(shared_at.map(|level| ("permission", level)));
        let body = self.get("user-list", &query).await?;
        read_lists(&body).map_err(|problem| malformed(200, &problem))
    }

    /// `GET /user-list/{id}`: one list.
    pub async fn user_list(&self, id: u64) -> Result<DirectoryList, ApiError> {
        let body = self.get(&format!("user-list/{id}"), &()).await?;
        read_list(&body).map_err(|problem| malformed(200, &problem))
    }

    /// `POST /user-list`: a new list of the account's with `members` included, as the
    /// directory now holds it.
    pub async fn create_user_list(
        &self,
        name: &str,
        description: Option<&str>,
        members: &[Uuid],
    ) -> Result<DirectoryList, ApiError> {
        let users: Vec<Value> = members
            .iter()
            .map(|uuid| EntryChange::Include.entry(*uuid))
            .collect();
        let body = json!({
            "name": name, "description": description, "parent_id": null, "users": users,
        });
        let answer = self
            .write(Method::POST, "user-list", &body, ApiError::did_nothing)
            .await?;
        read_list(&answer).map_err(|problem| malformed(201, &problem))
    }

    /// `PATCH /user-list`: `changes` to list `id` (and its name, if given), in requests of
    /// [`CHANGES_PER_PATCH`]; the list as the last answer says it now is. Nothing is sent
    /// when there is nothing to change: the list is read instead.
    pub async fn change_user_list(
        &self,
        id: u64,
        name: Option<&str>,
        changes: &[(Uuid, EntryChange)],
    ) -> Result<DirectoryList, ApiError> {
        if changes.is_empty() && name.is_none() {
            return self.user_list(id).await;
        }
        let mut last = None;
        let mut parts: Vec<&[(Uuid, EntryChange)]> = changes.chunks(CHANGES_PER_PATCH).collect();
        if parts.is_empty() {
            parts.push(&[]);
        }
        for (at, part) in parts.into_iter().enumerate() {
            let users: Vec<Value> = part
                .iter()
                .map(|(uuid, change)| change.entry(*uuid))
                .collect();
            let mut body = json!({"id": id, "users": users});
            if let (0, Some(name)) = (at, name) {
                body["name"] = json!(name);
            }
            let answer = self
                .write(Method::PATCH, "user-list", &body, ApiError::is_transient)
                .await?;
            last = Some(read_list(&answer).map_err(|problem| malformed(200, &problem))?);
        }
        Ok(last.expect("at least one request"))
    }
}

/// One entry: the member and whether they are on the list (`exclude`: explicitly not).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListEntry {
    pub uuid: Uuid,
    /// The member's numeric entity id, read-only, when given.
    pub entity_id: Option<u64>,
    pub include: bool,
}

/// One user list as the directory holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectoryList {
    pub id: u64,
    pub parent_id: Option<u64>,
    pub name: String,
    pub description: Option<String>,
    pub entries: Vec<ListEntry>,
}

impl DirectoryList {
    /// The members on the list: `include` entries only.
    pub fn members(&self) -> impl Iterator<Item = Uuid> + '_ {
        self.entries.iter().filter(|e| e.include).map(|e| e.uuid)
    }
}

fn number(value: Option<&Value>) -> Option<u64> {
    match value? {
        Value::Number(n) => n.as_u64(),
        Value::String(text) => text.trim().parse().ok(),
        _ => None,
    }
}

fn entry(raw: &Value) -> Option<ListEntry> {
    let object = raw.as_object()?;
    let uuid = object
        .get("uuid")
        .and_then(Value::as_str)
        .or_else(|| {
            object
                .get("link")
                .and_then(Value::as_str)
                .and_then(|link| link.trim_end_matches('/').rsplit('/').next())
        })
        .and_then(|text| Uuid::try_parse(text.trim()).ok())?;
    let include = !matches!(
        object.get("operation").and_then(Value::as_str),
        Some(op) if op.trim().eq_ignore_ascii_case("exclude")
    );
    Some(ListEntry {
        uuid,
        entity_id: number(object.get("id")),
        include,
    })
}

/// One list from its object; `None` without a numeric id.
pub fn read_list_object(object: &Map<String, Value>) -> Option<DirectoryList> {
    let text = |key: &str| {
        object
            .get(key)
            .and_then(Value::as_str)
            .map(|s| s.trim().to_owned())
    };
    Some(DirectoryList {
        id: number(object.get("id"))?,
        parent_id: number(object.get("parent_id")),
        name: text("name").unwrap_or_default(),
        description: text("description").filter(|d| !d.is_empty()),
        entries: object
            .get("users")
            .and_then(Value::as_array)
            .map(|items| items.iter().filter_map(entry).collect())
            .unwrap_or_default(),
    })
}

/// Reads `{"user_lists":[…]}`; items that are not lists with an id are skipped.
pub fn read_lists(body: &Value) -> Result<Vec<DirectoryList>, String> {
    let items = wrapped(body, "user_lists")
        .and_then(Value::as_array)
        .ok_or("the answer has no `user_lists` list")?;
    Ok(items
        .iter()
        .filter_map(Value::as_object)
        .filter_map(read_list_object)
        .collect())
}

/// Reads `{"user_list":{…}}`.
pub fn read_list(body: &Value) -> Result<DirectoryList, String> {
    wrapped(body, "user_list")
        .and_then(Value::as_object)
        .and_then(read_list_object)
        .ok_or_else(|| "the answer has no `user_list` object with an id".into())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    const A: &str = "6f1e3b0a-8d2c-4e5f-9a1b-2c3d4e5f6a7b";
    const B: &str = "7f1e3b0a-8d2c-4e5f-9a1b-2c3d4e5f6a7b";

    #[test]
    fn lists_read_bare_or_enveloped_and_leniently() {
        let body = json!({"user_lists": [
            {"id": 61, "parent_id": null, "name": "My Vendors", "description": null, "users": [
                {"id": 46745, "link": format!("https://api.example/v2/users/{A}")},
                {"id": "9", "link": format!("https://api.example/v2/users/{B}/"), "operation": "exclude"},
                {"id": 3, "link": "https://api.example/v2/users/not-a-uuid"},
            ]},
            {"name": "no id"},
            "not an object",
        ]});
        let lists = read_lists(&body).unwrap();
        assert_eq!(lists.len(), 1);
        let list = &lists[0];
        assert_eq!((list.id, list.parent_id), (61, None));
        assert_eq!(list.entries.len(), 2, "an entry without a UUID is skipped");
        assert!(list.entries[0].include, "include is the default");
        assert_eq!(list.entries[1].entity_id, Some(9));
        assert!(!list.entries[1].include);
        let members: Vec<Uuid> = list.members().collect();
        assert_eq!(
            members,
            [Uuid::parse_str(A).unwrap()],
            "an exclude entry is not a member"
        );
        let enveloped = json!({"success": 1, "data": {"user_lists": []}});
        assert!(read_lists(&enveloped).unwrap().is_empty());
        assert!(read_lists(&json!({"lists": []})).is_err());
    }

    #[test]
    fn one_list_needs_its_wrapper_and_an_id() {
        let one = json!({"user_list": {"id": "62", "name": " Reviewers ", "users": [{"uuid": A}]}});
        let list = read_list(&one).unwrap();
        assert_eq!((list.id, list.name.as_str()), (62, "Reviewers"));
        assert_eq!(list.entries.len(), 1);
        assert!(read_list(&json!({"user_list": {"name": "x"}})).is_err());
    }
}
