//! The window's side of offers: the outbox is asked to look at the open offers while its
//! journal is open (`OutboxCommand::OfferTick`) when the board's earliest offer falls due or
//! one changed (`ui/offers/looks.rs`), the board reads each offer the outbox changed, and
//! those whose messages settle, and the store's answers about offers go to the board (or, for
//! the answers' lessons, to the scope's vendor records). The "Offer a job…" dialog's
//! availability is asked of the worker as the dialog opens, through the same door as the
//! table's and the inspector's (`Command::Availability`, which takes a range), and its answers
//! go to the dialog rather than to the inspector's cache, whose days (today and the 13 after)
//! they are not.

use uuid::Uuid;

use super::DeskApp;
use crate::api::ApiError;
use crate::api::availability::Availability;
use crate::store::{StoreAnswer, StoreRequest};
use crate::ui::Tab;
use crate::ui::notice::Notice;
use crate::ui::outbox::JournalState;
use crate::worker::{AvailabilityEnd, Command, OutboxCommand, TaskId};

impl DeskApp {
    /// The look at the offers: on the built-in sandbox, its freelancers' replies are read
    /// and recorded too, so that the demo's offers fill by themselves.
    pub(super) fn offer_tick(&self) -> Command {
        let on_sandbox = self
            .session
            .environment()
            .is_some_and(|e| e.directory_key() == crate::api::BUILT_IN_SANDBOX);
        Command::Outbox(OutboxCommand::OfferTick {
            only: None,
            sandbox_replies: on_sandbox,
        })
    }

    /// While the outbox is open, it is asked to take the open offers' next steps when the
    /// earliest of them falls due (a wave's wait ends, a freelancer's working hours begin)
    /// and right after an offer changed; a frame is asked for at that time, so that the
    /// look happens while the window is idle. With no offer waiting on a time, none is.
    pub(super) fn tick_offers(&mut self, ctx: &egui::Context) {
        if self.scope.outbox.model.journal != JournalState::Open {
            return;
        }
        // Opened, the board lists the offers again: one written by another process since
        // (`offers new`) shows, and its steps are taken from then on.
        let shown = self.persisted.open_tab == Tab::Offers;
        if self.scope.offers.model.on_screen(shown)
            && let Some(directory) = self.scope.directory()
        {
            let directory = directory.to_owned();
            self.store.send(StoreRequest::Offers { directory });
        }
        // This desk's answers after its offers changed, once however many changed.
        if self.scope.offers.model.take_answers_stale()
            && let Some(directory) = self.scope.directory()
        {
            let directory = directory.to_owned();
            self.store.send(StoreRequest::OfferAnswers { directory });
        }
        let environment = self.session.environment();
        let readings = crate::ui::offers::Readings {
            team: environment.is_some_and(|e| e.team.is_some()),
            sandbox_replies: environment
                .is_some_and(|e| e.directory_key() == crate::api::BUILT_IN_SANDBOX),
        };
        let now = crate::store::now_ms();
        let due = self.scope.offers.model.due(now, readings);
        if due.look {
            self.session.send(self.offer_tick());
        }
        // The team's answers each minute while an offer is open (colleagues record answers
        // too; this desk's own reach the team a look later).
        if due.team_answers {
            self.session
                .send(Command::Outbox(OutboxCommand::TeamAnswers));
        }
        if let Some(next) = due.next {
            let wait = u64::try_from(next.saturating_sub(now)).unwrap_or(0);
            ctx.request_repaint_after(std::time::Duration::from_millis(wait.max(1)));
        }
    }

    /// Asks the store for these offers of the scope's directory, whole.
    pub(super) fn read_offers(&self, offers: Vec<crate::store::OfferId>) {
        if let Some(directory) = self.scope.directory() {
            self.read_offers_of(directory, offers);
        }
    }

    pub(super) fn read_offers_of(&self, directory: &str, offers: Vec<crate::store::OfferId>) {
        for id in offers {
            self.store.send(StoreRequest::Offer {
                directory: directory.to_owned(),
                id,
            });
        }
    }

    /// Offers listed, read or changed on the board (or why not).
    pub(super) fn on_offers(&mut self, answer: StoreAnswer) {
        let board = &mut self.scope.offers.model;
        let notice = match answer {
            StoreAnswer::Offers { directory, offers } => {
                for id in board.on_listed(&directory, offers) {
                    self.store.send(StoreRequest::Offer {
                        directory: directory.clone(),
                        id,
                    });
                }
                None
            }
            StoreAnswer::Offer {
                directory,
                id,
                offer,
            } => {
                let notice = board.on_offer(&directory, id, offer);
                let again = board.take_read_again();
                self.read_offers_of(&directory, again);
                notice
            }
            StoreAnswer::OfferEdited {
                directory,
                id,
                result,
            } => {
                let changed = result.is_ok();
                // This desk's answers changed (the team's copy follows at the next look).
                if matches!(&result, Ok((crate::store::OfferDone::Answer(_), _))) {
                    self.store.send(StoreRequest::OfferAnswers {
                        directory: directory.clone(),
                    });
                }
                let notice = board.on_edited(&directory, id, result);
                // What the change makes due (thanks after a fill, the next wave) goes now.
                if changed {
                    self.session.send(self.offer_tick());
                }
                notice
            }
            StoreAnswer::OfferAnswers { directory, facts } => {
                // Unreadable, nothing is learned: a new offer keeps the table's order.
                if let (true, Ok(facts)) = (self.scope.is_for(&directory), facts) {
                    self.scope.vendors.learn_answers(facts);
                }
                None
            }
            StoreAnswer::OfferCreated {
                ticket,
                directory,
                result,
            } => {
                let notice = self.scope.offers.on_created(ticket, &result);
                self.stop_abandoned_asks();
                if let Ok(id) = result {
                    self.read_offers_of(&directory, vec![id]);
                    // Its first wave goes at once, rather than at the next look.
                    self.session.send(self.offer_tick());
                    self.persisted.open_tab = Tab::Offers;
                }
                notice
            }
            StoreAnswer::VendorsMatching {
                ticket,
                directory,
                records,
            } => self.vendors_for_offer(ticket, &directory, records),
            _ => None,
        };
        if let Some(notice) = notice {
            self.notices.add(notice);
        }
    }

    /// Offers a job to `candidates` (UUID and name, in the order given; `pair` the one a
    /// search named): their vendor records are read first, so that the dialog leaves out
    /// whoever is marked do not contact and ranks by status even for those the window has
    /// not shown yet (a list's members, a page of matches, rows never scrolled to). The
    /// store answers in a moment; the window does not wait for it.
    pub(super) fn offer_job(
        &mut self,
        candidates: Vec<(Uuid, Option<String>)>,
        pair: Option<String>,
    ) {
        let Some(directory) = self.scope.directory().map(str::to_owned) else {
            return;
        };
        let uuids = candidates.iter().map(|(uuid, _)| *uuid).collect();
        let ticket = crate::ui::ids::ticket();
        let awaiting = crate::ui::offers::AwaitingRecords::Given { candidates, pair };
        self.scope.offers.await_records(ticket, awaiting);
        let filter = crate::store::VendorFilter {
            uuids,
            ..Default::default()
        };
        self.store.send(StoreRequest::VendorsMatching {
            ticket,
            directory,
            filter,
        });
    }

    /// The vendor records a dialog waited for: learned like any read, then the dialog opens
    /// for the candidates given, or for those the records found (or says none match). When
    /// the records cannot be read, no dialog opens: who is marked do not contact is unknown.
    fn vendors_for_offer(
        &mut self,
        ticket: crate::store::Ticket,
        directory: &str,
        records: Result<Vec<crate::store::VendorRecord>, String>,
    ) -> Option<Notice> {
        use crate::ui::offers::AwaitingRecords;
        if !self.scope.is_for(directory) {
            return None;
        }
        let awaiting = self.scope.offers.records_came(ticket)?;
        let records = match records {
            Ok(records) => records,
            Err(why) => {
                return Some(Notice::problem_with_details(
                    || crate::tr!("offers-new-vendors-unreadable"),
                    why,
                ));
            }
        };
        match awaiting {
            AwaitingRecords::Given { candidates, pair } => {
                // A name the store knows stands in for one the source had not (a list
                // imported from bare UUIDs).
                let named: std::collections::HashMap<Uuid, String> = records
                    .iter()
                    .filter_map(|r| Some((r.uuid, r.name.clone()?)))
                    .collect();
                let candidates = candidates
                    .into_iter()
                    .map(|(uuid, name)| (uuid, name.or_else(|| named.get(&uuid).cloned())))
                    .collect();
                self.scope.vendors.learn(records);
                self.open_offer_form(candidates);
                if let (Some(form), Some(pair)) = (self.scope.offers.form.as_mut(), pair) {
                    form.set_pair_code(&pair);
                }
            }
            AwaitingRecords::Matching if records.is_empty() => {
                return Some(Notice::problem(crate::tr!("offers-new-no-vendors")));
            }
            AwaitingRecords::Matching => {
                let candidates = records.iter().map(|r| (r.uuid, r.name.clone())).collect();
                self.scope.vendors.learn(records);
                self.open_offer_form(candidates);
            }
        }
        None
    }

    /// Opens "Offer a job…" for `selected`, whose vendor records are held: those marked do
    /// not contact are left out (and told), the others carry their status and
    /// responsiveness for "Rank"; beyond the most an offer may have, the rest are left out
    /// (and told).
    fn open_offer_form(&mut self, selected: Vec<(Uuid, Option<String>)>) {
        let scope = &mut self.scope;
        let count = selected.len();
        let mut candidates: Vec<crate::ui::offers::FormCandidate> = selected
            .into_iter()
            .filter(|(uuid, _)| !scope.vendors.is_marked(*uuid))
            .map(|(uuid, name)| crate::ui::offers::FormCandidate {
                uuid,
                name,
                pinned: false,
                status: scope.vendors.get(uuid).and_then(|r| r.status),
                score: scope
                    .vendors
                    .responsiveness(uuid)
                    .cloned()
                    .unwrap_or_default()
                    .score(),
                score_by_pair: scope
                    .vendors
                    .responsiveness_by_pair(uuid)
                    .into_iter()
                    .map(|(pair, record)| (pair.to_owned(), record.score()))
                    .collect(),
                availability: None,
                profile_zone: scope.profiles.zone(&uuid).map(str::to_owned),
            })
            .collect();
        let left_out = count - candidates.len();
        if left_out > 0 {
            self.notices
                .push(crate::tr!("offers-form-left-out-marked", count = left_out));
        }
        let most = crate::store::MAX_CANDIDATES;
        if candidates.len() > most {
            let beyond = candidates.len() - most;
            candidates.truncate(most);
            self.notices.push(crate::tr!(
                "offers-form-left-out-beyond",
                most = most,
                count = beyond
            ));
        }
        scope.offers.open_form(candidates, &scope.composer.sender);
        self.ask_offer_form_availability();
    }

    /// Asks for the availability of the dialog's candidates, once, as it opens; the worker
    /// asks the directory at its bulk concurrency and the dialog fills as answers come.
    pub(super) fn ask_offer_form_availability(&mut self) {
        self.stop_abandoned_asks();
        let now = crate::store::now_ms();
        let zone = jiff::tz::TimeZone::system();
        if let Some((task, uuids, (from, to))) = self.scope.offers.ask_form_availability(now, &zone)
        {
            self.session.send(Command::Availability {
                task,
                uuids,
                from,
                to,
            });
        }
        // Their zones, for the review's times: from their user summaries, many a call.
        if let Some((task, uuids)) = self.scope.offers.ask_form_zones() {
            self.session.send(Command::Summaries { task, uuids });
        }
    }

    /// Cancels the worker's availability jobs of dialogs that closed or were replaced.
    pub(super) fn stop_abandoned_asks(&mut self) {
        for task in self.scope.offers.abandoned_asks() {
            self.session.send(Command::Cancel { task });
        }
    }

    /// One freelancer's availability: the dialog's when it asked, else the inspector's.
    pub(super) fn on_availability(
        &mut self,
        task: TaskId,
        uuid: Uuid,
        result: &Result<Availability, ApiError>,
    ) {
        if !self.scope.offers.on_form_availability(task, uuid, result) {
            self.scope.availability.on_answer(task, uuid, result);
        }
    }

    /// An availability job ended. One of the dialog's that the directory stopped leaves the
    /// candidates it did not answer for unknown; the inspector's cache is not told.
    pub(super) fn on_availability_end(&mut self, task: TaskId, end: &AvailabilityEnd) {
        if !self.scope.offers.on_form_availability_end(task) {
            self.scope.availability.on_finished(task, end);
        }
    }
}
