//! Importing UUIDs from a file dropped on the window. The file is read in the background,
//! because the UI thread never touches the disk.

use std::path::Path;

/// Larger files are refused: a list of freelancers is kilobytes, and reading gigabytes by
/// mistake would stall the import and fill memory.
const MAX_FILE_BYTES: u64 = 50 * 1024 * 1024;

pub struct Imported {
    pub file_name: String,
    /// The file's text (invalid UTF-8 replaced), or why it could not be read.
    pub text: Result<String, String>,
}

/// Reads a dropped file; run it as a background task.
pub fn read(path: &Path) -> Imported {
    let file_name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    Imported {
        file_name,
        text: read_capped(path),
    }
}

fn read_capped(path: &Path) -> Result<String, String> {
    let size = std::fs::metadata(path).map_err(|e| e.to_string())?.len();
    if size > MAX_FILE_BYTES {
        return Err(format!(
            "the file is {} MB; files up to 50 MB can be imported",
            size / (1024 * 1024)
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}
