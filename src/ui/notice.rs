//! News for the window's corner (`toasts`): the one shape every panel model and the app use
//! to say that something happened or went wrong, without egui, so models return it as data.

/// News for a toast: a problem stays until dismissed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub problem: bool,
    /// The technical detail behind a problem, for "Details"; empty for none.
    pub details: String,
}

impl Notice {
    /// Something that happened; it fades after a while.
    pub fn news(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            problem: false,
            details: String::new(),
        }
    }

    /// Something that went wrong: stays until dismissed.
    pub fn problem(text: impl Into<String>) -> Self {
        Self {
            problem: true,
            ..Self::news(text)
        }
    }

    /// Something that went wrong, in plain words (`text`), with its technical detail.
    pub fn problem_with_details(text: impl Into<String>, details: impl Into<String>) -> Self {
        Self {
            details: details.into(),
            ..Self::problem(text)
        }
    }
}
