//! The composer's state and rules: the draft and sender, what they come to (problems,
//! requests, placeholders), the verification of the recipients, and a try to send from the
//! check of its recipients to the job written down. No egui: `view/` draws it.

use std::collections::{BTreeMap, HashSet};

use uuid::Uuid;

use super::super::outbox::JobView;
use super::super::profiles::Profiles;
use super::super::verify::{self, Verification};
use super::{ComposerAction, REQUEST_SIZE};
use crate::api::{ApiError, Draft, Field, Freelancer, Problem, User};
use crate::outbox::guard::{RecentChoice, RecipientGuard};
use crate::outbox::personalise::{self, Fallbacks, Placeholder, RecipientFields};
use crate::outbox::{JobDraft, PlannedRecipient};
use crate::store::{
    ComposerDraft, DraftRecipient, NewJob, RecipientMarks, Sender, StoreRequest, Ticket,
};
use crate::worker::team_guard::TeamFound;
use crate::worker::{LookupEnd, Progress, TaskId};

/// What the draft comes to this frame.
pub(super) struct Review {
    pub(super) recipients: usize,
    /// One per recipient for a personal message, else one per request of recipients.
    pub(super) requests: usize,
    /// What stands in the way of sending: found as it is typed, or by planning the job at the
    /// last try to send.
    pub(super) problems: Vec<Problem>,
    /// The placeholders the subject and body use.
    pub(super) placeholders: Vec<Placeholder>,
}

impl Review {
    /// A message with placeholders goes to each recipient in a request of their own.
    pub(super) fn personal(&self) -> bool {
        !self.placeholders.is_empty()
    }
}

/// How many recipients lack each placeholder's field, for a given set of recipients and the
/// profiles known at a revision.
pub(super) struct Lacking {
    pub(super) version: u64,
    pub(super) profiles: u64,
    pub(super) counts: BTreeMap<Placeholder, usize>,
}

/// A try to send, from the check of its recipients to the job written down. One at a time:
/// while it is under way the draft cannot change, and a second try is not started.
#[derive(Default)]
pub(super) enum SendFlow {
    #[default]
    Idle,
    /// The store (and the team database, if the directory's desks share one) are checking
    /// the recipients against the guardrails, as `ticket`; recent contacts counted over the
    /// last `recent_days` days. The confirmation opens once both have answered.
    Checking {
        ticket: Ticket,
        recent_days: u32,
        /// The store's answer, once in.
        local: Option<RecipientMarks>,
        team: TeamAnswer,
    },
    /// The confirmation awaits the user's word (boxed: a planned job is large, the other
    /// states small).
    Confirming(Box<Confirming>),
    /// The confirmed job was handed to the outbox as `ticket`, not yet written down.
    Creating(Ticket),
}

/// The team database's part of a check.
pub(super) enum TeamAnswer {
    /// The directory's desks share none.
    NotAsked,
    Waiting,
    Found(Box<TeamFound>),
    /// It could not be asked (`why`, naming it): nothing goes unless the user tries again
    /// or, knowingly, sends without its checks ([`ComposerPanel::send_unchecked`]).
    Away(crate::api::Explained),
}

/// The user's word to send without the team's checks, the team database being away: what
/// it was told, and whether it ticked that it understood (the send waits for that).
pub(super) struct Waiver {
    pub(super) why: crate::api::Explained,
    pub(super) understood: bool,
}

/// What the user answered when asked before sending.
pub(super) enum SendAnswer {
    /// Send, with the user's word on recently messaged recipients (`Include` when there
    /// were none).
    Send(RecentChoice),
    GoBack,
    VerifyFirst,
    /// Leave out the recipients the directory does not know, and ask again.
    LeaveOutUnknown,
}

/// The confirmation's subject: the job without anyone marked do not contact or being
/// messaged by another desk now (`None` when nobody else is left), and what the guardrails
/// found, this desk's and the team's (with the claim its check took).
pub(super) struct Confirming {
    pub(super) job: Option<NewJob>,
    pub(super) guard: RecipientGuard,
    pub(super) team: Option<TeamFound>,
    /// Sent without the team's checks, on the user's word (recorded by the outbox).
    pub(super) waiver: Option<Waiver>,
}

#[derive(Default)]
pub struct ComposerPanel {
    /// The directory whose draft this is.
    pub(super) directory: Option<String>,
    /// False until the store has answered for `directory`: typing before then would
    /// overwrite the saved draft with a new one.
    pub(super) loaded: bool,
    pub draft: ComposerDraft,
    pub sender: Sender,
    pub(super) draft_changed: bool,
    pub(super) sender_changed: bool,
    /// Bumped whenever the recipients change, so that what is counted over them is counted
    /// once per change rather than once per frame.
    pub(super) recipients_version: u64,
    pub(super) lacking: Option<Lacking>,
    /// Problems show for a field once it was edited, and for all after a first try to send.
    pub(super) touched: HashSet<Field>,
    pub(super) attempted: bool,
    /// What planning the job found wrong at the last try to send.
    pub(super) plan_problems: Vec<Problem>,
    pub(super) preview: bool,
    pub(super) preview_for: usize,
    /// Where a try to send stands.
    pub(super) flow: SendFlow,
    pub(super) create_problem: Option<crate::api::Explained>,
    /// The job this composer sent last, shown compactly until dismissed.
    pub sent_job: Option<crate::store::JobId>,
    /// The composer's runs looking its recipients up. (What the directory said of each, and
    /// the profiles and names read, are the scope's [`Profiles`], lent through the
    /// composer's context.)
    pub verification: Verification,
    /// The verdicts over the current recipients, with the recipients' version and the
    /// profiles' revision they were counted at.
    pub(super) verified: Option<(u64, u64, bool, verify::Summary)>,
    /// How many unknown recipients the last change to the recipients made here left out,
    /// for a line under them (said at draw time, in the window's language then).
    pub(super) left_out_unknown: Option<usize>,
    /// The user-summaries tasks asked for the names of recipients that came without one (a
    /// list synced from the directory, a file of bare UUIDs): their names fill in as the
    /// summaries arrive.
    naming: HashSet<TaskId>,
}

impl ComposerPanel {
    /// Follows the session to `directory`; true when the store must be asked for its draft.
    pub fn follow(&mut self, directory: &str) -> bool {
        if self.directory.as_deref() == Some(directory) {
            return false;
        }
        // Jobs and recipients belong to the directory they came from.
        *self = Self {
            directory: Some(directory.to_owned()),
            ..Self::default()
        };
        true
    }

    pub fn on_loaded(
        &mut self,
        directory: &str,
        draft: Option<ComposerDraft>,
        sender: Option<Sender>,
    ) {
        if self.directory.as_deref() != Some(directory) || self.loaded {
            return;
        }
        // Recipients added from the table before the store answered join the saved draft,
        // rather than vanish with the empty one they were added to.
        let early = std::mem::take(&mut self.draft.recipients);
        self.draft = draft.unwrap_or_default();
        let mut present: HashSet<Uuid> = self.draft.recipients.iter().map(|r| r.uuid).collect();
        let saved = self.draft.recipients.len();
        self.draft
            .recipients
            .extend(early.into_iter().filter(|r| present.insert(r.uuid)));
        if self.draft.recipients.len() > saved {
            self.draft_changed = true;
        }
        self.sender = sender.unwrap_or_default();
        self.recipients_version += 1;
        self.loaded = true;
    }

    /// Fills an empty sender from the signed-in account; a suggestion, saved only when used.
    pub fn suggest_sender(&mut self, user: &User) {
        if !self.loaded || !self.sender.name.is_empty() || !self.sender.email.is_empty() {
            return;
        }
        self.sender = Sender {
            name: user.site_name.clone().unwrap_or_default(),
            email: user.email.clone().unwrap_or_default(),
        };
    }

    /// An answer of lookup job `job` (what it says of the freelancer the app learns into
    /// the scope's profiles, whoever's job it is); false when the job is not the composer's.
    pub fn on_looked_up(
        &mut self,
        job: TaskId,
        uuid: Uuid,
        result: &Result<Box<Freelancer>, ApiError>,
        progress: Progress,
    ) -> bool {
        self.verification.on_result(job, uuid, result, progress)
    }

    /// The recipients with no name yet, neither given nor learned this session: whose
    /// summaries to ask for.
    pub fn unnamed(&self) -> Vec<Uuid> {
        self.draft
            .recipients
            .iter()
            .filter(|r| r.name.is_none())
            .map(|r| r.uuid)
            .collect()
    }

    /// The names of some recipients are asked for as user summaries in task `task`.
    pub fn naming_started(&mut self, task: TaskId) {
        self.naming.insert(task);
    }

    /// A user summary of task `task` arrived, the app having learned it into `profiles`:
    /// the recipients it names get their name. False when the task is not the composer's.
    pub fn on_named(&mut self, task: TaskId, profiles: &Profiles) -> bool {
        if !self.naming.contains(&task) {
            return false;
        }
        self.fill_in_names(profiles);
        true
    }

    /// Task `task` of user summaries ended; false when it is not the composer's.
    pub fn on_naming_finished(&mut self, task: TaskId) -> bool {
        self.naming.remove(&task)
    }

    /// Its check of who the recipients are by their user summaries, job `job`, ended;
    /// false when the job is not the composer's.
    pub fn on_summaries_verified(
        &mut self,
        job: TaskId,
        end: &crate::api::summaries::SummariesEnd,
        profiles: &Profiles,
    ) -> bool {
        if !self.verification.on_summaries_finished(job, end) {
            return false;
        }
        self.fill_in_names(profiles);
        true
    }

    /// Lookup job `job` ended; false when it is not the composer's.
    pub fn on_lookup_finished(
        &mut self,
        job: TaskId,
        end: &LookupEnd,
        profiles: &Profiles,
    ) -> bool {
        if !self.verification.on_finished(job, end) {
            return false;
        }
        self.fill_in_names(profiles);
        true
    }

    /// Recipients that came without a name get the one their profile gave, so their chips
    /// and the unknown list read as people rather than UUIDs.
    pub(super) fn fill_in_names(&mut self, profiles: &Profiles) {
        if profiles.fill_in_names(&mut self.draft.recipients) {
            self.draft_changed = true;
        }
    }

    /// The verdicts over the current recipients, counted again only when the recipients or
    /// the profiles changed.
    pub(super) fn verified(&mut self, profiles: &Profiles) -> verify::Summary {
        // Placeholders need each profile's fields: one found by a summary alone is still to
        // be verified then.
        let need_fields = !self.placeholders().is_empty();
        let versions = (self.recipients_version, profiles.revision(), need_fields);
        match &self.verified {
            Some((r, v, n, summary)) if (*r, *v, *n) == versions => summary.clone(),
            _ => {
                let summary = verify::summary(profiles, &self.draft.recipients, need_fields);
                self.verified = Some((versions.0, versions.1, versions.2, summary.clone()));
                summary
            }
        }
    }

    /// Removes the recipients the directory does not know; returns how many went.
    pub fn leave_out_unknown(&mut self, profiles: &Profiles) -> usize {
        let before = self.draft.recipients.len();
        self.draft
            .recipients
            .retain(|r| !profiles.is_unknown(&r.uuid));
        let gone = before - self.draft.recipients.len();
        if gone > 0 {
            self.recipients_changed();
            self.left_out_unknown = Some(gone);
        }
        gone
    }

    /// Adds the members of the list `name`; returns the news for a toast.
    pub fn add_list(
        &mut self,
        name: &str,
        members: Vec<DraftRecipient>,
        profiles: &Profiles,
    ) -> String {
        let offered = members.len();
        let added = self.add_recipients(members.into_iter().map(PlannedRecipient::from).collect());
        self.fill_in_names(profiles);
        let all = self.draft.recipients.len();
        if added < offered {
            crate::tr!(
                "composer-list-added-some-there",
                count = added,
                name = name,
                all = all,
                already = offered - added
            )
        } else {
            crate::tr!("composer-list-added", count = added, name = name, all = all)
        }
    }

    /// Adds recipients not there yet; returns how many were new. (The fields a recipient
    /// comes with are the app's to learn into the scope's profiles:
    /// [`Profiles::learn_given`].)
    /// Why recipients cannot be added now, if they cannot: a send is being checked or
    /// confirmed (its job holds exactly those checked, here and by the team) or handed to
    /// the outbox (the draft is emptied once it is written).
    pub fn recipients_locked(&self) -> Option<String> {
        match self.flow {
            SendFlow::Idle => None,
            SendFlow::Checking { .. } | SendFlow::Confirming(_) => {
                Some(crate::tr!("composer-locked-checking"))
            }
            SendFlow::Creating(_) => Some(crate::tr!("composer-locked-creating")),
        }
    }

    /// Adds `recipients` not there yet; how many were added. None while
    /// [`Self::recipients_locked`] says why not (the caller tells the user).
    pub fn add_recipients(&mut self, recipients: Vec<PlannedRecipient>) -> usize {
        if self.recipients_locked().is_some() {
            return 0;
        }
        let mut present: HashSet<Uuid> = self.draft.recipients.iter().map(|r| r.uuid).collect();
        let before = self.draft.recipients.len();
        for recipient in recipients {
            if present.insert(recipient.uuid) {
                self.draft.recipients.push(DraftRecipient {
                    uuid: recipient.uuid,
                    name: recipient.name,
                });
            }
        }
        let added = self.draft.recipients.len() - before;
        if added > 0 {
            self.recipients_changed();
        }
        added
    }

    pub(super) fn recipients_changed(&mut self) {
        self.left_out_unknown = None;
        self.draft_changed = true;
        self.recipients_version += 1;
        self.touched.insert(Field::Recipients);
        self.plan_problems.clear();
    }

    /// The store requests for whatever changed since the last call.
    pub fn take_saves(&mut self) -> Vec<StoreRequest> {
        let Some(directory) = self.directory.clone().filter(|_| self.loaded) else {
            return Vec::new();
        };
        let mut saves = Vec::new();
        if std::mem::take(&mut self.draft_changed) {
            saves.push(StoreRequest::SaveDraft {
                directory: directory.clone(),
                draft: self.draft.clone(),
            });
        }
        if std::mem::take(&mut self.sender_changed) {
            saves.push(StoreRequest::SaveSender {
                directory,
                sender: self.sender.clone(),
            });
        }
        saves
    }

    pub(super) fn as_draft(&self) -> Draft {
        Draft {
            recipients: self
                .draft
                .recipients
                .iter()
                .map(|r| r.uuid.to_string())
                .collect(),
            sender_name: self.sender.name.clone(),
            sender_email: self.sender.email.clone(),
            subject: self.draft.subject.clone(),
            body: self.draft.body.clone(),
            message_type: self.draft.message_type,
        }
    }

    /// The fallbacks as kept with the draft: a placeholder absent, or typed but blank, has
    /// none; one kept as exactly empty text is left out (the user ticked "leave it out").
    pub(super) fn chosen_fallbacks(&self) -> Fallbacks {
        self.draft
            .fallbacks
            .iter()
            .filter_map(|(key, text)| {
                let placeholder = Placeholder::parse(key)?;
                match (text.is_empty(), text.trim()) {
                    (true, _) => Some((placeholder, String::new())),
                    (false, "") => None,
                    (false, typed) => Some((placeholder, typed.to_owned())),
                }
            })
            .collect()
    }

    pub(super) fn planned(
        &self,
        recipient: &DraftRecipient,
        profiles: &Profiles,
    ) -> PlannedRecipient {
        PlannedRecipient {
            uuid: recipient.uuid,
            name: recipient.name.clone(),
            fields: profiles.fields(&recipient.uuid).cloned(),
        }
    }

    /// The job as the outbox plans it, with what `profiles` knows of its recipients;
    /// without recipients, for a preview of one.
    pub(super) fn job_draft(&self, with_recipients: bool, profiles: &Profiles) -> JobDraft {
        JobDraft {
            directory: self.directory.clone().unwrap_or_default(),
            sender_name: self.sender.name.clone(),
            sender_email: self.sender.email.clone(),
            subject: self.draft.subject.clone(),
            body: self.draft.body.clone(),
            message_type: self.draft.message_type,
            recipients: if with_recipients {
                self.draft
                    .recipients
                    .iter()
                    .map(|r| self.planned(r, profiles))
                    .collect()
            } else {
                Vec::new()
            },
            request_size: REQUEST_SIZE,
            fallbacks: self.chosen_fallbacks(),
        }
    }

    /// The job this draft makes, or what stands in the way. Builds every request: for
    /// sending, not for drawing.
    pub fn check(&self, profiles: &Profiles) -> Result<NewJob, Vec<Problem>> {
        self.job_draft(true, profiles).plan()
    }

    /// The placeholders the subject and body use, as `JobDraft::placeholders` says, without
    /// copying the text on every frame.
    pub(super) fn placeholders(&self) -> Vec<Placeholder> {
        let mut used = personalise::used_in(&self.draft.subject);
        for placeholder in personalise::used_in(&self.draft.body) {
            if !used.contains(&placeholder) {
                used.push(placeholder);
            }
        }
        used.sort();
        used
    }

    /// How many of the recipients `vendors` says are marked do not contact.
    pub fn marked_recipients(&self, vendors: &crate::ui::vendor::VendorRecords) -> usize {
        self.draft
            .recipients
            .iter()
            .filter(|r| vendors.is_marked(r.uuid))
            .count()
    }

    /// Looks up the recipients not looked up in this session, as a lookup job of the
    /// composer's own.
    /// A message without placeholders needs only who they are, which the directory's user
    /// summaries say dozens a request; one with placeholders, each profile's fields.
    pub(super) fn verify(&mut self, profiles: &Profiles) -> Option<ComposerAction> {
        let by_summaries = self.placeholders().is_empty();
        let uuids = verify::to_check(profiles, &self.draft.recipients, !by_summaries);
        if uuids.is_empty() {
            return None;
        }
        let job = crate::ui::ids::task();
        self.left_out_unknown = None;
        self.verification.started(job, uuids.len());
        Some(ComposerAction::Verify {
            job,
            uuids,
            by_summaries,
        })
    }

    /// Puts the message back with only the recipients `job` certainly did not reach.
    pub(super) fn restore_not_reached(&mut self, job: &JobView) {
        self.draft = ComposerDraft {
            recipients: job.not_reached(),
            message_type: job.record.message_type,
            subject: job.record.subject.clone(),
            body: job.record.body.clone(),
            ..ComposerDraft::default()
        };
        self.recipients_changed();
    }

    /// The draft as it stands this frame. Every frame needs the problems and the request
    /// count, not the requests themselves (one copy of the text per request, thousands for a
    /// large personal message).
    pub(super) fn review(&self) -> Review {
        let (recipients, mut problems) = self.as_draft().review();
        // A placeholder typo shows beside its field as it is typed, not only when sending.
        problems.extend(crate::outbox::personalise::placeholder_problems(
            &self.draft.subject,
            &self.draft.body,
        ));
        for problem in &self.plan_problems {
            if !problems.contains(problem) {
                problems.push(problem.clone());
            }
        }
        let placeholders = self.placeholders();
        let requests = if placeholders.is_empty() {
            recipients.div_ceil(REQUEST_SIZE)
        } else {
            recipients
        };
        Review {
            recipients,
            requests,
            problems,
            placeholders,
        }
    }

    /// The problems to show now: a field's once it was edited, all after a first try to send.
    pub(super) fn shown_problems<'a>(&self, problems: &'a [Problem]) -> Vec<&'a Problem> {
        problems
            .iter()
            .filter(|p| self.attempted || self.touched.contains(&p.field))
            .collect()
    }

    /// How many recipients have no value for each placeholder; counted again only when the
    /// recipients or the known profiles change.
    pub(super) fn lacking(&mut self, profiles: &Profiles) -> &BTreeMap<Placeholder, usize> {
        let fresh = self.lacking.as_ref().is_some_and(|l| {
            l.version == self.recipients_version && l.profiles == profiles.revision()
        });
        if !fresh {
            let counts = Placeholder::ALL
                .into_iter()
                .map(|placeholder| {
                    let lacking = self
                        .draft
                        .recipients
                        .iter()
                        .filter(|r| lacks(profiles.fields(&r.uuid), placeholder))
                        .count();
                    (placeholder, lacking)
                })
                .collect();
            self.lacking = Some(Lacking {
                version: self.recipients_version,
                profiles: profiles.revision(),
                counts,
            });
        }
        &self.lacking.as_ref().expect("just counted").counts
    }

    /// "Ana Lima <ana@agency.example>", as the message will say.
    pub(super) fn sender_line(&self) -> String {
        format!("{} <{}>", self.sender.name.trim(), self.sender.email.trim())
    }
}

pub(super) fn lacks(fields: Option<&RecipientFields>, placeholder: Placeholder) -> bool {
    let Some(fields) = fields else { return true };
    match placeholder {
        Placeholder::SiteName => fields.site_name.is_none(),
        Placeholder::FirstName => fields.first_name.is_none(),
        Placeholder::LastName => fields.last_name.is_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outbox::guard::RecentChoice;
    use crate::store::{RecipientMarks, Ticket};
    use crate::ui::profiles::Profiles;
    use crate::worker::team_guard::TeamFound;

    fn planned(n: u128, first_name: Option<&str>) -> PlannedRecipient {
        PlannedRecipient {
            uuid: Uuid::from_u128(n),
            name: Some(format!("R{n}")),
            fields: Some(RecipientFields {
                first_name: first_name.map(str::to_owned),
                ..RecipientFields::default()
            }),
        }
    }

    fn ready() -> (ComposerPanel, Profiles) {
        let mut panel = ComposerPanel::default();
        assert!(panel.follow("sandbox"));
        panel.on_loaded("sandbox", None, None);
        (panel, Profiles::default())
    }

    /// Adds recipients as the app does: the profiles' fields they come with are learned into
    /// the scope's profiles first.
    fn add(
        panel: &mut ComposerPanel,
        profiles: &mut Profiles,
        recipients: Vec<PlannedRecipient>,
    ) -> usize {
        profiles.learn_given(&recipients);
        panel.add_recipients(recipients)
    }

    /// The store's request when the user asks to send with `recent_days`.
    fn asked_to_check(
        panel: &mut ComposerPanel,
        profiles: &Profiles,
        recent_days: u32,
    ) -> (Ticket, usize) {
        match panel.request_send(recent_days, false, profiles) {
            Some(ComposerAction::CheckRecipients {
                ticket,
                recipients,
                recent_days: days,
                team_subject: None,
            }) => {
                assert_eq!(days, recent_days);
                (ticket, recipients.len())
            }
            _ => panic!("the recipients are checked first"),
        }
    }

    /// Takes a try to send to the job handed over: checked, nobody marked, sent on the
    /// user's word. Returns the outbox request.
    fn handed_over(panel: &mut ComposerPanel, profiles: &Profiles) -> Ticket {
        let (ticket, _) = asked_to_check(panel, profiles, 0);
        panel.on_checked(ticket, Ok(RecipientMarks::default()), profiles);
        match panel
            .answer(SendAnswer::Send(RecentChoice::Include), 0, false, profiles)
            .as_slice()
        {
            [ComposerAction::Create { ticket, .. }] => *ticket,
            _ => panic!("the confirmed job goes to the outbox"),
        }
    }

    fn confirming(panel: &ComposerPanel) -> Option<&Confirming> {
        match &panel.flow {
            SendFlow::Confirming(confirming) => Some(confirming),
            _ => None,
        }
    }

    fn written(panel: &mut ComposerPanel) {
        panel.sender = Sender {
            name: "Ana".into(),
            email: "ana@agency.example".into(),
        };
        panel.draft.subject = "Legal".into();
        panel.draft.body = "Hello".into();
    }

    #[test]
    fn nothing_is_saved_before_the_stored_draft_arrives() {
        let mut panel = ComposerPanel::default();
        let mut profiles = Profiles::default();
        panel.follow("sandbox");
        add(&mut panel, &mut profiles, vec![planned(1, None)]);
        assert!(panel.take_saves().is_empty());
        assert!(!panel.follow("sandbox"), "same directory, nothing to load");
    }

    #[test]
    fn recipients_added_before_the_stored_draft_arrives_join_it() {
        let mut panel = ComposerPanel::default();
        let mut profiles = Profiles::default();
        panel.follow("sandbox");
        add(
            &mut panel,
            &mut profiles,
            vec![planned(1, None), planned(2, None)],
        );
        let saved = ComposerDraft {
            recipients: vec![DraftRecipient {
                uuid: Uuid::from_u128(2),
                name: None,
            }],
            subject: "Kept".into(),
            ..ComposerDraft::default()
        };
        panel.on_loaded("sandbox", Some(saved), None);
        let uuids: Vec<Uuid> = panel.draft.recipients.iter().map(|r| r.uuid).collect();
        assert_eq!(uuids, vec![Uuid::from_u128(2), Uuid::from_u128(1)]);
        assert_eq!(panel.draft.subject, "Kept");
        let saves = panel.take_saves();
        assert!(
            matches!(&saves[..], [StoreRequest::SaveDraft { draft, .. }] if draft.recipients.len() == 2),
            "the joined draft is saved"
        );
    }

    #[test]
    fn adding_recipients_skips_those_already_there_and_saves_the_draft() {
        let (mut panel, mut profiles) = ready();
        let first = vec![planned(1, Some("Ana")), planned(2, None)];
        assert_eq!(add(&mut panel, &mut profiles, first.clone()), 2);
        assert_eq!(add(&mut panel, &mut profiles, first), 0);
        let saves = panel.take_saves();
        assert!(
            matches!(&saves[..], [StoreRequest::SaveDraft { draft, .. }] if draft.recipients.len() == 2)
        );
        assert!(panel.take_saves().is_empty());
    }

    #[test]
    fn only_a_job_written_down_empties_the_composer() {
        let (mut panel, mut profiles) = ready();
        add(
            &mut panel,
            &mut profiles,
            (1..=30).map(|n| planned(n, None)).collect(),
        );
        written(&mut panel);
        let job = panel.check(&profiles).unwrap();
        assert_eq!(job.requests.len(), 2);
        assert_eq!(job.directory, "sandbox");

        let ticket = handed_over(&mut panel, &profiles);
        assert!(
            panel.request_send(0, false, &profiles).is_none(),
            "one try to send at a time"
        );
        assert_eq!(
            panel.on_created(Ticket(ticket.0 + 1000), Ok(crate::store::JobId(9))),
            None,
            "another request's answer"
        );
        assert!(panel.on_created(ticket, Err("disk full".into())).is_some());
        assert_eq!(panel.draft.recipients.len(), 30, "a failure loses nothing");

        let ticket = handed_over(&mut panel, &profiles);
        assert_eq!(
            panel.on_created(ticket, Ok(crate::store::JobId(9))),
            Some(Ok(crate::store::JobId(9)))
        );
        assert!(panel.draft.is_empty());
        assert_eq!(panel.sender.name, "Ana");
        assert_eq!(panel.sent_job, Some(crate::store::JobId(9)));
        assert!(
            panel.check(&profiles).is_err(),
            "nothing left to send twice"
        );
    }

    #[test]
    fn a_send_waits_for_the_stores_marks_and_leaves_do_not_contact_out() {
        use crate::store::{RecentContact, RecipientMarks};
        let (mut panel, mut profiles) = ready();
        add(
            &mut panel,
            &mut profiles,
            (1..=3).map(|n| planned(n, None)).collect(),
        );
        written(&mut panel);
        let (ticket, asked) = asked_to_check(&mut panel, &profiles, 7);
        assert!(
            confirming(&panel).is_none(),
            "nothing is asked before the store answers"
        );
        assert_eq!(asked, 3);
        assert!(
            panel.request_send(7, false, &profiles).is_none(),
            "asked once"
        );
        let marks = RecipientMarks {
            do_not_contact: vec![(Uuid::from_u128(1), None)],
            recent: vec![(
                None,
                RecentContact {
                    uuid: Uuid::from_u128(2),
                    at_ms: 0,
                    job: crate::store::JobId(4),
                    certain: true,
                    scheduled: false,
                },
            )],
        };
        assert!(
            panel
                .on_checked(Ticket(ticket.0 + 1000), Ok(marks.clone()), &profiles)
                .is_empty()
        );
        assert!(confirming(&panel).is_none(), "another request's answer");
        let marked = panel.on_checked(ticket, Ok(marks), &profiles);
        let confirming = confirming(&panel).expect("the question opens");
        let job = confirming.job.as_ref().expect("two are left");
        let going: Vec<Uuid> = job.requests[0].recipients.iter().map(|r| r.uuid).collect();
        assert_eq!(going, vec![Uuid::from_u128(2), Uuid::from_u128(3)]);
        assert_eq!(confirming.guard.recent_days, 7);
        assert_eq!(
            confirming.guard.recent[0].contact.job,
            crate::store::JobId(4)
        );
        // The marks found go to the scope's vendor records, which the chips read.
        let [
            ComposerAction::Marked {
                checked,
                do_not_contact,
            },
        ] = marked.as_slice()
        else {
            panic!("the marks found are returned for the app to keep");
        };
        assert_eq!(checked.len(), 3);
        let mut vendors = crate::ui::vendor::VendorRecords::default();
        vendors.learn_marks(checked, do_not_contact);
        assert!(vendors.is_marked(Uuid::from_u128(1)), "its chip is marked");
        assert_eq!(panel.marked_recipients(&vendors), 1);

        // A failed check sends nothing and keeps the message.
        assert!(
            panel
                .answer(SendAnswer::GoBack, 7, false, &profiles)
                .is_empty()
        );
        let (ticket, _) = asked_to_check(&mut panel, &profiles, 7);
        panel.on_checked(ticket, Err("the database is not open".into()), &profiles);
        assert!(matches!(panel.flow, SendFlow::Idle));
        assert!(panel.create_problem.is_some());
        assert_eq!(panel.draft.recipients.len(), 3);
    }

    /// What a team's check found: `marked` marked by Ana, `recent` messaged by Ben an hour
    /// ago, `claimed` being messaged by Cleo now; claimed for this send: the rest of `all`.
    fn team_found(all: &[u128], marked: u128, recent: u128, claimed: u128) -> TeamFound {
        use crate::team::{ClaimedElsewhere, ContactState, TeamContact, TeamGuard, TeamMark};
        let now = crate::store::now_ms();
        TeamFound {
            claim: "send/1".into(),
            host: "db.agency.example".into(),
            found: TeamGuard {
                server_now_ms: 0,
                do_not_contact: vec![TeamMark {
                    freelancer: Uuid::from_u128(marked),
                    coordinator: "Ana".into(),
                    reason: String::new(),
                    at_ms: now,
                }],
                recent: vec![TeamContact {
                    freelancer: Uuid::from_u128(recent),
                    coordinator: "Ben".into(),
                    subject: "Legal EN→DE, urgent".into(),
                    state: ContactState::Sent,
                    at_ms: now - 3_600_000,
                }],
                claimed_elsewhere: vec![ClaimedElsewhere {
                    freelancer: Uuid::from_u128(claimed),
                    coordinator: "Cleo".into(),
                    subject: "Rates 2027".into(),
                    taken_at_ms: now,
                }],
                claimed: all
                    .iter()
                    .filter(|n| ![marked, claimed].contains(n))
                    .map(|n| Uuid::from_u128(*n))
                    .collect(),
            },
        }
    }

    #[test]
    fn with_a_team_a_send_waits_for_both_checks_and_its_claim_goes_with_the_job_or_back() {
        let (mut panel, mut profiles) = ready();
        add(
            &mut panel,
            &mut profiles,
            (1..=5).map(|n| planned(n, None)).collect(),
        );
        written(&mut panel);
        let Some(ComposerAction::CheckRecipients {
            ticket,
            team_subject: Some(subject),
            ..
        }) = panel.request_send(7, true, &profiles)
        else {
            panic!("the team is asked too");
        };
        assert_eq!(subject, panel.draft.subject);

        // A stale answer's claim is given back at once.
        let stale = panel.on_team_checked(
            Ticket(ticket.0 + 1000),
            Ok(team_found(&[1], 9, 9, 9)),
            &profiles,
        );
        assert!(matches!(stale.as_slice(), [ComposerAction::ReleaseTeamClaim(c)] if c == "send/1"));

        // The store's answer alone opens nothing: the team has not answered.
        assert!(
            panel
                .on_checked(ticket, Ok(RecipientMarks::default()), &profiles)
                .is_empty()
        );
        assert!(confirming(&panel).is_none());
        let marked =
            panel.on_team_checked(ticket, Ok(team_found(&[1, 2, 3, 4, 5], 1, 2, 3)), &profiles);
        let [ComposerAction::Marked { do_not_contact, .. }] = marked.as_slice() else {
            panic!("the team's marks are kept as the store's are");
        };
        assert_eq!(do_not_contact, &vec![Uuid::from_u128(1)]);
        let asked = confirming(&panel).expect("the question opens once both answered");
        assert!(
            asked.any_recent(),
            "a colleague's recent message is asked about"
        );
        let going = |job: &NewJob| -> Vec<Uuid> {
            job.requests
                .iter()
                .flat_map(|r| r.recipients.iter().map(|p| p.uuid))
                .collect()
        };
        assert_eq!(
            going(asked.job.as_ref().unwrap()),
            [2, 4, 5].map(Uuid::from_u128),
            "marked by the team and being messaged by a colleague: left out"
        );

        // Leaving out the recently messaged: the claim goes with the job of those left.
        let answered = panel.answer(SendAnswer::Send(RecentChoice::LeaveOut), 7, true, &profiles);
        let [
            ComposerAction::Create {
                job, team_claim, ..
            },
        ] = answered.as_slice()
        else {
            panic!("the job goes to the outbox");
        };
        assert_eq!(going(job), [4, 5].map(Uuid::from_u128));
        assert_eq!(team_claim.as_deref(), Some("send/1"));

        // Going back gives the claim back; a team that cannot be asked sends nothing.
        let (mut panel, mut profiles) = ready();
        add(
            &mut panel,
            &mut profiles,
            (1..=2).map(|n| planned(n, None)).collect(),
        );
        written(&mut panel);
        let (ticket, _) = match panel.request_send(0, true, &profiles) {
            Some(ComposerAction::CheckRecipients { ticket, .. }) => (ticket, ()),
            _ => panic!("checked first"),
        };
        panel.on_checked(ticket, Ok(RecipientMarks::default()), &profiles);
        panel.on_team_checked(ticket, Ok(team_found(&[1, 2], 9, 9, 9)), &profiles);
        let back = panel.answer(SendAnswer::GoBack, 0, true, &profiles);
        assert!(matches!(back.as_slice(), [ComposerAction::ReleaseTeamClaim(c)] if c == "send/1"));
        let Some(ComposerAction::CheckRecipients { ticket, .. }) =
            panel.request_send(0, true, &profiles)
        else {
            panic!("checked again");
        };
        let away = crate::api::Explained::new("The team database at db can't be reached.", "");
        assert!(
            panel
                .on_team_checked(ticket, Err(away.clone()), &profiles)
                .is_empty()
        );
        assert!(
            confirming(&panel).is_none(),
            "nothing is asked, nothing goes"
        );
        assert_eq!(
            panel.team_away(),
            Some((&away, false)),
            "said, and not sendable unchecked before this desk's own checks are in"
        );
        assert!(panel.send_unchecked(&profiles).is_none());
        // Retry asks both again.
        let Some(ComposerAction::CheckRecipients {
            ticket,
            team_subject: Some(_),
            ..
        }) = panel.retry_team(&profiles)
        else {
            panic!("checked again, the team too");
        };
        panel.on_team_checked(ticket, Err(away.clone()), &profiles);
        panel.on_checked(ticket, Ok(RecipientMarks::default()), &profiles);
        assert_eq!(panel.team_away(), Some((&away, true)));

        // Sent unchecked only on the ticked word, and the outbox is told so.
        assert!(panel.send_unchecked(&profiles).is_some());
        let send = SendAnswer::Send(RecentChoice::Include);
        assert!(
            panel.answer(send, 0, true, &profiles).is_empty(),
            "not before the box is ticked"
        );
        let SendFlow::Confirming(asked) = &mut panel.flow else {
            panic!("the confirmation stays open");
        };
        asked.waiver.as_mut().unwrap().understood = true;
        let answered = panel.answer(SendAnswer::Send(RecentChoice::Include), 0, true, &profiles);
        let [
            ComposerAction::Create {
                team_claim: None,
                team_unchecked: Some(why),
                ..
            },
        ] = answered.as_slice()
        else {
            panic!("the job goes, unchecked and said so");
        };
        assert_eq!(why, &away.plain);
        assert_eq!(panel.draft.recipients.len(), 2, "nothing typed is lost");
    }

    #[test]
    fn a_personal_message_plans_one_request_each_with_profiles_and_fallbacks() {
        let (mut panel, mut profiles) = ready();
        add(
            &mut panel,
            &mut profiles,
            vec![planned(1, Some("Ana")), planned(2, None)],
        );
        written(&mut panel);
        panel.draft.body = "Dear {{first_name}},".into();
        assert_eq!(panel.placeholders(), vec![Placeholder::FirstName]);
        assert_eq!(panel.lacking(&profiles)[&Placeholder::FirstName], 1);
        let problems = panel.check(&profiles).unwrap_err();
        assert!(problems[0].text.contains("R2"), "{problems:?}");
        panel
            .draft
            .fallbacks
            .insert("first_name".into(), " colleague ".into());
        let job = panel.check(&profiles).unwrap();
        let bodies: Vec<&str> = job
            .requests
            .iter()
            .map(|c| c.body.as_deref().unwrap())
            .collect();
        assert_eq!(bodies, vec!["Dear Ana,", "Dear colleague,"]);
    }

    #[test]
    fn a_connection_lost_while_creating_keeps_the_draft_and_says_so() {
        let (mut panel, mut profiles) = ready();
        add(&mut panel, &mut profiles, vec![planned(1, None)]);
        written(&mut panel);
        let ticket = handed_over(&mut panel, &profiles);
        panel.connection_lost();
        assert!(panel.create_problem.is_some());
        assert_eq!(
            panel.on_created(ticket, Ok(crate::store::JobId(3))),
            None,
            "too late to clear anything"
        );
        assert_eq!(panel.draft.recipients.len(), 1);
    }

    #[test]
    fn a_blank_fallback_is_none_and_only_an_empty_one_leaves_the_word_out() {
        let (mut panel, mut profiles) = ready();
        add(
            &mut panel,
            &mut profiles,
            vec![planned(1, Some("Ana")), planned(2, None)],
        );
        written(&mut panel);
        panel.draft.body = "Dear {{first_name}}, hello".into();
        panel
            .draft
            .fallbacks
            .insert("first_name".into(), "   ".into());
        assert!(
            panel.check(&profiles).is_err(),
            "typed but blank is no fallback"
        );
        panel
            .draft
            .fallbacks
            .insert("first_name".into(), String::new());
        let job = panel.check(&profiles).unwrap();
        let bodies: Vec<&str> = job
            .requests
            .iter()
            .map(|c| c.body.as_deref().unwrap())
            .collect();
        assert_eq!(bodies, vec!["Dear Ana, hello", "Dear, hello"]);
    }

    fn not_found() -> Result<Box<Freelancer>, ApiError> {
        Err(ApiError::Rejected {
            status: 400,
            messages: crate::api::ServerMessages {
                error_messages: vec!["No freelancer was found with that UUID.".into()],
                ..Default::default()
            },
        })
    }

    #[test]
    fn a_lists_bare_uuids_get_their_names_as_their_summaries_arrive() {
        use crate::api::summaries::Summary;
        let (mut panel, mut profiles) = ready();
        let members: Vec<DraftRecipient> = (1..=3)
            .map(|n| DraftRecipient {
                uuid: Uuid::from_u128(n),
                name: (n == 3).then(|| "Given".to_owned()),
            })
            .collect();
        panel.add_list("Synced", members, &profiles);
        assert_eq!(
            panel.unnamed(),
            vec![Uuid::from_u128(1), Uuid::from_u128(2)],
            "only those without a name are asked for"
        );
        let task = TaskId(41);
        panel.naming_started(task);
        let ana = crate::api::UserSummary {
            site_name: Some(" Ana Lima ".into()),
            ..Default::default()
        };
        profiles.learn_summary(Uuid::from_u128(1), &Summary::Found(Box::new(ana)));
        profiles.learn_summary(Uuid::from_u128(2), &Summary::Unknown);
        assert!(!panel.on_named(TaskId(40), &profiles), "not the composer's");
        assert!(panel.on_named(task, &profiles));
        let names: Vec<Option<&str>> = panel
            .draft
            .recipients
            .iter()
            .map(|r| r.name.as_deref())
            .collect();
        assert_eq!(names, vec![Some("Ana Lima"), None, Some("Given")]);
        assert_eq!(panel.unnamed(), vec![Uuid::from_u128(2)]);
        assert!(panel.on_naming_finished(task));
        assert!(!panel.on_naming_finished(task), "once");
        assert!(!panel.on_named(task, &profiles), "over");
    }

    #[test]
    fn a_plain_message_is_verified_by_summaries_and_placeholders_ask_for_the_profiles() {
        use crate::api::summaries::{SummariesEnd, SummariesProgress, Summary};
        let (mut panel, mut profiles) = ready();
        let members: Vec<DraftRecipient> = (1..=3)
            .map(|n| DraftRecipient {
                uuid: Uuid::from_u128(n),
                name: None,
            })
            .collect();
        panel.add_list("Legal", members, &profiles);
        let Some(ComposerAction::Verify {
            job,
            uuids,
            by_summaries: true,
        }) = panel.verify(&profiles)
        else {
            panic!("a message without placeholders is checked by summaries");
        };
        assert_eq!(uuids.len(), 3);
        let found = crate::api::UserSummary {
            site_name: Some("Ana Lima".into()),
            ..Default::default()
        };
        let answers = [
            Summary::Found(Box::new(found)),
            Summary::Unknown,
            Summary::Failed(ApiError::Transport {
                failure: crate::api::TransportFailure::Timeout,
                detail: "timed out".into(),
            }),
        ];
        for (n, summary) in (1..=3).zip(answers) {
            let uuid = Uuid::from_u128(n);
            profiles.learn_summary(uuid, &summary);
            let progress = SummariesProgress {
                found: 1,
                unknown: usize::from(n > 1),
                failed: usize::from(n > 2),
                total: 3,
                ..Default::default()
            };
            assert!(panel.verification.on_summary(job, uuid, &summary, progress));
        }
        assert!(panel.on_summaries_verified(job, &SummariesEnd::Completed, &profiles));
        let verified = panel.verified(&profiles);
        assert_eq!(verified.unknown, vec![1], "the second is unknown");
        assert_eq!(verified.unverified, 1, "the third could not be checked");
        assert_eq!(
            panel.draft.recipients[0].name.as_deref(),
            Some("Ana Lima"),
            "named by its summary"
        );
        // Placeholders need the fields a summary does not give: the found one is looked up
        // again, as a profile, with the one that could not be checked.
        panel.draft.body = "Dear {{first_name}},".into();
        assert_eq!(
            panel.verified(&profiles).unverified,
            2,
            "found by a summary alone is not verified for placeholders"
        );
        let Some(ComposerAction::Verify {
            uuids,
            by_summaries: false,
            ..
        }) = panel.verify(&profiles)
        else {
            panic!("placeholders need the profiles");
        };
        assert_eq!(uuids, vec![Uuid::from_u128(1), Uuid::from_u128(3)]);
    }

    #[test]
    fn a_verification_learns_profiles_and_the_unknown_can_be_left_out() {
        let (mut panel, mut profiles) = ready();
        let members: Vec<DraftRecipient> = (1..=3)
            .map(|n| DraftRecipient {
                uuid: Uuid::from_u128(n),
                name: None,
            })
            .collect();
        let news = panel.add_list("Legal", members.clone(), &profiles);
        assert_eq!(news, "3 added from the list “Legal” (3 in all).");
        assert_eq!(
            panel.verified(&profiles).unverified,
            3,
            "a list's members are not verified"
        );
        assert_eq!(
            panel.add_list("Legal", members, &profiles),
            "0 added from the list “Legal” (3 in all), 3 already there."
        );

        let Some(ComposerAction::Verify { job, uuids, .. }) = panel.verify(&profiles) else {
            panic!("the unverified are looked up as the composer's job");
        };
        assert_eq!(uuids.len(), 3);
        let ana = crate::api::Freelancer {
            site_name: Some("Ana Lima".into()),
            ..Default::default()
        };
        // As the app takes a lookup's answer in: what it says of the freelancer goes to the
        // scope's profiles, whoever's lookup it is, and the composer follows its own run.
        let mut looked_up = |job, n, result: Result<Box<Freelancer>, ApiError>| {
            profiles.learn(Uuid::from_u128(n), &result);
            panel.on_looked_up(job, Uuid::from_u128(n), &result, Progress::default())
        };
        let table = crate::worker::TaskId(job.0 + 1000);
        assert!(!looked_up(table, 1, Ok(Box::new(ana.clone()))));
        assert!(looked_up(job, 1, Ok(Box::new(ana))));
        assert!(looked_up(job, 2, not_found()));
        let forbidden = Err(ApiError::Forbidden {
            status: 403,
            messages: Default::default(),
        });
        assert!(looked_up(job, 3, forbidden));
        assert!(panel.on_lookup_finished(job, &LookupEnd::Completed, &profiles));
        assert_eq!(
            panel.draft.recipients[0].name.as_deref(),
            Some("Ana Lima"),
            "the profile's name fills a bare UUID"
        );
        let summary = panel.verified(&profiles);
        assert_eq!((summary.unverified, summary.restricted), (0, 1));
        assert_eq!(summary.unknown, vec![1]);

        assert_eq!(panel.leave_out_unknown(&profiles), 1);
        let left: Vec<u128> = panel
            .draft
            .recipients
            .iter()
            .map(|r| r.uuid.as_u128())
            .collect();
        assert_eq!(left, vec![1, 3], "the restricted profile stays");
        assert!(panel.verified(&profiles).unknown.is_empty());
        assert!(matches!(
            &panel.take_saves()[..],
            [StoreRequest::SaveDraft { draft, .. }] if draft.recipients.len() == 2
        ));
    }

    /// A list added right after "Send…" went out unchecked: the job was planned again from
    /// the draft as it then was. Recipients are now kept as checked until the send is sent
    /// or left.
    #[test]
    fn recipients_added_while_a_send_is_checked_or_confirmed_are_refused_and_not_sent() {
        let (mut panel, mut profiles) = ready();
        add(
            &mut panel,
            &mut profiles,
            (1..=3).map(|n| planned(n, None)).collect(),
        );
        written(&mut panel);
        let Some(ComposerAction::CheckRecipients { ticket, .. }) =
            panel.request_send(7, true, &profiles)
        else {
            panic!("checked first");
        };
        assert!(panel.recipients_locked().is_some(), "locked while checking");
        assert_eq!(panel.add_recipients(vec![planned(9, None)]), 0);
        panel.on_checked(ticket, Ok(RecipientMarks::default()), &profiles);
        panel.on_team_checked(ticket, Ok(team_found(&[1, 2, 3], 8, 8, 8)), &profiles);
        assert!(confirming(&panel).is_some());
        let late = DraftRecipient {
            uuid: Uuid::from_u128(10),
            name: None,
        };
        let news = panel.add_list("Late", vec![late], &profiles);
        assert!(news.starts_with('0'), "{news}");
        assert_eq!(
            panel.draft.recipients.len(),
            3,
            "nothing added while confirming"
        );
        let answered = panel.answer(SendAnswer::Send(RecentChoice::LeaveOut), 7, true, &profiles);
        let [ComposerAction::Create { job, .. }] = answered.as_slice() else {
            panic!("the job goes to the outbox");
        };
        let going: Vec<Uuid> = job
            .requests
            .iter()
            .flat_map(|r| r.recipients.iter().map(|p| p.uuid))
            .collect();
        assert_eq!(
            going,
            [1, 2, 3].map(Uuid::from_u128),
            "those checked, no one else"
        );
        assert!(
            panel.recipients_locked().is_some(),
            "locked until it is written"
        );
    }
}
