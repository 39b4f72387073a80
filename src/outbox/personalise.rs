//! `{{site_name}}`, `{{first_name}}` and `{{last_name}}` in a subject or body, filled in per
//! recipient. A recipient whose profile lacks a field gets the fallback the user chose; with
//! no fallback for it, the job is not created and the user is told who lacks what.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The fields a message may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placeholder {
    SiteName,
    FirstName,
    LastName,
}

impl Placeholder {
    pub const ALL: [Self; 3] = [Self::SiteName, Self::FirstName, Self::LastName];

    pub fn key(self) -> &'static str {
        match self {
            Self::SiteName => "site_name",
            Self::FirstName => "first_name",
            Self::LastName => "last_name",
        }
    }

    pub fn token(self) -> String {
        format!("{{{{{}}}}}", self.key())
    }

    pub fn parse(key: &str) -> Option<Self> {
        Self::parse_exact(key.trim())
    }

    fn parse_exact(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.key() == key)
    }
}

/// What is known of one recipient for personalisation.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecipientFields {
    pub site_name: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
}

impl RecipientFields {
    pub fn of(freelancer: &crate::api::Freelancer) -> Self {
        let contact = freelancer.contact_info.as_ref();
        let clean =
            |value: Option<&String>| value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
        Self {
            site_name: clean(freelancer.site_name.as_ref()),
            first_name: clean(contact.and_then(|c| c.first_name.as_ref())),
            last_name: clean(contact.and_then(|c| c.last_name.as_ref())),
        }
    }

    fn get(&self, placeholder: Placeholder) -> Option<&str> {
        match placeholder {
            Placeholder::SiteName => self.site_name.as_deref(),
            Placeholder::FirstName => self.first_name.as_deref(),
            Placeholder::LastName => self.last_name.as_deref(),
        }
    }
}

/// The user's fallbacks, by placeholder; an empty text is a fallback too (the word is left out).
pub type Fallbacks = BTreeMap<Placeholder, String>;

/// The placeholders `text` uses, in the order of [`Placeholder::ALL`].
pub fn used_in(text: &str) -> Vec<Placeholder> {
    Placeholder::ALL
        .into_iter()
        .filter(|p| text.contains(&p.token()))
        .collect()
}

/// Every `{{…}}` in `text` that is not a placeholder this app fills in (`{{fist_name}}`,
/// `{{ first_name }}`), as written, once each, in order. Such a typo would otherwise reach
/// every recipient as written.
pub fn unknown_placeholders(text: &str) -> Vec<String> {
    let mut unknown: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else { break };
        let inside = &after[..end];
        // `{{a {{first_name}}`: the inner one is the placeholder; the outer braces are text.
        if let Some(inner) = inside.rfind("{{") {
            rest = &after[inner..];
            continue;
        }
        let token = format!("{{{{{inside}}}}}");
        if Placeholder::parse_exact(inside).is_none() && !unknown.contains(&token) {
            unknown.push(token);
        }
        rest = &after[end + 2..];
    }
    unknown
}

/// The problems unknown placeholders make in a subject and body, beside each field: what
/// was written, and what may be.
pub fn placeholder_problems(subject: &str, body: &str) -> Vec<crate::api::Problem> {
    let known = Placeholder::ALL
        .iter()
        .map(|p| p.token())
        .collect::<Vec<_>>()
        .join(", ");
    [
        (crate::api::Field::Subject, subject),
        (crate::api::Field::Body, body),
    ]
    .into_iter()
    .filter_map(|(field, text)| {
        let unknown = unknown_placeholders(text);
        (!unknown.is_empty()).then(|| crate::api::Problem {
            field,
            text: format!(
                "{} {} not a placeholder this app knows; the placeholders are {known}",
                unknown.join(", "),
                crate::words::is_are(unknown.len()),
            ),
        })
    })
    .collect()
}

/// Fills in `text` for one recipient, in one pass, so that a value which itself looks like a
/// placeholder is left as written. `Err` names the placeholders that have neither a value nor
/// a fallback.
pub fn fill(
    text: &str,
    fields: &RecipientFields,
    fallbacks: &Fallbacks,
) -> Result<String, Vec<Placeholder>> {
    let mut missing = Vec::new();
    let mut filled = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        filled.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let known = after
            .find("}}")
            .and_then(|end| Some((Placeholder::parse_exact(&after[..end])?, end)));
        match known {
            Some((placeholder, end)) => {
                let value = fields
                    .get(placeholder)
                    .or_else(|| fallbacks.get(&placeholder).map(String::as_str));
                let rest_after = &after[end + 2..];
                match value {
                    // Leaving the word out also drops the space before it when what follows
                    // is punctuation or more space: "Dear {{first_name}}," reads "Dear,".
                    Some("")
                        if filled.ends_with(' ')
                            && rest_after
                                .chars()
                                .next()
                                .is_none_or(|c| c.is_whitespace() || ",.;:!?)".contains(c)) =>
                    {
                        filled.pop();
                    }
                    Some("") => {}
                    Some(value) => filled.push_str(value),
                    None if !missing.contains(&placeholder) => missing.push(placeholder),
                    None => {}
                }
                rest = &after[end + 2..];
            }
            None => {
                filled.push_str("{{");
                rest = after;
            }
        }
    }
    filled.push_str(rest);
    if missing.is_empty() {
        Ok(filled)
    } else {
        missing.sort();
        Err(missing)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ana() -> RecipientFields {
        RecipientFields {
            site_name: Some("Ana Lima".into()),
            first_name: Some("Ana".into()),
            last_name: None,
        }
    }

    #[test]
    fn fills_known_fields_and_falls_back_for_missing_ones() {
        let text = "Dear {{first_name}} {{last_name}}, ({{site_name}}) {{first_name}}";
        assert_eq!(
            fill(text, &ana(), &Fallbacks::new()),
            Err(vec![Placeholder::LastName])
        );
        let fallbacks = Fallbacks::from([(Placeholder::LastName, String::new())]);
        assert_eq!(
            fill(text, &ana(), &fallbacks).unwrap(),
            "Dear Ana, (Ana Lima) Ana"
        );
        let none = RecipientFields::default();
        let leave_out = Fallbacks::from([(Placeholder::FirstName, String::new())]);
        for (text, expected) in [
            ("Dear {{first_name}},", "Dear,"),
            ("Hi {{first_name}} and you", "Hi and you"),
            ("Hi {{first_name}}", "Hi"),
            ("({{first_name}})", "()"),
        ] {
            assert_eq!(fill(text, &none, &leave_out).unwrap(), expected);
        }
        assert_eq!(used_in("no placeholders {{nickname}}"), Vec::new());
    }

    #[test]
    fn placeholders_this_app_does_not_fill_are_named_once_each() {
        assert_eq!(
            unknown_placeholders(
                "Dear {{fist_name}}, {{ first_name }} {{fist_name}} {{last_name}}"
            ),
            vec!["{{fist_name}}", "{{ first_name }}"]
        );
        assert_eq!(
            unknown_placeholders("a {{b {{site_name}} c }} {{"),
            Vec::<String>::new()
        );
        assert!(unknown_placeholders("no braces, {single}").is_empty());
        let problems = placeholder_problems("Job for {{firstname}}", "Dear {{first_name}}");
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].field, crate::api::Field::Subject);
        assert_eq!(
            problems[0].text,
            "{{firstname}} is not a placeholder this app knows; the placeholders are \
             {{site_name}}, {{first_name}}, {{last_name}}"
        );
    }

    #[test]
    fn a_value_that_looks_like_a_placeholder_is_left_as_written() {
        let sly = RecipientFields {
            first_name: Some("{{last_name}}".into()),
            last_name: Some("X".into()),
            site_name: None,
        };
        let filled = fill(
            "{{first_name}} {{last_name}} {{ nope }}",
            &sly,
            &Fallbacks::new(),
        );
        assert_eq!(filled.unwrap(), "{{last_name}} X {{ nope }}");
    }
}
