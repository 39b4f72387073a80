//! The activity log: every API call this session made, newest last, filterable. Records hold
//! no headers, so no credential can show here.

use std::collections::VecDeque;
use std::time::UNIX_EPOCH;

use crate::api::activity::CallRecord;

/// Older calls are dropped beyond this, so a day of work cannot fill memory.
const KEEP: usize = 5000;

#[derive(Default)]
pub struct ActivityPanel {
    calls: VecDeque<CallRecord>,
    filter: String,
    failures: usize,
}

impl ActivityPanel {
    pub fn record(&mut self, call: CallRecord) {
        if call.problem.is_some() {
            self.failures += 1;
        }
        if self.calls.len() == KEEP {
            self.calls.pop_front();
        }
        self.calls.push_back(call);
    }

    pub fn show(&mut self, ui: &mut egui::Ui) {
        let title = crate::tr!(
            "activity-title",
            calls = self.calls.len(),
            problems = self.failures
        );
        egui::CollapsingHeader::new(title)
            .id_salt("activity")
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    let label = ui.label(crate::tr!("activity-filter"));
                    ui.add(
                        egui::TextEdit::singleline(&mut self.filter)
                            .hint_text(crate::tr!("activity-filter.hint")),
                    )
                    .labelled_by(label.id);
                });
                let needle = self.filter.trim().to_lowercase();
                let shown: Vec<&CallRecord> = self
                    .calls
                    .iter()
                    .filter(|c| needle.is_empty() || call_text(c).to_lowercase().contains(&needle))
                    .collect();
                let row_height = ui.text_style_height(&egui::TextStyle::Monospace);
                egui::ScrollArea::vertical()
                    .max_height(160.0)
                    .stick_to_bottom(true)
                    .auto_shrink([false, true])
                    .show_rows(ui, row_height, shown.len(), |ui, range| {
                        for call in &shown[range] {
                            let text = egui::RichText::new(call_text(call)).monospace();
                            if call.problem.is_some() {
                                ui.label(text.color(ui.visuals().warn_fg_color));
                            } else {
                                ui.label(text);
                            }
                        }
                    });
            });
    }
}

/// A call as one line of the log, which the filter searches too:
/// `12:04:31.207 UTC  GET  /v2/user  200  41 ms  message`. Not translated: it is a technical
/// record (method, path, status, the directory's own words), read and reported as it is.
fn call_text(call: &CallRecord) -> String {
    let since_epoch = call.at.duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = since_epoch.as_secs() % 86_400;
    let time = format!(
        "{:02}:{:02}:{:02}.{:03} UTC",
        secs / 3600,
        secs / 60 % 60,
        secs % 60,
        since_epoch.subsec_millis()
    );
    let status = call.status.map_or("---".to_owned(), |s| s.to_string());
    let problem = call.problem.as_deref().unwrap_or("");
    format!(
        "{time}  {:<4} {}  {status}  {} ms  {problem}",
        call.method,
        call.path,
        call.duration.as_millis()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_log_is_bounded_and_counts_problems() {
        let mut panel = ActivityPanel::default();
        for i in 0..KEEP + 10 {
            panel.record(CallRecord {
                at: UNIX_EPOCH + Duration::from_millis(45_296_007),
                method: "GET".into(),
                path: format!("/v2/freelancer/{i}"),
                status: Some(if i % 2 == 0 { 200 } else { 400 }),
                duration: Duration::from_millis(12),
                problem: (i % 2 == 1).then(|| "No freelancer was found with that UUID.".to_owned()),
            });
        }
        assert_eq!(panel.calls.len(), KEEP);
        assert_eq!(panel.failures, (KEEP + 10) / 2);
        let first = call_text(&panel.calls[0]);
        assert!(
            first.starts_with("12:34:56.007 UTC  GET  /v2/freelancer/10  200  12 ms"),
            "{first}"
        );
    }
}
