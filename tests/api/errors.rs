//! One test for each class of the error taxonomy, each produced by the sandbox over real
//! HTTP and each carrying the status and the server's words.

use crate::common;

use std::time::Duration;

use common::*;
use directory_desk::api::{
    ApiClient, ApiError, ApiKeyHeader, AuthFailure, ClientSettings, Credential, TransportFailure,
};
use directory_desk::outbox::{Verdict, verdict};
use directory_desk::sandbox::{DEMO_API_KEY, Fault};
use directory_desk::secret::Secret;

/// A client for `base_url` with `credential`, no retries.
fn client_at(base_url: &str, credential: Credential) -> ApiClient {
    ApiClient::new(base_url, credential, ApiKeyHeader::Bearer, settings(1))
        .expect("a valid base URL")
}

/// `GET /user` once, without retries, after the sandbox is told to meet it with `fault`.
async fn user_meeting(fault: Fault) -> ApiError {
    let sandbox = start_sandbox();
    script_faults(&sandbox, "user", &[fault]).await;
    client_with(&sandbox, DEMO_API_KEY, ApiKeyHeader::Bearer, settings(1))
        .user()
        .await
        .unwrap_err()
}

#[tokio::test]
async fn an_invalid_api_key_is_unauthorized_with_its_reason() {
    let sandbox = start_sandbox();
    for header in [ApiKeyHeader::XProzApiKey, ApiKeyHeader::Bearer] {
        let err = client_with(&sandbox, "wrong-key", header, settings(1))
            .user()
            .await
            .unwrap_err();
        let ApiError::Unauthorized { status, reason, .. } = &err else {
            panic!("{err:?}")
        };
        assert_eq!(
            (*status, *reason),
            (401, AuthFailure::InvalidApiKey),
            "{header:?}"
        );
        assert!(!err.server_messages().is_empty());
        assert!(err.is_authentication());
    }
}

#[tokio::test]
async fn an_unknown_access_token_is_an_invalid_token() {
    let sandbox = start_sandbox();
    let client = client_at(
        &sandbox.base_url(),
        Credential::AccessToken(Secret::new("not-a-token")),
    );
    let err = client.user().await.unwrap_err();
    assert!(
        matches!(
            err,
            ApiError::Unauthorized {
                reason: AuthFailure::InvalidToken,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(
        err.server_messages()
            .contains(&"The access token provided is invalid".to_owned())
    );
}

#[tokio::test]
async fn an_expired_access_token_says_so() {
    let sandbox = start_sandbox();
    assert_eq!(
        admin_post(
            &sandbox,
            "credentials",
            credential_body("old-token", None, true)
        )
        .await,
        201
    );
    let client = client_at(
        &sandbox.base_url(),
        Credential::AccessToken(Secret::new("old-token")),
    );
    let err = client.freelancer(unknown_uuid()).await.unwrap_err();
    assert!(
        matches!(
            err,
            ApiError::Unauthorized {
                reason: AuthFailure::ExpiredToken,
                ..
            }
        ),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_missing_scope_is_forbidden() {
    let sandbox = start_sandbox();
    admin_post(
        &sandbox,
        "credentials",
        credential_body("read-only", Some(&["public"]), false),
    )
    .await;
    let client = client_with(&sandbox, "read-only", ApiKeyHeader::Bearer, settings(1));
    let draft = draft_to(&ordinary_freelancers(&sandbox, 1).await);
    let err = client
        .send_message(&draft.validate().unwrap())
        .await
        .unwrap_err();
    assert!(
        matches!(err, ApiError::Forbidden { status: 403, .. }),
        "{err:?}"
    );
    assert!(err.server_messages()[0].contains("message.send"));
    assert_eq!(verdict(&err), Verdict::Refused);
}

#[tokio::test]
async fn a_restricted_profile_is_forbidden() {
    let sandbox = start_sandbox();
    let restricted = seeded(&sandbox)
        .await
        .into_iter()
        .find(|(_, _, r)| *r)
        .expect("some profiles are restricted")
        .0;
    let err = client(&sandbox).freelancer(restricted).await.unwrap_err();
    assert!(
        matches!(err, ApiError::Forbidden { status: 403, .. }),
        "{err:?}"
    );
}

#[tokio::test]
async fn an_unknown_uuid_is_a_rejected_request_with_the_servers_words() {
    let sandbox = start_sandbox();
    let err = client(&sandbox)
        .freelancer(unknown_uuid())
        .await
        .unwrap_err();
    assert!(
        matches!(err, ApiError::Rejected { status: 400, .. }),
        "{err:?}"
    );
    assert_eq!(
        err.server_messages(),
        vec!["No freelancer was found with that UUID.".to_owned()]
    );
    assert!(!err.is_transient());
}

#[tokio::test]
async fn a_415_is_unsupported_media_type_and_the_client_always_sends_json() {
    let sandbox = start_sandbox();
    // The client's POST carries the JSON content type: the sandbox accepts it.
    let draft = draft_to(&ordinary_freelancers(&sandbox, 1).await);
    client(&sandbox)
        .send_message(&draft.validate().unwrap())
        .await
        .unwrap();
    // The same body without it gets 415, which reads as its own class.
    let response = reqwest::Client::new()
        .post(format!("{}messages", sandbox.base_url()))
        .bearer_auth(DEMO_API_KEY)
        .body("{}")
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let body = response.bytes().await.unwrap();
    let err = directory_desk::api::read_answer(status, &headers, &body).unwrap_err();
    assert!(
        matches!(err, ApiError::UnsupportedMediaType { .. }),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_429_is_rate_limited_with_retry_after() {
    let err = user_meeting(Fault::RateLimit).await;
    let ApiError::RateLimited { retry_after, .. } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(*retry_after, Some(Duration::from_secs(1)));
    assert_eq!(
        err.server_messages(),
        vec!["Too many requests. Please slow down.".to_owned()]
    );
}

#[tokio::test]
async fn a_json_5xx_is_server_trouble() {
    let err = user_meeting(Fault::ServerError).await;
    assert!(
        matches!(
            err,
            ApiError::ServerTrouble {
                status: 500..=599,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(!err.server_messages().is_empty());
}

#[tokio::test]
async fn a_proxys_html_5xx_is_server_trouble_with_a_readable_excerpt() {
    let err = user_meeting(Fault::HtmlError).await;
    let ApiError::ServerTrouble {
        status, excerpt, ..
    } = &err
    else {
        panic!("{err:?}")
    };
    assert_eq!(*status, 502);
    assert_eq!(excerpt.as_deref(), Some("502 Bad Gateway"));
    assert!(
        !err.to_string().contains('<'),
        "no HTML in the message: {err}"
    );
}

#[tokio::test]
async fn a_truncated_body_is_a_malformed_answer() {
    let sandbox = start_sandbox();
    script_faults(&sandbox, "user", &[Fault::Malformed]).await;
    let err = client(&sandbox).user().await.unwrap_err();
    assert!(
        matches!(
            err,
            ApiError::Malformed {
                status: Some(200),
                ..
            }
        ),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_refused_connection_is_a_connect_failure_and_nothing_was_delivered() {
    let port = unused_port();
    let client = client_at(
        &format!("http://127.0.0.1:{port}/v2/"),
        Credential::ApiKey(Secret::new(DEMO_API_KEY)),
    );
    let err = client.user().await.unwrap_err();
    assert!(
        matches!(
            err,
            ApiError::Transport {
                failure: TransportFailure::Connect,
                ..
            }
        ),
        "{err:?}"
    );
    let draft = draft_to(&[unknown_uuid()]);
    let err = client
        .send_message(&draft.validate().unwrap())
        .await
        .unwrap_err();
    assert_eq!(
        verdict(&err),
        Verdict::NotProcessed,
        "nothing was written, so sending again is safe"
    );
}

#[tokio::test]
async fn a_slow_answer_times_out() {
    let sandbox = start_sandbox();
    script_faults(&sandbox, "user", &[Fault::SlowBody]).await;
    let client = client_with(
        &sandbox,
        DEMO_API_KEY,
        ApiKeyHeader::Bearer,
        ClientSettings {
            request_timeout: Duration::from_millis(300),
            ..settings(1)
        },
    );
    let err = client.user().await.unwrap_err();
    assert!(
        matches!(
            err,
            ApiError::Transport {
                failure: TransportFailure::Timeout,
                ..
            }
        ),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_dropped_connection_is_a_transport_failure() {
    let err = user_meeting(Fault::DropBefore).await;
    assert!(
        matches!(
            err,
            ApiError::Transport {
                failure: TransportFailure::Dropped,
                ..
            }
        ),
        "{err:?}"
    );
}

#[tokio::test]
async fn a_message_whose_answer_was_lost_is_reported_unknown_never_failed() {
    let sandbox = start_sandbox();
    let recipients = ordinary_freelancers(&sandbox, 2).await;
    script_faults(&sandbox, "messages", &[Fault::DropAfter]).await;
    let err = client(&sandbox)
        .send_message(&draft_to(&recipients).validate().unwrap())
        .await
        .unwrap_err();
    assert_eq!(verdict(&err), Verdict::MaybeProcessed, "{err:?}");
    // And indeed the directory had delivered it.
    assert_eq!(sent_messages(&sandbox).await.len(), 1);
    assert_eq!(
        requests_for(&sandbox, "POST /v2/messages").await,
        1,
        "a POST is never retried"
    );
}

#[test]
fn base_urls_are_checked_before_any_request() {
    for bad in [
        "http://directory.example/v2/",
        "https://directory.example/v1/",
    ] {
        let err = ApiClient::new(
            bad,
            Credential::ApiKey(Secret::new("k")),
            ApiKeyHeader::Bearer,
            ClientSettings::default(),
        )
        .unwrap_err();
        assert!(matches!(err, ApiError::BaseUrl(_)), "{bad}: {err:?}");
    }
}
