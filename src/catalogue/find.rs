//! Finding codes by what a person types: the pickers' type-to-filter ("germ" offers German
//! and Swiss German) and the command line's names ("English", "switzerland", or a code),
//! with the closest names suggested when nothing matches.

use std::fmt;

use super::{Catalogue, Entry, Kind};

/// How many names "did you mean" offers at most.
const MAX_SUGGESTIONS: usize = 3;
/// Jaro-Winkler similarity above which a name counts as "close": catches one or two typos
/// in a word ("Englsh", "Germna") without offering unrelated names.
const CLOSE_ENOUGH: f64 = 0.85;

/// Nothing of this kind is called what was typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotFound {
    pub kind: Kind,
    pub typed: String,
    /// The closest names, best first; may be empty.
    pub suggestions: Vec<String>,
}

impl fmt::Display for NotFound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no {} '{}'", self.kind.noun(), self.typed)?;
        match self.suggestions.as_slice() {
            [] => Ok(()),
            [only] => write!(f, "; did you mean {only}?"),
            [first @ .., last] => write!(f, "; did you mean {} or {last}?", first.join(", ")),
        }
    }
}

impl std::error::Error for NotFound {}

/// A language pair that was not found as typed. Its `Display` is the command line's English;
/// the window words it itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairNotFound {
    /// Neither `_` nor `>` parts what was typed (given trimmed) into source and target.
    NotAPair(String),
    /// The source or the target is no language.
    Language(NotFound),
}

impl fmt::Display for PairNotFound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotAPair(typed) => write!(
                f,
                "'{typed}' is not a language pair; write it as source_target, e.g. eng_deu"
            ),
            Self::Language(miss) => miss.fmt(f),
        }
    }
}

impl std::error::Error for PairNotFound {}

impl Catalogue {
    /// What a picker shows while a person types: a code typed exactly first, then names starting
    /// with the text (any case), names with a word starting with it, names containing it. Empty text offers everything.
    pub fn filter(&self, kind: Kind, typed: &str) -> Vec<&Entry> {
        let typed = super::folded(typed.trim());
        if typed.is_empty() {
            return self.entries(kind).iter().collect();
        }
        let mut ranked: Vec<(u8, &Entry)> = self
            .entries(kind)
            .iter()
            .filter_map(|entry| {
                // In another language, a name typed in English finds its entry too.
                let in_english = self.english_name(kind, &entry.code);
                let best = [Some(entry.name.as_str()), in_english]
                    .into_iter()
                    .flatten()
                    .filter_map(|name| rank(name, &entry.code, &typed))
                    .min()?;
                Some((best, entry))
            })
            .collect();
        // Stable: within a rank, entries keep their order by name.
        ranked.sort_by_key(|&(rank, _)| rank);
        ranked.into_iter().map(|(_, entry)| entry).collect()
    }

    /// A language pair typed as codes or names, source and target apart by `_` or `>`
    /// (`eng_deu`, `English_German`, `English > German`), as its code (`eng_deu`).
    pub fn resolve_pair(&self, typed: &str) -> Result<String, PairNotFound> {
        let Some((source, target)) = typed.trim().split_once(['_', '>']) else {
            return Err(PairNotFound::NotAPair(typed.trim().to_owned()));
        };
        let language = |text: &str| {
            self.resolve(Kind::Language, text)
                .map(|entry| entry.code)
                .map_err(PairNotFound::Language)
        };
        Ok(format!("{}_{}", language(source)?, language(target)?))
    }

    /// [`Catalogue::resolve`]'s code alone, or its "no language 'Englsh'; did you mean
    /// English?" as text: what a form field or a command-line option wants.
    pub fn resolve_code(&self, kind: Kind, typed: &str) -> Result<String, String> {
        self.resolve(kind, typed)
            .map(|entry| entry.code)
            .map_err(|miss| miss.to_string())
    }

    /// The entry a person meant: by code or id (any case), by name (any case), or for a
    /// country by another name it goes by ("Holland"). Otherwise the closest names.
    pub fn resolve(&self, kind: Kind, typed: &str) -> Result<Entry, NotFound> {
        let trimmed = typed.trim();
        let lower = trimmed.to_lowercase();
        let not_found = |suggestions| NotFound {
            kind,
            typed: trimmed.to_owned(),
            suggestions,
        };
        if trimmed.is_empty() {
            return Err(not_found(Vec::new()));
        }
        if self.served_by_directory(kind) {
            // Only the directory's own codes: a built-in code it does not use (ISO's `swe`
            // where it writes another) would find nobody.
            if let Some(entry) = self.served_entry(kind, trimmed) {
                return Ok(entry.clone());
            }
        } else if let Some(name) = self.name(kind, trimmed) {
            return Ok(Entry::new(&kind.normalise(trimmed), name));
        }
        let folded = super::folded(trimmed);
        let is_called = |entry: &Entry| {
            super::folded(&entry.name) == folded
                || (self.english_name(kind, &entry.code))
                    .is_some_and(|english| super::folded(english) == folded)
        };
        let by_name = self.entries(kind).iter().find(|entry| is_called(entry));
        if let Some(entry) = by_name {
            return Ok(entry.clone());
        }
        if kind == Kind::Country
            && let Some(code) = self.country_by_alias(&lower)
        {
            return Ok(Entry::new(code, self.country(code)));
        }
        Err(not_found(self.closest(kind, &folded)))
    }

    fn closest(&self, kind: Kind, lower: &str) -> Vec<String> {
        let mut scored: Vec<(f64, &str)> = self
            .entries(kind)
            .iter()
            .map(|entry| (similarity(lower, &super::folded(&entry.name)), &*entry.name))
            .filter(|&(score, _)| score >= CLOSE_ENOUGH)
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(b.1)));
        let mut names: Vec<String> = scored
            .into_iter()
            .map(|(_, name)| name.to_owned())
            .collect();
        if names.is_empty() {
            // Nothing spelt alike: names that contain what was typed ("greek" → Ancient Greek).
            names = self
                .filter(kind, lower)
                .into_iter()
                .map(|entry| entry.name.clone())
                .collect();
        }
        names.dedup();
        names.truncate(MAX_SUGGESTIONS);
        names
    }
}

/// How well a typed text matches an entry's code or one of its names, lower is better;
/// `None` when it does not.
fn rank(name: &str, code: &str, typed: &str) -> Option<u8> {
    let name = super::folded(name);
    if code.to_lowercase() == typed {
        Some(0)
    } else if name.starts_with(typed) {
        Some(1)
    } else if name
        .split(|c: char| !c.is_alphanumeric())
        .any(|word| word.starts_with(typed))
    {
        Some(2)
    } else if name.contains(typed) {
        Some(3)
    } else {
        None
    }
}

/// Similarity of a typed word to a name: the whole name, or its best word ("germna" is close
/// to "Swiss German" through "german").
fn similarity(typed: &str, name: &str) -> f64 {
    let whole = strsim::jaro_winkler(typed, name);
    name.split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.len() >= 3)
        .map(|word| strsim::jaro_winkler(typed, word) * 0.98)
        .fold(whole, f64::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(entries: &[&Entry]) -> Vec<String> {
        entries.iter().map(|e| e.code.clone()).collect()
    }

    #[test]
    fn typing_germ_offers_german_first_and_swiss_german() {
        let catalogue = Catalogue::builtin();
        let found = codes(&catalogue.filter(Kind::Language, "germ"));
        assert_eq!(found.first().map(String::as_str), Some("deu"), "{found:?}");
        assert!(found.contains(&"gsw".to_owned()), "{found:?}");
        assert!(!found.contains(&"eng".to_owned()));
    }

    #[test]
    fn an_empty_filter_offers_everything_and_a_code_finds_its_entry() {
        let catalogue = Catalogue::builtin();
        assert_eq!(
            catalogue.filter(Kind::Country, "").len(),
            catalogue.entries(Kind::Country).len()
        );
        assert_eq!(codes(&catalogue.filter(Kind::Country, "CH"))[0], "ch");
    }

    #[test]
    fn in_another_language_its_names_and_english_ones_are_found() {
        let _german = crate::i18n::scoped(crate::i18n::Language::German);
        let catalogue = Catalogue::builtin();
        let found = codes(&catalogue.filter(Kind::Language, "deut"));
        assert_eq!(found.first().map(String::as_str), Some("deu"), "{found:?}");
        let found = codes(&catalogue.filter(Kind::Language, "germ"));
        assert_eq!(found.first().map(String::as_str), Some("deu"), "{found:?}");
        let resolve = |kind, typed| catalogue.resolve(kind, typed).map(|e| (e.code, e.name));
        assert_eq!(
            resolve(Kind::Country, "schweiz"),
            Ok(("ch".into(), "Schweiz".into()))
        );
        assert_eq!(
            resolve(Kind::Country, "Switzerland"),
            Ok(("ch".into(), "Schweiz".into()))
        );
        assert_eq!(
            catalogue.resolve_pair("Englisch > Serbisch"),
            Ok("eng_srp".into())
        );
        let miss = catalogue.resolve(Kind::Country, "Schwiez").unwrap_err();
        assert_eq!(
            miss.suggestions.first().map(String::as_str),
            Some("Schweiz")
        );
    }

    #[test]
    fn accents_neither_hide_a_name_nor_push_it_after_z() {
        let _french = crate::i18n::scoped(crate::i18n::Language::French);
        let catalogue = Catalogue::builtin();
        let found = codes(&catalogue.filter(Kind::Country, "etats"));
        assert_eq!(found.first().map(String::as_str), Some("us"), "{found:?}");
        let countries = catalogue.entries(Kind::Country);
        let at = |code: &str| countries.iter().position(|e| e.code == code).unwrap();
        assert!(at("us") < at("fr"), "États-Unis before France");
        assert!(at("ec") < at("zw"), "Équateur before Zimbabwe");
        assert_eq!(
            catalogue.resolve(Kind::Country, "equateur").map(|e| e.code),
            Ok("ec".into())
        );
        let _polish = crate::i18n::scoped(crate::i18n::Language::Polish);
        let countries = catalogue.entries(Kind::Country);
        let at = |code: &str| countries.iter().position(|e| e.code == code).unwrap();
        assert!(at("lv") < at("mx"), "Łotwa among the L's");
        assert_eq!(super::super::folded("Österreich"), "osterreich");
        assert_eq!(super::super::folded("Łódź"), "lodz");
    }

    #[test]
    fn names_codes_ids_and_aliases_resolve() {
        let catalogue = Catalogue::builtin();
        let resolve = |kind, typed| catalogue.resolve(kind, typed).map(|e| e.code);
        assert_eq!(resolve(Kind::Language, "English"), Ok("eng".into()));
        assert_eq!(resolve(Kind::Language, "  spanish "), Ok("esl".into()));
        assert_eq!(resolve(Kind::Language, "DEU"), Ok("deu".into()));
        assert_eq!(resolve(Kind::Country, "switzerland"), Ok("ch".into()));
        assert_eq!(resolve(Kind::Country, "Holland"), Ok("nl".into()));
        assert_eq!(resolve(Kind::Country, "it"), Ok("it".into()));
        assert_eq!(resolve(Kind::Service, "translation"), Ok("1".into()));
        assert_eq!(resolve(Kind::Service, "2"), Ok("2".into()));
        assert_eq!(
            resolve(Kind::GeneralDiscipline, "law/patents"),
            Ok("4".into())
        );
    }

    fn served() -> std::sync::Arc<Catalogue> {
        Catalogue::with_directory_lists(&super::super::DirectoryLists {
            languages: vec![
                Entry::new("eng", "English"),
                Entry::new("esl", "Spanish"),
                Entry::new("sve", "Swedish"),
                Entry::new("scc", "Serbian"),
                Entry::new("srp", "Montenegrin"),
                Entry::new(".bo", "Bosnian"),
                Entry::new("-", "Other"),
            ],
            services: vec![
                Entry::new("3", "Interpreting, Consecutive"),
                Entry::new("8", "Interpreting, Chuchotage/Whispering"),
                Entry::new("12", "Copywriting"),
            ],
            ..Default::default()
        })
    }

    #[test]
    fn a_served_list_resolves_its_own_names_and_codes_only() {
        let catalogue = served();
        let resolve = |kind, typed| catalogue.resolve(kind, typed).map(|e| e.code);
        assert_eq!(resolve(Kind::Language, "Serbian"), Ok("scc".into()));
        assert_eq!(resolve(Kind::Language, "swedish"), Ok("sve".into()));
        assert_eq!(resolve(Kind::Language, ".BO"), Ok(".bo".into()));
        assert_eq!(resolve(Kind::Language, "-"), Ok("-".into()));
        assert!(
            resolve(Kind::Language, "swe").is_err(),
            "ISO's code, which this directory does not use"
        );
        assert_eq!(
            resolve(Kind::Service, "Interpreting, Consecutive"),
            Ok("3".into())
        );
        assert_eq!(
            resolve(Kind::Service, "interpreting, chuchotage/whispering"),
            Ok("8".into())
        );
        assert_eq!(resolve(Kind::Service, "12"), Ok("12".into()));
        assert_eq!(
            catalogue.resolve_pair("English > Serbian"),
            Ok("eng_scc".into())
        );
        assert_eq!(catalogue.resolve_pair("eng_.bo"), Ok("eng_.bo".into()));
        assert_eq!(catalogue.pair("eng_.bo"), "English → Bosnian");
        assert_eq!(catalogue.guessed_pair("eng_scc"), None);
        assert!(catalogue.is_foreign(Kind::Language, "swe"));
        assert!(!catalogue.is_foreign(Kind::Language, "SVE"));
        assert!(!Catalogue::builtin().is_foreign(Kind::Language, "swe"));
        assert_eq!(
            Catalogue::builtin().guessed_pair("eng_hrv").as_deref(),
            Some("asked for `eng_hrv`: this directory did not publish its language codes")
        );
    }

    #[test]
    fn a_misspelt_name_suggests_the_closest() {
        let catalogue = Catalogue::builtin();
        let miss = catalogue.resolve(Kind::Language, "Englsh").unwrap_err();
        assert_eq!(
            miss.suggestions.first().map(String::as_str),
            Some("English")
        );
        assert!(
            miss.to_string()
                .starts_with("no language 'Englsh'; did you mean English"),
            "{miss}"
        );
        let miss = catalogue.resolve(Kind::Country, "Swizerland").unwrap_err();
        assert_eq!(
            miss.suggestions.first().map(String::as_str),
            Some("Switzerland")
        );
    }

    #[test]
    fn nonsense_suggests_nothing() {
        let catalogue = Catalogue::builtin();
        let miss = catalogue.resolve(Kind::Language, "qqqqqqqqqq").unwrap_err();
        assert!(miss.suggestions.is_empty());
        assert_eq!(miss.to_string(), "no language 'qqqqqqqqqq'");
        assert!(catalogue.resolve(Kind::Language, "   ").is_err());
    }

    #[test]
    fn several_suggestions_read_as_a_list() {
        let miss = NotFound {
            kind: Kind::Country,
            typed: "x".into(),
            suggestions: vec!["A".into(), "B".into(), "C".into()],
        };
        assert_eq!(miss.to_string(), "no country 'x'; did you mean A, B or C?");
    }
}
