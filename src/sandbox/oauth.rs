//! The sandbox as an OAuth 2.0 / OpenID Connect provider, faithful to the spec (section 5)
//! and to what the live service is known to do (`spec/live-service-notes.md`,
//! "Authentication"), so that sign-in can be tested end to end on loopback.
//!
//! - `GET /oauth/authorize` shows a sign-in and consent page; `POST /oauth/authorize` takes
//!   its answer and sends the person back to the client with a code (and an id_token for
//!   `code id_token`) in the query (the live service's way, the default), the fragment or a
//!   `form_post` page.
//! - `POST /oauth/token` exchanges codes (PKCE S256 only, single use), rotates refresh
//!   tokens and issues client-credentials tokens. Access tokens become credentials of the
//!   directory, with their scopes and expiry.
//! - `GET /oauth/jwks` publishes the RS256 key (the live service publishes none).
//!
//! These are the endpoints only. What the provider remembers between requests (options,
//! clients, consents, codes, token families) is in `oauth_state.rs`; the accounts, and the
//! credentials its access tokens become, are the directory's (`state.rs`). Both are used
//! from here, and neither uses this module.
//!
//! Nothing here logs a secret, a code or a token.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use rand::RngCore;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;
use uuid::Uuid;

use super::http::{Incoming, Reply};
use super::id_token;
use super::oauth_page::{self, Account};
use super::oauth_state::{
    AuthRequest, Client, ClientKind, CodeRecord, Family, FrontChannelIdToken, OAuth,
    PendingConsent, RefreshRecord, client,
};
use super::state::{ALL_SCOPES, Directory, Grant};
use crate::config::ResponseMode;

const ID_TOKEN_TTL_SECS: u64 = 600;
/// How long a consent page can be answered.
const CONSENT_TTL: Duration = Duration::from_secs(600);

const INVALID_CODE: &str = "Authorization code doesn't exist or is invalid for the client";

/// Routes `/oauth/…` (`path` is what follows `/oauth/`).
pub fn handle(directory: &mut Directory, path: &str, request: &Incoming) -> Reply {
    let now = SystemTime::now();
    directory.oauth.forget_stale(now);
    match (request.method.as_str(), path) {
        ("GET", "authorize") => authorize_page(directory, request, now),
        ("POST", "authorize") => authorize_answer(directory, request, now),
        ("POST", "token") => token(directory, request, now),
        ("GET", "jwks") => match id_token::jwks() {
            Ok(keys) => Reply::json(200, &keys),
            Err(problem) => {
                tracing::error!(%problem, "the sandbox's JWKS is unavailable");
                oauth_error(500, "server_error", "The key set is unavailable.")
            }
        },
        (_, "authorize" | "token" | "jwks") => {
            Reply::error(405, &["This method is not allowed here."])
        }
        _ => Reply::error(
            404,
            &[
                "Not found. The sandbox's OAuth endpoints are /oauth/authorize, /oauth/token and /oauth/jwks.",
            ],
        ),
    }
}

// ---------------------------------------------------------------------------------------------
// Authorization endpoint
// ---------------------------------------------------------------------------------------------

/// Why an authorization request failed, and whether the client may be told by redirect.
enum Refusal {
    /// The client or its redirect URI cannot be trusted: an error page, never a redirect.
    Page { title: &'static str, detail: String },
    /// An OAuth error sent back to the (registered) redirect URI.
    Redirect {
        to: Box<Redirect>,
        error: &'static str,
        description: String,
    },
}

/// Where and how the answer to a request goes.
struct Redirect {
    uri: String,
    mode: ResponseMode,
    state: Option<String>,
}

/// The parameters of an authorization request; a repeated parameter is refused
/// (RFC 6749 section 3.1).
fn single_params(params: &[(String, String)]) -> Result<HashMap<&str, &str>, String> {
    let mut map = HashMap::new();
    for (name, value) in params {
        if map.insert(name.as_str(), value.as_str()).is_some() {
            return Err(format!("The parameter {name} appears more than once."));
        }
    }
    Ok(map)
}

/// RFC 8252 section 7.3: any port on the loopback address, path `/callback`, nothing else.
fn redirect_uri_allowed(uri: &str) -> bool {
    let Some(rest) = uri
        .strip_prefix("http://127.0.0.1:")
        .or_else(|| uri.strip_prefix("http://[::1]:"))
    else {
        return false;
    };
    let Some(port) = rest.strip_suffix("/callback") else {
        return false;
    };
    !port.is_empty()
        && port.len() <= 5
        && port.bytes().all(|b| b.is_ascii_digit())
        && port.parse::<u16>().is_ok_and(|p| p != 0)
}

fn is_s256_challenge(challenge: &str) -> bool {
    challenge.len() == 43
        && challenge
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn parse_authorization(
    params: &HashMap<&str, &str>,
    default_mode: ResponseMode,
) -> Result<AuthRequest, Refusal> {
    let page = |title, detail: &str| Refusal::Page {
        title,
        detail: detail.to_owned(),
    };
    let client_id = params.get("client_id").copied().unwrap_or_default();
    let Some(client) = client(client_id) else {
        return Err(page(
            "Unknown application",
            "The client_id of this sign-in request is not registered with the sandbox directory.",
        ));
    };
    let redirect_uri = params.get("redirect_uri").copied().unwrap_or_default();
    if !redirect_uri_allowed(redirect_uri) {
        return Err(page(
            "Unregistered redirect URI",
            "The redirect_uri of this sign-in request is not registered: the sandbox accepts \
             only http://127.0.0.1:PORT/callback and http://[::1]:PORT/callback.",
        ));
    }
    let state = params.get("state").map(|s| (*s).to_owned());
    let requested_mode = params
        .get("response_mode")
        .map(|m| m.parse::<ResponseMode>());
    let mode = match requested_mode {
        Some(Ok(mode)) => mode,
        None | Some(Err(_)) => default_mode,
    };
    let redirect = Redirect {
        uri: redirect_uri.to_owned(),
        mode,
        state: state.clone(),
    };
    let refuse = |error, description: &str| Refusal::Redirect {
        to: Box::new(Redirect {
            uri: redirect.uri.clone(),
            mode: redirect.mode,
            state: redirect.state.clone(),
        }),
        error,
        description: description.to_owned(),
    };

    if let Some(Err(problem)) = requested_mode {
        return Err(refuse("invalid_request", &problem));
    }
    let response_type: HashSet<&str> = params
        .get("response_type")
        .copied()
        .unwrap_or_default()
        .split(' ')
        .filter(|t| !t.is_empty())
        .collect();
    let with_id_token = if response_type == HashSet::from(["code"]) {
        false
    } else if response_type == HashSet::from(["code", "id_token"]) {
        true
    } else {
        return Err(refuse(
            "unsupported_response_type",
            "response_type must be \"code\" or \"code id_token\".",
        ));
    };
    let mut scopes: Vec<String> = Vec::new();
    for scope in params.get("scope").copied().unwrap_or("public").split(' ') {
        if scope.is_empty() || scopes.iter().any(|s| s == scope) {
            continue;
        }
        if !ALL_SCOPES.contains(&scope) {
            return Err(refuse(
                "invalid_scope",
                &format!("The scope {scope} is unknown."),
            ));
        }
        scopes.push(scope.to_owned());
    }
    if scopes.is_empty() {
        return Err(refuse("invalid_scope", "No scope was asked for."));
    }
    let openid = scopes.iter().any(|s| s == "openid");
    if with_id_token && !openid {
        return Err(refuse(
            "invalid_scope",
            "An id_token needs the openid scope.",
        ));
    }
    let nonce = params.get("nonce").map(|n| (*n).to_owned());
    if with_id_token && nonce.as_deref().is_none_or(str::is_empty) {
        return Err(refuse(
            "invalid_request",
            "A nonce is required when an id_token is asked for.",
        ));
    }
    if params
        .get("prompt")
        .is_some_and(|p| p.split(' ').any(|p| p == "none"))
    {
        return Err(refuse(
            "login_required",
            "The sandbox always asks the person to sign in and consent.",
        ));
    }
    let Some(code_challenge) = params.get("code_challenge").filter(|c| !c.is_empty()) else {
        return Err(refuse(
            "invalid_request",
            "PKCE is required: send code_challenge with code_challenge_method=S256.",
        ));
    };
    if params.get("code_challenge_method").copied() != Some("S256") {
        return Err(refuse(
            "invalid_request",
            "code_challenge_method must be S256; plain (the default when it is missing) is refused.",
        ));
    }
    if !is_s256_challenge(code_challenge) {
        return Err(refuse(
            "invalid_request",
            "code_challenge must be the base64url SHA-256 of the code_verifier (43 characters).",
        ));
    }
    Ok(AuthRequest {
        client,
        redirect_uri: redirect.uri.clone(),
        with_id_token,
        scopes,
        state,
        nonce,
        code_challenge: (*code_challenge).to_owned(),
        response_mode: mode,
    })
}

fn authorize_page(directory: &mut Directory, request: &Incoming, now: SystemTime) -> Reply {
    let default_mode = directory.oauth.options.response_mode;
    let parsed = single_params(&request.query)
        .map_err(|problem| Refusal::Page {
            title: "Malformed sign-in request",
            detail: problem,
        })
        .and_then(|params| parse_authorization(&params, default_mode));
    let auth = match parsed {
        Ok(auth) => auth,
        Err(refusal) => return refused(refusal),
    };
    let csrf_token = random_token();
    let raw: Vec<(String, String)> = request
        .query
        .iter()
        .filter(|(name, _)| FORWARDED_PARAMS.contains(&name.as_str()))
        .cloned()
        .collect();
    let accounts = accounts(directory);
    let html = oauth_page::consent(&oauth_page::Consent {
        client_name: auth.client.name,
        client_id: auth.client.id,
        redirect_uri: &auth.redirect_uri,
        scopes: &auth.scopes,
        accounts: &accounts,
        hidden: &raw,
        csrf_token: &csrf_token,
    });
    directory.oauth.consents.insert(
        csrf_token,
        PendingConsent {
            request: auth,
            raw,
            expires_at: now + CONSENT_TTL,
        },
    );
    page(200, html, oauth_page::CONSENT_CSP)
}

/// The authorization request's parameters that the consent form carries back.
const FORWARDED_PARAMS: &[&str] = &[
    "response_type",
    "client_id",
    "redirect_uri",
    "scope",
    "state",
    "nonce",
    "code_challenge",
    "code_challenge_method",
    "response_mode",
];

fn accounts(directory: &Directory) -> Vec<Account<'_>> {
    let mut accounts: Vec<Account<'_>> = directory
        .users
        .iter()
        .map(|(uuid, user)| Account {
            uuid: uuid.to_string(),
            name: user["site_name"].as_str().unwrap_or("(no name)"),
            email: user["email"].as_str().unwrap_or(""),
        })
        .collect();
    // The demo account first, so that it is the one chosen when nobody picks.
    let demo = directory.demo_account.to_string();
    accounts.sort_by(|a, b| (a.uuid != demo, &a.uuid).cmp(&(b.uuid != demo, &b.uuid)));
    accounts
}

fn authorize_answer(directory: &mut Directory, request: &Incoming, now: SystemTime) -> Reply {
    if !is_form(request) {
        return page(
            415,
            oauth_page::error(
                "Unsupported form",
                "The sign-in form must be posted as application/x-www-form-urlencoded.",
            ),
            oauth_page::CONSENT_CSP,
        );
    }
    let form = parse_form(&request.body);
    let fields = match single_params(&form) {
        Ok(fields) => fields,
        Err(problem) => {
            return page(
                400,
                oauth_page::error("Malformed sign-in form", &problem),
                oauth_page::CONSENT_CSP,
            );
        }
    };
    let Some(pending) = fields
        .get("csrf_token")
        .and_then(|token| directory.oauth.consents.remove(*token))
    else {
        return page(
            400,
            oauth_page::error(
                "This sign-in page has expired",
                "It was already answered, or it is too old, or it did not come from the \
                 sandbox. Start the sign-in again from the application.",
            ),
            oauth_page::CONSENT_CSP,
        );
    };
    // The stored request is what counts; a field sent back must not disagree with it.
    let changed = FORWARDED_PARAMS.iter().any(|name| {
        fields.get(name).is_some_and(|posted| {
            pending
                .raw
                .iter()
                .find(|(n, _)| n == name)
                .is_none_or(|(_, original)| original != posted)
        })
    });
    if changed {
        return page(
            400,
            oauth_page::error(
                "The sign-in form was changed",
                "The form's fields no longer match the sign-in request. Start again from the application.",
            ),
            oauth_page::CONSENT_CSP,
        );
    }
    let auth = pending.request;
    let redirect = Redirect {
        uri: auth.redirect_uri.clone(),
        mode: auth.response_mode,
        state: auth.state.clone(),
    };
    match fields.get("decision").copied() {
        Some("allow") => {}
        Some("deny") => {
            tracing::info!(client_id = auth.client.id, "sandbox sign-in denied");
            return deliver_error(&redirect, "access_denied", "The user denied the request.");
        }
        _ => {
            return page(
                400,
                oauth_page::error(
                    "No answer",
                    "The form must say decision=allow or decision=deny.",
                ),
                oauth_page::CONSENT_CSP,
            );
        }
    }
    let user = match fields.get("user") {
        None => directory.demo_account,
        Some(text) => match Uuid::try_parse(text) {
            Ok(uuid) if directory.users.contains_key(&uuid) => uuid,
            _ => {
                return page(
                    400,
                    oauth_page::error("Unknown account", "The chosen account cannot sign in here."),
                    oauth_page::CONSENT_CSP,
                );
            }
        },
    };

    let oauth = &mut directory.oauth;
    let code = random_token();
    let auth_time = unix(now);
    let mut answer: Vec<(&str, String)> = vec![("code", code.clone())];
    let front_channel = oauth.options.front_channel_id_token;
    if auth.with_id_token && front_channel != FrontChannelIdToken::Omitted {
        let mut claims = id_token_claims(
            &oauth.issuer,
            auth.client.id,
            user,
            auth.nonce.as_deref(),
            auth_time,
            now,
            Some(&code),
        );
        match front_channel {
            FrontChannelIdToken::WithoutCHash => {
                if let Some(fields) = claims.as_object_mut() {
                    fields.remove("c_hash");
                }
            }
            FrontChannelIdToken::WrongCHash => {
                claims["c_hash"] = json!(id_token::c_hash("another-code"));
            }
            FrontChannelIdToken::Sent | FrontChannelIdToken::Omitted => {}
        }
        match id_token::mint(
            oauth.id_token_form(auth.client),
            &claims,
            oauth.secret_of(auth.client),
        ) {
            Ok(token) => answer.push(("id_token", token)),
            Err(problem) => {
                tracing::error!(%problem, "the sandbox could not mint an id_token");
                return deliver_error(&redirect, "server_error", "The id_token could not be made.");
            }
        }
    }
    oauth.codes.insert(
        code,
        CodeRecord {
            client_id: auth.client.id,
            redirect_uri: auth.redirect_uri.clone(),
            code_challenge: auth.code_challenge,
            nonce: auth.nonce,
            user,
            scopes: auth.scopes,
            auth_time,
            expires_at: now + Duration::from_secs(oauth.options.code_ttl_secs),
            used: false,
            family: None,
        },
    );
    tracing::info!(client_id = auth.client.id, %user, mode = auth.response_mode.as_str(), "sandbox sign-in allowed");
    let fields: Vec<(&str, &str)> = answer.iter().map(|(n, v)| (*n, v.as_str())).collect();
    deliver(&redirect, &fields)
}

fn refused(refusal: Refusal) -> Reply {
    match refusal {
        Refusal::Page { title, detail } => page(
            400,
            oauth_page::error(title, &detail),
            oauth_page::CONSENT_CSP,
        ),
        Refusal::Redirect {
            to,
            error,
            description,
        } => deliver_error(&to, error, &description),
    }
}

fn deliver_error(redirect: &Redirect, error: &str, description: &str) -> Reply {
    deliver(
        redirect,
        &[("error", error), ("error_description", description)],
    )
}

/// Sends `fields` (and the request's `state`) to the redirect URI the way its mode says.
fn deliver(redirect: &Redirect, fields: &[(&str, &str)]) -> Reply {
    let mut all: Vec<(&str, &str)> = fields.to_vec();
    if let Some(state) = &redirect.state {
        all.push(("state", state));
    }
    let encoded = || {
        url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(all.iter())
            .finish()
    };
    match redirect.mode {
        ResponseMode::Query => found(format!("{}?{}", redirect.uri, encoded())),
        ResponseMode::Fragment => found(format!("{}#{}", redirect.uri, encoded())),
        ResponseMode::FormPost => page(
            200,
            oauth_page::form_post(&redirect.uri, &all),
            oauth_page::FORM_POST_CSP,
        ),
    }
}

fn found(location: String) -> Reply {
    Reply::empty(302).with_header("Location", location)
}

fn page(status: u16, html: String, csp: &str) -> Reply {
    Reply::html(status, html)
        .with_header("Content-Security-Policy", csp.to_owned())
        .with_header("X-Frame-Options", "DENY".into())
        .with_header("Referrer-Policy", "no-referrer".into())
}

// ---------------------------------------------------------------------------------------------
// Token endpoint
// ---------------------------------------------------------------------------------------------

/// The OAuth error shape of the token endpoint: `error` and `error_description` only.
fn oauth_error(status: u16, error: &str, description: &str) -> Reply {
    Reply::json(
        status,
        &json!({"error": error, "error_description": description}),
    )
}

fn invalid_client(description: &str) -> Reply {
    oauth_error(401, "invalid_client", description)
        .with_header("WWW-Authenticate", r#"Basic realm="Service""#.into())
}

fn invalid_grant(description: &str) -> Reply {
    oauth_error(400, "invalid_grant", description)
}

fn token(directory: &mut Directory, request: &Incoming, now: SystemTime) -> Reply {
    if !is_form(request) {
        return oauth_error(
            400,
            "invalid_request",
            "The token request must be application/x-www-form-urlencoded.",
        );
    }
    let form = parse_form(&request.body);
    let fields = match single_params(&form) {
        Ok(fields) => fields,
        Err(problem) => return oauth_error(400, "invalid_request", &problem),
    };
    let client = match authenticate_client(&directory.oauth, request, &fields) {
        Ok(client) => client,
        Err(reply) => return reply,
    };
    let reply = match fields.get("grant_type").copied() {
        Some("authorization_code") => exchange_code(directory, client, &fields, now),
        Some("refresh_token") => refresh(directory, client, &fields, now),
        Some("client_credentials") => client_credentials(directory, client, &fields, now),
        Some(_) => oauth_error(
            400,
            "unsupported_grant_type",
            "grant_type must be authorization_code, refresh_token or client_credentials.",
        ),
        None => oauth_error(400, "invalid_request", "grant_type is required."),
    };
    reply.with_header("Pragma", "no-cache".into())
}

/// HTTP Basic (`client_id:client_secret`, each form-encoded, RFC 6749 section 2.3.1) or
/// `client_id`/`client_secret` in the body; the public client sends only `client_id`.
fn authenticate_client(
    oauth: &OAuth,
    request: &Incoming,
    fields: &HashMap<&str, &str>,
) -> Result<Client, Reply> {
    let basic = match request.header("authorization") {
        Some(value) => {
            let (scheme, credentials) = value.trim().split_once(' ').unwrap_or((value, ""));
            if !scheme.eq_ignore_ascii_case("basic") {
                return Err(invalid_client("Client authentication must use HTTP Basic."));
            }
            Some(decode_basic(credentials.trim()).ok_or_else(|| {
                invalid_client("The Authorization header is not valid HTTP Basic.")
            })?)
        }
        None => None,
    };
    let body_id = fields.get("client_id").map(|s| (*s).to_owned());
    let body_secret = fields.get("client_secret").map(|s| (*s).to_owned());
    let (id, secret) = match basic {
        Some((id, secret)) => {
            if body_secret.is_some() {
                return Err(oauth_error(
                    400,
                    "invalid_request",
                    "The client authenticated twice: use HTTP Basic or the body, not both.",
                ));
            }
            if body_id.as_ref().is_some_and(|body| *body != id) {
                return Err(invalid_client(
                    "client_id differs from the HTTP Basic user.",
                ));
            }
            (id, Some(secret))
        }
        None => match body_id {
            Some(id) => (id, body_secret),
            None => {
                return Err(invalid_client(
                    "Client authentication failed: no client_id.",
                ));
            }
        },
    };
    let Some(client) = client(&id) else {
        return Err(invalid_client(
            "Client authentication failed: unknown client.",
        ));
    };
    match (oauth.secret_of(client), secret.as_deref()) {
        (Some(expected), Some(given))
            if bool::from(expected.as_bytes().ct_eq(given.as_bytes())) =>
        {
            Ok(client)
        }
        (Some(_), _) => Err(invalid_client("Client authentication failed.")),
        (None, None | Some("")) => Ok(client),
        (None, Some(_)) => Err(invalid_client(
            "The public client has no secret: send only its client_id.",
        )),
    }
}

fn decode_basic(credentials: &str) -> Option<(String, String)> {
    let decoded = String::from_utf8(STANDARD.decode(credentials).ok()?).ok()?;
    let (id, secret) = decoded.split_once(':')?;
    let unescape = |s: &str| -> String {
        url::form_urlencoded::parse(format!("x={s}").as_bytes())
            .next()
            .map(|(_, v)| v.into_owned())
            .unwrap_or_default()
    };
    Some((unescape(id), unescape(secret)))
}

fn exchange_code(
    directory: &mut Directory,
    client: Client,
    fields: &HashMap<&str, &str>,
    now: SystemTime,
) -> Reply {
    let Some(code) = fields.get("code").filter(|c| !c.is_empty()) else {
        return oauth_error(400, "invalid_request", "code is required.");
    };
    let oauth = &mut directory.oauth;
    let Some(record) = oauth.codes.get_mut(*code) else {
        return invalid_grant(INVALID_CODE);
    };
    if record.client_id != client.id {
        return invalid_grant(INVALID_CODE);
    }
    if record.used {
        // RFC 6749 section 4.1.2: a code used twice revokes what it was exchanged for.
        let family = record.family;
        if let Some(family) = family {
            revoke_family(directory, family);
        }
        tracing::warn!(
            client_id = client.id,
            "sandbox: an authorization code was replayed; its tokens are revoked"
        );
        return invalid_grant(INVALID_CODE);
    }
    if record.expires_at <= now {
        return invalid_grant("The authorization code has expired.");
    }
    if fields.get("redirect_uri").copied() != Some(record.redirect_uri.as_str()) {
        return invalid_grant("redirect_uri does not match the one of the authorization request.");
    }
    let Some(verifier) = fields.get("code_verifier") else {
        return oauth_error(400, "invalid_request", "code_verifier is required (PKCE).");
    };
    let verifier_ok = (43..=128).contains(&verifier.len())
        && verifier
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b));
    let computed = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
    if !verifier_ok || !bool::from(computed.as_bytes().ct_eq(record.code_challenge.as_bytes())) {
        return invalid_grant("The code_verifier does not match the code_challenge.");
    }

    record.used = true;
    let family = oauth.families.len();
    record.family = Some(family);
    let (user, scopes, nonce, auth_time) = (
        record.user,
        record.scopes.clone(),
        record.nonce.clone(),
        record.auth_time,
    );
    oauth.families.push(Family {
        client_id: client.id,
        user,
        scopes: scopes.clone(),
        access_tokens: Vec::new(),
        refresh_tokens: Vec::new(),
        revoked: false,
    });
    let mut answer = issue_user_tokens(directory, family, &scopes, now);
    if scopes.iter().any(|s| s == "openid") {
        let oauth = &directory.oauth;
        let claims = id_token_claims(
            &oauth.issuer,
            client.id,
            user,
            nonce.as_deref(),
            auth_time,
            now,
            None,
        );
        match id_token::mint(
            oauth.id_token_form(client),
            &claims,
            oauth.secret_of(client),
        ) {
            Ok(token) => answer["id_token"] = json!(token),
            Err(problem) => {
                tracing::error!(%problem, "the sandbox could not mint an id_token");
                return oauth_error(500, "server_error", "The id_token could not be made.");
            }
        }
    }
    tracing::info!(client_id = client.id, %user, "sandbox: authorization code exchanged");
    Reply::json(200, &answer)
}

fn refresh(
    directory: &mut Directory,
    client: Client,
    fields: &HashMap<&str, &str>,
    now: SystemTime,
) -> Reply {
    let Some(presented) = fields.get("refresh_token").filter(|t| !t.is_empty()) else {
        return oauth_error(400, "invalid_request", "refresh_token is required.");
    };
    let oauth = &mut directory.oauth;
    let Some(record) = oauth.refresh_tokens.get_mut(*presented) else {
        return invalid_grant("The refresh token is invalid.");
    };
    let family_id = record.family;
    let family = &oauth.families[family_id];
    if family.client_id != client.id {
        return invalid_grant("The refresh token is invalid.");
    }
    if family.revoked {
        return invalid_grant("The refresh token has been revoked.");
    }
    if !record.current {
        // Reuse of a rotated token: someone else may hold the family. Revoke it all.
        revoke_family(directory, family_id);
        tracing::warn!(
            client_id = client.id,
            "sandbox: a rotated refresh token was reused; the sign-in is revoked"
        );
        return invalid_grant(
            "The refresh token was already used; every token of this sign-in is revoked.",
        );
    }
    let granted = family.scopes.clone();
    let scopes: Vec<String> = match fields.get("scope") {
        None => granted,
        Some(asked) => {
            let asked: Vec<String> = asked
                .split(' ')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect();
            if asked.is_empty() || asked.iter().any(|s| !granted.contains(s)) {
                return oauth_error(
                    400,
                    "invalid_scope",
                    "A refresh can only ask for scopes that were granted.",
                );
            }
            asked
        }
    };
    record.current = false;
    let answer = issue_user_tokens(directory, family_id, &scopes, now);
    Reply::json(200, &answer)
}

fn client_credentials(
    directory: &mut Directory,
    client: Client,
    fields: &HashMap<&str, &str>,
    now: SystemTime,
) -> Reply {
    if client.kind == ClientKind::Public {
        return oauth_error(
            400,
            "unauthorized_client",
            "A public client cannot use client_credentials.",
        );
    }
    if let Some(asked) = fields.get("scope")
        && asked.split(' ').any(|s| !s.is_empty() && s != "public")
    {
        return oauth_error(
            400,
            "invalid_scope",
            "An application token can only have the public scope.",
        );
    }
    let ttl = directory.oauth.options.app_token_ttl_secs;
    let access_token = random_token();
    directory.credentials.insert(
        access_token.clone(),
        Grant {
            account: Uuid::nil(),
            scopes: HashSet::from(["public".to_owned()]),
            expired: false,
            expires_at: Some(now + Duration::from_secs(ttl)),
            app_only: true,
        },
    );
    Reply::json(
        200,
        &json!({
            "access_token": access_token,
            "token_type": "Bearer",
            "expires_in": ttl,
            "scope": "public",
        }),
    )
}

/// A new access token and refresh token in `family`, the access token registered as a
/// credential of the directory. Returns the token response without an id_token.
fn issue_user_tokens(
    directory: &mut Directory,
    family_id: usize,
    scopes: &[String],
    now: SystemTime,
) -> Value {
    let ttl = directory.oauth.options.access_token_ttl_secs;
    let (access_token, refresh_token) = (random_token(), random_token());
    let family = &mut directory.oauth.families[family_id];
    family.access_tokens.push(access_token.clone());
    family.refresh_tokens.push(refresh_token.clone());
    let user = family.user;
    directory.oauth.refresh_tokens.insert(
        refresh_token.clone(),
        RefreshRecord {
            family: family_id,
            current: true,
        },
    );
    directory.credentials.insert(
        access_token.clone(),
        Grant {
            account: user,
            scopes: scopes.iter().cloned().collect(),
            expired: false,
            expires_at: Some(now + Duration::from_secs(ttl)),
            app_only: false,
        },
    );
    let mut answer = json!({
        "access_token": access_token,
        "token_type": "Bearer",
        "expires_in": ttl,
        "refresh_token": refresh_token,
        "scope": scopes.join(" "),
    });
    if let Some(Value::Object(extra)) = &directory.oauth.options.token_answer_extra {
        for (name, value) in extra {
            answer[name] = value.clone();
        }
    }
    answer
}

/// Every access token of the family stops working (it becomes unknown: `invalid_token`)
/// and none of its refresh tokens can be used again.
fn revoke_family(directory: &mut Directory, family_id: usize) {
    let family = &mut directory.oauth.families[family_id];
    family.revoked = true;
    for token in &family.access_tokens {
        directory.credentials.remove(token);
    }
    for token in &family.refresh_tokens {
        if let Some(record) = directory.oauth.refresh_tokens.get_mut(token) {
            record.current = false;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

fn id_token_claims(
    issuer: &str,
    client_id: &str,
    user: Uuid,
    nonce: Option<&str>,
    auth_time: u64,
    now: SystemTime,
    code: Option<&str>,
) -> Value {
    let iat = unix(now);
    let mut claims = json!({
        "iss": issuer,
        "sub": user.to_string(),
        "aud": client_id,
        "iat": iat,
        "exp": iat + ID_TOKEN_TTL_SECS,
        "auth_time": auth_time,
    });
    if let Some(nonce) = nonce {
        claims["nonce"] = json!(nonce);
    }
    if let Some(code) = code {
        claims["c_hash"] = json!(id_token::c_hash(code));
    }
    claims
}

fn unix(time: SystemTime) -> u64 {
    time.duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default()
}

/// 256 random bits, base64url: codes, tokens and CSRF tokens.
fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

fn is_form(request: &Incoming) -> bool {
    request.header("content-type").is_some_and(|v| {
        v.trim()
            .to_ascii_lowercase()
            .starts_with("application/x-www-form-urlencoded")
    })
}

fn parse_form(body: &[u8]) -> Vec<(String, String)> {
    url::form_urlencoded::parse(body).into_owned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_callbacks_are_redirect_uris() {
        for good in [
            "http://127.0.0.1:8080/callback",
            "http://127.0.0.1:1/callback",
            "http://[::1]:65535/callback",
        ] {
            assert!(redirect_uri_allowed(good), "{good}");
        }
        for bad in [
            "http://127.0.0.1/callback",
            "http://127.0.0.1:0/callback",
            "http://127.0.0.1:65536/callback",
            "http://127.0.0.1:80/callback?x=1",
            "http://127.0.0.1:80/callback/",
            "http://127.0.0.1:80/other",
            "http://localhost:80/callback",
            "https://127.0.0.1:80/callback",
            "http://127.0.0.1.evil.example:80/callback",
            "http://127.0.0.1:80@evil.example/callback",
            "http://evil.example/callback",
            "",
        ] {
            assert!(!redirect_uri_allowed(bad), "{bad}");
        }
    }

    #[test]
    fn basic_credentials_are_form_decoded() {
        let header = STANDARD.encode("directory-desk-demo:a%3Ab+c");
        assert_eq!(
            decode_basic(&header),
            Some(("directory-desk-demo".into(), "a:b c".into()))
        );
        assert_eq!(decode_basic("not base64!"), None);
    }
}
