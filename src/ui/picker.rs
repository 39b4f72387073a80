//! A type-to-filter picker for the directory's codes: a text field showing the chosen name;
//! typing into it opens a list of the catalogue's names that match ("germ" offers German and
//! Swiss German). A click, or Enter on the highlighted name (moved with ↑ and ↓), picks one;
//! Escape or a click elsewhere closes the list and keeps what was chosen. An optional picker
//! offers "any" first, which clears the choice.
//!
//! The value is the code (`deu`, `ch`, `3`); nobody sees it.

use egui::Key;

use crate::catalogue::{Catalogue, Kind};

/// The English of `search-any`, the name that stands for no choice (the tests compare with it).
#[cfg(test)]
const ANY: &str = "any";
/// The list's height: about ten names.
const LIST_HEIGHT: f32 = 240.0;
const FIELD_WIDTH: f32 = 200.0;

/// What a picker remembers between frames while its list is open.
#[derive(Clone, Default)]
struct Open {
    /// What was typed since the list opened.
    typed: String,
    /// The name Enter would pick, as an index into the offered names (0 is "any" when
    /// optional); none until something is typed or ↓ pressed, so that Enter on a list
    /// just opened picks nothing by surprise.
    highlighted: Option<usize>,
    /// Where the list was drawn last frame, so that a click in it does not close it.
    list: Option<egui::Rect>,
}

/// A picker for `kind`, labelled `label`; `value` is the chosen code (`None`: any). Returns
/// true when the choice changed.
pub fn picker(
    ui: &mut egui::Ui,
    label: &str,
    kind: Kind,
    catalogue: &Catalogue,
    value: &mut Option<String>,
    optional: bool,
) -> bool {
    let label = ui.label(label);
    let id = label.id.with("picker");
    let mut open: Option<Open> = ui.data(|d| d.get_temp(id));
    let chosen_name = value
        .as_deref()
        .map(|code| catalogue.shown(kind, code).to_owned());
    // Closed, the field shows the choice; open, what is typed to filter by.
    let mut text = match &open {
        Some(open) => open.typed.clone(),
        None => chosen_name.clone().unwrap_or_default(),
    };
    let hint = match (&chosen_name, optional) {
        (Some(name), _) => name.clone(),
        (None, true) => crate::tr!("search-any"),
        (None, false) => crate::tr!("search-type-to-choose"),
    };
    let field = ui
        .add(
            egui::TextEdit::singleline(&mut text)
                .id(id.with("field"))
                .hint_text(hint)
                .desired_width(FIELD_WIDTH),
        )
        .labelled_by(label.id);
    if open.is_none() && (field.gained_focus() || field.has_focus()) {
        // Opening starts from an empty filter: every name is offered.
        text.clear();
        open = Some(Open::default());
    }
    let Some(mut state) = open else {
        return false;
    };
    if field.changed() {
        state.typed = text;
        // The best match, once there is something to match.
        state.highlighted = (!state.typed.trim().is_empty()).then_some(0);
    }
    let offered = offered(catalogue, kind, &state.typed, optional);
    let keys = Keys::pressed(ui);
    if keys.down {
        let last = offered.len().saturating_sub(1);
        state.highlighted = Some(state.highlighted.map_or(0, |h| (h + 1).min(last)));
    }
    if keys.up {
        state.highlighted = state.highlighted.map(|h| h.saturating_sub(1));
    }
    let (mut picked, list) = show_list(ui, id, field.rect, &offered, &state, kind, &keys);
    state.list = Some(list);
    if keys.enter && (field.lost_focus() || field.has_focus()) {
        picked = state
            .highlighted
            .and_then(|h| offered.get(h))
            .map(|(code, _)| code.clone());
    }
    let closes = picked.is_some() || keys.escape || left(ui, &field, state.list);
    let changed = matches!(&picked, Some(code) if code != value);
    if let Some(code) = picked.filter(|_| changed) {
        *value = code;
    }
    if closes {
        ui.data_mut(|d| d.remove::<Open>(id));
        if field.has_focus() {
            ui.memory_mut(|m| m.surrender_focus(field.id));
        }
    } else {
        ui.data_mut(|d| d.insert_temp(id, state));
    }
    changed
}

/// Whether the user left the picker: tabbed away, clicked outside the field and the list,
/// or came back to a list left open when its panel was last shown.
fn left(ui: &egui::Ui, field: &egui::Response, list: Option<egui::Rect>) -> bool {
    let (pressed, down_or_released, pressed_at) = ui.input(|i| {
        (
            i.pointer.any_pressed(),
            i.pointer.any_down() || i.pointer.any_released(),
            i.pointer.interact_pos(),
        )
    });
    let pressed_elsewhere = pressed
        && pressed_at.is_some_and(|pos| {
            !field.rect.contains(pos) && !list.is_some_and(|list| list.contains(pos))
        });
    let stale = !field.has_focus() && !field.lost_focus() && !down_or_released;
    let tabbed_away = field.lost_focus() && !pressed;
    pressed_elsewhere || stale || tabbed_away
}

/// The keys that work the list, pressed this frame.
struct Keys {
    down: bool,
    up: bool,
    enter: bool,
    escape: bool,
}

impl Keys {
    fn pressed(ui: &egui::Ui) -> Self {
        ui.input(|i| Keys {
            down: i.key_pressed(Key::ArrowDown),
            up: i.key_pressed(Key::ArrowUp),
            enter: i.key_pressed(Key::Enter),
            escape: i.key_pressed(Key::Escape),
        })
    }
}

/// The open list below the field (`field`): the names offered, the highlighted one marked.
/// Returns the code clicked, if any, and where the list was drawn.
fn show_list(
    ui: &egui::Ui,
    id: egui::Id,
    field: egui::Rect,
    offered: &[(Option<String>, String)],
    state: &Open,
    kind: Kind,
    keys: &Keys,
) -> (Option<Option<String>>, egui::Rect) {
    let mut picked = None;
    let area = egui::Area::new(id.with("list"))
        .order(egui::Order::Foreground)
        .fixed_pos(field.left_bottom())
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                // As wide as the field: long names wrap rather than widen the list.
                ui.set_width(field.width());
                if offered.is_empty() {
                    ui.weak(crate::tr!("search-none-called", kind = kind_key(kind)));
                    return;
                }
                let row_height = ui.spacing().interact_size.y;
                let mut scroll = egui::ScrollArea::vertical()
                    .max_height(LIST_HEIGHT)
                    .auto_shrink([true, true]);
                if keys.down || keys.up {
                    // Keeps the highlighted name in view, a row above it showing.
                    let row = row_height + ui.spacing().item_spacing.y;
                    scroll = scroll.vertical_scroll_offset(
                        (state.highlighted.unwrap_or(0) as f32 - 1.0).max(0.0) * row,
                    );
                }
                scroll.show_rows(ui, row_height, offered.len(), |ui, rows| {
                    for i in rows {
                        let (code, name) = &offered[i];
                        let selected = state.highlighted == Some(i);
                        if ui.selectable_label(selected, name.as_str()).clicked() {
                            picked = Some(code.clone());
                        }
                    }
                });
            });
        });
    (picked, area.response.rect)
}

/// What `search-none-called` selects its words by: the kind a picker picks.
fn kind_key(kind: Kind) -> &'static str {
    match kind {
        Kind::Language => "language",
        Kind::Country => "country",
        Kind::Service => "service",
        Kind::GeneralDiscipline => "discipline",
        Kind::SpecificDiscipline => "specific-discipline",
        Kind::AccountType => "account-type",
    }
}

/// What the list offers for `typed`: "any" first when optional and nothing is typed, then the
/// catalogue's matches, best first.
fn offered(
    catalogue: &Catalogue,
    kind: Kind,
    typed: &str,
    optional: bool,
) -> Vec<(Option<String>, String)> {
    let any = (optional && typed.trim().is_empty()).then(|| (None, crate::tr!("search-any")));
    any.into_iter()
        .chain(
            catalogue
                .filter(kind, typed)
                .into_iter()
                .map(|entry| (Some(entry.code.clone()), entry.name.clone())),
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_optional_picker_offers_any_only_before_typing() {
        let catalogue = Catalogue::builtin();
        let all = offered(&catalogue, Kind::Country, "", true);
        assert_eq!(all[0], (None, ANY.to_owned()));
        assert_eq!(all.len(), catalogue.entries(Kind::Country).len() + 1);
        let typed = offered(&catalogue, Kind::Language, "germ", true);
        assert_eq!(typed[0], (Some("deu".to_owned()), "German".to_owned()));
        assert!(typed.iter().any(|(_, name)| name == "Swiss German"));
        assert!(typed.iter().all(|(code, _)| code.is_some()));
        let required = offered(&catalogue, Kind::Language, "", false);
        assert!(required.iter().all(|(code, _)| code.is_some()));
    }
}
