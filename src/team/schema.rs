//! The team database's schema: migrations versioned in the repository, applied in one
//! transaction under an advisory lock, so that desks joining at once apply each exactly once.

use tokio_postgres::SimpleQueryMessage;

use super::{Team, TeamError};

/// The migrations, in order: version n is `MIGRATIONS[n - 1]`.
const MIGRATIONS: &[&str] = &[
    include_str!("migrations/0001_team.sql"),
    include_str!("migrations/0002_vendors.sql"),
    include_str!("migrations/0003_offer_answers.sql"),
];

/// The newest schema this desk knows, and the only one it writes to.
pub const KNOWN_VERSION: i32 = MIGRATIONS.len() as i32;

/// The key of the advisory lock the migrations are applied under ("DirDesk" and 1).
const MIGRATION_LOCK: i64 = 0x4469_7244_6573_6b01;

/// What a database holds, as far as the team is concerned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SchemaState {
    /// No tables at all: the first desk to join creates them.
    Empty,
    /// Our schema, at this version.
    Version(i32),
    /// Tables, but not ours (their names, a few).
    NotOurs(Vec<String>),
}

impl std::fmt::Display for SchemaState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Empty => f.write_str("none yet (an empty database)"),
            Self::Version(v) if *v > KNOWN_VERSION => {
                write!(f, "{v} (newer than this desk knows, {KNOWN_VERSION})")
            }
            Self::Version(v) => write!(f, "{v}"),
            Self::NotOurs(tables) => write!(f, "not a team database ({})", tables.join(", ")),
        }
    }
}

impl Team {
    /// What the database holds: empty, our schema at a version, or someone else's tables.
    pub async fn schema_state(&self) -> Result<SchemaState, TeamError> {
        schema_state(&self.client)
            .await
            .map_err(|err| self.failed(&err))?
            .map_err(|detail| self.bad_row(detail))
    }

    /// Brings the schema up to [`KNOWN_VERSION`]: every missing migration in one transaction,
    /// under an advisory lock that a second desk waits on, then finds nothing to do. The
    /// version it is at. A newer schema, or a database that is not ours, is refused and left
    /// unchanged.
    pub async fn migrate(&mut self) -> Result<i32, TeamError> {
        let url = self.url.clone();
        let failed = |err: tokio_postgres::Error| super::query_error(&url, &err);
        let transaction = self.client.transaction().await.map_err(failed)?;
        transaction
            .execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .await
            .map_err(failed)?;
        let state = schema_state(&transaction)
            .await
            .map_err(failed)?
            .map_err(|detail| TeamError::BadRow {
                host: url.host().to_owned(),
                detail,
            })?;
        let from = match state {
            SchemaState::Empty => 0,
            SchemaState::Version(v) if v > KNOWN_VERSION => {
                return Err(TeamError::FromTheFuture {
                    host: url.host().to_owned(),
                    found: v,
                    known: KNOWN_VERSION,
                });
            }
            SchemaState::Version(v) => v,
            SchemaState::NotOurs(tables) => {
                return Err(TeamError::NotOurs {
                    host: url.host().to_owned(),
                    tables: tables.join(", "),
                });
            }
        };
        for (version, sql) in (1..).zip(MIGRATIONS).skip(from as usize) {
            transaction.batch_execute(sql).await.map_err(failed)?;
            transaction
                .execute(
                    concat!(
                        "INSERT INTO team_schema (version, applied_at_ms) VALUES ($1, ",
                        super::rows::server_now_ms!(),
                        ")"
                    ),
                    &[&version],
                )
                .await
                .map_err(failed)?;
        }
        transaction.commit().await.map_err(failed)?;
        if from < KNOWN_VERSION {
            tracing::info!(host = %url.host(), from, to = KNOWN_VERSION, "team schema migrated");
        }
        Ok(KNOWN_VERSION)
    }

    /// Refuses to go on unless the schema is the one this desk knows.
    pub(super) async fn writable(&self) -> Result<(), TeamError> {
        // The usual case in one round trip (a simple query: no statement prepared first);
        // anything else is read in full to be named.
        let current = self
            .client
            .simple_query("SELECT max(version) FROM team_schema")
            .await
            .is_ok_and(|messages| {
                messages.iter().any(|message| {
                    matches!(message, SimpleQueryMessage::Row(row)
                        if row.get(0) == Some(KNOWN_VERSION.to_string().as_str()))
                })
            });
        if current {
            return Ok(());
        }
        match self.schema_state().await? {
            SchemaState::Version(v) if v == KNOWN_VERSION => Ok(()),
            SchemaState::Version(v) if v > KNOWN_VERSION => Err(TeamError::FromTheFuture {
                host: self.url.host().to_owned(),
                found: v,
                known: KNOWN_VERSION,
            }),
            SchemaState::NotOurs(tables) => Err(TeamError::NotOurs {
                host: self.url.host().to_owned(),
                tables: tables.join(", "),
            }),
            SchemaState::Version(v) if v >= 1 => Err(TeamError::Failed {
                host: self.url.host().to_owned(),
                detail: format!(
                    "its schema is version {v}, older than this desk's ({KNOWN_VERSION}); \
                     `directory-desk team join` again brings it up to date"
                ),
            }),
            SchemaState::Empty | SchemaState::Version(_) => Err(TeamError::Failed {
                host: self.url.host().to_owned(),
                detail: "its schema is not set up yet; join the team first".into(),
            }),
        }
    }
}

/// Reads the state with `client` (a connection or a transaction). The outer error is the
/// query's, the inner one a version row this desk cannot believe.
async fn schema_state(
    client: &impl tokio_postgres::GenericClient,
) -> Result<Result<SchemaState, String>, tokio_postgres::Error> {
    let tables: Vec<String> = client
        .query(
            "SELECT table_name::text FROM information_schema.tables
             WHERE table_schema = current_schema() ORDER BY table_name LIMIT 200",
            &[],
        )
        .await?
        .iter()
        .map(|row| row.get(0))
        .collect();
    if tables.is_empty() {
        return Ok(Ok(SchemaState::Empty));
    }
    if !tables.iter().any(|t| t == "team_schema") {
        return Ok(Ok(SchemaState::NotOurs(
            tables.into_iter().take(3).collect(),
        )));
    }
    let row = client
        .query_one("SELECT max(version) FROM team_schema", &[])
        .await?;
    let version: Option<i32> = match super::rows::column(&row, 0) {
        Ok(version) => version,
        Err(detail) => return Ok(Err(detail)),
    };
    Ok(match version {
        Some(v) if v >= 1 => Ok(SchemaState::Version(v)),
        Some(v) => Err(format!("schema version {v}")),
        None => Err("a team_schema table with no version in it".into()),
    })
}
