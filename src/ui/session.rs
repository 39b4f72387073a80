//! The app's connection to a directory: opened off the UI thread (starting the built-in
//! sandbox binds a socket and seeds data), then a worker that does all network work.

use std::sync::mpsc;

use crate::api::Credential;
use crate::config::{Config, Environment};
use crate::worker::{Command, Connection, Event, Worker};

/// Where the session stands.
pub enum Session {
    Opening {
        environment: String,
        opened: mpsc::Receiver<Result<(Connection, Worker), String>>,
    },
    Open {
        connection: Box<Connection>,
        worker: Worker,
    },
    Failed {
        environment: String,
        error: String,
    },
}

impl Session {
    /// Starts opening the configured default environment (the built-in sandbox when nothing
    /// is configured). The configuration file is read on the opening thread, not the caller's.
    pub fn open_default(wake: impl Fn() + Send + Sync + 'static) -> Self {
        Self::opening("the default environment".into(), wake, || {
            let config = match crate::config::default_path() {
                Some(path) => Config::load(&path).map_err(|e| e.to_string())?,
                None => Config::default(),
            };
            let environment = config
                .environment(config.default_environment_name())
                .map_err(|e| e.to_string())?;
            Ok((environment, None))
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
        let wake = std::sync::Arc::new(wake);
        std::thread::spawn(move || {
            let opened = choose().and_then(|(environment, credential)| {
                let concurrency = environment.client.concurrency;
                let connection =
                    Connection::open(environment, credential).map_err(|e| e.to_string())?;
                let waker = wake.clone();
                let worker = Worker::spawn(
                    connection.client.clone(),
                    concurrency,
                    std::sync::Arc::new(move || waker()),
                )
                .map_err(|e| format!("the worker could not start: {e}"))?;
                Ok((connection, worker))
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
            Ok((connection, worker)) => Self::Open {
                connection: Box::new(connection),
                worker,
            },
            Err(error) => Self::Failed {
                environment: environment.clone(),
                error,
            },
        };
        matches!(self, Self::Open { .. })
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
