//! The outbox's own connection to the database, on a thread of its own: the async sender
//! awaits each write without blocking the runtime, and writes that arrive together are
//! committed together (one sync for many requests), which is what keeps a durable journal cheap
//! at high concurrency.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

use crate::store::{JournalError, JournalWrite, Store, StoreError};

type Call = Box<dyn FnOnce(&mut Store) + Send>;

enum Request {
    Write(JournalWrite, oneshot::Sender<Result<bool, String>>),
    Call(Call),
}

/// A handle on the journal thread; clones share it. The thread ends with the last handle.
#[derive(Clone)]
pub struct Journal {
    requests: mpsc::Sender<Request>,
    folder: PathBuf,
    busy_nanos: Arc<AtomicU64>,
}

impl std::fmt::Debug for Journal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Journal")
            .field("folder", &self.folder)
            .finish()
    }
}

impl Journal {
    /// Opens the database in `folder` on a new thread; waits only for the opening.
    pub fn open(folder: &Path) -> Result<Self, StoreError> {
        let (requests, incoming) = mpsc::channel::<Request>();
        let (opened_tx, opened) = mpsc::channel();
        let busy_nanos = Arc::new(AtomicU64::new(0));
        let busy = busy_nanos.clone();
        let at = folder.to_owned();
        std::thread::Builder::new()
            .name("directory-desk-journal".into())
            .spawn(move || {
                let mut store = match Store::open_in(&at) {
                    Ok(store) => {
                        let _ = opened_tx.send(Ok(()));
                        store
                    }
                    Err(err) => {
                        let _ = opened_tx.send(Err(err));
                        return;
                    }
                };
                serve(&mut store, &incoming, &busy);
            })
            .map_err(|source| StoreError::Folder {
                path: folder.to_owned(),
                source,
            })?;
        // The thread sends before it can end, so a closed channel cannot happen; if it did,
        // the first call would report the journal closed.
        if let Ok(result) = opened.recv() {
            result?;
        }
        Ok(Self {
            requests,
            folder: folder.to_owned(),
            busy_nanos,
        })
    }

    /// The data folder the journal lives in (lock files go beside it).
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// How long the journal thread has spent writing, in all.
    pub fn busy(&self) -> Duration {
        Duration::from_nanos(self.busy_nanos.load(Ordering::Relaxed))
    }

    /// Commits one write durably; `Ok(false)` if its condition did not hold.
    pub async fn write(&self, write: JournalWrite) -> Result<bool, JournalError> {
        let (tx, rx) = oneshot::channel();
        self.requests
            .send(Request::Write(write, tx))
            .map_err(|_| JournalError::Closed)?;
        match rx.await {
            Ok(Ok(applied)) => Ok(applied),
            Ok(Err(problem)) => Err(JournalError::NotWritten(problem)),
            Err(_) => Err(JournalError::Closed),
        }
    }

    /// Runs `work` on the journal's connection, in order with the writes.
    pub async fn call<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Store) -> T + Send + 'static,
    ) -> Result<T, JournalError> {
        self.enqueue(work)?.await.map_err(|_| JournalError::Closed)
    }

    /// [`call`](Self::call) for code outside the runtime (the command line, tests).
    pub fn call_blocking<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Store) -> T + Send + 'static,
    ) -> Result<T, JournalError> {
        self.enqueue(work)?
            .blocking_recv()
            .map_err(|_| JournalError::Closed)
    }

    /// Queues `work` behind the writes already queued; its result comes on the receiver.
    fn enqueue<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Store) -> T + Send + 'static,
    ) -> Result<oneshot::Receiver<T>, JournalError> {
        let (tx, rx) = oneshot::channel();
        let call: Call = Box::new(move |store| {
            let _ = tx.send(work(store));
        });
        self.requests
            .send(Request::Call(call))
            .map_err(|_| JournalError::Closed)?;
        Ok(rx)
    }
}

fn serve(store: &mut Store, incoming: &mpsc::Receiver<Request>, busy: &AtomicU64) {
    let mut held: Option<Request> = None;
    loop {
        let first = match held.take() {
            Some(request) => request,
            None => match incoming.recv() {
                Ok(request) => request,
                Err(_) => return,
            },
        };
        let started = Instant::now();
        match first {
            Request::Call(call) => call(store),
            Request::Write(write, reply) => {
                let mut writes = vec![write];
                let mut replies = vec![reply];
                // Everything already waiting goes into the same transaction, up to a call,
                // which must see the writes before it committed.
                while let Ok(next) = incoming.try_recv() {
                    match next {
                        Request::Write(write, reply) => {
                            writes.push(write);
                            replies.push(reply);
                        }
                        call => {
                            held = Some(call);
                            break;
                        }
                    }
                }
                match store.apply(&writes) {
                    Ok(applied) => {
                        for (reply, applied) in replies.into_iter().zip(applied) {
                            let _ = reply.send(Ok(applied));
                        }
                    }
                    Err(err) => {
                        tracing::error!(error = %err, "the outbox journal could not be written");
                        for reply in replies {
                            let _ = reply.send(Err(err.to_string()));
                        }
                    }
                }
            }
        }
        busy.fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
    }
}
