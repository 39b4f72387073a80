//! A signed-in user's tokens as the keyring keeps them, and getting a fresh access token:
//! refreshed shortly before it expires, one refresh at a time per keyring entry (across
//! processes too, whatever their data folders), and the rotated refresh token saved to the
//! keyring before the new access token is used. The old refresh token is dead the moment the
//! provider answers, so the new one is never dropped: if the keyring will not take it, this
//! process keeps it in memory and says so. A refused refresh token is forgotten only while it
//! is still the stored one; another process may have just stored a newer one.

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

    /// The sign-in after `self` was refreshed into `answer`. A provider that does not rotate
    /// sends no new refresh token: the old one stays valid.
    fn renewed(&self, answer: &Tokens) -> Self {
        let mut renewed = Self::new(answer, self.user_uuid);
        if renewed.refresh_token.is_none() {
            renewed.refresh_token = self.refresh_token.clone();
        }
        renewed
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
        // The refresh token first, for the whole run (see `redact::register_as`).
        crate::diagnostics::redact::register_all([stored.refresh_token.as_deref()]);
        crate::diagnostics::redact::register_access_token(&stored.access_token);
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
    /// The renewal's task ended without an answer (it panicked): whether the provider rotated
    /// the refresh token is not known.
    #[error("the renewal stopped unexpectedly; sign in again if the next request is refused")]
    Stopped,
}

/// A usable access token, and whether the keyring holds what this process now uses.
#[derive(Debug, Clone)]
pub struct Fresh {
    pub tokens: StoredTokens,
    /// Set when a refresh succeeded but the keyring refused the rotated tokens: they are
    /// good, but only this process has them (the keyring's refresh token is dead), so the
    /// caller must keep them in memory, and say so.
    pub not_kept: Option<KeyringError>,
}

impl Fresh {
    fn kept(tokens: StoredTokens) -> Self {
        Self {
            tokens,
            not_kept: None,
        }
    }
}

/// One refresh at a time in this process: a second caller waits, then finds the tokens the
/// first one saved instead of spending the (already rotated) refresh token again.
static REFRESHING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Waits, up to `limit`, until no renewal of this process is under way; false if one still
/// is. A renewal cut short after the provider rotated the refresh token, but before the new
/// one was saved, would leave the keyring holding a spent token: the next start would be
/// signed out. The worker waits for this before it stops.
pub async fn renewals_settled(limit: std::time::Duration) -> bool {
    tokio::time::timeout(limit, REFRESHING.lock()).await.is_ok()
}

async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, KeyringError> + Send + 'static,
) -> Result<T, KeyringError> {
    tokio::task::spawn_blocking(work)
        .await
        .unwrap_or(Err(KeyringError::TimedOut))
}

async fn load(
    store: &CredentialStore,
    environment: &str,
) -> Result<Option<StoredTokens>, KeyringError> {
    let (reader, env) = (store.clone(), environment.to_owned());
    blocking(move || StoredTokens::load(&reader, &env)).await
}

/// The access token to use now for `environment`, refreshed first if it is about to expire
/// (or `force`, after a 401 `expired_token`). `Ok(None)`: nobody is signed in there.
pub async fn fresh_access_token(
    store: &CredentialStore,
    environment: &str,
    provider: &Provider,
    force: bool,
) -> Result<Option<Fresh>, FreshTokenError> {
    let Some(current) = load(store, environment).await? else {
        return Ok(None);
    };
    if current.is_fresh(now()) && !force {
        return Ok(Some(Fresh::kept(current)));
    }
    let _turn = REFRESHING.lock().await;
    // And one at a time across processes (the window and a command, two windows, two data
    // folders): the loser of a race would spend a refresh token the winner already rotated,
    // which a rotating provider takes for theft and answers by revoking the whole sign-in.
    let _across = cross_process_lock(store.service(), environment).await;
    let Some(mut latest) = load(store, environment).await? else {
        return Ok(None);
    };
    // Someone refreshed while we waited.
    if latest.access_token != current.access_token && latest.is_fresh(now()) {
        return Ok(Some(Fresh::kept(latest)));
    }
    let http = super::oauth::http_client().map_err(FreshTokenError::Refresh)?;
    // At most twice: the stored refresh token, and once more if the provider refused it
    // because another process had just stored a newer one.
    let mut retried = false;
    let tokens = loop {
        let Some(spent) = latest.refresh_token.clone() else {
            return Err(FreshTokenError::SignedOut(
                "the access token expired and this sign-in cannot be renewed".into(),
            ));
        };
        let description = match provider.refresh(&http, &spent).await {
            Ok(tokens) => break tokens,
            Err(TokenError::InvalidGrant { description }) => description,
            Err(other) => return Err(FreshTokenError::Refresh(other)),
        };
        let signed_out = || {
            FreshTokenError::SignedOut(
                description
                    .clone()
                    .unwrap_or_else(|| "the provider no longer accepts this sign-in".into()),
            )
        };
        // Dead, or rotated a moment ago by a process that does not share our lock? Only the
        // keyring knows now.
        match load(store, environment).await? {
            Some(stored) if stored.refresh_token.as_ref() == Some(&spent) => {
                // The refresh token is dead: keep nothing that looks like a sign-in.
                let (forgetter, env) = (store.clone(), environment.to_owned());
                let _ = blocking(move || forgetter.forget_tokens(&env)).await;
                return Err(signed_out());
            }
            // Someone else signed out meanwhile.
            None => return Err(signed_out()),
            // A newer sign-in or rotation is stored: it is not ours to delete.
            Some(stored) if stored.is_fresh(now()) => return Ok(Some(Fresh::kept(stored))),
            Some(stored) if !retried => {
                tracing::info!(
                    "the refresh token was already rotated by another process; using the one it stored"
                );
                retried = true;
                latest = stored;
            }
            Some(_) => return Err(signed_out()),
        }
    };
    let renewed = latest.renewed(&tokens);
    // Signed out (or signed in anew) while the provider answered: what was renewed is no
    // longer the stored sign-in, and writing it back would undo that.
    match load(store, environment).await? {
        Some(stored) if stored.refresh_token == latest.refresh_token => {}
        Some(stored) if stored.is_fresh(now()) => return Ok(Some(Fresh::kept(stored))),
        _ => {
            return Err(FreshTokenError::SignedOut(
                "signed out while the sign-in was being renewed".into(),
            ));
        }
    }
    let (writer, env, saved) = (store.clone(), environment.to_owned(), renewed.clone());
    let not_kept = blocking(move || saved.save(&writer, &env)).await.err();
    if let Some(err) = &not_kept {
        // The provider has already killed the old refresh token: dropping these would sign
        // the user out, so they live on in memory.
        tracing::warn!(
            %err,
            "the renewed sign-in could not be saved to the OS keyring; it is kept for this session only"
        );
    }
    Ok(Some(Fresh {
        tokens: renewed,
        not_kept,
    }))
}

/// How long a refresh waits for another process's refresh to finish.
const REFRESH_LOCK_PATIENCE: std::time::Duration = std::time::Duration::from_secs(30);

/// An OS lock on a file, held while refreshing the tokens of one keyring entry; released
/// when dropped (or when the process dies). The file is named after the keyring entry (its
/// service and environment) and lives in a per-user folder, not the data folder: two
/// processes with different data folders (`DIRECTORY_DESK_DATA`) share the keyring entry,
/// and it is the entry's refresh token they must not both spend. `None` when no such folder
/// can be had: the in-process lock still holds.
async fn cross_process_lock(service: &str, environment: &str) -> Option<std::fs::File> {
    let path = refresh_lock_path(service, environment);
    tokio::task::spawn_blocking(move || lock_entry(&path))
        .await
        .ok()
        .flatten()
}

/// Takes the lock file at `path`, waiting up to [`REFRESH_LOCK_PATIENCE`].
fn lock_entry(path: &std::path::Path) -> Option<std::fs::File> {
    std::fs::create_dir_all(path.parent()?).ok()?;
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
        .ok()?;
    // Another process may stall while it holds the lock (a keyring prompt, a slow
    // provider); past this, go on without it: a refresh token spent meanwhile is then
    // caught by re-reading the keyring on `invalid_grant`.
    // The wait rests on the lock itself, on a thread of its own, not on tries: given up
    // on, the thread takes the lock when it comes and lets it go at once.
    let (taken, taking) = std::sync::mpsc::channel();
    let waiting = std::thread::Builder::new()
        .name("token-refresh-lock".into())
        .spawn(move || {
            let _ = taken.send(file.lock().map(|()| file));
        });
    if waiting.is_err() {
        return None;
    }
    match taking.recv_timeout(REFRESH_LOCK_PATIENCE) {
        Ok(Ok(file)) => Some(file),
        Ok(Err(_)) | Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => None,
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
            tracing::warn!("another process holds the token refresh lock; going on without it");
            None
        }
    }
}

/// Signs out of `environment`: its API key and tokens leave the keyring (its client secret
/// stays). Taken under the refresh lock, so a renewal under way in this or another process
/// either finishes first (and its tokens are then removed) or finds the sign-in gone and
/// keeps nothing: a sign-out is never undone by a renewal that was in flight. Blocking: call
/// it off the UI thread.
pub fn sign_out(store: &CredentialStore, environment: &str) -> Result<(), KeyringError> {
    let _turn = lock_entry(&refresh_lock_path(store.service(), environment));
    store.forget_sign_in(environment)
}

/// Forgets everything kept for `environment`, its client secret too, under the same lock as
/// [`sign_out`]: for an environment that is removed, or added under a name an earlier one
/// had (whose sign-in and secrets belong to another directory and must never be sent to this
/// one). Blocking: call it off the UI thread.
pub fn forget_environment(store: &CredentialStore, environment: &str) -> Result<(), KeyringError> {
    let _turn = lock_entry(&refresh_lock_path(store.service(), environment));
    match store.forget(environment) {
        // A system without a keyring holds no secrets to forget.
        Err(KeyringError::Unavailable(_)) => Ok(()),
        done => done,
    }
}

/// Where the refresh lock of a keyring entry lives: the user's runtime folder where there is
/// one (Linux), else the user's cache folder, else the system's temporary folder.
pub fn refresh_lock_path(service: &str, environment: &str) -> std::path::PathBuf {
    let folder = directories::ProjectDirs::from("", "", "directory-desk")
        .map(|dirs| {
            dirs.runtime_dir()
                .unwrap_or_else(|| dirs.cache_dir())
                .join("locks")
        })
        .unwrap_or_else(|| std::env::temp_dir().join("directory-desk-locks"));
    let safe = |text: &str| -> String {
        text.chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect()
    };
    folder.join(format!(
        "refresh-{}-{}.lock",
        safe(service),
        safe(environment)
    ))
}

/// What [`KeyringRenewal::renew_now`] got.
#[derive(Debug)]
pub struct RenewedNow {
    pub access_token: Secret,
    /// Unix seconds.
    pub expires_at: i64,
    /// The keyring refused the renewed sign-in: only this process holds it, in memory.
    pub in_memory: bool,
}

/// The API client's renewal for a signed-in environment: the keyring's tokens, refreshed
/// through the provider one at a time; or, once the keyring has refused a rotated refresh
/// token, the tokens this process keeps in memory.
pub struct KeyringRenewal {
    store: CredentialStore,
    environment: String,
    provider: Provider,
    /// The sign-in the keyring could not keep: from then on the only live refresh token.
    in_memory: tokio::sync::Mutex<Option<StoredTokens>>,
}

impl KeyringRenewal {
    pub fn new(store: CredentialStore, environment: String, provider: Provider) -> Self {
        Self {
            store,
            environment,
            provider,
            in_memory: tokio::sync::Mutex::new(None),
        }
    }

    /// Starts from tokens a refresh gave that the keyring did not keep ([`Fresh::not_kept`]).
    pub fn kept_in_memory(
        store: CredentialStore,
        environment: String,
        provider: Provider,
        tokens: StoredTokens,
    ) -> Self {
        Self {
            in_memory: tokio::sync::Mutex::new(Some(tokens)),
            ..Self::new(store, environment, provider)
        }
    }

    /// Renews the access token now if it is about to expire, as the next request would, but
    /// says how it went: the token to use, and whether only this process holds it now (the
    /// keyring refused the renewed sign-in, so it is kept here, in memory); `Ok(None)` when
    /// nobody is signed in there any more. For the renewal as a session opens, whose failure
    /// signs the session out rather than failing one request.
    pub async fn renew_now(&self) -> Result<Option<RenewedNow>, FreshTokenError> {
        // Held across the refresh, as `renew` holds it: one at a time.
        let mut held = self.in_memory.lock().await;
        if held.is_some() {
            let (access_token, expires_at) = self
                .renew_in_memory(&mut held, false)
                .await
                .map_err(FreshTokenError::SignedOut)?;
            let in_memory = held.is_some();
            return Ok(Some(RenewedNow {
                access_token,
                expires_at,
                in_memory,
            }));
        }
        let fresh =
            fresh_access_token(&self.store, &self.environment, &self.provider, false).await?;
        Ok(fresh.map(|fresh| {
            let renewed = RenewedNow {
                access_token: fresh.tokens.access_token.clone(),
                expires_at: fresh.tokens.expires_at,
                in_memory: fresh.not_kept.is_some(),
            };
            if renewed.in_memory {
                *held = Some(fresh.tokens);
            }
            renewed
        }))
    }

    /// Renews from memory; tries the keyring again with what it gets, and goes back to the
    /// keyring once it takes them.
    async fn renew_in_memory(
        &self,
        held: &mut Option<StoredTokens>,
        force: bool,
    ) -> Result<(Secret, i64), String> {
        let Some(tokens) = held.clone() else {
            return Err("nobody is signed in any more".into());
        };
        if tokens.is_fresh(now()) && !force {
            return Ok((tokens.access_token, tokens.expires_at));
        }
        let refresh_token = tokens
            .refresh_token
            .clone()
            .ok_or("this sign-in cannot be renewed; sign in again")?;
        let http = super::oauth::http_client().map_err(|e| e.to_string())?;
        let answer = self
            .provider
            .refresh(&http, &refresh_token)
            .await
            .map_err(|e| e.to_string())?;
        let renewed = tokens.renewed(&answer);
        let (writer, env, saved) = (
            self.store.clone(),
            self.environment.clone(),
            renewed.clone(),
        );
        let result = (renewed.access_token.clone(), renewed.expires_at);
        match blocking(move || saved.save(&writer, &env)).await {
            Ok(()) => *held = None,
            Err(err) => {
                tracing::warn!(%err, "the OS keyring still refuses the sign-in; it stays in memory");
                *held = Some(renewed);
            }
        }
        Ok(result)
    }
}

impl crate::api::TokenRenewal for KeyringRenewal {
    fn renew(&self, force: bool) -> crate::api::Renewed<'_> {
        Box::pin(async move {
            // Held across the refresh: one at a time, and the next one sees what it left.
            let mut held = self.in_memory.lock().await;
            if held.is_some() {
                return self.renew_in_memory(&mut held, force).await;
            }
            match fresh_access_token(&self.store, &self.environment, &self.provider, force).await {
                Ok(Some(fresh)) => {
                    let tokens = fresh.tokens;
                    let result = (tokens.access_token.clone(), tokens.expires_at);
                    if fresh.not_kept.is_some() {
                        *held = Some(tokens);
                    }
                    Ok(result)
                }
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
    fn the_refresh_lock_is_taken_as_soon_as_another_holder_lets_it_go() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("locks").join("refresh.lock");
        let held = lock_entry(&path).expect("free: taken at once");
        let (started, waited) = (std::time::Instant::now(), std::sync::mpsc::channel());
        let taker = std::thread::spawn({
            let path = path.clone();
            move || {
                let taken = lock_entry(&path);
                waited.0.send(started.elapsed()).unwrap();
                taken
            }
        });
        std::thread::sleep(std::time::Duration::from_millis(300));
        assert!(
            waited.1.try_recv().is_err(),
            "not taken while another holds it"
        );
        drop(held);
        let after = waited.1.recv().unwrap();
        assert!(taker.join().unwrap().is_some(), "taken once let go");
        assert!(after >= std::time::Duration::from_millis(300), "{after:?}");
        assert!(after < REFRESH_LOCK_PATIENCE, "{after:?}");
    }

    #[test]
    fn a_stopping_worker_waits_while_a_renewal_is_under_way() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap();
        runtime.block_on(async {
            let renewal = REFRESHING.lock().await;
            let short = std::time::Duration::from_millis(50);
            assert!(!renewals_settled(short).await, "one is under way");
            drop(renewal);
            // Other tests of this process may renew meanwhile, briefly.
            assert!(renewals_settled(std::time::Duration::from_secs(10)).await);
        });
    }

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
