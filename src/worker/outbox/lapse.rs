//! Jobs a run paused for a reason that lapses by itself: a wait the directory asked for
//! (`RequestNote::WaitUntil`), and the team database away (`RequestNote::TeamAway`: its
//! marks could not be read while the job ran, or what a resume sends again could not be
//! checked). The journal keeps the reason and when it lapses; the outbox rests until then
//! (a timer per job, set when the pause is written and again at each sign-in, since a
//! process that was closed meanwhile has none), and the job goes on through the one door
//! every job sent again passes (`again.rs`), checked against the team first. A team still
//! away pauses it again, quietly, for a later try; a pause or cancel someone gave since is
//! never overridden.

use std::time::Duration;

use tokio::sync::mpsc::WeakUnboundedSender;

use super::again::SendAgain;
use super::{Emit, OutboxCommand, OutboxEvent, OutboxHub, Refusal};
use crate::api::ApiClient;
use crate::outbox::JobLease;
use crate::store::{JobId, RequestNote, now_ms};

/// Rests until `at_ms` (Unix ms), then tells the outbox that `job` may go on
/// ([`OutboxCommand::GoOn`]). A worker gone meanwhile takes nothing.
pub(in crate::worker) fn wake_at(
    myself: &WeakUnboundedSender<crate::worker::Command>,
    job: JobId,
    at_ms: i64,
) {
    let myself = myself.clone();
    let rest = Duration::from_millis(u64::try_from(at_ms - now_ms()).unwrap_or(0));
    tokio::spawn(async move {
        tokio::time::sleep(rest).await;
        if let Some(myself) = myself.upgrade() {
            let _ = myself.send(crate::worker::Command::Outbox(OutboxCommand::GoOn { job }));
        }
    });
}

/// A run that ended in `end` because the directory asked for a wait that ends by itself
/// has its job go on then. Whoever writes a pause sets its timer: this one the run wrote as
/// it ended; a wait for the team (which a run also ends on) had its timer set by the
/// contact writer or the resume that wrote it.
pub(in crate::worker) fn wake_after(
    myself: &WeakUnboundedSender<crate::worker::Command>,
    job: JobId,
    end: &crate::outbox::RunEnd,
) {
    if let crate::outbox::RunEnd::AskedToWait(note) = end
        && let RequestNote::WaitUntil { until_ms, .. } = **note
    {
        wake_at(myself, job, until_ms);
    }
}

impl OutboxHub {
    /// Sets a timer for every job of this directory that waits for a reason that lapses
    /// (at a sign-in: a process closed meanwhile has none, and only now is it known whose
    /// jobs may go).
    pub(super) async fn wake_lapsing(&self) {
        let directory = self.directory.clone();
        let lapsing = self
            .journal
            .call(move |store| store.lapsing_jobs(&directory))
            .await;
        let Ok(Ok(lapsing)) = lapsing else {
            tracing::warn!("the jobs waiting to go on by themselves could not be read");
            return;
        };
        for (job, at) in lapsing {
            wake_at(&self.myself, job, at);
        }
    }

    /// `job`, which a run paused for a reason that lapses, may go on (its time came, or an
    /// offer's look found its messages stalled): sent again through the one door as a
    /// resume, unless it runs here, another live process holds its lease, someone's word
    /// came since, it is not this account's, or its check against the team is under way.
    pub(super) async fn go_on(&mut self, job: JobId, client: &ApiClient, emit: &Emit) {
        if self.is_running(job) || self.going_on.contains(&job) {
            return;
        }
        // Another directory's or account's job waits for its own session, without a word.
        if let Err(problem) = self.check_belongs(job).await {
            tracing::info!(%job, %problem, "a job that may go on is left for its account");
            return;
        }
        if JobLease::recover_if_abandoned(&self.journal, job)
            .await
            .is_err()
        {
            return;
        }
        let may_go_on = self
            .journal
            .call(move |store| store.job_may_go_on(job))
            .await;
        if !matches!(may_go_on, Ok(Ok(true))) {
            return;
        }
        tracing::info!(%job, "a job paused by its run goes on");
        self.going_on.insert(job);
        let resumed = self
            .send_again(job, SendAgain::GoOn, None, client, emit)
            .await;
        // Settled at once (no team, or refused before any check): nothing is under way.
        if resumed.is_err() || self.is_running(job) {
            self.going_on.remove(&job);
        }
        if let Err(problem) = resumed {
            emit(OutboxEvent::Refused {
                job: Some(job),
                problem: Refusal::Said(problem),
            });
        }
    }

    /// What a resume of `job` would send could not be checked, the team database being
    /// away: the job waits for it, paused as its run's own with the reason, and is tried
    /// again after [`TeamToCheck::away_retry`](crate::worker::team_guard::TeamToCheck).
    /// A pause or cancel someone gave stays as it is.
    pub(super) async fn wait_for_team(&self, job: JobId, emit: &Emit) {
        let away = self.when_away();
        crate::worker::team_run::wait_for_team(&self.journal, job, &away).await;
        if let Err(problem) = self.emit_job(job, emit).await {
            tracing::warn!(%job, %problem, "a job waiting for the team could not be read");
        }
    }
}
