//! Signing in against an independent, OpenID-certified provider: the npm package
//! `oidc-provider` (pinned in `tests/peers/oidc-provider/package.json`), started on loopback
//! by each test, configured as the directory's sign-in is (hybrid `code id_token`, an HS256
//! id_token encrypted A256KW / A128CBC-HS256 with keys from the client secret, PKCE
//! required), with the directory's URL layout. The app's own pieces do their real work; the
//! browser is a small one written here that fills in the provider's own sign-in and consent
//! pages and hands the answer to the loopback listener as a browser would.
//!
//! `.ci/run` installs node and runs `npm ci --prefix tests/peers/oidc-provider`. Without
//! them these tests fail under `CI=true` and skip, with a notice, anywhere else.

use crate::peers;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use directory_desk::auth::id_token::{self, Expected, IdTokenError, Keys};
use directory_desk::auth::loopback::{Cancel, LoopbackError, LoopbackListener};
use directory_desk::auth::oauth::{ClientAuth, Provider, ResponseMode, TokenError, http_client};
use directory_desk::auth::sign_in::{SignInError, SignInRequest, SignedIn, sign_in};
use directory_desk::secret::Secret;
use peers::{block_on, find_on_path, peer_missing, peers_dir};
use url::Url;
use uuid::Uuid;

const CLIENT_ID: &str = "directory-desk-interop";
/// The provider's one account: the id the test signs in with, and the token's `sub`.
const ACCOUNT: &str = "6f3b1d2e-8a4c-4e7b-9c1d-2a5f7e9b3c40";
/// Node's oldest LTS line that the pinned oidc-provider (8.x) supports.
const OLDEST_NODE: u32 = 18;

// ---------------------------------------------------------------------------------------------
// The provider, a node process of the test's own.
// ---------------------------------------------------------------------------------------------

struct OidcProvider {
    child: Child,
    issuer: String,
    client_secret: String,
    /// What node printed on stderr, for failure messages.
    stderr: Arc<Mutex<String>>,
}

impl OidcProvider {
    /// Starts `tests/peers/oidc-provider/server.mjs` on a free loopback port, or returns
    /// `None` after [`peer_missing`] when node or the package is not there.
    fn start() -> Option<Self> {
        let remedy = "Install Node.js 18 or newer with npm (Debian: nodejs, npm), then run \
                      `npm ci --prefix tests/peers/oidc-provider`; .ci/run does both";
        let Some(node) = find_on_path("node") else {
            peer_missing("oidc-provider", "no `node` on PATH", remedy);
            return None;
        };
        let dir = peers_dir().join("oidc-provider");
        if !dir
            .join("node_modules/oidc-provider/package.json")
            .is_file()
        {
            peer_missing(
                "oidc-provider",
                "tests/peers/oidc-provider/node_modules holds no oidc-provider",
                remedy,
            );
            return None;
        }
        let version = Command::new(&node)
            .arg("--version")
            .output()
            .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
            .unwrap_or_default();
        let major: u32 = version
            .trim_start_matches('v')
            .split('.')
            .next()
            .and_then(|major| major.parse().ok())
            .unwrap_or(0);
        if major < OLDEST_NODE {
            peer_missing(
                "oidc-provider",
                &format!("node is {version:?}, older than {OLDEST_NODE}"),
                remedy,
            );
            return None;
        }

        let client_secret = random_secret();
        let mut child = Command::new(&node)
            .arg(dir.join("server.mjs"))
            .current_dir(&dir)
            .env("OIDC_PORT", "0")
            .env("OIDC_CLIENT_ID", CLIENT_ID)
            .env("OIDC_CLIENT_SECRET", &client_secret)
            .env("OIDC_ACCOUNT", ACCOUNT)
            // The script exits when its stdin closes: a test that dies leaves no provider.
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("node starts");
        let stderr = Arc::new(Mutex::new(String::new()));
        let mut err_pipe = child.stderr.take().expect("piped");
        let sink = Arc::clone(&stderr);
        std::thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(n @ 1..) = err_pipe.read(&mut buffer) {
                if let Ok(mut text) = sink.lock() {
                    text.push_str(&String::from_utf8_lossy(&buffer[..n]));
                }
            }
        });
        let (lines_tx, lines) = mpsc::channel();
        let out_pipe = child.stdout.take().expect("piped");
        // Read to the end, even once nobody listens: node dies of EPIPE on a closed stdout.
        std::thread::spawn(move || {
            for line in BufReader::new(out_pipe).lines() {
                let Ok(line) = line else { break };
                let _ = lines_tx.send(line);
            }
        });
        let mut provider = Self {
            child,
            issuer: String::new(),
            client_secret,
            stderr,
        };
        match lines.recv_timeout(Duration::from_secs(60)) {
            Ok(line) if line.starts_with("ready http://127.0.0.1:") => {
                provider.issuer = line["ready ".len()..].trim().to_owned();
            }
            other => panic!(
                "oidc-provider did not start ({other:?}); node said:\n{}",
                provider.stderr()
            ),
        }
        Some(provider)
    }

    fn stderr(&self) -> String {
        self.stderr.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// The app's provider settings for this peer, exactly as an environment would give them.
    fn provider(&self, mode: Option<ResponseMode>) -> Provider {
        Provider {
            auth_url: self.issuer.clone(),
            client_id: CLIENT_ID.into(),
            client_secret: Some(Secret::new(self.client_secret.clone())),
            client_auth: ClientAuth::Basic,
            // How a standard provider is asked for a refresh token. OpenID Connect Core
            // section 11 grants it only with `prompt=consent`, which the app then adds.
            scopes: vec!["offline_access".into()],
            response_mode: mode,
        }
    }
}

impl Drop for OidcProvider {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("oidc-provider said:\n{}", self.stderr());
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// 32 random bytes, base64url: 43 characters, over the 32 bytes HS256 and A256KW need.
fn random_secret() -> String {
    use base64::Engine as _;
    use rand::Rng as _;
    let bytes: [u8; 32] = rand::rng().random();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

// ---------------------------------------------------------------------------------------------
// The directory's `GET /user`, for the account link: a stand-in that asks the provider's
// userinfo endpoint whose access token it was shown, so the link checks a real token.
// ---------------------------------------------------------------------------------------------

struct AccountStub {
    server: Arc<tiny_http::Server>,
    thread: Option<std::thread::JoinHandle<()>>,
    calls: Arc<AtomicUsize>,
}

impl AccountStub {
    fn start(issuer: &str) -> Self {
        let server = Arc::new(
            tiny_http::Server::http("127.0.0.1:0").expect("the account stub binds on loopback"),
        );
        let calls = Arc::new(AtomicUsize::new(0));
        // oidc-provider's default userinfo route.
        let userinfo = format!("{issuer}/me");
        let (serving, counter) = (Arc::clone(&server), Arc::clone(&calls));
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime");
            let http = http_client().expect("an HTTP client");
            for request in serving.incoming_requests() {
                counter.fetch_add(1, Ordering::SeqCst);
                let authorization = request
                    .headers()
                    .iter()
                    .find(|h| h.field.equiv("Authorization"))
                    .map(|h| h.value.as_str().to_owned())
                    .unwrap_or_default();
                let sub = runtime.block_on(async {
                    let answer = http
                        .get(&userinfo)
                        .header("Authorization", authorization)
                        .send()
                        .await
                        .ok()?;
                    if !answer.status().is_success() {
                        return None;
                    }
                    let claims: serde_json::Value = answer.json().await.ok()?;
                    claims["sub"].as_str().map(str::to_owned)
                });
                let (status, body) = match (request.url().ends_with("/user"), sub) {
                    (true, Some(sub)) => (
                        200,
                        serde_json::json!({"success": 1, "data": {"uuid": sub}}),
                    ),
                    (true, None) => (
                        401,
                        serde_json::json!({"success": 0, "error_messages": ["Invalid access token"]}),
                    ),
                    (false, _) => (
                        404,
                        serde_json::json!({"success": 0, "error_messages": ["Not found"]}),
                    ),
                };
                let header = tiny_http::Header::from_bytes("Content-Type", "application/json")
                    .expect("a valid header");
                let _ = request.respond(
                    tiny_http::Response::from_string(body.to_string())
                        .with_status_code(status)
                        .with_header(header),
                );
            }
        });
        Self {
            server,
            thread: Some(thread),
            calls,
        }
    }

    fn base_url(&self) -> String {
        let port = self
            .server
            .server_addr()
            .to_ip()
            .expect("an IP listener")
            .port();
        format!("http://127.0.0.1:{port}/v2/")
    }
}

impl Drop for AccountStub {
    fn drop(&mut self) {
        self.server.unblock();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The browser: follows redirects, keeps cookies, fills in the provider's pages, and hands the
// answer to the loopback listener in the form the provider chose.
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Delivery {
    /// A redirect with the answer in the query string.
    Query,
    /// A redirect with the answer in the fragment, which a browser never sends: the
    /// listener's relay page posts it back.
    Fragment,
    /// A page with a form that posts the answer.
    FormPost,
}

#[derive(Debug)]
struct Delivered {
    how: Delivery,
    /// The answer's fields as the provider sent them.
    fields: BTreeMap<String, String>,
    /// The listener's last page.
    status: u16,
    page: String,
}

struct Response {
    url: Url,
    status: u16,
    location: Option<Url>,
    body: String,
}

struct Browser {
    http: reqwest::Client,
    /// (name, path) → value. Everything here is on 127.0.0.1, where cookies ignore the port.
    cookies: BTreeMap<(String, String), String>,
}

impl Browser {
    fn new() -> Self {
        let _ = rustls::crypto::ring::default_provider().install_default();
        Self {
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .timeout(Duration::from_secs(20))
                .build()
                .expect("an HTTP client"),
            cookies: BTreeMap::new(),
        }
    }

    async fn get(&mut self, url: Url) -> Result<Response, String> {
        let request = self.http.get(url.clone());
        self.send(url, request).await
    }

    async fn post(&mut self, url: Url, body: String) -> Result<Response, String> {
        let request = self
            .http
            .post(url.clone())
            .header("Content-Type", "application/x-www-form-urlencoded")
            .body(body);
        self.send(url, request).await
    }

    async fn send(
        &mut self,
        url: Url,
        mut request: reqwest::RequestBuilder,
    ) -> Result<Response, String> {
        let cookie = self.cookie_header(url.path());
        if !cookie.is_empty() {
            request = request.header("Cookie", cookie);
        }
        let answer = request.send().await.map_err(|e| failure(&url, &e))?;
        for value in answer.headers().get_all("set-cookie") {
            if let Ok(value) = value.to_str() {
                self.keep_cookie(value);
            }
        }
        let status = answer.status().as_u16();
        let location = answer
            .headers()
            .get("location")
            .and_then(|l| l.to_str().ok())
            .and_then(|l| url.join(l).ok());
        let body = answer.text().await.map_err(|e| failure(&url, &e))?;
        Ok(Response {
            url,
            status,
            location,
            body,
        })
    }

    fn keep_cookie(&mut self, header: &str) {
        let mut parts = header.split(';').map(str::trim);
        let Some((name, value)) = parts.next().and_then(|p| p.split_once('=')) else {
            return;
        };
        let mut path = "/".to_owned();
        let mut expired = false;
        for attribute in parts {
            let (key, val) = attribute.split_once('=').unwrap_or((attribute, ""));
            match key.to_ascii_lowercase().as_str() {
                "path" => path = val.to_owned(),
                "max-age" => expired |= val.trim().starts_with(['0', '-']),
                "expires" => expired |= val.contains("1970"),
                _ => {}
            }
        }
        let key = (name.to_owned(), path);
        if expired {
            self.cookies.remove(&key);
        } else {
            self.cookies.insert(key, value.to_owned());
        }
    }

    /// RFC 6265 section 5.1.4 path matching.
    fn cookie_header(&self, request_path: &str) -> String {
        self.cookies
            .iter()
            .filter(|((_, path), _)| {
                request_path == path
                    || (request_path.starts_with(path.as_str())
                        && (path.ends_with('/') || request_path[path.len()..].starts_with('/')))
            })
            .map(|((name, _), value)| format!("{name}={value}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// Opens `authorize_url`, signs in as `login` and consents on the provider's own pages,
    /// and hands the answer to the listener at `redirect_uri`.
    async fn sign_in(
        &mut self,
        authorize_url: &str,
        redirect_uri: &str,
        login: &str,
    ) -> Result<Delivered, String> {
        let at_listener = |url: &Url| url.as_str().starts_with(redirect_uri);
        let mut response = self
            .get(Url::parse(authorize_url).map_err(|e| e.to_string())?)
            .await?;
        for _ in 0..20 {
            if let Some(next) = response.location.clone() {
                if at_listener(&next) {
                    return self.follow_to_listener(next).await;
                }
                response = self.get(next).await?;
                continue;
            }
            let Some(form) = Form::first_in(&response.body) else {
                return Err(stuck(&response));
            };
            let action = response
                .url
                .join(&form.action)
                .map_err(|e| format!("form action {:?}: {e}", form.action))?;
            if !form.method.eq_ignore_ascii_case("post") {
                return Err(stuck(&response));
            }
            let mut fields = form.fields;
            if at_listener(&action) {
                let body = encode(&fields);
                let page = self.post(action, body).await?;
                return Ok(Delivered {
                    how: Delivery::FormPost,
                    fields: fields.into_iter().collect(),
                    status: page.status,
                    page: page.body,
                });
            }
            for (name, value) in &mut fields {
                match name.as_str() {
                    "login" => *value = login.to_owned(),
                    "password" => *value = "any password: devInteractions checks none".to_owned(),
                    _ => {}
                }
            }
            response = self.post(action, encode(&fields)).await?;
        }
        Err(format!("more than 20 steps, last at {}", response.url))
    }

    async fn follow_to_listener(&mut self, target: Url) -> Result<Delivered, String> {
        match target.fragment().map(str::to_owned) {
            Some(fragment) => {
                let mut bare = target.clone();
                bare.set_fragment(None);
                let relay = self.get(bare.clone()).await?;
                // What the relay page's script does: post the fragment back, as a form.
                if relay.status != 200 || !relay.body.contains("fetch(location.pathname") {
                    return Err(format!(
                        "the listener's relay page was not served: HTTP {}: {}",
                        relay.status, relay.body
                    ));
                }
                let page = self.post(bare, fragment.clone()).await?;
                Ok(Delivered {
                    how: Delivery::Fragment,
                    fields: url::form_urlencoded::parse(fragment.as_bytes())
                        .into_owned()
                        .collect(),
                    status: page.status,
                    page: page.body,
                })
            }
            None => {
                let fields = target.query_pairs().into_owned().collect();
                let page = self.get(target).await?;
                Ok(Delivered {
                    how: Delivery::Query,
                    fields,
                    status: page.status,
                    page: page.body,
                })
            }
        }
    }
}

/// An HTTP failure with its causes, which name what actually went wrong.
fn failure(url: &Url, error: &dyn std::error::Error) -> String {
    let mut text = format!("{url}: {error}");
    let mut cause = error.source();
    while let Some(inner) = cause {
        text.push_str(&format!(": {inner}"));
        cause = inner.source();
    }
    text
}

fn stuck(response: &Response) -> String {
    let text: String = response.body.chars().take(2000).collect();
    format!(
        "the browser was stuck at {} (HTTP {}): {text}",
        response.url, response.status
    )
}

fn encode(fields: &[(String, String)]) -> String {
    url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(fields)
        .finish()
}

/// The first HTML form of a page: where it goes, and its named inputs.
struct Form {
    action: String,
    method: String,
    fields: Vec<(String, String)>,
}

impl Form {
    fn first_in(html: &str) -> Option<Self> {
        let start = html.find("<form")?;
        let rest = &html[start..];
        let end = rest.find("</form>").unwrap_or(rest.len());
        let form = &rest[..end];
        let tag = &form[..form.find('>')?];
        let mut fields = Vec::new();
        let mut inputs = form;
        while let Some(at) = inputs.find("<input") {
            inputs = &inputs[at..];
            let close = inputs.find('>').unwrap_or(inputs.len());
            let input = &inputs[..close];
            if let Some(name) = attribute(input, "name") {
                fields.push((name, attribute(input, "value").unwrap_or_default()));
            }
            inputs = &inputs[close..];
        }
        Some(Self {
            action: attribute(tag, "action").unwrap_or_default(),
            method: attribute(tag, "method").unwrap_or_else(|| "get".into()),
            fields,
        })
    }
}

/// A quoted attribute's value, entities decoded.
fn attribute(tag: &str, name: &str) -> Option<String> {
    for quote in ['"', '\''] {
        let needle = format!(" {name}={quote}");
        if let Some(at) = tag.find(&needle) {
            let value = &tag[at + needle.len()..];
            let value = &value[..value.find(quote)?];
            return Some(unescape(value));
        }
    }
    None
}

fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

// ---------------------------------------------------------------------------------------------
// Running the pieces.
// ---------------------------------------------------------------------------------------------

/// The whole `sign_in()`, with the browser above opened on the authorize address.
fn run_sign_in(request: &SignInRequest) -> (Result<SignedIn, SignInError>, Delivered) {
    let cancel = Cancel::default();
    let (delivered_tx, delivered) = mpsc::channel();
    let on_failure = cancel.clone();
    let outcome = block_on(sign_in(
        request,
        |_| {},
        move |url: &str| {
            let url = url.to_owned();
            let redirect_uri = Url::parse(&url)
                .map_err(|e| e.to_string())?
                .query_pairs()
                .find(|(key, _)| key == "redirect_uri")
                .map(|(_, value)| value.into_owned())
                .ok_or("no redirect_uri")?;
            // Another thread, as a browser is another process that answers in its own time.
            std::thread::spawn(move || {
                let result = block_on(Browser::new().sign_in(&url, &redirect_uri, ACCOUNT));
                if result.is_err() {
                    on_failure.cancel();
                }
                let _ = delivered_tx.send(result);
            });
            Ok(())
        },
        &cancel,
    ));
    let delivered = delivered
        .recv_timeout(Duration::from_secs(30))
        .expect("the browser finished")
        .unwrap_or_else(|problem| panic!("the browser failed: {problem}"));
    (outcome, delivered)
}

/// The sign-in's front half by hand: the listener, the authorize request (changed by
/// `tamper` if given), the browser. Returns the listener's outcome and what went to it, with
/// what must be kept to finish.
struct FrontHalf {
    answer: Result<directory_desk::auth::loopback::AuthorizationResponse, LoopbackError>,
    delivered: Delivered,
    redirect_uri: String,
    nonce: Secret,
    verifier: oauth2::PkceCodeVerifier,
}

fn front_half(provider: &Provider, tamper: impl FnOnce(Url) -> Url) -> FrontHalf {
    let listener = LoopbackListener::bind(None).expect("a loopback port");
    let redirect_uri = listener.redirect_uri();
    let authorization = provider
        .authorization(&redirect_uri)
        .expect("an authorize request");
    let state = authorization.state.clone();
    let waiting = std::thread::spawn(move || {
        listener.wait(&state, Duration::from_secs(30), &Cancel::default())
    });
    let url = tamper(authorization.url.clone());
    let delivered = block_on(Browser::new().sign_in(url.as_str(), &redirect_uri, ACCOUNT))
        .unwrap_or_else(|problem| panic!("the browser failed: {problem}"));
    let answer = waiting.join().expect("the listener thread");
    FrontHalf {
        answer,
        delivered,
        redirect_uri,
        nonce: authorization.nonce,
        verifier: authorization.verifier,
    }
}

fn is_jwe(token: &str) -> bool {
    token.split('.').count() == 5
}

// ---------------------------------------------------------------------------------------------
// The tests.
// ---------------------------------------------------------------------------------------------

#[test]
fn the_whole_sign_in_completes_against_oidc_provider_in_fragment_and_form_post_modes() {
    let Some(peer) = OidcProvider::start() else {
        return;
    };
    let directory = AccountStub::start(&peer.issuer);
    let account = Uuid::parse_str(ACCOUNT).unwrap();
    // No mode named: a standard provider answers `code id_token` in the fragment.
    let runs = [
        (None, Delivery::Fragment),
        (Some(ResponseMode::Fragment), Delivery::Fragment),
        (Some(ResponseMode::FormPost), Delivery::FormPost),
    ];
    for (i, (mode, how)) in runs.into_iter().enumerate() {
        let request = SignInRequest {
            provider: peer.provider(mode),
            api_base_url: directory.base_url(),
            redirect_port: None,
            // The provider's real key set: fetched, and not needed for HS256.
            jwks_url: Some(format!("{}/jwks", peer.issuer)),
            timeout: Duration::from_secs(60),
        };
        let (outcome, delivered) = run_sign_in(&request);
        let signed_in = outcome.unwrap_or_else(|e| panic!("{mode:?}: {e}"));

        assert_eq!(delivered.how, how, "{mode:?}");
        for field in ["code", "id_token", "state"] {
            assert!(
                delivered.fields.contains_key(field),
                "{mode:?}: {field} in {:?}",
                delivered.fields.keys()
            );
        }
        assert!(
            is_jwe(&delivered.fields["id_token"]),
            "{mode:?}: the front-channel id_token is a JWE too (and was checked with c_hash)"
        );
        assert_eq!(delivered.status, 200, "{mode:?}");
        assert!(delivered.page.contains("Signed in"), "{}", delivered.page);

        assert_eq!(signed_in.user_uuid, account, "{mode:?}");
        let identity = &signed_in.identity;
        assert_eq!(
            identity.encryption,
            Some(("A256KW".to_owned(), "A128CBC-HS256".to_owned())),
            "{mode:?}"
        );
        assert_eq!(identity.signature_alg, "HS256");
        assert!(identity.signature_verified, "{mode:?}");
        assert_eq!(identity.claims.sub, ACCOUNT);
        assert_eq!(identity.claims.iss, peer.issuer);
        assert_eq!(identity.claims.aud, vec![CLIENT_ID.to_owned()]);
        let summary = signed_in.summary();
        assert!(summary.linked && summary.signature_verified);
        assert_eq!(
            directory.calls.load(Ordering::SeqCst),
            i + 1,
            "the account link asked the directory once per sign-in"
        );
    }
}

#[test]
fn oidc_providers_id_tokens_verify_only_for_this_sign_in_and_its_refresh_tokens_rotate() {
    let Some(peer) = OidcProvider::start() else {
        return;
    };
    let provider = peer.provider(Some(ResponseMode::Fragment));
    // The app asks `offline_access` with `prompt=consent` itself (OpenID Connect Core
    // section 11), so there is a refresh token to rotate.
    let front = front_half(&provider, |url| url);
    let answer = front.answer.expect("the listener took the answer");
    let front_token = answer.id_token.clone().expect("code id_token");
    let http = http_client().unwrap();
    let same_verifier = oauth2::PkceCodeVerifier::new(front.verifier.secret().clone());
    let tokens =
        block_on(provider.exchange_code(&http, &answer.code, front.verifier, &front.redirect_uri))
            .unwrap_or_else(|e| panic!("{e}"));
    let back_token = tokens
        .id_token
        .clone()
        .expect("an id_token from the token endpoint");
    assert!(is_jwe(front_token.expose()) && is_jwe(back_token.expose()));

    let secret = provider.client_secret.clone().unwrap();
    let keys = Keys {
        client_secret: Some(&secret),
        jwks: None,
    };
    let now = directory_desk::auth::oauth::now();
    let expected = Expected {
        issuer: &peer.issuer,
        client_id: CLIENT_ID,
        nonce: front.nonce.expose(),
        code: Some(answer.code.expose()),
        now,
    };
    let front_id = id_token::verify(front_token.expose(), &keys, &expected).unwrap();
    assert_eq!(
        front_id.encryption,
        Some(("A256KW".to_owned(), "A128CBC-HS256".to_owned()))
    );
    assert_eq!(front_id.signature_alg, "HS256");
    assert!(front_id.signature_verified);
    assert_eq!(front_id.claims.sub, ACCOUNT);
    let back_id = id_token::verify(
        back_token.expose(),
        &keys,
        &Expected {
            code: None,
            ..expected
        },
    )
    .unwrap();
    assert_eq!(back_id.claims.sub, ACCOUNT);
    assert!(back_id.signature_verified);

    // Each check bites on the provider's real token.
    let refused = |keys: &Keys, expected: &Expected| {
        id_token::verify(front_token.expose(), keys, expected).err()
    };
    let wrong_secret = Secret::new(random_secret());
    assert_eq!(
        refused(
            &Keys {
                client_secret: Some(&wrong_secret),
                jwks: None
            },
            &expected
        ),
        Some(IdTokenError::DecryptionFailed)
    );
    assert_eq!(
        refused(
            &keys,
            &Expected {
                nonce: "another-sign-ins-nonce",
                ..expected
            }
        ),
        Some(IdTokenError::NonceMismatch)
    );
    assert_eq!(
        refused(
            &keys,
            &Expected {
                code: Some("a-swapped-code"),
                ..expected
            }
        ),
        Some(IdTokenError::CodeHashMismatch)
    );
    assert!(matches!(
        refused(
            &keys,
            &Expected {
                client_id: "another-app",
                ..expected
            }
        ),
        Some(IdTokenError::WrongAudience { .. })
    ));
    assert!(matches!(
        refused(
            &keys,
            &Expected {
                issuer: "http://127.0.0.1:1",
                ..expected
            }
        ),
        Some(IdTokenError::WrongIssuer { .. })
    ));
    assert!(matches!(
        refused(
            &keys,
            &Expected {
                now: now + 3 * 3600,
                ..expected
            }
        ),
        Some(IdTokenError::Expired { .. })
    ));

    // Refresh, rotated as the directory does it: the old refresh token is dead afterwards.
    let first = tokens
        .refresh_token
        .clone()
        .expect("offline_access with prompt=consent");
    let renewed = block_on(provider.refresh(&http, &first)).unwrap_or_else(|e| panic!("{e}"));
    let second = renewed
        .refresh_token
        .clone()
        .expect("a rotated refresh token");
    assert_ne!(first, second);
    assert_ne!(renewed.access_token, tokens.access_token);
    match block_on(provider.refresh(&http, &first)) {
        Err(TokenError::InvalidGrant { .. }) => {}
        other => panic!("the old refresh token is dead: {other:?}"),
    }

    // The code is good once, even with its own verifier.
    match block_on(provider.exchange_code(&http, &answer.code, same_verifier, &front.redirect_uri))
    {
        Err(TokenError::InvalidGrant { .. }) => {}
        other => panic!("a used code must be refused: {other:?}"),
    }
}

#[test]
fn oidc_provider_refuses_a_request_without_pkce_or_in_query_mode_and_a_code_without_its_verifier() {
    let Some(peer) = OidcProvider::start() else {
        return;
    };
    let provider = peer.provider(Some(ResponseMode::Fragment));

    // The authorize request with its code challenge taken out.
    let without_pkce = front_half(&provider, |mut url| {
        let kept: Vec<(String, String)> = url
            .query_pairs()
            .into_owned()
            .filter(|(key, _)| !key.starts_with("code_challenge"))
            .collect();
        url.query_pairs_mut().clear().extend_pairs(kept);
        url
    });
    assert_eq!(without_pkce.delivered.how, Delivery::Fragment);
    assert!(!without_pkce.delivered.fields.contains_key("code"));
    match without_pkce.answer {
        Err(LoopbackError::Refused {
            error, description, ..
        }) => {
            assert_eq!(error, "invalid_request");
            let description = description.unwrap_or_default();
            assert!(description.contains("PKCE"), "{description}");
        }
        other => panic!("a request without PKCE must be refused: {other:?}"),
    }

    // Tokens in a query string are not allowed (OAuth 2.0 Multiple Response Types section
    // 5): a standard provider refuses an environment set to `query` for `code id_token`, and
    // the app shows why.
    let in_query = front_half(&peer.provider(Some(ResponseMode::Query)), |url| url);
    assert_eq!(in_query.delivered.how, Delivery::Query);
    match in_query.answer {
        Err(LoopbackError::Refused {
            error, description, ..
        }) => {
            assert_eq!(error, "invalid_request");
            let description = description.unwrap_or_default();
            assert!(description.contains("response_mode"), "{description}");
        }
        other => panic!("query mode for code id_token must be refused: {other:?}"),
    }

    // A real code, exchanged with another verifier than the one its challenge came from...
    let front = front_half(&provider, |url| url);
    let answer = front.answer.expect("the listener took the answer");
    let http = http_client().unwrap();
    let wrong = oauth2::PkceCodeVerifier::new(random_secret());
    match block_on(provider.exchange_code(&http, &answer.code, wrong, &front.redirect_uri)) {
        Err(TokenError::InvalidGrant { .. }) => {}
        other => panic!("a code without its verifier must be refused: {other:?}"),
    }
    // ...while the same code with its own verifier goes through: it was the verifier.
    let tokens =
        block_on(provider.exchange_code(&http, &answer.code, front.verifier, &front.redirect_uri))
            .unwrap_or_else(|e| panic!("the code with its own verifier: {e}"));
    assert!(tokens.id_token.is_some());
}
