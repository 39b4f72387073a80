//! The lists panel's state and words, without egui: whether it is open, the sync in
//! progress or how the last one ended, and each list's row.

use crate::store::{ListPermission, ListSummary};
use crate::tr;
use crate::worker::TaskId;
use crate::worker::list_sync::{SyncFailure, Synced};

/// A sync of the directory's lists: running, or how the last one ended.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum SyncState {
    #[default]
    Idle,
    Running {
        task: TaskId,
        done: usize,
        total: Option<usize>,
    },
    Done(Synced),
    Failed(SyncFailure),
}

#[derive(Debug, Default)]
pub struct ListsPanel {
    pub open: bool,
    pub sync: SyncState,
}

/// One list as the panel shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub name: String,
    pub members: usize,
    /// Local, on the directory (with the permission), or deleted there.
    pub place: String,
    /// When a sync last changed it, as the window's language writes a time.
    pub last_sync: Option<String>,
}

impl Row {
    pub fn of(list: &ListSummary) -> Self {
        let link = list.link.as_ref();
        let place = match link {
            None => tr!("lists-panel-local"),
            Some(link) if !link.is_linked() => tr!("lists-panel-gone"),
            Some(link) => tr!(
                "lists-panel-on-directory",
                permission = permission_words(link.permission)
            ),
        };
        Self {
            name: list.name.clone(),
            members: list.members,
            place,
            last_sync: link.map(|l| crate::ui::values::utc_minutes(l.synced_at_ms)),
        }
    }
}

fn permission_words(permission: ListPermission) -> String {
    match permission {
        ListPermission::Own => tr!("lists-panel-permission-own"),
        ListPermission::Admin => tr!("lists-panel-permission-admin"),
        ListPermission::Edit => tr!("lists-panel-permission-edit"),
        ListPermission::View => tr!("lists-panel-permission-view"),
    }
}

impl ListsPanel {
    pub fn is_syncing(&self) -> bool {
        matches!(self.sync, SyncState::Running { .. })
    }

    /// A sync asked of the worker as `task`.
    pub fn started(&mut self, task: TaskId) {
        self.sync = SyncState::Running {
            task,
            done: 0,
            total: None,
        };
    }

    /// The worker's word on `task`: lists done, of how many.
    pub fn on_progress(&mut self, task: TaskId, done: usize, total: usize) {
        if let SyncState::Running { task: ours, .. } = self.sync
            && ours == task
        {
            self.sync = SyncState::Running {
                task,
                done,
                total: Some(total),
            };
        }
    }

    /// The sync `task` ended; true when it was ours (the lists are to be read again).
    pub fn on_synced(&mut self, task: TaskId, result: Result<Synced, SyncFailure>) -> bool {
        match self.sync {
            SyncState::Running { task: ours, .. } if ours == task => {
                self.sync = match result {
                    Ok(synced) => SyncState::Done(synced),
                    Err(failure) => SyncState::Failed(failure),
                };
                true
            }
            _ => false,
        }
    }

    /// The progress line: what the sync is doing, or how it ended.
    pub fn progress_line(&self) -> Option<String> {
        Some(match &self.sync {
            SyncState::Idle => return None,
            SyncState::Running { total: None, .. } => tr!("lists-panel-syncing"),
            SyncState::Running {
                done,
                total: Some(total),
                ..
            } => tr!("lists-panel-syncing-of", done = *done, total = *total),
            SyncState::Done(synced) => {
                let mut line = tr!(
                    "lists-panel-synced",
                    lists = synced.lists,
                    changed = synced.changed
                );
                for name in &synced.gone {
                    line.push('\n');
                    line.push_str(&tr!("lists-panel-gone-named", name = name.as_str()));
                }
                for name in &synced.refused {
                    line.push('\n');
                    line.push_str(&tr!("lists-panel-refused-named", name = name.as_str()));
                }
                line
            }
            SyncState::Failed(SyncFailure::NoScope) => tr!("lists-panel-no-scope"),
            SyncState::Failed(SyncFailure::Other(why)) => {
                tr!("lists-panel-failed", why = why.as_str())
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::ListLink;

    fn summary(link: Option<ListLink>) -> ListSummary {
        ListSummary {
            name: "Pool".into(),
            members: 3,
            updated_at_ms: 0,
            link,
        }
    }

    #[test]
    fn rows_say_where_each_list_lives() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        assert_eq!(Row::of(&summary(None)).place, "Local");
        assert_eq!(Row::of(&summary(None)).last_sync, None);
        let mut link = ListLink {
            remote_id: Some(61),
            permission: ListPermission::View,
            remote_name: "Pool".into(),
            synced_at_ms: 1_764_770_400_000,
            gone_at_ms: None,
        };
        let row = Row::of(&summary(Some(link.clone())));
        assert!(row.place.contains("view only"), "{}", row.place);
        assert!(row.last_sync.unwrap().contains("2025"));
        link.remote_id = None;
        assert!(
            Row::of(&summary(Some(link)))
                .place
                .to_lowercase()
                .contains("deleted")
        );
    }

    #[test]
    fn progress_follows_its_own_task_and_ends_once() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        let mut panel = ListsPanel::default();
        assert_eq!(panel.progress_line(), None);
        panel.started(TaskId(7));
        assert!(panel.is_syncing());
        panel.on_progress(TaskId(8), 1, 9);
        assert_eq!(
            panel.progress_line().unwrap(),
            "Syncing with the directory…"
        );
        panel.on_progress(TaskId(7), 2, 4);
        assert!(panel.progress_line().unwrap().contains("2 of 4"));
        assert!(!panel.on_synced(TaskId(8), Err(SyncFailure::NoScope)));
        let synced = Synced {
            lists: 4,
            changed: 1,
            gone: vec!["Old".into()],
            refused: Vec::new(),
        };
        assert!(panel.on_synced(TaskId(7), Ok(synced)));
        assert!(!panel.is_syncing());
        let line = panel.progress_line().unwrap();
        assert!(line.contains("4 lists") && line.contains("Old"), "{line}");
        panel.started(TaskId(9));
        assert!(panel.on_synced(TaskId(9), Err(SyncFailure::NoScope)));
        assert!(panel.progress_line().unwrap().contains("userlist"));
    }
}
