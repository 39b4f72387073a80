//! `GET /v2/codes/…`: the directory's own code lists, served as the directory documents
//! them, each in a named wrapper with no envelope: `{"languages":[{"language_code",
//! "language_name"}]}`, `{"language_services":[{"lang_service_id","lang_service_name"}]}`,
//! `{"account_types":[{"account_type_id","account_type_name"}]}` (integer ids, and
//! `?codes=2,1,3` picks account types in that order). `--no-codes` makes all three answer
//! 404, like a server without them.
//!
//! The language codes are the sandbox's own, in the directory's style rather than a copy of
//! its list: Spanish `esl`, Chinese `chi`, Swedish `sve`, Croatian `cro`, Serbian `scc`,
//! dotted codes (Bosnian `.bo`, Norwegian `.no`) and one of punctuation alone. `srp`, ISO's
//! Serbian, is Montenegrin here: a client that guesses ISO codes asks for the wrong
//! language, as one did against the real directory.

use serde_json::{Value, json};

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
    ("cro", "Croatian"),
    ("scc", "Serbian"),
    ("srp", "Montenegrin"),
    (".bo", "Bosnian"),
    ("-", "Other"),
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

/// `GET /v2/codes/language`.
pub fn languages() -> Value {
    let entries: Vec<Value> = LANGUAGES
        .iter()
        .chain(MORE_LANGUAGES)
        .map(|(code, name)| json!({"language_code": code, "language_name": name}))
        .collect();
    json!({ "languages": entries })
}

/// `GET /v2/codes/language-service`.
pub fn services() -> Value {
    let entries: Vec<Value> = SERVICES
        .iter()
        .map(|(id, name)| json!({"lang_service_id": id, "lang_service_name": name}))
        .collect();
    json!({ "language_services": entries })
}

/// `GET /v2/codes/account-type[?codes=2,1,3]`: every account type, or those asked for in
/// the order asked (unknown ids left out).
pub fn account_types(codes: Option<&str>) -> Value {
    let entry =
        |&(id, name): &(u32, &str)| json!({"account_type_id": id, "account_type_name": name});
    let entries: Vec<Value> = match codes.filter(|c| !c.trim().is_empty()) {
        None => ACCOUNT_TYPES.iter().map(entry).collect(),
        Some(codes) => codes
            .split(',')
            .filter_map(|id| id.trim().parse::<u32>().ok())
            .filter_map(|id| ACCOUNT_TYPES.iter().find(|t| t.0 == id))
            .map(entry)
            .collect(),
    };
    json!({ "account_types": entries })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seeded_language_is_listed_once() {
        let listed = languages();
        let codes: Vec<&str> = listed["languages"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|e| e["language_code"].as_str())
            .collect();
        for (code, _) in LANGUAGES {
            assert_eq!(codes.iter().filter(|c| *c == code).count(), 1, "{code}");
        }
        let unique: std::collections::HashSet<_> = codes.iter().collect();
        assert_eq!(unique.len(), codes.len());
    }

    #[test]
    fn services_are_the_directorys_twelve_and_account_types_come_in_the_order_asked() {
        let services = services();
        let names: Vec<&str> = services["language_services"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|s| s["lang_service_name"].as_str())
            .collect();
        assert_eq!(names.len(), 12);
        assert_eq!(names[2], "Interpreting, Consecutive");
        assert_eq!(names[11], "Copywriting");
        let ids = |codes| -> Vec<u64> {
            account_types(codes)["account_types"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|t| t["account_type_id"].as_u64())
                .collect()
        };
        assert_eq!(ids(None), [1, 2, 3]);
        assert_eq!(ids(Some("2,1,3")), [2, 1, 3]);
        assert_eq!(ids(Some("3, 9,x")), [3]);
    }
}
