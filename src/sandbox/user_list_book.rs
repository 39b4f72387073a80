//! The members' own user lists as the sandbox directory holds them: each list's owner,
//! entries (`include` or `exclude`) and collaborators with their level, and the seed. No
//! HTTP here: `sandbox/user_lists.rs` serves them, `sandbox/state.rs` keeps them.

use uuid::Uuid;

/// A share's level, ordered: admin implies edit implies view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    View,
    Edit,
    Admin,
}

impl Level {
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "view" => Some(Self::View),
            "edit" => Some(Self::Edit),
            "admin" => Some(Self::Admin),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Self::View => "view",
            Self::Edit => "edit",
            Self::Admin => "admin",
        }
    }
}

#[derive(Debug, Clone)]
pub struct Collaborator {
    pub id: u64,
    pub member: Uuid,
    pub level: Level,
}

#[derive(Debug, Clone)]
pub struct UserList {
    pub id: u64,
    pub parent_id: Option<u64>,
    pub owner: Uuid,
    pub name: String,
    pub description: Option<String>,
    /// Members in the order they were added, each with `include` (true) or `exclude`.
    pub entries: Vec<(Uuid, bool)>,
    pub collaborators: Vec<Collaborator>,
}

/// Every list the directory holds, and the ids the next ones get.
#[derive(Debug, Clone, Default)]
pub struct UserLists {
    pub lists: Vec<UserList>,
    next_list_id: u64,
    next_collaborator_id: u64,
}

impl UserLists {
    /// The seeded lists (see the module's doc), of the first `members` given.
    pub fn seeded(demo: Uuid, second: Uuid, members: &[Uuid]) -> Self {
        let mut lists = Self {
            lists: Vec::new(),
            next_list_id: 61,
            next_collaborator_id: 900,
        };
        let take = |from: usize, n: usize| -> Vec<(Uuid, bool)> {
            members
                .iter()
                .skip(from)
                .take(n)
                .map(|uuid| (*uuid, true))
                .collect()
        };
        let mut vendors = take(0, 6);
        if let Some(last) = vendors.last_mut() {
            last.1 = false;
        }
        lists.add(demo, "My Vendors", Some("Vendors I work with"), vendors);
        lists.add(demo, "Reviewers", None, take(6, 3));
        let viewed = lists.add(second, "Team pool (view)", None, take(9, 4));
        let edited = lists.add(second, "Shared pool (edit)", None, take(13, 4));
        lists.add(second, "Private pool", None, take(17, 3));
        for (list, level) in [(viewed, Level::View), (edited, Level::Edit)] {
            lists.share(list, demo, level);
        }
        lists
    }

    pub fn add(
        &mut self,
        owner: Uuid,
        name: &str,
        description: Option<&str>,
        entries: Vec<(Uuid, bool)>,
    ) -> u64 {
        let id = self.next_list_id;
        self.next_list_id += 1;
        self.lists.push(UserList {
            id,
            parent_id: None,
            owner,
            name: name.to_owned(),
            description: description.map(str::to_owned),
            entries,
            collaborators: Vec::new(),
        });
        id
    }

    pub fn share(&mut self, list: u64, member: Uuid, level: Level) -> Option<u64> {
        let id = self.next_collaborator_id;
        let found = self.lists.iter_mut().find(|l| l.id == list)?;
        self.next_collaborator_id += 1;
        found.collaborators.push(Collaborator { id, member, level });
        Some(id)
    }

    /// Deletes a list, as the directory's own site can (`DELETE /__sandbox/user-lists/{id}`).
    pub fn remove(&mut self, id: u64) -> bool {
        let before = self.lists.len();
        self.lists.retain(|l| l.id != id);
        self.lists.len() != before
    }
}

/// What a member may do with a list: `None` if it is not theirs nor shared with them.
pub fn access(list: &UserList, member: Uuid) -> Option<Level> {
    if list.owner == member {
        return Some(Level::Admin);
    }
    list.collaborators
        .iter()
        .filter(|c| c.member == member)
        .map(|c| c.level)
        .max()
}
