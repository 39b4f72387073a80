//! Named recipient lists in the window: the directory's lists (for the composer's "Add from
//! list" menu and the File menu), the dialog that names a new list (the composer's recipients,
//! or a file's UUIDs), and the file work, which runs on background threads because the UI
//! thread never touches the disk. The lists themselves live in the database, per directory.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::store::Ticket;
use crate::store::{DraftRecipient, ListSummary, members_in};
use crate::tr;

/// What a list being loaded from the database is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListUse {
    AddToRecipients,
    Export(PathBuf),
    /// The members as a new offer's candidates, in the list's order.
    OfferJob,
}

/// A file's recipients, read for a new list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileList {
    pub file_name: String,
    /// The file's name without its extension: the list's name unless the user changes it.
    pub stem: String,
    pub members: Vec<DraftRecipient>,
    /// Tokens that look like a mistyped UUID.
    pub invalid: usize,
}

/// Reads `path` for a list; run it as a background task. Says plainly when the file is empty
/// or holds no UUIDs.
pub fn read_file(path: &Path) -> Result<FileList, String> {
    let imported = super::import::read(path);
    let file_name = imported.file_name;
    let text = imported.text.map_err(|why| {
        tr!(
            "lists-file-unreadable",
            file = file_name.as_str(),
            why = why
        )
    })?;
    if text.trim().is_empty() {
        return Err(tr!("lists-file-empty", file = file_name.as_str()));
    }
    let members = members_in(&text);
    if members.is_empty() {
        return Err(tr!("lists-file-no-uuids", file = file_name.as_str()));
    }
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().trim().to_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| file_name.clone());
    Ok(FileList {
        file_name,
        stem,
        members,
        invalid: crate::uuids::extract(&text).invalid.len(),
    })
}

/// Writes the list `name` to `path`; run it as a background task. Returns the news to show,
/// or the problem.
pub fn write_file(path: &Path, name: &str, members: &[DraftRecipient]) -> Result<String, String> {
    super::export::write_whole(path, &crate::store::members_csv(members))
        .map(|()| {
            tr!(
                "lists-exported",
                name = name,
                count = members.len(),
                path = path.display().to_string()
            )
        })
        .map_err(|why| tr!("lists-export-failed", name = name, why = why))
}

/// The dialog that names a new list.
struct Naming {
    members: Vec<DraftRecipient>,
    /// Where the members came from: "the composer", "shortlist.csv".
    source: String,
    /// Said under the count, e.g. how many tokens of a file were not UUIDs.
    note: Option<String>,
    name: String,
    focus: bool,
}

#[derive(Default)]
pub struct Lists {
    directory: Option<String>,
    pub summaries: Vec<ListSummary>,
    naming: Option<Naming>,
    pending: HashMap<Ticket, ListUse>,
}

impl Lists {
    /// Follows the session to `directory`; true when its lists must be loaded.
    pub fn follow(&mut self, directory: &str) -> bool {
        if self.directory.as_deref() == Some(directory) {
            return false;
        }
        // Lists belong to the directory they were made in.
        *self = Self {
            directory: Some(directory.to_owned()),
            ..Self::default()
        };
        true
    }

    pub fn directory(&self) -> Option<&str> {
        self.directory.as_deref()
    }

    /// The store answered with `directory`'s lists; false when it is not ours (the session
    /// moved on).
    pub fn on_lists(&mut self, directory: &str, lists: Vec<ListSummary>) -> bool {
        if self.directory.as_deref() != Some(directory) {
            return false;
        }
        self.summaries = lists;
        true
    }

    pub fn existing(&self, name: &str) -> Option<&ListSummary> {
        self.summaries.iter().find(|l| l.name == name.trim())
    }

    /// A list requested as `ticket` is for `purpose`.
    pub fn expect(&mut self, ticket: Ticket, purpose: ListUse) {
        self.pending.insert(ticket, purpose);
    }

    pub fn take(&mut self, ticket: Ticket) -> Option<ListUse> {
        self.pending.remove(&ticket)
    }

    /// Opens the naming dialog for `members`.
    pub fn ask_name(
        &mut self,
        members: Vec<DraftRecipient>,
        source: String,
        note: Option<String>,
        name: String,
    ) {
        self.naming = Some(Naming {
            members,
            source,
            note,
            name,
            focus: true,
        });
    }

    /// The naming dialog; returns the name and members to save once the user confirms.
    pub fn show_naming(&mut self, ctx: &egui::Context) -> Option<(String, Vec<DraftRecipient>)> {
        let existing = self
            .existing(&self.naming.as_ref()?.name)
            .map(|l| l.members);
        let naming = self.naming.as_mut()?;
        let mut decision = None;
        let modal = egui::Modal::new(egui::Id::unique("name-list")).show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading(tr!("lists-save-title"));
            ui.label(tr!(
                "lists-save-from",
                count = naming.members.len(),
                source = naming.source.as_str()
            ));
            if let Some(note) = &naming.note {
                ui.weak(note);
            }
            ui.horizontal(|ui| {
                let label = ui.label(tr!("lists-name"));
                let field = ui
                    .add(egui::TextEdit::singleline(&mut naming.name).desired_width(300.0))
                    .labelled_by(label.id);
                if std::mem::take(&mut naming.focus) {
                    field.request_focus();
                }
            });
            let blank = naming.name.trim().is_empty();
            if let Some(members) = existing {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    tr!("lists-exists", name = naming.name.trim(), count = members),
                );
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let save = if existing.is_some() {
                    tr!("lists-replace")
                } else {
                    tr!("lists-save")
                };
                if ui
                    .add_enabled(!blank, egui::Button::new(save))
                    .on_disabled_hover_text(tr!("lists-name-needed"))
                    .clicked()
                {
                    decision = Some(true);
                }
                if ui.button(tr!("lists-cancel")).clicked() {
                    decision = Some(false);
                }
            });
        });
        if modal.should_close() && decision.is_none() {
            decision = Some(false);
        }
        match decision? {
            true => {
                let naming = self.naming.take()?;
                Some((naming.name.trim().to_owned(), naming.members))
            }
            false => {
                self.naming = None;
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    fn member(n: u128, name: Option<&str>) -> DraftRecipient {
        DraftRecipient {
            uuid: Uuid::from_u128(n),
            name: name.map(str::to_owned),
        }
    }

    #[test]
    fn a_list_file_is_read_back_as_written() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("Legal ko>en.csv");
        let members = vec![
            member(1, Some("Ana, \"the fast\"")),
            member(2, None),
            member(3, Some("=cmd")),
        ];
        let news = write_file(&path, "Legal", &members).unwrap();
        assert!(news.contains("3 members"), "{news}");
        let read = read_file(&path).unwrap();
        assert_eq!(read.members, members);
        assert_eq!(read.stem, "Legal ko>en");
        assert_eq!(read.invalid, 0);
    }

    #[test]
    fn empty_files_and_files_without_uuids_are_told_apart() {
        let folder = tempfile::tempdir().unwrap();
        let empty = folder.path().join("empty.csv");
        std::fs::write(&empty, " \n").unwrap();
        assert!(
            read_file(&empty)
                .unwrap_err()
                .contains("empty.csv is empty")
        );
        let words = folder.path().join("notes.txt");
        std::fs::write(&words, "Ana, Bo and Cy\n").unwrap();
        assert!(
            read_file(&words)
                .unwrap_err()
                .contains("No UUIDs were found in notes.txt")
        );
        let missing = folder.path().join("gone.csv");
        assert!(
            read_file(&missing)
                .unwrap_err()
                .contains("Could not read gone.csv")
        );
        let nowhere = folder.path().join("no-such-folder").join("list.csv");
        assert!(
            write_file(&nowhere, "Legal", &[member(1, None)])
                .unwrap_err()
                .contains("Could not export the list “Legal”")
        );
    }

    #[test]
    fn lists_follow_the_environment_and_requests_remember_their_purpose() {
        let mut lists = Lists::default();
        assert!(lists.follow("test"));
        assert!(!lists.follow("test"));
        let summary = ListSummary {
            name: "Legal".into(),
            members: 2,
            updated_at_ms: 0,
            link: None,
        };
        assert!(!lists.on_lists("other", vec![summary.clone()]));
        assert!(lists.on_lists("test", vec![summary]));
        assert_eq!(lists.existing(" Legal ").map(|l| l.members), Some(2));
        lists.expect(Ticket(4), ListUse::AddToRecipients);
        assert_eq!(lists.take(Ticket(4)), Some(ListUse::AddToRecipients));
        assert_eq!(lists.take(Ticket(4)), None);
        assert!(lists.follow("other"));
        assert!(lists.summaries.is_empty(), "another directory's lists");
    }
}
