//! The candidate the board opened in the inspector beside it, and their profile as far as it
//! was read, without egui. A profile the window read already this session (the results
//! table's row, a search's match, one the board read before) is shown as it is; otherwise it
//! is read with one lookup, whose task the board takes from `ui::ids` and whose answer comes
//! back to it. Nothing is asked again on its own: the inspector's Refresh asks once more.

use std::collections::HashMap;

use uuid::Uuid;

use crate::api::{ApiError, Explained, Freelancer};
use crate::store::OfferId;
use crate::ui::lookup::{Row, RowState};
use crate::worker::TaskId;

#[derive(Default)]
pub struct InspectedCandidate {
    /// The candidate shown, of which offer.
    shown: Option<(OfferId, Row)>,
    /// The lookup under way, and whom it reads.
    asking: Option<(TaskId, Uuid)>,
    /// The profiles the board read itself this session: opened again, no request.
    read: HashMap<Uuid, Box<Freelancer>>,
}

impl InspectedCandidate {
    /// The candidate the inspector shows, as far as read.
    pub fn row(&self) -> Option<&Row> {
        self.shown.as_ref().map(|(_, row)| row)
    }

    /// The offer whose candidate is shown.
    pub fn offer(&self) -> Option<OfferId> {
        self.shown.as_ref().map(|(offer, _)| *offer)
    }

    /// Shows `uuid` of `offer`: with `known`, a profile the window read already, or one the
    /// board read before; else reading it, with the lookup returned to ask for (none when
    /// it is being read already).
    pub fn open(
        &mut self,
        offer: OfferId,
        uuid: Uuid,
        known: Option<Box<Freelancer>>,
    ) -> Option<TaskId> {
        let known = known.or_else(|| self.read.get(&uuid).cloned());
        let state = known.map_or(RowState::Loading, RowState::Loaded);
        let loading = matches!(state, RowState::Loading);
        self.shown = Some((
            offer,
            Row {
                uuid,
                state,
                summary: None,
            },
        ));
        if !loading || self.asking.is_some_and(|(_, asked)| asked == uuid) {
            return None;
        }
        self.ask(uuid)
    }

    /// The inspector's Refresh: `uuid`'s profile read again, once.
    pub fn refresh(&mut self, uuid: Uuid) -> Option<TaskId> {
        if self.row().is_none_or(|row| row.uuid != uuid) {
            return None;
        }
        self.ask(uuid)
    }

    fn ask(&mut self, uuid: Uuid) -> Option<TaskId> {
        let task = crate::ui::ids::task();
        self.asking = Some((task, uuid));
        Some(task)
    }

    /// A lookup answered: the board's own (true) is kept and shown if its candidate still
    /// is; another's is not the board's.
    pub fn on_looked_up(
        &mut self,
        task: TaskId,
        uuid: Uuid,
        result: &Result<Box<Freelancer>, ApiError>,
    ) -> bool {
        if self.asking.is_none_or(|(asked, _)| asked != task) {
            return false;
        }
        if let Ok(freelancer) = result {
            self.read.insert(uuid, freelancer.clone());
        }
        if let Some((_, row)) = self.shown.as_mut().filter(|(_, row)| row.uuid == uuid) {
            row.state = RowState::of(result.clone());
        }
        true
    }

    /// A lookup ended: the board's own (true) leaves a profile it never answered for as not
    /// looked up, rather than loading forever.
    pub fn on_finished(&mut self, task: TaskId) -> bool {
        if self.asking.is_none_or(|(asked, _)| asked != task) {
            return false;
        }
        self.asking = None;
        if let Some((_, row)) = &mut self.shown
            && matches!(row.state, RowState::Loading)
        {
            let why = Explained::new(crate::tr!("lookup-not-looked-up"), "");
            row.state = RowState::Failed(why);
        }
        true
    }

    /// Shows nobody (the profiles read stay known).
    pub fn close(&mut self) {
        self.shown = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn profile(uuid: Uuid) -> Box<Freelancer> {
        Box::new(Freelancer {
            uuid: Some(uuid),
            site_name: Some("Ada".into()),
            ..Freelancer::default()
        })
    }

    #[test]
    fn a_profile_read_before_needs_no_request_and_one_not_read_needs_one() {
        let mut inspected = InspectedCandidate::default();
        let (ada, bo) = (Uuid::from_u128(1), Uuid::from_u128(2));
        assert_eq!(inspected.open(OfferId(1), ada, Some(profile(ada))), None);
        assert!(inspected.row().unwrap().freelancer().is_some());
        let task = inspected.open(OfferId(1), bo, None).expect("one lookup");
        assert!(matches!(inspected.row().unwrap().state, RowState::Loading));
        assert_eq!(inspected.open(OfferId(1), bo, None), None, "asked already");
        assert!(!inspected.on_looked_up(TaskId(u64::MAX), bo, &Ok(profile(bo))));
        assert!(inspected.on_looked_up(task, bo, &Ok(profile(bo))));
        assert!(inspected.on_finished(task));
        assert!(inspected.row().unwrap().freelancer().is_some());
        // Read once, opened again: shown at once, nothing asked.
        inspected.close();
        assert_eq!(inspected.open(OfferId(2), bo, None), None);
        assert_eq!(inspected.offer(), Some(OfferId(2)));
        assert!(inspected.row().unwrap().freelancer().is_some());
        // Refresh asks once more, for the candidate shown only.
        assert!(inspected.refresh(ada).is_none());
        assert!(inspected.refresh(bo).is_some());
    }

    #[test]
    fn a_lookup_that_ends_without_an_answer_leaves_the_profile_not_looked_up() {
        let mut inspected = InspectedCandidate::default();
        let uuid = Uuid::from_u128(3);
        let task = inspected.open(OfferId(1), uuid, None).unwrap();
        assert!(inspected.on_finished(task));
        assert!(matches!(
            inspected.row().unwrap().state,
            RowState::Failed(_)
        ));
        assert!(!inspected.on_finished(task), "answered once");
    }
}
