//! `send --recipients` and the `outbox` commands of the real binary, against a sandbox.

use crate::common;

use std::path::Path;
use std::process::{Command, Output};

use common::*;
use directory_desk::sandbox::{Fault, Sandbox};
use serde_json::Value;
use uuid::Uuid;

fn send(sandbox: &Sandbox, data: &Path, file: &Path, extra: &[&str], body: &str) -> Output {
    desk_in(sandbox, data)
        .args(["send", "--recipients"])
        .arg(file)
        .args([
            "--sender-name",
            "Ana Coordinator",
            "--sender-email",
            "ana@linguabridge.example",
            "--subject",
            "Availability in March",
            "--body",
            body,
            "--max-per-second",
            "0",
        ])
        .args(extra)
        .output()
        .expect("the binary runs")
}

fn json_lines(output: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

/// `outbox list --json`: one object per job, newest first.
fn outbox_list(sandbox: &Sandbox, data: &Path) -> Vec<Value> {
    json_lines(
        &desk_in(sandbox, data)
            .args(["outbox", "list", "--json"])
            .output()
            .unwrap(),
    )
}

fn recipients_file(folder: &Path, uuids: &[Uuid]) -> std::path::PathBuf {
    let path = folder.join("shortlist.txt");
    let text: Vec<String> = uuids
        .iter()
        .map(|u| format!("https://directory.example/profile/{u} (checked)"))
        .collect();
    std::fs::write(&path, text.join("\n")).unwrap();
    path
}

async fn messages_with_subject(sandbox: &Sandbox, subject: &str) -> Vec<Value> {
    sent_messages(sandbox)
        .await
        .into_iter()
        .filter(|m| m["subject"] == subject)
        .collect()
}

#[test]
fn unknown_recipients_stop_the_send_until_the_user_says_to_leave_them_out() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let mut uuids = block_on(ordinary_freelancers(&sandbox, 30));
    uuids.insert(7, unknown_uuid());
    let file = recipients_file(data.path(), &uuids);

    let output = send(&sandbox, data.path(), &file, &[], "Hello");
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(stderr(&output).contains(&unknown_uuid().to_string()));
    assert!(stderr(&output).contains("nothing was sent"));
    assert!(block_on(sent_messages(&sandbox)).is_empty());

    let output = send(
        &sandbox,
        data.path(),
        &file,
        &["--leave-out-unknown", "--json"],
        "Hello",
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let summary = &json_lines(&output)[0];
    assert_eq!(summary["recipients"], 30);
    assert_eq!(summary["requests"], 2);
    assert_eq!(
        summary["chunks"], 2,
        "the older name, for scripts written with it"
    );
    let messages = block_on(messages_with_subject(&sandbox, "Availability in March"));
    let delivered: usize = messages
        .iter()
        .map(|m| m["delivered_to"].as_array().unwrap().len())
        .sum();
    assert_eq!((messages.len(), delivered), (2, 30));

    let jobs = outbox_list(&sandbox, data.path());
    assert_eq!(jobs.len(), 1);
    assert_eq!(jobs[0]["state"], "done");
    assert_eq!(jobs[0]["recipients"], 30);
    assert_eq!(jobs[0]["subject"], "Availability in March");
}

/// The check before a send asks who the recipients are in batches of user summaries; a
/// message with placeholders needs their profiles, and looks each one up.
#[test]
fn recipients_are_checked_by_their_summaries_unless_the_message_needs_their_profiles() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let mut uuids = block_on(ordinary_freelancers(&sandbox, 60));
    uuids.insert(30, unknown_uuid());
    let file = recipients_file(data.path(), &uuids);
    let (summaries, profiles) = (
        || block_on(requests_for(&sandbox, "GET /v2/users")),
        || block_on(requests_for(&sandbox, "GET /v2/freelancer/{uuid}")),
    );
    let output = send(
        &sandbox,
        data.path(),
        &file,
        &["--leave-out-unknown"],
        "Hello",
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stderr(&output).contains("1 recipients are not in the directory"));
    assert!(summaries() <= 2, "{} summary requests for 61", summaries());
    assert_eq!(profiles(), 0, "no profile read for a plain message");
    let plain = block_on(messages_with_subject(&sandbox, "Availability in March"));
    let delivered: usize = plain
        .iter()
        .map(|m| m["delivered_to"].as_array().unwrap().len())
        .sum();
    assert_eq!(delivered, 60, "everyone known, once");

    let before = summaries();
    let output = send(
        &sandbox,
        data.path(),
        &file,
        &[
            "--leave-out-unknown",
            "--include-recent",
            "--fallback",
            "first_name=colleague",
        ],
        "Dear {{first_name}}, are you free?",
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(profiles(), 61, "each profile, for its placeholders");
    assert_eq!(summaries(), before, "and no summaries besides");
}

#[test]
fn an_unknown_request_is_reported_and_resolved_only_on_the_users_word() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 40));
    let file = recipients_file(data.path(), &uuids);
    block_on(script_faults(
        &sandbox,
        "messages",
        &[Fault::DropAfter, Fault::DropBefore],
    ));
    let output = send(
        &sandbox,
        data.path(),
        &file,
        &["--request-size", "20", "--concurrency", "1"],
        "Hello",
    );
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("MAY HAVE BEEN DELIVERED"),
        "{}",
        stderr(&output)
    );
    let show = |data: &Path| {
        json_lines(
            &desk_in(&sandbox, data)
                .args(["outbox", "show", "1", "--json"])
                .output()
                .unwrap(),
        )
    };
    let rows = show(data.path());
    assert_eq!(rows.len(), 40);
    assert!(rows.iter().all(|r| r["state"] == "unknown"));
    assert_eq!(rows[0]["request"], 1);
    assert_eq!(rows[39]["request"], 2);
    assert_eq!(
        rows[39]["chunk"], 2,
        "the older name, for scripts written with it"
    );

    // Resuming sends nothing: an unknown request is never resent without the user.
    let resumed = desk_in(&sandbox, data.path())
        .args(["outbox", "resume", "1"])
        .output()
        .unwrap();
    assert_eq!(resumed.status.code(), Some(1), "{}", stderr(&resumed));
    assert_eq!(
        block_on(messages_with_subject(&sandbox, "Availability in March")).len(),
        1,
        "only the first request reached the directory (DropAfter)"
    );

    // The user checked: request 1 arrived, request 2 did not.
    let delivered = desk_in(&sandbox, data.path())
        .args([
            "outbox",
            "resolve",
            "1",
            "--request",
            "1",
            "--as",
            "delivered",
        ])
        .output()
        .unwrap();
    assert_eq!(delivered.status.code(), Some(0), "{}", stderr(&delivered));
    // `--request`, the flag's older name, still works for scripts written with it.
    let resent = desk_in(&sandbox, data.path())
        .args(["outbox", "resolve", "1", "--chunk", "2", "--as", "resent"])
        .output()
        .unwrap();
    assert_eq!(resent.status.code(), Some(0), "{}", stderr(&resent));
    let rows = show(data.path());
    assert!(rows.iter().all(|r| r["state"] == "sent"), "{rows:?}");
    let messages = block_on(messages_with_subject(&sandbox, "Availability in March"));
    assert_eq!(messages.len(), 2, "each request reached the directory once");

    // A settled request cannot be resolved again.
    let again = desk_in(&sandbox, data.path())
        .args(["outbox", "resolve", "1", "--request", "2", "--as", "resent"])
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(2));
    assert!(
        stderr(&again).contains("is sent, not unknown"),
        "{}",
        stderr(&again)
    );
}

#[test]
fn a_personal_message_needs_a_fallback_for_missing_fields_and_then_goes_one_by_one() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 6));
    let file = recipients_file(data.path(), &uuids);
    let body = "Dear {{first_name}} {{last_name}},\nhello from {{site_name}}'s agency";
    let output = send(
        &sandbox,
        data.path(),
        &file,
        &["--fallback", "nickname=x"],
        body,
    );
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("nickname"), "{}", stderr(&output));

    let output = send(
        &sandbox,
        data.path(),
        &file,
        &[
            "--fallback",
            "first_name=colleague",
            "--fallback",
            "last_name=",
            "--fallback",
            "site_name=our",
        ],
        body,
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let messages = block_on(messages_with_subject(&sandbox, "Availability in March"));
    assert_eq!(messages.len(), 6, "one request per recipient");
    for message in &messages {
        let body = message["body"].as_str().unwrap();
        assert!(body.starts_with("Dear "), "{body}");
        assert!(!body.contains("{{"), "every placeholder was filled: {body}");
        assert_eq!(message["delivered_to"].as_array().unwrap().len(), 1);
    }
}

#[test]
fn a_list_is_imported_exported_round_trip_and_sent_to() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 5));
    let file = recipients_file(data.path(), &uuids);
    let lists = |args: &[&str]| {
        desk_in(&sandbox, data.path())
            .arg("lists")
            .args(args)
            .output()
            .unwrap()
    };

    let imported = lists(&["import", "Legal ko>en", file.to_str().unwrap()]);
    assert_eq!(imported.status.code(), Some(0), "{}", stderr(&imported));
    let shown = json_lines(&lists(&["show", "--json"]));
    assert_eq!(shown.len(), 1);
    assert_eq!(
        (&shown[0]["name"], &shown[0]["members"], &shown[0]["linked"]),
        (
            &serde_json::json!("Legal ko>en"),
            &serde_json::json!(5),
            &serde_json::json!(false)
        ),
        "a list never published stays local"
    );

    // A list with names survives export and import unchanged.
    let named = data.path().join("named.csv");
    std::fs::write(
        &named,
        format!(
            "uuid,name\n{},\"Lee, Min-jun\"\n{},=cmd()\n",
            uuids[0], uuids[1]
        ),
    )
    .unwrap();
    assert!(
        lists(&["import", "Named", named.to_str().unwrap()])
            .status
            .success()
    );
    let exported = data.path().join("exported.csv");
    assert!(
        lists(&["export", "Named", exported.to_str().unwrap()])
            .status
            .success()
    );
    let text = std::fs::read_to_string(&exported).unwrap();
    assert!(text.contains("\"Lee, Min-jun\""), "{text}");
    assert!(text.contains("'=cmd()"), "a formula is defused: {text}");
    assert!(
        lists(&["import", "Again", exported.to_str().unwrap()])
            .status
            .success()
    );
    let again = json_lines(&lists(&["show", "Again", "--json"]));
    assert_eq!(again[0]["name"], "Lee, Min-jun");
    assert_eq!(again[1]["name"], "=cmd()");

    let sent = desk_in(&sandbox, data.path())
        .args([
            "send",
            "--list",
            "Legal ko>en",
            "--sender-name",
            "Ana",
            "--sender-email",
        ])
        .args([
            "ana@linguabridge.example",
            "--subject",
            "From a list",
            "--body",
            "Hello",
        ])
        .output()
        .unwrap();
    assert_eq!(sent.status.code(), Some(0), "{}", stderr(&sent));
    let messages = block_on(messages_with_subject(&sandbox, "From a list"));
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0]["delivered_to"].as_array().unwrap().len(), 5);

    let missing = lists(&["delete", "No such list"]);
    assert_eq!(missing.status.code(), Some(2));
}

/// How many messages the sandbox stored for each recipient, among those whose body is `body`.
fn deliveries(sandbox: &Sandbox, body: &str) -> std::collections::BTreeMap<String, usize> {
    let mut counts = std::collections::BTreeMap::new();
    for message in block_on(sent_messages(sandbox)) {
        if message["body"] != body {
            continue;
        }
        for uuid in message["delivered_to"].as_array().unwrap() {
            *counts.entry(uuid.as_str().unwrap().to_owned()).or_insert(0) += 1;
        }
    }
    counts
}

fn rows_by_state(sandbox: &Sandbox, data: &Path, job: u32) -> Vec<(String, String)> {
    let output = desk_in(sandbox, data)
        .args(["outbox", "show", &job.to_string(), "--json"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    json_lines(&output)
        .iter()
        .map(|r| {
            (
                r["recipient"].as_str().unwrap().to_owned(),
                r["state"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[test]
fn every_unknown_request_of_a_job_is_resolved_at_once() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 60));
    let file = recipients_file(data.path(), &uuids);
    // Six requests of ten; the directory stores the 2nd, 3rd and 5th, and their answers are
    // lost.
    let outage = [
        Fault::None,
        Fault::DropAfter,
        Fault::DropAfter,
        Fault::None,
        Fault::DropAfter,
        Fault::None,
    ];
    let lost: Vec<String> = [10..30, 40..50]
        .into_iter()
        .flat_map(|range| uuids[range].iter().map(Uuid::to_string))
        .collect();
    let send_with_outage = |body: &str| {
        block_on(script_faults(&sandbox, "messages", &outage));
        let output = send(
            &sandbox,
            data.path(),
            &file,
            // The second job goes to the same people on purpose: past the recent-contact guard.
            &[
                "--request-size",
                "10",
                "--concurrency",
                "1",
                "--include-recent",
            ],
            body,
        );
        assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
        assert!(
            stderr(&output).contains("--all-unknown"),
            "the way out is named: {}",
            stderr(&output)
        );
    };
    let resolve = |args: &[&str]| {
        desk_in(&sandbox, data.path())
            .args(["outbox", "resolve"])
            .args(args)
            .output()
            .unwrap()
    };

    // The forms are clear about what they need.
    send_with_outage("First");
    let both = resolve(&["1", "--all-unknown", "--request", "2", "--as", "resent"]);
    assert_eq!(both.status.code(), Some(2), "{}", stderr(&both));
    assert!(
        stderr(&both).contains("cannot be used with"),
        "{}",
        stderr(&both)
    );
    let neither = resolve(&["1", "--as", "resent"]);
    assert_eq!(neither.status.code(), Some(2), "{}", stderr(&neither));
    assert!(
        stderr(&neither).contains("--all-unknown"),
        "{}",
        stderr(&neither)
    );

    // Delivered: recorded, and nothing more goes.
    let before = deliveries(&sandbox, "First");
    assert_eq!(
        before.len(),
        60,
        "the lost requests were stored all the same"
    );
    let unknown: Vec<String> = rows_by_state(&sandbox, data.path(), 1)
        .into_iter()
        .filter(|(_, state)| state == "unknown")
        .map(|(uuid, _)| uuid)
        .collect();
    assert_eq!(unknown, lost);
    let delivered = resolve(&["1", "--all-unknown", "--as", "delivered"]);
    assert_eq!(delivered.status.code(), Some(0), "{}", stderr(&delivered));
    assert!(
        stderr(&delivered).contains("job 1: 3 requests to 30 recipients recorded as delivered"),
        "{}",
        stderr(&delivered)
    );
    assert!(
        rows_by_state(&sandbox, data.path(), 1)
            .iter()
            .all(|(_, state)| state == "sent")
    );
    assert_eq!(
        deliveries(&sandbox, "First"),
        before,
        "marking sends nothing"
    );
    let again = resolve(&["1", "--all-unknown", "--as", "delivered"]);
    assert_eq!(again.status.code(), Some(2), "{}", stderr(&again));
    assert!(
        stderr(&again).contains("job 1 has no request whose fate is unknown"),
        "{}",
        stderr(&again)
    );

    // Resent: each of the thirty gets it exactly once more, nobody else does.
    send_with_outage("Second");
    let resent = resolve(&["2", "--all-unknown", "--as", "resent"]);
    assert_eq!(resent.status.code(), Some(0), "{}", stderr(&resent));
    assert!(
        stderr(&resent).contains("job 2: sending 3 requests to 30 recipients again"),
        "{}",
        stderr(&resent)
    );
    for (uuid, times) in deliveries(&sandbox, "Second") {
        let expected = if lost.contains(&uuid) { 2 } else { 1 };
        assert_eq!(times, expected, "{uuid}");
    }
    assert!(
        rows_by_state(&sandbox, data.path(), 2)
            .iter()
            .all(|(_, state)| state == "sent")
    );
    let nothing_left = resolve(&["2", "--all-unknown", "--as", "resent"]);
    assert_eq!(
        nothing_left.status.code(),
        Some(2),
        "{}",
        stderr(&nothing_left)
    );
    assert_eq!(
        deliveries(&sandbox, "Second").values().sum::<usize>(),
        90,
        "a second word sends nothing"
    );
}

// The helpers from here to the signal tests serve only them, and they are Unix-only (they
// send SIGINT and SIGTERM with `kill`): elsewhere the helpers would be dead code, which
// clippy's `-D warnings` fails.

/// `send --recipients` (or any command) as a child process, its standard error gathered as
/// it comes.
#[cfg(unix)]
pub(crate) struct Sending {
    child: std::process::Child,
    stderr: std::sync::Arc<std::sync::Mutex<String>>,
}

#[cfg(unix)]
impl Sending {
    fn start(sandbox: &Sandbox, data: &Path, file: &Path) -> Self {
        let file = file.to_str().expect("a UTF-8 path");
        Self::spawn(
            sandbox,
            data,
            &[
                "send",
                "--recipients",
                file,
                "--no-verify",
                "--request-size",
                "5",
                "--concurrency",
                "1",
                "--max-per-second",
                "0",
                "--sender-name",
                "Ana Coordinator",
                "--sender-email",
                "ana@linguabridge.example",
                "--subject",
                "Interrupted",
                "--body",
                "Hello",
            ],
        )
    }

    pub(crate) fn spawn(sandbox: &Sandbox, data: &Path, args: &[&str]) -> Self {
        let mut child = desk_in(sandbox, data)
            .args(args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stderr = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let mut pipe = child.stderr.take().unwrap();
        let gathered = stderr.clone();
        std::thread::spawn(move || {
            use std::io::Read;
            let mut buffer = [0u8; 1024];
            while let Ok(n @ 1..) = pipe.read(&mut buffer) {
                gathered
                    .lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buffer[..n]));
            }
        });
        Self { child, stderr }
    }

    pub(crate) fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    pub(crate) fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .args([&format!("-{name}"), &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
    }

    /// Waits for the process to end, at most `limit`.
    pub(crate) fn exit_code(&mut self, limit: std::time::Duration) -> Option<i32> {
        let started = std::time::Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            if started.elapsed() > limit {
                let _ = self.child.kill();
                panic!("still running after {limit:?}: {}", self.stderr());
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }
}

/// Waits until `done` holds, at most 30 seconds.
#[cfg(unix)]
pub(crate) fn poll_until(what: &str, mut done: impl FnMut() -> bool) {
    let started = std::time::Instant::now();
    while !done() {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(30),
            "never happened: {what}"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[cfg(unix)]
fn slow_directory(sandbox: &Sandbox, latency_ms: u64) {
    block_on(set_faults(
        sandbox,
        &directory_desk::sandbox::FaultPlan {
            latency_ms,
            ..Default::default()
        },
    ));
}

/// Ctrl+C reaches a Windows program as `CTRL_C_EVENT` from the console it runs in. Under Wine
/// 8, SIGINT to the program (started from Linux, with no Windows console) never reaches its
/// handler, and nothing here presses Ctrl+C at a Windows console: so these tests run for the
/// Linux (and macOS) program only, and Ctrl+C on Windows waits for a real console
/// (docs/packaging.md).
#[cfg(unix)]
pub(crate) fn signals_reach_the_program() -> bool {
    linux_program_only(
        "under Wine, SIGINT never reaches a Windows program's Ctrl+C handler (it has no console \
         for CTRL_C_EVENT to come from)",
    )
}

#[cfg(unix)]
#[test]
fn ctrl_c_pauses_a_job_after_the_requests_out_are_answered_and_resume_sends_the_rest() {
    if !signals_reach_the_program() {
        return;
    }
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 40));
    let file = recipients_file(data.path(), &uuids);
    // Eight requests, one at a time, each answered after 700 ms.
    slow_directory(&sandbox, 700);
    let mut sending = Sending::start(&sandbox, data.path(), &file);
    poll_until("the first request reaches the directory", || {
        !block_on(sent_messages(&sandbox)).is_empty()
    });
    sending.signal("INT");
    let code = sending.exit_code(std::time::Duration::from_secs(15));
    let said = sending.stderr();
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("interrupted: pausing"), "{said}");
    assert!(
        said.contains("paused: `directory-desk outbox resume 1` sends the rest"),
        "{said}"
    );

    let rows = rows_by_state(&sandbox, data.path(), 1);
    assert!(
        rows.iter()
            .all(|(_, state)| state == "sent" || state == "queued"),
        "every request out was answered and recorded: {rows:?}"
    );
    let sent = rows.iter().filter(|(_, state)| state == "sent").count();
    assert!((5..40).contains(&sent), "paused part way: {sent} sent");
    assert_eq!(
        deliveries(&sandbox, "Hello").values().sum::<usize>(),
        sent,
        "the journal knows of everything the directory got"
    );
    let jobs = outbox_list(&sandbox, data.path());
    assert_eq!(jobs[0]["state"], "paused");

    slow_directory(&sandbox, 0);
    let resumed = desk_in(&sandbox, data.path())
        .args(["outbox", "resume", "1"])
        .output()
        .unwrap();
    assert_eq!(resumed.status.code(), Some(0), "{}", stderr(&resumed));
    let delivered = deliveries(&sandbox, "Hello");
    assert_eq!(delivered.len(), 40, "everyone");
    assert!(
        delivered.values().all(|times| *times == 1),
        "exactly once each: {delivered:?}"
    );
}

#[cfg(unix)]
#[test]
fn a_second_ctrl_c_stops_at_once_and_the_request_out_reads_unknown() {
    if !signals_reach_the_program() {
        return;
    }
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 20));
    let file = recipients_file(data.path(), &uuids);
    // Long enough that the second request is surely still out when the process stops.
    slow_directory(&sandbox, 4_000);
    let mut sending = Sending::start(&sandbox, data.path(), &file);
    // The directory counts a request as it arrives, before its latency: two are out.
    poll_until("two requests reach the directory", || {
        block_on(requests_for(&sandbox, "POST /v2/messages")) >= 2
    });
    poll_until("the first request is answered", || {
        !block_on(sent_messages(&sandbox)).is_empty()
    });
    sending.signal("TERM");
    poll_until("the first signal is taken", || {
        sending.stderr().contains("interrupted: pausing")
    });
    sending.signal("INT");
    let code = sending.exit_code(std::time::Duration::from_secs(3));
    let said = sending.stderr();
    assert_eq!(code, Some(130), "{said}");
    assert!(said.contains("stopped at once: job 1 is paused"), "{said}");

    let rows = rows_by_state(&sandbox, data.path(), 1);
    let count = |state: &str| rows.iter().filter(|(_, s)| s == state).count();
    // Whether a third request had started when the first signal came is up to the
    // scheduler; what must hold is that the requests that were out read unknown, none is
    // left sending, and the rest wait.
    assert!(count("sent") >= 5, "{rows:?}");
    assert!(
        count("unknown") >= 5,
        "the request that was out may have been delivered: {rows:?}"
    );
    assert_eq!(
        count("sent") + count("unknown") + count("queued"),
        20,
        "{rows:?}"
    );
}

/// `send --to` goes as an outbox job like any other message: Ctrl+C pauses it, its request
/// already out is answered and recorded, and that answer is what the command reports.
#[cfg(unix)]
#[test]
fn ctrl_c_during_send_to_lets_its_request_be_answered_and_recorded() {
    if !signals_reach_the_program() {
        return;
    }
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 3));
    let to = uuids
        .iter()
        .map(Uuid::to_string)
        .collect::<Vec<_>>()
        .join(",");
    // Long enough that the signal surely comes while the request is out.
    slow_directory(&sandbox, 1_500);
    let mut sending = Sending::spawn(
        &sandbox,
        data.path(),
        &[
            "send",
            "--to",
            &to,
            "--sender-name",
            "Ana Coordinator",
            "--sender-email",
            "ana@linguabridge.example",
            "--subject",
            "Interrupted",
            "--body",
            "Just one",
        ],
    );
    poll_until("the request reaches the directory", || {
        block_on(requests_for(&sandbox, "POST /v2/messages")) >= 1
    });
    sending.signal("INT");
    let code = sending.exit_code(std::time::Duration::from_secs(15));
    let said = sending.stderr();
    assert!(said.contains("interrupted: pausing"), "{said}");
    assert_eq!(
        code,
        Some(0),
        "the request out was answered: delivered. {said}"
    );
    let rows = rows_by_state(&sandbox, data.path(), 1);
    assert_eq!(rows.len(), 3, "{rows:?}");
    assert!(rows.iter().all(|(_, state)| state == "sent"), "{rows:?}");
    assert_eq!(deliveries(&sandbox, "Just one").len(), 3);
    assert_eq!(block_on(requests_for(&sandbox, "POST /v2/messages")), 1);
}

/// `outbox pause` or `outbox cancel --yes` in a second process, while a first one sends:
/// the first reads it from the journal before its next request, stops, and says why.
#[cfg(unix)]
fn stopped_from_a_second_process(word: &str) -> (Sandbox, tempfile::TempDir, String) {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 80));
    let file = recipients_file(data.path(), &uuids);
    // Sixteen requests, one at a time, each answered after 700 ms: the word comes long
    // before the end, even from a program that takes seconds to start (Wine).
    slow_directory(&sandbox, 700);
    let mut sending = Sending::start(&sandbox, data.path(), &file);
    poll_until("the first request is answered", || {
        !block_on(sent_messages(&sandbox)).is_empty()
    });
    let mut args = vec!["outbox", word, "1"];
    if word == "cancel" {
        args.push("--yes");
    }
    let stopped = desk_in(&sandbox, data.path()).args(&args).output().unwrap();
    // The directory counts a request as it arrives: this many had reached it, or were about
    // to, when the word was written.
    let reached = block_on(requests_for(&sandbox, "POST /v2/messages"));
    assert_eq!(stopped.status.code(), Some(0), "{}", stderr(&stopped));
    assert!(
        stderr(&stopped).contains("its run stops before its next request"),
        "{}",
        stderr(&stopped)
    );
    let code = sending.exit_code(std::time::Duration::from_secs(30));
    let said = sending.stderr();
    assert_eq!(code, Some(1), "{said}");
    let after = block_on(requests_for(&sandbox, "POST /v2/messages"));
    assert!(
        after <= reached + 1,
        "stopped within one request: {reached} then {after}"
    );
    assert!(after < 16, "stopped part way: {after} of 16 requests");
    let rows = rows_by_state(&sandbox, data.path(), 1);
    assert!(
        rows.iter()
            .all(|(_, state)| state == "sent" || state == "queued"),
        "every request out was answered and recorded: {rows:?}"
    );
    (sandbox, data, said)
}

#[cfg(unix)]
#[test]
fn outbox_cancel_from_a_second_process_stops_the_first_within_one_request() {
    let (sandbox, data, said) = stopped_from_a_second_process("cancel");
    assert!(
        said.contains("job 1 was cancelled from another window or command"),
        "{said}"
    );
    let jobs = outbox_list(&sandbox, data.path());
    assert_eq!(jobs[0]["state"], "cancelled");
    // Cancelled is final: a second cancel, a pause, a resume or a retry of one of its
    // requests says so, with the usage exit code, and sends nothing.
    let before = block_on(requests_for(&sandbox, "POST /v2/messages"));
    for args in [
        ["outbox", "cancel", "1", "--yes", ""],
        ["outbox", "pause", "1", "", ""],
        ["outbox", "resume", "1", "", ""],
        ["outbox", "retry", "1", "--request", "16"],
    ] {
        let args: Vec<&str> = args.into_iter().filter(|a| !a.is_empty()).collect();
        let again = desk_in(&sandbox, data.path()).args(&args).output().unwrap();
        assert_eq!(again.status.code(), Some(2), "{}", stderr(&again));
        assert!(stderr(&again).contains("cancelled"), "{}", stderr(&again));
    }
    assert_eq!(
        block_on(requests_for(&sandbox, "POST /v2/messages")),
        before,
        "nothing more went"
    );
}

#[cfg(unix)]
#[test]
fn outbox_pause_from_a_second_process_stops_the_first_and_resume_sends_the_rest_once() {
    let (sandbox, data, said) = stopped_from_a_second_process("pause");
    assert!(
        said.contains("job 1 was paused from another window or command"),
        "{said}"
    );
    slow_directory(&sandbox, 0);
    let resumed = desk_in(&sandbox, data.path())
        .args(["outbox", "resume", "1"])
        .output()
        .unwrap();
    assert_eq!(resumed.status.code(), Some(0), "{}", stderr(&resumed));
    let delivered = deliveries(&sandbox, "Hello");
    assert_eq!(delivered.len(), 80, "everyone");
    assert!(
        delivered.values().all(|times| *times == 1),
        "exactly once each: {delivered:?}"
    );
    // A job with nothing left to send has nothing to pause or cancel.
    let done = desk_in(&sandbox, data.path())
        .args(["outbox", "cancel", "1", "--yes"])
        .output()
        .unwrap();
    assert_eq!(done.status.code(), Some(2), "{}", stderr(&done));
    assert!(
        stderr(&done).contains("job 1 has nothing left to send (done)"),
        "{}",
        stderr(&done)
    );
}

#[test]
fn cancel_asks_first_and_without_a_terminal_needs_yes() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 10));
    let file = recipients_file(data.path(), &uuids);
    // Written, never sent: the directory refuses every request until it is cancelled.
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            rate_limit_rate: 1.0,
            retry_after_secs: 7200,
            path_prefix: Some("messages".into()),
            ..Default::default()
        },
    ));
    let paused = send(&sandbox, data.path(), &file, &["--no-verify"], "Hello");
    assert_eq!(paused.status.code(), Some(1), "{}", stderr(&paused));
    let asked = desk_in(&sandbox, data.path())
        .args(["outbox", "cancel", "1"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(asked.status.code(), Some(2), "{}", stderr(&asked));
    assert!(stderr(&asked).contains("add --yes"), "{}", stderr(&asked));
    let jobs = outbox_list(&sandbox, data.path());
    assert_eq!(jobs[0]["state"], "paused", "nothing changed");
    let missing = desk_in(&sandbox, data.path())
        .args(["outbox", "pause", "9"])
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("there is no job 9"));
}

#[test]
fn a_job_is_resumed_only_against_the_directory_it_was_written_for() {
    let written_for = start_sandbox();
    let elsewhere = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&written_for, 20));
    let file = recipients_file(data.path(), &uuids);
    // The first two requests go; then the directory asks for hours, and the job pauses.
    block_on(set_faults(
        &written_for,
        &directory_desk::sandbox::FaultPlan {
            script: [Fault::None, Fault::None].into(),
            rate_limit_rate: 1.0,
            retry_after_secs: 7200,
            path_prefix: Some("messages".into()),
            ..Default::default()
        },
    ));
    let paused = send(
        &written_for,
        data.path(),
        &file,
        &["--no-verify", "--request-size", "5", "--concurrency", "1"],
        "Hello",
    );
    assert_eq!(paused.status.code(), Some(1), "{}", stderr(&paused));
    let before = rows_by_state(&written_for, data.path(), 1);
    assert_eq!(
        before.iter().filter(|(_, s)| s == "sent").count(),
        10,
        "{before:?}"
    );
    block_on(set_faults(&written_for, &Default::default()));

    let home = written_for.base_url();
    for (what, mut command, this) in [
        (
            "another sandbox",
            desk_in(&elsewhere, data.path()),
            elsewhere.base_url(),
        ),
        (
            "the built-in sandbox",
            desk_on_built_in(data.path()),
            "the built-in sandbox".to_owned(),
        ),
    ] {
        for args in [
            vec!["outbox", "resume", "1"],
            vec!["outbox", "retry", "1", "--request", "3"],
            vec!["outbox", "resolve", "1", "--all-unknown", "--as", "resent"],
        ] {
            let refused = command.args(&args).output().unwrap();
            command = if what == "another sandbox" {
                desk_in(&elsewhere, data.path())
            } else {
                desk_on_built_in(data.path())
            };
            let said = stderr(&refused);
            assert_eq!(refused.status.code(), Some(1), "{what} {args:?}: {said}");
            assert!(
                said.contains(&format!("job 1 was written for {home}"))
                    && said.contains(&format!("this is {this}")),
                "{what} {args:?}: {said}"
            );
        }
    }
    assert!(
        block_on(sent_messages(&elsewhere)).is_empty(),
        "nothing went elsewhere"
    );
    assert_eq!(
        rows_by_state(&written_for, data.path(), 1),
        before,
        "nothing was journalled"
    );

    // Its own directory sends the rest.
    let resumed = desk_in(&written_for, data.path())
        .args(["outbox", "resume", "1"])
        .output()
        .unwrap();
    assert_eq!(resumed.status.code(), Some(0), "{}", stderr(&resumed));
    assert_eq!(deliveries(&written_for, "Hello").len(), 20);
}

#[test]
fn do_not_contact_marks_belong_to_their_directory() {
    let marked_in = start_sandbox();
    let other = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    // The two sandboxes are seeded alike: the same freelancer in both.
    let uuid = block_on(ordinary_freelancers(&marked_in, 1))[0];
    let mark = desk_in(&marked_in, data.path())
        .args([
            "vendors",
            "set",
            &uuid.to_string(),
            "--status",
            "do_not_contact",
        ])
        .output()
        .unwrap();
    assert_eq!(mark.status.code(), Some(0), "{}", stderr(&mark));
    let send_to = |sandbox: &Sandbox| {
        desk_in(sandbox, data.path())
            .args(["send", "--to", &uuid.to_string()])
            .args([
                "--sender-name",
                "Ana",
                "--sender-email",
                "ana@linguabridge.example",
            ])
            .args(["--subject", "Marks", "--body", "Hello"])
            .output()
            .unwrap()
    };
    let refused = send_to(&marked_in);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("do not contact"),
        "{}",
        stderr(&refused)
    );
    let sent = send_to(&other);
    assert_eq!(sent.status.code(), Some(0), "{}", stderr(&sent));
    assert_eq!(block_on(sent_messages(&other)).len(), 1);
    assert!(block_on(sent_messages(&marked_in)).is_empty());
}

#[test]
fn a_job_is_sent_again_only_as_the_account_it_was_written_as() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuids = block_on(ordinary_freelancers(&sandbox, 15));
    let file = recipients_file(data.path(), &uuids);
    // The first request goes; then the directory asks for hours, and the job pauses.
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            script: [Fault::None].into(),
            rate_limit_rate: 1.0,
            retry_after_secs: 7200,
            path_prefix: Some("messages".into()),
            ..Default::default()
        },
    ));
    let paused = send(
        &sandbox,
        data.path(),
        &file,
        &["--no-verify", "--request-size", "5", "--concurrency", "1"],
        "Written as the demo account",
    );
    assert_eq!(paused.status.code(), Some(1), "{}", stderr(&paused));
    assert_eq!(deliveries(&sandbox, "Written as the demo account").len(), 5);
    block_on(set_faults(&sandbox, &Default::default()));

    // A colleague's account of the same directory, on the same desk: nothing goes as it.
    for args in [
        vec!["outbox", "resume", "1"],
        vec!["outbox", "retry", "1", "--request", "2"],
    ] {
        let refused = desk_on_built_in(data.path())
            .args([
                "--base-url",
                &sandbox.base_url(),
                "--api-key",
                directory_desk::sandbox::SECOND_API_KEY,
            ])
            .args(&args)
            .output()
            .unwrap();
        let said = stderr(&refused);
        assert_eq!(refused.status.code(), Some(1), "{args:?}: {said}");
        assert!(
            said.contains("you are signed in as") && said.contains("Nothing was sent"),
            "{args:?}: {said}"
        );
    }
    assert_eq!(
        deliveries(&sandbox, "Written as the demo account").len(),
        5,
        "nothing more went"
    );

    // As the account it was written as, the rest goes.
    let resumed = desk_in(&sandbox, data.path())
        .args(["outbox", "resume", "1"])
        .output()
        .unwrap();
    assert_eq!(resumed.status.code(), Some(0), "{}", stderr(&resumed));
    assert_eq!(
        deliveries(&sandbox, "Written as the demo account").len(),
        15
    );
}
