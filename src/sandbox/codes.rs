//! `GET /v2/codes/…`: the directory's own code lists, which public client code reads but no
//! documentation shows. The sandbox serves them in three shapes a real server might use, so
//! that the client's lenient reader meets more than one: languages as `{code, name}` objects,
//! services as `{service_id, service_name}` (as profiles name them), account types as an
//! object mapping id to name. `--no-codes` makes all three answer 404, like a server without
//! them.

use serde_json::{Map, Value, json};

use super::seed::{ACCOUNT_TYPES, LANGUAGES, SERVICES};

/// Languages the directory lists beyond those the sandbox seeds, some in its own words
/// rather than ISO's ("German (Swiss)", where ISO says Swiss German): a client that shows
/// these names read the served list.
const MORE_LANGUAGES: &[(&str, &str)] = &[
    ("gsw", "German (Swiss)"),
    ("yue", "Chinese (Cantonese)"),
    ("fas", "Persian (Farsi)"),
    ("afr", "Afrikaans"),
    ("bul", "Bulgarian"),
    ("hrv", "Croatian"),
    ("srp", "Serbian"),
    ("slk", "Slovak"),
    ("slv", "Slovenian"),
    ("est", "Estonian"),
    ("lav", "Latvian"),
    ("lit", "Lithuanian"),
    ("isl", "Icelandic"),
    ("gle", "Irish"),
    ("cym", "Welsh"),
    ("eus", "Basque"),
    ("glg", "Galician"),
    ("vie", "Vietnamese"),
    ("tha", "Thai"),
    ("ind", "Indonesian"),
    ("msa", "Malay"),
    ("urd", "Urdu"),
    ("ben", "Bengali"),
    ("swa", "Swahili"),
];

/// `data` of `GET /v2/codes/language`.
pub fn languages() -> Value {
    let entries: Vec<Value> = LANGUAGES
        .iter()
        .chain(MORE_LANGUAGES)
        .map(|(code, name)| json!({"code": code, "name": name}))
        .collect();
    Value::Array(entries)
}

/// `data` of `GET /v2/codes/language-service`.
pub fn services() -> Value {
    let entries: Vec<Value> = SERVICES
        .iter()
        .map(|(id, name)| json!({"service_id": id, "service_name": name}))
        .collect();
    Value::Array(entries)
}

/// `data` of `GET /v2/codes/account-type`.
pub fn account_types() -> Value {
    let entries: Map<String, Value> = ACCOUNT_TYPES
        .iter()
        .map(|(id, name)| (id.to_string(), json!(name)))
        .collect();
    Value::Object(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seeded_language_is_listed_once() {
        let listed = languages();
        let codes: Vec<&str> = listed
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|e| e["code"].as_str())
            .collect();
        for (code, _) in LANGUAGES {
            assert_eq!(codes.iter().filter(|c| *c == code).count(), 1, "{code}");
        }
        let unique: std::collections::HashSet<_> = codes.iter().collect();
        assert_eq!(unique.len(), codes.len());
    }
}
