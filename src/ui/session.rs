//! The app's connection to a directory: opened off the UI thread (reading the configuration
//! and the keyring, renewing a browser sign-in, starting the built-in sandbox), then a worker
//! that does all network work.

use std::sync::{Arc, mpsc};

use serde::{Deserialize, Serialize};

use super::sign_in::{self, BrowserIdentity, Kept};
use crate::api::{ApiClient, Credential, TokenRenewal};
use crate::auth::provider;
use crate::auth::tokens::{FreshTokenError, KeyringRenewal, StoredTokens, fresh_access_token};
use crate::auth::{CredentialStore, KeyringError};
use crate::config::{self, Config, Environment, Target};
use crate::secret::Secret;
use crate::worker::{Command, Connection, Event, Worker};

/// Which environment to open, as the user last chose it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum EnvironmentChoice {
    /// A built-in or configured environment, by name.
    Named(String),
    /// A base URL typed in the Account panel.
    Custom(String),
}

/// Where the session stands.
pub enum Session {
    Opening {
        environment: String,
        opened: mpsc::Receiver<Result<Opened, String>>,
    },
    Open {
        connection: Box<Connection>,
        worker: Worker,
        via: Via,
    },
    /// The environment needs a sign-in and the keyring holds none (or `why` it holds none
    /// that works: a refused refresh, a keyring that cannot be read).
    SignedOut {
        environment: Box<Environment>,
        why: Option<String>,
    },
    Failed {
        environment: String,
        error: String,
    },
}

/// How an open session proves who it is.
#[derive(Debug, Clone)]
pub enum Via {
    /// An API key (typed, or from the keyring), or the built-in sandbox's demo key.
    Key,
    /// An access token from a sign-in through the browser.
    Browser(Box<BrowserIdentity>),
}

pub enum Opened {
    Ready(Connection, Worker, Via),
    SignedOut(Environment, Option<String>),
}

/// How an access token is renewed while the session is open, and when it expires.
pub type Renewal = (Arc<dyn TokenRenewal>, i64);

/// What to open, as decided off the UI thread.
enum Start {
    Connect {
        environment: Environment,
        credential: Option<Credential>,
        via: Via,
        renewal: Option<Renewal>,
    },
    /// The same directory with another credential: the built-in sandbox's sign-ins are good
    /// only in the sandbox that made them, so its connection (and sandbox) is kept.
    Reconnect {
        connection: Box<Connection>,
        credential: Credential,
        via: Via,
    },
    SignedOut {
        environment: Environment,
        why: Option<String>,
    },
}

impl Session {
    /// Opens `choice` (the configured default when `None`), signing in with what the keyring
    /// holds for it: an API key, else the tokens of a browser sign-in (renewed first if they
    /// are about to expire). The built-in sandbox needs neither.
    pub fn open_choice(
        choice: Option<EnvironmentChoice>,
        store: CredentialStore,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let label = match &choice {
            Some(EnvironmentChoice::Named(name)) => name.clone(),
            Some(EnvironmentChoice::Custom(url)) => url.clone(),
            None => "the default environment".into(),
        };
        Self::opening(label, wake, move || {
            Ok(stored_sign_in(resolve(choice)?, &store))
        })
    }

    /// Opens `environment` with what the keyring holds for it, as [`open_choice`] does.
    ///
    /// [`open_choice`]: Self::open_choice
    pub fn open_stored(
        environment: Environment,
        store: CredentialStore,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let name = environment.name.clone();
        Self::opening(name, wake, move || Ok(stored_sign_in(environment, &store)))
    }

    pub fn open(
        environment: Environment,
        credential: Option<Credential>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        Self::open_via(environment, credential, Via::Key, None, wake)
    }

    /// Opens `environment` with `credential`, obtained `via` a key or the browser; an access
    /// token with a `renewal` is renewed before it expires.
    pub fn open_via(
        environment: Environment,
        credential: Option<Credential>,
        via: Via,
        renewal: Option<Renewal>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let name = environment.name.clone();
        Self::opening(name, wake, move || {
            Ok(Start::Connect {
                environment,
                credential,
                via,
                renewal,
            })
        })
    }

    /// The open connection's directory (and built-in sandbox) with `credential` instead.
    pub fn reconnect(
        connection: Box<Connection>,
        credential: Credential,
        via: Via,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let name = connection.environment.name.clone();
        Self::opening(name, wake, move || {
            Ok(Start::Reconnect {
                connection,
                credential,
                via,
            })
        })
    }

    /// Runs `choose` and opens what it chose, on a thread of its own.
    fn opening(
        name: String,
        wake: impl Fn() + Send + Sync + 'static,
        choose: impl FnOnce() -> Result<Start, String> + Send + 'static,
    ) -> Self {
        let (tx, rx) = mpsc::channel();
        let wake = Arc::new(wake);
        std::thread::spawn(move || {
            let opened = choose().and_then(|start| {
                let (connection, via) = match start {
                    Start::SignedOut { environment, why } => {
                        return Ok(Opened::SignedOut(environment, why));
                    }
                    Start::Connect {
                        environment,
                        credential: None,
                        ..
                    } if environment.target != Target::BuiltInSandbox => {
                        return Ok(Opened::SignedOut(environment, None));
                    }
                    Start::Connect {
                        environment,
                        credential,
                        via,
                        renewal,
                    } => {
                        let mut connection =
                            Connection::open(environment, credential).map_err(|e| e.to_string())?;
                        if let Some((renewal, expires_at)) = renewal {
                            connection.client =
                                connection.client.clone().renewing(renewal, expires_at);
                        }
                        (connection, via)
                    }
                    Start::Reconnect {
                        mut connection,
                        credential,
                        via,
                    } => {
                        let environment = &connection.environment;
                        connection.client = ApiClient::new(
                            connection.client.base_url().as_str(),
                            credential,
                            environment.api_key_header,
                            environment.client.clone(),
                        )
                        .map_err(|e| e.to_string())?;
                        (*connection, via)
                    }
                };
                let concurrency = connection.environment.client.concurrency;
                let waker = wake.clone();
                let worker = Worker::spawn(
                    connection.client.clone(),
                    concurrency,
                    Arc::new(move || waker()),
                )
                .map_err(|e| format!("the worker could not start: {e}"))?;
                Ok(Opened::Ready(connection, worker, via))
            });
            let _ = tx.send(opened);
            wake();
        });
        Self::Opening {
            environment: name,
            opened: rx,
        }
    }

    /// Moves an opening session forward; returns true when it has just opened.
    pub fn poll(&mut self) -> bool {
        let Self::Opening {
            environment,
            opened,
        } = self
        else {
            return false;
        };
        let outcome = match opened.try_recv() {
            Ok(outcome) => outcome,
            Err(mpsc::TryRecvError::Empty) => return false,
            Err(mpsc::TryRecvError::Disconnected) => Err("the connection thread stopped".into()),
        };
        *self = match outcome {
            Ok(Opened::Ready(connection, worker, via)) => Self::Open {
                connection: Box::new(connection),
                worker,
                via,
            },
            Ok(Opened::SignedOut(environment, why)) => Self::SignedOut {
                environment: Box::new(environment),
                why,
            },
            Err(error) => Self::Failed {
                environment: environment.clone(),
                error,
            },
        };
        matches!(self, Self::Open { .. })
    }

    /// The environment, once known.
    pub fn environment(&self) -> Option<&Environment> {
        match self {
            Self::Open { connection, .. } => Some(&connection.environment),
            Self::SignedOut { environment, .. } => Some(environment),
            _ => None,
        }
    }

    pub fn send(&self, command: Command) {
        if let Self::Open { worker, .. } = self {
            worker.send(command);
        }
    }

    pub fn next_event(&self) -> Option<Event> {
        match self {
            Self::Open { worker, .. } => worker.try_next(),
            _ => None,
        }
    }
}

/// What the keyring holds for `environment`: an API key first, else a browser sign-in's
/// tokens (renewed if they are about to expire). Reads the keyring and may call the provider:
/// run it off the UI thread.
fn stored_sign_in(environment: Environment, store: &CredentialStore) -> Start {
    if environment.target == Target::BuiltInSandbox {
        return Start::Connect {
            environment,
            credential: None,
            via: Via::Key,
            renewal: None,
        };
    }
    let unreadable = |err: KeyringError| {
        Some(match err {
            KeyringError::Unavailable(_) => {
                "This system has no keyring, so no sign-in is remembered between runs.".to_owned()
            }
            other => format!("The OS keyring could not be read: {other}."),
        })
    };
    match store.api_key(&environment.name) {
        Ok(Some(key)) => {
            return Start::Connect {
                environment,
                credential: Some(Credential::ApiKey(key)),
                via: Via::Key,
                renewal: None,
            };
        }
        Ok(None) => {}
        Err(err) => {
            return Start::SignedOut {
                environment,
                why: unreadable(err),
            };
        }
    }
    match StoredTokens::load(store, &environment.name) {
        Ok(Some(_)) => {}
        Ok(None) => {
            return Start::SignedOut {
                environment,
                why: None,
            };
        }
        Err(err) => {
            return Start::SignedOut {
                environment,
                why: unreadable(err),
            };
        }
    }
    let given = std::env::var(provider::CLIENT_SECRET_VAR)
        .ok()
        .map(Secret::new);
    let fresh = provider::for_environment(&environment, given, store, None).and_then(|provider| {
        let fresh = provider::block_on(fresh_access_token(
            store,
            &environment.name,
            &provider,
            false,
        ))?;
        Ok((fresh, provider))
    });
    let why = match fresh {
        Ok((Ok(Some(fresh)), provider)) => {
            let tokens = fresh.tokens;
            let name = environment.name.clone();
            // Renewed, but not saved: the keyring's refresh token is dead, so this session
            // keeps the live one in memory, and the Account panel says so.
            let (kept, renewal) = match fresh.not_kept {
                None => (
                    Kept::Keyring,
                    KeyringRenewal::new(store.clone(), name, provider),
                ),
                Some(err) => {
                    tracing::warn!(%err, "the renewed sign-in is kept for this session only");
                    (
                        Kept::SessionOnly,
                        KeyringRenewal::kept_in_memory(
                            store.clone(),
                            name,
                            provider,
                            tokens.clone(),
                        ),
                    )
                }
            };
            let identity = BrowserIdentity {
                user_uuid: tokens.user_uuid,
                claims: None,
                signature_alg: None,
                expires_at: tokens.expires_at,
                kept,
            };
            return Start::Connect {
                environment,
                credential: Some(Credential::AccessToken(tokens.access_token)),
                via: Via::Browser(Box::new(identity)),
                renewal: Some((Arc::new(renewal), tokens.expires_at)),
            };
        }
        Ok((Ok(None), _)) => None,
        Ok((Err(FreshTokenError::SignedOut(why)), _)) => {
            Some(format!("Signed out: {why}. Sign in again."))
        }
        Ok((Err(err), _)) => Some(format!("{}.", sign_in::sentence(&err.to_string()))),
        Err(why) => Some(format!(
            "A browser sign-in is kept for {}, but it cannot be used: {why}",
            environment.name
        )),
    };
    Start::SignedOut { environment, why }
}

fn resolve(choice: Option<EnvironmentChoice>) -> Result<Environment, String> {
    if let Some(EnvironmentChoice::Custom(url)) = &choice {
        return config::custom_environment(url).map_err(|e| e.to_string());
    }
    let config = match config::default_path() {
        Some(path) => Config::load(&path).map_err(|e| e.to_string())?,
        None => Config::default(),
    };
    let name = match &choice {
        Some(EnvironmentChoice::Named(name)) => name.as_str(),
        _ => config.default_environment_name(),
    };
    config.environment(name).map_err(|e| e.to_string())
}

/// The environment names the picker offers; reads the configuration file, so run it in the
/// background.
pub fn environment_names() -> Vec<String> {
    config::default_path()
        .and_then(|path| Config::load(&path).ok())
        .unwrap_or_default()
        .environment_names()
}
