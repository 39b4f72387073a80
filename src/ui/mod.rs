//! The desktop window. eframe drives [`DeskApp`] (`app/`): each frame it takes in what the
//! worker, the store and the background jobs sent, draws the panels, and applies what the user
//! asked for. The UI thread never waits on the network, the keyring or the disk: the worker
//! does the network work, the store's own thread the database, and `background` the keyring,
//! file dialogs and files.
//!
//! One panel per file, or per folder split into model and view like `app/` (`lookup/` with its `vendor_columns`, `search` with its `search_form`, `search_matches` and type-to-filter `picker`, `inspector` with its `vendor` and `availability` sections,
//! `composer` with `verify` and `send_guard`, `outbox/`, `offers/` (the board of offers sent in waves and its "Offer a job…" dialog), `account` with `connection_settings` and `code_lists`, `activity`,
//! `menu`, `help`, `status_bar`, `toasts`); a panel draws its own state
//! and returns what the user asked for as a typed action, which the app applies; facts about
//! a directory it does not own (vendor records and marks, the catalogue, the profiles, names
//! and verdicts learned this session: `profiles`) it reads through a context the app lends
//! it, from the scope that owns them. `session`
//! is the app's connection to a directory; `sign_in` the browser sign-in as the window shows it.
//!
//! May use: `api` types, `auth` (the credential store, token renewal), `config`, `outbox`
//! (plans, verdicts, reports), `store` (through its service), `worker` (commands and events),
//! `diagnostics`, `times`, `words`. Nothing here calls the network itself, but for Connection
//! settings' *Test connection* (`app::connection`): a `background` job that asks two addresses
//! whether they answer, with the sign-in's own HTTP client, before anything is saved. Errors
//! are shown in plain words with their detail under "Details" (`widgets::problem`); names are
//! painted in reading order in any script (`bidi`).

mod account;
mod activity;
mod app;
mod availability;
mod background;
mod bidi;
mod code_lists;
mod composer;
mod connection_settings;
mod export;
pub mod fonts;
mod help;
mod ids;
mod import;
mod inspector;
mod language;
mod lists;
mod lists_panel;
mod local_time;
mod lookup;
mod menu;
mod notice;
mod offers;
mod outbox;
mod picker;
mod profiles;
mod renderer;
mod search;
mod search_form;
mod search_matches;
mod selection;
mod selection_input;
mod send_guard;
mod session;
mod sign_in;
mod status_bar;
mod symbols;
mod toasts;
mod values;
mod vendor;
mod vendor_columns;
mod vendor_refusals;
mod verify;
mod widgets;

pub use app::{DeskApp, Persisted, Tab};
pub use help::OpenPath;
pub use lookup::{LookupAction, LookupPanel, LookupView, RowState, SortColumn};
pub use renderer::{RendererChoice, RendererInfo};
pub use search_form::SearchForm;
pub use session::{EnvironmentChoice, Session, Via};
pub use sign_in::{OpenBrowser, system_browser};

/// The values of the enums the window words through one message's selector, as (message,
/// variable, value): `values.rs`'s test checks that every locale has a branch for each.
#[cfg(test)]
fn selected_enum_values() -> Vec<(&'static str, &'static str, &'static str)> {
    // A request's state on a job's card and in its rows.
    crate::store::RequestState::ALL
        .into_iter()
        .map(|state| ("outbox-state", "state", state.as_str()))
        .collect()
}

/// The messages of every value of the enums the window shows in words by a message of its
/// own (a job's status, an offer's answers and reach), each variant once: `values.rs`'s test
/// checks that every locale has each.
#[cfg(test)]
fn words_of_enums() -> Vec<&'static str> {
    let mut ids = outbox::status_messages();
    ids.extend(offers::enum_messages());
    ids
}

/// Rendered from `assets/icon.svg` by `packaging/render-icons.sh`.
pub const WINDOW_ICON: &[u8] = include_bytes!("../../assets/icon-256.png");

/// Opens the window on `renderer`. Returns a message for the user when no window can be
/// opened.
pub fn run(renderer: RendererChoice) -> Result<(), String> {
    let options = || {
        let mut viewport = egui::ViewportBuilder::default()
            .with_title("Directory Desk")
            .with_app_id("directory-desk")
            .with_inner_size([1280.0, 780.0])
            .with_min_inner_size([820.0, 480.0]);
        // The icon is ours and decodes; should it ever not, the window opens without it.
        if let Ok(icon) = eframe::icon_data::from_png_bytes(WINDOW_ICON) {
            viewport = viewport.with_icon(icon);
        }
        eframe::NativeOptions {
            viewport,
            ..Default::default()
        }
    };
    renderer::run(renderer, options, |cc, info| {
        Box::new(DeskApp::new(cc).with_renderer(info))
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_window_icon_decodes_at_its_size() {
        let icon = eframe::icon_data::from_png_bytes(super::WINDOW_ICON)
            .expect("the committed icon is a PNG");
        assert_eq!((icon.width, icon.height), (256, 256));
    }
}
