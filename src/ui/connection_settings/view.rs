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
                    egui::Button::new(crate::tr!("connection-settings-open")),
                )
                .on_hover_text(crate::tr!("connection-settings-open.hover"))
                .on_disabled_hover_text(crate::tr!("connection-settings-open.disabled"));
            if settings.clicked()
                && let Some(name) = configurable
            {
                self.form = Some(Form::Loading);
                request = Some(Request::Open(name.to_owned()));
            }
            if ui
                .add_enabled(
                    self.form.is_none(),
                    egui::Button::new(crate::tr!("connection-add")),
                )
                .clicked()
            {
                self.form = Some(Form::Loading);
                request = Some(Request::Add);
            }
            if let Some(name) = own
                && self.removing.is_none()
                && ui.button(crate::tr!("connection-remove")).clicked()
            {
                self.confirm_remove = Some(name.to_owned());
                self.remove_problem = None;
            }
        });
        if let Some(name) = self.confirm_remove.clone() {
            ui.horizontal(|ui| {
                ui.label(crate::tr!(
                    "connection-remove-question",
                    name = name.as_str()
                ));
                if ui
                    .button(crate::tr!("connection-remove-named", name = name.as_str()))
                    .clicked()
                {
                    self.confirm_remove = None;
                    self.removing = Some(name.clone());
                    request = Some(Request::Remove(name.clone()));
                }
                if ui.button(crate::tr!("connection-keep-it")).clicked() {
                    self.confirm_remove = None;
                }
            });
        }
        if self.removing.is_some() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(crate::tr!("connection-removing"));
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
            Some(Form::Ready(fields)) if fields.new_name.is_some() => {
                crate::tr!("connection-title-add")
            }
            Some(Form::Ready(fields)) => {
                crate::tr!("connection-title-named", name = fields.environment.as_str())
            }
            Some(Form::Loading | Form::Unreadable(_)) => crate::tr!("connection-title"),
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
                        ui.label(crate::tr!("connection-reading"));
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
                    let label = ui.label(crate::tr!("connection-new-name"));
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
        egui::CollapsingHeader::new(crate::tr!("connection-more-sign-in"))
            .id_salt("connection-more-sign-in")
            .default_open(false)
            .show(ui, |ui| {
                egui::Grid::new("connection-sign-in")
                    .num_columns(2)
                    .spacing([12.0, 6.0])
                    .show(ui, |ui| {
                        self.choice_rows(ui);
                        self.text_rows(ui, SIGN_IN_FIELDS);
                        ui.label("");
                        ui.checkbox(&mut self.app_only, crate::tr!("connection-app-only"));
                        ui.end_row();
                    });
            });
        egui::CollapsingHeader::new(crate::tr!("connection-sending"))
            .id_salt("connection-sending")
            .default_open(false)
            .show(ui, |ui| {
                egui::Grid::new("connection-sending")
                    .num_columns(2)
                    .spacing([12.0, 6.0])
                    .show(ui, |ui| self.text_rows(ui, SENDING_FIELDS));
            });
        if let Some(team) = &mut self.team {
            egui::CollapsingHeader::new(crate::tr!("connection-team"))
                .id_salt("connection-team")
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
            if ui
                .add_enabled(ready, egui::Button::new(crate::tr!("connection-save")))
                .clicked()
            {
                request = self.save().map(|save| Request::Save(Box::new(save)));
            }
            if ui.button(crate::tr!("connection-cancel")).clicked() {
                *close = true;
            }
            if self.saving {
                ui.spinner();
                ui.label(crate::tr!("connection-saving"));
            } else if !self.problems.is_empty() {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    crate::tr!("connection-mend-fields"),
                );
            }
            if self.built_in
                && ui
                    .button(crate::tr!("connection-reset-to-defaults"))
                    .clicked()
            {
                self.confirm_reset = true;
            }
        });
        if self.confirm_reset {
            // The question wraps to the window's width, its answers under it: beside it they
            // would widen the window past a narrow screen.
            ui.label(crate::tr!(
                "connection-reset-question",
                name = self.environment.as_str()
            ));
            ui.horizontal(|ui| {
                if ui.button(crate::tr!("connection-reset")).clicked() {
                    self.confirm_reset = false;
                    self.saving = true;
                    request = Some(Request::Reset(self.environment.clone()));
                }
                if ui.button(crate::tr!("connection-dont-reset")).clicked() {
                    self.confirm_reset = false;
                }
            });
        }
        request
    }

    /// One row per field: its label, its box, and its problem beside it.
    fn text_rows(&mut self, ui: &mut egui::Ui, rows: &[(&'static str, &'static str)]) {
        for (key, label_id) in rows {
            let label = ui.label(crate::tr!(label_id));
            ui.horizontal(|ui| {
                let hint = self.hint(key);
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
        for (key, label_id, words) in CHOICES {
            let label = ui.label(crate::tr!(label_id));
            let hint = self.hint(key);
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
        let label = ui.label(crate::tr!("connection-client-secret"));
        let secret = &mut self.secret;
        ui.horizontal(
            |ui| match (&secret.stored, secret.forget, secret.replacing) {
                (_, true, _) => {
                    ui.label(crate::tr!("connection-secret-forgotten"));
                    if ui.button(crate::tr!("connection-secret-undo")).clicked() {
                        secret.forget = false;
                    }
                }
                (Ok(true), false, false) => {
                    ui.label(crate::tr!("connection-secret-stored"));
                    if ui.button(crate::tr!("connection-secret-replace")).clicked() {
                        secret.replacing = true;
                    }
                    if ui.button(crate::tr!("connection-secret-forget")).clicked() {
                        secret.forget = true;
                    }
                }
                (stored, false, _) => {
                    ui.add(
                        egui::TextEdit::singleline(&mut secret.typed)
                            .password(true)
                            .hint_text(crate::tr!("connection-secret-hint"))
                            .desired_width(320.0),
                    )
                    .labelled_by(label.id);
                    if secret.replacing && ui.button(crate::tr!("connection-secret-keep")).clicked()
                    {
                        secret.replacing = false;
                        secret.typed.clear();
                    }
                    if let Err(why) = stored {
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            crate::tr!("connection-secret-unreadable", why = why.as_str()),
                        );
                    }
                }
            },
        );
        ui.end_row();
        ui.label("");
        ui.weak(crate::tr!("connection-secret-note"));
        ui.end_row();
    }

    fn scope_boxes(&mut self, ui: &mut egui::Ui) {
        ui.label(crate::tr!("connection-scopes"));
        egui::Grid::new("connection-scopes")
            .num_columns(2)
            .spacing([24.0, 2.0])
            .show(ui, |ui| {
                for (i, (scope, on)) in self.scopes.iter_mut().enumerate() {
                    let words = SCOPES
                        .iter()
                        .find(|(s, _)| s == scope)
                        .map_or_else(|| scope.clone(), |(_, id)| crate::tr!(id));
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
                .add_enabled(ready, egui::Button::new(crate::tr!("connection-test")))
                .on_hover_text(crate::tr!("connection-test.hover"))
                .clicked()
            {
                match self.probe() {
                    Some(probe) => {
                        self.testing = Some(probe.task);
                        self.tested = None;
                        request = Some(Request::Test(probe));
                    }
                    None => {
                        self.tested =
                            Some(vec![(false, crate::tr!("connection-test-needs-address"))]);
                    }
                }
            }
            if self.testing.is_some() {
                ui.spinner();
                ui.label(crate::tr!("connection-testing"));
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
    ui.label(crate::tr!("connection-unreadable-note"));
    ui.horizontal(|ui| {
        if let Some(folder) = &unreadable.folder
            && ui.button(crate::tr!("connection-open-folder")).clicked()
        {
            request = Some(Request::OpenFolder(folder.clone()));
        }
        if ui.button(crate::tr!("connection-close")).clicked() {
            close = true;
        }
    });
    (request, close)
}
