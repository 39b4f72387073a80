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
    /// What the last paste or import added, or why it added nothing, under the box.
    pub note: Option<String>,
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
        let count = found.uuids.len();
        self.note = Some(if found.invalid.is_empty() {
            crate::tr!("lookup-imported", count = count, file_name = file_name)
        } else {
            crate::tr!(
                "lookup-imported-with-invalid",
                count = count,
                file_name = file_name,
                invalid = found.invalid.len()
            )
        });
        self.invalid = found.invalid;
    }

    /// The table was cleared: only what is being pasted stays.
    pub(super) fn table_cleared(&mut self) {
        self.invalid.clear();
        self.note = None;
    }
}
