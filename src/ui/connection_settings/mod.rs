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
//! Split like the app shell: `model` (what is read and asked for, the form's fields and
//! rules, no egui) and `view` (the buttons, the window and its form).

mod model;
mod view;

pub use model::{
    ConnectionSettings, Loaded, Probe, Request, Save, SecretChange, Unreadable, defaults_of,
};
