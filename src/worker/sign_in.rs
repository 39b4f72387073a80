//! Signing in, as the worker does it for a front end: a sign-in through the browser from
//! start to finish (the environment's provider, `auth::sign_in` with its loopback listener,
//! and the tokens saved to the keyring before success is reported), and the renewal of a
//! stored sign-in as a session opens. Both run as tasks on the worker's runtime and answer
//! with events: [`Event::SignIn`](super::Event::SignIn) as a sign-in goes on,
//! [`Event::Renewed`](super::Event::Renewed) once a renewal is done.

use std::sync::Arc;

use uuid::Uuid;

use crate::api::{ApiClient, Explained};
use crate::auth::loopback::{Cancel, DEFAULT_TIMEOUT};
use crate::auth::oauth::Provider;
use crate::auth::provider;
use crate::auth::sign_in::{SignInError, SignInRequest, SignInSummary, sign_in};
use crate::auth::tokens::{FreshTokenError, KeyringRenewal, StoredTokens};
use crate::auth::{CredentialStore, KeyringError};
use crate::config::{Environment, Target};
use crate::secret::Secret;

/// Opens the authorize address in a browser; `Err` says why none opened.
pub type OpenBrowser = Arc<dyn Fn(&str) -> Result<(), String> + Send + Sync>;

/// The system's browser (`$BROWSER` is honoured on Linux and the BSDs: the `webbrowser`
/// crate reads it there only).
pub fn system_browser() -> OpenBrowser {
    Arc::new(|url| webbrowser::open(url).map_err(|e| e.to_string()))
}

/// Where a browser sign-in is kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// In the OS keyring: the next start signs in with it.
    Keyring,
    /// In memory only, as the user chose on a system without a keyring (or because the
    /// keyring refused a renewed sign-in).
    SessionOnly,
    /// The built-in sandbox forgets its sign-ins when it stops: nothing to keep.
    Sandbox,
}

/// Who signed in through the browser, as a front end shows it. No secrets in it.
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
#[derive(Debug)]
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

/// What a sign-in through the browser needs.
pub struct SignInStart {
    pub environment: Environment,
    /// The directory's API, for the account link.
    pub api_base_url: String,
    /// The running built-in sandbox's provider, when signing in to it.
    pub sandbox_auth_url: Option<String>,
    pub store: CredentialStore,
    pub open_browser: OpenBrowser,
}

impl std::fmt::Debug for SignInStart {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SignInStart")
            .field("environment", &self.environment.name)
            .field("api_base_url", &self.api_base_url)
            .finish_non_exhaustive()
    }
}

/// How a sign-in through the browser goes, in the order it happens.
#[derive(Debug)]
pub enum SignInProgress {
    /// The authorize address, once the listener is up (to copy, for when no browser opens).
    Address(String),
    /// Why no browser opened.
    NoBrowser(String),
    /// It ended: signed in, or why not, for the front end to word ([`SignInFailed::explained`]).
    /// A sign-in is saved to the keyring before this is sent; `unkept` is the keyring's
    /// refusal, when it would not keep it.
    Done {
        result: Result<Box<SignedIn>, SignInFailed>,
        unkept: Option<KeyringError>,
    },
}

/// Why a sign-in through the browser ended without anyone signed in. Kept as a reason, not
/// as words, so that the window words it in its language when it shows it.
#[derive(Debug)]
pub enum SignInFailed {
    /// The directory's sign-in settings could not be read: the provider's own words.
    Settings(String),
    /// The sign-in itself went wrong (cancelled, refused, timed out, …).
    SignIn(SignInError),
    /// The sign-in's task ended without an answer (it panicked).
    Stopped,
}

impl SignInFailed {
    /// In plain words, in the language spoken where it is called, with the technical
    /// detail apart (English: it is for the log and a support request).
    pub fn explained(&self) -> Explained {
        match self {
            Self::Settings(why) => {
                Explained::new(crate::tr!("sign-in-settings-unreadable"), why.as_str())
            }
            Self::SignIn(err) => err.explained(),
            Self::Stopped => Explained::new(
                crate::tr!("sign-in-stopped"),
                "the sign-in task ended without an answer",
            ),
        }
    }
}

/// Runs a whole sign-in through the browser, reporting its progress to `report`; stops soon
/// after `cancel` is set (then it ends with "the sign-in was cancelled").
pub(super) async fn sign_in_with_browser(
    start: SignInStart,
    cancel: Cancel,
    report: Arc<dyn Fn(SignInProgress) + Send + Sync>,
) {
    let reporter = report.clone();
    let (result, unkept) = match tokio::spawn(run(start, cancel, reporter)).await {
        Ok(outcome) => outcome,
        Err(_) => (Err(SignInFailed::Stopped), None),
    };
    report(SignInProgress::Done {
        result: result.map(Box::new),
        unkept,
    });
}

/// The sign-in itself: the tokens are saved before it reports success.
async fn run(
    start: SignInStart,
    cancel: Cancel,
    report: Arc<dyn Fn(SignInProgress) + Send + Sync>,
) -> (Result<SignedIn, SignInFailed>, Option<KeyringError>) {
    let SignInStart {
        environment,
        api_base_url,
        sandbox_auth_url,
        store,
        open_browser,
    } = start;
    let provider = provider_for(&environment, &store, sandbox_auth_url).await;
    let provider = match provider {
        Ok(provider) => provider,
        Err(why) => return (Err(SignInFailed::Settings(why)), None),
    };
    let request = SignInRequest {
        provider: provider.clone(),
        api_base_url: api_base_url.clone(),
        redirect_port: environment.redirect_port,
        jwks_url: environment.jwks_url.clone(),
        timeout: DEFAULT_TIMEOUT,
    };
    let outcome = sign_in(
        &request,
        |url| report(SignInProgress::Address(url.to_owned())),
        |url| {
            let opened = open_browser(url);
            if let Err(why) = &opened {
                report(SignInProgress::NoBrowser(why.clone()));
            }
            opened
        },
        &cancel,
    )
    .await;
    let signed_in = match outcome {
        Ok(signed_in) => signed_in,
        Err(err) => return (Err(SignInFailed::SignIn(err)), None),
    };
    let builtin = environment.target == Target::BuiltInSandbox;
    let (tokens, identity, unkept) = keep(signed_in, &environment, store).await;
    let signed_in = SignedIn {
        environment: Box::new(environment),
        sandbox_base_url: builtin.then_some(api_base_url),
        tokens,
        identity,
        provider,
    };
    (Ok(signed_in), unkept)
}

/// The provider `environment` signs in with. Reads the keyring (for a client secret kept
/// there), so not on the runtime's threads.
async fn provider_for(
    environment: &Environment,
    store: &CredentialStore,
    sandbox_auth_url: Option<String>,
) -> Result<Provider, String> {
    let (environment, store) = (environment.clone(), store.clone());
    tokio::task::spawn_blocking(move || {
        let given = std::env::var(provider::CLIENT_SECRET_VAR)
            .ok()
            .map(Secret::new);
        provider::for_environment(&environment, given, &store, sandbox_auth_url.as_deref())
    })
    .await
    .unwrap_or_else(|_| Err("the provider could not be read".into()))
}

/// Keeps a finished sign-in's tokens in the keyring (the built-in sandbox's are good only in
/// the sandbox that issued them, so they are not kept); says who signed in, and why the
/// keyring would not keep them, if it would not.
async fn keep(
    signed_in: crate::auth::sign_in::SignedIn,
    environment: &Environment,
    store: CredentialStore,
) -> (StoredTokens, BrowserIdentity, Option<KeyringError>) {
    let summary = signed_in.summary();
    let tokens = StoredTokens::new(&signed_in.tokens, signed_in.user_uuid);
    let builtin = environment.target == Target::BuiltInSandbox;
    let unkept = if builtin {
        None
    } else {
        let (saved, name) = (tokens.clone(), environment.name.clone());
        tokio::task::spawn_blocking(move || saved.save(&store, &name).err())
            .await
            .unwrap_or(Some(KeyringError::TimedOut))
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
    (tokens, identity, unkept)
}

/// A sign-in kept in the keyring, to renew as its session opens: the same renewal the
/// session's API client renews with, so the two never refresh at once.
#[derive(Clone)]
pub struct RenewStored(pub Arc<KeyringRenewal>);

impl std::fmt::Debug for RenewStored {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RenewStored")
    }
}

/// A stored sign-in, renewed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Renewed {
    /// When the access token now in use expires (Unix seconds).
    pub expires_at: i64,
    /// [`Kept::Keyring`], or [`Kept::SessionOnly`] when the keyring refused the renewed
    /// sign-in: it lives in this process's memory, and the next start finds none.
    pub kept: Kept,
}

/// Renews a stored sign-in if it is about to expire, and has `client` (if the worker has
/// one) send the new access token from then on. `Ok(None)`: nobody is signed in any more.
pub(super) async fn renew(
    renewal: RenewStored,
    client: Option<ApiClient>,
) -> Result<Option<Renewed>, FreshTokenError> {
    let Some(renewed) = renewal.0.renew_now().await? else {
        return Ok(None);
    };
    if let Some(client) = client {
        client.use_access_token(renewed.access_token, renewed.expires_at);
    }
    Ok(Some(Renewed {
        expires_at: renewed.expires_at,
        kept: if renewed.in_memory {
            Kept::SessionOnly
        } else {
            Kept::Keyring
        },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::loopback::LoopbackError;
    use crate::i18n::{Language, in_english, scoped};

    #[test]
    fn the_window_words_why_a_sign_in_failed_in_its_language() {
        let _german = scoped(Language::German);
        let settings = SignInFailed::Settings("no client id".into());
        assert_eq!(
            settings.explained().plain,
            "Die Anmeldeeinstellungen dieses Verzeichnisses konnten nicht gelesen werden."
        );
        assert_eq!(settings.explained().details, "no client id");
        assert_eq!(
            SignInFailed::Stopped.explained().plain,
            "Die Anmeldung wurde unerwartet beendet."
        );
        let cancelled = SignInFailed::SignIn(SignInError::Listener(LoopbackError::Cancelled));
        assert_eq!(
            cancelled.explained().plain,
            "Die Anmeldung wurde abgebrochen."
        );
    }

    #[test]
    fn in_english_a_failed_sign_in_reads_as_it_always_did() {
        let _german = scoped(Language::German);
        let words = |failed: SignInFailed| in_english(|| failed.explained().plain);
        assert_eq!(
            words(SignInFailed::Settings("no client id".into())),
            "This directory's sign-in settings could not be read."
        );
        assert_eq!(
            words(SignInFailed::Stopped),
            "The sign-in stopped unexpectedly."
        );
    }
}
