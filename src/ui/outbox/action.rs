//! What the Outbox panel asks the app to do, and the steps that need the user's word first
//! with the words they are asked in.

use uuid::Uuid;

use crate::store::JobId;
use crate::store::Resolution;
use crate::worker::OutboxCommand;

/// What the panel asks the app to do after the frame.
#[derive(Debug)]
pub enum OutboxAction {
    /// Something the user asked of a job; the model's `ask` makes it the worker's command.
    Job(JobStep),
    /// Write the job's delivery report as CSV.
    Export(JobId),
}

/// What the user asked of a job, in the panel's words.
#[derive(Debug, PartialEq, Eq)]
pub enum JobStep {
    Pause(JobId),
    Resume(JobId),
    Cancel(JobId),
    /// Decide one request whose fate is unknown: delivered, or send it again.
    Resolve {
        job: JobId,
        seq: u32,
        resolution: Resolution,
    },
    /// Decide exactly these unknown requests of the job at once.
    ResolveAll {
        job: JobId,
        requests: Vec<u32>,
        resolution: Resolution,
    },
    /// Send a request that certainly failed again, without the recipients in `leave_out`.
    Retry {
        job: JobId,
        seq: u32,
        leave_out: Vec<Uuid>,
    },
}

impl JobStep {
    /// The worker's command that carries the step out.
    pub(super) fn command(self) -> OutboxCommand {
        match self {
            JobStep::Pause(job) => OutboxCommand::Pause { job },
            JobStep::Resume(job) => OutboxCommand::Resume { job },
            JobStep::Cancel(job) => OutboxCommand::Cancel { job },
            JobStep::Resolve {
                job,
                seq,
                resolution,
            } => OutboxCommand::Resolve {
                job,
                seq,
                resolution,
            },
            JobStep::ResolveAll {
                job,
                requests,
                resolution,
            } => OutboxCommand::ResolveAllUnknown {
                job,
                only: Some(requests),
                resolution,
            },
            JobStep::Retry {
                job,
                seq,
                leave_out,
            } => OutboxCommand::RetryFailed {
                job,
                seq,
                leave_out,
            },
        }
    }
}

/// A step that needs the user's word first.
pub(super) enum Confirm {
    Cancel {
        job: JobId,
        waiting: usize,
    },
    Resend {
        job: JobId,
        seq: u32,
        recipients: usize,
    },
    /// Every request of the job whose fate is unknown, at once.
    ResolveAll {
        job: JobId,
        resolution: Resolution,
        /// The unknown requests when the user asked: exactly these are decided, so one that
        /// turns unknown while the question is open is not decided unseen.
        requests: Vec<u32>,
        recipients: usize,
        /// Those the user selected, rather than every unknown one.
        selected: bool,
    },
}

/// A confirmation's words: the question, what it means, and the two answers.
pub(super) struct Asking {
    pub(super) heading: String,
    pub(super) text: String,
    pub(super) go: String,
    pub(super) back: String,
}

impl Confirm {
    pub(super) fn asking(&self) -> Asking {
        let go_back = || crate::tr!("outbox-go-back");
        match self {
            Confirm::Cancel { job, waiting } => Asking {
                heading: crate::tr!("outbox-cancel-heading", job = job.to_string()),
                text: crate::tr!("outbox-cancel-text", count = *waiting),
                go: crate::tr!("outbox-cancel-go"),
                back: crate::tr!("outbox-cancel-back"),
            },
            Confirm::Resend {
                job,
                seq,
                recipients,
            } => Asking {
                heading: crate::tr!(
                    "outbox-resend-heading",
                    job = job.to_string(),
                    seq = seq.to_string()
                ),
                text: crate::tr!("outbox-resend-text", count = *recipients),
                go: crate::tr!("outbox-resend-go"),
                back: go_back(),
            },
            Confirm::ResolveAll {
                job,
                resolution: Resolution::Resend,
                requests,
                recipients,
                selected,
            } => Asking {
                heading: match selected {
                    true => crate::tr!("outbox-resend-selected-heading", job = job.to_string()),
                    false => crate::tr!("outbox-resend-all-heading", job = job.to_string()),
                },
                text: crate::tr!(
                    "outbox-resend-all-text",
                    recipients = *recipients,
                    requests = requests.len()
                ),
                go: crate::tr!("outbox-resend-all-go"),
                back: go_back(),
            },
            Confirm::ResolveAll {
                job,
                resolution: Resolution::Delivered,
                requests,
                recipients,
                selected,
            } => Asking {
                heading: match selected {
                    true => crate::tr!("outbox-delivered-selected-heading", job = job.to_string()),
                    false => crate::tr!("outbox-delivered-all-heading", job = job.to_string()),
                },
                text: crate::tr!(
                    "outbox-delivered-all-text",
                    requests = requests.len(),
                    recipients = *recipients
                ),
                go: crate::tr!("outbox-delivered-all-go"),
                back: go_back(),
            },
        }
    }

    /// What the user asked, once they said yes.
    pub(super) fn step(self) -> JobStep {
        match self {
            Confirm::Cancel { job, .. } => JobStep::Cancel(job),
            Confirm::Resend { job, seq, .. } => JobStep::Resolve {
                job,
                seq,
                resolution: Resolution::Resend,
            },
            Confirm::ResolveAll {
                job,
                resolution,
                requests,
                ..
            } => JobStep::ResolveAll {
                job,
                requests,
                resolution,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deciding_for_every_unknown_request_names_the_counts_in_the_right_number() {
        let asking = |resolution, requests: u32, recipients| {
            Confirm::ResolveAll {
                job: JobId(3),
                resolution,
                requests: (1..=requests).collect(),
                recipients,
                selected: false,
            }
            .asking()
        };
        let resend = asking(Resolution::Resend, 3, 75);
        assert_eq!(resend.heading, "Resend every unknown request of job 3?");
        let selected = |resolution| Confirm::ResolveAll {
            job: JobId(3),
            resolution,
            requests: vec![1, 2],
            recipients: 50,
            selected: true,
        };
        assert_eq!(
            selected(Resolution::Resend).asking().heading,
            "Resend the selected unknown requests of job 3?"
        );
        assert_eq!(
            selected(Resolution::Delivered).asking().heading,
            "Mark the selected unknown requests of job 3 as delivered?"
        );
        assert!(
            resend.text.starts_with(
                "Resend to 75 recipients in 3 requests that may already have received this \
                 message?"
            ),
            "{}",
            resend.text
        );
        assert!(
            asking(Resolution::Resend, 1, 1)
                .text
                .starts_with("Resend to 1 recipient in 1 request that"),
        );
        assert!(
            asking(Resolution::Delivered, 1, 25)
                .text
                .starts_with("Record 1 request to 25 recipients as delivered?"),
        );
        assert!(matches!(
            Confirm::ResolveAll {
                job: JobId(3),
                resolution: Resolution::Delivered,
                requests: vec![2, 5],
                recipients: 30,
                selected: true,
            }
            .step()
            .command(),
            OutboxCommand::ResolveAllUnknown {
                job: JobId(3),
                only: Some(ref seqs),
                resolution: Resolution::Delivered
            } if *seqs == [2, 5]
        ));
    }
}
