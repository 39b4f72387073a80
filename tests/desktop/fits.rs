//! Every panel, and each window over them (About, the recipient lists, Connection settings of
//! an added directory and of production), shows its primary actions, every column header and
//! the buttons on a table's rows (the Outbox's requests) whole, at the window's smallest size (820×480) and at full HD (1920×1080), in each of the
//! window's six languages: where a panel is longer or wider than the window it scrolls, and a
//! widget scrolled into view (as a screen reader asks, AccessKit's "scroll into view") lies
//! inside the screen and is not cut by what holds it (its rect equals its rect after
//! clipping, as egui records it for the pointer). No pictures: the layout alone, so it is
//! cheap to run for every language and size.

use crate::common;

use common::desk::{
    self, Pictures, UNTOUCHED_KEYRING, fresh_data_folder, session_on, step_until, step_until_true,
};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::config::Config;
use directory_desk::i18n::{self, Language};
use directory_desk::sandbox::{DEMO_API_KEY, Fault, Sandbox};
use directory_desk::store::StoreService;
use directory_desk::ui::{DeskApp, Persisted, Session};
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

/// A panel: the message of its tab's title, of its primary action, of its columns' headers,
/// and of the buttons on its table's rows (with the content the tour below gives it).
struct Panel {
    tab: &'static str,
    action: &'static str,
    headers: &'static [&'static str],
    row_buttons: &'static [&'static str],
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
            // The vendor columns (src/ui/vendor_columns.rs), shown by the tour, the last ones.
            "lookup-column-status",
            "lookup-column-tags",
            "lookup-column-last-contacted",
            "lookup-column-responsiveness",
        ],
        row_buttons: &[],
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
        row_buttons: &[],
    },
    Panel {
        tab: "app-tab-compose",
        action: "composer-send",
        headers: &[],
        row_buttons: &[],
    },
    Panel {
        tab: "app-tab-outbox",
        action: "outbox-export-report",
        // Job 2's decisions and requests, opened by the tour (src/ui/outbox/job_card.rs).
        headers: &[
            "outbox-resend-all-unknown",
            "outbox-mark-all-delivered",
            "outbox-column-request",
            "outbox-column-state",
            "outbox-column-attempts",
            "outbox-column-recipients",
            "outbox-column-decision",
            "outbox-column-what-happened",
        ],
        // The decisions on a request's row, in a column of their own
        // (src/ui/outbox/job_card.rs, `request_decisions`): job 2's request whose fate is
        // unknown, and job 1's refused one ("Retry without 10 invalid": `ROW_BUTTONS_WITH`).
        row_buttons: &["outbox-resend", "outbox-mark-delivered", "outbox-retry"],
    },
    Panel {
        tab: "app-tab-offers",
        action: "offers-next-wave-now",
        // The open offers' table, then the opened offer's candidates (src/ui/offers/);
        // the buttons for those selected, which count them, are `offers_counted`'s.
        headers: &[
            "offers-column-offer",
            "offers-column-waits",
            "offers-column-answers",
            "offers-clear-selection",
            "offers-column-name",
            "offers-column-wave",
            "offers-column-reach",
            "offers-column-answer",
            "offers-column-message",
        ],
        row_buttons: &[],
    },
    Panel {
        tab: "app-tab-account",
        action: "account-sign-out",
        headers: &[],
        row_buttons: &[],
    },
];

/// The Outbox's row buttons whose words take a count, with the tour's: job 1's request names
/// ten invalid recipients (two digits: the widest a request of 25 shows).
const ROW_BUTTONS_WITH: [(&str, i64); 1] = [("outbox-retry-without", STRANGERS as i64)];

/// The invalid recipients of job 1.
const STRANGERS: usize = 10;

/// The Offers panel's buttons that count what is selected, as the tour leaves them (its
/// offer opened, and so selected; none of its candidates selected), with their names.
fn offers_counted() -> Vec<(&'static str, String)> {
    let answer = |id| i18n::tr(id);
    vec![
        (
            "offers-hold-selected",
            directory_desk::tr!("offers-hold-selected", count = 1),
        ),
        (
            "offers-let-go-selected",
            directory_desk::tr!("offers-let-go-selected", count = 0),
        ),
        (
            "offers-bulk-answer (declined)",
            directory_desk::tr!(
                "offers-bulk-answer",
                count = 0,
                answer = answer("offers-answer-declined")
            ),
        ),
        (
            "offers-bulk-answer (none)",
            directory_desk::tr!(
                "offers-bulk-answer",
                count = 0,
                answer = answer("offers-answer-none")
            ),
        ),
    ]
}

/// The job the tour offers.
const OFFER_TITLE: &str = "Legal glossary, FR>EN, 300 terms";

/// The window with something in every panel: a job refused for an invalid recipient (job 1),
/// twelve freelancers looked up (the vendor columns shown), a search's matches, a draft to
/// all of them sent as job 2 (a request's fate unknown, its requests open in the Outbox), the directory's recipient lists synced,
/// and an offer to three, its card open.
fn furnished_window() -> (Harness<'static, DeskApp>, Sandbox) {
    let sandbox = start_sandbox();
    let mut good = block_on(ordinary_freelancers(&sandbox, 13));
    let folder = fresh_data_folder();
    // Job 1, left interrupted, goes to one of them and to ten strangers: resumed, its
    // request is refused for the strangers, and its row offers to retry, with or without
    // them.
    let refused = good.pop().expect("a thirteenth");
    let strangers = (0..STRANGERS).map(|_| uuid::Uuid::new_v4());
    crate::desktop::interrupted_job(
        &folder,
        &sandbox.base_url(),
        "With strangers",
        &std::iter::once(refused)
            .chain(strangers)
            .collect::<Vec<_>>(),
        &[],
    );
    let mut harness = desk::harness(
        session_on(&sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        folder.clone(),
        Pictures::No,
    );
    step_until(&mut harness, "Signed in as");
    step_until(&mut harness, "Job 1 was interrupted");
    desk::open_tab(&mut harness, "Outbox");
    harness.get_by_label("Resume").click_accesskit();
    step_until(&mut harness, "Requests: 1 failed");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::L);
    harness.step();
    let text: Vec<String> = good.iter().map(ToString::to_string).collect();
    harness.event(egui::Event::Paste(text.join("\n")));
    harness.run_steps(3);
    harness.get_by_label("Look up").click_accesskit();
    step_until(&mut harness, "Lookup finished");
    harness
        .get_by_label("Show vendor columns")
        .click_accesskit();
    harness.run_steps(2);

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
    // The request (one for all twelve) is delivered but its answer lost: the job's card
    // offers its decisions, and opens its requests.
    block_on(script_faults(&sandbox, "messages", &[Fault::DropAfter]));
    harness.get_by_label("Send…").click_accesskit();
    step_until(&mut harness, "Send this message?");
    harness.get_by_label("Send now").click();
    step_until(&mut harness, "Job 2 finished");
    desk::open_tab_showing(&mut harness, "Outbox", "What happened");

    harness.get_by_label("File").click();
    harness.run_steps(2);
    harness.get_by_label("Recipient lists…").click();
    step_until(&mut harness, "Sync with the directory");
    harness
        .get_by_label("Sync with the directory")
        .click_accesskit();
    step_until(&mut harness, "Synced 4 lists: 4 changed.");
    harness.get_by_label("Close window").click_accesskit();
    step_until_true(&mut harness, "the lists panel closed", |h| {
        h.query_by_label("Close window").is_none()
    });

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

/// Why the button of AccessKit node `id`, showing `words`, is cut from side to side, if it
/// is: its words cut short (a button squeezed into its column ends them in "…", which
/// AccessKit does not show: its label is whole), past the screen's edge, or by its column.
/// Up and down is not asked: a row lower in the panel
/// cannot be scrolled into view by AccessKit's "scroll into view" (the table's own scroll
/// area takes that scroll and keeps it from the panel's), and the panel scrolls by hand.
fn cut_across(
    harness: &Harness<'_, DeskApp>,
    id: egui::accesskit::NodeId,
    words: &str,
) -> Option<String> {
    let rect = harness
        .query_all_by(|node| node.locate().0 == id)
        .next()
        .map(|node| node.rect())?;
    let needs = words_width(harness, words);
    if rect.width() + 0.5 < needs {
        return Some(format!("{} wide, its words need {needs}", rect.width()));
    }
    let screen = harness.ctx.content_rect();
    let inside =
        |outer: egui::Rect| outer.min.x - 0.5 <= rect.min.x && rect.max.x <= outer.max.x + 0.5;
    let seen = laid_out(harness, id);
    (!inside(screen) || !seen.is_none_or(inside))
        .then(|| format!("across {rect:?}, seen {seen:?} of the screen {screen:?}"))
}

/// How wide a button showing `words` is with them whole: its text on one line in the
/// buttons' font, and its padding.
fn words_width(harness: &Harness<'_, DeskApp>, words: &str) -> f32 {
    let style = harness.ctx.global_style();
    let font = egui::TextStyle::Button.resolve(&style);
    let text = harness.ctx.fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(words.to_owned(), font, egui::Color32::WHITE)
            .size()
            .x
    });
    text + 2.0 * style.spacing.button_padding.x
}

/// Whether the button on a table's row showing `shown` (called `name` in the report) is not
/// there or cut from side to side, once scrolled into view.
fn row_button_problem(
    harness: &mut Harness<'_, DeskApp>,
    name: &str,
    shown: &str,
) -> Option<String> {
    let Some(node) = harness.query_all_by(|node| shows_words(node, shown)).next() else {
        return Some(format!("{name} ({shown:?}) is not there"));
    };
    let id = node.accesskit_node().locate().0;
    cut_across(harness, id, shown)?;
    node.scroll_to_me();
    harness.run_steps(3);
    cut_across(harness, id, shown).map(|why| format!("{name} ({shown:?}) is cut: {why}"))
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
        problems.extend(problem_with(harness, id, &i18n::tr(id)));
    }
    problems
}

/// Whether the widget showing `shown` (called `name` in the report) is not there or cut,
/// once scrolled into view.
fn problem_with(harness: &mut Harness<'_, DeskApp>, name: &str, shown: &str) -> Option<String> {
    let there = harness
        .query_all_by(|node| shows_words(node, shown))
        .next()
        .is_some();
    if !there {
        return Some(format!("{name} ({shown:?}) is not there"));
    }
    cut(harness, shown).map(|why| format!("{name} ({shown:?}) is cut: {why}"))
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
    problems.extend(asked_problems(
        harness,
        "offers-form-save",
        ["offers-review-confirm", "offers-review-back"],
        "the review",
    ));
    harness
        .get_by_label(&i18n::tr("offers-form-close"))
        .click_accesskit();
    harness.run_steps(4);
    problems
}

/// What `button` asks (`what`, its answers `[go, back]`) with its answers not in view, or
/// that it asks nothing; answered `back`.
fn asked_problems(
    harness: &mut Harness<'_, DeskApp>,
    button: &str,
    [go, back]: [&str; 2],
    what: &str,
) -> Vec<String> {
    harness.get_by_label(&i18n::tr(button)).click_accesskit();
    if !until_shown(harness, go) {
        return vec![format!("{what} did not open")];
    }
    let problems = problems_of(harness, &[go, back]);
    harness.get_by_label(&i18n::tr(back)).click_accesskit();
    harness.run_steps(4);
    problems
}

/// A window over the panels: the menu and its entry that open it, and the messages of its
/// actions and headers. Its title bar's close button ("Close window", egui's words) closes it.
struct Window {
    menu: &'static str,
    entry: &'static str,
    ids: &'static [&'static str],
}

const WINDOWS: [Window; 2] = [
    Window {
        menu: "help-menu",
        entry: "help-about",
        ids: &[
            "help-version",
            "help-build",
            "help-licence",
            "help-renderer",
        ],
    },
    Window {
        menu: "menu-file",
        entry: "menu-lists-panel",
        ids: &[
            "lists-panel-sync",
            "lists-panel-name",
            "lists-panel-members",
            "lists-panel-where",
            "lists-panel-last-sync",
        ],
    },
];

/// egui's name for a window's close button, in every language.
const CLOSE_WINDOW: &str = "Close window";

/// `window` opened from its menu: its actions, headers and close button in view; then
/// closed again.
fn window_problems(harness: &mut Harness<'_, DeskApp>, window: &Window) -> Vec<String> {
    harness.get_by_label(&i18n::tr(window.menu)).click();
    harness.run_steps(2);
    harness.get_by_label(&i18n::tr(window.entry)).click();
    if !until_shown(harness, window.ids[0]) {
        return vec![format!("{} did not open", window.entry)];
    }
    let mut problems = problems_of(harness, window.ids);
    problems.extend(problem_with(harness, "its close button", CLOSE_WINDOW));
    if let Some(close) = harness.query_by_label(CLOSE_WINDOW) {
        close.click_accesskit();
    }
    harness.run_steps(4);
    if harness.query_by_label(CLOSE_WINDOW).is_some() {
        problems.push(format!("{} did not close", window.entry));
    }
    problems
        .into_iter()
        .map(|p| format!("{}: {p}", window.entry))
        .collect()
}

/// The Connection settings window, opened from the Account panel by `opens`: its actions in
/// view; for a built-in directory (`reset`), Reset to defaults, its question and answers too.
/// Cancelled again.
fn connection_problems(
    harness: &mut Harness<'_, DeskApp>,
    opens: &str,
    reset: bool,
) -> Vec<String> {
    open(harness, &i18n::tr("app-tab-account"));
    let mut problems = Vec::new();
    let label = i18n::tr(opens);
    let Some(button) = harness.query_by_label(&label) else {
        return vec![format!("no {opens}")];
    };
    button.click_accesskit();
    if !until_shown(harness, "connection-save") {
        return vec![format!("{opens} opened nothing")];
    }
    problems.extend(problems_of(harness, &CONNECTION_ACTIONS));
    if reset {
        problems.extend(problems_of(harness, &["connection-reset-to-defaults"]));
        problems.extend(asked_problems(
            harness,
            "connection-reset-to-defaults",
            ["connection-reset", "connection-dont-reset"],
            "the question to reset",
        ));
    }
    harness
        .get_by_label(&i18n::tr("connection-cancel"))
        .click_accesskit();
    harness.run_steps(4);
    if harness
        .query_by_label(&i18n::tr("connection-save"))
        .is_some()
    {
        problems.push("Cancel did not close it".into());
    }
    problems
        .into_iter()
        .map(|p| format!("{opens}: {p}"))
        .collect()
}

/// The actions of every directory's Connection settings (a built-in one's have Reset to
/// defaults besides).
const CONNECTION_ACTIONS: [&str; 3] = ["connection-test", "connection-save", "connection-cancel"];

/// A window on production, signed out (nothing goes out), its configuration a file of its
/// own that is not there: its Connection settings are the built-in directory's, with Reset to
/// defaults.
fn production_window(config: std::path::PathBuf) -> Harness<'static, DeskApp> {
    let session = Session::open(
        Config::default().environment("production").unwrap(),
        None,
        || {},
    );
    let folder = fresh_data_folder();
    let mut harness = Harness::builder()
        .with_size(SIZES[0])
        .allow_missing_glyphs()
        .build_eframe(move |cc| {
            let ctx = cc.egui_ctx.clone();
            let store = StoreService::start(Some(folder), move || ctx.request_repaint());
            DeskApp::with_session(
                session,
                Persisted::default(),
                CredentialStore::new(UNTOUCHED_KEYRING),
                store,
            )
            .with_config_file(config)
        });
    open(&mut harness, "Account");
    step_until_true(&mut harness, "production's settings can be opened", |h| {
        h.query_by_label("Connection settings…")
            .is_some_and(|b| !format!("{b:?}").contains("disabled: true"))
    });
    harness
}

/// Each window over the panels, and the Connection settings of an added directory (in the
/// furnished window) and of production (in `production`), in view and closed again.
fn windows_problems(
    harness: &mut Harness<'_, DeskApp>,
    production: &mut Harness<'_, DeskApp>,
) -> Vec<String> {
    let mut problems: Vec<String> = WINDOWS
        .iter()
        .flat_map(|window| window_problems(harness, window))
        .collect();
    problems.extend(connection_problems(harness, "connection-add", false));
    problems.extend(connection_problems(
        production,
        "connection-settings-open",
        true,
    ));
    problems
}

#[test]
fn every_panels_primary_action_headers_and_row_buttons_are_in_view_at_both_sizes_in_every_language()
{
    let (mut harness, _sandbox) = furnished_window();
    let files = tempfile::tempdir().unwrap();
    let mut production = production_window(files.path().join("config.toml"));
    let mut problems = Vec::new();
    for language in LANGUAGES {
        let words = i18n::scoped(language);
        for size in SIZES {
            harness.set_size(size);
            harness.run_steps(4);
            production.set_size(size);
            production.run_steps(4);
            for panel in &PANELS {
                let at = format!("{} {}×{}", language.tag(), size.x, size.y);
                if !open(&mut harness, &i18n::tr(panel.tab)) {
                    problems.push(format!("{at}: no tab {}", panel.tab));
                    continue;
                }
                let ids: Vec<&str> = std::iter::once(panel.action)
                    .chain(panel.headers.iter().copied())
                    .collect();
                let mut found = problems_of(&mut harness, &ids);
                let row_buttons = panel.row_buttons.iter().map(|id| (*id, i18n::tr(id)));
                let counted = ROW_BUTTONS_WITH
                    .iter()
                    .filter(|_| panel.tab == "app-tab-outbox")
                    .map(|(id, count)| (*id, directory_desk::tr!(id, count = *count)));
                for (id, shown) in row_buttons.chain(counted).collect::<Vec<_>>() {
                    found.extend(row_button_problem(&mut harness, id, &shown));
                }
                if panel.tab == "app-tab-offers" {
                    for (name, shown) in offers_counted() {
                        found.extend(problem_with(&mut harness, name, &shown));
                    }
                }
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
                    .chain(windows_problems(&mut harness, &mut production))
                    .map(|p| format!("{at}: {p}")),
            );
        }
        drop(words);
    }
    assert!(
        problems.is_empty(),
        "{} primary actions, headers or row buttons are not wholly in view:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
