//! The results table's columns: which there are, their titles, and which name codes (whose
//! codes an export carries beside them). Apart from the model so that `vendor_columns`, which
//! draws the vendor side of the same table, can name a column without using the panel.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SortColumn {
    Name,
    AccountType,
    Country,
    Pairs,
    Membership,
    State,
    /// The optional "Local time" column, sorted by UTC offset.
    LocalTime,
    /// The optional vendor columns (`vendor_columns`), from the agency's own records.
    VendorStatus,
    Tags,
    LastContacted,
}

pub(super) const COLUMNS: [(SortColumn, &str); 6] = [
    (SortColumn::Name, "Name"),
    (SortColumn::AccountType, "Account type"),
    (SortColumn::Country, "Country"),
    (SortColumn::Pairs, "Language pairs"),
    (SortColumn::Membership, "Membership"),
    (SortColumn::State, "State"),
];

/// An export's header for the codes beside a column that names codes; `None` for a column
/// of plain text.
pub(super) fn codes_title(column: SortColumn) -> Option<&'static str> {
    match column {
        SortColumn::AccountType => Some("Account type code"),
        SortColumn::Country => Some("Country code"),
        SortColumn::Pairs => Some("Language pair codes"),
        SortColumn::Name
        | SortColumn::Membership
        | SortColumn::State
        | SortColumn::LocalTime
        | SortColumn::VendorStatus
        | SortColumn::Tags
        | SortColumn::LastContacted => None,
    }
}
