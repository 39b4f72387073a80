//! Signing in through the system browser, start to finish (RFC 8252, OpenID Connect Core):
//! listen on loopback, open the authorize request, take the answer (state checked first),
//! decrypt and verify the answer's identity token (signature, nonce, c_hash, issuer,
//! audience, times) before anything else is done with its code, then exchange the code with
//! its PKCE verifier (checking the token endpoint's identity token too), and link the account: `GET /user` with the new access
//! token must name the same user as the token's `sub`. Only then is anyone signed in.

use std::time::Duration;

use serde::Serialize;
use uuid::Uuid;

use super::id_token::{self, IdTokenError, Keys, VerifiedIdToken};
use super::loopback::{Cancel, LoopbackError, LoopbackListener};
use super::oauth::{Provider, TokenError, Tokens, http_client, now, read_capped};
use crate::api::{ApiClient, ApiError, ApiKeyHeader, ClientSettings, Credential};
use crate::secret::Secret;

#[derive(Debug, Clone)]
pub struct SignInRequest {
    pub provider: Provider,
    /// The directory's API, for the account link.
    pub api_base_url: String,
    /// The environment's fixed loopback port, or `None` for one the OS picks.
    pub redirect_port: Option<u16>,
    /// Where the provider publishes its signing keys, if it does.
    pub jwks_url: Option<String>,
    pub timeout: Duration,
}

/// A verified sign-in: tokens to keep, and what the identity token and the API agreed on.
#[derive(Debug)]
pub struct SignedIn {
    pub tokens: Tokens,
    pub identity: VerifiedIdToken,
    pub user_uuid: Uuid,
}

/// What the Account panel and `login --json` show of a sign-in. No secrets in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SignInSummary {
    pub sub: String,
    pub user_uuid: Uuid,
    pub linked: bool,
    pub signature_verified: bool,
    pub expires_at: i64,
    pub iss: String,
    pub aud: Vec<String>,
    pub iat: i64,
    pub exp: i64,
    pub auth_time: Option<i64>,
}

impl SignedIn {
    pub fn summary(&self) -> SignInSummary {
        let claims = &self.identity.claims;
        SignInSummary {
            sub: claims.sub.clone(),
            user_uuid: self.user_uuid,
            linked: true,
            signature_verified: self.identity.signature_verified,
            expires_at: self.tokens.expires_at,
            iss: claims.iss.clone(),
            aud: claims.aud.clone(),
            iat: claims.iat,
            exp: claims.exp,
            auth_time: claims.auth_time,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum SignInError {
    #[error("{0}")]
    Listener(#[from] LoopbackError),
    #[error("{0}")]
    Token(#[from] TokenError),
    #[error("the identity token was refused: {0}")]
    IdToken(#[from] IdTokenError),
    #[error(
        "the provider's answer in the browser carried no identity token, so its code was not used; this app needs one (scope openid, response_type code id_token)"
    )]
    NoIdToken,
    #[error("the two identity tokens name different users")]
    TwoUsers,
    #[error("the provider's signing keys could not be fetched from {url}: {problem}")]
    Jwks { url: String, problem: String },
    #[error("the account could not be checked with the directory: {0}")]
    AccountCheck(ApiError),
    #[error(
        "sign-in refused: the identity token is for user {sub}, but the directory says this access token belongs to {user}. Nobody was signed in."
    )]
    AccountMismatch { sub: String, user: String },
    #[error("the sign-in answer came from another provider ({0}), so it was not used")]
    WrongIssuer(String),
    #[error("the browser could not be opened ({0}); open the address shown yourself")]
    Browser(String),
}

/// Runs the whole sign-in. `show_url` gets the authorize address first (the UI shows it with
/// a copy button, since a browser may not open); `open_browser` then tries the browser, and
/// its failure only leaves the address to be opened by hand.
pub async fn sign_in(
    request: &SignInRequest,
    show_url: impl FnOnce(&str),
    open_browser: impl FnOnce(&str) -> Result<(), String>,
    cancel: &Cancel,
) -> Result<SignedIn, SignInError> {
    let result = attempt_sign_in(request, show_url, open_browser, cancel).await;
    // Both ends go to the log, for a support request about a sign-in that went wrong.
    match &result {
        Ok(signed_in) => tracing::info!(
            user = %signed_in.user_uuid,
            signature_verified = signed_in.identity.signature_verified,
            "signed in through the browser"
        ),
        Err(err) => tracing::warn!(%err, "the sign-in through the browser failed"),
    }
    result
}

async fn attempt_sign_in(
    request: &SignInRequest,
    show_url: impl FnOnce(&str),
    open_browser: impl FnOnce(&str) -> Result<(), String>,
    cancel: &Cancel,
) -> Result<SignedIn, SignInError> {
    let listener = LoopbackListener::bind(request.redirect_port)?;
    let redirect_uri = listener.redirect_uri();
    let authorization = request.provider.authorization(&redirect_uri)?;
    show_url(authorization.url.as_str());
    if let Err(problem) = open_browser(authorization.url.as_str()) {
        tracing::warn!(%problem, "the browser did not open; the address is shown to copy");
    }
    let (state, timeout, waiting_cancel) =
        (authorization.state.clone(), request.timeout, cancel.clone());
    let answer =
        tokio::task::spawn_blocking(move || listener.wait(&state, timeout, &waiting_cancel))
            .await
            .map_err(|_| SignInError::Listener(LoopbackError::Cancelled))??;

    // RFC 9207: an answer naming another issuer came from another provider (a mix-up
    // attack); its code must not go to this provider's token endpoint.
    if let Some(issuer) = &answer.issuer
        && issuer.trim_end_matches('/') != request.provider.auth_url.trim_end_matches('/')
    {
        return Err(SignInError::WrongIssuer(issuer.chars().take(200).collect()));
    }
    let http = http_client()?;
    let jwks = match &request.jwks_url {
        Some(url) => Some(fetch_jwks(&http, url).await?),
        None => None,
    };
    let keys = Keys {
        client_secret: request.provider.client_secret.as_ref(),
        jwks: jwks.as_ref(),
    };
    let nonce = authorization.nonce.expose();
    let expected = |code| expected_for(request, nonce, code);
    // OpenID Connect Core 3.3.2.8: in the hybrid flow the front channel's id_token comes with
    // the code, and it is checked (signature, nonce, c_hash binding it to this very code)
    // before the code goes anywhere. Without it, or if it fails, the code is never exchanged:
    // it may have been swapped or injected.
    let front_token = answer.id_token.as_ref().ok_or(SignInError::NoIdToken)?;
    let front = id_token::verify(
        front_token.expose(),
        &keys,
        &expected(Some(answer.code.expose())),
    )?;

    let tokens = request
        .provider
        .exchange_code(&http, &answer.code, authorization.verifier, &redirect_uri)
        .await?;
    // The token endpoint's id_token, if it sent one, came over TLS from the provider itself;
    // it must verify too, and name the same user.
    let back = tokens
        .id_token
        .as_ref()
        .map(|token| id_token::verify(token.expose(), &keys, &expected(None)))
        .transpose()?;
    let identity = match back {
        Some(back) if front.claims.sub != back.claims.sub => {
            return Err(SignInError::TwoUsers);
        }
        // The endpoint's token is the stronger evidence when both verified the same user.
        Some(back) if back.signature_verified || !front.signature_verified => back,
        _ => front,
    };

    let user_uuid = link_account(&request.api_base_url, &tokens.access_token, &identity).await?;
    Ok(SignedIn {
        tokens,
        identity,
        user_uuid,
    })
}

fn expected_for<'a>(
    request: &'a SignInRequest,
    nonce: &'a str,
    code: Option<&'a str>,
) -> id_token::Expected<'a> {
    id_token::Expected {
        issuer: &request.provider.auth_url,
        client_id: &request.provider.client_id,
        nonce,
        code,
        now: now(),
    }
}

/// `GET /user` with the new token: its uuid must be the identity token's `sub`.
async fn link_account(
    base_url: &str,
    access_token: &Secret,
    identity: &VerifiedIdToken,
) -> Result<Uuid, SignInError> {
    let client = ApiClient::new(
        base_url,
        Credential::AccessToken(access_token.clone()),
        ApiKeyHeader::Bearer,
        ClientSettings::default(),
    )
    .map_err(SignInError::AccountCheck)?;
    let user = client.user().await.map_err(SignInError::AccountCheck)?;
    let sub = identity.claims.sub.trim();
    match user.uuid {
        Some(uuid) if Uuid::try_parse(sub).is_ok_and(|s| s == uuid) => Ok(uuid),
        other => Err(SignInError::AccountMismatch {
            sub: sub.chars().take(64).collect(),
            user: other.map_or_else(|| "nobody (no uuid)".to_owned(), |u| u.to_string()),
        }),
    }
}

/// A key set is a few KiB; one larger than this is refused while it is still arriving.
pub const MAX_JWKS_BYTES: usize = 256 * 1024;

async fn fetch_jwks(http: &reqwest::Client, url: &str) -> Result<serde_json::Value, SignInError> {
    let problem = |problem: String| SignInError::Jwks {
        url: url.to_owned(),
        problem,
    };
    let response = http
        .get(url)
        .send()
        .await
        .map_err(|e| problem(e.without_url().to_string()))?;
    if !response.status().is_success() {
        return Err(problem(format!("HTTP {}", response.status().as_u16())));
    }
    let body = read_capped(response, MAX_JWKS_BYTES)
        .await
        .map_err(|e| problem(e.to_string()))?;
    serde_json::from_slice(&body).map_err(|e| problem(format!("not JSON: {e}")))
}
