//! The real `directory-desk` binary, against a sandbox over real HTTP.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

use common::*;
use directory_desk::sandbox::{DEMO_API_KEY, Sandbox};
use serde_json::Value;

/// The binary with a clean environment: no user configuration, no key from the shell.
fn desk() -> Command {
    let mut command = desk_command();
    command
        .env(
            "DIRECTORY_DESK_CONFIG",
            std::env::temp_dir().join("directory-desk-tests-no-such-config.toml"),
        )
        .env_remove("DIRECTORY_DESK_API_KEY")
        .env_remove("DIRECTORY_DESK_LOG")
        // Its database and logs in a folder of its own, never the user's.
        .env("DIRECTORY_DESK_DATA", scratch_folder());
    command
}

/// The binary pointed at `sandbox` with the demo key.
fn desk_on(sandbox: &Sandbox) -> Command {
    let mut command = desk();
    command.args(["--base-url", &sandbox.base_url(), "--api-key", DEMO_API_KEY]);
    command
}

fn run(command: &mut Command) -> Output {
    command.output().expect("the binary runs")
}

pub(crate) fn run_with_stdin(command: &mut Command, input: &str) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The exit code is `code` and standard error says `complaint`.
fn expect_exit(output: &Output, code: i32, complaint: &str) {
    assert_eq!(output.status.code(), Some(code), "{}", stderr(output));
    assert!(stderr(output).contains(complaint), "{}", stderr(output));
}

fn json_lines(output: &Output) -> Vec<Value> {
    stdout(output)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}")))
        .collect()
}

// Linux and the BSDs only: there a window needs DISPLAY or WAYLAND_DISPLAY. Windows and macOS
// always have a desktop to open it on, and the window would open (and stay) instead.
#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn without_a_display_it_says_the_window_cannot_open_and_points_to_the_command_line() {
    if !linux_program_only(
        "a Windows program has no DISPLAY to go without: Windows always has a desktop to open \
         its window on (and Wine needs the X display to start a program at all)",
    ) {
        return;
    }
    let output = run(desk().env_remove("DISPLAY").env_remove("WAYLAND_DISPLAY"));
    expect_exit(&output, 2, "the window could not open");
    assert!(
        stderr(&output).contains("directory-desk --help"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn the_sandbox_command_prints_its_address_first_and_serves_there() {
    let mut child = desk()
        .args([
            "sandbox",
            "--port",
            "0",
            "--freelancers",
            "50",
            "--api-key",
            "extra-key",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let base_url = first
        .trim_end()
        .strip_prefix("listening on ")
        .expect("the first line names the address")
        .to_owned();
    let port = base_url
        .strip_prefix("http://127.0.0.1:")
        .and_then(|rest| rest.strip_suffix("/v2/"))
        .and_then(|port| port.parse::<u16>().ok());
    assert!(port.is_some_and(|p| p > 0), "{first:?}");

    for key in [DEMO_API_KEY, "extra-key"] {
        let output = run(desk().args([
            "--base-url",
            &base_url,
            "--api-key",
            key,
            "whoami",
            "--json",
        ]));
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        assert_eq!(
            json_lines(&output)[0]["uuid"],
            Sandbox::demo_account().to_string()
        );
    }
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn lookup_prints_one_json_line_per_uuid_and_exits_1_when_some_fail() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let mut args: Vec<String> = good.iter().map(|u| u.to_string()).collect();
    args.push(unknown_uuid().to_string());
    let output = run(desk_on(&sandbox).arg("lookup").arg("--json").args(&args));
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 4);
    for line in &lines {
        let uuid = line["uuid"].as_str().unwrap();
        if uuid == unknown_uuid().to_string() {
            assert_eq!(line["ok"], false);
            assert_eq!(line["status"], 400);
            assert_eq!(
                line["error_messages"][0],
                "No freelancer was found with that UUID."
            );
        } else {
            assert_eq!(line["ok"], true);
            assert_eq!(line["data"]["uuid"], uuid);
        }
    }
}

#[test]
fn lookup_reads_uuids_from_any_text_in_a_file_or_stdin() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let text = format!(
        "uuid,name\n{},Ana\n\"{}\",Bo\nSee https://directory.example/freelancer/{} (again: {})\n",
        good[0],
        good[1].to_string().to_uppercase(),
        good[2],
        good[0]
    );
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), &text).unwrap();

    let from_file = run(desk_on(&sandbox)
        .args(["lookup", "--json", "--file"])
        .arg(file.path()));
    let from_stdin = run_with_stdin(desk_on(&sandbox).args(["lookup", "--json"]), &text);
    for output in [from_file, from_stdin] {
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        let mut found: Vec<String> = json_lines(&output)
            .iter()
            .map(|l| l["uuid"].as_str().unwrap().to_owned())
            .collect();
        found.sort();
        let mut expected: Vec<String> = good.iter().map(|u| u.to_string()).collect();
        expected.sort();
        assert_eq!(found, expected);
    }
}

#[test]
fn lookup_reports_tokens_that_are_not_uuids() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 1));
    let output = run(desk_on(&sandbox).args(["lookup", &good[0].to_string(), "not-a-uuid"]));
    expect_exit(&output, 1, "not a UUID: not-a-uuid");

    let nothing = run(desk_on(&sandbox).args(["lookup", "hello", "world"]));
    assert_eq!(
        nothing.status.code(),
        Some(2),
        "no UUID at all is a usage error"
    );
}

#[test]
fn a_refused_key_exits_3() {
    let sandbox = start_sandbox();
    let output = run(desk().args([
        "--base-url",
        &sandbox.base_url(),
        "--api-key",
        "wrong",
        "whoami",
    ]));
    expect_exit(&output, 3, "API key was not accepted");
    assert!(!stderr(&output).contains("wrong"), "the key is not echoed");

    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let lookup = run(desk()
        .args([
            "--base-url",
            &sandbox.base_url(),
            "--api-key",
            "wrong",
            "lookup",
        ])
        .args(good.iter().map(|u| u.to_string())));
    assert_eq!(lookup.status.code(), Some(3));
}

#[test]
fn send_delivers_once_and_prints_the_receipt() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 3));
    let to = recipients
        .iter()
        .map(|u| u.to_string())
        .collect::<Vec<_>>()
        .join(",");
    let body_file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(body_file.path(), "Hello,\nare you free next week?\n").unwrap();
    let output = run(desk_on(&sandbox)
        .args([
            "send",
            "--to",
            &to,
            "--sender-name",
            "Ana",
            "--sender-email",
            "ana@agency.example",
        ])
        .args([
            "--subject",
            "Legal, eng>ita",
            "--type",
            "job",
            "--json",
            "--body-file",
        ])
        .arg(body_file.path()));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let receipt = &json_lines(&output)[0];
    assert_eq!(receipt["ok"], true);
    assert_eq!(receipt["status"], "sent");
    assert_eq!(receipt["http_status"], 201);
    let sent = block_on(sent_messages(&sandbox));
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0]["delivered_to"], serde_json::json!(recipients));
    assert_eq!(sent[0]["type"], "job");
    assert_eq!(sent[0]["body"], "Hello,\nare you free next week?\n");
}

#[test]
fn send_refuses_an_invalid_message_without_a_request() {
    let sandbox = start_sandbox();
    let many = block_on(ordinary_freelancers(&sandbox, 26));
    let too_many = many
        .iter()
        .map(|u| u.to_string())
        .collect::<Vec<_>>()
        .join(",");
    for (to, email, complaint) in [
        (many[0].to_string(), "ana@", "not a well-formed e-mail"),
        (too_many, "ana@agency.example", "at most 25"),
        (
            "not-a-uuid".to_owned(),
            "ana@agency.example",
            "not a valid UUID",
        ),
    ] {
        let output = run(desk_on(&sandbox).args([
            "send",
            "--to",
            &to,
            "--sender-name",
            "Ana",
            "--sender-email",
            email,
            "--subject",
            "S",
            "--body",
            "B",
        ]));
        expect_exit(&output, 2, complaint);
    }
    assert_eq!(block_on(requests_for(&sandbox, "POST /v2/messages")), 0);
}

/// A lost answer, and a 5xx after the directory stored the message: each may have been
/// delivered, and `send --to` says so, never "not delivered", and never sends it twice.
#[test]
fn a_lost_answer_is_reported_as_possibly_delivered() {
    use directory_desk::sandbox::Fault;
    for fault in [Fault::DropAfter, Fault::ErrorAfter, Fault::HtmlErrorAfter] {
        let sandbox = start_sandbox();
        let recipients = block_on(ordinary_freelancers(&sandbox, 3));
        block_on(script_faults(&sandbox, "messages", &[fault]));
        let mut args = vec!["send".to_owned()];
        for uuid in &recipients {
            args.extend(["--to".to_owned(), uuid.to_string()]);
        }
        args.extend(
            [
                "--sender-name",
                "Ana",
                "--sender-email",
                "ana@agency.example",
                "--subject",
                "S",
                "--body",
                "B",
                "--json",
            ]
            .map(str::to_owned),
        );
        let output = run(desk_on(&sandbox).args(&args));
        let said = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{fault:?}: {said}");
        assert_eq!(json_lines(&output)[0]["outcome"], "unknown", "{fault:?}");
        assert!(
            said.contains("MAY HAVE BEEN DELIVERED"),
            "{fault:?}: {said}"
        );
        assert!(!said.contains("was not delivered"), "{fault:?}: {said}");
        // The directory did store it, once: the command never sent it again.
        assert_eq!(block_on(sent_messages(&sandbox)).len(), 1, "{fault:?}");
        assert_eq!(
            block_on(requests_for(&sandbox, "POST /v2/messages")),
            1,
            "{fault:?}"
        );
    }
}

#[test]
fn configuration_mistakes_exit_2_with_a_reason() {
    let insecure = run(desk().args([
        "--base-url",
        "http://directory.example/v2/",
        "--api-key",
        "k",
        "whoami",
    ]));
    expect_exit(&insecure, 2, "plain http");

    let config = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(
        config.path(),
        "[environments.work]\nbase_url = \"https://d.example/v2/\"\napi_key = \"s3cret\"\n",
    )
    .unwrap();
    let secret = run(desk()
        .env("DIRECTORY_DESK_CONFIG", config.path())
        .args(["--env", "work", "whoami"]));
    expect_exit(&secret, 2, "secrets do not belong");
    assert!(!stderr(&secret).contains("s3cret"));

    let unknown = run(desk().args(["--env", "nowhere", "whoami"]));
    expect_exit(&unknown, 2, "no environment named 'nowhere'");

    let no_key = run(desk().args(["--env", "production", "whoami"]));
    expect_exit(&no_key, 2, "no credential");
}

#[test]
fn a_named_environment_from_the_config_file_is_used() {
    let sandbox = start_sandbox();
    let config = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(
        config.path(),
        format!(
            "default_environment = \"local\"\n[environments.local]\nbase_url = \"{}\"\napi_key_header = \"x-proz-api-key\"\nconcurrency = 2\n",
            sandbox.base_url()
        ),
    )
    .unwrap();
    let output = run(desk()
        .env("DIRECTORY_DESK_CONFIG", config.path())
        .env("DIRECTORY_DESK_API_KEY", DEMO_API_KEY)
        .args(["whoami"]));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("environment:  local"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn with_nothing_configured_the_built_in_sandbox_answers() {
    let output = run(desk().args(["whoami", "--json"]));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(
        json_lines(&output)[0]["uuid"],
        Sandbox::demo_account().to_string()
    );
}

/// `text` as Excel's "Unicode text" export writes it: UTF-16 LE with a byte-order mark.
fn utf16_le(text: &str) -> Vec<u8> {
    let mut bytes = vec![0xFF, 0xFE];
    bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
    bytes
}

/// `desk()` with its database in `data`, so that one command sees what another saved.
fn desk_with_data(data: &std::path::Path) -> Command {
    let mut command = desk();
    command.env("DIRECTORY_DESK_DATA", data);
    command
}

#[test]
fn send_refuses_a_body_file_over_the_cap_and_sends_nothing() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 1));
    let cap = directory_desk::input::MESSAGE_TEXT;
    let body_file = tempfile::NamedTempFile::new().unwrap();
    let too_long = cap.max_bytes as usize + 1;
    std::fs::write(body_file.path(), "a".repeat(too_long)).unwrap();
    let output = run(desk_on(&sandbox)
        .args(["send", "--to", &recipients[0].to_string()])
        .args([
            "--sender-name",
            "Ana",
            "--sender-email",
            "ana@agency.example",
        ])
        .args(["--subject", "S", "--body-file"])
        .arg(body_file.path()));
    expect_exit(
        &output,
        2,
        &format!(
            "is larger than {}, the most Directory Desk reads for a message text",
            cap.size()
        ),
    );
    assert!(
        stderr(&output).contains("nothing was sent"),
        "{}",
        stderr(&output)
    );
    assert_eq!(block_on(requests_for(&sandbox, "POST /v2/messages")), 0);
}

#[test]
fn help_names_the_caps_on_files_and_standard_input() {
    use directory_desk::input::{MESSAGE_TEXT, RECIPIENT_LIST};
    for (command, cap) in [
        (&["send", "--help"][..], MESSAGE_TEXT),
        (&["send", "--help"][..], RECIPIENT_LIST),
        (&["lookup", "--help"][..], RECIPIENT_LIST),
        (&["lists", "import", "--help"][..], RECIPIENT_LIST),
    ] {
        let output = run(desk().args(command));
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        let help = stdout(&output)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(help.contains(&format!("at most {}", cap.size())), "{help}");
    }
}

#[test]
fn a_body_file_in_utf16_or_with_a_byte_order_mark_is_sent_as_its_text() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 1));
    let text = "Grüße,\nsind Sie nächste Woche frei?\n";
    let mut utf8_with_bom = vec![0xEF, 0xBB, 0xBF];
    utf8_with_bom.extend(text.as_bytes());
    for (subject, bytes) in [
        ("UTF-16", utf16_le(text)),
        ("UTF-8 with BOM", utf8_with_bom),
    ] {
        let body_file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(body_file.path(), bytes).unwrap();
        let output = run(desk_on(&sandbox)
            .args(["send", "--to", &recipients[0].to_string()])
            .args([
                "--sender-name",
                "Ana",
                "--sender-email",
                "ana@agency.example",
            ])
            .args(["--subject", subject, "--body-file"])
            .arg(body_file.path()));
        assert_eq!(
            output.status.code(),
            Some(0),
            "{subject}: {}",
            stderr(&output)
        );
    }
    let sent = block_on(sent_messages(&sandbox));
    assert_eq!(sent.len(), 2);
    for message in sent {
        assert_eq!(message["body"], text, "{}", message["subject"]);
    }
}

#[test]
fn a_list_on_standard_input_over_the_cap_is_refused_and_nothing_is_saved() {
    let data = tempfile::tempdir().unwrap();
    let cap = directory_desk::input::RECIPIENT_LIST;
    let mut child = desk_with_data(data.path())
        .args(["lists", "import", "Everyone", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut pipe = child.stdin.take().unwrap();
    // Offers a megabyte more than the cap; the binary may hang up before taking it all.
    let writer = std::thread::spawn(move || {
        let block = format!("{}\n", unknown_uuid()).repeat(1800).into_bytes();
        let mut written = 0;
        while written <= cap.max_bytes + 1024 * 1024 {
            if pipe.write_all(&block).is_err() {
                break;
            }
            written += block.len() as u64;
        }
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    expect_exit(
        &output,
        2,
        &format!("standard input is larger than {}", cap.size()),
    );

    let shown = run(desk_with_data(data.path()).args(["lists", "show", "--json"]));
    assert_eq!(shown.status.code(), Some(0), "{}", stderr(&shown));
    assert_eq!(stdout(&shown), "", "no list was saved");
}

#[cfg(unix)]
#[test]
fn an_endless_file_is_refused_after_the_cap() {
    let cap = directory_desk::input::RECIPIENT_LIST.size();
    let endless = std::path::Path::new("/dev/zero");
    let output = run(desk().args(["lookup", "--file"]).arg(endless));
    expect_exit(
        &output,
        2,
        &format!("{} is larger than {cap}", program_path(endless)),
    );
}

/// `folder/Zoë/Listes d'envoi/`: where an agency in Lyon keeps its lists, as
/// `C:\Users\Zoë\Listes d'envoi\` on Windows (accents, an apostrophe and spaces).
fn accented_folder(root: &std::path::Path) -> std::path::PathBuf {
    let folder = root.join("Zoë").join("Listes d'envoi");
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

#[test]
fn lists_saved_by_excel_in_a_folder_with_accents_are_read_whatever_their_encoding() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let data = tempfile::tempdir().unwrap();
    let folder = accented_folder(data.path());
    // Excel's "Unicode text" (UTF-16 LE with a byte-order mark, tabs, CRLF) and its "CSV UTF-8"
    // (a UTF-8 byte-order mark, commas, CRLF), with names that are not ASCII either.
    let unicode_text = folder.join("é.txt");
    std::fs::write(
        &unicode_text,
        utf16_le(&format!(
            "uuid\tnom\r\n{}\tZoë Lefèvre\r\n{}\tÉloïse Brûlé\r\n",
            good[0], good[1]
        )),
    )
    .unwrap();
    let csv_utf8 = folder.join("équipe.csv");
    let mut bytes = vec![0xEF, 0xBB, 0xBF];
    bytes.extend(format!("uuid,nom\r\n{},Zoë\r\n{},Éloïse\r\n", good[1], good[0]).into_bytes());
    std::fs::write(&csv_utf8, bytes).unwrap();

    let mut expected: Vec<String> = good.iter().map(|u| u.to_string()).collect();
    expected.sort();
    for file in [&unicode_text, &csv_utf8] {
        let output = run(desk_on(&sandbox)
            .args(["lookup", "--json", "--file"])
            .arg(file));
        assert_eq!(
            output.status.code(),
            Some(0),
            "{}: {}",
            file.display(),
            stderr(&output)
        );
        let mut found: Vec<String> = json_lines(&output)
            .iter()
            .map(|l| l["uuid"].as_str().unwrap_or_default().to_owned())
            .collect();
        found.sort();
        assert_eq!(found, expected, "{}", file.display());
    }

    let imported = run(desk_with_data(data.path())
        .args(["lists", "import", "Lyon, équipe d'été"])
        .arg(&unicode_text));
    assert_eq!(imported.status.code(), Some(0), "{}", stderr(&imported));
    let members =
        run(desk_with_data(data.path()).args(["lists", "show", "Lyon, équipe d'été", "--json"]));
    let found: Vec<String> = json_lines(&members)
        .iter()
        .map(|m| m["uuid"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(found, vec![good[0].to_string(), good[1].to_string()]);
}

#[test]
fn a_list_file_that_is_not_there_is_named_with_the_reason_and_nothing_is_sent() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let missing = accented_folder(data.path()).join("é.txt");
    let lookup = run(desk_on(&sandbox).args(["lookup", "--file"]).arg(&missing));
    expect_exit(
        &lookup,
        2,
        &format!("cannot read {}", program_path(&missing)),
    );
    // The OS's own words follow, in its language ("No such file or directory" on Linux, "The
    // system cannot find the file specified" on Windows, "File not found" under Wine), and
    // its code, which is 2 on both.
    assert!(
        stderr(&lookup).contains("(os error 2)"),
        "{}",
        stderr(&lookup)
    );

    let in_a_missing_folder = data.path().join("Zoë").join("nowhere").join("é.txt");
    let send = run(desk_on(&sandbox)
        .args(["send", "--recipients"])
        .arg(&in_a_missing_folder)
        .args([
            "--sender-name",
            "Ana",
            "--sender-email",
            "ana@agency.example",
            "--subject",
            "S",
            "--body",
            "B",
        ]));
    expect_exit(
        &send,
        2,
        &format!("cannot read {}", program_path(&in_a_missing_folder)),
    );
    assert_eq!(block_on(requests_for(&sandbox, "POST /v2/messages")), 0);
}

/// A list that another program holds open with no sharing, as Excel holds an open workbook:
/// Windows refuses to read it, and the program says which file and why. Linux has no such
/// lock (another program's open file reads as usual), so there this runs for the Windows
/// program only, with `DIRECTORY_DESK_TEST_HOLD_FILE`: a command that holds the file it is
/// given until its standard input closes (packaging/windows/wine/hold-file.c under Wine).
#[test]
fn a_list_file_another_program_holds_is_named_with_the_reason() {
    if !program_is_windows() {
        let _ = writeln!(
            std::io::stderr(),
            "\n*** SKIPPED: Linux has no mandatory file locks (a file another program holds \
             open still reads), so only the Windows program meets a locked list. ***\n"
        );
        return;
    }
    let Some(holder) = std::env::var_os("DIRECTORY_DESK_TEST_HOLD_FILE") else {
        assert!(
            !std::env::var("CI").is_ok_and(|v| v == "true"),
            "CI=true: DIRECTORY_DESK_TEST_HOLD_FILE must name the file holder \
             (packaging/windows/ci-check.sh sets it)"
        );
        let _ = writeln!(
            std::io::stderr(),
            "\n*** SKIPPED: no DIRECTORY_DESK_TEST_HOLD_FILE to lock a file with. ***\n"
        );
        return;
    };
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 1));
    let data = tempfile::tempdir().unwrap();
    let file = accented_folder(data.path()).join("é.txt");
    std::fs::write(&file, format!("{}\r\n", good[0])).unwrap();

    let mut held = Command::new(holder)
        .arg(program_path(&file))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the file holder runs");
    let mut said = String::new();
    BufReader::new(held.stdout.take().unwrap())
        .read_line(&mut said)
        .unwrap();
    assert_eq!(said.trim(), "held", "the holder could not open the file");
    let refused = run(desk_on(&sandbox).args(["lookup", "--file"]).arg(&file));
    drop(held.stdin.take());
    assert!(held.wait().unwrap().success());
    expect_exit(&refused, 2, &format!("cannot read {}", program_path(&file)));
    // ERROR_SHARING_VIOLATION, in the OS's words: "The process cannot access the file because
    // it is being used by another process" on Windows, "Sharing violation" under Wine.
    assert!(
        stderr(&refused).contains("(os error 32)"),
        "{}",
        stderr(&refused)
    );

    // Once the other program lets go, the same command reads it.
    let read = run(desk_on(&sandbox)
        .args(["lookup", "--json", "--file"])
        .arg(&file));
    assert_eq!(read.status.code(), Some(0), "{}", stderr(&read));
    assert_eq!(json_lines(&read)[0]["uuid"], good[0].to_string());
}

#[test]
fn a_list_exported_as_unicode_text_is_imported_with_its_uuids() {
    let data = tempfile::tempdir().unwrap();
    let (a, b) = (unknown_uuid(), uuid::Uuid::new_v4());
    let file = data.path().join("shortlist.txt");
    std::fs::write(
        &file,
        utf16_le(&format!("uuid\tname\r\n{a}\tAna\r\n{b}\tBo\r\n")),
    )
    .unwrap();
    let imported = run(desk_with_data(data.path())
        .args(["lists", "import", "Shortlist"])
        .arg(&file));
    assert_eq!(imported.status.code(), Some(0), "{}", stderr(&imported));
    let members = run(desk_with_data(data.path()).args(["lists", "show", "Shortlist", "--json"]));
    let found: Vec<String> = json_lines(&members)
        .iter()
        .map(|m| m["uuid"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(found, vec![a.to_string(), b.to_string()]);
}

#[test]
fn lookup_for_people_names_countries_pairs_and_native_languages() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 4));
    let args: Vec<String> = good.iter().map(|u| u.to_string()).collect();
    let output = run(desk_on(&sandbox).arg("lookup").args(&args));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let names = directory_desk::catalogue::Catalogue::builtin();
    let text = stdout(&output);
    assert_eq!(text.lines().count(), good.len(), "{text}");
    for uuid in &good {
        let profile = block_on(client(&sandbox).freelancer(*uuid)).unwrap();
        let line = text
            .lines()
            .find(|line| line.starts_with(&uuid.to_string()))
            .unwrap_or_else(|| panic!("no line for {uuid}: {text}"));
        let cells: Vec<&str> = line.split('\t').collect();
        assert_eq!(cells.len(), 6, "{line}");
        let country = profile
            .country_code()
            .map_or("(not shown)", |c| names.country(c));
        assert_eq!(cells[3], country, "{line}");
        let pairs: Vec<String> = profile
            .language_pair_codes()
            .into_iter()
            .map(|code| names.pair(code))
            .collect();
        if !pairs.is_empty() {
            assert_eq!(cells[4], pairs.join(", "), "{line}");
            assert!(cells[4].contains(" → "), "{line}");
        }
        let natives = &profile.qualifications.as_ref().unwrap().native_language;
        if let Some(first) = natives.first() {
            assert!(
                cells[5].starts_with(&format!("native: {}", names.language(first))),
                "{line}"
            );
        }
        assert!(
            !line.contains('_'),
            "no codes such as eng_deu in a line for people: {line}"
        );
    }
    // The lines name codes from the directory's own lists, asked for once.
    assert_eq!(
        block_on(requests_for(&sandbox, "GET /v2/codes/language")),
        1
    );

    // --json stays the profiles as sent, and asks for no names.
    let json = run(desk_on(&sandbox).args(["lookup", "--json"]).args(&args));
    assert_eq!(json.status.code(), Some(0), "{}", stderr(&json));
    for line in json_lines(&json) {
        let uuid = uuid::Uuid::parse_str(line["uuid"].as_str().unwrap()).unwrap();
        let profile = block_on(client(&sandbox).freelancer(uuid)).unwrap();
        assert_eq!(line["data"], serde_json::Value::Object(profile.raw));
    }
    assert_eq!(
        block_on(requests_for(&sandbox, "GET /v2/codes/language")),
        1
    );
}

#[test]
fn a_sandbox_with_no_codes_answers_404_for_the_code_lists_and_lookup_names_things_anyway() {
    let mut child = desk()
        .args([
            "sandbox",
            "--port",
            "0",
            "--freelancers",
            "20",
            "--no-codes",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let base_url = first
        .trim_end()
        .strip_prefix("listening on ")
        .expect("the first line names the address")
        .to_owned();
    let root = base_url.trim_end_matches("v2/").to_owned();
    let (status, listing) = block_on(async {
        let _ = rustls::crypto::ring::default_provider().install_default();
        let http = reqwest::Client::new();
        let status = http
            .get(format!("{base_url}codes/language"))
            .bearer_auth(DEMO_API_KEY)
            .send()
            .await
            .map(|r| r.status().as_u16());
        let listing: Option<Value> = match http
            .get(format!("{root}__sandbox/freelancers"))
            .send()
            .await
        {
            Ok(answer) => answer.json().await.ok(),
            Err(_) => None,
        };
        (status, listing)
    });
    let uuid = listing
        .as_ref()
        .and_then(|l| l["data"].as_array())
        .and_then(|all| all.iter().find(|f| f["restricted"] == false))
        .and_then(|f| f["uuid"].as_str())
        .map(str::to_owned);
    let lookup = uuid.as_ref().map(|uuid| {
        run(desk()
            .args(["--base-url", &base_url, "--api-key", DEMO_API_KEY])
            .args(["lookup", uuid]))
    });
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(status.ok(), Some(404));
    let lookup = lookup.expect("the sandbox lists its freelancers");
    // Found and named from the built-in names: nothing fails for want of the lists.
    assert_eq!(lookup.status.code(), Some(0), "{}", stderr(&lookup));
    let line = stdout(&lookup);
    assert!(!line.contains('_'), "names, not codes: {line}");
    assert!(line.contains("native: "), "{line}");
}

/// The UUIDs of `search --json` lines, in order, each line checked for the documented shape.
fn searched_uuids(output: &Output) -> Vec<String> {
    assert_eq!(output.status.code(), Some(0), "{}", stderr(output));
    json_lines(output)
        .iter()
        .map(|line| {
            let uuid = line["uuid"].as_str().expect("a uuid").to_owned();
            assert_eq!(line["ok"], true, "{line}");
            assert_eq!(
                line["data"]["uuid"],
                uuid.as_str(),
                "data is the freelancer"
            );
            let kudoz = line["relevance"]["kudoz_in_pair"].as_str().unwrap_or("");
            assert!(kudoz.parse::<u64>().is_ok(), "a numeric string: {line}");
            uuid
        })
        .collect()
}

#[test]
fn search_finds_the_same_freelancers_by_names_and_by_codes() {
    let sandbox = start_sandbox();
    let by_names = run(desk_on(&sandbox).args([
        "search",
        "--from",
        "english",
        "--to",
        "German",
        "--service",
        "Translation",
        "--country",
        "Germany",
        "--json",
    ]));
    let by_codes = run(desk_on(&sandbox).args([
        "search",
        "--pair",
        "eng_deu",
        "--service",
        "1",
        "--country",
        "DE",
        "--json",
    ]));
    let uuids = searched_uuids(&by_names);
    assert!(
        !uuids.is_empty(),
        "the sandbox has German translators in Germany"
    );
    assert_eq!(uuids, searched_uuids(&by_codes));
    for line in json_lines(&by_names) {
        assert_eq!(line["data"]["contact_info"]["country_code"], "de", "{line}");
        let pairs = line["data"]["skills"]["language_pairs"].as_array().unwrap();
        assert!(pairs.iter().any(|p| p["pair_code"] == "eng_deu"), "{line}");
    }
}

#[test]
fn search_refuses_a_misspelt_name_with_the_closest_and_asks_nothing() {
    let sandbox = start_sandbox();
    let output = run(desk_on(&sandbox).args(["search", "--from", "Englsh", "--to", "German"]));
    expect_exit(&output, 2, "no language 'Englsh'; did you mean English?");
    assert!(stdout(&output).is_empty());
    let output =
        run(desk_on(&sandbox).args(["search", "--pair", "eng_deu", "--country", "Swizerland"]));
    expect_exit(&output, 2, "did you mean Switzerland");
    let output = run(desk_on(&sandbox).args(["search", "--pair", "eng_deu", "--limit", "1001"]));
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert_eq!(
        block_on(requests_for(&sandbox, "GET /v2/freelancer-matches")),
        0
    );
}

#[test]
fn search_pages_through_the_directory_up_to_the_limit_in_its_order() {
    let sandbox = start_sandbox();
    let output =
        run(desk_on(&sandbox).args(["search", "--pair", "eng_esl", "--limit", "250", "--json"]));
    let uuids = searched_uuids(&output);
    assert_eq!(uuids.len(), 250, "{}", stderr(&output));
    let distinct: std::collections::HashSet<_> = uuids.iter().collect();
    assert_eq!(distinct.len(), 250, "no match twice across pages");
    let members: Vec<bool> = json_lines(&output)
        .iter()
        .map(|line| line["data"]["proz_membership"]["status"] == "active")
        .collect();
    assert!(
        members.windows(2).all(|w| w[0] >= w[1]),
        "the directory's order: members first"
    );
    // 100, 100 and 50: the pages the directory serves, one after another.
    assert_eq!(
        block_on(requests_for(&sandbox, "GET /v2/freelancer-matches")),
        3
    );
    // The default limit is 100.
    let output = run(desk_on(&sandbox).args(["search", "--pair", "eng_esl", "--json"]));
    assert_eq!(searched_uuids(&output).len(), 100);
}

#[test]
fn search_without_json_prints_a_table_with_names_and_the_total() {
    let sandbox = start_sandbox();
    let all =
        run(desk_on(&sandbox).args(["search", "--pair", "eng_deu", "--limit", "1000", "--json"]));
    let total = searched_uuids(&all).len();
    assert!(total > 3, "{total}");
    let output =
        run(desk_on(&sandbox).args(["search", "--from", "eng", "--to", "deu", "--limit", "3"]));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "a header and three rows: {text}");
    assert!(
        lines[0].starts_with("UUID") && lines[0].contains("Country"),
        "{text}"
    );
    let first = &json_lines(&all)[0];
    assert!(
        lines[1].starts_with(first["uuid"].as_str().unwrap()),
        "{text}"
    );
    assert!(
        lines.iter().all(|line| line.chars().count() <= 100),
        "{text}"
    );
    assert!(
        text.contains("Germany") || text.contains("Austria") || text.contains("Switzerland"),
        "country names, not codes: {text}"
    );
    assert!(
        stderr(&output).contains(&format!("{total} matches; 3 shown.")),
        "{}",
        stderr(&output)
    );
}

#[test]
fn search_sends_the_directorys_own_codes_for_its_names() {
    let sandbox = start_sandbox();
    // The sandbox, like the directory, writes Swedish `sve` (ISO's `swe`) and names its
    // services with commas.
    let output = run(desk_on(&sandbox).args([
        "search",
        "--from",
        "English",
        "--to",
        "Swedish",
        "--service",
        "Translation",
        "--json",
    ]));
    let uuids = searched_uuids(&output);
    assert!(!uuids.is_empty(), "{}", stderr(&output));
    for line in json_lines(&output) {
        let pairs = line["data"]["skills"]["language_pairs"].as_array().unwrap();
        assert!(pairs.iter().any(|p| p["pair_code"] == "eng_sve"), "{line}");
    }
    assert!(
        !stderr(&output).contains("did not publish"),
        "{}",
        stderr(&output)
    );
    let named = run(desk_on(&sandbox).args([
        "search",
        "--pair",
        "eng_deu",
        "--service",
        "Interpreting, Consecutive",
        "--json",
    ]));
    assert_eq!(named.status.code(), Some(0), "{}", stderr(&named));
    for line in json_lines(&named) {
        let pair = line["data"]["skills"]["language_pairs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["pair_code"] == "eng_deu")
            .cloned()
            .unwrap();
        assert!(
            pair["services"]
                .as_array()
                .unwrap()
                .iter()
                .any(|s| s["service_id"] == 3),
            "{line}"
        );
    }
}

#[test]
fn search_on_a_directory_without_code_lists_says_it_guessed() {
    let sandbox = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        codes: false,
        threads: 8,
        ..directory_desk::sandbox::SandboxOptions::default()
    });
    let output = run(desk_on(&sandbox).args(["search", "--from", "English", "--to", "Swedish"]));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(
        stderr(&output)
            .contains("asked for `eng_swe`: this directory did not publish its language codes"),
        "{}",
        stderr(&output)
    );
    assert!(stderr(&output).contains("0 matches"), "{}", stderr(&output));
}

#[test]
fn availability_prints_each_day_unset_apart_from_zero_and_a_missing_endpoint_once() {
    let sandbox = start_sandbox();
    let uuids = block_on(ordinary_freelancers(&sandbox, 6));
    let mut args: Vec<String> = [
        "availability",
        "--from",
        "2026-12-01",
        "--to",
        "2026-12-14",
        "--json",
    ]
    .map(str::to_owned)
    .to_vec();
    args.extend(uuids.iter().map(uuid::Uuid::to_string));
    let output = run(desk_on(&sandbox).args(&args));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let lines = json_lines(&output);
    assert_eq!(lines.len(), uuids.len());
    let mut unset = 0;
    for (line, uuid) in lines.iter().zip(&uuids) {
        assert_eq!(line["uuid"], uuid.to_string(), "in the order asked");
        assert_eq!(line["ok"], true);
        assert!(line["working_hours"]["workday_start"].is_string(), "{line}");
        assert!(
            line["working_hours"]["available_weekends"].is_boolean(),
            "the spaced key: {line}"
        );
        let days = line["days"].as_array().unwrap();
        assert_eq!(days.len(), 14);
        assert_eq!(days[0]["date"], "2026-12-01");
        for day in days {
            match &day["availability"] {
                Value::Null => unset += 1,
                level => assert!([0, 25, 50, 75, 100].contains(&level.as_u64().unwrap())),
            }
        }
    }
    assert!(unset > 0, "some days are unset");
    let text = run(desk_on(&sandbox).args([
        "availability",
        &uuids[0].to_string(),
        "--from",
        "2026-12-01",
    ]));
    assert_eq!(text.status.code(), Some(0), "{}", stderr(&text));
    assert!(stdout(&text).contains("working hours"), "{}", stdout(&text));
    assert_eq!(
        stdout(&text)
            .lines()
            .filter(|l| l.contains("2026-12-"))
            .count(),
        14
    );

    let without = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        availability: false,
        threads: 8,
        ..directory_desk::sandbox::SandboxOptions::default()
    });
    // One at a time, so that the first 404 is seen before anything else is asked.
    let mut args: Vec<String> = vec!["availability".into(), "--concurrency".into(), "1".into()];
    args.extend(uuids.iter().map(uuid::Uuid::to_string));
    let output = run(desk_on(&without).args(&args));
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert_eq!(
        stderr(&output)
            .matches("does not publish freelancers' availability")
            .count(),
        1,
        "{}",
        stderr(&output)
    );
    let asked = block_on(admin_get(&without, "stats"))["data"]["by_endpoint"]
        ["GET /v2/availability/{uuid}"]
        .as_u64()
        .unwrap_or(0);
    assert_eq!(asked, 1, "stopped at the first 404");
}
