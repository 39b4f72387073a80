//! Vendor records and the send guardrails through the real binary, against a sandbox: what
//! the sandbox received (`/__sandbox/messages`) is the proof of what was sent.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::*;
use directory_desk::sandbox::{DEMO_API_KEY, Sandbox};
use directory_desk::store::{Store, VendorChange, VendorStatus};
use serde_json::Value;
use uuid::Uuid;

/// The environment the binary runs in with no configuration and `--base-url`.
const ENV: &str = "sandbox";

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
        .args(["--base-url", &sandbox.base_url(), "--api-key", DEMO_API_KEY]);
    command
}

/// `send` with a fixed sender and `subject`, and `how` (`--to …` or `--recipients …`).
fn send(sandbox: &Sandbox, data: &Path, subject: &str, body: &str, how: &[&str]) -> Output {
    desk(sandbox, data)
        .arg("send")
        .args(how)
        .args([
            "--sender-name",
            "Ana Coordinator",
            "--sender-email",
            "ana@linguabridge.example",
            "--subject",
            subject,
            "--body",
            body,
            "--max-per-second",
            "0",
        ])
        .output()
        .expect("the binary runs")
}

fn to(uuids: &[Uuid]) -> String {
    uuids
        .iter()
        .map(Uuid::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Everyone the sandbox delivered a message with `subject` to.
fn delivered(sandbox: &Sandbox, subject: &str) -> Vec<Uuid> {
    block_on(sent_messages(sandbox))
        .into_iter()
        .filter(|m| m["subject"] == subject)
        .flat_map(|m| {
            m["delivered_to"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|u| Uuid::parse_str(u.as_str().unwrap()).unwrap())
        })
        .collect()
}

fn mark(data: &Path, uuids: &[Uuid], status: VendorStatus) {
    let mut store = Store::open_in(data).unwrap();
    let change = VendorChange {
        status: Some(Some(status)),
        ..VendorChange::default()
    };
    store.change_vendors(ENV, uuids, &change).unwrap();
}

#[test]
fn a_freelancer_marked_do_not_contact_never_receives_anything() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let people = block_on(ordinary_freelancers(&sandbox, 3));
    let (ok, other, blocked) = (people[0], people[1], people[2]);
    mark(data.path(), &[blocked], VendorStatus::DoNotContact);

    // Only them: nothing goes, and the command says why.
    let output = send(
        &sandbox,
        data.path(),
        "Only them",
        "Hello",
        &["--to", &to(&[blocked])],
    );
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains(&format!("left out, marked do not contact: {blocked}")));
    assert!(
        stderr(&output).contains("nothing was sent"),
        "{}",
        stderr(&output)
    );
    assert!(delivered(&sandbox, "Only them").is_empty());

    // Among others: left out, named, and the rest receive it.
    let output = send(
        &sandbox,
        data.path(),
        "With others",
        "Hello",
        &["--to", &to(&[ok, blocked])],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stderr(&output).contains(&blocked.to_string()));
    assert_eq!(delivered(&sandbox, "With others"), vec![ok]);

    // From a file, too.
    let file = data.path().join("shortlist.txt");
    std::fs::write(&file, format!("{blocked}\n{other}\n")).unwrap();
    let output = send(
        &sandbox,
        data.path(),
        "From a file",
        "Hello",
        &["--recipients", file.to_str().unwrap()],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stderr(&output).contains(&format!("left out, marked do not contact: {blocked}")));
    assert_eq!(delivered(&sandbox, "From a file"), vec![other]);
    assert!(
        !block_on(sent_messages(&sandbox))
            .iter()
            .any(|m| m["delivered_to"]
                .as_array()
                .unwrap()
                .contains(&Value::from(blocked.to_string()))),
        "never, in any message"
    );
}

#[test]
fn the_recent_contact_guard_stops_skips_and_includes_as_asked() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let people = block_on(ordinary_freelancers(&sandbox, 2));
    let (earlier, fresh) = (people[0], people[1]);
    let output = send(
        &sandbox,
        data.path(),
        "First",
        "Hello",
        &["--to", &to(&[earlier])],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));

    // Stops: exit 2, nothing sent, the recipient named with when.
    let both = to(&[earlier, fresh]);
    let output = send(&sandbox, data.path(), "Second", "Hello", &["--to", &both]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let said = stderr(&output);
    assert!(
        said.contains("1 recipient was messaged from sandbox in the last 7 days"),
        "{said}"
    );
    assert!(
        said.contains(&earlier.to_string()) && said.contains("(job 1)"),
        "{said}"
    );
    assert!(
        said.contains("--skip-recent") && said.contains("nothing was sent"),
        "{said}"
    );
    assert!(delivered(&sandbox, "Second").is_empty());
    let jobs = desk(&sandbox, data.path())
        .args(["outbox", "list", "--json"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&jobs.stdout).lines().count(),
        1,
        "no job was queued"
    );

    // Skips.
    let output = send(
        &sandbox,
        data.path(),
        "Third",
        "Hello",
        &["--to", &both, "--skip-recent"],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(delivered(&sandbox, "Third"), vec![fresh]);

    // Includes: both were messaged now, and both receive it.
    let output = send(
        &sandbox,
        data.path(),
        "Fourth",
        "Hello",
        &["--to", &both, "--include-recent"],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(delivered(&sandbox, "Fourth"), vec![earlier, fresh]);
}

#[test]
fn an_unknown_placeholder_sends_nothing_and_names_the_known_ones() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let people = block_on(ordinary_freelancers(&sandbox, 2));
    let file = data.path().join("shortlist.txt");
    std::fs::write(&file, format!("{}\n{}\n", people[0], people[1])).unwrap();
    for how in [
        vec!["--to".to_owned(), to(&people)],
        vec!["--recipients".to_owned(), file.display().to_string()],
    ] {
        let how: Vec<&str> = how.iter().map(String::as_str).collect();
        let output = send(&sandbox, data.path(), "Typo", "Dear {{fist_name}},", &how);
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        let said = stderr(&output);
        assert!(
            said.contains("{{fist_name}} is not a placeholder"),
            "{said}"
        );
        assert!(
            said.contains("{{site_name}}, {{first_name}}, {{last_name}}"),
            "{said}"
        );
        assert!(said.contains("nothing was sent"), "{said}");
    }
    assert!(block_on(sent_messages(&sandbox)).is_empty());
    assert_eq!(
        block_on(requests_for(&sandbox, "GET /v2/freelancer/{uuid}")),
        0,
        "refused before any lookup"
    );
}

#[test]
fn the_receipts_whole_meta_is_kept_in_the_journal_and_shown() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let people = block_on(ordinary_freelancers(&sandbox, 1));
    let output = send(
        &sandbox,
        data.path(),
        "Vetted",
        "Hello",
        &["--to", &to(&people)],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let stored = block_on(sent_messages(&sandbox));
    let vetting_id = stored[0]["id"].clone();

    // Another process, reading the journal from disk.
    let shown = desk(&sandbox, data.path())
        .args(["outbox", "show", "1", "--json"])
        .output()
        .unwrap();
    assert_eq!(shown.status.code(), Some(0), "{}", stderr(&shown));
    let row: Value = serde_json::from_slice(&shown.stdout).unwrap();
    assert_eq!(row["receipt"]["message_vetting_id"], vetting_id, "{row}");
    assert_eq!(row["receipt"]["status"], "sent", "{row}");
}
