//! Shared by the integration tests: a sandbox per test on a free loopback port, a client
//! for it, and its inspection endpoints. Every test talks real HTTP to a real sandbox.
#![allow(dead_code)] // Each test crate uses a different part of this file.

pub mod desk;

use std::time::Duration;

use directory_desk::api::{ApiClient, ApiKeyHeader, ClientSettings, Credential, RetryPolicy};
use directory_desk::sandbox::{DEMO_API_KEY, Fault, FaultPlan, Sandbox, SandboxOptions};
use directory_desk::secret::Secret;
use serde_json::{Value, json};
use uuid::Uuid;

/// The program the command-line tests run: this build's `directory-desk`, or the one
/// `DIRECTORY_DESK_TEST_BIN` names. That can be another build of it, for another OS: the
/// Windows program under Wine, through `packaging/windows/wine/directory-desk`, which
/// `packaging/windows/ci-check.sh` sets with `DIRECTORY_DESK_TEST_BIN_OS=windows`.
pub fn desk_program() -> std::ffi::OsString {
    std::env::var_os("DIRECTORY_DESK_TEST_BIN")
        .filter(|program| !program.is_empty())
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_directory-desk").into())
}

/// A command for the program under test ([`desk_program`]), with no arguments yet.
pub fn desk_command() -> std::process::Command {
    std::process::Command::new(desk_program())
}

/// Whether the program under test is a Windows one (`DIRECTORY_DESK_TEST_BIN_OS=windows`
/// beside `DIRECTORY_DESK_TEST_BIN`), or this build's on Windows.
pub fn program_is_windows() -> bool {
    if std::env::var_os("DIRECTORY_DESK_TEST_BIN").is_some_and(|p| !p.is_empty()) {
        std::env::var("DIRECTORY_DESK_TEST_BIN_OS").is_ok_and(|os| os == "windows")
    } else {
        cfg!(windows)
    }
}

/// `path` as the program under test names it: the same place on Wine's drive `Z:` for the
/// Windows program under Wine (`/tmp/a/b.txt` is `Z:\tmp\a\b.txt`), else as it is.
pub fn program_path(path: &std::path::Path) -> String {
    let text = path.display().to_string();
    if program_is_windows() && !cfg!(windows) && text.starts_with('/') {
        format!("Z:{}", text.replace('/', "\\"))
    } else {
        text
    }
}

/// For a test about something only the Linux program does: `true` (run it) unless the program
/// under test is the Windows one, which skips with a loud notice saying `why`.
pub fn linux_program_only(why: &str) -> bool {
    if !program_is_windows() {
        return true;
    }
    use std::io::Write as _;
    let _ = writeln!(
        std::io::stderr(),
        "\n*** SKIPPED for the Windows program: {why} ***\n"
    );
    false
}

/// The binary on `sandbox` with the demo key and the data folder `data`, and nothing from the
/// developer's own setup (no configuration file, key or log setting).
pub fn desk_in(sandbox: &Sandbox, data: &std::path::Path) -> std::process::Command {
    let mut command = desk_on_built_in(data);
    command.args(["--base-url", &sandbox.base_url(), "--api-key", DEMO_API_KEY]);
    command
}

/// The binary with the data folder `data` and no `--base-url`: its default environment, the
/// built-in sandbox, with nothing from the developer's own setup.
pub fn desk_on_built_in(data: &std::path::Path) -> std::process::Command {
    let mut command = desk_command();
    command
        .env(
            "DIRECTORY_DESK_CONFIG",
            std::env::temp_dir().join("directory-desk-tests-no-such-config.toml"),
        )
        .env("DIRECTORY_DESK_DATA", data)
        .env_remove("DIRECTORY_DESK_API_KEY")
        .env_remove("DIRECTORY_DESK_LOG");
    command
}

/// What a command wrote to standard error, as text.
pub fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

pub fn start_sandbox() -> Sandbox {
    start_sandbox_with(SandboxOptions {
        threads: 16,
        ..SandboxOptions::default()
    })
}

pub fn start_sandbox_with(options: SandboxOptions) -> Sandbox {
    Sandbox::start(options).expect("the sandbox starts on a free loopback port")
}

pub fn settings(max_attempts: u32) -> ClientSettings {
    ClientSettings {
        connect_timeout: Duration::from_secs(2),
        request_timeout: Duration::from_secs(5),
        concurrency: 4,
        retry: RetryPolicy {
            max_attempts,
            base_delay: Duration::from_millis(20),
            max_delay: Duration::from_millis(100),
            ..RetryPolicy::default()
        },
    }
}

pub fn client(sandbox: &Sandbox) -> ApiClient {
    client_with(sandbox, DEMO_API_KEY, ApiKeyHeader::Bearer, settings(4))
}

pub fn client_with(
    sandbox: &Sandbox,
    key: &str,
    header: ApiKeyHeader,
    settings: ClientSettings,
) -> ApiClient {
    ApiClient::new(
        &sandbox.base_url(),
        Credential::ApiKey(Secret::new(key)),
        header,
        settings,
    )
    .expect("the sandbox's base URL is valid")
}

pub fn http() -> reqwest::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::new()
}

pub async fn admin_get(sandbox: &Sandbox, path: &str) -> Value {
    http()
        .get(format!("{}__sandbox/{path}", sandbox.root_url()))
        .send()
        .await
        .expect("the sandbox answers")
        .json()
        .await
        .expect("the sandbox answers JSON")
}

pub async fn admin_post(sandbox: &Sandbox, path: &str, body: Value) -> u16 {
    let response = http()
        .post(format!("{}__sandbox/{path}", sandbox.root_url()))
        .json(&body)
        .send()
        .await
        .expect("the sandbox answers");
    response.status().as_u16()
}

/// `PUT /__sandbox/{path}` with `body`: its status.
pub async fn admin_put(sandbox: &Sandbox, path: &str, body: Value) -> u16 {
    let response = http()
        .put(format!("{}__sandbox/{path}", sandbox.root_url()))
        .json(&body)
        .send()
        .await
        .expect("the sandbox answers");
    response.status().as_u16()
}

pub async fn set_faults(sandbox: &Sandbox, plan: &FaultPlan) {
    let status = http()
        .put(format!("{}__sandbox/faults", sandbox.root_url()))
        .json(plan)
        .send()
        .await
        .expect("the sandbox answers")
        .status();
    assert_eq!(status, 200, "the fault plan is accepted");
}

/// The next requests to paths starting with `prefix` meet these faults, in order.
pub async fn script_faults(sandbox: &Sandbox, prefix: &str, faults: &[Fault]) {
    set_faults(
        sandbox,
        &FaultPlan {
            path_prefix: Some(prefix.to_owned()),
            script: faults.iter().copied().collect(),
            ..FaultPlan::default()
        },
    )
    .await;
}

/// The seeded freelancers: (uuid, accepts_messages, restricted).
pub async fn seeded(sandbox: &Sandbox) -> Vec<(Uuid, bool, bool)> {
    admin_get(sandbox, "freelancers").await["data"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|f| {
            (
                f["uuid"]
                    .as_str()
                    .and_then(|u| Uuid::parse_str(u).ok())
                    .expect("a uuid"),
                f["accepts_messages"].as_bool().unwrap_or(true),
                f["restricted"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

/// Freelancers that can be looked up and messaged without surprises.
pub async fn ordinary_freelancers(sandbox: &Sandbox, n: usize) -> Vec<Uuid> {
    seeded(sandbox)
        .await
        .into_iter()
        .filter(|(_, accepts, restricted)| *accepts && !restricted)
        .map(|(uuid, _, _)| uuid)
        .take(n)
        .collect()
}

pub async fn sent_messages(sandbox: &Sandbox) -> Vec<Value> {
    admin_get(sandbox, "messages").await["data"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

/// `METHOD /v2/path` as the account of API key `key`, with a JSON body if given: the status
/// and the answer's JSON (null if none).
pub async fn api_call(
    sandbox: &Sandbox,
    key: &str,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let url = format!("{}{path}", sandbox.base_url());
    let method = reqwest::Method::from_bytes(method.as_bytes()).expect("a method");
    let mut request = http().request(method, url).header("X-Proz-API-Key", key);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.expect("the sandbox answers");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Each line of a command's standard output, read as JSON.
pub fn stdout_json_lines(output: &std::process::Output) -> Vec<Value> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect()
}

/// How many requests the sandbox saw for `METHOD /v2/path`, or for every path of an
/// endpoint written with its parameters, `GET /v2/freelancer/{uuid}` (the sandbox counts
/// both: by path as asked, and by endpoint).
pub async fn requests_for(sandbox: &Sandbox, method_and_path: &str) -> u64 {
    let counts = if method_and_path.contains('{') {
        "by_endpoint"
    } else {
        "by_path"
    };
    admin_get(sandbox, "stats").await["data"][counts][method_and_path]
        .as_u64()
        .unwrap_or(0)
}

/// A fresh folder under cargo's scratch space for a run of the binary: its database and logs
/// never land in the user's data folder.
pub fn scratch_folder() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("bin-data-{}", Uuid::new_v4()))
}

pub fn unknown_uuid() -> Uuid {
    Uuid::parse_str("0badc0de-0000-4000-8000-000000000000").expect("valid")
}

pub fn draft_to(recipients: &[Uuid]) -> directory_desk::api::Draft {
    directory_desk::api::Draft {
        recipients: recipients.iter().map(Uuid::to_string).collect(),
        sender_name: "Ana Coordinator".into(),
        sender_email: "ana@linguabridge.example".into(),
        subject: "Medical translation, 4,000 words, eng>deu".into(),
        body: "Hello,\nare you available next week?\nAna".into(),
        message_type: directory_desk::api::MessageType::Rfq,
    }
}

pub fn credential_body(secret: &str, scopes: Option<&[&str]>, expired: bool) -> Value {
    json!({"secret": secret, "scopes": scopes, "expired": expired})
}

/// Runs one of the async helpers above from a synchronous test.
pub fn block_on<F: std::future::Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime for one call")
        .block_on(future)
}

/// Whether a command-line sign-in can be answered by the binary's stand-in browser through
/// `$BROWSER` (`BROWSER="directory-desk sandbox-browser"`), with a loud notice when not.
///
/// The app opens the system browser with the `webbrowser` crate, which reads `$BROWSER` on
/// Linux and the BSDs only. On Windows and macOS it opens the real default browser, which
/// nobody answers on a test machine: there this peer does not apply (it is not missing), so
/// the test skips, `CI=true` or not. The same sign-in is tested on every OS with the stand-in
/// handed to the app directly (tests/sign_in/sign_in.rs, tests/desktop/desktop.rs).
pub fn browser_env_stand_in() -> bool {
    if cfg!(any(windows, target_os = "macos")) || program_is_windows() {
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr(),
            "\n*** SKIPPED: `$BROWSER` is honoured on Linux and the BSDs only, so no stand-in browser can answer a command-line sign-in on {}. ***\n",
            if program_is_windows() {
                "windows"
            } else {
                std::env::consts::OS
            }
        );
        return false;
    }
    true
}

/// A credential store of the test's own in the real OS keyring, or `None` (with a loud
/// notice) on a machine without one. Under `CI=true` a missing keyring fails the test:
/// `.ci/run` starts a Secret Service.
pub fn real_keyring() -> Option<directory_desk::auth::CredentialStore> {
    let store = directory_desk::auth::CredentialStore::new(&format!(
        "directory-desk-test-{}",
        Uuid::new_v4()
    ));
    match store.api_key("probe") {
        Ok(_) => Some(store),
        Err(err) if std::env::var("CI").is_ok_and(|v| v == "true") => {
            panic!(
                "CI=true but the OS keyring is not usable: {err}. .ci/run starts gnome-keyring under dbus-run-session."
            )
        }
        Err(err) => {
            // Straight to stderr: the test harness captures eprintln!, and this must be seen.
            use std::io::Write as _;
            let _ = writeln!(
                std::io::stderr(),
                "\n*** SKIPPED: no usable OS keyring here ({err}). Run under a Secret Service to test it. ***\n"
            );
            None
        }
    }
}

/// Pins each of `who` to work `hours` ("HH:MM-HH:MM", their own zone) every day.
pub fn pin_hours(sandbox: &Sandbox, who: &[(Uuid, String)]) {
    let pins: serde_json::Map<String, Value> = who
        .iter()
        .map(|(uuid, hours)| {
            let pin = serde_json::json!({"level": 100, "hours": hours});
            (uuid.to_string(), pin)
        })
        .collect();
    let status = block_on(admin_put(sandbox, "availability", Value::Object(pins)));
    assert_eq!(status, 200);
}

/// Pins `who`'s working day (every day, in their own zone, or the coordinator's for one
/// without) to one hour that starts at least 3 hours from now there and ends by 22:00: they
/// are outside it for the length of a test.
pub fn pin_hours_away_from_now(sandbox: &Sandbox, who: Uuid) {
    let profile = block_on(client(sandbox).freelancer(who)).expect("a profile");
    let zone = profile
        .contact_info
        .and_then(|c| c.timezone)
        // Without one, the coordinator's stands in (`offers::schedule`).
        .unwrap_or_else(|| {
            let system = jiff::tz::TimeZone::system();
            system.iana_name().unwrap_or("UTC").to_owned()
        });
    let start = ((hour_now(&zone) + 6) % 24).min(21);
    pin_hours(
        sandbox,
        &[(who, format!("{start:02}:00-{:02}:00", start + 1))],
    );
}

/// The hour of the day now in `zone`.
pub fn hour_now(zone: &str) -> i8 {
    let zone = jiff::tz::TimeZone::get(zone).expect("a seeded zone");
    zone.to_datetime(jiff::Timestamp::now()).hour()
}

/// A working day in `zone` that is hours away from now on both sides, for someone whose
/// day it is now (`hour_now` 8 to 20): they are asleep for the length of a test. Inside the
/// hours a message may go at all (07:00 to 22:00, `offers::schedule`).
pub fn asleep_now(zone: &str) -> String {
    if hour_now(zone) < 14 {
        "18:00-19:00"
    } else {
        "08:00-09:00"
    }
    .to_owned()
}

/// Seeded freelancers who can be messaged, show their zone and whose day it is now (8:00 to
/// 20:59 there), with their zone.
pub fn with_zones(sandbox: &Sandbox, n: usize) -> Vec<(Uuid, String)> {
    let ordinary = block_on(ordinary_freelancers(sandbox, 100 * n));
    let listed = block_on(admin_get(sandbox, "freelancers"));
    let zone_of = |uuid: &Uuid| {
        let listed = listed["data"].as_array()?;
        let found = listed.iter().find(|f| f["uuid"] == uuid.to_string())?;
        Some(found["timezone"].as_str()?.to_owned())
    };
    let found: Vec<(Uuid, String)> = ordinary
        .into_iter()
        .filter_map(|uuid| Some((uuid, zone_of(&uuid)?)))
        .filter(|(_, zone)| (8..=20).contains(&hour_now(zone)))
        .take(n)
        .collect();
    assert_eq!(found.len(), n, "enough seeded freelancers show their zone");
    found
}

/// A one-hour working day in `zone` whose next opening is hours from now, whatever the
/// time of day (20:00 today before noon there, else 08:00 tomorrow): a message placed in it
/// waits for that opening, one instant whoever computes it.
pub fn opening_ahead(zone: &str) -> String {
    if hour_now(zone) < 12 {
        "20:00-21:00"
    } else {
        "08:00-09:00"
    }
    .to_owned()
}

/// A zone whose clock now is at least two hours (and not twelve) from `zone`'s: the same
/// wall-clock time in each is another instant.
pub fn a_zone_apart_from(zone: &str) -> &'static str {
    let offset = |name: &str| {
        let zone = jiff::tz::TimeZone::get(name).expect("a zone the database knows");
        zone.to_offset(jiff::Timestamp::now()).seconds()
    };
    let ours = offset(zone);
    ["Asia/Tokyo", "America/Los_Angeles", "Europe/London"]
        .into_iter()
        .find(|other| {
            let apart = (offset(other) - ours).abs();
            apart >= 2 * 3600 && apart != 12 * 3600
        })
        .expect("one of three zones is apart")
}

/// Makes the user summaries of `who` name those zones (`None`: none), whatever their
/// profiles say (`PUT /__sandbox/user-zones`).
pub fn pin_summary_zones(sandbox: &Sandbox, who: &[(Uuid, Option<&str>)]) {
    let pins: serde_json::Map<String, Value> = who
        .iter()
        .map(|(uuid, zone)| (uuid.to_string(), serde_json::json!(zone)))
        .collect();
    let status = block_on(admin_put(sandbox, "user-zones", Value::Object(pins)));
    assert_eq!(status, 200);
}

/// Requests the sandbox served for user summaries, one or many a request.
pub async fn summary_requests(sandbox: &Sandbox) -> u64 {
    requests_for(sandbox, "GET /v2/users").await
        + requests_for(sandbox, "GET /v2/users/{uuid}").await
}

/// A loopback port nobody listens on (bound, then let go).
pub fn unused_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}
