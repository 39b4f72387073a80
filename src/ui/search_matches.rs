//! The matches of a search as the directory answers them: its count of every match
//! (`meta.num_results`, though only the first 1,000 can be paged through), and a page's
//! matches in its order (members first) or sorted by KudoZ points in the pair
//! (`relevance.kudoz_in_pair`), a click on that column's header away.

use egui_extras::{Column, TableBuilder};

use crate::api::Freelancer;
use crate::api::search::{MAX_MATCHES, SearchMatch};
use crate::catalogue::Catalogue;
use crate::words;

/// "58,419 matches for English → Spanish; the directory shows the first 1,000", or "166
/// matches for English → German".
pub(super) fn total_line(total: u64, pair_name: &str) -> String {
    let count = usize::try_from(total).unwrap_or(usize::MAX);
    let mut line = format!(
        "{} {} for {pair_name}",
        words::number(count),
        words::agree(count, "match", "matches"),
    );
    if total > MAX_MATCHES {
        line.push_str(&format!(
            "; the directory shows the first {}",
            words::number(MAX_MATCHES as usize)
        ));
    }
    line
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

const KUDOZ_TITLE: &str = "KudoZ in pair";

/// One row per match: name, country, native languages, KudoZ points in the pair. Clicking
/// the last header sorts by it, clicking again returns to the directory's order.
pub(super) fn match_table(
    ui: &mut egui::Ui,
    matches: &[SearchMatch],
    catalogue: &Catalogue,
    by_kudoz: &mut bool,
) {
    if matches.is_empty() {
        ui.label("No matches on this page.");
        return;
    }
    let rows = order(matches, *by_kudoz);
    TableBuilder::new(ui)
        .id_salt("search-matches")
        .striped(true)
        .resizable(true)
        .column(Column::initial(260.0).at_least(100.0).clip(true))
        .column(Column::initial(160.0).at_least(60.0).clip(true))
        .column(Column::initial(200.0).at_least(60.0).clip(true))
        .column(Column::remainder().at_least(90.0))
        .header(22.0, |mut header| {
            for title in ["Name", "Country", "Native language"] {
                header.col(|ui| {
                    ui.strong(title);
                });
            }
            header.col(|ui| {
                let arrow = if *by_kudoz { " ⏷" } else { "" };
                let sort = ui
                    .selectable_label(*by_kudoz, format!("{KUDOZ_TITLE}{arrow}"))
                    .on_hover_text(
                        "The freelancer's KudoZ points in this pair. Click to sort by them; \
                         again for the directory's order.",
                    );
                if sort.clicked() {
                    *by_kudoz = !*by_kudoz;
                }
            });
        })
        .body(|body| {
            body.rows(22.0, rows.len(), |mut row| {
                let found = &matches[rows[row.index()]];
                for cell in cells(found, catalogue) {
                    row.col(|ui| {
                        ui.add(egui::Label::new(cell).truncate());
                    });
                }
            });
        });
}

fn cells(found: &SearchMatch, catalogue: &Catalogue) -> [String; 4] {
    let freelancer = &found.freelancer;
    let name = freelancer.display_name().unwrap_or_else(|| {
        freelancer
            .uuid
            .map_or_else(|| "(no name)".into(), |u| u.to_string())
    });
    let country = freelancer
        .country_code()
        .map_or("", |code| catalogue.country(code));
    let kudoz = found.kudoz_in_pair().map_or_else(String::new, |points| {
        words::number(usize::try_from(points).unwrap_or(usize::MAX))
    });
    [
        name,
        country.to_owned(),
        native_languages(freelancer, catalogue),
        kudoz,
    ]
}

fn native_languages(freelancer: &Freelancer, catalogue: &Catalogue) -> String {
    freelancer
        .qualifications
        .iter()
        .flat_map(|q| &q.native_language)
        .map(|code| catalogue.language(code).to_owned())
        .collect::<Vec<_>>()
        .join(", ")
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
