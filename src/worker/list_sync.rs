//! Syncing the desk's saved lists with the directory's own user lists, both ways
//! (`lists sync`, `lists publish`).
//!
//! A sync reads the account's own lists and those shared with it at `view` or higher (four
//! reads: own, and shared at admin, edit and view, which tell each list's permission apart),
//! then for each:
//! - a list new to the desk is saved, linked by the directory's id, named as there (set
//!   apart from a local list of the same name, which stays local);
//! - a linked list is merged three ways against its members at the last sync
//!   ([`Merge::three_way`]); the desk's additions and removals go in a `PATCH`, and the
//!   answer (the list as the directory now holds it, with whatever another desk sent
//!   meanwhile) becomes both the desk's members and the next base; a list shared to view
//!   only takes the directory's members and sends nothing;
//! - a list renamed on the directory is renamed on the desk;
//! - a linked list the directory no longer has is kept on the desk, unlinked, and named.
//!
//! A list with nothing changed writes nothing, to the directory or to the database. A dry run
//! reads and says what a sync would do. `exclude` entries are not members.

use std::collections::{HashMap, HashSet};

use serde_json::{Value, json};
use uuid::Uuid;

use super::{Event, TaskId};
use crate::api::user_lists::EntryChange;
use crate::api::{ApiClient, ApiError, DirectoryList};
use crate::store::{LinkedList, ListPermission, Merge, Store, StoreError, SyncedList};

/// Why a sync or a publish could not go on.
#[derive(Debug, thiserror::Error)]
pub enum ListSyncError {
    /// The sign-in lacks the `userlist` scope (or the directory refuses the account its lists).
    #[error(
        "the directory's user lists need the `userlist` scope, which this sign-in was not given: sign in again (`directory-desk login`) to grant it. Everything else works without it. ({0})"
    )]
    NoScope(ApiError),
    #[error("{0}")]
    Api(ApiError),
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("{0}")]
    Refused(String),
}

impl From<ApiError> for ListSyncError {
    fn from(err: ApiError) -> Self {
        match err {
            ApiError::Forbidden { .. } => Self::NoScope(err),
            other => Self::Api(other),
        }
    }
}

/// What a sync did (or, dry, would do) to one list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    Unchanged,
    /// New to the desk: saved with its members.
    Imported,
    /// Merged: what went each way.
    Merged,
    /// Gone from the directory: the desk's copy kept, unlinked.
    Gone,
    /// The directory refused the change; nothing was written here.
    Failed(String),
}

impl Change {
    fn word(&self) -> &'static str {
        match self {
            Self::Unchanged => "unchanged",
            Self::Imported => "imported",
            Self::Merged => "merged",
            Self::Gone => "gone",
            Self::Failed(_) => "failed",
        }
    }
}

/// One list's line of a sync's report.
#[derive(Debug, Clone)]
pub struct ListReport {
    /// The saved list's name (as it now is).
    pub name: String,
    pub remote_id: Option<u64>,
    pub permission: ListPermission,
    pub change: Change,
    pub merge: Merge,
    /// The name it had on the desk before the directory's rename.
    pub renamed_from: Option<String>,
    pub members: usize,
}

impl ListReport {
    pub fn json(&self, dry_run: bool) -> Value {
        let mut line = json!({
            "name": self.name,
            "directory_id": self.remote_id,
            "permission": self.permission.as_str(),
            "change": self.change.word(),
            "members": self.members,
            "added_here": self.merge.add_here.len(),
            "removed_here": self.merge.remove_here.len(),
            "sent_added": self.merge.include_there.len(),
            "sent_removed": self.merge.remove_there.len(),
            "dry_run": dry_run,
        });
        if let Some(from) = &self.renamed_from {
            line["renamed_from"] = json!(from);
        }
        if let Change::Failed(why) = &self.change {
            line["error"] = json!(why);
        }
        line
    }

    pub fn line(&self) -> String {
        let merge = &self.merge;
        let mut text = format!("{}\t{}", self.name, self.change.word());
        match &self.change {
            Change::Merged => text.push_str(&format!(
                ": +{} -{} here, +{} -{} sent",
                merge.add_here.len(),
                merge.remove_here.len(),
                merge.include_there.len(),
                merge.remove_there.len()
            )),
            Change::Imported => text.push_str(&format!(": {} members", self.members)),
            Change::Gone => text.push_str(
                ": the directory no longer has this list; the desk keeps its copy, unlinked",
            ),
            Change::Failed(why) => text.push_str(&format!(": {why}")),
            Change::Unchanged => {}
        }
        if let Some(from) = &self.renamed_from {
            text.push_str(&format!(" (renamed on the directory, was '{from}')"));
        }
        text
    }
}

/// The directory's lists the account sees, each with its permission.
async fn directory_lists(
    client: &ApiClient,
) -> Result<Vec<(DirectoryList, ListPermission)>, ApiError> {
    let all = client.user_lists(Some("view")).await?;
    let ids = |lists: Vec<DirectoryList>| -> HashSet<u64> { lists.iter().map(|l| l.id).collect() };
    let own = ids(client.user_lists(None).await?);
    let admin = ids(client.user_lists(Some("admin")).await?);
    let edit = ids(client.user_lists(Some("edit")).await?);
    Ok(all
        .into_iter()
        .map(|list| {
            let permission = if own.contains(&list.id) {
                ListPermission::Own
            } else if admin.contains(&list.id) {
                ListPermission::Admin
            } else if edit.contains(&list.id) {
                ListPermission::Edit
            } else {
                ListPermission::View
            };
            (list, permission)
        })
        .collect())
}

/// Syncs every list of `directory` (see the module's doc); one report per list. `progress`
/// hears how many of the directory's lists are done, of how many.
pub async fn sync_lists(
    client: &ApiClient,
    store: &mut Store,
    directory: &str,
    dry_run: bool,
    now_ms: i64,
    progress: &mut (dyn FnMut(usize, usize) + Send),
) -> Result<Vec<ListReport>, ListSyncError> {
    let remote = directory_lists(client).await?;
    progress(0, remote.len());
    let linked = store.linked_lists(directory)?;
    let by_id: HashMap<u64, &LinkedList> = linked
        .iter()
        .filter_map(|l| l.link.remote_id.map(|id| (id, l)))
        .collect();
    let mut reports = Vec::new();
    for (list, permission) in &remote {
        let report = match by_id.get(&list.id) {
            Some(local) => {
                sync_one(
                    client,
                    store,
                    directory,
                    local,
                    list,
                    *permission,
                    dry_run,
                    now_ms,
                )
                .await?
            }
            None => import(store, directory, list, *permission, dry_run, now_ms)?,
        };
        reports.push(report);
        progress(reports.len(), remote.len());
    }
    let seen: HashSet<u64> = remote.iter().map(|(l, _)| l.id).collect();
    for (id, local) in by_id.iter().filter(|(id, _)| !seen.contains(id)) {
        if !dry_run {
            store.unlink_gone_list(directory, *id, now_ms)?;
        }
        reports.push(ListReport {
            name: local.name.clone(),
            remote_id: Some(*id),
            permission: local.link.permission,
            change: Change::Gone,
            merge: Merge::default(),
            renamed_from: None,
            members: local.members.len(),
        });
    }
    Ok(reports)
}

fn import(
    store: &mut Store,
    directory: &str,
    list: &DirectoryList,
    permission: ListPermission,
    dry_run: bool,
    now_ms: i64,
) -> Result<ListReport, ListSyncError> {
    let members: Vec<Uuid> = list.members().collect();
    let name = if dry_run {
        list.name.clone()
    } else {
        store.write_synced_list(
            directory,
            &SyncedList {
                remote_id: list.id,
                remote_name: list.name.clone(),
                permission,
                read: Vec::new(),
                members: members.clone(),
                synced: members.clone(),
                at_ms: now_ms,
            },
        )?
    };
    Ok(ListReport {
        name,
        remote_id: Some(list.id),
        permission,
        change: Change::Imported,
        merge: Merge {
            add_here: members.clone(),
            ..Merge::default()
        },
        renamed_from: None,
        members: members.len(),
    })
}

#[allow(clippy::too_many_arguments)]
async fn sync_one(
    client: &ApiClient,
    store: &mut Store,
    directory: &str,
    local: &LinkedList,
    list: &DirectoryList,
    permission: ListPermission,
    dry_run: bool,
    now_ms: i64,
) -> Result<ListReport, ListSyncError> {
    let here: Vec<Uuid> = local.members.iter().map(|m| m.uuid).collect();
    let there: Vec<Uuid> = list.members().collect();
    let merge = if permission.may_change() {
        Merge::three_way(&local.synced, &here, &there)
    } else {
        Merge::read_only(&here, &there)
    };
    let renamed = list.name != local.link.remote_name;
    let mut report = ListReport {
        name: local.name.clone(),
        remote_id: Some(list.id),
        permission,
        change: Change::Merged,
        merge: merge.clone(),
        renamed_from: renamed.then(|| local.name.clone()),
        members: merge.merged(&here).len(),
    };
    if merge.is_empty() && !renamed && permission == local.link.permission {
        report.change = Change::Unchanged;
        return Ok(report);
    }
    if dry_run {
        return Ok(report);
    }
    let mut merged = merge.merged(&here);
    let mut synced = there;
    if merge.sends() {
        let changes: Vec<(Uuid, EntryChange)> = merge
            .include_there
            .iter()
            .map(|u| (*u, EntryChange::Include))
            .chain(merge.remove_there.iter().map(|u| (*u, EntryChange::Remove)))
            .collect();
        match client.change_user_list(list.id, None, &changes).await {
            Ok(now) => {
                // The list as the directory now holds it, with whatever another desk sent
                // meanwhile: the desk's members and the next base.
                synced = now.members().collect();
                merged = Merge::read_only(&merged, &synced).merged(&merged);
            }
            Err(err @ (ApiError::Forbidden { .. } | ApiError::Rejected { .. })) => {
                report.change = Change::Failed(err.to_string());
                report.name = local.name.clone();
                return Ok(report);
            }
            Err(err) => return Err(ListSyncError::Api(err)),
        }
    }
    report.members = merged.len();
    report.name = store.write_synced_list(
        directory,
        &SyncedList {
            remote_id: list.id,
            remote_name: list.name.clone(),
            permission,
            read: here,
            members: merged,
            synced,
            at_ms: now_ms,
        },
    )?;
    Ok(report)
}

/// What `lists publish` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Published {
    /// Made on the directory, with this id and this many members.
    Created { id: u64, members: usize },
    /// Linked already: nothing sent.
    Already { id: u64 },
    /// The directory had it already (an earlier publish whose answer was lost): linked.
    Adopted { id: u64 },
}

/// Makes the directory's list from the saved list `name`, once.
pub async fn publish_list(
    client: &ApiClient,
    store: &mut Store,
    directory: &str,
    name: &str,
    now_ms: i64,
) -> Result<Published, ListSyncError> {
    let Some(members) = store.list(directory, name)? else {
        return Err(ListSyncError::Refused(format!("there is no list '{name}'")));
    };
    if let Some(id) = store.list_link(directory, name)?.and_then(|l| l.remote_id) {
        return Ok(Published::Already { id });
    }
    let uuids: Vec<Uuid> = members.iter().map(|m| m.uuid).collect();
    let linked: HashSet<u64> = store
        .linked_lists(directory)?
        .iter()
        .filter_map(|l| l.link.remote_id)
        .collect();
    let own = client.user_lists(None).await?;
    let link = |store: &mut Store, list: &DirectoryList| {
        store.link_published(
            directory,
            name,
            &SyncedList {
                remote_id: list.id,
                remote_name: list.name.clone(),
                permission: ListPermission::Own,
                read: uuids.clone(),
                members: uuids.clone(),
                synced: list.members().collect(),
                at_ms: now_ms,
            },
        )
    };
    if let Some(same) = own.iter().find(|l| l.name == name.trim()) {
        let wanted: HashSet<Uuid> = uuids.iter().copied().collect();
        if !linked.contains(&same.id) && same.members().collect::<HashSet<_>>() == wanted {
            link(store, same)?;
            return Ok(Published::Adopted { id: same.id });
        }
        return Err(ListSyncError::Refused(format!(
            "the directory already has a list of yours named '{}' (id {}) with other members: \
             `lists sync` brings it in; publish this one under another name",
            same.name, same.id
        )));
    }
    let made = client.create_user_list(name.trim(), None, &uuids).await?;
    link(store, &made)?;
    Ok(Published::Created {
        id: made.id,
        members: made.members().count(),
    })
}

/// What a sync in the window did, in numbers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Synced {
    pub lists: usize,
    pub changed: usize,
    /// Lists gone from the directory, kept here unlinked.
    pub gone: Vec<String>,
    /// Lists whose change the directory refused.
    pub refused: Vec<String>,
}

impl Synced {
    fn of(reports: &[ListReport]) -> Self {
        let named = |change: fn(&Change) -> bool| {
            reports
                .iter()
                .filter(|r| change(&r.change))
                .map(|r| r.name.clone())
                .collect()
        };
        Self {
            lists: reports.len(),
            changed: reports
                .iter()
                .filter(|r| r.change != Change::Unchanged)
                .count(),
            gone: named(|c| *c == Change::Gone),
            refused: named(|c| matches!(c, Change::Failed(_))),
        }
    }
}

/// Why a sync in the window did not run to its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyncFailure {
    /// The sign-in lacks the `userlist` scope.
    NoScope,
    /// Anything else, in English technical words.
    Other(String),
}

/// Runs [`sync_lists`] for the window on a thread that may block (the database), reporting
/// progress and the end as events.
pub(super) fn spawn(
    client: &ApiClient,
    task: TaskId,
    directory: String,
    data_folder: std::path::PathBuf,
    emit: impl Fn(Event) + Send + Sync + 'static,
) {
    let client = client.clone();
    let runtime = tokio::runtime::Handle::current();
    tokio::task::spawn_blocking(move || {
        let result = Store::open_in(&data_folder)
            .map_err(|err| SyncFailure::Other(err.to_string()))
            .and_then(|mut store| {
                let mut progress =
                    |done, total| emit(Event::ListsSyncProgress { task, done, total });
                runtime
                    .block_on(sync_lists(
                        &client,
                        &mut store,
                        &directory,
                        false,
                        crate::store::now_ms(),
                        &mut progress,
                    ))
                    .map(|reports| Synced::of(&reports))
                    .map_err(|err| match err {
                        ListSyncError::NoScope(_) => SyncFailure::NoScope,
                        other => SyncFailure::Other(other.to_string()),
                    })
            });
        emit(Event::ListsSynced { task, result });
    });
}
