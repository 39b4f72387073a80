//! The "Offer a job…" dialog's availability: asked of the worker as the dialog opens, through
//! the same door as the table's and the inspector's (`Command::Availability`, which takes a
//! range), and its answers routed to the dialog rather than to the inspector's cache, whose
//! days (today and the 13 after) they are not.

use uuid::Uuid;

use super::DeskApp;
use crate::api::ApiError;
use crate::api::availability::Availability;
use crate::worker::{AvailabilityEnd, Command, TaskId};

impl DeskApp {
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
