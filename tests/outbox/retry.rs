//! Retry behaviour, shown by counting requests at the sandbox.

use crate::common;

use std::time::{Duration, Instant};

use common::*;
use directory_desk::api::{ApiError, ApiKeyHeader};
use directory_desk::sandbox::{DEMO_API_KEY, Fault};

#[tokio::test]
async fn a_get_is_retried_through_a_burst_of_5xx() {
    let sandbox = start_sandbox();
    let uuid = ordinary_freelancers(&sandbox, 1).await[0];
    script_faults(
        &sandbox,
        "freelancer/",
        &[Fault::ServerError, Fault::HtmlError],
    )
    .await;
    let found = client(&sandbox).freelancer(uuid).await.unwrap();
    assert_eq!(found.uuid, Some(uuid));
    assert_eq!(
        requests_for(&sandbox, &format!("GET /v2/freelancer/{uuid}")).await,
        3
    );
}

#[tokio::test]
async fn a_get_is_retried_after_a_dropped_connection() {
    let sandbox = start_sandbox();
    script_faults(&sandbox, "user", &[Fault::DropBefore]).await;
    client(&sandbox).user().await.unwrap();
    assert_eq!(requests_for(&sandbox, "GET /v2/user").await, 2);
}

#[tokio::test]
async fn retry_after_is_honoured() {
    let sandbox = start_sandbox();
    script_faults(&sandbox, "user", &[Fault::RateLimit]).await;
    let started = Instant::now();
    client(&sandbox).user().await.unwrap();
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "waited {:?}",
        started.elapsed()
    );
    assert_eq!(requests_for(&sandbox, "GET /v2/user").await, 2);
}

#[tokio::test]
async fn attempts_are_bounded() {
    let sandbox = start_sandbox();
    script_faults(&sandbox, "user", &[Fault::ServerError; 6]).await;
    let client = client_with(&sandbox, DEMO_API_KEY, ApiKeyHeader::Bearer, settings(3));
    let err = client.user().await.unwrap_err();
    assert!(matches!(err, ApiError::ServerTrouble { .. }), "{err:?}");
    assert_eq!(requests_for(&sandbox, "GET /v2/user").await, 3);
}

#[tokio::test]
async fn client_errors_are_not_retried() {
    let sandbox = start_sandbox();
    let _ = client(&sandbox)
        .freelancer(unknown_uuid())
        .await
        .unwrap_err();
    assert_eq!(
        requests_for(&sandbox, &format!("GET /v2/freelancer/{}", unknown_uuid())).await,
        1
    );
}

#[tokio::test]
async fn a_post_is_never_retried_even_on_5xx() {
    let sandbox = start_sandbox();
    let recipients = ordinary_freelancers(&sandbox, 1).await;
    script_faults(&sandbox, "messages", &[Fault::ServerError]).await;
    let err = client(&sandbox)
        .send_message(&draft_to(&recipients).validate().unwrap())
        .await
        .unwrap_err();
    assert!(
        err.is_transient(),
        "the caller learns it may try again: {err:?}"
    );
    assert_eq!(requests_for(&sandbox, "POST /v2/messages").await, 1);
    assert!(sent_messages(&sandbox).await.is_empty());
}
