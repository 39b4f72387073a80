//! The loopback listener that receives the provider's redirect after sign-in (RFC 8252 §7.3):
//! bound to 127.0.0.1 only, answering only its callback path, taking the answer in any of the
//! three forms a provider may use (query string, fragment via a small relay page, form_post),
//! and checking `state` before anything else. A request that is not the real answer (a
//! favicon, a browser's pre-connect, a forged or stale callback, garbage) gets a clear page
//! and leaves the listener waiting for the real one.
//!
//! No stalled peer can hold the listener up. Each connection is served on a thread of its
//! own with one deadline for its whole request, head and body, that bounds every read on its
//! socket; so a silent or slow peer ties up only its own thread, and only until its deadline,
//! while the wait stays free to take the real answer, to time out and to be cancelled. Up to
//! 64 connections are served at once and up to 256 more wait their turn (the oldest waiting
//! one is closed when more come): a local process that floods the port can delay the answer
//! by a deadline per 64 connections, but never use up our threads or descriptors.
//!
//! The listener owns its sockets (std::net, heads parsed by httparse) rather than going
//! through tiny_http, which the design card names: tiny_http 0.12.0 (the latest release)
//! cannot keep these promises. Measured on Linux, a tiny_http server given the kinds of
//! request `tests/sign_in/loopback.rs` sends did this:
//! - A request it hands over with `Content-Length` larger than what was read is drained when
//!   dropped, into one buffer of the size the peer declared, allocated first: a 61-byte
//!   `POST` declaring a petabyte aborts the whole process (`memory allocation … failed`,
//!   SIGABRT) once it has been answered, whatever the handler does (tiny-http pull request
//!   290; no release since 0.12.0). Every refusal drops a request, and there is no way to
//!   let go of one without that drain.
//! - It reads request heads on its own threads with no deadline and no size cap, and sets
//!   no socket timeouts. A timeout set on the listening socket is inherited on Linux and
//!   closes a silent connection, but a head sent a line a second kept its thread past any
//!   deadline, and 200 MiB of header lines were taken whole (2 MiB to 380 MiB resident).
//! - By its code (`util/task_pool.rs`), its thread pool can queue a new connection behind a
//!   busy one when connections arrive together, and a busy one has no deadline.

use std::collections::VecDeque;
use std::io::{ErrorKind, Read, Write};
use std::net::{Ipv4Addr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use subtle::ConstantTimeEq;

use crate::secret::Secret;

pub const CALLBACK_PATH: &str = "/callback";

/// How long a sign-in waits for the browser by default.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(5 * 60);

/// A callback body larger than this is not an OAuth answer.
const MAX_BODY_BYTES: usize = 64 * 1024;

/// A request line and headers larger than this are not a browser's callback.
const MAX_HEAD_BYTES: usize = 64 * 1024;

/// More header lines than this are not a browser's callback (browsers send about 20).
const MAX_HEADERS: usize = 64;

/// How long a connection may take to deliver its whole request, head and body. A browser
/// sends a sign-in answer over loopback in milliseconds.
const REQUEST_DEADLINE: Duration = Duration::from_secs(10);

/// How long each write of an answer may take: a peer that does not read gets no more.
const WRITE_ALLOWANCE: Duration = Duration::from_secs(2);

/// Connections served at once; more wait for a free slot, in the order they came. Each one
/// is done within its deadline and allowances, so silent peers cannot keep a slot for long.
const MAX_CONNECTIONS_IN_SERVICE: usize = 64;

/// Connections waiting for a slot, at most. Past this the oldest waiting one is closed
/// unanswered: a browser whose connection that was tries again.
const MAX_CONNECTIONS_WAITING: usize = 256;

/// After the answer, how long and how much of what the peer still sends is read and thrown
/// away before closing (see `linger`).
const LINGER: Duration = Duration::from_secs(1);
const LINGER_BYTES: usize = 256 * 1024;

/// How often the wait looks at its Cancel while nothing arrives.
const CANCEL_POLL: Duration = Duration::from_millis(100);

/// Headers of every page: nothing cached, nothing leaked through a referrer, nothing sniffed,
/// and the connection closed (one request per connection, so none lingers once answered).
const PAGE_HEADERS: &str = "Content-Type: text/html; charset=utf-8\r\n\
     Cache-Control: no-store\r\n\
     Pragma: no-cache\r\n\
     Referrer-Policy: no-referrer\r\n\
     X-Content-Type-Options: nosniff\r\n\
     Connection: close\r\n";

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
    listener: TcpListener,
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
        let listener = TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, port)))
            .map_err(|source| LoopbackError::Bind { port, source })?;
        let port = listener.local_addr().map_or(port, |address| address.port());
        Ok(Self { listener, port })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The `redirect_uri` to register with the authorize request.
    pub fn redirect_uri(&self) -> String {
        format!("http://127.0.0.1:{}{CALLBACK_PATH}", self.port)
    }

    /// Serves requests until the real answer for `expected_state` arrives, `timeout` passes,
    /// or `cancel` is set. The listener closes when this returns; connections still being
    /// served then finish on their own threads (within their deadlines), unheard.
    pub fn wait(
        self,
        expected_state: &str,
        timeout: Duration,
        cancel: &Cancel,
    ) -> Result<AuthorizationResponse, LoopbackError> {
        let deadline = Instant::now() + timeout;
        let (events_sender, events) = mpsc::channel();
        let _accepting = Accepting::start(self.listener, self.port, events_sender.clone())?;
        let mut connections = Connections {
            expected_state: Arc::from(expected_state),
            events: events_sender,
            in_service: 0,
            waiting: VecDeque::new(),
        };
        loop {
            if cancel.is_cancelled() {
                return Err(LoopbackError::Cancelled);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(LoopbackError::TimedOut(timeout));
            }
            match events.recv_timeout(left.min(CANCEL_POLL)) {
                Ok(Event::Connected(stream)) => connections.admit(stream),
                Ok(Event::Finished(outcome)) => {
                    connections.finished();
                    if let Some(outcome) = outcome {
                        return outcome;
                    }
                }
                // Nothing yet (the wait holds a sender, so the channel stays open).
                Err(_) => {}
            }
        }
    }
}

enum Event {
    Connected(TcpStream),
    /// A connection is done; `Some` when its request settled the sign-in.
    Finished(Option<Result<AuthorizationResponse, LoopbackError>>),
}

/// Accepts connections on a thread of its own and hands them to the wait; stops, closing the
/// port, when dropped.
struct Accepting {
    stop: Arc<AtomicBool>,
    port: u16,
}

impl Accepting {
    fn start(
        listener: TcpListener,
        port: u16,
        events: mpsc::Sender<Event>,
    ) -> Result<Self, LoopbackError> {
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = Arc::clone(&stop);
        std::thread::Builder::new()
            .name("loopback-accept".into())
            .spawn(move || {
                for connection in listener.incoming() {
                    if stopping.load(Ordering::SeqCst) {
                        break;
                    }
                    match connection {
                        Ok(stream) => {
                            if events.send(Event::Connected(stream)).is_err() {
                                break;
                            }
                        }
                        Err(err) => {
                            // Out of file handles, say: waiting a little keeps this loop
                            // from spinning while it lasts.
                            tracing::debug!(error = %err, "the loopback listener could not accept");
                            std::thread::sleep(Duration::from_millis(50));
                        }
                    }
                }
            })
            .map_err(|source| LoopbackError::Bind { port, source })?;
        Ok(Self { stop, port })
    }
}

impl Drop for Accepting {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // `accept` has no timeout: a connection of our own wakes it to see `stop`.
        let _ = TcpStream::connect_timeout(
            &SocketAddr::from((Ipv4Addr::LOCALHOST, self.port)),
            Duration::from_secs(1),
        );
    }
}

/// The connections being served, each on a thread of its own, and those waiting for a slot.
struct Connections {
    expected_state: Arc<str>,
    events: mpsc::Sender<Event>,
    in_service: usize,
    /// Accepted while every slot was taken; served in the order they came.
    waiting: VecDeque<TcpStream>,
}

impl Connections {
    fn admit(&mut self, stream: TcpStream) {
        self.waiting.push_back(stream);
        while self.waiting.len() > MAX_CONNECTIONS_WAITING {
            if let Some(oldest) = self.waiting.pop_front() {
                let _ = oldest.shutdown(Shutdown::Both);
            }
        }
        self.serve_waiting();
    }

    fn finished(&mut self) {
        self.in_service = self.in_service.saturating_sub(1);
        self.serve_waiting();
    }

    fn serve_waiting(&mut self) {
        while self.in_service < MAX_CONNECTIONS_IN_SERVICE
            && let Some(stream) = self.waiting.pop_front()
        {
            let expected_state = Arc::clone(&self.expected_state);
            let mut report = Report(Some(self.events.clone()));
            let spawned = std::thread::Builder::new()
                .name("loopback-connection".into())
                .spawn(move || {
                    let deadline = Instant::now() + REQUEST_DEADLINE;
                    report.send(serve(stream, &expected_state, deadline));
                });
            match spawned {
                Ok(_) => self.in_service += 1,
                // The connection is closed unanswered; the browser may try again.
                Err(err) => {
                    tracing::warn!(error = %err, "no thread to serve a loopback connection")
                }
            }
        }
    }
}

/// Tells the wait that a connection is done, also if serving it panicked, so its slot is
/// never lost.
struct Report(Option<mpsc::Sender<Event>>);

impl Report {
    fn send(&mut self, outcome: Option<Result<AuthorizationResponse, LoopbackError>>) {
        if let Some(events) = self.0.take() {
            // The wait may be over already; then nobody needs to hear.
            let _ = events.send(Event::Finished(outcome));
        }
    }
}

impl Drop for Report {
    fn drop(&mut self) {
        self.send(None);
    }
}

/// Serves one connection's one request within `deadline`; `Some` when it settles the sign-in.
fn serve(
    mut stream: TcpStream,
    expected_state: &str,
    deadline: Instant,
) -> Option<Result<AuthorizationResponse, LoopbackError>> {
    match read_request(&mut stream, deadline) {
        Ok(fields) => {
            let (status, html, outcome) = settle(&fields, expected_state);
            respond(stream, status, &html);
            outcome
        }
        Err(refusal) => {
            if let Some((status, text)) = refusal.explained() {
                respond(stream, status, &page("Not a sign-in answer", text));
            }
            None
        }
    }
}

/// Why a request was turned away before its contents were looked at.
#[derive(Debug, Clone, Copy)]
enum Refusal {
    Malformed,
    NotFound,
    MethodNotAllowed,
    LengthRequired,
    TooLarge,
    HeadTooLarge,
    TooSlow,
    /// The peer left or the socket failed: nobody to answer.
    Gone,
}

impl Refusal {
    /// The status and words to answer with; `None` when there is nobody to answer.
    fn explained(self) -> Option<(u16, &'static str)> {
        const ONLY_THE_ANSWER: &str =
            "This address only receives the sign-in answer for Directory Desk.";
        const TOO_LARGE: &str = "That request was too large to be a sign-in answer.";
        Some(match self {
            Refusal::Malformed => (400, "That request could not be read as HTTP."),
            Refusal::NotFound => (404, ONLY_THE_ANSWER),
            Refusal::MethodNotAllowed => (405, ONLY_THE_ANSWER),
            Refusal::LengthRequired => (
                411,
                "That request did not say how long it was, as a sign-in answer does.",
            ),
            Refusal::TooLarge => (413, TOO_LARGE),
            Refusal::HeadTooLarge => (431, TOO_LARGE),
            Refusal::TooSlow => (
                408,
                "That request took too long to arrive to be a sign-in answer.",
            ),
            Refusal::Gone => return None,
        })
    }
}

/// What a request head says that matters here.
struct Head {
    method: String,
    target: String,
    content_length: Option<usize>,
    /// Any `Transfer-Encoding`: a body of unannounced length.
    encoded: bool,
    expects_continue: bool,
}

/// Reads one request, head and body, by `deadline`, and returns its form fields (from the
/// query of a GET, from the body of a POST). Only the callback path's body is read.
fn read_request(
    stream: &mut TcpStream,
    deadline: Instant,
) -> Result<Vec<(String, String)>, Refusal> {
    let mut received = Vec::new();
    let (head, head_length) = loop {
        if let Some(parsed) = parse_head(&received)? {
            break parsed;
        }
        if received.len() >= MAX_HEAD_BYTES {
            return Err(Refusal::HeadTooLarge);
        }
        read_some(stream, &mut received, MAX_HEAD_BYTES, deadline)?;
    };
    let (path, query) = head
        .target
        .split_once('?')
        .unwrap_or((head.target.as_str(), ""));
    if path != CALLBACK_PATH {
        return Err(Refusal::NotFound);
    }
    match head.method.as_str() {
        "GET" => Ok(parse_form(query)),
        "POST" => {
            let body = read_body(stream, &head, received.split_off(head_length), deadline)?;
            Ok(parse_form(&body))
        }
        _ => Err(Refusal::MethodNotAllowed),
    }
}

/// The head and its length once `received` holds all of it; `None` while more must come.
fn parse_head(received: &[u8]) -> Result<Option<(Head, usize)>, Refusal> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut request = httparse::Request::new(&mut headers);
    let head_length = match request.parse(received) {
        Ok(httparse::Status::Complete(length)) => length,
        Ok(httparse::Status::Partial) => return Ok(None),
        Err(httparse::Error::TooManyHeaders) => return Err(Refusal::HeadTooLarge),
        Err(_) => return Err(Refusal::Malformed),
    };
    let mut content_length = None;
    let mut encoded = false;
    let mut expects_continue = false;
    for header in request.headers.iter() {
        let value = || std::str::from_utf8(header.value).map(str::trim);
        if header.name.eq_ignore_ascii_case("content-length") {
            let length = value()
                .ok()
                .and_then(|value| value.parse::<usize>().ok())
                .ok_or(Refusal::Malformed)?;
            // Two different lengths: which one the peer meant cannot be known.
            if content_length.is_some_and(|earlier| earlier != length) {
                return Err(Refusal::Malformed);
            }
            content_length = Some(length);
        } else if header.name.eq_ignore_ascii_case("transfer-encoding") {
            encoded = true;
        } else if header.name.eq_ignore_ascii_case("expect") {
            expects_continue =
                value().is_ok_and(|value| value.eq_ignore_ascii_case("100-continue"));
        }
    }
    let head = Head {
        method: request.method.unwrap_or_default().to_owned(),
        target: request.path.unwrap_or_default().to_owned(),
        content_length,
        encoded,
        expects_continue,
    };
    Ok(Some((head, head_length)))
}

/// The body of a POST; `body` holds what came with the head.
fn read_body(
    stream: &mut TcpStream,
    head: &Head,
    mut body: Vec<u8>,
    deadline: Instant,
) -> Result<String, Refusal> {
    if head.encoded {
        return Err(Refusal::LengthRequired);
    }
    let length = head.content_length.unwrap_or(0);
    // Taken at its word: a body announced too large is refused before more of it is read.
    if length > MAX_BODY_BYTES {
        return Err(Refusal::TooLarge);
    }
    if head.expects_continue && body.len() < length {
        stream
            .set_write_timeout(Some(WRITE_ALLOWANCE))
            .and_then(|()| stream.write_all(b"HTTP/1.1 100 Continue\r\n\r\n"))
            .map_err(|_| Refusal::Gone)?;
    }
    while body.len() < length {
        read_some(stream, &mut body, length, deadline)?;
    }
    // Anything after the body is another request, and this connection answers only one.
    body.truncate(length);
    Ok(String::from_utf8_lossy(&body).into_owned())
}

/// Reads what has come, up to `limit` bytes in all in `into`, waiting no later than
/// `deadline`.
fn read_some(
    stream: &mut TcpStream,
    into: &mut Vec<u8>,
    limit: usize,
    deadline: Instant,
) -> Result<(), Refusal> {
    let left = deadline.saturating_duration_since(Instant::now());
    if left.is_zero() {
        return Err(Refusal::TooSlow);
    }
    stream
        .set_read_timeout(Some(left))
        .map_err(|_| Refusal::Gone)?;
    let mut chunk = [0u8; 8 * 1024];
    let wanted = chunk.len().min(limit.saturating_sub(into.len()));
    match stream.read(&mut chunk[..wanted]) {
        Ok(0) => Err(Refusal::Gone),
        Ok(read) => {
            into.extend_from_slice(&chunk[..read]);
            Ok(())
        }
        Err(err) if matches!(err.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
            Err(Refusal::TooSlow)
        }
        Err(err) if err.kind() == ErrorKind::Interrupted => Ok(()),
        Err(_) => Err(Refusal::Gone),
    }
}

/// Decides what a request's form fields mean: the status and page to answer, and `Some`
/// when they settle the sign-in.
fn settle(
    fields: &[(String, String)],
    expected_state: &str,
) -> (
    u16,
    String,
    Option<Result<AuthorizationResponse, LoopbackError>>,
) {
    let field = |name: &str| {
        fields
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    if fields.is_empty() {
        // The answer is in the fragment, which browsers never send: a page of ours sends it.
        return (200, relay_page(), None);
    }
    // `state` first, in constant time: nothing else of a forged answer is looked at.
    let state_matches = field("state")
        .is_some_and(|state| bool::from(state.as_bytes().ct_eq(expected_state.as_bytes())));
    if !state_matches {
        let html = page(
            "Not this sign-in",
            "This answer does not belong to the sign-in in progress, so it was ignored. \
             If you started another sign-in, finish that one; otherwise return to Directory Desk.",
        );
        return (400, html, None);
    }
    if let Some(error) = field("error") {
        let explanation = explain_error(error);
        let html = page("Sign-in not completed", &explanation);
        let refused = LoopbackError::Refused {
            error: error.to_owned(),
            explanation,
            description: field("error_description").map(str::to_owned),
        };
        return (200, html, Some(Err(refused)));
    }
    let Some(code) = field("code").filter(|code| !code.is_empty()) else {
        let html = page(
            "Not a sign-in answer",
            "The answer carried no authorization code.",
        );
        return (400, html, None);
    };
    crate::diagnostics::redact::register_all([Some(code), field("id_token")]);
    let outcome = AuthorizationResponse {
        code: Secret::new(code),
        id_token: field("id_token")
            .filter(|token| !token.is_empty())
            .map(Secret::new),
        issuer: field("iss").map(str::to_owned),
    };
    let html = page(
        "Signed in",
        "Directory Desk has your sign-in. You can close this tab and return to the app.",
    );
    (200, html, Some(Ok(outcome)))
}

fn parse_form(text: &str) -> Vec<(String, String)> {
    url::form_urlencoded::parse(text.trim_start_matches('#').as_bytes())
        .map(|(key, value)| (key.into_owned(), value.into_owned()))
        .collect()
}

/// The provider's refusal as the browser's page says it: the same sentences the window
/// shows (`refusal`), in English, as the page always is.
fn explain_error(error: &str) -> String {
    crate::i18n::in_english(|| super::refusal::refusal_words(error))
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

/// Writes the whole answer in one piece, then closes the connection (see `linger`).
fn respond(mut stream: TcpStream, status: u16, html: &str) {
    let reason = match status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        411 => "Length Required",
        413 => "Content Too Large",
        431 => "Request Header Fields Too Large",
        _ => "Error",
    };
    let answer = format!(
        "HTTP/1.1 {status} {reason}\r\n{PAGE_HEADERS}Content-Length: {}\r\n\r\n{html}",
        html.len()
    );
    let sent = stream
        .set_write_timeout(Some(WRITE_ALLOWANCE))
        .and_then(|()| stream.write_all(answer.as_bytes()))
        .and_then(|()| stream.flush());
    if let Err(err) = sent {
        tracing::debug!(error = %err, "the browser left before the page was sent");
        return;
    }
    linger(stream);
}

/// Closing a socket with unread data in it makes the kernel reset the connection, and a reset
/// can destroy the answer before the peer has read it (a body refused unread, say). So the
/// write side is closed first, and what the peer still sends is read and thrown away, briefly
/// and only so much, until it closes too.
fn linger(mut stream: TcpStream) {
    if stream.shutdown(Shutdown::Write).is_err() {
        return;
    }
    let until = Instant::now() + LINGER;
    let mut scratch = [0u8; 8 * 1024];
    let mut discarded = 0;
    while discarded < LINGER_BYTES {
        let left = until.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            break;
        }
        match stream.read(&mut scratch) {
            Ok(0) | Err(_) => break,
            Ok(read) => discarded += read,
        }
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
