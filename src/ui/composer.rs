//! The composer: recipients as chips, the sender (remembered per environment), type, subject
//! and text, checked as they are typed. Sending asks first, naming how many people and how
//! many requests, then shows progress and every receipt. The draft is saved as it is typed.

use std::collections::HashSet;

use egui::{Key, KeyboardShortcut, Modifiers};
use uuid::Uuid;

use super::sending::{Batch, ChunkState};
use crate::api::{Draft, Field, Message, MessageOutcome, MessageType, Problem, User};
use crate::store::{ComposerDraft, DraftRecipient, Sender, StoreRequest};
use crate::worker::JobId;

pub const SEND_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Enter);

/// Recipients per request; the directory takes at most 25.
pub const CHUNK_SIZE: usize = crate::api::message::MAX_RECIPIENTS;

/// Chips drawn before "and N more": thousands of chips would only be noise.
const CHIPS_SHOWN: usize = 200;

pub enum ComposerAction {
    Send(Vec<Message>),
    Stop(JobId),
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
    /// Problems show for a field once it was edited, and for all after a first try to send.
    touched: HashSet<Field>,
    attempted: bool,
    preview: bool,
    /// The messages awaiting the user's word in the confirmation dialog.
    confirming: Option<Vec<Message>>,
    pub batch: Option<Batch>,
}

impl ComposerPanel {
    /// Follows the session to `environment`; true when the store must be asked for its draft.
    pub fn follow(&mut self, environment: &str) -> bool {
        if self.environment.as_deref() == Some(environment) {
            return false;
        }
        // Receipts and recipients belong to the directory they came from.
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

    /// Adds recipients not there yet; returns how many were new.
    pub fn add_recipients(&mut self, recipients: Vec<DraftRecipient>) -> usize {
        let mut present: HashSet<Uuid> = self.draft.recipients.iter().map(|r| r.uuid).collect();
        let before = self.draft.recipients.len();
        self.draft.recipients.extend(
            recipients
                .into_iter()
                .filter(|recipient| present.insert(recipient.uuid)),
        );
        let added = self.draft.recipients.len() - before;
        if added > 0 {
            self.draft_changed = true;
            self.touched.insert(Field::Recipients);
        }
        added
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

    /// The requests this draft would make, or what stands in the way. Builds every message:
    /// for sending, not for drawing (see `show`).
    pub fn check(&self) -> Result<Vec<Message>, Vec<Problem>> {
        self.as_draft().validate_in_chunks(CHUNK_SIZE)
    }

    /// The user asked to send: the confirmation dialog opens if the draft is good.
    fn request_send(&mut self) {
        self.attempted = true;
        if self.batch.as_ref().is_some_and(Batch::is_running) {
            return;
        }
        if let Ok(messages) = self.check() {
            self.confirming = Some(messages);
        }
    }

    /// The worker took the messages as `job`: the composer empties (keeping the sender and
    /// type), so the same message cannot be sent twice by a second click.
    pub fn started(&mut self, job: JobId, messages: &[Message]) {
        let names = self
            .draft
            .recipients
            .iter()
            .filter_map(|r| Some((r.uuid, r.name.clone()?)))
            .collect();
        self.batch = Batch::new(job, messages, names);
        self.draft = ComposerDraft {
            message_type: self.draft.message_type,
            ..ComposerDraft::default()
        };
        self.draft_changed = true;
        self.sender_changed = true;
        self.touched.clear();
        self.attempted = false;
        self.preview = false;
    }

    /// Puts the message back with only the recipients it certainly did not reach.
    fn restore_not_reached(&mut self) {
        let Some(batch) = &self.batch else { return };
        let recipients = batch
            .not_reached()
            .into_iter()
            .map(|uuid| DraftRecipient {
                uuid,
                name: batch.names.get(&uuid).cloned(),
            })
            .collect();
        self.draft = ComposerDraft {
            recipients,
            message_type: batch.message.message_type,
            subject: batch.message.subject.clone(),
            body: batch.message.body.clone(),
        };
        self.draft_changed = true;
    }

    pub fn show(&mut self, ui: &mut egui::Ui, connected: bool) -> Option<ComposerAction> {
        if !self.loaded {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Opening the saved draft…");
            });
            return None;
        }
        let mut action = None;
        let sending = self.batch.as_ref().is_some_and(Batch::is_running);
        if ui.input_mut(|i| i.consume_shortcut(&SEND_SHORTCUT)) && connected {
            self.request_send();
        }
        // Every frame needs the problems and the request count, not the messages themselves
        // (one copy of the text per request, hundreds for a large list).
        let (recipients, problems) = self.as_draft().review();
        let shown: Vec<&Problem> = problems
            .iter()
            .filter(|p| self.attempted || self.touched.contains(&p.field))
            .collect();

        egui::ScrollArea::vertical()
            .id_salt("composer")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                self.show_recipients(ui, &shown);
                ui.add_space(6.0);
                self.show_fields(ui, &shown);
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    let send = ui
                        .add_enabled(connected && !sending, egui::Button::new("Send…"))
                        .on_hover_text(format!(
                            "Asks before sending ({})",
                            ui.ctx().format_shortcut(&SEND_SHORTCUT)
                        ))
                        .on_disabled_hover_text(if sending {
                            "A message is being sent"
                        } else {
                            "Not connected to the directory"
                        });
                    if send.clicked() {
                        self.request_send();
                    }
                    ui.toggle_value(&mut self.preview, "Preview");
                    if problems.is_empty() {
                        ui.label(requests_text(recipients, recipients.div_ceil(CHUNK_SIZE)));
                    } else if self.attempted {
                        ui.colored_label(
                            ui.visuals().error_fg_color,
                            "Fix the marked fields to send.",
                        );
                    }
                });
                if self.preview {
                    self.show_preview(ui);
                }
                if let Some(stop) = self.show_batch(ui) {
                    action = Some(stop);
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
                self.draft_changed = true;
                self.touched.insert(Field::Recipients);
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
            self.draft_changed = true;
            self.touched.insert(Field::Recipients);
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
                }
            });
        let body_label = ui.label("Message");
        let body = ui
            .add(
                egui::TextEdit::multiline(&mut self.draft.body)
                    .desired_rows(10)
                    .desired_width(f32::INFINITY)
                    .hint_text("Write to the freelancers here."),
            )
            .labelled_by(body_label.id);
        if body.changed() {
            self.draft_changed = true;
            self.touched.insert(Field::Body);
        }
        ui.horizontal(|ui| {
            let count = self.draft.body.chars().count();
            ui.weak(format!(
                "{count} character{}",
                if count == 1 { "" } else { "s" }
            ));
            ui.weak("· saved as you type");
        });
        problems_for(ui, shown, Field::Body);
    }

    /// "Ana Lima <ana@agency.example>", as the message will say.
    fn sender_line(&self) -> String {
        format!("{} <{}>", self.sender.name.trim(), self.sender.email.trim())
    }

    /// The message as a recipient will read it.
    fn show_preview(&self, ui: &mut egui::Ui) {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.weak("Preview");
            egui::Grid::new("composer-preview")
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label("From");
                    ui.label(self.sender_line());
                    ui.end_row();
                    ui.label("To");
                    ui.label(recipients_text(&self.draft.recipients, 5));
                    ui.end_row();
                    ui.label("Type");
                    ui.label(type_name(self.draft.message_type));
                    ui.end_row();
                    ui.label("Subject");
                    ui.strong(self.draft.subject.trim());
                    ui.end_row();
                });
            ui.separator();
            ui.label(&self.draft.body);
        });
    }

    fn show_confirmation(&mut self, ui: &mut egui::Ui) -> Option<ComposerAction> {
        let messages = self.confirming.as_ref()?;
        let mut decision = None;
        let modal = egui::Modal::new(egui::Id::unique("confirm-send")).show(ui.ctx(), |ui| {
            ui.set_max_width(460.0);
            ui.heading("Send this message?");
            let recipients = self.draft.recipients.len();
            ui.label(format!(
                "“{}” goes to {}.",
                self.draft.subject.trim(),
                plural(recipients, "recipient")
            ));
            ui.label(requests_text(recipients, messages.len()));
            ui.weak(recipients_text(&self.draft.recipients, 8));
            ui.label(format!(
                "From {}, as {}.",
                self.sender_line(),
                type_name(self.draft.message_type)
            ));
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
            Some(true) => self.confirming.take().map(ComposerAction::Send),
            Some(false) => {
                self.confirming = None;
                None
            }
            None => None,
        }
    }

    fn show_batch(&mut self, ui: &mut egui::Ui) -> Option<ComposerAction> {
        let batch = self.batch.as_ref()?;
        let mut action = None;
        let (mut restore, mut dismiss) = (false, false);
        ui.separator();
        let total = batch.chunks.len();
        let answered = batch.answered();
        if batch.is_running() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.add(
                    egui::ProgressBar::new(answered as f32 / total.max(1) as f32)
                        .desired_width(320.0)
                        .text(format!("{answered} of {total} requests answered")),
                );
                if ui.button("Stop after this request").clicked() {
                    action = Some(ComposerAction::Stop(batch.job));
                }
            });
        } else {
            ui.label(batch.summary());
            ui.horizontal(|ui| {
                let not_reached = batch.not_reached().len();
                if not_reached > 0 {
                    let empty = self.draft.is_empty();
                    restore = ui
                        .add_enabled(
                            empty,
                            egui::Button::new(format!(
                                "Compose again to the {} not reached",
                                plural(not_reached, "recipient")
                            )),
                        )
                        .on_disabled_hover_text("Send or clear the message you are writing first")
                        .clicked();
                }
                dismiss = ui.button("Dismiss receipts").clicked();
            });
            if batch.uncertain() > 0 {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    "Uncertain requests may have reached their recipients. They were not resent; \
                     check with the recipients before writing to them again.",
                );
            }
        }
        for (i, chunk) in batch.chunks.iter().enumerate() {
            let (state, color) = chunk_state_text(&chunk.state, ui);
            egui::CollapsingHeader::new(
                egui::RichText::new(format!(
                    "Request {} of {total} · {} · {state}",
                    i + 1,
                    plural(chunk.recipients.len(), "recipient")
                ))
                .color(color),
            )
            .id_salt(("receipt", batch.job, i))
            .show(ui, |ui| {
                if let ChunkState::Answered(receipt) = &chunk.state {
                    if let Some(message) = &receipt.status_message {
                        ui.label(format!("The directory says: {message}"));
                    }
                    for failed in &receipt.failed_recipients {
                        let name = Uuid::try_parse(failed.trim())
                            .map(|uuid| batch.name_of(&uuid))
                            .unwrap_or_else(|_| failed.clone());
                        ui.colored_label(
                            ui.visuals().error_fg_color,
                            format!("Not delivered to {name}"),
                        );
                    }
                }
                if let ChunkState::Failed {
                    error,
                    server_messages,
                    ..
                } = &chunk.state
                {
                    ui.label(error);
                    for message in server_messages {
                        ui.label(format!("The directory says: {message}"));
                    }
                }
                ui.weak(
                    chunk
                        .recipients
                        .iter()
                        .map(|uuid| batch.name_of(uuid))
                        .collect::<Vec<_>>()
                        .join(", "),
                );
            });
        }
        if restore {
            self.restore_not_reached();
        }
        if dismiss {
            self.batch = None;
        }
        action
    }
}

fn chunk_state_text(state: &ChunkState, ui: &egui::Ui) -> (String, egui::Color32) {
    let visuals = ui.visuals();
    match state {
        ChunkState::Waiting => ("waiting".into(), visuals.weak_text_color()),
        ChunkState::Answered(receipt) => {
            let failed = receipt.failed_recipients.len();
            let text = if failed > 0 {
                format!("{}, {failed} not delivered", receipt.status_label())
            } else {
                receipt.status_label().to_owned()
            };
            let color = if receipt.status == crate::api::ReceiptStatus::Rejected || failed > 0 {
                visuals.warn_fg_color
            } else {
                visuals.text_color()
            };
            (text, color)
        }
        ChunkState::Failed {
            outcome: MessageOutcome::NotDelivered,
            ..
        } => ("not delivered".into(), visuals.error_fg_color),
        ChunkState::Failed {
            outcome: MessageOutcome::Unknown,
            ..
        } => (
            "uncertain: may have been delivered, not resent".into(),
            visuals.warn_fg_color,
        ),
        ChunkState::Failed {
            outcome: MessageOutcome::Delivered,
            ..
        } => (
            "delivered (the receipt could not be read)".into(),
            visuals.text_color(),
        ),
        ChunkState::NotSent => ("not sent".into(), visuals.weak_text_color()),
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

fn requests_text(recipients: usize, requests: usize) -> String {
    format!(
        "{} in {} (at most {CHUNK_SIZE} recipients each).",
        plural(recipients, "recipient"),
        plural(requests, "request")
    )
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

    fn recipients_from(
        rows: impl IntoIterator<Item = (Uuid, Option<String>)>,
    ) -> Vec<DraftRecipient> {
        rows.into_iter()
            .map(|(uuid, name)| DraftRecipient { uuid, name })
            .collect()
    }

    fn ready() -> ComposerPanel {
        let mut panel = ComposerPanel::default();
        assert!(panel.follow("sandbox"));
        panel.on_loaded("sandbox", None, None);
        panel
    }

    #[test]
    fn nothing_is_saved_before_the_stored_draft_arrives() {
        let mut panel = ComposerPanel::default();
        panel.follow("sandbox");
        panel.add_recipients(recipients_from([(Uuid::from_u128(1), None)]));
        assert!(panel.take_saves().is_empty());
        assert!(
            !panel.follow("sandbox"),
            "same environment, nothing to load"
        );
    }

    #[test]
    fn adding_recipients_skips_those_already_there_and_saves_the_draft() {
        let mut panel = ready();
        let first = recipients_from([
            (Uuid::from_u128(1), Some("Ana".into())),
            (Uuid::from_u128(2), None),
        ]);
        assert_eq!(panel.add_recipients(first.clone()), 2);
        assert_eq!(panel.add_recipients(first), 0);
        let saves = panel.take_saves();
        assert!(
            matches!(&saves[..], [StoreRequest::SaveDraft { draft, .. }] if draft.recipients.len() == 2)
        );
        assert!(panel.take_saves().is_empty());
    }

    #[test]
    fn starting_a_send_empties_the_composer_but_keeps_the_sender() {
        let mut panel = ready();
        panel.add_recipients(recipients_from(
            (1..=30).map(|n| (Uuid::from_u128(n), None)),
        ));
        panel.sender = Sender {
            name: "Ana".into(),
            email: "ana@agency.example".into(),
        };
        panel.draft.subject = "Legal".into();
        panel.draft.body = "Hello".into();
        let messages = panel.check().unwrap();
        assert_eq!(messages.len(), 2);
        panel.started(3, &messages);
        assert!(panel.draft.is_empty());
        assert_eq!(panel.sender.name, "Ana");
        assert_eq!(panel.batch.as_ref().unwrap().recipient_count(), 30);
        assert!(panel.check().is_err(), "nothing left to send twice");
    }
}
