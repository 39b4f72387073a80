//! `POST /messages`: the message a user composes, its validation before anything is sent, and
//! the receipt the directory answers with.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// The directory refuses a message to more than this many recipients.
pub const MAX_RECIPIENTS: usize = 25;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MessageType {
    #[default]
    Other,
    Rfq,
    Job,
}

impl MessageType {
    /// The wire name, as `type` carries it (and as the database keeps it).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Other => "other",
            Self::Rfq => "rfq",
            Self::Job => "job",
        }
    }
}

impl std::str::FromStr for MessageType {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_lowercase().as_str() {
            "other" => Ok(Self::Other),
            "rfq" => Ok(Self::Rfq),
            "job" => Ok(Self::Job),
            other => Err(format!("'{other}' is not a message type (other, rfq, job)")),
        }
    }
}

/// A message as composed, before validation. Recipients are text, as typed or imported.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Draft {
    pub recipients: Vec<String>,
    pub sender_name: String,
    pub sender_email: String,
    pub subject: String,
    pub body: String,
    pub message_type: MessageType,
}

/// A message that passed validation: exactly what goes on the wire.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Message {
    pub recipient_uuids: Vec<Uuid>,
    pub sender_name: String,
    pub sender_email: String,
    pub subject: String,
    pub body: String,
    #[serde(rename = "type")]
    pub message_type: MessageType,
}

/// One reason a draft cannot be sent, tied to the field so a form can show it in place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub field: Field,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    Recipients,
    SenderName,
    SenderEmail,
    Subject,
    Body,
}

impl Draft {
    /// Checks everything the directory would refuse, so that a bad message never costs a
    /// request. Duplicate recipients are dropped silently; all problems are returned at once.
    pub fn validate(&self) -> Result<Message, Vec<Problem>> {
        let (recipients, mut problems) = self.problems();
        if recipients.len() > MAX_RECIPIENTS {
            // Beside the other recipient problems, ahead of the other fields'.
            let at = problems
                .iter()
                .take_while(|p| p.field == Field::Recipients)
                .count();
            problems.insert(
                at,
                Problem {
                    field: Field::Recipients,
                    text: format!(
                        "{} recipients: the directory takes at most {MAX_RECIPIENTS} per message",
                        recipients.len()
                    ),
                },
            );
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(self.message_to(recipients))
    }

    /// Like [`validate`](Self::validate) for any number of recipients: the message once per
    /// request of at most `request_size` (never more than the directory's 25), recipients in the
    /// order given.
    pub fn validate_in_requests(&self, request_size: usize) -> Result<Vec<Message>, Vec<Problem>> {
        let (recipients, problems) = self.problems();
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(recipients
            .chunks(request_size.clamp(1, MAX_RECIPIENTS))
            .map(|chunk| self.message_to(chunk.to_vec()))
            .collect())
    }

    fn message_to(&self, recipients: Vec<Uuid>) -> Message {
        Message {
            recipient_uuids: recipients,
            sender_name: self.sender_name.trim().to_owned(),
            sender_email: self.sender_email.trim().to_owned(),
            subject: self.subject.trim().to_owned(),
            body: self.body.clone(),
            message_type: self.message_type,
        }
    }

    /// What a form needs on every keystroke, without building the messages: how many distinct
    /// recipients there are, and every problem that [`validate_in_requests`] would report.
    ///
    /// [`validate_in_requests`]: Self::validate_in_requests
    pub fn review(&self) -> (usize, Vec<Problem>) {
        let (recipients, problems) = self.problems();
        (recipients.len(), problems)
    }

    /// The recipients, deduplicated in order, and every problem except the per-message cap.
    fn problems(&self) -> (Vec<Uuid>, Vec<Problem>) {
        let mut problems = Vec::new();
        let mut problem = |field, text: String| problems.push(Problem { field, text });

        let mut seen = std::collections::HashSet::new();
        let mut recipients: Vec<Uuid> = Vec::new();
        for text in &self.recipients {
            match Uuid::try_parse(text.trim()) {
                Ok(uuid) => {
                    if seen.insert(uuid) {
                        recipients.push(uuid);
                    }
                }
                Err(_) => problem(
                    Field::Recipients,
                    format!("'{}' is not a valid UUID", text.trim()),
                ),
            }
        }
        if self.recipients.is_empty() {
            problem(Field::Recipients, "add at least one recipient".into());
        }
        if self.sender_name.trim().is_empty() {
            problem(Field::SenderName, "the sender name is empty".into());
        }
        if !is_plausible_email(self.sender_email.trim()) {
            problem(
                Field::SenderEmail,
                format!(
                    "'{}' is not a well-formed e-mail address",
                    self.sender_email.trim()
                ),
            );
        }
        if self.subject.trim().is_empty() {
            problem(Field::Subject, "the subject is empty".into());
        }
        if self.body.trim().is_empty() {
            problem(Field::Body, "the message text is empty".into());
        }
        (recipients, problems)
    }
}

/// A deliberately modest check: one `@`, a non-empty local part, a dotted domain of sane
/// characters, no spaces. The directory has the final word; this catches typos early.
pub fn is_plausible_email(address: &str) -> bool {
    if address.len() > 254 || address.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    let Some((local, domain)) = address.split_once('@') else {
        return false;
    };
    let labels: Vec<&str> = domain.split('.').collect();
    !local.is_empty()
        && local.len() <= 64
        && !domain.contains('@')
        && labels.len() >= 2
        && labels.iter().all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_alphanumeric() || c == '-')
        })
}

/// What the directory did with a message, from `meta.status`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ReceiptStatus {
    Sent,
    /// Held for review by the directory's staff.
    Pending,
    Rejected,
    /// A 2xx answer that named no status: accepted, with nothing more said.
    Accepted,
    /// A status this client does not know, kept verbatim.
    Other(String),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Receipt {
    pub http_status: u16,
    pub status: ReceiptStatus,
    pub status_message: Option<String>,
    /// Recipients the message did not reach although the message as a whole went.
    pub failed_recipients: Vec<String>,
    /// The receipt's whole `meta` object as the directory sent it (the live service's
    /// `message_vetting_id` among it); empty when there was none. Untrusted: whoever keeps it
    /// bounds it.
    pub meta: serde_json::Map<String, Value>,
}

impl Receipt {
    /// Reads a `201`'s receipt. The status may be named `status` or `status_code` (the
    /// directory's documentation uses both), in any case; `rejected` is the directory's
    /// answer about the message (a rejection), not a failure of the request.
    pub(crate) fn from_answer(http_status: u16, body: &Value) -> Self {
        let meta = body.get("meta").filter(|m| m.is_object());
        let text = |key: &str| meta.and_then(|m| m.get(key)).and_then(Value::as_str);
        let named = text("status")
            .or_else(|| text("status_code"))
            .map(str::trim)
            .filter(|status| !status.is_empty());
        let status = match named.map(str::to_ascii_lowercase).as_deref() {
            Some("sent") => ReceiptStatus::Sent,
            Some("pending") => ReceiptStatus::Pending,
            Some("rejected") => ReceiptStatus::Rejected,
            Some(_) => ReceiptStatus::Other(named.unwrap_or_default().to_owned()),
            None => ReceiptStatus::Accepted,
        };
        let failed_recipients = meta
            .and_then(|m| m.get("failed_recipients"))
            .and_then(Value::as_array)
            .map(|items| {
                items
                    .iter()
                    .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
                    .collect()
            })
            .unwrap_or_default();
        Self {
            meta: meta.and_then(Value::as_object).cloned().unwrap_or_default(),
            http_status,
            status,
            status_message: text("status_message").map(str::to_owned),
            failed_recipients,
        }
    }

    pub fn status_label(&self) -> &str {
        match &self.status {
            ReceiptStatus::Sent => "sent",
            ReceiptStatus::Pending => "pending",
            ReceiptStatus::Rejected => "rejected",
            ReceiptStatus::Accepted => "accepted",
            ReceiptStatus::Other(other) => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn draft() -> Draft {
        Draft {
            recipients: vec!["5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4b".into()],
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            subject: "Job".into(),
            body: "Hello".into(),
            message_type: MessageType::Rfq,
        }
    }

    #[test]
    fn a_good_draft_becomes_the_wire_message() {
        let message = draft().validate().unwrap();
        let wire = serde_json::to_value(&message).unwrap();
        assert_eq!(wire["type"], "rfq");
        assert_eq!(
            wire["recipient_uuids"][0],
            "5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4b"
        );
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let bad = Draft {
            recipients: vec!["nope".into()],
            sender_email: "ana@".into(),
            ..Default::default()
        };
        let fields: Vec<Field> = bad
            .validate()
            .unwrap_err()
            .iter()
            .map(|p| p.field)
            .collect();
        assert_eq!(
            fields,
            vec![
                Field::Recipients,
                Field::SenderName,
                Field::SenderEmail,
                Field::Subject,
                Field::Body
            ]
        );
    }

    #[test]
    fn many_recipients_split_into_chunks_of_at_most_25_in_order_without_repeats() {
        let mut many = draft();
        many.recipients = (1..=61u128)
            .chain([5, 17])
            .map(|n| Uuid::from_u128(n).to_string())
            .collect();
        let fields: Vec<Field> = many
            .validate()
            .unwrap_err()
            .iter()
            .map(|p| p.field)
            .collect();
        assert_eq!(fields, vec![Field::Recipients]);
        assert_eq!(
            many.review(),
            (61, Vec::new()),
            "what a form shows per keystroke"
        );
        let chunks = many.validate_in_requests(25).unwrap();
        let sizes: Vec<usize> = chunks.iter().map(|m| m.recipient_uuids.len()).collect();
        assert_eq!(sizes, vec![25, 25, 11]);
        let all: Vec<Uuid> = chunks
            .iter()
            .flat_map(|m| m.recipient_uuids.clone())
            .collect();
        assert_eq!(all, (1..=61u128).map(Uuid::from_u128).collect::<Vec<_>>());
        assert_eq!(
            many.validate_in_requests(100).unwrap().len(),
            3,
            "capped at 25"
        );
        assert_eq!(many.validate_in_requests(10).unwrap().len(), 7);
        assert_eq!(
            many.validate_in_requests(0).unwrap().len(),
            61,
            "at least one each"
        );
    }

    #[test]
    fn emails() {
        for good in ["a@b.co", "first.last+tag@sub.example.org", "zoë@exämple.de"] {
            assert!(is_plausible_email(good), "{good}");
        }
        for bad in [
            "", "a", "a@b", "@b.co", "a@@b.co", "a b@c.de", "a@-b.co", "a@b..co",
        ] {
            assert!(!is_plausible_email(bad), "{bad}");
        }
    }

    #[test]
    fn receipts_read_meta_and_tolerate_its_absence() {
        let receipt = Receipt::from_answer(
            201,
            &json!({"success": 1, "meta": {"status": "pending", "status_message": "Held", "failed_recipients": ["x"]}}),
        );
        assert_eq!(receipt.status, ReceiptStatus::Pending);
        assert_eq!(receipt.failed_recipients, vec!["x".to_owned()]);
        assert_eq!(receipt.meta.len(), 3, "the whole meta is kept");
        let vetted = Receipt::from_answer(
            201,
            &json!({"success": 1, "meta": {"status": "sent", "message_vetting_id": 981}}),
        );
        assert_eq!(vetted.meta["message_vetting_id"], 981);
        let coded = Receipt::from_answer(
            201,
            &json!({"success": 1, "meta": {"status_code": "Rejected", "status_message": "Spam."}}),
        );
        assert_eq!(
            coded.status,
            ReceiptStatus::Rejected,
            "status_code, any case"
        );
        assert_eq!(coded.status_message.as_deref(), Some("Spam."));
        let odd = Receipt::from_answer(201, &json!({"meta": {"status_code": "Queued"}}));
        assert_eq!(odd.status, ReceiptStatus::Other("Queued".into()));
        let bare = Receipt::from_answer(201, &json!({"success": 1, "meta": null}));
        assert_eq!(bare.status, ReceiptStatus::Accepted);
        assert!(bare.meta.is_empty());
    }
}
