//! Offers, driven by the worker's outbox: on each look (`OutboxCommand::OfferTick`,
//! which the window sends every few seconds and `directory-desk offers run` in its loop),
//! every open offer of the directory takes its next step (`offers::due`). A wave opens by
//! asking the directory who its candidates are now (gone, their zone, their working
//! hours); a wave's messages go as outbox jobs through the hub's own door
//! (`OutboxCommand::Create`, with the team's check and claim in a team), each bound to the
//! offer in the job's own transaction, so that nobody is offered twice whatever runs at
//! once. Slow work (lookups, the team's check) runs on tasks of its own and answers the hub
//! through its queue (`OutboxCommand::OfferPrepared`); one step per offer at a time. This
//! file knows nothing of the hub: it tells its news and answers through callbacks.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use jiff::tz::TimeZone;
use uuid::Uuid;

use super::team_guard::{TeamSide, UnsentJob};
use crate::api::{ApiClient, ReadOptions, Summary, read_summaries};
use crate::offers::due::{Step, Waiting, next_step};
use crate::offers::message::{Addressee, job_for};
use crate::offers::schedule::{WorkingWeek, zone_name_of};
use crate::outbox::Journal;
use crate::outbox::RecipientCheck;
use crate::outbox::personalise::RecipientFields;
use crate::store::{
    Closing, JobAccount, JobId, LeftOut, NewJob, OfferId, OfferRecord, Placed, Reach, SendWhen,
    Ticket, check_offer_owner, now_ms,
};

/// How long an offer whose step failed (the directory or the team out of reach) is left
/// before it is tried again.
const BACK_OFF: Duration = Duration::from_secs(60);
/// The least a message found outside its freelancer's working hours waits.
const LATER_AT_LEAST_MS: i64 = 60_000;
/// How many days of availability a wave reads: the working hours come with it.
const AVAILABILITY_DAYS: i64 = 14;

/// Where the tickets of offers' jobs begin.
const OFFER_TICKETS: u64 = u64::MAX / 2;

/// Whether `ticket` names a job an offer wrote (`offers run` follows those runs).
pub fn is_offer_ticket(ticket: Ticket) -> bool {
    ticket.0 > OFFER_TICKETS
}

/// What a task made ready for the hub.
#[derive(Debug)]
pub enum Prepared {
    /// It wrote what it had to (a wave opened): look again.
    Written,
    /// A wave's or a closing message's step.
    Send(Ready),
}

/// A step's messages made ready: the job to write through the hub's door (with the team's
/// claim in a team), who is left out for good, whose message waits for their working hours,
/// and whether the offer rests before its next look (someone could not be asked about now,
/// or a colleague is messaging them: they are tried again then, not left out).
#[derive(Debug, Default)]
pub struct Ready {
    pub job: Option<(Box<NewJob>, Option<String>)>,
    /// A closing message's step: who is left out gets no closing message.
    pub closing: bool,
    pub left_out: Vec<(Uuid, LeftOut)>,
    pub later: Vec<(Uuid, i64)>,
    pub rest: bool,
}

/// The offers the hub is stepping, and those it rests after a failure.
#[derive(Default)]
pub(super) struct OfferSteps {
    in_flight: HashSet<OfferId>,
    resting: HashMap<OfferId, Instant>,
    next_ticket: u64,
    /// Set while the sandbox's replies are being read: one reading at a time.
    reading_replies: Arc<std::sync::atomic::AtomicBool>,
    /// Answers sent or answered since this time (Unix ms) are not yet known to be shared
    /// with the team; -1 while a sharing is under way.
    shared_since: Arc<std::sync::atomic::AtomicI64>,
    /// Who is signed in here, once the directory said: an offer made as another account
    /// takes no step.
    account: Option<JobAccount>,
    /// Offers that take no step for a reason that stays until the user acts (made as another
    /// account, unreadable): told once, not every look.
    refused: HashSet<OfferId>,
    /// Set while a look reads the store on its task: one look at a time, so that two never
    /// start the same offer's step.
    looking: bool,
    /// A look asked for while one was under way (`None`: every offer): taken after it.
    again: Option<Option<OfferId>>,
    /// No look begins any more (`offers run` after Ctrl+C): the steps under way finish.
    stopped: bool,
}

/// What a look needs of the hub's state, taken as it begins: the offers not to look at (a
/// step under way, resting) and who is signed in.
pub(super) struct LookPlan {
    only: Option<OfferId>,
    skip: HashSet<OfferId>,
    account: Option<JobAccount>,
}

/// What a look read (and wrote, for the steps that need only the store) on its task: the
/// steps that need a task of their own, the jobs left unsent with nobody sending them, and
/// the offers that take no step, with why.
#[derive(Debug)]
pub struct Look {
    steps: Vec<(OfferRecord, Step)>,
    stalled: Vec<JobId>,
    refused: Vec<(OfferId, String)>,
    /// Offers that could not be read this time (the database busy): they rest a minute.
    unread: Vec<(OfferId, String)>,
}

impl Look {
    /// A look that found nothing to do. Private, as is the rest of a look: nobody but a
    /// look's own task makes one for the hub to start steps from.
    fn nothing() -> Self {
        Self {
            steps: Vec::new(),
            stalled: Vec::new(),
            refused: Vec::new(),
            unread: Vec::new(),
        }
    }
}

/// How a look's task answers the hub (through its command queue).
pub type LookRead = Arc<dyn Fn(Look) + Send + Sync>;

impl OfferSteps {
    /// How many offers have a step under way.
    pub fn busy(&self) -> usize {
        self.in_flight.len()
    }

    /// Begins a look at `only` (or every offer), unless one is under way: then it is taken
    /// once that one ends ([`end_look`](Self::end_look)).
    pub fn begin_look(&mut self, only: Option<OfferId>) -> Option<LookPlan> {
        if self.stopped {
            return None;
        }
        if self.looking {
            self.again = Some(match self.again {
                Some(asked) if asked == only => only,
                Some(_) => None,
                None => only,
            });
            return None;
        }
        self.looking = true;
        let now = Instant::now();
        self.resting.retain(|_, until| *until > now);
        let skip = self
            .in_flight
            .iter()
            .chain(self.resting.keys())
            .copied()
            .collect();
        Some(LookPlan {
            only,
            skip,
            account: self.account.clone(),
        })
    }

    /// The look under way ended: the one asked for meanwhile, if any.
    pub fn end_look(&mut self) -> Option<Option<OfferId>> {
        self.looking = false;
        self.again.take().filter(|_| !self.stopped)
    }

    /// Begins no more looks; the steps under way finish.
    pub fn stop(&mut self) {
        self.stopped = true;
        self.again = None;
    }

    /// Whether [`stop`](Self::stop) was called.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// A ticket for a job an offer writes: far above the front ends' own, so that theirs
    /// never meet it.
    fn ticket(&mut self) -> Ticket {
        self.next_ticket += 1;
        Ticket(OFFER_TICKETS + self.next_ticket)
    }

    /// Who is signed in now: offers refused as another account's are looked at again.
    pub fn signed_in(&mut self, account: JobAccount) {
        self.account = Some(account);
        self.refused.clear();
    }

    /// Tells `problem` about `offer`, the first time only.
    fn refuse(&mut self, offer: OfferId, problem: String, tell: &Tell) {
        if self.refused.insert(offer) {
            tracing::warn!(%offer, %problem, "an offer takes no step");
            tell(OfferNews::Trouble {
                offer,
                problem,
                lasting: true,
            });
        }
    }

    pub fn done(&mut self, offer: OfferId, failed: bool) {
        self.in_flight.remove(&offer);
        if failed {
            self.resting.insert(offer, Instant::now() + BACK_OFF);
        }
    }
}

/// News of offers, for the hub to pass on as `OutboxEvent`s.
#[derive(Debug)]
pub enum OfferNews {
    /// The offer changed in the store.
    Changed(OfferId),
    /// A step of the offer could not be taken now: it rests a minute, or (`lasting`) it
    /// takes no step until the user acts (made as another account, unreadable).
    Trouble {
        offer: OfferId,
        problem: String,
        lasting: bool,
    },
    /// A look is over; `busy`: steps and runs under way; `steps`: the steps alone.
    Looked {
        busy: usize,
        steps: usize,
        stopped: bool,
    },
}

/// How news of offers reaches the hub's front end.
pub type Tell = Arc<dyn Fn(OfferNews) + Send + Sync>;
/// How a step's task answers the hub (through its command queue).
pub type Answer = Arc<dyn Fn(OfferId, Ticket, Result<Prepared, String>) + Send + Sync>;

/// What a step's task needs of the hub.
pub(super) struct StepContext {
    pub journal: Journal,
    pub client: ApiClient,
    pub answer: Answer,
    /// The team's side and the jobs it must know unsent, in a team (given to the first
    /// check made: a job's contacts are written once).
    pub team: Option<(Arc<TeamSide>, std::sync::Mutex<Vec<UnsentJob>>)>,
}

/// Reads every open offer of `directory` (or the plan's one) on a task of its own, so that
/// the hub's loop never waits for the store, and takes there the steps that need only the
/// store; answers the hub with what it read. Offers whose state changed are told.
pub(super) fn look(
    journal: &Journal,
    directory: &str,
    plan: LookPlan,
    tell: &Tell,
    read: LookRead,
) {
    let (journal, directory, tell) = (journal.clone(), directory.to_owned(), Arc::clone(tell));
    tokio::spawn(async move {
        // Its own task, so that even a panic in it is answered: the hub is not left
        // believing a look is under way for good.
        let look =
            tokio::spawn(async move { read_steps(&journal, &directory, &plan, &tell).await })
                .await
                .unwrap_or_else(|_| Look::nothing());
        read(look);
    });
}

/// Takes a look's answer on the hub: the offers refused told once, each step that needs the
/// directory or the team started on its own task (made by `context`, asked only when one
/// does). Returns the jobs of offers whose messages wait to go with nobody sending them (a
/// process that wrote them died first).
pub(super) async fn take_look(
    steps: &mut OfferSteps,
    look: Look,
    context: impl AsyncFnOnce() -> Result<StepContext, String>,
    tell: &Tell,
) -> Vec<JobId> {
    for (offer, problem) in look.refused {
        steps.refuse(offer, problem, tell);
    }
    for (offer, problem) in look.unread {
        steps.done(offer, true);
        tell(OfferNews::Trouble {
            offer,
            problem,
            lasting: false,
        });
    }
    if !look.steps.is_empty() {
        start(steps, look.steps, context, tell).await;
    }
    look.stalled
}

/// Whether `offer`, made as `owner`, may step as `account`, who is signed in here: an
/// account not known yet is waited for (`Ok(false)`), another account refused.
fn owned_here(
    offer: OfferId,
    owner: Option<&JobAccount>,
    account: Option<&JobAccount>,
) -> Result<bool, String> {
    if owner.is_some() && account.is_none() {
        return Ok(false);
    }
    check_offer_owner(offer, owner, account).map(|()| true)
}

/// The steps due now that need a task; those that need only the store are taken here.
async fn read_steps(journal: &Journal, directory: &str, plan: &LookPlan, tell: &Tell) -> Look {
    let mut look = Look::nothing();
    let listed = {
        let directory = directory.to_owned();
        journal
            .call(move |store| store.open_offers(&directory))
            .await
    };
    let Ok(Ok(open)) = listed else {
        tracing::warn!("offers could not be read");
        return look;
    };
    let ready = open
        .into_iter()
        .filter(|id| plan.only.is_none_or(|only| only == *id) && !plan.skip.contains(id));
    for id in ready {
        let offer = match load(journal, directory, id).await {
            Ok(Some((offer, owner))) => {
                match owned_here(id, owner.as_ref(), plan.account.as_ref()) {
                    Ok(true) => offer,
                    Ok(false) => continue,
                    Err(problem) => {
                        look.refused.push((id, problem));
                        continue;
                    }
                }
            }
            Ok(None) => continue,
            Err(Unread::ForGood(problem)) => {
                look.refused.push((id, problem));
                continue;
            }
            Err(Unread::ForNow(problem)) => {
                look.unread.push((id, problem));
                continue;
            }
        };
        let step = match next_step(&offer, now_ms()) {
            Step::Wait {
                why: Waiting::Sending,
                ..
            } => {
                look.stalled.extend(going_jobs(&offer));
                continue;
            }
            Step::Wait { .. } => continue,
            step => step,
        };
        let written = match store_write(directory.to_owned(), id, step) {
            Ok(write) => journal.call(write).await,
            Err(step) => {
                look.steps.push((offer, step));
                continue;
            }
        };
        if !matches!(written, Ok(Ok(()))) {
            // Another process changed it first: the next look reads it again.
            tracing::info!(offer = %id, "an offer's step was not written");
        }
        tell(OfferNews::Changed(id));
    }
    look
}

/// A step that needs only the store, written on the journal's thread.
type StoreWrite =
    Box<dyn FnOnce(&mut crate::store::Store) -> Result<(), crate::store::StoreError> + Send>;

/// The write `step` of offer `id` is, if it needs only the store; else the step, for a task
/// of its own.
fn store_write(directory: String, id: OfferId, step: Step) -> Result<StoreWrite, Step> {
    Ok(match step {
        Step::Exhaust => Box::new(move |store| store.exhaust_offer(&directory, id)),
        Step::Expire => Box::new(move |store| store.expire_offer(&directory, id)),
        Step::PickFirstAccepted => {
            Box::new(move |store| store.fill_offer(&directory, id, None).map(|_| ()))
        }
        Step::SkipClosing { candidates } => Box::new(move |store| {
            for uuid in candidates {
                store.skip_closing(&directory, id, uuid, &LeftOut::NeverReached)?;
            }
            Ok(())
        }),
        step => return Err(step),
    })
}

/// Starts each step on a task of its own, which answers the hub when it is done.
async fn start(
    steps: &mut OfferSteps,
    started: Vec<(OfferRecord, Step)>,
    context: impl AsyncFnOnce() -> Result<StepContext, String>,
    tell: &Tell,
) {
    let context = match context().await {
        Ok(context) => Arc::new(context),
        Err(problem) => {
            for (offer, _) in started {
                steps.done(offer.id, true);
                tell(OfferNews::Trouble {
                    offer: offer.id,
                    problem: problem.clone(),
                    lasting: false,
                });
            }
            return;
        }
    };
    for (offer, step) in started {
        steps.in_flight.insert(offer.id);
        let ticket = steps.ticket();
        let context = Arc::clone(&context);
        tokio::spawn(async move {
            let id = offer.id;
            // Its own task, so that even a panic in a step is answered: the offer is not
            // left in flight for good.
            let task_context = Arc::clone(&context);
            let prepared = tokio::spawn(async move { prepare(&task_context, offer, step).await })
                .await
                .unwrap_or_else(|_| Err("the step stopped unexpectedly".to_owned()));
            (context.answer)(id, ticket, prepared);
        });
    }
}

/// The jobs of the offer with messages not settled yet (its waves' and its closing ones).
fn going_jobs(offer: &OfferRecord) -> Vec<JobId> {
    let going = |state: Option<crate::store::RequestState>| {
        state.is_some_and(|s| !s.is_settled() && s != crate::store::RequestState::Unknown)
    };
    let mut jobs: Vec<JobId> = offer
        .candidates
        .iter()
        .filter(|c| c.reach() == Reach::Going)
        .filter_map(|c| c.job)
        .chain(
            offer
                .candidates
                .iter()
                .filter(|c| going(c.closing_request))
                .filter_map(|c| c.closing_job),
        )
        .collect();
    jobs.sort();
    jobs.dedup();
    jobs
}

/// The offer whole, with the account it was made as; why not, when it cannot be read (a
/// word this version does not know: `OfferState::parse`).
/// Why an offer could not be read: its row holds what this version cannot read (a word it
/// does not know, a value of the wrong kind), which stays until the user acts; or the
/// database could not be read now (busy, out of reach), which a later look tries again.
enum Unread {
    ForGood(String),
    ForNow(String),
}

async fn load(
    journal: &Journal,
    directory: &str,
    id: OfferId,
) -> Result<Option<(OfferRecord, Option<JobAccount>)>, Unread> {
    let directory = directory.to_owned();
    let read = journal
        .call(move |store| {
            let Some(offer) = store.offer(&directory, id)? else {
                return Ok(None);
            };
            Ok::<_, crate::store::StoreError>(Some((offer, store.offer_owner(&directory, id)?)))
        })
        .await;
    match read {
        Ok(Ok(found)) => Ok(found),
        Ok(Err(err)) if err.is_unreadable_row() => Err(Unread::ForGood(err.to_string())),
        Ok(Err(err)) => Err(Unread::ForNow(err.to_string())),
        Err(err) => Err(Unread::ForNow(err.to_string())),
    }
}

async fn prepare(
    context: &StepContext,
    offer: OfferRecord,
    step: Step,
) -> Result<Prepared, String> {
    match step {
        Step::OpenWave { wave, candidates } => {
            let placed = place(context, &offer, &candidates).await?;
            let directory = offer.directory.clone();
            let id = offer.id;
            context
                .journal
                .call(move |store| store.open_wave(&directory, id, wave, &placed))
                .await
                .map_err(|e| e.to_string())?
                .map_err(|e| e.to_string())?;
            Ok(Prepared::Written)
        }
        Step::Send { candidates } => send(context, &offer, None, &candidates).await,
        Step::Close {
            closing,
            candidates,
        } => send(context, &offer, Some(closing), &candidates).await,
        _ => Ok(Prepared::Written),
    }
}

/// What the directory says of one candidate now: their profile as a message needs it, or
/// that it no longer knows them. `Err`: it could not be asked.
async fn look_up(client: &ApiClient, uuid: Uuid) -> Result<Result<Addressee, LeftOut>, String> {
    let result = client.freelancer(uuid).await.map(Box::new);
    match RecipientCheck::of(&result) {
        Ok(RecipientCheck::Unknown(_)) => Ok(Err(LeftOut::NotInDirectory)),
        Ok(_) => {
            let profile = result.ok();
            Ok(Ok(Addressee {
                uuid,
                name: profile.as_ref().and_then(|p| p.display_name()),
                fields: profile.as_deref().map(RecipientFields::of),
                zone: profile
                    .as_ref()
                    .and_then(|p| p.contact_info.as_ref()?.timezone.clone()),
            }))
        }
        Err(why) => Err(format!("could not look {uuid} up: {}", why.for_terminal())),
    }
}

/// The coordinator's zone and the days of availability a step reads (today and the next
/// [`AVAILABILITY_DAYS`], in the coordinator's calendar): the working hours come with them.
fn availability_window() -> (TimeZone, jiff::civil::Date, jiff::civil::Date) {
    let coordinator = TimeZone::system();
    let today = coordinator.to_datetime(jiff::Timestamp::now()).date();
    let until = today
        .checked_add(jiff::Span::new().days(AVAILABILITY_DAYS))
        .unwrap_or(today);
    (coordinator, today, until)
}

/// The zones the user summaries of a wave's `candidates` name, read at once: one request
/// for a wave (`api::read_summaries`, whose first batch is larger than any wave). Whom it
/// could not read, or who names none, is not in the answer, and their profile's zone stands:
/// a wave is never held for want of a summary.
async fn summary_zones(client: &ApiClient, candidates: &[Uuid]) -> HashMap<Uuid, String> {
    let options = ReadOptions {
        concurrency: 1,
        ..ReadOptions::default()
    };
    let mut zones = HashMap::new();
    let mut failed = 0usize;
    let cancel = tokio_util::sync::CancellationToken::new();
    read_summaries(
        client,
        candidates.to_vec(),
        options,
        &cancel,
        |uuid, summary, _| match summary {
            Summary::Found(found) => {
                if let Some(zone) = found.timezone {
                    zones.insert(uuid, zone);
                }
            }
            Summary::Unknown => {}
            Summary::Failed(_) => failed += 1,
        },
    )
    .await;
    if failed > 0 {
        tracing::warn!(
            failed,
            "a wave's user summaries could not all be read; their profiles' zones stand"
        );
    }
    zones
}

/// Places a new wave's candidates: who is gone, each one's zone, and when their message may
/// go (at once, or inside their working hours).
async fn place(
    context: &StepContext,
    offer: &OfferRecord,
    candidates: &[Uuid],
) -> Result<Vec<Placed>, String> {
    let now = now_ms();
    let (coordinator, today, until) = availability_window();
    let summary_zones = summary_zones(&context.client, candidates).await;
    let mut placed = Vec::new();
    for uuid in candidates {
        let mut addressee = match look_up(&context.client, *uuid).await? {
            Ok(addressee) => addressee,
            Err(why) => {
                placed.push(Placed {
                    uuid: *uuid,
                    due_at: now,
                    zone: None,
                    left_out: Some(why),
                    name: None,
                });
                continue;
            }
        };
        // A directory without availability, or a freelancer without it, still has a zone:
        // their hours are then a guess the board says is one. Sent at once, their hours
        // are not asked for.
        let hours = match offer.send_when {
            SendWhen::Now => None,
            SendWhen::WorkingHours => context
                .client
                .availability(&uuid.to_string(), today, until)
                .await
                .ok()
                .and_then(|a| a.working_hours),
        };
        // Their zone by the rule the review read it by (`schedule::zone_name_of`): the
        // summary's, else the profile's; kept with the candidate, for every later step.
        let summary_zone = summary_zones.get(uuid).map(String::as_str);
        addressee.zone = zone_name_of(summary_zone, addressee.zone.as_deref()).map(str::to_owned);
        let week = WorkingWeek::of(hours.as_ref(), addressee.zone.as_deref(), &coordinator);
        let at = jiff::Timestamp::from_millisecond(now).unwrap_or_default();
        // The rule the review showed before the first wave (`WorkingWeek::send_at`).
        let due_at = week.send_at(offer.send_when, at).as_millisecond();
        placed.push(Placed {
            uuid: *uuid,
            due_at,
            zone: addressee.zone,
            left_out: None,
            name: addressee.name,
        });
    }
    Ok(placed)
}

/// Gets the offer's (or a closing message's) job ready for `candidates`: who is marked do
/// not contact (here or by the team) or no longer in the directory is left out; who could
/// not be asked about, or is being messaged by a colleague, waits for a later look; with
/// "send when they work", who is outside their working hours now waits for them; the
/// others are claimed by the team (only they: looked up first) and go.
async fn send(
    context: &StepContext,
    offer: &OfferRecord,
    closing: Option<Closing>,
    candidates: &[Uuid],
) -> Result<Prepared, String> {
    let mut ready = Ready {
        closing: closing.is_some(),
        ..Ready::default()
    };
    let mut addressees = addressees_of(context, offer, candidates, &mut ready).await?;
    if offer.send_when == SendWhen::WorkingHours {
        addressees = in_their_hours(context, addressees, &mut ready.later).await;
    }
    let mut team_claim = None;
    if let Some((team, unsent)) = &context.team
        && !addressees.is_empty()
    {
        let uuids: Vec<Uuid> = addressees.iter().map(|a| a.uuid).collect();
        let unsent = std::mem::take(&mut *unsent.lock().unwrap_or_else(|e| e.into_inner()));
        let patience = super::team_guard::CHECK_PATIENCE;
        let found = team
            .check(&uuids, 0, &offer.message.subject, unsent, patience)
            .await
            .map_err(|err| super::team_guard::cannot_check(&err).for_terminal())?;
        for mark in &found.found.do_not_contact {
            ready
                .left_out
                .push((mark.freelancer, LeftOut::DoNotContact));
        }
        ready.rest |= !found.found.claimed_elsewhere.is_empty();
        addressees.retain(|a| found.found.keeps(a.uuid, false));
        team_claim = Some(found.claim);
    }
    let release = |claim: &Option<String>| {
        if let (Some((team, _)), Some(claim)) = (&context.team, claim) {
            team.release_later(claim, None);
        }
    };
    if addressees.is_empty() {
        release(&team_claim);
        return Ok(Prepared::Send(ready));
    }
    match job_for(offer, closing, &addressees, &TimeZone::system()) {
        Ok(job) => ready.job = Some((Box::new(job), team_claim)),
        Err(problem) => {
            release(&team_claim);
            return Err(problem);
        }
    }
    Ok(Prepared::Send(ready))
}

/// Those of `candidates` a step's message may go to, looked up now: who is marked do not
/// contact here or no longer in the directory goes to `ready.left_out`; who could not be
/// asked about rests the offer (`ready.rest`).
async fn addressees_of(
    context: &StepContext,
    offer: &OfferRecord,
    candidates: &[Uuid],
    ready: &mut Ready,
) -> Result<Vec<Addressee>, String> {
    let marked = {
        let (directory, uuids) = (offer.directory.clone(), candidates.to_vec());
        context
            .journal
            .call(move |store| store.marked_do_not_contact(&directory, &uuids))
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| e.to_string())?
    };
    ready
        .left_out
        .extend(marked.iter().map(|uuid| (*uuid, LeftOut::DoNotContact)));
    let mut addressees = Vec::new();
    for uuid in candidates.iter().filter(|uuid| !marked.contains(uuid)) {
        match look_up(&context.client, *uuid).await {
            Ok(Ok(mut addressee)) => {
                // The zone their wave was placed in (its summary's by the rule, which the
                // review showed) stands over the profile's: their hours are read again in
                // the same zone, and their message's deadline is written in it.
                let placed = offer.candidate(*uuid).and_then(|c| c.zone.as_deref());
                addressee.zone = zone_name_of(placed, addressee.zone.as_deref()).map(str::to_owned);
                addressees.push(addressee);
            }
            Ok(Err(why)) => ready.left_out.push((*uuid, why)),
            Err(problem) => {
                tracing::warn!(%problem, "an offer's candidate could not be looked up now");
                ready.rest = true;
            }
        }
    }
    Ok(addressees)
}

/// Those of `addressees` inside their working hours now; the others, with when their hours
/// open, into `later`. Read again as the message goes, since a wave's times were set when it
/// opened and a run may come back to it hours later.
async fn in_their_hours(
    context: &StepContext,
    addressees: Vec<Addressee>,
    later: &mut Vec<(Uuid, i64)>,
) -> Vec<Addressee> {
    let (coordinator, today, until) = availability_window();
    let now = jiff::Timestamp::now();
    let mut now_in_hours = Vec::new();
    for addressee in addressees {
        let hours = context
            .client
            .availability(&addressee.uuid.to_string(), today, until)
            .await
            .ok()
            .and_then(|a| a.working_hours);
        let week = WorkingWeek::of(hours.as_ref(), addressee.zone.as_deref(), &coordinator);
        if week.allows(now) {
            now_in_hours.push(addressee);
        } else {
            // Never sooner than a minute: a schedule that says "not now" and "now" at once
            // (a boundary, a clock moved) rests the offer instead of asking again at once.
            let next = week.next_send(now).as_millisecond();
            later.push((
                addressee.uuid,
                next.max(now.as_millisecond() + LATER_AT_LEAST_MS),
            ));
        }
    }
    now_in_hours
}

/// Writes what a step left out (out of its wave, or owed no closing message) and whose
/// message waits for later; whether the journal took it.
pub(super) async fn write_left_out(
    journal: &Journal,
    directory: &str,
    id: OfferId,
    ready: &Ready,
) -> bool {
    if ready.left_out.is_empty() && ready.later.is_empty() {
        return true;
    }
    let directory = directory.to_owned();
    let (left_out, later, closing) = (ready.left_out.clone(), ready.later.clone(), ready.closing);
    let written = journal
        .call(move |store| {
            for (uuid, why) in &left_out {
                if closing {
                    store.skip_closing(&directory, id, *uuid, why)?;
                } else {
                    store.leave_out(&directory, id, *uuid, why)?;
                }
            }
            for (uuid, due_at) in later {
                if closing {
                    store.reschedule_closing(&directory, id, uuid, due_at)?;
                } else {
                    store.reschedule(&directory, id, uuid, due_at)?;
                }
            }
            Ok::<_, crate::store::StoreError>(())
        })
        .await;
    let ok = matches!(written, Ok(Ok(())));
    if !ok {
        tracing::warn!(offer = %id, "who an offer left out could not be written");
    }
    ok
}

/// Reads the replies the sandbox's freelancers sent (a sandbox on this machine only) and
/// records each as the answer to the open offer whose message it answers: the demo's and the
/// tests' stand-in for the coordinator's mailbox. One reading at a time; an answer already
/// recorded is not recorded again.
pub(super) fn read_sandbox_replies(
    steps: &OfferSteps,
    journal: &Journal,
    client: &ApiClient,
    directory: &str,
    tell: &Tell,
) {
    use std::sync::atomic::Ordering;
    if steps.reading_replies.swap(true, Ordering::SeqCst) {
        return;
    }
    let reading = Arc::clone(&steps.reading_replies);
    let (journal, client, directory, tell) = (
        journal.clone(),
        client.clone(),
        directory.to_owned(),
        Arc::clone(tell),
    );
    tokio::spawn(async move {
        let until = crate::times::rfc3339(now_ms());
        let replies = client
            .sandbox_replies(&until)
            .await
            .map_err(|err| err.to_string())
            .and_then(|body| crate::sandbox::read_replies(&body));
        match replies {
            Ok(replies) => {
                for offer in record_replies(&journal, &directory, replies).await {
                    tell(OfferNews::Changed(offer));
                }
            }
            Err(problem) => tracing::warn!(%problem, "the sandbox's replies could not be read"),
        }
        reading.store(false, Ordering::SeqCst);
    });
}

async fn record_replies(
    journal: &Journal,
    directory: &str,
    replies: Vec<crate::sandbox::SandboxReply>,
) -> Vec<OfferId> {
    let directory = directory.to_owned();
    let recorded = journal
        .call(move |store| {
            let mut changed = Vec::new();
            for reply in replies {
                let Some(answer) = crate::store::Answer::parse(&reply.answer) else {
                    continue;
                };
                let at = crate::times::parse_rfc3339(&reply.at).unwrap_or_else(now_ms);
                let by = (at, "the sandbox");
                // Matched by the message it answers (its id, as the directory numbered the
                // message it sent), never by its subject: offers can be worded alike. One
                // reply that cannot be recorded does not keep the others from it.
                let message = (reply.message_id.to_string(), reply.from);
                match store.answer_from_message(&directory, (&message.0, message.1), answer, by) {
                    Ok(answered) => changed.extend(answered.map(|(offer, _)| offer)),
                    Err(err) => tracing::warn!(error = %err, "a sandbox reply was not recorded"),
                }
            }
            Ok::<_, crate::store::StoreError>(changed)
        })
        .await;
    match recorded {
        Ok(Ok(changed)) => changed,
        _ => {
            tracing::warn!("the sandbox's replies could not be recorded");
            Vec::new()
        }
    }
}

/// Shares with the team the answers to this desk's offers recorded since the last sharing
/// that the team took (all of them the first time): every desk learns how each freelancer
/// answers. On a task of its own, one at a time; with the team away, the next look tries
/// again from the same time.
pub(super) fn share_answers(
    steps: &OfferSteps,
    journal: &Journal,
    team: Arc<TeamSide>,
    directory: &str,
) {
    use std::sync::atomic::Ordering;
    let shared = Arc::clone(&steps.shared_since);
    let since = shared.swap(-1, Ordering::SeqCst);
    if since < 0 {
        return;
    }
    let (journal, directory) = (journal.clone(), directory.to_owned());
    tokio::spawn(async move {
        // Read first, so that an answer recorded while this one is shared is shared next.
        let started = now_ms();
        let facts = journal
            .call(move |store| store.offer_answers_since(&directory, since))
            .await;
        let facts: Vec<(i64, crate::store::AnswerFact)> = match facts {
            Ok(Ok(facts)) => facts.into_iter().map(|(id, fact)| (id.0, fact)).collect(),
            _ => Vec::new(),
        };
        let next = if team.share_offer_answers(&facts).await {
            started
        } else {
            since
        };
        shared.store(next, Ordering::SeqCst);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_a_stop_no_look_begins_and_none_asked_for_earlier_follows() {
        let mut steps = OfferSteps::default();
        assert!(steps.begin_look(None).is_some(), "the first look begins");
        // Asked for while the first was under way (a finished step's follow-up).
        assert!(steps.begin_look(Some(OfferId(7))).is_none());
        steps.stop();
        assert!(steps.stopped());
        assert_eq!(steps.end_look(), None, "the look asked for is dropped");
        assert!(steps.begin_look(None).is_none(), "nor does a new one begin");
        assert!(steps.begin_look(Some(OfferId(7))).is_none());
    }

    #[test]
    fn without_a_stop_a_look_asked_for_meanwhile_follows() {
        let mut steps = OfferSteps::default();
        assert!(steps.begin_look(Some(OfferId(3))).is_some());
        assert!(steps.begin_look(Some(OfferId(3))).is_none());
        assert_eq!(steps.end_look(), Some(Some(OfferId(3))));
        assert!(steps.begin_look(None).is_some());
    }
}
