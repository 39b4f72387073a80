//! The Connection settings' *Test connection*: reaches a directory's address and its
//! sign-in address as typed, before anything is saved, and says in plain words what
//! answered. Needs no directory open: any worker runs it ([`super::Command::Probe`]), a
//! failed session's too.

use std::time::Duration;

/// How long Test connection waits for each address.
const PATIENCE: Duration = Duration::from_secs(10);

/// Reaches the directory and the provider's authorize address, each line a plain sentence
/// and whether it is good news.
pub async fn probe(base_url: &str, auth_url: Option<&str>) -> Vec<(bool, String)> {
    let reached = async {
        let http = crate::auth::oauth::http_client().map_err(|e| e.to_string())?;
        let mut lines = vec![reach(&http, Place::Directory, base_url).await];
        match auth_url {
            Some(auth_url) => {
                let authorize = format!("{}/oauth/authorize", auth_url.trim_end_matches('/'));
                lines.push(reach(&http, Place::SignIn, &authorize).await);
            }
            None => lines.push((
                true,
                "No sign-in address is set: this directory is signed in to with an API key."
                    .to_owned(),
            )),
        }
        Ok::<_, String>(lines)
    };
    match reached.await {
        Ok(lines) => lines,
        Err(problem) => vec![(false, format!("The test could not start: {problem}"))],
    }
}

#[derive(Clone, Copy)]
enum Place {
    Directory,
    SignIn,
}

async fn reach(http: &reqwest::Client, place: Place, url: &str) -> (bool, String) {
    let what = match place {
        Place::Directory => "The directory",
        Place::SignIn => "The sign-in address",
    };
    // The directory's "who am I", asked without credentials: a directory says it wants them.
    let address = match place {
        Place::Directory => format!("{}/user", url.trim_end_matches('/')),
        Place::SignIn => url.to_owned(),
    };
    match http.get(&address).timeout(PATIENCE).send().await {
        Ok(answer) => {
            let status = answer.status();
            let code = status.as_u16();
            let (good, meaning) = match (place, code) {
                (Place::Directory, 401 | 403) => {
                    (true, "it is there, and asks for a sign-in as it should")
                }
                (_, 200..=299) => (true, "it is there"),
                (Place::SignIn, 300..=499) if code != 404 => (
                    true,
                    "it is there (it wants a sign-in's details, which the browser brings)",
                ),
                (_, 404) => (false, "but nothing is at this address: check its path"),
                (_, 500..=599) => (false, "but it has a problem of its own; try again later"),
                _ => (false, "but not as a directory would"),
            };
            (good, format!("{what} answered ({code}): {meaning}."))
        }
        Err(err) => (false, format!("{what} did not answer: {}.", why_not(&err))),
    }
}

/// Why a request got no answer, in words: the innermost cause says the most.
fn why_not(err: &reqwest::Error) -> String {
    if err.is_timeout() {
        return format!(
            "no answer within {} seconds (is the address right, and is this computer online?)",
            PATIENCE.as_secs()
        );
    }
    let mut cause: &dyn std::error::Error = err;
    while let Some(inner) = cause.source() {
        cause = inner;
    }
    if err.is_connect() {
        format!("could not connect ({cause})")
    } else {
        cause.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_of_an_address_nobody_listens_on_says_so() {
        // A port just freed: nothing listens there.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let lines = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(probe(&format!("http://127.0.0.1:{port}/v2/"), None));
        assert!(!lines[0].0, "{lines:?}");
        assert!(
            lines[0]
                .1
                .starts_with("The directory did not answer: could not connect"),
            "{lines:?}"
        );
        assert!(lines[1].1.contains("API key"), "{lines:?}");
    }
}
