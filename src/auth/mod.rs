//! Who the app signs in as, and how: credentials kept in the OS keyring (`credentials`), the
//! OAuth 2.0 / OpenID Connect sign-in through the browser (`sign_in`, made of the provider's
//! endpoints in `oauth`, the redirect listener in `loopback` and the identity token's checks
//! in `id_token`), the signed-in user's tokens and their renewal (`tokens`), which provider
//! an environment signs in with (`provider`), and what an environment opens with: the sign-in
//! the keyring keeps for it, read in one place for the window and the command line
//! (`stored`). `plain_words` says each of their errors in one plain sentence, with the
//! technical detail apart ([`crate::api::Explained`]).
//!
//! It uses `config` (environments, and the words they are described in), `api`, `secret` and
//! `diagnostics`. It never uses `sandbox`: to the sign-in the built-in sandbox is a provider
//! like any other, and the demo client it signs in to it as is configuration
//! (`config::DEMO_CLIENT_ID`).

pub mod credentials;
pub mod id_token;
pub mod loopback;
pub mod oauth;
mod plain_words;
pub mod provider;
mod refusal;
pub mod sign_in;
pub mod stored;
pub mod tokens;

pub use credentials::{CredentialStore, KeyringError};
