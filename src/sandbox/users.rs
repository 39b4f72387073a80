//! `GET /users?uuids=a,b,…` → `{"users":[…]}` and `GET /users/{uuid}` → `{"user":{…}}`: user
//! summaries as the directory documents them (`spec/live-service-notes.md`, "Users"), built
//! from the seeded records: `uuid`, `site_name`, `account_type` (an integer here),
//! `self_link`, `freelancer_profile_link` (null without a freelancer record), `profile_url`,
//! `image_url`, `is_proz_member`, `proz_membership_type`, `is_cpn`, `cpn_language_pair`,
//! `native_languages[]`, `timezone`, `country` (not `country_code`), `skype`,
//! `email_verified`.
//!
//! What the directory does not document is switchable through the fault plan
//! ([`UserLimits::of`] a fault plan): how many UUIDs one call takes (more is a
//! 400), and whether an unknown UUID is left out of the answer or fails the whole batch with
//! a 404. A test can make a summary's `timezone` differ from the profile's
//! (`/__sandbox/user-zones`, [`zones_admin`]), as two records of a person may. The request line's length (a gateway's 414) is checked for every path in
//! `sandbox/mod.rs`. A summary is public: a freelancer whose profile is restricted
//! (`GET /freelancer/{uuid}` answers 403) still has one, as anyone shown a name does.

use serde_json::{Map, Value, json};
use uuid::Uuid;

use super::faults::{FaultPlan, UnknownUsers};
use super::http::{Incoming, Reply};
use super::state::Directory;

/// The undocumented limits of the users door, as the fault plan sets them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UserLimits {
    /// UUIDs one `GET /users?uuids=…` takes; `None`: no limit.
    pub per_call: Option<usize>,
    pub unknown: UnknownUsers,
}

impl UserLimits {
    /// The users door's limits in fault plan `plan`.
    pub fn of(plan: &FaultPlan) -> Self {
        Self {
            per_call: plan.users_per_call,
            unknown: plan.unknown_users,
        }
    }
}

/// `GET /users?uuids=a,b,…`: the summaries of the UUIDs it knows, in the order asked, each
/// once.
pub fn batch(directory: &Directory, limits: UserLimits, request: &Incoming) -> Reply {
    let listed = request.param("uuids").unwrap_or_default();
    let mut uuids: Vec<Uuid> = Vec::new();
    for token in listed.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        match Uuid::try_parse(token) {
            Ok(uuid) if !uuids.contains(&uuid) => uuids.push(uuid),
            Ok(_) => {}
            Err(_) => {
                return Reply::error(400, &[format!("Not a valid UUID: {token}").as_str()]);
            }
        }
    }
    if uuids.is_empty() {
        return Reply::error(
            400,
            &["The parameter uuids is required: one or more UUIDs, comma-separated."],
        );
    }
    if let Some(most) = limits.per_call
        && uuids.len() > most
    {
        return Reply::error(
            400,
            &[format!("Too many UUIDs: at most {most} can be asked for at once.").as_str()],
        );
    }
    let base = api_base(request);
    let mut found = Vec::with_capacity(uuids.len());
    for uuid in &uuids {
        match summary_of(directory, uuid, &base) {
            Some(summary) => found.push(summary),
            None if limits.unknown == UnknownUsers::NotFound => {
                // As an error for the batch, without naming which UUID: a client must find it.
                return Reply::error(404, &["One or more users were not found."]);
            }
            None => {}
        }
    }
    Reply::json(200, &json!({ "users": found }))
}

/// `GET /users/{uuid}`.
pub fn one(directory: &Directory, id: &str, request: &Incoming) -> Reply {
    let Ok(uuid) = Uuid::try_parse(id) else {
        return Reply::error(400, &["The UUID is not valid."]);
    };
    match summary_of(directory, &uuid, &api_base(request)) {
        Some(summary) => Reply::json(200, &json!({ "user": summary })),
        None => Reply::error(404, &["No user was found with that UUID."]),
    }
}

/// The summary of a seeded freelancer or of an account that signs in, if the UUID is one.
fn summary_of(directory: &Directory, uuid: &Uuid, base: &str) -> Option<Value> {
    if let Some(found) = directory.freelancer(uuid) {
        let mut summary = summary(&found.json, base, true);
        if let (Some(pinned), Value::Object(fields)) =
            (directory.summary_zones_pinned.get(uuid), &mut summary)
        {
            fields.insert("timezone".into(), json!(pinned));
        }
        return Some(summary);
    }
    if *uuid == directory.demo_account {
        return Some(summary(&directory.demo_freelancer, base, true));
    }
    let user = directory.users.get(uuid)?;
    Some(summary(user, base, false))
}

/// `/__sandbox/user-zones`: `PUT {"UUID": "Asia/Tokyo", "UUID": null, …}` makes those
/// seeded freelancers' user summaries name that zone (or none) whatever their profiles say;
/// `GET` lists the pins, `DELETE` lets every summary say what the profile says again.
pub fn zones_admin(directory: &mut Directory, request: &Incoming) -> Reply {
    match request.method.as_str() {
        "GET" => {}
        "PUT" => {
            let asked: std::collections::BTreeMap<String, Option<String>> =
                match serde_json::from_slice(&request.body) {
                    Ok(asked) => asked,
                    Err(err) => {
                        let problem = format!(
                            "not zones: {err}; send {{\"UUID\": \"Asia/Tokyo\", \"UUID\": null}}"
                        );
                        return Reply::error(400, &[problem.as_str()]);
                    }
                };
            let mut pins = Vec::with_capacity(asked.len());
            for (uuid, zone) in asked {
                match Uuid::try_parse(uuid.trim()) {
                    Ok(found) if directory.freelancer(&found).is_some() => pins.push((found, zone)),
                    _ => {
                        let problem = format!("'{uuid}' is not a seeded freelancer's UUID");
                        return Reply::error(400, &[problem.as_str()]);
                    }
                }
            }
            directory.summary_zones_pinned.extend(pins);
        }
        "DELETE" => directory.summary_zones_pinned.clear(),
        _ => return Reply::error(405, &["user-zones takes GET, PUT or DELETE."]),
    }
    Reply::success(200, Some(json!(directory.summary_zones_pinned)), None)
}

/// `http://HOST/v2/`, where this request came: the summaries' links point back at it.
fn api_base(request: &Incoming) -> String {
    let host = request.header("host").unwrap_or("127.0.0.1");
    format!("http://{host}/v2/")
}

/// A user summary from a freelancer record (or a `GET /user` object, `has_profile` false).
pub fn summary(record: &Value, base: &str, has_profile: bool) -> Value {
    let text = |pointer: &str| {
        record
            .pointer(pointer)
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    let uuid = text("/uuid").unwrap_or_default();
    let account_type = match record.get("account_type") {
        Some(Value::String(code)) => code.trim().parse::<u64>().ok(),
        Some(Value::Number(n)) => n.as_u64(),
        _ => None,
    };
    let is_member = text("/proz_membership/status").as_deref() == Some("active");
    let is_cpn =
        text("/proz_membership/certified_pro_network_status").as_deref() == Some("current");
    let membership_type = match (is_member, account_type) {
        (false, _) => Value::Null,
        (true, Some(1)) => json!("corporate"),
        (true, _) => json!("individual"),
    };
    let cpn_pair = if is_cpn {
        record
            .pointer("/skills/language_pairs/0/pair_code")
            .cloned()
            .unwrap_or(Value::Null)
    } else {
        Value::Null
    };
    let native: Vec<Value> = record
        .pointer("/qualifications/native_language")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let or_null = |value: Option<String>| value.map_or(Value::Null, Value::String);
    let mut summary = Map::new();
    summary.insert("uuid".into(), json!(uuid));
    summary.insert("self_link".into(), json!(format!("{base}users/{uuid}")));
    summary.insert("site_name".into(), or_null(text("/site_name")));
    summary.insert("account_type".into(), json!(account_type));
    summary.insert(
        "freelancer_profile_link".into(),
        if has_profile {
            json!(format!("{base}freelancer/{uuid}"))
        } else {
            Value::Null
        },
    );
    summary.insert("profile_url".into(), or_null(text("/profile_url")));
    summary.insert("image_url".into(), or_null(text("/image_url")));
    summary.insert("is_proz_member".into(), json!(is_member));
    summary.insert("proz_membership_type".into(), membership_type);
    summary.insert("is_cpn".into(), json!(is_cpn));
    summary.insert("cpn_language_pair".into(), cpn_pair);
    summary.insert("native_languages".into(), Value::Array(native));
    summary.insert("timezone".into(), or_null(text("/contact_info/timezone")));
    summary.insert(
        "country".into(),
        or_null(text("/contact_info/country_code")),
    );
    summary.insert("skype".into(), or_null(text("/contact_info/skype")));
    if let Some(verified) = record
        .pointer("/contact_info/email_verified")
        .or_else(|| record.get("email_verified"))
        .and_then(Value::as_bool)
    {
        summary.insert("email_verified".into(), json!(verified));
    }
    Value::Object(summary)
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::super::oauth_state::{OAuth, OAuthOptions};
    use super::super::seed;
    use super::*;

    fn directory() -> Directory {
        let oauth = OAuth::new("http://127.0.0.1:9".into(), OAuthOptions::default());
        Directory::new(seed::generate(5, 50), &[], oauth, 5)
    }

    fn get(uuids: &str) -> Incoming {
        Incoming {
            method: "GET".into(),
            path: "/v2/users".into(),
            raw_query: format!("uuids={uuids}"),
            query: vec![("uuids".into(), uuids.into())],
            headers: HashMap::from([("host".into(), "127.0.0.1:7".into())]),
            body: Vec::new(),
        }
    }

    fn body(reply: &Reply) -> Value {
        serde_json::from_slice(&reply.body).unwrap()
    }

    fn listed(directory: &Directory, n: usize) -> Vec<String> {
        directory.freelancers[..n]
            .iter()
            .map(|f| f.uuid.to_string())
            .collect()
    }

    #[test]
    fn a_batch_answers_each_known_uuid_once_in_the_order_asked() {
        let directory = directory();
        let asked = listed(&directory, 3);
        let query = format!("{},{},{},{}", asked[2], asked[0], asked[2], asked[1]);
        let reply = batch(&directory, UserLimits::default(), &get(&query));
        assert_eq!(reply.status, 200);
        let users = body(&reply)["users"].as_array().unwrap().clone();
        let got: Vec<&str> = users.iter().map(|u| u["uuid"].as_str().unwrap()).collect();
        assert_eq!(got, [&asked[2], &asked[0], &asked[1]]);
        let first = &users[0];
        let record = &directory.freelancers[2].json;
        assert_eq!(first["site_name"], record["site_name"]);
        assert!(first["account_type"].is_u64(), "an integer: {first}");
        assert_eq!(
            first["country"], record["contact_info"]["country_code"],
            "the key is `country`"
        );
        assert!(first.get("country_code").is_none());
        assert_eq!(
            first["self_link"],
            json!(format!("http://127.0.0.1:7/v2/users/{}", asked[2]))
        );
        assert!(first["native_languages"].is_array());
        assert!(first.get("skills").is_none(), "a summary carries no skills");
    }

    #[test]
    fn a_pinned_zone_is_the_summarys_and_the_profile_keeps_its_own() {
        let mut directory = directory();
        let asked = listed(&directory, 2);
        let profile_zone = directory.freelancers[0].json["contact_info"]["timezone"].clone();
        let pin = |body: Value| Incoming {
            method: "PUT".into(),
            body: body.to_string().into_bytes(),
            ..get("")
        };
        let pins = json!({ asked[0].clone(): "Pacific/Kiritimati", asked[1].clone(): null });
        assert_eq!(zones_admin(&mut directory, &pin(pins)).status, 200);
        let query = format!("{},{}", asked[0], asked[1]);
        let users = body(&batch(&directory, UserLimits::default(), &get(&query)))["users"].clone();
        assert_eq!(users[0]["timezone"], "Pacific/Kiritimati");
        assert_eq!(users[1]["timezone"], Value::Null, "pinned to none");
        assert_eq!(
            directory.freelancers[0].json["contact_info"]["timezone"], profile_zone,
            "the profile says what it said"
        );
        let stranger = json!({ Uuid::from_u128(42).to_string(): "Asia/Tokyo" });
        assert_eq!(zones_admin(&mut directory, &pin(stranger)).status, 400);
        let delete = Incoming {
            method: "DELETE".into(),
            ..get("")
        };
        zones_admin(&mut directory, &delete);
        let users = body(&batch(&directory, UserLimits::default(), &get(&query)))["users"].clone();
        assert_eq!(users[0]["timezone"], profile_zone, "as the profile again");
    }

    #[test]
    fn unknown_uuids_are_left_out_or_fail_the_batch_as_the_plan_says() {
        let directory = directory();
        let known = listed(&directory, 2);
        let unknown = Uuid::from_u128(42).to_string();
        let query = format!("{},{unknown},{}", known[0], known[1]);
        let left_out = batch(&directory, UserLimits::default(), &get(&query));
        assert_eq!(body(&left_out)["users"].as_array().unwrap().len(), 2);
        let strict = UserLimits {
            unknown: UnknownUsers::NotFound,
            ..UserLimits::default()
        };
        assert_eq!(batch(&directory, strict, &get(&query)).status, 404);
        let only_known = format!("{},{}", known[0], known[1]);
        assert_eq!(batch(&directory, strict, &get(&only_known)).status, 200);
    }

    #[test]
    fn more_uuids_than_the_cap_is_a_400_and_bad_input_says_what() {
        let directory = directory();
        let capped = UserLimits {
            per_call: Some(3),
            ..UserLimits::default()
        };
        assert_eq!(
            batch(&directory, capped, &get(&listed(&directory, 3).join(","))).status,
            200
        );
        let refused = batch(&directory, capped, &get(&listed(&directory, 4).join(",")));
        assert_eq!(refused.status, 400);
        assert!(String::from_utf8_lossy(&refused.body).contains("at most 3"));
        let bad = batch(&directory, UserLimits::default(), &get("nope"));
        assert_eq!(bad.status, 400);
        assert!(String::from_utf8_lossy(&bad.body).contains("nope"));
        assert_eq!(
            batch(&directory, UserLimits::default(), &get("")).status,
            400
        );
    }

    #[test]
    fn one_user_is_wrapped_and_an_unknown_one_is_a_404() {
        let directory = directory();
        let uuid = listed(&directory, 1).remove(0);
        let reply = one(&directory, &uuid, &get(""));
        assert_eq!(reply.status, 200);
        assert_eq!(body(&reply)["user"]["uuid"], json!(uuid));
        let missing = Uuid::from_u128(9).to_string();
        assert_eq!(one(&directory, &missing, &get("")).status, 404);
        assert_eq!(one(&directory, "x", &get("")).status, 400);
        // The accounts that sign in have summaries too; the second has no freelancer record.
        let second = one(&directory, seed::SECOND_USER_UUID, &get(""));
        assert_eq!(
            body(&second)["user"]["freelancer_profile_link"],
            Value::Null
        );
        let demo = one(&directory, seed::DEMO_USER_UUID, &get(""));
        assert_eq!(
            body(&demo)["user"]["proz_membership_type"],
            json!("corporate")
        );
    }
}
