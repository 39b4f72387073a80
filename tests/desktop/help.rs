//! The Help menu (About, the logs folder, diagnostics) and the offer to open the report of a
//! crash on the last run, in an egui_kittest harness against a sandbox.

use crate::common;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use common::desk::{
    self, Pictures, UNTOUCHED_KEYRING, fresh_data_folder, session_on, shows, step_until,
};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::sandbox::DEMO_API_KEY;
use directory_desk::ui::{DeskApp, Persisted, Session};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// What the app asked the system to open, in order.
type Opened = Arc<Mutex<Vec<PathBuf>>>;

fn desk_on(session: Session, data_folder: &Path) -> (Harness<'static, DeskApp>, Opened) {
    let opened = Opened::default();
    let mut harness = desk::harness(
        session,
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        data_folder.to_owned(),
        Pictures::No,
    );
    let recorder = opened.clone();
    harness
        .state_mut()
        .open_files_with(Arc::new(move |path: &Path| {
            recorder.lock().unwrap().push(path.to_owned());
            Ok(())
        }));
    (harness, opened)
}

/// Opens `menu` and clicks `entry`; the frame that handles the click is the last one run, so
/// its output (e.g. a copy) can be read.
fn choose(harness: &mut Harness<'_, DeskApp>, menu: &str, entry: &str) {
    harness.get_by_label(menu).click();
    harness.run_steps(2);
    harness.get_by_label(entry).click();
    harness.step();
}

/// Steps until the app knows its data folder. The store opens it on a thread of its own, in
/// no fixed order with the sign-in; until then the app names the system's default folder.
/// The outbox opens in that folder, so its list of jobs is the sign.
fn step_until_the_data_folder_is_known(harness: &mut Harness<'_, DeskApp>) {
    harness.get_by_label("Outbox").click();
    step_until(harness, "in this directory, newest first");
}

fn copied_text(harness: &Harness<'_, DeskApp>) -> Vec<String> {
    harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|command| match command {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn about_names_the_version_build_and_licence() {
    let sandbox = start_sandbox();
    let (mut harness, _) = desk_on(session_on(&sandbox, DEMO_API_KEY), &fresh_data_folder());
    step_until(&mut harness, "Signed in as");
    choose(&mut harness, "Help", "About Directory Desk");
    harness.run_steps(2);
    assert!(shows(
        &harness,
        &format!("Directory Desk {}", env!("CARGO_PKG_VERSION"))
    ));
    assert!(shows(&harness, "MIT OR Apache-2.0"));
    assert!(
        harness
            .query_all_by_label_contains(" build ")
            .next()
            .is_some(),
        "the build line is shown"
    );
}

#[test]
fn diagnostics_say_what_support_needs_and_no_secret() {
    let sandbox = start_sandbox();
    let data = fresh_data_folder();
    let (mut harness, _) = desk_on(session_on(&sandbox, DEMO_API_KEY), &data);
    step_until(&mut harness, "Signed in as");
    step_until_the_data_folder_is_known(&mut harness);
    let signed_in = harness
        .query_all_by_label_contains("Signed in as")
        .next()
        .and_then(|node| node.value())
        .expect("the status bar names the user");
    let email = signed_in
        .split_once('<')
        .and_then(|(_, rest)| rest.split_once('>'))
        .map(|(email, _)| email.to_owned())
        .expect("the demo user has an e-mail address");

    choose(&mut harness, "Help", "Copy diagnostics");
    let copied = copied_text(&harness);
    assert_eq!(copied.len(), 1, "one copy: {copied:?}");
    let text = &copied[0];
    for expected in [
        format!("Directory Desk {}", env!("CARGO_PKG_VERSION")),
        "Build: debug build".to_owned(),
        "Renderer: ".to_owned(),
        "OS: ".to_owned(),
        // The harness's sandbox is configured as the environment "test".
        format!("Directory: test at {}", sandbox.base_url()),
        "signed in with an API key".to_owned(),
        "Environments: ".to_owned(),
        format!("Logs: {}", data.join("logs").display()),
    ] {
        assert!(
            text.contains(&expected),
            "{expected:?} missing from:\n{text}"
        );
    }
    assert!(!text.contains(DEMO_API_KEY), "the key leaked:\n{text}");
    assert!(!text.contains(&email), "the e-mail address leaked:\n{text}");
    harness.step();
    assert!(shows(&harness, "Diagnostics copied"));
}

#[test]
fn the_logs_folder_opens_even_before_anything_was_logged() {
    let sandbox = start_sandbox();
    let data = fresh_data_folder();
    let (mut harness, opened) = desk_on(session_on(&sandbox, DEMO_API_KEY), &data);
    step_until(&mut harness, "Signed in as");
    step_until_the_data_folder_is_known(&mut harness);
    choose(&mut harness, "Help", "Open logs folder");
    assert_eq!(*opened.lock().unwrap(), vec![data.join("logs")]);
    assert!(
        data.join("logs").is_dir(),
        "the folder was made to be opened"
    );
}

#[test]
fn a_crash_on_the_last_run_is_offered_once_then_opened() {
    let data = fresh_data_folder();
    // The real binary crashes (its test hook panics at start), leaving a report.
    let crashed = std::process::Command::new(env!("CARGO_BIN_EXE_directory-desk"))
        .args(["lists", "show"])
        .env("DIRECTORY_DESK_DATA", &data)
        .env("DIRECTORY_DESK_TEST_PANIC", "the test crashes the app")
        .output()
        .expect("the binary runs");
    assert!(!crashed.status.success(), "the test hook panicked");

    let sandbox = start_sandbox();
    let (mut harness, opened) = desk_on(session_on(&sandbox, DEMO_API_KEY), &data);
    step_until(&mut harness, "closed unexpectedly last time");
    harness.get_by_label("Open crash report").click();
    harness.run_steps(2);
    let opened = opened.lock().unwrap().clone();
    assert_eq!(opened.len(), 1, "{opened:?}");
    assert!(opened[0].starts_with(data.join("logs")), "{opened:?}");
    let report = std::fs::read_to_string(&opened[0]).expect("what opened is the report");
    assert!(report.contains("the test crashes the app"), "{report}");
    assert!(
        !shows(&harness, "closed unexpectedly last time"),
        "answered"
    );
    drop(harness);

    // The next start does not offer the same report again.
    let (mut harness, _) = desk_on(session_on(&sandbox, DEMO_API_KEY), &data);
    step_until(&mut harness, "Signed in as");
    // The offer is decided when the data folder opens: only then does its absence mean much.
    step_until_the_data_folder_is_known(&mut harness);
    assert!(!shows(&harness, "closed unexpectedly last time"));
}
