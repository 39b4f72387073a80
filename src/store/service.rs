//! The database on a thread of its own, so that the UI never waits on the disk. The UI sends
//! requests and forgets them; answers come back on a channel, followed by a wake-up call.
//!
//! Saving as you type sends one request per keystroke. The thread writes only the newest of
//! the saves that queued up while it was busy, so a fast typist never builds a backlog, and
//! dropping the service waits for the last save to reach the disk.

use std::path::PathBuf;
use std::sync::mpsc;
use std::thread::JoinHandle;

use super::{ComposerDraft, Sender, Store};

#[derive(Debug)]
pub enum StoreRequest {
    /// Answered with [`StoreAnswer::Composer`].
    LoadComposer {
        environment: String,
    },
    SaveDraft {
        environment: String,
        draft: ComposerDraft,
    },
    SaveSender {
        environment: String,
        sender: Sender,
    },
}

impl StoreRequest {
    /// Two saves of the same thing for the same environment: the later one makes the
    /// earlier one pointless.
    fn supersedes(&self, earlier: &Self) -> bool {
        match (self, earlier) {
            (Self::SaveDraft { environment: a, .. }, Self::SaveDraft { environment: b, .. })
            | (Self::SaveSender { environment: a, .. }, Self::SaveSender { environment: b, .. }) => {
                a == b
            }
            _ => false,
        }
    }
}

#[derive(Debug)]
pub enum StoreAnswer {
    /// Sent once, first: where the database is, or why there is none this session.
    Opened(Result<PathBuf, String>),
    Composer {
        environment: String,
        draft: Option<ComposerDraft>,
        sender: Option<Sender>,
    },
    /// A save that did not reach the disk.
    Failed(String),
}

pub struct StoreService {
    requests: Option<mpsc::Sender<StoreRequest>>,
    answers: mpsc::Receiver<StoreAnswer>,
    thread: Option<JoinHandle<()>>,
}

impl StoreService {
    /// Opens the database in `folder` (the OS data folder when `None`) on a new thread.
    pub fn start(folder: Option<PathBuf>, wake: impl Fn() + Send + 'static) -> Self {
        let (request_tx, request_rx) = mpsc::channel::<StoreRequest>();
        let (answer_tx, answer_rx) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("directory-desk-store".into())
            .spawn(move || {
                let answer = |answer| {
                    if answer_tx.send(answer).is_ok() {
                        wake();
                    }
                };
                let store = match folder.or_else(super::default_folder) {
                    Some(folder) => Store::open_in(&folder).map_err(|e| e.to_string()),
                    None => Err("this system has no data folder for the database".into()),
                };
                answer(StoreAnswer::Opened(
                    store
                        .as_ref()
                        .map(|s| s.path().to_owned())
                        .map_err(Clone::clone),
                ));
                while let Ok(first) = request_rx.recv() {
                    let batch: Vec<StoreRequest> = std::iter::once(first)
                        .chain(request_rx.try_iter())
                        .collect();
                    for (i, request) in batch.iter().enumerate() {
                        if batch[i + 1..].iter().any(|later| later.supersedes(request)) {
                            continue;
                        }
                        if let Some(reply) = serve(store.as_ref().ok(), request) {
                            answer(reply);
                        }
                    }
                }
            })
            .expect("the store thread starts");
        Self {
            requests: Some(request_tx),
            answers: answer_rx,
            thread: Some(thread),
        }
    }

    pub fn send(&self, request: StoreRequest) {
        if let Some(requests) = &self.requests {
            // Fails only once the thread is gone, and it only goes when we drop it.
            let _ = requests.send(request);
        }
    }

    pub fn try_next(&self) -> Option<StoreAnswer> {
        self.answers.try_recv().ok()
    }
}

/// One request against the database, or against none when it could not be opened (the
/// failure was reported once, in `Opened`; loads then find nothing).
fn serve(store: Option<&Store>, request: &StoreRequest) -> Option<StoreAnswer> {
    match request {
        StoreRequest::LoadComposer { environment } => {
            let draft = store.and_then(|s| s.draft(environment).ok().flatten());
            let sender = store.and_then(|s| s.sender(environment).ok().flatten());
            Some(StoreAnswer::Composer {
                environment: environment.clone(),
                draft,
                sender,
            })
        }
        StoreRequest::SaveDraft { environment, draft } => store
            .and_then(|s| s.save_draft(environment, draft).err())
            .map(|err| StoreAnswer::Failed(format!("The draft was not saved: {err}"))),
        StoreRequest::SaveSender {
            environment,
            sender,
        } => store
            .and_then(|s| s.save_sender(environment, sender).err())
            .map(|err| StoreAnswer::Failed(format!("The sender was not saved: {err}"))),
    }
}

impl Drop for StoreService {
    fn drop(&mut self) {
        // Closing the channel ends the thread once it has written what is queued.
        self.requests.take();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::MessageType;

    fn draft(subject: &str) -> ComposerDraft {
        ComposerDraft {
            subject: subject.into(),
            message_type: MessageType::Job,
            ..Default::default()
        }
    }

    fn next(service: &StoreService) -> StoreAnswer {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        loop {
            if let Some(answer) = service.try_next() {
                return answer;
            }
            assert!(std::time::Instant::now() < deadline, "no answer");
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }

    #[test]
    fn every_keystroke_saved_then_dropping_the_service_flushes_the_last() {
        let folder = tempfile::tempdir().unwrap();
        let service = StoreService::start(Some(folder.path().to_owned()), || {});
        assert!(matches!(next(&service), StoreAnswer::Opened(Ok(_))));
        let text = "Urgent: medical DE>FR";
        for end in 1..=text.len() {
            service.send(StoreRequest::SaveDraft {
                environment: "sandbox".into(),
                draft: draft(&text[..end]),
            });
        }
        drop(service);
        let store = Store::open_in(folder.path()).unwrap();
        assert_eq!(store.draft("sandbox").unwrap(), Some(draft(text)));
    }

    #[test]
    fn loads_answer_with_the_draft_and_the_sender() {
        let folder = tempfile::tempdir().unwrap();
        let service = StoreService::start(Some(folder.path().to_owned()), || {});
        let sender = Sender {
            name: "Ana".into(),
            email: "ana@agency.example".into(),
        };
        service.send(StoreRequest::SaveSender {
            environment: "sandbox".into(),
            sender: sender.clone(),
        });
        service.send(StoreRequest::SaveDraft {
            environment: "sandbox".into(),
            draft: draft("Hello"),
        });
        service.send(StoreRequest::LoadComposer {
            environment: "sandbox".into(),
        });
        assert!(matches!(next(&service), StoreAnswer::Opened(Ok(_))));
        match next(&service) {
            StoreAnswer::Composer {
                environment,
                draft: loaded,
                sender: loaded_sender,
            } => {
                assert_eq!(environment, "sandbox");
                assert_eq!(loaded, Some(draft("Hello")));
                assert_eq!(loaded_sender, Some(sender));
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn an_unreadable_database_is_reported_and_loads_find_nothing() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join(crate::store::FILE_NAME);
        std::fs::write(&path, vec![7u8; 8192]).unwrap();
        let service = StoreService::start(Some(folder.path().to_owned()), || {});
        service.send(StoreRequest::SaveDraft {
            environment: "sandbox".into(),
            draft: draft("lost?"),
        });
        service.send(StoreRequest::LoadComposer {
            environment: "sandbox".into(),
        });
        match next(&service) {
            StoreAnswer::Opened(Err(why)) => assert!(why.contains("left untouched"), "{why}"),
            other => panic!("unexpected {other:?}"),
        }
        assert!(matches!(
            next(&service),
            StoreAnswer::Composer { draft: None, .. }
        ));
        drop(service);
        assert_eq!(std::fs::read(&path).unwrap(), vec![7u8; 8192]);
    }
}
