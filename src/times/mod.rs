//! Dates and times as this app writes them, through `jiff`: UTC for the outbox, sign-in and
//! crash reports ("2026-11-01 14:03 UTC"), and a freelancer's own clock from the IANA zone
//! name in their profile ([`zone`]).

pub mod zone;

use jiff::Timestamp;
use jiff::civil::DateTime;
use jiff::tz::TimeZone;

/// Unix milliseconds as a UTC date and time of day. Times past what a calendar can hold (the
/// years -9999 to 9999) are read as the nearest one it can, so that any number makes a text.
pub fn utc_datetime(ms: i64) -> DateTime {
    let at = Timestamp::from_millisecond(ms).unwrap_or(if ms < 0 {
        Timestamp::MIN
    } else {
        Timestamp::MAX
    });
    TimeZone::UTC.to_datetime(at)
}

/// Unix milliseconds as "2026-11-01 14:03 UTC".
pub fn utc_minutes(ms: i64) -> String {
    let at = utc_datetime(ms);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        at.year(),
        at.month(),
        at.day(),
        at.hour(),
        at.minute()
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn minutes_read_as_utc() {
        assert_eq!(super::utc_minutes(0), "1970-01-01 00:00 UTC");
        assert_eq!(
            super::utc_minutes(1_795_000_000_000),
            "2026-11-18 11:06 UTC"
        );
        assert_eq!(super::utc_minutes(-1), "1969-12-31 23:59 UTC");
        assert_eq!(
            super::utc_minutes(1_709_210_096_000),
            "2024-02-29 12:34 UTC"
        );
        // The extremes of an i64 still make a text, not a panic.
        assert!(super::utc_minutes(i64::MAX).starts_with("9999-12-"));
        assert!(super::utc_minutes(i64::MIN).starts_with("-9999-01-"));
    }
}
