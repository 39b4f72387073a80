//! Language names for the directory's three-letter codes. The codes are close to ISO 639
//! (`eng`, `fra`, `deu`, `grc`), so ISO's English names come from `isolang`; the directory's
//! own quirks, where its code means something else than ISO's or ISO's name is not the one
//! people use, are the small table below.

use super::Entry;

/// Codes the directory uses differently from ISO 639-3, and names clearer than ISO's. Looked
/// up before ISO, so `esl` is Spanish here (ISO 639-3 has it as Egypt Sign Language).
const DIRECTORY_QUIRKS: &[(&str, &str)] = &[
    ("esl", "Spanish"),
    // ISO: "Modern Greek (1453-)"; the directory's profiles say Greek.
    ("ell", "Greek"),
    // Old ISO 639-2 bibliographic codes, which the directory's older records may carry.
    ("alb", "Albanian"),
    ("arm", "Armenian"),
    ("baq", "Basque"),
    ("bur", "Burmese"),
    ("chi", "Chinese"),
    ("cze", "Czech"),
    ("dut", "Dutch"),
    ("fre", "French"),
    ("geo", "Georgian"),
    ("ger", "German"),
    ("gre", "Greek"),
    ("ice", "Icelandic"),
    ("mac", "Macedonian"),
    ("mao", "Maori"),
    ("may", "Malay"),
    ("per", "Persian"),
    ("rum", "Romanian"),
    ("slo", "Slovak"),
    ("tib", "Tibetan"),
    ("wel", "Welsh"),
];

/// ISO 639-3 codes the directory writes another way: Spanish is `esl` there, never `spa`.
const REPLACED_BY_QUIRK: &[&str] = &["spa"];

/// Offered in pickers beside the common (ISO 639-1) languages: languages translators list
/// that have no two-letter code.
const EXTRA_PICKABLE: &[&str] = &["gsw", "grc", "yue"];

/// The English name of a directory language code, if it is one we know.
pub fn name(code: &str) -> Option<&'static str> {
    if let Some(&(_, name)) = DIRECTORY_QUIRKS.iter().find(|(c, _)| *c == code) {
        return Some(name);
    }
    if code.len() != 3 || !code.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    isolang::Language::from_639_3(code).map(|language| language.to_name())
}

/// The languages a picker offers when the directory serves no list of its own: every
/// language with a two-letter ISO code (the ones in common use, about 180), the few
/// translation languages without one, in the directory's codes.
pub fn pickable() -> Vec<Entry> {
    let common = isolang::languages()
        .filter(|language| language.to_639_1().is_some())
        .map(|language| language.to_639_3())
        .filter(|code| !REPLACED_BY_QUIRK.contains(code));
    let quirks = DIRECTORY_QUIRKS
        .iter()
        .take_while(|(code, _)| *code != "alb")
        .map(|&(code, _)| code);
    let mut codes: Vec<&str> = common
        .chain(quirks)
        .chain(EXTRA_PICKABLE.iter().copied())
        .collect();
    codes.sort_unstable();
    codes.dedup();
    codes
        .into_iter()
        .filter_map(|code| Some(Entry::new(code, name(code)?)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_directory_quirks_win_over_iso() {
        assert_eq!(name("esl"), Some("Spanish"));
        assert_eq!(name("ell"), Some("Greek"));
        assert_eq!(name("grc"), Some("Ancient Greek"));
        assert_eq!(name("ger"), Some("German"));
    }

    #[test]
    fn iso_codes_are_named_and_nonsense_is_not() {
        assert_eq!(name("deu"), Some("German"));
        assert_eq!(name("gsw"), Some("Swiss German"));
        assert_eq!(name("xqz"), None);
        assert_eq!(name("DEU"), None);
        assert_eq!(name("de"), None);
        assert_eq!(name(""), None);
    }

    #[test]
    fn pickers_offer_spanish_once_under_the_directorys_code() {
        let all = pickable();
        let spanish: Vec<_> = all.iter().filter(|e| e.name == "Spanish").collect();
        assert_eq!(spanish.len(), 1);
        assert_eq!(spanish[0].code, "esl");
        assert!(all.iter().any(|e| e.code == "gsw"));
        assert!(all.len() > 150, "{}", all.len());
        assert!(
            !all.iter().any(|e| e.code == "ger"),
            "bibliographic codes are for reading"
        );
    }
}
