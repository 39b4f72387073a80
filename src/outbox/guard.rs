//! The guardrails every send passes before its job is written, for the window and the command
//! line alike: recipients marked *do not contact* are always left out, and recipients this
//! directory messaged within the last few days are named so that the user decides (leave
//! them out, or send to them too). Unknown placeholders are caught with the text, in
//! [`super::personalise::unknown_placeholders`].
//!
//! The store keeps the last word: it refuses to write a job to anyone marked do not contact,
//! so a front end that forgot this check still cannot message them.

use uuid::Uuid;

use crate::store::{RecentContact, RecipientMarks, Store, StoreError};

/// What the user said about recipients messaged recently.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RecentChoice {
    /// Nothing yet: if there are any, the send stops so that the user can decide.
    #[default]
    Ask,
    /// Leave them out.
    LeaveOut,
    /// Send to them too.
    Include,
}

/// One recipient a guardrail names, with the name the agency knows them by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flagged {
    pub uuid: Uuid,
    pub name: Option<String>,
}

impl Flagged {
    /// "Ana Lima (uuid)", or the UUID alone.
    pub fn label(&self) -> String {
        match &self.name {
            Some(name) => format!("{name} ({})", self.uuid),
            None => self.uuid.to_string(),
        }
    }
}

/// A recently contacted recipient: who, and the last message to them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recent {
    pub who: Flagged,
    pub contact: RecentContact,
}

impl Recent {
    /// When, in the words both the window's confirmation and `send` use: "3 days ago (job
    /// 12)", "perhaps 3 days ago (job 12; its answer never came)" when no answer came back, or
    /// that it is still waiting to go.
    pub fn when(&self, now_ms: i64) -> String {
        let ago = ago(self.contact.at_ms, now_ms);
        let job = self.contact.job;
        if self.contact.scheduled {
            format!("waiting to go in job {job}, which will send it when it runs")
        } else if self.contact.certain {
            format!("{ago} (job {job})")
        } else {
            format!("perhaps {ago} (job {job}; its answer never came)")
        }
    }
}

/// What the guardrails found among a send's recipients.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RecipientGuard {
    /// Marked do not contact: never sent to.
    pub do_not_contact: Vec<Flagged>,
    /// Messaged (or perhaps messaged) within the last `recent_days` days, do-not-contact
    /// recipients not counted.
    pub recent: Vec<Recent>,
    pub recent_days: u32,
}

/// Why a send cannot go as asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// Every recipient is marked do not contact.
    NobodyLeft,
    /// Some recipients were messaged recently and the user has not said what to do.
    RecentlyContacted,
}

impl RecipientGuard {
    /// Reads the marks and the journal for `recipients` (names as the caller knows them,
    /// used when the store has none). `recent_days` 0 checks no recent contact.
    pub fn check(
        store: &Store,
        directory: &str,
        recipients: &[(Uuid, Option<String>)],
        recent_days: u32,
        now_ms: i64,
    ) -> Result<Self, StoreError> {
        let marks = store.recipient_marks(
            directory,
            recipients,
            Self::recent_since(recent_days, now_ms),
        )?;
        Ok(Self::from_marks(marks, recent_days))
    }

    /// Since when a contact counts as recent, or `None` when `recent_days` is 0 (no check).
    pub fn recent_since(recent_days: u32, now_ms: i64) -> Option<i64> {
        (recent_days > 0).then(|| now_ms - i64::from(recent_days) * 86_400_000)
    }

    /// What the store read, as the guardrails name it: for a front end that asked the store
    /// on a thread of its own (the window's store service).
    pub fn from_marks(marks: RecipientMarks, recent_days: u32) -> Self {
        Self {
            do_not_contact: marks
                .do_not_contact
                .into_iter()
                .map(|(uuid, name)| Flagged { uuid, name })
                .collect(),
            recent: marks
                .recent
                .into_iter()
                .map(|(name, contact)| Recent {
                    who: Flagged {
                        uuid: contact.uuid,
                        name,
                    },
                    contact,
                })
                .collect(),
            recent_days,
        }
    }

    /// Whether `uuid` is sent to, given the user's word on recent contacts.
    pub fn keeps(&self, uuid: Uuid, choice: RecentChoice) -> bool {
        let marked = self.do_not_contact.iter().any(|f| f.uuid == uuid);
        let left_out_as_recent =
            choice == RecentChoice::LeaveOut && self.recent.iter().any(|r| r.who.uuid == uuid);
        !marked && !left_out_as_recent
    }

    /// The recipients that go, in their order, or why nothing goes.
    pub fn apply<T>(
        &self,
        recipients: Vec<T>,
        uuid_of: impl Fn(&T) -> Uuid,
        choice: RecentChoice,
    ) -> Result<Vec<T>, Stop> {
        if !self.recent.is_empty() && choice == RecentChoice::Ask {
            return Err(Stop::RecentlyContacted);
        }
        let kept: Vec<T> = recipients
            .into_iter()
            .filter(|r| self.keeps(uuid_of(r), choice))
            .collect();
        if kept.is_empty() {
            return Err(Stop::NobodyLeft);
        }
        Ok(kept)
    }
}

/// How long ago, in words: "3 days ago", "5 hours ago", "just now".
pub fn ago(then_ms: i64, now_ms: i64) -> String {
    let (n, unit) = match Elapsed::between(then_ms, now_ms) {
        Elapsed::JustNow => return "just now".into(),
        Elapsed::Minutes(n) => (n, "minute"),
        Elapsed::Hours(n) => (n, "hour"),
        Elapsed::Days(n) => (n, "day"),
    };
    format!("{} ago", crate::words::count(n as usize, unit))
}

/// How long ago, in the unit people count it in (minutes up to an hour, hours up to two
/// days, then days): [`ago`] says it in English, the window in its language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elapsed {
    JustNow,
    Minutes(i64),
    Hours(i64),
    Days(i64),
}

impl Elapsed {
    /// From `then_ms` to `now_ms`; a time in the future is now.
    pub fn between(then_ms: i64, now_ms: i64) -> Elapsed {
        match (now_ms - then_ms).max(0) / 60_000 {
            0 => Elapsed::JustNow,
            m if m < 60 => Elapsed::Minutes(m),
            m if m < 48 * 60 => Elapsed::Hours(m / 60),
            m => Elapsed::Days(m / (24 * 60)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_jobs::{one_request, uuid, written};
    use crate::store::{RequestState, VendorChange, VendorStatus, now_ms};

    const ENV: &str = "test";

    #[test]
    fn do_not_contact_is_always_left_out_and_recent_contacts_wait_for_the_users_word() {
        let folder = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(folder.path()).unwrap();
        let earlier = written(&mut store, ENV, &[2, 3], RequestState::Sent);
        store
            .change_vendors(
                ENV,
                &[uuid(3)],
                &VendorChange {
                    status: Some(Some(VendorStatus::DoNotContact)),
                    ..VendorChange::default()
                },
            )
            .unwrap();
        let recipients: Vec<(Uuid, Option<String>)> =
            [1, 2, 3].iter().map(|n| (uuid(*n), None)).collect();
        let now = now_ms();
        let found = RecipientGuard::check(&store, ENV, &recipients, 7, now).unwrap();
        assert_eq!(
            found.do_not_contact,
            vec![Flagged {
                uuid: uuid(3),
                name: Some("Name 3".into())
            }],
            "named as the journal knows them"
        );
        assert_eq!(
            found.recent.len(),
            1,
            "the do-not-contact one is not asked about"
        );
        assert_eq!(
            (found.recent[0].who.uuid, found.recent[0].contact.job),
            (uuid(2), earlier)
        );

        let uuids = vec![uuid(1), uuid(2), uuid(3)];
        assert_eq!(
            found.apply(uuids.clone(), |u| *u, RecentChoice::Ask),
            Err(Stop::RecentlyContacted)
        );
        assert_eq!(
            found.apply(uuids.clone(), |u| *u, RecentChoice::LeaveOut),
            Ok(vec![uuid(1)])
        );
        assert_eq!(
            found.apply(uuids.clone(), |u| *u, RecentChoice::Include),
            Ok(vec![uuid(1), uuid(2)])
        );
        assert_eq!(
            found.apply(vec![uuid(3)], |u| *u, RecentChoice::Include),
            Err(Stop::NobodyLeft)
        );

        // 0 days: no recent check at all; a window that has passed finds nobody.
        let off = RecipientGuard::check(&store, ENV, &recipients, 0, now).unwrap();
        assert!(off.recent.is_empty());
        let later =
            RecipientGuard::check(&store, ENV, &recipients, 7, now + 8 * 86_400_000).unwrap();
        assert!(later.recent.is_empty());

        // And the store will not write a job to them, whatever the caller checked.
        let err = store.create_job(&one_request(ENV, &[1, 3])).unwrap_err();
        assert_eq!(err.to_string(), "1 recipient marked do not contact: Name 3");
        assert_eq!(
            store.job_summaries(Some(ENV)).unwrap().len(),
            1,
            "nothing written"
        );
    }

    #[test]
    fn ago_reads_in_plain_words() {
        let now = 10 * 86_400_000;
        assert_eq!(ago(now - 20_000, now), "just now");
        assert_eq!(ago(now - 60_000, now), "1 minute ago");
        assert_eq!(ago(now - 5 * 3_600_000, now), "5 hours ago");
        assert_eq!(ago(now - 3 * 86_400_000, now), "3 days ago");
    }
}
