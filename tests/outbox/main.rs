//! The outbox: sending to many recipients through the worker and the journal, the retries,
//! the answers that leave a request's fate unknown, two processes writing one database, the
//! crash soak (the real binary killed and resumed), and the team database's guard across
//! desks (against PostgreSQL). One test binary for the area, one module per former test file, so the GUI stack is linked once for all of them.

#[path = "../common/mod.rs"]
mod common;
#[path = "../peers/mod.rs"]
mod peers;

mod crash;
mod outbox;
mod outbox_unknown;
mod retry;
mod team;
mod worker;
