//! The Offers board, driven against the sandbox: an offer written to the desk's database is
//! sent a wave at a time by the window's outbox, and the coordinator records answers on it.

use crate::common;

use common::desk::{
    self, fresh_data_folder, offer_in, open_tab, open_tab_showing, shows, step_until,
    step_until_true, type_into,
};
use common::*;
use directory_desk::store::{Answer, OfferState, Store};
use egui_kittest::kittest::Queryable;

/// Looks `who` up in the UUID table, selects them all and opens "Offer a job…" for them.
fn offer_dialog_for(
    harness: &mut egui_kittest::Harness<'_, directory_desk::ui::DeskApp>,
    who: &[uuid::Uuid],
) {
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::L);
    harness.step();
    let text: Vec<String> = who.iter().map(ToString::to_string).collect();
    harness.event(egui::Event::Paste(text.join("\n")));
    harness.run_steps(3);
    harness.get_by_label("Look up").click();
    step_until(harness, "Lookup finished");
    harness.get_by_label("Select all filtered").click();
    harness.run_steps(2);
    harness.get_by_label("Offer a job…").click();
    let heading = format!("Candidates, in the order offered ({})", who.len());
    step_until(harness, &heading);
}
#[test]
fn accepting_on_the_board_records_the_answer_and_fills_the_offer() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    let id = offer_in(&folder, &directory, "Legal review, FR>EN", &good);
    let mut harness = desk::demo_window(&sandbox, folder.clone());
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
    // The others' notes are held for the undo window: a slipped click is taken back, and
    // nobody was told anything.
    assert!(
        offer.candidates[1].closing_due_at.is_some(),
        "the thank-you is held"
    );
    assert!(shows(&harness, "the others are told"));
    harness.get_by_label("Undo").click();
    step_until(&mut harness, "Open offers (1)");
    let offer = store.offer(&directory, id).unwrap().unwrap();
    assert_eq!(offer.state, OfferState::Open);
    assert_eq!(offer.filled_by, None);
    assert_eq!(
        offer.candidates[0].answer, None,
        "the slipped accept is forgotten"
    );
    let notes: Vec<_> = block_on(sent_messages(&sandbox))
        .into_iter()
        .filter(|m| {
            m["subject"]
                .as_str()
                .is_some_and(|s| s.starts_with("Filled"))
        })
        .collect();
    assert!(notes.is_empty(), "nobody told: {notes:?}");
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
    let mut harness = desk::demo_window(&sandbox, folder.clone());
    step_until(&mut harness, "Signed in as");
    offer_dialog_for(&mut harness, &good);
    // Each candidate's availability on the offer's days fills in as the directory answers.
    step_until(&mut harness, "free 100%");
    assert!(shows(&harness, "free 0%"));
    assert!(shows(&harness, "—"), "the one who set no day is unknown");
    // Rank: the free one first, the unknown, then the booked one.
    harness.get_by_label("Rank").click();
    harness.run_steps(2);
    // Empty: every problem is told at once, beside its field.
    // The new window takes a few frames to settle at its size.
    harness.run_steps(5);
    step_until(&mut harness, "Give the job a title.");
    type_into(&mut harness, "Title", "Patent, DE>EN, 4,000 words");
    type_into(&mut harness, "Deadline (date, your time)", "2020-01-01");
    type_into(&mut harness, "Subject", "Job offer: patent");
    type_into(&mut harness, "Message", "Could you take it?");
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
    harness.run_steps(2);
    harness.get_by_label("Write the offer").click();
    step_until(&mut harness, "Before the first wave");
    harness.get_by_label("Send the first wave").click();
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
    // What their answers teach is read again and shown with them, and in the table's
    // Responsiveness column (an answer within the minute has a median of a minute).
    step_until(&mut harness, "Answered 1 of 1 offers, accepted 0");
    harness.get_by_label("Show vendor columns").click();
    step_until(&mut harness, "Responsiveness");
    step_until(&mut harness, "1 of 1 answered, median 1 min");
}

/// The form tells every problem at once and clamps nothing; its pair comes from the
/// directory's language lists; "Write the offer" opens the review (who gets the first wave,
/// by name, and when, the recently messaged named), Back returns to the form with nothing
/// lost, and only the review's confirmation writes the offer, with the coordinator's word on
/// the recently messaged kept in its timeline.
#[test]
fn the_offer_form_reviews_the_first_wave_before_anything_is_written() {
    use directory_desk::store::{DraftRecipient, NewJob, NewRequest};
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    {
        // good[2] is waiting in a job of this desk: messaged recently, as the composer says.
        let mut store = Store::open_in(&folder).unwrap();
        store
            .create_job(&NewJob {
                directory: directory.clone(),
                account: None,
                sender_name: "Ana".into(),
                sender_email: "ana@agency.example".into(),
                subject: "Rates 2027".into(),
                body: "Hello".into(),
                message_type: directory_desk::api::MessageType::Rfq,
                personalised: false,
                requests: vec![NewRequest {
                    recipients: vec![DraftRecipient {
                        uuid: good[2],
                        name: None,
                    }],
                    subject: None,
                    body: None,
                }],
                offer: None,
            })
            .unwrap();
    }
    let mut harness = desk::demo_window(&sandbox, folder.clone());
    step_until(&mut harness, "Signed in as");
    step_until_true(&mut harness, "the directory's code lists in use", |h| {
        h.state()
            .catalogue()
            .served_by_directory(directory_desk::catalogue::Kind::Language)
    });
    offer_dialog_for(&mut harness, &good);
    harness.run_steps(5);
    // Every problem at once, beside its field; the button waits for them all.
    assert!(shows(&harness, "Give the job a title."));
    assert!(shows(&harness, "The message needs a subject and a text."));
    assert!(shows(&harness, "Fix the 2 problems marked above to go on."));
    harness.get_by_label("Write the offer").click();
    harness.run_steps(3);
    assert!(
        !shows(&harness, "Before the first wave"),
        "disabled: no review"
    );
    // A wave of 40 is an error that says 1 to 25, not a quiet 25.
    harness.get_by_label("Freelancers per wave").focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Freelancers per wave").type_text("40");
    step_until(&mut harness, "A wave is 1 to 25 freelancers.");
    assert!(shows(&harness, "Fix the 3 problems marked above to go on."));
    harness.get_by_label("Freelancers per wave").focus();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.get_by_label("Freelancers per wave").type_text("2");
    harness.run_steps(2);
    assert!(!shows(&harness, "A wave is 1 to 25 freelancers."));
    // The pair from the directory's lists: half a pair is told too.
    crate::desktop::pick(&mut harness, "Pair from:", "engl", "English");
    step_until(
        &mut harness,
        "Choose both languages of the pair, or neither.",
    );
    crate::desktop::pick(&mut harness, "Pair to:", "swed", "Swedish");
    harness.run_steps(2);
    assert!(!shows(&harness, "Choose both languages"));
    type_into(&mut harness, "Title", "Manual, EN>SV");
    type_into(&mut harness, "Subject", "Job offer: manual");
    type_into(&mut harness, "Message", "Could you take it?");
    harness.get_by_label("at once").click();
    harness.run_steps(2);
    assert!(
        !shows(&harness, "problems marked above"),
        "nothing left to fix"
    );
    let names: Vec<String> = harness
        .state()
        .offer_form_candidates()
        .into_iter()
        .map(|(_, name)| name.expect("named by the lookup").to_owned())
        .collect();
    harness.get_by_label("Write the offer").click();
    step_until(&mut harness, "Before the first wave");
    // Who gets the first wave, by name, and when; the third waits for a later wave.
    assert!(shows(&harness, "The first wave: 2 freelancers"));
    assert!(shows(&harness, &names[0]) && shows(&harness, &names[1]));
    assert_eq!(harness.query_all_by_label("goes now").count(), 2);
    assert!(shows(&harness, "their time"));
    assert!(shows(&harness, "your time"));
    assert!(
        !shows(&harness, "their zone unknown"),
        "each one's zone from their user summary"
    );
    assert!(shows(&harness, "1 more in later waves"));
    // The recently messaged, as the composer names them; the word comes first.
    assert!(shows(
        &harness,
        "1 recipient was messaged from this environment"
    ));
    assert!(shows(&harness, "Leave them out"));
    harness.get_by_label("Send the first wave").click();
    harness.run_steps(3);
    let store = Store::open_in(&folder).unwrap();
    assert!(
        store.offer(&directory, id_one()).unwrap().is_none(),
        "nothing written before the word on the recently messaged"
    );
    // Back: the form as it was; written again, the review opens again.
    harness.get_by_label("Back").click();
    step_until(&mut harness, "Candidates, in the order offered (3)");
    assert!(!shows(&harness, "Before the first wave"));
    harness.get_by_label("Write the offer").click();
    step_until(&mut harness, "Before the first wave");
    harness.get_by_label("Leave them out").click();
    step_until(&mut harness, "They are left out of the offer.");
    assert!(shows(&harness, "messaged recently, left out on your word"));
    assert!(
        !shows(&harness, "later waves"),
        "the third is left out, not later"
    );
    harness.get_by_label("Send the first wave").click();
    step_until(&mut harness, "Offer 1: Manual, EN>SV");
    let offer = store.offer(&directory, id_one()).unwrap().unwrap();
    let order: Vec<uuid::Uuid> = offer.candidates.iter().map(|c| c.uuid).collect();
    assert_eq!(
        order,
        vec![good[0], good[1]],
        "the recently messaged left out"
    );
    assert_eq!(offer.wave_size, 2);
    assert_eq!(offer.terms.pair.as_deref(), Some("English → Swedish"));
    assert!(
        offer.events.iter().any(|e| e.kind == "recent_left_out"),
        "the word kept with the offer: {:?}",
        offer.events
    );
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
    let mut harness = desk::demo_window(&sandbox, folder.clone());
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

/// A page of search matches is offered a job in the directory's order, in the pair searched.
#[test]
fn a_job_is_offered_to_a_page_of_search_matches() {
    let sandbox = start_sandbox();
    let folder = fresh_data_folder();
    let mut harness = desk::demo_window(&sandbox, folder);
    step_until(&mut harness, "Signed in as");
    step_until_true(&mut harness, "the directory's code lists in use", |h| {
        h.state()
            .catalogue()
            .served_by_directory(directory_desk::catalogue::Kind::Language)
    });
    crate::desktop::search_pair(&mut harness, ("engl", "English"), ("swed", "Swedish"));
    step_until(&mut harness, "matches for English → Swedish");
    harness.get_by_label("Offer them a job…").click();
    step_until(&mut harness, "Candidates, in the order offered");
    harness.run_steps(5);
    let candidates = harness.state().offer_form_candidates();
    assert_eq!(
        harness.state().offer_form_pair().as_deref(),
        Some("English → Swedish"),
        "the pair searched, by its names"
    );
    let query = directory_desk::api::SearchQuery {
        language_pair: "eng_sve".into(),
        limit: Some(25),
        offset: Some(0),
        ..Default::default()
    };
    let first_page = block_on(client(&sandbox).search(&query)).unwrap();
    let expected: Vec<uuid::Uuid> = first_page
        .matches
        .iter()
        .filter_map(|m| m.freelancer.uuid)
        .collect();
    let order: Vec<uuid::Uuid> = candidates.iter().map(|(uuid, _)| *uuid).collect();
    assert!(!order.is_empty());
    assert_eq!(order, expected, "the directory's order, its relevance");
    assert!(
        candidates.iter().all(|(_, name)| name.is_some()),
        "each with the name the directory gave"
    );
}

/// "New offer ▾" on the board takes its candidates from a saved list, in the list's order, or
/// from the vendor records with a tag, leaving out whoever is marked do not contact: a list's
/// member too, whose record the window had not read before.
#[test]
fn a_job_is_offered_to_a_saved_list_and_to_vendors_by_their_records() {
    use directory_desk::store::{DraftRecipient, VendorChange, VendorStatus};
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 4));
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    {
        let mut store = Store::open_in(&folder).unwrap();
        let members: Vec<DraftRecipient> = [good[2], good[3], good[0]]
            .iter()
            .map(|uuid| DraftRecipient {
                uuid: *uuid,
                name: Some(format!("Member {uuid}")),
            })
            .collect();
        store.save_list(&directory, "Legal FR", &members).unwrap();
        let tagged = |status| VendorChange {
            status: Some(Some(status)),
            add_tags: vec!["legal".into()],
            ..VendorChange::default()
        };
        store
            .change_vendors(&directory, &[good[1]], &tagged(VendorStatus::Active))
            .unwrap();
        store
            .change_vendors(&directory, &[good[3]], &tagged(VendorStatus::DoNotContact))
            .unwrap();
    }
    let mut harness = desk::demo_window(&sandbox, folder);
    step_until(&mut harness, "Signed in as");
    open_tab_showing(&mut harness, "Offers", "New offer ▾");
    harness.get_by_label("New offer ▾").click();
    harness.run_steps(2);
    harness.get_by_label("From a saved list").click();
    harness.run_steps(2);
    harness.get_by_label("Legal FR (3)").click();
    step_until(&mut harness, "Candidates, in the order offered (2)");
    assert!(shows(&harness, "Left out, marked do not contact: 1"));
    let order = |h: &egui_kittest::Harness<'_, directory_desk::ui::DeskApp>| -> Vec<uuid::Uuid> {
        h.state()
            .offer_form_candidates()
            .into_iter()
            .map(|(uuid, _)| uuid)
            .collect()
    };
    assert_eq!(order(&harness), vec![good[2], good[0]], "the list's order");
    harness.run_steps(5);
    harness.get_by_label("Close").click();
    harness.run_steps(3);
    assert!(
        harness.state().offer_form_pair().is_none(),
        "the form closed"
    );

    harness.get_by_label("New offer ▾").click();
    harness.run_steps(2);
    harness.get_by_label("From vendor records").click();
    harness.run_steps(2);
    type_into(&mut harness, "Tag:", "legal");
    harness.get_by_label("Offer them a job…").click();
    step_until(&mut harness, "Candidates, in the order offered (1)");
    assert_eq!(order(&harness), vec![good[1]]);
    assert!(shows(&harness, "Left out, marked do not contact: 1"));
}

/// In a team, what colleagues recorded of answers to offers teaches the window too (the
/// table's column, the inspector, the form's Rank), and says who recorded the last one.
#[test]
fn colleagues_answers_to_offers_teach_the_window_and_say_who_recorded_them() {
    use directory_desk::store::AnswerFact;
    use directory_desk::team::{Desk, Team, TeamUrl};
    let Some(db) = block_on(crate::peers::team_database()) else {
        return;
    };
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 1));
    let directory = crate::desktop::test_directory(&sandbox);
    let bea = Desk {
        id: uuid::Uuid::new_v4(),
        coordinator: "Bea".into(),
    };
    const HOUR: i64 = 3_600_000;
    let now = directory_desk::store::now_ms();
    let fact = |sent_at: i64, answer: Answer| AnswerFact {
        uuid: good[0],
        pair: Some("English → German".into()),
        sent_at,
        answer: Some(answer),
        answered_at: Some(sent_at + HOUR),
        recorded_by: None,
    };
    block_on(async {
        let url = TeamUrl::parse(&db.open_url).unwrap();
        let team = Team::open(&url, None).await.unwrap();
        let facts = [
            (1, fact(now - 5 * HOUR, Answer::Declined)),
            (2, fact(now - 3 * HOUR, Answer::Accepted)),
        ];
        team.share_offer_answers(&directory, &bea, &facts)
            .await
            .unwrap();
    });
    let mut harness =
        crate::desktop::window_in_a_team(&sandbox, &db.open_url, "Dee", &fresh_data_folder());
    step_until_true(&mut harness, "the team's answers learned", |h| {
        h.state().responsiveness_of(good[0]).is_some()
    });
    let learned = harness.state().responsiveness_of(good[0]).unwrap().clone();
    assert_eq!(
        (learned.offered, learned.answered, learned.accepted),
        (2, 2, 1)
    );
    assert_eq!(learned.median_answer_ms, Some(HOUR));
    assert_eq!(learned.last_answer, Some(now - 2 * HOUR));
    assert_eq!(learned.last_recorded_by.as_deref(), Some("Bea"));
}

/// The freelancers whose next working hours are still to come now, as the outbox will place
/// them (their availability's hours, their profile's zone, the coordinator's standing in).
fn outside_their_hours(
    sandbox: &directory_desk::sandbox::Sandbox,
    among: &[uuid::Uuid],
) -> Vec<uuid::Uuid> {
    use directory_desk::offers::schedule::WorkingWeek;
    let client = client(sandbox);
    let coordinator = jiff::tz::TimeZone::system();
    let now = jiff::Timestamp::now();
    let today = coordinator.to_datetime(now).date();
    let until = today.checked_add(jiff::Span::new().days(14)).unwrap();
    among
        .iter()
        .copied()
        .filter(|uuid| {
            let profile = block_on(client.freelancer(*uuid)).expect("a profile");
            let zone = profile
                .contact_info
                .as_ref()
                .and_then(|c| c.timezone.clone());
            let hours = block_on(client.availability(&uuid.to_string(), today, until))
                .ok()
                .and_then(|a| a.working_hours);
            let week = WorkingWeek::of(hours.as_ref(), zone.as_deref(), &coordinator);
            // An hour's margin: the wave must still wait when the window opens it.
            week.next_send(now) > now + jiff::SignedDuration::from_hours(1)
        })
        .collect()
}

/// What follows `marker` in the first text on screen holding it, up to `end` (or its end).
fn after(
    harness: &egui_kittest::Harness<'_, directory_desk::ui::DeskApp>,
    marker: &str,
    end: &str,
) -> String {
    let text = desk::screen_text(harness);
    let start = text
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker:?} in {text}"))
        + marker.len();
    let rest = &text[start..];
    let stop = [rest.find(end), rest.find(" | ")]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(rest.len());
    rest[..stop].to_owned()
}

/// An offer sent in its freelancers' working hours to one whose day has not begun: the
/// window's news of the wave, the board's card and the offer's journal name the same next
/// send, in the coordinator's zone and the freelancer's, the one the outbox placed.
#[test]
fn a_wave_waiting_for_working_hours_is_named_alike_by_the_news_the_board_and_the_journal() {
    use directory_desk::store::{
        ClosingTexts, NewCandidate, NewOffer, OfferTerms, Pick, SendWhen, Words,
    };
    let sandbox = start_sandbox();
    let first = block_on(ordinary_freelancers(&sandbox, 1))[0];
    // Their working day pinned hours away from now, whatever the time of day the test runs.
    pin_hours_away_from_now(&sandbox, first);
    assert_eq!(
        outside_their_hours(&sandbox, &[first]),
        vec![first],
        "pinned outside their working hours"
    );
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    let mut harness = desk::demo_window(&sandbox, folder.clone());
    step_until(&mut harness, "Signed in as");
    open_tab(&mut harness, "Offers");
    step_until(&mut harness, "Open offers (0)");
    let mut store = Store::open_in(&folder).unwrap();
    let id = store
        .create_offer(&NewOffer {
            directory: directory.clone(),
            account: None,
            title: "Night shift".into(),
            terms: OfferTerms::default(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            message: Words {
                subject: "Job offer".into(),
                body: "Could you take it?".into(),
            },
            message_type: directory_desk::api::MessageType::Job,
            closing: ClosingTexts::standard("Night shift"),
            wave_size: 1,
            wave_wait_ms: 3_600_000,
            send_when: SendWhen::WorkingHours,
            pick: Pick::First,
            candidates: vec![NewCandidate {
                uuid: first,
                name: None,
                pinned: false,
            }],
            recent: None,
        })
        .unwrap();
    open_tab_showing(&mut harness, "Account", "Sign out");
    open_tab_showing(&mut harness, "Offers", "Offer 1: Night shift");
    harness.get_by_label("Offer 1: Night shift").click();
    step_until(&mut harness, "the new wave waits for working hours");
    harness.get_by_label("Journal").click();
    harness.run_steps(3);

    let news = after(
        &harness,
        "the new wave waits for working hours; its next message goes at ",
        ".",
    );
    let card = after(
        &harness,
        "Waiting for working hours: next message at ",
        " · ",
    );
    let journal = after(&harness, "A wave opened; its next message goes at ", " | ");
    assert_eq!(news, card, "the news and the board");
    assert_eq!(card, journal, "the board and the journal");
    // The one the outbox placed: after now, in the freelancer's zone as their profile says.
    let offer = store.offer(&directory, id).unwrap().unwrap();
    let candidate = &offer.candidates[0];
    assert!(candidate.due_at.unwrap() > directory_desk::store::now_ms());
    let zone = candidate.zone.clone().expect("their profile's zone");
    assert!(card.contains(&format!("({zone})")), "{card} names {zone}");
    assert!(card.contains("theirs: "), "{card}");
}

/// Each of the board's controls of an open offer does what it says: Hold stops the waves
/// (and "Send next wave now" says it cannot), Let go lets them go, "Send next wave now"
/// sends the next wave at once through the outbox, Keep it keeps the offer, and "Yes, cancel
/// it" cancels it.
#[test]
fn every_control_of_an_open_offer_changes_it() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    let id = offer_in(&folder, &directory, "Audit, PL>EN", &good);
    let store = Store::open_in(&folder).unwrap();
    let offer = || store.offer(&directory, id).unwrap().unwrap();
    let offered = || {
        block_on(sent_messages(&sandbox))
            .into_iter()
            .filter(|m| m["subject"] == "Job offer: Audit, PL>EN")
            .map(|m| m["delivered_to"].as_array().map_or(0, Vec::len))
            .sum::<usize>()
    };
    let mut harness = desk::demo_window(&sandbox, folder.clone());
    step_until(&mut harness, "Signed in as");
    open_tab_showing(&mut harness, "Offers", "Offer 1: Audit, PL>EN");
    harness.get_by_label("Offer 1: Audit, PL>EN").click();
    harness.run_steps(2);
    step_until_true(&mut harness, "the first wave delivered", |h| {
        h.query_all_by_label("delivered").count() == 2
    });
    assert_eq!(offered(), 2);

    harness.get_by_label("Hold").click();
    step_until_true(&mut harness, "the offer held", |_| offer().held);
    step_until(&mut harness, "Let go");
    assert!(
        !desk::enabled(&harness, "Send next wave now"),
        "a held offer sends no wave"
    );
    harness.get_by_label("Let go").click();
    step_until_true(&mut harness, "the offer let go", |_| !offer().held);
    step_until(&mut harness, "Hold");

    // The wave's wait is two hours: the button skips it, and the third is offered now.
    assert!(desk::enabled(&harness, "Send next wave now"));
    harness.get_by_label("Send next wave now").click();
    step_until_true(&mut harness, "the second wave delivered", |h| {
        h.query_all_by_label("delivered").count() == 3
    });
    assert_eq!(offered(), 3, "the third candidate, once");
    let third = offer().candidate(good[2]).unwrap().wave;
    assert_eq!(third, Some(2));
    assert_eq!(offer().wave, 2);
    assert!(
        !desk::enabled(&harness, "Send next wave now"),
        "nobody is left to offer it to"
    );

    harness.get_by_label("Cancel offer…").click();
    step_until(&mut harness, "Keep it");
    harness.get_by_label("Keep it").click();
    harness.run_steps(3);
    assert!(!shows(&harness, "Yes, cancel it"), "the question closed");
    assert_eq!(offer().state, OfferState::Open);
    harness.get_by_label("Cancel offer…").click();
    step_until(&mut harness, "Yes, cancel it");
    harness.get_by_label("Yes, cancel it").click();
    step_until_true(&mut harness, "the offer cancelled", |_| {
        offer().state == OfferState::Cancelled
    });
    step_until(&mut harness, "Open offers (0)");
    assert_eq!(offered(), 3, "no wave after the cancel");
}

/// "Send next wave now" while the open wave's messages wait for their freelancers' working
/// hours (the board says so for hours): the next wave opens now, placed in its own
/// freelancers' hours as the scheduler places any wave, and nothing goes to anyone asleep.
#[test]
fn the_next_wave_goes_early_while_the_last_waits_for_working_hours() {
    let sandbox = start_sandbox();
    let people = with_zones(&sandbox, 3);
    let asleep: Vec<(uuid::Uuid, String)> = people
        .iter()
        .map(|(uuid, zone)| (*uuid, asleep_now(zone)))
        .collect();
    pin_hours(&sandbox, &asleep);
    let who: Vec<uuid::Uuid> = people.iter().map(|(uuid, _)| *uuid).collect();
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    let mut night = desk::new_offer(&directory, "Night shift, JA>EN", &who);
    night.send_when = directory_desk::store::SendWhen::WorkingHours;
    let id = desk::write_offer(&folder, &night);
    let store = Store::open_in(&folder).unwrap();
    let offer = || store.offer(&directory, id).unwrap().unwrap();
    let mut harness = desk::demo_window(&sandbox, folder.clone());
    step_until(&mut harness, "Signed in as");
    open_tab_showing(&mut harness, "Offers", "Offer 1: Night shift, JA>EN");
    harness.get_by_label("Offer 1: Night shift, JA>EN").click();
    harness.run_steps(2);
    step_until_true(&mut harness, "the first wave placed in their hours", |_| {
        let offer = offer();
        offer.wave == 1
            && offer
                .candidates
                .iter()
                .filter(|c| c.due_at.is_some())
                .count()
                == 2
    });
    harness.get_by_label("Send next wave now").click();
    step_until_true(&mut harness, "the second wave opened", |_| {
        offer().wave == 2
    });
    let offer = offer();
    let third = offer.candidate(who[2]).unwrap();
    assert_eq!(third.wave, Some(2));
    assert!(
        third
            .due_at
            .is_some_and(|at| at > directory_desk::store::now_ms()),
        "placed in their hours, later"
    );
    assert!(
        offer.candidates.iter().all(|c| c.job.is_none()),
        "nobody asleep was messaged"
    );
    assert!(block_on(sent_messages(&sandbox)).is_empty());
}

/// An offer whose coordinator picks among those who accepted: "Send next wave now" says why
/// it cannot while someone accepted, and "Give them the job" fills the offer with them.
#[test]
fn the_coordinator_gives_the_job_to_one_who_accepted() {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 3));
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    let mut choosing = desk::new_offer(&directory, "Deposition, ES>EN", &good);
    let week = 7 * 24 * 3_600_000;
    choosing.pick = directory_desk::store::Pick::Choose {
        until: directory_desk::store::now_ms() + week,
    };
    let id = desk::write_offer(&folder, &choosing);
    let store = Store::open_in(&folder).unwrap();
    let offer = || store.offer(&directory, id).unwrap().unwrap();
    let mut harness = desk::demo_window(&sandbox, folder.clone());
    step_until(&mut harness, "Signed in as");
    open_tab_showing(&mut harness, "Offers", "Offer 1: Deposition, ES>EN");
    harness.get_by_label("Offer 1: Deposition, ES>EN").click();
    harness.run_steps(2);
    step_until_true(&mut harness, "the first wave delivered", |h| {
        h.query_all_by_label("delivered").count() == 2
    });
    harness
        .query_all_by_label("Accepted")
        .nth(1)
        .expect("an answer button per offered candidate")
        .click();
    step_until(&mut harness, "Give them the job");
    assert_eq!(
        offer().state,
        OfferState::Open,
        "an accept fills nothing yet"
    );
    assert!(
        !desk::enabled(&harness, "Send next wave now"),
        "someone accepted: the coordinator chooses"
    );
    harness.get_by_label("Give them the job").click();
    step_until_true(&mut harness, "the offer filled", |_| {
        offer().state == OfferState::Filled
    });
    assert_eq!(offer().filled_by, Some(good[1]));
}

/// Issue 47: the review before the first wave promises each message the time the outbox
/// keeps, when a freelancer's user summary and profile name different zones (or the summary
/// none): both read the zone by one rule (`offers::schedule::zone_name_of`), the summary's,
/// else the profile's. The outbox asks for the wave's summaries in one request.
#[test]
fn the_review_promises_the_time_the_outbox_keeps_when_summary_and_profile_zones_differ() {
    let sandbox = start_sandbox();
    let people = with_zones(&sandbox, 2);
    let (apart, alone) = (&people[0], &people[1]);
    // The first one's summary names a zone hours from their profile's; the second one's
    // names none, so their profile's stands.
    let summary_zone = a_zone_apart_from(&apart.1);
    pin_summary_zones(&sandbox, &[(apart.0, Some(summary_zone)), (alone.0, None)]);
    // Each one's working day opens hours from now in the zone the rule gives them.
    pin_hours(
        &sandbox,
        &[
            (apart.0, opening_ahead(summary_zone)),
            (alone.0, opening_ahead(&alone.1)),
        ],
    );
    let folder = fresh_data_folder();
    let directory = sandbox.base_url();
    let mut harness = desk::demo_window(&sandbox, folder.clone());
    step_until(&mut harness, "Signed in as");
    // Looked up in the table: their profiles (and so their profiles' zones) are known.
    offer_dialog_for(&mut harness, &[apart.0, alone.0]);
    harness.run_steps(5);
    type_into(&mut harness, "Title", "Contract, JA>EN");
    type_into(&mut harness, "Subject", "Job offer: contract");
    type_into(&mut harness, "Message", "Could you take it?");
    harness.run_steps(2);
    harness.get_by_label("Write the offer").click();
    step_until(&mut harness, "Before the first wave");
    // Once the summaries and the working hours are in, the review's times stand.
    let theirs = |uuid: uuid::Uuid, zone: &str| {
        let zone = format!("({zone})");
        move |times: &[(uuid::Uuid, i64, String)]| {
            times
                .iter()
                .any(|(u, _, text)| *u == uuid && text.ends_with(&zone) && text.contains(":00 ("))
        }
    };
    let (apart_read, alone_read) = (theirs(apart.0, summary_zone), theirs(alone.0, &alone.1));
    step_until_true(&mut harness, "the review's zones and hours read", |h| {
        let times = h.state().offer_review_times();
        let opening = |uuid| {
            times
                .iter()
                .any(|(u, at, _)| *u == uuid && *at > directory_desk::store::now_ms())
        };
        apart_read(&times) && alone_read(&times) && opening(apart.0) && opening(alone.0)
    });
    let promised = harness.state().offer_review_times();
    let summaries_before = block_on(summary_requests(&sandbox));
    harness.get_by_label("Send the first wave").click();
    let store = Store::open_in(&folder).unwrap();
    step_until_true(&mut harness, "the first wave placed", |_| {
        store
            .offer(&directory, id_one())
            .unwrap()
            .is_some_and(|o| o.wave == 1 && o.candidates.iter().all(|c| c.due_at.is_some()))
    });
    let offer = store.offer(&directory, id_one()).unwrap().unwrap();
    for (uuid, at, text) in &promised {
        let candidate = offer.candidate(*uuid).unwrap();
        assert_eq!(
            candidate.due_at,
            Some(*at),
            "the review said {text} for {uuid}; the outbox placed {:?} in {:?}",
            candidate
                .due_at
                .and_then(|ms| jiff::Timestamp::from_millisecond(ms).ok()),
            candidate.zone
        );
    }
    assert_eq!(
        offer.candidate(apart.0).unwrap().zone.as_deref(),
        Some(summary_zone)
    );
    assert_eq!(
        offer.candidate(alone.0).unwrap().zone.as_deref(),
        Some(alone.1.as_str())
    );
    assert_eq!(
        block_on(summary_requests(&sandbox)) - summaries_before,
        1,
        "the wave's summaries in one request"
    );
}
