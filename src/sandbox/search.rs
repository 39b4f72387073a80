//! The sandbox's `GET /freelancer-matches`: filters and ranks seeded freelancers.
//!
//! Records are read as the client would receive them, so every field may be missing, `null`
//! or of an unexpected type. A freelancer whose record lacks a field simply does not match a
//! criterion on that field.

use serde_json::{Value, json};

use super::seed::{SPECIFIC_DISCIPLINES, SeededFreelancer};

#[derive(Debug, Clone, Default)]
pub struct SearchParams {
    /// required by the endpoint, e.g. "eng_esl"; matched against skills.language_pairs[].pair_code
    pub language_pair: String,
    /// that pair must offer this service
    pub language_service_id: Option<u32>,
    /// in qualifications.native_language
    pub native_language: Option<String>,
    pub disc_spec_id: Option<u32>,
    /// in skills.general_disciplines, or implied by one of skills.specific_disciplines
    pub disc_gen_id: Option<u32>,
    /// proz_membership.status == "active"; a record without a membership status matches neither
    pub is_member: Option<bool>,
    /// contact_info.country_code, case-insensitive
    pub country_code: Option<String>,
    /// professional_history.years_of_experience >= n
    pub min_yrs_proz: Option<u32>,
    /// the pair is among the freelancer's first n in skills.language_pairs (their priority)
    pub max_pair_priority: Option<u32>,
    /// Certified PRO Network in that pair: certified_pro_network_status "current" and the
    /// network's credential in that pair
    pub is_pair_cpn: Option<bool>,
    /// a credential in that pair (`qualifications.credentials[]`, its `pair_code` or
    /// `language_pair`): any for "reported", the directory's own certification for "verified"
    pub credential_status: Option<String>,
    /// page size; 0 means the endpoint's default, [`DEFAULT_LIMIT`]
    pub limit: usize,
    pub offset: usize,
}

pub const MAX_RESULTS: usize = 1000;

/// Page size when the request names none, as on the live service.
pub const DEFAULT_LIMIT: usize = 10;

/// Returns `(num_results, page)` as the directory documents them: `num_results` counts
/// every match, although only the first `MAX_RESULTS` can be paged through; the page is the
/// matches at `[offset, offset+limit)` within those, each as `{"freelancer": <the
/// freelancer json>, "relevance": {"kudoz_in_pair": "<points, a numeric string>"}}`.
/// Members come first, then the others; each set ranked by the sandbox's own score
/// (experience, expertise, services, into the mother tongue), ties broken by uuid, not by
/// the KudoZ points shown: deterministic.
pub fn find(freelancers: &[SeededFreelancer], params: &SearchParams) -> (usize, Vec<Value>) {
    if params.language_pair.is_empty() {
        return (0, Vec::new());
    }
    let mut hits: Vec<(bool, f64, &SeededFreelancer)> = freelancers
        .iter()
        .filter_map(|f| score(&f.json, params).map(|s| (is_member(&f.json), s, f)))
        .collect();
    let total = hits.len();
    hits.sort_by(|a, b| {
        b.0.cmp(&a.0)
            .then_with(|| b.1.total_cmp(&a.1))
            .then_with(|| a.2.uuid.cmp(&b.2.uuid))
    });
    hits.truncate(MAX_RESULTS);

    let limit = if params.limit == 0 {
        DEFAULT_LIMIT
    } else {
        params.limit
    };
    let page = hits
        .iter()
        .skip(params.offset)
        .take(limit)
        .map(|&(_, _, f)| {
            json!({
                "freelancer": f.json,
                "relevance": { "kudoz_in_pair": kudoz_in_pair(f, &params.language_pair).to_string() },
            })
        })
        .collect();
    (total, page)
}

/// A freelancer's KudoZ points in a pair: not seeded, so drawn from the UUID and the pair,
/// the same every time; most have few, some thousands.
pub fn kudoz_in_pair(freelancer: &SeededFreelancer, pair: &str) -> u64 {
    let (high, low) = freelancer.uuid.as_u64_pair();
    let mixed = pair.bytes().fold(high ^ low, |hash, b| {
        (hash ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    let draw = (mixed >> 11) % 1_000;
    draw * draw / 40
}

fn is_member(freelancer: &Value) -> bool {
    text(freelancer.pointer("/proz_membership/status")) == Some("active")
}

// Weights of the relevance score; they add up to 1.
const BASE: f64 = 0.35;
const INTO_NATIVE: f64 = 0.10;
const MEMBER: f64 = 0.15;
const CERTIFIED_PRO: f64 = 0.05;
const EXPERIENCE: f64 = 0.15;
const EXPERIENCE_FULL_YEARS: u64 = 25;
const EXPERTISE: f64 = 0.15;
const EXTRA_SERVICE: f64 = 0.025;
const EXTRA_SERVICES_COUNTED: usize = 2;

/// `None` when the freelancer fails a criterion, otherwise a relevance score in 0..=1.
fn score(freelancer: &Value, params: &SearchParams) -> Option<f64> {
    let skills = freelancer.get("skills");
    let pair = entries(skills, "language_pairs")
        .find(|pair| code_is(pair.get("pair_code"), &params.language_pair))?;
    let services: Vec<u64> = entries(Some(pair), "services")
        .filter_map(|s| number(s.get("service_id")))
        .collect();
    if let Some(wanted) = params.language_service_id
        && !services.contains(&u64::from(wanted))
    {
        return None;
    }

    let natives: Vec<&str> = entries(freelancer.get("qualifications"), "native_language")
        .filter_map(Value::as_str)
        .collect();
    if let Some(wanted) = &params.native_language
        && !natives.iter().any(|n| n.eq_ignore_ascii_case(wanted))
    {
        return None;
    }

    let expertise = match params.disc_spec_id {
        Some(wanted) => {
            let discipline = entries(skills, "specific_disciplines")
                .find(|d| number(d.get("disc_spec_id")) == Some(u64::from(wanted)))?;
            if is_specialty(discipline) { 1.0 } else { 0.5 }
        }
        // Without a field to ask about, breadth of declared specialties stands in for it.
        None => {
            let specialties = entries(skills, "specific_disciplines")
                .filter(|d| is_specialty(d))
                .count();
            specialties.min(3) as f64 / 3.0
        }
    };

    // As the directory documents: the general discipline is ignored when a specific one
    // is given.
    if let Some(wanted) = params.disc_gen_id.filter(|_| params.disc_spec_id.is_none())
        && !covers_general_discipline(skills, wanted)
    {
        return None;
    }

    let membership = freelancer.get("proz_membership");
    let active = membership
        .and_then(|m| m.get("status"))
        .and_then(Value::as_str)
        .map(|status| status == "active");
    if let Some(wanted) = params.is_member
        && active != Some(wanted)
    {
        return None;
    }

    if let Some(wanted) = &params.country_code {
        let country = freelancer
            .get("contact_info")
            .and_then(|c| c.get("country_code"));
        if !code_is(country, wanted) {
            return None;
        }
    }

    let years = freelancer
        .get("professional_history")
        .and_then(|h| number(h.get("years_of_experience")));
    if let Some(min) = params.min_yrs_proz
        && years.is_none_or(|y| y < u64::from(min))
    {
        return None;
    }

    if !in_pair_filters(freelancer, pair, params) {
        return None;
    }

    let target = text(pair.get("pair_code"))
        .and_then(|code| code.split_once('_'))
        .map(|(_, target)| target);
    let into_native = target.is_some_and(|t| natives.iter().any(|n| n.eq_ignore_ascii_case(t)));
    let certified_pro =
        membership.and_then(|m| text(m.get("certified_pro_network_status"))) == Some("current");
    let experience =
        years.map_or(0.0, |y| y.min(EXPERIENCE_FULL_YEARS) as f64) / EXPERIENCE_FULL_YEARS as f64;
    let extra_services = services.len().saturating_sub(1).min(EXTRA_SERVICES_COUNTED);

    let total = BASE
        + flag(into_native) * INTO_NATIVE
        + flag(active == Some(true)) * MEMBER
        + flag(certified_pro) * CERTIFIED_PRO
        + experience * EXPERIENCE
        + expertise * EXPERTISE
        + extra_services as f64 * EXTRA_SERVICE;
    // Rounded so that JSON shows a tidy number and near-equal scores tie on uuid.
    Some(((total * 10_000.0).round() / 10_000.0).clamp(0.0, 1.0))
}

/// The filters about the pair itself: its priority, the Certified PRO Network in it, a
/// credential in it.
fn in_pair_filters(freelancer: &Value, pair: &Value, params: &SearchParams) -> bool {
    if let Some(max) = params.max_pair_priority {
        let priority = entries(freelancer.get("skills"), "language_pairs")
            .position(|p| std::ptr::eq(p, pair))
            .map_or(usize::MAX, |index| index + 1);
        if priority > max as usize {
            return false;
        }
    }
    let credentials: Vec<&Value> = entries(freelancer.get("qualifications"), "credentials")
        .filter(|c| {
            code_is(c.get("pair_code"), &params.language_pair)
                || code_is(c.get("language_pair"), &params.language_pair)
        })
        .collect();
    let verified = credentials
        .iter()
        .any(|c| text(c.get("name")) == Some(VERIFIED_CREDENTIAL));
    if let Some(wanted) = params.is_pair_cpn {
        let current = text(freelancer.pointer("/proz_membership/certified_pro_network_status"))
            == Some("current");
        if (current && verified) != wanted {
            return false;
        }
    }
    match params.credential_status.as_deref() {
        Some("reported") => !credentials.is_empty(),
        Some("verified") => verified,
        _ => true,
    }
}

/// The credential the directory itself grants, so counts as verified.
const VERIFIED_CREDENTIAL: &str = "ProZ.com Certified PRO";

fn covers_general_discipline(skills: Option<&Value>, wanted: u32) -> bool {
    let listed = entries(skills, "general_disciplines")
        .any(|d| number(d.get("disc_gen_id")) == Some(u64::from(wanted)));
    listed
        || entries(skills, "specific_disciplines")
            .filter_map(|d| number(d.get("disc_spec_id")))
            .any(|spec| {
                SPECIFIC_DISCIPLINES
                    .iter()
                    .any(|&(id, _, gen_id)| u64::from(id) == spec && gen_id == wanted)
            })
}

fn is_specialty(discipline: &Value) -> bool {
    text(discipline.get("expertise_level")) == Some("specialty")
}

fn flag(on: bool) -> f64 {
    if on { 1.0 } else { 0.0 }
}

/// The array under `key`, or nothing when the parent or the key is missing or not an array.
fn entries<'a>(parent: Option<&'a Value>, key: &str) -> impl Iterator<Item = &'a Value> {
    parent
        .and_then(|p| p.get(key))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
}

fn text(value: Option<&Value>) -> Option<&str> {
    value.and_then(Value::as_str)
}

/// The live service sends some numbers as strings (see `account_type`), so ids are read leniently.
fn number(value: Option<&Value>) -> Option<u64> {
    match value? {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn code_is(value: Option<&Value>, wanted: &str) -> bool {
    text(value).is_some_and(|code| code.eq_ignore_ascii_case(wanted))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::sync::OnceLock;

    use serde_json::{Value, json};
    use uuid::Uuid;

    use super::super::seed::{SPECIFIC_DISCIPLINES, SeededFreelancer, generate};
    use super::{DEFAULT_LIMIT, MAX_RESULTS, SearchParams, find, score};

    const PAIR: &str = "eng_esl";

    fn population() -> &'static [SeededFreelancer] {
        static DATA: OnceLock<Vec<SeededFreelancer>> = OnceLock::new();
        DATA.get_or_init(|| generate(1, 2_000).freelancers)
    }

    fn query(adjust: impl FnOnce(&mut SearchParams)) -> SearchParams {
        let mut params = SearchParams {
            language_pair: PAIR.to_owned(),
            limit: MAX_RESULTS,
            ..SearchParams::default()
        };
        adjust(&mut params);
        params
    }

    fn uuids(page: &[Value]) -> Vec<String> {
        page.iter()
            .map(|hit| hit["freelancer"]["uuid"].as_str().expect("uuid").to_owned())
            .collect()
    }

    fn has_pair(record: &Value, code: &str) -> bool {
        record
            .pointer("/skills/language_pairs")
            .and_then(Value::as_array)
            .is_some_and(|pairs| pairs.iter().any(|p| p["pair_code"] == code))
    }

    /// Brute force over the raw JSON, independent of the scorer.
    fn expected(pred: impl Fn(&Value) -> bool) -> BTreeSet<String> {
        population()
            .iter()
            .filter(|f| has_pair(&f.json, PAIR) && pred(&f.json))
            .map(|f| f.uuid.to_string())
            .collect()
    }

    fn assert_filter(params: SearchParams, pred: impl Fn(&Value) -> bool) -> usize {
        let want = expected(pred);
        assert!(
            !want.is_empty() && want.len() < MAX_RESULTS,
            "{} matches",
            want.len()
        );
        let (count, page) = find(population(), &params);
        let got: BTreeSet<String> = uuids(&page).into_iter().collect();
        assert_eq!(count, want.len());
        assert_eq!(got, want);
        count
    }

    fn array<'a>(record: &'a Value, pointer: &str) -> &'a [Value] {
        record
            .pointer(pointer)
            .and_then(Value::as_array)
            .map_or(&[], Vec::as_slice)
    }

    #[test]
    fn language_pair_alone() {
        let all = assert_filter(query(|_| {}), |_| true);
        assert!(all > 300, "{all}");
    }

    #[test]
    fn language_service_must_be_offered_in_that_pair() {
        assert_filter(query(|p| p.language_service_id = Some(2)), |r| {
            array(r, "/skills/language_pairs").iter().any(|pair| {
                pair["pair_code"] == PAIR
                    && array(pair, "/services")
                        .iter()
                        .any(|s| s["service_id"] == 2)
            })
        });
    }

    #[test]
    fn native_language() {
        assert_filter(query(|p| p.native_language = Some("esl".into())), |r| {
            array(r, "/qualifications/native_language").contains(&json!("esl"))
        });
    }

    #[test]
    fn specific_discipline() {
        assert_filter(query(|p| p.disc_spec_id = Some(106)), |r| {
            array(r, "/skills/specific_disciplines")
                .iter()
                .any(|d| d["disc_spec_id"] == 106)
        });
    }

    #[test]
    fn general_discipline_listed_or_implied_by_a_specific_one() {
        let medical_specifics: Vec<u32> = SPECIFIC_DISCIPLINES
            .iter()
            .filter(|d| d.2 == 3)
            .map(|d| d.0)
            .collect();
        assert_filter(query(|p| p.disc_gen_id = Some(3)), |r| {
            array(r, "/skills/general_disciplines")
                .iter()
                .any(|d| d["disc_gen_id"] == 3)
                || array(r, "/skills/specific_disciplines").iter().any(|d| {
                    d["disc_spec_id"]
                        .as_u64()
                        .is_some_and(|id| medical_specifics.iter().any(|&m| u64::from(m) == id))
                })
        });
    }

    #[test]
    fn membership_either_way_and_unknown_matches_neither() {
        let status = |r: &Value| r.pointer("/proz_membership/status").cloned();
        let members = assert_filter(query(|p| p.is_member = Some(true)), |r| {
            status(r) == Some(json!("active"))
        });
        let others = assert_filter(query(|p| p.is_member = Some(false)), |r| {
            status(r).is_some_and(|s| s.is_string() && s != "active")
        });
        let unknown = expected(|r| !status(r).is_some_and(|s| s.is_string())).len();
        assert!(unknown > 0);
        assert_eq!(members + others + unknown, expected(|_| true).len());
    }

    #[test]
    fn country_code_ignores_case() {
        assert_filter(query(|p| p.country_code = Some("AR".into())), |r| {
            r.pointer("/contact_info/country_code") == Some(&json!("ar"))
        });
    }

    #[test]
    fn minimum_years_of_experience() {
        assert_filter(query(|p| p.min_yrs_proz = Some(10)), |r| {
            r.pointer("/professional_history/years_of_experience")
                .and_then(Value::as_u64)
                .is_some_and(|y| y >= 10)
        });
    }

    #[test]
    fn criteria_combine() {
        let params = query(|p| {
            p.native_language = Some("esl".into());
            p.is_member = Some(true);
            p.language_service_id = Some(1);
        });
        let (count, page) = find(population(), &params);
        assert!(count > 0);
        for hit in &page {
            let r = &hit["freelancer"];
            assert!(array(r, "/qualifications/native_language").contains(&json!("esl")));
            assert_eq!(r["proz_membership"]["status"], "active");
            let kudoz = hit["relevance"]["kudoz_in_pair"]
                .as_str()
                .expect("a string");
            assert!(kudoz.parse::<u64>().is_ok(), "{kudoz}");
        }
    }

    #[test]
    fn the_pairs_own_filters() {
        let priority = |r: &Value| {
            array(r, "/skills/language_pairs")
                .iter()
                .position(|p| p["pair_code"] == PAIR)
                .map(|i| i + 1)
        };
        assert_filter(query(|p| p.max_pair_priority = Some(1)), |r| {
            priority(r) == Some(1)
        });
        let credential = |r: &Value, verified: bool| {
            array(r, "/qualifications/credentials").iter().any(|c| {
                c["language_pair"] == PAIR && (!verified || c["name"] == "ProZ.com Certified PRO")
            })
        };
        let reported = assert_filter(
            query(|p| p.credential_status = Some("reported".into())),
            |r| credential(r, false),
        );
        let verified = assert_filter(
            query(|p| p.credential_status = Some("verified".into())),
            |r| credential(r, true),
        );
        assert!(verified < reported);
        assert_filter(query(|p| p.is_pair_cpn = Some(true)), |r| {
            r.pointer("/proz_membership/certified_pro_network_status") == Some(&json!("current"))
                && credential(r, true)
        });
    }

    #[test]
    fn a_specific_discipline_makes_the_general_one_ignored() {
        let both = query(|p| {
            p.disc_spec_id = Some(106);
            p.disc_gen_id = Some(1);
        });
        let specific = query(|p| p.disc_spec_id = Some(106));
        assert_eq!(find(population(), &both), find(population(), &specific));
    }

    #[test]
    fn members_first_then_each_set_by_score_then_uuid() {
        let params = query(|_| {});
        let (_, page) = find(population(), &params);
        let keys: Vec<(bool, f64, Uuid)> = page
            .iter()
            .map(|hit| {
                let record = &hit["freelancer"];
                let member = record.pointer("/proz_membership/status") == Some(&json!("active"));
                let score = score(record, &params).expect("a match scores");
                let uuid = record["uuid"].as_str().expect("uuid");
                (member, score, Uuid::parse_str(uuid).expect("valid uuid"))
            })
            .collect();
        for pair in keys.windows(2) {
            let ((m1, s1, u1), (m2, s2, u2)) = (pair[0], pair[1]);
            assert!(
                (m1 && !m2) || (m1 == m2 && (s1 > s2 || (s1 == s2 && u1 < u2))),
                "{m1} {s1} {u1} then {m2} {s2} {u2}"
            );
        }
        assert!(keys.first().is_some_and(|k| k.0) && keys.last().is_some_and(|k| !k.0));
        let distinct: BTreeSet<u64> = keys.iter().map(|k| k.1.to_bits()).collect();
        assert!(distinct.len() > 10, "scores should discriminate");
    }

    #[test]
    fn specialty_outranks_working_knowledge() {
        let params = query(|p| p.disc_spec_id = Some(106));
        let (_, page) = find(population(), &params);
        let level = |hit: &Value| {
            array(&hit["freelancer"], "/skills/specific_disciplines")
                .iter()
                .find(|d| d["disc_spec_id"] == 106)
                .map(|d| d["expertise_level"].clone())
        };
        let average = |wanted: &str| {
            let scores: Vec<f64> = page
                .iter()
                .filter(|hit| level(hit) == Some(json!(wanted)))
                .filter_map(|hit| score(&hit["freelancer"], &params))
                .collect();
            scores.iter().sum::<f64>() / scores.len() as f64
        };
        assert!(average("specialty") > average("working"));
    }

    #[test]
    fn pages_tile_the_result_list() {
        let (total, everything) = find(population(), &query(|_| {}));
        let mut tiled = Vec::new();
        for offset in (0..total).step_by(37) {
            let (count, page) = find(
                population(),
                &query(|p| {
                    p.offset = offset;
                    p.limit = 37;
                }),
            );
            assert_eq!(count, total);
            assert!(page.len() <= 37);
            tiled.extend(page);
        }
        assert_eq!(tiled, everything);

        let (count, past_end) = find(population(), &query(|p| p.offset = total));
        assert_eq!((count, past_end.len()), (total, 0));
        let (_, default_page) = find(population(), &query(|p| p.limit = 0));
        assert_eq!(default_page[..], everything[..DEFAULT_LIMIT]);
    }

    #[test]
    fn results_are_capped_at_one_thousand() {
        let large = generate(1, 6_000).freelancers;
        let matches = large.iter().filter(|f| has_pair(&f.json, PAIR)).count();
        assert!(
            matches > MAX_RESULTS,
            "only {matches} matches; enlarge the population"
        );

        // The count is every match; only the first thousand can be paged through.
        let (count, all) = find(&large, &query(|_| {}));
        assert_eq!((count, all.len()), (matches, MAX_RESULTS));
        let (count, tail) = find(
            &large,
            &query(|p| {
                p.offset = 990;
                p.limit = 50;
            }),
        );
        assert_eq!((count, tail.len()), (matches, 10));
        assert_eq!(tail[..], all[990..]);
        let (count, beyond) = find(&large, &query(|p| p.offset = MAX_RESULTS));
        assert_eq!((count, beyond.len()), (matches, 0));
    }

    #[test]
    fn unknown_or_missing_pair_finds_nothing() {
        for pair in ["xxx_yyy", "eng_eng", ""] {
            let params = query(|p| p.language_pair = pair.to_owned());
            assert_eq!(find(population(), &params), (0, Vec::new()), "{pair:?}");
        }
    }

    #[test]
    fn deterministic() {
        let params = query(|p| p.disc_gen_id = Some(4));
        assert_eq!(find(population(), &params), find(population(), &params));
    }

    #[test]
    fn tolerates_odd_records() {
        let records = [
            json!({}),
            json!({ "skills": null, "contact_info": [] }),
            json!({ "skills": { "language_pairs": null } }),
            json!({ "skills": { "language_pairs": [{ "pair_code": 7 }, "eng_esl"] } }),
            json!({ "skills": { "language_pairs": [{ "pair_code": "eng_esl" }] }, "proz_membership": null }),
            json!({
                "skills": {
                    "language_pairs": [{ "pair_code": "ENG_ESL", "services": [{ "service_id": "1" }] }],
                    "specific_disciplines": [{ "disc_spec_id": "101" }],
                },
                "professional_history": { "years_of_experience": "12" },
                "proz_membership": { "status": null },
                "qualifications": { "native_language": "esl" },
            }),
        ];
        let freelancers: Vec<SeededFreelancer> = records
            .into_iter()
            .enumerate()
            .map(|(i, json)| SeededFreelancer {
                uuid: Uuid::from_u128(i as u128 + 1),
                json,
                accepts_messages: true,
            })
            .collect();
        let count = |adjust: fn(&mut SearchParams)| find(&freelancers, &query(adjust)).0;

        assert_eq!(count(|_| {}), 2);
        assert_eq!(count(|p| p.language_service_id = Some(1)), 1);
        assert_eq!(count(|p| p.min_yrs_proz = Some(10)), 1);
        assert_eq!(count(|p| p.disc_gen_id = Some(3)), 1);
        assert_eq!(count(|p| p.is_member = Some(false)), 0);
        assert_eq!(count(|p| p.native_language = Some("esl".into())), 0);
        assert_eq!(count(|p| p.country_code = Some("es".into())), 0);
    }
}
