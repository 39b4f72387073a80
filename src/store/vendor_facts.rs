//! What the directory says of a vendor, read from their user summary by `vendors refresh`:
//! their name (kept in the vendor record, `vendor.name`), membership, time zone and country
//! (schema 13, `vendor_facts`). A refresh writes in one transaction, and only what changed:
//! a refresh that finds nothing new writes nothing.

use rusqlite::{OptionalExtension, params};
use uuid::Uuid;

use super::{Store, StoreError, now_ms};

/// A vendor's facts from the directory; `None`: not known (or not shown).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VendorFacts {
    pub name: Option<String>,
    pub membership: Option<String>,
    pub timezone: Option<String>,
    pub country: Option<String>,
}

/// One fact a refresh changed: which, and from what to what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FactChange {
    /// `name`, `membership`, `time zone` or `country`.
    pub fact: &'static str,
    pub before: Option<String>,
    pub after: Option<String>,
}

impl Store {
    /// The facts kept of `uuid` in `directory`.
    pub fn vendor_facts(&self, directory: &str, uuid: Uuid) -> Result<VendorFacts, StoreError> {
        let uuid = uuid.to_string();
        let name: Option<String> = self
            .connection
            .query_row(
                "SELECT name FROM vendor WHERE directory = ?1 AND uuid = ?2",
                params![directory, uuid],
                |row| row.get(0),
            )
            .optional()?
            .flatten();
        let rest = self
            .connection
            .query_row(
                "SELECT membership, timezone, country FROM vendor_facts
                 WHERE directory = ?1 AND uuid = ?2",
                params![directory, uuid],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )
            .optional()?;
        let (membership, timezone, country) = rest.unwrap_or_default();
        Ok(VendorFacts {
            name,
            membership,
            timezone,
            country,
        })
    }

    /// Keeps `fresh` as what the directory says of `uuid`, and returns what changed. A fact
    /// the directory did not give (`None`) keeps the one known; a blank name is none.
    pub fn refresh_vendor(
        &mut self,
        directory: &str,
        uuid: Uuid,
        fresh: &VendorFacts,
    ) -> Result<Vec<FactChange>, StoreError> {
        let known = self.vendor_facts(directory, uuid)?;
        let clean = |value: &Option<String>| {
            value
                .as_deref()
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(str::to_owned)
        };
        let pairs = [
            ("name", &known.name, clean(&fresh.name)),
            ("membership", &known.membership, clean(&fresh.membership)),
            ("time zone", &known.timezone, clean(&fresh.timezone)),
            ("country", &known.country, clean(&fresh.country)),
        ];
        let changes: Vec<FactChange> = pairs
            .iter()
            .filter_map(|(fact, before, after)| match after {
                Some(after) if before.as_ref() != Some(after) => Some(FactChange {
                    fact,
                    before: (*before).clone(),
                    after: Some(after.clone()),
                }),
                _ => None,
            })
            .collect();
        if changes.is_empty() {
            return Ok(changes);
        }
        let [name, membership, timezone, country] =
            pairs.map(|(_, before, after)| after.or_else(|| before.clone()));
        let now = now_ms();
        let uuid = uuid.to_string();
        let transaction = self.connection.transaction()?;
        if changes.iter().any(|c| c.fact == "name") {
            transaction.execute(
                "INSERT INTO vendor (directory, uuid, name, updated_at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (directory, uuid)
                 DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at",
                params![directory, uuid, name, now],
            )?;
        }
        transaction.execute(
            "INSERT INTO vendor_facts (directory, uuid, membership, timezone, country, refreshed_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (directory, uuid) DO UPDATE SET membership = excluded.membership,
                 timezone = excluded.timezone, country = excluded.country,
                 refreshed_at = excluded.refreshed_at",
            params![directory, uuid, membership, timezone, country, now],
        )?;
        transaction.commit()?;
        Ok(changes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(name: &str, zone: Option<&str>) -> VendorFacts {
        VendorFacts {
            name: Some(name.into()),
            membership: Some("member (individual)".into()),
            timezone: zone.map(str::to_owned),
            country: Some("es".into()),
        }
    }

    #[test]
    fn a_refresh_says_what_changed_keeps_what_was_not_given_and_writes_nothing_unchanged() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let (here, there) = ("https://dir.example/v2/", "https://other.example/v2/");
        let uuid = Uuid::from_u128(7);
        let first = store
            .refresh_vendor(here, uuid, &facts("Ana Ruiz", Some("Europe/Madrid")))
            .unwrap();
        assert_eq!(first.len(), 4, "{first:?}");
        assert_eq!(
            store.vendor(here, uuid).unwrap().name.as_deref(),
            Some("Ana Ruiz")
        );

        assert!(
            store
                .refresh_vendor(here, uuid, &facts("Ana Ruiz", Some("Europe/Madrid")))
                .unwrap()
                .is_empty(),
            "nothing new"
        );
        let moved = store
            .refresh_vendor(here, uuid, &facts("Ana Ruiz Gómez", None))
            .unwrap();
        assert_eq!(
            moved,
            vec![FactChange {
                fact: "name",
                before: Some("Ana Ruiz".into()),
                after: Some("Ana Ruiz Gómez".into()),
            }],
            "a zone not given keeps the one known"
        );
        let kept = store.vendor_facts(here, uuid).unwrap();
        assert_eq!(kept.timezone.as_deref(), Some("Europe/Madrid"));
        assert_eq!(kept.name.as_deref(), Some("Ana Ruiz Gómez"));
        assert_eq!(
            store.vendor_facts(there, uuid).unwrap(),
            VendorFacts::default(),
            "another directory's are its own"
        );
    }
}
