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
    /// The pair is among the freelancer's top N.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_pair_priority: Option<u32>,
    /// Certified PRO Network in that pair.
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "as_flag")]
    pub is_pair_cpn: Option<bool>,
    /// A credential in that pair, reported or verified.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub credential_status: Option<CredentialStatus>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offset: Option<u32>,
}

/// `credential_status`: a credential in the pair, as the freelancer reported it or as the
/// directory verified it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CredentialStatus {
    Reported,
    Verified,
}

impl CredentialStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Reported => "reported",
            Self::Verified => "verified",
        }
    }
}

impl std::str::FromStr for CredentialStatus {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_lowercase().as_str() {
            "reported" => Ok(Self::Reported),
            "verified" => Ok(Self::Verified),
            other => Err(format!(
                "'{other}' is not a credential status (reported, verified)"
            )),
        }
    }
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

impl SearchMatch {
    /// `relevance.kudoz_in_pair`: the freelancer's KudoZ points in the pair searched, which
    /// the directory sends as a numeric string (`"24593"`); a number is read too. The
    /// directory ranks by more than this, so it is shown, not used to reorder.
    pub fn kudoz_in_pair(&self) -> Option<u64> {
        match self.relevance.get("kudoz_in_pair")? {
            Value::String(text) => text.trim().parse().ok(),
            Value::Number(number) => number.as_u64(),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct SearchPage {
    /// `meta.num_results`: every match the directory counts (58,419 for English to Spanish
    /// in one recording), although at most [`MAX_MATCHES`] can be paged through.
    pub total: u64,
    pub matches: Vec<SearchMatch>,
}

/// More matches than this is no count a directory of people gives: refused as nonsense.
pub const MAX_PLAUSIBLE_TOTAL: u64 = 100_000_000;

impl SearchPage {
    /// How many of the matches can be paged through: the total, at most [`MAX_MATCHES`].
    pub fn reachable(&self) -> u64 {
        self.total.min(MAX_MATCHES)
    }

    /// Reads a search answer. Items are `{"freelancer": {...}, "relevance": {...}}`; a bare
    /// freelancer object is accepted too. Items that are not objects are skipped. An answer
    /// of another shape, or with an absurd total (negative, fractional, beyond
    /// [`MAX_PLAUSIBLE_TOTAL`]), is refused with what was wrong.
    pub(crate) fn from_answer(body: &Value) -> Result<Self, String> {
        let items = match body.get("data") {
            Some(Value::Array(items)) => items.as_slice(),
            None | Some(Value::Null) => &[],
            Some(_) => return Err("the search answer's `data` is not a list".into()),
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
        let total = match body.get("meta").and_then(|m| m.get("num_results")) {
            None | Some(Value::Null) => matches.len() as u64,
            Some(Value::Number(n)) => n
                .as_u64()
                .filter(|&n| n <= MAX_PLAUSIBLE_TOTAL)
                .ok_or_else(|| format!("the search answer's total ({n}) is not a count"))?,
            Some(Value::String(text)) => text
                .trim()
                .parse::<u64>()
                .ok()
                .filter(|&n| n <= MAX_PLAUSIBLE_TOTAL)
                .ok_or_else(|| format!("the search answer's total ({text:?}) is not a count"))?,
            Some(other) => {
                return Err(format!(
                    "the search answer's total ({other}) is not a count"
                ));
            }
        };
        // A page is never more than all the matches.
        let total = total.max(matches.len() as u64);
        Ok(Self { total, matches })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_total_is_the_directorys_count_and_relevance_its_kudoz() {
        let page = SearchPage::from_answer(&json!({
            "success": 1,
            "meta": {"num_results": 58419},
            "data": [
                {"freelancer": {"uuid": "5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4b"}, "relevance": {"kudoz_in_pair": "24593"}},
                {"freelancer": {}, "relevance": {"kudoz_in_pair": 7}},
                {"freelancer": {}, "relevance": {"kudoz_in_pair": "lots"}},
                {"freelancer": {}}
            ]
        }))
        .unwrap();
        assert_eq!(page.total, 58_419);
        assert_eq!(page.reachable(), MAX_MATCHES);
        let kudoz: Vec<Option<u64>> = page
            .matches
            .iter()
            .map(SearchMatch::kudoz_in_pair)
            .collect();
        assert_eq!(kudoz, [Some(24_593), Some(7), None, None]);
    }

    #[test]
    fn an_absurd_total_or_shape_is_refused() {
        for total in [
            json!(-5),
            json!(1.5),
            json!("many"),
            json!([1]),
            json!(1e12),
        ] {
            let answer = json!({"success": 1, "meta": {"num_results": total}, "data": []});
            let refused = SearchPage::from_answer(&answer).unwrap_err();
            assert!(refused.contains("not a count"), "{refused}");
        }
        assert!(SearchPage::from_answer(&json!({"data": {"freelancer": {}}})).is_err());
        let empty = SearchPage::from_answer(&json!({"success": 1, "meta": null})).unwrap();
        assert_eq!((empty.total, empty.matches.len()), (0, 0));
    }

    #[test]
    fn the_documented_filters_go_on_the_wire() {
        let query = SearchQuery {
            language_pair: "eng_esl".into(),
            max_pair_priority: Some(3),
            is_pair_cpn: Some(true),
            credential_status: Some(CredentialStatus::Verified),
            min_yrs_proz: Some(5),
            ..SearchQuery::default()
        };
        assert_eq!(
            serde_json::to_value(&query).unwrap(),
            json!({
                "language_pair": "eng_esl",
                "min_yrs_proz": 5,
                "max_pair_priority": 3,
                "is_pair_cpn": 1,
                "credential_status": "verified"
            })
        );
        assert_eq!("Reported".parse(), Ok(CredentialStatus::Reported));
        assert!("checked".parse::<CredentialStatus>().is_err());
    }
}
