//! A team database's address: a `postgres://` URL, read once and split into the part that may be
//! shown and saved (everything but the password) and the password, kept as a [`Secret`].

use std::fmt;
use std::net::IpAddr;

use crate::secret::Secret;

/// A team database's address without its password, and the password when the URL held one.
/// `Display` and `Debug` never show the password: the URL they print has none.
#[derive(Clone, PartialEq, Eq)]
pub struct TeamUrl {
    /// The URL with no password: safe to show, log and save in the configuration file.
    shown: url::Url,
    password: Option<Secret>,
}

impl TeamUrl {
    /// Reads `text`: `postgres://` or `postgresql://`, one host (a name, an address or
    /// `localhost`), an optional port, a database name. A password in it is taken out of the
    /// URL and kept apart.
    pub fn parse(text: &str) -> Result<Self, String> {
        // The words are the window's (the connection settings' form shows them); the command
        // line never sets a language, so it prints them in English.
        let mut url = url::Url::parse(text.trim())
            .map_err(|err| crate::tr!("errors-team-url-unreadable", problem = err.to_string()))?;
        if !matches!(url.scheme(), "postgres" | "postgresql") {
            return Err(crate::tr!(
                "errors-team-url-scheme",
                scheme = url.scheme().to_owned()
            ));
        }
        if url.host_str().is_none_or(str::is_empty) {
            return Err(crate::tr!("errors-team-url-no-host"));
        }
        if url.host_str().is_some_and(|h| h.contains(','))
            || url
                .query_pairs()
                .any(|(k, _)| k == "host" || k == "hostaddr")
        {
            return Err(crate::tr!("errors-team-url-several-hosts"));
        }
        if url.username().is_empty() {
            return Err(crate::tr!("errors-team-url-no-user"));
        }
        if database_of(&url).is_none() {
            return Err(crate::tr!("errors-team-url-no-database"));
        }
        if let Some((key, _)) = url
            .query_pairs()
            .find(|(k, _)| !matches!(k.as_ref(), "application_name" | "connect_timeout"))
        {
            return Err(crate::tr!(
                "errors-team-url-setting",
                setting = key.into_owned()
            ));
        }
        let password = url
            .password()
            .map(|p| Secret::new(percent_decode(p).unwrap_or_else(|| p.to_owned())));
        url.set_password(None)
            .map_err(|()| crate::tr!("errors-team-url-cannot-hold-user"))?;
        Ok(Self {
            shown: url,
            password: password.filter(|p| !p.expose().is_empty()),
        })
    }

    /// The host as written: "db.agency.example", "127.0.0.1", "[::1]".
    pub fn host(&self) -> &str {
        self.shown.host_str().unwrap_or("")
    }

    pub fn port(&self) -> u16 {
        self.shown.port().unwrap_or(5432)
    }

    pub fn user(&self) -> String {
        percent_decode(self.shown.username()).unwrap_or_else(|| self.shown.username().to_owned())
    }

    pub fn database(&self) -> String {
        database_of(&self.shown).unwrap_or_default()
    }

    /// The password the URL held, if any.
    pub fn password(&self) -> Option<&Secret> {
        self.password.as_ref()
    }

    /// Whether the host is this machine (127.0.0.0/8, ::1, `localhost`): the only hosts a desk
    /// talks to without TLS.
    pub fn is_loopback(&self) -> bool {
        match self.shown.host() {
            // A postgres:// URL's host is opaque to the url crate: an address is text here.
            Some(url::Host::Domain(name)) => match name.parse::<IpAddr>() {
                Ok(ip) => ip.is_loopback(),
                Err(_) => name.eq_ignore_ascii_case("localhost"),
            },
            Some(url::Host::Ipv4(ip)) => IpAddr::V4(ip).is_loopback(),
            Some(url::Host::Ipv6(ip)) => IpAddr::V6(ip).is_loopback(),
            None => false,
        }
    }

    /// The URL without a password, as saved in the configuration file.
    pub fn as_str(&self) -> &str {
        self.shown.as_str()
    }

    /// The host for connecting: without the brackets of an IPv6 address. `localhost` is
    /// 127.0.0.1 itself, not a name to look up: a hosts file that points it elsewhere would
    /// otherwise carry a connection made without TLS (and its password) off this machine.
    pub(super) fn connect_host(&self) -> String {
        match self.shown.host() {
            Some(url::Host::Ipv6(ip)) => ip.to_string(),
            Some(url::Host::Domain(name)) if name.eq_ignore_ascii_case("localhost") => {
                "127.0.0.1".to_owned()
            }
            Some(host) => host.to_string(),
            None => String::new(),
        }
    }

    pub(super) fn application_name(&self) -> Option<String> {
        self.shown
            .query_pairs()
            .find(|(k, _)| k == "application_name")
            .map(|(_, v)| v.into_owned())
    }
}

fn database_of(url: &url::Url) -> Option<String> {
    let path = url.path().trim_start_matches('/');
    let name = percent_decode(path).unwrap_or_else(|| path.to_owned());
    (!name.is_empty() && !name.contains('/')).then_some(name)
}

fn percent_decode(text: &str) -> Option<String> {
    url::form_urlencoded::parse(format!("x={}", text.replace('+', "%2B")).as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
}

impl fmt::Display for TeamUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.shown.as_str())
    }
}

impl fmt::Debug for TeamUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TeamUrl")
            .field("url", &self.shown.as_str())
            .field("password", &self.password)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_is_taken_out_and_never_shown() {
        let url = TeamUrl::parse("postgres://ana:s3cr%40t@db.agency.example:6543/team").unwrap();
        assert_eq!(url.password().map(Secret::expose), Some("s3cr@t"));
        assert_eq!(
            url.to_string(),
            "postgres://ana@db.agency.example:6543/team"
        );
        let debug = format!("{url:?}");
        assert!(!debug.contains("s3cr"), "{debug}");
        assert!(debug.contains("[redacted]"), "{debug}");
        assert_eq!((url.host(), url.port()), ("db.agency.example", 6543));
        assert_eq!(
            (url.user(), url.database()),
            ("ana".to_string(), "team".to_string())
        );
        assert!(!url.is_loopback());
    }

    #[test]
    fn loopback_hosts_are_told_apart() {
        for text in [
            "postgres://desk@127.0.0.1/team",
            "postgres://desk@127.1.2.3:5433/team",
            "postgresql://desk@localhost/team",
            "postgres://desk@[::1]:5432/team",
        ] {
            let url = TeamUrl::parse(text).unwrap();
            assert!(url.is_loopback(), "{text}");
            assert_eq!(url.password(), None);
        }
        let v6 = TeamUrl::parse("postgres://desk@[::1]/team").unwrap();
        assert_eq!(v6.connect_host(), "::1");
        let named = TeamUrl::parse("postgres://desk@LocalHost/team").unwrap();
        assert_eq!(named.connect_host(), "127.0.0.1", "never looked up by name");
        for text in [
            "postgres://desk@10.0.0.1/team",
            "postgres://desk@localhost.evil.example/team",
        ] {
            assert!(!TeamUrl::parse(text).unwrap().is_loopback(), "{text}");
        }
    }

    #[test]
    fn wrong_urls_are_refused_in_plain_words() {
        let cases = [
            ("db.agency.example", "not a team database URL"),
            (
                "https://desk@db.agency.example/team",
                "starts with postgres://",
            ),
            ("postgres://db.agency.example/team", "names no user"),
            ("postgres://desk@db.agency.example", "names no database"),
            (
                "postgres://desk@db.agency.example/team?sslmode=disable",
                "sslmode",
            ),
            ("postgres://desk@a,b/team", "exactly one host"),
        ];
        for (text, words) in cases {
            let err = TeamUrl::parse(text).unwrap_err();
            assert!(err.contains(words), "{text}: {err}");
        }
        let err = TeamUrl::parse("postgres://desk:hunter2@db/team?sslmode=disable").unwrap_err();
        assert!(!err.contains("hunter2"), "{err}");
    }
}
