//! The locales against their source: what a translator must keep and may not add.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;

/// A message or attribute (`id` or `id.attribute`) and the variables its words use.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn messages_of(locale: &str, panel: &str, text: &str) -> Messages {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{locale}/{panel}.ftl does not parse: {errors:?}"));
    let mut messages = Messages::new();
    for entry in resource.body {
        let ast::Entry::Message(message) = entry else {
            continue;
        };
        let id = message.id.name.to_owned();
        if let Some(value) = &message.value {
            messages.insert(id.clone(), variables(value));
        }
        for attribute in &message.attributes {
            messages.insert(
                format!("{id}.{}", attribute.id.name),
                variables(&attribute.value),
            );
        }
    }
    messages
}

fn variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, &mut found);
        }
    }
    found
}

fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                found.extend(variables(&variant.value));
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, found),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            call_variables(arguments, found);
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call_variables(arguments, found),
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, found),
        _ => {}
    }
}

fn call_variables(arguments: &ast::CallArguments<&str>, found: &mut BTreeSet<String>) {
    for positional in &arguments.positional {
        inline_variables(positional, found);
    }
    for named in &arguments.named {
        inline_variables(&named.value, found);
    }
}

/// panel → its messages, for one locale folder.
fn locale_files(language: Language) -> BTreeMap<&'static str, Messages> {
    files_of(language)
        .map(|(panel, text)| (panel, messages_of(language.tag(), panel, text)))
        .collect()
}

#[test]
fn every_locale_has_exactly_the_sources_messages_and_no_variable_it_lacks() {
    let source = locale_files(SOURCE);
    assert!(!source.is_empty(), "assets/locales/en-US has no .ftl files");
    let mut problems = Vec::new();
    for language in locales_with_words() {
        if language == SOURCE {
            continue;
        }
        let tag = language.tag();
        let translated = locale_files(language);
        for (panel, messages) in &source {
            let Some(theirs) = translated.get(panel) else {
                problems.push(format!("{tag}/{panel}.ftl is missing"));
                continue;
            };
            for (id, variables) in messages {
                match theirs.get(id) {
                    None => problems.push(format!("{tag}/{panel}.ftl lacks {id}")),
                    Some(used) => {
                        for extra in used.difference(variables) {
                            problems.push(format!(
                                "{tag}/{panel}.ftl: {id} uses ${extra}, which the source does not give"
                            ));
                        }
                    }
                }
            }
            for id in theirs.keys().filter(|id| !messages.contains_key(*id)) {
                problems.push(format!(
                    "{tag}/{panel}.ftl has {id}, which the source has not"
                ));
            }
        }
        for panel in translated.keys().filter(|p| !source.contains_key(*p)) {
            problems.push(format!(
                "{tag}/{panel}.ftl has no source file en-US/{panel}.ftl"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn no_message_id_is_used_by_two_panels() {
    let mut seen = BTreeMap::new();
    let mut problems = Vec::new();
    for (panel, messages) in locale_files(SOURCE) {
        for id in messages.keys().filter(|id| !id.contains('.')) {
            if let Some(other) = seen.insert(id.clone(), panel) {
                problems.push(format!("{id} is in both {other}.ftl and {panel}.ftl"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_locale_the_window_offers_is_there() {
    let offered = locales_with_words();
    for language in Language::ALL.into_iter().filter(|l| *l != Language::Pseudo) {
        assert!(
            offered.contains(&language),
            "assets/locales/{}/ is missing",
            language.tag()
        );
    }
}

#[test]
fn a_scoped_language_is_the_threads_alone_and_ends_with_its_scope() {
    let before = current();
    {
        let _german = scoped(Language::German);
        assert_eq!(current(), Language::German);
        set_language(Language::Polish);
        assert_eq!(current(), Language::Polish);
        let elsewhere = std::thread::spawn(current).join().unwrap();
        assert_eq!(
            elsewhere, before,
            "another thread kept the process's language"
        );
    }
    assert_eq!(current(), before);
}

#[test]
fn numbers_in_messages_are_grouped_and_plurals_chosen_by_the_locale() {
    let _english = scoped(Language::EnglishUs);
    assert_eq!(tr!("vendor-ago-days", count = 1), "1 day ago");
    assert_eq!(tr!("vendor-ago-days", count = 24593), "24,593 days ago");
    let _pseudo = scoped(Language::Pseudo);
    let pseudo = tr!("vendor-ago-days", count = 2);
    assert!(
        pseudo.starts_with("[2 ") && pseudo.ends_with("~]") && !pseudo.contains("days"),
        "{pseudo}"
    );
}

/// Message ids built by code rather than written whole in `src/`, with why.
const IDS_BUILT_BY_CODE: &[(&str, &str)] = &[];

/// Every `.rs` file's text under `folder`.
fn sources(folder: &std::path::Path, out: &mut String) {
    for entry in std::fs::read_dir(folder).unwrap().map(Result::unwrap) {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !path.ends_with("src/i18n/tests.rs")
        {
            out.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
}

/// A message no code asks for is dead weight every translator keeps up: one asked for by a
/// test alone (this file's are not counted) is as dead.
#[test]
fn every_source_message_is_asked_for_by_the_code() {
    let mut code = String::new();
    sources(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut code,
    );
    let mut unused = Vec::new();
    for (panel, messages) in locale_files(SOURCE) {
        for id in messages.keys().filter(|id| !id.contains('.')) {
            let asked = code.contains(&format!("\"{id}\""))
                || code.contains(&format!("\"{id}."))
                || IDS_BUILT_BY_CODE.iter().any(|(built, _)| built == id);
            if !asked {
                unused.push(format!("{panel}.ftl: {id}"));
            }
        }
    }
    assert!(
        unused.is_empty(),
        "no code asks for these; use or remove them in all six locales:\n{}",
        unused.join("\n")
    );
}

#[test]
fn lists_are_joined_as_each_language_joins_them() {
    let names = ["Ana", "Wei", "Omar"];
    for language in Language::ALL {
        let _scope = scoped(language);
        let expected = match language {
            Language::ChineseSimplified => "Ana、Wei、Omar",
            // Fluent trims a message's own spaces: the separator's survives in a placeable.
            _ => "Ana, Wei, Omar",
        };
        assert_eq!(list(names), expected, "{}", language.tag());
        assert_eq!(list(["Ana"]), "Ana");
        assert_eq!(list(Vec::<String>::new()), "");
    }
}

#[test]
fn a_decimal_is_typed_with_either_mark_where_the_language_writes_a_comma() {
    let _french = scoped(Language::French);
    assert_eq!(typed_decimal("0,12"), "0.12");
    assert_eq!(typed_decimal("0.12"), "0.12");
    assert_eq!(
        typed_decimal("1.000,5"),
        "1.000,5",
        "left for the reader to refuse"
    );
    assert_eq!(decimal_text("0.12", true), "0,12");
    // A thousand in French or German, a decimal in English: asked about, not guessed.
    assert!(is_ambiguous_decimal("1.000"));
    assert!(is_ambiguous_decimal(" 12.500 "));
    assert!(!is_ambiguous_decimal("0.125"), "a rate per word");
    assert!(!is_ambiguous_decimal("12.5"));
    assert!(!is_ambiguous_decimal("1.0000"));
    assert!(!is_ambiguous_decimal("1.000,5"));
    let _chinese = scoped(Language::ChineseSimplified);
    assert!(
        !is_ambiguous_decimal("1.000"),
        "a decimal where points are decimals"
    );
    assert_eq!(typed_decimal("0,12"), "0,12");
    assert_eq!(decimal_text("0.12", true), "0.12");
}

#[test]
fn a_missing_message_says_its_id_rather_than_nothing() {
    assert_eq!(tr("no-such-message-anywhere"), "no-such-message-anywhere");
}

/// The variant keys of every select on a variable in `text`: (message, variable, keys).
fn selects(text: &str) -> Vec<(String, String, BTreeSet<String>)> {
    fn in_pattern(
        id: &str,
        pattern: &ast::Pattern<&str>,
        out: &mut Vec<(String, String, BTreeSet<String>)>,
    ) {
        for element in &pattern.elements {
            let ast::PatternElement::Placeable { expression } = element else {
                continue;
            };
            let ast::Expression::Select { selector, variants } = expression else {
                continue;
            };
            if let ast::InlineExpression::VariableReference { id: variable } = selector {
                let keys = variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => (*name).to_owned(),
                        ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
                    })
                    .collect();
                out.push((id.to_owned(), variable.name.to_owned(), keys));
            }
            for variant in variants {
                in_pattern(id, &variant.value, out);
            }
        }
    }
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
    let mut out = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            if let Some(value) = &message.value {
                in_pattern(message.id.name, value, &mut out);
            }
            for attribute in &message.attributes {
                in_pattern(message.id.name, &attribute.value, &mut out);
            }
        }
    }
    out
}

/// Polish says 1, 2–4 and 5 of a thing three ways ("1 odbiorca", "3 odbiorcy", "5 odbiorców"):
/// a count chosen by `one` and `other` alone reads wrongly for 2–4. Every Polish select on a
/// count has `few` and `many` too.
#[test]
fn every_polish_count_has_the_few_and_many_forms() {
    let mut problems = Vec::new();
    let mut counts = 0;
    for (panel, text) in files_of(Language::Polish) {
        for (id, variable, keys) in selects(text) {
            counts += usize::from(keys.contains("one"));
            if keys.contains("one") && !(keys.contains("few") && keys.contains("many")) {
                problems.push(format!(
                    "pl-PL/{panel}.ftl: {id} (${variable}) lacks few or many"
                ));
            }
        }
    }
    assert!(
        counts > 50,
        "only {counts} Polish counts found: is the check reading the files?"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
