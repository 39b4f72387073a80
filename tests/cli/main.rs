//! The command-line tests: the real `directory-desk` binary (or the one
//! `DIRECTORY_DESK_TEST_BIN` names, such as the Windows program under Wine, which
//! `packaging/windows/ci-check.sh` runs this binary against), against sandboxes over real
//! HTTP. One test binary for the area, one module per former test file, so the GUI stack the
//! library brings is linked once for all of them.

#[path = "../common/mod.rs"]
mod common;
#[path = "../peers/mod.rs"]
mod peers;

mod cli;
mod cli_env;
mod cli_lists_sync;
mod cli_offers;
mod cli_outbox;
mod cli_summaries;
mod cli_team;
mod cli_vendors;
