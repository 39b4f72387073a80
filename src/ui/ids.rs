//! Ids for the work the window starts: worker jobs, store requests, jobs handed to the
//! outbox. One counter for the process, so that a panel names the work it starts itself (no
//! handshake with the app for an id) and an answer is never taken for another's.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::store::Ticket;
use crate::worker::TaskId;

static LAST: AtomicU64 = AtomicU64::new(0);

/// An id no other work of this process has had.
pub fn fresh() -> u64 {
    LAST.fetch_add(1, Ordering::Relaxed) + 1
}

/// A name for a question put to the store or the outbox journal.
pub fn ticket() -> Ticket {
    Ticket(fresh())
}

/// A name for work given to the worker.
pub fn task() -> TaskId {
    TaskId(fresh())
}

#[cfg(test)]
mod tests {
    #[test]
    fn ids_are_never_given_twice() {
        let (a, b) = (super::fresh(), super::fresh());
        assert!(b > a);
    }
}
