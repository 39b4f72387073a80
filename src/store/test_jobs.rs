//! Jobs for the store's and the guardrails' unit tests: one request to a few numbered
//! freelancers, answered as a test needs.

use uuid::Uuid;

use super::{
    DraftRecipient, JobId, JournalWrite, NewJob, NewRequest, RequestAnswer, RequestState, Store,
};
use crate::api::MessageType;

/// Freelancer `n` of a test.
pub fn uuid(n: u128) -> Uuid {
    Uuid::from_u128(n)
}

/// A job of one request to `recipients` (by number) in `directory`, not yet written.
pub fn one_request(directory: &str, recipients: &[u128]) -> NewJob {
    NewJob {
        account: None,
        directory: directory.into(),
        sender_name: "Ana".into(),
        sender_email: "ana@agency.example".into(),
        subject: "Job".into(),
        body: "Hello".into(),
        message_type: MessageType::Rfq,
        personalised: false,
        offer: None,
        requests: vec![NewRequest {
            recipients: recipients
                .iter()
                .map(|n| DraftRecipient {
                    uuid: uuid(*n),
                    name: Some(format!("Name {n}")),
                })
                .collect(),
            subject: None,
            body: None,
        }],
    }
}

/// That job written, its request begun and (unless `state` is `Sending`) answered with
/// `state`; its id.
pub fn written(
    store: &mut Store,
    directory: &str,
    recipients: &[u128],
    state: RequestState,
) -> JobId {
    let id = store
        .create_job(&one_request(directory, recipients))
        .unwrap();
    let mut writes = vec![JournalWrite::begin_sending(id, 1)];
    if state != RequestState::Sending {
        writes.push(JournalWrite::Answer {
            job: id,
            seq: 1,
            answer: RequestAnswer {
                state,
                http_status: Some(201),
                message: None,
                note: None,
                server_messages: Vec::new(),
                failed_recipients: Vec::new(),
                next_attempt_at_ms: None,
                receipt_status: None,
                unmatched_failures: 0,
                details: None,
            },
            receipt_meta: None,
        });
    }
    store.apply(&writes).unwrap();
    id
}
