//! The lists panel (File → Recipient lists…): a sync run by the worker brings the directory's
//! lists in, the panel says which live on the directory with what permission and when they
//! were synced, with a progress line; a list shared to view only refuses the window's save.

use crate::common;

use common::desk::{
    Pictures, UNTOUCHED_KEYRING, fresh_data_folder, harness, open_tab_showing, session_on, shows,
    step_until, step_until_true,
};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::sandbox::DEMO_API_KEY;
use directory_desk::ui::Persisted;
use egui_kittest::kittest::Queryable;

#[test]
fn the_panel_syncs_on_the_worker_and_shows_where_each_list_lives() {
    let sandbox = start_sandbox();
    let folder = fresh_data_folder();
    let mut harness = harness(
        session_on(&sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder.clone(),
        Pictures::No,
    );
    step_until(&mut harness, "Signed in as");
    harness.get_by_label("File").click();
    harness.run_steps(2);
    harness.get_by_label("Recipient lists…").click();
    harness.run_steps(2);
    assert!(shows(&harness, "No lists in this directory yet."));
    harness.get_by_label("Sync with the directory").click();
    step_until(&mut harness, "Synced 4 lists: 4 changed.");
    step_until(&mut harness, "On the directory (shared: view only)");
    assert!(shows(&harness, "On the directory (yours)"));
    assert!(shows(&harness, "On the directory (shared: can edit)"));
    assert!(shows(&harness, "My Vendors"));
    assert_eq!(
        block_on(requests_for(&sandbox, "GET /v2/user-list")),
        4,
        "own, and shared at admin, edit and view"
    );

    // A synced list's members are bare UUIDs: added to the recipients, their names fill in
    // from the directory's user summaries, dozens a request.
    let members = directory_desk::store::Store::open_in(&folder)
        .unwrap()
        .list(&sandbox.base_url(), "My Vendors")
        .unwrap()
        .expect("synced");
    assert!(members.iter().all(|m| m.name.is_none()), "{members:?}");
    let first = block_on(client(&sandbox).user_summary(members[0].uuid))
        .unwrap()
        .site_name
        .expect("a seeded name");
    let summaries_before = block_on(requests_for(&sandbox, "GET /v2/users"));
    // Its close button is clear of the menu bar, and closes it.
    harness.get_by_label("Close window").click_accesskit();
    step_until_true(&mut harness, "the panel closed", |h| {
        h.query_by_label("Close window").is_none()
    });
    open_tab_showing(&mut harness, "Compose", "Add from list ▾");
    harness.get_by_label("Add from list ▾").click();
    harness.run_steps(2);
    let entry = format!("My Vendors ({})", members.len());
    step_until_true(&mut harness, "the synced list in the menu", |h| {
        h.query_by_label(&entry).is_some()
    });
    harness.get_by_label(&entry).click();
    step_until_true(&mut harness, "the first member named", |h| {
        h.state()
            .composer_recipients()
            .first()
            .is_some_and(|r| r.name.as_deref() == Some(first.as_str()))
    });
    assert!(
        harness
            .state()
            .composer_recipients()
            .iter()
            .all(|r| r.name.is_some()),
        "every member named"
    );
    assert!(
        members.len() > 1 && members.len() <= 40,
        "{}",
        members.len()
    );
    assert_eq!(
        block_on(requests_for(&sandbox, "GET /v2/users")) - summaries_before,
        1,
        "one request for them all, not one per member"
    );

    // The window's own save goes through the store, which keeps a view share read-only.
    let files = tempfile::tempdir().unwrap();
    // The file's name is the list's unless changed: the view share's.
    let file = files.path().join("Team pool (view).txt");
    let stranger = block_on(ordinary_freelancers(&sandbox, 40))[39];
    std::fs::write(&file, stranger.to_string()).unwrap();
    let ctx = harness.ctx.clone();
    harness.state_mut().import_list_from(file, &ctx);
    step_until(&mut harness, "1 recipient from Team pool (view).txt.");
    harness.get_by_label("Replace the list").click();
    step_until(&mut harness, "cannot be changed here");
    assert_eq!(block_on(requests_for(&sandbox, "PATCH /v2/user-list")), 0);
}
