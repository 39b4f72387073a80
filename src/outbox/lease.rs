//! Who may send a job. A job is leased in the database (holder and a heartbeat, which the
//! app shows as "being sent by …"), and the lease is guarded by an operating-system lock on a
//! small file per job. The OS drops that lock the instant its process dies (`kill -9`, a
//! crash, a power cut), so a dead holder's job can be taken over at once, while a live holder
//! (the app and a command-line `outbox resume`, or two windows) keeps it.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::PathBuf;
use std::time::Duration;

use super::Journal;
use crate::store::JobId;
use crate::store::{JournalError, Lease, now_ms};

/// How long a lease holds without a heartbeat.
pub const LEASE_TERM: Duration = Duration::from_secs(30);

/// A job this process is sending. Dropping it releases the OS lock; call
/// [`release`](Self::release) to clear the database record too.
#[derive(Debug)]
pub struct JobLease {
    pub job: JobId,
    pub holder: String,
    _lock: File,
}

/// A job's lock held while nobody sends it ([`JobLease::hold_if_idle`]).
#[derive(Debug)]
pub struct IdleJob {
    _lock: File,
}

fn lock_path(journal: &Journal, job: JobId) -> PathBuf {
    journal
        .folder()
        .join("outbox-locks")
        .join(format!("job-{job}.lock"))
}

/// A name for this process that a person can act on.
fn holder_name() -> String {
    let host = std::env::var("HOSTNAME")
        .or_else(|_| std::env::var("COMPUTERNAME"))
        .unwrap_or_else(|_| "this computer".into());
    format!(
        "process {} on {host} (run {})",
        std::process::id(),
        &uuid::Uuid::new_v4().simple().to_string()[..8]
    )
}

impl JobLease {
    /// Claims `job`. Returns the lease and how many requests a dead holder left `sending` (now
    /// `unknown`). Refused while another live process sends it.
    pub async fn take(journal: &Journal, job: JobId) -> Result<(Self, usize), JournalError> {
        let path = lock_path(journal, job);
        let lock = open_lock(&path).map_err(|err| {
            JournalError::NotWritten(format!("cannot create {}: {err}", path.display()))
        })?;
        match lock.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let holder = journal
                    .call(move |store| store.job(job))
                    .await?
                    .map_err(JournalError::Store)?
                    .and_then(|j| j.lease)
                    .map_or_else(|| "another Directory Desk".to_owned(), |l| l.holder);
                return Err(JournalError::Leased { job, holder });
            }
            Err(TryLockError::Error(err)) => {
                return Err(JournalError::NotWritten(format!(
                    "cannot lock {}: {err}",
                    path.display()
                )));
            }
        }
        let holder = holder_name();
        let lease = Lease {
            holder: holder.clone(),
            until_ms: now_ms() + LEASE_TERM.as_millis() as i64,
        };
        // Holding the OS lock proves no live process is sending this job.
        let interrupted = journal
            .call(move |store| store.take_lease(job, &lease, true))
            .await??;
        Ok((
            Self {
                job,
                holder,
                _lock: lock,
            },
            interrupted,
        ))
    }

    /// If `job`'s sender has died (its lock can be taken), shows the requests it left `sending`
    /// as `unknown` and clears its lease, without claiming the job. Returns how many requests
    /// were interrupted; 0 when a live process holds the job.
    pub async fn recover_if_abandoned(
        journal: &Journal,
        job: JobId,
    ) -> Result<usize, JournalError> {
        let path = lock_path(journal, job);
        let lock = open_lock(&path).map_err(|err| {
            JournalError::NotWritten(format!("cannot create {}: {err}", path.display()))
        })?;
        if lock.try_lock().is_err() {
            return Ok(0);
        }
        // The lock is held until `lock` drops, after the recovery: nobody can start
        // sending the job in between.
        let recovered = journal
            .call(move |store| store.recover_abandoned(job))
            .await??;
        drop(lock);
        Ok(recovered)
    }

    /// The job's lock, held by the caller while it acts for a job nobody is sending (the
    /// team's contacts and claims of a job that ended elsewhere); `None` while a live
    /// process, this one included, holds it. Dropping it lets the job be sent again.
    pub fn hold_if_idle(journal: &Journal, job: JobId) -> Result<Option<IdleJob>, JournalError> {
        let path = lock_path(journal, job);
        let lock = open_lock(&path).map_err(|err| {
            JournalError::NotWritten(format!("cannot create {}: {err}", path.display()))
        })?;
        match lock.try_lock() {
            Ok(()) => Ok(Some(IdleJob { _lock: lock })),
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(err)) => Err(JournalError::NotWritten(format!(
                "cannot lock {}: {err}",
                path.display()
            ))),
        }
    }

    pub fn renewal(&self) -> Lease {
        Lease {
            holder: self.holder.clone(),
            until_ms: now_ms() + LEASE_TERM.as_millis() as i64,
        }
    }

    pub async fn release(self, journal: &Journal) {
        let (job, holder) = (self.job, self.holder.clone());
        if let Ok(Err(err)) = journal
            .call(move |store| store.release_lease(job, &holder))
            .await
        {
            tracing::warn!(%job, error = %err, "could not clear the lease");
        }
        // The OS lock goes with `self`, after the record is cleared.
    }
}

fn open_lock(path: &std::path::Path) -> std::io::Result<File> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
}
