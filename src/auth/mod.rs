//! Who the app signs in as: credentials kept in the OS keyring. (OAuth sign-in through the
//! browser comes with its own module.)

pub mod credentials;
pub mod id_token;
pub mod loopback;
pub mod oauth;
pub mod provider;
pub mod sign_in;
pub mod tokens;

pub use credentials::{CredentialStore, KeyringError};
