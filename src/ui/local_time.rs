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

    #[test]
    fn the_next_frame_comes_when_the_minute_turns() {
        let at = |text: &str| text.parse::<Timestamp>().expect("an instant");
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
