//! The lookup panel: paste UUIDs from any text, look them all up with progress and cancel,
//! and work through the results in a sortable, filterable table.
//!
//! Split the way the app shell is: [`model`](self::model) holds the table's state and rules
//! (no egui), each row's cells are worked out in `row`, and [`view`](self::view) draws them
//! and returns a typed [`LookupAction`] (`action`). The table's columns are named in `column`,
//! which `vendor_columns` shares. The table ([`LookupPanel`]) is per directory and lives in
//! the environment's scope; the paste box above it ([`PasteBox`], `paste`) is not, and stays
//! with the app's panels. What else the table shows it reads through a [`LookupContext`].

use std::sync::Arc;

pub(super) mod action;
pub(super) mod column;
mod model;
mod paste;
mod row;
mod view;

pub use action::LookupAction;
pub use column::SortColumn;
pub use model::{LookupPanel, LookupView};
pub use paste::PasteBox;
pub use row::{Row, RowState};
pub use view::{FOCUS_SHORTCUT, paste_id};

use super::availability::Availabilities;
use super::vendor::VendorRecords;
use crate::catalogue::Catalogue;

/// What the app lends the results table each frame, read-only: facts about the directory
/// that belong to the scope, not to the table.
pub struct LookupContext<'a> {
    /// Names for the directory's codes.
    pub catalogue: &'a Arc<Catalogue>,
    /// The vendor records and do-not-contact marks, for the vendor columns, the filter, the
    /// sort and the ⛔ marks.
    pub vendors: &'a VendorRecords,
    /// Freelancers' availability, for the *Available today* column.
    pub availability: &'a Availabilities,
}
