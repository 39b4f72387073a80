//! The pages the sandbox's OAuth provider shows a person: sign-in and consent, the
//! `form_post` hand-back, and errors that must not redirect. Everything that came from a
//! request is HTML-escaped; the pages work without JavaScript, in a browser or for a script.

use std::fmt::Write as _;

/// Keeps the pages out of frames (clickjacking) and loads nothing from anywhere.
pub const CONSENT_CSP: &str =
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
/// As [`CONSENT_CSP`], plus the one inline script that submits the `form_post` form.
pub const FORM_POST_CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'none'";

const STYLE: &str = "body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;\
padding:0 1rem;color:#1c2530}h1{font-size:1.4rem}fieldset{border:1px solid #c6ccd4;\
border-radius:6px;margin:1rem 0}label{display:block;margin:.4rem 0}code{word-break:break-all}\
.note{color:#55606e;font-size:.9rem}button{font-size:1rem;padding:.5rem 1.4rem;margin-right:.6rem}";

pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Someone who can sign in to the sandbox.
pub struct Account<'a> {
    pub uuid: String,
    pub name: &'a str,
    pub email: &'a str,
}

pub struct Consent<'a> {
    pub client_name: &'a str,
    pub client_id: &'a str,
    pub redirect_uri: &'a str,
    pub scopes: &'a [String],
    pub accounts: &'a [Account<'a>],
    /// The authorization request's parameters as received, sent back in hidden fields.
    pub hidden: &'a [(String, String)],
    pub csrf_token: &'a str,
}

pub fn consent(page: &Consent<'_>) -> String {
    let mut html = head("Sign in to the sandbox directory");
    let _ = write!(
        html,
        "<h1>Sign in to the sandbox directory</h1>\
         <p><strong>{}</strong> (<code>{}</code>) asks to act for you.</p>\
         <form method=\"post\" action=\"/oauth/authorize\">",
        escape(page.client_name),
        escape(page.client_id),
    );
    html.push_str("<fieldset><legend>Sign in as</legend>");
    for (i, account) in page.accounts.iter().enumerate() {
        let _ = write!(
            html,
            "<label><input type=\"radio\" name=\"user\" value=\"{}\"{}> {} <span class=\"note\">{}</span></label>",
            escape(&account.uuid),
            if i == 0 { " checked" } else { "" },
            escape(account.name),
            escape(account.email),
        );
    }
    html.push_str(
        "<p class=\"note\">This is the built-in sandbox: no password is asked for.</p></fieldset>",
    );
    html.push_str("<fieldset><legend>It will be allowed to</legend><ul>");
    for scope in page.scopes {
        let _ = write!(
            html,
            "<li>{} <span class=\"note\">(<code>{}</code>)</span></li>",
            escape(scope_description(scope)),
            escape(scope),
        );
    }
    html.push_str("</ul></fieldset>");
    for (name, value) in page.hidden {
        hidden_field(&mut html, name, value);
    }
    hidden_field(&mut html, "csrf_token", page.csrf_token);
    let _ = write!(
        html,
        "<p class=\"note\">Your answer goes back to <code>{}</code>.</p>\
         <button type=\"submit\" name=\"decision\" value=\"allow\">Allow</button>\
         <button type=\"submit\" name=\"decision\" value=\"deny\">Deny</button>\
         </form></body></html>",
        escape(page.redirect_uri),
    );
    html
}

/// OAuth 2.0 Form Post Response Mode: a form that posts the answer to the redirect URI,
/// submitted by a script, or by a person where scripts do not run.
pub fn form_post(redirect_uri: &str, fields: &[(&str, &str)]) -> String {
    let mut html = head("Returning to the application");
    let _ = write!(
        html,
        "<form method=\"post\" action=\"{}\">",
        escape(redirect_uri)
    );
    for (name, value) in fields {
        hidden_field(&mut html, name, value);
    }
    html.push_str(
        "<p>Returning you to the application. If nothing happens, press Continue.</p>\
         <button type=\"submit\">Continue</button></form>\
         <script>document.forms[0].submit();</script></body></html>",
    );
    html
}

/// An error shown in place of a redirect: the redirect URI is unknown or untrusted.
pub fn error(title: &str, detail: &str) -> String {
    let mut html = head(title);
    let _ = write!(
        html,
        "<h1>{}</h1><p>{}</p><p class=\"note\">The sandbox directory did not send you back to \
         the application, because it could not be sure where to send you.</p></body></html>",
        escape(title),
        escape(detail),
    );
    html
}

fn head(title: &str) -> String {
    format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title><style>{STYLE}</style></head><body>",
        escape(title)
    )
}

fn hidden_field(html: &mut String, name: &str, value: &str) {
    let _ = write!(
        html,
        "<input type=\"hidden\" name=\"{}\" value=\"{}\">",
        escape(name),
        escape(value)
    );
}

fn scope_description(scope: &str) -> &'static str {
    match scope {
        "openid" => "Confirm who you are (your account's UUID)",
        "public" => "Read public directory data",
        "message.send" => "Send messages in your name",
        "message.read" => "Read your messages",
        "user.email" => "See your e-mail address",
        "user.name" => "See your name",
        "profile.read" => "Read your profile",
        "userlist" => "Read and change your user lists and those shared with you",
        _ => "A permission the sandbox does not describe",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_everything_that_could_break_out() {
        assert_eq!(
            escape(r#"<script>alert("x")</script>&'"#),
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"
        );
    }

    #[test]
    fn form_post_escapes_the_redirect_and_the_fields() {
        let html = form_post(
            "http://127.0.0.1:1/callback",
            &[("state", "\"><script>x</script>")],
        );
        assert!(!html.contains("<script>x"));
        assert!(html.contains("value=\"&quot;&gt;&lt;script&gt;x&lt;/script&gt;\""));
    }
}
