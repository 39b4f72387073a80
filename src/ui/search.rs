//! The search panel: the directory's `/freelancer-matches`, which the written spec does not
//! cover. Matches flow into the shared results table, a page at a time.

use crate::api::catalogue::{GENERAL_DISCIPLINES, SERVICES};
use crate::api::{ApiError, Explained, Freelancer, SearchPage, SearchQuery};
use crate::worker::JobId;

pub const PAGE_SIZE: u32 = 25;

#[derive(Default)]
pub struct SearchPanel {
    pub language_pair: String,
    pub service: Option<u32>,
    pub discipline: Option<u32>,
    pub native_language: String,
    pub members_only: bool,
    pub country: String,
    /// The page whose matches are in the table, from 0.
    page: u32,
    /// The page asked for last: it becomes the page shown when its matches come, so that
    /// "Matches 26–50" never stands above a table still holding only the first page.
    asked: u32,
    total: Option<u64>,
    running: Option<JobId>,
    problem: Option<Explained>,
}

impl SearchPanel {
    pub fn started(&mut self, job: JobId) {
        self.running = Some(job);
        self.problem = None;
    }

    /// Takes a search answer; returns the freelancers for the table.
    pub fn on_result(
        &mut self,
        job: JobId,
        result: Result<SearchPage, ApiError>,
    ) -> Vec<Freelancer> {
        if self.running != Some(job) {
            return Vec::new();
        }
        self.running = None;
        match result {
            Ok(page) => {
                self.page = self.asked;
                self.total = Some(page.total);
                page.matches.into_iter().map(|m| m.freelancer).collect()
            }
            Err(ApiError::NotAvailable { .. }) => {
                self.problem = Some(Explained::new(
                    "This directory has no freelancer search. Look freelancers up by UUID instead.",
                    "",
                ));
                Vec::new()
            }
            Err(err) => {
                let explained = err.explained();
                tracing::info!(details = %explained.details, "search failed: {}", explained.plain);
                self.problem = Some(explained);
                Vec::new()
            }
        }
    }

    /// A language pair is three letters, `_`, three letters: `eng_esl`.
    fn pair_problem(&self) -> Option<&'static str> {
        let pair = self.language_pair.trim();
        let valid = pair.len() == 7
            && pair.as_bytes()[3] == b'_'
            && pair
                .chars()
                .enumerate()
                .all(|(i, c)| i == 3 || c.is_ascii_alphabetic());
        match (pair.is_empty(), valid) {
            (true, _) => Some("A language pair is required, e.g. eng_esl (English to Spanish)."),
            (false, false) => {
                Some("Write the pair as two three-letter codes joined by _, e.g. eng_esl.")
            }
            _ => None,
        }
    }

    fn query(&self, page: u32) -> SearchQuery {
        let text = |s: &str| Some(s.trim().to_lowercase()).filter(|s| !s.is_empty());
        SearchQuery {
            language_pair: self.language_pair.trim().to_lowercase(),
            language_service_id: self.service,
            native_language: text(&self.native_language),
            disc_gen_id: self.discipline,
            is_member: self.members_only.then_some(true),
            country_code: text(&self.country),
            limit: Some(PAGE_SIZE),
            offset: Some(page * PAGE_SIZE),
            ..SearchQuery::default()
        }
    }

    pub fn show(&mut self, ui: &mut egui::Ui) -> Option<SearchQuery> {
        let mut wanted_page = None;
        egui::Grid::new("search-form")
            .num_columns(2)
            .show(ui, |ui| {
                labelled_text(ui, "Language pair:", &mut self.language_pair, "eng_esl");
                ui.end_row();
                choice(ui, "Service:", &mut self.service, SERVICES);
                ui.end_row();
                choice(ui, "Discipline:", &mut self.discipline, GENERAL_DISCIPLINES);
                ui.end_row();
                labelled_text(ui, "Native language:", &mut self.native_language, "deu");
                ui.end_row();
                labelled_text(ui, "Country:", &mut self.country, "de");
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut self.members_only, "Members only");
                ui.end_row();
            });
        let problem = self.pair_problem();
        ui.horizontal(|ui| {
            let idle = self.running.is_none();
            if ui
                .add_enabled(idle && problem.is_none(), egui::Button::new("Search"))
                .clicked()
            {
                wanted_page = Some(0);
            }
            if let Some(total) = self.total {
                let first = (self.page * PAGE_SIZE) as u64;
                let last = (first + PAGE_SIZE as u64).min(total);
                ui.label(if total == 0 {
                    "No matches.".to_owned()
                } else {
                    format!("Matches {}–{last} of {total}", first + 1)
                });
                if ui
                    .add_enabled(idle && self.page > 0, egui::Button::new("Previous page"))
                    .clicked()
                {
                    wanted_page = Some(self.page - 1);
                }
                if ui
                    .add_enabled(idle && last < total, egui::Button::new("Next page"))
                    .clicked()
                {
                    wanted_page = Some(self.page + 1);
                }
            }
            if !idle {
                ui.spinner();
            }
        });
        if let Some(problem) = problem.filter(|_| !self.language_pair.trim().is_empty()) {
            ui.colored_label(ui.visuals().warn_fg_color, problem);
        }
        if let Some(problem) = &self.problem {
            let color = ui.visuals().error_fg_color;
            super::widgets::problem(ui, color, problem);
        }
        let page = wanted_page?;
        self.asked = page;
        Some(self.query(page))
    }
}

fn labelled_text(ui: &mut egui::Ui, label: &str, value: &mut String, hint: &str) {
    let label = ui.label(label);
    ui.add(
        egui::TextEdit::singleline(value)
            .hint_text(hint)
            .desired_width(180.0),
    )
    .labelled_by(label.id);
}

fn choice(ui: &mut egui::Ui, label: &str, value: &mut Option<u32>, options: &[(u32, &str)]) {
    let label = ui.label(label);
    let shown = value
        .and_then(|id| options.iter().find(|(o, _)| *o == id))
        .map_or("any", |(_, name)| name);
    egui::ComboBox::from_id_salt(label.id)
        .selected_text(shown)
        .width(180.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(value, None, "any");
            for (id, name) in options {
                ui.selectable_value(value, Some(*id), *name);
            }
        })
        .response
        .labelled_by(label.id);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_pair_is_checked_before_searching() {
        let mut panel = SearchPanel::default();
        assert!(panel.pair_problem().is_some());
        panel.language_pair = "english_spanish".into();
        assert!(panel.pair_problem().is_some());
        panel.language_pair = " ENG_esl ".into();
        assert_eq!(panel.pair_problem(), None);
        panel.members_only = true;
        let query = panel.query(2);
        assert_eq!(query.language_pair, "eng_esl");
        assert_eq!((query.offset, query.is_member), (Some(50), Some(true)));
    }
}
