//! Freelancers' availability (`GET /availability/{uuid}?from_date=…&to_date=…`) for many at
//! a bounded concurrency, each answer reported as it arrives, stoppable at any time (the
//! window cancels what scrolled away). A directory without it (404) ends the job at once:
//! asking the others would only be told the same.

use futures_util::StreamExt;
use jiff::civil::Date;
use tokio_util::sync::CancellationToken;
use uuid::Uuid;

use crate::api::availability::Availability;
use crate::api::{ApiClient, ApiError};

/// How fetching availability ended.
#[derive(Debug, Clone)]
pub enum AvailabilityEnd {
    Completed,
    Cancelled,
    /// The directory has no availability (404), or refused the credentials: the rest were
    /// not asked.
    Stopped(ApiError),
}

/// Asks for each UUID's availability between `from` and `to`, at most `concurrency` at a
/// time, calling `on_answer` for each as it arrives.
pub async fn fetch_all(
    client: &ApiClient,
    uuids: Vec<Uuid>,
    (from, to): (Date, Date),
    concurrency: usize,
    cancel: &CancellationToken,
    mut on_answer: impl FnMut(Uuid, Result<Availability, ApiError>),
) -> AvailabilityEnd {
    let mut answers = futures_util::stream::iter(uuids)
        .map(|uuid| async move {
            let answer = client.availability(&uuid.to_string(), from, to).await;
            (uuid, answer)
        })
        .buffer_unordered(concurrency.max(1));
    loop {
        let next = tokio::select! {
            biased;
            () = cancel.cancelled() => return AvailabilityEnd::Cancelled,
            next = answers.next() => next,
        };
        let Some((uuid, answer)) = next else {
            return AvailabilityEnd::Completed;
        };
        let stop = answer
            .as_ref()
            .err()
            .filter(|err| err.is_authentication() || matches!(err, ApiError::NotAvailable { .. }))
            .cloned();
        on_answer(uuid, answer);
        if let Some(err) = stop {
            tracing::info!(error = %err, "availability stopped: the rest would be answered the same");
            return AvailabilityEnd::Stopped(err);
        }
    }
}
