//! The Offers board, driven against the sandbox: an offer written to the desk's database is
//! sent a wave at a time by the window's outbox, and the coordinator records answers on it.

use crate::common;

use common::desk::{
    self, Pictures, UNTOUCHED_KEYRING, fresh_data_folder, offer_in, open_tab, open_tab_showing,
    session_on, shows, step_until, step_until_true, type_into,
};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::sandbox::DEMO_API_KEY;
use directory_desk::store::{Answer, OfferState, Store};
use directory_desk::ui::Persisted;
use egui_kittest::kittest::Queryable;

#[test]
fn accepting_on_the_board_records_the_answer_and_fills_the_offer() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    let id = offer_in(&folder, &directory, "Legal review, FR>EN", &good);
    let mut harness = desk::harness(
        session_on(&sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder.clone(),
        Pictures::No,
    );
    step_until(&mut harness, "Signed in as");
    open_tab_showing(&mut harness, "Offers", "Offer 1: Legal review, FR>EN");
    harness.get_by_label("Offer 1: Legal review, FR>EN").click();
    harness.run_steps(2);
    // The outbox opens the first wave (two candidates) and sends it.
    step_until_true(&mut harness, "the first wave delivered", |h| {
        h.query_all_by_label("delivered").count() == 2
    });
    assert!(shows(&harness, "Wave 1 of about 2"));
    assert!(shows(&harness, "Next wave at"));
    assert!(shows(&harness, "not offered yet"), "the third waits");
    harness
        .query_all_by_label("Accepted")
        .next()
        .expect("an answer button per offered candidate")
        .click();
    step_until(&mut harness, "Offer 1 is filled.");
    step_until(&mut harness, "History (1)");
    assert!(shows(&harness, "Open offers (0)"));
    let store = Store::open_in(&folder).unwrap();
    let offer = store.offer(&directory, id).unwrap().unwrap();
    assert_eq!(offer.state, OfferState::Filled);
    assert_eq!(offer.filled_by, Some(offer.candidates[0].uuid));
    assert_eq!(offer.candidates[0].answer, Some(Answer::Accepted));
}

#[test]
fn a_job_is_offered_from_the_tables_selection_through_the_form() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    // Their availability, whatever the day: booked, free, unset.
    let pins = serde_json::json!({
        good[0].to_string(): 0,
        good[1].to_string(): 100,
        good[2].to_string(): null,
    });
    assert_eq!(block_on(admin_put(&sandbox, "availability", pins)), 200);
    let folder = fresh_data_folder();
    let mut harness = desk::harness(
        session_on(&sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder.clone(),
        Pictures::No,
    );
    step_until(&mut harness, "Signed in as");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::L);
    harness.step();
    let text: Vec<String> = good.iter().map(ToString::to_string).collect();
    harness.event(egui::Event::Paste(text.join("\n")));
    harness.run_steps(3);
    harness.get_by_label("Look up").click();
    step_until(&mut harness, "Lookup finished");
    harness.get_by_label("Select all filtered").click();
    harness.run_steps(2);
    harness.get_by_label("Offer a job…").click();
    step_until(&mut harness, "Candidates, in the order offered (3)");
    // Each candidate's availability on the offer's days fills in as the directory answers.
    step_until(&mut harness, "free 100%");
    assert!(shows(&harness, "free 0%"));
    assert!(shows(&harness, "—"), "the one who set no day is unknown");
    // Rank: the free one first, the unknown, then the booked one.
    harness.get_by_label("Rank").click();
    harness.run_steps(2);
    // Saved empty: every problem is told, nothing is written.
    // The new window takes a few frames to settle at its size.
    harness.run_steps(5);
    harness.get_by_label("Write the offer").click();
    step_until(&mut harness, "Give the job a title.");
    type_into(&mut harness, "Title", "Patent, DE>EN, 4,000 words");
    type_into(&mut harness, "Deadline (date, your time)", "2020-01-01");
    type_into(&mut harness, "Subject", "Job offer: patent");
    type_into(&mut harness, "Message", "Could you take it?");
    harness.get_by_label("Write the offer").click();
    step_until(&mut harness, "is already past");
    harness.get_by_label("Deadline (date, your time)").focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("Deadline (date, your time)")
        .type_text("2099-01-01");
    harness.run_steps(2);
    // The last candidate goes one up, and the messages go at once.
    harness.query_all_by_label("Up").last().unwrap().click();
    harness.run_steps(2);
    harness.get_by_label("at once").click();
    harness.get_by_label("Write the offer").click();
    step_until(&mut harness, "Offer 1: Patent, DE>EN, 4,000 words");
    assert!(!shows(&harness, "Write the offer"), "the form closed");
    let store = Store::open_in(&folder).unwrap();
    let offer = store.offer(&sandbox.base_url(), id_one()).unwrap().unwrap();
    let order: Vec<uuid::Uuid> = offer.candidates.iter().map(|c| c.uuid).collect();
    assert_eq!(order, vec![good[1], good[0], good[2]]);
    assert_eq!(offer.wave_size, 5);
    assert!(offer.terms.deadline.is_some());
    // The inspector offers the same answer buttons for the freelancer it shows.
    step_until_true(&mut harness, "the wave delivered", |h| {
        h.query_all_by_label("delivered").count() == 3
    });
    open_tab(&mut harness, "UUID lookup");
    harness.get_by_label("Emre Demir").click();
    step_until(&mut harness, "Offer 1: Patent, DE>EN, 4,000 words");
    harness.get_by_label("Declined").click();
    step_until_true(&mut harness, "the answer recorded", |_| {
        let offer = store.offer(&sandbox.base_url(), id_one()).unwrap().unwrap();
        offer.candidate(good[0]).unwrap().answer == Some(Answer::Declined)
    });
    // What their answers teach is read again and shown with them.
    step_until(&mut harness, "Answered 1 of 1 offers, accepted 0");
}

fn id_one() -> directory_desk::store::OfferId {
    directory_desk::store::OfferId(1)
}

#[test]
fn a_pasted_reply_names_its_candidate_and_its_answer_is_recorded_once_confirmed() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    let id = offer_in(&folder, &directory, "Legal review, FR>EN", &good);
    let mut harness = desk::harness(
        session_on(&sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder.clone(),
        Pictures::No,
    );
    step_until(&mut harness, "Signed in as");
    open_tab_showing(&mut harness, "Offers", "Offer 1: Legal review, FR>EN");
    harness.get_by_label("Offer 1: Legal review, FR>EN").click();
    step_until_true(&mut harness, "the first wave delivered", |h| {
        h.query_all_by_label("delivered").count() == 2
    });
    let reply = format!(
        "Sorry, I am fully booked this week.\n\nBest,\nmy profile: {}\n",
        good[1]
    );
    type_into(&mut harness, "Paste a reply", &reply);
    step_until(&mut harness, "This reply is from");
    assert!(shows(&harness, "It reads as: Declined"));
    harness.get_by_label("Record “Declined”").click();
    step_until(&mut harness, "declined 1");
    let store = Store::open_in(&folder).unwrap();
    let offer = store.offer(&directory, id).unwrap().unwrap();
    assert_eq!(offer.state, OfferState::Open);
    assert_eq!(
        offer.candidate(good[1]).unwrap().answer,
        Some(Answer::Declined)
    );
    // The same answer again is told, not counted twice.
    harness
        .query_all_by_label("Declined")
        .nth(1)
        .unwrap()
        .click();
    step_until(&mut harness, "already recorded");
    assert!(shows(&harness, "declined 1"));
}
