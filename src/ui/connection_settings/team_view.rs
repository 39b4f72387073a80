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
                        ui.label("URL");
                        ui.label(url);
                        ui.end_row();
                        ui.label("Coordinator");
                        ui.label(coordinator);
                        ui.end_row();
                    });
                ui.weak(
                    "Every send to this directory, from the window or the command line, new or \
                     sent again (resumed, retried, resent), is checked against the team's \
                     do-not-contact marks, colleagues' recent contacts and live claims.",
                );
            }
            None => {
                ui.label("This desk works alone on this directory: it is in no team database.");
            }
        }
        let busy = self.busy();
        ui.horizontal(|ui| match (&self.joined, &self.step) {
            (_, TeamStep::Form(_) | TeamStep::Joining(..)) => {}
            (Some(_), TeamStep::ConfirmLeave) => {}
            (Some(_), _) => {
                if ui
                    .add_enabled(!busy, egui::Button::new("Status"))
                    .on_hover_text("Asks the team database whether it answers, and what it holds")
                    .clicked()
                {
                    request = self.check();
                }
                if ui.add_enabled(!busy, egui::Button::new("Leave…")).clicked() {
                    self.said = None;
                    self.step = TeamStep::ConfirmLeave;
                }
            }
            (None, _) => {
                if ui
                    .add_enabled(!busy, egui::Button::new("Join…"))
                    .on_hover_text(
                        "Share do-not-contact marks, contacts and claims with colleagues' desks",
                    )
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
                    ui.label("Joining: reaching the team database…");
                });
            }
            TeamStep::Checking(_) => busy_line(ui, "Asking the team database…"),
            TeamStep::Leaving => busy_line(ui, "Leaving…"),
            TeamStep::ConfirmLeave => {
                ui.label(
                    "Leave the team database? Its URL leaves the configuration and its password \
                     the OS keyring; the records stay on the server for the other desks.",
                );
                ui.horizontal(|ui| {
                    if ui.button("Leave the team").clicked() {
                        request = self.leave();
                    }
                    if ui.button("Stay in the team").clicked() {
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
                let label = ui.label("Team database URL");
                ui.add(
                    egui::TextEdit::singleline(&mut form.url)
                        .hint_text("postgres://USER@HOST[:PORT]/DATABASE")
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                let label = ui.label("Team password");
                ui.add(
                    egui::TextEdit::singleline(&mut form.password)
                        .password(true)
                        .hint_text("only if the server wants one")
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                let label = ui.label("Coordinator's name");
                ui.add(
                    egui::TextEdit::singleline(&mut form.coordinator)
                        .hint_text("as colleagues see it")
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
                ui.end_row();
            });
        ui.weak(
            "The password is kept only in the OS keyring, never in the configuration file. \
             TLS is required for any host but this computer.",
        );
        if let Some(problem) = &form.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        ui.horizontal(|ui| {
            join = ui.button("Join").clicked();
            cancel = ui.button("Don't join").clicked();
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
