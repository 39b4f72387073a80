//! User summaries for many UUIDs (`Command::Summaries`): the API layer's one reader
//! (`api/summaries.rs`) on a task of its own, each UUID's answer reported as it arrives,
//! stoppable with `Command::Cancel`.

use tokio_util::sync::CancellationToken;
use uuid::Uuid;

use super::{Event, TaskId};
use crate::api::{ApiClient, ReadOptions, read_summaries};

/// The most batches in flight, whatever the bulk concurrency: each asks for dozens.
pub const MAX_CONCURRENCY: usize = 8;

pub(super) fn spawn(
    client: &ApiClient,
    task: TaskId,
    uuids: Vec<Uuid>,
    concurrency: usize,
    token: CancellationToken,
    emit: impl Fn(Event) + Send + Sync + 'static,
) {
    let client = client.clone();
    let options = ReadOptions {
        concurrency: concurrency.clamp(1, MAX_CONCURRENCY),
        ..ReadOptions::default()
    };
    tokio::spawn(async move {
        let (end, progress) = read_summaries(
            &client,
            uuids,
            options,
            &token,
            |uuid, summary, progress| {
                emit(Event::Summary {
                    task,
                    uuid,
                    summary,
                    progress,
                });
            },
        )
        .await;
        // Marks the task finished so that the worker forgets it.
        token.cancel();
        emit(Event::SummariesFinished {
            task,
            end,
            progress,
        });
    });
}
