//! The menu bar: importing from a file, recipient lists to and from files, where exports
//! go, zoom, the window's language, and Help. Native file dialogs
//! (rfd) are created on the UI thread, as macOS wants, and awaited on a thread of their
//! own, so the window keeps drawing while a dialog is open.

use std::path::{Path, PathBuf};

use crate::store::ListSummary;

/// What the user chose in the menu, for the app to carry out after the frame.
pub enum MenuAction {
    /// A dialog to wait for: it yields the file to import.
    Import(rfd::AsyncFileDialog),
    /// A dialog that yields the new export folder.
    ChooseExportFolder(rfd::AsyncFileDialog),
    UseDefaultExportFolder,
    /// A dialog that yields a file whose UUIDs become a named list.
    ImportList(rfd::AsyncFileDialog),
    /// File → Recipient lists…: the lists panel.
    OpenListsPanel,
    /// A save dialog that yields where the list `name` goes.
    ExportList {
        name: String,
        dialog: rfd::AsyncFileDialog,
    },
    Help(super::help::HelpAction),
    /// View → Language: a language, or following the system.
    Language(super::language::Choice),
}

/// What the menu shows besides its fixed entries.
pub struct MenuState<'a> {
    pub export_folder: Option<&'a Path>,
    /// A file dialog is open: another would only pile up behind it.
    pub dialog_open: bool,
    /// The environment's recipient lists; `None` until an environment is chosen.
    pub lists: Option<&'a [ListSummary]>,
    /// The saved language choice, `None` when the window follows the system.
    pub language: super::language::Choice,
}

/// Dialogs are parented to our window so they open above it (a window-less test harness
/// simply gets dialogs without a parent).
pub fn show(ui: &mut egui::Ui, frame: &eframe::Frame, state: MenuState<'_>) -> Option<MenuAction> {
    let mut action = None;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(crate::tr!("menu-file"), |ui| {
            if let Some(chosen) = import_uuids_entry(ui, frame, state.dialog_open) {
                action = Some(chosen);
            }
            ui.separator();
            if let Some(chosen) = list_entries(ui, frame, state.dialog_open, state.lists) {
                action = Some(chosen);
            }
            ui.separator();
            if let Some(chosen) = export_folder_entries(ui, frame, &state) {
                action = Some(chosen);
            }
        });
        ui.menu_button(crate::tr!("menu-view"), |ui| {
            zoom_entries(ui);
            ui.separator();
            ui.menu_button(crate::tr!("menu-language"), |ui| {
                if let Some(choice) = super::language::menu(ui, state.language) {
                    action = Some(MenuAction::Language(choice));
                }
            });
        });
        if let Some(help) = super::help::menu(ui) {
            action = Some(MenuAction::Help(help));
        }
    });
    action
}

/// "Import UUIDs from a file…": every UUID in the file goes to the lookup box.
fn import_uuids_entry(
    ui: &mut egui::Ui,
    frame: &eframe::Frame,
    dialog_open: bool,
) -> Option<MenuAction> {
    let import = ui
        .add_enabled(
            !dialog_open,
            egui::Button::new(crate::tr!("menu-import-uuids")),
        )
        .on_hover_text(crate::tr!("menu-import-uuids.hover"));
    import.clicked().then(|| {
        let dialog = rfd::AsyncFileDialog::new()
            .set_parent(frame)
            .set_title(crate::tr!("menu-import-uuids-title"))
            .add_filter(
                crate::tr!("menu-filter-lists"),
                &["csv", "tsv", "txt", "eml", "json"],
            )
            .add_filter(crate::tr!("menu-filter-all"), &["*"]);
        MenuAction::Import(dialog)
    })
}

/// Recipient lists to and from files: importing one, and exporting each of the
/// environment's lists.
fn list_entries(
    ui: &mut egui::Ui,
    frame: &eframe::Frame,
    dialog_open: bool,
    lists: Option<&[ListSummary]>,
) -> Option<MenuAction> {
    let mut action = None;
    if ui
        .add_enabled(
            lists.is_some(),
            egui::Button::new(crate::tr!("menu-lists-panel")),
        )
        .on_hover_text(crate::tr!("menu-lists-panel.hover"))
        .clicked()
    {
        action = Some(MenuAction::OpenListsPanel);
    }
    let import_list = ui
        .add_enabled(
            !dialog_open && lists.is_some(),
            egui::Button::new(crate::tr!("menu-import-list")),
        )
        .on_hover_text(crate::tr!("menu-import-list.hover"));
    if import_list.clicked() {
        let dialog = rfd::AsyncFileDialog::new()
            .set_parent(frame)
            .set_title(crate::tr!("menu-import-list-title"))
            .add_filter(
                crate::tr!("menu-filter-lists"),
                &["csv", "tsv", "txt", "eml", "json"],
            )
            .add_filter(crate::tr!("menu-filter-all"), &["*"]);
        action = Some(MenuAction::ImportList(dialog));
    }
    ui.add_enabled_ui(!dialog_open, |ui| {
        ui.menu_button(crate::tr!("menu-export-list"), |ui| match lists {
            Some(lists) if !lists.is_empty() => {
                for list in lists {
                    if ui
                        .button(crate::tr!(
                            "menu-export-list-entry",
                            name = list.name.as_str(),
                            members = list.members
                        ))
                        .clicked()
                    {
                        let dialog = rfd::AsyncFileDialog::new()
                            .set_parent(frame)
                            .set_title(crate::tr!("menu-export-list-title"))
                            .set_file_name(format!("{}.csv", file_stem(&list.name)))
                            .add_filter("CSV", &["csv"]);
                        action = Some(MenuAction::ExportList {
                            name: list.name.clone(),
                            dialog,
                        });
                    }
                }
            }
            _ => {
                ui.weak(crate::tr!("menu-no-lists"));
            }
        });
    });
    action
}

/// Where CSV exports go, and changing it.
fn export_folder_entries(
    ui: &mut egui::Ui,
    frame: &eframe::Frame,
    state: &MenuState<'_>,
) -> Option<MenuAction> {
    let mut action = None;
    let export_folder = state.export_folder;
    let current = export_folder.map_or_else(
        || crate::tr!("menu-downloads-default"),
        |folder| folder.display().to_string(),
    );
    ui.weak(crate::tr!("menu-exports-go-to", folder = current));
    if ui
        .add_enabled(
            !state.dialog_open,
            egui::Button::new(crate::tr!("menu-choose-export-folder")),
        )
        .clicked()
    {
        let mut dialog = rfd::AsyncFileDialog::new()
            .set_parent(frame)
            .set_title(crate::tr!("menu-choose-export-folder-title"));
        if let Some(folder) = export_folder {
            dialog = dialog.set_directory(folder);
        }
        action = Some(MenuAction::ChooseExportFolder(dialog));
    }
    if export_folder.is_some() && ui.button(crate::tr!("menu-export-to-downloads")).clicked() {
        action = Some(MenuAction::UseDefaultExportFolder);
    }
    action
}

/// The View menu: the zoom, and the keys that change it.
fn zoom_entries(ui: &mut egui::Ui) {
    let ctx = ui.ctx().clone();
    ui.weak(crate::tr!(
        "menu-zoom",
        percent = (ctx.zoom_factor() * 100.0).round()
    ));
    if ui
        .add(
            egui::Button::new(crate::tr!("menu-zoom-in"))
                .shortcut_text(ctx.format_shortcut(&egui::gui_zoom::kb_shortcuts::ZOOM_IN)),
        )
        .clicked()
    {
        egui::gui_zoom::zoom_in(&ctx);
    }
    if ui
        .add(
            egui::Button::new(crate::tr!("menu-zoom-out"))
                .shortcut_text(ctx.format_shortcut(&egui::gui_zoom::kb_shortcuts::ZOOM_OUT)),
        )
        .clicked()
    {
        egui::gui_zoom::zoom_out(&ctx);
    }
    if ui
        .add(
            egui::Button::new(crate::tr!("menu-actual-size"))
                .shortcut_text(ctx.format_shortcut(&egui::gui_zoom::kb_shortcuts::ZOOM_RESET)),
        )
        .clicked()
    {
        ctx.set_zoom_factor(1.0);
    }
}

/// Waits for a file dialog; run it as a background task.
pub fn pick_file(dialog: rfd::AsyncFileDialog) -> impl FnOnce() -> Option<PathBuf> + Send {
    let picked = dialog.pick_file();
    move || pollster::block_on(picked).map(|file| file.path().to_owned())
}

/// Waits for a save dialog; run it as a background task.
pub fn pick_save(dialog: rfd::AsyncFileDialog) -> impl FnOnce() -> Option<PathBuf> + Send {
    let picked = dialog.save_file();
    move || pollster::block_on(picked).map(|file| file.path().to_owned())
}

/// A list's name as a file name: characters no file system takes become `-`.
fn file_stem(name: &str) -> String {
    name.chars()
        .map(|c| match c {
            '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|' => '-',
            c if c.is_control() => '-',
            c => c,
        })
        .collect()
}

/// Waits for a folder dialog; run it as a background task.
pub fn pick_folder(dialog: rfd::AsyncFileDialog) -> impl FnOnce() -> Option<PathBuf> + Send {
    let picked = dialog.pick_folder();
    move || pollster::block_on(picked).map(|folder| folder.path().to_owned())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_list_name_becomes_a_file_name_every_system_takes() {
        assert_eq!(super::file_stem("Legal ko>en: a/b"), "Legal ko-en- a-b");
        assert_eq!(super::file_stem("Ana's shortlist"), "Ana's shortlist");
    }
}
