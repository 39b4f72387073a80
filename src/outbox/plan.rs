//! Turning a composed message and its recipients into a job: checked like a single message,
//! split into requests of at most 25 recipients (or one request per recipient when the
//! message is personalised), each request's text fixed before anything is sent so that the
//! journal holds exactly what goes out.

use std::collections::HashSet;

use uuid::Uuid;

use super::personalise::{self, Fallbacks, Placeholder, RecipientFields};
use crate::api::{Draft, Field, MAX_RECIPIENTS, Message, MessageType, Problem};
use crate::store::{DraftRecipient, NewJob, NewRequest};

/// The most recipients one job takes.
pub const MAX_JOB_RECIPIENTS: usize = 10_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlannedRecipient {
    pub uuid: Uuid,
    pub name: Option<String>,
    /// From the recipient's profile; needed only when the message is personalised.
    pub fields: Option<RecipientFields>,
}

impl From<DraftRecipient> for PlannedRecipient {
    fn from(recipient: DraftRecipient) -> Self {
        Self {
            uuid: recipient.uuid,
            name: recipient.name,
            fields: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobDraft {
    pub directory: String,
    pub sender_name: String,
    pub sender_email: String,
    pub subject: String,
    pub body: String,
    pub message_type: MessageType,
    pub recipients: Vec<PlannedRecipient>,
    /// Recipients per request, at most the directory's 25.
    pub request_size: usize,
    pub fallbacks: Fallbacks,
}

impl JobDraft {
    /// The placeholders the subject and body use; any at all makes the message personal.
    pub fn placeholders(&self) -> Vec<Placeholder> {
        let mut used = personalise::used_in(&self.subject);
        for placeholder in personalise::used_in(&self.body) {
            if !used.contains(&placeholder) {
                used.push(placeholder);
            }
        }
        used.sort();
        used
    }

    /// The subject and body `recipient` would receive.
    pub fn preview(
        &self,
        recipient: &PlannedRecipient,
    ) -> Result<(String, String), Vec<Placeholder>> {
        let fields = recipient.fields.clone().unwrap_or_default();
        let subject = personalise::fill(self.subject.trim(), &fields, &self.fallbacks);
        let body = personalise::fill(&self.body, &fields, &self.fallbacks);
        match (subject, body) {
            (Ok(subject), Ok(body)) => Ok((subject, body)),
            (subject, body) => {
                let mut missing: Vec<Placeholder> = subject
                    .err()
                    .into_iter()
                    .chain(body.err())
                    .flatten()
                    .collect();
                missing.sort();
                missing.dedup();
                Err(missing)
            }
        }
    }

    /// Checks everything and builds the job, or says every problem at once.
    pub fn plan(&self) -> Result<NewJob, Vec<Problem>> {
        let draft = Draft {
            recipients: self.recipients.iter().map(|r| r.uuid.to_string()).collect(),
            sender_name: self.sender_name.clone(),
            sender_email: self.sender_email.clone(),
            subject: self.subject.clone(),
            body: self.body.clone(),
            message_type: self.message_type,
        };
        let (_, mut problems) = draft.review();
        problems.extend(personalise::placeholder_problems(&self.subject, &self.body));
        let mut seen = HashSet::new();
        let recipients: Vec<&PlannedRecipient> = self
            .recipients
            .iter()
            .filter(|r| seen.insert(r.uuid))
            .collect();
        if recipients.len() > MAX_JOB_RECIPIENTS {
            problems.insert(
                0,
                Problem {
                    field: Field::Recipients,
                    text: format!(
                        "{} recipients: one send takes at most {MAX_JOB_RECIPIENTS}",
                        recipients.len()
                    ),
                },
            );
        }
        let personalised = !self.placeholders().is_empty();
        let chunks = if personalised {
            self.personal_requests(&recipients, &mut problems)
        } else {
            self.plain_requests(&recipients)
        };
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(NewJob {
            account: None,
            directory: self.directory.clone(),
            sender_name: self.sender_name.trim().to_owned(),
            sender_email: self.sender_email.trim().to_owned(),
            subject: self.subject.trim().to_owned(),
            body: self.body.clone(),
            message_type: self.message_type,
            personalised,
            offer: None,
            requests: chunks,
        })
    }

    /// One request per recipient, each with its own text. A recipient whose profile lacks a
    /// placeholder's field, with no fallback for it, gets no request: the problems say who
    /// lacks what, grouped by placeholder.
    fn personal_requests(
        &self,
        recipients: &[&PlannedRecipient],
        problems: &mut Vec<Problem>,
    ) -> Vec<NewRequest> {
        let mut chunks = Vec::new();
        let mut lacking: Vec<(Placeholder, Vec<String>)> = Vec::new();
        for recipient in recipients {
            match self.preview(recipient) {
                Ok((subject, body)) => chunks.push(NewRequest {
                    recipients: vec![draft_recipient(recipient)],
                    subject: Some(subject),
                    body: Some(body),
                }),
                Err(missing) => {
                    for placeholder in missing {
                        let who = label(recipient);
                        match lacking.iter_mut().find(|(p, _)| *p == placeholder) {
                            Some((_, names)) => names.push(who),
                            None => lacking.push((placeholder, vec![who])),
                        }
                    }
                }
            }
        }
        lacking.sort();
        for (placeholder, names) in lacking {
            problems.push(Problem {
                field: Field::Body,
                text: format!(
                    "{} {} without a {}: {}{}; choose a fallback for {}",
                    crate::words::count(names.len(), "recipient"),
                    crate::words::is_are(names.len()),
                    placeholder.key().replace('_', " "),
                    names.iter().take(3).cloned().collect::<Vec<_>>().join(", "),
                    if names.len() > 3 { ", …" } else { "" },
                    placeholder.token(),
                ),
            });
        }
        chunks
    }

    /// The recipients in order, in requests of at most `request_size` (never more than the
    /// directory's 25), each with the job's own text.
    fn plain_requests(&self, recipients: &[&PlannedRecipient]) -> Vec<NewRequest> {
        recipients
            .chunks(self.request_size.clamp(1, MAX_RECIPIENTS))
            .map(|chunk| NewRequest {
                recipients: chunk.iter().map(|r| draft_recipient(r)).collect(),
                subject: None,
                body: None,
            })
            .collect()
    }
}

/// A message already checked as one request (`Draft::validate`: 1 to 25 recipients, without
/// repeats) as a job of that one request, to go through the outbox like any other: its text
/// as it is, never personalised.
pub fn one_request(directory: String, message: Message) -> NewJob {
    let recipients = message
        .recipient_uuids
        .into_iter()
        .map(|uuid| DraftRecipient { uuid, name: None })
        .collect();
    NewJob {
        account: None,
        directory,
        sender_name: message.sender_name,
        sender_email: message.sender_email,
        subject: message.subject,
        body: message.body,
        message_type: message.message_type,
        personalised: false,
        offer: None,
        requests: vec![NewRequest {
            recipients,
            subject: None,
            body: None,
        }],
    }
}

fn draft_recipient(recipient: &PlannedRecipient) -> DraftRecipient {
    DraftRecipient {
        uuid: recipient.uuid,
        name: recipient.name.clone(),
    }
}

fn label(recipient: &PlannedRecipient) -> String {
    recipient
        .name
        .clone()
        .unwrap_or_else(|| recipient.uuid.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(n: u128) -> JobDraft {
        JobDraft {
            directory: "test".into(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            subject: " Job ".into(),
            body: "Hello".into(),
            message_type: MessageType::Job,
            recipients: (1..=n)
                .chain([3])
                .map(|i| PlannedRecipient {
                    uuid: Uuid::from_u128(i),
                    name: Some(format!("R{i}")),
                    fields: Some(RecipientFields {
                        first_name: (i % 2 == 0).then(|| format!("F{i}")),
                        ..RecipientFields::default()
                    }),
                })
                .collect(),
            request_size: 25,
            fallbacks: Fallbacks::new(),
        }
    }

    #[test]
    fn a_plain_message_is_split_in_order_without_repeats() {
        let planned = job(60).plan().unwrap();
        assert!(!planned.personalised);
        assert_eq!(planned.subject, "Job");
        let sizes: Vec<usize> = planned
            .requests
            .iter()
            .map(|c| c.recipients.len())
            .collect();
        assert_eq!(sizes, vec![25, 25, 10]);
        assert_eq!(planned.requests[2].recipients[9].uuid, Uuid::from_u128(60));
        let mut smaller = job(60);
        smaller.request_size = 7;
        assert_eq!(smaller.plan().unwrap().requests.len(), 9);
    }

    #[test]
    fn a_personal_message_goes_one_request_per_recipient_with_fallbacks() {
        let mut personal = job(4);
        personal.body = "Dear {{first_name}},".into();
        let problems = personal.plan().unwrap_err();
        assert_eq!(problems.len(), 1);
        assert!(
            problems[0]
                .text
                .starts_with("2 recipients are without a first name: R1, R3"),
            "{}",
            problems[0].text
        );
        personal
            .fallbacks
            .insert(Placeholder::FirstName, "colleague".into());
        let planned = personal.plan().unwrap();
        assert!(planned.personalised);
        let bodies: Vec<&str> = planned
            .requests
            .iter()
            .map(|c| c.body.as_deref().unwrap())
            .collect();
        assert_eq!(
            bodies,
            vec!["Dear colleague,", "Dear F2,", "Dear colleague,", "Dear F4,"]
        );
        assert!(planned.requests.iter().all(|c| c.recipients.len() == 1));
    }

    #[test]
    fn a_checked_message_is_one_request_with_its_text_as_it_is() {
        let message = Message {
            recipient_uuids: vec![Uuid::from_u128(2), Uuid::from_u128(1)],
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            subject: "Job".into(),
            body: "Dear {{first_name}},".into(),
            message_type: MessageType::Rfq,
        };
        let job = one_request("test".into(), message);
        assert!(!job.personalised);
        assert_eq!(job.body, "Dear {{first_name}},");
        assert_eq!(job.requests.len(), 1);
        let order: Vec<Uuid> = job.requests[0].recipients.iter().map(|r| r.uuid).collect();
        assert_eq!(order, vec![Uuid::from_u128(2), Uuid::from_u128(1)]);
        assert_eq!(
            (
                job.requests[0].subject.as_ref(),
                job.requests[0].body.as_ref()
            ),
            (None, None)
        );
    }

    #[test]
    fn too_many_recipients_are_refused() {
        let err = job(MAX_JOB_RECIPIENTS as u128 + 1).plan().unwrap_err();
        assert_eq!(err[0].field, Field::Recipients);
    }
}
