//! The open offers as a table, one row an offer (its title, wave, what it waits for, the
//! answers so far), selected as every table is (`ui/selection.rs`, keyed by offer): a click,
//! Enter or the arrows open an offer below the table, Ctrl/Cmd-click, Shift-click and Space
//! select several, for "Hold" and "Let go" of all those selected at once. Below the table,
//! the opened offer: who is next, the outbox's trouble, its controls, its candidates
//! (`candidates_view.rs`), the pasted-reply box and its journal.

use egui_extras::{Column, TableBuilder, TableRow};

use super::OffersAction;
use super::candidates_view;
use super::facts::{counts, display_name, next_candidate, next_wave_refused, waves_expected};
use super::model::{self, OffersModel, ours};
use super::words::{answer_words, next_words};
use crate::store::{Answer, OfferEdit, OfferId, OfferRecord};
use crate::ui::selection::Gesture;
use crate::ui::selection_input::{RowClicks, TableKeys};

/// The rows the keys moved to in the board's two tables, scrolled to on the next frame.
#[derive(Default)]
pub(super) struct Scrolls {
    offers: Option<usize>,
    candidates: Option<usize>,
}

/// The open offers' heading, the buttons for those selected, the table, and the opened
/// offer below it.
pub(super) fn show_open(
    ui: &mut egui::Ui,
    model: &mut OffersModel,
    scrolls: &mut Scrolls,
    now: i64,
    actions: &mut Vec<OffersAction>,
) {
    let open: Vec<OfferRecord> = model.open().cloned().collect();
    ui.heading(crate::tr!("offers-open", count = open.len()));
    if open.is_empty() {
        ui.weak(crate::tr!("offers-none-open"));
        return;
    }
    hold_bar(ui, model, actions);
    offers_table(ui, model, &open, now, &mut scrolls.offers);
    let Some(record) = model.opened().cloned() else {
        return;
    };
    ui.separator();
    opened_lines(ui, &record, model.trouble(record.id));
    show_controls(ui, model, &record, actions);
    candidates_view::show(ui, model, &record, &mut scrolls.candidates, actions);
    candidates_view::paste_box(ui, model, &record, actions);
    egui::CollapsingHeader::new(crate::tr!("offers-journal"))
        .id_salt(("offer-journal", record.id.0))
        .show(ui, |ui| timeline(ui, &record, now));
}

/// "Hold the 2 selected offers" and "Let go the 1 selected offer": each changes only those
/// it names, through the door the opened offer's own Hold uses, and says why when it can
/// do nothing.
fn hold_bar(ui: &mut egui::Ui, model: &OffersModel, actions: &mut Vec<OffersAction>) {
    ui.horizontal_wrapped(|ui| {
        for (hold, message) in [
            (true, "offers-hold-selected"),
            (false, "offers-let-go-selected"),
        ] {
            let targets = model.hold_targets(hold);
            let text = crate::tr!(message, count = targets.len());
            let button = ui.add_enabled(!targets.is_empty(), egui::Button::new(text));
            let button = if model.list.is_empty() {
                button.on_disabled_hover_text(crate::tr!("offers-select-offers-first"))
            } else {
                button.on_disabled_hover_text(crate::i18n::tr(&format!("{message}.none")))
            };
            let button = button.on_hover_text(crate::i18n::tr(&format!("{message}.hover")));
            if button.clicked() {
                actions.extend(targets.into_iter().map(|id| OffersAction::Edit {
                    id,
                    edit: OfferEdit::Hold(hold),
                }));
            }
        }
    });
}

/// One row per open offer, newest first; the opened one follows the clicks, Enter and the
/// arrows.
fn offers_table(
    ui: &mut egui::Ui,
    model: &mut OffersModel,
    open: &[OfferRecord],
    now: i64,
    scroll_to: &mut Option<usize>,
) {
    let keys = TableKeys::begin(ui, "offers-list");
    let mut clicks = RowClicks::default();
    let shown: Vec<OfferId> = open.iter().map(|r| r.id).collect();
    let mut table = TableBuilder::new(ui)
        .id_salt("offers-list")
        .striped(true)
        .vscroll(false)
        .sense(egui::Sense::click())
        .column(Column::exact(26.0))
        .column(Column::auto().at_least(120.0))
        .column(Column::auto())
        .column(Column::auto())
        .column(Column::remainder().at_least(120.0));
    if let Some(position) = scroll_to.take() {
        table = table.scroll_to_row(position, None);
    }
    let hover = crate::tr!("offers-select-offer");
    let selection = &model.list;
    table
        .header(22.0, |header| TableKeys::header(header, &LIST_HEADINGS))
        .body(|mut body| {
            for record in open {
                body.row(22.0, |mut row| {
                    keys.checkbox_cell(&mut row, selection, record.id, &hover, &mut clicks);
                    offer_cells(&mut row, record, now, model.trouble(record.id));
                    keys.end_row(&row, selection, record.id, &mut clicks);
                });
            }
        });
    for gesture in keys.finish(ui, clicks) {
        let outcome = model.list.apply(gesture, &shown);
        // The arrows move the opened offer with the cursor.
        let moved = matches!(gesture, Gesture::Move { .. })
            .then(|| model.list.cursor())
            .flatten();
        if let Some(id) = outcome.open.or(moved) {
            model.open_offer(id);
        }
        *scroll_to = outcome.scroll_to.or(*scroll_to);
    }
}

/// The list's columns, after their checkboxes.
const LIST_HEADINGS: [&str; 4] = [
    "offers-column-offer",
    "offers-column-wave",
    "offers-column-answers",
    "offers-column-waits",
];

/// An offer's title (marked when the outbox is in trouble with it), wave, its answers so
/// far, and what it waits for.
fn offer_cells(row: &mut TableRow<'_, '_>, record: &OfferRecord, now: i64, trouble: Option<&str>) {
    // Not selectable, so that a click anywhere in the row selects it; not wrapped, so
    // that each column is as wide as its widest cell (the board scrolls sideways).
    let plain = |text: String| egui::Label::new(text).selectable(false).extend();
    row.col(|ui| {
        let title = crate::tr!(
            "offers-card-title",
            offer = record.id.to_string(),
            title = record.title.as_str()
        );
        ui.add(plain(title));
        if trouble.is_some() {
            let warn = egui::RichText::new("⚠").color(ui.visuals().warn_fg_color);
            ui.add(egui::Label::new(warn).selectable(false))
                .on_hover_text(crate::tr!("offers-trouble"));
        }
    });
    row.col(|ui| {
        let waves = waves_expected(record);
        ui.add(plain(crate::tr!(
            "offers-wave",
            wave = record.wave,
            waves = waves
        )));
    });
    row.col(|ui| {
        let answered = counts(record);
        ui.add(plain(crate::tr!(
            "offers-answers",
            accepted = answered.accepted,
            declined = answered.declined,
            question = answered.question,
            none = answered.none
        )));
    });
    // Last, so that as its countdown ticks the other columns keep their place.
    row.col(|ui| {
        ui.add(plain(next_words(record, model::next(record, now), now)));
    });
}

/// Below the table, what its row does not say of the opened offer: who is next, and the
/// outbox's trouble with why.
fn opened_lines(ui: &mut egui::Ui, record: &OfferRecord, trouble: Option<&str>) {
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
}

/// Hold or let go, the next wave now, and Cancel, which asks first.
fn show_controls(
    ui: &mut egui::Ui,
    model: &mut OffersModel,
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
        let refused = next_wave_refused(record);
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
            model.confirm_cancel = Some(id);
        }
    });
    if model.confirm_cancel == Some(id) {
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::tr!("offers-cancel-confirm"));
            if ui.button(crate::tr!("offers-cancel-yes")).clicked() {
                actions.push(edit(OfferEdit::Cancel));
                model.confirm_cancel = None;
            }
            if ui.button(crate::tr!("offers-cancel-keep")).clicked() {
                model.confirm_cancel = None;
            }
        });
    }
}

/// An offer's journal: each event, when and whom it concerned.
pub(super) fn timeline(ui: &mut egui::Ui, record: &OfferRecord, now: i64) {
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
