//! Vendor records shared by the team (schema version 2): per directory, a freelancer's
//! status, tags, notes and rates, each with the desk and coordinator that wrote it, as each
//! desk's own store keeps them (`store::vendors`, whose value types and checks are used here).
//!
//! Do not contact is the `do_not_contact` mark the guard reads: setting the status to do not
//! contact writes the mark too, in the same transaction; setting any other status takes this
//! desk's own mark off, and a colleague's mark stays (only the desk that marked takes it off),
//! so that freelancer's status is left as it is. A mark shows as the status do not contact,
//! whatever the status row says (marks made before version 2 have no status row).
//!
//! Notes keep their author for good; any coordinator of the team may edit or delete a note,
//! and the last one to edit it is named.

use std::collections::BTreeMap;

use tokio_postgres::Row;
use uuid::Uuid;

use super::guard::{Desk, TeamMark, mark_of};
use super::rows::{self, MAX_NAME};
use super::{Team, TeamError};
use crate::store::{
    Amount, Currency, MAX_NOTE_CHARS, NewRate, RateUnit, VendorStatus, check_note, clean_tag,
};

/// One change to any number of freelancers, made on the team whole or not at all.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TeamVendorChange {
    /// `Some(None)` clears the status.
    pub status: Option<Option<VendorStatus>>,
    pub add_tags: Vec<String>,
    pub remove_tags: Vec<String>,
    pub note: Option<String>,
}

/// What a change did beyond what was asked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TeamVendorChanged {
    /// Freelancers whose status was left as it is: a colleague's do-not-contact mark stays
    /// on them (with the colleague's name).
    pub kept_marked: Vec<(Uuid, String)>,
}

/// A status as the team set it, and who set it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStatusSet {
    /// `None`: cleared.
    pub status: Option<VendorStatus>,
    pub by: String,
    pub at_ms: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamTag {
    pub tag: String,
    pub by: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamNote {
    pub id: Uuid,
    pub text: String,
    /// The coordinator who wrote it.
    pub by: String,
    pub at_ms: i64,
    pub edited_at_ms: Option<i64>,
    pub edited_by: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRate {
    pub rate: NewRate,
    pub by: String,
    pub at_ms: i64,
}

/// One freelancer as the team knows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamVendor {
    pub freelancer: Uuid,
    pub status: Option<TeamStatusSet>,
    pub do_not_contact: Option<TeamMark>,
    /// By tag, case-insensitively.
    pub tags: Vec<TeamTag>,
    /// Oldest first.
    pub notes: Vec<TeamNote>,
    /// By pair, service and unit.
    pub rates: Vec<TeamRate>,
}

impl TeamVendor {
    fn new(freelancer: Uuid) -> Self {
        Self {
            freelancer,
            status: None,
            do_not_contact: None,
            tags: Vec::new(),
            notes: Vec::new(),
            rates: Vec::new(),
        }
    }

    /// The status the team shows: do not contact while a mark is on them, else the one set.
    pub fn shown_status(&self) -> Option<VendorStatus> {
        if self.do_not_contact.is_some() {
            return Some(VendorStatus::DoNotContact);
        }
        self.status.as_ref().and_then(|s| s.status)
    }
}

/// A note as the team keeps it: line breaks as `\n`, no other control characters (a
/// terminal's escape sequences among them).
fn checked_note(text: &str) -> Result<String, TeamError> {
    check_note(text).map_err(|invalid| TeamError::BadInput(invalid.to_string()))?;
    let text = text.replace("\r\n", "\n");
    if text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
    {
        return Err(TeamError::BadInput(
            "a note may not hold control characters other than line breaks and tabs".into(),
        ));
    }
    Ok(text.trim().to_owned())
}

impl Team {
    /// Applies `change` to every one of `uuids` as `desk`, in one transaction.
    pub async fn change_vendors(
        &mut self,
        directory: &str,
        desk: &Desk,
        uuids: &[Uuid],
        change: &TeamVendorChange,
    ) -> Result<TeamVendorChanged, TeamError> {
        self.writable().await?;
        let coordinator = desk.checked_coordinator()?;
        let add_tags = change
            .add_tags
            .iter()
            .map(|t| clean_tag(t))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|invalid| TeamError::BadInput(invalid.to_string()))?;
        let remove_tags: Vec<String> = change
            .remove_tags
            .iter()
            .map(|t| t.trim().to_owned())
            .collect();
        let note = change.note.as_deref().map(checked_note).transpose()?;
        let url = self.url.clone();
        let failed = |err: tokio_postgres::Error| super::query_error(&url, &err);
        // In one order for every desk, as the guard's claims: no deadlock between two.
        let mut uuids = uuids.to_vec();
        uuids.sort_unstable();
        uuids.dedup();
        let transaction = self.client.transaction().await.map_err(failed)?;
        let mut changed = TeamVendorChanged::default();
        for uuid in &uuids {
            if let Some(status) = change.status {
                let kept = set_status(&transaction, directory, desk, &coordinator, *uuid, status)
                    .await
                    .map_err(failed)?;
                if let Some(who) = kept {
                    changed.kept_marked.push((*uuid, who));
                }
            }
            for tag in &add_tags {
                transaction
                    .execute(
                        concat!(
                            "INSERT INTO vendor_tags (directory, freelancer, tag, desk, coordinator, added_at_ms)
                             VALUES ($1, $2, $3, $4, $5, ",
                            rows::server_now_ms!(),
                            ") ON CONFLICT DO NOTHING"
                        ),
                        &[&directory, uuid, tag, &desk.id, &coordinator],
                    )
                    .await
                    .map_err(failed)?;
            }
            if !remove_tags.is_empty() {
                transaction
                    .execute(
                        "DELETE FROM vendor_tags
                         WHERE directory = $1 AND freelancer = $2 AND tag = ANY($3)",
                        &[&directory, uuid, &remove_tags],
                    )
                    .await
                    .map_err(failed)?;
            }
            if let Some(note) = &note {
                transaction
                    .execute(
                        concat!(
                            "INSERT INTO vendor_notes (id, directory, freelancer, desk, coordinator, text, at_ms)
                             VALUES ($1, $2, $3, $4, $5, $6, ",
                            rows::server_now_ms!(),
                            ")"
                        ),
                        &[&Uuid::new_v4(), &directory, uuid, &desk.id, &coordinator, note],
                    )
                    .await
                    .map_err(failed)?;
            }
        }
        transaction.commit().await.map_err(failed)?;
        changed.kept_marked.sort_by_key(|(uuid, _)| *uuid);
        Ok(changed)
    }

    /// Rewrites note `id` as `desk`: it keeps its author and time, and gains this
    /// coordinator's name and the time as its editor.
    pub async fn edit_vendor_note(
        &self,
        directory: &str,
        desk: &Desk,
        id: Uuid,
        text: &str,
    ) -> Result<(), TeamError> {
        self.writable().await?;
        let coordinator = desk.checked_coordinator()?;
        let text = checked_note(text)?;
        let changed = self
            .client
            .execute(
                concat!(
                    "UPDATE vendor_notes SET text = $3, edited_at_ms = ",
                    rows::server_now_ms!(),
                    ", edited_by = $4
                     WHERE directory = $1 AND id = $2"
                ),
                &[&directory, &id, &text, &coordinator],
            )
            .await
            .map_err(|err| self.failed(&err))?;
        if changed == 0 {
            return Err(no_such_note(id));
        }
        Ok(())
    }

    /// Deletes note `id`, whoever wrote it.
    pub async fn delete_vendor_note(&self, directory: &str, id: Uuid) -> Result<(), TeamError> {
        self.writable().await?;
        let changed = self
            .client
            .execute(
                "DELETE FROM vendor_notes WHERE directory = $1 AND id = $2",
                &[&directory, &id],
            )
            .await
            .map_err(|err| self.failed(&err))?;
        if changed == 0 {
            return Err(no_such_note(id));
        }
        Ok(())
    }

    /// Sets `freelancer`'s rate for its pair, service and unit as `desk`, replacing the one
    /// there.
    pub async fn set_vendor_rate(
        &self,
        directory: &str,
        desk: &Desk,
        freelancer: Uuid,
        rate: &NewRate,
    ) -> Result<(), TeamError> {
        self.writable().await?;
        let coordinator = desk.checked_coordinator()?;
        rate.check()
            .map_err(|invalid| TeamError::BadInput(invalid.to_string()))?;
        self.client
            .execute(
                concat!(
                    "INSERT INTO vendor_rates (directory, freelancer, pair, service, unit, amount,
                       currency, desk, coordinator, set_at_ms)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, ",
                    rows::server_now_ms!(),
                    ")
                     ON CONFLICT (directory, freelancer, pair, service, unit) DO UPDATE SET
                       amount = EXCLUDED.amount, currency = EXCLUDED.currency, desk = EXCLUDED.desk,
                       coordinator = EXCLUDED.coordinator, set_at_ms = EXCLUDED.set_at_ms"
                ),
                &[
                    &directory,
                    &freelancer,
                    &rate.pair,
                    &rate.service,
                    &rate.unit.as_str(),
                    &rate.amount.as_str(),
                    &rate.currency.as_str(),
                    &desk.id,
                    &coordinator,
                ],
            )
            .await
            .map_err(|err| self.failed(&err))?;
        Ok(())
    }

    /// Removes `freelancer`'s rate for a pair, service and unit; whether there was one.
    pub async fn remove_vendor_rate(
        &self,
        directory: &str,
        freelancer: Uuid,
        pair: &str,
        service: &str,
        unit: RateUnit,
    ) -> Result<bool, TeamError> {
        self.writable().await?;
        let removed = self
            .client
            .execute(
                "DELETE FROM vendor_rates WHERE directory = $1 AND freelancer = $2
                   AND pair = $3 AND service = $4 AND unit = $5",
                &[&directory, &freelancer, &pair, &service, &unit.as_str()],
            )
            .await
            .map_err(|err| self.failed(&err))?;
        Ok(removed > 0)
    }

    /// The team's records of `directory`: of every freelancer it knows anything of, or only
    /// of `only` (those it knows nothing of are left out). By UUID. A row this desk cannot
    /// believe refuses the whole reading, in words.
    pub async fn vendors(
        &self,
        directory: &str,
        only: Option<&[Uuid]>,
    ) -> Result<Vec<TeamVendor>, TeamError> {
        self.writable().await?;
        let only: Option<Vec<Uuid>> = only.map(<[Uuid]>::to_vec);
        let now = rows::now_ms();
        let statuses = self
            .of_directory(
                "SELECT freelancer, status, coordinator, set_at_ms FROM vendor_status
                 WHERE directory = $1 AND ($2::uuid[] IS NULL OR freelancer = ANY($2))",
                directory,
                &only,
            )
            .await?;
        let marks = self
            .of_directory(
                "SELECT freelancer, coordinator, reason, marked_at_ms FROM do_not_contact
                 WHERE directory = $1 AND ($2::uuid[] IS NULL OR freelancer = ANY($2))",
                directory,
                &only,
            )
            .await?;
        let tags = self
            .of_directory(
                "SELECT freelancer, tag, coordinator FROM vendor_tags
                 WHERE directory = $1 AND ($2::uuid[] IS NULL OR freelancer = ANY($2))
                 ORDER BY lower(tag), tag",
                directory,
                &only,
            )
            .await?;
        let notes = self
            .of_directory(
                "SELECT freelancer, id, text, coordinator, at_ms, edited_at_ms, edited_by
                 FROM vendor_notes
                 WHERE directory = $1 AND ($2::uuid[] IS NULL OR freelancer = ANY($2))
                 ORDER BY at_ms, id",
                directory,
                &only,
            )
            .await?;
        let rates = self
            .of_directory(
                "SELECT freelancer, pair, service, unit, amount, currency, coordinator, set_at_ms
                 FROM vendor_rates
                 WHERE directory = $1 AND ($2::uuid[] IS NULL OR freelancer = ANY($2))
                 ORDER BY pair, service, unit",
                directory,
                &only,
            )
            .await?;
        let mut found: BTreeMap<Uuid, TeamVendor> = BTreeMap::new();
        let mut read = || -> Result<(), String> {
            for row in &statuses {
                let (uuid, status) = status_of(row, now)?;
                vendor(&mut found, uuid).status = Some(status);
            }
            for row in &marks {
                let mark = mark_of(row, now)?;
                let freelancer = mark.freelancer;
                vendor(&mut found, freelancer).do_not_contact = Some(mark);
            }
            for row in &tags {
                let (uuid, tag) = tag_of(row)?;
                vendor(&mut found, uuid).tags.push(tag);
            }
            for row in &notes {
                let (uuid, note) = note_of(row, now)?;
                vendor(&mut found, uuid).notes.push(note);
            }
            for row in &rates {
                let (uuid, rate) = rate_of(row, now)?;
                vendor(&mut found, uuid).rates.push(rate);
            }
            Ok(())
        };
        read().map_err(|detail| self.bad_row(detail))?;
        Ok(found.into_values().collect())
    }

    /// The rows of `sql`, whose parameters are the directory and the freelancers (all with
    /// `None`).
    async fn of_directory(
        &self,
        sql: &str,
        directory: &str,
        only: &Option<Vec<Uuid>>,
    ) -> Result<Vec<Row>, TeamError> {
        self.client
            .query(sql, &[&directory, only])
            .await
            .map_err(|err| self.failed(&err))
    }
}

/// Sets one freelancer's status in `transaction`; the colleague whose mark stays (and then the
/// status is left as it is), if any.
async fn set_status(
    transaction: &tokio_postgres::Transaction<'_>,
    directory: &str,
    desk: &Desk,
    coordinator: &str,
    freelancer: Uuid,
    status: Option<VendorStatus>,
) -> Result<Option<String>, tokio_postgres::Error> {
    if status == Some(VendorStatus::DoNotContact) {
        super::guard::write_mark(transaction, directory, freelancer, desk, coordinator, None)
            .await?;
    } else {
        transaction
            .execute(
                "DELETE FROM do_not_contact WHERE directory = $1 AND freelancer = $2 AND desk = $3",
                &[&directory, &freelancer, &desk.id],
            )
            .await?;
        let others = transaction
            .query(
                "SELECT coordinator FROM do_not_contact WHERE directory = $1 AND freelancer = $2",
                &[&directory, &freelancer],
            )
            .await?;
        if let Some(row) = others.first() {
            let who = rows::column::<&str>(row, 0).unwrap_or("a colleague");
            return Ok(Some(rows::shown_text(who, MAX_NAME)));
        }
    }
    transaction
        .execute(
            concat!(
                "INSERT INTO vendor_status (directory, freelancer, status, desk, coordinator, set_at_ms)
                 VALUES ($1, $2, $3, $4, $5, ",
                rows::server_now_ms!(),
                ")
                 ON CONFLICT (directory, freelancer) DO UPDATE SET status = EXCLUDED.status,
                   desk = EXCLUDED.desk, coordinator = EXCLUDED.coordinator,
                   set_at_ms = EXCLUDED.set_at_ms"
            ),
            &[
                &directory,
                &freelancer,
                &status.map(VendorStatus::as_str),
                &desk.id,
                &coordinator,
            ],
        )
        .await?;
    Ok(None)
}

fn no_such_note(id: Uuid) -> TeamError {
    TeamError::BadInput(format!("the team has no note {id}"))
}

fn vendor(found: &mut BTreeMap<Uuid, TeamVendor>, uuid: Uuid) -> &mut TeamVendor {
    found.entry(uuid).or_insert_with(|| TeamVendor::new(uuid))
}

/// A status word exactly as this desk writes it, or why it is not one.
fn known_status(word: &str) -> Result<VendorStatus, String> {
    VendorStatus::ALL
        .into_iter()
        .find(|s| s.as_str() == word)
        .ok_or_else(|| {
            format!(
                "a status this desk does not know ({:?})",
                rows::shown_text(word, 40)
            )
        })
}

/// (freelancer, status, coordinator, set_at_ms).
fn status_of(row: &Row, now_ms: i64) -> Result<(Uuid, TeamStatusSet), String> {
    let status: Option<&str> = rows::column(row, 1)?;
    Ok((
        rows::column(row, 0)?,
        TeamStatusSet {
            status: status.map(known_status).transpose()?,
            by: rows::shown_text(rows::column(row, 2)?, MAX_NAME),
            at_ms: rows::checked_time(rows::column(row, 3)?, now_ms)?,
        },
    ))
}

/// (freelancer, tag, coordinator).
fn tag_of(row: &Row) -> Result<(Uuid, TeamTag), String> {
    let tag: &str = rows::column(row, 1)?;
    Ok((
        rows::column(row, 0)?,
        TeamTag {
            tag: clean_tag(tag).map_err(|err| {
                format!(
                    "a tag this desk does not keep ({})",
                    rows::shown_text(&err.to_string(), 100)
                )
            })?,
            by: rows::shown_text(rows::column(row, 2)?, MAX_NAME),
        },
    ))
}

/// (freelancer, id, text, coordinator, at_ms, edited_at_ms, edited_by).
fn note_of(row: &Row, now_ms: i64) -> Result<(Uuid, TeamNote), String> {
    let text: &str = rows::column(row, 2)?;
    // Line breaks kept; any other control character (an escape sequence) becomes a space.
    let text: String = text
        .chars()
        .map(|c| if c.is_control() && c != '\n' { ' ' } else { c })
        .take(MAX_NOTE_CHARS)
        .collect();
    let edited_at_ms: Option<i64> = rows::column(row, 5)?;
    let edited_by: Option<&str> = rows::column(row, 6)?;
    Ok((
        rows::column(row, 0)?,
        TeamNote {
            id: rows::column(row, 1)?,
            text,
            by: rows::shown_text(rows::column(row, 3)?, MAX_NAME),
            at_ms: rows::checked_time(rows::column(row, 4)?, now_ms)?,
            edited_at_ms: edited_at_ms
                .map(|at| rows::checked_time(at, now_ms))
                .transpose()?,
            edited_by: edited_by.map(|by| rows::shown_text(by, MAX_NAME)),
        },
    ))
}

/// (freelancer, pair, service, unit, amount, currency, coordinator, set_at_ms).
fn rate_of(row: &Row, now_ms: i64) -> Result<(Uuid, TeamRate), String> {
    let unit: &str = rows::column(row, 3)?;
    let unit = RateUnit::ALL
        .into_iter()
        .find(|u| u.as_str() == unit)
        .ok_or_else(|| {
            format!(
                "a rate unit this desk does not know ({:?})",
                rows::shown_text(unit, 20)
            )
        })?;
    let rate = NewRate {
        pair: rows::column::<&str>(row, 1)?.to_owned(),
        service: rows::column::<&str>(row, 2)?.to_owned(),
        amount: Amount::parse(rows::column(row, 4)?).map_err(|err| {
            format!(
                "a rate's amount ({})",
                rows::shown_text(&err.to_string(), 100)
            )
        })?,
        currency: Currency::parse(rows::column(row, 5)?).map_err(|err| {
            format!(
                "a rate's currency ({})",
                rows::shown_text(&err.to_string(), 100)
            )
        })?,
        unit,
    };
    rate.check()
        .map_err(|err| format!("a rate ({})", rows::shown_text(&err.to_string(), 100)))?;
    Ok((
        rows::column(row, 0)?,
        TeamRate {
            rate,
            by: rows::shown_text(rows::column(row, 6)?, MAX_NAME),
            at_ms: rows::checked_time(rows::column(row, 7)?, now_ms)?,
        },
    ))
}
