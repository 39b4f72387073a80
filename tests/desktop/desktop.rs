//! The desktop app, driven through its accessibility tree by egui_kittest (no window, no
//! GPU needed), against a sandbox over real HTTP.

use crate::common;

use common::desk::{
    self, Pictures, UNTOUCHED_KEYRING, click_at, count, fresh_data_folder, open_tab, session_on,
    shows, step_until, step_until_true, type_into, until_the_draft_is_open,
};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::config::Config;
use directory_desk::sandbox::{DEMO_API_KEY, Sandbox};
use directory_desk::secret::Secret;
use directory_desk::ui::{DeskApp, EnvironmentChoice, OpenBrowser, Persisted, Session};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

fn app_on(sandbox: &Sandbox) -> Harness<'static, DeskApp> {
    harness_for(session_on(sandbox, DEMO_API_KEY))
}

fn harness_for(session: Session) -> Harness<'static, DeskApp> {
    harness_with(session, Persisted::default())
}

fn harness_with(session: Session, persisted: Persisted) -> Harness<'static, DeskApp> {
    harness_full(
        session,
        persisted,
        CredentialStore::new(UNTOUCHED_KEYRING),
        fresh_data_folder(),
    )
}

fn harness_full(
    session: Session,
    persisted: Persisted,
    credentials: CredentialStore,
    data_folder: std::path::PathBuf,
) -> Harness<'static, DeskApp> {
    desk::harness(session, persisted, credentials, data_folder, Pictures::No)
}

/// Ctrl+L to the paste box, then a paste, as a user would.
fn paste(harness: &mut Harness<'_, DeskApp>, text: &str) {
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::L);
    harness.step();
    assert!(
        harness
            .get_by_label("UUIDs, profile links, CSV or e-mail text:")
            .is_focused(),
        "Ctrl+L focuses the paste box"
    );
    harness.event(egui::Event::Paste(text.to_owned()));
    // The box grows with the text and moves the buttons below it: let the layout settle
    // before anything is clicked by position.
    harness.run_steps(3);
}

#[test]
fn it_signs_in_looks_up_pasted_text_and_inspects_a_profile() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 5));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    assert!(
        harness
            .query_all_by_label_contains(&sandbox.base_url())
            .next()
            .is_some(),
        "the status bar says where"
    );

    let pasted = format!(
        "Candidates:\n{}\n{}, {} ; https://x.example/f/{}\n{}\nand a typo 5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4\n{}",
        good[0],
        good[1],
        good[2],
        good[3],
        good[4],
        unknown_uuid()
    );
    paste(&mut harness, &pasted);
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 5 found, 1 failed.");

    assert!(harness.query_by_label_contains("6 new UUIDs").is_some());
    assert!(
        harness
            .query_by_label_contains("1 tokens are not UUIDs")
            .is_some()
    );
    assert!(harness.query_by_label("not found").is_some());
    assert!(harness.query_by_label_contains("6 of 6 rows").is_some());

    let first = block_on(client(&sandbox).freelancer(good[0])).unwrap();
    let name = first.display_name().expect("ordinary profiles have a name");
    harness.get_by_label(&name).click();
    harness.step();
    harness.step();
    assert!(
        harness.query_by_label(&good[0].to_string()).is_some(),
        "the inspector shows the UUID"
    );
    assert!(harness.query_by_label("Identity").is_some());
    assert!(harness.query_by_label("Raw JSON").is_some());
}

/// Who a pasted list's freelancers are shows at once, from user summaries (dozens a
/// request), while their full profiles are still on their way.
#[test]
fn a_pasted_list_shows_names_from_summaries_before_the_profiles_arrive() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 6));
    // Every profile trickles in over four seconds; the summaries come at once.
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            path_prefix: Some("freelancer/".into()),
            slow_body_rate: 1.0,
            slow_body_ms: 4000,
            ..Default::default()
        },
    ));
    let summaries = block_on(client(&sandbox).user_summaries(&good)).unwrap();
    let names: Vec<String> = summaries
        .iter()
        .map(|s| s.site_name.clone().expect("a seeded name"))
        .collect();
    assert_eq!(names.len(), 6);
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    let pasted: Vec<String> = good.iter().map(ToString::to_string).collect();
    paste(&mut harness, &pasted.join("\n"));
    harness.get_by_label("Look up").click();
    step_until_true(&mut harness, "every pasted row named", |h| {
        names.iter().all(|name| shows(h, name))
    });
    assert!(
        !shows(&harness, "Lookup finished"),
        "the names came before the profiles"
    );
    assert_eq!(
        block_on(requests_for(&sandbox, "GET /v2/users")),
        2,
        "the test's and the window's"
    );
}

#[test]
fn a_long_lookup_shows_progress_and_can_be_cancelled() {
    let sandbox = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        faults: directory_desk::sandbox::FaultPlan {
            latency_ms: 40,
            ..Default::default()
        },
        threads: 8,
        ..Default::default()
    });
    let many = block_on(ordinary_freelancers(&sandbox, 300));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    let text = many
        .iter()
        .map(|u| u.to_string())
        .collect::<Vec<_>>()
        .join("\n");
    paste(&mut harness, &text);
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "done, 0 failed");
    harness.get_by_label("Cancel").click();
    step_until(&mut harness, "Lookup cancelled");
    let requests = block_on(admin_get(&sandbox, "stats"))["data"]["total"]
        .as_u64()
        .unwrap_or(0);
    assert!(
        requests < 300,
        "the cancel stopped the lookups: {requests} requests"
    );
}

#[test]
fn every_input_has_an_accessible_label() {
    // The harness also fails any frame in which a visible input has no accessible name.
    let sandbox = start_sandbox();
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    for label in ["UUIDs, profile links, CSV or e-mail text:", "Filter:"] {
        harness.get_by_label(label);
    }
    harness.get_by_label("Directory search").click();
    harness.run_steps(2);
    for label in [
        "From:",
        "Swap languages",
        "To:",
        "Service:",
        "Discipline:",
        "Specific discipline:",
        "Native language:",
        "Country:",
        "Members only",
    ] {
        harness.get_by_label(label);
    }
    harness.get_by_label("Compose").click();
    until_the_draft_is_open(&mut harness);
    for label in ["Sender name", "Sender e-mail", "Type", "Subject", "Message"] {
        harness.get_by_label(label);
    }
    type_into(&mut harness, "Subject", "For {{site_name}}");
    harness.get_by_label("Fallback for {{site_name}}");
    harness.get_by_label("Leave {{site_name}} out");
    harness.get_by_label("Add from list ▾");
    harness.get_by_label("Outbox").click();
    step_until(&mut harness, "in this directory, newest first");
    harness.get_by_label("Only requests that need you");
    harness.get_by_label("File").click();
    harness.run_steps(2);
    harness.get_by_label("Import UUIDs from a file…");
    harness.get_by_label("Import list from file…");
    harness.get_by_label("Export list…");
    harness.get_by_label("Choose export folder…");
}

#[test]
fn a_newcomer_on_the_built_in_sandbox_can_try_sample_freelancers() {
    let environment = Config::default().environment("sandbox").unwrap();
    let mut harness = harness_for(Session::open(environment, None, || {}));
    step_until(&mut harness, "Signed in as Lingua Bridge Agency");
    assert!(
        harness
            .query_by_label_contains("built-in sandbox")
            .is_some()
    );
    harness.get_by_label("Paste sample UUIDs").click();
    harness.run_steps(3);
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 25 found, 0 failed.");
    assert!(harness.query_by_label_contains("25 of 25 rows").is_some());
}

/// Opens Directory search, chooses the pair's languages (each by what is typed and the name
/// then clicked) and searches.
pub(crate) fn search_pair(
    harness: &mut Harness<'_, DeskApp>,
    (from_typed, from): (&str, &str),
    (to_typed, to): (&str, &str),
) {
    harness.get_by_label("Directory search").click();
    harness.run_steps(2);
    pick(harness, "From:", from_typed, from);
    pick(harness, "To:", to_typed, to);
    harness.get_by_label("Search").click();
}

/// Types `typed` into the picker labelled `label` and clicks `name` in the list it offers.
pub(crate) fn pick(harness: &mut Harness<'_, DeskApp>, label: &str, typed: &str, name: &str) {
    type_into(harness, label, typed);
    harness.get_by_label(name).click();
    harness.run_steps(2);
    assert!(
        harness.query_by_label(name).is_none(),
        "the list closes once {name} is picked"
    );
}

/// How many matches the sandbox has for `pair`, asked directly.
fn matches_for(sandbox: &Sandbox, pair: &str) -> u64 {
    let query = directory_desk::api::SearchQuery {
        language_pair: pair.into(),
        ..Default::default()
    };
    block_on(client(sandbox).search(&query)).unwrap().total
}

#[test]
fn search_pages_through_matches_in_their_own_view() {
    let sandbox = start_sandbox();
    let total = matches_for(&sandbox, "eng_esl");
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Directory search").click();
    harness.run_steps(2);
    assert!(
        !is_enabled(&harness, "Search"),
        "no search before both languages are chosen"
    );
    pick(&mut harness, "From:", "engl", "English");
    pick(&mut harness, "To:", "span", "Spanish");
    harness.get_by_label("Search").click();
    step_until(
        &mut harness,
        &format!("{total} matches for English → Spanish"),
    );
    assert!(shows(&harness, "showing 1–25"));
    harness.get_by_label("Next page").click();
    step_until(&mut harness, "showing 26–50");
    harness.get_by_label("Previous page").click();
    step_until(&mut harness, "showing 1–25");
    // The matches are not in the lookup table until asked for.
    harness.get_by_label("Add these 25 to the table").click();
    harness.run_steps(2);
    harness.get_by_label("UUID lookup").click();
    step_until(&mut harness, "25 of 25 rows");
}

#[test]
fn search_picks_languages_by_typing_and_adds_all_matches_to_recipients() {
    let sandbox = start_sandbox();
    let total = matches_for(&sandbox, "eng_deu");
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    // The pickers offer the directory's own names once its code lists are in.
    step_until_true(&mut harness, "the directory's code lists in use", |h| {
        h.state()
            .catalogue()
            .served_by_directory(directory_desk::catalogue::Kind::Language)
    });
    harness.get_by_label("Directory search").click();
    harness.run_steps(2);
    type_into(&mut harness, "To:", "germ");
    assert!(
        harness.query_by_label("German (Swiss)").is_some(),
        "typing germ offers Swiss German too, by the directory's name for it"
    );
    assert!(harness.query_by_label("English").is_none());
    harness.get_by_label("German").click();
    harness.run_steps(2);
    pick(&mut harness, "From:", "engl", "English");
    assert!(shows(&harness, "English → German"));
    harness.get_by_label("Swap languages").click();
    harness.run_steps(2);
    assert!(shows(&harness, "German → English"), "one click swaps them");
    harness.get_by_label("Swap languages").click();
    harness.run_steps(2);
    harness.get_by_label("Search").click();
    step_until(
        &mut harness,
        &format!("{total} matches for English → German"),
    );
    assert!(harness.state().composer_recipients().is_empty());
    harness
        .get_by_label(&format!("Add all {total} matches to recipients"))
        .click();
    step_until(&mut harness, &format!("{total} added to the recipients"));
    let recipients = harness.state().composer_recipients();
    assert_eq!(recipients.len() as u64, total);
    assert!(
        recipients.iter().all(|r| r.name.is_some()),
        "with their names"
    );
    // The test's own question, the view's page of 25, then pages of 100 for every match.
    assert_eq!(
        block_on(requests_for(&sandbox, "GET /v2/freelancer-matches")),
        2 + total.div_ceil(100)
    );
    open_tab(&mut harness, &format!("Compose ({total})"));
}

#[test]
fn fetching_every_match_shows_progress_and_a_cancel_adds_nobody() {
    let sandbox = start_sandbox();
    let total = matches_for(&sandbox, "eng_deu");
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    search_pair(&mut harness, ("eng", "English"), ("deu", "German"));
    step_until(
        &mut harness,
        &format!("{total} matches for English → German"),
    );
    // Slow pages, so that there is time to see the progress and cancel.
    block_on(set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            latency_ms: 700,
            ..Default::default()
        },
    ));
    harness
        .get_by_label(&format!("Add all {total} matches to recipients"))
        .click();
    step_until(&mut harness, &format!("Fetching matches: 100 of {total}"));
    harness.get_by_label("Cancel").click();
    step_until(&mut harness, "cancelled: no recipients added");
    assert!(harness.state().composer_recipients().is_empty());
    assert!(
        shows(&harness, &format!("Add all {total} matches to recipients")),
        "it can be asked for again"
    );
}

#[test]
fn the_search_form_is_remembered() {
    let sandbox = start_sandbox();
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Directory search").click();
    harness.run_steps(2);
    pick(&mut harness, "From:", "fren", "French");
    pick(&mut harness, "To:", "ital", "Italian");
    // By keyboard: the best match is highlighted, ↓ moves on, ↑ back, Enter picks.
    type_into(&mut harness, "Country:", "switz");
    harness.key_press(egui::Key::ArrowDown);
    harness.step();
    harness.key_press(egui::Key::ArrowUp);
    harness.step();
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert!(
        harness.query_by_label("Switzerland").is_none(),
        "the list closed"
    );
    let saved = harness.state().persisted().search.clone();
    assert_eq!(saved.source.as_deref(), Some("fra"));
    assert_eq!(saved.target.as_deref(), Some("ita"));
    assert_eq!(saved.country.as_deref(), Some("ch"));
    // The next start shows it again.
    let persisted = Persisted {
        search: saved,
        ..Persisted::default()
    };
    let mut harness = harness_with(session_on(&sandbox, DEMO_API_KEY), persisted);
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Directory search").click();
    harness.run_steps(2);
    assert!(shows(&harness, "French → Italian"));
    assert!(
        format!("{:?}", harness.get_by_label("Country:")).contains("Switzerland"),
        "the country picker shows the name"
    );
}

#[test]
fn a_directory_without_search_says_so_plainly() {
    let sandbox = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        search: false,
        threads: 4,
        ..Default::default()
    });
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    search_pair(&mut harness, ("eng", "English"), ("deu", "German"));
    step_until(&mut harness, "This directory has no freelancer search");
}

#[test]
fn the_activity_log_lists_every_call_and_never_the_key() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 1));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    paste(&mut harness, &format!("{} {}", good[0], unknown_uuid()));
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished");
    // Who-am-I, the directory's three code lists, the two UUIDs' summaries (one request,
    // the unknown one left out) and the two lookups.
    step_until(&mut harness, "Activity: 7 API calls, 1 with problems");
    harness
        .get_by_label_contains("Activity: 7 API calls, 1 with problems")
        .click();
    harness.run_steps(2);
    // The log scrolls (to its newest call) once it holds more than a few: each call is
    // looked for through the filter.
    let filter_calls = |harness: &mut Harness<'static, DeskApp>, text: &str| {
        harness.get_by_label("Filter calls:").focus();
        harness.step();
        harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        harness.get_by_label("Filter calls:").type_text(text);
        harness.run_steps(2);
    };
    filter_calls(&mut harness, "/v2/user");
    assert!(
        harness
            .query_by_label_contains("GET  /v2/user  200")
            .is_some()
    );
    filter_calls(&mut harness, "/v2/codes/language ");
    assert!(
        harness
            .query_by_label_contains("GET  /v2/codes/language  200")
            .is_some()
    );
    filter_calls(&mut harness, "400");
    let failed = format!("GET  /v2/freelancer/{}  400", unknown_uuid());
    let line = harness.get_by_label_contains(&failed);
    assert!(format!("{line:?}").contains("No freelancer was found with that UUID."));
    assert!(
        // (Not "GET  /v2/user" alone: the summaries' call names the unknown UUID,
        // 0badc0de-0000-4000-…, and so holds "400".)
        harness.query_by_label_contains("GET  /v2/user  ").is_none(),
        "the filter hides other calls"
    );
    assert!(
        harness.query_by_label_contains(DEMO_API_KEY).is_none(),
        "the key is never shown"
    );
}

#[test]
fn without_a_connection_nothing_can_be_started_and_the_status_bar_says_why() {
    let config =
        Config::parse("[environments.remote]\nbase_url = \"https://directory.example/v2/\"")
            .unwrap();
    let mut harness = harness_for(Session::open(
        config.environment("remote").unwrap(),
        None,
        || {},
    ));
    step_until(
        &mut harness,
        "Not signed in to remote: add an API key in the Account tab.",
    );
    let look_up = harness.get_by_label("Look up");
    assert!(
        format!("{look_up:?}").contains("disabled: true"),
        "{look_up:?}"
    );
    // Without a provider in its configuration, the browser cannot sign in to it, and the
    // panel says what is missing.
    harness.get_by_label("Account").click();
    harness.run_steps(2);
    let browser = harness.get_by_label("Sign in with browser");
    assert!(
        format!("{browser:?}").contains("disabled: true"),
        "{browser:?}"
    );
    assert!(shows(
        &harness,
        "Signing in through the browser needs an auth_url and a client_id for remote"
    ));
}

#[test]
fn a_refused_key_is_shown_as_not_signed_in() {
    let sandbox = start_sandbox();
    let session = session_on(&sandbox, "wrong-key");
    let mut harness = harness_for(session);
    step_until(
        &mut harness,
        "Not signed in. The directory refused the API key.",
    );
}

/// A file dropped on the window, as the windowing integration hands it to egui.
#[derive(Debug)]
struct Dropped(std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_file(harness: &mut Harness<'_, DeskApp>, path: std::path::PathBuf) {
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(path)));
    harness.step();
}

#[test]
fn a_dropped_csv_file_is_imported_and_looked_up() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("shortlist.csv");
    std::fs::write(
        &csv,
        format!("uuid,name,notes\n{},Ana,fast\n{},Bo,\"ok, good\"\n{},Cy,-\n5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4,typo,\n", good[0], good[1], good[2]),
    )
    .unwrap();
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    drop_file(&mut harness, csv);
    step_until(
        &mut harness,
        "Imported 3 UUIDs from shortlist.csv; 1 tokens are not UUIDs",
    );
    harness.run_steps(2);
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 3 found, 0 failed.");

    drop_file(&mut harness, dir.path().join("missing.csv"));
    step_until(&mut harness, "Could not import missing.csv");
}

#[test]
fn the_table_exports_as_csv_to_the_export_folder() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let folder = tempfile::tempdir().unwrap();
    let session = session_on(&sandbox, DEMO_API_KEY);
    let persisted = Persisted {
        export_folder: Some(folder.path().to_path_buf()),
        ..Persisted::default()
    };
    let mut harness = harness_with(session, persisted);
    step_until(&mut harness, "Signed in as");
    paste(&mut harness, &format!("{}\n{}", good[0], good[1]));
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 2 found");
    harness.get_by_label("Export CSV").click();
    step_until(&mut harness, "Exported 2 rows to");

    let files: Vec<_> = std::fs::read_dir(folder.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(
        files.len(),
        1,
        "one file, no leftover partial file: {files:?}"
    );
    let text = std::fs::read_to_string(&files[0]).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0].starts_with(
        "UUID,Name,Account type,Account type code,Country,Country code,Language pairs,Language pair codes,Membership,State"
    ));
    for uuid in &good {
        assert!(text.contains(&uuid.to_string()));
    }
}

/// Whether `text` holds a language pair code as the directory writes one (`eng_deu`).
fn holds_pair_code(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.windows(7).enumerate().any(|(at, w)| {
        w[3] == b'_'
            && w[..3].iter().chain(&w[4..]).all(u8::is_ascii_lowercase)
            && (at == 0 || !bytes[at - 1].is_ascii_alphanumeric())
            && bytes.get(at + 7).is_none_or(|b| !b.is_ascii_alphanumeric())
    })
}

#[test]
fn the_table_names_pairs_and_countries_and_its_filter_finds_them_by_name() {
    let sandbox = start_sandbox();
    // Three freelancers who translate from or into German, two who do not.
    let directory = client(&sandbox);
    let names = directory_desk::catalogue::Catalogue::builtin();
    let (mut german, mut other) = (Vec::new(), Vec::new());
    for uuid in block_on(ordinary_freelancers(&sandbox, 80)) {
        let profile = block_on(directory.freelancer(uuid)).unwrap();
        let pairs = profile.language_pair_codes();
        let has_german = pairs.iter().any(|p| p.split('_').any(|l| l == "deu"));
        // Nothing else in the row may hold the words filtered by (a country called Germany).
        let elsewhere = format!(
            "{} {}",
            profile.display_name().unwrap_or_default(),
            profile.country_code().map_or("", |c| names.country(c))
        )
        .to_lowercase();
        let named = profile.country_code().is_some()
            && !pairs.is_empty()
            && !elsewhere.contains("german")
            && !elsewhere.contains("deu");
        match (has_german, named) {
            (true, true) if german.len() < 3 => german.push(profile),
            (false, true) if other.len() < 2 => other.push(profile),
            _ => {}
        }
    }
    assert_eq!(
        (german.len(), other.len()),
        (3, 2),
        "the seed has both kinds"
    );
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    let uuids: Vec<String> = german
        .iter()
        .chain(&other)
        .map(|f| f.uuid.unwrap().to_string())
        .collect();
    paste(&mut harness, &uuids.join("\n"));
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 5 found");

    for profile in german.iter().chain(&other) {
        let country = names.country(profile.country_code().unwrap());
        assert!(!country.contains('_') && country.len() > 2, "{country}");
        assert!(shows(&harness, country), "the country {country} by name");
        let first_pair = names.pair(profile.language_pair_codes()[0]);
        assert!(
            shows(&harness, &first_pair),
            "the pair {first_pair} by name"
        );
    }
    assert!(shows(&harness, " → "));
    let coded: Vec<String> = harness
        .query_all_by(|_| true)
        .filter_map(|node| node.accesskit_node().label())
        .filter(|label| holds_pair_code(label))
        .collect();
    assert!(coded.is_empty(), "no pair codes on screen: {coded:?}");

    assert!(shows(&harness, "5 of 5 rows"));
    type_into(&mut harness, "Filter:", "german");
    step_until(&mut harness, "3 of 5 rows");
    // The codes still find what the names do.
    harness.get_by_label("Filter:").focus();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Filter:").type_text("deu");
    harness.run_steps(3);
    assert_eq!(
        harness.get_by_label("Filter:").value().as_deref(),
        Some("deu")
    );
    assert!(shows(&harness, "3 of 5 rows"));

    // The inspector names them too: pairs with their services, by name.
    let inspected = &german[0];
    harness
        .get_by_label(&inspected.display_name().unwrap())
        .click();
    step_until(&mut harness, "Skills");
    // Below the fold of the profile, as a person would find it.
    harness.get_by_label("Skills").scroll_to_me();
    harness.run_steps(3);
    harness.get_by_label("Skills").click();
    // The section opens over a few frames.
    let first_pair = names.pair(inspected.language_pair_codes()[0]);
    step_until(&mut harness, &format!("{first_pair}: "));
    let coded: Vec<String> = harness
        .query_all_by(|_| true)
        .filter_map(|node| node.accesskit_node().label())
        .filter(|label| holds_pair_code(label))
        .collect();
    assert!(
        coded.is_empty(),
        "no pair codes in the inspector: {coded:?}"
    );
}

#[test]
fn the_directorys_own_names_replace_the_built_in_ones_once_they_arrive() {
    use directory_desk::catalogue::Kind;
    let sandbox = start_sandbox();
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    step_until_true(&mut harness, "the directory's code lists in use", |h| {
        h.state().catalogue().served_by_directory(Kind::Language)
    });
    assert_eq!(
        harness.state().catalogue().language("gsw"),
        "German (Swiss)"
    );

    // A directory without them (404): the built-in names stay, the session is open, and the
    // activity log does not call a list the directory never published a problem.
    let without = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        codes: false,
        threads: 8,
        ..Default::default()
    });
    let mut harness = app_on(&without);
    step_until(&mut harness, "Signed in as");
    step_until(&mut harness, "Activity: 4 API calls, 0 with problems");
    let catalogue = harness.state().catalogue();
    assert!(!catalogue.served_by_directory(Kind::Language));
    assert_eq!(catalogue.language("gsw"), "Swiss German");
}

#[test]
fn a_custom_url_that_is_not_safe_is_refused_and_nothing_changes() {
    let sandbox = start_sandbox();
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Account").click();
    harness.run_steps(2);
    type_into(
        &mut harness,
        "Custom base URL:",
        "http://directory.example/v2/",
    );
    harness.get_by_label("Connect").click();
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("plain http").is_some());
    assert!(
        harness
            .query_all_by_label_contains(&sandbox.base_url())
            .next()
            .is_some(),
        "still on the same directory"
    );
    assert!(
        harness
            .query_all_by_label_contains("Lingua Bridge Agency")
            .count()
            >= 2,
        "the account details are shown"
    );
}

#[test]
fn an_api_key_is_checked_kept_in_the_keyring_used_next_time_and_removed_on_sign_out() {
    let Some(store) = real_keyring() else { return };
    let sandbox = start_sandbox();
    let choice = EnvironmentChoice::Custom(sandbox.base_url());
    let environment = directory_desk::config::custom_environment(&sandbox.base_url()).unwrap();
    let open = |store: &CredentialStore| {
        harness_full(
            Session::open_choice(Some(choice.clone()), store.clone(), || {}),
            Persisted::default(),
            store.clone(),
            fresh_data_folder(),
        )
    };

    let mut harness = open(&store);
    step_until(&mut harness, "add an API key in the Account tab");
    harness.get_by_label("Account").click();
    harness.run_steps(2);
    type_into(&mut harness, "API key:", "not-the-key");
    harness.get_by_label("Sign in").click();
    step_until(
        &mut harness,
        "That API key was not accepted; nothing was stored.",
    );
    assert_eq!(store.api_key(&environment.name).unwrap(), None);

    type_into(&mut harness, "API key:", DEMO_API_KEY);
    harness.get_by_label("Sign in").click();
    step_until(&mut harness, "The API key is kept in the OS keyring.");
    assert!(
        harness
            .query_by_label_contains("Signed in as Lingua Bridge Agency")
            .is_some()
    );
    assert_eq!(
        store.api_key(&environment.name).unwrap(),
        Some(Secret::new(DEMO_API_KEY))
    );
    assert!(
        harness.query_by_label_contains(DEMO_API_KEY).is_none(),
        "the key is never shown"
    );
    drop(harness);

    let mut next_start = open(&store);
    step_until(&mut next_start, "Signed in as Lingua Bridge Agency");
    next_start.get_by_label("Account").click();
    next_start.run_steps(2);
    next_start.get_by_label("Sign out").click();
    step_until(
        &mut next_start,
        "its API key and sign-in were removed from the OS keyring",
    );
    assert_eq!(store.api_key(&environment.name).unwrap(), None);
    assert!(
        next_start
            .query_by_label_contains("add an API key in the Account tab")
            .is_some()
    );
}

/// Looks up `uuids`, selects every row and adds them to the composer, then opens it.
pub(crate) fn compose_to(harness: &mut Harness<'_, DeskApp>, uuids: &[uuid::Uuid]) {
    let text: Vec<String> = uuids.iter().map(ToString::to_string).collect();
    paste(harness, &text.join("\n"));
    harness.get_by_label("Look up").click();
    step_until(harness, "Lookup finished");
    harness.get_by_label("Select all filtered").click();
    harness.run_steps(2);
    harness.get_by_label("Add selected to recipients").click();
    step_until(harness, "added to the recipients");
    harness.get_by_label_contains("Compose (").click();
    until_the_draft_is_open(harness);
}

/// Types the subject and the message, then sends after the confirmation.
fn write_and_send(harness: &mut Harness<'_, DeskApp>, subject: &str, body: &str) {
    type_into(harness, "Subject", subject);
    type_into(harness, "Message", body);
    harness.get_by_label("Send…").click();
    step_until(harness, "Send this message?");
    harness.get_by_label("Send now").click();
    harness.run_steps(2);
}

/// The sandbox's accepted messages with `subject`: who each reached.
pub(crate) fn delivered_with_subject(sandbox: &Sandbox, subject: &str) -> Vec<Vec<String>> {
    block_on(sent_messages(sandbox))
        .iter()
        .filter(|m| m["subject"] == subject)
        .map(|m| {
            m["delivered_to"]
                .as_array()
                .unwrap()
                .iter()
                .map(|u| u.as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

fn sizes(mut delivered: Vec<Vec<String>>) -> Vec<usize> {
    delivered.sort_by_key(|d| std::cmp::Reverse(d.len()));
    delivered.iter().map(Vec::len).collect()
}

/// Steps a while, for a test that checks that nothing happens.
fn idle(harness: &mut Harness<'_, DeskApp>, how_long: std::time::Duration) {
    let started = std::time::Instant::now();
    while started.elapsed() < how_long {
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[test]
fn a_composed_message_becomes_an_outbox_job_sent_in_chunks_of_25_exactly_once() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 30));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    let mut uuids = good.clone();
    uuids.push(unknown_uuid());
    compose_to(&mut harness, &uuids);
    assert!(
        harness
            .query_by_label_contains(
                "30 added to the recipients (30 in all); 1 selected rows left out"
            )
            .is_some(),
        "the profile that did not load is not a recipient"
    );
    assert!(harness.query_by_label("Recipients (30)").is_some());
    // The sender is suggested from the signed-in account.
    assert_eq!(
        harness.get_by_label("Sender name").value().as_deref(),
        Some("Lingua Bridge Agency")
    );
    type_into(&mut harness, "Subject", "Legal DE>EN, 40k words");
    type_into(
        &mut harness,
        "Message",
        "Dear colleague, are you available next week?",
    );
    assert!(shows(&harness, "44 characters"));
    assert!(shows(&harness, "30 recipients in 2 requests"));

    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    assert!(harness.query_by_label("Send this message?").is_some());
    assert!(
        block_on(sent_messages(&sandbox)).is_empty(),
        "nothing goes before the confirmation"
    );
    harness.get_by_label("Send now").click();
    step_until(&mut harness, "2 of 2 requests done");
    step_until(&mut harness, "Job 1 finished: 30 sent.");

    let delivered = delivered_with_subject(&sandbox, "Legal DE>EN, 40k words");
    assert_eq!(sizes(delivered.clone()), vec![25, 5]);
    let mut all: Vec<String> = delivered.concat();
    all.sort();
    let mut expected: Vec<String> = good.iter().map(ToString::to_string).collect();
    expected.sort();
    assert_eq!(all, expected, "everyone exactly once");
    let message = &block_on(sent_messages(&sandbox))[0];
    assert_eq!(message["sender_name"], "Lingua Bridge Agency");

    // The composer emptied itself once the job was written: a second click cannot send the
    // same message again.
    assert!(harness.query_by_label("Recipients (0)").is_some());
    assert!(shows(&harness, "Recipients: 30 sent"));
    harness.get_by_label("Open in Outbox").click();
    harness.run_steps(3);
    assert!(shows(&harness, "“Legal DE>EN, 40k words”"));
    assert!(harness.query_by_label("Done").is_some());
    assert!(shows(&harness, "Requests: 2 sent"));
    assert!(
        shows(&harness, "Requests of job 1 (2)"),
        "the requests are listed"
    );
    idle(&mut harness, std::time::Duration::from_millis(500));
    assert_eq!(
        block_on(sent_messages(&sandbox)).len(),
        2,
        "nothing more went"
    );
}

#[test]
fn a_request_whose_answer_was_lost_waits_for_the_users_word() {
    use directory_desk::sandbox::Fault;
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 40));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    compose_to(&mut harness, &good);
    // The second request is processed, then its connection drops before the answer.
    block_on(script_faults(
        &sandbox,
        "messages",
        &[Fault::None, Fault::DropAfter],
    ));
    write_and_send(&mut harness, "Availability", "Hello");
    step_until(&mut harness, "needs your decision in the Outbox");
    assert!(shows(&harness, "may have received it"));
    assert!(
        !shows(&harness, "Compose again"),
        "nobody is certainly unreached, so there is nobody to write to again"
    );
    assert_eq!(
        sizes(delivered_with_subject(&sandbox, "Availability")),
        vec![25, 15],
        "the dropped request was delivered, and not sent again"
    );
    harness.get_by_label("Open in Outbox").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("Needs your decision").is_some());
    assert!(shows(&harness, "Requests: 1 sent · 1 unknown"));
    harness.get_by_label("Mark as delivered").click();
    step_until(&mut harness, "Requests: 2 sent");
    assert!(harness.query_by_label("Done").is_some());
    assert!(shows(&harness, "Marked as delivered by you."));
    assert_eq!(
        delivered_with_subject(&sandbox, "Availability").len(),
        2,
        "marking sends nothing"
    );

    // The same again, and this time the user has it sent again.
    open_tab(&mut harness, "UUID lookup");
    harness.get_by_label("Add selected to recipients").click();
    step_until(&mut harness, "added to the recipients");
    open_tab(&mut harness, "Compose (");
    until_the_draft_is_open(&mut harness);
    block_on(script_faults(
        &sandbox,
        "messages",
        &[Fault::None, Fault::DropAfter],
    ));
    // They were all messaged a moment ago: the question names them, and the user includes
    // them.
    type_into(&mut harness, "Subject", "Availability, again");
    type_into(&mut harness, "Message", "Hello again");
    harness.get_by_label("Send…").click();
    step_until(
        &mut harness,
        "40 recipients were messaged from this environment in the last 7 days:",
    );
    harness.get_by_label("Send to them too").click();
    harness.run_steps(2);
    step_until(&mut harness, "Job 2 finished");
    harness.get_by_label("Open in Outbox").click();
    harness.run_steps(3);
    harness.get_by_label("Resend…").click();
    harness.run_steps(2);
    assert!(shows(&harness, "they get the message twice"));
    assert_eq!(
        delivered_with_subject(&sandbox, "Availability, again").len(),
        2,
        "nothing before the confirmation"
    );
    harness.get_by_label("Send it again").click();
    step_until_true(&mut harness, "both jobs done", |h| {
        count(h, "Requests: 2 sent") == 2
    });
    idle(&mut harness, std::time::Duration::from_millis(500));
    let again = delivered_with_subject(&sandbox, "Availability, again");
    assert_eq!(again.len(), 3, "exactly once more: {again:?}");
    assert!(
        again[..2].contains(&again[2]),
        "the resend went to the same recipients"
    );
}

/// The requests of a job are selected as every table's rows are: a click, Ctrl/Cmd-click,
/// Space; the unknown ones among the selected are decided together, after the question, and
/// the others stay as they were.
#[test]
fn unknown_requests_selected_in_their_table_are_decided_together() {
    use directory_desk::sandbox::Fault;
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 75));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    compose_to(&mut harness, &good);
    // Every request is processed, then its connection drops before the answer.
    let drops = [Fault::DropAfter, Fault::DropAfter, Fault::DropAfter];
    block_on(script_faults(&sandbox, "messages", &drops));
    write_and_send(&mut harness, "Rates", "Hello");
    step_until(&mut harness, "3 requests need your decision in the Outbox");
    harness.get_by_label("Open in Outbox").click();
    harness.run_steps(3);
    step_until(&mut harness, "Requests: 3 unknown");
    assert!(
        !shows(&harness, "selected as delivered"),
        "nothing selected yet"
    );
    // The first request's row, then the third with Ctrl/Cmd.
    harness
        .query_all_by_label("unknown")
        .next()
        .unwrap()
        .click();
    harness.run_steps(2);
    let third = harness.query_all_by_label("unknown").nth(2).unwrap();
    third.click_modifiers(egui::Modifiers::COMMAND);
    harness.run_steps(2);
    harness
        .get_by_label("Mark the 2 selected as delivered…")
        .click();
    step_until(
        &mut harness,
        "Mark the selected unknown requests of job 1 as delivered?",
    );
    harness.get_by_label("Record as delivered").click();
    step_until(&mut harness, "Requests: 2 sent · 1 unknown");
    assert_eq!(
        delivered_with_subject(&sandbox, "Rates").len(),
        3,
        "marking sends nothing"
    );
    // A click on the first (delivered now), Down to the one left, Space adds it; a resend
    // of the one unknown among them asks first.
    harness.query_all_by_label("sent").next().unwrap().click();
    harness.run_steps(2);
    assert!(
        !shows(&harness, "Resend the"),
        "no unknown request selected"
    );
    harness.key_press(egui::Key::ArrowDown);
    harness.run_steps(2);
    harness.key_press(egui::Key::Space);
    harness.run_steps(2);
    harness.get_by_label("Resend the 1 selected…").click();
    step_until(
        &mut harness,
        "Resend the selected unknown requests of job 1?",
    );
}

/// What a library says about a failed request, which must never be the main message.
const LIBRARY_WORDS: &[&str] = &[
    "reqwest",
    "hyper",
    "error sending request",
    "SendRequest",
    "client error (",
];

fn shows_library_words(harness: &Harness<'_, DeskApp>) -> Option<&'static str> {
    let screen = desk::screen_text(harness);
    LIBRARY_WORDS
        .iter()
        .copied()
        .find(|word| screen.contains(word))
}

#[test]
fn errors_read_in_plain_words_with_the_technical_text_under_details() {
    use directory_desk::sandbox::Fault;
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 4));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");

    // A message whose connection drops after the directory took it.
    compose_to(&mut harness, &good[..3]);
    block_on(script_faults(&sandbox, "messages", &[Fault::DropAfter]));
    write_and_send(&mut harness, "Plain words", "Hello");
    step_until(&mut harness, "needs your decision in the Outbox");
    harness.get_by_label("Open in Outbox").click();
    harness.run_steps(3);
    step_until(
        &mut harness,
        "The connection broke after the message was sent.",
    );
    assert!(shows(&harness, "It may have been delivered"));
    assert!(shows(&harness, "Details"), "the detail is a click away");
    assert_eq!(shows_library_words(&harness), None);

    // A lookup whose every try meets a dropped connection.
    open_tab(&mut harness, "UUID lookup");
    block_on(script_faults(
        &sandbox,
        "freelancer/",
        &[Fault::DropBefore; 8],
    ));
    paste(&mut harness, &good[3].to_string());
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 0 found, 1 failed.");
    let plain = "The connection broke before the directory answered.";
    assert!(shows(&harness, &format!("error: {plain}")));
    // The row's State cell is under the inspector at this width: the row is clicked where
    // a person sees it, at its left end.
    let state = harness
        .get_by_label_contains(&format!("error: {plain}"))
        .rect();
    click_at(&mut harness, egui::pos2(60.0, state.center().y));
    step_until(&mut harness, "Could not be looked up");
    assert!(shows(&harness, plain));
    assert_eq!(shows_library_words(&harness), None);
    // Collapsed until asked for; then the technical text is there, for a support request.
    assert!(!shows(
        &harness,
        "the connection broke before the server answered:"
    ));
    harness.get_by_label("Details").click();
    step_until(
        &mut harness,
        "the connection broke before the server answered:",
    );
}

#[test]
fn a_right_to_left_name_is_read_out_as_written() {
    let sandbox = start_sandbox();
    let directory = client(&sandbox);
    let arabic = |c: char| ('\u{0600}'..='\u{06FF}').contains(&c);
    // A name of two Arabic words or more: one whose painted order differs from its logical one.
    let (uuid, name) = block_on(async {
        for uuid in ordinary_freelancers(&sandbox, usize::MAX).await {
            let profile = directory.freelancer(uuid).await.expect("a seeded profile");
            if let Some(name) = profile
                .display_name()
                .filter(|n| n.chars().any(arabic) && n.trim().contains(' '))
            {
                return Some((uuid, name));
            }
        }
        None
    })
    .expect("the sandbox seeds names in Arabic script");
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    paste(&mut harness, &uuid.to_string());
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 1 found");
    // Painted in reading order, but a screen reader gets the name as written: the table's
    // cell, then the inspector's heading and Name field, carry the logical text.
    harness.get_by_label(&name).click();
    harness.run_steps(3);
    assert!(
        harness.query_all_by_label(&name).count() >= 2,
        "the table and the inspector name {name} as written"
    );
}

/// Writes a job for `recipients` into the journal in `folder`, as a process that then died
/// would have left it: with the requests numbered in `out` out.
pub(crate) fn interrupted_job(
    folder: &std::path::Path,
    directory: &str,
    subject: &str,
    recipients: &[uuid::Uuid],
    out: &[u32],
) {
    use directory_desk::store::{DraftRecipient, JournalWrite, NewJob, NewRequest, Store};
    let mut store = Store::open_in(folder).unwrap();
    let job = NewJob {
        account: None,
        directory: directory.into(),
        sender_name: "Ana Coordinator".into(),
        sender_email: "ana@linguabridge.example".into(),
        subject: subject.into(),
        body: "Hello".into(),
        message_type: directory_desk::api::MessageType::Rfq,
        personalised: false,
        offer: None,
        requests: recipients
            .chunks(25)
            .map(|chunk| NewRequest {
                recipients: chunk
                    .iter()
                    .map(|uuid| DraftRecipient {
                        uuid: *uuid,
                        name: None,
                    })
                    .collect(),
                subject: None,
                body: None,
            })
            .collect(),
    };
    let id = store.create_job(&job).unwrap();
    let writes: Vec<JournalWrite> = out
        .iter()
        .map(|seq| JournalWrite::begin_sending(id, *seq))
        .collect();
    store.apply(&writes).unwrap();
}

#[test]
fn a_job_interrupted_by_a_crash_waits_for_resume_then_sends_the_rest() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 60));
    let folder = fresh_data_folder();
    interrupted_job(&folder, &sandbox.base_url(), "Left behind", &good, &[1]);
    let exports = tempfile::tempdir().unwrap();
    let persisted = Persisted {
        export_folder: Some(exports.path().to_path_buf()),
        ..Persisted::default()
    };
    let mut harness = harness_full(
        session_on(&sandbox, DEMO_API_KEY),
        persisted,
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder,
    );
    step_until(&mut harness, "Job 1 was interrupted while sending");
    assert!(shows(&harness, "Outbox (1 need you)"));
    open_tab(&mut harness, "Outbox");
    assert!(
        harness
            .query_by_label("Interrupted: resume to send the rest")
            .is_some()
    );
    assert!(shows(&harness, "Sending was interrupted (job 1)"));
    assert!(shows(&harness, "Requests: 2 queued · 1 unknown"));
    assert!(harness.query_by_label("Mark as delivered").is_some());
    idle(&mut harness, std::time::Duration::from_secs(1));
    assert!(
        block_on(sent_messages(&sandbox)).is_empty(),
        "nothing goes before the user resumes"
    );

    harness.get_by_label("Resume").click();
    step_until(&mut harness, "Job 1 finished");
    assert!(harness.query_by_label("Needs your decision").is_some());
    assert!(shows(&harness, "Requests: 2 sent · 1 unknown"));
    assert_eq!(
        sizes(delivered_with_subject(&sandbox, "Left behind")),
        vec![25, 10],
        "the rest went, and the request whose fate is unknown did not"
    );

    harness.get_by_label("Export report…").click();
    step_until(&mut harness, "Exported 60 rows to");
    let files: Vec<_> = std::fs::read_dir(exports.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("directory-desk-job-1-"), "{name}");
    let report = std::fs::read_to_string(&files[0]).unwrap();
    assert!(report.starts_with("recipient,name,state,request,directory said"));
    assert_eq!(
        report.lines().filter(|l| l.contains(",unknown,1,")).count(),
        25
    );
    assert_eq!(report.lines().filter(|l| l.contains(",sent,")).count(), 35);
}

#[test]
fn a_request_refused_for_an_invalid_recipient_can_go_without_them() {
    let sandbox = start_sandbox();
    let mut recipients = block_on(ordinary_freelancers(&sandbox, 3));
    recipients.insert(1, unknown_uuid());
    let folder = fresh_data_folder();
    interrupted_job(
        &folder,
        &sandbox.base_url(),
        "With a stranger",
        &recipients,
        &[],
    );
    let mut harness = harness_full(
        session_on(&sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder,
    );
    step_until(&mut harness, "Job 1 was interrupted");
    open_tab(&mut harness, "Outbox");
    harness.get_by_label("Resume").click();
    step_until(&mut harness, "Job 1 finished");
    assert!(shows(&harness, "Requests: 1 failed"));
    assert!(shows(&harness, "its reasons are in the details"));
    // The directory's own words are under the request's Details.
    harness.get_by_label("Details").click();
    harness.run_steps(2);
    assert!(shows(
        &harness,
        &format!("Invalid recipient: {}", unknown_uuid())
    ));
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(block_on(sent_messages(&sandbox)).is_empty());
    harness.get_by_label("Retry without 1 invalid").click();
    step_until(&mut harness, "Requests: 1 sent");
    // Left out of the retry on the user's word, and named on its request's row.
    assert!(shows(&harness, "Recipients: 3 sent, 1 left out"));
    assert!(shows(&harness, &format!("Left out: {}", unknown_uuid())));
    let delivered = delivered_with_subject(&sandbox, "With a stranger");
    assert_eq!(delivered.len(), 1);
    let mut expected: Vec<String> = recipients
        .iter()
        .filter(|u| **u != unknown_uuid())
        .map(ToString::to_string)
        .collect();
    expected.sort();
    let mut got = delivered[0].clone();
    got.sort();
    assert_eq!(got, expected);
}

/// The CPU time this thread has used (user and system), where the system says: Linux's
/// `/proc/thread-self/stat`, in clock ticks of 10 ms (`USER_HZ` is 100 on every Linux).
fn thread_cpu_time() -> Option<std::time::Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // The fields after the command's closing parenthesis start at the state (field 3);
    // utime and stime are fields 14 and 15 (proc_pid_stat(5)).
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i)?.parse::<u64>().ok();
    Some(std::time::Duration::from_millis(
        (ticks(11)? + ticks(12)?) * 10,
    ))
}

#[test]
fn a_job_of_ten_thousand_recipients_draws_quickly_and_can_be_cancelled() {
    let sandbox = start_sandbox();
    let folder = fresh_data_folder();
    let many: Vec<uuid::Uuid> = (1..=10_000).map(uuid::Uuid::from_u128).collect();
    interrupted_job(&folder, &sandbox.base_url(), "Everyone", &many, &[1]);
    let mut harness = harness_full(
        session_on(&sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder,
    );
    step_until(&mut harness, "Job 1 was interrupted while sending");
    open_tab(&mut harness, "Outbox");
    assert!(shows(&harness, "10,000 recipients · 400 requests"));
    assert!(shows(&harness, "Requests: 399 queued · 1 unknown"));
    // The table lays out only the rows on screen: a frame of a 400-request job costs about
    // what any frame does. The cost is this thread's CPU time, not the wall clock's, which
    // also counts the time the thread waited for a core on a busy machine.
    let (started, cpu_before) = (std::time::Instant::now(), thread_cpu_time());
    harness.run_steps(20);
    let wall = started.elapsed() / 20;
    let per_frame = match (cpu_before, thread_cpu_time()) {
        (Some(before), Some(after)) => (after - before) / 20,
        _ => wall,
    };
    assert!(
        per_frame < std::time::Duration::from_millis(250),
        "{per_frame:?} of CPU time per frame ({wall:?} on the wall clock)"
    );

    harness.get_by_label("Cancel…").click();
    harness.run_steps(2);
    assert!(shows(
        &harness,
        "The 399 requests not sent yet will never be sent"
    ));
    harness.get_by_label("Cancel the job").click();
    step_until(
        &mut harness,
        "Recipients: 25 may have been delivered, 9,975 not sent",
    );
    assert!(harness.query_by_label("Cancelled").is_some());
    assert!(
        harness.query_by_label("Resume").is_none(),
        "a cancelled job stays so"
    );
    assert!(block_on(sent_messages(&sandbox)).is_empty());
}

#[test]
fn a_personal_message_goes_one_request_each_with_their_own_names() {
    use directory_desk::outbox::personalise::RecipientFields;
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 4));
    let api = client(&sandbox);
    let expected: Vec<(String, String)> = good
        .iter()
        .map(|uuid| {
            let profile = block_on(api.freelancer(*uuid)).unwrap();
            let first = RecipientFields::of(&profile)
                .first_name
                .unwrap_or_else(|| "colleague".into());
            (uuid.to_string(), format!("Dear {first}, are you free?"))
        })
        .collect();
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    compose_to(&mut harness, &good);
    type_into(&mut harness, "Subject", "Personal note");
    type_into(
        &mut harness,
        "Message",
        "Dear {{first_name}}, are you free?",
    );
    assert!(shows(&harness, "Each recipient gets their own request"));
    assert!(shows(&harness, "4 recipients in 4 requests (one each"));
    type_into(&mut harness, "Fallback for {{first_name}}", "colleague");
    harness.get_by_label("Preview").click();
    harness.run_steps(2);
    harness.get_by_label("Preview for");
    assert!(
        shows(&harness, &expected[0].1),
        "the first recipient's own text"
    );

    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    assert!(shows(&harness, "4 recipients in 4 requests"));
    harness.get_by_label("Send now").click();
    step_until(&mut harness, "Job 1 finished: 4 sent.");
    let mut received: Vec<(String, String)> = block_on(sent_messages(&sandbox))
        .iter()
        .map(|m| {
            let to = m["delivered_to"].as_array().unwrap();
            assert_eq!(to.len(), 1, "one request per recipient");
            (
                to[0].as_str().unwrap().to_owned(),
                m["body"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    received.sort();
    let mut expected = expected;
    expected.sort();
    assert_eq!(received, expected);
}

#[test]
fn a_bad_draft_shows_its_problems_in_place_and_sends_nothing() {
    let sandbox = start_sandbox();
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Compose").click();
    until_the_draft_is_open(&mut harness);
    type_into(&mut harness, "Sender e-mail", "ana@");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    harness.run_steps(2);
    for problem in [
        "add at least one recipient",
        "is not a well-formed e-mail address",
        "the subject is empty",
        "the message text is empty",
        "Fix the marked fields to send.",
    ] {
        assert!(shows(&harness, problem), "{problem}");
    }
    assert!(harness.query_by_label("Send this message?").is_none());
    assert!(block_on(sent_messages(&sandbox)).is_empty());
}

#[test]
fn a_placeholder_typo_shows_beside_the_message_and_sends_nothing() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    compose_to(&mut harness, &good);
    type_into(&mut harness, "Subject", "Glossary review");
    type_into(&mut harness, "Message", "Dear {{fist_name}},");
    harness.run_steps(2);
    let problem = "{{fist_name}} is not a placeholder this app knows; the placeholders are \
                   {{site_name}}, {{first_name}}, {{last_name}}";
    assert!(shows(&harness, problem), "shown as it is typed");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    harness.run_steps(2);
    assert!(harness.query_by_label("Send this message?").is_none());
    assert!(shows(&harness, "Fix the marked fields to send."));
    idle(&mut harness, std::time::Duration::from_millis(300));
    assert!(block_on(sent_messages(&sandbox)).is_empty());
}

#[test]
fn ctrl_enter_asks_first_and_escape_closes_the_question() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    compose_to(&mut harness, &good);
    type_into(&mut harness, "Subject", "Glossary review");
    type_into(&mut harness, "Message", "Hello");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    step_until(&mut harness, "Send this message?");
    assert!(shows(&harness, "2 recipients in 1 request"));
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("Send this message?").is_none());
    assert!(block_on(sent_messages(&sandbox)).is_empty());
    assert!(
        harness.query_by_label("Recipients (2)").is_some(),
        "the draft is untouched"
    );
}

#[test]
fn the_draft_is_saved_as_typed_and_back_after_a_restart() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let folder = fresh_data_folder();
    let open = || {
        harness_full(
            session_on(&sandbox, DEMO_API_KEY),
            Persisted::default(),
            CredentialStore::new(UNTOUCHED_KEYRING),
            folder.clone(),
        )
    };
    let mut harness = open();
    step_until(&mut harness, "Signed in as");
    compose_to(&mut harness, &good);
    type_into(&mut harness, "Sender name", " (Ana)");
    type_into(&mut harness, "Subject", "Certified translation");
    type_into(&mut harness, "Message", "Half-written…");
    harness.run_steps(2);
    drop(harness);

    let mut harness = open();
    step_until(&mut harness, "Signed in as");
    // The saved draft comes from the store on its own thread, not with the sign-in: the tab
    // is titled "Compose (3)" once it is in.
    open_tab(&mut harness, "Compose (3)");
    until_the_draft_is_open(&mut harness);
    assert!(harness.query_by_label("Recipients (3)").is_some());
    assert_eq!(
        harness.get_by_label("Subject").value().as_deref(),
        Some("Certified translation")
    );
    assert_eq!(
        harness.get_by_label("Message").value().as_deref(),
        Some("Half-written…")
    );
    assert_eq!(
        harness.get_by_label("Sender name").value().as_deref(),
        Some("Lingua Bridge Agency (Ana)"),
        "the sender is remembered too"
    );
}

#[test]
fn the_zoom_is_a_setting_that_is_kept() {
    let sandbox = start_sandbox();
    let persisted = Persisted {
        zoom: Some(1.5),
        ..Persisted::default()
    };
    let mut harness = harness_with(session_on(&sandbox, DEMO_API_KEY), persisted);
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("View").click();
    harness.run_steps(2);
    assert!(shows(&harness, "Zoom: 150%"), "the saved zoom is applied");
    harness.get_by_label_contains("Actual size").click();
    harness.run_steps(2);
    harness.get_by_label("View").click();
    harness.run_steps(2);
    assert!(shows(&harness, "Zoom: 100%"));
    harness.get_by_label_contains("Zoom in").click();
    harness.run_steps(2);
    harness.get_by_label("View").click();
    harness.run_steps(2);
    assert!(shows(&harness, "Zoom: 110%"));
}

/// Writes a draft for `recipients` (no names: as a list or a file of bare UUIDs gives them)
/// into the database in `folder`, as an earlier session would have left it.
fn saved_draft(
    folder: &std::path::Path,
    directory: &str,
    recipients: &[uuid::Uuid],
    subject: &str,
) {
    use directory_desk::store::{ComposerDraft, DraftRecipient, Sender, Store};
    let store = Store::open_in(folder).unwrap();
    store
        .save_draft(
            directory,
            &ComposerDraft {
                recipients: recipients
                    .iter()
                    .map(|uuid| DraftRecipient {
                        uuid: *uuid,
                        name: None,
                    })
                    .collect(),
                message_type: directory_desk::api::MessageType::Rfq,
                subject: subject.into(),
                body: "Are you available next week?".into(),
                fallbacks: Default::default(),
            },
        )
        .unwrap();
    store
        .save_sender(
            directory,
            &Sender {
                name: "Ana Coordinator".into(),
                email: "ana@linguabridge.example".into(),
            },
        )
        .unwrap();
}

fn app_with_data(sandbox: &Sandbox, folder: &std::path::Path) -> Harness<'static, DeskApp> {
    harness_full(
        session_on(sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder.to_path_buf(),
    )
}

#[test]
fn a_restored_draft_is_verified_and_an_unknown_recipient_left_out_before_sending() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let mut recipients = good.clone();
    recipients.insert(1, unknown_uuid());
    let folder = fresh_data_folder();
    saved_draft(
        &folder,
        &sandbox.base_url(),
        &recipients,
        "Restored and checked",
    );
    let mut harness = app_with_data(&sandbox, &folder);
    step_until(&mut harness, "Signed in as");
    open_tab(&mut harness, "Compose (4)");
    until_the_draft_is_open(&mut harness);
    assert!(shows(
        &harness,
        "4 recipients not looked up in this session."
    ));

    // Sending first: the question offers to verify, since nobody was looked up.
    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    assert!(shows(
        &harness,
        "4 recipients were not looked up in this session."
    ));
    harness.get_by_label("Verify first").click();
    // Each answer shows as it comes, the unknown one perhaps first: the test waits for the
    // end of the verification, when every answer is in.
    step_until(&mut harness, "Looked up 4 of 4.");
    assert!(shows(&harness, "1 recipient is not in the directory"));
    assert!(harness.query_by_label("Send this message?").is_none());
    assert!(shows(&harness, "Looked up 4 of 4."));
    assert!(shows(
        &harness,
        &format!(
            "{}: The directory knows no user with this UUID.",
            unknown_uuid()
        )
    ));
    assert_eq!(
        block_on(requests_for(&sandbox, "POST /v2/messages")),
        0,
        "nothing went while verifying"
    );
    let first = block_on(client(&sandbox).freelancer(good[0])).unwrap();
    assert!(
        shows(&harness, &first.display_name().unwrap()),
        "a bare UUID got its name from the profile"
    );

    harness.get_by_label("Leave out 1 unknown").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Recipients (3)").is_some());
    assert!(shows(&harness, "Left out 1 unknown recipient"));
    assert!(shows(
        &harness,
        "All 3 recipients looked up in this session."
    ));
    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    assert!(!shows(&harness, "not looked up in this session"));
    assert!(shows(&harness, "3 recipients in 1 request"));
    harness.get_by_label("Send now").click();
    step_until(&mut harness, "Job 1 finished: 3 sent.");
    idle(&mut harness, std::time::Duration::from_millis(300));
    let delivered = delivered_with_subject(&sandbox, "Restored and checked");
    assert_eq!(delivered.len(), 1, "exactly once: {delivered:?}");
    let mut got = delivered[0].clone();
    got.sort();
    let mut expected: Vec<String> = good.iter().map(ToString::to_string).collect();
    expected.sort();
    assert_eq!(got, expected, "the others only");
    assert_eq!(block_on(requests_for(&sandbox, "POST /v2/messages")), 1);
}

#[test]
fn a_long_verification_shows_progress_and_can_be_cancelled() {
    let sandbox = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        faults: directory_desk::sandbox::FaultPlan {
            latency_ms: 40,
            ..Default::default()
        },
        threads: 8,
        ..Default::default()
    });
    let many = block_on(ordinary_freelancers(&sandbox, 300));
    let folder = fresh_data_folder();
    // Its placeholder needs every profile, one lookup each (a plain message is checked by
    // the recipients' summaries, dozens a request, and is over at once).
    saved_draft(&folder, &sandbox.base_url(), &many, "Many {{first_name}}");
    let mut harness = app_with_data(&sandbox, &folder);
    step_until(&mut harness, "Signed in as");
    open_tab(&mut harness, "Compose (300)");
    until_the_draft_is_open(&mut harness);
    harness.get_by_label("Verify recipients").click();
    step_until(&mut harness, "Verifying recipients: ");
    // The window keeps drawing while it runs: typing goes on.
    type_into(&mut harness, "Subject", ", edited");
    assert_eq!(
        harness.get_by_label("Subject").value().as_deref(),
        Some("Many {{first_name}}, edited")
    );
    harness.get_by_label("Cancel verification").click();
    step_until(&mut harness, "Verification cancelled after");
    assert!(harness.query_by_label("Cancel verification").is_none());
    idle(&mut harness, std::time::Duration::from_millis(300));
    let lookups = block_on(admin_get(&sandbox, "stats"))["data"]["total"]
        .as_u64()
        .unwrap_or(0);
    assert!(lookups < 300, "the cancel stopped the lookups: {lookups}");
    assert!(
        shows(&harness, "not looked up in this session."),
        "the rest can be verified later"
    );
}

#[test]
fn recipients_saved_as_a_list_come_back_from_it() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    compose_to(&mut harness, &good);
    let names_before: Vec<Option<String>> = harness
        .state()
        .composer_recipients()
        .iter()
        .map(|r| r.name.clone())
        .collect();
    harness.get_by_label("Save as list…").click();
    harness.run_steps(2);
    assert!(shows(&harness, "3 recipients from the composer."));
    type_into(&mut harness, "List name", "Legal ko>en");
    harness.get_by_label("Save list").click();
    step_until(&mut harness, "Saved 3 recipients as the list “Legal ko>en”");

    harness.get_by_label("Remove all").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Recipients (0)").is_some());
    harness.get_by_label("Add from list ▾").click();
    harness.run_steps(2);
    // "Saved …" is the store's answer to the save; the menu's entry comes with its answer to
    // the reading of the lists that follows.
    step_until_true(&mut harness, "the saved list in the menu", |h| {
        h.query_by_label("Legal ko>en (3)").is_some()
    });
    harness.get_by_label("Legal ko>en (3)").click();
    step_until(
        &mut harness,
        "3 added from the list “Legal ko>en” (3 in all)",
    );
    assert!(harness.query_by_label("Recipients (3)").is_some());
    let recipients = harness.state().composer_recipients().to_vec();
    assert_eq!(
        recipients.iter().map(|r| r.uuid).collect::<Vec<_>>(),
        good,
        "the same recipients, in order"
    );
    assert_eq!(
        recipients
            .iter()
            .map(|r| r.name.clone())
            .collect::<Vec<_>>(),
        names_before
    );

    // Saving under the same name asks before replacing.
    harness.get_by_label("Save as list…").click();
    harness.run_steps(2);
    type_into(&mut harness, "List name", "Legal ko>en");
    assert!(shows(
        &harness,
        "A list named “Legal ko>en” exists (3 members): saving replaces it."
    ));
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Save as a list").is_none());
}

#[test]
fn a_list_file_is_imported_as_a_named_list_and_exported_unchanged() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let files = tempfile::tempdir().unwrap();
    let original = format!(
        "uuid,name\r\n{},Ana Lima\r\n{},\"Bo, Jr \"\"the fast\"\"\"\r\n",
        good[0], good[1]
    );
    let file = files.path().join("Korean legal.csv");
    std::fs::write(&file, &original).unwrap();
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    let ctx = harness.ctx.clone();
    harness.state_mut().import_list_from(file, &ctx);
    step_until(&mut harness, "2 recipients from Korean legal.csv.");
    assert_eq!(
        harness.get_by_label("List name").value().as_deref(),
        Some("Korean legal"),
        "the name is the file's"
    );
    harness.get_by_label("Save list").click();
    step_until(
        &mut harness,
        "Saved 2 recipients as the list “Korean legal”",
    );

    harness.get_by_label("File").click();
    harness.run_steps(2);
    harness.get_by_label("Import list from file…");
    harness.get_by_label("Export list…").click();
    harness.run_steps(2);
    // The menu learns of the saved list from the store's next answer, after "Saved …".
    step_until_true(&mut harness, "the list offered for export", |h| {
        h.query_by_label("Korean legal (2)").is_some()
    });
    assert!(
        harness.query_by_label("Korean legal (2)").is_some(),
        "the list is offered for export"
    );
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);

    let exported = files.path().join("out.csv");
    harness
        .state_mut()
        .export_list_to("Korean legal".into(), exported.clone());
    step_until(&mut harness, "Exported the list “Korean legal” (2 members)");
    assert_eq!(std::fs::read_to_string(&exported).unwrap(), original);

    let nowhere = files.path().join("no-such-folder").join("out.csv");
    harness
        .state_mut()
        .export_list_to("Korean legal".into(), nowhere);
    step_until(&mut harness, "Could not export the list “Korean legal”");

    let empty = files.path().join("empty.csv");
    std::fs::write(&empty, "").unwrap();
    harness.state_mut().import_list_from(empty, &ctx);
    step_until(&mut harness, "empty.csv is empty");
    let words = files.path().join("words.txt");
    std::fs::write(&words, "Ana, Bo and Cy").unwrap();
    harness.state_mut().import_list_from(words, &ctx);
    step_until(&mut harness, "No UUIDs were found in words.txt");
}

#[test]
fn the_inspector_says_who_was_messaged_before() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    compose_to(&mut harness, &good);
    open_tab(&mut harness, "UUID lookup");
    let first = block_on(client(&sandbox).freelancer(good[0])).unwrap();
    harness.get_by_label(&first.display_name().unwrap()).click();
    step_until(&mut harness, "Not messaged from here before");

    open_tab(&mut harness, "Compose (");
    until_the_draft_is_open(&mut harness);

    until_the_draft_is_open(&mut harness);
    write_and_send(&mut harness, "Glossary review, legal", "Hello");
    step_until(&mut harness, "Job 1 finished: 2 sent.");
    open_tab(&mut harness, "UUID lookup");
    step_until(&mut harness, "Messaged before (1)");
    assert!(shows(&harness, "· sent · “Glossary review, legal” (job 1)"));
}

#[test]
fn fallbacks_survive_a_restart_and_only_a_ticked_box_leaves_a_word_out() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let folder = fresh_data_folder();
    let mut harness = app_with_data(&sandbox, &folder);
    step_until(&mut harness, "Signed in as");
    compose_to(&mut harness, &good);
    type_into(&mut harness, "Subject", "For {{site_name}}");
    type_into(
        &mut harness,
        "Message",
        "Dear {{first_name}} {{last_name}},",
    );
    type_into(&mut harness, "Fallback for {{first_name}}", "colleague");
    harness.get_by_label("Leave {{last_name}} out").click();
    harness.run_steps(2);
    // Typed, then emptied again: no fallback, not "leave it out".
    type_into(&mut harness, "Fallback for {{site_name}}", "x");
    harness.key_press(egui::Key::Backspace);
    harness.run_steps(2);
    harness.run_steps(2);
    drop(harness);

    let mut harness = app_with_data(&sandbox, &folder);
    step_until(&mut harness, "Signed in as");
    open_tab(&mut harness, "Compose (2)");
    until_the_draft_is_open(&mut harness);
    assert_eq!(
        harness
            .get_by_label("Fallback for {{first_name}}")
            .value()
            .as_deref(),
        Some("colleague")
    );
    let leave_out = harness.get_by_label("Leave {{last_name}} out");
    assert_eq!(
        format!("{:?}", leave_out.accesskit_node().toggled()),
        "Some(True)"
    );
    let site = harness.get_by_label("Leave {{site_name}} out");
    assert_eq!(
        format!("{:?}", site.accesskit_node().toggled()),
        "Some(False)"
    );
    assert_eq!(
        harness
            .get_by_label("Fallback for {{site_name}}")
            .value()
            .as_deref()
            .unwrap_or_default(),
        ""
    );
    // After a restart no profile was read yet: everyone lacks every field until verified.
    assert!(shows(
        &harness,
        "2 recipients have no site name: give a fallback"
    ));
    assert!(shows(
        &harness,
        "2 recipients have no last name: it is left out for them"
    ));
    assert!(shows(
        &harness,
        "2 recipients have no first name: they get the fallback"
    ));
}

// Signing in through the browser: the sandbox is the provider, and the stand-in browser (the
// binary's hidden `sandbox-browser`) consents over HTTP, as `tests/sign_in/sign_in.rs` drives
// it.

fn browsing(
    session: Session,
    credentials: CredentialStore,
    browser: OpenBrowser,
) -> Harness<'static, DeskApp> {
    desk::harness_browsing(
        session,
        Persisted::default(),
        credentials,
        fresh_data_folder(),
        Pictures::No,
        Some(browser),
    )
}

fn built_in_sandbox() -> Session {
    Session::open(
        Config::default().environment("sandbox").unwrap(),
        None,
        || {},
    )
}

fn open_account(harness: &mut Harness<'_, DeskApp>) {
    harness.get_by_label("Account").click();
    harness.run_steps(2);
}

fn is_enabled(harness: &Harness<'_, DeskApp>, label: &str) -> bool {
    !format!("{:?}", harness.get_by_label(label)).contains("disabled: true")
}

#[test]
fn a_browser_sign_in_shows_the_identity_token_and_the_status_bar_says_who() {
    let mut harness = browsing(
        built_in_sandbox(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        desk::stand_in_browser(&["--user", directory_desk::sandbox::SECOND_USER_UUID]),
    );
    step_until(&mut harness, "Signed in as Lingua Bridge Agency");
    open_account(&mut harness);
    harness.get_by_label("Sign in with browser").click();
    // The news comes as the session reopens, before the directory names the user; news
    // fades after 12 s of harness time (48 frames), so it is looked for while it is there.
    step_until(&mut harness, "Signed in to sandbox through the browser.");
    step_until(
        &mut harness,
        "Signed in as Aurora Localisation Studio <projects@aurora-loc.example> (through the browser)",
    );
    let second = directory_desk::sandbox::SECOND_USER_UUID;
    for text in [
        "Signed in through the browser (OAuth 2.0 + OpenID Connect)",
        &format!("{second} (the directory named the same user)"),
        "Subject (sub)",
        "Issuer (iss)",
        "http://127.0.0.1:",
        "Audience (aud)",
        directory_desk::sandbox::DEMO_CLIENT_ID,
        "Issued (iat)",
        "Expires (exp)",
        "Signed in at (auth_time)",
        " UTC (",
        "verified (HS256)",
        "not kept: the built-in sandbox forgets its sign-ins when it stops",
    ] {
        assert!(shows(&harness, text), "the panel shows {text}");
    }
    assert!(!shows(&harness, "signature not verified"));
    assert!(
        count(&harness, second) >= 3,
        "the UUID, the linked user and sub"
    );
}

#[test]
fn declining_in_the_browser_signs_nobody_in() {
    let sandbox = start_sandbox();
    let environment =
        desk::oauth_environment(&sandbox, directory_desk::sandbox::PUBLIC_CLIENT_ID, "");
    let mut harness = browsing(
        Session::open(environment, None, || {}),
        CredentialStore::without_keyring(),
        desk::stand_in_browser(&["--deny"]),
    );
    step_until(
        &mut harness,
        "Not signed in to test: sign in with the browser or add an API key in the Account tab.",
    );
    open_account(&mut harness);
    harness.get_by_label("Sign in with browser").click();
    step_until(&mut harness, "You declined the sign-in");
    assert!(shows(&harness, "Nobody was signed in."));
    assert!(shows(&harness, "Not signed in to test"));
    assert!(!shows(&harness, "Signed in as"));
    assert!(
        is_enabled(&harness, "Sign in with browser"),
        "it can be tried again"
    );
}

#[test]
fn waiting_for_the_browser_shows_the_address_to_copy_and_cancel_stops_it() {
    let sandbox = start_sandbox();
    let environment =
        desk::oauth_environment(&sandbox, directory_desk::sandbox::PUBLIC_CLIENT_ID, "");
    let mut harness = browsing(
        Session::open(environment, None, || {}),
        CredentialStore::without_keyring(),
        desk::silent_browser(false),
    );
    step_until(&mut harness, "Not signed in to test");
    open_account(&mut harness);
    harness.get_by_label("Sign in with browser").click();
    step_until(&mut harness, "/oauth/authorize?");
    // The address comes as the listener is up; why no browser opened, a message later.
    step_until(&mut harness, "No browser opened");
    assert!(shows(&harness, "Waiting for the browser…"));
    assert!(shows(
        &harness,
        "No browser opened (no browser is installed). Open this address in a browser yourself:"
    ));
    let address = harness
        .query_all_by_label_contains("/oauth/authorize?")
        .next()
        // A label's text is its accesskit value.
        .and_then(|node| node.accesskit_node().value())
        .expect("the address is shown");
    assert!(address.starts_with(&sandbox.auth_url()), "{address}");
    assert!(address.contains("code_challenge=") && address.contains("state="));

    harness.get_by_label("Copy address").click();
    harness.step();
    let copied: Vec<String> = harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|command| match command {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(copied, vec![address.clone()]);

    harness.get_by_label("Cancel").click();
    step_until(&mut harness, "The sign-in was cancelled");
    assert!(shows(&harness, "Nobody was signed in."));
    assert!(!shows(&harness, "Waiting for the browser…"));
    assert!(is_enabled(&harness, "Sign in with browser"));
    // The listener closed: the address leads nowhere now.
    let port = url::Url::parse(&address)
        .unwrap()
        .query_pairs()
        .find(|(k, _)| k == "redirect_uri")
        .map(|(_, v)| url::Url::parse(&v).unwrap().port().unwrap())
        .expect("the address names the loopback redirect");
    // The listener's accept thread stops a moment after the sign-in ends.
    let started = std::time::Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
        assert!(
            started.elapsed() < desk::PATIENCE,
            "the loopback listener on port {port} still accepts {:.1} s after the cancel",
            started.elapsed().as_secs_f64()
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[test]
fn without_a_keyring_a_browser_sign_in_can_stay_for_this_session_only() {
    let sandbox = start_sandbox();
    let environment =
        desk::oauth_environment(&sandbox, directory_desk::sandbox::PUBLIC_CLIENT_ID, "");
    let store = CredentialStore::without_keyring();
    let mut harness = browsing(
        Session::open_stored(environment, store.clone(), || {}),
        store,
        desk::stand_in_browser(&[]),
    );
    step_until(
        &mut harness,
        "Not signed in to test. This system has no keyring, so no sign-in is remembered between runs.",
    );
    open_account(&mut harness);
    harness.get_by_label("Sign in with browser").click();
    step_until(
        &mut harness,
        "Your system has no keyring, so this sign-in cannot be kept.",
    );
    assert!(
        !shows(&harness, "Signed in as"),
        "not before the user says so"
    );
    harness
        .get_by_label("Stay signed in for this session only")
        .click();
    // The news comes as the session reopens, before the directory names the user (and fades
    // after 48 harness frames).
    step_until(
        &mut harness,
        "Signed in to test through the browser, for this session only.",
    );
    step_until(
        &mut harness,
        "Signed in as Lingua Bridge Agency <coordinator@linguabridge.example> (through the browser)",
    );
    for text in [
        "signature not verified",
        "No key for RS256 was available",
        "The account link was checked",
        "for this session only: this system has no keyring",
    ] {
        assert!(shows(&harness, text), "the panel shows {text}");
    }

    harness.get_by_label("Sign out").click();
    step_until(&mut harness, "Signed out of test.");
    assert!(shows(&harness, "Not signed in to test"));
    assert!(!shows(&harness, "Signed in as"));
}

#[test]
fn a_browser_sign_in_is_kept_renewed_at_the_next_start_and_removed_on_sign_out() {
    use directory_desk::auth::tokens::StoredTokens;
    let Some(store) = real_keyring() else { return };
    // Access tokens live 30 seconds: less than the renewal margin, so the next start renews.
    let sandbox = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        threads: 16,
        oauth: directory_desk::sandbox::OAuthOptions {
            access_token_ttl_secs: 30,
            ..Default::default()
        },
        ..Default::default()
    });
    let environment = desk::oauth_environment(
        &sandbox,
        directory_desk::sandbox::PUBLIC_CLIENT_ID,
        &format!("jwks_url = \"{}/oauth/jwks\"", sandbox.auth_url()),
    );
    let open = |store: &CredentialStore| {
        browsing(
            Session::open_stored(environment.clone(), store.clone(), || {}),
            store.clone(),
            desk::stand_in_browser(&[]),
        )
    };

    let mut harness = open(&store);
    step_until(&mut harness, "sign in with the browser or add an API key");
    open_account(&mut harness);
    harness.get_by_label("Sign in with browser").click();
    step_until(&mut harness, "The sign-in is kept in the OS keyring.");
    step_until(&mut harness, "Signed in as Lingua Bridge Agency");
    assert!(
        shows(&harness, "verified (RS256)"),
        "checked against the JWKS"
    );
    assert!(shows(
        &harness,
        "in the OS keyring; the next start signs in with it"
    ));
    // Tokens this short-lived are renewed before each request and written back as they are,
    // so a read can meet the Secret Service replacing the item: it is tried again.
    let mut kept = None;
    step_until_true(&mut harness, "the sign-in in the keyring", |_| {
        kept = StoredTokens::load(&store, "test").ok().flatten();
        kept.is_some()
    });
    let first = kept.expect("the sign-in is kept");
    assert_eq!(first.user_uuid, Sandbox::demo_account());
    drop(harness);

    let mut next_start = open(&store);
    step_until(
        &mut next_start,
        "Signed in as Lingua Bridge Agency <coordinator@linguabridge.example> (through the browser)",
    );
    // The renewal is written to the keyring as the window opens; a read that meets the
    // Secret Service replacing the item is tried again.
    let mut renewed = None;
    step_until_true(
        &mut next_start,
        "the renewed sign-in in the keyring",
        |_| {
            renewed = StoredTokens::load(&store, "test")
                .ok()
                .flatten()
                .filter(|tokens| tokens.access_token != first.access_token);
            renewed.is_some()
        },
    );
    let renewed = renewed.expect("waited for");
    assert_ne!(renewed.access_token, first.access_token, "renewed first");
    assert_ne!(
        renewed.refresh_token, first.refresh_token,
        "the rotated refresh token was kept"
    );
    // Tokens this short-lived are renewed before every request, and each renewal keeps the
    // new tokens in the keyring: the session's first requests (the directory's code lists
    // among them) are let finish before signing out, so that none writes its renewal back
    // after the sign-out removed the tokens.
    step_until_true(&mut next_start, "the directory's code lists in use", |h| {
        h.state()
            .catalogue()
            .served_by_directory(directory_desk::catalogue::Kind::Language)
    });
    open_account(&mut next_start);
    assert!(shows(
        &next_start,
        "The identity token's claims are shown right after a sign-in"
    ));
    next_start.get_by_label("Sign out").click();
    step_until(
        &mut next_start,
        "its API key and sign-in were removed from the OS keyring",
    );
    assert_eq!(StoredTokens::load(&store, "test").unwrap(), None);
    drop(next_start);

    // A refresh the provider refuses signs the user out, and says so.
    StoredTokens {
        access_token: Secret::new("long-expired"),
        refresh_token: Some(Secret::new("revoked-refresh-token")),
        expires_at: 0,
        scope: None,
        user_uuid: Sandbox::demo_account(),
    }
    .save(&store, "test")
    .unwrap();
    let mut refused = open(&store);
    step_until(&mut refused, "Signed out: ");
    open_account(&mut refused);
    assert!(shows(&refused, "Sign in again."));
    assert!(is_enabled(&refused, "Sign in with browser"));
    assert_eq!(
        StoredTokens::load(&store, "test").unwrap(),
        None,
        "nothing that looks like a sign-in is kept"
    );
    let _ = store.forget("test");
}

/// Marks `uuid` do not contact in `directory` in the database in `folder`, as
/// `directory-desk vendors set UUID --status "do not contact"` would.
fn mark_do_not_contact(folder: &std::path::Path, directory: &str, uuid: uuid::Uuid) {
    use directory_desk::store::{Store, VendorChange, VendorStatus};
    let mut store = Store::open_in(folder).unwrap();
    store
        .change_vendors(
            directory,
            &[uuid],
            &VendorChange {
                status: Some(Some(VendorStatus::DoNotContact)),
                ..VendorChange::default()
            },
        )
        .unwrap();
}

/// Adds every row of the results table to the (empty) composer, writes a message and asks
/// to send it.
fn ask_to_send(harness: &mut Harness<'_, DeskApp>, recipients: usize, subject: &str) {
    desk::dismiss_toasts(harness);
    open_tab(harness, "UUID lookup");
    harness.get_by_label("Select all filtered").click();
    harness.run_steps(2);
    harness.get_by_label("Add selected to recipients").click();
    step_until(harness, "added to the recipients");
    harness.get_by_label_contains("Compose (").click();
    until_the_draft_is_open(harness);
    assert!(
        harness
            .query_by_label(&format!("Recipients ({recipients})"))
            .is_some()
    );
    type_into(harness, "Subject", subject);
    type_into(harness, "Message", "Are you available next week?");
    harness.get_by_label("Send…").click();
    step_until(harness, "Send this message?");
}

/// The configuration of an environment `test` on `sandbox`.
fn test_environment(sandbox: &Sandbox) -> String {
    format!(
        "[environments.test]\nbase_url = \"{}\"\n",
        sandbox.base_url()
    )
}

/// The directory key of that environment.
pub(crate) fn test_directory(sandbox: &Sandbox) -> String {
    Config::parse(&test_environment(sandbox))
        .unwrap()
        .environment("test")
        .unwrap()
        .directory_key()
}

/// A window on `sandbox` whose directory's desks share the team database at `url`, as
/// coordinator `coordinator`, with a data folder of its own.
pub(crate) fn window_in_a_team(
    sandbox: &Sandbox,
    url: &str,
    coordinator: &str,
    folder: &std::path::Path,
) -> Harness<'static, DeskApp> {
    let plain = test_environment(sandbox);
    let directory = test_directory(sandbox);
    let config = Config::parse(&format!(
        "{plain}[teams.\"{directory}\"]\nurl = \"{url}\"\ncoordinator = \"{coordinator}\"\n"
    ))
    .unwrap();
    let environment = config.environment("test").unwrap();
    assert!(environment.team.is_some(), "the environment knows its team");
    let session = Session::open(
        environment,
        Some(directory_desk::api::Credential::ApiKey(Secret::new(
            DEMO_API_KEY,
        ))),
        || {},
    );
    let mut harness = harness_full(
        session,
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder.to_owned(),
    );
    step_until(&mut harness, "Signed in as");
    harness
}

#[test]
fn with_the_team_database_away_the_window_sends_nothing_unless_told_so_and_records_it() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 1));
    let port = unused_port();
    let folder = fresh_data_folder();
    let mut harness = window_in_a_team(
        &sandbox,
        &format!("postgres://desk@127.0.0.1:{port}/team"),
        "Ana",
        &folder,
    );
    compose_to(&mut harness, &good);
    type_into(&mut harness, "Subject", "Team");
    type_into(&mut harness, "Message", "Hello");
    harness.get_by_label("Send…").click();
    let away = "The team database at 127.0.0.1 can't be reached: the do-not-contact and \
                recent-contact checks can't be made; nothing was sent.";
    step_until(&mut harness, away);
    assert!(
        harness.query_by_label("Send now").is_none(),
        "nothing to confirm"
    );
    assert!(
        harness.query_by_label("Subject").is_some(),
        "the message stays in the composer"
    );
    harness.run_steps(5);
    assert!(
        delivered_with_subject(&sandbox, "Team").is_empty(),
        "nothing reached the directory"
    );
    // Retry asks again: still away, still nothing sent.
    harness.get_by_label("Retry").click();
    harness.run_steps(3);
    step_until(&mut harness, away);
    assert!(delivered_with_subject(&sandbox, "Team").is_empty());

    // Sent unchecked only after the box is ticked; recorded in the data folder.
    harness.get_by_label("Send unchecked…").click();
    step_until(&mut harness, "Send this message?");
    assert!(shows(&harness, "may be messaged twice"));
    harness.get_by_label("Send now").click();
    harness.run_steps(5);
    assert!(
        delivered_with_subject(&sandbox, "Team").is_empty(),
        "not before the box is ticked"
    );
    harness
        .get_by_label_contains("I understand: send without the team's checks")
        .click();
    harness.run_steps(2);
    harness.get_by_label("Send now").click();
    step_until(&mut harness, "Job 1 finished: 1 sent.");
    assert_eq!(
        delivered_with_subject(&sandbox, "Team"),
        vec![vec![good[0].to_string()]]
    );
    let record = std::fs::read_to_string(folder.join("team-unchecked.log")).unwrap();
    assert!(
        record.contains("job 1 to 1 recipients")
            && record.contains("without the team database's checks")
            && record.contains("can't be reached"),
        "{record}"
    );
    // The note of the job (its lock file beside it is no note).
    let noted: Vec<String> = std::fs::read_dir(folder.join("team-unsent"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.ends_with(".lock"))
        .collect();
    assert_eq!(noted.len(), 1, "its contacts wait for the team to be back");
    let note = std::fs::read_to_string(folder.join("team-unsent").join(&noted[0])).unwrap();
    assert!(note.starts_with("1 unchecked/"), "{note}");
}

#[test]
fn a_send_from_the_window_names_colleagues_and_writes_its_contacts_to_the_team() {
    use directory_desk::team::{ContactState, Desk, Message, Team, TeamUrl};
    let Some(db) = block_on(crate::peers::team_database()) else {
        return;
    };
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 4));
    let (marked, recent, claimed, free) = (good[0], good[1], good[2], good[3]);
    let directory = test_directory(&sandbox);
    // The role every desk of the team uses (a table belongs to the role that made it).
    let url = TeamUrl::parse(&db.open_url).unwrap();
    let colleague = |name: &str| Desk {
        id: uuid::Uuid::new_v4(),
        coordinator: name.to_owned(),
    };
    let (ana, ben, cleo) = (colleague("Ana"), colleague("Ben"), colleague("Cleo"));
    // Ana marked one, Ben messaged another, Cleo is messaging a third right now.
    block_on(async {
        let mut team = Team::open(&url, None).await.unwrap();
        team.mark_do_not_contact(&directory, &ana, marked, "asked us to stop")
            .await
            .unwrap();
        let legal = Message {
            identity: "ben/job/1/1".into(),
            subject: "Legal EN→DE, urgent".into(),
        };
        team.record_contacts(&directory, &ben, &legal, &[recent], ContactState::Sent)
            .await
            .unwrap();
        let rates = Message {
            identity: "cleo/send".into(),
            subject: "Rates 2027".into(),
        };
        let now = directory_desk::store::now_ms();
        let found = team
            .check_and_claim(&directory, &cleo, &[claimed], 7, now, &rates)
            .await
            .unwrap();
        assert_eq!(found.claimed, vec![claimed]);
    });

    let mut harness = window_in_a_team(&sandbox, &db.open_url, "Dee", &fresh_data_folder());
    compose_to(&mut harness, &good);
    type_into(&mut harness, "Subject", "Team");
    type_into(&mut harness, "Message", "Hello");
    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    for words in [
        "1 recipient marked do not contact by the team is left out:".to_owned(),
        format!("({marked}): by Ana (asked us to stop)"),
        "1 recipient was messaged by colleagues in the last 7 days:".to_owned(),
        format!("({recent}): messaged just now by Ben (job 'Legal EN→DE, urgent')"),
        "1 recipient is being messaged by a colleague right now, and is left out:".to_owned(),
        format!("({claimed}): being messaged now by Cleo (job 'Rates 2027', since just now)"),
        "Checked against the team database at 127.0.0.1.".to_owned(),
    ] {
        assert!(
            harness.query_by_label_contains(&words).is_some(),
            "{words:?} is not shown"
        );
    }
    assert!(
        harness.query_by_label("Send now").is_none(),
        "a colleague's recent message needs the user's word"
    );
    harness.get_by_label("Leave them out").click();
    step_until(&mut harness, "Job 1 finished: 1 sent.");
    assert_eq!(
        delivered_with_subject(&sandbox, "Team"),
        vec![vec![free.to_string()]],
        "only the one nobody else marked, messaged or is messaging"
    );

    // The team knows: a colleague checking now is told Dee messaged them, and no claim of
    // Dee's is left; Cleo's claim is Cleo's.
    let found = block_on(async {
        let mut team = Team::connect(&url, None).await.unwrap();
        let now = directory_desk::store::now_ms();
        let probe = Message {
            identity: "ana/probe".into(),
            subject: "Probe".into(),
        };
        team.check_and_claim(&directory, &ana, &[free, claimed], 7, now, &probe)
            .await
            .unwrap()
    });
    assert_eq!(found.recent.len(), 1, "{found:?}");
    assert_eq!(found.recent[0].freelancer, free);
    assert_eq!(found.recent[0].coordinator, "Dee");
    assert_eq!(found.recent[0].subject, "Team");
    assert_eq!(found.recent[0].state, ContactState::Sent);
    assert_eq!(found.claimed, vec![free], "Dee's claim was released");
    assert_eq!(found.claimed_elsewhere.len(), 1);
    assert_eq!(found.claimed_elsewhere[0].coordinator, "Cleo");
}

/// Looks `uuid` up, shows them in the inspector and opens their (empty) vendor record.
fn open_vendor_record(harness: &mut Harness<'_, DeskApp>, sandbox: &Sandbox, uuid: uuid::Uuid) {
    paste(harness, &uuid.to_string());
    harness.get_by_label("Look up").click();
    step_until(harness, "Lookup finished: 1 found");
    let name = block_on(client(sandbox).freelancer(uuid))
        .unwrap()
        .display_name()
        .unwrap();
    harness.get_by_label(&name).click();
    step_until(harness, "Not messaged from here before");
    harness
        .get_by_label_contains("Vendor record: no status · 0 tags")
        .click();
    harness.run_steps(2);
}

#[test]
fn on_a_desk_in_a_team_the_window_changes_no_vendor_record_and_keeps_what_was_typed() {
    // The window does not write vendor records to the team database yet: an edit kept on
    // this desk alone would differ from the team's, so none is made, the notice names the
    // team database and the command that does, and the note typed stays in its field.
    use directory_desk::store::Store;
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 1));
    let folder = fresh_data_folder();
    let mut harness = window_in_a_team(
        &sandbox,
        "postgres://desk@db.agency.example/desk",
        "Ana",
        &folder,
    );
    open_vendor_record(&mut harness, &sandbox, good[0]);

    type_into(&mut harness, "New note", "Prefers mornings");
    harness.get_by_label("Add note").click();
    step_until(
        &mut harness,
        "share a team database (at db.agency.example), and the window does not write vendor records",
    );
    assert!(shows(&harness, "directory-desk vendors set"));
    assert!(shows(&harness, "Notes (0)"));
    assert_eq!(
        harness.get_by_label("New note").value().as_deref(),
        Some("Prefers mornings"),
        "the note typed stays in its field"
    );
    // Tried again, it is refused again: still nothing written.
    harness.get_by_label("Add note").click();
    harness.run_steps(5);
    assert_eq!(
        harness.get_by_label("New note").value().as_deref(),
        Some("Prefers mornings")
    );

    let store = Store::open_in(&folder).unwrap();
    let record = store.vendor(&test_directory(&sandbox), good[0]).unwrap();
    assert!(record.notes.is_empty(), "nothing reached the desk's store");
    assert_eq!(record.status, None);
}

#[test]
fn do_not_contact_never_receives_and_recent_contacts_go_or_stay_out_as_chosen() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let (barred, recent, other) = (good[0], good[1], good[2]);
    let folder = fresh_data_folder();
    mark_do_not_contact(&folder, &sandbox.base_url(), barred);
    let mut harness = app_with_data(&sandbox, &folder);
    step_until(&mut harness, "Signed in as");

    // A first message makes `recent` recently contacted; the inspector says so, its job a
    // link to the Outbox.
    compose_to(&mut harness, &[recent]);
    write_and_send(&mut harness, "First", "Hello");
    step_until(&mut harness, "Job 1 finished: 1 sent.");
    open_tab(&mut harness, "UUID lookup");
    let recent_name = block_on(client(&sandbox).freelancer(recent))
        .unwrap()
        .display_name()
        .unwrap();
    harness.get_by_label(&recent_name).click();
    step_until(&mut harness, "Messaged before (1)");
    harness.get_by_label_contains("“First” (job 1)").click();
    step_until(&mut harness, "Requests of job 1 (1)");

    // To all three: the barred one is named and left out, the recent one asked about.
    open_tab(&mut harness, "UUID lookup");
    let all: Vec<String> = good.iter().map(ToString::to_string).collect();
    paste(&mut harness, &all.join("\n"));
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 2 found");
    ask_to_send(&mut harness, 3, "Second");
    assert!(shows(
        &harness,
        "1 recipient marked do not contact is left out: nothing is sent to them."
    ));
    assert!(shows(&harness, &format!("({barred}) (do not contact)")));
    assert!(shows(
        &harness,
        "1 recipient was messaged from this environment in the last 7 days:"
    ));
    assert!(shows(&harness, &format!("({recent}): just now (job 1)")));
    assert!(
        shows(&harness, "2 recipients in 1 request"),
        "the barred one is not counted"
    );
    assert!(
        harness.query_by_label("Send now").is_none(),
        "the recent one needs the user's word"
    );
    // Going back shows the barred chip marked.
    harness.get_by_label("Go back").click();
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label_contains("⛔ do not contact  ×")
            .is_some()
    );
    assert!(shows(
        &harness,
        "1 recipient marked do not contact: left out of every message."
    ));
    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    harness.get_by_label("Leave them out").click();
    step_until(&mut harness, "Job 2 finished: 1 sent.");
    assert_eq!(
        delivered_with_subject(&sandbox, "Second"),
        vec![vec![other.to_string()]]
    );

    // Again to all three: now two were messaged recently, and this time they are included.
    ask_to_send(&mut harness, 3, "Third");
    assert!(shows(
        &harness,
        "2 recipients were messaged from this environment in the last 7 days:"
    ));
    assert!(shows(&harness, &format!("({other}): just now (job 2)")));
    harness.get_by_label("Send to them too").click();
    step_until(&mut harness, "Job 3 finished: 2 sent.");
    let mut third = delivered_with_subject(&sandbox, "Third").concat();
    third.sort();
    let mut expected = vec![recent.to_string(), other.to_string()];
    expected.sort();
    assert_eq!(third, expected);

    idle(&mut harness, std::time::Duration::from_millis(300));
    let everyone: Vec<String> = block_on(sent_messages(&sandbox))
        .iter()
        .flat_map(|m| m["delivered_to"].as_array().unwrap().clone())
        .map(|u| u.as_str().unwrap().to_owned())
        .collect();
    assert!(
        !everyone.contains(&barred.to_string()),
        "the do-not-contact freelancer never received anything"
    );

    // The request's details show the directory's whole receipt.
    harness.get_by_label("Open in Outbox").click();
    step_until(&mut harness, "Requests of job 3 (1)");
    harness
        .query_all_by_label("Details")
        .next()
        .expect("a sent request has details")
        .click();
    step_until(&mut harness, "message_vetting_id: ");
}

#[test]
fn the_inspectors_vendor_section_keeps_status_tags_notes_and_rates() {
    use directory_desk::store::{Store, VendorStatus};
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 1));
    let folder = fresh_data_folder();
    let mut harness = app_with_data(&sandbox, &folder);
    step_until(&mut harness, "Signed in as");
    open_vendor_record(&mut harness, &sandbox, good[0]);

    // Status: marked do not contact, in the inspector's header and the table.
    harness
        .get_by_role_and_label(egui::accesskit::Role::ComboBox, "Status")
        .click();
    harness.run_steps(2);
    harness.get_by_label("Do not contact").click();
    step_until(
        &mut harness,
        "⛔ Marked do not contact: left out of every message.",
    );
    assert!(
        harness.query_by_label("⛔ do not contact").is_some(),
        "the table row"
    );

    // A tag, added then removed.
    type_into(&mut harness, "New tag", "legal");
    harness.get_by_label("Add tag").click();
    step_until(&mut harness, "legal  ×");
    type_into(&mut harness, "New tag", "medical");
    harness.get_by_label("Add tag").click();
    step_until(&mut harness, "medical  ×");
    harness.get_by_label("legal  ×").click();
    step_until_true(&mut harness, "the tag removed", |h| !shows(h, "legal  ×"));

    // A note, added then deleted; a second one stays.
    type_into(&mut harness, "New note", "Prefers mornings");
    harness.get_by_label("Add note").click();
    step_until(&mut harness, "Notes (1)");
    assert!(shows(&harness, "Prefers mornings"));
    harness.get_by_label("Delete note").click();
    step_until(&mut harness, "Notes (0)");
    type_into(&mut harness, "New note", "Fast, carefull");
    harness.get_by_label("Add note").click();
    step_until(&mut harness, "Notes (1)");
    // Edited in place: the typo goes, the note keeps its time.
    harness.get_by_label("Edit note").click();
    harness.run_steps(2);
    harness.get_by_label("Edit note").focus();
    harness.step();
    harness.key_press(egui::Key::Backspace);
    harness.run_steps(2);
    harness.get_by_label("Save note").click();
    step_until(&mut harness, "Fast, careful");
    assert!(!shows(&harness, "Fast, carefull"));

    // A rate by names; a bad amount is refused in plain words and nothing is added.
    type_into(&mut harness, "Pair", "English > German");
    type_into(&mut harness, "Service", "Translation");
    type_into(&mut harness, "Amount", "lots");
    type_into(&mut harness, "Currency", "EUR");
    harness.get_by_label("Add rate").click();
    harness.run_steps(2);
    assert!(shows(&harness, "Rates (0)"));
    assert!(shows(&harness, "lots"), "the refusal names what was typed");
    harness.get_by_label("Amount").focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Amount").type_text("0.12");
    harness.run_steps(2);
    harness.get_by_label("Add rate").click();
    step_until(&mut harness, "Rates (1)");
    assert!(shows(&harness, "0.12 EUR per word"));
    assert!(shows(&harness, "English → German"));

    // What the window shows is what the store keeps.
    let store = Store::open_in(&folder).unwrap();
    let record = store.vendor(&sandbox.base_url(), good[0]).unwrap();
    assert_eq!(record.status, Some(VendorStatus::DoNotContact));
    assert_eq!(record.tags, vec!["medical".to_owned()]);
    assert_eq!(
        record
            .notes
            .iter()
            .map(|n| n.text.as_str())
            .collect::<Vec<_>>(),
        vec!["Fast, careful"]
    );
    assert_eq!(record.rates.len(), 1);
    assert_eq!(record.rates[0].rate.pair, "eng_deu");
}

#[test]
fn the_table_shows_vendor_columns_and_changes_the_selected_records_at_once() {
    use directory_desk::store::{Store, VendorStatus};
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let folder = fresh_data_folder();
    let mut harness = app_with_data(&sandbox, &folder);
    step_until(&mut harness, "Signed in as");
    let text: Vec<String> = good.iter().map(ToString::to_string).collect();
    paste(&mut harness, &text.join("\n"));
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 2 found");
    harness.get_by_label("Show vendor columns").click();
    harness.run_steps(2);
    step_until(&mut harness, "Last contacted");
    harness.get_by_label("Select all filtered").click();
    harness.run_steps(2);

    // Set status on both.
    harness.get_by_label("Vendor ▾").click();
    harness.run_steps(2);
    harness.get_by_label("Set status").click();
    harness.run_steps(2);
    harness.get_by_label("Too expensive").click();
    step_until(&mut harness, "Changed the vendor records of 2 freelancers.");
    step_until_true(&mut harness, "both rows say so", |h| {
        count(h, "Too expensive") >= 2
    });
    desk::dismiss_toasts(&mut harness);

    // A tag on both, found by the filter, then removed from both.
    harness.get_by_label("Vendor ▾").click();
    harness.run_steps(2);
    type_into(&mut harness, "Tag to add", "legal");
    harness.get_by_label("Add tag to selected").click();
    step_until(&mut harness, "Changed the vendor records of 2 freelancers.");
    desk::dismiss_toasts(&mut harness);
    type_into(&mut harness, "Filter:", "legal");
    step_until(&mut harness, "2 of 2 rows");
    let store = Store::open_in(&folder).unwrap();
    for uuid in &good {
        let record = store.vendor(&sandbox.base_url(), *uuid).unwrap();
        assert_eq!(record.status, Some(VendorStatus::TooExpensive));
        assert_eq!(record.tags, vec!["legal".to_owned()]);
    }
    harness.get_by_label("Vendor ▾").click();
    harness.run_steps(2);
    harness.get_by_label("Remove tag").click();
    harness.run_steps(2);
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "legal")
        .click();
    step_until(&mut harness, "Changed the vendor records of 2 freelancers.");
    step_until(&mut harness, "0 of 2 rows");
    for uuid in &good {
        assert!(
            store
                .vendor(&sandbox.base_url(), *uuid)
                .unwrap()
                .tags
                .is_empty()
        );
    }
}

#[test]
fn search_uses_the_directorys_codes_shows_its_total_and_kudoz() {
    let sandbox = start_sandbox();
    let total = matches_for(&sandbox, "eng_sve");
    assert!(
        total > 0,
        "the sandbox has Swedish translators under its own code"
    );
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    step_until_true(&mut harness, "the directory's code lists in use", |h| {
        h.state()
            .catalogue()
            .served_by_directory(directory_desk::catalogue::Kind::Language)
    });
    search_pair(&mut harness, ("engl", "English"), ("swed", "Swedish"));
    step_until(
        &mut harness,
        &format!("{total} matches for English → Swedish"),
    );
    assert!(harness.query_by_label_contains("KudoZ in pair").is_some());
    assert!(shows(&harness, "Members come first"));
    assert!(
        harness.query_by_label_contains("did not publish").is_none(),
        "its own codes, no guess"
    );
    // Sorting a page by KudoZ: the column's numbers read most first.
    harness.get_by_label("KudoZ in pair").click();
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("KudoZ in pair ▼").is_some());

    harness.get_by_label("Account").click();
    step_until(&mut harness, "Code lists");
    assert!(shows(&harness, "served by this directory"));
}

#[test]
fn without_code_lists_the_search_and_the_account_panel_say_the_codes_are_guessed() {
    let sandbox = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        codes: false,
        threads: 8,
        ..directory_desk::sandbox::SandboxOptions::default()
    });
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    search_pair(&mut harness, ("engl", "English"), ("swed", "Swedish"));
    step_until(
        &mut harness,
        "asked for `eng_swe`: this directory did not publish its language codes",
    );
    harness.get_by_label("Account").click();
    step_until(&mut harness, "Code lists");
    assert!(shows(
        &harness,
        "not published: built-in names, its codes guessed"
    ));
}

#[test]
fn availability_shows_in_the_inspector_and_today_for_the_rows_on_screen_only() {
    let sandbox = start_sandbox();
    let uuids = block_on(ordinary_freelancers(&sandbox, 120));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    let pasted: Vec<String> = uuids.iter().map(ToString::to_string).collect();
    paste(&mut harness, &pasted.join("\n"));
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished");
    harness.get_by_label("Show availability today").click();
    step_until_true(&mut harness, "cells of the rows on screen filled", |h| {
        let text = desk::screen_text(h);
        text.contains('%') || text.contains("unset")
    });
    harness.run_steps(20);
    let asked = block_on(requests_for_endpoint(
        &sandbox,
        "GET /v2/availability/{uuid}",
    ));
    assert!(asked > 0, "asked for the rows on screen");
    assert!(asked < 120, "never for rows off screen: {asked} of 120");

    // The inspector: working hours and the two weeks' strip.
    let first = block_on(client(&sandbox).freelancer(uuids[0])).unwrap();
    harness.get_by_label(&first.display_name().unwrap()).click();
    step_until(&mut harness, "Working hours");
    assert!(shows(&harness, "From today, 14 days (UTC)"));
}

#[test]
fn a_directory_without_availability_is_told_once_in_the_inspector() {
    let sandbox = start_sandbox_with(directory_desk::sandbox::SandboxOptions {
        availability: false,
        threads: 8,
        ..directory_desk::sandbox::SandboxOptions::default()
    });
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let mut harness = app_on(&sandbox);
    step_until(&mut harness, "Signed in as");
    let pasted: Vec<String> = good.iter().map(ToString::to_string).collect();
    paste(&mut harness, &pasted.join("\n"));
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished: 3 found");
    let first = block_on(client(&sandbox).freelancer(good[0])).unwrap();
    harness.get_by_label(&first.display_name().unwrap()).click();
    step_until(&mut harness, "does not publish freelancers' availability");
    let second = block_on(client(&sandbox).freelancer(good[1])).unwrap();
    harness
        .get_by_label(&second.display_name().unwrap())
        .click();
    harness.run_steps(10);
    assert_eq!(
        block_on(requests_for_endpoint(
            &sandbox,
            "GET /v2/availability/{uuid}"
        )),
        1,
        "asked once; the 404 is not asked again"
    );
}

async fn requests_for_endpoint(sandbox: &Sandbox, endpoint: &str) -> u64 {
    admin_get(sandbox, "stats").await["data"]["by_endpoint"][endpoint]
        .as_u64()
        .unwrap_or(0)
}

#[test]
fn a_saved_language_code_this_directory_does_not_use_is_pointed_out() {
    let sandbox = start_sandbox();
    // Saved while the app guessed ISO's codes: Swedish as `swe`, which the sandbox, like
    // the directory, writes otherwise.
    let persisted = Persisted {
        search: directory_desk::ui::SearchForm {
            source: Some("eng".into()),
            target: Some("swe".into()),
            ..Default::default()
        },
        ..Persisted::default()
    };
    let mut harness = harness_with(session_on(&sandbox, DEMO_API_KEY), persisted);
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Directory search").click();
    step_until(
        &mut harness,
        "Not this directory's code: swe (kept from before). Pick the language again.",
    );
    pick(&mut harness, "To:", "swed", "Swedish");
    harness.run_steps(2);
    assert_eq!(
        harness.state().persisted().search.target.as_deref(),
        Some("sve")
    );
    assert!(
        harness
            .query_by_label_contains("Not this directory's code")
            .is_none()
    );
}
