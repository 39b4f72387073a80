//! `directory-desk env`: the environments of the configuration file, seen and changed without
//! opening it. Every change goes through `config::edit`, which keeps the file's comments,
//! checks the result as the loader would, refuses secrets and writes atomically under a lock.

use std::path::PathBuf;

use clap::{Args, Subcommand};
use serde_json::json;

use super::{GlobalOptions, Outcome, print_json, usage_error};
use crate::auth::CredentialStore;
use crate::auth::tokens::forget_environment;
use crate::config::edit::{self, Change, EditError};
use crate::config::{self, Config, Environment, Target};
use crate::secret::Secret;

#[derive(Args, Debug)]
pub struct EnvArgs {
    #[command(subcommand)]
    command: EnvCommand,
}

#[derive(Subcommand, Debug)]
enum EnvCommand {
    /// Every environment: where it points and how it signs in (never a secret).
    List {
        /// One JSON object per environment, one per line.
        #[arg(long)]
        json: bool,
    },
    /// One environment, every setting.
    Show {
        name: String,
        #[arg(long)]
        json: bool,
    },
    /// Add an environment of your own. Give its address with the global --base-url, and
    /// optionally --auth-url, --client-id, --api-key-header, --redirect-port,
    /// --response-mode, --jwks-url, --concurrency, and any other key with --set KEY=VALUE.
    /// A --client-secret goes to the OS keyring, never the file.
    Add {
        name: String,
        /// Any key of an environment (see `env set --help`), as KEY=VALUE; repeatable.
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
    },
    /// Remove an environment of your own (and any default that named it).
    Remove { name: String },
    /// Set one key of an environment; checked as the configuration file is checked.
    /// Keys: base_url, auth_url, client_id, scopes (space- or comma-separated), api_key_header
    /// (bearer, x-proz-api-key), concurrency, connect_timeout_secs, request_timeout_secs,
    /// max_attempts, send_concurrency, send_per_second, send_chunk_size, client_auth (basic,
    /// body), redirect_port, response_mode (query, fragment, form_post), jwks_url, app_only.
    /// Secrets are refused: a client secret goes to the keyring with `login --client-secret`.
    Set {
        name: String,
        key: String,
        value: String,
    },
    /// Remove one key from an environment (a built-in one goes back to its default).
    Unset { name: String, key: String },
    /// Take a built-in environment (production) back to its defaults.
    Reset { name: String },
    /// The environment used when none is named; without NAME, the sandbox again.
    Default { name: Option<String> },
}

pub fn run(args: EnvArgs, global: &GlobalOptions) -> Outcome {
    let Some(path) = global.config.clone().or_else(config::default_path) else {
        return usage_error("this system has no configuration folder; set DIRECTORY_DESK_CONFIG");
    };
    match args.command {
        EnvCommand::List { json } => list(&path, json),
        EnvCommand::Show { name, json } => show(&path, &name, json),
        EnvCommand::Add { name, set } => add(&path, name, &set, global),
        EnvCommand::Remove { name } => remove(&path, name),
        EnvCommand::Set { name, key, value } => change(&path, &[Change::set(&name, &key, value)]),
        EnvCommand::Unset { name, key } => change(&path, &[Change::unset(&name, &key)]),
        EnvCommand::Reset { name } => change(&path, &[Change::Reset { environment: name }]),
        EnvCommand::Default { name } => change(&path, &[Change::Default { environment: name }]),
    }
}

/// The configuration as it is, or the problem (with where it is, and where the file is).
fn load(path: &std::path::Path) -> Result<Config, Outcome> {
    Config::load(path).map_err(|err| {
        usage_error(format!(
            "{err}\nThe file is in {}",
            folder_of(path).display()
        ))
    })
}

fn folder_of(path: &std::path::Path) -> PathBuf {
    path.parent()
        .filter(|f| !f.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), std::path::Path::to_path_buf)
}

fn list(path: &std::path::Path, json: bool) -> Outcome {
    let config = match load(path) {
        Ok(config) => config,
        Err(outcome) => return outcome,
    };
    let default = config.default_environment_name();
    for name in config.environment_names() {
        let marker = if name == default { "*" } else { " " };
        match config.environment(&name) {
            Ok(environment) if json => {
                print_json(&summary_json(&environment, name == default));
            }
            Ok(environment) => println!(
                "{marker} {name:<12} {:<40} {}",
                points_at(&environment),
                signs_in(&environment)
            ),
            Err(err) if json => {
                print_json(
                    &json!({"name": name, "default": name == default, "problem": err.to_string()}),
                );
            }
            Err(err) => println!("{marker} {name:<12} not usable: {err}"),
        }
    }
    Outcome::Done
}

fn show(path: &std::path::Path, name: &str, json: bool) -> Outcome {
    let config = match load(path) {
        Ok(config) => config,
        Err(outcome) => return outcome,
    };
    let environment = match config.environment(name) {
        Ok(environment) => environment,
        Err(err) => return usage_error(err),
    };
    let default = config.default_environment_name() == name;
    let mut value = summary_json(&environment, default);
    let settings = json!({
        "scopes": environment.scopes,
        "api_key_header": enum_word(&environment.api_key_header),
        "concurrency": environment.client.concurrency,
        "connect_timeout_secs": environment.client.connect_timeout.as_secs(),
        "request_timeout_secs": environment.client.request_timeout.as_secs(),
        "max_attempts": environment.client.retry.max_attempts,
        "send_concurrency": environment.outbox.concurrency,
        "send_per_second": environment.outbox.max_per_second.unwrap_or(0.0),
        "send_chunk_size": environment.outbox.request_size,
        "client_auth": enum_word(&environment.client_auth),
        "redirect_port": environment.redirect_port,
        "response_mode": environment.response_mode.map(config::ResponseMode::as_str),
        "jwks_url": environment.jwks_url,
        "app_only": environment.app_only,
    });
    if let (Some(object), Some(settings)) = (value.as_object_mut(), settings.as_object()) {
        object.extend(settings.clone());
    }
    if json {
        print_json(&value);
        return Outcome::Done;
    }
    println!("{name}{}", if default { " (the default)" } else { "" });
    println!("  points at: {}", points_at(&environment));
    println!("  signs in: {}", signs_in(&environment));
    for (key, value) in edit::settings_of(&environment) {
        let shown = value.unwrap_or_else(|| "(not set)".to_owned());
        println!("  {key} = {shown}");
    }
    Outcome::Done
}

/// How serde names a setting's value (`x-proz-api-key`, `body`): as it is written in the file.
fn enum_word(value: &impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

fn summary_json(environment: &Environment, default: bool) -> serde_json::Value {
    json!({
        "name": environment.name,
        "default": default,
        "built_in": matches!(environment.name.as_str(), config::SANDBOX | config::PRODUCTION),
        "base_url": match &environment.target {
            Target::Remote(url) => Some(url.as_str()),
            Target::BuiltInSandbox => None,
        },
        "sign_in": sign_in_kind(environment),
        "auth_url": environment.auth_url,
        "client_id": environment.client_id,
    })
}

fn points_at(environment: &Environment) -> &str {
    match &environment.target {
        Target::Remote(url) => url,
        Target::BuiltInSandbox => "the built-in sandbox on this computer",
    }
}

/// `browser`, `app-only`, `api-key` or `sandbox`: what the JSON calls how it signs in.
fn sign_in_kind(environment: &Environment) -> &'static str {
    if environment.target == Target::BuiltInSandbox {
        "sandbox"
    } else if environment.app_only {
        "app-only"
    } else if environment.auth_url.is_some() && environment.client_id.is_some() {
        "browser"
    } else {
        "api-key"
    }
}

fn signs_in(environment: &Environment) -> String {
    let client = || {
        format!(
            "as client {} at {}",
            environment.client_id.as_deref().unwrap_or("?"),
            environment.auth_url.as_deref().unwrap_or("?")
        )
    };
    match sign_in_kind(environment) {
        "sandbox" => "its demo key, or the browser as a sandbox user".to_owned(),
        "app-only" => format!("as the app itself (public data only), {}", client()),
        "browser" => format!("through the browser, {}", client()),
        _ => "with an API key (the browser needs an auth_url and a client_id)".to_owned(),
    }
}

fn add(path: &std::path::Path, name: String, set: &[String], global: &GlobalOptions) -> Outcome {
    let mut changes = vec![Change::Add {
        environment: name.clone(),
    }];
    let given = [
        ("base_url", global.base_url.clone()),
        ("auth_url", global.auth_url.clone()),
        ("client_id", global.client_id.clone()),
        (
            "api_key_header",
            global.api_key_header.map(|h| enum_word(&h)),
        ),
        ("redirect_port", global.redirect_port.map(|p| p.to_string())),
        (
            "response_mode",
            global.response_mode.map(|m| m.as_str().to_owned()),
        ),
        ("jwks_url", global.jwks_url.clone()),
        ("concurrency", global.concurrency.map(|n| n.to_string())),
    ];
    for (key, value) in given {
        if let Some(value) = value {
            changes.push(Change::set(&name, key, value));
        }
    }
    for pair in set {
        let Some((key, value)) = pair.split_once('=') else {
            return usage_error(format!("--set takes KEY=VALUE, not '{pair}'"));
        };
        changes.push(Change::set(&name, key.trim(), value));
    }
    let outcome = change(path, &changes);
    if outcome != Outcome::Done {
        return outcome;
    }
    // Secrets an earlier environment of this name left in the keyring belong to another
    // directory: they go before anything is kept for this one.
    if let Err(err) = forget_environment(&CredentialStore::default(), &name) {
        eprintln!(
            "error: '{name}' was added, but what an earlier environment of that name left in the \
             OS keyring could not be removed: {err}"
        );
        return Outcome::SomeFailed;
    }
    let secret = global
        .client_secret
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty());
    if let Some(secret) = secret {
        return match CredentialStore::default().save_client_secret(&name, &Secret::new(secret)) {
            Ok(()) => {
                eprintln!("its client secret is kept in the OS keyring");
                Outcome::Done
            }
            Err(err) => {
                eprintln!(
                    "error: '{name}' was added, but its client secret could not be kept in the \
                     OS keyring: {err}. Give it with `directory-desk --env {name} login \
                     --client-secret SECRET` once a keyring runs."
                );
                Outcome::SomeFailed
            }
        };
    }
    Outcome::Done
}

/// Removes an environment of the user's own, then its secrets (sign-in and client secret)
/// from the keyring, so that none is left for a later environment of the same name.
fn remove(path: &std::path::Path, name: String) -> Outcome {
    let outcome = change(
        path,
        &[Change::Remove {
            environment: name.clone(),
        }],
    );
    if outcome != Outcome::Done {
        return outcome;
    }
    match forget_environment(&CredentialStore::default(), &name) {
        Ok(()) => {
            eprintln!("its sign-in and client secret are gone from the OS keyring");
            Outcome::Done
        }
        Err(err) => {
            eprintln!(
                "error: '{name}' was removed from the configuration, but its secrets could not \
                 be removed from the OS keyring: {err}"
            );
            Outcome::SomeFailed
        }
    }
}

/// Makes `changes` as one write, and says what became of them.
fn change(path: &std::path::Path, changes: &[Change]) -> Outcome {
    match edit::edit(path, changes) {
        Ok(_) => {
            eprintln!("saved in {}", path.display());
            Outcome::Done
        }
        Err(err @ EditError::Unreadable { .. }) => usage_error(format!(
            "{err}\nThe file is in {}",
            folder_of(path).display()
        )),
        Err(err @ EditError::Write { .. }) => {
            eprintln!("error: {err}");
            Outcome::SomeFailed
        }
        Err(err) => usage_error(err),
    }
}
