//! What became of a request, as a reason the journal keeps beside its English words: the
//! window words it in its language whenever it shows the request, while the journal's
//! `message` stays English for the command line and older desks. A journal written before
//! notes were kept (or by a desk that changed the words since) has none, and the window shows
//! its English words as they are.

use serde::{Deserialize, Serialize};

use crate::api::{TransportFailure, Trouble};

/// The outbox's note on a request's answer (`outbox::outcome`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "note", rename_all = "snake_case")]
pub enum RequestNote {
    /// The directory accepted the message (2xx) but its receipt could not be read.
    ReceiptUnreadable,
    /// The directory may have acted on it, after `trouble`: never sent again without the
    /// user's word.
    MaybeDelivered { trouble: Trouble },
    /// Refused, and sending the same again would meet the same refusal.
    Refused { trouble: Trouble },
    /// The credentials were refused: it waits for the next sign-in.
    SignInAgain { trouble: Trouble },
    /// Not processed, `attempts` times: the outbox gave up.
    GaveUp { attempts: u32, trouble: Trouble },
    /// Not processed: it goes again on its own.
    TryingAgain { trouble: Trouble },
    /// The directory asked for a longer pause than the outbox sleeps through: until
    /// `until_ms`, `hours` and `minutes` from the answer.
    WaitUntil {
        until_ms: i64,
        hours: u64,
        minutes: u64,
    },
    /// The directory asked for a pause of more than a year (`seconds`).
    WaitOverAYear { seconds: u64 },
}

impl RequestNote {
    /// In the language spoken where it is called: the window's, or English for the journal.
    pub fn words(&self) -> String {
        match self {
            Self::ReceiptUnreadable => crate::tr!("outbox-note-receipt-unreadable"),
            Self::MaybeDelivered { trouble } => {
                crate::tr!("outbox-note-maybe-delivered", why = after_sending(trouble))
            }
            Self::Refused { trouble } => trouble.words(),
            Self::SignInAgain { trouble } => {
                crate::tr!("outbox-note-sign-in-again", why = trouble.words())
            }
            Self::GaveUp { attempts, trouble } => crate::tr!(
                "outbox-note-gave-up",
                count = crate::api::ungrouped(u64::from(*attempts)),
                why = trouble.words()
            ),
            Self::TryingAgain { trouble } => {
                crate::tr!("outbox-note-trying-again", why = trouble.words())
            }
            // Hours, minutes and seconds are given as text: the English never grouped them.
            Self::WaitUntil {
                until_ms,
                hours,
                minutes,
            } => crate::tr!(
                "outbox-note-wait-until",
                until = crate::times::utc_minutes(*until_ms),
                hours = hours.to_string(),
                minutes = minutes.to_string()
            ),
            Self::WaitOverAYear { seconds } => {
                crate::tr!(
                    "outbox-note-wait-over-a-year",
                    seconds = seconds.to_string()
                )
            }
        }
    }

    /// As the journal keeps it.
    pub(super) fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// As the journal keeps it; `None` for none, or for one this desk does not know (written
    /// by a newer one): then its English words are shown.
    pub(super) fn from_json(json: Option<&str>) -> Option<Self> {
        serde_json::from_str(json?).ok()
    }
}

/// What went wrong with a request that may have reached the directory.
fn after_sending(trouble: &Trouble) -> String {
    match trouble {
        Trouble::Transport {
            failure: TransportFailure::Timeout,
        } => crate::tr!("outbox-note-timed-out-after-sending"),
        Trouble::Transport { .. } => crate::tr!("outbox-note-broke-after-sending"),
        other => other.words(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::AuthFailure;
    use crate::i18n::{Language, in_english, scoped};

    fn busy() -> Trouble {
        Trouble::RateLimited { wait_secs: None }
    }

    /// Every note, with the English the journal has always kept for it.
    fn every_note() -> Vec<(RequestNote, &'static str)> {
        let dropped = Trouble::Transport {
            failure: TransportFailure::Dropped,
        };
        let timeout = Trouble::Transport {
            failure: TransportFailure::Timeout,
        };
        vec![
            (
                RequestNote::ReceiptUnreadable,
                "The directory accepted the message; its receipt could not be read.",
            ),
            (
                RequestNote::MaybeDelivered { trouble: dropped },
                "The connection broke after the message was sent. It may have been delivered: \
                 check before sending it again.",
            ),
            (
                RequestNote::MaybeDelivered { trouble: timeout },
                "The directory did not answer in time after the message was sent. It may have \
                 been delivered: check before sending it again.",
            ),
            (
                RequestNote::Refused {
                    trouble: Trouble::Forbidden,
                },
                "This account is not allowed to do that.",
            ),
            (
                RequestNote::SignInAgain {
                    trouble: Trouble::Unauthorized {
                        reason: AuthFailure::ExpiredToken,
                    },
                },
                "Not sent. The sign-in has expired. Sign in again and resume.",
            ),
            (
                RequestNote::GaveUp {
                    attempts: 5,
                    trouble: busy(),
                },
                "Not delivered after 5 attempts. The directory is busy and asks us to slow down.",
            ),
            (
                RequestNote::TryingAgain { trouble: busy() },
                "The directory is busy and asks us to slow down. We will try again.",
            ),
            (
                RequestNote::WaitUntil {
                    until_ms: 1_795_525_560_000,
                    hours: 2,
                    minutes: 0,
                },
                "The directory asks us to wait until 2026-11-24 13:06 UTC (2 h 0 min); the job \
                 is paused. Resume it after that.",
            ),
            (
                RequestNote::WaitOverAYear {
                    seconds: 40_000_000,
                },
                "The directory asks us to wait more than a year (40000000 s) before sending \
                 more; the job is paused. Resume it when the directory's limit has passed.",
            ),
        ]
    }

    #[test]
    fn in_english_each_note_says_what_the_journal_has_always_said() {
        let _german = scoped(Language::German);
        for (note, english) in every_note() {
            assert_eq!(in_english(|| note.words()), english, "{note:?}");
        }
    }

    #[test]
    fn the_window_words_each_note_in_its_language() {
        let _german = scoped(Language::German);
        let words: Vec<String> = every_note().iter().map(|(note, _)| note.words()).collect();
        assert_eq!(
            words[1],
            "Die Verbindung brach ab, nachdem die Nachricht gesendet wurde. Die Nachricht wurde \
             möglicherweise zugestellt: Prüfen Sie das, bevor Sie sie erneut senden."
        );
        assert_eq!(
            words[5],
            "Nach 5 Versuchen nicht zugestellt. Das Verzeichnis ist ausgelastet und bittet um \
             weniger Anfragen."
        );
        for ((note, english), german) in every_note().iter().zip(&words) {
            assert_ne!(german, english, "{note:?} is not German");
        }
    }

    #[test]
    fn a_note_reads_back_as_the_journal_kept_it() {
        for (note, _) in every_note() {
            let json = note.to_json();
            assert_eq!(RequestNote::from_json(Some(&json)), Some(note), "{json}");
        }
        assert_eq!(RequestNote::from_json(None), None);
        assert_eq!(RequestNote::from_json(Some("English words")), None);
    }
}
