//! Sending a job: its waiting chunks, at most `concurrency` at a time and at most
//! `max_per_second`, each written to the journal as `sending` before its request goes out
//! and with its answer after. Retries wait with jitter (never less than a `Retry-After`);
//! `unknown` chunks are never sent again here. Pausing or cancelling stops new requests and
//! lets the ones in flight finish, since abandoning them would only make their fate unknown.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::time::Duration;

use futures_util::StreamExt;
use futures_util::stream::FuturesUnordered;
use tokio::sync::watch;
use tokio::time::Instant;

use super::lease::{JobLease, LEASE_TERM};
use super::outcome::{Next, classify};
use super::{Journal, SendSettings};
use crate::api::{ApiClient, Message};
use crate::store::{
    ChunkAnswer, ChunkRecord, ChunkState, JobRecord, JobState, JournalWrite, now_ms,
};

/// What the user wants of a running job.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Control {
    pub intent: Intent,
    /// Chunks the user asked to send now (a resend, a retry) on top of what the run sends.
    pub also: Vec<u32>,
    /// The user resumed the whole job while this run sent only some of it.
    pub everything: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Intent {
    #[default]
    Run,
    Pause,
    Cancel,
}

/// What a run reports as it goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunEvent {
    /// The run holds the lease and is about to send: the job as it stands now.
    Started(Box<JobRecord>),
    Chunk(ChunkUpdate),
}

/// One chunk changed state; the journal already holds the change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChunkUpdate {
    pub job: i64,
    pub seq: u32,
    pub state: ChunkState,
    /// The answer's details; `None` for the move to `sending`.
    pub answer: Option<ChunkAnswer>,
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunEnd {
    /// Nothing is left that this run may send (some chunks may await the user's decision).
    Finished,
    Paused,
    Cancelled,
    /// The credentials were refused; the job is paused until the user signs in again.
    SignedOut(String),
    /// The directory asked us to wait longer than a run sleeps; the job is paused with this
    /// note saying until when.
    AskedToWait(String),
    /// The run ended abnormally (a panic): the job is paused with this note, and the
    /// requests that were out are `unknown`.
    Crashed(String),
    /// Another process sends this job.
    Refused(String),
    /// The journal could not be written or the lease was lost: stopped to stay safe.
    Stopped(String),
}

/// Which chunks a run sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    /// Every waiting chunk: the user started or resumed the job.
    All,
    /// Only these (a resend or retry the user asked for, the rest of the job left alone).
    Only(Vec<u32>),
}

enum Done {
    Answered {
        seq: u32,
        answer: ChunkAnswer,
        next: Next,
    },
    /// The chunk was no longer waiting when its turn came (the user changed it meanwhile).
    Skipped {
        seq: u32,
    },
    JournalFailed(String),
}

/// Spaces requests at least `1 / max_per_second` apart.
struct RateGate {
    interval: Option<Duration>,
    next: Instant,
}

impl RateGate {
    fn new(max_per_second: Option<f64>) -> Self {
        Self {
            interval: max_per_second
                .filter(|r| r.is_finite() && *r > 0.0)
                // A rate so small that its interval overflows means "at most one, ever".
                .map(|r| Duration::try_from_secs_f64(1.0 / r).unwrap_or(Duration::MAX)),
            next: Instant::now(),
        }
    }

    fn take(&mut self, now: Instant) {
        if let Some(interval) = self.interval {
            let from = self.next.max(now);
            self.next = from
                .checked_add(interval)
                .unwrap_or_else(|| instant_after(interval));
        }
    }
}

pub async fn run_job(
    client: &ApiClient,
    journal: &Journal,
    job: i64,
    scope: Scope,
    settings: &SendSettings,
    control: &mut watch::Receiver<Control>,
    on_event: &(dyn Fn(RunEvent) + Send + Sync),
) -> RunEnd {
    let lease = match JobLease::take(journal, job).await {
        Ok((lease, _interrupted)) => lease,
        Err(err) => return RunEnd::Refused(err.to_string()),
    };
    let end = send(client, journal, &lease, scope, settings, control, on_event).await;
    // What the user asked for is what the journal keeps, even if the run set the job
    // active after the request arrived.
    let settled = match &end {
        RunEnd::Paused => Some((JobState::Paused, None)),
        RunEnd::Cancelled => Some((JobState::Cancelled, None)),
        RunEnd::SignedOut(note) | RunEnd::AskedToWait(note) => {
            Some((JobState::Paused, Some(note.clone())))
        }
        _ => None,
    };
    if let Some((state, note)) = settled {
        let _ = journal
            .call(move |store| store.set_job_state(job, state, note.as_deref()))
            .await;
    }
    lease.release(journal).await;
    end
}

async fn send(
    client: &ApiClient,
    journal: &Journal,
    lease: &JobLease,
    scope: Scope,
    settings: &SendSettings,
    control: &mut watch::Receiver<Control>,
    on_event: &(dyn Fn(RunEvent) + Send + Sync),
) -> RunEnd {
    let job = lease.job;
    if scope == Scope::All {
        // Starting or resuming the whole job is the user's word that it should go.
        if let Err(err) = journal
            .call(move |store| store.set_job_state(job, JobState::Active, None))
            .await
            .and_then(|r| r)
        {
            return RunEnd::Stopped(err.to_string());
        }
    }
    let record = match journal.call(move |store| store.job(job)).await {
        Ok(Ok(Some(record))) => record,
        Ok(Ok(None)) => return RunEnd::Stopped(format!("there is no job {job}")),
        Ok(Err(err)) => return RunEnd::Stopped(err.to_string()),
        Err(err) => return RunEnd::Stopped(err.to_string()),
    };
    on_event(RunEvent::Started(Box::new(record.clone())));
    let mut allowed: Option<BTreeSet<u32>> = match &scope {
        Scope::All => None,
        Scope::Only(seqs) => Some(seqs.iter().copied().collect()),
    };
    let mut chunks: HashMap<u32, ChunkRecord> =
        record.chunks.iter().map(|c| (c.seq, c.clone())).collect();
    let mut waiting = BTreeSet::new();
    let mut retry_at: BTreeMap<u32, Instant> = BTreeMap::new();
    schedule(&chunks, allowed.as_ref(), &mut waiting, &mut retry_at);

    let mut in_flight = FuturesUnordered::new();
    let mut sending: BTreeSet<u32> = BTreeSet::new();
    let mut gate = RateGate::new(settings.max_per_second);
    let mut hold_until = Instant::now();
    let mut heartbeat = Instant::now() + LEASE_TERM / 3;
    let mut stopping: Option<RunEnd> = None;
    // `changed()` marks what it saw as seen, so a change it reports is remembered here.
    let mut recheck = true;
    let mut watched = true;

    loop {
        if recheck || control.has_changed().unwrap_or(false) {
            recheck = false;
            let wanted = control.borrow_and_update().clone();
            stopping = steer(stopping, wanted.intent);
            if wanted.everything {
                allowed = None;
            }
            if let Some(allowed) = &mut allowed {
                allowed.extend(wanted.also.iter().copied());
            }
            // The user may have queued chunks again (resend, retry): read them afresh.
            if let Ok(Ok(fresh)) = journal.call(move |store| store.chunks(job, None)).await {
                for chunk in fresh {
                    if !sending.contains(&chunk.seq) {
                        chunks.insert(chunk.seq, chunk);
                    }
                }
                waiting.clear();
                retry_at.clear();
                schedule(&chunks, allowed.as_ref(), &mut waiting, &mut retry_at);
                waiting.retain(|seq| !sending.contains(seq));
            }
        }

        let now = Instant::now();
        let due: Vec<u32> = retry_at
            .iter()
            .filter(|(_, at)| **at <= now)
            .map(|(seq, _)| *seq)
            .collect();
        for seq in due {
            retry_at.remove(&seq);
            waiting.insert(seq);
        }
        if stopping.is_none() {
            while in_flight.len() < settings.concurrency.max(1)
                && now >= hold_until
                && now >= gate.next
            {
                let Some(seq) = waiting.pop_first() else {
                    break;
                };
                let Some(chunk) = chunks.get(&seq) else {
                    continue;
                };
                gate.take(now);
                sending.insert(seq);
                in_flight.push(attempt(
                    client,
                    journal,
                    &record,
                    chunk.clone(),
                    settings,
                    on_event,
                ));
            }
        }

        if in_flight.is_empty() {
            if let Some(end) = stopping {
                return end;
            }
            if waiting.is_empty() && retry_at.is_empty() {
                return RunEnd::Finished;
            }
        }

        let mut wake_at = heartbeat;
        if let Some(at) = retry_at.values().min() {
            wake_at = wake_at.min(*at);
        }
        // While stopping, nothing new starts: only answers and the user can wake the run.
        if stopping.is_none()
            && !waiting.is_empty()
            && in_flight.len() < settings.concurrency.max(1)
        {
            wake_at = wake_at.min(hold_until.max(gate.next));
        }
        tokio::select! {
            Some(done) = in_flight.next(), if !in_flight.is_empty() => match done {
                Done::Answered { seq, answer, next } => {
                    sending.remove(&seq);
                    if let Some(chunk) = chunks.get_mut(&seq) {
                        chunk.attempts += 1;
                        chunk.state = answer.state;
                    }
                    if answer.state == ChunkState::Retrying {
                        retry_at.insert(seq, instant_at(answer.next_attempt_at_ms));
                    }
                    match next {
                        Next::Continue => {}
                        Next::HoldAll(pause) => {
                            hold_until = hold_until.max(instant_after(pause));
                        }
                        Next::SignedOut => {
                            let note = answer.message.unwrap_or_default();
                            stopping = Some(RunEnd::SignedOut(note));
                        }
                        Next::WaitLonger(note) => {
                            if !matches!(stopping, Some(RunEnd::SignedOut(_))) {
                                stopping = Some(RunEnd::AskedToWait(note));
                            }
                        }
                    }
                }
                Done::Skipped { seq } => {
                    // Not out: if the user queues it again, this run may send it.
                    sending.remove(&seq);
                }
                Done::JournalFailed(problem) => {
                    stopping.get_or_insert(RunEnd::Stopped(problem));
                }
            },
            () = tokio::time::sleep_until(wake_at) => {}
            changed = control.changed(), if watched => match changed {
                Ok(()) => recheck = true,
                Err(_) => {
                    // Nobody can pause this run any more (the front end is gone): finish
                    // what is in flight and stop, rather than send on unwatched.
                    watched = false;
                    stopping.get_or_insert(RunEnd::Paused);
                }
            },
        }

        if Instant::now() >= heartbeat {
            heartbeat = Instant::now() + LEASE_TERM / 3;
            match journal
                .write(JournalWrite::RenewLease {
                    job,
                    lease: lease.renewal(),
                })
                .await
            {
                Ok(true) => {}
                Ok(false) => {
                    stopping.get_or_insert(RunEnd::Stopped(
                        "another process took this job over".into(),
                    ));
                }
                Err(err) => {
                    stopping.get_or_insert(RunEnd::Stopped(err.to_string()));
                }
            }
        }
    }
}

/// What the run does on the user's latest word. The last word wins: a pause then a cancel
/// is a cancel, and a resume takes back either. A stop the run chose itself (signed out,
/// told to wait, the journal failing) is not the user's to take back with a resume or a
/// pause; but a cancel ends a job that was only going to pause.
fn steer(stopping: Option<RunEnd>, intent: Intent) -> Option<RunEnd> {
    match (stopping, intent) {
        (None | Some(RunEnd::Paused | RunEnd::Cancelled), Intent::Pause) => Some(RunEnd::Paused),
        (
            None
            | Some(
                RunEnd::Paused | RunEnd::Cancelled | RunEnd::SignedOut(_) | RunEnd::AskedToWait(_),
            ),
            Intent::Cancel,
        ) => Some(RunEnd::Cancelled),
        (Some(RunEnd::Paused | RunEnd::Cancelled), Intent::Run) => None,
        (other, _) => other,
    }
}

/// The instant `pause` from now, or a day from now if the clock cannot hold it: no answer
/// can make the runner's time arithmetic overflow.
fn instant_after(pause: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(pause)
        .or_else(|| now.checked_add(Duration::from_secs(24 * 60 * 60)))
        .unwrap_or(now)
}

/// The instant of a wall-clock time in Unix milliseconds (`None`: now).
fn instant_at(at_ms: Option<i64>) -> Instant {
    let wait = at_ms.map_or(0, |at| at.saturating_sub(now_ms()).max(0));
    instant_after(Duration::from_millis(wait.unsigned_abs()))
}

/// Puts the chunks this run may send into `waiting` (now) or `retry_at` (later).
fn schedule(
    chunks: &HashMap<u32, ChunkRecord>,
    allowed: Option<&BTreeSet<u32>>,
    waiting: &mut BTreeSet<u32>,
    retry_at: &mut BTreeMap<u32, Instant>,
) {
    for chunk in chunks.values() {
        if allowed.is_some_and(|allowed| !allowed.contains(&chunk.seq)) {
            continue;
        }
        match chunk.state {
            ChunkState::Queued => {
                waiting.insert(chunk.seq);
            }
            ChunkState::Retrying => {
                retry_at.insert(chunk.seq, instant_at(chunk.next_attempt_at_ms));
            }
            _ => {}
        }
    }
}

async fn attempt(
    client: &ApiClient,
    journal: &Journal,
    job: &JobRecord,
    chunk: ChunkRecord,
    settings: &SendSettings,
    on_event: &(dyn Fn(RunEvent) + Send + Sync),
) -> Done {
    let (id, seq) = (job.id, chunk.seq);
    let message = Message {
        recipient_uuids: chunk.addressees().map(|r| r.uuid).collect(),
        sender_name: job.sender_name.clone(),
        sender_email: job.sender_email.clone(),
        subject: chunk.subject.clone().unwrap_or_else(|| job.subject.clone()),
        body: chunk.body.clone().unwrap_or_else(|| job.body.clone()),
        message_type: job.message_type,
    };
    // The chunk is `sending` from the moment its request leaves, not while it waits for a
    // permit or a token: a crash before then leaves it `queued`, certainly not sent.
    let begin_sending = || async move {
        match journal
            .write(JournalWrite::BeginSending { job: id, seq })
            .await
        {
            Ok(true) => {}
            Ok(false) => return Err(Done::Skipped { seq }),
            Err(err) => return Err(Done::JournalFailed(err.to_string())),
        }
        on_event(RunEvent::Chunk(ChunkUpdate {
            job: id,
            seq,
            state: ChunkState::Sending,
            answer: None,
        }));
        Ok(())
    };
    let mut went_out = false;
    let sent = client
        .send_message_when(&message, || {
            went_out = true;
            begin_sending()
        })
        .await;
    let result = match sent {
        Ok(result) => result,
        Err(done) => return done,
    };
    if !went_out {
        // Refused before it could leave (an invalid message): nothing went out, and the
        // journal takes an answer only from a `sending` chunk.
        if let Err(done) = begin_sending().await {
            return done;
        }
    }
    let (answer, next) = classify(&result, chunk.attempts + 1, settings, now_ms());
    match journal
        .write(JournalWrite::Answer {
            job: id,
            seq,
            answer: answer.clone(),
        })
        .await
    {
        // `false` cannot happen while we hold the lease; the answer is reported either way.
        Ok(_) => {}
        // The chunk stays `sending` in the journal and reads as `unknown` after a restart:
        // the safe reading of an answer we could not record.
        Err(err) => return Done::JournalFailed(err.to_string()),
    }
    on_event(RunEvent::Chunk(ChunkUpdate {
        job: id,
        seq,
        state: answer.state,
        answer: Some(answer.clone()),
    }));
    Done::Answered { seq, answer, next }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_users_last_word_wins() {
        let paused = Some(RunEnd::Paused);
        let cancelled = Some(RunEnd::Cancelled);
        assert_eq!(steer(None, Intent::Pause), paused);
        assert_eq!(steer(paused.clone(), Intent::Cancel), cancelled);
        assert_eq!(steer(cancelled.clone(), Intent::Pause), paused);
        assert_eq!(steer(cancelled.clone(), Intent::Run), None);
        assert_eq!(steer(paused.clone(), Intent::Run), None);
        assert_eq!(steer(None, Intent::Run), None);
    }

    #[test]
    fn the_runs_own_stops_yield_only_to_a_cancel() {
        let signed_out = Some(RunEnd::SignedOut("sign in".into()));
        let wait = Some(RunEnd::AskedToWait("until".into()));
        let journal = Some(RunEnd::Stopped("disk full".into()));
        for own in [&signed_out, &wait] {
            assert_eq!(steer(own.clone(), Intent::Run), *own);
            assert_eq!(steer(own.clone(), Intent::Pause), *own);
            assert_eq!(steer(own.clone(), Intent::Cancel), Some(RunEnd::Cancelled));
        }
        for intent in [Intent::Run, Intent::Pause, Intent::Cancel] {
            assert_eq!(steer(journal.clone(), intent), journal, "{intent:?}");
        }
    }

    #[test]
    fn no_rate_or_wait_can_overflow_the_clock() {
        let mut gate = RateGate::new(Some(1e-300));
        gate.take(Instant::now());
        gate.take(Instant::now());
        assert!(instant_after(Duration::MAX) > Instant::now());
        assert!(instant_at(Some(i64::MAX)) > Instant::now());
        assert!(instant_at(Some(i64::MIN)) <= Instant::now());
    }
}
