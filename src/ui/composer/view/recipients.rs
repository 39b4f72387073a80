//! The recipients drawn: their chips, lists, verification and the unknown among them.

use super::super::model::*;
use super::super::words::and_more;
use super::super::*;
use super::*;
use crate::api::{Field, Problem};
use crate::tr;
use crate::ui::profiles::Profiles;
use crate::ui::vendor::VendorRecords;
use crate::ui::verify::{self, Verdict};

impl ComposerPanel {
    /// The recipients: what can be done with them, what verifying them found, and a chip
    /// for each.
    pub(super) fn show_recipients(
        &mut self,
        ui: &mut egui::Ui,
        shown: &[&Problem],
        lists: &[ListSummary],
        connected: bool,
        (vendors, profiles): (&VendorRecords, &Profiles),
    ) -> Option<ComposerAction> {
        let mut action = self.show_recipients_bar(ui, lists);
        // Above the chips, which can fill many lines: the user must see what verifying found.
        if let Some(step) = self.show_verification(ui, connected, profiles) {
            action = Some(step);
        }
        self.show_chips(ui, vendors, profiles);
        problems_for(ui, shown, Field::Recipients);
        action
    }

    /// How many recipients, adding a list's members, saving them as a list, and removing
    /// them all.
    pub(super) fn show_recipients_bar(
        &mut self,
        ui: &mut egui::Ui,
        lists: &[ListSummary],
    ) -> Option<ComposerAction> {
        let count = self.draft.recipients.len();
        let mut action = None;
        ui.horizontal(|ui| {
            ui.strong(tr!("composer-recipients", count = count));
            ui.menu_button(tr!("composer-add-from-list"), |ui| {
                if lists.is_empty() {
                    ui.weak(tr!("composer-no-lists"));
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
                .add_enabled(count > 0, egui::Button::new(tr!("composer-save-as-list")))
                .on_hover_text(tr!("composer-save-as-list.hover"))
                .clicked()
            {
                action = Some(ComposerAction::SaveAsList(self.draft.recipients.clone()));
            }
            if count == 0 {
                ui.weak(tr!("composer-no-recipients"));
            } else if ui.small_button(tr!("composer-remove-all")).clicked() {
                self.draft.recipients.clear();
                self.recipients_changed();
            }
        });
        action
    }

    /// A chip per recipient (an unknown one in `profiles`, or one marked do not contact in
    /// `vendors`, in red); a click removes it.
    pub(super) fn show_chips(
        &mut self,
        ui: &mut egui::Ui,
        vendors: &VendorRecords,
        profiles: &Profiles,
    ) {
        let count = self.draft.recipients.len();
        let mut removed = None;
        let marked = do_not_contact_mark();
        // Hundreds of chips scroll in a box of their own, so the message stays in view.
        egui::ScrollArea::vertical()
            .id_salt("recipient-chips")
            .max_height(150.0)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (i, recipient) in self.draft.recipients.iter().take(CHIPS_SHOWN).enumerate()
                    {
                        let name = recipient.label();
                        let unknown = profiles.is_unknown(&recipient.uuid);
                        let barred = vendors.is_marked(recipient.uuid);
                        let mark = if barred { marked.as_str() } else { "" };
                        // Painted in reading order; read out in logical order (below).
                        let painted = crate::ui::bidi::visual_order(&name);
                        let mut text = egui::RichText::new(format!("{painted}{mark}  ×"));
                        if unknown || barred {
                            text = text.color(ui.visuals().error_fg_color);
                        }
                        let chip = ui
                            .add(egui::Button::new(text).small().corner_radius(8))
                            .on_hover_text(chip_hover(recipient.uuid, unknown, barred));
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
                        ui.weak(and_more(count - CHIPS_SHOWN));
                    }
                })
            });
        let barred = self.marked_recipients(vendors);
        if barred > 0 {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!("composer-marked-left-out", count = barred),
            );
        }
        if let Some(i) = removed {
            self.draft.recipients.remove(i);
            self.recipients_changed();
        }
    }

    /// Whether the recipients were looked up in this session, a running verification, and
    /// the recipients the directory does not know.
    pub(super) fn show_verification(
        &mut self,
        ui: &mut egui::Ui,
        connected: bool,
        profiles: &Profiles,
    ) -> Option<ComposerAction> {
        let summary = self.verified(profiles);
        let mut action = None;
        if let Some(run) = &self.verification.run {
            action = show_verifying(ui, run);
        } else if !self.draft.recipients.is_empty() {
            action = self.show_verify_button(ui, connected, &summary, profiles);
        }
        if let Some(ended) = &self.verification.ended {
            show_verification_end(ui, ended, &summary);
        }
        if let Some(gone) = self.left_out_unknown {
            ui.weak(tr!("composer-left-out-unknown", count = gone));
        }
        if !summary.unknown.is_empty() {
            self.show_unknown(ui, &summary, profiles);
        }
        action
    }

    /// "Verify recipients", and how many were looked up in this session.
    pub(super) fn show_verify_button(
        &mut self,
        ui: &mut egui::Ui,
        connected: bool,
        summary: &verify::Summary,
        profiles: &Profiles,
    ) -> Option<ComposerAction> {
        let count = self.draft.recipients.len();
        let mut action = None;
        ui.horizontal(|ui| {
            let verify = ui
                .add_enabled(
                    connected && summary.unverified > 0,
                    egui::Button::new(tr!("composer-verify")),
                )
                .on_hover_text(tr!("composer-verify.hover"))
                .on_disabled_hover_text(if connected {
                    tr!("composer-verify.all-looked-up")
                } else {
                    tr!("composer-not-connected")
                });
            if verify.clicked() {
                action = self.verify(profiles);
            }
            if summary.unverified == 0 {
                ui.weak(tr!("composer-all-looked-up", count = count));
            } else {
                ui.weak(tr!("composer-not-looked-up", count = summary.unverified));
            }
        });
        action
    }

    /// The recipients the directory does not know, a request holding any of which fails
    /// whole, and leaving them out.
    pub(super) fn show_unknown(
        &mut self,
        ui: &mut egui::Ui,
        summary: &verify::Summary,
        profiles: &Profiles,
    ) {
        let unknown = summary.unknown.len();
        let mut leave_out = false;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!("composer-unknown", count = unknown),
            );
            for i in summary.unknown.iter().take(UNKNOWN_SHOWN) {
                let recipient = &self.draft.recipients[*i];
                let said = match profiles.verdict(&recipient.uuid) {
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
                ui.weak(and_more(unknown - UNKNOWN_SHOWN));
            }
            leave_out = ui
                .button(tr!("composer-leave-out-unknown", count = unknown))
                .on_hover_text(tr!("composer-leave-out-unknown.hover"))
                .clicked();
        });
        if leave_out {
            self.leave_out_unknown(profiles);
        }
    }
}

/// A running verification's progress, and its Cancel.
pub(super) fn show_verifying(ui: &mut egui::Ui, run: &verify::Run) -> Option<ComposerAction> {
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
        ui.label(tr!("composer-verifying", done = finished, total = p.total));
        ui.spinner();
        if ui.button(tr!("composer-cancel-verification")).clicked() {
            action = Some(ComposerAction::CancelVerify(run.job));
        }
    });
    action
}

/// What the last verification found, and the recipients it could not check.
pub(super) fn show_verification_end(
    ui: &mut egui::Ui,
    ended: &verify::Ended,
    summary: &verify::Summary,
) {
    ui.weak(verify::ended_text(ended, summary));
    if !ended.unchecked.is_empty() {
        let (_, why) = &ended.unchecked[0];
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(
                "composer-could-not-check",
                count = ended.unchecked.len(),
                why = why.as_str()
            ),
        );
    }
}

/// A chip's hover: the recipient's UUID, what is wrong with them, and how to remove them, a
/// line each.
fn chip_hover(uuid: uuid::Uuid, unknown: bool, barred: bool) -> String {
    let mut lines = vec![uuid.to_string()];
    if unknown {
        lines.push(tr!("composer-chip-unknown"));
    }
    if barred {
        lines.push(tr!("composer-chip-do-not-contact"));
    }
    lines.push(tr!("composer-chip-remove"));
    lines.join("\n")
}
