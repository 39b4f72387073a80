//! `directory-desk login`, `whoami` and `logout` as a user runs them: `$BROWSER` is the
//! binary's stand-in browser, the tokens go to the real OS keyring, and `whoami` uses (and
//! refreshes) them.

use crate::common;

use std::process::{Command, Output};

use common::*;
use directory_desk::sandbox::{
    DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, OAuthOptions, Sandbox, SandboxOptions,
};
use serde_json::Value;

/// The binary with an environment of this test's own (its keyring entries are
/// removed by `logout` at the end).
fn desk(config: &std::path::Path, environment: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_directory-desk"));
    command
        .env("DIRECTORY_DESK_CONFIG", config)
        .env(
            "BROWSER",
            format!("{} sandbox-browser", env!("CARGO_BIN_EXE_directory-desk")),
        )
        .env_remove("DIRECTORY_DESK_API_KEY")
        .env_remove("DIRECTORY_DESK_CLIENT_SECRET")
        // Its database and logs in a folder of its own, never the user's.
        .env("DIRECTORY_DESK_DATA", scratch_folder())
        .args(["--env", environment]);
    command
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn login_keeps_the_sign_in_in_the_keyring_whoami_uses_and_renews_it_and_logout_forgets_it() {
    if !browser_env_stand_in() || real_keyring().is_none() {
        return;
    }
    let sandbox = start_sandbox_with(SandboxOptions {
        threads: 16,
        oauth: OAuthOptions {
            // Short-lived, so that the second whoami must refresh.
            access_token_ttl_secs: 30,
            ..OAuthOptions::default()
        },
        ..SandboxOptions::default()
    });
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[environments.login-test]\nbase_url = \"{}\"\nauth_url = \"{}\"\nclient_id = \"{DEMO_CLIENT_ID}\"\n",
            sandbox.base_url(),
            sandbox.auth_url()
        ),
    )
    .unwrap();

    let login = desk(&config, "login-test")
        .args(["--client-secret", DEMO_CLIENT_SECRET, "login", "--json"])
        .output()
        .unwrap();
    assert_eq!(login.status.code(), Some(0), "{}", stderr(&login));
    let summary: Value = serde_json::from_slice(&login.stdout).unwrap();
    assert_eq!(summary["linked"], true);
    assert_eq!(summary["signature_verified"], true);
    assert_eq!(summary["sub"], Sandbox::demo_account().to_string());
    assert_eq!(summary["user_uuid"], Sandbox::demo_account().to_string());
    assert!(summary["expires_at"].as_i64().unwrap() > 0);
    assert!(
        !String::from_utf8_lossy(&login.stdout).contains(DEMO_CLIENT_SECRET)
            && !stderr(&login).contains(DEMO_CLIENT_SECRET),
        "the secret is never printed"
    );
    assert!(
        !std::fs::read_to_string(&config).unwrap().contains("secret"),
        "nor written to the configuration"
    );

    // No key and no secret on the command line: the keyring's sign-in is used; the token
    // expires within the refresh margin, so it is renewed first.
    let whoami = desk(&config, "login-test")
        .args(["whoami", "--json"])
        .output()
        .unwrap();
    assert_eq!(whoami.status.code(), Some(0), "{}", stderr(&whoami));
    let user: Value = serde_json::from_slice(&whoami.stdout).unwrap();
    assert_eq!(user["uuid"], Sandbox::demo_account().to_string());
    // A sign-in asks for the `userlist` scope unless told otherwise: the directory's own
    // lists open with its token.
    let lists = desk(&config, "login-test")
        .args(["lists", "sync", "--json"])
        .output()
        .unwrap();
    assert_eq!(lists.status.code(), Some(0), "{}", stderr(&lists));
    assert_eq!(String::from_utf8_lossy(&lists.stdout).lines().count(), 4);
    let refreshes = block_on(requests_for(&sandbox, "POST /oauth/token"));
    assert!(
        refreshes >= 2,
        "the code exchange and a refresh: {refreshes}"
    );

    let logout = desk(&config, "login-test").arg("logout").output().unwrap();
    assert_eq!(logout.status.code(), Some(0), "{}", stderr(&logout));
    let after = desk(&config, "login-test").arg("whoami").output().unwrap();
    assert_eq!(after.status.code(), Some(2), "{}", stderr(&after));
    assert!(
        stderr(&after).contains("no credential"),
        "{}",
        stderr(&after)
    );
}

#[test]
fn an_app_only_environment_reads_public_data_with_client_credentials() {
    let sandbox = start_sandbox();
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[environments.app-only-test]\nbase_url = \"{}\"\nauth_url = \"{}\"\nclient_id = \"{DEMO_CLIENT_ID}\"\nscopes = [\"public\"]\napp_only = true\n",
            sandbox.base_url(),
            sandbox.auth_url()
        ),
    )
    .unwrap();
    let uuid = block_on(ordinary_freelancers(&sandbox, 1))[0];
    let lookup = desk(&config, "app-only-test")
        .args(["--client-secret", DEMO_CLIENT_SECRET, "lookup", "--json"])
        .arg(uuid.to_string())
        .output()
        .unwrap();
    assert_eq!(lookup.status.code(), Some(0), "{}", stderr(&lookup));
    let line: Value = serde_json::from_slice(&lookup.stdout).unwrap();
    assert_eq!(line["ok"], true);
    // No user behind an app token: the directory says so, and so do we.
    let whoami = desk(&config, "app-only-test")
        .args(["--client-secret", DEMO_CLIENT_SECRET, "whoami"])
        .output()
        .unwrap();
    assert_eq!(whoami.status.code(), Some(1), "{}", stderr(&whoami));
    assert!(
        stderr(&whoami).contains("not allowed"),
        "{}",
        stderr(&whoami)
    );
    // Next time without the secret: the keyring kept it; with no keyring, a clear request.
    let bare = desk(&config, "app-only-test")
        .arg("whoami")
        .output()
        .unwrap();
    if real_keyring().is_some() {
        assert_eq!(bare.status.code(), Some(1), "{}", stderr(&bare));
        assert!(stderr(&bare).contains("not allowed"), "{}", stderr(&bare));
        let _ = desk(&config, "app-only-test").arg("logout").output();
    } else {
        assert_eq!(bare.status.code(), Some(2), "{}", stderr(&bare));
        assert!(stderr(&bare).contains("client secret"), "{}", stderr(&bare));
    }
}

#[test]
fn two_processes_with_their_own_data_folders_refresh_one_sign_in_at_once_and_neither_is_signed_out()
{
    if !browser_env_stand_in() || real_keyring().is_none() {
        return;
    }
    let sandbox = start_sandbox_with(SandboxOptions {
        threads: 16,
        ..SandboxOptions::default()
    });
    // Each run its own keyring entry (the binary uses the app's keyring service).
    let environment = format!("race-{}", uuid::Uuid::new_v4().simple());
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[environments.{environment}]\nbase_url = \"{}\"\nauth_url = \"{}\"\nclient_id = \"{DEMO_CLIENT_ID}\"\n",
            sandbox.base_url(),
            sandbox.auth_url()
        ),
    )
    .unwrap();
    let admin = |patch: Value| assert_eq!(block_on(admin_post(&sandbox, "oauth", patch)), 200);

    // A sign-in whose access token the app takes for expiring, so that the next commands
    // both refresh it first.
    admin(serde_json::json!({ "token_answer_extra": { "expires_in": 1 } }));
    let login = desk(&config, &environment)
        .args(["--client-secret", DEMO_CLIENT_SECRET, "login"])
        .output()
        .unwrap();
    assert_eq!(login.status.code(), Some(0), "{}", stderr(&login));
    // A slow provider, so that both commands read the same refresh token from the keyring
    // before either has its answer.
    admin(serde_json::json!({ "token_answer_extra": null, "token_delay_ms": 1000 }));
    let before = block_on(requests_for(&sandbox, "POST /oauth/token"));

    // `desk` gives each its own DIRECTORY_DESK_DATA.
    let (one, two) = (
        desk(&config, &environment)
            .args(["whoami", "--json"])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap(),
        desk(&config, &environment)
            .args(["whoami", "--json"])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap(),
    );
    for whoami in [
        one.wait_with_output().unwrap(),
        two.wait_with_output().unwrap(),
    ] {
        assert_eq!(whoami.status.code(), Some(0), "{}", stderr(&whoami));
        let user: Value = serde_json::from_slice(&whoami.stdout).unwrap();
        assert_eq!(user["uuid"], Sandbox::demo_account().to_string());
    }
    assert_eq!(
        block_on(requests_for(&sandbox, "POST /oauth/token")) - before,
        1,
        "one refreshed, the other took turns and found its tokens"
    );

    // What is stored still works, refresh token included.
    admin(serde_json::json!({ "token_delay_ms": 0 }));
    let http = directory_desk::auth::oauth::http_client().unwrap();
    let store = directory_desk::auth::CredentialStore::default();
    let stored = directory_desk::auth::tokens::StoredTokens::load(&store, &environment)
        .unwrap()
        .expect("still signed in");
    let provider = directory_desk::auth::oauth::Provider {
        auth_url: sandbox.auth_url(),
        client_id: DEMO_CLIENT_ID.into(),
        client_secret: Some(directory_desk::secret::Secret::new(DEMO_CLIENT_SECRET)),
        client_auth: directory_desk::auth::oauth::ClientAuth::Basic,
        scopes: vec![],
        response_mode: None,
    };
    assert!(
        block_on(provider.refresh(&http, stored.refresh_token.as_ref().unwrap())).is_ok(),
        "the stored refresh token is the live one"
    );
    let _ = desk(&config, &environment).arg("logout").output();
}
