//! One way to select rows, for every table of the window, without egui: a click selects a
//! row (and opens it), Ctrl/Cmd-click toggles it, Shift-click selects the rows from the
//! anchor to it, the arrows (and Home/End) move the cursor, Shift with them spans the anchor
//! to the cursor, Space checks or unchecks the cursor's row and Enter opens it. A row's
//! checkbox shows whether it is selected; a click on the checkbox toggles that row alone, and
//! with Shift the rows from the anchor take the clicked row's new state.
//!
//! Rows are named by their key (a UUID, a job's id), never by their position: the table
//! gives the keys in the order it shows them with each gesture, so a range after a sort or
//! a filter is the range the user sees, and a row filtered out keeps its state. The window's
//! side, reading egui's pointer and keys into a [`Gesture`], is `ui/selection_input.rs`.

use std::collections::HashSet;
use std::hash::Hash;

/// What the user did to a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gesture<K> {
    /// A click on a row, not on its checkbox. `toggle`: with Ctrl (Cmd on macOS);
    /// `range`: with Shift.
    Click { key: K, toggle: bool, range: bool },
    /// A click on a row's checkbox; `range`: with Shift.
    Check { key: K, range: bool },
    /// An arrow key (or Home, End); `range`: with Shift.
    Move { to: Move, range: bool },
    /// Space: the cursor's row checked or unchecked.
    ToggleCursor,
    /// Enter: the cursor's row opened.
    Open,
}

/// Where the cursor goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Up,
    Down,
    First,
    Last,
}

/// What a gesture asks of the table besides its selection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome<K> {
    /// The row to open (in the inspector, or as the table opens a row).
    pub open: Option<K>,
    /// The position (among the rows shown) to scroll into view: the cursor moved by a key.
    pub scroll_to: Option<usize>,
}

/// The rows selected in one table, its cursor and its anchor, each by key.
#[derive(Debug, Clone)]
pub struct Selection<K> {
    selected: HashSet<K>,
    /// The row the keys act on, drawn with a frame.
    cursor: Option<K>,
    /// Where a range begins: the last row clicked, toggled or moved to without Shift.
    anchor: Option<K>,
}

impl<K> Default for Selection<K> {
    fn default() -> Self {
        Self {
            selected: HashSet::new(),
            cursor: None,
            anchor: None,
        }
    }
}

impl<K: Copy + Eq + Hash> Selection<K> {
    /// Applies `gesture` to the rows `shown`, in the order the table shows them.
    pub fn apply(&mut self, gesture: Gesture<K>, shown: &[K]) -> Outcome<K> {
        let mut outcome = Outcome {
            open: None,
            scroll_to: None,
        };
        match gesture {
            Gesture::Click { key, toggle, range } => {
                if range && self.anchor_in(shown).is_some() {
                    self.span(key, shown, toggle);
                } else if toggle {
                    self.flip(key);
                    self.anchor = Some(key);
                } else {
                    self.selected.clear();
                    self.selected.insert(key);
                    self.anchor = Some(key);
                    outcome.open = Some(key);
                }
                self.cursor = Some(key);
            }
            Gesture::Check { key, range } => {
                let on = !self.selected.contains(&key);
                let from = self.anchor_in(shown).filter(|_| range);
                match (from, position(shown, key)) {
                    (Some(from), Some(to)) => {
                        for k in &shown[from.min(to)..=from.max(to)] {
                            self.set(*k, on);
                        }
                    }
                    _ => self.set(key, on),
                }
                self.cursor = Some(key);
                self.anchor = Some(key);
            }
            Gesture::Move { to, range } => {
                let Some(at) = self.moved(to, shown) else {
                    return outcome;
                };
                let key = shown[at];
                if range {
                    if self.anchor_in(shown).is_none() {
                        // No anchor among the rows shown: the range begins where the
                        // cursor stood, or at the row moved to.
                        self.anchor = self.cursor_at(shown).map(|c| shown[c]).or(Some(key));
                    }
                    self.span(key, shown, false);
                } else {
                    self.anchor = Some(key);
                }
                self.cursor = Some(key);
                outcome.scroll_to = Some(at);
            }
            Gesture::ToggleCursor => {
                if let Some(at) = self.cursor_at(shown) {
                    self.flip(shown[at]);
                    self.anchor = Some(shown[at]);
                }
            }
            Gesture::Open => outcome.open = self.cursor_at(shown).map(|at| shown[at]),
        }
        outcome
    }

    pub fn is_selected(&self, key: &K) -> bool {
        self.selected.contains(key)
    }

    /// Whether the keys act on this row.
    pub fn is_cursor(&self, key: &K) -> bool {
        self.cursor.as_ref() == Some(key)
    }

    pub fn cursor(&self) -> Option<K> {
        self.cursor
    }

    pub fn len(&self) -> usize {
        self.selected.len()
    }

    pub fn is_empty(&self) -> bool {
        self.selected.is_empty()
    }

    /// The selected keys, in no order: a table lists them in its own.
    pub fn keys(&self) -> &HashSet<K> {
        &self.selected
    }

    /// Selects these rows too ("Select all filtered").
    pub fn select_all(&mut self, keys: impl IntoIterator<Item = K>) {
        self.selected.extend(keys);
    }

    /// Selects nothing; the cursor stays.
    pub fn clear(&mut self) {
        self.selected.clear();
        self.anchor = None;
    }

    /// Forgets the rows that are gone (`keep` says which are left).
    pub fn retain(&mut self, keep: impl Fn(&K) -> bool) {
        self.selected.retain(|k| keep(k));
        self.cursor = self.cursor.filter(|k| keep(k));
        self.anchor = self.anchor.filter(|k| keep(k));
    }

    /// From the anchor to `key`: the selection becomes that range, or (`add`) gains it.
    fn span(&mut self, key: K, shown: &[K], add: bool) {
        let (Some(from), Some(to)) = (self.anchor_in(shown), position(shown, key)) else {
            return;
        };
        if !add {
            self.selected.clear();
        }
        self.selected
            .extend(shown[from.min(to)..=from.max(to)].iter().copied());
    }

    fn flip(&mut self, key: K) {
        let on = !self.selected.contains(&key);
        self.set(key, on);
    }

    fn set(&mut self, key: K, on: bool) {
        if on {
            self.selected.insert(key);
        } else {
            self.selected.remove(&key);
        }
    }

    fn anchor_in(&self, shown: &[K]) -> Option<usize> {
        self.anchor.and_then(|a| position(shown, a))
    }

    fn cursor_at(&self, shown: &[K]) -> Option<usize> {
        self.cursor.and_then(|c| position(shown, c))
    }

    /// Where `to` takes the cursor among the rows shown: from no cursor (or one filtered
    /// out), Down goes to the first row and Up to the last.
    fn moved(&self, to: Move, shown: &[K]) -> Option<usize> {
        let last = shown.len().checked_sub(1)?;
        let at = self.cursor_at(shown);
        Some(match (to, at) {
            (Move::First, _) | (Move::Down, None) => 0,
            (Move::Last, _) | (Move::Up, None) => last,
            (Move::Down, Some(at)) => (at + 1).min(last),
            (Move::Up, Some(at)) => at.saturating_sub(1),
        })
    }
}

fn position<K: Eq>(shown: &[K], key: K) -> Option<usize> {
    shown.iter().position(|k| *k == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn click(key: u32) -> Gesture<u32> {
        Gesture::Click {
            key,
            toggle: false,
            range: false,
        }
    }
    fn toggle(key: u32) -> Gesture<u32> {
        Gesture::Click {
            key,
            toggle: true,
            range: false,
        }
    }
    fn shift(key: u32) -> Gesture<u32> {
        Gesture::Click {
            key,
            toggle: false,
            range: true,
        }
    }
    fn step(to: Move, range: bool) -> Gesture<u32> {
        Gesture::Move { to, range }
    }
    fn sorted(selection: &Selection<u32>) -> Vec<u32> {
        let mut keys: Vec<u32> = selection.keys().iter().copied().collect();
        keys.sort_unstable();
        keys
    }

    const ROWS: [u32; 6] = [10, 11, 12, 13, 14, 15];

    #[test]
    fn a_click_selects_that_row_alone_and_opens_it() {
        let mut selection = Selection::default();
        selection.select_all([10, 11]);
        let outcome = selection.apply(click(13), &ROWS);
        assert_eq!(sorted(&selection), [13]);
        assert_eq!(outcome.open, Some(13));
        assert_eq!(outcome.scroll_to, None);
        assert!(selection.is_cursor(&13));
    }

    #[test]
    fn ctrl_click_toggles_one_row_and_keeps_the_others_without_opening() {
        let mut selection = Selection::default();
        selection.apply(click(10), &ROWS);
        assert_eq!(selection.apply(toggle(12), &ROWS).open, None);
        assert_eq!(sorted(&selection), [10, 12]);
        selection.apply(toggle(10), &ROWS);
        assert_eq!(sorted(&selection), [12]);
        assert!(selection.is_cursor(&10));
    }

    #[test]
    fn shift_click_selects_from_the_anchor_in_either_direction() {
        let mut selection = Selection::default();
        selection.apply(click(12), &ROWS);
        selection.apply(shift(14), &ROWS);
        assert_eq!(sorted(&selection), [12, 13, 14]);
        // The anchor stays: shift-clicking above it replaces the range.
        selection.apply(shift(10), &ROWS);
        assert_eq!(sorted(&selection), [10, 11, 12]);
        // Ctrl+Shift adds a range to what is selected.
        selection.apply(toggle(15), &ROWS);
        selection.apply(
            Gesture::Click {
                key: 14,
                toggle: true,
                range: true,
            },
            &ROWS,
        );
        assert_eq!(sorted(&selection), [10, 11, 12, 14, 15]);
    }

    #[test]
    fn shift_click_with_no_anchor_is_a_click() {
        let mut selection = Selection::default();
        let outcome = selection.apply(shift(13), &ROWS);
        assert_eq!(sorted(&selection), [13]);
        assert_eq!(outcome.open, Some(13));
        // The row clicked is the anchor now.
        selection.apply(shift(15), &ROWS);
        assert_eq!(sorted(&selection), [13, 14, 15]);
    }

    #[test]
    fn a_range_follows_the_order_shown_after_a_sort() {
        let mut selection = Selection::default();
        selection.apply(click(11), &ROWS);
        let reversed = [15, 14, 13, 12, 11, 10];
        selection.apply(shift(13), &reversed);
        assert_eq!(sorted(&selection), [11, 12, 13]);
        let shuffled = [13, 10, 15, 11, 12, 14];
        selection.apply(shift(15), &shuffled);
        assert_eq!(
            sorted(&selection),
            [11, 15],
            "15 and 11 are next to each other"
        );
    }

    #[test]
    fn rows_filtered_out_keep_their_state_and_a_hidden_anchor_starts_anew() {
        let mut selection = Selection::default();
        selection.apply(click(11), &ROWS);
        selection.apply(toggle(14), &ROWS);
        let filtered = [10, 12, 13, 15];
        selection.apply(toggle(12), &filtered);
        assert_eq!(sorted(&selection), [11, 12, 14]);
        // "Select all filtered" adds those shown.
        selection.select_all(filtered);
        assert_eq!(sorted(&selection), [10, 11, 12, 13, 14, 15]);
        // The anchor (14) filtered out: shift-click is a click.
        selection.apply(toggle(14), &ROWS);
        assert_eq!(selection.apply(shift(13), &filtered).open, Some(13));
        assert_eq!(sorted(&selection), [13]);
    }

    #[test]
    fn a_checkbox_toggles_its_row_and_shift_gives_the_range_its_new_state() {
        let mut selection = Selection::default();
        let check = |key, range| Gesture::Check { key, range };
        assert_eq!(selection.apply(check(11, false), &ROWS).open, None);
        selection.apply(check(14, true), &ROWS);
        assert_eq!(sorted(&selection), [11, 12, 13, 14]);
        // Unchecking with shift unchecks from the anchor (14) to the row.
        selection.apply(check(13, true), &ROWS);
        assert_eq!(sorted(&selection), [11, 12]);
        // Shift on a checkbox with no anchor shown toggles that row alone.
        selection.apply(check(15, true), &[15, 10]);
        assert_eq!(sorted(&selection), [11, 12, 15]);
    }

    #[test]
    fn arrows_move_the_cursor_within_the_rows_shown_without_selecting() {
        let mut selection = Selection::default();
        assert_eq!(
            selection.apply(step(Move::Down, false), &[]).scroll_to,
            None
        );
        assert_eq!(selection.cursor(), None, "nothing to move to");
        let outcome = selection.apply(step(Move::Down, false), &ROWS);
        assert_eq!((selection.cursor(), outcome.scroll_to), (Some(10), Some(0)));
        selection.apply(step(Move::Up, false), &ROWS);
        assert_eq!(selection.cursor(), Some(10), "the first row stops it");
        selection.apply(step(Move::Last, false), &ROWS);
        selection.apply(step(Move::Down, false), &ROWS);
        assert_eq!(selection.cursor(), Some(15), "the last row stops it");
        assert!(selection.is_empty(), "moving selects nothing");
        // From no cursor, Up goes to the last row.
        let mut fresh = Selection::default();
        fresh.apply(step(Move::Up, false), &ROWS);
        assert_eq!(fresh.cursor(), Some(15));
        fresh.apply(step(Move::First, false), &ROWS);
        assert_eq!(fresh.cursor(), Some(10));
    }

    #[test]
    fn a_cursor_filtered_out_starts_again_from_the_edge() {
        let mut selection = Selection::default();
        selection.apply(click(13), &ROWS);
        selection.apply(step(Move::Down, false), &[10, 11, 15]);
        assert_eq!(selection.cursor(), Some(10));
        assert_eq!(sorted(&selection), [13], "the hidden row stays selected");
    }

    #[test]
    fn shift_arrows_span_from_the_anchor_to_the_cursor() {
        let mut selection = Selection::default();
        selection.apply(click(12), &ROWS);
        selection.apply(step(Move::Down, true), &ROWS);
        selection.apply(step(Move::Down, true), &ROWS);
        assert_eq!(sorted(&selection), [12, 13, 14]);
        selection.apply(step(Move::Up, true), &ROWS);
        assert_eq!(sorted(&selection), [12, 13]);
        selection.apply(step(Move::First, true), &ROWS);
        assert_eq!(sorted(&selection), [10, 11, 12]);
        // With no anchor and no cursor, Shift+Down starts at the first row.
        let mut fresh = Selection::default();
        fresh.apply(step(Move::Down, true), &ROWS);
        assert_eq!(sorted(&fresh), [10]);
        fresh.apply(step(Move::Down, true), &ROWS);
        assert_eq!(sorted(&fresh), [10, 11]);
    }

    #[test]
    fn a_plain_arrow_moves_the_anchor_so_that_shift_click_ranges_from_there() {
        let mut selection = Selection::default();
        selection.apply(click(10), &ROWS);
        selection.apply(step(Move::Down, false), &ROWS);
        selection.apply(step(Move::Down, false), &ROWS);
        selection.apply(shift(14), &ROWS);
        assert_eq!(sorted(&selection), [12, 13, 14]);
    }

    #[test]
    fn space_toggles_the_cursors_row_and_enter_opens_it() {
        let mut selection = Selection::default();
        assert_eq!(selection.apply(Gesture::ToggleCursor, &ROWS).open, None);
        assert_eq!(
            selection.apply(Gesture::Open, &ROWS).open,
            None,
            "no cursor"
        );
        assert!(selection.is_empty());
        selection.apply(step(Move::Down, false), &ROWS);
        selection.apply(step(Move::Down, false), &ROWS);
        selection.apply(Gesture::ToggleCursor, &ROWS);
        assert_eq!(sorted(&selection), [11]);
        selection.apply(step(Move::Down, false), &ROWS);
        selection.apply(Gesture::ToggleCursor, &ROWS);
        assert_eq!(sorted(&selection), [11, 12]);
        selection.apply(Gesture::ToggleCursor, &ROWS);
        assert_eq!(sorted(&selection), [11]);
        assert_eq!(selection.apply(Gesture::Open, &ROWS).open, Some(12));
        // A cursor filtered out opens nothing.
        assert_eq!(selection.apply(Gesture::Open, &[10, 11]).open, None);
        // Space then Shift-click ranges from the row toggled.
        selection.apply(shift(14), &ROWS);
        assert_eq!(sorted(&selection), [12, 13, 14]);
    }

    #[test]
    fn rows_removed_are_forgotten_with_the_cursor_and_the_anchor() {
        let mut selection = Selection::default();
        selection.apply(click(12), &ROWS);
        selection.apply(toggle(13), &ROWS);
        selection.retain(|k| *k != 13);
        assert_eq!(sorted(&selection), [12]);
        assert_eq!(selection.cursor(), None);
        // The anchor (13) went: shift-click is a click.
        selection.apply(shift(15), &ROWS);
        assert_eq!(sorted(&selection), [15]);
        selection.clear();
        assert!(selection.is_empty());
        assert_eq!(selection.cursor(), Some(15), "clearing keeps the cursor");
    }
}
