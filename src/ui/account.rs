//! The account panel: which directory to use, signing in to it with an API key (kept in the
//! OS keyring), who is signed in, and signing out.

use super::session::{EnvironmentChoice, Session};
use super::widgets::field;
use crate::api::User;
use crate::api::models::account_type_label;
use crate::config::{Environment, Target};
use crate::secret::Secret;

pub enum AccountAction {
    Switch(EnvironmentChoice),
    SignIn {
        environment: Box<Environment>,
        key: Secret,
    },
    SignOut {
        environment: Box<Environment>,
    },
}

#[derive(Default)]
pub struct AccountPanel {
    custom_url: String,
    url_problem: Option<String>,
    /// The key being typed. Cleared as soon as it is submitted.
    key: String,
}

impl AccountPanel {
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        user: Option<&Result<Box<User>, String>>,
        names: &[String],
        keyring_busy: bool,
    ) -> Option<AccountAction> {
        let mut action = None;
        let current = session.environment().map(|e| e.name.clone());

        ui.heading("Directory");
        egui::Grid::new("account-environment")
            .num_columns(2)
            .show(ui, |ui| {
                let label = ui.label("Environment:");
                egui::ComboBox::from_id_salt("environment-picker")
                    .selected_text(current.clone().unwrap_or_else(|| "…".into()))
                    .show_ui(ui, |ui| {
                        for name in names {
                            if ui
                                .selectable_label(current.as_ref() == Some(name), name)
                                .clicked()
                            {
                                action = Some(AccountAction::Switch(EnvironmentChoice::Named(
                                    name.clone(),
                                )));
                            }
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label("Custom base URL:");
                ui.horizontal(|ui| {
                    ui.add(
                        egui::TextEdit::singleline(&mut self.custom_url)
                            .hint_text("https://directory.example.com/v2/")
                            .desired_width(280.0),
                    )
                    .labelled_by(label.id);
                    if ui.button("Connect").clicked() {
                        match crate::api::parse_base_url(&self.custom_url) {
                            Ok(_) => {
                                self.url_problem = None;
                                action = Some(AccountAction::Switch(EnvironmentChoice::Custom(
                                    self.custom_url.trim().to_owned(),
                                )));
                            }
                            Err(err) => self.url_problem = Some(err.to_string()),
                        }
                    }
                });
                ui.end_row();
            });
        if let Some(problem) = &self.url_problem {
            ui.colored_label(ui.visuals().warn_fg_color, problem);
        }
        ui.separator();

        ui.heading("Account");
        if keyring_busy {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Talking to the OS keyring…");
            });
        }
        let signed_in = matches!(user, Some(Ok(_)));
        match (session, user) {
            (Session::Open { connection, .. }, Some(Ok(user))) => {
                egui::Grid::new("account-user")
                    .num_columns(2)
                    .striped(true)
                    .show(ui, |ui| {
                        let uuid = user.uuid.map(|u| u.to_string());
                        field(ui, "UUID", uuid.as_deref());
                        field(ui, "Name", user.site_name.as_deref());
                        field(ui, "E-mail", user.email.as_deref());
                        let account = user
                            .account_type
                            .as_deref()
                            .map(|c| format!("{} ({c})", account_type_label(c)));
                        field(ui, "Account type", account.as_deref());
                        let membership = user
                            .proz_membership
                            .as_ref()
                            .and_then(|m| m.status.as_deref());
                        field(ui, "Membership", membership);
                        field(ui, "Directory", Some(connection.client.base_url().as_str()));
                    });
                if connection.environment.target == Target::BuiltInSandbox {
                    ui.weak("The built-in sandbox signs in with its demo key; nothing is kept in the keyring.");
                } else if ui
                    .add_enabled(!keyring_busy, egui::Button::new("Sign out"))
                    .clicked()
                {
                    action = Some(AccountAction::SignOut {
                        environment: Box::new(connection.environment.clone()),
                    });
                }
            }
            (Session::Opening { .. }, _) | (Session::Open { .. }, None) => {
                ui.spinner();
            }
            (Session::Failed { error, .. }, _) => {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            _ => {}
        }
        let needs_key = match session {
            Session::SignedOut { environment } => Some(environment.as_ref()),
            Session::Open { connection, .. } if !signed_in && user.is_some() => {
                Some(&connection.environment).filter(|e| e.target != Target::BuiltInSandbox)
            }
            _ => None,
        };
        if let Some(environment) = needs_key {
            ui.label(format!("Sign in to {} with an API key:", environment.name));
            ui.horizontal(|ui| {
                let label = ui.label("API key:");
                ui.add(
                    egui::TextEdit::singleline(&mut self.key)
                        .password(true)
                        .desired_width(280.0),
                )
                .labelled_by(label.id);
                let ready = !self.key.trim().is_empty() && !keyring_busy;
                if ui
                    .add_enabled(ready, egui::Button::new("Sign in"))
                    .clicked()
                {
                    action = Some(AccountAction::SignIn {
                        environment: Box::new(environment.clone()),
                        key: Secret::new(std::mem::take(&mut self.key).trim()),
                    });
                }
            });
            ui.weak("The key is checked with the directory first, then kept in the OS keyring.");
        }
        action
    }
}
