//! What the Connection settings' *Team database* section asks for. Joining and *Status*
//! go to the session's worker (`Command::Team`): the server on its runtime, then the desk id,
//! the keyring and the configuration file on its blocking threads. Leaving needs no server:
//! it is a background job (the file, then the keyring). Once joined or left, the session's
//! environment knows it at once (`Session::team_changed`), so the window's refusal to send
//! to a directory in a team switches on or off without opening anything again.

use super::connection::{Finished, no_file};
use super::{Busy, DeskApp, Done};
use crate::ui::connection_settings::TeamRequest;
use crate::worker::{Command, JoinTeam, Left, TeamCommand, TeamEvent};

impl DeskApp {
    pub(super) fn apply_team(&mut self, request: TeamRequest, ctx: &egui::Context) {
        match request {
            TeamRequest::Join {
                task,
                directory,
                url,
                password,
                coordinator,
            } => {
                let Some(config) = self.config_path.clone() else {
                    return self.panels.account.settings.team_not_asked(no_file());
                };
                let Some(data_folder) = self.data_folder() else {
                    return self.panels.account.settings.team_not_asked(
                        "This system has no data folder for this desk's id; set \
                         DIRECTORY_DESK_DATA to a folder."
                            .into(),
                    );
                };
                self.give_worker(Command::Team(TeamCommand::Join(Box::new(JoinTeam {
                    task,
                    directory,
                    url,
                    password,
                    coordinator,
                    config,
                    data_folder,
                    store: self.credentials.clone(),
                }))));
            }
            TeamRequest::Status {
                task,
                directory,
                url,
            } => self.give_worker(Command::Team(TeamCommand::Status {
                task,
                directory,
                url,
                store: self.credentials.clone(),
            })),
            TeamRequest::Leave { directory } => {
                let (path, store) = (self.config_path.clone(), self.credentials.clone());
                self.background.start(
                    Busy::Connection,
                    move || {
                        let result = match &path {
                            Some(path) => crate::worker::leave_team(path, &directory, &store)
                                .map(|left| said_of(&left, &directory)),
                            None => Err(no_file()),
                        };
                        Done::Connection(Box::new(Finished::LeftTeam { directory, result }))
                    },
                    ctx,
                );
            }
        }
    }

    /// Gives `command` to the session's worker (an open, signed-out or failed session's), or
    /// tells the section there is none (the session is opening).
    fn give_worker(&mut self, command: Command) {
        match self.session.any_worker() {
            Some(worker) => worker.send(command),
            None => self.panels.account.settings.team_not_asked(
                "The session is still being opened, and the team database is reached through \
                 it: try again in a moment."
                    .into(),
            ),
        }
    }

    pub(super) fn on_team(&mut self, event: TeamEvent) {
        let settings = &mut self.panels.account.settings;
        match event {
            TeamEvent::Joined {
                task,
                directory,
                result,
            } => {
                settings.team_joined(task, &result);
                if let Ok(joined) = result {
                    self.notices.push(format!(
                        "Joined the team database at {} for {} as {}.",
                        joined.url.host(),
                        crate::store::directory_label(&directory),
                        joined.coordinator
                    ));
                    let joined = crate::team::TeamJoined {
                        url: joined.url,
                        coordinator: joined.coordinator,
                    };
                    self.session.team_changed(&directory, Some(joined));
                }
            }
            TeamEvent::Status { task, result } => settings.team_checked(task, &result),
        }
    }

    pub(super) fn on_team_left(&mut self, directory: &str, result: Result<String, String>) {
        self.panels.account.settings.team_left(&result);
        match result {
            Ok(news) => {
                self.notices.push(news);
                self.session.team_changed(directory, None);
            }
            Err(problem) => self.notices.problem(format!(
                "Could not leave the team database: {problem}. The configuration is as it was."
            )),
        }
    }
}

/// What leaving did, in words.
fn said_of(left: &Left, directory: &str) -> String {
    let label = crate::store::directory_label(directory);
    match left {
        Left::NotJoined => format!("This desk was in no team database for {label}."),
        Left::Left {
            url,
            keyring_problem,
        } => {
            let keyring = keyring_problem
                .as_ref()
                .map(|problem| {
                    format!(" Its password could not be removed from the OS keyring: {problem}.")
                })
                .unwrap_or_default();
            format!(
                "Left the team database {url} for {label}; its records stay on the server for \
                 the other desks.{keyring}"
            )
        }
    }
}
