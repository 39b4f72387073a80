//! The window's clock for freelancers' local times ("14:32 local, UTC+3"): the time now, and
//! a repaint asked for when the minute turns, so that a shown time never goes stale while the
//! window is idle. The zones themselves are looked up once (`times::zone`).

use std::time::Duration;

use jiff::Timestamp;

use crate::times::zone::{Zone, offset_text};

/// "14:32 local, UTC+3" at `now` in the window's language (`Zone::local_time` is the command
/// line's, in English); an unknown zone's name as given.
pub fn words(zone: &Zone, now: Timestamp) -> String {
    match zone {
        Zone::Known(zone) => {
            let here = zone.to_datetime(now);
            crate::tr!(
                "lookup-local-time",
                time = format!("{:02}:{:02}", here.hour(), here.minute()),
                offset = offset_text(zone.to_offset(now).seconds())
            )
        }
        Zone::Unknown(name) => name.clone(),
    }
}

/// Now, for texts shown to the minute: asks egui for a frame at the start of the next one.
pub fn now_to_the_minute(ctx: &egui::Context) -> Timestamp {
    let now = Timestamp::now();
    ctx.request_repaint_after(until_next_minute(now));
    now
}

/// How long from `now` until the clock shows the next minute.
fn until_next_minute(now: Timestamp) -> Duration {
    let into_minute_ms = now.as_millisecond().rem_euclid(60_000);
    // A whole millisecond at least, so that a frame exactly on the minute does not ask for an
    // immediate one.
    Duration::from_millis((60_000 - into_minute_ms).max(1) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Timestamp {
        text.parse().expect("an instant")
    }

    /// (Moved from `times::zone`, whose English `local_time` this replaced.)
    #[test]
    fn local_times_keep_summer_time_and_half_hour_offsets() {
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        let local = |name: &str, now: &str| words(&Zone::named(name), at(now));
        assert_eq!(
            local("Europe/Zurich", "2026-07-01T11:32:00Z"),
            "13:32 local, UTC+2"
        );
        assert_eq!(
            local("Europe/Zurich", "2026-01-15T11:32:00Z"),
            "12:32 local, UTC+1"
        );
        assert_eq!(
            local("Asia/Kolkata", "2026-03-10T09:02:00Z"),
            "14:32 local, UTC+5:30"
        );
        assert_eq!(
            local("America/St_Johns", "2026-01-10T12:00:00Z"),
            "08:30 local, UTC-3:30"
        );
        for name in ["Mars/Olympus_Mons", "", "CET+garbage", "../../etc/passwd"] {
            assert_eq!(local(name, "2026-07-01T11:32:00Z"), name);
        }
    }

    #[test]
    fn the_next_frame_comes_when_the_minute_turns() {
        assert_eq!(
            until_next_minute(at("2026-07-01T11:32:45.5Z")),
            Duration::from_millis(14_500)
        );
        assert_eq!(
            until_next_minute(at("2026-07-01T11:32:00Z")),
            Duration::from_secs(60)
        );
    }
}
