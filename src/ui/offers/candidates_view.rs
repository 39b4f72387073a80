//! The opened offer's candidates as a table, in rank order, selected as every table is
//! (`ui/selection.rs`, keyed by UUID): a click or Enter opens a candidate in the inspector
//! beside the board, Ctrl/Cmd-click, Shift-click and Space select several, for the buttons
//! above the table that record one answer for all of them, each through the door the row's
//! own answer buttons use. Below, the box a reply is pasted in.

use egui_extras::{Column, TableBuilder, TableRow};

use super::OffersAction;
use super::facts::{display_name, proposed_answer, row_name};
use super::model::{OffersModel, is_open, ours};
use super::words::{answer_words, message_time, reach_or_left_out};
use crate::store::{Answer, CandidateRecord, OfferEdit, OfferRecord};
use crate::ui::selection_input::{RowClicks, TableKeys};

/// The answers that make sense for many at once: nobody accepts or asks in bulk.
const BULK_ANSWERS: [Answer; 2] = [Answer::Declined, Answer::None];

/// The bulk buttons, then the table; `scroll_to`: the row the keys moved to, kept for the
/// next frame.
pub(super) fn show(
    ui: &mut egui::Ui,
    model: &mut OffersModel,
    record: &OfferRecord,
    scroll_to: &mut Option<usize>,
    actions: &mut Vec<OffersAction>,
) {
    bulk_bar(ui, model, record, actions);
    table(ui, model, record, scroll_to, actions);
}

/// "Record “Declined” for the 3 selected" (and “No answer”), and "Clear selection"; each
/// says why when it can do nothing.
fn bulk_bar(
    ui: &mut egui::Ui,
    model: &mut OffersModel,
    record: &OfferRecord,
    actions: &mut Vec<OffersAction>,
) {
    ui.horizontal_wrapped(|ui| {
        for answer in BULK_ANSWERS {
            let targets = model.answer_targets(answer);
            let why_not = if !is_open(record) {
                Some("offers-bulk-answer.not-open")
            } else if model.candidates.is_empty() {
                Some("offers-bulk-answer.none-selected")
            } else if targets.is_empty() {
                Some("offers-bulk-answer.none-apply")
            } else {
                None
            };
            let text = crate::tr!(
                "offers-bulk-answer",
                count = targets.len(),
                answer = answer_words(answer)
            );
            let button = ui.add_enabled(why_not.is_none(), egui::Button::new(text));
            let button = match why_not {
                Some(why) => button.on_disabled_hover_text(crate::i18n::tr(why)),
                None => button.on_hover_text(crate::tr!("offers-bulk-answer.hover")),
            };
            if button.clicked() {
                actions.extend(targets.into_iter().map(|uuid| OffersAction::Edit {
                    id: record.id,
                    edit: answer_edit(uuid, answer),
                }));
            }
        }
        let clear = ui.add_enabled(
            !model.candidates.is_empty(),
            egui::Button::new(crate::tr!("offers-clear-selection")),
        );
        if clear.clicked() {
            model.candidates.clear();
        }
    });
}

/// One row per candidate: a checkbox, name, wave, delivery, the answer buttons, and when
/// the message went. Every row is drawn (an offer has at most a few hundred), so that the
/// board's outer scroll area scrolls them.
fn table(
    ui: &mut egui::Ui,
    model: &mut OffersModel,
    record: &OfferRecord,
    scroll_to: &mut Option<usize>,
    actions: &mut Vec<OffersAction>,
) {
    let keys = TableKeys::begin(ui, ("offer-candidates", record.id.0));
    let mut clicks = RowClicks::default();
    let shown: Vec<uuid::Uuid> = record.candidates.iter().map(|c| c.uuid).collect();
    let mut table = TableBuilder::new(ui)
        .id_salt(("offer-candidates", record.id.0))
        .striped(true)
        .vscroll(false)
        .sense(egui::Sense::click())
        .column(Column::exact(26.0))
        .column(Column::auto().at_least(100.0))
        .column(Column::auto())
        .column(Column::auto())
        // The answer buttons before the widest cell, so that they stay in view.
        .column(Column::auto())
        .column(Column::remainder().at_least(80.0));
    if let Some(position) = scroll_to.take() {
        table = table.scroll_to_row(position, None);
    }
    let selection = &model.candidates;
    let hover = crate::tr!("offers-select-candidate");
    table
        .header(22.0, |header| TableKeys::header(header, &HEADINGS))
        .body(|mut body| {
            for candidate in &record.candidates {
                body.row(24.0, |mut row| {
                    let key = candidate.uuid;
                    keys.checkbox_cell(&mut row, selection, key, &hover, &mut clicks);
                    cells(&mut row, record, candidate, actions);
                    keys.end_row(&row, selection, key, &mut clicks);
                });
            }
        });
    for gesture in keys.finish(ui, clicks) {
        let outcome = model.candidates.apply(gesture, &shown);
        if let Some(uuid) = outcome.open {
            actions.push(OffersAction::Inspect {
                offer: record.id,
                uuid,
            });
        }
        *scroll_to = outcome.scroll_to.or(*scroll_to);
    }
}

/// The candidates' columns, after their checkboxes.
const HEADINGS: [&str; 5] = [
    "offers-column-name",
    "offers-column-wave",
    "offers-column-reach",
    "offers-column-answer",
    "offers-column-message",
];

fn cells(
    row: &mut TableRow<'_, '_>,
    record: &OfferRecord,
    candidate: &CandidateRecord,
    actions: &mut Vec<OffersAction>,
) {
    // Not selectable, so that a click anywhere in the row selects it; not wrapped, so that
    // each column is as wide as its widest cell (the board scrolls sideways); a
    // right-to-left name painted in reading order, as in the results table.
    let plain = |text: String| egui::Label::new(text).selectable(false).extend();
    row.col(|ui| {
        crate::ui::bidi::add_name(ui, &row_name(record, candidate), plain)
            .on_hover_text(candidate.uuid.to_string());
    });
    row.col(|ui| {
        match candidate.wave {
            Some(wave) => ui.add(plain(crate::i18n::number(wave))),
            None => ui.add(plain("–".into())),
        };
    });
    row.col(|ui| {
        ui.add(plain(reach_or_left_out(candidate)));
    });
    row.col(|ui| {
        ui.horizontal(|ui| answer_cell(ui, record, candidate, actions));
    });
    row.col(|ui| {
        ui.add(plain(message_time(candidate)));
    });
}

/// The candidate's answer: a button per answer while the offer is open (the one recorded
/// shown selected, when it was recorded on hover), else the answer and when.
pub(super) fn answer_cell(
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

/// The one door every answer recorded on the board goes through.
fn answer_edit(uuid: uuid::Uuid, answer: Answer) -> OfferEdit {
    OfferEdit::Answer {
        uuid,
        answer,
        at_ms: crate::store::now_ms(),
        by: None,
    }
}

/// The box a reply is pasted in, whom it is from, and the answer to confirm.
pub(super) fn paste_box(
    ui: &mut egui::Ui,
    model: &mut OffersModel,
    record: &OfferRecord,
    actions: &mut Vec<OffersAction>,
) {
    ui.add_space(6.0);
    let label = ui.label(crate::tr!("offers-paste-reply"));
    let pasted = ui.add(
        egui::TextEdit::multiline(&mut model.paste)
            .desired_rows(3)
            .desired_width(f32::INFINITY)
            .hint_text(crate::tr!("offers-paste-hint")),
    );
    if pasted.labelled_by(label.id).changed() {
        if model.paste.trim().is_empty() {
            model.found = None;
        } else {
            model.read_reply();
        }
    }
    let Some((offer, found)) = &model.found else {
        return;
    };
    if *offer != record.id {
        return;
    }
    let name_of = |uuid: uuid::Uuid| {
        record
            .candidate(uuid)
            .map_or_else(|| uuid.to_string(), display_name)
    };
    match found {
        Ok(found) => {
            ui.label(crate::tr!("offers-reply-from", name = name_of(found.uuid)));
            let proposed = found.proposed.map(proposed_answer);
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
                    if ui.button(name_of(uuid)).clicked() {
                        model.choose_sender(uuid);
                    }
                }
            });
        }
    }
}
