//! One way to select rows in every table (`ui/selection.rs`), driven through the window on
//! the sandbox: a click selects a row and shows it in the inspector, Ctrl/Cmd-click toggles,
//! Shift-click ranges in the order shown, the arrows move, Space checks, Enter opens; the
//! keys never reach a table while the user types elsewhere.

use crate::common;

use common::desk::{self, fresh_data_folder, shows};
use common::desk::{step_until, type_into};
use common::*;
use directory_desk::sandbox::Sandbox;
use directory_desk::ui::DeskApp;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The table's row named `name` (the inspector's heading, drawn first, may say it too).
pub(crate) fn row<'a>(harness: &'a Harness<'_, DeskApp>, name: &'a str) -> egui_kittest::Node<'a> {
    harness
        .query_all_by_label(name)
        .last()
        .unwrap_or_else(|| panic!("no row named {name}"))
}

/// The window signed in on `sandbox`, with `uuids` pasted and looked up.
fn looked_up(sandbox: &Sandbox, uuids: &[uuid::Uuid]) -> Harness<'static, DeskApp> {
    let mut harness = desk::demo_window(sandbox, fresh_data_folder());
    step_until(&mut harness, "Signed in as");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::L);
    harness.step();
    let text: Vec<String> = uuids.iter().map(ToString::to_string).collect();
    harness.event(egui::Event::Paste(text.join("\n")));
    harness.run_steps(3);
    harness.get_by_label("Look up").click();
    step_until(
        &mut harness,
        &format!("Lookup finished: {} found", uuids.len()),
    );
    harness
}

fn press(harness: &mut Harness<'_, DeskApp>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run_steps(2);
}

/// The inspector shows the freelancer whose UUID is `uuid` (the table shows no UUIDs).
fn inspects(harness: &Harness<'_, DeskApp>, uuid: uuid::Uuid) -> bool {
    shows(harness, &uuid.to_string())
}

#[test]
fn the_results_table_selects_with_the_mouse_and_the_keys_by_row_not_by_place() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 5));
    let names: Vec<String> = good
        .iter()
        .map(|uuid| {
            block_on(client(&sandbox).freelancer(*uuid))
                .unwrap()
                .display_name()
                .unwrap()
        })
        .collect();
    let mut harness = looked_up(&sandbox, &good);

    // A click selects the row alone and shows it.
    row(&harness, &names[0]).click();
    harness.run_steps(2);
    assert!(shows(&harness, "5 of 5 rows, 1 selected"));
    assert!(inspects(&harness, good[0]));
    // Ctrl/Cmd-click adds a row without showing it.
    row(&harness, &names[2]).click_modifiers(Modifiers::COMMAND);
    harness.run_steps(2);
    assert!(shows(&harness, "5 of 5 rows, 2 selected"));
    assert!(inspects(&harness, good[0]) && !inspects(&harness, good[2]));
    // Shift-click: from the anchor (the row toggled last) to the row, instead.
    row(&harness, &names[4]).click_modifiers(Modifiers::SHIFT);
    harness.run_steps(2);
    assert!(shows(&harness, "5 of 5 rows, 3 selected"), "rows 3 to 5");
    // The arrows move the cursor (from the last row clicked), Space unchecks, Enter opens.
    press(&mut harness, Modifiers::NONE, Key::ArrowUp);
    press(&mut harness, Modifiers::NONE, Key::ArrowUp);
    press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(
        shows(&harness, "5 of 5 rows, 2 selected"),
        "row 3 unchecked"
    );
    press(&mut harness, Modifiers::NONE, Key::Enter);
    assert!(inspects(&harness, good[2]) && !inspects(&harness, good[0]));
    // Shift+arrows span from the row Space toggled.
    press(&mut harness, Modifiers::SHIFT, Key::ArrowUp);
    press(&mut harness, Modifiers::SHIFT, Key::ArrowUp);
    assert!(shows(&harness, "5 of 5 rows, 3 selected"), "rows 1 to 3");

    // Typing in the filter: the keys are the text box's, not the table's.
    type_into(&mut harness, "Filter:", " ");
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    assert!(shows(&harness, "5 of 5 rows, 3 selected"));
    assert!(inspects(&harness, good[2]));

    // Sorted by name, a range is the rows as they now stand.
    harness.get_by_label("Clear selection").click();
    harness.run_steps(2);
    harness.query_all_by_label("Name").last().unwrap().click();
    harness.run_steps(2);
    let mut sorted = names.clone();
    sorted.sort_by_key(|name| name.to_lowercase());
    row(&harness, &sorted[1]).click();
    harness.run_steps(2);
    row(&harness, &sorted[3]).click_modifiers(Modifiers::SHIFT);
    harness.run_steps(2);
    assert!(shows(&harness, "5 of 5 rows, 3 selected"));
    harness.get_by_label("Add selected to recipients").click();
    desk::open_tab(&mut harness, "Compose (3)");
    let recipients: Vec<String> = sorted
        .iter()
        .filter(|name| shows(&harness, name))
        .cloned()
        .collect();
    assert_eq!(
        recipients,
        sorted[1..=3].to_vec(),
        "the three in the middle of the sorted table went to the composer"
    );
}

#[test]
fn the_search_matches_select_as_the_table_does_and_their_buttons_take_the_selected() {
    let sandbox = start_sandbox();
    let mut harness = desk::demo_window(&sandbox, fresh_data_folder());
    step_until(&mut harness, "Signed in as");
    crate::desktop::search_pair(&mut harness, ("engl", "English"), ("span", "Spanish"));
    step_until(&mut harness, "showing 1–25");
    assert!(
        shows(&harness, "Add these 25 to the table"),
        "none selected"
    );
    assert!(
        !shows(&harness, "Identity"),
        "no inspector before a match opens"
    );

    // The first match, as the directory orders them (the table's order until sorted).
    let query = directory_desk::api::SearchQuery {
        language_pair: "eng_esl".into(),
        limit: Some(25),
        ..Default::default()
    };
    let page = block_on(client(&sandbox).search(&query)).unwrap();
    let first = page.matches[0].freelancer.display_name().unwrap();
    row(&harness, &first).click();
    harness.run_steps(2);
    assert!(
        shows(&harness, "Identity"),
        "the match opened in the inspector"
    );
    // Its vendor record is read though it is in no table.
    step_until(&mut harness, "Vendor record: no status");
    assert!(shows(&harness, "Add the 1 selected to the table"));
    // Down and Space check the next row; Shift+End spans to the last.
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(shows(&harness, "Add the 2 selected to the table"));
    press(&mut harness, Modifiers::SHIFT, Key::End);
    assert!(
        shows(&harness, "Add the 24 selected to the table"),
        "rows 2 to 25"
    );
    press(&mut harness, Modifiers::NONE, Key::Home);
    press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(shows(&harness, "Add the 25 selected to the table"));
    row(&harness, &first).click_modifiers(Modifiers::COMMAND);
    harness.run_steps(2);
    harness
        .get_by_label("Add the 24 selected to the table")
        .click();
    harness.run_steps(2);
    harness.get_by_label("UUID lookup").click();
    step_until(&mut harness, "24 of 24 rows");
    assert!(
        !shows(&harness, &first),
        "the match unselected stayed out of the table"
    );
}

/// What the app asked of the platform (the clipboard, a browser) over the next frames.
fn commands(harness: &mut Harness<'_, DeskApp>) -> Vec<egui::OutputCommand> {
    let mut commands = Vec::new();
    for _ in 0..3 {
        harness.step();
        commands.extend(harness.output().platform_output.commands.iter().cloned());
    }
    commands
}

fn copied(commands: &[egui::OutputCommand]) -> Vec<&str> {
    commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// Each button of the results table's bar and of the inspector does what it says: the
/// selection's, the clipboard's, the profile page's, a refresh (one more request to the
/// directory), and clearing the table.
#[test]
fn every_button_of_the_table_and_the_inspector_has_its_effect() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let first = block_on(client(&sandbox).freelancer(good[0])).unwrap();
    let name = first.display_name().unwrap();
    let mut harness = looked_up(&sandbox, &good);

    harness.get_by_label("Select all filtered").click();
    harness.run_steps(2);
    assert!(shows(&harness, "2 of 2 rows, 2 selected"));
    harness.get_by_label("Clear selection").click();
    harness.run_steps(2);
    assert!(shows(&harness, "2 of 2 rows, 0 selected"));

    row(&harness, &name).click();
    step_until(&mut harness, "Copy UUID");
    // The inspector says each fact once: the name in its heading (and the table's row), the
    // profile's address as its link, what was sent in one line.
    step_until(&mut harness, "Not messaged from here before");
    assert_eq!(desk::count(&harness, &name), 2, "the row and the heading");
    let url = first
        .profile_url
        .clone()
        .expect("seeded profiles have a page");
    assert!(
        !shows(&harness, &url),
        "the address is the link's, on hover"
    );
    assert!(!shows(&harness, "Site name"));
    assert!(
        !shows(&harness, "Not contacted"),
        "said by the history already"
    );
    harness.get_by_label("Copy UUID").click();
    let uuid = good[0].to_string();
    assert_eq!(copied(&commands(&mut harness)), [uuid.as_str()]);
    let url = first
        .profile_url
        .clone()
        .expect("seeded profiles have a page");
    harness.get_by_label("Open profile page").click();
    let opened = commands(&mut harness)
        .into_iter()
        .any(|c| matches!(c, egui::OutputCommand::OpenUrl(open) if open.url == url));
    assert!(opened, "the profile page opens in the browser");
    // Low in the inspector's scroll area: clicked as a screen reader would.
    harness.get_by_label("Raw JSON").click_accesskit();
    step_until(&mut harness, "Copy JSON");
    harness.get_by_label("Copy JSON").click_accesskit();
    let json = commands(&mut harness);
    let json = copied(&json);
    assert_eq!(json.len(), 1);
    let parsed: serde_json::Value = serde_json::from_str(json[0]).expect("the profile's JSON");
    assert_eq!(parsed["uuid"], uuid);

    let path = format!("GET /v2/freelancer/{uuid}");
    let asked = || block_on(requests_for(&sandbox, &path));
    let before = asked();
    harness.get_by_label("Refresh").click();
    step_until(&mut harness, "Lookup finished: 1 found");
    assert_eq!(asked(), before + 1, "the profile read again");

    harness.get_by_label("Clear table").click();
    harness.run_steps(3);
    assert!(
        !shows(&harness, &name),
        "the rows and the inspector's profile are gone"
    );
    assert!(shows(&harness, "0 of 0 rows"));
}
