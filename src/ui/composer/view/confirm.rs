//! The confirmation a send asks for, and the job the composer sent last.

use super::super::model::*;
use super::super::words::*;
use super::super::*;
use crate::outbox::guard::RecentChoice;
use crate::store::NewJob;
use crate::tr;
use crate::ui::verify;

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
                    ui.heading(tr!("composer-nothing-to-send"));
                    ui.label(if confirming.team.is_some() {
                        tr!("composer-nothing-to-send.with-team")
                    } else {
                        tr!("composer-nothing-to-send.why")
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
            ui.weak(tr!("composer-outbox-keeps"));
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
        ui.heading(tr!("composer-confirm"));
        let recipients: usize = job.requests.iter().map(|c| c.recipients.len()).sum();
        ui.label(tr!(
            "composer-confirm-goes-to",
            subject = job.subject.as_str(),
            count = recipients
        ));
        ui.label(requests_text(
            recipients,
            job.requests.len(),
            job.personalised,
        ));
        ui.weak(recipients_text(&self.draft.recipients, 8));
        ui.label(tr!(
            "composer-confirm-from",
            sender = self.sender_line(),
            message_type = type_name(job.message_type)
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
                ui.label(tr!("composer-job-going", id = id.to_string()));
            });
            return None;
        };
        ui.horizontal(|ui| {
            ui.strong(tr!("composer-job", id = id.to_string()));
            ui.label(crate::ui::outbox::status_words(status));
            let total = job.record.requests.len();
            ui.add(
                egui::ProgressBar::new(job.done() as f32 / total.max(1) as f32)
                    .desired_width(240.0)
                    .text(tr!(
                        "composer-job-progress",
                        done = job.done(),
                        total = total
                    )),
            );
        });
        ui.label(tr!(
            "composer-job-recipients",
            people = job.people.text(status == JobStatus::Cancelled)
        ));
        ui.horizontal(|ui| {
            if ui.button(tr!("composer-open-in-outbox")).clicked() {
                action = Some(ComposerAction::OpenOutbox(id));
            }
            let not_reached = job.not_reached_count();
            if not_reached > 0 && status != JobStatus::Sending {
                restore = ui
                    .add_enabled(
                        self.draft.is_empty(),
                        egui::Button::new(tr!("composer-compose-again", count = not_reached)),
                    )
                    .on_disabled_hover_text(tr!("composer-compose-again.busy"))
                    .clicked();
            }
            dismiss = ui.button(tr!("composer-hide-progress")).clicked();
        });
        if job.people.unknown > 0 {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!("composer-may-have-received", count = job.people.unknown),
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
            tr!("composer-unknown-will-fail", count = summary.unknown.len()),
        );
        leave_out = ui
            .button(tr!(
                "composer-leave-out-unknown",
                count = summary.unknown.len()
            ))
            .clicked();
    }
    if summary.unverified > 0 {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!("composer-unverified-may-fail", count = summary.unverified),
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
    ui.colored_label(ui.visuals().error_fg_color, tr!("composer-unchecked-risk"));
    ui.checkbox(understood, tr!("composer-unchecked-understood"));
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
                    .button(tr!("composer-send-now"))
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
                    .add_enabled(connected, egui::Button::new(tr!("composer-verify-first")))
                    .on_disabled_hover_text(tr!("composer-not-connected"))
                    .clicked();
        }
        go_back = ui.button(tr!("composer-go-back")).clicked();
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
