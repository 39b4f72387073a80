//! Toasts: news from background jobs in the window's corner. News fades after a while (the
//! timer waits while the pointer is on it); a problem stays until dismissed.

use std::time::Duration;

use super::notice::Notice;

const NEWS_LIFETIME: f64 = 12.0;

struct Toast {
    text: String,
    problem: bool,
    /// A problem's technical detail, under a collapsed "Details"; empty for none.
    details: String,
    /// Seconds of UI time the toast has been on screen, not counting while hovered.
    shown_for: f64,
}

#[derive(Default)]
pub struct Toasts {
    toasts: Vec<Toast>,
    last_time: Option<f64>,
}

impl Toasts {
    /// News: fades after a while.
    pub fn push(&mut self, text: impl Into<String>) {
        self.add(Notice::news(text));
    }

    /// Something that went wrong: stays until dismissed.
    pub fn problem(&mut self, text: impl Into<String>) {
        self.add(Notice::problem(text));
    }

    /// Something that went wrong, in plain words (made by `words`), with its technical detail
    /// under a collapsed "Details"; both are logged, the words in English.
    pub fn problem_with_details(&mut self, words: impl Fn() -> String, details: impl Into<String>) {
        self.add(Notice::problem_with_details(words, details));
    }

    /// Shows `notice`; a problem's detail goes to the log as well, with its words in English.
    pub fn add(&mut self, notice: Notice) {
        let Notice {
            text,
            problem,
            details,
            logged,
        } = notice;
        if !logged.is_empty() {
            tracing::warn!(details = %details, "{logged}");
        }
        // The same news twice in a row (e.g. two identical exports) shows once, fresh.
        self.toasts.retain(|t| t.text != text);
        self.toasts.push(Toast {
            text,
            problem,
            details,
            shown_for: 0.0,
        });
    }

    pub fn show(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let elapsed = self.last_time.map_or(0.0, |last| (now - last).max(0.0));
        self.last_time = Some(now);
        if self.toasts.is_empty() {
            return;
        }
        let mut dismissed = None;
        let mut hovered = false;
        egui::Area::new(egui::Id::unique("toasts"))
            .anchor(egui::Align2::RIGHT_BOTTOM, [-12.0, -44.0])
            .order(egui::Order::Foreground)
            .interactable(true)
            .show(ctx, |ui| {
                ui.set_max_width(440.0);
                for (i, toast) in self.toasts.iter().enumerate() {
                    let frame = egui::Frame::popup(ui.style()).show(ui, |ui| {
                        ui.horizontal(|ui| {
                            if toast.problem {
                                ui.colored_label(ui.visuals().warn_fg_color, "⚠");
                            }
                            ui.add(egui::Label::new(&toast.text).wrap());
                            if ui.small_button(crate::tr!("notice-dismiss")).clicked() {
                                dismissed = Some(i);
                            }
                        });
                        super::widgets::details(ui, &toast.details);
                    });
                    hovered |= frame.response.contains_pointer();
                    ui.add_space(4.0);
                }
            });
        if let Some(i) = dismissed {
            self.toasts.remove(i);
        }
        if !hovered {
            for toast in &mut self.toasts {
                toast.shown_for += elapsed;
            }
            self.toasts
                .retain(|t| t.problem || t.shown_for < NEWS_LIFETIME);
        }
        // Reactive painting draws no frame unless asked: ask for one when the next fades.
        if let Some(left) = self
            .toasts
            .iter()
            .filter(|t| !t.problem)
            .map(|t| NEWS_LIFETIME - t.shown_for)
            .reduce(f64::min)
        {
            ctx.request_repaint_after(Duration::from_secs_f64(left.max(0.05)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::testing::Captured;
    use crate::i18n::{Language, scoped};

    #[test]
    fn a_problem_toast_speaks_the_windows_language_and_its_log_line_english() {
        let captured = Captured::default();
        let writer = captured.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .finish();
        let _german = scoped(Language::German);
        let mut toasts = Toasts::default();
        tracing::subscriber::with_default(subscriber, || {
            toasts.problem_with_details(|| crate::tr!("app-database-failed"), "disk I/O error");
        });
        assert_eq!(
            toasts.toasts[0].text,
            "Die Datenbank der App konnte das nicht ausführen."
        );
        let log = captured.text();
        assert!(
            log.contains("The app's database could not do that."),
            "{log}"
        );
        assert!(log.contains("disk I/O error"), "{log}");
        assert!(!log.contains("Datenbank"), "{log}");
    }
}
