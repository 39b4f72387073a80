//! A job as people read it: its overall status, and what became of each recipient.

use serde::Serialize;
use uuid::Uuid;

use crate::store::{JobRecord, JobState, JobSummary, Lease, ReceiptMeta, RequestState};

/// Where a job stands as a whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum JobStatus {
    /// A live process holds the lease and is sending.
    Sending,
    Paused,
    Cancelled,
    /// Requests are waiting, but nobody is sending (the app closed or crashed): continues when
    /// the user resumes it.
    Interrupted,
    /// Nothing left to send, but some requests need the user's decision (failed, unknown).
    NeedsAttention,
    Done,
}

impl JobStatus {
    pub fn of(
        state: JobState,
        lease: Option<&Lease>,
        count: impl Fn(RequestState) -> usize,
        now_ms: i64,
    ) -> Self {
        let open = count(RequestState::Queued) + count(RequestState::Retrying);
        if lease.is_some_and(|l| l.until_ms > now_ms) && (open + count(RequestState::Sending)) > 0 {
            return Self::Sending;
        }
        match state {
            JobState::Cancelled => return Self::Cancelled,
            JobState::Paused if open > 0 => return Self::Paused,
            _ => {}
        }
        if open + count(RequestState::Sending) > 0 {
            Self::Interrupted
        } else if count(RequestState::Failed) + count(RequestState::Unknown) > 0 {
            Self::NeedsAttention
        } else {
            Self::Done
        }
    }

    pub fn of_summary(summary: &JobSummary, now_ms: i64) -> Self {
        Self::of(
            summary.state,
            summary.lease.as_ref(),
            |state| summary.by_state.get(&state).copied().unwrap_or(0),
            now_ms,
        )
    }

    pub fn of_job(job: &JobRecord, now_ms: i64) -> Self {
        Self::of(
            job.state,
            job.lease.as_ref(),
            |state| job.requests.iter().filter(|c| c.state == state).count(),
            now_ms,
        )
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Sending => "sending",
            Self::Paused => "paused",
            Self::Cancelled => "cancelled",
            Self::Interrupted => "interrupted",
            Self::NeedsAttention => "needs_attention",
            Self::Done => "done",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Sending => "Sending",
            Self::Paused => "Paused",
            Self::Cancelled => "Cancelled",
            Self::Interrupted => "Interrupted: resume to send the rest",
            Self::NeedsAttention => "Needs your decision",
            Self::Done => "Done",
        }
    }
}

/// What became of one recipient.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecipientReport {
    pub recipient: Uuid,
    pub name: Option<String>,
    pub state: RequestState,
    pub request: u32,
    pub message: Option<String>,
    /// The whole `meta` of the receipt for their request, when there was one.
    pub receipt: Option<ReceiptMeta>,
}

/// Every recipient of `job`, in sending order. A recipient the receipt named as not reached,
/// or that the user left out, is `failed` whatever the request's state.
pub fn recipients(job: &JobRecord) -> Vec<RecipientReport> {
    job.requests
        .iter()
        .flat_map(|chunk| {
            chunk.recipients.iter().map(move |r| {
                let (state, message) = if r.left_out {
                    (
                        RequestState::Failed,
                        Some("Left out: by you, or marked do not contact.".to_owned()),
                    )
                } else if r.failed {
                    (
                        RequestState::Failed,
                        Some(not_delivered(chunk.message.as_deref())),
                    )
                } else {
                    (chunk.state, chunk.message.clone())
                };
                RecipientReport {
                    recipient: r.uuid,
                    name: r.name.clone(),
                    state,
                    request: chunk.seq,
                    message,
                    receipt: chunk.receipt_meta.clone(),
                }
            })
        })
        .collect()
}

/// What a recipient named in `failed_recipients` is told: not delivered (the directory
/// lists those whose messaging preferences refuse messages, while the others receive it),
/// with what the directory said about the message.
fn not_delivered(status_message: Option<&str>) -> String {
    let plain = "Not delivered: the directory did not deliver the message to this recipient \
                 (their messaging preferences may refuse messages).";
    match status_message
        .map(str::trim)
        .filter(|said| !said.is_empty())
    {
        Some(said) => format!("{plain} The directory said: {said}"),
        None => plain.to_owned(),
    }
}

/// The delivery report as CSV rows, header first.
pub fn csv_table(job: &JobRecord) -> Vec<Vec<String>> {
    let mut rows = vec![
        [
            "recipient",
            "name",
            "state",
            "request",
            "directory said",
            "receipt",
        ]
        .map(str::to_owned)
        .to_vec(),
    ];
    for r in recipients(job) {
        rows.push(vec![
            r.recipient.to_string(),
            r.name.unwrap_or_default(),
            r.state.to_string(),
            r.request.to_string(),
            r.message.unwrap_or_default(),
            r.receipt
                .as_ref()
                .map(ReceiptMeta::to_json)
                .unwrap_or_default(),
        ]);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{JobRecipient, RequestRecord};

    #[test]
    fn a_recipient_the_receipt_names_is_not_delivered_with_what_the_directory_said() {
        let said = not_delivered(Some("Your message has been sent to 24 of 25 recipients."));
        assert!(said.starts_with("Not delivered"), "{said}");
        assert!(
            said.ends_with(
                "The directory said: Your message has been sent to 24 of 25 recipients."
            ),
            "{said}"
        );
        assert!(!not_delivered(Some("  ")).contains("said"));
    }

    #[test]
    fn the_delivery_report_carries_each_requests_whole_receipt() {
        let meta = serde_json::json!({"status": "sent", "message_vetting_id": 981, "note": "=1+1"});
        let chunk = |seq: u32, receipt: Option<ReceiptMeta>| RequestRecord {
            seq,
            state: if receipt.is_some() {
                RequestState::Sent
            } else {
                RequestState::Queued
            },
            attempts: 1,
            next_attempt_at_ms: None,
            http_status: None,
            message: None,
            note: None,
            server_messages: Vec::new(),
            subject: None,
            body: None,
            updated_at_ms: 0,
            recipients: vec![JobRecipient {
                uuid: Uuid::from_u128(u128::from(seq)),
                name: Some(format!("R{seq}")),
                failed: false,
                left_out: false,
            }],
            receipt_status: None,
            unmatched_failures: 0,
            details: None,
            receipt_meta: receipt,
        };
        let job = JobRecord {
            account: None,
            id: crate::store::JobId(1),
            directory: "test".into(),
            created_at_ms: 0,
            state: JobState::Active,
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            subject: "Job".into(),
            body: "Hello".into(),
            message_type: crate::api::MessageType::Rfq,
            personalised: false,
            note: None,
            reason: None,
            paused_by_run: false,
            lease: None,
            requests: vec![
                chunk(1, Some(ReceiptMeta::bounded(meta.as_object().unwrap()))),
                chunk(2, None),
            ],
        };
        let table = csv_table(&job);
        assert_eq!(table[0][5], "receipt");
        let kept: serde_json::Value = serde_json::from_str(&table[1][5]).unwrap();
        assert_eq!(kept, meta);
        assert_eq!(table[2][5], "", "no receipt yet");
        assert!(
            crate::csv::text(&table).contains("message_vetting_id"),
            "written to the file"
        );
    }
}
