//! Which provider an environment signs in with (shared by the window's worker and the
//! command line), and running the (async) sign-in pieces from a command's plain thread. The
//! built-in sandbox's provider runs at an address only known at run time, with the demo
//! client that `config` names.

use crate::auth::CredentialStore;
use crate::auth::oauth::Provider;
use crate::config::{DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, Environment, Target};
use crate::secret::Secret;

/// Where the client secret can also come from (the command line's `--client-secret` reads it
/// too).
pub const CLIENT_SECRET_VAR: &str = "DIRECTORY_DESK_CLIENT_SECRET";

/// Why `environment` cannot sign in through the browser, or `None` when it can.
/// `sandbox_auth_url` is the running built-in sandbox's provider.
pub fn missing(environment: &Environment, sandbox_auth_url: Option<&str>) -> Option<String> {
    if environment.target == Target::BuiltInSandbox {
        return sandbox_auth_url
            .is_none()
            .then(|| "The built-in sandbox is not running yet.".to_owned());
    }
    let what = match (&environment.auth_url, &environment.client_id) {
        (Some(_), Some(_)) => return None,
        (None, None) => "an auth_url and a client_id",
        (None, Some(_)) => "an auth_url",
        (Some(_), None) => "a client_id",
    };
    Some(format!(
        "Signing in through the browser needs {what} for {name}: give them in the Account \
         panel's Connection settings, or with `directory-desk env set {name} KEY VALUE` (an \
         address typed in Custom base URL has none).",
        name = environment.name
    ))
}

/// The provider of `environment`: the built-in sandbox's own (with its demo client), or the
/// configured one. The client secret is `given` (the command line, the environment variable),
/// else the keyring's (where `login --client-secret` keeps it); a public client has none, and
/// a system without a keyring keeps none: the provider says so if it wanted one. Reads the
/// keyring: call it off the UI thread.
pub fn for_environment(
    environment: &Environment,
    given: Option<Secret>,
    store: &CredentialStore,
    sandbox_auth_url: Option<&str>,
) -> Result<Provider, String> {
    if let Some(why) = missing(environment, sandbox_auth_url) {
        return Err(why);
    }
    let given = given.filter(|secret| !secret.is_empty());
    let (auth_url, client_id, client_secret) = if environment.target == Target::BuiltInSandbox {
        (
            sandbox_auth_url.unwrap_or_default().to_owned(),
            DEMO_CLIENT_ID.to_owned(),
            Some(given.unwrap_or_else(|| Secret::new(DEMO_CLIENT_SECRET))),
        )
    } else {
        let secret = given.or_else(|| store.client_secret(&environment.name).ok().flatten());
        (
            environment.auth_url.clone().unwrap_or_default(),
            environment.client_id.clone().unwrap_or_default(),
            secret,
        )
    };
    Ok(Provider {
        auth_url,
        client_id,
        client_secret,
        client_auth: environment.client_auth,
        scopes: environment.scopes.clone(),
        response_mode: environment.response_mode,
    })
}

/// Runs `future` to the end on a small runtime of its own, for a thread whose only job it is
/// (a command; the window's sign-ins run in its worker).
pub fn block_on<T>(future: impl std::future::Future<Output = T>) -> Result<T, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("could not start: {e}"))?;
    Ok(runtime.block_on(future))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    #[test]
    fn an_environment_without_a_provider_says_what_it_lacks() {
        let config = Config::parse(
            "[environments.a]\nbase_url = \"https://a.example/v2/\"\n\
             [environments.b]\nbase_url = \"https://b.example/v2/\"\nauth_url = \"https://auth.example\"\n\
             [environments.c]\nbase_url = \"https://c.example/v2/\"\nauth_url = \"https://auth.example\"\nclient_id = \"desk\"",
        )
        .unwrap();
        let why = missing(&config.environment("a").unwrap(), None).unwrap();
        assert!(why.contains("an auth_url and a client_id for a"), "{why}");
        let why = missing(&config.environment("b").unwrap(), None).unwrap();
        assert!(why.contains("needs a client_id for b"), "{why}");
        assert_eq!(missing(&config.environment("c").unwrap(), None), None);
        let sandbox = Config::default().environment("sandbox").unwrap();
        assert!(missing(&sandbox, None).is_some());
        assert_eq!(missing(&sandbox, Some("http://127.0.0.1:1")), None);
    }
}
