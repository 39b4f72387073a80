//! The team database (optional): the coordinators of one agency share vendor records,
//! do-not-contact marks, contact history and claims on one PostgreSQL database, per directory
//! (the directory key of an environment, its `directory_key`, given by the caller), so that a
//! freelancer marked on one desk, or messaged from it an hour ago, is seen by every other
//! desk's guardrails, and a colleague's notes and rates are read on every desk.
//!
//! - [`TeamUrl`] (`url.rs`): the address, its password kept apart as a [`Secret`] and never
//!   shown; TLS (rustls, the platform's certificate verifier) for any host but loopback.
//! - [`Team`]: one connection, made with `tokio-postgres` on the caller's tokio runtime (the
//!   worker's or the command line's), never on the UI thread.
//! - `schema.rs`: the migrations in `src/team/migrations/`, applied by the first desk in one
//!   transaction under an advisory lock; a schema newer than this desk knows is never written
//!   to, and a database that holds tables but not ours is left alone.
//! - `guard.rs`: the cross-desk check (marks, colleagues' recent contacts, live claims) and the
//!   claim taken in the same transaction, so that two desks racing on one freelancer cannot
//!   both claim; contact history as requests go; releasing a claim once a request's fate is
//!   known.
//! - `vendors.rs` (schema version 2): vendor records (status, tags, notes with their author,
//!   rates), written in one transaction per change; a status of do not contact is the
//!   guard's mark, written with it.
//!
//! Every query is parameterised; every row read is checked before it is believed (`rows.rs`).
//! The module uses `secret`, and `store`'s vendor value types and checks (statuses, amounts,
//! currencies, units, tags, notes) so that the two keep one set of rules: no store
//! connection, no outbox, no window.

mod guard;
mod offers;
mod rows;
mod schema;
mod url;
mod vendors;

use std::time::Duration;

use tokio_postgres::error::SqlState;

use crate::secret::Secret;

pub use guard::{
    CLAIM_LIFETIME_MS, ClaimedElsewhere, ContactState, Desk, Message, TeamContact, TeamGuard,
    TeamMark,
};
pub use schema::{KNOWN_VERSION, SchemaState};
pub use url::TeamUrl;
pub use vendors::{
    TeamNote, TeamRate, TeamStatusSet, TeamTag, TeamVendor, TeamVendorChange, TeamVendorChanged,
};

/// How long a connection may take to be made, and a statement to run.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
const STATEMENT_TIMEOUT_MS: u32 = 15_000;
/// How long the server lets a transaction of this desk wait for the desk's next statement
/// before it ends the session, and with it the transaction and its row locks (a check's,
/// which a colleague's check of the same freelancers waits on). A desk's transactions wait
/// between statements only on the network, never on a person, so a minute of silence is a
/// desk gone: a laptop closed mid-check, a network dropped. Without it the server holds the
/// locks until its TCP gives the desk up, about two hours by the system's defaults.
const IDLE_IN_TRANSACTION_TIMEOUT_MS: u32 = 60_000;
/// TCP keepalive, set on both ends of the connection: a probe after this long without a
/// packet, then `KEEPALIVE_PROBES` more `KEEPALIVE_INTERVAL` apart; none answered, the
/// connection is dead. The desk's side finds a server gone (and the worker connects again);
/// the server's side ends the session of a desk that went to sleep or lost its network
/// (freeing its connection slot), within about a minute rather than two hours.
const KEEPALIVE_IDLE: Duration = Duration::from_secs(30);
const KEEPALIVE_INTERVAL: Duration = Duration::from_secs(10);
const KEEPALIVE_PROBES: u32 = 3;
/// Data the desk sent that the server has not acknowledged for this long: the connection is
/// dead (Linux only; elsewhere the keepalive above finds it).
const TCP_USER_TIMEOUT: Duration = Duration::from_secs(60);

/// What went wrong with the team database, each naming its host; never a password.
#[derive(Debug, thiserror::Error)]
pub enum TeamError {
    #[error("{0}")]
    BadUrl(String),
    #[error("the team database at {host} can't be reached: {detail}")]
    Unreachable { host: String, detail: String },
    #[error("the team database at {host} wants a password for {user}, and none was given")]
    NeedsPassword { host: String, user: String },
    #[error("the team database at {host} refused {user}: {detail}")]
    Refused {
        host: String,
        user: String,
        detail: String,
    },
    #[error(
        "the database at {host} is not a team database: it holds tables of its own ({tables}) \
         and no team_schema; give the team an empty database of its own"
    )]
    NotOurs { host: String, tables: String },
    #[error(
        "the team database at {host} has schema version {found}, newer than this desk knows \
         ({known}): this desk does not write to it; update Directory Desk"
    )]
    FromTheFuture {
        host: String,
        found: i32,
        known: i32,
    },
    #[error("the team database at {host} answered something this desk does not accept: {detail}")]
    BadRow { host: String, detail: String },
    #[error("{0}")]
    BadInput(String),
    #[error("the team database at {host} failed: {detail}")]
    Failed { host: String, detail: String },
}

impl TeamError {
    /// Whether it may pass by itself: the server out of reach, or failing (restarting, not
    /// taking connections for now). A job waits for such a team and is tried again; a
    /// refused password, a database not ours or rows this desk cannot believe wait for
    /// someone to act.
    pub fn may_pass(&self) -> bool {
        matches!(self, Self::Unreachable { .. } | Self::Failed { .. })
    }
}

/// The team database a desk joined for a directory, as the configuration says
/// (`[teams."DIRECTORY"]`): its address (no password: the keyring keeps it) and the name of
/// the desk's coordinator, as colleagues see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamJoined {
    pub url: TeamUrl,
    pub coordinator: String,
}

/// How many desks and records the team database holds for one directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStatus {
    pub schema: SchemaState,
    pub desks: i64,
    pub do_not_contact: i64,
    pub contacts: i64,
    pub claims: i64,
}

/// One connection to the team database.
pub struct Team {
    client: tokio_postgres::Client,
    url: TeamUrl,
    /// The guard's statements, once the first check has prepared them on this connection.
    statements: Option<guard::Statements>,
}

impl std::fmt::Debug for Team {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Team").field("url", &self.url).finish()
    }
}

impl Team {
    /// Connects to `url` (with `password`, else the URL's own, else none): TLS for any host
    /// but loopback. Reads nothing and writes nothing; [`Team::open`] also brings the schema
    /// up to date. Must run on a tokio runtime: the connection's task is spawned on it.
    pub async fn connect(url: &TeamUrl, password: Option<&Secret>) -> Result<Self, TeamError> {
        let mut config = config(url);
        if let Some(password) = password.or(url.password()) {
            config.password(password.expose());
        }
        let client = if url.is_loopback() {
            config.ssl_mode(tokio_postgres::config::SslMode::Disable);
            let (client, connection) = config
                .connect(tokio_postgres::NoTls)
                .await
                .map_err(|err| connect_error(url, &err))?;
            spawn_connection(connection, url);
            client
        } else {
            config.ssl_mode(tokio_postgres::config::SslMode::Require);
            let (client, connection) = config
                .connect(tls(url)?)
                .await
                .map_err(|err| connect_error(url, &err))?;
            spawn_connection(connection, url);
            client
        };
        Ok(Self {
            client,
            url: url.clone(),
            statements: None,
        })
    }

    /// Connects to a team database a desk joined, and brings an older schema (made by a desk
    /// not yet updated) up to this desk's. Unlike [`Team::open`], it never makes the tables
    /// in an empty database: a team database dropped and made again empty, or a URL that
    /// points at another, empty database, is refused by the first write ("join the team
    /// first") instead of becoming a new, empty team whose check finds nobody marked.
    pub async fn reopen(url: &TeamUrl, password: Option<&Secret>) -> Result<Self, TeamError> {
        let mut team = Self::connect(url, password).await?;
        if let SchemaState::Version(v) = team.schema_state().await?
            && (1..KNOWN_VERSION).contains(&v)
        {
            team.migrate().await?;
        }
        Ok(team)
    }

    /// Connects and brings the schema up to date (see [`Team::migrate`]).
    pub async fn open(url: &TeamUrl, password: Option<&Secret>) -> Result<Self, TeamError> {
        let mut team = Self::connect(url, password).await?;
        team.migrate().await?;
        Ok(team)
    }

    pub fn url(&self) -> &TeamUrl {
        &self.url
    }

    /// Whether the connection still answers: one that sat idle may have been ended by the
    /// server (a restart, an administrator) without this desk knowing until it asks.
    pub async fn answers(&self) -> bool {
        !self.client.is_closed() && self.client.simple_query("SELECT 1").await.is_ok()
    }

    /// The error for a failed query, naming this database's host.
    fn failed(&self, err: &tokio_postgres::Error) -> TeamError {
        query_error(&self.url, err)
    }

    fn bad_row(&self, detail: impl Into<String>) -> TeamError {
        TeamError::BadRow {
            host: self.url.host().to_owned(),
            detail: detail.into(),
        }
    }

    /// How many desks and records the team holds for `directory`, and its schema.
    pub async fn status(&self, directory: &str) -> Result<TeamStatus, TeamError> {
        let schema = self.schema_state().await?;
        if schema != SchemaState::Version(KNOWN_VERSION) {
            return Ok(TeamStatus {
                schema,
                desks: 0,
                do_not_contact: 0,
                contacts: 0,
                claims: 0,
            });
        }
        let row = self
            .client
            .query_one(
                "SELECT (SELECT count(*) FROM desks WHERE directory = $1),
                        (SELECT count(*) FROM do_not_contact WHERE directory = $1),
                        (SELECT count(*) FROM contact_history WHERE directory = $1),
                        (SELECT count(*) FROM claims WHERE directory = $1)",
                &[&directory],
            )
            .await
            .map_err(|err| self.failed(&err))?;
        let count = |i: usize| -> Result<i64, TeamError> {
            let n: i64 = row
                .try_get(i)
                .map_err(|err| self.bad_row(err.to_string()))?;
            if n < 0 {
                return Err(self.bad_row(format!("a negative count ({n})")));
            }
            Ok(n)
        };
        Ok(TeamStatus {
            schema,
            desks: count(0)?,
            do_not_contact: count(1)?,
            contacts: count(2)?,
            claims: count(3)?,
        })
    }
}

/// How this desk connects to `url` (no password yet): the address, the time limits, and the
/// session settings the server applies to every one of this desk's sessions. A sleeping
/// laptop must not hold its colleagues' locks, nor the desk wait on a dead link: each side
/// gives up on the other within about a minute ([`IDLE_IN_TRANSACTION_TIMEOUT_MS`],
/// [`KEEPALIVE_IDLE`]). The server's settings go in the startup packet's `options`, so that
/// they hold from the session's first statement; each has been in PostgreSQL since 9.6.
fn config(url: &TeamUrl) -> tokio_postgres::Config {
    let mut config = tokio_postgres::Config::new();
    config
        .host(url.connect_host())
        .port(url.port())
        .user(url.user())
        .dbname(url.database())
        .connect_timeout(CONNECT_TIMEOUT)
        .keepalives(true)
        .keepalives_idle(KEEPALIVE_IDLE)
        .keepalives_interval(KEEPALIVE_INTERVAL)
        .keepalives_retries(KEEPALIVE_PROBES)
        .tcp_user_timeout(TCP_USER_TIMEOUT)
        .options(format!(
            "-c statement_timeout={STATEMENT_TIMEOUT_MS} \
             -c idle_in_transaction_session_timeout={IDLE_IN_TRANSACTION_TIMEOUT_MS} \
             -c tcp_keepalives_idle={} -c tcp_keepalives_interval={} \
             -c tcp_keepalives_count={KEEPALIVE_PROBES}",
            KEEPALIVE_IDLE.as_secs(),
            KEEPALIVE_INTERVAL.as_secs(),
        ))
        .application_name(
            url.application_name()
                .unwrap_or_else(|| "directory-desk".to_owned()),
        );
    config
}

/// The TLS connector for a host other than loopback: rustls with the ring provider, as the
/// rest of the app, and the platform's certificate verifier.
fn tls(url: &TeamUrl) -> Result<tokio_postgres_rustls::MakeRustlsConnect, TeamError> {
    use rustls_platform_verifier::ConfigVerifierExt as _;
    let _ = rustls::crypto::ring::default_provider().install_default();
    let config =
        rustls::ClientConfig::with_platform_verifier().map_err(|err| TeamError::Unreachable {
            host: url.host().to_owned(),
            detail: format!("TLS could not be set up: {err}"),
        })?;
    Ok(tokio_postgres_rustls::MakeRustlsConnect::new(config))
}

fn spawn_connection<S, T>(connection: tokio_postgres::Connection<S, T>, url: &TeamUrl)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let host = url.host().to_owned();
    tokio::spawn(async move {
        if let Err(err) = connection.await {
            tracing::warn!(%host, error = %err, "the team database's connection ended");
        }
    });
}

/// A failed connection in words: unreachable, a password wanted, or refused.
fn connect_error(url: &TeamUrl, err: &tokio_postgres::Error) -> TeamError {
    let host = url.host().to_owned();
    let user = url.user();
    let detail = detail_of(err);
    // tokio-postgres's own words, in the error's source: the server asked for a password.
    if detail.ends_with("password missing") {
        return TeamError::NeedsPassword { host, user };
    }
    match err.code() {
        Some(code)
            if *code == SqlState::INVALID_PASSWORD
                || *code == SqlState::INVALID_AUTHORIZATION_SPECIFICATION
                || *code == SqlState::INVALID_CATALOG_NAME =>
        {
            TeamError::Refused { host, user, detail }
        }
        Some(_) => TeamError::Failed { host, detail },
        None => TeamError::Unreachable { host, detail },
    }
}

/// A failed query in words: the connection lost is "can't be reached".
fn query_error(url: &TeamUrl, err: &tokio_postgres::Error) -> TeamError {
    let host = url.host().to_owned();
    // Class 08 (connection exception) and 57 (operator intervention: the server shutting down,
    // the connection terminated) are the server going away, not a query's fault.
    // 57014 (a statement cancelled by its timeout, say a lock waited on) is not one: the
    // server is there.
    let gone = err.code().is_some_and(|code| {
        let code = code.code();
        code.starts_with("08") || (code.starts_with("57") && code != "57014")
    });
    if gone || err.is_closed() || (err.as_db_error().is_none() && err.code().is_none()) {
        return TeamError::Unreachable {
            host,
            detail: detail_of(err),
        };
    }
    if err.code() == Some(&SqlState::INSUFFICIENT_PRIVILEGE) {
        return TeamError::Refused {
            host,
            user: url.user(),
            detail: format!(
                "{}; the desks' role must own the team's database (docs/team-database.md)",
                detail_of(err)
            ),
        };
    }
    TeamError::Failed {
        host,
        detail: detail_of(err),
    }
}

/// The error and its causes, in one line: tokio-postgres says "error connecting to server"
/// and keeps the reason ("Connection refused") in its source.
fn detail_of(err: &tokio_postgres::Error) -> String {
    if let Some(db) = err.as_db_error() {
        return db.message().to_owned();
    }
    let mut text = err.to_string();
    let mut source = std::error::Error::source(err);
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        if !text.contains(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The PostgreSQL that `tests/peers/postgres.sh start` exported, as the integration tests
    /// read it (`tests/peers/mod.rs`, which unit tests cannot use). Missing, it fails the test
    /// under `CI=true` on Linux (`.ci/run` starts one) and skips it elsewhere, loudly.
    fn peer() -> Option<TeamUrl> {
        const VAR: &str = "DESK_TEST_TEAM_DATABASE_URL";
        if let Ok(url) = std::env::var(VAR) {
            return Some(TeamUrl::parse(&url).expect("the peer's URL"));
        }
        let ci = std::env::var("CI").is_ok_and(|v| v == "true");
        if ci && cfg!(target_os = "linux") {
            panic!("CI=true but PostgreSQL is not usable: {VAR} is not set. Run .ci/run");
        }
        // Straight to stderr: the test harness captures eprintln!, and this must be seen.
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr(),
            "\n*** SKIPPED: PostgreSQL is not usable here ({VAR} is not set). Install \
             postgresql and run `eval \"$(tests/peers/postgres.sh start $(mktemp -d))\"` \
             first ***\n"
        );
        None
    }

    #[test]
    fn the_desk_gives_up_on_a_silent_server_within_about_a_minute() {
        let url = TeamUrl::parse("postgres://desk@team.example/agency").unwrap();
        let config = config(&url);
        assert!(config.get_keepalives());
        assert_eq!(config.get_keepalives_idle(), Duration::from_secs(30));
        assert_eq!(
            config.get_keepalives_interval(),
            Some(Duration::from_secs(10))
        );
        assert_eq!(config.get_keepalives_retries(), Some(3));
        assert_eq!(
            config.get_tcp_user_timeout(),
            Some(&Duration::from_secs(60))
        );
        assert_eq!(config.get_connect_timeout(), Some(&CONNECT_TIMEOUT));
    }

    /// A desk that went to sleep mid-transaction holds its row locks (a check's, which a
    /// colleague's check of the same freelancers waits on) only until the server ends the
    /// transaction, and the server gives up on the silent desk itself: every session of a
    /// desk has those limits, from its first statement.
    #[tokio::test]
    async fn every_desk_session_has_the_server_end_an_idle_transaction_and_a_silent_desk() {
        let Some(url) = peer() else {
            return;
        };
        let team = Team::connect(&url, None)
            .await
            .expect("the peer's database connects");
        // In the setting's own unit (ms, s), as the server holds it.
        let setting = |name: &'static str| {
            let client = &team.client;
            async move {
                let row = client
                    .query_one(
                        "SELECT setting, coalesce(unit, '') FROM pg_settings WHERE name = $1",
                        &[&name],
                    )
                    .await
                    .unwrap_or_else(|err| panic!("{name}: {err}"));
                format!("{}{}", row.get::<_, String>(0), row.get::<_, String>(1))
            }
        };
        assert_eq!(
            setting("idle_in_transaction_session_timeout").await,
            "60000ms"
        );
        assert_eq!(setting("statement_timeout").await, "15000ms");
        assert_eq!(setting("tcp_keepalives_idle").await, "30s");
        assert_eq!(setting("tcp_keepalives_interval").await, "10s");
        assert_eq!(setting("tcp_keepalives_count").await, "3");
        // And in a transaction, where it counts: what the check's transaction runs under.
        team.client.batch_execute("BEGIN").await.unwrap();
        let shown: String = team
            .client
            .query_one("SHOW idle_in_transaction_session_timeout", &[])
            .await
            .unwrap()
            .get(0);
        assert_eq!(shown, "1min");
        team.client.batch_execute("ROLLBACK").await.unwrap();
    }
}
