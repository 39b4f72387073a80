//! How counts read in English, in one place for the window, the command line and the
//! outbox's reports: "1 recipient", "3 recipients", "1 is", "2 are".

/// `n` and the noun, singular for one: `count(3, "recipient")` is "3 recipients".
pub fn count(n: usize, noun: &str) -> String {
    format!("{n} {}", noun_for(n, noun))
}

/// The noun alone, singular for one: "recipient" or "recipients".
fn noun_for(n: usize, noun: &str) -> String {
    if n == 1 {
        noun.to_owned()
    } else {
        plural_of(noun)
    }
}

/// A number with its thousands grouped: `number(1000)` is "1,000".
pub fn number(n: usize) -> String {
    let digits = n.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// "is" for one, "are" for any other number.
pub fn is_are(n: usize) -> &'static str {
    if n == 1 { "is" } else { "are" }
}

/// "was" for one, "were" for any other number.
pub fn was_were(n: usize) -> &'static str {
    if n == 1 { "was" } else { "were" }
}

/// `one` for one, `many` for any other number: `agree(n, "needs", "need")`.
pub fn agree<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 { one } else { many }
}

/// The English plural of the nouns this app counts ("request", "reply", "match", "person").
fn plural_of(noun: &str) -> String {
    if noun == "person" {
        return "people".into();
    }
    if let Some(stem) = noun.strip_suffix('y')
        && !stem.ends_with(['a', 'e', 'o', 'u'])
    {
        return format!("{stem}ies");
    }
    if noun.ends_with("ch") || noun.ends_with("sh") || noun.ends_with('s') || noun.ends_with('x') {
        return format!("{noun}es");
    }
    format!("{noun}s")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_as_english() {
        assert_eq!(count(0, "recipient"), "0 recipients");
        assert_eq!(count(1, "recipient"), "1 recipient");
        assert_eq!(count(12, "request"), "12 requests");
        assert_eq!(count(2, "reply"), "2 replies");
        assert_eq!(count(2, "day"), "2 days");
        assert_eq!(count(3, "match"), "3 matches");
        assert_eq!(count(2, "person"), "2 people");
        assert_eq!(number(0), "0");
        assert_eq!(number(999), "999");
        assert_eq!(number(1000), "1,000");
        assert_eq!(number(1_234_567), "1,234,567");
        assert_eq!(noun_for(1, "token"), "token");
        assert_eq!((is_are(1), is_are(2)), ("is", "are"));
        assert_eq!((was_were(1), was_were(0)), ("was", "were"));
        assert_eq!(
            (agree(1, "needs", "need"), agree(4, "needs", "need")),
            ("needs", "need")
        );
    }
}
