//! `directory-desk lists`: named recipient lists (shortlists) kept per environment, imported
//! from any text that holds UUIDs and exported as CSV.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use serde_json::json;

use super::{
    GlobalOptions, Outcome, open_store, print_json, read_input, resolve_environment, usage_error,
};
use crate::store::members_in;

#[derive(Args, Debug)]
pub struct ListsArgs {
    #[command(subcommand)]
    command: ListsCommand,
}

#[derive(Subcommand, Debug)]
enum ListsCommand {
    /// Every list of the environment, or one list's members.
    Show {
        name: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Saves every UUID found in FILE (any text, UTF-8 or UTF-16, at most 50 MiB; `-` is
    /// standard input) as the list NAME, replacing a list of that name. A CSV exported by
    /// `lists export` keeps its names.
    Import {
        name: String,
        file: PathBuf,
    },
    /// Writes the list as CSV (uuid,name) to FILE, or to standard output.
    Export {
        name: String,
        file: Option<PathBuf>,
    },
    Delete {
        name: String,
    },
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
        ListsCommand::Show { name: None, json } => store.lists(&directory).map(|lists| {
            for list in lists {
                if json {
                    print_json(&json!({"name": list.name, "members": list.members}));
                } else {
                    println!("{}\t{} members", list.name, list.members);
                }
            }
            Outcome::Done
        }),
        ListsCommand::Show {
            name: Some(name),
            json,
        } => store.list(&directory, &name).map(|members| match members {
            None => usage_error(format!("there is no list '{name}' in {environment}")),
            Some(members) => {
                for member in members {
                    if json {
                        print_json(&json!({"uuid": member.uuid, "name": member.name}));
                    } else {
                        println!("{}\t{}", member.uuid, member.name.unwrap_or_default());
                    }
                }
                Outcome::Done
            }
        }),
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
