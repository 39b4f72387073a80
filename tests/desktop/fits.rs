//! Every panel shows its primary action and every column header whole, at the window's
//! smallest size (820×480) and at full HD (1920×1080), in each of the window's six languages:
//! where a panel is longer or wider than the window it scrolls, and a widget scrolled into
//! view (as a screen reader asks, AccessKit's "scroll into view") lies inside the screen and
//! is not cut by what holds it (its rect equals its rect after clipping, as egui records
//! it for the pointer). No pictures: the layout alone, so it is cheap to run for every
//! language and size.

use crate::common;

use common::desk::{
    self, Pictures, UNTOUCHED_KEYRING, fresh_data_folder, session_on, step_until, step_until_true,
};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::i18n::{self, Language};
use directory_desk::sandbox::{DEMO_API_KEY, Sandbox};
use directory_desk::ui::{DeskApp, Persisted};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// The sizes every panel must fit: the window's smallest, and full HD.
const SIZES: [egui::Vec2; 2] = [egui::vec2(820.0, 480.0), egui::vec2(1920.0, 1080.0)];

/// The six languages the window speaks (the pseudo-locale aside).
const LANGUAGES: [Language; 6] = [
    Language::EnglishUs,
    Language::German,
    Language::French,
    Language::Spanish,
    Language::Polish,
    Language::ChineseSimplified,
];

/// A panel: the message of its tab's title, of its primary action, and of its columns'
/// headers (with the content the tour below gives it).
struct Panel {
    tab: &'static str,
    action: &'static str,
    headers: &'static [&'static str],
}

const PANELS: [Panel; 6] = [
    Panel {
        tab: "app-tab-lookup",
        action: "lookup-look-up",
        headers: &[
            "lookup-column-name",
            "lookup-column-account-type",
            "lookup-column-country",
            "lookup-column-pairs",
            "lookup-column-membership",
            "lookup-column-state",
        ],
    },
    Panel {
        tab: "app-tab-search",
        action: "search-search",
        headers: &[
            "search-column-name",
            "search-column-country",
            "search-column-native-language",
            "search-column-kudoz",
        ],
    },
    Panel {
        tab: "app-tab-compose",
        action: "composer-send",
        headers: &[],
    },
    Panel {
        tab: "app-tab-outbox",
        action: "outbox-export-report",
        headers: &[],
    },
    Panel {
        tab: "app-tab-offers",
        action: "offers-next-wave-now",
        headers: &[
            "offers-column-name",
            "offers-column-wave",
            "offers-column-reach",
            "offers-column-answer",
            "offers-column-message",
        ],
    },
    Panel {
        tab: "app-tab-account",
        action: "account-sign-out",
        headers: &[],
    },
];

/// The job the tour offers.
const OFFER_TITLE: &str = "Legal glossary, FR>EN, 300 terms";

/// The window with something in every panel: twelve freelancers looked up, a search's
/// matches, a draft to all of them sent as job 1, and an offer to three, its card open.
fn furnished_window() -> (Harness<'static, DeskApp>, Sandbox) {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 12));
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
    harness.get_by_label("Look up").click_accesskit();
    step_until(&mut harness, "Lookup finished");

    desk::open_tab(&mut harness, "Directory search");
    desk::type_into(&mut harness, "From:", "engl");
    harness.get_by_label("English").click();
    harness.run_steps(2);
    desk::type_into(&mut harness, "To:", "germ");
    harness.get_by_label("German").click();
    harness.run_steps(2);
    harness.get_by_label("Search").click_accesskit();
    step_until(&mut harness, "matches for English → German");

    desk::open_tab(&mut harness, "UUID lookup");
    harness
        .get_by_label("Select all filtered")
        .click_accesskit();
    harness.run_steps(2);
    harness
        .get_by_label("Add selected to recipients")
        .click_accesskit();
    step_until(&mut harness, "added to the recipients");
    desk::open_tab(&mut harness, "Compose (");
    desk::type_into(&mut harness, "Subject", "Glossary review, legal, FR>EN");
    desk::type_into(
        &mut harness,
        "Message",
        "Could you review a legal glossary?",
    );
    harness.get_by_label("Send…").click_accesskit();
    step_until(&mut harness, "Send this message?");
    harness.get_by_label("Send now").click();
    step_until(&mut harness, "Job 1 finished");

    desk::offer_in(&folder, &sandbox.base_url(), OFFER_TITLE, &good[..3]);
    desk::open_tab_showing(&mut harness, "Offers", OFFER_TITLE);
    harness.get_by_label_contains(OFFER_TITLE).click();
    step_until_true(&mut harness, "the offer's first wave delivered", |h| {
        h.query_all_by_label("delivered").count() == 2
    });
    desk::dismiss_toasts(&mut harness);
    (harness, sandbox)
}

/// Whether a node shows `words`: its label or value is them, or them and the arrow of the
/// column a table is sorted by.
fn shows_words(node: &egui_kittest::kittest::AccessKitNode<'_>, words: &str) -> bool {
    [node.label(), node.value()]
        .into_iter()
        .flatten()
        .any(|text| {
            text.trim()
                .strip_prefix(words)
                .is_some_and(|rest| rest.chars().all(|c| matches!(c, ' ' | '▲' | '▼')))
        })
}

/// Where egui last laid out the widget of `node` out: its rect, and the part of it not
/// clipped away by what holds it.
fn laid_out(harness: &Harness<'_, DeskApp>, node: egui::accesskit::NodeId) -> Option<egui::Rect> {
    harness.ctx.viewport(|viewport| {
        let widgets = &viewport.prev_pass.widgets;
        widgets.layers().find_map(|(_, rects)| {
            rects
                .iter()
                .find(|w| w.id.accesskit_id() == node)
                .map(|w| w.interact_rect)
        })
    })
}

/// Why the widget of AccessKit node `id` is not wholly in view, if it is not: outside the
/// screen, or cut by what holds it.
fn not_in_view(harness: &Harness<'_, DeskApp>, id: egui::accesskit::NodeId) -> Option<String> {
    let rect = harness
        .query_all_by(|node| node.locate().0 == id)
        .next()
        .map(|node| node.rect())?;
    let screen = harness.ctx.content_rect();
    // Half a point of rounding between egui's rects and AccessKit's.
    let inside = |outer: egui::Rect| outer.expand(0.5).contains_rect(rect);
    let seen = laid_out(harness, id);
    let unclipped = seen.is_none_or(inside);
    (!inside(screen) || !unclipped)
        .then(|| format!("at {rect:?}, seen {seen:?} of the screen {screen:?}"))
}

/// `None` when the widget showing `words` lies whole on screen, as it is or once scrolled
/// into view, else what is wrong.
fn cut(harness: &mut Harness<'_, DeskApp>, words: &str) -> Option<String> {
    let id = harness
        .query_all_by(|node| shows_words(node, words))
        .next()?
        .accesskit_node()
        .locate()
        .0;
    not_in_view(harness, id)?;
    harness
        .query_all_by(|node| node.locate().0 == id)
        .next()?
        .scroll_to_me();
    harness.run_steps(3);
    not_in_view(harness, id)
}

/// Opens the tab whose title begins with `title`.
fn open(harness: &mut Harness<'_, DeskApp>, title: &str) -> bool {
    let Some(tab) = harness
        .query_all_by(|node| node.label().is_some_and(|label| label.starts_with(title)))
        .next()
    else {
        return false;
    };
    tab.click_accesskit();
    harness.run_steps(4);
    true
}

/// What is not there or cut of `ids` (messages), each scrolled into view first.
fn problems_of(harness: &mut Harness<'_, DeskApp>, ids: &[&str]) -> Vec<String> {
    let mut problems = Vec::new();
    for id in ids {
        let shown = i18n::tr(id);
        let there = harness
            .query_all_by(|node| shows_words(node, &shown))
            .next()
            .is_some();
        if !there {
            problems.push(format!("{id} ({shown:?}) is not there"));
        } else if let Some(why) = cut(harness, &shown) {
            problems.push(format!("{id} ({shown:?}) is cut: {why}"));
        }
    }
    problems
}

/// Steps until `id`'s words are on screen; false if they never come.
fn until_shown(harness: &mut Harness<'_, DeskApp>, id: &str) -> bool {
    let shown = i18n::tr(id);
    for _ in 0..200 {
        if harness
            .query_all_by(|node| shows_words(node, &shown))
            .next()
            .is_some()
        {
            harness.run_steps(3);
            return true;
        }
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    false
}

/// The "Offer a job…" dialog for the table's twelve, and its review: each one's primary
/// action and its way back or out, in view. The dialog is closed again.
fn dialog_problems(harness: &mut Harness<'_, DeskApp>) -> Vec<String> {
    let mut problems = Vec::new();
    open(harness, &i18n::tr("app-tab-lookup"));
    harness
        .get_by_label(&i18n::tr("lookup-offer-job"))
        .click_accesskit();
    if !until_shown(harness, "offers-form-save") {
        return vec!["the offer dialog did not open".into()];
    }
    problems.extend(problems_of(
        harness,
        &["offers-form-save", "offers-form-close"],
    ));
    for (field, text) in [
        ("offers-form-title", "Legal"),
        ("offers-form-subject", "Job"),
        ("offers-form-body", "Take it?"),
    ] {
        desk::type_into(harness, &i18n::tr(field), text);
    }
    harness
        .get_by_label(&i18n::tr("offers-form-save"))
        .click_accesskit();
    if until_shown(harness, "offers-review-confirm") {
        problems.extend(problems_of(
            harness,
            &["offers-review-confirm", "offers-review-back"],
        ));
        harness
            .get_by_label(&i18n::tr("offers-review-back"))
            .click_accesskit();
        harness.run_steps(4);
    } else {
        problems.push("the review did not open".into());
    }
    harness
        .get_by_label(&i18n::tr("offers-form-close"))
        .click_accesskit();
    harness.run_steps(4);
    problems
}

#[test]
fn every_panels_primary_action_and_headers_are_in_view_at_both_sizes_in_every_language() {
    let (mut harness, _sandbox) = furnished_window();
    let mut problems = Vec::new();
    for language in LANGUAGES {
        let words = i18n::scoped(language);
        for size in SIZES {
            harness.set_size(size);
            harness.run_steps(4);
            for panel in &PANELS {
                let at = format!("{} {}×{}", language.tag(), size.x, size.y);
                if !open(&mut harness, &i18n::tr(panel.tab)) {
                    problems.push(format!("{at}: no tab {}", panel.tab));
                    continue;
                }
                let ids: Vec<&str> = std::iter::once(panel.action)
                    .chain(panel.headers.iter().copied())
                    .collect();
                let found = problems_of(&mut harness, &ids);
                problems.extend(
                    found
                        .into_iter()
                        .map(|p| format!("{at} {}: {p}", panel.tab)),
                );
            }
            let at = format!("{} {}×{}", language.tag(), size.x, size.y);
            problems.extend(
                dialog_problems(&mut harness)
                    .into_iter()
                    .map(|p| format!("{at}: {p}")),
            );
        }
        drop(words);
    }
    assert!(
        problems.is_empty(),
        "{} primary actions or headers are not wholly in view:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
