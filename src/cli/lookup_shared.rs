//! What both lookups on the command line share (`lookup`, and `lookup --summary` in
//! `lookup_summary.rs`; `search` names codes the same way): the directory's names for its
//! codes, and a progress bar over the UUIDs asked for.

use std::io::IsTerminal;
use std::sync::Arc;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::catalogue::Catalogue;
use crate::worker::{Command, Event};

/// The names of the directory's codes: its own lists where it serves them, else built in.
pub(super) fn fetch_catalogue(worker: &crate::worker::Worker, environment: &str) -> Arc<Catalogue> {
    worker.send(Command::FetchCatalogue {
        environment: environment.to_owned(),
    });
    loop {
        match worker.next() {
            Some(Event::Catalogue { catalogue, .. }) => return catalogue,
            Some(_) => {}
            None => return Catalogue::builtin(),
        }
    }
}

/// A bar of `total` UUIDs looked up, on a terminal only.
pub(super) fn progress_bar(total: usize) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} looked up, {eta} left") {
        bar.set_style(style);
    }
    bar
}
