//! The desktop app: eframe drives it, the worker does all network work. The UI thread
//! drains the worker's events in `App::logic` and draws in `App::ui`; it never waits on the
//! network, the keyring or the disk.

mod account;
mod activity;
mod background;
mod composer;
mod export;
mod help;
mod import;
mod inspector;
mod lists;
mod lookup;
mod menu;
mod outbox;
mod renderer;
mod search;
mod session;
mod sign_in;
mod status_bar;
mod toasts;
mod verify;
mod widgets;

use serde::{Deserialize, Serialize};

use crate::api::{Credential, User};
use crate::auth::tokens::{KeyringRenewal, MemoryRenewal};
use crate::auth::{CredentialStore, KeyringError};
use crate::config::{Environment, Target};
use crate::outbox::SendSettings;
use crate::secret::Secret;
use crate::store::{DraftRecipient, StoreAnswer, StoreRequest, StoreService};
use crate::worker::{Command, Event, JobId, OutboxCommand, OutboxEvent};

pub use help::OpenPath;
pub use lookup::{LookupAction, LookupPanel, RowState, SortColumn};
pub use renderer::{RendererChoice, RendererInfo};
pub use session::{EnvironmentChoice, Session, Via};
pub use sign_in::{OpenBrowser, system_browser};

/// What survives a restart, through eframe's storage. A state that fails to decode is
/// replaced by the defaults rather than stopping the app.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Persisted {
    pub open_tab: Tab,
    /// The environment last chosen in the Account panel; the configured default when unset.
    pub environment: Option<EnvironmentChoice>,
    /// Where CSV exports go; the Downloads folder when unset.
    pub export_folder: Option<std::path::PathBuf>,
    /// How the results table is sorted and filtered.
    pub lookup: lookup::LookupView,
    /// The user's zoom on top of the OS scale; 1.0 when unset.
    pub zoom: Option<f32>,
}

/// The central area's tabs: two ways to fill the results table, writing to freelancers, what
/// became of what was sent, and the account.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    #[default]
    Lookup,
    Search,
    Compose,
    Outbox,
    Account,
}

/// What a keyring job running in the background reports.
enum KeyringDone {
    Saved(Result<(), KeyringError>),
    Forgotten(Box<Environment>, Result<(), KeyringError>),
}

pub struct DeskApp {
    persisted: Persisted,
    session: Session,
    user: Option<Result<Box<User>, String>>,
    lookup: LookupPanel,
    search: search::SearchPanel,
    activity: activity::ActivityPanel,
    account: account::AccountPanel,
    composer: composer::ComposerPanel,
    outbox: outbox::OutboxPanel,
    /// Drafts and senders, on the database's own thread.
    store: StoreService,
    /// The folder the database is in (the outbox journal shares it), once the store has
    /// opened it, or why it could not.
    data_folder: Option<Result<std::path::PathBuf, String>>,
    /// A session opened whose outbox is not open yet.
    outbox_wanted: bool,
    credentials: CredentialStore,
    keyring: background::Tasks<KeyringDone>,
    /// A key typed in the Account panel, stored once the directory accepts it.
    unverified_key: Option<(String, Secret)>,
    /// A sign-in through the browser, while it runs and when it needs the user's word.
    browser: sign_in::BrowserSignIn,
    /// How the authorize address is opened: the system's browser, or a test's stand-in.
    open_browser: OpenBrowser,
    environment_names: Vec<String>,
    names: background::Tasks<Vec<String>>,
    /// Files being read: dropped on the window, or picked in a dialog (`None`: cancelled).
    imports: background::Tasks<Option<import::Imported>>,
    /// An export-folder dialog waiting for the user.
    folder_dialog: background::Tasks<Option<std::path::PathBuf>>,
    exports: background::Tasks<Result<String, String>>,
    /// Named recipient lists of the environment, and the dialog that names a new one.
    lists: lists::Lists,
    /// Files being read for a new list (`None`: the dialog was cancelled).
    list_files: background::Tasks<Option<Result<lists::FileList, String>>>,
    /// Save dialogs for a list's export: the list and where it goes (`None`: cancelled).
    list_exports: background::Tasks<Option<(String, std::path::PathBuf)>>,
    /// What was sent to the freelancer in the inspector, and whether it needs reading again
    /// (a job ended since it was read).
    history: Option<(uuid::Uuid, inspector::SentHistory)>,
    history_stale: bool,
    /// Finished jobs and other news, until dismissed.
    notices: toasts::Toasts,
    /// The saved zoom is applied on the first frame.
    zoom_restored: bool,
    next_job: JobId,
    /// About, logs, diagnostics and the last crash's report.
    help: help::Help,
}

impl DeskApp {
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        let persisted: Persisted = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, eframe::APP_KEY))
            .unwrap_or_default();
        let ctx = cc.egui_ctx.clone();
        let store = {
            let ctx = ctx.clone();
            StoreService::start(None, move || ctx.request_repaint())
        };
        let credentials = CredentialStore::default();
        let session = Session::open_choice(
            persisted.environment.clone(),
            credentials.clone(),
            move || ctx.request_repaint(),
        );
        Self::with_session(session, persisted, credentials, store)
    }

    /// An app on a session opened elsewhere, keeping keys in `credentials` and drafts in
    /// `store` (tests open their own sandbox, keyring service and database).
    pub fn with_session(
        session: Session,
        persisted: Persisted,
        credentials: CredentialStore,
        store: StoreService,
    ) -> Self {
        Self {
            persisted,
            session,
            user: None,
            lookup: LookupPanel::default(),
            search: search::SearchPanel::default(),
            activity: activity::ActivityPanel::default(),
            account: account::AccountPanel::default(),
            composer: composer::ComposerPanel::default(),
            outbox: outbox::OutboxPanel::default(),
            store,
            data_folder: None,
            outbox_wanted: false,
            credentials,
            keyring: background::Tasks::default(),
            unverified_key: None,
            browser: sign_in::BrowserSignIn::default(),
            open_browser: system_browser(),
            environment_names: Vec::new(),
            names: background::Tasks::default(),
            imports: background::Tasks::default(),
            folder_dialog: background::Tasks::default(),
            exports: background::Tasks::default(),
            lists: lists::Lists::default(),
            list_files: background::Tasks::default(),
            list_exports: background::Tasks::default(),
            history: None,
            history_stale: false,
            notices: toasts::Toasts::default(),
            zoom_restored: false,
            next_job: 1,
            help: help::Help::default(),
        }
    }

    /// Records what draws the window, for About and diagnostics.
    pub fn with_renderer(mut self, renderer: RendererInfo) -> Self {
        self.help.renderer = renderer;
        self
    }

    /// Opens logs and crash reports with `open_path` instead of the system's file manager
    /// (tests record what would open).
    pub fn open_files_with(&mut self, open_path: OpenPath) {
        self.help.open_path = open_path;
    }

    /// Opens the authorize address with `open_browser` instead of the system's browser
    /// (tests sign in through a stand-in that consents over HTTP).
    pub fn with_browser(mut self, open_browser: OpenBrowser) -> Self {
        self.open_browser = open_browser;
        self
    }

    /// The data folder: the database's, or where it would be if the database did not open.
    fn data_folder(&self) -> Option<std::path::PathBuf> {
        match &self.data_folder {
            Some(Ok(folder)) => Some(folder.clone()),
            _ => crate::store::default_folder(),
        }
    }

    fn on_help(&mut self, action: help::HelpAction, ctx: &egui::Context) {
        match action {
            help::HelpAction::About => self.help.open_about(),
            help::HelpAction::OpenLogsFolder => match self.data_folder() {
                Some(data) => {
                    if let Err(problem) = self
                        .help
                        .open(&crate::diagnostics::logs_folder(&data), true)
                    {
                        self.notices.problem(problem);
                    }
                }
                None => self
                    .notices
                    .problem("This system has no data folder, so there are no logs."),
            },
            help::HelpAction::CopyDiagnostics => {
                let data = self.data_folder();
                let text = help::diagnostics(&help::Facts {
                    renderer: &self.help.renderer,
                    session: &self.session,
                    environment_names: &self.environment_names,
                    data_folder: data.as_deref(),
                    pixels_per_point: ctx.pixels_per_point(),
                    zoom: ctx.zoom_factor(),
                    screen: ctx.content_rect().size(),
                });
                ctx.copy_text(text);
                self.notices
                    .push("Diagnostics copied: paste them into your support request.");
            }
        }
    }

    fn handle(&mut self, event: Event, ctx: &egui::Context) {
        match event {
            Event::ApiCall(call) => self.activity.record(call),
            Event::User(result) => {
                self.keep_or_drop_typed_key(result.is_ok(), ctx);
                self.user = Some(result.map_err(|e| e.to_string()));
            }
            Event::LookedUp {
                job,
                uuid,
                result,
                progress,
            } => {
                // The composer's own verification, or the table's lookup; what either finds
                // about a profile is worth the composer knowing.
                if !self.composer.on_looked_up(job, uuid, &result, progress) {
                    self.composer.learn(uuid, &result);
                    self.lookup.on_result(job, uuid, result, progress);
                }
            }
            Event::LookupFinished { job, end } => {
                if let crate::worker::LookupEnd::SignedOut(err) = &end {
                    self.user = Some(Err(err.to_string()));
                }
                if self.composer.on_lookup_finished(job, &end) {
                    return;
                }
                if let Some(notice) = self.lookup.on_finished(job, &end) {
                    self.notices.push(notice);
                }
            }
            Event::Searched { job, result } => {
                let found = self.search.on_result(job, result);
                for freelancer in &found {
                    if let Some(uuid) = freelancer.uuid {
                        self.composer.learn_profile(uuid, freelancer);
                    }
                }
                self.lookup.add_found(found);
            }
            // Answers to `Command::Send`, which only the command line uses: the app sends
            // through the outbox.
            Event::Sent { .. } | Event::SendFinished { .. } => {}
            Event::Outbox(event) => self.on_outbox(event),
        }
    }

    fn on_outbox(&mut self, event: OutboxEvent) {
        match event {
            OutboxEvent::Created { request, result } => {
                match self.composer.on_created(request, result) {
                    Some(Ok(job)) => self.outbox.model.expect_running(job),
                    Some(Err(problem)) => self.notices.problem(format!(
                        "Nothing was sent: the job could not be written: {problem}"
                    )),
                    None => {}
                }
            }
            event => {
                if let OutboxEvent::Ended { .. } = &event {
                    // Whom the job reached changed: the inspector's history reads it again.
                    self.history_stale = true;
                }
                if let OutboxEvent::Ended {
                    end: crate::outbox::RunEnd::SignedOut(_),
                    ..
                } = &event
                {
                    self.user = Some(Err("the directory no longer accepts the credentials".into()));
                }
                if let Some(notice) = self.outbox.model.apply(event, std::time::Instant::now()) {
                    if notice.problem {
                        self.notices.problem(notice.text);
                    } else {
                        self.notices.push(notice.text);
                    }
                }
            }
        }
    }

    /// Opens the outbox of a session that just opened, once the data folder is known.
    fn open_outbox(&mut self) {
        if !self.outbox_wanted {
            return;
        }
        let (Some(folder), Some(environment)) = (&self.data_folder, self.session.environment())
        else {
            return;
        };
        self.outbox_wanted = false;
        match folder {
            Ok(folder) => self.session.send(Command::Outbox(OutboxCommand::Open {
                folder: folder.clone(),
                environment: environment.name.clone(),
                settings: SendSettings::default(),
            })),
            Err(why) => self.outbox.model.unavailable(why.clone()),
        }
    }

    fn on_outbox_action(&mut self, action: outbox::OutboxAction, ctx: &egui::Context) {
        match action {
            outbox::OutboxAction::Command(command) => {
                match &command {
                    // These start a run; marking a request delivered does not.
                    OutboxCommand::Resume { job }
                    | OutboxCommand::Resolve {
                        job,
                        resolution: crate::store::Resolution::Resend,
                        ..
                    }
                    | OutboxCommand::ResolveAllUnknown {
                        job,
                        resolution: crate::store::Resolution::Resend,
                        ..
                    }
                    | OutboxCommand::RetryFailed { job, .. } => {
                        self.outbox.model.expect_running(*job);
                    }
                    OutboxCommand::Pause { job } | OutboxCommand::Cancel { job } => {
                        self.outbox.model.expect_stopping(*job);
                    }
                    _ => {}
                }
                self.session.send(Command::Outbox(command));
            }
            outbox::OutboxAction::Export(job) => {
                let Some(record) = self.outbox.model.job(job).map(|v| v.record.clone()) else {
                    return;
                };
                let Some(folder) = self.export_folder() else {
                    return;
                };
                self.exports.start(
                    move || {
                        let table = crate::outbox::report::csv_table(&record);
                        export::export(&folder, &format!("directory-desk-job-{job}"), &table)
                    },
                    ctx,
                );
            }
        }
    }

    /// Where CSV files go; says so when there is nowhere.
    fn export_folder(&mut self) -> Option<std::path::PathBuf> {
        let folder = self
            .persisted
            .export_folder
            .clone()
            .or_else(export::default_folder);
        if folder.is_none() {
            self.notices
                .problem("Could not export: this system has no home folder to write to.");
        }
        folder
    }

    /// A typed key goes to the keyring only once the directory has accepted it.
    fn keep_or_drop_typed_key(&mut self, accepted: bool, ctx: &egui::Context) {
        let Some((environment, key)) = self.unverified_key.take() else {
            return;
        };
        if !accepted {
            self.notices
                .problem("That API key was not accepted; nothing was stored.");
            return;
        }
        let store = self.credentials.clone();
        self.keyring.start(
            move || KeyringDone::Saved(store.save_api_key(&environment, &key)),
            ctx,
        );
    }

    fn switch_to(&mut self, session: Session) {
        // The old worker goes with the old session, and a run it had going stops. The journal
        // keeps where every job stood: a request that was out reads "unknown" when the outbox
        // next opens, and nothing more goes until the user resumes.
        self.composer.connection_lost();
        self.outbox.model.close();
        self.outbox_wanted = false;
        self.session = session;
        self.user = None;
        self.browser.reset();
    }

    /// Starts a sign-in through the browser for `environment`.
    fn sign_in_with_browser(&mut self, environment: Environment, ctx: &egui::Context) {
        let (api_base_url, sandbox_auth_url) = match (&environment.target, &self.session) {
            (Target::Remote(url), _) => (url.clone(), None),
            (Target::BuiltInSandbox, Session::Open { connection, .. }) => (
                connection.client.base_url().to_string(),
                connection.sandbox_auth_url(),
            ),
            (Target::BuiltInSandbox, _) => return,
        };
        self.browser.start(
            sign_in::Start {
                environment,
                api_base_url,
                sandbox_auth_url,
                store: self.credentials.clone(),
                open_browser: self.open_browser.clone(),
            },
            ctx,
        );
    }

    /// Opens the session with a finished browser sign-in's access token, if the app is still
    /// on the environment it signed in to.
    fn open_signed_in(&mut self, signed_in: sign_in::SignedIn, ctx: &egui::Context) {
        let name = signed_in.environment.name.clone();
        if self.session.environment().map(|e| e.name.as_str()) != Some(name.as_str()) {
            return;
        }
        let wake = {
            let ctx = ctx.clone();
            move || ctx.request_repaint()
        };
        let credential = Credential::AccessToken(signed_in.tokens.access_token.clone());
        let kept = signed_in.identity.kept;
        let via = Via::Browser(Box::new(signed_in.identity));
        let session = match signed_in.sandbox_base_url {
            // The sandbox's tokens are good only in the sandbox that issued them.
            Some(base_url) => {
                let placeholder = Session::Failed {
                    environment: name.clone(),
                    error: "reconnecting".into(),
                };
                match std::mem::replace(&mut self.session, placeholder) {
                    Session::Open {
                        connection, worker, ..
                    } if connection.client.base_url().as_str() == base_url => {
                        drop(worker);
                        Session::reconnect(connection, credential, via, wake)
                    }
                    other => {
                        self.session = other;
                        self.notices.problem(
                            "The built-in sandbox that signed you in has stopped; sign in again.",
                        );
                        return;
                    }
                }
            }
            None => {
                // Renewed from where the rotated refresh token lives: the keyring, or (kept
                // for this session only) memory.
                let expires_at = signed_in.tokens.expires_at;
                let renewal: session::Renewal = if kept == sign_in::Kept::Keyring {
                    let renewal = KeyringRenewal::new(
                        self.credentials.clone(),
                        name.clone(),
                        signed_in.provider,
                    );
                    (std::sync::Arc::new(renewal), expires_at)
                } else {
                    let renewal =
                        MemoryRenewal::new(signed_in.provider, signed_in.tokens.refresh_token);
                    (std::sync::Arc::new(renewal), expires_at)
                };
                let renewal = Some(renewal);
                Session::open_via(*signed_in.environment, Some(credential), via, renewal, wake)
            }
        };
        self.switch_to(session);
        self.notices.push(match kept {
            sign_in::Kept::Keyring => {
                format!("Signed in to {name} through the browser. The sign-in is kept in the OS keyring.")
            }
            sign_in::Kept::SessionOnly => format!(
                "Signed in to {name} through the browser, for this session only."
            ),
            sign_in::Kept::Sandbox => format!("Signed in to {name} through the browser."),
        });
    }

    fn on_account(&mut self, action: account::AccountAction, ctx: &egui::Context) {
        let wake = {
            let ctx = ctx.clone();
            move || ctx.request_repaint()
        };
        match action {
            account::AccountAction::Switch(choice) => {
                self.persisted.environment = Some(choice.clone());
                self.switch_to(Session::open_choice(
                    Some(choice),
                    self.credentials.clone(),
                    wake,
                ));
            }
            account::AccountAction::SignInWithBrowser(environment) => {
                self.sign_in_with_browser(*environment, ctx);
            }
            account::AccountAction::CancelBrowser => self.browser.cancel(),
            account::AccountAction::KeepForSession => {
                if let Some(signed_in) = self.browser.take_unkept() {
                    self.open_signed_in(signed_in, ctx);
                }
            }
            account::AccountAction::DiscardSignIn => self.browser.reset(),
            account::AccountAction::SignOut {
                environment,
                keyring: false,
            } => {
                // Kept only in memory: nothing in the keyring to remove.
                self.notices
                    .push(format!("Signed out of {}.", environment.name));
                self.switch_to(Session::SignedOut {
                    environment,
                    why: None,
                });
            }
            account::AccountAction::SignIn { environment, key } => {
                self.unverified_key = Some((environment.name.clone(), key.clone()));
                self.switch_to(Session::open(
                    *environment,
                    Some(Credential::ApiKey(key)),
                    wake,
                ));
            }
            account::AccountAction::SignOut { environment, .. } => {
                let store = self.credentials.clone();
                self.keyring.start(
                    move || {
                        let forgotten = store.forget(&environment.name);
                        KeyringDone::Forgotten(environment, forgotten)
                    },
                    ctx,
                );
            }
        }
    }

    fn on_keyring(&mut self, done: KeyringDone) {
        match done {
            KeyringDone::Saved(Ok(())) => self.notices.push("Signed in. The API key is kept in the OS keyring."),
            KeyringDone::Saved(Err(err)) => self.notices.problem(format!(
                "Signed in, but the key could not be kept: {err}. It will be asked for again next time."
            )),
            KeyringDone::Forgotten(environment, Ok(())) => {
                self.notices.push(format!(
                    "Signed out of {}; its API key and sign-in were removed from the OS keyring.",
                    environment.name
                ));
                self.switch_to(Session::SignedOut {
                    environment,
                    why: None,
                });
            }
            KeyringDone::Forgotten(_, Err(err)) => {
                self.notices.problem(format!("Still signed in: the secrets could not be removed: {err}"));
            }
        }
    }

    /// The composer holds the draft of the environment the session is on.
    fn follow_environment(&mut self) {
        let Some(environment) = self.session.environment() else {
            return;
        };
        let name = environment.name.clone();
        if self.lists.follow(&name) {
            self.store.send(StoreRequest::Lists {
                environment: name.clone(),
            });
            self.history = None;
        }
        if self.composer.follow(&name) {
            self.store
                .send(StoreRequest::LoadComposer { environment: name });
        }
        if let Some(Ok(user)) = &self.user {
            self.composer.suggest_sender(user);
        }
    }

    fn on_store(&mut self, answer: StoreAnswer, ctx: &egui::Context) {
        match answer {
            StoreAnswer::Opened(Ok(path)) => {
                self.data_folder = Some(
                    path.parent()
                        .map(std::path::Path::to_path_buf)
                        .ok_or_else(|| format!("{} has no folder", path.display())),
                );
                if let Some(Ok(folder)) = &self.data_folder {
                    self.help.check_for_crash(folder);
                }
            }
            StoreAnswer::Opened(Err(why)) => {
                self.notices.problem(format!(
                    "Drafts cannot be saved and nothing can be sent this session: {why}"
                ));
                self.data_folder = Some(Err(why));
            }
            StoreAnswer::Composer {
                environment,
                draft,
                sender,
            } => self.composer.on_loaded(&environment, draft, sender),
            StoreAnswer::Lists { environment, lists } => match lists {
                Ok(lists) => {
                    self.lists.on_lists(&environment, lists);
                }
                Err(why) => self
                    .notices
                    .problem(format!("The recipient lists could not be read: {why}")),
            },
            StoreAnswer::List {
                request,
                environment,
                name,
                members,
            } => self.on_list(request, &environment, &name, members, ctx),
            StoreAnswer::ListSaved {
                environment,
                name,
                members,
                result,
            } => match result {
                Ok(()) => self.notices.push(format!(
                    "Saved {} as the list “{name}” in {environment}.",
                    composer::plural(members, "recipient")
                )),
                Err(why) => self
                    .notices
                    .problem(format!("The list “{name}” was not saved: {why}")),
            },
            StoreAnswer::History {
                environment,
                uuid,
                entries,
            } => {
                let current = self.lists.environment() == Some(environment.as_str());
                if let Some((wanted, history)) = &mut self.history
                    && *wanted == uuid
                    && current
                {
                    *history = match entries {
                        Ok(entries) => inspector::SentHistory::Loaded(entries),
                        Err(why) => inspector::SentHistory::Failed(why),
                    };
                }
            }
            StoreAnswer::Failed(why) => self.notices.problem(why),
        }
    }

    /// A list loaded from the store, for what it was asked.
    fn on_list(
        &mut self,
        request: u64,
        environment: &str,
        name: &str,
        members: Result<Option<Vec<DraftRecipient>>, String>,
        ctx: &egui::Context,
    ) {
        let Some(purpose) = self.lists.take(request) else {
            return;
        };
        let members = match members {
            Ok(Some(members)) => members,
            Ok(None) => {
                self.notices.problem(format!(
                    "There is no list “{name}” in {environment} any more."
                ));
                return;
            }
            Err(why) => {
                self.notices
                    .problem(format!("The list “{name}” could not be read: {why}"));
                return;
            }
        };
        match purpose {
            lists::ListUse::AddToRecipients => {
                // A list of another directory means nothing to this composer.
                if self.lists.environment() == Some(environment) {
                    let news = self.composer.add_list(name, members);
                    self.notices.push(news);
                }
            }
            lists::ListUse::Export(path) => {
                let name = name.to_owned();
                self.exports
                    .start(move || lists::write_file(&path, &name, &members), ctx);
            }
        }
    }

    /// The composer's recipients, as the draft holds them.
    pub fn composer_recipients(&self) -> &[DraftRecipient] {
        &self.composer.draft.recipients
    }

    /// What "Import list from file…" does once its dialog has named a file (tests start
    /// here: a native dialog cannot be driven).
    pub fn import_list_from(&mut self, path: std::path::PathBuf, ctx: &egui::Context) {
        self.list_files
            .start(move || Some(lists::read_file(&path)), ctx);
    }

    /// What "Export list…" does once its dialog has named a file (tests start here).
    pub fn export_list_to(&mut self, name: String, path: std::path::PathBuf) {
        let Some(environment) = self.lists.environment().map(str::to_owned) else {
            return;
        };
        let request = self.job();
        self.lists.expect(request, lists::ListUse::Export(path));
        self.store.send(StoreRequest::LoadList {
            request,
            environment,
            name,
        });
    }

    /// Saves a named list, then reads the lists again so the menus show it.
    fn save_list(&mut self, name: String, members: Vec<DraftRecipient>) {
        let Some(environment) = self.lists.environment().map(str::to_owned) else {
            return;
        };
        self.store.send(StoreRequest::SaveList {
            environment: environment.clone(),
            name,
            members,
        });
        self.store.send(StoreRequest::Lists { environment });
    }

    /// Asks the store what was sent to the inspected freelancer, when it changed.
    fn follow_inspected(&mut self, uuid: Option<uuid::Uuid>) {
        let Some(uuid) = uuid else { return };
        let Some(environment) = self.lists.environment().map(str::to_owned) else {
            return;
        };
        let same = self.history.as_ref().is_some_and(|(u, _)| *u == uuid);
        if same && !self.history_stale {
            return;
        }
        self.history_stale = false;
        if !same {
            self.history = Some((uuid, inspector::SentHistory::Loading));
        }
        self.store.send(StoreRequest::History { environment, uuid });
    }

    fn job(&mut self) -> JobId {
        self.next_job += 1;
        self.next_job
    }

    fn run(&mut self, action: LookupAction, ctx: &egui::Context) {
        match action {
            LookupAction::Start(uuids) => {
                let job = self.job();
                self.lookup.started(job, uuids.len());
                self.session.send(Command::LookUp { job, uuids });
            }
            LookupAction::Cancel(job) => self.session.send(Command::Cancel { job }),
            LookupAction::AddToRecipients {
                recipients,
                left_out,
            } => {
                let offered = recipients.len();
                let added = self.composer.add_recipients(recipients);
                let mut notice = format!(
                    "{added} added to the recipients ({} in all)",
                    self.composer.draft.recipients.len()
                );
                if added < offered {
                    notice.push_str(&format!(", {} already there", offered - added));
                }
                if left_out > 0 {
                    notice.push_str(&format!(
                        "; {left_out} selected rows left out because their profiles did not load"
                    ));
                }
                notice.push('.');
                self.notices.push(notice);
            }
            LookupAction::Export(table) => {
                let Some(folder) = self.export_folder() else {
                    return;
                };
                self.exports.start(
                    move || export::export(&folder, "directory-desk", &table),
                    ctx,
                );
            }
        }
    }
}

impl eframe::App for DeskApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        if !std::mem::replace(&mut self.zoom_restored, true)
            && let Some(zoom) = self.persisted.zoom.filter(|z| (0.25..=5.0).contains(z))
        {
            ctx.set_zoom_factor(zoom);
        }
        if self.session.poll() {
            self.session.send(Command::WhoAmI);
            self.outbox.model.opening();
            self.outbox_wanted = true;
        }
        if self.environment_names.is_empty() && !self.names.is_busy() {
            self.names.start(session::environment_names, ctx);
        }
        if let Some(names) = self.names.finished().pop() {
            self.environment_names = names;
        }
        for done in self.keyring.finished() {
            self.on_keyring(done);
        }
        if let Some(signed_in) = self.browser.poll() {
            self.open_signed_in(signed_in, ctx);
        }
        while let Some(event) = self.session.next_event() {
            self.handle(event, ctx);
        }
        self.follow_environment();
        while let Some(answer) = self.store.try_next() {
            self.on_store(answer, ctx);
        }
        self.open_outbox();
        for exported in self.exports.finished() {
            match exported {
                Ok(news) => self.notices.push(news),
                Err(problem) => self.notices.problem(problem),
            }
        }
        for folder in self.folder_dialog.finished().into_iter().flatten() {
            self.notices
                .push(format!("CSV exports now go to {}", folder.display()));
            self.persisted.export_folder = Some(folder);
        }
        for read in self.list_files.finished().into_iter().flatten() {
            match read {
                Ok(file) => {
                    let note = (file.invalid > 0).then(|| {
                        format!(
                            "{} in the file looked like a mistyped UUID and {} left out.",
                            composer::plural(file.invalid, "token"),
                            if file.invalid == 1 { "is" } else { "are" }
                        )
                    });
                    self.lists
                        .ask_name(file.members, file.file_name, note, file.stem);
                }
                Err(problem) => self.notices.problem(problem),
            }
        }
        for (name, path) in self.list_exports.finished().into_iter().flatten() {
            self.export_list_to(name, path);
        }
        for imported in self.imports.finished().into_iter().flatten() {
            match imported.text {
                Ok(text) => {
                    self.persisted.open_tab = Tab::Lookup;
                    self.lookup.import(&imported.file_name, &text);
                }
                Err(why) => self
                    .notices
                    .problem(format!("Could not import {}: {why}", imported.file_name)),
            }
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let dialog_open = self.folder_dialog.is_busy()
            || self.imports.is_busy()
            || self.list_files.is_busy()
            || self.list_exports.is_busy();
        let menu = egui::Panel::top("menu")
            .show(ui, |ui| {
                menu::show(
                    ui,
                    frame,
                    menu::MenuState {
                        export_folder: self.persisted.export_folder.as_deref(),
                        dialog_open,
                        lists: self
                            .lists
                            .environment()
                            .map(|_| self.lists.summaries.as_slice()),
                    },
                )
            })
            .inner;
        match menu {
            Some(menu::MenuAction::Import(dialog)) => {
                let pick = menu::pick_file(dialog);
                self.imports
                    .start(move || pick().map(|path| import::read(&path)), ui.ctx());
            }
            Some(menu::MenuAction::ChooseExportFolder(dialog)) => {
                self.folder_dialog
                    .start(menu::pick_folder(dialog), ui.ctx());
            }
            Some(menu::MenuAction::UseDefaultExportFolder) => {
                self.persisted.export_folder = None;
            }
            Some(menu::MenuAction::ImportList(dialog)) => {
                let pick = menu::pick_file(dialog);
                self.list_files
                    .start(move || pick().map(|path| lists::read_file(&path)), ui.ctx());
            }
            Some(menu::MenuAction::ExportList { name, dialog }) => {
                let pick = menu::pick_save(dialog);
                self.list_exports
                    .start(move || pick().map(|path| (name, path)), ui.ctx());
            }
            Some(menu::MenuAction::Help(action)) => self.on_help(action, ui.ctx()),
            None => {}
        }
        if let Some(problem) = self.help.show_crash_offer(ui) {
            self.notices.problem(problem);
        }
        self.help.show_about(ui.ctx());
        let dropped: Vec<_> = ui.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        for path in dropped {
            self.imports
                .start(move || Some(import::read(&path)), ui.ctx());
        }
        if ui.input(|i| !i.raw.hovered_files.is_empty()) {
            egui::Panel::top("drop-hint").show(ui, |ui| {
                ui.strong("Drop the file to import the UUIDs in it (CSV, text, e-mail…)");
            });
        }
        if ui.input_mut(|i| i.consume_shortcut(&lookup::FOCUS_SHORTCUT)) {
            self.persisted.open_tab = Tab::Lookup;
            ui.memory_mut(|m| m.request_focus(lookup::paste_id()));
        }
        egui::Panel::bottom("status").show(ui, |ui| {
            status_bar::show(ui, &self.session, self.user.as_ref())
        });
        egui::Panel::bottom("activity").show(ui, |ui| self.activity.show(ui));
        self.notices.show(ui.ctx());
        let mut refresh = None;
        // The inspector belongs beside the results table, not the composer or the account.
        let table_open = matches!(self.persisted.open_tab, Tab::Lookup | Tab::Search);
        if table_open {
            self.follow_inspected(self.lookup.focused_row().map(|row| row.uuid));
            let focused = self.lookup.focused_row();
            let history = self
                .history
                .as_ref()
                .filter(|(uuid, _)| focused.is_some_and(|row| row.uuid == *uuid))
                .map(|(_, history)| history);
            egui::Panel::right("inspector")
                .resizable(true)
                .default_size(380.0)
                .min_size(260.0)
                .show(ui, |ui| {
                    ui.heading("Profile");
                    if let Some(inspector::InspectorAction::Refresh(uuid)) =
                        inspector::show(ui, focused, history)
                    {
                        refresh = Some(uuid);
                    }
                });
        }
        let samples = match &self.session {
            Session::Open { connection, .. } if connection.is_sandbox() => {
                Some(|| connection.sandbox_samples(25))
            }
            _ => None,
        };
        let samples = samples.as_ref().map(|f| f as &dyn Fn() -> Vec<uuid::Uuid>);
        let mut search = None;
        let mut account = None;
        let mut compose = None;
        let mut outbox_action = None;
        let action = egui::CentralPanel::default_margins()
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.selectable_value(
                        &mut self.persisted.open_tab,
                        Tab::Lookup,
                        egui::RichText::new("UUID lookup").heading(),
                    );
                    ui.selectable_value(
                        &mut self.persisted.open_tab,
                        Tab::Search,
                        egui::RichText::new("Directory search").heading(),
                    );
                    let recipients = self.composer.draft.recipients.len();
                    ui.selectable_value(
                        &mut self.persisted.open_tab,
                        Tab::Compose,
                        egui::RichText::new(if recipients == 0 {
                            "Compose".to_owned()
                        } else {
                            format!("Compose ({recipients})")
                        })
                        .heading(),
                    );
                    ui.selectable_value(
                        &mut self.persisted.open_tab,
                        Tab::Outbox,
                        egui::RichText::new(outbox_tab_title(&self.outbox.model)).heading(),
                    );
                    ui.selectable_value(
                        &mut self.persisted.open_tab,
                        Tab::Account,
                        egui::RichText::new("Account").heading(),
                    );
                });
                if self.persisted.open_tab == Tab::Account {
                    account = self.account.show(
                        ui,
                        &self.session,
                        self.user.as_ref(),
                        &self.environment_names,
                        self.keyring.is_busy(),
                        &self.browser,
                    );
                    return None;
                }
                if self.persisted.open_tab == Tab::Compose {
                    // Sending needs the outbox as well as the connection.
                    let blocked = match (&self.session, &self.outbox.model.journal) {
                        (Session::Open { .. }, outbox::JournalState::Open) => None,
                        (Session::Open { .. }, outbox::JournalState::Failed(_)) => {
                            Some("The outbox could not be opened: nothing can be sent")
                        }
                        (Session::Open { .. }, _) => Some("The outbox is opening"),
                        _ => Some("Not connected to the directory"),
                    };
                    let sent = self.composer.sent_job.and_then(|id| {
                        let job = self.outbox.model.job(id)?;
                        Some((job, self.outbox.model.status(job)))
                    });
                    compose = self.composer.show(
                        ui,
                        composer::ComposerContext {
                            blocked,
                            connected: matches!(self.session, Session::Open { .. }),
                            sent,
                            lists: &self.lists.summaries,
                        },
                    );
                    return None;
                }
                if self.persisted.open_tab == Tab::Outbox {
                    outbox_action = self.outbox.show(ui);
                    return None;
                }
                if self.imports.is_busy() {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label("Importing the file…");
                    });
                }
                // Nothing can be looked up or searched until the environment is open.
                let connected = matches!(self.session, Session::Open { .. });
                let action = ui
                    .add_enabled_ui(connected, |ui| match self.persisted.open_tab {
                        Tab::Lookup => {
                            self.lookup
                                .show_input(ui, &mut self.persisted.lookup, samples)
                        }
                        Tab::Search => {
                            search = self.search.show(ui);
                            None
                        }
                        Tab::Account | Tab::Compose | Tab::Outbox => None,
                    })
                    .inner;
                ui.separator();
                let from_table = self.lookup.show_table(ui, &mut self.persisted.lookup);
                action.or(from_table)
            })
            .inner;
        if let Some(action) = account {
            self.on_account(action, ui.ctx());
        }
        match compose {
            Some(composer::ComposerAction::Create(job)) => {
                let request = self.job();
                self.composer.creating(request);
                self.session
                    .send(Command::Outbox(OutboxCommand::Create { request, job }));
            }
            Some(composer::ComposerAction::OpenOutbox(job)) => {
                self.persisted.open_tab = Tab::Outbox;
                self.outbox.reveal(job);
            }
            Some(composer::ComposerAction::Verify(uuids)) if !uuids.is_empty() => {
                let job = self.job();
                self.composer.verifying(job, uuids.len());
                self.session.send(Command::LookUp { job, uuids });
            }
            Some(composer::ComposerAction::CancelVerify(job)) => {
                self.composer.verification.cancel();
                self.session.send(Command::Cancel { job });
            }
            Some(composer::ComposerAction::SaveAsList(members)) => {
                self.lists
                    .ask_name(members, "the composer".into(), None, String::new());
            }
            Some(composer::ComposerAction::AddFromList(name)) => {
                if let Some(environment) = self.lists.environment().map(str::to_owned) {
                    let request = self.job();
                    self.lists.expect(request, lists::ListUse::AddToRecipients);
                    self.store.send(StoreRequest::LoadList {
                        request,
                        environment,
                        name,
                    });
                }
            }
            Some(composer::ComposerAction::Verify(_)) | None => {}
        }
        if let Some((name, members)) = self.lists.show_naming(ui.ctx()) {
            self.save_list(name, members);
        }
        if let Some(action) = outbox_action {
            self.on_outbox_action(action, ui.ctx());
        }
        for save in self.composer.take_saves() {
            self.store.send(save);
        }
        if let Some(query) = search {
            let job = self.job();
            self.search.started(job);
            self.session.send(Command::Search { job, query });
        }
        if let Some(action) = action {
            self.run(action, ui.ctx());
        }
        if let Some(uuid) = refresh.filter(|_| self.lookup.running.is_none()) {
            self.run(LookupAction::Start(vec![uuid]), ui.ctx());
        }
        let zoom = ui.ctx().zoom_factor();
        self.persisted.zoom = (zoom != 1.0).then_some(zoom);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.persisted);
    }
}

/// "Outbox", with what waits for the user or is going out.
fn outbox_tab_title(model: &outbox::OutboxModel) -> String {
    match model.needing_you() {
        0 if model.is_sending() => "Outbox (sending)".into(),
        0 => "Outbox".into(),
        n => format!("Outbox ({n} need you)"),
    }
}

/// Rendered from `assets/icon.svg` by `packaging/render-icons.sh`.
pub const WINDOW_ICON: &[u8] = include_bytes!("../../assets/icon-256.png");

/// Opens the window on `renderer`. Returns a message for the user when no window can be
/// opened.
pub fn run(renderer: RendererChoice) -> Result<(), String> {
    let options = || {
        let mut viewport = egui::ViewportBuilder::default()
            .with_title("Directory Desk")
            .with_app_id("directory-desk")
            .with_inner_size([1280.0, 780.0])
            .with_min_inner_size([820.0, 480.0]);
        // The icon is ours and decodes; should it ever not, the window opens without it.
        if let Ok(icon) = eframe::icon_data::from_png_bytes(WINDOW_ICON) {
            viewport = viewport.with_icon(icon);
        }
        eframe::NativeOptions {
            viewport,
            ..Default::default()
        }
    };
    renderer::run(renderer, options, |cc, info| {
        Box::new(DeskApp::new(cc).with_renderer(info))
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_window_icon_decodes_at_its_size() {
        let icon = eframe::icon_data::from_png_bytes(super::WINDOW_ICON)
            .expect("the committed icon is a PNG");
        assert_eq!((icon.width, icon.height), (256, 256));
    }
}
