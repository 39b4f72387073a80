//! The composer drawn: the page, the sender, type, subject and text, the personalisation and
//! the preview. The recipients (`recipients.rs`) and the confirmation and job sent
//! (`confirm.rs`) have files of their own.

mod confirm;
mod recipients;

use std::collections::BTreeMap;

use egui::{Key, KeyboardShortcut, Modifiers};

use super::model::*;
use super::words::*;
use super::*;
use crate::api::{Field, MessageType, Problem};
use crate::outbox::personalise::Placeholder;
use crate::tr;

const SEND_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Enter);

/// Chips drawn before "and N more": thousands of chips would only be noise.
pub(super) const CHIPS_SHOWN: usize = 200;

/// Unknown recipients named under the recipients; more read as a count.
pub(super) const UNKNOWN_SHOWN: usize = 10;

impl ComposerPanel {
    /// Draws the composer; returns what it asks of the app this frame, in order.
    pub fn show(&mut self, ui: &mut egui::Ui, context: ComposerContext<'_>) -> Vec<ComposerAction> {
        let ComposerContext {
            blocked,
            connected,
            sent,
            lists,
            recent_contact_days,
            vendors,
            team,
            profiles,
        } = context;
        let team = team.is_some();
        let mut actions = Vec::new();
        if !self.loaded {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr!("composer-opening"));
            });
            return actions;
        }
        if ui.input_mut(|i| i.consume_shortcut(&SEND_SHORTCUT)) && blocked.is_none() {
            actions.extend(self.request_send(recent_contact_days, team, profiles));
        }
        let review = self.review();
        let shown = self.shown_problems(&review.problems);

        egui::ScrollArea::vertical()
            .id_salt("composer")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                // Nothing changes while a try to send is under way: its answer is about this
                // draft.
                ui.add_enabled_ui(matches!(self.flow, SendFlow::Idle), |ui| {
                    let asked =
                        self.show_recipients(ui, &shown, lists, connected, (vendors, profiles));
                    actions.extend(asked);
                    ui.add_space(6.0);
                    self.show_fields(ui, &shown);
                    if review.personal() {
                        ui.add_space(6.0);
                        self.show_personalisation(ui, &review.placeholders, profiles);
                    }
                });
                ui.add_space(6.0);
                if self.show_send_row(ui, blocked, &review) {
                    actions.extend(self.request_send(recent_contact_days, team, profiles));
                }
                if let Some(problem) = &self.create_problem {
                    let color = ui.visuals().error_fg_color;
                    crate::ui::widgets::problem(ui, color, problem);
                }
                actions.extend(self.show_team_away(ui, profiles));
                if self.preview {
                    self.show_preview(ui, review.personal(), profiles);
                }
                actions.extend(self.show_sent(ui, sent));
            });
        if let Some(answer) = self.show_confirmation(ui, connected, profiles) {
            actions.extend(self.answer(answer, recent_contact_days, team, profiles));
        }
        actions
    }

    /// The team database could not be asked: why, and what can be done: *Retry*, *Send
    /// unchecked…* (once this desk's own checks are in), or *Cancel*.
    fn show_team_away(&mut self, ui: &mut egui::Ui, profiles: &Profiles) -> Vec<ComposerAction> {
        let Some((why, local_in)) = self.team_away() else {
            return Vec::new();
        };
        let color = ui.visuals().error_fg_color;
        crate::ui::widgets::problem(ui, color, why);
        let (mut retry, mut unchecked, mut cancel) = (false, false, false);
        ui.horizontal(|ui| {
            retry = ui.button(tr!("composer-retry")).clicked();
            unchecked = ui
                .add_enabled(local_in, egui::Button::new(tr!("composer-send-unchecked")))
                .on_hover_text(tr!("composer-send-unchecked.hover"))
                .on_disabled_hover_text(tr!("composer-send-unchecked.waiting"))
                .clicked();
            cancel = ui.button(tr!("composer-cancel")).clicked();
        });
        if retry {
            return self.retry_team(profiles).into_iter().collect();
        }
        if unchecked {
            return self.send_unchecked(profiles).into_iter().collect();
        }
        if cancel {
            self.give_up_team();
        }
        Vec::new()
    }

    /// "Send…", the preview's toggle, and whether the draft can go and in how many requests.
    /// True when "Send…" was clicked.
    pub(super) fn show_send_row(
        &mut self,
        ui: &mut egui::Ui,
        blocked: Option<&str>,
        review: &Review,
    ) -> bool {
        let creating = matches!(self.flow, SendFlow::Creating(_));
        let checking = matches!(self.flow, SendFlow::Checking { .. }) && self.team_away().is_none();
        let team_away = self.team_away().is_some();
        let mut clicked = false;
        ui.horizontal(|ui| {
            let send = ui
                .add_enabled(
                    blocked.is_none() && !creating && !checking && !team_away,
                    egui::Button::new(tr!("composer-send")),
                )
                .on_hover_text(tr!(
                    "composer-send.hover",
                    shortcut = ui.ctx().format_shortcut(&SEND_SHORTCUT)
                ))
                .on_disabled_hover_text(if creating {
                    tr!("composer-send.creating")
                } else if checking {
                    tr!("composer-send.checking")
                } else if team_away {
                    tr!("composer-send.team-away")
                } else {
                    blocked.unwrap_or_default().to_owned()
                });
            clicked = send.clicked();
            ui.toggle_value(&mut self.preview, tr!("composer-preview"));
            if creating {
                ui.spinner();
                ui.label(tr!("composer-writing-job"));
            } else if checking {
                ui.spinner();
                ui.label(tr!("composer-checking-recipients"));
            } else if review.problems.is_empty() {
                ui.label(requests_text(
                    review.recipients,
                    review.requests,
                    review.personal(),
                ));
            } else if self.attempted {
                ui.colored_label(ui.visuals().error_fg_color, tr!("composer-fix-fields"));
            }
        });
        clicked
    }

    /// The sender, the message's type and its subject in a grid, then the message itself.
    pub(super) fn show_fields(&mut self, ui: &mut egui::Ui, shown: &[&Problem]) {
        egui::Grid::new("composer-fields")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                self.show_sender_rows(ui, shown);
                self.show_type_row(ui);
                if text_field_row(
                    ui,
                    &tr!("composer-subject"),
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
    pub(super) fn show_sender_rows(&mut self, ui: &mut egui::Ui, shown: &[&Problem]) {
        if text_field_row(
            ui,
            &tr!("composer-sender-name"),
            &mut self.sender.name,
            Field::SenderName,
            &tr!("composer-sender-name.hint"),
            shown,
        ) {
            self.sender_changed = true;
            self.touched.insert(Field::SenderName);
        }
        if text_field_row(
            ui,
            &tr!("composer-sender-email"),
            &mut self.sender.email,
            Field::SenderEmail,
            &tr!("composer-sender-email.hint"),
            shown,
        ) {
            self.sender_changed = true;
            self.touched.insert(Field::SenderEmail);
        }
    }

    pub(super) fn show_type_row(&mut self, ui: &mut egui::Ui) {
        let type_label = ui.label(tr!("composer-type"));
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
    pub(super) fn show_body(&mut self, ui: &mut egui::Ui, shown: &[&Problem]) {
        let body_label = ui.label(tr!("composer-message"));
        let body = ui
            .add(
                egui::TextEdit::multiline(&mut self.draft.body)
                    .id(body_id())
                    .desired_rows(10)
                    .desired_width(f32::INFINITY)
                    .hint_text(tr!("composer-message.hint")),
            )
            .labelled_by(body_label.id);
        if body.changed() {
            self.draft_changed = true;
            self.touched.insert(Field::Body);
            self.plan_problems.clear();
        }
        ui.horizontal(|ui| {
            let count = self.draft.body.chars().count();
            ui.weak(tr!("composer-characters", count = count));
            ui.weak(tr!("composer-saved-as-you-type"));
            ui.weak(tr!("composer-insert"));
            for placeholder in Placeholder::ALL {
                if ui
                    .small_button(placeholder.token())
                    .on_hover_text(tr!("composer-insert.hover", field = placeholder.key()))
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
    pub(super) fn insert_in_body(&mut self, ctx: &egui::Context, placeholder: Placeholder) {
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

    pub(super) fn show_personalisation(
        &mut self,
        ui: &mut egui::Ui,
        placeholders: &[Placeholder],
        profiles: &Profiles,
    ) {
        let lacking = self.lacking(profiles).clone();
        let unverified = self.verified(profiles).unverified;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.strong(tr!("composer-personal"));
            ui.weak(tr!("composer-personal-explained"));
            if unverified > 0 {
                ui.weak(tr!("composer-personal-unverified", count = unverified));
            }
            for placeholder in placeholders {
                ui.horizontal(|ui| self.show_fallback(ui, *placeholder, &lacking));
            }
        });
    }

    /// One placeholder's fallback. The draft keeps it as: no entry (or blank text) for none,
    /// text for a fallback, and exactly empty text for "leave the word out", which only the
    /// checkbox sets, so a field the user emptied never silently drops words.
    pub(super) fn show_fallback(
        &mut self,
        ui: &mut egui::Ui,
        placeholder: Placeholder,
        lacking: &BTreeMap<Placeholder, usize>,
    ) {
        let key = placeholder.key();
        let kept = self.draft.fallbacks.get(key);
        let mut left_out = kept.is_some_and(String::is_empty);
        let mut text = kept.cloned().unwrap_or_default();
        let token = placeholder.token();
        let label = ui.label(tr!("composer-fallback", token = token.as_str()));
        let edit = ui
            .add_enabled(
                !left_out,
                egui::TextEdit::singleline(&mut text)
                    .hint_text(if left_out {
                        tr!("composer-fallback.left-out")
                    } else {
                        tr!("composer-fallback.hint", field = key)
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
            .checkbox(
                &mut left_out,
                tr!("composer-leave-placeholder-out", token = token.as_str()),
            )
            .on_hover_text(tr!("composer-leave-placeholder-out.hover"))
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
        let says = |id: &str| tr!(id, count = missing, field = key);
        if missing == 0 {
            ui.weak(tr!("composer-every-recipient-has-one"));
        } else if left_out {
            ui.weak(says("composer-lacking-left-out"));
        } else if text.trim().is_empty() {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                says("composer-lacking-give-fallback"),
            );
        } else {
            ui.weak(says("composer-lacking-gets-fallback"));
        }
    }

    /// The message as a recipient will read it; a personal one, as the chosen recipient will.
    pub(super) fn show_preview(&mut self, ui: &mut egui::Ui, personal: bool, profiles: &Profiles) {
        let recipients = &self.draft.recipients;
        self.preview_for = self.preview_for.min(recipients.len().saturating_sub(1));
        let mut for_whom = None;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.weak(tr!("composer-preview"));
            if personal && !recipients.is_empty() {
                ui.horizontal(|ui| {
                    let label = ui.label(tr!("composer-preview-for"));
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
                    let recipient = self.planned(&recipients[i], profiles);
                    match self.job_draft(false, profiles).preview(&recipient) {
                        Ok(filled) => filled,
                        Err(missing) => {
                            ui.colored_label(
                                ui.visuals().warn_fg_color,
                                tr!(
                                    "composer-preview-no-fallback",
                                    name = recipients[i].label(),
                                    fields = either(&missing)
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
                    ui.label(tr!("composer-from"));
                    ui.label(self.sender_line());
                    ui.end_row();
                    ui.label(tr!("composer-to"));
                    match for_whom {
                        Some(i) => ui.label(recipients[i].label()),
                        None => ui.label(recipients_text(recipients, 5)),
                    };
                    ui.end_row();
                    ui.label(tr!("composer-type"));
                    ui.label(type_name(self.draft.message_type));
                    ui.end_row();
                    ui.label(tr!("composer-subject"));
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
}

/// The message field's id, so that a placeholder can go where its cursor was.
pub(super) fn body_id() -> egui::Id {
    egui::Id::unique("composer-body")
}

/// A row of the composer's grid: a labelled one-line text field, with its problems in a row
/// below it. True when the text changed.
pub(super) fn text_field_row(
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

pub(super) fn has_problem(shown: &[&Problem], field: Field) -> bool {
    shown.iter().any(|p| p.field == field)
}

pub(super) fn problems_for(ui: &mut egui::Ui, shown: &[&Problem], field: Field) {
    let texts: Vec<&str> = shown
        .iter()
        .filter(|p| p.field == field)
        .map(|p| p.text.as_str())
        .collect();
    if !texts.is_empty() {
        ui.colored_label(ui.visuals().error_fg_color, texts.join("; "));
    }
}
