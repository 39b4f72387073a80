//! `directory-desk team join|status|leave` against a real PostgreSQL (`tests/peers/postgres.sh`,
//! started by `.ci/run`): two desks (two data folders) join one team and see each other
//! counted; the URL goes in the configuration file without a password, a password in the OS
//! keyring; a wrong password or a server that is not there is a clear error that changes
//! nothing. `send` on a desk of the team: a colleague's send is named and stops it, and with
//! the team database away it refuses and sends nothing, then goes once when it is back.
//! Vendor records (status, tags, notes with their author, rates) written on one desk are seen
//! on the other; with the team database away an edit is refused and changes nothing.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use crate::common::{
    block_on, desk_command, linux_program_only, ordinary_freelancers, program_path, real_keyring,
    sent_messages, set_faults, start_sandbox, stderr,
};
use crate::peers::{TeamDatabase, team_database};
use directory_desk::sandbox::{DEMO_API_KEY, Sandbox};
use directory_desk::team::KNOWN_VERSION;

/// One desk: its own data folder and configuration file, on a directory of the test's own
/// (so that a password it keeps in the keyring is under a name no one else uses).
struct TestDesk {
    folder: tempfile::TempDir,
    directory: String,
    /// Signs in to the directory with the sandbox's demo key (to send).
    signed_in: bool,
}

impl TestDesk {
    fn new() -> Self {
        Self {
            folder: tempfile::tempdir().unwrap(),
            directory: format!("https://team-{}.example/v2/", uuid::Uuid::new_v4().simple()),
            signed_in: false,
        }
    }

    /// A desk on `sandbox`, signed in with its demo key.
    fn on(sandbox: &Sandbox) -> Self {
        Self {
            directory: sandbox.base_url(),
            signed_in: true,
            ..Self::new()
        }
    }

    fn config(&self) -> PathBuf {
        self.folder.path().join("config.toml")
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut command = desk_command();
        command
            .env("DIRECTORY_DESK_CONFIG", program_path(&self.config()))
            .env(
                "DIRECTORY_DESK_DATA",
                program_path(&self.folder.path().join("data")),
            )
            .env_remove("DIRECTORY_DESK_API_KEY")
            .args(["--base-url", &self.directory]);
        if self.signed_in {
            command.args(["--api-key", DEMO_API_KEY]);
        }
        command.args(args);
        command
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args)
            .stdin(Stdio::null())
            .output()
            .expect("the binary runs")
    }

    /// `team join URL --password-stdin --name Ana`, with `input` on standard input.
    fn join_with_password(&self, url: &str, input: &str) -> Output {
        let args = ["team", "join", url, "--password-stdin", "--name", "Ana"];
        crate::cli::run_with_stdin(&mut self.command(&args), input)
    }

    /// A configuration file naming `url` as this directory's team database, as if joined.
    fn write_team(&self, url: &str) {
        let text = format!(
            "[teams.\"{}\"]\nurl = \"{url}\"\ncoordinator = \"Ana\"\n",
            self.directory
        );
        std::fs::write(self.config(), text).unwrap();
    }

    fn config_text(&self) -> String {
        std::fs::read_to_string(self.config()).unwrap_or_default()
    }
}

/// Asserts that `text` holds `words`, showing the text when it does not.
fn says(text: &str, words: impl AsRef<str>) {
    let words = words.as_ref();
    assert!(text.contains(words), "{words:?} not in:\n{text}");
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The test database's URL as a desk is given it: without the password.
fn without_password(db: &TeamDatabase) -> String {
    let mut url = url::Url::parse(&db.url).unwrap();
    url.set_password(None).unwrap();
    url.to_string()
}

/// A team database URL on a loopback port nobody listens on (taken, then let go).
fn away_url() -> String {
    let port = crate::common::unused_port();
    format!("postgres://desk@127.0.0.1:{port}/team")
}

fn database() -> Option<TeamDatabase> {
    block_on(team_database())
}

/// Ana's and Ben's desks on `sandbox`, both joined to the team database `db`.
fn ana_and_ben(sandbox: &Sandbox, db: &TeamDatabase) -> (TestDesk, TestDesk) {
    let (ana, ben) = (TestDesk::on(sandbox), TestDesk::on(sandbox));
    for (desk, name) in [(&ana, "Ana"), (&ben, "Ben")] {
        let joined = desk.run(&["team", "join", &db.open_url, "--name", name]);
        assert_eq!(joined.status.code(), Some(0), "{}", stderr(&joined));
    }
    (ana, ben)
}

/// `send --to TO` a short message with `subject`, and `extra` options, on `desk`.
fn send_command(desk: &TestDesk, to: &[uuid::Uuid], subject: &str, extra: &[&str]) -> Command {
    let to = to
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let mut args = vec![
        "send",
        "--to",
        &to,
        "--sender-name",
        "Agency",
        "--sender-email",
        "desk@agency.example",
        "--subject",
        subject,
        "--body",
        "Are you free next week?",
    ];
    args.extend_from_slice(extra);
    let mut command = desk.command(&args);
    command.stdin(Stdio::null());
    command
}

fn send(desk: &TestDesk, to: &[uuid::Uuid], subject: &str, extra: &[&str]) -> Output {
    send_command(desk, to, subject, extra)
        .output()
        .expect("the binary runs")
}

#[test]
fn a_colleagues_send_is_named_and_stops_the_next_one() {
    let Some(db) = database() else {
        return;
    };
    let sandbox = start_sandbox();
    let people = block_on(ordinary_freelancers(&sandbox, 3));
    let (x, y, z) = (people[0], people[1], people[2]);
    let (ana, ben) = ana_and_ben(&sandbox, &db);
    let sent = send(&ana, &[x, y], "Legal EN→DE, urgent", &[]);
    assert_eq!(sent.status.code(), Some(0), "{}", stderr(&sent));

    let refused = send(&ben, &[y, z], "Medical FR→EN", &[]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    let err = stderr(&refused);
    assert!(
        err.contains(&format!(
            "  {y}: messaged just now by Ana (job 'Legal EN→DE, urgent')"
        )),
        "{err}"
    );
    assert!(err.contains("nothing was sent"), "{err}");
    assert_eq!(
        block_on(sent_messages(&sandbox)).len(),
        1,
        "Ben's send did not go"
    );

    // Left out as asked: only Z goes, once.
    let skipped = send(&ben, &[y, z], "Medical FR→EN", &["--skip-recent"]);
    assert_eq!(skipped.status.code(), Some(0), "{}", stderr(&skipped));
    says(&stderr(&skipped), "leaving out, as asked");
    let messages = block_on(sent_messages(&sandbox));
    assert_eq!(messages.len(), 2);
    assert_eq!(messages[1]["delivered_to"], serde_json::json!([z]));

    let status = ana.run(&["team", "status"]);
    says(
        &stdout(&status),
        "2 desks, 0 do-not-contact marks, 3 contacts, 0 live claims",
    );
}

#[test]
fn a_do_not_contact_mark_on_one_desk_leaves_the_freelancer_out_on_the_other() {
    let Some(db) = database() else {
        return;
    };
    let sandbox = start_sandbox();
    let people = block_on(ordinary_freelancers(&sandbox, 2));
    let (ana, ben) = ana_and_ben(&sandbox, &db);
    let marked = people[0].to_string();
    let set = ana.run(&["vendors", "set", &marked, "--status", "do not contact"]);
    assert_eq!(set.status.code(), Some(0), "{}", stderr(&set));
    says(&stderr(&set), "marked do not contact for the team");

    let sent = send(&ben, &people, "Legal EN→DE, urgent", &[]);
    assert_eq!(sent.status.code(), Some(0), "{}", stderr(&sent));
    says(
        &stderr(&sent),
        format!("left out, marked do not contact by Ana for the team: {marked}"),
    );
    let messages = block_on(sent_messages(&sandbox));
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0]["delivered_to"], serde_json::json!([people[1]]));

    // Ben's desk cannot take Ana's mark off by setting another status of its own.
    let ben_sets = ben.run(&["vendors", "set", &marked, "--status", "active"]);
    assert_eq!(ben_sets.status.code(), Some(0), "{}", stderr(&ben_sets));
    says(
        &stderr(&ben_sets),
        format!("{marked} stays marked do not contact for the team by Ana"),
    );
    says(
        &stdout(&ben.run(&["team", "status"])),
        "1 do-not-contact mark",
    );
    // Ana's own desk takes it off with another status; with the team away nothing changes.
    let cleared = ana.run(&["vendors", "set", &marked, "--status", "active"]);
    assert_eq!(cleared.status.code(), Some(0), "{}", stderr(&cleared));
    says(
        &stdout(&ana.run(&["team", "status"])),
        "0 do-not-contact marks",
    );
    ana.write_team(&away_url());
    let refused = ana.run(&["vendors", "set", &marked, "--status", "do not contact"]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    says(
        &stderr(&refused),
        "the team database at 127.0.0.1 can't be reached: ",
    );
    says(&stderr(&refused), "; nothing was changed");
    let shown = ana.run(&["vendors", "show", &marked, "--json"]);
    says(&stdout(&shown), "\"status\":\"active\"");
}

#[test]
fn with_the_team_database_away_a_send_refuses_then_goes_once_it_is_back() {
    let Some(db) = database() else {
        return;
    };
    let sandbox = start_sandbox();
    let people = block_on(ordinary_freelancers(&sandbox, 2));
    let desk = TestDesk::on(&sandbox);
    desk.write_team(&away_url());
    let refused = send(&desk, &people, "Legal EN→DE, urgent", &[]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    says(
        &stderr(&refused),
        "error: the team database at 127.0.0.1 can't be reached: the do-not-contact and \
             recent-contact checks can't be made; nothing was sent",
    );
    assert!(block_on(sent_messages(&sandbox)).is_empty(), "nothing went");

    desk.write_team(&db.open_url);
    let joined = desk.run(&["team", "join", &db.open_url]);
    assert_eq!(joined.status.code(), Some(0), "{}", stderr(&joined));
    let sent = send(&desk, &people, "Legal EN→DE, urgent", &[]);
    assert_eq!(sent.status.code(), Some(0), "{}", stderr(&sent));
    assert_eq!(block_on(sent_messages(&sandbox)).len(), 1, "once");
}

#[test]
fn two_desks_join_one_team_see_each_other_and_leave() {
    let Some(db) = database() else {
        return;
    };
    let (ana, ben) = (TestDesk::new(), TestDesk::new());
    let ben = TestDesk {
        directory: ana.directory.clone(),
        ..ben
    };
    let joined = ana.run(&["team", "join", &db.open_url, "--name", "Ana"]);
    assert_eq!(joined.status.code(), Some(0), "{}", stderr(&joined));
    assert!(
        stdout(&joined).starts_with("joined the team database at 127.0.0.1 for ")
            && stdout(&joined)
                .contains(&format!(" as Ana (schema version {KNOWN_VERSION}; 1 desk)")),
        "{}",
        stdout(&joined)
    );
    assert!(
        !stderr(&joined).contains("checked only by"),
        "{}",
        stderr(&joined)
    );
    let config = ana.config_text();
    assert!(
        config.contains("[teams.\"") && config.contains(&db.open_url),
        "{config}"
    );
    assert!(config.contains("coordinator = \"Ana\""), "{config}");

    let joined = ben.run(&["team", "join", &db.open_url, "--name", "Ben"]);
    assert_eq!(joined.status.code(), Some(0), "{}", stderr(&joined));
    says(
        &stdout(&joined),
        format!("as Ben (schema version {KNOWN_VERSION}; 2 desks)"),
    );

    let status = ana.run(&["team", "status"]);
    assert_eq!(status.status.code(), Some(0), "{}", stderr(&status));
    let text = stdout(&status);
    for line in [
        format!("team database: {}", db.open_url),
        "coordinator: Ana".to_owned(),
        "connected: yes".to_owned(),
        format!("schema version: {KNOWN_VERSION}"),
        "records for this directory: 2 desks, 0 do-not-contact marks, 0 contacts, 0 live claims"
            .to_owned(),
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "no line {line:?} in:\n{text}"
        );
    }
    assert!(!stderr(&status).contains("checked only by"));

    // Joining again is the same desk, seen again: still two.
    let again = ana.run(&["team", "join", &db.open_url]);
    says(
        &stdout(&again),
        format!("as Ana (schema version {KNOWN_VERSION}; 2 desks)"),
    );

    let left = ana.run(&["team", "leave"]);
    assert_eq!(left.status.code(), Some(0), "{}", stderr(&left));
    says(&stdout(&left), "its records stay on the server");
    assert!(
        !ana.config_text().contains("teams"),
        "{}",
        ana.config_text()
    );
    let status = ana.run(&["team", "status"]);
    assert!(
        stdout(&status).starts_with("no team database for "),
        "{}",
        stdout(&status)
    );
    let status = ben.run(&["team", "status"]);
    assert!(
        stdout(&status).contains("2 desks"),
        "Ben's desk is still in: {}",
        stdout(&status)
    );
}

#[test]
fn a_wrong_password_or_an_absent_server_is_clear_and_changes_nothing() {
    let Some(db) = database() else {
        return;
    };
    let desk = TestDesk::new();
    std::fs::write(desk.config(), "# the agency's settings\n").unwrap();
    let url = without_password(&db);
    let refused = desk.join_with_password(&url, "not-the-password-42\n");
    assert_eq!(refused.status.code(), Some(3), "{}", stderr(&refused));
    let err = stderr(&refused);
    assert!(
        err.contains("error: the team database at 127.0.0.1 refused desk_test: password authentication failed"),
        "{err}"
    );
    assert!(
        !err.contains("not-the-password-42") && !stdout(&refused).contains("not-the-password-42")
    );
    assert_eq!(
        desk.config_text(),
        "# the agency's settings\n",
        "nothing written"
    );

    // The same password in the URL: warned about, refused, never shown.
    let mut in_url = url::Url::parse(&db.url).unwrap();
    in_url.set_password(Some("not-the-password-42")).unwrap();
    let refused = desk.run(&["team", "join", in_url.as_str(), "--name", "Ana"]);
    assert_eq!(refused.status.code(), Some(3), "{}", stderr(&refused));
    says(
        &stderr(&refused),
        "warning: a password in the URL is seen by other programs",
    );
    says(
        &stderr(&refused),
        "refused desk_test: password authentication failed",
    );
    assert!(!stderr(&refused).contains("not-the-password-42"));
    assert!(!stdout(&refused).contains("not-the-password-42"));
    assert_eq!(
        desk.config_text(),
        "# the agency's settings\n",
        "nothing written"
    );

    // No password, and none can be asked (no terminal): said, not hung.
    let wanted = desk.run(&["team", "join", &url, "--name", "Ana"]);
    assert_eq!(wanted.status.code(), Some(3), "{}", stderr(&wanted));
    says(
        &stderr(&wanted),
        "the team database at 127.0.0.1 wants a password for desk_test",
    );

    let away = away_url();
    let unreachable = desk.run(&["team", "join", &away, "--name", "Ana"]);
    assert_eq!(
        unreachable.status.code(),
        Some(1),
        "{}",
        stderr(&unreachable)
    );
    says(
        &stderr(&unreachable),
        "error: the team database at 127.0.0.1 can't be reached: ",
    );
    assert_eq!(
        desk.config_text(),
        "# the agency's settings\n",
        "nothing written"
    );

    // A team that was joined, now away: status says so and fails.
    desk.write_team(&away);
    let status = desk.run(&["team", "status"]);
    assert_eq!(status.status.code(), Some(1), "{}", stderr(&status));
    says(&stdout(&status), "connected: no");
    says(&stderr(&status), "can't be reached");

    // A password in the file's URL is refused, as every secret there is.
    desk.write_team("postgres://desk:hunter2@db.example/team");
    let status = desk.run(&["team", "status"]);
    assert_eq!(status.status.code(), Some(2), "{}", stderr(&status));
    says(&stderr(&status), "holds a password");
    assert!(!stderr(&status).contains("hunter2"), "{}", stderr(&status));
}

#[test]
fn a_password_goes_to_the_keyring_never_to_the_file() {
    let Some(db) = database() else {
        return;
    };
    // The program's kind first: under Wine there is no Secret Service to find, and looking
    // for one under CI=true fails the test.
    if !linux_program_only("the OS keyring under Wine is not the one tested here")
        || real_keyring().is_none()
    {
        return;
    }
    let desk = TestDesk::new();
    let password = url::Url::parse(&db.url)
        .unwrap()
        .password()
        .unwrap()
        .to_owned();
    let url = without_password(&db);
    let joined = desk.join_with_password(&url, &format!("{password}\n"));
    assert_eq!(joined.status.code(), Some(0), "{}", stderr(&joined));
    says(&stdout(&joined), "kept in the OS keyring");
    assert!(
        !desk.config_text().contains(&password),
        "{}",
        desk.config_text()
    );
    assert!(desk.config_text().contains(&url));
    // Status finds the password where join kept it.
    let status = desk.run(&["team", "status"]);
    assert_eq!(status.status.code(), Some(0), "{}", stderr(&status));
    says(&stdout(&status), "connected: yes");
    // Leaving takes it out of the keyring: status after joining the URL by hand fails.
    let left = desk.run(&["team", "leave"]);
    assert_eq!(left.status.code(), Some(0), "{}", stderr(&left));
    desk.write_team(&url);
    let status = desk.run(&["team", "status"]);
    says(&stderr(&status), "wants a password");
}

/// A send on a slow directory (2 s a request) from a joined desk to the first two of three
/// freelancers, under way: returned once its claims on them are taken.
struct SlowSend {
    sandbox: Sandbox,
    people: Vec<uuid::Uuid>,
    desk: TestDesk,
    child: std::process::Child,
}

fn slow_send_under_way(db: &TeamDatabase) -> SlowSend {
    let sandbox = start_sandbox();
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            latency_ms: 2_000,
            ..Default::default()
        },
    ));
    let people = block_on(ordinary_freelancers(&sandbox, 3));
    let desk = TestDesk::on(&sandbox);
    let joined = desk.run(&["team", "join", &db.open_url, "--name", "Ana"]);
    assert_eq!(joined.status.code(), Some(0), "{}", stderr(&joined));
    let child = send_command(&desk, &people[..2], "Legal EN→DE, urgent", &[])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A minute, not ten seconds: on a loaded machine the program's start, sign-in and the
    // team's check before its first request take longer than one would think.
    let claimed = block_on(async {
        let client = db.client().await;
        for _ in 0..2_400 {
            let claims: i64 = client
                .query_one("SELECT count(*) FROM claims", &[])
                .await
                .unwrap()
                .get(0);
            if claims == 2 {
                return true;
            }
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
        false
    });
    assert!(claimed, "the send took its claims");
    SlowSend {
        sandbox,
        people,
        desk,
        child,
    }
}

#[test]
fn a_team_connection_lost_while_the_job_runs_is_made_again_to_write_its_contacts() {
    let Some(db) = database() else {
        return;
    };
    // The sandbox is held to the end: dropped, it would stop serving.
    let SlowSend {
        desk,
        child,
        sandbox: _sandbox,
        ..
    } = slow_send_under_way(&db);
    // The server ends the desk's connection mid-run.
    assert_eq!(block_on(db.end_desk_connections()), 1);
    let sent = child.wait_with_output().unwrap();
    assert_eq!(sent.status.code(), Some(0), "{}", stderr(&sent));
    assert!(!stderr(&sent).contains("warning"), "{}", stderr(&sent));
    says(
        &stdout(&desk.run(&["team", "status"])),
        "1 desk, 0 do-not-contact marks, 2 contacts, 0 live claims",
    );
}

#[test]
fn contacts_the_team_database_missed_are_written_by_the_next_send() {
    let Some(db) = database() else {
        return;
    };
    let SlowSend {
        sandbox,
        people,
        desk,
        child,
    } = slow_send_under_way(&db);
    // The team database goes away for the rest of the run.
    block_on(async {
        db.allow_connections(false).await;
        assert_eq!(db.end_desk_connections().await, 1);
    });
    let sent = child.wait_with_output().unwrap();
    assert_eq!(sent.status.code(), Some(0), "{}", stderr(&sent));
    says(
        &stderr(&sent),
        "the job's contacts could not be written to the team database; noted for the next send",
    );
    block_on(db.allow_connections(true));
    says(
        &stdout(&desk.run(&["team", "status"])),
        "0 contacts, 2 live claims",
    );
    // The next send writes them, and releases the claims the first one held.
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan::default(),
    ));
    let next = send(&desk, &people[2..], "Medical FR→EN", &[]);
    assert_eq!(next.status.code(), Some(0), "{}", stderr(&next));
    says(
        &stdout(&desk.run(&["team", "status"])),
        "3 contacts, 0 live claims",
    );
}

#[test]
fn a_paused_job_is_checked_against_the_team_again_before_it_resumes() {
    let Some(db) = database() else {
        return;
    };
    let sandbox = start_sandbox();
    let people = block_on(ordinary_freelancers(&sandbox, 10));
    let (ana, ben) = ana_and_ben(&sandbox, &db);
    // The first request goes; then the directory asks for hours, and Ana's job pauses.
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            script: [directory_desk::sandbox::Fault::None].into(),
            rate_limit_rate: 1.0,
            retry_after_secs: 7200,
            path_prefix: Some("messages".into()),
            ..Default::default()
        },
    ));
    let list = tempfile::NamedTempFile::new().unwrap();
    let lines: Vec<String> = people.iter().map(ToString::to_string).collect();
    std::fs::write(list.path(), lines.join("\n")).unwrap();
    let paused = ana
        .command(&[
            "send",
            "--recipients",
            list.path().to_str().unwrap(),
            "--sender-name",
            "Agency",
            "--sender-email",
            "desk@agency.example",
            "--subject",
            "Legal EN→DE, urgent",
            "--body",
            "Are you free next week?",
            "--no-verify",
            "--request-size",
            "5",
            "--concurrency",
            "1",
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(paused.status.code(), Some(1), "{}", stderr(&paused));
    assert_eq!(block_on(sent_messages(&sandbox)).len(), 1);
    block_on(set_faults(&sandbox, &Default::default()));

    // Meanwhile Ben messages one of those still waiting, and marks another do not contact.
    let messaged = people[8];
    let by_ben = send(&ben, &[messaged], "Rates 2027", &[]);
    assert_eq!(by_ben.status.code(), Some(0), "{}", stderr(&by_ben));
    let barred = people[7].to_string();
    let set = ben.run(&["vendors", "set", &barred, "--status", "do not contact"]);
    assert_eq!(set.status.code(), Some(0), "{}", stderr(&set));
    let refused = ana.run(&["outbox", "resume", "1"]);
    assert_eq!(refused.status.code(), Some(2), "{}", stderr(&refused));
    says(&stderr(&refused), "job 1 was not sent again");
    says(
        &stderr(&refused),
        format!("{messaged}: messaged just now by Ben (job 'Rates 2027')"),
    );
    assert_eq!(
        block_on(sent_messages(&sandbox)).len(),
        2,
        "nothing more went"
    );

    // Once Ben's message is no longer recent (the window is 7 days; his contact is moved
    // back 8), the job resumes: the freelancer Ben marked is left out.
    block_on(async {
        db.client()
            .await
            .execute(
                "UPDATE contact_history SET at_ms = at_ms - 8 * 86400000 WHERE coordinator = 'Ben'",
                &[],
            )
            .await
            .unwrap()
    });
    let resumed = ana.run(&["outbox", "resume", "1"]);
    let delivered: Vec<String> = block_on(sent_messages(&sandbox))
        .iter()
        .flat_map(|m| m["delivered_to"].as_array().unwrap().clone())
        .map(|u| u.as_str().unwrap().to_owned())
        .collect();
    assert!(!delivered.contains(&barred), "{}", stderr(&resumed));
    assert_eq!(
        delivered
            .iter()
            .filter(|u| **u == messaged.to_string())
            .count(),
        2,
        "Ben's and Ana's, the latter on the user's resume once his was no longer recent"
    );
    assert_eq!(
        delivered.len(),
        9 + 1,
        "all of Ana's but the one marked, and Ben's"
    );
    says(
        &stdout(&ben.run(&["team", "status"])),
        "1 do-not-contact mark,",
    );
    says(&stdout(&ben.run(&["team", "status"])), " 0 live claims");
}

/// Ana's and Ben's desks on one directory of their own (vendor records need no directory
/// server), both joined to the team database `db`.
fn ana_and_ben_offline(db: &TeamDatabase) -> (TestDesk, TestDesk) {
    let ana = TestDesk::new();
    let ben = TestDesk {
        directory: ana.directory.clone(),
        ..TestDesk::new()
    };
    for (desk, name) in [(&ana, "Ana"), (&ben, "Ben")] {
        let joined = desk.run(&["team", "join", &db.open_url, "--name", name]);
        assert_eq!(joined.status.code(), Some(0), "{}", stderr(&joined));
    }
    (ana, ben)
}

/// `vendors show UUID --json` on `desk`: the one record, and the command's exit code.
fn shown_record(desk: &TestDesk, uuid: &str) -> (serde_json::Value, Option<i32>) {
    let shown = desk.run(&["vendors", "show", uuid, "--json"]);
    let text = stdout(&shown);
    let line = text
        .lines()
        .next()
        .unwrap_or_else(|| panic!("no record: {}", stderr(&shown)));
    (serde_json::from_str(line).unwrap(), shown.status.code())
}

/// `vendors rate UUID` for English to German translation per word, at `amount` EUR.
fn rate(desk: &TestDesk, uuid: &str, amount: &str) -> Output {
    desk.run(&[
        "vendors",
        "rate",
        uuid,
        "--pair",
        "eng_deu",
        "--service",
        "translation",
        "--amount",
        amount,
        "--currency",
        "EUR",
        "--per",
        "word",
    ])
}

#[test]
fn vendor_records_written_on_one_desk_are_seen_and_edited_on_the_other() {
    let Some(db) = database() else {
        return;
    };
    let (ana, ben) = ana_and_ben_offline(&db);
    let uuid = uuid::Uuid::new_v4().to_string();
    let set = ana.run(&[
        "vendors",
        "set",
        &uuid,
        "--status",
        "active",
        "--tag",
        "legal",
        "--tag",
        "medical",
        "--note",
        "Met at the fair",
    ]);
    assert_eq!(set.status.code(), Some(0), "{}", stderr(&set));
    let rated = rate(&ana, &uuid, "0.080");
    assert_eq!(rated.status.code(), Some(0), "{}", stderr(&rated));

    // Ben's desk never saw this freelancer: all it knows comes from the team.
    let (record, code) = shown_record(&ben, &uuid);
    assert_eq!(code, Some(0));
    assert_eq!(record["status"], "active");
    assert_eq!(record["tags"], serde_json::json!(["legal", "medical"]));
    assert_eq!(record["notes"][0]["text"], "Met at the fair");
    assert_eq!(record["notes"][0]["by"], "Ana");
    assert_eq!(record["rates"][0]["amount"], "0.08");
    assert_eq!(record["rates"][0]["currency"], "EUR");

    let edited = ben.run(&[
        "vendors",
        "set",
        &uuid,
        "--status",
        "on hold",
        "--untag",
        "legal",
        "--note",
        "Busy until May",
    ]);
    assert_eq!(edited.status.code(), Some(0), "{}", stderr(&edited));
    let rated = rate(&ben, &uuid, "0.09");
    assert_eq!(rated.status.code(), Some(0), "{}", stderr(&rated));

    let (record, _) = shown_record(&ana, &uuid);
    assert_eq!(record["status"], "on_hold");
    assert_eq!(record["tags"], serde_json::json!(["medical"]));
    let notes: Vec<(&str, &str)> = record["notes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| (n["by"].as_str().unwrap(), n["text"].as_str().unwrap()))
        .collect();
    assert_eq!(
        notes,
        [("Ana", "Met at the fair"), ("Ben", "Busy until May")]
    );
    assert_eq!(record["rates"].as_array().unwrap().len(), 1);
    assert_eq!(record["rates"][0]["amount"], "0.09");
    let listed = ana.run(&["vendors", "show", &uuid]);
    says(&stdout(&listed), "On hold; tags: medical");
    says(&stdout(&listed), ", by Ben: Busy until May");

    // A rate removed on one desk is gone on the other; a status of do not contact is the
    // guard's mark.
    let removed = ben.run(&[
        "vendors",
        "rate",
        &uuid,
        "--pair",
        "eng_deu",
        "--service",
        "translation",
        "--per",
        "word",
        "--remove",
    ]);
    assert_eq!(removed.status.code(), Some(0), "{}", stderr(&removed));
    let marked = ben.run(&["vendors", "set", &uuid, "--status", "do not contact"]);
    assert_eq!(marked.status.code(), Some(0), "{}", stderr(&marked));
    let (record, _) = shown_record(&ana, &uuid);
    assert_eq!(record["rates"], serde_json::json!([]));
    assert_eq!(record["status"], "do_not_contact");
    says(
        &stdout(&ana.run(&["team", "status"])),
        "1 do-not-contact mark",
    );
}

#[test]
fn with_the_team_database_away_a_vendor_edit_changes_nothing_and_loses_nothing_typed() {
    let Some(db) = database() else {
        return;
    };
    let (ana, _ben) = ana_and_ben_offline(&db);
    let uuid = uuid::Uuid::new_v4().to_string();
    let set = ana.run(&[
        "vendors", "set", &uuid, "--status", "active", "--note", "First",
    ]);
    assert_eq!(set.status.code(), Some(0), "{}", stderr(&set));

    ana.write_team(&away_url());
    let refused = ana.run(&[
        "vendors",
        "set",
        &uuid,
        "--status",
        "on hold",
        "--tag",
        "late",
        "--note",
        "Typed while the team was away",
    ]);
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    says(
        &stderr(&refused),
        "the team database at 127.0.0.1 can't be reached: ",
    );
    says(&stderr(&refused), "; nothing was changed");
    says(&stderr(&refused), "Typed while the team was away");
    let refused = rate(&ana, &uuid, "0.1");
    assert_eq!(refused.status.code(), Some(1), "{}", stderr(&refused));
    says(&stderr(&refused), "can't be reached");

    // The desk's own store is as it was; listing says the team was not read.
    let (record, code) = shown_record(&ana, &uuid);
    assert_eq!(code, Some(1));
    assert_eq!(record["status"], "active");
    assert_eq!(record["tags"], serde_json::json!([]));
    assert_eq!(record["notes"].as_array().unwrap().len(), 1);
    assert_eq!(record["rates"], serde_json::json!([]));

    // An import is refused on a desk in a team, rather than kept on this desk alone.
    let file = ana.folder.path().join("import.csv");
    std::fs::write(&file, format!("uuid,status\n{uuid},potential\n")).unwrap();
    let imported = ana.run(&["vendors", "import", file.to_str().unwrap()]);
    assert_eq!(imported.status.code(), Some(2), "{}", stderr(&imported));
    says(&stderr(&imported), "nothing was imported");
}

/// Polls `what` every 50 ms for up to 30 seconds.
fn eventually(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while !done() {
        assert!(std::time::Instant::now() < deadline, "never: {what}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// How many rows the team database's `table` holds.
fn rows_in(db: &TeamDatabase, table: &str) -> i64 {
    block_on(async {
        db.client()
            .await
            .query_one(&format!("SELECT count(*) FROM {table}"), &[])
            .await
            .unwrap()
            .get(0)
    })
}

/// Ana's `send` of six freelancers, one per request, one at a time, to a directory that
/// takes a second and a half to answer each: a run long enough to be stopped halfway.
fn slow_run(
    ana: &TestDesk,
    folder: &std::path::Path,
    people: &[uuid::Uuid],
) -> std::process::Child {
    let list = folder.join("six.txt");
    let lines: Vec<String> = people.iter().map(ToString::to_string).collect();
    std::fs::write(&list, lines.join("\n")).unwrap();
    ana.command(&[
        "send",
        "--recipients",
        list.to_str().unwrap(),
        "--sender-name",
        "Agency",
        "--sender-email",
        "desk@agency.example",
        "--subject",
        "Legal EN→DE, urgent",
        "--body",
        "Are you free next week?",
        "--no-verify",
        "--request-size",
        "1",
        "--concurrency",
        "1",
        "--max-per-second",
        "0",
    ])
    .stdin(Stdio::null())
    .stdout(Stdio::null())
    .stderr(Stdio::null())
    .spawn()
    .unwrap()
}

#[test]
fn a_send_killed_halfway_has_told_colleagues_whom_it_reached() {
    let Some(db) = database() else {
        return;
    };
    let sandbox = start_sandbox();
    let people = block_on(ordinary_freelancers(&sandbox, 7));
    let (ana, ben) = ana_and_ben(&sandbox, &db);
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            latency_ms: 1_500,
            ..Default::default()
        },
    ));
    let scratch = tempfile::tempdir().unwrap();
    let mut run = slow_run(&ana, scratch.path(), &people[..6]);
    eventually("two requests went", || {
        block_on(sent_messages(&sandbox)).len() >= 2
    });
    // Written as the answers came, a few seconds at most after them.
    eventually("the team knows whom they reached", || {
        rows_in(&db, "contact_history") >= 2
    });
    run.kill().unwrap(); // SIGKILL: nothing at the end of the run is done.
    run.wait().unwrap();
    // A request in flight at the kill is still stored by the directory once its latency is
    // over (its answer reaches nobody): counted among those reached.
    std::thread::sleep(std::time::Duration::from_millis(2_000));
    block_on(set_faults(&sandbox, &Default::default()));
    let reached: Vec<uuid::Uuid> = block_on(sent_messages(&sandbox))
        .iter()
        .flat_map(|m| m["delivered_to"].as_array().unwrap().clone())
        .map(|u| u.as_str().unwrap().parse().unwrap())
        .collect();
    assert!(reached.len() >= 2 && reached.len() < 6, "{reached:?}");
    // The request in flight at the kill, and those answered in the last moments, are written
    // by the desk's next check, which finds the killed job idle: as perhaps sent.
    let next = send(&ana, &people[6..], "Medical FR→EN", &[]);
    assert_eq!(next.status.code(), Some(0), "{}", stderr(&next));
    assert_eq!(
        rows_in(&db, "contact_history") as usize,
        reached.len() + 1,
        "every freelancer the killed send may have reached, and the next one"
    );
    let before = block_on(sent_messages(&sandbox)).len();

    // Messaged and still claimed: each named for both, and counted once.
    let both = send(&ben, &reached[..2], "Legal EN→DE, urgent", &[]);
    assert_eq!(both.status.code(), Some(2), "{}", stderr(&both));
    says(&stderr(&both), "error: 2 recipients messaged by colleagues");
    says(&stderr(&both), "being messaged now by Ana");

    // A day later her claims have lapsed (here: removed): Ben still hears that the ones
    // she reached were messaged, from the contacts written as the answers came.
    block_on(async {
        db.client()
            .await
            .execute("DELETE FROM claims", &[])
            .await
            .unwrap()
    });
    let stopped = send(&ben, &reached[..2], "Legal EN→DE, urgent", &[]);
    assert_eq!(stopped.status.code(), Some(2), "{}", stderr(&stopped));
    says(&stderr(&stopped), "messaged by colleagues");
    says(&stderr(&stopped), "by Ana (job 'Legal EN→DE, urgent')");
    assert!(
        !stderr(&stopped).contains("being messaged now by"),
        "{}",
        stderr(&stopped)
    );
    assert_eq!(
        block_on(sent_messages(&sandbox)).len(),
        before,
        "nothing went"
    );
}

#[test]
fn a_check_from_another_process_never_releases_a_running_jobs_claims() {
    let Some(db) = database() else {
        return;
    };
    let sandbox = start_sandbox();
    let people = block_on(ordinary_freelancers(&sandbox, 8));
    let (ana, ben) = ana_and_ben(&sandbox, &db);
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            latency_ms: 1_500,
            ..Default::default()
        },
    ));
    let scratch = tempfile::tempdir().unwrap();
    let mut run = slow_run(&ana, scratch.path(), &people[..6]);
    eventually("the run took its claims and sent one", || {
        rows_in(&db, "claims") == 6 && !block_on(sent_messages(&sandbox)).is_empty()
    });
    // A second process on Ana's desk (`outbox resume` in a terminal, say) checks a send of
    // its own: the running job's note is read, and its claims are left to its run.
    let other = send(&ana, &people[6..], "Medical FR→EN", &[]);
    assert_eq!(other.status.code(), Some(0), "{}", stderr(&other));
    assert_eq!(
        rows_in(&db, "claims"),
        6,
        "the running job still holds its claims"
    );
    // A colleague's send to those still waiting is stopped as "being messaged now".
    let waiting = people[5];
    let stopped = send(
        &ben,
        &[waiting],
        "Legal EN→DE, urgent",
        &["--include-recent"],
    );
    assert_eq!(stopped.status.code(), Some(2), "{}", stderr(&stopped));
    says(&stderr(&stopped), "being messaged now by Ana");

    // The run ends: its contacts are written, then its claims released.
    assert!(run.wait().unwrap().success());
    assert_eq!(rows_in(&db, "claims"), 0);
    says(
        &stdout(&ben.run(&["team", "status"])),
        "8 contacts, 0 live claims",
    );
}

#[test]
fn a_colleagues_mark_made_while_a_job_runs_is_honoured_by_the_rest_of_it() {
    let Some(db) = database() else {
        return;
    };
    let sandbox = start_sandbox();
    let people = block_on(ordinary_freelancers(&sandbox, 6));
    let (ana, ben) = ana_and_ben(&sandbox, &db);
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            latency_ms: 1_500,
            ..Default::default()
        },
    ));
    let scratch = tempfile::tempdir().unwrap();
    let mut run = slow_run(&ana, scratch.path(), &people);
    eventually("the first request went", || {
        !block_on(sent_messages(&sandbox)).is_empty()
    });
    // Ben marks the last of Ana's list while her job runs.
    let barred = people[5];
    let set = ben.run(&[
        "vendors",
        "set",
        &barred.to_string(),
        "--status",
        "do not contact",
    ]);
    assert_eq!(set.status.code(), Some(0), "{}", stderr(&set));
    let ended = run.wait().unwrap();
    assert!(
        !ended.success(),
        "a request that could not go is no success"
    );
    let reached: Vec<String> = block_on(sent_messages(&sandbox))
        .iter()
        .flat_map(|m| m["delivered_to"].as_array().unwrap().clone())
        .map(|u| u.as_str().unwrap().to_owned())
        .collect();
    assert_eq!(reached.len(), 5, "{reached:?}");
    assert!(
        !reached.contains(&barred.to_string()),
        "never reached once marked"
    );
}

/// `offers new` on `desk` with `candidates` in this order, `extra` options; its id.
fn new_offer(desk: &TestDesk, candidates: &[uuid::Uuid], extra: &[&str]) -> String {
    let file = desk.folder.path().join("candidates.txt");
    let text: Vec<String> = candidates.iter().map(ToString::to_string).collect();
    std::fs::write(&file, text.join("\n")).unwrap();
    let file = program_path(&file);
    let mut args = vec![
        "offers",
        "new",
        "--title",
        "EN>DE legal",
        "--candidates",
        &file,
        "--wave-size",
        "3",
        "--wave-wait",
        "1h",
        "--when",
        "now",
        "--pair",
        "English → German",
        "--subject",
        "Offer: {{title}}",
        "--body",
        "Can you take it?",
        "--sender-name",
        "Agency",
        "--sender-email",
        "desk@agency.example",
    ];
    args.extend_from_slice(extra);
    let made = desk.run(&args);
    assert_eq!(made.status.code(), Some(0), "{}", stderr(&made));
    stdout(&made).trim().to_owned()
}

#[test]
fn answers_recorded_on_one_desk_rank_the_candidates_on_another() {
    let Some(db) = database() else {
        return;
    };
    let sandbox = start_sandbox();
    let c = block_on(ordinary_freelancers(&sandbox, 3));
    let (ana, ben) = ana_and_ben(&sandbox, &db);
    let offer = new_offer(&ana, &c, &[]);
    let ran = ana.run(&["offers", "run", &offer, "--once", "--quiet"]);
    assert_eq!(ran.status.code(), Some(0), "{}", stderr(&ran));
    for (who, answer) in [(c[0], "declined"), (c[1], "accepted")] {
        let recorded = ana.run(&["offers", "answer", &offer, &who.to_string(), answer]);
        assert_eq!(recorded.status.code(), Some(0), "{}", stderr(&recorded));
        says(&stderr(&recorded), "shared with the team");
    }
    // Equally free, so that only their answers tell them apart (availability ranks first,
    // and the sandbox's own changes with the day the test runs).
    let even = serde_json::json!({
        c[0].to_string(): 50,
        c[1].to_string(): 50,
        c[2].to_string(): 50,
    });
    assert_eq!(
        block_on(crate::common::admin_put(&sandbox, "availability", even)),
        200
    );
    // Ben's candidates in the opposite order: ranked, the one who accepted comes first,
    // then the one who answered, then the one who never did.
    let theirs = new_offer(&ben, &[c[2], c[1], c[0]], &["--rank"]);
    let shown = ben.run(&["offers", "show", &theirs, "--json"]);
    let shown: serde_json::Value = serde_json::from_slice(&shown.stdout).unwrap();
    let order: Vec<&str> = shown["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["uuid"].as_str().unwrap())
        .collect();
    assert_eq!(
        order,
        [c[1], c[0], c[2]]
            .map(|u| u.to_string())
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
    );
    // Without --rank, the file's order.
    let plain = new_offer(&ben, &[c[2], c[1], c[0]], &[]);
    let shown = ben.run(&["offers", "show", &plain, "--json"]);
    let shown: serde_json::Value = serde_json::from_slice(&shown.stdout).unwrap();
    assert_eq!(shown["candidates"][0]["uuid"], c[2].to_string());
}
