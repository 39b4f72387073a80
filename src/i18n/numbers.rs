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
    let style = style(language);
    let text = format!("{:.*}", max_fraction, value.abs());
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) => (whole.to_owned(), fraction.trim_end_matches('0').to_owned()),
        None => (text, String::new()),
    };
    let mut out = String::new();
    if value < 0.0 && (whole != "0" || !fraction.is_empty()) {
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
        out.push_str(&fraction);
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
    fn spanish_and_polish_leave_four_digits_whole() {
        assert_eq!(format(Language::Spanish, 1000.0, 0, true), "1000");
        assert_eq!(format(Language::Polish, 9999.0, 0, true), "9999");
        assert_eq!(format(Language::German, 1000.0, 0, true), "1.000");
    }
}
