//! Reading the directory's answers: the JSON envelope (`success`, `error_messages`, `meta`,
//! `data`) on success, and the error taxonomy on failure. A pure function of the status,
//! headers and body, so it can be tested on any input.

use std::time::SystemTime;

use reqwest::header::{HeaderMap, HeaderValue, RETRY_AFTER, WWW_AUTHENTICATE};
use serde_json::Value;

use super::error::{ApiError, AuthFailure, ServerMessages};
use super::retry::parse_retry_after;

/// Turns an HTTP answer into the JSON body of a success or into the right error.
pub fn read_answer(status: u16, headers: &HeaderMap, body: &[u8]) -> Result<Value, ApiError> {
    let json: Option<Value> = serde_json::from_slice(body).ok();
    let messages = json
        .as_ref()
        .map(ServerMessages::from_body)
        .unwrap_or_default();

    if (200..300).contains(&status) {
        let Some(body) = json else {
            return Err(malformed(status, &format!("not JSON: {}", excerpt(body))));
        };
        if !body.is_object() {
            return Err(malformed(status, "the answer is JSON but not an object"));
        }
        if success_flag(&body) == Some(false) {
            return Err(ApiError::Rejected { status, messages });
        }
        return Ok(body);
    }

    Err(match status {
        401 => ApiError::Unauthorized {
            status,
            reason: auth_failure(&messages, headers.get(WWW_AUTHENTICATE)),
            messages,
        },
        403 => ApiError::Forbidden { status, messages },
        415 => ApiError::UnsupportedMediaType { messages },
        429 => ApiError::RateLimited {
            retry_after: headers
                .get(RETRY_AFTER)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| parse_retry_after(v, SystemTime::now())),
            messages,
        },
        400..=499 => ApiError::Rejected { status, messages },
        500..=599 => {
            let from_directory = json.as_ref().is_some_and(is_directory_error);
            ApiError::ServerTrouble {
                status,
                excerpt: (!from_directory)
                    .then(|| excerpt(body))
                    .filter(|e| !e.is_empty()),
                messages,
                from_directory,
            }
        }
        _ => malformed(status, "unexpected HTTP status"),
    })
}

/// `success` is the integer 1 or 0 on the wire; booleans are tolerated.
fn success_flag(body: &Value) -> Option<bool> {
    match body.get("success")? {
        Value::Number(n) => n.as_i64().map(|n| n != 0),
        Value::Bool(b) => Some(*b),
        _ => None,
    }
}

/// The directory's own error body: a JSON object with `success: 0` or an `error_messages`
/// array. A gateway's JSON (`{"message":"Service Unavailable"}`) is neither.
fn is_directory_error(body: &Value) -> bool {
    body.is_object()
        && success_flag(body) != Some(true)
        && (success_flag(body) == Some(false)
            || matches!(body.get("error_messages"), Some(Value::Array(_))))
}

fn auth_failure(messages: &ServerMessages, challenge: Option<&HeaderValue>) -> AuthFailure {
    let challenge = challenge.and_then(|v| v.to_str().ok()).unwrap_or_default();
    let code = messages.error.as_deref().unwrap_or_default();
    let text = messages.all().join(" ").to_ascii_lowercase();
    let said = |needle: &str| code == needle || challenge.contains(needle);
    if said("expired_token") || text.contains("expired") {
        AuthFailure::ExpiredToken
    } else if said("invalid_api_key") || text.contains("api key") {
        AuthFailure::InvalidApiKey
    } else if said("invalid_token") || text.contains("token") {
        AuthFailure::InvalidToken
    } else {
        AuthFailure::Other
    }
}

/// The object or list a named wrapper holds (`{"users":[…]}`, `{"user_list":{…}}`), bare or
/// inside the envelope's `data` (or `data` itself): how every summary and list door is read.
pub(super) fn wrapped<'a>(body: &'a Value, key: &str) -> Option<&'a Value> {
    let object = body.as_object()?;
    object
        .get(key)
        .or_else(|| object.get("data")?.as_object()?.get(key))
        .or_else(|| object.get("data"))
}

pub(crate) fn malformed(status: u16, problem: &str) -> ApiError {
    ApiError::Malformed {
        status: Some(status),
        problem: problem.to_owned(),
    }
}

/// A short, single-line, tag-free excerpt of a body that is not JSON (often a proxy's HTML
/// error page), for an error message.
fn excerpt(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    let lower = text.to_ascii_lowercase();
    let title = lower.find("<title>").and_then(|start| {
        lower[start..]
            .find("</title>")
            .map(|end| &text[start + 7..start + end])
    });
    let source = title.unwrap_or(&text);
    let mut plain = String::new();
    let mut in_tag = false;
    for c in source.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => plain.push(if c.is_control() { ' ' } else { c }),
            _ => {}
        }
    }
    let collapsed = plain.split_whitespace().collect::<Vec<_>>().join(" ");
    match collapsed.char_indices().nth(160) {
        Some((cut, _)) => format!("{}…", &collapsed[..cut]),
        None => collapsed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(status: u16, body: &str) -> Result<Value, ApiError> {
        read_answer(status, &HeaderMap::new(), body.as_bytes())
    }

    #[test]
    fn excerpts_prefer_the_html_title() {
        let page =
            b"<html><head><title>502 Bad Gateway</title></head><body><h1>nginx</h1></body></html>";
        assert_eq!(excerpt(page), "502 Bad Gateway");
        assert_eq!(excerpt(b"<p>plain\n\ttext</p>"), "plain text");
    }

    #[test]
    fn success_is_one_or_zero_and_meta_may_be_null() {
        assert!(read(200, r#"{"success":1,"meta":null}"#).is_ok());
        assert!(
            read(200, r#"{"uuid":"x"}"#).is_ok(),
            "bare objects have no success flag"
        );
        let err = read(200, r#"{"success":0,"error_messages":["nope"]}"#).unwrap_err();
        assert_eq!(err.server_messages(), vec!["nope".to_owned()]);
    }

    #[test]
    fn each_status_maps_to_its_class() {
        assert!(matches!(
            read(415, ""),
            Err(ApiError::UnsupportedMediaType { .. })
        ));
        assert!(matches!(
            read(403, r#"{"error":"insufficient_scope"}"#),
            Err(ApiError::Forbidden { status: 403, .. })
        ));
        assert!(matches!(
            read(404, "{}"),
            Err(ApiError::Rejected { status: 404, .. })
        ));
        assert!(matches!(read(302, ""), Err(ApiError::Malformed { .. })));
        assert!(matches!(read(200, "[1]"), Err(ApiError::Malformed { .. })));
        let mut headers = HeaderMap::new();
        headers.insert(
            WWW_AUTHENTICATE,
            HeaderValue::from_static(r#"Bearer error="expired_token""#),
        );
        let err = read_answer(401, &headers, b"").unwrap_err();
        assert!(matches!(
            err,
            ApiError::Unauthorized {
                reason: AuthFailure::ExpiredToken,
                ..
            }
        ));
    }
}
