//! Finding freelancer UUIDs in whatever text a user pastes or imports: profile links, CSV
//! exports, e-mails, spreadsheets. Shared by the command line and the lookup panel.

use uuid::Uuid;

/// What was found in a text: the UUIDs in first-seen order without duplicates, and the
/// tokens that look like an attempt at a UUID but are not one (a typo, a truncated copy).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Extracted {
    pub uuids: Vec<Uuid>,
    pub duplicates: usize,
    pub invalid: Vec<String>,
}

/// Extracts UUIDs from free text. A UUID must stand on its own: it is not preceded or
/// followed by a letter or digit, so `abc<uuid>` is not read as a UUID with a prefix.
/// Both the hyphenated and the 32-digit simple form are accepted.
pub fn extract(text: &str) -> Extracted {
    let mut found = Extracted::default();
    let mut seen = std::collections::HashSet::new();
    for token in text.split(is_separator).filter(|t| !t.is_empty()) {
        let in_token = scan(token);
        if in_token.is_empty() {
            if looks_like_a_uuid_attempt(token) {
                found.invalid.push(token.to_owned());
            }
            continue;
        }
        for uuid in in_token {
            if seen.insert(uuid) {
                found.uuids.push(uuid);
            } else {
                found.duplicates += 1;
            }
        }
    }
    found
}

/// Like [`extract`], for a list of arguments where every word that holds no UUID is a
/// mistake worth reporting (the user typed it on purpose).
pub fn extract_from_arguments<S: AsRef<str>>(args: &[S]) -> Extracted {
    Extracted::merged(args.iter().map(|arg| {
        let mut extracted = extract(arg.as_ref());
        let word = arg.as_ref().trim();
        if extracted.uuids.is_empty() && extracted.invalid.is_empty() && !word.is_empty() {
            extracted.invalid.push(word.to_owned());
        }
        extracted
    }))
}

impl Extracted {
    /// Several extractions as one: UUIDs in first-seen order across all of them, a UUID seen
    /// in more than one counted as a duplicate, every invalid token kept.
    pub fn merged(parts: impl IntoIterator<Item = Extracted>) -> Self {
        let mut merged = Self::default();
        let mut seen = std::collections::HashSet::new();
        for part in parts {
            merged.duplicates += part.duplicates;
            merged.invalid.extend(part.invalid);
            for uuid in part.uuids {
                if seen.insert(uuid) {
                    merged.uuids.push(uuid);
                } else {
                    merged.duplicates += 1;
                }
            }
        }
        merged
    }
}

fn is_separator(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            ',' | ';' | '"' | '\'' | '<' | '>' | '|' | '(' | ')' | '[' | ']'
        )
}

/// Scans one token for UUIDs at word boundaries. Tokens are short, so a plain scan is fine.
fn scan(token: &str) -> Vec<Uuid> {
    let bytes = token.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let at_boundary = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
        if at_boundary
            && bytes[i].is_ascii_hexdigit()
            && let Some((uuid, len)) = uuid_at(&bytes[i..])
        {
            out.push(uuid);
            i += len;
            continue;
        }
        i += 1;
    }
    out
}

fn uuid_at(rest: &[u8]) -> Option<(Uuid, usize)> {
    for len in [36, 32] {
        let Some(candidate) = rest.get(..len) else {
            continue;
        };
        let ends_at_boundary = rest.get(len).is_none_or(|b| !b.is_ascii_alphanumeric());
        if !ends_at_boundary || !has_uuid_shape(candidate) {
            continue;
        }
        if let Ok(uuid) = Uuid::try_parse_ascii(candidate) {
            return Some((uuid, len));
        }
    }
    None
}

fn has_uuid_shape(candidate: &[u8]) -> bool {
    match candidate.len() {
        36 => candidate.iter().enumerate().all(|(i, b)| match i {
            8 | 13 | 18 | 23 => *b == b'-',
            _ => b.is_ascii_hexdigit(),
        }),
        32 => candidate.iter().all(u8::is_ascii_hexdigit),
        _ => false,
    }
}

/// A token with no UUID in it is only worth reporting when it seems meant as one: mostly
/// hex digits and hyphens, of about UUID length. Ordinary words in an e-mail are not.
fn looks_like_a_uuid_attempt(token: &str) -> bool {
    let core = token.trim_matches(|c: char| !c.is_ascii_alphanumeric());
    let len = core.chars().count();
    if !(20..=45).contains(&len) || core.matches('-').count() < 2 {
        return false;
    }
    let hexish = core
        .chars()
        .filter(|c| c.is_ascii_hexdigit() || *c == '-')
        .count();
    hexish * 4 >= len * 3
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = "5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4b";
    const B: &str = "0b8e7d6c-5a4f-4321-9876-fedcba987654";

    #[test]
    fn finds_uuids_in_links_csv_and_mail() {
        let text = format!(
            "See https://www.example.com/freelancer/{A}?ref=mail.\nuuid,name\n{B},Ana\n\"{}\",Bo",
            A.to_uppercase()
        );
        let found = extract(&text);
        assert_eq!(
            found.uuids,
            vec![Uuid::parse_str(A).unwrap(), Uuid::parse_str(B).unwrap()]
        );
        assert_eq!(found.duplicates, 1);
        assert!(found.invalid.is_empty(), "{:?}", found.invalid);
    }

    #[test]
    fn accepts_the_simple_form_and_refuses_glued_prefixes() {
        let simple = A.replace('-', "");
        assert_eq!(extract(&simple).uuids.len(), 1);
        assert!(extract(&format!("x{A}")).uuids.is_empty());
        assert!(extract(&format!("{A}9")).uuids.is_empty());
    }

    #[test]
    fn reports_near_misses_but_not_ordinary_words() {
        let typo = "5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4"; // one digit short
        let found = extract(&format!("Dear colleague, please check {typo} today."));
        assert!(found.uuids.is_empty());
        assert_eq!(found.invalid, vec![typo.to_owned()]);
    }

    #[test]
    fn merging_keeps_first_seen_order_and_counts_repeats_across_parts() {
        let (a, b) = (Uuid::parse_str(A).unwrap(), Uuid::parse_str(B).unwrap());
        let merged = Extracted::merged([
            extract(&format!("{A} {A}")),
            extract(&format!("{B} {A} 5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4")),
        ]);
        assert_eq!(merged.uuids, vec![a, b]);
        assert_eq!(merged.duplicates, 2);
        assert_eq!(merged.invalid.len(), 1);
    }

    #[test]
    fn arguments_report_every_word_without_a_uuid() {
        let found = extract_from_arguments(&[A, "hello", B, A]);
        assert_eq!(found.uuids.len(), 2);
        assert_eq!(found.duplicates, 1);
        assert_eq!(found.invalid, vec!["hello".to_owned()]);
    }
}
