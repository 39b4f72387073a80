//! News for the window's corner (`toasts`): the one shape every panel model and the app use
//! to say that something happened or went wrong, without egui, so models return it as data.

/// News for a toast: a problem stays until dismissed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub problem: bool,
    /// The technical detail behind a problem, for "Details"; empty for none.
    pub details: String,
    /// `text` in English, for the log beside the detail: the log is read in English (support,
    /// the command line's own lines) whatever the window speaks. Empty when nothing is logged.
    pub logged: String,
}

impl Notice {
    /// Something that happened; it fades after a while.
    pub fn news(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            problem: false,
            details: String::new(),
            logged: String::new(),
        }
    }

    /// Something that went wrong: stays until dismissed.
    pub fn problem(text: impl Into<String>) -> Self {
        Self {
            problem: true,
            ..Self::news(text)
        }
    }

    /// Something that went wrong, in plain words, with its technical detail; both go to the
    /// log as well. `words` makes the plain words: once in the window's language for the
    /// toast, once in English for the log.
    pub fn problem_with_details(words: impl Fn() -> String, details: impl Into<String>) -> Self {
        Self {
            details: details.into(),
            logged: crate::i18n::in_english(&words),
            ..Self::problem(words())
        }
    }

    /// Something that went wrong, whole in its plain words (made by `words`), which go to
    /// the log too, in English.
    pub fn problem_logged(words: impl Fn() -> String) -> Self {
        Self {
            logged: crate::i18n::in_english(&words),
            ..Self::problem(words())
        }
    }
}
