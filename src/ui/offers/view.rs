//! The offer board as drawn: the open offers' table with the opened offer below it
//! (`list_view.rs`, its candidates in `candidates_view.rs`), offers the store could not read,
//! and the offers that are over with their timelines; and the inspector's "Offers" lines.
//! What the coordinator chose is returned as [`OffersAction`]s.

use super::OffersAction;
use super::facts::display_name;
use super::form::OfferForm;
use super::list_view::{self, Scrolls};
use super::model::{self, Listed, OffersModel};
use crate::store::{CandidateRecord, OfferEdit, OfferRecord};

/// The offers of the directory, drawn from the model.
#[derive(Default)]
pub struct OffersPanel {
    pub model: OffersModel,
    /// The "Offer a job…" dialog, open exactly while it holds a form.
    pub form: Option<OfferForm>,
    /// What "New offer ▾ → From vendor records" is set to find.
    vendor_pick: super::new_offer::VendorPick,
    /// The worker's availability jobs the dialog started and that have not ended: their
    /// answers are the dialog's (dropped once it closed), never the inspector's cache,
    /// whose days they are not.
    pub(super) form_tasks: std::collections::HashSet<crate::worker::TaskId>,
    /// Those of `form_tasks` whose dialog closed: to be cancelled by the app.
    pub(super) abandoned: Vec<crate::worker::TaskId>,
    /// Dialogs waiting for the store to read their candidates' vendor records, by the
    /// ticket each request carries.
    pub(super) awaiting_records:
        std::collections::HashMap<crate::store::Ticket, super::AwaitingRecords>,
    /// The rows the keys moved to in the board's tables.
    scrolls: Scrolls,
}

impl OffersPanel {
    /// The board; `lists` are the directory's saved lists, for "New offer ▾".
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        now: i64,
        lists: &[crate::store::ListSummary],
    ) -> Vec<OffersAction> {
        let mut actions = Vec::new();
        match &self.model.listed {
            Listed::Loading => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(crate::tr!("offers-reading"));
                });
                return actions;
            }
            Listed::Failed(why) => {
                ui.colored_label(ui.visuals().error_fg_color, crate::tr!("offers-unlisted"));
                crate::ui::widgets::details(ui, why);
                return actions;
            }
            Listed::Loaded => {}
        }
        actions.extend(super::new_offer::menu(ui, lists, &mut self.vendor_pick));
        // Both ways: at the smallest size the candidates' answer buttons are to the right.
        egui::ScrollArea::both().auto_shrink(false).show(ui, |ui| {
            self.show_unreadable(ui);
            list_view::show_open(ui, &mut self.model, &mut self.scrolls, now, &mut actions);
            ui.add_space(12.0);
            self.show_history(ui, now, &mut actions);
        });
        // The cards count down to the minute: drawn again as the soonest one's minute turns
        // (at most once a second), and not at all when none counts down.
        if let Some(wait) = model::next_countdown_change(self.model.open(), now) {
            ui.ctx().request_repaint_after(wait);
        }
        actions
    }

    /// A line for each offer the store could not read, with why under "Details": the
    /// others are shown as ever.
    fn show_unreadable(&self, ui: &mut egui::Ui) {
        for (id, why) in self.model.unreadable() {
            ui.horizontal(|ui| {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    crate::tr!("offers-unreadable-line", offer = id.to_string()),
                );
                crate::ui::widgets::details_button(ui, why);
            });
        }
    }

    /// The inspector's "Offers" lines: how the freelancer answers offers, and each open
    /// offer they were sent, with the same answer buttons as on the board.
    /// How they answer is read from `vendors` (the scope's, where the answers are learned).
    pub fn show_for(
        &self,
        ui: &mut egui::Ui,
        uuid: uuid::Uuid,
        vendors: &crate::ui::vendor::VendorRecords,
        now: i64,
    ) -> Vec<OffersAction> {
        let mut actions = Vec::new();
        let offered: Vec<(&OfferRecord, &CandidateRecord)> = self
            .model
            .open()
            .filter_map(|r| Some((r, r.candidate(uuid).filter(|c| c.offered())?)))
            .collect();
        let record = vendors.responsiveness(uuid);
        if offered.is_empty() && record.is_none() {
            return actions;
        }
        ui.strong(crate::tr!("offers-inspector-heading"));
        if let Some(record) = record {
            ui.label(crate::ui::vendor_columns::responsiveness_words(record));
            if let Some(last) = crate::ui::vendor_columns::last_answer_words(record, now) {
                ui.label(last);
            }
            // Per pair only when it says more than the whole: offered in two pairs or more.
            let pairs = vendors.responsiveness_by_pair(uuid);
            if pairs.len() > 1 {
                for (pair, record) in pairs {
                    ui.label(crate::tr!(
                        "offers-responsiveness-in-pair",
                        pair = pair,
                        record = crate::ui::vendor_columns::responsiveness_words(record)
                    ));
                }
            }
        }
        for (record, candidate) in offered {
            ui.label(crate::tr!(
                "offers-card-title",
                offer = record.id.to_string(),
                title = record.title.as_str()
            ));
            ui.horizontal_wrapped(|ui| {
                super::candidates_view::answer_cell(ui, record, candidate, &mut actions)
            });
        }
        actions
    }

    /// Offers that are over, each with its whole timeline; a fill whose notes have not been
    /// written yet can be undone.
    fn show_history(&self, ui: &mut egui::Ui, now: i64, actions: &mut Vec<OffersAction>) {
        let history: Vec<&OfferRecord> = self.model.history().collect();
        if history.is_empty() {
            return;
        }
        ui.heading(crate::tr!("offers-history", count = history.len()));
        for record in history {
            let title = crate::tr!(
                "offers-history-title",
                offer = record.id.to_string(),
                title = record.title.as_str(),
                state = record.state.as_str()
            );
            if let Some(notes_at) = model::undoable(record) {
                undo_line(ui, record, notes_at, now, actions);
            }
            egui::CollapsingHeader::new(title)
                .id_salt(("offer-history", record.id.0))
                .show(ui, |ui| {
                    if let Some(who) = record.filled_by.and_then(|u| record.candidate(u)) {
                        ui.label(crate::tr!("offers-given-to", name = display_name(who)));
                    }
                    list_view::timeline(ui, record, now);
                });
        }
    }
}

/// A fill the coordinator may take back: who got it, when the others' notes go, and Undo.
fn undo_line(
    ui: &mut egui::Ui,
    record: &OfferRecord,
    notes_at: Option<i64>,
    now: i64,
    actions: &mut Vec<OffersAction>,
) {
    ui.horizontal_wrapped(|ui| {
        let who = record
            .filled_by
            .and_then(|u| record.candidate(u))
            .map(display_name)
            .unwrap_or_default();
        let said = match notes_at {
            Some(at) if at > now => crate::tr!(
                "offers-filled-undo-until",
                offer = record.id.to_string(),
                name = who,
                when = model::when(at, now)
            ),
            _ => crate::tr!(
                "offers-filled-undo",
                offer = record.id.to_string(),
                name = who
            ),
        };
        ui.label(said);
        if ui.button(crate::tr!("offers-undo-fill")).clicked() {
            actions.push(OffersAction::Edit {
                id: record.id,
                edit: OfferEdit::UndoFill,
            });
        }
    });
}
