//! Signing in against outside peers: a real browser (headless Chromium) and an independent
//! OpenID provider (node's `oidc-provider`). Each test skips with a notice when its peer is
//! missing, and fails under `CI=true`. One test binary for the area, one module per former
//! test file, so the GUI stack is linked once for both.

#[path = "../peers/mod.rs"]
mod peers;

mod interop_chromium;
mod interop_oidc_provider;
