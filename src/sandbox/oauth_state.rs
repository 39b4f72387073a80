//! What the sandbox's OAuth 2.0 / OpenID Connect provider knows: its options, its two
//! registered clients, the consent pages waiting for an answer, the codes it issued and the
//! token families they started. The endpoints that read and change it are in `oauth.rs`;
//! the directory (`state.rs`) holds it beside the credentials its tokens become. It uses
//! neither of them: only the id_token forms (`id_token.rs`) and the configuration's
//! vocabulary (`config`: the demo client, the response modes).

use std::collections::HashMap;
use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

use super::id_token::IdTokenForm;
use crate::config::{DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, ResponseMode};

/// The public client: no secret, PKCE only, RS256 id_tokens.
pub const PUBLIC_CLIENT_ID: &str = "directory-desk-public";

/// How long an authorization code can be exchanged.
const DEFAULT_CODE_TTL_SECS: u64 = 60;
/// Authorization-code access tokens, as on the live service.
const DEFAULT_ACCESS_TOKEN_TTL_SECS: u64 = 3600;
/// Client-credentials tokens, as on the live service (14 days).
const DEFAULT_APP_TOKEN_TTL_SECS: u64 = 1_209_600;
/// How long a used code is remembered after it expires, to recognise a replay.
const USED_CODE_MEMORY: Duration = Duration::from_secs(600);

/// How the sandbox's OAuth provider behaves. Set at start-up through
/// `SandboxOptions::oauth`; `GET`/`PUT /__sandbox/oauth` read and change it at run time
/// (a `PUT` names only the fields it changes).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OAuthOptions {
    /// The response mode of an authorization request that names none.
    pub response_mode: ResponseMode,
    /// The form of the demo (confidential) client's id_tokens.
    pub demo_client_id_token: IdTokenForm,
    /// The form of the public client's id_tokens. It has no secret, so only `jws:RS256`.
    pub public_client_id_token: IdTokenForm,
    /// The demo client's secret; the default is [`DEMO_CLIENT_SECRET`].
    pub demo_client_secret: String,
    /// Lifetime of authorization-code (and refresh) access tokens.
    pub access_token_ttl_secs: u64,
    /// Lifetime of client-credentials access tokens.
    pub app_token_ttl_secs: u64,
    /// How long an authorization code can be exchanged.
    pub code_ttl_secs: u64,
    /// What the redirect carries as id_token beside the code in the hybrid flow: a fault
    /// knob, to show that the app never exchanges a code that came without a good one.
    pub front_channel_id_token: FrontChannelIdToken,
    /// Fields merged into every user token answer (code exchange and refresh), replacing
    /// the sandbox's own: a fault knob for providers that send odd values (a negative or
    /// enormous `expires_in`, say).
    pub token_answer_extra: Option<Value>,
    /// How long the token endpoint waits before it answers (after doing the work): a slow
    /// provider, which widens the window in which two clients race to refresh.
    pub token_delay_ms: u64,
}

/// The front channel's id_token in the hybrid flow (`code id_token`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FrontChannelIdToken {
    /// As OpenID Connect says: signed, with the nonce and the code's `c_hash`.
    #[default]
    Sent,
    /// None at all, only the code.
    Omitted,
    /// Without `c_hash`, so nothing binds it to the code.
    WithoutCHash,
    /// With the `c_hash` of another code.
    WrongCHash,
}

impl Default for OAuthOptions {
    fn default() -> Self {
        Self {
            response_mode: ResponseMode::Query,
            demo_client_id_token: IdTokenForm::DEFAULT_CONFIDENTIAL,
            public_client_id_token: IdTokenForm::Rs256,
            demo_client_secret: DEMO_CLIENT_SECRET.to_owned(),
            access_token_ttl_secs: DEFAULT_ACCESS_TOKEN_TTL_SECS,
            app_token_ttl_secs: DEFAULT_APP_TOKEN_TTL_SECS,
            code_ttl_secs: DEFAULT_CODE_TTL_SECS,
            front_channel_id_token: FrontChannelIdToken::Sent,
            token_answer_extra: None,
            token_delay_ms: 0,
        }
    }
}

impl OAuthOptions {
    pub fn check(&self) -> Result<(), String> {
        if self.public_client_id_token.needs_secret() {
            return Err(format!(
                "the public client has no secret, so its id_tokens can only be jws:RS256, not {}",
                self.public_client_id_token
            ));
        }
        if self.demo_client_secret.is_empty() {
            return Err("the demo client's secret is empty".into());
        }
        if self
            .token_answer_extra
            .as_ref()
            .is_some_and(|extra| !extra.is_object())
        {
            return Err("token_answer_extra must be a JSON object".into());
        }
        Ok(())
    }
}

/// The provider's state: options, clients' pending consents, codes and token families.
pub struct OAuth {
    /// The `iss` of every id_token: the sandbox's root URL without the trailing slash.
    pub(super) issuer: String,
    pub(super) options: OAuthOptions,
    /// Consent pages not yet answered, by their CSRF token.
    pub(super) consents: HashMap<String, PendingConsent>,
    pub(super) codes: HashMap<String, CodeRecord>,
    /// Everything issued from one authorization code, so a replay or a reused refresh token
    /// can revoke it all.
    pub(super) families: Vec<Family>,
    pub(super) refresh_tokens: HashMap<String, RefreshRecord>,
}

pub(super) struct PendingConsent {
    pub(super) request: AuthRequest,
    /// The parameters as received, for the hidden fields and to check the answer against.
    pub(super) raw: Vec<(String, String)>,
    pub(super) expires_at: SystemTime,
}

#[derive(Clone)]
pub(super) struct AuthRequest {
    pub(super) client: Client,
    pub(super) redirect_uri: String,
    pub(super) with_id_token: bool,
    pub(super) scopes: Vec<String>,
    pub(super) state: Option<String>,
    pub(super) nonce: Option<String>,
    pub(super) code_challenge: String,
    pub(super) response_mode: ResponseMode,
}

pub(super) struct CodeRecord {
    pub(super) client_id: &'static str,
    pub(super) redirect_uri: String,
    pub(super) code_challenge: String,
    pub(super) nonce: Option<String>,
    pub(super) user: Uuid,
    pub(super) scopes: Vec<String>,
    pub(super) auth_time: u64,
    pub(super) expires_at: SystemTime,
    pub(super) used: bool,
    pub(super) family: Option<usize>,
}

pub(super) struct Family {
    pub(super) client_id: &'static str,
    pub(super) user: Uuid,
    pub(super) scopes: Vec<String>,
    pub(super) access_tokens: Vec<String>,
    pub(super) refresh_tokens: Vec<String>,
    pub(super) revoked: bool,
}

pub(super) struct RefreshRecord {
    pub(super) family: usize,
    /// False once rotated: presenting it again is reuse.
    pub(super) current: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ClientKind {
    Confidential,
    Public,
}

#[derive(Debug, Clone, Copy)]
pub(super) struct Client {
    pub(super) id: &'static str,
    pub(super) name: &'static str,
    pub(super) kind: ClientKind,
}

const CLIENTS: [Client; 2] = [
    Client {
        id: DEMO_CLIENT_ID,
        name: "Directory Desk (demo client)",
        kind: ClientKind::Confidential,
    },
    Client {
        id: PUBLIC_CLIENT_ID,
        name: "Directory Desk (public client)",
        kind: ClientKind::Public,
    },
];

pub(super) fn client(id: &str) -> Option<Client> {
    CLIENTS.iter().copied().find(|c| c.id == id)
}

impl OAuth {
    pub fn new(issuer: String, options: OAuthOptions) -> Self {
        Self {
            issuer,
            options,
            consents: HashMap::new(),
            codes: HashMap::new(),
            families: Vec::new(),
            refresh_tokens: HashMap::new(),
        }
    }

    /// The options as `GET /__sandbox/oauth` shows them: without the client secret.
    pub fn options_view(&self) -> Value {
        let mut view = serde_json::to_value(&self.options).unwrap_or_default();
        if let Some(fields) = view.as_object_mut() {
            fields.remove("demo_client_secret");
        }
        view
    }

    /// Applies a partial update (the fields `patch` names) and returns the new options.
    pub fn update_options(&mut self, patch: &Value) -> Result<(), String> {
        let Value::Object(changes) = patch else {
            return Err("the OAuth options must be a JSON object".into());
        };
        let mut merged = serde_json::to_value(&self.options).map_err(|e| e.to_string())?;
        for (name, value) in changes {
            merged[name] = value.clone();
        }
        let options: OAuthOptions =
            serde_json::from_value(merged).map_err(|e| format!("not OAuth options: {e}"))?;
        options.check()?;
        self.options = options;
        Ok(())
    }

    pub(super) fn secret_of(&self, client: Client) -> Option<&str> {
        match client.kind {
            ClientKind::Confidential => Some(&self.options.demo_client_secret),
            ClientKind::Public => None,
        }
    }

    pub(super) fn id_token_form(&self, client: Client) -> IdTokenForm {
        match client.kind {
            ClientKind::Confidential => self.options.demo_client_id_token,
            ClientKind::Public => self.options.public_client_id_token,
        }
    }

    /// How long the answer to a request for `/oauth/{path}` waits once it is ready.
    pub fn answer_delay(&self, path: &str) -> Duration {
        match path {
            "token" => Duration::from_millis(self.options.token_delay_ms),
            _ => Duration::ZERO,
        }
    }

    pub(super) fn forget_stale(&mut self, now: SystemTime) {
        self.consents.retain(|_, c| c.expires_at > now);
        self.codes
            .retain(|_, c| c.expires_at + USED_CODE_MEMORY > now);
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn options_patch_changes_only_what_it_names() {
        let mut oauth = OAuth::new("http://127.0.0.1:1".into(), OAuthOptions::default());
        oauth
            .update_options(&json!({"access_token_ttl_secs": 2, "response_mode": "fragment"}))
            .expect("accepted");
        let options = oauth.options.clone();
        assert_eq!(options.access_token_ttl_secs, 2);
        assert_eq!(options.response_mode, ResponseMode::Fragment);
        assert_eq!(
            options.demo_client_id_token,
            IdTokenForm::DEFAULT_CONFIDENTIAL
        );
        assert!(
            oauth
                .update_options(&json!({"public_client_id_token": "jws:HS256"}))
                .is_err()
        );
        assert!(oauth.update_options(&json!({"no_such_knob": 1})).is_err());
        assert_eq!(oauth.options.access_token_ttl_secs, 2);
        assert!(oauth.options_view().get("demo_client_secret").is_none());
    }
}
