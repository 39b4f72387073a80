//! Sign-in and renewal errors in plain words, as `api::plain_words` does for the directory's:
//! one sentence for a person, and the technical text (the provider's words, the library's,
//! the token check that failed) kept apart as details.

use super::credentials::KeyringError;
use super::loopback::LoopbackError;
use super::oauth::TokenError;
use super::sign_in::SignInError;
use super::tokens::FreshTokenError;
use crate::api::Explained;

impl SignInError {
    pub fn explained(&self) -> Explained {
        let plain = match self {
            // Already ours, in plain words, for each OAuth error code.
            Self::Listener(LoopbackError::Refused { explanation, .. }) => {
                return Explained::new(explanation.clone(), self.to_string());
            }
            Self::Listener(LoopbackError::Cancelled) => "The sign-in was cancelled.",
            Self::Listener(LoopbackError::TimedOut(_)) => {
                "No answer came from the browser in time. Sign in again."
            }
            Self::Listener(LoopbackError::Bind { .. }) => {
                "The app could not wait for the browser's answer on this computer."
            }
            Self::Token(err) => return err.explained(),
            Self::AccountCheck(err) => return err.explained(),
            Self::IdToken(_) | Self::NoIdToken | Self::TwoUsers | Self::WrongIssuer(_) => {
                "The sign-in's answer did not pass this app's checks, so nobody was signed in."
            }
            Self::Jwks { .. } => {
                "The sign-in provider's keys could not be fetched, so the sign-in could not be \
                 checked."
            }
            Self::AccountMismatch { .. } => {
                "The sign-in and the directory name different users, so nobody was signed in."
            }
            Self::Browser(_) => "The browser could not be opened: open the address shown.",
        };
        Explained::new(plain, self.to_string())
    }
}

impl TokenError {
    pub fn explained(&self) -> Explained {
        let plain = match self {
            Self::Address(_) => "The sign-in provider's address is not usable.",
            Self::InvalidGrant { .. } => "The sign-in is no longer valid. Sign in again.",
            Self::Refused { .. } => "The sign-in provider refused.",
            Self::Unreachable(_) => "Could not reach the sign-in provider.",
            Self::Malformed(_) => "The sign-in provider's answer could not be read.",
        };
        Explained::new(plain, self.to_string())
    }
}

impl KeyringError {
    pub fn explained(&self) -> Explained {
        let plain = match self {
            Self::Unavailable(_) => "This system has no keyring to keep secrets in.",
            Self::TimedOut => "The system keyring did not answer. Is it locked?",
            Self::Failed(_) => "The system keyring refused.",
        };
        Explained::new(plain, self.to_string())
    }
}

impl FreshTokenError {
    pub fn explained(&self) -> Explained {
        match self {
            Self::Keyring(err) => err.explained(),
            Self::SignedOut(_) => Explained::new(
                "Signed out: the sign-in can no longer be renewed. Sign in again.",
                self.to_string(),
            ),
            Self::Refresh(err) => Explained {
                plain: format!(
                    "The sign-in could not be renewed. {}",
                    err.explained().plain
                ),
                details: self.to_string(),
            },
            Self::Stopped => Explained::new(
                "The sign-in's renewal stopped unexpectedly. Sign in again if the next request \
                 is refused.",
                "",
            ),
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
}
