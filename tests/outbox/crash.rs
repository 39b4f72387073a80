//! The crash soak: a real `directory-desk send --recipients` of 2,000 recipients, through
//! every fault the sandbox has (JSON 5xx, the directory's 503, a gateway's empty and JSON
//! 503 after storing, 429, stored-then-500, a proxy's page after storing, connections
//! dropped before and after the work, truncated answers), killed with SIGKILL at random
//! instants ten times and resumed each time with `outbox resume`. It prints the three counts
//! that must be 0: recipients who got the message twice, recipients the journal calls
//! delivered whom the sandbox never reached, and recipients silently dropped (in the file,
//! not in the journal); then every recipient's state is checked against what the sandbox
//! received.

use crate::common;

use std::collections::HashMap;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::*;
use directory_desk::sandbox::{DEMO_API_KEY, FaultPlan, Sandbox};
use rand::{Rng, SeedableRng};
use serde_json::Value;
use uuid::Uuid;

const SUBJECT: &str = "Crash test: legal translation, 12,000 words";

fn desk(sandbox: &Sandbox, data: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_directory-desk"));
    command
        .env(
            "DIRECTORY_DESK_CONFIG",
            std::env::temp_dir().join("directory-desk-tests-no-such-config.toml"),
        )
        .env("DIRECTORY_DESK_DATA", data)
        .env_remove("DIRECTORY_DESK_API_KEY")
        .env_remove("DIRECTORY_DESK_LOG")
        .args(["--base-url", &sandbox.base_url(), "--api-key", DEMO_API_KEY])
        .args(["--concurrency", "2"])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command
}

fn json_lines(command: &mut Command) -> Vec<Value> {
    let output = command
        .stdout(Stdio::piped())
        .output()
        .expect("the binary runs");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect()
}

fn jobs(sandbox: &Sandbox, data: &Path) -> Vec<Value> {
    json_lines(desk(sandbox, data).args(["outbox", "list", "--json"]))
}

fn start_send(sandbox: &Sandbox, data: &Path, file: &Path) -> Child {
    desk(sandbox, data)
        .args(["send", "--recipients"])
        .arg(file)
        .args([
            "--no-verify",
            "--chunk-size", // the older name of --request-size, still accepted
            "10",
            "--max-per-second",
            "0",
            "--sender-name",
            "Ana Coordinator",
            "--sender-email",
            "ana@linguabridge.example",
            "--subject",
            SUBJECT,
            "--body",
            "Hello,\nare you available next month?\nAna",
        ])
        .spawn()
        .expect("the binary starts")
}

fn start_resume(sandbox: &Sandbox, data: &Path, job: i64) -> Child {
    desk(sandbox, data)
        .args([
            "outbox",
            "resume",
            &job.to_string(),
            "--max-per-second",
            "0",
        ])
        .spawn()
        .expect("the binary starts")
}

async fn server_counts(sandbox: &Sandbox) -> HashMap<Uuid, usize> {
    let mut counts = HashMap::new();
    for message in sent_messages(sandbox).await {
        if message["subject"] != SUBJECT {
            continue;
        }
        for key in ["delivered_to", "failed_recipients"] {
            for uuid in message[key].as_array().into_iter().flatten() {
                if let Some(uuid) = uuid.as_str().and_then(|u| Uuid::try_parse(u).ok()) {
                    *counts.entry(uuid).or_default() += 1;
                }
            }
        }
    }
    counts
}

#[test]
fn a_send_killed_ten_times_through_every_fault_never_delivers_twice_or_loses_anyone() {
    const RECIPIENTS: usize = 2000;
    const KILLS: usize = 10;
    let sandbox = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        threads: 16,
        freelancers: 3000,
        ..Default::default()
    });
    let recipients = block_on(ordinary_freelancers(&sandbox, RECIPIENTS));
    assert_eq!(
        recipients.len(),
        RECIPIENTS,
        "the sandbox seeds enough freelancers"
    );
    block_on(set_faults(
        &sandbox,
        &FaultPlan {
            latency_ms: 40,
            jitter_ms: 20,
            fail_rate: 0.04,
            html_error_rate: 0.02,
            unavailable_rate: 0.03,
            rate_limit_rate: 0.02,
            retry_after_secs: 1,
            drop_before_rate: 0.02,
            drop_after_rate: 0.02,
            malformed_rate: 0.02,
            // The directory stores the message and then it, or a gateway in front of it,
            // fails: resent on its own, these recipients would get it twice.
            error_after_rate: 0.02,
            html_error_after_rate: 0.02,
            empty_unavailable_after_rate: 0.02,
            gateway_unavailable_after_rate: 0.02,
            path_prefix: Some("messages".into()),
            ..FaultPlan::default()
        },
    ));
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("recipients.csv");
    let text: String = recipients
        .iter()
        .enumerate()
        .map(|(i, uuid)| format!("{uuid},Freelancer {i}\n"))
        .collect();
    std::fs::write(&file, format!("uuid,name\n{text}")).unwrap();

    let seed: u64 = std::env::var("CRASH_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| rand::rng().random());
    println!("crash test seed {seed} (set CRASH_TEST_SEED to repeat)");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);

    let mut child = start_send(&sandbox, data.path(), &file);
    let mut kills = 0;
    let started = Instant::now();
    while kills < KILLS {
        std::thread::sleep(Duration::from_millis(rng.random_range(80..400)));
        if child.try_wait().unwrap().is_some() {
            break;
        }
        child.kill().expect("SIGKILL");
        child.wait().unwrap();
        kills += 1;
        let listed = jobs(&sandbox, data.path());
        child = match listed.first() {
            Some(job) => {
                // Nobody is sending it now: it reads as interrupted, its request in flight
                // (if any) unknown, none left `sending`.
                assert!(
                    ["interrupted", "needs_attention", "done"]
                        .contains(&job["state"].as_str().unwrap_or_default()),
                    "{job}"
                );
                assert_eq!(job["by_state"].get("sending"), None, "{job}");
                start_resume(&sandbox, data.path(), job["id"].as_i64().unwrap())
            }
            None => {
                // Killed before the job was written: nothing can have been sent.
                assert!(block_on(server_counts(&sandbox)).is_empty());
                start_send(&sandbox, data.path(), &file)
            }
        };
    }
    // The last run goes to the end.
    child.wait().unwrap();
    println!("{kills} kills in {:.1} s", started.elapsed().as_secs_f64());
    assert!(
        kills >= KILLS / 2,
        "the test killed the sender mid-way ({kills} kills)"
    );

    let listed = jobs(&sandbox, data.path());
    assert_eq!(listed.len(), 1, "one job, whatever happened: {listed:?}");
    let job = listed[0]["id"].as_i64().unwrap();
    assert_eq!(listed[0]["recipients"], RECIPIENTS);
    let rows = json_lines(desk(&sandbox, data.path()).args([
        "outbox",
        "show",
        &job.to_string(),
        "--json",
    ]));
    let counts = block_on(server_counts(&sandbox));
    let journalled: HashMap<Uuid, &str> = rows
        .iter()
        .map(|row| {
            let uuid = Uuid::parse_str(row["recipient"].as_str().unwrap()).unwrap();
            (uuid, row["state"].as_str().unwrap())
        })
        .collect();
    let twice = counts.values().filter(|n| **n > 1).count();
    let delivered_unreceived = journalled
        .iter()
        .filter(|(uuid, state)| {
            matches!(**state, "sent" | "pending") && !counts.contains_key(*uuid)
        })
        .count();
    let dropped = recipients
        .iter()
        .filter(|uuid| !journalled.contains_key(uuid))
        .count();
    println!(
        "soak: {RECIPIENTS} recipients, {kills} kills: {twice} messaged twice, \
         {delivered_unreceived} reported delivered but never received, {dropped} silently dropped"
    );
    assert_eq!(
        (twice, delivered_unreceived, dropped),
        (0, 0, 0),
        "twice, delivered but not received, dropped"
    );
    assert_eq!(rows.len(), RECIPIENTS, "nobody lost");
    let mut states: HashMap<String, usize> = HashMap::new();
    for row in &rows {
        let uuid = Uuid::parse_str(row["recipient"].as_str().unwrap()).unwrap();
        let state = row["state"].as_str().unwrap();
        *states.entry(state.to_owned()).or_default() += 1;
        let received = counts.get(&uuid).copied().unwrap_or(0);
        match state {
            "sent" | "pending" => assert_eq!(received, 1, "{row}"),
            "unknown" => assert!(received <= 1, "{row}"),
            "failed" | "queued" | "retrying" => assert_eq!(received, 0, "{row}"),
            other => panic!("{uuid} ended {other}"),
        }
    }
    assert!(
        counts.values().all(|n| *n == 1),
        "nobody received the message twice"
    );
    assert!(
        counts.keys().all(|uuid| recipients.contains(uuid)),
        "only recipients received it"
    );
    println!("final states: {states:?}");
    assert!(
        states.get("sent").copied().unwrap_or(0) > RECIPIENTS / 2,
        "most went: {states:?}"
    );
}
