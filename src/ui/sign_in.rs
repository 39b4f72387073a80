//! "Sign in with browser" from the window: the whole sign-in (`auth::sign_in`) runs on a
//! thread of its own with a small runtime, so the UI only ever polls a channel. While it
//! waits, the panel shows the authorize address (to copy, for when no browser opens) and a
//! Cancel button; when it ends, the tokens go to the keyring on that same thread, and the
//! app reopens the session with the new access token.

use std::sync::{Arc, mpsc};

use uuid::Uuid;

use crate::auth::CredentialStore;
use crate::auth::KeyringError;
use crate::auth::loopback::{Cancel, DEFAULT_TIMEOUT};
use crate::auth::oauth::Provider;
use crate::auth::provider::{self, block_on};
use crate::auth::sign_in::{SignInRequest, SignInSummary, sign_in};
use crate::auth::tokens::StoredTokens;
use crate::config::{Environment, Target};
use crate::secret::Secret;

/// Opens the authorize address in a browser; `Err` says why none opened.
pub type OpenBrowser = Arc<dyn Fn(&str) -> Result<(), String> + Send + Sync>;

/// The system's browser (`$BROWSER` is honoured).
pub fn system_browser() -> OpenBrowser {
    Arc::new(|url| webbrowser::open(url).map_err(|e| e.to_string()))
}

/// Where a browser sign-in is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// In the OS keyring: the next start signs in with it.
    Keyring,
    /// In memory only, as the user chose on a system without a keyring.
    SessionOnly,
    /// The built-in sandbox forgets its sign-ins when it stops: nothing to keep.
    Sandbox,
}

/// Who signed in through the browser, as the Account panel shows it. No secrets in it.
#[derive(Debug, Clone)]
pub struct BrowserIdentity {
    /// The account the directory named for the access token (`GET /user` = `sub`).
    pub user_uuid: Uuid,
    /// The identity token's claims, for a sign-in made in this run (the keyring keeps only
    /// the tokens).
    pub claims: Option<SignInSummary>,
    /// The identity token's signature algorithm, with its claims.
    pub signature_alg: Option<String>,
    /// When the access token expires (Unix seconds).
    pub expires_at: i64,
    pub kept: Kept,
}

/// A finished sign-in, ready to open a session with.
pub struct SignedIn {
    pub environment: Box<Environment>,
    /// The built-in sandbox's API address: its tokens are good only in the sandbox that
    /// issued them, so the app keeps that sandbox.
    pub sandbox_base_url: Option<String>,
    pub tokens: StoredTokens,
    pub identity: BrowserIdentity,
    /// The provider that signed in, to renew the access token with.
    pub provider: Provider,
}

/// What the sign-in thread reports.
enum Message {
    Address(String),
    NoBrowser(String),
    Done(Box<Result<SignedIn, String>>, Option<KeyringError>),
}

/// Where a browser sign-in stands.
#[derive(Default)]
pub enum BrowserSignIn {
    #[default]
    Idle,
    Waiting(Box<Waiting>),
    /// Signed in, but the keyring could not keep it: the user decides.
    NotKept {
        signed_in: Box<SignedIn>,
        why: String,
    },
    /// It ended without anyone signed in; the message is for the user.
    Failed {
        environment: String,
        message: String,
    },
}

pub struct Waiting {
    pub environment: String,
    /// The authorize address, once the listener is up.
    pub address: Option<String>,
    /// Why no browser opened, if it did not.
    pub no_browser: Option<String>,
    pub cancelling: bool,
    cancel: Cancel,
    messages: mpsc::Receiver<Message>,
}

/// What the app needs to start a sign-in.
pub struct Start {
    pub environment: Environment,
    /// The directory's API, for the account link.
    pub api_base_url: String,
    /// The running built-in sandbox's provider, when signing in to it.
    pub sandbox_auth_url: Option<String>,
    pub store: CredentialStore,
    pub open_browser: OpenBrowser,
}

impl BrowserSignIn {
    pub fn start(&mut self, start: Start, ctx: &egui::Context) {
        self.cancel();
        let (tx, rx) = mpsc::channel();
        let cancel = Cancel::default();
        *self = Self::Waiting(Box::new(Waiting {
            environment: start.environment.name.clone(),
            address: None,
            no_browser: None,
            cancelling: false,
            cancel: cancel.clone(),
            messages: rx,
        }));
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let send = |message| {
                let _ = tx.send(message);
                ctx.request_repaint();
            };
            let (result, unkept) = run(start, &cancel, &send);
            send(Message::Done(Box::new(result), unkept));
        });
    }

    /// Stops a wait for the browser; the thread reports "cancelled" and is forgotten.
    pub fn cancel(&mut self) {
        if let Self::Waiting(waiting) = self {
            waiting.cancel.cancel();
            waiting.cancelling = true;
        }
    }

    /// Forgets whatever is shown (another environment was chosen).
    pub fn reset(&mut self) {
        if let Self::Waiting(waiting) = self {
            waiting.cancel.cancel();
        }
        *self = Self::Idle;
    }

    /// Takes a sign-in the user chose to keep for this session only.
    pub fn take_unkept(&mut self) -> Option<SignedIn> {
        match std::mem::take(self) {
            Self::NotKept { mut signed_in, .. } => {
                signed_in.identity.kept = Kept::SessionOnly;
                Some(*signed_in)
            }
            other => {
                *self = other;
                None
            }
        }
    }

    /// Moves a waiting sign-in forward; returns it once it is signed in and kept (or needs
    /// no keeping). A sign-in the keyring could not keep waits for the user's word.
    pub fn poll(&mut self) -> Option<SignedIn> {
        let Self::Waiting(waiting) = self else {
            return None;
        };
        loop {
            match waiting.messages.try_recv() {
                Ok(Message::Address(url)) => waiting.address = Some(url),
                Ok(Message::NoBrowser(why)) => waiting.no_browser = Some(why),
                Ok(Message::Done(result, unkept)) => {
                    let environment = waiting.environment.clone();
                    return self.finish(environment, *result, unkept);
                }
                Err(mpsc::TryRecvError::Empty) => return None,
                Err(mpsc::TryRecvError::Disconnected) => {
                    *self = Self::Failed {
                        environment: waiting.environment.clone(),
                        message: "The sign-in stopped unexpectedly.".into(),
                    };
                    return None;
                }
            }
        }
    }

    fn finish(
        &mut self,
        environment: String,
        result: Result<SignedIn, String>,
        unkept: Option<KeyringError>,
    ) -> Option<SignedIn> {
        match (result, unkept) {
            (Ok(signed_in), None) => {
                *self = Self::Idle;
                Some(signed_in)
            }
            (Ok(signed_in), Some(err)) => {
                let why = match err {
                    KeyringError::Unavailable(_) => {
                        "Your system has no keyring, so this sign-in cannot be kept.".to_owned()
                    }
                    other => format!("This sign-in could not be kept: {other}."),
                };
                *self = Self::NotKept {
                    signed_in: Box::new(signed_in),
                    why,
                };
                None
            }
            (Err(message), _) => {
                *self = Self::Failed {
                    environment,
                    message,
                };
                None
            }
        }
    }
}

/// The sign-in itself, on its own thread: the tokens are saved before it reports success.
fn run(
    start: Start,
    cancel: &Cancel,
    send: &dyn Fn(Message),
) -> (Result<SignedIn, String>, Option<KeyringError>) {
    let Start {
        environment,
        api_base_url,
        sandbox_auth_url,
        store,
        open_browser,
    } = start;
    let given = std::env::var(provider::CLIENT_SECRET_VAR)
        .ok()
        .map(Secret::new);
    let provider =
        match provider::for_environment(&environment, given, &store, sandbox_auth_url.as_deref()) {
            Ok(provider) => provider,
            Err(why) => return (Err(why), None),
        };
    let request = SignInRequest {
        provider: provider.clone(),
        api_base_url: api_base_url.clone(),
        redirect_port: environment.redirect_port,
        jwks_url: environment.jwks_url.clone(),
        timeout: DEFAULT_TIMEOUT,
    };
    let outcome = block_on(sign_in(
        &request,
        |url| send(Message::Address(url.to_owned())),
        |url| {
            let opened = open_browser(url);
            if let Err(why) = &opened {
                send(Message::NoBrowser(why.clone()));
            }
            opened
        },
        cancel,
    ));
    let signed_in = match outcome {
        Ok(Ok(signed_in)) => signed_in,
        Ok(Err(err)) => return (Err(sentence(&err.to_string())), None),
        Err(why) => return (Err(sentence(&why)), None),
    };
    let summary = signed_in.summary();
    let tokens = StoredTokens::new(&signed_in.tokens, signed_in.user_uuid);
    let builtin = environment.target == Target::BuiltInSandbox;
    let unkept = if builtin {
        None
    } else {
        tokens.save(&store, &environment.name).err()
    };
    let identity = BrowserIdentity {
        user_uuid: signed_in.user_uuid,
        signature_alg: Some(signed_in.identity.signature_alg.clone()),
        expires_at: tokens.expires_at,
        claims: Some(summary),
        kept: if builtin {
            Kept::Sandbox
        } else {
            Kept::Keyring
        },
    };
    let signed_in = SignedIn {
        environment: Box::new(environment),
        sandbox_base_url: builtin.then_some(api_base_url),
        tokens,
        identity,
        provider,
    };
    (Ok(signed_in), unkept)
}

/// A message that starts with a capital letter, as the panel shows it.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Unix seconds as "2026-11-01 14:03 UTC".
pub fn utc(secs: i64) -> String {
    crate::civil_date::utc_minutes(secs.saturating_mul(1000))
}

/// How long until `secs` (Unix seconds), roughly, from `now`.
pub fn from_now(secs: i64, now: i64) -> String {
    let left = secs - now;
    if left <= 0 {
        return "expired".into();
    }
    let minutes = (left + 59) / 60;
    match minutes {
        0..=1 => "in a minute".into(),
        2..=119 => format!("in {minutes} minutes"),
        _ => format!("in {} hours", minutes / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_utc_and_from_now() {
        assert_eq!(utc(1_709_210_096), "2024-02-29 12:34 UTC");
        assert_eq!(from_now(100, 200), "expired");
        assert_eq!(from_now(3_700, 100), "in 60 minutes");
        assert_eq!(from_now(100 + 3 * 3600, 100), "in 3 hours");
        assert_eq!(
            sentence("the sign-in was cancelled"),
            "The sign-in was cancelled"
        );
    }
}
