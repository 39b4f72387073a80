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

/// Unix milliseconds as RFC 3339 in UTC, to the millisecond: "2026-11-01T14:03:07.250Z".
pub fn rfc3339(ms: i64) -> String {
    let at = utc_datetime(ms);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        at.year(),
        at.month(),
        at.day(),
        at.hour(),
        at.minute(),
        at.second(),
        ms.rem_euclid(1000)
    )
}

/// RFC 3339 with an offset ("2026-11-01T14:03:07Z", with or without fractions, `Z` or an
/// offset such as `+02:00`) as Unix milliseconds; `None` for anything else, a time without
/// an offset among them (it could be anywhere).
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    let at: Timestamp = text.trim().parse().ok()?;
    Some(at.as_millisecond())
}

#[cfg(test)]
mod tests {
    #[test]
    fn rfc3339_round_trips_and_reads_offsets() {
        for ms in [0, 1_795_000_000_250, -86_400_001, 951_782_400_000] {
            assert_eq!(super::parse_rfc3339(&super::rfc3339(ms)), Some(ms), "{ms}");
        }
        assert_eq!(
            super::rfc3339(1_795_000_000_250),
            "2026-11-18T11:06:40.250Z"
        );
        assert_eq!(
            super::parse_rfc3339("2026-11-18T13:06:40+02:00"),
            Some(1_795_000_000_000)
        );
        for bad in [
            "",
            "2026-11-18",
            "2026-13-01T00:00:00Z",
            "2026-11-18T11:06:40",
            "yesterday",
        ] {
            assert_eq!(super::parse_rfc3339(bad), None, "{bad}");
        }
    }

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
