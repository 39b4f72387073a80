//! The offer board as drawn: a card per open offer (its wave, what it waits for, the answers so
//! far, who is next, the outbox's trouble), the selected offer's candidates with an answer
//! button each, its controls, the pasted-reply box, and the offers that are over with their
//! timelines. What the coordinator chose is returned as [`OffersAction`]s.

use jiff::tz::TimeZone;

use super::OffersAction;
use super::form::OfferForm;
use super::model::{
    self, Listed, Next, OffersModel, clock, counts, display_name, is_open, next_candidate, ours,
    waves_expected,
};
use crate::store::{Answer, CandidateRecord, LeftOut, OfferEdit, OfferRecord, Reach};

/// The offers of the directory, drawn from the model.
#[derive(Default)]
pub struct OffersPanel {
    pub model: OffersModel,
    /// The "Offer a job…" dialog, open exactly while it holds a form.
    pub form: Option<OfferForm>,
    /// What "New offer ▾ → From vendor records" is set to find.
    vendor_pick: super::new_offer::VendorPick,
    /// The worker's availability jobs the dialog started and that have not ended: their
    /// answers are the dialog's (dropped once it closed), never the inspector's cache,
    /// whose days they are not.
    pub(super) form_tasks: std::collections::HashSet<crate::worker::TaskId>,
    /// Those of `form_tasks` whose dialog closed: to be cancelled by the app.
    pub(super) abandoned: Vec<crate::worker::TaskId>,
    /// Dialogs waiting for the store to read their candidates' vendor records, by the
    /// ticket each request carries.
    pub(super) awaiting_records:
        std::collections::HashMap<crate::store::Ticket, super::AwaitingRecords>,
}

impl OffersPanel {
    /// The board; `lists` are the directory's saved lists, for "New offer ▾".
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        now: i64,
        lists: &[crate::store::ListSummary],
    ) -> Vec<OffersAction> {
        let mut actions = Vec::new();
        match &self.model.listed {
            Listed::Loading => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(crate::tr!("offers-reading"));
                });
                return actions;
            }
            Listed::Failed(why) => {
                ui.colored_label(ui.visuals().error_fg_color, crate::tr!("offers-unlisted"));
                crate::ui::widgets::details(ui, why);
                return actions;
            }
            Listed::Loaded => {}
        }
        actions.extend(super::new_offer::menu(ui, lists, &mut self.vendor_pick));
        // Both ways: at the smallest size the candidates' answer buttons are to the right.
        egui::ScrollArea::both().auto_shrink(false).show(ui, |ui| {
            self.show_unreadable(ui);
            self.show_open(ui, now, &mut actions);
            ui.add_space(12.0);
            self.show_history(ui, now, &mut actions);
        });
        // The cards count down to the minute: drawn again as the soonest one's minute turns
        // (at most once a second), and not at all when none counts down.
        if let Some(wait) = model::next_countdown_change(self.model.open(), now) {
            ui.ctx().request_repaint_after(wait);
        }
        actions
    }

    /// A line for each offer the store could not read, with why under "Details": the
    /// others are shown as ever.
    fn show_unreadable(&self, ui: &mut egui::Ui) {
        for (id, why) in self.model.unreadable() {
            ui.horizontal(|ui| {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    crate::tr!("offers-unreadable-line", offer = id.to_string()),
                );
                crate::ui::widgets::details_button(ui, why);
            });
        }
    }

    fn show_open(&mut self, ui: &mut egui::Ui, now: i64, actions: &mut Vec<OffersAction>) {
        let open: Vec<OfferRecord> = self.model.open().cloned().collect();
        ui.heading(crate::tr!("offers-open", count = open.len()));
        if open.is_empty() {
            ui.weak(crate::tr!("offers-none-open"));
        }
        for record in &open {
            let selected = self.model.selected == Some(record.id);
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                if offer_card(ui, record, now, selected, self.model.trouble(record.id)) {
                    self.model.selected = (!selected).then_some(record.id);
                    self.model.found = None;
                }
                if selected {
                    ui.separator();
                    self.show_controls(ui, record, actions);
                    candidates_grid(ui, record, actions);
                    self.show_paste(ui, record, actions);
                    egui::CollapsingHeader::new(crate::tr!("offers-journal"))
                        .id_salt(("offer-journal", record.id.0))
                        .show(ui, |ui| timeline(ui, record, now));
                }
            });
        }
    }

    /// Hold or let go, the next wave now, and Cancel, which asks first.
    fn show_controls(
        &mut self,
        ui: &mut egui::Ui,
        record: &OfferRecord,
        actions: &mut Vec<OffersAction>,
    ) {
        let id = record.id;
        let edit = |edit| OffersAction::Edit { id, edit };
        ui.horizontal_wrapped(|ui| {
            let hold = if record.held {
                ui.button(crate::tr!("offers-let-go"))
                    .on_hover_text(crate::tr!("offers-let-go-hint"))
            } else {
                ui.button(crate::tr!("offers-hold"))
                    .on_hover_text(crate::tr!("offers-hold-hint"))
            };
            if hold.clicked() {
                actions.push(edit(OfferEdit::Hold(!record.held)));
            }
            let refused = super::model::next_wave_refused(record);
            let next = ui
                .add_enabled(
                    refused.is_none(),
                    egui::Button::new(crate::tr!("offers-next-wave-now")),
                )
                .on_hover_text(crate::tr!("offers-next-wave-now.hover"));
            let next = match refused {
                Some(why) => next.on_disabled_hover_text(crate::i18n::tr(why)),
                None => next,
            };
            if next.clicked() {
                actions.push(edit(OfferEdit::NextWaveNow));
            }
            if ui.button(crate::tr!("offers-cancel")).clicked() {
                self.model.confirm_cancel = Some(id);
            }
        });
        if self.model.confirm_cancel == Some(id) {
            ui.horizontal_wrapped(|ui| {
                ui.label(crate::tr!("offers-cancel-confirm"));
                if ui.button(crate::tr!("offers-cancel-yes")).clicked() {
                    actions.push(edit(OfferEdit::Cancel));
                    self.model.confirm_cancel = None;
                }
                if ui.button(crate::tr!("offers-cancel-keep")).clicked() {
                    self.model.confirm_cancel = None;
                }
            });
        }
    }

    /// The box a reply is pasted in, whom it is from, and the answer to confirm.
    fn show_paste(
        &mut self,
        ui: &mut egui::Ui,
        record: &OfferRecord,
        actions: &mut Vec<OffersAction>,
    ) {
        ui.add_space(6.0);
        let label = ui.label(crate::tr!("offers-paste-reply"));
        let pasted = ui.add(
            egui::TextEdit::multiline(&mut self.model.paste)
                .desired_rows(3)
                .desired_width(f32::INFINITY)
                .hint_text(crate::tr!("offers-paste-hint")),
        );
        if pasted.labelled_by(label.id).changed() {
            if self.model.paste.trim().is_empty() {
                self.model.found = None;
            } else {
                self.model.read_reply();
            }
        }
        let Some((offer, found)) = &self.model.found else {
            return;
        };
        if *offer != record.id {
            return;
        }
        match found {
            Ok(found) => {
                let name = record
                    .candidate(found.uuid)
                    .map_or_else(|| found.uuid.to_string(), display_name);
                ui.label(crate::tr!("offers-reply-from", name = name));
                let proposed = found.proposed.map(model::proposed_answer);
                if let Some(answer) = proposed {
                    ui.label(crate::tr!(
                        "offers-reply-proposes",
                        answer = answer_words(answer)
                    ));
                }
                ui.horizontal_wrapped(|ui| {
                    for answer in Answer::ALL {
                        let text = crate::tr!("offers-record-as", answer = answer_words(answer));
                        let button = egui::Button::new(text).selected(proposed == Some(answer));
                        if ui.add(button).clicked() {
                            actions.push(OffersAction::Edit {
                                id: record.id,
                                edit: answer_edit(found.uuid, answer),
                            });
                        }
                    }
                });
            }
            Err(crate::offers::reply::NotFound::Nobody) => {
                ui.weak(crate::tr!("offers-reply-nobody"));
            }
            Err(crate::offers::reply::NotFound::Several(uuids)) => {
                ui.label(crate::tr!("offers-reply-several"));
                let uuids = uuids.clone();
                ui.horizontal_wrapped(|ui| {
                    for uuid in uuids {
                        let name = record
                            .candidate(uuid)
                            .map_or_else(|| uuid.to_string(), display_name);
                        if ui.button(name).clicked() {
                            self.model.choose_sender(uuid);
                        }
                    }
                });
            }
        }
    }

    /// The inspector's "Offers" lines: how the freelancer answers offers, and each open
    /// offer they were sent, with the same answer buttons as on the board.
    /// How they answer is read from `vendors` (the scope's, where the answers are learned).
    pub fn show_for(
        &self,
        ui: &mut egui::Ui,
        uuid: uuid::Uuid,
        vendors: &crate::ui::vendor::VendorRecords,
        now: i64,
    ) -> Vec<OffersAction> {
        let mut actions = Vec::new();
        let offered: Vec<(&OfferRecord, &CandidateRecord)> = self
            .model
            .open()
            .filter_map(|r| Some((r, r.candidate(uuid).filter(|c| c.offered())?)))
            .collect();
        let record = vendors.responsiveness(uuid);
        if offered.is_empty() && record.is_none() {
            return actions;
        }
        ui.strong(crate::tr!("offers-inspector-heading"));
        if let Some(record) = record {
            ui.label(crate::ui::vendor_columns::responsiveness_words(record));
            if let Some(last) = crate::ui::vendor_columns::last_answer_words(record, now) {
                ui.label(last);
            }
            // Per pair only when it says more than the whole: offered in two pairs or more.
            let pairs = vendors.responsiveness_by_pair(uuid);
            if pairs.len() > 1 {
                for (pair, record) in pairs {
                    ui.label(crate::tr!(
                        "offers-responsiveness-in-pair",
                        pair = pair,
                        record = crate::ui::vendor_columns::responsiveness_words(record)
                    ));
                }
            }
        }
        for (record, candidate) in offered {
            ui.label(crate::tr!(
                "offers-card-title",
                offer = record.id.to_string(),
                title = record.title.as_str()
            ));
            ui.horizontal_wrapped(|ui| answer_cell(ui, record, candidate, &mut actions));
        }
        actions
    }

    /// Offers that are over, each with its whole timeline; a fill whose notes have not been
    /// written yet can be undone.
    fn show_history(&self, ui: &mut egui::Ui, now: i64, actions: &mut Vec<OffersAction>) {
        let history: Vec<&OfferRecord> = self.model.history().collect();
        if history.is_empty() {
            return;
        }
        ui.heading(crate::tr!("offers-history", count = history.len()));
        for record in history {
            let title = crate::tr!(
                "offers-history-title",
                offer = record.id.to_string(),
                title = record.title.as_str(),
                state = record.state.as_str()
            );
            if let Some(notes_at) = model::undoable(record) {
                undo_line(ui, record, notes_at, now, actions);
            }
            egui::CollapsingHeader::new(title)
                .id_salt(("offer-history", record.id.0))
                .show(ui, |ui| {
                    if let Some(who) = record.filled_by.and_then(|u| record.candidate(u)) {
                        ui.label(crate::tr!("offers-given-to", name = display_name(who)));
                    }
                    timeline(ui, record, now);
                });
        }
    }
}

/// A fill the coordinator may take back: who got it, when the others' notes go, and Undo.
fn undo_line(
    ui: &mut egui::Ui,
    record: &OfferRecord,
    notes_at: Option<i64>,
    now: i64,
    actions: &mut Vec<OffersAction>,
) {
    ui.horizontal_wrapped(|ui| {
        let who = record
            .filled_by
            .and_then(|u| record.candidate(u))
            .map(display_name)
            .unwrap_or_default();
        let said = match notes_at {
            Some(at) if at > now => crate::tr!(
                "offers-filled-undo-until",
                offer = record.id.to_string(),
                name = who,
                when = model::when(at, now)
            ),
            _ => crate::tr!(
                "offers-filled-undo",
                offer = record.id.to_string(),
                name = who
            ),
        };
        ui.label(said);
        if ui.button(crate::tr!("offers-undo-fill")).clicked() {
            actions.push(OffersAction::Edit {
                id: record.id,
                edit: OfferEdit::UndoFill,
            });
        }
    });
}

/// An offer's card: its title, wave, answers, what it waits for and who is next. Returns
/// whether the coordinator clicked it open or closed.
fn offer_card(
    ui: &mut egui::Ui,
    record: &OfferRecord,
    now: i64,
    selected: bool,
    trouble: Option<&str>,
) -> bool {
    let title = crate::tr!(
        "offers-card-title",
        offer = record.id.to_string(),
        title = record.title.as_str()
    );
    let clicked = ui
        .selectable_label(selected, egui::RichText::new(title).strong())
        .clicked();
    let answered = counts(record);
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::tr!(
            "offers-wave",
            wave = record.wave,
            waves = waves_expected(record)
        ));
        ui.label("·");
        ui.label(next_words(record, model::next(record, now), now));
        ui.label("·");
        ui.label(crate::tr!(
            "offers-answers",
            accepted = answered.accepted,
            declined = answered.declined,
            question = answered.question,
            none = answered.none
        ));
    });
    if let Some(next) = next_candidate(record) {
        ui.weak(crate::tr!(
            "offers-next-candidate",
            name = display_name(next)
        ));
    }
    if let Some(problem) = trouble {
        ui.colored_label(ui.visuals().warn_fg_color, crate::tr!("offers-trouble"));
        crate::ui::widgets::details(ui, problem);
    }
    clicked
}

/// What the offer waits for, in words; the wave's next message as the news and the journal
/// name it (`model::next_send_words`).
pub(super) fn next_words(record: &OfferRecord, next: Next, now: i64) -> String {
    let when = |at: i64| model::when(at, now);
    match next {
        Next::Now => crate::tr!("offers-next-now"),
        Next::Wave(at) => crate::tr!("offers-next-wave-at", when = when(at)),
        Next::WorkingHours(Some(at)) => {
            let next = crate::offers::due::next_send(record, now);
            let words = next.map_or_else(|| when(at), |next| model::next_send_words(&next, now));
            crate::tr!("offers-working-hours-at", when = words)
        }
        Next::WorkingHours(None) => crate::tr!("offers-working-hours"),
        Next::Held => crate::tr!("offers-held"),
        Next::Undelivered => crate::tr!("offers-undelivered"),
        Next::Sending => crate::tr!("offers-sending"),
        Next::Choosing(Some(at)) => crate::tr!("offers-choosing-until", when = when(at)),
        Next::Choosing(None) => crate::tr!("offers-choosing"),
        Next::LastWave(Some(at)) => crate::tr!("offers-last-wave-until", when = when(at)),
        Next::LateAnswers(Some(at)) => crate::tr!("offers-late-answers-until", when = when(at)),
        Next::LateAnswers(None) => crate::tr!("offers-late-answers"),
        Next::LastWave(None) | Next::Over => crate::tr!("offers-over"),
    }
}

/// The candidates of the selected offer, in rank order, with an answer button each.
fn candidates_grid(ui: &mut egui::Ui, record: &OfferRecord, actions: &mut Vec<OffersAction>) {
    egui::Grid::new(("offer-candidates", record.id.0))
        .striped(true)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            for heading in [
                "offers-column-name",
                "offers-column-wave",
                "offers-column-reach",
                "offers-column-answer",
                "offers-column-message",
            ] {
                ui.strong(crate::i18n::tr(heading));
            }
            ui.end_row();
            for candidate in &record.candidates {
                candidate_row(ui, record, candidate, actions);
                ui.end_row();
            }
        });
}

fn candidate_row(
    ui: &mut egui::Ui,
    record: &OfferRecord,
    candidate: &CandidateRecord,
    actions: &mut Vec<OffersAction>,
) {
    // A right-to-left name painted in reading order, as in the table.
    crate::ui::bidi::add_name(ui, &model::row_name(record, candidate), egui::Label::new)
        .on_hover_text(candidate.uuid.to_string());
    match candidate.wave {
        Some(wave) => ui.label(crate::i18n::number(wave)),
        None => ui.weak("–"),
    };
    match &candidate.left_out {
        Some(why) => ui.label(left_out_words(why)),
        None => ui.label(reach_words(candidate.reach())),
    };
    ui.horizontal(|ui| answer_cell(ui, record, candidate, actions));
    // Last: the widest cell, so that the answer buttons stay in view in a narrow window.
    ui.label(message_time(candidate));
}

/// The candidate's answer: a button per answer while the offer is open (the one recorded
/// shown selected, when it was recorded on hover), else the answer and when.
fn answer_cell(
    ui: &mut egui::Ui,
    record: &OfferRecord,
    candidate: &CandidateRecord,
    actions: &mut Vec<OffersAction>,
) {
    let answered = candidate.answer.map(|answer| {
        let at = candidate.answered_at.map(ours).unwrap_or_default();
        crate::tr!("offers-answered", answer = answer_words(answer), at = at)
    });
    if !candidate.offered() || !is_open(record) {
        if let Some(answered) = answered {
            ui.label(answered);
        }
        return;
    }
    for answer in Answer::ALL {
        let chosen = candidate.answer == Some(answer);
        let button = egui::Button::new(answer_words(answer))
            .small()
            .selected(chosen);
        let mut response = ui.add(button);
        if let Some(answered) = answered.as_ref().filter(|_| chosen) {
            response = response.on_hover_text(answered);
        }
        if response.clicked() {
            actions.push(OffersAction::Edit {
                id: record.id,
                edit: answer_edit(candidate.uuid, answer),
            });
        }
    }
    if candidate.answer == Some(Answer::Accepted)
        && ui.button(crate::tr!("offers-give-job")).clicked()
    {
        actions.push(OffersAction::Edit {
            id: record.id,
            edit: OfferEdit::Fill(Some(candidate.uuid)),
        });
    }
}

/// When the candidate's message went, or will go, in our time and theirs.
fn message_time(candidate: &CandidateRecord) -> String {
    let (at, key) = match (candidate.sent_at, candidate.due_at) {
        (Some(sent), _) => (sent, "offers-sent-at"),
        (None, Some(due)) => (due, "offers-due-at"),
        (None, None) => return String::new(),
    };
    let theirs = candidate
        .zone
        .as_deref()
        .and_then(|zone| TimeZone::get(zone).ok())
        .map(|zone| clock(at, &zone));
    match theirs {
        Some(theirs) => crate::tr!(
            "offers-time-both",
            when = crate::i18n::tr(key),
            ours = ours(at),
            theirs = theirs
        ),
        None => crate::tr!(
            "offers-time-ours",
            when = crate::i18n::tr(key),
            ours = ours(at)
        ),
    }
}

fn timeline(ui: &mut egui::Ui, record: &OfferRecord, now: i64) {
    egui::Grid::new(("offer-timeline", record.id.0))
        .striped(true)
        .show(ui, |ui| {
            for event in &record.events {
                ui.weak(ours(event.at));
                let who = event
                    .uuid
                    .map(|uuid| {
                        record
                            .candidate(uuid)
                            .map_or_else(|| uuid.to_string(), display_name)
                    })
                    .unwrap_or_default();
                let answer = event.detail.as_deref().and_then(Answer::parse);
                let waits = model::wave_event_words(record, event, now);
                let text = match (event.kind.as_str(), answer) {
                    _ if waits.is_some() => waits.unwrap_or_default(),
                    ("answer", Some(answer)) => crate::tr!(
                        "offers-event-answer",
                        name = who,
                        answer = answer_words(answer)
                    ),
                    (kind, _) => crate::tr!("offers-event", kind = kind, name = who),
                };
                ui.label(text);
                ui.end_row();
            }
        });
}

fn answer_edit(uuid: uuid::Uuid, answer: Answer) -> OfferEdit {
    OfferEdit::Answer {
        uuid,
        answer,
        at_ms: crate::store::now_ms(),
        by: None,
    }
}

pub fn answer_words(answer: Answer) -> String {
    crate::i18n::tr(answer_message(answer))
}

pub(super) fn answer_message(answer: Answer) -> &'static str {
    match answer {
        Answer::Accepted => "offers-answer-accepted",
        Answer::Declined => "offers-answer-declined",
        Answer::Question => "offers-answer-question",
        Answer::None => "offers-answer-none",
    }
}

fn reach_words(reach: Reach) -> String {
    crate::i18n::tr(reach_message(reach))
}

pub(super) fn reach_message(reach: Reach) -> &'static str {
    match reach {
        Reach::NotOffered => "offers-reach-not-offered",
        Reach::Going => "offers-reach-going",
        Reach::Reached => "offers-reach-reached",
        Reach::Maybe => "offers-reach-maybe",
        Reach::NotReached => "offers-reach-not-reached",
    }
}

fn left_out_words(why: &LeftOut) -> String {
    match why {
        LeftOut::DoNotContact => crate::tr!("offers-left-out-do-not-contact"),
        LeftOut::NotInDirectory => crate::tr!("offers-left-out-gone"),
        LeftOut::ClaimedElsewhere { by } => {
            crate::tr!("offers-left-out-claimed", by = by.as_str())
        }
        LeftOut::CouldNotSend { .. } => crate::tr!("offers-left-out-not-sent"),
        LeftOut::NeverReached => crate::tr!("offers-left-out-never-reached"),
    }
}
