//! Importing UUIDs from a file dropped on the window. The file is read in the background,
//! because the UI thread never touches the disk.

use std::path::Path;

use crate::input;

pub struct Imported {
    pub file_name: String,
    /// The file's text (UTF-16 and UTF-8 decoded, bytes that are neither replaced), or why it
    /// could not be read.
    pub text: Result<String, String>,
}

/// Reads a dropped file; run it as a background task. At most [`input::RECIPIENT_LIST`] is
/// read, whatever the file claims its size is.
pub fn read(path: &Path) -> Imported {
    let file_name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    Imported {
        file_name,
        text: input::read_file(path, &"the file", input::RECIPIENT_LIST)
            .map(|bytes| input::decode_lossy(&bytes))
            .map_err(|err| err.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uuids;

    const A: &str = "5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4b";
    const B: &str = "0b8e7d6c-5a4f-4321-9876-fedcba987654";

    // Used by the Unix-only tests below (a FIFO, /dev/zero): dead code elsewhere.
    #[cfg(unix)]
    fn too_large(imported: &Imported) -> bool {
        imported.text.as_ref().is_err_and(|why| {
            why.contains(&format!("larger than {}", input::RECIPIENT_LIST.size()))
        })
    }

    #[test]
    fn an_excel_unicode_text_export_yields_its_uuids() {
        // Excel's "Unicode text": UTF-16 LE with a byte-order mark, tab-separated, CRLF.
        let table = format!("uuid\tname\r\n{A}\tAna Silva\r\n{B}\tBo Li\r\n");
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(table.encode_utf16().flat_map(u16::to_le_bytes));
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("shortlist.txt");
        std::fs::write(&path, bytes).unwrap();

        let imported = read(&path);
        let text = imported.text.unwrap();
        assert_eq!(
            uuids::extract(&text).uuids,
            vec![A.parse().unwrap(), B.parse::<uuid::Uuid>().unwrap()]
        );
        assert!(text.contains("Ana Silva"), "{text:?}");
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_fed_past_the_cap_is_refused() {
        use std::io::Write;
        let folder = tempfile::tempdir().unwrap();
        let fifo = folder.path().join("growing.csv");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        // A FIFO's size is 0 whatever flows through it; offer a megabyte more than the cap.
        let offered = input::RECIPIENT_LIST.max_bytes + 1024 * 1024;
        let writer = {
            let fifo = fifo.clone();
            std::thread::spawn(move || {
                let mut pipe = std::fs::OpenOptions::new().write(true).open(fifo)?;
                let block = format!("{A}\n").repeat(1800).into_bytes();
                let mut written = 0;
                while written < offered {
                    // Stops with "broken pipe" once the reader has seen enough and hung up.
                    pipe.write_all(&block)?;
                    written += block.len() as u64;
                }
                Ok::<u64, std::io::Error>(written)
            })
        };
        let imported = read(&fifo);
        assert!(too_large(&imported), "{:?}", imported.text.map(|t| t.len()));
        let written = writer.join().unwrap();
        assert!(
            written
                .as_ref()
                .is_err_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe),
            "the reader stopped early and closed the FIFO: {written:?}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn an_endless_device_is_refused_after_the_cap() {
        let imported = read(Path::new("/dev/zero"));
        assert!(too_large(&imported), "{:?}", imported.text.map(|t| t.len()));
    }

    #[test]
    fn a_missing_file_says_why() {
        let folder = tempfile::tempdir().unwrap();
        let imported = read(&folder.path().join("missing.csv"));
        assert_eq!(imported.file_name, "missing.csv");
        assert!(
            imported
                .text
                .is_err_and(|why| why.starts_with("cannot read the file")),
        );
    }
}
