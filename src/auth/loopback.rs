//! The loopback listener that receives the provider's redirect after sign-in (RFC 8252 §7.3):
//! bound to 127.0.0.1 only, answering only its callback path, taking the answer in any of the
//! three forms a provider may use (query string, fragment via a small relay page, form_post),
//! and checking `state` before anything else. A request that is not the real answer (a
//! favicon, a browser's pre-connect, a forged or stale callback, garbage) gets a clear page
//! and leaves the listener waiting for the real one.
//!
//! Nothing a local process sends can hold the listener up. tiny_http reads each connection's
//! head on a thread of its own; each request is then served on a thread of its own too, with
//! a deadline, so a body that never comes stalls only its own thread, and the wait stays free
//! to take the real answer, to time out, and to be cancelled.

use std::collections::VecDeque;
use std::io::{Cursor, Read, Write};
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Weak, mpsc};
use std::time::{Duration, Instant};

use subtle::ConstantTimeEq;

use crate::secret::Secret;

pub const CALLBACK_PATH: &str = "/callback";

/// How long a sign-in waits for the browser by default.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(5 * 60);

/// A callback body larger than this is not an OAuth answer.
const MAX_BODY_BYTES: usize = 64 * 1024;

/// How long a request may take to deliver its body once its head is in. A browser posting a
/// sign-in answer to loopback needs milliseconds; a request slower than this is not believed.
const REQUEST_DEADLINE: Duration = Duration::from_secs(10);

/// Requests served at once; more wait for a free slot. A request holds its slot until it is
/// answered or its deadline passes, so silent peers cannot keep every slot for long.
const MAX_REQUESTS_IN_FLIGHT: usize = 32;

/// The longest announced body that tiny_http may be left to throw away (see
/// `refuse_too_large`).
const MAX_DISCARDED_BODY_BYTES: usize = 16 * 1024 * 1024;

/// How often the wait looks at its Cancel while nothing arrives.
const CANCEL_POLL: Duration = Duration::from_millis(100);

/// Headers of every page: nothing cached, nothing leaked through a referrer, nothing sniffed.
const PAGE_HEADERS: [&str; 5] = [
    "Content-Type: text/html; charset=utf-8",
    "Cache-Control: no-store",
    "Pragma: no-cache",
    "Referrer-Policy: no-referrer",
    "X-Content-Type-Options: nosniff",
];

/// What the provider sent back, `state` already checked.
#[derive(Debug)]
pub struct AuthorizationResponse {
    pub code: Secret,
    /// Present in the hybrid flow (`code id_token`).
    pub id_token: Option<Secret>,
    /// The provider that answered, when it says (RFC 9207); the caller checks it.
    pub issuer: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum LoopbackError {
    #[error("cannot listen on 127.0.0.1:{port} for the sign-in answer: {source}")]
    Bind { port: u16, source: std::io::Error },
    #[error("no answer came from the browser within {} minutes; sign in again", .0.as_secs() / 60)]
    TimedOut(Duration),
    #[error("the sign-in was cancelled")]
    Cancelled,
    #[error("{explanation}{}", description.as_deref().map(|d| format!(" The provider said: {d}")).unwrap_or_default())]
    Refused {
        /// The OAuth `error` code, e.g. `access_denied`.
        error: String,
        explanation: String,
        description: Option<String>,
    },
}

/// Lets another thread stop a wait (the Cancel button).
#[derive(Debug, Clone, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    pub fn cancel(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

pub struct LoopbackListener {
    /// Shared (weakly) with the request threads, only so they can wake the wait.
    server: Arc<tiny_http::Server>,
    port: u16,
}

impl std::fmt::Debug for LoopbackListener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoopbackListener")
            .field("port", &self.port)
            .finish()
    }
}

impl LoopbackListener {
    /// Listens on 127.0.0.1 at `port`, or at a free port the OS picks when `None` or 0.
    pub fn bind(port: Option<u16>) -> Result<Self, LoopbackError> {
        let port = port.unwrap_or(0);
        let address = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let server = tiny_http::Server::http(address).map_err(|err| LoopbackError::Bind {
            port,
            source: std::io::Error::other(err.to_string()),
        })?;
        let port = server
            .server_addr()
            .to_ip()
            .map_or(port, |address| address.port());
        Ok(Self {
            server: Arc::new(server),
            port,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The `redirect_uri` to register with the authorize request.
    pub fn redirect_uri(&self) -> String {
        format!("http://127.0.0.1:{}{CALLBACK_PATH}", self.port)
    }

    /// Serves requests until the real answer for `expected_state` arrives, `timeout` passes,
    /// or `cancel` is set. The listener closes when this returns; requests still being
    /// served then finish on their own threads, and their outcome is no longer heard.
    pub fn wait(
        self,
        expected_state: &str,
        timeout: Duration,
        cancel: &Cancel,
    ) -> Result<AuthorizationResponse, LoopbackError> {
        let deadline = Instant::now() + timeout;
        let (finished_sender, finished) = mpsc::channel();
        let mut requests = Requests {
            expected_state: Arc::from(expected_state),
            server: Arc::downgrade(&self.server),
            finished: finished_sender,
            next_id: 0,
            serving: Vec::new(),
            waiting: VecDeque::new(),
        };
        loop {
            if cancel.is_cancelled() {
                return Err(LoopbackError::Cancelled);
            }
            for Finished { id, outcome } in finished.try_iter() {
                requests.done(id);
                if let Some(outcome) = outcome {
                    return outcome;
                }
            }
            let now = Instant::now();
            let left = deadline.saturating_duration_since(now);
            if left.is_zero() {
                return Err(LoopbackError::TimedOut(timeout));
            }
            requests.serve_waiting(now);
            // A request thread that finishes wakes this (`unblock`), so an answer is taken
            // at once rather than at the next poll.
            match self.server.recv_timeout(left.min(CANCEL_POLL)) {
                Ok(Some(request)) => {
                    requests.waiting.push_back(request);
                    requests.serve_waiting(Instant::now());
                }
                Ok(None) => {}
                Err(err) => {
                    tracing::debug!(error = %err, "the loopback listener could not read a request");
                }
            }
        }
    }
}

/// What a request thread reports when it is done.
struct Finished {
    id: u64,
    /// `Some` when the request settled the sign-in.
    outcome: Option<Result<AuthorizationResponse, LoopbackError>>,
}

/// The requests being served, each on a thread of its own, and those waiting for a slot.
struct Requests {
    expected_state: Arc<str>,
    server: Weak<tiny_http::Server>,
    finished: mpsc::Sender<Finished>,
    next_id: u64,
    /// The id and deadline of each request holding a slot.
    serving: Vec<(u64, Instant)>,
    /// In the order they came, each with its head already read by tiny_http.
    waiting: VecDeque<tiny_http::Request>,
}

impl Requests {
    fn done(&mut self, id: u64) {
        self.serving.retain(|(serving, _)| *serving != id);
    }

    /// Frees the slots of requests past their deadline and serves waiting requests in the
    /// free slots. A request past its deadline may leave its thread blocked on a silent peer
    /// (tiny_http offers no socket timeouts), but nothing waits for it any more and what it
    /// reads later is refused.
    fn serve_waiting(&mut self, now: Instant) {
        self.serving.retain(|(_, deadline)| *deadline > now);
        while self.serving.len() < MAX_REQUESTS_IN_FLIGHT
            && let Some(request) = self.waiting.pop_front()
        {
            let id = self.next_id;
            self.next_id += 1;
            let deadline = now + REQUEST_DEADLINE;
            let expected_state = Arc::clone(&self.expected_state);
            let finished = self.finished.clone();
            let server = Weak::clone(&self.server);
            // The request goes over only once the thread exists: were it moved into a thread
            // that failed to start, it would be dropped here, and dropping a request makes
            // tiny_http read the rest of its body, which a silent peer never sends.
            let (hand_over, handed) = mpsc::channel::<tiny_http::Request>();
            let spawned = std::thread::Builder::new()
                .name("loopback-request".into())
                .spawn(move || {
                    let Ok(request) = handed.recv() else { return };
                    let outcome = serve(request, &expected_state, deadline);
                    // The wait may be over already; then nobody needs to hear.
                    let _ = finished.send(Finished { id, outcome });
                    if let Some(server) = server.upgrade() {
                        server.unblock();
                    }
                });
            match spawned {
                Ok(_) => {
                    if let Err(mpsc::SendError(request)) = hand_over.send(request) {
                        // The thread is gone already; try the request again next time.
                        self.waiting.push_front(request);
                        break;
                    }
                    self.serving.push((id, deadline));
                }
                Err(err) => {
                    tracing::warn!(error = %err, "no thread to serve a loopback request yet");
                    self.waiting.push_front(request);
                    break;
                }
            }
        }
    }
}

/// Answers one request, giving up on its body at `deadline`; `Some` when it settles the
/// sign-in.
fn serve(
    mut request: tiny_http::Request,
    expected_state: &str,
    deadline: Instant,
) -> Option<Result<AuthorizationResponse, LoopbackError>> {
    let url = request.url().to_owned();
    let (path, query) = url.split_once('?').unwrap_or((url.as_str(), ""));
    if path != CALLBACK_PATH {
        respond(
            request,
            404,
            &page(
                "Not found",
                "This address only receives the sign-in answer for Directory Desk.",
            ),
        );
        return None;
    }
    let fields: Vec<(String, String)> = match request.method() {
        tiny_http::Method::Get => parse_form(query),
        tiny_http::Method::Post => match read_body(&mut request, deadline) {
            Body::Read(body) => parse_form(&body),
            Body::TooLarge => {
                refuse_too_large(request);
                return None;
            }
            Body::TooSlow => {
                respond(
                    request,
                    408,
                    &page(
                        "Not a sign-in answer",
                        "That request took too long to arrive to be a sign-in answer.",
                    ),
                );
                return None;
            }
            Body::Unreadable => {
                respond(
                    request,
                    400,
                    &page(
                        "Not a sign-in answer",
                        "That request could not be read whole.",
                    ),
                );
                return None;
            }
        },
        _ => {
            respond(
                request,
                405,
                &page(
                    "Not a sign-in answer",
                    "This address only receives the sign-in answer for Directory Desk.",
                ),
            );
            return None;
        }
    };
    let field = |name: &str| {
        fields
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    if fields.is_empty() {
        // The answer is in the fragment, which browsers never send: a page of ours sends it.
        respond(request, 200, &relay_page());
        return None;
    }
    // `state` first, in constant time: nothing else of a forged answer is looked at.
    let state_matches = field("state")
        .is_some_and(|state| bool::from(state.as_bytes().ct_eq(expected_state.as_bytes())));
    if !state_matches {
        respond(
            request,
            400,
            &page(
                "Not this sign-in",
                "This answer does not belong to the sign-in in progress, so it was ignored. \
                 If you started another sign-in, finish that one; otherwise return to Directory Desk.",
            ),
        );
        return None;
    }
    if let Some(error) = field("error") {
        let explanation = explain_error(error);
        let description = field("error_description").map(str::to_owned);
        respond(request, 200, &page("Sign-in not completed", &explanation));
        return Some(Err(LoopbackError::Refused {
            error: error.to_owned(),
            explanation,
            description,
        }));
    }
    let Some(code) = field("code").filter(|code| !code.is_empty()) else {
        respond(
            request,
            400,
            &page(
                "Not a sign-in answer",
                "The answer carried no authorization code.",
            ),
        );
        return None;
    };
    crate::diagnostics::redact::register_all([Some(code), field("id_token")]);
    let outcome = AuthorizationResponse {
        code: Secret::new(code),
        id_token: field("id_token")
            .filter(|token| !token.is_empty())
            .map(Secret::new),
        issuer: field("iss").map(str::to_owned),
    };
    respond(
        request,
        200,
        &page(
            "Signed in",
            "Directory Desk has your sign-in. You can close this tab and return to the app.",
        ),
    );
    Some(Ok(outcome))
}

enum Body {
    Read(String),
    TooLarge,
    /// It came whole, but after the request's deadline.
    TooSlow,
    Unreadable,
}

fn read_body(request: &mut tiny_http::Request, deadline: Instant) -> Body {
    // Taken at its word: a body announced too large is refused before a byte of it is read.
    if request
        .body_length()
        .is_some_and(|length| length > MAX_BODY_BYTES)
    {
        return Body::TooLarge;
    }
    let mut body = Vec::new();
    // This blocks for as long as the peer is silent: only this request's thread waits here.
    let read = request
        .as_reader()
        .take(MAX_BODY_BYTES as u64 + 1)
        .read_to_end(&mut body);
    if Instant::now() > deadline {
        return Body::TooSlow;
    }
    match read {
        Err(_) => Body::Unreadable,
        Ok(_) if body.len() > MAX_BODY_BYTES => Body::TooLarge,
        Ok(_) => Body::Read(String::from_utf8_lossy(&body).into_owned()),
    }
}

/// Refuses a body too large to be an answer without reading it. Letting go of a tiny_http
/// request reads the rest of its announced body and throws it away, and `into_writer` lets go
/// of it before it hands over the socket, so `respond` would wait for the whole body first.
/// tiny_http's own `respond` writes before it lets go; it drops a `Connection` header, so this
/// one refusal leaves the connection open while tiny_http discards the rest (on this request's
/// thread only).
fn refuse_too_large(request: tiny_http::Request) {
    if request
        .body_length()
        .is_some_and(|length| length > MAX_DISCARDED_BODY_BYTES)
    {
        // tiny_http discards a body into one buffer as long as what is left of it; for an
        // absurd announced length that allocation fails, and a failed allocation aborts the
        // whole app. Leaking this one connection (its socket and tiny_http's thread for it,
        // until the app exits) is the lesser harm, and only a hostile peer meets it.
        tracing::warn!(
            announced = request.body_length(),
            "a loopback request announced an absurd body; left unanswered"
        );
        std::mem::forget(request);
        return;
    }
    let html = page(
        "Not a sign-in answer",
        "That request was too large to be a sign-in answer.",
    );
    let length = html.len();
    let headers = PAGE_HEADERS
        .iter()
        .filter_map(|line| line.parse::<tiny_http::Header>().ok())
        .collect();
    let refusal = tiny_http::Response::new(
        tiny_http::StatusCode(413),
        headers,
        Cursor::new(html.into_bytes()),
        Some(length),
        None,
    );
    if let Err(err) = request.respond(refusal) {
        tracing::debug!(error = %err, "the peer left before the refusal was sent");
    }
}

fn parse_form(text: &str) -> Vec<(String, String)> {
    url::form_urlencoded::parse(text.trim_start_matches('#').as_bytes())
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
        .collect()
}

/// Words for the OAuth errors a provider may send back (RFC 6749 §4.1.2.1, OIDC Core §3.1.2.6).
fn explain_error(error: &str) -> String {
    match error {
        "access_denied" => "You declined the sign-in, so Directory Desk was not given access.".into(),
        "invalid_request" => "The provider found the sign-in request malformed.".into(),
        "unauthorized_client" => "The provider does not let this app sign in this way; check the environment's client id.".into(),
        "unsupported_response_type" => "The provider does not support the sign-in this app asks for (code id_token).".into(),
        "invalid_scope" => "The provider refused the permissions (scopes) this app asks for.".into(),
        "server_error" => "The provider had a problem and could not complete the sign-in; try again.".into(),
        "temporarily_unavailable" => "The provider is busy or down for maintenance; try again later.".into(),
        "login_required" | "consent_required" | "interaction_required" | "account_selection_required" => {
            "The provider needs you to sign in or give consent in the browser; try again.".into()
        }
        other => format!("The provider refused the sign-in ({}).", other.chars().take(64).collect::<String>()),
    }
}

/// A small page: no codes or tokens in it, ever.
fn page(title: &str, text: &str) -> String {
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\"><title>{title} · Directory Desk</title>\
         <style>body{{font-family:system-ui,sans-serif;max-width:36em;margin:4em auto;padding:0 1em;color:#222}}</style>\
         </head><body><h1>{title}</h1><p id=\"m\">{text}</p></body></html>",
        title = escape(title),
        text = escape(text),
    )
}

/// Sends the fragment (which never reaches a server) back to this listener as a form, and
/// clears it from the address bar and history first so the code is not left behind.
fn relay_page() -> String {
    let script = "(function(){var h=location.hash.slice(1);\
        history.replaceState(null,'',location.pathname);\
        if(!h){document.getElementById('m').textContent='No sign-in answer arrived here. Return to Directory Desk.';return;}\
        fetch(location.pathname,{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:h})\
        .then(function(r){return r.text();})\
        .then(function(t){document.open();document.write(t);document.close();})\
        .catch(function(){document.getElementById('m').textContent='Directory Desk did not receive the answer. Return to the app and sign in again.';});})();";
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Signing in · Directory Desk</title></head>\
         <body><h1>Signing in…</h1><p id=\"m\">Passing the answer to Directory Desk.</p>\
         <noscript><p>This provider sent the answer in a way that needs JavaScript. Enable it, or return to Directory Desk and sign in again.</p></noscript>\
         <script>{script}</script></body></html>"
    )
}

fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            other => escaped.push(other),
        }
    }
    escaped
}

/// Writes the whole answer in one piece, by hand: tiny_http drops a `Connection` header set
/// on a response, and a browser's kept-alive connection (a pre-connect, a favicon) must not
/// linger once the page is sent.
fn respond(request: tiny_http::Request, status: u16, html: &str) {
    let reason = match status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        413 => "Content Too Large",
        _ => "Error",
    };
    let answer = format!(
        "HTTP/1.1 {status} {reason}\r\n{}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{html}",
        PAGE_HEADERS.join("\r\n"),
        html.len()
    );
    let mut writer = request.into_writer();
    if let Err(err) = writer
        .write_all(answer.as_bytes())
        .and_then(|()| writer.flush())
    {
        tracing::debug!(error = %err, "the browser left before the page was sent");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_escape_what_they_show_and_errors_read_plainly() {
        let shown = page("<b>", "a & \"b\"");
        assert!(shown.contains("&lt;b&gt;") && shown.contains("a &amp; &quot;b&quot;"));
        assert!(explain_error("access_denied").contains("declined"));
        assert!(
            explain_error(&"x".repeat(500)).len() < 200,
            "a hostile code is cut short"
        );
    }
}
