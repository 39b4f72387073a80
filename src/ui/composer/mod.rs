//! The composer: recipients as chips, the sender (remembered per directory), type, subject
//! and text, checked as they are typed, with placeholders for a personal message. Sending asks
//! first, naming how many people and how many requests, then hands the job to the outbox and
//! shows its progress compactly. The draft is saved as it is typed, and cleared only once the
//! outbox has written the job down. Recipients can be verified (looked up) before sending,
//! saved as a named list, and added from one.
//!
//! `model.rs` holds the draft and its rules, and answers the app (no egui); `view/` draws it
//! and returns what the composer asks of the app ([`ComposerAction`]s, any number a frame):
//! `view/mod.rs` the page and the message's fields, `view/recipients.rs` the recipients and
//! their verification, `view/confirm.rs` the confirmation and the job sent. A try to send is
//! one [`model::SendFlow`], owned by the model beside the draft it sends; its steps (the
//! recipients checked, the user's word, the job handed over) are `send_flow.rs`, which reads
//! and steps the model's state (no egui either). The model uses nothing of `send_flow.rs`.

use uuid::Uuid;

use super::outbox::JobView;
use super::profiles::Profiles;
use super::vendor::VendorRecords;
use crate::outbox::JobStatus;
use crate::store::Ticket;
use crate::store::{DraftRecipient, ListSummary, NewJob};
use crate::worker::TaskId;

mod model;
mod send_flow;
mod view;
pub(in crate::ui) mod words;

pub use model::ComposerPanel;

/// Recipients per request; the directory takes at most 25.
pub const REQUEST_SIZE: usize = crate::api::message::MAX_RECIPIENTS;

/// After the name of someone marked do not contact, wherever it is shown (a space first).
pub fn do_not_contact_mark() -> String {
    format!(" {}", crate::tr!("composer-do-not-contact-mark"))
}

/// What the composer asks of the rest of the app. Work it starts carries the id the composer
/// gave it ([`crate::ui::ids`]), and its answer comes back with that id.
pub enum ComposerAction {
    /// Write this job to the outbox and send it; answered with [`ComposerPanel::on_created`].
    /// With a team database, `team_claim` is the claim its check took, which goes with it.
    Create {
        ticket: Ticket,
        job: Box<NewJob>,
        team_claim: Option<String>,
        /// Sent without the team's checks, the team database being away, on the user's
        /// ticked word: why (recorded with the job).
        team_unchecked: Option<String>,
    },
    OpenOutbox(crate::store::JobId),
    /// Look these recipients up, as a lookup job of the composer's own: by their user
    /// summaries (who they are), or their profiles (the fields placeholders need).
    Verify {
        job: TaskId,
        uuids: Vec<Uuid>,
        by_summaries: bool,
    },
    CancelVerify(TaskId),
    /// Ask the store which of these recipients are marked do not contact or were messaged
    /// in the last `recent_days` days, before the confirmation opens; answered with
    /// [`ComposerPanel::on_checked`], which returns the marks found as
    /// [`ComposerAction::Marked`].
    /// With `team_subject` (the directory's desks share a team database), the team is asked
    /// too, for a message of that subject, and answers [`ComposerPanel::on_team_checked`].
    CheckRecipients {
        ticket: Ticket,
        recipients: Vec<(Uuid, Option<String>)>,
        recent_days: u32,
        team_subject: Option<String>,
    },
    /// Nothing will be sent under this claim of the team database (the user went back, or
    /// the check failed): give it back, so that colleagues are not told the recipients are
    /// being messaged.
    ReleaseTeamClaim(String),
    /// The store checked `checked` before a send and found `do_not_contact` of them marked
    /// so: what the window holds of their marks is to follow (the scope's vendor records,
    /// which the chips and the table read).
    Marked {
        checked: Vec<Uuid>,
        do_not_contact: Vec<Uuid>,
    },
    /// Ask for a name, then save these recipients as a list.
    SaveAsList(Vec<DraftRecipient>),
    /// Load the named list and add its members.
    AddFromList(String),
}

/// What the app tells the composer about the rest of it each frame, read-only: whether a
/// message can be sent or its recipients verified now, what became of the job the composer
/// sent last, the directory's recipient lists, its vendor records (who is marked do not
/// contact) and what this session learned of its freelancers (profiles, names, verdicts),
/// which the scope owns.
pub struct ComposerContext<'a> {
    /// Why nothing can be sent now (no connection, no outbox), if so.
    pub blocked: Option<&'a str>,
    /// Whether the directory can be asked (recipients verified).
    pub connected: bool,
    /// The job this composer sent last, as the outbox holds it.
    pub sent: Option<(&'a JobView, JobStatus)>,
    /// The directory's recipient lists.
    pub lists: &'a [ListSummary],
    /// The directory's `recent_contact_days`: a send warns of anyone messaged in them.
    pub recent_contact_days: u32,
    /// The directory's vendor records and do-not-contact marks, for the chips.
    pub vendors: &'a VendorRecords,
    /// The host of the team database the directory's desks share, if they do: a send is
    /// checked against it too.
    pub team: Option<&'a str>,
    /// The freelancers' profiles, names and verdicts learned this session: for a personal
    /// message's fields, the verification's counts and the unknown chips.
    pub profiles: &'a Profiles,
}
