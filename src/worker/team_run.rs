//! A run in step with the team while it goes ([`ContactWriter`]): its contacts written as
//! the directory answers, and a colleague's do-not-contact mark made meanwhile honoured by
//! the rest of the job. The run's end (`worker/outbox.rs`) writes every contact once more,
//! then releases its claims.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};

use uuid::Uuid;

use super::team_guard::TeamSide;
use crate::outbox::Journal;
use crate::store::{JobId, RequestNote, RequestState, now_ms};

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Keeps a run in step with the team while it goes: writes its contacts as its requests
/// are answered (those answered since the last write, every [`CONTACT_BATCH`] at most), and
/// leaves out of what is still waiting anyone a colleague marks do not contact meanwhile
/// (read after every answer, and every [`MARKS_EVERY`] while the run waits). The run's end
/// writes every contact once more, then releases its claims.
pub(super) struct ContactWriter {
    answered: Arc<Mutex<BTreeSet<u32>>>,
    wake: Arc<tokio::sync::Notify>,
    stop: tokio::sync::watch::Sender<bool>,
    task: tokio::task::JoinHandle<()>,
}

/// How long answers are gathered before their contacts are written.
const CONTACT_BATCH: std::time::Duration = std::time::Duration::from_secs(2);
/// How often the team's marks are read while a run has no answer to write.
const MARKS_EVERY: std::time::Duration = std::time::Duration::from_secs(10);

/// What a [`ContactWriter`] does when the team's marks cannot be read while its run goes
/// (the team database away): the job is paused for it, by the journal, which a run obeys
/// before its next request, and tried again after `retry` (`wake`: the outbox's timer).
pub(super) struct WhenAway {
    pub(super) retry: std::time::Duration,
    pub(super) wake: Arc<dyn Fn(JobId, i64) + Send + Sync>,
}

/// What a run's events tell a [`ContactWriter`].
#[derive(Clone)]
pub(super) struct AnsweredSink {
    answered: Arc<Mutex<BTreeSet<u32>>>,
    wake: Arc<tokio::sync::Notify>,
}

impl AnsweredSink {
    pub(super) fn answered(&self, seq: u32) {
        lock(&self.answered).insert(seq);
        self.wake.notify_one();
    }
}

impl ContactWriter {
    pub(super) fn start(team: Arc<TeamSide>, journal: Journal, job: JobId, away: WhenAway) -> Self {
        let answered = Arc::new(Mutex::new(BTreeSet::new()));
        let wake = Arc::new(tokio::sync::Notify::new());
        let (stop, mut stopped) = tokio::sync::watch::channel(false);
        let (seqs, woken) = (Arc::clone(&answered), Arc::clone(&wake));
        let task = tokio::spawn(async move {
            loop {
                tokio::select! {
                    _ = woken.notified() => {}
                    _ = tokio::time::sleep(MARKS_EVERY) => {}
                    _ = stopped.changed() => return,
                }
                if !leave_out_marked(&team, &journal, job).await
                    && wait_for_team(&journal, job, &away).await
                {
                    // Nobody can say whom a colleague marked meanwhile: nothing more goes
                    // until someone can. The run's end writes what it sent.
                    return;
                }
                // Gathered for a moment: one write for a burst of answers.
                tokio::select! {
                    _ = tokio::time::sleep(CONTACT_BATCH) => {}
                    _ = stopped.changed() => return,
                }
                let only = std::mem::take(&mut *lock(&seqs));
                if only.is_empty() {
                    continue;
                }
                if let Ok(Ok(Some(record))) = journal.call(move |store| store.job(job)).await {
                    team.record_progress(&record, &only).await;
                }
            }
        });
        Self {
            answered,
            wake,
            stop,
            task,
        }
    }

    pub(super) fn sink(&self) -> AnsweredSink {
        AnsweredSink {
            answered: Arc::clone(&self.answered),
            wake: Arc::clone(&self.wake),
        }
    }

    /// Stops it, after a write under way (the run's end writes everything next).
    pub(super) async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.task.await;
    }
}

/// Pauses job `job` for the team database away, as its run's own pause with the reason,
/// and has it tried again after `away.retry`. Whether it was paused (a pause or cancel
/// someone gave, or a refused sign-in, stands: the writer then goes on, and asks again).
pub(super) async fn wait_for_team(journal: &Journal, job: JobId, away: &WhenAway) -> bool {
    let retry_at_ms =
        now_ms().saturating_add(i64::try_from(away.retry.as_millis()).unwrap_or(i64::MAX));
    let note = RequestNote::TeamAway { retry_at_ms };
    match journal.call(move |store| store.pause_for(job, &note)).await {
        Ok(Ok(true)) => {
            tracing::warn!(%job, retry_at_ms, "the team database is away: the job waits for it");
            (away.wake)(job, retry_at_ms);
            true
        }
        Ok(Ok(false)) => false,
        Ok(Err(err)) => {
            tracing::warn!(%job, error = %err, "a job's wait for the team was not written");
            false
        }
        Err(err) => {
            tracing::warn!(%job, error = %err, "a job's wait for the team was not written");
            false
        }
    }
}

/// Leaves out of job `job`'s requests still waiting anyone the team marked do not contact
/// since its check (a colleague's mark made while it runs). Whether the team could be
/// asked (nobody waiting needs no asking).
async fn leave_out_marked(team: &TeamSide, journal: &Journal, job: JobId) -> bool {
    let Ok(Ok(Some(record))) = journal.call(move |store| store.job(job)).await else {
        return true;
    };
    let waiting: Vec<Uuid> = record
        .requests
        .iter()
        .filter(|r| matches!(r.state, RequestState::Queued | RequestState::Retrying))
        .flat_map(|r| r.recipients.iter().filter(|p| !p.left_out).map(|p| p.uuid))
        .collect();
    let marked = match team.marked_among(&waiting).await {
        Ok(marked) => marked,
        Err(err) => {
            tracing::warn!(%job, error = %err, "the team's marks could not be read for a running job");
            return false;
        }
    };
    if marked.is_empty() {
        return true;
    }
    match journal
        .call(move |store| store.leave_out_marked_by_team(job, &marked))
        .await
    {
        Ok(Ok(n)) if n > 0 => {
            tracing::info!(%job, left_out = n, "left out: marked do not contact for the team while the job ran")
        }
        Ok(Ok(_)) => {}
        Ok(Err(err)) => {
            tracing::warn!(%job, error = %err, "a team's mark could not be applied to the job")
        }
        Err(err) => {
            tracing::warn!(%job, error = %err, "a team's mark could not be applied to the job")
        }
    }
    true
}
