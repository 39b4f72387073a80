//! A job as people read it: its overall status, and what became of each recipient.

use serde::Serialize;
use uuid::Uuid;

use crate::store::{ChunkState, JobRecord, JobState, JobSummary, Lease};

/// Where a job stands as a whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum JobStatus {
    /// A live process holds the lease and is sending.
    Sending,
    Paused,
    Cancelled,
    /// Chunks are waiting, but nobody is sending (the app closed or crashed): continues when
    /// the user resumes it.
    Interrupted,
    /// Nothing left to send, but some chunks need the user's decision (failed, unknown).
    NeedsAttention,
    Done,
}

impl JobStatus {
    pub fn of(
        state: JobState,
        lease: Option<&Lease>,
        count: impl Fn(ChunkState) -> usize,
        now_ms: i64,
    ) -> Self {
        let open = count(ChunkState::Queued) + count(ChunkState::Retrying);
        if lease.is_some_and(|l| l.until_ms > now_ms) && (open + count(ChunkState::Sending)) > 0 {
            return Self::Sending;
        }
        match state {
            JobState::Cancelled => return Self::Cancelled,
            JobState::Paused if open > 0 => return Self::Paused,
            _ => {}
        }
        if open + count(ChunkState::Sending) > 0 {
            Self::Interrupted
        } else if count(ChunkState::Failed) + count(ChunkState::Unknown) > 0 {
            Self::NeedsAttention
        } else {
            Self::Done
        }
    }

    pub fn of_summary(summary: &JobSummary, now_ms: i64) -> Self {
        Self::of(
            summary.state,
            summary.lease.as_ref(),
            |state| summary.by_state.get(&state).copied().unwrap_or(0),
            now_ms,
        )
    }

    pub fn of_job(job: &JobRecord, now_ms: i64) -> Self {
        Self::of(
            job.state,
            job.lease.as_ref(),
            |state| job.chunks.iter().filter(|c| c.state == state).count(),
            now_ms,
        )
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Sending => "sending",
            Self::Paused => "paused",
            Self::Cancelled => "cancelled",
            Self::Interrupted => "interrupted",
            Self::NeedsAttention => "needs_attention",
            Self::Done => "done",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Sending => "Sending",
            Self::Paused => "Paused",
            Self::Cancelled => "Cancelled",
            Self::Interrupted => "Interrupted: resume to send the rest",
            Self::NeedsAttention => "Needs your decision",
            Self::Done => "Done",
        }
    }
}

/// What became of one recipient.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecipientReport {
    pub recipient: Uuid,
    pub name: Option<String>,
    pub state: ChunkState,
    pub chunk: u32,
    pub message: Option<String>,
}

/// Every recipient of `job`, in sending order. A recipient the receipt named as not reached,
/// or that the user left out, is `failed` whatever the request's state.
pub fn recipients(job: &JobRecord) -> Vec<RecipientReport> {
    job.chunks
        .iter()
        .flat_map(|chunk| {
            chunk.recipients.iter().map(move |r| {
                let (state, message) = if r.left_out {
                    (ChunkState::Failed, Some("Left out by you.".to_owned()))
                } else if r.failed {
                    (
                        ChunkState::Failed,
                        Some("The directory did not deliver the message to this recipient.".into()),
                    )
                } else {
                    (chunk.state, chunk.message.clone())
                };
                RecipientReport {
                    recipient: r.uuid,
                    name: r.name.clone(),
                    state,
                    chunk: chunk.seq,
                    message,
                }
            })
        })
        .collect()
}

/// The delivery report as CSV rows, header first.
pub fn csv_table(job: &JobRecord) -> Vec<Vec<String>> {
    let mut rows = vec![
        ["recipient", "name", "state", "request", "directory said"]
            .map(str::to_owned)
            .to_vec(),
    ];
    for r in recipients(job) {
        rows.push(vec![
            r.recipient.to_string(),
            r.name.unwrap_or_default(),
            r.state.to_string(),
            r.chunk.to_string(),
            r.message.unwrap_or_default(),
        ]);
    }
    rows
}
