//! The composer: recipients as chips, the sender (remembered per directory), type, subject
//! and text, checked as they are typed, with placeholders for a personal message. Sending asks
//! first, naming how many people and how many requests, then hands the job to the outbox and
//! shows its progress compactly. The draft is saved as it is typed, and cleared only once the
//! outbox has written the job down. Recipients can be verified (looked up) before sending,
//! saved as a named list, and added from one.

use std::collections::{BTreeMap, HashMap, HashSet};

use egui::{Key, KeyboardShortcut, Modifiers};
use uuid::Uuid;

use super::outbox::JobView;
use super::verify::{self, Verdict, Verification};
use crate::api::{ApiError, Draft, Field, Freelancer, MessageType, Problem, User};
use crate::outbox::guard::{RecentChoice, RecipientGuard};
use crate::outbox::personalise::{self, Fallbacks, Placeholder, RecipientFields};
use crate::outbox::{JobDraft, JobStatus, PlannedRecipient};
use crate::store::{
    ComposerDraft, DraftRecipient, ListSummary, NewJob, RecipientMarks, Sender, StoreRequest,
};
use crate::words;
use crate::worker::{JobId, LookupEnd, Progress};

pub const SEND_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Enter);

/// Recipients per request; the directory takes at most 25.
pub const CHUNK_SIZE: usize = crate::api::message::MAX_RECIPIENTS;

/// Chips drawn before "and N more": thousands of chips would only be noise.
const CHIPS_SHOWN: usize = 200;

/// After the name of someone marked do not contact, wherever it is shown.
pub const DO_NOT_CONTACT_MARK: &str = " ⛔ do not contact";

/// Unknown recipients named under the recipients; more read as a count.
const UNKNOWN_SHOWN: usize = 10;

pub enum ComposerAction {
    /// Write this job to the outbox and send it.
    Create(Box<NewJob>),
    OpenOutbox(i64),
    /// Look these recipients up, as a job of the composer's own.
    Verify(Vec<Uuid>),
    CancelVerify(JobId),
    /// Ask the store which of these recipients are marked do not contact or were messaged
    /// recently, before the confirmation opens.
    CheckRecipients(Vec<(Uuid, Option<String>)>),
    /// Ask for a name, then save these recipients as a list.
    SaveAsList(Vec<DraftRecipient>),
    /// Load the named list and add its members.
    AddFromList(String),
}

/// What the app tells the composer about the rest of it each frame: whether a message can be
/// sent or its recipients verified now, what became of the job the composer sent last, and
/// the directory's recipient lists.
pub struct ComposerContext<'a> {
    /// Why nothing can be sent now (no connection, no outbox), if so.
    pub blocked: Option<&'a str>,
    /// Whether the directory can be asked (recipients verified).
    pub connected: bool,
    /// The job this composer sent last, as the outbox holds it.
    pub sent: Option<(&'a JobView, JobStatus)>,
    /// The directory's recipient lists.
    pub lists: &'a [ListSummary],
}

/// What the draft comes to this frame.
struct Review {
    recipients: usize,
    /// One per recipient for a personal message, else one per chunk of recipients.
    requests: usize,
    /// What stands in the way of sending: found as it is typed, or by planning the job at the
    /// last try to send.
    problems: Vec<Problem>,
    /// The placeholders the subject and body use.
    placeholders: Vec<Placeholder>,
}

impl Review {
    /// A message with placeholders goes to each recipient in a request of their own.
    fn personal(&self) -> bool {
        !self.placeholders.is_empty()
    }
}

/// How many recipients lack each placeholder's field, for a given set of recipients.
struct Lacking {
    version: u64,
    profiles: usize,
    counts: BTreeMap<Placeholder, usize>,
}

/// A try to send whose recipients the store is checking against the guardrails.
struct Checking {
    /// The store request's id, once the app has sent it.
    request: Option<u64>,
    /// The directory's `recent_contact_days` when it was sent.
    recent_days: u32,
}

/// The confirmation's subject: the job without anyone marked do not contact (`None` when
/// nobody else is left), and what the guardrails found.
struct Confirming {
    job: Option<NewJob>,
    guard: RecipientGuard,
}

#[derive(Default)]
pub struct ComposerPanel {
    /// The directory whose draft this is.
    directory: Option<String>,
    /// False until the store has answered for `directory`: typing before then would
    /// overwrite the saved draft with a new one.
    loaded: bool,
    pub draft: ComposerDraft,
    pub sender: Sender,
    draft_changed: bool,
    sender_changed: bool,
    /// Bumped whenever the recipients change, so that what is counted over them is counted
    /// once per change rather than once per frame.
    recipients_version: u64,
    /// What a personal message needs of each freelancer seen in the table this session.
    profiles: HashMap<Uuid, RecipientFields>,
    lacking: Option<Lacking>,
    /// Problems show for a field once it was edited, and for all after a first try to send.
    touched: HashSet<Field>,
    attempted: bool,
    /// What planning the job found wrong at the last try to send.
    plan_problems: Vec<Problem>,
    preview: bool,
    preview_for: usize,
    /// The job planned at a try to send, while the store checks its recipients.
    checking: Option<Checking>,
    /// The job awaiting the user's word in the confirmation dialog.
    confirming: Option<Confirming>,
    /// Recipients the store last said are marked do not contact: their chips say so.
    do_not_contact: HashSet<Uuid>,
    /// The request id of a job handed to the outbox and not yet confirmed written.
    creating: Option<u64>,
    create_problem: Option<crate::api::Explained>,
    /// The job this composer sent last, shown compactly until dismissed.
    pub sent_job: Option<i64>,
    /// Which recipients were looked up in this session, and what the directory said.
    pub verification: Verification,
    /// The verdicts over the current recipients, with the versions they were counted at.
    verified: Option<(u64, u64, verify::Summary)>,
    /// Names of profiles seen this session, for recipients that came without one (a list, a
    /// file of bare UUIDs).
    names: HashMap<Uuid, String>,
    /// A line about the last change to the recipients made here ("Left out 2 unknown").
    recipients_note: Option<String>,
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

    /// A freelancer's profile arrived: a personal message can use its names, and the
    /// recipient counts as verified.
    pub fn learn_profile(&mut self, uuid: Uuid, freelancer: &Freelancer) {
        self.profiles.insert(uuid, RecipientFields::of(freelancer));
        if let Some(name) = freelancer.display_name() {
            self.names.insert(uuid, name);
        }
        self.verification.learn(uuid, Verdict::Found);
    }

    /// Any lookup answered for `uuid` (the table's or the composer's own): what it says
    /// about the profile is worth knowing here.
    pub fn learn(&mut self, uuid: Uuid, result: &Result<Box<Freelancer>, ApiError>) {
        match result {
            Ok(freelancer) => self.learn_profile(uuid, freelancer),
            Err(_) => {
                if let Ok(verdict) = Verdict::of(result) {
                    self.verification.learn(uuid, verdict);
                }
            }
        }
    }

    /// The app started the lookup job `job` for the recipients the composer asked to verify.
    pub fn verifying(&mut self, job: JobId, total: usize) {
        self.recipients_note = None;
        self.verification.started(job, total);
    }

    /// An answer of lookup job `job`; false when the job is not the composer's.
    pub fn on_looked_up(
        &mut self,
        job: JobId,
        uuid: Uuid,
        result: &Result<Box<Freelancer>, ApiError>,
        progress: Progress,
    ) -> bool {
        if !self.verification.is_ours(job) {
            return false;
        }
        self.learn(uuid, result);
        self.verification.on_result(job, uuid, result, progress)
    }

    /// Lookup job `job` ended; false when it is not the composer's.
    pub fn on_lookup_finished(&mut self, job: JobId, end: &LookupEnd) -> bool {
        if !self.verification.on_finished(job, end) {
            return false;
        }
        self.fill_in_names();
        true
    }

    /// Recipients that came without a name get the one their profile gave, so their chips
    /// and the unknown list read as people rather than UUIDs.
    fn fill_in_names(&mut self) {
        let mut changed = false;
        for recipient in &mut self.draft.recipients {
            if recipient.name.is_none()
                && let Some(name) = self.names.get(&recipient.uuid)
            {
                recipient.name = Some(name.clone());
                changed = true;
            }
        }
        if changed {
            self.draft_changed = true;
        }
    }

    /// The verdicts over the current recipients, counted again only when either changed.
    fn verified(&mut self) -> verify::Summary {
        let versions = (self.recipients_version, self.verification.version);
        match &self.verified {
            Some((r, v, summary)) if (*r, *v) == versions => summary.clone(),
            _ => {
                let summary = self.verification.summary(&self.draft.recipients);
                self.verified = Some((versions.0, versions.1, summary.clone()));
                summary
            }
        }
    }

    /// Removes the recipients the directory does not know; returns how many went.
    pub fn leave_out_unknown(&mut self) -> usize {
        let before = self.draft.recipients.len();
        let verification = &self.verification;
        self.draft
            .recipients
            .retain(|r| !matches!(verification.verdict(&r.uuid), Some(Verdict::Unknown(_))));
        let gone = before - self.draft.recipients.len();
        if gone > 0 {
            self.recipients_changed();
            self.recipients_note = Some(format!(
                "Left out {}: the directory does not know them.",
                words::count(gone, "unknown recipient")
            ));
        }
        gone
    }

    /// Adds the members of the list `name`; returns the news for a toast.
    pub fn add_list(&mut self, name: &str, members: Vec<DraftRecipient>) -> String {
        let offered = members.len();
        let added = self.add_recipients(members.into_iter().map(PlannedRecipient::from).collect());
        self.fill_in_names();
        let mut news = format!(
            "{added} added from the list “{name}” ({} in all)",
            self.draft.recipients.len()
        );
        if added < offered {
            news.push_str(&format!(", {} already there", offered - added));
        }
        news.push('.');
        news
    }

    /// Adds recipients not there yet; returns how many were new.
    pub fn add_recipients(&mut self, recipients: Vec<PlannedRecipient>) -> usize {
        let mut present: HashSet<Uuid> = self.draft.recipients.iter().map(|r| r.uuid).collect();
        let before = self.draft.recipients.len();
        for recipient in recipients {
            // Only a loaded profile comes with its fields: that recipient was just looked up.
            if let Some(fields) = recipient.fields {
                self.profiles.insert(recipient.uuid, fields);
                self.verification.learn(recipient.uuid, Verdict::Found);
            }
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

    fn recipients_changed(&mut self) {
        self.recipients_note = None;
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

    fn as_draft(&self) -> Draft {
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
    fn chosen_fallbacks(&self) -> Fallbacks {
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

    fn planned(&self, recipient: &DraftRecipient) -> PlannedRecipient {
        PlannedRecipient {
            uuid: recipient.uuid,
            name: recipient.name.clone(),
            fields: self.profiles.get(&recipient.uuid).cloned(),
        }
    }

    /// The job as the outbox plans it; without recipients, for a preview of one.
    fn job_draft(&self, with_recipients: bool) -> JobDraft {
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
                    .map(|r| self.planned(r))
                    .collect()
            } else {
                Vec::new()
            },
            chunk_size: CHUNK_SIZE,
            fallbacks: self.chosen_fallbacks(),
        }
    }

    /// The job this draft makes, or what stands in the way. Builds every request: for
    /// sending, not for drawing.
    pub fn check(&self) -> Result<NewJob, Vec<Problem>> {
        self.job_draft(true).plan()
    }

    /// The placeholders the subject and body use, as `JobDraft::placeholders` says, without
    /// copying the text on every frame.
    fn placeholders(&self) -> Vec<Placeholder> {
        let mut used = personalise::used_in(&self.draft.subject);
        for placeholder in personalise::used_in(&self.draft.body) {
            if !used.contains(&placeholder) {
                used.push(placeholder);
            }
        }
        used.sort();
        used
    }

    /// The user asked to send: if the job plans well, the store is asked about its
    /// recipients (do not contact, recently messaged) and the confirmation opens with its
    /// answer ([`Self::on_checked`]).
    fn request_send(&mut self) {
        self.attempted = true;
        if self.creating.is_some() || self.checking.is_some() {
            return;
        }
        match self.check() {
            Ok(_) => {
                self.plan_problems.clear();
                self.create_problem = None;
                self.checking = Some(Checking {
                    request: None,
                    recent_days: 0,
                });
            }
            Err(problems) => self.plan_problems = problems,
        }
    }

    /// The job as planned with only the recipients `keep` keeps.
    fn plan_keeping(&self, keep: impl Fn(Uuid) -> bool) -> Result<NewJob, Vec<Problem>> {
        let mut draft = self.job_draft(true);
        draft.recipients.retain(|r| keep(r.uuid));
        draft.plan()
    }

    /// The recipients to check, once per try to send: the app sends the store request.
    fn check_wanted(&mut self) -> Option<ComposerAction> {
        let checking = self.checking.as_mut()?;
        if checking.request.is_some() {
            return None;
        }
        checking.request = Some(0);
        let recipients = self
            .draft
            .recipients
            .iter()
            .map(|r| (r.uuid, r.name.clone()))
            .collect();
        Some(ComposerAction::CheckRecipients(recipients))
    }

    /// The app asked the store about the recipients as `request`, recent contacts counted
    /// over the last `recent_days` days.
    pub fn checking(&mut self, request: u64, recent_days: u32) {
        if let Some(checking) = &mut self.checking {
            checking.request = Some(request);
            checking.recent_days = recent_days;
        }
    }

    /// The store answered `request`: the confirmation opens with what the guardrails found,
    /// the job planned again without anyone marked do not contact. If the check failed,
    /// nothing goes and the message stays.
    pub fn on_checked(&mut self, request: u64, found: Result<RecipientMarks, String>) {
        let Some(checking) = self.checking.take_if(|c| c.request == Some(request)) else {
            return;
        };
        match found {
            Ok(marks) => {
                let guard = RecipientGuard::from_marks(marks, checking.recent_days);
                self.learn_marks(&guard);
                let job = self
                    .plan_keeping(|uuid| guard.keeps(uuid, RecentChoice::Include))
                    .ok();
                self.confirming = Some(Confirming { job, guard });
            }
            Err(why) => {
                self.create_problem = Some(crate::api::Explained::new(
                    "Nothing was sent: the recipients could not be checked for do-not-contact \
                     marks and recent messages. Your message is still here.",
                    why,
                ));
            }
        }
    }

    /// Vendor records read by the store: their do-not-contact marks, for the chips.
    pub fn learn_vendors(&mut self, records: &[crate::store::VendorRecord]) {
        for record in records {
            if record.do_not_contact() {
                self.do_not_contact.insert(record.uuid);
            } else {
                self.do_not_contact.remove(&record.uuid);
            }
        }
    }

    /// Remembers which of the recipients are marked do not contact, for their chips.
    fn learn_marks(&mut self, guard: &RecipientGuard) {
        for recipient in &self.draft.recipients {
            self.do_not_contact.remove(&recipient.uuid);
        }
        self.do_not_contact
            .extend(guard.do_not_contact.iter().map(|f| f.uuid));
    }

    /// The app handed the confirmed job to the outbox as `request`.
    pub fn creating(&mut self, request: u64) {
        self.creating = Some(request);
        self.create_problem = None;
    }

    /// The outbox answered `request`. Only a job written down empties the composer (keeping
    /// the sender and type), so that nothing composed is ever lost and a second click cannot
    /// send it twice. Returns the answer if it was this composer's.
    pub fn on_created(
        &mut self,
        request: u64,
        result: Result<i64, String>,
    ) -> Option<Result<i64, String>> {
        if self.creating != Some(request) {
            return None;
        }
        self.creating = None;
        match &result {
            Ok(id) => {
                self.sent_job = Some(*id);
                self.draft = ComposerDraft {
                    message_type: self.draft.message_type,
                    ..ComposerDraft::default()
                };
                self.recipients_version += 1;
                self.draft_changed = true;
                self.sender_changed = true;
                self.touched.clear();
                self.attempted = false;
                self.preview = false;
                self.plan_problems.clear();
            }
            Err(problem) => {
                // The outbox's words (a database's, or a mismatch of directories) are detail.
                self.create_problem = Some(crate::api::Explained::new(
                    "Nothing was sent: the outbox could not take the job. Your message is still \
                     here.",
                    problem,
                ));
            }
        }
        Some(result)
    }

    /// The connection closed with a job handed over but not confirmed: the draft stays, and
    /// the user is told to look before sending it again. A verification stops there too.
    pub fn connection_lost(&mut self) {
        self.verification.connection_lost();
        if self.creating.take().is_some() {
            self.create_problem = Some(crate::api::Explained::new(
                "The connection closed before the outbox confirmed the job. Check the Outbox \
                 before sending again: it may have been created.",
                "",
            ));
        }
    }

    /// Puts the message back with only the recipients `job` certainly did not reach.
    fn restore_not_reached(&mut self, job: &JobView) {
        self.draft = ComposerDraft {
            recipients: job.not_reached(),
            message_type: job.record.message_type,
            subject: job.record.subject.clone(),
            body: job.record.body.clone(),
            ..ComposerDraft::default()
        };
        self.recipients_changed();
    }

    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        context: ComposerContext<'_>,
    ) -> Option<ComposerAction> {
        let ComposerContext {
            blocked,
            connected,
            sent,
            lists,
        } = context;
        if !self.loaded {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Opening the saved draft…");
            });
            return None;
        }
        let mut action = None;
        let creating = self.creating.is_some();
        if ui.input_mut(|i| i.consume_shortcut(&SEND_SHORTCUT)) && blocked.is_none() {
            self.request_send();
        }
        let review = self.review();
        let shown = self.shown_problems(&review.problems);

        egui::ScrollArea::vertical()
            .id_salt("composer")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                // Nothing changes while the recipients are checked: the answer is about them.
                let checking = self.checking.is_some();
                ui.add_enabled_ui(!creating && !checking, |ui| {
                    if let Some(step) = self.show_recipients(ui, &shown, lists, connected) {
                        action = Some(step);
                    }
                    ui.add_space(6.0);
                    self.show_fields(ui, &shown);
                    if review.personal() {
                        ui.add_space(6.0);
                        self.show_personalisation(ui, &review.placeholders);
                    }
                });
                ui.add_space(6.0);
                self.show_send_row(ui, blocked, creating, &review);
                if let Some(problem) = &self.create_problem {
                    let color = ui.visuals().error_fg_color;
                    super::widgets::problem(ui, color, problem);
                }
                if self.preview {
                    self.show_preview(ui, review.personal());
                }
                if let Some(step) = self.show_sent(ui, sent) {
                    action = Some(step);
                }
            });
        if let Some(send) = self.show_confirmation(ui, connected) {
            action = Some(send);
        }
        // One action a frame: the check waits for a frame with no other.
        if action.is_none() {
            action = self.check_wanted();
        }
        action
    }

    /// The draft as it stands this frame. Every frame needs the problems and the request
    /// count, not the requests themselves (one copy of the text per request, thousands for a
    /// large personal message).
    fn review(&self) -> Review {
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
            recipients.div_ceil(CHUNK_SIZE)
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
    fn shown_problems<'a>(&self, problems: &'a [Problem]) -> Vec<&'a Problem> {
        problems
            .iter()
            .filter(|p| self.attempted || self.touched.contains(&p.field))
            .collect()
    }

    /// "Send…", the preview's toggle, and whether the draft can go and in how many requests.
    fn show_send_row(
        &mut self,
        ui: &mut egui::Ui,
        blocked: Option<&str>,
        creating: bool,
        review: &Review,
    ) {
        ui.horizontal(|ui| {
            let checking = self.checking.is_some();
            let send = ui
                .add_enabled(
                    blocked.is_none() && !creating && !checking,
                    egui::Button::new("Send…"),
                )
                .on_hover_text(format!(
                    "Asks before sending ({})",
                    ui.ctx().format_shortcut(&SEND_SHORTCUT)
                ))
                .on_disabled_hover_text(if creating {
                    "The outbox is writing the job down"
                } else if checking {
                    "The recipients are being checked"
                } else {
                    blocked.unwrap_or_default()
                });
            if send.clicked() {
                self.request_send();
            }
            ui.toggle_value(&mut self.preview, "Preview");
            if creating {
                ui.spinner();
                ui.label("Writing the job to the outbox…");
            } else if checking {
                ui.spinner();
                ui.label("Checking the recipients for do-not-contact marks and recent messages…");
            } else if review.problems.is_empty() {
                ui.label(requests_text(
                    review.recipients,
                    review.requests,
                    review.personal(),
                ));
            } else if self.attempted {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    "Fix the marked fields to send.",
                );
            }
        });
    }

    /// The recipients: what can be done with them, what verifying them found, and a chip
    /// for each.
    fn show_recipients(
        &mut self,
        ui: &mut egui::Ui,
        shown: &[&Problem],
        lists: &[ListSummary],
        connected: bool,
    ) -> Option<ComposerAction> {
        let mut action = self.show_recipients_bar(ui, lists);
        // Above the chips, which can fill many lines: the user must see what verifying found.
        if let Some(step) = self.show_verification(ui, connected) {
            action = Some(step);
        }
        self.show_chips(ui);
        problems_for(ui, shown, Field::Recipients);
        action
    }

    /// How many recipients, adding a list's members, saving them as a list, and removing
    /// them all.
    fn show_recipients_bar(
        &mut self,
        ui: &mut egui::Ui,
        lists: &[ListSummary],
    ) -> Option<ComposerAction> {
        let count = self.draft.recipients.len();
        let mut action = None;
        ui.horizontal(|ui| {
            ui.strong(format!("Recipients ({count})"));
            ui.menu_button("Add from list ▾", |ui| {
                if lists.is_empty() {
                    ui.weak("No lists in this directory yet: “Save as list…” makes one.");
                }
                for list in lists {
                    if ui
                        .button(format!("{} ({})", list.name, list.members))
                        .clicked()
                    {
                        action = Some(ComposerAction::AddFromList(list.name.clone()));
                    }
                }
            });
            if ui
                .add_enabled(count > 0, egui::Button::new("Save as list…"))
                .on_hover_text("Keep these recipients as a named list, to add again later")
                .clicked()
            {
                action = Some(ComposerAction::SaveAsList(self.draft.recipients.clone()));
            }
            if count == 0 {
                ui.weak(
                    "Select freelancers in the results table, then “Add selected to recipients”.",
                );
            } else if ui.small_button("Remove all").clicked() {
                self.draft.recipients.clear();
                self.recipients_changed();
            }
        });
        action
    }

    /// A chip per recipient (an unknown one in red); a click removes it.
    fn show_chips(&mut self, ui: &mut egui::Ui) {
        let count = self.draft.recipients.len();
        let mut removed = None;
        // Hundreds of chips scroll in a box of their own, so the message stays in view.
        egui::ScrollArea::vertical()
            .id_salt("recipient-chips")
            .max_height(150.0)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (i, recipient) in self.draft.recipients.iter().take(CHIPS_SHOWN).enumerate()
                    {
                        let name = recipient.label();
                        let unknown = matches!(
                            self.verification.verdict(&recipient.uuid),
                            Some(Verdict::Unknown(_))
                        );
                        let barred = self.do_not_contact.contains(&recipient.uuid);
                        let mark = if barred { DO_NOT_CONTACT_MARK } else { "" };
                        // Painted in reading order; read out in logical order (below).
                        let painted = super::bidi::visual_order(&name);
                        let mut text = egui::RichText::new(format!("{painted}{mark}  ×"));
                        if unknown || barred {
                            text = text.color(ui.visuals().error_fg_color);
                        }
                        let chip = ui
                            .add(egui::Button::new(text).small().corner_radius(8))
                            .on_hover_text(format!(
                                "{}{}{}\nClick to remove",
                                recipient.uuid,
                                if unknown {
                                    "\nNot in the directory"
                                } else {
                                    ""
                                },
                                if barred {
                                    "\nMarked do not contact: left out of every message"
                                } else {
                                    ""
                                }
                            ));
                        chip.widget_info(|| {
                            egui::WidgetInfo::labeled(
                                egui::Role::Button,
                                true,
                                format!("{name}{mark}  ×"),
                            )
                        });
                        if chip.clicked() {
                            removed = Some(i);
                        }
                    }
                    if count > CHIPS_SHOWN {
                        ui.weak(format!("…and {} more", count - CHIPS_SHOWN));
                    }
                })
            });
        let barred = self
            .draft
            .recipients
            .iter()
            .filter(|r| self.do_not_contact.contains(&r.uuid))
            .count();
        if barred > 0 {
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!(
                    "{} marked do not contact: left out of every message.",
                    words::count(barred, "recipient")
                ),
            );
        }
        if let Some(i) = removed {
            self.draft.recipients.remove(i);
            self.recipients_changed();
        }
    }

    /// Whether the recipients were looked up in this session, a running verification, and
    /// the recipients the directory does not know.
    fn show_verification(&mut self, ui: &mut egui::Ui, connected: bool) -> Option<ComposerAction> {
        let summary = self.verified();
        let mut action = None;
        if let Some(run) = &self.verification.run {
            action = show_verifying(ui, run);
        } else if !self.draft.recipients.is_empty() {
            action = self.show_verify_button(ui, connected, &summary);
        }
        if let Some(ended) = &self.verification.ended {
            show_verification_end(ui, ended, &summary);
        }
        if let Some(note) = &self.recipients_note {
            ui.weak(note);
        }
        if !summary.unknown.is_empty() {
            self.show_unknown(ui, &summary);
        }
        action
    }

    /// "Verify recipients", and how many were looked up in this session.
    fn show_verify_button(
        &self,
        ui: &mut egui::Ui,
        connected: bool,
        summary: &verify::Summary,
    ) -> Option<ComposerAction> {
        let count = self.draft.recipients.len();
        let mut action = None;
        ui.horizontal(|ui| {
            let verify = ui
                .add_enabled(
                    connected && summary.unverified > 0,
                    egui::Button::new("Verify recipients"),
                )
                .on_hover_text(
                    "Looks every recipient up: one unknown recipient makes its whole request \
                     fail",
                )
                .on_disabled_hover_text(if connected {
                    "Every recipient was looked up in this session"
                } else {
                    "Not connected to the directory"
                });
            if verify.clicked() {
                action = Some(ComposerAction::Verify(
                    self.verification.to_check(&self.draft.recipients),
                ));
            }
            if summary.unverified == 0 {
                ui.weak(format!(
                    "All {} looked up in this session.",
                    words::count(count, "recipient")
                ));
            } else {
                ui.weak(format!(
                    "{} not looked up in this session.",
                    words::count(summary.unverified, "recipient")
                ));
            }
        });
        action
    }

    /// The recipients the directory does not know, a request holding any of which fails
    /// whole, and leaving them out.
    fn show_unknown(&mut self, ui: &mut egui::Ui, summary: &verify::Summary) {
        let unknown = summary.unknown.len();
        let mut leave_out = false;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!(
                    "{} {} not in the directory: a request holding any of them fails whole, \
                     and reaches nobody.",
                    words::count(unknown, "recipient"),
                    words::is_are(unknown)
                ),
            );
            for i in summary.unknown.iter().take(UNKNOWN_SHOWN) {
                let recipient = &self.draft.recipients[*i];
                let said = match self.verification.verdict(&recipient.uuid) {
                    Some(Verdict::Unknown(said)) => said.as_str(),
                    _ => "",
                };
                let who = match &recipient.name {
                    Some(name) => format!("{name} ({})", recipient.uuid),
                    None => recipient.uuid.to_string(),
                };
                ui.label(format!("{who}: {said}"));
            }
            if unknown > UNKNOWN_SHOWN {
                ui.weak(format!("…and {} more", unknown - UNKNOWN_SHOWN));
            }
            leave_out = ui
                .button(format!("Leave out {unknown} unknown"))
                .on_hover_text("Removes them from the recipients; the others stay")
                .clicked();
        });
        if leave_out {
            self.leave_out_unknown();
        }
    }

    /// The sender, the message's type and its subject in a grid, then the message itself.
    fn show_fields(&mut self, ui: &mut egui::Ui, shown: &[&Problem]) {
        egui::Grid::new("composer-fields")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                self.show_sender_rows(ui, shown);
                self.show_type_row(ui);
                if text_field_row(
                    ui,
                    "Subject",
                    &mut self.draft.subject,
                    Field::Subject,
                    "",
                    shown,
                ) {
                    self.draft_changed = true;
                    self.touched.insert(Field::Subject);
                    self.plan_problems.clear();
                }
            });
        self.show_body(ui, shown);
    }

    /// The sender's name and e-mail, kept for the directory apart from the draft.
    fn show_sender_rows(&mut self, ui: &mut egui::Ui, shown: &[&Problem]) {
        if text_field_row(
            ui,
            "Sender name",
            &mut self.sender.name,
            Field::SenderName,
            "Your name as recipients see it",
            shown,
        ) {
            self.sender_changed = true;
            self.touched.insert(Field::SenderName);
        }
        if text_field_row(
            ui,
            "Sender e-mail",
            &mut self.sender.email,
            Field::SenderEmail,
            "Where replies go",
            shown,
        ) {
            self.sender_changed = true;
            self.touched.insert(Field::SenderEmail);
        }
    }

    fn show_type_row(&mut self, ui: &mut egui::Ui) {
        let type_label = ui.label("Type");
        let before = self.draft.message_type;
        egui::ComboBox::from_id_salt("message-type")
            .selected_text(type_name(self.draft.message_type))
            .show_ui(ui, |ui| {
                for kind in [MessageType::Other, MessageType::Rfq, MessageType::Job] {
                    ui.selectable_value(&mut self.draft.message_type, kind, type_name(kind));
                }
            })
            .response
            .labelled_by(type_label.id);
        if self.draft.message_type != before {
            self.draft_changed = true;
        }
        ui.end_row();
    }

    /// The message, with its length and the placeholders to insert under it.
    fn show_body(&mut self, ui: &mut egui::Ui, shown: &[&Problem]) {
        let body_label = ui.label("Message");
        let body = ui
            .add(
                egui::TextEdit::multiline(&mut self.draft.body)
                    .id(body_id())
                    .desired_rows(10)
                    .desired_width(f32::INFINITY)
                    .hint_text("Write to the freelancers here."),
            )
            .labelled_by(body_label.id);
        if body.changed() {
            self.draft_changed = true;
            self.touched.insert(Field::Body);
            self.plan_problems.clear();
        }
        ui.horizontal(|ui| {
            let count = self.draft.body.chars().count();
            ui.weak(words::count(count, "character"));
            ui.weak("· saved as you type ·");
            ui.weak("Insert:");
            for placeholder in Placeholder::ALL {
                if ui
                    .small_button(placeholder.token())
                    .on_hover_text(format!(
                        "Each recipient's own {}, at the cursor",
                        readable(placeholder)
                    ))
                    .clicked()
                {
                    self.insert_in_body(ui.ctx(), placeholder);
                }
            }
        });
        problems_for(ui, shown, Field::Body);
    }

    /// Puts `placeholder` where the cursor was in the message (at the end if it never was),
    /// and the cursor after it.
    fn insert_in_body(&mut self, ctx: &egui::Context, placeholder: Placeholder) {
        let id = body_id();
        let mut state = egui::text_edit::TextEditState::load(ctx, id).unwrap_or_default();
        let chars = self.draft.body.chars().count();
        let at = state
            .cursor
            .char_range()
            .map_or(chars, |range| range.primary.index.0.min(chars));
        let byte = self
            .draft
            .body
            .char_indices()
            .nth(at)
            .map_or(self.draft.body.len(), |(i, _)| i);
        let token = placeholder.token();
        self.draft.body.insert_str(byte, &token);
        let after = egui::text::CCursor::new(at + token.chars().count());
        state
            .cursor
            .set_char_range(Some(egui::text::CCursorRange::one(after)));
        state.store(ctx, id);
        ctx.memory_mut(|m| m.request_focus(id));
        self.draft_changed = true;
        self.touched.insert(Field::Body);
        self.plan_problems.clear();
    }

    /// How many recipients have no value for each placeholder; counted again only when the
    /// recipients or the known profiles change.
    fn lacking(&mut self) -> &BTreeMap<Placeholder, usize> {
        let fresh = self.lacking.as_ref().is_some_and(|l| {
            l.version == self.recipients_version && l.profiles == self.profiles.len()
        });
        if !fresh {
            let counts = Placeholder::ALL
                .into_iter()
                .map(|placeholder| {
                    let lacking = self
                        .draft
                        .recipients
                        .iter()
                        .filter(|r| lacks(self.profiles.get(&r.uuid), placeholder))
                        .count();
                    (placeholder, lacking)
                })
                .collect();
            self.lacking = Some(Lacking {
                version: self.recipients_version,
                profiles: self.profiles.len(),
                counts,
            });
        }
        &self.lacking.as_ref().expect("just counted").counts
    }

    fn show_personalisation(&mut self, ui: &mut egui::Ui, placeholders: &[Placeholder]) {
        let lacking = self.lacking().clone();
        let unverified = self.verified().unverified;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.strong("Each recipient gets their own request");
            ui.weak(
                "The message uses placeholders, so it goes one request per recipient with their \
                 own details filled in. Where a profile lacks one, the fallback is used.",
            );
            if unverified > 0 {
                ui.weak(format!(
                    "{unverified} {} not read in this session: verify the recipients to use \
                     their details.",
                    words::agree(
                        unverified,
                        "recipient's profile was",
                        "recipients' profiles were"
                    )
                ));
            }
            for placeholder in placeholders {
                ui.horizontal(|ui| self.show_fallback(ui, *placeholder, &lacking));
            }
        });
    }

    /// One placeholder's fallback. The draft keeps it as: no entry (or blank text) for none,
    /// text for a fallback, and exactly empty text for "leave the word out", which only the
    /// checkbox sets, so a field the user emptied never silently drops words.
    fn show_fallback(
        &mut self,
        ui: &mut egui::Ui,
        placeholder: Placeholder,
        lacking: &BTreeMap<Placeholder, usize>,
    ) {
        let key = placeholder.key();
        let kept = self.draft.fallbacks.get(key);
        let mut left_out = kept.is_some_and(String::is_empty);
        let mut text = kept.cloned().unwrap_or_default();
        let label = ui.label(format!("Fallback for {}", placeholder.token()));
        let edit = ui
            .add_enabled(
                !left_out,
                egui::TextEdit::singleline(&mut text)
                    .hint_text(if left_out {
                        "the word is left out".to_owned()
                    } else {
                        format!("when a profile has no {}", readable(placeholder))
                    })
                    .desired_width(240.0),
            )
            .labelled_by(label.id);
        let mut changed = false;
        if edit.changed() {
            if text.is_empty() {
                self.draft.fallbacks.remove(key);
            } else {
                self.draft.fallbacks.insert(key.to_owned(), text.clone());
            }
            changed = true;
        }
        if ui
            .checkbox(&mut left_out, format!("Leave {} out", placeholder.token()))
            .on_hover_text("Where a profile lacks it, the placeholder becomes nothing")
            .changed()
        {
            if left_out {
                self.draft.fallbacks.insert(key.to_owned(), String::new());
            } else {
                self.draft.fallbacks.remove(key);
            }
            changed = true;
        }
        if changed {
            self.plan_problems.clear();
            self.draft_changed = true;
        }
        let missing = lacking.get(&placeholder).copied().unwrap_or(0);
        if missing == 0 {
            ui.weak("every recipient has one");
        } else if left_out {
            ui.weak(format!(
                "{} no {}: it is left out for them",
                recipients_have(missing),
                readable(placeholder)
            ));
        } else if text.trim().is_empty() {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!(
                    "{} no {}: give a fallback",
                    recipients_have(missing),
                    readable(placeholder)
                ),
            );
        } else {
            ui.weak(format!(
                "{} no {}: they get the fallback",
                recipients_have(missing),
                readable(placeholder)
            ));
        }
    }

    /// "Ana Lima <ana@agency.example>", as the message will say.
    fn sender_line(&self) -> String {
        format!("{} <{}>", self.sender.name.trim(), self.sender.email.trim())
    }

    /// The message as a recipient will read it; a personal one, as the chosen recipient will.
    fn show_preview(&mut self, ui: &mut egui::Ui, personal: bool) {
        let recipients = &self.draft.recipients;
        self.preview_for = self.preview_for.min(recipients.len().saturating_sub(1));
        let mut for_whom = None;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.weak("Preview");
            if personal && !recipients.is_empty() {
                ui.horizontal(|ui| {
                    let label = ui.label("Preview for");
                    let mut chosen = self.preview_for;
                    egui::ComboBox::from_id_salt("preview-recipient")
                        .selected_text(recipients[chosen].label())
                        .show_ui(ui, |ui| {
                            for (i, r) in recipients.iter().take(CHIPS_SHOWN).enumerate() {
                                ui.selectable_value(&mut chosen, i, r.label());
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    for_whom = Some(chosen);
                });
            }
            let (subject, body) = match for_whom {
                Some(i) => {
                    let recipient = self.planned(&recipients[i]);
                    match self.job_draft(false).preview(&recipient) {
                        Ok(filled) => filled,
                        Err(missing) => {
                            let names: Vec<String> =
                                missing.iter().map(|p| readable(*p).to_owned()).collect();
                            ui.colored_label(
                                ui.visuals().warn_fg_color,
                                format!(
                                    "{} has no {} and there is no fallback.",
                                    recipients[i].label(),
                                    names.join(" or ")
                                ),
                            );
                            (
                                self.draft.subject.trim().to_owned(),
                                self.draft.body.clone(),
                            )
                        }
                    }
                }
                None => (
                    self.draft.subject.trim().to_owned(),
                    self.draft.body.clone(),
                ),
            };
            egui::Grid::new("composer-preview")
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label("From");
                    ui.label(self.sender_line());
                    ui.end_row();
                    ui.label("To");
                    match for_whom {
                        Some(i) => ui.label(recipients[i].label()),
                        None => ui.label(recipients_text(recipients, 5)),
                    };
                    ui.end_row();
                    ui.label("Type");
                    ui.label(type_name(self.draft.message_type));
                    ui.end_row();
                    ui.label("Subject");
                    ui.strong(subject);
                    ui.end_row();
                });
            ui.separator();
            ui.label(body);
        });
        if let Some(chosen) = for_whom {
            self.preview_for = chosen;
        }
    }

    /// The question before sending: what goes to whom, who is left out or was messaged
    /// recently, what may fail, and the answers.
    fn show_confirmation(&mut self, ui: &mut egui::Ui, connected: bool) -> Option<ComposerAction> {
        self.confirming.as_ref()?;
        let summary = self.verified();
        let confirming = self.confirming.as_ref()?;
        let now = crate::store::now_ms();
        let mut answer = None;
        let modal = egui::Modal::new(egui::Id::unique("confirm-send")).show(ui.ctx(), |ui| {
            ui.set_max_width(460.0);
            match &confirming.job {
                Some(job) => self.show_job_to_send(ui, job),
                None => {
                    ui.heading("Nothing to send");
                    ui.label("Every recipient is marked do not contact.");
                }
            }
            super::send_guard::show_marks(ui, &confirming.guard, now);
            let leave_out = confirming.job.is_some() && show_send_warnings(ui, &summary);
            ui.weak(
                "The Outbox keeps every request's fate, even across a restart; you can pause or \
                 cancel there.",
            );
            ui.add_space(8.0);
            let chosen = show_send_answers(ui, &summary, connected, confirming);
            answer = if leave_out {
                Some(SendAnswer::LeaveOutUnknown)
            } else {
                chosen
            };
        });
        if modal.should_close() && answer.is_none() {
            answer = Some(SendAnswer::GoBack);
        }
        match answer? {
            SendAnswer::LeaveOutUnknown => {
                // The job was planned with them: plan it again without.
                self.leave_out_unknown();
                self.confirming = None;
                self.request_send();
                None
            }
            SendAnswer::VerifyFirst => {
                self.confirming = None;
                Some(ComposerAction::Verify(
                    self.verification.to_check(&self.draft.recipients),
                ))
            }
            SendAnswer::Send(choice) => {
                let Confirming { job, guard } = self.confirming.take()?;
                let job = match choice {
                    RecentChoice::LeaveOut => self
                        .plan_keeping(|uuid| guard.keeps(uuid, RecentChoice::LeaveOut))
                        .ok(),
                    RecentChoice::Include | RecentChoice::Ask => job,
                };
                job.map(|job| ComposerAction::Create(Box::new(job)))
            }
            SendAnswer::GoBack => {
                self.confirming = None;
                None
            }
        }
    }

    /// What the question is about: the subject, how many recipients and requests, some of
    /// their names, and the sender.
    fn show_job_to_send(&self, ui: &mut egui::Ui, job: &NewJob) {
        ui.heading("Send this message?");
        let recipients: usize = job.chunks.iter().map(|c| c.recipients.len()).sum();
        ui.label(format!(
            "“{}” goes to {}.",
            job.subject,
            words::count(recipients, "recipient")
        ));
        ui.label(requests_text(
            recipients,
            job.chunks.len(),
            job.personalised,
        ));
        ui.weak(recipients_text(&self.draft.recipients, 8));
        ui.label(format!(
            "From {}, as {}.",
            self.sender_line(),
            type_name(job.message_type)
        ));
    }

    /// The last job sent from here, compactly; the Outbox has the whole of it.
    fn show_sent(
        &mut self,
        ui: &mut egui::Ui,
        sent: Option<(&JobView, JobStatus)>,
    ) -> Option<ComposerAction> {
        let id = self.sent_job?;
        let mut action = None;
        let (mut restore, mut dismiss) = (false, false);
        ui.separator();
        let Some((job, status)) = sent.filter(|(job, _)| job.id() == id) else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(format!("Job {id} is in the outbox…"));
            });
            return None;
        };
        ui.horizontal(|ui| {
            ui.strong(format!("Job {id}"));
            ui.label(status.label());
            let total = job.record.chunks.len();
            ui.add(
                egui::ProgressBar::new(job.done() as f32 / total.max(1) as f32)
                    .desired_width(240.0)
                    .text(format!("{} of {total} requests done", job.done())),
            );
        });
        ui.label(format!(
            "Recipients: {}",
            job.people.text(status == JobStatus::Cancelled)
        ));
        ui.horizontal(|ui| {
            if ui.button("Open in Outbox").clicked() {
                action = Some(ComposerAction::OpenOutbox(id));
            }
            let not_reached = job.not_reached_count();
            if not_reached > 0 && status != JobStatus::Sending {
                restore = ui
                    .add_enabled(
                        self.draft.is_empty(),
                        egui::Button::new(format!(
                            "Compose again to the {} not reached",
                            words::count(not_reached, "recipient")
                        )),
                    )
                    .on_disabled_hover_text("Send or clear the message you are writing first")
                    .clicked();
            }
            dismiss = ui.button("Hide progress").clicked();
        });
        if job.people.unknown > 0 {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!(
                    "{} may have received it: their request's answer was lost. It is not sent \
                     again unless you decide so in the Outbox.",
                    words::count(job.people.unknown, "recipient")
                ),
            );
        }
        if restore {
            self.restore_not_reached(job);
        }
        if dismiss {
            self.sent_job = None;
        }
        action
    }
}

/// A running verification's progress, and its Cancel.
fn show_verifying(ui: &mut egui::Ui, run: &verify::Run) -> Option<ComposerAction> {
    let p = run.progress;
    let mut action = None;
    ui.horizontal(|ui| {
        let finished = p.done + p.failed;
        ui.add(
            egui::ProgressBar::new(finished as f32 / p.total.max(1) as f32)
                .desired_width(240.0)
                .show_percentage(),
        );
        // A label rather than the bar's own text, so screen readers announce it.
        ui.label(format!("Verifying recipients: {finished} of {}", p.total));
        ui.spinner();
        if ui.button("Cancel verification").clicked() {
            action = Some(ComposerAction::CancelVerify(run.job));
        }
    });
    action
}

/// What the last verification found, and the recipients it could not check.
fn show_verification_end(ui: &mut egui::Ui, ended: &verify::Ended, summary: &verify::Summary) {
    ui.weak(verify::ended_text(ended, summary));
    if !ended.unchecked.is_empty() {
        let (_, why) = &ended.unchecked[0];
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "{} could not be checked ({why}). This passes: verify again in a moment.",
                words::count(ended.unchecked.len(), "recipient")
            ),
        );
    }
}

/// What the user answered when asked before sending.
enum SendAnswer {
    /// Send, with the user's word on recently messaged recipients (`Include` when there
    /// were none).
    Send(RecentChoice),
    GoBack,
    VerifyFirst,
    /// Leave out the recipients the directory does not know, and ask again.
    LeaveOutUnknown,
}

/// What may fail if the job goes now: recipients the directory does not know (with a button
/// to leave them out: true when pressed, and it outweighs any other answer), and recipients
/// not looked up.
fn show_send_warnings(ui: &mut egui::Ui, summary: &verify::Summary) -> bool {
    let mut leave_out = false;
    if !summary.unknown.is_empty() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            format!(
                "{} not in the directory: the requests holding them will fail.",
                words::count(summary.unknown.len(), "recipient")
            ),
        );
        leave_out = ui
            .button(format!("Leave out {} unknown", summary.unknown.len()))
            .clicked();
    }
    if summary.unverified > 0 {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "{} {} not looked up in this session. One unknown recipient makes its whole \
                 request fail.",
                words::count(summary.unverified, "recipient"),
                words::was_were(summary.unverified)
            ),
        );
    }
    leave_out
}

/// "Send now" (or, when some recipients were messaged recently, "Leave them out" and "Send
/// to them too"; nothing when nobody is left), "Verify first" while some recipients were not
/// looked up, and "Go back".
fn show_send_answers(
    ui: &mut egui::Ui,
    summary: &verify::Summary,
    connected: bool,
    confirming: &Confirming,
) -> Option<SendAnswer> {
    let (mut send, mut verify_first, mut go_back) = (None, false, false);
    ui.horizontal(|ui| {
        if let Some(job) = &confirming.job {
            if confirming.guard.recent.is_empty() {
                send = ui
                    .button("Send now")
                    .clicked()
                    .then_some(RecentChoice::Include);
            } else {
                let recipients: usize = job.chunks.iter().map(|c| c.recipients.len()).sum();
                let anyone_else = recipients > confirming.guard.recent.len();
                send = super::send_guard::recent_answers(ui, anyone_else);
            }
            verify_first = summary.unverified > 0
                && ui
                    .add_enabled(connected, egui::Button::new("Verify first"))
                    .on_disabled_hover_text("Not connected to the directory")
                    .clicked();
        }
        go_back = ui.button("Go back").clicked();
    });
    // Should two be pressed at once, the more careful answer wins.
    if verify_first {
        Some(SendAnswer::VerifyFirst)
    } else if go_back {
        Some(SendAnswer::GoBack)
    } else {
        send.map(SendAnswer::Send)
    }
}

/// The message field's id, so that a placeholder can go where its cursor was.
fn body_id() -> egui::Id {
    egui::Id::unique("composer-body")
}

fn lacks(fields: Option<&RecipientFields>, placeholder: Placeholder) -> bool {
    let Some(fields) = fields else { return true };
    match placeholder {
        Placeholder::SiteName => fields.site_name.is_none(),
        Placeholder::FirstName => fields.first_name.is_none(),
        Placeholder::LastName => fields.last_name.is_none(),
    }
}

fn readable(placeholder: Placeholder) -> &'static str {
    match placeholder {
        Placeholder::SiteName => "site name",
        Placeholder::FirstName => "first name",
        Placeholder::LastName => "last name",
    }
}

/// "1 recipient has", "3 recipients have".
fn recipients_have(n: usize) -> String {
    format!(
        "{} {}",
        words::count(n, "recipient"),
        words::agree(n, "has", "have")
    )
}

/// A row of the composer's grid: a labelled one-line text field, with its problems in a row
/// below it. True when the text changed.
fn text_field_row(
    ui: &mut egui::Ui,
    label: &str,
    text: &mut String,
    field: Field,
    hint: &str,
    shown: &[&Problem],
) -> bool {
    let label = ui.label(label);
    let changed = ui
        .add(
            egui::TextEdit::singleline(text)
                .hint_text(hint)
                .desired_width(420.0),
        )
        .labelled_by(label.id)
        .changed();
    ui.end_row();
    if has_problem(shown, field) {
        ui.label("");
        problems_for(ui, shown, field);
        ui.end_row();
    }
    changed
}

fn has_problem(shown: &[&Problem], field: Field) -> bool {
    shown.iter().any(|p| p.field == field)
}

fn problems_for(ui: &mut egui::Ui, shown: &[&Problem], field: Field) {
    let texts: Vec<&str> = shown
        .iter()
        .filter(|p| p.field == field)
        .map(|p| p.text.as_str())
        .collect();
    if !texts.is_empty() {
        ui.colored_label(ui.visuals().error_fg_color, texts.join("; "));
    }
}

fn type_name(kind: MessageType) -> &'static str {
    match kind {
        MessageType::Other => "Other",
        MessageType::Rfq => "Request for quote",
        MessageType::Job => "Job offer",
    }
}

fn requests_text(recipients: usize, requests: usize, personal: bool) -> String {
    if personal {
        format!(
            "{} in {} (one each: the message is personal).",
            words::count(recipients, "recipient"),
            words::count(requests, "request")
        )
    } else {
        format!(
            "{} in {} (at most {CHUNK_SIZE} recipients each).",
            words::count(recipients, "recipient"),
            words::count(requests, "request")
        )
    }
}

/// "Ana, Wei, Omar and 12 more".
fn recipients_text(recipients: &[DraftRecipient], named: usize) -> String {
    let names: Vec<String> = recipients
        .iter()
        .take(named)
        .map(DraftRecipient::label)
        .collect();
    match recipients.len().saturating_sub(named) {
        0 => names.join(", "),
        more => format!("{} and {more} more", names.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    fn ready() -> ComposerPanel {
        let mut panel = ComposerPanel::default();
        assert!(panel.follow("sandbox"));
        panel.on_loaded("sandbox", None, None);
        panel
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
        panel.follow("sandbox");
        panel.add_recipients(vec![planned(1, None)]);
        assert!(panel.take_saves().is_empty());
        assert!(!panel.follow("sandbox"), "same directory, nothing to load");
    }

    #[test]
    fn recipients_added_before_the_stored_draft_arrives_join_it() {
        let mut panel = ComposerPanel::default();
        panel.follow("sandbox");
        panel.add_recipients(vec![planned(1, None), planned(2, None)]);
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
        let mut panel = ready();
        let first = vec![planned(1, Some("Ana")), planned(2, None)];
        assert_eq!(panel.add_recipients(first.clone()), 2);
        assert_eq!(panel.add_recipients(first), 0);
        let saves = panel.take_saves();
        assert!(
            matches!(&saves[..], [StoreRequest::SaveDraft { draft, .. }] if draft.recipients.len() == 2)
        );
        assert!(panel.take_saves().is_empty());
    }

    #[test]
    fn only_a_job_written_down_empties_the_composer() {
        let mut panel = ready();
        panel.add_recipients((1..=30).map(|n| planned(n, None)).collect());
        written(&mut panel);
        let job = panel.check().unwrap();
        assert_eq!(job.chunks.len(), 2);
        assert_eq!(job.directory, "sandbox");

        panel.creating(4);
        assert_eq!(panel.on_created(3, Ok(9)), None, "another request's answer");
        assert!(panel.on_created(4, Err("disk full".into())).is_some());
        assert_eq!(panel.draft.recipients.len(), 30, "a failure loses nothing");

        panel.creating(5);
        assert_eq!(panel.on_created(5, Ok(9)), Some(Ok(9)));
        assert!(panel.draft.is_empty());
        assert_eq!(panel.sender.name, "Ana");
        assert_eq!(panel.sent_job, Some(9));
        assert!(panel.check().is_err(), "nothing left to send twice");
    }

    #[test]
    fn a_send_waits_for_the_stores_marks_and_leaves_do_not_contact_out() {
        use crate::store::{RecentContact, RecipientMarks};
        let mut panel = ready();
        panel.add_recipients((1..=3).map(|n| planned(n, None)).collect());
        written(&mut panel);
        panel.request_send();
        assert!(
            panel.confirming.is_none(),
            "nothing is asked before the store answers"
        );
        let Some(ComposerAction::CheckRecipients(asked)) = panel.check_wanted() else {
            panic!("the recipients are checked first");
        };
        assert_eq!(asked.len(), 3);
        assert!(panel.check_wanted().is_none(), "asked once");
        panel.checking(8, 7);
        let marks = RecipientMarks {
            do_not_contact: vec![(Uuid::from_u128(1), None)],
            recent: vec![(
                None,
                RecentContact {
                    uuid: Uuid::from_u128(2),
                    at_ms: 0,
                    job: 4,
                    certain: true,
                    scheduled: false,
                },
            )],
        };
        panel.on_checked(7, Ok(marks.clone()));
        assert!(panel.confirming.is_none(), "another request's answer");
        panel.on_checked(8, Ok(marks));
        let confirming = panel.confirming.as_ref().expect("the question opens");
        let job = confirming.job.as_ref().expect("two are left");
        let going: Vec<Uuid> = job.chunks[0].recipients.iter().map(|r| r.uuid).collect();
        assert_eq!(going, vec![Uuid::from_u128(2), Uuid::from_u128(3)]);
        assert_eq!(confirming.guard.recent_days, 7);
        assert_eq!(confirming.guard.recent[0].contact.job, 4);
        assert!(
            panel.do_not_contact.contains(&Uuid::from_u128(1)),
            "its chip is marked"
        );

        // A failed check sends nothing and keeps the message.
        panel.confirming = None;
        panel.request_send();
        let _ = panel.check_wanted();
        panel.checking(9, 7);
        panel.on_checked(9, Err("the database is not open".into()));
        assert!(panel.confirming.is_none());
        assert!(panel.create_problem.is_some());
        assert_eq!(panel.draft.recipients.len(), 3);
    }

    #[test]
    fn a_personal_message_plans_one_request_each_with_profiles_and_fallbacks() {
        let mut panel = ready();
        panel.add_recipients(vec![planned(1, Some("Ana")), planned(2, None)]);
        written(&mut panel);
        panel.draft.body = "Dear {{first_name}},".into();
        assert_eq!(panel.placeholders(), vec![Placeholder::FirstName]);
        assert_eq!(panel.lacking()[&Placeholder::FirstName], 1);
        let problems = panel.check().unwrap_err();
        assert!(problems[0].text.contains("R2"), "{problems:?}");
        panel
            .draft
            .fallbacks
            .insert("first_name".into(), " colleague ".into());
        let job = panel.check().unwrap();
        let bodies: Vec<&str> = job
            .chunks
            .iter()
            .map(|c| c.body.as_deref().unwrap())
            .collect();
        assert_eq!(bodies, vec!["Dear Ana,", "Dear colleague,"]);
    }

    #[test]
    fn a_connection_lost_while_creating_keeps_the_draft_and_says_so() {
        let mut panel = ready();
        panel.add_recipients(vec![planned(1, None)]);
        panel.creating(1);
        panel.connection_lost();
        assert!(panel.create_problem.is_some());
        assert_eq!(
            panel.on_created(1, Ok(3)),
            None,
            "too late to clear anything"
        );
        assert_eq!(panel.draft.recipients.len(), 1);
    }

    #[test]
    fn a_blank_fallback_is_none_and_only_an_empty_one_leaves_the_word_out() {
        let mut panel = ready();
        panel.add_recipients(vec![planned(1, Some("Ana")), planned(2, None)]);
        written(&mut panel);
        panel.draft.body = "Dear {{first_name}}, hello".into();
        panel
            .draft
            .fallbacks
            .insert("first_name".into(), "   ".into());
        assert!(panel.check().is_err(), "typed but blank is no fallback");
        panel
            .draft
            .fallbacks
            .insert("first_name".into(), String::new());
        let job = panel.check().unwrap();
        let bodies: Vec<&str> = job
            .chunks
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
    fn a_verification_learns_profiles_and_the_unknown_can_be_left_out() {
        let mut panel = ready();
        let members: Vec<DraftRecipient> = (1..=3)
            .map(|n| DraftRecipient {
                uuid: Uuid::from_u128(n),
                name: None,
            })
            .collect();
        let news = panel.add_list("Legal", members.clone());
        assert_eq!(news, "3 added from the list “Legal” (3 in all).");
        assert_eq!(
            panel.verified().unverified,
            3,
            "a list's members are not verified"
        );
        assert_eq!(
            panel.add_list("Legal", members),
            "0 added from the list “Legal” (3 in all), 3 already there."
        );

        panel.verifying(5, 3);
        let ana = crate::api::Freelancer {
            site_name: Some("Ana Lima".into()),
            ..Default::default()
        };
        let progress = Progress::default();
        assert!(!panel.on_looked_up(4, Uuid::from_u128(1), &Ok(Box::new(ana.clone())), progress));
        assert!(panel.on_looked_up(5, Uuid::from_u128(1), &Ok(Box::new(ana)), progress));
        assert!(panel.on_looked_up(5, Uuid::from_u128(2), &not_found(), progress));
        assert!(panel.on_looked_up(
            5,
            Uuid::from_u128(3),
            &Err(ApiError::Forbidden {
                status: 403,
                messages: Default::default()
            }),
            progress
        ));
        assert!(panel.on_lookup_finished(5, &LookupEnd::Completed));
        assert_eq!(
            panel.draft.recipients[0].name.as_deref(),
            Some("Ana Lima"),
            "the profile's name fills a bare UUID"
        );
        let summary = panel.verified();
        assert_eq!((summary.unverified, summary.restricted), (0, 1));
        assert_eq!(summary.unknown, vec![1]);

        assert_eq!(panel.leave_out_unknown(), 1);
        let left: Vec<u128> = panel
            .draft
            .recipients
            .iter()
            .map(|r| r.uuid.as_u128())
            .collect();
        assert_eq!(left, vec![1, 3], "the restricted profile stays");
        assert!(panel.verified().unknown.is_empty());
        assert!(matches!(
            &panel.take_saves()[..],
            [StoreRequest::SaveDraft { draft, .. }] if draft.recipients.len() == 2
        ));
    }
}
