//! The user-summaries reader (`api::read_summaries`) against the sandbox with each of its
//! undocumented limits switched: every known UUID found, exactly the unknown ones named,
//! batches halved on 400/414 and kept small, a 404 batch bisected without one request per
//! UUID, 429/503 waited out, a refused key ending the run.

use crate::common;

use common::*;
use directory_desk::api::{ReadOptions, SummariesEnd, SummariesProgress, Summary, read_summaries};
use directory_desk::sandbox::{FaultPlan, UnknownUsers};
use tokio_util::sync::CancellationToken;
use uuid::Uuid;

/// What a run gave: found, unknown, failed (with statuses), how it ended, its progress.
struct Run {
    found: Vec<Uuid>,
    unknown: Vec<Uuid>,
    failed: Vec<(Uuid, Option<u16>)>,
    end: SummariesEnd,
    progress: SummariesProgress,
}

async fn run(client: &directory_desk::api::ApiClient, uuids: Vec<Uuid>) -> Run {
    let (mut found, mut unknown, mut failed) = (Vec::new(), Vec::new(), Vec::new());
    let cancel = CancellationToken::new();
    let (end, progress) = read_summaries(
        client,
        uuids,
        ReadOptions::default(),
        &cancel,
        |uuid, summary, _| match summary {
            Summary::Found(summary) => {
                assert_eq!(
                    summary.uuid,
                    Some(uuid),
                    "each summary is reported for its own UUID"
                );
                found.push(uuid);
            }
            Summary::Unknown => unknown.push(uuid),
            Summary::Failed(err) => failed.push((uuid, err.status())),
        },
    )
    .await;
    found.sort();
    unknown.sort();
    Run {
        found,
        unknown,
        failed,
        end,
        progress,
    }
}

/// `n` seeded UUIDs and `unknown` made-up ones scattered among them (every `n / unknown`th).
async fn asked(
    sandbox: &directory_desk::sandbox::Sandbox,
    n: usize,
    unknown: usize,
) -> (Vec<Uuid>, Vec<Uuid>, Vec<Uuid>) {
    let known: Vec<Uuid> = seeded(sandbox)
        .await
        .into_iter()
        .map(|(u, _, _)| u)
        .take(n)
        .collect();
    assert_eq!(known.len(), n, "the sandbox seeds enough");
    let strangers: Vec<Uuid> = (0..unknown as u128)
        .map(|i| Uuid::from_u128(0x0bad_0000_0000_4000_8000_0000_0000_0000 + i))
        .collect();
    let mut all = known.clone();
    let step = (n / unknown.max(1)).max(1);
    for (i, stranger) in strangers.iter().enumerate() {
        all.insert(((i + 1) * step).min(all.len()), *stranger);
    }
    let (mut known, mut strangers) = (known, strangers);
    known.sort();
    strangers.sort();
    (all, known, strangers)
}

async fn batch_requests(sandbox: &directory_desk::sandbox::Sandbox) -> (u64, u64) {
    (
        requests_for(sandbox, "GET /v2/users").await,
        admin_get(sandbox, "stats").await["data"]["by_endpoint"]["GET /v2/users/{uuid}"]
            .as_u64()
            .unwrap_or(0),
    )
}

#[tokio::test]
async fn by_default_unknown_uuids_are_left_out_and_named_in_few_requests() {
    let sandbox = start_sandbox();
    let (all, known, strangers) = asked(&sandbox, 300, 5).await;
    // A repeat is asked once.
    let mut with_repeat = all.clone();
    with_repeat.push(all[0]);
    let got = run(&client(&sandbox), with_repeat).await;
    assert!(matches!(got.end, SummariesEnd::Completed));
    assert_eq!(got.found, known);
    assert_eq!(got.unknown, strangers);
    assert!(got.failed.is_empty());
    assert_eq!(got.progress.total, 305);
    assert_eq!(got.progress.requests, 4, "305 UUIDs in batches of 80");
    assert_eq!(batch_requests(&sandbox).await, (4, 0));
}

#[tokio::test]
async fn a_cap_on_uuids_per_call_halves_the_batch_once_and_keeps_it() {
    let sandbox = start_sandbox();
    set_faults(
        &sandbox,
        &FaultPlan {
            users_per_call: Some(40),
            ..FaultPlan::default()
        },
    )
    .await;
    let (all, known, _) = asked(&sandbox, 400, 0).await;
    let got = run(&client(&sandbox), all).await;
    assert_eq!(got.found, known);
    assert!(got.failed.is_empty() && got.unknown.is_empty());
    assert_eq!(got.progress.batch_size, 40);
    // One refused batch of 80, then ten of 40: the refusal is learnt once, not per batch.
    assert_eq!(got.progress.requests, 11);
    assert_eq!(batch_requests(&sandbox).await, (11, 0));
}

#[tokio::test]
async fn a_gateway_refusing_long_request_lines_halves_until_they_fit() {
    let sandbox = start_sandbox();
    set_faults(
        &sandbox,
        &FaultPlan {
            max_request_line_bytes: Some(1000),
            ..FaultPlan::default()
        },
    )
    .await;
    let (all, known, _) = asked(&sandbox, 100, 0).await;
    let got = run(&client(&sandbox), all).await;
    assert_eq!(got.found, known);
    assert!(got.failed.is_empty());
    // 80 and 40 UUIDs make request lines over 1,000 bytes (414); 20 make about 770.
    assert_eq!(got.progress.batch_size, 20);
    assert_eq!(got.progress.requests, 2 + 5);
}

#[tokio::test]
async fn a_batch_failed_by_an_unknown_uuid_is_bisected_to_exactly_the_unknown_ones() {
    let sandbox = start_sandbox();
    set_faults(
        &sandbox,
        &FaultPlan {
            users_per_call: Some(40),
            unknown_users: UnknownUsers::NotFound,
            ..FaultPlan::default()
        },
    )
    .await;
    let (all, known, strangers) = asked(&sandbox, 800, 6).await;
    let got = run(&client(&sandbox), all).await;
    assert!(matches!(got.end, SummariesEnd::Completed));
    assert_eq!(got.found, known);
    assert_eq!(got.unknown, strangers);
    assert!(got.failed.is_empty());
    let (batches, singles) = batch_requests(&sandbox).await;
    // Each failing batch of 40 costs about two requests per halving (6 halvings), and only
    // the last few (an odd split's single, then a pair) are asked one by one: at most three
    // per unknown UUID, never one per UUID of its batch.
    assert!(singles <= 3 * 6, "{singles} single requests");
    assert!(
        batches + singles <= 1 + 20 + 6 * 12,
        "{batches} + {singles} requests"
    );
    assert_eq!(got.progress.requests as u64, batches + singles);
}

#[tokio::test]
async fn rate_limits_and_unavailability_are_waited_out() {
    let sandbox = start_sandbox();
    set_faults(
        &sandbox,
        &FaultPlan {
            path_prefix: Some("users".into()),
            script: [
                directory_desk::sandbox::Fault::RateLimit,
                directory_desk::sandbox::Fault::Unavailable,
            ]
            .into(),
            retry_after_secs: 1,
            ..FaultPlan::default()
        },
    )
    .await;
    let (all, known, _) = asked(&sandbox, 50, 0).await;
    let started = std::time::Instant::now();
    let got = run(&client(&sandbox), all).await;
    assert_eq!(got.found, known);
    assert!(got.failed.is_empty());
    assert!(
        started.elapsed() >= std::time::Duration::from_secs(1),
        "Retry-After is a floor"
    );
    assert_eq!(
        got.progress.requests, 1,
        "the client's own retries are one request to the reader"
    );
    assert_eq!(requests_for(&sandbox, "GET /v2/users").await, 3);
}

#[tokio::test]
async fn a_refused_key_ends_the_run_and_a_cancelled_one_asks_nothing_more() {
    let sandbox = start_sandbox();
    let (all, _, _) = asked(&sandbox, 200, 0).await;
    let refused = client_with(
        &sandbox,
        "wrong-key",
        directory_desk::api::ApiKeyHeader::Bearer,
        settings(1),
    );
    let got = run(&refused, all.clone()).await;
    assert!(
        matches!(got.end, SummariesEnd::SignedOut(_)),
        "{:?}",
        got.end
    );
    assert_eq!(
        got.progress.requests, 1,
        "nothing more is asked once the key is refused"
    );
    assert!(got.failed.iter().all(|(_, status)| *status == Some(401)));

    let cancel = CancellationToken::new();
    cancel.cancel();
    let (end, progress) = read_summaries(
        &client(&sandbox),
        all,
        ReadOptions::default(),
        &cancel,
        |_, _, _| {},
    )
    .await;
    assert!(matches!(end, SummariesEnd::Cancelled));
    assert_eq!(progress.settled(), 0);
}

/// The users door over plain HTTP: the documented wrappers, and a gateway's 414 for a
/// request line longer than the plan allows, on any path, while a short one is served.
#[tokio::test]
async fn the_sandbox_serves_the_wrappers_and_refuses_long_request_lines_with_414() {
    let sandbox = start_sandbox();
    let (all, _, _) = asked(&sandbox, 10, 0).await;
    let listed: Vec<String> = all.iter().map(Uuid::to_string).collect();
    let base = sandbox.base_url();
    let get = |path: String| {
        let url = format!("{base}{path}");
        async move {
            let response = reqwest::Client::new()
                .get(url)
                .bearer_auth(directory_desk::sandbox::DEMO_API_KEY)
                .send()
                .await
                .unwrap();
            let status = response.status().as_u16();
            (status, response.json::<serde_json::Value>().await.unwrap())
        }
    };
    let (status, batch) = get(format!("users?uuids={}", listed.join(","))).await;
    assert_eq!(status, 200);
    assert_eq!(batch["users"].as_array().map(Vec::len), Some(10), "{batch}");
    assert!(
        batch.get("success").is_none(),
        "a named wrapper, no envelope"
    );
    let (status, one) = get(format!("users/{}", listed[0])).await;
    assert_eq!(
        (status, &one["user"]["uuid"]),
        (200, &serde_json::json!(listed[0]))
    );

    set_faults(
        &sandbox,
        &FaultPlan {
            max_request_line_bytes: Some(200),
            ..FaultPlan::default()
        },
    )
    .await;
    let (status, refused) = get(format!("users?uuids={}", listed.join(","))).await;
    assert_eq!(status, 414, "{refused}");
    assert!(
        refused["error_messages"][0]
            .as_str()
            .unwrap()
            .contains("200 bytes")
    );
    let (status, _) = get(format!("users?uuids={}", listed[..3].join(","))).await;
    assert_eq!(status, 200, "a line of 3 UUIDs fits in 200 bytes");
    let (status, plan) = (200, admin_get(&sandbox, "faults").await);
    assert_eq!(
        (status, &plan["data"]["max_request_line_bytes"]),
        (200, &serde_json::json!(200))
    );
}
