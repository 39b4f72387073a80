//! The Outbox panel's model: every job of the environment, newest first, kept in step with
//! the worker's events, with the news a toast gives of them. No window: the view
//! (`view`, `job_card`) draws it.

use std::collections::HashSet;
use std::time::Instant;

use uuid::Uuid;

use super::action::JobStep;
use super::job::JobView;
use crate::outbox::{JobStatus, RunEnd};
use crate::store::JobId;
use crate::store::{JobRecord, JobState, Resolution};
use crate::ui::notice::Notice;
use crate::worker::team_guard::StoppedAgain;
use crate::worker::{OutboxCommand, OutboxEvent, Refusal};

/// Whether the outbox journal is open for the current environment.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum JournalState {
    /// No directory connected.
    #[default]
    Closed,
    Opening,
    Open,
    Failed(String),
}

/// Every job of the environment, newest first, kept in step with the worker's events.
#[derive(Debug, Default)]
pub struct OutboxModel {
    pub journal: JournalState,
    jobs: Vec<JobView>,
    /// Jobs a run is sending (or was asked to), as far as this session has heard: a job's
    /// record holds no lease until the run takes it, and must not read "interrupted" then.
    running: HashSet<JobId>,
    /// Jobs asked to pause or cancel whose run has not stopped yet.
    stopping: HashSet<JobId>,
    /// The key of the directory this outbox sends to; its jobs are `jobs`.
    directory: Option<String>,
    /// Jobs written for other directories (or as they were before jobs kept their
    /// directory): shown for reference, never resumed, resent or retried from here.
    elsewhere: Vec<JobView>,
}

impl OutboxModel {
    /// The outbox of the directory keyed `directory`.
    pub fn belongs_to(&mut self, directory: &str) {
        self.directory = Some(directory.to_owned());
    }

    /// A new connection: its jobs are on their way.
    pub fn opening(&mut self) {
        *self = Self {
            journal: JournalState::Opening,
            directory: self.directory.take(),
            ..Self::default()
        };
    }

    /// The connection closed: its jobs are not shown in another directory's outbox.
    pub fn close(&mut self) {
        *self = Self {
            directory: self.directory.take(),
            ..Self::default()
        };
    }

    pub fn unavailable(&mut self, why: String) {
        *self = Self {
            journal: JournalState::Failed(why),
            directory: self.directory.take(),
            ..Self::default()
        };
    }

    /// This directory's jobs, newest first.
    pub fn jobs(&self) -> &[JobView] {
        &self.jobs
    }

    /// Jobs of other directories, newest first: read-only here.
    pub fn elsewhere(&self) -> &[JobView] {
        &self.elsewhere
    }

    /// Why `view`, a job of another directory, cannot be sent from here.
    pub fn elsewhere_note(&self, view: &JobView) -> String {
        let written_for = crate::store::directory_label(&view.record.directory);
        let here = self.directory.as_deref().map_or_else(
            || crate::tr!("outbox-another-directory"),
            crate::store::directory_label,
        );
        match &view.record.account {
            Some(account) => crate::tr!(
                "outbox-elsewhere-note-as",
                directory = written_for,
                account = account.label(),
                here = here
            ),
            None => crate::tr!(
                "outbox-elsewhere-note",
                directory = written_for,
                here = here
            ),
        }
    }

    /// A job of this directory or, read-only, of another.
    pub fn job(&self, id: JobId) -> Option<&JobView> {
        self.jobs
            .iter()
            .chain(&self.elsewhere)
            .find(|j| j.id() == id)
    }

    /// The user asked `step` of a job: from now its card expects the job to run (a resume,
    /// a resend, a retry) or to stop (a pause, a cancel) until the worker says it does; the
    /// worker's command that carries the step out.
    pub fn ask(&mut self, step: JobStep) -> OutboxCommand {
        match &step {
            JobStep::Resume(job)
            | JobStep::Resolve {
                job,
                resolution: Resolution::Resend,
                ..
            }
            | JobStep::ResolveAll {
                job,
                resolution: Resolution::Resend,
                ..
            }
            | JobStep::Retry { job, .. } => self.expect_running(*job),
            JobStep::Pause(job) | JobStep::Cancel(job) => self.expect_stopping(*job),
            JobStep::Resolve { .. } | JobStep::ResolveAll { .. } => {}
        }
        step.command()
    }

    /// The user started, resumed or resent something in `job`: a run is coming.
    pub fn expect_running(&mut self, job: JobId) {
        self.running.insert(job);
    }

    pub fn expect_stopping(&mut self, job: JobId) {
        if self.running.contains(&job) {
            self.stopping.insert(job);
        }
    }

    pub fn is_stopping(&self, job: JobId) -> bool {
        self.stopping.contains(&job)
    }

    pub fn status(&self, view: &JobView) -> JobStatus {
        if self.running.contains(&view.id()) && view.open() > 0 {
            return JobStatus::Sending;
        }
        // From the counts kept up to date, not a walk over every request on every frame.
        JobStatus::of(
            view.record.state,
            view.record.lease.as_ref(),
            |state| view.count(state),
            crate::store::now_ms(),
        )
    }

    /// Jobs that wait for the user: interrupted, or with requests to decide on.
    pub fn needing_you(&self) -> usize {
        self.jobs
            .iter()
            .filter(|j| {
                matches!(
                    self.status(j),
                    JobStatus::Interrupted | JobStatus::NeedsAttention
                )
            })
            .count()
    }

    pub fn is_sending(&self) -> bool {
        self.jobs
            .iter()
            .any(|j| self.status(j) == JobStatus::Sending)
    }

    /// Applies one event; returns news for a toast, if any. `Created` and `TeamChecked` are
    /// the composer's.
    pub fn apply(&mut self, event: OutboxEvent, now: Instant) -> Option<Notice> {
        match event {
            OutboxEvent::Opened(Ok(jobs)) => {
                self.journal = JournalState::Open;
                self.running.clear();
                self.stopping.clear();
                let (mine, others): (Vec<JobRecord>, Vec<JobRecord>) = jobs
                    .into_iter()
                    .partition(|job| self.directory.as_deref().is_none_or(|d| d == job.directory));
                self.jobs = mine.into_iter().map(JobView::new).collect();
                self.jobs.sort_by_key(|j| std::cmp::Reverse(j.id()));
                self.elsewhere = others.into_iter().map(JobView::new).collect();
                self.elsewhere.sort_by_key(|j| std::cmp::Reverse(j.id()));
                self.interrupted_notice()
            }
            OutboxEvent::Opened(Err(why)) => {
                let text = crate::tr!("outbox-failed", why = why.as_str());
                self.journal = JournalState::Failed(why);
                Some(Notice::problem(text))
            }
            OutboxEvent::Created { .. }
            | OutboxEvent::TeamChecked { .. }
            | OutboxEvent::TeamIs { .. }
            | OutboxEvent::OfferChanged { .. }
            | OutboxEvent::OffersLooked { .. }
            | OutboxEvent::TeamAnswers { .. }
            | OutboxEvent::OfferTrouble { .. } => None,
            OutboxEvent::Job(record) => {
                match self.jobs.iter_mut().find(|j| j.id() == record.id) {
                    Some(view) => view.replace(*record),
                    None => {
                        let at = self
                            .jobs
                            .iter()
                            .position(|j| j.id() < record.id)
                            .unwrap_or(self.jobs.len());
                        self.jobs.insert(at, JobView::new(*record));
                    }
                }
                None
            }
            OutboxEvent::Request(update) => {
                self.running.insert(update.job);
                if let Some(view) = self.jobs.iter_mut().find(|j| j.id() == update.job) {
                    view.apply_request(&update, now);
                }
                None
            }
            OutboxEvent::Ended { job, end } => {
                self.running.remove(&job);
                self.stopping.remove(&job);
                let view = self.jobs.iter_mut().find(|j| j.id() == job);
                let notice = ended_notice(job, view.as_deref(), &end);
                if let Some(view) = view {
                    view.end = Some(end);
                    view.answers.clear();
                }
                Some(notice)
            }
            OutboxEvent::ResolvedAll {
                job,
                resolution,
                requests,
                recipients,
            } => Some(Notice::news(resolved_all_text(
                job, resolution, requests, recipients,
            ))),
            OutboxEvent::Refused { job, problem } => {
                if let Some(job) = job {
                    self.running.remove(&job);
                    self.stopping.remove(&job);
                }
                Some(refused_notice(job, problem))
            }
        }
    }

    fn interrupted_notice(&self) -> Option<Notice> {
        let interrupted: Vec<String> = self
            .jobs
            .iter()
            .filter(|j| self.status(j) == JobStatus::Interrupted)
            .map(|j| j.id().to_string())
            .collect();
        match interrupted.len() {
            0 => None,
            1 => Some(Notice::problem(crate::tr!(
                "outbox-interrupted-one",
                job = interrupted[0].as_str()
            ))),
            n => Some(Notice::problem(crate::tr!(
                "outbox-interrupted-many",
                count = n,
                jobs = crate::i18n::list(&interrupted)
            ))),
        }
    }
}

/// Why a job was not sent again, in the window's words (the command line's English is
/// `StoppedAgain`'s `Display`): the sentence, then each person the team's check found, on a
/// line of their own, as the composer's team check names them.
fn stopped_again(stopped: &StoppedAgain) -> String {
    use crate::ui::send_guard::{claim_words, contact_words};
    let name = |uuid: Uuid| {
        stopped
            .names
            .get(&uuid)
            .cloned()
            .unwrap_or_else(|| uuid.to_string())
    };
    let person = |uuid: Uuid, why: String| {
        crate::tr!("outbox-stopped-again-person", name = name(uuid), why = why)
    };
    let recent = stopped
        .recent
        .iter()
        .map(|contact| person(contact.freelancer, contact_words(contact, stopped.now_ms)));
    let claimed = stopped
        .claimed_elsewhere
        .iter()
        .map(|claim| person(claim.freelancer, claim_words(claim, stopped.now_ms)));
    let sentence = crate::tr!("outbox-stopped-again", job = stopped.job.to_string());
    std::iter::once(sentence)
        .chain(recent)
        .chain(claimed)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The toast for a run that ended, from the job as the journal holds it now.
fn ended_notice(job: JobId, view: Option<&JobView>, end: &RunEnd) -> Notice {
    let people = view.map_or_else(String::new, |v| {
        v.people.text(v.record.state == JobState::Cancelled)
    });
    let decisions = view.map_or(0, JobView::needing_decision);
    let job = job.to_string();
    let said = |id: &str| crate::tr!(id, job = job.as_str(), people = people.as_str());
    match end {
        RunEnd::Finished if decisions > 0 => Notice::problem(crate::tr!(
            "outbox-ended-finished-decisions",
            job = job.as_str(),
            people = people.as_str(),
            count = decisions
        )),
        RunEnd::Finished => Notice::news(said("outbox-ended-finished")),
        RunEnd::Paused => Notice::news(said("outbox-ended-paused")),
        RunEnd::Cancelled => Notice::news(said("outbox-ended-cancelled")),
        RunEnd::StoppedElsewhere(JobState::Cancelled) => {
            Notice::news(said("outbox-ended-cancelled-elsewhere"))
        }
        RunEnd::StoppedElsewhere(_) => Notice::news(said("outbox-ended-paused-elsewhere")),
        RunEnd::SignedOut(_) => Notice::problem(said("outbox-ended-signed-out")),
        RunEnd::AskedToWait(note) => Notice::problem(crate::tr!(
            "outbox-ended-asked-to-wait",
            job = job.as_str(),
            note = note.words(),
            people = people.as_str()
        )),
        RunEnd::Crashed(note) => Notice::problem(crate::tr!(
            "outbox-ended-crashed",
            job = job.as_str(),
            note = note.words()
        )),
        RunEnd::Refused(why) => Notice::problem_with_details(
            || crate::tr!("outbox-ended-refused", job = job.as_str()),
            why,
        ),
        RunEnd::Stopped(why) => Notice::problem_with_details(
            || crate::tr!("outbox-ended-stopped", job = job.as_str()),
            why,
        ),
    }
}

/// The toast for every unknown request of a job resolved at once.
fn resolved_all_text(
    job: JobId,
    resolution: Resolution,
    requests: usize,
    recipients: usize,
) -> String {
    let id = match resolution {
        Resolution::Resend => "outbox-resolved-resend",
        Resolution::Delivered => "outbox-resolved-delivered",
    };
    crate::tr!(
        id,
        job = job.to_string(),
        requests = requests,
        recipients = recipients
    )
}

/// Why the outbox did not do what was asked, for a toast: the team's refusal in the window's
/// words, person by person; any other refusal's own words (often the database's) as detail.
fn refused_notice(job: Option<JobId>, problem: Refusal) -> Notice {
    let said = match problem {
        Refusal::StoppedAgain(stopped) => {
            return Notice::problem_logged(|| stopped_again(&stopped));
        }
        Refusal::Said(said) => said,
    };
    let words = || match job {
        Some(job) => crate::tr!("outbox-refused-job", job = job.to_string()),
        None => crate::tr!("outbox-refused"),
    };
    Notice::problem_with_details(words, said)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outbox::RequestUpdate;
    use crate::store::{RequestAnswer, RequestState};
    use std::time::Duration;

    use uuid::Uuid;

    use crate::ui::outbox::job::People;
    use crate::ui::outbox::job::tests::job;

    fn answer(state: RequestState) -> RequestAnswer {
        RequestAnswer {
            state,
            http_status: Some(201),
            message: None,
            note: None,
            server_messages: Vec::new(),
            details: None,
            failed_recipients: Vec::new(),
            next_attempt_at_ms: None,
            receipt_status: Some("sent".into()),
            unmatched_failures: 0,
        }
    }

    fn update(seq: u32, state: RequestState, answer: Option<RequestAnswer>) -> OutboxEvent {
        OutboxEvent::Request(RequestUpdate {
            job: JobId(7),
            seq,
            state,
            answer,
            receipt_meta: None,
        })
    }

    #[test]
    fn a_job_the_teams_check_stopped_again_is_told_in_the_windows_language() {
        let stopped = crate::worker::team_guard::stopped_again_tests::stopped();
        let refused = |model: &mut OutboxModel| {
            let problem = Refusal::StoppedAgain(Box::new(stopped.clone()));
            let job = Some(JobId(7));
            model.apply(OutboxEvent::Refused { job, problem }, Instant::now())
        };
        let mut model = OutboxModel::default();
        model.running.insert(JobId(7));
        let german = {
            let _german = crate::i18n::scoped(crate::i18n::Language::German);
            refused(&mut model).unwrap()
        };
        assert!(german.problem);
        assert_eq!(
            german.text,
            "Sendeauftrag 7 wurde nicht erneut gesendet: Der Abgleich mit der Team-Datenbank \
             verhindert es. Es wurde nichts gesendet.\n\
             Ana: vor 2 Stunden von Ben angeschrieben (Sendeauftrag „Rates“)\n\
             00000000-0000-0000-0000-000000000002: wird gerade von Cleo angeschrieben (begonnen vor 3 Minuten)"
        );
        assert!(!model.running.contains(&JobId(7)), "the job is not running");
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        let english = refused(&mut model).unwrap();
        assert!(
            english.text.starts_with(
                "Job 7 was not sent again: the team's checks stop it. Nothing was sent.\n\
                 Ana: messaged 2 hours ago by Ben (job 'Rates')\n"
            ),
            "{}",
            english.text
        );
    }

    #[test]
    fn what_the_user_asks_of_a_job_is_expected_on_its_card_and_becomes_the_workers_command() {
        let mut model = OutboxModel::default();
        assert!(matches!(
            model.ask(JobStep::Retry {
                job: JobId(4),
                seq: 2,
                leave_out: vec![Uuid::from_u128(9)],
            }),
            OutboxCommand::RetryFailed { job: JobId(4), seq: 2, ref leave_out } if *leave_out == [Uuid::from_u128(9)]
        ));
        assert!(model.running.contains(&JobId(4)), "a retry runs the job");
        assert!(matches!(
            model.ask(JobStep::Pause(JobId(4))),
            OutboxCommand::Pause { job: JobId(4) }
        ));
        assert!(model.stopping.contains(&JobId(4)), "a pause stops it");
        let delivered = JobStep::Resolve {
            job: JobId(5),
            seq: 1,
            resolution: Resolution::Delivered,
        };
        assert!(matches!(
            model.ask(delivered),
            OutboxCommand::Resolve {
                job: JobId(5),
                seq: 1,
                resolution: Resolution::Delivered
            }
        ));
        assert!(
            !model.running.contains(&JobId(5)),
            "marking delivered sends nothing"
        );
        let resend_all = JobStep::ResolveAll {
            job: JobId(6),
            requests: vec![1, 3],
            resolution: Resolution::Resend,
        };
        assert!(matches!(
            model.ask(resend_all),
            OutboxCommand::ResolveAllUnknown { job: JobId(6), only: Some(ref only), resolution: Resolution::Resend } if *only == [1, 3]
        ));
        assert!(model.running.contains(&JobId(6)), "a resend runs the job");
    }

    #[test]
    fn events_move_jobs_and_requests_and_say_how_a_run_ended() {
        let mut model = OutboxModel::default();
        model.opening();
        let start = Instant::now();
        let mut done = job(JobId(3));
        for chunk in &mut done.requests {
            chunk.state = RequestState::Sent;
        }
        assert_eq!(
            model.apply(OutboxEvent::Opened(Ok(vec![done])), start),
            None,
            "a finished job is no news"
        );
        assert_eq!(model.journal, JournalState::Open);
        model.expect_running(JobId(7));
        model.apply(OutboxEvent::Job(Box::new(job(JobId(7)))), start);
        let ids: Vec<JobId> = model.jobs().iter().map(JobView::id).collect();
        assert_eq!(ids, vec![JobId(7), JobId(3)], "newest first");
        assert_eq!(
            model.status(model.job(JobId(7)).unwrap()),
            JobStatus::Sending,
            "a job just created is not read as interrupted before its run takes the lease"
        );

        model.apply(update(1, RequestState::Sending, None), start);
        let mut receipt = answer(RequestState::Sent);
        receipt.failed_recipients = vec![Uuid::from_u128(2)];
        model.apply(update(1, RequestState::Sent, Some(receipt)), start);
        model.apply(update(2, RequestState::Sending, None), start);
        let mut lost = answer(RequestState::Unknown);
        lost.message = Some("The connection dropped.".into());
        model.apply(
            update(2, RequestState::Unknown, Some(lost)),
            start + Duration::from_secs(2),
        );
        let view = model.job(JobId(7)).unwrap();
        assert_eq!(view.record.requests[0].attempts, 1);
        assert!(view.record.requests[0].recipients[1].failed);
        assert_eq!(
            view.record.requests[1].message.as_deref(),
            Some("The connection dropped.")
        );
        assert_eq!(view.done(), 2);
        assert_eq!(view.rate(), Some(0.5), "two answers two seconds apart");
        assert_eq!(view.time_left(), Some(Duration::from_secs(2)));
        assert_eq!(
            view.people,
            People {
                sent: 24,
                not_delivered: 1,
                unknown: 25,
                waiting: 5,
                ..People::default()
            }
        );
        assert_eq!(
            view.requests_text(),
            "Requests: 1 queued · 1 sent · 1 unknown"
        );

        model.apply(update(3, RequestState::Sending, None), start);
        model.apply(
            update(3, RequestState::Failed, Some(answer(RequestState::Failed))),
            start,
        );
        let notice = model
            .apply(
                OutboxEvent::Ended {
                    job: JobId(7),
                    end: RunEnd::Finished,
                },
                start,
            )
            .unwrap();
        assert!(notice.problem, "requests wait for a decision");
        assert_eq!(
            notice.text,
            "Job 7 finished: 24 sent, 6 not delivered, 25 may have been delivered. \
             2 requests need your decision in the Outbox."
        );
        let view = model.job(JobId(7)).unwrap();
        assert_eq!(model.status(view), JobStatus::NeedsAttention);
        assert_eq!(view.end, Some(RunEnd::Finished));
        let not_reached: Vec<Uuid> = view.not_reached().iter().map(|r| r.uuid).collect();
        let expected: Vec<Uuid> = [2].into_iter().chain(51..56).map(Uuid::from_u128).collect();
        assert_eq!(
            not_reached, expected,
            "never the unknown request's recipients"
        );
        assert_eq!(model.needing_you(), 1);
        assert_eq!(model.status(model.job(JobId(3)).unwrap()), JobStatus::Done);
    }

    #[test]
    fn jobs_of_other_directories_are_kept_apart_and_never_count_as_waiting_for_you() {
        let mut model = OutboxModel::default();
        model.belongs_to("https://api.example/v2/");
        model.opening();
        let mut mine = job(JobId(7));
        mine.directory = "https://api.example/v2/".into();
        let mut theirs = job(JobId(3));
        theirs.directory = "http://127.0.0.1:9000/v2/".into();
        theirs.requests[0].state = RequestState::Unknown;
        model.apply(OutboxEvent::Opened(Ok(vec![mine, theirs])), Instant::now());
        assert_eq!(
            model.jobs().iter().map(JobView::id).collect::<Vec<_>>(),
            [JobId(7)]
        );
        assert_eq!(
            model
                .elsewhere()
                .iter()
                .map(JobView::id)
                .collect::<Vec<_>>(),
            [JobId(3)]
        );
        assert_eq!(
            model.needing_you(),
            1,
            "job 7, interrupted; not another directory's unknown request"
        );
        let note = model.elsewhere_note(model.job(JobId(3)).unwrap());
        assert!(
            note.starts_with(
                "Written for http://127.0.0.1:9000/v2/; this is https://api.example/v2/."
            ),
            "{note}"
        );
    }

    #[test]
    fn a_fresh_journal_reading_keeps_what_the_session_measured() {
        let mut model = OutboxModel::default();
        model.opening();
        let start = Instant::now();
        model.apply(OutboxEvent::Opened(Ok(vec![job(JobId(7))])), start);
        model.apply(update(1, RequestState::Sending, None), start);
        model.apply(
            update(1, RequestState::Sent, Some(answer(RequestState::Sent))),
            start,
        );
        let notice = model.apply(
            OutboxEvent::Ended {
                job: JobId(7),
                end: RunEnd::Paused,
            },
            start,
        );
        assert_eq!(notice.unwrap().text, "Job 7 paused: 25 sent, 30 waiting.");
        let mut paused = job(JobId(7));
        paused.state = JobState::Paused;
        paused.requests[0].state = RequestState::Sent;
        model.apply(OutboxEvent::Job(Box::new(paused)), start);
        let view = model.job(JobId(7)).unwrap();
        assert_eq!(view.end, Some(RunEnd::Paused));
        assert_eq!(model.status(view), JobStatus::Paused);
        assert_eq!(view.people.sent, 25);
    }

    #[test]
    fn jobs_interrupted_at_start_are_reported_and_a_cancelled_jobs_queue_is_not_reached() {
        let mut model = OutboxModel::default();
        model.opening();
        let mut interrupted = job(JobId(4));
        interrupted.requests[0].state = RequestState::Unknown;
        let mut cancelled = job(JobId(5));
        cancelled.state = JobState::Cancelled;
        cancelled.requests[0].state = RequestState::Sent;
        let notice = model
            .apply(
                OutboxEvent::Opened(Ok(vec![interrupted, cancelled])),
                Instant::now(),
            )
            .unwrap();
        assert!(notice.problem);
        assert!(
            notice.text.starts_with("Job 4 was interrupted"),
            "{}",
            notice.text
        );
        let view = model.job(JobId(5)).unwrap();
        assert_eq!(model.status(view), JobStatus::Cancelled);
        assert_eq!(view.not_reached_count(), 30);
        assert_eq!(view.people.text(true), "25 sent, 30 not sent");
    }

    #[test]
    fn resolving_every_unknown_request_at_once_is_told_in_the_right_number() {
        let mut model = OutboxModel::default();
        model.opening();
        let notice = model.apply(
            OutboxEvent::ResolvedAll {
                job: JobId(3),
                resolution: Resolution::Resend,
                requests: 1,
                recipients: 25,
            },
            Instant::now(),
        );
        assert_eq!(
            notice,
            Some(Notice::news(
                "Job 3: sending 1 request to 25 recipients again."
            ))
        );
    }
}
