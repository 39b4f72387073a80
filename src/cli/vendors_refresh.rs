//! `directory-desk vendors refresh [UUID…] [--json]`: brings the vendor records' facts from
//! the directory up to date from their user summaries (`GET /users?uuids=…`, dozens a
//! request, through the worker's `Command::Summaries`): name, membership, time zone and
//! country (`store/vendor_facts.rs`), and says for each what changed. Without UUIDs, every
//! freelancer `vendors show` lists. A UUID the directory does not know keeps its record, and
//! is named. In a team, the facts are the desk's own (they are the directory's, not the
//! team's judgement); status, tags, notes and rates are not touched.

use serde_json::json;
use uuid::Uuid;

use super::{
    GlobalOptions, Outcome, api_failure, connect, error_json, print_api_error, usage_error,
};
use crate::api::{SummariesEnd, Summary, UserSummary};
use crate::store::{FactChange, Store, VendorFacts, VendorFilter};
use crate::worker::{Command, Event, TaskId};

pub(super) fn run(
    store: &mut Store,
    directory: &str,
    typed: &[String],
    json: bool,
    global: &GlobalOptions,
) -> Result<Outcome, Outcome> {
    let uuids = if typed.is_empty() {
        let listed = store
            .vendors(directory, &VendorFilter::default())
            .map_err(|err| usage_error(format!("cannot read the vendor records: {err}")))?;
        listed.into_iter().map(|record| record.uuid).collect()
    } else {
        let found = crate::uuids::extract_from_arguments(typed);
        if let Some(bad) = found.invalid.first() {
            return Err(usage_error(format!("'{bad}' is not a UUID")));
        }
        found.uuids
    };
    if uuids.is_empty() {
        eprintln!("no vendor records to refresh");
        return Ok(Outcome::Done);
    }
    let (_connection, worker) = connect(global)?;
    worker.send(Command::Summaries {
        task: TaskId(1),
        uuids,
    });
    let (mut changed, mut unchanged, mut unknown, mut failed) = (0, 0, 0, 0);
    let (end, progress) = loop {
        match worker.next() {
            Some(Event::Summary { uuid, summary, .. }) => {
                let line = match summary {
                    Summary::Found(found) => {
                        match store.refresh_vendor(directory, uuid, &facts_of(&found)) {
                            Ok(changes) if changes.is_empty() => {
                                unchanged += 1;
                                Line::Unchanged
                            }
                            Ok(changes) => {
                                changed += 1;
                                Line::Changed(changes)
                            }
                            Err(err) => {
                                failed += 1;
                                Line::NotKept(err.to_string())
                            }
                        }
                    }
                    Summary::Unknown => {
                        unknown += 1;
                        Line::Unknown
                    }
                    Summary::Failed(err) => {
                        failed += 1;
                        Line::Failed(err)
                    }
                };
                println!("{}", line.print(uuid, json));
            }
            Some(Event::SummariesFinished { end, progress, .. }) => break (end, progress),
            Some(_) => {}
            None => break (SummariesEnd::Cancelled, Default::default()),
        }
    };
    eprintln!(
        "{} vendors: {changed} changed, {unchanged} unchanged, {unknown} unknown to the directory \
         (their records kept), {failed} failed, in {} requests",
        progress.total, progress.requests
    );
    Ok(match end {
        SummariesEnd::SignedOut(err) => {
            print_api_error(&err);
            api_failure(&err)
        }
        SummariesEnd::Completed if unknown == 0 && failed == 0 => Outcome::Done,
        SummariesEnd::Completed | SummariesEnd::Cancelled => Outcome::SomeFailed,
    })
}

/// What a summary says of the facts a vendor record keeps.
pub(super) fn facts_of(summary: &UserSummary) -> VendorFacts {
    let membership = summary.is_proz_member.map(|member| {
        let mut words = match (member, summary.proz_membership_type.as_deref()) {
            (true, Some(kind)) => format!("member ({kind})"),
            (true, None) => "member".to_owned(),
            (false, _) => "not a member".to_owned(),
        };
        if summary.is_cpn == Some(true) {
            words.push_str(", CPN");
            if let Some(pair) = &summary.cpn_language_pair {
                words.push_str(&format!(" in {pair}"));
            }
        }
        words
    });
    VendorFacts {
        name: summary.site_name.clone(),
        membership,
        timezone: summary.timezone.clone(),
        country: summary.country.clone(),
    }
}

enum Line {
    Changed(Vec<FactChange>),
    Unchanged,
    Unknown,
    Failed(crate::api::ApiError),
    NotKept(String),
}

impl Line {
    fn print(&self, uuid: Uuid, json: bool) -> String {
        let shown = |value: &Option<String>| value.clone().unwrap_or_else(|| "(none)".into());
        match (self, json) {
            (Self::Changed(changes), false) => {
                let words: Vec<String> = changes
                    .iter()
                    .map(|c| format!("{}: {} → {}", c.fact, shown(&c.before), shown(&c.after)))
                    .collect();
                format!("{uuid}\t{}", words.join("; "))
            }
            (Self::Changed(changes), true) => {
                let changes: Vec<_> = changes
                    .iter()
                    .map(|c| json!({"fact": c.fact, "before": c.before, "after": c.after}))
                    .collect();
                json!({"uuid": uuid, "ok": true, "changed": changes}).to_string()
            }
            (Self::Unchanged, false) => format!("{uuid}\tunchanged"),
            (Self::Unchanged, true) => json!({"uuid": uuid, "ok": true, "changed": []}).to_string(),
            (Self::Unknown, false) => {
                format!("{uuid}\tunknown: the directory knows no user with this UUID (record kept)")
            }
            (Self::Unknown, true) => {
                json!({"uuid": uuid, "ok": false, "unknown": true}).to_string()
            }
            (Self::Failed(err), false) => format!("{uuid}\terror: {}", err.plain_words()),
            (Self::Failed(err), true) => {
                let mut line = json!({"uuid": uuid, "ok": false, "unknown": false});
                if let (Some(line), serde_json::Value::Object(error)) =
                    (line.as_object_mut(), error_json(err))
                {
                    line.extend(error);
                }
                line.to_string()
            }
            (Self::NotKept(why), false) => format!("{uuid}\terror: not kept: {why}"),
            (Self::NotKept(why), true) => {
                json!({"uuid": uuid, "ok": false, "unknown": false, "message": why}).to_string()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::models::FromRaw;

    #[test]
    fn a_summary_becomes_the_facts_a_record_keeps() {
        let serde_json::Value::Object(raw) = json!({
            "site_name": "Lea Keller", "country": "ch", "timezone": "Europe/Zurich",
            "is_proz_member": true, "proz_membership_type": "individual",
            "is_cpn": true, "cpn_language_pair": "deu_fra"
        }) else {
            unreachable!("an object")
        };
        let facts = facts_of(&UserSummary::from_raw(raw));
        assert_eq!(facts.name.as_deref(), Some("Lea Keller"));
        assert_eq!(
            facts.membership.as_deref(),
            Some("member (individual), CPN in deu_fra")
        );
        assert_eq!(facts.country.as_deref(), Some("ch"));
        assert_eq!(facts_of(&UserSummary::default()), VendorFacts::default());
        let line = Line::Changed(vec![FactChange {
            fact: "time zone",
            before: None,
            after: Some("Europe/Zurich".into()),
        }]);
        assert_eq!(
            line.print(Uuid::nil(), false),
            format!("{}\ttime zone: (none) → Europe/Zurich", Uuid::nil())
        );
    }
}
