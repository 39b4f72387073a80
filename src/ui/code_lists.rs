//! Which code lists the directory served, for the Account panel: its own names and codes
//! (languages, services, account types from `/codes/…`), or the built-in ones, which are a
//! guess at its codes and said to be one.

use crate::catalogue::{Catalogue, Kind};

/// The lists a directory may serve, with the message ids of the panel's names for them.
const LISTS: [(Kind, &str); 3] = [
    (Kind::Language, "search-code-lists-languages"),
    (Kind::Service, "search-code-lists-services"),
    (Kind::AccountType, "search-code-lists-account-types"),
];

/// One line per list: served by the directory, or built in (guessed). `answered` is false
/// until the directory's lists have been asked for and the answer is in.
pub fn show(ui: &mut egui::Ui, catalogue: &Catalogue, answered: bool) {
    ui.strong(crate::tr!("search-code-lists"));
    if !answered {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(crate::tr!("search-code-lists-asking"));
        });
        return;
    }
    egui::Grid::new("code-lists").num_columns(2).show(ui, |ui| {
        for (kind, title) in LISTS {
            ui.label(crate::tr!(title));
            let (served, line) = describe(catalogue, kind);
            if served {
                ui.label(line);
            } else {
                ui.colored_label(ui.visuals().warn_fg_color, line);
            }
            ui.end_row();
        }
    });
}

/// Whether the directory served `kind`'s list, and the words for it.
pub fn describe(catalogue: &Catalogue, kind: Kind) -> (bool, String) {
    let count = catalogue.entries(kind).len();
    if catalogue.served_by_directory(kind) {
        (true, crate::tr!("search-code-lists-served", count = count))
    } else {
        (false, crate::tr!("search-code-lists-guessed"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::{DirectoryLists, Entry};

    #[test]
    fn each_list_says_whether_it_was_served_or_guessed() {
        let catalogue = Catalogue::with_directory_lists(&DirectoryLists {
            languages: vec![Entry::new("esl", "Spanish"), Entry::new(".bo", "Bosnian")],
            ..Default::default()
        });
        assert_eq!(
            describe(&catalogue, Kind::Language),
            (true, "served by this directory (2)".to_owned())
        );
        let (served, line) = describe(&catalogue, Kind::Service);
        assert!(!served && line.contains("guessed"), "{line}");
    }
}
