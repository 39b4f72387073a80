//! Small widgets shared by the panels.

use serde_json::Value;

/// What a field the server did not send (hidden or unset) shows as, in the window's language:
/// never an empty string.
pub fn not_shown() -> String {
    crate::tr!("app-not-shown")
}

/// One labelled value in a two-column grid; `None` shows as "not shown", greyed.
pub fn field(ui: &mut egui::Ui, label: &str, value: Option<&str>) {
    field_with(ui, label, value, |ui, text| {
        ui.label(text);
    });
}

/// As [`field`], for a person's name: painted in reading order in any script
/// ([`super::bidi`]).
pub fn name_field(ui: &mut egui::Ui, label: &str, value: Option<&str>) {
    field_with(ui, label, value, |ui, text| {
        super::bidi::add_name(ui, text, egui::Label::new);
    });
}

fn field_with(
    ui: &mut egui::Ui,
    label: &str,
    value: Option<&str>,
    show: impl FnOnce(&mut egui::Ui, &str),
) {
    ui.label(label);
    match value {
        Some(text) if !text.trim().is_empty() => show(ui, text),
        Some(_) => {
            ui.weak(crate::tr!("app-empty"));
        }
        None => {
            ui.weak(not_shown());
        }
    }
    ui.end_row();
}

/// Any JSON value as a collapsible tree, for fields this client does not know.
pub fn json_tree(ui: &mut egui::Ui, key: &str, value: &Value, id: egui::Id) {
    match value {
        Value::Object(map) => {
            egui::CollapsingHeader::new(format!("{key} {{{}}}", map.len()))
                .id_salt(id.with(key))
                .show(ui, |ui| {
                    for (k, v) in map {
                        json_tree(ui, k, v, id.with(key));
                    }
                });
        }
        Value::Array(items) => {
            egui::CollapsingHeader::new(format!("{key} [{}]", items.len()))
                .id_salt(id.with(key))
                .show(ui, |ui| {
                    for (i, v) in items.iter().enumerate() {
                        json_tree(ui, &i.to_string(), v, id.with(key));
                    }
                });
        }
        leaf => {
            ui.horizontal(|ui| {
                ui.monospace(format!("{key}:"));
                ui.monospace(leaf.to_string());
            });
        }
    }
}

/// A problem as a person reads it: the plain sentence first, in `color`, and the technical
/// detail behind a collapsed *Details* (see [`details`]).
pub fn problem(ui: &mut egui::Ui, color: egui::Color32, explained: &crate::api::Explained) {
    ui.colored_label(color, &explained.plain);
    details(ui, &explained.details);
}

/// In a wrapping row, starts a new row when a button reading `text` would not fit on this
/// one. For a button drawn inside its own scope (`add_enabled_ui`), which the row cannot
/// move and which would break its words over two lines instead.
pub fn room_for_button(ui: &mut egui::Ui, text: &str) {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let width = ui.fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(text.to_owned(), font, egui::Color32::PLACEHOLDER)
            .size()
            .x
    });
    // Before wrap: in a wrapping row, `available_width` is the whole row's. The scope is
    // placed after the row's spacing, which must fit too.
    let spacing = ui.spacing();
    if ui.available_size_before_wrap().x
        < width + 2.0 * spacing.button_padding.x + spacing.item_spacing.x
    {
        ui.end_row();
    }
}

/// The technical detail of a problem, collapsed under "Details" until opened; nothing when
/// there is none. The text can be selected and copied for a support request.
pub fn details(ui: &mut egui::Ui, details: &str) {
    if details.trim().is_empty() {
        return;
    }
    egui::CollapsingHeader::new(crate::tr!("app-details"))
        // One per problem shown, however many a panel shows at once.
        .id_salt(("details", details))
        .default_open(false)
        .show(ui, |ui| {
            ui.label(egui::RichText::new(details).monospace().small());
        });
}

/// [`details`] for a table row, where an expander has no room: a small "Details" button
/// whose menu shows the text.
pub fn details_button(ui: &mut egui::Ui, details: &str) {
    if details.trim().is_empty() {
        return;
    }
    ui.menu_button(crate::tr!("app-details"), |ui| {
        ui.set_max_width(480.0);
        ui.label(egui::RichText::new(details).monospace().small());
    });
}
