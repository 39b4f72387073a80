//! A signed-in user's tokens as the keyring keeps them, and getting a fresh access token:
//! refreshed shortly before it expires, one refresh at a time, and the rotated refresh token
//! saved to the keyring before the new access token is used (the old refresh token is dead
//! the moment the provider answers, so losing the new one would sign the user out).

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::credentials::{CredentialStore, KeyringError};
use super::oauth::{Provider, TokenError, Tokens, now};
use crate::secret::Secret;

/// Refresh this long before the access token expires, so no request meets an expired one.
pub const REFRESH_MARGIN_SECS: i64 = 60;

#[derive(Clone, PartialEq, Eq)]
pub struct StoredTokens {
    pub access_token: Secret,
    pub refresh_token: Option<Secret>,
    /// Unix seconds.
    pub expires_at: i64,
    pub scope: Option<String>,
    /// The account the sign-in was linked to (`GET /user` = `sub`).
    pub user_uuid: Uuid,
}

impl std::fmt::Debug for StoredTokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoredTokens")
            .field("expires_at", &self.expires_at)
            .field("scope", &self.scope)
            .field("user_uuid", &self.user_uuid)
            .field("refreshable", &self.refresh_token.is_some())
            .finish_non_exhaustive()
    }
}

/// The keyring's form: JSON, written only through [`Secret`].
#[derive(Serialize, Deserialize)]
struct Stored {
    access_token: String,
    refresh_token: Option<String>,
    expires_at: i64,
    scope: Option<String>,
    user_uuid: Uuid,
}

impl StoredTokens {
    pub fn new(tokens: &Tokens, user_uuid: Uuid) -> Self {
        Self {
            access_token: tokens.access_token.clone(),
            refresh_token: tokens.refresh_token.clone(),
            expires_at: tokens.expires_at,
            scope: tokens.scope.clone(),
            user_uuid,
        }
    }

    fn to_secret(&self) -> Secret {
        let stored = Stored {
            access_token: self.access_token.expose().to_owned(),
            refresh_token: self.refresh_token.as_ref().map(|t| t.expose().to_owned()),
            expires_at: self.expires_at,
            scope: self.scope.clone(),
            user_uuid: self.user_uuid,
        };
        Secret::new(serde_json::to_string(&stored).unwrap_or_default())
    }

    fn from_secret(secret: &Secret) -> Option<Self> {
        let stored: Stored = serde_json::from_str(secret.expose()).ok()?;
        crate::diagnostics::redact::register_all([
            Some(stored.access_token.as_str()),
            stored.refresh_token.as_deref(),
        ]);
        Some(Self {
            access_token: Secret::new(stored.access_token),
            refresh_token: stored.refresh_token.map(Secret::new),
            expires_at: stored.expires_at,
            scope: stored.scope,
            user_uuid: stored.user_uuid,
        })
    }

    pub fn is_fresh(&self, now: i64) -> bool {
        self.expires_at - REFRESH_MARGIN_SECS > now
    }

    pub fn save(&self, store: &CredentialStore, environment: &str) -> Result<(), KeyringError> {
        store.save_tokens(environment, &self.to_secret())
    }

    /// The environment's stored sign-in; a damaged entry reads as none.
    pub fn load(store: &CredentialStore, environment: &str) -> Result<Option<Self>, KeyringError> {
        Ok(store
            .tokens(environment)?
            .as_ref()
            .and_then(Self::from_secret))
    }
}

#[derive(Debug, thiserror::Error)]
pub enum FreshTokenError {
    #[error("{0}")]
    Keyring(#[from] KeyringError),
    #[error("signed out: {0}. Sign in again.")]
    SignedOut(String),
    #[error("the access token expired and could not be renewed: {0}")]
    Refresh(TokenError),
}

/// One refresh at a time in this process: a second caller waits, then finds the tokens the
/// first one saved instead of spending the (already rotated) refresh token again.
static REFRESHING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// The access token to use now for `environment`, refreshed first if it is about to expire
/// (or `force`, after a 401 `expired_token`). `Ok(None)`: nobody is signed in there.
pub async fn fresh_access_token(
    store: &CredentialStore,
    environment: &str,
    provider: &Provider,
    force: bool,
) -> Result<Option<StoredTokens>, FreshTokenError> {
    let blocking =
        |work: Box<dyn FnOnce() -> Result<Option<StoredTokens>, KeyringError> + Send>| async {
            tokio::task::spawn_blocking(work)
                .await
                .unwrap_or(Err(KeyringError::TimedOut))
        };
    let (reader, env) = (store.clone(), environment.to_owned());
    let current = blocking(Box::new(move || StoredTokens::load(&reader, &env))).await?;
    let Some(current) = current else {
        return Ok(None);
    };
    if current.is_fresh(now()) && !force {
        return Ok(Some(current));
    }
    let _turn = REFRESHING.lock().await;
    // And one at a time across processes (the window and a command, two windows): the loser
    // of a race would spend a refresh token the winner already rotated, and be signed out.
    let _across = cross_process_lock(environment).await;
    let (reader, env) = (store.clone(), environment.to_owned());
    let Some(latest) = blocking(Box::new(move || StoredTokens::load(&reader, &env))).await? else {
        return Ok(None);
    };
    // Someone refreshed while we waited.
    if latest.access_token != current.access_token && latest.is_fresh(now()) {
        return Ok(Some(latest));
    }
    let Some(refresh_token) = latest.refresh_token.clone() else {
        return Err(FreshTokenError::SignedOut(
            "the access token expired and this sign-in cannot be renewed".into(),
        ));
    };
    let http = super::oauth::http_client().map_err(FreshTokenError::Refresh)?;
    let tokens = match provider.refresh(&http, &refresh_token).await {
        Ok(tokens) => tokens,
        Err(TokenError::InvalidGrant { description }) => {
            // The refresh token is dead: keep nothing that looks like a sign-in.
            let (forgetter, env) = (store.clone(), environment.to_owned());
            let _ = tokio::task::spawn_blocking(move || forgetter.forget_tokens(&env)).await;
            return Err(FreshTokenError::SignedOut(description.unwrap_or_else(
                || "the provider no longer accepts this sign-in".into(),
            )));
        }
        Err(other) => return Err(FreshTokenError::Refresh(other)),
    };
    let mut renewed = StoredTokens::new(&tokens, latest.user_uuid);
    // A provider that does not rotate sends no new refresh token: the old one stays valid.
    if renewed.refresh_token.is_none() {
        renewed.refresh_token = latest.refresh_token;
    }
    let (writer, env, saved) = (store.clone(), environment.to_owned(), renewed.clone());
    blocking(Box::new(move || saved.save(&writer, &env).map(|()| None))).await?;
    Ok(Some(renewed))
}

/// An OS lock on a file in the data folder, held while refreshing `environment`'s tokens;
/// released when dropped (or when the process dies). `None` when there is no data folder to
/// lock in: the in-process lock still holds.
async fn cross_process_lock(environment: &str) -> Option<std::fs::File> {
    let folder = crate::store::default_folder()?.join("locks");
    let name: String = environment
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let path = folder.join(format!("refresh-{name}.lock"));
    tokio::task::spawn_blocking(move || {
        std::fs::create_dir_all(&folder).ok()?;
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .ok()?;
        file.lock().ok()?;
        Some(file)
    })
    .await
    .ok()
    .flatten()
}

/// The API client's renewal for a signed-in environment: the keyring's tokens, refreshed
/// through the provider one at a time.
pub struct KeyringRenewal {
    pub store: CredentialStore,
    pub environment: String,
    pub provider: Provider,
}

impl crate::api::TokenRenewal for KeyringRenewal {
    fn renew(&self, force: bool) -> crate::api::Renewed<'_> {
        Box::pin(async move {
            match fresh_access_token(&self.store, &self.environment, &self.provider, force).await {
                Ok(Some(tokens)) => Ok((tokens.access_token, tokens.expires_at)),
                Ok(None) => Err("nobody is signed in any more".into()),
                Err(err) => Err(err.to_string()),
            }
        })
    }
}

/// Renewal for a sign-in kept in memory only (no keyring, on the user's word): the rotating
/// refresh token lives here for as long as the app runs.
pub struct MemoryRenewal {
    pub provider: Provider,
    refresh_token: tokio::sync::Mutex<Option<Secret>>,
}

impl MemoryRenewal {
    pub fn new(provider: Provider, refresh_token: Option<Secret>) -> Self {
        Self {
            provider,
            refresh_token: tokio::sync::Mutex::new(refresh_token),
        }
    }
}

impl crate::api::TokenRenewal for MemoryRenewal {
    fn renew(&self, _force: bool) -> crate::api::Renewed<'_> {
        Box::pin(async move {
            // Held across the refresh: one at a time, and the next one uses the rotated token.
            let mut held = self.refresh_token.lock().await;
            let current = held
                .clone()
                .ok_or("this sign-in cannot be renewed; sign in again")?;
            let http = super::oauth::http_client().map_err(|e| e.to_string())?;
            let tokens = self
                .provider
                .refresh(&http, &current)
                .await
                .map_err(|e| e.to_string())?;
            if let Some(next) = tokens.refresh_token.clone() {
                *held = Some(next);
            }
            Ok((tokens.access_token, tokens.expires_at))
        })
    }
}

/// An app-only environment's renewal: a new client-credentials token when the last expires.
/// Nothing is stored; the client secret is all it needs.
pub struct AppRenewal {
    pub provider: Provider,
}

impl crate::api::TokenRenewal for AppRenewal {
    fn renew(&self, _force: bool) -> crate::api::Renewed<'_> {
        Box::pin(async move {
            let http = super::oauth::http_client().map_err(|e| e.to_string())?;
            let tokens = self
                .provider
                .client_credentials(&http)
                .await
                .map_err(|e| e.to_string())?;
            Ok((tokens.access_token, tokens.expires_at))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_tokens_round_trip_and_never_show_in_debug() {
        let tokens = StoredTokens {
            access_token: Secret::new("access-123"),
            refresh_token: Some(Secret::new("refresh-456")),
            expires_at: 1_000,
            scope: Some("openid".into()),
            user_uuid: Uuid::from_u128(7),
        };
        let back = StoredTokens::from_secret(&tokens.to_secret()).unwrap();
        assert_eq!(back, tokens);
        let shown = format!("{tokens:?}");
        assert!(!shown.contains("access-123") && !shown.contains("refresh-456"));
        assert!(tokens.is_fresh(1_000 - REFRESH_MARGIN_SECS - 1));
        assert!(!tokens.is_fresh(1_000 - REFRESH_MARGIN_SECS));
        assert_eq!(StoredTokens::from_secret(&Secret::new("not json")), None);
    }
}
