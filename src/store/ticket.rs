//! A ticket: the name the front end gives one question it puts to the store or the outbox
//! journal (a store request, an outbox job to create), so that the answer, which comes back
//! later on a channel, is matched to the question and never taken for another's. Its own type,
//! so that it is not taken for a worker task (`worker::TaskId`) or a job (`store::JobId`).

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ticket(pub u64);
