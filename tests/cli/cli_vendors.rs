//! Vendor records and the send guardrails through the real binary, against a sandbox: what
//! the sandbox received (`/__sandbox/messages`) is the proof of what was sent.

use crate::common;

use std::path::Path;
use std::process::Output;

use common::*;
use directory_desk::sandbox::Sandbox;
use directory_desk::store::{Store, VendorChange, VendorStatus};
use serde_json::Value;
use uuid::Uuid;

/// `send` with a fixed sender and `subject`, and `how` (`--to …` or `--recipients …`).
fn send(sandbox: &Sandbox, data: &Path, subject: &str, body: &str, how: &[&str]) -> Output {
    desk_in(sandbox, data)
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

/// Marks `uuids` in the records of `sandbox`'s directory, as another desk's command would.
fn mark(sandbox: &Sandbox, data: &Path, uuids: &[Uuid], status: VendorStatus) {
    let mut store = Store::open_in(data).unwrap();
    let change = VendorChange {
        status: Some(Some(status)),
        ..VendorChange::default()
    };
    store
        .change_vendors(&sandbox.base_url(), uuids, &change)
        .unwrap();
}

#[test]
fn a_freelancer_marked_do_not_contact_never_receives_anything() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let people = block_on(ordinary_freelancers(&sandbox, 3));
    let (ok, other, blocked) = (people[0], people[1], people[2]);
    mark(
        &sandbox,
        data.path(),
        &[blocked],
        VendorStatus::DoNotContact,
    );

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
        said.contains(&format!(
            "1 recipient was messaged from {} in the last 7 days",
            sandbox.base_url()
        )),
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
    let jobs = desk_in(&sandbox, data.path())
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
    let shown = desk_in(&sandbox, data.path())
        .args(["outbox", "show", "1", "--json"])
        .output()
        .unwrap();
    assert_eq!(shown.status.code(), Some(0), "{}", stderr(&shown));
    let row: Value = serde_json::from_slice(&shown.stdout).unwrap();
    assert_eq!(row["receipt"]["message_vetting_id"], vetting_id, "{row}");
    assert_eq!(row["receipt"]["status"], "sent", "{row}");
}

/// `vendors …` against a data folder; no network is needed, the sandbox only names the URL.
fn vendors(sandbox: &Sandbox, data: &Path, args: &[&str]) -> Output {
    desk_in(sandbox, data)
        .arg("vendors")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn shown(sandbox: &Sandbox, data: &Path, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["show", "--json"];
    all.extend_from_slice(args);
    let output = vendors(sandbox, data, &all);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn vendor_records_are_set_rated_shown_and_filtered_from_the_command_line() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let (ana, ben) = (Uuid::from_u128(0xa), Uuid::from_u128(0xb));
    let (ana_s, ben_s) = (ana.to_string(), ben.to_string());
    let output = vendors(
        &sandbox,
        data.path(),
        &[
            "set",
            &ana_s,
            &ben_s,
            "--status",
            "on hold",
            "--tag",
            "legal",
            "--tag",
            "medical",
            "--note",
            "Met at the fair",
        ],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let output = vendors(
        &sandbox,
        data.path(),
        &[
            "set",
            &ben_s,
            "--status",
            "do-not-contact",
            "--untag",
            "medical",
        ],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let output = vendors(
        &sandbox,
        data.path(),
        &[
            "rate",
            &ana_s,
            "--pair",
            "English_German",
            "--service",
            "translation",
            "--amount",
            "0.080",
            "--currency",
            "eur",
            "--per",
            "word",
        ],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));

    let records = shown(&sandbox, data.path(), &[&ana_s]);
    assert_eq!(records.len(), 1);
    let ana_record = &records[0];
    assert_eq!(ana_record["status"], "on_hold");
    assert_eq!(ana_record["tags"], serde_json::json!(["legal", "medical"]));
    assert_eq!(ana_record["notes"][0]["text"], "Met at the fair");
    assert!(
        ana_record["notes"][0]["at"]
            .as_str()
            .unwrap()
            .ends_with('Z')
    );
    assert_eq!(ana_record["rates"][0]["pair"], "eng_deu");
    assert_eq!(
        ana_record["rates"][0]["amount"], "0.08",
        "exact, in its shortest form"
    );
    assert_eq!(ana_record["rates"][0]["currency"], "EUR");
    assert_eq!(ana_record["rates"][0]["per"], "word");
    assert_eq!(ana_record["last_contacted"], Value::Null);
    assert_eq!(ana_record["messages"], 0);

    let blocked = shown(&sandbox, data.path(), &["--status", "do not contact"]);
    assert_eq!(blocked.len(), 1);
    assert_eq!(blocked[0]["uuid"], ben_s.as_str());
    assert_eq!(blocked[0]["tags"], serde_json::json!(["legal"]));
    assert_eq!(shown(&sandbox, data.path(), &["--tag", "MEDICAL"]).len(), 1);

    // Removing the rate, and refusals that change nothing.
    let output = vendors(
        &sandbox,
        data.path(),
        &[
            "rate",
            &ana_s,
            "--pair",
            "eng_deu",
            "--service",
            "Translation",
            "--per",
            "word",
            "--remove",
        ],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(
        shown(&sandbox, data.path(), &[&ana_s])[0]["rates"],
        serde_json::json!([])
    );
    for (bad, said) in [
        (vec!["set", &ana_s, "--status", "busy"], "is not a status"),
        (
            vec![
                "rate",
                &ana_s,
                "--pair",
                "eng_deu",
                "--service",
                "1",
                "--amount",
                "1,5",
                "--currency",
                "EUR",
                "--per",
                "word",
            ],
            "is not an amount",
        ),
        (
            vec![
                "rate",
                &ana_s,
                "--pair",
                "eng_deu",
                "--service",
                "1",
                "--amount",
                "1",
                "--currency",
                "EURO",
                "--per",
                "word",
            ],
            "is not a currency",
        ),
        (
            vec![
                "rate",
                &ana_s,
                "--pair",
                "eng_Klingon",
                "--service",
                "1",
                "--amount",
                "1",
                "--currency",
                "EUR",
                "--per",
                "word",
            ],
            "no language",
        ),
        (vec!["set", "not-a-uuid", "--tag", "x"], "UUID"),
    ] {
        let output = vendors(&sandbox, data.path(), &bad);
        assert_eq!(
            output.status.code(),
            Some(2),
            "{bad:?}: {}",
            stderr(&output)
        );
        assert!(
            stderr(&output).contains(said),
            "{bad:?}: {}",
            stderr(&output)
        );
    }
    assert_eq!(
        shown(&sandbox, data.path(), &[&ana_s])[0]["status"],
        "on_hold"
    );
}

#[test]
fn a_freelancer_only_messaged_is_shown_with_the_last_contact() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let people = block_on(ordinary_freelancers(&sandbox, 1));
    let output = send(
        &sandbox,
        data.path(),
        "Hello there",
        "Hello",
        &["--to", &to(&people)],
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let records = shown(&sandbox, data.path(), &[]);
    assert_eq!(records.len(), 1);
    assert_eq!(records[0]["uuid"], people[0].to_string().as_str());
    assert_eq!(records[0]["messages"], 1);
    assert!(
        records[0]["last_contacted"]
            .as_str()
            .unwrap()
            .ends_with('Z')
    );
    assert_eq!(records[0]["status"], Value::Null);
}

#[test]
fn an_export_imported_into_a_fresh_data_folder_gives_the_same_records() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let fresh = tempfile::tempdir().unwrap();
    let ana = Uuid::from_u128(0xa).to_string();
    let tricky = "=HYPERLINK(\"http://x\") said: \"no rush\", call after 5pm,\nthen email.";
    for args in [
        vec![
            "set", &ana, "--status", "active", "--tag", "legal", "--note", tricky,
        ],
        vec!["set", &ana, "--note", "'quoted' and =1+1"],
        vec![
            "rate",
            &ana,
            "--pair",
            "eng_fra",
            "--service",
            "1",
            "--amount",
            "45",
            "--currency",
            "USD",
            "--per",
            "hour",
        ],
    ] {
        let output = vendors(&sandbox, data.path(), &args);
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    }
    let file = data.path().join("vendors.csv");
    let output = vendors(&sandbox, data.path(), &["export", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let written = std::fs::read_to_string(&file).unwrap();
    let mut cells = Vec::new();
    for record in csv::Reader::from_reader(written.as_bytes()).records() {
        cells.extend(record.unwrap().iter().map(str::to_owned));
    }
    assert!(
        cells.iter().any(|c| c.starts_with("'=HYPERLINK")),
        "{written}"
    );
    assert!(
        !cells.iter().any(|c| c.starts_with(['=', '+', '-', '@'])),
        "no cell starts as a formula: {written}"
    );

    let output = vendors(&sandbox, fresh.path(), &["import", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(
        shown(&sandbox, fresh.path(), &[]),
        shown(&sandbox, data.path(), &[])
    );
    // Importing again adds nothing: the notes are already there.
    let output = vendors(&sandbox, fresh.path(), &["import", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(
        shown(&sandbox, fresh.path(), &[]),
        shown(&sandbox, data.path(), &[])
    );
}

#[test]
fn a_broken_row_is_named_by_its_line_and_the_rest_is_imported() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let (ana, ben, cem) = (
        Uuid::from_u128(0xa),
        Uuid::from_u128(0xb),
        Uuid::from_u128(0xc),
    );
    let file = data.path().join("vendors.csv");
    std::fs::write(
        &file,
        format!(
            "uuid,name,status,tags,note_at,note,pair,service,amount,currency,per\r\n\
             {ana},Ana,active,legal,,,,,,,\r\n\
             {ben},Ben,sleepy,,,,,,,,\r\n\
             {cem},Cem,,,,\"two\r\nlines\",,,,,\r\n\
             {cem},,,,,,eng_deu,1,0.1,XYZ,word\r\n"
        ),
    )
    .unwrap();
    let output = vendors(&sandbox, data.path(), &["import", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let said = stderr(&output);
    assert!(said.contains("line 3: 'sleepy' is not a status"), "{said}");
    assert!(
        said.contains("line 6: 'XYZ' is not a currency code"),
        "{said}"
    );
    assert!(said.contains("2 rows not imported"), "{said}");
    let records = shown(&sandbox, data.path(), &[]);
    let uuids: Vec<&str> = records
        .iter()
        .map(|r| r["uuid"].as_str().unwrap())
        .collect();
    assert_eq!(uuids, vec![ana.to_string(), cem.to_string()]);
    assert_eq!(records[1]["notes"][0]["text"], "two\r\nlines");
}

/// Records an earlier version kept under the environment's name are adopted by the
/// directory that environment points to, the first time it opens; a `--base-url` that
/// points it elsewhere for one command adopts nothing, or the marks would move to a
/// directory they never belonged to.
#[test]
fn records_from_before_directories_move_only_to_their_environments_own_directory() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let uuid = block_on(ordinary_freelancers(&sandbox, 1))[0];
    let legacy = "environment:sandbox";
    {
        let mut store = Store::open_in(data.path()).unwrap();
        let change = VendorChange {
            status: Some(Some(VendorStatus::DoNotContact)),
            ..VendorChange::default()
        };
        store.change_vendors(legacy, &[uuid], &change).unwrap();
    }
    let status = |directory: &str| {
        Store::open_in(data.path())
            .unwrap()
            .vendor(directory, uuid)
            .unwrap()
            .status
    };
    let elsewhere = desk_in(&sandbox, data.path())
        .args(["vendors", "show", &uuid.to_string()])
        .output()
        .unwrap();
    assert_eq!(elsewhere.status.code(), Some(0), "{}", stderr(&elsewhere));
    assert_eq!(status(&sandbox.base_url()), None, "not moved by --base-url");
    assert_eq!(status(legacy), Some(VendorStatus::DoNotContact));

    let own = desk_on_built_in(data.path())
        .args(["vendors", "show", &uuid.to_string()])
        .output()
        .unwrap();
    assert_eq!(own.status.code(), Some(0), "{}", stderr(&own));
    assert_eq!(
        status(directory_desk::api::BUILT_IN_SANDBOX),
        Some(VendorStatus::DoNotContact),
        "adopted by the built-in sandbox, where 'sandbox' points"
    );
    assert_eq!(status(legacy), None);
}

/// `vendors show --uuids` prints the records' UUIDs alone: a UUID written in a note (the
/// colleague it was about) never becomes a candidate of `offers new --candidates`.
#[test]
fn show_uuids_prints_one_uuid_a_line_and_no_uuid_from_a_note() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let (ana, ben, cy) = (
        Uuid::from_u128(0xa),
        Uuid::from_u128(0xb),
        Uuid::from_u128(0xc),
    );
    let note = format!("works with {ben}; ask them together");
    for (who, tag) in [(ana, "legal"), (cy, "legal"), (ben, "medical")] {
        let set = vendors(
            &sandbox,
            data.path(),
            &[
                "set",
                &who.to_string(),
                "--status",
                "active",
                "--tag",
                tag,
                "--note",
                &note,
            ],
        );
        assert_eq!(set.status.code(), Some(0), "{}", stderr(&set));
    }
    let args = ["show", "--status", "active", "--tag", "legal"];
    let words = vendors(&sandbox, data.path(), &args);
    assert!(
        String::from_utf8_lossy(&words.stdout).contains(&ben.to_string()),
        "the words show the note, UUID and all"
    );
    let only = vendors(&sandbox, data.path(), &[&args[..], &["--uuids"]].concat());
    assert_eq!(only.status.code(), Some(0), "{}", stderr(&only));
    let mut listed: Vec<String> = String::from_utf8_lossy(&only.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    listed.sort();
    assert_eq!(listed, [ana.to_string(), cy.to_string()]);
    let both = vendors(&sandbox, data.path(), &["show", "--uuids", "--json"]);
    assert_eq!(both.status.code(), Some(2), "{}", stderr(&both));
}
