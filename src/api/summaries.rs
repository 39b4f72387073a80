//! The one reader of user summaries for many UUIDs (`GET /users?uuids=…`, `api/users.rs`):
//! who someone is, in batches, without their skills. Everything that needs a name, a time
//! zone or a membership but not a profile asks here.
//!
//! How many UUIDs a call takes and what an unknown UUID does are not documented, so the
//! reader finds out as it goes, politely:
//! - a batch's query string stays under [`MAX_QUERY_BYTES`] (gateways refuse long request
//!   lines): at most [`FIRST_BATCH`] UUIDs to begin with;
//! - until one batch is answered, one batch is in flight; then up to `concurrency`;
//! - a batch refused as too large (a 414, or a 400 for a batch larger than any answered so
//!   far) is halved, and the smaller size kept for the rest of the run;
//! - an unknown UUID left out of the answer is named unknown; a batch failed by a 404 (or a
//!   400 at a size already answered) is bisected, its halves asked again, until the unknown
//!   ones stand alone (`GET /users/{uuid}`, a 404 or 400: unknown). Each failing batch costs
//!   about two requests per halving, never one per UUID;
//! - 429 and 503 are retried by the client (`Retry-After` is a floor, with backoff); a batch
//!   that still fails names its UUIDs failed, with why; a refused credential ends the run.

use std::collections::{HashSet, VecDeque};

use futures_util::StreamExt;
use futures_util::stream::FuturesUnordered;
use tokio_util::sync::CancellationToken;
use uuid::Uuid;

use super::users::UserSummary;
use super::{ApiClient, ApiError};

/// The longest query string a batch sends (`uuids=a,b,…`): a few KiB, which ordinary
/// gateways take.
pub const MAX_QUERY_BYTES: usize = 3 * 1024;
/// UUIDs in the first batch: as many as fit in [`MAX_QUERY_BYTES`], rounded down (80 UUIDs
/// are 2,965 bytes).
pub const FIRST_BATCH: usize = 80;

/// How a reader asks.
#[derive(Debug, Clone, Copy)]
pub struct ReadOptions {
    /// Batches in flight at once, once one was answered.
    pub concurrency: usize,
    /// UUIDs in the first batch; at most what fits in [`MAX_QUERY_BYTES`].
    pub first_batch: usize,
}

impl Default for ReadOptions {
    fn default() -> Self {
        Self {
            concurrency: 8,
            first_batch: FIRST_BATCH,
        }
    }
}

/// What became of one UUID.
#[derive(Debug, Clone)]
pub enum Summary {
    Found(Box<UserSummary>),
    /// The directory knows no user with this UUID (left out of an answer, or a 404 for it
    /// alone).
    Unknown,
    /// It could not be asked: the error of its batch.
    Failed(ApiError),
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SummariesProgress {
    pub found: usize,
    pub unknown: usize,
    pub failed: usize,
    /// Distinct UUIDs asked for.
    pub total: usize,
    /// Requests made so far (the client's own retries of one not counted).
    pub requests: usize,
    /// UUIDs per batch now.
    pub batch_size: usize,
}

impl SummariesProgress {
    pub fn settled(&self) -> usize {
        self.found + self.unknown + self.failed
    }
}

/// How a run ended.
#[derive(Debug, Clone)]
pub enum SummariesEnd {
    Completed,
    Cancelled,
    /// The credentials were refused: every further request would be too.
    SignedOut(ApiError),
}

/// UUIDs that fit in a query string of `bytes`: `uuids=` and 36 characters each, with commas.
pub fn fit_in(bytes: usize) -> usize {
    (bytes.saturating_sub("uuids=".len()) + 1) / 37
}

/// Reads the summaries of `uuids` (repeats asked once), calling `on_result` for each UUID as
/// its answer arrives. Ends when all are settled, on `cancel`, or when the credentials are
/// refused; the last progress tells how many requests it took.
pub async fn read_summaries(
    client: &ApiClient,
    uuids: Vec<Uuid>,
    options: ReadOptions,
    cancel: &CancellationToken,
    mut on_result: impl FnMut(Uuid, Summary, SummariesProgress),
) -> (SummariesEnd, SummariesProgress) {
    let mut seen = HashSet::with_capacity(uuids.len());
    let mut pending: VecDeque<Uuid> = uuids.into_iter().filter(|u| seen.insert(*u)).collect();
    let mut progress = SummariesProgress {
        total: pending.len(),
        batch_size: options.first_batch.clamp(1, fit_in(MAX_QUERY_BYTES).max(1)),
        ..SummariesProgress::default()
    };
    // Batches to ask again first: halves of one refused or failed.
    let mut again: VecDeque<Vec<Uuid>> = VecDeque::new();
    // The largest batch the directory answered.
    let mut answered = 0usize;
    let mut in_flight = FuturesUnordered::new();
    loop {
        let room = if answered > 0 {
            options.concurrency.max(1)
        } else {
            1
        };
        while in_flight.len() < room {
            let batch = match again.pop_front() {
                // One cut before the size was halved is cut again.
                Some(mut batch) if batch.len() > progress.batch_size => {
                    let rest = batch.split_off(progress.batch_size);
                    again.push_front(rest);
                    batch
                }
                Some(batch) => batch,
                None if !pending.is_empty() => {
                    let n = progress.batch_size.min(pending.len());
                    pending.drain(..n).collect()
                }
                None => break,
            };
            progress.requests += 1;
            in_flight.push(ask(client, batch));
        }
        let next = tokio::select! {
            biased;
            () = cancel.cancelled() => return (SummariesEnd::Cancelled, progress),
            next = in_flight.next() => next,
        };
        let Some((batch, result)) = next else {
            tracing::info!(?progress, "user summaries read");
            return (SummariesEnd::Completed, progress);
        };
        match result {
            Ok(found) => {
                answered = answered.max(batch.len());
                let mut waiting: HashSet<Uuid> = batch.iter().copied().collect();
                for summary in found {
                    let uuid = match (summary.uuid, batch.as_slice()) {
                        (Some(uuid), _) => uuid,
                        // `GET /users/{uuid}` answered for the one asked.
                        (None, [only]) => *only,
                        (None, _) => continue,
                    };
                    if waiting.remove(&uuid) {
                        progress.found += 1;
                        on_result(uuid, Summary::Found(Box::new(summary)), progress);
                    }
                }
                for uuid in batch.into_iter().filter(|u| waiting.contains(u)) {
                    progress.unknown += 1;
                    on_result(uuid, Summary::Unknown, progress);
                }
            }
            Err(err) if err.is_authentication() => {
                for uuid in batch {
                    progress.failed += 1;
                    on_result(uuid, Summary::Failed(err.clone()), progress);
                }
                tracing::info!(
                    ?progress,
                    "user summaries stopped: the credentials were refused"
                );
                return (SummariesEnd::SignedOut(err), progress);
            }
            Err(err) => match refusal(&err, batch.len(), answered) {
                Refusal::TooLarge => {
                    progress.batch_size = progress.batch_size.min(batch.len() / 2).max(1);
                    tracing::info!(
                        refused = batch.len(),
                        now = progress.batch_size,
                        "a batch of user summaries was refused as too large; halved"
                    );
                    for part in batch.chunks(progress.batch_size).rev() {
                        again.push_front(part.to_vec());
                    }
                }
                Refusal::SomeUnknown => {
                    let (first, second) = batch.split_at(batch.len() / 2);
                    again.push_front(second.to_vec());
                    again.push_front(first.to_vec());
                }
                Refusal::Unknown => {
                    progress.unknown += 1;
                    on_result(batch[0], Summary::Unknown, progress);
                }
                Refusal::Failed => {
                    for uuid in batch {
                        progress.failed += 1;
                        on_result(uuid, Summary::Failed(err.clone()), progress);
                    }
                }
            },
        }
    }
}

/// What a refused batch means.
#[derive(Debug, PartialEq, Eq)]
enum Refusal {
    /// Halve the size.
    TooLarge,
    /// Bisect: something in it is unknown.
    SomeUnknown,
    /// The one UUID asked is unknown.
    Unknown,
    /// Not a refusal of size or content: the batch failed.
    Failed,
}

fn refusal(err: &ApiError, len: usize, answered: usize) -> Refusal {
    let ApiError::Rejected { status, .. } = err else {
        return Refusal::Failed;
    };
    match (*status, len) {
        (414, 2..) => Refusal::TooLarge,
        (400, 2..) if len > answered => Refusal::TooLarge,
        (400 | 404, 2..) => Refusal::SomeUnknown,
        (400 | 404, 1) => Refusal::Unknown,
        _ => Refusal::Failed,
    }
}

async fn ask(
    client: &ApiClient,
    batch: Vec<Uuid>,
) -> (Vec<Uuid>, Result<Vec<UserSummary>, ApiError>) {
    let result = match batch.as_slice() {
        [only] => client.user_summary(*only).await.map(|one| vec![one]),
        many => client.user_summaries(many).await,
    };
    (batch, result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ServerMessages;

    fn rejected(status: u16) -> ApiError {
        ApiError::Rejected {
            status,
            messages: ServerMessages::default(),
        }
    }

    #[test]
    fn the_first_batch_fits_a_few_kib() {
        assert_eq!(fit_in(MAX_QUERY_BYTES), 82);
        let query = 6 + 37 * FIRST_BATCH - 1;
        assert!(query <= MAX_QUERY_BYTES, "{query}");
        assert_eq!(fit_in(6 + 36), 1);
    }

    #[test]
    fn refusals_are_read_by_status_size_and_what_was_answered() {
        assert_eq!(refusal(&rejected(414), 40, 80), Refusal::TooLarge);
        assert_eq!(refusal(&rejected(400), 80, 0), Refusal::TooLarge);
        assert_eq!(refusal(&rejected(400), 40, 40), Refusal::SomeUnknown);
        assert_eq!(refusal(&rejected(404), 40, 0), Refusal::SomeUnknown);
        assert_eq!(refusal(&rejected(404), 1, 0), Refusal::Unknown);
        assert_eq!(refusal(&rejected(400), 1, 0), Refusal::Unknown);
        assert_eq!(refusal(&rejected(414), 1, 0), Refusal::Failed);
        assert_eq!(refusal(&rejected(403), 40, 0), Refusal::Failed);
        let transport = ApiError::Transport {
            failure: crate::api::TransportFailure::Dropped,
            detail: String::new(),
        };
        assert_eq!(refusal(&transport, 40, 0), Refusal::Failed);
    }
}
