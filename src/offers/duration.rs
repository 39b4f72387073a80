//! Durations as people type them: `90s`, `15m`, `2h`, `1d`, and combined, `1h30m`, on the
//! command line (`--wait 2h`) and in the window's fields. Spaces and upper case are fine
//! (`2 H`, `1h 30m`), and the units may be spelt out (`15 min`, `2 hours`, `1 day`).
//!
//! Refused, each with a sentence that repeats what was typed and shows the forms that work:
//! nothing, zero, a negative or fractional number (`1.5h`: write `1h30m`), a number without
//! a unit (`90`: seconds or minutes?), a unit named twice, an unknown unit, and anything
//! over a year. Weeks (`2w`) are refused with the number of days to write instead: the
//! waits between waves are hours or days, and one set of units keeps what [`words`] writes
//! back the same as what people type.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// The longest duration accepted: a wait of more than a year is a typo, not a plan.
pub const LONGEST: Duration = Duration::from_secs(365 * DAY);

const MINUTE: u64 = 60;
const HOUR: u64 = 60 * MINUTE;
const DAY: u64 = 24 * HOUR;
const WEEK: u64 = 7 * DAY;

/// The forms every refusal shows, so that the fix is on the same line as the problem.
const EXPECTED: &str = "write it like 90s, 15m, 2h, 1d or 1h30m";

/// The units understood, largest first (the order [`words`] writes them in), each with the
/// spellings people use for it.
const UNITS: [(u64, char, &[&str]); 4] = [
    (DAY, 'd', &["d", "day", "days"]),
    (HOUR, 'h', &["h", "hr", "hrs", "hour", "hours"]),
    (MINUTE, 'm', &["m", "min", "mins", "minute", "minutes"]),
    (1, 's', &["s", "sec", "secs", "second", "seconds"]),
];

/// Spellings of a week, refused with a hint rather than as an unknown unit.
const WEEK_SPELLINGS: [&str; 4] = ["w", "wk", "week", "weeks"];

/// A wait between two waves of an offer: a duration that [`parse`] accepts, so never zero
/// and never more than [`LONGEST`]. Typed with [`FromStr`] (`"2h".parse::<WaveWait>()`),
/// shown with [`words`] (`Display`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WaveWait(Duration);

impl WaveWait {
    /// The wait as a plain duration, for timers and the store.
    pub fn duration(self) -> Duration {
        self.0
    }
}

impl FromStr for WaveWait {
    type Err = DurationProblem;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        parse(text).map(WaveWait)
    }
}

/// A duration read back from the store or a setting: held to the same limits as a typed one,
/// so that a wait edited by hand in a file cannot be zero or years long.
impl TryFrom<Duration> for WaveWait {
    type Error = DurationProblem;

    fn try_from(duration: Duration) -> Result<Self, Self::Error> {
        let typed = words(duration);
        if duration.as_secs() == 0 {
            Err(DurationProblem::Zero { typed })
        } else if duration > LONGEST {
            Err(DurationProblem::TooLong { typed })
        } else {
            Ok(WaveWait(Duration::from_secs(duration.as_secs())))
        }
    }
}

impl fmt::Display for WaveWait {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&words(self.0))
    }
}

/// Why a text is not a duration. Each variant keeps the text as typed (trimmed), which the
/// English sentence ([`fmt::Display`]) repeats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DurationProblem {
    /// Nothing, or only spaces.
    Empty,
    /// `0s`, `0h0m`: a wait of nothing would send every wave at once.
    Zero { typed: String },
    /// Over [`LONGEST`], including numbers too large to hold.
    TooLong { typed: String },
    /// `-2h`.
    Negative { typed: String },
    /// `1.5h`, `1,5h`.
    Fraction { typed: String },
    /// `90`, or `1h30`: a number with no unit after it.
    MissingUnit { typed: String },
    /// `2x`, `3 months`.
    UnknownUnit { typed: String, unit: String },
    /// `2w`: weeks, refused with the days to write instead.
    Weeks { typed: String, weeks: u64 },
    /// `1h 2h`: which one was meant?
    RepeatedUnit { typed: String, unit: char },
    /// Anything else: `h`, `2h!`, `about an hour`.
    Unreadable { typed: String },
}

impl fmt::Display for DurationProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "No duration was given: {EXPECTED}"),
            Self::Zero { typed } => write!(f, "'{typed}' is no time at all: {EXPECTED}"),
            Self::TooLong { typed } => {
                write!(f, "'{typed}' is longer than a year (365d): {EXPECTED}")
            }
            Self::Negative { typed } => {
                write!(f, "'{typed}' is negative: {EXPECTED}")
            }
            Self::Fraction { typed } => write!(
                f,
                "'{typed}' has a fraction: use whole numbers and smaller units, like 1h30m for an hour and a half"
            ),
            Self::MissingUnit { typed } => {
                write!(f, "'{typed}' needs a unit after each number: {EXPECTED}")
            }
            Self::UnknownUnit { typed, unit } => write!(
                f,
                "'{typed}' is not a duration ('{unit}' is not a unit): {EXPECTED}"
            ),
            Self::Weeks { typed, weeks } => match weeks.checked_mul(7) {
                Some(days) if *weeks > 0 => {
                    write!(
                        f,
                        "'{typed}' uses weeks, which are not a unit here: write {days}d instead of {weeks}w"
                    )
                }
                _ => write!(
                    f,
                    "'{typed}' uses weeks, which are not a unit here: {EXPECTED}"
                ),
            },
            Self::RepeatedUnit { typed, unit } => {
                write!(f, "'{typed}' gives '{unit}' more than once: {EXPECTED}")
            }
            Self::Unreadable { typed } => write!(f, "'{typed}' is not a duration: {EXPECTED}"),
        }
    }
}

impl std::error::Error for DurationProblem {}

/// Reads a duration as people type it (see the module's doc for what is accepted and
/// refused). The result is a whole number of seconds, from one second to [`LONGEST`].
pub fn parse(text: &str) -> Result<Duration, DurationProblem> {
    let typed = text.trim();
    if typed.is_empty() {
        return Err(DurationProblem::Empty);
    }
    let mut total: u64 = 0;
    let mut units_seen = Vec::new();
    for part in parts(typed)? {
        let (seconds_per_unit, unit) = unit_named(typed, &part.unit, part.amount)?;
        if units_seen.contains(&unit) {
            let typed = typed.to_owned();
            return Err(DurationProblem::RepeatedUnit { typed, unit });
        }
        units_seen.push(unit);
        total = part
            .amount
            .checked_mul(seconds_per_unit)
            .and_then(|seconds| total.checked_add(seconds))
            .ok_or_else(|| DurationProblem::TooLong {
                typed: typed.to_owned(),
            })?;
    }
    let duration = Duration::from_secs(total);
    if total == 0 {
        Err(DurationProblem::Zero {
            typed: typed.to_owned(),
        })
    } else if duration > LONGEST {
        Err(DurationProblem::TooLong {
            typed: typed.to_owned(),
        })
    } else {
        Ok(duration)
    }
}

/// [`parse`] for clap's `value_parser`, which wants the refusal as a string:
/// `#[arg(long, value_parser = duration::clap_parse)]`.
pub fn clap_parse(text: &str) -> Result<Duration, String> {
    parse(text).map_err(|problem| problem.to_string())
}

/// A duration the way people type it, largest units first and the zero ones left out:
/// 5400s is "1h30m", 86400s is "1d", 90s is "1m30s". [`parse`] reads it back to the same
/// duration. Parts of a second, which [`parse`] never gives, are left out; nothing at all is
/// "0s".
pub fn words(duration: Duration) -> String {
    let mut left = duration.as_secs();
    if left == 0 {
        return "0s".to_owned();
    }
    let mut written = String::new();
    for (seconds_per_unit, unit, _) in UNITS {
        let count = left / seconds_per_unit;
        if count > 0 {
            written.push_str(&format!("{count}{unit}"));
            left %= seconds_per_unit;
        }
    }
    written
}

/// One number and the unit written after it, as typed (the unit lower-cased).
struct Part {
    amount: u64,
    unit: String,
}

/// Splits a trimmed, non-empty text into number-and-unit parts, refusing what cannot be
/// one: a sign, a fraction, a number without a unit, or something else between them.
fn parts(typed: &str) -> Result<Vec<Part>, DurationProblem> {
    let owned = || typed.to_owned();
    let mut parts = Vec::new();
    let mut rest = typed.chars().peekable();
    while rest.peek().is_some() {
        skip_spaces(&mut rest);
        let Some(&first) = rest.peek() else { break };
        if first == '-' {
            return Err(DurationProblem::Negative { typed: owned() });
        }
        let digits = take_while(&mut rest, |c| c.is_ascii_digit());
        if digits.is_empty() {
            return Err(DurationProblem::Unreadable { typed: owned() });
        }
        if rest.peek().is_some_and(|c| matches!(c, '.' | ',')) {
            return Err(DurationProblem::Fraction { typed: owned() });
        }
        skip_spaces(&mut rest);
        let unit = take_while(&mut rest, char::is_alphabetic).to_lowercase();
        if unit.is_empty() {
            return Err(match rest.peek() {
                None => DurationProblem::MissingUnit { typed: owned() },
                Some(c) if c.is_ascii_digit() => DurationProblem::MissingUnit { typed: owned() },
                Some(_) => DurationProblem::Unreadable { typed: owned() },
            });
        }
        // Digits alone that do not fit in a u64 are a number too large, not a misspelling.
        let amount = digits
            .parse::<u64>()
            .map_err(|_| DurationProblem::TooLong { typed: owned() })?;
        parts.push(Part { amount, unit });
    }
    Ok(parts)
}

/// The seconds in one `unit` and the letter it is written with, or why it is no unit.
fn unit_named(typed: &str, unit: &str, amount: u64) -> Result<(u64, char), DurationProblem> {
    if let Some((seconds, letter, _)) = UNITS
        .iter()
        .find(|(_, _, spellings)| spellings.contains(&unit))
    {
        return Ok((*seconds, *letter));
    }
    let typed = typed.to_owned();
    if WEEK_SPELLINGS.contains(&unit) {
        // Too many weeks for a year is "too long", the clearer of the two refusals.
        if amount
            .checked_mul(WEEK)
            .is_none_or(|s| s > LONGEST.as_secs())
        {
            return Err(DurationProblem::TooLong { typed });
        }
        return Err(DurationProblem::Weeks {
            typed,
            weeks: amount,
        });
    }
    Err(DurationProblem::UnknownUnit {
        typed,
        unit: unit.to_owned(),
    })
}

fn skip_spaces(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    while chars.next_if(|c| c.is_whitespace()).is_some() {}
}

fn take_while(
    chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
    wanted: impl Fn(char) -> bool,
) -> String {
    let mut taken = String::new();
    while let Some(c) = chars.next_if(|c| wanted(*c)) {
        taken.push(c);
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(n: u64) -> Duration {
        Duration::from_secs(n)
    }

    #[test]
    fn reads_each_unit_alone() {
        assert_eq!(parse("90s"), Ok(secs(90)));
        assert_eq!(parse("15m"), Ok(secs(15 * 60)));
        assert_eq!(parse("2h"), Ok(secs(2 * 3600)));
        assert_eq!(parse("1d"), Ok(secs(86_400)));
    }

    #[test]
    fn reads_combined_spaced_upper_case_and_spelt_out_units() {
        assert_eq!(parse("1h30m"), Ok(secs(5400)));
        assert_eq!(parse("1h 30m"), Ok(secs(5400)));
        assert_eq!(parse("2 H"), Ok(secs(7200)));
        assert_eq!(parse("  1D 2H 3M 4S  "), Ok(secs(86_400 + 7200 + 180 + 4)));
        assert_eq!(parse("30m1h"), Ok(secs(5400)));
        assert_eq!(parse("15 min"), Ok(secs(900)));
        assert_eq!(parse("2 hours"), Ok(secs(7200)));
        assert_eq!(parse("1 day 12 hrs"), Ok(secs(86_400 + 12 * 3600)));
        assert_eq!(parse("007m"), Ok(secs(420)));
    }

    #[test]
    fn accepts_exactly_a_year_and_refuses_a_second_more() {
        assert_eq!(parse("365d"), Ok(LONGEST));
        assert_eq!(parse("8760h"), Ok(LONGEST));
        assert_eq!(
            parse("365d1s"),
            Err(DurationProblem::TooLong {
                typed: "365d1s".into()
            })
        );
    }

    #[test]
    fn refuses_nothing_and_zero() {
        assert_eq!(parse(""), Err(DurationProblem::Empty));
        assert_eq!(parse("   "), Err(DurationProblem::Empty));
        assert_eq!(
            parse("0s"),
            Err(DurationProblem::Zero { typed: "0s".into() })
        );
        assert_eq!(
            parse("0h 0m"),
            Err(DurationProblem::Zero {
                typed: "0h 0m".into()
            })
        );
    }

    #[test]
    fn refuses_signs_fractions_and_bare_numbers() {
        let typed = |t: &str| t.to_owned();
        assert_eq!(
            parse("-2h"),
            Err(DurationProblem::Negative {
                typed: typed("-2h")
            })
        );
        assert_eq!(
            parse("1h -5m"),
            Err(DurationProblem::Negative {
                typed: typed("1h -5m")
            })
        );
        assert_eq!(
            parse("1.5h"),
            Err(DurationProblem::Fraction {
                typed: typed("1.5h")
            })
        );
        assert_eq!(
            parse("1,5h"),
            Err(DurationProblem::Fraction {
                typed: typed("1,5h")
            })
        );
        assert_eq!(
            parse("90"),
            Err(DurationProblem::MissingUnit { typed: typed("90") })
        );
        assert_eq!(
            parse("1h30"),
            Err(DurationProblem::MissingUnit {
                typed: typed("1h30")
            })
        );
        assert_eq!(
            parse("1 2h"),
            Err(DurationProblem::MissingUnit {
                typed: typed("1 2h")
            })
        );
        assert_eq!(
            parse("+2h"),
            Err(DurationProblem::Unreadable {
                typed: typed("+2h")
            })
        );
        assert_eq!(
            parse("h"),
            Err(DurationProblem::Unreadable { typed: typed("h") })
        );
        assert_eq!(
            parse("2h!"),
            Err(DurationProblem::Unreadable {
                typed: typed("2h!")
            })
        );
        assert_eq!(
            parse("2:30"),
            Err(DurationProblem::Unreadable {
                typed: typed("2:30")
            })
        );
    }

    #[test]
    fn refuses_unknown_repeated_and_week_units() {
        assert_eq!(
            parse("2x"),
            Err(DurationProblem::UnknownUnit {
                typed: "2x".into(),
                unit: "x".into()
            })
        );
        assert_eq!(
            parse("3 Months"),
            Err(DurationProblem::UnknownUnit {
                typed: "3 Months".into(),
                unit: "months".into()
            })
        );
        assert_eq!(
            parse("1h 2h"),
            Err(DurationProblem::RepeatedUnit {
                typed: "1h 2h".into(),
                unit: 'h'
            })
        );
        assert_eq!(
            parse("1 hour 5 hrs"),
            Err(DurationProblem::RepeatedUnit {
                typed: "1 hour 5 hrs".into(),
                unit: 'h'
            })
        );
        assert_eq!(
            parse("2w"),
            Err(DurationProblem::Weeks {
                typed: "2w".into(),
                weeks: 2
            })
        );
        assert_eq!(
            parse("60 weeks"),
            Err(DurationProblem::TooLong {
                typed: "60 weeks".into()
            })
        );
    }

    #[test]
    fn refuses_numbers_too_large_to_hold_without_panicking() {
        for typed in [
            "99999999999999999999999s",
            "18446744073709551615d",
            "18446744073709551615s 1m",
            "9999999999999999999w",
        ] {
            assert_eq!(
                parse(typed),
                Err(DurationProblem::TooLong {
                    typed: typed.into()
                }),
                "{typed}"
            );
        }
    }

    #[test]
    fn refusals_name_what_was_typed_and_the_forms_that_work() {
        assert_eq!(
            parse("2x").unwrap_err().to_string(),
            "'2x' is not a duration ('x' is not a unit): write it like 90s, 15m, 2h, 1d or 1h30m"
        );
        assert_eq!(
            parse("2w").unwrap_err().to_string(),
            "'2w' uses weeks, which are not a unit here: write 14d instead of 2w"
        );
        assert_eq!(
            parse("1.5h").unwrap_err().to_string(),
            "'1.5h' has a fraction: use whole numbers and smaller units, like 1h30m for an hour and a half"
        );
        assert_eq!(
            parse("").unwrap_err().to_string(),
            "No duration was given: write it like 90s, 15m, 2h, 1d or 1h30m"
        );
        for typed in ["0s", "400d", "-1h", "90", "1h1h", "soon"] {
            let sentence = parse(typed).unwrap_err().to_string();
            assert!(sentence.contains(&format!("'{typed}'")), "{sentence}");
            assert!(sentence.contains("90s, 15m, 2h, 1d"), "{sentence}");
        }
    }

    #[test]
    fn clap_gets_the_same_duration_or_the_same_sentence() {
        assert_eq!(clap_parse("1h30m"), Ok(secs(5400)));
        assert_eq!(clap_parse("2x"), Err(parse("2x").unwrap_err().to_string()));
    }

    #[test]
    fn words_write_the_largest_units_first_and_leave_out_zeros() {
        assert_eq!(words(secs(5400)), "1h30m");
        assert_eq!(words(secs(86_400)), "1d");
        assert_eq!(words(secs(90)), "1m30s");
        assert_eq!(words(secs(86_400 + 1)), "1d1s");
        assert_eq!(words(secs(0)), "0s");
        assert_eq!(words(Duration::from_millis(1500)), "1s");
        assert_eq!(words(LONGEST), "365d");
    }

    #[test]
    fn words_read_back_to_the_same_duration() {
        for seconds in [
            1,
            59,
            60,
            61,
            3599,
            3600,
            5400,
            86_399,
            86_400,
            90_061,
            365 * 86_400,
        ] {
            assert_eq!(parse(&words(secs(seconds))), Ok(secs(seconds)), "{seconds}");
        }
    }

    #[test]
    fn a_wave_wait_is_typed_shown_and_kept_within_the_limits() {
        let wait: WaveWait = "90 M".parse().unwrap();
        assert_eq!(wait.duration(), secs(5400));
        assert_eq!(wait.to_string(), "1h30m");
        assert!("2x".parse::<WaveWait>().is_err());
        assert!("1h".parse::<WaveWait>().unwrap() < "1d".parse::<WaveWait>().unwrap());
        assert_eq!(WaveWait::try_from(secs(60)), Ok(WaveWait(secs(60))));
        assert_eq!(
            WaveWait::try_from(Duration::from_millis(1500)),
            Ok(WaveWait(secs(1)))
        );
        assert_eq!(
            WaveWait::try_from(Duration::ZERO),
            Err(DurationProblem::Zero { typed: "0s".into() })
        );
        assert_eq!(
            WaveWait::try_from(secs(400 * 86_400)),
            Err(DurationProblem::TooLong {
                typed: "400d".into()
            })
        );
    }
}
