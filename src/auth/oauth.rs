//! The provider's two endpoints, through the `oauth2` crate: the authorize request (with
//! PKCE S256, a single-use `state` of 128 bits or more, and a `nonce`) and the token endpoint
//! (authorization code, refresh with rotation, client credentials). HTTP goes through a
//! reqwest client of our own that follows no redirects, so a code or a secret is never
//! carried to another host.
//!
//! The words a [`Provider`] is configured in ([`ClientAuth`], [`ResponseMode`], and which
//! addresses it may have) are `config`'s; this module re-exports the two types and uses
//! `secret` and `diagnostics` besides.

use std::time::Duration;

use oauth2::basic::{
    BasicErrorResponse, BasicRevocationErrorResponse, BasicTokenIntrospectionResponse,
    BasicTokenType,
};
use oauth2::{
    AccessToken, AuthType, AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken,
    EndpointNotSet, EndpointSet, HttpRequest, HttpResponse, PkceCodeChallenge, PkceCodeVerifier,
    RedirectUrl, RefreshToken, RequestTokenError, ResponseType, Scope, StandardRevocableToken,
    TokenResponse, TokenUrl,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::secret::Secret;

/// How the client authenticates and where the answer comes: configuration vocabulary, owned
/// by `config` (an environment names them) and re-exported here because a [`Provider`] is
/// made of them.
pub use crate::config::{ClientAuth, ResponseMode};

/// One provider and this app's registration with it.
#[derive(Debug, Clone)]
pub struct Provider {
    /// The issuer: `{auth_url}/oauth/authorize` and `/oauth/token` hang off it.
    pub auth_url: String,
    pub client_id: String,
    pub client_secret: Option<Secret>,
    pub client_auth: ClientAuth,
    pub scopes: Vec<String>,
    pub response_mode: Option<ResponseMode>,
}

/// The token endpoint's answer: RFC 6749 section 5.1 and OpenID Connect's `id_token`. Our
/// own rather than `oauth2`'s standard one, whose `expires_in` must be an unsigned 64-bit
/// integer: a provider that sends a negative, fractional or absurd lifetime gets it clamped
/// instead of failing the sign-in (or overflowing the expiry time).
#[derive(Clone, Serialize, Deserialize)]
struct TokenAnswer {
    access_token: AccessToken,
    #[serde(deserialize_with = "oauth2::helpers::deserialize_untagged_enum_case_insensitive")]
    token_type: BasicTokenType,
    #[serde(default, deserialize_with = "lifetime_secs")]
    expires_in: Option<i64>,
    #[serde(default)]
    refresh_token: Option<RefreshToken>,
    #[serde(rename = "scope")]
    #[serde(deserialize_with = "oauth2::helpers::deserialize_space_delimited_vec")]
    #[serde(serialize_with = "oauth2::helpers::serialize_space_delimited_vec")]
    #[serde(skip_serializing_if = "Option::is_none")]
    #[serde(default)]
    scopes: Option<Vec<Scope>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id_token: Option<String>,
}

/// The longest access-token lifetime believed: a year. Client-credentials tokens on the live
/// service last 14 days; anything far beyond is a provider's mistake, not a promise.
pub const MAX_LIFETIME_SECS: i64 = 366 * 24 * 3600;

/// `expires_in` as whole seconds in `0..=MAX_LIFETIME_SECS`, from any JSON number (or a
/// number in a string, as some providers send); anything else counts as absent.
fn lifetime_secs<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<i64>, D::Error> {
    let value = Option::<serde_json::Value>::deserialize(deserializer)?;
    let number = match &value {
        Some(serde_json::Value::Number(number)) => number.as_f64(),
        Some(serde_json::Value::String(text)) => text.trim().parse::<f64>().ok(),
        _ => None,
    };
    // A float-to-int `as` saturates (and NaN becomes 0): no overflow whatever was sent.
    Ok(number
        .filter(|n| !n.is_nan())
        .map(|n| (n as i64).clamp(0, MAX_LIFETIME_SECS)))
}

// The id_token is a plain string here: Debug must not print it (the oauth2 token types
// redact themselves).
impl std::fmt::Debug for TokenAnswer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TokenAnswer")
            .field("token_type", &self.token_type)
            .field("expires_in", &self.expires_in)
            .field("refreshable", &self.refresh_token.is_some())
            .field("with_id_token", &self.id_token.is_some())
            .finish_non_exhaustive()
    }
}

impl TokenResponse for TokenAnswer {
    type TokenType = BasicTokenType;

    fn access_token(&self) -> &AccessToken {
        &self.access_token
    }

    fn token_type(&self) -> &BasicTokenType {
        &self.token_type
    }

    fn expires_in(&self) -> Option<Duration> {
        self.expires_in
            .map(|secs| Duration::from_secs(secs.unsigned_abs()))
    }

    fn refresh_token(&self) -> Option<&RefreshToken> {
        self.refresh_token.as_ref()
    }

    fn scopes(&self) -> Option<&Vec<Scope>> {
        self.scopes.as_ref()
    }
}

/// The most of a token endpoint's answer that is read: tokens are a few KiB, and a provider
/// (or something in its place) that sends more must not fill this computer's memory.
pub const MAX_TOKEN_ANSWER_BYTES: usize = 1024 * 1024;

type Client = oauth2::Client<
    BasicErrorResponse,
    TokenAnswer,
    BasicTokenIntrospectionResponse,
    StandardRevocableToken,
    BasicRevocationErrorResponse,
    EndpointSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointSet,
>;

/// What the token endpoint gave.
#[derive(Debug, Clone)]
pub struct Tokens {
    pub access_token: Secret,
    pub refresh_token: Option<Secret>,
    /// Unix seconds, from `expires_in` (an hour when the provider says nothing).
    pub expires_at: i64,
    pub scope: Option<String>,
    pub id_token: Option<Secret>,
}

#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    #[error("the provider's address is not usable: {0}")]
    Address(String),
    /// `invalid_grant`: the code or refresh token is used up, expired or revoked.
    #[error("the provider no longer accepts this sign-in ({}); sign in again", description.as_deref().unwrap_or("invalid_grant"))]
    InvalidGrant { description: Option<String> },
    #[error("the provider refused: {code}{}", description.as_deref().map(|d| format!(": {d}")).unwrap_or_default())]
    Refused {
        code: String,
        description: Option<String>,
    },
    #[error("could not reach the provider's token endpoint: {0}")]
    Unreachable(String),
    #[error("the token endpoint's answer could not be read: {0}")]
    Malformed(String),
}

/// A request about to go to the authorize endpoint, and what must be kept to check its
/// answer. The verifier and nonce are secrets until the sign-in ends.
pub struct Authorization {
    pub url: url::Url,
    pub state: String,
    pub nonce: Secret,
    pub verifier: PkceCodeVerifier,
}

impl std::fmt::Debug for Authorization {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Authorization")
            .field("url", &"[redacted: holds the state]")
            .finish_non_exhaustive()
    }
}

impl Provider {
    fn client(&self, redirect_uri: Option<&str>) -> Result<Client, TokenError> {
        let base = self.auth_url.trim_end_matches('/');
        let address = |e: url::ParseError| TokenError::Address(e.to_string());
        let mut client = oauth2::Client::new(ClientId::new(self.client_id.clone()))
            .set_auth_uri(AuthUrl::new(format!("{base}/oauth/authorize")).map_err(address)?)
            .set_token_uri(TokenUrl::new(format!("{base}/oauth/token")).map_err(address)?)
            .set_auth_type(match self.client_auth {
                ClientAuth::Basic => AuthType::BasicAuth,
                ClientAuth::Body => AuthType::RequestBody,
            });
        if let Some(secret) = &self.client_secret {
            crate::diagnostics::redact::register_secret(secret);
            client = client.set_client_secret(ClientSecret::new(secret.expose().to_owned()));
        }
        if let Some(redirect) = redirect_uri {
            client =
                client.set_redirect_uri(RedirectUrl::new(redirect.to_owned()).map_err(address)?);
        }
        Ok(client)
    }

    /// The hybrid `code id_token` request to open in the browser.
    pub fn authorization(&self, redirect_uri: &str) -> Result<Authorization, TokenError> {
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let nonce = random_token();
        let mut scopes: Vec<&str> = vec!["openid"];
        scopes.extend(
            self.scopes
                .iter()
                .map(String::as_str)
                .filter(|s| *s != "openid"),
        );
        let client = self.client(Some(redirect_uri))?;
        // 32 random bytes, base64url: 256 bits, well over the 128 the rules ask for.
        let mut request = client
            .authorize_url(|| CsrfToken::new(random_token()))
            .set_response_type(&ResponseType::new("code id_token".into()))
            .add_scopes(scopes.into_iter().map(|s| Scope::new(s.to_owned())))
            .set_pkce_challenge(challenge)
            .add_extra_param("nonce", nonce.clone());
        if let Some(mode) = self.response_mode {
            request = request.add_extra_param("response_mode", mode.as_str());
        }
        // OpenID Connect Core §11: a standard provider grants `offline_access` (a refresh
        // token) only with a fresh consent.
        if self.scopes.iter().any(|s| s == "offline_access") {
            request = request.add_extra_param("prompt", "consent");
        }
        let (url, state) = request.url();
        crate::diagnostics::redact::register_all([
            Some(state.secret().as_str()),
            Some(nonce.as_str()),
            Some(verifier.secret().as_str()),
        ]);
        Ok(Authorization {
            url,
            state: state.secret().clone(),
            nonce: Secret::new(nonce),
            verifier,
        })
    }

    pub async fn exchange_code(
        &self,
        http: &reqwest::Client,
        code: &Secret,
        verifier: PkceCodeVerifier,
        redirect_uri: &str,
    ) -> Result<Tokens, TokenError> {
        let client = self.client(Some(redirect_uri))?;
        crate::diagnostics::redact::register_secret(code);
        let answer = client
            .exchange_code(AuthorizationCode::new(code.expose().to_owned()))
            .set_pkce_verifier(verifier)
            .request_async(&sender(http))
            .await;
        tokens(answer)
    }

    /// Trades a refresh token for new tokens. Providers that rotate send a new refresh
    /// token, and the old one is dead from here on: the caller must keep the new one before
    /// anything else.
    pub async fn refresh(
        &self,
        http: &reqwest::Client,
        refresh_token: &Secret,
    ) -> Result<Tokens, TokenError> {
        let client = self.client(None)?;
        let token = RefreshToken::new(refresh_token.expose().to_owned());
        let answer = client
            .exchange_refresh_token(&token)
            .request_async(&sender(http))
            .await;
        tokens(answer)
    }

    /// An app-only token (no user), for an environment that reads public data.
    pub async fn client_credentials(&self, http: &reqwest::Client) -> Result<Tokens, TokenError> {
        let client = self.client(None)?;
        let answer = client
            .exchange_client_credentials()
            .add_scopes(self.scopes.iter().map(|s| Scope::new(s.clone())))
            .request_async(&sender(http))
            .await;
        tokens(answer)
    }
}

/// 32 random bytes, base64url without padding.
fn random_token() -> String {
    use base64::Engine;
    let bytes: [u8; 32] = rand::rng().random();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// A reqwest client for the token endpoint: no redirects (a code or secret must not follow
/// one), and timeouts.
pub fn http_client() -> Result<reqwest::Client, TokenError> {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .connect_timeout(Duration::from_secs(10))
        .timeout(Duration::from_secs(30))
        .build()
        .map_err(|e| TokenError::Unreachable(e.to_string()))
}

#[derive(Debug, thiserror::Error)]
enum SendError {
    #[error("{0}")]
    Transport(String),
    #[error("the answer is larger than {} KiB", MAX_TOKEN_ANSWER_BYTES / 1024)]
    TooLarge,
}

/// Why a body was not read whole.
#[derive(Debug, thiserror::Error)]
pub enum BodyError {
    #[error("the answer is larger than {} KiB", .limit / 1024)]
    TooLarge { limit: usize },
    #[error("{0}")]
    Transport(String),
}

/// Reads a response body, but never more than `limit` bytes: it is streamed and counted,
/// whatever `Content-Length` claims (a server can lie, or send none and never stop).
pub async fn read_capped(
    mut response: reqwest::Response,
    limit: usize,
) -> Result<Vec<u8>, BodyError> {
    // Only a shortcut: the count below is what holds.
    if response
        .content_length()
        .is_some_and(|announced| announced > limit as u64)
    {
        return Err(BodyError::TooLarge { limit });
    }
    let mut body = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|e| BodyError::Transport(e.without_url().to_string()))?
    {
        if chunk.len() > limit - body.len() {
            return Err(BodyError::TooLarge { limit });
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// The `oauth2` crate's HTTP hook, on our reqwest client.
fn sender(
    http: &reqwest::Client,
) -> impl Fn(
    HttpRequest,
) -> std::pin::Pin<Box<dyn Future<Output = Result<HttpResponse, SendError>> + Send>>
+ '_ {
    move |request: HttpRequest| {
        let http = http.clone();
        Box::pin(async move {
            let request = reqwest::Request::try_from(request).map_err(|e| {
                SendError::Transport(format!("the request could not be built: {e}"))
            })?;
            // The URL is the token endpoint; the error text names no secret.
            let response = http
                .execute(request)
                .await
                .map_err(|e| SendError::Transport(e.without_url().to_string()))?;
            let mut answer = oauth2::http::Response::builder().status(response.status());
            for (name, value) in response.headers() {
                answer = answer.header(name, value);
            }
            let body = read_capped(response, MAX_TOKEN_ANSWER_BYTES)
                .await
                .map_err(|err| match err {
                    BodyError::TooLarge { .. } => SendError::TooLarge,
                    BodyError::Transport(text) => SendError::Transport(text),
                })?;
            answer
                .body(body)
                .map_err(|e| SendError::Transport(e.to_string()))
        })
    }
}

fn tokens(
    answer: Result<TokenAnswer, RequestTokenError<SendError, BasicErrorResponse>>,
) -> Result<Tokens, TokenError> {
    let answer = answer.map_err(|err| match err {
        RequestTokenError::ServerResponse(response) => {
            let code = response.error().as_ref().to_owned();
            let description = response.error_description().cloned();
            tracing::warn!(
                error = %code,
                description = description.as_deref().unwrap_or(""),
                "the provider's token endpoint refused"
            );
            if code == "invalid_grant" {
                TokenError::InvalidGrant { description }
            } else {
                TokenError::Refused { code, description }
            }
        }
        RequestTokenError::Request(SendError::TooLarge) => {
            TokenError::Malformed(SendError::TooLarge.to_string())
        }
        RequestTokenError::Request(err) => TokenError::Unreachable(err.to_string()),
        // The body may hold tokens: only the parser's words are kept.
        RequestTokenError::Parse(err, _body) => TokenError::Malformed(err.to_string()),
        RequestTokenError::Other(text) => TokenError::Malformed(text),
    })?;
    // The refresh token first: it is kept for the whole run, even were a provider to send
    // the same text as the access token, which a later renewal lets go.
    if let Some(refresh_token) = answer.refresh_token() {
        crate::diagnostics::redact::register(refresh_token.secret());
    }
    crate::diagnostics::redact::register_access_token(answer.access_token().secret());
    if let Some(id_token) = answer.id_token.as_deref() {
        crate::diagnostics::redact::register_access_token(id_token);
    }
    let lifetime = answer.expires_in.unwrap_or(3600);
    Ok(Tokens {
        access_token: Secret::new(answer.access_token().secret().clone()),
        refresh_token: answer
            .refresh_token()
            .map(|t| Secret::new(t.secret().clone())),
        expires_at: now().saturating_add(lifetime),
        scope: answer.scopes().map(|scopes| {
            scopes
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        }),
        id_token: answer.id_token.clone().map(Secret::new),
    })
}

pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_expires_in_becomes_a_lifetime_within_bounds_and_none_shows_in_debug() {
        let lifetime = |expires_in: &str| {
            let answer: TokenAnswer = serde_json::from_str(&format!(
                r#"{{"access_token":"at-secret","token_type":"bearer","id_token":"id-secret","expires_in":{expires_in}}}"#
            ))
            .unwrap_or_else(|e| panic!("{expires_in}: {e}"));
            assert!(!format!("{answer:?}").contains("secret"));
            answer.expires_in
        };
        assert_eq!(lifetime("3600"), Some(3600));
        assert_eq!(lifetime("\"3600\""), Some(3600));
        assert_eq!(lifetime("59.9"), Some(59));
        assert_eq!(lifetime("-1"), Some(0));
        assert_eq!(lifetime("-1e300"), Some(0));
        assert_eq!(lifetime("9223372036854775807"), Some(MAX_LIFETIME_SECS));
        assert_eq!(lifetime("18446744073709551615"), Some(MAX_LIFETIME_SECS));
        assert_eq!(lifetime("1e300"), Some(MAX_LIFETIME_SECS));
        assert_eq!(lifetime("null"), None);
        assert_eq!(lifetime("true"), None);
    }

    #[test]
    fn the_authorize_request_carries_pkce_state_nonce_and_the_hybrid_response_type() {
        let provider = Provider {
            auth_url: "https://auth.example/".into(),
            client_id: "desk".into(),
            client_secret: Some(Secret::new("shh")),
            client_auth: ClientAuth::Basic,
            scopes: vec!["message.send".into(), "openid".into()],
            response_mode: Some(ResponseMode::Fragment),
        };
        let one = provider
            .authorization("http://127.0.0.1:5000/callback")
            .unwrap();
        let two = provider
            .authorization("http://127.0.0.1:5000/callback")
            .unwrap();
        let query: std::collections::HashMap<String, String> =
            one.url.query_pairs().into_owned().collect();
        assert!(
            one.url
                .as_str()
                .starts_with("https://auth.example/oauth/authorize?")
        );
        assert_eq!(query["response_type"], "code id_token");
        assert_eq!(query["scope"], "openid message.send");
        assert_eq!(query["client_id"], "desk");
        assert_eq!(query["redirect_uri"], "http://127.0.0.1:5000/callback");
        assert_eq!(query["code_challenge_method"], "S256");
        assert_eq!(query["response_mode"], "fragment");
        assert_eq!(query["state"], one.state);
        assert_eq!(query["nonce"], one.nonce.expose());
        assert!(one.state.len() >= 43, "at least 256 bits, base64url");
        assert_ne!(one.state, two.state, "single use");
        assert_ne!(one.nonce, two.nonce);
        assert!(!query.contains_key("client_secret"), "never in the browser");
        assert!(!query.contains_key("prompt"));
        let offline = Provider {
            scopes: vec!["offline_access".into()],
            ..provider.clone()
        }
        .authorization("http://127.0.0.1:5000/callback")
        .unwrap();
        assert!(
            offline
                .url
                .query_pairs()
                .any(|(k, v)| k == "prompt" && v == "consent")
        );
        assert!(!format!("{one:?}").contains(&one.state));
    }
}
