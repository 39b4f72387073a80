//! Whom a command names, from a file of UUIDs or a saved list: one reading for `send`'s
//! recipients and `offers new`'s candidates, in the file's or the list's order.

use std::path::Path;

use super::{GlobalOptions, Outcome, usage_error};
use crate::store::DraftRecipient;

/// The members of the saved list `list`, or every UUID in `file` (`-`: standard input);
/// `file_flag` names the file's option in the message when neither is given ("give
/// --candidates FILE or --list NAME"). Words in the file that look like broken UUIDs are
/// noted and skipped.
pub(super) fn gather(
    (list, file): (Option<&str>, Option<&Path>),
    file_flag: &str,
    global: &GlobalOptions,
) -> Result<Vec<DraftRecipient>, Outcome> {
    if let Some(name) = list {
        let environment = super::resolve_environment(global)?;
        let store = super::open_store(&environment, global)?;
        return match store
            .list(&environment.directory_key(), name)
            .map_err(usage_error)?
        {
            Some(members) if !members.is_empty() => Ok(members),
            Some(_) => Err(usage_error(format!("the list '{name}' is empty"))),
            None => Err(usage_error(format!(
                "there is no list '{name}' in {}; see `lists show`",
                environment.name
            ))),
        };
    }
    let Some(file) = file else {
        return Err(usage_error(format!("give {file_flag} FILE or --list NAME")));
    };
    let text = super::read_input(file)?;
    let invalid = crate::uuids::extract(&text).invalid;
    if !invalid.is_empty() {
        eprintln!(
            "note: {} words in {} look like broken UUIDs and were skipped, e.g. {}",
            invalid.len(),
            file.display(),
            invalid[0]
        );
    }
    let members = crate::store::members_in(&text);
    if members.is_empty() {
        return Err(usage_error(format!("no UUIDs found in {}", file.display())));
    }
    Ok(members)
}
