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

/// The days since 1970-01-01 of a (year, month, day), proleptic Gregorian: the inverse of
/// [`from_days`].
pub fn to_days(year: i64, month: u32, day: u32) -> i64 {
    // Howard Hinnant's days-from-civil algorithm.
    let year = year - i64::from(month <= 2);
    let era = year.div_euclid(400);
    let yoe = year.rem_euclid(400);
    let month = i64::from(month);
    let doy = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Unix milliseconds as RFC 3339 in UTC, to the millisecond: "2026-11-01T14:03:07.250Z".
pub fn rfc3339(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (days, of_day) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let (year, month, day) = from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        of_day / 3600,
        of_day / 60 % 60,
        of_day % 60,
        ms.rem_euclid(1000)
    )
}

/// RFC 3339 ("2026-11-01T14:03:07Z", with or without fractions, `Z` or an offset such as
/// `+02:00`) as Unix milliseconds; `None` for anything else.
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    let text = text.trim();
    let number = |range: std::ops::Range<usize>| -> Option<i64> {
        let part = text.get(range)?;
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse().ok())?
    };
    let bytes = text.as_bytes();
    if bytes.len() < 20
        || bytes[4] != b'-'
        || bytes[7] != b'-'
        || !matches!(bytes[10], b'T' | b't' | b' ')
        || bytes[13] != b':'
        || bytes[16] != b':'
    {
        return None;
    }
    let (year, month, day) = (number(0..4)?, number(5..7)?, number(8..10)?);
    let (hour, minute, second) = (number(11..13)?, number(14..16)?, number(17..19)?);
    if !(1..=12).contains(&month)
        || !(1..=31).contains(&day)
        || hour > 23
        || minute > 59
        || second > 60
    {
        return None;
    }
    let mut rest = &text[19..];
    let mut millis = 0;
    if let Some(fraction) = rest.strip_prefix('.') {
        let digits = fraction.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let padded = format!("{:0<3}", &fraction[..digits.min(3)]);
        millis = padded.parse::<i64>().ok()?;
        rest = &fraction[digits..];
    }
    let offset_minutes = match rest {
        "Z" | "z" => 0,
        _ if rest.len() == 6 && rest.as_bytes()[3] == b':' => {
            let sign = match rest.as_bytes()[0] {
                b'+' => 1,
                b'-' => -1,
                _ => return None,
            };
            let hours: i64 = rest[1..3].parse().ok()?;
            let minutes: i64 = rest[4..6].parse().ok()?;
            sign * (hours * 60 + minutes)
        }
        _ => return None,
    };
    let days = to_days(year, month as u32, day as u32);
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset_minutes * 60;
    Some(seconds * 1000 + millis)
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
