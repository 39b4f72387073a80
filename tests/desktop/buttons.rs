//! Every action button of a panel does what it says (issue 47, item 4): one test a panel
//! clicks each of its buttons on the sandbox and asserts what the click did, in the app's
//! state, the store, the sandbox's requests or the words on screen.
//!
//! Buttons already clicked, with their effect asserted, by other tests are not clicked again
//! here; where they are:
//!
//! - Results table and inspector: `selection::every_button_of_the_table_and_the_inspector_has_its_effect`.
//! - Offers board: `offers::every_control_of_an_open_offer_changes_it`.
//! - Compose: *Verify recipients* and *Cancel verification*
//!   (`desktop::a_long_verification_shows_progress_and_can_be_cancelled`); *Save as list…*,
//!   *Save list*, *Cancel*, *Remove all*, *Add from list ▾* and a list's entry
//!   (`desktop::recipients_saved_as_a_list_come_back_from_it`); *Preview*
//!   (`desktop::a_personal_message_goes_one_request_each_with_their_own_names`); *Send…*,
//!   *Send now* and *Open in Outbox*
//!   (`desktop::a_composed_message_becomes_an_outbox_job_sent_in_chunks_of_25_exactly_once`);
//!   *Verify first* and *Leave out N unknown*, in the panel and in the question
//!   (`desktop::a_restored_draft_is_verified_and_an_unknown_recipient_left_out_before_sending`);
//!   *Send to them too* (`desktop::a_request_whose_answer_was_lost_waits_for_the_users_word`);
//!   *Leave them out*, *Retry* and *Send unchecked…* of the team's checks
//!   (`desktop::with_the_team_database_away_the_window_sends_nothing_unless_told_so_and_records_it`,
//!   `desktop::a_send_from_the_window_names_colleagues_and_writes_its_contacts_to_the_team`).
//! - Search: *Search*, *Next page*, *Previous page*, *Add these 25 to the table*
//!   (`desktop::search_pages_through_matches_in_their_own_view`); *Swap languages* and *Add
//!   all N matches to recipients*
//!   (`desktop::search_picks_languages_by_typing_and_adds_all_matches_to_recipients`); the
//!   fetch's *Cancel* (`desktop::fetching_every_match_shows_progress_and_a_cancel_adds_nobody`);
//!   *Offer them a job…* (`offers::a_job_is_offered_to_a_page_of_search_matches`); *Add the N
//!   selected to the table*
//!   (`selection::the_search_matches_select_as_the_table_does_and_their_buttons_take_the_selected`);
//!   the *KudoZ in pair* sort (`desktop::search_uses_the_directorys_codes_shows_its_total_and_kudoz`).
//! - Account: *Sign in with browser*, *Stay signed in for this session only* and *Sign out*
//!   of a session-only sign-in
//!   (`desktop::without_a_keyring_a_browser_sign_in_can_stay_for_this_session_only`); the
//!   browser wait's *Copy address* and *Cancel*
//!   (`desktop::waiting_for_the_browser_shows_the_address_to_copy_and_cancel_stops_it`);
//!   *Connect* (`desktop::a_custom_url_that_is_not_safe_is_refused_and_nothing_changes`);
//!   *Test connection* and *Save* of a built-in directory
//!   (`connection_settings::production_is_set_up_in_the_window_and_signs_in_through_the_browser`,
//!   only where the machine has a keyring; *Reset to defaults* and *Reset* are clicked here
//!   too, without one); the client secret's *Replace* and *Forget* are shown there only; *Open the file's folder*, *Close*, *Add directory…*
//!   (`connection_settings::a_configuration_that_does_not_parse_is_shown_with_its_place_and_left_alone`);
//!   *Remove* and *Remove NAME*
//!   (`connection_settings::a_directory_of_ones_own_is_added_opened_and_removed`); the team
//!   section's *Join…*, *Join*, *Status*, *Leave…* and *Leave the team*
//!   (`connection_settings::a_team_database_is_joined_checked_and_left_in_the_connection_settings`).
//! - Outbox job card: *Resume* and *Export report…*
//!   (`desktop::a_job_interrupted_by_a_crash_waits_for_resume_then_sends_the_rest`); *Cancel…*
//!   and *Cancel the job*
//!   (`desktop::a_job_of_ten_thousand_recipients_draws_quickly_and_can_be_cancelled`);
//!   *Retry without N invalid*
//!   (`desktop::a_request_refused_for_an_invalid_recipient_can_go_without_them`); a request's
//!   *Mark as delivered*, *Resend…* and *Send it again*
//!   (`desktop::a_request_whose_answer_was_lost_waits_for_the_users_word`); the selected
//!   requests' decisions (`desktop::unknown_requests_selected_in_their_table_are_decided_together`).

use crate::common;

use common::desk::{self, fresh_data_folder, open_tab, shows, step_until, step_until_true};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::sandbox::{DEMO_API_KEY, FaultPlan, Sandbox};
use directory_desk::ui::DeskApp;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// How many messages the sandbox accepted with `subject`.
fn delivered(sandbox: &Sandbox, subject: &str) -> usize {
    crate::desktop::delivered_with_subject(sandbox, subject).len()
}

/// Whether the window shows a dialog or a heading `text` (a whole label).
fn has(harness: &Harness<'_, DeskApp>, text: &str) -> bool {
    harness.query_by_label(text).is_some()
}

/// Replaces what the field labelled `label` holds with `text`.
fn type_over(harness: &mut Harness<'_, DeskApp>, label: &str, text: &str) {
    crate::connection_settings::type_into(harness, label, text);
}

/// The composer's buttons not clicked elsewhere: a recipient's chip, the placeholders',
/// *Go back* in the question, and, after a send the directory refused, *Compose again to
/// the N not reached* and *Hide progress*.
#[test]
fn every_button_of_the_composer_has_its_effect() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let mut harness = desk::demo_window(&sandbox, fresh_data_folder());
    step_until(&mut harness, "Signed in as");
    crate::desktop::compose_to(&mut harness, &good);
    assert!(has(&harness, "Recipients (3)"));

    // A chip's click removes its recipient, and only them.
    let third = harness.state().composer_recipients()[2].clone();
    harness
        .get_by_label(&format!("{}  ×", third.label()))
        .click();
    harness.run_steps(2);
    assert!(has(&harness, "Recipients (2)"));
    let left: Vec<uuid::Uuid> = harness
        .state()
        .composer_recipients()
        .iter()
        .map(|r| r.uuid)
        .collect();
    assert_eq!(left, good[..2].to_vec());

    // Each placeholder's button puts it in the message, one after the other.
    let tokens = ["{{site_name}}", "{{first_name}}", "{{last_name}}"];
    for token in tokens {
        harness.get_by_label(token).click();
        harness.run_steps(2);
    }
    assert_eq!(
        harness.get_by_label("Message").value().as_deref(),
        Some(tokens.concat().as_str())
    );
    assert!(shows(&harness, "Each recipient gets their own request"));

    // A message the directory refuses as spam: nobody is reached.
    let subject = "Free money for translators";
    type_over(&mut harness, "Message", "Hello, are you free next week?");
    desk::type_into(&mut harness, "Subject", subject);
    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    harness.get_by_label("Go back").click();
    harness.run_steps(2);
    assert!(!has(&harness, "Send this message?"), "the question closed");
    assert!(has(&harness, "Recipients (2)"), "the draft is as it was");
    assert!(block_on(sent_messages(&sandbox)).is_empty());

    harness.get_by_label("Send…").click();
    step_until(&mut harness, "Send this message?");
    harness.get_by_label("Send now").click();
    step_until(
        &mut harness,
        "Compose again to the 2 recipients not reached",
    );
    assert_eq!(delivered(&sandbox, subject), 1, "one request, refused");
    assert!(harness.state().composer_recipients().is_empty());
    harness
        .get_by_label("Compose again to the 2 recipients not reached")
        .click();
    harness.run_steps(2);
    let again: Vec<uuid::Uuid> = harness
        .state()
        .composer_recipients()
        .iter()
        .map(|r| r.uuid)
        .collect();
    assert_eq!(again, good[..2].to_vec(), "the two not reached, in order");

    assert!(has(&harness, "Job 1"));
    harness.get_by_label("Hide progress").click();
    harness.run_steps(2);
    assert!(!has(&harness, "Job 1"), "the job's progress is gone");
    assert!(!shows(&harness, "Hide progress"));
    assert_eq!(delivered(&sandbox, subject), 1, "nothing more went");
}

/// The composer's *Cancel* when the team database could not be asked: the send is given up,
/// nothing goes, and the message can be sent again.
#[test]
fn the_composer_gives_up_a_send_the_team_could_not_check() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 1));
    let port = unused_port();
    let mut harness = crate::desktop::window_in_a_team(
        &sandbox,
        &format!("postgres://desk@127.0.0.1:{port}/team"),
        "Ana",
        &fresh_data_folder(),
    );
    crate::desktop::compose_to(&mut harness, &good);
    desk::type_into(&mut harness, "Subject", "Team");
    desk::type_into(&mut harness, "Message", "Hello");
    harness.get_by_label("Send…").click();
    let away = "The team database at 127.0.0.1 can't be reached";
    step_until(&mut harness, away);
    assert!(
        !desk::enabled(&harness, "Send…"),
        "Retry, send unchecked or cancel"
    );
    harness.get_by_label("Cancel").click();
    harness.run_steps(3);
    assert!(!shows(&harness, away), "given up");
    assert!(!has(&harness, "Send unchecked…"));
    assert!(
        desk::enabled(&harness, "Send…"),
        "the message can be sent again"
    );
    assert!(has(&harness, "Recipients (1)"), "the draft is as it was");
    assert!(block_on(sent_messages(&sandbox)).is_empty());
}

/// The search's one button not clicked elsewhere: *Offer the N selected a job…* opens an
/// offer to those selected only, in the directory's order.
#[test]
fn the_search_offers_a_job_to_the_matches_selected() {
    let sandbox = start_sandbox();
    let mut harness = desk::demo_window(&sandbox, fresh_data_folder());
    step_until(&mut harness, "Signed in as");
    crate::desktop::search_pair(&mut harness, ("engl", "English"), ("span", "Spanish"));
    step_until(&mut harness, "showing 1–25");
    let query = directory_desk::api::SearchQuery {
        language_pair: "eng_esl".into(),
        limit: Some(25),
        ..Default::default()
    };
    let page = block_on(client(&sandbox).search(&query)).unwrap();
    let (second, fourth) = (&page.matches[1].freelancer, &page.matches[3].freelancer);
    // Chosen out of order: the offer keeps the directory's.
    crate::selection::row(&harness, &fourth.display_name().unwrap()).click();
    harness.run_steps(2);
    crate::selection::row(&harness, &second.display_name().unwrap())
        .click_modifiers(egui::Modifiers::COMMAND);
    harness.run_steps(2);
    harness.get_by_label("Offer the 2 selected a job…").click();
    step_until(&mut harness, "Candidates, in the order offered");
    let candidates: Vec<uuid::Uuid> = harness
        .state()
        .offer_form_candidates()
        .iter()
        .map(|(uuid, _)| *uuid)
        .collect();
    assert_eq!(
        candidates,
        vec![second.uuid.unwrap(), fourth.uuid.unwrap()],
        "the two selected, in the directory's order"
    );
}

/// The Account panel's buttons not clicked elsewhere, on a directory of the configuration
/// file, on a system without a keyring: *Sign in* with a typed key, the settings dialog's
/// *Cancel*, the team's *Don't join* after *Join…* and the removal's *Keep it* (each
/// leaving the file as it was), *Sign out*,
/// *Don't sign in* after a browser sign-in the keyring cannot keep, then, on production,
/// *Don't reset* and *Reset* after *Reset to defaults*.
#[test]
fn every_button_of_the_account_panel_has_its_effect() {
    let sandbox = start_sandbox();
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    let written = format!(
        "[environments.test]\nbase_url = \"{}\"\nauth_url = \"{}\"\nclient_id = \"{}\"\n",
        sandbox.base_url(),
        sandbox.auth_url(),
        directory_desk::sandbox::PUBLIC_CLIENT_ID,
    );
    let mut harness = app_configured(&config, &written, None);
    let file = || std::fs::read_to_string(&config).unwrap();
    harness.get_by_label("Account").click();
    step_until(&mut harness, "Sign in to test");
    let users = || block_on(requests_for(&sandbox, "GET /v2/user"));
    let asked = users();
    type_over(&mut harness, "API key:", DEMO_API_KEY);
    harness.get_by_label("Sign in").click();
    step_until(&mut harness, "Signed in as");
    assert!(users() > asked, "the key was checked with the directory");

    harness.get_by_label("Connection settings…").click();
    // The dialog's title comes first, the fields once the file is read.
    step_until_true(&mut harness, "the settings read", |h| has(h, "Client id"));
    type_over(&mut harness, "Client id", "another-client");
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    assert!(!shows(&harness, "Connection settings: test"), "closed");
    assert_eq!(file(), written, "nothing was written");

    // The team section's join form, left without joining.
    harness.get_by_label("Connection settings…").click();
    step_until_true(&mut harness, "the settings read", |h| {
        has(h, "Team database")
    });
    harness.get_by_label("Team database").click();
    step_until(&mut harness, "This desk works alone");
    harness.get_by_label("Join…").click();
    step_until_true(&mut harness, "the join form", |h| {
        has(h, "Team database URL")
    });
    harness.get_by_label("Don't join").click();
    harness.run_steps(2);
    assert!(!has(&harness, "Team database URL"), "the form closed");
    assert!(has(&harness, "Join…"), "it can be opened again");
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    assert_eq!(file(), written, "no team in the file");

    harness.get_by_label("Remove").click();
    step_until(&mut harness, "Remove test from the configuration");
    harness.get_by_label("Keep it").click();
    harness.run_steps(2);
    assert!(!shows(&harness, "Remove test from the configuration"));
    assert_eq!(file(), written, "still configured");
    assert!(shows(&harness, "Signed in as"), "and still signed in");

    harness.get_by_label("Sign out").click();
    step_until(&mut harness, "Signed out of test");
    step_until(&mut harness, "Sign in with browser");
    assert!(!shows(&harness, "Signed in as"));

    harness.get_by_label("Sign in with browser").click();
    step_until(&mut harness, "this sign-in cannot be kept");
    harness.get_by_label("Don't sign in").click();
    harness.run_steps(3);
    assert!(!shows(&harness, "this sign-in cannot be kept"));
    assert!(!has(&harness, "Stay signed in for this session only"));
    assert!(!shows(&harness, "Signed in as"), "nobody signed in");
    assert!(
        has(&harness, "Sign in with browser"),
        "it can be tried again"
    );

    // A built-in directory's settings go back to its defaults only once the user says so.
    crate::connection_settings::choose_environment(&mut harness, "test", "production");
    step_until(&mut harness, "needs a client_id for production");
    harness.get_by_label("Connection settings…").click();
    step_until_true(&mut harness, "the settings read", |h| {
        has(h, "Reset to defaults")
    });
    harness.get_by_label("Reset to defaults").click();
    step_until(&mut harness, "Take production back to its defaults?");
    harness.get_by_label("Don't reset").click();
    harness.run_steps(2);
    assert!(!shows(&harness, "Take production back to its defaults?"));
    assert!(shows(&harness, "Connection settings: production"), "open");
    harness.get_by_label("Reset to defaults").click();
    step_until(&mut harness, "Take production back to its defaults?");
    harness.get_by_label("Reset").click();
    step_until(&mut harness, "production is back to its defaults.");
    assert_eq!(file(), written, "the file said nothing of production");
}

/// The window on the environment `test` of a configuration file at `config` that holds
/// `written`, signed in with `key` if given, on a system without a keyring.
fn app_configured(
    config: &std::path::Path,
    written: &str,
    key: Option<&str>,
) -> Harness<'static, DeskApp> {
    std::fs::write(config, written).unwrap();
    let environment = directory_desk::config::Config::load(config)
        .unwrap()
        .environment("test")
        .unwrap();
    let credential = key.map(|key| {
        directory_desk::api::Credential::ApiKey(directory_desk::secret::Secret::new(key))
    });
    let session = directory_desk::ui::Session::open(environment, credential, || {});
    crate::connection_settings::app_with(
        session,
        config.to_path_buf(),
        CredentialStore::without_keyring(),
        Default::default(),
    )
}

/// The team section of a desk in a team whose database does not answer: *Status* says so,
/// and *Stay in the team* after *Leave…* leaves the file as it was.
#[test]
fn the_team_section_asks_the_team_and_stays_in_it() {
    let sandbox = start_sandbox();
    let port = unused_port();
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    let written = format!(
        "[environments.test]\nbase_url = \"{}\"\n\n[teams.\"{}\"]\nurl = \"postgres://desk@127.0.0.1:{port}/team\"\ncoordinator = \"Ana\"\n",
        sandbox.base_url(),
        crate::desktop::test_directory(&sandbox),
    );
    let mut harness = app_configured(&config, &written, Some(DEMO_API_KEY));
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("Account").click();
    harness.run_steps(2);
    harness.get_by_label("Connection settings…").click();
    step_until(&mut harness, "Connection settings: test");
    // Open at once for a desk in a team.
    step_until_true(&mut harness, "the team's Status", |h| has(h, "Status"));
    harness.get_by_label("Status").click();
    step_until(&mut harness, "Connected: no.");

    harness.get_by_label("Leave…").click();
    step_until(&mut harness, "Leave the team database?");
    harness.get_by_label("Stay in the team").click();
    harness.run_steps(2);
    assert!(!shows(&harness, "Leave the team database?"));
    assert!(has(&harness, "Leave…"), "still in the team");
    assert_eq!(std::fs::read_to_string(&config).unwrap(), written);
}

/// How many messages the sandbox accepted in all.
fn accepted(sandbox: &Sandbox) -> usize {
    block_on(sent_messages(sandbox)).len()
}

/// The job card's buttons not clicked elsewhere: *Pause*, *Keep it* in the cancel's
/// question, *Go back* and *Resend them all* after *Resend all unknown…*, *Only requests
/// that need you*, and *Record as delivered* after *Mark all unknown as delivered…*.
#[test]
fn every_button_of_a_job_card_has_its_effect() {
    use directory_desk::sandbox::Fault;
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 150));
    let folder = fresh_data_folder();
    // Six requests: the first two were out when the app died, four wait.
    let subject = "Left behind";
    crate::desktop::interrupted_job(&folder, &sandbox.base_url(), subject, &good, &[1, 2]);
    // Slow answers (two requests at once, a second each), so that the job is paused while
    // it sends, however slow the machine draws the frames between the clicks.
    block_on(set_faults(
        &sandbox,
        &FaultPlan {
            path_prefix: Some("messages".into()),
            latency_ms: 1000,
            ..Default::default()
        },
    ));
    let mut harness = desk::demo_window(&sandbox, folder);
    step_until(&mut harness, "Job 1 was interrupted while sending");
    open_tab(&mut harness, "Outbox");
    assert!(shows(&harness, "Requests: 4 queued · 2 unknown"));

    harness.get_by_label("Resume").click();
    step_until_true(&mut harness, "the Pause button", |h| has(h, "Pause"));
    harness.get_by_label("Pause").click();
    step_until_true(&mut harness, "the job paused", |h| {
        has(h, "Paused") && has(h, "Resume")
    });
    let sent = accepted(&sandbox);
    assert!(sent < 4, "paused before the end: {sent} sent");
    desk::dismiss_toasts(&mut harness);

    harness.get_by_label("Cancel…").click();
    step_until(&mut harness, "Cancel job 1?");
    harness.get_by_label("Keep it").click();
    harness.run_steps(2);
    assert!(!shows(&harness, "Cancel job 1?"));
    assert!(has(&harness, "Paused"), "not cancelled");
    harness.get_by_label("Resume").click();
    step_until(&mut harness, "Requests: 4 sent · 2 unknown");
    block_on(set_faults(&sandbox, &FaultPlan::default()));
    assert_eq!(delivered(&sandbox, subject), 4);

    harness.get_by_label("Resend all unknown…").click();
    step_until(&mut harness, "Resend every unknown request of job 1?");
    harness.get_by_label("Go back").click();
    harness.run_steps(2);
    assert!(!shows(&harness, "Resend every unknown request of job 1?"));
    // Their answers are lost again: both delivered, both unknown still.
    block_on(script_faults(
        &sandbox,
        "messages",
        &[Fault::DropAfter, Fault::DropAfter],
    ));
    harness.get_by_label("Resend all unknown…").click();
    step_until(&mut harness, "Resend every unknown request of job 1?");
    harness.get_by_label("Resend them all").click();
    step_until(
        &mut harness,
        "Job 1: sending 2 requests to 50 recipients again.",
    );
    step_until_true(&mut harness, "both requests sent again", |h| {
        shows(h, "Requests: 4 sent · 2 unknown") && delivered(&sandbox, subject) == 6
    });

    // The table of requests: only the two that need a decision, when asked.
    assert_eq!(harness.query_all_by_label("sent").count(), 4);
    harness.get_by_label("Only requests that need you").click();
    harness.run_steps(2);
    assert_eq!(harness.query_all_by_label("sent").count(), 0);
    assert_eq!(harness.query_all_by_label("unknown").count(), 2);

    harness
        .get_by_label("Mark all unknown as delivered…")
        .click();
    step_until(
        &mut harness,
        "Mark every unknown request of job 1 as delivered?",
    );
    harness.get_by_label("Record as delivered").click();
    step_until(&mut harness, "Requests: 6 sent");
    assert!(has(&harness, "Done"));
    assert_eq!(delivered(&sandbox, subject), 6, "marking sends nothing");
}

/// A failed request's *Retry*: it goes to the directory once more, and fails as before (the
/// directory still does not know one of its recipients).
#[test]
fn a_failed_requests_retry_sends_it_again() {
    let sandbox = start_sandbox();
    let mut recipients = block_on(ordinary_freelancers(&sandbox, 2));
    recipients.push(unknown_uuid());
    let folder = fresh_data_folder();
    let subject = "Tried twice";
    crate::desktop::interrupted_job(&folder, &sandbox.base_url(), subject, &recipients, &[]);
    let mut harness = desk::demo_window(&sandbox, folder);
    step_until(&mut harness, "Job 1 was interrupted");
    open_tab(&mut harness, "Outbox");
    harness.get_by_label("Resume").click();
    step_until(&mut harness, "Requests: 1 failed");
    let posts = || block_on(requests_for(&sandbox, "POST /v2/messages"));
    assert_eq!(posts(), 1);
    desk::dismiss_toasts(&mut harness);
    harness.get_by_label("Retry").click();
    step_until_true(&mut harness, "the request sent again", |_| posts() == 2);
    step_until(&mut harness, "Requests: 1 failed");
    assert_eq!(delivered(&sandbox, subject), 0, "refused again, whole");
}
