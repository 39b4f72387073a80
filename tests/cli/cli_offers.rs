//! `offers` of the real binary against a sandbox: an offer's whole life in waves, across a
//! kill -9 between waves and with two processes running it at once. What the sandbox
//! received (`/__sandbox/messages`) is the proof of who was offered what, and how often.

use crate::common;

use std::collections::HashMap;
use std::path::Path;
use std::process::Output;
use std::time::{Duration, Instant};

use common::*;
use directory_desk::sandbox::Sandbox;
use serde_json::Value;
use uuid::Uuid;

const SUBJECT: &str = "Offer: EN>DE medical";

fn offers(sandbox: &Sandbox, data: &Path, args: &[&str]) -> Output {
    desk_in(sandbox, data)
        .arg("offers")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn ok(output: Output) -> Output {
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    output
}

/// A new offer of `candidates`, `size` at a time, `wait` between waves, sent at once.
fn new_offer(sandbox: &Sandbox, data: &Path, candidates: &[Uuid], size: &str, wait: &str) -> i64 {
    new_offer_sent(
        sandbox,
        data,
        candidates,
        (size, wait),
        ("now", "2099-12-04T17:00:00+01:00"),
    )
}

/// [`new_offer`], its messages sent `when` ("now" or "working-hours"), due by `deadline`.
fn new_offer_sent(
    sandbox: &Sandbox,
    data: &Path,
    candidates: &[Uuid],
    (size, wait): (&str, &str),
    (when, deadline): (&str, &str),
) -> i64 {
    let file = data.join("candidates.txt");
    let text: Vec<String> = candidates.iter().map(Uuid::to_string).collect();
    std::fs::write(&file, text.join("\r\n")).unwrap();
    let output = ok(offers(
        sandbox,
        data,
        &[
            "new",
            "--title",
            "EN>DE medical",
            "--candidates",
            file.to_str().unwrap(),
            "--wave-size",
            size,
            "--wave-wait",
            wait,
            "--when",
            when,
            "--deadline",
            deadline,
            "--subject",
            "Offer: {{title}}",
            "--body",
            "Hello {{first_name}}, due {{deadline}}. Can you take it?",
            "--sender-name",
            "Ana",
            "--sender-email",
            "ana@agency.example",
            "--json",
        ],
    ));
    let answer: Value = serde_json::from_slice(&output.stdout).unwrap();
    answer["id"].as_i64().expect("the new offer's id")
}

/// A candidates file in `data`: `candidates`, one a line, in this order.
fn candidates_file(data: &Path, candidates: &[Uuid]) -> std::path::PathBuf {
    let file = data.join("c.txt");
    let text: Vec<String> = candidates.iter().map(Uuid::to_string).collect();
    std::fs::write(&file, text.join("\n")).unwrap();
    file
}

/// `offers new --rank --json` of `candidates` (in this order in its file), with `more` options.
fn new_ranked(sandbox: &Sandbox, data: &Path, candidates: &[Uuid], more: &[&str]) -> Output {
    let file = candidates_file(data, candidates);
    let mut args = vec![
        "new",
        "--title",
        "T",
        "--candidates",
        file.to_str().unwrap(),
        "--wave-size",
        "2",
        "--wave-wait",
        "1h",
        "--subject",
        "S",
        "--body",
        "B",
        "--sender-name",
        "Ana",
        "--sender-email",
        "ana@agency.example",
        "--rank",
        "--json",
    ];
    args.extend_from_slice(more);
    ok(offers(sandbox, data, &args))
}

/// The offer `offers new --json` wrote, as `offers show --json` prints it.
fn show_new(sandbox: &Sandbox, data: &Path, new: &Output) -> Value {
    let id: Value = serde_json::from_slice(&new.stdout).unwrap();
    show(sandbox, data, id["id"].as_i64().unwrap())
}

/// The offer's candidates' UUIDs, in the order they are offered.
fn candidate_order(offer: &Value) -> Vec<String> {
    offer["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["uuid"].as_str().unwrap().to_owned())
        .collect()
}

fn show(sandbox: &Sandbox, data: &Path, id: i64) -> Value {
    let output = ok(offers(sandbox, data, &["show", &id.to_string(), "--json"]));
    serde_json::from_slice(&output.stdout).unwrap()
}

/// How many messages of `subject` each freelancer received.
fn received(sandbox: &Sandbox, subject: &str) -> HashMap<Uuid, usize> {
    let mut counts = HashMap::new();
    for message in block_on(sent_messages(sandbox)) {
        if message["subject"] != subject {
            continue;
        }
        for uuid in message["delivered_to"].as_array().into_iter().flatten() {
            let uuid: Uuid = uuid.as_str().unwrap().parse().unwrap();
            *counts.entry(uuid).or_default() += 1;
        }
    }
    counts
}

fn run_once(sandbox: &Sandbox, data: &Path, id: i64) -> Output {
    ok(offers(
        sandbox,
        data,
        &["run", &id.to_string(), "--once", "--quiet"],
    ))
}

fn waves(offer: &Value) -> Vec<Option<u64>> {
    offer["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["wave"].as_u64())
        .collect()
}

#[test]
fn an_offer_goes_in_waves_fills_and_tells_everyone_once() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let candidates = block_on(ordinary_freelancers(&sandbox, 10));
    let id = new_offer(&sandbox, data.path(), &candidates, "4", "1h");

    run_once(&sandbox, data.path(), id);
    let offered = received(&sandbox, SUBJECT);
    assert_eq!(offered.len(), 4, "the first wave only: {offered:?}");
    assert!(candidates[..4].iter().all(|c| offered.get(c) == Some(&1)));
    // The wave's wait has not ended: a second look sends nothing.
    run_once(&sandbox, data.path(), id);
    assert_eq!(received(&sandbox, SUBJECT).len(), 4);

    let answer = |uuid: &Uuid, word: &str| {
        offers(
            &sandbox,
            data.path(),
            &["answer", &id.to_string(), &uuid.to_string(), word],
        )
    };
    ok(answer(&candidates[0], "declined"));
    ok(answer(&candidates[1], "question"));
    // The coordinator asks for each next wave rather than wait out its hour.
    for _ in 0..2 {
        ok(offers(
            &sandbox,
            data.path(),
            &["next-wave", &id.to_string()],
        ));
        run_once(&sandbox, data.path(), id);
    }
    let offer = show(&sandbox, data.path(), id);
    assert_eq!(offer["wave"], 3);
    assert_eq!(
        waves(&offer),
        [1, 1, 1, 1, 2, 2, 2, 2, 3, 3].map(Some).to_vec()
    );
    assert!(received(&sandbox, SUBJECT).values().all(|n| *n == 1));

    // An answer from someone never offered is refused; an accept fills it, once.
    let late = block_on(ordinary_freelancers(&sandbox, 11))[10];
    let refused = answer(&late, "accepted");
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        stderr(&refused).contains("not a candidate"),
        "{}",
        stderr(&refused)
    );
    let accepted = ok(answer(&candidates[9], "accepted"));
    assert!(
        stderr(&accepted).contains("filled"),
        "{}",
        stderr(&accepted)
    );
    let again = ok(answer(&candidates[9], "accepted"));
    assert!(
        stderr(&again).contains("not counted twice"),
        "{}",
        stderr(&again)
    );
    let after = ok(answer(&candidates[4], "accepted"));
    assert!(
        stderr(&after).contains("already filled"),
        "{}",
        stderr(&after)
    );

    // The full run tells everyone how it ended and stops: nothing more to do.
    let ran = ok(offers(
        &sandbox,
        data.path(),
        &["run", &id.to_string(), "--every", "1s"],
    ));
    assert!(
        stderr(&ran).contains("nothing more to do"),
        "{}",
        stderr(&ran)
    );
    let thanked = received(&sandbox, "Filled: EN>DE medical");
    let confirmed = received(&sandbox, "Confirmed: EN>DE medical");
    assert_eq!(confirmed.keys().collect::<Vec<_>>(), vec![&candidates[9]]);
    let expected: Vec<&Uuid> = candidates[1..9].iter().collect();
    let mut got: Vec<&Uuid> = thanked.keys().collect();
    got.sort();
    let mut want = expected.clone();
    want.sort();
    assert_eq!(
        got, want,
        "everyone offered but the one who declined and the one who got it"
    );
    assert!(thanked.values().chain(confirmed.values()).all(|n| *n == 1));

    // Another run sends nothing more.
    ok(offers(&sandbox, data.path(), &["run", "--once"]));
    assert_eq!(received(&sandbox, "Filled: EN>DE medical"), thanked);
    let offer = show(&sandbox, data.path(), id);
    assert_eq!(offer["state"], "filled");
    assert_eq!(offer["filled_by"], candidates[9].to_string());
    let list = ok(offers(&sandbox, data.path(), &["list", "--json"]));
    let list: Value = serde_json::from_slice(&list.stdout).unwrap();
    assert_eq!(list[0]["accepted"], 2);
}

#[test]
fn bad_offers_are_refused_with_words_and_nothing_is_written() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let candidates = block_on(ordinary_freelancers(&sandbox, 2));
    let file = candidates_file(data.path(), &candidates);
    let file = file.to_str().unwrap();
    let base = |size: &str, wait: &str, deadline: &str| -> Output {
        offers(
            &sandbox,
            data.path(),
            &[
                "new",
                "--title",
                "T",
                "--candidates",
                file,
                "--wave-size",
                size,
                "--wave-wait",
                wait,
                "--deadline",
                deadline,
                "--subject",
                "S",
                "--body",
                "B",
                "--sender-name",
                "Ana",
                "--sender-email",
                "ana@agency.example",
            ],
        )
    };
    for (output, said) in [
        (base("0", "2h", "2099-01-01 10:00"), "a wave is 1 to 25"),
        (base("26", "2h", "2099-01-01 10:00"), "not 26"),
        (base("5", "0s", "2099-01-01 10:00"), "no time at all"),
        (base("5", "2 weeks", "2099-01-01 10:00"), "weeks"),
        (base("5", "2h", "2001-01-01 10:00"), "already past"),
        (base("5", "2h", "next friday"), "is not a time"),
    ] {
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        assert!(
            stderr(&output).contains(said),
            "{said}: {}",
            stderr(&output)
        );
    }
    let list = ok(offers(&sandbox, data.path(), &["list", "--json"]));
    assert_eq!(String::from_utf8_lossy(&list.stdout).trim(), "[]");
    let missing = offers(&sandbox, data.path(), &["show", "7"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("there is no offer 7"));
}

/// Polls `offers show` until `done` says so, or panics after `patience`.
fn wait_for(
    sandbox: &Sandbox,
    data: &Path,
    id: i64,
    patience: Duration,
    done: impl Fn(&Value) -> bool,
) {
    let start = Instant::now();
    loop {
        if done(&show(sandbox, data, id)) {
            return;
        }
        assert!(start.elapsed() < patience, "{:#}", show(sandbox, data, id));
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[cfg(unix)]
#[test]
fn a_run_killed_between_waves_and_two_runs_at_once_never_offer_anyone_twice() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let candidates = block_on(ordinary_freelancers(&sandbox, 9));
    // Waves 6 s apart: the first run is killed between its first and second wave, and each
    // look at the offer is a whole program's start (seconds under Wine on a loaded machine).
    let id = new_offer(&sandbox, data.path(), &candidates, "3", "6s");
    let spawn_run = || {
        desk_in(&sandbox, data.path())
            .args(["offers", "run", &id.to_string(), "--every", "1s", "--quiet"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap()
    };
    // Killed hard once its first wave went: the next run waits out the wave's wait.
    let mut first = spawn_run();
    wait_for(&sandbox, data.path(), id, Duration::from_secs(30), |o| {
        o["candidates"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["request"] == "sent")
            .count()
            >= 3
    });
    first.kill().unwrap();
    first.wait().unwrap();
    assert_eq!(received(&sandbox, SUBJECT).len(), 3);
    // Two runs at once, through the second and third waves to the end.
    let (mut one, mut two) = (spawn_run(), spawn_run());
    wait_for(&sandbox, data.path(), id, Duration::from_secs(90), |o| {
        o["state"] == "exhausted"
    });
    for run in [&mut one, &mut two] {
        let start = Instant::now();
        while run.try_wait().unwrap().is_none() {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "a run did not end"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    let offered = received(&sandbox, SUBJECT);
    assert_eq!(offered.len(), 9, "{offered:?}");
    assert!(
        offered.values().all(|n| *n == 1),
        "nobody twice: {offered:?}"
    );
    let offer = show(&sandbox, data.path(), id);
    assert_eq!(
        waves(&offer),
        [1, 1, 1, 2, 2, 2, 3, 3, 3].map(Some).to_vec()
    );
    // Each wave waited its 6 s after the last message of the one before.
    let sent: Vec<i64> = offer["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| directory_desk::times::parse_rfc3339(c["sent_at"].as_str().unwrap()).unwrap())
        .collect();
    assert!(
        sent[3] - sent[..3].iter().max().unwrap() >= 6_000,
        "{sent:?}"
    );
    assert!(
        sent[6] - sent[3..6].iter().max().unwrap() >= 6_000,
        "{sent:?}"
    );
}

#[test]
fn the_sandboxs_freelancers_answer_and_the_offer_fills_by_itself() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let c = block_on(ordinary_freelancers(&sandbox, 6));
    let script = |uuid: &Uuid, answer: &str, after: u64| {
        (
            uuid.to_string(),
            serde_json::json!({"answer": answer, "after_seconds": after}),
        )
    };
    let plan: serde_json::Map<String, Value> = [
        script(&c[0], "declined", 0),
        script(&c[1], "silent", 0),
        script(&c[2], "question", 0),
        script(&c[3], "declined", 0),
        script(&c[4], "accepted", 1),
        script(&c[5], "silent", 0),
    ]
    .into_iter()
    .collect();
    assert_eq!(
        block_on(admin_put(&sandbox, "replies", Value::Object(plan))),
        200
    );
    let id = new_offer(&sandbox, data.path(), &c, "2", "2s");
    let ran = ok(offers(
        &sandbox,
        data.path(),
        &["run", &id.to_string(), "--sandbox-replies", "--every", "1s"],
    ));
    assert!(
        stderr(&ran).contains("nothing more to do"),
        "{}",
        stderr(&ran)
    );
    let offer = show(&sandbox, data.path(), id);
    assert_eq!(offer["state"], "filled", "{offer:#}");
    assert_eq!(offer["filled_by"], c[4].to_string());
    let answers: Vec<Value> = offer["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["answer"].clone())
        .collect();
    assert_eq!(
        answers,
        ["declined", "", "question", "declined", "accepted", ""]
            .map(|a| if a.is_empty() {
                Value::Null
            } else {
                Value::from(a)
            })
            .to_vec()
    );
    let thanked = received(&sandbox, "Filled: EN>DE medical");
    let mut thanked: Vec<Uuid> = thanked.into_keys().collect();
    thanked.sort();
    let mut want = vec![c[1], c[2], c[5]];
    want.sort();
    assert_eq!(thanked, want);
    assert_eq!(
        received(&sandbox, "Confirmed: EN>DE medical")
            .into_keys()
            .collect::<Vec<_>>(),
        vec![c[4]]
    );
    assert!(received(&sandbox, SUBJECT).values().all(|n| *n == 1));
}

#[test]
fn ranked_candidates_go_pinned_then_by_the_agencys_word_and_never_do_not_contact() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let c = block_on(ordinary_freelancers(&sandbox, 5));
    let status = |uuid: &Uuid, status: &str| {
        ok(desk_in(&sandbox, data.path())
            .args(["vendors", "set", &uuid.to_string(), "--status", status])
            .output()
            .unwrap());
    };
    status(&c[0], "do_not_contact");
    status(&c[1], "on_hold");
    status(&c[3], "active");
    let pinned = c[4].to_string();
    let output = new_ranked(&sandbox, data.path(), &c, &["--pin", &pinned]);
    assert!(
        stderr(&output).contains("left out, marked do not contact"),
        "{}",
        stderr(&output)
    );
    let offer = show_new(&sandbox, data.path(), &output);
    let order = candidate_order(&offer);
    assert_eq!(
        order,
        [&c[4], &c[3], &c[2], &c[1]].map(Uuid::to_string).to_vec()
    );
    assert_eq!(offer["candidates"][0]["pinned"], true);
}

#[test]
fn ranking_asks_each_candidates_availability_and_puts_the_free_before_the_booked() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let c = block_on(ordinary_freelancers(&sandbox, 3));
    // Pinned in the sandbox, every day, so that the order does not hang on the day the test
    // runs: booked, unset, free.
    let pins = serde_json::json!({
        c[0].to_string(): 0,
        c[1].to_string(): null,
        c[2].to_string(): 100,
    });
    assert_eq!(block_on(admin_put(&sandbox, "availability", pins)), 200);
    let refused = serde_json::json!({ c[0].to_string(): 30 });
    assert_eq!(block_on(admin_put(&sandbox, "availability", refused)), 400);
    // Not in the directory: its availability cannot be read, and it ranks as unknown.
    let stranger = Uuid::from_u128(0x5eed_0000_0000_4000_8000_0000_0000_0001);
    let deadline = ["--deadline", "2099-12-04T17:00:00+01:00"];
    let output = new_ranked(
        &sandbox,
        data.path(),
        &[c[0], c[1], stranger, c[2]],
        &deadline,
    );
    let said = stderr(&output);
    assert_eq!(
        said.matches("note: availability of 1 candidate could not be read")
            .count(),
        1,
        "{said}"
    );
    let offer = show_new(&sandbox, data.path(), &output);
    let order = candidate_order(&offer);
    // Free, then the two unknowns in the file's order, then booked.
    assert_eq!(
        order,
        [c[2], c[1], stranger, c[0]].map(|u| u.to_string()).to_vec()
    );
    let asked = block_on(admin_get(&sandbox, "stats")).to_string();
    assert!(asked.contains("/v2/availability/{uuid}"), "{asked}");
}

#[test]
fn an_offer_steps_only_as_the_account_it_was_made_as() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let candidates = block_on(ordinary_freelancers(&sandbox, 4));
    // Made as the demo account, which writes a job of it (and so names itself).
    let id = new_offer(&sandbox, data.path(), &candidates, "2", "1h");
    run_once(&sandbox, data.path(), id);
    assert_eq!(received(&sandbox, SUBJECT).len(), 2);
    ok(offers(
        &sandbox,
        data.path(),
        &["next-wave", &id.to_string()],
    ));
    // A colleague's account of the same directory, on the same desk: no wave goes as it.
    let as_colleague = |args: &[&str]| {
        desk_on_built_in(data.path())
            .args([
                "--base-url",
                &sandbox.base_url(),
                "--api-key",
                directory_desk::sandbox::SECOND_API_KEY,
                "offers",
            ])
            .args(args)
            .output()
            .unwrap()
    };
    let id_text = id.to_string();
    for args in [vec!["run", &id_text, "--once"], vec!["run", "--once"]] {
        let refused = as_colleague(&args);
        let said = stderr(&refused);
        assert_eq!(refused.status.code(), Some(1), "{args:?}: {said}");
        assert!(
            said.contains(&format!("offer {id} was made as "))
                && said.contains("; you are signed in as ")
                && said.contains("Nothing was sent: sign in as "),
            "{args:?}: {said}"
        );
    }
    assert_eq!(received(&sandbox, SUBJECT).len(), 2, "nothing more went");
    // The account that made it goes on.
    run_once(&sandbox, data.path(), id);
    assert_eq!(received(&sandbox, SUBJECT).len(), 4);
}

#[cfg(unix)]
#[test]
fn ctrl_c_ends_offers_run_once_its_step_is_done_and_says_the_offer_goes_on() {
    use crate::cli_outbox::{Sending, poll_until, signals_reach_the_program};
    if !signals_reach_the_program() {
        return;
    }
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let candidates = block_on(ordinary_freelancers(&sandbox, 6));
    let id = new_offer(&sandbox, data.path(), &candidates[..4], "2", "1h");
    // Another open offer, not run here: the run's last words are not about it.
    new_offer(&sandbox, data.path(), &candidates[4..], "2", "1h");
    // Left alone, this run waits out the wave's hour.
    let mut run = Sending::spawn(&sandbox, data.path(), &["offers", "run", &id.to_string()]);
    poll_until("the first wave is offered", || {
        received(&sandbox, SUBJECT).len() == 2
    });
    run.signal("INT");
    let code = run.exit_code(Duration::from_secs(30));
    let said = run.stderr();
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains(&format!(
            "stopped; offer {id} goes on at the next `offers run`"
        )),
        "{said}"
    );
    assert_eq!(received(&sandbox, SUBJECT).len(), 2, "nobody offered twice");
}

#[test]
fn an_answer_in_a_team_is_recorded_by_the_teams_name_for_the_desk() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let candidates = block_on(ordinary_freelancers(&sandbox, 2));
    let id = new_offer(&sandbox, data.path(), &candidates, "2", "1h");
    run_once(&sandbox, data.path(), id);
    // The desk joins a team (out of reach here: the answer is kept, and shared later).
    let config = data.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[teams.\"{}\"]\nurl = \"postgres://desk@127.0.0.1:9/team\"\ncoordinator = \"Ana\"\n",
            sandbox.base_url()
        ),
    )
    .unwrap();
    // Nothing else of the team has a say in who answered: not even a desk id gone bad.
    std::fs::write(data.path().join("team-desk-id"), "not an id").unwrap();
    let answered = desk_in(&sandbox, data.path())
        .env("DIRECTORY_DESK_CONFIG", program_path(&config))
        .args(["offers", "answer", &id.to_string()])
        .args([&candidates[0].to_string(), "declined"])
        .output()
        .unwrap();
    assert_eq!(answered.status.code(), Some(0), "{}", stderr(&answered));
    let offer = show(&sandbox, data.path(), id);
    let answered_by = offer["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["uuid"] == candidates[0].to_string())
        .map(|c| c["answered_by"].clone());
    assert_eq!(answered_by, Some(Value::from("Ana")));
}

/// The sandbox's request counts: what reached the directory.
fn requests(sandbox: &Sandbox) -> Value {
    let total = block_on(admin_get(sandbox, "stats"))["data"]["total"].clone();
    // A count, never a missing key: two nulls would always agree.
    assert!(total.is_u64(), "the sandbox counts requests: {total}");
    total
}

#[test]
fn a_bad_offer_is_refused_before_the_directory_is_asked_anything() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let candidates = block_on(ordinary_freelancers(&sandbox, 3));
    let file = candidates_file(data.path(), &candidates);
    let file = file.to_str().unwrap();
    let before = requests(&sandbox);
    for ((flag, value), said) in [
        (("--wave-size", "0"), "a wave is 1 to 25 freelancers"),
        (
            ("--deadline", "2001-01-01 10:00"),
            "the deadline 2001-01-01",
        ),
        (
            ("--choose-by", "2001-01-01 10:00"),
            "the time to pick by 2001-01-01",
        ),
        (("--title", " "), "the offer needs a title"),
    ] {
        let mut options = vec![
            ("--title", "T"),
            ("--candidates", file),
            ("--wave-size", "2"),
            ("--wave-wait", "1h"),
            ("--subject", "S"),
            ("--body", "B"),
            ("--sender-name", "Ana"),
            ("--sender-email", "ana@agency.example"),
        ];
        options.retain(|(name, _)| *name != flag);
        options.push((flag, value));
        // Ranked, which asks the directory each candidate's availability, and who is
        // signed in: neither is asked for an offer that cannot be written.
        let mut args = vec!["new", "--rank"];
        args.extend(options.iter().flat_map(|(name, value)| [*name, *value]));
        let refused = offers(&sandbox, data.path(), &args);
        let words = stderr(&refused);
        assert_eq!(refused.status.code(), Some(2), "{flag} {value}: {words}");
        assert!(
            words.contains(&format!("error: {said}")) && words.contains("nothing was written"),
            "{flag} {value}: {words}"
        );
        assert!(!words.contains("availability"), "{flag} {value}: {words}");
    }
    assert_eq!(
        requests(&sandbox),
        before,
        "no request reached the directory"
    );
    let list = ok(offers(&sandbox, data.path(), &["list", "--json"]));
    assert_eq!(String::from_utf8_lossy(&list.stdout).trim(), "[]");
}

/// Sets a column of offer `id` in the data folder's database to a word this version does
/// not know, as another version (or a hand) could.
fn unreadable(data: &Path, id: i64) {
    let path = data.join(directory_desk::store::FILE_NAME);
    let database = rusqlite::Connection::open(path).unwrap();
    database.busy_timeout(Duration::from_secs(10)).unwrap();
    database
        .execute("UPDATE offer SET send_when = 'at_dawn' WHERE id = ?1", [id])
        .unwrap();
}

#[test]
fn an_unreadable_offer_is_listed_by_name_and_not_run_and_the_others_are() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let candidates = block_on(ordinary_freelancers(&sandbox, 4));
    let good = new_offer(&sandbox, data.path(), &candidates[..2], "2", "1h");
    let bad = new_offer(&sandbox, data.path(), &candidates[2..], "2", "1h");
    unreadable(data.path(), bad);
    // Listed, and the exit code says an item failed.
    let failed_one = |output: Output| {
        assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
        output
    };
    let list = failed_one(offers(&sandbox, data.path(), &["list"]));
    let lines = String::from_utf8_lossy(&list.stdout).into_owned();
    assert!(
        lines.contains(&format!(
            "{bad}  unreadable: offer {bad} has the sending rule 'at_dawn'"
        )),
        "{lines}"
    );
    assert!(
        lines.contains("open") && lines.contains("EN>DE medical"),
        "{lines}"
    );
    let list = failed_one(offers(&sandbox, data.path(), &["list", "--json"]));
    let rows: Value = serde_json::from_slice(&list.stdout).unwrap();
    assert_eq!(rows[0]["id"], bad, "{rows}");
    assert!(
        rows[0]["unreadable"].as_str().unwrap().contains("at_dawn"),
        "{rows}"
    );
    assert_eq!(rows[1]["state"], "open", "{rows}");

    // Run alone: not "no such offer", and not waited for.
    let alone = offers(&sandbox, data.path(), &["run", &bad.to_string(), "--once"]);
    let said = stderr(&alone);
    assert_eq!(alone.status.code(), Some(1), "{said}");
    assert!(
        said.contains(&format!(
            "error: offer {bad} is not run: offer {bad} has the sending rule"
        )),
        "{said}"
    );
    // Run with the others: they go on; it is said once, as lasting, not tried again.
    let all = offers(&sandbox, data.path(), &["run", "--once"]);
    let said = stderr(&all);
    assert_eq!(all.status.code(), Some(1), "{said}");
    assert_eq!(
        said.matches(&format!("offer {bad} is not run")).count(),
        1,
        "{said}"
    );
    assert!(!said.contains("trying again"), "{said}");
    assert_eq!(
        received(&sandbox, SUBJECT).len(),
        2,
        "the good offer's wave went"
    );
    assert_eq!(show(&sandbox, data.path(), good)["wave"], 1);
}

/// An offer that turns unreadable while `offers run` waits on it is refused by the outbox
/// for good: the run says so, stops waiting for it and ends.
#[cfg(unix)]
#[test]
fn an_offer_refused_for_good_while_it_runs_is_not_waited_for() {
    use crate::cli_outbox::{Sending, poll_until};
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let candidates = block_on(ordinary_freelancers(&sandbox, 4));
    let id = new_offer(&sandbox, data.path(), &candidates, "2", "1h");
    // Left alone, this run waits out the wave's hour.
    let mut run = Sending::spawn(
        &sandbox,
        data.path(),
        &["offers", "run", &id.to_string(), "--every", "1s"],
    );
    poll_until("the first wave is offered", || {
        received(&sandbox, SUBJECT).len() == 2
    });
    unreadable(data.path(), id);
    let code = run.exit_code(Duration::from_secs(60));
    let said = run.stderr();
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains(&format!(
            "error: offer {id} is not run: offer {id} has the sending rule"
        )),
        "{said}"
    );
    assert!(!said.contains("trying again"), "{said}");
}

/// The directory's count of API requests so far (its own `/__sandbox` ones not counted).
fn directory_requests(sandbox: &Sandbox) -> u64 {
    requests(sandbox).as_u64().expect("a count")
}

/// Filled while the others sleep: the one who got it is confirmed, the others' thanks wait
/// for their mornings, and meanwhile the offer asks the directory nothing. Once it spun:
/// 66,282 requests in a minute, and `offers run --once` never ended.
#[test]
fn an_offer_filled_at_night_rests_until_their_morning_and_a_run_once_ends() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let people = with_zones(&sandbox, 4);
    let c: Vec<Uuid> = people.iter().map(|(uuid, _)| *uuid).collect();
    // Everyone at work while the offer goes out.
    let all_day: Vec<(Uuid, String)> = c.iter().map(|u| (*u, "07:00-22:00".into())).collect();
    pin_hours(&sandbox, &all_day);
    let id = new_offer_sent(
        &sandbox,
        data.path(),
        &c,
        ("4", "1h"),
        ("working-hours", "2099-12-04T17:00:00+01:00"),
    );
    run_once(&sandbox, data.path(), id);
    assert_eq!(received(&sandbox, SUBJECT).len(), 4, "everyone offered");
    ok(offers(
        &sandbox,
        data.path(),
        &["answer", &id.to_string(), &c[0].to_string(), "accepted"],
    ));
    // Night falls for the three others.
    let night: Vec<(Uuid, String)> = people[1..]
        .iter()
        .map(|(uuid, zone)| (*uuid, asleep_now(zone)))
        .collect();
    pin_hours(&sandbox, &night);

    let before = directory_requests(&sandbox);
    // A run --once ends with what is due now: given a minute, not waited for for ever.
    let mut once = desk_in(&sandbox, data.path())
        .args(["offers", "run", &id.to_string(), "--once", "--quiet"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the binary starts");
    let started = Instant::now();
    let ended = loop {
        if let Some(status) = once.try_wait().expect("the run can be waited for") {
            break status;
        }
        if started.elapsed() > Duration::from_secs(60) {
            let _ = once.kill();
            let asked = directory_requests(&sandbox) - before;
            panic!("`offers run --once` still running after a minute, {asked} requests");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(ended.success(), "the run --once ended {ended}");
    let first = directory_requests(&sandbox) - before;
    eprintln!("a filled offer's first look: {first} requests");
    let confirmed = received(&sandbox, "Confirmed: EN>DE medical");
    assert_eq!(confirmed.keys().collect::<Vec<_>>(), vec![&c[0]]);
    assert!(
        received(&sandbox, "Filled: EN>DE medical").is_empty(),
        "nobody thanked in their night"
    );
    // Each one looked up and their hours read once, the confirmation sent, who is signed in.
    assert!(
        first <= 12,
        "{first} requests for a filled offer's first look"
    );

    // Left running with nothing due: a handful of requests, not thousands.
    let before = directory_requests(&sandbox);
    let mut left_running = desk_in(&sandbox, data.path())
        .args(["offers", "run", &id.to_string(), "--every", "1s"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the binary starts");
    std::thread::sleep(Duration::from_secs(10));
    let idle = directory_requests(&sandbox) - before;
    eprintln!("10 s of an offer with nothing due, looked at every second: {idle} requests");
    left_running.kill().expect("the run is stopped");
    left_running.wait().expect("the run ends");
    assert!(
        idle <= 3,
        "{idle} requests in 10 s of looking every second at an offer with nothing due"
    );
    assert!(received(&sandbox, "Filled: EN>DE medical").is_empty());
    let offer = show(&sandbox, data.path(), id);
    assert_eq!(offer["state"], "filled");
}

/// A desk closed past the job's deadline: its next run offers nobody new, ends the offer,
/// and tells everyone offered who did not decline, once.
#[test]
fn past_the_deadline_a_run_offers_nobody_new_and_tells_everyone_waiting_once() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let c = block_on(ordinary_freelancers(&sandbox, 6));
    let soon = jiff::Timestamp::now() + jiff::SignedDuration::from_secs(4);
    let id = new_offer_sent(
        &sandbox,
        data.path(),
        &c,
        ("2", "1h"),
        ("now", &soon.to_string()),
    );
    run_once(&sandbox, data.path(), id);
    assert_eq!(received(&sandbox, SUBJECT).len(), 2, "the first wave");
    ok(offers(
        &sandbox,
        data.path(),
        &["answer", &id.to_string(), &c[1].to_string(), "declined"],
    ));
    std::thread::sleep(Duration::from_secs(5));
    // The coordinator asked for the next wave before closing the laptop.
    ok(offers(
        &sandbox,
        data.path(),
        &["next-wave", &id.to_string()],
    ));
    run_once(&sandbox, data.path(), id);
    assert_eq!(received(&sandbox, SUBJECT).len(), 2, "nobody new offered");
    let offer = show(&sandbox, data.path(), id);
    assert_eq!(offer["state"], "expired", "{offer:#}");
    let told = received(&sandbox, "Closed: EN>DE medical");
    assert_eq!(
        told.keys().collect::<Vec<_>>(),
        vec![&c[0]],
        "not the one who declined"
    );
    run_once(&sandbox, data.path(), id);
    assert_eq!(
        received(&sandbox, "Closed: EN>DE medical"),
        told,
        "told once"
    );
}
