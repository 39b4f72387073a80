//! Faults the sandbox can inject, so that every failure a real directory (or the proxy in
//! front of it) can produce is reproducible on this machine. Set from the command line and
//! changeable at run time through `PUT /__sandbox/faults`.

use std::collections::VecDeque;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fault {
    /// Answer normally.
    None,
    /// A JSON 500, 502 or 503 (by turns), without doing the work.
    ServerError,
    /// An HTML 502 page, as a proxy in front of the service sends.
    HtmlError,
    /// A JSON 503 "service unavailable", without doing the work: the one 5xx a client may
    /// take as "nothing happened".
    Unavailable,
    /// Do the work (a message is stored), then answer a JSON 500: the service failed after
    /// acting, as the live one (or any service behind a proxy) can.
    ErrorAfter,
    /// Do the work, then answer a proxy's HTML 502 page.
    HtmlErrorAfter,
    /// Do the work, then answer 503 with an empty body: a gateway that forwarded the
    /// request and lost the answer. Not the directory's word that nothing happened.
    EmptyUnavailableAfter,
    /// Do the work, then answer 503 with a gateway's own JSON (`{"message":"Service
    /// Unavailable"}`): no `success`, no `error_messages`.
    GatewayUnavailableAfter,
    /// 429 with `Retry-After`, without doing the work.
    RateLimit,
    /// Close the connection before doing the work: nothing happened.
    DropBefore,
    /// Do the work (a message is stored), then close the connection without answering.
    DropAfter,
    /// Do the work, then answer with the right status and a truncated JSON body.
    Malformed,
    /// Do the work, then send the answer a few bytes at a time over `slow_body_ms`.
    SlowBody,
}

/// What `GET /users?uuids=…` does with a UUID it does not know (undocumented: either may
/// be the directory's way).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnknownUsers {
    /// The answer lists the others and leaves it out.
    #[default]
    LeftOut,
    /// The whole batch fails with a 404 that does not say which.
    NotFound,
}

/// The fault plan. Rates are probabilities from 0 to 1, drawn in the order listed; the
/// `script` is served first, one entry per request that the plan applies to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FaultPlan {
    pub latency_ms: u64,
    pub jitter_ms: u64,
    pub fail_rate: f64,
    pub html_error_rate: f64,
    pub unavailable_rate: f64,
    pub error_after_rate: f64,
    pub html_error_after_rate: f64,
    pub empty_unavailable_after_rate: f64,
    pub gateway_unavailable_after_rate: f64,
    pub rate_limit_rate: f64,
    pub retry_after_secs: u64,
    pub drop_before_rate: f64,
    pub drop_after_rate: f64,
    pub malformed_rate: f64,
    pub slow_body_rate: f64,
    pub slow_body_ms: u64,
    /// Only API paths starting with this (after `/v2/`, e.g. `messages`) get faults; latency
    /// applies everywhere.
    pub path_prefix: Option<String>,
    pub script: VecDeque<Fault>,
    /// How many UUIDs one `GET /users?uuids=…` takes; more is refused with a 400. `None`:
    /// no limit (none is documented).
    pub users_per_call: Option<usize>,
    /// The longest request line (`GET /v2/…?… HTTP/1.1`) served, in bytes; a longer one is
    /// refused with a 414, as a gateway in front of a directory does. `None`: no limit.
    pub max_request_line_bytes: Option<usize>,
    /// Whether an unknown UUID in `GET /users?uuids=…` is left out or fails the batch (404).
    pub unknown_users: UnknownUsers,
}

impl Default for FaultPlan {
    fn default() -> Self {
        Self {
            latency_ms: 0,
            jitter_ms: 0,
            fail_rate: 0.0,
            html_error_rate: 0.0,
            unavailable_rate: 0.0,
            error_after_rate: 0.0,
            html_error_after_rate: 0.0,
            empty_unavailable_after_rate: 0.0,
            gateway_unavailable_after_rate: 0.0,
            rate_limit_rate: 0.0,
            retry_after_secs: 1,
            drop_before_rate: 0.0,
            drop_after_rate: 0.0,
            malformed_rate: 0.0,
            slow_body_rate: 0.0,
            slow_body_ms: 2000,
            path_prefix: None,
            script: VecDeque::new(),
            users_per_call: None,
            max_request_line_bytes: None,
            unknown_users: UnknownUsers::LeftOut,
        }
    }
}

impl FaultPlan {
    pub fn check(&self) -> Result<(), String> {
        let rates = [
            ("fail_rate", self.fail_rate),
            ("html_error_rate", self.html_error_rate),
            ("unavailable_rate", self.unavailable_rate),
            ("error_after_rate", self.error_after_rate),
            ("html_error_after_rate", self.html_error_after_rate),
            (
                "empty_unavailable_after_rate",
                self.empty_unavailable_after_rate,
            ),
            (
                "gateway_unavailable_after_rate",
                self.gateway_unavailable_after_rate,
            ),
            ("rate_limit_rate", self.rate_limit_rate),
            ("drop_before_rate", self.drop_before_rate),
            ("drop_after_rate", self.drop_after_rate),
            ("malformed_rate", self.malformed_rate),
            ("slow_body_rate", self.slow_body_rate),
        ];
        for (name, rate) in rates {
            if !(0.0..=1.0).contains(&rate) {
                return Err(format!("{name} must be between 0 and 1, not {rate}"));
            }
        }
        if self.users_per_call == Some(0) {
            return Err("users_per_call must be at least 1".into());
        }
        if self.max_request_line_bytes.is_some_and(|most| most < 64) {
            return Err("max_request_line_bytes must be at least 64".into());
        }
        let total: f64 = rates.iter().map(|(_, r)| r).sum();
        if total > 1.0 + 1e-9 {
            return Err(format!("the fault rates add up to {total}, more than 1"));
        }
        Ok(())
    }
}

/// The plan plus a seeded random source, so that a run is repeatable under `--seed`.
pub struct FaultInjector {
    plan: FaultPlan,
    /// The plan the sandbox started with, restored by `POST /__sandbox/reset`.
    initial: FaultPlan,
    rng: ChaCha8Rng,
    server_errors: u64,
}

/// What to do to one request.
pub struct Decision {
    pub delay: Duration,
    pub fault: Fault,
    pub retry_after_secs: u64,
    pub slow_body: Duration,
    /// Which 5xx status a `ServerError` uses.
    pub server_error_status: u16,
}

impl FaultInjector {
    pub fn new(plan: FaultPlan, seed: u64) -> Self {
        Self {
            initial: plan.clone(),
            plan,
            // A different stream from the data's, so changing faults never changes the data.
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0xFA17_FA17_FA17_FA17),
            server_errors: 0,
        }
    }

    pub fn plan(&self) -> &FaultPlan {
        &self.plan
    }

    pub fn replace(&mut self, plan: FaultPlan) {
        self.plan = plan;
    }

    pub fn reset(&mut self) {
        self.plan = self.initial.clone();
    }

    pub fn decide(&mut self, api_path: &str) -> Decision {
        let plan = &self.plan;
        let jitter = if plan.jitter_ms > 0 {
            self.rng.random_range(0..=plan.jitter_ms)
        } else {
            0
        };
        let delay = Duration::from_millis(plan.latency_ms + jitter);
        let applies = plan
            .path_prefix
            .as_deref()
            .is_none_or(|prefix| api_path.starts_with(prefix));
        let fault = if !applies {
            Fault::None
        } else if let Some(next) = self.plan.script.pop_front() {
            next
        } else {
            self.draw()
        };
        if fault == Fault::ServerError {
            self.server_errors += 1;
        }
        Decision {
            delay,
            fault,
            retry_after_secs: self.plan.retry_after_secs,
            slow_body: Duration::from_millis(self.plan.slow_body_ms),
            server_error_status: [500, 502, 503][(self.server_errors % 3) as usize],
        }
    }

    fn draw(&mut self) -> Fault {
        let plan = &self.plan;
        let table = [
            (plan.fail_rate, Fault::ServerError),
            (plan.html_error_rate, Fault::HtmlError),
            (plan.unavailable_rate, Fault::Unavailable),
            (plan.error_after_rate, Fault::ErrorAfter),
            (plan.html_error_after_rate, Fault::HtmlErrorAfter),
            (
                plan.empty_unavailable_after_rate,
                Fault::EmptyUnavailableAfter,
            ),
            (
                plan.gateway_unavailable_after_rate,
                Fault::GatewayUnavailableAfter,
            ),
            (plan.rate_limit_rate, Fault::RateLimit),
            (plan.drop_before_rate, Fault::DropBefore),
            (plan.drop_after_rate, Fault::DropAfter),
            (plan.malformed_rate, Fault::Malformed),
            (plan.slow_body_rate, Fault::SlowBody),
        ];
        if table.iter().all(|(rate, _)| *rate <= 0.0) {
            return Fault::None;
        }
        let mut roll: f64 = self.rng.random();
        for (rate, fault) in table {
            if roll < rate {
                return fault;
            }
            roll -= rate;
        }
        Fault::None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_script_comes_first_and_respects_the_path_filter() {
        let plan = FaultPlan {
            path_prefix: Some("messages".into()),
            script: [Fault::DropAfter, Fault::RateLimit].into(),
            ..Default::default()
        };
        let mut faults = FaultInjector::new(plan, 1);
        assert_eq!(faults.decide("freelancer/x").fault, Fault::None);
        assert_eq!(faults.decide("messages").fault, Fault::DropAfter);
        assert_eq!(faults.decide("messages").fault, Fault::RateLimit);
        assert_eq!(faults.decide("messages").fault, Fault::None);
    }

    #[test]
    fn rates_are_repeatable_under_a_seed_and_roughly_right() {
        let plan = FaultPlan {
            fail_rate: 0.3,
            ..Default::default()
        };
        let draw = |seed| {
            let mut faults = FaultInjector::new(plan.clone(), seed);
            (0..1000)
                .map(|_| faults.decide("user").fault)
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        let failures = draw(7).iter().filter(|f| **f == Fault::ServerError).count();
        assert!((220..380).contains(&failures), "{failures}");
    }

    #[test]
    fn impossible_plans_are_refused() {
        let plan = FaultPlan {
            fail_rate: 0.8,
            drop_after_rate: 0.8,
            ..Default::default()
        };
        assert!(plan.check().is_err());
    }
}
