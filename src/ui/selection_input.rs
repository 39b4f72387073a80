//! The window's side of the one selection model (`ui/selection.rs`): what the pointer and
//! the keyboard did to a table, as a [`Gesture`]. Every table with a selection draws its
//! rows between [`TableKeys::begin`] and [`TableKeys::finish`], each row between
//! [`TableKeys::checkbox_cell`] (its first cell) and [`TableKeys::end_row`], and applies the
//! gestures `finish` returns to its `Selection` with the keys of the rows it shows, in
//! their order.
//!
//! A table takes the keyboard when one of its rows (or checkboxes) is clicked, and loses it
//! to a click elsewhere or Escape, so that the arrows, Space and Enter never reach it while
//! the user types in a text box or works another table.

use std::hash::Hash;

use egui_extras::TableRow;

use super::selection::{Gesture, Move, Selection};

/// What a table's rows did this frame: the gestures, in order, and where the cursor's row
/// was drawn (and what clipped it), to frame it.
pub struct RowClicks<K> {
    gestures: Vec<Gesture<K>>,
    cursor: Option<(egui::Rect, egui::Rect)>,
    /// The clip of the row being drawn, taken in its checkbox's cell.
    clip: egui::Rect,
}

impl<K> Default for RowClicks<K> {
    fn default() -> Self {
        Self {
            gestures: Vec::new(),
            cursor: None,
            clip: egui::Rect::NOTHING,
        }
    }
}

/// One table's hold on the keyboard this frame.
pub struct TableKeys {
    id: egui::Id,
}

impl TableKeys {
    /// Before the table's rows: the table is known to egui's keyboard focus this frame (a
    /// focus given to a widget egui did not see is dropped), and the arrows are its own
    /// while it has the focus rather than moving the focus to the next widget.
    pub fn begin(ui: &mut egui::Ui, salt: impl Hash + std::fmt::Debug) -> Self {
        let id = egui::Id::unique(("table-keys", salt));
        ui.interact(
            egui::Rect::NOTHING,
            id,
            egui::Sense::focusable_noninteractive(),
        );
        ui.memory_mut(|m| {
            m.set_focus_lock_filter(
                id,
                egui::EventFilter {
                    tab: false,
                    horizontal_arrows: true,
                    vertical_arrows: true,
                    escape: false,
                },
            );
        });
        Self { id }
    }

    /// Whether the keys act on this table.
    pub fn has_keys(&self, ui: &egui::Ui) -> bool {
        ui.memory(|m| m.has_focus(self.id))
    }

    /// A click on a row (anywhere but its checkbox): plain, with Ctrl/Cmd, with Shift. The
    /// table takes the keyboard.
    fn row<K>(&self, response: &egui::Response, key: K) -> Option<Gesture<K>> {
        if !response.clicked() {
            return None;
        }
        let modifiers = click_modifiers(&response.ctx);
        self.take_keys(&response.ctx);
        Some(Gesture::Click {
            key,
            toggle: modifiers.command,
            range: modifiers.shift,
        })
    }

    /// A click on a row's checkbox (`changed`), with or without Shift. The table takes the
    /// keyboard, and the checkbox does not keep it (Space and Enter are the table's).
    fn checkbox<K>(&self, response: &egui::Response, key: K) -> Option<Gesture<K>> {
        if !response.changed() {
            return None;
        }
        let range = click_modifiers(&response.ctx).shift;
        self.take_keys(&response.ctx);
        Some(Gesture::Check { key, range })
    }

    /// The keys pressed this frame while the table has the keyboard, in the order pressed,
    /// taken from the input so that nothing else acts on them.
    fn keys<K>(&self, ui: &egui::Ui) -> Vec<Gesture<K>> {
        if !self.has_keys(ui) {
            return Vec::new();
        }
        let pressed: Vec<(egui::Key, egui::Modifiers)> = ui.input_mut(|i| {
            let mut pressed = Vec::new();
            i.events.retain(|event| match event {
                egui::Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } if gesture::<()>(*key, *modifiers).is_some() => {
                    pressed.push((*key, *modifiers));
                    false
                }
                _ => true,
            });
            pressed
        });
        pressed
            .into_iter()
            .filter_map(|(key, modifiers)| gesture(key, modifiers))
            .collect()
    }

    /// A selectable table's header: nothing over the checkboxes, then each heading (a
    /// message id) in bold.
    pub fn header(mut header: TableRow<'_, '_>, headings: &[&str]) {
        header.col(|_| {});
        for heading in headings {
            header.col(|ui| {
                ui.strong(crate::i18n::tr(heading));
            });
        }
    }

    /// A row's first cell: its checkbox, which says whether it is selected (`hover`: what
    /// the checkbox is, for screen readers and the pointer); the row is drawn selected too.
    pub fn checkbox_cell<K: Copy + Eq + Hash>(
        &self,
        row: &mut TableRow<'_, '_>,
        selection: &Selection<K>,
        key: K,
        hover: &str,
        clicks: &mut RowClicks<K>,
    ) {
        row.set_selected(selection.is_selected(&key));
        row.col(|ui| {
            clicks.clip = ui.clip_rect();
            let mut checked = selection.is_selected(&key);
            let checkbox = ui.checkbox(&mut checked, "").on_hover_text(hover);
            clicks.gestures.extend(self.checkbox(&checkbox, key));
        });
    }

    /// After a row's cells: its click, and where it was drawn if it holds the cursor.
    pub fn end_row<K: Copy + Eq + Hash>(
        &self,
        row: &TableRow<'_, '_>,
        selection: &Selection<K>,
        key: K,
        clicks: &mut RowClicks<K>,
    ) {
        let response = row.response();
        clicks.gestures.extend(self.row(&response, key));
        if selection.is_cursor(&key) {
            clicks.cursor = Some((response.rect, clicks.clip));
        }
    }

    /// After the table: the cursor's row framed while the table has the keys, and every
    /// gesture of the frame, the rows' first, then the keys'.
    pub fn finish<K>(&self, ui: &egui::Ui, clicks: RowClicks<K>) -> Vec<Gesture<K>> {
        if let Some((row, clip)) = clicks.cursor.filter(|_| self.has_keys(ui)) {
            frame_cursor(ui, row, clip);
        }
        let mut gestures = clicks.gestures;
        gestures.extend(self.keys(ui));
        gestures
    }

    fn take_keys(&self, ctx: &egui::Context) {
        ctx.memory_mut(|m| m.request_focus(self.id));
    }
}

/// Frames the cursor's row (drawn at `row`, within `clip`).
fn frame_cursor(ui: &egui::Ui, row: egui::Rect, clip: egui::Rect) {
    let stroke = ui.visuals().selection.stroke;
    ui.painter()
        .with_clip_rect(clip)
        .rect_stroke(row, 0.0, stroke, egui::StrokeKind::Inside);
}

/// The gesture a key is, if any (the same for every table).
fn gesture<K>(key: egui::Key, modifiers: egui::Modifiers) -> Option<Gesture<K>> {
    use egui::Key;
    let range = modifiers.shift;
    let to = match key {
        Key::ArrowUp => Move::Up,
        Key::ArrowDown => Move::Down,
        Key::Home => Move::First,
        Key::End => Move::Last,
        Key::Space if !modifiers.any() => return Some(Gesture::ToggleCursor),
        Key::Enter if !modifiers.any() => return Some(Gesture::Open),
        _ => return None,
    };
    Some(Gesture::Move { to, range })
}

/// The modifiers held as the pointer was released: a click's own, even when several events
/// arrive in one frame (and the modifiers were let go since).
fn click_modifiers(ctx: &egui::Context) -> egui::Modifiers {
    ctx.input(|i| {
        i.events
            .iter()
            .rev()
            .find_map(|event| match event {
                egui::Event::PointerButton {
                    pressed: false,
                    modifiers,
                    ..
                } => Some(*modifiers),
                _ => None,
            })
            .unwrap_or(i.modifiers)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{Key, Modifiers};

    #[test]
    fn keys_are_the_same_gestures_in_every_table() {
        let none = Modifiers::NONE;
        assert_eq!(
            gesture::<u8>(Key::ArrowDown, none),
            Some(Gesture::Move {
                to: Move::Down,
                range: false
            })
        );
        assert_eq!(
            gesture::<u8>(Key::Home, Modifiers::SHIFT),
            Some(Gesture::Move {
                to: Move::First,
                range: true
            })
        );
        assert_eq!(gesture::<u8>(Key::Space, none), Some(Gesture::ToggleCursor));
        assert_eq!(gesture::<u8>(Key::Enter, none), Some(Gesture::Open));
        assert_eq!(gesture::<u8>(Key::Enter, Modifiers::COMMAND), None);
        assert_eq!(gesture::<u8>(Key::A, none), None);
    }
}
