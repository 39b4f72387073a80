//! `directory-desk team join|status|leave`: this desk's team database (see [`crate::team`]),
//! per directory. The URL (without a password) and the coordinator's name go in the
//! configuration file, `[teams."DIRECTORY"]`; a password, when the server wants one, in the
//! OS keyring; this desk's id in its data folder (`team-desk-id`), so that two data folders
//! are two desks.
//!
//! `send` reads the team before a job is written (`cli/team_guard.rs`); the window does
//! not yet, so it refuses to send to a directory with a team database: every command here
//! says so.

use std::io::{BufRead, IsTerminal};
use std::path::Path;

use clap::{Args, Subcommand};
use uuid::Uuid;

use super::{GlobalOptions, Outcome, usage_error};
use crate::auth::CredentialStore;
use crate::config::{self, Config};
use crate::secret::Secret;
use crate::team::{Desk, SchemaState, Team, TeamError, TeamUrl};
use crate::worker::{Left, join_team, keep_joined, leave_team, system_user};

#[derive(Args, Debug)]
pub struct TeamArgs {
    #[command(subcommand)]
    command: TeamCommand,
}

#[derive(Subcommand, Debug)]
enum TeamCommand {
    /// Join the team database at URL (postgres://USER@HOST[:PORT]/DATABASE) for this
    /// environment's directory. TLS is required for any host but this machine.
    Join {
        url: String,
        /// Read the password from the first line of standard input. Without it, a password
        /// is asked on the terminal, only if the server wants one.
        #[arg(long)]
        password_stdin: bool,
        /// The coordinator's name, as colleagues see it (default: the one given before, else
        /// the system user's name).
        #[arg(long, value_name = "COORDINATOR")]
        name: Option<String>,
    },
    /// Whether the team database answers, its schema, and how many desks and records it
    /// holds for this directory.
    Status,
    /// Stop using the team database for this directory: its URL leaves the configuration
    /// and its password the keyring. Its records stay on the server for the other desks.
    Leave,
}

pub fn run(args: TeamArgs, global: &GlobalOptions) -> Outcome {
    let Some(path) = global.config.clone().or_else(config::default_path) else {
        return usage_error("this system has no configuration folder; set DIRECTORY_DESK_CONFIG");
    };
    let result = (|| {
        let environment = super::resolve_environment(global)?;
        let directory = environment.directory_key();
        match args.command {
            TeamCommand::Join {
                url,
                password_stdin,
                name,
            } => join(&path, &directory, &url, password_stdin, name),
            TeamCommand::Status => status(&path, &directory),
            TeamCommand::Leave => leave(&path, &directory),
        }
    })();
    result.unwrap_or_else(|outcome| outcome)
}

fn join(
    path: &Path,
    directory: &str,
    url: &str,
    password_stdin: bool,
    name: Option<String>,
) -> Result<Outcome, Outcome> {
    let url = TeamUrl::parse(url).map_err(usage_error)?;
    if let Some(password) = url.password() {
        crate::diagnostics::redact::register_secret(password);
        eprintln!(
            "warning: a password in the URL is seen by other programs on this machine while the \
             command runs; --password-stdin keeps it out of sight"
        );
    }
    let config = Config::load(path).map_err(usage_error)?;
    let coordinator = name
        .or_else(|| config.teams.get(directory).map(|t| t.coordinator.clone()))
        .or_else(system_user)
        .ok_or_else(|| usage_error("give the coordinator's name with --name"))?;
    let mut password = if password_stdin {
        Some(password_from_stdin()?)
    } else {
        url.password().cloned()
    };
    let desk = Desk {
        id: desk_id(&super::data_folder()?)?,
        coordinator: coordinator.trim().to_owned(),
    };
    let runtime = runtime()?;
    let team = runtime.block_on(async {
        let team = match Team::connect(&url, password.as_ref()).await {
            Err(TeamError::NeedsPassword { .. })
                if password.is_none() && std::io::stdin().is_terminal() =>
            {
                password = Some(password_from_terminal(&url)?);
                Team::connect(&url, password.as_ref()).await
            }
            other => other,
        };
        let mut team = team.map_err(team_failed)?;
        let status = join_team(&mut team, directory, &desk)
            .await
            .map_err(team_failed)?;
        Ok::<_, Outcome>((team, status))
    });
    let (team, status) = team?;
    keep_joined(
        path,
        directory,
        &url,
        &desk.coordinator,
        password.as_ref(),
        &CredentialStore::default(),
    )
    .map_err(usage_error)?;
    println!(
        "joined the team database at {} for {} as {} (schema version {}; {})",
        team.url().host(),
        crate::store::directory_label(directory),
        desk.coordinator,
        schema_version(&status.schema),
        crate::words::count(status.desks as usize, "desk"),
    );
    if password.is_some() {
        println!("its password is kept in the OS keyring, not in the configuration file");
    }
    Ok(Outcome::Done)
}

fn status(path: &Path, directory: &str) -> Result<Outcome, Outcome> {
    let config = Config::load(path).map_err(usage_error)?;
    let label = crate::store::directory_label(directory);
    let Some(entry) = config.teams.get(directory) else {
        println!(
            "no team database for {label}: this desk works alone (`directory-desk team join URL`)"
        );
        return Ok(Outcome::Done);
    };
    let url = entry.team_url().map_err(usage_error)?;
    println!("team database: {url}");
    println!("directory: {label}");
    println!("coordinator: {}", entry.coordinator);
    let password = stored_password(directory);
    let runtime = runtime()?;
    let found = runtime.block_on(async {
        let team = Team::connect(&url, password.as_ref()).await?;
        team.status(directory).await
    });
    match found {
        Ok(status) => {
            println!("connected: yes");
            println!("schema version: {}", schema_version(&status.schema));
            println!(
                "records for this directory: {}, {}, {}, {}",
                crate::words::count(status.desks as usize, "desk"),
                crate::words::count(status.do_not_contact as usize, "do-not-contact mark"),
                crate::words::count(status.contacts as usize, "contact"),
                crate::words::count(status.claims as usize, "live claim"),
            );
            Ok(Outcome::Done)
        }
        Err(err) => {
            println!("connected: no");
            eprintln!("error: {err}");
            Ok(Outcome::SomeFailed)
        }
    }
}

fn leave(path: &Path, directory: &str) -> Result<Outcome, Outcome> {
    let label = crate::store::directory_label(directory);
    match leave_team(path, directory, &CredentialStore::default()).map_err(usage_error)? {
        Left::NotJoined => println!("no team database for {label}: nothing to leave"),
        Left::Left {
            url,
            keyring_problem,
        } => {
            if let Some(problem) = keyring_problem {
                eprintln!(
                    "warning: the team database's password could not be removed from the \
                     keyring: {problem}"
                );
            }
            println!(
                "left the team database {url} for {label}; its records stay on the server for the other desks"
            );
        }
    }
    Ok(Outcome::Done)
}

fn schema_version(schema: &SchemaState) -> String {
    schema.to_string()
}

/// The error, then the outcome: a server that refused or is away is a failure, not a usage
/// error.
fn team_failed(err: TeamError) -> Outcome {
    eprintln!("error: {err}");
    match err {
        TeamError::BadUrl(_) | TeamError::BadInput(_) => Outcome::Usage,
        TeamError::Refused { .. } | TeamError::NeedsPassword { .. } => Outcome::AuthFailed,
        _ => Outcome::SomeFailed,
    }
}

pub(super) fn runtime() -> Result<tokio::runtime::Runtime, Outcome> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|err| usage_error(format!("cannot start a runtime: {err}")))
}

/// The team database `directory` joined, as written in the configuration, and this desk;
/// `None` when it has none.
pub(super) fn team_of(
    global: &GlobalOptions,
    directory: &str,
) -> Result<Option<(TeamUrl, Desk)>, Outcome> {
    let Some(entry) = team_entry(global, directory)? else {
        return Ok(None);
    };
    let url = entry.team_url().map_err(usage_error)?;
    let desk = Desk {
        id: desk_id(&super::data_folder()?)?,
        coordinator: entry.coordinator.clone(),
    };
    Ok(Some((url, desk)))
}

/// The name the team knows this desk by for `directory` (`[teams."DIRECTORY"]
/// coordinator`), if it joined one. Read alone: nothing else of the team's entry (the desk's
/// id in the data folder, the database) has a say in who recorded an answer.
pub(super) fn coordinator_of(
    global: &GlobalOptions,
    directory: &str,
) -> Result<Option<String>, Outcome> {
    Ok(team_entry(global, directory)?.map(|entry| entry.coordinator))
}

/// `directory`'s entry in the configuration's `[teams]`, if it joined a team.
fn team_entry(
    global: &GlobalOptions,
    directory: &str,
) -> Result<Option<config::TeamEntry>, Outcome> {
    let Some(path) = global.config.clone().or_else(config::default_path) else {
        return Ok(None);
    };
    let mut config = Config::load(&path).map_err(usage_error)?;
    Ok(config.teams.remove(directory))
}

/// The password kept for `directory`, if the keyring has one (a keyring that is not there
/// only means none: a server that wants one then says so).
pub(super) fn stored_password(directory: &str) -> Option<Secret> {
    crate::worker::stored_password(&CredentialStore::default(), directory)
}

fn password_from_stdin() -> Result<Secret, Outcome> {
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|err| {
            usage_error(format!(
                "cannot read the password from standard input: {err}"
            ))
        })?;
    let password = Secret::new(line.trim_end_matches(['\r', '\n']));
    if password.expose().is_empty() {
        return Err(usage_error("--password-stdin read an empty password"));
    }
    crate::diagnostics::redact::register_secret(&password);
    Ok(password)
}

fn password_from_terminal(url: &TeamUrl) -> Result<Secret, Outcome> {
    let prompt = format!("password for {} at {}: ", url.user(), url.host());
    let password = rpassword::prompt_password(prompt)
        .map(Secret::new)
        .map_err(|err| usage_error(format!("cannot read the password: {err}")))?;
    crate::diagnostics::redact::register_secret(&password);
    Ok(password)
}

/// This data folder's desk id, made once, then read (`worker::desk_id`).
pub(super) fn desk_id(folder: &Path) -> Result<Uuid, Outcome> {
    crate::worker::desk_id(folder).map_err(usage_error)
}
