//! Bulk freelancer lookup: many `GET /freelancer/{uuid}` at a bounded concurrency, each
//! result reported as it arrives, stoppable at any time.

use futures_util::StreamExt;
use tokio_util::sync::CancellationToken;
use uuid::Uuid;

use crate::api::{ApiClient, ApiError, Freelancer};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub failed: usize,
    pub total: usize,
}

impl Progress {
    pub fn left(&self) -> usize {
        self.total - self.done - self.failed
    }
}

/// How a bulk lookup ended.
#[derive(Debug, Clone)]
pub enum LookupEnd {
    Completed,
    Cancelled,
    /// The credentials were refused: every further lookup would fail the same way.
    SignedOut(ApiError),
}

/// Looks up every UUID, calling `on_result` for each as it arrives (in completion order).
pub async fn look_up_all(
    client: &ApiClient,
    uuids: Vec<Uuid>,
    concurrency: usize,
    cancel: &CancellationToken,
    mut on_result: impl FnMut(Uuid, Result<Freelancer, ApiError>, Progress),
) -> LookupEnd {
    let mut progress = Progress {
        total: uuids.len(),
        ..Progress::default()
    };
    let mut results = futures_util::stream::iter(uuids)
        .map(|uuid| async move { (uuid, client.freelancer(uuid).await) })
        .buffer_unordered(concurrency.max(1));
    loop {
        let next = tokio::select! {
            biased;
            () = cancel.cancelled() => {
                tracing::info!(
                    done = progress.done,
                    failed = progress.failed,
                    total = progress.total,
                    "lookup batch cancelled"
                );
                return LookupEnd::Cancelled;
            }
            next = results.next() => next,
        };
        let Some((uuid, result)) = next else {
            tracing::info!(
                done = progress.done,
                failed = progress.failed,
                total = progress.total,
                "lookup batch finished"
            );
            return LookupEnd::Completed;
        };
        let signed_out = result
            .as_ref()
            .err()
            .filter(|e| e.is_authentication())
            .cloned();
        match &result {
            Ok(_) => progress.done += 1,
            Err(_) => progress.failed += 1,
        }
        on_result(uuid, result, progress);
        if let Some(err) = signed_out {
            tracing::info!(
                done = progress.done,
                failed = progress.failed,
                total = progress.total,
                "lookup batch stopped: the credentials were refused"
            );
            return LookupEnd::SignedOut(err);
        }
    }
}
