//! What the lookup panel asks the app to do. Apart from the model so that `vendor_columns`'
//! bulk menu, drawn in the panel's bar, can return one without using the panel.

use uuid::Uuid;

use crate::outbox::PlannedRecipient;
use crate::worker::TaskId;

/// What the panel asks the app to do after the frame.
#[derive(Debug, Clone, PartialEq)]
pub enum LookupAction {
    Start(Vec<Uuid>),
    Cancel(TaskId),
    /// Export these rows (header first) as CSV.
    Export(Vec<Vec<String>>),
    /// Put the selected freelancers whose profiles loaded into the composer, with what a
    /// personalised message needs of their profiles; `left_out` counts the selected rows that
    /// did not load (one bad recipient fails a whole request).
    AddToRecipients {
        recipients: Vec<PlannedRecipient>,
        left_out: usize,
    },
    /// Offer a job to the selected freelancers, in the table's order (the "Offer a job…"
    /// dialog opens with them), with their names where their profiles loaded.
    OfferJob(Vec<(Uuid, Option<String>)>),
    /// Change the vendor records of the selected rows.
    EditVendors {
        uuids: Vec<Uuid>,
        edit: crate::store::VendorEdit,
    },
}
