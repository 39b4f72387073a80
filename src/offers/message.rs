//! An offer's message as each freelancer gets it: the offer's own placeholders
//! (`{{title}}`, `{{pair}}`, `{{service}}`, `{{volume}}`, `{{rate}}`, `{{deadline}}`) filled
//! first, the deadline in the freelancer's own time zone beside the coordinator's, then the
//! profile's (`{{first_name}}`, …) as every message does. A message that names none of the
//! offer's placeholders gets the terms as a short block at its end, so that nobody is
//! offered a job without its deadline. Freelancers who get the same words share a request.

use jiff::Timestamp;
use jiff::tz::TimeZone;
use uuid::Uuid;

use crate::api::MAX_RECIPIENTS;
use crate::outbox::personalise::{self, Fallbacks, Placeholder, RecipientFields};
use crate::store::{
    Closing, DraftRecipient, NewJob, NewRequest, OfferBinding, OfferRecord, OfferTerms, Words,
};

/// The offer's own placeholders.
pub const OFFER_PLACEHOLDERS: [&str; 6] =
    ["title", "pair", "service", "volume", "rate", "deadline"];

/// One freelancer a message goes to, as the desk knows them when it goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Addressee {
    pub uuid: Uuid,
    pub name: Option<String>,
    pub fields: Option<RecipientFields>,
    /// Their IANA time zone: their user summary's, else their profile's, as the wave was
    /// placed (`schedule::zone_name_of`).
    pub zone: Option<String>,
}

/// `text` with the offer's placeholders left out, for the profile placeholders' check: what
/// is left must be a message every recipient can get.
pub fn without_offer_placeholders(text: &str) -> String {
    let mut text = text.to_owned();
    for key in OFFER_PLACEHOLDERS {
        text = text.replace(&format!("{{{{{key}}}}}"), "");
    }
    text
}

/// The deadline as one freelancer reads it: their own clock first, then the coordinator's.
pub fn deadline_for(deadline_ms: i64, zone: Option<&str>, coordinator: &TimeZone) -> String {
    let Ok(at) = Timestamp::from_millisecond(deadline_ms) else {
        return crate::times::utc_minutes(deadline_ms);
    };
    let theirs = zone.and_then(|name| TimeZone::get(name.trim()).ok());
    let write = |zone: &TimeZone| {
        let local = zone.to_datetime(at);
        const DAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
        const MONTHS: [&str; 12] = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ];
        let day = DAYS[usize::from(local.weekday().to_monday_zero_offset() as u8)];
        let month = MONTHS[usize::try_from(local.month() - 1).unwrap_or(0) % 12];
        format!(
            "{day} {} {month} {} {:02}:{:02} {}",
            local.day(),
            local.year(),
            local.hour(),
            local.minute(),
            zone.iana_name().unwrap_or("UTC")
        )
    };
    match theirs {
        Some(theirs) if theirs.iana_name() != coordinator.iana_name() => {
            format!(
                "{} (your time; {} ours)",
                write(&theirs),
                write(coordinator)
            )
        }
        _ => write(coordinator),
    }
}

/// Whether the message's text names any of the terms itself (a subject naming the title
/// does not tell the freelancer the deadline).
fn body_names_terms(words: &Words) -> bool {
    OFFER_PLACEHOLDERS
        .iter()
        .any(|key| words.body.contains(&format!("{{{{{key}}}}}")))
}

/// The terms as a block for the end of a message that names none of them.
fn terms_block(title: &str, terms: &OfferTerms, deadline: Option<&str>) -> String {
    let mut lines = vec![format!("Job: {title}")];
    let mut add = |label: &str, value: Option<&str>| {
        if let Some(value) = value.filter(|v| !v.trim().is_empty()) {
            lines.push(format!("{label}: {value}"));
        }
    };
    add("Language pair", terms.pair.as_deref());
    add("Service", terms.service.as_deref());
    add("Volume", terms.volume.as_deref());
    add("Rate", terms.rate.as_deref());
    add("Deadline", deadline);
    format!("\n\n---\n{}", lines.join("\n"))
}

fn fill_offer(text: &str, offer: &OfferRecord, deadline: Option<&str>) -> String {
    let terms = &offer.terms;
    let values = [
        ("title", Some(offer.title.as_str())),
        ("pair", terms.pair.as_deref()),
        ("service", terms.service.as_deref()),
        ("volume", terms.volume.as_deref()),
        ("rate", terms.rate.as_deref()),
        ("deadline", deadline),
    ];
    let mut text = text.to_owned();
    for (key, value) in values {
        text = text.replace(&format!("{{{{{key}}}}}"), value.unwrap_or("-"));
    }
    text
}

/// The outbox job that sends `words` of `offer` (its offer, or one of its closing messages)
/// to `addressees`, bound to the offer so that it is written only while they have had none.
/// Why it cannot be made, in English, when a profile placeholder has nothing to fill it.
pub fn job_for(
    offer: &OfferRecord,
    closing: Option<Closing>,
    addressees: &[Addressee],
    coordinator: &TimeZone,
) -> Result<NewJob, String> {
    let expired;
    let words = match closing {
        None => &offer.message,
        Some(Closing::Filled) => &offer.closing.filled,
        Some(Closing::Confirmed) => &offer.closing.confirmed,
        Some(Closing::Cancelled) => &offer.closing.cancelled,
        Some(Closing::Expired) => {
            expired = offer.closing.expired(&offer.title);
            &expired
        }
    };
    // A freelancer without a first name is greeted without one, rather than left out.
    let mut fallbacks = Fallbacks::new();
    fallbacks.insert(Placeholder::FirstName, "there".to_owned());
    fallbacks.insert(Placeholder::SiteName, "there".to_owned());
    fallbacks.insert(Placeholder::LastName, String::new());
    let footer = closing.is_none() && !body_names_terms(words);
    let mut requests: Vec<NewRequest> = Vec::new();
    for addressee in addressees {
        let deadline = offer
            .terms
            .deadline
            .map(|ms| deadline_for(ms, addressee.zone.as_deref(), coordinator));
        let mut body = fill_offer(&words.body, offer, deadline.as_deref());
        if footer {
            body.push_str(&terms_block(
                &offer.title,
                &offer.terms,
                deadline.as_deref(),
            ));
        }
        let subject = fill_offer(words.subject.trim(), offer, deadline.as_deref());
        let fields = addressee.fields.clone().unwrap_or_default();
        let (Ok(subject), Ok(body)) = (
            personalise::fill(&subject, &fields, &fallbacks),
            personalise::fill(&body, &fields, &fallbacks),
        ) else {
            return Err(format!(
                "the message's placeholders cannot be filled for {}",
                addressee.uuid
            ));
        };
        let recipient = DraftRecipient {
            uuid: addressee.uuid,
            name: addressee.name.clone(),
        };
        match requests.iter_mut().find(|r| {
            r.subject.as_deref() == Some(subject.as_str())
                && r.body.as_deref() == Some(body.as_str())
                && r.recipients.len() < MAX_RECIPIENTS
        }) {
            Some(request) => request.recipients.push(recipient),
            None => requests.push(NewRequest {
                recipients: vec![recipient],
                subject: Some(subject),
                body: Some(body),
            }),
        }
    }
    Ok(NewJob {
        directory: offer.directory.clone(),
        account: None,
        sender_name: offer.sender_name.trim().to_owned(),
        sender_email: offer.sender_email.trim().to_owned(),
        subject: words.subject.trim().to_owned(),
        body: words.body.clone(),
        message_type: offer.message_type,
        personalised: requests.len() > 1
            || personalise::used_in(&words.subject).len() + personalise::used_in(&words.body).len()
                > 0,
        offer: Some(OfferBinding {
            offer: offer.id,
            closing,
        }),
        requests,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::MessageType;
    use crate::store::{ClosingTexts, OfferId, OfferState, Pick, SendWhen};

    fn offer(body: &str) -> OfferRecord {
        OfferRecord {
            id: OfferId(4),
            directory: "d".into(),
            created_at: 0,
            account: None,
            title: "EN>SR legal".into(),
            terms: OfferTerms {
                pair: Some("English → Serbian".into()),
                deadline: crate::times::parse_rfc3339("2026-12-01T09:00:00Z"),
                ..OfferTerms::default()
            },
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            message: Words {
                subject: "Offer: {{title}}".into(),
                body: body.into(),
            },
            message_type: MessageType::Job,
            closing: ClosingTexts::standard("EN>SR legal"),
            wave_size: 5,
            wave_wait_ms: 1,
            send_when: SendWhen::Now,
            pick: Pick::First,
            state: OfferState::Open,
            held: false,
            wave: 1,
            wave_opened_at: None,
            send_early: false,
            filled_by: None,
            ended_at: None,
            candidates: Vec::new(),
            events: Vec::new(),
            jobs_go_on_at: None,
        }
    }

    fn to(n: u128, zone: Option<&str>, first: Option<&str>) -> Addressee {
        Addressee {
            uuid: Uuid::from_u128(n),
            name: None,
            fields: Some(RecipientFields {
                first_name: first.map(str::to_owned),
                ..RecipientFields::default()
            }),
            zone: zone.map(str::to_owned),
        }
    }

    #[test]
    fn the_deadline_is_in_each_freelancers_time_and_same_words_share_a_request() {
        let london = TimeZone::get("Europe/London").unwrap();
        let job = job_for(
            &offer("Deadline {{deadline}}."),
            None,
            &[
                to(1, Some("Europe/Belgrade"), None),
                to(2, Some("Europe/Belgrade"), None),
                to(3, Some("Asia/Tokyo"), None),
            ],
            &london,
        )
        .unwrap();
        assert_eq!(job.requests.len(), 2);
        assert_eq!(job.requests[0].recipients.len(), 2);
        assert_eq!(
            job.requests[0].body.as_deref(),
            Some(
                "Deadline Tue 1 Dec 2026 10:00 Europe/Belgrade (your time; Tue 1 Dec 2026 \
                 09:00 Europe/London ours)."
            )
        );
        assert!(
            job.requests[1]
                .body
                .as_deref()
                .unwrap()
                .contains("18:00 Asia/Tokyo")
        );
        assert_eq!(
            job.requests[0].subject.as_deref(),
            Some("Offer: EN>SR legal")
        );
        assert_eq!(job.offer.unwrap().offer, OfferId(4));
    }

    #[test]
    fn a_message_without_the_terms_gets_them_at_its_end_and_names_are_filled() {
        let utc = TimeZone::UTC;
        let job = job_for(
            &offer("Hello {{first_name}}, can you take it?"),
            None,
            &[to(1, None, Some("Zoë")), to(2, None, None)],
            &utc,
        )
        .unwrap();
        let body = job.requests[0].body.clone().unwrap();
        assert!(
            body.starts_with("Hello Zoë, can you take it?\n\n---\nJob: EN>SR legal"),
            "{body}"
        );
        assert!(body.contains("Language pair: English → Serbian"));
        assert!(body.contains("Deadline: Tue 1 Dec 2026 09:00 UTC"));
        assert!(
            job.requests[1]
                .body
                .clone()
                .unwrap()
                .starts_with("Hello there,")
        );
        let closing = job_for(
            &offer("x"),
            Some(Closing::Filled),
            &[to(1, None, Some("Zoë"))],
            &utc,
        )
        .unwrap();
        let text = closing.requests[0].body.clone().unwrap();
        assert!(
            text.starts_with("Hello Zoë,") && !text.contains("---"),
            "{text}"
        );
    }
}
