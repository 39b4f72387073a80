//! The sandbox as an OAuth 2.0 / OpenID Connect provider, over real HTTP on loopback: the
//! consent page, every response mode, PKCE, the token endpoint's grants, rotation and
//! revocation, expiry, and id_tokens in every form, checked with keys derived here
//! independently of the sandbox.

use crate::common;

use std::collections::HashMap;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use common::{ordinary_freelancers, start_sandbox, start_sandbox_with};
use directory_desk::sandbox::{
    DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_USER_UUID, IdTokenForm, OAuthOptions,
    PUBLIC_CLIENT_ID, ResponseMode, SECOND_USER_UUID, Sandbox, SandboxOptions,
};
use serde_json::{Value, json};
use sha2::{Digest, Sha256, Sha384, Sha512};

const REDIRECT_URI: &str = "http://127.0.0.1:53682/callback";
const SCOPE: &str = "openid public message.send user.email";

fn http() -> reqwest::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("an HTTP client")
}

fn form_body(fields: &[(&str, &str)]) -> String {
    url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(fields.iter())
        .finish()
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The hidden fields of the first form on a page the sandbox made.
fn hidden_fields(html: &str) -> Vec<(String, String)> {
    html.split("<input type=\"hidden\" name=\"")
        .skip(1)
        .map(|rest| {
            let (name, rest) = rest.split_once('"').expect("a name");
            let value = rest
                .split_once("value=\"")
                .and_then(|(_, v)| v.split_once('"'))
                .map(|(v, _)| v)
                .expect("a value");
            (unescape(name), unescape(value))
        })
        .collect()
}

fn field<'a>(fields: &'a [(String, String)], name: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// One sign-in: the PKCE pair and the parameters of the authorization request.
struct SignIn {
    verifier: String,
    params: Vec<(String, String)>,
}

impl SignIn {
    fn new(client_id: &str) -> Self {
        let verifier = format!(
            "{}{}",
            uuid::Uuid::new_v4().simple(),
            uuid::Uuid::new_v4().simple()
        );
        let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
        let params = [
            ("response_type", "code id_token"),
            ("client_id", client_id),
            ("redirect_uri", REDIRECT_URI),
            ("scope", SCOPE),
            ("state", "state-123"),
            ("nonce", "nonce-456"),
            ("code_challenge", challenge.as_str()),
            ("code_challenge_method", "S256"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
        Self { verifier, params }
    }

    fn set(mut self, name: &str, value: &str) -> Self {
        self.params.retain(|(n, _)| n != name);
        self.params.push((name.to_owned(), value.to_owned()));
        self
    }

    fn without(mut self, name: &str) -> Self {
        self.params.retain(|(n, _)| n != name);
        self
    }

    fn url(&self, sandbox: &Sandbox) -> String {
        let query = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(self.params.iter())
            .finish();
        format!("{}/oauth/authorize?{query}", sandbox.auth_url())
    }

    async fn open(&self, sandbox: &Sandbox) -> reqwest::Response {
        http()
            .get(self.url(sandbox))
            .send()
            .await
            .expect("the sandbox answers")
    }

    /// Opens the consent page and answers it like a browser would: every hidden field back,
    /// plus the account and the button.
    async fn answer(&self, sandbox: &Sandbox, decision: &str, user: &str) -> reqwest::Response {
        let page = self.open(sandbox).await;
        assert_eq!(page.status(), 200, "the consent page opens");
        let html = page.text().await.expect("a page");
        let mut fields = hidden_fields(&html);
        fields.push(("user".into(), user.into()));
        fields.push(("decision".into(), decision.into()));
        post_consent(sandbox, &fields).await
    }
}

async fn post_consent(sandbox: &Sandbox, fields: &[(String, String)]) -> reqwest::Response {
    let body = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(fields.iter())
        .finish();
    http()
        .post(format!("{}/oauth/authorize", sandbox.auth_url()))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .await
        .expect("the sandbox answers")
}

/// What the client's redirect URI receives, wherever the response mode put it.
async fn delivered(response: reqwest::Response, mode: ResponseMode) -> HashMap<String, String> {
    let pairs = |text: &str| -> HashMap<String, String> {
        url::form_urlencoded::parse(text.as_bytes())
            .into_owned()
            .collect()
    };
    match mode {
        ResponseMode::Query | ResponseMode::Fragment => {
            assert_eq!(response.status(), 302, "a redirect");
            let location = response.headers()["location"]
                .to_str()
                .expect("ASCII")
                .to_owned();
            let separator = if mode == ResponseMode::Query {
                '?'
            } else {
                '#'
            };
            let (base, answer) = location.split_once(separator).expect("the answer");
            assert_eq!(base, REDIRECT_URI, "{location}");
            assert!(
                !answer.contains(['?', '#']),
                "nothing in the other part: {location}"
            );
            pairs(answer)
        }
        ResponseMode::FormPost => {
            assert_eq!(response.status(), 200, "a form_post page");
            let html = response.text().await.expect("a page");
            assert!(
                html.contains(&format!("<form method=\"post\" action=\"{REDIRECT_URI}\">")),
                "{html}"
            );
            assert!(
                html.contains("<button type=\"submit\">"),
                "works without JS"
            );
            hidden_fields(&html).into_iter().collect()
        }
    }
}

/// Signs in (query mode) and returns what the redirect URI got.
async fn sign_in(sandbox: &Sandbox, sign_in: &SignIn, user: &str) -> HashMap<String, String> {
    let answer = sign_in.answer(sandbox, "allow", user).await;
    delivered(answer, ResponseMode::Query).await
}

enum ClientAuth<'a> {
    Basic(&'a str, &'a str),
    Body(&'a str, Option<&'a str>),
}

async fn token_request(
    sandbox: &Sandbox,
    auth: ClientAuth<'_>,
    fields: &[(&str, &str)],
) -> (u16, Value, reqwest::header::HeaderMap) {
    let mut fields = fields.to_vec();
    let mut request = http()
        .post(format!("{}/oauth/token", sandbox.auth_url()))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .header("Accept", "application/json");
    match auth {
        ClientAuth::Basic(id, secret) => {
            request = request.header(
                "Authorization",
                format!("Basic {}", STANDARD.encode(format!("{id}:{secret}"))),
            );
        }
        ClientAuth::Body(id, secret) => {
            fields.push(("client_id", id));
            if let Some(secret) = secret {
                fields.push(("client_secret", secret));
            }
        }
    }
    let response = request
        .body(form_body(&fields))
        .send()
        .await
        .expect("the sandbox answers");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let body = response.json().await.expect("JSON");
    (status, body, headers)
}

fn demo_basic() -> ClientAuth<'static> {
    ClientAuth::Basic(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET)
}

async fn exchange(
    sandbox: &Sandbox,
    auth: ClientAuth<'_>,
    code: &str,
    verifier: &str,
) -> (u16, Value) {
    let (status, body, _) = token_request(
        sandbox,
        auth,
        &[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", REDIRECT_URI),
            ("code_verifier", verifier),
        ],
    )
    .await;
    (status, body)
}

async fn refresh(sandbox: &Sandbox, refresh_token: &str) -> (u16, Value) {
    let (status, body, _) = token_request(
        sandbox,
        demo_basic(),
        &[
            ("grant_type", "refresh_token"),
            ("refresh_token", refresh_token),
        ],
    )
    .await;
    (status, body)
}

/// `GET /v2/user` with a token: (status, body).
async fn get_user(sandbox: &Sandbox, token: &str) -> (u16, Value, reqwest::header::HeaderMap) {
    let response = http()
        .get(format!("{}user", sandbox.base_url()))
        .bearer_auth(token)
        .send()
        .await
        .expect("the sandbox answers");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    (status, response.json().await.expect("JSON"), headers)
}

async fn send_message(sandbox: &Sandbox, token: &str, recipient: uuid::Uuid) -> (u16, Value) {
    let response = http()
        .post(format!("{}messages", sandbox.base_url()))
        .bearer_auth(token)
        .json(&json!({
            "recipient_uuids": [recipient],
            "sender_name": "Tomás Herrera",
            "sender_email": "projects@aurora-loc.example",
            "subject": "Legal translation, deu>spa",
            "body": "Hello, are you free on Monday?",
            "type": "rfq",
        }))
        .send()
        .await
        .expect("the sandbox answers");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn set_oauth(sandbox: &Sandbox, patch: Value) {
    let response = http()
        .put(format!("{}__sandbox/oauth", sandbox.root_url()))
        .json(&patch)
        .send()
        .await
        .expect("the sandbox answers");
    assert_eq!(response.status(), 200, "the OAuth options are accepted");
}

/// Signs in as `user` and exchanges the code: the token response and the code.
async fn signed_in(sandbox: &Sandbox, user: &str) -> (Value, String) {
    let flow = SignIn::new(DEMO_CLIENT_ID);
    let answer = sign_in(sandbox, &flow, user).await;
    let code = answer["code"].clone();
    let (status, tokens) = exchange(sandbox, demo_basic(), &code, &flow.verifier).await;
    assert_eq!(status, 200, "{tokens}");
    (tokens, code)
}

fn text<'a>(value: &'a Value, name: &str) -> &'a str {
    value[name]
        .as_str()
        .unwrap_or_else(|| panic!("{name} in {value}"))
}

// ---------------------------------------------------------------------------------------------
// The authorization endpoint
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn the_consent_page_lists_accounts_and_scopes_and_escapes_what_it_was_sent() {
    let sandbox = start_sandbox();
    let hostile = "\"><script>alert('state')</script>&";
    let flow = SignIn::new(DEMO_CLIENT_ID).set("state", hostile);
    let response = flow.open(&sandbox).await;
    assert_eq!(response.status(), 200);
    let headers = response.headers().clone();
    assert!(
        headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    assert_eq!(headers["cache-control"], "no-store");
    assert!(headers.contains_key("content-security-policy"));
    let html = response.text().await.unwrap();

    assert!(html.contains("Lingua Bridge Agency"), "{html}");
    assert!(html.contains(DEMO_USER_UUID));
    assert!(html.contains("Aurora Localisation Studio"));
    assert!(html.contains(SECOND_USER_UUID));
    for scope in SCOPE.split(' ') {
        assert!(html.contains(&format!("<code>{scope}</code>")), "{scope}");
    }
    assert!(html.contains("value=\"allow\"") && html.contains("value=\"deny\""));
    assert!(html.contains("<form method=\"post\" action=\"/oauth/authorize\">"));
    assert!(!html.contains("<script>"), "nothing from the request runs");
    assert!(html.contains("&quot;&gt;&lt;script&gt;alert(&#39;state&#39;)&lt;/script&gt;&amp;"));

    let fields = hidden_fields(&html);
    assert_eq!(field(&fields, "state"), Some(hostile));
    assert_eq!(field(&fields, "client_id"), Some(DEMO_CLIENT_ID));
    assert_eq!(field(&fields, "redirect_uri"), Some(REDIRECT_URI));
    assert!(field(&fields, "csrf_token").is_some_and(|t| t.len() >= 32));

    // The hostile state comes back to the client intact.
    let answer = delivered(
        flow.answer(&sandbox, "allow", DEMO_USER_UUID).await,
        ResponseMode::Query,
    )
    .await;
    assert_eq!(answer["state"], hostile);
}

#[tokio::test]
async fn allow_delivers_code_id_token_and_state_in_each_response_mode() {
    let sandbox = start_sandbox();
    for mode in [
        ResponseMode::Query,
        ResponseMode::Fragment,
        ResponseMode::FormPost,
    ] {
        let flow = SignIn::new(DEMO_CLIENT_ID).set("response_mode", mode.as_str());
        let answer = delivered(flow.answer(&sandbox, "allow", DEMO_USER_UUID).await, mode).await;
        assert_eq!(answer["state"], "state-123", "{mode:?}");
        assert!(answer["code"].len() >= 32, "{mode:?}");
        assert_eq!(answer["id_token"].split('.').count(), 5, "a JWE: {mode:?}");
        assert!(!answer.contains_key("error"), "{answer:?}");
    }

    // `code` alone: no id_token at the front, one from the token endpoint.
    let flow = SignIn::new(DEMO_CLIENT_ID).set("response_type", "code");
    let answer = sign_in(&sandbox, &flow, DEMO_USER_UUID).await;
    assert!(!answer.contains_key("id_token"));
    let (status, tokens) = exchange(&sandbox, demo_basic(), &answer["code"], &flow.verifier).await;
    assert_eq!(status, 200);
    assert!(tokens["id_token"].is_string());
}

#[tokio::test]
async fn the_default_response_mode_is_configurable() {
    let sandbox = start_sandbox_with(SandboxOptions {
        threads: 8,
        oauth: OAuthOptions {
            response_mode: ResponseMode::FormPost,
            ..OAuthOptions::default()
        },
        ..SandboxOptions::default()
    });
    let flow = SignIn::new(DEMO_CLIENT_ID);
    let answer = delivered(
        flow.answer(&sandbox, "allow", DEMO_USER_UUID).await,
        ResponseMode::FormPost,
    )
    .await;
    assert!(answer.contains_key("code") && answer.contains_key("id_token"));

    set_oauth(&sandbox, json!({"response_mode": "fragment"})).await;
    let answer = delivered(
        flow.answer(&sandbox, "allow", DEMO_USER_UUID).await,
        ResponseMode::Fragment,
    )
    .await;
    assert_eq!(answer["state"], "state-123");

    // A request that names a mode still gets it.
    let flow = flow.set("response_mode", "query");
    let answer = delivered(
        flow.answer(&sandbox, "allow", DEMO_USER_UUID).await,
        ResponseMode::Query,
    )
    .await;
    assert!(answer.contains_key("code"));
}

#[tokio::test]
async fn deny_sends_access_denied_with_the_state() {
    let sandbox = start_sandbox();
    let flow = SignIn::new(DEMO_CLIENT_ID);
    let answer = delivered(
        flow.answer(&sandbox, "deny", DEMO_USER_UUID).await,
        ResponseMode::Query,
    )
    .await;
    assert_eq!(answer["error"], "access_denied");
    assert!(!answer["error_description"].is_empty());
    assert_eq!(answer["state"], "state-123");
    assert!(!answer.contains_key("code"));
}

#[tokio::test]
async fn an_unregistered_redirect_uri_or_client_never_redirects() {
    let sandbox = start_sandbox();
    for (name, value) in [
        ("redirect_uri", "https://evil.example/callback"),
        ("redirect_uri", "http://127.0.0.1:53682/elsewhere"),
        ("redirect_uri", "http://localhost:53682/callback"),
        (
            "redirect_uri",
            "http://127.0.0.1:53682@evil.example/callback",
        ),
        ("client_id", "someone-else"),
    ] {
        let response = SignIn::new(DEMO_CLIENT_ID)
            .set(name, value)
            .open(&sandbox)
            .await;
        assert_eq!(response.status(), 400, "{value}");
        assert!(response.headers().get("location").is_none(), "{value}");
        let html = response.text().await.unwrap();
        assert!(html.contains("<h1>"), "an error page for {value}");
        assert!(!html.contains("<form"), "{value}");
    }
    let response = SignIn::new(DEMO_CLIENT_ID)
        .without("redirect_uri")
        .open(&sandbox)
        .await;
    assert_eq!(response.status(), 400);

    // IPv6 loopback, any port, is fine.
    let response = SignIn::new(DEMO_CLIENT_ID)
        .set("redirect_uri", "http://[::1]:61000/callback")
        .open(&sandbox)
        .await;
    assert_eq!(response.status(), 200);
}

#[tokio::test]
async fn pkce_s256_is_required_and_other_mistakes_come_back_as_oauth_errors() {
    let sandbox = start_sandbox();
    let cases = [
        (
            SignIn::new(DEMO_CLIENT_ID).without("code_challenge"),
            "invalid_request",
        ),
        (
            SignIn::new(DEMO_CLIENT_ID).without("code_challenge_method"),
            "invalid_request",
        ),
        (
            SignIn::new(DEMO_CLIENT_ID).set("code_challenge_method", "plain"),
            "invalid_request",
        ),
        (
            SignIn::new(DEMO_CLIENT_ID).without("nonce"),
            "invalid_request",
        ),
        (
            SignIn::new(DEMO_CLIENT_ID).set("scope", "public message.send"),
            "invalid_scope",
        ),
        (
            SignIn::new(DEMO_CLIENT_ID).set("scope", "openid launch.missiles"),
            "invalid_scope",
        ),
        (
            SignIn::new(DEMO_CLIENT_ID).set("response_type", "token"),
            "unsupported_response_type",
        ),
        (
            SignIn::new(DEMO_CLIENT_ID).set("response_mode", "carrier_pigeon"),
            "invalid_request",
        ),
    ];
    for (flow, error) in cases {
        let answer = delivered(flow.open(&sandbox).await, ResponseMode::Query).await;
        assert_eq!(answer["error"], error, "{:?}", flow.params);
        assert_eq!(answer["state"], "state-123");
        assert!(!answer.contains_key("code"));
    }
}

#[tokio::test]
async fn a_consent_page_is_answered_once_and_its_fields_cannot_be_changed() {
    let sandbox = start_sandbox();
    let flow = SignIn::new(DEMO_CLIENT_ID);
    let html = flow.open(&sandbox).await.text().await.unwrap();
    let mut fields = hidden_fields(&html);
    fields.push(("decision".into(), "allow".into()));

    let mut changed = fields.clone();
    for (name, value) in &mut changed {
        if name == "redirect_uri" {
            *value = "http://127.0.0.1:1/callback".into();
        }
    }
    let response = post_consent(&sandbox, &changed).await;
    assert_eq!(response.status(), 400, "a changed form is refused");
    assert!(response.headers().get("location").is_none());

    // The page was spent by that attempt; a fresh one works once.
    let response = post_consent(&sandbox, &fields).await;
    assert_eq!(response.status(), 400);
    let html = flow.open(&sandbox).await.text().await.unwrap();
    let mut fields = hidden_fields(&html);
    fields.push(("decision".into(), "allow".into()));
    let first = post_consent(&sandbox, &fields).await;
    assert_eq!(first.status(), 302);
    assert_eq!(post_consent(&sandbox, &fields).await.status(), 400);

    // A script needs only the CSRF token and the decision; the account defaults to the demo.
    let html = flow.open(&sandbox).await.text().await.unwrap();
    let csrf = field(&hidden_fields(&html), "csrf_token")
        .unwrap()
        .to_owned();
    let minimal = [
        ("csrf_token".to_owned(), csrf),
        ("decision".to_owned(), "allow".to_owned()),
    ];
    let answer = delivered(post_consent(&sandbox, &minimal).await, ResponseMode::Query).await;
    let (status, tokens) = exchange(&sandbox, demo_basic(), &answer["code"], &flow.verifier).await;
    assert_eq!(status, 200);
    let (_, user, _) = get_user(&sandbox, text(&tokens, "access_token")).await;
    assert_eq!(user["data"]["uuid"], DEMO_USER_UUID);
}

// ---------------------------------------------------------------------------------------------
// The token endpoint
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn the_code_exchanges_for_tokens_that_act_for_the_signed_in_user() {
    let sandbox = start_sandbox();
    let (tokens, _) = signed_in(&sandbox, SECOND_USER_UUID).await;
    assert_eq!(tokens["token_type"], "Bearer");
    assert_eq!(tokens["expires_in"], 3600);
    assert_eq!(tokens["scope"], SCOPE);
    assert!(tokens["refresh_token"].is_string());
    assert!(tokens["id_token"].is_string());

    let access = text(&tokens, "access_token");
    let (status, user, _) = get_user(&sandbox, access).await;
    assert_eq!(status, 200);
    assert_eq!(user["data"]["uuid"], SECOND_USER_UUID);
    assert_eq!(user["data"]["site_name"], "Aurora Localisation Studio");

    let recipient = ordinary_freelancers(&sandbox, 1).await[0];
    let (status, receipt) = send_message(&sandbox, access, recipient).await;
    assert_eq!(status, 201, "{receipt}");
    let sent = common::sent_messages(&sandbox).await;
    assert_eq!(sent.last().unwrap()["account"], SECOND_USER_UUID);

    // The demo account signs in too, and is told apart.
    let (tokens, _) = signed_in(&sandbox, DEMO_USER_UUID).await;
    let (_, user, _) = get_user(&sandbox, text(&tokens, "access_token")).await;
    assert_eq!(user["data"]["uuid"], DEMO_USER_UUID);
}

#[tokio::test]
async fn a_token_without_message_send_cannot_send() {
    let sandbox = start_sandbox();
    let flow = SignIn::new(DEMO_CLIENT_ID).set("scope", "openid public");
    let answer = sign_in(&sandbox, &flow, DEMO_USER_UUID).await;
    let (_, tokens) = exchange(&sandbox, demo_basic(), &answer["code"], &flow.verifier).await;
    let recipient = ordinary_freelancers(&sandbox, 1).await[0];
    let (status, body) = send_message(&sandbox, text(&tokens, "access_token"), recipient).await;
    assert_eq!(status, 403);
    assert_eq!(body["error"], "insufficient_scope");
}

#[tokio::test]
async fn a_wrong_verifier_or_redirect_uri_is_invalid_grant() {
    let sandbox = start_sandbox();
    let flow = SignIn::new(DEMO_CLIENT_ID);
    let answer = sign_in(&sandbox, &flow, DEMO_USER_UUID).await;
    let code = &answer["code"];
    let wrong = SignIn::new(DEMO_CLIENT_ID).verifier;
    let (status, body) = exchange(&sandbox, demo_basic(), code, &wrong).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );

    let (status, body, _) = token_request(
        &sandbox,
        demo_basic(),
        &[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", "http://127.0.0.1:1/callback"),
            ("code_verifier", &flow.verifier),
        ],
    )
    .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );

    let (status, body) = exchange(&sandbox, demo_basic(), "no-such-code", &flow.verifier).await;
    assert_eq!(status, 400);
    assert_eq!(
        body,
        json!({"error": "invalid_grant", "error_description": "Authorization code doesn't exist or is invalid for the client"})
    );

    // Another client cannot use the code.
    let (status, body) = exchange(
        &sandbox,
        ClientAuth::Body(PUBLIC_CLIENT_ID, None),
        code,
        &flow.verifier,
    )
    .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );

    // The failures did not spend it.
    let (status, _) = exchange(&sandbox, demo_basic(), code, &flow.verifier).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn an_expired_code_is_invalid_grant() {
    let sandbox = start_sandbox();
    set_oauth(&sandbox, json!({"code_ttl_secs": 0})).await;
    let flow = SignIn::new(DEMO_CLIENT_ID);
    let answer = sign_in(&sandbox, &flow, DEMO_USER_UUID).await;
    let (status, body) = exchange(&sandbox, demo_basic(), &answer["code"], &flow.verifier).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
}

#[tokio::test]
async fn a_replayed_code_is_refused_and_revokes_what_it_was_exchanged_for() {
    let sandbox = start_sandbox();
    let flow = SignIn::new(DEMO_CLIENT_ID);
    let answer = sign_in(&sandbox, &flow, DEMO_USER_UUID).await;
    let (status, tokens) = exchange(&sandbox, demo_basic(), &answer["code"], &flow.verifier).await;
    assert_eq!(status, 200);
    let access = text(&tokens, "access_token");
    assert_eq!(get_user(&sandbox, access).await.0, 200);

    let (status, body) = exchange(&sandbox, demo_basic(), &answer["code"], &flow.verifier).await;
    assert_eq!(status, 400);
    assert_eq!(body["error"], "invalid_grant");
    assert_eq!(
        body["error_description"],
        "Authorization code doesn't exist or is invalid for the client"
    );

    let (status, body, _) = get_user(&sandbox, access).await;
    assert_eq!(status, 401, "the first access token stopped working");
    assert_eq!(body["error"], "invalid_token");
    let (status, body) = refresh(&sandbox, text(&tokens, "refresh_token")).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
}

#[tokio::test]
async fn refresh_tokens_rotate_and_reuse_revokes_the_whole_sign_in() {
    let sandbox = start_sandbox();
    let (first, _) = signed_in(&sandbox, SECOND_USER_UUID).await;
    let old_refresh = text(&first, "refresh_token");

    let (status, second) = refresh(&sandbox, old_refresh).await;
    assert_eq!(status, 200, "{second}");
    let new_refresh = text(&second, "refresh_token");
    assert_ne!(new_refresh, old_refresh, "a new refresh token each time");
    assert_ne!(text(&second, "access_token"), text(&first, "access_token"));
    assert_eq!(second["expires_in"], 3600);
    assert_eq!(second["scope"], SCOPE);
    let (status, user, _) = get_user(&sandbox, text(&second, "access_token")).await;
    assert_eq!(
        (status, user["data"]["uuid"].as_str()),
        (200, Some(SECOND_USER_UUID))
    );

    // Rotation once more, then the reuse of an old one.
    let (status, third) = refresh(&sandbox, new_refresh).await;
    assert_eq!(status, 200);
    let (status, body) = refresh(&sandbox, old_refresh).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );

    // Reuse detection revoked the family: the newest tokens are dead too.
    let (status, body) = refresh(&sandbox, text(&third, "refresh_token")).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
    for tokens in [&first, &second, &third] {
        assert_eq!(
            get_user(&sandbox, text(tokens, "access_token")).await.0,
            401
        );
    }

    let (status, body) = refresh(&sandbox, "never-issued").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_grant"))
    );
}

#[tokio::test]
async fn client_credentials_can_read_freelancers_but_acts_for_no_user() {
    let sandbox = start_sandbox();
    let (status, tokens, _) = token_request(
        &sandbox,
        demo_basic(),
        &[("grant_type", "client_credentials")],
    )
    .await;
    assert_eq!(status, 200, "{tokens}");
    assert_eq!(tokens["expires_in"], 1_209_600);
    assert_eq!(tokens["scope"], "public");
    assert_eq!(tokens["token_type"], "Bearer");
    assert!(tokens.get("refresh_token").is_none());
    let access = text(&tokens, "access_token");

    let freelancer = ordinary_freelancers(&sandbox, 1).await[0];
    let response = http()
        .get(format!("{}freelancer/{freelancer}", sandbox.base_url()))
        .bearer_auth(access)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);

    let (status, body, _) = get_user(&sandbox, access).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (403, Some("insufficient_scope"))
    );
    let (status, body) = send_message(&sandbox, access, freelancer).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (403, Some("insufficient_scope"))
    );

    // Only the public scope, and only for the confidential client.
    let (status, body, _) = token_request(
        &sandbox,
        demo_basic(),
        &[
            ("grant_type", "client_credentials"),
            ("scope", "public message.send"),
        ],
    )
    .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_scope"))
    );
    let (status, body, _) = token_request(
        &sandbox,
        ClientAuth::Body(PUBLIC_CLIENT_ID, None),
        &[("grant_type", "client_credentials")],
    )
    .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("unauthorized_client"))
    );
}

#[tokio::test]
async fn clients_authenticate_by_basic_or_body_and_a_wrong_secret_is_invalid_client() {
    let sandbox = start_sandbox();
    let grant = [("grant_type", "client_credentials")];
    let (status, _, _) = token_request(&sandbox, demo_basic(), &grant).await;
    assert_eq!(status, 200);
    let (status, _, _) = token_request(
        &sandbox,
        ClientAuth::Body(DEMO_CLIENT_ID, Some(DEMO_CLIENT_SECRET)),
        &grant,
    )
    .await;
    assert_eq!(status, 200);

    for auth in [
        ClientAuth::Basic(DEMO_CLIENT_ID, "not-the-secret"),
        ClientAuth::Body(DEMO_CLIENT_ID, Some("not-the-secret")),
        ClientAuth::Body(DEMO_CLIENT_ID, None),
        ClientAuth::Basic("nobody", DEMO_CLIENT_SECRET),
        ClientAuth::Body(PUBLIC_CLIENT_ID, Some("a-secret-it-does-not-have")),
    ] {
        let (status, body, headers) = token_request(&sandbox, auth, &grant).await;
        assert_eq!(status, 401);
        assert_eq!(body["error"], "invalid_client");
        assert!(body["error_description"].is_string());
        assert!(
            headers["www-authenticate"]
                .to_str()
                .unwrap()
                .starts_with("Basic")
        );
    }

    let (status, body, _) =
        token_request(&sandbox, demo_basic(), &[("grant_type", "password")]).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("unsupported_grant_type"))
    );
    let (status, body, _) = token_request(&sandbox, demo_basic(), &[]).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("invalid_request"))
    );
}

#[tokio::test]
async fn the_public_client_signs_in_with_pkce_alone_and_gets_rs256_id_tokens() {
    let sandbox = start_sandbox();
    let flow = SignIn::new(PUBLIC_CLIENT_ID);
    let answer = sign_in(&sandbox, &flow, DEMO_USER_UUID).await;
    let front = decode_id_token(&sandbox, &answer["id_token"], None).await;
    assert_eq!(front.header["alg"], "RS256");
    let (status, tokens) = exchange(
        &sandbox,
        ClientAuth::Body(PUBLIC_CLIENT_ID, None),
        &answer["code"],
        &flow.verifier,
    )
    .await;
    assert_eq!(status, 200, "{tokens}");
    let claims = decode_id_token(&sandbox, text(&tokens, "id_token"), None)
        .await
        .claims;
    assert_eq!(claims["aud"], PUBLIC_CLIENT_ID);
    assert_eq!(claims["nonce"], "nonce-456");
    assert_eq!(
        get_user(&sandbox, text(&tokens, "access_token")).await.0,
        200
    );
}

#[tokio::test]
async fn an_expired_access_token_answers_expired_token() {
    let sandbox = start_sandbox();
    set_oauth(&sandbox, json!({"access_token_ttl_secs": 1})).await;
    let (tokens, _) = signed_in(&sandbox, DEMO_USER_UUID).await;
    assert_eq!(tokens["expires_in"], 1);
    let access = text(&tokens, "access_token");
    assert_eq!(get_user(&sandbox, access).await.0, 200);
    tokio::time::sleep(Duration::from_millis(1300)).await;

    let (status, body, headers) = get_user(&sandbox, access).await;
    assert_eq!(status, 401);
    assert_eq!(body["error"], "expired_token");
    assert_eq!(
        body["error_description"],
        "The access token provided has expired"
    );
    let challenge = headers["www-authenticate"].to_str().unwrap();
    assert!(
        challenge.starts_with(r#"Bearer realm="Service", error="expired_token""#),
        "{challenge}"
    );

    // A refresh brings a working token back.
    set_oauth(&sandbox, json!({"access_token_ttl_secs": 3600})).await;
    let (status, fresh) = refresh(&sandbox, text(&tokens, "refresh_token")).await;
    assert_eq!(status, 200);
    assert_eq!(
        get_user(&sandbox, text(&fresh, "access_token")).await.0,
        200
    );
}

// ---------------------------------------------------------------------------------------------
// id_tokens
// ---------------------------------------------------------------------------------------------

struct Decoded {
    /// The outer header: the JWE's for an encrypted token, else the JWS's.
    header: Value,
    claims: Value,
}

fn json_part(part: &str) -> Value {
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(part).expect("base64url")).expect("JSON")
}

/// OpenID Connect Core 10.2, derived here independently of the sandbox.
fn client_secret_key(secret: &str, alg: &str, enc: &str) -> Vec<u8> {
    let bits = match (alg, enc) {
        ("A128KW", _) | ("dir", "A128GCM") => 128,
        ("A192KW", _) | ("dir", "A192GCM") => 192,
        ("A256KW", _) | ("dir", "A256GCM" | "A128CBC-HS256") => 256,
        ("dir", "A192CBC-HS384") => 384,
        ("dir", "A256CBC-HS512") => 512,
        other => panic!("no key length for {other:?}"),
    };
    let digest = match bits {
        ..=256 => Sha256::digest(secret.as_bytes()).to_vec(),
        257..=384 => Sha384::digest(secret.as_bytes()).to_vec(),
        _ => Sha512::digest(secret.as_bytes()).to_vec(),
    };
    digest[..bits / 8].to_vec()
}

/// HMAC-SHA256 (RFC 2104), independent of the sandbox's: jose-rs will not verify with a
/// key shorter than 32 bytes, and the demo secret is 26.
fn hmac_sha256(key: &[u8], message: &[u8]) -> Vec<u8> {
    let mut block = [0u8; 64];
    if key.len() > 64 {
        block[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let pad = |byte: u8| block.iter().map(|b| b ^ byte).collect::<Vec<u8>>();
    let mut inner = Sha256::new();
    inner.update(pad(0x36));
    inner.update(message);
    let mut outer = Sha256::new();
    outer.update(pad(0x5c));
    outer.update(inner.finalize());
    outer.finalize().to_vec()
}

fn verify_hs256(secret: &str, jws: &str) -> Value {
    let parts: Vec<&str> = jws.split('.').collect();
    assert_eq!(parts.len(), 3, "a compact JWS");
    assert_eq!(json_part(parts[0])["alg"], "HS256");
    let signing_input = format!("{}.{}", parts[0], parts[1]);
    let mac = hmac_sha256(secret.as_bytes(), signing_input.as_bytes());
    assert_eq!(
        URL_SAFE_NO_PAD.encode(mac),
        parts[2],
        "the HS256 signature verifies"
    );
    if secret.len() >= 32 {
        let jwk = jose_rs::jwk::Jwk::from_json(
            &json!({"kty": "oct", "k": URL_SAFE_NO_PAD.encode(secret), "alg": "HS256"}).to_string(),
        )
        .unwrap();
        jose_rs::jws::compact::verify_with_jwk(&jwk, jws).expect("jose-rs agrees");
    }
    json_part(parts[1])
}

/// Decrypts and verifies an id_token of any form; `secret` is the demo client's.
async fn decode_id_token(sandbox: &Sandbox, token: &str, secret: Option<&str>) -> Decoded {
    let first: Vec<&str> = token.split('.').collect();
    let header = json_part(first[0]);
    let claims = if first.len() == 5 {
        let secret = secret.expect("a JWE needs the client secret");
        assert_eq!(header["cty"], "JWT");
        let key = client_secret_key(
            secret,
            header["alg"].as_str().unwrap(),
            header["enc"].as_str().unwrap(),
        );
        let inner = jose_rs::jwe::compact::decrypt(&key, token).expect("the JWE decrypts");
        verify_hs256(secret, std::str::from_utf8(&inner).unwrap())
    } else if header["alg"] == "HS256" {
        verify_hs256(secret.expect("HS256 needs the client secret"), token)
    } else {
        assert_eq!(header["alg"], "RS256");
        let jwks: Value = http()
            .get(format!("{}/oauth/jwks", sandbox.auth_url()))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let key = jwks["keys"]
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["kid"] == header["kid"])
            .expect("the kid is published");
        let jwk = jose_rs::jwk::Jwk::from_json(&key.to_string()).unwrap();
        let payload = jose_rs::jws::compact::verify_with_jwk(&jwk, token).expect("RS256 verifies");
        serde_json::from_slice(&payload).unwrap()
    };
    Decoded { header, claims }
}

fn check_claims(sandbox: &Sandbox, claims: &Value, client_id: &str, user: &str) {
    assert_eq!(claims["iss"], sandbox.auth_url().as_str());
    assert_eq!(claims["aud"], client_id);
    assert_eq!(claims["sub"], user);
    assert_eq!(claims["nonce"], "nonce-456");
    let iat = claims["iat"].as_u64().unwrap();
    assert_eq!(claims["exp"].as_u64().unwrap(), iat + 600);
    assert!(claims["auth_time"].as_u64().unwrap() <= iat);
}

#[tokio::test]
async fn id_tokens_decrypt_and_verify_with_the_right_claims_in_every_form() {
    let sandbox = start_sandbox();
    assert!(!sandbox.auth_url().ends_with('/'));
    assert_eq!(format!("{}/", sandbox.auth_url()), sandbox.root_url());
    let forms = IdTokenForm::all();
    assert_eq!(forms.len(), 26);
    for form in forms {
        set_oauth(&sandbox, json!({"demo_client_id_token": form.to_string()})).await;
        let flow = SignIn::new(DEMO_CLIENT_ID);
        let answer = sign_in(&sandbox, &flow, SECOND_USER_UUID).await;
        let code = &answer["code"];
        let front = decode_id_token(&sandbox, &answer["id_token"], Some(DEMO_CLIENT_SECRET)).await;
        match form {
            IdTokenForm::Jwe { alg, enc } => {
                assert_eq!(front.header["alg"], alg.as_str(), "{form}");
                assert_eq!(front.header["enc"], enc.as_str(), "{form}");
            }
            IdTokenForm::Hs256 => assert_eq!(front.header["alg"], "HS256"),
            IdTokenForm::Rs256 => assert_eq!(front.header["alg"], "RS256"),
        }
        check_claims(&sandbox, &front.claims, DEMO_CLIENT_ID, SECOND_USER_UUID);
        let c_hash = URL_SAFE_NO_PAD.encode(&Sha256::digest(code.as_bytes())[..16]);
        assert_eq!(front.claims["c_hash"], c_hash.as_str(), "{form}");

        let (status, tokens) = exchange(&sandbox, demo_basic(), code, &flow.verifier).await;
        assert_eq!(status, 200, "{form}: {tokens}");
        let back = decode_id_token(
            &sandbox,
            text(&tokens, "id_token"),
            Some(DEMO_CLIENT_SECRET),
        )
        .await;
        assert_eq!(back.header["alg"], front.header["alg"], "the same form");
        assert_eq!(back.header["enc"], front.header["enc"], "the same form");
        check_claims(&sandbox, &back.claims, DEMO_CLIENT_ID, SECOND_USER_UUID);
        assert_eq!(back.claims["auth_time"], front.claims["auth_time"]);
    }
}

#[tokio::test]
async fn a_long_client_secret_is_also_checked_by_jose_rs_itself() {
    let secret = "a-demo-client-secret-of-more-than-32-bytes";
    let sandbox = start_sandbox_with(SandboxOptions {
        threads: 8,
        oauth: OAuthOptions {
            demo_client_secret: secret.to_owned(),
            demo_client_id_token: IdTokenForm::Hs256,
            ..OAuthOptions::default()
        },
        ..SandboxOptions::default()
    });
    let flow = SignIn::new(DEMO_CLIENT_ID);
    let answer = sign_in(&sandbox, &flow, DEMO_USER_UUID).await;
    let decoded = decode_id_token(&sandbox, &answer["id_token"], Some(secret)).await;
    check_claims(&sandbox, &decoded.claims, DEMO_CLIENT_ID, DEMO_USER_UUID);
    let (status, _) = exchange(
        &sandbox,
        ClientAuth::Basic(DEMO_CLIENT_ID, DEMO_CLIENT_SECRET),
        &answer["code"],
        &flow.verifier,
    )
    .await;
    assert_eq!(status, 401, "the old secret no longer authenticates");
    let (status, _) = exchange(
        &sandbox,
        ClientAuth::Basic(DEMO_CLIENT_ID, secret),
        &answer["code"],
        &flow.verifier,
    )
    .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn jwks_serves_the_public_rs256_key_only() {
    let sandbox = start_sandbox();
    let response = http()
        .get(format!("{}/oauth/jwks", sandbox.auth_url()))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let jwks: Value = response.json().await.unwrap();
    let keys = jwks["keys"].as_array().unwrap();
    assert_eq!(keys.len(), 1);
    let key = &keys[0];
    assert_eq!(key["kty"], "RSA");
    assert_eq!(key["alg"], "RS256");
    assert_eq!(key["use"], "sig");
    assert!(key["kid"].is_string() && key["n"].is_string() && key["e"].is_string());
    for private in ["d", "p", "q", "dp", "dq", "qi"] {
        assert!(key.get(private).is_none(), "{private} is not published");
    }
    let modulus = URL_SAFE_NO_PAD.decode(text(key, "n")).unwrap();
    assert_eq!(modulus.len(), 256, "2048 bits");
}

#[tokio::test]
async fn the_admin_knob_refuses_what_cannot_work() {
    let sandbox = start_sandbox();
    let client = http();
    let url = format!("{}__sandbox/oauth", sandbox.root_url());
    for bad in [
        json!({"public_client_id_token": "jwe:A256KW:A256GCM"}),
        json!({"demo_client_id_token": "jwe:RSA-OAEP:A256GCM"}),
        json!({"response_mode": "carrier_pigeon"}),
        json!({"no_such_knob": true}),
    ] {
        let response = client.put(&url).json(&bad).send().await.unwrap();
        assert_eq!(response.status(), 400, "{bad}");
    }
    let current: Value = client.get(&url).send().await.unwrap().json().await.unwrap();
    assert_eq!(current["data"]["response_mode"], "query");
    assert_eq!(
        current["data"]["demo_client_id_token"],
        "jwe:A256KW:A128CBC-HS256"
    );
    assert_eq!(current["data"]["public_client_id_token"], "jws:RS256");
    assert_eq!(current["data"]["access_token_ttl_secs"], 3600);
}
