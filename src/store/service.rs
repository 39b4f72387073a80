//! The database on a thread of its own, so that the UI never waits on the disk. The UI sends
//! requests and forgets them; answers come back on a channel, followed by a wake-up call.
//!
//! Saving as you type sends one request per keystroke. The thread writes only the newest of
//! the saves that queued up while it was busy, so a fast typist never builds a backlog, and
//! dropping the service waits for the last save to reach the disk.

use std::path::PathBuf;
use std::sync::mpsc;
use std::thread::JoinHandle;

use uuid::Uuid;

use super::{
    Answer, AnswerFact, ComposerDraft, DraftRecipient, JobId, ListSummary, ListedOffer, NewOffer,
    NewRate, OfferId, OfferRecord, RecipientMarks, Recorded, RequestState, Sender, Store, Ticket,
    VendorChange, VendorFilter, VendorRecord,
};

#[derive(Debug)]
pub enum StoreRequest {
    /// The records the environment `environment` kept before records were keyed by
    /// directory now belong to `directory` (`Store::adopt_environment`). Sent first, as an
    /// environment opens; answered only if it fails.
    AdoptEnvironment {
        environment: String,
        directory: String,
    },
    /// Answered with [`StoreAnswer::Composer`].
    LoadComposer {
        directory: String,
    },
    SaveDraft {
        directory: String,
        draft: ComposerDraft,
    },
    SaveSender {
        directory: String,
        sender: Sender,
    },
    /// Answered with [`StoreAnswer::Lists`].
    Lists {
        directory: String,
    },
    /// Answered with [`StoreAnswer::List`], which carries `ticket` back so the asker knows
    /// what the members were for.
    LoadList {
        ticket: Ticket,
        directory: String,
        name: String,
    },
    /// Saves `members` as the list `name`, replacing a list of that name. Answered with
    /// [`StoreAnswer::ListSaved`].
    SaveList {
        directory: String,
        name: String,
        members: Vec<DraftRecipient>,
    },
    /// The messages that reached `uuid`; answered with [`StoreAnswer::History`].
    History {
        directory: String,
        uuid: Uuid,
    },
    /// The guardrails' marks on a send's recipients (names as the asker knows them), recent
    /// contacts counted from `since_ms` (none when `None`); answered with
    /// [`StoreAnswer::RecipientMarks`], which carries `ticket` back.
    RecipientMarks {
        ticket: Ticket,
        directory: String,
        recipients: Vec<(Uuid, Option<String>)>,
        since_ms: Option<i64>,
    },
    /// The vendor records of `uuids` (each, even with nothing recorded); answered with
    /// [`StoreAnswer::Vendors`].
    Vendors {
        directory: String,
        uuids: Vec<Uuid>,
    },
    /// The records `filter` finds (a status, a tag), for a new offer's candidates; answered
    /// with [`StoreAnswer::VendorsMatching`], which carries `ticket` back.
    VendorsMatching {
        ticket: Ticket,
        directory: String,
        filter: VendorFilter,
    },
    /// A change to vendor records, then the records of `uuids` read again; answered with
    /// [`StoreAnswer::VendorsEdited`].
    EditVendors {
        directory: String,
        uuids: Vec<Uuid>,
        edit: VendorEdit,
    },
    /// The offers of `directory`, newest first; answered with [`StoreAnswer::Offers`].
    Offers {
        directory: String,
    },
    /// One offer whole (candidates, timeline); answered with [`StoreAnswer::Offer`].
    Offer {
        directory: String,
        id: OfferId,
    },
    /// A change to an offer, then the offer read again; answered with
    /// [`StoreAnswer::OfferEdited`].
    EditOffer {
        directory: String,
        id: OfferId,
        edit: OfferEdit,
    },
    /// Every answer recorded to the directory's offers, what responsiveness is learned from;
    /// answered with [`StoreAnswer::OfferAnswers`].
    OfferAnswers {
        directory: String,
    },
    /// Writes a new offer (nothing goes until the outbox opens its first wave); answered
    /// with [`StoreAnswer::OfferCreated`], which carries `ticket` back.
    CreateOffer {
        ticket: Ticket,
        offer: Box<NewOffer>,
    },
}

/// A change to an offer asked for on the window's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OfferEdit {
    /// A candidate's answer, as the coordinator recorded it at `at_ms`, by `by`.
    Answer {
        uuid: Uuid,
        answer: Answer,
        at_ms: i64,
        by: Option<String>,
    },
    /// Gives the job to `who` (who accepted), or to the first who accepted when `None`.
    Fill(Option<Uuid>),
    Cancel,
    /// Holds the offer (`true`) or lets it go again.
    Hold(bool),
    NextWaveNow,
    /// Takes back a fill while its notes are held (`Store::undo_fill`).
    UndoFill,
}

/// What a change to an offer did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OfferDone {
    /// An answer: recorded, already recorded, or recorded after the offer closed.
    Answer(Recorded),
    /// The job went to this freelancer.
    Filled(Uuid),
    /// Cancelled, held, let go, or the next wave asked for.
    Changed,
}

/// A change to vendor records asked for in the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VendorEdit {
    /// Status, tags or a new note, for every one of the request's freelancers.
    Change(VendorChange),
    /// Changes the text of a note (its time stays; when it was edited is kept).
    EditNote {
        id: i64,
        text: String,
    },
    DeleteNote(i64),
    /// Sets a rate of the request's first freelancer.
    SetRate(NewRate),
    DeleteRate(i64),
}

impl StoreRequest {
    /// Two saves of the same thing for the same directory: the later one makes the
    /// earlier one pointless.
    fn supersedes(&self, earlier: &Self) -> bool {
        match (self, earlier) {
            (Self::SaveDraft { directory: a, .. }, Self::SaveDraft { directory: b, .. })
            | (Self::SaveSender { directory: a, .. }, Self::SaveSender { directory: b, .. })
            | (Self::Lists { directory: a }, Self::Lists { directory: b }) => a == b,
            // Only the profile inspected last matters; clicking down a table asks for many.
            (Self::History { .. }, Self::History { .. }) => true,
            (Self::Offers { directory: a }, Self::Offers { directory: b })
            | (Self::OfferAnswers { directory: a }, Self::OfferAnswers { directory: b }) => a == b,
            (
                Self::Offer {
                    directory: a,
                    id: x,
                },
                Self::Offer {
                    directory: b,
                    id: y,
                },
            ) => a == b && x == y,
            _ => false,
        }
    }
}

#[derive(Debug)]
pub enum StoreAnswer {
    /// Sent once, first: where the database is, or why there is none this session.
    Opened(Result<PathBuf, String>),
    Composer {
        directory: String,
        draft: Option<ComposerDraft>,
        sender: Option<Sender>,
    },
    /// The directory's lists, by name.
    Lists {
        directory: String,
        lists: Result<Vec<ListSummary>, String>,
    },
    /// The members of a list; `None` when there is no list of that name.
    List {
        ticket: Ticket,
        directory: String,
        name: String,
        members: Result<Option<Vec<DraftRecipient>>, String>,
    },
    ListSaved {
        directory: String,
        name: String,
        members: usize,
        result: Result<(), String>,
    },
    /// One entry per job that reached `uuid`, newest first.
    History {
        directory: String,
        uuid: Uuid,
        entries: Result<Vec<SentBefore>, String>,
    },
    RecipientMarks {
        ticket: Ticket,
        marks: Result<RecipientMarks, String>,
    },
    Vendors {
        directory: String,
        records: Result<Vec<VendorRecord>, String>,
    },
    /// The records a [`StoreRequest::VendorsMatching`] found, or why none could be read.
    VendorsMatching {
        ticket: Ticket,
        directory: String,
        records: Result<Vec<VendorRecord>, String>,
    },
    /// The records after the change, or why nothing changed.
    VendorsEdited {
        directory: String,
        result: Result<Vec<VendorRecord>, String>,
    },
    Offers {
        directory: String,
        offers: Result<Vec<ListedOffer>, String>,
    },
    /// One offer; `None` when the directory has no offer `id`.
    Offer {
        directory: String,
        id: OfferId,
        offer: Result<Option<OfferRecord>, String>,
    },
    /// What the change did and the offer after it, or why nothing changed (an
    /// `OfferProblem`'s words).
    OfferEdited {
        directory: String,
        id: OfferId,
        result: Result<(OfferDone, Option<OfferRecord>), String>,
    },
    OfferAnswers {
        directory: String,
        facts: Result<Vec<AnswerFact>, String>,
    },
    OfferCreated {
        ticket: Ticket,
        directory: String,
        result: Result<OfferId, String>,
    },
    /// A save that did not reach the disk.
    Failed(String),
}

/// A job that reached a freelancer (their request was sent or is pending review).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentBefore {
    pub job: JobId,
    pub subject: String,
    pub state: RequestState,
    pub at_ms: i64,
}

/// What a load finds when the database could not be opened (that failure was reported once,
/// in `Opened`).
const NO_DATABASE: &str = "the database is not open";

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
                let mut store = match folder.or_else(super::default_folder) {
                    Some(folder) => Store::open_in(&folder).map_err(|e| e.to_string()),
                    None => Err("this system has no data folder for the database".into()),
                };
                // The window's fills hold their notes, so that a slip can be undone.
                if let Ok(store) = &mut store {
                    store.hold_notes_after_fills(super::offers::UNDO_WINDOW_MS);
                }
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
                        if let Some(reply) = serve(store.as_mut().ok(), request) {
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
fn serve(mut store: Option<&mut Store>, request: &StoreRequest) -> Option<StoreAnswer> {
    let text = |err: super::StoreError| err.to_string();
    match request {
        StoreRequest::AdoptEnvironment {
            environment,
            directory,
        } => store
            .and_then(|s| s.adopt_environment(environment, directory).err())
            .map(|err| {
                StoreAnswer::Failed(format!(
                    "The records of {environment} from an earlier version could not be moved to \
                     {directory}: {err}"
                ))
            }),
        StoreRequest::LoadComposer { directory } => {
            let draft = store
                .as_ref()
                .and_then(|s| s.draft(directory).ok().flatten());
            let sender = store
                .as_ref()
                .and_then(|s| s.sender(directory).ok().flatten());
            Some(StoreAnswer::Composer {
                directory: directory.clone(),
                draft,
                sender,
            })
        }
        StoreRequest::SaveDraft { directory, draft } => store
            .and_then(|s| s.save_draft(directory, draft).err())
            .map(|err| StoreAnswer::Failed(format!("The draft was not saved: {err}"))),
        StoreRequest::SaveSender { directory, sender } => store
            .and_then(|s| s.save_sender(directory, sender).err())
            .map(|err| StoreAnswer::Failed(format!("The sender was not saved: {err}"))),
        StoreRequest::Lists { directory } => Some(StoreAnswer::Lists {
            directory: directory.clone(),
            lists: match store {
                Some(s) => s.lists(directory).map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::LoadList {
            ticket,
            directory,
            name,
        } => Some(StoreAnswer::List {
            ticket: *ticket,
            directory: directory.clone(),
            name: name.clone(),
            members: match store {
                Some(s) => s.list(directory, name).map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::SaveList {
            directory,
            name,
            members,
        } => Some(StoreAnswer::ListSaved {
            directory: directory.clone(),
            name: name.clone(),
            members: members.len(),
            result: match store.as_deref_mut() {
                Some(s) => s.save_list(directory, name, members).map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::History { directory, uuid } => Some(StoreAnswer::History {
            directory: directory.clone(),
            uuid: *uuid,
            entries: match store {
                Some(s) => s
                    .history_for(directory, *uuid)
                    .map(once_per_job)
                    .map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::RecipientMarks {
            ticket,
            directory,
            recipients,
            since_ms,
        } => Some(StoreAnswer::RecipientMarks {
            ticket: *ticket,
            marks: match store {
                Some(s) => s
                    .recipient_marks(directory, recipients, *since_ms)
                    .map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::Vendors { directory, uuids } => Some(StoreAnswer::Vendors {
            directory: directory.clone(),
            records: match store {
                Some(s) => vendors_of(s, directory, uuids).map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::VendorsMatching {
            ticket,
            directory,
            filter,
        } => Some(StoreAnswer::VendorsMatching {
            ticket: *ticket,
            directory: directory.clone(),
            records: match store {
                Some(s) => s.vendors(directory, filter).map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::EditVendors {
            directory,
            uuids,
            edit,
        } => Some(StoreAnswer::VendorsEdited {
            directory: directory.clone(),
            result: match store {
                Some(s) => edit_vendors(s, directory, uuids, edit),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::Offers { directory } => Some(StoreAnswer::Offers {
            directory: directory.clone(),
            offers: match store {
                Some(s) => s.offer_summaries(directory).map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::Offer { directory, id } => Some(StoreAnswer::Offer {
            directory: directory.clone(),
            id: *id,
            offer: match store {
                Some(s) => s.offer(directory, *id).map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::EditOffer {
            directory,
            id,
            edit,
        } => Some(StoreAnswer::OfferEdited {
            directory: directory.clone(),
            id: *id,
            result: match store {
                Some(s) => edit_offer(s, directory, *id, edit),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::OfferAnswers { directory } => Some(StoreAnswer::OfferAnswers {
            directory: directory.clone(),
            facts: match store {
                Some(s) => s.offer_answers(directory, &[]).map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
        StoreRequest::CreateOffer { ticket, offer } => Some(StoreAnswer::OfferCreated {
            ticket: *ticket,
            directory: offer.directory.clone(),
            result: match store {
                Some(s) => s.create_offer(offer).map_err(text),
                None => Err(NO_DATABASE.into()),
            },
        }),
    }
}

/// Applies `edit` to offer `id` (each store call is one transaction that checks what it
/// changes: a refusal changes nothing), then reads the offer again.
fn edit_offer(
    store: &mut Store,
    directory: &str,
    id: OfferId,
    edit: &OfferEdit,
) -> Result<(OfferDone, Option<OfferRecord>), String> {
    let done = match edit {
        OfferEdit::Answer {
            uuid,
            answer,
            at_ms,
            by,
        } => store
            .record_answer(directory, id, *uuid, *answer, *at_ms, by.as_deref())
            .map(OfferDone::Answer),
        OfferEdit::Fill(who) => store.fill_offer(directory, id, *who).map(OfferDone::Filled),
        OfferEdit::UndoFill => store.undo_fill(directory, id).map(|()| OfferDone::Changed),
        OfferEdit::Cancel => store
            .cancel_offer(directory, id)
            .map(|()| OfferDone::Changed),
        OfferEdit::Hold(held) => store
            .hold_offer(directory, id, *held)
            .map(|()| OfferDone::Changed),
        OfferEdit::NextWaveNow => store
            .send_next_wave_now(directory, id)
            .map(|()| OfferDone::Changed),
    };
    let done = done.map_err(|err| err.to_string())?;
    let offer = store.offer(directory, id).map_err(|err| err.to_string())?;
    Ok((done, offer))
}

fn vendors_of(
    store: &Store,
    directory: &str,
    uuids: &[Uuid],
) -> Result<Vec<VendorRecord>, super::StoreError> {
    let filter = VendorFilter {
        uuids: uuids.to_vec(),
        ..VendorFilter::default()
    };
    store.vendors(directory, &filter)
}

/// Applies `edit` (each store call is one transaction: a refusal changes nothing), then reads
/// the records of `uuids` again.
fn edit_vendors(
    store: &mut Store,
    directory: &str,
    uuids: &[Uuid],
    edit: &VendorEdit,
) -> Result<Vec<VendorRecord>, String> {
    let done = match edit {
        VendorEdit::Change(change) => store.change_vendors(directory, uuids, change),
        VendorEdit::EditNote { id, text } => store.edit_vendor_note(directory, *id, text),
        VendorEdit::DeleteNote(id) => store.delete_vendor_note(directory, *id),
        VendorEdit::SetRate(rate) => match uuids.first() {
            Some(uuid) => store.set_vendor_rate(directory, *uuid, rate).map(drop),
            None => Ok(()),
        },
        VendorEdit::DeleteRate(id) => store.delete_vendor_rate(directory, *id).map(drop),
    };
    done.map_err(|err| err.to_string())?;
    vendors_of(store, directory, uuids).map_err(|err| err.to_string())
}

/// The history has a row per request that reached the freelancer; a job whose request was
/// sent again after a failure can have two. Rows come newest first, so the first one of a
/// job is its latest word.
fn once_per_job(rows: Vec<(JobId, String, RequestState, i64)>) -> Vec<SentBefore> {
    let mut seen = std::collections::HashSet::new();
    rows.into_iter()
        .filter(|(job, ..)| seen.insert(*job))
        .map(|(job, subject, state, at_ms)| SentBefore {
            job,
            subject,
            state,
            at_ms,
        })
        .collect()
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
                directory: "sandbox".into(),
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
            directory: "sandbox".into(),
            sender: sender.clone(),
        });
        service.send(StoreRequest::SaveDraft {
            directory: "sandbox".into(),
            draft: draft("Hello"),
        });
        service.send(StoreRequest::LoadComposer {
            directory: "sandbox".into(),
        });
        assert!(matches!(next(&service), StoreAnswer::Opened(Ok(_))));
        match next(&service) {
            StoreAnswer::Composer {
                directory,
                draft: loaded,
                sender: loaded_sender,
            } => {
                assert_eq!(directory, "sandbox");
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
            directory: "sandbox".into(),
            draft: draft("lost?"),
        });
        service.send(StoreRequest::LoadComposer {
            directory: "sandbox".into(),
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

    #[test]
    fn lists_are_saved_listed_and_loaded_through_the_thread() {
        let folder = tempfile::tempdir().unwrap();
        let service = StoreService::start(Some(folder.path().to_owned()), || {});
        assert!(matches!(next(&service), StoreAnswer::Opened(Ok(_))));
        let members = vec![DraftRecipient {
            uuid: Uuid::from_u128(1),
            name: Some("Ana".into()),
        }];
        service.send(StoreRequest::SaveList {
            directory: "test".into(),
            name: "Legal".into(),
            members: members.clone(),
        });
        service.send(StoreRequest::Lists {
            directory: "test".into(),
        });
        service.send(StoreRequest::LoadList {
            ticket: Ticket(7),
            directory: "test".into(),
            name: "Legal".into(),
        });
        service.send(StoreRequest::History {
            directory: "test".into(),
            uuid: Uuid::from_u128(1),
        });
        assert!(matches!(
            next(&service),
            StoreAnswer::ListSaved {
                members: 1,
                result: Ok(()),
                ..
            }
        ));
        match next(&service) {
            StoreAnswer::Lists { lists, .. } => {
                let lists = lists.unwrap();
                assert_eq!((lists[0].name.as_str(), lists[0].members), ("Legal", 1));
            }
            other => panic!("unexpected {other:?}"),
        }
        match next(&service) {
            StoreAnswer::List {
                ticket: Ticket(7),
                members: Ok(Some(loaded)),
                ..
            } => assert_eq!(loaded, members),
            other => panic!("unexpected {other:?}"),
        }
        assert!(matches!(
            next(&service),
            StoreAnswer::History { entries: Ok(entries), .. } if entries.is_empty()
        ));
    }

    #[test]
    fn vendor_records_are_read_changed_and_checked_through_the_thread() {
        use crate::store::VendorStatus;
        let folder = tempfile::tempdir().unwrap();
        let service = StoreService::start(Some(folder.path().to_owned()), || {});
        assert!(matches!(next(&service), StoreAnswer::Opened(Ok(_))));
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        service.send(StoreRequest::EditVendors {
            directory: "test".into(),
            uuids: vec![a],
            edit: VendorEdit::Change(VendorChange {
                status: Some(Some(VendorStatus::DoNotContact)),
                add_tags: vec!["legal".into()],
                ..VendorChange::default()
            }),
        });
        match next(&service) {
            StoreAnswer::VendorsEdited {
                result: Ok(records),
                ..
            } => {
                assert_eq!(records.len(), 1);
                assert!(records[0].do_not_contact());
                assert_eq!(records[0].tags, vec!["legal".to_owned()]);
            }
            other => panic!("unexpected {other:?}"),
        }
        // A refused change says why and changes nothing.
        service.send(StoreRequest::EditVendors {
            directory: "test".into(),
            uuids: vec![a],
            edit: VendorEdit::DeleteNote(99),
        });
        assert!(matches!(
            next(&service),
            StoreAnswer::VendorsEdited { result: Err(why), .. } if why == "there is no note 99"
        ));
        service.send(StoreRequest::Vendors {
            directory: "test".into(),
            uuids: vec![a, b],
        });
        match next(&service) {
            StoreAnswer::Vendors {
                records: Ok(records),
                ..
            } => {
                let marked: Vec<bool> = records.iter().map(|r| r.do_not_contact()).collect();
                assert_eq!(marked, vec![true, false], "b shown with nothing recorded");
            }
            other => panic!("unexpected {other:?}"),
        }
        service.send(StoreRequest::RecipientMarks {
            ticket: Ticket(3),
            directory: "test".into(),
            recipients: vec![(a, Some("Ana".into())), (b, None)],
            since_ms: Some(0),
        });
        match next(&service) {
            StoreAnswer::RecipientMarks {
                ticket: Ticket(3),
                marks: Ok(marks),
            } => {
                assert_eq!(marks.do_not_contact, vec![(a, Some("Ana".into()))]);
                assert!(marks.recent.is_empty());
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    fn offer_of(directory: &str, candidates: &[u128]) -> NewOffer {
        use crate::store::{ClosingTexts, NewCandidate, OfferTerms, Pick, SendWhen, Words};
        NewOffer {
            directory: directory.into(),
            account: None,
            title: "EN>DE medical".into(),
            terms: OfferTerms::default(),
            sender_name: "Ana".into(),
            sender_email: "ana@agency.example".into(),
            message: Words {
                subject: "Job offer".into(),
                body: "Can you take it?".into(),
            },
            message_type: MessageType::Job,
            closing: ClosingTexts::standard("EN>DE medical"),
            wave_size: 2,
            wave_wait_ms: 60_000,
            send_when: SendWhen::Now,
            pick: Pick::First,
            candidates: candidates
                .iter()
                .map(|n| NewCandidate {
                    uuid: Uuid::from_u128(*n),
                    name: None,
                    pinned: false,
                })
                .collect(),
            recent: None,
        }
    }

    #[test]
    fn offers_are_created_listed_read_and_changed_through_the_thread() {
        use crate::store::OfferState;
        let folder = tempfile::tempdir().unwrap();
        let service = StoreService::start(Some(folder.path().to_owned()), || {});
        assert!(matches!(next(&service), StoreAnswer::Opened(Ok(_))));
        service.send(StoreRequest::CreateOffer {
            ticket: Ticket(5),
            offer: Box::new(offer_of("test", &[1, 2, 3])),
        });
        let id = match next(&service) {
            StoreAnswer::OfferCreated {
                ticket: Ticket(5),
                result: Ok(id),
                ..
            } => id,
            other => panic!("unexpected {other:?}"),
        };
        // A refused offer says why in the store's words.
        service.send(StoreRequest::CreateOffer {
            ticket: Ticket(6),
            offer: Box::new(offer_of("test", &[])),
        });
        assert!(matches!(
            next(&service),
            StoreAnswer::OfferCreated { result: Err(why), .. } if why.contains("no candidates")
        ));
        service.send(StoreRequest::Offers {
            directory: "test".into(),
        });
        assert!(matches!(
            next(&service),
            StoreAnswer::Offers { offers: Ok(offers), .. } if offers.len() == 1
        ));
        // Nobody was offered yet: an answer needs an offer, and nothing changes.
        service.send(StoreRequest::EditOffer {
            directory: "test".into(),
            id,
            edit: OfferEdit::Answer {
                uuid: Uuid::from_u128(1),
                answer: Answer::Accepted,
                at_ms: 1,
                by: None,
            },
        });
        assert!(matches!(
            next(&service),
            StoreAnswer::OfferEdited { result: Err(why), .. } if why.contains("never offered")
        ));
        service.send(StoreRequest::EditOffer {
            directory: "test".into(),
            id,
            edit: OfferEdit::Hold(true),
        });
        match next(&service) {
            StoreAnswer::OfferEdited {
                result: Ok((OfferDone::Changed, Some(offer))),
                ..
            } => assert!(offer.held),
            other => panic!("unexpected {other:?}"),
        }
        service.send(StoreRequest::EditOffer {
            directory: "test".into(),
            id,
            edit: OfferEdit::Cancel,
        });
        match next(&service) {
            StoreAnswer::OfferEdited {
                result: Ok((OfferDone::Changed, Some(offer))),
                ..
            } => assert_eq!(offer.state, OfferState::Cancelled),
            other => panic!("unexpected {other:?}"),
        }
        service.send(StoreRequest::OfferAnswers {
            directory: "test".into(),
        });
        assert!(matches!(
            next(&service),
            StoreAnswer::OfferAnswers { facts: Ok(facts), .. } if facts.is_empty()
        ));
        service.send(StoreRequest::Offer {
            directory: "elsewhere".into(),
            id,
        });
        assert!(matches!(
            next(&service),
            StoreAnswer::Offer {
                offer: Ok(None),
                ..
            }
        ));
    }

    #[test]
    fn the_history_names_each_job_once_with_its_latest_word() {
        let rows = vec![
            (JobId(3), "Again".to_owned(), RequestState::Pending, 30),
            (JobId(2), "Legal".to_owned(), RequestState::Sent, 20),
            (JobId(2), "Legal".to_owned(), RequestState::Sent, 10),
        ];
        let jobs: Vec<(JobId, RequestState)> = once_per_job(rows)
            .iter()
            .map(|e| (e.job, e.state))
            .collect();
        assert_eq!(
            jobs,
            vec![
                (JobId(3), RequestState::Pending),
                (JobId(2), RequestState::Sent)
            ]
        );
    }
}
