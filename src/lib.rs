//! Directory Desk: a desktop workplace for translation-agency staff on the translation
//! services directory. See `README.md` and `DESIGN.md` for the shape of the crate.

pub mod api;
pub mod auth;
pub mod build_info;
pub mod civil_date;
pub mod cli;
pub mod config;
pub mod csv;
pub mod diagnostics;
pub mod input;
pub mod outbox;
pub mod sandbox;
pub mod secret;
pub mod store;
pub mod ui;
pub mod uuids;
pub mod words;
pub mod worker;
