//! The built-in names of ISO languages and countries in the window's other languages, for
//! where a directory serves no list of its own (countries always: no directory serves them).
//! A directory's own names stay as it serves them, in every language.
//!
//! The names are CLDR's, made into `assets/names/<locale>.ftl` by
//! `packaging/names/make-names.py`. English has no file: its names are the catalogue's own,
//! and so is any name a language's file lacks. The command line never sets a language, so it
//! always reads English.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::Kind;
use crate::i18n::Language;

/// Each translated language's names file, embedded.
const FILES: [(Language, &str); 5] = [
    (
        Language::German,
        include_str!("../../assets/names/de-DE.ftl"),
    ),
    (
        Language::French,
        include_str!("../../assets/names/fr-FR.ftl"),
    ),
    (
        Language::Spanish,
        include_str!("../../assets/names/es-ES.ftl"),
    ),
    (
        Language::Polish,
        include_str!("../../assets/names/pl-PL.ftl"),
    ),
    (
        Language::ChineseSimplified,
        include_str!("../../assets/names/zh-CN.ftl"),
    ),
];

/// Each translated language's names file: (language, text), for checks over all of them
/// (every character has a glyph).
pub fn files() -> impl Iterator<Item = (Language, &'static str)> {
    FILES.into_iter()
}

/// The kinds whose built-in names are translated: the others are the directory's own.
pub fn translated(kind: Kind) -> bool {
    matches!(kind, Kind::Language | Kind::Country)
}

/// The name of a (normalised) code in `language`, when its file has one.
pub fn name(language: Language, kind: Kind, code: &str) -> Option<&'static str> {
    // Asked for each code shown, every frame: no key is built to look it up.
    let names: &HashMap<(Kind, &str), &'static str> = names(language)?;
    names.get(&(kind, code)).copied()
}

/// A language's names by kind and code (from the messages `language-deu`, `country-ch`),
/// parsed on first use. `None` for English, the pseudo-locale and any language without a
/// file.
fn names(language: Language) -> Option<&'static HashMap<(Kind, &'static str), &'static str>> {
    static PARSED: [OnceLock<HashMap<(Kind, &str), &str>>; FILES.len()] =
        [const { OnceLock::new() }; FILES.len()];
    let slot = FILES.iter().position(|(l, _)| *l == language)?;
    Some(PARSED[slot].get_or_init(|| parse(FILES[slot].1)))
}

/// The messages of a names file whose value is plain text, by the kind and code their id
/// names. A file is ours and checked by a test; anything else in it (a term, a placeable,
/// another id) is not a name and is skipped.
fn parse(text: &'static str) -> HashMap<(Kind, &'static str), &'static str> {
    use fluent_syntax::ast::{Entry, PatternElement};
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(partial, _)| partial);
    resource
        .body
        .into_iter()
        .filter_map(|entry| {
            let Entry::Message(message) = entry else {
                return None;
            };
            let key = match message.id.name.split_once('-')? {
                ("language", code) => (Kind::Language, code),
                ("country", code) => (Kind::Country, code),
                _ => return None,
            };
            match message.value?.elements.as_slice() {
                [PatternElement::TextElement { value }] => Some((key, *value)),
                _ => None,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_parses_whole_and_names_only_codes_the_catalogue_knows() {
        let english = super::super::Catalogue::builtin();
        for (language, text) in FILES {
            let resource = fluent_syntax::parser::parse(text);
            assert!(resource.is_ok(), "{language:?}: {:?}", resource.err());
            let messages = resource.map_or(0, |resource| {
                let is_message = |e: &&_| matches!(e, fluent_syntax::ast::Entry::Message(_));
                resource.body.iter().filter(is_message).count()
            });
            let names = names(language).expect("a file");
            assert!(names.len() > 600, "{language:?}: {}", names.len());
            assert_eq!(
                names.len(),
                messages,
                "{language:?}: every message names a language or a country, in plain text"
            );
            for ((kind, code), name) in names {
                assert!(!name.trim().is_empty(), "{kind:?} {code}");
                assert!(
                    english.name(*kind, code).is_some(),
                    "{language:?}: {kind:?} {code} names a code the catalogue does not know"
                );
            }
        }
    }

    #[test]
    fn every_language_a_picker_offers_and_every_country_has_a_name_in_each_language() {
        let english = super::super::Catalogue::builtin();
        for (language, _) in FILES {
            for kind in [Kind::Language, Kind::Country] {
                let missing: Vec<&str> = english
                    .entries(kind)
                    .iter()
                    .filter(|entry| name(language, kind, &entry.code).is_none())
                    .map(|entry| entry.name.as_str())
                    .collect();
                // CLDR leaves a few rare ones unnamed in some languages (they show in English).
                assert!(missing.len() <= 12, "{language:?} {kind:?}: {missing:?}");
            }
        }
    }

    #[test]
    fn every_language_the_window_speaks_but_english_has_a_names_file() {
        for language in crate::i18n::locales_with_words() {
            let has_file = FILES.iter().any(|(l, _)| *l == language);
            assert_eq!(has_file, language != Language::EnglishUs, "{language:?}");
        }
    }

    #[test]
    fn english_and_the_pseudo_locale_have_no_translated_names() {
        assert_eq!(name(Language::EnglishUs, Kind::Language, "deu"), None);
        assert_eq!(name(Language::Pseudo, Kind::Country, "ch"), None);
        assert_eq!(name(Language::German, Kind::Service, "1"), None);
        assert_eq!(
            name(Language::German, Kind::Language, "deu"),
            Some("Deutsch")
        );
        assert_eq!(
            name(Language::German, Kind::Language, "esl"),
            Some("Spanisch")
        );
        assert_eq!(
            name(Language::Polish, Kind::Country, "ch"),
            Some("Szwajcaria")
        );
        assert_eq!(
            name(Language::ChineseSimplified, Kind::Country, "rs"),
            Some("塞尔维亚")
        );
    }
}
