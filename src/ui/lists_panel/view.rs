//! The lists panel's window: a row per saved list (name, members, where it lives, last
//! sync), *Sync with the directory* and the progress line.

use super::ListsPanelAction;
use super::model::{ListsPanel, Row};
use crate::store::ListSummary;
use crate::tr;

impl ListsPanel {
    /// The window, when open; `connected`: a directory is open to sync with.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        lists: &[ListSummary],
        connected: bool,
    ) -> Option<ListsPanelAction> {
        let mut open = self.open;
        let mut action = None;
        egui::Window::new(tr!("lists-panel-title"))
            .id(egui::Id::unique("lists-panel"))
            .open(&mut open)
            .collapsible(false)
            // Sized by its rows, as About is: a resizable window's corner grab reaches over
            // its close button, and a click there could start a resize instead.
            .resizable(false)
            .show(ctx, |ui| {
                if lists.is_empty() {
                    ui.weak(tr!("lists-panel-none"));
                }
                egui::Grid::new("lists-panel-grid")
                    .num_columns(4)
                    .striped(true)
                    .show(ui, |ui| {
                        ui.strong(tr!("lists-panel-name"));
                        ui.strong(tr!("lists-panel-members"));
                        ui.strong(tr!("lists-panel-where"));
                        ui.strong(tr!("lists-panel-last-sync"));
                        ui.end_row();
                        for row in lists.iter().map(Row::of) {
                            ui.label(&row.name);
                            ui.label(crate::i18n::number(row.members as f64));
                            ui.label(&row.place);
                            ui.label(row.last_sync.unwrap_or_else(|| tr!("lists-panel-never")));
                            ui.end_row();
                        }
                    });
                ui.add_space(6.0);
                let button = egui::Button::new(tr!("lists-panel-sync"));
                let enabled = connected && !self.is_syncing();
                if ui
                    .add_enabled(enabled, button)
                    .on_hover_text(tr!("lists-panel-sync-hover"))
                    .on_disabled_hover_text(tr!("lists-panel-sync-disabled"))
                    .clicked()
                {
                    action = Some(ListsPanelAction::Sync);
                }
                if let Some(line) = self.progress_line() {
                    ui.label(line);
                }
            });
        self.open = open;
        action
    }
}
