//! The credential store: API keys in the OS keyring (Secret Service on Linux, Keychain on
//! macOS, Credential Manager on Windows), never in a file. Every call has a timeout, because
//! a keyring that waits for an unlock prompt nobody answers must not hang the app.

use std::sync::mpsc;
use std::time::Duration;

use crate::secret::Secret;

/// The keyring's service name for this app's entries.
pub const SERVICE: &str = "directory-desk";

const KEYRING_TIMEOUT: Duration = Duration::from_secs(10);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyringError {
    #[error("the OS keyring is not available: {0}")]
    Unavailable(String),
    #[error("the OS keyring did not answer within {} seconds (is it locked?)", KEYRING_TIMEOUT.as_secs())]
    TimedOut,
    #[error("the OS keyring refused: {0}")]
    Failed(String),
}

/// API keys by environment name.
#[derive(Debug, Clone)]
pub struct CredentialStore {
    service: String,
}

impl Default for CredentialStore {
    fn default() -> Self {
        Self::new(SERVICE)
    }
}

impl CredentialStore {
    /// A store under another service name (tests use their own, to leave real entries alone).
    pub fn new(service: &str) -> Self {
        Self {
            service: service.to_owned(),
        }
    }

    pub fn save_api_key(&self, environment: &str, key: &Secret) -> Result<(), KeyringError> {
        let (service, user, key) = (self.service.clone(), api_key_user(environment), key.clone());
        with_timeout(move || {
            entry(&service, &user)?
                .set_password(key.expose())
                .map_err(classify)
        })
    }

    /// The stored key, or `None` when there is none.
    pub fn api_key(&self, environment: &str) -> Result<Option<Secret>, KeyringError> {
        let (service, user) = (self.service.clone(), api_key_user(environment));
        with_timeout(move || match entry(&service, &user)?.get_password() {
            Ok(key) => Ok(Some(Secret::new(key))),
            Err(keyring::Error::NoEntry) => Ok(None),
            Err(err) => Err(classify(err)),
        })
    }

    /// Removes every secret kept for `environment`. Removing what is not there succeeds.
    pub fn forget(&self, environment: &str) -> Result<(), KeyringError> {
        let (service, user) = (self.service.clone(), api_key_user(environment));
        with_timeout(move || match entry(&service, &user)?.delete_credential() {
            Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
            Err(err) => Err(classify(err)),
        })
    }
}

fn api_key_user(environment: &str) -> String {
    format!("{environment}/api-key")
}

fn entry(service: &str, user: &str) -> Result<keyring::Entry, KeyringError> {
    keyring::Entry::new(service, user).map_err(|err| match err {
        keyring::Error::NoDefaultStore => KeyringError::Unavailable(
            keyring::Entry::store_status()
                .as_ref()
                .err()
                .map_or_else(|| err.to_string(), ToString::to_string),
        ),
        other => classify(other),
    })
}

/// Keyring errors as text that can never hold the secret: `BadEncoding` carries the stored
/// bytes, so it is described, not printed.
fn classify(err: keyring::Error) -> KeyringError {
    match err {
        keyring::Error::BadEncoding(_) => KeyringError::Failed("the stored key is not text".into()),
        keyring::Error::NoDefaultStore
        | keyring::Error::NoStorageAccess(_)
        | keyring::Error::PlatformFailure(_) => KeyringError::Unavailable(err.to_string()),
        other => KeyringError::Failed(other.to_string()),
    }
}

fn with_timeout<T: Send + 'static>(
    call: impl FnOnce() -> Result<T, KeyringError> + Send + 'static,
) -> Result<T, KeyringError> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(call());
    });
    rx.recv_timeout(KEYRING_TIMEOUT)
        .map_err(|_| KeyringError::TimedOut)?
}
