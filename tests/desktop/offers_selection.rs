//! The Offers board's two tables select as every table does (`ui/selection.rs`), driven
//! through the window on the sandbox: the opened offer's candidates (a click or Enter opens
//! one in the inspector beside the board, Ctrl/Cmd-click, Shift-click, the arrows and Space
//! select, and one answer is recorded for exactly those selected), and the open offers (the
//! arrows and Enter move the opened offer, and "Hold" holds exactly those selected).

use crate::common;

use common::desk::{self, fresh_data_folder, open_tab_showing, shows, step_until, step_until_true};
use common::*;
use directory_desk::sandbox::Sandbox;
use directory_desk::store::{Answer, OfferId, Store};
use directory_desk::ui::DeskApp;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::selection::row;

fn press(harness: &mut Harness<'_, DeskApp>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run_steps(2);
}

/// Writes an offer of `title` to `candidates`, `wave` to a wave.
fn offer_of(
    folder: &std::path::Path,
    directory: &str,
    title: &str,
    candidates: &[uuid::Uuid],
    wave: u8,
) -> OfferId {
    let mut offer = desk::new_offer(directory, title, candidates);
    offer.wave_size = wave;
    desk::write_offer(folder, &offer)
}

/// The directory's names of `uuids`, which their rows show once the outbox offered them.
fn names_of(sandbox: &Sandbox, uuids: &[uuid::Uuid]) -> Vec<String> {
    uuids
        .iter()
        .map(|uuid| {
            block_on(client(sandbox).freelancer(*uuid))
                .unwrap()
                .display_name()
                .unwrap()
        })
        .collect()
}

#[test]
fn the_candidates_select_as_every_table_and_one_answer_goes_to_exactly_those_selected() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 5));
    let names = names_of(&sandbox, &good);
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    // Four a wave: the fifth is not offered the job yet.
    let id = offer_of(&folder, &directory, "Terms, IT>EN", &good, 4);
    let store = Store::open_in(&folder).unwrap();
    let answers = || {
        let offer = store.offer(&directory, id).unwrap().unwrap();
        good.iter()
            .map(|uuid| offer.candidate(*uuid).unwrap().answer)
            .collect::<Vec<_>>()
    };
    let mut harness = desk::demo_window(&sandbox, folder.clone());
    step_until(&mut harness, "Signed in as");
    open_tab_showing(&mut harness, "Offers", "Offer 1: Terms, IT>EN");
    harness.get_by_label("Offer 1: Terms, IT>EN").click();
    step_until_true(&mut harness, "the first wave delivered", |h| {
        h.query_all_by_label("delivered").count() == 4
    });
    step_until(&mut harness, &names[3]);
    let declined = |count: &str| format!("Record “Declined” for {count}");
    assert!(
        !desk::enabled(&harness, &declined("those selected")),
        "none selected"
    );
    assert!(
        !shows(&harness, "Identity"),
        "no inspector before one opens"
    );

    // A click selects the candidate and shows them beside the board, read once.
    let path = format!("GET /v2/freelancer/{}", good[0]);
    let asked = || block_on(requests_for(&sandbox, &path));
    let before = asked();
    row(&harness, &names[0]).click();
    step_until(&mut harness, "Identity");
    assert!(
        shows(&harness, &good[0].to_string()),
        "the inspector shows them"
    );
    assert!(desk::enabled(&harness, &declined("the selected one")));
    assert_eq!(asked(), before + 1, "their profile read once");
    // Ctrl/Cmd-click adds one without showing it.
    row(&harness, &names[1]).click_modifiers(Modifiers::COMMAND);
    harness.run_steps(2);
    assert!(shows(&harness, &declined("the 2 selected")));
    assert!(!shows(&harness, &good[1].to_string()));
    // Shift-click: from the anchor (the row toggled last) to the row.
    row(&harness, &names[3]).click_modifiers(Modifiers::SHIFT);
    harness.run_steps(2);
    assert!(shows(&harness, &declined("the 3 selected")), "rows 2 to 4");
    // The arrows move the cursor, Space unchecks, Enter opens.
    press(&mut harness, Modifiers::NONE, Key::ArrowUp);
    press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(
        shows(&harness, &declined("the 2 selected")),
        "row 3 unchecked"
    );
    press(&mut harness, Modifiers::NONE, Key::ArrowUp);
    press(&mut harness, Modifiers::NONE, Key::Enter);
    step_until(&mut harness, &good[1].to_string());
    assert!(
        !shows(&harness, &good[0].to_string()),
        "the second shown instead"
    );
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(
        shows(&harness, &declined("the 3 selected")),
        "rows 2 to 4 again"
    );
    // The first opened again: shown from what was read, without another request.
    row(&harness, &names[0]).click_modifiers(Modifiers::COMMAND);
    row(&harness, &names[0]).click_modifiers(Modifiers::COMMAND);
    harness.run_steps(2);
    press(&mut harness, Modifiers::NONE, Key::Enter);
    step_until(&mut harness, &good[0].to_string());
    assert_eq!(asked(), before + 1, "not read again");
    assert!(shows(&harness, &declined("the 3 selected")));

    harness.get_by_label(&declined("the 3 selected")).click();
    step_until_true(&mut harness, "the three answers recorded", |_| {
        answers()[1..4].iter().all(|a| *a == Some(Answer::Declined))
    });
    step_until(&mut harness, "declined 3");
    let declined_one = Some(Answer::Declined);
    assert_eq!(
        answers(),
        [None, declined_one, declined_one, declined_one, None],
        "exactly those selected"
    );
    // Each has the answer now: the button has nobody left to change.
    assert!(!desk::enabled(&harness, &declined("those selected")));
    harness.get_by_label("Clear selection").click();
    harness.run_steps(2);
    assert!(
        !desk::enabled(&harness, "Record “No answer” for those selected"),
        "nothing selected"
    );
}

#[test]
fn the_arrows_move_the_opened_offer_and_hold_holds_exactly_those_selected() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    let titles = ["First", "Second", "Third"];
    let ids: Vec<OfferId> = titles
        .iter()
        .zip(&good)
        .map(|(title, uuid)| offer_of(&folder, &directory, title, &[*uuid], 2))
        .collect();
    let names = names_of(&sandbox, &good);
    let store = Store::open_in(&folder).unwrap();
    let held = || {
        ids.iter()
            .map(|id| store.offer(&directory, *id).unwrap().unwrap().held)
            .collect::<Vec<_>>()
    };
    // Each offer's only candidate is its own: their name says which is opened.
    let opened = |harness: &Harness<'_, DeskApp>, title: &str| {
        let at = titles.iter().position(|t| *t == title).unwrap();
        shows(harness, &names[at])
    };
    let mut harness = desk::demo_window(&sandbox, folder.clone());
    step_until(&mut harness, "Signed in as");
    open_tab_showing(&mut harness, "Offers", "Offer 3: Third");
    assert!(!desk::enabled(&harness, "Hold the selected offers"));
    // Newest first: a click opens the third; the arrows move down the list and back.
    harness.get_by_label("Offer 3: Third").click();
    step_until(&mut harness, &names[2]);
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    assert!(opened(&harness, "Second") && !opened(&harness, "Third"));
    press(&mut harness, Modifiers::NONE, Key::ArrowDown);
    assert!(opened(&harness, "First"));
    press(&mut harness, Modifiers::NONE, Key::ArrowUp);
    press(&mut harness, Modifiers::NONE, Key::Enter);
    assert!(opened(&harness, "Second"));
    // Moving selected nothing more; Space checks the second beside the third.
    assert!(shows(&harness, "Hold the selected offer"));
    press(&mut harness, Modifiers::NONE, Key::Space);
    assert!(shows(&harness, "Hold the 2 selected offers"));
    // Ctrl/Cmd-click adds the first, and takes it out again.
    row(&harness, "Offer 1: First").click_modifiers(Modifiers::COMMAND);
    harness.run_steps(2);
    assert!(shows(&harness, "Hold the 3 selected offers"));
    row(&harness, "Offer 1: First").click_modifiers(Modifiers::COMMAND);
    harness.run_steps(2);
    harness.get_by_label("Hold the 2 selected offers").click();
    step_until_true(&mut harness, "the two held", |_| {
        held() == [false, true, true]
    });
    step_until(&mut harness, "Let go the 2 selected offers");
    assert!(
        !desk::enabled(&harness, "Hold the selected offers"),
        "held already"
    );
    harness.get_by_label("Let go the 2 selected offers").click();
    step_until_true(&mut harness, "the two let go", |_| held() == [false; 3]);
}
