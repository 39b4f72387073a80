//! The API client and the sandbox it is tested against: the contract both keep, every error
//! the client can meet, properties over generated input, and the log file and crash reports
//! of the real binary. One test binary for the area, one module per former test file, so the
//! GUI stack is linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod contract;
mod errors;
mod logging;
mod properties;
mod summaries;
mod user_lists;
