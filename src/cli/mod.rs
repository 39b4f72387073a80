//! The command line: the same engine as the desktop app (configuration, API client and
//! worker), for scripting and for tests.

mod availability;
mod browse;
mod env;
mod interrupt;
mod lists;
mod lists_sync;
mod login;
mod lookup;
mod lookup_shared;
mod lookup_summary;
mod offers;
mod outbox;
mod recipients;
mod sandbox;
mod search;
mod send;
mod team;
mod team_guard;
mod team_vendors;
mod vendors;
mod vendors_refresh;
mod whoami;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::api::{ApiKeyHeader, Credential};
use crate::config::{self, Config};
use crate::input;
use crate::secret::Secret;
use crate::worker::{Connection, Worker};

/// How a run ended, as scripts see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Everything asked for was done.
    Done = 0,
    /// Some items failed at the API (or were not UUIDs).
    SomeFailed = 1,
    /// The command line or the configuration is wrong.
    Usage = 2,
    /// The directory refused the credentials.
    AuthFailed = 3,
}

impl From<Outcome> for ExitCode {
    fn from(outcome: Outcome) -> Self {
        ExitCode::from(outcome as u8)
    }
}

#[derive(Parser, Debug)]
#[command(
    name = "directory-desk",
    version,
    about = "Look up freelancers in the translation services directory and message them.",
    long_about = "Look up freelancers in the translation services directory and message them.\n\n\
                  With no configuration, every command runs against the built-in sandbox directory."
)]
pub struct Cli {
    /// The window's renderer: `auto` (wgpu, falling back to OpenGL when wgpu finds no
    /// graphics adapter), `wgpu` or `glow` (OpenGL).
    #[arg(
        long,
        env = "DIRECTORY_DESK_RENDERER",
        value_name = "RENDERER",
        default_value = "auto"
    )]
    renderer: crate::ui::RendererChoice,
    #[command(flatten)]
    global: GlobalOptions,
    #[command(subcommand)]
    command: Option<Command>,
}

/// The connection options every command takes. Listed under a heading of their own, after
/// each command's own options, so that `send --help` does not interleave them with `--to`.
#[derive(Args, Debug)]
#[command(next_help_heading = "Connection options")]
struct GlobalOptions {
    /// The directory's base URL, ending in /v2/ (overrides the environment's).
    #[arg(long, global = true, value_name = "URL")]
    base_url: Option<String>,
    /// API key (for `sandbox`: an extra key the sandbox accepts).
    #[arg(
        long,
        global = true,
        env = "DIRECTORY_DESK_API_KEY",
        hide_env_values = true,
        value_name = "KEY"
    )]
    api_key: Option<String>,
    /// How the API key travels: `bearer` (Authorization header, as the spec says) or
    /// `x-proz-api-key` (as the live service expects).
    #[arg(long, global = true, value_name = "STYLE")]
    api_key_header: Option<ApiKeyHeader>,
    /// Requests in flight at once (1 to 64).
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=64))]
    concurrency: Option<u16>,
    /// A named environment from the configuration file (default: sandbox).
    #[arg(long = "env", global = true, value_name = "NAME")]
    environment: Option<String>,
    /// The configuration file (default: the OS config folder).
    #[arg(
        long,
        global = true,
        env = "DIRECTORY_DESK_CONFIG",
        value_name = "FILE"
    )]
    config: Option<PathBuf>,
    /// OAuth: the provider's address (its /oauth/authorize and /oauth/token).
    #[arg(long, global = true, value_name = "URL")]
    auth_url: Option<String>,
    /// OAuth: this app's client id at the provider.
    #[arg(long, global = true, value_name = "ID")]
    client_id: Option<String>,
    /// OAuth: the client secret, if the app has one. Kept in the OS keyring after `login`,
    /// never written anywhere else.
    #[arg(
        long,
        global = true,
        env = "DIRECTORY_DESK_CLIENT_SECRET",
        hide_env_values = true,
        value_name = "SECRET"
    )]
    client_secret: Option<String>,
    /// OAuth: the loopback port registered with the provider (default: any free port).
    #[arg(long, global = true, value_name = "N")]
    redirect_port: Option<u16>,
    /// OAuth: where to ask the provider to put its answer (default: ask for none, accept any).
    #[arg(long, global = true, value_name = "MODE")]
    response_mode: Option<crate::auth::oauth::ResponseMode>,
    /// OAuth: where the provider publishes its signing keys (JWKS), if it does.
    #[arg(long, global = true, value_name = "URL")]
    jwks_url: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Run the built-in sandbox directory on 127.0.0.1 until interrupted.
    ///
    /// It serves the directory's own user lists too (`/user-list`, `/user-list-collaborator`),
    /// seeded with two lists of the demo account's and three of the second account's (one
    /// shared with the demo account at view, one at edit, one not shared); an OAuth token
    /// needs the `userlist` scope for them, the API keys hold every scope.
    Sandbox(sandbox::SandboxArgs),
    /// Look up freelancers by UUID, from arguments, a file or standard input.
    Lookup(lookup::LookupArgs),
    /// Search the directory for freelancers by language pair, service, discipline, native
    /// language, country and membership; names or codes.
    Search(search::SearchArgs),
    /// Show the signed-in user.
    Whoami(whoami::WhoamiArgs),
    /// Freelancers' availability, by UUID: working hours and each day from --from to --to
    /// (default two weeks from today, UTC).
    Availability(availability::AvailabilityArgs),
    /// Send one message: to 1 to 25 freelancers in one request (--to), or to any number
    /// (--recipients FILE or --list NAME). Either way it goes as an outbox job.
    Send(send::SendArgs),
    /// The outbox: list jobs, show one, resume, resolve or retry its requests.
    Outbox(outbox::OutboxArgs),
    /// Offers: a job to fill, offered to candidates a wave at a time until one accepts;
    /// answers recorded, the others thanked once it is filled.
    Offers(offers::OffersArgs),
    /// Named recipient lists: show, import, export, add, remove, delete; synced with the
    /// directory's own user lists (sync, publish).
    Lists(lists::ListsArgs),
    /// What the agency knows of each freelancer: status, tags, notes, rates; when last
    /// messaged. Set, show, export, import.
    Vendors(vendors::VendorsArgs),
    /// The team database the agency's desks share for this directory (PostgreSQL): join,
    /// status, leave. Every send, from the window or the command line, is checked against it.
    Team(team::TeamArgs),
    /// Sign in through the browser (OAuth 2.0 and OpenID Connect).
    Login(login::LoginArgs),
    /// The environments of the configuration file: list, show, add, remove, set and unset
    /// their settings (never a secret), without editing the file by hand.
    Env(env::EnvArgs),
    /// Remove this environment's secrets (API key, tokens, client secret) from the keyring.
    Logout,
    /// A stand-in browser for the sandbox's sign-in pages (for tests and demos).
    #[command(hide = true)]
    SandboxBrowser(browse::BrowseArgs),
}

pub fn run() -> ExitCode {
    // Every event is written to the log when it happens: nothing to flush before exit.
    let _logs = crate::diagnostics::init(crate::store::default_folder().as_deref());
    let cli = Cli::parse();
    crate::diagnostics::redact::register_all([
        cli.global.api_key.as_deref(),
        cli.global.client_secret.as_deref(),
    ]);
    tracing::info!(
        version = env!("CARGO_PKG_VERSION"),
        os = std::env::consts::OS,
        arch = std::env::consts::ARCH,
        window = cli.command.is_none(),
        "Directory Desk started"
    );
    // Test hook: DIRECTORY_DESK_TEST_PANIC=message crashes here (tests/api/logging.rs).
    crate::diagnostics::crash::crash_if_asked();
    let outcome = match cli.command {
        None => match crate::ui::run(cli.renderer) {
            Ok(()) => Outcome::Done,
            Err(problem) => usage_error(format!(
                "{problem}\nThe command line works without a window: see `directory-desk --help`."
            )),
        },
        Some(Command::Sandbox(args)) => sandbox::run(args, &cli.global),
        Some(Command::Lookup(args)) => lookup::run(args, &cli.global),
        Some(Command::Search(args)) => search::run(args, &cli.global),
        Some(Command::Whoami(args)) => whoami::run(args, &cli.global),
        Some(Command::Availability(args)) => availability::run(args, &cli.global),
        Some(Command::Send(args)) => send::run(args, &cli.global),
        Some(Command::Outbox(args)) => outbox::run(args, &cli.global),
        Some(Command::Lists(args)) => lists::run(args, &cli.global),
        Some(Command::Vendors(args)) => vendors::run(args, &cli.global),
        Some(Command::Offers(args)) => offers::run(args, &cli.global),
        Some(Command::Team(args)) => team::run(args, &cli.global),
        Some(Command::Login(args)) => login::run(args, &cli.global),
        Some(Command::Env(args)) => env::run(args, &cli.global),
        Some(Command::Logout) => login::logout(&cli.global),
        Some(Command::SandboxBrowser(args)) => browse::run(args),
    };
    outcome.into()
}

/// Prints a usage or configuration problem and returns the matching outcome.
fn usage_error(message: impl std::fmt::Display) -> Outcome {
    eprintln!("error: {message}");
    Outcome::Usage
}

/// Opens the environment the options name and starts a worker on it.
fn connect(global: &GlobalOptions) -> Result<(Connection, Worker), Outcome> {
    let connection = connect_client(global)?;
    let concurrency = connection.environment.client.concurrency;
    let worker = Worker::spawn(
        connection.client.clone(),
        concurrency,
        std::sync::Arc::new(|| {}),
    )
    .map_err(|e| usage_error(format!("cannot start the worker: {e}")))?;
    Ok((connection, worker))
}

/// The connection to the directory the options name, signed in (a stored sign-in renewed
/// first), without a worker: for commands that call the API themselves.
fn connect_client(global: &GlobalOptions) -> Result<Connection, Outcome> {
    let environment = resolve_environment(global)?;
    let (credential, renewal) = match global
        .api_key
        .as_deref()
        .map(str::trim)
        .filter(|k| !k.is_empty())
    {
        Some(key) => (Some(Credential::ApiKey(Secret::new(key))), None),
        None => match login::stored_sign_in(&environment, global)? {
            Some(stored) => (Some(stored.credential), stored.renewal),
            None => (None, None),
        },
    };
    let mut connection = Connection::open(environment, credential).map_err(usage_error)?;
    if let Some((renewal, expires_at)) = renewal {
        connection.client = connection.client.clone().renewing(renewal, expires_at);
    }
    Ok(connection)
}

/// The environment the options name, with their overrides applied.
fn resolve_environment(global: &GlobalOptions) -> Result<config::Environment, Outcome> {
    let path = global.config.clone().or_else(config::default_path);
    let config = match &path {
        Some(path) => Config::load(path).map_err(usage_error)?,
        None => Config::default(),
    };
    let name = global
        .environment
        .as_deref()
        .unwrap_or(config.default_environment_name());
    let mut environment = config.environment(name).map_err(usage_error)?;
    if let Some(url) = &global.base_url {
        crate::api::parse_base_url(url).map_err(usage_error)?;
        environment.target = config::Target::Remote(url.trim().to_owned());
    }
    if let Some(style) = global.api_key_header {
        environment.api_key_header = style;
    }
    if let Some(n) = global.concurrency {
        environment.client.concurrency = n.into();
    }
    if let Some(url) = &global.auth_url {
        crate::config::check_provider_url(url).map_err(usage_error)?;
        environment.auth_url = Some(url.trim().to_owned());
    }
    if let Some(url) = &global.jwks_url {
        crate::config::check_provider_url(url).map_err(usage_error)?;
        environment.jwks_url = Some(url.trim().to_owned());
    }
    if let Some(id) = &global.client_id {
        environment.client_id = Some(id.trim().to_owned());
    }
    if let Some(port) = global.redirect_port {
        environment.redirect_port = Some(port);
    }
    if let Some(mode) = global.response_mode {
        environment.response_mode = Some(mode);
    }
    Ok(environment)
}

/// The outcome for an API error that ends a command.
fn api_failure(err: &crate::api::ApiError) -> Outcome {
    if err.is_authentication() {
        Outcome::AuthFailed
    } else {
        Outcome::SomeFailed
    }
}

/// The database in the data folder, with the records `environment` kept before records were
/// keyed by directory adopted by the directory it points to now (see [`adopting`]).
fn open_store(
    environment: &config::Environment,
    global: &GlobalOptions,
) -> Result<crate::store::Store, Outcome> {
    let mut store = crate::store::Store::open_in(&data_folder()?).map_err(usage_error)?;
    if let Some(name) = adopting(environment, global) {
        store
            .adopt_environment(&name, &environment.directory_key())
            .map_err(usage_error)?;
    }
    Ok(store)
}

/// The environment whose records from before they were keyed by directory may be adopted
/// now: none when `--base-url` points the environment elsewhere for this command, or its
/// old records would move to a directory they never belonged to.
fn adopting(environment: &config::Environment, global: &GlobalOptions) -> Option<String> {
    global.base_url.is_none().then(|| environment.name.clone())
}

/// The app's data folder (database, lock files), or the usage error that says how to set one.
fn data_folder() -> Result<PathBuf, Outcome> {
    crate::store::default_folder()
        .ok_or_else(|| usage_error("this system has no data folder; set DIRECTORY_DESK_DATA"))
}

/// The text of `path`, or of standard input for `-`, up to [`input::RECIPIENT_LIST`]. UTF-16
/// and UTF-8 are decoded and other bytes replaced, so a file from any spreadsheet still yields
/// its UUIDs.
fn read_input(path: &std::path::Path) -> Result<String, Outcome> {
    use std::io::IsTerminal;
    let limit = input::RECIPIENT_LIST;
    let bytes = if path.as_os_str() == "-" {
        if std::io::stdin().is_terminal() {
            eprintln!("reading UUIDs from standard input; end with Ctrl+D");
        }
        input::read(std::io::stdin().lock(), &"standard input", limit)
    } else {
        input::read_file(path, &path.display(), limit)
    };
    bytes
        .map(|bytes| input::decode_lossy(&bytes))
        .map_err(usage_error)
}

/// A message text from the file at `path`, up to [`input::MESSAGE_TEXT`], in UTF-8 or UTF-16.
fn read_body(path: &std::path::Path) -> Result<String, input::InputError> {
    let bytes = input::read_file(path, &path.display(), input::MESSAGE_TEXT)?;
    input::decode(&bytes, &path.display())
}

/// One JSON line on standard output.
fn print_json(value: &serde_json::Value) {
    println!("{value}");
}

/// An API error for a person: "error: " and the plain sentence, then its details on a line
/// of their own.
fn print_api_error(err: &crate::api::ApiError) {
    eprintln!("error: {}", err.explained().for_terminal());
}

/// An API error as a JSON object: the plain sentence, the status and the server's words
/// verbatim, and the technical text as `error`.
fn error_json(err: &crate::api::ApiError) -> serde_json::Value {
    serde_json::json!({
        "message": err.plain_words(),
        "status": err.status(),
        "error": err.details(),
        "error_messages": err.server_messages(),
    })
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    /// `send --help` as a user reads it: the command's own options, then the connection
    /// options under their heading, never the two interleaved.
    fn send_help() -> String {
        let mut cli = super::Cli::command();
        cli.build();
        let send = cli.find_subcommand_mut("send").expect("send is a command");
        send.render_long_help().to_string()
    }

    /// The line of `help` that lists `option` (`  -t, --to <UUID>` or `      --to <UUID>`),
    /// not a line that only mentions it.
    fn line_listing(help: &str, option: &str) -> usize {
        help.lines()
            .position(|line| {
                let line = line.trim_start();
                let name = line.split_once(", ").map_or(line, |(_, long)| long);
                name.split([' ', '=']).next() == Some(option)
            })
            .unwrap_or_else(|| panic!("{option} is not listed in:\n{help}"))
    }

    #[test]
    fn a_command_lists_its_own_options_before_the_connection_options() {
        let help = send_help();
        let heading = help
            .lines()
            .position(|line| line == "Connection options:")
            .unwrap_or_else(|| panic!("no Connection options heading in:\n{help}"));
        for own in ["--to", "--recipients", "--subject"] {
            let at = line_listing(&help, own);
            assert!(
                at < heading,
                "{own} is listed under the connection options:\n{help}"
            );
        }
        for shared in ["--base-url", "--api-key", "--client-id", "--env"] {
            let at = line_listing(&help, shared);
            assert!(
                at > heading,
                "{shared} is listed among send's own options:\n{help}"
            );
        }
    }
}
