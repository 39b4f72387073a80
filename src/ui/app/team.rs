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
                    return self
                        .panels
                        .account
                        .settings
                        .team_not_asked(crate::tr!("app-no-data-folder"));
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
            None => self
                .panels
                .account
                .settings
                .team_not_asked(crate::tr!("app-team-while-opening")),
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
                    self.notices.push(crate::tr!(
                        "app-team-joined",
                        host = joined.url.host(),
                        directory = super::directory_label(&directory),
                        coordinator = joined.coordinator.as_str()
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
            Err(problem) => self
                .notices
                .problem(crate::tr!("app-team-leave-failed", problem = problem)),
        }
    }
}

/// What leaving did, in words.
fn said_of(left: &Left, directory: &str) -> String {
    let label = super::directory_label(directory);
    match left {
        Left::NotJoined => crate::tr!("app-team-not-joined", directory = label),
        Left::Left {
            url,
            keyring_problem: None,
        } => crate::tr!("app-team-left", url = url.to_string(), directory = label),
        Left::Left {
            url,
            keyring_problem: Some(problem),
        } => crate::tr!(
            "app-team-left-keyring-failed",
            url = url.to_string(),
            directory = label,
            problem = problem.to_string()
        ),
    }
}
