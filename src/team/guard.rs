//! The guard across desks: before a job is written, a desk reads the team's do-not-contact
//! marks, its colleagues' recent contacts and the claims other desks hold, and claims the
//! recipients that are clear, all in one transaction. A claim is a row of `claims`, whose
//! primary key is (directory, freelancer): a second desk's insert waits for the first's
//! transaction and then finds the row, so two desks racing on one freelancer never both
//! claim. A claim is released once its request's fate is known; what was sent is written to
//! the contact history.

use tokio_postgres::types::ToSql;
use tokio_postgres::{Row, Statement};
use uuid::Uuid;

use super::rows::{self, MAX_IDENTITY, MAX_NAME, MAX_REASON, MAX_SUBJECT};
use super::{Team, TeamError};

/// How long a claim bars other desks at most: a send releases its claims when its run ends,
/// so one older than a day was left by a desk that stopped without doing so.
pub const CLAIM_LIFETIME_MS: i64 = 24 * 60 * 60 * 1000;

/// This desk, as the team knows it: its id (one per data folder) and its coordinator's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Desk {
    pub id: Uuid,
    pub coordinator: String,
}

impl Desk {
    /// The coordinator's name as it may be written: not empty, no control characters, short.
    pub(super) fn checked_coordinator(&self) -> Result<String, TeamError> {
        rows::written_text(&self.coordinator, "coordinator name", MAX_NAME, false)
            .map_err(TeamError::BadInput)
    }
}

/// The message a claim or a contact belongs to: an identity unique across desks (an outbox
/// job's or request's), and its subject, which colleagues see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub identity: String,
    pub subject: String,
}

impl Message {
    fn checked_identity(&self) -> Result<String, TeamError> {
        rows::written_text(&self.identity, "message identity", MAX_IDENTITY, false)
            .map_err(TeamError::BadInput)
    }
}

/// A freelancer marked do not contact by a coordinator of the team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamMark {
    pub freelancer: Uuid,
    pub coordinator: String,
    pub reason: String,
    pub at_ms: i64,
}

/// What became of a request, as the contact history keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContactState {
    Sent,
    Pending,
    Unknown,
}

impl ContactState {
    fn as_str(self) -> &'static str {
        match self {
            Self::Sent => "sent",
            Self::Pending => "pending",
            Self::Unknown => "unknown",
        }
    }

    fn parse(text: &str) -> Option<Self> {
        match text {
            "sent" => Some(Self::Sent),
            "pending" => Some(Self::Pending),
            "unknown" => Some(Self::Unknown),
            _ => None,
        }
    }
}

/// A colleague's latest contact with a freelancer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamContact {
    pub freelancer: Uuid,
    pub coordinator: String,
    pub subject: String,
    pub state: ContactState,
    pub at_ms: i64,
}

/// A freelancer another desk (or another message of this desk) holds a live claim on, or
/// held one a moment ago (then "another desk", with no subject).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedElsewhere {
    pub freelancer: Uuid,
    pub coordinator: String,
    pub subject: String,
    pub taken_at_ms: i64,
}

/// What the team's check found among a send's recipients.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TeamGuard {
    /// Marked do not contact by the team: never claimed.
    pub do_not_contact: Vec<TeamMark>,
    /// Messaged by a colleague's desk within the recent days (the newest contact each).
    pub recent: Vec<TeamContact>,
    /// Being messaged by someone else right now.
    pub claimed_elsewhere: Vec<ClaimedElsewhere>,
    /// Claimed for this message in this check (empty when the check claimed nothing).
    pub claimed: Vec<Uuid>,
    /// The database server's clock as the check read it (0: not read): what "2 hours ago"
    /// is counted from, so that a desk whose clock is days off names colleagues' times as
    /// they were.
    pub server_now_ms: i64,
}

impl TeamGuard {
    /// The time "ago" is counted from: the server's at the check, else `desk_now_ms`.
    pub fn now_or(&self, desk_now_ms: i64) -> i64 {
        if self.server_now_ms > 0 {
            self.server_now_ms
        } else {
            desk_now_ms
        }
    }

    /// Whether `uuid` goes, given what the team found: never when the team marked them do
    /// not contact or another desk is messaging them now (whatever the user said of recent
    /// contacts: two desks both told to include recent ones would otherwise both send);
    /// not when a colleague messaged them recently and the user asked to leave such out.
    pub fn keeps(&self, uuid: Uuid, leave_out_recent: bool) -> bool {
        let marked = self.do_not_contact.iter().any(|m| m.freelancer == uuid);
        let claimed = self.claimed_elsewhere.iter().any(|c| c.freelancer == uuid);
        let recent = self.recent.iter().any(|c| c.freelancer == uuid);
        !(marked || claimed || (recent && leave_out_recent))
    }

    /// Whether the team found anything the user must see before sending.
    pub fn is_clear(&self) -> bool {
        self.do_not_contact.is_empty()
            && self.recent.is_empty()
            && self.claimed_elsewhere.is_empty()
    }
}

impl Team {
    /// Records that `desk` joined the team for `directory`, or was seen again.
    pub async fn join(&self, directory: &str, desk: &Desk) -> Result<(), TeamError> {
        self.writable().await?;
        let coordinator = desk.checked_coordinator()?;
        self.client
            .execute(
                concat!(
                    "INSERT INTO desks (id, directory, coordinator, joined_at_ms, seen_at_ms)
                     SELECT $1, $2, $3, now_ms, now_ms FROM (SELECT ",
                    rows::server_now_ms!(),
                    " AS now_ms) AS server
                     ON CONFLICT (directory, id)
                     DO UPDATE SET coordinator = EXCLUDED.coordinator, seen_at_ms = EXCLUDED.seen_at_ms"
                ),
                &[&desk.id, &directory, &coordinator],
            )
            .await
            .map_err(|err| self.failed(&err))?;
        Ok(())
    }

    /// Marks `freelancer` do not contact for the whole team, as `desk`.
    pub async fn mark_do_not_contact(
        &self,
        directory: &str,
        desk: &Desk,
        freelancer: Uuid,
        reason: &str,
    ) -> Result<(), TeamError> {
        self.writable().await?;
        let coordinator = desk.checked_coordinator()?;
        let reason =
            rows::written_text(reason, "reason", MAX_REASON, true).map_err(TeamError::BadInput)?;
        write_mark(
            &self.client,
            directory,
            freelancer,
            desk,
            &coordinator,
            Some(&reason),
        )
        .await
        .map_err(|err| self.failed(&err))?;
        Ok(())
    }

    /// The team's do-not-contact marks among `recipients` (a running job's, which honours a
    /// mark made after its check: the rest of it leaves them out).
    pub async fn marks_among(
        &mut self,
        directory: &str,
        recipients: &[Uuid],
        now_ms: i64,
    ) -> Result<Vec<TeamMark>, TeamError> {
        let url = self.url.clone();
        let failed = |err: tokio_postgres::Error| super::query_error(&url, &err);
        if self.statements.is_none() {
            self.statements = Some(Statements::prepare(&self.client).await.map_err(failed)?);
        }
        let Some(statements) = &self.statements else {
            unreachable!("prepared above");
        };
        read_marks(
            &self.client,
            &statements.marks,
            directory,
            recipients,
            now_ms,
        )
        .await
        .map_err(failed)?
        .map_err(|detail| TeamError::BadRow {
            host: url.host().to_owned(),
            detail,
        })
    }

    /// Reads the team's marks, colleagues' contacts of the last `recent_days` days (0: none)
    /// and others' claims for `recipients`, and claims every recipient that is
    /// neither marked nor claimed by another message for `message`, in one transaction.
    /// Recipients already claimed for `message` stay claimed (a check made again). Recently
    /// contacted recipients are claimed too: a caller that leaves them out (or sends nothing)
    /// releases them with [`Team::release`].
    ///
    /// Four round trips (five on a connection's first check, which prepares the statements):
    /// the schema's version; the transaction begun; the marks read (and stale claims
    /// removed); then the claims inserted, the contacts and claims read and the
    /// commit, sent together. The claims' row locks, which a colleague's check of the same
    /// freelancers waits on, are so held only while the server runs those last statements,
    /// never across a round trip to this desk (`benches/team.rs` measures it).
    ///
    /// Every time written and every window read by is the server's (`server_now_ms!`);
    /// `now_ms`, this desk's clock, only bounds the times it believes and names a claim met
    /// and gone.
    pub async fn check_and_claim(
        &mut self,
        directory: &str,
        desk: &Desk,
        recipients: &[Uuid],
        recent_days: u32,
        now_ms: i64,
        message: &Message,
    ) -> Result<TeamGuard, TeamError> {
        self.writable().await?;
        let coordinator = desk.checked_coordinator()?;
        let identity = message.checked_identity()?;
        let subject = rows::shown_text(&message.subject, MAX_SUBJECT);
        let url = self.url.clone();
        let failed = |err: tokio_postgres::Error| super::query_error(&url, &err);
        let bad_row = |detail: String| TeamError::BadRow {
            host: url.host().to_owned(),
            detail,
        };
        if self.statements.is_none() {
            self.statements = Some(Statements::prepare(&self.client).await.map_err(failed)?);
        }
        let Some(statements) = &self.statements else {
            unreachable!("prepared above");
        };
        // In one order for every desk: two transactions inserting the same keys in opposite
        // orders would deadlock, and PostgreSQL would end one of them.
        let mut asked: Vec<Uuid> = recipients.to_vec();
        asked.sort_unstable();
        asked.dedup();
        let transaction = self.client.transaction().await.map_err(failed)?;
        // A claim older than CLAIM_LIFETIME_MS was left by a desk that stopped without
        // releasing it (killed, crashed): removed first, so that it cannot bar a freelancer
        // for good. Apart from the insert below, which must not lock rows it does not take
        // (ON CONFLICT DO UPDATE would, and a colleague releasing its claims in another order
        // would deadlock with it).
        let stale: [&(dyn ToSql + Sync); 3] = [&directory, &asked, &CLAIM_LIFETIME_MS];
        let (marks, _stale) = futures_util::try_join!(
            read_marks(
                &transaction,
                &statements.marks,
                directory,
                recipients,
                now_ms
            ),
            transaction.execute(&statements.stale, &stale),
        )
        .map_err(failed)?;
        let mut guard = TeamGuard {
            do_not_contact: marks.map_err(bad_row)?,
            ..TeamGuard::default()
        };
        let marked: Vec<Uuid> = guard.do_not_contact.iter().map(|m| m.freelancer).collect();
        let wanted: Vec<Uuid> = asked.into_iter().filter(|r| !marked.contains(r)).collect();
        // Sent together, run by the server one after the other. The contacts and claims are
        // read after the claims are taken: a colleague whose claim this desk did not meet had
        // released it, and wrote its contacts before releasing, so they are seen here.
        let claim: [&(dyn ToSql + Sync); 6] = [
            &directory,
            &wanted,
            &identity,
            &desk.id,
            &coordinator,
            &subject,
        ];
        let held: [&(dyn ToSql + Sync); 2] = [&directory, &wanted];
        let (inserted, recent, held, server_now, committed) = futures_util::join!(
            transaction.query(&statements.insert, &claim),
            read_recent(
                &transaction,
                &statements.recent,
                directory,
                desk,
                &wanted,
                recent_days,
                now_ms
            ),
            transaction.query(&statements.held, &held),
            transaction.query_one(concat!("SELECT ", rows::server_now_ms!()), &[]),
            transaction.batch_execute("COMMIT"),
        );
        // COMMIT went with the statements: the transaction is over, whatever became of it (a
        // statement that failed made it a rollback), and dropping it would send a ROLLBACK
        // the server would warn about. It holds nothing but a borrow of the client.
        std::mem::forget(transaction);
        let (inserted, recent, held, server_now) = (
            inserted.map_err(failed)?,
            recent.map_err(failed)?,
            held.map_err(failed)?,
            server_now.map_err(failed)?,
        );
        guard.server_now_ms = rows::column(&server_now, 0).map_err(bad_row)?;
        committed.map_err(failed)?;
        let read = (|| {
            guard.recent = recent?;
            order_like(&mut guard.recent, recipients, |c| c.freelancer);
            for row in &held {
                let freelancer: Uuid = rows::column(row, 0)?;
                let holder: &str = rows::column(row, 1)?;
                if holder == identity {
                    guard.claimed.push(freelancer);
                } else {
                    guard
                        .claimed_elsewhere
                        .push(claim_of(row, freelancer, now_ms)?);
                }
            }
            Ok::<_, String>(())
        })();
        if let Err(detail) = read {
            // The claims are committed: the ones this check took go again, so that a row
            // this desk cannot believe leaves the team as it was.
            let taken: Vec<Uuid> = inserted
                .iter()
                .filter_map(|row| row.try_get(0).ok())
                .collect();
            if let Err(err) = self.release(directory, &identity, Some(&taken)).await {
                tracing::warn!(error = %err, "the claims of a refused check could not be released");
            }
            return Err(bad_row(detail));
        }
        // A claim met by the insert and released before the select above: its desk may have
        // sent. Said to be someone else's, so that nothing goes to them unasked.
        for freelancer in wanted {
            let seen = guard.claimed.contains(&freelancer)
                || guard
                    .claimed_elsewhere
                    .iter()
                    .any(|c| c.freelancer == freelancer);
            if !seen {
                guard.claimed_elsewhere.push(ClaimedElsewhere {
                    freelancer,
                    coordinator: "another desk".into(),
                    subject: String::new(),
                    taken_at_ms: now_ms,
                });
            }
        }
        order_like(&mut guard.claimed, recipients, |u| *u);
        order_like(&mut guard.claimed_elsewhere, recipients, |c| c.freelancer);
        Ok(guard)
    }

    /// Writes a contact for each of `recipients` of `message` (one request), as `desk`: a
    /// second write for the same message and recipient updates its state and time.
    pub async fn record_contacts(
        &self,
        directory: &str,
        desk: &Desk,
        message: &Message,
        recipients: &[Uuid],
        state: ContactState,
    ) -> Result<(), TeamError> {
        self.writable().await?;
        let coordinator = desk.checked_coordinator()?;
        let identity = message.checked_identity()?;
        let subject = rows::shown_text(&message.subject, MAX_SUBJECT);
        // One row per recipient: a second in one statement would be an error.
        let mut recipients = recipients.to_vec();
        recipients.sort_unstable();
        recipients.dedup();
        self.client
            .execute(
                concat!(
                    "INSERT INTO contact_history
                       (directory, freelancer, desk, coordinator, subject, message, state, at_ms)
                     SELECT $1, f, $3, $4, $5, $6, $7, ",
                    rows::server_now_ms!(),
                    " FROM unnest($2::uuid[]) AS f
                     ON CONFLICT (directory, freelancer, message)
                     DO UPDATE SET state = EXCLUDED.state, at_ms = EXCLUDED.at_ms"
                ),
                &[
                    &directory,
                    &recipients,
                    &desk.id,
                    &coordinator,
                    &subject,
                    &identity,
                    &state.as_str(),
                ],
            )
            .await
            .map_err(|err| self.failed(&err))?;
        Ok(())
    }

    /// Releases the claims `message` holds on `recipients` (all of them with `None`): their
    /// requests' fate is known, or they will not be sent. How many were released.
    pub async fn release(
        &self,
        directory: &str,
        message: &str,
        recipients: Option<&[Uuid]>,
    ) -> Result<u64, TeamError> {
        self.writable().await?;
        let result = match recipients {
            Some(recipients) => {
                self.client
                    .execute(
                        "DELETE FROM claims WHERE directory = $1 AND message = $2
                           AND freelancer = ANY($3)",
                        &[&directory, &message, &recipients],
                    )
                    .await
            }
            None => {
                self.client
                    .execute(
                        "DELETE FROM claims WHERE directory = $1 AND message = $2",
                        &[&directory, &message],
                    )
                    .await
            }
        };
        result.map_err(|err| self.failed(&err))
    }
}

/// Writes the team's do-not-contact mark on `freelancer` as `desk`, by the server's clock:
/// with `reason`, or keeping the reason a mark already has (an empty one for a new mark), as
/// a status set to "do not contact" does. The one statement both ways of marking share.
pub(super) async fn write_mark(
    client: &impl tokio_postgres::GenericClient,
    directory: &str,
    freelancer: Uuid,
    desk: &Desk,
    coordinator: &str,
    reason: Option<&str>,
) -> Result<u64, tokio_postgres::Error> {
    client
        .execute(
            concat!(
                "INSERT INTO do_not_contact (directory, freelancer, desk, coordinator, reason, marked_at_ms)
                 VALUES ($1, $2, $3, $4, COALESCE($5, ''), ",
                rows::server_now_ms!(),
                ")
                 ON CONFLICT (directory, freelancer) DO UPDATE SET desk = EXCLUDED.desk,
                   coordinator = EXCLUDED.coordinator,
                   reason = COALESCE($5, do_not_contact.reason),
                   marked_at_ms = EXCLUDED.marked_at_ms"
            ),
            &[&directory, &freelancer, &desk.id, &coordinator, &reason],
        )
        .await
}

/// The team's do-not-contact marks among `recipients`, in their order. The outer error is the
/// query's, the inner one a row this desk cannot believe.
async fn read_marks(
    client: &impl tokio_postgres::GenericClient,
    statement: &Statement,
    directory: &str,
    recipients: &[Uuid],
    now_ms: i64,
) -> Result<Result<Vec<TeamMark>, String>, tokio_postgres::Error> {
    let found = client.query(statement, &[&directory, &recipients]).await?;
    let mut marks = Vec::new();
    for row in &found {
        match mark_of(row, now_ms) {
            Ok(mark) => marks.push(mark),
            Err(detail) => return Ok(Err(detail)),
        }
    }
    order_like(&mut marks, recipients, |m| m.freelancer);
    Ok(Ok(marks))
}

/// Colleagues' newest contact with each of `recipients` in the last `recent_days` days by the
/// server's clock (none with 0); this desk's own are its journal's to name. `now_ms`, the
/// desk's clock, only bounds the times it believes.
async fn read_recent(
    client: &impl tokio_postgres::GenericClient,
    statement: &Statement,
    directory: &str,
    desk: &Desk,
    recipients: &[Uuid],
    recent_days: u32,
    now_ms: i64,
) -> Result<Result<Vec<TeamContact>, String>, tokio_postgres::Error> {
    if recent_days == 0 {
        return Ok(Ok(Vec::new()));
    }
    let window_ms = i64::from(recent_days) * 86_400_000;
    let found = client
        .query(statement, &[&directory, &recipients, &window_ms, &desk.id])
        .await?;
    let mut recent = Vec::new();
    for row in &found {
        match contact_of(row, now_ms) {
            Ok(contact) => recent.push(contact),
            Err(detail) => return Ok(Err(detail)),
        }
    }
    Ok(Ok(recent))
}

/// The guard's statements, prepared once a connection (all in one round trip), so that each
/// check sends them without preparing them again.
pub(super) struct Statements {
    marks: Statement,
    stale: Statement,
    insert: Statement,
    recent: Statement,
    held: Statement,
}

impl Statements {
    async fn prepare(client: &tokio_postgres::Client) -> Result<Self, tokio_postgres::Error> {
        let (marks, stale, insert, recent, held) = futures_util::try_join!(
            // A time from the future (written by an older desk, by its own clock) is read as
            // the server's now: shown as just now, and a claim or contact is live until the
            // server's clock passes it.
            client.prepare(concat!(
                "SELECT freelancer, coordinator, reason, LEAST(marked_at_ms, ",
                rows::server_now_ms!(),
                ") FROM do_not_contact
                 WHERE directory = $1 AND freelancer = ANY($2)"
            )),
            client.prepare(concat!(
                "DELETE FROM claims
                 WHERE directory = $1 AND freelancer = ANY($2) AND taken_at_ms < ",
                rows::server_now_ms!(),
                " - $3"
            )),
            client.prepare(concat!(
                "INSERT INTO claims (directory, freelancer, message, desk, coordinator, subject, taken_at_ms)
                 SELECT $1, f, $3, $4, $5, $6, ",
                rows::server_now_ms!(),
                " FROM unnest($2::uuid[]) AS f
                 ON CONFLICT (directory, freelancer) DO NOTHING
                 RETURNING freelancer"
            )),
            client.prepare(concat!(
                "SELECT DISTINCT ON (freelancer) freelancer, coordinator, subject, state, LEAST(at_ms, ",
                rows::server_now_ms!(),
                ")
                 FROM contact_history
                 WHERE directory = $1 AND freelancer = ANY($2) AND at_ms >= ",
                rows::server_now_ms!(),
                " - $3 AND desk <> $4
                 ORDER BY freelancer, at_ms DESC"
            )),
            client.prepare(concat!(
                "SELECT freelancer, message, coordinator, subject, LEAST(taken_at_ms, ",
                rows::server_now_ms!(),
                ") FROM claims
                 WHERE directory = $1 AND freelancer = ANY($2)"
            )),
        )?;
        Ok(Self {
            marks,
            stale,
            insert,
            recent,
            held,
        })
    }
}

/// Sorts `items` in the order their freelancers have in `recipients`.
fn order_like<T>(items: &mut [T], recipients: &[Uuid], uuid_of: impl Fn(&T) -> Uuid) {
    items.sort_by_key(|item| {
        let uuid = uuid_of(item);
        recipients
            .iter()
            .position(|r| *r == uuid)
            .unwrap_or(usize::MAX)
    });
}

/// A claim another message holds, as read (freelancer, message, coordinator, subject,
/// taken_at_ms), or why it cannot be believed.
fn claim_of(row: &Row, freelancer: Uuid, now_ms: i64) -> Result<ClaimedElsewhere, String> {
    Ok(ClaimedElsewhere {
        freelancer,
        coordinator: rows::shown_text(rows::column(row, 2)?, MAX_NAME),
        subject: rows::shown_text(rows::column(row, 3)?, MAX_SUBJECT),
        taken_at_ms: rows::checked_time(rows::column(row, 4)?, now_ms)?,
    })
}

/// A do-not-contact mark as read (freelancer, coordinator, reason, marked_at_ms), or why it
/// cannot be believed.
pub(super) fn mark_of(row: &Row, now_ms: i64) -> Result<TeamMark, String> {
    Ok(TeamMark {
        freelancer: rows::column(row, 0)?,
        coordinator: rows::shown_text(rows::column(row, 1)?, MAX_NAME),
        reason: rows::shown_text(rows::column(row, 2)?, MAX_REASON),
        at_ms: rows::checked_time(rows::column(row, 3)?, now_ms)?,
    })
}

/// A colleague's contact as read (freelancer, coordinator, subject, state, at_ms), or why it
/// cannot be believed.
fn contact_of(row: &Row, now_ms: i64) -> Result<TeamContact, String> {
    let state: &str = rows::column(row, 3)?;
    let Some(state) = ContactState::parse(state) else {
        return Err(format!("a contact in the state {state:?}"));
    };
    Ok(TeamContact {
        freelancer: rows::column(row, 0)?,
        coordinator: rows::shown_text(rows::column(row, 1)?, MAX_NAME),
        subject: rows::shown_text(rows::column(row, 2)?, MAX_SUBJECT),
        state,
        at_ms: rows::checked_time(rows::column(row, 4)?, now_ms)?,
    })
}
