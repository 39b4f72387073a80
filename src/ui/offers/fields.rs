//! The "Offer a job…" form's field rules, without egui and without the form: each field as
//! typed read into what an offer keeps (a wave size, a wait, a deadline in the
//! coordinator's zone, the pair in the directory's names, who fills the job), or the
//! problem told beside it ([`Field`], [`Problems`]). Nothing is clamped: a wave of 40 is an
//! error that says 1 to 25. The form (`form`) puts them together into a `NewOffer`.

use std::time::Duration;

use jiff::tz::TimeZone;

use crate::catalogue::{Catalogue, Kind};
use crate::offers::duration;
use crate::store::{MAX_WAVE_SIZE, Pick};

/// Who gets the job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WhoFills {
    /// The first to accept.
    FirstAccept,
    /// The coordinator picks among those who accept, within the form's `pick_within`.
    IPick,
}

/// A field of the form, beside which its problems are told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// Not a field: the account the offer is made as is not known yet.
    Account,
    Title,
    Pair,
    Deadline,
    Message,
    WaveSize,
    WaveWait,
    PickWithin,
    Candidates,
}

/// Everything wrong with the form, each beside its field, in the window's words.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Problems(Vec<(Field, String)>);

impl Problems {
    pub fn add(&mut self, field: Field, words: String) {
        self.0.push((field, words));
    }

    /// `read`'s value, or its problem told beside `field` and `instead` in its place.
    pub fn take<T>(&mut self, field: Field, read: Result<T, String>, instead: T) -> T {
        read.unwrap_or_else(|problem| {
            self.add(field, problem);
            instead
        })
    }

    /// The problems told beside `field`.
    pub fn beside(&self, field: Field) -> impl Iterator<Item = &str> {
        self.0
            .iter()
            .filter(move |(f, _)| *f == field)
            .map(|(_, words)| words.as_str())
    }

    #[cfg(test)]
    pub fn fields(&self) -> impl Iterator<Item = Field> + '_ {
        self.0.iter().map(|(field, _)| *field)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Every problem's words, in the form's order.
    pub fn words(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(_, words)| words.as_str())
    }
}

/// The pair as the offer keeps it, in the directory's names ("English → German"), or why it
/// cannot be: one language without the other, the same twice, or a code the directory's
/// list does not have. `Ok(None)` for no pair.
pub fn pair_words(
    source: Option<&str>,
    target: Option<&str>,
    catalogue: &Catalogue,
) -> Result<Option<String>, String> {
    let name = |code: &str| {
        catalogue
            .english_name(Kind::Language, code)
            .unwrap_or(code)
            .to_owned()
    };
    match (source, target) {
        (None, None) => Ok(None),
        (Some(_), None) | (None, Some(_)) => Err(crate::tr!("offers-form-pair-half")),
        (Some(source), Some(target)) => {
            for code in [source, target] {
                if catalogue.is_foreign(Kind::Language, code) {
                    return Err(crate::tr!(
                        "offers-form-pair-foreign",
                        name = catalogue.shown(Kind::Language, code)
                    ));
                }
            }
            if source.trim().eq_ignore_ascii_case(target.trim()) {
                return Err(crate::tr!("offers-form-pair-same"));
            }
            Ok(Some(format!("{} → {}", name(source), name(target))))
        }
    }
}

/// The deadline typed (`date` "2026-12-01", `time` "17:00", 23:59 when empty) in `zone`:
/// none when no date is given; refused when unreadable or already past at `now`.
pub fn deadline(date: &str, time: &str, now: i64, zone: &TimeZone) -> Result<Option<i64>, String> {
    let date = date.trim();
    if date.is_empty() {
        return Ok(None);
    }
    let time = match time.trim() {
        "" => "23:59",
        time => time,
    };
    let typed = format!("{date} {time}");
    let at = jiff::civil::DateTime::strptime("%Y-%m-%d %H:%M", &typed)
        .and_then(|local| zone.to_timestamp(local))
        .map(|at| at.as_millisecond())
        .map_err(|_| crate::tr!("offers-form-deadline-unreadable", typed = typed.as_str()))?;
    if at <= now {
        return Err(crate::tr!(
            "offers-form-deadline-past",
            typed = typed.as_str()
        ));
    }
    Ok(Some(at))
}

/// The wave size typed, or the problem: 1 to [`MAX_WAVE_SIZE`], never clamped.
pub fn wave_size(typed: &str) -> Result<u8, String> {
    typed
        .trim()
        .parse::<u8>()
        .ok()
        .filter(|size| (1..=MAX_WAVE_SIZE).contains(size))
        .ok_or_else(|| crate::tr!("offers-form-wave-size", most = MAX_WAVE_SIZE))
}

/// Who gets the job, the coordinator's choice closing `pick_within` (as typed) after `now`.
pub fn pick(who_fills: WhoFills, pick_within: &str, now: i64) -> Result<Pick, String> {
    Ok(match who_fills {
        WhoFills::FirstAccept => Pick::First,
        WhoFills::IPick => Pick::Choose {
            until: now.saturating_add(millis(typed_duration(pick_within)?)),
        },
    })
}

/// A field given, trimmed; none when empty.
pub fn given(text: &str) -> Option<String> {
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

/// A duration as typed; none at all ("0m") is no wait either, and refused as unreadable.
pub fn typed_duration(text: &str) -> Result<Duration, String> {
    duration::parse(text)
        .ok()
        .filter(|wait| !wait.is_zero())
        .ok_or_else(|| crate::tr!("offers-form-wait-unreadable", typed = text.trim()))
}

pub fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wave_size_is_1_to_25_as_typed() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        assert_eq!(wave_size(" 25 "), Ok(25));
        assert_eq!(wave_size("1"), Ok(1));
        for typed in ["26", "0", "five", ""] {
            assert_eq!(
                wave_size(typed),
                Err("A wave is 1 to 25 freelancers.".into()),
                "{typed:?}"
            );
        }
    }

    #[test]
    fn a_deadline_without_a_time_is_the_days_last_minute_in_the_zone() {
        let zone = TimeZone::get("Europe/Berlin").unwrap();
        let at = deadline("2030-01-15", " ", 0, &zone).unwrap().unwrap();
        assert_eq!(crate::times::utc_minutes(at), "2030-01-15 22:59 UTC");
        assert_eq!(deadline("", "17:00", 0, &zone), Ok(None));
        assert!(deadline("2030-01-15", "25:00", 0, &zone).is_err());
    }
}
