//! The team database against a real PostgreSQL (`tests/peers/postgres.sh`, started by
//! `.ci/run`): migrations applied once by desks joining at once, a schema from the future and
//! a database that is not ours refused, marks and contacts seen across desks with the
//! colleague's name, two desks racing on the same recipients claiming each at most once, and
//! the errors a person reads when the server refuses or is not there. Vendor records shared
//! with their authors (schema version 2), a version-1 database brought up to it with its
//! records kept, and vendor rows this desk cannot believe refused in words.

use directory_desk::store::{Amount, Currency, NewRate, RateUnit, VendorStatus};
use directory_desk::team::{
    ContactState, Desk, KNOWN_VERSION, Message, SchemaState, Team, TeamError, TeamUrl, TeamVendor,
    TeamVendorChange,
};
use uuid::Uuid;

use crate::peers::{TeamDatabase, team_database};

const DIRECTORY: &str = "https://directory.example/v2/";

fn desk(coordinator: &str) -> Desk {
    Desk {
        id: Uuid::new_v4(),
        coordinator: coordinator.to_owned(),
    }
}

fn message(subject: &str) -> Message {
    Message {
        identity: Uuid::new_v4().to_string(),
        subject: subject.to_owned(),
    }
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

async fn open(db: &TeamDatabase) -> Team {
    Team::open(&TeamUrl::parse(&db.url).unwrap(), None)
        .await
        .expect("the team database opens")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn desks_joining_at_once_apply_the_migrations_exactly_once() {
    let Some(db) = team_database().await else {
        return;
    };
    let url = TeamUrl::parse(&db.url).unwrap();
    let mut desks = Vec::new();
    for _ in 0..4 {
        desks.push(Team::connect(&url, None).await.unwrap());
    }
    assert_eq!(desks[0].schema_state().await.unwrap(), SchemaState::Empty);
    let migrated =
        futures_util::future::join_all(desks.iter_mut().map(|team| team.migrate())).await;
    for result in migrated {
        assert_eq!(result.unwrap(), KNOWN_VERSION);
    }
    let client = db.client().await;
    let versions: Vec<i32> = client
        .query("SELECT version FROM team_schema ORDER BY version", &[])
        .await
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(versions, (1..=KNOWN_VERSION).collect::<Vec<_>>());
    let status = desks[1].status(DIRECTORY).await.unwrap();
    assert_eq!(status.schema, SchemaState::Version(KNOWN_VERSION));
    assert_eq!((status.desks, status.contacts, status.claims), (0, 0, 0));
}

#[tokio::test]
async fn a_schema_from_the_future_is_named_and_never_written_to() {
    let Some(db) = team_database().await else {
        return;
    };
    let ana = desk("Ana");
    let team = open(&db).await;
    team.join(DIRECTORY, &ana).await.unwrap();
    let client = db.client().await;
    client
        .execute(
            "INSERT INTO team_schema (version, applied_at_ms) VALUES ($1, 0)",
            &[&(KNOWN_VERSION + 1)],
        )
        .await
        .unwrap();

    let url = TeamUrl::parse(&db.url).unwrap();
    let err = Team::open(&url, None).await.unwrap_err();
    assert!(matches!(err, TeamError::FromTheFuture { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        format!(
            "the team database at 127.0.0.1 has schema version {}, newer than this desk knows \
             ({KNOWN_VERSION}): this desk does not write to it; update Directory Desk",
            KNOWN_VERSION + 1
        )
    );
    // A desk already connected stops writing too.
    let err = team
        .mark_do_not_contact(DIRECTORY, &ana, Uuid::new_v4(), "asked not to")
        .await
        .unwrap_err();
    assert!(matches!(err, TeamError::FromTheFuture { .. }), "{err:?}");
    let marks: i64 = client
        .query_one("SELECT count(*) FROM do_not_contact", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(marks, 0, "nothing written");
}

#[tokio::test]
async fn a_database_that_is_not_ours_is_left_alone() {
    let Some(db) = team_database().await else {
        return;
    };
    let client = db.client().await;
    client
        .batch_execute("CREATE TABLE invoices (id integer PRIMARY KEY)")
        .await
        .unwrap();
    let err = Team::open(&TeamUrl::parse(&db.url).unwrap(), None)
        .await
        .unwrap_err();
    assert!(matches!(err, TeamError::NotOurs { .. }), "{err:?}");
    assert!(
        err.to_string()
            .starts_with("the database at 127.0.0.1 is not a team database: it holds tables of its own (invoices)"),
        "{err}"
    );
    let tables: i64 = client
        .query_one(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(tables, 1, "no table of ours was made");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_desks_racing_on_the_same_40_recipients_claim_each_at_most_once() {
    let Some(db) = team_database().await else {
        return;
    };
    let (ana, ben) = (desk("Ana"), desk("Ben"));
    let mut a = open(&db).await;
    let mut b = open(&db).await;
    for round in 0..10 {
        let recipients: Vec<Uuid> = (0..40).map(|_| Uuid::new_v4()).collect();
        // Ben's list in the reverse order: the claims must not deadlock.
        let reversed: Vec<Uuid> = recipients.iter().rev().copied().collect();
        let (ma, mb) = (message("Legal EN→DE, urgent"), message("Medical FR→EN"));
        let (ga, gb) = tokio::join!(
            a.check_and_claim(DIRECTORY, &ana, &recipients, 7, now(), &ma),
            b.check_and_claim(DIRECTORY, &ben, &reversed, 7, now(), &mb),
        );
        let (ga, gb) = (ga.unwrap(), gb.unwrap());
        let mut claimed: Vec<Uuid> = ga.claimed.iter().chain(&gb.claimed).copied().collect();
        claimed.sort();
        let mut all = recipients.clone();
        all.sort();
        assert_eq!(
            claimed, all,
            "round {round}: each claimed once, by one desk"
        );
        assert_eq!(
            ga.claimed_elsewhere.len(),
            gb.claimed.len(),
            "round {round}"
        );
        assert_eq!(
            gb.claimed_elsewhere.len(),
            ga.claimed.len(),
            "round {round}"
        );
        assert!(ga.claimed_elsewhere.iter().all(|c| c.coordinator == "Ben"
            && c.subject == "Medical FR→EN"
            && gb.claimed.contains(&c.freelancer)));
        assert!(
            gb.claimed_elsewhere
                .iter()
                .all(|c| c.coordinator == "Ana" && ga.claimed.contains(&c.freelancer))
        );
        // Checked again by the same message: what it holds stays its own.
        let again = a
            .check_and_claim(DIRECTORY, &ana, &recipients, 7, now(), &ma)
            .await
            .unwrap();
        let (mut before, mut after) = (ga.claimed.clone(), again.claimed.clone());
        before.sort();
        after.sort();
        assert_eq!(before, after, "round {round}");
        assert_eq!(
            a.release(DIRECTORY, &ma.identity, None).await.unwrap(),
            ga.claimed.len() as u64
        );
        assert_eq!(
            b.release(DIRECTORY, &mb.identity, None).await.unwrap(),
            gb.claimed.len() as u64
        );
    }
    assert_eq!(a.status(DIRECTORY).await.unwrap().claims, 0, "all released");
}

const DAY_MS: i64 = 86_400_000;

/// A claim's age is the server's to tell: a colleague whose clock runs two days ahead (a flat
/// clock battery, a hand-set date) is still barred by a claim taken a minute ago, and a claim
/// left by a stopped desk lapses a day after it was taken by the server's clock.
#[tokio::test]
async fn a_claim_left_by_a_stopped_desk_bars_others_for_a_day_and_no_longer() {
    let Some(db) = team_database().await else {
        return;
    };
    let (ana, ben) = (desk("Ana"), desk("Ben"));
    let mut a = open(&db).await;
    let mut b = open(&db).await;
    let freelancer = vec![Uuid::new_v4()];
    // Ana's desk, its clock two days behind, claims and is killed: nothing releases the claim.
    let left = a
        .check_and_claim(
            DIRECTORY,
            &ana,
            &freelancer,
            7,
            now() - 2 * DAY_MS,
            &message("Killed"),
        )
        .await
        .unwrap();
    assert_eq!(left.claimed, freelancer);
    // Within the day it bars Ben, naming Ana, even with Ben's clock two days ahead.
    let barred = b
        .check_and_claim(
            DIRECTORY,
            &ben,
            &freelancer,
            7,
            now() + 2 * DAY_MS,
            &message("Too soon"),
        )
        .await
        .unwrap();
    assert!(
        barred.claimed.is_empty(),
        "a desk's clock expired a live claim"
    );
    assert_eq!(barred.claimed_elsewhere[0].coordinator, "Ana");
    let taken_at = barred.claimed_elsewhere[0].taken_at_ms;
    assert!(
        (now() - 60_000..=now() + 60_000).contains(&taken_at),
        "the claim was stamped by a desk's clock: {taken_at}"
    );
    // A day after it was taken by the server's clock, Ben's next check takes it over.
    let client = db.client().await;
    client
        .execute(
            "UPDATE claims SET taken_at_ms = taken_at_ms - $1 - 1000",
            &[&directory_desk::team::CLAIM_LIFETIME_MS],
        )
        .await
        .unwrap();
    let over = b
        .check_and_claim(
            DIRECTORY,
            &ben,
            &freelancer,
            7,
            now(),
            &message("A day later"),
        )
        .await
        .unwrap();
    assert_eq!(over.claimed, freelancer, "the stale claim is taken over");
    assert!(over.claimed_elsewhere.is_empty());
}

/// Contacts are stamped and counted by the server's clock: one written by a desk whose clock
/// runs behind is recent to a colleague whose clock runs ahead, and one stamped in the future
/// (by an older desk's clock) is read as now.
#[tokio::test]
async fn contacts_are_recent_by_the_servers_clock_whatever_the_desks_say() {
    let Some(db) = team_database().await else {
        return;
    };
    let (ana, ben) = (desk("Ana"), desk("Ben"));
    let a = open(&db).await;
    let mut b = open(&db).await;
    let (messaged, future) = (Uuid::new_v4(), Uuid::new_v4());
    a.record_contacts(
        DIRECTORY,
        &ana,
        &message("Legal EN→SR"),
        &[messaged],
        ContactState::Sent,
    )
    .await
    .unwrap();
    let client = db.client().await;
    client
        .execute(
            "INSERT INTO contact_history
               (directory, freelancer, desk, coordinator, subject, message, state, at_ms)
             VALUES ($1, $2, $3, 'Ana', 'From the future', 'old-desk-job', 'sent', $4)",
            &[&DIRECTORY, &future, &ana.id, &(now() + 300 * DAY_MS)],
        )
        .await
        .unwrap();
    let seen = b
        .check_and_claim(
            DIRECTORY,
            &ben,
            &[messaged, future],
            7,
            now() + 2 * DAY_MS,
            &message("Legal EN→SR, again"),
        )
        .await
        .unwrap();
    let recent: Vec<Uuid> = seen.recent.iter().map(|c| c.freelancer).collect();
    assert_eq!(recent, vec![messaged, future]);
    for contact in &seen.recent {
        assert!(
            (now() - 60_000..=now() + 60_000).contains(&contact.at_ms),
            "{contact:?} is not read at the server's now"
        );
    }
    // "Ago" is counted from the server's clock, not from Ben's two days ahead: the contact
    // just made reads as just now.
    assert!(
        (now() - 60_000..=now() + 60_000).contains(&seen.server_now_ms),
        "{} is not the server's now",
        seen.server_now_ms
    );
    let words = directory_desk::worker::team_guard::contact_words(
        &seen.recent[0],
        seen.now_or(now() + 2 * DAY_MS),
    );
    assert!(words.starts_with("messaged just now by Ana"), "{words}");
}

#[tokio::test]
async fn marks_and_sends_of_one_desk_are_seen_by_the_other_with_its_coordinator() {
    let Some(db) = team_database().await else {
        return;
    };
    let (ana, ben) = (desk("Ana"), desk("Ben"));
    let mut a = open(&db).await;
    let mut b = open(&db).await;
    a.join(DIRECTORY, &ana).await.unwrap();
    b.join(DIRECTORY, &ben).await.unwrap();
    let (marked, messaged, clear) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    a.mark_do_not_contact(DIRECTORY, &ana, marked, "asked not to be contacted")
        .await
        .unwrap();
    let sent = message("Legal EN→DE, urgent");
    let claimed = a
        .check_and_claim(DIRECTORY, &ana, &[messaged], 7, now(), &sent)
        .await
        .unwrap();
    assert_eq!(claimed.claimed, vec![messaged]);
    a.record_contacts(DIRECTORY, &ana, &sent, &[messaged], ContactState::Sent)
        .await
        .unwrap();
    assert_eq!(
        a.release(DIRECTORY, &sent.identity, Some(&[messaged]))
            .await
            .unwrap(),
        1
    );

    let recipients = [clear, messaged, marked];
    let seen = b
        .check_and_claim(
            DIRECTORY,
            &ben,
            &recipients,
            7,
            now(),
            &message("Medical FR→EN"),
        )
        .await
        .unwrap();
    assert_eq!(seen.do_not_contact.len(), 1);
    assert_eq!(
        (
            seen.do_not_contact[0].freelancer,
            seen.do_not_contact[0].coordinator.as_str(),
            seen.do_not_contact[0].reason.as_str()
        ),
        (marked, "Ana", "asked not to be contacted")
    );
    assert_eq!(seen.recent.len(), 1);
    let recent = &seen.recent[0];
    assert_eq!(
        (
            recent.freelancer,
            recent.coordinator.as_str(),
            recent.subject.as_str(),
            recent.state
        ),
        (messaged, "Ana", "Legal EN→DE, urgent", ContactState::Sent)
    );
    assert!(
        !seen.claimed.contains(&marked),
        "a marked freelancer is never claimed"
    );
    assert!(
        seen.claimed_elsewhere.is_empty(),
        "Ana's claim was released"
    );

    // Ana's own send is in her desk's journal: the team does not name it back to her.
    let own = a
        .check_and_claim(DIRECTORY, &ana, &[messaged], 7, now(), &message("again"))
        .await
        .unwrap();
    assert!(own.recent.is_empty(), "{own:?}");
    assert_eq!(own.claimed_elsewhere.len(), 1, "Ben holds it now");
    assert_eq!(own.claimed_elsewhere[0].coordinator, "Ben");
    // Another directory shares nothing with this one.
    let elsewhere = b
        .check_and_claim(
            "https://other.example/v2/",
            &ben,
            &recipients,
            7,
            now(),
            &message("x"),
        )
        .await
        .unwrap();
    assert!(elsewhere.do_not_contact.is_empty() && elsewhere.recent.is_empty());
    let status = b.status(DIRECTORY).await.unwrap();
    assert_eq!(
        (status.desks, status.do_not_contact, status.contacts),
        (2, 1, 1)
    );
}

#[tokio::test]
async fn a_row_this_desk_cannot_believe_is_refused_in_words() {
    let Some(db) = team_database().await else {
        return;
    };
    let (ana, ben) = (desk("Ana"), desk("Ben"));
    let mut a = open(&db).await;
    let freelancer = Uuid::new_v4();
    let client = db.client().await;
    // A name with a terminal escape in it is shown cleaned; a time from the future is read as
    // the server's now; one before 1970 is refused.
    client
        .execute(
            "INSERT INTO do_not_contact (directory, freelancer, desk, coordinator, reason, marked_at_ms)
             VALUES ($1, $2, $3, $4, '', $5)",
            &[&DIRECTORY, &freelancer, &ben.id, &"Ben\u{1b}[2J", &now()],
        )
        .await
        .unwrap();
    let seen = a
        .check_and_claim(DIRECTORY, &ana, &[freelancer], 7, now(), &message("x"))
        .await
        .unwrap();
    assert_eq!(seen.do_not_contact[0].coordinator, "Ben [2J");
    client
        .execute("UPDATE do_not_contact SET marked_at_ms = $1", &[&i64::MAX])
        .await
        .unwrap();
    let before = now();
    let future = a
        .check_and_claim(DIRECTORY, &ana, &[freelancer], 7, now(), &message("w"))
        .await
        .unwrap();
    let read_at = future.do_not_contact[0].at_ms;
    assert!(
        (before - 60_000..=now() + 60_000).contains(&read_at),
        "a mark from the future is read as now, not {read_at}"
    );
    client
        .execute("UPDATE do_not_contact SET marked_at_ms = -1", &[])
        .await
        .unwrap();
    let err = a
        .check_and_claim(DIRECTORY, &ana, &[freelancer], 7, now(), &message("y"))
        .await
        .unwrap_err();
    assert!(
        err.to_string().starts_with(
            "the team database at 127.0.0.1 answered something this desk does not accept"
        ),
        "{err}"
    );
    // A schema changed by hand (a NULL where the team's has none) is refused too, not a panic.
    client
        .batch_execute(
            "ALTER TABLE do_not_contact ALTER COLUMN coordinator DROP NOT NULL;
             UPDATE do_not_contact SET coordinator = NULL, marked_at_ms = 0",
        )
        .await
        .unwrap();
    let err = a
        .check_and_claim(DIRECTORY, &ana, &[freelancer], 7, now(), &message("z"))
        .await
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("a row of another shape than the team's schema"),
        "{err}"
    );
}

/// The claims are read after the commit that takes them (sent with it, `guard.rs`): a claim
/// row this desk cannot believe is refused in words, and the claims this check took go again.
#[tokio::test]
async fn a_claim_row_this_desk_cannot_believe_leaves_no_claim_of_its_check() {
    let Some(db) = team_database().await else {
        return;
    };
    let (ana, ben) = (desk("Ana"), desk("Ben"));
    let mut a = open(&db).await;
    let (held, clear) = (Uuid::new_v4(), Uuid::new_v4());
    let client = db.client().await;
    // A claim with no coordinator, in a schema changed by hand. (A time from the future would
    // be read as now, and one from before 1970 is a stale claim, removed.)
    client
        .batch_execute("ALTER TABLE claims ALTER COLUMN coordinator DROP NOT NULL")
        .await
        .unwrap();
    client
        .execute(
            "INSERT INTO claims (directory, freelancer, message, desk, coordinator, subject, taken_at_ms)
             VALUES ($1, $2, 'ben-job', $3, NULL, 'x', $4)",
            &[&DIRECTORY, &held, &ben.id, &now()],
        )
        .await
        .unwrap();
    let sent = message("Legal EN→DE");
    let err = a
        .check_and_claim(DIRECTORY, &ana, &[clear, held], 7, now(), &sent)
        .await
        .unwrap_err();
    assert!(matches!(err, TeamError::BadRow { .. }), "{err:?}");
    let claims: Vec<String> = client
        .query("SELECT message FROM claims", &[])
        .await
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(claims, vec!["ben-job".to_owned()], "Ana's claim went again");
    // Once the row is one it can believe, the same check claims.
    client
        .execute("UPDATE claims SET coordinator = 'Ben'", &[])
        .await
        .unwrap();
    let found = a
        .check_and_claim(DIRECTORY, &ana, &[clear, held], 7, now(), &sent)
        .await
        .unwrap();
    assert_eq!(found.claimed, vec![clear]);
    assert_eq!(found.claimed_elsewhere[0].coordinator, "Ben");
}

#[tokio::test]
async fn a_wrong_or_missing_password_is_a_clear_error_that_never_shows_it() {
    let Some(db) = team_database().await else {
        return;
    };
    let mut url = url::Url::parse(&db.url).unwrap();
    url.set_password(Some("not-the-password-42")).unwrap();
    let err = Team::connect(&TeamUrl::parse(url.as_str()).unwrap(), None)
        .await
        .unwrap_err();
    assert!(matches!(err, TeamError::Refused { .. }), "{err:?}");
    let text = err.to_string();
    assert!(
        text.starts_with("the team database at 127.0.0.1 refused desk_test: "),
        "{text}"
    );
    assert!(text.contains("password authentication failed"), "{text}");
    assert!(
        !text.contains("not-the-password-42")
            && !format!("{err:?}").contains("not-the-password-42")
    );

    url.set_password(None).unwrap();
    let err = Team::connect(&TeamUrl::parse(url.as_str()).unwrap(), None)
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "the team database at 127.0.0.1 wants a password for desk_test, and none was given"
    );

    // A server that wants none (trust on loopback) asks for nothing.
    let open = Team::connect(&TeamUrl::parse(&db.open_url).unwrap(), None)
        .await
        .expect("a trusted role connects without a password");
    assert_eq!(open.schema_state().await.unwrap(), SchemaState::Empty);
}

#[tokio::test]
async fn an_unreachable_team_database_is_named_by_its_host() {
    let port = crate::common::unused_port();
    let url = TeamUrl::parse(&format!("postgres://desk@127.0.0.1:{port}/team")).unwrap();
    let err = Team::open(&url, None).await.unwrap_err();
    assert!(matches!(err, TeamError::Unreachable { .. }), "{err:?}");
    assert!(
        err.to_string()
            .starts_with("the team database at 127.0.0.1 can't be reached: "),
        "{err}"
    );
    // A host beyond loopback goes through TLS; one that does not resolve is named.
    let url = TeamUrl::parse("postgres://desk:pw@db.agency.invalid/team").unwrap();
    let err = Team::open(&url, None).await.unwrap_err();
    assert!(
        err.to_string()
            .starts_with("the team database at db.agency.invalid can't be reached: "),
        "{err}"
    );
}

/// Twenty desks, each with its own connection, sending overlapping lists at once, leaving out
/// whoever the team says was messaged or is being messaged (`--skip-recent`): nobody is
/// messaged by two desks, and everybody on some list is messaged once. Prints the check's
/// latency (this is a debug build: the figures are for comparison, not the goal's).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_desks_on_overlapping_lists_message_nobody_twice() {
    let Some(db) = team_database().await else {
        return;
    };
    const DESKS: usize = 20;
    const ROUNDS: usize = 5;
    const LIST: usize = 30;
    let pool: Vec<Uuid> = (0..200).map(|_| Uuid::new_v4()).collect();
    open(&db).await; // The schema, once, before the race.
    let mut tasks = Vec::new();
    for n in 0..DESKS {
        let url = TeamUrl::parse(&db.url).unwrap();
        let pool = pool.clone();
        tasks.push(tokio::spawn(async move {
            let mut team = Team::open(&url, None).await.unwrap();
            let me = desk(&format!("Desk {n}"));
            let mut sent_by_me: Vec<Uuid> = Vec::new();
            let mut latencies = Vec::new();
            for round in 0..ROUNDS {
                // Overlapping windows of the pool: each freelancer is on several desks' lists.
                let start = (n * 7 + round * 13) % pool.len();
                let list: Vec<Uuid> = (0..LIST).map(|i| pool[(start + i) % pool.len()]).collect();
                let job = message(&format!("job {n}.{round}"));
                let began = std::time::Instant::now();
                let found = team
                    .check_and_claim(DIRECTORY, &me, &list, 7, now(), &job)
                    .await
                    .unwrap();
                latencies.push(began.elapsed());
                let busy: Vec<Uuid> = found.recent.iter().map(|c| c.freelancer).collect();
                // This desk's own sends are its local journal's to catch.
                let going: Vec<Uuid> = found
                    .claimed
                    .iter()
                    .copied()
                    .filter(|u| !busy.contains(u) && !sent_by_me.contains(u))
                    .collect();
                team.record_contacts(DIRECTORY, &me, &job, &going, ContactState::Sent)
                    .await
                    .unwrap();
                team.release(DIRECTORY, &job.identity, None).await.unwrap();
                sent_by_me.extend(going);
            }
            latencies
        }));
    }
    let began = std::time::Instant::now();
    let mut latencies = Vec::new();
    for task in tasks {
        latencies.extend(task.await.unwrap());
    }
    let elapsed = began.elapsed();
    latencies.sort();
    let pct = |p: usize| latencies[(latencies.len() * p / 100).min(latencies.len() - 1)];
    let client = db.client().await;
    let twice: i64 = client
        .query_one(
            "SELECT count(*) FROM (SELECT freelancer FROM contact_history
               GROUP BY freelancer HAVING count(*) > 1) AS t",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    let messaged: i64 = client
        .query_one(
            "SELECT count(DISTINCT freelancer) FROM contact_history",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    let claims: i64 = client
        .query_one("SELECT count(*) FROM claims", &[])
        .await
        .unwrap()
        .get(0);
    use std::io::Write as _;
    let _ = writeln!(
        std::io::stderr(),
        "team guard, {DESKS} desks x {ROUNDS} sends of {LIST}: check p50 {:?}, p95 {:?}, \
         {} checks in {elapsed:?}; {messaged} freelancers messaged, {twice} twice",
        pct(50),
        pct(95),
        latencies.len()
    );
    assert_eq!(twice, 0, "nobody is messaged by two desks");
    let on_a_list: std::collections::HashSet<Uuid> = (0..DESKS)
        .flat_map(|n| (0..ROUNDS).map(move |round| (n * 7 + round * 13) % 200))
        .flat_map(|start| (0..LIST).map(move |i| (start + i) % 200))
        .map(|i| pool[i])
        .collect();
    assert_eq!(
        messaged as usize,
        on_a_list.len(),
        "everybody on a list, once"
    );
    assert_eq!(claims, 0, "every claim released");
}

#[tokio::test]
async fn a_connection_lost_mid_use_is_named_by_its_host_and_changes_nothing() {
    let Some(db) = team_database().await else {
        return;
    };
    let mut team = open(&db).await;
    let ana = desk("Ana");
    team.join(DIRECTORY, &ana).await.unwrap();
    let client = db.client().await;
    // The server ends the desk's connection, as a restart or an administrator would.
    let ended = db.end_desk_connections().await;
    assert_eq!(ended, 1);
    let err = team
        .check_and_claim(DIRECTORY, &ana, &[Uuid::new_v4()], 7, now(), &message("x"))
        .await
        .unwrap_err();
    assert!(matches!(err, TeamError::Unreachable { .. }), "{err:?}");
    assert!(
        err.to_string()
            .starts_with("the team database at 127.0.0.1 can't be reached: "),
        "{err}"
    );
    let claims: i64 = client
        .query_one("SELECT count(*) FROM claims", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(claims, 0, "nothing claimed");
}

#[tokio::test]
async fn a_newer_desk_brings_a_version_1_database_up_to_date_and_keeps_its_records() {
    let Some(db) = team_database().await else {
        return;
    };
    let client = db.client().await;
    // A database as a desk of version 1 left it, with a mark of Ben's in it.
    client
        .batch_execute(include_str!("../../src/team/migrations/0001_team.sql"))
        .await
        .unwrap();
    let (ana, ben) = (desk("Ana"), desk("Ben"));
    let marked = Uuid::new_v4();
    client
        .execute(
            "INSERT INTO team_schema (version, applied_at_ms) VALUES (1, $1)",
            &[&now()],
        )
        .await
        .unwrap();
    client
        .execute(
            "INSERT INTO do_not_contact (directory, freelancer, desk, coordinator, reason, marked_at_ms)
             VALUES ($1, $2, $3, 'Ben', 'asked us', $4)",
            &[&DIRECTORY, &marked, &ben.id, &now()],
        )
        .await
        .unwrap();
    let url = TeamUrl::parse(&db.url).unwrap();
    // Only connected, this desk does not write to a schema older than its own.
    let mut connected = Team::connect(&url, None).await.unwrap();
    assert_eq!(
        connected.schema_state().await.unwrap(),
        SchemaState::Version(1)
    );
    let err = connected
        .change_vendors(
            DIRECTORY,
            &ana,
            &[marked],
            &TeamVendorChange {
                add_tags: vec!["legal".into()],
                ..TeamVendorChange::default()
            },
        )
        .await
        .unwrap_err();
    assert!(
        err.to_string().contains(&format!(
            "its schema is version 1, older than this desk's ({KNOWN_VERSION})"
        )),
        "{err}"
    );

    let mut team = open(&db).await;
    let versions: Vec<i32> = client
        .query("SELECT version FROM team_schema ORDER BY version", &[])
        .await
        .unwrap()
        .iter()
        .map(|row| row.get(0))
        .collect();
    assert_eq!(versions, (1..=KNOWN_VERSION).collect::<Vec<_>>());
    assert_eq!(
        KNOWN_VERSION, 3,
        "vendor records came with 2, answers to offers with 3"
    );
    // Ben's mark of version 1 is the status do not contact, with no status row of its own.
    let found = team.vendors(DIRECTORY, None).await.unwrap();
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].freelancer, marked);
    assert_eq!(found[0].shown_status(), Some(VendorStatus::DoNotContact));
    assert_eq!(found[0].do_not_contact.as_ref().unwrap().coordinator, "Ben");
    assert_eq!(found[0].status, None);
    team.change_vendors(
        DIRECTORY,
        &ana,
        &[marked],
        &TeamVendorChange {
            add_tags: vec!["legal".into()],
            ..TeamVendorChange::default()
        },
    )
    .await
    .unwrap();
    // A second desk opening it finds nothing to do.
    let again = open(&db).await;
    assert_eq!(
        again.schema_state().await.unwrap(),
        SchemaState::Version(KNOWN_VERSION)
    );
    assert_eq!(
        again.vendors(DIRECTORY, None).await.unwrap()[0].tags[0].tag,
        "legal"
    );
}

/// The record of `freelancer` among `found` (which the team lists by UUID).
fn of(found: &[TeamVendor], freelancer: Uuid) -> &TeamVendor {
    found.iter().find(|v| v.freelancer == freelancer).unwrap()
}

fn eur_per_word(amount: &str) -> NewRate {
    NewRate {
        pair: "eng_deu".into(),
        service: "1".into(),
        amount: Amount::parse(amount).unwrap(),
        currency: Currency::parse("EUR").unwrap(),
        unit: RateUnit::Word,
    }
}

#[tokio::test]
async fn vendor_records_are_shared_with_their_authors_and_any_desk_may_edit_them() {
    let Some(db) = team_database().await else {
        return;
    };
    let (ana, ben) = (desk("Ana"), desk("Ben"));
    let (mut a, mut b) = (open(&db).await, open(&db).await);
    let (one, two) = (Uuid::new_v4(), Uuid::new_v4());
    a.change_vendors(
        DIRECTORY,
        &ana,
        &[one, two],
        &TeamVendorChange {
            status: Some(Some(VendorStatus::Active)),
            add_tags: vec!["legal".into(), "Medical".into()],
            remove_tags: Vec::new(),
            note: Some("Met at the fair\r\nsecond line".into()),
        },
    )
    .await
    .unwrap();
    a.set_vendor_rate(DIRECTORY, &ana, one, &eur_per_word("0.080"))
        .await
        .unwrap();
    // Another directory's records are not this one's.
    a.change_vendors(
        "https://other.example/v2/",
        &ana,
        &[one],
        &TeamVendorChange {
            status: Some(Some(VendorStatus::OnHold)),
            ..TeamVendorChange::default()
        },
    )
    .await
    .unwrap();

    let seen = b.vendors(DIRECTORY, Some(&[one])).await.unwrap();
    assert_eq!(seen.len(), 1);
    let record = &seen[0];
    assert_eq!(record.shown_status(), Some(VendorStatus::Active));
    assert_eq!(record.status.as_ref().unwrap().by, "Ana");
    let tags: Vec<&str> = record.tags.iter().map(|t| t.tag.as_str()).collect();
    assert_eq!(tags, ["legal", "Medical"]);
    assert_eq!(record.notes.len(), 1);
    assert_eq!(record.notes[0].text, "Met at the fair\nsecond line");
    assert_eq!(record.notes[0].by, "Ana");
    assert_eq!(record.rates[0].rate.amount.as_str(), "0.08");
    assert_eq!(record.rates[0].by, "Ana");
    assert_eq!(b.vendors(DIRECTORY, None).await.unwrap().len(), 2);

    // Ben edits Ana's note (she stays its author), replaces her rate and deletes the other
    // freelancer's note.
    let note = record.notes[0].id;
    b.edit_vendor_note(DIRECTORY, &ben, note, "Met at the fair, twice")
        .await
        .unwrap();
    b.set_vendor_rate(DIRECTORY, &ben, one, &eur_per_word("0.09"))
        .await
        .unwrap();
    let other_note = b.vendors(DIRECTORY, Some(&[two])).await.unwrap()[0].notes[0].id;
    b.delete_vendor_note(DIRECTORY, other_note).await.unwrap();
    let err = b
        .delete_vendor_note(DIRECTORY, other_note)
        .await
        .unwrap_err();
    assert!(matches!(err, TeamError::BadInput(_)), "{err}");
    let seen = &a.vendors(DIRECTORY, Some(&[one, two])).await.unwrap();
    let (seen_one, seen_two) = (of(seen, one), of(seen, two));
    assert_eq!(seen_one.notes[0].text, "Met at the fair, twice");
    assert_eq!(seen_one.notes[0].by, "Ana");
    assert_eq!(seen_one.notes[0].edited_by.as_deref(), Some("Ben"));
    assert!(seen_one.notes[0].edited_at_ms.is_some());
    assert_eq!(seen_one.rates.len(), 1);
    assert_eq!(seen_one.rates[0].rate.amount.as_str(), "0.09");
    assert_eq!(seen_one.rates[0].by, "Ben");
    assert!(seen_two.notes.is_empty());
    assert!(
        a.remove_vendor_rate(DIRECTORY, one, "eng_deu", "1", RateUnit::Word)
            .await
            .unwrap()
    );
    assert!(
        !a.remove_vendor_rate(DIRECTORY, one, "eng_deu", "1", RateUnit::Word)
            .await
            .unwrap()
    );

    // Do not contact is the guard's mark; a colleague's other status leaves it, and the
    // status, as they are.
    a.change_vendors(
        DIRECTORY,
        &ana,
        &[one],
        &TeamVendorChange {
            status: Some(Some(VendorStatus::DoNotContact)),
            ..TeamVendorChange::default()
        },
    )
    .await
    .unwrap();
    let guard = b
        .check_and_claim(DIRECTORY, &ben, &[one], 0, now(), &message("x"))
        .await
        .unwrap();
    assert_eq!(guard.do_not_contact[0].coordinator, "Ana");
    let changed = b
        .change_vendors(
            DIRECTORY,
            &ben,
            &[one, two],
            &TeamVendorChange {
                status: Some(Some(VendorStatus::Potential)),
                ..TeamVendorChange::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(changed.kept_marked, vec![(one, "Ana".to_owned())]);
    let seen = &a.vendors(DIRECTORY, Some(&[one, two])).await.unwrap();
    let (seen_one, seen_two) = (of(seen, one), of(seen, two));
    assert_eq!(seen_one.shown_status(), Some(VendorStatus::DoNotContact));
    assert_eq!(seen_two.shown_status(), Some(VendorStatus::Potential));
    // Ana's other status takes her mark off; a cleared status is the team's word too.
    a.change_vendors(
        DIRECTORY,
        &ana,
        &[one],
        &TeamVendorChange {
            status: Some(None),
            ..TeamVendorChange::default()
        },
    )
    .await
    .unwrap();
    let seen = &a.vendors(DIRECTORY, Some(&[one])).await.unwrap();
    assert_eq!(seen[0].shown_status(), None);
    assert!(seen[0].do_not_contact.is_none());
    assert_eq!(seen[0].status.as_ref().unwrap().by, "Ana");
}

#[tokio::test]
async fn a_vendor_row_this_desk_cannot_believe_is_refused_in_words() {
    let Some(db) = team_database().await else {
        return;
    };
    let ana = desk("Ana");
    let team = open(&db).await;
    let client = db.client().await;
    let freelancer = Uuid::new_v4();
    let refused = |err: TeamError, words: &str| {
        let text = err.to_string();
        assert!(
            text.starts_with(
                "the team database at 127.0.0.1 answered something this desk does not accept"
            ) && text.contains(words),
            "{words:?} not in {text}"
        );
    };
    // A status word this desk does not know (a newer desk's, or written by hand).
    client
        .execute(
            "INSERT INTO vendor_status (directory, freelancer, status, desk, coordinator, set_at_ms)
             VALUES ($1, $2, 'blacklisted', $3, 'Ben', $4)",
            &[&DIRECTORY, &freelancer, &ana.id, &now()],
        )
        .await
        .unwrap();
    refused(
        team.vendors(DIRECTORY, None).await.unwrap_err(),
        "a status this desk does not know (\"blacklisted\")",
    );
    client
        .execute("UPDATE vendor_status SET status = 'active'", &[])
        .await
        .unwrap();
    assert_eq!(team.vendors(DIRECTORY, None).await.unwrap().len(), 1);

    // A note from the far future, a rate that is not an amount, a tag with an escape in it.
    client
        .execute(
            "INSERT INTO vendor_notes (id, directory, freelancer, desk, coordinator, text, at_ms)
             VALUES ($1, $2, $3, $4, 'Ben', 'hello', $5)",
            &[&Uuid::new_v4(), &DIRECTORY, &freelancer, &ana.id, &i64::MAX],
        )
        .await
        .unwrap();
    refused(
        team.vendors(DIRECTORY, Some(&[freelancer]))
            .await
            .unwrap_err(),
        "a time out of range",
    );
    client
        .execute("DELETE FROM vendor_notes", &[])
        .await
        .unwrap();
    client
        .execute(
            "INSERT INTO vendor_rates (directory, freelancer, pair, service, unit, amount,
               currency, desk, coordinator, set_at_ms)
             VALUES ($1, $2, 'eng_deu', '1', 'word', 'lots', 'EUR', $3, 'Ben', $4)",
            &[&DIRECTORY, &freelancer, &ana.id, &now()],
        )
        .await
        .unwrap();
    refused(
        team.vendors(DIRECTORY, None).await.unwrap_err(),
        "a rate's amount",
    );
    client
        .execute("DELETE FROM vendor_rates", &[])
        .await
        .unwrap();
    client
        .execute(
            "INSERT INTO vendor_tags (directory, freelancer, tag, desk, coordinator, added_at_ms)
             VALUES ($1, $2, $3, $4, 'Ben', $5)",
            &[&DIRECTORY, &freelancer, &"legal\u{1b}[2J", &ana.id, &now()],
        )
        .await
        .unwrap();
    refused(
        team.vendors(DIRECTORY, None).await.unwrap_err(),
        "a tag this desk does not keep",
    );
    // A note this desk is about to write with an escape in it is refused before it goes.
    let err = team
        .edit_vendor_note(DIRECTORY, &ana, Uuid::new_v4(), "hi\u{1b}[2J")
        .await
        .unwrap_err();
    assert!(err.to_string().contains("control characters"), "{err}");
}

/// The outbox of a worker on `sandbox`, open in `folder` for directory `"test"`, which learns
/// its team from the configuration file `config` only (no front end told it of one).
fn outbox_learning_from(
    sandbox: &directory_desk::sandbox::Sandbox,
    folder: &std::path::Path,
    config: &std::path::Path,
) -> directory_desk::worker::Worker {
    outbox_with_window(sandbox, folder, config, 0)
}

/// [`outbox_learning_from`], checking what it sends again against colleagues' contacts of
/// the last `recent_days` days, as a session with the configuration's default does.
fn outbox_with_window(
    sandbox: &directory_desk::sandbox::Sandbox,
    folder: &std::path::Path,
    config: &std::path::Path,
    recent_days: u32,
) -> directory_desk::worker::Worker {
    use directory_desk::worker::team_guard::TeamToCheck;
    let team = TeamToCheck {
        config: Some(config.to_owned()),
        recent_days,
        ..TeamToCheck::none()
    };
    let settings = directory_desk::outbox::SendSettings {
        max_per_second: None,
        ..Default::default()
    };
    outbox_opened(sandbox, folder, team, settings)
}

/// An outbox worker on `sandbox` for directory `"test"`, open on `folder`'s journal.
fn outbox_opened(
    sandbox: &directory_desk::sandbox::Sandbox,
    folder: &std::path::Path,
    team: directory_desk::worker::team_guard::TeamToCheck,
    settings: directory_desk::outbox::SendSettings,
) -> directory_desk::worker::Worker {
    use directory_desk::worker::{Command, Event, OutboxCommand, OutboxEvent};
    let worker = directory_desk::worker::Worker::spawn(
        crate::common::client(sandbox),
        4,
        std::sync::Arc::new(|| {}),
    )
    .unwrap();
    worker.send(Command::Outbox(OutboxCommand::Open {
        folder: folder.to_owned(),
        directory: "test".into(),
        environment: None,
        settings,
        team: Box::new(team),
    }));
    loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Opened(opened))) => {
                opened.unwrap();
                return worker;
            }
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    }
}

/// The team database `db` made ready (its migrations applied) and named in `config` for
/// directory `"test"`, joined as Ana.
fn joined_by_ana(db: &TeamDatabase, config: &std::path::Path) {
    crate::common::block_on(async {
        Team::open(&TeamUrl::parse(&db.open_url).unwrap(), None)
            .await
            .expect("the team database opens")
    });
    let joined = format!(
        "[teams.\"test\"]\nurl = \"{}\"\ncoordinator = \"Ana\"\n",
        db.open_url
    );
    std::fs::write(config, joined).unwrap();
}

/// `job` as one request per recipient.
fn one_request_each(job: &mut directory_desk::store::NewJob) {
    job.requests = job
        .requests
        .iter()
        .flat_map(|r| r.recipients.iter())
        .map(|p| directory_desk::store::NewRequest {
            recipients: vec![p.clone()],
            subject: None,
            body: None,
        })
        .collect();
}

/// Each of `people` got exactly one message from `sandbox`.
fn each_messaged_once(sandbox: &directory_desk::sandbox::Sandbox, people: &[Uuid]) {
    let delivered = crate::common::block_on(crate::common::sent_messages(sandbox));
    for uuid in people {
        let to_them = delivered
            .iter()
            .filter(|m| {
                m["delivered_to"]
                    .as_array()
                    .is_some_and(|d| d.contains(&uuid.to_string().into()))
            })
            .count();
        assert_eq!(to_them, 1, "{uuid} messaged once");
    }
}

/// A job of one request to `recipients`, for directory `"test"`.
fn job_to(recipients: &[Uuid]) -> directory_desk::store::NewJob {
    directory_desk::outbox::JobDraft {
        directory: "test".into(),
        sender_name: "Ana".into(),
        sender_email: "ana@agency.example".into(),
        subject: "Door".into(),
        body: "Are you free?".into(),
        message_type: directory_desk::api::MessageType::Rfq,
        recipients: recipients
            .iter()
            .map(|uuid| directory_desk::outbox::PlannedRecipient {
                uuid: *uuid,
                name: None,
                fields: None,
            })
            .collect(),
        request_size: 25,
        fallbacks: Default::default(),
    }
    .plan()
    .unwrap()
}

/// Gives the outbox a new job with `claim`; what it answered.
fn create(
    worker: &directory_desk::worker::Worker,
    job: directory_desk::store::NewJob,
    claim: Option<String>,
) -> Result<directory_desk::store::JobId, String> {
    use directory_desk::worker::{Command, Event, OutboxCommand, OutboxEvent};
    worker.send(Command::Outbox(OutboxCommand::Create {
        ticket: directory_desk::store::Ticket(7),
        job: Box::new(job),
        team_claim: claim,
        team_unchecked: None,
    }));
    loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Created { result, .. })) => return result,
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    }
}

/// Asks the outbox for the team's check of `recipients`; the claim it took.
fn check(worker: &directory_desk::worker::Worker, recipients: &[Uuid]) -> String {
    use directory_desk::worker::{Command, Event, OutboxCommand, OutboxEvent};
    worker.send(Command::Outbox(OutboxCommand::TeamCheck {
        ticket: directory_desk::store::Ticket(8),
        recipients: recipients.to_vec(),
        recent_days: 7,
        subject: "Door".into(),
    }));
    loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::TeamChecked { result, .. })) => {
                return result
                    .map(|found| found.claim)
                    .unwrap_or_else(|e| panic!("{e:?}"));
            }
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    }
}

#[test]
fn the_outbox_learns_a_team_joined_elsewhere_and_writes_no_job_it_did_not_check() {
    let Some(db) = crate::common::block_on(team_database()) else {
        return;
    };
    let sandbox = crate::common::start_sandbox();
    let people = crate::common::block_on(crate::common::ordinary_freelancers(&sandbox, 3));
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    // An open window on a directory reached through a custom base URL: no team yet.
    let worker = outbox_learning_from(&sandbox, folder.path(), &config);
    create(&worker, job_to(&people[..1]), None).expect("no team: written");

    // The command line joins a team for this directory while the outbox is open.
    joined_by_ana(&db, &config);
    let refused = create(&worker, job_to(&people[1..2]), None).unwrap_err();
    assert!(
        refused.contains("share a team database") && refused.contains("nothing was sent"),
        "{refused}"
    );

    // Checked for one, a job of two is refused: the second was never checked.
    let claim = check(&worker, &people[1..2]);
    let refused = create(&worker, job_to(&people[1..3]), Some(claim)).unwrap_err();
    assert!(
        refused.contains("1 recipient of this send was not checked"),
        "{refused}"
    );
    // Checked for both, it is written.
    let claim = check(&worker, &people[1..3]);
    create(&worker, job_to(&people[1..3]), Some(claim)).expect("checked: written");
}

#[test]
fn a_pause_given_while_a_resume_is_checked_against_the_team_is_not_kept_waiting_and_wins() {
    use directory_desk::store::{JobState, Store};
    use directory_desk::worker::{Command, Event, OutboxCommand, OutboxEvent};
    let Some(db) = crate::common::block_on(team_database()) else {
        return;
    };
    let sandbox = crate::common::start_sandbox();
    let people = crate::common::block_on(crate::common::ordinary_freelancers(&sandbox, 3));
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    joined_by_ana(&db, &config);
    // A paused job in the journal.
    let job = {
        let mut store = Store::open_in(folder.path()).unwrap();
        let job = store.create_job(&job_to(&people)).unwrap();
        store.set_job_state(job, JobState::Paused, None).unwrap();
        job
    };
    let worker = outbox_learning_from(&sandbox, folder.path(), &config);
    // The team database is slow: another session holds the claims table.
    let (hold, holding) = std::sync::mpsc::channel::<()>();
    let (locked, is_locked) = std::sync::mpsc::channel::<()>();
    let open_url = db.open_url.clone();
    let holder = std::thread::spawn(move || {
        crate::common::block_on(async move {
            let (mut client, connection) =
                tokio_postgres::connect(&open_url, tokio_postgres::NoTls)
                    .await
                    .unwrap();
            tokio::spawn(connection);
            let transaction = client.transaction().await.unwrap();
            transaction
                .batch_execute("LOCK TABLE claims IN ACCESS EXCLUSIVE MODE")
                .await
                .unwrap();
            locked.send(()).unwrap();
            let _ = tokio::task::spawn_blocking(move || holding.recv()).await;
            transaction.rollback().await.unwrap();
        })
    });
    is_locked.recv().unwrap();
    worker.send(Command::Outbox(OutboxCommand::Resume { job }));
    worker.send(Command::Outbox(OutboxCommand::Pause { job }));
    // The pause is carried out while the resume's check still waits on the team.
    let paused_at = std::time::Instant::now();
    loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Job(record)))
                if record.id == job && record.state == JobState::Paused =>
            {
                break;
            }
            Some(Event::Outbox(OutboxEvent::Refused { problem, .. })) => {
                panic!("refused before the pause was carried out: {problem}")
            }
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    }
    assert!(paused_at.elapsed() < std::time::Duration::from_secs(3));
    hold.send(()).unwrap();
    holder.join().unwrap();
    // The check answers after the pause: the resume sends nothing.
    let refused = loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Refused { problem, .. })) => break problem.to_string(),
            Some(Event::Outbox(OutboxEvent::Ended { .. })) => panic!("a run was started"),
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    };
    assert!(
        refused.contains("was paused or cancelled while"),
        "{refused}"
    );
    assert!(
        crate::common::block_on(crate::common::sent_messages(&sandbox)).is_empty(),
        "nothing went"
    );
    // And the claim its check took went back: colleagues are not barred for a day.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let claims: i64 = crate::common::block_on(async {
            db.client()
                .await
                .query_one("SELECT count(*) FROM claims", &[])
                .await
                .unwrap()
                .get(0)
        });
        if claims == 0 {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "{claims} claims left");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// A job the user sent to someone a colleague messaged recently, on their word ("include
/// them": the check's window was 0 days), is paused mid-run and resumed: the resume is
/// checked as the user asked when it was written, not stopped by the team's default window.
#[test]
fn a_resume_keeps_the_users_word_to_include_those_recently_messaged() {
    use directory_desk::store::{JobState, RequestState, Store};
    use directory_desk::worker::{Command, Event, OutboxCommand, OutboxEvent};
    let Some(db) = crate::common::block_on(team_database()) else {
        return;
    };
    let sandbox = crate::common::start_sandbox();
    let people = crate::common::block_on(crate::common::ordinary_freelancers(&sandbox, 2));
    let (clear, messaged) = (people[0], people[1]);
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    crate::common::block_on(async {
        let team = Team::open(&TeamUrl::parse(&db.open_url).unwrap(), None)
            .await
            .expect("the team database opens");
        // Ben messaged one of them an hour ago, from his desk.
        team.record_contacts(
            "test",
            &desk("Ben"),
            &message("Other job"),
            &[messaged],
            ContactState::Sent,
        )
        .await
        .unwrap();
    });
    std::fs::write(
        &config,
        format!(
            "[teams.\"test\"]\nurl = \"{}\"\ncoordinator = \"Ana\"\n",
            db.open_url
        ),
    )
    .unwrap();
    let worker = outbox_with_window(&sandbox, folder.path(), &config, 7);
    // One request each, the directory slow: the second is still waiting when paused.
    crate::common::block_on(crate::common::set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            latency_ms: 1_500,
            ..Default::default()
        },
    ));
    let mut job = job_to(&people);
    one_request_each(&mut job);
    worker.send(Command::Outbox(OutboxCommand::TeamCheck {
        ticket: directory_desk::store::Ticket(8),
        recipients: people.clone(),
        recent_days: 0,
        subject: "Door".into(),
    }));
    let claim = loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::TeamChecked { result, .. })) => {
                break result.map(|found| found.claim).unwrap();
            }
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    };
    let id = create(&worker, job, Some(claim)).expect("written");
    worker.send(Command::Outbox(OutboxCommand::Pause { job: id }));
    loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Ended { job, .. })) if job == id => break,
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    }
    let held = Store::open_in(folder.path())
        .unwrap()
        .job(id)
        .unwrap()
        .unwrap();
    assert_eq!(held.state, JobState::Paused);
    assert_eq!(held.requests[1].state, RequestState::Queued, "{held:?}");
    worker.send(Command::Outbox(OutboxCommand::Resume { job: id }));
    loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Ended { job, .. })) if job == id => break,
            Some(Event::Outbox(OutboxEvent::Refused { problem, .. })) => {
                panic!("the resume was refused: {problem}")
            }
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    }
    let sent = Store::open_in(folder.path())
        .unwrap()
        .job(id)
        .unwrap()
        .unwrap();
    assert!(
        sent.requests.iter().all(|r| r.state == RequestState::Sent),
        "{:?}",
        sent.requests.iter().map(|r| r.state).collect::<Vec<_>>()
    );
    each_messaged_once(&sandbox, &[clear, messaged]);
}

/// The team database goes away while a job of one request each runs: before its next
/// request the job is paused with the reason in the journal ("team away", tried again at a
/// time it names), nothing more goes, and tries while the team is still away pause it again
/// without a word. The user's own resume meanwhile is told why it waits. Once the team is
/// back the job goes on by itself, checked against the team first, and everyone gets the
/// message exactly once.
#[test]
fn a_job_waits_for_a_team_database_that_went_away_and_goes_on_by_itself_once_it_is_back() {
    use directory_desk::store::{JobState, RequestNote, RequestState, Store};
    use directory_desk::worker::team_guard::TeamToCheck;
    use directory_desk::worker::{Command, Event, OutboxCommand, OutboxEvent};
    use std::time::{Duration, Instant};
    let Some(db) = crate::common::block_on(team_database()) else {
        return;
    };
    let sandbox = crate::common::start_sandbox();
    let people = crate::common::block_on(crate::common::ordinary_freelancers(&sandbox, 4));
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    joined_by_ana(&db, &config);
    let retry = Duration::from_secs(2);
    let team = TeamToCheck {
        config: Some(config.clone()),
        away_retry: retry,
        ..TeamToCheck::none()
    };
    let settings = directory_desk::outbox::SendSettings {
        max_per_second: None,
        concurrency: 1,
        ..Default::default()
    };
    let worker = outbox_opened(&sandbox, folder.path(), team, settings);
    // One request each, one at a time, the directory slow: the team goes away mid-run.
    crate::common::block_on(crate::common::set_faults(
        &sandbox,
        &directory_desk::sandbox::FaultPlan {
            latency_ms: 1_000,
            ..Default::default()
        },
    ));
    let mut job = job_to(&people);
    one_request_each(&mut job);
    let claim = check(&worker, &people);
    let id = create(&worker, job, Some(claim)).expect("written");
    let next = |wait: Duration| {
        worker
            .next_within(wait)
            .expect("the worker runs")
            .unwrap_or_else(|| panic!("nothing happened within {wait:?}"))
    };
    // The first answer comes; the team goes away.
    loop {
        if let Event::Outbox(OutboxEvent::Request(update)) = next(Duration::from_secs(60))
            && update.job == id
            && update.state == RequestState::Sent
        {
            break;
        }
    }
    crate::common::block_on(async {
        db.allow_connections(false).await;
        db.end_desk_connections().await;
    });
    loop {
        match next(Duration::from_secs(60)) {
            // Said as a wait for the team, not as someone's pause.
            Event::Outbox(OutboxEvent::Ended { job, end }) if job == id => {
                assert!(
                    matches!(&end, directory_desk::outbox::RunEnd::AskedToWait(note)
                        if matches!(**note, RequestNote::TeamAway { .. })),
                    "{end:?}"
                );
                break;
            }
            Event::Outbox(OutboxEvent::Refused { problem, .. }) => panic!("told: {problem}"),
            _ => {}
        }
    }
    let journal =
        |folder: &std::path::Path| Store::open_in(folder).unwrap().job(id).unwrap().unwrap();
    let paused = journal(folder.path());
    assert_eq!(paused.state, JobState::Paused);
    assert!(
        matches!(paused.reason, Some(RequestNote::TeamAway { .. })),
        "{:?}",
        paused.reason
    );
    let went = paused
        .requests
        .iter()
        .filter(|r| r.state == RequestState::Sent)
        .count();
    assert!(
        went < people.len(),
        "nothing more went once the team was away: {went}"
    );
    // Tried again while still away (every 2 s): paused again, without a word to the user.
    let quiet_until = Instant::now() + 3 * retry;
    while let Some(event) = worker
        .next_within(quiet_until.saturating_duration_since(Instant::now()))
        .unwrap()
    {
        if let Event::Outbox(OutboxEvent::Refused { problem, .. }) = event {
            panic!("a try of its own was told to the user: {problem}");
        }
        if let Event::Outbox(OutboxEvent::Ended { job, .. }) = event {
            assert_ne!(job, id, "a run began while the team was away");
        }
    }
    assert!(matches!(
        journal(folder.path()).reason,
        Some(RequestNote::TeamAway { .. })
    ));
    // The user's resume meanwhile is told why it waits.
    worker.send(Command::Outbox(OutboxCommand::Resume { job: id }));
    loop {
        match next(Duration::from_secs(30)) {
            Event::Outbox(OutboxEvent::Refused {
                job: Some(job),
                problem,
            }) if job == id => {
                assert!(problem.to_string().contains("team database"), "{problem}");
                break;
            }
            Event::Outbox(OutboxEvent::Ended { job, .. }) if job == id => {
                panic!("sent while the team was away")
            }
            _ => {}
        }
    }
    assert!(matches!(
        journal(folder.path()).reason,
        Some(RequestNote::TeamAway { .. })
    ));
    // The team is back: the job goes on by itself.
    crate::common::block_on(db.allow_connections(true));
    loop {
        match next(Duration::from_secs(60)) {
            Event::Outbox(OutboxEvent::Ended { job, .. }) if job == id => break,
            Event::Outbox(OutboxEvent::Refused { problem, .. }) => {
                panic!("refused once the team was back: {problem}")
            }
            _ => {}
        }
    }
    let done = journal(folder.path());
    assert!(
        done.requests.iter().all(|r| r.state == RequestState::Sent),
        "{:?}",
        done.requests.iter().map(|r| r.state).collect::<Vec<_>>()
    );
    each_messaged_once(&sandbox, &people);
}

/// The user's word to send a job's uncertain requests again, while a run has the job paused
/// for the team (the team came back before the job's own try): the resend goes, checked
/// against the team first, and stops before its next request once the team goes away
/// again, as the whole job does. Its state alone does not tell it, as the job was paused
/// already; the new wait in the journal does.
#[test]
fn a_resend_in_a_job_paused_for_the_team_stops_when_the_team_goes_away_again() {
    use directory_desk::sandbox::{Fault, FaultPlan};
    use directory_desk::store::{JobState, RequestNote, RequestState, Resolution, Store};
    use directory_desk::worker::team_guard::TeamToCheck;
    use directory_desk::worker::{Command, Event, OutboxCommand, OutboxEvent};
    use std::time::Duration;
    let Some(db) = crate::common::block_on(team_database()) else {
        return;
    };
    let sandbox = crate::common::start_sandbox();
    let people = crate::common::block_on(crate::common::ordinary_freelancers(&sandbox, 6));
    let folder = tempfile::tempdir().unwrap();
    let config = folder.path().join("config.toml");
    joined_by_ana(&db, &config);
    // The job's own try would come long after the test.
    let team = TeamToCheck {
        config: Some(config.clone()),
        away_retry: Duration::from_secs(3_600),
        ..TeamToCheck::none()
    };
    let settings = directory_desk::outbox::SendSettings {
        max_per_second: None,
        concurrency: 1,
        ..Default::default()
    };
    let worker = outbox_opened(&sandbox, folder.path(), team, settings);
    // Every first try hangs up before the directory reads it: all six are uncertain.
    crate::common::block_on(crate::common::set_faults(
        &sandbox,
        &FaultPlan {
            latency_ms: 1_000,
            path_prefix: Some("messages".into()),
            script: [Fault::DropBefore; 6].into(),
            ..Default::default()
        },
    ));
    let mut job = job_to(&people);
    one_request_each(&mut job);
    let claim = check(&worker, &people);
    let id = create(&worker, job, Some(claim)).expect("written");
    let next = |wait: Duration| {
        worker
            .next_within(wait)
            .expect("the worker runs")
            .unwrap_or_else(|| panic!("nothing happened within {wait:?}"))
    };
    let ended = |wait: Duration| loop {
        match next(wait) {
            Event::Outbox(OutboxEvent::Ended { job, end }) if job == id => break end,
            Event::Outbox(OutboxEvent::Refused { problem, .. }) => panic!("told: {problem}"),
            _ => {}
        }
    };
    ended(Duration::from_secs(60));
    let journal = || {
        Store::open_in(folder.path())
            .unwrap()
            .job(id)
            .unwrap()
            .unwrap()
    };
    let states = |record: &directory_desk::store::JobRecord| {
        record.requests.iter().map(|r| r.state).collect::<Vec<_>>()
    };
    assert!(
        journal()
            .requests
            .iter()
            .all(|r| r.state == RequestState::Unknown),
        "{:?}",
        states(&journal())
    );
    // A run paused it for the team, which is back before the job's own try.
    let away = RequestNote::TeamAway {
        retry_at_ms: directory_desk::store::now_ms() + 3_600_000,
    };
    assert!(
        Store::open_in(folder.path())
            .unwrap()
            .pause_for(id, &away)
            .unwrap()
    );
    worker.send(Command::Outbox(OutboxCommand::ResolveAllUnknown {
        job: id,
        only: None,
        resolution: Resolution::Resend,
    }));
    loop {
        match next(Duration::from_secs(60)) {
            Event::Outbox(OutboxEvent::Request(update))
                if update.job == id && update.state == RequestState::Sent =>
            {
                break;
            }
            Event::Outbox(OutboxEvent::Refused { problem, .. }) => panic!("told: {problem}"),
            _ => {}
        }
    }
    crate::common::block_on(async {
        db.allow_connections(false).await;
        db.end_desk_connections().await;
    });
    let end = ended(Duration::from_secs(60));
    assert!(
        matches!(&end, directory_desk::outbox::RunEnd::AskedToWait(note)
            if matches!(**note, RequestNote::TeamAway { .. }) && **note != away),
        "{end:?}: {:?}",
        states(&journal())
    );
    let paused = journal();
    assert_eq!(paused.state, JobState::Paused);
    let went = paused
        .requests
        .iter()
        .filter(|r| r.state == RequestState::Sent)
        .count();
    assert!(
        went < people.len(),
        "the resend went on with the team away: {:?}",
        states(&paused)
    );
    crate::common::block_on(db.allow_connections(true));
}
