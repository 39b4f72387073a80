//! Shared by the tests that need an outside program as a peer (node's `oidc-provider`,
//! Chromium): finding it, and what to do when it is missing. `.ci/run` installs every peer;
//! under `CI=true` a missing one fails the test, elsewhere the test skips with a notice.
#![allow(dead_code)] // Each test crate uses a different part of this file.

use std::path::{Path, PathBuf};

/// The first executable called `name` on `PATH`: `name.exe` on Windows, where a program's
/// file name has the suffix (`node` is `node.exe` there, and `node` alone is no file).
pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    let file_name = format!("{name}{}", std::env::consts::EXE_SUFFIX);
    std::env::split_paths(&path)
        .map(|dir| dir.join(&file_name))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        path.metadata()
            .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

/// This folder, where the peers' own files live.
pub fn peers_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/peers")
}

/// A peer is missing: fails under `CI=true` (CI must run every test), and otherwise prints a
/// notice the harness cannot swallow and lets the caller skip.
pub fn peer_missing(peer: &str, problem: &str, remedy: &str) {
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true but {peer} is not usable: {problem}. {remedy}");
    }
    // Straight to stderr: the test harness captures eprintln!, and this must be seen.
    use std::io::Write as _;
    let _ = writeln!(
        std::io::stderr(),
        "\n*** SKIPPED: {peer} is not usable here ({problem}). {remedy} ***\n"
    );
}

/// Runs a future from a synchronous test.
pub fn block_on<F: std::future::Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime for one call")
        .block_on(future)
}

/// A database of its own for one test, on the PostgreSQL that `tests/peers/postgres.sh`
/// started (`.ci/run` does), dropped when the test ends.
pub struct TeamDatabase {
    /// postgres://desk_test:PASSWORD@127.0.0.1:PORT/NAME
    pub url: String,
    /// The same server and database as the trusted role that gives no password.
    pub open_url: String,
    pub name: String,
    admin_url: String,
}

/// The environment variable `tests/peers/postgres.sh start` exports.
pub const TEAM_DATABASE_URL: &str = "DESK_TEST_TEAM_DATABASE_URL";

/// A fresh, empty database for `test`, or `None` (after the peer's notice) when there is no
/// PostgreSQL to test against. Must be called on a tokio runtime.
pub async fn team_database() -> Option<TeamDatabase> {
    let Ok(admin_url) = std::env::var(TEAM_DATABASE_URL) else {
        if cfg!(not(target_os = "linux")) {
            // The hosted Windows and macOS runners start no PostgreSQL (`.ci/run`, on Linux,
            // does; under Wine its tests run the Windows program against it): there this peer
            // does not apply, so it is not missing.
            use std::io::Write as _;
            let _ = writeln!(
                std::io::stderr(),
                "\n*** SKIPPED: PostgreSQL does not apply on this OS's CI \
                 ({TEAM_DATABASE_URL} is not set) ***\n"
            );
            return None;
        }
        peer_missing(
            "PostgreSQL",
            &format!("{TEAM_DATABASE_URL} is not set"),
            "Install postgresql, run `eval \"$(tests/peers/postgres.sh start $(mktemp -d))\"`, \
             then the tests, or run .ci/run",
        );
        return None;
    };
    let name = format!("desk_t_{}", uuid::Uuid::new_v4().simple());
    let open_user =
        std::env::var("DESK_TEST_TEAM_OPEN_USER").unwrap_or_else(|_| "desk_open".to_owned());
    let admin = admin_client(&admin_url).await;
    // Owned by the trusted role, which the test role is a member of: both may make the
    // team's tables, as an agency's desk role owns its database.
    admin
        .batch_execute(&format!("CREATE DATABASE {name} OWNER {open_user}"))
        .await
        .expect("the test role may create a database");
    let mut url = url::Url::parse(&admin_url).expect("the peer's URL");
    url.set_path(&name);
    let mut open_url = url.clone();
    open_url.set_username(&open_user).expect("a user");
    open_url.set_password(None).expect("no password");
    Some(TeamDatabase {
        url: url.to_string(),
        open_url: open_url.to_string(),
        name,
        admin_url,
    })
}

/// A plain connection with the peer's URL, for a test to look into the database itself.
pub async fn admin_client(url: &str) -> tokio_postgres::Client {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|err| panic!("PostgreSQL at {TEAM_DATABASE_URL} can't be reached: {err}"));
    tokio::spawn(connection);
    client
}

impl TeamDatabase {
    /// A plain connection to this test's database.
    pub async fn client(&self) -> tokio_postgres::Client {
        admin_client(&self.url).await
    }

    /// Lets connections to this database be made, or not (those made stay until ended).
    pub async fn allow_connections(&self, allowed: bool) {
        admin_client(&self.admin_url)
            .await
            .batch_execute(&format!(
                "ALTER DATABASE {} WITH ALLOW_CONNECTIONS {allowed}",
                self.name
            ))
            .await
            .expect("the test role may change its database");
    }

    /// Ends every desk's connection to this database, as a restart or an administrator
    /// would: how many were ended.
    pub async fn end_desk_connections(&self) -> i64 {
        admin_client(&self.admin_url)
            .await
            .query_one(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
                 WHERE datname = $1 AND application_name = 'directory-desk'",
                &[&self.name],
            )
            .await
            .expect("the test role may end its own connections")
            .get(0)
    }
}

impl Drop for TeamDatabase {
    fn drop(&mut self) {
        let admin_url = self.admin_url.clone();
        let name = self.name.clone();
        // On a thread of its own: the test's runtime may be the one dropping this.
        let _ = std::thread::spawn(move || {
            block_on(async {
                let admin = admin_client(&admin_url).await;
                let _ = admin
                    .batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                    .await;
            })
        })
        .join();
    }
}
