//! What an answer to `POST /messages` means for a chunk: the state the journal records, and
//! whether the job can go on. The one rule that matters most: a request that may have reached
//! the directory (a timeout, a dropped connection, a gateway timeout) is `unknown` and is
//! never sent again automatically.

use std::time::Duration;

use rand::Rng;
use uuid::Uuid;

use super::SendSettings;
use crate::api::{ApiError, Receipt, ReceiptStatus, TransportFailure};
use crate::store::{ChunkAnswer, ChunkState};

/// What the runner does after an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    Continue,
    /// The directory asked everyone to wait: no request before this long has passed.
    HoldAll(Duration),
    /// The credentials were refused: every further request would be too.
    SignedOut,
}

/// Classifies the result of attempt number `attempt` (1-based) at a chunk.
pub fn classify(
    result: &Result<Receipt, ApiError>,
    attempt: u32,
    settings: &SendSettings,
    now_ms: i64,
) -> (ChunkAnswer, Next) {
    let err = match result {
        Ok(receipt) => return (receipt_answer(receipt), Next::Continue),
        Err(err) => err,
    };
    let answer = |state: ChunkState, message: String| ChunkAnswer {
        state,
        http_status: err.status(),
        message: Some(message),
        server_messages: err.server_messages(),
        failed_recipients: Vec::new(),
        next_attempt_at_ms: None,
    };
    if err.is_authentication() {
        // A 401 means the directory did nothing: the chunk waits for the next sign-in.
        return (
            answer(
                ChunkState::Queued,
                format!("Not sent: {err}. Sign in again and resume."),
            ),
            Next::SignedOut,
        );
    }
    let retry = |retry_after: Option<Duration>| {
        if attempt >= settings.max_attempts {
            return (
                answer(
                    ChunkState::Failed,
                    format!("Not delivered after {attempt} attempts: {err}"),
                ),
                Next::Continue,
            );
        }
        let pause = backoff(settings, attempt).max(retry_after.unwrap_or_default());
        let mut retrying = answer(ChunkState::Retrying, format!("Will try again: {err}"));
        retrying.next_attempt_at_ms = Some(now_ms + pause.as_millis() as i64);
        let next = retry_after.map_or(Next::Continue, Next::HoldAll);
        (retrying, next)
    };
    match err {
        ApiError::Transport {
            failure: TransportFailure::Connect,
            ..
        } => retry(None),
        ApiError::Transport { .. } => (
            answer(
                ChunkState::Unknown,
                format!("{err}. It may have been delivered: check before sending it again."),
            ),
            Next::Continue,
        ),
        ApiError::RateLimited { retry_after, .. } => {
            retry(Some(retry_after.unwrap_or(settings.base_delay)))
        }
        // A gateway timeout: the proxy stopped waiting, the directory may have acted.
        ApiError::ServerTrouble { status: 504, .. } => (
            answer(
                ChunkState::Unknown,
                format!("{err}. It may have been delivered: check before sending it again."),
            ),
            Next::Continue,
        ),
        ApiError::ServerTrouble { .. } => retry(None),
        ApiError::Malformed {
            status: Some(200..=299),
            ..
        } => (
            answer(
                ChunkState::Sent,
                "The directory accepted the message; its receipt could not be read.".into(),
            ),
            Next::Continue,
        ),
        ApiError::Malformed {
            status: Some(500..=599),
            ..
        } => retry(None),
        ApiError::Malformed { status: None, .. } => (
            answer(
                ChunkState::Unknown,
                format!("{err}. It may have been delivered: check before sending it again."),
            ),
            Next::Continue,
        ),
        _ => (answer(ChunkState::Failed, err.to_string()), Next::Continue),
    }
}

fn receipt_answer(receipt: &Receipt) -> ChunkAnswer {
    let state = match receipt.status {
        ReceiptStatus::Pending => ChunkState::Pending,
        ReceiptStatus::Rejected => ChunkState::Rejected,
        // "accepted" (no status) and statuses this client does not know: the directory took
        // the message, which is what `sent` records.
        _ => ChunkState::Sent,
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
    ChunkAnswer {
        state,
        http_status: Some(receipt.http_status),
        message,
        server_messages: Vec::new(),
        failed_recipients,
        next_attempt_at_ms: None,
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
    use crate::api::ServerMessages;

    fn classify_err(err: ApiError, attempt: u32) -> (ChunkAnswer, Next) {
        classify(&Err(err), attempt, &SendSettings::default(), 1_000)
    }

    fn transport(failure: TransportFailure) -> ApiError {
        ApiError::Transport {
            failure,
            detail: "x".into(),
        }
    }

    #[test]
    fn what_may_have_been_delivered_is_unknown_and_what_certainly_was_not_is_retried() {
        for (err, state) in [
            (transport(TransportFailure::Connect), ChunkState::Retrying),
            (transport(TransportFailure::Timeout), ChunkState::Unknown),
            (transport(TransportFailure::Dropped), ChunkState::Unknown),
            (
                ApiError::ServerTrouble {
                    status: 504,
                    messages: ServerMessages::default(),
                    excerpt: None,
                },
                ChunkState::Unknown,
            ),
            (
                ApiError::ServerTrouble {
                    status: 503,
                    messages: ServerMessages::default(),
                    excerpt: None,
                },
                ChunkState::Retrying,
            ),
            (
                ApiError::Rejected {
                    status: 400,
                    messages: ServerMessages::default(),
                },
                ChunkState::Failed,
            ),
            (
                ApiError::Malformed {
                    status: Some(201),
                    problem: "cut".into(),
                },
                ChunkState::Sent,
            ),
        ] {
            assert_eq!(classify_err(err.clone(), 1).0.state, state, "{err}");
        }
    }

    #[test]
    fn retry_after_is_a_floor_and_holds_everyone() {
        let (answer, next) = classify_err(
            ApiError::RateLimited {
                retry_after: Some(Duration::from_secs(7)),
                messages: ServerMessages::default(),
            },
            1,
        );
        assert_eq!(answer.state, ChunkState::Retrying);
        assert!(answer.next_attempt_at_ms.unwrap() >= 8_000);
        assert_eq!(next, Next::HoldAll(Duration::from_secs(7)));
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
        };
        let (answer, _) = classify(&Ok(receipt), 1, &SendSettings::default(), 0);
        assert_eq!(answer.failed_recipients, vec![one, two]);
        assert!(answer.message.unwrap().ends_with("cannot match: 17."));
    }

    #[test]
    fn retries_end_in_failed() {
        let settings = SendSettings::default();
        let (answer, _) = classify_err(transport(TransportFailure::Connect), settings.max_attempts);
        assert_eq!(answer.state, ChunkState::Failed);
    }
}
