//! A record of every request the client makes, for the Activity panel and the log. It holds
//! the method, path and outcome only: never a header, so never a credential.

use std::sync::Arc;
use std::time::{Duration, SystemTime};

#[derive(Debug, Clone, PartialEq)]
pub struct CallRecord {
    pub at: SystemTime,
    pub method: String,
    /// Path and query, e.g. `/v2/freelancer-matches?language_pair=eng_esl`.
    pub path: String,
    /// `None` when no HTTP answer came (connection refused, dropped, timed out).
    pub status: Option<u16>,
    pub duration: Duration,
    /// The server's words for an error answer, or what went wrong below HTTP.
    pub problem: Option<String>,
}

/// Called once per request, from the client's async tasks: keep it quick.
pub type Observer = Arc<dyn Fn(CallRecord) + Send + Sync>;
