//! The sandbox's freelancers answer the messages they receive, so that tests and the demo can
//! watch an offer fill. The directory has no reply callbacks: on the live service a freelancer
//! answers by e-mail to the message's `sender_email`. The sandbox stands in for that mailbox
//! with `GET /__sandbox/replies`, which lists the answers due by a time.
//!
//! Every recipient of every stored message has a *persona* that decides an answer (accepted,
//! declined, a question, or silence) and a delay. Nothing is drawn when a message arrives:
//! the decision is a hash of the sandbox's seed, the recipient and the message's words, so
//! the same seed and the same messages give the same replies, in any order of sending.
//!
//! Tests that need a given answer script it (`PUT /__sandbox/replies`); a script replaces the
//! persona for the messages a freelancer receives from then on, never for those already
//! received, as a real person who changed their mind would not rewrite a sent e-mail.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::message::StoredMessage;
use super::seed::SeededFreelancer;

/// The persona's delays, in seconds of sandbox time (the wall clock): slow enough that an
/// offer's waves overlap with answers, quick enough for a demo to watch.
const MIN_DELAY_SECS: u64 = 2 * 60;
const MAX_DELAY_SECS: u64 = 90 * 60;
/// A script's longest delay: beyond a month an answer is silence in all but name, and the
/// bound keeps every `at` a time jiff can write.
pub(super) const MAX_SCRIPTED_DELAY_SECS: u64 = 31 * 24 * 60 * 60;

/// A freelancer's answer to a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Answer {
    Accepted,
    Declined,
    Question,
    Silent,
}

impl Answer {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Accepted => "accepted",
            Self::Declined => "declined",
            Self::Question => "question",
            Self::Silent => "silent",
        }
    }
}

/// How a scripted freelancer answers: what, and how long after the message arrived.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    pub answer: Answer,
    /// Left out, the answer is due as soon as the message arrives.
    #[serde(default)]
    pub after_seconds: u64,
}

/// One reply as `GET /__sandbox/replies` lists it, and as the app reads it back
/// ([`read_replies`]).
#[derive(Deserialize, Serialize, Debug, Clone, PartialEq, Eq)]
pub struct SandboxReply {
    /// Stable for a message and a recipient: `m<message_id>-<uuid>`.
    pub id: String,
    /// The stored message's `id`, as `GET /__sandbox/messages` lists it.
    pub message_id: u64,
    pub from: Uuid,
    /// The freelancer's display name (`site_name`).
    #[serde(default)]
    pub name: Option<String>,
    /// The e-mail address on the seeded profile, when the profile shows one.
    #[serde(default)]
    pub email: Option<String>,
    pub subject: String,
    pub text: String,
    /// `accepted`, `declined` or `question`: silence is never listed.
    pub answer: String,
    /// RFC 3339, UTC.
    pub at: String,
}

/// Reads the answer of `GET /__sandbox/replies`: the admin API's envelope
/// `{"success":1,"data":[…]}`, or the bare list.
pub fn read_replies(body: &Value) -> Result<Vec<SandboxReply>, String> {
    let data = match body {
        Value::Array(_) => body,
        Value::Object(envelope) => {
            let succeeded = match envelope.get("success") {
                None => true,
                Some(flag) => flag == &json!(1) || flag == &json!(true),
            };
            if !succeeded {
                let problems: Vec<&str> = envelope
                    .get("error_messages")
                    .and_then(Value::as_array)
                    .map(|list| list.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default();
                return Err(if problems.is_empty() {
                    "the sandbox refused to list its replies".to_owned()
                } else {
                    format!(
                        "the sandbox refused to list its replies: {}",
                        problems.join(" ")
                    )
                });
            }
            envelope
                .get("data")
                .ok_or("the sandbox's answer has no data (a list of replies)")?
        }
        _ => return Err("the sandbox's answer is neither an envelope nor a list".to_owned()),
    };
    Vec::<SandboxReply>::deserialize(data)
        .map_err(|err| format!("the sandbox's answer is not a list of replies: {err}"))
}

/// The sandbox's seed and the scripts tests set: what, besides the stored messages, decides
/// the replies.
#[derive(Debug, Clone)]
pub struct ReplyBook {
    seed: u64,
    /// The scripts in force, for the messages that arrive from now on.
    pub(super) scripts: HashMap<Uuid, Script>,
    /// The script a recipient had when a message arrived, by message id: a later script or
    /// `DELETE` does not change a reply that was already on its way.
    pinned: HashMap<(u64, Uuid), Script>,
}

impl ReplyBook {
    pub fn new(seed: u64) -> Self {
        Self {
            seed,
            scripts: HashMap::new(),
            pinned: HashMap::new(),
        }
    }

    /// Called for every message the sandbox stores, with those who received it.
    pub fn note_message(&mut self, message_id: u64, recipients: &[Uuid]) {
        for uuid in recipients {
            if let Some(script) = self.scripts.get(uuid) {
                self.pinned.insert((message_id, *uuid), *script);
            }
        }
    }

    /// Scripts and the answers they pinned: for `POST /__sandbox/reset`, which also forgets
    /// the messages.
    pub fn clear(&mut self) {
        self.scripts.clear();
        self.pinned.clear();
    }

    /// What `uuid` answers to `message`, and after how many seconds.
    pub(super) fn decide(&self, message: &StoredMessage, uuid: &Uuid) -> (Script, u64) {
        let digest = persona_digest(self.seed, uuid, message);
        let words = word(&digest, 2);
        if let Some(script) = self.pinned.get(&(message.id, *uuid)) {
            return (*script, words);
        }
        let answer = match word(&digest, 0) % 100 {
            0..30 => Answer::Accepted,
            30..60 => Answer::Declined,
            60..75 => Answer::Question,
            _ => Answer::Silent,
        };
        let after_seconds =
            MIN_DELAY_SECS + word(&digest, 1) % (MAX_DELAY_SECS - MIN_DELAY_SECS + 1);
        (
            Script {
                answer,
                after_seconds,
            },
            words,
        )
    }
}

/// Every type of message is answered, not only `job` and `rfq`: the desk may send an offer
/// under any type (the directory delivers them alike), and a freelancer answers what reads
/// like a job, whatever the form said.
///
/// The message's words, not its id or time, go into the hash: the same offer sent in another
/// order, or a second later, gets the same answers.
fn persona_digest(seed: u64, uuid: &Uuid, message: &StoredMessage) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(b"sandbox replies\0");
    hasher.update(seed.to_le_bytes());
    hasher.update(uuid.as_bytes());
    for part in [
        &message.message_type,
        &message.sender_email,
        &message.subject,
        &message.body,
    ] {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part.as_bytes());
    }
    hasher.finalize().into()
}

fn word(digest: &[u8; 32], n: usize) -> u64 {
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&digest[n * 8..n * 8 + 8]);
    u64::from_le_bytes(bytes)
}

/// Who a freelancer is, as their reply signs it.
struct Signer {
    /// `site_name`: the name the directory shows.
    name: Option<String>,
    /// First and last name, when the display name is a company's.
    person: Option<String>,
    email: Option<String>,
    profile_url: Option<String>,
}

impl Signer {
    fn of(freelancer: Option<&SeededFreelancer>) -> Self {
        let json = freelancer.map(|f| &f.json);
        let text = |pointer: &str| {
            json.and_then(|j| j.pointer(pointer))
                .and_then(Value::as_str)
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
        };
        let name = text("/site_name");
        let (first, last) = (
            text("/contact_info/first_name"),
            text("/contact_info/last_name"),
        );
        // A name written family name first (without a space) still contains both parts.
        let person = match (first, last, &name) {
            (Some(first), Some(last), Some(name))
                if name.contains(&first) && name.contains(&last) =>
            {
                None
            }
            (Some(first), Some(last), _) => Some(format!("{first} {last}")),
            _ => None,
        };
        Self {
            name,
            person,
            email: text("/contact_info/email"),
            profile_url: text("/profile_url"),
        }
    }

    /// The sign-off: always the name, then the e-mail address or (one time in three, or when
    /// the profile hides the address) only the profile link, as people sign differently.
    fn signature(&self, words: u64) -> String {
        let mut lines = vec![SIGN_OFFS[pick(words, 32, SIGN_OFFS.len())].to_owned()];
        lines.extend(self.person.clone());
        lines.extend(self.name.clone());
        let contact = match (&self.email, &self.profile_url) {
            (Some(email), Some(link)) => Some(if pick(words, 48, 3) == 0 { link } else { email }),
            (email, link) => email.as_ref().or(link.as_ref()),
        };
        lines.extend(contact.cloned());
        lines.join("\n")
    }
}

pub(super) fn compose(
    freelancer: Option<&SeededFreelancer>,
    uuid: &Uuid,
    message: &StoredMessage,
    script: Script,
    words: u64,
    at_ms: i64,
) -> SandboxReply {
    let signer = Signer::of(freelancer);
    let templates = match script.answer {
        Answer::Accepted => ACCEPTED,
        Answer::Declined => DECLINED,
        _ => QUESTIONS,
    };
    let greeting = GREETINGS[pick(words, 0, GREETINGS.len())];
    let sender = message.sender_name.trim();
    let to = if sender.is_empty() { "there" } else { sender };
    let body = templates[pick(words, 16, templates.len())].replace("{subject}", &message.subject);
    let text = format!("{greeting} {to},\n\n{body}\n\n{}", signer.signature(words));
    let subject = if message.subject.to_ascii_lowercase().starts_with("re:") {
        message.subject.clone()
    } else {
        format!("Re: {}", message.subject)
    };
    SandboxReply {
        id: format!("m{}-{uuid}", message.id),
        message_id: message.id,
        from: *uuid,
        name: signer.name,
        email: signer.email,
        subject,
        text,
        answer: script.answer.as_str().to_owned(),
        // Bounded delays keep every time writable; the epoch is only a fallback.
        at: jiff::Timestamp::from_millisecond(at_ms)
            .unwrap_or(jiff::Timestamp::UNIX_EPOCH)
            .to_string(),
    }
}

/// An index below `len` from the 16 bits of `words` at `shift`: each choice reads bits of its
/// own, so the greeting, the body, the sign-off and the contact line vary independently.
fn pick(words: u64, shift: u32, len: usize) -> usize {
    (((words >> shift) & 0xFFFF) % len as u64) as usize
}

const GREETINGS: &[&str] = &["Hi", "Hello", "Dear"];

const SIGN_OFFS: &[&str] = &["Best regards,", "Kind regards,", "Thanks,", "All the best,"];

const ACCEPTED: &[&str] = &[
    "yes, I can take this on. The deadline works for me and I can start today; please send \
     the files when they are ready.",
    "thank you for thinking of me. I am available and happy to accept \"{subject}\". I will \
     confirm as soon as I have the files.",
    "I accept the job. The rate and the deadline are fine with me; just let me know where to \
     deliver the translation.",
];

const DECLINED: &[&str] = &[
    "thank you for the offer, but I am fully booked this week, so I have to decline.",
    "unfortunately I cannot take on \"{subject}\": the subject is outside my specialisation. \
     Feel free to contact me about future projects.",
    "I am away until the end of the month and must decline this one. Sorry, and good luck \
     finding someone.",
];

const QUESTIONS: &[&str] = &[
    "this could work for me. Could you send the file so I can have a look? And which CAT tool \
     do you use?",
    "before I confirm \"{subject}\": what is the exact word count, and is the deadline in your \
     time zone or mine?",
    "I am interested. Is there a glossary or a translation memory, and could the deadline move \
     by one day?",
];

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use serde_json::{Value, json};
    use uuid::Uuid;

    use super::super::admin;
    use super::super::faults::{FaultInjector, FaultPlan};
    use super::super::http::Incoming;
    use super::super::oauth_state::{OAuth, OAuthOptions};
    use super::super::routes::{self, Behaviour, UserShape};
    use super::super::seed;
    use super::super::state::{DEMO_API_KEY, Directory};
    use super::{SandboxReply, read_replies};

    /// A fixed receipt time, so that `at` does not depend on when the test runs.
    const RECEIVED_MS: u64 = 1_800_000_000_000;

    fn directory(seed: u64) -> Directory {
        let oauth = OAuth::new("http://127.0.0.1:9".into(), OAuthOptions::default());
        Directory::new(seed::generate(seed, 80), &[], oauth, seed)
    }

    fn incoming(method: &str, path: &str, query: &[(&str, String)], body: Vec<u8>) -> Incoming {
        Incoming {
            method: method.into(),
            path: path.into(),
            raw_query: String::new(),
            query: query
                .iter()
                .map(|(k, v)| ((*k).into(), v.clone()))
                .collect(),
            headers: HashMap::from([
                ("content-type".into(), "application/json".into()),
                ("x-proz-api-key".into(), DEMO_API_KEY.into()),
            ]),
            body,
        }
    }

    /// An admin request as the server routes it; answers the status and the JSON body.
    fn admin(directory: &mut Directory, method: &str, path: &str, body: &[u8]) -> (u16, Value) {
        admin_query(directory, method, path, &[], body)
    }

    fn admin_query(
        directory: &mut Directory,
        method: &str,
        path: &str,
        query: &[(&str, String)],
        body: &[u8],
    ) -> (u16, Value) {
        let mut faults = FaultInjector::new(FaultPlan::default(), 1);
        let request = incoming(method, &format!("/__sandbox/{path}"), query, body.to_vec());
        let reply = admin::handle(directory, &mut faults, path, &request);
        let json = serde_json::from_slice(&reply.body).unwrap_or(Value::Null);
        (reply.status, json)
    }

    /// Freelancers a message reaches (some refuse messages and only fail).
    fn reachable(directory: &Directory, n: usize) -> Vec<Uuid> {
        let found: Vec<Uuid> = directory
            .freelancers
            .iter()
            .filter(|f| f.accepts_messages)
            .map(|f| f.uuid)
            .take(n)
            .collect();
        assert_eq!(found.len(), n, "the dataset has {n} reachable freelancers");
        found
    }

    /// `POST /v2/messages` through the API's handler, received at [`RECEIVED_MS`].
    fn send(directory: &mut Directory, to: &[Uuid], subject: &str, kind: &str) -> u64 {
        let body = json!({
            "recipient_uuids": to,
            "sender_name": "Maria Novak",
            "sender_email": "maria@agency.example",
            "subject": subject,
            "body": "2,400 words, EN>DE, medical, due Friday. Rate 0.10 EUR/word.",
            "type": kind,
        });
        let request = incoming("POST", "/v2/messages", &[], body.to_string().into_bytes());
        let behaviour = Behaviour {
            user_shape: UserShape::Envelope,
            search: true,
            codes: true,
            availability: true,
            users: Default::default(),
        };
        let reply = routes::handle(directory, behaviour, "messages", &request);
        assert_eq!(
            reply.status,
            201,
            "{}",
            String::from_utf8_lossy(&reply.body)
        );
        let stored = directory
            .messages
            .last_mut()
            .expect("the message is stored");
        stored.received_at_ms = RECEIVED_MS;
        stored.id
    }

    fn at(offset_secs: i64) -> String {
        jiff::Timestamp::from_millisecond(RECEIVED_MS as i64 + offset_secs * 1000)
            .expect("a valid time")
            .to_string()
    }

    /// `GET /__sandbox/replies?until=…`, read back as the app does.
    fn replies_until(directory: &mut Directory, until: String) -> Vec<SandboxReply> {
        let (status, body) = admin_query(directory, "GET", "replies", &[("until", until)], b"");
        assert_eq!(status, 200, "{body}");
        read_replies(&body).expect("the listing reads back")
    }

    fn all_replies(directory: &mut Directory) -> Vec<SandboxReply> {
        replies_until(directory, at(100 * 24 * 3600))
    }

    /// `replies` without their messages' ids, which no two sandboxes share (`state.rs`):
    /// what two sandboxes answering alike have in common.
    fn without_ids(replies: Vec<SandboxReply>) -> Vec<SandboxReply> {
        replies
            .into_iter()
            .map(|reply| SandboxReply {
                id: String::new(),
                message_id: 0,
                ..reply
            })
            .collect()
    }

    fn script(directory: &mut Directory, scripts: Value) -> (u16, Value) {
        admin(directory, "PUT", "replies", scripts.to_string().as_bytes())
    }

    #[test]
    fn the_same_seed_gives_the_same_replies() {
        let run = |seed| {
            let mut directory = directory(seed);
            let to = reachable(&directory, 25);
            send(&mut directory, &to, "Offer: EN>DE medical leaflet", "job");
            send(
                &mut directory,
                &to[..10],
                "Quote request: user manual",
                "rfq",
            );
            without_ids(all_replies(&mut directory))
        };
        let first = run(7);
        assert!(!first.is_empty());
        assert_eq!(first, run(7));
        assert_ne!(first, run(8), "another seed, other personas");
        let times: Vec<&String> = first.iter().map(|r| &r.at).collect();
        assert!(times.is_sorted(), "oldest first: {times:?}");
    }

    #[test]
    fn personas_mix_answers_and_delays_and_silence_is_never_listed() {
        let mut directory = directory(3);
        let to = reachable(&directory, 25);
        for n in 0..40 {
            send(&mut directory, &to, &format!("Offer number {n}"), "other");
        }
        let replies = all_replies(&mut directory);
        let count = |answer: &str| replies.iter().filter(|r| r.answer == answer).count();
        let total = 40 * 25;
        let listed = replies.len();
        assert_eq!(
            listed,
            count("accepted") + count("declined") + count("question")
        );
        // 30% accept, 30% decline, 15% ask, 25% say nothing, give or take the draw.
        for (answer, share) in [("accepted", 0.30), ("declined", 0.30), ("question", 0.15)] {
            let seen = count(answer) as f64 / total as f64;
            assert!((seen - share).abs() < 0.05, "{answer}: {seen}");
        }
        let silent = (total - listed) as f64 / total as f64;
        assert!((silent - 0.25).abs() < 0.05, "silent: {silent}");
        let first = replies.first().expect("some replies");
        let last = replies.last().expect("some replies");
        assert!(first.at.as_str() >= at(2 * 60).as_str(), "{}", first.at);
        assert!(last.at.as_str() <= at(90 * 60).as_str(), "{}", last.at);
    }

    #[test]
    fn scripts_replace_personas_for_the_next_messages_only() {
        let mut directory = directory(5);
        let to = reachable(&directory, 3);
        send(&mut directory, &to, "Before the script", "job");
        let before = all_replies(&mut directory);
        let scripts = json!({
            to[0].to_string(): {"answer": "accepted", "after_seconds": 30},
            to[1].to_string(): {"answer": "question", "after_seconds": 60},
            to[2].to_string(): {"answer": "silent", "after_seconds": 0},
        });
        assert_eq!(script(&mut directory, scripts).0, 200);
        let second = send(&mut directory, &to, "After the script", "job");
        let replies = all_replies(&mut directory);
        let (old, new): (Vec<_>, Vec<_>) =
            replies.into_iter().partition(|r| r.message_id != second);
        assert_eq!(old, before, "the earlier message keeps its persona answers");
        let summary: Vec<(Uuid, &str, String)> = new
            .iter()
            .map(|r| (r.from, r.answer.as_str(), r.at.clone()))
            .collect();
        assert_eq!(
            summary,
            [(to[0], "accepted", at(30)), (to[1], "question", at(60))],
            "the silent one is not listed"
        );
        assert_eq!(new[0].subject, "Re: After the script");
        assert_eq!(new[0].id, format!("m{second}-{}", to[0]));

        assert_eq!(admin(&mut directory, "DELETE", "replies", b"").0, 200);
        let third = send(&mut directory, &to, "After the script", "job");
        let persona: Vec<_> = all_replies(&mut directory)
            .into_iter()
            .filter(|r| r.message_id == third)
            .map(|r| (r.from, r.answer))
            .collect();
        let mut fresh = directory_with(5, &to, "After the script");
        let expected: Vec<_> = all_replies(&mut fresh)
            .into_iter()
            .map(|r| (r.from, r.answer))
            .collect();
        assert_eq!(
            persona, expected,
            "without scripts, the personas answer again"
        );
    }

    fn directory_with(seed: u64, to: &[Uuid], subject: &str) -> Directory {
        let mut directory = directory(seed);
        send(&mut directory, to, subject, "job");
        directory
    }

    #[test]
    fn until_filters_by_time_and_defaults_to_now() {
        let mut directory = directory(9);
        let to = reachable(&directory, 2);
        let scripts = json!({
            to[0].to_string(): {"answer": "accepted", "after_seconds": 60},
            to[1].to_string(): {"answer": "declined", "after_seconds": 3600},
        });
        assert_eq!(script(&mut directory, scripts).0, 200);
        send(&mut directory, &to, "Offer", "job");
        let from = |replies: Vec<SandboxReply>| replies.iter().map(|r| r.from).collect::<Vec<_>>();
        assert_eq!(
            from(replies_until(&mut directory, at(59))),
            Vec::<Uuid>::new()
        );
        assert_eq!(from(replies_until(&mut directory, at(60))), [to[0]]);
        assert_eq!(from(replies_until(&mut directory, at(1800))), [to[0]]);
        assert_eq!(from(replies_until(&mut directory, at(7200))), to);

        // Without `until`, now: the message is years in the past or the future of the fixed time.
        let (status, body) = admin(&mut directory, "GET", "replies", b"");
        assert_eq!(status, 200);
        let now_ms = jiff::Timestamp::now().as_millisecond();
        let expected = if now_ms >= RECEIVED_MS as i64 + 3_600_000 {
            2
        } else {
            0
        };
        assert_eq!(read_replies(&body).map(|r| r.len()), Ok(expected));

        let (status, body) = admin_query(
            &mut directory,
            "GET",
            "replies",
            &[("until", "tomorrow".into())],
            b"",
        );
        assert_eq!(status, 400);
        assert!(body.to_string().contains("RFC 3339"), "{body}");
    }

    #[test]
    fn reset_clears_scripts_and_replies() {
        let mut directory = directory(11);
        let to = reachable(&directory, 6);
        let scripts: serde_json::Map<String, Value> = to
            .iter()
            .map(|u| {
                (
                    u.to_string(),
                    json!({"answer": "question", "after_seconds": 5}),
                )
            })
            .collect();
        assert_eq!(script(&mut directory, Value::Object(scripts)).0, 200);
        send(&mut directory, &to, "Offer", "job");
        assert_eq!(all_replies(&mut directory).len(), 6);

        assert_eq!(admin(&mut directory, "POST", "reset", b"").0, 200);
        assert_eq!(all_replies(&mut directory), []);
        send(&mut directory, &to, "Offer", "job");
        let mut fresh = directory_with(11, &to, "Offer");
        assert_eq!(
            without_ids(all_replies(&mut directory)),
            without_ids(all_replies(&mut fresh)),
            "as if new"
        );
    }

    #[test]
    fn a_bad_script_is_refused_and_changes_nothing() {
        let mut directory = directory(13);
        let to = reachable(&directory, 2);
        let good = json!({to[0].to_string(): {"answer": "accepted", "after_seconds": 10}});
        assert_eq!(script(&mut directory, good.clone()).0, 200);
        let unknown = Uuid::from_u128(42).to_string();
        let bad: [(&[u8], &str); 6] = [
            (b"{not json", "not reply scripts"),
            (b"[]", "not reply scripts"),
            (
                br#"{"x": {"answer": "accepted"}}"#,
                "is not a freelancer's UUID",
            ),
            (b"", "not reply scripts"),
            (
                br#"{"a": {"answer": "maybe", "after_seconds": 1}}"#,
                "maybe",
            ),
            (br#"{"a": {"answer": "accepted", "after": 1}}"#, "after"),
        ];
        for (body, words) in bad {
            let (status, reply) = admin(&mut directory, "PUT", "replies", body);
            assert_eq!(status, 400, "{}", String::from_utf8_lossy(body));
            assert!(reply.to_string().contains(words), "{reply}");
        }
        // One good entry beside a bad one: nothing of it is kept.
        let mixed = json!({
            to[1].to_string(): {"answer": "declined", "after_seconds": 10},
            unknown.clone(): {"answer": "declined", "after_seconds": 10},
        });
        let (status, reply) = script(&mut directory, mixed);
        assert_eq!(status, 400);
        assert!(reply.to_string().contains(&unknown), "{reply}");
        let too_late =
            json!({to[1].to_string(): {"answer": "declined", "after_seconds": u64::MAX}});
        assert_eq!(script(&mut directory, too_late).0, 400);

        let (status, now) = script(&mut directory, json!({}));
        assert_eq!(status, 200);
        assert_eq!(now["data"], good, "only the good script is in force");
    }

    #[test]
    fn a_reply_reads_like_an_email_that_names_its_writer() {
        let mut directory = directory(17);
        let to = reachable(&directory, 25);
        for n in 0..6 {
            send(&mut directory, &to, &format!("Offer {n}"), "job");
        }
        let replies = all_replies(&mut directory);
        let (mut by_email, mut by_link) = (0, 0);
        for reply in &replies {
            let profile = &directory.freelancer(&reply.from).expect("seeded").json;
            let name = profile["site_name"].as_str().expect("a display name");
            assert_eq!(reply.name.as_deref(), Some(name));
            assert_eq!(
                reply.email.as_deref(),
                profile
                    .pointer("/contact_info/email")
                    .and_then(Value::as_str)
            );
            assert!(reply.text.contains(name), "{}", reply.text);
            assert!(
                reply.text.starts_with("Hi Maria Novak,") || reply.text.contains(" Maria Novak,\n")
            );
            let link = profile["profile_url"].as_str().expect("a profile link");
            match &reply.email {
                Some(email) if reply.text.contains(email.as_str()) => by_email += 1,
                _ => {
                    assert!(reply.text.contains(link), "{}", reply.text);
                    by_link += 1;
                }
            }
            if reply.answer == "question" {
                assert!(reply.text.contains('?'), "{}", reply.text);
            }
        }
        assert!(
            by_email > 0 && by_link > 0,
            "{by_email} by e-mail, {by_link} by link"
        );
    }

    #[test]
    fn the_reader_takes_the_envelope_and_reports_a_refusal() {
        let reply = json!({
            "id": "m1-00000000-0000-0000-0000-00000000002a", "message_id": 1,
            "from": "00000000-0000-0000-0000-00000000002a", "name": "Ana Kovač",
            "email": null, "subject": "Re: Offer", "text": "Hi,\n\nyes.\n\nAna Kovač",
            "answer": "accepted", "at": "2026-01-31T09:00:00Z",
        });
        let read = read_replies(&json!({"success": 1, "data": [reply.clone()]}));
        let read = read.expect("an envelope reads");
        assert_eq!(read[0].from, Uuid::from_u128(42));
        assert_eq!(read[0].email, None);
        assert_eq!(read_replies(&json!([reply])).map(|r| r.len()), Ok(1));
        let refused = json!({"success": 0, "error_messages": ["until must be an RFC 3339 time"]});
        assert!(read_replies(&refused).is_err_and(|e| e.contains("RFC 3339")));
        assert!(read_replies(&json!({"success": 1, "data": [{"id": 1}]})).is_err());
        assert!(read_replies(&json!("nope")).is_err());
    }

    #[test]
    fn the_unknown_endpoint_answer_names_replies() {
        let mut directory = directory(1);
        let (status, body) = admin(&mut directory, "GET", "nothing-here", b"");
        assert_eq!(status, 404);
        assert!(body.to_string().contains("replies"), "{body}");
    }
}
