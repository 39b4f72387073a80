//! What the agency knows of each freelancer, per directory: a status (who is active, who
//! asked not to be contacted), free tags, dated notes and rates. When someone was last
//! messaged, and how many messages reached them, are never stored here: they are read from the
//! outbox journal, so the two can never disagree.
//!
//! Everything here is checked on the way in (statuses, tags, amounts, currencies), because
//! records also arrive from files.

use std::collections::{BTreeMap, HashMap};

use rusqlite::{OptionalExtension, Transaction, params};
use serde::Serialize;
use uuid::Uuid;

use super::{JobId, Store, StoreError, now_ms};

/// Where a freelancer stands with the agency.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum VendorStatus {
    Active,
    Potential,
    OnHold,
    TooExpensive,
    /// They asked not to be contacted: left out of every message.
    DoNotContact,
}

impl VendorStatus {
    pub const ALL: [Self; 5] = [
        Self::Active,
        Self::Potential,
        Self::OnHold,
        Self::TooExpensive,
        Self::DoNotContact,
    ];

    /// The word stored and written to files.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Potential => "potential",
            Self::OnHold => "on_hold",
            Self::TooExpensive => "too_expensive",
            Self::DoNotContact => "do_not_contact",
        }
    }

    /// The words people read.
    pub fn label(self) -> &'static str {
        match self {
            Self::Active => "Active",
            Self::Potential => "Potential",
            Self::OnHold => "On hold",
            Self::TooExpensive => "Too expensive",
            Self::DoNotContact => "Do not contact",
        }
    }

    /// A status as typed: "on hold", "On-Hold" and "on_hold" are one.
    pub fn parse(text: &str) -> Result<Self, String> {
        let key = text.trim().to_lowercase().replace([' ', '-'], "_");
        Self::ALL
            .into_iter()
            .find(|status| status.as_str() == key)
            .ok_or_else(|| {
                format!(
                    "'{}' is not a status; the statuses are {}",
                    text.trim(),
                    Self::ALL
                        .iter()
                        .map(|s| s.label().to_lowercase())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })
    }
}

/// What a rate is charged per.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RateUnit {
    Word,
    Hour,
    Page,
    Minute,
    Job,
}

impl RateUnit {
    pub const ALL: [Self; 5] = [Self::Word, Self::Hour, Self::Page, Self::Minute, Self::Job];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Word => "word",
            Self::Hour => "hour",
            Self::Page => "page",
            Self::Minute => "minute",
            Self::Job => "job",
        }
    }

    /// A unit as typed, singular or plural ("words").
    pub fn parse(text: &str) -> Result<Self, String> {
        let key = text.trim().to_lowercase();
        let key = key.strip_suffix('s').unwrap_or(&key);
        Self::ALL
            .into_iter()
            .find(|unit| unit.as_str() == key)
            .ok_or_else(|| {
                format!(
                    "'{}' is not a unit; a rate is per word, hour, page, minute or job",
                    text.trim()
                )
            })
    }
}

/// An amount of money, exactly as a decimal ("0.08", "45"): never a float, which cannot hold
/// 0.1. Kept in its shortest form, so that "0.080" and "0.08" are one amount.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Amount(String);

/// Digits before and after the point an amount may have: enough for any rate, and a bound on
/// what a file can make us store.
const AMOUNT_WHOLE_DIGITS: usize = 12;
const AMOUNT_FRACTION_DIGITS: usize = 6;

impl Amount {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let typed = text.trim();
        let bad = |problem| Invalid::Amount {
            typed: typed.to_owned(),
            problem,
        };
        let (whole, fraction) = typed.split_once('.').unwrap_or((typed, ""));
        if whole.is_empty() && fraction.is_empty() {
            return Err(bad(AmountProblem::Empty));
        }
        if !whole
            .chars()
            .chain(fraction.chars())
            .all(|c| c.is_ascii_digit())
        {
            return Err(bad(AmountProblem::NotDigits));
        }
        let whole = whole.trim_start_matches('0');
        let fraction = fraction.trim_end_matches('0');
        if whole.len() > AMOUNT_WHOLE_DIGITS {
            return Err(bad(AmountProblem::TooLarge));
        }
        if fraction.len() > AMOUNT_FRACTION_DIGITS {
            return Err(bad(AmountProblem::TooPrecise));
        }
        let whole = if whole.is_empty() { "0" } else { whole };
        Ok(Self(if fraction.is_empty() {
            whole.to_owned()
        } else {
            format!("{whole}.{fraction}")
        }))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for Amount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// An ISO 4217 currency code, checked against the list of currencies in use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Currency([u8; 3]);

/// ISO 4217's active currency codes, without precious metals, bond units and test codes:
/// nobody is paid per word in gold.
const CURRENCIES: &[&str] = &[
    "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT",
    "BGN", "BHD", "BIF", "BMD", "BND", "BOB", "BOV", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD",
    "CAD", "CDF", "CHE", "CHF", "CHW", "CLF", "CLP", "CNY", "COP", "COU", "CRC", "CUP", "CVE",
    "CZK", "DJF", "DKK", "DOP", "DZD", "EGP", "ERN", "ETB", "EUR", "FJD", "FKP", "GBP", "GEL",
    "GHS", "GIP", "GMD", "GNF", "GTQ", "GYD", "HKD", "HNL", "HTG", "HUF", "IDR", "ILS", "INR",
    "IQD", "IRR", "ISK", "JMD", "JOD", "JPY", "KES", "KGS", "KHR", "KMF", "KPW", "KRW", "KWD",
    "KYD", "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "LYD", "MAD", "MDL", "MGA", "MKD", "MMK",
    "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MXV", "MYR", "MZN", "NAD", "NGN", "NIO",
    "NOK", "NPR", "NZD", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON",
    "RSD", "RUB", "RWF", "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SOS", "SRD",
    "SSP", "STN", "SVC", "SYP", "SZL", "THB", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD",
    "TZS", "UAH", "UGX", "USD", "USN", "UYI", "UYU", "UYW", "UZS", "VED", "VES", "VND", "VUV",
    "WST", "XAF", "XCD", "XCG", "XOF", "XPF", "YER", "ZAR", "ZMW", "ZWG",
];

impl Currency {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let code = text.trim().to_ascii_uppercase();
        match CURRENCIES.binary_search(&code.as_str()) {
            Ok(_) => {
                let bytes = code.as_bytes();
                Ok(Self([bytes[0], bytes[1], bytes[2]]))
            }
            Err(_) => Err(Invalid::Currency(text.trim().to_owned())),
        }
    }

    pub fn as_str(&self) -> &str {
        // Built only from CURRENCIES, which are ASCII.
        std::str::from_utf8(&self.0).unwrap_or("XXX")
    }
}

impl std::fmt::Display for Currency {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Currency {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// The longest tag and note this app keeps: a note is a paragraph or a few, not a document.
pub const MAX_TAG_CHARS: usize = 40;
pub const MAX_NOTE_CHARS: usize = 10_000;

/// A tag as it is kept: trimmed, one line, without the `;` that separates tags in files.
pub fn clean_tag(text: &str) -> Result<String, Invalid> {
    let tag = text.trim();
    if tag.is_empty() {
        return Err(Invalid::TagEmpty);
    }
    if tag.chars().count() > MAX_TAG_CHARS {
        return Err(Invalid::TagTooLong(tag.to_owned()));
    }
    if tag.contains(';') || tag.chars().any(char::is_control) {
        return Err(Invalid::TagSeparator(tag.to_owned()));
    }
    Ok(tag.to_owned())
}

/// Whether a note may be kept: not blank, not longer than [`MAX_NOTE_CHARS`].
pub fn check_note(text: &str) -> Result<(), Invalid> {
    if text.trim().is_empty() {
        return Err(Invalid::NoteEmpty);
    }
    if text.chars().count() > MAX_NOTE_CHARS {
        return Err(Invalid::NoteTooLong);
    }
    Ok(())
}

/// Why a tag, a note, an amount, a currency or a rate's codes were refused. The window
/// words it in its language ([`Invalid::words`]); its `Display` is the same words in
/// English, for the command line, the team database and the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invalid {
    TagEmpty,
    TagTooLong(String),
    /// Holds `;` or a line break.
    TagSeparator(String),
    NoteEmpty,
    NoteTooLong,
    Amount {
        typed: String,
        problem: AmountProblem,
    },
    Currency(String),
    PairCode(String),
    ServiceId(String),
}

/// What is wrong with an amount as typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmountProblem {
    Empty,
    /// Something other than digits and one point: a sign, a comma, a letter.
    NotDigits,
    TooLarge,
    TooPrecise,
    /// Typed in a language that writes a decimal comma, with a point that could as well
    /// mark thousands ("1.000"): the window asks instead of guessing.
    Ambiguous,
}

impl Invalid {
    /// The refusal in the window's language (in English for the command line, which never
    /// sets one).
    pub fn words(&self) -> String {
        match self {
            Self::TagEmpty => crate::tr!("vendor-invalid-tag-empty"),
            Self::TagTooLong(tag) => crate::tr!(
                "vendor-invalid-tag-too-long",
                tag = tag.as_str(),
                max = MAX_TAG_CHARS
            ),
            Self::TagSeparator(tag) => {
                crate::tr!("vendor-invalid-tag-separator", tag = tag.as_str())
            }
            Self::NoteEmpty => crate::tr!("vendor-invalid-note-empty"),
            Self::NoteTooLong => crate::tr!("vendor-invalid-note-too-long", max = MAX_NOTE_CHARS),
            Self::Amount { typed, problem } => {
                let typed = typed.as_str();
                match problem {
                    AmountProblem::Empty => {
                        crate::tr!("vendor-invalid-amount-empty", typed = typed)
                    }
                    AmountProblem::NotDigits => {
                        crate::tr!("vendor-invalid-amount-not-digits", typed = typed)
                    }
                    AmountProblem::TooLarge => {
                        crate::tr!("vendor-invalid-amount-too-large", typed = typed)
                    }
                    AmountProblem::Ambiguous => {
                        crate::tr!("vendor-invalid-amount-ambiguous", typed = typed)
                    }
                    AmountProblem::TooPrecise => crate::tr!(
                        "vendor-invalid-amount-too-precise",
                        typed = typed,
                        max = AMOUNT_FRACTION_DIGITS
                    ),
                }
            }
            Self::Currency(typed) => crate::tr!("vendor-invalid-currency", typed = typed.as_str()),
            Self::PairCode(pair) => crate::tr!("vendor-invalid-pair-code", pair = pair.as_str()),
            Self::ServiceId(service) => {
                crate::tr!("vendor-invalid-service-id", service = service.as_str())
            }
        }
    }
}

impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::in_english(|| self.words()))
    }
}

impl std::error::Error for Invalid {}

/// For callers that carry a refusal as text (the command line's import rows): English.
impl From<Invalid> for String {
    fn from(invalid: Invalid) -> Self {
        invalid.to_string()
    }
}

/// A rate as it is given: what it is for, and how much.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NewRate {
    /// A language pair code, e.g. `eng_deu`.
    pub pair: String,
    /// The directory's service id, in decimal.
    pub service: String,
    pub amount: Amount,
    pub currency: Currency,
    pub unit: RateUnit,
}

impl NewRate {
    /// Whether the pair and service read as codes: the amount, currency and unit are checked
    /// when they are made.
    pub fn check(&self) -> Result<(), Invalid> {
        let code = |text: &str| {
            !text.is_empty()
                && text.len() <= 20
                && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        if !code(&self.pair) || !self.pair.contains('_') {
            return Err(Invalid::PairCode(self.pair.clone()));
        }
        if !code(&self.service) {
            return Err(Invalid::ServiceId(self.service.clone()));
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rate {
    pub id: i64,
    #[serde(flatten)]
    pub rate: NewRate,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    pub id: i64,
    pub at_ms: i64,
    pub edited_at_ms: Option<i64>,
    pub text: String,
}

/// What the journal says of messages to one freelancer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContactSummary {
    /// When the last message that reached them (sent, or held for review) was answered.
    pub last_contacted_ms: Option<i64>,
    /// The job that message belonged to.
    pub last_job: Option<JobId>,
    /// Messages that reached them (sent or pending).
    pub messages: usize,
}

/// One freelancer as the agency knows them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VendorRecord {
    pub uuid: Uuid,
    /// Their name as last known: from their record, else from the last message to them.
    pub name: Option<String>,
    pub status: Option<VendorStatus>,
    pub tags: Vec<String>,
    pub notes: Vec<Note>,
    pub rates: Vec<Rate>,
    pub contact: ContactSummary,
}

impl VendorRecord {
    pub fn do_not_contact(&self) -> bool {
        self.status == Some(VendorStatus::DoNotContact)
    }
}

/// One change to any number of freelancers, made whole or not at all.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VendorChange {
    /// `Some(None)` clears the status.
    pub status: Option<Option<VendorStatus>>,
    pub add_tags: Vec<String>,
    pub remove_tags: Vec<String>,
    pub note: Option<String>,
    /// Their name, when the caller knows it (kept only when given).
    pub name: Option<String>,
}

/// Which freelancers a listing shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VendorFilter {
    /// Only these (each shown even with no record and no message); all when empty.
    pub uuids: Vec<Uuid>,
    pub status: Option<VendorStatus>,
    pub tag: Option<String>,
}

/// A recipient this directory messaged, or may have, since a given time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentContact {
    pub uuid: Uuid,
    /// When the last such message was answered (or went out, if no answer came).
    pub at_ms: i64,
    pub job: JobId,
    /// False when no answer came back (`unknown`, or still out): it may have been delivered.
    pub certain: bool,
    /// Not sent yet: waiting in a job that is queued, retrying or paused, which will send it
    /// when it runs (or is resumed).
    pub scheduled: bool,
}

/// What the guardrails read about a send's recipients, in one go: who is marked do not
/// contact, and who was messaged (or may have been) recently. Names are the caller's, else
/// the ones the store knows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RecipientMarks {
    pub do_not_contact: Vec<(Uuid, Option<String>)>,
    /// Do-not-contact recipients not counted.
    pub recent: Vec<(Option<String>, RecentContact)>,
}

/// One row of an import, already read from its file: any of its parts may be empty.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VendorImport {
    pub uuid: Uuid,
    pub name: Option<String>,
    pub status: Option<VendorStatus>,
    pub tags: Vec<String>,
    /// A note and when it was written (now, if the file does not say).
    pub note: Option<(Option<i64>, String)>,
    pub rate: Option<NewRate>,
}

/// What an import changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportSummary {
    pub freelancers: usize,
    pub notes_added: usize,
    pub notes_already_there: usize,
    pub rates: usize,
}

/// A refusal to change vendor records, in words for the user.
#[derive(Debug, thiserror::Error)]
pub enum VendorError {
    #[error("{0}")]
    Invalid(#[from] Invalid),
    #[error("there is no note {0}")]
    NoSuchNote(i64),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for VendorError {
    fn from(err: rusqlite::Error) -> Self {
        Self::Store(StoreError::Sql(err))
    }
}

impl Store {
    /// Applies `change` to every one of `uuids`, in one transaction.
    pub fn change_vendors(
        &mut self,
        directory: &str,
        uuids: &[Uuid],
        change: &VendorChange,
    ) -> Result<(), VendorError> {
        let add_tags = change
            .add_tags
            .iter()
            .map(|t| clean_tag(t))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(note) = &change.note {
            check_note(note)?;
        }
        let now = now_ms();
        let transaction = self.connection.transaction()?;
        for uuid in uuids {
            let uuid = uuid.to_string();
            touch(&transaction, directory, &uuid, change.name.as_deref(), now)?;
            if let Some(status) = change.status {
                transaction.execute(
                    "UPDATE vendor SET status = ?3 WHERE directory = ?1 AND uuid = ?2",
                    params![directory, uuid, status.map(VendorStatus::as_str)],
                )?;
            }
            for tag in &add_tags {
                add_tag(&transaction, directory, &uuid, tag)?;
            }
            for tag in &change.remove_tags {
                transaction.execute(
                    "DELETE FROM vendor_tag WHERE directory = ?1 AND uuid = ?2 AND tag = ?3",
                    params![directory, uuid, tag.trim()],
                )?;
            }
            if let Some(note) = &change.note {
                insert_note(&transaction, directory, &uuid, now, note)?;
            }
        }
        transaction.commit()?;
        Ok(())
    }

    /// Adds a note to one freelancer; its id.
    pub fn add_vendor_note(
        &mut self,
        directory: &str,
        uuid: Uuid,
        text: &str,
    ) -> Result<i64, VendorError> {
        check_note(text)?;
        let now = now_ms();
        let transaction = self.connection.transaction()?;
        touch(&transaction, directory, &uuid.to_string(), None, now)?;
        let id = insert_note(&transaction, directory, &uuid.to_string(), now, text)?;
        transaction.commit()?;
        Ok(id)
    }

    /// Rewrites a note; it keeps the time it was written and gains the time it was edited.
    pub fn edit_vendor_note(
        &mut self,
        directory: &str,
        id: i64,
        text: &str,
    ) -> Result<(), VendorError> {
        check_note(text)?;
        let changed = self.connection.execute(
            "UPDATE vendor_note SET text = ?3, edited_at = ?4 WHERE directory = ?1 AND id = ?2",
            params![directory, id, text, now_ms()],
        )?;
        if changed == 0 {
            return Err(VendorError::NoSuchNote(id));
        }
        Ok(())
    }

    pub fn delete_vendor_note(&mut self, directory: &str, id: i64) -> Result<(), VendorError> {
        let changed = self.connection.execute(
            "DELETE FROM vendor_note WHERE directory = ?1 AND id = ?2",
            params![directory, id],
        )?;
        if changed == 0 {
            return Err(VendorError::NoSuchNote(id));
        }
        Ok(())
    }

    /// Sets a rate: one per language pair, service and unit, so setting it again replaces
    /// its amount and currency. Its id.
    pub fn set_vendor_rate(
        &mut self,
        directory: &str,
        uuid: Uuid,
        rate: &NewRate,
    ) -> Result<i64, VendorError> {
        rate.check()?;
        let transaction = self.connection.transaction()?;
        let id = upsert_rate(&transaction, directory, &uuid.to_string(), rate)?;
        transaction.commit()?;
        Ok(id)
    }

    /// Removes the rate for a pair, service and unit; whether there was one.
    pub fn remove_vendor_rate(
        &mut self,
        directory: &str,
        uuid: Uuid,
        pair: &str,
        service: &str,
        unit: RateUnit,
    ) -> Result<bool, VendorError> {
        Ok(self.connection.execute(
            "DELETE FROM vendor_rate
             WHERE directory = ?1 AND uuid = ?2 AND pair = ?3 AND service = ?4 AND unit = ?5",
            params![directory, uuid.to_string(), pair, service, unit.as_str()],
        )? > 0)
    }

    /// Removes a rate by its id (as the window's rates table knows it); whether there was one.
    pub fn delete_vendor_rate(&mut self, directory: &str, id: i64) -> Result<bool, VendorError> {
        Ok(self.connection.execute(
            "DELETE FROM vendor_rate WHERE directory = ?1 AND id = ?2",
            params![directory, id],
        )? > 0)
    }

    /// One freelancer's record, empty when the agency knows nothing of them.
    pub fn vendor(&self, directory: &str, uuid: Uuid) -> Result<VendorRecord, StoreError> {
        let filter = VendorFilter {
            uuids: vec![uuid],
            ..VendorFilter::default()
        };
        Ok(self
            .vendors(directory, &filter)?
            .pop()
            .unwrap_or(VendorRecord {
                uuid,
                ..VendorRecord::default()
            }))
    }

    /// The freelancers with a record, or a message in the journal, that `filter` lets
    /// through; named ones first, by name, then by UUID.
    pub fn vendors(
        &self,
        directory: &str,
        filter: &VendorFilter,
    ) -> Result<Vec<VendorRecord>, StoreError> {
        let contacts = self.contact_summaries(directory)?;
        let mut records: BTreeMap<Uuid, VendorRecord> = BTreeMap::new();
        let rows = self.rows(
            "SELECT uuid, name, status FROM vendor WHERE directory = ?1",
            directory,
            |row| {
                Ok((
                    row.get::<_, Option<String>>(1)?,
                    row.get::<_, Option<String>>(2)?,
                ))
            },
        )?;
        for (uuid, (name, status)) in rows {
            let record = record_of(&mut records, uuid);
            record.name = name;
            record.status = status.and_then(|s| VendorStatus::parse(&s).ok());
        }
        let tags = self.rows(
            "SELECT uuid, tag FROM vendor_tag WHERE directory = ?1 ORDER BY tag COLLATE NOCASE",
            directory,
            |row| row.get::<_, String>(1),
        )?;
        for (uuid, tag) in tags {
            record_of(&mut records, uuid).tags.push(tag);
        }
        let notes = self.rows(
            "SELECT uuid, id, at, edited_at, text FROM vendor_note WHERE directory = ?1
             ORDER BY at, id",
            directory,
            |row| {
                Ok(Note {
                    id: row.get(1)?,
                    at_ms: row.get(2)?,
                    edited_at_ms: row.get(3)?,
                    text: row.get(4)?,
                })
            },
        )?;
        for (uuid, note) in notes {
            record_of(&mut records, uuid).notes.push(note);
        }
        let rates = self.rows(
            "SELECT uuid, id, pair, service, amount, currency, unit FROM vendor_rate
             WHERE directory = ?1 ORDER BY pair, service, unit",
            directory,
            |row| {
                Ok((
                    row.get::<_, i64>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, String>(4)?,
                    row.get::<_, String>(5)?,
                    row.get::<_, String>(6)?,
                ))
            },
        )?;
        for (uuid, (id, pair, service, amount, currency, unit)) in rates {
            // Only what this module wrote is here; a row that does not read is skipped rather
            // than shown wrong.
            if let (Ok(amount), Ok(currency), Ok(unit)) = (
                Amount::parse(&amount),
                Currency::parse(&currency),
                RateUnit::parse(&unit),
            ) {
                record_of(&mut records, uuid).rates.push(Rate {
                    id,
                    rate: NewRate {
                        pair,
                        service,
                        amount,
                        currency,
                        unit,
                    },
                });
            }
        }
        let names = self.rows(
            "SELECT r.uuid, r.name FROM chunk_recipient r JOIN job ON job.id = r.job
             WHERE job.directory = ?1 AND r.name IS NOT NULL ORDER BY r.job",
            directory,
            |row| row.get::<_, String>(1),
        )?;
        let mut journal_names: HashMap<Uuid, String> = HashMap::new();
        for (uuid, name) in names {
            journal_names.insert(uuid, name);
        }
        for (uuid, contact) in &contacts {
            record_of(&mut records, *uuid).contact = contact.clone();
        }
        for uuid in &filter.uuids {
            record_of(&mut records, *uuid);
        }
        let mut listed: Vec<VendorRecord> = records
            .into_values()
            .filter(|r| filter.uuids.is_empty() || filter.uuids.contains(&r.uuid))
            .filter(|r| filter.status.is_none_or(|s| r.status == Some(s)))
            .filter(|r| {
                filter
                    .tag
                    .as_deref()
                    .is_none_or(|t| r.tags.iter().any(|tag| tag.eq_ignore_ascii_case(t.trim())))
            })
            .map(|mut r| {
                if r.name.is_none() {
                    r.name = journal_names.get(&r.uuid).cloned();
                }
                r
            })
            .collect();
        if filter.uuids.is_empty() {
            listed.sort_by_cached_key(|r| (r.name.is_none(), r.name.clone(), r.uuid));
        } else {
            listed.sort_by_key(|r| filter.uuids.iter().position(|u| *u == r.uuid));
        }
        Ok(listed)
    }

    /// Rows of `sql` (whose first column is a UUID and whose one parameter is the
    /// directory) as (UUID, the rest); rows whose UUID does not read are skipped.
    fn rows<T>(
        &self,
        sql: &str,
        directory: &str,
        rest: impl Fn(&rusqlite::Row) -> rusqlite::Result<T>,
    ) -> Result<Vec<(Uuid, T)>, StoreError> {
        let mut statement = self.connection.prepare_cached(sql)?;
        let rows = statement
            .query_map([directory], |row| {
                Ok((row.get::<_, String>(0)?, rest(row)?))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows
            .into_iter()
            .filter_map(|(uuid, rest)| Some((Uuid::try_parse(&uuid).ok()?, rest)))
            .collect())
    }

    /// For every freelancer a message reached in `directory`: when last, in which job, and
    /// how many messages (one per request that reached them).
    pub fn contact_summaries(
        &self,
        directory: &str,
    ) -> Result<HashMap<Uuid, ContactSummary>, StoreError> {
        let rows = self.rows(
            "SELECT uuid, max(at), count(*),
                    (SELECT h2.job FROM sent_history h2
                     WHERE h2.directory = h.directory AND h2.uuid = h.uuid
                     ORDER BY h2.at DESC, h2.job DESC LIMIT 1)
             FROM sent_history h WHERE directory = ?1 GROUP BY uuid",
            directory,
            |row| {
                Ok(ContactSummary {
                    last_contacted_ms: row.get(1)?,
                    messages: row.get::<_, i64>(2)? as usize,
                    last_job: row.get(3)?,
                })
            },
        )?;
        Ok(rows.into_iter().collect())
    }

    /// Which of `uuids` this directory messaged at or after `since_ms`, or may have: a
    /// request that was sent or is pending counts, and so does one that went out with no
    /// answer (`unknown`, or out right now), and one still waiting to go in a job that was not
    /// cancelled (queued, retrying, or paused by Ctrl+C: resuming it would send it), whenever
    /// it was written. The latest for each, in the order of `uuids`.
    pub fn recent_contacts(
        &self,
        directory: &str,
        uuids: &[Uuid],
        since_ms: i64,
    ) -> Result<Vec<RecentContact>, StoreError> {
        let mut statement = self.connection.prepare_cached(
            "SELECT c.updated_at, r.job, c.state IN ('sent', 'pending'),
                    c.state IN ('queued', 'retrying')
             FROM chunk_recipient r
             JOIN chunk c ON c.job = r.job AND c.seq = r.seq
             JOIN job ON job.id = r.job
             WHERE job.directory = ?1 AND r.uuid = ?2 AND r.failed = 0 AND r.left_out = 0
               AND ((c.state IN ('sent', 'pending', 'unknown', 'sending') AND c.updated_at >= ?3)
                    OR (c.state IN ('queued', 'retrying') AND job.state != 'cancelled'))
             ORDER BY c.state IN ('queued', 'retrying') DESC, c.updated_at DESC, r.job DESC
             LIMIT 1",
        )?;
        let mut recent = Vec::new();
        for uuid in uuids {
            let found = statement
                .query_row(params![directory, uuid.to_string(), since_ms], |row| {
                    Ok(RecentContact {
                        uuid: *uuid,
                        at_ms: row.get(0)?,
                        job: row.get(1)?,
                        certain: row.get(2)?,
                        scheduled: row.get(3)?,
                    })
                })
                .optional()?;
            recent.extend(found);
        }
        Ok(recent)
    }

    /// The name the agency knows a freelancer by: their record's, else the one the last
    /// message to them was addressed with.
    pub fn known_name(&self, directory: &str, uuid: Uuid) -> Result<Option<String>, StoreError> {
        Ok(self
            .connection
            .prepare_cached(
                "SELECT coalesce(
                    (SELECT name FROM vendor WHERE directory = ?1 AND uuid = ?2),
                    (SELECT r.name FROM chunk_recipient r JOIN job ON job.id = r.job
                     WHERE job.directory = ?1 AND r.uuid = ?2 AND r.name IS NOT NULL
                     ORDER BY r.job DESC LIMIT 1))",
            )?
            .query_row(params![directory, uuid.to_string()], |row| row.get(0))?)
    }

    /// The marks on `recipients` (names as the caller knows them): who is marked do not
    /// contact, and, when `since_ms` is given, who was contacted since then.
    pub fn recipient_marks(
        &self,
        directory: &str,
        recipients: &[(Uuid, Option<String>)],
        since_ms: Option<i64>,
    ) -> Result<RecipientMarks, StoreError> {
        let uuids: Vec<Uuid> = recipients.iter().map(|(uuid, _)| *uuid).collect();
        let given: std::collections::HashMap<Uuid, &Option<String>> = recipients
            .iter()
            .map(|(uuid, name)| (*uuid, name))
            .collect();
        let name_of = |uuid: Uuid| -> Result<Option<String>, StoreError> {
            match given.get(&uuid) {
                Some(Some(name)) => Ok(Some(name.clone())),
                _ => self.known_name(directory, uuid),
            }
        };
        let marked = self.do_not_contact(directory, &uuids)?;
        let do_not_contact = marked
            .iter()
            .map(|uuid| Ok((*uuid, name_of(*uuid)?)))
            .collect::<Result<Vec<_>, StoreError>>()?;
        let recent = match since_ms {
            None => Vec::new(),
            Some(since) => self
                .recent_contacts(directory, &uuids, since)?
                .into_iter()
                .filter(|contact| !marked.contains(&contact.uuid))
                .map(|contact| Ok((name_of(contact.uuid)?, contact)))
                .collect::<Result<Vec<_>, StoreError>>()?,
        };
        Ok(RecipientMarks {
            do_not_contact,
            recent,
        })
    }

    /// Which of `uuids` are marked do not contact in `directory`, in their order.
    pub fn do_not_contact(&self, directory: &str, uuids: &[Uuid]) -> Result<Vec<Uuid>, StoreError> {
        let mut statement = self.connection.prepare_cached(
            "SELECT 1 FROM vendor WHERE directory = ?1 AND uuid = ?2 AND status = ?3",
        )?;
        let mut marked = Vec::new();
        for uuid in uuids {
            if statement.exists(params![
                directory,
                uuid.to_string(),
                VendorStatus::DoNotContact.as_str()
            ])? {
                marked.push(*uuid);
            }
        }
        Ok(marked)
    }

    /// Merges `rows` into the records, in one transaction: a status replaces the one there,
    /// tags are added to those there, a note is added unless one with the same text is there,
    /// a rate replaces the one for its pair, service and unit.
    pub fn import_vendors(
        &mut self,
        directory: &str,
        rows: &[VendorImport],
    ) -> Result<ImportSummary, VendorError> {
        for row in rows {
            for tag in &row.tags {
                clean_tag(tag)?;
            }
            if let Some((_, note)) = &row.note {
                check_note(note)?;
            }
            if let Some(rate) = &row.rate {
                rate.check()?;
            }
        }
        let now = now_ms();
        let mut summary = ImportSummary::default();
        let mut seen = std::collections::HashSet::new();
        let transaction = self.connection.transaction()?;
        for row in rows {
            let uuid = row.uuid.to_string();
            if seen.insert(row.uuid) {
                summary.freelancers += 1;
            }
            touch(&transaction, directory, &uuid, row.name.as_deref(), now)?;
            if let Some(status) = row.status {
                transaction.execute(
                    "UPDATE vendor SET status = ?3 WHERE directory = ?1 AND uuid = ?2",
                    params![directory, uuid, status.as_str()],
                )?;
            }
            for tag in &row.tags {
                add_tag(&transaction, directory, &uuid, tag.trim())?;
            }
            if let Some((at, text)) = &row.note {
                let there = transaction
                    .prepare_cached(
                        "SELECT 1 FROM vendor_note WHERE directory = ?1 AND uuid = ?2 AND text = ?3",
                    )?
                    .exists(params![directory, uuid, text])?;
                if there {
                    summary.notes_already_there += 1;
                } else {
                    insert_note(&transaction, directory, &uuid, at.unwrap_or(now), text)?;
                    summary.notes_added += 1;
                }
            }
            if let Some(rate) = &row.rate {
                upsert_rate(&transaction, directory, &uuid, rate)?;
                summary.rates += 1;
            }
        }
        transaction.commit()?;
        Ok(summary)
    }
}

fn record_of(records: &mut BTreeMap<Uuid, VendorRecord>, uuid: Uuid) -> &mut VendorRecord {
    records.entry(uuid).or_insert_with(|| VendorRecord {
        uuid,
        ..VendorRecord::default()
    })
}

/// Makes sure the freelancer has a record, and keeps their name when one is given.
fn touch(
    transaction: &Transaction,
    directory: &str,
    uuid: &str,
    name: Option<&str>,
    now: i64,
) -> rusqlite::Result<()> {
    let name = name.map(str::trim).filter(|n| !n.is_empty());
    transaction.execute(
        "INSERT INTO vendor (directory, uuid, name, updated_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (directory, uuid)
         DO UPDATE SET name = coalesce(excluded.name, name), updated_at = excluded.updated_at",
        params![directory, uuid, name, now],
    )?;
    Ok(())
}

fn add_tag(
    transaction: &Transaction,
    directory: &str,
    uuid: &str,
    tag: &str,
) -> rusqlite::Result<()> {
    transaction.execute(
        "INSERT OR IGNORE INTO vendor_tag (directory, uuid, tag) VALUES (?1, ?2, ?3)",
        params![directory, uuid, tag],
    )?;
    Ok(())
}

fn insert_note(
    transaction: &Transaction,
    directory: &str,
    uuid: &str,
    at: i64,
    text: &str,
) -> rusqlite::Result<i64> {
    transaction.execute(
        "INSERT INTO vendor_note (directory, uuid, at, text) VALUES (?1, ?2, ?3, ?4)",
        params![directory, uuid, at, text],
    )?;
    Ok(transaction.last_insert_rowid())
}

fn upsert_rate(
    transaction: &Transaction,
    directory: &str,
    uuid: &str,
    rate: &NewRate,
) -> rusqlite::Result<i64> {
    touch(transaction, directory, uuid, None, now_ms())?;
    transaction.query_row(
        "INSERT INTO vendor_rate (directory, uuid, pair, service, amount, currency, unit)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (directory, uuid, pair, service, unit)
         DO UPDATE SET amount = excluded.amount, currency = excluded.currency
         RETURNING id",
        params![
            directory,
            uuid,
            rate.pair,
            rate.service,
            rate.amount.as_str(),
            rate.currency.as_str(),
            rate.unit.as_str()
        ],
        |row| row.get(0),
    )
}

/// Whether `uuid` is marked do not contact on this desk: the one reading of the mark that
/// the outbox's last refusal (`store/outbox.rs`) and an offer's waves (`store/offers.rs`)
/// both make.
pub(super) fn is_marked_do_not_contact(
    connection: &rusqlite::Connection,
    directory: &str,
    uuid: Uuid,
) -> rusqlite::Result<bool> {
    connection
        .prepare_cached(
            "SELECT 1 FROM vendor WHERE directory = ?1 AND uuid = ?2 AND status = 'do_not_contact'",
        )?
        .exists(params![directory, uuid.to_string()])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_jobs::{uuid, written};
    use crate::store::{JournalWrite, RequestState};

    const ENV: &str = "test";

    fn store() -> (tempfile::TempDir, Store) {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::open_in(folder.path()).unwrap();
        (folder, store)
    }

    fn rate(pair: &str, amount: &str, unit: RateUnit) -> NewRate {
        NewRate {
            pair: pair.into(),
            service: "1".into(),
            amount: Amount::parse(amount).unwrap(),
            currency: Currency::parse("eur").unwrap(),
            unit,
        }
    }

    /// Each refusal, and the command line's English for it as it has always printed it.
    fn refusal_cases() -> Vec<(Invalid, String)> {
        let long_tag = "t".repeat(MAX_TAG_CHARS + 1);
        let rate = |pair: &str, service: &str| NewRate {
            pair: pair.into(),
            service: service.into(),
            ..rate("eng_deu", "1", RateUnit::Word)
        };
        vec![
            (
                clean_tag(" ").unwrap_err(),
                "a tag cannot be empty".to_owned(),
            ),
            (
                clean_tag(&long_tag).unwrap_err(),
                format!("the tag '{long_tag}' is longer than 40 characters"),
            ),
            (
                clean_tag("a;b").unwrap_err(),
                "the tag 'a;b' may not hold ';' or line breaks (';' separates tags in files)"
                    .into(),
            ),
            (
                check_note("\n").unwrap_err(),
                "a note cannot be empty".into(),
            ),
            (
                check_note(&"n".repeat(MAX_NOTE_CHARS + 1)).unwrap_err(),
                "a note may be at most 10000 characters long".into(),
            ),
            (
                Amount::parse(" ").unwrap_err(),
                "'' is not an amount: write it with digits, e.g. 0.08 or 45".into(),
            ),
            (
                Amount::parse("1,5").unwrap_err(),
                "'1,5' is not an amount: use digits and a point, e.g. 0.08 or 45 (no currency \
                 signs, commas or minus)"
                    .into(),
            ),
            (
                Amount::parse("1234567890123").unwrap_err(),
                "'1234567890123' is not an amount: it is too large".into(),
            ),
            (
                Amount::parse("0.1234567").unwrap_err(),
                "'0.1234567' is not an amount: at most 6 digits after the point".into(),
            ),
            (
                Currency::parse("EURO").unwrap_err(),
                "'EURO' is not a currency code; write its ISO 4217 code, e.g. EUR, USD or GBP"
                    .into(),
            ),
            (
                rate("engdeu", "1").check().unwrap_err(),
                "'engdeu' is not a language pair code such as eng_deu".into(),
            ),
            (
                rate("eng_deu", "1 2").check().unwrap_err(),
                "'1 2' is not a service id".into(),
            ),
        ]
    }

    /// Each refusal in the command line's English, exactly as it has always printed it, and
    /// in the window's German.
    #[test]
    fn refusals_read_in_english_for_the_command_line_and_in_the_windows_language() {
        let _german = crate::i18n::scoped(crate::i18n::Language::German);
        for (refusal, english) in refusal_cases() {
            assert_eq!(refusal.to_string(), english, "the command line's words");
            assert_eq!(VendorError::from(refusal.clone()).to_string(), english);
            let german = refusal.words();
            assert_ne!(german, english, "worded in the window's language");
            assert!(!german.starts_with('\''), "{german}");
        }
        assert_eq!(
            check_note("").unwrap_err().words(),
            "eine Notiz darf nicht leer sein"
        );
        assert_eq!(
            check_note(&"n".repeat(MAX_NOTE_CHARS + 1))
                .unwrap_err()
                .words(),
            "eine Notiz darf höchstens 10.000 Zeichen lang sein",
            "grouped as German writes numbers"
        );
    }

    #[test]
    fn statuses_units_amounts_and_currencies_read_as_typed_and_refuse_nonsense() {
        assert_eq!(VendorStatus::parse("On hold"), Ok(VendorStatus::OnHold));
        assert_eq!(
            VendorStatus::parse("do-not-contact"),
            Ok(VendorStatus::DoNotContact)
        );
        let err = VendorStatus::parse("busy").unwrap_err();
        assert!(err.contains("too expensive"), "{err}");
        assert_eq!(RateUnit::parse("Words"), Ok(RateUnit::Word));
        assert!(RateUnit::parse("line").is_err());
        for (typed, kept) in [
            ("0.080", "0.08"),
            ("45", "45"),
            ("007.50", "7.5"),
            (".5", "0.5"),
        ] {
            assert_eq!(Amount::parse(typed).unwrap().as_str(), kept, "{typed}");
        }
        for bad in ["", "-1", "1,5", "€3", "1e3", "0.1234567", "1234567890123"] {
            assert!(Amount::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(Currency::parse(" usd ").unwrap().as_str(), "USD");
        assert!(Currency::parse("EURO").is_err());
        assert!(Currency::parse("XAU").is_err(), "gold is not a fee");
        assert!(
            CURRENCIES.windows(2).all(|w| w[0] < w[1]),
            "sorted for the search"
        );
    }

    #[test]
    fn status_tags_notes_and_rates_are_kept_per_environment() {
        let (_folder, mut store) = store();
        let change = VendorChange {
            status: Some(Some(VendorStatus::Active)),
            add_tags: vec!["legal".into(), " medical ".into()],
            note: Some("Fast, careful, \"prefers\" email,\nnot calls".into()),
            ..VendorChange::default()
        };
        store
            .change_vendors(ENV, &[uuid(1), uuid(2)], &change)
            .unwrap();
        store
            .change_vendors(
                ENV,
                &[uuid(2)],
                &VendorChange {
                    status: Some(Some(VendorStatus::TooExpensive)),
                    remove_tags: vec!["legal".into()],
                    ..VendorChange::default()
                },
            )
            .unwrap();
        let one = store.vendor(ENV, uuid(1)).unwrap();
        assert_eq!(one.status, Some(VendorStatus::Active));
        assert_eq!(one.tags, vec!["legal", "medical"]);
        assert_eq!(
            one.notes[0].text,
            "Fast, careful, \"prefers\" email,\nnot calls"
        );
        let two = store.vendor(ENV, uuid(2)).unwrap();
        assert_eq!(two.status, Some(VendorStatus::TooExpensive));
        assert_eq!(two.tags, vec!["medical"]);
        assert_eq!(
            store.vendor("other", uuid(1)).unwrap(),
            VendorRecord {
                uuid: uuid(1),
                ..VendorRecord::default()
            },
            "another directory knows nothing of them"
        );

        // Notes: add, edit (keeping when it was written), delete.
        let id = store.add_vendor_note(ENV, uuid(1), "Second").unwrap();
        store.edit_vendor_note(ENV, id, "Second, edited").unwrap();
        let notes = store.vendor(ENV, uuid(1)).unwrap().notes;
        assert_eq!(notes.len(), 2);
        assert_eq!(notes[1].text, "Second, edited");
        assert!(notes[1].edited_at_ms.is_some());
        assert!(matches!(
            store.edit_vendor_note("other", id, "x"),
            Err(VendorError::NoSuchNote(_))
        ));
        store.delete_vendor_note(ENV, notes[0].id).unwrap();
        assert_eq!(store.vendor(ENV, uuid(1)).unwrap().notes.len(), 1);
        assert!(store.add_vendor_note(ENV, uuid(1), "   ").is_err());

        // Rates: one per pair, service and unit; setting again replaces the amount.
        store
            .set_vendor_rate(ENV, uuid(1), &rate("eng_deu", "0.08", RateUnit::Word))
            .unwrap();
        store
            .set_vendor_rate(ENV, uuid(1), &rate("eng_deu", "0.090", RateUnit::Word))
            .unwrap();
        store
            .set_vendor_rate(ENV, uuid(1), &rate("eng_deu", "40", RateUnit::Hour))
            .unwrap();
        let rates = store.vendor(ENV, uuid(1)).unwrap().rates;
        let kept: Vec<(&str, RateUnit)> = rates
            .iter()
            .map(|r| (r.rate.amount.as_str(), r.rate.unit))
            .collect();
        assert_eq!(kept, vec![("40", RateUnit::Hour), ("0.09", RateUnit::Word)]);
        assert!(
            store
                .remove_vendor_rate(ENV, uuid(1), "eng_deu", "1", RateUnit::Hour)
                .unwrap()
        );
        assert!(
            !store
                .remove_vendor_rate(ENV, uuid(1), "eng_deu", "1", RateUnit::Hour)
                .unwrap()
        );
        assert!(store.delete_vendor_rate(ENV, rates[1].id).unwrap());
        assert!(store.vendor(ENV, uuid(1)).unwrap().rates.is_empty());
        assert!(
            store
                .set_vendor_rate(ENV, uuid(1), &rate("english", "1", RateUnit::Job))
                .is_err()
        );

        // A bad tag changes nobody.
        let bad = VendorChange {
            status: Some(Some(VendorStatus::DoNotContact)),
            add_tags: vec!["a;b".into()],
            ..VendorChange::default()
        };
        assert!(store.change_vendors(ENV, &[uuid(1)], &bad).is_err());
        assert_eq!(
            store.vendor(ENV, uuid(1)).unwrap().status,
            Some(VendorStatus::Active)
        );
    }

    #[test]
    fn last_contact_and_messages_come_from_the_journal() {
        let (_folder, mut store) = store();
        let first = written(&mut store, ENV, &[1, 2], RequestState::Sent);
        let second = written(&mut store, ENV, &[1], RequestState::Pending);
        written(&mut store, ENV, &[1, 3], RequestState::Rejected);
        let unknown = written(&mut store, ENV, &[4], RequestState::Unknown);
        written(&mut store, "other", &[5], RequestState::Sent);

        let one = store.vendor(ENV, uuid(1)).unwrap();
        assert_eq!(
            one.contact.messages, 2,
            "sent and pending count; rejected does not"
        );
        assert_eq!(one.contact.last_job, Some(second));
        assert_eq!(one.name.as_deref(), Some("Name 1"), "the journal's name");
        assert_eq!(
            store.vendor(ENV, uuid(2)).unwrap().contact.last_job,
            Some(first)
        );
        assert_eq!(store.vendor(ENV, uuid(3)).unwrap().contact.messages, 0);

        // Listing shows everyone with a record or a message that reached them.
        store
            .change_vendors(
                ENV,
                &[uuid(9)],
                &VendorChange {
                    status: Some(Some(VendorStatus::Potential)),
                    add_tags: vec!["Legal".into()],
                    ..VendorChange::default()
                },
            )
            .unwrap();
        let listed: Vec<Uuid> = store
            .vendors(ENV, &VendorFilter::default())
            .unwrap()
            .iter()
            .map(|r| r.uuid)
            .collect();
        assert_eq!(listed, vec![uuid(1), uuid(2), uuid(9)]);
        let legal = store
            .vendors(
                ENV,
                &VendorFilter {
                    tag: Some("legal".into()),
                    ..VendorFilter::default()
                },
            )
            .unwrap();
        assert_eq!(legal.len(), 1);
        assert_eq!(legal[0].uuid, uuid(9));

        // The guard: sent, pending and possibly delivered count, since the given time.
        let recent = store
            .recent_contacts(ENV, &[uuid(4), uuid(3), uuid(1), uuid(5)], 0)
            .unwrap();
        let seen: Vec<(Uuid, JobId, bool)> =
            recent.iter().map(|r| (r.uuid, r.job, r.certain)).collect();
        assert_eq!(
            seen,
            vec![(uuid(4), unknown, false), (uuid(1), second, true)]
        );
        assert!(
            store
                .recent_contacts(ENV, &[uuid(1)], now_ms() + 60_000)
                .unwrap()
                .is_empty()
        );
    }

    /// A job written before someone was marked do not contact, and still running: the request
    /// they are in does not begin with them in it, and is sent to who is left.
    #[test]
    fn a_mark_made_while_a_job_runs_leaves_them_out_of_its_next_request() {
        let (_folder, mut store) = store();
        let job = written(&mut store, ENV, &[1, 2], RequestState::Queued);
        let only = written(&mut store, ENV, &[2], RequestState::Queued);
        // `message` began them; put both back to waiting as a run that read them would see.
        store
            .connection
            .execute("UPDATE chunk SET state = 'queued'", [])
            .unwrap();
        let mark = VendorChange {
            status: Some(Some(VendorStatus::DoNotContact)),
            ..VendorChange::default()
        };
        store.change_vendors(ENV, &[uuid(2)], &mark).unwrap();
        let begin = |job| JournalWrite::begin_sending(job, 1);
        assert_eq!(
            store.apply(&[begin(job)]).unwrap(),
            [false],
            "not begun with them"
        );
        let chunk = &store.chunks(job, None).unwrap()[0];
        assert_eq!(chunk.state, RequestState::Queued);
        let going: Vec<Uuid> = chunk.addressees().map(|r| r.uuid).collect();
        assert_eq!(going, [uuid(1)]);
        assert_eq!(
            store.apply(&[begin(job)]).unwrap(),
            [true],
            "then begun without them"
        );
        // Nobody left: the request fails with a note instead of going.
        assert_eq!(store.apply(&[begin(only)]).unwrap(), [false]);
        assert_eq!(
            store.chunks(only, None).unwrap()[0].state,
            RequestState::Failed
        );
    }

    /// A request still waiting to go (a paused job, as Ctrl+C leaves it) counts as a contact
    /// for the recent-contact guard, however long ago it was written; a cancelled one does not.
    #[test]
    fn a_message_waiting_to_go_counts_as_a_recent_contact() {
        let (_folder, mut store) = store();
        let paused = written(&mut store, ENV, &[1], RequestState::Queued);
        let cancelled = written(&mut store, ENV, &[2], RequestState::Queued);
        store
            .connection
            .execute("UPDATE chunk SET state = 'queued', updated_at = 0", [])
            .unwrap();
        store
            .set_job_state(paused, crate::store::JobState::Paused, None)
            .unwrap();
        store
            .set_job_state(cancelled, crate::store::JobState::Cancelled, None)
            .unwrap();
        let since = now_ms() - 86_400_000;
        let found = store
            .recent_contacts(ENV, &[uuid(1), uuid(2)], since)
            .unwrap();
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].uuid, found[0].job), (uuid(1), paused));
        assert!(found[0].scheduled && !found[0].certain);
    }

    #[test]
    fn do_not_contact_is_per_environment() {
        let (_folder, mut store) = store();
        let mark = VendorChange {
            status: Some(Some(VendorStatus::DoNotContact)),
            ..VendorChange::default()
        };
        store
            .change_vendors(ENV, &[uuid(2), uuid(3)], &mark)
            .unwrap();
        assert_eq!(
            store
                .do_not_contact(ENV, &[uuid(3), uuid(1), uuid(2)])
                .unwrap(),
            vec![uuid(3), uuid(2)]
        );
        assert!(
            store
                .do_not_contact("other", &[uuid(2)])
                .unwrap()
                .is_empty()
        );
        let clear = VendorChange {
            status: Some(None),
            ..VendorChange::default()
        };
        store.change_vendors(ENV, &[uuid(2)], &clear).unwrap();
        assert_eq!(
            store.do_not_contact(ENV, &[uuid(2), uuid(3)]).unwrap(),
            vec![uuid(3)]
        );
    }

    #[test]
    fn an_import_merges_and_adds_each_note_once() {
        let (_folder, mut store) = store();
        store
            .change_vendors(
                ENV,
                &[uuid(1)],
                &VendorChange {
                    status: Some(Some(VendorStatus::Active)),
                    add_tags: vec!["legal".into()],
                    note: Some("Kept".into()),
                    ..VendorChange::default()
                },
            )
            .unwrap();
        let rows = vec![
            VendorImport {
                uuid: uuid(1),
                status: Some(VendorStatus::OnHold),
                tags: vec!["medical".into()],
                note: Some((None, "Kept".into())),
                ..VendorImport::default()
            },
            VendorImport {
                uuid: uuid(1),
                note: Some((Some(5), "New".into())),
                rate: Some(rate("eng_fra", "0.1", RateUnit::Word)),
                ..VendorImport::default()
            },
        ];
        let summary = store.import_vendors(ENV, &rows).unwrap();
        assert_eq!(
            summary,
            ImportSummary {
                freelancers: 1,
                notes_added: 1,
                notes_already_there: 1,
                rates: 1
            }
        );
        let one = store.vendor(ENV, uuid(1)).unwrap();
        assert_eq!(one.status, Some(VendorStatus::OnHold), "replaced");
        assert_eq!(one.tags, vec!["legal", "medical"], "united");
        let notes: Vec<(i64, &str)> = one
            .notes
            .iter()
            .map(|n| (n.at_ms, n.text.as_str()))
            .collect();
        assert_eq!(notes[0], (5, "New"), "kept with its own time");
        assert_eq!(notes.len(), 2);
        // A row that does not check out leaves everything as it was.
        let before = store.vendor(ENV, uuid(1)).unwrap();
        let bad = vec![
            VendorImport {
                uuid: uuid(1),
                status: Some(VendorStatus::DoNotContact),
                ..VendorImport::default()
            },
            VendorImport {
                uuid: uuid(2),
                tags: vec!["".into()],
                ..VendorImport::default()
            },
        ];
        assert!(store.import_vendors(ENV, &bad).is_err());
        assert_eq!(store.vendor(ENV, uuid(1)).unwrap(), before);
    }
}
