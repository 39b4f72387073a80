//! Importing UUIDs from a file dropped on the window. The file is read on a thread of its
//! own, because the UI thread never touches the disk.

use std::path::PathBuf;
use std::sync::mpsc;

/// Larger files are refused: a list of freelancers is kilobytes, and reading gigabytes by
/// mistake would stall the import and fill memory.
const MAX_FILE_BYTES: u64 = 50 * 1024 * 1024;

pub struct Imported {
    pub file_name: String,
    /// The file's text (invalid UTF-8 replaced), or why it could not be read.
    pub text: Result<String, String>,
}

#[derive(Default)]
pub struct Importer {
    pending: Vec<mpsc::Receiver<Imported>>,
}

impl Importer {
    pub fn start(&mut self, path: PathBuf, wake: impl Fn() + Send + 'static) {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let file_name = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            let text = read_capped(&path);
            let _ = tx.send(Imported { file_name, text });
            wake();
        });
        self.pending.push(rx);
    }

    pub fn is_busy(&self) -> bool {
        !self.pending.is_empty()
    }

    /// The imports that have finished since the last call.
    pub fn finished(&mut self) -> Vec<Imported> {
        let mut done = Vec::new();
        self.pending.retain(|rx| match rx.try_recv() {
            Ok(imported) => {
                done.push(imported);
                false
            }
            Err(mpsc::TryRecvError::Empty) => true,
            Err(mpsc::TryRecvError::Disconnected) => false,
        });
        done
    }
}

fn read_capped(path: &std::path::Path) -> Result<String, String> {
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
