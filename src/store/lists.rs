//! Named recipient lists (shortlists), per directory: a coordinator's "Korean legal
//! translators" kept between sessions, imported from and exported to files. A list may be
//! linked to one of the directory's own user lists (`store/list_links.rs`); one shared with
//! the account to view only is not changed here, and a linked one is not deleted here.

use rusqlite::{OptionalExtension, params};
use uuid::Uuid;

use super::list_links::{
    ListLink, link_of, refuse_if_linked, refuse_if_read_only, replace_members,
};
use super::outbox::now_ms;
use super::{DraftRecipient, Store, StoreError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListSummary {
    pub name: String,
    pub members: usize,
    pub updated_at_ms: i64,
    /// Its link to one of the directory's own lists, if it has one.
    pub link: Option<ListLink>,
}

impl Store {
    /// Saves `members` as the list `name`, replacing a list of that name.
    pub fn save_list(
        &mut self,
        directory: &str,
        name: &str,
        members: &[DraftRecipient],
    ) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        refuse_if_read_only(&transaction, directory, name)?;
        transaction.execute(
            "INSERT INTO recipient_list (directory, name, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (directory, name) DO UPDATE SET updated_at = excluded.updated_at",
            params![directory, name, now_ms()],
        )?;
        let list: i64 = transaction.query_row(
            "SELECT id FROM recipient_list WHERE directory = ?1 AND name = ?2",
            params![directory, name],
            |row| row.get(0),
        )?;
        replace_members(&transaction, list, members)?;
        transaction.commit()?;
        Ok(())
    }

    pub fn lists(&self, directory: &str) -> Result<Vec<ListSummary>, StoreError> {
        let mut statement = self.connection.prepare(
            "SELECT name, updated_at, (SELECT count(*) FROM recipient_list_member m WHERE m.list = l.id), id
             FROM recipient_list l WHERE directory = ?1 ORDER BY name COLLATE NOCASE",
        )?;
        let lists = statement
            .query_map([directory], |row| {
                Ok((
                    ListSummary {
                        name: row.get(0)?,
                        updated_at_ms: row.get(1)?,
                        members: row.get::<_, i64>(2)? as usize,
                        link: None,
                    },
                    row.get::<_, i64>(3)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        lists
            .into_iter()
            .map(|(summary, id)| {
                Ok(ListSummary {
                    link: link_of(&self.connection, id)?,
                    ..summary
                })
            })
            .collect()
    }

    pub fn list(
        &self,
        directory: &str,
        name: &str,
    ) -> Result<Option<Vec<DraftRecipient>>, StoreError> {
        let id: Option<i64> = self
            .connection
            .query_row(
                "SELECT id FROM recipient_list WHERE directory = ?1 AND name = ?2",
                params![directory, name],
                |row| row.get(0),
            )
            .optional()?;
        let Some(id) = id else { return Ok(None) };
        let mut statement = self.connection.prepare(
            "SELECT uuid, name FROM recipient_list_member WHERE list = ?1 ORDER BY position",
        )?;
        let members = statement
            .query_map([id], |row| {
                Ok((row.get::<_, String>(0)?, row.get::<_, Option<String>>(1)?))
            })?
            .filter_map(|row| match row {
                Ok((uuid, name)) => Uuid::try_parse(&uuid)
                    .ok()
                    .map(|uuid| Ok(DraftRecipient { uuid, name })),
                Err(err) => Some(Err(err)),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Some(members))
    }

    /// Adds `members` to the end of the list `name` (those not on it yet); how many were
    /// added. A list that does not exist is made.
    pub fn add_to_list(
        &mut self,
        directory: &str,
        name: &str,
        members: &[DraftRecipient],
    ) -> Result<usize, StoreError> {
        let mut all = self.list(directory, name)?.unwrap_or_default();
        let before = all.len();
        for member in members {
            if !all.iter().any(|m| m.uuid == member.uuid) {
                all.push(member.clone());
            }
        }
        let added = all.len() - before;
        if added > 0 {
            self.save_list(directory, name, &all)?;
        } else {
            refuse_if_read_only(&self.connection, directory, name)?;
        }
        Ok(added)
    }

    /// Takes `uuids` off the list `name`; how many were on it, or `None` without the list.
    pub fn remove_from_list(
        &mut self,
        directory: &str,
        name: &str,
        uuids: &[Uuid],
    ) -> Result<Option<usize>, StoreError> {
        let Some(mut all) = self.list(directory, name)? else {
            return Ok(None);
        };
        refuse_if_read_only(&self.connection, directory, name)?;
        let before = all.len();
        all.retain(|m| !uuids.contains(&m.uuid));
        let removed = before - all.len();
        if removed > 0 {
            self.save_list(directory, name, &all)?;
        }
        Ok(Some(removed))
    }

    pub fn delete_list(&mut self, directory: &str, name: &str) -> Result<bool, StoreError> {
        refuse_if_linked(&self.connection, directory, name)?;
        Ok(self.connection.execute(
            "DELETE FROM recipient_list WHERE directory = ?1 AND name = ?2",
            params![directory, name],
        )? > 0)
    }
}

/// The UUIDs in `text`, in order, each with the name that follows it on its line when the
/// line reads `uuid,name` (as `lists export` writes it).
pub fn members_in(text: &str) -> Vec<DraftRecipient> {
    let mut seen = std::collections::HashSet::new();
    let mut members = Vec::new();
    for line in text.lines() {
        let found = crate::uuids::extract(line).uuids;
        let name = match (found.as_slice(), line.split_once(',')) {
            ([uuid], Some((first, rest))) if first.trim().trim_matches('"') == uuid.to_string() => {
                let name = first_cell(rest);
                // `crate::csv` defuses a name that a spreadsheet would run as a formula with
                // a leading apostrophe; the list keeps the name itself.
                let name = match name.strip_prefix('\'') {
                    Some(defused) if defused.starts_with(['=', '+', '-', '@', '\t', '\r']) => {
                        defused.to_owned()
                    }
                    _ => name,
                };
                let name = name.trim().to_owned();
                (!name.is_empty()).then_some(name)
            }
            _ => None,
        };
        for uuid in found {
            if seen.insert(uuid) {
                members.push(DraftRecipient {
                    uuid,
                    name: name.clone(),
                });
            }
        }
    }
    members
}

/// The first CSV cell of `rest` (the rest of a line after a comma): quoted with doubled
/// quotes inside, or plain up to the next comma, so that further columns (notes, rates) are
/// not read as part of the name.
fn first_cell(rest: &str) -> String {
    let rest = rest.trim_start();
    let Some(quoted) = rest.strip_prefix('"') else {
        return rest.split(',').next().unwrap_or_default().to_owned();
    };
    let mut cell = String::new();
    let mut chars = quoted.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            '"' => break,
            c => cell.push(c),
        }
    }
    cell
}

/// A list as CSV, `uuid,name`, header first: what [`members_in`] reads back unchanged.
pub fn members_csv(members: &[DraftRecipient]) -> String {
    let mut rows = vec![vec!["uuid".to_owned(), "name".to_owned()]];
    rows.extend(
        members
            .iter()
            .map(|m| vec![m.uuid.to_string(), m.name.clone().unwrap_or_default()]),
    );
    crate::csv::text(&rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(n: u128, name: &str) -> DraftRecipient {
        DraftRecipient {
            uuid: Uuid::from_u128(n),
            name: Some(name.into()),
        }
    }

    #[test]
    fn lists_are_saved_replaced_listed_and_deleted_per_environment() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let legal = vec![member(2, "Bo"), member(1, "Ana"), member(2, "Bo again")];
        store.save_list("test", "Legal, ko>en", &legal).unwrap();
        store
            .save_list("other", "Legal, ko>en", &legal[..1])
            .unwrap();
        let kept = store.list("test", "Legal, ko>en").unwrap().unwrap();
        assert_eq!(
            kept,
            vec![member(2, "Bo"), member(1, "Ana")],
            "in order, once"
        );
        store
            .save_list("test", "Legal, ko>en", &[member(3, "Cy")])
            .unwrap();
        assert_eq!(
            store.list("test", "Legal, ko>en").unwrap().unwrap(),
            vec![member(3, "Cy")]
        );
        let lists = store.lists("test").unwrap();
        assert_eq!(lists.len(), 1);
        assert_eq!(
            (lists[0].name.as_str(), lists[0].members),
            ("Legal, ko>en", 1)
        );
        assert!(store.delete_list("test", "Legal, ko>en").unwrap());
        assert_eq!(store.list("test", "Legal, ko>en").unwrap(), None);
        assert_eq!(
            store.lists("other").unwrap().len(),
            1,
            "other environments untouched"
        );
    }

    #[test]
    fn members_are_read_back_from_the_csv_a_list_exports() {
        let members = vec![
            member(1, "Ana"),
            member(2, "Smith, \"Bo\""),
            member(3, "=HYPERLINK(x)"),
            DraftRecipient {
                uuid: Uuid::from_u128(4),
                name: None,
            },
        ];
        let mut rows = vec![vec!["uuid".to_owned(), "name".to_owned()]];
        rows.extend(
            members
                .iter()
                .map(|m| vec![m.uuid.to_string(), m.name.clone().unwrap_or_default()]),
        );
        assert_eq!(members_in(&crate::csv::text(&rows)), members);
        let loose = format!("see {} and {}", Uuid::from_u128(5), Uuid::from_u128(5));
        assert_eq!(members_in(&loose).len(), 1, "any text, each UUID once");
        let with_notes = format!(
            "{},Ana,fast\n{},\"Bo, Jr\",\"ok, good\"",
            Uuid::from_u128(6),
            Uuid::from_u128(7)
        );
        assert_eq!(
            members_in(&with_notes),
            vec![member(6, "Ana"), member(7, "Bo, Jr")],
            "later columns are not the name"
        );
    }
}
