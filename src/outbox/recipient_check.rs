//! What a lookup says about a recipient, before a message goes to them. The directory refuses
//! a whole request when one of its recipients is unknown, so recipients are looked up before
//! a send: by the composer in the app and by `send --recipients` on the command line. Both
//! read the lookups' answers by this one rule; what each then does (a line under the
//! recipients, or stopping the send) is its own.

use crate::api::{ApiError, Explained, Freelancer};

/// What a lookup said about one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecipientCheck {
    /// The profile loaded.
    Found,
    /// The profile exists but may not be read (403). It can still be messaged, so it stays.
    Restricted,
    /// The directory does not know the UUID (400/404), in its own words. A request holding
    /// it fails whole.
    Unknown(String),
}

impl RecipientCheck {
    /// What a lookup's answer says; `Err` with the reason when it says nothing about the
    /// recipient (a passing failure, refused credentials): they stay unchecked.
    pub fn of(result: &Result<Box<Freelancer>, ApiError>) -> Result<Self, Explained> {
        match result {
            Ok(_) => Ok(Self::Found),
            Err(ApiError::Forbidden { .. }) => Ok(Self::Restricted),
            Err(
                err @ (ApiError::Rejected {
                    status: 400 | 404, ..
                }
                | ApiError::NotAvailable { .. }),
            ) => {
                let said = err.server_messages().join(" ");
                Ok(Self::Unknown(if said.is_empty() {
                    err.to_string()
                } else {
                    said
                }))
            }
            Err(err) => Err(err.explained()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ServerMessages;

    fn rejected(status: u16) -> Result<Box<Freelancer>, ApiError> {
        Err(ApiError::Rejected {
            status,
            messages: ServerMessages {
                error_messages: vec!["No freelancer was found with that UUID.".into()],
                ..ServerMessages::default()
            },
        })
    }

    #[test]
    fn answers_read_as_found_restricted_unknown_or_unchecked() {
        assert_eq!(
            RecipientCheck::of(&Ok(Box::default())),
            Ok(RecipientCheck::Found),
            "a profile"
        );
        assert_eq!(
            RecipientCheck::of(&Err(ApiError::Forbidden {
                status: 403,
                messages: ServerMessages::default()
            })),
            Ok(RecipientCheck::Restricted),
            "403: the profile exists"
        );
        assert_eq!(
            RecipientCheck::of(&rejected(404)),
            Ok(RecipientCheck::Unknown(
                "No freelancer was found with that UUID.".into()
            ))
        );
        assert!(matches!(
            RecipientCheck::of(&Err(ApiError::NotAvailable {
                status: 404,
                what: "this freelancer"
            })),
            Ok(RecipientCheck::Unknown(_))
        ));
        assert!(
            RecipientCheck::of(&rejected(422)).is_err(),
            "not a verdict on the UUID"
        );
        let trouble = Err(ApiError::ServerTrouble {
            status: 503,
            messages: ServerMessages::default(),
            excerpt: None,
            from_directory: false,
        });
        assert!(
            RecipientCheck::of(&trouble).is_err(),
            "passing trouble: try again"
        );
    }
}
