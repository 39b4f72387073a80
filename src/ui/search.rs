//! The search panel: the directory's `/freelancer-matches`, which the written spec does not
//! cover. The form picks languages, country, service and disciplines by name (type to
//! filter), and is remembered between runs ([`SearchForm`], in the app's saved state). The
//! matches have their own view, in the directory's order, a page at a time; from there a
//! page goes to the lookup table, or every match (up to the directory's 1,000) to the
//! composer's recipients, fetched by the worker with progress and Cancel.

use super::lookup::{Row, RowState};
use super::notice::Notice;
pub use super::search_form::SearchForm;
use super::search_form::form_rows;
use super::search_matches::{MatchesView, match_table, total_line};
use crate::api::search::SearchMatch;
use crate::api::{ApiError, Explained, Freelancer, SearchPage, SearchQuery};
use crate::catalogue::{Catalogue, Kind};
use crate::outbox::PlannedRecipient;
use crate::outbox::personalise::RecipientFields;
use crate::worker::{MAX_FETCHED, MatchesProgress, SearchEnd, TaskId};

/// Matches shown per page.
pub const PAGE_SIZE: u32 = 25;

/// What the panel asks the app to do.
#[derive(Debug, Clone, PartialEq)]
pub enum SearchAction {
    /// One page of matches.
    Page(SearchQuery),
    /// These matches into the lookup table.
    AddToTable(Vec<Freelancer>),
    /// A job offered to these matches (UUID and name), in the directory's order, in the
    /// language pair searched (its code, `eng_deu`: the offer form picks its languages).
    OfferJob {
        candidates: Vec<(uuid::Uuid, Option<String>)>,
        pair: String,
    },
    /// Every match of `query`, up to `limit`, into the composer's recipients.
    FetchAll { query: SearchQuery, limit: usize },
    /// Stop fetching every match.
    Cancel(TaskId),
}

/// The matches on show: one page of a search.
struct Shown {
    /// The search, without its page.
    query: SearchQuery,
    /// From 0.
    page: u32,
    total: u64,
    matches: Vec<SearchMatch>,
}

/// Every match being fetched for the recipients.
struct Fetching {
    job: TaskId,
    progress: MatchesProgress,
    recipients: Vec<PlannedRecipient>,
    /// Matches without a UUID: they cannot be written to.
    left_out: usize,
}

/// What became of fetching every match, for the app to apply.
pub enum Fetched {
    /// All fetched: these go to the recipients.
    Recipients {
        recipients: Vec<PlannedRecipient>,
        left_out: usize,
    },
    /// Stopped or failed: nothing was added; the toast says why.
    Nothing(Notice),
}

#[derive(Default)]
pub struct SearchPanel {
    shown: Option<Shown>,
    /// The page asked for last, while it is on its way.
    asked: Option<(TaskId, SearchQuery, u32)>,
    fetching: Option<Fetching>,
    problem: Option<Explained>,
    /// How the matches show: their order and which are selected.
    view: MatchesView,
    /// The match opened last (a click, or Enter), shown in the inspector beside the tab.
    opened: Option<Row>,
}

impl SearchPanel {
    pub fn started(&mut self, job: TaskId, query: &SearchQuery) {
        let page = query.offset.unwrap_or(0) / PAGE_SIZE;
        let bare = SearchQuery {
            limit: None,
            offset: None,
            ..query.clone()
        };
        self.asked = Some((job, bare, page));
        self.problem = None;
    }

    /// The session moved on: its worker, and the jobs it ran, are gone, and matches from
    /// another directory mean nothing here. The form stays.
    pub fn connection_lost(&mut self) {
        *self = Self::default();
    }

    /// Takes a page of matches.
    pub fn on_result(&mut self, job: TaskId, result: Result<SearchPage, ApiError>) {
        let Some((_, query, page)) = self.asked.take_if(|(asked, ..)| *asked == job) else {
            return;
        };
        match result {
            Ok(answer) => {
                // A new page: its matches are other rows.
                self.view.selection = Default::default();
                self.shown = Some(Shown {
                    query,
                    page,
                    total: answer.total,
                    matches: answer.matches,
                });
            }
            Err(ApiError::NotAvailable { .. }) => {
                self.problem = Some(Explained::new(crate::tr!("search-not-available"), ""));
            }
            Err(err) => {
                let explained = err.explained();
                // The log is read in English, whatever the window speaks.
                let english = crate::i18n::in_english(|| err.explained().plain);
                tracing::info!(details = %explained.details, "search failed: {english}");
                self.problem = Some(explained);
            }
        }
    }

    /// The match opened last, for the inspector.
    pub fn opened(&self) -> Option<&Row> {
        self.opened.as_ref()
    }

    /// `uuid`'s profile among the page's matches, if it is there.
    pub fn profile(&self, uuid: uuid::Uuid) -> Option<&Freelancer> {
        let shown = self.shown.as_ref()?;
        let mut profiles = shown.matches.iter().map(|m| &m.freelancer);
        profiles.find(|f| f.uuid == Some(uuid))
    }

    pub fn fetching_started(&mut self, job: TaskId, limit: usize) {
        self.fetching = Some(Fetching {
            job,
            progress: MatchesProgress {
                wanted: limit,
                ..MatchesProgress::default()
            },
            recipients: Vec::new(),
            left_out: 0,
        });
    }

    /// Takes a page of every match being fetched; returns their profiles, worth the composer
    /// knowing.
    pub fn on_matches(
        &mut self,
        job: TaskId,
        matches: Vec<SearchMatch>,
        progress: MatchesProgress,
    ) -> Vec<Freelancer> {
        let Some(fetching) = self.fetching.as_mut().filter(|f| f.job == job) else {
            return Vec::new();
        };
        fetching.progress = progress;
        let mut profiles = Vec::with_capacity(matches.len());
        for found in matches {
            let freelancer = found.freelancer;
            match freelancer.uuid {
                Some(uuid) => fetching.recipients.push(PlannedRecipient {
                    uuid,
                    name: freelancer.display_name(),
                    fields: Some(RecipientFields::of(&freelancer)),
                }),
                None => fetching.left_out += 1,
            }
            profiles.push(freelancer);
        }
        profiles
    }

    /// Fetching every match ended: what the app does with them.
    pub fn on_fetched(&mut self, job: TaskId, end: SearchEnd) -> Option<Fetched> {
        let fetching = self.fetching.take_if(|f| f.job == job)?;
        Some(match end {
            SearchEnd::Completed => Fetched::Recipients {
                recipients: fetching.recipients,
                left_out: fetching.left_out,
            },
            SearchEnd::Cancelled => Fetched::Nothing(Notice::problem_with_details(
                || crate::tr!("search-fetch-cancelled"),
                "",
            )),
            SearchEnd::Failed(err) => Fetched::Nothing(Notice::problem_with_details(
                || crate::tr!("search-fetch-failed", reason = err.explained().plain),
                err.explained().details,
            )),
        })
    }

    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        form: &mut SearchForm,
        catalogue: &Catalogue,
    ) -> Option<SearchAction> {
        let mut action = self.show_form(ui, form, catalogue);
        ui.separator();
        if let Some(problem) = &self.problem {
            let color = ui.visuals().error_fg_color;
            super::widgets::problem(ui, color, problem);
        }
        action = self.show_matches(ui, catalogue).or(action);
        action
    }

    fn show_form(
        &mut self,
        ui: &mut egui::Ui,
        form: &mut SearchForm,
        catalogue: &Catalogue,
    ) -> Option<SearchAction> {
        // At most half the tab's height: at the window's smallest size the form scrolls, and
        // the Search button and the matches stay in view.
        egui::ScrollArea::vertical()
            .id_salt("search-form-scroll")
            .max_height((ui.available_height() * 0.5).max(120.0))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                egui::Grid::new("search-form")
                    .num_columns(2)
                    .show(ui, |ui| form_rows(ui, form, catalogue));
            });
        let query = form.query();
        let mut action = None;
        ui.horizontal(|ui| {
            let idle = self.asked.is_none();
            let search = ui.add_enabled(
                idle && query.is_some(),
                egui::Button::new(crate::tr!("search-search")),
            );
            if let Some(query) = query.filter(|_| search.clicked()) {
                action = Some(SearchAction::Page(page_of(&query, 0)));
            }
            match (&form.source, &form.target) {
                (Some(source), Some(target)) => {
                    ui.label(catalogue.pair(&format!("{source}_{target}")));
                }
                _ => {
                    ui.weak(crate::tr!("search-choose-languages"));
                }
            }
            if !idle {
                ui.spinner();
            }
        });
        // A saved choice in codes this directory does not use would find nobody, silently.
        let foreign: Vec<&str> = [&form.source, &form.target, &form.native_language]
            .into_iter()
            .flatten()
            .filter(|code| catalogue.is_foreign(Kind::Language, code))
            .map(String::as_str)
            .collect();
        if !foreign.is_empty() {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                crate::tr!("search-foreign-codes", codes = crate::i18n::list(&foreign)),
            );
        }
        action
    }

    fn show_matches(&mut self, ui: &mut egui::Ui, catalogue: &Catalogue) -> Option<SearchAction> {
        let shown = self.shown.as_ref()?;
        let idle = self.asked.is_none();
        let mut action = None;
        let first = u64::from(shown.page * PAGE_SIZE);
        let last = first + shown.matches.len() as u64;
        ui.horizontal(|ui| {
            ui.strong(total_line(
                shown.total,
                &catalogue.pair(&shown.query.language_pair),
            ));
            if !shown.matches.is_empty() {
                // Positions, written whole (at most 1000).
                ui.label(crate::tr!(
                    "search-showing",
                    first = (first + 1).to_string(),
                    last = last.to_string()
                ));
            }
            let previous = ui.add_enabled(
                idle && shown.page > 0,
                egui::Button::new(crate::tr!("search-previous-page")),
            );
            if previous.clicked() {
                action = Some(SearchAction::Page(page_of(&shown.query, shown.page - 1)));
            }
            let reachable = shown.total.min(crate::api::search::MAX_MATCHES);
            let next = ui.add_enabled(
                idle && last < reachable,
                egui::Button::new(crate::tr!("search-next-page")),
            );
            if next.clicked() {
                action = Some(SearchAction::Page(page_of(&shown.query, shown.page + 1)));
            }
        });
        // As `Catalogue::guessed_pair` says it, which is English for the command line.
        if !catalogue.served_by_directory(Kind::Language) {
            let pair = shown.query.language_pair.as_str();
            ui.colored_label(
                ui.visuals().warn_fg_color,
                crate::tr!("search-pair-guessed", pair = pair),
            );
        }
        action = self.show_match_actions(ui).or(action);
        let shown = self.shown.as_ref()?;
        ui.weak(crate::tr!("search-ranking"));
        if let Some(at) = match_table(ui, &shown.matches, catalogue, &mut self.view) {
            let freelancer = &shown.matches[at].freelancer;
            self.opened = freelancer.uuid.map(|uuid| Row {
                uuid,
                state: RowState::Loaded(Box::new(freelancer.clone())),
                summary: None,
            });
        }
        action
    }

    /// "Add these 25 to the table" and "Offer them a job…" (or, with matches selected, the
    /// same for them), and "Add all 166 matches to recipients" or its progress.
    fn show_match_actions(&self, ui: &mut egui::Ui) -> Option<SearchAction> {
        let shown = self.shown.as_ref()?;
        let mut action = None;
        // Wrapped: a narrow window still shows every button.
        ui.horizontal_wrapped(|ui| {
            let on_page = shown.matches.len();
            let chosen = self.chosen(shown);
            let selected = self.view.selection.len();
            let (add, offer) = if selected == 0 {
                (
                    crate::tr!("search-add-page", count = on_page),
                    crate::tr!("search-offer-job"),
                )
            } else {
                (
                    crate::tr!("search-add-selected", count = selected),
                    crate::tr!("search-offer-selected", count = selected),
                )
            };
            if on_page > 0
                && ui
                    .button(add)
                    .on_hover_text(crate::tr!("search-add-page.hover"))
                    .clicked()
            {
                let found = chosen.iter().map(|m| m.freelancer.clone()).collect();
                action = Some(SearchAction::AddToTable(found));
            }
            if on_page > 0
                && ui
                    .button(offer)
                    .on_hover_text(crate::tr!("search-offer-job.hover"))
                    .clicked()
            {
                action = Some(offer_job(&shown.query, &chosen));
            }
            match &self.fetching {
                Some(fetching) => {
                    let MatchesProgress {
                        fetched, wanted, ..
                    } = fetching.progress;
                    ui.spinner();
                    ui.label(crate::tr!(
                        "search-fetching",
                        fetched = fetched,
                        wanted = wanted
                    ));
                    if ui.button(crate::tr!("search-cancel")).clicked() {
                        action = Some(SearchAction::Cancel(fetching.job));
                    }
                }
                None => {
                    let all = usize::try_from(shown.total)
                        .unwrap_or(MAX_FETCHED)
                        .min(MAX_FETCHED);
                    if all > 0
                        && ui
                            .button(crate::tr!("search-add-all", count = all))
                            .on_hover_text(crate::tr!("search-add-all.hover"))
                            .clicked()
                    {
                        action = Some(SearchAction::FetchAll {
                            query: shown.query.clone(),
                            limit: all,
                        });
                    }
                }
            }
        });
        action
    }
}

/// These matches as an offer's candidates, in the directory's order (its relevance), with
/// the pair searched by its code; a match without a UUID cannot be written to.
fn offer_job(query: &SearchQuery, matches: &[&SearchMatch]) -> SearchAction {
    SearchAction::OfferJob {
        candidates: matches
            .iter()
            .filter_map(|m| Some((m.freelancer.uuid?, m.freelancer.display_name())))
            .collect(),
        pair: query.language_pair.clone(),
    }
}

impl SearchPanel {
    /// The matches the page's buttons act on, in the directory's order: those selected, or
    /// (none selected) the whole page.
    fn chosen<'a>(&self, shown: &'a Shown) -> Vec<&'a SearchMatch> {
        let selection = &self.view.selection;
        shown
            .matches
            .iter()
            .enumerate()
            .filter(|(at, _)| selection.is_empty() || selection.is_selected(at))
            .map(|(_, m)| m)
            .collect()
    }
}

/// The query for page `page` (from 0) of `query`.
fn page_of(query: &SearchQuery, page: u32) -> SearchQuery {
    SearchQuery {
        limit: Some(PAGE_SIZE),
        offset: Some(page * PAGE_SIZE),
        ..query.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_page_asked_for_last_is_shown() {
        let mut panel = SearchPanel::default();
        let query = SearchForm {
            source: Some("eng".into()),
            target: Some("deu".into()),
            ..SearchForm::default()
        }
        .query()
        .unwrap();
        panel.started(TaskId(3), &page_of(&query, 2));
        let answer = |total| {
            Ok(SearchPage {
                total,
                matches: Vec::new(),
            })
        };
        panel.on_result(TaskId(2), answer(5));
        assert!(panel.shown.is_none(), "an older answer is not shown");
        panel.on_result(TaskId(3), answer(166));
        let shown = panel.shown.as_ref().unwrap();
        assert_eq!((shown.page, shown.total), (2, 166));
        assert_eq!(shown.query, query, "kept without its page");
        panel.started(TaskId(4), &page_of(&query, 0));
        panel.on_result(
            TaskId(4),
            Err(ApiError::NotAvailable {
                status: 404,
                what: "freelancer search",
            }),
        );
        assert!(
            panel
                .problem
                .as_ref()
                .unwrap()
                .plain
                .contains("no freelancer search")
        );
        panel.connection_lost();
        assert!(panel.shown.is_none() && panel.problem.is_none());
    }

    #[test]
    fn every_match_fetched_becomes_a_recipient_and_a_cancel_adds_none() {
        let mut panel = SearchPanel::default();
        panel.fetching_started(TaskId(7), 3);
        let uuid = uuid::Uuid::from_u128(5);
        let found = |uuid: Option<uuid::Uuid>| SearchMatch {
            freelancer: Freelancer {
                uuid,
                site_name: Some("Ada".into()),
                ..Freelancer::default()
            },
            relevance: serde_json::Value::Null,
        };
        let progress = MatchesProgress {
            fetched: 2,
            wanted: 3,
            total: 3,
        };
        assert!(
            panel
                .on_matches(TaskId(8), vec![found(Some(uuid))], progress)
                .is_empty()
        );
        assert_eq!(
            panel
                .on_matches(TaskId(7), vec![found(Some(uuid)), found(None)], progress)
                .len(),
            2
        );
        let Some(Fetched::Recipients {
            recipients,
            left_out,
        }) = panel.on_fetched(TaskId(7), SearchEnd::Completed)
        else {
            panic!("the fetch completed");
        };
        assert_eq!((recipients.len(), left_out), (1, 1));
        assert_eq!(recipients[0].name.as_deref(), Some("Ada"));
        panel.fetching_started(TaskId(9), 3);
        panel.on_matches(TaskId(9), vec![found(Some(uuid))], progress);
        assert!(matches!(
            panel.on_fetched(TaskId(9), SearchEnd::Cancelled),
            Some(Fetched::Nothing(_))
        ));
        assert!(panel.on_fetched(TaskId(9), SearchEnd::Completed).is_none());
    }
}
