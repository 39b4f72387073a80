//! Exporting a table as CSV (the results table, a job's delivery report), written on a thread
//! of its own.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// Where exports go when the user has not chosen: Downloads, else the home folder.
pub fn default_folder() -> Option<PathBuf> {
    let dirs = directories::UserDirs::new()?;
    Some(dirs.download_dir().unwrap_or(dirs.home_dir()).to_path_buf())
}

/// One CSV file's worth of rows; the first row is the header.
pub type Table = Vec<Vec<String>>;

/// Writes `table` into `folder` as `<name>-<stamp>.csv`; run it as a background task.
/// Returns the news to show, or the problem.
pub fn export(folder: &Path, name: &str, table: &Table) -> Result<String, String> {
    match write(folder, name, table) {
        Ok(path) => Ok(crate::tr!(
            "files-exported",
            count = table.len().saturating_sub(1),
            path = path.display().to_string()
        )),
        Err(why) => Err(crate::tr!("files-export-failed", why = why)),
    }
}

fn write(folder: &Path, name: &str, table: &Table) -> Result<PathBuf, String> {
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default();
    let path = folder.join(format!("{name}-{stamp}.csv"));
    write_whole(&path, &crate::csv::text(table))?;
    Ok(path)
}

/// Writes `text` to `path` whole or not at all: written beside the target first, so that a
/// failure (a full disk, a folder we may not write to) never leaves half a file.
pub fn write_whole(path: &Path, text: &str) -> Result<(), String> {
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let partial = path.with_file_name(format!("{file_name}.part"));
    let folder = path.parent().unwrap_or(Path::new("."));
    std::fs::write(&partial, text).map_err(|e| format!("{}: {e}", folder.display()))?;
    std::fs::rename(&partial, path).map_err(|e| {
        let _ = std::fs::remove_file(&partial);
        format!("{}: {e}", path.display())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_written_whole_and_a_failure_leaves_nothing() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("list.csv");
        write_whole(&path, "uuid,name\r\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "uuid,name\r\n");
        let nowhere = folder.path().join("missing-folder").join("list.csv");
        assert!(write_whole(&nowhere, "x").is_err());
        assert_eq!(std::fs::read_dir(folder.path()).unwrap().count(), 1);
    }
}
