//! The status bar: who is signed in, and where, at all times.

use super::session::{Session, Via};
use crate::api::{Explained, User};

pub fn show(ui: &mut egui::Ui, session: &Session, user: Option<&Result<Box<User>, Explained>>) {
    ui.horizontal(|ui| match session {
        Session::Opening { environment, .. } => {
            ui.spinner();
            ui.label(format!("Connecting to {environment}…"));
        }
        Session::SignedOut {
            environment,
            why: Some(why),
            ..
        } => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!("Not signed in to {}. {why}", environment.name),
            );
        }
        Session::SignedOut { environment, .. } => {
            let how = if crate::auth::provider::missing(environment, None).is_none() {
                "sign in with the browser or add an API key"
            } else {
                "add an API key"
            };
            ui.label(format!(
                "Not signed in to {}: {how} in the Account tab.",
                environment.name
            ));
        }
        Session::Failed {
            environment, error, ..
        } => {
            // One line: the detail is a hover away here, and under "Details" in the Account tab.
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("Not connected to {environment}. {}", error.plain),
            )
            .on_hover_text(&error.details);
        }
        Session::Open {
            connection, via, ..
        } => {
            match user {
                None => {
                    ui.spinner();
                    ui.label("Signing in…");
                }
                Some(Ok(user)) => {
                    let name = user
                        .site_name
                        .clone()
                        .unwrap_or_else(|| "(name not shown)".into());
                    let email = user
                        .email
                        .as_deref()
                        .map(|e| format!(" <{e}>"))
                        .unwrap_or_default();
                    let how = match via {
                        Via::Browser(_) => " (through the browser)",
                        Via::Key => "",
                    };
                    ui.label(format!("Signed in as {name}{email}{how}"));
                }
                Some(Err(error)) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        format!("Not signed in. {}", error.plain),
                    )
                    .on_hover_text(&error.details);
                }
            }
            ui.separator();
            let place = if connection.is_sandbox() {
                "built-in sandbox"
            } else {
                connection.environment.name.as_str()
            };
            ui.label(format!("{place} · {}", connection.client.base_url()));
        }
    });
}
