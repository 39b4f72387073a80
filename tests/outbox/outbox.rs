//! The outbox against a real sandbox: every kind of trouble a directory (or the proxy in
//! front of it) can cause, one at a time and in random mixtures. Whatever happens, each
//! recipient ends up delivered exactly once, or reported `failed` or `unknown`; never twice,
//! never silently dropped, and the journal agrees with what the server holds.

use crate::common;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use common::*;
use directory_desk::api::{ApiClient, ApiKeyHeader, ClientSettings, MessageType, RetryPolicy};
use directory_desk::outbox::{
    Control, Intent, JobDraft, Journal, PlannedRecipient, RunEnd, Scope, SendSettings, run_job,
};
use directory_desk::sandbox::{DEMO_API_KEY, Fault, FaultPlan, Sandbox};
use directory_desk::store::{JobId, JobRecord, JobState, NewJob, RequestState, Resolution};
use proptest::prelude::*;
use tokio::sync::watch;
use uuid::Uuid;

fn fast_settings(concurrency: usize) -> SendSettings {
    SendSettings {
        request_size: 25,
        concurrency,
        max_per_second: None,
        max_attempts: 5,
        base_delay: Duration::from_millis(10),
        max_delay: Duration::from_millis(40),
    }
}

/// A client that never retries on its own (the outbox does), with a short timeout so that
/// slow answers can be made to time out.
fn send_client(base_url: &str, key: &str, timeout: Duration) -> ApiClient {
    ApiClient::new(
        base_url,
        directory_desk::api::Credential::ApiKey(directory_desk::secret::Secret::new(key)),
        ApiKeyHeader::Bearer,
        ClientSettings {
            connect_timeout: Duration::from_secs(2),
            request_timeout: timeout,
            concurrency: 8,
            retry: RetryPolicy::never(),
        },
    )
    .expect("a valid base URL")
}

fn new_job(recipients: &[Uuid], request_size: usize, subject: &str) -> NewJob {
    JobDraft {
        directory: "test".into(),
        sender_name: "Ana Coordinator".into(),
        sender_email: "ana@linguabridge.example".into(),
        subject: subject.into(),
        body: "Hello,\nare you available next week?\nAna".into(),
        message_type: MessageType::Rfq,
        recipients: recipients
            .iter()
            .map(|uuid| PlannedRecipient {
                uuid: *uuid,
                name: None,
                fields: None,
            })
            .collect(),
        request_size,
        fallbacks: Default::default(),
    }
    .plan()
    .expect("a valid job")
}

struct Outbox {
    _folder: tempfile::TempDir,
    journal: Journal,
}

impl Outbox {
    fn new() -> Self {
        let folder = tempfile::tempdir().expect("a temporary folder");
        let journal = Journal::open(folder.path()).expect("the journal opens");
        Self {
            _folder: folder,
            journal,
        }
    }

    // On a thread of their own, so that they work inside and outside the runtime alike.
    fn create(&self, job: NewJob) -> JobId {
        let journal = self.journal.clone();
        std::thread::spawn(move || journal.call_blocking(move |store| store.create_job(&job)))
            .join()
            .unwrap()
            .unwrap()
            .unwrap()
    }

    fn job(&self, id: JobId) -> JobRecord {
        let journal = self.journal.clone();
        std::thread::spawn(move || journal.call_blocking(move |store| store.job(id)))
            .join()
            .unwrap()
            .unwrap()
            .unwrap()
            .expect("the job exists")
    }

    async fn run(
        &self,
        client: &ApiClient,
        id: JobId,
        scope: Scope,
        settings: &SendSettings,
    ) -> RunEnd {
        let (_control, mut watched) = watch::channel(Control::default());
        run_job(
            client,
            &self.journal,
            id,
            scope,
            settings,
            &mut watched,
            &|_| {},
        )
        .await
    }
}

/// Runs the whole of job `id` on a task of its own; the sender steers it (pause, cancel).
fn spawn_run(
    client: &ApiClient,
    journal: &Journal,
    id: JobId,
    settings: SendSettings,
) -> (watch::Sender<Control>, tokio::task::JoinHandle<RunEnd>) {
    let (control, mut watched) = watch::channel(Control::default());
    let (client, journal) = (client.clone(), journal.clone());
    let run = tokio::spawn(async move {
        run_job(
            &client,
            &journal,
            id,
            Scope::All,
            &settings,
            &mut watched,
            &|_| {},
        )
        .await
    });
    (control, run)
}

/// How many times each recipient appears in a message the server stored under `subject`.
async fn server_counts(sandbox: &Sandbox, subject: &str) -> HashMap<Uuid, usize> {
    let mut counts = HashMap::new();
    for message in sent_messages(sandbox).await {
        if message["subject"] != subject {
            continue;
        }
        for key in ["delivered_to", "failed_recipients"] {
            for uuid in message[key].as_array().into_iter().flatten() {
                if let Some(uuid) = uuid.as_str().and_then(|u| Uuid::try_parse(u).ok()) {
                    *counts.entry(uuid).or_default() += 1;
                }
            }
        }
    }
    counts
}

/// The invariant. Returns the job for further checks.
async fn check_invariant(
    sandbox: &Sandbox,
    outbox: &Outbox,
    id: JobId,
    subject: &str,
) -> JobRecord {
    let counts = server_counts(sandbox, subject).await;
    for (uuid, count) in &counts {
        assert!(*count <= 1, "{uuid} received the message {count} times");
    }
    let job = outbox.job(id);
    for chunk in &job.requests {
        let seen: Vec<usize> = chunk
            .addressees()
            .map(|r| counts.get(&r.uuid).copied().unwrap_or(0))
            .collect();
        match chunk.state {
            RequestState::Sent | RequestState::Pending => assert!(
                seen.iter().all(|c| *c == 1),
                "chunk {} is {} but the server has {seen:?}",
                chunk.seq,
                chunk.state
            ),
            RequestState::Unknown => assert!(
                seen.iter().all(|c| *c == seen[0]),
                "chunk {} went to some of its recipients only: {seen:?}",
                chunk.seq
            ),
            RequestState::Failed | RequestState::Queued | RequestState::Retrying => assert!(
                seen.iter().all(|c| *c == 0),
                "chunk {} is {} but the server has {seen:?}",
                chunk.seq,
                chunk.state
            ),
            RequestState::Sending | RequestState::Rejected => {
                panic!("chunk {} ended {}", chunk.seq, chunk.state)
            }
        }
        for left_out in chunk.recipients.iter().filter(|r| r.left_out) {
            assert_eq!(counts.get(&left_out.uuid), None, "a left-out recipient");
        }
    }
    job
}

fn states(job: &JobRecord) -> Vec<RequestState> {
    job.requests.iter().map(|c| c.state).collect()
}

/// Reads job `id` from `journal` until `done` holds, and returns it: a run on the same
/// runtime goes on meanwhile. Fails after 30 s with what the journal held last.
async fn until_job(
    journal: &Journal,
    id: JobId,
    what: &str,
    done: impl Fn(&JobRecord) -> bool,
) -> JobRecord {
    let started = Instant::now();
    loop {
        let job = journal
            .call(move |store| store.job(id))
            .await
            .unwrap()
            .unwrap()
            .expect("the job exists");
        if done(&job) {
            return job;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "waited 30 s for {what}; the journal holds: state {:?}, lease {:?}, requests {:?}",
            job.state,
            job.lease,
            states(&job)
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

#[test]
fn each_kind_of_trouble_ends_in_the_right_state_and_nothing_goes_twice() {
    use RequestState::*;
    let sandbox = start_sandbox();
    let cases: &[(&str, &[Fault], Duration, &[RequestState])] = &[
        (
            "a burst of 503s is retried: the directory did not process them",
            &[Fault::Unavailable, Fault::Unavailable, Fault::Unavailable],
            Duration::from_secs(5),
            &[Sent, Sent],
        ),
        (
            "a 500 after the message was stored is unknown, never resent",
            &[Fault::ErrorAfter],
            Duration::from_secs(5),
            &[Unknown, Sent],
        ),
        (
            "a proxy's 502 page after the message was stored is unknown, never resent",
            &[Fault::HtmlErrorAfter],
            Duration::from_secs(5),
            &[Unknown, Sent],
        ),
        (
            "a proxy's 502 page is unknown even when nothing was stored: we cannot tell",
            &[Fault::HtmlError],
            Duration::from_secs(5),
            &[Unknown, Sent],
        ),
        (
            "a drop before processing may look delivered, so it is unknown",
            &[Fault::DropBefore],
            Duration::from_secs(5),
            &[Unknown, Sent],
        ),
        (
            "a drop after processing is unknown",
            &[Fault::DropAfter],
            Duration::from_secs(5),
            &[Unknown, Sent],
        ),
        (
            "a truncated 201 is sent, receipt unreadable",
            &[Fault::Malformed],
            Duration::from_secs(5),
            &[Sent, Sent],
        ),
        (
            "a slow answer within the timeout is sent",
            &[Fault::SlowBody],
            Duration::from_secs(5),
            &[Sent, Sent],
        ),
        (
            "a slow answer past the timeout is unknown",
            &[Fault::SlowBody],
            Duration::from_millis(600),
            &[Unknown, Sent],
        ),
    ];
    for (i, (what, faults, timeout, expected)) in cases.iter().enumerate() {
        let subject = format!("Fault case {i}");
        let recipients = block_on(ordinary_freelancers(&sandbox, 40));
        let outbox = Outbox::new();
        let id = outbox.create(new_job(&recipients, 20, &subject));
        let client = send_client(&sandbox.base_url(), DEMO_API_KEY, *timeout);
        block_on(async {
            set_faults(
                &sandbox,
                &FaultPlan {
                    path_prefix: Some("messages".into()),
                    script: faults.iter().copied().collect(),
                    slow_body_ms: 1500,
                    ..FaultPlan::default()
                },
            )
            .await;
            // One at a time, so that the script's faults meet the first request.
            let end = outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
            assert_eq!(end, RunEnd::Finished, "{what}");
            let job = check_invariant(&sandbox, &outbox, id, &subject).await;
            assert_eq!(states(&job), expected.to_vec(), "{what}");
            if job.requests[0].state == Unknown {
                assert!(
                    job.requests[0]
                        .message
                        .as_deref()
                        .is_some_and(|m| m.contains("may have been delivered")),
                    "{what}: {:?}",
                    job.requests[0].message
                );
            }
            // Running the job again sends nothing: unknown is the user's to decide.
            let before = sent_messages(&sandbox).await.len();
            outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
            assert_eq!(sent_messages(&sandbox).await.len(), before, "{what}");
        });
    }
}

#[test]
fn rate_limiting_waits_at_least_as_long_as_the_directory_asks() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 10));
    let outbox = Outbox::new();
    let id = outbox.create(new_job(&recipients, 5, "Rate limited"));
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    block_on(async {
        set_faults(
            &sandbox,
            &FaultPlan {
                path_prefix: Some("messages".into()),
                script: [Fault::RateLimit].into(),
                retry_after_secs: 1,
                ..FaultPlan::default()
            },
        )
        .await;
        let started = Instant::now();
        let end = outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
        assert_eq!(end, RunEnd::Finished);
        assert!(
            started.elapsed() >= Duration::from_secs(1),
            "Retry-After: 1 was honoured"
        );
        let job = check_invariant(&sandbox, &outbox, id, "Rate limited").await;
        assert_eq!(states(&job), vec![RequestState::Sent, RequestState::Sent]);
        assert_eq!(job.requests[0].attempts, 2);
    });
}

#[test]
fn an_invalid_recipient_fails_its_request_and_a_retry_without_it_delivers_the_rest() {
    let sandbox = start_sandbox();
    let mut recipients = block_on(ordinary_freelancers(&sandbox, 8));
    let stranger = unknown_uuid();
    recipients.insert(2, stranger);
    let outbox = Outbox::new();
    let id = outbox.create(new_job(&recipients, 5, "With a stranger"));
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    block_on(async {
        assert_eq!(
            outbox.run(&client, id, Scope::All, &fast_settings(2)).await,
            RunEnd::Finished
        );
        let job = check_invariant(&sandbox, &outbox, id, "With a stranger").await;
        assert_eq!(states(&job), vec![RequestState::Failed, RequestState::Sent]);
        let failed = &job.requests[0];
        assert_eq!(failed.http_status, Some(400));
        assert!(
            failed
                .server_messages
                .iter()
                .any(|m| m.contains(&stranger.to_string())),
            "the server's words are kept verbatim: {:?}",
            failed.server_messages
        );
        outbox
            .journal
            .call(move |store| store.retry_failed(id, 1, &[stranger]))
            .await
            .unwrap()
            .unwrap();
        outbox
            .run(&client, id, Scope::Only(vec![1]), &fast_settings(2))
            .await;
        let job = check_invariant(&sandbox, &outbox, id, "With a stranger").await;
        assert_eq!(states(&job), vec![RequestState::Sent, RequestState::Sent]);
        let report = directory_desk::outbox::report::recipients(&job);
        assert_eq!(report.len(), 9, "nobody is dropped from the report");
        let stranger_row = report.iter().find(|r| r.recipient == stranger).unwrap();
        assert_eq!(stranger_row.state, RequestState::Failed);
    });
}

#[test]
fn no_connection_is_retried_then_failed_and_refused_credentials_pause_the_job() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 6));
    let outbox = Outbox::new();

    // Nothing listens on this port: connect failures, certainly not delivered.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let dead_url = format!("http://{}/v2/", closed.local_addr().unwrap());
    drop(closed);
    let id = outbox.create(new_job(&recipients, 3, "Nobody home"));
    let unreachable = send_client(&dead_url, DEMO_API_KEY, Duration::from_secs(2));
    block_on(async {
        let end = outbox
            .run(&unreachable, id, Scope::All, &fast_settings(2))
            .await;
        assert_eq!(end, RunEnd::Finished);
        let job = outbox.job(id);
        assert_eq!(
            states(&job),
            vec![RequestState::Failed, RequestState::Failed]
        );
        assert_eq!(job.requests[0].attempts, fast_settings(2).max_attempts);

        let id = outbox.create(new_job(&recipients, 3, "Wrong key"));
        let refused = send_client(&sandbox.base_url(), "not-a-key", Duration::from_secs(2));
        let end = outbox
            .run(&refused, id, Scope::All, &fast_settings(1))
            .await;
        assert!(matches!(end, RunEnd::SignedOut(_)), "{end:?}");
        let job = check_invariant(&sandbox, &outbox, id, "Wrong key").await;
        assert_eq!(
            states(&job),
            vec![RequestState::Queued, RequestState::Queued]
        );
        assert_eq!(job.state, JobState::Paused);
        assert!(job.note.is_some_and(|n| n.contains("Sign in again")));

        // Signed in again, resuming sends the rest.
        let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(2));
        outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
        let job = check_invariant(&sandbox, &outbox, id, "Wrong key").await;
        assert_eq!(states(&job), vec![RequestState::Sent, RequestState::Sent]);
        assert_eq!(job.state, JobState::Active);
    });
}

#[test]
fn unknown_is_resolved_only_by_the_user_and_a_resend_goes_exactly_once_more() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 4));
    let outbox = Outbox::new();
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    block_on(async {
        script_faults(&sandbox, "messages", &[Fault::DropBefore, Fault::DropAfter]).await;
        let id = outbox.create(new_job(&recipients, 2, "To resolve"));
        outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
        let job = check_invariant(&sandbox, &outbox, id, "To resolve").await;
        assert_eq!(
            states(&job),
            vec![RequestState::Unknown, RequestState::Unknown]
        );
        // The user checked: the second went (DropAfter), the first did not (DropBefore).
        let journal = outbox.journal.clone();
        journal
            .call(move |store| {
                store.resolve_unknown(id, 2, Resolution::Delivered)?;
                store.resolve_unknown(id, 1, Resolution::Resend)
            })
            .await
            .unwrap()
            .unwrap();
        outbox
            .run(&client, id, Scope::Only(vec![1]), &fast_settings(1))
            .await;
        let job = check_invariant(&sandbox, &outbox, id, "To resolve").await;
        assert_eq!(states(&job), vec![RequestState::Sent, RequestState::Sent]);
        let counts = server_counts(&sandbox, "To resolve").await;
        assert_eq!(counts.len(), 4, "everyone has it once");
        // A request that is not unknown cannot be resolved.
        let refused = outbox
            .journal
            .call(move |store| store.resolve_unknown(id, 1, Resolution::Resend))
            .await
            .unwrap();
        assert!(refused.is_err());
    });
}

#[test]
fn pausing_stops_new_requests_and_cancelling_sends_nothing_more() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 60));
    let outbox = Outbox::new();
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    block_on(async {
        set_faults(
            &sandbox,
            &FaultPlan {
                latency_ms: 60,
                ..FaultPlan::default()
            },
        )
        .await;
        let id = outbox.create(new_job(&recipients, 5, "Paused halfway"));
        let (control, run) = spawn_run(&client, &outbox.journal, id, fast_settings(2));
        // Paused once some requests went, not after a guess at how long that takes.
        until_job(&outbox.journal, id, "a first request sent", |job| {
            job.requests.iter().any(|c| c.state == RequestState::Sent)
        })
        .await;
        control.send_modify(|c| c.intent = Intent::Pause);
        assert_eq!(run.await.unwrap(), RunEnd::Paused);
        let job = check_invariant(&sandbox, &outbox, id, "Paused halfway").await;
        let sent = job
            .requests
            .iter()
            .filter(|c| c.state == RequestState::Sent)
            .count();
        assert!(sent > 0 && sent < 12, "{sent} of 12 went before the pause");
        assert_eq!(job.state, JobState::Paused);
        assert!(
            job.requests
                .iter()
                .all(|c| matches!(c.state, RequestState::Sent | RequestState::Queued)),
            "requests in flight were answered, not abandoned"
        );

        outbox
            .journal
            .call(move |store| store.set_job_state(id, JobState::Cancelled, None))
            .await
            .unwrap()
            .unwrap();
        let (_control, mut watched) = watch::channel(Control {
            intent: Intent::Cancel,
            ..Control::default()
        });
        let end = run_job(
            &client,
            &outbox.journal,
            id,
            Scope::Only(Vec::new()),
            &fast_settings(2),
            &mut watched,
            &|_| {},
        )
        .await;
        assert_eq!(end, RunEnd::Cancelled);
        let after = check_invariant(&sandbox, &outbox, id, "Paused halfway").await;
        assert_eq!(states(&after), states(&job), "nothing more was sent");
    });
}

/// A pause or cancel another process (`directory-desk outbox pause N` in a terminal) wrote
/// after a resume wrote `active` and before the resume's run took the job holds: the run
/// sends nothing and the job stays as that process left it. A pause that a stopping run
/// itself wrote over the resume is taken back by the run started for the resume.
#[test]
fn a_pause_or_cancel_written_between_a_resume_and_its_run_holds() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 4));
    let outbox = Outbox::new();
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    block_on(async {
        for stop in [JobState::Paused, JobState::Cancelled] {
            let subject = format!("Resumed, then {} elsewhere", stop.as_str());
            let id = outbox.create(new_job(&recipients, 2, &subject));
            outbox
                .journal
                .call(move |store| {
                    // Paused by the user, resumed in the window, stopped in a terminal.
                    store.set_job_state(id, JobState::Paused, None)?;
                    store.set_job_state(id, JobState::Active, None)?;
                    store.set_job_state(id, stop, None)
                })
                .await
                .unwrap()
                .unwrap();
            let end = outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
            assert_eq!(end, RunEnd::StoppedElsewhere(stop));
            let job = check_invariant(&sandbox, &outbox, id, &subject).await;
            assert_eq!(
                server_counts(&sandbox, &subject).await.len(),
                0,
                "nothing was sent"
            );
            assert_eq!(job.state, stop);
            assert_eq!(
                states(&job),
                vec![RequestState::Queued, RequestState::Queued]
            );
            assert!(job.lease.is_none(), "released");
        }

        // The window's resume, then the end of the stopping run it steered, which wrote
        // `paused` over it: the run the worker starts again for the resume sends it all.
        let subject = "Resumed as its run ended";
        let id = outbox.create(new_job(&recipients, 2, subject));
        outbox
            .journal
            .call(move |store| {
                store.set_job_state(id, JobState::Active, None)?;
                store.settle_job_state(id, JobState::Paused, None)
            })
            .await
            .unwrap()
            .unwrap();
        let end = outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
        assert_eq!(end, RunEnd::Finished);
        let job = check_invariant(&sandbox, &outbox, id, subject).await;
        assert_eq!(job.state, JobState::Active);
        assert_eq!(states(&job), vec![RequestState::Sent, RequestState::Sent]);
    });
}

/// Someone marked do not contact while their job is already running (a terminal's `vendors
/// set`, the window's Vendor record) never receives it: their request goes without them.
#[test]
fn a_freelancer_marked_do_not_contact_mid_run_never_receives_it() {
    use directory_desk::store::{VendorChange, VendorStatus};
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 40));
    let barred = *recipients.last().unwrap();
    let outbox = Outbox::new();
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    block_on(async {
        set_faults(
            &sandbox,
            &FaultPlan {
                latency_ms: 60,
                ..FaultPlan::default()
            },
        )
        .await;
        let id = outbox.create(new_job(&recipients, 5, "Barred halfway"));
        let (_control, run) = spawn_run(&client, &outbox.journal, id, fast_settings(1));
        until_job(&outbox.journal, id, "a first request sent", |job| {
            job.requests.iter().any(|c| c.state == RequestState::Sent)
        })
        .await;
        outbox
            .journal
            .call(move |store| {
                let mark = VendorChange {
                    status: Some(Some(VendorStatus::DoNotContact)),
                    ..VendorChange::default()
                };
                store.change_vendors("test", &[barred], &mark)
            })
            .await
            .unwrap()
            .unwrap();
        assert_eq!(run.await.unwrap(), RunEnd::Finished);
        let counts = server_counts(&sandbox, "Barred halfway").await;
        assert_eq!(counts.get(&barred), None, "never sent to them");
        assert_eq!(counts.len(), recipients.len() - 1, "everyone else, once");
        assert!(counts.values().all(|n| *n == 1));
    });
}

/// A colleague's mark reaches a running job through the journal alone (the team's check
/// writes it there: `Store::leave_out_marked_by_team`), with no mark on this desk for the run
/// to find as a request begins: the request goes to whom the journal holds as it begins, not
/// to the run's copy read when it started. Requests of 25, as a real job has them.
#[test]
fn a_colleagues_mark_written_to_the_journal_mid_run_is_honoured_in_requests_of_25() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 100));
    // One of the third request, and the whole fourth.
    let barred_one = recipients[60];
    let barred_request: Vec<Uuid> = recipients[75..100].to_vec();
    let outbox = Outbox::new();
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    block_on(async {
        set_faults(
            &sandbox,
            &FaultPlan {
                latency_ms: 150,
                ..FaultPlan::default()
            },
        )
        .await;
        let id = outbox.create(new_job(&recipients, 25, "Barred by a colleague"));
        let (_control, run) = spawn_run(&client, &outbox.journal, id, fast_settings(1));
        until_job(&outbox.journal, id, "a first request sending", |job| {
            job.requests[0].state != RequestState::Queued
        })
        .await;
        let mut marked = barred_request.clone();
        marked.push(barred_one);
        let left_out = outbox
            .journal
            .call(move |store| store.leave_out_marked_by_team(id, &marked))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(left_out, 26, "the mark reached requests still waiting");
        assert_eq!(run.await.unwrap(), RunEnd::Finished);
        let counts = server_counts(&sandbox, "Barred by a colleague").await;
        assert_eq!(
            counts.get(&barred_one),
            None,
            "never sent to the one marked"
        );
        for uuid in &barred_request {
            assert_eq!(counts.get(uuid), None, "never sent to a marked request");
        }
        assert_eq!(counts.len(), recipients.len() - 26, "everyone else");
        assert!(counts.values().all(|n| *n == 1), "once each");
        let job = check_invariant(&sandbox, &outbox, id, "Barred by a colleague").await;
        assert_eq!(
            job.requests[3].state,
            RequestState::Failed,
            "nobody left in it"
        );
    });
}

#[test]
fn two_senders_never_send_the_same_job_at_once() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 30));
    let outbox = Outbox::new();
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    block_on(async {
        set_faults(
            &sandbox,
            &FaultPlan {
                latency_ms: 50,
                ..FaultPlan::default()
            },
        )
        .await;
        let id = outbox.create(new_job(&recipients, 5, "Only once"));
        // A second journal on the same database, as a second process would have.
        let other = Journal::open(outbox.journal.folder()).unwrap();
        let settings = fast_settings(2);
        let (_a, mut first) = watch::channel(Control::default());
        let (_b, mut second) = watch::channel(Control::default());
        let (one, two) = tokio::join!(
            run_job(
                &client,
                &outbox.journal,
                id,
                Scope::All,
                &settings,
                &mut first,
                &|_| {}
            ),
            async {
                // The second starts once the first holds the job, its lease (and name) in
                // the journal, not after a guess at how long that takes: started too soon,
                // it takes the lock first, or meets the lock before the name is written.
                until_job(&outbox.journal, id, "the first sender's lease", |job| {
                    job.lease.is_some()
                })
                .await;
                run_job(
                    &client,
                    &other,
                    id,
                    Scope::All,
                    &settings,
                    &mut second,
                    &|_| {},
                )
                .await
            }
        );
        assert_eq!(one, RunEnd::Finished);
        assert!(
            matches!(&two, RunEnd::Refused(why) if why.contains("being sent by process")),
            "{two:?}"
        );
        let job = check_invariant(&sandbox, &outbox, id, "Only once").await;
        assert!(job.requests.iter().all(|c| c.state == RequestState::Sent));
        assert!(job.lease.is_none(), "released at the end");
    });
}

/// One random mixture of faults: the invariant must hold whatever the schedule.
fn random_schedule_holds_the_invariant(
    sandbox: &Sandbox,
    case: usize,
    faults: Vec<Fault>,
    chunks: usize,
    concurrency: usize,
) {
    let recipients: Vec<Uuid> = block_on(ordinary_freelancers(sandbox, 3 * chunks));
    let subject = format!("Property case {case}");
    let outbox = Outbox::new();
    let id = outbox.create(new_job(&recipients, 3, &subject));
    let client = send_client(
        &sandbox.base_url(),
        DEMO_API_KEY,
        Duration::from_millis(800),
    );
    block_on(async {
        set_faults(
            sandbox,
            &FaultPlan {
                path_prefix: Some("messages".into()),
                script: faults.into(),
                retry_after_secs: 0,
                slow_body_ms: 1200,
                ..FaultPlan::default()
            },
        )
        .await;
        let end = outbox
            .run(&client, id, Scope::All, &fast_settings(concurrency))
            .await;
        assert_eq!(end, RunEnd::Finished);
        let job = check_invariant(sandbox, &outbox, id, &subject).await;
        let report = directory_desk::outbox::report::recipients(&job);
        assert_eq!(report.len(), recipients.len(), "nobody silently dropped");
        assert!(report.iter().all(|r| matches!(
            r.state,
            RequestState::Sent
                | RequestState::Pending
                | RequestState::Failed
                | RequestState::Unknown
        )));
    });
}

fn any_fault() -> impl Strategy<Value = Fault> {
    prop_oneof![
        3 => Just(Fault::None),
        2 => Just(Fault::ServerError),
        1 => Just(Fault::HtmlError),
        1 => Just(Fault::Unavailable),
        2 => Just(Fault::ErrorAfter),
        1 => Just(Fault::HtmlErrorAfter),
        1 => Just(Fault::RateLimit),
        1 => Just(Fault::DropBefore),
        1 => Just(Fault::DropAfter),
        1 => Just(Fault::Malformed),
        1 => Just(Fault::SlowBody),
    ]
}

#[test]
fn random_fault_schedules_never_deliver_twice_or_drop_anyone() {
    let sandbox = start_sandbox();
    let case = std::sync::atomic::AtomicUsize::new(0);
    let config = ProptestConfig {
        cases: 24,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    proptest!(config, |(
        faults in proptest::collection::vec(any_fault(), 0..14),
        chunks in 1usize..6,
        concurrency in 1usize..4,
    )| {
        let n = case.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        random_schedule_holds_the_invariant(&sandbox, n, faults, chunks, concurrency);
    });
}

#[test]
fn the_journal_keeps_every_message_and_reads_back_exactly_what_was_written() {
    let outbox = Outbox::new();
    let recipients: Vec<Uuid> = (1..=60u128).map(Uuid::from_u128).collect();
    let mut job = new_job(&recipients, 25, "Kept");
    job.requests[1].subject = Some("Personal".into());
    let id = outbox.create(job.clone());
    let record = outbox.job(id);
    assert_eq!(record.subject, "Kept");
    assert_eq!(record.requests.len(), 3);
    assert!(
        record
            .requests
            .iter()
            .all(|c| c.state == RequestState::Queued)
    );
    assert_eq!(record.requests[1].subject.as_deref(), Some("Personal"));
    let order: Vec<Uuid> = record
        .requests
        .iter()
        .flat_map(|c| c.recipients.iter().map(|r| r.uuid))
        .collect();
    assert_eq!(order, recipients, "in order");
    let summaries = outbox
        .journal
        .call_blocking(|store| store.job_summaries(Some("test")))
        .unwrap()
        .unwrap();
    assert_eq!(summaries[0].recipients, 60);
    assert_eq!(summaries[0].by_state.get(&RequestState::Queued), Some(&3));
}

#[test]
fn a_wait_of_hours_or_an_absurd_retry_after_pauses_the_job_with_a_note_instead_of_crashing() {
    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 4));
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    // Two hours, and the value that once overflowed the runner's clock.
    for (case, retry_after_secs) in [7_200u64, 9_223_372_036_854_775_807]
        .into_iter()
        .enumerate()
    {
        let subject = format!("Asked to wait {case}");
        let outbox = Outbox::new();
        let id = outbox.create(new_job(&recipients, 2, &subject));
        block_on(async {
            set_faults(
                &sandbox,
                &FaultPlan {
                    path_prefix: Some("messages".into()),
                    script: [Fault::RateLimit].into(),
                    retry_after_secs,
                    ..FaultPlan::default()
                },
            )
            .await;
            let started = Instant::now();
            let end = outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "the run did not sleep through the wait"
            );
            let RunEnd::AskedToWait(note) = &end else {
                panic!("Retry-After {retry_after_secs}: {end:?}")
            };
            let note = note.words();
            assert!(note.contains("The directory asks us to wait"), "{note}");
            let job = check_invariant(&sandbox, &outbox, id, &subject).await;
            assert_eq!(job.state, JobState::Paused);
            assert_eq!(job.note.as_deref(), Some(note.as_str()));
            assert_eq!(
                states(&job),
                vec![RequestState::Queued, RequestState::Queued],
                "a 429 did nothing, so nothing is unknown"
            );
            // Resumed once the directory lets us, everything goes, each recipient once.
            let end = outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
            assert_eq!(end, RunEnd::Finished);
            let job = check_invariant(&sandbox, &outbox, id, &subject).await;
            assert_eq!(states(&job), vec![RequestState::Sent, RequestState::Sent]);
        });
    }
}

#[test]
fn a_run_that_ends_abnormally_leaves_its_job_paused_safe_and_resumable() {
    use directory_desk::outbox::{JobLease, supervise};
    use directory_desk::store::JournalWrite;

    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 6));
    let outbox = Outbox::new();
    let id = outbox.create(new_job(&recipients, 3, "Crashed run"));
    let client = send_client(&sandbox.base_url(), DEMO_API_KEY, Duration::from_secs(5));
    block_on(async {
        let journal = outbox.journal.clone();
        // A deliberately failing runner: it claims the job, has a request out, and panics.
        let failing = async move {
            let (_lease, _) = JobLease::take(&journal, id).await.expect("the lease");
            let began = journal.write(JournalWrite::begin_sending(id, 1)).await;
            assert_eq!(began.ok(), Some(true));
            panic!("a deliberately failing runner");
        };
        let end = supervise(&outbox.journal, id, failing).await;
        let RunEnd::Crashed(note) = &end else {
            panic!("{end:?}")
        };
        let note = note.words();
        assert!(note.contains("a deliberately failing runner"), "{note}");
        let job = outbox.job(id);
        assert_eq!(job.state, JobState::Paused);
        assert_eq!(job.note.as_deref(), Some(note.as_str()));
        assert_eq!(
            states(&job),
            vec![RequestState::Unknown, RequestState::Queued],
            "the request that was out may have gone; the one that was not is still queued"
        );
        assert!(job.lease.is_none(), "the dead run's lease is cleared");

        // Resume works (the user's word, written as the worker's resume writes it, then a
        // run of the whole job): the rest goes, and the unknown request waits for the user.
        outbox
            .journal
            .call(move |store| store.set_job_state(id, JobState::Active, None))
            .await
            .unwrap()
            .unwrap();
        let end = outbox.run(&client, id, Scope::All, &fast_settings(1)).await;
        assert_eq!(end, RunEnd::Finished);
        let job = check_invariant(&sandbox, &outbox, id, "Crashed run").await;
        assert_eq!(
            states(&job),
            vec![RequestState::Unknown, RequestState::Sent]
        );
    });
}

#[test]
fn a_request_waiting_for_its_turn_is_not_sending_so_a_crash_leaves_it_queued() {
    use directory_desk::outbox::JobLease;

    let sandbox = start_sandbox();
    let recipients = block_on(ordinary_freelancers(&sandbox, 2));
    let outbox = Outbox::new();
    let id = outbox.create(new_job(&recipients, 2, "Waiting its turn"));
    // One request at a time through this client, and a slow lookup holding that one place.
    let client = ApiClient::new(
        &sandbox.base_url(),
        directory_desk::api::Credential::ApiKey(directory_desk::secret::Secret::new(DEMO_API_KEY)),
        ApiKeyHeader::Bearer,
        ClientSettings {
            concurrency: 1,
            retry: RetryPolicy::never(),
            ..ClientSettings::default()
        },
    )
    .unwrap();
    block_on(async {
        set_faults(
            &sandbox,
            &FaultPlan {
                path_prefix: Some("user".into()),
                script: [Fault::SlowBody].into(),
                // Far longer than the check below, however loaded the machine.
                slow_body_ms: 20_000,
                ..FaultPlan::default()
            },
        )
        .await;
        let lookup = tokio::spawn({
            let client = client.clone();
            async move { client.user().await }
        });
        let deadline = Instant::now() + Duration::from_secs(10);
        while requests_for(&sandbox, "GET /v2/user").await == 0 {
            assert!(
                Instant::now() < deadline,
                "the lookup never reached the sandbox"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }

        let (started_tx, started_rx) = tokio::sync::oneshot::channel();
        let started_tx = std::sync::Mutex::new(Some(started_tx));
        let run = tokio::spawn({
            let (client, journal) = (client.clone(), outbox.journal.clone());
            async move {
                let (_control, mut watched) = watch::channel(Control::default());
                let settings = fast_settings(1);
                let on_event = move |event| {
                    if let directory_desk::outbox::RunEvent::Started(_) = event
                        && let Some(tx) = started_tx.lock().unwrap().take()
                    {
                        let _ = tx.send(());
                    }
                };
                run_job(
                    &client,
                    &journal,
                    id,
                    Scope::All,
                    &settings,
                    &mut watched,
                    &on_event,
                )
                .await
            }
        });
        started_rx.await.expect("the run started");
        // While the lookup holds the only place, the request waits and is not `sending`.
        let window = Instant::now() + Duration::from_millis(800);
        while Instant::now() < window {
            assert_eq!(states(&outbox.job(id)), vec![RequestState::Queued]);
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(
            !lookup.is_finished(),
            "the lookup held its place for the whole check"
        );
        // The process dies here: its run is gone mid-wait.
        run.abort();
        let _ = run.await;
        JobLease::recover_if_abandoned(&outbox.journal, id)
            .await
            .unwrap();
        assert_eq!(
            states(&outbox.job(id)),
            vec![RequestState::Queued],
            "certainly not sent, so not unknown"
        );
        assert_eq!(requests_for(&sandbox, "POST /v2/messages").await, 0);
        lookup.abort();
    });
}

/// One of the two writers of [`two_processes_write_one_database_for_half_a_minute`]: run as
/// a child process of this test binary, it writes jobs, do-not-contact marks and answers to
/// the database in `DIRECTORY_DESK_TEST_WRITER`'s folder until the time is up, pausing 0 to
/// 3 ms between rounds, and prints how many jobs it wrote. Any error ends it with a
/// failure.
fn two_writers_child(folder: &std::path::Path, writer: u128, seconds: u64) {
    use directory_desk::store::{JournalWrite, RequestAnswer, Store, VendorChange, VendorStatus};
    let mut store = Store::open_in(folder).expect("the child opens the database");
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut jobs = 0u128;
    while Instant::now() < deadline {
        // Recipients of this writer's jobs, and freelancers it marks: never the same ones,
        // or the store would rightly refuse the job.
        let base = writer << 64 | jobs << 8;
        let recipients = [Uuid::from_u128(base | 1), Uuid::from_u128(base | 2)];
        let id = store
            .create_job(&new_job(&recipients, 25, "Two writers"))
            .unwrap_or_else(|err| panic!("writer {writer}, job {jobs}: {err}"));
        store
            .change_vendors(
                "test",
                &[Uuid::from_u128(base | 3)],
                &VendorChange {
                    status: Some(Some(VendorStatus::DoNotContact)),
                    note: Some(format!("writer {writer}")),
                    ..VendorChange::default()
                },
            )
            .unwrap_or_else(|err| panic!("writer {writer}, mark {jobs}: {err}"));
        let answer = RequestAnswer {
            state: RequestState::Sent,
            http_status: Some(201),
            message: None,
            note: None,
            server_messages: Vec::new(),
            details: None,
            failed_recipients: Vec::new(),
            next_attempt_at_ms: None,
            receipt_status: Some("sent".into()),
            unmatched_failures: 0,
        };
        let applied = store
            .apply(&[
                JournalWrite::begin_sending(id, 1),
                JournalWrite::Answer {
                    job: id,
                    seq: 1,
                    answer,
                    receipt_meta: None,
                },
            ])
            .unwrap_or_else(|err| panic!("writer {writer}, answer {jobs}: {err}"));
        assert_eq!(applied, vec![true, true], "writer {writer}, job {id}");
        jobs += 1;
        // A desk writes between requests and clicks, not in a loop that never lets go:
        // SQLite has no queue, and a writer that takes the lock again microseconds after
        // each commit would starve the other past any timeout.
        std::thread::sleep(Duration::from_millis(u64::try_from(jobs % 4).unwrap_or(0)));
    }
    println!("writer {writer} wrote {jobs} jobs");
}

/// Two processes writing jobs, marks and answers to one database at once: every write
/// waits its turn (a full busy timeout, transactions that take the write lock as they
/// begin), so neither ever meets "busy" or "damaged", and nothing either wrote is lost.
#[test]
fn two_processes_write_one_database_for_half_a_minute() {
    const ROLE: &str = "DIRECTORY_DESK_TEST_WRITER";
    let seconds: u64 = std::env::var("TWO_WRITERS_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(30);
    if let Ok(role) = std::env::var(ROLE) {
        let (writer, folder) = role.split_once(':').expect("WRITER:FOLDER");
        two_writers_child(
            std::path::Path::new(folder),
            writer.parse().expect("a writer number"),
            seconds,
        );
        return;
    }
    let folder = tempfile::tempdir().unwrap();
    // The database exists before the two start, as it does when a window is open.
    directory_desk::store::Store::open_in(folder.path()).unwrap();
    // This test's name as the harness lists it: its module's path in the test binary (what
    // module_path! says after the crate's own name), then the function's.
    let this_test = format!(
        "{}::two_processes_write_one_database_for_half_a_minute",
        module_path!()
            .split_once("::")
            .expect("a module of the test binary")
            .1
    );
    let children: Vec<_> = (1..=2)
        .map(|writer| {
            std::process::Command::new(std::env::current_exe().unwrap())
                .args(["--exact", &this_test, "--nocapture", "--test-threads=1"])
                .env(ROLE, format!("{writer}:{}", folder.path().display()))
                .env("TWO_WRITERS_SECS", seconds.to_string())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("the test binary runs again as a writer")
        })
        .collect();
    let mut written = 0u64;
    for child in children {
        let output = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "a writer failed:\n{stdout}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let jobs: u64 = stdout
            .lines()
            .find_map(|line| line.split(" wrote ").nth(1))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("the writer said how much it wrote:\n{stdout}"));
        assert!(jobs > 0, "each writer wrote something:\n{stdout}");
        written += jobs;
    }
    let store = directory_desk::store::Store::open_in(folder.path()).unwrap();
    let summaries = store.job_summaries(Some("test")).unwrap();
    println!("two writers: {written} jobs in {seconds} s, all kept");
    assert_eq!(
        summaries.len() as u64,
        written,
        "every job written is there"
    );
    assert!(
        summaries
            .iter()
            .all(|job| job.by_state.get(&RequestState::Sent) == Some(&1) && job.recipients == 2),
        "every job kept its recipients and its answer"
    );
    let marked = store
        .vendors("test", &directory_desk::store::VendorFilter::default())
        .unwrap()
        .into_iter()
        .filter(|record| record.status == Some(directory_desk::store::VendorStatus::DoNotContact))
        .count() as u64;
    assert_eq!(marked, written, "every mark written is there");
}
