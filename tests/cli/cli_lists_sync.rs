//! `directory-desk lists sync|publish|add|remove|show --json` against a sandbox over real
//! HTTP: the directory's own user lists brought in and linked, changes on either side meeting
//! by three-way merge, a view share read-only, a publish made once, a list renamed or deleted
//! on the directory, big lists and files, two desks at once, and a sign-in without the
//! `userlist` scope.

use std::path::{Path, PathBuf};
use std::process::Output;

use crate::common;

use common::*;
use directory_desk::sandbox::{DEMO_API_KEY, SECOND_API_KEY, Sandbox, SandboxOptions};
use serde_json::{Value, json};
use uuid::Uuid;

/// A desk: its own data folder on `sandbox`.
struct Desk<'a> {
    sandbox: &'a Sandbox,
    data: PathBuf,
}

impl<'a> Desk<'a> {
    fn new(sandbox: &'a Sandbox) -> Self {
        Self {
            sandbox,
            data: scratch_folder(),
        }
    }

    fn command(&self, args: &[&str]) -> std::process::Command {
        let mut command = desk_in(self.sandbox, &self.data);
        command.arg("lists").args(args);
        command
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().expect("the binary runs")
    }

    /// Runs `args`, which must succeed, and gives its JSON lines.
    fn ok(&self, args: &[&str]) -> Vec<Value> {
        let output = self.run(args);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{args:?}: {}",
            stderr(&output)
        );
        stdout_json_lines(&output)
    }

    fn sync(&self) -> Vec<Value> {
        self.ok(&["sync", "--json"])
    }

    /// `lists show --json`, by name.
    fn shown(&self) -> Vec<Value> {
        self.ok(&["show", "--json"])
    }

    fn members(&self, name: &str) -> Vec<Uuid> {
        self.ok(&["show", name, "--json"])
            .iter()
            .map(|m| Uuid::parse_str(m["uuid"].as_str().unwrap()).unwrap())
            .collect()
    }

    /// The database's change counter as another connection sees it: it moves with every
    /// write any process commits.
    fn database_version(&self) -> (rusqlite::Connection, i64) {
        let connection = rusqlite::Connection::open(self.data.join("directory-desk.sqlite3"))
            .expect("the database opens");
        let version = data_version(&connection);
        (connection, version)
    }
}

fn data_version(connection: &rusqlite::Connection) -> i64 {
    connection
        .query_row("PRAGMA data_version", [], |row| row.get(0))
        .unwrap()
}

fn line<'v>(lines: &'v [Value], name: &str) -> &'v Value {
    lines
        .iter()
        .find(|l| l["name"] == name)
        .unwrap_or_else(|| panic!("no line for {name}: {lines:?}"))
}

/// The directory's list `id` as the demo account sees it: its name and members.
fn on_directory(sandbox: &Sandbox, id: u64) -> (String, Vec<Uuid>) {
    let (status, answer) = block_on(api_call(
        sandbox,
        DEMO_API_KEY,
        "GET",
        &format!("user-list/{id}"),
        None,
    ));
    assert_eq!(status, 200, "{answer}");
    let list = &answer["user_list"];
    let members = list["users"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["operation"] == "include")
        .map(|e| {
            let link = e["link"].as_str().unwrap();
            Uuid::parse_str(link.rsplit('/').next().unwrap()).unwrap()
        })
        .collect();
    (list["name"].as_str().unwrap().to_owned(), members)
}

fn patch(sandbox: &Sandbox, key: &str, body: Value) {
    let (status, answer) = block_on(api_call(sandbox, key, "PATCH", "user-list", Some(body)));
    assert_eq!(status, 200, "{answer}");
}

fn writes(sandbox: &Sandbox) -> (u64, u64) {
    block_on(async {
        (
            requests_for(sandbox, "PATCH /v2/user-list").await,
            requests_for(sandbox, "POST /v2/user-list").await,
        )
    })
}

fn id_of(lines: &[Value], name: &str) -> u64 {
    line(lines, name)["directory_id"].as_u64().expect("linked")
}

#[test]
fn a_sync_brings_own_and_shared_lists_in_and_a_second_one_writes_nothing() {
    let sandbox = start_sandbox();
    let desk = Desk::new(&sandbox);
    let first = desk.sync();
    assert_eq!(
        first.len(),
        4,
        "own two, shared at view and edit: {first:?}"
    );
    assert!(first.iter().all(|l| l["change"] == "imported"));
    let vendors = line(&first, "My Vendors");
    assert_eq!(vendors["members"], 5, "the exclude entry is not a member");
    assert_eq!(vendors["permission"], "own");
    assert_eq!(line(&first, "Team pool (view)")["permission"], "view");
    assert_eq!(line(&first, "Shared pool (edit)")["permission"], "edit");

    let shown = desk.shown();
    assert_eq!(shown.len(), 4);
    assert!(shown.iter().all(|l| l["linked"] == true), "{shown:?}");
    assert_eq!(line(&shown, "Team pool (view)")["read_only"], true);
    assert_eq!(line(&shown, "Reviewers")["permission"], "own");
    assert_eq!(line(&shown, "My Vendors")["members"], 5);

    let (watch, before) = desk.database_version();
    let again = desk.sync();
    assert!(
        again.iter().all(|l| l["change"] == "unchanged"),
        "{again:?}"
    );
    assert_eq!(writes(&sandbox), (0, 0), "nothing sent to the directory");
    assert_eq!(
        data_version(&watch),
        before,
        "nothing written to the database"
    );
}

#[test]
fn changes_on_either_side_reach_the_other_and_nothing_goes_back() {
    let sandbox = start_sandbox();
    let desk = Desk::new(&sandbox);
    let id = id_of(&desk.sync(), "My Vendors");
    let before = desk.members("My Vendors");
    let extra = block_on(ordinary_freelancers(&sandbox, 40));
    let (mine, theirs) = (extra[30], extra[31]);
    // The desk adds one and removes one; the directory does the same with others.
    desk.ok(&["add", "My Vendors", &mine.to_string()]);
    desk.ok(&["remove", "My Vendors", &before[0].to_string()]);
    patch(
        &sandbox,
        DEMO_API_KEY,
        json!({"id": id, "users": [{"uuid": theirs}, {"uuid": before[1], "operation": null}]}),
    );

    let (watch, version) = desk.database_version();
    let dry = desk.ok(&["sync", "--dry-run", "--json"]);
    let planned = line(&dry, "My Vendors");
    assert_eq!(planned["change"], "merged");
    assert_eq!(
        (&planned["sent_added"], &planned["sent_removed"]),
        (&json!(1), &json!(1))
    );
    assert_eq!(
        writes(&sandbox),
        (1, 0),
        "a dry run sends nothing (1: the test's own)"
    );
    assert_eq!(data_version(&watch), version, "and writes nothing");

    let synced = desk.sync();
    let merged = line(&synced, "My Vendors");
    assert_eq!(
        (&merged["added_here"], &merged["removed_here"]),
        (&json!(1), &json!(1)),
        "{merged}"
    );
    assert_eq!(
        (&merged["sent_added"], &merged["sent_removed"]),
        (&json!(1), &json!(1)),
        "only the desk's own changes went: {merged}"
    );
    let mut expected: Vec<Uuid> = before[2..].to_vec();
    expected.extend([mine, theirs]);
    let here = desk.members("My Vendors");
    let (_, there) = on_directory(&sandbox, id);
    for (side, got) in [("here", &here), ("there", &there)] {
        let mut got = got.clone();
        got.sort();
        let mut want = expected.clone();
        want.sort();
        assert_eq!(got, want, "{side}");
    }
    assert_eq!(writes(&sandbox), (2, 0), "one PATCH of the desk's");
    let settled = desk.sync();
    assert!(
        settled.iter().all(|l| l["change"] == "unchanged"),
        "{settled:?}"
    );
    assert_eq!(writes(&sandbox), (2, 0));
}

#[test]
fn a_list_shared_to_view_is_read_only_here_and_follows_the_directory() {
    let sandbox = start_sandbox();
    let desk = Desk::new(&sandbox);
    let id = id_of(&desk.sync(), "Team pool (view)");
    let before = desk.members("Team pool (view)");
    let stranger = block_on(ordinary_freelancers(&sandbox, 40))[35].to_string();
    let first = before[0].to_string();
    for args in [
        ["add", "Team pool (view)", stranger.as_str()],
        ["remove", "Team pool (view)", first.as_str()],
    ] {
        let refused = desk.run(&args);
        assert_eq!(refused.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&refused).contains("view only"),
            "{}",
            stderr(&refused)
        );
    }
    let file = desk.data.join("others.txt");
    std::fs::write(&file, &stranger).unwrap();
    let imported = desk.run(&["import", "Team pool (view)", file.to_str().unwrap()]);
    assert_eq!(imported.status.code(), Some(2), "{}", stderr(&imported));
    assert_eq!(desk.members("Team pool (view)"), before, "unchanged here");
    let deleted = desk.run(&["delete", "Team pool (view)"]);
    assert_eq!(deleted.status.code(), Some(2));
    assert!(stderr(&deleted).contains("lives on the directory"));

    // Its owner changes it on the directory: the desk follows, sending nothing.
    patch(
        &sandbox,
        SECOND_API_KEY,
        json!({"id": id, "users": [{"uuid": stranger}]}),
    );
    let synced = desk.sync();
    assert_eq!(line(&synced, "Team pool (view)")["added_here"], 1);
    assert_eq!(line(&synced, "Team pool (view)")["sent_added"], 0);
    assert_eq!(writes(&sandbox), (1, 0), "only the owner's PATCH");
    assert_eq!(desk.members("Team pool (view)").len(), before.len() + 1);
}

#[test]
fn a_list_is_published_once_and_an_unpublished_one_stays_local() {
    let sandbox = start_sandbox();
    let desk = Desk::new(&sandbox);
    let uuids = block_on(ordinary_freelancers(&sandbox, 30));
    let file = desk.data.join("list.txt");
    std::fs::create_dir_all(&desk.data).unwrap();
    let text: Vec<String> = uuids[20..25].iter().map(Uuid::to_string).collect();
    std::fs::write(&file, text.join("\n")).unwrap();
    desk.ok(&["import", "Legal ko>en", file.to_str().unwrap()]);
    desk.ok(&["import", "Private", file.to_str().unwrap()]);

    let published = desk.run(&["publish", "Legal ko>en"]);
    assert_eq!(published.status.code(), Some(0), "{}", stderr(&published));
    assert!(stderr(&published).contains("published"));
    let again = desk.run(&["publish", "Legal ko>en"]);
    assert_eq!(again.status.code(), Some(0));
    assert!(
        stderr(&again).contains("nothing was sent"),
        "{}",
        stderr(&again)
    );
    assert_eq!(writes(&sandbox), (0, 1), "created once");

    let synced = desk.sync();
    assert_eq!(line(&synced, "Legal ko>en")["change"], "unchanged");
    let shown = desk.shown();
    let names: Vec<&str> = shown.iter().map(|l| l["name"].as_str().unwrap()).collect();
    assert_eq!(
        names.iter().filter(|n| n.starts_with("Legal")).count(),
        1,
        "no duplicate here: {names:?}"
    );
    assert_eq!(writes(&sandbox), (0, 1), "nor there");
    let id = id_of(&shown, "Legal ko>en");
    assert_eq!(on_directory(&sandbox, id).1, uuids[20..25]);
    let private = line(&shown, "Private");
    assert_eq!(
        (&private["linked"], &private["directory_id"]),
        (&json!(false), &Value::Null)
    );
    let (_, own) = block_on(api_call(
        &sandbox,
        DEMO_API_KEY,
        "GET",
        "user-list?uuid=me",
        None,
    ));
    assert!(!own.to_string().contains("Private"), "never sent");
}

#[test]
fn a_list_renamed_on_the_directory_is_renamed_here_and_a_deleted_one_is_kept_unlinked() {
    let sandbox = start_sandbox();
    let desk = Desk::new(&sandbox);
    let first = desk.sync();
    let (reviewers, vendors) = (id_of(&first, "Reviewers"), id_of(&first, "My Vendors"));
    let kept = desk.members("My Vendors");
    patch(
        &sandbox,
        DEMO_API_KEY,
        json!({"id": reviewers, "name": "Proofreaders"}),
    );
    let deleted = block_on(
        http()
            .delete(format!(
                "{}__sandbox/user-lists/{vendors}",
                sandbox.root_url()
            ))
            .send(),
    )
    .unwrap();
    assert_eq!(deleted.status().as_u16(), 200);

    let synced = desk.sync();
    let renamed = line(&synced, "Proofreaders");
    assert_eq!(renamed["renamed_from"], "Reviewers");
    assert_eq!(line(&synced, "My Vendors")["change"], "gone");

    let shown = desk.shown();
    assert!(shown.iter().all(|l| l["name"] != "Reviewers"));
    assert_eq!(line(&shown, "Proofreaders")["directory_id"], reviewers);
    let gone = line(&shown, "My Vendors");
    assert_eq!(gone["linked"], false);
    assert!(gone["gone_from_directory_at"].is_string(), "{gone}");
    assert_eq!(desk.members("My Vendors"), kept, "the desk keeps its copy");
    let listed = desk.run(&["show"]);
    assert!(
        String::from_utf8_lossy(&listed.stdout).contains("deleted on the directory"),
        "and says so"
    );
    // Unlinked, it is the desk's own again: it may change, and the next sync leaves it be.
    desk.ok(&["remove", "My Vendors", &kept[0].to_string()]);
    let after = desk.sync();
    assert!(after.iter().all(|l| l["name"] != "My Vendors"), "{after:?}");
    assert_eq!(writes(&sandbox), (1, 0), "only the test's rename");
}

#[test]
fn a_directory_list_of_5000_entries_syncs_both_ways() {
    let sandbox = start_sandbox_with(SandboxOptions {
        freelancers: 6_000,
        threads: 4,
        ..SandboxOptions::default()
    });
    let members = block_on(ordinary_freelancers(&sandbox, 5_001));
    assert_eq!(members.len(), 5_001);
    let users: Vec<Value> = members[..5_000]
        .iter()
        .map(|u| json!({"uuid": u}))
        .collect();
    let (status, made) = block_on(api_call(
        &sandbox,
        DEMO_API_KEY,
        "POST",
        "user-list",
        Some(json!({"name": "Everyone", "users": users})),
    ));
    assert_eq!(status, 201, "{made}");
    let id = made["user_list"]["id"].as_u64().unwrap();
    let desk = Desk::new(&sandbox);
    assert_eq!(line(&desk.sync(), "Everyone")["members"], 5_000);
    assert_eq!(desk.members("Everyone"), members[..5_000]);
    desk.ok(&["add", "Everyone", &members[5_000].to_string()]);
    desk.ok(&["remove", "Everyone", &members[0].to_string()]);
    let synced = desk.sync();
    assert_eq!(line(&synced, "Everyone")["members"], 5_000);
    let (_, there) = on_directory(&sandbox, id);
    assert_eq!(there, members[1..]);
    assert_eq!(writes(&sandbox), (1, 1), "one PATCH for two changes");
}

#[test]
fn two_desks_syncing_one_list_at_once_lose_no_addition() {
    let sandbox = start_sandbox();
    let (one, two) = (Desk::new(&sandbox), Desk::new(&sandbox));
    let id = id_of(&one.sync(), "Shared pool (edit)");
    two.sync();
    let extra = block_on(ordinary_freelancers(&sandbox, 40));
    one.ok(&["add", "Shared pool (edit)", &extra[36].to_string()]);
    two.ok(&["add", "Shared pool (edit)", &extra[37].to_string()]);
    let both: Vec<std::process::Child> = [&one, &two]
        .iter()
        .map(|desk| {
            desk.command(&["sync", "--json"])
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in both {
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    }
    one.sync();
    two.sync();
    let (_, there) = on_directory(&sandbox, id);
    for desk in [&one, &two] {
        let here = desk.members("Shared pool (edit)");
        for added in [extra[36], extra[37]] {
            assert!(here.contains(&added), "{added} here");
            assert!(there.contains(&added), "{added} there");
        }
        assert_eq!(here.len(), there.len());
    }
}

#[test]
fn without_the_userlist_scope_the_lists_door_says_so_and_the_rest_works() {
    let sandbox = start_sandbox();
    let body = credential_body("no-lists", Some(&["public", "message.send"]), false);
    assert_eq!(block_on(admin_post(&sandbox, "credentials", body)), 201);
    let data = scratch_folder();
    let with = |args: &[&str]| {
        desk_on_built_in(&data)
            .args(["--base-url", &sandbox.base_url(), "--api-key", "no-lists"])
            .args(args)
            .output()
            .unwrap()
    };
    let refused = with(&["lists", "sync"]);
    assert_eq!(refused.status.code(), Some(3), "{}", stderr(&refused));
    assert!(
        stderr(&refused).contains("`userlist` scope"),
        "{}",
        stderr(&refused)
    );
    let member = block_on(ordinary_freelancers(&sandbox, 1))[0].to_string();
    let looked = with(&["lookup", "--summary", &member]);
    assert_eq!(looked.status.code(), Some(0), "{}", stderr(&looked));
    let shown = with(&["lists", "show", "--json"]);
    assert_eq!(shown.status.code(), Some(0), "the saved lists still open");
}

#[test]
fn a_uuid_file_over_50_mib_is_refused_and_no_list_changes() {
    let sandbox = start_sandbox();
    let desk = Desk::new(&sandbox);
    desk.sync();
    let before = desk.members("Shared pool (edit)");
    let cap = directory_desk::input::RECIPIENT_LIST;
    let file = desk.data.join("big.txt");
    write_uuid_file(&file, cap.max_bytes + 1);
    let output = desk.run(&["import", "Shared pool (edit)", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains(&format!("larger than {}", cap.size())),
        "{}",
        stderr(&output)
    );
    assert_eq!(desk.members("Shared pool (edit)"), before);
    // At the cap it is read, all of it: the UUIDs at its very end too.
    write_uuid_file(&file, cap.max_bytes);
    let output = desk.run(&["import", "Big", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(desk.members("Big").len(), 2_000);
}

/// A file `bytes` long: a thousand UUIDs a line each, blank lines, and a thousand more at
/// its end.
fn write_uuid_file(path: &Path, bytes: u64) {
    use std::io::Write as _;
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let uuid = |n: u128| Uuid::from_u128(n | (4 << 76) | (1 << 63));
    let mut written = 0;
    for n in 1..=1000 {
        writeln!(file, "{}", uuid(n)).unwrap();
        written += 37;
    }
    let padding = bytes - written - 1000 * 37;
    let block = vec![b'\n'; 1 << 20];
    let mut left = padding;
    while left > 0 {
        let part = left.min(block.len() as u64) as usize;
        file.write_all(&block[..part]).unwrap();
        left -= part as u64;
    }
    for n in 1001..=2000 {
        writeln!(file, "{}", uuid(n)).unwrap();
    }
}
