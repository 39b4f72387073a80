//! A message as the sandbox keeps it: what `GET /__sandbox/messages` lists and what its
//! freelancers answer (`replies.rs`).

use serde::Serialize;
use uuid::Uuid;

/// A message the sandbox accepted with 201, kept for `GET /__sandbox/messages`.
#[derive(Debug, Clone, Serialize)]
pub struct StoredMessage {
    pub id: u64,
    /// Milliseconds since the epoch: the freelancers' replies are due their delay after it.
    pub received_at_ms: u64,
    pub account: Uuid,
    pub status: &'static str,
    /// Who actually received it: the recipients less `failed_recipients`; nobody if rejected.
    pub delivered_to: Vec<Uuid>,
    pub failed_recipients: Vec<Uuid>,
    pub sender_name: String,
    pub sender_email: String,
    pub subject: String,
    pub body: String,
    #[serde(rename = "type")]
    pub message_type: String,
}
