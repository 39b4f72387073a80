//! The results table's columns: which there are, their titles (message ids), and which name codes (whose
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
    /// How the freelancer answers offers (`offers::responsiveness`), from the recorded
    /// answers; drawn with the vendor columns.
    Responsiveness,
}

/// The columns every row keeps texts for, each with the message id of its title.
pub(super) const COLUMNS: [(SortColumn, &str); 6] = [
    (SortColumn::Name, "lookup-column-name"),
    (SortColumn::AccountType, "lookup-column-account-type"),
    (SortColumn::Country, "lookup-column-country"),
    (SortColumn::Pairs, "lookup-column-pairs"),
    (SortColumn::Membership, "lookup-column-membership"),
    (SortColumn::State, "lookup-column-state"),
];

/// The message id of an export's header for the codes beside a column that names codes;
/// `None` for a column of plain text.
pub(super) fn codes_title(column: SortColumn) -> Option<&'static str> {
    match column {
        SortColumn::AccountType => Some("lookup-codes-account-type"),
        SortColumn::Country => Some("lookup-codes-country"),
        SortColumn::Pairs => Some("lookup-codes-pairs"),
        SortColumn::Name
        | SortColumn::Membership
        | SortColumn::State
        | SortColumn::LocalTime
        | SortColumn::VendorStatus
        | SortColumn::Tags
        | SortColumn::LastContacted
        | SortColumn::Responsiveness => None,
    }
}
