//! Visual snapshots: the main screens, rendered with the real renderer (wgpu; Mesa's llvmpipe
//! here and in CI), in the dark and the light theme, compared with the pictures committed
//! under `tests/snapshots/`, as egui and rerun test their own UI. A change that moves a pixel
//! beyond the threshold fails, and leaves `NAME.new.png` and `NAME.diff.png` beside the
//! committed picture to look at. After an intended change, refresh them with
//! `UPDATE_SNAPSHOTS=1 cargo test --test desktop snapshots::` and look at every picture before
//! committing it.
//!
//! What changes from run to run (the sandbox's port, clock times) is painted over before
//! comparing, at the places the accessibility tree says it is drawn.
//!
//! The reference pictures come from llvmpipe on Linux. Elsewhere (Windows' WARP, macOS'
//! Metal) the screens are rendered and checked to be pictures, not compared: another
//! rasteriser's anti-aliasing differs in thousands of edge pixels.
//!
//! A renderer is a test peer: under `CI=true` its absence fails the test, elsewhere the test
//! skips with a notice.

use std::collections::HashSet;

use crate::common;

use common::desk::{
    self, Pictures, UNTOUCHED_KEYRING, dismiss_toasts, fresh_data_folder, open_tab, session_on,
    step_until, step_until_true, type_into,
};
use common::*;
use directory_desk::auth::CredentialStore;
use directory_desk::i18n::{self, Language};
use directory_desk::sandbox::{DEMO_API_KEY, Fault, Sandbox};
use directory_desk::ui::{DeskApp, Persisted};
use egui_kittest::kittest::{NodeT, Queryable, by};
use egui_kittest::{Harness, SnapshotOptions};

/// Per-pixel colour distance (egui_kittest's weighted YIQ) below which two pixels are the
/// same: llvmpipe is deterministic, so this only absorbs rounding in a Mesa update.
const THRESHOLD: f32 = 0.6;
/// Pixels allowed past the threshold: a handful of anti-aliased edge pixels, never a
/// changed word (one glyph is about 60).
const MAX_FAILED_PIXELS: usize = 40;

/// Whether this OS's renderer is the one the reference pictures come from.
const COMPARED_HERE: bool = cfg!(target_os = "linux");

#[derive(Clone, Copy)]
enum Look {
    Dark,
    Light,
}

impl Look {
    fn suffix(self) -> &'static str {
        match self {
            Look::Dark => "dark",
            Look::Light => "light",
        }
    }

    fn theme(self) -> egui::Theme {
        match self {
            Look::Dark => egui::Theme::Dark,
            Look::Light => egui::Theme::Light,
        }
    }
}

/// Takes the screen's picture and compares it; a mismatch is collected, so that one run
/// writes every picture that changed.
struct Album {
    look: Look,
    /// The language the pictures are taken in; the tour's steps find their widgets by their
    /// English words, so only the frames of a picture are drawn in it.
    language: Language,
    /// Taken at the window's smallest size (English's pictures there are named apart).
    small: bool,
    /// In the pseudo-locale: every word the directory serves (names of people, languages,
    /// countries), which is shown as served in every language.
    data_words: DataWords,
    mismatches: Vec<String>,
}

impl Album {
    /// `None` when nothing can render here (and that is allowed).
    fn new(
        harness: &mut Harness<'_, DeskApp>,
        look: Look,
        language: Language,
        small: bool,
    ) -> Option<Self> {
        if let Err(why) = harness.render() {
            assert!(
                !std::env::var("CI").is_ok_and(|v| v == "true"),
                "CI=true but nothing can render: {why}. On Linux .ci/run installs \
                 mesa-vulkan-drivers."
            );
            eprintln!("\n*** SKIPPED: no renderer here ({why}); no visual snapshots. ***\n");
            return None;
        }
        Some(Self {
            look,
            language,
            small,
            data_words: DataWords::default(),
            mismatches: Vec::new(),
        })
    }

    fn take(&mut self, harness: &mut Harness<'_, DeskApp>, screen: &str) {
        settle(harness);
        self.take_as_is(harness, screen);
    }

    /// As [`Album::take`], keeping what has the keyboard focus (an open picker's list).
    fn take_as_is(&mut self, harness: &mut Harness<'_, DeskApp>, screen: &str) {
        dismiss_toasts(harness);
        harness.event(egui::Event::PointerGone);
        let words = i18n::scoped(self.language);
        harness.run_steps(4);
        self.look_at(harness, screen);
        drop(words);
        if self.language != Language::EnglishUs {
            // The tour's next step finds its widgets by their English words.
            harness.run_steps(2);
        }
    }

    fn look_at(&mut self, harness: &mut Harness<'_, DeskApp>, screen: &str) {
        let mut image = harness.render().expect("rendered before");
        if self.language == Language::Pseudo {
            let found = words_not_from_fluent(harness, screen, &self.data_words);
            self.mismatches.extend(found);
            return;
        }
        paint_over_what_changes(harness, &mut image);
        assert_is_a_picture(&image, screen);
        if !COMPARED_HERE {
            return;
        }
        let name = match self.language {
            Language::EnglishUs if self.small => format!("{screen}-small-{}", self.look.suffix()),
            Language::EnglishUs => format!("{screen}-{}", self.look.suffix()),
            other => format!("{screen}-{}-{}", other.tag(), self.look.suffix()),
        };
        let options = SnapshotOptions::new()
            .threshold(THRESHOLD)
            .max_failed_pixels(MAX_FAILED_PIXELS);
        if let Err(err) = egui_kittest::try_image_snapshot_options(&image, &name, &options) {
            self.mismatches.push(format!("{name}: {err}"));
        }
    }

    fn check(self) {
        assert!(
            self.mismatches.is_empty(),
            "{} screen(s) no longer look as committed (compare tests/snapshots/*.new.png \
             and *.diff.png; refresh with UPDATE_SNAPSHOTS=1 if the change is meant):\n{}",
            self.mismatches.len(),
            self.mismatches.join("\n")
        );
    }
}

/// No text cursor (it blinks with time): the keyboard focus is let go.
fn settle(harness: &mut Harness<'_, DeskApp>) {
    harness.ctx.memory_mut(|memory| {
        if let Some(focused) = memory.focused() {
            memory.surrender_focus(focused);
        }
    });
}

/// Text that differs between two runs of the same steps: the sandbox's port (in its
/// address), clock times and durations.
fn changes_between_runs(text: &str) -> bool {
    text.contains("127.0.0.1:") || has_clock_time(text) || has_duration(text)
}

/// "14:32", "09:05", "2:03 PM" (American English writes the hour in one digit): a digit, a
/// colon, two digits.
fn has_clock_time(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.windows(4).any(|w| {
        w[0].is_ascii_digit() && w[1] == b':' && w[2].is_ascii_digit() && w[3].is_ascii_digit()
    })
}

/// "in 0.4 s", "1.2 s", "35 ms".
fn has_duration(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.windows(2).any(|pair| {
        let number = pair[0].trim_start_matches('(');
        let unit = pair[1].trim_end_matches(|c: char| c.is_ascii_punctuation());
        !number.is_empty()
            && number.chars().all(|c| c.is_ascii_digit() || c == '.')
            && matches!(unit, "s" | "ms" | "seconds" | "second")
    })
}

fn paint_over_what_changes(harness: &Harness<'_, DeskApp>, image: &mut image::RgbaImage) {
    let ppp = harness.ctx.pixels_per_point();
    let volatile = harness.query_all(by().predicate(|node| {
        let label = node.label().unwrap_or_default();
        let value = node.value().unwrap_or_default();
        changes_between_runs(&label) || changes_between_runs(&value)
    }));
    let grey = image::Rgba([128, 128, 128, 255]);
    for node in volatile {
        let rect = node.rect();
        let (x0, y0) = ((rect.min.x * ppp).floor(), (rect.min.y * ppp).floor());
        let (mut x1, y1) = ((rect.max.x * ppp).ceil(), (rect.max.y * ppp).ceil());
        // A time's digits differ in width from run to run (the font is proportional), and so
        // would the box's end: it goes to the picture's edge instead.
        let node = node.accesskit_node();
        let text = format!(
            "{} {}",
            node.label().unwrap_or_default(),
            node.value().unwrap_or_default()
        );
        if has_clock_time(&text) || has_duration(&text) {
            x1 = image.width() as f32;
        }
        for y in (y0.max(0.0) as u32)..(y1 as u32).min(image.height()) {
            for x in (x0.max(0.0) as u32)..(x1 as u32).min(image.width()) {
                image.put_pixel(x, y, grey);
            }
        }
    }
}

/// A blank or one-colour frame means nothing was drawn. (A form on an empty page is mostly
/// background: a fiftieth of the frame drawn on is a picture.)
fn assert_is_a_picture(image: &image::RgbaImage, screen: &str) {
    let first = image.get_pixel(0, 0);
    let different = image.pixels().filter(|p| *p != first).count();
    assert!(
        different > (image.width() * image.height() / 50) as usize,
        "{screen}: the frame is almost uniform"
    );
}

fn app(
    sandbox: &Sandbox,
    look: Look,
    data_folder: std::path::PathBuf,
) -> Harness<'static, DeskApp> {
    let harness = desk::harness(
        session_on(sandbox, DEMO_API_KEY),
        Persisted::default(),
        CredentialStore::new(UNTOUCHED_KEYRING),
        data_folder,
        Pictures::Rendered,
    );
    harness.ctx.set_theme(look.theme());
    harness
}

/// Clicks the widget labelled `label` as a screen reader does (AccessKit's click), which
/// reaches it wherever it is: at the window's smallest size the tour's buttons may be below
/// the fold.
fn press(harness: &mut Harness<'_, DeskApp>, label: &str) {
    harness.get_by_label(label).click_accesskit();
}

/// The lookup table and the inspector, the search form with a picker open and its matches,
/// the composer with personalisation, the outbox with a
/// request whose fate is unknown, the offer board with its first wave out, and the account
/// panel; at the window's smallest size (`small`), also the "Offer a job…" dialog and its
/// review.
fn tour(look: Look, language: Language, small: bool) {
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 12));
    let folder = fresh_data_folder();
    let mut harness = app(&sandbox, look, folder.clone());
    if small {
        // The window's smallest size, where longer words must still fit.
        harness.set_size(egui::vec2(820.0, 480.0));
    }
    step_until(&mut harness, "Signed in as");
    let Some(mut album) = Album::new(&mut harness, look, language, small) else {
        return;
    };
    if language == Language::Pseudo {
        album.data_words = data_words();
    }

    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::L);
    harness.step();
    let text: Vec<String> = good.iter().map(ToString::to_string).collect();
    harness.event(egui::Event::Paste(text.join("\n")));
    harness.run_steps(3);
    press(&mut harness, "Look up");
    step_until(&mut harness, "Lookup finished");
    // A freelancer in Switzerland, English into German, in the inspector. At the smallest
    // size her row is below the fold, so the table is scrolled to it first, as a person would.
    harness.get_by_label("Emre Demir").hover();
    harness.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, -150.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    harness.run_steps(10);
    harness.get_by_label("Lena Schmidt").click();
    harness.run_steps(3);
    album.take(&mut harness, "lookup");

    // The search form, a picker offering what matches "germ", then the matches by name.
    open_tab(&mut harness, "Directory search");
    type_into(&mut harness, "From:", "engl");
    harness.get_by_label("English").click();
    harness.run_steps(2);
    type_into(&mut harness, "To:", "germ");
    album.take_as_is(&mut harness, "search-picker");
    harness.get_by_label("German").click();
    harness.run_steps(2);
    harness.get_by_label("Search").click();
    step_until(&mut harness, "matches for English → German");
    album.take(&mut harness, "search");
    open_tab(&mut harness, "UUID lookup");

    press(&mut harness, "Select all filtered");
    harness.run_steps(2);
    press(&mut harness, "Add selected to recipients");
    step_until(&mut harness, "added to the recipients");
    open_tab(&mut harness, "Compose (");
    type_into(&mut harness, "Subject", "Glossary review, legal, FR>EN");
    type_into(
        &mut harness,
        "Message",
        "Dear {{first_name}},\n\nCould you review a 300-term legal glossary \
         (French into English) by Friday?\n\nKind regards,\nAna",
    );
    type_into(&mut harness, "Fallback for {{first_name}}", "colleague");
    press(&mut harness, "Preview");
    harness.run_steps(3);
    album.take(&mut harness, "composer");

    // The second request is delivered but its answer lost: its fate is unknown.
    block_on(script_faults(
        &sandbox,
        "messages",
        &[Fault::None, Fault::DropAfter],
    ));
    press(&mut harness, "Send…");
    step_until(&mut harness, "Send this message?");
    harness.get_by_label("Send now").click();
    step_until(&mut harness, "Job 1 finished");
    press(&mut harness, "Open in Outbox");
    harness.run_steps(3);
    album.take(&mut harness, "outbox");

    // An offer of the legal review to three of the looked-up freelancers, two a wave: the
    // outbox sends the first wave, and the board shows it with its answer buttons.
    desk::offer_in(&folder, &sandbox.base_url(), OFFER_TITLE, &good[..3]);
    desk::open_tab_showing(&mut harness, "Offers", OFFER_TITLE);
    harness.get_by_label_contains(OFFER_TITLE).click();
    step_until_true(&mut harness, "the offer's first wave delivered", |h| {
        h.query_all_by_label("delivered").count() == 2
    });
    album.take(&mut harness, "offers");

    open_tab(&mut harness, "Account");
    album.take(&mut harness, "account");
    if small {
        // Each one's next working hours hours away, whatever the time of day the test runs:
        // the review says when each message goes in words a clock would otherwise change.
        for who in &good {
            pin_hours_away_from_now(&sandbox, *who);
        }
        offer_dialog(&mut harness, &mut album);
    }
    album.check();
}

/// The "Offer a job…" dialog for the table's twelve once the directory has told their
/// availability, then its review before the first wave; closed again after.
fn offer_dialog(harness: &mut Harness<'_, DeskApp>, album: &mut Album) {
    open_tab(harness, "UUID lookup");
    press(harness, "Offer a job…");
    step_until(harness, "Candidates, in the order offered (12)");
    step_until_true(harness, "every candidate's availability", |h| {
        !desk::shows(h, "Asking the directory for their availability")
    });
    album.take(harness, "offer-form");
    type_into(harness, "Title", OFFER_TITLE);
    type_into(harness, "Subject", "Job offer: legal glossary");
    type_into(harness, "Message", "Could you take it? Reply yes or no.");
    press(harness, "Write the offer");
    step_until(harness, "Before the first wave");
    step_until_true(harness, "every candidate's hours and zone", |h| {
        !desk::shows(h, "Still asking the directory")
    });
    album.take(harness, "offer-review");
    press(harness, "Back");
    harness.run_steps(3);
    press(harness, "Close");
    harness.run_steps(3);
}

#[test]
fn the_dark_screens_look_as_committed() {
    tour(Look::Dark, Language::EnglishUs, false);
}

#[test]
fn the_light_screens_look_as_committed() {
    tour(Look::Light, Language::EnglishUs, false);
}

/// Every screen at the window's smallest size (820×480), with the "Offer a job…" dialog
/// and its review.
#[test]
fn the_english_screens_look_as_committed_at_the_smallest_size() {
    tour(Look::Light, Language::EnglishUs, true);
}

/// German runs about a third longer than English: at the window's smallest size.
#[test]
fn the_german_screens_look_as_committed_at_the_smallest_size() {
    tour(Look::Light, Language::German, true);
}

#[test]
fn the_chinese_screens_look_as_committed_at_the_smallest_size() {
    tour(Look::Light, Language::ChineseSimplified, true);
}

/// Every screen of the tour in the pseudo-locale: a button, tab or menu entry whose words
/// are not bracketed bypassed Fluent.
#[test]
fn no_word_of_the_main_screens_bypasses_fluent() {
    tour(Look::Light, Language::Pseudo, false);
}

/// The widgets whose words are always the window's own (not the directory's data), whose
/// label in the pseudo-locale lacks its brackets.
fn words_not_from_fluent(
    harness: &Harness<'_, DeskApp>,
    screen: &str,
    data_words: &DataWords,
) -> Vec<String> {
    use egui::accesskit::Role;
    let own_words = [
        Role::Button,
        Role::Tab,
        Role::MenuItem,
        Role::CheckBox,
        Role::RadioButton,
        Role::Heading,
        Role::Label,
    ];
    harness
        .query_all(by().predicate(move |node| own_words.contains(&node.role())))
        .filter_map(|node| {
            let node = node.accesskit_node();
            // A button's words are its label; a text's are its value.
            let label = node.label().or_else(|| node.value()).unwrap_or_default();
            let has_letters = label.chars().any(|c| c.is_ascii_alphabetic());
            let placeholder = label.starts_with("{{") && label.ends_with("}}");
            (has_letters && !label.contains('[') && !placeholder && !is_data(&label, data_words))
                .then(|| format!("{screen}: {:?} \"{label}\"", node.role()))
        })
        .collect()
}

/// A label made only of what the directory serves: one of its values whole (a tagline), or
/// every word of it a name the directory serves, a number or a UUID.
fn is_data(label: &str, data: &DataWords) -> bool {
    let label = label.trim();
    // Addresses, and the message the tour wrote (its preview, personalised).
    let address = label.contains("://") || label.contains('@');
    address
        || label.starts_with("Dear ")
        || data.values.contains(label)
        || words_of(label).all(|w| data.names.contains(&w) || w.chars().any(|c| c.is_ascii_digit()))
}

fn words_of(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The job the tour offers.
const OFFER_TITLE: &str = "Legal glossary, FR>EN, 300 terms";

/// What the tour typed, and what the directory answered, shown as given.
const TYPED_AND_ANSWERED: [&str; 4] = [
    "Glossary review, legal, FR>EN",
    OFFER_TITLE,
    "colleague",
    // The sandbox's answer to a send, as the real directory words it.
    "Your message has been sent.",
];

/// What the directory serves, shown as served in every language.
#[derive(Default)]
struct DataWords {
    /// Every text value of the seeded profiles, whole.
    values: HashSet<String>,
    /// The words of the names in them (people, places, languages, services) and of the
    /// catalogue's names.
    names: HashSet<String>,
}

/// The fields whose words are names, not sentences.
const NAME_FIELDS: [&str; 14] = [
    "first_name",
    "last_name",
    "site_name",
    "company_name",
    "name",
    "city",
    "region",
    "pair_name",
    "service_name",
    "disc_gen_name",
    "disc_spec_name",
    "native_language",
    "language",
    "timezone",
];

/// The sandbox's freelancers (seeded as `start_sandbox` seeds them) and the catalogue.
fn data_words() -> DataWords {
    fn walk(value: &serde_json::Value, key: &str, out: &mut DataWords) {
        match value {
            serde_json::Value::String(s) => {
                out.values.insert(s.trim().to_owned());
                if NAME_FIELDS.contains(&key) {
                    out.names.extend(words_of(s));
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, key, out)),
            serde_json::Value::Object(map) => map.iter().for_each(|(k, v)| walk(v, k, out)),
            _ => {}
        }
    }
    let mut words = DataWords::default();
    words.values.extend(TYPED_AND_ANSWERED.map(str::to_owned));
    let options = directory_desk::sandbox::SandboxOptions::default();
    let seeded = directory_desk::sandbox::seed::generate(options.seed, options.freelancers);
    for freelancer in &seeded.freelancers {
        walk(&freelancer.json, "", &mut words);
    }
    // The signed-in account (the agency's name).
    walk(&seeded.demo_user, "", &mut words);
    let catalogue = directory_desk::catalogue::Catalogue::builtin();
    for kind in directory_desk::catalogue::Kind::ALL {
        for entry in catalogue.entries(kind) {
            words.names.extend(words_of(&entry.name));
        }
    }
    words
}

#[test]
fn what_changes_between_runs_is_recognised() {
    assert!(changes_between_runs("http://127.0.0.1:40123/v2/"));
    assert!(changes_between_runs("14:32 local, UTC+3"));
    assert!(changes_between_runs("sent 12/3/2026, 2:03 PM"));
    assert!(changes_between_runs("Lookup finished in 0.4 s"));
    assert!(changes_between_runs("(35 ms)"));
    assert!(!changes_between_runs("English → German"));
    assert!(!changes_between_runs("3 of 3 requests done"));
    assert!(!changes_between_runs("Job 1 finished"));
}
