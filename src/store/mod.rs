//! The app's SQLite database: drafts and per-directory senders, the outbox journal, named
//! recipient lists, the history of what was sent, and what the agency knows of each
//! freelancer (`vendors`). One file in the OS data folder, in WAL
//! mode with `synchronous=FULL`, so that what was written survives a crash or power loss.
//!
//! A database we cannot read (damaged, or written by a newer Directory Desk) is reported and
//! kept exactly as it is: never overwritten, never migrated. One that another process holds
//! locked is reported as busy, never as damaged: the advice to move a file aside is for a file
//! that is really unusable.

mod drafts;
mod job_id;
mod list_links;
pub mod list_merge;
mod lists;
mod migrations;
mod note;
mod offers;
mod outbox;
mod service;
mod team_marks;
#[cfg(test)]
pub(crate) mod test_jobs;
mod ticket;
mod vendor_facts;
mod vendors;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::Connection;

pub use drafts::{ComposerDraft, DraftRecipient, Sender};
pub use job_id::JobId;
pub use list_links::{LinkedList, ListLink, ListPermission, SyncedList};
pub use list_merge::Merge;
pub use lists::{ListSummary, members_csv, members_in};
pub use migrations::SCHEMA_VERSION;
pub use note::RequestNote;
pub use offers::{
    Answer, AnswerFact, CandidateRecord, Closing, ClosingTexts, LeftOut, ListedOffer,
    MAX_CANDIDATES, MAX_WAVE_SIZE, NewCandidate, NewOffer, OfferBinding, OfferEvent, OfferId,
    OfferProblem, OfferRecord, OfferState, OfferSummary, OfferTerms, Pick, Placed, Reach,
    RecentWord, Recorded, SendWhen, Words, check_offer_owner,
};
pub use outbox::{
    JobAccount, JobOwner, JobRecipient, JobRecord, JobState, JobSummary, JournalError,
    JournalWrite, Lease, NewJob, NewRequest, ReceiptMeta, RequestAnswer, RequestRecord,
    RequestState, Resolution, ResolvedUnknown, check_job_owner, directory_label, now_ms,
};
pub use service::{
    OfferDone, OfferEdit, SentBefore, StoreAnswer, StoreRequest, StoreService, VendorEdit,
};
pub use ticket::Ticket;
pub use vendor_facts::{FactChange, VendorFacts};
pub use vendors::{
    Amount, AmountProblem, ContactSummary, Currency, ImportSummary, Invalid, MAX_NOTE_CHARS,
    MAX_TAG_CHARS, NewRate, Note, Rate, RateUnit, RecentContact, RecipientMarks, VendorChange,
    VendorError, VendorFilter, VendorImport, VendorRecord, VendorStatus, check_note, clean_tag,
};

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
        "the database {path} is busy: another Directory Desk is upgrading the database or writing to it. Nothing was changed; try again in a moment."
    )]
    Busy { path: PathBuf },
    #[error(
        "the database {path} is damaged or is not a Directory Desk database ({reason}). It was left untouched; move it aside to start with an empty one."
    )]
    Unreadable { path: PathBuf, reason: String },
    #[error(
        "cannot use the database {path} ({reason}). It was left untouched; check that its folder can be written to and the disk has room."
    )]
    Unavailable { path: PathBuf, reason: String },
    #[error(
        "the database {path} was written by a newer Directory Desk (schema {found}, this version knows up to {known}). It was left untouched; please update the app."
    )]
    Newer {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    /// A write the store's own rules forbid, in words for the user.
    #[error("{0}")]
    Refused(String),
    #[error("database error: {0}")]
    Sql(#[from] rusqlite::Error),
}

impl StoreError {
    /// Whether the row read holds what this version cannot read (a word it does not know,
    /// a value of the wrong kind), which stays so until someone acts, rather than a database
    /// that could not be read now (busy, out of reach), which a later try may read.
    pub fn is_unreadable_row(&self) -> bool {
        matches!(
            self,
            StoreError::Refused(_)
                | StoreError::Sql(
                    rusqlite::Error::InvalidColumnType(..)
                        | rusqlite::Error::FromSqlConversionFailure(..)
                )
        )
    }
}

/// An open database whose schema is current.
pub struct Store {
    connection: Connection,
    path: PathBuf,
    /// How long after it fills an offer its closing notes are held, so that the fill can be
    /// taken back ([`Store::undo_fill`]); 0: they go at the next look. The window's store
    /// holds them (a click can be a slip); the command line's does not (a typed command is
    /// meant).
    notes_hold_ms: i64,
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
        // Another process (the command line, a second window) may hold the write lock briefly,
        // or be migrating the same file.
        Self::open_waiting(path, Duration::from_secs(5))
    }

    /// Like [`Store::open`], waiting at most `busy_timeout` for another connection's lock.
    ///
    /// SQLite answers "busy" at once, without waiting, where waiting could deadlock: two
    /// processes opening a rollback-journal file together, one migrating (holding the
    /// reserved lock) while the other, holding a shared lock, asks for the exclusive lock
    /// that switching to WAL needs. So the whole open is tried again, on a fresh connection
    /// that holds no lock, until the same timeout has passed.
    fn open_waiting(path: &Path, busy_timeout: Duration) -> Result<Self, StoreError> {
        let deadline = std::time::Instant::now() + busy_timeout;
        let mut pause = Duration::from_millis(10);
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match Self::open_once(path, left.max(Duration::from_millis(1))) {
                Err(StoreError::Busy { .. }) if !left.is_zero() => {
                    std::thread::sleep(pause.min(left));
                    pause = (pause * 2).min(Duration::from_millis(200));
                }
                Ok(store) => {
                    // The open used what was left of its deadline (as little as 1 ms); every
                    // later statement gets the whole wait, or a second writer's short
                    // transaction would make it fail as busy.
                    store
                        .connection
                        .busy_timeout(busy_timeout)
                        .map_err(|err| open_error(path, err))?;
                    return Ok(store);
                }
                other => return other,
            }
        }
    }

    /// One attempt at opening `path`, waiting at most `busy_timeout` for a lock.
    fn open_once(path: &Path, busy_timeout: Duration) -> Result<Self, StoreError> {
        let failed = |err: rusqlite::Error| open_error(path, err);
        let mut connection = Connection::open(path).map_err(failed)?;
        connection.busy_timeout(busy_timeout).map_err(failed)?;
        // The first real read of the file: a damaged or foreign file fails here, before any
        // pragma that could write to it.
        let version: i64 = connection
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .map_err(failed)?;
        connection
            .query_row("SELECT count(*) FROM sqlite_schema", [], |row| {
                row.get::<_, i64>(0)
            })
            .map_err(failed)?;
        let newer = |found: i64| StoreError::Newer {
            path: path.to_owned(),
            found,
            known: SCHEMA_VERSION,
        };
        if version > SCHEMA_VERSION {
            return Err(newer(version));
        }
        connection
            .query_row("PRAGMA journal_mode=WAL", [], |_| Ok(()))
            .map_err(failed)?;
        connection
            .execute_batch("PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;")
            .map_err(failed)?;
        let version = migrations::migrate(&mut connection).map_err(|err| match err {
            StoreError::Sql(sql) => failed(sql),
            other => other,
        })?;
        // A newer Directory Desk may have upgraded the file while this one waited to.
        if version > SCHEMA_VERSION {
            return Err(newer(version));
        }
        // Every transaction takes the write lock as it begins. A deferred one that reads and
        // then writes fails at once, without waiting, when another process wrote in between
        // (WAL's busy snapshot): two writers must queue, not fail.
        connection.set_transaction_behavior(rusqlite::TransactionBehavior::Immediate);
        Ok(Self {
            connection,
            path: path.to_owned(),
            notes_hold_ms: 0,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Rows written before records were keyed by directory (schema 7) under the
    /// environment `name` now belong to `directory`, the directory that environment points
    /// to today. Called as an environment opens; a row whose place is already taken (two
    /// environments of one directory) stays where it was. Returns how many rows moved.
    pub fn adopt_environment(&mut self, name: &str, directory: &str) -> Result<usize, StoreError> {
        let legacy = format!("environment:{name}");
        let transaction = self.connection.transaction()?;
        // Where both hold a record of one freelancer (two environments of one directory),
        // the one already there stays, but a do-not-contact mark is never lost to it.
        transaction.execute(
            "UPDATE vendor SET status = 'do_not_contact'
             WHERE directory = ?2 AND uuid IN
                 (SELECT uuid FROM vendor WHERE directory = ?1 AND status = 'do_not_contact')",
            rusqlite::params![legacy, directory],
        )?;
        let mut moved = 0;
        for table in migrations::DIRECTORY_TABLES {
            moved += transaction.execute(
                &format!("UPDATE OR IGNORE {table} SET directory = ?2 WHERE directory = ?1"),
                rusqlite::params![legacy, directory],
            )?;
        }
        transaction.commit()?;
        if moved > 0 {
            tracing::info!(
                environment = name,
                directory,
                rows = moved,
                "records adopted"
            );
        }
        Ok(moved)
    }

    pub fn schema_version(&self) -> Result<i64, StoreError> {
        Ok(self
            .connection
            .query_row("PRAGMA user_version", [], |row| row.get(0))?)
    }
}

/// What an error met while opening `path` means to the user: wait (busy), see to the folder
/// or disk (unavailable), or move the file aside (damaged, or not ours).
fn open_error(path: &Path, err: rusqlite::Error) -> StoreError {
    use rusqlite::ErrorCode;
    let path = path.to_owned();
    let reason = err.to_string();
    match err.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Busy { path },
        // Corrupt pages, a file that is not SQLite, or one whose tables are not ours (a
        // migration's SQL fails on it), and values that are not what we wrote.
        Some(
            ErrorCode::DatabaseCorrupt
            | ErrorCode::NotADatabase
            | ErrorCode::Unknown
            | ErrorCode::ConstraintViolation
            | ErrorCode::TypeMismatch,
        )
        | None => StoreError::Unreadable { path, reason },
        // Permissions, a read-only or full disk, I/O errors: the file may be fine.
        Some(_) => StoreError::Unavailable { path, reason },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_row_this_version_cannot_read_is_unreadable_for_good() {
        let path = PathBuf::from("/data/directory-desk.sqlite3");
        assert!(
            StoreError::Refused("offer 2 has the sending rule 'at_dawn'".into())
                .is_unreadable_row()
        );
        let wrong_kind =
            rusqlite::Error::InvalidColumnType(3, "held".into(), rusqlite::types::Type::Text);
        assert!(StoreError::Sql(wrong_kind).is_unreadable_row());
        assert!(!StoreError::Busy { path: path.clone() }.is_unreadable_row());
        let gone = StoreError::Unavailable {
            path,
            reason: "disk I/O error".into(),
        };
        assert!(!gone.is_unreadable_row());
    }

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
        assert!(err.to_string().contains(DAMAGED_ADVICE), "{err}");
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

    const DAMAGED_ADVICE: &str = "move it aside";

    /// A database as an earlier Directory Desk left it: schema 1, a draft in it, in the
    /// given journal mode.
    fn old_database(path: &Path, journal_mode: &str) {
        let mut connection = Connection::open(path).unwrap();
        connection
            .query_row(&format!("PRAGMA journal_mode={journal_mode}"), [], |_| {
                Ok(())
            })
            .unwrap();
        migrations::migrate_to(&mut connection, 1).unwrap();
        connection
            .execute_batch("INSERT INTO draft VALUES ('test', '[]', 'rfq', 'Kept', 'Body', 1);")
            .unwrap();
    }

    fn version_on_disk(path: &Path) -> i64 {
        Connection::open(path)
            .unwrap()
            .query_row("PRAGMA user_version", [], |row| row.get(0))
            .unwrap()
    }

    #[test]
    fn two_processes_opening_an_old_database_at_once_both_open_it() {
        let folder = tempfile::tempdir().unwrap();
        // The race is lost only sometimes; enough rounds make a wrong answer show.
        for round in 0..24 {
            let journal_mode = if round % 2 == 0 { "wal" } else { "delete" };
            let path = folder.path().join(format!("round-{round}.sqlite3"));
            old_database(&path, journal_mode);
            let start = std::sync::Arc::new(std::sync::Barrier::new(2));
            let openers: Vec<_> = (0..2)
                .map(|_| {
                    let (path, start) = (path.clone(), start.clone());
                    std::thread::spawn(move || {
                        start.wait();
                        Store::open(&path).map(drop)
                    })
                })
                .collect();
            // Waiting for the lock is the loser's part: the winner's migration takes far less
            // than the busy timeout, after which the loser finds the schema current. (Busy is
            // the right answer only past the timeout; see the next test.)
            for opener in openers {
                if let Err(err) = opener.join().unwrap() {
                    panic!("round {round} ({journal_mode}): {err}");
                }
            }
            let store = Store::open(&path).unwrap();
            assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
            let kept: String = store
                .connection
                .query_row("SELECT subject FROM draft", [], |row| row.get(0))
                .unwrap();
            assert_eq!(kept, "Kept");
        }
    }

    #[test]
    fn a_database_locked_beyond_the_busy_timeout_is_busy_not_damaged() {
        let folder = tempfile::tempdir().unwrap();
        // In rollback-journal mode an exclusive lock stops even the first read; in WAL mode
        // readers go on and the migration's write lock is what waits.
        for (journal_mode, lock) in [("delete", "BEGIN EXCLUSIVE"), ("wal", "BEGIN IMMEDIATE")] {
            let path = folder.path().join(format!("{journal_mode}.sqlite3"));
            old_database(&path, journal_mode);
            let holder = Connection::open(&path).unwrap();
            holder.execute_batch(lock).unwrap();

            let err = Store::open_waiting(&path, Duration::from_millis(50)).unwrap_err();
            assert!(
                matches!(err, StoreError::Busy { .. }),
                "{journal_mode}: {err:?}"
            );
            let text = err.to_string();
            assert!(
                text.contains("another Directory Desk is upgrading the database"),
                "{text}"
            );
            assert!(!text.contains(DAMAGED_ADVICE), "{text}");

            holder.execute_batch("ROLLBACK").unwrap();
            assert_eq!(version_on_disk(&path), 1, "{journal_mode}: left as it was");
            let store = Store::open_waiting(&path, Duration::from_millis(50)).unwrap();
            assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        }
    }

    #[test]
    fn a_database_that_cannot_be_opened_is_not_called_damaged() {
        let folder = tempfile::tempdir().unwrap();
        // A folder where the file should be: SQLite cannot open it, and nothing is corrupt.
        let path = folder.path().join(FILE_NAME);
        std::fs::create_dir(&path).unwrap();
        let err = Store::open(&path).unwrap_err();
        assert!(matches!(err, StoreError::Unavailable { .. }), "{err:?}");
        assert!(!err.to_string().contains(DAMAGED_ADVICE), "{err}");
        assert!(path.is_dir());
    }
}
