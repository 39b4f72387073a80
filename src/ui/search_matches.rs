//! The matches of a search as the directory answers them: its count of every match
//! (`meta.num_results`, though only the first 1,000 can be paged through), and a page's
//! matches in its order (members first) or sorted by KudoZ points in the pair
//! (`relevance.kudoz_in_pair`), a click on that column's header away.

use egui_extras::{Column, TableBuilder};

use super::selection::Selection;
use super::selection_input::{RowClicks, TableKeys};

use crate::api::Freelancer;
use crate::api::search::{MAX_MATCHES, SearchMatch};
use crate::catalogue::Catalogue;

/// "58,419 matches for English → Spanish; the directory shows the first 1,000", or "166
/// matches for English → German".
pub(super) fn total_line(total: u64, pair_name: &str) -> String {
    if total > MAX_MATCHES {
        crate::tr!(
            "search-total-capped",
            count = total,
            pair = pair_name,
            max = MAX_MATCHES
        )
    } else {
        crate::tr!("search-total", count = total, pair = pair_name)
    }
}

/// The order rows are shown in: the directory's, or by KudoZ points in the pair, most
/// first, matches without points last (each group keeping the directory's order).
pub(super) fn order(matches: &[SearchMatch], by_kudoz: bool) -> Vec<usize> {
    let mut rows: Vec<usize> = (0..matches.len()).collect();
    if by_kudoz {
        rows.sort_by_key(|&row| std::cmp::Reverse(matches[row].kudoz_in_pair()));
    }
    rows
}

/// How the matches' table is shown: its order and its selection, by each match's place on
/// the page (the page's matches do not change while it shows).
#[derive(Default)]
pub(super) struct MatchesView {
    /// Sorted by KudoZ points in the pair, rather than in the directory's order.
    pub(super) by_kudoz: bool,
    pub(super) selection: Selection<usize>,
    /// The position the keys moved the cursor to, scrolled to on the next frame.
    scroll_to: Option<usize>,
}

/// One row per match: a checkbox, name, country, native languages, KudoZ points in the pair.
/// Clicking the last header sorts by it, clicking again returns to the directory's order.
/// Rows are selected as in every table (`ui/selection.rs`); returns the match opened (a
/// click, or Enter), by its place on the page.
pub(super) fn match_table(
    ui: &mut egui::Ui,
    matches: &[SearchMatch],
    catalogue: &Catalogue,
    view: &mut MatchesView,
) -> Option<usize> {
    if matches.is_empty() {
        ui.label(crate::tr!("search-no-matches-on-page"));
        return None;
    }
    let rows = order(matches, view.by_kudoz);
    let keys = TableKeys::begin(ui, "search-matches");
    let mut clicks = RowClicks::default();
    let mut sort = false;
    // Wider than a narrow window (the KudoZ header in German, the inspector beside it):
    // scrolled sideways rather than cut, as the results table is.
    egui::ScrollArea::horizontal()
        .id_salt("search-matches-wide")
        .show(ui, |ui| {
            let mut table = TableBuilder::new(ui)
                .id_salt("search-matches")
                .striped(true)
                .resizable(true)
                .sense(egui::Sense::click());
            if let Some(position) = view.scroll_to.take() {
                table = table.scroll_to_row(position, None);
            }
            let (selection, by_kudoz) = (&view.selection, view.by_kudoz);
            table
                .column(Column::exact(26.0))
                .column(Column::initial(260.0).at_least(100.0).clip(true))
                .column(Column::initial(160.0).at_least(60.0).clip(true))
                .column(Column::initial(200.0).at_least(60.0).clip(true))
                .column(Column::remainder().at_least(90.0))
                .header(22.0, |header| sort = header_row(header, by_kudoz))
                .body(|body| {
                    body.rows(22.0, rows.len(), |mut row| {
                        let key = rows[row.index()];
                        let hover = crate::tr!("search-select-row");
                        keys.checkbox_cell(&mut row, selection, key, &hover, &mut clicks);
                        for cell in cells(&matches[key], catalogue) {
                            row.col(|ui| {
                                // Not selectable, so that a click anywhere in the row selects it.
                                ui.add(egui::Label::new(cell).selectable(false).truncate());
                            });
                        }
                        keys.end_row(&row, selection, key, &mut clicks);
                    });
                });
        });
    if sort {
        view.by_kudoz = !view.by_kudoz;
    }
    let mut opened = None;
    for gesture in keys.finish(ui, clicks) {
        let outcome = view.selection.apply(gesture, &rows);
        opened = outcome.open.or(opened);
        view.scroll_to = outcome.scroll_to.or(view.scroll_to);
    }
    opened
}

/// The header: the checkbox column's, then the titles; the last, KudoZ in the pair, sorts
/// by it. Whether it was clicked.
fn header_row(mut header: egui_extras::TableRow<'_, '_>, by_kudoz: bool) -> bool {
    header.col(|_| {});
    for title in [
        "search-column-name",
        "search-column-country",
        "search-column-native-language",
    ] {
        header.col(|ui| {
            ui.strong(crate::tr!(title));
        });
    }
    let mut clicked = false;
    header.col(|ui| {
        let arrow = if by_kudoz { " ▼" } else { "" };
        let title = format!("{}{arrow}", crate::tr!("search-column-kudoz"));
        clicked = ui
            .selectable_label(by_kudoz, title)
            .on_hover_text(crate::tr!("search-column-kudoz.hover"))
            .clicked();
    });
    clicked
}

fn cells(found: &SearchMatch, catalogue: &Catalogue) -> [String; 4] {
    let freelancer = &found.freelancer;
    let name = freelancer.display_name().unwrap_or_else(|| {
        freelancer
            .uuid
            .map_or_else(|| crate::tr!("search-no-name"), |u| u.to_string())
    });
    let country = freelancer
        .country_code()
        .map_or("", |code| catalogue.country(code));
    let kudoz = found
        .kudoz_in_pair()
        .map_or_else(String::new, |points| crate::i18n::number(points as f64));
    [
        name,
        country.to_owned(),
        native_languages(freelancer, catalogue),
        kudoz,
    ]
}

fn native_languages(freelancer: &Freelancer, catalogue: &Catalogue) -> String {
    crate::i18n::list(
        freelancer
            .qualifications
            .iter()
            .flat_map(|q| &q.native_language)
            .map(|code| catalogue.language(code)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::models::FromRaw;
    use serde_json::json;

    fn found(kudoz: serde_json::Value) -> SearchMatch {
        SearchMatch {
            freelancer: Freelancer::from_raw(serde_json::Map::new()),
            relevance: json!({ "kudoz_in_pair": kudoz }),
        }
    }

    #[test]
    fn the_total_is_the_directorys_and_says_what_can_be_seen() {
        assert_eq!(
            total_line(58_419, "English → Spanish"),
            "58,419 matches for English → Spanish; the directory shows the first 1,000"
        );
        assert_eq!(
            total_line(1, "English → German"),
            "1 match for English → German"
        );
        assert_eq!(total_line(1_000, "x"), "1,000 matches for x");
    }

    /// Each language counts the matches with its own plurals and writes the numbers its way.
    #[test]
    fn the_total_is_counted_in_the_window_s_language() {
        use crate::i18n::{Language, scoped};
        let in_language = |language, total| {
            let _language = scoped(language);
            total_line(total, "x")
        };
        assert_eq!(
            in_language(Language::German, 58_419),
            "58.419 Treffer für x; das Verzeichnis zeigt die ersten 1.000"
        );
        assert_eq!(in_language(Language::Polish, 3), "3 wyniki dla x");
        assert_eq!(in_language(Language::Polish, 5), "5 wyników dla x");
        assert_eq!(in_language(Language::French, 1), "1 résultat pour x");
        assert_eq!(
            in_language(Language::ChineseSimplified, 2),
            "x：共 2 个匹配结果"
        );
    }

    #[test]
    fn sorting_by_kudoz_puts_most_first_and_none_last() {
        let matches = [
            found(json!("12")),
            found(json!(null)),
            found(json!("24593")),
            found(json!(12)),
        ];
        assert_eq!(order(&matches, false), [0, 1, 2, 3]);
        assert_eq!(order(&matches, true), [2, 0, 3, 1]);
    }
}
