//! Names for the directory's codes, so that nobody has to know one: languages (`deu` →
//! German), countries (`ch` → Switzerland), language pairs (`eng_deu` → English → German),
//! services, general and specific disciplines, account types.
//!
//! Built in: ISO's names for languages (`isolang`) and countries (`celes`), put into the words
//! people use, plus the directory's quirks (`languages`, `countries`) and its own lists
//! (`directory`). A directory that serves its own code lists (`GET /v2/codes/…`) gives
//! [`DirectoryLists`], which override the built-in names and decide what pickers offer.
//!
//! The built-in names of languages and countries are in the window's language (`localised`,
//! CLDR's names); a directory's own names stay as it serves them. The command line sets no
//! language, so it reads English.
//!
//! An unknown code is shown as the code, never dropped. Nothing here does I/O: the lists are
//! fetched by the API client and handed in.
//!
//! Uses only `i18n` (which language the window speaks); `api`, `sandbox`, `ui` and `cli` use it.

pub mod directory;

mod countries;
mod find;
mod languages;
mod localised;

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, OnceLock};

use crate::i18n::Language;

pub use find::{NotFound, PairNotFound};
pub use localised::files as translated_names_files;

/// One code and the name to show for it. Numeric ids (services, disciplines, account types)
/// are written in decimal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub code: String,
    pub name: String,
}

impl Entry {
    pub fn new(code: &str, name: &str) -> Self {
        Self {
            code: code.to_owned(),
            name: name.to_owned(),
        }
    }
}

/// The kinds of code the directory uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Language,
    Country,
    Service,
    GeneralDiscipline,
    SpecificDiscipline,
    AccountType,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Language,
        Kind::Country,
        Kind::Service,
        Kind::GeneralDiscipline,
        Kind::SpecificDiscipline,
        Kind::AccountType,
    ];

    /// What a person calls one of these, for messages ("no language 'Englsh'").
    pub fn noun(self) -> &'static str {
        match self {
            Kind::Language => "language",
            Kind::Country => "country",
            Kind::Service => "service",
            Kind::GeneralDiscipline => "discipline",
            Kind::SpecificDiscipline => "specific discipline",
            Kind::AccountType => "account type",
        }
    }

    fn slot(self) -> usize {
        self as usize
    }

    /// Codes of this kind are compared in lower case (the wire's countries are lower case;
    /// a person may type `CH` or `DEU`).
    fn normalise(self, code: &str) -> String {
        code.trim().to_ascii_lowercase()
    }
}

/// The code lists a directory served about itself (`/v2/codes/language`,
/// `/v2/codes/language-service`, `/v2/codes/account-type`), already read from whatever shape
/// they came in. An empty list means "not served": the built-in one stays.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DirectoryLists {
    pub languages: Vec<Entry>,
    pub services: Vec<Entry>,
    pub account_types: Vec<Entry>,
}

impl DirectoryLists {
    pub fn is_empty(&self) -> bool {
        self.languages.is_empty() && self.services.is_empty() && self.account_types.is_empty()
    }
}

/// Names served by a directory are untrusted text shown in labels: longer than this is cut.
const MAX_SERVED_NAME: usize = 100;
/// And a list longer than this is not a code list.
const MAX_SERVED_ENTRIES: usize = 20_000;

/// Every name this app knows for the directory's codes. Cheap to share (`Arc`), built once
/// per directory: [`Catalogue::builtin`], or [`Catalogue::with_directory_lists`].
#[derive(Debug)]
pub struct Catalogue {
    /// What pickers offer, per kind, sorted by name.
    offered: [Vec<Entry>; 6],
    /// Every known name per kind by normalised code: the offered ones and, for kinds whose
    /// list the directory served, the built-in names of codes it left out.
    names: [HashMap<String, String>; 6],
    /// Other names people type for a country ("holland" → nl), lower case.
    country_aliases: HashMap<String, String>,
    /// Which kinds' lists came from the directory rather than the built-in tables.
    served: [bool; 6],
    /// For kinds whose list the directory served: its entries by normalised code, codes
    /// written as served. Only these codes are sent; the built-in names of other codes are
    /// for reading old records.
    served_codes: [HashMap<String, Entry>; 6],
    /// What pickers offer of a built-in kind in another language than English: the names in
    /// that language, sorted by them; made on first use, per kind and [`Language::ALL`] slot.
    offered_in: [[OnceLock<Vec<Entry>>; Language::ALL.len()]; 6],
}

static BUILTIN: LazyLock<Arc<Catalogue>> =
    LazyLock::new(|| Arc::new(Catalogue::build(&DirectoryLists::default())));

impl Catalogue {
    /// The built-in catalogue, for a directory that serves no code lists (or before its
    /// lists arrive).
    pub fn builtin() -> Arc<Catalogue> {
        Arc::clone(&BUILTIN)
    }

    /// The built-in catalogue with a directory's own lists laid over it.
    pub fn with_directory_lists(lists: &DirectoryLists) -> Arc<Catalogue> {
        if lists.is_empty() {
            return Self::builtin();
        }
        Arc::new(Self::build(lists))
    }

    fn build(lists: &DirectoryLists) -> Catalogue {
        let numbered = |table: &[(u32, &str)]| -> Vec<Entry> {
            table
                .iter()
                .map(|&(id, name)| Entry::new(&id.to_string(), name))
                .collect()
        };
        let specific: Vec<(u32, &str)> = directory::SPECIFIC_DISCIPLINES
            .iter()
            .map(|&(id, name, _)| (id, name))
            .collect();
        let countries = countries::all();
        let country_aliases = countries
            .iter()
            .flat_map(|(entry, aliases)| {
                aliases
                    .iter()
                    .map(|alias| (alias.to_lowercase(), entry.code.clone()))
            })
            .collect();
        let builtin: [Vec<Entry>; 6] = [
            languages::pickable(),
            countries.into_iter().map(|(entry, _)| entry).collect(),
            numbered(directory::SERVICES),
            numbered(directory::GENERAL_DISCIPLINES),
            numbered(&specific),
            numbered(directory::ACCOUNT_TYPES),
        ];
        let mut catalogue = Catalogue {
            offered: Default::default(),
            names: Default::default(),
            country_aliases,
            served: [false; 6],
            served_codes: Default::default(),
            offered_in: Default::default(),
        };
        for (kind, builtin) in Kind::ALL.into_iter().zip(builtin) {
            let served = match kind {
                Kind::Language => clean(kind, &lists.languages),
                Kind::Service => clean(kind, &lists.services),
                Kind::AccountType => clean(kind, &lists.account_types),
                _ => Vec::new(),
            };
            catalogue.set(kind, builtin, served);
        }
        catalogue
    }

    fn set(&mut self, kind: Kind, builtin: Vec<Entry>, served: Vec<Entry>) {
        let slot = kind.slot();
        let names = &mut self.names[slot];
        for entry in builtin.iter().chain(&served) {
            names.insert(kind.normalise(&entry.code), entry.name.clone());
        }
        self.served[slot] = !served.is_empty();
        self.served_codes[slot] = served
            .iter()
            .map(|entry| (kind.normalise(&entry.code), entry.clone()))
            .collect();
        let mut offered = if served.is_empty() { builtin } else { served };
        sort_by_name(&mut offered);
        self.offered[slot] = offered;
    }

    /// What a picker of this kind offers, sorted by name: in the window's language where the
    /// names are the built-in ones.
    pub fn entries(&self, kind: Kind) -> &[Entry] {
        let slot = kind.slot();
        let language = crate::i18n::current();
        if self.served[slot] || !localised::translated(kind) || language == Language::EnglishUs {
            return &self.offered[slot];
        }
        let at = Language::ALL.iter().position(|l| *l == language);
        let Some(at) = at else {
            return &self.offered[slot];
        };
        self.offered_in[slot][at].get_or_init(|| {
            let mut entries: Vec<Entry> = self.offered[slot]
                .iter()
                .map(|entry| match localised::name(language, kind, &entry.code) {
                    Some(name) => Entry::new(&entry.code, name),
                    None => entry.clone(),
                })
                .collect();
            sort_by_name(&mut entries);
            entries
        })
    }

    /// The English name of a code: the built-in one, or the directory's for a kind it
    /// served. What a person may type in any language, and what the command line shows.
    pub(crate) fn english_name(&self, kind: Kind, code: &str) -> Option<&str> {
        let code = kind.normalise(code);
        if let Some(name) = self.names[kind.slot()].get(&code) {
            return Some(name);
        }
        match kind {
            Kind::Language => languages::name(&code),
            _ => None,
        }
    }

    /// Whether this kind's names came from the directory's own list.
    pub fn served_by_directory(&self, kind: Kind) -> bool {
        self.served[kind.slot()]
    }

    /// The name of a code, if known: the directory's own when it served this kind and code,
    /// otherwise the built-in one in the window's language (English where that has none).
    pub fn name(&self, kind: Kind, code: &str) -> Option<&str> {
        let normalised = kind.normalise(code);
        if let Some(entry) = self.served_codes[kind.slot()].get(&normalised) {
            return Some(&entry.name);
        }
        if let Some(name) = localised::name(crate::i18n::current(), kind, &normalised) {
            return Some(name);
        }
        // Every ISO 639-3 language has a name, though pickers offer only the common ones.
        self.english_name(kind, &normalised)
    }

    /// The name of a code, or the code itself when it is unknown (never dropped).
    pub fn shown<'a>(&'a self, kind: Kind, code: &'a str) -> &'a str {
        self.name(kind, code).unwrap_or(code)
    }

    /// The name of a numeric id, or the id itself.
    pub fn shown_id(&self, kind: Kind, id: u32) -> String {
        let code = id.to_string();
        self.name(kind, &code).map_or(code, str::to_owned)
    }

    pub fn language<'a>(&'a self, code: &'a str) -> &'a str {
        self.shown(Kind::Language, code)
    }

    pub fn country<'a>(&'a self, code: &'a str) -> &'a str {
        self.shown(Kind::Country, code)
    }

    /// A language pair code (`eng_deu`, source and target joined by the first `_`) as
    /// "English → German". A code of another shape is shown as given.
    pub fn pair(&self, pair_code: &str) -> String {
        match pair_code.split_once('_') {
            Some((source, target)) if !source.is_empty() && !target.is_empty() => {
                format!("{} → {}", self.language(source), self.language(target))
            }
            _ => pair_code.to_owned(),
        }
    }

    /// The entry the directory served for this code (any case), when it served this kind.
    pub(crate) fn served_entry(&self, kind: Kind, code: &str) -> Option<&Entry> {
        self.served_codes[kind.slot()].get(&kind.normalise(code))
    }

    /// Whether `code` is not one of this directory's own, though it served its list of
    /// this kind: a code kept from before (a saved form, the built-in names), which the
    /// directory would not find anyone by.
    pub fn is_foreign(&self, kind: Kind, code: &str) -> bool {
        self.served_by_directory(kind) && self.served_entry(kind, code).is_none()
    }

    /// When `language_pair` was built from guessed codes (the directory published no
    /// language list): "asked for `eng_hrv`: this directory did not publish its language
    /// codes", for a search's result to say. `None` when the codes are the directory's own.
    pub fn guessed_pair(&self, language_pair: &str) -> Option<String> {
        (!self.served_by_directory(Kind::Language)).then(|| {
            format!(
                "asked for `{language_pair}`: this directory did not publish its language codes"
            )
        })
    }

    /// The code of a country someone typed by another name ("Holland"), lower case.
    fn country_by_alias(&self, typed_lower: &str) -> Option<&str> {
        self.country_aliases.get(typed_lower).map(String::as_str)
    }
}

/// By name, any case and without accents, then by code: the order pickers offer.
/// (Chinese names stay in code-point order: no collation by pinyin here.)
fn sort_by_name(entries: &mut [Entry]) {
    entries.sort_by_cached_key(|entry| (folded(&entry.name), entry.code.clone()));
}

/// A name as compared and sorted: lower case, accents and the letters that carry one in
/// their own shape taken off ("Österreich" → "osterreich", "Łotwa" → "lotwa"), so that a
/// name sorts among its letter's and is found as typed on any keyboard.
pub(crate) fn folded(name: &str) -> String {
    use unicode_normalization::{UnicodeNormalization, char::is_combining_mark};
    let mut out = String::with_capacity(name.len());
    for c in name.nfd().filter(|c| !is_combining_mark(*c)) {
        match c {
            'ł' | 'Ł' => out.push('l'),
            'ø' | 'Ø' => out.push('o'),
            'đ' | 'Đ' => out.push('d'),
            'ß' => out.push_str("ss"),
            'æ' | 'Æ' => out.push_str("ae"),
            'œ' | 'Œ' => out.push_str("oe"),
            other => out.extend(other.to_lowercase()),
        }
    }
    out
}

/// A served list made safe to show: trimmed, no control characters, names cut to a
/// sensible length, codes normalised, nameless or duplicate codes dropped, and codes of a
/// shape this kind never has (a language "37", a service "TR") left out; a list that is
/// mostly such codes is not the list we think it is, so it is not used at all (empty), and
/// the built-in one stays. Otherwise a picked name could become a query the directory
/// cannot read, or a filter quietly dropped.
fn clean(kind: Kind, served: &[Entry]) -> Vec<Entry> {
    let usable = clean_entries(kind, served);
    let offered = served.len().min(MAX_SERVED_ENTRIES);
    if usable.len() * 2 < offered {
        return Vec::new();
    }
    usable
}

/// Longer than this is no language code.
const MAX_LANGUAGE_CODE: usize = 16;

/// Whether `code` (normalised) has the shape codes of this kind have on the wire.
fn has_the_shape_of(kind: Kind, code: &str) -> bool {
    match kind {
        // The directory's own codes are opaque: mostly three letters (`esl`), some with a
        // leading dot (`.bo`), one only punctuation. Never an `_`, which joins a pair, nor
        // a space or a control character, nor digits alone (row numbers, not codes).
        Kind::Language => {
            code.len() <= MAX_LANGUAGE_CODE
                && !code.bytes().all(|b| b.is_ascii_digit())
                && code
                    .chars()
                    .all(|c| c != '_' && !c.is_whitespace() && !c.is_control())
        }
        // Two letters (`ch`).
        Kind::Country => {
            (2..=3).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_lowercase())
        }
        Kind::Service | Kind::GeneralDiscipline | Kind::SpecificDiscipline | Kind::AccountType => {
            code.len() <= 9 && code.bytes().all(|b| b.is_ascii_digit())
        }
    }
}

fn clean_entries(kind: Kind, served: &[Entry]) -> Vec<Entry> {
    let mut seen = std::collections::HashSet::new();
    served
        .iter()
        .take(MAX_SERVED_ENTRIES)
        .filter_map(|entry| {
            let code = kind.normalise(&entry.code);
            let name: String = entry
                .name
                .chars()
                .filter(|c| !c.is_control())
                .take(MAX_SERVED_NAME)
                .collect();
            let name = name.trim();
            let sane_code = !code.is_empty() && has_the_shape_of(kind, &code);
            // Kept as served: the directory's codes are opaque, so they go back as they came.
            (sane_code && !name.is_empty() && seen.insert(code))
                .then(|| Entry::new(entry.code.trim(), name))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_become_names_and_unknown_codes_pass_through() {
        let catalogue = Catalogue::builtin();
        assert_eq!(catalogue.language("deu"), "German");
        assert_eq!(catalogue.language("esl"), "Spanish");
        assert_eq!(catalogue.language("DEU"), "German");
        assert_eq!(catalogue.language("qqx"), "qqx");
        assert_eq!(catalogue.country("ch"), "Switzerland");
        assert_eq!(catalogue.country("CH"), "Switzerland");
        assert_eq!(catalogue.country("zz"), "zz");
        assert_eq!(catalogue.shown_id(Kind::Service, 1), "Translation");
        assert_eq!(catalogue.shown_id(Kind::Service, 999), "999");
        assert_eq!(
            catalogue.shown_id(Kind::AccountType, 3),
            "Freelancer and outsourcer"
        );
        assert_eq!(
            catalogue.shown_id(Kind::SpecificDiscipline, 107),
            "Law (general)"
        );
    }

    #[test]
    fn pairs_read_as_source_arrow_target() {
        let catalogue = Catalogue::builtin();
        assert_eq!(catalogue.pair("eng_deu"), "English → German");
        assert_eq!(catalogue.pair("ukr_tur"), "Ukrainian → Turkish");
        assert_eq!(catalogue.pair("eng_xyz"), "English → xyz");
        assert_eq!(catalogue.pair("engdeu"), "engdeu");
        assert_eq!(catalogue.pair("a_b_c"), "a → b_c", "split at the first _");
        assert_eq!(catalogue.pair("_deu"), "_deu");
    }

    #[test]
    fn built_in_names_are_in_the_window_s_language_and_the_directory_s_stay_as_served() {
        let _german = crate::i18n::scoped(Language::German);
        let builtin = Catalogue::builtin();
        assert_eq!(builtin.country("CH"), "Schweiz");
        assert_eq!(builtin.pair("eng_deu"), "Englisch → Deutsch");
        assert_eq!(
            builtin.language("esl"),
            "Spanisch",
            "the directory's own code"
        );
        assert_eq!(builtin.language("qqx"), "qqx");
        assert_eq!(
            builtin.shown_id(Kind::Service, 1),
            "Translation",
            "the directory's"
        );
        let served = Catalogue::with_directory_lists(&DirectoryLists {
            languages: vec![Entry::new("deu", "German"), Entry::new("srp", "Serbian")],
            ..Default::default()
        });
        assert_eq!(served.pair("deu_srp"), "German → Serbian");
        assert_eq!(served.language("ita"), "Italienisch", "a code it left out");
        assert_eq!(served.entries(Kind::Language)[0].name, "German");
        assert_eq!(
            served.country("ch"),
            "Schweiz",
            "no directory serves countries"
        );
    }

    #[test]
    fn pickers_offer_built_in_names_sorted_in_the_window_s_language() {
        let names = |language| {
            let _scope = crate::i18n::scoped(language);
            let catalogue = Catalogue::builtin();
            let entries = catalogue.entries(Kind::Country);
            let position = |code: &str| entries.iter().position(|e| e.code == code).unwrap();
            (
                position("de"),
                position("es"),
                entries[position("de")].name.clone(),
            )
        };
        // Germany comes before Spain in English and Alemania before España in Spanish,
        // but Niemcy after Hiszpania in Polish.
        let (de, es, name) = names(Language::EnglishUs);
        assert!(de < es && name == "Germany");
        let (de, es, name) = names(Language::Spanish);
        assert!(de < es && name == "Alemania", "{de} {es} {name}");
        let (de, es, name) = names(Language::Polish);
        assert!(
            de > es && name == "Niemcy",
            "Niemcy after Hiszpania: {de} {es}"
        );
        assert_eq!(
            names(Language::EnglishUs).2,
            "Germany",
            "each language keeps its own order"
        );
    }

    #[test]
    fn a_served_list_overrides_names_and_decides_what_is_offered() {
        let lists = DirectoryLists {
            languages: vec![
                Entry::new("DEU", "German (Germany)"),
                Entry::new("gsw", "Swiss German"),
                Entry::new("bad code!", "Nonsense"),
                Entry::new("eng", "  \u{7}English\n "),
                Entry::new("fra", ""),
            ],
            ..Default::default()
        };
        let catalogue = Catalogue::with_directory_lists(&lists);
        assert!(catalogue.served_by_directory(Kind::Language));
        assert!(!catalogue.served_by_directory(Kind::Service));
        assert_eq!(catalogue.language("deu"), "German (Germany)");
        assert_eq!(catalogue.language("eng"), "English");
        // Left out by the directory's list, still named from the built-in one.
        assert_eq!(catalogue.language("ita"), "Italian");
        let offered: Vec<&str> = catalogue
            .entries(Kind::Language)
            .iter()
            .map(|e| e.code.as_str())
            .collect();
        assert_eq!(offered, ["eng", "DEU", "gsw"], "codes kept as served");
        assert_eq!(
            catalogue.entries(Kind::Service).len(),
            directory::SERVICES.len()
        );
    }

    #[test]
    fn a_served_list_of_codes_in_another_shape_is_not_used() {
        // Row numbers where language codes belong, letters where service ids belong.
        let lists = DirectoryLists {
            languages: vec![Entry::new("37", "English"), Entry::new("52", "German")],
            services: vec![
                Entry::new("TR", "Translation"),
                Entry::new("1", "Translation"),
            ],
            ..Default::default()
        };
        let catalogue = Catalogue::with_directory_lists(&lists);
        assert!(!catalogue.served_by_directory(Kind::Language));
        assert_eq!(catalogue.language("deu"), "German");
        // Half usable: the usable half is used, the rest left out.
        assert!(catalogue.served_by_directory(Kind::Service));
        let services: Vec<&str> = catalogue
            .entries(Kind::Service)
            .iter()
            .map(|e| e.code.as_str())
            .collect();
        assert_eq!(services, ["1"]);
    }

    #[test]
    fn an_empty_served_list_is_the_builtin_catalogue() {
        let catalogue = Catalogue::with_directory_lists(&DirectoryLists::default());
        assert!(Arc::ptr_eq(&catalogue, &Catalogue::builtin()));
    }
}
