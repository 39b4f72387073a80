//! Rows from the team database are believed only once checked: text is cleaned and capped,
//! states and times must be ones this desk knows. Text this desk writes is checked the same
//! way before it goes.

use std::time::{SystemTime, UNIX_EPOCH};

use tokio_postgres::Row;
use tokio_postgres::types::FromSql;

/// Column `index` of `row` as a `T`, or why this desk cannot believe it (a NULL, another
/// type): the schema may have been changed by hand, and a row is never trusted to panic on.
pub fn column<'a, T: FromSql<'a>>(row: &'a Row, index: usize) -> Result<T, String> {
    row.try_get(index)
        .map_err(|err| format!("a row of another shape than the team's schema ({err})"))
}

/// The longest coordinator name, subject, reason and message identity kept, in characters.
pub const MAX_NAME: usize = 100;
pub const MAX_SUBJECT: usize = 200;
pub const MAX_REASON: usize = 500;
pub const MAX_IDENTITY: usize = 200;

/// The database server's clock, in milliseconds since 1970, as SQL. Every time the team
/// database keeps (claims, contacts, marks, desks, vendor records) and every window the guard
/// reads by (a claim's lifetime, the recent-contact days) is the server's, never a desk's: a desk whose clock runs days
/// ahead would otherwise expire colleagues' live claims and message their freelancers a
/// second time, and one running behind would stamp contacts that block checks for days.
/// `clock_timestamp()`, not `now()`: the time the statement runs, not its transaction's start.
macro_rules! server_now_ms {
    () => {
        "(extract(epoch from clock_timestamp()) * 1000)::bigint"
    };
}
pub(crate) use server_now_ms;

/// This desk's clock: only ever the bound of what times it believes (`checked_time`), never a
/// time written to the team.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or_default()
}

/// Text read from the database as it may be shown: control characters (a terminal's escape
/// sequences among them) become spaces, and it is cut at `max` characters with "…".
pub fn shown_text(text: &str, max: usize) -> String {
    let cleaned: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let cleaned = cleaned.trim();
    if cleaned.chars().count() > max {
        let mut cut: String = cleaned.chars().take(max).collect();
        cut.push('…');
        cut
    } else {
        cleaned.to_owned()
    }
}

/// A time read from the database: milliseconds since 1970, not before it and not absurdly
/// far ahead (a year past `now`).
pub fn checked_time(at_ms: i64, now_ms: i64) -> Result<i64, String> {
    if at_ms < 0 || at_ms > now_ms.saturating_add(365 * 86_400_000) {
        return Err(format!("a time out of range ({at_ms} ms)"));
    }
    Ok(at_ms)
}

/// Text this desk is about to write: `what` names it in the error.
pub fn written_text(
    text: &str,
    what: &str,
    max: usize,
    may_be_empty: bool,
) -> Result<String, String> {
    let text = text.trim();
    if text.is_empty() && !may_be_empty {
        return Err(format!("the {what} is empty"));
    }
    if text.chars().any(char::is_control) {
        return Err(format!("the {what} holds control characters"));
    }
    if text.chars().count() > max {
        return Err(format!("the {what} is longer than {max} characters"));
    }
    Ok(text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_from_the_database_is_cleaned_and_capped() {
        assert_eq!(shown_text("Ana\u{1b}[2J Lima", 100), "Ana [2J Lima");
        assert_eq!(shown_text("abcdef", 3), "abc…");
        assert_eq!(shown_text("  Ana  ", 10), "Ana");
    }

    #[test]
    fn times_out_of_range_are_refused() {
        let now = 1_800_000_000_000;
        assert_eq!(checked_time(now - 5, now), Ok(now - 5));
        assert!(checked_time(-1, now).is_err());
        assert!(checked_time(now + 400 * 86_400_000, now).is_err());
    }

    #[test]
    fn text_to_write_is_checked() {
        assert_eq!(written_text(" Ana ", "name", 10, false), Ok("Ana".into()));
        assert!(
            written_text("", "name", 10, false)
                .unwrap_err()
                .contains("empty")
        );
        assert_eq!(written_text("", "reason", 10, true), Ok(String::new()));
        assert!(
            written_text("a\nb", "name", 10, false)
                .unwrap_err()
                .contains("control")
        );
        assert!(
            written_text("abcdefghijk", "name", 10, false)
                .unwrap_err()
                .contains("longer")
        );
    }
}
