//! Help: the About window, the logs folder, diagnostics for a bug report, and the offer to
//! open the report of a crash on the last run.
//!
//! Diagnostics are what support asks first (which OS, which renderer, which build, which
//! directory) and nothing that signs anyone in: no keys, tokens or e-mail addresses.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::renderer::RendererInfo;
use super::session::{Session, Via};
use crate::build_info;

/// Opens a file or folder with the system's handler (tests record instead).
pub type OpenPath = Arc<dyn Fn(&Path) -> Result<(), String> + Send + Sync>;

/// The system's file manager or viewer.
pub fn system_opener() -> OpenPath {
    Arc::new(|path| open::that_detached(path).map_err(|e| e.to_string()))
}

pub struct Help {
    about_open: bool,
    pub renderer: RendererInfo,
    /// The report of a crash on an earlier run, until the user opens or dismisses it.
    crash_report: Option<PathBuf>,
    /// The data folder the crash report was looked for in (once per start).
    crash_checked: Option<PathBuf>,
    /// How logs and crash reports are opened.
    pub open_path: OpenPath,
}

impl Default for Help {
    fn default() -> Self {
        Self {
            about_open: false,
            renderer: RendererInfo::unknown(),
            crash_report: None,
            crash_checked: None,
            open_path: system_opener(),
        }
    }
}

/// The Help menu's entries.
pub enum HelpAction {
    About,
    OpenLogsFolder,
    CopyDiagnostics,
}

/// Draws the Help menu's entries; call inside the menu bar.
pub fn menu(ui: &mut egui::Ui) -> Option<HelpAction> {
    let mut action = None;
    ui.menu_button(crate::tr!("help-menu"), |ui| {
        if ui.button(crate::tr!("help-about")).clicked() {
            action = Some(HelpAction::About);
        }
        if ui
            .button(crate::tr!("help-open-logs"))
            .on_hover_text(crate::tr!("help-open-logs.hover"))
            .clicked()
        {
            action = Some(HelpAction::OpenLogsFolder);
        }
        if ui
            .button(crate::tr!("help-copy-diagnostics"))
            .on_hover_text(crate::tr!("help-copy-diagnostics.hover"))
            .clicked()
        {
            action = Some(HelpAction::CopyDiagnostics);
        }
    });
    action
}

impl Help {
    pub fn open_about(&mut self) {
        self.about_open = true;
    }

    /// Looks once for a crash report left by an earlier run, in the data folder's logs.
    pub fn check_for_crash(&mut self, data_folder: &Path) {
        if self.crash_checked.is_none() {
            self.crash_checked = Some(data_folder.to_owned());
            self.crash_report = crate::diagnostics::pending_crash_report(data_folder);
        }
    }

    /// Opens `path` (a folder is made first, so a fresh install's logs folder opens too).
    /// Returns the problem, for a notice.
    pub fn open(&self, path: &Path, is_folder: bool) -> Result<(), String> {
        if is_folder {
            std::fs::create_dir_all(path).map_err(|e| {
                crate::tr!(
                    "help-could-not-make",
                    path = path.display().to_string(),
                    problem = e.to_string()
                )
            })?;
        }
        (self.open_path)(path).map_err(|problem| {
            crate::tr!(
                "help-could-not-open",
                path = path.display().to_string(),
                problem = problem
            )
        })
    }

    /// The About window, when open.
    pub fn show_about(&mut self, ctx: &egui::Context) {
        let mut open = self.about_open;
        // The window's id stays the same in every language: it keeps its place and state.
        egui::Window::new(crate::tr!("help-about"))
            .id(egui::Id::unique("about-directory-desk"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.heading(format!("Directory Desk {}", build_info::VERSION));
                ui.label(crate::tr!("help-about-description"));
                ui.add_space(6.0);
                egui::Grid::new("about").num_columns(2).show(ui, |ui| {
                    ui.weak(crate::tr!("help-version"));
                    ui.label(build_info::VERSION);
                    ui.end_row();
                    ui.weak(crate::tr!("help-build"));
                    ui.label(build_info::build());
                    ui.end_row();
                    ui.weak(crate::tr!("help-licence"));
                    ui.label(build_info::LICENSE);
                    ui.end_row();
                    ui.weak(crate::tr!("help-renderer"));
                    ui.label(self.renderer.to_string());
                    ui.end_row();
                });
            });
        self.about_open = open;
    }

    /// The offer to open the last crash's report, above everything else until answered.
    /// Returns a problem for a notice, if opening failed.
    pub fn show_crash_offer(&mut self, ui: &mut egui::Ui) -> Option<String> {
        enum Answer {
            OpenReport,
            OpenFolder,
            Dismiss,
        }
        let report = self.crash_report.clone()?;
        let mut answer = None;
        egui::Panel::top("crash-offer").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.colored_label(ui.visuals().warn_fg_color, "⚠");
                ui.label(crate::tr!("help-crash-offer"));
                if ui.button(crate::tr!("help-open-crash-report")).clicked() {
                    answer = Some(Answer::OpenReport);
                }
                if ui.button(crate::tr!("help-open-logs")).clicked() {
                    answer = Some(Answer::OpenFolder);
                }
                if ui.button(crate::tr!("help-dismiss")).clicked() {
                    answer = Some(Answer::Dismiss);
                }
            });
        });
        let answer = answer?;
        self.crash_report = None;
        // Seen first: marking renames the report, so what opens is where it now is.
        let report = match &self.crash_checked {
            Some(data) => crate::diagnostics::acknowledge(data, &report).unwrap_or_else(|why| {
                // The offer comes back next start; better than losing the report.
                tracing::warn!("could not mark the crash report as seen: {why}");
                report
            }),
            None => report,
        };
        match answer {
            Answer::OpenReport => self.open(&report, false).err(),
            Answer::OpenFolder => {
                let folder = report.parent().unwrap_or(&report).to_path_buf();
                self.open(&folder, true).err()
            }
            Answer::Dismiss => None,
        }
    }
}

/// What the diagnostics report draws on besides the build.
pub struct Facts<'a> {
    pub renderer: &'a RendererInfo,
    pub session: &'a Session,
    pub environment_names: &'a [String],
    pub data_folder: Option<&'a Path>,
    pub pixels_per_point: f32,
    pub zoom: f32,
    pub screen: egui::Vec2,
}

/// The text "Copy diagnostics" puts on the clipboard. English whatever the window speaks:
/// support reads it, beside the logs, which are English too.
pub fn diagnostics(facts: &Facts<'_>) -> String {
    let os = os_info::get();
    let mut lines = vec![
        format!("Directory Desk {}", build_info::VERSION),
        format!("Build: {}", build_info::build()),
        format!("Libraries: {}", build_info::libraries()),
        format!("SQLite: {}", rusqlite::version()),
        format!(
            "OS: {} {} ({}, {})",
            os.os_type(),
            os.version(),
            std::env::consts::OS,
            std::env::consts::ARCH
        ),
        format!("Desktop: {}", desktop_session()),
        format!("Renderer: {}", facts.renderer),
        format!(
            "Screen: {:.0}×{:.0} points, {:.2} pixels per point, zoom {:.0}%",
            facts.screen.x,
            facts.screen.y,
            facts.pixels_per_point,
            facts.zoom * 100.0
        ),
        format!("Directory: {}", directory(facts.session)),
        format!("Environments: {}", facts.environment_names.join(", ")),
    ];
    if let Some(data) = facts.data_folder {
        lines.push(format!("Data folder: {}", data.display()));
        lines.push(format!(
            "Logs: {}",
            crate::diagnostics::logs_folder(data).display()
        ));
    }
    lines.join("\n")
}

/// On Linux, which display server and desktop; elsewhere there is only one of each.
fn desktop_session() -> String {
    let names: Vec<String> = ["XDG_SESSION_TYPE", "XDG_CURRENT_DESKTOP"]
        .into_iter()
        .filter_map(|name| {
            std::env::var(name)
                .ok()
                .filter(|v| !v.is_empty())
                .map(|value| format!("{name}={value}"))
        })
        .chain(
            ["WAYLAND_DISPLAY", "DISPLAY"]
                .into_iter()
                .filter(|name| std::env::var_os(name).is_some())
                .map(|name| format!("{name} set")),
        )
        .collect();
    if names.is_empty() {
        std::env::consts::OS.to_owned()
    } else {
        names.join(", ")
    }
}

/// The environment and how the session signs in, without any credential.
fn directory(session: &Session) -> String {
    match session {
        Session::Opening { environment, .. } => format!("{environment} (connecting)"),
        Session::SignedOut { environment, .. } => format!("{} (signed out)", environment.name),
        Session::Failed { environment, .. } => format!("{environment} (could not connect)"),
        Session::Open {
            connection, via, ..
        } => {
            let how = match via {
                Via::Key => "an API key",
                Via::Browser(_) => "a browser sign-in (OAuth)",
            };
            let place = if connection.is_sandbox() {
                "built-in sandbox".to_owned()
            } else {
                connection.environment.name.clone()
            };
            format!(
                "{place} at {}, signed in with {how}",
                without_credentials(connection.client.base_url().clone())
            )
        }
    }
}

/// An address without user name, password, query or fragment: those may carry secrets.
fn without_credentials(mut url: url::Url) -> String {
    let _ = url.set_username("");
    let _ = url.set_password(None);
    url.set_query(None);
    url.set_fragment(None);
    url.to_string()
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_address_loses_whatever_could_sign_in() {
        assert_eq!(
            super::without_credentials(
                url::Url::parse("https://ana:hunter22@api.example.com/v2/?key=abc#frag").unwrap()
            ),
            "https://api.example.com/v2/"
        );
    }
}
