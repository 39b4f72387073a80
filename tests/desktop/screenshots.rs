//! Renders the main screens with the real renderer (wgpu; Mesa's llvmpipe where there is no
//! GPU) into `target/screenshots/`, for the documentation and the AppStream metadata, and
//! checks that each is a real picture. A renderer is a test peer: under `CI=true` its absence
//! fails the test, elsewhere the test skips with a notice. Every OS has one: Mesa's on Linux,
//! WARP on Windows (a CPU adapter, which the harness prefers), Metal on macOS.

use crate::common;

use common::desk::{
    self, Pictures, UNTOUCHED_KEYRING, dismiss_toasts, fresh_data_folder, open_tab, session_on,
    step_until, type_into,
};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::sandbox::{DEMO_API_KEY, Fault, Sandbox};
use directory_desk::ui::{DeskApp, Persisted};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn app(sandbox: &Sandbox) -> Harness<'static, DeskApp> {
    desk::harness(
        session_on(sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        fresh_data_folder(),
        Pictures::Rendered,
    )
}

/// Renders and saves the screen; `None` when no renderer exists here (and that is allowed).
fn save(harness: &mut Harness<'_, DeskApp>, name: &str) -> Option<image::RgbaImage> {
    let image = match harness.render() {
        Ok(image) => image,
        Err(why) => {
            assert!(
                !std::env::var("CI").is_ok_and(|v| v == "true"),
                "CI=true but nothing can render: {why}. On Linux .ci/run installs \
                 mesa-vulkan-drivers; Windows has WARP (Direct3D 12 in software), macOS Metal."
            );
            eprintln!("\n*** SKIPPED: no renderer here ({why}); no screenshots. ***\n");
            return None;
        }
    };
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
    std::fs::create_dir_all(&folder).unwrap();
    image.save(folder.join(format!("{name}.png"))).unwrap();
    Some(image)
}

/// A blank or one-colour frame means nothing was drawn.
fn assert_is_a_picture(image: &image::RgbaImage) {
    let first = image.get_pixel(0, 0);
    let different = image.pixels().filter(|p| *p != first).count();
    assert!(
        different > (image.width() * image.height() / 20) as usize,
        "the frame is almost uniform"
    );
}

#[test]
fn the_main_screens_render() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 60));
    let mut harness = app(&sandbox);
    step_until(&mut harness, "Signed in as");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::L);
    harness.step();
    let text: Vec<String> = good.iter().map(ToString::to_string).collect();
    harness.event(egui::Event::Paste(text.join("\n")));
    harness.run_steps(3);
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished");
    harness.step();
    let Some(lookup) = save(&mut harness, "lookup") else {
        return;
    };
    assert_is_a_picture(&lookup);

    harness.get_by_label("Select all filtered").click();
    harness.run_steps(2);
    harness.get_by_label("Add selected to recipients").click();
    step_until(&mut harness, "added to the recipients");
    harness.get_by_label_contains("Compose (").click();
    harness.run_steps(3);
    for (label, text) in [
        ("Subject", "Medical device manual, DE>EN, 12,000 words"),
        (
            "Message",
            "Dear colleague,\n\nWe are looking for a translator for a medical device manual \
             (12,000 words, German into English), due on 4 December.\n\nAre you available? \
             Please reply with your rate per word.\n\nKind regards,\nAna",
        ),
    ] {
        type_into(&mut harness, label, text);
    }
    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    let confirm = save(&mut harness, "composer-confirm").expect("rendered before");
    assert_is_a_picture(&confirm);
    harness.get_by_label("Send now").click();
    step_until(&mut harness, "3 of 3 requests done");
    // The job's end (and its news) comes after its last request: the picture is of the end.
    step_until(&mut harness, "Job 1 finished");
    dismiss_toasts(&mut harness);
    let sent = save(&mut harness, "composer-sent").expect("rendered before");
    assert_is_a_picture(&sent);

    // A second job, whose second request is delivered but its answer lost.
    open_tab(&mut harness, "UUID lookup");
    harness.get_by_label("Add selected to recipients").click();
    step_until(&mut harness, "added to the recipients");
    open_tab(&mut harness, "Compose (");
    for (label, text) in [
        ("Subject", "Glossary review, legal, FR>EN"),
        (
            "Message",
            "Dear {{first_name}},\n\nCould you review a 300-term glossary?",
        ),
        ("Fallback for {{first_name}}", "colleague"),
    ] {
        type_into(&mut harness, label, text);
    }
    harness.get_by_label("Preview").click();
    harness.run_steps(3);
    let personal = save(&mut harness, "composer-personal").expect("rendered before");
    assert_is_a_picture(&personal);
    block_on(script_faults(
        &sandbox,
        "messages",
        &[Fault::None, Fault::DropAfter],
    ));
    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    harness.get_by_label("Send to them too").click();
    step_until(&mut harness, "Job 2 finished");
    harness.get_by_label("Open in Outbox").click();
    harness.run_steps(3);
    dismiss_toasts(&mut harness);
    harness.run_steps(3);
    let outbox = save(&mut harness, "outbox").expect("rendered before");
    assert_is_a_picture(&outbox);

    harness.get_by_label("Help").click();
    harness.run_steps(2);
    harness.get_by_label("About Directory Desk").click();
    harness.run_steps(3);
    // The harness draws with wgpu, and About says on what.
    assert!(desk::shows(&harness, "wgpu ("), "About names the renderer");
    let about = save(&mut harness, "about").expect("rendered before");
    assert_is_a_picture(&about);
}

/// A draft from an earlier session, its recipients from a shortlist: two of them are no longer
/// in the directory and one has a restricted profile (which can be messaged: a message without
/// placeholders is checked by the recipients' summaries, which count it found). Verifying
/// shows who is unknown, before sending.
#[test]
fn the_composer_shows_what_verifying_found() {
    use directory_desk::store::{ComposerDraft, DraftRecipient, Sender, Store};
    let sandbox = start_sandbox();
    let api = client(&sandbox);
    let mut recipients: Vec<DraftRecipient> = block_on(ordinary_freelancers(&sandbox, 6))
        .into_iter()
        .map(|uuid| DraftRecipient {
            uuid,
            name: block_on(api.freelancer(uuid))
                .ok()
                .and_then(|f| f.display_name()),
        })
        .collect();
    let restricted = block_on(seeded(&sandbox))
        .into_iter()
        .find(|(_, _, restricted)| *restricted)
        .map(|(uuid, _, _)| uuid)
        .expect("the sandbox seeds restricted profiles");
    recipients.insert(
        2,
        DraftRecipient {
            uuid: restricted,
            name: None,
        },
    );
    recipients.insert(
        4,
        DraftRecipient {
            uuid: unknown_uuid(),
            name: Some("Marta Kowalska".into()),
        },
    );
    recipients.push(DraftRecipient {
        uuid: uuid::Uuid::parse_str("0badc0de-0000-4000-8000-00000000002a").unwrap(),
        name: None,
    });
    let folder = fresh_data_folder();
    let store = Store::open_in(&folder).unwrap();
    store
        .save_draft(
            &sandbox.base_url(),
            &ComposerDraft {
                recipients,
                message_type: directory_desk::api::MessageType::Rfq,
                subject: "Patent translation, JA>EN, 8,000 words".into(),
                body: "Dear colleague,\n\nWe have a patent (8,000 words, Japanese into English) \
                       due on 12 December. Are you available?\n\nKind regards,\nAna"
                    .into(),
                fallbacks: Default::default(),
            },
        )
        .unwrap();
    store
        .save_sender(
            &sandbox.base_url(),
            &Sender {
                name: "Ana Coordinator".into(),
                email: "ana@linguabridge.example".into(),
            },
        )
        .unwrap();
    drop(store);
    let mut harness = desk::harness(
        session_on(&sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder,
        Pictures::Rendered,
    );
    step_until(&mut harness, "Signed in as");
    open_tab(&mut harness, "Compose (9)");
    harness.get_by_label("Verify recipients").click();
    // The picture is of what verifying found: every answer in, not the first ones.
    step_until(&mut harness, "Looked up 9 of 9.");
    step_until(&mut harness, "2 recipients are not in the directory");
    dismiss_toasts(&mut harness);
    // The pointer leaves, so the picture shows no hover.
    harness.event(egui::Event::PointerGone);
    harness.run_steps(3);
    let Some(verified) = save(&mut harness, "composer-verify") else {
        return;
    };
    assert_is_a_picture(&verified);
}

/// The Account panel after signing in to the built-in sandbox through the browser: the
/// identity token's claims and the linked user.
#[test]
fn the_account_panel_after_a_browser_sign_in() {
    let mut harness = desk::harness_browsing(
        directory_desk::ui::Session::open(
            directory_desk::config::Config::default()
                .environment("sandbox")
                .unwrap(),
            None,
            || {},
        ),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        fresh_data_folder(),
        Pictures::Rendered,
        Some(desk::stand_in_browser(&[])),
    );
    step_until(&mut harness, "Signed in as Lingua Bridge Agency");
    harness.get_by_label("Account").click();
    harness.run_steps(2);
    harness.get_by_label("Sign in with browser").click();
    step_until(&mut harness, "(through the browser)");
    step_until(&mut harness, "Subject (sub)");
    dismiss_toasts(&mut harness);
    harness.event(egui::Event::PointerGone);
    harness.run_steps(3);
    let Some(account) = save(&mut harness, "account-browser-sign-in") else {
        return;
    };
    assert_is_a_picture(&account);

    // Waiting for a browser that did not open: the address to copy, and Cancel.
    let mut waiting = desk::harness_browsing(
        directory_desk::ui::Session::open(
            directory_desk::config::Config::default()
                .environment("sandbox")
                .unwrap(),
            None,
            || {},
        ),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        fresh_data_folder(),
        Pictures::Rendered,
        Some(desk::silent_browser(false)),
    );
    step_until(&mut waiting, "Signed in as Lingua Bridge Agency");
    waiting.get_by_label("Account").click();
    waiting.run_steps(2);
    waiting.get_by_label("Sign in with browser").click();
    step_until(&mut waiting, "/oauth/authorize?");
    // Why no browser opened comes a message after the address.
    step_until(&mut waiting, "No browser opened");
    waiting.event(egui::Event::PointerGone);
    waiting.run_steps(3);
    let picture = save(&mut waiting, "account-browser-waiting").expect("rendered before");
    assert_is_a_picture(&picture);
    waiting.get_by_label("Cancel").click();
    step_until(&mut waiting, "The sign-in was cancelled");
}

#[test]
fn the_connection_settings_dialog() {
    let sandbox = start_sandbox();
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "# LinguaBridge's directory\ndefault_environment = \"production\"\n\n\
             [environments.production]\nbase_url = \"{}\"\nauth_url = \"{}\"\n\
             client_id = \"linguabridge-desk\"\n",
            sandbox.base_url(),
            sandbox.auth_url()
        ),
    )
    .unwrap();
    // A keyring shows the secret as stored; without one the dialog says it cannot tell.
    let store = real_keyring().unwrap_or_else(CredentialStore::without_keyring);
    let _ = store.save_client_secret(
        "production",
        &directory_desk::secret::Secret::new("a-client-secret"),
    );
    let session = directory_desk::ui::Session::open_choice_in(
        None,
        Some(config.clone()),
        store.clone(),
        || {},
    );
    let data_folder = fresh_data_folder();
    let keyring = store.clone();
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .allow_missing_glyphs()
        .wgpu()
        .build_eframe(move |cc| {
            cc.egui_ctx.add_font_provider(std::sync::Arc::new(
                egui_system_font_provider::SystemFontProvider::new(),
            ));
            let ctx = cc.egui_ctx.clone();
            let database =
                directory_desk::store::StoreService::start(Some(data_folder), move || {
                    ctx.request_repaint()
                });
            DeskApp::with_session(session, Persisted::default(), keyring, database)
                .with_config_file(config)
        });
    step_until(&mut harness, "Not signed in to production");
    harness.get_by_label("Account").click();
    step_until(&mut harness, "Sign in to production");
    harness.get_by_label("Connection settings…").click();
    step_until(&mut harness, "Connection settings: production");
    harness.get_by_label("Test connection").click();
    step_until(&mut harness, "The sign-in address answered");
    harness.get_by_label("More sign-in settings").click();
    harness.run_steps(2);
    harness.event(egui::Event::PointerGone);
    harness.run_steps(3);
    let picture = save(&mut harness, "connection-settings");
    let _ = store.forget("production");
    if let Some(picture) = picture {
        assert_is_a_picture(&picture);
    }
}

#[test]
fn the_search_screen_renders() {
    let sandbox = start_sandbox();
    let mut harness = app(&sandbox);
    step_until(&mut harness, "Signed in as");
    open_tab(&mut harness, "Directory search");
    for (label, typed, name) in [("From:", "engl", "English"), ("To:", "germ", "German")] {
        type_into(&mut harness, label, typed);
        harness.get_by_label(name).click();
        harness.run_steps(2);
    }
    harness.get_by_label("Search").click();
    step_until(&mut harness, "matches for English → German");
    let Some(matches) = save(&mut harness, "search") else {
        return;
    };
    assert_is_a_picture(&matches);
    // The country picker open, offering what "swi" finds.
    harness.get_by_label("Country:").focus();
    harness.step();
    harness.get_by_label("Country:").type_text("swi");
    harness.run_steps(3);
    let picking = save(&mut harness, "search-picker").expect("rendered before");
    assert_is_a_picture(&picking);
}
