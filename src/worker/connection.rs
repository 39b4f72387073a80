//! Opening an environment: the API client for it, and for the built-in sandbox environment
//! the sandbox server itself, which lives as long as the connection.

use crate::api::{ApiClient, ApiError, Credential, Explained};
use crate::config::{Environment, Target};
use crate::sandbox::{DEMO_API_KEY, Sandbox, SandboxOptions};
use crate::secret::Secret;

#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    #[error("the built-in sandbox could not start: {0}")]
    Sandbox(std::io::Error),
    #[error(
        "no credential for environment '{0}': pass --api-key KEY or set DIRECTORY_DESK_API_KEY"
    )]
    NoCredential(String),
    #[error(transparent)]
    Api(#[from] ApiError),
}

impl ConnectError {
    /// In plain words, in the language spoken where it is called (the window's; English in
    /// the command line, which sets none), with the technical detail apart, always English:
    /// it is for the log and a support request.
    pub fn explained(&self) -> Explained {
        match self {
            Self::Sandbox(_) => {
                Explained::new(crate::tr!("connection-error-sandbox"), self.to_string())
            }
            Self::NoCredential(environment) => Explained::new(
                crate::tr!(
                    "connection-error-no-api-key",
                    environment = environment.as_str()
                ),
                self.to_string(),
            ),
            Self::Api(err) => err.explained(),
        }
    }
}

pub struct Connection {
    pub environment: Environment,
    pub client: ApiClient,
    /// Kept so the in-process sandbox runs exactly as long as the connection.
    sandbox: Option<Sandbox>,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection")
            .field("environment", &self.environment.name)
            .field("base_url", &self.client.base_url().as_str())
            .finish_non_exhaustive()
    }
}

impl Connection {
    /// Opens `environment` with `credential`. The built-in sandbox needs no credential: it
    /// signs in to its demo account.
    pub fn open(
        environment: Environment,
        credential: Option<Credential>,
    ) -> Result<Self, ConnectError> {
        let (base_url, sandbox, credential) = match &environment.target {
            Target::BuiltInSandbox => {
                let sandbox =
                    Sandbox::start(SandboxOptions::default()).map_err(ConnectError::Sandbox)?;
                let credential =
                    credential.unwrap_or_else(|| Credential::ApiKey(Secret::new(DEMO_API_KEY)));
                (sandbox.base_url(), Some(sandbox), credential)
            }
            Target::Remote(url) => {
                let credential = credential
                    .ok_or_else(|| ConnectError::NoCredential(environment.name.clone()))?;
                (url.clone(), None, credential)
            }
        };
        tracing::info!(environment = %environment.name, %base_url, "opening the environment");
        let client = ApiClient::new(
            &base_url,
            credential,
            environment.api_key_header,
            environment.client.clone(),
        )?;
        Ok(Self {
            environment,
            client,
            sandbox,
        })
    }

    /// The built-in sandbox's OAuth provider address, when this is the built-in sandbox.
    pub fn sandbox_auth_url(&self) -> Option<String> {
        self.sandbox.as_ref().map(Sandbox::auth_url)
    }

    pub fn is_sandbox(&self) -> bool {
        self.sandbox.is_some()
    }

    /// For the built-in sandbox: some UUIDs that exist there, for a newcomer to try.
    pub fn sandbox_samples(&self, n: usize) -> Vec<uuid::Uuid> {
        self.sandbox
            .as_ref()
            .map(|s| s.sample_uuids(n))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, in_english, scoped};

    fn failures() -> [ConnectError; 2] {
        [
            ConnectError::Sandbox(std::io::Error::other("address in use")),
            ConnectError::NoCredential("Staging".into()),
        ]
    }

    #[test]
    fn the_window_words_why_a_directory_did_not_open_in_its_language() {
        let _german = scoped(Language::German);
        let [sandbox, no_key] = failures();
        assert_eq!(
            sandbox.explained().plain,
            "Die eingebaute Sandbox konnte nicht gestartet werden."
        );
        assert_eq!(
            no_key.explained().plain,
            "Für Staging ist kein API-Schlüssel hinterlegt: Fügen Sie auf der Registerkarte \
             „Konto“ einen hinzu."
        );
        // The detail is for the log and a support request: English, as the error says it.
        assert_eq!(
            sandbox.explained().details,
            "the built-in sandbox could not start: address in use"
        );
    }

    #[test]
    fn in_english_the_words_are_the_ones_the_command_line_always_read() {
        let _german = scoped(Language::German);
        let [sandbox, no_key] = failures();
        assert_eq!(
            in_english(|| sandbox.explained().plain),
            "The built-in sandbox could not start."
        );
        assert_eq!(
            in_english(|| no_key.explained().for_terminal()),
            "There is no API key for Staging: add one in the Account tab.\n  details: no \
             credential for environment 'Staging': pass --api-key KEY or set \
             DIRECTORY_DESK_API_KEY"
        );
    }
}
