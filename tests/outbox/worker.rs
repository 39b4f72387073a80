//! The worker on its own thread: commands in, events out, the waker called, jobs cancelled.

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use common::*;
use directory_desk::sandbox::{FaultPlan, SandboxOptions};
use directory_desk::store::JobId;
use directory_desk::worker::{Command, Event, LookupEnd, TaskId, Worker};

/// Every event of `worker` up to and with the first `LookupFinished` (or until it stops).
async fn until_lookup_finished(worker: Worker) -> Vec<Event> {
    tokio::task::spawn_blocking(move || {
        let mut seen = Vec::new();
        while let Some(event) = worker.next() {
            let last = matches!(event, Event::LookupFinished { .. });
            seen.push(event);
            if last {
                break;
            }
        }
        seen
    })
    .await
    .unwrap()
}

#[tokio::test]
async fn a_bulk_lookup_reports_each_result_with_progress_and_wakes_the_front_end() {
    let sandbox = start_sandbox();
    let uuids = ordinary_freelancers(&sandbox, 30).await;
    let wakes = Arc::new(AtomicUsize::new(0));
    let counter = wakes.clone();
    let worker = Worker::spawn(
        client(&sandbox),
        4,
        Arc::new(move || {
            counter.fetch_add(1, Ordering::SeqCst);
        }),
    )
    .unwrap();
    let mut lookup = uuids.clone();
    lookup.push(unknown_uuid());
    worker.send(Command::LookUp {
        task: TaskId(7),
        uuids: lookup,
    });

    let events = until_lookup_finished(worker).await;

    let results: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::LookedUp {
                task: TaskId(7),
                uuid,
                result,
                progress,
            } => Some((*uuid, result.is_ok(), *progress)),
            _ => None,
        })
        .collect();
    assert_eq!(results.len(), 31);
    let calls = events
        .iter()
        .filter(|e| matches!(e, Event::ApiCall(_)))
        .count();
    assert_eq!(calls, 31, "one activity record per request");
    assert_eq!(results.iter().filter(|(_, ok, _)| !ok).count(), 1);
    let last = results.last().unwrap().2;
    assert_eq!((last.done, last.failed, last.left()), (30, 1, 0));
    assert!(matches!(
        events.last(),
        Some(Event::LookupFinished {
            task: TaskId(7),
            end: LookupEnd::Completed
        })
    ));
    // The worker wakes the front end just after it sends each event, on its own thread: the
    // last wake may come a moment after the last event was read here.
    let started = std::time::Instant::now();
    while wakes.load(Ordering::SeqCst) < events.len()
        && started.elapsed() < std::time::Duration::from_secs(30)
    {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert_eq!(
        wakes.load(Ordering::SeqCst),
        events.len(),
        "one wake per event"
    );
}

#[tokio::test]
async fn a_long_lookup_can_be_cancelled() {
    let sandbox = start_sandbox_with(SandboxOptions {
        faults: FaultPlan {
            latency_ms: 50,
            ..FaultPlan::default()
        },
        threads: 8,
        ..SandboxOptions::default()
    });
    let uuids = ordinary_freelancers(&sandbox, 200).await;
    let worker = Worker::spawn(client(&sandbox), 2, Arc::new(|| {})).unwrap();
    worker.send(Command::LookUp {
        task: TaskId(1),
        uuids,
    });

    let (looked_up, end) = tokio::task::spawn_blocking(move || {
        let mut looked_up = 0;
        loop {
            match worker.next() {
                Some(Event::LookedUp { .. }) => {
                    looked_up += 1;
                    if looked_up == 3 {
                        worker.send(Command::Cancel { task: TaskId(1) });
                    }
                }
                Some(Event::LookupFinished { end, .. }) => return (looked_up, end),
                Some(_) => {}
                None => panic!("the worker stopped without finishing the job"),
            }
        }
    })
    .await
    .unwrap();
    assert!(matches!(end, LookupEnd::Cancelled), "{end:?}");
    assert!(
        looked_up < 20,
        "stopped soon after the cancel, not after all 200: {looked_up}"
    );
    let requests =
        admin_get(&sandbox, "stats").await["data"]["by_endpoint"]["GET /v2/freelancer/{uuid}"]
            .as_u64()
            .unwrap_or(0);
    assert!(requests < 20, "no more requests went out: {requests}");
}

#[tokio::test]
async fn a_refused_credential_stops_a_bulk_lookup_early() {
    let sandbox = start_sandbox();
    let uuids = ordinary_freelancers(&sandbox, 100).await;
    let client = client_with(
        &sandbox,
        "wrong",
        directory_desk::api::ApiKeyHeader::Bearer,
        settings(1),
    );
    let worker = Worker::spawn(client, 2, Arc::new(|| {})).unwrap();
    worker.send(Command::LookUp {
        task: TaskId(1),
        uuids,
    });
    let end = tokio::task::spawn_blocking(move || {
        loop {
            if let Some(Event::LookupFinished { end, .. }) = worker.next() {
                return end;
            }
        }
    })
    .await
    .unwrap();
    assert!(
        matches!(end, LookupEnd::SignedOut(ref e) if e.is_authentication()),
        "{end:?}"
    );
    let requests = admin_get(&sandbox, "stats").await["data"]["total"]
        .as_u64()
        .unwrap_or(0);
    assert!(requests < 10, "it did not try all 100: {requests}");
}

#[tokio::test]
async fn who_signed_in_told_before_the_outbox_opens_is_no_refusal() {
    // The window learns who signed in before it asks for the outbox to open, and tells it
    // again once it has: the early word is no "The outbox could not do that." toast.
    let sandbox = start_sandbox();
    let uuids = ordinary_freelancers(&sandbox, 1).await;
    let worker = Worker::spawn(client(&sandbox), 2, Arc::new(|| {})).unwrap();
    worker.send(Command::Outbox(
        directory_desk::worker::OutboxCommand::SignedIn(directory_desk::store::JobAccount {
            uuid: uuid::Uuid::from_u128(42),
            name: Some("Lingua Bridge".into()),
        }),
    ));
    // And a command that needs the journal is still refused, saying why.
    worker.send(Command::Outbox(
        directory_desk::worker::OutboxCommand::Pause { job: JobId(1) },
    ));
    worker.send(Command::LookUp {
        task: TaskId(1),
        uuids,
    });
    let events = until_lookup_finished(worker).await;
    let refusals: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Outbox(directory_desk::worker::OutboxEvent::Refused { job, problem }) => {
                Some((*job, problem.to_string()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        refusals,
        [(Some(JobId(1)), "the outbox is not open".to_owned())],
        "only the pause is refused"
    );
}

/// A job for the directory "test" of `recipients` in requests of 5.
fn job_of_fives(recipients: &[uuid::Uuid], subject: &str) -> directory_desk::store::NewJob {
    use directory_desk::outbox::{JobDraft, PlannedRecipient};
    JobDraft {
        directory: "test".into(),
        sender_name: "Ana".into(),
        sender_email: "ana@linguabridge.example".into(),
        subject: subject.into(),
        body: "Hello".into(),
        message_type: directory_desk::api::MessageType::Other,
        recipients: recipients
            .iter()
            .map(|uuid| PlannedRecipient {
                uuid: *uuid,
                name: None,
                fields: None,
            })
            .collect(),
        request_size: 5,
        fallbacks: Default::default(),
    }
    .plan()
    .unwrap()
}

/// A worker with the outbox open in `folder`, and the id of a new job of `recipients` in
/// requests of 5, once its first request is out.
fn sending_job(
    sandbox: &directory_desk::sandbox::Sandbox,
    folder: &std::path::Path,
    recipients: &[uuid::Uuid],
) -> (Worker, JobId) {
    use directory_desk::store::RequestState;
    use directory_desk::worker::{OutboxCommand, OutboxEvent};

    let worker = outbox_worker(sandbox, folder);
    let job = job_of_fives(recipients, "Steered");
    worker.send(Command::Outbox(OutboxCommand::Create {
        ticket: directory_desk::store::Ticket(9),
        job: Box::new(job),
        team_claim: None,
        team_unchecked: None,
    }));
    let mut id = None;
    let mut started_with_lease = false;
    loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Created {
                ticket: directory_desk::store::Ticket(9),
                result,
            })) => {
                id = Some(result.unwrap());
            }
            Some(Event::Outbox(OutboxEvent::Job(record))) => {
                started_with_lease |= record.lease.is_some();
            }
            Some(Event::Outbox(OutboxEvent::Request(update)))
                if update.state == RequestState::Sending =>
            {
                break;
            }
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    }
    assert!(
        started_with_lease,
        "the job is reported once its run holds the lease"
    );
    (worker, id.expect("created before sending"))
}

#[test]
fn closing_the_worker_pauses_a_job_and_records_its_requests_in_flight() {
    use directory_desk::store::{JobState, RequestState, Store};

    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 40));
    block_on(set_faults(
        &sandbox,
        &FaultPlan {
            latency_ms: 300,
            ..FaultPlan::default()
        },
    ));
    let folder = tempfile::tempdir().unwrap();
    let (worker, id) = sending_job(&sandbox, folder.path(), &recipients);
    drop(worker);

    let store = Store::open_in(folder.path()).unwrap();
    let job = store.job(id).unwrap().unwrap();
    assert_eq!(job.state, JobState::Paused);
    assert!(job.lease.is_none());
    let states: Vec<RequestState> = job.requests.iter().map(|c| c.state).collect();
    assert!(
        states
            .iter()
            .all(|s| matches!(s, RequestState::Sent | RequestState::Queued)),
        "requests in flight were answered and recorded: {states:?}"
    );
    assert!(states.contains(&RequestState::Sent));
    assert!(states.contains(&RequestState::Queued));
}

#[test]
fn a_resume_right_after_a_pause_is_not_lost() {
    use directory_desk::outbox::RunEnd;
    use directory_desk::store::{JobState, RequestState};
    use directory_desk::worker::OutboxCommand;

    let (end, job, delivered) =
        steer_in_a_row(|job| vec![OutboxCommand::Pause { job }, OutboxCommand::Resume { job }]);
    assert_eq!(end, RunEnd::Finished);
    assert_eq!(job.state, JobState::Active);
    assert!(job.requests.iter().all(|c| c.state == RequestState::Sent));
    assert_eq!(delivered, 4, "each request once");
}

/// Steers a job that is being sent with `commands` in quick succession, and returns how its
/// run ended and the job as last reported.
fn steer_in_a_row(
    commands: impl Fn(JobId) -> Vec<directory_desk::worker::OutboxCommand>,
) -> (
    directory_desk::outbox::RunEnd,
    directory_desk::store::JobRecord,
    usize,
) {
    let (end, job, delivered, _refused) = steer_and_hear_refusals(commands, 0);
    (end, job, delivered)
}

/// [`steer_in_a_row`], which also returns the commands refused, waiting after the run's
/// end for `refusals` of them: the commands are taken in turn and the run ends on a task
/// of its own, so a refusal may come after the end.
fn steer_and_hear_refusals(
    commands: impl Fn(JobId) -> Vec<directory_desk::worker::OutboxCommand>,
    refusals: usize,
) -> (
    directory_desk::outbox::RunEnd,
    directory_desk::store::JobRecord,
    usize,
    Vec<String>,
) {
    use directory_desk::worker::OutboxEvent;

    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 20));
    block_on(set_faults(
        &sandbox,
        &FaultPlan {
            latency_ms: 150,
            ..FaultPlan::default()
        },
    ));
    let folder = tempfile::tempdir().unwrap();
    let (worker, id) = sending_job(&sandbox, folder.path(), &recipients);
    for command in commands(id) {
        worker.send(Command::Outbox(command));
    }
    let (mut last, mut refused) = (None, Vec::new());
    let end = loop {
        match worker.next() {
            Some(Event::Outbox(OutboxEvent::Job(record))) => last = Some(record),
            Some(Event::Outbox(OutboxEvent::Ended { end, .. })) => break end,
            Some(Event::Outbox(OutboxEvent::Refused { problem, .. })) => {
                refused.push(problem.to_string())
            }
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    };
    let deadline = std::time::Instant::now() + PATIENCE;
    while refused.len() < refusals && std::time::Instant::now() < deadline {
        match worker.try_next() {
            Some(Event::Outbox(OutboxEvent::Refused { problem, .. })) => {
                refused.push(problem.to_string())
            }
            Some(_) => {}
            None => std::thread::sleep(std::time::Duration::from_millis(10)),
        }
    }
    let delivered = block_on(sent_messages(&sandbox)).len();
    let job = *last.expect("the job was reported");
    (end, job, delivered, refused)
}

#[test]
fn a_pause_then_a_cancel_is_a_cancel() {
    use directory_desk::outbox::RunEnd;
    use directory_desk::store::{JobState, RequestState};
    use directory_desk::worker::OutboxCommand;

    let (end, job, delivered) =
        steer_in_a_row(|job| vec![OutboxCommand::Pause { job }, OutboxCommand::Cancel { job }]);
    assert_eq!(end, RunEnd::Cancelled, "the user's last word wins");
    assert_eq!(job.state, JobState::Cancelled);
    let sent = job
        .requests
        .iter()
        .filter(|c| c.state == RequestState::Sent)
        .count();
    assert!(sent < 4, "not everything went: {sent} of 4");
    assert_eq!(delivered, sent, "what is sent is what the directory holds");
}

/// A cancel is final (issue 33): a resume or a pause given after it, say from a view read
/// before it, is refused in words, and nothing more is sent.
#[test]
fn a_cancel_then_a_resume_or_a_pause_stays_cancelled() {
    use directory_desk::outbox::RunEnd;
    use directory_desk::store::{JobState, RequestState};
    use directory_desk::worker::OutboxCommand;

    for word in ["resumed", "paused"] {
        let (end, job, delivered, refused) = steer_and_hear_refusals(
            |job| {
                let later = match word {
                    "resumed" => OutboxCommand::Resume { job },
                    _ => OutboxCommand::Pause { job },
                };
                vec![OutboxCommand::Cancel { job }, later]
            },
            1,
        );
        // A resume is refused before it reaches the run. A pause reaches a run still going
        // before the journal refuses it: the run ends cancelled, but the worker then runs
        // the job once more to settle the pause it heard (the journal refuses that too),
        // and reports that run's end as paused.
        match word {
            "resumed" => assert_eq!(end, RunEnd::Cancelled),
            _ => assert!(matches!(end, RunEnd::Cancelled | RunEnd::Paused), "{end:?}"),
        }
        assert_eq!(job.state, JobState::Cancelled);
        assert_eq!(
            refused,
            vec![format!("job {} was cancelled; it cannot be {word}", job.id)]
        );
        let sent = job
            .requests
            .iter()
            .filter(|c| c.state == RequestState::Sent)
            .count();
        assert!(sent < 4, "not everything went: {sent} of 4");
        assert_eq!(delivered, sent, "what is sent is what the directory holds");
    }
}

// A worker without a directory (a signed-out session's): it signs in through the browser,
// and refuses what needs the directory.

/// How long a test waits for the worker: slow on a loaded machine, not wrong.
const PATIENCE: std::time::Duration = std::time::Duration::from_secs(30);

fn offline_worker() -> Worker {
    Worker::spawn_offline(Arc::new(|| {})).unwrap()
}

/// The next event, waiting at most `PATIENCE`.
fn next_event(worker: &Worker) -> Event {
    let started = std::time::Instant::now();
    loop {
        if let Some(event) = worker.try_next() {
            return event;
        }
        assert!(started.elapsed() < PATIENCE, "no event from the worker");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// A sign-in to a configured provider that is never reached: the browser does not open.
fn sign_in_nowhere(worker: &Worker, job: TaskId) -> directory_desk::auth::loopback::Cancel {
    use directory_desk::worker::SignInStart;
    let environment = directory_desk::config::Config::parse(
        "[environments.test]\nbase_url = \"https://directory.invalid/v2/\"\n\
         auth_url = \"https://auth.invalid\"\nclient_id = \"desk\"",
    )
    .unwrap()
    .environment("test")
    .unwrap();
    let cancel = directory_desk::auth::loopback::Cancel::default();
    worker.send(Command::SignIn {
        task: job,
        start: Box::new(SignInStart {
            environment,
            api_base_url: "https://directory.invalid/v2/".into(),
            sandbox_auth_url: None,
            store: directory_desk::auth::CredentialStore::without_keyring(),
            open_browser: Arc::new(|_: &str| Err("no browser here".into())),
        }),
        cancel: cancel.clone(),
    });
    cancel
}

/// The loopback port the authorize address `address` redirects to.
fn redirect_port(address: &str) -> u16 {
    let address = url::Url::parse(address).unwrap();
    let (_, redirect) = address
        .query_pairs()
        .find(|(k, _)| k == "redirect_uri")
        .expect("the address names the loopback redirect");
    url::Url::parse(&redirect).unwrap().port().unwrap()
}

#[test]
fn a_worker_without_a_directory_refuses_work_on_it_saying_why() {
    let worker = offline_worker();
    worker.send(Command::WhoAmI);
    worker.send(Command::LookUp {
        task: TaskId(3),
        uuids: vec![unknown_uuid()],
    });
    match next_event(&worker) {
        Event::User(Err(err)) => assert!(err.to_string().contains("no directory is open")),
        other => panic!("expected a refusal, got {other:?}"),
    }
    match next_event(&worker) {
        Event::LookupFinished {
            task: TaskId(3),
            end: LookupEnd::SignedOut(err),
        } => assert!(err.to_string().contains("no directory is open")),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn a_sign_in_reports_its_address_and_why_no_browser_opened_and_ends_on_cancel() {
    use directory_desk::worker::SignInProgress;
    let worker = offline_worker();
    let _cancel = sign_in_nowhere(&worker, TaskId(5));
    let address = match next_event(&worker) {
        Event::SignIn {
            task: TaskId(5),
            progress: SignInProgress::Address(address),
        } => address,
        other => panic!("expected the address, got {other:?}"),
    };
    assert!(address.starts_with("https://auth.invalid"), "{address}");
    assert!(matches!(
        next_event(&worker),
        Event::SignIn { task: TaskId(5), progress: SignInProgress::NoBrowser(why) } if why == "no browser here"
    ));
    worker.send(Command::Cancel { task: TaskId(5) });
    match next_event(&worker) {
        Event::SignIn {
            task: TaskId(5),
            progress: SignInProgress::Done { result, unkept },
        } => {
            let why = result.unwrap_err().explained();
            assert_eq!(why.plain, "The sign-in was cancelled.");
            assert_eq!(why.details, "the sign-in was cancelled");
            assert!(unkept.is_none());
        }
        other => panic!("expected the end, got {other:?}"),
    }
}

#[test]
fn a_sign_in_waiting_for_the_browser_stops_with_its_worker() {
    use directory_desk::worker::SignInProgress;
    let worker = offline_worker();
    let _cancel = sign_in_nowhere(&worker, TaskId(1));
    let port = match next_event(&worker) {
        Event::SignIn {
            progress: SignInProgress::Address(address),
            ..
        } => redirect_port(&address),
        other => panic!("expected the address, got {other:?}"),
    };
    drop(worker);
    let started = std::time::Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
        assert!(
            started.elapsed() < PATIENCE,
            "the loopback listener on port {port} still accepts after the worker stopped"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// Asks `worker` for the catalogue of `environment` and waits for it.
fn fetch_catalogue(
    worker: &Worker,
    environment: &str,
) -> Arc<directory_desk::catalogue::Catalogue> {
    worker.send(Command::FetchCatalogue {
        environment: environment.to_owned(),
    });
    loop {
        match next_event(worker) {
            Event::Catalogue {
                environment: answered,
                catalogue,
            } => {
                assert_eq!(answered, environment, "the answer names what was asked");
                return catalogue;
            }
            _ => continue,
        }
    }
}

#[test]
fn the_directorys_code_lists_name_its_codes_and_without_them_the_built_in_names_do() {
    use directory_desk::catalogue::Kind;
    let kinds = [Kind::Language, Kind::Service, Kind::AccountType];

    // Served: the sandbox calls Swiss German "German (Swiss)", the built-in names do not.
    let sandbox = start_sandbox();
    let worker = Worker::spawn(client(&sandbox), 4, Arc::new(|| {})).unwrap();
    let served = fetch_catalogue(&worker, "test");
    for kind in kinds {
        assert!(served.served_by_directory(kind), "{kind:?} served");
    }
    assert_eq!(served.language("gsw"), "German (Swiss)");
    assert_eq!(served.pair("eng_gsw"), "English → German (Swiss)");
    assert_eq!(
        served.shown_id(Kind::Service, 8),
        "Interpreting, Chuchotage/Whispering"
    );
    // The directory's own codes: Serbian is not ISO's `srp` there, Bosnian is dotted.
    let code = |name| served.resolve_code(Kind::Language, name);
    assert_eq!(code("Serbian"), Ok("scc".to_owned()));
    assert_eq!(code("Swedish"), Ok("sve".to_owned()));
    assert_eq!(code("Bosnian"), Ok(".bo".to_owned()));
    assert_eq!(served.language("srp"), "Montenegrin");
    assert_eq!(
        served.shown_id(Kind::AccountType, 3),
        "Freelancer and outsourcer"
    );
    for path in [
        "GET /v2/codes/language",
        "GET /v2/codes/language-service",
        "GET /v2/codes/account-type",
    ] {
        assert_eq!(block_on(requests_for(&sandbox, path)), 1, "{path}");
    }

    // A directory without the lists (404): the built-in names, and nothing fails.
    let without = start_sandbox_with(SandboxOptions {
        codes: false,
        threads: 8,
        ..SandboxOptions::default()
    });
    let worker = Worker::spawn(client(&without), 4, Arc::new(|| {})).unwrap();
    let builtin = fetch_catalogue(&worker, "bare");
    for kind in kinds {
        assert!(!builtin.served_by_directory(kind), "{kind:?} built in");
    }
    assert_eq!(builtin.language("gsw"), "Swiss German");
    assert_eq!(builtin.pair("eng_deu"), "English → German");
    assert_eq!(
        builtin.guessed_pair("eng_hrv").as_deref(),
        Some("asked for `eng_hrv`: this directory did not publish its language codes")
    );

    // A credential the directory refuses: the lists are not served to it, and the built-in
    // names still come.
    let refused = client_with(
        &sandbox,
        "not-a-key",
        directory_desk::api::ApiKeyHeader::Bearer,
        settings(1),
    );
    let worker = Worker::spawn(refused, 4, Arc::new(|| {})).unwrap();
    assert!(!fetch_catalogue(&worker, "test").served_by_directory(Kind::Language));

    // No directory at all: the built-in names.
    let offline = offline_worker();
    assert!(!fetch_catalogue(&offline, "nowhere").served_by_directory(Kind::Language));
}

/// The events of job `job` until its `MatchesFinished`.
fn fetch_matches(worker: &Worker, job: TaskId, pair: &str, limit: usize) -> Vec<Event> {
    worker.send(Command::FetchMatches {
        task: job,
        query: directory_desk::api::SearchQuery {
            language_pair: pair.into(),
            ..Default::default()
        },
        limit,
    });
    let mut seen = Vec::new();
    while let Some(event) = worker.next() {
        match event {
            Event::Matches { .. } => seen.push(event),
            Event::MatchesFinished { .. } => {
                seen.push(event);
                break;
            }
            _ => {}
        }
    }
    seen
}

fn pages(events: &[Event]) -> Vec<(usize, directory_desk::worker::MatchesProgress)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Matches {
                matches, progress, ..
            } => Some((matches.len(), *progress)),
            _ => None,
        })
        .collect()
}

#[test]
fn every_match_is_fetched_page_after_page_and_no_more_than_there_are() {
    let sandbox = start_sandbox();
    let total = block_on(client(&sandbox).search(&directory_desk::api::SearchQuery {
        language_pair: "eng_deu".into(),
        ..Default::default()
    }))
    .unwrap()
    .total as usize;
    assert!(total > 100 && total < 1000, "{total}");
    let worker = Worker::spawn(client(&sandbox), 4, Arc::new(|| {})).unwrap();
    let events = fetch_matches(&worker, TaskId(3), "eng_deu", 1000);
    let pages = pages(&events);
    assert_eq!(pages.len(), total.div_ceil(100), "{pages:?}");
    assert_eq!(pages[0].0, 100);
    let last = pages.last().unwrap().1;
    assert_eq!(
        (last.fetched, last.wanted, last.total),
        (total, total, total as u64)
    );
    assert!(matches!(
        events.last(),
        Some(Event::MatchesFinished {
            task: TaskId(3),
            end: directory_desk::worker::SearchEnd::Completed
        })
    ));
}

#[test]
fn a_page_that_fails_ends_the_fetch_saying_why_after_the_pages_before_it() {
    let sandbox = start_sandbox();
    let worker = Worker::spawn(client(&sandbox), 4, Arc::new(|| {})).unwrap();
    let mut script = vec![directory_desk::sandbox::Fault::None];
    // More failures than the client's attempts.
    script.extend([directory_desk::sandbox::Fault::Unavailable; 8]);
    block_on(script_faults(&sandbox, "freelancer-matches", &script));
    let events = fetch_matches(&worker, TaskId(4), "eng_esl", 250);
    let pages = pages(&events);
    assert_eq!(pages.len(), 1, "{pages:?}");
    assert_eq!((pages[0].1.fetched, pages[0].1.wanted), (100, 250));
    match events.last() {
        Some(Event::MatchesFinished {
            task: TaskId(4),
            end: directory_desk::worker::SearchEnd::Failed(err),
        }) => assert_eq!(err.status(), Some(503), "{err}"),
        other => panic!("the fetch failed: {other:?}"),
    }
}

/// The window's Pause reaches a run another process holds (here: another worker on the same
/// data folder, as a second window or the command line would be): the run reads the
/// journal before its next request and stops, saying the word came from elsewhere. A
/// Resume from a desk signed in as another account is refused.
#[test]
fn a_pause_from_another_outbox_on_the_same_journal_stops_the_run() {
    use directory_desk::outbox::{RunEnd, SendSettings};
    use directory_desk::store::{JobAccount, JobState};
    use directory_desk::worker::{OutboxCommand, OutboxEvent};

    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 40));
    block_on(set_faults(
        &sandbox,
        &FaultPlan {
            latency_ms: 150,
            ..FaultPlan::default()
        },
    ));
    let folder = tempfile::tempdir().unwrap();
    let (sending, id) = sending_job(&sandbox, folder.path(), &recipients);

    let other = Worker::spawn(client(&sandbox), 4, Arc::new(|| {})).unwrap();
    other.send(Command::Outbox(OutboxCommand::Open {
        folder: folder.path().to_owned(),
        directory: "test".into(),
        environment: Some("test".into()),
        settings: SendSettings::default(),
        team: Box::new(directory_desk::worker::team_guard::TeamToCheck::none()),
    }));
    other.send(Command::Outbox(OutboxCommand::Pause { job: id }));
    let end = loop {
        match sending.next() {
            Some(Event::Outbox(OutboxEvent::Ended { end, .. })) => break end,
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    };
    assert_eq!(end, RunEnd::StoppedElsewhere(JobState::Paused));
    let delivered = block_on(sent_messages(&sandbox)).len();
    assert!(delivered < 8, "stopped part way: {delivered} of 8 requests");

    // The job was written as nobody in particular (the test never said who signed in);
    // one written as Ana is not resumed by Bob.
    drop(sending);
    let store = directory_desk::store::Store::open_in(folder.path()).unwrap();
    assert_eq!(store.job_state(id).unwrap(), Some(JobState::Paused));
    other.send(Command::Outbox(OutboxCommand::SignedIn(JobAccount {
        uuid: uuid::Uuid::from_u128(2),
        name: Some("Bob".into()),
    })));
    other.send(Command::Outbox(OutboxCommand::Resume { job: id }));
    loop {
        match other.next() {
            Some(Event::Outbox(OutboxEvent::Ended { end, .. })) => {
                assert_eq!(end, RunEnd::Finished, "a job of no known account resumes");
                break;
            }
            Some(Event::Outbox(OutboxEvent::Refused { problem, .. })) => {
                panic!("refused: {problem}")
            }
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    }
    assert_eq!(
        block_on(sent_messages(&sandbox)).len(),
        8,
        "the rest went, once"
    );

    let mut store = store;
    let mut as_ana = job_of_fives(&recipients[..5], "Written as Ana");
    as_ana.account = Some(JobAccount {
        uuid: uuid::Uuid::from_u128(1),
        name: Some("Ana".into()),
    });
    let anas = store.create_job(&as_ana).unwrap();
    store.set_job_state(anas, JobState::Paused, None).unwrap();
    other.send(Command::Outbox(OutboxCommand::Resume { job: anas }));
    let problem = loop {
        match other.next() {
            Some(Event::Outbox(OutboxEvent::Refused { problem, .. })) => break problem.to_string(),
            Some(Event::Outbox(OutboxEvent::Ended { end, .. })) => panic!("it ran: {end:?}"),
            Some(_) => {}
            None => panic!("the worker stopped"),
        }
    };
    assert!(
        problem.contains(&format!("job {anas} was written for test as Ana"))
            && problem.contains("you are signed in as Bob"),
        "{problem}"
    );
    assert_eq!(
        block_on(sent_messages(&sandbox)).len(),
        8,
        "nothing more went"
    );
}

/// A worker with the outbox open in `folder` for directory `test`.
fn outbox_worker(sandbox: &directory_desk::sandbox::Sandbox, folder: &std::path::Path) -> Worker {
    use directory_desk::outbox::SendSettings;
    use directory_desk::worker::OutboxCommand;
    let worker = Worker::spawn(client(sandbox), 4, Arc::new(|| {})).unwrap();
    worker.send(Command::Outbox(OutboxCommand::Open {
        folder: folder.to_owned(),
        directory: "test".into(),
        environment: Some("test".into()),
        settings: SendSettings {
            max_per_second: None,
            ..SendSettings::default()
        },
        team: Box::new(directory_desk::worker::team_guard::TeamToCheck::none()),
    }));
    worker
}

/// The open wave of `directory`'s offer `id` in the database in `folder`.
fn offer_wave(folder: &std::path::Path, id: directory_desk::store::OfferId) -> u32 {
    let store = directory_desk::store::Store::open_in(folder).unwrap();
    store.offer("test", id).unwrap().expect("the offer").wave
}

/// `offers run`'s Ctrl+C: a look asked for just before the stop (its store read still under
/// way as the stop comes) starts no step. The outbox says it heard the stop with no step under
/// way, and the offer's first wave stays unopened; without the stop, the same look opens it.
#[test]
fn a_look_asked_for_just_before_the_stop_starts_no_step() {
    use directory_desk::worker::{OutboxCommand, OutboxEvent};
    let sandbox = start_sandbox();
    let good = block_on(ordinary_freelancers(&sandbox, 2));
    let folder = tempfile::tempdir().unwrap();
    let id = common::desk::offer_in(folder.path(), "test", "Stopped", &good);
    let look = || {
        Command::Outbox(OutboxCommand::OfferTick {
            only: None,
            sandbox_replies: false,
        })
    };

    let stopped = outbox_worker(&sandbox, folder.path());
    stopped.send(look());
    stopped.send(Command::Outbox(OutboxCommand::OffersStop));
    let mut heard = false;
    let until = std::time::Instant::now() + std::time::Duration::from_secs(3);
    while std::time::Instant::now() < until {
        match stopped.next_within(std::time::Duration::from_millis(100)) {
            Ok(Some(Event::Outbox(OutboxEvent::OffersLooked { steps, stopped, .. }))) => {
                heard |= stopped;
                assert!(!stopped || steps == 0, "no step under way after the stop");
            }
            Ok(Some(Event::Outbox(OutboxEvent::Created { ticket, .. }))) => {
                assert!(
                    !directory_desk::worker::is_offer_ticket(ticket),
                    "no offer's job is written after the stop"
                );
            }
            Ok(_) => {}
            Err(_) => panic!("the worker stopped"),
        }
    }
    assert!(heard, "the outbox said it heard the stop");
    assert_eq!(offer_wave(folder.path(), id), 0, "no wave opened");
    drop(stopped);

    let going = outbox_worker(&sandbox, folder.path());
    going.send(look());
    let until = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while offer_wave(folder.path(), id) == 0 {
        assert!(
            std::time::Instant::now() < until,
            "without the stop, the look opens the first wave"
        );
        let _ = going.next_within(std::time::Duration::from_millis(100));
    }
}

/// A wave whose candidates' user summaries cannot be read still opens: each one's zone is
/// their profile's then (`offers::schedule::zone_name_of` with no summary), and the
/// summaries were asked for once, in one request for the wave, before the outbox gave up on
/// them; read, a summary's zone stands over the profile's.
#[test]
fn a_wave_opens_in_the_profiles_zones_when_the_summaries_cannot_be_read() {
    use directory_desk::worker::OutboxCommand;
    let sandbox = start_sandbox();
    let people = with_zones(&sandbox, 3);
    let summary_zone = a_zone_apart_from(&people[0].1);
    pin_summary_zones(&sandbox, &[(people[0].0, Some(summary_zone))]);
    let who: Vec<uuid::Uuid> = people.iter().map(|(uuid, _)| *uuid).collect();
    let folder = tempfile::tempdir().unwrap();
    let mut offer = common::desk::new_offer("test", "Unread summaries", &who[..2]);
    offer.send_when = directory_desk::store::SendWhen::WorkingHours;
    let unread = common::desk::write_offer(folder.path(), &offer);
    block_on(set_faults(
        &sandbox,
        &FaultPlan {
            path_prefix: Some("users".into()),
            fail_rate: 1.0,
            ..FaultPlan::default()
        },
    ));
    let worker = outbox_worker(&sandbox, folder.path());
    let look = || {
        Command::Outbox(OutboxCommand::OfferTick {
            only: None,
            sandbox_replies: false,
        })
    };
    worker.send(look());
    let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while offer_wave(folder.path(), unread) == 0 {
        assert!(std::time::Instant::now() < until, "the wave opened");
        let _ = worker.next_within(std::time::Duration::from_millis(100));
    }
    let store = directory_desk::store::Store::open_in(folder.path()).unwrap();
    let placed = store.offer("test", unread).unwrap().unwrap();
    for (uuid, profile_zone) in &people[..2] {
        let candidate = placed.candidate(*uuid).unwrap();
        assert_eq!(candidate.zone.as_deref(), Some(profile_zone.as_str()));
        assert!(candidate.left_out.is_none(), "nobody left out for it");
    }
    // The client tried the one request again, as it tries any read: one batch all the same.
    let asked = block_on(summary_requests(&sandbox));
    assert!((1..=4).contains(&asked), "one batch, its retries: {asked}");
    assert_eq!(block_on(requests_for(&sandbox, "GET /v2/users/{uuid}")), 0);

    // Read, the summary's zone stands over the profile's, and the summaries cost one request.
    block_on(set_faults(&sandbox, &FaultPlan::default()));
    let mut offer = common::desk::new_offer("test", "Read summaries", &who);
    offer.send_when = directory_desk::store::SendWhen::WorkingHours;
    offer.wave_size = 3;
    let read = common::desk::write_offer(folder.path(), &offer);
    worker.send(look());
    while offer_wave(folder.path(), read) == 0 {
        assert!(std::time::Instant::now() < until, "the second wave opened");
        let _ = worker.next_within(std::time::Duration::from_millis(100));
    }
    let placed = store.offer("test", read).unwrap().unwrap();
    let zone_of = |uuid| placed.candidate(uuid).unwrap().zone.clone();
    assert_eq!(zone_of(people[0].0).as_deref(), Some(summary_zone));
    assert_eq!(zone_of(people[1].0).as_deref(), Some(people[1].1.as_str()));
    assert_eq!(zone_of(people[2].0).as_deref(), Some(people[2].1.as_str()));
    assert_eq!(
        block_on(summary_requests(&sandbox)) - asked,
        1,
        "one request for the wave's summaries"
    );
}
