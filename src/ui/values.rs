//! The values the window shows from the directory and the clock, in the window's words
//! (`assets/locales/<locale>/values.ftl`), without egui: a membership's status, the
//! Certified PRO Network's status, account types (the built-in names; a directory's served
//! list wins, in its own words), durations in the language's units and plurals ("10 Std.
//! 7 Min.", "10小时7分钟"; a time to come reads "in 10 Std." or "10小时后" in the messages that
//! use them), dates and times as the locale writes them, and the window's languages named in the current one.
//!
//! Each kind of value has its known codes listed here beside the message that says it; a code
//! the directory sends that is not among them is shown as sent. The test below walks every
//! one in every locale.

use std::time::Duration;

use jiff::Timestamp;
use jiff::civil::{Date, DateTime};
use jiff::tz::TimeZone;

use crate::catalogue::{Catalogue, Kind};
use crate::i18n::{self, Language};

/// A membership's statuses the directory sends (`proz_membership.status`), each with its
/// message.
pub const MEMBERSHIP_STATUSES: [(&str, &str); 3] = [
    ("active", "value-membership-active"),
    ("expired", "value-membership-expired"),
    ("none", "value-membership-none"),
];
/// The Certified PRO Network's statuses (`certified_pro_network_status`), with messages.
pub const CPN_STATUSES: [(&str, &str); 2] = [
    ("current", "value-cpn-current"),
    ("not_current", "value-cpn-not_current"),
];

/// The directory's built-in account types' messages, by id; any other is
/// `value-account-type-other`.
const ACCOUNT_TYPES: [(u32, &str); 3] = [
    (1, "value-account-type-1"),
    (2, "value-account-type-2"),
    (3, "value-account-type-3"),
];

/// `code` in words: its message among `known` (any case), else as sent.
fn said(known: &[(&str, &str)], code: &str) -> String {
    let trimmed = code.trim();
    known
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(trimmed))
        .map_or_else(|| code.to_owned(), |(_, id)| i18n::tr(id))
}

/// A membership's status ("active" → "Active member").
pub fn membership_status(code: &str) -> String {
    said(&MEMBERSHIP_STATUSES, code)
}

/// The Certified PRO Network's status ("not_current" → "Not current").
pub fn cpn_status(code: &str) -> String {
    said(&CPN_STATUSES, code)
}

/// The message of an account type's code: one of the directory's built-in types, or another.
fn account_type_id(code: &str) -> &'static str {
    ACCOUNT_TYPES
        .iter()
        .find(|(id, _)| code.trim().parse() == Ok(*id))
        .map_or("value-account-type-other", |(_, message)| message)
}

/// An account type by its code, in the window's words; a name the directory served for it
/// wins (its list is the truth for its codes, in its words).
pub fn account_type(code: &str, catalogue: &Catalogue) -> String {
    match catalogue.served_entry(Kind::AccountType, code) {
        Some(entry) => entry.name.clone(),
        None => built_in_account_type(code),
    }
}

/// An account type by its code among the directory's built-in types, in the window's words
/// (where no catalogue is at hand: the signed-in account's).
pub fn built_in_account_type(code: &str) -> String {
    i18n::tr(account_type_id(code))
}

/// The window's languages, named in the current one ("Englisch" in German).
pub fn language_name(language: Language) -> String {
    i18n::tr(language_message(language))
}

fn language_message(language: Language) -> &'static str {
    match language {
        Language::EnglishUs => "value-language-en-US",
        Language::German => "value-language-de-DE",
        Language::French => "value-language-fr-FR",
        Language::Spanish => "value-language-es-ES",
        Language::Polish => "value-language-pl-PL",
        Language::ChineseSimplified => "value-language-zh-CN",
        Language::Pseudo => "value-language-en-XA",
    }
}

/// The units a duration is said in, largest first.
const UNITS: [(u64, &str); 4] = [
    (86_400, "value-days"),
    (3_600, "value-hours"),
    (60, "value-minutes"),
    (1, "value-seconds"),
];

/// A duration in the language's units, to its largest unit and the next one where that is
/// not zero ("1 day 2 h", "10 h 7 min", "45 s"), as the durations typed are written.
pub fn duration(duration: Duration) -> String {
    let secs = duration.as_secs();
    let Some(first) = UNITS.iter().position(|(size, _)| secs >= *size) else {
        return crate::tr!("value-seconds", count = 0);
    };
    let (size, id) = UNITS[first];
    let larger = crate::tr!(id, count = (secs / size) as usize);
    match UNITS.get(first + 1) {
        Some((next, next_id)) if secs % size / next > 0 => {
            let smaller = crate::tr!(next_id, count = (secs % size / next) as usize);
            crate::tr!(
                "value-duration-join",
                larger = larger.as_str(),
                smaller = smaller.as_str()
            )
        }
        _ => larger,
    }
}

/// How `language` writes a date and a time of day (numbers only: no month names to
/// translate).
fn patterns(language: Language) -> (&'static str, &'static str, &'static str) {
    // (date, time, between them)
    match language {
        Language::EnglishUs | Language::Pseudo => ("%-m/%-d/%Y", "%-I:%M %p", ", "),
        Language::German | Language::Polish => ("%d.%m.%Y", "%H:%M", " "),
        Language::French | Language::Spanish => ("%d/%m/%Y", "%H:%M", " "),
        Language::ChineseSimplified => ("%Y/%m/%d", "%H:%M", " "),
    }
}

/// A civil date as the window's language writes it ("12/3/2026", "03.12.2026").
pub fn date(date: Date) -> String {
    let (pattern, _, _) = patterns(i18n::current());
    date.strftime(pattern).to_string()
}

/// A date the directory sent as `YYYY-MM-DD`, as the window's language writes it; text of
/// another shape as sent.
pub fn date_text(text: &str) -> String {
    text.trim()
        .parse::<Date>()
        .map_or_else(|_| text.to_owned(), date)
}

/// A civil date and time, to the minute, as the window's language writes them.
pub fn date_time(at: DateTime) -> String {
    let (date, time, between) = patterns(i18n::current());
    format!("{}{between}{}", at.strftime(date), at.strftime(time))
}

/// The instant `at_ms` (Unix ms) in `zone`, to the minute, as the window's language writes
/// it; nothing for an instant out of range.
pub fn instant_in(at_ms: i64, zone: &TimeZone) -> String {
    Timestamp::from_millisecond(at_ms)
        .map(|at| date_time(zone.to_datetime(at)))
        .unwrap_or_default()
}

/// The instant `at_ms` (Unix ms) in UTC, to the minute, as the window's language writes it,
/// said to be UTC ("12/3/2026, 1:21 PM UTC"): where the window names a time every desk and
/// the journal share.
pub fn utc_minutes(at_ms: i64) -> String {
    let time = instant_in(at_ms, &TimeZone::UTC);
    crate::tr!("value-time-utc", time = time.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::scoped;

    /// Every value this module says, by its message: each must be in every locale's own
    /// words, not fallen back to English.
    fn every_message() -> Vec<&'static str> {
        let mut ids: Vec<&str> = Vec::new();
        ids.extend(
            MEMBERSHIP_STATUSES
                .iter()
                .chain(&CPN_STATUSES)
                .map(|(_, id)| *id),
        );
        // Every built-in account type has its words, and so does any other.
        for (id, _) in crate::catalogue::directory::ACCOUNT_TYPES {
            ids.push(account_type_id(&id.to_string()));
        }
        assert_eq!(account_type_id("99"), "value-account-type-other");
        ids.push(account_type_id("99"));
        ids.extend(Language::ALL.map(language_message));
        ids.extend(UNITS.iter().map(|(_, id)| *id));
        ids.extend(["value-duration-join", "value-time-utc"]);
        ids
    }

    #[test]
    fn every_value_shown_has_words_in_every_locale() {
        let locales = i18n::locales_with_words();
        assert_eq!(locales.len(), 6, "six locales: {locales:?}");
        let mut missing = Vec::new();
        for id in every_message() {
            for language in &locales {
                if !i18n::has_message(*language, id) {
                    missing.push(format!("{id} in {}", language.tag()));
                }
            }
        }
        assert!(missing.is_empty(), "values without words: {missing:?}");
        // And the window's other enums: each of their words in every locale too.
        let mut missing = Vec::new();
        for id in crate::ui::words_of_enums() {
            for language in &locales {
                if !i18n::has_message(*language, id) {
                    missing.push(format!("{id} in {}", language.tag()));
                }
            }
        }
        assert!(missing.is_empty(), "enum values without words: {missing:?}");
        // And the enums worded by a message's selector: each value has a branch of its own
        // in every locale, rather than falling to the default's words.
        let mut missing = Vec::new();
        for (id, variable, key) in crate::ui::selected_enum_values() {
            for language in &locales {
                if !i18n::has_variant(*language, id, variable, key) {
                    missing.push(format!("{id} [{key}] in {}", language.tag()));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "enum values without a branch: {missing:?}"
        );
        // The checks can fail: a value no branch names, a message no locale has.
        assert!(!i18n::has_variant(
            Language::German,
            "outbox-state",
            "state",
            "lost"
        ));
        assert!(i18n::has_variant(
            Language::German,
            "outbox-state",
            "state",
            "unknown"
        ));
        assert!(!i18n::has_message(Language::German, "value-no-such-thing"));
    }

    #[test]
    fn codes_are_said_in_the_windows_language_and_unknown_ones_as_sent() {
        let _german = scoped(Language::German);
        assert_eq!(membership_status("active"), "Aktives Mitglied");
        assert_eq!(membership_status("none"), "Kein Mitglied");
        assert_eq!(membership_status("honorary"), "honorary");
        assert_eq!(cpn_status("not_current"), "Nicht aktuell");
        let catalogue = Catalogue::builtin();
        assert_eq!(
            account_type("1", &catalogue),
            "Übersetzungsagentur/-unternehmen"
        );
        assert_eq!(account_type("7", &catalogue), "Andere Kontoart");
        assert_eq!(language_name(Language::EnglishUs), "Englisch");
        let _chinese = scoped(Language::ChineseSimplified);
        assert_eq!(membership_status("expired"), "会员资格已过期");
        assert_eq!(language_name(Language::German), "德语");
    }

    #[test]
    fn durations_take_the_languages_units_and_plurals() {
        let h = |hours: u64, minutes: u64| Duration::from_secs(hours * 3600 + minutes * 60);
        let _english = scoped(Language::EnglishUs);
        assert_eq!(duration(h(10, 7)), "10 h 7 min");
        assert_eq!(duration(h(24, 0)), "1 day");
        assert_eq!(duration(h(50, 0)), "2 days 2 h");
        assert_eq!(duration(Duration::from_secs(45)), "45 s");
        assert_eq!(duration(Duration::ZERO), "0 s");
        // A time to come, as the board says it: the units inside the language's phrase.
        let at = |left| crate::tr!("offers-at", time = "14:00", left = duration(left));
        assert_eq!(at(h(10, 0)), "14:00 (in 10 h)");
        {
            let _german = scoped(Language::German);
            assert_eq!(at(h(10, 0)), "14:00 (in 10 Std.)");
            assert_eq!(duration(h(24, 0)), "1 Tag");
            assert_eq!(duration(h(48, 0)), "2 Tage");
        }
        {
            let _chinese = scoped(Language::ChineseSimplified);
            assert_eq!(at(h(10, 0)), "14:00（10小时后）");
            assert_eq!(duration(h(10, 7)), "10小时7分钟");
        }
        let _polish = scoped(Language::Polish);
        assert_eq!(duration(h(24 * 5, 0)), "5 dni");
        assert_eq!(at(h(0, 30)), "14:00 (za 30 min)");
    }

    #[test]
    fn dates_and_times_are_written_as_the_locale_writes_them() {
        let at: DateTime = "2026-12-03T13:21:00".parse().unwrap();
        let written = |language| {
            let _scope = scoped(language);
            date_time(at)
        };
        assert_eq!(written(Language::EnglishUs), "12/3/2026, 1:21 PM");
        assert_eq!(written(Language::German), "03.12.2026 13:21");
        assert_eq!(written(Language::French), "03/12/2026 13:21");
        assert_eq!(written(Language::ChineseSimplified), "2026/12/03 13:21");
        let _polish = scoped(Language::Polish);
        assert_eq!(utc_minutes(1_709_210_096_000), "29.02.2024 12:34 UTC");
        assert_eq!(date_text("2027-01-31"), "31.01.2027");
        assert_eq!(date_text("soon"), "soon");
    }
}
