//! The window's side of offers: the outbox is asked to look at the open offers every few
//! seconds while its journal is open (`OutboxCommand::OfferTick`), the board reads each
//! offer the outbox changed, and the store's answers about offers go to the board (or, for
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

    /// While the outbox is open, it is asked every few seconds to take the open offers'
    /// next steps (a wave's wait ends, a freelancer's working hours begin); a frame is asked
    /// for so that the look happens while the window is idle.
    pub(super) fn tick_offers(&mut self, ctx: &egui::Context) {
        if self.scope.outbox.model.journal != JournalState::Open {
            return;
        }
        if self.scope.offers.model.tick_due(std::time::Instant::now()) {
            self.session.send(self.offer_tick());
            let going = self.scope.offers.model.going();
            self.read_offers(going);
        }
        ctx.request_repaint_after(crate::ui::offers::TICK);
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
            } => board.on_offer(&directory, id, offer),
            StoreAnswer::OfferEdited {
                directory,
                id,
                result,
            } => {
                let changed = result.is_ok();
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
                    self.scope.vendors.learn_answers(&facts);
                }
                None
            }
            StoreAnswer::OfferCreated {
                ticket,
                directory,
                result,
            } => {
                let notice = self.scope.offers.on_created(ticket, &result);
                if let Ok(id) = result {
                    self.read_offers_of(&directory, vec![id]);
                    // Its first wave goes at once, rather than at the next look.
                    self.session.send(self.offer_tick());
                    self.persisted.open_tab = Tab::Offers;
                }
                notice
            }
            StoreAnswer::VendorsMatching { directory, records } => {
                self.vendors_for_offer(&directory, records)
            }
            _ => None,
        };
        if let Some(notice) = notice {
            self.notices.add(notice);
        }
    }

    /// The vendor records "New offer ▾ → From vendor records" found: learned like any read
    /// (so that those marked do not contact are known as such), then offered a job through
    /// the form, or told that none match.
    fn vendors_for_offer(
        &mut self,
        directory: &str,
        records: Result<Vec<crate::store::VendorRecord>, String>,
    ) -> Option<Notice> {
        if !self.scope.is_for(directory) {
            return None;
        }
        match records {
            Ok(records) if records.is_empty() => {
                Some(Notice::problem(crate::tr!("offers-new-no-vendors")))
            }
            Ok(records) => {
                let candidates = records.iter().map(|r| (r.uuid, r.name.clone())).collect();
                self.scope.vendors.learn(records);
                self.open_offer_form(candidates);
                None
            }
            Err(why) => Some(Notice::problem_with_details(
                || crate::tr!("offers-new-vendors-unreadable"),
                why,
            )),
        }
    }

    /// Asks for the availability of the dialog's candidates, once, as it opens; the worker
    /// asks the directory at its bulk concurrency and the dialog fills as answers come.
    pub(super) fn ask_offer_form_availability(&mut self) {
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
