//! The team database under load: 20 desks on one loopback PostgreSQL, each with its own
//! identity, connection and data folder (its own outbox journal, a SQLite store), sending
//! jobs of 40 recipients drawn from one shared pool of 400, so that most jobs meet
//! colleagues' claims and recent contacts. Each job goes the way `directory-desk send` goes
//! with a team database and `--skip-recent`: the guard (`Team::check_and_claim`, 7 days),
//! then a real send of the recipients it cleared (those claimed, less colleagues' recent
//! contacts and this desk's own earlier sends), through the outbox (`run_job`, 25 recipients
//! a request) to the built-in sandbox at 20 ms latency, then what each request became written
//! to the contact history (`record_contacts`) and the claims released (`release`).
//!
//! It prints the guard's latency (p50, p95, max, against the goal p95 ≤ 20 ms), how many
//! freelancers were messaged by two desks (counted from the sends and from the contact
//! history; must be 0, and the bench fails otherwise), and the throughput of 20 desks against
//! ONE desk alone measured in the same run on a directory of its own (recipients checked and
//! sent a second, jobs a second, and their ratio): the machine is shared, so compare ratios.
//! A third run, on a third directory, has the 20 desks model their sends (a pause as long as
//! the sandbox's latency, then the contacts written as sent) instead of running 20 outboxes
//! and the sandbox on the same cores: what the guard costs when the desks do little else.
//!
//! Usage:
//! - `cargo bench --profile dev --bench team`: a quick build (debug, unoptimised: slower
//!   figures, the same ratios); `cargo bench --bench team` gives the optimised ones.
//! - PostgreSQL: the server at `DESK_TEST_TEAM_DATABASE_URL` (as the tests; the role must be
//!   allowed to create a database: the bench makes one of its own and drops it), or, when
//!   that is not set, a throwaway cluster started and stopped by the bench itself with
//!   `tests/peers/postgres.sh` (Debian: `apt-get install postgresql`).
//! - `TEAM_BENCH_JOBS=N`: jobs per desk (default 10).

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use directory_desk::api::{
    ApiClient, ApiKeyHeader, ClientSettings, Credential, MessageType, RetryPolicy,
};
use directory_desk::outbox::{
    Control, JobDraft, Journal, PlannedRecipient, RunEnd, Scope, SendSettings, run_job,
};
use directory_desk::sandbox::{DEMO_API_KEY, FaultPlan, Sandbox, SandboxOptions};
use directory_desk::secret::Secret;
use directory_desk::store::JobRecord;
use directory_desk::team::{ContactState, Desk, Message, Team, TeamUrl};
use directory_desk::worker::team_guard::write_contacts;
use rand::seq::IndexedRandom as _;
use rand::{Rng as _, SeedableRng as _};
use tokio::sync::watch;
use uuid::Uuid;

#[path = "common/mod.rs"]
mod common;
use common::ordinary;

const DESKS: usize = 20;
const POOL: usize = 400;
const LIST: usize = 40;
const RECENT_DAYS: u32 = 7;
const LATENCY: Duration = Duration::from_millis(20);
const GOAL_P95: Duration = Duration::from_millis(20);

fn main() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let jobs: usize = std::env::var("TEAM_BENCH_JOBS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10);
    let (admin_url, _cluster) = match std::env::var("DESK_TEST_TEAM_DATABASE_URL") {
        Ok(url) => (url, None),
        Err(_) => {
            let cluster = Cluster::start();
            (cluster.url.clone(), Some(cluster))
        }
    };
    let sandbox = Sandbox::start(SandboxOptions {
        freelancers: 1_000,
        // Latency is a sleep in a handler: one handler per request in flight.
        threads: DESKS * 2 + 4,
        faults: FaultPlan {
            latency_ms: LATENCY.as_millis() as u64,
            ..FaultPlan::default()
        },
        ..SandboxOptions::default()
    })
    .expect("the sandbox starts");
    let client = ApiClient::new(
        &sandbox.base_url(),
        Credential::ApiKey(Secret::new(DEMO_API_KEY)),
        ApiKeyHeader::Bearer,
        ClientSettings {
            connect_timeout: Duration::from_secs(5),
            request_timeout: Duration::from_secs(30),
            concurrency: DESKS * 2,
            retry: RetryPolicy::never(),
        },
    )
    .expect("a valid base URL");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let pool = ordinary(&sandbox, POOL).await;
        assert_eq!(pool.len(), POOL, "enough freelancers seeded");
        let database = Database::create(&admin_url).await;
        // The schema, once, before the desks start.
        Team::open(&database.url, None)
            .await
            .expect("the team database opens");
        println!(
            "team benchmark: {DESKS} desks x {jobs} jobs of {LIST} from a pool of {POOL}, \
             sandbox latency {LATENCY:?}, recent contacts {RECENT_DAYS} days, {} build",
            if cfg!(debug_assertions) {
                "debug"
            } else {
                "optimised"
            }
        );
        let runs = [
            (1, Sending::Outbox, "https://one.bench/v2/"),
            (DESKS, Sending::Outbox, "https://team.bench/v2/"),
            (DESKS, Sending::Modelled, "https://modelled.bench/v2/"),
        ];
        let mut measured = Vec::new();
        for (desks, sending, directory) in runs {
            let mut run = run(
                &database.url,
                &client,
                &pool,
                desks,
                jobs,
                sending,
                directory,
            )
            .await;
            run.in_history = database.messaged_twice(directory).await;
            measured.push(run);
        }
        report(&measured[0], &measured[1], &measured[2]);
        database.drop().await;
        for run in &measured {
            assert_eq!(run.twice, 0, "a freelancer was messaged by two desks");
            assert_eq!(
                run.in_history, 0,
                "the contact history holds a freelancer messaged by two desks"
            );
        }
    });
}

/// How a desk sends the recipients the guard cleared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sending {
    /// Through the outbox to the sandbox, as `send` does.
    Outbox,
    /// No send: a pause as long as the sandbox's latency for each 2 requests (the outbox's
    /// concurrency here), then every recipient written as sent. The machine's cores then go
    /// to the desks' checks and PostgreSQL, not to 20 outboxes and the sandbox.
    Modelled,
}

impl Sending {
    fn label(self) -> &'static str {
        match self {
            Self::Outbox => "outbox",
            Self::Modelled => "sends modelled",
        }
    }
}

/// What one run measured.
struct Run {
    desks: usize,
    sending: Sending,
    jobs: usize,
    checks: Vec<Duration>,
    /// Recipients the guard checked, and those sent to.
    checked: usize,
    sent: usize,
    /// Recipients left out because a colleague held a claim, or had messaged them.
    claimed_elsewhere: usize,
    recent: usize,
    /// Freelancers sent to by two desks (from the sends themselves), and with contacts from
    /// two desks in the contact history.
    twice: usize,
    in_history: i64,
    wall: Duration,
}

impl Run {
    /// A run of `jobs` jobs in all by `desks` desks, nothing measured yet.
    fn new(desks: usize, sending: Sending, jobs: usize) -> Self {
        Self {
            desks,
            sending,
            jobs,
            checks: Vec::with_capacity(jobs),
            checked: 0,
            sent: 0,
            claimed_elsewhere: 0,
            recent: 0,
            twice: 0,
            in_history: 0,
            wall: Duration::ZERO,
        }
    }
}

/// A desk ready to send: its identity, its connection (joined) and its journal, made before
/// the clock starts (opening a journal waits on its thread).
struct Seat {
    n: usize,
    me: Desk,
    team: Team,
    journal: Journal,
    _folder: tempfile::TempDir,
}

impl Seat {
    async fn new(n: usize, url: &TeamUrl, directory: &str) -> Self {
        let me = Desk {
            id: Uuid::new_v4(),
            coordinator: format!("Desk {n}"),
        };
        let team = Team::connect(url, None).await.expect("the desk connects");
        team.join(directory, &me).await.expect("the desk joins");
        let folder = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
        let journal = Journal::open(folder.path()).expect("the desk's journal opens");
        Self {
            n,
            me,
            team,
            journal,
            _folder: folder,
        }
    }
}

async fn run(
    url: &TeamUrl,
    client: &ApiClient,
    pool: &[Uuid],
    desks: usize,
    jobs: usize,
    sending: Sending,
    directory: &'static str,
) -> Run {
    let mut seats = Vec::with_capacity(desks);
    for n in 0..desks {
        seats.push(Seat::new(n, url, directory).await);
    }
    // Who sent to whom: filled by the desks, read once they are done.
    let senders: Arc<Mutex<HashMap<Uuid, Vec<usize>>>> = Arc::default();
    let started = Instant::now();
    let tasks: Vec<_> = seats
        .into_iter()
        .map(|seat| {
            let (client, pool) = (client.clone(), pool.to_vec());
            let senders = Arc::clone(&senders);
            tokio::spawn(async move {
                desk(seat, &client, &pool, jobs, sending, directory, &senders).await
            })
        })
        .collect();
    let mut run = Run::new(desks, sending, desks * jobs);
    for task in tasks {
        let one = task.await.expect("a desk ran to its end");
        run.checks.extend(one.checks);
        run.checked += one.checked;
        run.sent += one.sent;
        run.claimed_elsewhere += one.claimed_elsewhere;
        run.recent += one.recent;
    }
    run.wall = started.elapsed();
    run.checks.sort();
    run.twice = senders
        .lock()
        .unwrap()
        .values()
        .filter(|desks| desks.len() > 1)
        .count();
    run
}

/// One desk's `jobs` jobs, one after the other.
async fn desk(
    seat: Seat,
    client: &ApiClient,
    pool: &[Uuid],
    jobs: usize,
    sending: Sending,
    directory: &str,
    senders: &Mutex<HashMap<Uuid, Vec<usize>>>,
) -> Run {
    let Seat {
        n,
        me,
        mut team,
        journal,
        _folder,
    } = seat;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(n as u64);
    let mut mine: Vec<Uuid> = Vec::new();
    let mut run = Run::new(1, sending, jobs);
    for job in 0..jobs {
        let list: Vec<Uuid> = pool.choose_multiple(&mut rng, LIST).copied().collect();
        let message = Message {
            identity: format!("send/{}", Uuid::new_v4()),
            subject: format!("Job {n}.{job}: availability in March"),
        };
        let began = Instant::now();
        let found = team
            .check_and_claim(directory, &me, &list, RECENT_DAYS, now_ms(), &message)
            .await
            .expect("the guard answers");
        run.checks.push(began.elapsed());
        run.checked += list.len();
        run.claimed_elsewhere += found.claimed_elsewhere.len();
        run.recent += found.recent.len();
        // `--skip-recent`: colleagues' recent contacts left out, and this desk's own earlier
        // sends (its journal's guard catches those).
        let going: Vec<Uuid> = found
            .claimed
            .iter()
            .copied()
            .filter(|u| !found.recent.iter().any(|c| c.freelancer == *u) && !mine.contains(u))
            .collect();
        if !going.is_empty() {
            match sending {
                Sending::Outbox => {
                    let record = send(client, &journal, directory, &message.subject, &going).await;
                    write_contacts(&team, directory, &me, &record, None)
                        .await
                        .expect("the contacts are written");
                }
                Sending::Modelled => {
                    tokio::time::sleep(LATENCY * going.len().div_ceil(25 * 2) as u32).await;
                    team.record_contacts(directory, &me, &message, &going, ContactState::Sent)
                        .await
                        .expect("the contacts are written");
                }
            }
            let mut senders = senders.lock().unwrap();
            for uuid in &going {
                senders.entry(*uuid).or_default().push(n);
            }
        }
        team.release(directory, &message.identity, None)
            .await
            .expect("the claims are released");
        run.sent += going.len();
        mine.extend(going);
        // A coordinator does not send back to back: a few milliseconds between jobs, varied
        // so that the desks do not move in step.
        tokio::time::sleep(Duration::from_millis(rng.random_range(0..10))).await;
    }
    run
}

/// Sends `recipients` through the outbox as one job; the job as the journal keeps it.
async fn send(
    client: &ApiClient,
    journal: &Journal,
    directory: &str,
    subject: &str,
    recipients: &[Uuid],
) -> JobRecord {
    let draft = JobDraft {
        directory: directory.into(),
        sender_name: "Ana Coordinator".into(),
        sender_email: "ana@linguabridge.example".into(),
        subject: subject.into(),
        body: "Hello,\nare you available in March?".into(),
        message_type: MessageType::Rfq,
        recipients: recipients
            .iter()
            .map(|uuid| PlannedRecipient {
                uuid: *uuid,
                name: None,
                fields: None,
            })
            .collect(),
        request_size: 25,
        fallbacks: Default::default(),
    };
    let job = draft.plan().expect("a valid job");
    let id = journal
        .call(move |store| store.create_job(&job))
        .await
        .unwrap()
        .expect("the job is written");
    let (_control, mut watched) = watch::channel(Control::default());
    let end = run_job(
        client,
        journal,
        id,
        Scope::All,
        &SendSettings {
            concurrency: 2,
            max_per_second: None,
            ..SendSettings::default()
        },
        &mut watched,
        &|_| {},
    )
    .await;
    assert_eq!(end, RunEnd::Finished);
    journal
        .call(move |store| store.job(id))
        .await
        .unwrap()
        .unwrap()
        .expect("the job is in the journal")
}

fn report(alone: &Run, team: &Run, modelled: &Run) {
    let pct =
        |run: &Run, p: usize| run.checks[(run.checks.len() * p / 100).min(run.checks.len() - 1)];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{:<24} {:>6} {:>8} {:>8} {:>8} {:>7} {:>9} {:>8} {:>11} {:>8} {:>8}",
        "desks",
        "jobs",
        "p50 ms",
        "p95 ms",
        "max ms",
        "wall s",
        "checked",
        "sent",
        "recipient/s",
        "sent/s",
        "jobs/s"
    );
    for run in [alone, team, modelled] {
        let wall = run.wall.as_secs_f64();
        let desks = format!("{}, {}", run.desks, run.sending.label());
        println!(
            "{:<24} {:>6} {:>8.2} {:>8.2} {:>8.2} {:>7.2} {:>9} {:>8} {:>11.0} {:>8.0} {:>8.1}",
            desks,
            run.jobs,
            ms(pct(run, 50)),
            ms(pct(run, 95)),
            ms(*run.checks.last().unwrap()),
            wall,
            run.checked,
            run.sent,
            run.checked as f64 / wall,
            run.sent as f64 / wall,
            run.jobs as f64 / wall,
        );
    }
    let rate = |run: &Run| run.jobs as f64 / run.wall.as_secs_f64();
    for run in [alone, team, modelled] {
        println!(
            "guard p95, {} desk(s), {}: {:.2} ms (goal <= {:.0} ms: {:.2}x of it)",
            run.desks,
            run.sending.label(),
            ms(pct(run, 95)),
            ms(GOAL_P95),
            ms(pct(run, 95)) / ms(GOAL_P95),
        );
    }
    println!(
        "throughput of {} desks / one desk: {:.2}x in jobs and recipients checked a second",
        team.desks,
        rate(team) / rate(alone)
    );
    for run in [team, modelled] {
        println!(
            "{} desks, {}: {} recipients left out as claimed by a colleague, {} as recently \
             messaged; freelancers messaged by two desks: {} (from the sends), {} (from the \
             contact history), must be 0",
            run.desks,
            run.sending.label(),
            run.claimed_elsewhere,
            run.recent,
            run.twice,
            run.in_history
        );
    }
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

/// A database of the bench's own on the server, dropped at the end.
struct Database {
    admin: tokio_postgres::Client,
    name: String,
    /// This database's URL, with the role's password.
    plain_url: String,
    url: TeamUrl,
}

impl Database {
    async fn create(admin_url: &str) -> Self {
        let admin = connect(admin_url).await;
        let name = format!("desk_bench_{}", Uuid::new_v4().simple());
        admin
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .await
            .expect("the role may create a database");
        let mut url = url::Url::parse(admin_url).expect("the server's URL");
        url.set_path(&name);
        Self {
            admin,
            name,
            plain_url: url.to_string(),
            url: TeamUrl::parse(url.as_str()).expect("a team URL"),
        }
    }

    /// Freelancers of `directory` with contacts from two desks or more.
    async fn messaged_twice(&self, directory: &str) -> i64 {
        let client = connect(&self.plain_url).await;
        client
            .query_one(
                "SELECT count(*) FROM (SELECT freelancer FROM contact_history WHERE directory = $1
                   GROUP BY freelancer HAVING count(DISTINCT desk) > 1) AS t",
                &[&directory],
            )
            .await
            .expect("the contact history is read")
            .get(0)
    }

    async fn drop(self) {
        let _ = self
            .admin
            .batch_execute(&format!("DROP DATABASE {} WITH (FORCE)", self.name))
            .await;
    }
}

async fn connect(url: &str) -> tokio_postgres::Client {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
        .await
        .unwrap_or_else(|err| panic!("PostgreSQL can't be reached: {err}"));
    tokio::spawn(connection);
    client
}

/// A throwaway cluster (`tests/peers/postgres.sh`), stopped when dropped.
struct Cluster {
    dir: tempfile::TempDir,
    url: String,
}

impl Cluster {
    fn start() -> Self {
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/peers/postgres.sh");
        let dir = tempfile::tempdir().expect("a folder for the cluster");
        println!(
            "DESK_TEST_TEAM_DATABASE_URL is not set: starting a throwaway PostgreSQL in {}",
            dir.path().display()
        );
        let out = Command::new(&script)
            .arg("start")
            .arg(dir.path())
            .output()
            .expect("tests/peers/postgres.sh runs");
        assert!(
            out.status.success(),
            "PostgreSQL did not start: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let url = String::from_utf8_lossy(&out.stdout)
            .lines()
            .find_map(|line| line.strip_prefix("export DESK_TEST_TEAM_DATABASE_URL="))
            .expect("the script prints the URL")
            .to_owned();
        Self { dir, url }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/peers/postgres.sh");
        let _ = Command::new(script)
            .arg("stop")
            .arg(self.dir.path())
            .status();
    }
}
