//! Versioned schema migrations. `PRAGMA user_version` records how many have been applied;
//! each runs in its own transaction together with the version bump, so a crash mid-migration
//! leaves the previous, consistent schema. Migrations are append-only: never edit one that has
//! shipped, add the next.

use rusqlite::{Connection, TransactionBehavior};

use super::StoreError;

/// Index `i` takes a database from schema `i` to schema `i + 1`.
const MIGRATIONS: &[&str] = &[
    // 1: the composer's draft and the sender, both per environment.
    "CREATE TABLE draft (
        environment  TEXT PRIMARY KEY NOT NULL,
        recipients   TEXT NOT NULL,   -- JSON: [{\"uuid\": ..., \"name\": ...}]
        message_type TEXT NOT NULL,
        subject      TEXT NOT NULL,
        body         TEXT NOT NULL,
        updated_at   INTEGER NOT NULL -- Unix seconds
    );
    CREATE TABLE sender (
        environment TEXT PRIMARY KEY NOT NULL,
        name        TEXT NOT NULL,
        email       TEXT NOT NULL
    );",
    // 2: the outbox journal (jobs, their requests and recipients), named recipient lists, and
    // the history of what reached whom, derived from the journal so the two never disagree.
    "CREATE TABLE job (
        id           INTEGER PRIMARY KEY,
        environment  TEXT NOT NULL,
        created_at   INTEGER NOT NULL, -- Unix milliseconds
        state        TEXT NOT NULL,    -- active | paused | cancelled: what the user wants
        sender_name  TEXT NOT NULL,
        sender_email TEXT NOT NULL,
        subject      TEXT NOT NULL,
        body         TEXT NOT NULL,
        message_type TEXT NOT NULL,
        personalised INTEGER NOT NULL,
        note         TEXT,             -- why sending stopped, in words for the user
        lease_holder TEXT,             -- who is sending it now, e.g. 'pid 4242 on host'
        lease_until  INTEGER           -- Unix ms; renewed while sending
    );
    CREATE INDEX job_by_environment ON job (environment, id);
    CREATE TABLE chunk (
        job             INTEGER NOT NULL REFERENCES job (id) ON DELETE CASCADE,
        seq             INTEGER NOT NULL, -- 1-based, the order of sending
        state           TEXT NOT NULL,    -- queued sending sent pending rejected failed retrying unknown
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,          -- Unix ms, while retrying
        http_status     INTEGER,
        message         TEXT,             -- the server's status_message, or what went wrong
        server_messages TEXT NOT NULL DEFAULT '[]', -- JSON: the server's error_messages verbatim
        subject         TEXT,             -- personalised; NULL means the job's
        body            TEXT,             -- personalised; NULL means the job's
        updated_at      INTEGER NOT NULL,
        PRIMARY KEY (job, seq)
    ) WITHOUT ROWID;
    CREATE TABLE chunk_recipient (
        job      INTEGER NOT NULL,
        seq      INTEGER NOT NULL,
        position INTEGER NOT NULL,
        uuid     TEXT NOT NULL,
        name     TEXT,
        failed   INTEGER NOT NULL DEFAULT 0, -- named in the receipt's failed_recipients
        left_out INTEGER NOT NULL DEFAULT 0, -- taken out by the user before a retry
        PRIMARY KEY (job, uuid),
        FOREIGN KEY (job, seq) REFERENCES chunk (job, seq) ON DELETE CASCADE
    ) WITHOUT ROWID;
    CREATE INDEX chunk_recipient_by_chunk ON chunk_recipient (job, seq, position);
    CREATE TABLE recipient_list (
        id          INTEGER PRIMARY KEY,
        environment TEXT NOT NULL,
        name        TEXT NOT NULL,
        updated_at  INTEGER NOT NULL,
        UNIQUE (environment, name)
    );
    CREATE TABLE recipient_list_member (
        list     INTEGER NOT NULL REFERENCES recipient_list (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        uuid     TEXT NOT NULL,
        name     TEXT,
        PRIMARY KEY (list, uuid)
    ) WITHOUT ROWID;
    CREATE VIEW sent_history AS
        SELECT job.environment, r.uuid, r.name, job.id AS job, c.seq,
               COALESCE(c.subject, job.subject) AS subject, c.state, c.updated_at AS at
        FROM chunk_recipient r
        JOIN chunk c ON c.job = r.job AND c.seq = r.seq
        JOIN job ON job.id = r.job
        WHERE c.state IN ('sent', 'pending') AND r.failed = 0 AND r.left_out = 0;",
    // 3: the composer's fallbacks for personalisation placeholders, kept with its draft.
    "ALTER TABLE draft ADD COLUMN fallbacks TEXT NOT NULL DEFAULT '{}';",
    // 4: a receipt's own status word ("accepted", or one this app does not know, both kept as
    // `sent`), and how many of its failed recipients matched nobody in the request: without
    // them a receipt that did not reach everyone could read as delivered to all.
    "ALTER TABLE chunk ADD COLUMN receipt_status TEXT;
    ALTER TABLE chunk ADD COLUMN unmatched_failures INTEGER NOT NULL DEFAULT 0;",
    // 5: the technical detail of a request's answer (the library's or the directory's words),
    // kept apart from `message`, which is in plain words.
    "ALTER TABLE chunk ADD COLUMN details TEXT;",
    // 6: what the agency knows of each freelancer, per environment: a status, free tags,
    // dated notes and rates. When they were last messaged, and how often, is not stored here:
    // it is read from the journal, so the two never disagree. And the receipt's whole `meta`
    // object (the live service's `message_vetting_id` among it), kept as the directory sent it.
    "CREATE TABLE vendor (
        environment TEXT NOT NULL,
        uuid        TEXT NOT NULL,
        name        TEXT,             -- as last known, for lists and exports
        status      TEXT,             -- active potential on_hold too_expensive do_not_contact
        updated_at  INTEGER NOT NULL, -- Unix ms
        PRIMARY KEY (environment, uuid)
    ) WITHOUT ROWID;
    CREATE TABLE vendor_tag (
        environment TEXT NOT NULL,
        uuid        TEXT NOT NULL,
        tag         TEXT NOT NULL,
        PRIMARY KEY (environment, uuid, tag)
    ) WITHOUT ROWID;
    CREATE TABLE vendor_note (
        id          INTEGER PRIMARY KEY,
        environment TEXT NOT NULL,
        uuid        TEXT NOT NULL,
        at          INTEGER NOT NULL, -- Unix ms, when written
        edited_at   INTEGER,          -- Unix ms, when last changed
        text        TEXT NOT NULL
    );
    CREATE INDEX vendor_note_by_vendor ON vendor_note (environment, uuid, at);
    CREATE TABLE vendor_rate (
        id          INTEGER PRIMARY KEY,
        environment TEXT NOT NULL,
        uuid        TEXT NOT NULL,
        pair        TEXT NOT NULL,    -- a language pair code, e.g. eng_deu
        service     TEXT NOT NULL,    -- the directory's service id
        amount      TEXT NOT NULL,    -- an exact decimal, e.g. 0.08: money is never a float
        currency    TEXT NOT NULL,    -- ISO 4217
        unit        TEXT NOT NULL,    -- word hour page minute job
        UNIQUE (environment, uuid, pair, service, unit)
    );
    -- Who was messaged when, asked per recipient by the send guardrails: without this, each
    -- question would read the whole journal.
    CREATE INDEX chunk_recipient_by_uuid ON chunk_recipient (uuid);
    ALTER TABLE chunk ADD COLUMN receipt_meta TEXT; -- JSON object, bounded; NULL: no receipt",
    // 7: everything is keyed by the directory it was made for (its normalised base URL;
    // `sandbox:built-in` for the built-in sandbox), never by an environment's name: a name
    // can be pointed elsewhere, or removed and added again. A job also keeps the account it
    // was written as, when known. Rows from before are marked `environment:NAME` until the
    // environment of that name next opens and adopts them under its base URL of that day
    // (`Store::adopt_environment`).
    "ALTER TABLE draft RENAME COLUMN environment TO directory;
    ALTER TABLE sender RENAME COLUMN environment TO directory;
    ALTER TABLE job RENAME COLUMN environment TO directory;
    ALTER TABLE job ADD COLUMN account TEXT;      -- the signed-in account's UUID, when known
    ALTER TABLE job ADD COLUMN account_name TEXT; -- its site name, for messages
    ALTER TABLE recipient_list RENAME COLUMN environment TO directory;
    ALTER TABLE vendor RENAME COLUMN environment TO directory;
    ALTER TABLE vendor_tag RENAME COLUMN environment TO directory;
    ALTER TABLE vendor_note RENAME COLUMN environment TO directory;
    ALTER TABLE vendor_rate RENAME COLUMN environment TO directory;
    UPDATE draft SET directory = 'environment:' || directory;
    UPDATE sender SET directory = 'environment:' || directory;
    UPDATE job SET directory = 'environment:' || directory;
    UPDATE recipient_list SET directory = 'environment:' || directory;
    UPDATE vendor SET directory = 'environment:' || directory;
    UPDATE vendor_tag SET directory = 'environment:' || directory;
    UPDATE vendor_note SET directory = 'environment:' || directory;
    UPDATE vendor_rate SET directory = 'environment:' || directory;",
    // 8: whether a job's state was written by a run as it ended (a pause as the window
    // closed, a sign-out's), not by anyone's word: a run of the whole job, started only on
    // the user's word to send, takes such a pause back, and never a pause or cancel that
    // anyone wrote (`Store::activate_job`).
    "ALTER TABLE job ADD COLUMN state_by_run INTEGER NOT NULL DEFAULT 0;",
    // 9: a request's note as a reason (`RequestNote`, JSON), beside `message`, its English
    // words: the window words it in its language. Whatever changes `message` without it drops
    // it, so that a note never words a message it is not: an older desk that was already
    // running when the file was upgraded (one started later refuses the newer file,
    // `StoreError::Newer`).
    // A job's own note (why it paused) is kept so too, as `job.reason` beside `job.note`.
    "ALTER TABLE chunk ADD COLUMN note TEXT;
    CREATE TRIGGER chunk_note_follows_message AFTER UPDATE OF message ON chunk
    WHEN NEW.message IS NOT OLD.message AND NEW.note IS OLD.note
    BEGIN
        UPDATE chunk SET note = NULL WHERE job = NEW.job AND seq = NEW.seq;
    END;
    ALTER TABLE job ADD COLUMN reason TEXT;
    CREATE TRIGGER job_reason_follows_note AFTER UPDATE OF note ON job
    WHEN NEW.note IS NOT OLD.note AND NEW.reason IS OLD.reason
    BEGIN
        UPDATE job SET reason = NULL WHERE id = NEW.id;
    END;",
    // 10: offers, a job to fill offered to ranked candidates a wave at a time
    // (`store/offers.rs`). A candidate's `job` is set in the very transaction that writes
    // the outbox job offering it, only while it is unset: two processes, or one after a
    // crash, can never offer the same job to the same freelancer twice. Its `closing_job`
    // (the thank-you, the confirmation or the cancellation) is kept the same way.
    "CREATE TABLE offer (
        id             INTEGER PRIMARY KEY,
        directory      TEXT NOT NULL,
        created_at     INTEGER NOT NULL, -- Unix ms
        account        TEXT,             -- who wrote it, when known
        title          TEXT NOT NULL,
        terms          TEXT NOT NULL,    -- JSON: pair, service, volume, deadline, rate
        sender_name    TEXT NOT NULL,
        sender_email   TEXT NOT NULL,
        subject        TEXT NOT NULL,
        body           TEXT NOT NULL,
        message_type   TEXT NOT NULL,
        closing        TEXT NOT NULL,    -- JSON: the filled, confirmation and cancelled texts
        wave_size      INTEGER NOT NULL CHECK (wave_size BETWEEN 1 AND 25),
        wave_wait_ms   INTEGER NOT NULL CHECK (wave_wait_ms > 0),
        send_when      TEXT NOT NULL,    -- now | working_hours
        pick           TEXT NOT NULL,    -- first | choose
        choose_until   INTEGER,          -- with pick = choose: the coordinator picks by then
        state          TEXT NOT NULL,    -- open | filled | cancelled | exhausted
        held           INTEGER NOT NULL DEFAULT 0,
        wave           INTEGER NOT NULL DEFAULT 0, -- the last wave opened; 0 before the first
        wave_opened_at INTEGER,
        send_early     INTEGER NOT NULL DEFAULT 0, -- the next wave asked for by hand
        filled_by      TEXT,
        ended_at       INTEGER
    );
    CREATE INDEX offer_by_directory ON offer (directory, state);
    CREATE TABLE offer_candidate (
        offer       INTEGER NOT NULL REFERENCES offer (id),
        uuid        TEXT NOT NULL,
        name        TEXT,
        rank        INTEGER NOT NULL,
        pinned      INTEGER NOT NULL DEFAULT 0,
        wave        INTEGER,          -- the wave it belongs to, once that wave opened
        due_at      INTEGER,          -- when its message may go (its working hours)
        zone        TEXT,             -- the time zone its schedule was read in
        left_out    TEXT,             -- why it was not offered (JSON reason)
        job         INTEGER,          -- the outbox job that offered it
        sent_at     INTEGER,
        answer      TEXT,             -- accepted | declined | question | none
        answered_at INTEGER,
        answered_by TEXT,             -- who recorded it
        recorded_at INTEGER,          -- when this desk last wrote its offer or answer
        closing_job INTEGER,          -- its thank-you, confirmation or cancellation
        closing_skipped TEXT,         -- why it gets none (marked do not contact since)
        PRIMARY KEY (offer, uuid)
    ) WITHOUT ROWID;
    CREATE INDEX offer_candidate_by_uuid ON offer_candidate (uuid);
    CREATE TABLE offer_event (
        id     INTEGER PRIMARY KEY,
        offer  INTEGER NOT NULL REFERENCES offer (id),
        at     INTEGER NOT NULL,
        kind   TEXT NOT NULL,
        uuid   TEXT,
        detail TEXT
    );
    CREATE INDEX offer_event_by_offer ON offer_event (offer, id);",
    // 11: when a candidate's closing message may go (their working hours, as an offer's own
    // message waits for them in `due_at`): an offer filled at night tells its freelancers in
    // the morning, and rests until then instead of asking again at once.
    "ALTER TABLE offer_candidate ADD COLUMN closing_due_at INTEGER;",
    // 12: the window of colleagues' recent contacts the user's team check used when the job
    // was written (0: those recently messaged were included on the user's word); NULL: the
    // team's default. Sending the job again is checked with it.
    "ALTER TABLE job ADD COLUMN recent_days INTEGER;",
    // 13: what the directory says of a vendor, from their user summary (`vendors refresh`,
    // `store/vendor_facts.rs`): their name stays in `vendor`, the rest is kept here, keyed by
    // the directory from the start.
    "CREATE TABLE vendor_facts (
        directory    TEXT NOT NULL,
        uuid         TEXT NOT NULL,
        membership   TEXT,             -- as the desk words it: member (individual), not a member
        timezone     TEXT,             -- an IANA zone, as the directory names it
        country      TEXT,             -- the directory's lower-case country code
        refreshed_at INTEGER NOT NULL, -- Unix ms
        PRIMARY KEY (directory, uuid)
    ) WITHOUT ROWID;",
    // 14: a saved list linked to one of the directory's own user lists (`lists sync`,
    // `lists publish`, `store/list_links.rs`): the directory's id for it (NULL once the
    // directory no longer has it: the desk keeps its copy, unlinked, and says when it went),
    // the account's permission on it, its name there, and its members as of the last sync,
    // the base of the next sync's three-way merge.
    "CREATE TABLE recipient_list_link (
        list        INTEGER PRIMARY KEY REFERENCES recipient_list (id) ON DELETE CASCADE,
        directory   TEXT NOT NULL,
        remote_id   INTEGER,          -- the directory's list id; NULL: gone from there
        permission  TEXT NOT NULL,    -- own, admin, edit or view
        remote_name TEXT NOT NULL,    -- its name on the directory at the last sync
        synced_at   INTEGER NOT NULL, -- Unix ms of the last sync that changed it
        gone_at     INTEGER           -- Unix ms: when a sync found it gone from the directory
    );
    CREATE UNIQUE INDEX recipient_list_link_by_remote
        ON recipient_list_link (directory, remote_id) WHERE remote_id IS NOT NULL;
    CREATE TABLE recipient_list_synced (
        list INTEGER NOT NULL REFERENCES recipient_list (id) ON DELETE CASCADE,
        uuid TEXT NOT NULL,
        PRIMARY KEY (list, uuid)
    ) WITHOUT ROWID;",
];

/// The tables keyed by a directory, whose rows from before schema 7 wait to be adopted.
pub(super) const DIRECTORY_TABLES: [&str; 8] = [
    "draft",
    "sender",
    "job",
    "recipient_list",
    "vendor",
    "vendor_tag",
    "vendor_note",
    "vendor_rate",
];

pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// Applies every migration the database has not had yet; returns the schema version it is at
/// (above [`SCHEMA_VERSION`] when a newer Directory Desk got there first).
pub fn migrate(connection: &mut Connection) -> Result<i64, StoreError> {
    migrate_to(connection, SCHEMA_VERSION)
}

/// Brings the schema to `target`; tests use it to build every earlier schema.
pub(super) fn migrate_to(connection: &mut Connection, target: i64) -> Result<i64, StoreError> {
    // Most opens find the schema current: those take no write lock, so they never wait on
    // another process that is writing.
    let version = user_version(connection)?;
    if version >= target {
        return Ok(version);
    }
    loop {
        // IMMEDIATE takes the write lock before the version is read. A second process opening
        // the same old file waits here (up to the busy timeout) and then finds the migration
        // done; in a deferred transaction it would read the old version, then fail to write
        // over the first one's work.
        let transaction = connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let version = user_version(&transaction)?;
        if version >= target {
            return Ok(version);
        }
        // `version` is below SCHEMA_VERSION here, so it indexes MIGRATIONS.
        transaction.execute_batch(MIGRATIONS[version as usize])?;
        transaction.pragma_update(None, "user_version", version + 1)?;
        transaction.commit()?;
    }
}

fn user_version(connection: &Connection) -> Result<i64, StoreError> {
    Ok(connection.query_row("PRAGMA user_version", [], |row| row.get(0))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema(connection: &Connection) -> Vec<String> {
        let mut statement = connection
            .prepare("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY name")
            .unwrap();
        statement
            .query_map([], |row| row.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    }

    #[test]
    fn every_earlier_schema_migrates_to_the_same_current_schema() {
        let mut fresh = Connection::open_in_memory().unwrap();
        migrate(&mut fresh).unwrap();
        let expected = schema(&fresh);
        for start in 0..SCHEMA_VERSION {
            let mut old = Connection::open_in_memory().unwrap();
            migrate_to(&mut old, start).unwrap();
            migrate(&mut old).unwrap();
            assert_eq!(schema(&old), expected, "from schema {start}");
            let version: i64 = old
                .query_row("PRAGMA user_version", [], |row| row.get(0))
                .unwrap();
            assert_eq!(version, SCHEMA_VERSION);
        }
    }

    #[test]
    fn what_an_earlier_schema_held_survives_the_migration() {
        let mut old = Connection::open_in_memory().unwrap();
        migrate_to(&mut old, 1).unwrap();
        old.execute_batch(
            "INSERT INTO draft VALUES ('test', '[]', 'rfq', 'Kept subject', 'Kept body', 1);
             INSERT INTO sender VALUES ('test', 'Ana', 'ana@agency.example');",
        )
        .unwrap();
        migrate(&mut old).unwrap();
        let kept: (String, String) = old
            .query_row("SELECT subject, body FROM draft", [], |row| {
                Ok((row.get(0)?, row.get(1)?))
            })
            .unwrap();
        assert_eq!(kept, ("Kept subject".into(), "Kept body".into()));
        // The new tables are there and empty.
        let jobs: i64 = old
            .query_row("SELECT count(*) FROM job", [], |row| row.get(0))
            .unwrap();
        assert_eq!(jobs, 0);
    }

    /// Records from before schema 7 wait under their environment's name until that
    /// environment opens and names its directory; one pointed elsewhere later starts empty.
    #[test]
    fn records_keyed_by_an_environments_name_are_adopted_by_its_directory() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join(super::super::FILE_NAME);
        {
            let mut old = Connection::open(&path).unwrap();
            migrate_to(&mut old, 6).unwrap();
            old.execute_batch(
                "INSERT INTO job (id, environment, created_at, state, sender_name, sender_email,
                                  subject, body, message_type, personalised)
                     VALUES (3, 'staging', 1, 'paused', 'Ana', 'a@x.example', 'S', 'B', 'rfq', 0);
                 INSERT INTO vendor VALUES ('staging', 'u1', 'Marta', 'do_not_contact', 1);
                 INSERT INTO vendor VALUES ('other', 'u1', 'Marta', 'active', 1);
                 INSERT INTO vendor VALUES ('twin', 'u1', 'Marta', 'active', 1);
                 INSERT INTO vendor VALUES ('twin', 'u2', 'Ivo', 'do_not_contact', 1);
                 INSERT INTO vendor VALUES ('staging', 'u2', 'Ivo', 'active', 1);
                 INSERT INTO recipient_list (environment, name, updated_at)
                     VALUES ('staging', 'Legal', 1);
                 INSERT INTO draft VALUES ('staging', '[]', 'rfq', 'Kept', 'Body', 1, '{}');",
            )
            .unwrap();
        }
        let mut store = crate::store::Store::open(&path).unwrap();
        let directory_of = |store: &crate::store::Store, table: &str| -> Vec<String> {
            let mut statement = store
                .connection
                .prepare(&format!("SELECT directory FROM {table} ORDER BY directory"))
                .unwrap();
            statement
                .query_map([], |row| row.get(0))
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap()
        };
        assert_eq!(directory_of(&store, "job"), ["environment:staging"]);
        let staging = "https://staging.example/v2/";
        assert!(store.job_summaries(Some(staging)).unwrap().is_empty());
        // Five rows of 'staging' move; 'other' keeps its own.
        assert_eq!(store.adopt_environment("staging", staging).unwrap(), 5);
        assert_eq!(
            store.job_summaries(Some(staging)).unwrap()[0].id,
            crate::store::JobId(3)
        );
        assert_eq!(
            directory_of(&store, "vendor"),
            [
                "environment:other",
                "environment:twin",
                "environment:twin",
                staging,
                staging
            ]
        );
        // A second environment of the same directory: its records join, and where both
        // knew a freelancer, a do-not-contact mark is never lost.
        store.adopt_environment("twin", staging).unwrap();
        let marked = |uuid: &str| -> String {
            store
                .connection
                .query_row(
                    "SELECT status FROM vendor WHERE directory = ?1 AND uuid = ?2",
                    [staging, uuid],
                    |row| row.get(0),
                )
                .unwrap()
        };
        assert_eq!(marked("u1"), "do_not_contact", "staging's own mark stays");
        assert_eq!(marked("u2"), "do_not_contact", "twin's mark is kept");
        assert_eq!(store.draft(staging).unwrap().unwrap().subject, "Kept");
        assert!(store.list(staging, "Legal").unwrap().is_some());
        // Adopting again moves nothing: a name added again later, pointed elsewhere,
        // starts empty.
        assert_eq!(
            store
                .adopt_environment("staging", "https://elsewhere/v2/")
                .unwrap(),
            0
        );
        assert!(
            store
                .job_summaries(Some("https://elsewhere/v2/"))
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn a_journal_from_schema_4_keeps_its_receipts_and_gains_empty_vendor_records() {
        let mut old = Connection::open_in_memory().unwrap();
        migrate_to(&mut old, 4).unwrap();
        old.execute_batch(
            "INSERT INTO job (id, environment, created_at, state, sender_name, sender_email,
                              subject, body, message_type, personalised)
                 VALUES (7, 'test', 1, 'active', 'Ana', 'ana@agency.example', 'S', 'B', 'rfq', 0);
             INSERT INTO chunk (job, seq, state, updated_at, receipt_status)
                 VALUES (7, 1, 'sent', 2, 'sent');
             INSERT INTO chunk_recipient (job, seq, position, uuid)
                 VALUES (7, 1, 0, '00000000-0000-4000-8000-000000000001');",
        )
        .unwrap();
        migrate(&mut old).unwrap();
        let (status, meta): (String, Option<String>) = old
            .query_row(
                "SELECT receipt_status, receipt_meta FROM chunk WHERE job = 7",
                [],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .unwrap();
        assert_eq!((status.as_str(), meta), ("sent", None));
        let contacted: i64 = old
            .query_row("SELECT count(*) FROM sent_history", [], |row| row.get(0))
            .unwrap();
        assert_eq!(contacted, 1, "the journal still says who was messaged");
        for table in ["vendor", "vendor_tag", "vendor_note", "vendor_rate"] {
            let rows: i64 = old
                .query_row(&format!("SELECT count(*) FROM {table}"), [], |row| {
                    row.get(0)
                })
                .unwrap();
            assert_eq!(rows, 0, "{table}");
        }
    }
}
