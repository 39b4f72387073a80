//! The directory's own code lists (`GET /v2/codes/language`, `/v2/codes/language-service`,
//! `/v2/codes/account-type`). The directory documents them in named wrappers of their own,
//! with no envelope: `{"languages":[{"language_code","language_name"}]}`,
//! `{"language_services":[{"lang_service_id","lang_service_name"}]}`,
//! `{"account_types":[{"account_type_id","account_type_name"}]}`. Those are read first; the
//! same inside the usual envelope, and the other shapes a server might use, are read too. A
//! list that is missing or of a shape we cannot read is "not served": the built-in catalogue
//! names those codes instead, and says it guessed.

use serde_json::{Map, Value};

use crate::catalogue::Entry;

/// The paths of the three lists, under the base URL.
pub const LANGUAGES: &str = "codes/language";
pub const SERVICES: &str = "codes/language-service";
pub const ACCOUNT_TYPES: &str = "codes/account-type";

/// The key the directory wraps each list in, by path.
pub fn wrapper_of(path: &str) -> Option<&'static str> {
    match path {
        LANGUAGES => Some("languages"),
        SERVICES => Some("language_services"),
        ACCOUNT_TYPES => Some("account_types"),
        _ => None,
    }
}

/// Whether a request path (`/v2/codes/language`) is one of the code lists: optional, so a
/// directory that answers 404 for it has simply not published it, which is no problem to
/// report in the activity log.
pub fn is_code_list(path: &str) -> bool {
    [LANGUAGES, SERVICES, ACCOUNT_TYPES]
        .iter()
        .any(|list| path.ends_with(&format!("/{list}")))
}

/// Keys that hold an entry's code, best first: a key that says it is a code (`code`,
/// `language_code`) before one that may be a row number (`id`, `value`, `key`, `service_id`),
/// so `{"id": 37, "language_code": "eng"}` reads as `eng`.
const CODE_KEYS: &[&str] = &["code"];
const ROW_KEYS: &[&str] = &["id", "value", "key"];
/// Keys that hold an entry's name, best first; besides these, any key ending in `_name`.
const NAME_KEYS: &[&str] = &["name", "label", "title", "text", "description"];

/// Reads one code list from an answer's JSON: the directory's named wrapper
/// (`{"languages": [...]}`, `wrapper` is its key), bare or inside the envelope's `data`; or
/// the envelope's `data` (or a bare answer) as a list of objects with a code-ish and a
/// name-ish key, or as an object mapping code to name. `None` when nothing in it reads as a
/// code list. The entries are as sent; the catalogue cleans them (lengths, control
/// characters, duplicates) before it shows any.
pub fn read_list(body: &Value, wrapper: Option<&str>) -> Option<Vec<Entry>> {
    let unwrapped = |value: &'_ Value| -> Option<Value> {
        let key = wrapper?;
        value.as_object()?.get(key).cloned()
    };
    let data = match body {
        Value::Object(object) => object.get("data").unwrap_or(body),
        Value::Array(_) => body,
        _ => return None,
    };
    let inner = unwrapped(body).or_else(|| unwrapped(data));
    let data = inner.as_ref().unwrap_or(data);
    let entries: Vec<Entry> = match data {
        Value::Array(items) => items
            .iter()
            .filter_map(|item| entry_of_object(item.as_object()?))
            .collect(),
        Value::Object(map) => map
            .iter()
            .filter_map(|(code, value)| {
                let name = match value {
                    Value::String(name) => name.clone(),
                    Value::Object(inner) => name_of(inner)?,
                    _ => return None,
                };
                Some(Entry {
                    code: code.clone(),
                    name,
                })
            })
            .collect(),
        _ => return None,
    };
    (!entries.is_empty()).then_some(entries)
}

/// One `{"code": …, "name": …}`-like object as an entry, if it has both.
fn entry_of_object(object: &Map<String, Value>) -> Option<Entry> {
    Some(Entry {
        code: code_of(object)?,
        name: name_of(object)?,
    })
}

fn code_of(object: &Map<String, Value>) -> Option<String> {
    let as_code = |value: &Value| match value {
        Value::String(code) if !code.trim().is_empty() => Some(code.trim().to_owned()),
        Value::Number(number) => number.as_u64().map(|n| n.to_string()),
        _ => None,
    };
    let named = |keys: &[&str]| {
        keys.iter()
            .find_map(|key| object.get(*key).and_then(as_code))
    };
    let ending = |suffix: &str| {
        object
            .iter()
            .filter(|(key, _)| key.ends_with(suffix))
            .find_map(|(_, value)| as_code(value))
    };
    named(CODE_KEYS)
        .or_else(|| ending("_code"))
        .or_else(|| named(ROW_KEYS))
        .or_else(|| ending("_id"))
}

fn name_of(object: &Map<String, Value>) -> Option<String> {
    let as_name = |value: &Value| {
        value
            .as_str()
            .filter(|name| !name.trim().is_empty())
            .map(str::to_owned)
    };
    NAME_KEYS
        .iter()
        .find_map(|key| object.get(*key).and_then(as_name))
        .or_else(|| {
            object
                .iter()
                .filter(|(key, _)| key.ends_with("_name"))
                .find_map(|(_, value)| as_name(value))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn pairs(body: Value) -> Option<Vec<(String, String)>> {
        read_list(&body, None)
            .map(|entries| entries.into_iter().map(|e| (e.code, e.name)).collect())
    }

    fn owned(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(c, n)| ((*c).to_owned(), (*n).to_owned()))
            .collect()
    }

    fn served(path: &str, body: Value) -> Option<Vec<(String, String)>> {
        read_list(&body, wrapper_of(path))
            .map(|entries| entries.into_iter().map(|e| (e.code, e.name)).collect())
    }

    #[test]
    fn the_directorys_own_wrappers_are_read_bare_or_in_an_envelope() {
        let languages = json!({"languages": [
            {"language_code": "esl", "language_name": "Spanish"},
            {"language_code": ".bo", "language_name": "Bosnian"},
            {"language_code": "-", "language_name": "Other"}
        ]});
        let expected = owned(&[("esl", "Spanish"), (".bo", "Bosnian"), ("-", "Other")]);
        assert_eq!(served(LANGUAGES, languages.clone()), Some(expected.clone()));
        assert_eq!(
            served(LANGUAGES, json!({"success": 1, "data": languages})),
            Some(expected)
        );
        assert_eq!(
            served(
                SERVICES,
                json!({"language_services": [
                    {"lang_service_id": 3, "lang_service_name": "Interpreting, Consecutive"},
                    {"lang_service_id": "12", "lang_service_name": "Copywriting"}
                ]})
            ),
            Some(owned(&[
                ("3", "Interpreting, Consecutive"),
                ("12", "Copywriting")
            ]))
        );
        assert_eq!(
            served(
                ACCOUNT_TYPES,
                json!({"account_types": [
                    {"account_type_id": 2, "account_type_name": "Freelance translator and/or interpreter"}
                ]})
            ),
            Some(owned(&[("2", "Freelance translator and/or interpreter")]))
        );
        // Another list's wrapper is not this one.
        assert_eq!(
            served(
                SERVICES,
                json!({"languages": [{"language_code": "eng", "language_name": "English"}]})
            ),
            None
        );
        assert_eq!(served(LANGUAGES, json!({"languages": "eng"})), None);
        assert_eq!(served(LANGUAGES, json!({"languages": []})), None);
    }

    #[test]
    fn a_key_that_says_code_wins_over_a_row_number() {
        assert_eq!(
            pairs(json!({"data": [{"id": 37, "language_code": "eng", "name": "English"}]})),
            Some(owned(&[("eng", "English")]))
        );
        assert_eq!(
            pairs(json!({"data": [{"service_id": 1, "service_name": "Translation"}]})),
            Some(owned(&[("1", "Translation")]))
        );
    }

    #[test]
    fn the_code_list_paths_are_told_apart() {
        assert!(is_code_list("/v2/codes/language"));
        assert!(is_code_list("/api/v2/codes/account-type"));
        assert!(!is_code_list("/v2/codes/languages"));
        assert!(!is_code_list("/v2/freelancer/codes/language-x"));
        assert!(!is_code_list("/v2/freelancer-matches"));
    }

    #[test]
    fn a_list_of_objects_with_code_and_name_keys_is_read() {
        assert_eq!(
            pairs(json!({"success": 1, "data": [
                {"code": "deu", "name": "German"},
                {"code": "fra", "name": "French"}
            ]})),
            Some(owned(&[("deu", "German"), ("fra", "French")]))
        );
        assert_eq!(
            pairs(json!({"data": [
                {"service_id": 1, "service_name": "Translation"},
                {"service_id": "2", "service_name": "Checking/editing"}
            ]})),
            Some(owned(&[("1", "Translation"), ("2", "Checking/editing")]))
        );
        assert_eq!(
            pairs(json!([{"language_code": "ita", "label": "Italian"}])),
            Some(owned(&[("ita", "Italian")])),
            "a bare list, without the envelope"
        );
        assert_eq!(
            pairs(json!({"data": [{"id": 3, "title": "Freelancer and outsourcer"}]})),
            Some(owned(&[("3", "Freelancer and outsourcer")]))
        );
    }

    #[test]
    fn an_object_mapping_codes_to_names_is_read() {
        assert_eq!(
            pairs(
                json!({"success": 1, "data": {"1": "Translation agency/company", "2": {"name": "Freelance translator"}}})
            ),
            Some(owned(&[
                ("1", "Translation agency/company"),
                ("2", "Freelance translator")
            ]))
        );
    }

    #[test]
    fn items_without_a_code_or_a_name_are_skipped() {
        assert_eq!(
            pairs(json!({"data": [
                {"code": "deu"},
                {"name": "Nameless code"},
                "eng",
                42,
                {"code": "", "name": "Empty code"},
                {"code": {"nested": true}, "name": "Odd code"},
                {"code": "por", "name": "Portuguese"}
            ]})),
            Some(owned(&[("por", "Portuguese")]))
        );
    }

    #[test]
    fn anything_else_is_not_a_list() {
        for garbage in [
            json!(null),
            json!("English"),
            json!(17),
            json!({"success": 1}),
            json!({"success": 1, "data": null}),
            json!({"success": 1, "data": "deu=German"}),
            json!({"success": 1, "data": []}),
            json!({"success": 1, "data": [1, 2, 3]}),
            json!({"success": 1, "data": [{"colour": "teal"}]}),
            json!({"data": {"deu": 1, "fra": [2]}}),
        ] {
            assert_eq!(pairs(garbage.clone()), None, "{garbage}");
        }
    }
}
