//! Writing CSV that spreadsheets open safely: cells quoted when needed, and text a
//! spreadsheet would run as a formula defused, since names come from servers and files.

/// What a spreadsheet reads as the start of a formula.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// One cell.
pub fn cell(text: &str) -> String {
    let defused = if text.starts_with(FORMULA_STARTS) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if defused.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", defused.replace('"', "\"\""))
    } else {
        defused
    }
}

/// A cell's text defused so that reading it back with [`restore`] gives exactly what was
/// written: a formula gets a leading `'` (which spreadsheets show as text), and so does text
/// that already starts with one, so that the `'` taken off on the way back is always ours.
pub fn defuse_reversibly(text: &str) -> std::borrow::Cow<'_, str> {
    if text.starts_with(FORMULA_STARTS) || text.starts_with('\'') {
        format!("'{text}").into()
    } else {
        text.into()
    }
}

/// A cell written by [`defuse_reversibly`], as it was before.
pub fn restore(cell: &str) -> &str {
    cell.strip_prefix('\'').unwrap_or(cell)
}

/// Rows as CSV text, CRLF line ends (what spreadsheets expect).
pub fn text(rows: &[Vec<String>]) -> String {
    let mut text = String::new();
    for row in rows {
        let cells: Vec<String> = row.iter().map(|c| cell(c)).collect();
        text.push_str(&cells.join(","));
        text.push_str("\r\n");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_defused() {
        assert_eq!(cell("Ana"), "Ana");
        assert_eq!(cell("Smith, Jones"), "\"Smith, Jones\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(text(&[vec!["a".into(), "b,c".into()]]), "a,\"b,c\"\r\n");
    }

    #[test]
    fn reversible_defusing_gives_back_exactly_what_was_written() {
        for text in ["=SUM(A1)", "'quoted", "''", "plain", "-3", "", "@x"] {
            let written = defuse_reversibly(text);
            assert!(!written.starts_with(FORMULA_STARTS), "{written}");
            assert_eq!(restore(&written), text);
        }
    }
}
