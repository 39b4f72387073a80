//! The pseudo-locale: English with every letter accented and every message about 40% longer
//! and bracketed, `[Ŝéñð ɱéššåĝé ~~~]`. A word on screen without brackets bypassed Fluent; a
//! bracket cut off is a layout that clips.

use std::borrow::Cow;

/// Fluent's transform for the text of a message (not its variables).
pub fn accent(text: &str) -> Cow<'_, str> {
    Cow::Owned(text.chars().map(accented).collect())
}

/// The whole message bracketed and lengthened.
pub fn wrap(words: &str) -> String {
    let pad = words.chars().count().div_ceil(3).max(1);
    format!("[{words} {}]", "~".repeat(pad))
}

/// Letters from Latin-1 and Latin Extended-A only, which every font the window uses has.
fn accented(c: char) -> char {
    match c {
        'a' => 'å',
        'c' => 'ç',
        'd' => 'ð',
        'e' => 'é',
        'g' => 'ĝ',
        'h' => 'ĥ',
        'i' => 'î',
        'j' => 'ĵ',
        'k' => 'ķ',
        'l' => 'ļ',
        'n' => 'ñ',
        'o' => 'ö',
        'r' => 'ŕ',
        's' => 'š',
        't' => 'ţ',
        'u' => 'û',
        'w' => 'ŵ',
        'y' => 'ý',
        'z' => 'ž',
        'A' => 'Å',
        'C' => 'Ç',
        'D' => 'Ð',
        'E' => 'É',
        'G' => 'Ĝ',
        'H' => 'Ĥ',
        'I' => 'Î',
        'J' => 'Ĵ',
        'K' => 'Ķ',
        'L' => 'Ļ',
        'N' => 'Ñ',
        'O' => 'Ö',
        'R' => 'Ŕ',
        'S' => 'Š',
        'T' => 'Ţ',
        'U' => 'Û',
        'W' => 'Ŵ',
        'Y' => 'Ý',
        'Z' => 'Ž',
        other => other,
    }
}
