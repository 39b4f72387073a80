//! Joining, asking after and leaving a directory's team database (see [`crate::team`]), for
//! both front ends: `cli/team.rs` (`directory-desk team join|status|leave`) calls the
//! functions here on its own runtime, and the window's Connection settings sends
//! [`TeamCommand`]s, which the worker runs on its runtime (the network) and its blocking
//! threads (the desk id's file, the keyring, the configuration file), answering with a
//! [`TeamEvent`].
//!
//! Joining is all or nothing on this desk: the server is reached, its schema brought up to
//! date and this desk counted in first; only then is a password kept in the OS keyring, and
//! last the URL (never with a password) and the coordinator's name written to the
//! configuration, `[teams."DIRECTORY"]`. Leaving removes both; the records stay on the
//! server for the other desks.

use std::path::{Path, PathBuf};

use uuid::Uuid;

use super::{Event, TaskId};
use crate::auth::CredentialStore;
use crate::config::edit::{Change, edit};
use crate::config::{Config, TeamEntry};
use crate::secret::Secret;
use crate::team::{Desk, Team, TeamError, TeamStatus, TeamUrl};

#[derive(Debug)]
pub enum TeamCommand {
    /// Joins the team database at `url` for `directory`, then keeps it (see the module's
    /// doc); answered with [`TeamEvent::Joined`].
    Join(Box<JoinTeam>),
    /// Asks the team database at `url` how it is for `directory` (with the password the
    /// keyring of `store` holds for it, if any); answered with [`TeamEvent::Status`].
    Status {
        task: TaskId,
        directory: String,
        url: TeamUrl,
        store: CredentialStore,
    },
}

/// What joining needs: the server, this desk, and where it keeps what it joined.
#[derive(Debug)]
pub struct JoinTeam {
    pub task: TaskId,
    pub directory: String,
    pub url: TeamUrl,
    /// Given apart from the URL (the URL's own is used when this is `None`).
    pub password: Option<Secret>,
    pub coordinator: String,
    /// The configuration file that names the team.
    pub config: PathBuf,
    /// The data folder holding this desk's id.
    pub data_folder: PathBuf,
    pub store: CredentialStore,
}

#[derive(Debug)]
pub enum TeamEvent {
    /// The answer to [`TeamCommand::Join`]: joined (what the team holds now), or why this
    /// desk did not join (nothing was kept).
    Joined {
        task: TaskId,
        directory: String,
        result: Result<Joined, String>,
    },
    /// The answer to [`TeamCommand::Status`].
    Status {
        task: TaskId,
        result: Result<TeamStatus, TeamError>,
    },
}

/// A desk that joined: the URL as kept (no password), and what the team holds.
#[derive(Debug, Clone)]
pub struct Joined {
    /// Without a password, as kept in the configuration.
    pub url: TeamUrl,
    pub coordinator: String,
    pub status: TeamStatus,
    /// Whether a password was kept in the OS keyring.
    pub password_kept: bool,
}

/// Runs `command` on a task of its own, answering through `emit`.
pub(super) fn run(command: TeamCommand, emit: impl Fn(Event) + Send + Sync + 'static) {
    match command {
        TeamCommand::Join(join) => {
            tokio::spawn(async move {
                let (task, directory) = (join.task, join.directory.clone());
                let result = join_and_keep(*join).await;
                emit(Event::Team(TeamEvent::Joined {
                    task,
                    directory,
                    result,
                }));
            });
        }
        TeamCommand::Status {
            task,
            directory,
            url,
            store,
        } => {
            tokio::spawn(async move {
                let result = status(&url, &directory, store).await;
                emit(Event::Team(TeamEvent::Status { task, result }));
            });
        }
    }
}

async fn join_and_keep(join: JoinTeam) -> Result<Joined, String> {
    let JoinTeam {
        directory,
        url,
        password,
        coordinator,
        config,
        data_folder,
        store,
        ..
    } = join;
    let coordinator = coordinator.trim().to_owned();
    let id = blocking(move || desk_id(&data_folder)).await?;
    let desk = Desk { id, coordinator };
    let password = password.or_else(|| url.password().cloned());
    let mut team = Team::connect(&url, password.as_ref())
        .await
        .map_err(|err| err.to_string())?;
    let status = join_team(&mut team, &directory, &desk)
        .await
        .map_err(|err| err.to_string())?;
    let joined = Joined {
        url: url.clone(),
        coordinator: desk.coordinator.clone(),
        status,
        password_kept: password.is_some(),
    };
    blocking(move || {
        keep_joined(
            &config,
            &directory,
            &url,
            &desk.coordinator,
            password.as_ref(),
            &store,
        )
    })
    .await?;
    Ok(joined)
}

async fn status(
    url: &TeamUrl,
    directory: &str,
    store: CredentialStore,
) -> Result<TeamStatus, TeamError> {
    let key = directory.to_owned();
    let password = tokio::task::spawn_blocking(move || stored_password(&store, &key))
        .await
        .ok()
        .flatten();
    let team = Team::connect(url, password.as_ref()).await?;
    team.status(directory).await
}

/// Runs file or keyring work on a blocking thread.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, String> + Send + 'static,
) -> Result<T, String> {
    tokio::task::spawn_blocking(work)
        .await
        .unwrap_or_else(|err| Err(format!("the work stopped unexpectedly: {err}")))
}

/// On a connected `team`: brings its schema up to date, counts `desk` in for `directory`,
/// and says what the team holds now.
pub async fn join_team(
    team: &mut Team,
    directory: &str,
    desk: &Desk,
) -> Result<TeamStatus, TeamError> {
    team.migrate().await?;
    team.join(directory, desk).await?;
    team.status(directory).await
}

/// Keeps a team joined: `password` (if any) in the OS keyring first, since a configuration
/// naming a team whose password was lost would only fail later; then the URL, without a
/// password, and the coordinator in the configuration file at `config`. Says why, if
/// either could not be kept (the keyring first: then nothing was written).
pub fn keep_joined(
    config: &Path,
    directory: &str,
    url: &TeamUrl,
    coordinator: &str,
    password: Option<&Secret>,
    store: &CredentialStore,
) -> Result<(), String> {
    if let Some(password) = password {
        store
            .save_team_password(directory, password)
            .map_err(|err| {
                format!(
                    "{err}; the team database's password can only be kept in the OS keyring, so \
                     this desk did not join"
                )
            })?;
    }
    edit(
        config,
        &[Change::JoinTeam {
            directory: directory.to_owned(),
            url: url.as_str().to_owned(),
            coordinator: coordinator.to_owned(),
        }],
    )
    .map(drop)
    .map_err(|err| err.to_string())
}

/// What leaving did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Left {
    /// The directory had no team database.
    NotJoined,
    /// Its URL left the configuration; the keyring's password too, unless `keyring_problem`.
    Left {
        url: String,
        keyring_problem: Option<String>,
    },
}

/// Leaves `directory`'s team database: its URL leaves the configuration file at `config`,
/// then its password the keyring. The server is not asked: its records stay for the other
/// desks. An error means the configuration is as it was.
pub fn leave_team(config: &Path, directory: &str, store: &CredentialStore) -> Result<Left, String> {
    let config_read = Config::load(config).map_err(|err| err.to_string())?;
    let Some(TeamEntry { url, .. }) = config_read.teams.get(directory) else {
        return Ok(Left::NotJoined);
    };
    edit(
        config,
        &[Change::LeaveTeam {
            directory: directory.to_owned(),
        }],
    )
    .map_err(|err| err.to_string())?;
    let keyring_problem = store
        .forget_team_password(directory)
        .err()
        .map(|err| err.to_string());
    Ok(Left::Left {
        url: url.clone(),
        keyring_problem,
    })
}

/// The password kept for `directory`, if the keyring has one (a keyring that is not there
/// only means none: a server that wants one then says so).
pub fn stored_password(store: &CredentialStore, directory: &str) -> Option<Secret> {
    store.team_password(directory).ok().flatten()
}

/// The name a desk's coordinator goes by unless given one: the system user's.
pub fn system_user() -> Option<String> {
    ["USER", "USERNAME"]
        .iter()
        .find_map(|key| std::env::var(key).ok())
        .filter(|name| !name.trim().is_empty())
}

/// This data folder's desk id (`team-desk-id`): made once, then read, so that two data
/// folders are two desks.
pub fn desk_id(folder: &Path) -> Result<Uuid, String> {
    let file = folder.join("team-desk-id");
    match std::fs::read_to_string(&file) {
        Ok(text) => Uuid::parse_str(text.trim()).map_err(|_| {
            format!(
                "{} does not hold a desk id; remove it and join again",
                file.display()
            )
        }),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            let id = Uuid::new_v4();
            std::fs::create_dir_all(folder)
                .and_then(|()| std::fs::write(&file, format!("{id}\n")))
                .map_err(|err| format!("cannot write {}: {err}", file.display()))?;
            Ok(id)
        }
        Err(err) => Err(format!("cannot read {}: {err}", file.display())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_desk_id_is_made_once_then_read() {
        let folder = tempfile::tempdir().unwrap();
        let first = desk_id(&folder.path().join("data")).unwrap();
        assert_eq!(desk_id(&folder.path().join("data")).unwrap(), first);
        std::fs::write(folder.path().join("data/team-desk-id"), "not an id").unwrap();
        let problem = desk_id(&folder.path().join("data")).unwrap_err();
        assert!(problem.contains("does not hold a desk id"), "{problem}");
    }

    #[test]
    fn leaving_a_directory_without_a_team_changes_nothing() {
        let folder = tempfile::tempdir().unwrap();
        let config = folder.path().join("config.toml");
        let text = "# mine\n[environments.test]\nbase_url = \"https://d.example/v2/\"\n";
        std::fs::write(&config, text).unwrap();
        let store = CredentialStore::new("directory-desk-test-untouched");
        assert_eq!(
            leave_team(&config, "https://d.example/v2/", &store),
            Ok(Left::NotJoined)
        );
        assert_eq!(std::fs::read_to_string(&config).unwrap(), text);
    }
}
