//! The team's guard for `send`, when this directory has a team database
//! (`directory-desk team join`): before the job is written, the team's do-not-contact marks,
//! colleagues' recent contacts and others' live claims are read and the recipients claimed, in
//! one transaction ([`Team::check_and_claim`]); once the run ends, what each request became
//! is written to the team's contact history and the claims are released. A team database that
//! cannot be reached stops the send: nothing goes unchecked.

use std::collections::HashMap;
use std::sync::Arc;

use uuid::Uuid;

use crate::cli::team::{runtime, stored_password, team_of};
use crate::cli::{GlobalOptions, Outcome};
use crate::config::Environment;
use crate::outbox::guard::RecentChoice;
use crate::secret::Secret;
use crate::store::{JobId, JobRecord, RequestState, Store};
use crate::team::{Desk, Message, Team, TeamError, TeamGuard};
use crate::worker::team_guard::{claim_words, contact_words, unsent, write_contacts};

/// The claims a send holds on the team database until its run ends; released when dropped
/// before (a send that stopped before its job was written).
pub struct TeamClaim {
    /// Shared, so that a call can borrow the claim while the runtime drives it (a handle
    /// cannot drive a current-thread runtime's IO).
    runtime: Arc<tokio::runtime::Runtime>,
    team: Team,
    /// To connect again: a run can last longer than a connection.
    password: Option<Secret>,
    desk: Desk,
    directory: String,
    message: Message,
    /// The claims went with a written job (released with its contacts, or noted for a later
    /// send): not released on drop.
    settled: bool,
}

/// What the team found, and the claims taken.
pub struct TeamCheck {
    pub claim: TeamClaim,
    pub found: TeamGuard,
}

/// The team's check for `recipients` (with the names the caller knows), or `None` when this
/// directory has no team database. Any failure stops the send, in words naming the host.
pub fn check(
    environment: &Environment,
    global: &GlobalOptions,
    store: &Store,
    recipients: &[Uuid],
    now_ms: i64,
    subject: &str,
) -> Result<Option<TeamCheck>, Outcome> {
    let directory = environment.directory_key();
    let Some((url, desk)) = team_of(global, &directory)? else {
        return Ok(None);
    };
    let message = Message {
        identity: format!("send/{}", Uuid::new_v4()),
        subject: subject.to_owned(),
    };
    let runtime = runtime()?;
    let password = stored_password(&directory);
    let checked = runtime.block_on(async {
        // Opened, not only connected: a desk that knows a newer schema brings the database up
        // to it, else it could not write (`Team::writable`).
        let mut team = Team::reopen(&url, password.as_ref()).await?;
        push_unsent(&team, &directory, &desk, store).await;
        let found = team
            .check_and_claim(
                &directory,
                &desk,
                recipients,
                environment.recent_contact_days,
                now_ms,
                &message,
            )
            .await?;
        Ok::<_, TeamError>((team, found))
    });
    let (team, found) = checked.map_err(cannot_check)?;
    Ok(Some(TeamCheck {
        claim: TeamClaim {
            runtime: Arc::new(runtime),
            team,
            password,
            desk,
            directory,
            message,
            settled: false,
        },
        found,
    }))
}

/// With a team database: checks what job `record` would send again (resume, retry, resend:
/// every recipient of a request not settled) as a new send is checked, and claims them.
/// Anyone the team has marked, a colleague messaged recently or another desk is messaging
/// now stops it, named, before anything goes; so does a team database that cannot be
/// asked. `None` when the directory has no team database.
pub fn recheck(
    environment: &Environment,
    global: &GlobalOptions,
    record: &JobRecord,
) -> Result<Option<TeamClaim>, Outcome> {
    let again: Vec<&crate::store::JobRecipient> = record
        .requests
        .iter()
        .filter(|r| {
            !matches!(
                r.state,
                RequestState::Sent | RequestState::Pending | RequestState::Rejected
            )
        })
        .flat_map(|r| r.recipients.iter().filter(|p| !p.left_out))
        .collect();
    let uuids: Vec<Uuid> = again.iter().map(|r| r.uuid).collect();
    let names: HashMap<Uuid, String> = again
        .iter()
        .filter_map(|r| r.name.clone().map(|name| (r.uuid, name)))
        .collect();
    let store = crate::cli::open_store(environment, global)?;
    let now_ms = crate::store::now_ms();
    let Some(checked) = check(environment, global, &store, &uuids, now_ms, &record.subject)? else {
        return Ok(None);
    };
    let found = &checked.found;
    if found.is_clear() {
        return Ok(Some(checked.claim));
    }
    checked.print_marks(&names);
    checked.print_recent(
        &names,
        RecentChoice::Ask,
        environment.recent_contact_days,
        now_ms,
    );
    eprintln!(
        "error: job {} was not sent again: the team's checks above stop it (nothing was sent)",
        record.id
    );
    Err(Outcome::SomeFailed)
}

/// The team could not be asked: nothing is sent.
fn cannot_check(err: TeamError) -> Outcome {
    match &err {
        TeamError::Unreachable { host, detail } => {
            eprintln!(
                "error: the team database at {host} can't be reached: the do-not-contact and \
                 recent-contact checks can't be made; nothing was sent"
            );
            eprintln!("  details: {detail}");
        }
        _ => {
            eprintln!("error: {err}");
            eprintln!(
                "the do-not-contact and recent-contact checks can't be made; nothing was sent"
            );
        }
    }
    Outcome::SomeFailed
}

impl TeamCheck {
    /// Names the team's do-not-contact marks, as the local ones are named.
    pub fn print_marks(&self, names: &HashMap<Uuid, String>) {
        for mark in &self.found.do_not_contact {
            let reason = if mark.reason.is_empty() {
                String::new()
            } else {
                format!(" ({})", mark.reason)
            };
            eprintln!(
                "left out, marked do not contact by {} for the team: {}{reason}",
                mark.coordinator,
                label(mark.freelancer, names)
            );
        }
    }

    /// Names colleagues' recent contacts and others' live claims, as the user's word on
    /// recent contacts treats them. How many there are.
    pub fn print_recent(
        &self,
        names: &HashMap<Uuid, String>,
        choice: RecentChoice,
        days: u32,
        now_ms: i64,
    ) -> usize {
        let n = self.found.recent.len() + self.found.claimed_elsewhere.len();
        if n == 0 {
            return 0;
        }
        let said = format!(
            "{} messaged by colleagues in the last {}, or being messaged now",
            crate::words::count(n, "recipient"),
            crate::words::count(days as usize, "day"),
        );
        match choice {
            RecentChoice::Ask => eprintln!("error: {said}:"),
            RecentChoice::LeaveOut => eprintln!("leaving out, as asked: {said}:"),
            RecentChoice::Include => eprintln!("sending to them too, as asked: {said}:"),
        }
        for contact in &self.found.recent {
            eprintln!(
                "  {}: {}",
                label(contact.freelancer, names),
                contact_words(contact, now_ms)
            );
        }
        for claim in &self.found.claimed_elsewhere {
            eprintln!(
                "  {}: {}{}",
                label(claim.freelancer, names),
                claim_words(claim, now_ms),
                if choice == RecentChoice::Include {
                    "; left out all the same: a send under way on another desk is never doubled"
                } else {
                    ""
                }
            );
        }
        n
    }

    /// Whether `uuid` goes, given the team's findings and the user's word.
    pub fn keeps(&self, uuid: Uuid, choice: RecentChoice) -> bool {
        self.found.keeps(uuid, choice == RecentChoice::LeaveOut)
    }
}

/// Writes the contacts of the jobs noted for the team (see [`TeamClaim::record_job`]), read
/// from this desk's journal.
async fn push_unsent(team: &Team, directory: &str, desk: &Desk, store: &Store) {
    let Some(folder) = crate::store::default_folder() else {
        return;
    };
    let jobs = unsent::noted(&folder, directory)
        .unwrap_or_default()
        .into_iter()
        .map(|(id, claim)| (id, claim, store.job(id).map_err(|_| ())))
        .collect();
    crate::worker::team_guard::push_unsent(team, directory, desk, &folder, jobs).await;
}

fn label(uuid: Uuid, names: &HashMap<Uuid, String>) -> String {
    match names.get(&uuid) {
        Some(name) => format!("{name} ({uuid})"),
        None => uuid.to_string(),
    }
}

impl TeamClaim {
    /// Connects again if the connection ended while the job ran (nothing is sent on it in
    /// between: the server, or a restart of it, may have closed it).
    async fn connected(&mut self) -> Result<&Team, TeamError> {
        if !self.team.answers().await {
            let url = self.team.url().clone();
            self.team = Team::reopen(&url, self.password.as_ref()).await?;
        }
        Ok(&self.team)
    }

    /// Releases this send's claims on `only` those recipients (`None`: on all of them).
    fn release(&mut self, only: Option<&[Uuid]>) -> Result<u64, TeamError> {
        let runtime = Arc::clone(&self.runtime);
        runtime.block_on(async {
            let (directory, identity) = (self.directory.clone(), self.message.identity.clone());
            self.connected()
                .await?
                .release(&directory, &identity, only)
                .await
        })
    }

    /// Releases the claims on everyone but `kept` (left out by a guardrail or the user).
    pub fn keep_only(&mut self, kept: &[Uuid], asked: &[Uuid]) {
        let dropped: Vec<Uuid> = asked
            .iter()
            .filter(|u| !kept.contains(u))
            .copied()
            .collect();
        if dropped.is_empty() {
            return;
        }
        if let Err(err) = self.release(Some(&dropped)) {
            eprintln!(
                "warning: {err}; this send's claims on the recipients left out stay in the team \
                 database (colleagues are told they are being messaged)"
            );
        }
    }

    /// Writes what each request of job `id` became to the team's contact history (sent,
    /// pending, perhaps sent), then releases every claim of this send. With the team database
    /// away, the job is noted in the data folder and its contacts written by the next send
    /// that reaches it (the journal keeps what they were).
    pub fn record_job(mut self, environment: &Environment, global: &GlobalOptions, id: JobId) {
        // The job is written, so its claims stay until its contacts are: released without
        // them, a colleague would find neither and could send again.
        self.settled = true;
        let read = crate::cli::open_store(environment, global)
            .ok()
            .and_then(|store| store.job(id).ok());
        let record = match read {
            Some(Some(record)) => record,
            Some(None) | None => {
                eprintln!(
                    "warning: job {id} could not be read for the team; its contacts will be \
                     written by the next send that reaches it"
                );
                self.note_unsent(id);
                return;
            }
        };
        let host = self.team.url().host().to_owned();
        let runtime = Arc::clone(&self.runtime);
        let written = runtime.block_on(async {
            let (directory, desk, identity) = (
                self.directory.clone(),
                self.desk.clone(),
                self.message.identity.clone(),
            );
            let team = self.connected().await?;
            write_contacts(team, &directory, &desk, &record).await?;
            team.release(&directory, &identity, None).await
        });
        if let Err(err) = written {
            eprintln!(
                "warning: job {id}'s contacts could not all be written to the team database at \
                 {host}: {err}; they will be by the next send that reaches it"
            );
            self.note_unsent(id);
        }
    }

    /// Notes job `id` for the next send to write its contacts and release this send's
    /// claims; if even that fails, the claims stay (colleagues are told the freelancers are
    /// being messaged, until the claims expire), which is the side that sends nothing twice.
    fn note_unsent(&self, id: JobId) {
        let noted = crate::store::default_folder()
            .ok_or_else(|| "this system has no data folder".to_owned())
            .and_then(|folder| unsent::note(&folder, &self.directory, id, &self.message.identity));
        if let Err(err) = noted {
            eprintln!(
                "warning: {err}; this send's claims stay in the team database for up to a day"
            );
        }
    }
}

impl Drop for TeamClaim {
    fn drop(&mut self) {
        if self.settled {
            return;
        }
        let _ = self.release(None);
    }
}
