//! The Connection settings dialog's state and rules, with no window: what the app reads
//! for the form and is asked to do, the form's fields as the file and the keyring gave them,
//! each field checked by the configuration file's own rules, and the save made of only what
//! changed. `view` draws it.

use std::collections::BTreeMap;

use crate::config::edit::{self, Change};
use crate::config::{EnvironmentEntry, PRODUCTION};
use crate::secret::Secret;
use crate::team::{TeamError, TeamStatus};
use crate::worker::{Joined, TaskId};

use super::team::{TeamLoaded, TeamRequest, TeamSection};

/// What the form for one environment starts from, read off the UI thread.
pub struct Loaded {
    pub environment: String,
    /// The file's own table for it (empty when the file has none).
    pub entry: EnvironmentEntry,
    /// What its settings come to without the file ([`defaults_of`]), for the fields' hints.
    pub defaults: Vec<(&'static str, Option<String>)>,
    /// Whether the keyring holds its client secret, or why it could not say.
    pub secret_stored: Result<bool, String>,
    /// Its directory's team database (`None` for a new environment).
    pub team: Option<TeamLoaded>,
}

/// Why the form cannot be filled: the file does not parse (it is left alone), or there is
/// no configuration folder.
pub struct Unreadable {
    pub problem: String,
    /// The file's folder, for *Open the file's folder*.
    pub folder: Option<std::path::PathBuf>,
}

/// What the dialog asks the app to do.
pub enum Request {
    /// Open the configuration file's folder in the file manager.
    OpenFolder(std::path::PathBuf),
    /// Read the file and the keyring for this environment's form.
    Open(String),
    /// Read the defaults a new environment's form shows.
    Add,
    Save(Box<Save>),
    /// Reach the directory and the provider.
    Test(Probe),
    /// Remove an environment of the user's own (and its secrets in the keyring).
    Remove(String),
    /// Take a built-in environment back to its defaults.
    Reset(String),
    /// Join, ask after or leave the directory's team database.
    Team(TeamRequest),
}

/// One save: the file's changes, made at once, then the keyring's.
pub struct Save {
    pub environment: String,
    pub changes: Vec<Change>,
    pub secret: SecretChange,
    /// A new environment (so the app switches to it once saved).
    pub added: bool,
}

pub enum SecretChange {
    Keep,
    Replace(Secret),
    Forget,
}

/// The addresses Test connection reaches, and the task its answer comes back with.
pub struct Probe {
    pub task: TaskId,
    pub base_url: String,
    pub auth_url: Option<String>,
}

/// The scopes the form offers as named checkboxes, with the message saying what each
/// allows; others in the file are kept and shown by their raw name.
pub(super) const SCOPES: &[(&str, &str)] = &[
    ("openid", "connection-scope-openid"),
    ("message.send", "connection-scope-message-send"),
    ("user.email", "connection-scope-user-email"),
    ("user.name", "connection-scope-user-name"),
    ("userlist", "connection-scope-userlist"),
    ("offline_access", "connection-scope-offline-access"),
    ("message.read", "connection-scope-message-read"),
    ("profile.read", "connection-scope-profile-read"),
    ("public", "connection-scope-public"),
];

/// The text fields, in the order shown: key and the message of its label, by the group they
/// belong to.
pub(super) const ADDRESS_FIELDS: &[(&str, &str)] = &[
    ("base_url", "connection-base-url"),
    ("auth_url", "connection-auth-url"),
    ("client_id", "connection-client-id"),
];
pub(super) const SIGN_IN_FIELDS: &[(&str, &str)] = &[
    ("redirect_port", "connection-redirect-port"),
    ("jwks_url", "connection-jwks-url"),
];
pub(super) const SENDING_FIELDS: &[(&str, &str)] = &[
    ("send_concurrency", "connection-send-concurrency"),
    ("send_per_second", "connection-send-per-second"),
    ("send_chunk_size", "connection-send-chunk-size"),
    ("recent_contact_days", "connection-recent-contact-days"),
];
/// Settings chosen from a few words: key, the message of its label, the words (the file's
/// own, shown as they are).
pub(super) const CHOICES: &[(&str, &str, &[&str])] = &[
    (
        "api_key_header",
        "connection-api-key-header",
        &["bearer", "x-proz-api-key"],
    ),
    ("client_auth", "connection-client-auth", &["basic", "body"]),
    (
        "response_mode",
        "connection-response-mode",
        &["query", "fragment", "form_post"],
    ),
];

/// What an empty field means, shown as its hint. Kept as what it is rather than as words, so
/// that the hint speaks the window's language of the moment and [`Fields::effective`] can
/// read the default.
#[derive(Clone)]
pub(super) enum Hint {
    /// The value the setting has when the field is empty.
    Default(String),
    /// No value: the setting is off when the field is empty.
    Nothing,
    /// What an address looks like (an address is not translated).
    Example(&'static str),
    /// No sign-in address: the directory is signed in to with an API key.
    ApiKeyOnly,
}

impl Hint {
    pub(super) fn words(&self) -> String {
        match self {
            Self::Default(value) => crate::tr!("connection-hint-default", value = value.as_str()),
            Self::Nothing => crate::tr!("connection-hint-none"),
            Self::Example(address) => (*address).to_owned(),
            Self::ApiKeyOnly => crate::tr!("connection-hint-api-key-only"),
        }
    }
}

/// The dialog, and the Account panel's buttons that open it.
#[derive(Default)]
pub struct ConnectionSettings {
    pub(super) form: Option<Form>,
    /// *Remove* was clicked for this environment: waiting for the user's word.
    pub(super) confirm_remove: Option<String>,
    /// An environment being removed, until the app says it is gone.
    pub(super) removing: Option<String>,
    /// Why the last removal failed.
    pub(super) remove_problem: Option<String>,
}

pub(super) enum Form {
    /// Waiting for the file and the keyring.
    Loading,
    Ready(Box<Fields>),
    /// The file does not parse (or there is none to write): nothing can be saved.
    Unreadable(Unreadable),
}

pub(super) struct Fields {
    pub(super) environment: String,
    /// The name typed for a new environment (`None`: an existing one).
    pub(super) new_name: Option<String>,
    pub(super) built_in: bool,
    /// Each field's text, and what it was when the form opened.
    pub(super) text: BTreeMap<&'static str, String>,
    pub(super) original: BTreeMap<&'static str, String>,
    pub(super) hints: BTreeMap<&'static str, Hint>,
    pub(super) scopes: Vec<(String, bool)>,
    pub(super) original_scopes: Vec<String>,
    pub(super) app_only: bool,
    pub(super) original_app_only: bool,
    pub(super) problems: BTreeMap<&'static str, String>,
    pub(super) secret: SecretField,
    pub(super) saving: bool,
    /// Why the last save failed (the file is as it was).
    pub(super) save_problem: Option<String>,
    /// Test connection, while its answer is awaited.
    pub(super) testing: Option<TaskId>,
    pub(super) tested: Option<Vec<(bool, String)>>,
    pub(super) confirm_reset: bool,
    /// The *Team database* section, for an environment already in the file.
    pub(super) team: Option<TeamSection>,
}

pub(super) struct SecretField {
    pub(super) stored: Result<bool, String>,
    /// The secret being typed; gone with the form once saved.
    pub(super) typed: String,
    pub(super) replacing: bool,
    pub(super) forget: bool,
}

impl ConnectionSettings {
    /// The file and the keyring were read for the form (or why not).
    pub fn loaded(&mut self, loaded: Result<Loaded, Unreadable>) {
        self.form = match loaded {
            Ok(loaded) => Some(Form::Ready(Box::new(Fields::from(loaded)))),
            Err(unreadable) => Some(Form::Unreadable(unreadable)),
        };
    }

    /// A save finished: the dialog closes, or says why nothing was written.
    pub fn saved(&mut self, result: &Result<String, String>) {
        if let Some(Form::Ready(fields)) = &mut self.form {
            fields.saving = false;
            match result {
                Ok(_) => self.form = None,
                Err(problem) => fields.save_problem = Some(problem.clone()),
            }
        }
    }

    /// Test connection `task` finished: each line, and whether it is good news.
    pub fn tested(&mut self, task: TaskId, lines: Vec<(bool, String)>) {
        if let Some(Form::Ready(fields)) = &mut self.form
            && fields.testing == Some(task)
        {
            fields.testing = None;
            fields.tested = Some(lines);
        }
    }

    /// The team section of the open form, if any.
    fn team(&mut self) -> Option<&mut TeamSection> {
        match &mut self.form {
            Some(Form::Ready(fields)) => fields.team.as_mut(),
            _ => None,
        }
    }

    /// The worker's answer to a join the team section asked for.
    pub fn team_joined(&mut self, task: TaskId, result: &Result<Joined, String>) {
        if let Some(team) = self.team() {
            team.joined(task, result);
        }
    }

    /// The worker's answer to *Status*.
    pub fn team_checked(&mut self, task: TaskId, result: &Result<TeamStatus, TeamError>) {
        if let Some(team) = self.team() {
            team.checked(task, result);
        }
    }

    /// Leaving the team finished (the news, or why the configuration is as it was).
    pub fn team_left(&mut self, result: &Result<String, String>) {
        if let Some(team) = self.team() {
            team.left(result);
        }
    }

    /// The app could not ask what the team section asked for: why.
    pub fn team_not_asked(&mut self, problem: String) {
        if let Some(team) = self.team() {
            team.not_asked(problem);
        }
    }

    pub fn removed(&mut self, result: &Result<String, String>) {
        self.removing = None;
        self.remove_problem = result.as_ref().err().cloned();
    }
}

impl Fields {
    fn from(loaded: Loaded) -> Self {
        let new = loaded.environment.is_empty();
        let mut text = BTreeMap::new();
        let mut hints = BTreeMap::new();
        let defaults: BTreeMap<_, _> = loaded.defaults.into_iter().collect();
        for (key, _) in all_text_fields().chain(CHOICES.iter().map(|(k, l, _)| (*k, *l))) {
            text.insert(
                key,
                edit::file_value(&loaded.entry, key).unwrap_or_default(),
            );
            let hint = match defaults.get(key).cloned().flatten() {
                Some(value) => Hint::Default(value),
                None => Hint::Nothing,
            };
            hints.insert(key, hint);
        }
        if loaded.environment != PRODUCTION {
            hints.insert("base_url", Hint::Example("https://directory.example/v2/"));
            hints.insert("auth_url", Hint::ApiKeyOnly);
        }
        let scope_text = edit::file_value(&loaded.entry, "scopes")
            .or_else(|| defaults.get("scopes").cloned().flatten())
            .unwrap_or_default();
        let chosen: Vec<String> = scope_text.split_whitespace().map(str::to_owned).collect();
        let mut scopes: Vec<(String, bool)> = SCOPES
            .iter()
            .map(|(scope, _)| ((*scope).to_owned(), chosen.iter().any(|c| c == scope)))
            .collect();
        for extra in chosen.iter().filter(|c| SCOPES.iter().all(|(s, _)| s != c)) {
            scopes.push((extra.clone(), true));
        }
        let app_only = edit::file_value(&loaded.entry, "app_only")
            .or_else(|| defaults.get("app_only").cloned().flatten())
            .is_some_and(|v| v == "true");
        Self {
            built_in: loaded.environment == PRODUCTION,
            new_name: new.then(String::new),
            environment: loaded.environment,
            original: text.clone(),
            text,
            hints,
            original_scopes: chosen,
            scopes,
            app_only,
            original_app_only: app_only,
            problems: BTreeMap::new(),
            secret: SecretField {
                stored: loaded.secret_stored,
                typed: String::new(),
                replacing: false,
                forget: false,
            },
            saving: false,
            save_problem: None,
            testing: None,
            tested: None,
            confirm_reset: false,
            team: loaded.team.filter(|_| !new).map(TeamSection::new),
        }
    }

    /// What a field's value comes to: its text, or the default its hint shows.
    fn effective(&self, key: &str) -> Option<String> {
        let text = self.text.get(key).map(|t| t.trim()).unwrap_or_default();
        if !text.is_empty() {
            return Some(text.to_owned());
        }
        match self.hints.get(key) {
            Some(Hint::Default(value)) => Some(value.clone()),
            _ => None,
        }
    }

    /// A field's hint, in the window's language.
    pub(super) fn hint(&self, key: &str) -> String {
        self.hints.get(key).map(Hint::words).unwrap_or_default()
    }

    pub(super) fn probe(&self) -> Option<Probe> {
        Some(Probe {
            task: crate::ui::ids::task(),
            base_url: self.effective("base_url")?,
            auth_url: self.effective("auth_url"),
        })
    }

    /// The save, once every field is good: only what changed is written.
    pub(super) fn save(&mut self) -> Option<Save> {
        self.problems = all_text_fields()
            .filter_map(|(key, _)| check(key, self.text.get(key)?).map(|p| (key, p)))
            .collect();
        let name = match &self.new_name {
            Some(name) => name.trim().to_owned(),
            None => self.environment.clone(),
        };
        if self.new_name.is_some() && self.text["base_url"].trim().is_empty() {
            self.problems
                .insert("base_url", crate::tr!("connection-new-needs-address"));
        }
        if !self.problems.is_empty() {
            return None;
        }
        let mut changes = Vec::new();
        if self.new_name.is_some() {
            changes.push(Change::Add {
                environment: name.clone(),
            });
        }
        for (key, text) in &self.text {
            let text = text.trim();
            if text == self.original[key].trim() {
                continue;
            }
            changes.push(if text.is_empty() {
                Change::unset(&name, key)
            } else {
                Change::set(&name, key, text)
            });
        }
        let scopes: Vec<String> = self
            .scopes
            .iter()
            .filter(|(_, on)| *on)
            .map(|(s, _)| s.clone())
            .collect();
        let same_scopes = scopes.len() == self.original_scopes.len()
            && scopes.iter().all(|s| self.original_scopes.contains(s));
        if !same_scopes {
            changes.push(Change::set(&name, "scopes", scopes.join(" ")));
        }
        if self.app_only != self.original_app_only {
            changes.push(Change::set(&name, "app_only", self.app_only.to_string()));
        }
        let secret = if self.secret.forget {
            SecretChange::Forget
        } else if self.secret.typed.trim().is_empty() {
            SecretChange::Keep
        } else {
            // Kept in the field until the save succeeds (the form then closes), so a refused
            // save does not make the user type it again.
            SecretChange::Replace(Secret::new(self.secret.typed.trim()))
        };
        self.saving = true;
        self.save_problem = None;
        Some(Save {
            environment: name,
            changes,
            secret,
            added: self.new_name.is_some(),
        })
    }
}

pub(super) fn all_text_fields() -> impl Iterator<Item = (&'static str, &'static str)> {
    ADDRESS_FIELDS
        .iter()
        .chain(SIGN_IN_FIELDS)
        .chain(SENDING_FIELDS)
        .copied()
}

/// The problem with `text` as `key`, by the configuration file's own rules; an empty field
/// means the default, which is always good.
pub(super) fn check(key: &str, text: &str) -> Option<String> {
    if text.trim().is_empty() {
        return None;
    }
    edit::check_value(key, text).err()
}

/// What `environment`'s settings come to without the file: the built-in preset's
/// (production), or the program's defaults for an environment of the user's own. The form
/// shows them as its fields' hints.
pub fn defaults_of(environment: &str) -> Vec<(&'static str, Option<String>)> {
    let preset = (environment == PRODUCTION)
        .then(|| {
            crate::config::Config::default()
                .environment(PRODUCTION)
                .ok()
        })
        .flatten();
    let placeholder = || {
        crate::config::Config::parse(
            "[environments.new]\nbase_url = \"https://directory.example/v2/\"",
        )
        .ok()?
        .environment("new")
        .ok()
    };
    let Some(environment) = preset.or_else(placeholder) else {
        return Vec::new();
    };
    let own = environment.name != PRODUCTION;
    edit::settings_of(&environment)
        .into_iter()
        .map(|(key, value)| match key {
            // An environment of the user's own has no address until one is given.
            "base_url" if own => (key, None),
            _ => (key, value),
        })
        .collect()
}
