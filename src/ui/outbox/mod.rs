//! The Outbox panel: every job of the environment as the journal holds it, its progress, its
//! requests, and the decisions only the user can make (a request whose answer was lost, a
//! request the directory refused). The model applies the worker's events and is drawn apart
//! from them, so that its bookkeeping can be tested without a window.
//!
//! Split the way the app shell is: the model (`model`, each job in `job`) without egui, the
//! panel (`view`) and each job's card (`job_card`) drawn from it, and what they return
//! (`action`).

mod action;
mod job;
mod job_card;
mod model;
mod view;

pub use action::OutboxAction;
pub use job::JobView;
pub(in crate::ui) use job_card::status_words;

/// The message of every status a job's card can show.
#[cfg(test)]
pub(in crate::ui) fn status_messages() -> Vec<&'static str> {
    use crate::outbox::JobStatus;
    [
        JobStatus::Sending,
        JobStatus::Paused,
        JobStatus::Cancelled,
        JobStatus::Interrupted,
        JobStatus::NeedsAttention,
        JobStatus::Done,
    ]
    .into_iter()
    .map(job_card::status_message)
    .collect()
}
pub use model::{JournalState, OutboxModel};
pub use view::OutboxPanel;
