//! The search form: languages, country, service and disciplines picked by name (type to
//! filter, names from the directory's own lists where it serves them), and the directory's
//! documented filters about the pair (its priority, a credential in it, the Certified PRO
//! Network in it) and the years on the directory. Remembered between runs ([`SearchForm`],
//! in the app's saved state), so read back leniently.

use serde::{Deserialize, Serialize};

use super::picker::picker;
use crate::api::SearchQuery;
use crate::api::search::CredentialStatus;
use crate::catalogue::{Catalogue, Kind};

/// The search form as the user left it: codes, not names (names come from the catalogue).
/// Saved with the window's state; read back from a file, so [`SearchForm::query`] checks it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SearchForm {
    pub source: Option<String>,
    pub target: Option<String>,
    pub service: Option<String>,
    pub general_discipline: Option<String>,
    pub specific_discipline: Option<String>,
    pub native_language: Option<String>,
    pub country: Option<String>,
    pub members_only: bool,
    /// `max_pair_priority`: the pair among the freelancer's top N.
    pub max_pair_priority: Option<u32>,
    /// `is_pair_cpn`: the Certified PRO Network in the pair.
    pub pair_cpn: bool,
    /// `credential_status`: a credential in the pair.
    pub credential: Option<CredentialStatus>,
    /// `min_yrs_proz`: at least this many years on the directory.
    pub min_years: Option<u32>,
}

impl SearchForm {
    /// The query for the first page, or `None` until both languages are chosen.
    pub fn query(&self) -> Option<SearchQuery> {
        let code = |code: &Option<String>| code.as_deref().and_then(clean_code);
        let id = |code: &Option<String>| code.as_deref().and_then(|c| c.trim().parse().ok());
        Some(SearchQuery {
            language_pair: format!("{}_{}", code(&self.source)?, code(&self.target)?),
            language_service_id: id(&self.service),
            native_language: code(&self.native_language),
            // The directory ignores the general discipline beside a specific one: not sent.
            disc_gen_id: id(&self.general_discipline)
                .filter(|_| id(&self.specific_discipline).is_none()),
            disc_spec_id: id(&self.specific_discipline),
            is_member: self.members_only.then_some(true),
            country_code: code(&self.country),
            max_pair_priority: self.max_pair_priority.filter(|n| (1..=100).contains(n)),
            is_pair_cpn: self.pair_cpn.then_some(true),
            credential_status: self.credential,
            min_yrs_proz: self.min_years.filter(|n| *n <= 100),
            ..SearchQuery::default()
        })
    }

    pub(super) fn swap_languages(&mut self) {
        std::mem::swap(&mut self.source, &mut self.target);
    }
}

/// A code as the directory wrote it: opaque (`esl`, `.bo`, even punctuation alone), so kept
/// as it is, but short and without `_` (which joins a pair), spaces or control characters;
/// anything else (a saved state edited by hand) is no code.
fn clean_code(code: &str) -> Option<String> {
    let code = code.trim();
    let sane = !code.is_empty()
        && code.len() <= 16
        && code
            .chars()
            .all(|c| c != '_' && !c.is_whitespace() && !c.is_control());
    sane.then(|| code.to_owned())
}

/// The form's pickers, two grid columns: label, picker.
pub(super) fn form_rows(ui: &mut egui::Ui, form: &mut SearchForm, catalogue: &Catalogue) {
    picker(
        ui,
        &crate::tr!("search-from"),
        Kind::Language,
        catalogue,
        &mut form.source,
        false,
    );
    ui.end_row();
    ui.label("");
    let swap_words = crate::tr!("search-swap");
    let swap = ui.button("⇄").on_hover_text(&swap_words);
    // The arrow means nothing read aloud.
    ui.ctx()
        .accesskit_node_builder(swap.id, |node| node.set_label(swap_words));
    if swap.clicked() {
        form.swap_languages();
    }
    ui.end_row();
    picker(
        ui,
        &crate::tr!("search-to"),
        Kind::Language,
        catalogue,
        &mut form.target,
        false,
    );
    ui.end_row();
    let optional = [
        ("search-service", Kind::Service, &mut form.service),
        (
            "search-discipline",
            Kind::GeneralDiscipline,
            &mut form.general_discipline,
        ),
        (
            "search-specific-discipline",
            Kind::SpecificDiscipline,
            &mut form.specific_discipline,
        ),
        (
            "search-native-language",
            Kind::Language,
            &mut form.native_language,
        ),
        ("search-country", Kind::Country, &mut form.country),
    ];
    for (label, kind, value) in optional {
        picker(ui, &crate::tr!(label), kind, catalogue, value, true);
        ui.end_row();
    }
    if form.specific_discipline.is_some() && form.general_discipline.is_some() {
        ui.label("");
        ui.weak(crate::tr!("search-specific-wins"));
        ui.end_row();
    }
    ui.label("");
    ui.checkbox(&mut form.members_only, crate::tr!("search-members-only"));
    ui.end_row();
    filter_rows(ui, form);
}

/// The directory's filters about the pair itself and the years on it.
fn filter_rows(ui: &mut egui::Ui, form: &mut SearchForm) {
    let top = |n: u32| (n, crate::tr!("search-priority-top", count = n));
    choice(
        ui,
        &crate::tr!("search-pair-priority"),
        &mut form.max_pair_priority,
        &[
            (1, crate::tr!("search-priority-first")),
            top(2),
            top(3),
            top(5),
        ],
    );
    ui.end_row();
    choice(
        ui,
        &crate::tr!("search-credential"),
        &mut form.credential,
        &[
            (
                CredentialStatus::Reported,
                crate::tr!("search-credential-reported"),
            ),
            (
                CredentialStatus::Verified,
                crate::tr!("search-credential-verified"),
            ),
        ],
    );
    ui.end_row();
    let at_least = |n: u32| (n, crate::tr!("search-years-at-least", count = n));
    choice(
        ui,
        &crate::tr!("search-years"),
        &mut form.min_years,
        &[at_least(1), at_least(3), at_least(5), at_least(10)],
    );
    ui.end_row();
    ui.label("");
    ui.checkbox(&mut form.pair_cpn, crate::tr!("search-pair-cpn"));
    ui.end_row();
}

/// A labelled drop-down of `options`, "any" first (no choice).
fn choice<T: Copy + PartialEq>(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut Option<T>,
    options: &[(T, String)],
) {
    let label = ui.label(label);
    let any = crate::tr!("search-any");
    let shown = options
        .iter()
        .find(|(option, _)| Some(*option) == *value)
        .map_or(any.as_str(), |(_, name)| name.as_str());
    egui::ComboBox::from_id_salt(label.id.with("choice"))
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(value, None, any.as_str());
            for (option, name) in options {
                ui.selectable_value(value, Some(*option), name.as_str());
            }
        })
        .response
        .labelled_by(label.id);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_needs_both_languages_and_sends_codes() {
        let mut form = SearchForm {
            source: Some("eng".into()),
            ..SearchForm::default()
        };
        assert_eq!(form.query(), None);
        form.target = Some("deu".into());
        form.service = Some("1".into());
        form.specific_discipline = Some("107".into());
        form.country = Some("ch".into());
        form.members_only = true;
        let query = form.query().unwrap();
        assert_eq!(query.language_pair, "eng_deu");
        assert_eq!(query.language_service_id, Some(1));
        assert_eq!((query.disc_gen_id, query.disc_spec_id), (None, Some(107)));
        assert_eq!(query.country_code.as_deref(), Some("ch"));
        assert_eq!(query.is_member, Some(true));
        form.swap_languages();
        assert_eq!(form.query().unwrap().language_pair, "deu_eng");
    }

    #[test]
    fn a_saved_form_edited_by_hand_sends_no_nonsense() {
        let form = SearchForm {
            source: Some("eng_fra".into()),
            target: Some("deu".into()),
            ..SearchForm::default()
        };
        assert_eq!(form.query(), None, "a pair where a language belongs");
        let form = SearchForm {
            source: Some(" .bo ".into()),
            target: Some("-".into()),
            ..SearchForm::default()
        };
        assert_eq!(
            form.query().map(|q| q.language_pair).as_deref(),
            Some(".bo_-"),
            "the directory's own codes, dotted or punctuation alone, kept as written"
        );
        let form = SearchForm {
            source: Some("eng".into()),
            target: Some("deu".into()),
            service: Some("translation".into()),
            country: Some("c h".into()),
            ..SearchForm::default()
        };
        let query = form.query().unwrap();
        assert_eq!(
            (query.language_service_id, query.country_code),
            (None, None)
        );
    }

    #[test]
    fn the_pair_filters_are_sent_and_a_specific_discipline_alone() {
        let form = SearchForm {
            source: Some("eng".into()),
            target: Some("esl".into()),
            general_discipline: Some("4".into()),
            specific_discipline: Some("107".into()),
            max_pair_priority: Some(3),
            pair_cpn: true,
            credential: Some(CredentialStatus::Reported),
            min_years: Some(5),
            ..SearchForm::default()
        };
        let query = form.query().unwrap();
        assert_eq!((query.disc_gen_id, query.disc_spec_id), (None, Some(107)));
        assert_eq!(query.max_pair_priority, Some(3));
        assert_eq!(query.is_pair_cpn, Some(true));
        assert_eq!(query.credential_status, Some(CredentialStatus::Reported));
        assert_eq!(query.min_yrs_proz, Some(5));
        let edited = SearchForm {
            max_pair_priority: Some(0),
            min_years: Some(5000),
            ..form
        };
        let query = edited.query().unwrap();
        assert_eq!((query.max_pair_priority, query.min_yrs_proz), (None, None));
    }
}
