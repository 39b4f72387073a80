//! The client against the sandbox over real HTTP: every endpoint, as the spec and the live
//! service's notes describe them.

use crate::common;

use common::*;
use directory_desk::api::{ApiError, ApiKeyHeader, ReceiptStatus, SearchQuery};
use directory_desk::sandbox::{DEMO_API_KEY, Sandbox, SandboxOptions, UserShape};
use serde_json::json;

#[tokio::test]
async fn freelancer_by_uuid_keeps_typed_fields_and_raw_json() {
    let sandbox = start_sandbox();
    let uuid = ordinary_freelancers(&sandbox, 1).await[0];
    let freelancer = client(&sandbox).freelancer(uuid).await.unwrap();
    assert_eq!(freelancer.uuid, Some(uuid));
    assert_eq!(freelancer.raw["uuid"], json!(uuid.to_string()));
    // Every key the server sent is kept, known or not.
    assert!(!freelancer.raw.is_empty());
}

#[tokio::test]
async fn my_freelancer_record_is_the_demo_account() {
    let sandbox = start_sandbox();
    let me = client(&sandbox).my_freelancer().await.unwrap();
    assert_eq!(me.uuid, Some(Sandbox::demo_account()));
}

#[tokio::test]
async fn user_in_the_spec_envelope() {
    let sandbox = start_sandbox();
    let user = client(&sandbox).user().await.unwrap();
    assert_eq!(user.uuid, Some(Sandbox::demo_account()));
    assert!(user.email.is_some());
}

#[tokio::test]
async fn user_as_the_bare_object_the_live_service_sends() {
    let sandbox = start_sandbox_with(SandboxOptions {
        user_shape: UserShape::Bare,
        threads: 4,
        ..SandboxOptions::default()
    });
    let raw = reqwest::Client::new()
        .get(format!("{}user", sandbox.base_url()))
        .bearer_auth(DEMO_API_KEY)
        .send()
        .await
        .unwrap()
        .json::<serde_json::Value>()
        .await
        .unwrap();
    assert!(
        raw.get("success").is_none() && raw.get("uuid").is_some(),
        "the sandbox sends the bare shape: {raw}"
    );
    let user = client(&sandbox).user().await.unwrap();
    assert_eq!(user.uuid, Some(Sandbox::demo_account()));
}

#[tokio::test]
async fn the_live_services_api_key_header_is_accepted() {
    let sandbox = start_sandbox();
    let client = client_with(
        &sandbox,
        DEMO_API_KEY,
        ApiKeyHeader::XProzApiKey,
        settings(1),
    );
    assert_eq!(
        client.user().await.unwrap().uuid,
        Some(Sandbox::demo_account())
    );
}

#[tokio::test]
async fn search_pages_through_matches_with_a_total() {
    let sandbox = start_sandbox();
    let client = client(&sandbox);
    let query = SearchQuery {
        language_pair: "eng_esl".into(),
        limit: Some(5),
        ..SearchQuery::default()
    };
    let first = client.search(&query).await.unwrap();
    assert!(
        first.total > 5,
        "a common pair has many matches: {}",
        first.total
    );
    assert!(first.total <= 1000);
    assert_eq!(first.matches.len(), 5);
    let second = client
        .search(&SearchQuery {
            offset: Some(5),
            ..query.clone()
        })
        .await
        .unwrap();
    assert_eq!(second.total, first.total);
    let first_ids: Vec<_> = first.matches.iter().map(|m| m.freelancer.uuid).collect();
    assert!(
        second
            .matches
            .iter()
            .all(|m| !first_ids.contains(&m.freelancer.uuid))
    );
    for found in &first.matches {
        assert!(found.freelancer.language_pair_codes().contains(&"eng_esl"));
    }
}

#[tokio::test]
async fn search_with_no_matches_is_empty_not_an_error() {
    let sandbox = start_sandbox();
    let page = client(&sandbox)
        .search(&SearchQuery {
            language_pair: "xxx_yyy".into(),
            ..SearchQuery::default()
        })
        .await
        .unwrap();
    assert_eq!((page.total, page.matches.len()), (0, 0));
}

#[tokio::test]
async fn search_without_a_language_pair_is_refused_before_sending() {
    let sandbox = start_sandbox();
    let err = client(&sandbox)
        .search(&SearchQuery::default())
        .await
        .unwrap_err();
    assert!(matches!(err, ApiError::InvalidRequest(_)), "{err:?}");
    assert_eq!(
        requests_for(&sandbox, "GET /v2/freelancer-matches").await,
        0
    );
}

#[tokio::test]
async fn a_message_is_sent_with_a_receipt_and_reaches_exactly_its_recipients() {
    let sandbox = start_sandbox();
    let recipients = ordinary_freelancers(&sandbox, 3).await;
    let mut draft = draft_to(&recipients);
    draft
        .recipients
        .push(recipients[0].to_string().to_uppercase()); // a duplicate
    let receipt = client(&sandbox)
        .send_message(&draft.validate().unwrap())
        .await
        .unwrap();
    assert_eq!(receipt.http_status, 201);
    assert_eq!(receipt.status, ReceiptStatus::Sent);
    assert!(receipt.failed_recipients.is_empty());
    let sent = sent_messages(&sandbox).await;
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0]["delivered_to"], json!(recipients));
    assert_eq!(sent[0]["type"], "rfq");
    assert_eq!(sent[0]["body"], json!(draft.body));
}

#[tokio::test]
async fn receipts_report_pending_and_failed_recipients() {
    let sandbox = start_sandbox();
    let all = seeded(&sandbox).await;
    let refuses = all
        .iter()
        .find(|(_, accepts, _)| !accepts)
        .expect("some freelancers refuse messages")
        .0;
    let accepts = ordinary_freelancers(&sandbox, 1).await[0];
    let mut draft = draft_to(&[accepts, refuses]);
    draft.body = "Details at https://agency.example/job/42".into();
    let receipt = client(&sandbox)
        .send_message(&draft.validate().unwrap())
        .await
        .unwrap();
    assert_eq!(receipt.status, ReceiptStatus::Pending);
    assert!(receipt.status_message.is_some());
    assert_eq!(receipt.failed_recipients, vec![refuses.to_string()]);
    assert_eq!(
        sent_messages(&sandbox).await[0]["delivered_to"],
        json!([accepts])
    );
}

#[tokio::test]
async fn a_rejected_message_reaches_nobody() {
    let sandbox = start_sandbox();
    let mut draft = draft_to(&ordinary_freelancers(&sandbox, 2).await);
    draft.subject = "Win free money".into();
    let receipt = client(&sandbox)
        .send_message(&draft.validate().unwrap())
        .await
        .unwrap();
    assert_eq!(receipt.status, ReceiptStatus::Rejected);
    assert_eq!(sent_messages(&sandbox).await[0]["delivered_to"], json!([]));
}

/// The sandbox itself, as the live service: these are what the client's validation spares
/// the user, so they are checked with raw requests.
#[tokio::test]
async fn the_sandbox_refuses_bad_messages_whole() {
    let sandbox = start_sandbox();
    let post = |body: serde_json::Value, json_type: bool| {
        let request = reqwest::Client::new()
            .post(format!("{}messages", sandbox.base_url()))
            .bearer_auth(DEMO_API_KEY)
            .body(body.to_string());
        let request = if json_type {
            request.header("Content-Type", "application/json")
        } else {
            request
        };
        async move { request.send().await.unwrap() }
    };
    let good = ordinary_freelancers(&sandbox, 30).await;
    let message = |recipients: Vec<String>| json!({"recipient_uuids": recipients, "sender_name": "A", "sender_email": "a@b.example", "subject": "S", "body": "B"});
    let strings = |ids: &[uuid::Uuid]| ids.iter().map(|u| u.to_string()).collect::<Vec<_>>();

    let without_type = post(message(strings(&good[..1])), false).await;
    assert_eq!(without_type.status(), 415);

    let too_many = post(message(strings(&good[..26])), true).await;
    assert_eq!(too_many.status(), 400);

    let mut with_unknown = strings(&good[..3]);
    with_unknown.push(unknown_uuid().to_string());
    let one_bad = post(message(with_unknown), true).await;
    assert_eq!(one_bad.status(), 400);
    let body: serde_json::Value = one_bad.json().await.unwrap();
    assert_eq!(body["success"], 0);
    assert!(
        body["error_messages"][0]
            .as_str()
            .unwrap()
            .contains(&unknown_uuid().to_string())
    );

    assert!(
        sent_messages(&sandbox).await.is_empty(),
        "nobody received anything"
    );
    let exactly_25 = post(message(strings(&good[..25])), true).await;
    assert_eq!(exactly_25.status(), 201);
}

/// 64 requests at once from one client on a fresh sandbox: its pool opens 64 connections
/// in a burst and keeps them open, as a bulk lookup does. Such a burst once left some
/// connections stranded in the thread pool of the sandbox's first HTTP server (tiny_http)
/// until the client gave up; this keeps its successor honest.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_sandbox_serves_64_concurrent_connections() {
    let sandbox = start_sandbox_with(SandboxOptions {
        faults: directory_desk::sandbox::FaultPlan {
            latency_ms: 50,
            ..Default::default()
        },
        ..SandboxOptions::default()
    });
    let uuids = ordinary_freelancers(&sandbox, 64).await;
    let client = client_with(
        &sandbox,
        DEMO_API_KEY,
        ApiKeyHeader::Bearer,
        directory_desk::api::ClientSettings {
            request_timeout: std::time::Duration::from_secs(10),
            concurrency: 64,
            ..settings(1)
        },
    );
    let lookups = uuids.iter().map(|uuid| client.freelancer(*uuid));
    let results = futures_util::future::join_all(lookups).await;
    for (uuid, result) in uuids.iter().zip(results) {
        assert_eq!(result.unwrap().uuid, Some(*uuid));
    }
}

/// A message built by hand, not through `Draft::validate`, may repeat a recipient anywhere:
/// it still counts, and is sent, once.
#[tokio::test]
async fn a_repeated_recipient_is_sent_once_wherever_it_stands() {
    let sandbox = start_sandbox();
    let recipients = ordinary_freelancers(&sandbox, 25).await;
    let mut message = draft_to(&recipients).validate().unwrap();
    message.recipient_uuids.push(recipients[0]);
    let receipt = client(&sandbox).send_message(&message).await.unwrap();
    assert_eq!(receipt.status, ReceiptStatus::Sent);
    let sent = sent_messages(&sandbox).await;
    assert_eq!(sent[0]["delivered_to"], json!(recipients));

    message.recipient_uuids.push(unknown_uuid());
    let err = client(&sandbox).send_message(&message).await.unwrap_err();
    assert!(
        matches!(err, ApiError::InvalidRequest(_)),
        "26 distinct recipients are refused: {err:?}"
    );
}
