//! A real browser signs in: headless Chromium (Debian's `chromium`) is the flow's browser,
//! against the built-in sandbox. It follows the provider's redirects, keeps its cookies,
//! runs the loopback listener's relay page (the fragment mode works only if that script
//! runs) and the provider's self-submitting `form_post` page. The one thing a person does,
//! pressing "Allow" on the consent page, is done through the DevTools protocol over
//! `--remote-debugging-pipe` (JSON messages separated by NUL on file descriptors 3 and 4),
//! which needs no WebSocket and no extra crate.
//!
//! `.ci/run` installs `chromium`. Without it the test fails under `CI=true` and skips, with
//! a notice, anywhere else.
#![cfg(unix)]

use crate::peers;

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use directory_desk::auth::loopback::Cancel;
use directory_desk::auth::oauth::{ClientAuth, Provider, ResponseMode};
use directory_desk::auth::sign_in::{SignInError, SignInRequest, SignedIn, sign_in};
use directory_desk::sandbox::{DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, Sandbox, SandboxOptions};
use directory_desk::secret::Secret;
use peers::{block_on, find_on_path, peer_missing};
use serde_json::{Value, json};

/// How long one DevTools call, or one wait for a page, may take.
const STEP_TIMEOUT: Duration = Duration::from_secs(30);

/// Chromium as the flow's browser, driven over its DevTools pipe. Dropping it ends the
/// browser and every process it started.
struct Chromium {
    child: Child,
    stdin: ChildStdin,
    messages: mpsc::Receiver<Value>,
    next_id: u64,
    /// What Chromium printed on stderr, for failure messages.
    stderr: Arc<Mutex<String>>,
    _profile: tempfile::TempDir,
}

impl Chromium {
    fn launch(binary: &Path, url: &str) -> std::io::Result<Self> {
        let profile = tempfile::tempdir()?;
        let mut child = Command::new("sh")
            // Chromium reads DevTools commands from fd 3 and writes answers to fd 4: the
            // shell puts this side's two pipes there, then execs it (same pid).
            .arg("-c")
            .arg(r#"exec "$0" "$@" 3<&0 4>&1 0</dev/null 1>/dev/null"#)
            .arg(binary)
            .args([
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--remote-debugging-pipe",
                "--no-first-run",
                "--no-default-browser-check",
                // No calls home: this machine's network is closed, and they would only slow
                // the start.
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-quic",
                // Not the desktop keyring, which CI's D-Bus session has.
                "--password-store=basic",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg(url)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            // Its own process group, so that every process it starts can be ended with it.
            .process_group(0)
            .spawn()?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let mut stderr_pipe = child.stderr.take().expect("piped");
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&stderr);
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n @ 1..) = stderr_pipe.read(&mut buffer) {
                if let Ok(mut text) = sink.lock() {
                    text.push_str(&String::from_utf8_lossy(&buffer[..n]));
                }
            }
        });
        let (messages_tx, messages) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut message = Vec::new();
            loop {
                message.clear();
                match reader.read_until(0, &mut message) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
                if message.last() == Some(&0) {
                    message.pop();
                }
                if let Ok(value) = serde_json::from_slice::<Value>(&message) {
                    // Keep reading even once nobody listens, so Chromium never blocks.
                    let _ = messages_tx.send(value);
                }
            }
        });
        Ok(Self {
            child,
            stdin,
            messages,
            next_id: 0,
            stderr,
            _profile: profile,
        })
    }

    /// One DevTools command; its result, or the error Chromium gave.
    fn call(
        &mut self,
        method: &str,
        params: Value,
        session: Option<&str>,
    ) -> Result<Value, String> {
        self.next_id += 1;
        let id = self.next_id;
        let mut command = json!({"id": id, "method": method, "params": params});
        if let Some(session) = session {
            command["sessionId"] = session.into();
        }
        let mut bytes = command.to_string().into_bytes();
        bytes.push(0);
        self.stdin
            .write_all(&bytes)
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("{method}: Chromium's DevTools pipe is closed: {e}"))?;
        let deadline = Instant::now() + STEP_TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let message = self
                .messages
                .recv_timeout(left)
                .map_err(|_| format!("{method}: no answer from Chromium"))?;
            // Events (no id) and other answers are not waited for.
            if message["id"].as_u64() != Some(id) {
                continue;
            }
            if let Some(error) = message.get("error") {
                return Err(format!("{method}: {error}"));
            }
            return Ok(message["result"].clone());
        }
    }

    /// Attaches to the tab Chromium opened on the authorize address.
    fn attach_to_page(&mut self) -> Result<String, String> {
        let deadline = Instant::now() + STEP_TIMEOUT;
        loop {
            let targets = self.call("Target.getTargets", json!({}), None)?;
            let page = targets["targetInfos"]
                .as_array()
                .and_then(|all| all.iter().find(|t| t["type"] == "page"))
                .and_then(|t| t["targetId"].as_str())
                .map(str::to_owned);
            if let Some(target) = page {
                let attached = self.call(
                    "Target.attachToTarget",
                    json!({"targetId": target, "flatten": true}),
                    None,
                )?;
                return attached["sessionId"]
                    .as_str()
                    .map(str::to_owned)
                    .ok_or_else(|| format!("no session in {attached}"));
            }
            if Instant::now() > deadline {
                return Err(format!("Chromium opened no tab: {targets}"));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Evaluates `expression` in the tab; `None` while the page is between documents.
    fn evaluate(&mut self, session: &str, expression: &str) -> Option<Value> {
        let result = self
            .call(
                "Runtime.evaluate",
                json!({"expression": expression, "returnByValue": true}),
                Some(session),
            )
            .ok()?;
        if result.get("exceptionDetails").is_some() {
            return None;
        }
        Some(result["result"]["value"].clone())
    }

    /// Evaluates `expression` until it gives something `done` accepts.
    fn wait_for(
        &mut self,
        session: &str,
        what: &str,
        expression: &str,
        done: impl Fn(&Value) -> bool,
    ) -> Result<Value, String> {
        let deadline = Instant::now() + STEP_TIMEOUT;
        let mut last = Value::Null;
        while Instant::now() < deadline {
            if let Some(value) = self.evaluate(session, expression) {
                if done(&value) {
                    return Ok(value);
                }
                last = value;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        Err(format!("Chromium never showed {what}; last seen: {last}"))
    }

    fn stderr(&self) -> String {
        self.stderr.lock().map(|s| s.clone()).unwrap_or_default()
    }
}

impl Drop for Chromium {
    fn drop(&mut self) {
        // Politely first, so that it ends its own children; then by force.
        let _ = self
            .stdin
            .write_all(b"{\"id\":0,\"method\":\"Browser.close\"}\0");
        let _ = self.stdin.flush();
        let deadline = Instant::now() + Duration::from_secs(5);
        while matches!(self.child.try_wait(), Ok(None)) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Whatever of its process group outlived it (its group id is its pid).
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", self.child.id())])
            .stderr(Stdio::null())
            .status();
    }
}

/// Where the browser ended up.
#[derive(Debug)]
struct FinalPage {
    heading: String,
    href: String,
}

/// Presses the sandbox consent page's "Allow" once the page is there.
const CLICK_ALLOW: &str = "(() => {
    const allow = document.querySelector('button[name=decision][value=allow]');
    if (!allow || document.readyState !== 'complete') {
        return 'waiting at ' + location.origin + location.pathname;
    }
    allow.click();
    return 'clicked';
})()";

const SHOWN: &str = "JSON.stringify({
    heading: (document.querySelector('h1') || {}).textContent || '',
    href: location.href,
})";

/// The whole `sign_in()`, with Chromium as the browser: it is started on the authorize
/// address, "Allow" is pressed, and Chromium does the rest by itself.
fn sign_in_with_chromium(
    chromium: &Path,
    request: &SignInRequest,
) -> (Result<SignedIn, SignInError>, Result<FinalPage, String>) {
    let cancel = Cancel::default();
    let (done_tx, done) = mpsc::channel::<bool>();
    let (report_tx, report) = mpsc::channel();
    let (binary, on_failure) = (chromium.to_owned(), cancel.clone());
    let outcome = block_on(sign_in(
        request,
        |_| {},
        move |url: &str| {
            let mut browser = match Chromium::launch(&binary, url) {
                Ok(browser) => browser,
                Err(err) => {
                    on_failure.cancel();
                    let _ = report_tx.send(Err(format!("Chromium did not start: {err}")));
                    return Err(err.to_string());
                }
            };
            std::thread::spawn(move || {
                let mut drive = || -> Result<FinalPage, String> {
                    let session = browser.attach_to_page()?;
                    browser.wait_for(&session, "the consent page", CLICK_ALLOW, |v| {
                        v == "clicked"
                    })?;
                    // The rest is Chromium's own doing; the app says when it has the answer.
                    if !done.recv_timeout(Duration::from_secs(60)).unwrap_or(false) {
                        return Err("the sign-in did not complete".into());
                    }
                    let shown = browser.wait_for(&session, "the listener's page", SHOWN, |v| {
                        v.as_str()
                            .is_some_and(|s| s.contains("\"heading\":\"Signed in\""))
                    })?;
                    let shown: Value =
                        serde_json::from_str(shown.as_str().unwrap_or("{}")).unwrap_or_default();
                    Ok(FinalPage {
                        heading: shown["heading"].as_str().unwrap_or("").to_owned(),
                        href: shown["href"].as_str().unwrap_or("").to_owned(),
                    })
                };
                let result = drive().map_err(|problem| {
                    on_failure.cancel();
                    format!("{problem}\nChromium said:\n{}", browser.stderr())
                });
                drop(browser);
                let _ = report_tx.send(result);
            });
            Ok(())
        },
        &cancel,
    ));
    let _ = done_tx.send(outcome.is_ok());
    let report = report
        .recv_timeout(Duration::from_secs(90))
        .unwrap_or_else(|_| Err("the browser's driver never reported".into()));
    (outcome, report)
}

fn chromium() -> Option<PathBuf> {
    let found = find_on_path("chromium").or_else(|| find_on_path("chromium-browser"));
    if found.is_none() {
        peer_missing(
            "Chromium",
            "no `chromium` on PATH",
            "Install it (Debian: apt-get install chromium); .ci/run does",
        );
    }
    found
}

#[test]
fn headless_chromium_signs_in_through_the_sandbox_in_fragment_query_and_form_post_modes() {
    let Some(chromium) = chromium() else {
        return;
    };
    let sandbox = Sandbox::start(SandboxOptions {
        threads: 16,
        ..SandboxOptions::default()
    })
    .expect("the sandbox starts");
    for mode in [
        ResponseMode::Fragment,
        ResponseMode::Query,
        ResponseMode::FormPost,
    ] {
        let request = SignInRequest {
            provider: Provider {
                auth_url: sandbox.auth_url(),
                client_id: DEMO_CLIENT_ID.into(),
                client_secret: Some(Secret::new(DEMO_CLIENT_SECRET)),
                client_auth: ClientAuth::Basic,
                scopes: vec!["message.send".into()],
                response_mode: Some(mode),
            },
            api_base_url: sandbox.base_url(),
            redirect_port: None,
            jwks_url: None,
            timeout: Duration::from_secs(90),
        };
        let (outcome, page) = sign_in_with_chromium(&chromium, &request);
        let page = page.unwrap_or_else(|problem| panic!("{mode:?}: {problem}"));
        let signed_in = outcome.unwrap_or_else(|e| panic!("{mode:?}: {e}"));

        assert_eq!(signed_in.user_uuid, Sandbox::demo_account(), "{mode:?}");
        assert!(signed_in.identity.signature_verified, "{mode:?}");
        assert_eq!(
            signed_in.identity.encryption,
            Some(("A256KW".to_owned(), "A128CBC-HS256".to_owned()))
        );
        assert_eq!(page.heading, "Signed in", "{mode:?}");
        match mode {
            // The relay page's script posted the fragment back and cleared it from the
            // address bar; the form_post answer came in a POST body.
            ResponseMode::Fragment | ResponseMode::FormPost => {
                assert!(
                    !page.href.contains('#') && !page.href.contains("code="),
                    "{mode:?}: {}",
                    page.href
                );
            }
            ResponseMode::Query => {
                assert!(page.href.contains("code="), "{mode:?}: {}", page.href)
            }
        }
        assert!(page.href.starts_with("http://127.0.0.1:"), "{}", page.href);
        assert!(page.href.contains("/callback"), "{}", page.href);
    }
}
