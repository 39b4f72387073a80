//! A freelancer's own clock: their local time and UTC offset from the IANA zone name in
//! their profile (`contact_info.timezone`). The window words it ("14:32 local, UTC+3",
//! `ui::local_time::words`), in its language.
//!
//! Zones come from the IANA database bundled into the program (jiff's
//! `tzdb-bundle-always`), never from the system's: Windows has no copy, and a Linux or macOS
//! copy of another age could read the same zone differently. A zone name is looked up once
//! into a [`Zone`], which the caller keeps (the lookup table keeps one per row); reading the
//! time from it for a given moment is cheap, so the window can do it for the rows on screen
//! on each frame from a clock of its own.

use std::sync::OnceLock;

use jiff::Timestamp;
use jiff::tz::{TimeZone, TimeZoneDatabase};

/// A zone name from a profile, looked up. Names the database does not know stay as given,
/// so that they are shown, not dropped.
#[derive(Debug, Clone)]
pub enum Zone {
    Known(TimeZone),
    Unknown(String),
}

impl Zone {
    /// Looks `name` up in the bundled database (ignoring ASCII case, as IANA names are
    /// compared). Never fails: anything it does not know is [`Zone::Unknown`].
    pub fn named(name: &str) -> Self {
        let name = name.trim();
        match bundled().get(name) {
            // "Etc/Unknown" is jiff's own name for a zone it cannot tell.
            Ok(zone) if !zone.is_unknown() => Self::Known(zone),
            _ => Self::Unknown(name.to_owned()),
        }
    }

    /// The offset from UTC at `now`, in seconds east of Greenwich; `None` for an unknown zone.
    pub fn offset_seconds(&self, now: Timestamp) -> Option<i32> {
        match self {
            Self::Known(zone) => Some(zone.to_offset(now).seconds()),
            Self::Unknown(_) => None,
        }
    }
}

/// The database every lookup uses, opened once.
fn bundled() -> &'static TimeZoneDatabase {
    static DATABASE: OnceLock<TimeZoneDatabase> = OnceLock::new();
    DATABASE.get_or_init(TimeZoneDatabase::bundled)
}

/// An offset as people write it: "UTC+3", "UTC-5", "UTC+5:30", "UTC+0". Seconds are
/// dropped: no zone in use today has them.
pub fn offset_text(seconds: i32) -> String {
    let sign = if seconds < 0 { '-' } else { '+' };
    let minutes = seconds.unsigned_abs() / 60;
    let (hours, minutes) = (minutes / 60, minutes % 60);
    if minutes == 0 {
        format!("UTC{sign}{hours}")
    } else {
        format!("UTC{sign}{hours}:{minutes:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Timestamp {
        text.parse().expect("a valid instant")
    }

    #[test]
    fn zurich_keeps_summer_time_and_winter_time() {
        let zurich = Zone::named("Europe/Zurich");
        assert_eq!(
            zurich.offset_seconds(at("2026-01-15T11:32:00Z")),
            Some(3600)
        );
        assert_eq!(
            zurich.offset_seconds(at("2026-07-01T00:00:00Z")),
            Some(7200)
        );
    }

    #[test]
    fn half_hour_offsets_show_their_minutes() {
        assert_eq!(offset_text(5 * 3600 + 30 * 60), "UTC+5:30");
        assert_eq!(offset_text(-(3 * 3600 + 30 * 60)), "UTC-3:30");
        assert_eq!(offset_text(0), "UTC+0");
        assert_eq!(offset_text(-5 * 3600), "UTC-5");
        assert_eq!(offset_text(5 * 3600 + 45 * 60), "UTC+5:45");
    }

    #[test]
    fn unknown_zones_are_shown_as_given() {
        let now = at("2026-07-01T11:32:00Z");
        for name in [
            "Mars/Olympus_Mons",
            "",
            "CET+garbage",
            "Etc/Unknown",
            "../../etc/passwd",
        ] {
            let zone = Zone::named(name);
            assert!(matches!(zone, Zone::Unknown(_)), "{name}");
            assert_eq!(zone.offset_seconds(now), None);
        }
    }

    #[test]
    fn the_bundled_database_answers_whatever_the_system_has() {
        // The crate is built without jiff's system lookups (no `tzdb-zoneinfo`), so these
        // answers come from the copy inside the program, as they must on Windows, where the
        // system has none.
        assert!(bundled().available().count() > 300);
        assert!(matches!(Zone::named("asia/kolkata"), Zone::Known(_)));
        assert!(matches!(Zone::named(" Europe/Zurich "), Zone::Known(_)));
    }
}
