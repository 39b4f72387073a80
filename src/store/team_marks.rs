//! A team's do-not-contact mark made while a job runs: the recipients it names are left out
//! of the job's requests still waiting to go, as a mark in this desk's own records is when a
//! run takes a request (`outbox.rs`). The outbox's run reads the team's marks as it goes
//! (`worker/outbox.rs`) and writes them here; the request about to go is read from here.

use rusqlite::params;
use uuid::Uuid;

use super::{JobId, JournalError, RequestNote, Store, now_ms};

impl Store {
    /// Leaves `marked` out of job `job`'s requests still waiting to go (queued or to be
    /// retried); a request left with nobody fails, never sent. How many recipients were left
    /// out. Requests under way or settled are as they were.
    pub fn leave_out_marked_by_team(
        &mut self,
        job: JobId,
        marked: &[Uuid],
    ) -> Result<usize, JournalError> {
        if marked.is_empty() {
            return Ok(0);
        }
        let transaction = self
            .connection
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let mut left_out = 0;
        for uuid in marked {
            left_out += transaction.execute(
                "UPDATE chunk_recipient SET left_out = 1
                 WHERE job = ?1 AND uuid = ?2 AND left_out = 0
                   AND seq IN (SELECT seq FROM chunk WHERE job = ?1
                               AND state IN ('queued', 'retrying'))",
                params![job, uuid.to_string()],
            )?;
        }
        if left_out > 0 {
            let (message, note) = RequestNote::NobodyToContact { for_team: true }.columns();
            transaction.execute(
                "UPDATE chunk SET state = 'failed', message = ?2, note = ?4, next_attempt_at = NULL,
                        updated_at = ?3
                 WHERE job = ?1 AND state IN ('queued', 'retrying')
                   AND NOT EXISTS (SELECT 1 FROM chunk_recipient r
                                   WHERE r.job = chunk.job AND r.seq = chunk.seq
                                     AND r.left_out = 0)",
                params![job, message, now_ms(), note],
            )?;
        }
        transaction.commit()?;
        Ok(left_out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_jobs::{one_request, uuid};
    use crate::store::{DraftRecipient, JournalWrite, NewRequest, RequestState};

    #[test]
    fn a_team_mark_leaves_the_freelancer_out_of_what_is_still_waiting_only() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let mut new = one_request("d", &[1, 2, 3]);
        new.requests.push(NewRequest {
            recipients: [4, 5]
                .map(|n| DraftRecipient {
                    uuid: uuid(n),
                    name: None,
                })
                .to_vec(),
            subject: None,
            body: None,
        });
        let job = store.create_job(&new).unwrap();
        // The first request is under way.
        store.apply(&[JournalWrite::begin_sending(job, 1)]).unwrap();
        // One of the request under way, and everyone of the waiting one.
        let marked = [uuid(1), uuid(4), uuid(5)];
        assert_eq!(store.leave_out_marked_by_team(job, &marked).unwrap(), 2);
        let record = store.job(job).unwrap().unwrap();
        assert!(
            record.requests[0].recipients.iter().all(|r| !r.left_out),
            "a request under way is as it was"
        );
        assert_eq!(record.requests[1].state, RequestState::Failed);
        let note = RequestNote::NobodyToContact { for_team: true };
        assert_eq!(record.requests[1].message, Some(note.in_english()));
        assert_eq!(record.requests[1].note, Some(note));
        assert_eq!(
            store.leave_out_marked_by_team(job, &marked).unwrap(),
            0,
            "once"
        );
    }
}
