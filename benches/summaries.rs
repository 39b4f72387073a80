//! Who 10,000 freelancers are, from user summaries (`api::read_summaries`), against the
//! sandbox at 20 ms latency with a cap of 40 UUIDs a call (more is a 400), 8 batches at a
//! time. Goals (issue 46): at most 1.0 s and 300 requests; with 50 unknown UUIDs scattered
//! and the directory failing a batch that holds one (404), at most 1,200 requests. The same
//! 10,000 by full profile (`GET /freelancer/{uuid}`, `benches/bulk_lookup.sh`) take 10,000
//! requests, about 25 s at concurrency 8. Printed beside each: the ideal, requests × 20 ms
//! / 8, and what the sandbox counted.
//!
//! Usage: `cargo bench --bench summaries`.

use std::time::{Duration, Instant};

use directory_desk::api::{
    ApiClient, ApiKeyHeader, ClientSettings, Credential, ReadOptions, RetryPolicy, Summary,
    read_summaries,
};
use directory_desk::sandbox::{DEMO_API_KEY, FaultPlan, Sandbox, SandboxOptions, UnknownUsers};
use directory_desk::secret::Secret;
use tokio_util::sync::CancellationToken;
use uuid::Uuid;

const LATENCY: Duration = Duration::from_millis(20);
const CONCURRENCY: usize = 8;
const CAP: usize = 40;
const COUNT: usize = 10_000;
const UNKNOWN: usize = 50;

fn plan(unknown: UnknownUsers) -> FaultPlan {
    FaultPlan {
        latency_ms: LATENCY.as_millis() as u64,
        users_per_call: Some(CAP),
        unknown_users: unknown,
        ..FaultPlan::default()
    }
}

fn main() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let sandbox = Sandbox::start(SandboxOptions {
        freelancers: 10_500,
        threads: 16,
        faults: plan(UnknownUsers::LeftOut),
        ..SandboxOptions::default()
    })
    .expect("the sandbox starts");
    let client = ApiClient::new(
        &sandbox.base_url(),
        Credential::ApiKey(Secret::new(DEMO_API_KEY)),
        ApiKeyHeader::Bearer,
        ClientSettings {
            connect_timeout: Duration::from_secs(5),
            request_timeout: Duration::from_secs(30),
            concurrency: CONCURRENCY,
            retry: RetryPolicy::default(),
        },
    )
    .expect("a valid base URL");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    // Restricted profiles have summaries too; these are the ones a full lookup finds as well.
    let known: Vec<Uuid> = sandbox.sample_uuids(COUNT);
    assert_eq!(known.len(), COUNT, "enough freelancers seeded");
    // 50 made-up UUIDs, one every 200th place.
    let mut scattered = known.clone();
    for i in 0..UNKNOWN {
        scattered.insert(
            i * (COUNT / UNKNOWN) + 100,
            Uuid::from_u128(0x0bad_0000_0000_4000_8000_0000_0000_0000 + i as u128),
        );
    }

    println!(
        "user summaries: sandbox latency {LATENCY:?}, {CAP} UUIDs a call, concurrency {CONCURRENCY}"
    );
    println!(
        "{:<44} {:>7} {:>7} {:>7} {:>9} {:>8} {:>8} {:>7}",
        "run", "found", "unknown", "failed", "requests", "ideal s", "wall s", "goal"
    );
    let runs = [
        (
            "10,000 known",
            &known,
            UnknownUsers::LeftOut,
            "≤300 req, ≤1.0 s",
        ),
        (
            "10,000 + 50 unknown, left out",
            &scattered,
            UnknownUsers::LeftOut,
            "",
        ),
        (
            "10,000 + 50 unknown, 404 for the batch",
            &scattered,
            UnknownUsers::NotFound,
            "≤1,200 req",
        ),
    ];
    for (name, uuids, unknown, goal) in runs {
        runtime.block_on(async {
            reset(&sandbox, unknown).await;
            let (mut found, mut missing, mut failed) = (0, 0, 0);
            let started = Instant::now();
            let (_, progress) = read_summaries(
                &client,
                uuids.clone(),
                ReadOptions {
                    concurrency: CONCURRENCY,
                    ..ReadOptions::default()
                },
                &CancellationToken::new(),
                |_, summary, _| match summary {
                    Summary::Found(_) => found += 1,
                    Summary::Unknown => missing += 1,
                    Summary::Failed(_) => failed += 1,
                },
            )
            .await;
            let wall = started.elapsed();
            let counted = sandbox_requests(&sandbox).await;
            assert_eq!(
                counted, progress.requests as u64,
                "the sandbox saw each once"
            );
            let ideal = progress.requests as f64 * LATENCY.as_secs_f64() / CONCURRENCY as f64;
            println!(
                "{name:<44} {found:>7} {missing:>7} {failed:>7} {:>9} {ideal:>8.2} {:>8.2} {goal}",
                progress.requests,
                wall.as_secs_f64()
            );
        });
    }
}

async fn reset(sandbox: &Sandbox, unknown: UnknownUsers) {
    let http = reqwest::Client::new();
    let root = sandbox.root_url();
    http.post(format!("{root}__sandbox/reset"))
        .send()
        .await
        .expect("the sandbox resets");
    http.put(format!("{root}__sandbox/faults"))
        .json(&plan(unknown))
        .send()
        .await
        .expect("the sandbox takes the plan");
}

/// `GET /v2/users` and `GET /v2/users/{uuid}` the sandbox saw.
async fn sandbox_requests(sandbox: &Sandbox) -> u64 {
    let stats: serde_json::Value = reqwest::Client::new()
        .get(format!("{}__sandbox/stats", sandbox.root_url()))
        .send()
        .await
        .expect("the sandbox answers")
        .json()
        .await
        .expect("JSON");
    let endpoint = |name: &str| stats["data"]["by_endpoint"][name].as_u64().unwrap_or(0);
    endpoint("GET /v2/users") + endpoint("GET /v2/users/{uuid}")
}
