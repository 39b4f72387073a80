//! The built-in sandbox directory: a server faithful to the v2 spec and to what the live
//! service is known to do, with seeded data and injectable faults. It is the app's default
//! environment, the target of every test and the yardstick of every benchmark.
//!
//! It binds 127.0.0.1 only. Production code paths never depend on it: the `sandbox`
//! environment starts it, nothing else does.
//!
//! It uses `catalogue` (the names it seeds and serves its code lists from) and `config` (the demo client and the response
//! modes, which it shares with the app's sign-in), never `auth`: the sandbox mints its
//! id_tokens with code of its own (`id_token.rs`), so the app's verifier checks them as it
//! would a foreign provider's, and a mistake in one cannot hide behind the same code in the
//! other.

mod admin;
mod codes;
mod faults;
mod http;
mod id_token;
mod oauth;
mod oauth_page;
mod oauth_state;
mod relay;
mod routes;
pub mod search;
pub mod seed;
mod state;

use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpListener};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use uuid::Uuid;

/// The demo client the app's `sandbox` environment signs in as, and where an authorization
/// answer goes: the app's own configuration vocabulary, so that the provider and the sign-in
/// cannot drift apart in what they are called.
pub use crate::config::{DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, ResponseMode};
pub use faults::{Fault, FaultPlan};
pub use id_token::{ContentEncryption, IdTokenForm, KeyManagement};
pub use oauth_state::{FrontChannelIdToken, OAuthOptions, PUBLIC_CLIENT_ID};
use routes::Behaviour;
pub use routes::UserShape;
pub use seed::{DEMO_USER_UUID, SECOND_USER_UUID};
pub use state::DEMO_API_KEY;

use faults::FaultInjector;
use http::{Incoming, Reply};
use oauth_state::OAuth;
use relay::Relay;
use state::Directory;

/// Request bodies larger than this are refused with 413; a message is a few kilobytes.
const MAX_REQUEST_BYTES: u64 = 1024 * 1024;

#[derive(Debug, Clone)]
pub struct SandboxOptions {
    /// 0 picks a free port.
    pub port: u16,
    pub seed: u64,
    pub freelancers: usize,
    /// Accepted in addition to [`DEMO_API_KEY`].
    pub api_keys: Vec<String>,
    pub faults: FaultPlan,
    pub user_shape: UserShape,
    /// Whether `/freelancer-matches` exists (it is not in the written spec).
    pub search: bool,
    /// Whether `/codes/language`, `/codes/language-service` and `/codes/account-type` exist
    /// (seen only in public client code); without them they answer 404.
    pub codes: bool,
    /// Request handlers. Latency is simulated by sleeping in a handler, so this bounds how
    /// many slow requests are served at once.
    pub threads: usize,
    /// The OAuth 2.0 / OpenID Connect provider: default response mode, id_token forms,
    /// token lifetimes. Changeable at run time through `PUT /__sandbox/oauth`.
    pub oauth: OAuthOptions,
}

impl Default for SandboxOptions {
    fn default() -> Self {
        Self {
            port: 0,
            seed: 1,
            freelancers: 2000,
            api_keys: Vec::new(),
            faults: FaultPlan::default(),
            user_shape: UserShape::Envelope,
            search: true,
            codes: true,
            threads: 96,
            oauth: OAuthOptions::default(),
        }
    }
}

/// A running sandbox. Dropping it stops it.
pub struct Sandbox {
    front: SocketAddr,
    shared: Arc<Shared>,
    server: Arc<tiny_http::Server>,
    threads: Vec<JoinHandle<()>>,
}

struct Shared {
    directory: Mutex<Directory>,
    faults: Mutex<FaultInjector>,
    behaviour: Behaviour,
    relay: Relay,
    stopping: AtomicBool,
}

impl Sandbox {
    pub fn start(options: SandboxOptions) -> io::Result<Self> {
        options.faults.check().map_err(io::Error::other)?;
        options.oauth.check().map_err(io::Error::other)?;
        let front = TcpListener::bind(("127.0.0.1", options.port))?;
        let front_addr = front.local_addr()?;
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").map_err(io::Error::other)?);
        let backend = server
            .server_addr()
            .to_ip()
            .ok_or_else(|| io::Error::other("the sandbox's HTTP server has no IP address"))?;
        let (relay, relay_thread) = Relay::run(front, backend);

        let dataset = seed::generate(options.seed, options.freelancers);
        let shared = Arc::new(Shared {
            directory: Mutex::new(Directory::new(
                dataset,
                &options.api_keys,
                OAuth::new(auth_url(front_addr), options.oauth),
            )),
            faults: Mutex::new(FaultInjector::new(options.faults, options.seed)),
            behaviour: Behaviour {
                user_shape: options.user_shape,
                search: options.search,
                codes: options.codes,
            },
            relay,
            stopping: AtomicBool::new(false),
        });
        let mut threads = vec![relay_thread];
        for n in 0..options.threads.max(1) {
            let (shared, server) = (shared.clone(), server.clone());
            threads.push(
                thread::Builder::new()
                    .name(format!("sandbox-{n}"))
                    .spawn(move || handle_requests(&shared, &server))?,
            );
        }
        Ok(Self {
            front: front_addr,
            shared,
            server,
            threads,
        })
    }

    pub fn address(&self) -> SocketAddr {
        self.front
    }

    /// `http://127.0.0.1:PORT/v2/`
    pub fn base_url(&self) -> String {
        format!("http://{}/v2/", self.front)
    }

    /// `http://127.0.0.1:PORT/`, under which `__sandbox/…` lives.
    pub fn root_url(&self) -> String {
        format!("http://{}/", self.front)
    }

    /// `http://127.0.0.1:PORT`, without the trailing slash: the OAuth provider's address
    /// (`/oauth/authorize`, `/oauth/token`, `/oauth/jwks` under it) and exactly the `iss` of
    /// its id_tokens.
    pub fn auth_url(&self) -> String {
        auth_url(self.front)
    }

    /// The first `n` seeded freelancers that answer normally: samples for a newcomer to try.
    /// Reads memory only.
    pub fn sample_uuids(&self, n: usize) -> Vec<Uuid> {
        lock(&self.shared.directory)
            .freelancers
            .iter()
            .filter(|f| !Directory::is_restricted(&f.uuid))
            .take(n)
            .map(|f| f.uuid)
            .collect()
    }

    pub fn demo_account() -> Uuid {
        Uuid::parse_str(DEMO_USER_UUID).expect("the demo UUID constant is valid")
    }

    pub fn stop(&mut self) {
        if self.shared.stopping.swap(true, Ordering::SeqCst) {
            return;
        }
        self.shared.relay.stop(self.front);
        self.server.unblock();
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

fn auth_url(front: SocketAddr) -> String {
    format!("http://{front}")
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        self.stop();
    }
}

fn handle_requests(shared: &Shared, server: &tiny_http::Server) {
    while !shared.stopping.load(Ordering::SeqCst) {
        if let Ok(Some(request)) = server.recv_timeout(Duration::from_millis(100)) {
            serve(shared, request);
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A handler that panicked mid-request leaves whole values behind; keep serving.
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

fn serve(shared: &Shared, mut request: tiny_http::Request) {
    let peer = request.remote_addr().copied();
    let incoming = match read_incoming(&mut request) {
        Ok(incoming) => incoming,
        Err(reply) => return respond(request, reply),
    };
    if incoming.path == relay::PROBE_PATH {
        let mut writer = request.into_writer();
        let _ = writer
            .write_all(relay::PROBE_ANSWER)
            .and_then(|()| writer.flush());
        return;
    }
    tracing::debug!(method = %incoming.method, path = %incoming.path, "sandbox request");

    if let Some(admin_path) = incoming.path.strip_prefix("/__sandbox/") {
        let reply = admin::handle(
            &mut lock(&shared.directory),
            &mut lock(&shared.faults),
            admin_path,
            &incoming,
        );
        return respond(request, reply);
    }
    if let Some(oauth_path) = incoming.path.strip_prefix("/oauth/") {
        let mut directory = lock(&shared.directory);
        directory.count(&incoming.method, &incoming.path, &incoming.path);
        let reply = oauth::handle(&mut directory, oauth_path, &incoming);
        let delay = directory.oauth.answer_delay(oauth_path);
        drop(directory);
        thread::sleep(delay);
        return respond(request, reply);
    }
    let Some(api_path) = incoming.path.strip_prefix("/v2/") else {
        return respond(
            request,
            Reply::error(404, &["Not found. The API lives under /v2/."]),
        );
    };

    lock(&shared.directory).count(
        &incoming.method,
        &routes::endpoint_of(api_path),
        &incoming.path,
    );
    let decision = lock(&shared.faults).decide(api_path);
    thread::sleep(decision.delay);

    match decision.fault {
        Fault::DropBefore => return drop_connection(shared, request, peer),
        Fault::ServerError => {
            let reply = Reply::error(
                decision.server_error_status,
                &["The server encountered a temporary error. Please try again later."],
            );
            return respond(request, reply);
        }
        Fault::HtmlError => return respond(request, Reply::html(502, proxy_error_page())),
        Fault::Unavailable => {
            let reply = Reply::error(
                503,
                &["The service is unavailable. Your request was not processed."],
            );
            return respond(request, reply);
        }
        Fault::RateLimit => {
            let reply = Reply::error(429, &["Too many requests. Please slow down."])
                .with_header("Retry-After", decision.retry_after_secs.to_string());
            return respond(request, reply);
        }
        _ => {}
    }

    let reply = routes::handle(
        &mut lock(&shared.directory),
        shared.behaviour,
        api_path,
        &incoming,
    );

    match decision.fault {
        Fault::DropAfter => drop_connection(shared, request, peer),
        Fault::ErrorAfter => respond(
            request,
            Reply::error(
                500,
                &["An internal error occurred. Please try again later."],
            ),
        ),
        Fault::HtmlErrorAfter => respond(request, Reply::html(502, proxy_error_page())),
        Fault::Malformed => {
            let cut = reply.body.len() / 2;
            let body = if cut == 0 {
                b"{\"success\":".to_vec()
            } else {
                reply.body[..cut].to_vec()
            };
            respond(request, Reply { body, ..reply });
        }
        Fault::SlowBody => respond_slowly(request, reply, decision.slow_body),
        _ => respond(request, reply),
    }
}

fn read_incoming(request: &mut tiny_http::Request) -> Result<Incoming, Reply> {
    let url = request.url().to_owned();
    let (path, query) = url.split_once('?').unwrap_or((&url, ""));
    let headers = request
        .headers()
        .iter()
        .map(|h| {
            (
                h.field.as_str().as_str().to_ascii_lowercase(),
                h.value.as_str().to_owned(),
            )
        })
        .collect();
    let mut body = Vec::new();
    request
        .as_reader()
        .take(MAX_REQUEST_BYTES + 1)
        .read_to_end(&mut body)
        .map_err(|_| Reply::error(400, &["The request body could not be read."]))?;
    if body.len() as u64 > MAX_REQUEST_BYTES {
        return Err(Reply::error(413, &["The request body is too large."]));
    }
    Ok(Incoming {
        method: request.method().as_str().to_ascii_uppercase(),
        path: path.to_owned(),
        query: url::form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect(),
        headers,
        body,
    })
}

fn tiny_response<R: Read>(
    reply_status: u16,
    reply: &Reply,
    data: R,
    length: usize,
) -> tiny_http::Response<R> {
    let mut headers = vec![
        header("Content-Type", reply.content_type),
        header("Cache-Control", "no-store"),
    ];
    headers.extend(
        reply
            .headers
            .iter()
            .map(|(name, value)| header(name, value)),
    );
    tiny_http::Response::new(reply_status.into(), headers, data, Some(length), None)
}

fn header(name: &str, value: &str) -> tiny_http::Header {
    // Every header name and value here is ours and plain ASCII.
    tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes())
        .expect("sandbox headers are ASCII")
}

/// Writes the whole answer with one `write_all`. tiny_http's own `respond` sends the headers
/// and the body as separate small writes through a 1 KiB buffer, and on a kept-alive
/// connection Nagle's algorithm then holds the body back until the peer's delayed ACK:
/// about 40 ms added to every request after the first.
fn respond(request: tiny_http::Request, reply: Reply) {
    let closing = request
        .headers()
        .iter()
        .any(|h| h.field.equiv("Connection") && h.value.as_str().eq_ignore_ascii_case("close"));
    let with_body = *request.method() != tiny_http::Method::Head;
    let mut head = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\nCache-Control: no-store\r\n",
        reply.status,
        reason_phrase(reply.status),
        reply.content_type,
        reply.body.len()
    );
    for (name, value) in &reply.headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    if closing {
        head.push_str("Connection: close\r\n");
    }
    head.push_str("\r\n");
    let mut bytes = head.into_bytes();
    if with_body {
        bytes.extend_from_slice(&reply.body);
    }
    let mut writer = request.into_writer();
    // A client that went away is not the sandbox's problem.
    let _ = writer.write_all(&bytes).and_then(|()| writer.flush());
}

fn reason_phrase(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        302 => "Found",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        413 => "Payload Too Large",
        415 => "Unsupported Media Type",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Status",
    }
}

/// Sends the answer in small pieces spread over `over`, like a congested link.
fn respond_slowly(request: tiny_http::Request, reply: Reply, over: Duration) {
    struct Trickle {
        data: io::Cursor<Vec<u8>>,
        piece: usize,
        pause: Duration,
    }
    impl Read for Trickle {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            thread::sleep(self.pause);
            let n = buf.len().min(self.piece);
            self.data.read(&mut buf[..n])
        }
    }
    const PIECES: u32 = 10;
    let length = reply.body.len();
    let trickle = Trickle {
        data: io::Cursor::new(reply.body.clone()),
        piece: length.div_ceil(PIECES as usize).max(1),
        pause: over / PIECES,
    };
    let _ = request.respond(tiny_response(reply.status, &reply, trickle, length));
}

fn drop_connection(shared: &Shared, request: tiny_http::Request, peer: Option<SocketAddr>) {
    if let Some(peer) = peer {
        shared.relay.cut(peer);
    }
    // Taking the writer keeps tiny_http from answering on its own when the request drops.
    drop(request.into_writer());
}

fn proxy_error_page() -> String {
    "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>\
     <body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>"
        .to_owned()
}
