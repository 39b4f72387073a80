//! The team's guard for the window's sends, and what the command line's `send` shares of it:
//! when the directory's desks share a team database (`directory-desk team join`, or the
//! Connection settings), a send is checked against the team's do-not-contact marks,
//! colleagues' recent contacts and other desks' live claims, and its recipients claimed, in
//! one transaction, before its job is written ([`TeamSide::check`]); once its run ends, what
//! each request became is written to the team's contact history and the claims released
//! ([`TeamSide::record_job`]). A team database that cannot be asked stops the send: nothing
//! goes unchecked.
//!
//! The connection is made on the worker's runtime, when first needed, and made again when
//! the server ended it (a restart). One check, release or write at a time per desk.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Mutex as StdMutex;
use std::time::Duration;

use tokio::sync::{Mutex, MutexGuard};
use uuid::Uuid;

use crate::outbox::guard::ago;
use crate::secret::Secret;
use crate::store::{JobId, JobRecord, RequestState};
pub use crate::team::TeamJoined;
use crate::team::{
    ClaimedElsewhere, ContactState, Desk, Message, Team, TeamContact, TeamError, TeamGuard, TeamUrl,
};

/// How long a connection that sat idle may take to answer before it is taken for dead.
const ANSWER_PATIENCE: Duration = Duration::from_secs(5);
/// How long a check, a release or a job's contacts may take in all (a connection made
/// again included) before the team database is taken for unreachable.
pub(super) const CHECK_PATIENCE: Duration = Duration::from_secs(30);
/// How long the check of a job sent again may take before the team is taken for away: the
/// user waits for it, having asked to send now.
pub(super) const RECHECK_PATIENCE: Duration = Duration::from_secs(8);
/// How long a job waits for the team database before it is tried again
/// ([`TeamToCheck::away_retry`]'s default): often enough that a restart of the server costs
/// a minute, rarely enough that a team away for a weekend is asked a few thousand times, by
/// one connection attempt each.
pub const TEAM_AWAY_RETRY: Duration = Duration::from_secs(60);

/// Where an outbox learns the team database its directory's desks share: the one the front
/// end's environment names, unless the configuration file, read again before every check,
/// names another for the directory (a team joined on the command line while the window is
/// open; a directory reached through a custom base URL, whose environment was not read from
/// the file). The front end decides nothing else: every send and every job sent again is
/// checked by the outbox itself.
#[derive(Debug, Clone)]
pub struct TeamToCheck {
    pub joined: Option<TeamJoined>,
    /// The configuration file, if there is one.
    pub config: Option<PathBuf>,
    /// The keyring the team's password is kept in (the front end's).
    pub keyring: crate::auth::CredentialStore,
    /// Colleagues' contacts count over this many days when a job is sent again (the
    /// environment's `recent_contact_days`).
    pub recent_days: u32,
    /// How long a job paused for the team database away waits before it is tried again
    /// ([`TEAM_AWAY_RETRY`]; shorter in tests).
    pub away_retry: Duration,
}

impl TeamToCheck {
    /// No team database, and no configuration file to learn one from.
    pub fn none() -> Self {
        Self {
            joined: None,
            config: None,
            keyring: crate::auth::CredentialStore::default(),
            recent_days: 0,
            away_retry: TEAM_AWAY_RETRY,
        }
    }

    /// The team to check against now: the configuration file's entry for `directory` when
    /// it has one, else the front end's. A file that cannot be read is an error: which team
    /// a send must be checked against is then not known.
    pub fn resolve(&self, directory: &str) -> Result<Option<TeamJoined>, String> {
        let Some(path) = self.config.as_deref().filter(|path| path.exists()) else {
            return Ok(self.joined.clone());
        };
        let config = crate::config::Config::load(path).map_err(|err| {
            format!("the configuration file could not be read to learn this directory's team database: {err}")
        })?;
        match config.teams.get(directory) {
            Some(entry) => Ok(Some(TeamJoined {
                url: entry.team_url()?,
                coordinator: entry.coordinator.clone(),
            })),
            // A team the front end knows and the file does not (left on the command line
            // while the window is open, or never written there): still checked against, the
            // side that sends nothing twice.
            None => Ok(self.joined.clone()),
        }
    }
}

/// What the team's check found, and the claim it took: `claim` names the claims, which the
/// front end gives back with the job it creates (or releases, if nothing is sent).
#[derive(Debug, Clone)]
pub struct TeamFound {
    pub claim: String,
    pub found: TeamGuard,
    /// The team database's host, for the words that name it.
    pub host: String,
}

/// The team as the worker's outbox sees it, for one directory.
pub(super) struct TeamSide {
    url: TeamUrl,
    password: Option<Secret>,
    desk: Desk,
    directory: String,
    /// The data folder, where jobs whose contacts the team database missed are noted.
    folder: PathBuf,
    connection: Mutex<Option<Team>>,
    /// Claims taken by checks and not yet given to a job or released: released when the
    /// worker stops, so that a confirmation closed by a directory switch holds nothing.
    /// By claim, the recipients its check claimed.
    open_claims: StdMutex<HashMap<String, Vec<Uuid>>>,
    /// Claims (or some of their recipients) given back and not yet released on the server.
    pending_releases: StdMutex<Vec<(String, Option<Vec<Uuid>>)>>,
}

impl TeamSide {
    /// The team side for `directory`, as `joined` says, with this data folder's desk id and
    /// the password the keyring keeps (read on a blocking thread: keyring calls can wait).
    pub async fn open(
        joined: TeamJoined,
        keyring: crate::auth::CredentialStore,
        directory: String,
        folder: PathBuf,
    ) -> Result<Self, String> {
        let (keyring_directory, desk_folder) = (directory.clone(), folder.clone());
        let read = tokio::task::spawn_blocking(move || {
            let id = super::desk_id(&desk_folder)?;
            // A keyring that cannot be read only means no password: a server that wants
            // one then says so, naming its host.
            let password = keyring.team_password(&keyring_directory).ok().flatten();
            Ok::<_, String>((id, password))
        })
        .await
        .map_err(|err| format!("the team's desk id could not be read: {err}"))?;
        let (id, password) = read?;
        Ok(Self {
            url: joined.url,
            password,
            desk: Desk {
                id,
                coordinator: joined.coordinator,
            },
            directory,
            folder,
            connection: Mutex::new(None),
            open_claims: StdMutex::new(HashMap::new()),
            pending_releases: StdMutex::new(Vec::new()),
        })
    }

    pub fn host(&self) -> &str {
        self.url.host()
    }

    /// The connection, made (again) if there is none or the server ended it (or it no
    /// longer answers within [`ANSWER_PATIENCE`]: a dead link after a laptop slept).
    async fn connected(&self) -> Result<MutexGuard<'_, Option<Team>>, TeamError> {
        let mut slot = self.connection.lock().await;
        let alive = match slot.as_ref() {
            Some(team) => tokio::time::timeout(ANSWER_PATIENCE, team.answers())
                .await
                .unwrap_or(false),
            None => false,
        };
        if !alive {
            *slot = None;
            // A team database of an older schema (another desk not yet updated made it) is
            // brought up to this desk's; an empty one is not made a team.
            *slot = Some(Team::reopen(&self.url, self.password.as_ref()).await?);
        }
        Ok(slot)
    }

    /// Checks `recipients` against the team and claims those clear, for a message about
    /// `subject`; first gives back the claims released before it (so that this desk never
    /// finds its own claim as a colleague's) and writes the contacts of jobs the team
    /// database missed. Colleagues' contacts count over the last `recent_days` days. Gives
    /// up after [`CHECK_PATIENCE`], as unreachable.
    pub async fn check(
        &self,
        recipients: &[Uuid],
        recent_days: u32,
        subject: &str,
        unsent: Vec<UnsentJob>,
        patience: Duration,
    ) -> Result<TeamFound, TeamError> {
        let message = Message {
            identity: format!("send/{}", Uuid::new_v4()),
            subject: subject.to_owned(),
        };
        let checked = async {
            let mut slot = self.connected().await?;
            let team = slot.as_mut().ok_or_else(|| self.lost())?;
            self.release_pending(team).await;
            push_unsent(team, &self.directory, &self.desk, &self.folder, unsent).await;
            let now_ms = crate::store::now_ms();
            team.check_and_claim(
                &self.directory,
                &self.desk,
                recipients,
                recent_days,
                now_ms,
                &message,
            )
            .await
        };
        let found = match tokio::time::timeout(patience, checked).await {
            Ok(Ok(found)) => found,
            failed => {
                // The check may have failed (or run out of time) after its COMMIT: whatever
                // it claimed is given back, or it would bar colleagues for a day.
                self.release_later(&message.identity, None);
                return Err(match failed {
                    Ok(Err(err)) => err,
                    _ => self.too_slow(patience),
                });
            }
        };
        self.claims()
            .insert(message.identity.clone(), found.claimed.clone());
        Ok(TeamFound {
            claim: message.identity,
            found,
            host: self.host().to_owned(),
        })
    }

    /// Gives back `claim` on `only` those recipients (`None`: all of it): noted at once, so
    /// that a check that comes after it is ordered after it, and released by
    /// [`Self::flush_releases`] or the next check. One that cannot be released now stays
    /// noted for the next; the claims meanwhile bar colleagues, which sends nothing twice.
    pub fn release_later(&self, claim: &str, only: Option<Vec<Uuid>>) {
        if only.is_none() {
            self.claims().remove(claim);
        }
        self.releases().push((claim.to_owned(), only));
    }

    /// Releases what [`Self::release_later`] noted, now.
    pub async fn flush_releases(&self) {
        let flushed = async {
            let slot = self.connected().await?;
            let team = slot.as_ref().ok_or_else(|| self.lost())?;
            self.release_pending(team).await;
            Ok::<_, TeamError>(())
        };
        match tokio::time::timeout(CHECK_PATIENCE, flushed).await {
            Ok(Ok(())) => {}
            // Told, not warned of: the check that failed has said the team is away, and the
            // claims are released by the next check, or lapse.
            Ok(Err(err)) => tracing::info!(
                error = %err,
                "a send's claims could not be released yet; they are released by the next check"
            ),
            Err(_) => tracing::info!("the team database was too slow to release a send's claims"),
        }
    }

    async fn release_pending(&self, team: &Team) {
        let pending: Vec<(String, Option<Vec<Uuid>>)> = self.releases().drain(..).collect();
        for (claim, only) in pending {
            if team
                .release(&self.directory, &claim, only.as_deref())
                .await
                .is_err()
            {
                self.releases().push((claim, only));
            }
        }
    }

    /// The claim went with a job of `recipients`: its claims on anyone else are to be given
    /// back ([`Self::release_later`]: the caller flushes), the others with the job's
    /// contacts. Refused (in words) if this desk took no such claim, or gave it back, or the
    /// job holds someone its check did not claim (added after the check began, or claimed
    /// by another desk): the job must not be written, and the claim is given back.
    pub fn given_to_job(&self, claim: &str, recipients: &[Uuid]) -> Result<(), String> {
        let Some(claimed) = self.claims().remove(claim) else {
            return Err(format!(
                "this send's check against the team database at {} is no longer held; nothing \
                 was sent: send again to check again",
                self.host()
            ));
        };
        let held: std::collections::HashSet<&Uuid> = claimed.iter().collect();
        let unclaimed = recipients.iter().filter(|u| !held.contains(u)).count();
        if unclaimed > 0 {
            self.release_later(claim, None);
            return Err(format!(
                "{} of this send {} not checked against the team database at {} (added after \
                 the check began, or being messaged by another desk); nothing was sent: send \
                 again to check them all",
                crate::words::count(unclaimed, "recipient"),
                crate::words::was_were(unclaimed),
                self.host()
            ));
        }
        let kept: std::collections::HashSet<&Uuid> = recipients.iter().collect();
        let dropped: Vec<Uuid> = claimed.into_iter().filter(|u| !kept.contains(u)).collect();
        if !dropped.is_empty() {
            self.release_later(claim, Some(dropped));
        }
        Ok(())
    }

    /// Writes what the requests `only` of `record` became (those answered since the last
    /// write; `None`: all of them) to the team's contact history, as they happen: a desk
    /// killed in the middle of a run has already told colleagues whom it reached. A write
    /// that fails is left to the next one, or the run's end.
    pub async fn record_progress(&self, record: &JobRecord, only: &BTreeSet<u32>) {
        let written = async {
            let slot = self.connected().await?;
            let team = slot.as_ref().ok_or_else(|| self.lost())?;
            write_contacts(team, &self.directory, &self.desk, record, Some(only)).await
        };
        match tokio::time::timeout(CHECK_PATIENCE, written).await {
            Ok(Ok(())) => {}
            Ok(Err(err)) => tracing::warn!(
                job = %record.id,
                error = %err,
                "contacts could not be written to the team database yet; written when the run ends"
            ),
            Err(_) => tracing::warn!(
                job = %record.id,
                "the team database was too slow to take contacts; written when the run ends"
            ),
        }
    }

    /// Shares this desk's answers to offers with the team (`facts`, each with its offer's
    /// number here). Whether the team took them: when it is away they are shared by a
    /// later look.
    pub async fn share_offer_answers(&self, facts: &[(i64, crate::store::AnswerFact)]) -> bool {
        if facts.is_empty() {
            return true;
        }
        let write = async {
            let slot = self.connected().await?;
            let team = slot.as_ref().ok_or_else(|| self.lost())?;
            team.share_offer_answers(&self.directory, &self.desk, facts)
                .await
        };
        match tokio::time::timeout(CHECK_PATIENCE, write).await {
            Ok(Ok(())) => true,
            Ok(Err(err)) => {
                tracing::warn!(error = %err, "answers to offers could not be shared with the team");
                false
            }
            Err(_) => false,
        }
    }

    /// Every desk's answers to offers in this directory, for the window to learn each
    /// freelancer's responsiveness from the whole team; why not, when the team is away.
    pub async fn offer_answers(&self) -> Result<Vec<crate::store::AnswerFact>, String> {
        let read = async {
            let slot = self.connected().await?;
            let team = slot.as_ref().ok_or_else(|| self.lost())?;
            team.offer_answers(&self.directory, None).await
        };
        match tokio::time::timeout(CHECK_PATIENCE, read).await {
            Ok(Ok(facts)) => Ok(facts),
            Ok(Err(err)) => Err(err.to_string()),
            Err(_) => Err("the team database was too slow to answer".into()),
        }
    }

    /// Who of `recipients` the team has marked do not contact now (a mark made while a job
    /// runs: the rest of the job leaves them out). An error when the team cannot be asked in
    /// time: the run then waits for it (`team_run.rs`).
    pub async fn marked_among(&self, recipients: &[Uuid]) -> Result<Vec<Uuid>, TeamError> {
        if recipients.is_empty() {
            return Ok(Vec::new());
        }
        let read = async {
            let mut slot = self.connected().await?;
            let team = slot.as_mut().ok_or_else(|| self.lost())?;
            team.marks_among(&self.directory, recipients, crate::store::now_ms())
                .await
        };
        match tokio::time::timeout(ANSWER_PATIENCE, read).await {
            Ok(Ok(marks)) => Ok(marks.into_iter().map(|m| m.freelancer).collect()),
            Ok(Err(err)) => Err(err),
            Err(_) => Err(self.too_slow(ANSWER_PATIENCE)),
        }
    }

    /// Writes what each request of `record` became to the team's contact history, then
    /// releases every claim of `claims`, and forgets the note the job was given when it was
    /// written ([`Self::note_unsent`]). Called by the process that held the job's run lock,
    /// as its run ends. With the team database away, or the app closing before this is
    /// done, the note stays, and a later check that finds the job idle writes its contacts
    /// and releases its claims.
    pub async fn record_job(&self, record: &JobRecord, claims: &[String]) {
        let written = async {
            let slot = self.connected().await?;
            let team = slot.as_ref().ok_or_else(|| self.lost())?;
            write_contacts(team, &self.directory, &self.desk, record, None).await?;
            for claim in claims {
                team.release(&self.directory, claim, None).await?;
            }
            Ok::<_, TeamError>(())
        };
        match tokio::time::timeout(CHECK_PATIENCE, written).await {
            Ok(Ok(())) => {
                let _ = unsent::forget_claims(&self.folder, &self.directory, record.id, claims);
            }
            Ok(Err(err)) => {
                tracing::warn!(
                    job = %record.id,
                    error = %err,
                    "the job's contacts could not be written to the team database; noted for the next send"
                );
                self.note_claims(record.id, claims);
            }
            Err(_) => {
                tracing::warn!(
                    job = %record.id,
                    "the team database was too slow to take the job's contacts; noted for the next send"
                );
                self.note_claims(record.id, claims);
            }
        }
    }

    /// Notes `claims` of job `job` (those its run held, a new job's noted already) for a
    /// later check to release once it has written the job's contacts.
    fn note_claims(&self, job: JobId, claims: &[String]) {
        let noted: Vec<(JobId, String)> = self.noted_unsent();
        for claim in claims {
            if !noted.contains(&(job, claim.clone())) {
                self.note_unsent(job, claim);
            }
        }
    }

    /// Notes job `job` (written, not yet run) for a later check to write its contacts and
    /// release `claim`, should its run's own write not happen; if even that fails, the
    /// claims stay until they expire, which sends nothing twice.
    pub fn note_unsent(&self, job: JobId, claim: &str) {
        if let Err(err) = unsent::note(&self.folder, &self.directory, job, claim) {
            tracing::warn!(error = %err, "the claims stay in the team database for up to a day");
        }
    }

    /// Records that job `job`, to `recipients` people, was written without the team's checks
    /// on the user's word (`why`: what they were told): a line in `team-unchecked.log` in
    /// the data folder, and the log.
    pub fn record_unchecked(&self, job: JobId, recipients: usize, why: &str) {
        use std::io::Write as _;
        tracing::warn!(
            %job,
            recipients,
            host = %self.host(),
            "a job was written without the team's checks, on the user's word"
        );
        let line = format!(
            "{} job {job} to {recipients} recipients of {} was sent without the team database's \
             checks, on the user's ticked word; they were told: {}\n",
            crate::times::rfc3339(crate::store::now_ms()),
            self.directory,
            why.replace('\n', " ")
        );
        let file = self.folder.join("team-unchecked.log");
        let written = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&file)
            .and_then(|mut f| f.write_all(line.as_bytes()));
        if let Err(err) = written {
            tracing::warn!(error = %err, file = %file.display(), "the unchecked send could not be recorded");
        }
    }

    /// Gives back the claims of checks no job took, and what is still to be released (the
    /// worker stops): for at most a few seconds.
    pub async fn release_open_claims(&self) {
        let open: Vec<String> = self.claims().drain().map(|(claim, _)| claim).collect();
        for claim in open {
            self.release_later(&claim, None);
        }
        self.flush_releases().await;
    }

    /// The jobs noted for their contacts, for the caller to read from its journal.
    pub fn noted_unsent(&self) -> Vec<(JobId, String)> {
        unsent::noted(&self.folder, &self.directory).unwrap_or_default()
    }

    fn claims(&self) -> std::sync::MutexGuard<'_, HashMap<String, Vec<Uuid>>> {
        self.open_claims.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn releases(&self) -> std::sync::MutexGuard<'_, Vec<(String, Option<Vec<Uuid>>)>> {
        self.pending_releases
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    fn too_slow(&self, patience: Duration) -> TeamError {
        TeamError::Unreachable {
            host: self.host().to_owned(),
            detail: format!("it did not answer within {} seconds", patience.as_secs()),
        }
    }

    fn lost(&self) -> TeamError {
        TeamError::Unreachable {
            host: self.host().to_owned(),
            detail: "the connection was lost".into(),
        }
    }
}

/// A colleague's contact, in the words the window's confirmation and `send` use: "messaged
/// 2 hours ago by Ana (job 'Legal EN→DE, urgent')".
pub fn contact_words(contact: &TeamContact, now_ms: i64) -> String {
    let when = ago(contact.at_ms, now_ms);
    let (by, job) = (&contact.coordinator, format!("job '{}'", contact.subject));
    match contact.state {
        ContactState::Sent => format!("messaged {when} by {by} ({job})"),
        ContactState::Pending => {
            format!("messaged {when} by {by} ({job}; held by the directory or waiting to go)")
        }
        ContactState::Unknown => {
            format!("perhaps messaged {when} by {by} ({job}; its answer never came)")
        }
    }
}

/// Another desk's live claim, in words: "being messaged now by Ben (job 'Rates 2027', since
/// 3 minutes ago)".
pub fn claim_words(claim: &ClaimedElsewhere, now_ms: i64) -> String {
    let job = if claim.subject.is_empty() {
        String::new()
    } else {
        format!("job '{}', ", claim.subject)
    };
    format!(
        "being messaged now by {} ({job}since {})",
        claim.coordinator,
        ago(claim.taken_at_ms, now_ms)
    )
}

/// Why a job is not sent again (resume, retry, resend): the colleagues' recent messages and
/// live claims the team's check found, with the names the job knows its recipients by. A
/// reason, not words: the window words it in its language (`ui::outbox::model::stopped_again`),
/// the command line in English (its `Display`). Those the team marked do not contact are
/// not in it: they are left out of the job, which does not stop it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoppedAgain {
    pub job: JobId,
    pub recent: Vec<TeamContact>,
    pub claimed_elsewhere: Vec<ClaimedElsewhere>,
    /// What "2 hours ago" is counted from: the team's clock at the check, else the desk's.
    pub now_ms: i64,
    pub names: HashMap<Uuid, String>,
}

impl StoppedAgain {
    /// What stops job `job` in what the team `found`: its recent contacts and live claims.
    pub fn new(job: JobId, found: &TeamGuard, names: HashMap<Uuid, String>) -> Self {
        Self {
            job,
            recent: found.recent.clone(),
            claimed_elsewhere: found.claimed_elsewhere.clone(),
            now_ms: found.now_or(crate::store::now_ms()),
            names,
        }
    }
}

/// The command line's words, which its scripts read: one sentence naming each person with
/// their UUID, "job 7 was not sent again: the team's checks stop it (Ana (…): messaged 2
/// hours ago by Ben (job 'Rates')); nothing was sent".
impl std::fmt::Display for StoppedAgain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let label = |uuid: Uuid| match self.names.get(&uuid) {
            Some(name) => format!("{name} ({uuid})"),
            None => uuid.to_string(),
        };
        let recent = self.recent.iter().map(|contact| {
            let words = contact_words(contact, self.now_ms);
            format!("{}: {words}", label(contact.freelancer))
        });
        let claimed = self.claimed_elsewhere.iter().map(|claim| {
            let words = claim_words(claim, self.now_ms);
            format!("{}: {words}", label(claim.freelancer))
        });
        let why: Vec<String> = recent.chain(claimed).collect();
        write!(
            f,
            "job {} was not sent again: the team's checks stop it ({}); nothing was sent",
            self.job,
            why.join("; ")
        )
    }
}

#[cfg(test)]
mod cannot_check_tests {
    use super::*;
    use crate::i18n::{Language, in_english, scoped};

    #[test]
    fn a_team_out_of_reach_reads_in_the_window_s_language_and_the_command_line_s_english() {
        let _german = scoped(Language::German);
        let away = TeamError::Unreachable {
            host: "db.example".into(),
            detail: "connection refused".into(),
        };
        let words = cannot_check(&away);
        assert!(
            words.plain.contains("Team-Datenbank auf db.example"),
            "{}",
            words.plain
        );
        assert_eq!(words.details, "connection refused");
        assert_eq!(
            in_english(|| cannot_check(&away)).plain,
            "The team database at db.example can't be reached: the do-not-contact and \
             recent-contact checks can't be made; nothing was sent."
        );
        let other = TeamError::BadUrl("not a URL".into());
        let words = cannot_check(&other);
        assert!(
            words.plain.contains("nichts wurde gesendet"),
            "{}",
            words.plain
        );
        assert_eq!(
            words.details, "not a URL",
            "the team's own words are the detail"
        );
    }
}

#[cfg(test)]
pub(crate) mod stopped_again_tests {
    use super::*;
    use crate::i18n::{Language, scoped};

    /// Job 7 stopped by Ben's message to Ana two hours ago and Cleo's live claim on someone
    /// the job has no name for.
    pub(crate) fn stopped() -> StoppedAgain {
        let now_ms = 1_800_000_000_000;
        let (ana, other) = (Uuid::from_u128(1), Uuid::from_u128(2));
        StoppedAgain {
            job: JobId(7),
            recent: vec![TeamContact {
                freelancer: ana,
                coordinator: "Ben".into(),
                subject: "Rates".into(),
                state: ContactState::Sent,
                at_ms: now_ms - 2 * 3_600_000,
            }],
            claimed_elsewhere: vec![ClaimedElsewhere {
                freelancer: other,
                coordinator: "Cleo".into(),
                subject: String::new(),
                taken_at_ms: now_ms - 3 * 60_000,
            }],
            now_ms,
            names: HashMap::from([(ana, "Ana".to_owned())]),
        }
    }

    #[test]
    fn the_command_line_reads_a_job_stopped_again_in_english_whatever_the_window_speaks() {
        let _german = scoped(Language::German);
        assert_eq!(
            stopped().to_string(),
            "job 7 was not sent again: the team's checks stop it (Ana \
             (00000000-0000-0000-0000-000000000001): messaged 2 hours ago by Ben (job 'Rates'); \
             00000000-0000-0000-0000-000000000002: being messaged now by Cleo (since 3 minutes \
             ago)); nothing was sent"
        );
    }
}

/// The team could not be asked, in the words the window shows: nothing is sent.
pub fn cannot_check(err: &TeamError) -> crate::api::Explained {
    match err {
        TeamError::Unreachable { host, detail } => crate::api::Explained::new(
            crate::tr!("outbox-team-check-unreachable", host = host.as_str()),
            detail.clone(),
        ),
        _ => crate::api::Explained::new(
            crate::tr!("outbox-team-check-cannot-check"),
            err.to_string(),
        ),
    }
}

/// A job noted for its contacts whose run has ended (nobody holds its run lock: `idle`
/// keeps it so while its contacts are written), with a claim of its send and its record as
/// the journal holds it (`Ok(None)`: gone from the journal; `Err`: unreadable now).
pub struct UnsentJob {
    pub id: JobId,
    pub claim: String,
    pub record: Result<Option<JobRecord>, ()>,
    /// Whether its claims go once its contacts are written (not for a job that waits to go
    /// on: its claims bar colleagues until it is sent again, or for a day).
    pub release: bool,
    pub idle: crate::outbox::IdleJob,
}

/// Writes a contact per recipient of each request of `record` (of `only` those, if given)
/// that was sent, is held by the directory, or perhaps was sent. A request never sent
/// (waiting, failed, refused, cancelled before it went) is no contact. The identity of a
/// request's contacts is this desk's and the job's, so writing them again only updates them.
pub async fn write_contacts(
    team: &Team,
    directory: &str,
    desk: &Desk,
    record: &JobRecord,
    only: Option<&BTreeSet<u32>>,
) -> Result<(), TeamError> {
    for request in &record.requests {
        if only.is_some_and(|only| !only.contains(&request.seq)) {
            continue;
        }
        let state = match request.state {
            RequestState::Sent => ContactState::Sent,
            RequestState::Pending => ContactState::Pending,
            RequestState::Unknown => ContactState::Unknown,
            RequestState::Queued
            | RequestState::Retrying
            | RequestState::Sending
            | RequestState::Rejected
            | RequestState::Failed => continue,
        };
        let recipients: Vec<Uuid> = request
            .recipients
            .iter()
            .filter(|r| !r.left_out && !r.failed)
            .map(|r| r.uuid)
            .collect();
        let message = Message {
            identity: format!("{}/job/{}/{}", desk.id, record.id, request.seq),
            subject: record.subject.clone(),
        };
        team.record_contacts(directory, desk, &message, &recipients, state)
            .await?;
    }
    Ok(())
}

/// Writes the contacts of jobs whose run ended without writing them (the team database was
/// away, the app closed first) and releases their claims, each job while nobody sends it;
/// forgets each once done. What is left stays noted.
pub async fn push_unsent(
    team: &Team,
    directory: &str,
    desk: &Desk,
    folder: &Path,
    jobs: Vec<UnsentJob>,
) {
    for job in jobs {
        let written = match &job.record {
            Ok(Some(record)) => write_contacts(team, directory, desk, record, None).await,
            // Gone from the journal: nothing to write, so its claims can go.
            Ok(None) => Ok(()),
            // Unreadable now: left noted for a later send.
            Err(()) => continue,
        };
        if written.is_ok() && job.release && team.release(directory, &job.claim, None).await.is_ok()
        {
            let _ = unsent::forget_claim(folder, directory, job.id, &job.claim);
        }
        drop(job.idle);
    }
}

/// The jobs whose contacts are still to be written to a directory's team database, with the
/// claims their sends hold: `JOB CLAIM` a line in `team-unsent/<hash of the directory>` in
/// the data folder. Read and changed by any process of this desk (the window, `send`,
/// `outbox resume`), one at a time: a lock file beside it is held across each change.
pub mod unsent {
    use std::path::{Path, PathBuf};
    use std::sync::Mutex;

    use super::JobId;

    /// One change of the file at a time in this process too (the OS lock is per open file).
    static FILE: Mutex<()> = Mutex::new(());

    fn file(folder: &Path, directory: &str) -> PathBuf {
        use sha2::{Digest, Sha256};
        let name = format!("{:x}", Sha256::digest(directory.as_bytes()));
        folder.join("team-unsent").join(&name[..16])
    }

    /// Holds the file for one read or change, against this process and every other.
    struct Held {
        _here: std::sync::MutexGuard<'static, ()>,
        _lock: std::fs::File,
    }

    fn hold(folder: &Path, directory: &str) -> Result<Held, String> {
        let here = FILE.lock().unwrap_or_else(|e| e.into_inner());
        let path = file(folder, directory).with_extension("lock");
        std::fs::create_dir_all(path.parent().unwrap_or(folder)).map_err(|e| e.to_string())?;
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|err| format!("cannot open {}: {err}", path.display()))?;
        lock.lock()
            .map_err(|err| format!("cannot lock {}: {err}", path.display()))?;
        Ok(Held {
            _here: here,
            _lock: lock,
        })
    }

    pub fn noted(folder: &Path, directory: &str) -> Result<Vec<(JobId, String)>, String> {
        let _held = hold(folder, directory)?;
        read(folder, directory)
    }

    fn read(folder: &Path, directory: &str) -> Result<Vec<(JobId, String)>, String> {
        let text = match std::fs::read_to_string(file(folder, directory)) {
            Ok(text) => text,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(err) => return Err(err.to_string()),
        };
        let mut jobs: Vec<(JobId, String)> = text
            .lines()
            .filter_map(|line| {
                let (job, claim) = line.trim().split_once(' ')?;
                Some((job.parse().ok()?, claim.to_owned()))
            })
            .collect();
        jobs.sort();
        jobs.dedup();
        Ok(jobs)
    }

    pub fn note(folder: &Path, directory: &str, job: JobId, claim: &str) -> Result<(), String> {
        let _held = hold(folder, directory)?;
        let mut jobs = read(folder, directory)?;
        jobs.push((job, claim.to_owned()));
        write(folder, directory, &jobs).map_err(|err| {
            format!(
                "job {job} could not be noted for the team in {}: {err}",
                file(folder, directory).display()
            )
        })
    }

    /// Forgets job `job`'s note for `claims` (its run released them); its other claims, of
    /// an earlier run that could not release them, stay noted.
    pub fn forget_claims(
        folder: &Path,
        directory: &str,
        job: JobId,
        claims: &[String],
    ) -> Result<(), String> {
        let _held = hold(folder, directory)?;
        let left: Vec<(JobId, String)> = read(folder, directory)?
            .into_iter()
            .filter(|(id, claim)| !(*id == job && claims.contains(claim)))
            .collect();
        write(folder, directory, &left).map_err(|err| err.to_string())
    }

    pub fn forget_claim(
        folder: &Path,
        directory: &str,
        job: JobId,
        claim: &str,
    ) -> Result<(), String> {
        forget_claims(folder, directory, job, &[claim.to_owned()])
    }

    /// The whole list, written beside the file under a name of this process's own and
    /// renamed over it (a crash mid-write leaves the old list, not half of one); no file
    /// for none.
    fn write(folder: &Path, directory: &str, jobs: &[(JobId, String)]) -> std::io::Result<()> {
        let file = file(folder, directory);
        if jobs.is_empty() {
            return match std::fs::remove_file(&file) {
                Err(err) if err.kind() != std::io::ErrorKind::NotFound => Err(err),
                _ => Ok(()),
            };
        }
        std::fs::create_dir_all(file.parent().unwrap_or(&file))?;
        let text: String = jobs
            .iter()
            .map(|(id, claim)| format!("{id} {claim}\n"))
            .collect();
        let beside = file.with_extension(format!("new-{}", std::process::id()));
        std::fs::write(&beside, text)?;
        std::fs::rename(&beside, &file)
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        /// Two processes noting jobs at once lost entries when each read the file, added its
        /// own and wrote it back through one shared temporary name; held, none is lost.
        #[test]
        fn notes_made_at_once_from_many_threads_are_all_kept() {
            let folder = tempfile::tempdir().unwrap();
            let threads: Vec<_> = (0..8)
                .map(|t| {
                    let folder = folder.path().to_owned();
                    std::thread::spawn(move || {
                        for i in 0..25 {
                            note(
                                &folder,
                                "dir",
                                JobId(t * 100 + i + 1),
                                &format!("send/{t}-{i}"),
                            )
                            .unwrap();
                        }
                    })
                })
                .collect();
            for thread in threads {
                thread.join().unwrap();
            }
            let noted = noted(folder.path(), "dir").unwrap();
            assert_eq!(noted.len(), 200, "every note is kept");
            forget_claim(folder.path(), "dir", JobId(4), "send/0-3").unwrap();
            forget_claim(folder.path(), "dir", JobId(4), "send/other").unwrap();
            assert_eq!(super::noted(folder.path(), "dir").unwrap().len(), 199);
        }
    }
}
