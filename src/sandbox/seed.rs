//! Deterministic seed data for the built-in sandbox directory.
//!
//! The population imitates what the live directory sends back, rough edges included: hidden
//! fields are sometimes omitted and sometimes `null`, `contact_info` can be `{}`, and
//! `account_type` is occasionally an integer. The client has to cope with all of that, so the
//! sandbox has to be able to show it.
//!
//! Freelancers are drawn one after another from a single ChaCha stream and none of them depends
//! on `count`, so for the same seed a smaller population is a prefix of a larger one.

pub use crate::catalogue::directory::{
    ACCOUNT_TYPES, GENERAL_DISCIPLINES, SERVICES, SPECIFIC_DISCIPLINES,
};
use std::collections::HashSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Map, Value, json};
use uuid::Uuid;

pub const DEMO_USER_UUID: &str = "d3e0d3e0-0000-4000-8000-000000000001";

const DEMO_UUID: Uuid = match Uuid::try_parse(DEMO_USER_UUID) {
    Ok(uuid) => uuid,
    Err(_) => panic!("DEMO_USER_UUID is not a UUID"),
};
const DEMO_PROFILE_ID: u32 = 1_000_042;
const DEMO_SITE_NAME: &str = "Lingua Bridge Agency";
const DEMO_EMAIL: &str = "coordinator@linguabridge.example";

/// A second account that can sign in to the sandbox through OAuth, so that tests can tell
/// "signed in as someone else" from "signed in to the demo account".
pub const SECOND_USER_UUID: &str = "d3e0d3e0-0000-4000-8000-000000000002";
const SECOND_UUID: Uuid = match Uuid::try_parse(SECOND_USER_UUID) {
    Ok(uuid) => uuid,
    Err(_) => panic!("SECOND_USER_UUID is not a UUID"),
};
const SECOND_PROFILE_ID: u32 = 1_000_043;
const SECOND_SITE_NAME: &str = "Aurora Localisation Studio";
const SECOND_EMAIL: &str = "projects@aurora-loc.example";

#[derive(Debug, Clone, PartialEq)]
pub struct SeededFreelancer {
    pub uuid: Uuid,
    /// exactly the JSON object the server returns as `data` for GET /freelancer/{uuid}
    pub json: Value,
    /// sandbox-only fact, never serialized: false means a message to them lands in meta.failed_recipients
    pub accepts_messages: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Dataset {
    /// `count` of them; the demo user's record is NOT included
    pub freelancers: Vec<SeededFreelancer>,
    /// the bare GET /user object of the demo account
    pub demo_user: Value,
    /// GET /freelancer/me for the demo account
    pub demo_freelancer: Value,
    /// the bare GET /user object of the second account ([`SECOND_USER_UUID`])
    pub second_user: Value,
}

pub fn generate(seed: u64, count: usize) -> Dataset {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Seeding the sets with the demo account keeps every generated record distinct from it too.
    let mut uuids = HashSet::with_capacity(count + 1);
    uuids.insert(DEMO_UUID);
    uuids.insert(SECOND_UUID);
    let mut profile_ids = HashSet::with_capacity(count + 2);
    profile_ids.insert(DEMO_PROFILE_ID);
    profile_ids.insert(SECOND_PROFILE_ID);

    let freelancers = (0..count)
        .map(|_| {
            let uuid = fresh_uuid(&mut rng, &mut uuids);
            let profile_id = fresh_profile_id(&mut rng, &mut profile_ids);
            freelancer(&mut rng, uuid, profile_id)
        })
        .collect();

    Dataset {
        freelancers,
        demo_user: demo_user(),
        demo_freelancer: demo_freelancer(),
        second_user: second_user(),
    }
}

/// English name of a three-letter language code, as used in `pair_name`.
pub fn language_name(code: &str) -> Option<&'static str> {
    LANGUAGES
        .iter()
        .find(|(c, _)| *c == code)
        .map(|&(_, name)| name)
}

fn fresh_uuid(rng: &mut ChaCha8Rng, taken: &mut HashSet<Uuid>) -> Uuid {
    loop {
        let uuid = uuid::Builder::from_random_bytes(rng.random()).into_uuid();
        if taken.insert(uuid) {
            return uuid;
        }
    }
}

fn fresh_profile_id(rng: &mut ChaCha8Rng, taken: &mut HashSet<u32>) -> u32 {
    loop {
        let id = rng.random_range(1_000_000..=9_999_999);
        if taken.insert(id) {
            return id;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// One freelancer
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq)]
enum AccountKind {
    Agency,
    Freelancer,
    Outsourcer,
}

#[derive(Clone, Copy, PartialEq)]
struct Pair {
    source: &'static str,
    target: &'static str,
}

impl Pair {
    fn code(self) -> String {
        format!("{}_{}", self.source, self.target)
    }

    fn name(self) -> String {
        let name = |code: &'static str| language_name(code).unwrap_or(code);
        format!("{} to {}", name(self.source), name(self.target))
    }
}

/// Skills by catalogue id; names are looked up when rendering so they cannot drift.
struct Skills {
    pairs: Vec<(Pair, Vec<u32>)>,
    general: Vec<u32>,
    /// (disc_spec_id, is_specialty)
    specific: Vec<(u32, bool)>,
}

struct Person {
    first: &'static str,
    middle: Option<&'static str>,
    last: &'static str,
    family_name_first: bool,
    native_script: bool,
    /// mother tongue first
    native: Vec<&'static str>,
    home: &'static Country,
    city: &'static City,
    /// ASCII mailbox-style name, e.g. `jose.garcia`
    handle: String,
}

impl Person {
    fn display_name(&self) -> String {
        if self.family_name_first {
            format!("{}{}", self.last, self.first)
        } else {
            format!("{} {}", self.first, self.last)
        }
    }
}

struct Membership {
    json: Value,
    certified_pro: bool,
}

fn freelancer(rng: &mut ChaCha8Rng, uuid: Uuid, profile_id: u32) -> SeededFreelancer {
    let person = draw_person(rng, profile_id);
    let (kind, account_type) = draw_account_type(rng);
    let company = draw_company(rng, kind, &person);
    let mut skills = draw_skills(rng, &person.native, kind);
    later_services(&mut skills, uuid);
    let years = years_of_experience(rng);
    let membership = draw_membership(rng);

    let site_name = match (&company, kind) {
        (Some(company), AccountKind::Agency) => company.clone(),
        (Some(company), _) if rng.random_bool(0.3) => company.clone(),
        _ => person.display_name(),
    };

    let mut obj = Map::new();
    obj.insert("uuid".into(), json!(uuid.to_string()));
    obj.insert("site_name".into(), json!(site_name));
    obj.insert("account_type".into(), account_type);
    obj.insert("profile_url".into(), json!(profile_url(profile_id)));
    if rng.random_bool(0.75) {
        let image = format!(
            "https://www.proz.com/profile_resources/{profile_id}_r{:08x}.jpg",
            rng.random::<u32>()
        );
        obj.insert("image_url".into(), json!(image));
    }
    obj.insert(
        "contact_info".into(),
        Value::Object(contact_info(rng, &person, company.as_deref())),
    );
    obj.insert("proz_membership".into(), membership.json);
    // Live records without any skills exist; they must stay invisible to searches.
    match rng.random_range(0..100) {
        0..3 => {}
        3..6 => {
            let mut json = skills_json(&skills);
            json["language_pairs"] = json!([]);
            obj.insert("skills".into(), json);
        }
        _ => {
            let mut json = skills_json(&skills);
            // With nothing to list, the live service both omits the key and sends an empty list.
            if skills.specific.is_empty()
                && rng.random_bool(0.5)
                && let Value::Object(map) = &mut json
            {
                map.remove("specific_disciplines");
            }
            obj.insert("skills".into(), json);
        }
    }
    if rng.random_bool(0.88) {
        let qualifications = qualifications(rng, &person, &skills, membership.certified_pro);
        obj.insert("qualifications".into(), qualifications);
    }
    if rng.random_bool(0.9) {
        obj.insert(
            "professional_history".into(),
            json!({ "years_of_experience": years }),
        );
    }
    let bio = Bio {
        name: &site_name,
        mother_tongue: person.native[0],
        skills: &skills,
        years,
        company: company.as_deref(),
    };
    match rng.random_range(0..100) {
        0..15 => {}
        15..20 => {
            obj.insert("about_me_localizations".into(), json!([]));
        }
        _ => {
            obj.insert("about_me_localizations".into(), about_me(rng, &bio));
        }
    }
    match rng.random_range(0..100) {
        0..25 => {}
        25..30 => {
            obj.insert("tagline".into(), json!(""));
        }
        _ => {
            obj.insert("tagline".into(), json!(tagline(rng, &bio)));
        }
    }
    apply_privacy(rng, &mut obj);

    SeededFreelancer {
        uuid,
        json: Value::Object(obj),
        accepts_messages: !rng.random_bool(0.03),
    }
}

fn profile_url(profile_id: u32) -> String {
    format!("https://www.proz.com/profile/{profile_id}")
}

fn draw_person(rng: &mut ChaCha8Rng, profile_id: u32) -> Person {
    let origin = pick_weighted(rng, COUNTRIES, |c| c.weight);
    // Many translators live abroad; language and name still come from where they grew up.
    let home = if rng.random_bool(0.1) {
        pick_weighted(rng, COUNTRIES, |c| c.weight)
    } else {
        origin
    };
    let city = pick(rng, home.cities);

    let mother = if origin.languages.len() > 1 && rng.random_bool(0.15) {
        *pick(rng, &origin.languages[1..])
    } else {
        origin.languages[0]
    };
    let mut native = vec![mother];
    if rng.random_bool(0.06) {
        let second = if rng.random_bool(0.5) {
            "eng"
        } else {
            *pick(rng, origin.languages)
        };
        if second != mother {
            native.push(second);
        }
    }

    let names = name_set(rng, mother);
    let female = rng.random_bool(0.6);
    let given = if female { names.female } else { names.male };
    let first = *pick(rng, given);
    let family = rng.random_range(0..names.last.len());
    let last = match names.last_female.get(family) {
        Some(feminine) if female => *feminine,
        _ => names.last[family],
    };
    let middle = if !names.family_name_first && rng.random_bool(0.15) {
        Some(*pick(rng, given)).filter(|m| *m != first)
    } else {
        None
    };

    let (first_ascii, last_ascii) = (ascii_fold(first), ascii_fold(last));
    // Names in non-Latin scripts fold to nothing; such people get a neutral mailbox name.
    let handle = if first_ascii.is_empty() || last_ascii.is_empty() {
        format!("translator{profile_id}")
    } else {
        format!("{first_ascii}.{last_ascii}")
    };

    Person {
        first,
        middle,
        last,
        family_name_first: names.family_name_first,
        native_script: names.native_script,
        native,
        home,
        city,
        handle,
    }
}

fn name_set(rng: &mut ChaCha8Rng, language: &str) -> &'static NameSet {
    let want_script = rng.random_bool(0.3);
    NAME_SETS
        .iter()
        .filter(|set| set.language == language)
        // Prefer the requested script, fall back to whichever set the language has.
        .min_by_key(|set| set.native_script != want_script)
        .unwrap_or(&NAME_SETS[0])
}

fn draw_account_type(rng: &mut ChaCha8Rng) -> (AccountKind, Value) {
    match rng.random_range(0..100) {
        0..9 => (AccountKind::Agency, json!("1")),
        9..67 => (AccountKind::Freelancer, json!("2")),
        // The live service sometimes sends the type as a number.
        67..71 => (AccountKind::Freelancer, json!(2)),
        _ => (AccountKind::Outsourcer, json!("3")),
    }
}

fn draw_company(rng: &mut ChaCha8Rng, kind: AccountKind, person: &Person) -> Option<String> {
    let wants_company = match kind {
        AccountKind::Agency => true,
        AccountKind::Outsourcer => rng.random_bool(0.4),
        AccountKind::Freelancer => rng.random_bool(0.05),
    };
    if !wants_company {
        return None;
    }
    let latin_name = !person.native_script;
    let city = person.city.name;
    let company = match rng.random_range(0..5) {
        0 if latin_name => format!("{} Translations", person.last),
        1 if latin_name => format!("{} & Partners Language Services", person.last),
        2 => format!("Polyglot {city}"),
        3 => format!("{} Translation Bureau", person.home.name),
        _ => format!("{city} Language Solutions"),
    };
    Some(company)
}

fn draw_skills(rng: &mut ChaCha8Rng, native: &[&'static str], kind: AccountKind) -> Skills {
    let extra = usize::from(kind == AccountKind::Agency);
    let pairs = language_pairs(rng, native, extra)
        .into_iter()
        .map(|pair| (pair, services(rng)))
        .collect();

    let wanted = pick_weighted(rng, &[(1, 40), (2, 40), (3, 20)], |&(_, w)| w).0;
    let mut general: Vec<u32> = Vec::new();
    while general.len() < wanted {
        let id = pick_weighted(rng, GENERAL_DISCIPLINES, |&(id, _)| general_weight(id)).0;
        if !general.contains(&id) {
            general.push(id);
        }
    }
    general.sort_unstable();

    let wanted = pick_weighted(
        rng,
        &[(0, 15), (1, 20), (2, 25), (3, 20), (4, 12), (5, 8)],
        |&(_, w)| w,
    )
    .0;
    let mut specific: Vec<(u32, bool)> = Vec::new();
    // Bounded: a narrow general field offers only a handful of specific ones.
    for _ in 0..wanted * 3 {
        if specific.len() == wanted {
            break;
        }
        let within_fields = rng.random_bool(0.9);
        let entry = pick_weighted(rng, SPECIFIC_DISCIPLINES, |&(_, _, gen_id)| {
            u32::from(!within_fields || general.contains(&gen_id))
        });
        if specific.iter().all(|&(id, _)| id != entry.0) {
            specific.push((entry.0, rng.random_bool(0.4)));
        }
    }
    specific.sort_unstable();

    Skills {
        pairs,
        general,
        specific,
    }
}

/// Mostly into the mother tongue, with English the usual source; sometimes out of it.
fn language_pairs(rng: &mut ChaCha8Rng, native: &[&'static str], extra: usize) -> Vec<Pair> {
    let wanted = pick_weighted(rng, &[(1, 35), (2, 35), (3, 20), (4, 10)], |&(_, w)| w).0 + extra;
    let mother = native[0];
    let mut pairs: Vec<Pair> = Vec::with_capacity(wanted);
    // Bounded: a duplicate draw just costs an attempt.
    for attempt in 0..wanted * 4 {
        if pairs.len() == wanted {
            break;
        }
        let pair = if attempt == 0 {
            into_language(rng, mother)
        } else {
            match rng.random_range(0..100) {
                0..60 => {
                    let target = *pick(rng, native);
                    into_language(rng, target)
                }
                60..92 => out_of_language(rng, mother),
                _ => {
                    let source = pick_weighted(rng, PAIR_LANGUAGES, |&(_, w)| w).0;
                    out_of_language(rng, source)
                }
            }
        };
        if !pairs.contains(&pair) {
            pairs.push(pair);
        }
    }
    pairs
}

fn into_language(rng: &mut ChaCha8Rng, target: &'static str) -> Pair {
    let source = if target != "eng" && rng.random_bool(0.75) {
        "eng"
    } else {
        other_language(rng, target)
    };
    Pair { source, target }
}

fn out_of_language(rng: &mut ChaCha8Rng, source: &'static str) -> Pair {
    let target = if source != "eng" && rng.random_bool(0.7) {
        "eng"
    } else {
        other_language(rng, source)
    };
    Pair { source, target }
}

fn other_language(rng: &mut ChaCha8Rng, not: &str) -> &'static str {
    pick_weighted(
        rng,
        PAIR_LANGUAGES,
        |&(code, w)| if code == not { 0 } else { w },
    )
    .0
}

/// Services 1 to 8 are drawn from the population's stream; the later four (liaison and
/// phone interpreting, transcription, copywriting) from a stream of each freelancer's own
/// ([`later_services`]), so that adding them changed no one else's record.
const SERVICES_IN_THE_STREAM: usize = 8;

fn services(rng: &mut ChaCha8Rng) -> Vec<u32> {
    let mut ids = vec![if rng.random_bool(0.95) { 1 } else { 2 }];
    for &(id, _) in &SERVICES[..SERVICES_IN_THE_STREAM] {
        if ids.len() < 3 && !ids.contains(&id) && rng.random_bool(service_odds(id)) {
            ids.push(id);
        }
    }
    ids.sort_unstable();
    ids
}

/// Interpreters sometimes also do liaison or phone work; a few translators transcribe or
/// write copy. Drawn from the freelancer's own stream (seeded by the UUID).
fn later_services(skills: &mut Skills, uuid: Uuid) {
    let mut own = ChaCha8Rng::seed_from_u64(uuid.as_u64_pair().0 ^ uuid.as_u64_pair().1);
    for (_, ids) in &mut skills.pairs {
        let interprets = ids.iter().any(|id| [3, 4, 8].contains(id));
        let later = if interprets && own.random_bool(0.5) {
            Some(if own.random_bool(0.6) { 9 } else { 10 })
        } else if own.random_bool(0.04) {
            Some(if own.random_bool(0.5) { 11 } else { 12 })
        } else {
            None
        };
        if let Some(id) = later {
            ids.push(id);
        }
    }
}

fn years_of_experience(rng: &mut ChaCha8Rng) -> u32 {
    // The smaller of two draws skews towards the first decade, with a tail of veterans; integer
    // arithmetic keeps it identical on every platform, which libm's `powf` would not promise.
    let a = rng.random_range(0..40);
    a.min(rng.random_range(0..40))
}

fn draw_membership(rng: &mut ChaCha8Rng) -> Membership {
    let roll = rng.random_range(0..100);
    if roll < 8 {
        return Membership {
            json: Value::Null,
            certified_pro: false,
        };
    }
    let (json, certified_pro) = match roll {
        8..51 => {
            let certified_pro = rng.random_bool(0.25);
            let year = rng.random_range(2026..=2027);
            let first_month = if year == 2026 { 4 } else { 1 };
            let mut json = json!({
                "status": "active",
                "expiration_date": date(rng, year, first_month),
                "certified_pro_network_status": if certified_pro { "current" } else { "not_current" },
                "plus_package": rng.random_bool(0.3),
            });
            if rng.random_bool(0.4) {
                json["expired_date"] = Value::Null;
            }
            (json, certified_pro)
        }
        51..66 => {
            let year = rng.random_range(2017..=2025);
            let expired = date(rng, year, 1);
            let json = json!({
                "status": "expired",
                "expiration_date": expired,
                "expired_date": expired,
                "certified_pro_network_status": "not_current",
                "plus_package": false,
            });
            (json, false)
        }
        _ => {
            let json = json!({
                "status": "none",
                "expiration_date": null,
                "expired_date": null,
                "certified_pro_network_status": "not_current",
                "plus_package": false,
            });
            (json, false)
        }
    };
    Membership {
        json,
        certified_pro,
    }
}

fn date(rng: &mut ChaCha8Rng, year: u32, first_month: u32) -> String {
    let month = rng.random_range(first_month..=12);
    // Day 28 at most keeps every month valid without a calendar.
    let day = rng.random_range(1..=28);
    format!("{year:04}-{month:02}-{day:02}")
}

fn contact_info(
    rng: &mut ChaCha8Rng,
    person: &Person,
    company: Option<&str>,
) -> Map<String, Value> {
    let home = person.home;
    let city = person.city;
    let website =
        ((company.is_some() && rng.random_bool(0.7)) || rng.random_bool(0.25)).then(|| {
            let base = company.map_or_else(|| person.handle.replace('.', "-"), ascii_fold);
            format!("www.{base}.example")
        });

    let mut info = Map::new();
    let mailbox = match rng.random_range(0..100) {
        0..50 => person.handle.clone(),
        50..70 => person.handle.replace('.', ""),
        70..85 => format!(
            "{}{}",
            person.handle.replace('.', "_"),
            rng.random_range(1..100)
        ),
        _ if website.is_some() => "info".to_owned(),
        _ => person.handle.clone(),
    };
    let domain = match &website {
        Some(site) if rng.random_bool(0.6) => site.trim_start_matches("www.").to_owned(),
        _ => (*pick(rng, MAIL_DOMAINS)).to_owned(),
    };
    info.insert("email".into(), json!(format!("{mailbox}@{domain}")));
    info.insert("email_verified".into(), json!(rng.random_bool(0.85)));
    info.insert("first_name".into(), json!(person.first));
    match person.middle {
        Some(middle) => {
            info.insert("middle_name".into(), json!(middle));
        }
        None if rng.random_bool(0.25) => {
            info.insert("middle_name".into(), json!(""));
        }
        None => {}
    }
    info.insert("last_name".into(), json!(person.last));
    if let Some(company) = company {
        info.insert("company_name".into(), json!(company));
    }
    if rng.random_bool(0.6) {
        info.insert("phone".into(), json!(phone(rng, home.calling_code)));
    }
    if rng.random_bool(0.5) {
        info.insert("mobile".into(), json!(phone(rng, home.calling_code)));
    }
    info.insert("country_code".into(), json!(home.code));
    info.insert("timezone".into(), json!(city.timezone));
    if rng.random_bool(0.75) {
        let jitter =
            |rng: &mut ChaCha8Rng, degrees: f64| round4(degrees + rng.random_range(-0.06..0.06));
        let location = json!({ "lat": jitter(rng, city.lat), "lng": jitter(rng, city.lng) });
        info.insert("location".into(), location);
    }
    if rng.random_bool(0.7) {
        info.insert("address".into(), address(rng, person, company));
    }
    if rng.random_bool(0.35) {
        let skype = format!("live:{}_{}", person.handle, rng.random_range(1..1000));
        info.insert("skype".into(), json!(skype));
    }
    if rng.random_bool(0.2) {
        let mut twitter = person.handle.replace('.', "_");
        twitter.truncate(15);
        info.insert("twitter".into(), json!(format!("@{twitter}")));
    }
    if let Some(site) = website {
        info.insert("website".into(), json!(format!("https://{site}")));
    }
    info
}

fn address(rng: &mut ChaCha8Rng, person: &Person, company: Option<&str>) -> Value {
    let home = person.home;
    let street = pick(rng, home.streets);
    let number = rng.random_range(1..=240);
    let street_line_1 = if home.number_first {
        format!("{number} {street}")
    } else {
        format!("{street} {number}")
    };
    let mut address = Map::new();
    address.insert("street_line_1".into(), json!(street_line_1));
    match rng.random_range(0..100) {
        0..25 => {
            let unit = format!("{} {}", pick(rng, UNIT_WORDS), rng.random_range(1..40));
            address.insert("street_line_2".into(), json!(unit));
        }
        25..35 => {
            address.insert("street_line_2".into(), json!(""));
        }
        _ => {}
    }
    if let Some(company) = company.filter(|_| rng.random_bool(0.3)) {
        address.insert("street_line_3".into(), json!(format!("c/o {company}")));
    }
    address.insert("city".into(), json!(person.city.name));
    address.insert("region".into(), json!(person.city.region));
    address.insert("postal".into(), json!(postal(rng, home.postal_pattern)));
    address.insert("country_code".into(), json!(home.code));
    Value::Object(address)
}

fn phone(rng: &mut ChaCha8Rng, calling_code: &str) -> String {
    format!(
        "+{calling_code} {} {} {:04}",
        rng.random_range(10..100),
        rng.random_range(100..1000),
        rng.random_range(0..10_000)
    )
}

/// `#` becomes a digit, `@` a capital letter; everything else is copied.
fn postal(rng: &mut ChaCha8Rng, pattern: &str) -> String {
    pattern
        .chars()
        .map(|c| match c {
            '#' => char::from(b'0' + rng.random_range(0..10u8)),
            '@' => char::from(b'A' + rng.random_range(0..26u8)),
            other => other,
        })
        .collect()
}

fn skills_json(skills: &Skills) -> Value {
    let pairs: Vec<Value> = skills
        .pairs
        .iter()
        .map(|(pair, services)| {
            let services: Vec<Value> = services
                .iter()
                .filter_map(|&id| lookup_service(id))
                .map(|(id, name)| json!({ "service_id": id, "service_name": name }))
                .collect();
            json!({ "pair_code": pair.code(), "pair_name": pair.name(), "services": services })
        })
        .collect();
    let general: Vec<Value> = skills
        .general
        .iter()
        .filter_map(|&id| lookup_general(id))
        .map(|(id, name)| json!({ "disc_gen_id": id, "disc_gen_name": name }))
        .collect();
    let specific: Vec<Value> = skills
        .specific
        .iter()
        .filter_map(|&(id, specialty)| {
            let &(id, name, _) = SPECIFIC_DISCIPLINES.iter().find(|d| d.0 == id)?;
            let level = if specialty { "specialty" } else { "working" };
            Some(json!({ "disc_spec_id": id, "disc_spec_name": name, "expertise_level": level }))
        })
        .collect();

    let mut obj = Map::new();
    obj.insert("language_pairs".into(), json!(pairs));
    obj.insert("general_disciplines".into(), json!(general));
    obj.insert("specific_disciplines".into(), json!(specific));
    Value::Object(obj)
}

fn lookup_service(id: u32) -> Option<(u32, &'static str)> {
    SERVICES.iter().copied().find(|&(sid, _)| sid == id)
}

fn lookup_general(id: u32) -> Option<(u32, &'static str)> {
    GENERAL_DISCIPLINES
        .iter()
        .copied()
        .find(|&(gid, _)| gid == id)
}

fn qualifications(
    rng: &mut ChaCha8Rng,
    person: &Person,
    skills: &Skills,
    certified_pro: bool,
) -> Value {
    let mut credentials: Vec<Value> = Vec::new();
    let pair_codes: Vec<String> = skills.pairs.iter().map(|(pair, _)| pair.code()).collect();
    if certified_pro && let Some(code) = pair_codes.first() {
        credentials.push(
            json!({ "type": "certification", "name": "ProZ.com Certified PRO", "language_pair": code }),
        );
    }
    let wanted = pick_weighted(rng, &[(0, 40), (1, 35), (2, 18), (3, 7)], |&(_, w)| w).0;
    for _ in 0..wanted {
        let credential = match rng.random_range(0..3) {
            0 if !pair_codes.is_empty() => json!({
                "type": "certification",
                "name": pick(rng, CERTIFICATIONS),
                "language_pair": pick(rng, &pair_codes),
            }),
            1 => json!({ "type": "degree", "name": pick(rng, DEGREES) }),
            _ => json!({ "type": "membership", "name": pick(rng, ASSOCIATIONS) }),
        };
        if !credentials.contains(&credential) {
            credentials.push(credential);
        }
    }

    let mut obj = Map::new();
    if rng.random_bool(0.5) {
        let cv = format!(
            "https://www.proz.com/profile_resources/{}_cv_{:06x}.pdf",
            person.handle,
            rng.random_range(0..0x100_0000)
        );
        obj.insert("cv_url".into(), json!(cv));
    }
    obj.insert("native_language".into(), json!(person.native));
    obj.insert("credentials".into(), json!(credentials));
    Value::Object(obj)
}

struct Bio<'a> {
    name: &'a str,
    mother_tongue: &'static str,
    skills: &'a Skills,
    years: u32,
    company: Option<&'a str>,
}

impl Bio<'_> {
    fn fields(&self) -> String {
        let names: Vec<&str> = self
            .skills
            .general
            .iter()
            .filter_map(|&id| lookup_general(id))
            .map(|(_, name)| name)
            .collect();
        if names.is_empty() {
            "general".to_owned()
        } else {
            names.join(", ")
        }
    }

    fn pair_names(&self) -> String {
        let names: Vec<String> = self.skills.pairs.iter().map(|(p, _)| p.name()).collect();
        names.join(", ")
    }
}

fn about_me(rng: &mut ChaCha8Rng, bio: &Bio) -> Value {
    let years = bio.years;
    let fields = bio.fields();
    let english = match (bio.company, bio.skills.pairs.first()) {
        (_, None) => format!(
            "{} is a translator and language consultant with {years} years of experience in {fields}.",
            bio.name
        ),
        (Some(company), Some(_)) if rng.random_bool(0.6) => format!(
            "{company} offers {} for clients in {fields}. Every job is translated and revised by native speakers.",
            bio.pair_names()
        ),
        (_, Some(_)) if rng.random_bool(0.5) => format!(
            "{} native speaker translating {} since {}. Main fields: {fields}.",
            language_name(bio.mother_tongue).unwrap_or(bio.mother_tongue),
            bio.pair_names(),
            2026_u32.saturating_sub(years)
        ),
        (_, Some(_)) => format!(
            "Freelance translator ({}) with {years} years of experience in {fields}. I work with Trados Studio and memoQ and always meet deadlines.",
            bio.pair_names()
        ),
    };
    let mut localizations = vec![json!({ "language": "eng", "text": english })];
    let local = match bio.mother_tongue {
        "esl" => Some(format!(
            "Traducción profesional con {years} años de experiencia."
        )),
        "fra" => Some(format!(
            "Traduction professionnelle : {years} ans d'expérience."
        )),
        "deu" => Some(format!(
            "Professionelle Übersetzungen mit {years} Jahren Erfahrung."
        )),
        "ita" => Some(format!(
            "Traduzioni professionali con {years} anni di esperienza."
        )),
        "por" => Some(format!(
            "Traduções profissionais com {years} anos de experiência."
        )),
        _ => None,
    };
    if let Some(text) = local.filter(|_| rng.random_bool(0.6)) {
        localizations.push(json!({ "language": bio.mother_tongue, "text": text }));
    }
    json!(localizations)
}

fn tagline(rng: &mut ChaCha8Rng, bio: &Bio) -> String {
    let Some((pair, _)) = bio.skills.pairs.first() else {
        return "Translator and reviewer".to_owned();
    };
    let field = bio
        .skills
        .general
        .first()
        .and_then(|&id| lookup_general(id))
        .map_or("General", |(_, name)| name);
    let name = |code: &'static str| language_name(code).unwrap_or(code);
    match rng.random_range(0..4) {
        0 => format!("{} translator | {field}", pair.name()),
        1 => format!(
            "Accurate {} translations for {field} clients",
            name(pair.target)
        ),
        2 => format!(
            "{}+ years turning {} into natural {}",
            bio.years.max(1),
            name(pair.source),
            name(pair.target)
        ),
        _ => format!("Certified translator – {field} and more"),
    }
}

/// The live service hides what members choose not to share: sometimes by blanking the whole
/// contact block, sometimes by leaving keys out, sometimes by sending them as `null`.
fn apply_privacy(rng: &mut ChaCha8Rng, obj: &mut Map<String, Value>) {
    match rng.random_range(0..100) {
        0..15 => {
            obj.insert("contact_info".into(), json!({}));
        }
        15..25 => conceal(rng, obj, |map, key| {
            map.remove(key);
        }),
        25..35 => conceal(rng, obj, |map, key| {
            map.insert(key.to_owned(), Value::Null);
        }),
        _ => {}
    }
}

fn conceal(
    rng: &mut ChaCha8Rng,
    obj: &mut Map<String, Value>,
    hide: impl Fn(&mut Map<String, Value>, &str),
) {
    if let Some(Value::Object(contact)) = obj.get_mut("contact_info") {
        // E-mail is what members hide most; always hiding it makes the mode observable.
        hide(contact, "email");
        for key in HIDEABLE_CONTACT {
            if rng.random_bool(0.5) {
                hide(contact, key);
            }
        }
    }
    for key in HIDEABLE_TOP {
        if rng.random_bool(0.25) {
            hide(obj, key);
        }
    }
}

const HIDEABLE_CONTACT: &[&str] = &[
    "email_verified",
    "middle_name",
    "company_name",
    "phone",
    "mobile",
    "timezone",
    "location",
    "address",
    "skype",
    "twitter",
    "website",
];

const HIDEABLE_TOP: &[&str] = &[
    "image_url",
    "tagline",
    "qualifications",
    "professional_history",
    "about_me_localizations",
    "proz_membership",
];

// ---------------------------------------------------------------------------------------------
// The demo account
// ---------------------------------------------------------------------------------------------

fn demo_contact_info() -> Value {
    json!({
        "email": DEMO_EMAIL,
        "email_verified": true,
        "first_name": "Clara",
        "last_name": "Whitfield",
        "company_name": DEMO_SITE_NAME,
        "phone": "+353 1 555 0142",
        "country_code": "ie",
        "timezone": "Europe/Dublin",
        "location": { "lat": 53.3362, "lng": -6.2521 },
        "address": {
            "street_line_1": "14 Fitzwilliam Square",
            "street_line_2": "Second floor",
            "city": "Dublin",
            "region": "County Dublin",
            "postal": "D02 X285",
            "country_code": "ie",
        },
        "website": "https://www.linguabridge.example",
    })
}

fn demo_membership() -> Value {
    json!({
        "status": "active",
        "expiration_date": "2026-11-30",
        "expired_date": null,
        "certified_pro_network_status": "not_current",
        "plus_package": true,
    })
}

fn demo_user() -> Value {
    json!({
        "uuid": DEMO_USER_UUID,
        "site_name": DEMO_SITE_NAME,
        "account_type": "1",
        "email": DEMO_EMAIL,
        "email_verified": true,
        "profile_url": profile_url(DEMO_PROFILE_ID),
        "contact_info": demo_contact_info(),
        "proz_membership": demo_membership(),
    })
}

fn second_user() -> Value {
    json!({
        "uuid": SECOND_USER_UUID,
        "site_name": SECOND_SITE_NAME,
        "account_type": "1",
        "email": SECOND_EMAIL,
        "email_verified": true,
        "profile_url": profile_url(SECOND_PROFILE_ID),
        "contact_info": {
            "email": SECOND_EMAIL,
            "email_verified": true,
            "first_name": "Tomás",
            "last_name": "Herrera",
            "company_name": SECOND_SITE_NAME,
            "phone": "+34 91 555 0177",
            "country_code": "es",
            "timezone": "Europe/Madrid",
            "website": "https://www.aurora-loc.example",
        },
        "proz_membership": {
            "status": "expired",
            "expiration_date": null,
            "expired_date": "2025-03-31",
            "certified_pro_network_status": "not_current",
            "plus_package": false,
        },
    })
}

fn demo_freelancer() -> Value {
    let pair = |source, target| Pair { source, target };
    let skills = Skills {
        pairs: vec![
            (pair("eng", "deu"), vec![1, 2]),
            (pair("eng", "fra"), vec![1, 2]),
            (pair("eng", "esl"), vec![1, 2, 6]),
            (pair("deu", "eng"), vec![1, 2]),
        ],
        general: vec![3, 4, 6],
        specific: vec![(101, true), (106, true), (110, false)],
    };
    json!({
        "uuid": DEMO_USER_UUID,
        "site_name": DEMO_SITE_NAME,
        "account_type": "1",
        "profile_url": profile_url(DEMO_PROFILE_ID),
        "image_url": format!("https://www.proz.com/profile_resources/{DEMO_PROFILE_ID}_r0000beef.jpg"),
        "contact_info": demo_contact_info(),
        "proz_membership": demo_membership(),
        "skills": skills_json(&skills),
        "qualifications": {
            "native_language": ["eng"],
            "credentials": [{ "type": "membership", "name": "ATC" }],
        },
        "professional_history": { "years_of_experience": 12 },
        "about_me_localizations": [{
            "language": "eng",
            "text": "Lingua Bridge Agency coordinates medical, legal and financial translation teams across Europe and Latin America.",
        }],
        "tagline": "Your bridge to 4 language pairs",
    })
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/// Uniform choice. Every table passed here is a non-empty constant (checked by the tests).
fn pick<'a, T>(rng: &mut ChaCha8Rng, items: &'a [T]) -> &'a T {
    &items[rng.random_range(0..items.len())]
}

/// Weighted choice; a weight of 0 excludes an item. Callers always leave some weight standing.
fn pick_weighted<'a, T>(rng: &mut ChaCha8Rng, items: &'a [T], weight: impl Fn(&T) -> u32) -> &'a T {
    let total: u32 = items.iter().map(&weight).sum();
    let mut ticket = rng.random_range(0..total);
    for item in items {
        let w = weight(item);
        if ticket < w {
            return item;
        }
        ticket -= w;
    }
    unreachable!("the ticket is below the sum of the weights")
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// Lower-case ASCII letters and digits only, with Latin diacritics folded; anything else
/// (spaces, apostrophes, hyphens, non-Latin scripts) has no place in a mailbox name.
fn ascii_fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        let folded = match c {
            'a'..='z' | '0'..='9' => c,
            'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'ą' | 'ă' => 'a',
            'é' | 'è' | 'ê' | 'ë' | 'ę' | 'ě' => 'e',
            'í' | 'ì' | 'î' | 'ï' | 'ı' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ø' | 'ő' => 'o',
            'ú' | 'ù' | 'û' | 'ü' | 'ů' | 'ű' => 'u',
            'ñ' | 'ń' => 'n',
            'ç' | 'ć' | 'č' => 'c',
            'ś' | 'š' | 'ş' | 'ș' => 's',
            'ż' | 'ź' | 'ž' => 'z',
            'ł' => 'l',
            'ř' => 'r',
            'ý' => 'y',
            'ğ' => 'g',
            'ț' => 't',
            'ß' => {
                out.push_str("ss");
                continue;
            }
            'æ' => {
                out.push_str("ae");
                continue;
            }
            _ => continue,
        };
        out.push(folded);
    }
    out
}

fn general_weight(id: u32) -> u32 {
    match id {
        1 => 18, // Tech/Engineering
        6 => 16, // Bus/Financial
        4 => 14, // Law/Patents
        7 => 14, // Marketing
        3 => 12, // Medical
        2 => 8,  // Art/Literary
        _ => 6,
    }
}

fn service_odds(id: u32) -> f64 {
    match id {
        2 => 0.55, // Checking/editing
        3 => 0.10, // Interpreting consecutive
        4 => 0.05, // Interpreting simultaneous
        6 => 0.05, // Summarization
        5 => 0.04, // Voiceover
        8 => 0.03, // chuchotage
        _ => 0.02,
    }
}

// ---------------------------------------------------------------------------------------------
// Catalogues
// ---------------------------------------------------------------------------------------------

/// Codes as the directory writes them: its own, "a variation of an earlier version of ISO
/// 639-2" (Spanish `esl`, Chinese `chi`), some not ISO's at all (Swedish `sve`, Norwegian `.no`,
/// dotted): the client must read them from `/codes/language`, never guess them.
pub const LANGUAGES: &[(&str, &str)] = &[
    ("eng", "English"),
    ("esl", "Spanish"),
    ("fra", "French"),
    ("deu", "German"),
    ("ita", "Italian"),
    ("por", "Portuguese"),
    ("nld", "Dutch"),
    ("pol", "Polish"),
    ("rus", "Russian"),
    ("ukr", "Ukrainian"),
    ("jpn", "Japanese"),
    ("chi", "Chinese"),
    ("kor", "Korean"),
    ("ara", "Arabic"),
    ("tur", "Turkish"),
    ("sve", "Swedish"),
    ("dan", "Danish"),
    (".no", "Norwegian"),
    ("fin", "Finnish"),
    ("ces", "Czech"),
    ("hun", "Hungarian"),
    ("ron", "Romanian"),
    ("ell", "Greek"),
    ("heb", "Hebrew"),
    ("hin", "Hindi"),
    ("cat", "Catalan"),
    ("lat", "Latin"),
    ("grc", "Ancient Greek"),
];

/// How often a language turns up on the other side of a pair.
const PAIR_LANGUAGES: &[(&str, u32)] = &[
    ("eng", 30),
    ("esl", 20),
    ("fra", 18),
    ("deu", 18),
    ("ita", 10),
    ("por", 9),
    ("rus", 7),
    ("chi", 6),
    ("jpn", 6),
    ("nld", 5),
    ("ara", 5),
    ("pol", 4),
    ("kor", 3),
    ("tur", 3),
    ("ron", 3),
    ("sve", 2),
    ("dan", 2),
    (".no", 2),
    ("fin", 2),
    ("ces", 2),
    ("hun", 2),
    ("ell", 2),
    ("ukr", 2),
    ("hin", 2),
    ("cat", 2),
    ("heb", 1),
    ("lat", 1),
    ("grc", 1),
];

pub struct City {
    pub name: &'static str,
    pub region: &'static str,
    /// IANA zone
    pub timezone: &'static str,
    pub lat: f64,
    pub lng: f64,
}

pub struct Country {
    /// lower-case ISO 3166-1 alpha-2, as `contact_info.country_code` carries it
    pub code: &'static str,
    pub name: &'static str,
    /// main language first
    pub languages: &'static [&'static str],
    pub calling_code: &'static str,
    /// `#` digit, `@` capital letter
    pub postal_pattern: &'static str,
    /// "12 Main Street" rather than "Hauptstraße 12"
    pub number_first: bool,
    pub streets: &'static [&'static str],
    pub cities: &'static [City],
    /// relative share of directory members from this country
    pub weight: u32,
}

const fn city(
    name: &'static str,
    region: &'static str,
    timezone: &'static str,
    lat: f64,
    lng: f64,
) -> City {
    City {
        name,
        region,
        timezone,
        lat,
        lng,
    }
}

#[rustfmt::skip]
pub const COUNTRIES: &[Country] = &[
    Country {
        code: "es", name: "Spain", languages: &["esl", "cat"], calling_code: "34",
        postal_pattern: "#####", number_first: false, weight: 80,
        streets: &["Calle Mayor", "Avenida de la Constitución", "Carrer de Balmes"],
        cities: &[
            city("Madrid", "Comunidad de Madrid", "Europe/Madrid", 40.4168, -3.7038),
            city("Barcelona", "Cataluña", "Europe/Madrid", 41.3874, 2.1686),
            city("Valencia", "Comunitat Valenciana", "Europe/Madrid", 39.4699, -0.3763),
            city("Sevilla", "Andalucía", "Europe/Madrid", 37.3891, -5.9845),
            city("Las Palmas de Gran Canaria", "Canarias", "Atlantic/Canary", 28.1235, -15.4363),
        ],
    },
    Country {
        code: "mx", name: "Mexico", languages: &["esl"], calling_code: "52",
        postal_pattern: "#####", number_first: false, weight: 50,
        streets: &["Avenida Insurgentes Sur", "Calle Hidalgo", "Paseo de la Reforma"],
        cities: &[
            city("Ciudad de México", "CDMX", "America/Mexico_City", 19.4326, -99.1332),
            city("Guadalajara", "Jalisco", "America/Mexico_City", 20.6597, -103.3496),
            city("Monterrey", "Nuevo León", "America/Monterrey", 25.6866, -100.3161),
            city("Tijuana", "Baja California", "America/Tijuana", 32.5149, -117.0382),
        ],
    },
    Country {
        code: "ar", name: "Argentina", languages: &["esl"], calling_code: "54",
        postal_pattern: "@####@@@", number_first: false, weight: 50,
        streets: &["Avenida Corrientes", "Calle Florida", "Avenida Santa Fe"],
        cities: &[
            city("Buenos Aires", "CABA", "America/Argentina/Buenos_Aires", -34.6037, -58.3816),
            city("Córdoba", "Córdoba", "America/Argentina/Cordoba", -31.4201, -64.1888),
            city("Rosario", "Santa Fe", "America/Argentina/Cordoba", -32.9442, -60.6505),
        ],
    },
    Country {
        code: "co", name: "Colombia", languages: &["esl"], calling_code: "57",
        postal_pattern: "######", number_first: false, weight: 30,
        streets: &["Carrera 7", "Calle 72", "Avenida El Poblado"],
        cities: &[
            city("Bogotá", "Bogotá D.C.", "America/Bogota", 4.7110, -74.0721),
            city("Medellín", "Antioquia", "America/Bogota", 6.2442, -75.5812),
            city("Cali", "Valle del Cauca", "America/Bogota", 3.4516, -76.5320),
        ],
    },
    Country {
        code: "cl", name: "Chile", languages: &["esl"], calling_code: "56",
        postal_pattern: "#######", number_first: false, weight: 15,
        streets: &["Avenida Providencia", "Calle Huérfanos"],
        cities: &[
            city("Santiago", "Región Metropolitana", "America/Santiago", -33.4489, -70.6693),
            city("Valparaíso", "Valparaíso", "America/Santiago", -33.0472, -71.6127),
        ],
    },
    Country {
        code: "pe", name: "Peru", languages: &["esl"], calling_code: "51",
        postal_pattern: "#####", number_first: false, weight: 10,
        streets: &["Avenida Arequipa", "Jirón de la Unión"],
        cities: &[
            city("Lima", "Lima", "America/Lima", -12.0464, -77.0428),
            city("Arequipa", "Arequipa", "America/Lima", -16.4090, -71.5375),
        ],
    },
    Country {
        code: "uy", name: "Uruguay", languages: &["esl"], calling_code: "598",
        postal_pattern: "#####", number_first: false, weight: 8,
        streets: &["Avenida 18 de Julio", "Calle Sarandí"],
        cities: &[
            city("Montevideo", "Montevideo", "America/Montevideo", -34.9011, -56.1645),
        ],
    },
    Country {
        code: "us", name: "United States", languages: &["eng", "esl"], calling_code: "1",
        postal_pattern: "#####", number_first: true, weight: 60,
        streets: &["Main Street", "Oak Avenue", "Maple Drive", "Washington Boulevard"],
        cities: &[
            city("New York", "NY", "America/New_York", 40.7128, -74.0060),
            city("Chicago", "IL", "America/Chicago", 41.8781, -87.6298),
            city("Denver", "CO", "America/Denver", 39.7392, -104.9903),
            city("San Francisco", "CA", "America/Los_Angeles", 37.7749, -122.4194),
            city("Miami", "FL", "America/New_York", 25.7617, -80.1918),
        ],
    },
    Country {
        code: "gb", name: "United Kingdom", languages: &["eng"], calling_code: "44",
        postal_pattern: "@@# #@@", number_first: true, weight: 45,
        streets: &["High Street", "Station Road", "Church Lane"],
        cities: &[
            city("London", "England", "Europe/London", 51.5074, -0.1278),
            city("Manchester", "England", "Europe/London", 53.4808, -2.2426),
            city("Edinburgh", "Scotland", "Europe/London", 55.9533, -3.1883),
            city("Cardiff", "Wales", "Europe/London", 51.4816, -3.1791),
        ],
    },
    Country {
        code: "ca", name: "Canada", languages: &["eng", "fra"], calling_code: "1",
        postal_pattern: "@#@ #@#", number_first: true, weight: 20,
        streets: &["King Street West", "Rue Saint-Denis", "Granville Street"],
        cities: &[
            city("Toronto", "Ontario", "America/Toronto", 43.6532, -79.3832),
            city("Montréal", "Québec", "America/Toronto", 45.5017, -73.5673),
            city("Vancouver", "British Columbia", "America/Vancouver", 49.2827, -123.1207),
        ],
    },
    Country {
        code: "au", name: "Australia", languages: &["eng"], calling_code: "61",
        postal_pattern: "####", number_first: true, weight: 15,
        streets: &["George Street", "Collins Street", "Queen Street"],
        cities: &[
            city("Sydney", "NSW", "Australia/Sydney", -33.8688, 151.2093),
            city("Melbourne", "VIC", "Australia/Melbourne", -37.8136, 144.9631),
            city("Perth", "WA", "Australia/Perth", -31.9505, 115.8605),
        ],
    },
    Country {
        code: "ie", name: "Ireland", languages: &["eng"], calling_code: "353",
        postal_pattern: "@## @#@#", number_first: true, weight: 8,
        streets: &["O'Connell Street", "Grafton Street"],
        cities: &[
            city("Dublin", "County Dublin", "Europe/Dublin", 53.3498, -6.2603),
            city("Cork", "County Cork", "Europe/Dublin", 51.8985, -8.4756),
        ],
    },
    Country {
        code: "nz", name: "New Zealand", languages: &["eng"], calling_code: "64",
        postal_pattern: "####", number_first: true, weight: 5,
        streets: &["Queen Street", "Lambton Quay"],
        cities: &[
            city("Auckland", "Auckland", "Pacific/Auckland", -36.8485, 174.7633),
            city("Wellington", "Wellington", "Pacific/Auckland", -41.2866, 174.7756),
        ],
    },
    Country {
        code: "fr", name: "France", languages: &["fra"], calling_code: "33",
        postal_pattern: "#####", number_first: true, weight: 45,
        streets: &["rue de Rivoli", "avenue Jean Jaurès", "boulevard Voltaire"],
        cities: &[
            city("Paris", "Île-de-France", "Europe/Paris", 48.8566, 2.3522),
            city("Lyon", "Auvergne-Rhône-Alpes", "Europe/Paris", 45.7640, 4.8357),
            city("Marseille", "Provence-Alpes-Côte d'Azur", "Europe/Paris", 43.2965, 5.3698),
            city("Toulouse", "Occitanie", "Europe/Paris", 43.6047, 1.4442),
        ],
    },
    Country {
        code: "be", name: "Belgium", languages: &["nld", "fra"], calling_code: "32",
        postal_pattern: "####", number_first: false, weight: 10,
        streets: &["Rue Neuve", "Meir", "Avenue Louise"],
        cities: &[
            city("Brussels", "Brussels-Capital", "Europe/Brussels", 50.8503, 4.3517),
            city("Antwerpen", "Flanders", "Europe/Brussels", 51.2194, 4.4025),
            city("Liège", "Wallonia", "Europe/Brussels", 50.6326, 5.5797),
        ],
    },
    Country {
        code: "ch", name: "Switzerland", languages: &["deu", "fra", "ita"], calling_code: "41",
        postal_pattern: "####", number_first: false, weight: 10,
        streets: &["Bahnhofstrasse", "Rue du Rhône", "Via Nassa"],
        cities: &[
            city("Zürich", "Zürich", "Europe/Zurich", 47.3769, 8.5417),
            city("Genève", "Genève", "Europe/Zurich", 46.2044, 6.1432),
            city("Lugano", "Ticino", "Europe/Zurich", 46.0037, 8.9511),
        ],
    },
    Country {
        code: "de", name: "Germany", languages: &["deu"], calling_code: "49",
        postal_pattern: "#####", number_first: false, weight: 55,
        streets: &["Hauptstraße", "Bahnhofstraße", "Goethestraße"],
        cities: &[
            city("Berlin", "Berlin", "Europe/Berlin", 52.5200, 13.4050),
            city("München", "Bayern", "Europe/Berlin", 48.1351, 11.5820),
            city("Hamburg", "Hamburg", "Europe/Berlin", 53.5511, 9.9937),
            city("Köln", "Nordrhein-Westfalen", "Europe/Berlin", 50.9375, 6.9603),
        ],
    },
    Country {
        code: "at", name: "Austria", languages: &["deu"], calling_code: "43",
        postal_pattern: "####", number_first: false, weight: 10,
        streets: &["Mariahilfer Straße", "Kärntner Straße"],
        cities: &[
            city("Wien", "Wien", "Europe/Vienna", 48.2082, 16.3738),
            city("Graz", "Steiermark", "Europe/Vienna", 47.0707, 15.4395),
        ],
    },
    Country {
        code: "it", name: "Italy", languages: &["ita"], calling_code: "39",
        postal_pattern: "#####", number_first: false, weight: 45,
        streets: &["Via Roma", "Via Garibaldi", "Corso Vittorio Emanuele II"],
        cities: &[
            city("Roma", "Lazio", "Europe/Rome", 41.9028, 12.4964),
            city("Milano", "Lombardia", "Europe/Rome", 45.4642, 9.1900),
            city("Napoli", "Campania", "Europe/Rome", 40.8518, 14.2681),
            city("Torino", "Piemonte", "Europe/Rome", 45.0703, 7.6869),
        ],
    },
    Country {
        code: "br", name: "Brazil", languages: &["por"], calling_code: "55",
        postal_pattern: "#####-###", number_first: false, weight: 45,
        streets: &["Rua Augusta", "Avenida Paulista", "Rua da Consolação"],
        cities: &[
            city("São Paulo", "SP", "America/Sao_Paulo", -23.5505, -46.6333),
            city("Rio de Janeiro", "RJ", "America/Sao_Paulo", -22.9068, -43.1729),
            city("Belo Horizonte", "MG", "America/Sao_Paulo", -19.9167, -43.9345),
            city("Manaus", "AM", "America/Manaus", -3.1190, -60.0217),
        ],
    },
    Country {
        code: "pt", name: "Portugal", languages: &["por"], calling_code: "351",
        postal_pattern: "####-###", number_first: false, weight: 18,
        streets: &["Rua Augusta", "Avenida da Liberdade"],
        cities: &[
            city("Lisboa", "Lisboa", "Europe/Lisbon", 38.7223, -9.1393),
            city("Porto", "Porto", "Europe/Lisbon", 41.1579, -8.6291),
        ],
    },
    Country {
        code: "nl", name: "Netherlands", languages: &["nld"], calling_code: "31",
        postal_pattern: "#### @@", number_first: false, weight: 18,
        streets: &["Kalverstraat", "Oudegracht", "Coolsingel"],
        cities: &[
            city("Amsterdam", "Noord-Holland", "Europe/Amsterdam", 52.3676, 4.9041),
            city("Utrecht", "Utrecht", "Europe/Amsterdam", 52.0907, 5.1214),
            city("Rotterdam", "Zuid-Holland", "Europe/Amsterdam", 51.9244, 4.4777),
        ],
    },
    Country {
        code: "pl", name: "Poland", languages: &["pol"], calling_code: "48",
        postal_pattern: "##-###", number_first: false, weight: 25,
        streets: &["ulica Marszałkowska", "ulica Floriańska", "ulica Piotrkowska"],
        cities: &[
            city("Warszawa", "Mazowieckie", "Europe/Warsaw", 52.2297, 21.0122),
            city("Kraków", "Małopolskie", "Europe/Warsaw", 50.0647, 19.9450),
            city("Wrocław", "Dolnośląskie", "Europe/Warsaw", 51.1079, 17.0385),
        ],
    },
    Country {
        code: "ru", name: "Russia", languages: &["rus"], calling_code: "7",
        postal_pattern: "######", number_first: false, weight: 25,
        streets: &["Tverskaya ulitsa", "Nevsky prospekt"],
        cities: &[
            city("Moscow", "Moscow", "Europe/Moscow", 55.7558, 37.6173),
            city("Saint Petersburg", "Saint Petersburg", "Europe/Moscow", 59.9311, 30.3609),
            city("Novosibirsk", "Novosibirsk Oblast", "Asia/Novosibirsk", 55.0084, 82.9357),
        ],
    },
    Country {
        code: "ua", name: "Ukraine", languages: &["ukr", "rus"], calling_code: "380",
        postal_pattern: "#####", number_first: false, weight: 15,
        streets: &["vulytsia Khreshchatyk", "prospekt Svobody"],
        cities: &[
            city("Kyiv", "Kyiv", "Europe/Kyiv", 50.4501, 30.5234),
            city("Lviv", "Lviv Oblast", "Europe/Kyiv", 49.8397, 24.0297),
            city("Odesa", "Odesa Oblast", "Europe/Kyiv", 46.4825, 30.7233),
        ],
    },
    Country {
        code: "jp", name: "Japan", languages: &["jpn"], calling_code: "81",
        postal_pattern: "###-####", number_first: false, weight: 15,
        streets: &["Chuo-dori", "Omotesando"],
        cities: &[
            city("Tokyo", "Tokyo", "Asia/Tokyo", 35.6762, 139.6503),
            city("Osaka", "Osaka", "Asia/Tokyo", 34.6937, 135.5023),
            city("Kyoto", "Kyoto", "Asia/Tokyo", 35.0116, 135.7681),
        ],
    },
    Country {
        code: "cn", name: "China", languages: &["chi"], calling_code: "86",
        postal_pattern: "######", number_first: false, weight: 25,
        streets: &["Nanjing Road", "Wangfujing Street"],
        cities: &[
            city("Shanghai", "Shanghai", "Asia/Shanghai", 31.2304, 121.4737),
            city("Beijing", "Beijing", "Asia/Shanghai", 39.9042, 116.4074),
            city("Shenzhen", "Guangdong", "Asia/Shanghai", 22.5431, 114.0579),
        ],
    },
    Country {
        code: "tw", name: "Taiwan", languages: &["chi"], calling_code: "886",
        postal_pattern: "###", number_first: false, weight: 6,
        streets: &["Zhongxiao East Road", "Dunhua South Road"],
        cities: &[
            city("Taipei", "Taipei", "Asia/Taipei", 25.0330, 121.5654),
            city("Kaohsiung", "Kaohsiung", "Asia/Taipei", 22.6273, 120.3014),
        ],
    },
    Country {
        code: "kr", name: "South Korea", languages: &["kor"], calling_code: "82",
        postal_pattern: "#####", number_first: false, weight: 10,
        streets: &["Teheran-ro", "Sejong-daero"],
        cities: &[
            city("Seoul", "Seoul", "Asia/Seoul", 37.5665, 126.9780),
            city("Busan", "Busan", "Asia/Seoul", 35.1796, 129.0756),
        ],
    },
    Country {
        code: "eg", name: "Egypt", languages: &["ara"], calling_code: "20",
        postal_pattern: "#####", number_first: true, weight: 10,
        streets: &["Tahrir Street", "Corniche El Nil"],
        cities: &[
            city("Cairo", "Cairo", "Africa/Cairo", 30.0444, 31.2357),
            city("Alexandria", "Alexandria", "Africa/Cairo", 31.2001, 29.9187),
        ],
    },
    Country {
        code: "sa", name: "Saudi Arabia", languages: &["ara"], calling_code: "966",
        postal_pattern: "#####", number_first: true, weight: 6,
        streets: &["King Fahd Road", "Tahlia Street"],
        cities: &[
            city("Riyadh", "Riyadh", "Asia/Riyadh", 24.7136, 46.6753),
            city("Jeddah", "Makkah", "Asia/Riyadh", 21.4858, 39.1925),
        ],
    },
    Country {
        code: "ma", name: "Morocco", languages: &["ara", "fra"], calling_code: "212",
        postal_pattern: "#####", number_first: true, weight: 6,
        streets: &["Boulevard Mohammed V", "Avenue Hassan II"],
        cities: &[
            city("Casablanca", "Casablanca-Settat", "Africa/Casablanca", 33.5731, -7.5898),
            city("Rabat", "Rabat-Salé-Kénitra", "Africa/Casablanca", 34.0209, -6.8416),
        ],
    },
    Country {
        code: "tr", name: "Turkey", languages: &["tur"], calling_code: "90",
        postal_pattern: "#####", number_first: false, weight: 15,
        streets: &["İstiklal Caddesi", "Atatürk Bulvarı"],
        cities: &[
            city("İstanbul", "İstanbul", "Europe/Istanbul", 41.0082, 28.9784),
            city("Ankara", "Ankara", "Europe/Istanbul", 39.9334, 32.8597),
            city("İzmir", "İzmir", "Europe/Istanbul", 38.4237, 27.1428),
        ],
    },
    Country {
        code: "se", name: "Sweden", languages: &["sve"], calling_code: "46",
        postal_pattern: "### ##", number_first: false, weight: 10,
        streets: &["Drottninggatan", "Kungsgatan"],
        cities: &[
            city("Stockholm", "Stockholm", "Europe/Stockholm", 59.3293, 18.0686),
            city("Göteborg", "Västra Götaland", "Europe/Stockholm", 57.7089, 11.9746),
        ],
    },
    Country {
        code: "dk", name: "Denmark", languages: &["dan"], calling_code: "45",
        postal_pattern: "####", number_first: false, weight: 8,
        streets: &["Strøget", "Vesterbrogade"],
        cities: &[
            city("København", "Hovedstaden", "Europe/Copenhagen", 55.6761, 12.5683),
            city("Aarhus", "Midtjylland", "Europe/Copenhagen", 56.1629, 10.2039),
        ],
    },
    Country {
        code: "fi", name: "Finland", languages: &["fin", "sve"], calling_code: "358",
        postal_pattern: "#####", number_first: false, weight: 8,
        streets: &["Mannerheimintie", "Hämeenkatu"],
        cities: &[
            city("Helsinki", "Uusimaa", "Europe/Helsinki", 60.1699, 24.9384),
            city("Tampere", "Pirkanmaa", "Europe/Helsinki", 61.4978, 23.7610),
        ],
    },
    Country {
        code: "no", name: "Norway", languages: &[".no"], calling_code: "47",
        postal_pattern: "####", number_first: false, weight: 6,
        streets: &["Karl Johans gate", "Bryggen"],
        cities: &[
            city("Oslo", "Oslo", "Europe/Oslo", 59.9139, 10.7522),
            city("Bergen", "Vestland", "Europe/Oslo", 60.3913, 5.3221),
        ],
    },
    Country {
        code: "cz", name: "Czechia", languages: &["ces"], calling_code: "420",
        postal_pattern: "### ##", number_first: false, weight: 10,
        streets: &["Václavské náměstí", "Národní"],
        cities: &[
            city("Praha", "Praha", "Europe/Prague", 50.0755, 14.4378),
            city("Brno", "Jihomoravský kraj", "Europe/Prague", 49.1951, 16.6068),
        ],
    },
    Country {
        code: "hu", name: "Hungary", languages: &["hun"], calling_code: "36",
        postal_pattern: "####", number_first: false, weight: 10,
        streets: &["Andrássy út", "Váci utca"],
        cities: &[
            city("Budapest", "Budapest", "Europe/Budapest", 47.4979, 19.0402),
            city("Debrecen", "Hajdú-Bihar", "Europe/Budapest", 47.5316, 21.6273),
        ],
    },
    Country {
        code: "ro", name: "Romania", languages: &["ron"], calling_code: "40",
        postal_pattern: "######", number_first: false, weight: 18,
        streets: &["Calea Victoriei", "Strada Lipscani"],
        cities: &[
            city("București", "București", "Europe/Bucharest", 44.4268, 26.1025),
            city("Cluj-Napoca", "Cluj", "Europe/Bucharest", 46.7712, 23.6236),
        ],
    },
    Country {
        code: "gr", name: "Greece", languages: &["ell"], calling_code: "30",
        postal_pattern: "### ##", number_first: false, weight: 12,
        streets: &["Odos Ermou", "Leoforos Vasilissis Sofias"],
        cities: &[
            city("Athens", "Attica", "Europe/Athens", 37.9838, 23.7275),
            city("Thessaloniki", "Central Macedonia", "Europe/Athens", 40.6401, 22.9444),
        ],
    },
    Country {
        code: "il", name: "Israel", languages: &["heb", "ara"], calling_code: "972",
        postal_pattern: "#######", number_first: false, weight: 8,
        streets: &["Rothschild Boulevard", "Jaffa Road"],
        cities: &[
            city("Tel Aviv", "Tel Aviv District", "Asia/Jerusalem", 32.0853, 34.7818),
            city("Jerusalem", "Jerusalem District", "Asia/Jerusalem", 31.7683, 35.2137),
        ],
    },
    Country {
        code: "in", name: "India", languages: &["hin", "eng"], calling_code: "91",
        postal_pattern: "######", number_first: true, weight: 15,
        streets: &["MG Road", "Park Street", "Linking Road"],
        cities: &[
            city("New Delhi", "Delhi", "Asia/Kolkata", 28.6139, 77.2090),
            city("Mumbai", "Maharashtra", "Asia/Kolkata", 19.0760, 72.8777),
            city("Bengaluru", "Karnataka", "Asia/Kolkata", 12.9716, 77.5946),
        ],
    },
];

struct NameSet {
    language: &'static str,
    /// written in the language's own non-Latin script
    native_script: bool,
    /// family name first with no space between, as in 张伟
    family_name_first: bool,
    male: &'static [&'static str],
    female: &'static [&'static str],
    last: &'static [&'static str],
    /// feminine forms aligned with `last`; empty where surnames do not inflect
    last_female: &'static [&'static str],
}

const fn names(
    language: &'static str,
    male: &'static [&'static str],
    female: &'static [&'static str],
    last: &'static [&'static str],
) -> NameSet {
    NameSet {
        language,
        native_script: false,
        family_name_first: false,
        male,
        female,
        last,
        last_female: &[],
    }
}

const NAME_SETS: &[NameSet] = &[
    names(
        "eng",
        &["James", "Michael", "David", "Oliver"],
        &["Sarah", "Emily", "Zoë", "Hannah"],
        &["Smith", "Johnson", "O'Brien", "Taylor", "Walker"],
    ),
    names(
        "esl",
        &["José", "Carlos", "Javier", "Andrés"],
        &["María", "Lucía", "Carmen", "Sofía"],
        &[
            "García",
            "Fernández",
            "López",
            "Martínez",
            "Rodríguez",
            "Núñez",
        ],
    ),
    names(
        "cat",
        &["Jordi", "Pau", "Oriol"],
        &["Montserrat", "Núria", "Laia"],
        &["Puig", "Vila", "Ferrer", "Soler"],
    ),
    names(
        "fra",
        &["Jean", "Étienne", "Lucas", "François"],
        &["Camille", "Chloé", "Élodie", "Marie"],
        &["Martin", "Dubois", "Lefèvre", "Moreau", "Girard"],
    ),
    names(
        "deu",
        &["Lukas", "Jürgen", "Felix", "Matthias"],
        &["Anna", "Katharina", "Lena", "Sabine"],
        &["Müller", "Schmidt", "Weiß", "Schäfer", "Becker"],
    ),
    names(
        "ita",
        &["Marco", "Luca", "Niccolò", "Giuseppe"],
        &["Giulia", "Francesca", "Chiara", "Elena"],
        &["Rossi", "Bianchi", "Esposito", "Colombo", "Ricci"],
    ),
    names(
        "por",
        &["João", "Pedro", "Thiago", "Rafael"],
        &["Ana", "Beatriz", "Mariana", "Luíza"],
        &["Silva", "Santos", "Oliveira", "Gonçalves", "Pereira"],
    ),
    names(
        "nld",
        &["Daan", "Pieter", "Jeroen", "Bram"],
        &["Sanne", "Eva", "Femke", "Lotte"],
        &["de Jong", "Jansen", "van den Berg", "Bakker", "Visser"],
    ),
    NameSet {
        last_female: &["Nowak", "Kowalska", "Wiśniewska", "Wójcik", "Zielińska"],
        ..names(
            "pol",
            &["Łukasz", "Piotr", "Tomasz", "Krzysztof"],
            &["Agnieszka", "Katarzyna", "Małgorzata", "Zofia"],
            &["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Zieliński"],
        )
    },
    NameSet {
        last_female: &["Ivanova", "Smirnova", "Kuznetsova", "Popova", "Volkova"],
        ..names(
            "rus",
            &["Dmitry", "Alexei", "Sergei", "Ivan"],
            &["Olga", "Natalia", "Ekaterina", "Anastasia"],
            &["Ivanov", "Smirnov", "Kuznetsov", "Popov", "Volkov"],
        )
    },
    names(
        "ukr",
        &["Oleksandr", "Andriy", "Taras", "Mykola"],
        &["Oksana", "Iryna", "Yulia", "Olena"],
        &[
            "Shevchenko",
            "Kovalenko",
            "Bondarenko",
            "Tkachenko",
            "Melnyk",
        ],
    ),
    names(
        "jpn",
        &["Haruto", "Takeshi", "Kenji", "Yuto"],
        &["Yuki", "Sakura", "Aiko", "Haruka"],
        &["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe"],
    ),
    NameSet {
        native_script: true,
        family_name_first: true,
        ..names(
            "jpn",
            &["翔太", "健", "大輔"],
            &["陽菜", "花子", "美咲"],
            &["佐藤", "鈴木", "高橋", "田中"],
        )
    },
    names(
        "chi",
        &["Wei", "Jun", "Hao", "Lei"],
        &["Fang", "Xiuying", "Na", "Jing"],
        &["Wang", "Li", "Zhang", "Liu", "Chen"],
    ),
    NameSet {
        native_script: true,
        family_name_first: true,
        ..names(
            "chi",
            &["伟", "强", "磊"],
            &["芳", "静", "丽"],
            &["王", "李", "张", "刘", "陈"],
        )
    },
    names(
        "kor",
        &["Min-jun", "Ji-ho", "Seo-jun"],
        &["Ji-woo", "Seo-yeon", "Ha-eun"],
        &["Kim", "Lee", "Park", "Choi"],
    ),
    names(
        "ara",
        &["Omar", "Youssef", "Ahmed", "Karim"],
        &["Fatima", "Layla", "Nour", "Amina"],
        &["Haddad", "Mansour", "El-Sayed", "Benali", "Khalil"],
    ),
    NameSet {
        native_script: true,
        ..names(
            "ara",
            &["محمد", "أحمد", "عمر"],
            &["فاطمة", "ليلى", "نور"],
            &["حداد", "منصور", "خليل"],
        )
    },
    names(
        "tur",
        &["Mehmet", "Emre", "Can", "Burak"],
        &["Ayşe", "Elif", "Zeynep", "Selin"],
        &["Yılmaz", "Kaya", "Demir", "Çelik", "Şahin"],
    ),
    names(
        "sve",
        &["Erik", "Lars", "Johan", "Anders"],
        &["Astrid", "Ingrid", "Elin", "Maja"],
        &["Andersson", "Johansson", "Lindqvist", "Nilsson"],
    ),
    names(
        "dan",
        &["Mads", "Søren", "Rasmus", "Jens"],
        &["Freja", "Mette", "Ida", "Signe"],
        &["Jensen", "Nielsen", "Hansen", "Sørensen"],
    ),
    names(
        ".no",
        &["Ole", "Håkon", "Magnus", "Eirik"],
        &["Solveig", "Kari", "Nora", "Ingrid"],
        &["Hansen", "Johansen", "Olsen", "Larsen", "Bjørnstad"],
    ),
    names(
        "fin",
        &["Mikko", "Juha", "Antti", "Eero"],
        &["Aino", "Liisa", "Sanna", "Päivi"],
        &["Korhonen", "Virtanen", "Mäkinen", "Nieminen"],
    ),
    NameSet {
        last_female: &["Nováková", "Dvořáková", "Svobodová", "Černá"],
        ..names(
            "ces",
            &["Jan", "Tomáš", "Jiří", "Petr"],
            &["Tereza", "Lucie", "Eliška", "Jana"],
            &["Novák", "Dvořák", "Svoboda", "Černý"],
        )
    },
    names(
        "hun",
        &["László", "Gábor", "Zoltán", "Bence"],
        &["Eszter", "Katalin", "Réka", "Zsófia"],
        &["Nagy", "Kovács", "Tóth", "Szabó", "Horváth"],
    ),
    names(
        "ron",
        &["Andrei", "Mihai", "Ștefan", "Alexandru"],
        &["Ioana", "Elena", "Andreea", "Ana-Maria"],
        &["Popescu", "Ionescu", "Constantinescu", "Dumitrescu"],
    ),
    NameSet {
        last_female: &["Papadopoulou", "Nikolaidou", "Georgiou", "Pappa"],
        ..names(
            "ell",
            &["Georgios", "Nikolaos", "Dimitrios", "Konstantinos"],
            &["Maria", "Eleni", "Katerina", "Sofia"],
            &["Papadopoulos", "Nikolaidis", "Georgiou", "Pappas"],
        )
    },
    names(
        "heb",
        &["Noam", "David", "Yonatan", "Itai"],
        &["Noa", "Tamar", "Yael", "Shira"],
        &["Cohen", "Levi", "Mizrahi", "Friedman"],
    ),
    names(
        "hin",
        &["Rahul", "Arjun", "Vikram", "Amit"],
        &["Priya", "Ananya", "Neha", "Deepika"],
        &["Sharma", "Patel", "Gupta", "Iyer", "Singh"],
    ),
];

const MAIL_DOMAINS: &[&str] = &[
    "example.com",
    "example.net",
    "example.org",
    "mail.example",
    "post.example",
];

const UNIT_WORDS: &[&str] = &["Apt.", "Suite", "Floor", "Unit"];

const CERTIFICATIONS: &[&str] = &[
    "ATA certified",
    "CIOL DipTrans",
    "NAATI certified",
    "Sworn translator",
    "State-certified translator",
];

const DEGREES: &[&str] = &[
    "BA in Translation and Interpreting",
    "MA in Translation Studies",
    "MA in Conference Interpreting",
    "MSc in Specialised Translation",
    "PhD in Linguistics",
];

const ASSOCIATIONS: &[&str] = &[
    "ATA", "ITI", "CIOL", "BDÜ", "SFT", "AITI", "ASETRAD", "NAATI",
];

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::sync::OnceLock;

    use serde_json::Value;
    use uuid::Uuid;

    use super::*;

    const POPULATION: usize = 2_000;

    fn dataset() -> &'static Dataset {
        static DATA: OnceLock<Dataset> = OnceLock::new();
        DATA.get_or_init(|| generate(1, POPULATION))
    }

    fn records() -> impl Iterator<Item = &'static Value> {
        dataset().freelancers.iter().map(|f| &f.json)
    }

    fn share(pred: impl Fn(&Value) -> bool) -> f64 {
        records().filter(|r| pred(r)).count() as f64 / POPULATION as f64
    }

    fn some(pred: impl Fn(&Value) -> bool) -> bool {
        records().any(pred)
    }

    fn strings_at<'a>(record: &'a Value, pointer: &str) -> Vec<&'a str> {
        record
            .pointer(pointer)
            .and_then(Value::as_array)
            .map(|items| items.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default()
    }

    fn array_at<'a>(record: &'a Value, pointer: &str) -> &'a [Value] {
        record
            .pointer(pointer)
            .and_then(Value::as_array)
            .map_or(&[], Vec::as_slice)
    }

    #[test]
    fn same_seed_gives_identical_data() {
        assert_eq!(generate(7, 300), generate(7, 300));
    }

    #[test]
    fn different_seeds_give_different_data() {
        assert_ne!(generate(7, 300).freelancers, generate(8, 300).freelancers);
    }

    #[test]
    fn smaller_count_is_a_prefix_of_a_larger_one() {
        let small = generate(3, 100);
        let large = generate(3, 400);
        assert_eq!(small.freelancers[..], large.freelancers[..100]);
    }

    #[test]
    fn count_is_honoured() {
        assert!(generate(1, 0).freelancers.is_empty());
        assert_eq!(dataset().freelancers.len(), POPULATION);
    }

    #[test]
    fn uuids_are_distinct_v4_and_match_the_json() {
        let mut seen = HashSet::new();
        for f in &dataset().freelancers {
            assert!(seen.insert(f.uuid), "duplicate {}", f.uuid);
            assert_eq!(f.uuid.get_version_num(), 4);
            assert_eq!(f.uuid.get_variant(), uuid::Variant::RFC4122);
            assert_eq!(f.json["uuid"], Value::String(f.uuid.to_string()));
        }
        assert!(!seen.contains(&DEMO_UUID));
    }

    #[test]
    fn profile_urls_are_distinct_seven_digit_links() {
        let mut seen = HashSet::new();
        for record in records() {
            let url = record["profile_url"]
                .as_str()
                .expect("profile_url is always set");
            let number = url
                .strip_prefix("https://www.proz.com/profile/")
                .expect("profile URL prefix");
            assert_eq!(number.len(), 7, "{url}");
            assert!(number.bytes().all(|b| b.is_ascii_digit()), "{url}");
            assert!(seen.insert(number.to_owned()), "duplicate {url}");
        }
    }

    #[test]
    fn every_field_family_appears() {
        let pointers = [
            "/uuid",
            "/site_name",
            "/account_type",
            "/profile_url",
            "/image_url",
            "/contact_info/email",
            "/contact_info/email_verified",
            "/contact_info/first_name",
            "/contact_info/middle_name",
            "/contact_info/last_name",
            "/contact_info/company_name",
            "/contact_info/phone",
            "/contact_info/mobile",
            "/contact_info/country_code",
            "/contact_info/timezone",
            "/contact_info/location/lat",
            "/contact_info/location/lng",
            "/contact_info/address/street_line_1",
            "/contact_info/address/street_line_2",
            "/contact_info/address/street_line_3",
            "/contact_info/address/city",
            "/contact_info/address/region",
            "/contact_info/address/postal",
            "/contact_info/address/country_code",
            "/contact_info/skype",
            "/contact_info/twitter",
            "/contact_info/website",
            "/proz_membership/status",
            "/proz_membership/expiration_date",
            "/proz_membership/expired_date",
            "/proz_membership/certified_pro_network_status",
            "/proz_membership/plus_package",
            "/skills/language_pairs/0/pair_code",
            "/skills/language_pairs/0/pair_name",
            "/skills/language_pairs/0/services/0/service_id",
            "/skills/language_pairs/0/services/0/service_name",
            "/skills/general_disciplines/0/disc_gen_id",
            "/skills/general_disciplines/0/disc_gen_name",
            "/skills/specific_disciplines/0/disc_spec_id",
            "/skills/specific_disciplines/0/disc_spec_name",
            "/skills/specific_disciplines/0/expertise_level",
            "/qualifications/cv_url",
            "/qualifications/native_language/0",
            "/qualifications/credentials/0/type",
            "/qualifications/credentials/0/name",
            "/qualifications/credentials/0/language_pair",
            "/professional_history/years_of_experience",
            "/about_me_localizations/0/language",
            "/about_me_localizations/0/text",
            "/tagline",
        ];
        for pointer in pointers {
            assert!(
                some(|r| r.pointer(pointer).is_some_and(|v| !v.is_null())),
                "{pointer} never set"
            );
        }
    }

    #[test]
    fn every_code_and_variant_appears() {
        let all_services: HashSet<u64> = records()
            .flat_map(|r| array_at(r, "/skills/language_pairs"))
            .flat_map(|p| array_at(p, "/services"))
            .filter_map(|s| s["service_id"].as_u64())
            .collect();
        assert_eq!(all_services.len(), SERVICES.len());
        let all_general: HashSet<u64> = records()
            .flat_map(|r| array_at(r, "/skills/general_disciplines"))
            .filter_map(|d| d["disc_gen_id"].as_u64())
            .collect();
        assert_eq!(all_general.len(), GENERAL_DISCIPLINES.len());

        for level in ["specialty", "working"] {
            assert!(some(|r| array_at(r, "/skills/specific_disciplines")
                .iter()
                .any(|d| d["expertise_level"] == level)));
        }
        for status in ["active", "expired", "none"] {
            assert!(some(
                |r| r.pointer("/proz_membership/status") == Some(&json!(status))
            ));
        }
        for network in ["current", "not_current"] {
            assert!(some(|r| {
                r.pointer("/proz_membership/certified_pro_network_status") == Some(&json!(network))
            }));
        }
        for plus in [true, false] {
            assert!(some(
                |r| r.pointer("/proz_membership/plus_package") == Some(&json!(plus))
            ));
        }
        for account_type in [json!("1"), json!("2"), json!("3"), json!(2)] {
            assert!(
                some(|r| r["account_type"] == account_type),
                "{account_type}"
            );
        }
        for credential in ["certification", "degree", "membership"] {
            assert!(some(|r| array_at(r, "/qualifications/credentials")
                .iter()
                .any(|c| c["type"] == credential)));
        }
        assert!(some(|r| strings_at(r, "/qualifications/native_language")
            .len()
            > 1));
        assert!(some(|r| array_at(r, "/about_me_localizations").len() > 1));
    }

    #[test]
    fn partial_hidden_and_empty_data_is_present() {
        let blank_contact = share(|r| r["contact_info"] == json!({}));
        assert!((0.10..0.20).contains(&blank_contact), "{blank_contact}");
        let omitted_email = share(|r| {
            r["contact_info"]
                .as_object()
                .is_some_and(|c| !c.is_empty() && !c.contains_key("email"))
        });
        assert!((0.05..0.15).contains(&omitted_email), "{omitted_email}");
        let null_email = share(|r| r.pointer("/contact_info/email") == Some(&Value::Null));
        assert!((0.05..0.15).contains(&null_email), "{null_email}");

        for key in [
            "image_url",
            "tagline",
            "qualifications",
            "professional_history",
            "skills",
        ] {
            assert!(some(|r| r.get(key).is_none()), "{key} never omitted");
        }
        for key in ["image_url", "tagline", "qualifications", "proz_membership"] {
            assert!(
                some(|r| r.get(key) == Some(&Value::Null)),
                "{key} never null"
            );
        }
        assert!(some(
            |r| r.pointer("/skills/language_pairs") == Some(&json!([]))
        ));
        assert!(some(
            |r| r.get("skills").is_some() && r.pointer("/skills/specific_disciplines").is_none()
        ));
        assert!(some(
            |r| r.pointer("/skills/specific_disciplines") == Some(&json!([]))
        ));
        assert!(some(
            |r| r.pointer("/contact_info/middle_name") == Some(&json!(""))
        ));
        assert!(some(
            |r| r.pointer("/about_me_localizations") == Some(&json!([]))
        ));
        assert!(some(|r| r["tagline"] == ""));

        let refusing = dataset()
            .freelancers
            .iter()
            .filter(|f| !f.accepts_messages)
            .count();
        let refusing = refusing as f64 / POPULATION as f64;
        assert!((0.01..0.06).contains(&refusing), "{refusing}");
    }

    #[test]
    fn distribution_is_realistic() {
        let members = share(|r| r.pointer("/proz_membership/status") == Some(&json!("active")));
        assert!((0.33..0.47).contains(&members), "{members}");

        let (mut pairs, mut into_native) = (0, 0);
        for record in records() {
            let natives = strings_at(record, "/qualifications/native_language");
            let list = array_at(record, "/skills/language_pairs");
            assert!(list.len() <= 5);
            for pair in list {
                let code = pair["pair_code"].as_str().expect("pair_code");
                pairs += 1;
                into_native += usize::from(natives.iter().any(|n| code.ends_with(n)));
                // Up to three from the stream, and one of the later four at most.
                assert!((1..=4).contains(&array_at(pair, "/services").len()));
            }
            assert!(array_at(record, "/skills/general_disciplines").len() <= 3);
            assert!(array_at(record, "/skills/specific_disciplines").len() <= 5);
        }
        assert!(
            into_native * 2 > pairs,
            "{into_native} of {pairs} into a native language"
        );
        let english = share(|r| {
            array_at(r, "/skills/language_pairs")
                .iter()
                .any(|p| p["pair_code"].as_str().is_some_and(|c| c.contains("eng")))
        });
        assert!(english > 0.6, "{english}");
    }

    #[test]
    fn codes_and_names_agree_with_the_catalogues() {
        for record in records() {
            for pair in array_at(record, "/skills/language_pairs") {
                let code = pair["pair_code"].as_str().expect("pair_code");
                let (source, target) = code.split_once('_').expect("source_target");
                assert_ne!(source, target);
                let expected = format!(
                    "{} to {}",
                    language_name(source).expect("known source"),
                    language_name(target).expect("known target")
                );
                assert_eq!(pair["pair_name"], expected.as_str());
                for service in array_at(pair, "/services") {
                    let entry = (
                        service["service_id"].as_u64(),
                        service["service_name"].as_str(),
                    );
                    assert!(
                        SERVICES
                            .iter()
                            .any(|&(id, name)| entry == (Some(id.into()), Some(name)))
                    );
                }
            }
            for d in array_at(record, "/skills/general_disciplines") {
                let entry = (d["disc_gen_id"].as_u64(), d["disc_gen_name"].as_str());
                assert!(
                    GENERAL_DISCIPLINES
                        .iter()
                        .any(|&(id, name)| entry == (Some(id.into()), Some(name)))
                );
            }
            for d in array_at(record, "/skills/specific_disciplines") {
                let entry = (d["disc_spec_id"].as_u64(), d["disc_spec_name"].as_str());
                assert!(
                    SPECIFIC_DISCIPLINES
                        .iter()
                        .any(|&(id, name, _)| entry == (Some(id.into()), Some(name)))
                );
            }
            for native in strings_at(record, "/qualifications/native_language") {
                assert!(language_name(native).is_some(), "{native}");
            }
            if let Value::String(account_type) = &record["account_type"] {
                assert!(
                    ACCOUNT_TYPES
                        .iter()
                        .any(|(id, _)| id.to_string() == *account_type)
                );
            }
        }
    }

    #[test]
    fn places_are_consistent() {
        for record in records() {
            let Some(code) = record
                .pointer("/contact_info/country_code")
                .and_then(Value::as_str)
            else {
                continue;
            };
            assert_eq!(code, code.to_lowercase());
            let country = COUNTRIES
                .iter()
                .find(|c| c.code == code)
                .expect("known country");
            if let Some(zone) = record
                .pointer("/contact_info/timezone")
                .and_then(Value::as_str)
            {
                assert!(
                    country.cities.iter().any(|c| c.timezone == zone),
                    "{zone} in {code}"
                );
            }
            if let Some(Value::Object(address)) = record.pointer("/contact_info/address") {
                assert_eq!(address["country_code"], code);
                let city = address["city"].as_str().expect("city");
                assert!(country.cities.iter().any(|c| c.name == city));
            }
            if let Some(lat) = record
                .pointer("/contact_info/location/lat")
                .and_then(Value::as_f64)
            {
                assert!(country.cities.iter().any(|c| (c.lat - lat).abs() < 0.1));
            }
        }
        let countries: HashSet<&str> = records()
            .filter_map(|r| {
                r.pointer("/contact_info/country_code")
                    .and_then(Value::as_str)
            })
            .collect();
        assert!(countries.len() >= 30, "{}", countries.len());
    }

    #[test]
    fn names_cover_several_scripts() {
        let names: Vec<&str> = records().filter_map(|r| r["site_name"].as_str()).collect();
        let has = |range: std::ops::RangeInclusive<char>| {
            names.iter().any(|n| n.chars().any(|c| range.contains(&c)))
        };
        assert!(has('\u{00C0}'..='\u{017F}'), "accented Latin");
        assert!(has('\u{4E00}'..='\u{9FFF}'), "CJK");
        assert!(has('\u{0600}'..='\u{06FF}'), "Arabic");
        for wanted in ["José", "Zoë", "Łukasz", "Müller"] {
            assert!(
                NAME_SETS
                    .iter()
                    .any(|set| [set.male, set.female, set.last].concat().contains(&wanted)),
                "{wanted}"
            );
        }
    }

    #[test]
    fn catalogues_are_well_formed() {
        assert!(LANGUAGES.len() >= 25);
        assert!(COUNTRIES.len() >= 30);
        assert!(SPECIFIC_DISCIPLINES.len() >= 25);
        let distinct =
            |codes: Vec<String>| codes.iter().collect::<HashSet<_>>().len() == codes.len();
        assert!(distinct(LANGUAGES.iter().map(|l| l.0.to_owned()).collect()));
        assert!(distinct(
            COUNTRIES.iter().map(|c| c.code.to_owned()).collect()
        ));
        assert!(distinct(
            SPECIFIC_DISCIPLINES
                .iter()
                .map(|d| d.0.to_string())
                .collect()
        ));
        assert_eq!(
            SERVICES.iter().map(|s| s.0).collect::<Vec<_>>(),
            (1..=12).collect::<Vec<_>>()
        );
        assert_eq!(SERVICES[7].1, "Interpreting, Chuchotage/Whispering");
        assert_eq!(
            GENERAL_DISCIPLINES.iter().map(|g| g.0).collect::<Vec<_>>(),
            (1..=9).collect::<Vec<_>>()
        );
        for &(gen_id, name) in GENERAL_DISCIPLINES {
            assert!(
                SPECIFIC_DISCIPLINES.iter().any(|d| d.2 == gen_id),
                "no specific discipline under {name}"
            );
        }
        for &(code, weight) in PAIR_LANGUAGES {
            assert!(weight > 0 && language_name(code).is_some(), "{code}");
        }
        for country in COUNTRIES {
            assert_eq!(country.code.len(), 2);
            assert!(
                country.weight > 0 && !country.streets.is_empty() && !country.cities.is_empty()
            );
            assert!(!country.languages.is_empty());
            for &language in country.languages {
                assert!(language_name(language).is_some(), "{language}");
                assert!(
                    NAME_SETS
                        .iter()
                        .any(|s| s.language == language && !s.native_script),
                    "no names for {language}"
                );
            }
            for city in country.cities {
                assert!(city.timezone.contains('/'), "{}", city.timezone);
            }
        }
        for set in NAME_SETS {
            assert!(!set.male.is_empty() && !set.female.is_empty() && !set.last.is_empty());
            assert!(set.last_female.is_empty() || set.last_female.len() == set.last.len());
        }
    }

    #[test]
    fn demo_user_is_the_agency_coordinator() {
        let data = dataset();
        let user = &data.demo_user;
        assert_eq!(user["uuid"], DEMO_USER_UUID);
        assert_eq!(user["site_name"], "Lingua Bridge Agency");
        assert_eq!(user["account_type"], "1");
        assert_eq!(user["email"], "coordinator@linguabridge.example");
        assert_eq!(user["email_verified"], true);
        assert!(
            user["profile_url"]
                .as_str()
                .is_some_and(|u| u.starts_with("https://www.proz.com/profile/"))
        );
        for key in [
            "first_name",
            "last_name",
            "company_name",
            "country_code",
            "timezone",
        ] {
            assert!(user["contact_info"][key].is_string(), "{key}");
        }
        assert_eq!(user["proz_membership"]["status"], "active");
        assert_eq!(Uuid::parse_str(DEMO_USER_UUID).ok(), Some(DEMO_UUID));

        let me = &data.demo_freelancer;
        for key in [
            "uuid",
            "site_name",
            "account_type",
            "profile_url",
            "contact_info",
            "proz_membership",
        ] {
            assert_eq!(me[key], user[key], "{key}");
        }
        let pairs = array_at(me, "/skills/language_pairs");
        assert!(!pairs.is_empty());
        assert!(
            pairs
                .iter()
                .all(|p| p["pair_name"].as_str().is_some_and(|n| n.contains(" to ")))
        );
        assert!(
            data.freelancers
                .iter()
                .all(|f| f.json["uuid"] != DEMO_USER_UUID)
        );
        assert_eq!(generate(99, 0).demo_freelancer, *me);
    }

    #[test]
    fn mailbox_names_fold_to_ascii() {
        assert_eq!(ascii_fold("José Núñez"), "josenunez");
        assert_eq!(ascii_fold("Łukasz"), "lukasz");
        assert_eq!(ascii_fold("Weiß-Müller"), "weissmuller");
        assert_eq!(ascii_fold("O'Brien"), "obrien");
        assert_eq!(ascii_fold("İstanbul"), "istanbul");
        assert_eq!(ascii_fold("张伟"), "");
        for record in records() {
            if let Some(email) = record
                .pointer("/contact_info/email")
                .and_then(Value::as_str)
            {
                assert!(email.is_ascii() && email.contains('@'), "{email}");
            }
        }
    }

    #[test]
    fn every_code_the_sandbox_seeds_has_a_name() {
        // Named by the list the sandbox serves: some of its codes are its own, not ISO's,
        // so the built-in names do not know them (`.no`) or mean another language by them
        // (ISO's `sve` is Serili), as with the directory.
        use crate::catalogue::{DirectoryLists, Kind};
        let served = super::super::codes::languages();
        let languages =
            crate::api::codes::read_list(&served, crate::api::codes::wrapper_of("codes/language"))
                .expect("the served list reads");
        let catalogue = crate::catalogue::Catalogue::with_directory_lists(&DirectoryLists {
            languages,
            ..Default::default()
        });
        assert!(catalogue.served_by_directory(Kind::Language));
        let builtin = crate::catalogue::Catalogue::builtin();
        assert_ne!(builtin.name(Kind::Language, "sve"), Some("Swedish"));
        assert_eq!(builtin.name(Kind::Language, ".no"), None);
        for &(code, seeded_name) in LANGUAGES {
            assert_eq!(
                catalogue.name(Kind::Language, code),
                Some(seeded_name),
                "{code}"
            );
        }
        for country in COUNTRIES {
            let name = catalogue.name(Kind::Country, country.code);
            assert!(name.is_some(), "{} has no name", country.code);
        }
    }
}
