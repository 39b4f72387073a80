//! `GET /freelancer-matches`: the directory's search, which the written spec does not cover.
//! A server without it answers 404, which the client reports as "not available here".

use serde::Serialize;
use serde_json::Value;

use super::models::{Freelancer, FromRaw};

/// The live service never returns more than this many matches for any criteria.
pub const MAX_MATCHES: u64 = 1000;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct SearchQuery {
    /// Required by the directory, e.g. `eng_esl`.
    pub language_pair: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language_service_id: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub native_language: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disc_spec_id: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disc_gen_id: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "as_flag")]
    pub is_member: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub country_code: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_yrs_proz: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offset: Option<u32>,
}

fn as_flag<S: serde::Serializer>(value: &Option<bool>, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_u8(u8::from(value.unwrap_or(false)))
}

#[derive(Debug, Clone, PartialEq)]
pub struct SearchMatch {
    pub freelancer: Freelancer,
    /// The server's relevance details, kept as sent.
    pub relevance: Value,
}

#[derive(Debug, Clone, PartialEq)]
pub struct SearchPage {
    /// `meta.num_results`: all matches, not just this page (at most [`MAX_MATCHES`]).
    pub total: u64,
    pub matches: Vec<SearchMatch>,
}

impl SearchPage {
    /// Reads a search answer. Items are `{"freelancer": {...}, "relevance": {...}}`; a bare
    /// freelancer object is accepted too. Items that are not objects are skipped.
    pub(crate) fn from_answer(body: &Value) -> Option<Self> {
        let items = match body.get("data") {
            Some(Value::Array(items)) => items.as_slice(),
            None | Some(Value::Null) => &[],
            Some(_) => return None,
        };
        let matches: Vec<SearchMatch> = items
            .iter()
            .filter_map(|item| {
                let (freelancer, relevance) = match item.get("freelancer") {
                    Some(Value::Object(f)) => (
                        f.clone(),
                        item.get("relevance").cloned().unwrap_or(Value::Null),
                    ),
                    _ => (item.as_object()?.clone(), Value::Null),
                };
                Some(SearchMatch {
                    freelancer: Freelancer::from_raw(freelancer),
                    relevance,
                })
            })
            .collect();
        let total = body
            .get("meta")
            .and_then(|m| m.get("num_results"))
            .and_then(Value::as_u64)
            .unwrap_or(matches.len() as u64);
        Some(Self { total, matches })
    }
}
