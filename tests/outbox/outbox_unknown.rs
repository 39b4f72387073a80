//! The Outbox panel's one decision for every request of a job whose answer was lost, driven
//! through the accessibility tree against a sandbox.

use crate::common;

use common::desk::{self, Pictures, UNTOUCHED_KEYRING, fresh_data_folder, open_tab, session_on};
use common::desk::{shows, step_until};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::sandbox::{DEMO_API_KEY, Sandbox};
use directory_desk::store::{
    DraftRecipient, JournalWrite, NewJob, NewRequest, RequestAnswer, RequestState, Store,
};
use directory_desk::ui::{DeskApp, Persisted};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use uuid::Uuid;

const RESEND_ALL: &str = "Resend all unknown…";
const MARK_ALL: &str = "Mark all unknown as delivered…";

/// Writes a job into the journal in `folder` as an outage left it: one request per entry of
/// `requests`, those marked `true` answered, the others lost (`unknown`).
fn job_after_an_outage(folder: &std::path::Path, directory: &str, requests: &[(&[Uuid], bool)]) {
    let mut store = Store::open_in(folder).unwrap();
    let job = NewJob {
        account: None,
        directory: directory.into(),
        sender_name: "Ana Coordinator".into(),
        sender_email: "ana@linguabridge.example".into(),
        subject: "After the outage".into(),
        body: "Hello".into(),
        message_type: directory_desk::api::MessageType::Rfq,
        personalised: false,
        offer: None,
        requests: requests
            .iter()
            .map(|(recipients, _)| NewRequest {
                recipients: recipients
                    .iter()
                    .map(|uuid| DraftRecipient {
                        uuid: *uuid,
                        name: None,
                    })
                    .collect(),
                subject: None,
                body: None,
            })
            .collect(),
    };
    let id = store.create_job(&job).unwrap();
    for (seq, (_, answered)) in (1..).zip(requests) {
        let state = if *answered {
            RequestState::Sent
        } else {
            RequestState::Unknown
        };
        let answer = RequestAnswer {
            state,
            http_status: answered.then_some(201),
            message: None,
            note: None,
            server_messages: Vec::new(),
            details: None,
            failed_recipients: Vec::new(),
            next_attempt_at_ms: None,
            receipt_status: answered.then(|| "sent".to_owned()),
            unmatched_failures: 0,
        };
        let applied = store
            .apply(&[
                JournalWrite::begin_sending(id, seq),
                JournalWrite::Answer {
                    job: id,
                    seq,
                    answer,
                    receipt_meta: None,
                },
            ])
            .unwrap();
        assert_eq!(applied, vec![true, true]);
    }
}

fn app_with(sandbox: &Sandbox, folder: std::path::PathBuf) -> Harness<'static, DeskApp> {
    let mut harness = desk::harness(
        session_on(sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder,
        Pictures::No,
    );
    step_until(&mut harness, "Signed in as");
    open_tab(&mut harness, "Outbox");
    step_until(&mut harness, "Requests of job 1");
    harness
}

#[test]
fn every_unknown_request_is_marked_delivered_at_once_after_the_user_confirms() {
    let sandbox = start_sandbox();
    let people = block_on(ordinary_freelancers(&sandbox, 85));
    let folder = fresh_data_folder();
    job_after_an_outage(
        &folder,
        &sandbox.base_url(),
        &[
            (&people[..25], false),
            (&people[25..50], false),
            (&people[50..75], false),
            (&people[75..], true),
        ],
    );
    let mut harness = app_with(&sandbox, folder);
    assert!(shows(
        &harness,
        "3 requests to 75 recipients may have been delivered:"
    ));

    // Going back changes nothing.
    harness.get_by_label(MARK_ALL).click();
    harness.run_steps(2);
    assert!(shows(
        &harness,
        "Mark every unknown request of job 1 as delivered?"
    ));
    assert!(shows(
        &harness,
        "Record 3 requests to 75 recipients as delivered?"
    ));
    harness.get_by_label("Go back").click();
    harness.run_steps(3);
    assert!(!shows(&harness, "Record 3 requests"), "the question closed");
    assert!(shows(&harness, "Requests: 1 sent · 3 unknown"));

    harness.get_by_label(MARK_ALL).click();
    harness.run_steps(2);
    harness.get_by_label("Record as delivered").click();
    step_until(&mut harness, "Requests: 4 sent");
    assert!(shows(
        &harness,
        "Job 1: 3 requests to 75 recipients recorded as delivered."
    ));
    assert!(
        harness.query_by_label(RESEND_ALL).is_none() && harness.query_by_label(MARK_ALL).is_none(),
        "with nothing unknown, there is nothing to decide"
    );
    assert!(shows(&harness, "Marked as delivered by you."));
    assert!(
        block_on(sent_messages(&sandbox)).is_empty(),
        "marking sends nothing"
    );
}

#[test]
fn every_unknown_request_is_resent_once_after_the_user_confirms() {
    let sandbox = start_sandbox();
    let people = block_on(ordinary_freelancers(&sandbox, 30));
    let folder = fresh_data_folder();
    job_after_an_outage(
        &folder,
        &sandbox.base_url(),
        &[(&people[..25], true), (&people[25..], false)],
    );
    let mut harness = app_with(&sandbox, folder);
    assert!(shows(
        &harness,
        "1 request to 5 recipients may have been delivered:"
    ));
    assert!(
        harness.query_by_label("Mark as delivered").is_some(),
        "the request can still be decided on its own"
    );

    harness.get_by_label(RESEND_ALL).click();
    harness.run_steps(2);
    assert!(shows(
        &harness,
        "Resend to 5 recipients in 1 request that may already have received this message?"
    ));
    assert!(
        block_on(sent_messages(&sandbox)).is_empty(),
        "nothing goes before the confirmation"
    );
    harness.get_by_label("Resend them all").click();
    // The news comes as the requests are queued again, before they are answered, and news
    // fades after 48 harness frames (12 s at 0.25 s a frame): it is looked for first.
    step_until(
        &mut harness,
        "Job 1: sending 1 request to 5 recipients again.",
    );
    step_until(&mut harness, "Requests: 2 sent");
    assert!(harness.query_by_label(RESEND_ALL).is_none());

    let messages = block_on(sent_messages(&sandbox));
    assert_eq!(messages.len(), 1, "one request went: {messages:?}");
    let mut reached: Vec<String> = messages[0]["delivered_to"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u.as_str().unwrap().to_owned())
        .collect();
    reached.sort();
    let mut lost: Vec<String> = people[25..].iter().map(Uuid::to_string).collect();
    lost.sort();
    assert_eq!(
        reached, lost,
        "exactly the recipients whose answer was lost"
    );
}
