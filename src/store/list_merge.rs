//! The three-way merge of a saved list linked to one of the directory's user lists, without a
//! database or network: the members as of the last sync (the base), the desk's, and the
//! directory's. An addition on either side is kept on both, a removal on either side removes
//! on both, and nothing goes back to the side it came from. A list the account may only view
//! takes the directory's members as they are.

use std::collections::HashSet;

use uuid::Uuid;

/// What one sync does to one linked list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Merge {
    /// Members to include on the directory: added on the desk since the base.
    pub include_there: Vec<Uuid>,
    /// Members to take off the directory's list: removed on the desk since the base.
    pub remove_there: Vec<Uuid>,
    /// Members the directory added since the base, to add on the desk.
    pub add_here: Vec<Uuid>,
    /// Members the directory removed since the base, to remove on the desk.
    pub remove_here: Vec<Uuid>,
}

impl Merge {
    /// Three ways: `base` the members at the last sync, `local` the desk's, `remote` the
    /// directory's (its `include` entries only).
    pub fn three_way(base: &HashSet<Uuid>, local: &[Uuid], remote: &[Uuid]) -> Self {
        let here: HashSet<Uuid> = local.iter().copied().collect();
        let there: HashSet<Uuid> = remote.iter().copied().collect();
        let mut merge = Self {
            include_there: only(local, |u| !base.contains(u) && !there.contains(u)),
            remove_there: only(remote, |u| base.contains(u) && !here.contains(u)),
            add_here: only(remote, |u| !base.contains(u) && !here.contains(u)),
            remove_here: only(local, |u| base.contains(u) && !there.contains(u)),
        };
        dedup(&mut merge.include_there);
        dedup(&mut merge.add_here);
        merge
    }

    /// A list the account may only view: the desk takes the directory's members.
    pub fn read_only(local: &[Uuid], remote: &[Uuid]) -> Self {
        let here: HashSet<Uuid> = local.iter().copied().collect();
        let there: HashSet<Uuid> = remote.iter().copied().collect();
        let mut merge = Self {
            add_here: only(remote, |u| !here.contains(u)),
            remove_here: only(local, |u| !there.contains(u)),
            ..Self::default()
        };
        dedup(&mut merge.add_here);
        merge
    }

    /// Nothing to change on either side.
    pub fn is_empty(&self) -> bool {
        self.include_there.is_empty()
            && self.remove_there.is_empty()
            && self.add_here.is_empty()
            && self.remove_here.is_empty()
    }

    /// Whether anything goes to the directory.
    pub fn sends(&self) -> bool {
        !self.include_there.is_empty() || !self.remove_there.is_empty()
    }

    /// The desk's members after the merge, in the desk's order, the directory's additions
    /// after them in the directory's.
    pub fn merged(&self, local: &[Uuid]) -> Vec<Uuid> {
        let gone: HashSet<&Uuid> = self.remove_here.iter().collect();
        let mut seen = HashSet::new();
        local
            .iter()
            .filter(|u| !gone.contains(u))
            .chain(&self.add_here)
            .copied()
            .filter(|u| seen.insert(*u))
            .collect()
    }
}

fn only(from: &[Uuid], keep: impl Fn(&Uuid) -> bool) -> Vec<Uuid> {
    from.iter().filter(|u| keep(u)).copied().collect()
}

fn dedup(members: &mut Vec<Uuid>) {
    let mut seen = HashSet::new();
    members.retain(|u| seen.insert(*u));
}

/// `members` as they are now, given that they were `read` when a merge began and the merge
/// made `merged` of them: changes made on the desk meanwhile (another window, another
/// command) are laid over the merge, so that none is lost.
pub fn with_changes_since(read: &[Uuid], now: &[Uuid], merged: &[Uuid]) -> Vec<Uuid> {
    let before: HashSet<&Uuid> = read.iter().collect();
    let after: HashSet<&Uuid> = now.iter().collect();
    let mut seen = HashSet::new();
    merged
        .iter()
        .filter(|u| !before.contains(u) || after.contains(u))
        .chain(now.iter().filter(|u| !before.contains(u)))
        .copied()
        .filter(|u| seen.insert(*u))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(n: u128) -> Uuid {
        Uuid::from_u128(n)
    }

    fn set(items: &[u128]) -> HashSet<Uuid> {
        items.iter().map(|n| u(*n)).collect()
    }

    fn list(items: &[u128]) -> Vec<Uuid> {
        items.iter().map(|n| u(*n)).collect()
    }

    #[test]
    fn additions_and_removals_on_either_side_reach_the_other_and_nothing_goes_back() {
        // Base 1 2 3 4. The desk removed 2 and added 5; the directory removed 3, added 6.
        let base = set(&[1, 2, 3, 4]);
        let merge = Merge::three_way(&base, &list(&[1, 3, 4, 5]), &list(&[1, 2, 4, 6]));
        assert_eq!(merge.include_there, list(&[5]));
        assert_eq!(merge.remove_there, list(&[2]));
        assert_eq!(
            merge.add_here,
            list(&[6]),
            "6 came from there: not sent back"
        );
        assert_eq!(merge.remove_here, list(&[3]));
        assert_eq!(merge.merged(&list(&[1, 3, 4, 5])), list(&[1, 4, 5, 6]));
        assert!(merge.sends());
    }

    #[test]
    fn the_same_change_on_both_sides_sends_nothing_and_an_unchanged_list_is_empty() {
        let base = set(&[1, 2]);
        let both = Merge::three_way(&base, &list(&[1, 3]), &list(&[1, 3]));
        assert!(both.is_empty(), "{both:?}");
        let same = Merge::three_way(&base, &list(&[2, 1]), &list(&[1, 2]));
        assert!(same.is_empty());
        assert!(!same.sends());
    }

    #[test]
    fn a_first_sync_without_a_base_keeps_the_union() {
        let merge = Merge::three_way(&HashSet::new(), &list(&[1, 2]), &list(&[2, 3]));
        assert_eq!(merge.include_there, list(&[1]));
        assert_eq!(merge.add_here, list(&[3]));
        assert!(merge.remove_there.is_empty() && merge.remove_here.is_empty());
    }

    #[test]
    fn a_view_only_list_takes_the_directory_as_it_is() {
        let merge = Merge::read_only(&list(&[1, 2]), &list(&[2, 3]));
        assert!(!merge.sends());
        assert_eq!(merge.merged(&list(&[1, 2])), list(&[2, 3]));
    }

    #[test]
    fn changes_made_on_the_desk_during_a_sync_are_kept() {
        // Read 1 2 3; the merge made 1 2 3 4; meanwhile the desk dropped 2 and added 9.
        let kept = with_changes_since(&list(&[1, 2, 3]), &list(&[1, 3, 9]), &list(&[1, 2, 3, 4]));
        assert_eq!(kept, list(&[1, 3, 4, 9]));
        let untouched = with_changes_since(&list(&[1]), &list(&[1]), &list(&[1, 5]));
        assert_eq!(untouched, list(&[1, 5]));
    }
}
