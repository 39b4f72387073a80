//! The window's words in the coordinator's language: Project Fluent messages, one `.ftl` file
//! per panel and locale under `assets/locales/<locale>/`, embedded in the binary (build.rs
//! lists them). English (`en-US`) is the source; a message missing from another locale falls
//! back to it, and the completeness test (`tests` below) fails when a locale lacks a message
//! or an attribute the source has, has one it lacks, or uses a variable the source does not
//! give.
//!
//! - Words: `tr!("menu-file")`, `tr!("lookup-found", count = n)`; an attribute is
//!   `tr!("menu-import.hover")`. Plurals are the locale's (`{ $count -> [one] … *[other] … }`),
//!   numbers are grouped as the locale writes them ([`number`]) unless a message says
//!   `NUMBER($n, useGrouping: "false")`.
//! - The language is one for the process ([`set_language`]), chosen by the window from the
//!   saved choice, `DIRECTORY_DESK_LANGUAGE` or the system ([`Language::from_system`]). The
//!   command line never sets it, so it speaks English, as its scripts expect.
//! - A thread may speak its own language for a while ([`scoped`]): the snapshot tests render
//!   German beside English in one process.
//!
//! Uses nothing of the app's other modules, so any of them may use it.

mod language;
mod numbers;
mod pseudo;

use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};
use intl_memoizer::concurrent::IntlLangMemoizer;

pub use fluent_bundle::FluentArgs;
pub use language::Language;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// The locale every other is checked against and falls back to.
pub const SOURCE: Language = Language::EnglishUs;

static GLOBAL: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static SCOPE: Cell<Option<Language>> = const { Cell::new(None) };
}

/// The language words are made in on this thread now.
pub fn current() -> Language {
    SCOPE
        .with(Cell::get)
        .unwrap_or_else(|| Language::ALL[usize::from(GLOBAL.load(Ordering::Relaxed))])
}

/// Speak `language` from now on: in the thread's scope when it has one (a test), otherwise in
/// the whole process.
pub fn set_language(language: Language) {
    if SCOPE.with(Cell::get).is_some() {
        SCOPE.with(|scope| scope.set(Some(language)));
        return;
    }
    let index = Language::ALL
        .iter()
        .position(|l| *l == language)
        .unwrap_or(0);
    GLOBAL.store(index as u8, Ordering::Relaxed);
}

/// While the returned guard lives, this thread speaks `language` (and a [`set_language`] on
/// it changes only its own); the process's language is left alone.
pub fn scoped(language: Language) -> ScopedLanguage {
    let before = SCOPE.with(|scope| scope.replace(Some(language)));
    ScopedLanguage { before }
}

/// `make`'s words in English whatever the window speaks: for text that is kept (the journal,
/// the database, files) and read later by the command line or another desk.
pub fn in_english<T>(make: impl FnOnce() -> T) -> T {
    let _english = scoped(SOURCE);
    make()
}

/// Gives the thread back the language it spoke before [`scoped`].
#[must_use = "the scope ends when this is dropped"]
pub struct ScopedLanguage {
    before: Option<Language>,
}

impl Drop for ScopedLanguage {
    fn drop(&mut self) {
        SCOPE.with(|scope| scope.set(self.before));
    }
}

/// The message `id` (or `id.attribute`) in the current language.
pub fn tr(id: &str) -> String {
    format_message(current(), id, None)
}

/// The message `id` with its variables, in the current language.
pub fn tr_with(id: &str, args: &FluentArgs) -> String {
    format_message(current(), id, Some(args))
}

/// A whole number as the current language writes it: `24,593`, `24.593`, `24 593`.
pub fn number(n: impl Into<f64>) -> String {
    numbers::format(current(), n.into(), 0, true)
}

/// A number with at most `decimals` decimals, as the current language writes it.
pub fn decimal(n: f64, decimals: usize) -> String {
    numbers::format(current(), n, decimals, true)
}

/// A decimal kept as text with a point (an amount of money, exact) as the current language
/// writes it: "0.12" is "0,12" in German. Grouped ("1.234,5") unless `grouping` is off, as for
/// text put back into a field to be read again ([`typed_decimal`]).
pub fn decimal_text(text: &str, grouping: bool) -> String {
    numbers::format_text(current(), text, grouping)
}

/// A decimal as a person typed it in the current language, for a reader of points: a
/// language that writes "0,12" may type either mark, so its one comma becomes a point.
/// Anything else ("1.000,5", a comma in English) is given back as typed, for the reader to
/// refuse.
pub fn typed_decimal(typed: &str) -> String {
    let comma_language = numbers::decimal_mark(current()) == ',';
    if comma_language && typed.matches(',').count() == 1 && !typed.contains('.') {
        typed.replacen(',', ".", 1)
    } else {
        typed.to_owned()
    }
}

/// Whether a decimal typed in the current language could as well be a whole number with a
/// thousands mark: "1.000" or "12.500" where the language writes "0,12" (German, Spanish), so
/// a point with exactly three digits after it and a whole part that is not 0. Read as a
/// decimal it would be a thousand times too small, so it is asked about, not guessed.
/// ("0.125", a rate per word, is a decimal in any language.)
pub fn is_ambiguous_decimal(typed: &str) -> bool {
    let typed = typed.trim();
    if numbers::decimal_mark(current()) != ',' || typed.contains(',') {
        return false;
    }
    let Some((whole, fraction)) = typed.split_once('.') else {
        return false;
    };
    let digits = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    digits(whole)
        && !whole.trim_start_matches('0').is_empty()
        && fraction.len() == 3
        && digits(fraction)
}

/// `items` as one list, apart by the current language's separator (`common-list-separator`):
/// "Ana, Wei" in English, "Ana、Wei" in Chinese. The pseudo-locale keeps the English one, so
/// that its brackets mark whole messages, not the commas between names.
pub fn list<S: AsRef<str>>(items: impl IntoIterator<Item = S>) -> String {
    let language = match current() {
        Language::Pseudo => SOURCE,
        language => language,
    };
    let separator = format_message(language, "common-list-separator", None);
    let mut out = String::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(&separator);
        }
        out.push_str(item.as_ref());
    }
    out
}

/// Fluent's value for a variable: numbers stay numbers (for plurals and grouping).
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// `tr!("id")` or `tr!("id", name = value, …)`: the message in the current language.
#[macro_export]
macro_rules! tr {
    ($id:expr) => {
        $crate::i18n::tr($id)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $crate::i18n::arg($value));)+
        $crate::i18n::tr_with($id, &args)
    }};
}

type Bundle = FluentBundle<FluentResource>;

fn format_message(language: Language, id: &str, args: Option<&FluentArgs>) -> String {
    let words = bundle(language)
        .and_then(|b| format_in(b, id, args))
        .or_else(|| bundle(SOURCE).and_then(|b| format_in(b, id, args)));
    match words {
        Some(words) if language == Language::Pseudo => pseudo::wrap(&words),
        Some(words) => words,
        None => {
            tracing::warn!(id, "no such message in the window's words");
            id.to_owned()
        }
    }
}

fn format_in(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let (message_id, attribute) = match id.split_once('.') {
        Some((message, attribute)) => (message, Some(attribute)),
        None => (id, None),
    };
    let message = bundle.get_message(message_id)?;
    let pattern = match attribute {
        Some(attribute) => message.get_attribute(attribute)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let words = bundle.format_pattern(pattern, args, &mut errors);
    if !errors.is_empty() {
        tracing::warn!(
            id,
            ?errors,
            "a message of the window's words did not format cleanly"
        );
    }
    Some(words.into_owned())
}

/// The bundle of `language`, built on its first use only (a process speaks one language and
/// falls back to English: the others are never parsed); `None` for a locale with no files.
fn bundle(language: Language) -> Option<&'static Bundle> {
    static BUNDLES: [OnceLock<Option<Bundle>>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    let index = Language::ALL.iter().position(|l| *l == language)?;
    BUNDLES[index].get_or_init(|| build(language)).as_ref()
}

fn build(language: Language) -> Option<Bundle> {
    // The pseudo-locale is English, transformed.
    let folder = if language == Language::Pseudo {
        SOURCE
    } else {
        language
    };
    let files: Vec<&str> = files_of(folder).map(|(_, text)| text).collect();
    if files.is_empty() {
        return None;
    }
    let tag = language.tag().parse().ok()?;
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // egui draws Unicode's isolation marks as boxes; names from the directory are isolated
    // where needed by `ui::bidi` instead.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(formatter_for(language)));
    // NUMBER($n, useGrouping: "false"): a quantity the English has always written
    // ungrouped, while other languages group it as they write numbers.
    if let Err(error) = bundle.add_builtins() {
        tracing::warn!(
            locale = language.tag(),
            ?error,
            "Fluent's NUMBER is missing"
        );
    }
    if language == Language::Pseudo {
        bundle.set_transform(Some(pseudo::accent));
    }
    for text in files {
        let resource = match FluentResource::try_new(text.to_owned()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                tracing::warn!(
                    locale = language.tag(),
                    ?errors,
                    "a words file did not parse cleanly"
                );
                resource
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::warn!(
                locale = language.tag(),
                ?errors,
                "a words file repeats a message"
            );
        }
    }
    Some(bundle)
}

/// The embedded files of one locale folder: (panel, text).
fn files_of(language: Language) -> impl Iterator<Item = (&'static str, &'static str)> {
    embedded::FILES
        .iter()
        .filter(move |(locale, _, _)| *locale == language.tag())
        .map(|(_, panel, text)| (*panel, *text))
}

type Formatter = fn(&FluentValue, &IntlLangMemoizer) -> Option<String>;

/// Fluent's formatter has no way to ask its bundle's locale, so each language has its own.
fn formatter_for(language: Language) -> Formatter {
    fn with<const L: usize>(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
        let FluentValue::Number(n) = value else {
            return None;
        };
        let decimals = n.options.maximum_fraction_digits.unwrap_or(3);
        Some(numbers::format(
            Language::ALL[L],
            n.value,
            decimals,
            n.options.use_grouping,
        ))
    }
    match language {
        Language::EnglishUs => with::<0>,
        Language::German => with::<1>,
        Language::French => with::<2>,
        Language::Spanish => with::<3>,
        Language::Polish => with::<4>,
        Language::ChineseSimplified => with::<5>,
        Language::Pseudo => with::<6>,
    }
}

/// Whether `language` has a message `id` (or `message.attribute`) of its own, not one it
/// would fall back to English for: for the checks that every value shown has words.
pub fn has_message(language: Language, id: &str) -> bool {
    let (message_id, attribute) = match id.split_once('.') {
        Some((message, attribute)) => (message, Some(attribute)),
        None => (id, None),
    };
    bundle(language)
        .and_then(|b| b.get_message(message_id))
        .is_some_and(|m| match attribute {
            Some(attribute) => m.get_attribute(attribute).is_some(),
            None => m.value().is_some(),
        })
}

/// Whether `language`'s message `id` says the value `key` of its variable `variable` in a
/// branch of its own (`[key]` of a `{ $variable -> … }`), not only by its default: for the
/// checks that every value of an enum worded by a selector has its words.
pub fn has_variant(language: Language, id: &str, variable: &str, key: &str) -> bool {
    use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
    fn found(pattern: &Pattern<&str>, variable: &str, key: &str) -> bool {
        pattern.elements.iter().any(|element| match element {
            PatternElement::Placeable {
                expression: Expression::Select { selector, variants },
            } => {
                let ours = matches!(selector,
                    InlineExpression::VariableReference { id } if id.name == variable);
                (ours
                    && variants
                        .iter()
                        .any(|v| matches!(&v.key, VariantKey::Identifier { name } if *name == key)))
                    || variants.iter().any(|v| found(&v.value, variable, key))
            }
            _ => false,
        })
    }
    bundle(language)
        .and_then(|b| b.get_message(id))
        .and_then(|m| m.value())
        .is_some_and(|pattern| found(pattern, variable, key))
}

/// Every embedded words file: (locale tag, panel, text), for checks over all of them.
pub fn words_files() -> impl Iterator<Item = (&'static str, &'static str, &'static str)> {
    embedded::FILES.iter().copied()
}

/// The locales that have files: what the View → Language menu offers (the pseudo-locale
/// only when asked for).
pub fn locales_with_words() -> Vec<Language> {
    Language::ALL
        .into_iter()
        .filter(|l| *l != Language::Pseudo && files_of(*l).next().is_some())
        .collect()
}

#[cfg(test)]
mod tests;
