//! `directory-desk login` and `logout`, and the stored sign-in the other commands use.

use std::sync::Arc;
use std::time::Duration;

use clap::Args;

use super::{GlobalOptions, Outcome, print_json, usage_error};
use crate::api::{Credential, TokenRenewal};
use crate::auth::CredentialStore;
use crate::auth::loopback::{Cancel, DEFAULT_TIMEOUT};
use crate::auth::oauth::Provider;
use crate::auth::sign_in::{SignInRequest, sign_in};
use crate::auth::stored::{NotUsable, StoredSignIn};
use crate::auth::tokens::{
    AppRenewal, FreshTokenError, KeyringRenewal, StoredTokens, fresh_access_token,
};
use crate::config::{Environment, Target};
use crate::secret::Secret;
use crate::worker::Connection;

#[derive(Args, Debug)]
pub struct LoginArgs {
    /// Print `{"sub","user_uuid","linked","signature_verified","expires_at",…}` as one line.
    #[arg(long)]
    json: bool,
    /// Give up after this many seconds without an answer from the browser.
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIMEOUT.as_secs())]
    timeout: u64,
}

/// The provider for `environment`, the command line's secret first.
fn provider(
    environment: &Environment,
    global: &GlobalOptions,
    store: &CredentialStore,
    sandbox_auth_url: Option<String>,
) -> Result<Provider, Outcome> {
    let given = global.client_secret.as_deref().map(Secret::new);
    crate::auth::provider::for_environment(environment, given, store, sandbox_auth_url.as_deref())
        .map_err(|why| usage_error(format!("{why} Or give --auth-url and --client-id.")))
}

/// Runs `future` on a small runtime of its own: a command has nothing else to do meanwhile.
fn block_on<T>(future: impl std::future::Future<Output = T>) -> Result<T, Outcome> {
    crate::auth::provider::block_on(future).map_err(usage_error)
}

pub fn run(args: LoginArgs, global: &GlobalOptions) -> Outcome {
    let environment = match super::resolve_environment(global) {
        Ok(environment) => environment,
        Err(outcome) => return outcome,
    };
    let store = CredentialStore::default();
    // The built-in sandbox runs in this process for as long as the sign-in takes.
    let (api_base_url, _sandbox) = match &environment.target {
        Target::Remote(url) => (url.clone(), None),
        Target::BuiltInSandbox => match Connection::open(environment.clone(), None) {
            Ok(connection) => (connection.client.base_url().to_string(), Some(connection)),
            Err(err) => return usage_error(err),
        },
    };
    let sandbox_auth_url = _sandbox.as_ref().and_then(Connection::sandbox_auth_url);
    let provider = match provider(&environment, global, &store, sandbox_auth_url) {
        Ok(provider) => provider,
        Err(outcome) => return outcome,
    };
    let request = SignInRequest {
        provider,
        api_base_url,
        redirect_port: environment.redirect_port,
        jwks_url: environment.jwks_url.clone(),
        timeout: Duration::from_secs(args.timeout.max(1)),
    };
    let outcome = block_on(sign_in(
        &request,
        |url| eprintln!("Sign in in your browser. If it does not open, open this address:\n{url}"),
        |url| webbrowser::open(url).map_err(|e| e.to_string()),
        &Cancel::default(),
    ));
    let signed_in = match outcome {
        Ok(outcome) => outcome,
        Err(outcome) => return outcome,
    };
    let signed_in = match signed_in {
        Ok(signed_in) => signed_in,
        Err(err) => {
            eprintln!("error: {}", err.explained().for_terminal());
            eprintln!("nobody was signed in");
            return Outcome::AuthFailed;
        }
    };
    let saved = StoredTokens::new(&signed_in.tokens, signed_in.user_uuid)
        .save(&store, &environment.name)
        .and_then(|()| match global.client_secret.as_deref().map(str::trim) {
            Some(secret) if !secret.is_empty() => {
                store.save_client_secret(&environment.name, &Secret::new(secret))
            }
            _ => Ok(()),
        });
    if let Err(err) = saved {
        eprintln!("error: signed in, but the sign-in could not be kept: {err}");
        eprintln!(
            "Directory Desk keeps tokens only in the OS keyring, never in a file. Start a keyring \
             (a Secret Service on Linux) and sign in again."
        );
        return Outcome::SomeFailed;
    }
    let summary = signed_in.summary();
    if args.json {
        print_json(&serde_json::to_value(&summary).unwrap_or_default());
    } else {
        println!(
            "signed in as {} in {}{}",
            summary.user_uuid,
            environment.name,
            if summary.signature_verified {
                ""
            } else {
                " (identity token signature not verified: no key for it; the account link was checked)"
            }
        );
    }
    Outcome::Done
}

pub fn logout(global: &GlobalOptions) -> Outcome {
    let environment = match super::resolve_environment(global) {
        Ok(environment) => environment,
        Err(outcome) => return outcome,
    };
    match crate::auth::tokens::sign_out(&CredentialStore::default(), &environment.name) {
        Ok(()) => {
            eprintln!(
                "signed out of {}: its API key and sign-in are gone from the keyring (its \
                 client secret stays, for the next sign-in; `env remove` removes it)",
                environment.name
            );
            Outcome::Done
        }
        Err(err) => usage_error(format!("could not remove the secrets: {err}")),
    }
}

/// The credential a command calls the directory with and, for a token, the renewal that keeps
/// it fresh during a long command, with when it expires.
pub struct StoredCredential {
    pub credential: Credential,
    pub renewal: Option<(Arc<dyn TokenRenewal>, i64)>,
}

/// The sign-in kept for `environment` ([`StoredSignIn::read`]), ready for a command: an API
/// key as it is; a browser sign-in's access token refreshed first if about to expire; an
/// app-only environment's token from its provider. `None` when nobody signed in there, when
/// this system has no keyring (the command goes on without, and says what it needs), and for
/// the built-in sandbox, which uses its demo key.
pub fn stored_sign_in(
    environment: &Environment,
    global: &GlobalOptions,
) -> Result<Option<StoredCredential>, Outcome> {
    let store = CredentialStore::default();
    let given = global.client_secret.as_deref().map(Secret::new);
    let provider = match StoredSignIn::read(environment, &store, given) {
        Ok(StoredSignIn::BuiltInSandbox | StoredSignIn::Nothing) => return Ok(None),
        Err(NotUsable::Keyring(_)) => return Ok(None),
        Err(NotUsable::Provider(why)) => {
            return Err(usage_error(format!(
                "{why} Or give --auth-url and --client-id."
            )));
        }
        Ok(StoredSignIn::ApiKey(key)) => {
            return Ok(Some(StoredCredential {
                credential: Credential::ApiKey(key),
                renewal: None,
            }));
        }
        Ok(StoredSignIn::AppOnly(provider)) => {
            return app_token(environment, global, &store, provider).map(Some);
        }
        Ok(StoredSignIn::Browser { provider, .. }) => provider,
    };
    match block_on(fresh_access_token(
        &store,
        &environment.name,
        &provider,
        false,
    ))? {
        Ok(Some(fresh)) => {
            let tokens = fresh.tokens;
            let (credential, expires_at) = (
                Credential::AccessToken(tokens.access_token.clone()),
                tokens.expires_at,
            );
            let name = environment.name.clone();
            let renewal = match fresh.not_kept {
                None => KeyringRenewal::new(store, name, provider),
                Some(err) => {
                    eprintln!(
                        "warning: the renewed sign-in could not be saved to the OS keyring ({err}); \
                         it is used for this command only, and the next one must sign in again \
                         (`directory-desk login`)"
                    );
                    KeyringRenewal::kept_in_memory(store, name, provider, tokens)
                }
            };
            Ok(Some(StoredCredential {
                credential,
                renewal: Some((Arc::new(renewal), expires_at)),
            }))
        }
        Ok(None) => Ok(None),
        Err(FreshTokenError::SignedOut(why)) => {
            eprintln!("error: {why}");
            eprintln!("run `directory-desk login` to sign in again");
            Err(Outcome::AuthFailed)
        }
        Err(err) => Err(usage_error(err)),
    }
}

/// An app-only environment's token: client credentials, renewed the same way when it expires.
fn app_token(
    environment: &Environment,
    global: &GlobalOptions,
    store: &CredentialStore,
    provider: Provider,
) -> Result<StoredCredential, Outcome> {
    if provider.client_secret.is_none() {
        return Err(usage_error(format!(
            "the app-only environment '{}' needs its client secret: give --client-secret once \
             (it is then kept in the keyring)",
            environment.name
        )));
    }
    let http = crate::auth::oauth::http_client().map_err(usage_error)?;
    let tokens = block_on(provider.client_credentials(&http))?.map_err(|err| {
        eprintln!("error: {}", err.explained().for_terminal());
        Outcome::AuthFailed
    })?;
    if let Some(secret) = global
        .client_secret
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        // Kept for the next command; a keyring that is not there only means giving it again.
        if let Err(err) = store.save_client_secret(&environment.name, &Secret::new(secret)) {
            eprintln!("note: the client secret could not be kept ({err}); give it again next time");
        }
    }
    Ok(StoredCredential {
        credential: Credential::AccessToken(tokens.access_token),
        renewal: Some((Arc::new(AppRenewal { provider }), tokens.expires_at)),
    })
}
