//! `vendors` on a desk whose directory has a team database (`directory-desk team join`):
//! every change is written to the team database first, in one transaction, then to the
//! desk's own store; with the team database away or refusing, nothing changes anywhere and a
//! note typed is printed back, so that nothing typed is lost. `show` and `export` list the
//! team's records merged with the desk's own: for a freelancer the team knows anything of,
//! the team's status, tags, notes (with their author) and rates are shown, whole; the desk's
//! own record shows only for freelancers the team knows nothing of (records made before the
//! desk joined, say). Names and contacts are always the desk's own.

use std::collections::BTreeMap;

use uuid::Uuid;

use super::team::{runtime, stored_password, team_of};
use super::{GlobalOptions, Outcome};
use crate::secret::Secret;
use crate::store::{NewRate, Note, Rate, RateUnit, VendorFilter, VendorRecord};
use crate::team::{
    Desk, Team, TeamError, TeamUrl, TeamVendor, TeamVendorChange, TeamVendorChanged,
};

/// This desk in its directory's team.
pub(super) struct TeamDesk {
    url: TeamUrl,
    desk: Desk,
    password: Option<Secret>,
    directory: String,
}

/// The team database of `directory`, or `None` when the desk works alone.
pub(super) fn team_desk(
    global: &GlobalOptions,
    directory: &str,
) -> Result<Option<TeamDesk>, Outcome> {
    Ok(team_of(global, directory)?.map(|(url, desk)| TeamDesk {
        url,
        desk,
        password: stored_password(directory),
        directory: directory.to_owned(),
    }))
}

impl TeamDesk {
    pub(super) fn host(&self) -> &str {
        self.url.host()
    }

    /// Runs `work` on a connection made for it, the schema brought up to date first (a desk
    /// that knows a newer schema than the database upgrades it).
    fn run<T>(
        &self,
        work: impl AsyncFnOnce(&mut Team, &str, &Desk) -> Result<T, TeamError>,
    ) -> Result<T, TeamError> {
        let runtime = runtime().map_err(|_| TeamError::Failed {
            host: self.url.host().to_owned(),
            detail: "no runtime could be started".into(),
        })?;
        runtime.block_on(async {
            let mut team = Team::open(&self.url, self.password.as_ref()).await?;
            work(&mut team, &self.directory, &self.desk).await
        })
    }

    /// Applies `change` to `uuids` on the team. A refusal is printed, with the note typed.
    pub(super) fn change(
        &self,
        uuids: &[Uuid],
        change: &TeamVendorChange,
    ) -> Result<TeamVendorChanged, Outcome> {
        self.run(async |team, directory, desk| {
            team.change_vendors(directory, desk, uuids, change).await
        })
        .map_err(|err| refused(&err, change.note.as_deref()))
    }

    pub(super) fn set_rate(&self, uuid: Uuid, rate: &NewRate) -> Result<(), Outcome> {
        self.run(async |team, directory, desk| {
            team.set_vendor_rate(directory, desk, uuid, rate).await
        })
        .map_err(|err| refused(&err, None))
    }

    /// Whether the team had that rate.
    pub(super) fn remove_rate(
        &self,
        uuid: Uuid,
        pair: &str,
        service: &str,
        unit: RateUnit,
    ) -> Result<bool, Outcome> {
        self.run(async |team, directory, _| {
            team.remove_vendor_rate(directory, uuid, pair, service, unit)
                .await
        })
        .map_err(|err| refused(&err, None))
    }

    /// The team's records (of `only`, when not empty).
    pub(super) fn read(&self, only: &[Uuid]) -> Result<Vec<TeamVendor>, TeamError> {
        let only = (!only.is_empty()).then_some(only);
        self.run(async |team, directory, _| team.vendors(directory, only).await)
    }
}

/// Says why the team refused a change, that nothing changed, and prints back a note typed.
fn refused(err: &TeamError, typed_note: Option<&str>) -> Outcome {
    eprintln!("error: {err}; nothing was changed");
    if let Some(note) = typed_note {
        eprintln!(
            "your note was not kept anywhere; here it is as typed, to give again once the team \
             database takes it:\n{note}"
        );
    }
    match err {
        TeamError::BadUrl(_) | TeamError::BadInput(_) => Outcome::Usage,
        TeamError::Refused { .. } | TeamError::NeedsPassword { .. } => Outcome::AuthFailed,
        _ => Outcome::SomeFailed,
    }
}

/// One freelancer as listed: the record, and each note's author (in the order of its notes;
/// `None` for the desk's own notes).
pub(super) struct Listed {
    pub record: VendorRecord,
    pub authors: Vec<Option<String>>,
}

/// The desk's records `local` (read for `filter`'s uuids only) with the team's `team` over
/// them, then `filter`'s status and tag applied; named ones first, by name, then by UUID, or
/// in the order of `filter`'s uuids.
pub(super) fn merged(
    local: Vec<VendorRecord>,
    team: Vec<TeamVendor>,
    filter: &VendorFilter,
) -> Vec<Listed> {
    let mut listed: BTreeMap<Uuid, Listed> = local
        .into_iter()
        .map(|record| {
            let authors = vec![None; record.notes.len()];
            (record.uuid, Listed { record, authors })
        })
        .collect();
    for vendor in team {
        let entry = listed.entry(vendor.freelancer).or_insert_with(|| Listed {
            record: VendorRecord {
                uuid: vendor.freelancer,
                ..VendorRecord::default()
            },
            authors: Vec::new(),
        });
        let record = &mut entry.record;
        record.status = vendor.shown_status();
        record.tags = vendor.tags.into_iter().map(|t| t.tag).collect();
        entry.authors = vendor.notes.iter().map(|n| Some(n.by.clone())).collect();
        record.notes = vendor
            .notes
            .into_iter()
            .map(|n| Note {
                id: 0,
                at_ms: n.at_ms,
                edited_at_ms: n.edited_at_ms,
                text: n.text,
            })
            .collect();
        record.rates = vendor
            .rates
            .into_iter()
            .map(|r| Rate {
                id: 0,
                rate: r.rate,
            })
            .collect();
    }
    let mut listed: Vec<Listed> = listed
        .into_values()
        .filter(|l| filter.status.is_none_or(|s| l.record.status == Some(s)))
        .filter(|l| {
            filter.tag.as_deref().is_none_or(|t| {
                l.record
                    .tags
                    .iter()
                    .any(|tag| tag.eq_ignore_ascii_case(t.trim()))
            })
        })
        .collect();
    if filter.uuids.is_empty() {
        listed.sort_by_cached_key(|l| {
            (
                l.record.name.is_none(),
                l.record.name.clone(),
                l.record.uuid,
            )
        });
    } else {
        listed.sort_by_key(|l| filter.uuids.iter().position(|u| *u == l.record.uuid));
    }
    listed
}
