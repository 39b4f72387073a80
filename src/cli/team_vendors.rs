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
            let mut team = Team::reopen(&self.url, self.password.as_ref()).await?;
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

    /// Shares `facts` of this desk's offers (each with its offer's number here).
    pub(super) fn share_offer_answers(
        &self,
        facts: &[(i64, crate::store::AnswerFact)],
    ) -> Result<(), TeamError> {
        self.run(async |team, directory, desk| {
            team.share_offer_answers(directory, desk, facts).await
        })
    }

    /// Every desk's answers to offers about `only`.
    pub(super) fn offer_answers(
        &self,
        only: &[Uuid],
    ) -> Result<Vec<crate::store::AnswerFact>, TeamError> {
        self.run(async |team, directory, _| team.offer_answers(directory, Some(only)).await)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{Amount, Currency, VendorStatus};
    use crate::team::{TeamNote, TeamRate, TeamStatusSet, TeamTag};

    fn local(uuid: Uuid, name: &str, status: VendorStatus, note: &str) -> VendorRecord {
        VendorRecord {
            uuid,
            name: Some(name.to_owned()),
            status: Some(status),
            tags: vec!["old".into()],
            notes: vec![Note {
                id: 1,
                at_ms: 1,
                edited_at_ms: None,
                text: note.to_owned(),
            }],
            ..VendorRecord::default()
        }
    }

    fn team(uuid: Uuid, status: Option<VendorStatus>, tag: &str) -> TeamVendor {
        TeamVendor {
            freelancer: uuid,
            status: Some(TeamStatusSet {
                status,
                by: "Ben".into(),
                at_ms: 2,
            }),
            do_not_contact: None,
            tags: vec![TeamTag {
                tag: tag.to_owned(),
                by: "Ben".into(),
            }],
            notes: vec![TeamNote {
                id: Uuid::new_v4(),
                text: "from the team".into(),
                by: "Ana".into(),
                at_ms: 3,
                edited_at_ms: None,
                edited_by: None,
            }],
            rates: vec![TeamRate {
                rate: NewRate {
                    pair: "eng_deu".into(),
                    service: "1".into(),
                    amount: Amount::parse("0.08").unwrap(),
                    currency: Currency::parse("EUR").unwrap(),
                    unit: RateUnit::Word,
                },
                by: "Ana".into(),
                at_ms: 3,
            }],
        }
    }

    #[test]
    fn the_teams_record_wins_whole_and_the_desks_own_shows_where_the_team_knows_nothing() {
        let (known, alone, new) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
        let listed = merged(
            vec![
                local(known, "Bea", VendorStatus::Active, "mine"),
                local(alone, "Carl", VendorStatus::Potential, "only here"),
            ],
            vec![
                team(known, Some(VendorStatus::OnHold), "legal"),
                // Cleared by the team: the team's word wins over nothing.
                team(new, None, "medical"),
            ],
            &VendorFilter::default(),
        );
        // Named first, by name; then the one only the team knows.
        let uuids: Vec<Uuid> = listed.iter().map(|l| l.record.uuid).collect();
        assert_eq!(uuids, [known, alone, new]);
        let bea = &listed[0];
        assert_eq!(
            bea.record.name.as_deref(),
            Some("Bea"),
            "the desk's own name"
        );
        assert_eq!(bea.record.status, Some(VendorStatus::OnHold));
        assert_eq!(bea.record.tags, ["legal"]);
        assert_eq!(bea.record.notes.len(), 1);
        assert_eq!(bea.record.notes[0].text, "from the team");
        assert_eq!(bea.authors, [Some("Ana".to_owned())]);
        assert_eq!(bea.record.rates.len(), 1);
        let carl = &listed[1];
        assert_eq!(carl.record.status, Some(VendorStatus::Potential));
        assert_eq!(carl.authors, [None]);
        assert_eq!(listed[2].record.status, None);
        assert_eq!(listed[2].record.name, None);
    }

    #[test]
    fn a_listings_status_and_tag_apply_to_the_merged_records() {
        let (known, alone) = (Uuid::new_v4(), Uuid::new_v4());
        let records = || {
            (
                vec![
                    local(known, "Bea", VendorStatus::Active, "mine"),
                    local(alone, "Carl", VendorStatus::Active, "only here"),
                ],
                vec![team(known, Some(VendorStatus::OnHold), "Legal")],
            )
        };
        let (mine, theirs) = records();
        let active = merged(
            mine,
            theirs,
            &VendorFilter {
                status: Some(VendorStatus::Active),
                ..VendorFilter::default()
            },
        );
        assert_eq!(active.len(), 1);
        assert_eq!(active[0].record.uuid, alone);
        let (mine, theirs) = records();
        let legal = merged(
            mine,
            theirs,
            &VendorFilter {
                tag: Some(" legal ".into()),
                ..VendorFilter::default()
            },
        );
        assert_eq!(legal.len(), 1);
        assert_eq!(legal[0].record.uuid, known);
        // Asked for by UUID: in the order asked.
        let (mine, theirs) = records();
        let asked = merged(
            mine,
            theirs,
            &VendorFilter {
                uuids: vec![alone, known],
                ..VendorFilter::default()
            },
        );
        let uuids: Vec<Uuid> = asked.iter().map(|l| l.record.uuid).collect();
        assert_eq!(uuids, [alone, known]);
    }
}
