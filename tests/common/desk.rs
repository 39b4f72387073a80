//! The desktop app in an egui_kittest harness, on a sandbox: shared by the desktop tests,
//! the screenshot test and the frame-time benchmark (which includes this file by path, so it
//! stands on its own and uses nothing else from `common`).
#![allow(dead_code)] // Each user needs a different part.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use directory_desk::api::Credential;
use directory_desk::auth::CredentialStore;
use directory_desk::config::Config;
use directory_desk::sandbox::Sandbox;
use directory_desk::secret::Secret;
use directory_desk::store::StoreService;
use directory_desk::ui::{DeskApp, OpenBrowser, Persisted, RendererInfo, Session};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// A keyring service nobody uses: sessions opened with a credential never touch the keyring.
pub const UNTOUCHED_KEYRING: &str = "directory-desk-test-untouched";

/// A session on `sandbox` as a configured environment named "test", signed in with `key`.
pub fn session_on(sandbox: &Sandbox, key: &str) -> Session {
    let config = Config::parse(&format!(
        "[environments.test]\nbase_url = \"{}\"",
        sandbox.base_url()
    ))
    .expect("a valid configuration");
    Session::open(
        config.environment("test").expect("defined above"),
        Some(Credential::ApiKey(Secret::new(key))),
        || {},
    )
}

/// A database folder of the caller's own, under cargo's scratch space for tests and benches.
pub fn fresh_data_folder() -> PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("desk-data-{}", uuid::Uuid::new_v4()))
}

/// Whether the harness draws pictures (wgpu), with the app's own fonts and, for glyphs
/// missing from them, the system's, as the real window does.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Pictures {
    No,
    Rendered,
}

/// The window on `sandbox` as its demo account, nothing remembered, with its data in
/// `folder`: the start most tests want.
pub fn demo_window(sandbox: &Sandbox, folder: PathBuf) -> Harness<'static, DeskApp> {
    harness(
        session_on(sandbox, directory_desk::sandbox::DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder,
        Pictures::No,
    )
}

/// Whether the widget labelled `label` can be used (is not greyed out).
pub fn enabled(harness: &Harness<'_, DeskApp>, label: &str) -> bool {
    !format!("{:?}", harness.get_by_label(label)).contains("disabled: true")
}

pub fn harness(
    session: Session,
    persisted: Persisted,
    credentials: CredentialStore,
    data_folder: PathBuf,
    pictures: Pictures,
) -> Harness<'static, DeskApp> {
    harness_browsing(session, persisted, credentials, data_folder, pictures, None)
}

/// As [`harness`], opening sign-in addresses with `browser` (the system's browser when
/// `None`).
pub fn harness_browsing(
    session: Session,
    persisted: Persisted,
    credentials: CredentialStore,
    data_folder: PathBuf,
    pictures: Pictures,
    browser: Option<OpenBrowser>,
) -> Harness<'static, DeskApp> {
    let mut builder = Harness::builder()
        .with_size([1280.0, 800.0])
        // The seeded directory has Chinese, Japanese and Arabic names, and a machine may
        // have no font for them; the app, like egui by default, draws a box instead.
        .allow_missing_glyphs();
    if pictures == Pictures::Rendered {
        builder = builder.wgpu();
    }
    builder.build_eframe(move |cc| {
        if pictures == Pictures::Rendered {
            cc.egui_ctx.add_font_provider(std::sync::Arc::new(
                egui_system_font_provider::SystemFontProvider::new(),
            ));
            // The fonts the app ships, as `DeskApp::new` installs them: the pictures show
            // the Chinese and the ⛔ a user sees, not the test machine's.
            directory_desk::ui::fonts::install(&cc.egui_ctx);
        }
        let ctx = cc.egui_ctx.clone();
        let store = StoreService::start(Some(data_folder), move || ctx.request_repaint());
        let app = DeskApp::with_session(session, persisted, credentials, store)
            .with_renderer(RendererInfo::of(cc));
        match browser {
            Some(browser) => app.with_browser(browser),
            None => app,
        }
    })
}

/// The stand-in browser (the binary's hidden `sandbox-browser`, with `args` such as
/// `--deny` or `--user UUID`): it consents over HTTP on its own thread, as a browser answers
/// in its own time.
pub fn stand_in_browser(args: &[&str]) -> OpenBrowser {
    let args: Vec<String> = args.iter().map(|s| (*s).to_owned()).collect();
    std::sync::Arc::new(move |url: &str| {
        let (args, url) = (args.clone(), url.to_owned());
        std::thread::spawn(move || {
            let _ = std::process::Command::new(env!("CARGO_BIN_EXE_directory-desk"))
                // Its logs go to the tests' scratch space, never the user's data folder.
                .env("DIRECTORY_DESK_DATA", fresh_data_folder())
                .arg("sandbox-browser")
                .args(&args)
                .arg(&url)
                .status();
        });
        Ok(())
    })
}

/// A browser that never answers (the user walked away), or that could not open at all.
pub fn silent_browser(opens: bool) -> OpenBrowser {
    std::sync::Arc::new(move |_: &str| {
        if opens {
            Ok(())
        } else {
            Err("no browser is installed".into())
        }
    })
}

/// A configured environment named "test" on `sandbox`, whose provider is the sandbox's
/// OAuth provider with `client_id` (plus `extra` configuration lines).
pub fn oauth_environment(
    sandbox: &Sandbox,
    client_id: &str,
    extra: &str,
) -> directory_desk::config::Environment {
    Config::parse(&format!(
        "[environments.test]\nbase_url = \"{}\"\nauth_url = \"{}\"\nclient_id = \"{client_id}\"\n{extra}",
        sandbox.base_url(),
        sandbox.auth_url(),
    ))
    .expect("a valid configuration")
    .environment("test")
    .expect("defined above")
}

/// Whether some text on screen contains `text` (once or more).
/// Types `text` into the field labelled `label`, after what it holds.
pub fn type_into(harness: &mut Harness<'_, DeskApp>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.step();
    harness.get_by_label(label).type_text(text);
    harness.run_steps(2);
}

pub fn shows(harness: &Harness<'_, DeskApp>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

/// How long a test waits for the app, in wall-clock time: the worker, the sandbox and the
/// store answer on threads of their own, and on a loaded machine they are slow, not wrong.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// Steps the app until `text` (a substring) is on screen, then once more; the worker
/// answers in between.
#[track_caller]
pub fn step_until(harness: &mut Harness<'_, DeskApp>, text: &str) {
    step_until_true(harness, &format!("'{text}' on screen"), |h| shows(h, text));
}

/// How many nodes on screen contain `text`.
pub fn count(harness: &Harness<'_, DeskApp>, text: &str) -> usize {
    harness.query_all_by_label_contains(text).count()
}

/// Steps the app until `done` holds, then once more; `what` names it if it never does, and
/// the failure lists what the screen showed instead.
#[track_caller]
pub fn step_until_true(
    harness: &mut Harness<'_, DeskApp>,
    what: &str,
    mut done: impl FnMut(&Harness<'_, DeskApp>) -> bool,
) {
    let started = Instant::now();
    let mut frames = 0_u32;
    while !done(harness) {
        if started.elapsed() >= PATIENCE {
            panic!(
                "waited {:.1} s ({frames} frames) for {what}, but it never happened.\nThe screen showed instead: {}",
                started.elapsed().as_secs_f64(),
                screen_text(harness)
            );
        }
        harness.step();
        frames += 1;
        std::thread::sleep(Duration::from_millis(10));
    }
    harness.step();
}

/// The texts on screen (labels, and the values of fields and labels) as one line, each once,
/// in the accessibility tree's order, trimmed to a length a failure message can carry.
pub fn screen_text(harness: &Harness<'_, DeskApp>) -> String {
    const MAX_CHARS: usize = 3000;
    let mut seen = std::collections::HashSet::new();
    let mut texts = Vec::new();
    for node in harness.query_all_by(|_| true) {
        let node = node.accesskit_node();
        let label = node.label().unwrap_or_default();
        let value = node.value().unwrap_or_default();
        let text = if label.is_empty() || value.is_empty() || label == value {
            format!("{label}{value}")
        } else {
            format!("{label}: {value}")
        };
        let text = text.trim().to_owned();
        if !text.is_empty() && seen.insert(text.clone()) {
            texts.push(text);
        }
    }
    let all = texts.join(" | ");
    match all.char_indices().nth(MAX_CHARS) {
        Some((cut, _)) => format!(
            "{} … ({} more characters)",
            &all[..cut],
            all[cut..].chars().count()
        ),
        None => all,
    }
}

/// Steps the app until the composer shows its draft: it opens the saved one from the store
/// on a thread of its own, and until then shows only "Opening the saved draft…".
#[track_caller]
pub fn until_the_draft_is_open(harness: &mut Harness<'_, DeskApp>) {
    step_until(harness, "Sender name");
}

/// Clicks the tab whose title starts with `title` once it is there: titles carry news, as
/// in "Outbox (1 need you)" or "Compose (40)".
pub fn open_tab(harness: &mut Harness<'_, DeskApp>, title: &str) {
    let starts = |title: String| {
        move |node: &egui_kittest::kittest::AccessKitNode<'_>| {
            node.label().is_some_and(|label| label.starts_with(&title))
        }
    };
    step_until_true(harness, &format!("a tab titled {title}…"), |h| {
        h.query_all_by(starts(title.to_owned())).next().is_some()
    });
    harness.get_by(starts(title.to_owned())).click();
    harness.run_steps(3);
}

/// Opens the tab titled `title` until the window shows `text`: a click is made again when
/// the tab bar moved under it (a tab's title that counts jobs changes width as they go,
/// and a click aimed at one tab may land on its neighbour).
pub fn open_tab_showing(harness: &mut Harness<'_, DeskApp>, title: &str, text: &str) {
    for _ in 0..5 {
        open_tab(harness, title);
        let start = std::time::Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            if shows(harness, text) {
                return;
            }
            harness.run_steps(1);
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    step_until(harness, text);
}

/// Dismisses every toast, so that a picture shows the window beneath.
pub fn dismiss_toasts(harness: &mut Harness<'_, DeskApp>) {
    while harness.query_all_by_label("Dismiss").next().is_some() {
        if let Some(button) = harness.query_all_by_label("Dismiss").next() {
            button.click();
        }
        harness.run_steps(2);
    }
}

/// A pointer's click at `at`, wherever the widgets there are (a row's empty part).
pub fn click_at(harness: &mut Harness<'_, DeskApp>, at: egui::Pos2) {
    harness.event(egui::Event::PointerMoved(at));
    for pressed in [true, false] {
        harness.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        harness.step();
    }
}

/// Writes an offer of `title` to `candidates` (in that order, two a wave, two hours apart,
/// sent at once) into the database in `folder`, for `directory`; the window's outbox opens
/// its first wave at its next look.
pub fn offer_in(
    folder: &std::path::Path,
    directory: &str,
    title: &str,
    candidates: &[uuid::Uuid],
) -> directory_desk::store::OfferId {
    write_offer(folder, &new_offer(directory, title, candidates))
}

/// The offer [`offer_in`] writes, for a test to change before [`write_offer`] writes it.
pub fn new_offer(
    directory: &str,
    title: &str,
    candidates: &[uuid::Uuid],
) -> directory_desk::store::NewOffer {
    use directory_desk::store::{ClosingTexts, NewCandidate, NewOffer, OfferTerms, Pick, Words};
    NewOffer {
        directory: directory.into(),
        account: None,
        title: title.into(),
        terms: OfferTerms::default(),
        sender_name: "Ana Coordinator".into(),
        sender_email: "ana@linguabridge.example".into(),
        message: Words {
            subject: format!("Job offer: {title}"),
            body: "Could you take it? Reply yes or no.".into(),
        },
        message_type: directory_desk::api::MessageType::Job,
        closing: ClosingTexts::standard(title),
        wave_size: 2,
        wave_wait_ms: 2 * 3_600_000,
        send_when: directory_desk::store::SendWhen::Now,
        pick: Pick::First,
        candidates: candidates
            .iter()
            .map(|uuid| NewCandidate {
                uuid: *uuid,
                name: None,
                pinned: false,
            })
            .collect(),
        recent: None,
    }
}

/// Writes `offer` into the database in `folder`.
pub fn write_offer(
    folder: &std::path::Path,
    offer: &directory_desk::store::NewOffer,
) -> directory_desk::store::OfferId {
    let mut store =
        directory_desk::store::Store::open_in(folder).expect("the test's database opens");
    store.create_offer(offer).expect("a valid offer")
}
