//! The results table's vendor side: the optional *Status*, *Tags*, *Last contacted* and
//! *Responsiveness* columns (what the agency keeps about each row's freelancer, read by the
//! store service, and what its recorded answers to offers teach), and the bulk actions on the
//! selected rows (set status, add tag, remove tag). The table itself is `lookup`; this file
//! owns what a vendor cell says, how it sorts, and the menu. The records are the scope's
//! `VendorRecords`, read in place: the table holds no copy.

#[cfg(test)]
use std::cmp::Ordering;
use std::collections::{BTreeSet, HashSet};

use uuid::Uuid;

use super::lookup::action::LookupAction;
use super::lookup::column::SortColumn;
use super::vendor::VendorRecords;
use crate::offers::responsiveness::Responsiveness;
use crate::store::{VendorChange, VendorEdit, VendorRecord, VendorStatus};

/// The vendor columns, in the order shown, with their titles' message ids.
pub const COLUMNS: [(SortColumn, &str); 4] = [
    (SortColumn::VendorStatus, "lookup-column-status"),
    (SortColumn::Tags, "lookup-column-tags"),
    (SortColumn::LastContacted, "lookup-column-last-contacted"),
    (SortColumn::Responsiveness, "lookup-column-responsiveness"),
];

/// Whether `column` is one of this file's.
pub fn owns(column: SortColumn) -> bool {
    COLUMNS.iter().any(|(c, _)| *c == column)
}

/// The cell of `column` for `uuid` ("" when nothing is known, or for a column not of this
/// file's).
pub fn text(vendors: &VendorRecords, uuid: Uuid, column: SortColumn, now_ms: i64) -> String {
    if column == SortColumn::Responsiveness {
        return vendors
            .responsiveness(uuid)
            .map(responsiveness_cell)
            .unwrap_or_default();
    }
    vendors
        .get(uuid)
        .map(|record| record_text(record, column, now_ms))
        .unwrap_or_default()
}

/// "4 of 5 answered, median 2 h": the column's short form of the inspector's words.
fn responsiveness_cell(record: &Responsiveness) -> String {
    let (offered, answered) = (record.offered, record.answered);
    match record.median_answer_ms {
        Some(ms) => crate::tr!(
            "lookup-responsiveness-median",
            offered = offered,
            answered = answered,
            median = rough_duration(ms)
        ),
        None => crate::tr!(
            "lookup-responsiveness",
            offered = offered,
            answered = answered
        ),
    }
}

/// A responsiveness cell's hover: the inspector's whole sentence and the last answer.
pub fn responsiveness_hover(vendors: &VendorRecords, uuid: Uuid, now_ms: i64) -> Option<String> {
    let record = vendors.responsiveness(uuid)?;
    let words = responsiveness_words(record);
    Some(match last_answer_words(record, now_ms) {
        Some(last) => crate::tr!("lookup-responsiveness-last", record = words, last = last),
        None => words,
    })
}

fn record_text(record: &VendorRecord, column: SortColumn, now_ms: i64) -> String {
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
/// the last contact newest first; whoever answers offers best first. (The table sorts by
/// [`sort_key`], made once per row; this states the order pair by pair for the tests.)
#[cfg(test)]
pub fn compare(vendors: &VendorRecords, a: Uuid, b: Uuid, column: SortColumn) -> Ordering {
    sort_key(vendors, a, column).cmp(&sort_key(vendors, b, column))
}

/// What [`compare`] compares, made once per row when sorting many (a status's words are
/// the language's, made by Fluent).
pub fn sort_key(vendors: &VendorRecords, uuid: Uuid, column: SortColumn) -> (bool, String, i64) {
    if column == SortColumn::Responsiveness {
        let score = vendors.responsiveness(uuid).map(Responsiveness::score);
        // The score is 0 to 1: a millionth apart is no difference anyone would sort by.
        let key = score.map_or(0, |score| -(score * 1e6).round() as i64);
        return (score.is_none(), String::new(), key);
    }
    let Some(record) = vendors.get(uuid) else {
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

/// "Answered 4 of 5 offers, accepted 2; median answer 2 h": how a freelancer answers offers,
/// for the inspector and the table's hover.
pub fn responsiveness_words(record: &Responsiveness) -> String {
    let counts = crate::tr!(
        "offers-responsiveness",
        offered = record.offered,
        answered = record.answered,
        accepted = record.accepted
    );
    match record.median_answer_ms {
        Some(ms) => crate::tr!(
            "offers-responsiveness-median",
            counts = counts,
            median = rough_duration(ms)
        ),
        None => counts,
    }
}

/// "Last answer 1 hour ago, recorded by Bea.": when they last answered an offer and, when it
/// was said (a colleague's, in a team), who recorded it.
pub fn last_answer_words(record: &Responsiveness, now_ms: i64) -> Option<String> {
    let ago = super::vendor::ago(record.last_answer?, now_ms);
    Some(match &record.last_recorded_by {
        Some(by) => crate::tr!("offers-last-answer-by", ago = ago, by = by.as_str()),
        None => crate::tr!("offers-last-answer", ago = ago),
    })
}

/// A time to answer to the unit that matters, in the window's units ("40 min", "3 h", "2 days"):
/// nobody chooses a freelancer by the minutes in a two-day median.
pub fn rough_duration(ms: i64) -> String {
    const MINUTE: u64 = 60;
    let minutes = u64::try_from(ms.max(0))
        .unwrap_or(0)
        .div_ceil(60_000)
        .max(1);
    let seconds = match minutes {
        ..120 => minutes * MINUTE,
        120..2880 => (minutes + 30) / 60 * 3600,
        _ => (minutes + 720) / 1440 * 86_400,
    };
    crate::ui::values::duration(std::time::Duration::from_secs(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{Answer, AnswerFact};

    const HOUR: i64 = 3_600_000;

    fn held(records: Vec<VendorRecord>) -> VendorRecords {
        let mut vendors = VendorRecords::default();
        vendors.learn(records);
        vendors
    }

    #[test]
    fn vendor_cells_read_filter_and_sort_with_the_unknown_last() {
        let now = 10 * 86_400_000;
        let record = |n, status, tags: &[&str], last| VendorRecord {
            uuid: Uuid::from_u128(n),
            status: Some(status),
            tags: tags.iter().map(|t| t.to_string()).collect(),
            contact: crate::store::ContactSummary {
                last_contacted_ms: Some(last),
                ..Default::default()
            },
            ..VendorRecord::default()
        };
        let (a, b, none) = (Uuid::from_u128(1), Uuid::from_u128(2), Uuid::from_u128(3));
        let vendors = held(vec![
            record(
                1,
                VendorStatus::DoNotContact,
                &["legal", "fast"],
                now - 3 * 86_400_000,
            ),
            record(2, VendorStatus::Active, &[], now - 3_600_000),
        ]);
        assert_eq!(
            text(&vendors, a, SortColumn::VendorStatus, now),
            "Do not contact"
        );
        assert_eq!(text(&vendors, a, SortColumn::Tags, now), "legal, fast");
        assert_eq!(
            text(&vendors, a, SortColumn::LastContacted, now),
            "3 days ago"
        );
        assert_eq!(text(&vendors, none, SortColumn::Tags, now), "");
        let (ra, rb) = (vendors.get(a).unwrap(), vendors.get(b).unwrap());
        assert!(matches(ra, "legal") && matches(ra, "do not") && !matches(rb, "legal"));
        let status = SortColumn::VendorStatus;
        assert_eq!(compare(&vendors, b, a, status), Ordering::Less);
        assert_eq!(compare(&vendors, none, a, status), Ordering::Greater);
        let last = SortColumn::LastContacted;
        assert_eq!(
            compare(&vendors, b, a, last),
            Ordering::Less,
            "newest first"
        );
        assert_eq!(compare(&vendors, a, b, SortColumn::Tags), Ordering::Less);
    }

    /// The *Responsiveness* column says how each freelancer answers offers, sorts whoever
    /// answers best first and the never-offered last, and tells the rest on hover.
    #[test]
    fn the_responsiveness_column_reads_the_learned_answers() {
        let fact = |n: u128, sent: i64, answer: Option<(Answer, i64)>| AnswerFact {
            uuid: Uuid::from_u128(n),
            pair: Some("English → German".to_owned()),
            sent_at: sent,
            answer: answer.map(|(a, _)| a),
            answered_at: answer.map(|(_, at)| sent + at),
            // As the desk records its sandbox's replies: never said in the window.
            recorded_by: Some("the sandbox".to_owned()),
        };
        let mut vendors = VendorRecords::default();
        let before = vendors.revision();
        vendors.learn_answers(vec![
            fact(1, 0, Some((Answer::Accepted, HOUR))),
            fact(1, 10 * HOUR, Some((Answer::Declined, 3 * HOUR))),
            fact(2, 0, None),
            fact(2, HOUR, Some((Answer::Declined, 50 * HOUR))),
        ]);
        assert_ne!(vendors.revision(), before, "the table sorts again");
        let (quick, slow, never) = (Uuid::from_u128(1), Uuid::from_u128(2), Uuid::from_u128(3));
        let column = SortColumn::Responsiveness;
        assert_eq!(
            text(&vendors, quick, column, 0),
            "2 of 2 answered, median 2 h"
        );
        assert_eq!(
            text(&vendors, slow, column, 0),
            "1 of 2 answered, median 2 days"
        );
        assert_eq!(text(&vendors, never, column, 0), "");
        assert_eq!(compare(&vendors, quick, slow, column), Ordering::Less);
        assert_eq!(compare(&vendors, never, slow, column), Ordering::Greater);
        assert_eq!(
            responsiveness_hover(&vendors, quick, 14 * HOUR).as_deref(),
            Some("Answered 2 of 2 offers, accepted 1; median answer 2 h. Last answer 1 hour ago.")
        );
        assert_eq!(responsiveness_hover(&vendors, never, 0), None);
        // A colleague's answer, read from the team, says who recorded it; an offer both
        // hold counts once.
        vendors.learn_team_answers(vec![
            fact(1, 10 * HOUR, Some((Answer::Declined, 3 * HOUR))),
            AnswerFact {
                recorded_by: Some("Bea".into()),
                ..fact(2, 60 * HOUR, Some((Answer::Accepted, HOUR)))
            },
        ]);
        assert_eq!(
            text(&vendors, slow, column, 0),
            "2 of 3 answered, median 1 day 2 h",
            "the team's offer counted; the one both hold once"
        );
        assert_eq!(
            text(&vendors, quick, column, 0),
            "2 of 2 answered, median 2 h"
        );
        assert_eq!(
            responsiveness_hover(&vendors, slow, 62 * HOUR).as_deref(),
            Some(
                "Answered 2 of 3 offers, accepted 1; median answer 1 day 2 h. Last answer 1 hour ago, \
                 recorded by Bea."
            )
        );
    }

    /// The cells, the menu and the filter speak the window's language; the unknown stay
    /// last whatever it is.
    #[test]
    fn vendor_cells_are_in_the_window_s_language() {
        let _german = crate::i18n::scoped(crate::i18n::Language::German);
        let now = 10 * 86_400_000;
        let uuid = Uuid::from_u128(1);
        let vendors = held(vec![VendorRecord {
            uuid,
            status: Some(VendorStatus::OnHold),
            contact: crate::store::ContactSummary {
                last_contacted_ms: Some(now - 86_400_000),
                ..Default::default()
            },
            ..VendorRecord::default()
        }]);
        assert_eq!(
            text(&vendors, uuid, SortColumn::VendorStatus, now),
            "Zurückgestellt"
        );
        assert_eq!(
            text(&vendors, uuid, SortColumn::LastContacted, now),
            "vor 24 Stunden"
        );
        assert!(matches(vendors.get(uuid).unwrap(), "zurückgestellt"));
        let status = SortColumn::VendorStatus;
        assert_eq!(
            compare(&vendors, Uuid::from_u128(9), uuid, status),
            Ordering::Greater
        );
    }
}
