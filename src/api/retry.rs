//! When to try an idempotent request again, and how long to wait first.

use std::time::{Duration, SystemTime};

use rand::Rng;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RetryPolicy {
    /// Attempts in all, the first included; 1 means never retry.
    pub max_attempts: u32,
    pub base_delay: Duration,
    pub max_delay: Duration,
    /// A server asking for a longer pause than this is not waited for: the error goes to
    /// the caller, who can tell the user when to come back.
    pub max_retry_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            max_attempts: 4,
            base_delay: Duration::from_millis(250),
            max_delay: Duration::from_secs(8),
            max_retry_after: Duration::from_secs(60),
        }
    }
}

impl RetryPolicy {
    pub fn never() -> Self {
        Self {
            max_attempts: 1,
            ..Self::default()
        }
    }

    /// The pause before the next attempt, after `failures` failed attempts, or `None` to stop.
    /// Exponential backoff with full jitter, so that many clients do not retry in step; a
    /// server's `Retry-After` is a floor, never shortened.
    pub fn pause_after(&self, failures: u32, retry_after: Option<Duration>) -> Option<Duration> {
        if failures >= self.max_attempts {
            return None;
        }
        let ceiling = self
            .base_delay
            .saturating_mul(2u32.saturating_pow(failures.saturating_sub(1)))
            .min(self.max_delay);
        let jittered = rand::rng().random_range(Duration::ZERO..=ceiling);
        match retry_after {
            Some(asked) if asked > self.max_retry_after => None,
            Some(asked) => Some(asked + jittered.min(self.base_delay)),
            None => Some(jittered),
        }
    }
}

/// Reads `Retry-After`: a number of seconds or an HTTP date.
pub fn parse_retry_after(value: &str, now: SystemTime) -> Option<Duration> {
    let value = value.trim();
    if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        // More seconds than a u64 holds is still "a very long time", never "no wait".
        return Some(Duration::from_secs(
            value.parse::<u64>().unwrap_or(u64::MAX),
        ));
    }
    let when = httpdate::parse_http_date(value).ok()?;
    Some(when.duration_since(now).unwrap_or(Duration::ZERO))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_grows_is_bounded_and_stops() {
        let policy = RetryPolicy::default();
        for failures in 1..policy.max_attempts {
            let ceiling = policy.base_delay * 2u32.pow(failures - 1);
            for _ in 0..50 {
                let pause = policy.pause_after(failures, None).unwrap();
                assert!(pause <= ceiling.min(policy.max_delay));
            }
        }
        assert_eq!(policy.pause_after(policy.max_attempts, None), None);
        assert_eq!(RetryPolicy::never().pause_after(1, None), None);
    }

    #[test]
    fn retry_after_is_a_floor_and_has_a_limit() {
        let policy = RetryPolicy::default();
        let pause = policy.pause_after(1, Some(Duration::from_secs(3))).unwrap();
        assert!(
            pause >= Duration::from_secs(3) && pause <= Duration::from_secs(3) + policy.base_delay
        );
        assert_eq!(policy.pause_after(1, Some(Duration::from_secs(3600))), None);
    }

    #[test]
    fn retry_after_reads_seconds_and_dates() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000_000);
        assert_eq!(parse_retry_after(" 7 ", now), Some(Duration::from_secs(7)));
        let later = httpdate::fmt_http_date(now + Duration::from_secs(30));
        assert_eq!(
            parse_retry_after(&later, now),
            Some(Duration::from_secs(30))
        );
        assert_eq!(parse_retry_after("soon", now), None);
        assert_eq!(
            parse_retry_after("99999999999999999999999", now),
            Some(Duration::from_secs(u64::MAX))
        );
    }
}
