//! The app's SQLite database: drafts and per-environment senders, the outbox journal, named
//! recipient lists and the history of what was sent. One file in the OS data folder, in WAL
//! mode with `synchronous=FULL`, so that what was written survives a crash or power loss.
//!
//! A database we cannot read (damaged, or written by a newer Directory Desk) is reported and
//! kept exactly as it is: never overwritten, never migrated.

mod drafts;
mod lists;
mod migrations;
mod outbox;
mod service;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::Connection;

pub use drafts::{ComposerDraft, DraftRecipient, Sender};
pub use lists::{ListSummary, members_csv, members_in};
pub use migrations::SCHEMA_VERSION;
pub use outbox::{
    ChunkAnswer, ChunkRecord, ChunkState, JobRecipient, JobRecord, JobState, JobSummary,
    JournalError, JournalWrite, Lease, NewChunk, NewJob, Resolution, ResolvedUnknown, now_ms,
};
pub use service::{SentBefore, StoreAnswer, StoreRequest, StoreService};

/// Where the database lives: `DIRECTORY_DESK_DATA` (a folder) when set, otherwise the OS data
/// folder (`~/.local/share/directory-desk`, `%APPDATA%\directory-desk\data`,
/// `~/Library/Application Support/directory-desk`).
pub fn default_folder() -> Option<PathBuf> {
    if let Some(folder) = std::env::var_os("DIRECTORY_DESK_DATA") {
        return Some(PathBuf::from(folder));
    }
    directories::ProjectDirs::from("", "", "directory-desk").map(|dirs| dirs.data_dir().to_owned())
}

pub const FILE_NAME: &str = "directory-desk.sqlite3";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot create the data folder {path}: {source}")]
    Folder {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(
        "the database {path} is damaged or is not a Directory Desk database ({reason}). It was left untouched; move it aside to start with an empty one."
    )]
    Unreadable { path: PathBuf, reason: String },
    #[error(
        "the database {path} was written by a newer Directory Desk (schema {found}, this version knows up to {known}). It was left untouched; please update the app."
    )]
    Newer {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    #[error("database error: {0}")]
    Sql(#[from] rusqlite::Error),
}

/// An open database whose schema is current.
pub struct Store {
    connection: Connection,
    path: PathBuf,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("path", &self.path).finish()
    }
}

impl Store {
    /// Opens `directory-desk.sqlite3` in `folder`, creating both if needed.
    pub fn open_in(folder: &Path) -> Result<Self, StoreError> {
        std::fs::create_dir_all(folder).map_err(|source| StoreError::Folder {
            path: folder.to_owned(),
            source,
        })?;
        Self::open(&folder.join(FILE_NAME))
    }

    /// Opens (or creates) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Self, StoreError> {
        let unreadable = |err: rusqlite::Error| StoreError::Unreadable {
            path: path.to_owned(),
            reason: err.to_string(),
        };
        let mut connection = Connection::open(path).map_err(unreadable)?;
        // Another process (the command line, a second window) may hold the write lock briefly.
        connection.busy_timeout(Duration::from_secs(5))?;
        // The first real read of the file: a damaged or foreign file fails here, before any
        // pragma that could write to it.
        let version: i64 = connection
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .map_err(unreadable)?;
        connection
            .query_row("SELECT count(*) FROM sqlite_schema", [], |row| {
                row.get::<_, i64>(0)
            })
            .map_err(unreadable)?;
        if version > SCHEMA_VERSION {
            return Err(StoreError::Newer {
                path: path.to_owned(),
                found: version,
                known: SCHEMA_VERSION,
            });
        }
        connection
            .query_row("PRAGMA journal_mode=WAL", [], |_| Ok(()))
            .map_err(unreadable)?;
        connection.execute_batch("PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;")?;
        migrations::migrate(&mut connection).map_err(|err| match err {
            StoreError::Sql(sql) => unreadable(sql),
            other => other,
        })?;
        Ok(Self {
            connection,
            path: path.to_owned(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn schema_version(&self) -> Result<i64, StoreError> {
        Ok(self
            .connection
            .query_row("PRAGMA user_version", [], |row| row.get(0))?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_database_is_created_at_the_current_schema_in_wal_mode() {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::open_in(&folder.path().join("nested")).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        let mode: String = store
            .connection
            .query_row("PRAGMA journal_mode", [], |row| row.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        let synchronous: i64 = store
            .connection
            .query_row("PRAGMA synchronous", [], |row| row.get(0))
            .unwrap();
        assert_eq!(synchronous, 2, "FULL");
        drop(store);
        // Reopening is a no-op for the schema.
        let again = Store::open_in(&folder.path().join("nested")).unwrap();
        assert_eq!(again.schema_version().unwrap(), SCHEMA_VERSION);
    }

    #[test]
    fn a_file_that_is_not_a_database_is_reported_and_left_untouched() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join(FILE_NAME);
        let garbage = b"this is a spreadsheet, not a database \x00\x01\x02".repeat(200);
        std::fs::write(&path, &garbage).unwrap();
        let err = Store::open(&path).unwrap_err();
        assert!(matches!(err, StoreError::Unreadable { .. }), "{err:?}");
        assert!(err.to_string().contains("left untouched"), "{err}");
        assert_eq!(std::fs::read(&path).unwrap(), garbage);
    }

    #[test]
    fn a_database_from_a_newer_version_is_reported_and_left_untouched() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join(FILE_NAME);
        {
            let connection = Connection::open(&path).unwrap();
            connection
                .execute_batch(&format!(
                    "CREATE TABLE future (x); PRAGMA user_version = {};",
                    SCHEMA_VERSION + 1
                ))
                .unwrap();
        }
        let before = std::fs::read(&path).unwrap();
        let err = Store::open(&path).unwrap_err();
        assert!(
            matches!(err, StoreError::Newer { found, .. } if found == SCHEMA_VERSION + 1),
            "{err:?}"
        );
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }
}
