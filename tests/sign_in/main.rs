//! Signing in: the browser sign-in in the window and on the command line, the identity
//! token's checks, the sandbox as an OAuth 2.0 / OpenID Connect provider, the loopback
//! listener and the OS keyring that keeps what a sign-in brings. One test binary for the
//! area, one module per former test file, so the GUI stack is linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod cli_login;
mod id_token;
mod keyring;
mod loopback;
mod sandbox_oauth;
mod sign_in;
