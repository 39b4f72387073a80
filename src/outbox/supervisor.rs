//! A job's run, watched from outside. If a run ever ends abnormally (a panic, a task that
//! dies), nobody is left to record what its requests in flight became, and whoever waits for
//! its end would wait for ever. The supervisor makes such a job safe and says so: the
//! requests that were out become `unknown` (they may have gone), the job is paused with the
//! reason, the lease is cleared so that Resume works, and the run ends as
//! [`RunEnd::Crashed`].

use std::future::Future;

use super::lease::JobLease;
use super::{Journal, RunEnd};
use crate::store::JobId;
use crate::store::JobState;
use crate::store::RequestNote;

/// Runs `run` (a run of `job`) as a task of its own and waits for its end.
pub async fn supervise(
    journal: &Journal,
    job: JobId,
    run: impl Future<Output = RunEnd> + Send + 'static,
) -> RunEnd {
    let failure = match tokio::spawn(run).await {
        Ok(end) => return end,
        Err(failure) => failure,
    };
    let reason = if failure.is_panic() {
        let payload = failure.into_panic();
        payload
            .downcast_ref::<&str>()
            .map(|text| (*text).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "an internal error".to_owned())
    } else {
        "its task was stopped".to_owned()
    };
    // A panic's text is ours, but may quote something a secret passed through; the note is
    // stored and shown, so it goes through the same redaction as the crash report.
    let reason = crate::diagnostics::redact::redact(&reason).into_owned();
    tracing::error!(%job, %reason, "a job's run ended abnormally");
    let note = RequestNote::Crashed { reason };
    // The run's lease (and its OS lock) went with its task, so its `sending` requests can be
    // recovered exactly as a dead process's would be.
    if let Err(err) = JobLease::recover_if_abandoned(journal, job).await {
        tracing::error!(%job, error = %err, "could not recover the job's requests in flight");
    }
    let paused = note.clone();
    match journal
        // As a run settles it: a job cancelled meanwhile stays cancelled.
        .call(move |store| store.settle_job_state(job, JobState::Paused, Some(&paused)))
        .await
    {
        Ok(Ok(_)) => {}
        Ok(Err(err)) => tracing::error!(%job, error = %err, "could not pause the job"),
        Err(err) => tracing::error!(%job, error = %err, "could not pause the job"),
    }
    RunEnd::Crashed(Box::new(note))
}
