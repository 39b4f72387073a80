//! How fast the outbox sends, and what its durability costs. 10,000 recipients in 400
//! requests against the sandbox at 20 ms latency, 4 at a time: the ideal is 400 × 20 ms / 4
//! = 2 s. Printed beside it, in the same run: the same requests sent by a bare loop with no
//! journal (the baseline), and the journal thread's busy time. Then the same recipients with
//! a personalised message: 10,000 requests.
//!
//! Usage: `cargo bench --bench outbox` (`OUTBOX_BENCH_PERSONAL=0` skips the personalised run).

use std::time::{Duration, Instant};

use directory_desk::api::{
    ApiClient, ApiKeyHeader, ClientSettings, Credential, Message, MessageType, RetryPolicy,
};
use directory_desk::outbox::personalise::RecipientFields;
use directory_desk::outbox::{
    Control, JobDraft, Journal, PlannedRecipient, RunEnd, Scope, SendSettings, run_job,
};
use directory_desk::sandbox::{DEMO_API_KEY, FaultPlan, Sandbox, SandboxOptions};
use directory_desk::secret::Secret;
use futures_util::StreamExt;
use tokio::sync::watch;
use uuid::Uuid;

#[path = "common/mod.rs"]
mod common;
use common::ordinary;

const LATENCY: Duration = Duration::from_millis(20);
const CONCURRENCY: usize = 4;

fn main() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let sandbox = Sandbox::start(SandboxOptions {
        freelancers: 10_800,
        threads: 16,
        faults: FaultPlan {
            latency_ms: LATENCY.as_millis() as u64,
            ..FaultPlan::default()
        },
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
            concurrency: CONCURRENCY * 2,
            retry: RetryPolicy::never(),
        },
    )
    .expect("a valid base URL");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let recipients: Vec<Uuid> = runtime.block_on(ordinary(&sandbox, 10_000));
    assert_eq!(recipients.len(), 10_000, "enough freelancers seeded");

    println!("outbox benchmark: sandbox latency {LATENCY:?}, concurrency {CONCURRENCY}");
    println!(
        "{:<52} {:>9} {:>9} {:>10} {:>12} {:>13}",
        "run", "requests", "ideal s", "wall s", "wall/ideal", "journal busy"
    );
    runtime.block_on(measure(
        &client,
        &recipients,
        false,
        "10,000 recipients, 400 chunks",
    ));
    if std::env::var("OUTBOX_BENCH_PERSONAL").as_deref() != Ok("0") {
        runtime.block_on(measure(
            &client,
            &recipients,
            true,
            "personalised, 10,000 requests",
        ));
    }
}

async fn measure(client: &ApiClient, recipients: &[Uuid], personal: bool, label: &str) {
    let draft = JobDraft {
        directory: "bench".into(),
        sender_name: "Ana Coordinator".into(),
        sender_email: "ana@linguabridge.example".into(),
        subject: "Availability in March".into(),
        body: if personal {
            "Dear {{first_name}},\nare you available in March?".into()
        } else {
            "Hello,\nare you available in March?".into()
        },
        message_type: MessageType::Rfq,
        recipients: recipients
            .iter()
            .map(|uuid| PlannedRecipient {
                uuid: *uuid,
                name: None,
                fields: Some(RecipientFields {
                    first_name: Some("Ana".into()),
                    ..RecipientFields::default()
                }),
            })
            .collect(),
        request_size: 25,
        fallbacks: Default::default(),
    };
    let job = draft.plan().expect("a valid job");
    let requests = job.requests.len();
    let ideal = LATENCY.as_secs_f64() * requests as f64 / CONCURRENCY as f64;

    // The baseline: the same requests, no journal, no outbox.
    let messages: Vec<Message> = job
        .requests
        .iter()
        .map(|chunk| Message {
            recipient_uuids: chunk.recipients.iter().map(|r| r.uuid).collect(),
            sender_name: job.sender_name.clone(),
            sender_email: job.sender_email.clone(),
            subject: chunk.subject.clone().unwrap_or_else(|| job.subject.clone()),
            body: chunk.body.clone().unwrap_or_else(|| job.body.clone()),
            message_type: job.message_type,
        })
        .collect();
    let started = Instant::now();
    let failures = futures_util::stream::iter(&messages)
        .map(|m| client.send_message(m))
        .buffer_unordered(CONCURRENCY)
        .filter(|r| std::future::ready(r.is_err()))
        .count()
        .await;
    assert_eq!(failures, 0);
    let baseline = started.elapsed().as_secs_f64();
    println!(
        "{:<52} {requests:>9} {ideal:>9.2} {baseline:>10.2} {:>12.2} {:>13}",
        format!("baseline (no journal): {label}"),
        baseline / ideal,
        "-"
    );

    let folder = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let journal = Journal::open(folder.path()).unwrap();
    let id = journal
        .call(move |store| store.create_job(&job))
        .await
        .unwrap()
        .unwrap();
    let settings = SendSettings {
        concurrency: CONCURRENCY,
        max_per_second: None,
        ..SendSettings::default()
    };
    let (_control, mut watched) = watch::channel(Control::default());
    let busy_before = journal.busy();
    let started = Instant::now();
    let end = run_job(
        client,
        &journal,
        id,
        Scope::All,
        &settings,
        &mut watched,
        &|_| {},
    )
    .await;
    let wall = started.elapsed().as_secs_f64();
    assert_eq!(end, RunEnd::Finished);
    let busy = (journal.busy() - busy_before).as_secs_f64();
    println!(
        "{:<52} {requests:>9} {ideal:>9.2} {wall:>10.2} {:>12.2} {:>12.0}%",
        format!("outbox: {label}"),
        wall / ideal,
        100.0 * busy / wall
    );
    println!(
        "{:<52} outbox / baseline = {:.2}; journal busy {busy:.2} s in all",
        "",
        wall / baseline
    );
}
