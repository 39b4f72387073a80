//! The lookup panel: paste UUIDs from any text, look them all up with progress and cancel,
//! and work through the results in a sortable, filterable table.
//!
//! Split the way the app shell is: [`model`](self::model) holds the table's state and rules
//! (no egui), each row's cells are worked out in `row`, and [`view`](self::view) draws them
//! and returns a typed [`LookupAction`] (`action`). The table's columns are named in `column`,
//! which `vendor_columns` shares.

pub(super) mod action;
pub(super) mod column;
mod model;
mod row;
mod view;

pub use action::LookupAction;
pub use column::SortColumn;
pub use model::{LookupPanel, LookupView};
pub use row::{Row, RowState};
pub use view::{FOCUS_SHORTCUT, paste_id};
