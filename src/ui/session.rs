//! The app's connection to a directory: opened off the UI thread (reading the configuration
//! and the keyring, starting the built-in sandbox), then a worker that does all network work.

use std::sync::{Arc, mpsc};

use serde::{Deserialize, Serialize};

use crate::api::Credential;
use crate::auth::CredentialStore;
use crate::config::{self, Config, Environment, Target};
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
    },
    /// The environment needs an API key and the keyring holds none.
    SignedOut {
        environment: Box<Environment>,
    },
    Failed {
        environment: String,
        error: String,
    },
}

pub enum Opened {
    Ready(Connection, Worker),
    NeedsKey(Environment),
}

impl Session {
    /// Opens `choice` (the configured default when `None`), signing in with the API key the
    /// keyring holds for it. The built-in sandbox needs none.
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
            let environment = resolve(choice)?;
            if environment.target == Target::BuiltInSandbox {
                return Ok((environment, None));
            }
            let key = store
                .api_key(&environment.name)
                .map_err(|e| e.to_string())?;
            Ok((environment, key.map(Credential::ApiKey)))
        })
    }

    pub fn open(
        environment: Environment,
        credential: Option<Credential>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let name = environment.name.clone();
        Self::opening(name, wake, move || Ok((environment, credential)))
    }

    /// Runs `choose` and opens what it chose, on a thread of its own.
    fn opening(
        name: String,
        wake: impl Fn() + Send + Sync + 'static,
        choose: impl FnOnce() -> Result<(Environment, Option<Credential>), String> + Send + 'static,
    ) -> Self {
        let (tx, rx) = mpsc::channel();
        let wake = Arc::new(wake);
        std::thread::spawn(move || {
            let opened = choose().and_then(|(environment, credential)| {
                if environment.target != Target::BuiltInSandbox && credential.is_none() {
                    return Ok(Opened::NeedsKey(environment));
                }
                let concurrency = environment.client.concurrency;
                let connection =
                    Connection::open(environment, credential).map_err(|e| e.to_string())?;
                let waker = wake.clone();
                let worker = Worker::spawn(
                    connection.client.clone(),
                    concurrency,
                    Arc::new(move || waker()),
                )
                .map_err(|e| format!("the worker could not start: {e}"))?;
                Ok(Opened::Ready(connection, worker))
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
            Ok(Opened::Ready(connection, worker)) => Self::Open {
                connection: Box::new(connection),
                worker,
            },
            Ok(Opened::NeedsKey(environment)) => Self::SignedOut {
                environment: Box::new(environment),
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
            Self::SignedOut { environment } => Some(environment),
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
