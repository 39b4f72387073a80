//! Names in right-to-left scripts (Arabic, Hebrew, Persian) in the order a reader expects,
//! for single-line labels.
//!
//! egui 0.37 has no bidirectional layout: it lays a line out left to right in logical order.
//! It does shape each stretch of text set in one font face with harfrust, which turns an
//! Arabic or Hebrew word's letters right to left by itself (each word is its own stretch:
//! the spaces and punctuation between come from the default Latin font). What is wrong is the
//! order of the words and of the Latin parts around them: "سارة الحسيني (Nile Translations)"
//! shows its first name on the left. [`visual_order`] puts the words in the order of the
//! Unicode bidirectional algorithm (`unicode-bidi`), leaving each right-to-left word's
//! letters in logical order for egui's shaper to turn (turning them here too would turn them
//! twice), and mirrors brackets that sit in right-to-left text.
//!
//! Only what is painted is reordered. [`add_name`] keeps the logical text for the
//! accessibility tree (screen readers read logical order) and is not selectable when it
//! reorders, so that a copy never yields the painted order; what is stored, searched, sent or
//! copied is never passed through here.

use std::borrow::Cow;

use unicode_bidi::{BidiClass, BidiInfo, bidi_class};

/// `text` as egui should be given it to paint it in reading order. Borrowed, without
/// allocating, when it holds no right-to-left character (the table calls this for every
/// row on screen on every frame).
pub fn visual_order(text: &str) -> Cow<'_, str> {
    if text.is_ascii() || !text.chars().any(is_right_to_left) {
        return Cow::Borrowed(text);
    }
    let info = BidiInfo::new(text, None);
    let mut out = String::with_capacity(text.len() + 8);
    for paragraph in &info.paragraphs {
        let (levels, runs) = info.visual_runs(paragraph, paragraph.range.clone());
        for run in runs {
            let piece = &text[run.clone()];
            if levels[run.start].is_rtl() {
                push_right_to_left(piece, &mut out);
            } else {
                out.push_str(piece);
            }
        }
    }
    Cow::Owned(out)
}

/// Shows the name `logical` as a single-line label made by `make` from the text to paint:
/// painted in reading order, while the accessibility tree gets the logical text. A reordered
/// label is not selectable, so that what is copied is never the painted order.
pub fn add_name(
    ui: &mut egui::Ui,
    logical: &str,
    make: impl FnOnce(String) -> egui::Label,
) -> egui::Response {
    let response = match visual_order(logical) {
        Cow::Borrowed(_) => ui.add(make(logical.to_owned())),
        Cow::Owned(visual) => ui.add(make(visual).selectable(false)),
    };
    let enabled = ui.is_enabled();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, enabled, logical));
    response
}

/// Whether `c` makes a line right to left: a right-to-left letter, or an embedding,
/// override or isolate that asks for one.
fn is_right_to_left(c: char) -> bool {
    matches!(
        bidi_class(c),
        BidiClass::R | BidiClass::AL | BidiClass::RLE | BidiClass::RLO | BidiClass::RLI
    )
}

/// Whether `c` belongs to a right-to-left word as egui's shaper takes it: its letters, their
/// marks, and the joiners Persian writes between parts of a word.
fn in_word(c: char) -> bool {
    matches!(
        bidi_class(c),
        BidiClass::R | BidiClass::AL | BidiClass::NSM | BidiClass::BN
    )
}

/// Appends a right-to-left run in visual order: its pieces last to first, each word's
/// letters as they are (egui's shaper turns them), everything else mirrored if it is a bracket.
fn push_right_to_left(run: &str, out: &mut String) {
    // Cut before every character, except inside a word.
    let mut pieces: Vec<&str> = Vec::new();
    let (mut start, mut after_word_letter) = (0, false);
    for (i, c) in run.char_indices() {
        let word = in_word(c);
        if i > start && !(word && after_word_letter) {
            pieces.push(&run[start..i]);
            start = i;
        }
        after_word_letter = word;
    }
    if start < run.len() {
        pieces.push(&run[start..]);
    }
    for piece in pieces.into_iter().rev() {
        let mut letters = piece.chars();
        match (letters.next(), letters.next()) {
            (Some(one), None) => out.push(mirrored(one)),
            _ => out.push_str(piece),
        }
    }
}

/// The glyph a bracket shows in right-to-left text (Unicode's Bidi_Mirroring_Glyph, for the
/// brackets names and company names use).
fn mirrored(c: char) -> char {
    match c {
        '(' => ')',
        ')' => '(',
        '[' => ']',
        ']' => '[',
        '{' => '}',
        '}' => '{',
        '<' => '>',
        '>' => '<',
        '«' => '»',
        '»' => '«',
        '‹' => '›',
        '›' => '‹',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What egui's shaper does to the text it is given: turns each right-to-left word.
    fn as_shaped(text: &str) -> String {
        let mut out = String::new();
        let mut word = String::new();
        for c in text.chars() {
            if in_word(c) {
                word.insert(0, c);
            } else {
                out.push_str(&std::mem::take(&mut word));
                out.push(c);
            }
        }
        out + &word
    }

    #[test]
    fn a_mixed_name_reads_in_the_order_of_the_bidi_algorithm() {
        let name = "سارة الحسيني (Nile Translations)";
        let shown = visual_order(name);
        // The paragraph is right to left (its first strong letter is Arabic): the company,
        // intact, comes first from the left, in brackets that face it; then the family name,
        // then the given name, each word's letters left for egui's shaper to turn.
        assert_eq!(shown, "(Nile Translations) الحسيني سارة");
        // Once shaped, that is unicode-bidi's visual order, letter for letter, with the
        // brackets mirrored as a renderer of the bidi algorithm draws them.
        let info = BidiInfo::new(name, None);
        let paragraph = &info.paragraphs[0];
        let bidi = info.reorder_line(paragraph, paragraph.range.clone());
        let bidi_mirrored: String = bidi.chars().map(mirrored).collect();
        assert_eq!(as_shaped(&shown), bidi_mirrored);
        assert!(bidi.starts_with(")Nile Translations("));
    }

    #[test]
    fn a_latin_line_with_a_right_to_left_part_keeps_its_direction() {
        // Left to right (Latin first): the Hebrew words trade places, the rest stays.
        assert_eq!(visual_order("Dana — דנה כהן"), "Dana — כהן דנה");
        // Persian with a zero-width non-joiner inside a word: the word stays whole.
        let persian = "مهر\u{200C}نوش رضایی";
        assert_eq!(visual_order(persian), "رضایی مهر\u{200C}نوش");
    }

    #[test]
    fn left_to_right_text_is_returned_as_it_is_without_allocating() {
        for text in ["Nile Translations", "Zoë Müller-Łukasiewicz", "李小龍", ""] {
            assert!(
                matches!(visual_order(text), Cow::Borrowed(t) if t == text),
                "{text}"
            );
        }
    }
}
