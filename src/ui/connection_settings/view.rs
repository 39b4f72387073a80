//! The Connection settings dialog as drawn: the Account panel's buttons that open it, the
//! window with the form (addresses, sign-in, sending, the client secret, scopes, the team
//! database's section from `team_view`, Test connection, Save), and the file that does not
//! parse. What the user asks for is returned as a [`Request`].

use super::model::{
    ADDRESS_FIELDS, CHOICES, ConnectionSettings, Fields, Form, Request, SCOPES, SENDING_FIELDS,
    SIGN_IN_FIELDS, Unreadable, check,
};
use crate::config::{PRODUCTION, SANDBOX};

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
        if let Some(team) = &mut self.team {
            egui::CollapsingHeader::new("Team database")
                .default_open(team.joined.is_some())
                .show(ui, |ui| {
                    if let Some(asked) = team.show(ui) {
                        request = Some(Request::Team(asked));
                    }
                });
        }
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
            let ready = self.testing.is_none()
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
                        self.testing = Some(probe.task);
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
            if self.testing.is_some() {
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
