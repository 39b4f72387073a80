//! "Sign in with browser" from the window, as the UI sees it: the worker does the sign-in
//! (`Command::SignIn`: the provider, the loopback listener, the browser, the tokens saved to
//! the keyring) and reports how it goes (`Event::SignIn`), which [`BrowserSignIn::on_event`]
//! takes. While it waits, the panel shows the authorize address (to copy, for when no
//! browser opens) and a Cancel button; once it is signed in and kept, the app reopens the
//! session with the new access token.

use crate::api::Explained;
use crate::auth::KeyringError;
use crate::auth::loopback::Cancel;
use crate::worker::{Command, SignInFailed, SignInProgress, TaskId, Worker};

pub use crate::worker::{
    BrowserIdentity, Kept, OpenBrowser, SignInStart as Start, SignedIn, system_browser,
};

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
        message: Explained,
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
    /// The worker's job: events of an earlier sign-in are not this one's.
    job: TaskId,
}

impl BrowserSignIn {
    /// Has `worker` (the session's) sign in as `job`; its events go to [`Self::on_event`].
    pub fn start(&mut self, job: TaskId, start: Start, worker: Option<&Worker>) {
        self.cancel();
        let environment = start.environment.name.clone();
        let Some(worker) = worker else {
            *self = Self::Failed {
                environment,
                message: Explained::new(crate::tr!("sign-in-not-started"), ""),
            };
            return;
        };
        let cancel = Cancel::default();
        worker.send(Command::SignIn {
            task: job,
            start: Box::new(start),
            cancel: cancel.clone(),
        });
        *self = Self::Waiting(Box::new(Waiting {
            environment,
            address: None,
            no_browser: None,
            cancelling: false,
            cancel,
            job,
        }));
    }

    /// Stops a wait for the browser; the worker reports "cancelled" and is forgotten.
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

    /// Moves the waiting sign-in `job` forward; returns it once it is signed in and kept (or
    /// needs no keeping). A sign-in the keyring could not keep waits for the user's word.
    pub fn on_event(&mut self, job: TaskId, progress: SignInProgress) -> Option<SignedIn> {
        let Self::Waiting(waiting) = self else {
            return None;
        };
        if waiting.job != job {
            return None;
        }
        match progress {
            SignInProgress::Address(url) => waiting.address = Some(url),
            SignInProgress::NoBrowser(why) => waiting.no_browser = Some(why),
            SignInProgress::Done { result, unkept } => {
                let environment = waiting.environment.clone();
                return self.finish(environment, result, unkept);
            }
        }
        None
    }

    fn finish(
        &mut self,
        environment: String,
        result: Result<Box<SignedIn>, SignInFailed>,
        unkept: Option<KeyringError>,
    ) -> Option<SignedIn> {
        match (result, unkept) {
            (Ok(signed_in), None) => {
                *self = Self::Idle;
                Some(*signed_in)
            }
            (Ok(signed_in), Some(err)) => {
                let why = match err {
                    KeyringError::Unavailable(_) => crate::tr!("sign-in-no-keyring"),
                    other => {
                        let why = other.explained();
                        tracing::warn!(details = %why.details, "the sign-in could not be kept");
                        crate::tr!("sign-in-not-kept", why = why.plain.as_str())
                    }
                };
                *self = Self::NotKept { signed_in, why };
                None
            }
            (Err(problem), _) => {
                // Worded here, on the window's thread, in the window's language.
                *self = Self::Failed {
                    environment,
                    message: problem.explained(),
                };
                None
            }
        }
    }
}

/// Unix seconds as "11/1/2026, 2:03 PM UTC", as the window's language writes it.
pub fn utc(secs: i64) -> String {
    super::values::utc_minutes(secs.saturating_mul(1000))
}

/// How long until `secs` (Unix seconds), roughly, from `now`.
pub fn from_now(secs: i64, now: i64) -> String {
    let left = secs - now;
    if left <= 0 {
        return crate::tr!("sign-in-expired");
    }
    // At least one: a part of a minute left is a minute.
    let minutes = (left + 59) / 60;
    match minutes {
        0..=119 => crate::tr!("sign-in-in-minutes", count = minutes),
        _ => crate::tr!("sign-in-in-hours", count = minutes / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_utc_and_from_now() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        assert_eq!(utc(1_709_210_096), "2/29/2024, 12:34 PM UTC");
        assert_eq!(from_now(100, 200), "expired");
        assert_eq!(from_now(3_700, 100), "in 60 minutes");
        assert_eq!(from_now(100 + 3 * 3600, 100), "in 3 hours");
        assert_eq!(from_now(130, 100), "in a minute");
        assert_eq!(from_now(100 + 1000 * 3600, 100), "in 1,000 hours");
    }
}
