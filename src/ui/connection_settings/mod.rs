//! Connection settings: where a directory is and how to sign in to it, set in the window
//! instead of in `config.toml`. The Account panel's *Connection settings…*, *Add
//! directory…* and *Remove* open and drive it; the form checks each field with the
//! configuration file's own rules (`config::edit::check_value`) and shows a problem beside
//! its field; only a form with none is saved. Reading the file and the keyring, saving and
//! testing the connection are asked of the app ([`Request`]), which runs them off the UI
//! thread and hands back what they found ([`ConnectionSettings::loaded`] and friends).
//!
//! The form shows what the file itself sets; an empty field means the default, shown as
//! its hint. A field left as it was is not written, so the file keeps its own spelling and
//! comments; the client secret goes to the OS keyring only, and is never shown again.
//!
//! The *Team database* section joins, asks after and leaves the directory's team database
//! at once (not with Save): the URL and the coordinator go in the file, a password in the
//! OS keyring only; the worker reaches the server.
//!
//! Split like the app shell: `model` (what is read and asked for, the form's fields and
//! rules, no egui), `team` (the team section's state and rules, no egui), `view` (the
//! buttons, the window and its form) and `team_view` (the team section drawn).

mod model;
mod team;
mod team_view;
mod view;

pub use model::{
    ConnectionSettings, Loaded, Probe, Request, Save, SecretChange, Unreadable, defaults_of,
};
pub use team::{TeamLoaded, TeamRequest};
