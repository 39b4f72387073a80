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
    /// In plain words, with the technical detail apart.
    pub fn explained(&self) -> Explained {
        match self {
            Self::Sandbox(err) => Explained::new(
                "The built-in sandbox could not start.",
                format!("the built-in sandbox could not start: {err}"),
            ),
            Self::NoCredential(environment) => Explained::new(
                format!("There is no API key for {environment}: add one in the Account tab."),
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
