//! The v2 HTTP client of the translation services directory: envelope, resources, error
//! taxonomy and retry policy; user summaries many at a time (`summaries.rs`). It knows nothing of the UI, the keyring or the database.

pub mod activity;
pub mod availability;
mod base_url;
mod client;
pub mod codes;
mod envelope;
mod error;
mod lenient;
pub mod message;
pub mod models;
mod plain_words;
mod retry;
pub mod search;
pub mod summaries;
pub mod user_lists;
pub mod users;

pub use base_url::{BUILT_IN_SANDBOX, is_loopback, parse_base_url};
pub use client::{ApiClient, ApiKeyHeader, ClientSettings, Credential, Renewed, TokenRenewal};
pub use envelope::read_answer;
pub use error::{ApiError, AuthFailure, ServerMessages, TransportFailure};
pub use message::{
    Draft, Field, MAX_RECIPIENTS, Message, MessageType, Problem, Receipt, ReceiptStatus,
};
pub use models::{Freelancer, User};
pub(crate) use plain_words::ungrouped;
pub use plain_words::{Explained, Trouble};
pub use retry::RetryPolicy;
pub use search::{SearchPage, SearchQuery};
pub use summaries::{ReadOptions, SummariesEnd, SummariesProgress, Summary, read_summaries};
pub use user_lists::{DirectoryList, ListEntry};
pub use users::UserSummary;
