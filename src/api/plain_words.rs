//! Errors in plain words: what a person reads first when something went wrong is one
//! sentence of ours, never a library's text. The technical detail (the library's words, the
//! HTTP status, the directory's own words from [`ServerMessages`](super::ServerMessages))
//! is kept beside it, for a *Details* expander, the log and a support request.

use serde::{Deserialize, Serialize};

use super::error::{ApiError, AuthFailure, TransportFailure};

/// An error as a person reads it: a plain sentence, and the detail kept apart.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Explained {
    /// One or two plain sentences, capitalised and ending with a full stop.
    pub plain: String,
    /// The technical detail: the library's or the directory's words, the HTTP status. May be
    /// empty when there is nothing more to say.
    pub details: String,
}

impl Explained {
    pub fn new(plain: impl Into<String>, details: impl Into<String>) -> Self {
        Self {
            plain: plain.into(),
            details: details.into(),
        }
    }

    /// "`plain`\n  details: `details`", as the command line prints it.
    pub fn for_terminal(&self) -> String {
        if self.details.trim().is_empty() {
            self.plain.clone()
        } else {
            format!("{}\n  details: {}", self.plain, self.details)
        }
    }
}

/// What went wrong, as far as its plain sentence tells it: kept with a request in the
/// outbox's journal, so that the window words it in its language whenever it shows it,
/// while the journal's own text stays English for the command line.
///
/// Its serde form (and that of [`AuthFailure`] and [`TransportFailure`] in it) is stored in
/// journals: renaming a variant or field makes old notes unreadable (they then show their
/// English). `store::note`'s tests pin the stored shape.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Trouble {
    BaseUrl,
    InvalidRequest,
    Unauthorized {
        reason: AuthFailure,
    },
    Forbidden,
    NotFound,
    Rejected,
    NotAvailable {
        what: String,
    },
    UnsupportedMediaType,
    /// `wait_secs`: how long the directory asked us to wait, when it said (and more than 0).
    RateLimited {
        wait_secs: Option<u64>,
    },
    ServerTrouble,
    Malformed,
    Transport {
        failure: TransportFailure,
    },
}

impl Trouble {
    /// One plain sentence, in the language spoken where it is called (the window's, or
    /// English in the command line and the journal).
    pub fn words(&self) -> String {
        match self {
            Self::BaseUrl => crate::tr!("errors-base-url"),
            Self::InvalidRequest => crate::tr!("errors-invalid-request"),
            Self::Unauthorized { reason } => crate::tr!(match reason {
                AuthFailure::InvalidApiKey => "errors-unauthorized-api-key",
                AuthFailure::InvalidToken => "errors-unauthorized-token",
                AuthFailure::ExpiredToken => "errors-unauthorized-expired",
                AuthFailure::Other => "errors-unauthorized-other",
            }),
            Self::Forbidden => crate::tr!("errors-forbidden"),
            Self::NotFound => crate::tr!("errors-not-found"),
            Self::Rejected => crate::tr!("errors-rejected"),
            Self::NotAvailable { what } => not_offered(what),
            Self::UnsupportedMediaType => crate::tr!("errors-unsupported-media-type"),
            Self::RateLimited {
                wait_secs: Some(secs),
            } => crate::tr!("errors-rate-limited-wait", count = ungrouped(*secs)),
            Self::RateLimited { wait_secs: None } => crate::tr!("errors-rate-limited"),
            Self::ServerTrouble => crate::tr!("errors-server-trouble"),
            Self::Malformed => crate::tr!("errors-malformed"),
            Self::Transport { failure } => crate::tr!(match failure {
                TransportFailure::Connect => "errors-transport-connect",
                TransportFailure::Timeout => "errors-transport-timeout",
                TransportFailure::Dropped => "errors-transport-dropped",
            }),
        }
    }
}

impl ApiError {
    /// What went wrong, for its plain sentence ([`Trouble::words`]).
    pub fn trouble(&self) -> Trouble {
        match self {
            Self::BaseUrl(_) => Trouble::BaseUrl,
            Self::InvalidRequest(_) => Trouble::InvalidRequest,
            Self::Unauthorized { reason, .. } => Trouble::Unauthorized { reason: *reason },
            Self::Forbidden { .. } => Trouble::Forbidden,
            Self::Rejected { status: 404, .. } => Trouble::NotFound,
            Self::Rejected { .. } => Trouble::Rejected,
            Self::NotAvailable { what, .. } => Trouble::NotAvailable {
                what: (*what).to_owned(),
            },
            Self::UnsupportedMediaType { .. } => Trouble::UnsupportedMediaType,
            Self::RateLimited { retry_after, .. } => Trouble::RateLimited {
                wait_secs: retry_after
                    .map(|wait| wait.as_secs())
                    .filter(|secs| *secs > 0),
            },
            Self::ServerTrouble { .. } => Trouble::ServerTrouble,
            Self::Malformed { .. } => Trouble::Malformed,
            Self::Transport { failure, .. } => Trouble::Transport { failure: *failure },
        }
    }

    /// One plain sentence for this error, the same wherever it is shown. Sentences that
    /// need the user to act say so in the caller's words ("sign in again and resume").
    pub fn plain_words(&self) -> String {
        self.trouble().words()
    }

    /// The technical detail: our reading with the HTTP status, the directory's own words, or
    /// the library's text below HTTP. Never a credential: none is in an `ApiError`.
    pub fn details(&self) -> String {
        self.to_string()
    }

    pub fn explained(&self) -> Explained {
        Explained::new(self.plain_words(), self.details())
    }
}

/// "This directory does not offer …": a sentence of its own for each thing the client asks
/// for, so that a translation need not fit the English noun into its grammar.
fn not_offered(what: &str) -> String {
    match what {
        "freelancer search" => crate::tr!("errors-not-available-search"),
        "availability" => crate::tr!("errors-not-available-availability"),
        // A thing added later without its own sentence: named as the code names it.
        other => crate::tr!("errors-not-available", what = other),
    }
}

/// A count for a plural that is written without grouping, as the English always was
/// ("1000 seconds"): Fluent still chooses the plural from the number.
pub(crate) fn ungrouped(n: u64) -> fluent_bundle::FluentValue<'static> {
    use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
    let options = FluentNumberOptions {
        use_grouping: false,
        ..FluentNumberOptions::default()
    };
    fluent_bundle::FluentValue::Number(FluentNumber::new(n as f64, options))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::api::ServerMessages;

    /// Every kind of error, each with a library's or server's text inside.
    pub(crate) fn one_of_each() -> Vec<ApiError> {
        let said = ServerMessages {
            error_messages: vec!["hyper::Error(IncompleteMessage)".into()],
            error: Some("invalid_token".into()),
            error_description: None,
        };
        let library = "error sending request for url (http://127.0.0.1:1/v2/users/me): client \
                       error (SendRequest): connection closed before message completed (reqwest)";
        let mut all = vec![
            ApiError::BaseUrl("relative URL without a base".into()),
            ApiError::InvalidRequest(vec!["serde_json::Error at line 1".into()]),
            ApiError::Forbidden {
                status: 403,
                messages: said.clone(),
            },
            ApiError::Rejected {
                status: 400,
                messages: said.clone(),
            },
            ApiError::Rejected {
                status: 404,
                messages: said.clone(),
            },
            ApiError::NotAvailable {
                status: 404,
                what: "freelancer search",
            },
            ApiError::UnsupportedMediaType {
                messages: said.clone(),
            },
            ApiError::RateLimited {
                retry_after: Some(Duration::from_secs(30)),
                messages: said.clone(),
            },
            ApiError::RateLimited {
                retry_after: None,
                messages: said.clone(),
            },
            ApiError::ServerTrouble {
                status: 502,
                messages: ServerMessages::default(),
                excerpt: Some("<html>nginx</html>".into()),
                from_directory: false,
            },
            ApiError::Malformed {
                status: Some(200),
                problem: "expected value at line 1 column 1 (serde_json)".into(),
            },
        ];
        for reason in [
            AuthFailure::InvalidApiKey,
            AuthFailure::InvalidToken,
            AuthFailure::ExpiredToken,
            AuthFailure::Other,
        ] {
            all.push(ApiError::Unauthorized {
                status: 401,
                reason,
                messages: said.clone(),
            });
        }
        for failure in [
            TransportFailure::Connect,
            TransportFailure::Timeout,
            TransportFailure::Dropped,
        ] {
            all.push(ApiError::Transport {
                failure,
                detail: library.into(),
            });
        }
        all
    }

    /// Text that comes from a library or a protocol, not from us.
    const LIBRARY_WORDS: &[&str] = &[
        "reqwest",
        "hyper",
        "error sending request",
        "sendrequest",
        "client error (",
        "serde",
        "http ",
        "(http",
        "invalid_token",
        "nginx",
        "url (",
        "::",
    ];

    #[test]
    fn no_plain_sentence_carries_a_library_s_words() {
        for err in one_of_each() {
            let plain = err.plain_words();
            let lower = plain.to_lowercase();
            for word in LIBRARY_WORDS {
                assert!(!lower.contains(word), "{plain:?} has {word:?} ({err:?})");
            }
            assert!(plain.starts_with(char::is_uppercase), "{plain:?}");
            assert!(plain.ends_with('.'), "{plain:?}");
            // The detail keeps what the plain sentence leaves out.
            let details = err.details();
            if let Some(status) = err.status() {
                assert!(details.contains(&status.to_string()), "{details}");
            }
            for said in err.server_messages() {
                assert!(details.contains(&said), "{details}");
            }
            if let ApiError::Transport { detail, .. } = &err {
                assert!(details.contains(detail.as_str()));
            }
        }
    }

    #[test]
    fn each_kind_of_trouble_has_its_own_sentence() {
        let sentences: std::collections::HashSet<String> =
            one_of_each().iter().map(ApiError::plain_words).collect();
        assert_eq!(sentences.len(), one_of_each().len());
        let dropped = ApiError::Transport {
            failure: TransportFailure::Timeout,
            detail: "operation timed out".into(),
        };
        assert_eq!(
            dropped.explained().for_terminal(),
            "The directory did not answer in time.\n  details: the server did not answer in \
             time: operation timed out"
        );
    }

    #[test]
    fn the_window_reads_the_sentence_in_its_own_language() {
        let _de = crate::i18n::scoped(crate::i18n::Language::German);
        let timeout = ApiError::Transport {
            failure: TransportFailure::Timeout,
            detail: "operation timed out".into(),
        };
        let explained = timeout.explained();
        assert_eq!(
            explained.plain,
            "Das Verzeichnis hat nicht rechtzeitig geantwortet."
        );
        // The detail stays as the library and our reading said it.
        assert!(explained.details.contains("operation timed out"));
        let busy = |secs| ApiError::RateLimited {
            retry_after: Some(Duration::from_secs(secs)),
            messages: ServerMessages::default(),
        };
        assert_eq!(
            busy(1).plain_words(),
            "Das Verzeichnis ist ausgelastet und bittet, 1 Sekunde zu warten."
        );
        let _pl = crate::i18n::scoped(crate::i18n::Language::Polish);
        assert!(busy(5).plain_words().contains("5 sekund."));
        assert!(busy(3).plain_words().contains("3 sekund."));
    }

    #[test]
    fn a_wait_in_english_is_counted_without_grouping() {
        let _en = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        let busy = |secs| ApiError::RateLimited {
            retry_after: Some(Duration::from_secs(secs)),
            messages: ServerMessages::default(),
        };
        assert_eq!(
            busy(1).plain_words(),
            "The directory is busy and asks us to wait 1 second."
        );
        assert_eq!(
            busy(3600).plain_words(),
            "The directory is busy and asks us to wait 3600 seconds."
        );
    }
}
