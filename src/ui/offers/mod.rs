//! The Offers panel: the directory's offers as a board. The open offers are a table, a row
//! an offer (its wave, what it waits for, the answers so far); opened, an offer shows who is
//! next, its controls (hold, the next wave now, cancel), its candidates as a table with an
//! answer button each (a candidate opened shows in the inspector beside the board) and a box
//! to paste a reply in, which names the candidate and the answer to confirm. Both tables
//! select as every table of the window (`ui/selection.rs`), for buttons that act on all
//! those selected. Offers that are over stay below with
//! their timelines. The outbox sends the waves (`worker/offers.rs`); the board records what
//! the coordinator says, through the store.
//!
//! Split like the outbox: the model (`model`, with the candidate inspected in `inspected`)
//! without egui, the board (`view`; its open offers `list_view`, their candidates
//! `candidates_view`, the words both use `words`) drawn from it, and what it returns
//! ([`OffersAction`]); the "Offer a job…" dialog that writes a new offer
//! from the table's selected rows is `form` (its state and the offer it builds), `fields`
//! (each field's rule) and `form_view` (its window), with the review before the first wave
//! `review` (its rules) and `review_view` (its window); the
//! board's "New offer ▾", which opens it for a saved list or the vendor records, is
//! `new_offer`; when the outbox is asked to look at the offers (at the earliest due time of
//! the board's offers, never on a clock) is `looks`.

mod candidates_view;
mod facts;
mod fields;
mod form;
mod form_view;
mod inspected;
mod list_view;
mod looks;
mod model;
mod new_offer;
mod review;
mod review_view;
mod view;
mod words;

pub use form::FormCandidate;
pub use looks::Readings;
pub use view::OffersPanel;

/// The message of every answer and every reach a candidate's row can show.
#[cfg(test)]
pub(in crate::ui) fn enum_messages() -> Vec<&'static str> {
    use crate::store::{Answer, Reach};
    let answers = [
        Answer::Accepted,
        Answer::Declined,
        Answer::Question,
        Answer::None,
    ]
    .map(words::answer_message);
    let reaches = [
        Reach::NotOffered,
        Reach::Going,
        Reach::Reached,
        Reach::Maybe,
        Reach::NotReached,
    ]
    .map(words::reach_message);
    answers.into_iter().chain(reaches).collect()
}

use crate::store::{NewOffer, OfferEdit, OfferId, Ticket, VendorFilter};

/// What a dialog waits for the store's vendor records for: who is marked do not contact is
/// left out, and each candidate's status ranks, only once the records are read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AwaitingRecords {
    /// These candidates (UUID and name), in this order (the table's, the list's, the
    /// directory's relevance), in `pair` (its code, `eng_deu`) when the search named one.
    Given {
        candidates: Vec<(uuid::Uuid, Option<String>)>,
        pair: Option<String>,
    },
    /// Whoever the records found ("New offer ▾ → From vendor records").
    Matching,
}

/// What the coordinator asked of the board.
#[derive(Debug, Clone)]
pub enum OffersAction {
    /// Change offer `id` (an answer, fill, cancel, hold, the next wave now) in the store.
    Edit { id: OfferId, edit: OfferEdit },
    /// Show candidate `uuid` of `offer` in the inspector: their profile as the window read
    /// it already this session, or read once (`inspected.rs`).
    Inspect { offer: OfferId, uuid: uuid::Uuid },
    /// The inspector's Refresh for the candidate it shows: their profile read again.
    ReadProfile(uuid::Uuid),
    /// Ask the store which of the dialog's candidates are marked do not contact or were
    /// messaged in the last `recent_days` days (`StoreRequest::RecipientMarks`), before its
    /// review opens; the answer goes to `OffersPanel::on_candidates_checked`.
    /// With `team_subject` (the directory's desks share a team database), the team is
    /// asked too, as the composer asks it; its answer goes to `OffersPanel::on_team_checked`.
    CheckCandidates {
        ticket: Ticket,
        recipients: Vec<(uuid::Uuid, Option<String>)>,
        recent_days: u32,
        team_subject: Option<String>,
    },
    /// Write this new offer (from the review's confirmation); the store answers `ticket`.
    Create {
        ticket: Ticket,
        offer: Box<NewOffer>,
    },
    /// Open the "Offer a job…" form for the members of this saved list.
    FromList(String),
    /// Open the "Offer a job…" form for those whose vendor records this finds.
    FromVendors(VendorFilter),
    /// The dialog closed while the worker still asked for its candidates' availability or
    /// zones: cancel those jobs.
    StopAsking(Vec<crate::worker::TaskId>),
}

/// What the app lends the "Offer a job…" dialog each frame.
pub struct FormContext<'a> {
    /// The directory the offer is for, and the account it is made as (once known).
    pub directory: &'a str,
    pub account: Option<String>,
    /// The directory's names, for the pair's pickers.
    pub catalogue: &'a crate::catalogue::Catalogue,
    /// The directory's `recent_contact_days`: the review names anyone messaged in them.
    pub recent_days: u32,
    /// Whether the directory's desks share a team database: the review asks it too.
    pub team: bool,
}
