//! `directory-desk lists sync [--dry-run] [--json]` and `lists publish NAME`: the saved lists
//! and the directory's own user lists, through `worker/list_sync.rs`. The sync prints a line
//! (or a JSON object) per list and a count on standard error; it ends 1 if the directory
//! refused a list's change. Without the `userlist` scope it says what is missing and ends 3.

use super::{GlobalOptions, Outcome, connect_client, print_json, usage_error};
use crate::store::{Store, now_ms};
use crate::worker::list_sync::{Change, ListSyncError, Published, publish_list, sync_lists};

fn failed(err: ListSyncError) -> Outcome {
    eprintln!("error: {err}");
    match err {
        ListSyncError::NoScope(_) => Outcome::AuthFailed,
        ListSyncError::Api(err) => super::api_failure(&err),
        ListSyncError::Store(_) | ListSyncError::Refused(_) => Outcome::Usage,
    }
}

pub(super) fn sync(
    store: &mut Store,
    directory: &str,
    dry_run: bool,
    json: bool,
    global: &GlobalOptions,
) -> Outcome {
    let connection = match connect_client(global) {
        Ok(connection) => connection,
        Err(outcome) => return outcome,
    };
    let synced = crate::auth::provider::block_on(sync_lists(
        &connection.client,
        store,
        directory,
        dry_run,
        now_ms(),
        &mut |_, _| {},
    ));
    let reports = match synced {
        Ok(Ok(reports)) => reports,
        Ok(Err(err)) => return failed(err),
        Err(err) => return usage_error(err),
    };
    let mut refused = 0;
    for report in &reports {
        refused += usize::from(matches!(report.change, Change::Failed(_)));
        if json {
            print_json(&report.json(dry_run));
        } else {
            println!("{}", report.line());
        }
    }
    let changed = reports
        .iter()
        .filter(|r| r.change != Change::Unchanged)
        .count();
    eprintln!(
        "{} lists on the directory or linked here: {changed} {}, {} unchanged{}",
        reports.len(),
        if dry_run { "would change" } else { "changed" },
        reports.len() - changed,
        if dry_run {
            " (a dry run: nothing was changed)"
        } else {
            ""
        }
    );
    if refused > 0 {
        Outcome::SomeFailed
    } else {
        Outcome::Done
    }
}

pub(super) fn publish(
    store: &mut Store,
    directory: &str,
    name: &str,
    global: &GlobalOptions,
) -> Outcome {
    let connection = match connect_client(global) {
        Ok(connection) => connection,
        Err(outcome) => return outcome,
    };
    let published = crate::auth::provider::block_on(publish_list(
        &connection.client,
        store,
        directory,
        name,
        now_ms(),
    ));
    match published {
        Ok(Ok(Published::Created { id, members })) => {
            eprintln!("published '{name}' to the directory as list {id} ({members} members)");
            Outcome::Done
        }
        Ok(Ok(Published::Already { id })) => {
            eprintln!("'{name}' is on the directory already (list {id}): nothing was sent");
            Outcome::Done
        }
        Ok(Ok(Published::Adopted { id })) => {
            eprintln!(
                "the directory had '{name}' already (list {id}, from an earlier publish): linked"
            );
            Outcome::Done
        }
        Ok(Err(err)) => failed(err),
        Err(err) => usage_error(err),
    }
}
