//! The "Offer a job…" dialog as drawn from its form (`form`): the job, the message, how the
//! waves go, and the candidates in order, each movable and pinnable. Every problem is told
//! beside its field at once, and "Write the offer" stays disabled while any remains; it opens
//! the review (`review_view`), whose confirmation alone writes the offer.

use super::FormContext;
use super::fields::{Field, Problems, WhoFills};
use super::form::{FormFlow, OfferForm};
use super::review_view::ReviewOutcome;
use crate::catalogue::{Catalogue, Kind};
use crate::store::SendWhen;

/// What the coordinator did in the dialog this frame.
pub enum FormOutcome {
    Nothing,
    /// "Write the offer": on to the review.
    Write,
    /// The review's "Send the first wave".
    Confirm,
    /// Back to the form while the candidates are being checked.
    StopChecking,
    Close,
}

/// Draws `form` in its window, its problems (`problems`, every one at once) beside their
/// fields; the review instead once the form is past them.
pub fn show(
    ctx: &egui::Context,
    form: &mut OfferForm,
    problems: &Problems,
    catalogue: &Catalogue,
) -> FormOutcome {
    if matches!(form.flow, FormFlow::Reviewing(_) | FormFlow::Saving { .. }) {
        return match super::review_view::show(ctx, form) {
            ReviewOutcome::Nothing => FormOutcome::Nothing,
            ReviewOutcome::Confirm => FormOutcome::Confirm,
            ReviewOutcome::Close => FormOutcome::Close,
        };
    }
    let mut outcome = FormOutcome::Nothing;
    let mut open = true;
    // The buttons stay on screen however long the list of candidates.
    let room = (ctx.content_rect().height() - 220.0).max(160.0);
    egui::Window::new(crate::tr!("offers-form-heading"))
        .id(egui::Id::unique("offer-form"))
        .open(&mut open)
        .collapsible(false)
        .default_width(560.0)
        .show(ctx, |ui| {
            // As tall as its content up to `room`, whatever the window's height: a scrolled
            // part that took the height available would push the buttons below out of the
            // window, which would grow to show them, frame after frame.
            egui::ScrollArea::vertical()
                .max_height(room)
                .min_scrolled_height(room)
                .show(ui, |ui| {
                    job_fields(ui, form, problems, catalogue);
                    ui.separator();
                    wave_fields(ui, form, problems);
                    ui.separator();
                    candidates(ui, form, catalogue);
                    beside(ui, problems, Field::Candidates);
                });
            ui.separator();
            beside(ui, problems, Field::Account);
            for refused in &form.refused {
                ui.colored_label(ui.visuals().error_fg_color, refused);
            }
            ui.horizontal(|ui| {
                let checking = matches!(form.flow, FormFlow::Checking { .. });
                let ready = problems.is_empty() && !checking;
                if ui
                    .add_enabled(ready, egui::Button::new(crate::tr!("offers-form-save")))
                    .on_hover_text(crate::tr!("offers-form-save.hover"))
                    .on_disabled_hover_text(problems.words().collect::<Vec<_>>().join("\n"))
                    .clicked()
                {
                    outcome = FormOutcome::Write;
                }
                if checking {
                    ui.spinner();
                    if ui.button(crate::tr!("offers-review-back")).clicked() {
                        outcome = FormOutcome::StopChecking;
                    }
                } else if !problems.is_empty() {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        crate::tr!("offers-form-fix", count = problems.len()),
                    );
                }
                if ui.button(crate::tr!("offers-form-close")).clicked() {
                    outcome = FormOutcome::Close;
                }
            });
        });
    if !open {
        outcome = FormOutcome::Close;
    }
    outcome
}

/// The problems of `field`, each in red, where they are drawn.
fn beside(ui: &mut egui::Ui, problems: &Problems, field: Field) {
    for problem in problems.beside(field) {
        ui.colored_label(ui.visuals().error_fg_color, problem);
    }
}

/// In a two-column grid: `field`'s problems below it, in the field's column.
fn beside_in_grid(ui: &mut egui::Ui, problems: &Problems, field: Field) {
    for problem in problems.beside(field) {
        ui.label("");
        ui.colored_label(ui.visuals().error_fg_color, problem);
        ui.end_row();
    }
}

/// A labelled one-line field (the label names it for screen readers).
fn line(ui: &mut egui::Ui, label: &str, value: &mut String, hint: Option<String>) {
    let label = ui.label(label);
    let mut edit = egui::TextEdit::singleline(value).desired_width(f32::INFINITY);
    if let Some(hint) = hint {
        edit = edit.hint_text(hint);
    }
    ui.add(edit).labelled_by(label.id);
    ui.end_row();
}

fn job_fields(ui: &mut egui::Ui, form: &mut OfferForm, problems: &Problems, catalogue: &Catalogue) {
    egui::Grid::new("offer-form-job")
        .num_columns(2)
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            line(ui, &crate::tr!("offers-form-title"), &mut form.title, None);
            beside_in_grid(ui, problems, Field::Title);
            // The pair's languages from the directory's own lists, as the search form's.
            for (label, value) in [
                ("offers-form-pair-from", &mut form.source),
                ("offers-form-pair-to", &mut form.target),
            ] {
                crate::ui::picker::picker(
                    ui,
                    &crate::tr!(label),
                    Kind::Language,
                    catalogue,
                    value,
                    true,
                );
                ui.end_row();
            }
            beside_in_grid(ui, problems, Field::Pair);
            line(
                ui,
                &crate::tr!("offers-form-service"),
                &mut form.service,
                None,
            );
            line(
                ui,
                &crate::tr!("offers-form-volume"),
                &mut form.volume,
                None,
            );
            line(ui, &crate::tr!("offers-form-rate"), &mut form.rate, None);
            let date_hint = Some(crate::tr!("offers-form-date-hint"));
            line(
                ui,
                &crate::tr!("offers-form-deadline-date"),
                &mut form.deadline_date,
                date_hint,
            );
            line(
                ui,
                &crate::tr!("offers-form-deadline-time"),
                &mut form.deadline_time,
                Some("17:00".into()),
            );
            beside_in_grid(ui, problems, Field::Deadline);
            line(
                ui,
                &crate::tr!("offers-form-sender-name"),
                &mut form.sender_name,
                None,
            );
            line(
                ui,
                &crate::tr!("offers-form-sender-email"),
                &mut form.sender_email,
                None,
            );
            line(
                ui,
                &crate::tr!("offers-form-subject"),
                &mut form.subject,
                None,
            );
        });
    let label = ui.label(crate::tr!("offers-form-body"));
    ui.add(
        egui::TextEdit::multiline(&mut form.body)
            .desired_rows(5)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(label.id);
    beside(ui, problems, Field::Message);
}

fn wave_fields(ui: &mut egui::Ui, form: &mut OfferForm, problems: &Problems) {
    ui.horizontal_wrapped(|ui| {
        // Typed, not dragged: a number out of range is told, never quietly made 25.
        let label = ui.label(crate::tr!("offers-form-wave-size-label"));
        ui.add(egui::TextEdit::singleline(&mut form.wave_size).desired_width(40.0))
            .labelled_by(label.id);
        let label = ui.label(crate::tr!("offers-form-wave-wait"));
        ui.add(egui::TextEdit::singleline(&mut form.wave_wait).desired_width(80.0))
            .labelled_by(label.id);
    });
    beside(ui, problems, Field::WaveSize);
    beside(ui, problems, Field::WaveWait);
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::tr!("offers-form-send-when"));
        ui.radio_value(
            &mut form.send_when,
            SendWhen::WorkingHours,
            crate::tr!("offers-form-working-hours"),
        );
        ui.radio_value(
            &mut form.send_when,
            SendWhen::Now,
            crate::tr!("offers-form-now"),
        );
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::tr!("offers-form-who-fills"));
        ui.radio_value(
            &mut form.who_fills,
            WhoFills::FirstAccept,
            crate::tr!("offers-form-first-accept"),
        );
        ui.radio_value(
            &mut form.who_fills,
            WhoFills::IPick,
            crate::tr!("offers-form-i-pick"),
        );
        if form.who_fills == WhoFills::IPick {
            let label = ui.label(crate::tr!("offers-form-pick-within"));
            ui.add(egui::TextEdit::singleline(&mut form.pick_within).desired_width(80.0))
                .labelled_by(label.id);
        }
    });
    beside(ui, problems, Field::PickWithin);
}

/// The candidates in the order they are offered; pinned ones go first.
fn candidates(ui: &mut egui::Ui, form: &mut OfferForm, catalogue: &Catalogue) {
    ui.horizontal_wrapped(|ui| {
        ui.strong(crate::tr!(
            "offers-form-candidates",
            count = form.candidates.len()
        ));
        if ui
            .button(crate::tr!("offers-form-rank"))
            .on_hover_text(crate::tr!("offers-form-rank.hover"))
            .clicked()
        {
            form.rank(catalogue);
        }
        if form.availability_pending {
            ui.spinner();
            ui.weak(crate::tr!("offers-form-asking-availability"));
        }
    });
    let mut moved = None;
    egui::Grid::new("offer-form-candidates")
        .striped(true)
        .show(ui, |ui| {
            let last = form.candidates.len().saturating_sub(1);
            for (i, candidate) in form.candidates.iter_mut().enumerate() {
                ui.label(crate::i18n::number(
                    u32::try_from(i + 1).unwrap_or(u32::MAX),
                ));
                let name = candidate
                    .name
                    .clone()
                    .unwrap_or_else(|| candidate.uuid.to_string());
                // A right-to-left name painted in reading order, as in the table.
                crate::ui::bidi::add_name(ui, &name, egui::Label::new)
                    .on_hover_text(candidate.uuid.to_string());
                ui.label(availability_words(candidate.availability))
                    .on_hover_text(crate::tr!("offers-form-availability.hover"));
                ui.checkbox(&mut candidate.pinned, crate::tr!("offers-form-pinned"));
                if ui
                    .add_enabled(i > 0, egui::Button::new(crate::tr!("offers-form-up")))
                    .clicked()
                {
                    moved = Some((i, true));
                }
                if ui
                    .add_enabled(i < last, egui::Button::new(crate::tr!("offers-form-down")))
                    .clicked()
                {
                    moved = Some((i, false));
                }
                ui.end_row();
            }
        });
    if let Some((i, up)) = moved {
        form.move_candidate(i, up);
    }
}

/// "free 75%", or "—" while unknown (not asked yet, not answered, nothing set).
fn availability_words(availability: Option<u8>) -> String {
    match availability {
        Some(percent) => crate::tr!("offers-form-free", percent = percent),
        None => crate::tr!("offers-form-availability-unknown"),
    }
}

impl super::OffersPanel {
    /// Opens the "Offer a job…" dialog for `candidates`, in the order given, signed as the
    /// composer's sender. A dialog open before is replaced: what it still asked the worker
    /// is to be stopped ([`abandoned_asks`](Self::abandoned_asks)).
    pub fn open_form(
        &mut self,
        candidates: Vec<super::FormCandidate>,
        sender: &crate::store::Sender,
    ) {
        self.close_form();
        self.form = Some(OfferForm::new(candidates, &sender.name, &sender.email));
    }

    /// Closes the dialog; the worker's job still asking for its candidates' availability is
    /// nobody's now, and is kept to be stopped. It stays the dialog's until it ends: answers
    /// already on their way are dropped, never taken into the inspector's cache, whose days
    /// they are not.
    fn close_form(&mut self) {
        let Some(form) = self.form.take() else {
            return;
        };
        let asking = [form.availability_task(), form.zones_task()];
        for task in asking.into_iter().flatten() {
            if self.form_tasks.contains(&task) {
                self.abandoned.push(task);
            }
        }
    }

    /// The worker's availability jobs of dialogs closed since last asked: to be cancelled.
    pub fn abandoned_asks(&mut self) -> Vec<crate::worker::TaskId> {
        std::mem::take(&mut self.abandoned)
    }

    /// The candidates a dialog is to open for once the store has read their vendor records
    /// (its answer carries `ticket` back).
    pub fn await_records(
        &mut self,
        ticket: crate::store::Ticket,
        awaiting: super::AwaitingRecords,
    ) {
        self.awaiting_records.insert(ticket, awaiting);
    }

    /// The store answered `ticket`'s request for vendor records: what it was for, if this
    /// scope asked it (a scope left and opened again asked none of the old ones).
    pub fn records_came(&mut self, ticket: crate::store::Ticket) -> Option<super::AwaitingRecords> {
        self.awaiting_records.remove(&ticket)
    }

    /// Draws the dialog while it is open, with `context`'s directory, account, catalogue
    /// and recent-contact days: "Write the offer" asks the store about the candidates
    /// (answered [`Self::on_candidates_checked`]), the review's confirmation asks for the
    /// offer to be written.
    pub fn show_form(
        &mut self,
        ctx: &egui::Context,
        context: &FormContext<'_>,
    ) -> Option<super::OffersAction> {
        let form = self.form.as_mut()?;
        let now = crate::store::now_ms();
        let zone = jiff::tz::TimeZone::system();
        form.follow_deadline(now, &zone);
        let built = form.build(
            context.directory,
            context.account.clone(),
            now,
            &zone,
            context.catalogue,
        );
        let problems = built.as_ref().err().cloned().unwrap_or_default();
        match show(ctx, form, &problems, context.catalogue) {
            FormOutcome::Nothing => None,
            FormOutcome::Close => {
                self.close_form();
                // What it still asks is nobody's now.
                let asks = self.abandoned_asks();
                (!asks.is_empty()).then_some(super::OffersAction::StopAsking(asks))
            }
            FormOutcome::Write => {
                let offer = built.ok()?;
                let subject = offer.message.subject.clone();
                let (ticket, recipients) = form.write(offer, context.recent_days, context.team)?;
                Some(super::OffersAction::CheckCandidates {
                    ticket,
                    recipients,
                    recent_days: context.recent_days,
                    team_subject: context.team.then_some(subject),
                })
            }
            FormOutcome::StopChecking => {
                form.back();
                None
            }
            FormOutcome::Confirm => {
                let (ticket, offer) = form.confirm()?;
                Some(super::OffersAction::Create {
                    ticket,
                    offer: Box::new(offer),
                })
            }
        }
    }

    /// The store's answer to a check of candidates: true when it was the dialog's (the
    /// review opens, or the form says why not).
    pub fn on_candidates_checked(
        &mut self,
        ticket: crate::store::Ticket,
        marks: &Result<crate::store::RecipientMarks, String>,
    ) -> bool {
        let Some(form) = self.form.as_mut() else {
            return false;
        };
        let zone = jiff::tz::TimeZone::system();
        form.on_checked(ticket, marks.clone(), crate::store::now_ms(), &zone)
    }

    /// Whether the dialog waits for the team database's answer to check `ticket`.
    pub fn waits_for_team(&self, ticket: crate::store::Ticket) -> bool {
        self.form.as_ref().is_some_and(|f| f.waits_for_team(ticket))
    }

    /// The team database's answer to the dialog's check (see [`Self::waits_for_team`]):
    /// the claim it took, to give back at once (each wave claims its own as it goes).
    pub fn on_team_checked(
        &mut self,
        result: Result<crate::worker::team_guard::TeamFound, crate::api::Explained>,
    ) -> Option<String> {
        let form = self.form.as_mut()?;
        let claim = result.as_ref().ok().map(|found| found.claim.clone());
        let zone = jiff::tz::TimeZone::system();
        let result = result.map_err(|why| why.plain);
        form.on_team_checked(result, crate::store::now_ms(), &zone);
        claim
    }

    /// The zones to ask for as the dialog opens (`Command::Summaries` as the returned job).
    pub fn ask_form_zones(&mut self) -> Option<(crate::worker::TaskId, Vec<uuid::Uuid>)> {
        let task = crate::ui::ids::task();
        let uuids = self.form.as_mut()?.zones_to_ask(task)?;
        self.form_tasks.insert(task);
        Some((task, uuids))
    }

    /// A user summary for job `task`: true when the job is the dialog's (its zone taken,
    /// or dropped when the dialog has closed).
    pub fn on_form_summary(
        &mut self,
        task: crate::worker::TaskId,
        uuid: uuid::Uuid,
        summary: &crate::api::Summary,
    ) -> bool {
        if !self.form_tasks.contains(&task) {
            return false;
        }
        if let (Some(form), crate::api::Summary::Found(found)) = (self.form.as_mut(), summary) {
            form.zone_answered(task, uuid, found.timezone.clone());
        }
        true
    }

    /// Summaries job `task` ended: true when it was the dialog's.
    pub fn on_form_summaries_end(&mut self, task: crate::worker::TaskId) -> bool {
        if let Some(form) = self.form.as_mut().filter(|f| f.zones_task() == Some(task)) {
            form.zones_pending = false;
        }
        self.form_tasks.remove(&task)
    }

    /// The availability to ask the worker for as the dialog opens (`Command::Availability`
    /// as the returned job), once; `None` when there is nothing to ask.
    pub fn ask_form_availability(
        &mut self,
        now: i64,
        zone: &jiff::tz::TimeZone,
    ) -> Option<(
        crate::worker::TaskId,
        Vec<uuid::Uuid>,
        (jiff::civil::Date, jiff::civil::Date),
    )> {
        let task = crate::ui::ids::task();
        let (uuids, days) = self.form.as_mut()?.availability_to_ask(task, now, zone)?;
        self.form_tasks.insert(task);
        Some((task, uuids, days))
    }

    /// The worker's availability answer for `uuid` to job `task`: true when the job is the
    /// dialog's (taken, or dropped when the dialog has closed), false when it is not.
    pub fn on_form_availability(
        &mut self,
        task: crate::worker::TaskId,
        uuid: uuid::Uuid,
        result: &Result<crate::api::availability::Availability, crate::api::ApiError>,
    ) -> bool {
        if !self.form_tasks.contains(&task) {
            return false;
        }
        // One that cannot be read stays unknown ("—"), ranked as such.
        if let (Some(form), Ok(answer)) = (self.form.as_mut(), result) {
            form.availability_answered(task, uuid, answer.clone());
        }
        true
    }

    /// Job `task` ended: true when it was the dialog's.
    pub fn on_form_availability_end(&mut self, task: crate::worker::TaskId) -> bool {
        if let Some(form) = self
            .form
            .as_mut()
            .filter(|f| f.availability_task() == Some(task))
        {
            form.availability_pending = false;
        }
        self.form_tasks.remove(&task)
    }

    /// The store wrote the offer the dialog asked for (it closes) or refused it (the review
    /// says why); `None` for an answer the dialog is not waiting for.
    pub fn on_created(
        &mut self,
        ticket: crate::store::Ticket,
        result: &Result<crate::store::OfferId, String>,
    ) -> Option<crate::ui::notice::Notice> {
        self.form.as_mut()?.on_written(ticket, result)?;
        let id = *result.as_ref().ok()?;
        self.close_form();
        self.model.open_offer(id);
        Some(crate::ui::notice::Notice::news(crate::tr!(
            "offers-form-written",
            offer = id.to_string()
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{FormCandidate, OffersPanel};
    use crate::api::availability::Availability;

    fn candidate(n: u128) -> FormCandidate {
        FormCandidate {
            uuid: uuid::Uuid::from_u128(n),
            name: None,
            pinned: false,
            status: None,
            score: 0.5,
            score_by_pair: Vec::new(),
            availability: None,
            profile_zone: None,
        }
    }

    /// A dialog replaced while its availability was still being asked: the ask is to be
    /// stopped, and answers already on their way are the dialog's (dropped), never the
    /// inspector's, until the job ends.
    #[test]
    fn a_closed_dialogs_late_answers_are_dropped_not_handed_to_the_inspector() {
        let mut panel = OffersPanel::default();
        let sender = crate::store::Sender {
            name: "Ana".into(),
            email: "ana@agency.example".into(),
        };
        panel.open_form(vec![candidate(1), candidate(2)], &sender);
        let zone = jiff::tz::TimeZone::UTC;
        let (task, uuids, _) = panel
            .ask_form_availability(1_790_000_000_000, &zone)
            .unwrap();
        assert_eq!(uuids.len(), 2);
        panel.open_form(vec![candidate(3)], &sender);
        assert_eq!(panel.abandoned_asks(), vec![task], "the old ask is stopped");
        assert!(panel.abandoned_asks().is_empty(), "once");
        let late = Ok(Availability::default());
        assert!(
            panel.on_form_availability(task, uuids[0], &late),
            "taken by the dialogs' side, not the inspector's"
        );
        assert!(
            panel.form.as_ref().unwrap().candidates[0]
                .availability
                .is_none()
        );
        assert!(panel.on_form_availability_end(task));
        assert!(
            !panel.on_form_availability(task, uuids[1], &late),
            "after its end, the job is nobody's"
        );
    }
}
