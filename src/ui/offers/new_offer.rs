//! The board's "New offer ▾": an offer's candidates taken from a saved list (in its order)
//! or from the vendor records (those with a status, a tag, or both). Either way the app reads
//! them through the store and opens the same "Offer a job…" form the table's selection and a
//! page of search matches open; those marked do not contact are left out there, and told.

use crate::store::{ListSummary, VendorFilter, VendorStatus};

use super::OffersAction;

/// What "From vendor records" is set to find, kept while the menu is closed and opened.
#[derive(Debug, Default)]
pub struct VendorPick {
    pub status: Option<VendorStatus>,
    pub tag: String,
}

impl VendorPick {
    /// The store's filter for what is picked; `None` while nothing is: every record would be
    /// no choice at all.
    pub fn filter(&self) -> Option<VendorFilter> {
        let tag = crate::store::clean_tag(&self.tag).ok();
        (self.status.is_some() || tag.is_some()).then(|| VendorFilter {
            status: self.status,
            tag,
            ..VendorFilter::default()
        })
    }
}

/// The statuses an offer may be made to: never do not contact.
const OFFERABLE: [VendorStatus; 4] = [
    VendorStatus::Active,
    VendorStatus::Potential,
    VendorStatus::OnHold,
    VendorStatus::TooExpensive,
];

/// "New offer ▾", with a submenu per source.
pub fn menu(
    ui: &mut egui::Ui,
    lists: &[ListSummary],
    pick: &mut VendorPick,
) -> Option<OffersAction> {
    let mut action = None;
    ui.menu_button(crate::tr!("offers-new-menu"), |ui| {
        ui.menu_button(crate::tr!("offers-new-from-list"), |ui| {
            if lists.is_empty() {
                ui.weak(crate::tr!("offers-new-no-lists"));
            }
            for list in lists {
                let label = crate::tr!(
                    "offers-new-list-entry",
                    name = list.name.as_str(),
                    count = list.members
                );
                if ui.button(label).clicked() {
                    action = Some(OffersAction::FromList(list.name.clone()));
                }
            }
        });
        ui.menu_button(crate::tr!("offers-new-from-vendors"), |ui| {
            action = vendor_pick(ui, pick).or(action.take());
        });
    })
    .response
    .on_hover_text(crate::tr!("offers-new-menu.hover"));
    action
}

/// A status (or any), a tag, and the button that reads who has them.
fn vendor_pick(ui: &mut egui::Ui, pick: &mut VendorPick) -> Option<OffersAction> {
    let any = crate::tr!("offers-new-any-status");
    let shown = pick
        .status
        .map_or_else(|| any.clone(), crate::ui::vendor::status_label);
    let label = ui.label(crate::tr!("offers-new-status"));
    egui::ComboBox::from_id_salt("offers-new-status")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut pick.status, None, any);
            for status in OFFERABLE {
                let name = crate::ui::vendor::status_label(status);
                ui.selectable_value(&mut pick.status, Some(status), name);
            }
        })
        .response
        .labelled_by(label.id);
    ui.horizontal(|ui| {
        let label = ui.label(crate::tr!("offers-new-tag"));
        ui.add(egui::TextEdit::singleline(&mut pick.tag).desired_width(120.0))
            .labelled_by(label.id);
    });
    let filter = pick.filter();
    let asked = ui
        .add_enabled(
            filter.is_some(),
            egui::Button::new(crate::tr!("offers-new-from-vendors-go")),
        )
        .on_disabled_hover_text(crate::tr!("offers-new-pick-something"))
        .clicked();
    asked
        .then_some(filter)
        .flatten()
        .map(OffersAction::FromVendors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pick_is_a_status_a_tag_or_both_and_a_tag_is_cleaned() {
        assert_eq!(VendorPick::default().filter(), None, "nothing picked");
        let blank = VendorPick {
            status: None,
            tag: "   ".into(),
        };
        assert_eq!(blank.filter(), None, "a blank tag is no tag");
        let both = VendorPick {
            status: Some(VendorStatus::Active),
            tag: "  legal ".into(),
        };
        let filter = both.filter().unwrap();
        assert_eq!(filter.status, Some(VendorStatus::Active));
        assert_eq!(filter.tag.as_deref(), Some("legal"));
        assert!(filter.uuids.is_empty(), "anyone with them");
    }
}
