//! The results table's vendor side: the optional *Status*, *Tags* and *Last contacted*
//! columns (what the agency keeps about each row's freelancer, read by the store service),
//! and the bulk actions on the selected rows (set status, add tag, remove tag). The table
//! itself is `lookup`; this file owns what a vendor cell says, how it sorts, and the menu.
//! The records are the scope's `VendorRecords`, read in place: the table holds no copy.

#[cfg(test)]
use std::cmp::Ordering;
use std::collections::{BTreeSet, HashSet};

use uuid::Uuid;

use super::lookup::action::LookupAction;
use super::lookup::column::SortColumn;
use super::vendor::VendorRecords;
use crate::store::{VendorChange, VendorEdit, VendorRecord, VendorStatus};

/// The vendor columns, in the order shown, with their titles' message ids.
pub const COLUMNS: [(SortColumn, &str); 3] = [
    (SortColumn::VendorStatus, "lookup-column-status"),
    (SortColumn::Tags, "lookup-column-tags"),
    (SortColumn::LastContacted, "lookup-column-last-contacted"),
];

/// The cell of `column` for `record` ("" for a column not of this file's).
pub fn text(record: &VendorRecord, column: SortColumn, now_ms: i64) -> String {
    match column {
        SortColumn::VendorStatus => record
            .status
            .map(super::vendor::status_label)
            .unwrap_or_default(),
        SortColumn::Tags => crate::i18n::list(&record.tags),
        SortColumn::LastContacted => record
            .contact
            .last_contacted_ms
            .map(|at| super::vendor::ago(at, now_ms))
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// Whether the table's filter (in lower case) finds this record's status or one of its tags.
pub fn matches(record: &VendorRecord, needle: &str) -> bool {
    record.status.is_some_and(|s| {
        super::vendor::status_label(s)
            .to_lowercase()
            .contains(needle)
    }) || record
        .tags
        .iter()
        .any(|t| t.to_lowercase().contains(needle))
}

/// How two rows sort by a vendor column: rows with nothing recorded after the others;
/// the last contact newest first. (The table sorts by [`sort_key`], made once per row; this
/// states the order pair by pair for the tests.)
#[cfg(test)]
pub fn compare(a: Option<&VendorRecord>, b: Option<&VendorRecord>, column: SortColumn) -> Ordering {
    sort_key(a, column).cmp(&sort_key(b, column))
}

/// What [`compare`] compares, made once per row when sorting many (a status's words are
/// the language's, made by Fluent).
pub fn sort_key(record: Option<&VendorRecord>, column: SortColumn) -> (bool, String, i64) {
    let Some(record) = record else {
        return (true, String::new(), 0);
    };
    let last = record.contact.last_contacted_ms;
    match column {
        SortColumn::VendorStatus => (
            record.status.is_none(),
            record
                .status
                .map(super::vendor::status_label)
                .unwrap_or_default(),
            0,
        ),
        SortColumn::Tags => (
            record.tags.is_empty(),
            record.tags.join(", ").to_lowercase(),
            0,
        ),
        SortColumn::LastContacted => (last.is_none(), String::new(), -last.unwrap_or(0)),
        _ => (false, String::new(), 0),
    }
}

/// "Vendor ▾" for the selected rows: set a status, add a tag (typed into `new_tag`), or
/// remove one of the tags the selected rows have.
pub fn bulk_menu(
    ui: &mut egui::Ui,
    selected: &HashSet<Uuid>,
    records: &VendorRecords,
    new_tag: &mut String,
) -> Option<LookupAction> {
    let mut edit = None;
    let uuids = || selected.iter().copied().collect::<Vec<_>>();
    let title = crate::tr!("lookup-vendor-menu");
    super::widgets::room_for_button(ui, &title);
    ui.add_enabled_ui(!selected.is_empty(), |ui| {
        ui.menu_button(title, |ui| {
            ui.menu_button(crate::tr!("lookup-vendor-set-status"), |ui| {
                for status in VendorStatus::ALL {
                    if ui.button(super::vendor::status_label(status)).clicked() {
                        edit = Some(VendorChange {
                            status: Some(Some(status)),
                            ..VendorChange::default()
                        });
                    }
                }
                if ui.button(crate::tr!("lookup-vendor-no-status")).clicked() {
                    edit = Some(VendorChange {
                        status: Some(None),
                        ..VendorChange::default()
                    });
                }
            });
            ui.horizontal(|ui| {
                let shown = ui.label(crate::tr!("lookup-vendor-tag-to-add"));
                ui.add(egui::TextEdit::singleline(new_tag).desired_width(100.0))
                    .labelled_by(shown.id);
                if ui.button(crate::tr!("lookup-vendor-add-tag")).clicked()
                    && let Ok(tag) = crate::store::clean_tag(new_tag)
                {
                    new_tag.clear();
                    edit = Some(VendorChange {
                        add_tags: vec![tag],
                        ..VendorChange::default()
                    });
                }
            });
            let tags: BTreeSet<&String> = selected
                .iter()
                .filter_map(|uuid| records.get(*uuid))
                .flat_map(|r| &r.tags)
                .collect();
            ui.menu_button(crate::tr!("lookup-vendor-remove-tag"), |ui| {
                if tags.is_empty() {
                    ui.weak(crate::tr!("lookup-vendor-no-tags"));
                }
                for tag in tags {
                    if ui.button(tag).clicked() {
                        edit = Some(VendorChange {
                            remove_tags: vec![tag.clone()],
                            ..VendorChange::default()
                        });
                    }
                }
            });
        })
        .response
        .on_hover_text(crate::tr!("lookup-vendor-menu.hover"));
    });
    edit.map(|change| LookupAction::EditVendors {
        uuids: uuids(),
        edit: VendorEdit::Change(change),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vendor_cells_read_filter_and_sort_with_the_unknown_last() {
        let now = 10 * 86_400_000;
        let record = |status, tags: &[&str], last| VendorRecord {
            status: Some(status),
            tags: tags.iter().map(|t| t.to_string()).collect(),
            contact: crate::store::ContactSummary {
                last_contacted_ms: Some(last),
                ..Default::default()
            },
            ..VendorRecord::default()
        };
        let a = record(
            VendorStatus::DoNotContact,
            &["legal", "fast"],
            now - 3 * 86_400_000,
        );
        let b = record(VendorStatus::Active, &[], now - 3_600_000);
        assert_eq!(text(&a, SortColumn::VendorStatus, now), "Do not contact");
        assert_eq!(text(&a, SortColumn::Tags, now), "legal, fast");
        assert_eq!(text(&a, SortColumn::LastContacted, now), "3 days ago");
        assert!(matches(&a, "legal") && matches(&a, "do not") && !matches(&b, "legal"));
        let status = SortColumn::VendorStatus;
        assert_eq!(compare(Some(&b), Some(&a), status), Ordering::Less);
        assert_eq!(compare(None, Some(&a), status), Ordering::Greater);
        let last = SortColumn::LastContacted;
        assert_eq!(
            compare(Some(&b), Some(&a), last),
            Ordering::Less,
            "newest first"
        );
        assert_eq!(
            compare(Some(&a), Some(&b), SortColumn::Tags),
            Ordering::Less
        );
    }

    /// The cells, the menu and the filter speak the window's language; the unknown stay
    /// last whatever it is.
    #[test]
    fn vendor_cells_are_in_the_window_s_language() {
        let _german = crate::i18n::scoped(crate::i18n::Language::German);
        let now = 10 * 86_400_000;
        let record = VendorRecord {
            status: Some(VendorStatus::OnHold),
            contact: crate::store::ContactSummary {
                last_contacted_ms: Some(now - 86_400_000),
                ..Default::default()
            },
            ..VendorRecord::default()
        };
        assert_eq!(
            text(&record, SortColumn::VendorStatus, now),
            "Zurückgestellt"
        );
        assert_eq!(
            text(&record, SortColumn::LastContacted, now),
            "vor 24 Stunden"
        );
        assert!(matches(&record, "zurückgestellt"));
        assert_eq!(
            sort_key(None, SortColumn::VendorStatus)
                .cmp(&sort_key(Some(&record), SortColumn::VendorStatus)),
            Ordering::Greater
        );
    }
}
