//! Connection settings in the window, driven through the accessibility tree as a new user
//! would: choose production, find that the browser sign-in needs a client id, give it (and
//! the secret) in *Connection settings…*, save, and sign in through the browser against the
//! sandbox's provider configured this way. The secret lands in the keyring, never the file.

use crate::common;

use common::desk::{self, fresh_data_folder, shows, step_until, step_until_true};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::config::Config;
use directory_desk::sandbox::{DEMO_CLIENT_ID, DEMO_CLIENT_SECRET};
use directory_desk::secret::Secret;
use directory_desk::store::StoreService;
use directory_desk::ui::{DeskApp, Persisted, Session};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The app on the built-in sandbox, its environments in the file at `config`, its secrets in
/// `store`, its browser the stand-in that consents.
fn app(config: std::path::PathBuf, store: CredentialStore) -> Harness<'static, DeskApp> {
    app_opening(config, store, Default::default())
}

/// As [`app`], recording in `opened` what it opens in the file manager.
fn app_opening(
    config: std::path::PathBuf,
    store: CredentialStore,
    opened: Opened,
) -> Harness<'static, DeskApp> {
    let session = Session::open(
        Config::default().environment("sandbox").unwrap(),
        None,
        || {},
    );
    app_with(session, config, store, opened)
}

/// As [`app_opening`], on `session`.
pub(crate) fn app_with(
    session: Session,
    config: std::path::PathBuf,
    store: CredentialStore,
    opened: Opened,
) -> Harness<'static, DeskApp> {
    let data_folder = fresh_data_folder();
    Harness::builder()
        .with_size([1280.0, 900.0])
        .allow_missing_glyphs()
        .build_eframe(move |cc| {
            let ctx = cc.egui_ctx.clone();
            let database = StoreService::start(Some(data_folder), move || ctx.request_repaint());
            let mut app = DeskApp::with_session(session, Persisted::default(), store, database)
                .with_config_file(config)
                .with_browser(desk::stand_in_browser(&[]));
            app.open_files_with(std::sync::Arc::new(move |path: &std::path::Path| {
                opened.lock().unwrap().push(path.to_path_buf());
                Ok(())
            }));
            app
        })
}

pub(crate) type Opened = std::sync::Arc<std::sync::Mutex<Vec<std::path::PathBuf>>>;

pub(crate) fn choose_environment(harness: &mut Harness<'_, DeskApp>, from: &str, to: &str) {
    harness
        .get_by(|node| {
            node.role() == egui::accesskit::Role::ComboBox
                && node.value().is_some_and(|v| v.contains(from))
        })
        .click();
    harness.run_steps(2);
    harness.get_by_label(to).click();
    harness.run_steps(2);
}

pub(crate) fn type_into(harness: &mut Harness<'_, DeskApp>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.step();
    // Whatever the field held goes: select it all, then type over it.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label(label).type_text(text);
    harness.run_steps(2);
}

fn is_enabled(harness: &Harness<'_, DeskApp>, label: &str) -> bool {
    !format!("{:?}", harness.get_by_label(label)).contains("disabled: true")
}

#[test]
fn production_is_set_up_in_the_window_and_signs_in_through_the_browser() {
    let Some(store) = real_keyring() else { return };
    let sandbox = start_sandbox();
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    let mut harness = app(config.clone(), store.clone());
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Account").click();
    harness.run_steps(2);

    // Choose production: it has no client id, so the browser cannot sign in yet.
    choose_environment(&mut harness, "sandbox", "production");
    step_until(&mut harness, "needs a client_id for production");
    assert!(!is_enabled(&harness, "Sign in with browser"));

    harness.get_by_label("Connection settings…").click();
    step_until(&mut harness, "Connection settings: production");

    // A field the file would refuse is marked beside it, and nothing can be saved.
    type_into(
        &mut harness,
        "Directory address",
        "http://directory.example/v2/",
    );
    step_until(&mut harness, "plain http");
    assert!(!is_enabled(&harness, "Save"));
    assert!(!config.exists(), "nothing was written");

    type_into(&mut harness, "Directory address", &sandbox.base_url());
    type_into(&mut harness, "Sign-in address", &sandbox.auth_url());
    type_into(&mut harness, "Client id", DEMO_CLIENT_ID);
    type_into(&mut harness, "Client secret", DEMO_CLIENT_SECRET);
    assert!(
        !shows(&harness, "plain http"),
        "the problem went with the value"
    );
    assert!(
        !shows(&harness, DEMO_CLIENT_SECRET),
        "the secret is never shown"
    );

    // Test connection reaches both, as typed, before anything is saved.
    harness.get_by_label("Test connection").click();
    step_until(&mut harness, "The directory answered (401)");
    assert!(shows(&harness, "The sign-in address answered"));
    assert!(!config.exists(), "a test writes nothing");

    harness.get_by_label("Save").click();
    step_until(
        &mut harness,
        "Saved the connection settings for production.",
    );
    let text = std::fs::read_to_string(&config).unwrap();
    assert!(
        text.contains(&format!("client_id = \"{DEMO_CLIENT_ID}\"")),
        "{text}"
    );
    assert!(text.contains(&sandbox.base_url()), "{text}");
    assert!(
        !text.contains(DEMO_CLIENT_SECRET) && !text.contains("secret"),
        "{text}"
    );
    assert_eq!(
        store.client_secret("production").unwrap(),
        Some(Secret::new(DEMO_CLIENT_SECRET)),
        "the secret is in the keyring"
    );

    // Production opens again with its new settings: the browser can sign in at once.
    step_until_true(&mut harness, "Sign in with browser enabled", |h| {
        h.query_by_label("Sign in with browser").is_some() && is_enabled(h, "Sign in with browser")
    });
    harness.get_by_label("Sign in with browser").click();
    step_until(&mut harness, "Signed in to production through the browser");
    step_until(&mut harness, "Signed in as Lingua Bridge Agency");

    // Opened again, the form shows the secret as stored, never its value.
    harness.get_by_label("Connection settings…").click();
    step_until(&mut harness, "stored in the OS keyring");
    assert!(
        harness.query_by_label("Replace").is_some() && harness.query_by_label("Forget").is_some()
    );
    assert!(!shows(&harness, DEMO_CLIENT_SECRET));

    // Reset to defaults: production is the preset again, and the file says nothing of it.
    harness.get_by_label("Reset to defaults").click();
    harness.run_steps(2);
    harness.get_by_label("Reset").click();
    step_until(&mut harness, "production is back to its defaults.");
    assert_eq!(std::fs::read_to_string(&config).unwrap(), "");
    step_until(&mut harness, "needs a client_id for production");
    store.forget("production").unwrap();
}

#[test]
fn a_configuration_that_does_not_parse_is_shown_with_its_place_and_left_alone() {
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    let broken = "[environments.production]\nclient_id = \"desk\nconcurrency = 2\n";
    std::fs::write(&config, broken).unwrap();
    let opened = Opened::default();
    let mut harness = app_opening(
        config.clone(),
        CredentialStore::without_keyring(),
        opened.clone(),
    );
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Account").click();
    harness.run_steps(2);
    // Production cannot open from this file; its settings say why, where, and offer the
    // file's folder.
    choose_environment(&mut harness, "sandbox", "production");
    step_until(&mut harness, "is not valid");
    harness.get_by_label("Connection settings…").click();
    step_until(&mut harness, "Open the file's folder");
    assert!(shows(&harness, "line 2, column"));
    harness.get_by_label("Open the file's folder").click();
    harness.run_steps(2);
    assert_eq!(*opened.lock().unwrap(), [folder.path().to_path_buf()]);
    harness.get_by_label("Close").click();
    harness.run_steps(2);

    // The picker cannot list production from the broken file, but Add directory… opens, and
    // saving there says what is wrong and where.
    harness.get_by_label("Add directory…").click();
    step_until(&mut harness, "Add a directory");
    type_into(&mut harness, "Name of the directory", "agency");
    type_into(
        &mut harness,
        "Directory address",
        "https://agency.example/v2/",
    );
    harness.get_by_label("Save").click();
    step_until(&mut harness, "cannot be changed because it is not valid");
    assert!(shows(&harness, "Nothing was written"));
    assert_eq!(std::fs::read_to_string(&config).unwrap(), broken);
}

#[test]
fn a_directory_of_ones_own_is_added_opened_and_removed() {
    let sandbox = start_sandbox();
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    std::fs::write(&config, "# kept\n").unwrap();
    let mut harness = app(config.clone(), CredentialStore::without_keyring());
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Account").click();
    harness.run_steps(2);
    assert!(
        harness.query_by_label("Remove").is_none(),
        "the built-in sandbox cannot be removed"
    );
    harness.get_by_label("Add directory…").click();
    step_until(&mut harness, "Add a directory");
    type_into(&mut harness, "Name of the directory", "agency");
    type_into(&mut harness, "Directory address", &sandbox.base_url());
    harness.get_by_label("Save").click();
    step_until(&mut harness, "Saved the connection settings for agency.");
    assert_eq!(
        std::fs::read_to_string(&config).unwrap(),
        format!(
            "# kept\n\n[environments.agency]\nbase_url = \"{}\"\n",
            sandbox.base_url()
        )
    );
    // The app is on it at once; with no sign-in address it asks for an API key.
    step_until(&mut harness, "Sign in to agency");

    harness.get_by_label("Remove").click();
    harness.run_steps(2);
    harness.get_by_label("Remove agency").click();
    step_until(&mut harness, "Removed agency");
    assert_eq!(std::fs::read_to_string(&config).unwrap(), "# kept\n");
    step_until(&mut harness, "Signed in as");
}

/// The app on the environment `test` of the file at `config` (the sandbox), signed in with
/// the demo key, its secrets in `store`.
fn app_on_test(config: std::path::PathBuf, store: CredentialStore) -> Harness<'static, DeskApp> {
    let environment = Config::load(&config).unwrap().environment("test").unwrap();
    let session = Session::open(
        environment,
        Some(directory_desk::api::Credential::ApiKey(Secret::new(
            directory_desk::sandbox::DEMO_API_KEY,
        ))),
        || {},
    );
    app_with(session, config, store, Opened::default())
}

/// Opens the Connection settings of the environment the app is on, and its team section.
fn open_team_section(harness: &mut Harness<'_, DeskApp>) {
    desk::open_tab(harness, "Account");
    harness.get_by_label("Connection settings…").click();
    step_until(harness, "Connection settings: test");
    if harness.query_by_label("Team database URL").is_none()
        && !shows(harness, "This desk works alone")
        && harness.query_by_label("Status").is_none()
    {
        harness.get_by_label("Team database").click();
        harness.run_steps(2);
    }
}

/// Asks to send the composer's message: the window's answer comes next.
fn try_to_send(harness: &mut Harness<'_, DeskApp>, subject: &str) {
    desk::dismiss_toasts(harness);
    desk::open_tab(harness, "Compose");
    type_into(harness, "Subject", subject);
    type_into(harness, "Message", "Hello");
    harness.get_by_label("Send…").click();
}

#[test]
fn a_team_database_is_joined_checked_and_left_in_the_connection_settings() {
    let Some(store) = real_keyring() else { return };
    let Some(db) = crate::peers::block_on(crate::peers::team_database()) else {
        return;
    };
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 1));
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[environments.test]\nbase_url = \"{}\"\n",
            sandbox.base_url()
        ),
    )
    .unwrap();
    let directory = Config::load(&config)
        .unwrap()
        .environment("test")
        .unwrap()
        .directory_key();
    let mut url = url::Url::parse(&db.url).unwrap();
    let password = url.password().unwrap().to_owned();
    url.set_password(None).unwrap();
    let url = url.to_string();

    let mut harness = app_on_test(config.clone(), store.clone());
    step_until(&mut harness, "Signed in as");
    crate::desktop::compose_to(&mut harness, &good);
    open_team_section(&mut harness);
    step_until(&mut harness, "This desk works alone");

    // A wrong password: clear words, and nothing is kept anywhere.
    harness.get_by_label("Join…").click();
    harness.run_steps(2);
    type_into(&mut harness, "Team database URL", &url);
    type_into(&mut harness, "Team password", "not-the-password");
    type_into(&mut harness, "Coordinator's name", "Ana");
    harness.get_by_label("Join").click();
    step_until(&mut harness, "this desk did not join.");
    assert!(shows(&harness, "The team database at 127.0.0.1 refused"));
    assert!(
        !shows(&harness, "not-the-password"),
        "a password is never shown"
    );
    assert!(!std::fs::read_to_string(&config).unwrap().contains("teams"));
    assert_eq!(store.team_password(&directory).unwrap(), None);

    // The right one: joined, the URL in the file without it, the password in the keyring.
    type_into(&mut harness, "Team password", &password);
    harness.get_by_label("Join").click();
    step_until(&mut harness, "Joined the team database at 127.0.0.1.");
    assert!(shows(
        &harness,
        "For this directory: 1 desk, 0 do-not-contact marks"
    ));
    let text = std::fs::read_to_string(&config).unwrap();
    assert!(text.contains(&format!("url = \"{url}\"")), "{text}");
    assert!(text.contains("coordinator = \"Ana\""), "{text}");
    assert!(!text.contains(&password), "{text}");
    assert_eq!(
        store.team_password(&directory).unwrap(),
        Some(Secret::new(&password))
    );

    // Status asks the server: away, then back.
    crate::peers::block_on(async {
        db.allow_connections(false).await;
        db.end_desk_connections().await;
    });
    harness.get_by_label("Status").click();
    step_until(&mut harness, "Connected: no.");
    crate::peers::block_on(db.allow_connections(true));
    harness.get_by_label("Status").click();
    step_until(&mut harness, "Connected: yes.");
    assert!(shows(&harness, "Schema version: "));

    // At once, a send from the window is checked against the team (the outbox learnt of
    // the join without the session being opened again); going back gives the claim back.
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    try_to_send(&mut harness, "Team");
    step_until(
        &mut harness,
        "Checked against the team database at 127.0.0.1.",
    );
    assert!(shows(&harness, "Send this message?"));
    harness.get_by_label("Go back").click();
    harness.run_steps(2);

    // Reopened, the section reads the team from the file; leaving asks first.
    open_team_section(&mut harness);
    step_until(&mut harness, &url);
    harness.get_by_label("Leave…").click();
    step_until(&mut harness, "Leave the team database?");
    harness.get_by_label("Leave the team").click();
    step_until(&mut harness, "Left the team database");
    assert!(shows(&harness, "This desk works alone"));
    assert!(!std::fs::read_to_string(&config).unwrap().contains("teams"));
    assert_eq!(store.team_password(&directory).unwrap(), None);

    // And the team's check is gone with it.
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    try_to_send(&mut harness, "Alone");
    step_until(&mut harness, "Send this message?");
    assert!(!shows(&harness, "Checked against the team database"));
    harness.get_by_label("Send now").click();
    step_until(&mut harness, "Job 1 finished: 1 sent.");
}
