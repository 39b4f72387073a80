//! Which base URLs the client will talk to. Checked before any request is made, so that a
//! typo can never send a credential over plain HTTP to a stranger.

use reqwest::Url;

use super::ApiError;

/// The directory key of the built-in sandbox, whatever port it runs on: its seeded
/// directory is the same at every start. Other directories are keyed by their base URL as
/// [`parse_base_url`] normalises it.
pub const BUILT_IN_SANDBOX: &str = "sandbox:built-in";

/// Parses and checks a base URL: `https`, or `http` to a loopback host only; no user info,
/// query or fragment; the path ends with the version segment `/v2/`.
pub fn parse_base_url(text: &str) -> Result<Url, ApiError> {
    let refuse = |why: &str| Err(ApiError::BaseUrl(format!("'{}' {why}", text.trim())));
    let Ok(url) = Url::parse(text.trim()) else {
        return refuse("is not a URL");
    };
    match url.scheme() {
        "https" => {}
        "http" if is_loopback(&url) => {}
        "http" => {
            return refuse(
                "uses plain http: only https is allowed, except for 127.0.0.1, ::1 and localhost",
            );
        }
        _ => return refuse("must start with https://"),
    }
    if url.host().is_none() {
        return refuse("has no host");
    }
    if !url.username().is_empty() || url.password().is_some() {
        return refuse("must not carry a user name or password");
    }
    if url.query().is_some() || url.fragment().is_some() {
        return refuse("must not have a query or fragment");
    }
    if !url.path().ends_with("/v2/") {
        return refuse("must end with the API version segment /v2/");
    }
    Ok(url)
}

pub fn is_loopback(url: &Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_https_and_loopback_http() {
        for good in [
            "https://api.proz.com/v2/",
            "http://127.0.0.1:8080/v2/",
            "http://[::1]:9/v2/",
            "http://localhost/v2/",
            "https://proxy.example/directory/v2/",
        ] {
            assert!(parse_base_url(good).is_ok(), "{good}");
        }
    }

    #[test]
    fn refuses_everything_else_with_a_reason() {
        for (bad, why) in [
            ("http://api.proz.com/v2/", "plain http"),
            ("https://api.proz.com/v2", "/v2/"),
            ("https://api.proz.com/v1/", "/v2/"),
            ("ftp://api.proz.com/v2/", "https://"),
            ("https://user:pw@api.proz.com/v2/", "user name"),
            ("https://api.proz.com/v2/?key=1", "query"),
            ("api.proz.com/v2/", "not a URL"),
            ("http://192.168.1.5/v2/", "plain http"),
        ] {
            let err = parse_base_url(bad).unwrap_err().to_string();
            assert!(err.contains(why), "{bad}: {err}");
        }
    }
}
