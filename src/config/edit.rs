//! Changing the configuration file from the program (the `env` command, the window's
//! connection settings) the way a careful person would by hand: through `toml_edit`, so the
//! user's comments, order and formatting survive; never a secret; never a value the loader
//! would refuse (the change is checked by the same [`Config::parse`] and
//! [`Config::environment`] that read the file); never over a file that does not parse; and
//! safely against crashes and a second writer: under a lock file, the file is read again,
//! changed, and replaced whole by renaming a finished temporary file over it.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use toml_edit::{DocumentMut, Item, TableLike, Value};

use super::{Config, PRODUCTION, SANDBOX};

/// What kind of value a key holds, which says how typed text becomes TOML.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    /// A whole number.
    Whole,
    /// A number that may have a fraction.
    Number,
    /// true or false.
    Flag,
    /// A list of words (scopes), separated by spaces or commas.
    Words,
    /// One of these words.
    Choice(&'static [&'static str]),
}

/// One key of an `[environments.NAME]` table, as docs/operations.md documents it.
#[derive(Debug, Clone, Copy)]
pub struct KeyInfo {
    pub name: &'static str,
    pub kind: Kind,
    pub about: &'static str,
}

/// Every key an environment's table may hold, in the order docs/operations.md lists them.
pub const KEYS: &[KeyInfo] = &[
    key(
        "base_url",
        Kind::Text,
        "the directory's address, ending in /v2/",
    ),
    key("auth_url", Kind::Text, "the sign-in provider's address"),
    key(
        "client_id",
        Kind::Text,
        "this app's client id at the provider",
    ),
    key("scopes", Kind::Words, "what the sign-in asks for"),
    key(
        "api_key_header",
        Kind::Choice(&["bearer", "x-proz-api-key"]),
        "bearer or x-proz-api-key",
    ),
    key("concurrency", Kind::Whole, "requests at once, 1 to 64"),
    key("connect_timeout_secs", Kind::Whole, "seconds to connect"),
    key("request_timeout_secs", Kind::Whole, "seconds for a request"),
    key("max_attempts", Kind::Whole, "tries per request, 1 to 10"),
    key(
        "send_concurrency",
        Kind::Whole,
        "sending: requests at once, 1 to 16",
    ),
    key(
        "send_per_second",
        Kind::Number,
        "sending: requests per second, 0 for no cap",
    ),
    key(
        "send_chunk_size",
        Kind::Whole,
        "sending: recipients per request, 1 to 25",
    ),
    key(
        "recent_contact_days",
        Kind::Whole,
        "sending: days within which a recipient counts as recently contacted, 0 to 365 (0: no check)",
    ),
    key(
        "client_auth",
        Kind::Choice(&["basic", "body"]),
        "basic or body",
    ),
    key(
        "redirect_port",
        Kind::Whole,
        "the loopback port registered with the provider",
    ),
    key(
        "response_mode",
        Kind::Choice(&["query", "fragment", "form_post"]),
        "query, fragment or form_post",
    ),
    key(
        "jwks_url",
        Kind::Text,
        "where the provider publishes its signing keys",
    ),
    key(
        "app_only",
        Kind::Flag,
        "sign in as the app itself (public data only)",
    ),
];

const fn key(name: &'static str, kind: Kind, about: &'static str) -> KeyInfo {
    KeyInfo { name, kind, about }
}

/// The key named `name`, or why there is none: a secret gets a pointer to where secrets go.
pub fn key_info(name: &str) -> Result<KeyInfo, EditError> {
    let name = name.trim();
    if looks_secret(name) {
        return Err(EditError::Secret(name.to_owned()));
    }
    KEYS.iter()
        .find(|k| k.name == name)
        .copied()
        .ok_or_else(|| EditError::UnknownKey(name.to_owned()))
}

/// Whether a key's name says it would hold a secret: the loader's list, and anything that
/// names a secret, a token, a password or a key (but not `api_key_header`, a style).
pub fn looks_secret(name: &str) -> bool {
    let name = name.trim().to_ascii_lowercase();
    super::SECRET_KEYS.contains(&name.as_str())
        || ["secret", "token", "password", "passwd"]
            .iter()
            .any(|word| name.contains(word))
        || name.ends_with("key")
}

/// Every key of `environment` with the value it comes to (the file's, else the preset's or
/// the program's default), as text a person would type for it; `None` where it is unset
/// and means "none" (no redirect port, no JWKS address, no response mode asked for).
pub fn settings_of(environment: &super::Environment) -> Vec<(&'static str, Option<String>)> {
    let word = |value: &dyn erased::Word| Some(value.word());
    let target = match &environment.target {
        super::Target::Remote(url) => Some(url.clone()),
        super::Target::BuiltInSandbox => None,
    };
    let client = &environment.client;
    let outbox = &environment.outbox;
    vec![
        ("base_url", target),
        ("auth_url", environment.auth_url.clone()),
        ("client_id", environment.client_id.clone()),
        ("scopes", Some(environment.scopes.join(" "))),
        ("api_key_header", word(&environment.api_key_header)),
        ("concurrency", Some(client.concurrency.to_string())),
        (
            "connect_timeout_secs",
            Some(client.connect_timeout.as_secs().to_string()),
        ),
        (
            "request_timeout_secs",
            Some(client.request_timeout.as_secs().to_string()),
        ),
        ("max_attempts", Some(client.retry.max_attempts.to_string())),
        ("send_concurrency", Some(outbox.concurrency.to_string())),
        (
            "send_per_second",
            Some(outbox.max_per_second.unwrap_or(0.0).to_string()),
        ),
        ("send_chunk_size", Some(outbox.request_size.to_string())),
        (
            "recent_contact_days",
            Some(environment.recent_contact_days.to_string()),
        ),
        ("client_auth", word(&environment.client_auth)),
        (
            "redirect_port",
            environment.redirect_port.map(|p| p.to_string()),
        ),
        (
            "response_mode",
            environment.response_mode.map(|m| m.as_str().to_owned()),
        ),
        ("jwks_url", environment.jwks_url.clone()),
        ("app_only", Some(environment.app_only.to_string())),
    ]
}

/// What the file itself says of `key` in `entry` (not a preset's or the program's default),
/// as text; `None` when the file does not set it.
pub fn file_value(entry: &super::EnvironmentEntry, key: &str) -> Option<String> {
    let table = toml::Table::try_from(entry).ok()?;
    Some(match table.get(key)? {
        toml::Value::String(text) => text.clone(),
        toml::Value::Array(words) => words
            .iter()
            .filter_map(toml::Value::as_str)
            .collect::<Vec<_>>()
            .join(" "),
        other => other.to_string(),
    })
}

/// Settings' values as the file spells them (`x-proz-api-key`, `body`), through their serde
/// names, so that the words shown are the words to type.
mod erased {
    pub trait Word {
        fn word(&self) -> String;
    }

    impl<T: serde::Serialize> Word for T {
        fn word(&self) -> String {
            toml::Value::try_from(self)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default()
        }
    }
}

/// A change to the configuration file.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// Sets a key of an environment's table (the table is made if missing).
    Set {
        environment: String,
        key: String,
        value: String,
    },
    /// Removes a key of an environment's table (nothing to do if it is not there).
    Unset { environment: String, key: String },
    /// Makes an environment of the user's own; refused if the name is taken.
    Add { environment: String },
    /// Removes an environment of the user's own; the built-in ones cannot be removed.
    Remove { environment: String },
    /// Removes what the file adds to a built-in environment, so it is as shipped again.
    Reset { environment: String },
    /// The environment used when none is named (`None`: the sandbox).
    Default { environment: Option<String> },
    /// Sets the team database of a directory (`[teams."DIRECTORY"]`).
    JoinTeam {
        directory: String,
        url: String,
        coordinator: String,
    },
    /// Removes the team database of a directory (nothing to do if it has none).
    LeaveTeam { directory: String },
}

impl Change {
    pub fn set(environment: &str, key: &str, value: impl Into<String>) -> Self {
        Self::Set {
            environment: environment.to_owned(),
            key: key.to_owned(),
            value: value.into(),
        }
    }

    pub fn unset(environment: &str, key: &str) -> Self {
        Self::Unset {
            environment: environment.to_owned(),
            key: key.to_owned(),
        }
    }

    fn environment(&self) -> Option<&str> {
        match self {
            Self::Set { environment, .. }
            | Self::Unset { environment, .. }
            | Self::Add { environment }
            | Self::Reset { environment } => Some(environment),
            Self::Remove { .. }
            | Self::Default { .. }
            | Self::JoinTeam { .. }
            | Self::LeaveTeam { .. } => None,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum EditError {
    /// The file as it is does not parse: it is left alone for the user to mend.
    #[error(
        "the configuration file {path} cannot be changed because it is not valid: {problem}. \
         Nothing was written; mend the file (or move it away) and try again."
    )]
    Unreadable { path: PathBuf, problem: String },
    #[error(
        "`{0}` is a secret, and secrets never go in the configuration file. A client secret is \
         kept in the OS keyring: give it once with `directory-desk --env NAME login \
         --client-secret SECRET` (or in the window's Connection settings); an API key with \
         --api-key or DIRECTORY_DESK_API_KEY."
    )]
    Secret(String),
    #[error("there is no key `{0}` in an environment (see `directory-desk env set --help`)")]
    UnknownKey(String),
    /// The change was refused; the file is as it was.
    #[error("{0}; nothing was written")]
    Refused(String),
    #[error("cannot write the configuration file {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Makes `changes` to the file at `path` (made, with its folder, if missing) as one write,
/// or none of them. Returns the configuration as written.
pub fn edit(path: &Path, changes: &[Change]) -> Result<Config, EditError> {
    let write_error = |source| EditError::Write {
        path: path.to_owned(),
        source,
    };
    if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(write_error)?;
    }
    // The window and a command may change the file at the same moment: each reads it again
    // under the lock, so neither loses the other's change.
    let _lock = lock(path).map_err(write_error)?;
    let before = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(source) => return Err(write_error(source)),
    };
    let (after, config) = apply(&before, changes).map_err(|problem| match problem {
        Applied::Unreadable(problem) => EditError::Unreadable {
            path: path.to_owned(),
            problem,
        },
        Applied::Error(err) => err,
    })?;
    if after != before {
        write_atomically(path, after.as_bytes()).map_err(write_error)?;
    }
    Ok(config)
}

enum Applied {
    Unreadable(String),
    Error(EditError),
}

impl From<EditError> for Applied {
    fn from(err: EditError) -> Self {
        Self::Error(err)
    }
}

/// The file's text after `changes`, checked as the loader checks it, or why not.
fn apply(before: &str, changes: &[Change]) -> Result<(String, Config), Applied> {
    Config::parse(before).map_err(Applied::Unreadable)?;
    let mut document: DocumentMut = before
        .parse()
        .map_err(|e: toml_edit::TomlError| Applied::Unreadable(e.message().to_owned()))?;
    for change in changes {
        apply_one(&mut document, change)?;
    }
    let after = document.to_string();
    // A place in text that was never written would only mislead: the value is named instead.
    let config = Config::parse(&after).map_err(|problem| {
        let problem = match problem.rfind(" (line ") {
            Some(place) if problem.ends_with(')') => &problem[..place],
            _ => &problem,
        };
        let keys: Vec<&str> = changes
            .iter()
            .filter_map(|change| match change {
                Change::Set { key, .. } => Some(key.as_str()),
                _ => None,
            })
            .collect();
        match keys.as_slice() {
            [key] => EditError::Refused(format!("{key}: {problem}")),
            _ => EditError::Refused(problem.to_owned()),
        }
    })?;
    for name in changes.iter().filter_map(Change::environment) {
        if config.environment_names().iter().any(|n| n == name) {
            config
                .environment(name)
                .map_err(|e| EditError::Refused(e.to_string()))?;
        }
    }
    if let Some(name) = &config.default_environment {
        config
            .environment(name)
            .map_err(|e| EditError::Refused(e.to_string()))?;
    }
    Ok((after, config))
}

fn apply_one(document: &mut DocumentMut, change: &Change) -> Result<(), EditError> {
    let refused = |why: String| Err(EditError::Refused(why));
    match change {
        Change::Set {
            environment,
            key,
            value,
        } => {
            let info = key_info(key)?;
            let value = typed(info, value).map_err(EditError::Refused)?;
            let table = environment_table(document, environment)?;
            match table.get_mut(info.name) {
                // Replacing keeps the comment beside the old value.
                Some(Item::Value(old)) => {
                    let decor = old.decor().clone();
                    *old = value;
                    *old.decor_mut() = decor;
                }
                _ => {
                    table.insert(info.name, Item::Value(value));
                }
            }
        }
        Change::Unset { environment, key } => {
            let info = key_info(key)?;
            if let Some(table) = existing_table(document, environment) {
                table.remove(info.name);
            }
        }
        Change::Add { environment } => {
            check_name(environment)?;
            if is_built_in(environment) || existing_table(document, environment).is_some() {
                return refused(format!(
                    "there is already an environment named '{environment}'"
                ));
            }
            environment_table(document, environment)?;
        }
        Change::Remove { environment } if is_built_in(environment) => {
            return refused(format!(
                "'{environment}' is built in and cannot be removed (`env reset {environment}` \
                 takes it back to its defaults)"
            ));
        }
        Change::Remove { environment } => {
            if existing_table(document, environment).is_none() {
                return refused(format!(
                    "there is no environment named '{environment}' in the file"
                ));
            }
            let removed = environments(document)?.remove(environment);
            keep_comments_of(document, removed);
            if document.get("default_environment").and_then(Item::as_str)
                == Some(environment.as_str())
            {
                document.remove("default_environment");
            }
        }
        Change::Reset { environment } => {
            if !is_built_in(environment) {
                return refused(format!(
                    "'{environment}' is not built in: there are no defaults to go back to"
                ));
            }
            if existing_table(document, environment).is_some() {
                environments(document)?.remove(environment);
            }
        }
        Change::Default { environment: None } => {
            document.remove("default_environment");
        }
        Change::Default {
            environment: Some(name),
        } => {
            document["default_environment"] = toml_edit::value(name.as_str());
        }
        Change::JoinTeam {
            directory,
            url,
            coordinator,
        } => {
            let teams = document
                .entry("teams")
                .or_insert_with(|| {
                    let mut table = toml_edit::Table::new();
                    table.set_implicit(true);
                    Item::Table(table)
                })
                .as_table_mut()
                .ok_or_else(|| EditError::Refused("`teams` is not a table".into()))?;
            let mut table = toml_edit::Table::new();
            table.insert("url", toml_edit::value(url.as_str()));
            table.insert("coordinator", toml_edit::value(coordinator.as_str()));
            teams.insert(directory, Item::Table(table));
        }
        Change::LeaveTeam { directory } => {
            if let Some(teams) = document.get_mut("teams").and_then(Item::as_table_mut) {
                teams.remove(directory);
                if teams.is_empty() {
                    document.remove("teams");
                }
            }
        }
    }
    Ok(())
}

/// The comments above a removed table stay in the file: above the table that came next, or
/// at the end. A person's words are never thrown away by a program.
fn keep_comments_of(document: &mut DocumentMut, removed: Option<Item>) {
    let Some(Item::Table(removed)) = removed else {
        return;
    };
    let comments: String = removed
        .decor()
        .prefix()
        .and_then(|p| p.as_str())
        .unwrap_or_default()
        .lines()
        .filter(|line| line.trim_start().starts_with('#'))
        .map(|line| format!("{line}\n"))
        .collect();
    if comments.is_empty() {
        return;
    }
    let after = removed.position();
    let next = document
        .get_mut("environments")
        .and_then(Item::as_table_mut)
        .and_then(|environments| {
            environments
                .iter_mut()
                .filter_map(|(_, item)| item.as_table_mut())
                .filter(|table| table.position() > after)
                .min_by_key(|table| table.position())
        });
    match next {
        Some(table) => {
            let before = table
                .decor()
                .prefix()
                .and_then(|p| p.as_str())
                .unwrap_or_default()
                .to_owned();
            table.decor_mut().set_prefix(format!(
                "{}{comments}{}",
                "\n",
                before.trim_start_matches('\n')
            ));
        }
        None => {
            let trailing = document.trailing().as_str().unwrap_or_default().to_owned();
            document.set_trailing(format!("{comments}{trailing}"));
        }
    }
}

fn is_built_in(name: &str) -> bool {
    name == SANDBOX || name == PRODUCTION
}

/// A name a person can type on the command line and read in a menu.
fn check_name(name: &str) -> Result<(), EditError> {
    let fine = !name.is_empty()
        && name.len() <= 40
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    if fine {
        Ok(())
    } else {
        Err(EditError::Refused(format!(
            "'{name}' cannot name an environment: use letters, digits, - and _ (at most 40)"
        )))
    }
}

/// The `[environments]` table, made (implicit, so no empty header is written) if missing.
fn environments(document: &mut DocumentMut) -> Result<&mut dyn TableLike, EditError> {
    let item = document.entry("environments").or_insert_with(|| {
        let mut table = toml_edit::Table::new();
        table.set_implicit(true);
        Item::Table(table)
    });
    item.as_table_like_mut()
        .ok_or_else(|| EditError::Refused("`environments` in the file is not a table".into()))
}

fn existing_table<'d>(document: &'d mut DocumentMut, name: &str) -> Option<&'d mut dyn TableLike> {
    document
        .get_mut("environments")?
        .as_table_like_mut()?
        .get_mut(name)?
        .as_table_like_mut()
}

/// The `[environments.NAME]` table, made if missing.
fn environment_table<'d>(
    document: &'d mut DocumentMut,
    name: &str,
) -> Result<&'d mut dyn TableLike, EditError> {
    if name == SANDBOX {
        return Err(EditError::Refused(format!(
            "'{SANDBOX}' is the built-in sandbox: it has no settings to change"
        )));
    }
    check_name(name)?;
    // Comments at the end of the file stay above a new table, in the order the user wrote
    // them, rather than ending up under it.
    let trailing = document.trailing().as_str().unwrap_or_default().to_owned();
    let environments = environments(document)?;
    let mut moved_trailing = false;
    if !environments.contains_key(name) {
        let mut table = toml_edit::Table::new();
        if !trailing.trim().is_empty() {
            table
                .decor_mut()
                .set_prefix(format!("{}\n", trailing.trim_end()) + "\n");
            moved_trailing = true;
        }
        environments.insert(name, Item::Table(table));
    }
    if moved_trailing {
        document.set_trailing("");
    }
    let environments = self::environments(document)?;
    environments
        .get_mut(name)
        .and_then(Item::as_table_like_mut)
        .ok_or_else(|| EditError::Refused(format!("`environments.{name}` is not a table")))
}

/// The TOML value typed `text` stands for, as `info`'s kind reads it.
pub fn typed(info: KeyInfo, text: &str) -> Result<Value, String> {
    let text = text.trim();
    let name = info.name;
    Ok(match info.kind {
        Kind::Text if text.is_empty() => return Err(format!("{name} cannot be empty")),
        Kind::Text => Value::from(text),
        Kind::Choice(words) if words.contains(&text) => Value::from(text),
        Kind::Choice(words) => {
            return Err(format!("{name} must be {}, not '{text}'", one_of(words)));
        }
        Kind::Whole => {
            let number = text
                .parse::<i64>()
                .map_err(|_| format!("{name} must be a whole number, not '{text}'"))?;
            // The loader's own ranges are checked after; these two it can only call "invalid".
            if number < 0 {
                return Err(format!("{name} cannot be negative"));
            }
            if name == "redirect_port" && !(1..=65535).contains(&number) {
                return Err(format!("redirect_port must be 1 to 65535, not {number}"));
            }
            Value::from(number)
        }
        Kind::Number => {
            let number = text
                .parse::<f64>()
                .map_err(|_| format!("{name} must be a number, not '{text}'"))?;
            Value::from(number)
        }
        Kind::Flag => Value::from(match text.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" => true,
            "false" | "no" | "off" => false,
            _ => return Err(format!("{name} must be true or false, not '{text}'")),
        }),
        Kind::Words => {
            let words: toml_edit::Array = text
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|w| !w.is_empty())
                .collect();
            Value::Array(words)
        }
    })
}

/// "a, b or c".
fn one_of(words: &[&str]) -> String {
    match words.split_last() {
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Whether `text` would be accepted as `key` of an environment: the loader's own checks, on
/// a table holding only that key (and an address, which every environment needs). For the
/// window, to show a problem beside its field before anything is written.
pub fn check_value(key: &str, text: &str) -> Result<(), String> {
    let mut changes = vec![Change::Add {
        environment: "check".into(),
    }];
    if key != "base_url" {
        changes.push(Change::set(
            "check",
            "base_url",
            "https://directory.example/v2/",
        ));
    }
    changes.push(Change::set("check", key, text));
    match apply("", &changes) {
        Ok(_) => Ok(()),
        Err(Applied::Error(EditError::Refused(problem))) => Err(problem
            .trim_start_matches("environment 'check': ")
            .to_owned()),
        Err(Applied::Error(err)) => Err(err.to_string()),
        Err(Applied::Unreadable(problem)) => Err(problem),
    }
}

/// Holds an exclusive lock on `<path>.lock` until dropped (the OS lets go if the process
/// dies, so a crash never leaves the file locked).
fn lock(path: &Path) -> std::io::Result<File> {
    let mut lock_path = path.as_os_str().to_owned();
    lock_path.push(".lock");
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(PathBuf::from(lock_path))?;
    file.lock()?;
    Ok(file)
}

/// Writes `bytes` to a temporary file beside `path`, then renames it over `path`: a reader
/// (or a crash) sees the old file or the new one, never half of one.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    // A configuration kept elsewhere and linked here (a dotfiles folder) is written where it
    // lives, so the link stays a link.
    let resolved = std::fs::canonicalize(path).ok();
    let path = resolved.as_deref().unwrap_or(path);
    let permissions = std::fs::metadata(path).ok().map(|m| m.permissions());
    let folder = path.parent().filter(|f| !f.as_os_str().is_empty());
    let name = path.file_name().map_or_else(
        || "config.toml".into(),
        |n| n.to_string_lossy().into_owned(),
    );
    let temporary = folder
        .unwrap_or(Path::new("."))
        .join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = File::create(&temporary)?;
        file.write_all(bytes)?;
        // The file keeps who may read it (a user who made it private keeps it private).
        if let Some(permissions) = &permissions {
            file.set_permissions(permissions.clone())?;
        }
        file.sync_all()?;
        std::fs::rename(&temporary, path)?;
        // The rename itself survives a power cut once the folder is on disk too (where a
        // folder can be opened and synced; elsewhere the rename is already durable).
        if let Some(folder) = folder
            && let Ok(folder) = File::open(folder)
        {
            let _ = folder.sync_all();
        }
        Ok(())
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_linked_private_file_stays_linked_and_private() {
        use std::os::unix::fs::PermissionsExt;
        let folder = tempfile::tempdir().unwrap();
        let real = folder.path().join("dotfiles-config.toml");
        std::fs::write(
            &real,
            "[environments.staging]\nbase_url = \"https://staging.example/v2/\"\n",
        )
        .unwrap();
        std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o600)).unwrap();
        let link = folder.path().join("config.toml");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        edit(&link, &[Change::set("staging", "concurrency", "3")]).unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(
            std::fs::read_to_string(&real)
                .unwrap()
                .contains("concurrency = 3")
        );
        let mode = std::fs::metadata(&real).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
    }

    const COMMENTED: &str = "# Our agency's directories.\n\
        default_environment = \"production\" # used when none is named\n\
        \n\
        [environments.production]\n\
        # given by the directory's support\n\
        client_id = \"old-id\" # keep\n\
        concurrency = 2\n\
        \n\
        [environments.staging] # the test directory\n\
        base_url = \"https://staging.example/v2/\"\n";

    fn applied(changes: &[Change]) -> String {
        match apply(COMMENTED, changes) {
            Ok((text, _)) => text,
            Err(Applied::Error(err)) => panic!("{err}"),
            Err(Applied::Unreadable(p)) => panic!("{p}"),
        }
    }

    #[test]
    fn comments_and_other_keys_survive_a_change() {
        let text = applied(&[Change::set(PRODUCTION, "client_id", "new-id")]);
        assert_eq!(text, COMMENTED.replace("old-id", "new-id"));
        let text = applied(&[
            Change::set("staging", "scopes", "openid, message.send"),
            Change::set("staging", "send_per_second", "2.5"),
        ]);
        assert!(
            text.ends_with(
                "base_url = \"https://staging.example/v2/\"\n\
                 scopes = [\"openid\", \"message.send\"]\nsend_per_second = 2.5\n"
            ),
            "{text}"
        );
        assert!(text.starts_with(&COMMENTED[..COMMENTED.find("[environments.staging]").unwrap()]));
    }

    #[test]
    fn a_team_is_joined_and_left_per_directory_keeping_the_rest() {
        let join = Change::JoinTeam {
            directory: "https://staging.example/v2/".into(),
            url: "postgres://desk@db.agency.example/team".into(),
            coordinator: "Ana Lima".into(),
        };
        let (text, config) = apply(COMMENTED, std::slice::from_ref(&join)).ok().unwrap();
        assert!(text.starts_with(COMMENTED), "{text}");
        let team = &config.teams["https://staging.example/v2/"];
        assert_eq!(
            (team.url.as_str(), team.coordinator.as_str()),
            ("postgres://desk@db.agency.example/team", "Ana Lima")
        );
        let (left, config) = apply(
            &text,
            &[Change::LeaveTeam {
                directory: "https://staging.example/v2/".into(),
            }],
        )
        .ok()
        .unwrap();
        assert_eq!(left.trim_end(), COMMENTED.trim_end());
        assert!(config.teams.is_empty());

        // A URL with a password never reaches the file.
        let with_password = Change::JoinTeam {
            directory: "https://staging.example/v2/".into(),
            url: "postgres://desk:hunter2@db.agency.example/team".into(),
            coordinator: "Ana".into(),
        };
        match apply(COMMENTED, &[with_password]) {
            Err(Applied::Error(EditError::Refused(why))) => {
                assert!(
                    why.contains("holds a password") && !why.contains("hunter2"),
                    "{why}"
                );
            }
            Err(Applied::Error(err)) => panic!("{err}"),
            Err(Applied::Unreadable(p)) => panic!("{p}"),
            Ok((text, _)) => panic!("written: {text}"),
        }
    }

    #[test]
    fn adding_and_removing_keep_the_rest() {
        let text = applied(&[
            Change::Add {
                environment: "agency".into(),
            },
            Change::set("agency", "base_url", "https://agency.example/v2/"),
        ]);
        assert_eq!(
            text,
            format!(
                "{COMMENTED}\n[environments.agency]\nbase_url = \"https://agency.example/v2/\"\n"
            )
        );
        let text = applied(&[Change::Remove {
            environment: "staging".into(),
        }]);
        assert!(text.starts_with("# Our agency's directories.\n"));
        assert!(text.contains("# given by the directory's support\nclient_id = \"old-id\" # keep"));
        assert!(!text.contains("staging"), "{text}");
    }

    #[test]
    fn bad_values_and_secrets_are_refused() {
        for (key, value, says) in [
            ("base_url", "http://staging.example/v2/", "plain http"),
            ("base_url", "https://staging.example/api/", "/v2/"),
            ("auth_url", "http://login.example", "https"),
            ("send_chunk_size", "26", "send_chunk_size must be 1 to 25"),
            ("concurrency", "many", "whole number"),
            ("response_mode", "carrier-pigeon", "response_mode"),
            ("redirect_port", "70000", "redirect_port must be 1 to 65535"),
        ] {
            let err = check_value(key, value).unwrap_err();
            assert!(err.contains(says), "{key}={value}: {err}");
        }
        assert!(check_value("send_chunk_size", "10").is_ok());
        for key in [
            "client_secret",
            "api_key",
            "refresh_token",
            "password",
            "my_key",
        ] {
            assert!(matches!(key_info(key), Err(EditError::Secret(_))), "{key}");
        }
        assert!(key_info("api_key_header").is_ok());
        let err = apply(
            COMMENTED,
            &[Change::Remove {
                environment: PRODUCTION.into(),
            }],
        );
        assert!(matches!(err, Err(Applied::Error(EditError::Refused(_)))));
    }

    #[test]
    fn comments_above_a_removed_table_stay() {
        let text = "[environments.a]\nbase_url = \"https://a.example/v2/\"\n\n\
                    # b is the agency's\n[environments.b]\nbase_url = \"https://b.example/v2/\"\n\n\
                    # c is the vendor's\n[environments.c]\nbase_url = \"https://c.example/v2/\"\n";
        let remove = |name: &str| Change::Remove {
            environment: name.into(),
        };
        let Ok((after, _)) = apply(text, &[remove("b")]) else {
            panic!("refused")
        };
        assert!(
            after.contains("# b is the agency's\n# c is the vendor's\n[environments.c]"),
            "{after}"
        );
        let Ok((after, _)) = apply(&after, &[remove("c")]) else {
            panic!("refused")
        };
        assert!(
            after.ends_with("# b is the agency's\n# c is the vendor's\n"),
            "{after}"
        );
    }

    #[test]
    fn two_writers_at_once_lose_neither_change() {
        let folder = std::env::temp_dir().join(format!("desk-edit-race-{}", std::process::id()));
        let path = folder.join("config.toml");
        let writers: Vec<_> = ["first", "second"]
            .into_iter()
            .map(|name| {
                let path = path.clone();
                std::thread::spawn(move || {
                    for i in 0..20 {
                        let address = format!("https://{name}.example/v2/");
                        let mut changes = vec![];
                        if i == 0 {
                            changes.push(Change::Add {
                                environment: name.into(),
                            });
                        }
                        changes.push(Change::set(name, "base_url", address));
                        changes.push(Change::set(name, "send_chunk_size", (i + 1).to_string()));
                        edit(&path, &changes).unwrap();
                    }
                })
            })
            .collect();
        for writer in writers {
            writer.join().unwrap();
        }
        let config = Config::load(&path).unwrap();
        for name in ["first", "second"] {
            assert_eq!(config.environment(name).unwrap().outbox.request_size, 20);
        }
        let _ = std::fs::remove_dir_all(folder);
    }

    #[test]
    fn a_file_is_written_whole_and_a_broken_one_is_left_alone() {
        let folder = std::env::temp_dir().join(format!("desk-edit-{}", std::process::id()));
        let path = folder.join("nested").join("config.toml");
        let config = edit(&path, &[Change::set(PRODUCTION, "client_id", "abc")]).unwrap();
        assert_eq!(
            config.environment(PRODUCTION).unwrap().client_id.as_deref(),
            Some("abc")
        );
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "[environments.production]\nclient_id = \"abc\"\n"
        );
        let broken = "[environments.production\nclient_id = \"abc\"\n";
        std::fs::write(&path, broken).unwrap();
        let err = edit(&path, &[Change::set(PRODUCTION, "client_id", "x")]).unwrap_err();
        assert!(err.to_string().contains("line 1"), "{err}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), broken);
        let leftovers = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count();
        assert_eq!(leftovers, 0);
        let _ = std::fs::remove_dir_all(folder);
    }
}
