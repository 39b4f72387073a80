//! What belongs to one directory: the composer's draft and sender, the named recipient
//! lists, the results table, the sent history of the freelancer in the inspector, the vendor
//! records and do-not-contact marks, the profiles, names and verdicts learned this session,
//! the outbox view and the offer board. Drafts, lists, profiles, records and
//! jobs mean nothing in another directory, so when the session moves to another directory the
//! whole scope is replaced (after the old draft's last edits are saved), not re-synced field
//! by field, and nothing of the old directory's is left to forget.
//!
//! Each fact is held here once. A panel that shows one it does not own reads it through the
//! context the app lends it as it draws (`ComposerContext`, `LookupContext`), and asks for a
//! change with an action the app applies here: no panel keeps a copy to keep in step. A scope is keyed by the directory
//! (`config::Environment::directory_key`), not by the environment's name: a name pointed
//! elsewhere opens another scope.

use std::sync::Arc;

use uuid::Uuid;

use super::super::{
    availability, composer, inspector, lists, lookup, offers, outbox, profiles, vendor,
};
use crate::api::summaries::{SummariesEnd, SummariesProgress, Summary};
use crate::api::{ApiError, Freelancer};
use crate::catalogue::Catalogue;
use crate::store::StoreRequest;
use crate::ui::notice::Notice;
use crate::worker::{LookupEnd, Progress, TaskId};

pub struct EnvironmentScope {
    /// The directory's key; `None` before the first session knows its environment.
    directory: Option<String>,
    /// Names for the directory's codes: the built-in catalogue until the directory's own
    /// code lists arrive.
    pub catalogue: Arc<Catalogue>,
    /// Whether the directory's answer about its code lists is in (served or not): until
    /// then the Account panel says it is asking, rather than that they were not published.
    pub catalogue_answered: bool,
    pub composer: composer::ComposerPanel,
    /// The results table: looked-up freelancers and the matches a search put there, with
    /// their selection and the row in the inspector.
    pub lookup: lookup::LookupPanel,
    /// Named recipient lists of the environment, and the dialog that names a new one.
    pub lists: lists::Lists,
    /// The lists panel: which lists live on the directory, and its sync.
    pub lists_panel: crate::ui::lists_panel::ListsPanel,
    /// What was sent to the freelancer in the inspector.
    pub history: Option<InspectedHistory>,
    pub outbox: outbox::OutboxPanel,
    /// The offer board: the directory's offers as the store last read them.
    pub offers: offers::OffersPanel,
    /// Vendor records read this session and who is marked do not contact (the only copy: the
    /// table, the composer and the inspector read them here), and the inspector's section
    /// editing them.
    pub vendors: vendor::VendorRecords,
    pub vendor_section: vendor::VendorSection,
    /// What this session learned of the directory's freelancers, from any lookup: the
    /// profiles' fields a personal message uses, their names, and what the directory said of
    /// each (found, restricted, unknown). The only copy: the composer reads it here.
    pub profiles: profiles::Profiles,
    /// Freelancers' availability read this session (in memory only), and what is asked.
    pub availability: availability::Availabilities,
}

impl Default for EnvironmentScope {
    fn default() -> Self {
        Self {
            directory: None,
            catalogue: Catalogue::builtin(),
            catalogue_answered: false,
            composer: Default::default(),
            lookup: Default::default(),
            lists: Default::default(),
            lists_panel: Default::default(),
            history: None,
            outbox: Default::default(),
            offers: Default::default(),
            vendors: Default::default(),
            vendor_section: Default::default(),
            profiles: Default::default(),
            availability: Default::default(),
        }
    }
}

/// The sent history of one freelancer, as the store last answered.
pub struct InspectedHistory {
    pub uuid: Uuid,
    pub history: inspector::SentHistory,
    /// A job ended since it was read: whom it reached may have changed.
    pub stale: bool,
}

impl InspectedHistory {
    /// The history if it is `uuid`'s.
    pub fn of(&self, uuid: Uuid) -> Option<&inspector::SentHistory> {
        (self.uuid == uuid).then_some(&self.history)
    }
}

impl EnvironmentScope {
    /// A scope for `directory`, which the environment `environment` points to, and the
    /// store requests that fill it (the environment's records from before they were keyed
    /// by directory adopted first).
    pub fn open(directory: &str, environment: &str) -> (Self, [StoreRequest; 5]) {
        let mut scope = Self {
            directory: Some(directory.to_owned()),
            ..Self::default()
        };
        scope.composer.follow(directory);
        scope.lists.follow(directory);
        scope.outbox.model.belongs_to(directory);
        scope.offers.model.follow(directory);
        let requests = [
            StoreRequest::AdoptEnvironment {
                environment: environment.to_owned(),
                directory: directory.to_owned(),
            },
            StoreRequest::LoadComposer {
                directory: directory.to_owned(),
            },
            StoreRequest::Lists {
                directory: directory.to_owned(),
            },
            StoreRequest::Offers {
                directory: directory.to_owned(),
            },
            StoreRequest::OfferAnswers {
                directory: directory.to_owned(),
            },
        ];
        (scope, requests)
    }

    /// The key of the directory this scope belongs to.
    pub fn directory(&self) -> Option<&str> {
        self.directory.as_deref()
    }

    pub fn is_for(&self, directory: &str) -> bool {
        self.directory.as_deref() == Some(directory)
    }

    /// Whether the store must be asked for `uuid`'s history: it is not the one shown, or the
    /// one shown is stale. Marks it as being read.
    pub fn wants_history(&mut self, uuid: Uuid) -> bool {
        match &mut self.history {
            Some(shown) if shown.uuid == uuid => std::mem::replace(&mut shown.stale, false),
            _ => {
                self.history = Some(InspectedHistory {
                    uuid,
                    history: inspector::SentHistory::Loading,
                    stale: false,
                });
                true
            }
        }
    }

    /// Lookup `task` answered for `uuid`: what the answer says of the freelancer is learned
    /// here once, for every panel to read, whoever's lookup it is; the answer itself goes to
    /// the composer's verification if it is one, else to the table.
    pub fn on_looked_up(
        &mut self,
        task: TaskId,
        uuid: Uuid,
        result: Result<Box<Freelancer>, ApiError>,
        progress: Progress,
    ) {
        self.profiles.learn(uuid, &result);
        if self
            .offers
            .model
            .inspected
            .on_looked_up(task, uuid, &result)
        {
            return;
        }
        if !self.composer.on_looked_up(task, uuid, &result, progress) {
            self.lookup.on_result(task, uuid, result, progress);
        }
    }

    /// Lookup `task` ended: the board's candidate inspected, the composer's verification (which names its bare recipients
    /// from the profiles learned), or the table's lookup, whose news is returned.
    pub fn on_lookup_finished(&mut self, task: TaskId, end: &LookupEnd) -> Option<Notice> {
        if self.offers.model.inspected.on_finished(task) {
            return None;
        }
        if self.composer.on_lookup_finished(task, end, &self.profiles) {
            return None;
        }
        self.lookup.on_finished(task, end)
    }

    /// A user summary of `task` for `uuid`: who they are (their name, that the directory
    /// knows them) is learned here once, whoever asked; then the asker takes it, each only
    /// its own task's: the offer dialog (zones), the composer (names for a list's bare
    /// UUIDs, or its check of who the recipients are), else the table (a paste's rows).
    pub fn on_summary(
        &mut self,
        task: TaskId,
        uuid: Uuid,
        summary: Summary,
        progress: SummariesProgress,
    ) {
        self.profiles.learn_summary(uuid, &summary);
        if !self.offers.on_form_summary(task, uuid, &summary)
            && !self.composer.on_named(task, &self.profiles)
            && !self
                .composer
                .verification
                .on_summary(task, uuid, &summary, progress)
        {
            self.lookup.on_summary(task, uuid, summary);
        }
    }

    /// User summaries' `task` ended, for whichever asked.
    pub fn on_summaries_finished(&mut self, task: TaskId, end: &SummariesEnd) {
        if !self.offers.on_form_summaries_end(task)
            && !self.composer.on_naming_finished(task)
            && !self
                .composer
                .on_summaries_verified(task, end, &self.profiles)
        {
            self.lookup.on_summaries_finished(task);
        }
    }

    /// A job ended: whom it reached changed, so the shown history is read again.
    pub fn history_changed(&mut self) {
        if let Some(shown) = &mut self.history {
            shown.stale = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_history_is_asked_for_once_and_again_when_stale() {
        let (mut scope, _) = EnvironmentScope::open("sandbox:built-in", "sandbox");
        let (first, second) = (Uuid::from_u128(1), Uuid::from_u128(2));
        assert!(scope.wants_history(first));
        assert!(!scope.wants_history(first), "already being read");
        assert!(matches!(
            scope.history.as_ref().and_then(|h| h.of(first)),
            Some(inspector::SentHistory::Loading)
        ));
        assert!(scope.history.as_ref().and_then(|h| h.of(second)).is_none());
        scope.history_changed();
        assert!(scope.wants_history(first), "a job ended since");
        assert!(!scope.wants_history(first));
        assert!(scope.wants_history(second), "another freelancer");
    }

    #[test]
    fn a_scope_belongs_to_its_directory_and_adopts_its_environments_old_records() {
        let staging = "https://staging.example/v2/";
        let (scope, requests) = EnvironmentScope::open(staging, "staging");
        assert!(scope.is_for(staging) && !scope.is_for("staging"));
        assert_eq!(scope.lists.directory(), Some(staging));
        assert!(matches!(
            &requests[0],
            StoreRequest::AdoptEnvironment { environment, directory }
                if environment == "staging" && directory == staging
        ));
        assert!(matches!(
            &requests[1],
            StoreRequest::LoadComposer { directory } if directory == staging
        ));
        assert!(!EnvironmentScope::default().is_for(staging));
    }

    fn marked(uuid: Uuid) -> crate::store::VendorRecord {
        crate::store::VendorRecord {
            uuid,
            status: Some(crate::store::VendorStatus::DoNotContact),
            tags: vec!["legal".into()],
            ..Default::default()
        }
    }

    fn found(uuid: Uuid) -> crate::api::Freelancer {
        crate::api::Freelancer {
            uuid: Some(uuid),
            site_name: Some(format!("F{}", uuid.as_u128())),
            ..Default::default()
        }
    }

    /// A mark lives once, in the scope's vendor records: whether it came in a record or from
    /// a send's check, the table and the composer read the same one.
    #[test]
    fn the_table_and_the_composer_read_the_scopes_marks() {
        use crate::ui::lookup::LookupView;
        let (mut scope, _) = EnvironmentScope::open("sandbox:built-in", "sandbox");
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        scope.lookup.add_found(vec![found(a), found(b)]);
        scope.composer.add_recipients(
            [a, b]
                .map(|uuid| crate::outbox::PlannedRecipient {
                    uuid,
                    name: None,
                    fields: None,
                })
                .into(),
        );
        let marks = LookupView {
            filter: "do not contact".into(),
            ..LookupView::default()
        };
        assert!(scope.lookup.visible(&marks, &scope.vendors).is_empty());
        assert_eq!(scope.composer.marked_recipients(&scope.vendors), 0);

        scope.vendors.learn(vec![marked(a)]);
        assert_eq!(scope.lookup.visible(&marks, &scope.vendors), [0]);
        assert!(scope.vendors.is_marked(a), "the table's and inspector's ⛔");
        assert_eq!(scope.composer.marked_recipients(&scope.vendors), 1);

        // A send's check finds `b` marked too: the app keeps the marks the composer returns
        // (`ComposerAction::Marked`, tested beside the composer) in the same records.
        scope.vendors.learn_marks(&[a, b], &[a, b]);
        assert!(scope.vendors.is_marked(b));
        assert_eq!(scope.composer.marked_recipients(&scope.vendors), 2);
    }

    /// A profile the table's lookup read is learned once, in the scope, and the composer
    /// reads it there: a personal message to a recipient added from a list uses it.
    #[test]
    fn the_composer_reads_the_profiles_the_tables_lookup_learned() {
        let directory = "sandbox:built-in";
        let (mut scope, _) = EnvironmentScope::open(directory, "sandbox");
        let a = Uuid::from_u128(1);
        scope.composer.on_loaded(directory, None, None);
        let member = crate::store::DraftRecipient {
            uuid: a,
            name: None,
        };
        scope
            .composer
            .add_list("Legal", vec![member], &scope.profiles);
        scope.composer.sender = crate::store::Sender {
            name: "Ana".into(),
            email: "ana@agency.example".into(),
        };
        scope.composer.draft.subject = "Legal".into();
        scope.composer.draft.body = "Dear {{site_name}},".into();
        assert!(
            scope.composer.check(&scope.profiles).is_err(),
            "no profile, no fallback"
        );

        let table = crate::ui::ids::task();
        scope.lookup.started(table, 1);
        scope.on_looked_up(table, a, Ok(Box::new(found(a))), Progress::default());
        assert!(matches!(
            scope.profiles.verdict(&a),
            Some(crate::outbox::RecipientCheck::Found)
        ));
        let job = scope
            .composer
            .check(&scope.profiles)
            .expect("the profile fills it");
        assert_eq!(job.requests[0].body.as_deref(), Some("Dear F1,"));
        let news = scope.on_lookup_finished(table, &LookupEnd::Completed);
        assert!(news.is_some(), "the table's lookup, not the composer's");
    }

    /// Another directory is another scope: none of the old one's rows, records, marks or
    /// profiles are left to forget.
    #[test]
    fn a_new_directory_starts_with_no_rows_records_marks_or_profiles() {
        let (mut scope, _) = EnvironmentScope::open("sandbox:built-in", "sandbox");
        let a = Uuid::from_u128(1);
        scope.lookup.add_found(vec![found(a)]);
        scope.lookup.focused = Some(a);
        scope.vendors.learn(vec![marked(a)]);
        scope.profiles.learn_profile(a, &found(a));
        assert_eq!(scope.lookup.rows().len(), 1);
        assert!(scope.profiles.verdict(&a).is_some());

        let (scope, _) = EnvironmentScope::open("https://staging.example/v2/", "staging");
        assert!(scope.lookup.rows().is_empty() && scope.lookup.focused_row().is_none());
        assert!(scope.vendors.get(a).is_none() && !scope.vendors.is_marked(a));
        assert!(scope.profiles.verdict(&a).is_none() && scope.profiles.fields(&a).is_none());
        assert_eq!(scope.composer.marked_recipients(&scope.vendors), 0);
    }
}
