//! The confirmation a send asks for, and the job the composer sent last.

use super::super::model::*;
use super::super::send_flow::*;
use super::super::words::*;
use super::super::*;
use crate::outbox::guard::RecentChoice;
use crate::store::NewJob;
use crate::ui::verify;
use crate::words;

impl ComposerPanel {
    /// The question before sending: what goes to whom, who is left out or was messaged
    /// recently, what may fail; returns the user's answer once given
    /// ([`ComposerPanel::answer`] acts on it).
    pub(super) fn show_confirmation(
        &mut self,
        ui: &mut egui::Ui,
        connected: bool,
        profiles: &crate::ui::profiles::Profiles,
    ) -> Option<SendAnswer> {
        if !matches!(self.flow, SendFlow::Confirming(_)) {
            return None;
        }
        let summary = self.verified(profiles);
        let SendFlow::Confirming(confirming) = &self.flow else {
            return None;
        };
        let now = crate::store::now_ms();
        let mut answer = None;
        // Sent without the team's checks only once the box is ticked.
        let mut understood = confirming.waiver.as_ref().map(|w| w.understood);
        let modal = egui::Modal::new(egui::Id::unique("confirm-send")).show(ui.ctx(), |ui| {
            ui.set_max_width(460.0);
            match &confirming.job {
                Some(job) => self.show_job_to_send(ui, job),
                None => {
                    ui.heading("Nothing to send");
                    ui.label(if confirming.team.is_some() {
                        "Every recipient is marked do not contact, or being messaged by a \
                         colleague right now."
                    } else {
                        "Every recipient is marked do not contact."
                    });
                }
            }
            crate::ui::send_guard::show_marks(ui, &confirming.guard, now);
            if let (Some(waiver), Some(understood)) = (&confirming.waiver, understood.as_mut()) {
                show_waiver(ui, &waiver.why, understood);
            }
            if let Some(team) = &confirming.team {
                let name = |uuid| self.recipient_label(uuid);
                crate::ui::send_guard::show_team(ui, team, confirming.guard.recent_days, now, name);
            }
            let leave_out = confirming.job.is_some() && show_send_warnings(ui, &summary);
            ui.weak(
                "The Outbox keeps every request's fate, even across a restart; you can pause or \
                 cancel there.",
            );
            ui.add_space(8.0);
            let may_send = understood.unwrap_or(true);
            let chosen = ui
                .add_enabled_ui(may_send, |ui| {
                    show_send_answers(ui, &summary, connected, confirming)
                })
                .inner
                // "Go back" stays, whatever the box says.
                .filter(|a| may_send || matches!(a, SendAnswer::GoBack));
            answer = if leave_out {
                Some(SendAnswer::LeaveOutUnknown)
            } else {
                chosen
            };
        });
        if let (SendFlow::Confirming(confirming), Some(ticked)) = (&mut self.flow, understood)
            && let Some(waiver) = &mut confirming.waiver
        {
            waiver.understood = ticked;
        }
        if modal.should_close() && answer.is_none() {
            answer = Some(SendAnswer::GoBack);
        }
        answer
    }

    /// What the question is about: the subject, how many recipients and requests, some of
    /// their names, and the sender.
    pub(super) fn show_job_to_send(&self, ui: &mut egui::Ui, job: &NewJob) {
        ui.heading("Send this message?");
        let recipients: usize = job.requests.iter().map(|c| c.recipients.len()).sum();
        ui.label(format!(
            "“{}” goes to {}.",
            job.subject,
            words::count(recipients, "recipient")
        ));
        ui.label(requests_text(
            recipients,
            job.requests.len(),
            job.personalised,
        ));
        ui.weak(recipients_text(&self.draft.recipients, 8));
        ui.label(format!(
            "From {}, as {}.",
            self.sender_line(),
            type_name(job.message_type)
        ));
    }

    /// "Ana Lima (uuid)" for a recipient with a name in the draft, else the UUID.
    fn recipient_label(&self, uuid: uuid::Uuid) -> String {
        let name = self
            .draft
            .recipients
            .iter()
            .find(|r| r.uuid == uuid)
            .and_then(|r| r.name.clone());
        crate::outbox::guard::Flagged { uuid, name }.label()
    }

    /// The last job sent from here, compactly; the Outbox has the whole of it.
    pub(super) fn show_sent(
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
            let total = job.record.requests.len();
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

/// What may fail if the job goes now: recipients the directory does not know (with a button
/// to leave them out: true when pressed, and it outweighs any other answer), and recipients
/// not looked up.
pub(super) fn show_send_warnings(ui: &mut egui::Ui, summary: &verify::Summary) -> bool {
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

/// The team database could not be asked (`why`): said in red, with the box the user ticks
/// to send without its checks.
fn show_waiver(ui: &mut egui::Ui, why: &crate::api::Explained, understood: &mut bool) {
    // Its words end "nothing was sent", which the question is about to change.
    let said = why.plain.trim_end_matches("; nothing was sent.");
    ui.colored_label(ui.visuals().error_fg_color, format!("{said}."));
    ui.colored_label(
        ui.visuals().error_fg_color,
        "Sent now, it passes this desk's own checks only: recipients a colleague marked do not \
         contact, messaged recently or is messaging right now are not seen, and may be messaged \
         twice.",
    );
    ui.checkbox(
        understood,
        "I understand: send without the team's checks (this is recorded, and the team is told \
         once it is back)",
    );
}

/// "Send now" (or, when some recipients were messaged recently, "Leave them out" and "Send
/// to them too"; nothing when nobody is left), "Verify first" while some recipients were not
/// looked up, and "Go back".
pub(super) fn show_send_answers(
    ui: &mut egui::Ui,
    summary: &verify::Summary,
    connected: bool,
    confirming: &Confirming,
) -> Option<SendAnswer> {
    let (mut send, mut verify_first, mut go_back) = (None, false, false);
    ui.horizontal(|ui| {
        if let Some(job) = &confirming.job {
            if !confirming.any_recent() {
                send = ui
                    .button("Send now")
                    .clicked()
                    .then_some(RecentChoice::Include);
            } else {
                let anyone_else = job
                    .requests
                    .iter()
                    .flat_map(|r| r.recipients.iter())
                    .any(|r| !confirming.is_recent(r.uuid));
                send = crate::ui::send_guard::recent_answers(ui, anyone_else);
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
