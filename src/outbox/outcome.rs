//! What an answer to `POST /messages` means for a request: the state the journal records, and
//! whether the job can go on.
//!
//! # What is retried on its own, and what waits for you
//!
//! The one rule that matters most: a request the directory **may have acted on** is
//! `unknown` and is never sent again without the user's word. Only a request the directory
//! **certainly did not process** is sent again on its own. [`verdict`] is that rule, and the
//! only place it is written; every message goes through the outbox, which reads it.
//!
//! | what came back | [`Verdict`] | request state, what follows |
//! | --- | --- | --- |
//! | 2xx with a receipt | (not an error) | `sent` / `pending` / `rejected`, as the receipt says |
//! | 2xx whose receipt cannot be read | `Processed` | `sent`, "receipt could not be read" |
//! | no connection could be made (nothing was written) | `NotProcessed` | `retrying` with backoff, `failed` after `max_attempts` |
//! | 429 Too Many Requests | `NotProcessed` | `retrying`, never sooner than `Retry-After`; every request of the job waits too |
//! | 429 asking to wait more than [`LONGEST_WAIT`] | `NotProcessed` | `queued`; the job pauses with a note saying until when |
//! | 503 Service Unavailable whose body is the directory's own JSON error (`success: 0` or an `error_messages` array) | `NotProcessed` | `retrying` with backoff, `failed` after `max_attempts` |
//! | 503 with any other body: empty, a proxy's page, a gateway's own JSON (`{"message":…}`); the gateway may have forwarded the request to a directory that stored it | `MaybeProcessed` | `unknown` |
//! | 401 (credentials refused) | `NotProcessed` | `queued`; the job pauses until the user signs in again |
//! | any other 4xx (400, 403, 404, 413, 415, 422, …) | `Refused` | `failed`, with the directory's own words |
//! | the request was never sent (invalid, bad address) | `Refused` | `failed` |
//! | 500, 502, 504 or any other 5xx | `MaybeProcessed` | `unknown`: a service (or the proxy in front of it) can fail after storing the message |
//! | a 5xx whose body cannot be read | `MaybeProcessed` | `unknown` |
//! | the answer timed out | `MaybeProcessed` | `unknown` |
//! | the connection broke after the request was written | `MaybeProcessed` | `unknown` |
//! | an unreadable answer with no status at all | `MaybeProcessed` | `unknown` |
//!
//! An `unknown` request waits for the user: *resend* (it goes once more) or *mark
//! delivered*, one at a time or for all of a job's unknown requests at once.

use std::time::Duration;

use rand::Rng;
use serde::Serialize;
use uuid::Uuid;

use super::SendSettings;
use crate::api::{ApiError, Receipt, ReceiptStatus, TransportFailure};
use crate::store::{RequestAnswer, RequestNote, RequestState};

/// A directory asking for a longer pause than this is not slept through: the job pauses
/// with a note, and the user resumes it after the time the directory named.
pub const LONGEST_WAIT: Duration = Duration::from_secs(60 * 60);

/// What the journal says of a request the directory accepted (a 2xx) with a receipt this app
/// could not read: it is `sent`, with this message. The [`Verdict::Processed`] row of the rule.
pub const RECEIPT_UNREADABLE: &str =
    "The directory accepted the message; its receipt could not be read.";

/// Whether the directory may have acted on a `POST /messages` that ended in `err`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Certainly not processed, and the trouble passes (no connection, 429, 503, 401):
    /// sending it again is safe.
    NotProcessed,
    /// Certainly not processed, and sending the same again would meet the same refusal
    /// (a 4xx, or a request that never left).
    Refused,
    /// The directory may have acted on it: never sent again without the user's word.
    MaybeProcessed,
    /// The directory accepted it (2xx) but its receipt could not be read.
    Processed,
}

impl Verdict {
    /// The word for `--json` output: `not_delivered`, `unknown` or `delivered`.
    pub fn outcome(self) -> &'static str {
        match self {
            Self::NotProcessed | Self::Refused => "not_delivered",
            Self::MaybeProcessed => "unknown",
            Self::Processed => "delivered",
        }
    }
}

/// The rule: see the table in this module's documentation.
pub fn verdict(err: &ApiError) -> Verdict {
    match err {
        ApiError::Transport {
            failure: TransportFailure::Connect,
            ..
        } => Verdict::NotProcessed,
        ApiError::Transport {
            failure: TransportFailure::Timeout | TransportFailure::Dropped,
            ..
        } => Verdict::MaybeProcessed,
        ApiError::RateLimited { .. } | ApiError::Unauthorized { .. } => Verdict::NotProcessed,
        // Only the directory's own 503 (its JSON error) says it did not take the request; a
        // gateway in front of it may answer 503 (empty, a page, its own JSON) after
        // forwarding the request to a directory that stored the message.
        ApiError::ServerTrouble {
            status: 503,
            from_directory: true,
            ..
        } => Verdict::NotProcessed,
        ApiError::ServerTrouble { .. } => Verdict::MaybeProcessed,
        ApiError::Malformed { status, .. } => match status {
            Some(200..=299) => Verdict::Processed,
            // A 4xx body we cannot read is still a refusal: the status says so.
            Some(400..=499) => Verdict::Refused,
            _ => Verdict::MaybeProcessed,
        },
        ApiError::BaseUrl(_)
        | ApiError::InvalidRequest(_)
        | ApiError::Forbidden { .. }
        | ApiError::Rejected { .. }
        | ApiError::NotAvailable { .. }
        | ApiError::UnsupportedMediaType { .. } => Verdict::Refused,
    }
}

/// What the runner does after an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    Continue,
    /// The directory asked everyone to wait: no request before this long has passed.
    HoldAll(Duration),
    /// The credentials were refused: every further request would be too.
    SignedOut,
    /// The directory asked for a pause longer than [`LONGEST_WAIT`]: the job pauses with
    /// this note instead of sleeping.
    WaitLonger(Box<RequestNote>),
}

/// Classifies the result of attempt number `attempt` (1-based) at a request.
pub fn classify(
    result: &Result<Receipt, ApiError>,
    attempt: u32,
    settings: &SendSettings,
    now_ms: i64,
) -> (RequestAnswer, Next) {
    let err = match result {
        Ok(receipt) => return (receipt_answer(receipt), Next::Continue),
        Err(err) => err,
    };
    let (state, note, next_attempt_at_ms, next) = note_on(err, attempt, settings, now_ms);
    // The note's words are written to the journal, which the command line and other desks
    // read later: English, whatever the window speaks. The window words the note itself.
    let message = crate::i18n::in_english(|| note.words());
    let next = match next {
        Some(next) => next,
        None => Next::WaitLonger(Box::new(note.clone())),
    };
    let answer = RequestAnswer {
        state,
        http_status: err.status(),
        message: Some(message),
        note: Some(Box::new(note)),
        server_messages: err.server_messages(),
        details: Some(err.details()),
        failed_recipients: Vec::new(),
        next_attempt_at_ms,
        receipt_status: None,
        unmatched_failures: 0,
    };
    (answer, next)
}

/// What `err` on attempt `attempt` means for the request: its state, its note, when it goes
/// again, and what the run does (`None`: it pauses the job with the note, [`Next::WaitLonger`]).
fn note_on(
    err: &ApiError,
    attempt: u32,
    settings: &SendSettings,
    now_ms: i64,
) -> (RequestState, RequestNote, Option<i64>, Option<Next>) {
    let trouble = err.trouble();
    match verdict(err) {
        Verdict::Processed => (
            RequestState::Sent,
            RequestNote::ReceiptUnreadable,
            None,
            Some(Next::Continue),
        ),
        Verdict::MaybeProcessed => (
            RequestState::Unknown,
            RequestNote::MaybeDelivered { trouble },
            None,
            Some(Next::Continue),
        ),
        Verdict::Refused => (
            RequestState::Failed,
            RequestNote::Refused { trouble },
            None,
            Some(Next::Continue),
        ),
        // A 401 means the directory did nothing: the request waits for the next sign-in.
        Verdict::NotProcessed if err.is_authentication() => (
            RequestState::Queued,
            RequestNote::SignInAgain { trouble },
            None,
            Some(Next::SignedOut),
        ),
        Verdict::NotProcessed => {
            let asked = match err {
                ApiError::RateLimited { retry_after, .. } => {
                    Some(retry_after.unwrap_or(settings.base_delay))
                }
                _ => None,
            };
            if let Some(asked) = asked.filter(|asked| *asked > LONGEST_WAIT) {
                return (RequestState::Queued, wait_note(asked, now_ms), None, None);
            }
            if attempt >= settings.max_attempts {
                let attempts = attempt;
                let note = RequestNote::GaveUp { attempts, trouble };
                return (RequestState::Failed, note, None, Some(Next::Continue));
            }
            let pause = backoff(settings, attempt).max(asked.unwrap_or_default());
            let next = asked.map_or(Next::Continue, Next::HoldAll);
            let again = Some(ms_after(now_ms, pause));
            let note = RequestNote::TryingAgain { trouble };
            (RequestState::Retrying, note, again, Some(next))
        }
    }
}

/// `now_ms + pause`, saturating: no answer can make the time overflow.
pub fn ms_after(now_ms: i64, pause: Duration) -> i64 {
    now_ms.saturating_add(i64::try_from(pause.as_millis()).unwrap_or(i64::MAX))
}

/// "The directory asks us to wait until 2026-11-24 16:00 UTC (2 h 0 min); resume after that."
fn wait_note(asked: Duration, now_ms: i64) -> RequestNote {
    /// Past this, a date would say nothing useful (a year of 292 million, say).
    const SAY_NO_DATE_PAST: Duration = Duration::from_secs(366 * 24 * 60 * 60);
    if asked > SAY_NO_DATE_PAST {
        return RequestNote::WaitOverAYear {
            seconds: asked.as_secs(),
        };
    }
    RequestNote::WaitUntil {
        until_ms: ms_after(now_ms, asked),
        hours: asked.as_secs() / 3600,
        minutes: asked.as_secs() % 3600 / 60,
    }
}

fn receipt_answer(receipt: &Receipt) -> RequestAnswer {
    let state = match receipt.status {
        ReceiptStatus::Pending => RequestState::Pending,
        ReceiptStatus::Rejected => RequestState::Rejected,
        // "accepted" (no status) and statuses this client does not know: the directory took
        // the message, which is what `sent` records.
        _ => RequestState::Sent,
    };
    let mut message = receipt
        .status_message
        .clone()
        .or_else(|| match &receipt.status {
            ReceiptStatus::Other(other) => Some(format!("The directory answered '{other}'.")),
            _ => None,
        });
    // The spec says a list of UUIDs; an entry in another shape (an object holding the UUID)
    // is searched for one, and an entry with none is reported rather than dropped.
    let mut failed_recipients: Vec<Uuid> = Vec::new();
    let mut unmatched = Vec::new();
    for entry in &receipt.failed_recipients {
        let found = crate::uuids::extract(entry).uuids;
        if found.is_empty() {
            unmatched.push(entry.clone());
        }
        failed_recipients.extend(found);
    }
    if !unmatched.is_empty() {
        let note = format!(
            "The directory did not deliver to recipients this app cannot match: {}.",
            unmatched.join(", ")
        );
        message = Some(match message {
            Some(said) => format!("{said} {note}"),
            None => note,
        });
    }
    RequestAnswer {
        state,
        http_status: Some(receipt.http_status),
        message,
        // The directory's own words, or ours about its receipt: kept in English only.
        note: None,
        server_messages: Vec::new(),
        details: None,
        failed_recipients,
        next_attempt_at_ms: None,
        receipt_status: Some(receipt.status_label().to_owned()),
        unmatched_failures: u32::try_from(unmatched.len()).unwrap_or(u32::MAX),
    }
}

/// Exponential backoff with full jitter, at least half the step so retries spread out but
/// never hammer.
fn backoff(settings: &SendSettings, attempt: u32) -> Duration {
    let step = settings
        .base_delay
        .saturating_mul(2u32.saturating_pow(attempt.saturating_sub(1)))
        .min(settings.max_delay);
    rand::rng().random_range(step / 2..=step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::{AuthFailure, ServerMessages};

    #[test]
    fn the_journal_keeps_english_words_and_the_note_the_window_words() {
        let _german = crate::i18n::scoped(crate::i18n::Language::German);
        let unreadable = ApiError::Malformed {
            status: Some(201),
            problem: "expected value".into(),
        };
        let (answer, _) = classify_err(unreadable, 1);
        // The command line compares the journal's words with this.
        assert_eq!(answer.message.as_deref(), Some(RECEIPT_UNREADABLE));
        assert_eq!(
            answer.note.as_deref(),
            Some(&RequestNote::ReceiptUnreadable)
        );
        let (answer, _) = classify_err(transport(TransportFailure::Dropped), 1);
        let note = answer.note.unwrap();
        assert!(
            note.words().starts_with("Die Verbindung brach ab"),
            "{note:?}"
        );
        assert_eq!(
            answer.message.as_deref(),
            Some(
                "The connection broke after the message was sent. It may have been delivered: \
                 check before sending it again."
            )
        );
    }

    fn classify_err(err: ApiError, attempt: u32) -> (RequestAnswer, Next) {
        classify(&Err(err), attempt, &SendSettings::default(), 1_000)
    }

    fn transport(failure: TransportFailure) -> ApiError {
        ApiError::Transport {
            failure,
            detail: "x".into(),
        }
    }

    /// A 5xx in the directory's own JSON error.
    fn server(status: u16) -> ApiError {
        ApiError::ServerTrouble {
            status,
            messages: ServerMessages::default(),
            excerpt: None,
            from_directory: true,
        }
    }

    fn rate_limited(retry_after: Option<Duration>) -> ApiError {
        ApiError::RateLimited {
            retry_after,
            messages: ServerMessages::default(),
        }
    }

    /// Every row of the module's table: the verdict, and the request state it leads to.
    #[test]
    fn every_row_of_the_rule_holds() {
        use RequestState::*;
        use Verdict::*;
        let malformed = |status| ApiError::Malformed {
            status,
            problem: "cut".into(),
        };
        let rows: Vec<(&str, ApiError, Verdict, RequestState)> = vec![
            (
                "2xx, receipt unreadable",
                malformed(Some(201)),
                Processed,
                Sent,
            ),
            (
                "no connection",
                transport(TransportFailure::Connect),
                NotProcessed,
                Retrying,
            ),
            (
                "429",
                rate_limited(Some(Duration::from_secs(2))),
                NotProcessed,
                Retrying,
            ),
            (
                "429 without Retry-After",
                rate_limited(None),
                NotProcessed,
                Retrying,
            ),
            (
                "429 asking for hours",
                rate_limited(Some(Duration::from_secs(7200))),
                NotProcessed,
                Queued,
            ),
            ("503", server(503), NotProcessed, Retrying),
            (
                "a proxy's 503 page",
                ApiError::ServerTrouble {
                    status: 503,
                    messages: ServerMessages::default(),
                    excerpt: Some("503 Service Temporarily Unavailable".into()),
                    from_directory: false,
                },
                MaybeProcessed,
                Unknown,
            ),
            (
                "401",
                ApiError::Unauthorized {
                    status: 401,
                    reason: AuthFailure::ExpiredToken,
                    messages: ServerMessages::default(),
                },
                NotProcessed,
                Queued,
            ),
            (
                "400",
                ApiError::Rejected {
                    status: 400,
                    messages: ServerMessages::default(),
                },
                Refused,
                Failed,
            ),
            (
                "403",
                ApiError::Forbidden {
                    status: 403,
                    messages: ServerMessages::default(),
                },
                Refused,
                Failed,
            ),
            (
                "404",
                ApiError::NotAvailable {
                    status: 404,
                    what: "messages",
                },
                Refused,
                Failed,
            ),
            (
                "415",
                ApiError::UnsupportedMediaType {
                    messages: ServerMessages::default(),
                },
                Refused,
                Failed,
            ),
            (
                "4xx, body unreadable",
                malformed(Some(422)),
                Refused,
                Failed,
            ),
            (
                "never sent",
                ApiError::InvalidRequest(vec!["empty".into()]),
                Refused,
                Failed,
            ),
            (
                "bad address",
                ApiError::BaseUrl("x".into()),
                Refused,
                Failed,
            ),
            ("500", server(500), MaybeProcessed, Unknown),
            ("502", server(502), MaybeProcessed, Unknown),
            ("504", server(504), MaybeProcessed, Unknown),
            ("507", server(507), MaybeProcessed, Unknown),
            ("599", server(599), MaybeProcessed, Unknown),
            (
                "5xx, body unreadable",
                malformed(Some(500)),
                MaybeProcessed,
                Unknown,
            ),
            (
                "timeout",
                transport(TransportFailure::Timeout),
                MaybeProcessed,
                Unknown,
            ),
            (
                "dropped after writing",
                transport(TransportFailure::Dropped),
                MaybeProcessed,
                Unknown,
            ),
            (
                "unreadable, no status",
                malformed(None),
                MaybeProcessed,
                Unknown,
            ),
        ];
        for (what, err, expected_verdict, expected_state) in rows {
            assert_eq!(verdict(&err), expected_verdict, "{what}");
            let (answer, _) = classify_err(err, 1);
            assert_eq!(answer.state, expected_state, "{what}");
            if expected_state == Unknown {
                assert!(
                    answer.message.unwrap().contains("may have been delivered"),
                    "{what}"
                );
            }
        }
    }

    #[test]
    fn only_what_was_certainly_not_processed_is_ever_retried() {
        for status in 500..=599 {
            let (answer, _) = classify_err(server(status), 1);
            assert_eq!(
                answer.state == RequestState::Retrying,
                status == 503,
                "HTTP {status}"
            );
        }
    }

    /// The rule read from real bodies, as `api::envelope` reads them: a 503 is the
    /// directory's word that nothing happened only in its own JSON error.
    #[test]
    fn a_503_says_nothing_happened_only_in_the_directorys_own_json() {
        let verdict_of = |body: &str| {
            let err = crate::api::read_answer(503, &Default::default(), body.as_bytes())
                .expect_err("a 503 is an error");
            verdict(&err)
        };
        for own in [
            r#"{"success":0,"error_messages":["The service is unavailable."]}"#,
            r#"{"success":0}"#,
            r#"{"error_messages":["Down for maintenance."]}"#,
        ] {
            assert_eq!(verdict_of(own), Verdict::NotProcessed, "{own}");
        }
        for gateway in [
            "",
            r#"{"message":"Service Unavailable"}"#,
            r#"{"success":1}"#,
            r#"{"success":1,"error_messages":[]}"#,
            r#"{"error_messages":"a string, not the directory's array"}"#,
            r#"["success", 0]"#,
            "<html><title>503 Service Unavailable</title></html>",
            "Service Unavailable",
        ] {
            assert_eq!(verdict_of(gateway), Verdict::MaybeProcessed, "{gateway:?}");
        }
    }

    #[test]
    fn retry_after_is_a_floor_and_holds_everyone() {
        let (answer, next) = classify_err(rate_limited(Some(Duration::from_secs(7))), 1);
        assert_eq!(answer.state, RequestState::Retrying);
        assert!(answer.next_attempt_at_ms.unwrap() >= 8_000);
        assert_eq!(next, Next::HoldAll(Duration::from_secs(7)));
    }

    #[test]
    fn a_wait_of_hours_pauses_the_job_with_the_time_and_a_huge_one_cannot_overflow() {
        let hours = Duration::from_secs(2 * 3600);
        let (answer, next) = classify(
            &Err(rate_limited(Some(hours))),
            1,
            &SendSettings::default(),
            1_795_000_000_000,
        );
        assert_eq!(
            answer.state,
            RequestState::Queued,
            "the directory did nothing"
        );
        let Next::WaitLonger(note) = next else {
            panic!("{next:?}")
        };
        let note = note.in_english();
        assert!(
            note.contains("until 2026-11-18 13:06 UTC (2 h 0 min)"),
            "{note}"
        );
        assert!(note.contains("goes on by itself then"), "{note}");

        for huge in [u64::MAX, i64::MAX as u64, 10u64.pow(12)] {
            let (answer, next) = classify_err(rate_limited(Some(Duration::from_secs(huge))), 1);
            assert_eq!(answer.state, RequestState::Queued);
            assert!(matches!(next, Next::WaitLonger(_)), "{huge}: {next:?}");
        }
        assert_eq!(ms_after(i64::MAX - 5, Duration::MAX), i64::MAX);
    }

    #[test]
    fn failed_recipients_are_read_in_any_shape_and_none_is_dropped_silently() {
        let one = Uuid::from_u128(1);
        let two = Uuid::from_u128(2);
        let receipt = Receipt {
            http_status: 201,
            status: ReceiptStatus::Sent,
            status_message: Some("Sent.".into()),
            failed_recipients: vec![
                one.to_string(),
                format!("{{\"uuid\":\"{two}\"}}"),
                "17".into(),
            ],
            meta: serde_json::Map::new(),
        };
        let (answer, _) = classify(&Ok(receipt), 1, &SendSettings::default(), 0);
        assert_eq!(answer.failed_recipients, vec![one, two]);
        assert!(answer.message.unwrap().ends_with("cannot match: 17."));
    }

    #[test]
    fn a_receipt_keeps_its_own_status_word_and_counts_whom_it_cannot_match() {
        let receipt = |status, failed: Vec<String>| Receipt {
            http_status: 201,
            status,
            status_message: None,
            failed_recipients: failed,
            meta: serde_json::Map::new(),
        };
        let settings = SendSettings::default();
        let (answer, _) = classify(
            &Ok(receipt(
                ReceiptStatus::Other("held_for_audit".into()),
                vec!["17".into(), "x".into()],
            )),
            1,
            &settings,
            0,
        );
        assert_eq!(answer.state, RequestState::Sent);
        assert_eq!(answer.receipt_status.as_deref(), Some("held_for_audit"));
        assert_eq!(answer.unmatched_failures, 2);
        let (answer, _) = classify(
            &Ok(receipt(ReceiptStatus::Accepted, vec![])),
            1,
            &settings,
            0,
        );
        assert_eq!(answer.receipt_status.as_deref(), Some("accepted"));
        assert_eq!(answer.unmatched_failures, 0);
        let (answer, _) = classify_err(server(500), 1);
        assert_eq!(answer.receipt_status, None, "no receipt, no status word");
    }

    #[test]
    fn an_uncertain_send_reads_in_plain_words_with_the_library_s_text_apart() {
        let library = "error sending request: client error (SendRequest): connection closed";
        let (answer, _) = classify_err(
            ApiError::Transport {
                failure: TransportFailure::Dropped,
                detail: library.into(),
            },
            1,
        );
        assert_eq!(answer.state, RequestState::Unknown);
        assert_eq!(
            answer.message.as_deref(),
            Some(
                "The connection broke after the message was sent. It may have been delivered: \
                 check before sending it again."
            )
        );
        assert!(answer.details.unwrap().contains(library));
        let (answer, _) = classify_err(transport(TransportFailure::Timeout), 1);
        assert!(
            answer
                .message
                .unwrap()
                .starts_with("The directory did not answer in time after the message was sent.")
        );
        let (retrying, _) = classify_err(server(503), 1);
        assert_eq!(
            retrying.message.as_deref(),
            Some("The directory is having trouble at the moment. We will try again.")
        );
    }

    #[test]
    fn retries_end_in_failed() {
        let settings = SendSettings::default();
        for err in [transport(TransportFailure::Connect), server(503)] {
            let (answer, _) = classify_err(err, settings.max_attempts);
            assert_eq!(answer.state, RequestState::Failed);
        }
    }

    #[test]
    fn a_journal_answer_is_english_while_the_window_speaks_german() {
        let _de = crate::i18n::scoped(crate::i18n::Language::German);
        let refused = ApiError::Forbidden {
            status: 403,
            messages: ServerMessages::default(),
        };
        // The window's own sentence is German…
        assert_ne!(
            refused.plain_words(),
            "This account is not allowed to do that."
        );
        // …while the answer the journal keeps is English.
        let (answer, _) = classify_err(refused, 1);
        assert_eq!(
            answer.message.as_deref(),
            Some("This account is not allowed to do that.")
        );
        let (retrying, _) = classify_err(server(503), 1);
        assert_eq!(
            retrying.message.as_deref(),
            Some("The directory is having trouble at the moment. We will try again.")
        );
        assert_eq!(crate::i18n::current(), crate::i18n::Language::German);
    }
}
