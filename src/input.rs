//! Text that people hand the app in a file or on standard input: recipient lists (imported in
//! the window or given to the command line) and message texts.
//!
//! The size cap applies to what is read, never to what a file says its size is: a FIFO, a
//! device like `/dev/zero` or a file still being written report a size that means nothing, and
//! must not stall the reader or fill memory. The text is decoded the way editors and
//! spreadsheets write it: UTF-8 with or without a byte-order mark, and UTF-16 (little- or
//! big-endian) with one, which is what Excel's "Unicode text" export is.

use std::fmt;
use std::io::Read;
use std::path::Path;

const KIB: u64 = 1024;
const MIB: u64 = 1024 * KIB;

/// How much of one kind of input is read, and what that input is called in messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    /// The kind of input, as in "the most Directory Desk reads for a recipient list".
    pub what: &'static str,
    pub max_bytes: u64,
}

impl Limit {
    /// The cap in words for messages and help texts: "50 MiB", "256 KiB".
    pub fn size(&self) -> String {
        match self.max_bytes {
            bytes if bytes % MIB == 0 => format!("{} MiB", bytes / MIB),
            bytes if bytes % KIB == 0 => format!("{} KiB", bytes / KIB),
            bytes => format!("{bytes} bytes"),
        }
    }
}

/// Ten thousand recipients with names make about a megabyte of CSV; 50 MiB leaves room for a
/// spreadsheet's other columns while a mistaken pick (a video, a disk image) is refused.
pub const RECIPIENT_LIST: Limit = Limit {
    what: "a recipient list",
    max_bytes: 50 * MIB,
};

/// A message of several pages is kilobytes. 256 KiB (some 40,000 words) keeps the request,
/// escaped as JSON, well under the megabyte a directory request may carry.
pub const MESSAGE_TEXT: Limit = Limit {
    what: "a message text",
    max_bytes: 256 * KIB,
};

#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("{source_name} is larger than {size}, the most Directory Desk reads for {what}")]
    TooLarge {
        source_name: String,
        size: String,
        what: &'static str,
    },
    #[error("cannot read {source_name}: {error}")]
    Unreadable {
        source_name: String,
        error: std::io::Error,
    },
    #[error(
        "{source_name} is not text in UTF-8 or UTF-16 (a byte-order mark tells UTF-16 apart); save it as UTF-8 and try again"
    )]
    NotText { source_name: String },
}

/// Reads `reader` to its end if that is within `limit`. `source_name` names it in errors
/// ("standard input", "the file", a path).
pub fn read(
    reader: impl Read,
    source_name: &dyn fmt::Display,
    limit: Limit,
) -> Result<Vec<u8>, InputError> {
    let mut bytes = Vec::new();
    // One byte past the cap tells "exactly the cap" from "more than the cap" without ever
    // holding more than that.
    reader
        .take(limit.max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|error| InputError::Unreadable {
            source_name: source_name.to_string(),
            error,
        })?;
    if bytes.len() as u64 > limit.max_bytes {
        return Err(InputError::TooLarge {
            source_name: source_name.to_string(),
            size: limit.size(),
            what: limit.what,
        });
    }
    Ok(bytes)
}

/// Reads the file at `path` if it is within `limit`, whatever kind of file it is.
pub fn read_file(
    path: &Path,
    source_name: &dyn fmt::Display,
    limit: Limit,
) -> Result<Vec<u8>, InputError> {
    let file = std::fs::File::open(path).map_err(|error| InputError::Unreadable {
        source_name: source_name.to_string(),
        error,
    })?;
    read(file, source_name, limit)
}

/// The text in `bytes`: UTF-16 or UTF-8 as a byte-order mark says (the mark dropped), UTF-8
/// without one. What does not decode becomes U+FFFD, so a file with a stray byte still yields
/// the UUIDs in the rest of it.
pub fn decode_lossy(bytes: &[u8]) -> String {
    encoding_rs::UTF_8.decode(bytes).0.into_owned()
}

/// Like [`decode_lossy`], but refuses text that does not decode: a message text is sent as it
/// is, and replacement characters must not reach a freelancer's inbox in place of words.
pub fn decode(bytes: &[u8], source_name: &dyn fmt::Display) -> Result<String, InputError> {
    let (text, _, had_errors) = encoding_rs::UTF_8.decode(bytes);
    if had_errors {
        return Err(InputError::NotText {
            source_name: source_name.to_string(),
        });
    }
    Ok(text.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: Limit = Limit {
        what: "a test",
        max_bytes: 8,
    };

    fn utf16(text: &str, little_endian: bool) -> Vec<u8> {
        let mut bytes = if little_endian {
            vec![0xFF, 0xFE]
        } else {
            vec![0xFE, 0xFF]
        };
        for unit in text.encode_utf16() {
            let pair = if little_endian {
                unit.to_le_bytes()
            } else {
                unit.to_be_bytes()
            };
            bytes.extend(pair);
        }
        bytes
    }

    #[test]
    fn input_up_to_the_cap_is_read_and_one_byte_more_is_refused() {
        assert_eq!(
            read(&b"12345678"[..], &"input", SMALL).unwrap(),
            b"12345678"
        );
        let err = read(&b"123456789"[..], &"input", SMALL).unwrap_err();
        assert!(matches!(err, InputError::TooLarge { .. }), "{err:?}");
        assert_eq!(
            err.to_string(),
            "input is larger than 8 bytes, the most Directory Desk reads for a test"
        );
    }

    #[test]
    fn an_endless_reader_is_refused_after_the_cap() {
        let err = read(std::io::repeat(b'x'), &"input", SMALL).unwrap_err();
        assert!(matches!(err, InputError::TooLarge { .. }), "{err:?}");
    }

    #[test]
    fn caps_are_named_in_the_unit_they_were_set_in() {
        assert_eq!(RECIPIENT_LIST.size(), "50 MiB");
        assert_eq!(MESSAGE_TEXT.size(), "256 KiB");
    }

    #[test]
    fn utf16_with_a_byte_order_mark_and_utf8_with_one_are_decoded() {
        let text = "uuid\tname\r\nZoë\t😀\r\n";
        assert_eq!(decode_lossy(&utf16(text, true)), text);
        assert_eq!(decode_lossy(&utf16(text, false)), text);
        let mut utf8 = vec![0xEF, 0xBB, 0xBF];
        utf8.extend(text.as_bytes());
        assert_eq!(decode_lossy(&utf8), text);
        assert_eq!(decode(&utf8, &"input").unwrap(), text);
        assert_eq!(decode(&utf16(text, true), &"input").unwrap(), text);
    }

    #[test]
    fn bytes_that_are_not_text_are_replaced_or_refused() {
        let bytes = b"ok \xFF\xFE\xFD ok";
        assert_eq!(decode_lossy(bytes), "ok \u{FFFD}\u{FFFD}\u{FFFD} ok");
        let err = decode(bytes, &"body.txt").unwrap_err();
        assert!(err.to_string().starts_with("body.txt is not text"), "{err}");
    }
}
