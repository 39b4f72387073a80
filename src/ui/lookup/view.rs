//! The lookup panel as drawn: the paste box with its buttons and a running lookup's progress,
//! and the results table under its bar. It reads the model (`model`) and what the app lends it
//! ([`LookupContext`]), changes only the panel's own state (the paste, the selection, the
//! sort) and returns what the app is to do as a [`LookupAction`].

use egui::{Key, KeyboardShortcut, Modifiers};
use egui_extras::{Column, TableBuilder, TableRow};
use uuid::Uuid;

use super::LookupContext;
use super::action::LookupAction;
use super::column::{SortColumn, codes_title};
use super::model::{LookupPanel, LookupView, shown_column_ids, shown_columns};
use super::paste::PasteBox;
use crate::ui::availability::{self, Availabilities};
use crate::ui::selection_input::{RowClicks, TableKeys};
use crate::ui::vendor::VendorRecords;
use crate::ui::vendor_columns;

/// Ctrl+L (Cmd+L on macOS) puts the cursor in the paste box.
pub const FOCUS_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::L);

/// The paste box's id, so that the app's Ctrl+L can focus it from anywhere.
pub fn paste_id() -> egui::Id {
    egui::Id::unique("lookup-paste")
}

/// What was clicked in the table this frame, to apply once it is drawn.
#[derive(Default)]
struct TableClicks {
    /// A column's header: sort by it.
    sort_by: Option<SortColumn>,
    /// What rows and checkboxes were clicked, in order (the keys come after).
    rows: RowClicks<Uuid>,
    /// The rows drawn this frame (those on screen), when the *Available today* column is
    /// shown: only theirs is asked for.
    on_screen: Vec<Uuid>,
}

impl LookupPanel {
    /// The paste box, its buttons and the progress of a running lookup. `samples`: UUIDs a
    /// newcomer can try, offered when connected to the built-in sandbox. `view`: the table's
    /// sort and filter, which "Clear table" clears too.
    pub fn show_input(
        &mut self,
        ui: &mut egui::Ui,
        pasted: &mut PasteBox,
        view: &mut LookupView,
        samples: Option<&dyn Fn() -> Vec<Uuid>>,
    ) -> Option<LookupAction> {
        show_paste_box(ui, pasted);
        let mut action = self.show_paste_buttons(ui, pasted, view, samples);
        show_not_uuids(ui, pasted);
        if let Some(cancel) = self.show_progress(ui) {
            action = Some(cancel);
        }
        action
    }
    /// "Look up", "Clear table", the sandbox's samples, and what the last paste found.
    fn show_paste_buttons(
        &mut self,
        ui: &mut egui::Ui,
        pasted: &mut PasteBox,
        view: &mut LookupView,
        samples: Option<&dyn Fn() -> Vec<Uuid>>,
    ) -> Option<LookupAction> {
        let mut action = None;
        ui.horizontal(|ui| {
            let idle = self.running.is_none();
            if ui
                .add_enabled(idle, egui::Button::new(crate::tr!("lookup-look-up")))
                .clicked()
            {
                let new = self.take_paste(pasted);
                if !new.is_empty() {
                    action = Some(LookupAction::Start(new));
                }
            }
            if ui
                .add_enabled(
                    !self.rows.is_empty() && idle,
                    egui::Button::new(crate::tr!("lookup-clear-table")),
                )
                .clicked()
            {
                self.clear();
                pasted.table_cleared();
                *view = LookupView::default();
            }
            if let Some(samples) = samples
                && pasted.paste.trim().is_empty()
                && ui
                    .button(crate::tr!("lookup-paste-samples"))
                    .on_hover_text(crate::tr!("lookup-paste-samples.hover"))
                    .clicked()
            {
                pasted.paste = samples()
                    .iter()
                    .map(Uuid::to_string)
                    .collect::<Vec<_>>()
                    .join("\n");
            }
            if let Some(note) = &pasted.note {
                ui.label(note.text());
            }
        });
        action
    }

    /// A running lookup's progress, and its Cancel.
    fn show_progress(&self, ui: &mut egui::Ui) -> Option<LookupAction> {
        let running = self.running?;
        let p = running.progress;
        let mut action = None;
        ui.horizontal(|ui| {
            let finished = (p.done + p.failed) as f32 / p.total.max(1) as f32;
            ui.add(
                egui::ProgressBar::new(finished)
                    .desired_width(320.0)
                    .show_percentage(),
            );
            // A label rather than the bar's own text, so screen readers announce it.
            ui.label(crate::tr!(
                "lookup-progress",
                done = p.done,
                failed = p.failed,
                left = p.left()
            ));
            ui.spinner();
            if ui.button(crate::tr!("lookup-cancel")).clicked() {
                action = Some(LookupAction::Cancel(running.job));
            }
        });
        action
    }

    /// The results table, shared by lookup and search, under a bar with its filter, counts,
    /// selection and export. `view`: how the user sorts and filters it; `context`: what names
    /// the codes, the vendor records and availability.
    pub fn show_table(
        &mut self,
        ui: &mut egui::Ui,
        view: &mut LookupView,
        context: LookupContext<'_>,
    ) -> Option<LookupAction> {
        let LookupContext {
            catalogue,
            vendors,
            availability,
        } = context;
        self.use_catalogue(catalogue);
        if view.local_time || view.vendor_columns {
            self.now = crate::ui::local_time::now_to_the_minute(ui.ctx());
        }
        let visible = self.shown(view, vendors);
        let action = self.show_table_bar(ui, view, &visible, vendors);
        // The rows are drawn from `self`; what was clicked among them is applied after.
        let today = view.available_today.then_some(availability);
        let keys = TableKeys::begin(ui, "lookup-results");
        // Wider than the window with the optional columns on: scrolled sideways rather than
        // cut, so that the vendor columns, the last ones, can be reached.
        let mut clicks = egui::ScrollArea::horizontal()
            .id_salt("lookup-results-wide")
            .show(ui, |ui| {
                self.show_rows(ui, view, &visible, vendors, today, &keys)
            })
            .inner;
        self.on_screen = std::mem::take(&mut clicks.on_screen);
        if let Some(column) = clicks.sort_by {
            view.sort_by(column);
        }
        for gesture in keys.finish(ui, clicks.rows) {
            if let Some(position) = self.select(gesture, &visible) {
                self.scroll_to = Some(position);
            }
        }
        action
    }

    /// The filter, how many rows show and are selected, and what can be done with them.
    fn show_table_bar(
        &mut self,
        ui: &mut egui::Ui,
        view: &mut LookupView,
        visible: &[usize],
        vendors: &VendorRecords,
    ) -> Option<LookupAction> {
        let mut action = None;
        // Wrapped: a narrow window still shows every control.
        ui.horizontal_wrapped(|ui| {
            let filter_label = ui.label(crate::tr!("lookup-filter"));
            ui.add(
                egui::TextEdit::singleline(&mut view.filter)
                    .hint_text(crate::tr!("lookup-filter-hint"))
                    .desired_width(200.0),
            )
            .labelled_by(filter_label.id);
            ui.label(crate::tr!(
                "lookup-rows",
                shown = visible.len(),
                total = self.rows.len(),
                selected = self.selection.len()
            ));
            if ui
                .button(crate::tr!("lookup-select-all-filtered"))
                .clicked()
            {
                self.selection
                    .select_all(visible.iter().map(|i| self.rows[*i].uuid));
            }
            if ui
                .add_enabled(
                    !self.selection.is_empty(),
                    egui::Button::new(crate::tr!("lookup-clear-selection")),
                )
                .clicked()
            {
                self.selection.clear();
            }
            if let Some(asked) = self.show_selection_uses(ui) {
                action = Some(asked);
            }
            if ui
                .add_enabled(
                    !visible.is_empty(),
                    egui::Button::new(crate::tr!("lookup-export-csv")),
                )
                .clicked()
            {
                action = Some(LookupAction::Export(self.as_table(view, vendors)));
            }
            ui.checkbox(&mut view.local_time, crate::tr!("lookup-show-local-time"))
                .on_hover_text(crate::tr!("lookup-show-local-time.hover"));
            ui.checkbox(
                &mut view.vendor_columns,
                crate::tr!("lookup-show-vendor-columns"),
            )
            .on_hover_text(crate::tr!("lookup-show-vendor-columns.hover"));
            ui.checkbox(
                &mut view.available_today,
                crate::tr!("lookup-show-availability"),
            )
            .on_hover_text(crate::tr!("availability-column-hint"));
            let bulk =
                vendor_columns::bulk_menu(ui, self.selection.keys(), vendors, &mut self.new_tag);
            if bulk.is_some() {
                action = bulk;
            }
        });
        action
    }

    /// What the selected rows can go to: the composer's recipients, or a job offered in waves.
    fn show_selection_uses(&self, ui: &mut egui::Ui) -> Option<LookupAction> {
        let any = !self.selection.is_empty();
        let mut action = None;
        if ui
            .add_enabled(
                any,
                egui::Button::new(crate::tr!("lookup-add-to-recipients")),
            )
            .clicked()
        {
            action = Some(self.selected_recipients());
        }
        if ui
            .add_enabled(any, egui::Button::new(crate::tr!("lookup-offer-job")))
            .on_hover_text(crate::tr!("lookup-offer-job.hover"))
            .clicked()
        {
            action = Some(self.selected_candidates());
        }
        action
    }

    /// The `visible` rows under a header of sort buttons.
    fn show_rows(
        &mut self,
        ui: &mut egui::Ui,
        view: &LookupView,
        visible: &[usize],
        vendors: &VendorRecords,
        today: Option<&Availabilities>,
        keys: &TableKeys,
    ) -> TableClicks {
        let mut clicks = TableClicks::default();
        let mut table = TableBuilder::new(ui)
            .id_salt("lookup-results")
            .striped(true)
            .resizable(true)
            .sense(egui::Sense::click())
            .column(Column::exact(26.0))
            // Names, not codes: room for the longest account type ("Freelance translator
            // and/or interpreter") and for a pair or two ("English → German, …"); a cell too
            // narrow for its names shows them all, with the codes, on hover.
            .column(Column::initial(160.0).at_least(80.0).clip(true))
            .column(Column::initial(250.0).at_least(60.0).clip(true))
            .column(Column::initial(110.0).at_least(50.0).clip(true))
            .column(Column::initial(230.0).at_least(80.0).clip(true))
            .column(Column::initial(100.0).at_least(50.0));
        if view.local_time {
            table = table.column(Column::initial(150.0).at_least(60.0).clip(true));
        }
        if view.vendor_columns {
            for (column, _) in vendor_columns::COLUMNS {
                // "4 of 5 answered, median 2 h" is the longest of them.
                let width = if column == SortColumn::Responsiveness {
                    200.0
                } else {
                    110.0
                };
                table = table.column(Column::initial(width).at_least(50.0).clip(true));
            }
        }
        table = table.column(Column::remainder().at_least(80.0).clip(true));
        if today.is_some() {
            table = table.column(Column::initial(120.0).at_least(60.0).clip(true));
        }
        if let Some(position) = self.scroll_to.take() {
            table = table.scroll_to_row(position, None);
        }
        let this = &*self;
        table
            .header(24.0, |mut header| {
                header.col(|_| {});
                for (column, title) in shown_columns(view) {
                    header.col(|ui| {
                        let button = egui::Button::new(format!("{title}{}", view.arrow(column)))
                            .wrap_mode(egui::TextWrapMode::Truncate);
                        if ui.add(button).clicked() {
                            clicks.sort_by = Some(column);
                        }
                    });
                }
                if today.is_some() {
                    header.col(|ui| {
                        ui.strong(crate::tr!("lookup-column-available-today"))
                            .on_hover_text(crate::tr!("availability-column-hint"));
                    });
                }
            })
            .body(|body| {
                body.rows(22.0, visible.len(), |mut table_row| {
                    this.show_row(&mut table_row, view, visible, vendors, &mut clicks, keys);
                    if let Some(availability) = today {
                        let uuid = this.rows[visible[table_row.index()]].uuid;
                        table_row.col(|ui| availability::today_cell(ui, availability, uuid));
                        clicks.on_screen.push(uuid);
                    }
                });
            });
        clicks
    }

    /// One row: a checkbox that shows whether it is selected, then its cells; a click on
    /// the row selects it and inspects it (the gestures of `ui/selection.rs`).
    fn show_row(
        &self,
        table_row: &mut TableRow<'_, '_>,
        view: &LookupView,
        visible: &[usize],
        vendors: &VendorRecords,
        clicks: &mut TableClicks,
        keys: &TableKeys,
    ) {
        let position = table_row.index();
        let row = &self.rows[visible[position]];
        let hover = crate::tr!("lookup-select-row");
        let (selection, uuid) = (&self.selection, row.uuid);
        keys.checkbox_cell(table_row, selection, uuid, &hover, &mut clicks.rows);
        let catalogue = self.catalogue();
        let now_ms = self.now.as_millisecond();
        for (column, _) in shown_column_ids(view) {
            table_row.col(|ui| {
                let text = match column {
                    SortColumn::LocalTime => self.local_time(visible[position]),
                    column if vendor_columns::owns(column) => {
                        vendor_columns::text(vendors, row.uuid, column, now_ms)
                    }
                    _ => row.cell(column, catalogue),
                };
                let shown = if text.is_empty() && row.freelancer().is_some() {
                    "—".to_owned()
                } else {
                    text
                };
                // Not selectable, so that a click anywhere in the row inspects it.
                let label = |text: String| egui::Label::new(text).selectable(false).truncate();
                if column == SortColumn::Name {
                    if vendors.is_marked(row.uuid) {
                        let mark = crate::tr!("lookup-do-not-contact");
                        ui.colored_label(ui.visuals().error_fg_color, mark)
                            .on_hover_text(crate::tr!("lookup-do-not-contact.hover"));
                    }
                    crate::ui::bidi::add_name(ui, &shown, label);
                } else if codes_title(column).is_some() {
                    // Made only while hovered: the codes, for those who work with them.
                    ui.add(label(shown)).on_hover_ui(|ui| {
                        if let Some(text) = row.with_codes(column, catalogue) {
                            ui.label(text);
                        }
                    });
                } else if column == SortColumn::Responsiveness {
                    // Made only while hovered: the whole sentence and the last answer.
                    ui.add(label(shown)).on_hover_ui(|ui| {
                        if let Some(text) =
                            vendor_columns::responsiveness_hover(vendors, row.uuid, now_ms)
                        {
                            ui.label(text);
                        }
                    });
                } else {
                    ui.add(label(shown));
                }
            });
        }
        keys.end_row(table_row, &self.selection, row.uuid, &mut clicks.rows);
    }
}

/// The paste box (Ctrl+L focuses it).
fn show_paste_box(ui: &mut egui::Ui, pasted: &mut PasteBox) {
    let paste_id = paste_id();
    let paste_label = ui.label(crate::tr!("lookup-paste-label"));
    // Hundreds of pasted lines scroll inside the box instead of pushing the table away.
    egui::ScrollArea::vertical()
        .id_salt("lookup-paste-scroll")
        .max_height(110.0)
        .show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut pasted.paste)
                    .id(paste_id)
                    .desired_rows(4)
                    .desired_width(f32::INFINITY)
                    .hint_text(crate::tr!("lookup-paste-hint")),
            )
            .labelled_by(paste_label.id);
        });
}

/// The tokens of the last paste that look like a mistyped UUID, left to fix.
fn show_not_uuids(ui: &mut egui::Ui, pasted: &PasteBox) {
    if !pasted.invalid.is_empty() {
        ui.collapsing(
            crate::tr!("lookup-not-uuids", count = pasted.invalid.len()),
            |ui| {
                for token in &pasted.invalid {
                    ui.monospace(token);
                }
            },
        );
    }
}
