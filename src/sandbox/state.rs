//! What the sandbox directory knows: the seeded freelancers, the accounts and credentials
//! that may call it, the messages it accepted, and how many requests it saw. It holds the
//! OAuth provider's state too (`oauth_state.rs`, which knows nothing of the directory); the
//! endpoints that change both (`oauth.rs`, `routes.rs`, `admin.rs`) use this module, never
//! the other way round.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;
use serde_json::Value;
use uuid::Uuid;

pub use super::message::StoredMessage;
use super::oauth_state::OAuth;
use super::replies::ReplyBook;
use super::seed::{DEMO_USER_UUID, Dataset, SECOND_USER_UUID, SeededFreelancer};
use super::user_list_book::UserLists;

/// The demo API key the sandbox always accepts. It is printed at start-up and is worthless
/// anywhere but on this machine's loopback.
pub const DEMO_API_KEY: &str = "sandbox-demo-key";
/// The key of the sandbox's second account (a colleague's, in the same directory): a job
/// written as one account must not go as the other.
pub const SECOND_API_KEY: &str = "sandbox-second-key";

pub const ALL_SCOPES: &[&str] = &[
    "public",
    "openid",
    "message.send",
    "message.read",
    "user.email",
    "user.name",
    "profile.read",
    "userlist",
];

/// One accepted credential (an API key or an access token) and what it may do.
#[derive(Debug, Clone)]
pub struct Grant {
    pub account: Uuid,
    pub scopes: HashSet<String>,
    /// Expired from the start (set through `POST /__sandbox/credentials`).
    pub expired: bool,
    /// When an OAuth access token stops working; API keys never do.
    pub expires_at: Option<SystemTime>,
    /// A client-credentials token: it acts for the application, not for a user.
    pub app_only: bool,
}

impl Grant {
    pub fn full(account: Uuid) -> Self {
        Self {
            account,
            scopes: ALL_SCOPES.iter().map(|s| (*s).to_owned()).collect(),
            expired: false,
            expires_at: None,
            app_only: false,
        }
    }

    pub fn is_expired(&self, now: SystemTime) -> bool {
        self.expired || self.expires_at.is_some_and(|at| now >= at)
    }
}

#[derive(Debug, Default, Clone, Serialize)]
pub struct RequestCounts {
    pub total: u64,
    /// By route, e.g. `GET /v2/freelancer/{uuid}`.
    pub by_endpoint: BTreeMap<String, u64>,
    /// By exact path, e.g. `POST /v2/messages`.
    pub by_path: BTreeMap<String, u64>,
}

pub struct Directory {
    pub freelancers: Vec<SeededFreelancer>,
    pub index: HashMap<Uuid, usize>,
    pub demo_user: Value,
    pub demo_freelancer: Value,
    pub demo_account: Uuid,
    /// The bare `GET /user` object of every account that can sign in, the demo one included.
    pub users: HashMap<Uuid, Value>,
    pub credentials: HashMap<String, Grant>,
    /// The OAuth 2.0 / OpenID Connect provider's clients, codes and tokens.
    pub oauth: OAuth,
    pub messages: Vec<StoredMessage>,
    /// The id the next stored message gets. Not its place in `messages`: a desk keeps a
    /// message's id (its receipt's `message_vetting_id`) and matches replies by it, so an id
    /// is never given twice under the same address, whether the sandbox was started again
    /// or reset (see [`first_message_id`]).
    next_message_id: u64,
    /// How the freelancers answer the messages (`replies.rs`): the seed and the tests' scripts.
    pub replies: ReplyBook,
    /// Freelancers whose availability a test pinned (`PUT /__sandbox/availability`), each to
    /// one level for every day (`None`: every day unset).
    pub availability_pinned: std::collections::BTreeMap<Uuid, Option<u8>>,
    /// The working day a test pinned with a freelancer's level (`"hours": "HH:MM-HH:MM"`),
    /// in their own zone; without one a pinned freelancer works 09:00 to 17:00.
    pub hours_pinned: std::collections::BTreeMap<Uuid, (String, String)>,
    /// The zone a test made a freelancer's user summary name (`PUT /__sandbox/user-zones`),
    /// whatever their profile says (`None`: the summary names none), as the directory's two
    /// records of a person may disagree.
    pub summary_zones_pinned: std::collections::BTreeMap<Uuid, Option<String>>,
    pub counts: RequestCounts,
    /// The members' own lists (`/user-list`), seeded for the two accounts.
    pub user_lists: UserLists,
}

impl Directory {
    /// `seed` is the one the dataset was generated from: the freelancers' answers to messages
    /// derive from it too.
    pub fn new(dataset: Dataset, extra_api_keys: &[String], oauth: OAuth, seed: u64) -> Self {
        let demo_account =
            Uuid::parse_str(DEMO_USER_UUID).expect("the demo UUID constant is valid");
        let index = dataset
            .freelancers
            .iter()
            .enumerate()
            .map(|(i, f)| (f.uuid, i))
            .collect();
        let second_account =
            Uuid::parse_str(SECOND_USER_UUID).expect("the second UUID constant is valid");
        let credentials = std::iter::once(DEMO_API_KEY.to_owned())
            .chain(extra_api_keys.iter().cloned())
            .map(|key| (key, Grant::full(demo_account)))
            .chain(std::iter::once((
                SECOND_API_KEY.to_owned(),
                Grant::full(second_account),
            )))
            .collect();
        let users = HashMap::from([
            (demo_account, dataset.demo_user.clone()),
            (second_account, dataset.second_user),
        ]);
        let members: Vec<Uuid> = dataset
            .freelancers
            .iter()
            .filter(|f| !Self::is_restricted(&f.uuid))
            .map(|f| f.uuid)
            .collect();
        let user_lists = UserLists::seeded(demo_account, second_account, &members);
        Self {
            user_lists,
            freelancers: dataset.freelancers,
            index,
            demo_user: dataset.demo_user,
            demo_freelancer: dataset.demo_freelancer,
            demo_account,
            users,
            credentials,
            oauth,
            messages: Vec::new(),
            next_message_id: first_message_id(),
            replies: ReplyBook::new(seed),
            availability_pinned: Default::default(),
            hours_pinned: Default::default(),
            summary_zones_pinned: Default::default(),
            counts: RequestCounts::default(),
        }
    }

    pub fn freelancer(&self, uuid: &Uuid) -> Option<&SeededFreelancer> {
        self.index.get(uuid).map(|i| &self.freelancers[*i])
    }

    /// Some profiles are visible only to the directory's own site, so the API answers 403.
    /// Decided by the UUID so that it is stable for a seed, and rare.
    pub fn is_restricted(uuid: &Uuid) -> bool {
        uuid.as_bytes()[15] % 64 == 7
    }

    pub fn count(&mut self, method: &str, endpoint: &str, path: &str) {
        self.counts.total += 1;
        *self
            .counts
            .by_endpoint
            .entry(format!("{method} {endpoint}"))
            .or_default() += 1;
        *self
            .counts
            .by_path
            .entry(format!("{method} {path}"))
            .or_default() += 1;
    }

    pub fn store_message(&mut self, mut message: StoredMessage) -> u64 {
        message.id = self.next_message_id;
        self.next_message_id += 1;
        message.received_at_ms = now_ms();
        let id = message.id;
        // The scripts in force now decide this message's answers, whatever comes later.
        self.replies.note_message(id, &message.delivered_to);
        self.messages.push(message);
        id
    }
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or_default()
}

/// How many message ids each millisecond of start time sets aside for an instance.
const IDS_PER_MS: u64 = 1000;

/// Where an instance's message ids begin: its start time in milliseconds times
/// [`IDS_PER_MS`], so that a sandbox started later (on the same port, so the same directory
/// to a desk) never gives an id an earlier one gave, unless that one stored over a thousand
/// messages a millisecond of the time between them. Two instances of one process started in
/// the same millisecond (tests) are set apart by a process-wide floor. At about 1.8e15 today
/// the ids stay below 2^53, the largest integer every JSON reader keeps exact, for two
/// centuries; they are `u64` wherever this program reads them.
fn first_message_id() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static LAST: AtomicU64 = AtomicU64::new(0);
    let from_clock = now_ms().saturating_mul(IDS_PER_MS).max(1);
    let previous = LAST
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |last| {
            Some(from_clock.max(last.saturating_add(IDS_PER_MS)))
        })
        .unwrap_or_default();
    from_clock.max(previous.saturating_add(IDS_PER_MS))
}

#[cfg(test)]
mod tests {
    use super::super::oauth_state::{OAuth, OAuthOptions};
    use super::super::seed;
    use super::*;

    fn directory() -> Directory {
        let oauth = OAuth::new("http://127.0.0.1:9".into(), OAuthOptions::default());
        Directory::new(seed::generate(3, 10), &[], oauth, 3)
    }

    fn message() -> StoredMessage {
        StoredMessage {
            id: 0,
            received_at_ms: 0,
            account: Uuid::nil(),
            status: "sent",
            delivered_to: vec![Uuid::from_u128(1)],
            failed_recipients: Vec::new(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            subject: "S".into(),
            body: "B".into(),
            message_type: "job".into(),
        }
    }

    /// A desk matches a reply to its offer by the message's id: a sandbox started again under
    /// the same address, or reset, must not give an earlier message's id to another.
    #[test]
    fn message_ids_are_never_given_twice_across_instances_or_resets() {
        let (mut first, mut second) = (directory(), directory());
        let one = first.store_message(message());
        let two = second.store_message(message());
        assert_ne!(
            one, two,
            "two instances, even started in the same millisecond"
        );
        assert!(two > one, "the later instance numbers above the earlier");
        assert!(
            one < 1 << 53,
            "{one}: beyond what a JSON reader keeps exact"
        );
        assert_eq!(first.store_message(message()), one + 1);
        // `POST /__sandbox/reset` forgets the messages, not the numbering.
        first.messages.clear();
        assert_eq!(first.store_message(message()), one + 2);
    }
}
