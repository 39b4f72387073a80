//! Signing in end to end against the sandbox's OAuth provider: the real loopback listener,
//! the real token endpoint, the real account link, and a stand-in browser (the binary's
//! hidden `sandbox-browser`, what `$BROWSER` points at in the command-line test) that
//! consents over HTTP and carries the answer back in whichever form the provider chose.

use crate::common;

use std::process::Command;
use std::time::Duration;

use common::*;
use directory_desk::auth::loopback::{Cancel, LoopbackError};
use directory_desk::auth::oauth::{ClientAuth, Provider, ResponseMode, TokenError, http_client};
use directory_desk::auth::sign_in::{SignInError, SignInRequest, SignedIn, sign_in};
use directory_desk::sandbox::{
    ContentEncryption, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, IdTokenForm, KeyManagement,
    OAuthOptions, PUBLIC_CLIENT_ID, SECOND_USER_UUID, Sandbox, SandboxOptions,
};
use directory_desk::secret::Secret;
use uuid::Uuid;

fn sandbox_with(oauth: OAuthOptions) -> Sandbox {
    start_sandbox_with(SandboxOptions {
        threads: 16,
        oauth,
        ..SandboxOptions::default()
    })
}

fn demo_provider(sandbox: &Sandbox, mode: Option<ResponseMode>) -> Provider {
    Provider {
        auth_url: sandbox.auth_url(),
        client_id: DEMO_CLIENT_ID.into(),
        client_secret: Some(Secret::new(DEMO_CLIENT_SECRET)),
        client_auth: ClientAuth::Basic,
        scopes: vec![
            "message.send".into(),
            "user.email".into(),
            "user.name".into(),
        ],
        response_mode: mode,
    }
}

fn request(sandbox: &Sandbox, provider: Provider, jwks: bool) -> SignInRequest {
    SignInRequest {
        provider,
        api_base_url: sandbox.base_url(),
        redirect_port: None,
        jwks_url: jwks.then(|| format!("{}/oauth/jwks", sandbox.auth_url())),
        timeout: Duration::from_secs(30),
    }
}

/// The stand-in browser, run as `$BROWSER` would run it.
fn browser(extra: &[&str]) -> impl FnOnce(&str) -> Result<(), String> {
    let extra: Vec<String> = extra.iter().map(|s| (*s).to_owned()).collect();
    move |url: &str| {
        let url = url.to_owned();
        // Off this thread, as a browser is another process that answers in its own time.
        std::thread::spawn(move || {
            let _ = Command::new(env!("CARGO_BIN_EXE_directory-desk"))
                .env("DIRECTORY_DESK_DATA", scratch_folder())
                .arg("sandbox-browser")
                .args(&extra)
                .arg(&url)
                .status();
        });
        Ok(())
    }
}

fn run(request: &SignInRequest, extra: &[&str]) -> Result<SignedIn, SignInError> {
    block_on(sign_in(request, |_| {}, browser(extra), &Cancel::default()))
}

#[test]
fn a_sign_in_completes_in_every_response_mode_and_links_the_account() {
    let sandbox = sandbox_with(OAuthOptions::default());
    for mode in [
        None,
        Some(ResponseMode::Query),
        Some(ResponseMode::Fragment),
        Some(ResponseMode::FormPost),
    ] {
        let signed_in = run(
            &request(&sandbox, demo_provider(&sandbox, mode), false),
            &[],
        )
        .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
        let summary = signed_in.summary();
        assert_eq!(summary.user_uuid, Sandbox::demo_account(), "{mode:?}");
        assert_eq!(summary.sub, Sandbox::demo_account().to_string());
        assert!(summary.linked);
        assert!(
            summary.signature_verified,
            "{mode:?}: HS256 inside the JWE, checked with the client secret"
        );
        assert_eq!(summary.iss, sandbox.auth_url());
        assert_eq!(summary.aud, vec![DEMO_CLIENT_ID.to_owned()]);
        assert_eq!(
            signed_in.identity.encryption,
            Some(("A256KW".into(), "A128CBC-HS256".into()))
        );
        assert!(signed_in.tokens.refresh_token.is_some());
        // The token is a real one: the directory answers with it.
        let client = directory_desk::api::ApiClient::new(
            &sandbox.base_url(),
            directory_desk::api::Credential::AccessToken(signed_in.tokens.access_token.clone()),
            directory_desk::api::ApiKeyHeader::Bearer,
            settings(1),
        )
        .unwrap();
        assert_eq!(
            block_on(client.user()).unwrap().uuid,
            Some(Sandbox::demo_account())
        );
    }
}

#[test]
fn every_id_token_form_on_the_allow_lists_is_accepted_and_the_others_refused() {
    let allowed_enc = [
        ContentEncryption::A128CbcHs256,
        ContentEncryption::A192CbcHs384,
        ContentEncryption::A256CbcHs512,
        ContentEncryption::A128Gcm,
        ContentEncryption::A256Gcm,
    ];
    for form in IdTokenForm::all() {
        let sandbox = sandbox_with(OAuthOptions {
            demo_client_id_token: form,
            ..OAuthOptions::default()
        });
        let outcome = run(&request(&sandbox, demo_provider(&sandbox, None), true), &[]);
        let accepted = match form {
            IdTokenForm::Jwe { enc, .. } => allowed_enc.contains(&enc),
            _ => true,
        };
        match (accepted, outcome) {
            (true, Ok(signed_in)) => {
                assert!(signed_in.identity.signature_verified, "{form:?}");
                assert_eq!(signed_in.user_uuid, Sandbox::demo_account());
            }
            (false, Err(SignInError::IdToken(err))) => {
                assert!(err.to_string().contains("A192GCM"), "{form:?}: {err}");
            }
            (expected, outcome) => {
                panic!("{form:?}: expected accepted={expected}, got {outcome:?}")
            }
        }
    }
    // The key management algorithms are all covered above.
    assert_eq!(KeyManagement::ALL.len(), 4);
}

#[test]
fn a_public_client_signs_in_with_pkce_only_and_says_when_it_could_not_check_the_signature() {
    let sandbox = sandbox_with(OAuthOptions::default());
    let public = Provider {
        client_id: PUBLIC_CLIENT_ID.into(),
        client_secret: None,
        ..demo_provider(&sandbox, None)
    };
    let verified = run(&request(&sandbox, public.clone(), true), &[]).unwrap();
    assert_eq!(verified.identity.signature_alg, "RS256");
    assert!(
        verified.identity.signature_verified,
        "checked against the JWKS"
    );
    // Without a JWKS nothing can check RS256: still signed in, through the account link,
    // and saying so.
    let unverified = run(&request(&sandbox, public, false), &[]).unwrap();
    assert!(!unverified.summary().signature_verified);
    assert_eq!(unverified.user_uuid, Sandbox::demo_account());
}

#[test]
fn another_user_can_sign_in_and_is_the_one_linked() {
    let sandbox = sandbox_with(OAuthOptions::default());
    let signed_in = run(
        &request(&sandbox, demo_provider(&sandbox, None), false),
        &["--user", SECOND_USER_UUID],
    )
    .unwrap();
    assert_eq!(
        signed_in.user_uuid,
        Uuid::parse_str(SECOND_USER_UUID).unwrap()
    );
}

#[test]
fn declining_in_the_browser_is_a_clear_refusal() {
    let sandbox = sandbox_with(OAuthOptions::default());
    match run(
        &request(&sandbox, demo_provider(&sandbox, None), false),
        &["--deny"],
    ) {
        Err(SignInError::Listener(LoopbackError::Refused { error, .. })) => {
            assert_eq!(error, "access_denied")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_forged_callback_and_a_second_sign_ins_answer_are_refused_and_the_real_one_still_lands() {
    let sandbox = sandbox_with(OAuthOptions::default());
    let provider = demo_provider(&sandbox, None);
    let request = request(&sandbox, provider.clone(), false);
    let attacker_provider = provider.clone();
    let (seen_tx, seen) = std::sync::mpsc::channel();
    let outcome = block_on(sign_in(
        &request,
        |_| {},
        move |url: &str| {
            let url = url::Url::parse(url).unwrap();
            let redirect = url
                .query_pairs()
                .find(|(k, _)| k == "redirect_uri")
                .map(|(_, v)| v.into_owned())
                .unwrap();
            let real = url.to_string();
            std::thread::spawn(move || {
                // 1. A forged answer straight to the listener, with a made-up state and code.
                let forged = raw_get(&format!("{redirect}?code=forged&state=guess"));
                // 2. A whole second sign-in whose answer is sent to this listener.
                let second = attacker_provider.authorization(&redirect).unwrap();
                let second_landed = Command::new(env!("CARGO_BIN_EXE_directory-desk"))
                    .env("DIRECTORY_DESK_DATA", scratch_folder())
                    .args(["sandbox-browser", second.url.as_str()])
                    .status()
                    .unwrap()
                    .success();
                let _ = seen_tx.send((forged, second_landed));
                // 3. The real one.
                let _ = Command::new(env!("CARGO_BIN_EXE_directory-desk"))
                    .env("DIRECTORY_DESK_DATA", scratch_folder())
                    .args(["sandbox-browser", &real])
                    .status();
            });
            Ok(())
        },
        &Cancel::default(),
    ));
    let (forged, second_landed) = seen.recv().unwrap();
    assert!(forged.starts_with("HTTP/1.1 400"), "{forged}");
    assert!(
        !second_landed,
        "the listener refused the other sign-in's answer"
    );
    let signed_in = outcome.expect("the real answer still signs in");
    assert_eq!(signed_in.user_uuid, Sandbox::demo_account());
}

#[test]
fn a_code_is_good_once_and_a_refresh_token_rotates() {
    let sandbox = sandbox_with(OAuthOptions::default());
    let provider = demo_provider(&sandbox, None);
    let http = http_client().unwrap();
    let signed_in = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    let first = signed_in.tokens.refresh_token.clone().unwrap();
    let renewed = block_on(provider.refresh(&http, &first)).unwrap();
    let second = renewed.refresh_token.clone().expect("a new refresh token");
    assert_ne!(first, second, "rotated");
    match block_on(provider.refresh(&http, &first)) {
        Err(TokenError::InvalidGrant { .. }) => {}
        other => panic!("the old refresh token is dead: {other:?}"),
    }
    // App-only access for public data.
    let app = block_on(
        Provider {
            scopes: vec!["public".into()],
            ..provider.clone()
        }
        .client_credentials(&http),
    )
    .unwrap();
    assert!(app.refresh_token.is_none());
    assert!(app.expires_at > directory_desk::auth::oauth::now() + 13 * 24 * 3600);
}

/// The log's redaction never lets go of a long-lived secret: after a hundred renewals the
/// API key and the client secret, logged bare (where only their registration can find
/// them), still come out `[redacted]`, and so does every refresh token the run rotated
/// through; only access tokens long dead are let go.
#[test]
fn a_hundred_renewals_never_make_the_log_forget_the_api_key_or_the_client_secret() {
    use directory_desk::diagnostics::redact::{REDACTED, redact};
    let sandbox = sandbox_with(OAuthOptions::default());
    // An API key of this test's own, sent as the app sends one.
    let key = format!("ddk_live_{}Zq", Uuid::new_v4().simple());
    let created = block_on(admin_post(
        &sandbox,
        "credentials",
        serde_json::json!({ "secret": key }),
    ));
    assert_eq!(created, 201);
    let with_key = client_with(
        &sandbox,
        &key,
        directory_desk::api::ApiKeyHeader::XProzApiKey,
        settings(1),
    );
    block_on(with_key.user()).expect("the key is accepted");
    // A sign-in with the client secret, then a hundred renewals, each rotating the refresh
    // token and bringing a new access token.
    let provider = demo_provider(&sandbox, None);
    let signed_in = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    let http = http_client().unwrap();
    let mut refresh_tokens = vec![signed_in.tokens.refresh_token.clone().unwrap()];
    let mut access_tokens = vec![signed_in.tokens.access_token.clone()];
    for renewal in 0..100 {
        let current = refresh_tokens.last().unwrap();
        let renewed = block_on(provider.refresh(&http, current))
            .unwrap_or_else(|e| panic!("renewal {renewal}: {e}"));
        refresh_tokens.push(
            renewed
                .refresh_token
                .clone()
                .expect("a rotated refresh token"),
        );
        access_tokens.push(renewed.access_token.clone());
    }

    assert_eq!(redact(&key), REDACTED, "the API key");
    assert_eq!(redact(DEMO_CLIENT_SECRET), REDACTED, "the client secret");
    for (at, token) in refresh_tokens.iter().enumerate() {
        assert_eq!(
            redact(token.expose()),
            REDACTED,
            "refresh token {at} of the run"
        );
    }
    let newest = access_tokens.last().unwrap().expose();
    assert_eq!(redact(newest), REDACTED, "the access token in use");
    let first = access_tokens[0].expose();
    assert_eq!(
        redact(first),
        first,
        "the first access token, a hundred renewals dead, made room"
    );
}

#[test]
fn a_wrong_client_secret_never_signs_anyone_in() {
    let sandbox = sandbox_with(OAuthOptions::default());
    let wrong = Provider {
        client_secret: Some(Secret::new("not-the-secret-but-long-enough-to-try-0123")),
        ..demo_provider(&sandbox, None)
    };
    // The answer's identity token is encrypted to the real secret: it cannot be opened, so
    // its code is never even sent.
    match run(&request(&sandbox, wrong.clone(), false), &[]) {
        Err(SignInError::IdToken(
            directory_desk::auth::id_token::IdTokenError::DecryptionFailed,
        )) => {}
        other => panic!("{other:?}"),
    }
    assert_eq!(block_on(requests_for(&sandbox, "POST /oauth/token")), 0);
    // Signed with the published key instead: it checks out, and the token endpoint refuses
    // the client.
    set_oauth(
        &sandbox,
        serde_json::json!({ "demo_client_id_token": "jws:RS256" }),
    );
    match run(&request(&sandbox, wrong, true), &[]) {
        Err(SignInError::Token(TokenError::Refused { code, .. })) => {
            assert_eq!(code, "invalid_client")
        }
        other => panic!("{other:?}"),
    }
}

/// A GET over a bare socket; returns the status line.
fn raw_get(address: &str) -> String {
    use std::io::{Read, Write};
    let url = url::Url::parse(address).unwrap();
    let mut stream =
        std::net::TcpStream::connect((url.host_str().unwrap(), url.port().unwrap())).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let target = format!("{}?{}", url.path(), url.query().unwrap_or(""));
    write!(
        stream,
        "GET {target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = [0u8; 64];
    let n = stream.read(&mut answer).unwrap_or(0);
    String::from_utf8_lossy(&answer[..n])
        .lines()
        .next()
        .unwrap_or("")
        .to_owned()
}

/// A renewal that refreshes through the provider and counts its calls (the app's own uses
/// the keyring; this one keeps the rotating refresh token in memory).
struct CountingRenewal {
    provider: Provider,
    refresh_token: std::sync::Mutex<Secret>,
    calls: std::sync::atomic::AtomicUsize,
}

impl directory_desk::api::TokenRenewal for CountingRenewal {
    fn renew(
        &self,
        _force: bool,
    ) -> std::pin::Pin<
        Box<dyn std::future::Future<Output = Result<(Secret, i64), String>> + Send + '_>,
    > {
        Box::pin(async move {
            self.calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let current = self.refresh_token.lock().unwrap().clone();
            let tokens = self
                .provider
                .refresh(&http_client().unwrap(), &current)
                .await
                .map_err(|e| e.to_string())?;
            if let Some(next) = tokens.refresh_token.clone() {
                *self.refresh_token.lock().unwrap() = next;
            }
            Ok((tokens.access_token, tokens.expires_at))
        })
    }
}

#[test]
fn an_expired_access_token_is_renewed_and_the_refused_request_goes_once_more() {
    let sandbox = sandbox_with(OAuthOptions {
        access_token_ttl_secs: 1,
        ..OAuthOptions::default()
    });
    let provider = demo_provider(&sandbox, None);
    let signed_in = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    let renewal = std::sync::Arc::new(CountingRenewal {
        provider,
        refresh_token: std::sync::Mutex::new(signed_in.tokens.refresh_token.clone().unwrap()),
        calls: std::sync::atomic::AtomicUsize::new(0),
    });
    let calls = || renewal.calls.load(std::sync::atomic::Ordering::SeqCst);
    // The client believes the token lasts; the directory says it expired.
    let client = directory_desk::api::ApiClient::new(
        &sandbox.base_url(),
        directory_desk::api::Credential::AccessToken(signed_in.tokens.access_token.clone()),
        directory_desk::api::ApiKeyHeader::Bearer,
        settings(1),
    )
    .unwrap()
    .renewing(renewal.clone(), i64::MAX);
    std::thread::sleep(Duration::from_millis(2100));
    assert_eq!(
        block_on(client.user()).unwrap().uuid,
        Some(Sandbox::demo_account())
    );
    assert_eq!(calls(), 1, "one renewal after the 401 expired_token");

    // A message refused with 401 did nothing, so it goes again after the renewal: once.
    std::thread::sleep(Duration::from_millis(2100));
    let recipients = block_on(ordinary_freelancers(&sandbox, 2));
    let receipt = block_on(client.send_message(&draft_to(&recipients).validate().unwrap()));
    assert!(receipt.is_ok(), "{receipt:?}");
    assert_eq!(calls(), 2);
    assert_eq!(
        block_on(sent_messages(&sandbox)).len(),
        1,
        "delivered exactly once"
    );

    // A token known to be about to expire is renewed before the request, with no 401.
    let early = directory_desk::api::ApiClient::new(
        &sandbox.base_url(),
        directory_desk::api::Credential::AccessToken(Secret::new("stale")),
        directory_desk::api::ApiKeyHeader::Bearer,
        settings(1),
    )
    .unwrap()
    .renewing(renewal.clone(), directory_desk::auth::oauth::now() + 10);
    assert!(block_on(early.user()).is_ok());
    assert_eq!(calls(), 3);
}

#[test]
fn a_sign_in_kept_in_memory_renews_with_its_rotating_refresh_token() {
    let sandbox = sandbox_with(OAuthOptions {
        access_token_ttl_secs: 1,
        ..OAuthOptions::default()
    });
    let provider = demo_provider(&sandbox, None);
    let signed_in = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    let renewal = std::sync::Arc::new(directory_desk::auth::tokens::MemoryRenewal::new(
        provider,
        signed_in.tokens.refresh_token.clone(),
    ));
    let client = directory_desk::api::ApiClient::new(
        &sandbox.base_url(),
        directory_desk::api::Credential::AccessToken(signed_in.tokens.access_token.clone()),
        directory_desk::api::ApiKeyHeader::Bearer,
        settings(1),
    )
    .unwrap()
    .renewing(renewal, i64::MAX);
    // Twice past expiry: the second renewal must use the refresh token the first one got,
    // since the sandbox revokes everything when a used one comes back.
    for _ in 0..2 {
        std::thread::sleep(Duration::from_millis(2100));
        assert_eq!(
            block_on(client.user()).unwrap().uuid,
            Some(Sandbox::demo_account())
        );
    }
    assert_eq!(block_on(requests_for(&sandbox, "POST /oauth/token")), 3);
}

#[test]
fn an_answer_naming_another_issuer_is_not_used() {
    let sandbox = sandbox_with(OAuthOptions::default());
    let request = request(&sandbox, demo_provider(&sandbox, None), false);
    let outcome = block_on(sign_in(
        &request,
        |_| {},
        |url: &str| {
            let url = url::Url::parse(url).unwrap();
            let field = |name: &str| {
                url.query_pairs()
                    .find(|(k, _)| k == name)
                    .map(|(_, v)| v.into_owned())
                    .unwrap()
            };
            let (redirect, state) = (field("redirect_uri"), field("state"));
            std::thread::spawn(move || {
                raw_get(&format!(
                    "{redirect}?code=from-elsewhere&state={state}&iss=https%3A%2F%2Fevil.example"
                ));
            });
            Ok(())
        },
        &Cancel::default(),
    ));
    match outcome {
        Err(SignInError::WrongIssuer(issuer)) => assert_eq!(issuer, "https://evil.example"),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        block_on(requests_for(&sandbox, "POST /oauth/token")),
        0,
        "the code never reached the token endpoint"
    );
}

#[test]
fn two_renewals_at_once_refresh_once_and_both_get_the_new_token() {
    let Some(store) = real_keyring() else { return };
    let sandbox = sandbox_with(OAuthOptions::default());
    let provider = demo_provider(&sandbox, None);
    let signed_in = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    directory_desk::auth::tokens::StoredTokens::new(&signed_in.tokens, signed_in.user_uuid)
        .save(&store, "renewal-test")
        .unwrap();
    let before = block_on(requests_for(&sandbox, "POST /oauth/token"));
    let (one, two) = block_on(async {
        tokio::join!(
            directory_desk::auth::tokens::fresh_access_token(
                &store,
                "renewal-test",
                &provider,
                true
            ),
            directory_desk::auth::tokens::fresh_access_token(
                &store,
                "renewal-test",
                &provider,
                true
            ),
        )
    });
    let (one, two) = (one.unwrap().unwrap().tokens, two.unwrap().unwrap().tokens);
    assert_eq!(
        one.access_token, two.access_token,
        "the second found the first's"
    );
    assert_ne!(one.access_token, signed_in.tokens.access_token);
    assert_eq!(
        block_on(requests_for(&sandbox, "POST /oauth/token")) - before,
        1,
        "one refresh, not two (the second would spend a dead refresh token)"
    );
    store.forget("renewal-test").unwrap();
}

fn set_oauth(sandbox: &Sandbox, patch: serde_json::Value) {
    assert_eq!(block_on(admin_post(sandbox, "oauth", patch)), 200);
}

#[test]
fn a_code_that_came_without_a_good_id_token_is_never_exchanged() {
    use directory_desk::auth::id_token::IdTokenError;
    let sandbox = sandbox_with(OAuthOptions::default());
    let request = request(&sandbox, demo_provider(&sandbox, None), false);
    for front_channel in ["omitted", "without_c_hash", "wrong_c_hash"] {
        set_oauth(
            &sandbox,
            serde_json::json!({ "front_channel_id_token": front_channel }),
        );
        let outcome = run(&request, &[]);
        match (front_channel, &outcome) {
            ("omitted", Err(err @ SignInError::NoIdToken)) => {
                let told = err.to_string();
                assert!(
                    told.contains("no identity token") && told.contains("code was not used"),
                    "{told}"
                );
            }
            ("without_c_hash", Err(SignInError::IdToken(IdTokenError::MissingClaim("c_hash")))) => {
            }
            ("wrong_c_hash", Err(SignInError::IdToken(IdTokenError::CodeHashMismatch))) => {}
            (_, other) => panic!("{front_channel}: {other:?}"),
        }
        assert_eq!(
            block_on(requests_for(&sandbox, "POST /oauth/token")),
            0,
            "{front_channel}: the code never reached the token endpoint"
        );
    }
    set_oauth(
        &sandbox,
        serde_json::json!({ "front_channel_id_token": "sent" }),
    );
    assert!(run(&request, &[]).is_ok(), "the same sign-in, done right");
}

#[test]
fn with_published_keys_an_hs256_token_the_client_secret_cannot_check_is_refused() {
    // Shorter than the 32 bytes HS256 needs (RFC 7518 section 3.2): no verdict is possible.
    let short = "short-client-secret";
    let sandbox = sandbox_with(OAuthOptions {
        demo_client_secret: short.into(),
        demo_client_id_token: IdTokenForm::Hs256,
        ..OAuthOptions::default()
    });
    let provider = Provider {
        client_secret: Some(Secret::new(short)),
        ..demo_provider(&sandbox, None)
    };
    // Without a JWKS the account link decides, and says the signature was not checked.
    let without = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    assert!(!without.summary().signature_verified);
    let before = block_on(requests_for(&sandbox, "POST /oauth/token"));
    match run(&request(&sandbox, provider, true), &[]) {
        Err(SignInError::IdToken(err)) => {
            assert!(err.to_string().contains("HS256"), "{err}")
        }
        other => panic!("refused, not 'signature not verified': {other:?}"),
    }
    assert_eq!(
        block_on(requests_for(&sandbox, "POST /oauth/token")),
        before,
        "and its code was not exchanged"
    );
}

#[test]
fn an_odd_expires_in_is_clamped_and_never_overflows() {
    let sandbox = sandbox_with(OAuthOptions::default());
    let provider = demo_provider(&sandbox, None);
    let http = http_client().unwrap();
    let signed_in = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    let mut refresh_token = signed_in.tokens.refresh_token.clone().unwrap();
    let year = 366 * 24 * 3600;
    for (expires_in, lifetime) in [
        (serde_json::json!(i64::MAX), year),
        (serde_json::json!(u64::MAX), year),
        (serde_json::json!(1e300), year),
        (serde_json::json!(-5), 0),
        (serde_json::json!(-1e300), 0),
        (serde_json::json!(i64::MIN), 0),
        (serde_json::json!(90.9), 90),
        (serde_json::json!("120"), 120),
    ] {
        set_oauth(
            &sandbox,
            serde_json::json!({ "token_answer_extra": { "expires_in": expires_in } }),
        );
        let before = directory_desk::auth::oauth::now();
        let tokens = block_on(provider.refresh(&http, &refresh_token))
            .unwrap_or_else(|e| panic!("expires_in {expires_in}: {e}"));
        let after = directory_desk::auth::oauth::now();
        assert!(
            (before + lifetime..=after + lifetime).contains(&tokens.expires_at),
            "expires_in {expires_in}: expires_at {} for a lifetime of {lifetime}",
            tokens.expires_at
        );
        refresh_token = tokens.refresh_token.unwrap();
    }
}

/// A server on loopback that answers anything with 200 and a chunked body of `megabytes`
/// MiB that never ends: the connection stays open until the client hangs up. What a broken
/// or hostile endpoint (or something answering in its place) can do.
fn endless_server(megabytes: usize) -> String {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            std::thread::spawn(move || {
                let mut request = [0u8; 8192];
                let _ = stream.read(&mut request);
                let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\
                            Transfer-Encoding: chunked\r\n\r\n4\r\n{\"a\"\r\n";
                let chunk = format!("4000\r\n{}\r\n", " ".repeat(0x4000));
                let mut sent = stream.write_all(head.as_bytes());
                for _ in 0..megabytes * 64 {
                    sent = sent.and_then(|()| stream.write_all(chunk.as_bytes()));
                }
                // Never the last chunk: wait for the client to hang up.
                if sent.is_ok() {
                    let _ = stream.read(&mut request);
                }
            });
        }
    });
    format!("http://{address}")
}

#[test]
fn a_token_answer_that_does_not_end_is_cut_off_at_one_mib() {
    let endless = endless_server(4);
    let provider = Provider {
        auth_url: endless,
        client_id: DEMO_CLIENT_ID.into(),
        client_secret: Some(Secret::new(DEMO_CLIENT_SECRET)),
        client_auth: ClientAuth::Basic,
        scopes: vec![],
        response_mode: None,
    };
    let started = std::time::Instant::now();
    match block_on(provider.refresh(&http_client().unwrap(), &Secret::new("refresh"))) {
        Err(TokenError::Malformed(why)) => assert!(why.contains("1024 KiB"), "{why}"),
        other => panic!("{other:?}"),
    }
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "refused as it arrived, not after the client's timeout"
    );
}

#[test]
fn a_key_set_that_does_not_end_is_cut_off_at_256_kib_before_the_code_is_used() {
    let sandbox = sandbox_with(OAuthOptions::default());
    let endless = endless_server(2);
    let request = SignInRequest {
        jwks_url: Some(format!("{endless}/jwks")),
        ..request(&sandbox, demo_provider(&sandbox, None), false)
    };
    match run(&request, &[]) {
        Err(SignInError::Jwks { problem, .. }) => {
            assert!(problem.contains("256 KiB"), "{problem}")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(block_on(requests_for(&sandbox, "POST /oauth/token")), 0);
}

/// Waits until the sandbox has received `count` token requests (it answers them
/// `token_delay_ms` later).
fn until_token_requests(sandbox: &Sandbox, count: u64) {
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while block_on(requests_for(sandbox, "POST /oauth/token")) < count {
        assert!(
            std::time::Instant::now() < deadline,
            "no token request came"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_refused_refresh_token_is_forgotten_only_while_it_is_still_the_stored_one() {
    use directory_desk::auth::tokens::{FreshTokenError, StoredTokens, fresh_access_token};
    let Some(store) = real_keyring() else { return };
    let environment = "rotated-elsewhere";
    let sandbox = sandbox_with(OAuthOptions::default());
    let provider = demo_provider(&sandbox, None);
    let http = http_client().unwrap();
    let old = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    let old = StoredTokens::new(&old.tokens, old.user_uuid);
    // Its refresh token is spent: the provider will refuse it.
    block_on(provider.refresh(&http, old.refresh_token.as_ref().unwrap())).unwrap();
    old.save(&store, environment).unwrap();
    let newer = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    let newer = StoredTokens::new(&newer.tokens, newer.user_uuid);

    // While the provider answers the refresh, another process stores a newer sign-in.
    set_oauth(&sandbox, serde_json::json!({ "token_delay_ms": 1500 }));
    let sent = block_on(requests_for(&sandbox, "POST /oauth/token"));
    let refreshing = {
        let (store, provider) = (store.clone(), provider.clone());
        std::thread::spawn(move || {
            block_on(fresh_access_token(&store, environment, &provider, true)).is_ok()
        })
    };
    until_token_requests(&sandbox, sent + 1);
    newer.save(&store, environment).unwrap();
    assert!(
        refreshing.join().unwrap(),
        "the newer sign-in is used, nobody is signed out"
    );
    assert_eq!(
        StoredTokens::load(&store, environment).unwrap().as_ref(),
        Some(&newer),
        "and it is still stored"
    );

    // A refused refresh token that is still the stored one is dead: forgotten.
    set_oauth(&sandbox, serde_json::json!({ "token_delay_ms": 0 }));
    old.save(&store, environment).unwrap();
    match block_on(fresh_access_token(&store, environment, &provider, true)) {
        Err(FreshTokenError::SignedOut(_)) => {}
        other => panic!("{other:?}"),
    }
    assert_eq!(StoredTokens::load(&store, environment).unwrap(), None);
    store.forget(environment).unwrap();
}

/// Signing out while a renewal is under way: the renewal must not write the sign-in back.
/// Once with the app's sign-out (which waits for the renewal under the refresh lock), once
/// with the keyring emptied behind the lock's back (as a process without it would).
#[test]
fn a_sign_out_during_a_renewal_is_never_undone_by_it() {
    use directory_desk::auth::tokens::{
        FreshTokenError, StoredTokens, fresh_access_token, sign_out,
    };
    let Some(store) = real_keyring() else { return };
    let environment = "signed-out-while-renewing";
    let sandbox = sandbox_with(OAuthOptions::default());
    let provider = demo_provider(&sandbox, None);
    store
        .save_client_secret(environment, &directory_desk::secret::Secret::new("kept"))
        .unwrap();
    for behind_the_locks_back in [false, true] {
        let signed_in = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
        StoredTokens::new(&signed_in.tokens, signed_in.user_uuid)
            .save(&store, environment)
            .unwrap();
        set_oauth(&sandbox, serde_json::json!({ "token_delay_ms": 800 }));
        let sent = block_on(requests_for(&sandbox, "POST /oauth/token"));
        let renewing = {
            let (store, provider) = (store.clone(), provider.clone());
            std::thread::spawn(move || {
                block_on(fresh_access_token(&store, environment, &provider, true))
            })
        };
        until_token_requests(&sandbox, sent + 1);
        if behind_the_locks_back {
            store.forget_sign_in(environment).unwrap();
            match renewing.join().unwrap() {
                Err(FreshTokenError::SignedOut(why)) => {
                    assert!(why.contains("signed out"), "{why}")
                }
                other => panic!("the renewal must see the sign-out: {other:?}"),
            }
        } else {
            sign_out(&store, environment).unwrap();
            let _ = renewing.join().unwrap();
        }
        assert_eq!(
            StoredTokens::load(&store, environment).unwrap(),
            None,
            "signed out stays signed out (behind the lock's back: {behind_the_locks_back})"
        );
    }
    assert_eq!(
        store.client_secret(environment).unwrap(),
        Some(directory_desk::secret::Secret::new("kept")),
        "a sign-out keeps the environment's client secret"
    );
    store.forget(environment).unwrap();
    assert_eq!(store.client_secret(environment).unwrap(), None);
}

#[test]
fn a_renewed_sign_in_the_keyring_will_not_take_is_kept_in_memory() {
    use directory_desk::api::TokenRenewal;
    use directory_desk::auth::CredentialStore;
    use directory_desk::auth::tokens::{KeyringRenewal, StoredTokens};
    let Some(store) = real_keyring() else { return };
    let environment = "keyring-refuses";
    let sandbox = sandbox_with(OAuthOptions::default());
    let provider = demo_provider(&sandbox, None);
    let signed_in = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    let stored = StoredTokens::new(&signed_in.tokens, signed_in.user_uuid);
    stored.save(&store, environment).unwrap();

    // The keyring reads, but from now on refuses every save.
    let renewal = KeyringRenewal::new(
        CredentialStore::refusing_writes(store.service()),
        environment.into(),
        provider,
    );
    let (first, _) = block_on(renewal.renew(true))
        .expect("renewed, though the keyring would not keep the rotated refresh token");
    // The keyring's refresh token is dead now; the live one is in memory, and used.
    let (second, _) = block_on(renewal.renew(true)).expect("renewed again, from memory");
    assert_ne!(first, second);
    let client = directory_desk::api::ApiClient::new(
        &sandbox.base_url(),
        directory_desk::api::Credential::AccessToken(second),
        directory_desk::api::ApiKeyHeader::Bearer,
        settings(1),
    )
    .unwrap();
    assert_eq!(
        block_on(client.user()).unwrap().uuid,
        Some(Sandbox::demo_account()),
        "the sign-in is alive (no refresh token was spent twice)"
    );
    assert_eq!(
        StoredTokens::load(&store, environment).unwrap(),
        Some(stored),
        "the keyring kept what it had"
    );
    store.forget(environment).unwrap();
}

#[test]
fn the_worker_renews_a_stored_sign_in_first_and_its_client_sends_the_new_token() {
    use directory_desk::api::{ApiClient, ApiKeyHeader, Credential};
    use directory_desk::auth::CredentialStore;
    use directory_desk::auth::tokens::{FreshTokenError, KeyringRenewal, StoredTokens};
    use directory_desk::worker::{Command as Do, Event, Kept, RenewStored, Renewed, Worker};
    let Some(store) = real_keyring() else { return };
    let environment = "renewed-by-the-worker";
    let sandbox = sandbox_with(OAuthOptions::default());
    let provider = demo_provider(&sandbox, None);
    let signed_in = run(&request(&sandbox, provider.clone(), false), &[]).unwrap();
    // Stored long ago: the access token is dead, the refresh token alive.
    let expired = |refresh_token| StoredTokens {
        access_token: Secret::new("long-expired"),
        refresh_token,
        expires_at: 0,
        scope: None,
        user_uuid: signed_in.user_uuid,
    };
    // A worker whose client sends the stored token, renewing through `store`.
    let renew_with = |store: CredentialStore| {
        let client = ApiClient::new(
            &sandbox.base_url(),
            Credential::AccessToken(Secret::new("long-expired")),
            ApiKeyHeader::Bearer,
            settings(1),
        )
        .unwrap();
        let worker = Worker::spawn(client, 1, std::sync::Arc::new(|| {})).unwrap();
        let renewal = KeyringRenewal::new(store, environment.into(), provider.clone());
        worker.send(Do::Renew(RenewStored(std::sync::Arc::new(renewal))));
        let renewed = std::iter::from_fn(|| worker.next())
            .find_map(|event| match event {
                Event::Renewed(renewed) => Some(renewed),
                _ => None,
            })
            .expect("the worker answers");
        (worker, renewed)
    };
    let who = |worker: &Worker| {
        worker.send(Do::WhoAmI);
        std::iter::from_fn(|| worker.next())
            .find_map(|event| match event {
                Event::User(user) => Some(user.map(|user| user.uuid)),
                _ => None,
            })
            .expect("the worker answers")
    };

    expired(signed_in.tokens.refresh_token.clone())
        .save(&store, environment)
        .unwrap();
    let (worker, renewed) = renew_with(store.clone());
    let stored = StoredTokens::load(&store, environment).unwrap().unwrap();
    assert_eq!(
        renewed.unwrap(),
        Some(Renewed {
            expires_at: stored.expires_at,
            kept: Kept::Keyring
        })
    );
    assert_ne!(stored.access_token, Secret::new("long-expired"));
    assert_eq!(
        who(&worker).unwrap(),
        Some(Sandbox::demo_account()),
        "the client sends the renewed token"
    );
    drop(worker);

    // The keyring will not keep the renewed sign-in: it lives in memory, and says so.
    expired(stored.refresh_token.clone())
        .save(&store, environment)
        .unwrap();
    let (worker, renewed) = renew_with(CredentialStore::refusing_writes(store.service()));
    assert_eq!(renewed.unwrap().unwrap().kept, Kept::SessionOnly);
    assert_eq!(who(&worker).unwrap(), Some(Sandbox::demo_account()));
    drop(worker);

    // A refresh token the provider refuses signs out, and the stored sign-in is forgotten.
    expired(Some(Secret::new("revoked-refresh-token")))
        .save(&store, environment)
        .unwrap();
    let (_worker, renewed) = renew_with(store.clone());
    assert!(
        matches!(renewed, Err(FreshTokenError::SignedOut(_))),
        "{renewed:?}"
    );
    assert_eq!(StoredTokens::load(&store, environment).unwrap(), None);
    store.forget(environment).unwrap();
}
