//! Versioned schema migrations. `PRAGMA user_version` records how many have been applied;
//! each runs in its own transaction together with the version bump, so a crash mid-migration
//! leaves the previous, consistent schema. Migrations are append-only: never edit one that has
//! shipped, add the next.

use rusqlite::Connection;

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
];

pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// Applies every migration the database has not had yet.
pub fn migrate(connection: &mut Connection) -> Result<(), StoreError> {
    migrate_to(connection, SCHEMA_VERSION)
}

/// Brings the schema to `target`; tests use it to build every earlier schema.
pub(super) fn migrate_to(connection: &mut Connection, target: i64) -> Result<(), StoreError> {
    loop {
        let transaction = connection.transaction()?;
        let version: i64 = transaction.query_row("PRAGMA user_version", [], |row| row.get(0))?;
        if version >= target {
            return Ok(());
        }
        // `version` is below SCHEMA_VERSION here, so it indexes MIGRATIONS.
        transaction.execute_batch(MIGRATIONS[version as usize])?;
        transaction.pragma_update(None, "user_version", version + 1)?;
        transaction.commit()?;
    }
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
}
