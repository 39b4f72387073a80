//! User summaries: `GET /users?uuids=a,b,…` → `{"users":[…]}` and `GET /users/{uuid}` →
//! `{"user":{…}}`, in the directory's named wrappers (an envelope around either is accepted
//! too). A summary is who someone is, without skills, disciplines or contact details: name,
//! account type, membership, CPN pair, native languages, time zone and country. Read
//! leniently like every resource: a field of another type is unset, the raw object is kept.
//! Many at a time, politely: `api/summaries.rs`.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use uuid::Uuid;

use super::envelope::wrapped;
use super::lenient;
use super::models::FromRaw;

/// One user summary. `None`: not shown.
#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct UserSummary {
    #[serde(deserialize_with = "lenient::optional")]
    pub uuid: Option<Uuid>,
    #[serde(deserialize_with = "lenient::optional")]
    pub site_name: Option<String>,
    /// An integer on this door (a string elsewhere): kept as text, `"2"`.
    #[serde(deserialize_with = "lenient::code")]
    pub account_type: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub freelancer_profile_link: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub profile_url: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub is_proz_member: Option<bool>,
    /// `individual`, `corporate`, `student`, or none.
    #[serde(deserialize_with = "lenient::optional")]
    pub proz_membership_type: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub is_cpn: Option<bool>,
    #[serde(deserialize_with = "lenient::optional")]
    pub cpn_language_pair: Option<String>,
    #[serde(deserialize_with = "lenient::list")]
    pub native_languages: Vec<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub timezone: Option<String>,
    /// A lower-case country code; the key is `country`, not `country_code`.
    #[serde(deserialize_with = "lenient::optional")]
    pub country: Option<String>,
    #[serde(skip)]
    pub raw: Map<String, Value>,
}

impl FromRaw for UserSummary {
    fn from_raw(raw: Map<String, Value>) -> Self {
        let mut typed: Self =
            serde_json::from_value(Value::Object(raw.clone())).unwrap_or_default();
        // No `uuid`? The documentation's summaries name their `self_link`, which ends in it.
        if typed.uuid.is_none() {
            typed.uuid = raw
                .get("self_link")
                .and_then(Value::as_str)
                .and_then(|link| link.trim_end_matches('/').rsplit('/').next())
                .and_then(|last| Uuid::try_parse(last).ok());
        }
        typed.raw = raw;
        typed
    }
}

/// Reads `{"users":[…]}`. Items that are not objects are skipped.
pub fn read_batch(body: &Value) -> Result<Vec<UserSummary>, String> {
    let items = wrapped(body, "users")
        .and_then(Value::as_array)
        .ok_or("the answer has no `users` list")?;
    Ok(items
        .iter()
        .filter_map(Value::as_object)
        .map(|object| UserSummary::from_raw(object.clone()))
        .collect())
}

/// Reads `{"user":{…}}`.
pub fn read_one(body: &Value) -> Result<UserSummary, String> {
    wrapped(body, "user")
        .and_then(Value::as_object)
        .map(|object| UserSummary::from_raw(object.clone()))
        .ok_or_else(|| "the answer has no `user` object".into())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    const A: &str = "6f1e3b0a-8d2c-4e5f-9a1b-2c3d4e5f6a7b";

    #[test]
    fn a_batch_reads_bare_or_enveloped_and_is_lenient() {
        let bare = json!({"users": [
            {"uuid": A, "site_name": "Ana", "account_type": 2, "country": "es",
             "native_languages": ["esl", 7], "is_proz_member": true, "timezone": "Europe/Madrid"},
            "not an object",
        ]});
        let read = read_batch(&bare).unwrap();
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].uuid, Some(Uuid::parse_str(A).unwrap()));
        assert_eq!(read[0].account_type.as_deref(), Some("2"));
        assert_eq!(read[0].native_languages, ["esl"]);
        assert_eq!(read[0].country.as_deref(), Some("es"));
        let enveloped = json!({"success": 1, "data": {"users": [{"uuid": A}]}});
        assert_eq!(read_batch(&enveloped).unwrap().len(), 1);
        let data_list = json!({"success": 1, "data": [{"uuid": A}]});
        assert_eq!(read_batch(&data_list).unwrap().len(), 1);
        assert!(read_batch(&json!({"people": []})).is_err());
    }

    #[test]
    fn one_reads_the_wrapper_and_a_uuid_from_the_self_link() {
        let body = json!({"user": {"self_link": format!("https://api.example/v2/users/{A}"),
                                   "site_name": "Ana", "is_cpn": "yes"}});
        let one = read_one(&body).unwrap();
        assert_eq!(one.uuid, Some(Uuid::parse_str(A).unwrap()));
        assert_eq!(one.is_cpn, None, "a field of another type is unset");
        assert_eq!(one.raw["is_cpn"], json!("yes"), "and kept as sent");
        assert!(read_one(&json!({"users": []})).is_err());
    }
}
