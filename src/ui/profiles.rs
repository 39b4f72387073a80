//! What this session learned about freelancers in one directory, held once for every panel:
//! what a personal message needs of each profile read ([`RecipientFields`]), the names and
//! zones those profiles gave, and each freelancer's verdict, what the directory said when asked (found,
//! restricted, unknown). Any lookup writes here (the table's, the composer's verification, a
//! search's matches, a row added to the recipients with its profile), through the app, from
//! the worker's events; the composer reads it through its context. It lives in the scope
//! (`app/scope.rs`) and goes with it when the directory changes: another directory's
//! freelancers are other people. No egui.
//!
//! A verdict belongs here rather than with the composer's verification: it is a fact about the
//! freelancer, learned from whichever lookup answered first, while a verification run (its
//! progress, what it could not check, how it ended) is the composer's own (`verify.rs`).

use std::collections::HashMap;

use uuid::Uuid;

use crate::api::summaries::Summary;
use crate::api::{ApiError, Freelancer};
use crate::outbox::personalise::RecipientFields;
use crate::outbox::{PlannedRecipient, RecipientCheck as Verdict};
use crate::store::DraftRecipient;

#[derive(Default)]
pub struct Profiles {
    /// What a personal message can use of each profile read this session.
    fields: HashMap<Uuid, RecipientFields>,
    /// The names those profiles gave, for recipients that came without one (a list, a file
    /// of bare UUIDs).
    names: HashMap<Uuid, String>,
    /// The zone each profile read names (`contact_info.timezone`), for the offer dialog's
    /// review, which places a candidate's message in it when their user summary names none.
    zones: HashMap<Uuid, String>,
    /// What the directory said of each freelancer asked about this session.
    verdicts: HashMap<Uuid, Verdict>,
    /// Counts the changes to any of them, so that what is counted over them (the composer's
    /// placeholders lacking, its verdicts over the recipients) is counted once per change.
    revision: u64,
}

impl Profiles {
    /// A freelancer's profile arrived: a personal message can use its fields and name, and
    /// the freelancer is found.
    pub fn learn_profile(&mut self, uuid: Uuid, freelancer: &Freelancer) {
        self.learn_fields(uuid, RecipientFields::of(freelancer));
        let zone = freelancer
            .contact_info
            .as_ref()
            .and_then(|c| c.timezone.as_deref())
            .map(str::trim)
            .filter(|zone| !zone.is_empty());
        match zone {
            Some(zone) => self.zones.insert(uuid, zone.to_owned()),
            // Read again without one: it names none now.
            None => self.zones.remove(&uuid),
        };
        if let Some(name) = freelancer.display_name()
            && self.names.get(&uuid) != Some(&name)
        {
            self.names.insert(uuid, name);
            self.revision += 1;
        }
    }

    /// Any lookup answered for `uuid`: a profile is learned, and a refusal that says
    /// something about the freelancer (restricted, unknown) is their verdict. A passing
    /// failure says nothing and changes nothing.
    pub fn learn(&mut self, uuid: Uuid, result: &Result<Box<Freelancer>, ApiError>) {
        match result {
            Ok(freelancer) => self.learn_profile(uuid, freelancer),
            Err(_) => {
                if let Ok(verdict) = Verdict::of(result) {
                    self.learn_verdict(uuid, verdict);
                }
            }
        }
    }

    /// A user summary arrived for `uuid` (a pasted list's rows, a list's bare UUIDs, the
    /// composer's check of who its recipients are, dozens a request): its name, if the
    /// directory gave one, and that the directory knows them, or not. A verdict read from a
    /// profile (restricted, say) stands; the fields a placeholder needs come only with it.
    pub fn learn_summary(&mut self, uuid: Uuid, summary: &Summary) {
        match summary {
            Summary::Found(found) => {
                if let Some(name) = found.site_name.as_deref().map(str::trim)
                    && !name.is_empty()
                    && self.names.get(&uuid).map(String::as_str) != Some(name)
                {
                    self.names.insert(uuid, name.to_owned());
                    self.revision += 1;
                }
                // Known after all: a summary's unknown earlier was wrong; a profile's verdict
                // (restricted, say) stands.
                if matches!(self.verdicts.get(&uuid), None | Some(Verdict::Unknown(_))) {
                    self.learn_verdict(uuid, Verdict::Found);
                }
            }
            // Never over what a profile read said of them.
            Summary::Unknown if !self.verdicts.contains_key(&uuid) => {
                let said = crate::tr!("verify-not-in-directory");
                self.learn_verdict(uuid, Verdict::Unknown(said));
            }
            Summary::Unknown => {}
            Summary::Failed(_) => {}
        }
    }

    /// Recipients added with their profile's fields (rows of the table, a search's matches):
    /// those were just read, so they are found.
    pub fn learn_given(&mut self, recipients: &[PlannedRecipient]) {
        for recipient in recipients {
            if let Some(fields) = &recipient.fields {
                self.learn_fields(recipient.uuid, fields.clone());
            }
        }
    }

    fn learn_fields(&mut self, uuid: Uuid, fields: RecipientFields) {
        if self.fields.get(&uuid) != Some(&fields) {
            self.fields.insert(uuid, fields);
            self.revision += 1;
        }
        self.learn_verdict(uuid, Verdict::Found);
    }

    fn learn_verdict(&mut self, uuid: Uuid, verdict: Verdict) {
        if self.verdicts.get(&uuid) != Some(&verdict) {
            self.verdicts.insert(uuid, verdict);
            self.revision += 1;
        }
    }

    /// What a personal message can use of `uuid`'s profile, if it was read.
    pub fn fields(&self, uuid: &Uuid) -> Option<&RecipientFields> {
        self.fields.get(uuid)
    }

    /// The zone `uuid`'s profile named when it was last read this session, if it named one.
    pub fn zone(&self, uuid: &Uuid) -> Option<&str> {
        self.zones.get(uuid).map(String::as_str)
    }

    /// What the directory said of `uuid`; `None` when not asked this session (or only with a
    /// passing failure).
    pub fn verdict(&self, uuid: &Uuid) -> Option<&Verdict> {
        self.verdicts.get(uuid)
    }

    /// Whether the directory does not know `uuid`.
    pub fn is_unknown(&self, uuid: &Uuid) -> bool {
        matches!(self.verdict(uuid), Some(Verdict::Unknown(_)))
    }

    /// Bumped on every change, for whoever keeps counts over these facts.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Gives the recipients that came without a name the one their profile gave; true when
    /// any did.
    pub fn fill_in_names(&self, recipients: &mut [DraftRecipient]) -> bool {
        let mut changed = false;
        for recipient in recipients {
            if recipient.name.is_none()
                && let Some(name) = self.names.get(&recipient.uuid)
            {
                recipient.name = Some(name.clone());
                changed = true;
            }
        }
        changed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ana() -> Freelancer {
        Freelancer {
            site_name: Some("Ana Lima".into()),
            ..Default::default()
        }
    }

    fn not_found() -> Result<Box<Freelancer>, ApiError> {
        Err(ApiError::Rejected {
            status: 404,
            messages: crate::api::ServerMessages {
                error_messages: vec!["No freelancer was found with that UUID.".into()],
                ..Default::default()
            },
        })
    }

    #[test]
    fn a_profile_gives_fields_a_name_and_a_verdict_counted_as_one_change_each() {
        let mut profiles = Profiles::default();
        let a = Uuid::from_u128(1);
        profiles.learn(a, &Ok(Box::new(ana())));
        assert_eq!(profiles.verdict(&a), Some(&Verdict::Found));
        assert_eq!(
            profiles.fields(&a).and_then(|f| f.site_name.as_deref()),
            Some("Ana Lima")
        );
        let revision = profiles.revision();
        assert!(revision > 0);
        profiles.learn(a, &Ok(Box::new(ana())));
        assert_eq!(
            profiles.revision(),
            revision,
            "the same again changes nothing"
        );

        let mut recipients = vec![DraftRecipient {
            uuid: a,
            name: None,
        }];
        assert!(profiles.fill_in_names(&mut recipients));
        assert_eq!(recipients[0].name.as_deref(), Some("Ana Lima"));
        assert!(!profiles.fill_in_names(&mut recipients), "named already");
    }

    #[test]
    fn a_profiles_zone_is_kept_until_a_later_read_names_none() {
        let mut profiles = Profiles::default();
        let a = Uuid::from_u128(1);
        let in_zone = |zone: Option<&str>| Freelancer {
            contact_info: Some(crate::api::models::ContactInfo {
                timezone: zone.map(str::to_owned),
                ..Default::default()
            }),
            ..ana()
        };
        assert_eq!(profiles.zone(&a), None, "not read");
        profiles.learn(a, &Ok(Box::new(in_zone(Some(" Asia/Tokyo ")))));
        assert_eq!(profiles.zone(&a), Some("Asia/Tokyo"));
        profiles.learn(a, &Ok(Box::new(in_zone(Some("  ")))));
        assert_eq!(profiles.zone(&a), None, "a blank is none");
        profiles.learn(a, &Ok(Box::new(in_zone(Some("Europe/Belgrade")))));
        profiles.learn(a, &not_found());
        assert_eq!(
            profiles.zone(&a),
            Some("Europe/Belgrade"),
            "a refusal keeps it"
        );
    }

    #[test]
    fn a_refusal_is_a_verdict_and_a_passing_failure_is_none() {
        let mut profiles = Profiles::default();
        let (unknown, restricted, failed) =
            (Uuid::from_u128(1), Uuid::from_u128(2), Uuid::from_u128(3));
        profiles.learn(unknown, &not_found());
        let forbidden = Err(ApiError::Forbidden {
            status: 403,
            messages: Default::default(),
        });
        profiles.learn(restricted, &forbidden);
        let trouble = Err(ApiError::ServerTrouble {
            status: 502,
            messages: Default::default(),
            excerpt: None,
            from_directory: false,
        });
        let revision = profiles.revision();
        profiles.learn(failed, &trouble);
        assert_eq!(profiles.revision(), revision);
        assert!(profiles.is_unknown(&unknown) && !profiles.is_unknown(&restricted));
        assert_eq!(profiles.verdict(&restricted), Some(&Verdict::Restricted));
        assert_eq!(profiles.verdict(&failed), None);
        assert!(profiles.fields(&unknown).is_none());
    }

    #[test]
    fn recipients_given_with_fields_are_found_and_those_without_are_not() {
        let mut profiles = Profiles::default();
        let fields = RecipientFields {
            first_name: Some("Ana".into()),
            ..RecipientFields::default()
        };
        profiles.learn_given(&[
            PlannedRecipient {
                uuid: Uuid::from_u128(1),
                name: Some("Ana".into()),
                fields: Some(fields.clone()),
            },
            PlannedRecipient {
                uuid: Uuid::from_u128(2),
                name: None,
                fields: None,
            },
        ]);
        assert_eq!(profiles.fields(&Uuid::from_u128(1)), Some(&fields));
        assert_eq!(profiles.verdict(&Uuid::from_u128(1)), Some(&Verdict::Found));
        assert_eq!(profiles.verdict(&Uuid::from_u128(2)), None);
        let mut unnamed = vec![DraftRecipient {
            uuid: Uuid::from_u128(1),
            name: None,
        }];
        assert!(
            !profiles.fill_in_names(&mut unnamed),
            "a recipient's own name is the draft's, not a profile's"
        );
    }
}
