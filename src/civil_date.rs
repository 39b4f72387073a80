//! Calendar dates from Unix time, in UTC, without a date library: the outbox's times and
//! crash reports' names are all this app shows of dates.

/// The (year, month, day) of `days` since 1970-01-01, proleptic Gregorian.
pub fn from_days(days: i64) -> (i64, u32, u32) {
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    // Both are small and positive by construction (1 to 31, 1 to 12).
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = (if mp < 10 { mp + 3 } else { mp - 9 }) as u32;
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// Unix milliseconds as "2026-11-01 14:03 UTC".
pub fn utc_minutes(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (days, of_day) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let (year, month, day) = from_days(days);
    format!(
        "{year}-{month:02}-{day:02} {:02}:{:02} UTC",
        of_day / 3600,
        of_day / 60 % 60
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
        // The extremes of an i64 still make a text, not a panic.
        assert!(!super::utc_minutes(i64::MAX).is_empty());
        assert!(!super::utc_minutes(i64::MIN).is_empty());
    }

    #[test]
    fn known_days_fall_on_their_dates() {
        assert_eq!(super::from_days(0), (1970, 1, 1));
        assert_eq!(super::from_days(-1), (1969, 12, 31));
        assert_eq!(super::from_days(11_016), (2000, 2, 29));
        assert_eq!(super::from_days(20_779), (2026, 11, 22));
    }
}
