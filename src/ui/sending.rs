//! One composed message on its way out as several requests, and what became of each: the
//! model behind the composer's progress bar and receipts, kept apart from the drawing so that
//! its bookkeeping can be tested on its own.

use std::collections::{HashMap, HashSet};

use uuid::Uuid;

use crate::api::{ApiError, Message, MessageOutcome, Receipt, ReceiptStatus};
use crate::worker::{JobId, SendEnd};

#[derive(Debug, Clone)]
pub enum ChunkState {
    Waiting,
    Answered(Receipt),
    Failed {
        outcome: MessageOutcome,
        error: String,
        server_messages: Vec<String>,
    },
    /// Never sent: the user stopped the batch, or the credentials were refused.
    NotSent,
}

#[derive(Debug, Clone)]
pub struct Chunk {
    pub recipients: Vec<Uuid>,
    pub state: ChunkState,
}

impl Chunk {
    /// Recipients this chunk certainly did not reach, so that sending to them again cannot
    /// make anyone receive the message twice.
    fn not_reached(&self) -> Vec<Uuid> {
        match &self.state {
            ChunkState::NotSent
            | ChunkState::Failed {
                outcome: MessageOutcome::NotDelivered,
                ..
            } => self.recipients.clone(),
            ChunkState::Answered(receipt) if receipt.status == ReceiptStatus::Rejected => {
                self.recipients.clone()
            }
            ChunkState::Answered(receipt) => {
                let failed: HashSet<Uuid> = receipt
                    .failed_recipients
                    .iter()
                    .filter_map(|failed| Uuid::try_parse(failed.trim()).ok())
                    .collect();
                self.recipients
                    .iter()
                    .filter(|uuid| failed.contains(uuid))
                    .copied()
                    .collect()
            }
            ChunkState::Waiting
            | ChunkState::Failed {
                outcome: MessageOutcome::Unknown | MessageOutcome::Delivered,
                ..
            } => Vec::new(),
        }
    }

    pub fn is_uncertain(&self) -> bool {
        matches!(
            self.state,
            ChunkState::Failed {
                outcome: MessageOutcome::Unknown,
                ..
            }
        )
    }
}

pub struct Batch {
    pub job: JobId,
    /// The message as sent (its first chunk's; all chunks share everything but recipients).
    pub message: Message,
    pub chunks: Vec<Chunk>,
    /// Recipient names, for the receipts.
    pub names: HashMap<Uuid, String>,
    pub end: Option<SendEnd>,
}

impl Batch {
    pub fn new(job: JobId, messages: &[Message], names: HashMap<Uuid, String>) -> Option<Self> {
        let message = messages.first()?.clone();
        let chunks = messages
            .iter()
            .map(|m| Chunk {
                recipients: m.recipient_uuids.clone(),
                state: ChunkState::Waiting,
            })
            .collect();
        Some(Self {
            job,
            message,
            chunks,
            names,
            end: None,
        })
    }

    pub fn on_sent(&mut self, job: JobId, chunk: usize, result: Result<Receipt, ApiError>) {
        if job != self.job {
            return;
        }
        let Some(slot) = self.chunks.get_mut(chunk) else {
            return;
        };
        slot.state = match result {
            Ok(receipt) => ChunkState::Answered(receipt),
            Err(err) => ChunkState::Failed {
                outcome: err.message_outcome(),
                server_messages: err.server_messages(),
                error: err.to_string(),
            },
        };
    }

    /// Records how the batch ended; returns the summary for a toast.
    pub fn on_finished(&mut self, job: JobId, end: SendEnd) -> Option<String> {
        if job != self.job {
            return None;
        }
        for chunk in &mut self.chunks {
            if matches!(chunk.state, ChunkState::Waiting) {
                chunk.state = ChunkState::NotSent;
            }
        }
        self.end = Some(end);
        Some(self.summary())
    }

    /// The connection closed under a running batch (the user switched environments): the
    /// request that was out may or may not have arrived; the rest never went.
    pub fn abandon(&mut self) -> Option<String> {
        if !self.is_running() {
            return None;
        }
        let next_chunk = self
            .chunks
            .iter()
            .position(|c| matches!(c.state, ChunkState::Waiting))
            .unwrap_or(self.chunks.len());
        if let Some(in_flight) = self.chunks.get_mut(next_chunk) {
            in_flight.state = ChunkState::Failed {
                outcome: MessageOutcome::Unknown,
                error: "the connection was closed while this request was out".into(),
                server_messages: Vec::new(),
            };
        }
        self.on_finished(self.job, SendEnd::Cancelled { next_chunk })
    }

    pub fn is_running(&self) -> bool {
        self.end.is_none()
    }

    pub fn answered(&self) -> usize {
        self.chunks
            .iter()
            .filter(|c| !matches!(c.state, ChunkState::Waiting))
            .count()
    }

    pub fn recipient_count(&self) -> usize {
        self.chunks.iter().map(|c| c.recipients.len()).sum()
    }

    /// Everyone the message certainly did not reach, in the order they were composed.
    pub fn not_reached(&self) -> Vec<Uuid> {
        self.chunks.iter().flat_map(Chunk::not_reached).collect()
    }

    pub fn uncertain(&self) -> usize {
        self.chunks
            .iter()
            .filter(|c| c.is_uncertain())
            .map(|c| c.recipients.len())
            .sum()
    }

    pub fn summary(&self) -> String {
        let total = self.recipient_count();
        let not_reached = self.not_reached().len();
        let uncertain = self.uncertain();
        let reached = total - not_reached - uncertain;
        let mut text = format!(
            "“{}”: {reached} of {total} recipients reached in {} requests",
            self.message.subject,
            self.chunks.len()
        );
        if not_reached > 0 {
            text.push_str(&format!(", {not_reached} not reached"));
        }
        if uncertain > 0 {
            text.push_str(&format!(
                ", {uncertain} uncertain (may have been delivered; not resent)"
            ));
        }
        match self.end {
            Some(SendEnd::Cancelled { .. }) => text.push_str(". Stopped on request."),
            Some(SendEnd::SignedOut { .. }) => {
                text.push_str(". Stopped: the directory no longer accepts the credentials.")
            }
            _ => text.push('.'),
        }
        text
    }

    pub fn name_of(&self, uuid: &Uuid) -> String {
        self.names
            .get(uuid)
            .cloned()
            .unwrap_or_else(|| uuid.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::{Draft, TransportFailure};

    fn batch(recipients: u128) -> Batch {
        let draft = Draft {
            recipients: (1..=recipients)
                .map(|n| Uuid::from_u128(n).to_string())
                .collect(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            subject: "Legal".into(),
            body: "Hello".into(),
            ..Default::default()
        };
        Batch::new(7, &draft.validate_in_chunks(25).unwrap(), HashMap::new()).unwrap()
    }

    fn receipt(status: ReceiptStatus, failed: &[u128]) -> Receipt {
        Receipt {
            http_status: 201,
            status,
            status_message: None,
            failed_recipients: failed
                .iter()
                .map(|n| Uuid::from_u128(*n).to_string())
                .collect(),
        }
    }

    #[test]
    fn only_recipients_certainly_not_reached_are_offered_again() {
        let mut batch = batch(80); // chunks of 25, 25, 25, 5
        batch.on_sent(7, 0, Ok(receipt(ReceiptStatus::Sent, &[3])));
        batch.on_sent(
            7,
            1,
            Err(ApiError::Transport {
                failure: TransportFailure::Timeout,
                detail: "no answer".into(),
            }),
        );
        batch.on_sent(7, 2, Ok(receipt(ReceiptStatus::Rejected, &[])));
        let summary = batch
            .on_finished(7, SendEnd::Cancelled { next_chunk: 3 })
            .unwrap();
        let expected: Vec<Uuid> = [3u128]
            .into_iter()
            .chain(51..=80)
            .map(Uuid::from_u128)
            .collect();
        assert_eq!(batch.not_reached(), expected);
        assert_eq!(batch.uncertain(), 25);
        assert!(summary.contains("24 of 80 recipients reached"), "{summary}");
        assert!(summary.contains("31 not reached"), "{summary}");
        assert!(summary.contains("25 uncertain"), "{summary}");
        assert!(summary.contains("Stopped on request"), "{summary}");
    }

    #[test]
    fn an_abandoned_batch_calls_the_request_that_was_out_uncertain_and_the_rest_not_sent() {
        let mut batch = batch(60);
        batch.on_sent(7, 0, Ok(receipt(ReceiptStatus::Sent, &[])));
        assert!(batch.abandon().is_some());
        assert!(batch.chunks[1].is_uncertain());
        assert!(matches!(batch.chunks[2].state, ChunkState::NotSent));
        assert_eq!(batch.not_reached().len(), 10);
        assert!(batch.abandon().is_none(), "only once");
    }

    #[test]
    fn answers_for_another_job_are_ignored() {
        let mut batch = batch(3);
        batch.on_sent(8, 0, Ok(receipt(ReceiptStatus::Sent, &[])));
        assert_eq!(batch.answered(), 0);
        assert!(batch.on_finished(8, SendEnd::Completed).is_none());
        assert!(batch.is_running());
    }
}
