//! Which language the window speaks: chosen once at start (`DIRECTORY_DESK_LANGUAGE` for one
//! run, else the saved choice, else the system's preferred languages) and changed at once from
//! View → Language, without a restart. The words themselves are `crate::i18n`'s.

use crate::i18n::{self, Language};

/// Chooses for one run, over the saved choice: `de-DE`, `zh-CN`, `pseudo`.
pub const ENV: &str = "DIRECTORY_DESK_LANGUAGE";

/// What the user chose in View → Language: a language, or `None` to follow the system.
pub type Choice = Option<Language>;

/// The language for this run, made current for the process.
pub fn start(saved: Choice) -> Language {
    let language = from_env().or(saved).unwrap_or_else(Language::from_system);
    i18n::set_language(language);
    language
}

/// The language a choice means now, made current.
pub fn choose(choice: Choice) -> Language {
    let language = choice.unwrap_or_else(Language::from_system);
    i18n::set_language(language);
    language
}

fn from_env() -> Option<Language> {
    std::env::var(ENV).ok().and_then(|tag| {
        let language = Language::from_tag(&tag);
        if language.is_none() {
            tracing::warn!(tag, "{ENV} names a language the window does not speak");
        }
        language
    })
}

/// The entries of View → Language: following the system (named in the language it means),
/// then every locale in its own name; the pseudo-locale only when it was asked for.
pub fn menu(ui: &mut egui::Ui, saved: Choice) -> Option<Choice> {
    let mut chosen = None;
    let system = Language::from_system();
    // The system's language named in the window's: "Systemsprache (Englisch)".
    let follow = crate::tr!(
        "menu-language-system",
        language = super::values::language_name(system)
    );
    if ui.radio(saved.is_none(), follow).clicked() {
        chosen = Some(None);
    }
    ui.separator();
    let pseudo_asked = from_env() == Some(Language::Pseudo) || saved == Some(Language::Pseudo);
    let mut offered = i18n::locales_with_words();
    if pseudo_asked {
        offered.push(Language::Pseudo);
    }
    for language in offered {
        let label = egui::RichText::new(language.autonym());
        if ui.radio(saved == Some(language), label).clicked() {
            chosen = Some(Some(language));
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    /// eframe keeps the choice in RON, where "de-DE" is no plain identifier: it must come
    /// back, or the whole saved state would be dropped as unreadable.
    #[test]
    fn a_saved_choice_comes_back_from_eframes_storage() {
        for language in Language::ALL {
            let saved = ron::to_string(&Some(language)).unwrap();
            let loaded: Choice = ron::from_str(&saved).unwrap_or_else(|e| panic!("{saved}: {e}"));
            assert_eq!(loaded, Some(language), "{saved}");
        }
    }

    #[test]
    fn choosing_a_language_makes_it_current_and_following_the_system_falls_back_sanely() {
        let _scope = i18n::scoped(Language::EnglishUs);
        assert_eq!(choose(Some(Language::German)), Language::German);
        assert_eq!(i18n::current(), Language::German);
        assert_eq!(crate::tr!("menu-view"), "Ansicht");
        let system = choose(None);
        assert_ne!(system, Language::Pseudo);
        assert_eq!(i18n::current(), system);
    }
}
