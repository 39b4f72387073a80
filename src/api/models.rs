//! The directory's resources as the client sees them. Every field is optional because the
//! server sends partial objects and omits hidden fields; `None` means "not shown". Each
//! resource keeps the raw JSON object it came from so that fields we do not know are never
//! lost and can be shown.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use uuid::Uuid;

use super::lenient;

type Raw = Map<String, Value>;

/// Parses a resource from a JSON object, keeping the object as sent.
pub trait FromRaw: Sized {
    fn from_raw(raw: Raw) -> Self;
}

macro_rules! impl_from_raw {
    ($($ty:ty),*) => {$(
        impl FromRaw for $ty {
            fn from_raw(raw: Raw) -> Self {
                // A resource's fields are each lenient, so the typed view of an object always
                // exists; the fallback only guards against serde surprises.
                let mut typed: Self =
                    serde_json::from_value(Value::Object(raw.clone())).unwrap_or_default();
                typed.raw = raw;
                typed
            }
        }
    )*};
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct Freelancer {
    #[serde(deserialize_with = "lenient::optional")]
    pub uuid: Option<Uuid>,
    #[serde(deserialize_with = "lenient::optional")]
    pub site_name: Option<String>,
    #[serde(deserialize_with = "lenient::code")]
    pub account_type: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub profile_url: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub image_url: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub contact_info: Option<ContactInfo>,
    #[serde(deserialize_with = "lenient::optional")]
    pub proz_membership: Option<Membership>,
    #[serde(deserialize_with = "lenient::optional")]
    pub skills: Option<Skills>,
    #[serde(deserialize_with = "lenient::optional")]
    pub qualifications: Option<Qualifications>,
    #[serde(deserialize_with = "lenient::optional")]
    pub professional_history: Option<ProfessionalHistory>,
    #[serde(deserialize_with = "lenient::optional")]
    pub about_me_localizations: Option<Vec<Value>>,
    #[serde(deserialize_with = "lenient::optional")]
    pub tagline: Option<String>,
    #[serde(skip)]
    pub raw: Raw,
}

/// The signed-in user from `GET /user`.
#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct User {
    #[serde(deserialize_with = "lenient::optional")]
    pub uuid: Option<Uuid>,
    #[serde(deserialize_with = "lenient::optional")]
    pub site_name: Option<String>,
    #[serde(deserialize_with = "lenient::code")]
    pub account_type: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub email: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub email_verified: Option<bool>,
    #[serde(deserialize_with = "lenient::optional")]
    pub profile_url: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub contact_info: Option<ContactInfo>,
    #[serde(deserialize_with = "lenient::optional")]
    pub proz_membership: Option<Membership>,
    #[serde(skip)]
    pub raw: Raw,
}

impl_from_raw!(Freelancer, User);

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct ContactInfo {
    #[serde(deserialize_with = "lenient::optional")]
    pub email: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub email_verified: Option<bool>,
    #[serde(deserialize_with = "lenient::optional")]
    pub first_name: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub middle_name: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub last_name: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub company_name: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub phone: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub mobile: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub country_code: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub timezone: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub location: Option<Location>,
    #[serde(deserialize_with = "lenient::optional")]
    pub address: Option<Address>,
    #[serde(deserialize_with = "lenient::optional")]
    pub skype: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub twitter: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub website: Option<String>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Deserialize, Serialize)]
pub struct Location {
    pub lat: f64,
    pub lng: f64,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct Address {
    #[serde(deserialize_with = "lenient::optional")]
    pub street_line_1: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub street_line_2: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub street_line_3: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub city: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub region: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub postal: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub country_code: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct Membership {
    #[serde(deserialize_with = "lenient::optional")]
    pub status: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub expiration_date: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub expired_date: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub certified_pro_network_status: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub plus_package: Option<bool>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct Skills {
    #[serde(deserialize_with = "lenient::list")]
    pub language_pairs: Vec<LanguagePair>,
    #[serde(deserialize_with = "lenient::list")]
    pub general_disciplines: Vec<GeneralDiscipline>,
    #[serde(deserialize_with = "lenient::list")]
    pub specific_disciplines: Vec<SpecificDiscipline>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct LanguagePair {
    #[serde(deserialize_with = "lenient::optional")]
    pub pair_code: Option<String>,
    #[serde(deserialize_with = "lenient::optional")]
    pub pair_name: Option<String>,
    #[serde(deserialize_with = "lenient::list")]
    pub services: Vec<LanguageService>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct LanguageService {
    #[serde(deserialize_with = "lenient::number")]
    pub service_id: Option<u64>,
    #[serde(deserialize_with = "lenient::optional")]
    pub service_name: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct GeneralDiscipline {
    #[serde(deserialize_with = "lenient::number")]
    pub disc_gen_id: Option<u64>,
    #[serde(deserialize_with = "lenient::optional")]
    pub disc_gen_name: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct SpecificDiscipline {
    #[serde(deserialize_with = "lenient::number")]
    pub disc_spec_id: Option<u64>,
    #[serde(deserialize_with = "lenient::optional")]
    pub disc_spec_name: Option<String>,
    /// `specialty` or `working`.
    #[serde(deserialize_with = "lenient::optional")]
    pub expertise_level: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct Qualifications {
    #[serde(deserialize_with = "lenient::optional")]
    pub cv_url: Option<String>,
    #[serde(deserialize_with = "lenient::list")]
    pub native_language: Vec<String>,
    #[serde(deserialize_with = "lenient::list")]
    pub credentials: Vec<Value>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub struct ProfessionalHistory {
    #[serde(deserialize_with = "lenient::number")]
    pub years_of_experience: Option<u64>,
}

/// The directory's name for an account type code.
pub fn account_type_label(code: &str) -> &'static str {
    crate::catalogue::directory::ACCOUNT_TYPES
        .iter()
        .find(|(id, _)| code.parse() == Ok(*id))
        .map_or("Other account type", |(_, name)| name)
}

impl Freelancer {
    /// A name to show a person: the site name, else the contact name, else the company.
    pub fn display_name(&self) -> Option<String> {
        self.site_name
            .clone()
            .filter(|s| !s.trim().is_empty())
            .or_else(|| self.contact_info.as_ref().and_then(ContactInfo::full_name))
    }

    pub fn country_code(&self) -> Option<&str> {
        self.contact_info.as_ref()?.country_code.as_deref()
    }

    pub fn language_pair_codes(&self) -> Vec<&str> {
        self.skills
            .iter()
            .flat_map(|s| &s.language_pairs)
            .filter_map(|p| p.pair_code.as_deref())
            .collect()
    }
}

impl ContactInfo {
    /// The name in the order its culture writes it: Chinese, Japanese and Korean names put
    /// the family name first, without a space.
    pub fn full_name(&self) -> Option<String> {
        if let (Some(first), Some(last)) = (&self.first_name, &self.last_name)
            && is_east_asian(first)
            && is_east_asian(last)
        {
            return Some(format!("{}{}", last.trim(), first.trim()));
        }
        let parts: Vec<&str> = [&self.first_name, &self.middle_name, &self.last_name]
            .into_iter()
            .flatten()
            .map(|s| s.trim())
            .filter(|s| !s.is_empty())
            .collect();
        if parts.is_empty() {
            self.company_name.clone().filter(|s| !s.trim().is_empty())
        } else {
            Some(parts.join(" "))
        }
    }
}

fn is_east_asian(name: &str) -> bool {
    let mut letters = name.chars().filter(|c| !c.is_whitespace()).peekable();
    letters.peek().is_some()
        && letters.all(|c| {
            matches!(c as u32,
                0x3040..=0x30FF   // Hiragana, Katakana
                | 0x3400..=0x4DBF // CJK Extension A
                | 0x4E00..=0x9FFF // CJK Unified Ideographs
                | 0xAC00..=0xD7AF // Hangul syllables
                | 0xF900..=0xFAFF) // CJK Compatibility Ideographs
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn raw(value: Value) -> Raw {
        match value {
            Value::Object(map) => map,
            _ => unreachable!("test fixtures are objects"),
        }
    }

    #[test]
    fn partial_and_oddly_typed_fields_read_as_unset_and_raw_keeps_everything() {
        let f = Freelancer::from_raw(raw(json!({
            "uuid": "5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4b",
            "site_name": 42,
            "account_type": 2,
            "contact_info": {},
            "proz_membership": null,
            "skills": {"language_pairs": [{"pair_code": "eng_esl", "services": [{"service_id": "1"}]}, "junk"]},
            "favourite_colour": "teal"
        })));
        assert!(f.uuid.is_some());
        assert_eq!(f.site_name, None);
        assert_eq!(f.account_type.as_deref(), Some("2"));
        assert_eq!(f.contact_info, Some(ContactInfo::default()));
        assert_eq!(f.proz_membership, None);
        let pairs = &f.skills.as_ref().unwrap().language_pairs;
        assert_eq!(pairs.len(), 1);
        assert_eq!(pairs[0].services[0].service_id, Some(1));
        assert_eq!(f.raw["favourite_colour"], "teal");
        assert_eq!(f.raw["site_name"], 42);
    }

    #[test]
    fn display_name_falls_back_to_contact_name() {
        let f = Freelancer::from_raw(raw(json!({
            "contact_info": {"first_name": "Zoë", "last_name": "Müller"}
        })));
        assert_eq!(f.display_name().as_deref(), Some("Zoë Müller"));
        assert_eq!(Freelancer::default().display_name(), None);
    }

    #[test]
    fn east_asian_names_put_the_family_name_first() {
        let name = |first: &str, last: &str| {
            ContactInfo {
                first_name: Some(first.into()),
                last_name: Some(last.into()),
                ..Default::default()
            }
            .full_name()
        };
        assert_eq!(name("伟", "李").as_deref(), Some("李伟"));
        assert_eq!(name("さくら", "佐藤").as_deref(), Some("佐藤さくら"));
        assert_eq!(name("민준", "김").as_deref(), Some("김민준"));
        assert_eq!(
            name("Ana", "李").as_deref(),
            Some("Ana 李"),
            "mixed scripts keep the usual order"
        );
    }
}
