//! `directory-desk lists`: named recipient lists (shortlists) kept per environment, imported
//! from any text that holds UUIDs and exported as CSV, changed a few members at a time, and
//! synced with the directory's own user lists (`lists sync`, `lists publish`:
//! `cli/lists_sync.rs`).

use std::path::PathBuf;

use clap::{Args, Subcommand};
use serde_json::json;

use super::{
    GlobalOptions, Outcome, open_store, print_json, read_input, resolve_environment, usage_error,
};
use crate::store::{DraftRecipient, ListSummary, Store, StoreError, members_in};

#[derive(Args, Debug)]
pub struct ListsArgs {
    #[command(subcommand)]
    command: ListsCommand,
}

#[derive(Subcommand, Debug)]
enum ListsCommand {
    /// Every list of the environment (with --json, whether each is linked to one of the
    /// directory's user lists, its id there and the account's permission: own, admin, edit
    /// or view), or one list's members.
    Show {
        name: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Saves every UUID found in FILE (any text, UTF-8 or UTF-16, at most 50 MiB; `-` is
    /// standard input) as the list NAME, replacing a list of that name. A CSV exported by
    /// `lists export` keeps its names.
    Import { name: String, file: PathBuf },
    /// Writes the list as CSV (uuid,name) to FILE, or to standard output.
    Export { name: String, file: Option<PathBuf> },
    /// Adds the UUIDs given (or found in the arguments' text) to the list NAME, made if new.
    /// A list shared with you on the directory to view only cannot be changed.
    Add {
        name: String,
        #[arg(required = true)]
        uuids: Vec<String>,
    },
    /// Takes the UUIDs given off the list NAME. A view-only list cannot be changed.
    Remove {
        name: String,
        #[arg(required = true)]
        uuids: Vec<String>,
    },
    /// Deletes the list from this desk. A list linked to the directory's own list is not
    /// deleted here (the next sync would bring it back).
    Delete { name: String },
    /// Brings the directory's own user lists (yours and those shared with you at view or
    /// higher) into the saved lists, linked by the directory's id, and syncs linked lists both
    /// ways: an addition or removal on either side reaches the other (a three-way merge
    /// against the last sync). A list shared to view only takes the directory's members. A
    /// list deleted on the directory is kept here, unlinked; one renamed there is renamed
    /// here. Unpublished local lists stay local. Needs the `userlist` scope.
    Sync {
        /// Say what a sync would do; change nothing here or on the directory.
        #[arg(long)]
        dry_run: bool,
        /// One JSON object per list.
        #[arg(long)]
        json: bool,
    },
    /// Creates the directory's own user list from the saved list NAME and links the two;
    /// a list already published is not created again.
    Publish { name: String },
}

pub fn run(args: ListsArgs, global: &GlobalOptions) -> Outcome {
    let (environment, mut store) = match resolve_environment(global)
        .and_then(|environment| Ok((open_store(&environment, global)?, environment)))
    {
        Ok((store, environment)) => (environment, store),
        Err(outcome) => return outcome,
    };
    // Lists are kept per directory; messages name the environment.
    let directory = environment.directory_key();
    let environment = environment.name;
    let result = match args.command {
        ListsCommand::Show { name, json } => show(&store, &directory, &environment, name, json),
        ListsCommand::Import { name, file } => {
            let text = match read_input(&file) {
                Ok(text) => text,
                Err(outcome) => return outcome,
            };
            let members = members_in(&text);
            if members.is_empty() {
                return usage_error(format!("no UUIDs found in {}", file.display()));
            }
            store
                .save_list(&directory, name.trim(), &members)
                .map(|()| {
                    eprintln!("saved {} members as '{}'", members.len(), name.trim());
                    Outcome::Done
                })
        }
        ListsCommand::Export { name, file } => {
            store.list(&directory, &name).map(|members| match members {
                None => usage_error(format!("there is no list '{name}' in {environment}")),
                Some(members) => {
                    let text = crate::store::members_csv(&members);
                    match file {
                        None => {
                            print!("{text}");
                            Outcome::Done
                        }
                        Some(path) => match std::fs::write(&path, text) {
                            Ok(()) => Outcome::Done,
                            Err(err) => {
                                usage_error(format!("cannot write {}: {err}", path.display()))
                            }
                        },
                    }
                }
            })
        }
        ListsCommand::Add { name, uuids } => return add(&mut store, &directory, &name, &uuids),
        ListsCommand::Remove { name, uuids } => {
            return remove(&mut store, &directory, &environment, &name, &uuids);
        }
        ListsCommand::Sync { dry_run, json } => {
            return super::lists_sync::sync(&mut store, &directory, dry_run, json, global);
        }
        ListsCommand::Publish { name } => {
            return super::lists_sync::publish(&mut store, &directory, name.trim(), global);
        }
        ListsCommand::Delete { name } => store.delete_list(&directory, &name).map(|gone| {
            if gone {
                Outcome::Done
            } else {
                usage_error(format!("there is no list '{name}' in {environment}"))
            }
        }),
    };
    result.unwrap_or_else(usage_error)
}

fn show(
    store: &Store,
    directory: &str,
    environment: &str,
    name: Option<String>,
    json: bool,
) -> Result<Outcome, StoreError> {
    let Some(name) = name else {
        for list in store.lists(directory)? {
            if json {
                print_json(&summary_json(&list));
            } else {
                println!("{}", summary_line(&list));
            }
        }
        return Ok(Outcome::Done);
    };
    let Some(members) = store.list(directory, &name)? else {
        return Ok(usage_error(format!(
            "there is no list '{name}' in {environment}"
        )));
    };
    for member in members {
        if json {
            print_json(&json!({"uuid": member.uuid, "name": member.name}));
        } else {
            println!("{}\t{}", member.uuid, member.name.unwrap_or_default());
        }
    }
    Ok(Outcome::Done)
}

fn add(store: &mut Store, directory: &str, name: &str, uuids: &[String]) -> Outcome {
    let members: Vec<DraftRecipient> = match uuids_of(uuids) {
        Ok(found) => found
            .into_iter()
            .map(|uuid| DraftRecipient { uuid, name: None })
            .collect(),
        Err(outcome) => return outcome,
    };
    match store.add_to_list(directory, name.trim(), &members) {
        Ok(added) => {
            eprintln!("added {added} members to '{}'", name.trim());
            Outcome::Done
        }
        Err(err) => usage_error(err),
    }
}

fn remove(
    store: &mut Store,
    directory: &str,
    environment: &str,
    name: &str,
    uuids: &[String],
) -> Outcome {
    let found = match uuids_of(uuids) {
        Ok(found) => found,
        Err(outcome) => return outcome,
    };
    match store.remove_from_list(directory, name, &found) {
        Ok(None) => usage_error(format!("there is no list '{name}' in {environment}")),
        Ok(Some(removed)) => {
            eprintln!("removed {removed} members from '{name}'");
            Outcome::Done
        }
        Err(err) => usage_error(err),
    }
}

fn uuids_of(typed: &[String]) -> Result<Vec<uuid::Uuid>, Outcome> {
    let found = crate::uuids::extract_from_arguments(typed);
    match found.invalid.first() {
        Some(bad) => Err(usage_error(format!("'{bad}' is not a UUID"))),
        None => Ok(found.uuids),
    }
}

/// A list as `lists show --json` gives it: its link to the directory, if any.
fn summary_json(list: &ListSummary) -> serde_json::Value {
    let link = list.link.as_ref();
    json!({
        "name": list.name,
        "members": list.members,
        "linked": link.is_some_and(|l| l.is_linked()),
        "directory_id": link.and_then(|l| l.remote_id),
        "permission": link.filter(|l| l.is_linked()).map(|l| l.permission.as_str()),
        "read_only": link.is_some_and(|l| l.is_read_only()),
        "synced_at": link.map(|l| crate::times::rfc3339(l.synced_at_ms)),
        "gone_from_directory_at": link
            .and_then(|l| l.gone_at_ms)
            .map(crate::times::rfc3339),
    })
}

fn summary_line(list: &ListSummary) -> String {
    let mut line = format!("{}\t{} members", list.name, list.members);
    match &list.link {
        Some(link) if link.is_linked() => line.push_str(&format!(
            "\ton the directory (id {}, {})",
            link.remote_id.unwrap_or_default(),
            link.permission.as_str()
        )),
        Some(_) => line.push_str("\tdeleted on the directory: kept here, unlinked"),
        None => line.push_str("\tlocal"),
    }
    line
}
