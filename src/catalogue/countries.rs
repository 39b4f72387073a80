//! Country names for ISO 3166-1 alpha-2 codes, which the directory sends in lower case
//! (`contact_info.country_code: "ch"`). The codes and their names come from `celes`; its
//! names are the official state names in title case ("The Russian Federation", "Bosnia And
//! Herzegovina"), so they are put into the words people use: a short name where the official
//! one is long, and small words in lower case.

use celes::LookupTable;

use super::Entry;

/// The name people use where the official one is long or awkward.
const SHORT_NAMES: &[(&str, &str)] = &[
    ("gb", "United Kingdom"),
    ("us", "United States"),
    ("ru", "Russia"),
    ("kr", "South Korea"),
    ("kp", "North Korea"),
    ("ir", "Iran"),
    ("tw", "Taiwan"),
    ("ve", "Venezuela"),
    ("tz", "Tanzania"),
    ("md", "Moldova"),
    ("la", "Laos"),
    ("mk", "North Macedonia"),
    ("fm", "Micronesia"),
    ("ps", "Palestine"),
    ("sy", "Syria"),
    ("va", "Vatican City"),
    ("fk", "Falkland Islands"),
    ("cc", "Cocos (Keeling) Islands"),
    ("sh", "Saint Helena, Ascension and Tristan da Cunha"),
    ("hm", "Heard Island and McDonald Islands"),
    ("cd", "Democratic Republic of the Congo"),
    ("cg", "Republic of the Congo"),
];

/// Every country, by its lower-case code, with the name to show and the other names a
/// person might type ("Holland", "Great Britain").
pub fn all() -> Vec<(Entry, Vec<String>)> {
    celes::Country::get_countries()
        .iter()
        .map(|country| {
            let code = country.alpha2.to_ascii_lowercase();
            let name = display_name(&code, country.long_name);
            let aliases = country.aliases.iter().map(|a| spaced(a)).collect();
            (Entry::new(&code, &name), aliases)
        })
        .collect()
}

fn display_name(code: &str, official: &str) -> String {
    if let Some(&(_, short)) = SHORT_NAMES.iter().find(|(c, _)| *c == code) {
        return short.to_owned();
    }
    let official = official.strip_prefix("The ").unwrap_or(official);
    official
        .split(' ')
        .enumerate()
        .map(|(i, word)| match word {
            "And" | "Of" | "The" | "Da" if i > 0 => word.to_ascii_lowercase(),
            _ => word.to_owned(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// celes writes aliases as one word ("GreatBritain"); people type "great britain".
fn spaced(alias: &str) -> String {
    let mut out = String::with_capacity(alias.len() + 4);
    for (i, c) in alias.char_indices() {
        if i > 0 && c.is_uppercase() {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(code: &str) -> Option<String> {
        all()
            .into_iter()
            .find(|(e, _)| e.code == code)
            .map(|(e, _)| e.name)
    }

    #[test]
    fn names_read_as_people_say_them() {
        assert_eq!(name("ch").as_deref(), Some("Switzerland"));
        assert_eq!(name("gb").as_deref(), Some("United Kingdom"));
        assert_eq!(name("nl").as_deref(), Some("Netherlands"));
        assert_eq!(name("ba").as_deref(), Some("Bosnia and Herzegovina"));
        assert_eq!(
            name("CH"),
            None,
            "the wire carries lower case; upper is normalised first"
        );
        assert_eq!(name("zz"), None);
        assert_eq!(name("che"), None);
    }

    #[test]
    fn no_shown_name_keeps_the_official_clutter() {
        for (entry, _) in all() {
            assert!(!entry.name.starts_with("The "), "{}", entry.name);
            assert!(!entry.name.contains(" Of "), "{}", entry.name);
            assert!(!entry.name.contains(" And "), "{}", entry.name);
        }
    }

    #[test]
    fn aliases_are_words() {
        let nl = all().into_iter().find(|(e, _)| e.code == "nl").unwrap();
        assert!(nl.1.iter().any(|a| a == "Holland"), "{:?}", nl.1);
        let gb = all().into_iter().find(|(e, _)| e.code == "gb").unwrap();
        assert!(gb.1.iter().any(|a| a == "Great Britain"), "{:?}", gb.1);
    }
}
