//! The outbox: sending to many recipients through the worker and the journal, the retries,
//! the answers that leave a request's fate unknown, two processes writing one database, and
//! the crash soak (the real binary killed and resumed). One test binary for the area, one
//! module per former test file, so the GUI stack is linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod crash;
mod outbox;
mod outbox_unknown;
mod retry;
mod worker;
