//! Connection settings: where a directory is and how to sign in to it, set in the window
//! instead of in `config.toml`. The Account panel's *Connection settings…*, *Add
//! directory…* and *Remove* open and drive it; the form checks each field with the
//! configuration file's own rules (`config::edit::check_value`) and shows a problem beside
//! its field; only a form with none is saved. Reading the file and the keyring, saving and
//! testing the connection are asked of the app ([`Request`]), which runs them off the UI
//! thread and hands back what they found ([`ConnectionSettings::loaded`] and friends).
//!
//! The form shows what the file itself sets; an empty field means the default, shown as
//! its hint. A field left as it was is not written, so the file keeps its own spelling and
//! comments; the client secret goes to the OS keyring only, and is never shown again.

use std::collections::BTreeMap;

use crate::config::edit::{self, Change};
use crate::config::{EnvironmentEntry, PRODUCTION, SANDBOX};
use crate::secret::Secret;

/// What the form for one environment starts from, read off the UI thread.
pub struct Loaded {
    pub environment: String,
    /// The file's own table for it (empty when the file has none).
    pub entry: EnvironmentEntry,
    /// What its settings come to without the file ([`defaults_of`]), for the fields' hints.
    pub defaults: Vec<(&'static str, Option<String>)>,
    /// Whether the keyring holds its client secret, or why it could not say.
    pub secret_stored: Result<bool, String>,
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

/// The addresses Test connection reaches.
pub struct Probe {
    pub base_url: String,
    pub auth_url: Option<String>,
}

/// The scopes the form offers as named checkboxes; others in the file are kept and shown by
/// their raw name.
const SCOPES: &[(&str, &str)] = &[
    ("openid", "confirm who you are"),
    ("message.send", "send messages"),
    ("user.email", "read e-mail address"),
    ("user.name", "read name"),
    ("offline_access", "stay signed in"),
    ("message.read", "read your messages"),
    ("profile.read", "read profiles"),
    ("public", "read public directory data"),
];

/// The text fields, in the order shown: key, label, and which group they belong to.
const ADDRESS_FIELDS: &[(&str, &str)] = &[
    ("base_url", "Directory address"),
    ("auth_url", "Sign-in address"),
    ("client_id", "Client id"),
];
const SIGN_IN_FIELDS: &[(&str, &str)] = &[
    ("redirect_port", "Redirect port"),
    ("jwks_url", "Signing keys address (JWKS)"),
];
const SENDING_FIELDS: &[(&str, &str)] = &[
    ("send_concurrency", "Requests at once"),
    ("send_per_second", "Requests per second"),
    ("send_chunk_size", "Recipients per request"),
    ("recent_contact_days", "Recently contacted: days"),
];
/// Settings chosen from a few words: key, label, the words.
const CHOICES: &[(&str, &str, &[&str])] = &[
    (
        "api_key_header",
        "API key header",
        &["bearer", "x-proz-api-key"],
    ),
    ("client_auth", "Client secret sent as", &["basic", "body"]),
    (
        "response_mode",
        "Response mode",
        &["query", "fragment", "form_post"],
    ),
];

/// The dialog, and the Account panel's buttons that open it.
#[derive(Default)]
pub struct ConnectionSettings {
    form: Option<Form>,
    /// *Remove* was clicked for this environment: waiting for the user's word.
    confirm_remove: Option<String>,
    /// An environment being removed, until the app says it is gone.
    removing: Option<String>,
    /// Why the last removal failed.
    remove_problem: Option<String>,
}

enum Form {
    /// Waiting for the file and the keyring.
    Loading,
    Ready(Box<Fields>),
    /// The file does not parse (or there is none to write): nothing can be saved.
    Unreadable(Unreadable),
}

struct Fields {
    environment: String,
    /// The name typed for a new environment (`None`: an existing one).
    new_name: Option<String>,
    built_in: bool,
    /// Each field's text, and what it was when the form opened.
    text: BTreeMap<&'static str, String>,
    original: BTreeMap<&'static str, String>,
    hints: BTreeMap<&'static str, String>,
    scopes: Vec<(String, bool)>,
    original_scopes: Vec<String>,
    app_only: bool,
    original_app_only: bool,
    problems: BTreeMap<&'static str, String>,
    secret: SecretField,
    saving: bool,
    /// Why the last save failed (the file is as it was).
    save_problem: Option<String>,
    testing: bool,
    tested: Option<Vec<(bool, String)>>,
    confirm_reset: bool,
}

struct SecretField {
    stored: Result<bool, String>,
    /// The secret being typed; gone with the form once saved.
    typed: String,
    replacing: bool,
    forget: bool,
}

impl ConnectionSettings {
    /// *Connection settings…*, *Add directory…* and *Remove*, for the environment the
    /// session is on (`current`) among the configured ones (`names`).
    pub fn buttons(
        &mut self,
        ui: &mut egui::Ui,
        current: Option<&str>,
        names: &[String],
    ) -> Option<Request> {
        let mut request = None;
        let configurable = current.filter(|c| *c != SANDBOX && names.iter().any(|n| n == c));
        let own = configurable.filter(|c| *c != PRODUCTION);
        ui.horizontal(|ui| {
            let settings = ui
                .add_enabled(
                    configurable.is_some() && self.form.is_none(),
                    egui::Button::new("Connection settings…"),
                )
                .on_hover_text("Where this directory is and how to sign in to it")
                .on_disabled_hover_text(
                    "The built-in sandbox, and an address typed below, have no settings to change.",
                );
            if settings.clicked()
                && let Some(name) = configurable
            {
                self.form = Some(Form::Loading);
                request = Some(Request::Open(name.to_owned()));
            }
            if ui
                .add_enabled(self.form.is_none(), egui::Button::new("Add directory…"))
                .clicked()
            {
                self.form = Some(Form::Loading);
                request = Some(Request::Add);
            }
            if let Some(name) = own
                && self.removing.is_none()
                && ui.button("Remove").clicked()
            {
                self.confirm_remove = Some(name.to_owned());
                self.remove_problem = None;
            }
        });
        if let Some(name) = self.confirm_remove.clone() {
            ui.horizontal(|ui| {
                ui.label(format!(
                    "Remove {name} from the configuration, with its sign-in and client secret?"
                ));
                if ui.button(format!("Remove {name}")).clicked() {
                    self.confirm_remove = None;
                    self.removing = Some(name.clone());
                    request = Some(Request::Remove(name.clone()));
                }
                if ui.button("Keep it").clicked() {
                    self.confirm_remove = None;
                }
            });
        }
        if self.removing.is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Removing…");
            });
        }
        if let Some(problem) = &self.remove_problem {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        request
    }

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

    /// Test connection finished: each line, and whether it is good news.
    pub fn tested(&mut self, lines: Vec<(bool, String)>) {
        if let Some(Form::Ready(fields)) = &mut self.form {
            fields.testing = false;
            fields.tested = Some(lines);
        }
    }

    pub fn removed(&mut self, result: &Result<String, String>) {
        self.removing = None;
        self.remove_problem = result.as_ref().err().cloned();
    }

    /// The dialog, while open.
    pub fn show(&mut self, ctx: &egui::Context) -> Option<Request> {
        let mut open = self.form.is_some();
        let mut request = None;
        let mut close = false;
        let title = match &self.form {
            None => return None,
            Some(Form::Ready(fields)) if fields.new_name.is_some() => "Add a directory".into(),
            Some(Form::Ready(fields)) => format!("Connection settings: {}", fields.environment),
            Some(Form::Loading | Form::Unreadable(_)) => "Connection settings".into(),
        };
        egui::Window::new(title)
            .open(&mut open)
            .collapsible(false)
            // As tall as the form (the fold-outs open and close), as wide as the user likes.
            .resizable([true, false])
            .default_width(560.0)
            .show(ctx, |ui| match &mut self.form {
                Some(Form::Ready(fields)) => (request, close) = fields.show(ui),
                Some(Form::Unreadable(unreadable)) => {
                    (request, close) = show_unreadable(ui, unreadable);
                }
                _ => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label("Reading the settings…");
                    });
                }
            });
        if !open || close {
            self.form = None;
        }
        request
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
                Some(value) => format!("default: {value}"),
                None => "none".to_owned(),
            };
            hints.insert(key, hint);
        }
        if loaded.environment != PRODUCTION {
            hints.insert("base_url", "https://directory.example/v2/".into());
            hints.insert("auth_url", "none: sign in with an API key".into());
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
            testing: false,
            tested: None,
            confirm_reset: false,
        }
    }

    /// The form; returns what to do and whether it closes.
    fn show(&mut self, ui: &mut egui::Ui) -> (Option<Request>, bool) {
        let mut request = None;
        let mut close = false;
        egui::Grid::new("connection-fields")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                if let Some(name) = &mut self.new_name {
                    let label = ui.label("Name of the directory");
                    ui.add(
                        egui::TextEdit::singleline(name)
                            .hint_text("agency-directory")
                            .desired_width(320.0),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                }
                self.text_rows(ui, ADDRESS_FIELDS);
                self.secret_row(ui);
            });
        ui.add_space(6.0);
        self.scope_boxes(ui);
        egui::CollapsingHeader::new("More sign-in settings")
            .default_open(false)
            .show(ui, |ui| {
                egui::Grid::new("connection-sign-in")
                    .num_columns(2)
                    .spacing([12.0, 6.0])
                    .show(ui, |ui| {
                        self.choice_rows(ui);
                        self.text_rows(ui, SIGN_IN_FIELDS);
                        ui.label("");
                        ui.checkbox(&mut self.app_only, "App only: sign in as the app itself, for public data (no user, no browser)");
                        ui.end_row();
                    });
            });
        egui::CollapsingHeader::new("Sending")
            .default_open(false)
            .show(ui, |ui| {
                egui::Grid::new("connection-sending")
                    .num_columns(2)
                    .spacing([12.0, 6.0])
                    .show(ui, |ui| self.text_rows(ui, SENDING_FIELDS));
            });
        ui.separator();
        if let Some(chosen) = self.test_row(ui) {
            request = Some(chosen);
        }
        if let Some(chosen) = self.save_row(ui, &mut close) {
            request = Some(chosen);
        }
        (request, close)
    }

    /// Save, Cancel (which sets `close`), and for a built-in environment Reset to defaults.
    fn save_row(&mut self, ui: &mut egui::Ui, close: &mut bool) -> Option<Request> {
        let mut request = None;
        if let Some(problem) = &self.save_problem {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        ui.horizontal(|ui| {
            let ready = !self.saving && self.problems.is_empty();
            if ui.add_enabled(ready, egui::Button::new("Save")).clicked() {
                request = self.save().map(|save| Request::Save(Box::new(save)));
            }
            if ui.button("Cancel").clicked() {
                *close = true;
            }
            if self.saving {
                ui.spinner();
                ui.label("Saving…");
            } else if !self.problems.is_empty() {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    "Mend the fields marked before saving; nothing has been written.",
                );
            }
            if self.built_in && ui.button("Reset to defaults").clicked() {
                self.confirm_reset = true;
            }
        });
        if self.confirm_reset {
            ui.horizontal(|ui| {
                ui.label(format!(
                    "Take {} back to its defaults? The file's settings for it are removed; a client secret in the keyring stays until you forget it.",
                    self.environment
                ));
                if ui.button("Reset").clicked() {
                    self.confirm_reset = false;
                    self.saving = true;
                    request = Some(Request::Reset(self.environment.clone()));
                }
                if ui.button("Don't reset").clicked() {
                    self.confirm_reset = false;
                }
            });
        }
        request
    }

    /// One row per field: its label, its box, and its problem beside it.
    fn text_rows(&mut self, ui: &mut egui::Ui, rows: &[(&'static str, &'static str)]) {
        for (key, label_text) in rows {
            let label = ui.label(*label_text);
            ui.horizontal(|ui| {
                let hint = self.hints.get(key).cloned().unwrap_or_default();
                let text = self.text.entry(key).or_default();
                let response = ui
                    .add(
                        egui::TextEdit::singleline(text)
                            .hint_text(hint)
                            .desired_width(320.0),
                    )
                    .labelled_by(label.id);
                if response.changed() {
                    let problem = check(key, text);
                    match problem {
                        Some(problem) => self.problems.insert(key, problem),
                        None => self.problems.remove(key),
                    };
                }
                if let Some(problem) = self.problems.get(key) {
                    ui.colored_label(ui.visuals().error_fg_color, problem);
                }
            });
            ui.end_row();
        }
    }

    fn choice_rows(&mut self, ui: &mut egui::Ui) {
        for (key, label_text, words) in CHOICES {
            let label = ui.label(*label_text);
            let hint = self.hints.get(key).cloned().unwrap_or_default();
            let chosen = self.text.entry(key).or_default();
            let shown = if chosen.is_empty() {
                hint.clone()
            } else {
                chosen.clone()
            };
            egui::ComboBox::from_id_salt(("connection-choice", *key))
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(chosen, String::new(), hint);
                    for word in *words {
                        ui.selectable_value(chosen, (*word).to_owned(), *word);
                    }
                })
                .response
                .labelled_by(label.id);
            ui.end_row();
        }
    }

    /// The client secret: typed once, then only "stored" with Replace and Forget.
    fn secret_row(&mut self, ui: &mut egui::Ui) {
        let label = ui.label("Client secret");
        let secret = &mut self.secret;
        ui.horizontal(
            |ui| match (&secret.stored, secret.forget, secret.replacing) {
                (_, true, _) => {
                    ui.label("will be removed from the OS keyring when you save");
                    if ui.button("Undo").clicked() {
                        secret.forget = false;
                    }
                }
                (Ok(true), false, false) => {
                    ui.label("stored in the OS keyring");
                    if ui.button("Replace").clicked() {
                        secret.replacing = true;
                    }
                    if ui.button("Forget").clicked() {
                        secret.forget = true;
                    }
                }
                (stored, false, _) => {
                    ui.add(
                        egui::TextEdit::singleline(&mut secret.typed)
                            .password(true)
                            .hint_text("only if the provider gave one")
                            .desired_width(320.0),
                    )
                    .labelled_by(label.id);
                    if secret.replacing && ui.button("Keep the stored one").clicked() {
                        secret.replacing = false;
                        secret.typed.clear();
                    }
                    if let Err(why) = stored {
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            format!("The keyring could not be read: {why}"),
                        );
                    }
                }
            },
        );
        ui.end_row();
        ui.label("");
        ui.weak("Kept only in the OS keyring, never in the configuration file.");
        ui.end_row();
    }

    fn scope_boxes(&mut self, ui: &mut egui::Ui) {
        ui.label("The sign-in asks for:");
        egui::Grid::new("connection-scopes")
            .num_columns(2)
            .spacing([24.0, 2.0])
            .show(ui, |ui| {
                for (i, (scope, on)) in self.scopes.iter_mut().enumerate() {
                    let words = SCOPES
                        .iter()
                        .find(|(s, _)| s == scope)
                        .map_or(scope.as_str(), |(_, words)| words);
                    // Together, so the raw name never wraps away from its words.
                    ui.horizontal(|ui| {
                        ui.checkbox(on, words);
                        ui.label(egui::RichText::new(scope.as_str()).small().weak());
                    });
                    if i % 2 == 1 {
                        ui.end_row();
                    }
                }
            });
    }

    fn test_row(&mut self, ui: &mut egui::Ui) -> Option<Request> {
        let mut request = None;
        ui.horizontal(|ui| {
            let ready = !self.testing
                && ["base_url", "auth_url"]
                    .iter()
                    .all(|k| !self.problems.contains_key(k));
            if ui
                .add_enabled(ready, egui::Button::new("Test connection"))
                .on_hover_text("Reaches the directory and the sign-in address as they are typed here, without saving")
                .clicked()
            {
                match self.probe() {
                    Some(probe) => {
                        self.testing = true;
                        self.tested = None;
                        request = Some(Request::Test(probe));
                    }
                    None => {
                        self.tested = Some(vec![(
                            false,
                            "Give the directory's address first.".to_owned(),
                        )]);
                    }
                }
            }
            if self.testing {
                ui.spinner();
                ui.label("Testing…");
            }
        });
        for (good, line) in self.tested.iter().flatten() {
            let colour = if *good {
                ui.visuals().text_color()
            } else {
                ui.visuals().warn_fg_color
            };
            ui.colored_label(colour, line);
        }
        request
    }

    /// What a field's value comes to: its text, or the default its hint shows.
    fn effective(&self, key: &str) -> Option<String> {
        let text = self.text.get(key).map(|t| t.trim()).unwrap_or_default();
        if !text.is_empty() {
            return Some(text.to_owned());
        }
        self.hints
            .get(key)
            .and_then(|h| h.strip_prefix("default: "))
            .map(str::to_owned)
    }

    fn probe(&self) -> Option<Probe> {
        Some(Probe {
            base_url: self.effective("base_url")?,
            auth_url: self.effective("auth_url"),
        })
    }

    /// The save, once every field is good: only what changed is written.
    fn save(&mut self) -> Option<Save> {
        self.problems = all_text_fields()
            .filter_map(|(key, _)| check(key, self.text.get(key)?).map(|p| (key, p)))
            .collect();
        let name = match &self.new_name {
            Some(name) => name.trim().to_owned(),
            None => self.environment.clone(),
        };
        if self.new_name.is_some() && self.text["base_url"].trim().is_empty() {
            self.problems
                .insert("base_url", "A new directory needs its address.".into());
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

/// The file does not parse: what is wrong and where, and its folder to mend it in.
fn show_unreadable(ui: &mut egui::Ui, unreadable: &Unreadable) -> (Option<Request>, bool) {
    let (mut request, mut close) = (None, false);
    ui.colored_label(ui.visuals().error_fg_color, &unreadable.problem);
    ui.label("Nothing will be written over the file until it is mended.");
    ui.horizontal(|ui| {
        if let Some(folder) = &unreadable.folder
            && ui.button("Open the file's folder").clicked()
        {
            request = Some(Request::OpenFolder(folder.clone()));
        }
        if ui.button("Close").clicked() {
            close = true;
        }
    });
    (request, close)
}

fn all_text_fields() -> impl Iterator<Item = (&'static str, &'static str)> {
    ADDRESS_FIELDS
        .iter()
        .chain(SIGN_IN_FIELDS)
        .chain(SENDING_FIELDS)
        .copied()
}

/// The problem with `text` as `key`, by the configuration file's own rules; an empty field
/// means the default, which is always good.
fn check(key: &str, text: &str) -> Option<String> {
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
