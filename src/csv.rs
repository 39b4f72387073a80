//! Writing CSV that spreadsheets open safely: cells quoted when needed, and text a
//! spreadsheet would run as a formula defused, since names come from servers and files.

/// One cell.
pub fn cell(text: &str) -> String {
    let defused = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
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
}
