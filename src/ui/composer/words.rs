//! What the composer says of counts, placeholders and message types, in the words its views
//! use (no egui). The words are `composer.ftl`'s, in the window's language.

use super::REQUEST_SIZE;
use crate::api::MessageType;
use crate::outbox::personalise::Placeholder;
use crate::store::DraftRecipient;

/// The placeholder's field named alone ("first name"), for a list of them.
pub(super) fn readable(placeholder: Placeholder) -> String {
    crate::tr!("composer-field", field = placeholder.key())
}

/// "site name or first name": the fields, joined as the language joins alternatives.
pub(super) fn either(placeholders: &[Placeholder]) -> String {
    let mut names = placeholders.iter().map(|p| readable(*p));
    let first = names.next().unwrap_or_default();
    names.fold(first, |first, second| {
        crate::tr!("composer-either", first = first, second = second)
    })
}

pub(super) fn requests_text(recipients: usize, requests: usize, personal: bool) -> String {
    let (recipients, requests) = (recipients, requests);
    if personal {
        crate::tr!(
            "composer-requests-personal",
            recipients = recipients,
            requests = requests
        )
    } else {
        crate::tr!(
            "composer-requests",
            recipients = recipients,
            requests = requests,
            size = REQUEST_SIZE
        )
    }
}

/// "Ana, Wei, Omar and 12 more".
pub(super) fn recipients_text(recipients: &[DraftRecipient], named: usize) -> String {
    let names: Vec<String> = recipients
        .iter()
        .take(named)
        .map(DraftRecipient::label)
        .collect();
    match recipients.len().saturating_sub(named) {
        0 => crate::i18n::list(&names),
        more => crate::tr!(
            "composer-names-and-more",
            names = crate::i18n::list(&names),
            count = more
        ),
    }
}

pub(super) fn type_name(kind: MessageType) -> String {
    match kind {
        MessageType::Other => crate::tr!("composer-type-other"),
        MessageType::Rfq => crate::tr!("composer-type-rfq"),
        MessageType::Job => crate::tr!("composer-type-job"),
    }
}

/// "…and 12 more", under a list cut short.
pub(in crate::ui) fn and_more(n: usize) -> String {
    crate::tr!("composer-and-more", count = n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, scoped};
    use crate::tr;

    /// The words the composer said before they came from Fluent, kept byte for byte.
    #[test]
    fn english_reads_as_it_always_did() {
        let _english = scoped(Language::EnglishUs);
        assert_eq!(
            requests_text(1, 1, true),
            "1 recipient in 1 request (one each: the message is personal)."
        );
        assert_eq!(
            requests_text(1000, 40, false),
            "1,000 recipients in 40 requests (at most 25 recipients each)."
        );
        let all = [
            Placeholder::SiteName,
            Placeholder::FirstName,
            Placeholder::LastName,
        ];
        assert_eq!(either(&all), "site name or first name or last name");
        assert_eq!(
            tr!(
                "composer-lacking-give-fallback",
                count = 1,
                field = "first_name"
            ),
            "1 recipient has no first name: give a fallback"
        );
        assert_eq!(
            tr!("composer-guard-recent", count = 2, days = 1),
            "2 recipients were messaged from this environment in the last 1 day:"
        );
        assert_eq!(
            tr!("composer-guard-claimed", count = 1),
            "1 recipient is being messaged by a colleague right now, and is left out:"
        );
        assert_eq!(and_more(1200), "…and 1,200 more");
        assert_eq!(super::super::do_not_contact_mark(), " ⛔ do not contact");
    }

    #[test]
    fn recipients_are_listed_as_the_language_lists_names() {
        let named = |name: &str| DraftRecipient {
            uuid: uuid::Uuid::nil(),
            name: Some(name.to_owned()),
        };
        let people = [named("Ana"), named("Wei"), named("Omar")];
        let _english = scoped(Language::EnglishUs);
        assert_eq!(recipients_text(&people, 3), "Ana, Wei, Omar");
        let _chinese = scoped(Language::ChineseSimplified);
        assert_eq!(recipients_text(&people, 3), "Ana、Wei、Omar");
        assert!(
            recipients_text(&people, 2).starts_with("Ana、Wei"),
            "{}",
            recipients_text(&people, 2)
        );
    }

    /// Every locale says each count-bearing message without a formatting error (a variant
    /// missing, a variable misspelt shows as its id or braces).
    #[test]
    fn every_locale_fills_in_the_counts() {
        for language in crate::i18n::locales_with_words() {
            let _speaking = scoped(language);
            for n in [0, 1, 2, 5, 22, 1000] {
                let said = requests_text(n, n, n % 2 == 0);
                let written = crate::i18n::number(n as f64);
                assert!(said.contains(&written), "{language:?}: {said}");
                let said = tr!("composer-guard-recent", count = n, days = n);
                assert!(!said.contains('{'), "{language:?}: {said}");
            }
        }
    }
}
