//! What the composer says of counts, placeholders and message types, in the words its views
//! use (no egui).

use super::REQUEST_SIZE;
use crate::api::MessageType;
use crate::outbox::personalise::Placeholder;
use crate::store::DraftRecipient;
use crate::words;

pub(super) fn readable(placeholder: Placeholder) -> &'static str {
    match placeholder {
        Placeholder::SiteName => "site name",
        Placeholder::FirstName => "first name",
        Placeholder::LastName => "last name",
    }
}

/// "1 recipient has", "3 recipients have".
pub(super) fn recipients_have(n: usize) -> String {
    format!(
        "{} {}",
        words::count(n, "recipient"),
        words::agree(n, "has", "have")
    )
}

pub(super) fn requests_text(recipients: usize, requests: usize, personal: bool) -> String {
    if personal {
        format!(
            "{} in {} (one each: the message is personal).",
            words::count(recipients, "recipient"),
            words::count(requests, "request")
        )
    } else {
        format!(
            "{} in {} (at most {REQUEST_SIZE} recipients each).",
            words::count(recipients, "recipient"),
            words::count(requests, "request")
        )
    }
}

/// "Ana, Wei, Omar and 12 more".
pub(super) fn recipients_text(recipients: &[DraftRecipient], named: usize) -> String {
    let names: Vec<String> = recipients
        .iter()
        .take(named)
        .map(DraftRecipient::label)
        .collect();
    match recipients.len().saturating_sub(named) {
        0 => names.join(", "),
        more => format!("{} and {more} more", names.join(", ")),
    }
}

pub(super) fn type_name(kind: MessageType) -> &'static str {
    match kind {
        MessageType::Other => "Other",
        MessageType::Rfq => "Request for quote",
        MessageType::Job => "Job offer",
    }
}
