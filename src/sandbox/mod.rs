//! The built-in sandbox directory: a server faithful to the v2 spec and to what the live
//! service is known to do, with seeded data and injectable faults. It is the app's default
//! environment, the target of every test and the yardstick of every benchmark.
//!
//! It binds 127.0.0.1 only. Production code paths never depend on it: the `sandbox`
//! environment starts it, nothing else does.
//!
//! It serves HTTP/1.1 with hyper on a tokio runtime of its own (`transport.rs`); the handlers
//! speak a small vocabulary of their own (`http.rs`) and know nothing of the transport.
//!
//! It uses `api` (the wire models), `catalogue` (the names it seeds and serves its code lists
//! from) and `config` (the demo client and the response modes, which it shares with the
//! app's sign-in), never `auth`: the sandbox mints its id_tokens with code of its own
//! (`id_token.rs`), so the app's verifier checks them as it would a foreign provider's, and a
//! mistake in one cannot hide behind the same code in the other.

mod admin;
mod availability;
mod codes;
mod faults;
mod http;
mod id_token;
mod message;
mod oauth;
mod oauth_page;
mod oauth_state;
pub mod replies;
mod reply_routes;
mod routes;
pub mod search;
pub mod seed;
mod state;
mod transport;
mod user_list_book;
mod user_lists;
mod users;

use std::io;
use std::net::{SocketAddr, TcpListener};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;

use uuid::Uuid;

/// The demo client the app's `sandbox` environment signs in as, and where an authorization
/// answer goes: the app's own configuration vocabulary, so that the provider and the sign-in
/// cannot drift apart in what they are called.
pub use crate::config::{DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, ResponseMode};
pub use faults::{Fault, FaultPlan, UnknownUsers};
pub use id_token::{ContentEncryption, IdTokenForm, KeyManagement};
pub use oauth_state::{FrontChannelIdToken, OAuthOptions, PUBLIC_CLIENT_ID};
pub use replies::{SandboxReply, read_replies};
use routes::Behaviour;
pub use routes::UserShape;
pub use seed::{DEMO_USER_UUID, SECOND_USER_UUID};
pub use state::{DEMO_API_KEY, SECOND_API_KEY};

use faults::FaultInjector;
use http::{Incoming, Reply};
use oauth_state::OAuth;
use state::Directory;
use transport::{Answer, blocking};

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
    /// Whether `/availability/…` exists; without it, it answers 404.
    pub availability: bool,
    /// Request handlers. Latency is simulated by sleeping in a handler, so this bounds how
    /// many slow requests are served at once; the connections themselves wait on the
    /// sandbox's runtime, not on these.
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
            availability: true,
            threads: 96,
            oauth: OAuthOptions::default(),
        }
    }
}

/// A running sandbox. Dropping it stops it.
pub struct Sandbox {
    front: SocketAddr,
    shared: Arc<Shared>,
    server: transport::Server,
}

struct Shared {
    directory: Mutex<Directory>,
    faults: Mutex<FaultInjector>,
    behaviour: Behaviour,
}

impl Sandbox {
    pub fn start(options: SandboxOptions) -> io::Result<Self> {
        options.faults.check().map_err(io::Error::other)?;
        options.oauth.check().map_err(io::Error::other)?;
        let front = TcpListener::bind(("127.0.0.1", options.port))?;
        let front_addr = front.local_addr()?;
        let dataset = seed::generate(options.seed, options.freelancers);
        // Read again from the plan in force for each request (`serve`).
        let users = users::UserLimits::of(&options.faults);
        let shared = Arc::new(Shared {
            directory: Mutex::new(Directory::new(
                dataset,
                &options.api_keys,
                OAuth::new(auth_url(front_addr), options.oauth),
                options.seed,
            )),
            faults: Mutex::new(FaultInjector::new(options.faults, options.seed)),
            behaviour: Behaviour {
                user_shape: options.user_shape,
                search: options.search,
                codes: options.codes,
                availability: options.availability,
                users,
            },
        });
        let handler: transport::Handler = {
            let shared = shared.clone();
            Arc::new(move |incoming| {
                let shared = shared.clone();
                Box::pin(async move {
                    // A handler that panicked hangs up, as a crashed server would.
                    blocking(move || serve(&shared, incoming))
                        .await
                        .unwrap_or(Answer::HangUp)
                })
            })
        };
        let server = transport::Server::start(front, handler, options.threads)?;
        Ok(Self {
            front: front_addr,
            shared,
            server,
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
        self.server.stop();
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

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A handler that panicked mid-request leaves whole values behind; keep serving.
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// What the sandbox answers to a request: the admin and OAuth endpoints, then the API with
/// the fault plan's decision around the real work. Runs on one of the runtime's blocking
/// threads ([`transport::blocking`]), latency included: a thread's sleep keeps to the
/// millisecond, where the runtime's timer would round every simulated latency up.
fn serve(shared: &Shared, incoming: Incoming) -> Answer {
    tracing::debug!(method = %incoming.method, path = %incoming.path, "sandbox request");
    if let Some(admin_path) = incoming.path.strip_prefix("/__sandbox/") {
        return Answer::Reply(admin::handle(
            &mut lock(&shared.directory),
            &mut lock(&shared.faults),
            admin_path,
            &incoming,
        ));
    }
    if let Some(oauth_path) = incoming.path.strip_prefix("/oauth/") {
        let mut directory = lock(&shared.directory);
        directory.count(&incoming.method, &incoming.path, &incoming.path);
        let reply = oauth::handle(&mut directory, oauth_path, &incoming);
        let delay = directory.oauth.answer_delay(oauth_path);
        drop(directory);
        thread::sleep(delay);
        return Answer::Reply(reply);
    }
    let Some(api_path) = incoming.path.strip_prefix("/v2/") else {
        return Answer::Reply(Reply::error(404, &["Not found. The API lives under /v2/."]));
    };

    lock(&shared.directory).count(
        &incoming.method,
        &routes::endpoint_of(api_path),
        &incoming.path,
    );
    let (decision, users, max_line) = {
        let mut faults = lock(&shared.faults);
        let plan = faults.plan();
        let (users, max_line) = (users::UserLimits::of(plan), plan.max_request_line_bytes);
        (faults.decide(api_path), users, max_line)
    };
    thread::sleep(decision.delay);
    // A gateway in front of the directory refuses a request line longer than it reads.
    if let Some(most) = max_line
        && incoming.request_line_bytes() > most
    {
        return Answer::Reply(Reply::error(
            414,
            &[
                format!("Request-URI Too Long: the request line may be at most {most} bytes.")
                    .as_str(),
            ],
        ));
    }

    match decision.fault {
        Fault::DropBefore => return Answer::HangUp,
        Fault::ServerError => {
            return Answer::Reply(Reply::error(
                decision.server_error_status,
                &["The server encountered a temporary error. Please try again later."],
            ));
        }
        Fault::HtmlError => return Answer::Reply(Reply::html(502, proxy_error_page())),
        Fault::Unavailable => {
            return Answer::Reply(Reply::error(
                503,
                &["The service is unavailable. Your request was not processed."],
            ));
        }
        Fault::RateLimit => {
            return Answer::Reply(
                Reply::error(429, &["Too many requests. Please slow down."])
                    .with_header("Retry-After", decision.retry_after_secs.to_string()),
            );
        }
        _ => {}
    }

    let reply = routes::handle(
        &mut lock(&shared.directory),
        routes::Behaviour {
            users,
            ..shared.behaviour
        },
        api_path,
        &incoming,
    );

    match decision.fault {
        Fault::DropAfter => Answer::HangUp,
        Fault::ErrorAfter => Answer::Reply(Reply::error(
            500,
            &["An internal error occurred. Please try again later."],
        )),
        Fault::HtmlErrorAfter => Answer::Reply(Reply::html(502, proxy_error_page())),
        Fault::EmptyUnavailableAfter => Answer::Reply(Reply::empty(503)),
        Fault::GatewayUnavailableAfter => Answer::Reply(Reply::json(
            503,
            &serde_json::json!({"message": "Service Unavailable"}),
        )),
        Fault::Malformed => {
            let cut = reply.body.len() / 2;
            let body = if cut == 0 {
                b"{\"success\":".to_vec()
            } else {
                reply.body[..cut].to_vec()
            };
            Answer::Reply(Reply { body, ..reply })
        }
        Fault::SlowBody => Answer::Trickle(reply, decision.slow_body),
        _ => Answer::Reply(reply),
    }
}

fn proxy_error_page() -> String {
    "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>\
     <body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>"
        .to_owned()
}
