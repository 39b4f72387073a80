//! The outbox: sending one message to up to 10,000 recipients safely. A job is written to
//! the journal whole before anything is sent; each request (one request of at most 25
//! recipients) moves through `queued → sending → sent | pending | rejected | failed |
//! retrying | unknown`, every move committed before the request and after the answer. After
//! a crash, every job reads exactly as it stood; nothing goes twice without the user's word.
//!
//! - [`plan`]: a composed message and its recipients → a job (requests, personalisation).
//! - `runner`: sending a job's waiting requests, with retries, a rate cap and pausing.
//! - [`outcome`]: what an answer means for a request: the rule of what is retried on its own
//!   and what waits for the user.
//! - `journal`: the database thread the runner writes through.
//! - `lease`: which process may send a job.
//! - `supervisor`: a run that ends abnormally leaves its job paused and safe, not hanging.
//! - [`report`]: a job per recipient, for the command line and CSV.
//! - [`recipient_check`]: what a lookup says about a recipient before anything is sent to
//!   them, for the composer and the command line alike.
//! - [`guard`]: the guardrails every send passes before its job is written: do not contact,
//!   recently contacted.

pub mod guard;
mod journal;
mod lease;
pub mod outcome;
pub mod personalise;
pub mod plan;
pub mod recipient_check;
pub mod report;
mod runner;
mod supervisor;

use std::time::Duration;

pub use guard::{RecentChoice, RecipientGuard};
pub use journal::Journal;
pub use lease::{IdleJob, JobLease, LEASE_TERM};
pub use outcome::{LONGEST_WAIT, RECEIPT_UNREADABLE, Verdict, verdict};
pub use plan::{JobDraft, MAX_JOB_RECIPIENTS, PlannedRecipient};
pub use recipient_check::RecipientCheck;
pub use report::{JobStatus, RecipientReport};
pub use runner::{Control, Intent, RequestUpdate, RunEnd, RunEvent, Scope, run_job};
pub use supervisor::supervise;

/// How a job is sent.
#[derive(Debug, Clone, PartialEq)]
pub struct SendSettings {
    /// Recipients per request (1 to 25).
    pub request_size: usize,
    /// Requests in flight at once.
    pub concurrency: usize,
    /// At most this many requests start per second; `None` for no cap.
    pub max_per_second: Option<f64>,
    /// Attempts at a request that keeps meeting passing trouble (503, 429, no connection)
    /// before it is `failed` and left to the user.
    pub max_attempts: u32,
    pub base_delay: Duration,
    pub max_delay: Duration,
}

impl Default for SendSettings {
    fn default() -> Self {
        Self {
            request_size: crate::api::MAX_RECIPIENTS,
            concurrency: 2,
            max_per_second: Some(10.0),
            max_attempts: 6,
            base_delay: Duration::from_secs(1),
            max_delay: Duration::from_secs(60),
        }
    }
}
