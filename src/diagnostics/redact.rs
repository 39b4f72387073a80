//! Scrubs secrets out of text before it is logged: every line bound for the log file or
//! standard error, and a crash report's panic message, goes through [`redact`].
//!
//! Two kinds of evidence are used:
//!
//! - **Shapes** that are secret wherever they appear: `Bearer x` / `Basic x` credentials,
//!   JWT/JWE-shaped strings (`eyJ…` base64url segments joined by dots), the password in a
//!   URL's `user:password@`, and the values of secret-named keys (`access_token`,
//!   `refresh_token`, `id_token`, `client_secret`, `code_verifier`, `api_key`, `password`,
//!   `assertion`, anything ending in `_token` or `_secret`…) in query strings, form bodies,
//!   JSON (`"access_token":"…"`, also JSON escaped inside a Debug string) and Rust `Debug`
//!   output (`access_token: "…"`). `code`, `state` and `nonce` are common words as well as
//!   OAuth parameters: their values are scrubbed in a URL or a form body (`?code=…`,
//!   `&state=…`), elsewhere only when the value looks random (long, letters and digits, not a
//!   UUID), so `code=404` or `state=Paused` stay readable.
//! - **Known values**: [`register`] a secret the app holds (an API key, a token it received
//!   or loaded, a client secret, an authorization code, a PKCE verifier) and it is scrubbed
//!   wherever it appears, together with its base64 and URL-encoded forms. A registered
//!   value is kept for the whole run ([`Kind::LongLived`]), except an access token (and the
//!   id_token that comes with it), which every renewal replaces: [`register_access_token`]
//!   keeps the newest [`MAX_ACCESS_TOKENS`] of those, so a run that renews all day does not
//!   make every log line slower. Nothing else is ever forgotten, however many renewals come.
//!
//! Whatever is scrubbed becomes `[redacted]`. UUIDs, profile names and ordinary URLs are left
//! alone: they are what makes a log useful.

use std::borrow::Cow;
use std::sync::RwLock;

/// What a secret becomes.
pub const REDACTED: &str = "[redacted]";

/// Values shorter than this are not registered: a short value is more likely an ordinary
/// word the log needs than a credential (real keys and tokens are far longer).
pub const MIN_SECRET_LEN: usize = 8;

/// Access tokens kept. A renewal comes only when the access token in use is about to
/// expire (or was refused), so the one this many renewals back died long ago; the oldest make
/// room for new ones, so scanning stays cheap however long the run.
pub const MAX_ACCESS_TOKENS: usize = 64;

/// How long a registered value is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// For the whole run: API keys, client secrets, refresh tokens (every one a provider
    /// rotates in, since RFC 6749 §6 lets the provider keep the old one valid, so none is
    /// known dead), authorization codes, PKCE verifiers, `state` and `nonce`. Anything not
    /// known to be an access token is this.
    LongLived,
    /// An access token, or the id_token that came with it: replaced at every renewal and
    /// forgotten once [`MAX_ACCESS_TOKENS`] newer ones are known. (An id_token is a JWT or
    /// JWE, which the shape rules scrub anyway.)
    AccessToken,
}

/// A registered value and the forms it travels in (itself first).
struct Registered {
    forms: Vec<String>,
    kind: Kind,
}

/// In the order they were registered.
static REGISTERED: RwLock<Vec<Registered>> = RwLock::new(Vec::new());

/// Remembers `secret` (trimmed) for the whole run, so that [`redact`] scrubs it, and its
/// base64 and URL-encoded forms, from all text from now on. Values shorter than
/// [`MIN_SECRET_LEN`] are ignored. Cheap enough to call every time a secret is loaded or used.
pub fn register(secret: &str) {
    register_as(secret, Kind::LongLived);
}

/// Like [`register`], for an access token (or the id_token that came with it), which is
/// forgotten once [`MAX_ACCESS_TOKENS`] newer ones are known.
pub fn register_access_token(secret: &str) {
    register_as(secret, Kind::AccessToken);
}

/// [`register`] or [`register_access_token`]. A value already known keeps the kind it was
/// first registered as: the code that receives a secret knows what it is, while code that
/// only uses one (the API client registers every credential it sends) does not. So an access
/// token sent in a header stays an access token, and a value registered long-lived first is
/// never forgotten. (The OAuth code registers a token answer's refresh token before its
/// access token for that reason.)
pub fn register_as(secret: &str, kind: Kind) {
    let secret = secret.trim();
    if secret.chars().count() < MIN_SECRET_LEN {
        return;
    }
    let mut registered = REGISTERED.write().unwrap_or_else(|e| e.into_inner());
    if registered.iter().any(|known| known.forms[0] == secret) {
        return;
    }
    let mut forms = vec![secret.to_owned()];
    {
        use base64::Engine;
        use base64::engine::general_purpose::{STANDARD_NO_PAD, URL_SAFE_NO_PAD};
        for form in [
            STANDARD_NO_PAD.encode(secret),
            URL_SAFE_NO_PAD.encode(secret),
            url::form_urlencoded::byte_serialize(secret.as_bytes()).collect(),
        ] {
            if !forms.contains(&form) {
                forms.push(form);
            }
        }
    }
    registered.push(Registered { forms, kind });
    if kind == Kind::AccessToken {
        let access_tokens = registered
            .iter()
            .filter(|known| known.kind == Kind::AccessToken)
            .count();
        if access_tokens > MAX_ACCESS_TOKENS
            && let Some(oldest) = registered
                .iter()
                .position(|known| known.kind == Kind::AccessToken)
        {
            registered.remove(oldest);
        }
    }
}

/// [`register`]s each value that is there (the command line's optional secrets, say).
pub fn register_all<'a>(secrets: impl IntoIterator<Item = Option<&'a str>>) {
    secrets.into_iter().flatten().for_each(register);
}

/// [`register`]s the value of `secret`.
pub fn register_secret(secret: &crate::secret::Secret) {
    register(secret.expose());
}

/// [`register`]s what a lookup found, if anything (`Result::inspect` after a keyring read).
pub fn register_found(found: &Option<crate::secret::Secret>) {
    found.iter().for_each(register_secret);
}

/// `text` with every secret in it replaced by [`REDACTED`]; borrowed when there was none.
pub fn redact(text: &str) -> Cow<'_, str> {
    let mut spans = Vec::new();
    registered_spans(text, &mut spans);
    scheme_spans(text, &mut spans);
    jwt_spans(text, &mut spans);
    key_value_spans(text, &mut spans);
    userinfo_spans(text, &mut spans);
    if spans.is_empty() {
        return Cow::Borrowed(text);
    }
    spans.sort_unstable();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (start, end) in spans {
        if end <= at {
            continue;
        }
        if start >= at {
            out.push_str(&text[at..start]);
            out.push_str(REDACTED);
        }
        // An overlapping span only extends the one already written.
        at = end;
    }
    out.push_str(&text[at..]);
    Cow::Owned(out)
}

/// Byte ranges, always on ASCII boundaries (or a registered value's own), so slicing is safe.
type Spans = Vec<(usize, usize)>;

fn registered_spans(text: &str, spans: &mut Spans) {
    let registered = REGISTERED.read().unwrap_or_else(|e| e.into_inner());
    for form in registered.iter().flat_map(|known| &known.forms) {
        spans.extend(
            text.match_indices(form.as_str())
                .map(|(at, found)| (at, at + found.len())),
        );
    }
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn is_base64url(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

/// RFC 7235's token68 (without its trailing `=`).
fn is_token68(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-._~+/".contains(&b)
}

fn starts_with_ignore_case(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.len() >= needle.len() && haystack[..needle.len()].eq_ignore_ascii_case(needle)
}

/// Whether a word after `Bearer`/`Basic` is a credential rather than prose ("Basic
/// information"): long enough, and with digits, mixed case or base64's symbols.
fn looks_like_credential(value: &[u8]) -> bool {
    let has = |f: fn(&u8) -> bool| value.iter().any(f);
    value.len() >= MIN_SECRET_LEN
        && (has(u8::is_ascii_digit)
            || (has(u8::is_ascii_uppercase) && has(u8::is_ascii_lowercase))
            || has(|b| b"+/=_".contains(b))
            || value.iter().filter(|b| **b == b'-').count() >= 2)
}

/// `Bearer <credential>` and `Basic <credential>`, in headers, errors or anywhere else.
fn scheme_spans(text: &str, spans: &mut Spans) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let rest = &bytes[i..];
        let word = if starts_with_ignore_case(rest, b"bearer") {
            6
        } else if starts_with_ignore_case(rest, b"basic") {
            5
        } else {
            i += 1;
            continue;
        };
        if i > 0 && is_word(bytes[i - 1]) {
            i += word;
            continue;
        }
        let mut j = i + word;
        let blank = bytes[j..]
            .iter()
            .take_while(|b| **b == b' ' || **b == b'\t')
            .count();
        if blank == 0 {
            i = j;
            continue;
        }
        j += blank;
        let start = j;
        while j < bytes.len() && is_token68(bytes[j]) {
            j += 1;
        }
        // Prose ends a sentence with a dot; a credential does not.
        let mut end = j;
        while end > start && bytes[end - 1] == b'.' {
            end -= 1;
        }
        while j < bytes.len() && bytes[j] == b'=' {
            j += 1;
        }
        if j > end && bytes[end] == b'=' {
            end = j;
        }
        // A credential ends where a value ends: not in `Bearer expires_in=3600` (a word, then
        // more) or `Bearer directory_desk::api` (a path).
        let ends = bytes
            .get(end)
            .is_none_or(|b| !(is_word(*b) || *b == b':' || *b == b'@'));
        if ends && looks_like_credential(&bytes[start..end]) {
            spans.push((start, end));
        }
        i = j.max(i + 1);
    }
}

/// JWS (`eyJ….….…`) and JWE (five segments, some possibly empty): base64url of a JSON
/// object, so always beginning `eyJ`.
fn jwt_spans(text: &str, spans: &mut Spans) {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(found) = text[from..].find("eyJ") {
        let start = from + found;
        let mut end = start;
        while end < bytes.len() && (is_base64url(bytes[end]) || bytes[end] == b'.') {
            end += 1;
        }
        let boundary = start == 0 || !(is_base64url(bytes[start - 1]) || bytes[start - 1] == b'.');
        let first_segment = bytes[start..end].iter().take_while(|b| **b != b'.').count();
        let dotted = bytes[start..end].contains(&b'.') && first_segment >= 10;
        if boundary && (dotted || end - start >= 20) {
            spans.push((start, end));
        }
        from = end.max(start + 3);
    }
}

/// Key names whose values are always secret: the name itself, or a name ending in
/// `_<name>` (`x-proz-api-key`, `client_assertion`, `csrf_token`).
const SECRET_KEYS: &[&str] = &[
    "access_token",
    "refresh_token",
    "id_token",
    "client_secret",
    "code_verifier",
    "api_key",
    "apikey",
    "password",
    "passwd",
    "assertion",
    "private_key",
    "secret",
    "token",
];

/// OAuth parameters that are also ordinary words.
const CONTEXT_KEYS: &[&str] = &["code", "state", "nonce"];

#[derive(Clone, Copy, PartialEq, Eq)]
enum KeyKind {
    Secret,
    Password,
    Context,
}

/// What kind of key `key` is, if its value is to be scrubbed. Case-insensitive, `-` taken
/// for `_`; allocates nothing (it runs for every word of every log line).
fn key_kind(key: &str) -> Option<KeyKind> {
    let key = key.as_bytes();
    let same = |part: &[u8], name: &str| {
        part.len() == name.len()
            && part
                .iter()
                .zip(name.bytes())
                .all(|(k, n)| k.to_ascii_lowercase() == n || (*k == b'-' && n == b'_'))
    };
    // The name itself, or `…_name`.
    let named = |name: &str| {
        same(key, name)
            || (key.len() > name.len()
                && matches!(key[key.len() - name.len() - 1], b'_' | b'-')
                && same(&key[key.len() - name.len()..], name))
    };
    if named("password") || same(key, "passwd") {
        Some(KeyKind::Password)
    } else if SECRET_KEYS.iter().any(|name| named(name)) {
        Some(KeyKind::Secret)
    } else if CONTEXT_KEYS.iter().any(|name| same(key, name)) {
        Some(KeyKind::Context)
    } else {
        None
    }
}

/// Where an unquoted value ends.
fn ends_value(b: u8) -> bool {
    b.is_ascii_whitespace() || b"&,;\"'(){}[]<>\\|`".contains(&b)
}

fn is_uuid(value: &str) -> bool {
    value.len() == 36 && uuid::Uuid::try_parse(value).is_ok()
}

/// `key=value`, `key: value`, `"key":"value"`, `key: Some("value")`, `\"key\":\"value\"`.
fn key_value_spans(text: &str, spans: &mut Spans) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if !(is_word(bytes[i]) || bytes[i] == b'-') {
            i += 1;
            continue;
        }
        let key_start = i;
        while i < bytes.len() && (is_word(bytes[i]) || bytes[i] == b'-') {
            i += 1;
        }
        let Some(kind) = key_kind(&text[key_start..i]) else {
            continue;
        };
        if let Some(span) = value_after_key(bytes, key_start, i, kind) {
            i = span.1.max(i);
            spans.push(span);
        }
    }
}

/// The secret value after the key at `key_start..key_end`, if there is one to scrub.
fn value_after_key(
    bytes: &[u8],
    key_start: usize,
    key_end: usize,
    kind: KeyKind,
) -> Option<(usize, usize)> {
    let in_url = key_start > 0 && b"?&#".contains(&bytes[key_start - 1]);
    let skip_blank = |mut j: usize| {
        while j < bytes.len() && (bytes[j] == b' ' || bytes[j] == b'\t') {
            j += 1;
        }
        j
    };
    let mut j = key_end;
    // The key's closing quote, possibly escaped.
    if bytes.get(j) == Some(&b'\\') && matches!(bytes.get(j + 1), Some(b'"' | b'\'')) {
        j += 2;
    } else if matches!(bytes.get(j), Some(b'"' | b'\'')) {
        j += 1;
    }
    j = skip_blank(j);
    match bytes.get(j) {
        Some(b'=') if !matches!(bytes.get(j + 1), Some(b'=' | b'>')) => {}
        Some(b':') if bytes.get(j + 1) != Some(&b':') => {}
        _ => return None,
    }
    j = skip_blank(j + 1);
    if bytes[j..].starts_with(b"Some(") {
        j += 5;
    }
    let (start, end, closed) = match (bytes.get(j), bytes.get(j + 1)) {
        (Some(b'\\'), Some(b'"')) => {
            let start = j + 2;
            let end = find(bytes, start, b"\\\"").unwrap_or(bytes.len());
            (start, end, true)
        }
        (Some(quote @ (b'"' | b'\'')), _) => {
            let start = j + 1;
            let mut end = start;
            while end < bytes.len() && !(bytes[end] == *quote && bytes[end - 1] != b'\\') {
                end += 1;
            }
            (start, end, true)
        }
        _ => {
            let mut end = j;
            while end < bytes.len() && !ends_value(bytes[end]) {
                end += 1;
            }
            (j, end, false)
        }
    };
    // Both ends are ASCII (or the text's end), so this is a valid slice of the original.
    let value = std::str::from_utf8(&bytes[start..end]).ok()?;
    if value.is_empty()
        || value == REDACTED
        || (!closed && matches!(value, "null" | "None" | "true" | "false"))
    {
        return None;
    }
    let scrub = match kind {
        KeyKind::Password => true,
        // Shorter is not a credential: `token=Token(1)` in a poller's trace, say.
        KeyKind::Secret => value.len() >= 6,
        KeyKind::Context => {
            in_url
                || bytes.get(end) == Some(&b'&')
                || (value.len() >= 16
                    && value.bytes().any(|b| b.is_ascii_digit())
                    && value.bytes().any(|b| b.is_ascii_alphabetic())
                    && !is_uuid(value))
        }
    };
    scrub.then_some((start, end))
}

fn find(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    bytes
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|at| from + at)
}

/// The password of `scheme://user:password@host`.
fn userinfo_spans(text: &str, spans: &mut Spans) {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(found) = text[from..].find("://") {
        let start = from + found + 3;
        let mut end = start;
        while end < bytes.len() && !(b"/?#@".contains(&bytes[end]) || ends_value(bytes[end])) {
            end += 1;
        }
        if bytes.get(end) == Some(&b'@')
            && let Some(colon) = bytes[start..end].iter().position(|b| *b == b':')
            && start + colon + 1 < end
        {
            spans.push((start + colon + 1, end));
        }
        from = end.max(start);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn clean(text: &str) -> String {
        redact(text).into_owned()
    }

    /// `text` comes out as `expected`, and redacting again changes nothing.
    fn check(text: &str, expected: &str) {
        let once = clean(text);
        assert_eq!(once, expected, "from: {text}");
        assert_eq!(clean(&once), once, "redacting twice changes nothing");
    }

    #[test]
    fn bearer_and_basic_credentials() {
        check(
            "authorization: Bearer sk_live_4eC39HqLyjWDarjtT1zdp7dc",
            "authorization: Bearer [redacted]",
        );
        check(
            r#"{"Authorization": "Bearer abc.def-ghi_jkl"}"#,
            r#"{"Authorization": "Bearer [redacted]"}"#,
        );
        check(
            "header Basic ZGVtbzpzYW5kYm94LWRlbW8tY2xpZW50LXNlY3JldA== sent",
            "header Basic [redacted] sent",
        );
        check("BEARER 0123456789abcdef.", "BEARER [redacted].");
        // Prose stays.
        check(
            "Basic information for a Bearer token.",
            "Basic information for a Bearer token.",
        );
        check("token_type=Bearer", "token_type=Bearer");
    }

    #[test]
    fn jwt_and_jwe_shapes() {
        let jws = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";
        let jwe = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..6aLWkBe4mfLkU-Pc.SGVsbG8gd29ybGQ.4uHcqOS0Y-Nm1Dka9Z_bJw";
        check(
            &format!("id_token verified: {jws} ok"),
            "id_token verified: [redacted] ok",
        );
        check(&format!("got {jwe}"), "got [redacted]");
        check(&format!("#id_token={jwe}&x=1"), "#id_token=[redacted]&x=1");
        check(&format!("\"{jws}\""), "\"[redacted]\"");
        // Unsecured JWT: empty signature.
        check(
            "t=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0. end",
            "t=[redacted] end",
        );
        check(
            "a word like eyJx is not a token",
            "a word like eyJx is not a token",
        );
    }

    #[test]
    fn key_value_pairs_in_queries_forms_json_and_debug() {
        check(
            "GET /cb?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj&scope=openid",
            "GET /cb?code=[redacted]&state=[redacted]&scope=openid",
        );
        check(
            "grant_type=authorization_code&code=SplxlOBeZQQYbYS6WxSbIA&code_verifier=dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk&redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fcb",
            "grant_type=authorization_code&code=[redacted]&code_verifier=[redacted]&redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fcb",
        );
        check(
            "grant_type=refresh_token&refresh_token=tGzv3JOkF0XG5Qx2TlKWIA&client_id=desk&client_secret=7Fjfp0ZBr1KtDRbnfVdmIw",
            "grant_type=refresh_token&refresh_token=[redacted]&client_id=desk&client_secret=[redacted]",
        );
        check(
            r#"{"access_token":"2YotnFZFEjr1zCsicMWpAA","token_type":"Bearer","expires_in":3600,"refresh_token":"tGzv3JOkF0XG5Qx2TlKWIA","scope":"openid"}"#,
            r#"{"access_token":"[redacted]","token_type":"Bearer","expires_in":3600,"refresh_token":"[redacted]","scope":"openid"}"#,
        );
        check(
            r#"body="{\"access_token\":\"2YotnFZFEjr1zCsicMWpAA\",\"expires_in\":3600}""#,
            r#"body="{\"access_token\":\"[redacted]\",\"expires_in\":3600}""#,
        );
        check(
            r#"Tokens { access_token: "2YotnFZFEjr1zCsicMWpAA", refresh_token: Some("tGzv3JOkF0XG5Qx2TlKWIA"), id_token: None }"#,
            r#"Tokens { access_token: "[redacted]", refresh_token: Some("[redacted]"), id_token: None }"#,
        );
        check(
            "x-proz-api-key: 9f86d081884c7d659a2feaa0c55ad015",
            "x-proz-api-key: [redacted]",
        );
        check("api_key=sandbox-demo-key retry", "api_key=[redacted] retry");
        check(
            "X-Proz-API-Key: 9f86d081884c7d659a2feaa0c55ad015",
            "X-Proz-API-Key: [redacted]",
        );
        check(
            "Client-Secret = 'abcdef123456'",
            "Client-Secret = '[redacted]'",
        );
        check("password=hunter2 user=bob", "password=[redacted] user=bob");
        check(
            "client_assertion=abcdefgh.ijklmnop.qrstuvwx",
            "client_assertion=[redacted]",
        );
        check(
            "\"password\": \"pässwörd with spaces\"",
            "\"password\": \"[redacted]\"",
        );
        // Already redacted, empty, or not a value: left alone.
        check(
            "access_token: [redacted], refresh_token: None, id_token: null, api_key=",
            "access_token: [redacted], refresh_token: None, id_token: null, api_key=",
        );
    }

    #[test]
    fn ordinary_words_that_are_also_oauth_parameters_stay_readable() {
        for text in [
            "exit code=3 status code: 404",
            "job state=Paused note=none",
            "registering event source with poller: token=Token(1), interests=READABLE",
            "directory_desk::auth::tokens::fresh_access_token::{{closure}} at src/auth/tokens.rs:140:5",
            "access_token_ttl_secs: 30 tokens=4 expires_in=3600",
            "code=0f8fad5b-d9cb-469f-a165-70867728950e",
            "nonce checked, state matched",
        ] {
            check(text, text);
        }
        // Random-looking values of those words are scrubbed even outside a URL.
        check(
            "sign-in answer code=SplxlOBeZQQYbYS6WxSbIA8x",
            "sign-in answer code=[redacted]",
        );
    }

    #[test]
    fn passwords_in_urls() {
        check(
            "proxy https://user:s3cr3t-pass@proxy.example:8080/ used",
            "proxy https://user:[redacted]@proxy.example:8080/ used",
        );
        check(
            "https://example.com:443/path?q=1 and mailto:a@b.c",
            "https://example.com:443/path?q=1 and mailto:a@b.c",
        );
    }

    #[test]
    fn registered_values_are_scrubbed_in_every_form_they_travel_in() {
        let secret = "my-unusual+key/with=symbols-4711";
        register(secret);
        use base64::Engine;
        let encoded = base64::engine::general_purpose::STANDARD.encode(secret);
        let form: String = url::form_urlencoded::byte_serialize(secret.as_bytes()).collect();
        for text in [
            format!("loaded {secret} from the keyring"),
            format!("base64 {encoded}"),
            format!("form body key={form}&x=1"),
            format!("error: key '{secret}' refused"),
        ] {
            let out = clean(&text);
            assert!(!out.contains(secret), "{out}");
            assert!(!out.contains(encoded.trim_end_matches('=')), "{out}");
            assert!(!out.contains(&form), "{out}");
            assert!(out.contains(REDACTED), "{out}");
        }
        // Short values are never registered: they would scrub ordinary words.
        register("  abc  ");
        register("seven77");
        check("abc seven77", "abc seven77");
    }

    #[test]
    fn long_lived_secrets_outlast_any_number_of_renewals() {
        let api_key = "ddk_live_unit7f3a9c2e41b84d0aZq";
        let client_secret = "unit-client-secret-5b1e9d7c3a";
        register(api_key);
        register(client_secret);
        // Known long-lived already: registering it as an access token changes nothing.
        register_access_token(api_key);
        let mut refresh_tokens = Vec::new();
        let mut access_tokens = Vec::new();
        for renewal in 0..100 {
            let refresh = format!("unitRefresh{renewal:03}w8Kd6JhB3sT1");
            let access = format!("unitAccess{renewal:03}x9Qz7LmN4pR2");
            // As a token answer registers them, and then the API client that sends one.
            register(&refresh);
            register_access_token(&access);
            register(&access);
            refresh_tokens.push(refresh);
            access_tokens.push(access);
        }
        // Logged bare: only their registration can scrub them.
        assert_eq!(clean(api_key), REDACTED);
        assert_eq!(clean(client_secret), REDACTED);
        assert_eq!(
            clean(&format!("key {api_key} secret {client_secret}")),
            "key [redacted] secret [redacted]"
        );
        for refresh in &refresh_tokens {
            assert_eq!(clean(refresh), REDACTED, "every refresh token of the run");
        }
        let newest = access_tokens.last().unwrap();
        assert_eq!(clean(newest), REDACTED);
        // The oldest access tokens, dead for dozens of renewals, make room.
        let oldest = &access_tokens[0];
        assert_eq!(clean(oldest), *oldest);
    }

    #[test]
    fn text_without_secrets_is_borrowed_unchanged() {
        let text = "2025-01-01T00:00:00Z INFO directory_desk::api::client: api call method=GET path=/v2/freelancer/0f8fad5b-d9cb-469f-a165-70867728950e status=200";
        assert!(matches!(redact(text), Cow::Borrowed(_)));
    }

    fn secret_value() -> impl Strategy<Value = String> {
        // Tokens as providers make them: base64url, hex, or prefixed keys.
        prop_oneof![
            "[A-Za-z0-9_-]{20,64}",
            "[0-9a-f]{32,40}",
            "sk_(live|test)_[A-Za-z0-9]{16,32}",
        ]
        // Something digits or mixed case mark as random, as real tokens always are.
        .prop_filter("looks random", |s| {
            looks_like_credential(s.as_bytes()) && !s.starts_with("eyJ")
        })
    }

    /// Ordinary log words: names, UUIDs, URLs without secrets, numbers, module paths.
    fn ordinary_text() -> impl Strategy<Value = String> {
        let word = prop_oneof![
            "[a-z]{1,10}",
            "[A-Z][a-z]{1,10}( [A-Z][a-z]{1,10})?",
            any::<u128>().prop_map(|n| uuid::Uuid::from_u128(n).to_string()),
            any::<u128>().prop_map(|n| uuid::Uuid::from_u128(n)
                .hyphenated()
                .to_string()
                .to_uppercase()),
            "[0-9]{1,6}",
            "https://[a-z]{3,8}\\.example/v2/freelancer/[0-9a-f]{8}",
            Just("directory_desk::worker::lookup".to_owned()),
            Just("status=200".to_owned()),
            Just("elapsed_ms=12".to_owned()),
            Just("code=404".to_owned()),
            Just("state=Sent".to_owned()),
            Just("Müller & Søn, Übersetzungen".to_owned()),
            Just(r#"{"token_type":"Bearer"}"#.to_owned()),
        ];
        prop::collection::vec(word, 0..12).prop_map(|words| words.join(" "))
    }

    proptest! {
        #[test]
        fn ordinary_text_is_never_touched(text in ordinary_text()) {
            prop_assert_eq!(clean(&text), text);
        }

        #[test]
        fn a_secret_never_survives_any_shape(
            secret in secret_value(),
            before in ordinary_text(),
            after in ordinary_text(),
            shape in 0..12usize,
        ) {
            let line = match shape {
                0 => format!("{before} Authorization: Bearer {secret} {after}"),
                1 => format!("{before} GET /cb?state=x&code={secret}&iss=y {after}"),
                2 => format!("{before} body=grant_type=refresh_token&refresh_token={secret}&client_id=desk {after}"),
                3 => format!(r#"{before} {{"access_token":"{secret}","expires_in":3600}} {after}"#),
                4 => format!(r#"{before} {{"id_token" : "{secret}"}} {after}"#),
                5 => format!("{before} Tokens {{ refresh_token: Some(\"{secret}\") }} {after}"),
                6 => format!("{before} client_secret={secret} {after}"),
                7 => format!("{before} x-proz-api-key: {secret} {after}"),
                8 => format!("{before} code_verifier={secret}&x=1 {after}"),
                9 => format!(r#"{before} "{{\"client_secret\":\"{secret}\"}}" {after}"#),
                10 => format!("{before} https://desk:{secret}@proxy.example/ {after}"),
                _ => format!("{before} #access_token={secret}&token_type=Bearer&expires_in=60 {after}"),
            };
            let out = clean(&line);
            prop_assert!(!out.contains(&secret), "{} -> {}", line, out);
            prop_assert!(out.contains(REDACTED));
            // The ordinary words around it survive.
            prop_assert!(out.starts_with(&before), "{} -> {}", line, out);
            prop_assert!(out.ends_with(&after), "{} -> {}", line, out);
        }
    }

    proptest! {
        // Few cases: every one registers values in the process-wide list, which other tests
        // running at the same time rely on.
        #![proptest_config(ProptestConfig::with_cases(32))]

        #[test]
        fn a_registered_secret_never_survives_anywhere(
            secret in "[A-Za-z0-9]{12,40}",
            before in ordinary_text(),
            after in ordinary_text(),
        ) {
            register(&secret);
            let line = format!("{before}{secret}{after} ({secret})");
            let out = clean(&line);
            prop_assert!(!out.contains(&secret), "{} -> {}", line, out);
        }
    }
}
