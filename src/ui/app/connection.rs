//! What the Connection settings dialog asks for, done off the UI thread on the background
//! channel: reading an environment's settings (the file) and whether its client secret is
//! stored (the keyring); saving (the file through `config::edit`, then the keyring);
//! removing an environment. Test connection, which reaches the directory and the sign-in
//! address, goes to a worker (`worker/probe.rs`): the session's, or the one a failed session
//! keeps. The team section's requests are `team.rs`'s. A saved environment the app is on is
//! opened again at once, so its new settings (a browser sign-in) work straight away.

use std::path::Path;

use super::{Busy, DeskApp, Done};
use crate::auth::CredentialStore;
use crate::config::Config;
use crate::config::edit::{self, Change};
use crate::ui::connection_settings::{
    self, Loaded, Probe, Request, Save, SecretChange, TeamLoaded, Unreadable,
};
use crate::ui::session::{self, EnvironmentChoice, Session};
use crate::worker::Command;

/// What a Connection settings job reports.
pub enum Finished {
    Loaded(Box<Result<Loaded, Unreadable>>),
    Saved {
        environment: String,
        /// Whether the app should open it now (a new environment).
        open: bool,
        result: Result<String, String>,
    },
    Removed {
        environment: String,
        result: Result<String, String>,
    },
    /// The team section's *Leave* (`ui/app/team.rs`).
    LeftTeam {
        directory: String,
        result: Result<String, String>,
    },
}

impl DeskApp {
    pub(super) fn apply_connection(&mut self, request: Request, ctx: &egui::Context) {
        let path = self.config_path.clone();
        let store = self.credentials.clone();
        let job = move |finished: Finished| Done::Connection(Box::new(finished));
        match request {
            Request::Open(name) => self.background.start(
                Busy::Connection,
                move || {
                    job(Finished::Loaded(Box::new(load(
                        path.as_deref(),
                        &name,
                        &store,
                    ))))
                },
                ctx,
            ),
            Request::Add => self.panels.account.settings.loaded(Ok(Loaded {
                environment: String::new(),
                entry: Default::default(),
                defaults: connection_settings::defaults_of(""),
                secret_stored: Ok(false),
                team: None,
            })),
            Request::Save(save) => {
                let (environment, open) = (save.environment.clone(), save.added);
                self.background.start(
                    Busy::Connection,
                    move || {
                        let result = write(path.as_deref(), *save, &store);
                        job(Finished::Saved {
                            environment,
                            open,
                            result,
                        })
                    },
                    ctx,
                );
            }
            Request::Reset(environment) => self.background.start(
                Busy::Connection,
                move || {
                    let change = Change::Reset {
                        environment: environment.clone(),
                    };
                    let result = in_file(path.as_deref(), &[change]).map(|()| {
                        crate::tr!("app-settings-reset", environment = environment.as_str())
                    });
                    job(Finished::Saved {
                        environment,
                        open: false,
                        result,
                    })
                },
                ctx,
            ),
            Request::Remove(environment) => self.background.start(
                Busy::Connection,
                move || {
                    let result = remove(path.as_deref(), &environment, &store);
                    job(Finished::Removed {
                        environment,
                        result,
                    })
                },
                ctx,
            ),
            Request::Test(probe) => self.test_connection(probe),
            Request::Team(request) => self.apply_team(request, ctx),
            Request::OpenFolder(folder) => {
                if let Err(problem) = self.panels.help.open(&folder, true) {
                    self.notices.problem(problem);
                }
            }
        }
    }

    pub(super) fn on_connection(&mut self, finished: Finished, ctx: &egui::Context) {
        let settings = &mut self.panels.account.settings;
        match finished {
            Finished::Loaded(loaded) => settings.loaded(*loaded),
            Finished::Saved {
                environment,
                open,
                result,
            } => {
                settings.saved(&result);
                if let Ok(news) = result {
                    self.notices.push(news);
                    self.refresh_environment_names(ctx);
                    if open || self.is_on(&environment) {
                        self.open_named(Some(environment), ctx);
                    }
                }
            }
            Finished::Removed {
                environment,
                result,
            } => {
                settings.removed(&result);
                match result {
                    Ok(news) => {
                        self.notices.push(news);
                        self.refresh_environment_names(ctx);
                        if self.is_on(&environment) {
                            self.open_named(None, ctx);
                        }
                    }
                    Err(problem) => self.notices.problem(problem),
                }
            }
            Finished::LeftTeam { directory, result } => self.on_team_left(&directory, result),
        }
    }

    /// Test connection, on a worker: the session's, or the one a failed session keeps; none
    /// while the session opens, which the form is told.
    fn test_connection(&mut self, probe: Probe) {
        match self.session.any_worker() {
            Some(worker) => worker.send(Command::Probe {
                task: probe.task,
                base_url: probe.base_url,
                auth_url: probe.auth_url,
            }),
            None => self.panels.account.settings.tested(
                probe.task,
                vec![(false, crate::tr!("app-test-while-opening"))],
            ),
        }
    }

    /// Reads the picker's names again (the file changed).
    pub(super) fn refresh_environment_names(&mut self, ctx: &egui::Context) {
        let path = self.config_path.clone();
        self.background.start(
            Busy::EnvironmentNames,
            move || Done::EnvironmentNames(session::environment_names(path.as_deref())),
            ctx,
        );
    }

    fn is_on(&self, environment: &str) -> bool {
        self.session.environment().map(|e| e.name.as_str()) == Some(environment)
    }

    /// Opens `environment` (the configured default when `None`) as it is now configured.
    fn open_named(&mut self, environment: Option<String>, ctx: &egui::Context) {
        let choice = environment.map(EnvironmentChoice::Named);
        self.persisted.environment = choice.clone();
        let ctx = ctx.clone();
        let session = Session::open_choice_in(
            choice,
            self.config_path.clone(),
            self.credentials.clone(),
            move || ctx.request_repaint(),
        );
        self.switch_to(session);
    }
}

pub(super) fn no_file() -> String {
    crate::tr!("app-no-config-folder")
}

/// What the form for `name` starts from: the file's table, the defaults, the keyring's word.
fn load(path: Option<&Path>, name: &str, store: &CredentialStore) -> Result<Loaded, Unreadable> {
    let folder = path.and_then(Path::parent).map(Path::to_path_buf);
    let config = match path {
        // The configuration's own words are English, as the command line says them.
        Some(path) => Config::load(path).map_err(|err| Unreadable {
            problem: crate::tr!("app-config-unreadable", problem = err.to_string()),
            folder: folder.clone(),
        })?,
        None => {
            return Err(Unreadable {
                problem: no_file(),
                folder: None,
            });
        }
    };
    let secret_stored = store
        .client_secret(name)
        .map(|secret| secret.is_some())
        .map_err(|e| e.to_string());
    Ok(Loaded {
        environment: name.to_owned(),
        entry: config.environments.get(name).cloned().unwrap_or_default(),
        defaults: connection_settings::defaults_of(name),
        secret_stored,
        team: team_of(&config, name),
    })
}

/// The team section's start: `name`'s directory, the team it joined, the coordinator's name.
fn team_of(config: &Config, name: &str) -> Option<TeamLoaded> {
    let directory = config.environment(name).ok()?.directory_key();
    let entry = config.teams.get(&directory);
    Some(TeamLoaded {
        joined: entry.map(|e| (e.url.clone(), e.coordinator.clone())),
        coordinator: entry
            .map(|e| e.coordinator.clone())
            .or_else(crate::worker::system_user)
            .unwrap_or_default(),
        directory,
    })
}

/// Makes `changes` to the file, or says why nothing was written.
fn in_file(path: Option<&Path>, changes: &[Change]) -> Result<(), String> {
    let path = path.ok_or_else(no_file)?;
    edit::edit(path, changes)
        .map(drop)
        .map_err(|err| err.to_string())
}

/// A save: the file first (all of it or nothing), then the keyring.
fn write(path: Option<&Path>, save: Save, store: &CredentialStore) -> Result<String, String> {
    let name = &save.environment;
    in_file(path, &save.changes)?;
    let added = save
        .changes
        .iter()
        .any(|change| matches!(change, Change::Add { .. }));
    if added {
        // Secrets an earlier environment of this name left in the keyring belong to another
        // directory: they go before anything is kept for this one.
        crate::auth::tokens::forget_environment(store, name).map_err(|err| {
            crate::tr!(
                "app-added-keyring-not-cleared",
                environment = name.as_str(),
                problem = err.to_string()
            )
        })?;
    }
    // One sentence for each outcome, so that each language words it whole.
    let saved = match save.secret {
        SecretChange::Keep => Ok("app-settings-saved"),
        SecretChange::Replace(secret) => store
            .save_client_secret(name, &secret)
            .map(|()| "app-settings-saved-secret-kept"),
        SecretChange::Forget => store
            .forget_client_secret(name)
            .map(|()| "app-settings-saved-secret-removed"),
    };
    match saved {
        Ok(id) => Ok(crate::tr!(id, environment = name.as_str())),
        Err(err) => Err(crate::tr!(
            "app-settings-saved-keyring-failed",
            problem = err.to_string()
        )),
    }
}

fn remove(path: Option<&Path>, name: &str, store: &CredentialStore) -> Result<String, String> {
    in_file(
        path,
        &[Change::Remove {
            environment: name.to_owned(),
        }],
    )?;
    match crate::auth::tokens::forget_environment(store, name) {
        Ok(()) => Ok(crate::tr!("app-environment-removed", environment = name)),
        Err(err) => Ok(crate::tr!(
            "app-environment-removed-keyring-failed",
            environment = name,
            problem = err.to_string()
        )),
    }
}
