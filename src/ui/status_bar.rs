//! The status bar: who is signed in, and where, at all times.

use super::session::{Session, Via};
use crate::api::{Explained, User};

pub fn show(ui: &mut egui::Ui, session: &Session, user: Option<&Result<Box<User>, Explained>>) {
    ui.horizontal(|ui| match session {
        Session::Opening { environment, .. } => {
            ui.spinner();
            ui.label(crate::tr!(
                "status-bar-connecting",
                environment = environment.as_str()
            ));
        }
        Session::SignedOut {
            environment,
            why: Some(why),
            ..
        } => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                crate::tr!(
                    "status-bar-signed-out-why",
                    environment = environment.name.as_str(),
                    why = why.as_str()
                ),
            );
        }
        Session::SignedOut { environment, .. } => {
            let id = if crate::auth::provider::missing(environment, None).is_none() {
                "status-bar-signed-out-browser"
            } else {
                "status-bar-signed-out-key"
            };
            ui.label(crate::tr!(id, environment = environment.name.as_str()));
        }
        Session::Failed {
            environment, error, ..
        } => {
            // One line: the detail is a hover away here, and under "Details" in the Account tab.
            ui.colored_label(
                ui.visuals().error_fg_color,
                crate::tr!(
                    "status-bar-failed",
                    environment = environment.as_str(),
                    problem = error.plain.as_str()
                ),
            )
            .on_hover_text(&error.details);
        }
        Session::Open {
            connection, via, ..
        } => {
            show_user(ui, via, user);
            ui.separator();
            let place = if connection.is_sandbox() {
                crate::tr!("status-bar-sandbox")
            } else {
                connection.environment.name.clone()
            };
            ui.label(format!("{place} · {}", connection.client.base_url()));
        }
    });
}

/// Who the open session signs in as, once the directory has said.
fn show_user(ui: &mut egui::Ui, via: &Via, user: Option<&Result<Box<User>, Explained>>) {
    match user {
        None => {
            ui.spinner();
            ui.label(crate::tr!("status-bar-signing-in"));
        }
        Some(Ok(user)) => {
            let name = user
                .site_name
                .clone()
                .unwrap_or_else(|| crate::tr!("status-bar-name-not-shown"));
            // A mailbox as e-mail writes it, in any language: `Name <address>`.
            let who = match user.email.as_deref() {
                Some(email) => format!("{name} <{email}>"),
                None => name,
            };
            let via = match via {
                Via::Browser(_) => "browser",
                Via::Key => "key",
            };
            ui.label(crate::tr!("status-bar-signed-in", who = who, via = via));
        }
        Some(Err(error)) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                crate::tr!("status-bar-not-signed-in", problem = error.plain.as_str()),
            )
            .on_hover_text(&error.details);
        }
    }
}
