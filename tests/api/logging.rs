//! The log file and crash reports, with the real `directory-desk` binary: at the chattiest
//! log level, with API keys, client secrets and OAuth tokens flowing, not one of them reaches
//! the log file (or standard error); a panic leaves a crash report beside the log, without
//! the secret in its message, that the next start is offered once.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use base64::Engine;
use common::*;
use directory_desk::diagnostics::{self, acknowledge, pending_crash_report};
use directory_desk::sandbox::{DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, Sandbox};
use serde_json::{Value, json};
use uuid::Uuid;

/// The binary with its own data folder, every log target at `trace`, no user configuration
/// and no secret from the shell.
fn desk(data: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_directory-desk"));
    command
        .env("DIRECTORY_DESK_DATA", data)
        .env("DIRECTORY_DESK_LOG", "trace")
        .env(
            "DIRECTORY_DESK_CONFIG",
            std::env::temp_dir().join("directory-desk-tests-no-such-config.toml"),
        )
        .env_remove("DIRECTORY_DESK_FILE_LOG")
        .env_remove("DIRECTORY_DESK_API_KEY")
        .env_remove("DIRECTORY_DESK_CLIENT_SECRET")
        .env_remove(diagnostics::crash::TEST_PANIC_VAR);
    command
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn log_path(data: &Path) -> PathBuf {
    diagnostics::logs_folder(data).join(diagnostics::log_file::FILE_NAME)
}

/// Every log file of `data`, the rolled ones too, as one text.
fn all_logs(data: &Path) -> String {
    let mut text = String::new();
    for entry in std::fs::read_dir(diagnostics::logs_folder(data)).expect("a logs folder") {
        let path = entry.unwrap().path();
        if path.to_string_lossy().contains("directory-desk.log") {
            text.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
    text
}

/// A secret must not appear whole, as its first 12 characters, or in base64.
fn assert_absent(text: &str, secret: &str, what: &str) {
    let engine = &base64::engine::general_purpose::STANDARD;
    let url_safe = &base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let first_12: String = secret.chars().take(12).collect();
    for (form, shown) in [
        (secret.to_owned(), "the value"),
        (first_12, "its first 12 characters"),
        (
            engine.encode(secret).trim_end_matches('=').to_owned(),
            "its base64",
        ),
        (url_safe.encode(secret), "its base64url"),
    ] {
        if let Some(at) = text.find(&form) {
            let line = text[..at].lines().last().unwrap_or_default();
            panic!("the log holds {what} ({shown}), after: {line}");
        }
    }
}

/// Runs of base64url characters as long as the tokens the sandbox and the app make (32
/// random bytes = 43 characters: access and refresh tokens, codes, state, nonce, PKCE
/// verifiers). Nothing ordinary in a log is that long without a `:`, `/`, `.` or space in
/// it; UUIDs are 36. The one exception is public: the PKCE `code_challenge` (a hash of the
/// verifier) in the authorize address, which the browser opener logs.
fn token_shaped(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut start = 0;
    for (at, c) in text.char_indices().chain([(text.len(), ' ')]) {
        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
            continue;
        }
        if at - start >= 40 && !text[..start].ends_with("code_challenge=") {
            found.push(&text[start..at]);
        }
        start = at + c.len_utf8();
    }
    found
}

/// A key of this test's own that the sandbox accepts.
fn register_key(sandbox: &Sandbox) -> String {
    let key = format!("ddk_live_{}Zq", Uuid::new_v4().simple());
    let status = block_on(admin_post(sandbox, "credentials", json!({ "secret": key })));
    assert_eq!(status, 201);
    key
}

#[test]
fn an_api_key_never_reaches_the_log_file_even_at_trace_level() {
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let key = register_key(&sandbox);
    let uuids = block_on(ordinary_freelancers(&sandbox, 3));

    // The key as a bearer token, and in the live service's own header.
    let lookup = desk(data.path())
        .args(["--base-url", &sandbox.base_url(), "--api-key", &key])
        .args(["lookup", "--json"])
        .args(uuids.iter().map(Uuid::to_string))
        .output()
        .unwrap();
    assert_eq!(lookup.status.code(), Some(0), "{}", stderr(&lookup));
    let whoami = desk(data.path())
        .args(["--base-url", &sandbox.base_url(), "--api-key", &key])
        .args(["--api-key-header", "x-proz-api-key", "whoami", "--json"])
        .output()
        .unwrap();
    assert_eq!(whoami.status.code(), Some(0), "{}", stderr(&whoami));
    // And the sandbox's own demo key.
    let demo = desk(data.path())
        .args(["--base-url", &sandbox.base_url(), "--api-key", DEMO_API_KEY])
        .arg("whoami")
        .output()
        .unwrap();
    assert_eq!(demo.status.code(), Some(0), "{}", stderr(&demo));

    let log = std::fs::read_to_string(log_path(data.path())).expect("the log file exists");
    assert!(!log.is_empty());
    // The requests are there, UUIDs and all; trace level means the libraries spoke too.
    assert!(log.contains("Directory Desk started"), "{log}");
    for uuid in &uuids {
        assert!(log.contains(&uuid.to_string()), "{uuid} is not in:\n{log}");
    }
    assert!(log.contains("/v2/user"), "{log}");
    assert!(log.contains("TRACE"), "{log}");
    assert!(log.contains("lookup batch finished"), "{log}");
    // The keys are not.
    assert_absent(&log, &key, "the API key");
    assert_absent(&log, DEMO_API_KEY, "the demo API key");
    for output in [&lookup, &whoami, &demo] {
        assert_absent(&stderr(output), &key, "standard error: the API key");
    }
}

#[test]
fn oauth_tokens_and_the_client_secret_never_reach_the_log_file() {
    if !browser_env_stand_in() {
        return;
    }
    let sandbox = start_sandbox();
    let data = tempfile::tempdir().unwrap();
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    // Short names: an environment name is logged, and must not look like a token.
    let (user_env, app_env) = (
        format!("logs-{}", &Uuid::new_v4().simple().to_string()[..8]),
        format!("logs-app-{}", &Uuid::new_v4().simple().to_string()[..8]),
    );
    std::fs::write(
        &config,
        format!(
            "[environments.{user_env}]\nbase_url = \"{base}\"\nauth_url = \"{auth}\"\nclient_id = \"{DEMO_CLIENT_ID}\"\n\
             [environments.{app_env}]\nbase_url = \"{base}\"\nauth_url = \"{auth}\"\nclient_id = \"{DEMO_CLIENT_ID}\"\nscopes = [\"public\"]\napp_only = true\n",
            base = sandbox.base_url(),
            auth = sandbox.auth_url(),
        ),
    )
    .unwrap();
    let run = |environment: &str, args: &[&str]| {
        desk(data.path())
            .env("DIRECTORY_DESK_CONFIG", &config)
            .env(
                "BROWSER",
                format!("{} sandbox-browser", env!("CARGO_BIN_EXE_directory-desk")),
            )
            .args(["--env", environment])
            .args(args)
            .output()
            .unwrap()
    };

    // A sign-in through the (stand-in) browser: code, PKCE verifier, id_token, access and
    // refresh tokens, the client secret at the token endpoint. Without a keyring the tokens
    // cannot be kept (exit 1), but every one of them has flowed by then.
    let login = run(
        &user_env,
        &["--client-secret", DEMO_CLIENT_SECRET, "login", "--json"],
    );
    let mut known_tokens = Vec::new();
    match login.status.code() {
        Some(0) => {
            // With a keyring: the tokens as the app keeps them, then used (and renewed).
            let whoami = run(&user_env, &["whoami", "--json"]);
            assert_eq!(whoami.status.code(), Some(0), "{}", stderr(&whoami));
            let store = directory_desk::auth::CredentialStore::default();
            if let Ok(Some(tokens)) = store.tokens(&user_env) {
                let tokens: Value = serde_json::from_str(tokens.expose()).unwrap();
                for name in ["access_token", "refresh_token"] {
                    if let Some(token) = tokens[name].as_str() {
                        known_tokens.push(token.to_owned());
                    }
                }
            }
            assert!(!known_tokens.is_empty(), "the keyring holds the sign-in");
            let logout = run(&user_env, &["logout"]);
            assert_eq!(logout.status.code(), Some(0), "{}", stderr(&logout));
        }
        Some(1) => {
            assert!(
                stderr(&login).contains("could not be kept"),
                "{}",
                stderr(&login)
            );
            eprintln!(
                "note: no usable OS keyring here: the tokens were checked by their shape only"
            );
        }
        other => panic!("login ended {other:?}: {}", stderr(&login)),
    }

    // An app-only environment: client credentials, then the token as a bearer.
    let uuid = block_on(ordinary_freelancers(&sandbox, 1))[0];
    let lookup = run(
        &app_env,
        &[
            "--client-secret",
            DEMO_CLIENT_SECRET,
            "lookup",
            "--json",
            &uuid.to_string(),
        ],
    );
    assert_eq!(lookup.status.code(), Some(0), "{}", stderr(&lookup));
    let _ = run(&app_env, &["logout"]);

    let log = all_logs(data.path());
    assert!(log.contains("signed in through the browser"), "{log}");
    assert!(log.contains(&Sandbox::demo_account().to_string()), "{log}");
    assert!(log.contains(&uuid.to_string()), "{log}");
    assert_absent(&log, DEMO_CLIENT_SECRET, "the client secret");
    let basic = base64::engine::general_purpose::STANDARD
        .encode(format!("{DEMO_CLIENT_ID}:{DEMO_CLIENT_SECRET}"));
    assert!(
        !log.contains(basic.trim_end_matches('=')),
        "the client's Basic credentials"
    );
    for token in &known_tokens {
        assert_absent(&log, token, "an OAuth token");
    }
    if let Some(at) = log.find("eyJ") {
        panic!("an id_token (JWT/JWE) is in the log: {}", &log[at..]);
    }
    let shaped = token_shaped(&log);
    if let Some(run) = shaped.first() {
        let line = log
            .lines()
            .find(|line| line.contains(run))
            .unwrap_or_default();
        panic!("token-shaped strings in the log: {shaped:?}, e.g. in: {line}");
    }
    for output in [&login, &lookup] {
        // Standard error had every trace line too. The authorize address `login` prints on
        // purpose (for a person to open) carries a single-use state, nonce and challenge.
        let err = stderr(output);
        let logged: String = err
            .lines()
            .filter(|line| !line.starts_with("http"))
            .collect::<Vec<_>>()
            .join("\n");
        assert_absent(
            &err,
            DEMO_CLIENT_SECRET,
            "standard error: the client secret",
        );
        assert!(!logged.contains("eyJ"), "{logged}");
        let shaped = token_shaped(&logged);
        assert!(
            shaped.is_empty(),
            "token-shaped strings on standard error: {shaped:?}"
        );
    }
}

#[test]
fn a_panic_leaves_a_crash_report_beside_the_log_that_the_next_start_is_offered_once() {
    let data = tempfile::tempdir().unwrap();
    let key = format!("ddk_live_{}Zq", Uuid::new_v4().simple());
    let output = desk(data.path())
        .env_remove("DIRECTORY_DESK_LOG")
        .env(
            diagnostics::crash::TEST_PANIC_VAR,
            format!("test crash: the refresh failed with Authorization: Bearer {key} (key {key})"),
        )
        .args(["--api-key", &key, "whoami"])
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(101),
        "a panic: {}",
        stderr(&output)
    );
    assert!(
        stderr(&output).contains("test crash") && stderr(&output).contains("A crash report is in"),
        "the panic's message and where its report is reach standard error: {}",
        stderr(&output)
    );
    assert_absent(
        &stderr(&output),
        &key,
        "standard error after a panic: the API key",
    );

    let report = pending_crash_report(data.path()).expect("a crash report is pending");
    assert_eq!(
        report.parent(),
        Some(diagnostics::logs_folder(data.path()).as_path())
    );
    let text = std::fs::read_to_string(&report).unwrap();
    assert!(text.contains("test crash: the refresh failed"), "{text}");
    assert!(text.contains("Bearer [redacted]"), "{text}");
    assert!(text.contains("backtrace:"), "{text}");
    assert!(text.contains("crash_if_asked"), "a real backtrace: {text}");
    assert!(text.contains("src/diagnostics/crash.rs"), "{text}");
    assert!(text.contains("thread:   main"), "{text}");
    assert!(text.contains(env!("CARGO_PKG_VERSION")), "{text}");
    // The log's last lines, the start among them.
    assert!(text.contains("Directory Desk started"), "{text}");
    assert_absent(&text, &key, "the crash report: the API key");
    let log = std::fs::read_to_string(log_path(data.path())).unwrap();
    assert!(log.contains("panicked: test crash"), "{log}");
    assert_absent(&log, &key, "the log: the API key");

    // Offered once: acknowledged, it is not offered again, but it is still there.
    let seen = acknowledge(data.path(), &report).unwrap();
    assert_eq!(pending_crash_report(data.path()), None);
    assert_eq!(std::fs::read_to_string(&seen).unwrap(), text);

    // A start without a crash writes no report.
    let fine = desk(data.path()).arg("--version").output().unwrap();
    assert_eq!(fine.status.code(), Some(0));
    assert_eq!(pending_crash_report(data.path()), None);
}

#[test]
fn without_a_writable_data_folder_the_app_still_runs_and_says_so_once() {
    let folder = tempfile::tempdir().unwrap();
    // A file where the data folder should be: nothing can be created in it.
    let data = folder.path().join("not-a-folder");
    std::fs::write(&data, "").unwrap();
    let output = desk(&data)
        .env("DIRECTORY_DESK_LOG", "warn")
        .args([
            "--api-key",
            "whatever-key-1234",
            "--base-url",
            "http://127.0.0.1:9/v2/",
        ])
        .args(["lookup", "--json", "not-a-uuid"])
        .output()
        .unwrap();
    let err = stderr(&output);
    assert_eq!(
        err.matches("logs go to standard error only").count(),
        1,
        "{err}"
    );
    assert_ne!(output.status.code(), Some(101), "{err}");
}

/// `directory-desk search … | head -1`: once the reader has what it wanted and closes the
/// pipe, the program stops quietly, as the shell's own tools do, with 128 + SIGPIPE: no
/// bug said, no crash report (which the window's next start would offer as a crash).
#[test]
fn output_closed_by_its_reader_stops_the_program_quietly_without_a_crash_report() {
    use std::io::BufRead as _;
    let data = tempfile::tempdir().unwrap();
    // Nothing configured: the built-in sandbox, whose matches print well over a pipe's
    // buffer as JSON (so a write meets the closed pipe however fast the reader is).
    let mut child = desk(data.path())
        .env_remove("DIRECTORY_DESK_LOG")
        .args(["search", "--from", "English", "--to", "German", "--json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.contains("\"uuid\""), "a match came first: {first}");
    // The reader dropped: the pipe is closed.
    let output = child.wait_with_output().unwrap();
    assert!(
        !stderr(&output).contains("hit a bug"),
        "no bug said: {}",
        stderr(&output)
    );
    assert_eq!(
        output.status.code(),
        Some(diagnostics::crash::OUTPUT_CLOSED_EXIT),
        "{}",
        stderr(&output)
    );
    assert_eq!(pending_crash_report(data.path()), None, "no crash report");
}
