//! `directory-desk lookup --summary [--json]` against a sandbox over real HTTP: one line per
//! UUID from user summaries, dozens a request, the unknown ones named; and `sandbox --help`
//! naming the users door's switches.

use crate::common;

use common::*;
use directory_desk::sandbox::{FaultPlan, Sandbox, UnknownUsers};
use serde_json::Value;

fn lines(output: &std::process::Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

fn json_lines(output: &std::process::Output) -> Vec<Value> {
    lines(output)
        .iter()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect()
}

fn desk(sandbox: &Sandbox) -> std::process::Command {
    desk_in(sandbox, &scratch_folder())
}

#[test]
fn summary_json_names_every_uuid_once_with_the_unknown_ones_not_ok() {
    let sandbox = start_sandbox();
    for unknown in [UnknownUsers::LeftOut, UnknownUsers::NotFound] {
        block_on(set_faults(
            &sandbox,
            &FaultPlan {
                users_per_call: Some(40),
                unknown_users: unknown,
                ..FaultPlan::default()
            },
        ));
        let good = block_on(ordinary_freelancers(&sandbox, 120));
        let stranger = unknown_uuid().to_string();
        let mut args: Vec<String> = good.iter().map(|u| u.to_string()).collect();
        args.insert(50, stranger.clone());
        let output = desk(&sandbox)
            .args(["lookup", "--summary", "--json"])
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
        let got = json_lines(&output);
        assert_eq!(got.len(), 121, "{unknown:?}");
        let mut seen: Vec<&str> = got.iter().map(|l| l["uuid"].as_str().unwrap()).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 121, "each UUID once");
        for line in &got {
            if line["uuid"] == stranger.as_str() {
                assert_eq!(line["ok"], false, "{line}");
                assert_eq!(line["unknown"], true, "{line}");
            } else {
                assert_eq!(line["ok"], true, "{line}");
                assert_eq!(line["summary"]["uuid"], line["uuid"]);
                assert!(line["summary"]["site_name"].is_string(), "{line}");
            }
        }
        assert!(
            stderr(&output).contains("121 UUIDs: 120 found, 1 unknown, 0 failed"),
            "{}",
            stderr(&output)
        );
    }
    // No full profile was asked for, and far fewer requests than UUIDs were made.
    assert_eq!(requests_for(&sandbox, "GET /v2/freelancer/{uuid}"), 0);
    let stats = block_on(admin_get(&sandbox, "stats"));
    let by_endpoint = &stats["data"]["by_endpoint"];
    let asked = by_endpoint["GET /v2/users"].as_u64().unwrap_or(0)
        + by_endpoint["GET /v2/users/{uuid}"].as_u64().unwrap_or(0);
    assert!(asked <= 30, "{asked} requests for 242 UUIDs");
}

fn requests_for(sandbox: &Sandbox, endpoint: &str) -> u64 {
    block_on(admin_get(sandbox, "stats"))["data"]["by_endpoint"][endpoint]
        .as_u64()
        .unwrap_or(0)
}

#[test]
fn summary_lines_name_who_each_one_is_from_a_file() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let text = format!(
        "name,uuid\nAna,{}\nBo,{}\nsee https://directory.example/freelancer/{}\n",
        good[0], good[1], good[2]
    );
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), &text).unwrap();
    let output = desk(&sandbox)
        .args(["lookup", "--summary", "--file"])
        .arg(file.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let got = lines(&output);
    assert_eq!(got.len(), 3, "{got:?}");
    for uuid in &good {
        let line = got
            .iter()
            .find(|l| l.starts_with(&uuid.to_string()))
            .expect("a line per UUID");
        let columns: Vec<&str> = line.split('\t').collect();
        assert_eq!(columns.len(), 7, "{line}");
        assert_ne!(columns[1], "(not shown)", "a name: {line}");
        assert!(columns[6].starts_with("native: "), "{line}");
    }
    assert!(
        stderr(&output).contains("in 1 requests"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn summary_with_nothing_to_look_up_says_so() {
    let sandbox = start_sandbox();
    let output = desk(&sandbox)
        .args(["lookup", "--summary", "hello"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("not a UUID: hello"));
    assert!(stderr(&output).contains("no UUIDs found"));
}

#[cfg(unix)]
#[test]
fn summary_refuses_an_endless_file_after_the_cap_and_asks_nothing() {
    let sandbox = start_sandbox();
    let cap = directory_desk::input::RECIPIENT_LIST.size();
    let endless = std::path::Path::new("/dev/zero");
    let output = desk(&sandbox)
        .args(["lookup", "--summary", "--file"])
        .arg(endless)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains(&format!("is larger than {cap}")),
        "{}",
        stderr(&output)
    );
    assert_eq!(requests_for(&sandbox, "GET /v2/users"), 0);
}

#[test]
fn sandbox_help_names_the_users_switches() {
    let output = desk_command().args(["sandbox", "--help"]).output().unwrap();
    let help = String::from_utf8_lossy(&output.stdout);
    for switch in [
        "--users-per-call",
        "--max-request-line-bytes",
        "--unknown-users",
        "not-found",
    ] {
        assert!(help.contains(switch), "{switch} in:\n{help}");
    }
}

/// `vendors refresh` brings every record's name, membership, time zone and country from the
/// directory's summaries, says what changed, names the unknown ones (keeping their records),
/// and a second refresh finds nothing to change.
#[test]
fn vendors_refresh_says_what_changed_and_a_second_finds_nothing() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let mut tagged: Vec<String> = good.iter().map(|u| u.to_string()).collect();
    tagged.push(unknown_uuid().to_string());
    let set = desk_in(&sandbox, data.path())
        .args(["vendors", "set", "--tag", "pool"])
        .args(&tagged)
        .output()
        .unwrap();
    assert_eq!(set.status.code(), Some(0), "{}", stderr(&set));

    let first = desk_in(&sandbox, data.path())
        .args(["vendors", "refresh", "--json"])
        .output()
        .unwrap();
    assert_eq!(first.status.code(), Some(1), "{}", stderr(&first));
    let answers = json_lines(&first);
    assert_eq!(answers.len(), 4, "{answers:?}");
    let summaries = block_on(client(&sandbox).user_summaries(&good)).unwrap();
    for summary in &summaries {
        let uuid = summary.uuid.unwrap().to_string();
        let line = answers.iter().find(|l| l["uuid"] == uuid.as_str()).unwrap();
        assert_eq!(line["ok"], true, "{line}");
        let name = line["changed"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["fact"] == "name")
            .expect("the name was learnt");
        assert_eq!(name["after"], summary.site_name.clone().unwrap().as_str());
    }
    let stranger = answers
        .iter()
        .find(|l| l["uuid"] == unknown_uuid().to_string().as_str())
        .unwrap();
    assert_eq!(stranger["unknown"], true);
    assert!(
        stderr(&first).contains("3 changed, 0 unchanged, 1 unknown"),
        "{}",
        stderr(&first)
    );

    let shown = desk_in(&sandbox, data.path())
        .args(["vendors", "show", "--json"])
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(&shown.stdout).into_owned();
    for summary in &summaries {
        assert!(
            shown.contains(summary.site_name.as_deref().unwrap()),
            "{shown}"
        );
    }
    assert!(shown.contains("pool"), "the tags are kept: {shown}");
    let zones = summaries.iter().filter_map(|s| s.timezone.as_deref());
    for zone in zones {
        assert!(
            shown.contains(&format!("\"timezone\":\"{zone}\"")),
            "{shown}"
        );
    }

    let again = desk_in(&sandbox, data.path())
        .args(["vendors", "refresh"])
        .args(good.iter().map(|u| u.to_string()))
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
    assert_eq!(
        lines(&again)
            .iter()
            .filter(|l| l.ends_with("\tunchanged"))
            .count(),
        3
    );
}
