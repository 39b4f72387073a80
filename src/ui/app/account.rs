//! What the Account panel's actions do to the session: switching environments, signing in
//! with a key or through the browser, and signing out. The keyring is written on the
//! background channel; the browser sign-in runs in the session's worker, and
//! `ui::sign_in` follows it.

use super::{Busy, DeskApp, Done};
use crate::api::Credential;
use crate::auth::KeyringError;
use crate::auth::tokens::{KeyringRenewal, MemoryRenewal};
use crate::config::{Environment, Target};
use crate::ui::account::AccountAction;
use crate::ui::ids;
use crate::ui::session::{self, Session, Via};
use crate::ui::sign_in::{self, Kept, SignedIn};

/// Ends a session the app moved away from. An open one is ended here: its outbox runs pause
/// (within a few seconds) before the next session's outbox opens the same journal. Any other
/// has no outbox, but its worker may be waiting on a renewal that must be kept or on a
/// blocking keyring call: it ends on a thread of its own, so the window does not wait.
fn retire(old: Session) {
    if matches!(old, Session::Open { .. }) {
        drop(old);
        return;
    }
    let spawned = std::thread::Builder::new()
        .name("directory-desk-retire".into())
        .spawn(move || drop(old));
    if let Err(err) = spawned {
        tracing::warn!(%err, "no thread to end the old session on; it ended on the UI thread");
    }
}

impl DeskApp {
    pub(super) fn apply_account(&mut self, action: AccountAction, ctx: &egui::Context) {
        let wake = {
            let ctx = ctx.clone();
            move || ctx.request_repaint()
        };
        match action {
            AccountAction::Switch(choice) => {
                self.persisted.environment = Some(choice.clone());
                let path = self.config_path.clone();
                let store = self.credentials.clone();
                let session = Session::open_choice_in(Some(choice), path, store, wake);
                self.switch_to(session);
            }
            AccountAction::SignInWithBrowser(environment) => {
                self.sign_in_with_browser(*environment);
            }
            AccountAction::Connection(request) => self.apply_connection(request, ctx),
            AccountAction::CancelBrowser => self.signing_in.browser.cancel(),
            AccountAction::KeepForSession => {
                if let Some(signed_in) = self.signing_in.browser.take_unkept() {
                    self.open_signed_in(signed_in, ctx);
                }
            }
            AccountAction::DiscardSignIn => self.signing_in.browser.reset(),
            AccountAction::SignOut {
                environment,
                keyring,
            } if !keyring || self.signing_in.unkept_key.as_ref() == Some(&environment.name) => {
                // Kept only in memory: nothing in the keyring to remove.
                let news = crate::tr!("app-signed-out", environment = environment.name.as_str());
                self.notices.push(news);
                self.switch_to(Session::signed_out(environment, None, wake));
            }
            AccountAction::SignOut { environment, .. } => {
                let store = self.credentials.clone();
                self.background.start(
                    Busy::Keyring,
                    move || {
                        let forgotten = crate::auth::tokens::sign_out(&store, &environment.name);
                        Done::Forgotten(environment, forgotten)
                    },
                    ctx,
                );
            }
            AccountAction::SignIn { environment, key } => {
                self.signing_in.unverified_key = Some((environment.name.clone(), key.clone()));
                let credential = Some(Credential::ApiKey(key));
                self.switch_to(Session::open(*environment, credential, wake));
            }
        }
    }

    pub(super) fn switch_to(&mut self, session: Session) {
        // The old worker goes with the old session, and a run it had going stops. The journal
        // keeps where every job stood: a request that was out reads "unknown" when the outbox
        // next opens, and nothing more goes until the user resumes.
        self.scope.composer.connection_lost();
        self.panels.search.connection_lost();
        self.scope.outbox.model.close();
        let old = std::mem::replace(&mut self.session, session);
        retire(old);
        self.user = None;
        self.signing_in.browser.reset();
        // A key the keyring could not keep belonged to the session that goes.
        self.signing_in.unkept_key = None;
    }

    /// A typed key goes to the keyring only once the directory has accepted it.
    pub(super) fn keep_or_drop_typed_key(&mut self, accepted: bool, ctx: &egui::Context) {
        let Some((environment, key)) = self.signing_in.unverified_key.take() else {
            return;
        };
        if !accepted {
            self.notices.problem(crate::tr!("app-key-not-accepted"));
            return;
        }
        let store = self.credentials.clone();
        self.background.start(
            Busy::Keyring,
            move || {
                let saved = store.save_api_key(&environment, &key);
                Done::KeySaved(environment, saved)
            },
            ctx,
        );
    }

    pub(super) fn on_key_saved(&mut self, environment: String, saved: Result<(), KeyringError>) {
        match saved {
            Ok(()) => self.notices.push(crate::tr!("app-key-kept")),
            Err(err) => {
                self.signing_in.unkept_key = Some(environment);
                self.notices.problem_with_details(
                    || crate::tr!("app-key-not-kept", problem = err.explained().plain),
                    err.explained().details,
                );
            }
        }
    }

    pub(super) fn on_forgotten(
        &mut self,
        environment: Box<Environment>,
        forgotten: Result<(), KeyringError>,
        ctx: &egui::Context,
    ) {
        match forgotten {
            Ok(()) => {
                self.notices.push(crate::tr!(
                    "app-signed-out-forgotten",
                    environment = environment.name.as_str()
                ));
                let ctx = ctx.clone();
                let wake = move || ctx.request_repaint();
                self.switch_to(Session::signed_out(environment, None, wake));
            }
            Err(err) => {
                self.notices.problem_with_details(
                    || crate::tr!("app-sign-out-failed", problem = err.explained().plain),
                    err.explained().details,
                );
            }
        }
    }

    /// Starts a sign-in through the browser for `environment`.
    fn sign_in_with_browser(&mut self, environment: Environment) {
        let (api_base_url, sandbox_auth_url) = match (&environment.target, &self.session) {
            (Target::Remote(url), _) => (url.clone(), None),
            (Target::BuiltInSandbox, Session::Open { connection, .. }) => (
                connection.client.base_url().to_string(),
                connection.sandbox_auth_url(),
            ),
            (Target::BuiltInSandbox, _) => return,
        };
        let job = ids::task();
        self.signing_in.browser.start(
            job,
            sign_in::Start {
                environment,
                api_base_url,
                sandbox_auth_url,
                store: self.credentials.clone(),
                open_browser: self.signing_in.open_browser.clone(),
            },
            self.session.worker(),
        );
    }

    /// Opens the session with a finished browser sign-in's access token, if the app is still
    /// on the environment it signed in to.
    pub(super) fn open_signed_in(&mut self, signed_in: SignedIn, ctx: &egui::Context) {
        let name = signed_in.environment.name.clone();
        if self.session.environment().map(|e| e.name.as_str()) != Some(name.as_str()) {
            return;
        }
        let kept = signed_in.identity.kept;
        let Some(session) = self.session_for(signed_in, ctx) else {
            self.notices.problem(crate::tr!("app-sandbox-stopped"));
            return;
        };
        self.switch_to(session);
        let id = match kept {
            Kept::Keyring => "app-browser-signed-in-keyring",
            Kept::SessionOnly => "app-browser-signed-in-session-only",
            Kept::Sandbox => "app-browser-signed-in",
        };
        self.notices.push(crate::tr!(id, environment = name));
    }

    /// The session a browser sign-in opens; `None` when it was the built-in sandbox's and that
    /// sandbox has stopped (its tokens are good only in the sandbox that issued them).
    fn session_for(&mut self, signed_in: SignedIn, ctx: &egui::Context) -> Option<Session> {
        let wake = {
            let ctx = ctx.clone();
            move || ctx.request_repaint()
        };
        let credential = Credential::AccessToken(signed_in.tokens.access_token.clone());
        let kept = signed_in.identity.kept;
        let via = Via::Browser(Box::new(signed_in.identity));
        if let Some(base_url) = signed_in.sandbox_base_url {
            let placeholder = Session::Failed {
                environment: signed_in.environment.name.clone(),
                error: crate::api::Explained::default(),
                worker: None,
            };
            return match std::mem::replace(&mut self.session, placeholder) {
                Session::Open {
                    connection, worker, ..
                } if connection.client.base_url().as_str() == base_url => {
                    drop(worker);
                    Some(Session::reconnect(connection, credential, via, wake))
                }
                other => {
                    self.session = other;
                    None
                }
            };
        }
        // Renewed from where the rotated refresh token lives: the keyring, or (kept for this
        // session only) memory.
        let expires_at = signed_in.tokens.expires_at;
        let renewal: session::Renewal = if kept == Kept::Keyring {
            let name = signed_in.environment.name.clone();
            let renewal = KeyringRenewal::new(self.credentials.clone(), name, signed_in.provider);
            (std::sync::Arc::new(renewal), expires_at)
        } else {
            let renewal = MemoryRenewal::new(signed_in.provider, signed_in.tokens.refresh_token);
            (std::sync::Arc::new(renewal), expires_at)
        };
        let environment = *signed_in.environment;
        Some(Session::open_via(
            environment,
            Some(credential),
            via,
            Some(renewal),
            wake,
        ))
    }
}
