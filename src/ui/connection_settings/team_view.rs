//! The *Team database* section as drawn: the team this desk is in (or that it works alone),
//! *Status* and its answer, *Leave…* with its question, and the join form. What the user
//! asks for is returned as a [`TeamRequest`].

use super::team::{JoinForm, TeamRequest, TeamSection, TeamStep};

impl TeamSection {
    pub(super) fn show(&mut self, ui: &mut egui::Ui) -> Option<TeamRequest> {
        let mut request = self.summary(ui);
        if let Some(asked) = self.step_shown(ui) {
            request = Some(asked);
        }
        if let Some((good, lines)) = &self.status {
            for line in lines {
                good_or_not(ui, *good, line);
            }
        }
        if let Some((good, said)) = &self.said {
            good_or_not(ui, *good, said);
        }
        request
    }

    /// The team this desk is in, or that it works alone, and the buttons for it.
    fn summary(&mut self, ui: &mut egui::Ui) -> Option<TeamRequest> {
        let mut request = None;
        match &self.joined {
            Some((url, coordinator)) => {
                egui::Grid::new("connection-team")
                    .num_columns(2)
                    .spacing([12.0, 6.0])
                    .show(ui, |ui| {
                        ui.label(crate::tr!("connection-team-url-label"));
                        ui.label(url);
                        ui.end_row();
                        ui.label(crate::tr!("connection-team-coordinator-label"));
                        ui.label(coordinator);
                        ui.end_row();
                    });
                ui.weak(crate::tr!("connection-team-checked"));
            }
            None => {
                ui.label(crate::tr!("connection-team-alone"));
            }
        }
        let busy = self.busy();
        ui.horizontal(|ui| match (&self.joined, &self.step) {
            (_, TeamStep::Form(_) | TeamStep::Joining(..)) => {}
            (Some(_), TeamStep::ConfirmLeave) => {}
            (Some(_), _) => {
                if ui
                    .add_enabled(
                        !busy,
                        egui::Button::new(crate::tr!("connection-team-status")),
                    )
                    .on_hover_text(crate::tr!("connection-team-status.hover"))
                    .clicked()
                {
                    request = self.check();
                }
                if ui
                    .add_enabled(
                        !busy,
                        egui::Button::new(crate::tr!("connection-team-leave")),
                    )
                    .clicked()
                {
                    self.said = None;
                    self.step = TeamStep::ConfirmLeave;
                }
            }
            (None, _) => {
                if ui
                    .add_enabled(!busy, egui::Button::new(crate::tr!("connection-team-join")))
                    .on_hover_text(crate::tr!("connection-team-join.hover"))
                    .clicked()
                {
                    self.open_form();
                }
            }
        });
        request
    }

    /// The step under way: the join form, a spinner, or the question before leaving.
    fn step_shown(&mut self, ui: &mut egui::Ui) -> Option<TeamRequest> {
        let mut request = None;
        match &mut self.step {
            TeamStep::Form(form) => {
                let (join, cancel) = join_form(ui, form, true);
                if join {
                    request = self.join();
                } else if cancel {
                    self.cancel();
                }
            }
            TeamStep::Joining(_, form) => {
                join_form(ui, form, false);
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(crate::tr!("connection-team-joining"));
                });
            }
            TeamStep::Checking(_) => busy_line(ui, &crate::tr!("connection-team-checking")),
            TeamStep::Leaving => busy_line(ui, &crate::tr!("connection-team-leaving")),
            TeamStep::ConfirmLeave => {
                ui.label(crate::tr!("connection-team-leave-question"));
                ui.horizontal(|ui| {
                    if ui
                        .button(crate::tr!("connection-team-leave-confirm"))
                        .clicked()
                    {
                        request = self.leave();
                    }
                    if ui.button(crate::tr!("connection-team-stay")).clicked() {
                        self.cancel();
                    }
                });
            }
            TeamStep::Idle => {}
        }
        request
    }
}

/// The join form; returns whether *Join* and whether *Don't join* were clicked. Disabled
/// while joining (`editable` false).
fn join_form(ui: &mut egui::Ui, form: &mut JoinForm, editable: bool) -> (bool, bool) {
    let (mut join, mut cancel) = (false, false);
    ui.add_enabled_ui(editable, |ui| {
        egui::Grid::new("connection-team-join")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                let label = ui.label(crate::tr!("connection-team-url"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.url)
                        .hint_text("postgres://USER@HOST[:PORT]/DATABASE")
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(crate::tr!("connection-team-password"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.password)
                        .password(true)
                        .hint_text(crate::tr!("connection-team-password-hint"))
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(crate::tr!("connection-team-coordinator"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.coordinator)
                        .hint_text(crate::tr!("connection-team-coordinator-hint"))
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
                ui.end_row();
            });
        ui.weak(crate::tr!("connection-team-password-note"));
        if let Some(problem) = &form.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        ui.horizontal(|ui| {
            join = ui
                .button(crate::tr!("connection-team-join-confirm"))
                .clicked();
            cancel = ui.button(crate::tr!("connection-team-dont-join")).clicked();
        });
    });
    (join, cancel)
}

fn busy_line(ui: &mut egui::Ui, words: &str) {
    ui.horizontal(|ui| {
        ui.spinner();
        ui.label(words);
    });
}

fn good_or_not(ui: &mut egui::Ui, good: bool, line: &str) {
    let colour = if good {
        ui.visuals().text_color()
    } else {
        ui.visuals().error_fg_color
    };
    ui.colored_label(colour, line);
}
