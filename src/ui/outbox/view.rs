//! The Outbox panel as drawn: the journal's state, the jobs of this directory as cards
//! (`job_card`), those of other directories read-only, and the confirmation a step asks for.
//! What the user chose is returned as an [`OutboxAction`].

use std::collections::{HashMap, HashSet};

use super::action::{Confirm, OutboxAction};
use super::job::JobView;
use super::job_card::{JobCardState, RequestsView, show_job, show_job_summary};
use super::model::{JournalState, OutboxModel};
use crate::outbox::JobStatus;
use crate::store::JobId;

#[derive(Default)]
pub struct OutboxPanel {
    pub model: OutboxModel,
    decisions_only: bool,
    confirming: Option<Confirm>,
    /// A job to open and scroll to on the next frame ("Open in Outbox").
    reveal: Option<JobId>,
    /// Jobs whose requests were opened because one came to need a decision: opened once, so
    /// that the user can close them again.
    opened_for_decision: HashSet<JobId>,
    /// Each job's requests as selected, by the job.
    requests: HashMap<JobId, RequestsView>,
}

impl OutboxPanel {
    pub fn reveal(&mut self, job: JobId) {
        self.reveal = Some(job);
    }

    pub fn show(&mut self, ui: &mut egui::Ui) -> Option<OutboxAction> {
        match &self.model.journal {
            JournalState::Closed => {
                ui.weak(crate::tr!("outbox-closed"));
                return None;
            }
            JournalState::Opening => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(crate::tr!("outbox-opening"));
                });
                return None;
            }
            JournalState::Failed(why) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    crate::tr!("outbox-failed", why = why.as_str()),
                );
                return None;
            }
            JournalState::Open => {}
        }
        let jobs = self.model.jobs();
        ui.horizontal(|ui| {
            ui.label(crate::tr!("outbox-jobs-here", count = jobs.len()));
            ui.checkbox(
                &mut self.decisions_only,
                crate::tr!("outbox-decisions-only"),
            );
        });
        if jobs.is_empty() {
            ui.add_space(8.0);
            ui.weak(crate::tr!("outbox-empty"));
            return None;
        }
        self.show_interrupted(ui);
        let mut action = self.show_jobs(ui);
        if let Some(export) = self.show_elsewhere(ui) {
            action = Some(export);
        }
        if let Some(decided) = self.show_confirmation(ui) {
            action = Some(decided);
        }
        action
    }

    /// A card per job, newest first. A step that asks first waits in `confirming`.
    fn show_jobs(&mut self, ui: &mut egui::Ui) -> Option<OutboxAction> {
        let mut action = None;
        let reveal = self.reveal.take();
        // Both ways: a job's requests are wider than a narrow window (their columns' least
        // widths, the decisions side by side). One scroll area for both, not a sideways one
        // of the table's own: that would take the scroll a widget asks for (focus, a screen
        // reader's "scroll into view") up and down too, and keep it from this one.
        egui::ScrollArea::both()
            .id_salt("outbox")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for view in self.model.jobs() {
                    let id = view.id();
                    let status = self.model.status(view);
                    let stopping = self.model.is_stopping(id);
                    let open = if view.needing_decision() > 0 {
                        self.opened_for_decision.insert(id)
                    } else {
                        self.opened_for_decision.remove(&id);
                        false
                    };
                    let state = JobCardState {
                        status,
                        stopping,
                        decisions_only: self.decisions_only,
                        open: open || reveal == Some(id),
                        scroll_to: reveal == Some(id),
                    };
                    let requests = self.requests.entry(id).or_default();
                    let clicks = show_job(ui, view, state, requests);
                    if let Some(step) = clicks.action {
                        action = Some(step);
                    }
                    if let Some(confirm) = clicks.confirm {
                        self.confirming = Some(confirm);
                    }
                    ui.add_space(6.0);
                }
            });
        action
    }

    /// Jobs of other directories under a closed header: what they are and where they were
    /// written, and their report; nothing that sends.
    fn show_elsewhere(&self, ui: &mut egui::Ui) -> Option<OutboxAction> {
        let others = self.model.elsewhere();
        if others.is_empty() {
            return None;
        }
        let mut action = None;
        egui::CollapsingHeader::new(crate::tr!("outbox-elsewhere-header", count = others.len()))
            .id_salt("outbox-elsewhere")
            .show(ui, |ui| {
                for view in others {
                    let state = JobCardState {
                        status: self.model.status(view),
                        stopping: false,
                        decisions_only: false,
                        open: false,
                        scroll_to: false,
                    };
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        show_job_summary(ui, view, &state);
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            self.model.elsewhere_note(view),
                        );
                        if ui
                            .button(crate::tr!("outbox-export-report"))
                            .on_hover_text(crate::tr!("outbox-export-report.hover"))
                            .clicked()
                        {
                            action = Some(OutboxAction::Export(view.id()));
                        }
                    });
                    ui.add_space(6.0);
                }
            });
        action
    }

    /// Interrupted jobs wait for the user, whatever tab was open when the app started.
    fn show_interrupted(&self, ui: &mut egui::Ui) {
        let interrupted: Vec<JobId> = self
            .model
            .jobs()
            .iter()
            .filter(|j| self.model.status(j) == JobStatus::Interrupted)
            .map(JobView::id)
            .collect();
        if interrupted.is_empty() {
            return;
        }
        egui::Frame::group(ui.style())
            .stroke(egui::Stroke::new(1.5, ui.visuals().warn_fg_color))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                let which = crate::i18n::list(
                    interrupted
                        .iter()
                        .map(|id| crate::tr!("outbox-interrupted-job", job = id.to_string())),
                );
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    crate::tr!("outbox-interrupted-banner", jobs = which),
                );
            });
        ui.add_space(6.0);
    }

    fn show_confirmation(&mut self, ui: &mut egui::Ui) -> Option<OutboxAction> {
        let asking = self.confirming.as_ref()?.asking();
        let mut decision = None;
        let modal = egui::Modal::new(egui::Id::unique("outbox-confirm")).show(ui.ctx(), |ui| {
            ui.set_max_width(440.0);
            ui.heading(&asking.heading);
            ui.label(&asking.text);
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(&asking.go).clicked() {
                    decision = Some(true);
                }
                if ui.button(&asking.back).clicked() {
                    decision = Some(false);
                }
            });
        });
        if modal.should_close() && decision.is_none() {
            decision = Some(false);
        }
        let go = decision?;
        let confirm = self.confirming.take()?;
        go.then(|| OutboxAction::Job(confirm.step()))
    }
}
