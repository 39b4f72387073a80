//! The one door every word that sends a job's requests again passes: a resume (the user's,
//! or an offer's run going on with what a stopped process left), a resend of uncertain
//! requests one at a time or all at once, and a retry of a failed one without some of its
//! recipients. Each is checked the same way (the job is this directory's and account's, not
//! cancelled; in a team, what it would send again is checked against the team, and the
//! command comes back here with the check's claim), written to the journal, and sent by the
//! job's run, or a new one. A word that sends nothing (an uncertain request marked
//! delivered) passes the same door without the team's check.

use uuid::Uuid;

use super::{Again, Emit, OutboxCommand, OutboxEvent, OutboxHub};
use crate::api::ApiClient;
use crate::outbox::Scope;
use crate::store::{JobId, JobState, Resolution};

/// What the user asked to send again of a job.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum SendAgain {
    /// Every request not settled yet.
    Resume,
    /// Every request not settled yet, of a job a run paused for a reason that lapsed
    /// (`lapse.rs`): a resume the outbox gives itself.
    GoOn,
    /// One uncertain request: sent again, or marked delivered.
    Resolve { seq: u32, resolution: Resolution },
    /// Every uncertain request, or those of `only`.
    ResolveAll {
        only: Option<Vec<u32>>,
        resolution: Resolution,
    },
    /// A failed request, without `leave_out`.
    Retry { seq: u32, leave_out: Vec<Uuid> },
}

impl SendAgain {
    /// The job and what is asked of it, for a command that sends a job again.
    pub(super) fn of(command: &OutboxCommand) -> Option<(JobId, Self)> {
        Some(match command {
            OutboxCommand::Resume { job } => (*job, Self::Resume),
            OutboxCommand::GoOn { job } => (*job, Self::GoOn),
            OutboxCommand::Resolve {
                job,
                seq,
                resolution,
            } => (
                *job,
                Self::Resolve {
                    seq: *seq,
                    resolution: *resolution,
                },
            ),
            OutboxCommand::ResolveAllUnknown {
                job,
                only,
                resolution,
            } => (
                *job,
                Self::ResolveAll {
                    only: only.clone(),
                    resolution: *resolution,
                },
            ),
            OutboxCommand::RetryFailed {
                job,
                seq,
                leave_out,
            } => (
                *job,
                Self::Retry {
                    seq: *seq,
                    leave_out: leave_out.clone(),
                },
            ),
            _ => return None,
        })
    }

    /// The command that asks it again once the team's check answers.
    fn command(&self, job: JobId) -> OutboxCommand {
        match self.clone() {
            Self::Resume => OutboxCommand::Resume { job },
            Self::GoOn => OutboxCommand::GoOn { job },
            Self::Resolve { seq, resolution } => OutboxCommand::Resolve {
                job,
                seq,
                resolution,
            },
            Self::ResolveAll { only, resolution } => OutboxCommand::ResolveAllUnknown {
                job,
                only,
                resolution,
            },
            Self::Retry { seq, leave_out } => OutboxCommand::RetryFailed {
                job,
                seq,
                leave_out,
            },
        }
    }

    /// Whether anything may go: a request marked delivered sends nothing.
    fn sends(&self) -> bool {
        match self {
            Self::Resume | Self::GoOn | Self::Retry { .. } => true,
            Self::Resolve { resolution, .. } | Self::ResolveAll { resolution, .. } => {
                *resolution == Resolution::Resend
            }
        }
    }

    /// Whether the whole job goes on (a resume, the user's or the outbox's own).
    fn resumes(&self) -> bool {
        matches!(self, Self::Resume | Self::GoOn)
    }

    /// How a refusal words what was asked ("job 4 was cancelled; it cannot be resent").
    pub(super) fn verb(&self) -> &'static str {
        match self {
            Self::Resume | Self::GoOn => "resumed",
            Self::Retry { .. } => "retried",
            Self::Resolve { .. } | Self::ResolveAll { .. } => "resent",
        }
    }
}

impl OutboxHub {
    /// The door: `ask` of `job`, with the team's check already answered (`checked`) when
    /// the command comes back from it. A claim taken for it that no run takes goes back.
    pub(super) async fn send_again(
        &mut self,
        job: JobId,
        ask: SendAgain,
        checked: Option<Again>,
        client: &ApiClient,
        emit: &Emit,
    ) -> Result<(), String> {
        let again = match checked {
            Some(again) => again,
            None if ask.sends() => {
                self.check_belongs(job).await?;
                // A resume of a cancelled job is refused by the journal as it is written.
                if !ask.resumes() {
                    self.check_not_cancelled(job, ask.verb()).await?;
                }
                let (only, leave_out) = match &ask {
                    SendAgain::Resume | SendAgain::GoOn => (None, Vec::new()),
                    SendAgain::Resolve { seq, .. } => (Some(vec![*seq]), Vec::new()),
                    // Every request unknown now, or those the user named: a superset of
                    // what goes.
                    SendAgain::ResolveAll { only, .. } => (
                        Some(self.unknown_requests(job, only.as_deref()).await?),
                        Vec::new(),
                    ),
                    SendAgain::Retry { seq, leave_out } => (Some(vec![*seq]), leave_out.clone()),
                };
                let later = ask.command(job);
                let checking = self.team_recheck(job, only.as_deref(), &leave_out, later, emit);
                match checking.await? {
                    Some(again) => again,
                    None => return Ok(()),
                }
            }
            None => Again::Claimed(None),
        };
        let scope = match self.write_again(job, &ask, emit).await {
            Ok(scope) => scope,
            Err(problem) => {
                self.give_back(again);
                return Err(problem);
            }
        };
        // Sent first: the claim goes with its run whatever the report.
        let sent = match scope {
            Some(scope) => self.go_again(job, again, scope, client, emit),
            // Nothing goes (a request marked delivered; someone's pause came first): a claim
            // its check took goes back.
            None => {
                self.give_back(again);
                Ok(())
            }
        };
        // A resumed job is reported by its run; the others' requests changed here.
        if !ask.resumes() {
            self.emit_job(job, emit).await?;
        }
        sent
    }

    /// The journal's part of `ask`: what is to be sent now, if anything.
    async fn write_again(
        &self,
        job: JobId,
        ask: &SendAgain,
        emit: &Emit,
    ) -> Result<Option<Scope>, String> {
        match ask.clone() {
            // The outbox's own resume goes on only over what a run left (active, or its own
            // pause): a pause or cancel someone wrote while its check ran stands.
            SendAgain::GoOn => {
                let state = self
                    .journal
                    .call(move |store| store.activate_job(job))
                    .await
                    .map_err(|e| e.to_string())?
                    .map_err(|e| e.to_string())?;
                Ok((state == JobState::Active).then_some(Scope::All))
            }
            SendAgain::Resume => {
                self.journal
                    .call(move |store| store.set_job_state(job, JobState::Active, None))
                    .await
                    .map_err(|e| e.to_string())?
                    .map_err(|e| e.to_string())?;
                Ok(Some(Scope::All))
            }
            SendAgain::Resolve { seq, resolution } => {
                self.journal
                    .call(move |store| store.resolve_unknown(job, seq, resolution))
                    .await
                    .map_err(|e| e.to_string())?
                    .map_err(|e| e.to_string())?;
                Ok((resolution == Resolution::Resend).then(|| Scope::Only(vec![seq])))
            }
            SendAgain::ResolveAll { only, resolution } => {
                let resolved = self
                    .journal
                    .call(move |store| store.resolve_all_unknown(job, only.as_deref(), resolution))
                    .await
                    .map_err(|e| e.to_string())?
                    .map_err(|e| e.to_string())?;
                if resolved.requests.is_empty() {
                    return Err(format!("job {job} has no request whose fate is unknown"));
                }
                tracing::info!(
                    %job,
                    ?resolution,
                    requests = resolved.requests.len(),
                    recipients = resolved.recipients,
                    "every unknown request resolved"
                );
                emit(OutboxEvent::ResolvedAll {
                    job,
                    resolution,
                    requests: resolved.requests.len(),
                    recipients: resolved.recipients,
                });
                Ok((resolution == Resolution::Resend).then_some(Scope::Only(resolved.requests)))
            }
            SendAgain::Retry { seq, leave_out } => {
                self.journal
                    .call(move |store| store.retry_failed(job, seq, &leave_out))
                    .await
                    .map_err(|e| e.to_string())?
                    .map_err(|e| e.to_string())?;
                Ok(Some(Scope::Only(vec![seq])))
            }
        }
    }
}
