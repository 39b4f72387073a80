//! The composer: recipients as chips, the sender (remembered per environment), type, subject
//! and text, checked as they are typed, with placeholders for a personal message. Sending asks
//! first, naming how many people and how many requests, then hands the job to the outbox and
//! shows its progress compactly. The draft is saved as it is typed, and cleared only once the
//! outbox has written the job down.

use std::collections::{BTreeMap, HashMap, HashSet};

use egui::{Key, KeyboardShortcut, Modifiers};
use uuid::Uuid;

use super::outbox::JobView;
use crate::api::{Draft, Field, MessageType, Problem, User};
use crate::outbox::personalise::{self, Fallbacks, Placeholder, RecipientFields};
use crate::outbox::{JobDraft, JobStatus, PlannedRecipient};
use crate::store::{ComposerDraft, DraftRecipient, NewJob, Sender, StoreRequest};

pub const SEND_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Enter);

/// Recipients per request; the directory takes at most 25.
pub const CHUNK_SIZE: usize = crate::api::message::MAX_RECIPIENTS;

/// Chips drawn before "and N more": thousands of chips would only be noise.
const CHIPS_SHOWN: usize = 200;

pub enum ComposerAction {
    /// Write this job to the outbox and send it.
    Create(Box<NewJob>),
    OpenOutbox(i64),
}

/// How many recipients lack each placeholder's field, for a given set of recipients.
struct Lacking {
    version: u64,
    profiles: usize,
    counts: BTreeMap<Placeholder, usize>,
}

#[derive(Default)]
pub struct ComposerPanel {
    /// The environment whose draft this is.
    environment: Option<String>,
    /// False until the store has answered for `environment`: typing before then would
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
    /// The job awaiting the user's word in the confirmation dialog.
    confirming: Option<NewJob>,
    /// The request id of a job handed to the outbox and not yet confirmed written.
    creating: Option<u64>,
    create_problem: Option<String>,
    /// The job this composer sent last, shown compactly until dismissed.
    pub sent_job: Option<i64>,
}

impl ComposerPanel {
    /// Follows the session to `environment`; true when the store must be asked for its draft.
    pub fn follow(&mut self, environment: &str) -> bool {
        if self.environment.as_deref() == Some(environment) {
            return false;
        }
        // Jobs and recipients belong to the directory they came from.
        *self = Self {
            environment: Some(environment.to_owned()),
            ..Self::default()
        };
        true
    }

    pub fn on_loaded(
        &mut self,
        environment: &str,
        draft: Option<ComposerDraft>,
        sender: Option<Sender>,
    ) {
        if self.environment.as_deref() != Some(environment) || self.loaded {
            return;
        }
        self.draft = draft.unwrap_or_default();
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

    /// A freelancer's profile arrived: a personal message can use its names.
    pub fn learn_profile(&mut self, uuid: Uuid, freelancer: &crate::api::Freelancer) {
        self.profiles.insert(uuid, RecipientFields::of(freelancer));
    }

    /// Adds recipients not there yet; returns how many were new.
    pub fn add_recipients(&mut self, recipients: Vec<PlannedRecipient>) -> usize {
        let mut present: HashSet<Uuid> = self.draft.recipients.iter().map(|r| r.uuid).collect();
        let before = self.draft.recipients.len();
        for recipient in recipients {
            if let Some(fields) = recipient.fields {
                self.profiles.insert(recipient.uuid, fields);
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
        self.draft_changed = true;
        self.recipients_version += 1;
        self.touched.insert(Field::Recipients);
        self.plan_problems.clear();
    }

    /// The store requests for whatever changed since the last call.
    pub fn take_saves(&mut self) -> Vec<StoreRequest> {
        let Some(environment) = self.environment.clone().filter(|_| self.loaded) else {
            return Vec::new();
        };
        let mut saves = Vec::new();
        if std::mem::take(&mut self.draft_changed) {
            saves.push(StoreRequest::SaveDraft {
                environment: environment.clone(),
                draft: self.draft.clone(),
            });
        }
        if std::mem::take(&mut self.sender_changed) {
            saves.push(StoreRequest::SaveSender {
                environment,
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

    /// The fallbacks as typed (kept with the draft); an empty one means none.
    fn chosen_fallbacks(&self) -> Fallbacks {
        self.draft
            .fallbacks
            .iter()
            .filter(|(_, text)| !text.trim().is_empty())
            .filter_map(|(key, text)| Some((Placeholder::parse(key)?, text.trim().to_owned())))
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
            environment: self.environment.clone().unwrap_or_default(),
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

    /// The user asked to send: the confirmation dialog opens if the job plans well.
    fn request_send(&mut self) {
        self.attempted = true;
        if self.creating.is_some() {
            return;
        }
        match self.check() {
            Ok(job) => {
                self.plan_problems.clear();
                self.confirming = Some(job);
            }
            Err(problems) => self.plan_problems = problems,
        }
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
                self.create_problem = Some(format!(
                    "Nothing was sent: {problem}. Your message is still here."
                ));
            }
        }
        Some(result)
    }

    /// The connection closed with a job handed over but not confirmed: the draft stays, and
    /// the user is told to look before sending it again.
    pub fn connection_lost(&mut self) {
        if self.creating.take().is_some() {
            self.create_problem = Some(
                "The connection closed before the outbox confirmed the job. Check the Outbox \
                 before sending again: it may have been created."
                    .into(),
            );
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
        // Why nothing can be sent now (no connection, no outbox), if so.
        blocked: Option<&str>,
        sent: Option<(&JobView, JobStatus)>,
    ) -> Option<ComposerAction> {
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
        // Every frame needs the problems and the request count, not the requests themselves
        // (one copy of the text per request, thousands for a large personal message).
        let (recipients, mut problems) = self.as_draft().review();
        for problem in &self.plan_problems {
            if !problems.contains(problem) {
                problems.push(problem.clone());
            }
        }
        let shown: Vec<&Problem> = problems
            .iter()
            .filter(|p| self.attempted || self.touched.contains(&p.field))
            .collect();
        let placeholders = self.placeholders();
        let requests = if placeholders.is_empty() {
            recipients.div_ceil(CHUNK_SIZE)
        } else {
            recipients
        };

        egui::ScrollArea::vertical()
            .id_salt("composer")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.add_enabled_ui(!creating, |ui| {
                    self.show_recipients(ui, &shown);
                    ui.add_space(6.0);
                    self.show_fields(ui, &shown);
                    if !placeholders.is_empty() {
                        ui.add_space(6.0);
                        self.show_personalisation(ui, &placeholders);
                    }
                });
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    let send = ui
                        .add_enabled(blocked.is_none() && !creating, egui::Button::new("Send…"))
                        .on_hover_text(format!(
                            "Asks before sending ({})",
                            ui.ctx().format_shortcut(&SEND_SHORTCUT)
                        ))
                        .on_disabled_hover_text(if creating {
                            "The outbox is writing the job down"
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
                    } else if problems.is_empty() {
                        ui.label(requests_text(
                            recipients,
                            requests,
                            !placeholders.is_empty(),
                        ));
                    } else if self.attempted {
                        ui.colored_label(
                            ui.visuals().error_fg_color,
                            "Fix the marked fields to send.",
                        );
                    }
                });
                if let Some(problem) = &self.create_problem {
                    ui.colored_label(ui.visuals().error_fg_color, problem);
                }
                if self.preview {
                    self.show_preview(ui, !placeholders.is_empty());
                }
                if let Some(step) = self.show_sent(ui, sent) {
                    action = Some(step);
                }
            });
        if let Some(send) = self.show_confirmation(ui) {
            action = Some(send);
        }
        action
    }

    fn show_recipients(&mut self, ui: &mut egui::Ui, shown: &[&Problem]) {
        let count = self.draft.recipients.len();
        ui.horizontal(|ui| {
            ui.strong(format!("Recipients ({count})"));
            if count == 0 {
                ui.weak(
                    "Select freelancers in the results table, then “Add selected to recipients”.",
                );
            } else if ui.small_button("Remove all").clicked() {
                self.draft.recipients.clear();
                self.recipients_changed();
            }
        });
        let mut removed = None;
        ui.horizontal_wrapped(|ui| {
            for (i, recipient) in self.draft.recipients.iter().take(CHIPS_SHOWN).enumerate() {
                let name = recipient.label();
                let chip = ui
                    .add(
                        egui::Button::new(format!("{name}  ×"))
                            .small()
                            .corner_radius(8),
                    )
                    .on_hover_text(format!("{}\nClick to remove", recipient.uuid));
                if chip.clicked() {
                    removed = Some(i);
                }
            }
            if count > CHIPS_SHOWN {
                ui.weak(format!("…and {} more", count - CHIPS_SHOWN));
            }
        });
        if let Some(i) = removed {
            self.draft.recipients.remove(i);
            self.recipients_changed();
        }
        problems_for(ui, shown, Field::Recipients);
    }

    fn show_fields(&mut self, ui: &mut egui::Ui, shown: &[&Problem]) {
        egui::Grid::new("composer-fields")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                if line(
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
                if line(
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
                let type_label = ui.label("Type");
                let before = self.draft.message_type;
                egui::ComboBox::from_id_salt("message-type")
                    .selected_text(type_name(self.draft.message_type))
                    .show_ui(ui, |ui| {
                        for kind in [MessageType::Other, MessageType::Rfq, MessageType::Job] {
                            ui.selectable_value(
                                &mut self.draft.message_type,
                                kind,
                                type_name(kind),
                            );
                        }
                    })
                    .response
                    .labelled_by(type_label.id);
                if self.draft.message_type != before {
                    self.draft_changed = true;
                }
                ui.end_row();
                if line(
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
            ui.weak(format!(
                "{count} character{}",
                if count == 1 { "" } else { "s" }
            ));
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
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.strong("Each recipient gets their own request");
            ui.weak(
                "The message uses placeholders, so it goes one request per recipient with their \
                 own details filled in. Where a profile lacks one, the fallback is used.",
            );
            for placeholder in placeholders {
                ui.horizontal(|ui| {
                    let label = ui.label(format!("Fallback for {}", placeholder.token()));
                    let text = self
                        .draft
                        .fallbacks
                        .entry(placeholder.key().to_owned())
                        .or_default();
                    let edit = ui
                        .add(
                            egui::TextEdit::singleline(text)
                                .hint_text(format!(
                                    "when a profile has no {}",
                                    readable(*placeholder)
                                ))
                                .desired_width(240.0),
                        )
                        .labelled_by(label.id);
                    if edit.changed() {
                        self.plan_problems.clear();
                        self.draft_changed = true;
                    }
                    let missing = lacking.get(placeholder).copied().unwrap_or(0);
                    if missing == 0 {
                        ui.weak("every recipient has one");
                    } else if text.trim().is_empty() {
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            format!(
                                "{} no {}: give a fallback",
                                has(missing),
                                readable(*placeholder)
                            ),
                        );
                    } else {
                        ui.weak(format!(
                            "{} no {}: they get the fallback",
                            has(missing),
                            readable(*placeholder)
                        ));
                    }
                });
            }
        });
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

    fn show_confirmation(&mut self, ui: &mut egui::Ui) -> Option<ComposerAction> {
        let job = self.confirming.as_ref()?;
        let mut decision = None;
        let modal = egui::Modal::new(egui::Id::unique("confirm-send")).show(ui.ctx(), |ui| {
            ui.set_max_width(460.0);
            ui.heading("Send this message?");
            let recipients: usize = job.chunks.iter().map(|c| c.recipients.len()).sum();
            ui.label(format!(
                "“{}” goes to {}.",
                job.subject,
                plural(recipients, "recipient")
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
            ui.weak(
                "The Outbox keeps every request's fate, even across a restart; you can pause or \
                 cancel there.",
            );
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Send now").clicked() {
                    decision = Some(true);
                }
                if ui.button("Go back").clicked() {
                    decision = Some(false);
                }
            });
        });
        if modal.should_close() && decision.is_none() {
            decision = Some(false);
        }
        match decision {
            Some(true) => self
                .confirming
                .take()
                .map(|job| ComposerAction::Create(Box::new(job))),
            Some(false) => {
                self.confirming = None;
                None
            }
            None => None,
        }
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
                            plural(not_reached, "recipient")
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
                    plural(job.people.unknown, "recipient")
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

fn has(n: usize) -> String {
    if n == 1 {
        "1 recipient has".into()
    } else {
        format!("{n} recipients have")
    }
}

/// A labelled one-line field in the composer's grid, with its problems below it.
fn line(
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

fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

fn requests_text(recipients: usize, requests: usize, personal: bool) -> String {
    if personal {
        format!(
            "{} in {} (one each: the message is personal).",
            plural(recipients, "recipient"),
            plural(requests, "request")
        )
    } else {
        format!(
            "{} in {} (at most {CHUNK_SIZE} recipients each).",
            plural(recipients, "recipient"),
            plural(requests, "request")
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
        assert!(
            !panel.follow("sandbox"),
            "same environment, nothing to load"
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
        assert_eq!(job.environment, "sandbox");

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
}
