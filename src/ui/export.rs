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
        Ok(path) => Ok(format!(
            "Exported {} rows to {}",
            table.len().saturating_sub(1),
            path.display()
        )),
        Err(why) => Err(format!("Could not export: {why}")),
    }
}

fn write(folder: &Path, name: &str, table: &Table) -> Result<PathBuf, String> {
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default();
    let path = folder.join(format!("{name}-{stamp}.csv"));
    let mut text = String::new();
    for row in table {
        let cells: Vec<String> = row.iter().map(|cell| csv_cell(cell)).collect();
        text.push_str(&cells.join(","));
        text.push_str("\r\n");
    }
    // Written beside the target first, so that a failure never leaves half a file.
    let partial = path.with_extension("csv.part");
    std::fs::write(&partial, text).map_err(|e| format!("{}: {e}", folder.display()))?;
    std::fs::rename(&partial, &path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// Quotes a cell when needed, and defuses text a spreadsheet would run as a formula: names
/// come from the server, and a name like `=HYPERLINK(…)` must stay a name.
fn csv_cell(cell: &str) -> String {
    let defused = if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    };
    if defused.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", defused.replace('"', "\"\""))
    } else {
        defused
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_defused() {
        assert_eq!(csv_cell("Ana"), "Ana");
        assert_eq!(csv_cell("Smith, Jones"), "\"Smith, Jones\"");
        assert_eq!(csv_cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_cell("@SUM(A1)"), "'@SUM(A1)");
    }
}
