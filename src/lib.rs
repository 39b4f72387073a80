//! Directory Desk: a desktop workplace for translation-agency staff on the translation
//! services directory. Staff sign in, look up and inspect freelancer profiles, and send
//! messages to the freelancers they select, one or thousands at a time, without a message ever
//! going twice without their word. The same engine runs the window (`ui`) and the command
//! line (`cli`). This page is the map: what each module owns, what it may use, which thread it
//! runs on, and how data flows. Each module's own doc says the same from inside.
//!
//! # How data flows
//!
//! ```text
//!  UI thread (eframe)                                     cli (main thread)
//!  ui::app: take_in -> draw -> apply AppActions           cli::* commands
//!    |  panels push AppActions, applied after the frame     |
//!    |                                                      |
//!    +--- Command ---------------+--------------------------+
//!    |                           v
//!    |   worker (thread "directory-desk-worker" + tokio runtime "directory-desk-io")
//!    |     lookups, user summaries, searches (a page, or all matches), who-am-i, sign-in, renewal, outbox runs, lists sync,
//!    |     offers' waves, joining a team database
//!    |       |               |                  |
//!    |      api            auth               outbox ---- journal thread ("directory-desk-journal")
//!    |   (reqwest)  (keyring, OAuth, OIDC,   (plan, runner,         |
//!    |               loopback listener)       outcome, lease)       v
//!    |       |                                                    store (SQLite file)
//!    |       v                                                      ^
//!    |   the directory, or the built-in `sandbox` on 127.0.0.1      |
//!    |                                                              |
//!    +--- StoreRequest ---> store service thread ("directory-desk-store") --- StoreAnswer --+
//!    |                                                                                      |
//!    +--- ui::background jobs (keyring writes, file dialogs, files) --- one channel --------+
//!    |                                                                                      |
//!    <------------------- Event / StoreAnswer / Done, each waking the UI -------------------+
//! ```
//!
//! A front end sends a [`worker::Command`] and forgets it; the worker answers with
//! [`worker::Event`]s and wakes the front end. Every message, one recipient or ten thousand,
//! from the window or `send`, is an outbox job written whole to the journal before anything
//! goes; only `outbox` calls the directory's send.
//!
//! The window does no network, keyring or disk work on its own thread: each frame it drains
//! what arrived (`ui::app::logic`), draws, and applies what the user asked for
//! (`ui::app::actions`). Besides the threads in the picture, short-lived ones do work the UI
//! must not wait for: opening a session (configuration, keyring, starting the sandbox:
//! `ui::session`), ending a session that was not open (`ui::app::account`), and each keyring
//! call, which `auth::credentials` runs with a time limit. The loopback listener of a browser
//! sign-in (std::net and httparse, not tiny_http: `auth::loopback` says why) accepts on a
//! thread of its own, "loopback-accept", and serves each connection on a
//! "loopback-connection" thread, at most 64 at once, each given 10 seconds for its request.
//! Two waits remain on the UI thread, both short: switching away from an open session joins
//! its worker, which first pauses the outbox's runs (so that the next session's outbox does
//! not find their leases held), and a signed-out session starts a worker without a
//! directory (a session that fails to open starts its own on the opening thread). The
//! command line is simpler: `login` and `browse` run their network work on
//! the main thread with a runtime of their own, and Ctrl+C is caught on
//! "directory-desk-signals".
//!
//! # Modules
//!
//! | module | owns | may use | runs on |
//! | --- | --- | --- | --- |
//! | [`ui`] | the eframe app (`ui::app`), a file or a folder per panel, the session, background jobs, the ids of the work the window starts (`ui::ids`) | api, auth, catalogue, config, outbox, store, team (a team database's URL and status, to check and show), worker, diagnostics, times, words, small helpers | the UI thread; `background` jobs on short threads |
//! | [`cli`] | the command line over the same worker, outbox and store | everything but `ui` widgets | the main thread, plus the worker |
//! | [`worker`] | the thread and tokio runtime, [`worker::Command`]/[`worker::Event`], bounded concurrency, cancellation, all the window's network work, building a directory's catalogue of names, syncing saved lists with the directory's own user lists (`worker/list_sync.rs`, used by `lists sync|publish`), joining and leaving a team database (`worker/team.rs`) and the team's guard, the one door every send and every job sent again passes in a team (`worker/team_guard.rs`, used by the outbox hub, `worker/outbox.rs`), both shared with `cli`; offers' steps, taken by the outbox hub (`worker/offers.rs`) | api, auth, catalogue, config, offers, outbox, sandbox, secret, store, team, times | its own thread and runtime |
//! | [`outbox`] | jobs: planning (a job's requests), the send state machine, the retry rule, leases, supervision, the guardrails every send passes | api, store, diagnostics, times, uuids, words | the worker's runtime; writes through the journal thread |
//! | [`offers`] | the rules of offers in waves without a window, network or database: what an offer needs next (`due`: its waves, the open wave's next message held for working hours (`due::next_send`, the one time the outbox waits for and the board, the window's news, the journal and `offers run` name), the deadline that ends it, closing notes held for their working hours or the window's undo, `UNDO_WINDOW_MS` in `store/offers.rs`), when a freelancer's message may go (`schedule`, their working hours and zone; `WorkingWeek::send_at`, the one rule the review and the outbox place a message by), the order candidates are offered in (`rank`), each one's message (`message`: the offer's placeholders, the deadline in their zone), responsiveness learned from answers, durations as typed, which candidate a pasted reply is from (`reply`) | api (models), outbox (personalising), store (the offer's records), times, uuids, catalogue (folding names) | whoever asks |
//! | [`auth`] | the credential store (OS keyring), OAuth 2.0 + PKCE, the loopback listener, id_token checks, token renewal | api, config, diagnostics, secret | the worker's runtime (sign-in, renewal); keyring calls off the UI thread |
//! | [`api`] | the v2 HTTP client: envelope, models, error taxonomy and its plain words (`Explained`), retry policy, the directory's code lists read leniently (`api::codes`), user summaries (`api::users`) and their one reader for many UUIDs (`api::summaries`), the directory's own user lists read leniently and written (`api::user_lists`: `POST` sent again only when nothing happened, `PATCH` paced and sent again; the named wrappers read once, `api/envelope.rs`) | catalogue, diagnostics, secret, words | the worker's runtime |
//! | [`store`] | the SQLite database: schema, migrations, drafts, lists (linked to the directory's own, schema 14: `store/list_links.rs`; the three-way merge, `store/list_merge.rs`), journal (a request's note kept as a typed reason beside its English words, `store/note.rs`), history, vendor records | api (models), csv, i18n (its refusals' and notes' words), times, uuids, words | its service thread, or the outbox's journal thread |
//! | [`team`] | the optional team database (PostgreSQL, `tokio-postgres`): its address and password (`TeamUrl`, TLS with rustls for any host but loopback), the schema's migrations (`team/migrations/`, under an advisory lock), the guard across desks (do-not-contact marks, contact history, claims taken in the check's transaction), the shared vendor records (status, tags, notes with their author, rates) and answers to offers, each keyed by directory | secret, store (the vendor records' and offer answers' value types and checks only) | the caller's tokio runtime (the worker's or the command line's), never the UI thread |
//! | [`config`] | environments and the words they are described in (`ClientAuth`, `ResponseMode`, the demo client); changing the file safely (`config::edit`: comments kept, checked, atomic, locked); each directory's team database (`[teams."DIRECTORY"]`) | api, outbox (send settings), team (a team database's URL) | whoever reads it |
//! | [`sandbox`] | the built-in directory: spec-faithful server, seeded data, faults, its OAuth provider, the members' own user lists (`sandbox/user_lists.rs`, their model in `sandbox/user_list_book.rs`) | api, catalogue, config | its own tokio runtime (threads "sandbox") serving hyper on 127.0.0.1 |
//! | [`diagnostics`] | logs (stderr and a rolling file), redaction of secrets, crash reports | build_info, secret, times | the caller's thread; the log file's writer thread |
//! | [`catalogue`] | names for the directory's codes (languages, countries, pairs, services, disciplines, account types), built in (ISO languages and countries also in the window's language, `assets/names/`) or served by the directory; finding a code by name, with suggestions | i18n | whoever asks |
//! | [`secret`] | the wrapper that keeps secrets out of `Debug`, logs and panics | - | - |
//! | [`times`] | dates and times through `jiff` with its bundled zone database: UTC text, a freelancer's local time and offset | - | - |
//! | [`i18n`] | the window's words: Fluent messages per panel and locale (`assets/locales/`, embedded by build.rs), the process's language and a thread's own (tests), numbers per locale, the pseudo-locale; the command line never sets a language, so it speaks English | - | whoever asks |
//! | [`words`], [`csv`], [`uuids`], [`input`], [`build_info`] | counts in English, safe CSV, UUIDs in pasted text, capped file reading, what this build is | - | - |
//!
//! Data flows one way: `ui`/`cli` → `worker` → `outbox`/`auth` → `api`/`store`/`team`; `team`
//! is a store too, on a server, and uses no other module but `secret` and the vendor records'
//! and offer answers' value types of `store` (which uses nothing of `team`). No two
//! top-level modules use each other, directly or round a loop; a module's `use crate::…`
//! lines are its edges, so a new one that closes a loop is visible in review.
//!
//! # Conventions
//!
//! - **A panel** that is more than a screenful is a folder under `ui/`: `mod.rs` is its
//!   public surface (the panel, its action enum, the context the app gives it each frame),
//!   `model.rs` its state and rules without egui, tested without a window by unit tests
//!   beside it, and view files that draw from the model and return actions. `ui/composer/`
//!   is the pattern. No two files use each other; a file under `ui/` stays under 700 lines
//!   of code, tests aside.
//! - **Actions are data.** A view returns what it asks of the app (`ComposerAction`, …),
//!   any number a frame, and `ui/app/actions.rs` carries them out; a view never builds a
//!   `StoreRequest` or a worker `Command` itself. Work a panel starts (a lookup job, a store
//!   request, a job handed to the outbox) carries an id the panel took from `ui::ids`, and
//!   its answer comes back to the panel with that id: no handshake through the app.
//! - **One owner per fact.** What belongs to a directory (the results table with its
//!   profiles, the vendor records and do-not-contact marks, what this session learned of
//!   its freelancers (`ui/profiles.rs`: the fields a personal message uses, the names, the
//!   verdicts found / restricted / unknown), drafts, lists) is held once, in
//!   `ui/app/scope.rs`, replaced whole when the directory changes. The app writes a fact
//!   there as the worker or the store reports it; a panel that shows a fact it does not own
//!   reads it through the context the app lends it each frame (`ComposerContext`,
//!   `LookupContext`) and asks for a change with an action; no panel keeps a copy to keep in
//!   step, and nothing needs forgetting. What a panel counts over a lent fact it keys by
//!   the owner's revision (`VendorRecords::revision`, `Profiles::revision`). One copy is
//!   left (issue 27): each row of the results table holds the whole profile its lookup or
//!   search returned, which the table draws, filters, sorts and exports and the inspector
//!   shows; `Profiles` keeps only what the composer needs of it.
//! - **States that cannot coexist are one enum** (the composer's `SendFlow`: checking,
//!   confirming, creating), never flags that must agree.
//! - **Where work runs**: network work on the worker's runtime, keyring and file work for
//!   the window on `ui/background.rs` jobs; the UI thread draws and sends. Work that needs
//!   no directory (the Connection settings' *Test*, `worker/probe.rs`; the team database,
//!   `worker/team.rs`) goes to any worker the session has: a session that could not open
//!   keeps a worker without a directory for it (`Session::any_worker`).
//! - **Words and ids**: a *job* is one message to its recipients, in the outbox, numbered by
//!   the journal (`store::JobId`); an outbox *request* is one `POST /messages` of up to 25
//!   recipients (`RequestState`, `JobRecord::requests`, `--request N`). Its older name,
//!   *chunk*, is left only where others depend on it: the database's tables (`chunk`,
//!   `chunk_recipient`), the configuration key `send_chunk_size`, the command line's
//!   `--chunk`/`--chunk-size` and `--json`'s `"chunk"`/`"chunks"`, kept beside the new names
//!   for scripts and files written before; a local variable may still say it. A *task* is
//!   work given to the worker, a lookup, a search, a sign-in
//!   (`worker::TaskId`, field `task`); a *ticket* names a question put to the store or the
//!   journal so that its answer is matched (`store::Ticket`, field `ticket`). The window takes
//!   tasks and tickets from `ui::ids`. News for the user is a `ui::notice::Notice`, which
//!   models return and `ui/toasts.rs` shows.
//! - **Tests**: a model's rules in unit tests beside it; whole flows through the window
//!   (egui_kittest) or the program (the command line, against the sandbox) under `tests/`;
//!   a test that needs an outside peer fails under `CI=true` when the peer is missing and
//!   skips with a loud notice elsewhere.
//!
//! # Where to find a behaviour
//!
//! - What a frame does: `ui/app/` (`logic.rs` takes in, `draw.rs` draws, `actions.rs` applies,
//!   `scope.rs` holds one directory's drafts, lists, results table, history, vendor records,
//!   profiles learned and outbox view).
//! - What is known of a freelancer this session, whichever lookup read it (the table's, the
//!   composer's verification, a search's matches): `ui/profiles.rs` (`Profiles`: a personal
//!   message's fields, names for bare UUIDs, the verdicts that "Verify recipients" counts
//!   and "Leave out unknown" reads), written in `ui/app/logic.rs` and `ui/app/actions.rs`;
//!   a verification run (progress, what could not be checked, how it ended) is the
//!   composer's, `ui/verify.rs`.
//! - A panel: `ui/<panel>.rs` (`search`, `inspector`, `account`, `help`, `menu`), or a
//!   folder `ui/<panel>/` for one split like the app shell, its `model.rs` without egui:
//!   the composer in `ui/composer/` (`model.rs` the draft, recipients, verification runs and
//!   where a try to send stands, `SendFlow`; `send_flow.rs` the steps of a try to send, reading
//!   the model, which uses nothing of it; `view/` the page, the recipients and the confirmation,
//!   `words.rs` what it says of counts); the Connection settings in
//!   `ui/connection_settings/`; the lookup panel in `ui/lookup/` (`model.rs` the table's state and rules, kept in the
//!   scope, `paste.rs` the paste box, kept across directories, `row.rs` a row's cells (from its user summary until its profile arrives: a paste's names at once, `Command::Summaries` beside `Command::LookUp`), `view.rs` the drawing, `action.rs` what it returns, `column.rs` the columns,
//!   shared with `ui/vendor_columns.rs`); the Outbox in `ui/outbox/` (`model.rs` the jobs kept
//!   in step with the worker's events, `job.rs` one job, `view.rs` the panel, `job_card.rs` a
//!   job's card and its requests' table (selected as every table is), `action.rs` what it returns and the steps that ask first);
//!   the Offers board in `ui/offers/` (`model.rs` the directory's offers as the store read
//!   them, what each waits for (`offers::due`), the pasted reply, the outbox's trouble;
//!   `view.rs` the board, the candidates' answer buttons and the inspector's "Offers" line;
//!   `form.rs`, `fields.rs` (each field's rule) and `form_view.rs` the "Offer a job…" dialog (every problem beside its
//!   field, the pair from the directory's language lists through `ui/picker.rs`), and
//!   `review.rs` and `review_view.rs` its review before the first wave (who, when in their
//!   hours and zone, who is left out; the recently messaged named from the store's
//!   `RecipientMarks` and, in a team, `OutboxCommand::TeamCheck`, whose claim is given back
//!   at once, as the composer asks, and the word kept with the offer), opened from the table's
//!   selection, a page of search matches, or the board's "New offer ▾" (`new_offer.rs`: a
//!   saved list, or the vendor records by status and tag), each source's candidates' vendor
//!   records read first (`VendorsMatching`), so that who is marked do not contact is left
//!   out and statuses rank), held in the scope; the app asks the outbox to
//!   take the offers' next steps when the board's earliest offer falls due (its
//!   `offers::due` wait ends) or one changed, never on a clock (`ui/offers/looks.rs`; sent
//!   by `ui/app/offers.rs` as `OutboxCommand::OfferTick`, which also takes the store's
//!   answers about offers), and reads an offer again on `OutboxEvent::OfferChanged` and as
//!   its messages settle; its store work is `StoreRequest::Offers`, `Offer`,
//!   `EditOffer`, `CreateOffer`, `OfferAnswers` and `VendorsMatching`, and in a team the
//!   outbox reads every desk's answers (`OutboxCommand::TeamAnswers`, each minute while an
//!   offer is open). What the
//!   recorded answers teach (responsiveness) is held once, in the scope's vendor records
//!   (`ui/vendor.rs`), for the table's *Responsiveness* column (`ui/vendor_columns.rs`,
//!   which also words it for the table's hover and the inspector), the inspector and the
//!   form's *Rank*.
//! - Search: the panel in `ui/search.rs`; its form (pickers in `ui/picker.rs`, names from
//!   `catalogue`; the pair's own filters: priority, credential, Certified PRO Network, years)
//!   in `ui/search_form.rs`, saved as `Persisted.search`; the matches (the directory's total,
//!   `meta.num_results`, members first, KudoZ points in the pair, sortable, selected as
//!   every table is, the page's buttons taking the selected, the match opened shown in the
//!   inspector) in `ui/search_matches.rs`. The query and the answer (`kudoz_in_pair`, absurd totals
//!   refused): `api/search.rs`. One page is `worker::Command::Search`; every match up to the
//!   directory's 1,000, page after page, is `worker::Command::FetchMatches`
//!   (`worker/search.rs`), shared by "Add all matches to recipients" and `directory-desk
//!   search` (`cli/search.rs`), which resolves names against the directory's lists.
//! - Availability: read in `api/availability.rs` (the documented wrappers, unset apart from
//!   0, the trailing-space key); fetched for many at a bounded concurrency by
//!   `worker/availability.rs` (`Command::Availability`, cancellable); in the window,
//!   `ui/availability.rs` (the model: cache per directory for the UTC day, visible rows
//!   only, told once when the directory has none; the inspector's 14-day strip and working
//!   hours in both zones; the table's *Available today* cells, whose column is in
//!   `ui/lookup/view.rs`); on the command line `cli/availability.rs`; served by
//!   `sandbox/availability.rs`. An offer's candidates' availability on its days (the rule:
//!   `offers/availability.rs`) ranks them: asked by `offers new --rank` (`cli/offers.rs`,
//!   `availabilities`) and, through the same `Command::Availability`, by the "Offer a
//!   job…" dialog as it opens (`ui/app/offers.rs`, whose answers go to the dialog,
//!   not to the inspector's cache).
//! - Who someone is without their skills (name, account type, membership, CPN pair, native
//!   languages, time zone, country): user summaries, `GET /users?uuids=…` read by one reader,
//!   `api/summaries.rs` (`api::read_summaries`: batches under 3 KiB of query, halved on a
//!   400/414 and kept small, a batch failed by an unknown UUID bisected to exactly the unknown
//!   ones), the model in `api/users.rs`; run by the worker (`Command::Summaries`,
//!   `worker/summaries.rs`), on the command line `lookup --summary` (`cli/lookup_summary.rs`),
//!   in the window for the "Offer a job…" review's zones (`ui/app/offers.rs`);
//!   served by `sandbox/users.rs`, its undocumented limits in the fault plan
//!   (`users_per_call`, `max_request_line_bytes`, `unknown_users`; `sandbox/faults.rs`).
//! - The directory's own user lists on the desk ("My Vendors", shared with colleagues): read
//!   and written in `api/user_lists.rs`; a saved list's link (the directory's id, the
//!   permission, its name there, its members at the last sync) in `store/list_links.rs`
//!   (schema 14), the refusal of a change to a list shared at `view` in `Store::save_list`
//!   (every path: `lists add|remove|import`, the window's *Save as list*); the three-way
//!   merge in `store/list_merge.rs`; a sync and a publish in `worker/list_sync.rs`, on the
//!   command line `lists sync|publish` (`cli/lists_sync.rs`), in the window the lists
//!   panel (*File → Recipient lists…*, `ui/lists_panel/`: where each list lives, its
//!   permission and last sync, *Sync* as `Command::SyncLists`, which the worker runs with
//!   its own connection to the database on a blocking task, and a progress line); served by
//!   `sandbox/user_lists.rs`. Sign-in asks for `userlist` (`config::DEFAULT_SCOPES`).
//! - Whether a failed send is retried, or waits for the user: `outbox/outcome.rs`. Only
//!   the directory's own JSON 503 (`success: 0` or an `error_messages` array, read in
//!   `api/envelope.rs` as `ApiError::ServerTrouble::from_directory`) says nothing happened;
//!   a gateway's 503 (empty, a page, its own JSON) is `unknown`. The sandbox can answer
//!   both after storing the message (`sandbox/faults.rs`).
//! - What stops a send before its job is written (do not contact, recently contacted):
//!   `outbox/guard.rs`, used by `cli/send/`; the window's confirmation reads the same marks
//!   through the store service (`StoreRequest::RecipientMarks`, `Store::recipient_marks`).
//!   In a team, both ask the worker's outbox (`OutboxCommand::TeamCheck`,
//!   `worker/team_guard.rs`) and name what it found (`cli/team_guard.rs`,
//!   `ui/send_guard.rs`); unknown `{{placeholders}}`:
//!   `outbox/personalise.rs`. The store refuses any job to a
//!   freelancer marked do not contact, and leaves them out of a job's waiting requests when
//!   a run takes it (`store/outbox.rs`).
//! - Vendor records (status, tags, notes, rates; last contact read from the journal):
//!   `store/vendors.rs`, and what the directory says of them (membership, time zone, country,
//!   schema 11: `store/vendor_facts.rs`, written by `vendors refresh` from user summaries,
//!   `cli/vendors_refresh.rs`); on the command line `cli/vendors.rs`; in the window the inspector's
//!   *Vendor* section and the records behind the ⛔ marks of the chips, `ui/vendor.rs`
//!   (`VendorRecords`, held once in the scope, with the marks a send's check found); the
//!   results table's optional *Status*, *Tags*, *Last contacted* columns and its bulk
//!   "Vendor ▾" menu, `ui/vendor_columns.rs`; all read and changed through the store service
//!   (`StoreRequest::Vendors`, `StoreRequest::EditVendors`). The receipt's whole `meta`:
//!   `store/outbox.rs` (`ReceiptMeta`), shown by `outbox/report.rs` and in the window's
//!   request details (`ui/outbox/job.rs`, live through `outbox::RequestUpdate::receipt_meta`).
//! - Offers in waves (a job to fill, offered a wave at a time until one accepts): kept in
//!   `store/offers.rs` (schema 10: each candidate bound to the outbox job that offers it, and to
//!   the one that tells it how the offer ended, inside that job's own transaction, so nobody is
//!   offered or thanked twice); the rules in `offers/`; driven by the worker's outbox on each
//!   `OutboxCommand::OfferTick` (`worker/offers.rs`: a look reads the store on a task and
//!   answers with `OutboxCommand::OffersRead`, one look at a time, and none after
//!   `OutboxCommand::OffersStop`, `offers run`'s Ctrl+C; a wave opens after asking
//!   the directory about its candidates, its messages go through the hub's own `Create`, the
//!   one door, with the team's check; an offer steps only as the account that made it,
//!   `store::check_offer_owner`). Past the job's deadline an offer expires (`Step::Expire`,
//!   `Store::expire_offer`) and everyone it reached is told once; an exhausted offer takes
//!   late answers until then (`fill_offer` gives it the job). A closing note waits for its
//!   freelancer's working hours, or the window's undo, in `offer_candidate.closing_due_at`
//!   (schema 11; `Store::reschedule_closing`, `Store::hold_notes_after_fills`,
//!   `Store::undo_fill`); on the command line `cli/offers.rs` (candidates read as
//!   `send` reads recipients, `cli/recipients.rs`); a sandbox's freelancers answer
//!   (`sandbox/replies.rs`, `/__sandbox/replies`), matched to the offer by the message they
//!   answer (`Store::answer_from_message`).
//! - How a job is sent: `outbox/runner.rs`; after a crash: `outbox/lease.rs`,
//!   `outbox/supervisor.rs`.
//! - Which directory a record belongs to: [`config::Environment::directory_key`] (the
//!   normalised base URL, or [`api::BUILT_IN_SANDBOX`]). Jobs, drafts, senders, lists,
//!   vendor records and do-not-contact marks are keyed by it in the store (schema 7), never
//!   by an environment's name; rows from before are adopted by their environment's
//!   directory as it next opens (`Store::adopt_environment`, from `ui/app/scope.rs`,
//!   `cli::open_store` and the outbox hub). A job also keeps the account it was written as
//!   (`store::JobAccount`); `store::check_job_owner` refuses to resume, resend or retry it
//!   in another directory or as another account, in the worker's outbox hub
//!   (`worker/outbox.rs`) and, before connecting further, in `cli/outbox.rs`.
//! - Pause and Cancel from any process: the journal's job state is the truth. The runner's
//!   `JournalWrite::BeginSending` carries the state it sends in, and the journal refuses to
//!   begin a request of a job whose state changed, in the same transaction that marks it
//!   `sending`; the run then reads the journal and ends `RunEnd::StoppedElsewhere`. Whom a
//!   request goes to is read in that same transaction (`Store::begin_request`), never from
//!   the run's copy: a mark written meanwhile (a colleague's, `leave_out_marked_by_team`)
//!   is honoured whatever the request's size.
//! - Sending a job again (resume, resend, resolve all, retry, an offer's stalled job): one
//!   door, `worker/outbox/again.rs` (`SendAgain`, `send_again`), which checks, rechecks with
//!   the team (with the window of recent contacts the job's own check used, kept with it:
//!   `Store::keep_recent_window`), writes the journal's change and steers or starts the run.
//!   Why a run paused is its note (`job.reason`, `RequestNote`; `JobRecord::why_paused`
//!   words it, or who paused it); a job goes on by itself only after a pause that lapses
//!   (`RequestNote::lapses_at`, `Store::job_may_go_on`: a directory's Retry-After, the team
//!   database away, `RequestNote::TeamAway`, written by the run's contact writer,
//!   `worker/team_run.rs`, or by a resume whose check could not reach the team): the outbox
//!   rests until then and sends it again through the same door (`worker/outbox/lapse.rs`,
//!   `OutboxCommand::GoOn`; an offer's wait ends then too, `OfferRecord::jobs_go_on_at`),
//!   never after a refused sign-in or someone's own pause.
//!   `directory-desk outbox pause|cancel` (`cli/outbox.rs`) write it with no connection. A
//!   word given as a run ends is taken by the hub (`worker/outbox.rs::run_again`).
//! - Two processes on one database: every connection waits the whole busy timeout, and
//!   every transaction takes the write lock as it begins (`store/mod.rs`), so writers queue
//!   instead of failing.
//! - Names instead of codes: `catalogue/` names every code (built in); a directory's own
//!   lists are fetched and read in `api/codes.rs` (the documented wrappers first,
//!   `{"languages":[{"language_code","language_name"}]}` and the like, then other shapes; a
//!   list not served, or of a shape not read, leaves the built-in names), built into a
//!   catalogue by the worker as a session opens (`Command::FetchCatalogue`,
//!   `Event::Catalogue`) and kept per directory in `ui/app/scope.rs` (in memory, per
//!   session). A served list wins: its codes are opaque and sent as served, only its codes
//!   resolve, its names are found as typed; where none is served the catalogue says it
//!   guessed (`Catalogue::guessed_pair`, shown by the search view and `cli/search.rs`; the
//!   Account panel's `ui/code_lists.rs`). The results table's names, filter and CSV columns
//!   in `ui/lookup/` (`row.rs`, `model.rs`), the inspector's in `ui/inspector.rs`, the command line's in
//!   `cli/lookup.rs`. The sandbox serves the lists in the directory's wrappers and codes
//!   (`sandbox/codes.rs`; `--no-codes` answers 404).
//! - A message's receipt: `status` or `status_code`, `rejected` on a 201 a rejection
//!   (`api/message.rs`); each recipient in `failed_recipients` reported not delivered with
//!   the directory's `status_message` (`outbox/report.rs`).
//! - What an error says to a person: `api/plain_words.rs` ([`api::Explained`]: one plain
//!   sentence, the technical detail apart) and `auth/plain_words.rs`; the window shows it with
//!   `ui/widgets.rs` (`problem`, and the detail under a collapsed "Details"), the command line
//!   as the sentence, then "  details: …".
//! - A freelancer's local time ("14:32 local, UTC+3"): `times/zone.rs`, with jiff's bundled
//!   zone database; the window's clock for it: `ui/local_time.rs`.
//! - The directory's and the clock's values in the window's words (a membership's status, the
//!   Certified PRO Network's, account types where the directory serves no list, durations in
//!   the language's units and plurals, dates and times as the locale writes them, the
//!   window's languages named in the current one): `ui/values.rs`, with its messages in
//!   `assets/locales/<locale>/values.ftl`; its test walks every value, and the enums the
//!   window words elsewhere (`ui::words_of_enums`), in every locale.
//! - Selecting rows, the same in every table that selects (the results table, the search's
//!   matches, a job's requests in the Outbox, whose unknown ones among the selected are
//!   decided together): a click selects a row alone and opens it (the inspector shows it),
//!   Ctrl/Cmd-click toggles, Shift-click ranges from the anchor, the arrows and Home/End move
//!   the cursor (Shift spans), Space checks the cursor's row, Enter opens it. The model,
//!   without egui and by row key (so that a range after a sort or a filter is the one on
//!   screen): `ui/selection.rs`; egui's pointer and keys read into its gestures, the table
//!   taking the keyboard only when one of its rows is clicked: `ui/selection_input.rs`.
//! - Names in right-to-left scripts painted in reading order: `ui/bidi.rs`.
//! - Sign-in: `auth/sign_in.rs` (browser), `auth/tokens.rs` (renewal), `auth/id_token.rs`;
//!   the window's, run by the worker: `worker/sign_in.rs`, followed by `ui/sign_in.rs` and
//!   (renewal as a session opens) `ui/session.rs`.
//! - What an environment opens with (the built-in sandbox's demo key, an API key, a browser
//!   sign-in's tokens, an app-only client): `auth/stored.rs`, read once for both the window
//!   (`ui/session.rs`, which connects at once and lets the worker renew) and the command line
//!   (`cli/login.rs::stored_sign_in`, which renews first).
//! - The team database (shared vendor records, do-not-contact marks, contact history and
//!   claims, per directory): `team/` (`url.rs` the address and its password, `schema.rs` the
//!   migrations, `guard.rs` the check and the claim in one transaction, `vendors.rs` the
//!   vendor records, `rows.rs` what is believed of a row); joined, shown and left with
//!   `directory-desk team` (`cli/team.rs`) and in the window's Connection settings
//!   (`ui/connection_settings/team.rs` the section's rules, `team_view.rs` its drawing,
//!   `ui/app/team.rs` its requests, run by the worker's `Command::Team`), both through
//!   `worker/team.rs` (the URL in `[teams."DIRECTORY"]` of the configuration file, the
//!   password in the keyring, `auth::CredentialStore::team_password`, the desk's id in its
//!   data folder); a join or a leave in the window reaches the session's environment and its
//!   outbox at once (`Session::team_changed`, `OutboxCommand::TeamChanged`), and the outbox
//!   reads the file again before every check (a team joined on the command line, a custom
//!   base URL: `TeamToCheck::resolve`, `OutboxEvent::TeamIs`); `vendors set|rate` write to it first and `vendors show|export` list its records over the
//!   desk's own (`cli/team_vendors.rs`). The one door is the worker's outbox
//!   (`worker/outbox.rs`, `worker/team_guard.rs`): a new send is checked and its recipients
//!   claimed (`OutboxCommand::TeamCheck`; the composer's `SendFlow::Checking` waits for both
//!   the store's and the team's answer, and a claim goes with the job or back with
//!   `ComposerAction::ReleaseTeamClaim`, while no recipient can be added); a job is written
//!   only with its claim and with nobody its check did not claim; a job sent again (resume,
//!   retry, resend) is checked again there (`team_recheck`, beside the outbox's turn; the
//!   command goes on with `OutboxCommand::Rechecked`, unless a pause or cancel came since). The run holds its claims: it
//!   writes its contacts as answers come (`ContactWriter`, every 2 s), leaves out anyone a
//!   colleague marks meanwhile (`Store::leave_out_marked_by_team`), and at its end writes
//!   them all and releases its claims; a check in another process touches a job's claims
//!   only while it holds the job's run lock (`JobLease::hold_if_idle`). The window changes no vendor record of a directory with a
//!   team database (refused in `ui/app/actions.rs`, `team_vendors_not_written_here`). Its tests run against a throwaway
//!   PostgreSQL that `.ci/run` starts (`tests/peers/postgres.sh`): `tests/outbox/team.rs`,
//!   `tests/cli/cli_team.rs`.
//! - Changing `config.toml` from the program: `config/edit.rs`, used by `cli/env.rs` (the
//!   `env` command) and the window's Connection settings (`ui/connection_settings/`: `model.rs`
//!   the form's fields and rules, `view.rs` the window; its jobs in `ui/app/connection.rs`).
//!
//! # The team database at scale
//!
//! A check (`team/guard.rs`) is one transaction in four round trips, its claim, the reads that
//! must follow it and `COMMIT` sent together, so that a claim's row locks are never held
//! across a round trip to a desk; `benches/team.rs` measures 20 desks on overlapping lists
//! (docs/development.md, "Benchmarks"). Past one server (docs/team-database.md, "Past one
//! server"): reads that need no claim (status, history for display) can go to read replicas,
//! the check and its claim stay on the primary; `claims` is the one hot spot (rows only while a
//! send is in progress, short transactions, the index on `message` for release, stale claims
//! removed by the next check); every table is keyed by directory first and partitions by it. A
//! PostgreSQL-compatible distributed store would run checks serialisable (a `40001` to retry,
//! which the desk does not do yet), has no advisory lock for the migrations, and pays a
//! consensus round for each claim.

pub mod api;
pub mod auth;
pub mod build_info;
pub mod catalogue;
pub mod cli;
pub mod config;
pub mod csv;
pub mod diagnostics;
pub mod i18n;
pub mod input;
pub mod offers;
pub mod outbox;
pub mod sandbox;
pub mod secret;
pub mod store;
pub mod team;
pub mod times;
pub mod ui;
pub mod uuids;
pub mod words;
pub mod worker;
