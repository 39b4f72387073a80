//! Verifying the composer's recipients before sending. The directory refuses a whole request
//! when one of its recipients is unknown, so every recipient should have been looked up in
//! this session: the ones picked from the results table were, but a draft restored after a
//! restart or recipients added from a list were not. The lookups run on the worker like any
//! other. What they found about each freelancer (the verdicts) is the directory's scope's, in
//! [`Profiles`], whichever lookup found it; this model keeps a run's progress and ending, and
//! counts the verdicts over the recipients, apart from drawing, so it can be tested alone.

use std::collections::HashSet;

use uuid::Uuid;

use super::profiles::Profiles;
use crate::api::{ApiError, Freelancer};
use crate::store::DraftRecipient;
use crate::worker::{LookupEnd, Progress, TaskId};

/// What a lookup said about one recipient. The rule that reads a lookup's answer is the
/// outbox's, shared with the command line; this model keeps what it said.
pub use crate::outbox::RecipientCheck as Verdict;

/// How the last verification ended, for the line under the recipients.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    Completed,
    Cancelled,
    /// The credentials were refused: nothing more can be checked until signed in again.
    SignedOut(String),
    /// The connection closed (another environment, a sign-out) before it finished.
    ConnectionLost,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub job: TaskId,
    pub progress: Progress,
    /// Recipients this run could not check, with the reason (a server in trouble, a timeout).
    pub unchecked: Vec<(Uuid, String)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ended {
    pub how: Ending,
    pub progress: Progress,
    pub unchecked: Vec<(Uuid, String)>,
}

/// What the verdicts say about the current recipients; counted once per change.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    /// Not looked up in this session (or only with a passing failure).
    pub unverified: usize,
    pub restricted: usize,
    /// Indices into the recipients of those the directory does not know.
    pub unknown: Vec<usize>,
}

/// What `profiles` holds of `uuid` that counts as verified: none when it was not asked
/// this session, or, with `need_fields` (the message has placeholders), when a summary
/// alone found them, since their profile's fields were never read.
fn verdict<'a>(profiles: &'a Profiles, uuid: &Uuid, need_fields: bool) -> Option<&'a Verdict> {
    profiles.verdict(uuid).filter(|verdict| {
        !(need_fields && **verdict == Verdict::Found && profiles.fields(uuid).is_none())
    })
}

/// The recipients not verified in this session, in order.
pub fn to_check(
    profiles: &Profiles,
    recipients: &[DraftRecipient],
    need_fields: bool,
) -> Vec<Uuid> {
    recipients
        .iter()
        .map(|r| r.uuid)
        .filter(|uuid| verdict(profiles, uuid, need_fields).is_none())
        .collect()
}

/// What the verdicts `profiles` holds say about `recipients` ([`verdict`]: with
/// `need_fields`, one found by a summary alone is not verified yet).
pub fn summary(profiles: &Profiles, recipients: &[DraftRecipient], need_fields: bool) -> Summary {
    let mut summary = Summary::default();
    for (i, recipient) in recipients.iter().enumerate() {
        match verdict(profiles, &recipient.uuid, need_fields) {
            None => summary.unverified += 1,
            Some(Verdict::Found) => {}
            Some(Verdict::Restricted) => summary.restricted += 1,
            Some(Verdict::Unknown(_)) => summary.unknown.push(i),
        }
    }
    summary
}

/// The composer's verification runs. (What they found is learned into the scope's
/// [`Profiles`] by the app, as any lookup's answer is.)
#[derive(Default)]
pub struct Verification {
    /// Every lookup job this composer started: results of a cancelled one can still arrive,
    /// and are this composer's, not the lookup table's.
    jobs: HashSet<TaskId>,
    pub run: Option<Run>,
    pub ended: Option<Ended>,
}

impl Verification {
    pub fn running(&self) -> Option<TaskId> {
        self.run.as_ref().map(|r| r.job)
    }

    pub fn is_ours(&self, job: TaskId) -> bool {
        self.jobs.contains(&job)
    }

    pub fn started(&mut self, job: TaskId, total: usize) {
        self.jobs.insert(job);
        self.ended = None;
        self.run = Some(Run {
            job,
            progress: Progress {
                total,
                ..Progress::default()
            },
            unchecked: Vec::new(),
        });
    }

    /// One answer of job `job` (its verdict, if any, is the app's to learn into the
    /// scope's [`Profiles`]); false when the job is not this composer's.
    pub fn on_result(
        &mut self,
        job: TaskId,
        uuid: Uuid,
        result: &Result<Box<Freelancer>, ApiError>,
        progress: Progress,
    ) -> bool {
        if !self.is_ours(job) {
            return false;
        }
        let verdict = Verdict::of(result);
        if let Some(run) = self.run.as_mut().filter(|r| r.job == job) {
            run.progress = progress;
            if let Err(why) = &verdict {
                // The detail is in the activity log with the call that failed.
                run.unchecked.push((uuid, why.plain.clone()));
            }
        }
        true
    }

    /// One user summary of job `job`, a check of who the recipients are without their
    /// profiles (a message without placeholders); false when the job is not this
    /// composer's. Its verdict is the app's to learn into the scope's [`Profiles`].
    pub fn on_summary(
        &mut self,
        job: TaskId,
        uuid: Uuid,
        summary: &crate::api::summaries::Summary,
        progress: crate::api::summaries::SummariesProgress,
    ) -> bool {
        if !self.is_ours(job) {
            return false;
        }
        if let Some(run) = self.run.as_mut().filter(|r| r.job == job) {
            run.progress = Progress {
                done: progress.found + progress.unknown,
                failed: progress.failed,
                total: progress.total,
            };
            if let crate::api::summaries::Summary::Failed(err) = summary {
                run.unchecked.push((uuid, err.explained().plain));
            }
        }
        true
    }

    /// Job `job` of user summaries ended; false when it is not this composer's.
    pub fn on_summaries_finished(
        &mut self,
        job: TaskId,
        end: &crate::api::summaries::SummariesEnd,
    ) -> bool {
        use crate::api::summaries::SummariesEnd;
        let end = match end {
            SummariesEnd::Completed => LookupEnd::Completed,
            SummariesEnd::Cancelled => LookupEnd::Cancelled,
            SummariesEnd::SignedOut(err) => LookupEnd::SignedOut(err.clone()),
        };
        self.on_finished(job, &end)
    }

    /// Job `job` ended; false when it is not this composer's.
    pub fn on_finished(&mut self, job: TaskId, end: &LookupEnd) -> bool {
        if !self.is_ours(job) {
            return false;
        }
        if self.running() == Some(job) {
            let how = match end {
                LookupEnd::Completed => Ending::Completed,
                LookupEnd::Cancelled => Ending::Cancelled,
                LookupEnd::SignedOut(err) => Ending::SignedOut(err.plain_words()),
            };
            self.end(how);
        }
        true
    }

    /// The user stopped it: it ends now, without waiting for the worker to confirm.
    pub fn cancel(&mut self) -> Option<TaskId> {
        let job = self.running()?;
        self.end(Ending::Cancelled);
        Some(job)
    }

    pub fn connection_lost(&mut self) {
        if self.run.is_some() {
            self.end(Ending::ConnectionLost);
        }
    }

    fn end(&mut self, how: Ending) {
        if let Some(run) = self.run.take() {
            self.ended = Some(Ended {
                how,
                progress: run.progress,
                unchecked: run.unchecked,
            });
        }
    }
}

/// "Verified 298: 1 restricted (can be messaged), 1 unknown." and what stopped it early.
pub fn ended_text(ended: &Ended, summary: &Summary) -> String {
    let p = ended.progress;
    let checked = (p.done + p.failed).saturating_sub(ended.unchecked.len());
    let (checked, total) = (checked, p.total);
    let ended = match &ended.how {
        Ending::Completed => crate::tr!("verify-looked-up", checked = checked, total = total),
        Ending::Cancelled => crate::tr!("verify-cancelled", checked = checked, total = total),
        Ending::SignedOut(why) => crate::tr!("verify-signed-out", why = why.as_str()),
        Ending::ConnectionLost => {
            crate::tr!("verify-connection-lost", checked = checked, total = total)
        }
    };
    if summary.restricted == 0 {
        return ended;
    }
    crate::tr!(
        "verify-ended-restricted",
        ended = ended,
        count = summary.restricted
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ServerMessages;

    fn recipient(n: u128) -> DraftRecipient {
        DraftRecipient {
            uuid: Uuid::from_u128(n),
            name: None,
        }
    }

    fn rejected(status: u16) -> Result<Box<Freelancer>, ApiError> {
        Err(ApiError::Rejected {
            status,
            messages: ServerMessages {
                error_messages: vec!["No freelancer was found with that UUID.".into()],
                ..ServerMessages::default()
            },
        })
    }

    fn progress(done: usize, failed: usize, total: usize) -> Progress {
        Progress {
            done,
            failed,
            total,
        }
    }

    /// Takes in one answer as the app does: the verdict into the scope's profiles, the
    /// progress into the run.
    fn answer(
        verification: &mut Verification,
        profiles: &mut Profiles,
        job: TaskId,
        n: u128,
        result: &Result<Box<Freelancer>, ApiError>,
        progress: Progress,
    ) -> bool {
        profiles.learn(Uuid::from_u128(n), result);
        verification.on_result(job, Uuid::from_u128(n), result, progress)
    }

    #[test]
    fn a_run_sorts_the_recipients_and_leaves_the_unchecked_to_try_again() {
        let recipients: Vec<DraftRecipient> = (1..=4).map(recipient).collect();
        let mut verification = Verification::default();
        let mut profiles = Profiles::default();
        profiles.learn(Uuid::from_u128(1), &Ok(Box::default()));
        let to_check = to_check(&profiles, &recipients, false);
        assert_eq!(to_check.len(), 3, "the one seen in the table is verified");
        verification.started(TaskId(7), to_check.len());
        let (v, p) = (&mut verification, &mut profiles);
        assert!(!answer(
            v,
            p,
            TaskId(8),
            2,
            &rejected(400),
            progress(0, 1, 3)
        ));
        assert!(answer(
            v,
            p,
            TaskId(7),
            2,
            &rejected(400),
            progress(0, 1, 3)
        ));
        let trouble = Err(ApiError::ServerTrouble {
            status: 502,
            messages: ServerMessages::default(),
            excerpt: None,
            from_directory: false,
        });
        answer(v, p, TaskId(7), 3, &trouble, progress(0, 2, 3));
        answer(v, p, TaskId(7), 4, &Ok(Box::default()), progress(1, 2, 3));
        assert!(verification.on_finished(TaskId(7), &LookupEnd::Completed));
        assert_eq!(verification.running(), None);
        let summary = summary(&profiles, &recipients, false);
        assert_eq!(summary.unknown, vec![1]);
        assert_eq!(summary.unverified, 1);
        assert_eq!(
            super::to_check(&profiles, &recipients, false),
            vec![Uuid::from_u128(3)]
        );
        let ended = verification.ended.clone().unwrap();
        assert_eq!(ended.unchecked.len(), 1);
        assert_eq!(ended_text(&ended, &summary), "Looked up 2 of 3.");
    }

    #[test]
    fn a_cancelled_run_ends_at_once_and_late_answers_still_count_as_ours() {
        let recipients: Vec<DraftRecipient> = (1..=3).map(recipient).collect();
        let mut verification = Verification::default();
        let mut profiles = Profiles::default();
        verification.started(TaskId(3), 3);
        let (v, p) = (&mut verification, &mut profiles);
        answer(v, p, TaskId(3), 1, &Ok(Box::default()), progress(1, 0, 3));
        assert_eq!(v.cancel(), Some(TaskId(3)));
        assert_eq!(v.cancel(), None, "nothing left to cancel");
        assert!(
            answer(v, p, TaskId(3), 2, &Ok(Box::default()), progress(2, 0, 3)),
            "a late answer is not the lookup table's"
        );
        assert!(verification.on_finished(TaskId(3), &LookupEnd::Cancelled));
        let ended = verification.ended.clone().unwrap();
        assert_eq!(ended.how, Ending::Cancelled);
        assert_eq!(summary(&profiles, &recipients, false).unverified, 1);
    }

    #[test]
    fn a_connection_closing_ends_the_run_and_says_so() {
        let mut verification = Verification::default();
        verification.connection_lost();
        assert_eq!(verification.ended, None, "nothing was running");
        verification.started(TaskId(1), 5);
        verification.connection_lost();
        assert_eq!(
            verification.ended.as_ref().map(|e| &e.how),
            Some(&Ending::ConnectionLost)
        );
    }
}
