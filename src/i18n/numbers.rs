//! Numbers as each language writes them: `24,593` in English, `24.593` in German and
//! Spanish, `24 593` (with a no-break space) in French and Polish. Fluent's own numbers have
//! no grouping, so every bundle formats its numbers here (`FluentBundle::set_formatter`).

use super::Language;

/// How a language groups thousands and marks decimals.
struct Style {
    group: char,
    decimal: char,
    /// CLDR's minimum grouping digits: Spanish and Polish leave four-digit numbers whole
    /// ("1000", "24.593").
    min_grouping: usize,
}

fn style(language: Language) -> Style {
    const NBSP: char = '\u{a0}';
    match language {
        Language::EnglishUs | Language::ChineseSimplified | Language::Pseudo => Style {
            group: ',',
            decimal: '.',
            min_grouping: 1,
        },
        Language::German => Style {
            group: '.',
            decimal: ',',
            min_grouping: 1,
        },
        Language::Spanish => Style {
            group: '.',
            decimal: ',',
            min_grouping: 2,
        },
        // French writes a narrow no-break space; a plain no-break space is in every font.
        Language::French => Style {
            group: NBSP,
            decimal: ',',
            min_grouping: 1,
        },
        Language::Polish => Style {
            group: NBSP,
            decimal: ',',
            min_grouping: 2,
        },
    }
}

/// `value` with at most `max_fraction` decimals (trailing zeros dropped), grouped when
/// `grouping` is on, as `language` writes it.
pub fn format(language: Language, value: f64, max_fraction: usize, grouping: bool) -> String {
    if !value.is_finite() {
        return value.to_string();
    }
    let text = format!("{:.*}", max_fraction, value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let fraction = fraction.trim_end_matches('0');
    let negative = value < 0.0 && (whole != "0" || !fraction.is_empty());
    written(language, negative, whole, fraction, grouping)
}

/// A decimal given as text with a point (`"1234.5"`, an amount of money kept exactly) as
/// `language` writes it; text of any other shape is given back as it is.
pub fn format_text(language: Language, text: &str, grouping: bool) -> String {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(fraction) {
        return text.to_owned();
    }
    written(language, false, whole, fraction, grouping)
}

/// The language's decimal mark: `.` or `,`.
pub fn decimal_mark(language: Language) -> char {
    style(language).decimal
}

/// Digits before and after the mark (trailing zeros already gone), in the language's style.
fn written(
    language: Language,
    negative: bool,
    whole: &str,
    fraction: &str,
    grouping: bool,
) -> String {
    let style = style(language);
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    let grouped = grouping && whole.len() >= 3 + style.min_grouping;
    for (i, digit) in whole.chars().enumerate() {
        if grouped && i > 0 && (whole.len() - i).is_multiple_of(3) {
            out.push(style.group);
        }
        out.push(digit);
    }
    if !fraction.is_empty() {
        out.push(style.decimal);
        out.push_str(fraction);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_groups_and_marks_decimals_its_own_way() {
        let n = 24593.0;
        assert_eq!(format(Language::EnglishUs, n, 0, true), "24,593");
        assert_eq!(format(Language::German, n, 0, true), "24.593");
        assert_eq!(format(Language::French, n, 0, true), "24\u{a0}593");
        assert_eq!(format(Language::Polish, n, 0, true), "24\u{a0}593");
        assert_eq!(format(Language::Spanish, n, 0, true), "24.593");
        assert_eq!(format(Language::ChineseSimplified, n, 0, true), "24,593");
        assert_eq!(format(Language::German, 0.126, 2, true), "0,13");
        assert_eq!(
            format(Language::EnglishUs, 1234567.5, 2, true),
            "1,234,567.5"
        );
        assert_eq!(format(Language::EnglishUs, -1234.0, 0, true), "-1,234");
        assert_eq!(format(Language::EnglishUs, 2026.0, 0, false), "2026");
    }

    #[test]
    fn a_decimal_kept_as_text_is_written_exactly_with_the_languages_marks() {
        assert_eq!(format_text(Language::German, "0.12", true), "0,12");
        assert_eq!(
            format_text(Language::French, "1234.5", true),
            "1\u{a0}234,5"
        );
        assert_eq!(format_text(Language::French, "1234.5", false), "1234,5");
        assert_eq!(format_text(Language::EnglishUs, "0.12", true), "0.12");
        assert_eq!(format_text(Language::ChineseSimplified, "45", true), "45");
        // More digits than an f64 holds: kept as they are.
        assert_eq!(
            format_text(Language::German, "999999999999.123456", false),
            "999999999999,123456"
        );
        assert_eq!(format_text(Language::German, "n/a", true), "n/a");
        assert_eq!(format_text(Language::German, ".5", true), ".5");
    }

    #[test]
    fn spanish_and_polish_leave_four_digits_whole() {
        assert_eq!(format(Language::Spanish, 1000.0, 0, true), "1000");
        assert_eq!(format(Language::Polish, 9999.0, 0, true), "9999");
        assert_eq!(format(Language::German, 1000.0, 0, true), "1.000");
    }
}
