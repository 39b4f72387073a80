//! The lists panel: every saved list of the directory, which of them live on the directory
//! (and with what permission) and when each was last synced, with a *Sync* that runs on the
//! worker (`Command::SyncLists`) and a progress line. `model.rs` holds the sync's state and
//! the rows' words without egui; `view.rs` draws them.

mod model;
mod view;

pub use model::ListsPanel;

/// What the panel asks of the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListsPanelAction {
    /// Sync the directory's lists now.
    Sync,
}
