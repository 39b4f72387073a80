//! The error taxonomy of the directory API. Every variant that came from the server keeps the
//! HTTP status and the server's own words verbatim, so the UI can show them beside our
//! one-line explanation.

use std::time::Duration;

use serde::Serialize;
use serde_json::Value;

/// The server's own words about an error, as sent: the application's `error_messages`, and
/// the OAuth layer's `error` / `error_description`. Some answers carry both.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ServerMessages {
    pub error_messages: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error_description: Option<String>,
}

impl ServerMessages {
    pub fn from_body(body: &Value) -> Self {
        let error_messages = match body.get("error_messages") {
            Some(Value::Array(items)) => items
                .iter()
                .map(|item| match item {
                    Value::String(text) => text.clone(),
                    other => other.to_string(),
                })
                .collect(),
            Some(Value::String(text)) => vec![text.clone()],
            _ => Vec::new(),
        };
        let text = |key: &str| body.get(key).and_then(Value::as_str).map(str::to_owned);
        Self {
            error_messages,
            error: text("error"),
            error_description: text("error_description"),
        }
    }

    /// Every distinct thing the server said, verbatim, most specific first.
    pub fn all(&self) -> Vec<String> {
        let mut all = self.error_messages.clone();
        if let Some(description) = &self.error_description
            && !all.contains(description)
        {
            all.push(description.clone());
        }
        // The bare OAuth code (`invalid_token`) only when nothing readable was said.
        if all.is_empty()
            && let Some(code) = &self.error
        {
            all.push(code.clone());
        }
        all
    }

    pub fn is_empty(&self) -> bool {
        self.error_messages.is_empty() && self.error.is_none() && self.error_description.is_none()
    }

    fn summary(&self) -> String {
        let all = self.all();
        if all.is_empty() {
            "the server gave no reason".to_owned()
        } else {
            all.join(" ")
        }
    }
}

/// Why a 401 happened, read from the OAuth `error` code, `WWW-Authenticate`, or the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AuthFailure {
    InvalidApiKey,
    InvalidToken,
    ExpiredToken,
    Other,
}

impl AuthFailure {
    pub fn explain(self) -> &'static str {
        match self {
            Self::InvalidApiKey => "the API key was not accepted",
            Self::InvalidToken => "the access token was not accepted",
            Self::ExpiredToken => "the access token has expired",
            Self::Other => "the credentials were not accepted",
        }
    }
}

/// How a request failed below HTTP.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TransportFailure {
    /// No connection was made, so nothing was sent.
    Connect,
    /// The whole-request timeout passed after the request may have been sent.
    Timeout,
    /// The connection closed or broke after the request was sent, before a full answer.
    Dropped,
}

#[derive(Debug, Clone, thiserror::Error)]
pub enum ApiError {
    #[error("unusable base URL: {0}")]
    BaseUrl(String),

    #[error("the request was not sent because it is not valid: {}", .0.join("; "))]
    InvalidRequest(Vec<String>),

    #[error("{} (HTTP {status}). Server said: {}", reason.explain(), messages.summary())]
    Unauthorized {
        status: u16,
        reason: AuthFailure,
        messages: ServerMessages,
    },

    #[error("not allowed: the account or its scopes do not permit this (HTTP {status}). Server said: {}", messages.summary())]
    Forbidden {
        status: u16,
        messages: ServerMessages,
    },

    #[error("the server refused the request (HTTP {status}). Server said: {}", messages.summary())]
    Rejected {
        status: u16,
        messages: ServerMessages,
    },

    #[error("{what} is not available on this server (HTTP {status})")]
    NotAvailable { status: u16, what: &'static str },

    #[error("the server did not accept the content type (HTTP 415). Server said: {}", messages.summary())]
    UnsupportedMediaType { messages: ServerMessages },

    #[error("too many requests: the server asks us to slow down{} (HTTP 429). Server said: {}",
        retry_after.map(|d| format!(" and retry after {} s", d.as_secs())).unwrap_or_default(),
        messages.summary())]
    RateLimited {
        retry_after: Option<Duration>,
        messages: ServerMessages,
    },

    #[error("the server is in trouble (HTTP {status}); try again later. Server said: {}",
        if messages.is_empty() { excerpt.clone().unwrap_or_else(|| "nothing".into()) } else { messages.summary() })]
    ServerTrouble {
        status: u16,
        messages: ServerMessages,
        /// The start of a body that is not the directory's own JSON error (a proxy's HTML
        /// page, a gateway's JSON), as plain text.
        excerpt: Option<String>,
        /// The body is the directory's own JSON error: an object with `success: 0` or an
        /// `error_messages` array. Only then does a 503 say that the directory did not take
        /// the request; an empty body, a page or a gateway's JSON may follow a stored message.
        from_directory: bool,
    },

    #[error("the server's answer could not be read{}: {problem}", status.map(|s| format!(" (HTTP {s})")).unwrap_or_default())]
    Malformed {
        status: Option<u16>,
        problem: String,
    },

    #[error("{}: {detail}", match failure {
        TransportFailure::Connect => "could not connect to the server",
        TransportFailure::Timeout => "the server did not answer in time",
        TransportFailure::Dropped => "the connection broke before the server answered",
    })]
    Transport {
        failure: TransportFailure,
        detail: String,
    },
}

impl ApiError {
    pub fn status(&self) -> Option<u16> {
        match self {
            Self::Unauthorized { status, .. }
            | Self::Forbidden { status, .. }
            | Self::Rejected { status, .. }
            | Self::NotAvailable { status, .. }
            | Self::ServerTrouble { status, .. } => Some(*status),
            Self::UnsupportedMediaType { .. } => Some(415),
            Self::RateLimited { .. } => Some(429),
            Self::Malformed { status, .. } => *status,
            Self::BaseUrl(_) | Self::InvalidRequest(_) | Self::Transport { .. } => None,
        }
    }

    /// The server's words, verbatim; our own validation problems for an invalid request.
    pub fn server_messages(&self) -> Vec<String> {
        match self {
            Self::Unauthorized { messages, .. }
            | Self::Forbidden { messages, .. }
            | Self::Rejected { messages, .. }
            | Self::UnsupportedMediaType { messages }
            | Self::RateLimited { messages, .. }
            | Self::ServerTrouble { messages, .. } => messages.all(),
            Self::InvalidRequest(problems) => problems.clone(),
            _ => Vec::new(),
        }
    }

    /// Whether the credentials themselves were refused (as opposed to one item failing).
    pub fn is_authentication(&self) -> bool {
        matches!(self, Self::Unauthorized { .. })
    }

    /// Whether an idempotent request may be sent again after a pause.
    pub fn is_transient(&self) -> bool {
        match self {
            Self::RateLimited { .. } | Self::ServerTrouble { .. } => true,
            Self::Transport { failure, .. } => *failure != TransportFailure::Timeout,
            _ => false,
        }
    }

    /// Whether the directory certainly did nothing with the request, so that even one that
    /// creates something may be sent again: a 429, the directory's own 503, no connection.
    pub fn did_nothing(&self) -> bool {
        match self {
            Self::RateLimited { .. } => true,
            Self::ServerTrouble {
                status: 503,
                from_directory,
                ..
            } => *from_directory,
            Self::Transport { failure, .. } => *failure == TransportFailure::Connect,
            _ => false,
        }
    }

    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            Self::RateLimited { retry_after, .. } => *retry_after,
            _ => None,
        }
    }
}
