//! Saved lists linked to the directory's own user lists (schema 14): which list of the
//! directory a saved list is (its id there), the account's permission on it, its name there,
//! and its members as of the last sync, the base of the next three-way merge
//! (`store/list_merge.rs`). A list shared with the account to view only is read-only here:
//! [`Store::save_list`] refuses to change it. A list the directory no longer has is kept,
//! unlinked, with the time a sync found it gone.

use std::collections::HashSet;

use rusqlite::{OptionalExtension, Transaction, params};
use serde::Serialize;
use uuid::Uuid;

use super::list_merge::with_changes_since;
use super::{DraftRecipient, Store, StoreError};

/// What the account may do with a directory's list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ListPermission {
    View,
    Edit,
    Admin,
    /// The account's own list.
    Own,
}

impl ListPermission {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::View => "view",
            Self::Edit => "edit",
            Self::Admin => "admin",
            Self::Own => "own",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::View, Self::Edit, Self::Admin, Self::Own]
            .into_iter()
            .find(|p| p.as_str() == text)
    }

    /// Whether the desk may change the list (and send its changes).
    pub fn may_change(self) -> bool {
        self != Self::View
    }
}

/// A saved list's link to the directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListLink {
    /// The directory's id of the list; `None` once a sync found it gone.
    pub remote_id: Option<u64>,
    pub permission: ListPermission,
    pub remote_name: String,
    /// The last sync that changed the list (Unix ms).
    pub synced_at_ms: i64,
    pub gone_at_ms: Option<i64>,
}

impl ListLink {
    /// Linked now (not gone from the directory).
    pub fn is_linked(&self) -> bool {
        self.remote_id.is_some()
    }

    /// Linked and changeable only on the directory.
    pub fn is_read_only(&self) -> bool {
        self.is_linked() && !self.permission.may_change()
    }
}

/// A linked saved list as a sync begins: its members here and as of the last sync.
#[derive(Debug, Clone)]
pub struct LinkedList {
    pub name: String,
    pub link: ListLink,
    pub members: Vec<DraftRecipient>,
    pub synced: HashSet<Uuid>,
}

/// What a sync writes of one list: the desk's members after the merge and the directory's
/// as it now holds them (the next base).
#[derive(Debug, Clone)]
pub struct SyncedList {
    pub remote_id: u64,
    pub remote_name: String,
    pub permission: ListPermission,
    /// The desk's members as the sync read them (none for a list new to the desk).
    pub read: Vec<Uuid>,
    pub members: Vec<Uuid>,
    pub synced: Vec<Uuid>,
    pub at_ms: i64,
}

pub(super) fn link_of(
    connection: &rusqlite::Connection,
    list: i64,
) -> Result<Option<ListLink>, StoreError> {
    let row = connection
        .query_row(
            "SELECT remote_id, permission, remote_name, synced_at, gone_at
             FROM recipient_list_link WHERE list = ?1",
            [list],
            |row| {
                Ok((
                    row.get::<_, Option<i64>>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, i64>(3)?,
                    row.get::<_, Option<i64>>(4)?,
                ))
            },
        )
        .optional()?;
    let Some((remote_id, permission, remote_name, synced_at_ms, gone_at_ms)) = row else {
        return Ok(None);
    };
    let permission = ListPermission::parse(&permission).ok_or_else(|| {
        StoreError::Refused(format!(
            "a list link has the unknown permission '{permission}'"
        ))
    })?;
    Ok(Some(ListLink {
        remote_id: remote_id.map(|id| id as u64),
        permission,
        remote_name,
        synced_at_ms,
        gone_at_ms,
    }))
}

pub(super) fn list_id(
    connection: &rusqlite::Connection,
    directory: &str,
    name: &str,
) -> Result<Option<i64>, StoreError> {
    Ok(connection
        .query_row(
            "SELECT id FROM recipient_list WHERE directory = ?1 AND name = ?2",
            params![directory, name],
            |row| row.get(0),
        )
        .optional()?)
}

/// Refuses a change of the list `name` made on the desk when the directory holds it for the
/// account to view only.
pub(super) fn refuse_if_read_only(
    connection: &rusqlite::Connection,
    directory: &str,
    name: &str,
) -> Result<(), StoreError> {
    refuse_if(
        connection,
        directory,
        name,
        ListLink::is_read_only,
        "lists-view-only",
    )
}

/// Refuses to delete a list that lives on the directory: the next sync would bring it back.
pub(super) fn refuse_if_linked(
    connection: &rusqlite::Connection,
    directory: &str,
    name: &str,
) -> Result<(), StoreError> {
    refuse_if(
        connection,
        directory,
        name,
        ListLink::is_linked,
        "lists-linked-not-deleted",
    )
}

/// Refuses, in the words of message `refusal`, what is asked of the list `name` when its
/// link to the directory is `refused`; a list without one, or not there, is not refused.
fn refuse_if(
    connection: &rusqlite::Connection,
    directory: &str,
    name: &str,
    refused: fn(&ListLink) -> bool,
    refusal: &str,
) -> Result<(), StoreError> {
    let Some(list) = list_id(connection, directory, name)? else {
        return Ok(());
    };
    match link_of(connection, list)? {
        Some(link) if refused(&link) => Err(StoreError::Refused(crate::tr!(refusal, name = name))),
        _ => Ok(()),
    }
}

fn members_of(
    connection: &rusqlite::Connection,
    list: i64,
) -> Result<Vec<DraftRecipient>, StoreError> {
    let mut statement = connection.prepare(
        "SELECT uuid, name FROM recipient_list_member WHERE list = ?1 ORDER BY position",
    )?;
    let rows = statement
        .query_map([list], |row| {
            Ok((row.get::<_, String>(0)?, row.get::<_, Option<String>>(1)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows
        .into_iter()
        .filter_map(|(uuid, name)| {
            Uuid::try_parse(&uuid)
                .ok()
                .map(|uuid| DraftRecipient { uuid, name })
        })
        .collect())
}

pub(super) fn replace_members(
    transaction: &Transaction<'_>,
    list: i64,
    members: &[DraftRecipient],
) -> Result<(), StoreError> {
    transaction.execute("DELETE FROM recipient_list_member WHERE list = ?1", [list])?;
    let mut insert = transaction.prepare(
        "INSERT OR IGNORE INTO recipient_list_member (list, position, uuid, name)
         VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (position, member) in members.iter().enumerate() {
        insert.execute(params![
            list,
            position as i64,
            member.uuid.to_string(),
            member.name
        ])?;
    }
    Ok(())
}

fn replace_synced(
    transaction: &Transaction<'_>,
    list: i64,
    synced: &[Uuid],
) -> Result<(), StoreError> {
    transaction.execute("DELETE FROM recipient_list_synced WHERE list = ?1", [list])?;
    let mut insert = transaction
        .prepare("INSERT OR IGNORE INTO recipient_list_synced (list, uuid) VALUES (?1, ?2)")?;
    for uuid in synced {
        insert.execute(params![list, uuid.to_string()])?;
    }
    Ok(())
}

/// `wanted`, or the first of "`wanted` (directory)", "`wanted` (directory 2)", … that no
/// other saved list of the directory has.
fn free_name(
    transaction: &Transaction<'_>,
    directory: &str,
    wanted: &str,
    list: Option<i64>,
) -> Result<String, StoreError> {
    let wanted = match wanted.trim() {
        "" => "Directory list",
        name => name,
    };
    for n in 1.. {
        let name = match n {
            1 => wanted.to_owned(),
            2 => format!("{wanted} (directory)"),
            n => format!("{wanted} (directory {})", n - 1),
        };
        match list_id(transaction, directory, &name)? {
            Some(other) if Some(other) != list => continue,
            _ => return Ok(name),
        }
    }
    unreachable!("some name is free")
}

impl Store {
    /// The link of the saved list `name`, if it has one.
    pub fn list_link(&self, directory: &str, name: &str) -> Result<Option<ListLink>, StoreError> {
        match list_id(&self.connection, directory, name)? {
            Some(list) => link_of(&self.connection, list),
            None => Ok(None),
        }
    }

    /// Every saved list of `directory` linked to the directory (gone ones too).
    pub fn linked_lists(&self, directory: &str) -> Result<Vec<LinkedList>, StoreError> {
        let mut statement = self.connection.prepare(
            "SELECT l.id, l.name FROM recipient_list l JOIN recipient_list_link k ON k.list = l.id
             WHERE l.directory = ?1 ORDER BY l.id",
        )?;
        let lists = statement
            .query_map([directory], |row| {
                Ok((row.get::<_, i64>(0)?, row.get::<_, String>(1)?))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut linked = Vec::with_capacity(lists.len());
        for (list, name) in lists {
            let Some(link) = link_of(&self.connection, list)? else {
                continue;
            };
            let mut synced = self
                .connection
                .prepare("SELECT uuid FROM recipient_list_synced WHERE list = ?1")?;
            let synced = synced
                .query_map([list], |row| row.get::<_, String>(0))?
                .collect::<Result<Vec<_>, _>>()?
                .iter()
                .filter_map(|uuid| Uuid::try_parse(uuid).ok())
                .collect();
            linked.push(LinkedList {
                name,
                link,
                members: members_of(&self.connection, list)?,
                synced,
            });
        }
        Ok(linked)
    }

    /// Writes what a sync made of one list, in one transaction: the desk's members (with any
    /// change made on the desk since the sync read them laid over), the directory's name
    /// (a saved list renamed to follow it, or named so for a list new to the desk, set apart
    /// from another list of that name), the permission and the next base. The saved list's
    /// name as it now is.
    pub fn write_synced_list(
        &mut self,
        directory: &str,
        synced: &SyncedList,
    ) -> Result<String, StoreError> {
        let transaction = self.connection.transaction()?;
        let found: Option<(i64, String, String)> = transaction
            .query_row(
                "SELECT l.id, l.name, k.remote_name FROM recipient_list l
                 JOIN recipient_list_link k ON k.list = l.id
                 WHERE k.directory = ?1 AND k.remote_id = ?2",
                params![directory, synced.remote_id as i64],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )
            .optional()?;
        let (list, name, members) = match found {
            Some((list, name, remote_name)) => {
                let now = members_of(&transaction, list)?;
                let now_uuids: Vec<Uuid> = now.iter().map(|m| m.uuid).collect();
                let kept = with_changes_since(&synced.read, &now_uuids, &synced.members);
                let name = if remote_name == synced.remote_name {
                    name
                } else {
                    free_name(&transaction, directory, &synced.remote_name, Some(list))?
                };
                (Some(list), name, named(&kept, &now))
            }
            None => {
                let name = free_name(&transaction, directory, &synced.remote_name, None)?;
                (None, name, named(&synced.members, &[]))
            }
        };
        let list = match list {
            Some(list) => {
                transaction.execute(
                    "UPDATE recipient_list SET name = ?2, updated_at = ?3 WHERE id = ?1",
                    params![list, name, synced.at_ms],
                )?;
                list
            }
            None => {
                transaction.execute(
                    "INSERT INTO recipient_list (directory, name, updated_at) VALUES (?1, ?2, ?3)",
                    params![directory, name, synced.at_ms],
                )?;
                transaction.last_insert_rowid()
            }
        };
        replace_members(&transaction, list, &members)?;
        upsert_link(&transaction, directory, list, synced)?;
        replace_synced(&transaction, list, &synced.synced)?;
        transaction.commit()?;
        Ok(name)
    }

    /// Links the saved list `name` to the directory's list `remote_id`, just published (or
    /// found there already, made by an earlier publish), with `synced` as the base.
    pub fn link_published(
        &mut self,
        directory: &str,
        name: &str,
        synced: &SyncedList,
    ) -> Result<(), StoreError> {
        let transaction = self.connection.transaction()?;
        let Some(list) = list_id(&transaction, directory, name)? else {
            return Err(StoreError::Refused(format!("there is no list '{name}'")));
        };
        upsert_link(&transaction, directory, list, synced)?;
        replace_synced(&transaction, list, &synced.synced)?;
        transaction.commit()?;
        Ok(())
    }

    /// Unlinks the list the directory no longer has (deleted there, or no longer shared),
    /// keeping the desk's copy; its name, or `None` if no saved list was linked to it.
    pub fn unlink_gone_list(
        &mut self,
        directory: &str,
        remote_id: u64,
        at_ms: i64,
    ) -> Result<Option<String>, StoreError> {
        let transaction = self.connection.transaction()?;
        let name: Option<String> = transaction
            .query_row(
                "SELECT l.name FROM recipient_list l JOIN recipient_list_link k ON k.list = l.id
                 WHERE k.directory = ?1 AND k.remote_id = ?2",
                params![directory, remote_id as i64],
                |row| row.get(0),
            )
            .optional()?;
        transaction.execute(
            "UPDATE recipient_list_link SET remote_id = NULL, gone_at = ?3
             WHERE directory = ?1 AND remote_id = ?2",
            params![directory, remote_id as i64, at_ms],
        )?;
        transaction.commit()?;
        Ok(name)
    }
}

fn upsert_link(
    transaction: &Transaction<'_>,
    directory: &str,
    list: i64,
    synced: &SyncedList,
) -> Result<(), StoreError> {
    transaction.execute(
        "INSERT INTO recipient_list_link
             (list, directory, remote_id, permission, remote_name, synced_at, gone_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, NULL)
         ON CONFLICT (list) DO UPDATE SET remote_id = excluded.remote_id,
             permission = excluded.permission, remote_name = excluded.remote_name,
             synced_at = excluded.synced_at, gone_at = NULL",
        params![
            list,
            directory,
            synced.remote_id as i64,
            synced.permission.as_str(),
            synced.remote_name,
            synced.at_ms
        ],
    )?;
    Ok(())
}

/// `uuids` with the names `known` gives them.
fn named(uuids: &[Uuid], known: &[DraftRecipient]) -> Vec<DraftRecipient> {
    let names: std::collections::HashMap<Uuid, &Option<String>> =
        known.iter().map(|m| (m.uuid, &m.name)).collect();
    uuids
        .iter()
        .map(|uuid| DraftRecipient {
            uuid: *uuid,
            name: names.get(uuid).and_then(|n| (*n).clone()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(n: u128) -> DraftRecipient {
        DraftRecipient {
            uuid: Uuid::from_u128(n),
            name: Some(format!("M{n}")),
        }
    }

    fn synced(
        remote_id: u64,
        name: &str,
        permission: ListPermission,
        members: &[u128],
    ) -> SyncedList {
        let uuids: Vec<Uuid> = members.iter().map(|n| Uuid::from_u128(*n)).collect();
        SyncedList {
            remote_id,
            remote_name: name.into(),
            permission,
            read: Vec::new(),
            members: uuids.clone(),
            synced: uuids,
            at_ms: 1_000,
        }
    }

    #[test]
    fn a_list_new_to_the_desk_is_set_apart_from_a_local_one_of_its_name() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        store.save_list("d", "Pool", &[member(9)]).unwrap();
        let name = store
            .write_synced_list("d", &synced(61, "Pool", ListPermission::Edit, &[1, 2]))
            .unwrap();
        assert_eq!(name, "Pool (directory)");
        assert_eq!(
            store.list("d", "Pool").unwrap().unwrap(),
            [member(9)],
            "local stays"
        );
        assert_eq!(store.list_link("d", "Pool").unwrap(), None);
        let link = store.list_link("d", "Pool (directory)").unwrap().unwrap();
        assert_eq!(
            (link.remote_id, link.permission),
            (Some(61), ListPermission::Edit)
        );
        let linked = store.linked_lists("d").unwrap();
        assert_eq!(linked.len(), 1);
        assert_eq!(linked[0].synced.len(), 2);
    }

    #[test]
    fn a_view_only_list_refuses_changes_and_a_linked_one_deletion_until_it_is_gone() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        store
            .write_synced_list("d", &synced(63, "Team", ListPermission::View, &[1]))
            .unwrap();
        let refused = store.save_list("d", "Team", &[member(2)]).unwrap_err();
        assert!(refused.to_string().contains("view only"), "{refused}");
        assert!(store.add_to_list("d", "Team", &[member(3)]).is_err());
        assert!(
            store
                .remove_from_list("d", "Team", &[Uuid::from_u128(1)])
                .is_err()
        );
        assert!(store.delete_list("d", "Team").is_err());
        assert_eq!(
            store.list("d", "Team").unwrap().unwrap().len(),
            1,
            "unchanged"
        );

        assert_eq!(
            store.unlink_gone_list("d", 63, 2_000).unwrap().as_deref(),
            Some("Team")
        );
        let link = store.list_link("d", "Team").unwrap().unwrap();
        assert_eq!((link.remote_id, link.gone_at_ms), (None, Some(2_000)));
        assert_eq!(
            store.add_to_list("d", "Team", &[member(3)]).unwrap(),
            1,
            "its own now"
        );
        assert!(store.delete_list("d", "Team").unwrap());
    }

    #[test]
    fn a_rename_follows_the_directory_and_changes_made_meanwhile_are_kept() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        store
            .write_synced_list("d", &synced(62, "Reviewers", ListPermission::Own, &[1, 2]))
            .unwrap();
        // Meanwhile, on the desk: 3 added, 1 removed.
        store
            .save_list("d", "Reviewers", &[member(2), member(3)])
            .unwrap();
        let mut next = synced(62, "Proofreaders", ListPermission::Own, &[1, 2, 4]);
        next.read = vec![Uuid::from_u128(1), Uuid::from_u128(2)];
        let name = store.write_synced_list("d", &next).unwrap();
        assert_eq!(name, "Proofreaders");
        assert_eq!(store.list("d", "Reviewers").unwrap(), None);
        let kept: Vec<Uuid> = store
            .list("d", "Proofreaders")
            .unwrap()
            .unwrap()
            .iter()
            .map(|m| m.uuid)
            .collect();
        assert_eq!(kept, [2, 4, 3].map(Uuid::from_u128), "nothing lost");
    }
}
