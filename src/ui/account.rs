//! The account panel: which directory to use, signing in to it through the browser or with
//! an API key (either kept in the OS keyring), who is signed in (and what the identity token
//! said), and signing out.

use super::session::{EnvironmentChoice, Session, Via};
use super::sign_in::{self, BrowserIdentity, BrowserSignIn, Kept, Waiting};
use super::widgets::field;
use crate::api::{Explained, User};
use crate::config::{Environment, Target};
use crate::secret::Secret;
use crate::worker::Connection;

pub enum AccountAction {
    Switch(EnvironmentChoice),
    SignIn {
        environment: Box<Environment>,
        key: Secret,
    },
    /// Sign in through the system browser.
    SignInWithBrowser(Box<Environment>),
    /// From Connection settings: read, save, test or remove an environment's settings.
    Connection(super::connection_settings::Request),
    /// Stop waiting for the browser.
    CancelBrowser,
    /// Keep a sign-in the keyring could not keep, in memory until the app closes.
    KeepForSession,
    /// Drop a sign-in the keyring could not keep.
    DiscardSignIn,
    SignOut {
        environment: Box<Environment>,
        /// Whether the keyring holds its secrets (a session-only sign-in is only in memory).
        keyring: bool,
    },
}

#[derive(Default)]
pub struct AccountPanel {
    custom_url: String,
    url_problem: Option<String>,
    /// The key being typed. Cleared as soon as it is submitted.
    key: String,
    /// The Connection settings dialog, and its buttons under the environment picker.
    pub settings: super::connection_settings::ConnectionSettings,
}

impl AccountPanel {
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        user: Option<&Result<Box<User>, Explained>>,
        names: &[String],
        keyring_busy: bool,
        browser: &BrowserSignIn,
    ) -> Option<AccountAction> {
        let mut action = self.show_directory(ui, session, names);
        ui.separator();

        ui.heading(crate::tr!("account-heading"));
        if keyring_busy {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(crate::tr!("account-keyring-busy"));
            });
        }
        if let Some(chosen) = show_account(ui, session, user, keyring_busy) {
            action = Some(chosen);
        }
        if let Some(chosen) = self.show_sign_in(ui, session, user, browser, keyring_busy) {
            action = Some(chosen);
        }
        action
    }

    /// Which directory: a configured environment, or a base URL typed here.
    fn show_directory(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        names: &[String],
    ) -> Option<AccountAction> {
        let mut action = None;
        let current = session.environment().map(|e| e.name.clone());
        ui.heading(crate::tr!("account-directory-heading"));
        egui::Grid::new("account-environment")
            .num_columns(2)
            .show(ui, |ui| {
                let label = ui.label(crate::tr!("account-environment"));
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
                if let Some(custom) = self.show_custom_url(ui) {
                    action = Some(custom);
                }
                ui.end_row();
            });
        if let Some(problem) = &self.url_problem {
            ui.colored_label(ui.visuals().warn_fg_color, problem);
        }
        // A session that failed to open (a configuration file that does not parse, say) still
        // offers its settings, which say what is wrong.
        let settings_for = match session {
            Session::Failed { environment, .. } => Some(environment.as_str()),
            _ => current.as_deref(),
        };
        if let Some(request) = self.settings.buttons(ui, settings_for, names) {
            action = Some(AccountAction::Connection(request));
        }
        if let Some(request) = self.settings.show(ui.ctx()) {
            action = Some(AccountAction::Connection(request));
        }
        action
    }

    /// The custom base URL's row of the directory grid; an unsafe URL is refused here.
    fn show_custom_url(&mut self, ui: &mut egui::Ui) -> Option<AccountAction> {
        let mut action = None;
        let label = ui.label(crate::tr!("account-custom-url"));
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.custom_url)
                    .hint_text("https://directory.example.com/v2/")
                    .desired_width(280.0),
            )
            .labelled_by(label.id);
            if ui.button(crate::tr!("account-connect")).clicked() {
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
        action
    }

    /// The ways to sign in: to a directory nobody is signed in to (or whose sign-in the
    /// directory refused), or on the built-in sandbox, as one of its users through the
    /// browser.
    fn show_sign_in(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        user: Option<&Result<Box<User>, Explained>>,
        browser: &BrowserSignIn,
        keyring_busy: bool,
    ) -> Option<AccountAction> {
        let signed_in = matches!(user, Some(Ok(_)));
        let needs_sign_in = match session {
            Session::SignedOut { environment, .. } => Some(environment.as_ref()),
            Session::Open { connection, .. } if !signed_in && user.is_some() => {
                Some(&connection.environment).filter(|e| e.target != Target::BuiltInSandbox)
            }
            _ => None,
        };
        if let Some(environment) = needs_sign_in {
            self.show_sign_in_to(ui, environment, browser, keyring_busy)
        } else if let Session::Open {
            connection, via, ..
        } = session
            && connection.environment.target == Target::BuiltInSandbox
        {
            ui.add_space(8.0);
            ui.label(if matches!(via, Via::Browser(_)) {
                crate::tr!("account-sandbox-sign-in-again")
            } else {
                crate::tr!("account-sandbox-sign-in")
            });
            browser_sign_in(
                ui,
                &connection.environment,
                connection.sandbox_auth_url().as_deref(),
                browser,
                keyring_busy,
            )
        } else {
            None
        }
    }

    /// Signing in to `environment`: through the browser, or with an API key.
    fn show_sign_in_to(
        &mut self,
        ui: &mut egui::Ui,
        environment: &Environment,
        browser: &BrowserSignIn,
        keyring_busy: bool,
    ) -> Option<AccountAction> {
        ui.add_space(8.0);
        ui.strong(crate::tr!(
            "account-sign-in-to",
            name = environment.name.as_str()
        ));
        let mut action = browser_sign_in(ui, environment, None, browser, keyring_busy);
        ui.weak(crate::tr!("account-or"));
        ui.horizontal(|ui| {
            let label = ui.label(crate::tr!("account-api-key"));
            ui.add(
                egui::TextEdit::singleline(&mut self.key)
                    .password(true)
                    .desired_width(280.0),
            )
            .labelled_by(label.id);
            let ready = !self.key.trim().is_empty() && !keyring_busy;
            if ui
                .add_enabled(ready, egui::Button::new(crate::tr!("account-sign-in")))
                .clicked()
            {
                action = Some(AccountAction::SignIn {
                    environment: Box::new(environment.clone()),
                    key: Secret::new(std::mem::take(&mut self.key).trim()),
                });
            }
        });
        ui.weak(crate::tr!("account-key-note"));
        action
    }
}

/// Who is signed in, or where the session stands.
fn show_account(
    ui: &mut egui::Ui,
    session: &Session,
    user: Option<&Result<Box<User>, Explained>>,
    keyring_busy: bool,
) -> Option<AccountAction> {
    match (session, user) {
        (
            Session::Open {
                connection, via, ..
            },
            Some(Ok(user)),
        ) => return show_signed_in(ui, connection, via, user, keyring_busy),
        (Session::Opening { .. }, _) | (Session::Open { .. }, None) => {
            ui.spinner();
        }
        (Session::Failed { error, .. }, _) => {
            let color = ui.visuals().error_fg_color;
            super::widgets::problem(ui, color, error);
        }
        (Session::SignedOut { why: Some(why), .. }, _) => {
            ui.colored_label(ui.visuals().warn_fg_color, why);
        }
        _ => {}
    }
    None
}

/// Who is signed in, how (with the identity token's claims after a browser sign-in), and
/// signing out.
fn show_signed_in(
    ui: &mut egui::Ui,
    connection: &Connection,
    via: &Via,
    user: &User,
    keyring_busy: bool,
) -> Option<AccountAction> {
    show_user(ui, user, connection);
    let session_only = match via {
        Via::Browser(identity) => {
            ui.add_space(8.0);
            show_identity(ui, identity);
            identity.kept == Kept::SessionOnly
        }
        Via::Key => false,
    };
    ui.add_space(4.0);
    if connection.environment.target == Target::BuiltInSandbox {
        if matches!(via, Via::Key) {
            ui.weak(crate::tr!("account-sandbox-demo-key"));
        }
        None
    } else if ui
        .add_enabled(
            !keyring_busy,
            egui::Button::new(crate::tr!("account-sign-out")),
        )
        .clicked()
    {
        Some(AccountAction::SignOut {
            environment: Box::new(connection.environment.clone()),
            keyring: !session_only,
        })
    } else {
        None
    }
}

/// What the directory says of the signed-in user, and which directory it is.
fn show_user(ui: &mut egui::Ui, user: &User, connection: &Connection) {
    egui::Grid::new("account-user")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let uuid = user.uuid.map(|u| u.to_string());
            field(ui, &crate::tr!("account-uuid"), uuid.as_deref());
            field(ui, &crate::tr!("account-name"), user.site_name.as_deref());
            field(ui, &crate::tr!("account-email"), user.email.as_deref());
            let account = user
                .account_type
                .as_deref()
                .map(|c| format!("{} ({c})", super::values::built_in_account_type(c)));
            field(ui, &crate::tr!("account-type"), account.as_deref());
            let membership = user
                .proz_membership
                .as_ref()
                .and_then(|m| m.status.as_deref())
                .map(super::values::membership_status);
            field(ui, &crate::tr!("account-membership"), membership.as_deref());
            field(
                ui,
                &crate::tr!("account-directory"),
                Some(connection.client.base_url().as_str()),
            );
        });
}

/// The "Sign in with browser" button, or where a sign-in through the browser to
/// `environment` stands.
fn browser_sign_in(
    ui: &mut egui::Ui,
    environment: &Environment,
    sandbox_auth_url: Option<&str>,
    browser: &BrowserSignIn,
    keyring_busy: bool,
) -> Option<AccountAction> {
    match browser {
        BrowserSignIn::Waiting(waiting) if waiting.environment == environment.name => {
            return show_waiting_for_browser(ui, waiting);
        }
        BrowserSignIn::NotKept { signed_in, why }
            if signed_in.environment.name == environment.name =>
        {
            return show_not_kept(ui, why);
        }
        BrowserSignIn::Failed {
            environment: failed,
            message,
        } if *failed == environment.name => {
            let color = ui.visuals().error_fg_color;
            super::widgets::problem(ui, color, message);
            ui.label(crate::tr!("account-nobody-signed-in"));
        }
        _ => {}
    }
    let missing = crate::auth::provider::missing(environment, sandbox_auth_url);
    let button = ui
        .add_enabled(
            missing.is_none() && !keyring_busy,
            egui::Button::new(crate::tr!("account-sign-in-browser")),
        )
        .on_hover_text(crate::tr!("account-sign-in-browser.hover"));
    let button = match &missing {
        Some(why) => button.on_disabled_hover_text(why),
        None => button,
    };
    let action = button
        .clicked()
        .then(|| AccountAction::SignInWithBrowser(Box::new(environment.clone())));
    if let Some(why) = missing {
        ui.weak(why);
    }
    action
}

/// A sign-in waiting for the browser: its Cancel, and the address to open by hand in case no
/// browser opened.
fn show_waiting_for_browser(ui: &mut egui::Ui, waiting: &Waiting) -> Option<AccountAction> {
    let mut action = None;
    ui.horizontal(|ui| {
        ui.spinner();
        if waiting.cancelling {
            ui.label(crate::tr!("account-cancelling"));
        } else {
            ui.label(crate::tr!("account-waiting-for-browser"));
            if ui.button(crate::tr!("account-cancel")).clicked() {
                action = Some(AccountAction::CancelBrowser);
            }
        }
    });
    if let Some(address) = &waiting.address {
        ui.horizontal(|ui| {
            match &waiting.no_browser {
                Some(why) => ui.colored_label(
                    ui.visuals().warn_fg_color,
                    crate::tr!("account-no-browser", why = why.as_str()),
                ),
                None => ui.label(crate::tr!("account-open-address-yourself")),
            };
            if ui.button(crate::tr!("account-copy-address")).clicked() {
                ui.ctx().copy_text(address.clone());
            }
        });
        // Selectable, for copying a part; never a code or a token, only what the
        // browser is sent anyway.
        ui.add(
            egui::Label::new(egui::RichText::new(address).monospace())
                .selectable(true)
                .wrap(),
        );
    }
    action
}

/// A sign-in the keyring could not keep: the user decides whether it stays until the app
/// closes.
fn show_not_kept(ui: &mut egui::Ui, why: &str) -> Option<AccountAction> {
    let mut action = None;
    ui.colored_label(ui.visuals().warn_fg_color, why);
    ui.label(crate::tr!("account-kept-only-in-keyring"));
    ui.horizontal(|ui| {
        if ui.button(crate::tr!("account-keep-for-session")).clicked() {
            action = Some(AccountAction::KeepForSession);
        }
        if ui.button(crate::tr!("account-dont-sign-in")).clicked() {
            action = Some(AccountAction::DiscardSignIn);
        }
    });
    action
}

/// What the identity token said, and how the sign-in is kept.
fn show_identity(ui: &mut egui::Ui, identity: &BrowserIdentity) {
    ui.strong(crate::tr!("account-signed-in-through-browser"));
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
    let time = |secs: i64| format!("{} ({secs})", sign_in::utc(secs));
    egui::Grid::new("account-identity")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let linked = crate::tr!(
                "account-linked-user-value",
                uuid = identity.user_uuid.to_string()
            );
            field(ui, &crate::tr!("account-linked-user"), Some(&linked));
            if let Some(claims) = &identity.claims {
                field(ui, &crate::tr!("account-claim-sub"), Some(&claims.sub));
                field(ui, &crate::tr!("account-claim-iss"), Some(&claims.iss));
                field(
                    ui,
                    &crate::tr!("account-claim-aud"),
                    Some(&claims.aud.join(", ")),
                );
                field(
                    ui,
                    &crate::tr!("account-claim-iat"),
                    Some(&time(claims.iat)),
                );
                field(
                    ui,
                    &crate::tr!("account-claim-exp"),
                    Some(&time(claims.exp)),
                );
                field(
                    ui,
                    &crate::tr!("account-claim-auth-time"),
                    claims.auth_time.map(time).as_deref(),
                );
                ui.label(crate::tr!("account-signature"));
                show_signature(ui, identity, claims.signature_verified);
                ui.end_row();
            }
            let expires = crate::tr!(
                "account-access-token-expires",
                at = sign_in::utc(identity.expires_at),
                from_now = sign_in::from_now(identity.expires_at, now),
            );
            field(ui, &crate::tr!("account-access-token"), Some(&expires));
            let kept = match identity.kept {
                Kept::Keyring => crate::tr!("account-kept-keyring"),
                Kept::SessionOnly => crate::tr!("account-kept-session-only"),
                Kept::Sandbox => crate::tr!("account-kept-sandbox"),
            };
            field(ui, &crate::tr!("account-kept"), Some(&kept));
        });
    if identity.claims.is_none() {
        ui.weak(crate::tr!("account-claims-not-kept"));
    }
}

/// Whether the identity token's signature was verified, and with which algorithm (one message
/// each for a token that names none, so that no sentence is made of pieces).
fn show_signature(ui: &mut egui::Ui, identity: &BrowserIdentity, verified: bool) {
    let alg = identity.signature_alg.as_deref();
    if verified {
        ui.label(match alg {
            Some(alg) => crate::tr!("account-signature-verified", alg = alg),
            None => crate::tr!("account-signature-verified-unnamed"),
        });
        return;
    }
    ui.vertical(|ui| {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            crate::tr!("account-signature-not-verified"),
        );
        ui.weak(match alg {
            Some(alg) => crate::tr!("account-no-key", alg = alg),
            None => crate::tr!("account-no-key-unnamed"),
        });
    });
}
