//! `directory-desk sandbox-browser URL` (hidden): a stand-in for a person at a browser, for
//! the sandbox's sign-in pages. Set `BROWSER="directory-desk sandbox-browser"` (read on Linux
//! and the BSDs only) and a sign-in completes with no window: it opens the consent page,
//! picks the user, allows (or denies), and carries the answer to the app's loopback listener
//! in whichever form the provider used, doing for the fragment what the listener's relay page
//! does in a real browser.

use std::collections::HashMap;

use clap::Args;
use reqwest::header::LOCATION;
use url::Url;

use super::Outcome;

#[derive(Args, Debug)]
pub struct BrowseArgs {
    /// The sandbox user to sign in as (default: the first one offered).
    #[arg(long, value_name = "UUID")]
    user: Option<String>,
    /// Press Deny instead of Allow.
    #[arg(long)]
    deny: bool,
    /// The authorize address the app opens.
    url: String,
}

pub fn run(args: BrowseArgs) -> Outcome {
    match crate::auth::provider::block_on(browse(&args)).and_then(|done| done) {
        Ok(()) => Outcome::Done,
        Err(problem) => {
            eprintln!("sandbox-browser: {problem}");
            Outcome::SomeFailed
        }
    }
}

async fn browse(args: &BrowseArgs) -> Result<(), String> {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|e| e.to_string())?;
    let start = Url::parse(&args.url).map_err(|e| format!("not an address: {e}"))?;
    let consent = http
        .get(start.clone())
        .send()
        .await
        .map_err(|e| e.to_string())?;
    if !consent.status().is_success() {
        return Err(format!("the sign-in page answered {}", consent.status()));
    }
    let page = consent.text().await.map_err(|e| e.to_string())?;
    let form = Form::first_in(&page).ok_or("the sign-in page has no form")?;
    let mut fields = form.hidden.clone();
    let user = args
        .user
        .clone()
        .or_else(|| {
            form.radios
                .get("user")
                .and_then(|users| users.first().cloned())
        })
        .ok_or("the sign-in page offers no user")?;
    fields.push(("user".into(), user));
    fields.push((
        "decision".into(),
        if args.deny { "deny" } else { "allow" }.into(),
    ));
    let action = start.join(&form.action).map_err(|e| e.to_string())?;
    let mut response = http
        .post(action)
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(form_body(&fields))
        .send()
        .await
        .map_err(|e| e.to_string())?;
    // Follow what the provider does next, as a browser would, a few steps at most.
    for _ in 0..4 {
        if response.status().is_redirection() {
            let location = response
                .headers()
                .get(LOCATION)
                .and_then(|v| v.to_str().ok())
                .ok_or("a redirect without a Location")?;
            let mut target = Url::parse(location).map_err(|e| e.to_string())?;
            let fragment = target.fragment().map(str::to_owned);
            target.set_fragment(None);
            let relay = http
                .get(target.clone())
                .send()
                .await
                .map_err(|e| e.to_string())?;
            response = match fragment {
                // What the listener's relay page does: post the fragment back.
                Some(fragment) => {
                    drop(relay);
                    http.post(target)
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .body(fragment)
                        .send()
                        .await
                        .map_err(|e| e.to_string())?
                }
                None => relay,
            };
            continue;
        }
        let url = response.url().clone();
        let status = response.status();
        let text = response.text().await.map_err(|e| e.to_string())?;
        // A form_post page: submit its form, as its script would.
        if let Some(form) = Form::first_in(&text).filter(|f| f.method_post && f.radios.is_empty()) {
            let action = url.join(&form.action).map_err(|e| e.to_string())?;
            response = http
                .post(action)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .body(form_body(&form.hidden))
                .send()
                .await
                .map_err(|e| e.to_string())?;
            continue;
        }
        return if status.is_success() {
            Ok(())
        } else {
            Err(format!("the last page answered {status}"))
        };
    }
    Err("too many steps".into())
}

/// The little of an HTML form this needs: where it posts, its hidden fields, its radios.
#[derive(Debug, Default)]
struct Form {
    action: String,
    method_post: bool,
    hidden: Vec<(String, String)>,
    radios: HashMap<String, Vec<String>>,
}

impl Form {
    fn first_in(html: &str) -> Option<Self> {
        let start = html.find("<form")?;
        let end = html[start..]
            .find("</form>")
            .map_or(html.len(), |e| start + e);
        let body = &html[start..end];
        let tag_end = body.find('>')?;
        let tag = &body[..tag_end];
        let mut form = Self {
            action: attribute(tag, "action").unwrap_or_default(),
            method_post: attribute(tag, "method").is_some_and(|m| m.eq_ignore_ascii_case("post")),
            ..Self::default()
        };
        for input in body.split("<input").skip(1) {
            let tag = &input[..input.find('>').unwrap_or(input.len())];
            let (Some(name), value) = (attribute(tag, "name"), attribute(tag, "value")) else {
                continue;
            };
            match attribute(tag, "type").as_deref() {
                Some("hidden") => form.hidden.push((name, value.unwrap_or_default())),
                Some("radio") => form
                    .radios
                    .entry(name)
                    .or_default()
                    .push(value.unwrap_or_default()),
                _ => {}
            }
        }
        Some(form)
    }
}

fn form_body(fields: &[(String, String)]) -> String {
    url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(fields)
        .finish()
}

fn attribute(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let end = tag[start..].find('"')? + start;
    Some(unescape(&tag[start..end]))
}

fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}
