//! The window: the app's screens driven in process (egui_kittest), the real window under
//! Xvfb, the screenshots and the visual snapshots. One test binary for the area, one module
//! per former test file, so the GUI stack is linked once for all of them.
//!
//! The snapshot pictures stay where they were: egui_kittest reads and writes them under
//! `tests/snapshots/` of the crate root (its default output path, found from the current
//! directory, which cargo sets to the crate root), by the name each test gives, whatever the
//! test binary is called. Refresh them with `UPDATE_SNAPSHOTS=1 cargo test --test desktop
//! snapshots::`.

#[path = "../common/mod.rs"]
mod common;
#[path = "../peers/mod.rs"]
mod peers;

mod buttons;
mod connection_settings;
mod desktop;
mod fits;
mod help;
mod lists_panel;
mod offers;
mod offers_selection;
mod screenshots;
mod selection;
mod snapshots;
mod window;
