//! The small HTTP vocabulary the sandbox's handlers speak, independent of the transport (`transport.rs`).

use std::collections::HashMap;

use serde::Serialize;
use serde_json::{Value, json};

/// A request as the handlers see it: already read in full.
pub struct Incoming {
    pub method: String,
    /// The path without the query, e.g. `/v2/freelancer/…`.
    pub path: String,
    /// The query as sent, without the `?` (empty when there is none).
    pub raw_query: String,
    pub query: Vec<(String, String)>,
    /// Header names in lower case.
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
}

impl Incoming {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).map(String::as_str)
    }

    /// The request line's length in bytes: `GET /v2/…?… HTTP/1.1`.
    pub fn request_line_bytes(&self) -> usize {
        let query = if self.raw_query.is_empty() {
            0
        } else {
            1 + self.raw_query.len()
        };
        self.method.len() + 1 + self.path.len() + query + " HTTP/1.1".len()
    }

    pub fn param(&self, name: &str) -> Option<&str> {
        self.query
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

pub struct Reply {
    pub status: u16,
    pub content_type: &'static str,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn json(status: u16, value: &impl Serialize) -> Self {
        Self {
            status,
            content_type: "application/json; charset=utf-8",
            headers: Vec::new(),
            // Serializing our own values cannot fail.
            body: serde_json::to_vec(value).unwrap_or_default(),
        }
    }

    /// The directory's application error shape.
    pub fn error(status: u16, messages: &[&str]) -> Self {
        Self::json(status, &json!({"success": 0, "error_messages": messages}))
    }

    /// The OAuth layer's error shape, which the live service also fills with `error_messages`.
    pub fn oauth_error(status: u16, code: &str, description: &str) -> Self {
        Self::json(
            status,
            &json!({"success": 0, "error": code, "error_description": description, "error_messages": [description]}),
        )
    }

    pub fn success(status: u16, data: Option<Value>, meta: Option<Value>) -> Self {
        let mut body = json!({"success": 1});
        if let Some(data) = data {
            body["data"] = data;
        }
        if let Some(meta) = meta {
            body["meta"] = meta;
        }
        Self::json(status, &body)
    }

    pub fn empty(status: u16) -> Self {
        Self {
            status,
            content_type: "text/plain; charset=utf-8",
            headers: Vec::new(),
            body: Vec::new(),
        }
    }

    pub fn html(status: u16, html: String) -> Self {
        Self {
            status,
            content_type: "text/html; charset=utf-8",
            headers: Vec::new(),
            body: html.into_bytes(),
        }
    }

    pub fn with_header(mut self, name: &'static str, value: String) -> Self {
        self.headers.push((name, value));
        self
    }
}
