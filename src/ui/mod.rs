//! The desktop app: eframe drives it, the worker does all network work. The UI thread
//! drains the worker's events in `App::logic` and draws in `App::ui`; it never waits on the
//! network, the keyring or the disk.

mod activity;
mod background;
mod export;
mod import;
mod inspector;
mod lookup;
mod search;
mod session;
mod status_bar;
mod widgets;

use serde::{Deserialize, Serialize};

use crate::api::User;
use crate::worker::{Command, Event, JobId};

pub use lookup::{LookupAction, LookupPanel, RowState, SortColumn};
pub use session::Session;

/// What survives a restart, through eframe's storage. A state that fails to decode is
/// replaced by the defaults rather than stopping the app.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Persisted {
    pub open_tab: Tab,
    /// Where CSV exports go; the Downloads folder when unset.
    pub export_folder: Option<std::path::PathBuf>,
    pub sort: Option<(SortColumn, bool)>,
    pub filter: String,
    pub inspector_open: bool,
}

/// How freelancers get into the table.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    #[default]
    Lookup,
    Search,
}

pub struct DeskApp {
    persisted: Persisted,
    session: Session,
    user: Option<Result<Box<User>, String>>,
    lookup: LookupPanel,
    search: search::SearchPanel,
    activity: activity::ActivityPanel,
    imports: background::Tasks<import::Imported>,
    exports: background::Tasks<String>,
    /// Finished jobs and other news, until dismissed.
    notices: Vec<String>,
    next_job: JobId,
}

impl DeskApp {
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        let persisted: Persisted = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, eframe::APP_KEY))
            .unwrap_or_default();
        let ctx = cc.egui_ctx.clone();
        let session = Session::open_default(move || ctx.request_repaint());
        Self::with_session(session, persisted)
    }

    /// An app on a session opened elsewhere (tests open one on their own sandbox).
    pub fn with_session(session: Session, persisted: Persisted) -> Self {
        let mut lookup = LookupPanel::default();
        lookup.sort = persisted.sort;
        lookup.filter = persisted.filter.clone();
        Self {
            persisted,
            session,
            user: None,
            lookup,
            search: search::SearchPanel::default(),
            activity: activity::ActivityPanel::default(),
            imports: background::Tasks::default(),
            exports: background::Tasks::default(),
            notices: Vec::new(),
            next_job: 1,
        }
    }

    fn handle(&mut self, event: Event) {
        match event {
            Event::ApiCall(call) => self.activity.record(call),
            Event::User(result) => self.user = Some(result.map_err(|e| e.to_string())),
            Event::LookedUp {
                job,
                uuid,
                result,
                progress,
            } => self.lookup.on_result(job, uuid, result, progress),
            Event::LookupFinished { job, end } => {
                if let crate::worker::LookupEnd::SignedOut(err) = &end {
                    self.user = Some(Err(err.to_string()));
                }
                if let Some(notice) = self.lookup.on_finished(job, &end) {
                    self.notices.push(notice);
                }
            }
            Event::Searched { job, result } => {
                let found = self.search.on_result(job, result);
                self.lookup.add_found(found);
            }
            Event::Sent { .. } => {}
        }
    }

    fn job(&mut self) -> JobId {
        self.next_job += 1;
        self.next_job
    }

    fn run(&mut self, action: LookupAction, ctx: &egui::Context) {
        match action {
            LookupAction::Start(uuids) => {
                let job = self.job();
                self.lookup.started(job, uuids.len());
                self.session.send(Command::LookUp { job, uuids });
            }
            LookupAction::Cancel(job) => self.session.send(Command::Cancel { job }),
            LookupAction::Export(table) => {
                let Some(folder) = self
                    .persisted
                    .export_folder
                    .clone()
                    .or_else(export::default_folder)
                else {
                    self.notices.push(
                        "Could not export: this system has no home folder to write to.".into(),
                    );
                    return;
                };
                self.exports
                    .start(move || export::export(&folder, &table), ctx);
            }
        }
    }
}

impl eframe::App for DeskApp {
    fn logic(&mut self, _ctx: &egui::Context, _frame: &mut eframe::Frame) {
        if self.session.poll() {
            self.session.send(Command::WhoAmI);
        }
        while let Some(event) = self.session.next_event() {
            self.handle(event);
        }
        let exported = self.exports.finished();
        self.notices.extend(exported);
        for imported in self.imports.finished() {
            match imported.text {
                Ok(text) => {
                    self.persisted.open_tab = Tab::Lookup;
                    self.lookup.import(&imported.file_name, &text);
                }
                Err(why) => self
                    .notices
                    .push(format!("Could not import {}: {why}", imported.file_name)),
            }
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let dropped: Vec<_> = ui.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        for path in dropped {
            self.imports.start(move || import::read(&path), ui.ctx());
        }
        if ui.input(|i| !i.raw.hovered_files.is_empty()) {
            egui::Panel::top("drop-hint").show(ui, |ui| {
                ui.strong("Drop the file to import the UUIDs in it (CSV, text, e-mail…)");
            });
        }
        if ui.input_mut(|i| i.consume_shortcut(&lookup::FOCUS_SHORTCUT)) {
            self.persisted.open_tab = Tab::Lookup;
            ui.memory_mut(|m| m.request_focus(lookup::paste_id()));
        }
        egui::Panel::bottom("status").show(ui, |ui| {
            status_bar::show(ui, &self.session, self.user.as_ref())
        });
        egui::Panel::bottom("activity").show(ui, |ui| self.activity.show(ui));
        if !self.notices.is_empty() {
            egui::Panel::top("notices").show(ui, |ui| {
                let mut dismissed = None;
                for (i, notice) in self.notices.iter().enumerate() {
                    ui.horizontal(|ui| {
                        ui.label(notice);
                        if ui.small_button("Dismiss").clicked() {
                            dismissed = Some(i);
                        }
                    });
                }
                if let Some(i) = dismissed {
                    self.notices.remove(i);
                }
            });
        }
        let mut refresh = None;
        egui::Panel::right("inspector")
            .resizable(true)
            .default_size(380.0)
            .min_size(260.0)
            .show(ui, |ui| {
                ui.heading("Profile");
                if let Some(inspector::InspectorAction::Refresh(uuid)) =
                    inspector::show(ui, self.lookup.focused_row())
                {
                    refresh = Some(uuid);
                }
            });
        let samples = match &self.session {
            Session::Open { connection, .. } if connection.is_sandbox() => {
                Some(|| connection.sandbox_samples(25))
            }
            _ => None,
        };
        let samples = samples.as_ref().map(|f| f as &dyn Fn() -> Vec<uuid::Uuid>);
        let mut search = None;
        let action = egui::CentralPanel::default_margins()
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.selectable_value(
                        &mut self.persisted.open_tab,
                        Tab::Lookup,
                        egui::RichText::new("UUID lookup").heading(),
                    );
                    ui.selectable_value(
                        &mut self.persisted.open_tab,
                        Tab::Search,
                        egui::RichText::new("Directory search").heading(),
                    );
                });
                if self.imports.is_busy() {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label("Importing the dropped file…");
                    });
                }
                // Nothing can be looked up or searched until the environment is open.
                let connected = matches!(self.session, Session::Open { .. });
                let action = ui
                    .add_enabled_ui(connected, |ui| match self.persisted.open_tab {
                        Tab::Lookup => self.lookup.show_input(ui, samples),
                        Tab::Search => {
                            search = self.search.show(ui);
                            None
                        }
                    })
                    .inner;
                ui.separator();
                let from_table = self.lookup.show_table(ui);
                action.or(from_table)
            })
            .inner;
        if let Some(query) = search {
            let job = self.job();
            self.search.started(job);
            self.session.send(Command::Search { job, query });
        }
        if let Some(action) = action {
            self.run(action, ui.ctx());
        }
        if let Some(uuid) = refresh.filter(|_| self.lookup.running.is_none()) {
            self.run(LookupAction::Start(vec![uuid]), ui.ctx());
        }
        self.persisted.sort = self.lookup.sort;
        self.persisted.filter = self.lookup.filter.clone();
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.persisted);
    }
}

/// Opens the window. Returns a message for the user when no window can be opened.
pub fn run() -> Result<(), String> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Directory Desk")
            .with_app_id("directory-desk")
            .with_inner_size([1280.0, 780.0])
            .with_min_inner_size([820.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native(
        "Directory Desk",
        options,
        Box::new(|cc| Ok(Box::new(DeskApp::new(cc)))),
    )
    .map_err(|e| format!("the window could not open: {e}"))
}
