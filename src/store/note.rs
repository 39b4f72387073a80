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
    /// The team database could not be asked (whether a colleague marked anyone do not
    /// contact meanwhile, or to check what a job sends again): the job waits, and is tried
    /// again at `retry_at_ms`, checked against the team first.
    TeamAway { retry_at_ms: i64 },
    /// The run sending it stopped (a crash, the laptop closed) while it was out: it may have
    /// been delivered.
    Interrupted,
    /// Everyone in it was marked do not contact after the job was written, on this desk
    /// (`for_team: false`) or for the team.
    NobodyToContact { for_team: bool },
    /// The user said an uncertain request was delivered.
    MarkedDelivered,
    /// A job's run ended abnormally (a panic, its task stopped), for `reason` (redacted, in
    /// English: it is ours, technical).
    Crashed { reason: String },
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
            Self::Interrupted => crate::tr!("outbox-note-interrupted"),
            Self::NobodyToContact { for_team: false } => {
                crate::tr!("outbox-note-nobody-to-contact")
            }
            Self::NobodyToContact { for_team: true } => {
                crate::tr!("outbox-note-nobody-to-contact-for-team")
            }
            Self::MarkedDelivered => crate::tr!("outbox-note-marked-delivered"),
            Self::Crashed { reason } => {
                crate::tr!("outbox-note-crashed", reason = reason.as_str())
            }
            Self::WaitOverAYear { seconds } => {
                crate::tr!(
                    "outbox-note-wait-over-a-year",
                    seconds = seconds.to_string()
                )
            }
            Self::TeamAway { retry_at_ms } => crate::tr!(
                "outbox-note-team-away",
                until = crate::times::utc_minutes(*retry_at_ms)
            ),
        }
    }

    /// Its English words, as the journal's `message` keeps them and the command line says.
    pub fn in_english(&self) -> String {
        crate::i18n::in_english(|| self.words())
    }

    /// What a journal row holds of it: its English words (`message`, `job.note`) and itself
    /// (`chunk.note`, `job.reason`), written together so that they always agree.
    pub(super) fn columns(&self) -> (String, String) {
        (self.in_english(), self.to_json())
    }

    /// When a job paused for this reason may go on by itself (Unix ms): a wait the
    /// directory asked for, and the team database away (tried again then, checked against
    /// the team first); a refused sign-in, a wait of over a year, a crash or anything the
    /// user must look at never does.
    pub fn lapses_at(&self) -> Option<i64> {
        match self {
            Self::WaitUntil { until_ms, .. } => Some(*until_ms),
            Self::TeamAway { retry_at_ms } => Some(*retry_at_ms),
            _ => None,
        }
    }

    /// When a job whose reason the journal keeps as `json` may go on by itself
    /// ([`Self::lapses_at`]); `None` for one that never lapses, or that this desk cannot read.
    pub(super) fn lapse_of(json: &str) -> Option<i64> {
        Self::from_json(Some(json))?.lapses_at()
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
                 is paused, and goes on by itself then.",
            ),
            (
                RequestNote::TeamAway {
                    retry_at_ms: 1_795_525_560_000,
                },
                "The team database could not be asked whether a colleague marked anyone do not \
                 contact; the job is paused, and tries again at 2026-11-24 13:06 UTC, checked \
                 against the team first.",
            ),
            (
                RequestNote::WaitOverAYear {
                    seconds: 40_000_000,
                },
                "The directory asks us to wait more than a year (40000000 s) before sending \
                 more; the job is paused. Resume it when the directory's limit has passed.",
            ),
            (
                RequestNote::Interrupted,
                "Sending was interrupted while this request was out: it may have been delivered.",
            ),
            (
                RequestNote::NobodyToContact { for_team: false },
                "Not sent: everyone in this request was marked do not contact after the job was \
                 written.",
            ),
            (
                RequestNote::NobodyToContact { for_team: true },
                "Not sent: everyone in this request was marked do not contact for the team after \
                 the job was written.",
            ),
            (RequestNote::MarkedDelivered, "Marked as delivered by you."),
            (
                RequestNote::Crashed {
                    reason: "an internal error".into(),
                },
                "Sending stopped unexpectedly (an internal error). Requests that were out may \
                 have been delivered; nothing else was sent. Resume to send the rest.",
            ),
        ]
    }

    #[test]
    fn notes_kept_in_a_journal_are_read_in_the_shape_they_were_written() {
        // Literal, as journals on disk hold them: a rename in `api` or here fails this test
        // rather than turning every kept note back into English.
        let kept = [
            (
                r#"{"note":"maybe_delivered","trouble":{"kind":"transport","failure":"dropped"}}"#,
                RequestNote::MaybeDelivered {
                    trouble: Trouble::Transport {
                        failure: TransportFailure::Dropped,
                    },
                },
            ),
            (
                r#"{"note":"sign_in_again","trouble":{"kind":"unauthorized","reason":"expired_token"}}"#,
                RequestNote::SignInAgain {
                    trouble: Trouble::Unauthorized {
                        reason: AuthFailure::ExpiredToken,
                    },
                },
            ),
            (
                r#"{"note":"gave_up","attempts":6,"trouble":{"kind":"rate_limited","wait_secs":null}}"#,
                RequestNote::GaveUp {
                    attempts: 6,
                    trouble: busy(),
                },
            ),
            (r#"{"note":"interrupted"}"#, RequestNote::Interrupted),
            (
                r#"{"note":"nobody_to_contact","for_team":true}"#,
                RequestNote::NobodyToContact { for_team: true },
            ),
            (
                r#"{"note":"marked_delivered"}"#,
                RequestNote::MarkedDelivered,
            ),
            (
                r#"{"note":"team_away","retry_at_ms":1795525560000}"#,
                RequestNote::TeamAway {
                    retry_at_ms: 1_795_525_560_000,
                },
            ),
        ];
        for (json, note) in kept {
            assert_eq!(
                RequestNote::from_json(Some(json)),
                Some(note.clone()),
                "{json}"
            );
            assert_eq!(note.to_json(), json);
        }
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
