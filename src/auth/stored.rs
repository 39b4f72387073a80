//! What an environment opens with: the sign-in the OS keyring keeps for it, read in one place
//! for the window (`ui::session`) and the command line (`cli::login`). Each then does what its
//! user needs with it: the window connects at once and lets its worker renew a token that is
//! about to expire; a command renews it first, as it has nothing else to do meanwhile.

use crate::auth::oauth::Provider;
use crate::auth::tokens::StoredTokens;
use crate::auth::{CredentialStore, KeyringError};
use crate::config::{Environment, Target};
use crate::secret::Secret;

/// The sign-in kept for an environment.
pub enum StoredSignIn {
    /// The built-in sandbox signs in with its demo key: nothing is kept for it.
    BuiltInSandbox,
    /// An app-only environment signs in as the app itself (client credentials), with the
    /// client secret given or kept.
    AppOnly(Provider),
    /// An API key kept in the keyring (the Account panel's "Save API key").
    ApiKey(Secret),
    /// A browser sign-in's tokens, and the provider that renews them.
    Browser {
        tokens: StoredTokens,
        provider: Provider,
    },
    /// Nobody signed in here yet.
    Nothing,
}

/// Why the kept sign-in cannot be used.
pub enum NotUsable {
    /// The keyring could not be read, or this system has none.
    Keyring(KeyringError),
    /// A sign-in needs a provider that this environment does not describe fully (the
    /// sentence says what is missing).
    Provider(String),
}

impl StoredSignIn {
    /// Reads what the keyring keeps for `environment`: for an app-only environment its
    /// provider; otherwise an API key first, else a browser sign-in's tokens. `given_secret`
    /// is a client secret given for this run (the command line, the environment variable),
    /// which wins over the kept one. Reads the keyring: call it off the UI thread.
    pub fn read(
        environment: &Environment,
        store: &CredentialStore,
        given_secret: Option<Secret>,
    ) -> Result<Self, NotUsable> {
        if environment.target == Target::BuiltInSandbox {
            return Ok(Self::BuiltInSandbox);
        }
        let provider = |given_secret| {
            crate::auth::provider::for_environment(environment, given_secret, store, None)
                .map_err(NotUsable::Provider)
        };
        if environment.app_only {
            return provider(given_secret).map(Self::AppOnly);
        }
        if let Some(key) = store
            .api_key(&environment.name)
            .map_err(NotUsable::Keyring)?
        {
            return Ok(Self::ApiKey(key));
        }
        match StoredTokens::load(store, &environment.name).map_err(NotUsable::Keyring)? {
            Some(tokens) => Ok(Self::Browser {
                tokens,
                provider: provider(given_secret)?,
            }),
            None => Ok(Self::Nothing),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn custom() -> Environment {
        crate::config::custom_environment("https://directory.example/v2/").expect("a good URL")
    }

    #[test]
    fn the_built_in_sandbox_reads_no_keyring() {
        let sandbox = Config::default().environment("sandbox").expect("built in");
        let read = StoredSignIn::read(&sandbox, &CredentialStore::without_keyring(), None);
        assert!(matches!(read, Ok(StoredSignIn::BuiltInSandbox)));
    }

    #[test]
    fn a_system_without_a_keyring_says_so_rather_than_nobody_signed_in() {
        let read = StoredSignIn::read(&custom(), &CredentialStore::without_keyring(), None);
        assert!(matches!(
            read,
            Err(NotUsable::Keyring(KeyringError::Unavailable(_)))
        ));
    }

    #[test]
    fn an_app_only_environment_without_a_provider_says_what_is_missing() {
        let mut environment = custom();
        environment.app_only = true;
        let read = StoredSignIn::read(&environment, &CredentialStore::without_keyring(), None);
        match read {
            Err(NotUsable::Provider(why)) => {
                assert!(why.contains("an auth_url and a client_id"), "{why}");
            }
            _ => panic!("an app-only environment with no provider must say what it lacks"),
        }
    }

    #[test]
    fn an_app_only_environment_signs_in_with_its_provider_and_the_secret_given() {
        let mut environment = custom();
        environment.app_only = true;
        environment.auth_url = Some("https://auth.example".into());
        environment.client_id = Some("agency-app".into());
        let given = Some(Secret::new("given-for-this-run"));
        let read = StoredSignIn::read(&environment, &CredentialStore::without_keyring(), given);
        let Ok(StoredSignIn::AppOnly(provider)) = read else {
            panic!("an app-only environment signs in as the app");
        };
        assert_eq!(provider.client_id, "agency-app");
        assert!(provider.client_secret.is_some());
    }
}
