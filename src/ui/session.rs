//! The app's connection to a directory, and the worker that does all its network work.
//! A session opens off the UI thread (reading the configuration and the keyring, starting
//! the built-in sandbox and the worker); a stored browser sign-in about to expire is then
//! renewed by the worker (`Command::Renew`) before the session counts as open, so that
//! nothing is sent with a stale token and a refused renewal signs the session out. Every
//! session that can sign in through the browser has a worker to do it with: an open
//! session its connection's, a signed-out one a worker without a directory (or, after a
//! refused renewal, the worker that tried it; nothing more is sent with its client).

use std::sync::{Arc, mpsc};

use serde::{Deserialize, Serialize};

use super::sign_in::{BrowserIdentity, Kept};
use crate::api::{ApiClient, Credential, Explained, TokenRenewal};
use crate::auth::oauth::now;
use crate::auth::provider;
use crate::auth::stored::{NotUsable, StoredSignIn};
use crate::auth::tokens::{FreshTokenError, KeyringRenewal};
use crate::auth::{CredentialStore, KeyringError};
use crate::config::{self, Config, Environment, Target};
use crate::secret::Secret;
use crate::worker::{Command, Connection, Event, RenewStored, Renewed, Waker, Worker};

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
        stage: Stage,
    },
    Open {
        connection: Box<Connection>,
        worker: Worker,
        via: Via,
    },
    /// The environment needs a sign-in and the keyring holds none (or `why` it holds none
    /// that works: a refused refresh, a keyring that cannot be read). Its worker signs in
    /// through the browser.
    SignedOut {
        environment: Box<Environment>,
        why: Option<String>,
        worker: Worker,
    },
    /// It could not open (`error`); `worker`, one without a directory started as it failed,
    /// still runs what needs none (testing the connection settings, the team database).
    Failed {
        environment: String,
        error: Explained,
        worker: Option<Worker>,
    },
}

/// How far an opening session has come.
pub enum Stage {
    /// Reading the configuration and the keyring, starting the sandbox and the worker, on a
    /// thread of its own.
    Starting(mpsc::Receiver<Result<Opened, Failure>>),
    /// Connected; the worker renews the stored sign-in before anything is sent with it.
    Renewing {
        connection: Box<Connection>,
        worker: Worker,
        via: Via,
    },
}

/// Why a session did not open, and the worker without a directory started instead (`None`
/// if even that failed).
type Failure = (Explained, Option<Worker>);

/// How an open session proves who it is.
#[derive(Debug, Clone)]
pub enum Via {
    /// An API key (typed, or from the keyring), or the built-in sandbox's demo key.
    Key,
    /// An access token from a sign-in through the browser.
    Browser(Box<BrowserIdentity>),
}

/// What the opening thread made.
pub enum Opened {
    /// `renewing`: the worker was asked to renew the stored sign-in first.
    Ready {
        connection: Connection,
        worker: Worker,
        via: Via,
        renewing: bool,
    },
    SignedOut(Environment, Option<String>, Worker),
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
        /// A stored sign-in about to expire, for the worker to renew first.
        renew: Option<RenewStored>,
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

impl Start {
    fn connect(environment: Environment, credential: Option<Credential>) -> Self {
        Self::Connect {
            environment,
            credential,
            via: Via::Key,
            renewal: None,
            renew: None,
        }
    }
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
        Self::open_choice_in(choice, config::default_path(), store, wake)
    }

    /// As [`open_choice`](Self::open_choice), with the configuration file at `config_path`
    /// (none: no file, the built-in environments only).
    pub fn open_choice_in(
        choice: Option<EnvironmentChoice>,
        config_path: Option<std::path::PathBuf>,
        store: CredentialStore,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let label = match &choice {
            Some(EnvironmentChoice::Named(name)) => name.clone(),
            Some(EnvironmentChoice::Custom(url)) => url.clone(),
            None => crate::tr!("session-default-environment"),
        };
        Self::opening(label, wake, move || {
            Ok(stored_sign_in(resolve(choice, config_path)?, &store))
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
                renew: None,
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

    /// Signed out of `environment` (`why`, if there is more to say), with a worker without a
    /// directory to sign in again with.
    pub fn signed_out(
        environment: impl Into<Box<Environment>>,
        why: Option<String>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Self {
        let environment = environment.into();
        match Worker::spawn_offline(Arc::new(wake)) {
            Ok(worker) => Self::SignedOut {
                environment,
                why,
                worker,
            },
            Err(err) => Self::Failed {
                environment: environment.name,
                error: worker_failed(err),
                worker: None,
            },
        }
    }

    /// Runs `choose` and opens what it chose, on a thread of its own.
    fn opening(
        name: String,
        wake: impl Fn() + Send + Sync + 'static,
        choose: impl FnOnce() -> Result<Start, String> + Send + 'static,
    ) -> Self {
        let (tx, rx) = mpsc::channel();
        let wake: Waker = Arc::new(wake);
        // What the opening says (why it failed, why signed out) is in the window's language
        // as it was when asked, or a test's scoped one.
        let language = crate::i18n::current();
        std::thread::spawn(move || {
            let _language = crate::i18n::scoped(language);
            let opened = choose()
                .map_err(settings_unreadable)
                .and_then(|start| open(start, wake.clone()))
                .map_err(|error| (error, Worker::spawn_offline(wake.clone()).ok()));
            let _ = tx.send(opened);
            wake();
        });
        Self::Opening {
            environment: name,
            stage: Stage::Starting(rx),
        }
    }

    /// Moves an opening session forward; returns true when it has just opened.
    pub fn poll(&mut self) -> bool {
        if !matches!(self, Self::Opening { .. }) {
            return false;
        }
        let placeholder = Self::Failed {
            environment: String::new(),
            error: Explained::default(),
            worker: None,
        };
        let Self::Opening { environment, stage } = std::mem::replace(self, placeholder) else {
            return false;
        };
        *self = match stage {
            Stage::Starting(opened) => match opened.try_recv() {
                Ok(outcome) => started(environment, outcome),
                Err(mpsc::TryRecvError::Empty) => Self::Opening {
                    environment,
                    stage: Stage::Starting(opened),
                },
                Err(mpsc::TryRecvError::Disconnected) => started(
                    environment,
                    Err((
                        Explained::new(
                            crate::tr!("session-stopped-opening"),
                            "the connection thread stopped",
                        ),
                        None,
                    )),
                ),
            },
            Stage::Renewing {
                connection,
                worker,
                via,
            } => match worker.try_next() {
                Some(Event::Renewed(result)) => renewed(connection, worker, via, result),
                // Nothing but the renewal was asked of the worker yet.
                _ => Self::Opening {
                    environment,
                    stage: Stage::Renewing {
                        connection,
                        worker,
                        via,
                    },
                },
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

    /// `directory`'s desk joined a team database (`Some`) or left it: the session's
    /// environment, if on that directory, knows it from now on, as it would once opened
    /// again from the configuration, and so does its outbox, which checks new sends against
    /// it; nothing else about the session changes (a run under way goes on).
    pub fn team_changed(&mut self, directory: &str, team: Option<crate::team::TeamJoined>) {
        if !self.learn_team(directory, team.clone()) {
            return;
        }
        self.send(crate::worker::Command::Outbox(
            crate::worker::OutboxCommand::TeamChanged(team),
        ));
    }

    /// The session's environment, if on `directory`, knows `team` from now on (the outbox
    /// learned it from the configuration file: joined on the command line, say). Whether
    /// the session is on that directory.
    pub fn learn_team(&mut self, directory: &str, team: Option<crate::team::TeamJoined>) -> bool {
        let environment = match self {
            Self::Open { connection, .. } => &mut connection.environment,
            Self::SignedOut { environment, .. } => environment.as_mut(),
            _ => return false,
        };
        if environment.directory_key() != directory {
            return false;
        }
        environment.team = team;
        true
    }

    /// The worker to sign in with: an open session's, or a signed-out one's.
    pub fn worker(&self) -> Option<&Worker> {
        match self {
            Self::Open { worker, .. } | Self::SignedOut { worker, .. } => Some(worker),
            _ => None,
        }
    }

    /// Gives work on the directory to an open session's worker.
    pub fn send(&self, command: Command) {
        if let Self::Open { worker, .. } = self {
            worker.send(command);
        }
    }

    /// A worker for work that needs no directory (testing the connection settings, the
    /// team database): an open, signed-out or failed session's; none while opening.
    pub fn any_worker(&self) -> Option<&Worker> {
        match self {
            Self::Failed { worker, .. } => worker.as_ref(),
            _ => self.worker(),
        }
    }

    pub fn next_event(&self) -> Option<Event> {
        self.any_worker().and_then(Worker::try_next)
    }
}

fn worker_failed(err: std::io::Error) -> Explained {
    Explained::new(
        crate::tr!("session-worker-failed"),
        format!("the worker could not start: {err}"),
    )
}

/// What reading the configuration or the keyring found wrong, before any connection.
fn settings_unreadable(details: String) -> Explained {
    // The configuration file's own mistake is the user's to mend: say so, and where to look.
    // The details are the configuration's own (English) words, as the command line says them.
    let plain =
        if details.starts_with("the configuration file ") && details.contains(" is not valid") {
            crate::tr!("session-config-invalid")
        } else {
            crate::tr!("session-settings-unreadable")
        };
    Explained::new(plain, details)
}

/// Opens what `start` says, with a worker; starts the built-in sandbox, so run it off the UI
/// thread. The worker is asked to renew a stored sign-in about to expire before anything else.
fn open(start: Start, wake: Waker) -> Result<Opened, Explained> {
    let start = match start {
        Start::Connect {
            environment,
            credential: None,
            ..
        } if environment.target != Target::BuiltInSandbox => Start::SignedOut {
            environment,
            why: None,
        },
        start => start,
    };
    let (connection, via, renew) = match start {
        Start::SignedOut { environment, why } => {
            let worker = Worker::spawn_offline(wake).map_err(worker_failed)?;
            return Ok(Opened::SignedOut(environment, why, worker));
        }
        Start::Connect {
            environment,
            credential,
            via,
            renewal,
            renew,
        } => {
            let mut connection =
                Connection::open(environment, credential).map_err(|e| e.explained())?;
            if let Some((renewal, expires_at)) = renewal {
                connection.client = connection.client.clone().renewing(renewal, expires_at);
            }
            (connection, via, renew)
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
            .map_err(|e| e.explained())?;
            (*connection, via, None)
        }
    };
    let concurrency = connection.environment.client.concurrency;
    let worker =
        Worker::spawn(connection.client.clone(), concurrency, wake).map_err(worker_failed)?;
    let renewing = renew.is_some();
    if let Some(renew) = renew {
        worker.send(Command::Renew(renew));
    }
    Ok(Opened::Ready {
        connection,
        worker,
        via,
        renewing,
    })
}

/// The session the opening thread's `outcome` makes.
fn started(environment: String, outcome: Result<Opened, Failure>) -> Session {
    match outcome {
        Ok(Opened::Ready {
            connection,
            worker,
            via,
            renewing,
        }) => {
            let connection = Box::new(connection);
            if renewing {
                Session::Opening {
                    environment,
                    stage: Stage::Renewing {
                        connection,
                        worker,
                        via,
                    },
                }
            } else {
                Session::Open {
                    connection,
                    worker,
                    via,
                }
            }
        }
        Ok(Opened::SignedOut(environment, why, worker)) => Session::SignedOut {
            environment: Box::new(environment),
            why,
            worker,
        },
        Err((error, worker)) => Session::Failed {
            environment,
            error,
            worker,
        },
    }
}

/// The session a renewal of the stored sign-in makes: open with the renewed token (kept in
/// the keyring, or for this session only if the keyring refused it), or signed out, saying
/// why. The worker stays, to sign in again with.
fn renewed(
    connection: Box<Connection>,
    worker: Worker,
    mut via: Via,
    result: Result<Option<Renewed>, FreshTokenError>,
) -> Session {
    let why = match result {
        Ok(Some(renewed)) => {
            if let Via::Browser(identity) = &mut via {
                identity.expires_at = renewed.expires_at;
                identity.kept = renewed.kept;
            }
            return Session::Open {
                connection,
                worker,
                via,
            };
        }
        Ok(None) => None,
        Err(err) => {
            // The plain sentence for the panel; the provider's or keyring's words to the log.
            let explained = err.explained();
            let english = crate::i18n::in_english(|| err.explained().plain);
            tracing::warn!(details = %explained.details, "{english}");
            Some(explained.plain)
        }
    };
    Session::SignedOut {
        environment: Box::new(connection.environment),
        why,
        worker,
    }
}

/// What the keyring holds for `environment` ([`StoredSignIn::read`]), as the session starts
/// with it: a browser sign-in's tokens come with the renewal the session renews them with
/// (first of all, if they are about to expire). Reads the keyring: run it off the UI thread.
fn stored_sign_in(environment: Environment, store: &CredentialStore) -> Start {
    let given = std::env::var(provider::CLIENT_SECRET_VAR)
        .ok()
        .map(Secret::new);
    let signed_out = |environment, why| Start::SignedOut { environment, why };
    let (tokens, provider) = match StoredSignIn::read(&environment, store, given) {
        Ok(StoredSignIn::BuiltInSandbox) => return Start::connect(environment, None),
        Ok(StoredSignIn::ApiKey(key)) => {
            return Start::connect(environment, Some(Credential::ApiKey(key)));
        }
        Ok(StoredSignIn::Browser { tokens, provider }) => (tokens, provider),
        Ok(StoredSignIn::Nothing) => return signed_out(environment, None),
        Ok(StoredSignIn::AppOnly(_)) => {
            let why = crate::tr!("session-app-only", environment = environment.name.as_str());
            return signed_out(environment, Some(why));
        }
        Err(NotUsable::Keyring(KeyringError::Unavailable(_))) => {
            let why = crate::tr!("session-no-keyring");
            return signed_out(environment, Some(why));
        }
        Err(NotUsable::Keyring(other)) => {
            let why = other.explained();
            tracing::warn!(details = %why.details, "the keyring could not be read");
            let why = crate::tr!("session-keyring-unreadable", problem = why.plain);
            return signed_out(environment, Some(why));
        }
        Err(NotUsable::Provider(why)) => {
            let why = crate::tr!(
                "session-browser-sign-in-unusable",
                environment = environment.name.as_str(),
                problem = why
            );
            return signed_out(environment, Some(why));
        }
    };
    let renewal = Arc::new(KeyringRenewal::new(
        store.clone(),
        environment.name.clone(),
        provider,
    ));
    let identity = BrowserIdentity {
        user_uuid: tokens.user_uuid,
        claims: None,
        signature_alg: None,
        expires_at: tokens.expires_at,
        kept: Kept::Keyring,
    };
    Start::Connect {
        environment,
        renew: (!tokens.is_fresh(now())).then(|| RenewStored(renewal.clone())),
        renewal: Some((renewal, tokens.expires_at)),
        credential: Some(Credential::AccessToken(tokens.access_token)),
        via: Via::Browser(Box::new(identity)),
    }
}

fn resolve(
    choice: Option<EnvironmentChoice>,
    config_path: Option<std::path::PathBuf>,
) -> Result<Environment, String> {
    if let Some(EnvironmentChoice::Custom(url)) = &choice {
        return config::custom_environment(url).map_err(|e| e.to_string());
    }
    let config = match config_path {
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
pub fn environment_names(config_path: Option<&std::path::Path>) -> Vec<String> {
    config_path
        .and_then(|path| Config::load(path).ok())
        .unwrap_or_default()
        .environment_names()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_that_could_not_open_keeps_a_worker_that_tests_addresses() {
        let folder = tempfile::tempdir().unwrap();
        let config = folder.path().join("config.toml");
        std::fs::write(&config, "[environments.broken\n").unwrap();
        let mut session = Session::open_choice_in(
            Some(EnvironmentChoice::Named("broken".into())),
            Some(config),
            CredentialStore::new("directory-desk-test-untouched"),
            || {},
        );
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        while matches!(session, Session::Opening { .. }) {
            assert!(std::time::Instant::now() < deadline, "the session opens");
            session.poll();
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert!(matches!(session, Session::Failed { .. }));
        assert!(session.worker().is_none(), "nothing to sign in with");
        // A port just freed: nothing listens there, and the worker says so.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let worker = session.any_worker().expect("a worker without a directory");
        worker.send(Command::Probe {
            task: crate::worker::TaskId(7),
            base_url: format!("http://127.0.0.1:{port}/v2/"),
            auth_url: None,
        });
        match worker.next() {
            Some(Event::Probed { task, lines }) => {
                assert_eq!(task, crate::worker::TaskId(7));
                assert!(
                    lines[0].1.starts_with("The directory did not answer"),
                    "{lines:?}"
                );
            }
            other => panic!("the probe's answer, not {other:?}"),
        }
    }
}
