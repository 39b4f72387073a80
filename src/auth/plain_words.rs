//! Sign-in and renewal errors in plain words, as `api::plain_words` does for the directory's:
//! one sentence for a person, and the technical text (the provider's words, the library's,
//! the token check that failed) kept apart as details.

use super::credentials::KeyringError;
use super::loopback::LoopbackError;
use super::oauth::TokenError;
use super::refusal::refusal_words;
use super::sign_in::SignInError;
use super::tokens::FreshTokenError;
use crate::api::Explained;

impl SignInError {
    pub fn explained(&self) -> Explained {
        let plain = match self {
            // The listener's explanation is English (the browser's page shows it too): the
            // window reads the same sentence in its language, from the OAuth error code.
            Self::Listener(LoopbackError::Refused { error, .. }) => {
                return Explained::new(refusal_words(error), self.to_string());
            }
            Self::Listener(LoopbackError::Cancelled) => "auth-errors-cancelled",
            Self::Listener(LoopbackError::TimedOut(_)) => "auth-errors-browser-timed-out",
            Self::Listener(LoopbackError::Bind { .. }) => "auth-errors-cannot-listen",
            Self::Token(err) => return err.explained(),
            Self::AccountCheck(err) => return err.explained(),
            Self::IdToken(_) | Self::NoIdToken | Self::TwoUsers | Self::WrongIssuer(_) => {
                "auth-errors-answer-failed-checks"
            }
            Self::Jwks { .. } => "auth-errors-keys-unavailable",
            Self::AccountMismatch { .. } => "auth-errors-account-mismatch",
            Self::Browser(_) => "auth-errors-browser-not-opened",
        };
        Explained::new(crate::tr!(plain), self.to_string())
    }
}

impl TokenError {
    pub fn explained(&self) -> Explained {
        let plain = match self {
            Self::Address(_) => "auth-errors-provider-address",
            Self::InvalidGrant { .. } => "auth-errors-invalid-grant",
            Self::Refused { .. } => "auth-errors-provider-refused",
            Self::Unreachable(_) => "auth-errors-provider-unreachable",
            Self::Malformed(_) => "auth-errors-provider-malformed",
        };
        Explained::new(crate::tr!(plain), self.to_string())
    }
}

impl KeyringError {
    pub fn explained(&self) -> Explained {
        let plain = match self {
            Self::Unavailable(_) => "auth-errors-no-keyring",
            Self::TimedOut => "auth-errors-keyring-timed-out",
            Self::Failed(_) => "auth-errors-keyring-refused",
        };
        Explained::new(crate::tr!(plain), self.to_string())
    }
}

impl FreshTokenError {
    pub fn explained(&self) -> Explained {
        match self {
            Self::Keyring(err) => err.explained(),
            Self::SignedOut(_) => {
                Explained::new(crate::tr!("auth-errors-signed-out"), self.to_string())
            }
            Self::Refresh(err) => Explained {
                plain: crate::tr!("auth-errors-not-renewed", reason = err.explained().plain),
                details: self.to_string(),
            },
            Self::Stopped => Explained::new(crate::tr!("auth-errors-renewal-stopped"), ""),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    const LIBRARY_WORDS: &[&str] = &[
        "reqwest",
        "hyper",
        "error sending request",
        "sendrequest",
        "client error (",
        "os error",
        "invalid_grant",
        "access_denied",
        "jwks",
        "jose",
        "::",
    ];

    #[test]
    fn no_sign_in_sentence_carries_a_library_s_words() {
        let library = "error sending request for url (https://id.example/token): client error \
                       (SendRequest): hyper::Error (os error 111)";
        let token = || TokenError::Unreachable(library.into());
        let mut all: Vec<Explained> = vec![
            SignInError::Listener(LoopbackError::Cancelled).explained(),
            SignInError::Listener(LoopbackError::TimedOut(Duration::from_secs(300))).explained(),
            SignInError::Listener(LoopbackError::Refused {
                error: "access_denied".into(),
                explanation: "You declined the sign-in.".into(),
                description: Some("hyper::Error".into()),
            })
            .explained(),
            SignInError::Listener(LoopbackError::Bind {
                port: 1,
                source: std::io::Error::other("os error 98"),
            })
            .explained(),
            SignInError::Token(token()).explained(),
            SignInError::NoIdToken.explained(),
            SignInError::TwoUsers.explained(),
            SignInError::WrongIssuer("https://id.example/::".into()).explained(),
            SignInError::Jwks {
                url: "https://id.example/jwks".into(),
                problem: library.into(),
            }
            .explained(),
            SignInError::AccountMismatch {
                sub: "a".into(),
                user: "b".into(),
            }
            .explained(),
            SignInError::Browser(library.into()).explained(),
            TokenError::Address(library.into()).explained(),
            TokenError::InvalidGrant {
                description: Some("invalid_grant".into()),
            }
            .explained(),
            TokenError::Refused {
                code: "invalid_client".into(),
                description: Some(library.into()),
            }
            .explained(),
            TokenError::Malformed(library.into()).explained(),
            FreshTokenError::Refresh(token()).explained(),
            FreshTokenError::SignedOut(library.into()).explained(),
            FreshTokenError::Stopped.explained(),
        ];
        for keyring in [
            KeyringError::Unavailable(library.into()),
            KeyringError::TimedOut,
            KeyringError::Failed(library.into()),
        ] {
            all.push(FreshTokenError::Keyring(keyring).explained());
        }
        for explained in all {
            let lower = explained.plain.to_lowercase();
            for word in LIBRARY_WORDS {
                assert!(!lower.contains(word), "{explained:?} has {word:?}");
            }
            assert!(explained.plain.ends_with('.') || explained.plain.ends_with('?'));
        }
        // The library's text is kept, as details.
        assert!(
            SignInError::Token(token())
                .explained()
                .details
                .contains("SendRequest")
        );
    }

    #[test]
    fn a_renewal_that_failed_reads_whole_in_the_window_s_language() {
        let _de = crate::i18n::scoped(crate::i18n::Language::German);
        let failed = FreshTokenError::Refresh(TokenError::Unreachable("os error 111".into()));
        assert_eq!(
            failed.explained().plain,
            "Die Anmeldung konnte nicht erneuert werden. Der Anmeldedienst ist nicht erreichbar."
        );
        let _en = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        assert_eq!(
            failed.explained().plain,
            "The sign-in could not be renewed. Could not reach the sign-in provider."
        );
    }

    #[test]
    fn a_provider_s_refusal_reads_as_the_browser_page_says_it_in_english() {
        let refused = |code: &str| {
            SignInError::Listener(LoopbackError::Refused {
                error: code.into(),
                explanation: String::new(),
                description: None,
            })
            .explained()
            .plain
        };
        let _en = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        // The listener's page says the same sentences (auth::loopback::explain_error).
        assert_eq!(
            refused("access_denied"),
            "You declined the sign-in, so Directory Desk was not given access."
        );
        assert_eq!(
            refused("consent_required"),
            "The provider needs you to sign in or give consent in the browser; try again."
        );
        assert_eq!(
            refused("made_up"),
            "The provider refused the sign-in (made_up)."
        );
        let _de = crate::i18n::scoped(crate::i18n::Language::German);
        assert!(refused("access_denied").contains("Directory Desk"));
        assert!(!refused("access_denied").starts_with("You"));
    }
}
