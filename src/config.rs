//! Named environments (where the directory is, how to sign in to it, how hard to push it),
//! read from a TOML file in the OS config folder. Secrets never live here: the file's
//! schema has no place for them, and a file that tries is refused with a clear message.
//!
//! It also owns the vocabulary an environment is described in, which the sign-in (`auth`)
//! and the built-in sandbox's provider (`sandbox`) share: how a client authenticates
//! ([`ClientAuth`]), where a provider puts its answer ([`ResponseMode`]), which provider
//! addresses are acceptable ([`check_provider_url`]), and the demo client the `sandbox`
//! environment signs in as ([`DEMO_CLIENT_ID`], [`DEMO_CLIENT_SECRET`]). It uses `api` (client settings, base
//! URLs), `outbox` (send settings) and `team` (a team database's URL, `[teams."DIRECTORY"]`)
//! and nothing else of the crate, so that `auth` and
//! `sandbox` can both use it without either needing the other.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::api::{ApiKeyHeader, ClientSettings, RetryPolicy, parse_base_url};
use crate::outbox::SendSettings;
use crate::team::TeamUrl;

pub mod edit;

pub const SANDBOX: &str = "sandbox";
pub const PRODUCTION: &str = "production";
/// What a sign-in asks for unless the environment says otherwise: `userlist` for the
/// directory's own user lists (`lists sync`); a directory that grants less leaves only that
/// door closed.
pub const DEFAULT_SCOPES: &[&str] = &[
    "openid",
    "message.send",
    "user.email",
    "user.name",
    "userlist",
];

/// The confidential client the built-in `sandbox` environment signs in as: the sandbox's
/// provider registers it and the sign-in presents it. Printed at start-up like the demo API
/// key, and worthless anywhere but on this machine's loopback (a constant of the program, not
/// anyone's secret: the configuration file still has no place for one).
pub const DEMO_CLIENT_ID: &str = "directory-desk-demo";
/// At least 32 bytes: an HS256 key shorter than its hash is refused by careful verifiers
/// (RFC 7518 §3.2), and the demo should show a verified signature.
pub const DEMO_CLIENT_SECRET: &str = "sandbox-demo-client-secret-loopback-only";

/// Where the configuration file is: `DIRECTORY_DESK_CONFIG`, else the OS config folder
/// (`~/.config/directory-desk/config.toml` on Linux).
pub fn default_path() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("DIRECTORY_DESK_CONFIG") {
        return Some(PathBuf::from(path));
    }
    directories::ProjectDirs::from("", "", "directory-desk")
        .map(|dirs| dirs.config_dir().join("config.toml"))
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read the configuration file {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the configuration file {path} is not valid: {problem}")]
    Invalid { path: PathBuf, problem: String },
    #[error("there is no environment named '{name}' (known: {known})")]
    UnknownEnvironment { name: String, known: String },
    #[error("environment '{name}': {problem}")]
    BadEnvironment { name: String, problem: String },
}

/// Where an environment's API is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// The built-in sandbox directory, started in-process on a free loopback port.
    BuiltInSandbox,
    /// A directory at this base URL (already checked: https, or loopback http; ends in /v2/).
    Remote(String),
}

/// How the app proves who it is at the token endpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClientAuth {
    /// HTTP Basic `client_id:client_secret` (RFC 6749's preferred way).
    #[default]
    Basic,
    /// `client_id` and `client_secret` in the form body.
    Body,
}

/// Where the provider puts its answer (OAuth 2.0 Multiple Response Types, Form Post
/// Response Mode). The app asks for none by default (`Option::None`) and accepts any.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResponseMode {
    /// In the redirect's query string, `id_token` beside `code` and `state`: what the live
    /// service most likely does.
    #[default]
    Query,
    /// In the redirect's fragment, as standard OpenID Connect does for `code id_token`.
    Fragment,
    /// Posted to the redirect URI by an auto-submitting HTML form.
    FormPost,
}

impl ResponseMode {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Query => "query",
            Self::Fragment => "fragment",
            Self::FormPost => "form_post",
        }
    }
}

impl std::str::FromStr for ResponseMode {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim() {
            "query" => Ok(Self::Query),
            "fragment" => Ok(Self::Fragment),
            "form_post" | "form-post" => Ok(Self::FormPost),
            other => Err(format!(
                "'{other}' is not a response mode (query, fragment, form_post)"
            )),
        }
    }
}

/// A provider address must be https, or http to this machine's loopback (a sandbox, a
/// test provider): codes and secrets never cross a network in the clear.
pub fn check_provider_url(text: &str) -> Result<url::Url, String> {
    let url = url::Url::parse(text.trim())
        .map_err(|e| format!("'{}' is not an address: {e}", text.trim()))?;
    let loopback = matches!(url.host_str(), Some("127.0.0.1" | "[::1]" | "localhost"));
    match url.scheme() {
        "https" => Ok(url),
        "http" if loopback => Ok(url),
        _ => Err(format!(
            "'{url}' must use https (http only to 127.0.0.1, ::1 or localhost)"
        )),
    }
}

/// Days within which a recipient counts as recently contacted, unless the environment says.
pub const DEFAULT_RECENT_CONTACT_DAYS: u32 = 7;

/// An environment, fully resolved.
#[derive(Debug, Clone)]
pub struct Environment {
    pub name: String,
    pub target: Target,
    pub auth_url: Option<String>,
    pub client_id: Option<String>,
    pub scopes: Vec<String>,
    pub api_key_header: ApiKeyHeader,
    pub client: ClientSettings,
    /// How the outbox sends jobs here.
    pub outbox: SendSettings,
    /// OAuth: how the client secret travels to the token endpoint.
    pub client_auth: ClientAuth,
    /// OAuth: the loopback port registered with the provider; `None` for any free port.
    pub redirect_port: Option<u16>,
    /// OAuth: the response mode to ask for; `None` asks for none and accepts any.
    pub response_mode: Option<ResponseMode>,
    /// OAuth: where the provider publishes its signing keys, if it does.
    pub jwks_url: Option<String>,
    /// OAuth: this environment signs in as the app itself (client credentials), for public
    /// data only; no user, no browser.
    pub app_only: bool,
    /// `send` names recipients this environment messaged within this many days before
    /// anything goes (0: no such check).
    pub recent_contact_days: u32,
    /// The team database its directory's desks share (`[teams."DIRECTORY"]`), if this desk
    /// joined one, and its coordinator here. Set by [`Config::environment`]; every send is
    /// then checked against it.
    pub team: Option<crate::team::TeamJoined>,
}

impl Environment {
    /// The key of the directory this environment points to today: the base URL as the
    /// client normalises it (scheme and host in lower case, no default port), or
    /// [`crate::api::BUILT_IN_SANDBOX`]. Jobs, marks, contact history, vendor records,
    /// lists and drafts are kept under it, never under the environment's name, which can be
    /// pointed elsewhere or removed and added again.
    pub fn directory_key(&self) -> String {
        match &self.target {
            Target::BuiltInSandbox => crate::api::BUILT_IN_SANDBOX.to_owned(),
            // A target is checked when the configuration is read; one that is not a good
            // base URL still gets a key, without any user name or password it carried.
            Target::Remote(url) => crate::api::parse_base_url(url)
                .map(|url| url.to_string())
                .unwrap_or_else(|_| match url::Url::parse(url.trim()) {
                    Ok(mut url) => {
                        let _ = url.set_username("");
                        let _ = url.set_password(None);
                        url.to_string()
                    }
                    Err(_) => format!("unusable:{}", url.trim().len()),
                }),
        }
    }
}

/// One `[environments.NAME]` table. Every field is optional so that a table can adjust a
/// built-in environment (`production`) without repeating it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnvironmentEntry {
    pub base_url: Option<String>,
    pub auth_url: Option<String>,
    pub client_id: Option<String>,
    pub scopes: Option<Vec<String>>,
    pub api_key_header: Option<ApiKeyHeader>,
    pub concurrency: Option<usize>,
    pub connect_timeout_secs: Option<u64>,
    pub request_timeout_secs: Option<u64>,
    pub max_attempts: Option<u32>,
    /// Outbox requests in flight at once (default 2).
    pub send_concurrency: Option<usize>,
    /// Outbox requests started per second at most (default 10; 0 for no cap).
    pub send_per_second: Option<f64>,
    /// Recipients per outbox request, 1 to 25 (default 25).
    pub send_chunk_size: Option<usize>,
    pub client_auth: Option<ClientAuth>,
    pub redirect_port: Option<u16>,
    pub response_mode: Option<ResponseMode>,
    pub jwks_url: Option<String>,
    pub app_only: Option<bool>,
    /// Days within which a recipient counts as recently contacted (default 7; 0 for never).
    pub recent_contact_days: Option<u32>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub default_environment: Option<String>,
    #[serde(default)]
    pub environments: BTreeMap<String, EnvironmentEntry>,
    /// The team database each directory's desks share, by directory key
    /// ([`Environment::directory_key`]); its password is in the OS keyring.
    #[serde(default)]
    pub teams: BTreeMap<String, TeamEntry>,
}

/// A directory's team database: `[teams."DIRECTORY"]`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamEntry {
    /// A `postgres://` URL with no password.
    pub url: String,
    /// The coordinator's name, as colleagues see it.
    pub coordinator: String,
}

impl TeamEntry {
    /// The URL as read, or why it cannot be: a password in it is refused (the keyring keeps it).
    pub fn team_url(&self) -> Result<TeamUrl, String> {
        let url = TeamUrl::parse(&self.url)?;
        if url.password().is_some() {
            return Err(
                "a team database URL in the configuration file holds a password; \
                 remove it (`directory-desk team join` keeps it in the OS keyring)"
                    .into(),
            );
        }
        Ok(url)
    }
}

/// Keys that would hold a secret. Named here only to give a helpful refusal.
const SECRET_KEYS: &[&str] = &[
    "api_key",
    "apikey",
    "key",
    "token",
    "access_token",
    "refresh_token",
    "client_secret",
    "secret",
    "password",
];

impl Config {
    /// Reads the file; a missing file is an empty configuration (the sandbox is the default).
    pub fn load(path: &Path) -> Result<Self, ConfigError> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Self::default()),
            Err(source) => {
                return Err(ConfigError::Read {
                    path: path.to_owned(),
                    source,
                });
            }
        };
        Self::parse(&text).map_err(|problem| ConfigError::Invalid {
            path: path.to_owned(),
            problem,
        })
    }

    pub fn parse(text: &str) -> Result<Self, String> {
        let located = |e: toml::de::Error| match e.span() {
            Some(span) => format!(
                "{} ({})",
                e.message().trim_end(),
                line_and_column(text, span.start)
            ),
            None => e.message().trim_end().to_owned(),
        };
        let table: toml::Table = text.parse().map_err(located)?;
        if let Some(place) = find_secret(&table, "") {
            return Err(format!(
                "`{place}` looks like a secret, and secrets do not belong in the configuration file. \
                 Remove it; pass an API key with --api-key or DIRECTORY_DESK_API_KEY instead."
            ));
        }
        // From the text rather than the table, so that a problem says where it is.
        let config: Self = toml::from_str(text).map_err(located)?;
        for (directory, team) in &config.teams {
            team.team_url()
                .map_err(|problem| format!("teams.\"{directory}\": {problem}"))?;
        }
        if config.environments.contains_key(SANDBOX) {
            return Err(format!(
                "'{SANDBOX}' is the built-in sandbox and cannot be redefined; choose another name"
            ));
        }
        Ok(config)
    }

    pub fn default_environment_name(&self) -> &str {
        self.default_environment.as_deref().unwrap_or(SANDBOX)
    }

    /// Built-in environments first, then the file's, without repeats.
    pub fn environment_names(&self) -> Vec<String> {
        let mut names = vec![SANDBOX.to_owned(), PRODUCTION.to_owned()];
        names.extend(
            self.environments
                .keys()
                .filter(|n| !names.contains(n))
                .cloned()
                .collect::<Vec<_>>(),
        );
        names
    }

    pub fn environment(&self, name: &str) -> Result<Environment, ConfigError> {
        let entry = self.environments.get(name);
        let preset = match name {
            SANDBOX => Some(EnvironmentEntry::default()),
            PRODUCTION => Some(production_preset()),
            _ => None,
        };
        let merged = match (preset, entry) {
            (Some(preset), Some(entry)) => preset.overlaid_with(entry),
            (Some(preset), None) => preset,
            (None, Some(entry)) => entry.clone(),
            (None, None) => {
                return Err(ConfigError::UnknownEnvironment {
                    name: name.to_owned(),
                    known: self.environment_names().join(", "),
                });
            }
        };
        let mut environment = merged.resolve(name)?;
        // Checked when the file was read: an entry that is not a team URL is not there.
        environment.team = self
            .teams
            .get(&environment.directory_key())
            .and_then(|entry| {
                Some(crate::team::TeamJoined {
                    url: entry.team_url().ok()?,
                    coordinator: entry.coordinator.clone(),
                })
            });
        Ok(environment)
    }
}

/// An environment for a base URL the user typed, named after its host.
pub fn custom_environment(base_url: &str) -> Result<Environment, ConfigError> {
    let url = parse_base_url(base_url).map_err(|e| ConfigError::BadEnvironment {
        name: "custom".into(),
        problem: e.to_string(),
    })?;
    let host = url.host_str().unwrap_or("?");
    let name = match url.port() {
        Some(port) => format!("custom ({host}:{port})"),
        None => format!("custom ({host})"),
    };
    EnvironmentEntry {
        base_url: Some(url.to_string()),
        ..EnvironmentEntry::default()
    }
    .resolve(&name)
}

fn production_preset() -> EnvironmentEntry {
    EnvironmentEntry {
        base_url: Some("https://api.proz.com/v2/".into()),
        auth_url: Some("https://www.proz.com".into()),
        api_key_header: Some(ApiKeyHeader::XProzApiKey),
        ..Default::default()
    }
}

impl EnvironmentEntry {
    fn overlaid_with(self, over: &Self) -> Self {
        Self {
            base_url: over.base_url.clone().or(self.base_url),
            auth_url: over.auth_url.clone().or(self.auth_url),
            client_id: over.client_id.clone().or(self.client_id),
            scopes: over.scopes.clone().or(self.scopes),
            api_key_header: over.api_key_header.or(self.api_key_header),
            concurrency: over.concurrency.or(self.concurrency),
            connect_timeout_secs: over.connect_timeout_secs.or(self.connect_timeout_secs),
            request_timeout_secs: over.request_timeout_secs.or(self.request_timeout_secs),
            max_attempts: over.max_attempts.or(self.max_attempts),
            send_concurrency: over.send_concurrency.or(self.send_concurrency),
            send_per_second: over.send_per_second.or(self.send_per_second),
            send_chunk_size: over.send_chunk_size.or(self.send_chunk_size),
            client_auth: over.client_auth.or(self.client_auth),
            redirect_port: over.redirect_port.or(self.redirect_port),
            response_mode: over.response_mode.or(self.response_mode),
            jwks_url: over.jwks_url.clone().or(self.jwks_url),
            app_only: over.app_only.or(self.app_only),
            recent_contact_days: over.recent_contact_days.or(self.recent_contact_days),
        }
    }

    fn resolve(self, name: &str) -> Result<Environment, ConfigError> {
        let bad = |problem: String| ConfigError::BadEnvironment {
            name: name.to_owned(),
            problem,
        };
        let target = match (name, self.base_url) {
            (SANDBOX, _) => Target::BuiltInSandbox,
            (_, Some(url)) => {
                parse_base_url(&url).map_err(|e| bad(e.to_string()))?;
                Target::Remote(url.trim().to_owned())
            }
            (_, None) => return Err(bad("base_url is missing".into())),
        };
        let defaults = ClientSettings::default();
        let concurrency = self.concurrency.unwrap_or(defaults.concurrency);
        if !(1..=64).contains(&concurrency) {
            return Err(bad(format!(
                "concurrency must be 1 to 64, not {concurrency}"
            )));
        }
        let seconds = |value: Option<u64>, default: Duration, what: &str| match value {
            Some(0) => Err(bad(format!("{what} must be at least 1 second"))),
            Some(secs) => Ok(Duration::from_secs(secs)),
            None => Ok(default),
        };
        let max_attempts = self.max_attempts.unwrap_or(defaults.retry.max_attempts);
        if !(1..=10).contains(&max_attempts) {
            return Err(bad(format!(
                "max_attempts must be 1 to 10, not {max_attempts}"
            )));
        }
        let outbox = SendSettings::default();
        let send_concurrency = self.send_concurrency.unwrap_or(outbox.concurrency);
        if !(1..=16).contains(&send_concurrency) {
            return Err(bad(format!(
                "send_concurrency must be 1 to 16, not {send_concurrency}"
            )));
        }
        let request_size = self.send_chunk_size.unwrap_or(outbox.request_size);
        if !(1..=crate::api::MAX_RECIPIENTS).contains(&request_size) {
            return Err(bad(format!(
                "send_chunk_size must be 1 to 25, not {request_size}"
            )));
        }
        let max_per_second = match self.send_per_second {
            Some(rate) if !rate.is_finite() || rate < 0.0 => {
                return Err(bad(format!(
                    "send_per_second must be 0 (no cap) or more, not {rate}"
                )));
            }
            Some(rate) => (rate > 0.0).then_some(rate),
            None => outbox.max_per_second,
        };
        let recent_contact_days = self
            .recent_contact_days
            .unwrap_or(DEFAULT_RECENT_CONTACT_DAYS);
        if recent_contact_days > 365 {
            return Err(bad(format!(
                "recent_contact_days must be 0 (no check) to 365, not {recent_contact_days}"
            )));
        }
        if let Some(url) = &self.jwks_url {
            check_provider_url(url).map_err(|e| bad(format!("jwks_url: {e}")))?;
        }
        if let Some(url) = &self.auth_url {
            check_provider_url(url).map_err(|e| bad(format!("auth_url: {e}")))?;
        }
        Ok(Environment {
            client_auth: self.client_auth.unwrap_or_default(),
            redirect_port: self.redirect_port,
            response_mode: self.response_mode,
            jwks_url: self.jwks_url,
            app_only: self.app_only.unwrap_or(false),
            recent_contact_days,
            team: None,
            outbox: SendSettings {
                concurrency: send_concurrency,
                request_size,
                max_per_second,
                ..outbox
            },
            name: name.to_owned(),
            target,
            auth_url: self.auth_url,
            client_id: self.client_id,
            scopes: self
                .scopes
                .unwrap_or_else(|| DEFAULT_SCOPES.iter().map(|s| (*s).to_owned()).collect()),
            api_key_header: self.api_key_header.unwrap_or_default(),
            client: ClientSettings {
                connect_timeout: seconds(
                    self.connect_timeout_secs,
                    defaults.connect_timeout,
                    "connect_timeout_secs",
                )?,
                request_timeout: seconds(
                    self.request_timeout_secs,
                    defaults.request_timeout,
                    "request_timeout_secs",
                )?,
                concurrency,
                retry: RetryPolicy {
                    max_attempts,
                    ..defaults.retry
                },
            },
        })
    }
}

/// "line L, column C" (both from 1) of the byte `offset` of `text`, for a person to find.
pub fn line_and_column(text: &str, offset: usize) -> String {
    let mut end = offset.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let before = &text[..end];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    format!("line {line}, column {column}")
}

fn find_secret(table: &toml::Table, prefix: &str) -> Option<String> {
    table.iter().find_map(|(key, value)| {
        let place = if prefix.is_empty() {
            key.clone()
        } else {
            format!("{prefix}.{key}")
        };
        if SECRET_KEYS.contains(&key.to_ascii_lowercase().as_str()) {
            return Some(place);
        }
        value
            .as_table()
            .and_then(|inner| find_secret(inner, &place))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_configured_means_the_sandbox() {
        let config = Config::default();
        assert_eq!(config.default_environment_name(), SANDBOX);
        let env = config.environment(SANDBOX).unwrap();
        assert_eq!(env.target, Target::BuiltInSandbox);
        assert_eq!(env.client.concurrency, 4);
        assert_eq!(env.recent_contact_days, DEFAULT_RECENT_CONTACT_DAYS);
    }

    #[test]
    fn production_preset_can_be_adjusted() {
        let config = Config::parse(
            r#"
            default_environment = "production"
            [environments.production]
            client_id = "my-app"
            concurrency = 2
            "#,
        )
        .unwrap();
        let env = config.environment(PRODUCTION).unwrap();
        assert_eq!(
            env.target,
            Target::Remote("https://api.proz.com/v2/".into())
        );
        assert_eq!(env.api_key_header, ApiKeyHeader::XProzApiKey);
        assert_eq!(env.client_id.as_deref(), Some("my-app"));
        assert_eq!(env.client.concurrency, 2);
    }

    #[test]
    fn custom_environments_need_a_safe_base_url() {
        let config =
            Config::parse("[environments.staging]\nbase_url = \"http://staging.example/v2/\"")
                .unwrap();
        let err = config.environment("staging").unwrap_err().to_string();
        assert!(err.contains("plain http"), "{err}");
        assert!(
            config
                .environment("nowhere")
                .unwrap_err()
                .to_string()
                .contains("known: sandbox, production, staging")
        );
    }

    #[test]
    fn secrets_and_typos_are_refused_with_a_reason() {
        let err = Config::parse(
            "[environments.prod2]\nbase_url = \"https://x.example/v2/\"\napi_key = \"abc\"",
        )
        .unwrap_err();
        assert!(
            err.contains("environments.prod2.api_key") && err.contains("secret"),
            "{err}"
        );
        assert!(!err.contains("abc"));
        let err =
            Config::parse("[environments.x]\nbase_ur = \"https://x.example/v2/\"").unwrap_err();
        assert!(err.contains("base_ur"), "{err}");
        assert!(Config::parse("[environments.sandbox]\nconcurrency = 2").is_err());
        let tuned = Config::parse(
            "[environments.agency]\nbase_url = \"https://api.example/v2/\"\n\
             send_concurrency = 4\nsend_per_second = 0\nsend_chunk_size = 10",
        )
        .unwrap()
        .environment("agency")
        .unwrap();
        assert_eq!(
            (
                tuned.outbox.concurrency,
                tuned.outbox.max_per_second,
                tuned.outbox.request_size
            ),
            (4, None, 10)
        );
        let quiet = Config::parse(
            "[environments.agency]\nbase_url = \"https://api.example/v2/\"\nrecent_contact_days = 0",
        )
        .unwrap()
        .environment("agency")
        .unwrap();
        assert_eq!(quiet.recent_contact_days, 0, "0 turns the check off");
        for bad in [
            "send_concurrency = 0",
            "send_per_second = -1",
            "send_chunk_size = 26",
            "recent_contact_days = 366",
        ] {
            let text =
                format!("[environments.agency]\nbase_url = \"https://api.example/v2/\"\n{bad}");
            let err = Config::parse(&text)
                .unwrap()
                .environment("agency")
                .unwrap_err();
            assert!(
                err.to_string().contains(bad.split(' ').next().unwrap()),
                "{err}"
            );
        }
    }
}
