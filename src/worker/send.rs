//! Sending one composed message as several requests (chunks of at most 25 recipients), one
//! after another. Each request goes exactly once: a chunk whose fate is uncertain is
//! reported as such and never repeated here. Cancelling stops before the next chunk; the
//! request in flight is left to finish, since abandoning it would only make its fate unknown.

use tokio_util::sync::CancellationToken;

use crate::api::{ApiClient, ApiError, Message, Receipt};

/// How a batch ended.
#[derive(Debug, Clone, PartialEq)]
pub enum SendEnd {
    Completed,
    /// Stopped on the user's word; chunks from `next_chunk` on were not sent.
    Cancelled {
        next_chunk: usize,
    },
    /// The credentials were refused; chunks from `next_chunk` on were not sent.
    SignedOut {
        next_chunk: usize,
    },
}

pub async fn send_all(
    client: &ApiClient,
    messages: &[Message],
    cancel: &CancellationToken,
    mut on_result: impl FnMut(usize, Result<Receipt, ApiError>),
) -> SendEnd {
    for (chunk, message) in messages.iter().enumerate() {
        if cancel.is_cancelled() {
            return SendEnd::Cancelled { next_chunk: chunk };
        }
        let result = client.send_message(message).await;
        let signed_out = matches!(&result, Err(e) if e.is_authentication());
        on_result(chunk, result);
        if signed_out {
            return SendEnd::SignedOut {
                next_chunk: chunk + 1,
            };
        }
    }
    SendEnd::Completed
}
