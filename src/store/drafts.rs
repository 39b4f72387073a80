//! The composer's draft and the sender's name and e-mail, one of each per directory
//! (recipients in one directory mean nothing in another).

use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{Store, StoreError};
use crate::api::MessageType;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftRecipient {
    pub uuid: Uuid,
    /// The name shown on the recipient's chip, when the profile was loaded.
    #[serde(default)]
    pub name: Option<String>,
}

impl DraftRecipient {
    /// What a person sees for this recipient: the name, or the UUID when there is none.
    pub fn label(&self) -> String {
        self.name.clone().unwrap_or_else(|| self.uuid.to_string())
    }
}

/// A message being composed, saved as it is typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ComposerDraft {
    pub recipients: Vec<DraftRecipient>,
    pub message_type: MessageType,
    pub subject: String,
    pub body: String,
    /// What a personalisation placeholder becomes when a profile lacks it, by its name
    /// (`first_name`).
    pub fallbacks: std::collections::BTreeMap<String, String>,
}

impl ComposerDraft {
    pub fn is_empty(&self) -> bool {
        self.recipients.is_empty() && self.subject.is_empty() && self.body.is_empty()
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sender {
    pub name: String,
    pub email: String,
}

impl Store {
    /// Replaces the directory's draft; an empty draft removes it.
    pub fn save_draft(&self, directory: &str, draft: &ComposerDraft) -> Result<(), StoreError> {
        if draft.is_empty() {
            return self.clear_draft(directory);
        }
        let recipients =
            serde_json::to_string(&draft.recipients).expect("recipients always serialize");
        let fallbacks =
            serde_json::to_string(&draft.fallbacks).expect("fallbacks always serialize");
        self.connection.execute(
            "INSERT INTO draft (directory, recipients, message_type, subject, body, fallbacks,
                                updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, unixepoch())
             ON CONFLICT (directory) DO UPDATE SET
                recipients = excluded.recipients, message_type = excluded.message_type,
                subject = excluded.subject, body = excluded.body,
                fallbacks = excluded.fallbacks, updated_at = excluded.updated_at",
            params![
                directory,
                recipients,
                draft.message_type.as_str(),
                draft.subject,
                draft.body,
                fallbacks
            ],
        )?;
        Ok(())
    }

    pub fn clear_draft(&self, directory: &str) -> Result<(), StoreError> {
        self.connection
            .execute("DELETE FROM draft WHERE directory = ?1", [directory])?;
        Ok(())
    }

    /// The directory's draft. Recipients that no longer read as UUIDs (a hand-edited
    /// database) are dropped rather than losing the whole draft.
    pub fn draft(&self, directory: &str) -> Result<Option<ComposerDraft>, StoreError> {
        let row = self
            .connection
            .query_row(
                "SELECT recipients, message_type, subject, body, fallbacks FROM draft
                 WHERE directory = ?1",
                [directory],
                |row| {
                    Ok((
                        row.get::<_, String>(0)?,
                        row.get::<_, String>(1)?,
                        row.get::<_, String>(2)?,
                        row.get::<_, String>(3)?,
                        row.get::<_, String>(4)?,
                    ))
                },
            )
            .optional()?;
        Ok(
            row.map(|(recipients, message_type, subject, body, fallbacks)| {
                let recipients = serde_json::from_str::<Vec<serde_json::Value>>(&recipients)
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|value| serde_json::from_value(value).ok())
                    .collect();
                ComposerDraft {
                    recipients,
                    message_type: message_type.parse().unwrap_or_default(),
                    subject,
                    body,
                    fallbacks: serde_json::from_str(&fallbacks).unwrap_or_default(),
                }
            }),
        )
    }

    pub fn save_sender(&self, directory: &str, sender: &Sender) -> Result<(), StoreError> {
        self.connection.execute(
            "INSERT INTO sender (directory, name, email) VALUES (?1, ?2, ?3)
             ON CONFLICT (directory) DO UPDATE SET name = excluded.name, email = excluded.email",
            params![directory, sender.name, sender.email],
        )?;
        Ok(())
    }

    pub fn sender(&self, directory: &str) -> Result<Option<Sender>, StoreError> {
        Ok(self
            .connection
            .query_row(
                "SELECT name, email FROM sender WHERE directory = ?1",
                [directory],
                |row| {
                    Ok(Sender {
                        name: row.get(0)?,
                        email: row.get(1)?,
                    })
                },
            )
            .optional()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (tempfile::TempDir, Store) {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::open_in(folder.path()).unwrap();
        (folder, store)
    }

    fn draft() -> ComposerDraft {
        ComposerDraft {
            recipients: vec![
                DraftRecipient {
                    uuid: Uuid::from_u128(1),
                    name: Some("Zhang Wei 张伟".into()),
                },
                DraftRecipient {
                    uuid: Uuid::from_u128(2),
                    name: None,
                },
            ],
            message_type: MessageType::Rfq,
            subject: "Legal DE>EN, 40k words".into(),
            body: "Dear {{first_name}},\n\nمرحبا — are you available?".into(),
            fallbacks: [("first_name".to_owned(), "colleague".to_owned())].into(),
        }
    }

    #[test]
    fn drafts_round_trip_per_environment_and_survive_reopening() {
        let (folder, store) = store();
        store.save_draft("sandbox", &draft()).unwrap();
        assert_eq!(store.draft("production").unwrap(), None);
        drop(store);
        let store = Store::open_in(folder.path()).unwrap();
        assert_eq!(store.draft("sandbox").unwrap(), Some(draft()));
        let mut edited = draft();
        edited.body.push_str("\nThanks");
        store.save_draft("sandbox", &edited).unwrap();
        assert_eq!(store.draft("sandbox").unwrap(), Some(edited));
    }

    #[test]
    fn an_empty_draft_is_no_draft() {
        let (_folder, store) = store();
        store.save_draft("sandbox", &draft()).unwrap();
        store
            .save_draft("sandbox", &ComposerDraft::default())
            .unwrap();
        assert_eq!(store.draft("sandbox").unwrap(), None);
    }

    #[test]
    fn a_damaged_recipient_list_loses_only_the_bad_entries() {
        let (_folder, store) = store();
        store.save_draft("sandbox", &draft()).unwrap();
        store
            .connection
            .execute(
                "UPDATE draft SET recipients = ?1",
                [r#"[{"uuid":"00000000-0000-0000-0000-000000000001"},{"uuid":"nope"},7]"#],
            )
            .unwrap();
        let loaded = store.draft("sandbox").unwrap().unwrap();
        assert_eq!(loaded.recipients.len(), 1);
        assert_eq!(loaded.subject, draft().subject);
    }

    #[test]
    fn senders_are_remembered_per_environment() {
        let (_folder, store) = store();
        let ana = Sender {
            name: "Ana Lima".into(),
            email: "ana@agency.example".into(),
        };
        store.save_sender("sandbox", &ana).unwrap();
        assert_eq!(store.sender("sandbox").unwrap(), Some(ana));
        assert_eq!(store.sender("production").unwrap(), None);
    }
}
