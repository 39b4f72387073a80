//! The credential store: API keys, OAuth tokens and client secrets in the OS keyring (Secret
//! Service on Linux, Keychain on macOS, Credential Manager on Windows), never in a file. Every
//! call has a timeout, because a keyring that waits for an unlock prompt nobody answers must
//! not hang the app.
//!
//! Windows limits one credential to 2,560 bytes, and an id_token or a JWT access token can be
//! longer: long values are stored in numbered pieces under a generation, and the piece count
//! is written last, so a crash mid-save leaves the previous value whole.

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
    /// Every write fails (see [`CredentialStore::refusing_writes`]).
    refuses_writes: bool,
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
            refuses_writes: false,
        }
    }

    /// A store that reads the OS keyring under `service` but whose every save (and removal) fails, as a
    /// keyring does that locks, or fills up, between a read and a write: tests show that a
    /// sign-in renewed in that moment is not lost.
    pub fn refusing_writes(service: &str) -> Self {
        Self {
            refuses_writes: true,
            ..Self::new(service)
        }
    }

    /// The keyring's service name this store's entries are under.
    pub fn service(&self) -> &str {
        &self.service
    }

    fn writable(&self) -> Result<(), KeyringError> {
        if self.refuses_writes {
            return Err(KeyringError::Failed("the keyring refused to save".into()));
        }
        Ok(())
    }

    /// A store that answers every call as a system without a keyring does (Linux without a
    /// Secret Service): tests show what such a user sees, whatever the machine has.
    pub fn without_keyring() -> Self {
        Self::new(NO_KEYRING)
    }

    pub fn save_api_key(&self, environment: &str, key: &Secret) -> Result<(), KeyringError> {
        self.writable()?;
        write(&self.service, &api_key_user(environment), key)
    }

    /// The stored key, or `None` when there is none.
    pub fn api_key(&self, environment: &str) -> Result<Option<Secret>, KeyringError> {
        read(&self.service, &api_key_user(environment))
            .inspect(crate::diagnostics::redact::register_found)
    }

    /// Removes every secret kept for `environment`, its client secret too: for an environment
    /// that is removed. Removing what is not there succeeds.
    pub fn forget(&self, environment: &str) -> Result<(), KeyringError> {
        self.forget_sign_in(environment)?;
        delete(&self.service, &client_secret_user(environment))
    }

    /// Removes the sign-in (API key, OAuth tokens) and keeps the client secret, which belongs
    /// to the environment's configuration, not to whoever signed in. Use
    /// `auth::tokens::sign_out`, which also keeps a renewal under way from writing the
    /// sign-in back.
    pub fn forget_sign_in(&self, environment: &str) -> Result<(), KeyringError> {
        self.writable()?;
        delete(&self.service, &api_key_user(environment))?;
        self.delete_long(&tokens_user(environment))
    }

    /// The environment's OAuth tokens, as [`save_tokens`](Self::save_tokens) wrote them.
    pub fn tokens(&self, environment: &str) -> Result<Option<Secret>, KeyringError> {
        self.read_long(&tokens_user(environment))
    }

    /// Saves the OAuth token set (serialized by the caller). Returns once the keyring holds
    /// it, so a rotated refresh token is safe before it is ever used.
    pub fn save_tokens(&self, environment: &str, tokens: &Secret) -> Result<(), KeyringError> {
        self.writable()?;
        self.save_long(&tokens_user(environment), tokens)
    }

    pub fn forget_tokens(&self, environment: &str) -> Result<(), KeyringError> {
        self.writable()?;
        self.delete_long(&tokens_user(environment))
    }

    pub fn client_secret(&self, environment: &str) -> Result<Option<Secret>, KeyringError> {
        read(&self.service, &client_secret_user(environment))
            .inspect(crate::diagnostics::redact::register_found)
    }

    /// Removes the client secret only (a sign-in made with it stays).
    pub fn forget_client_secret(&self, environment: &str) -> Result<(), KeyringError> {
        self.writable()?;
        delete(&self.service, &client_secret_user(environment))
    }

    pub fn save_client_secret(
        &self,
        environment: &str,
        secret: &Secret,
    ) -> Result<(), KeyringError> {
        self.writable()?;
        write(&self.service, &client_secret_user(environment), secret)
    }

    /// The password of `directory`'s team database (by directory key, not by environment:
    /// the team belongs to the directory).
    pub fn team_password(&self, directory: &str) -> Result<Option<Secret>, KeyringError> {
        read(&self.service, &team_password_user(directory))
            .inspect(crate::diagnostics::redact::register_found)
    }

    pub fn save_team_password(
        &self,
        directory: &str,
        password: &Secret,
    ) -> Result<(), KeyringError> {
        self.writable()?;
        write(&self.service, &team_password_user(directory), password)
    }

    /// Removing what is not there succeeds.
    pub fn forget_team_password(&self, directory: &str) -> Result<(), KeyringError> {
        self.writable()?;
        delete(&self.service, &team_password_user(directory))
    }

    /// Writes `value` as pieces of a new generation, then the header naming it, then removes
    /// the old generation's pieces.
    fn save_long(&self, user: &str, value: &Secret) -> Result<(), KeyringError> {
        let old = self.header(user)?;
        let generation = old.map_or(1, |(generation, _)| generation.wrapping_add(1));
        let pieces = split(value.expose(), PIECE_CHARS);
        for (i, piece) in pieces.iter().enumerate() {
            write(
                &self.service,
                &piece_user(user, generation, i),
                &Secret::new(piece.clone()),
            )?;
        }
        write(
            &self.service,
            user,
            &Secret::new(format!("pieces:{generation}:{}", pieces.len())),
        )?;
        if let Some((old_generation, count)) = old {
            for i in 0..count {
                delete(&self.service, &piece_user(user, old_generation, i))?;
            }
        }
        Ok(())
    }

    fn read_long(&self, user: &str) -> Result<Option<Secret>, KeyringError> {
        // A piece missing while another writer (a renewal, another window) stores a newer
        // generation and removes this one's: read again from the newer header. Only a
        // piece missing under a header that stays the same is a sign-in left incomplete.
        let mut tries = 0;
        'read: loop {
            let Some((generation, count)) = self.header(user)? else {
                return Ok(None);
            };
            let mut value = String::new();
            for i in 0..count {
                match read(&self.service, &piece_user(user, generation, i))? {
                    Some(piece) => value.push_str(piece.expose()),
                    None => {
                        tries += 1;
                        let moved = self.header(user)?.is_some_and(|(now, _)| now != generation);
                        if moved && tries < 5 {
                            continue 'read;
                        }
                        return Err(KeyringError::Failed(
                            "a stored sign-in is incomplete; sign in again".into(),
                        ));
                    }
                }
            }
            return Ok(Some(Secret::new(value)));
        }
    }

    fn delete_long(&self, user: &str) -> Result<(), KeyringError> {
        if let Some((generation, count)) = self.header(user)? {
            delete(&self.service, user)?;
            for i in 0..count {
                delete(&self.service, &piece_user(user, generation, i))?;
            }
        }
        Ok(())
    }

    /// (generation, piece count) of a long value, if one is stored.
    fn header(&self, user: &str) -> Result<Option<(u32, usize)>, KeyringError> {
        let Some(header) = read(&self.service, user)? else {
            return Ok(None);
        };
        let mut parts = header.expose().split(':');
        match (parts.next(), parts.next(), parts.next()) {
            (Some("pieces"), Some(generation), Some(count)) => {
                match (generation.parse(), count.parse()) {
                    (Ok(generation), Ok(count)) if count <= MAX_PIECES => {
                        Ok(Some((generation, count)))
                    }
                    _ => Err(KeyringError::Failed("a stored sign-in is damaged".into())),
                }
            }
            _ => Err(KeyringError::Failed("a stored sign-in is damaged".into())),
        }
    }
}

/// Characters per keyring entry: Windows stores 2,560 bytes as UTF-16, so at most 1,280
/// characters; tokens are ASCII, and a margin costs nothing.
const PIECE_CHARS: usize = 1_000;
const MAX_PIECES: usize = 64;

fn split(text: &str, size: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return vec![String::new()];
    }
    chars.chunks(size).map(|c| c.iter().collect()).collect()
}

fn tokens_user(environment: &str) -> String {
    format!("{environment}/oauth-tokens")
}

fn client_secret_user(environment: &str) -> String {
    format!("{environment}/client-secret")
}

fn piece_user(user: &str, generation: u32, index: usize) -> String {
    format!("{user}/{generation}/{index}")
}

fn read(service: &str, user: &str) -> Result<Option<Secret>, KeyringError> {
    let (service, user) = (service.to_owned(), user.to_owned());
    with_timeout(move || match entry(&service, &user)?.get_password() {
        Ok(value) => Ok(Some(Secret::new(value))),
        Err(keyring::Error::NoEntry) => Ok(None),
        Err(err) => Err(classify(err)),
    })
}

fn write(service: &str, user: &str, value: &Secret) -> Result<(), KeyringError> {
    let (service, user, value) = (service.to_owned(), user.to_owned(), value.clone());
    with_timeout(move || {
        entry(&service, &user)?
            .set_password(value.expose())
            .map_err(classify)
    })
}

fn delete(service: &str, user: &str) -> Result<(), KeyringError> {
    let (service, user) = (service.to_owned(), user.to_owned());
    with_timeout(move || match entry(&service, &user)?.delete_credential() {
        Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
        Err(err) => Err(classify(err)),
    })
}

fn team_password_user(directory: &str) -> String {
    format!("team:{directory}/password")
}

fn api_key_user(environment: &str) -> String {
    format!("{environment}/api-key")
}

/// The service name of [`CredentialStore::without_keyring`]: no keyring is ever asked.
const NO_KEYRING: &str = "\0no-keyring";

fn entry(service: &str, user: &str) -> Result<keyring::Entry, KeyringError> {
    if service == NO_KEYRING {
        return Err(KeyringError::Unavailable(
            "this system has no keyring".into(),
        ));
    }
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
