//! Properties over arbitrary input: nothing from outside the process can make the client
//! panic, every UUID in any text is found, and message validation keeps its promises.

use directory_desk::api::models::{Freelancer, FromRaw, User};
use directory_desk::api::{Draft, MessageType, read_answer};
use directory_desk::uuids;
use proptest::prelude::*;
use reqwest::header::HeaderMap;
use serde_json::Value;
use uuid::Uuid;

fn arbitrary_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        ".{0,12}".prop_map(Value::String),
        // Keys and values the directory really uses, so that typed paths get exercised.
        prop_oneof![
            Just("1"),
            Just("0"),
            Just("eng_esl"),
            Just("5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4b")
        ]
        .prop_map(|s| Value::String(s.to_owned())),
    ];
    let keys = prop_oneof![
        Just("success"),
        Just("data"),
        Just("meta"),
        Just("error_messages"),
        Just("error"),
        Just("uuid"),
        Just("site_name"),
        Just("account_type"),
        Just("contact_info"),
        Just("skills"),
        Just("language_pairs"),
        Just("services"),
        Just("service_id"),
        Just("proz_membership"),
        Just("status"),
        Just("failed_recipients"),
        Just("num_results"),
        Just("freelancer"),
    ]
    .prop_map(str::to_owned);
    leaf.prop_recursive(4, 64, 8, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(keys.clone(), inner, 0..8)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn reading_any_json_answer_never_panics(body in arbitrary_json(), status in 100u16..600) {
        let bytes = serde_json::to_vec(&body).unwrap();
        let result = read_answer(status, &HeaderMap::new(), &bytes);
        // A 2xx object is a success unless it says otherwise: `success` of 0 (or the
        // tolerated `false`).
        let says_failure = matches!(body.get("success"), Some(Value::Bool(false)))
            || body.get("success").and_then(Value::as_i64) == Some(0);
        if (200..300).contains(&status) && body.is_object() {
            prop_assert_eq!(result.is_ok(), !says_failure);
        }
        if !(200..300).contains(&status) {
            prop_assert!(result.is_err());
        }
    }

    #[test]
    fn reading_any_bytes_never_panics(body in prop::collection::vec(any::<u8>(), 0..256), status in 100u16..600) {
        let _ = read_answer(status, &HeaderMap::new(), &body);
    }

    #[test]
    fn any_object_parses_as_a_resource_and_keeps_its_raw_json(body in arbitrary_json()) {
        if let Value::Object(map) = body {
            let freelancer = Freelancer::from_raw(map.clone());
            prop_assert_eq!(&freelancer.raw, &map);
            let _ = freelancer.display_name();
            let _ = freelancer.language_pair_codes();
            let user = User::from_raw(map.clone());
            prop_assert_eq!(&user.raw, &map);
        }
    }

    #[test]
    fn every_uuid_in_any_text_is_found(
        pieces in prop::collection::vec((".{0,20}", any::<u128>(), any::<bool>(), any::<bool>()), 1..12),
        separators in prop::collection::vec(prop::sample::select(vec![" ", "\n", ",", ";", "/", "=", "\t", "(", ")", "\"", "|", "<", ">"]), 2),
    ) {
        let mut text = String::new();
        let mut planted = Vec::new();
        for (filler, bits, upper, simple) in &pieces {
            let uuid = Uuid::from_u128(*bits);
            let mut written = if *simple { uuid.simple().to_string() } else { uuid.hyphenated().to_string() };
            if *upper {
                written = written.to_uppercase();
            }
            text.push_str(filler);
            text.push_str(separators[0]);
            text.push_str(&written);
            text.push_str(separators[1]);
            planted.push(uuid);
        }
        let found = uuids::extract(&text);
        for uuid in &planted {
            prop_assert!(found.uuids.contains(uuid), "{} not found in {:?}", uuid, text);
        }
        let mut unique = found.uuids.clone();
        unique.sort();
        unique.dedup();
        prop_assert_eq!(unique.len(), found.uuids.len(), "no duplicates are returned");
    }

    #[test]
    fn validation_keeps_its_promises(
        recipients in prop::collection::vec(prop_oneof![
            any::<u128>().prop_map(|b| Uuid::from_u128(b % 40).to_string()),
            "[a-z0-9-]{0,40}",
        ], 0..40),
        name in ".{0,10}",
        email in prop_oneof!["[a-z]{1,8}@[a-z]{1,8}\\.[a-z]{2,3}", ".{0,12}"],
        subject in ".{0,10}",
        body in ".{0,20}",
    ) {
        let draft = Draft {
            recipients: recipients.clone(),
            sender_name: name,
            sender_email: email,
            subject,
            body,
            message_type: MessageType::Other,
        };
        match draft.validate() {
            Ok(message) => {
                let n = message.recipient_uuids.len();
                prop_assert!((1..=25).contains(&n));
                let mut unique = message.recipient_uuids.clone();
                unique.sort();
                unique.dedup();
                prop_assert_eq!(unique.len(), n);
                prop_assert!(recipients.iter().all(|r| Uuid::try_parse(r.trim()).is_ok()));
                prop_assert!(directory_desk::api::message::is_plausible_email(&message.sender_email));
                prop_assert!(!message.subject.trim().is_empty() && !message.body.trim().is_empty());
                prop_assert!(!message.sender_name.trim().is_empty());
            }
            Err(problems) => prop_assert!(!problems.is_empty()),
        }
    }
}
