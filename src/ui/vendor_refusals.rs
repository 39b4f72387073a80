//! Why what was typed in the vendor section was refused, in the window's words. The store's
//! refusals word themselves ([`Invalid::words`]); the catalogue's, which know nothing of the
//! window's words, are worded here. The command line prints their `Display`, in English.

use crate::catalogue::{Kind, NotFound, PairNotFound};
use crate::store::Invalid;
use crate::tr;

/// Why the rate typed in the section's form was not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RateRefusal {
    Pair(PairNotFound),
    Service(NotFound),
    Invalid(Invalid),
}

impl From<Invalid> for RateRefusal {
    fn from(invalid: Invalid) -> Self {
        Self::Invalid(invalid)
    }
}

impl RateRefusal {
    pub fn words(&self) -> String {
        match self {
            Self::Pair(miss) => pair_not_found(miss),
            Self::Service(miss) => not_found(miss),
            Self::Invalid(invalid) => invalid.words(),
        }
    }
}

/// "no language 'Englsh'; did you mean English?" in the window's language.
pub fn not_found(miss: &NotFound) -> String {
    let typed = miss.typed.as_str();
    let missing = tr!(
        match miss.kind {
            Kind::Language => "vendor-no-language",
            Kind::Country => "vendor-no-country",
            Kind::Service => "vendor-no-service",
            Kind::GeneralDiscipline => "vendor-no-discipline",
            Kind::SpecificDiscipline => "vendor-no-specific-discipline",
            Kind::AccountType => "vendor-no-account-type",
        },
        typed = typed
    );
    let names = match miss.suggestions.as_slice() {
        [] => return missing,
        [only] => only.clone(),
        [first @ .., last] => tr!(
            "vendor-names-or",
            first = crate::i18n::list(first),
            last = last.as_str()
        ),
    };
    tr!("vendor-did-you-mean", missing = missing, names = names)
}

/// A language pair not found as typed, in the window's language.
pub fn pair_not_found(miss: &PairNotFound) -> String {
    match miss {
        PairNotFound::NotAPair(typed) => tr!("vendor-not-a-pair", typed = typed.as_str()),
        PairNotFound::Language(miss) => not_found(miss),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::Catalogue;
    use crate::i18n::{Language, scoped};

    /// Each refusal the window words, and the command line's English for it.
    fn refusals() -> Vec<(RateRefusal, &'static str)> {
        let catalogue = Catalogue::builtin();
        let miss = |kind, typed| catalogue.resolve(kind, typed).unwrap_err();
        vec![
            (
                RateRefusal::Pair(catalogue.resolve_pair("Englsh > German").unwrap_err()),
                "no language 'Englsh'; did you mean English?",
            ),
            (
                RateRefusal::Pair(catalogue.resolve_pair("English").unwrap_err()),
                "'English' is not a language pair; write it as source_target, e.g. eng_deu",
            ),
            (
                RateRefusal::Service(miss(Kind::Service, "qqqqqqqq")),
                "no service 'qqqqqqqq'",
            ),
            (
                RateRefusal::Invalid(crate::store::Amount::parse("1,5").unwrap_err()),
                "'1,5' is not an amount: use digits and a point, e.g. 0.08 or 45 (no currency \
                 signs, commas or minus)",
            ),
        ]
    }

    #[test]
    fn a_refused_rate_reads_in_the_windows_language_and_the_command_lines_english() {
        let _german = scoped(Language::German);
        // The command line speaks English, so its suggestions are English names too.
        let made_in_english = crate::i18n::in_english(refusals);
        for (refusal, english) in made_in_english {
            let german = refusal.words();
            assert_ne!(german, english, "not German");
            let cli = match &refusal {
                RateRefusal::Pair(miss) => miss.to_string(),
                RateRefusal::Service(miss) => miss.to_string(),
                RateRefusal::Invalid(invalid) => invalid.to_string(),
            };
            assert_eq!(cli, english, "the command line's words are English");
            assert_eq!(crate::i18n::in_english(|| refusal.words()), english);
        }
        // The window suggests the names it shows: the built-in ones in its language.
        assert_eq!(
            refusals()[0].0.words(),
            "Sprache „Englsh“ nicht gefunden; meinten Sie Englisch oder Bengalisch?"
        );
    }

    #[test]
    fn several_suggestions_read_as_a_list_with_or() {
        let miss = NotFound {
            kind: Kind::Country,
            typed: "x".into(),
            suggestions: vec!["A".into(), "B".into(), "C".into()],
        };
        let _english = scoped(Language::EnglishUs);
        assert_eq!(not_found(&miss), miss.to_string());
        let _german = scoped(Language::German);
        assert_eq!(
            not_found(&miss),
            "Land „x“ nicht gefunden; meinten Sie A, B oder C?"
        );
        let _chinese = scoped(Language::ChineseSimplified);
        assert_eq!(
            not_found(&miss),
            "找不到国家或地区“x”；您是否要找 A、B 或 C？",
            "listed with the enumeration comma"
        );
    }
}
