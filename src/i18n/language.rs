//! The languages the window speaks, how each is named in its own words, and which one the
//! system asks for.

use serde::{Deserialize, Serialize};

/// A language of the window. `Pseudo` is English accented and made longer, for finding
/// words that bypass Fluent and layouts that clip; it is offered only when asked for
/// (`DIRECTORY_DESK_LANGUAGE=pseudo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Language {
    #[default]
    #[serde(rename = "en-US")]
    EnglishUs,
    #[serde(rename = "de-DE")]
    German,
    #[serde(rename = "fr-FR")]
    French,
    #[serde(rename = "es-ES")]
    Spanish,
    #[serde(rename = "pl-PL")]
    Polish,
    #[serde(rename = "zh-CN")]
    ChineseSimplified,
    #[serde(rename = "pseudo")]
    Pseudo,
}

impl Language {
    /// Every language, English first; the order of the View → Language menu.
    pub const ALL: [Language; 7] = [
        Language::EnglishUs,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Polish,
        Language::ChineseSimplified,
        Language::Pseudo,
    ];

    /// The BCP 47 tag, which is also the folder of its files under `assets/locales/`
    /// (the pseudo-locale has no folder: it is made from English).
    pub fn tag(self) -> &'static str {
        match self {
            Language::EnglishUs => "en-US",
            Language::German => "de-DE",
            Language::French => "fr-FR",
            Language::Spanish => "es-ES",
            Language::Polish => "pl-PL",
            Language::ChineseSimplified => "zh-CN",
            Language::Pseudo => "en-XA",
        }
    }

    /// The language's name in itself, as a language menu shows it to someone who may not
    /// read the current one.
    pub fn autonym(self) -> &'static str {
        match self {
            Language::EnglishUs => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::Polish => "Polski",
            Language::ChineseSimplified => "简体中文",
            Language::Pseudo => "Ƥşéûðô",
        }
    }

    /// A tag as the configuration, the environment or the command line gives it:
    /// `de-DE`, `de`, `pseudo`. `None` for a language the window does not speak.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let tag = tag.trim();
        if tag.eq_ignore_ascii_case("pseudo") || tag.eq_ignore_ascii_case("en-XA") {
            return Some(Language::Pseudo);
        }
        // "de_DE.UTF-8" (POSIX) and "de-DE" (BCP 47) alike.
        let tag = tag.split('.').next().unwrap_or(tag).replace('_', "-");
        let mut parts = tag.split('-');
        let language = parts.next()?.to_ascii_lowercase();
        let rest: Vec<String> = parts.map(|p| p.to_ascii_lowercase()).collect();
        match language.as_str() {
            "en" => Some(Language::EnglishUs),
            "de" => Some(Language::German),
            "fr" => Some(Language::French),
            "es" => Some(Language::Spanish),
            "pl" => Some(Language::Polish),
            // Simplified Chinese, not the traditional script of Taiwan, Hong Kong and Macau.
            "zh" if is_simplified_chinese(&rest) => Some(Language::ChineseSimplified),
            _ => None,
        }
    }

    /// The first of the system's preferred languages the window speaks; English when none.
    pub fn from_system() -> Language {
        Self::first_spoken(sys_locale::get_locales())
    }

    /// The first of `preferred` the window speaks, English when none.
    pub fn first_spoken(preferred: impl IntoIterator<Item = String>) -> Language {
        preferred
            .into_iter()
            .find_map(|tag| Language::from_tag(&tag).filter(|l| *l != Language::Pseudo))
            .unwrap_or_default()
    }
}

fn is_simplified_chinese(subtags: &[String]) -> bool {
    if subtags.iter().any(|s| s == "hant") {
        return false;
    }
    if subtags.iter().any(|s| s == "hans") {
        return true;
    }
    !subtags.iter().any(|s| s == "tw" || s == "hk" || s == "mo")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_tags_in_either_spelling_find_the_language() {
        assert_eq!(Language::from_tag("de_AT.UTF-8"), Some(Language::German));
        assert_eq!(Language::from_tag("fr-CA"), Some(Language::French));
        assert_eq!(
            Language::from_tag("zh-Hans-CN"),
            Some(Language::ChineseSimplified)
        );
        assert_eq!(
            Language::from_tag("zh-SG"),
            Some(Language::ChineseSimplified)
        );
        assert_eq!(Language::from_tag("zh-TW"), None);
        assert_eq!(Language::from_tag("zh-Hant"), None);
        assert_eq!(Language::from_tag("pt-BR"), None);
        assert_eq!(Language::from_tag(""), None);
    }

    #[test]
    fn the_first_preferred_language_spoken_wins_and_english_is_the_fallback() {
        let prefs = |tags: &[&str]| tags.iter().map(|t| t.to_string()).collect::<Vec<_>>();
        assert_eq!(
            Language::first_spoken(prefs(&["pt-BR", "pl-PL", "de-DE"])),
            Language::Polish
        );
        assert_eq!(
            Language::first_spoken(prefs(&["ja-JP", "ko"])),
            Language::EnglishUs
        );
        // The pseudo-locale is for testing; a system never chooses it.
        assert_eq!(
            Language::first_spoken(prefs(&["pseudo"])),
            Language::EnglishUs
        );
    }
}
