//! The paste box above the results table: what the user pasted or imported, the tokens of
//! the last paste that look like a mistyped UUID, and what the last paste found. Text being
//! typed, not a fact about a directory: it stays in the panels when the session moves to
//! another directory, while the table (`model`) goes with the scope.

use crate::uuids;

#[derive(Default)]
pub struct PasteBox {
    pub paste: String,
    /// Tokens from the last paste that look like a mistyped UUID.
    pub invalid: Vec<String>,
    /// What the last paste or import added, or why it added nothing, under the box; put into
    /// words when drawn, so that it follows a change of language.
    pub note: Option<PasteNote>,
}

/// What the last paste or import found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PasteNote {
    /// A file's UUIDs went into the box, ready to look up.
    Imported {
        file_name: String,
        count: usize,
        invalid: usize,
    },
    /// A paste was taken into the table.
    Taken {
        new: usize,
        duplicates: usize,
        invalid: usize,
    },
}

impl PasteNote {
    /// One sentence for each mix of new UUIDs, duplicates dropped and tokens that are not
    /// UUIDs, in the window's language.
    pub fn text(&self) -> String {
        match *self {
            PasteNote::Imported {
                ref file_name,
                count,
                invalid: 0,
            } => crate::tr!(
                "lookup-imported",
                count = count,
                file_name = file_name.as_str()
            ),
            PasteNote::Imported {
                ref file_name,
                count,
                invalid,
            } => crate::tr!(
                "lookup-imported-with-invalid",
                count = count,
                file_name = file_name.as_str(),
                invalid = invalid
            ),
            PasteNote::Taken {
                new,
                duplicates,
                invalid,
            } => taken(new, duplicates, invalid),
        }
    }
}

fn taken(count: usize, duplicates: usize, invalid: usize) -> String {
    match (count, duplicates > 0, invalid > 0) {
        (0, _, false) => crate::tr!("lookup-paste-nothing-new"),
        (_, false, false) => crate::tr!("lookup-paste-new", count = count),
        (_, true, false) => {
            crate::tr!(
                "lookup-paste-new-duplicates",
                count = count,
                duplicates = duplicates
            )
        }
        (_, false, true) => {
            crate::tr!("lookup-paste-new-invalid", count = count, invalid = invalid)
        }
        (_, true, true) => crate::tr!(
            "lookup-paste-new-duplicates-invalid",
            count = count,
            duplicates = duplicates,
            invalid = invalid
        ),
    }
}

impl PasteBox {
    /// Puts the UUIDs found in an imported file into the paste box, ready to look up.
    pub fn import(&mut self, file_name: &str, text: &str) {
        let found = uuids::extract(text);
        self.paste = found
            .uuids
            .iter()
            .map(uuid::Uuid::to_string)
            .collect::<Vec<_>>()
            .join("\n");
        self.note = Some(PasteNote::Imported {
            file_name: file_name.to_owned(),
            count: found.uuids.len(),
            invalid: found.invalid.len(),
        });
        self.invalid = found.invalid;
    }

    /// The table was cleared: only what is being pasted stays.
    pub(super) fn table_cleared(&mut self) {
        self.invalid.clear();
        self.note = None;
    }
}
