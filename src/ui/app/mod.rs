//! The eframe app, split the way a frame runs:
//!
//! - this file: [`DeskApp`] (the runtime handles: the session, the store, the background
//!   channel) and its construction; what survives a restart is [`Persisted`];
//! - [`logic`](self::logic): once per frame, before drawing, everything that arrived: the
//!   session opening, the worker's events, the store's answers, the background jobs' results;
//! - [`draw`](self::draw): the panels, one function per tab, dispatched by a `match`. Drawing
//!   changes nothing outside a panel's own state: what the user asked for is pushed as an
//!   [`AppAction`] into the frame's queue;
//! - [`actions`](self::actions): the queue applied in one place after the frame;
//! - [`account`](self::account): what switching environments and signing in or out does;
//! - [`connection`](self::connection): what the Connection settings dialog asks for (read,
//!   save, remove, test), on the background channel;
//! - [`offers`](self::offers): the look at the offers every few seconds, and the store's
//!   answers about them (to the board, and the answers' lessons to the vendor records);
//! - [`team`](self::team): what its *Team database* section asks for (join and status on
//!   the worker, leave on the background channel);
//! - [`scope`](self::scope): what belongs to one directory (drafts, lists, the results table,
//!   the sent history, vendor records, the outbox view), each fact held once and replaced
//!   whole when the directory changes.

mod account;
mod actions;
mod connection;
mod draw;
mod logic;
mod offers;
mod scope;
mod team;

use serde::{Deserialize, Serialize};

use super::background::{Finished, Tasks};
use super::lookup::{LookupView, PasteBox};
use super::renderer::RendererInfo;
use super::session::{EnvironmentChoice, Session};
use super::sign_in::{self, OpenBrowser, system_browser};
use super::{activity, help, import, lists, search, toasts};
use crate::api::User;
use crate::auth::{CredentialStore, KeyringError};
use crate::config::Environment;
use crate::secret::Secret;
use crate::store::{DraftRecipient, StoreService};

use actions::AppAction;
pub use help::OpenPath;
use scope::EnvironmentScope;

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
    /// The results table's sort and filter. Nested rather than flattened: eframe keeps this in
    /// RON, where a flattened field would make every earlier saved state unreadable (and so
    /// reset); nested, earlier states load and only the table's sort and filter start over.
    pub lookup: LookupView,
    /// The user's zoom on top of the OS scale; 1.0 when unset.
    pub zoom: Option<f32>,
    /// The search form as last left. Nested like `lookup`, for the same reason: states saved
    /// before it existed load, with an empty form.
    pub search: search::SearchForm,
    /// The window's language from View → Language; `None` follows the system.
    pub language: Option<crate::i18n::Language>,
}

/// The central area's tabs: two ways to fill the results table, writing to freelancers, what
/// became of what was sent, and the account. The tab bar and the dispatcher in `draw` both
/// go through [`Tab::ALL`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    #[default]
    Lookup,
    Search,
    Compose,
    Outbox,
    /// Offers sent a wave at a time, and the answers to them.
    Offers,
    Account,
}

impl Tab {
    pub const ALL: [Tab; 6] = [
        Tab::Lookup,
        Tab::Search,
        Tab::Compose,
        Tab::Outbox,
        Tab::Offers,
        Tab::Account,
    ];

    /// The tabs beside which the profile inspector belongs: those that show the results table
    /// (the search's matches have a view of their own).
    fn shows_results(self) -> bool {
        matches!(self, Tab::Lookup)
    }
}

/// The panels that do not depend on the environment. (The results table does: it is in the
/// scope. The paste box above it holds what is being typed, kept as the directory changes.)
#[derive(Default)]
struct Panels {
    paste: PasteBox,
    search: search::SearchPanel,
    activity: activity::ActivityPanel,
    account: super::account::AccountPanel,
    /// About, logs, diagnostics and the last crash's report.
    help: help::Help,
}

/// The browser sign-in and the typed key waiting for the directory's word.
struct SigningIn {
    /// A sign-in through the browser, while it runs and when it needs the user's word.
    browser: sign_in::BrowserSignIn,
    /// How the authorize address is opened: the system's browser, or a test's stand-in.
    open_browser: OpenBrowser,
    /// A key typed in the Account panel, stored once the directory accepts it.
    unverified_key: Option<(String, Secret)>,
    /// The environment whose typed key the keyring could not keep: it lasts this session
    /// only, as a browser sign-in kept for the session does, and signing out has nothing to
    /// remove from the keyring.
    unkept_key: Option<String>,
}

/// What a job on the background channel reports, one variant per kind of job.
enum Done {
    /// A typed API key was saved to the keyring (or why not).
    KeySaved(String, Result<(), KeyringError>),
    /// The keyring forgot an environment's secrets (or why not).
    Forgotten(Box<Environment>, Result<(), KeyringError>),
    /// The names the environment picker offers, from the configuration file.
    EnvironmentNames(Vec<String>),
    /// A file of UUIDs was read for the lookup box (`None`: its dialog was cancelled).
    Imported(Option<import::Imported>),
    /// The export-folder dialog closed (`None`: cancelled).
    ExportFolder(Option<std::path::PathBuf>),
    /// A CSV file was written: the news, or the problem.
    Exported(Result<String, String>),
    /// A file was read for a new list (`None`: its dialog was cancelled).
    ListFile(Option<Result<lists::FileList, String>>),
    /// A save dialog for a list's export closed: the list and where it goes (`None`:
    /// cancelled).
    ListExportPath(Option<(String, std::path::PathBuf)>),
    /// A Connection settings job finished.
    Connection(Box<connection::Finished>),
    /// A background job of this kind panicked.
    Stopped(Busy),
}

/// What kind of background job runs, for "is one still running?".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Busy {
    Keyring,
    EnvironmentNames,
    /// Connection settings: reading, saving or testing.
    Connection,
    /// A file being read for the lookup box.
    Import,
    /// A native file dialog other than the import's.
    Dialog,
    Export,
}

impl Finished for Done {
    type Kind = Busy;

    fn kind(&self) -> Busy {
        match self {
            Done::KeySaved(..) | Done::Forgotten(..) => Busy::Keyring,
            Done::EnvironmentNames(_) => Busy::EnvironmentNames,
            Done::Connection(_) => Busy::Connection,
            Done::Imported(_) => Busy::Import,
            Done::ExportFolder(_) | Done::ListFile(_) | Done::ListExportPath(_) => Busy::Dialog,
            Done::Exported(_) => Busy::Export,
            Done::Stopped(kind) => *kind,
        }
    }

    fn stopped(kind: Busy) -> Self {
        Done::Stopped(kind)
    }
}

pub struct DeskApp {
    persisted: Persisted,
    session: Session,
    /// Who the directory says we are, or why it would not say.
    user: Option<Result<Box<User>, crate::api::Explained>>,
    panels: Panels,
    /// What belongs to the environment the session is on.
    scope: EnvironmentScope,
    /// Drafts, lists and the sent history, on the database's own thread.
    store: StoreService,
    /// The folder the database is in (the outbox journal shares it), once the store has
    /// opened it, or why it could not.
    data_folder: Option<Result<std::path::PathBuf, String>>,
    credentials: CredentialStore,
    signing_in: SigningIn,
    /// Every job that runs off the UI thread reports here.
    background: Tasks<Done>,
    environment_names: Vec<String>,
    /// The configuration file the environments come from, and the settings dialog changes.
    config_path: Option<std::path::PathBuf>,
    /// Finished jobs and other news, until dismissed.
    notices: toasts::Toasts,
    /// The saved zoom is applied on the first frame.
    zoom_restored: bool,
}

impl DeskApp {
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        crate::ui::fonts::install(&cc.egui_ctx);
        let persisted: Persisted = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, eframe::APP_KEY))
            .unwrap_or_default();
        crate::ui::language::start(persisted.language);
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
            panels: Panels::default(),
            scope: EnvironmentScope::default(),
            store,
            data_folder: None,
            credentials,
            signing_in: SigningIn {
                browser: sign_in::BrowserSignIn::default(),
                open_browser: system_browser(),
                unverified_key: None,
                unkept_key: None,
            },
            background: Tasks::default(),
            environment_names: Vec::new(),
            config_path: crate::config::default_path(),
            notices: toasts::Toasts::default(),
            zoom_restored: false,
        }
    }

    /// Records what draws the window, for About and diagnostics.
    pub fn with_renderer(mut self, renderer: RendererInfo) -> Self {
        self.panels.help.renderer = renderer;
        self
    }

    /// Opens logs and crash reports with `open_path` instead of the system's file manager
    /// (tests record what would open).
    pub fn open_files_with(&mut self, open_path: OpenPath) {
        self.panels.help.open_path = open_path;
    }

    /// Reads and changes environments in the configuration file at `path` instead of the
    /// OS config folder's (tests use a file of their own). Call before the first frame.
    pub fn with_config_file(mut self, path: std::path::PathBuf) -> Self {
        self.config_path = Some(path);
        self
    }

    /// Opens the authorize address with `open_browser` instead of the system's browser
    /// (tests sign in through a stand-in that consents over HTTP).
    pub fn with_browser(mut self, open_browser: OpenBrowser) -> Self {
        self.signing_in.open_browser = open_browser;
        self
    }

    /// The names the window gives the directory's codes: the built-in catalogue until the
    /// directory's own lists arrive (tests check which one it holds).
    pub fn catalogue(&self) -> &std::sync::Arc<crate::catalogue::Catalogue> {
        &self.scope.catalogue
    }

    /// What would be saved now (tests check what survives a restart).
    pub fn persisted(&self) -> &Persisted {
        &self.persisted
    }

    /// The composer's recipients, as the draft holds them.
    pub fn composer_recipients(&self) -> &[DraftRecipient] {
        &self.scope.composer.draft.recipients
    }

    /// The open "Offer a job…" form's language pair (tests check what a form was opened
    /// with), as the offer would keep it: the directory's names.
    pub fn offer_form_pair(&self) -> Option<String> {
        let form = self.scope.offers.form.as_ref()?;
        form.pair_words(&self.scope.catalogue).ok().flatten()
    }

    /// The open "Offer a job…" form's candidates, UUID and name, in the order offered (none
    /// when it is closed).
    pub fn offer_form_candidates(&self) -> Vec<(uuid::Uuid, Option<&str>)> {
        let form = self.scope.offers.form.iter();
        form.flat_map(|f| &f.candidates)
            .map(|c| (c.uuid, c.name.as_deref()))
            .collect()
    }

    /// When the open review of "Offer a job…" says each message of the first wave goes
    /// (Unix ms), with their time as it reads it, by UUID (none while no review is open).
    pub fn offer_review_times(&self) -> Vec<(uuid::Uuid, i64, String)> {
        let form = self.scope.offers.form.as_ref();
        form.map(|f| f.review_times()).unwrap_or_default()
    }

    /// How `uuid` answers offers, as the window learned it (this desk's answers and, in a
    /// team, every desk's); `None` before any offer to them.
    pub fn responsiveness_of(
        &self,
        uuid: uuid::Uuid,
    ) -> Option<&crate::offers::responsiveness::Responsiveness> {
        self.scope.vendors.responsiveness(uuid)
    }

    /// What "Import list from file…" does once its dialog has named a file (tests start
    /// here: a native dialog cannot be driven).
    pub fn import_list_from(&mut self, path: std::path::PathBuf, ctx: &egui::Context) {
        self.background.start(
            Busy::Dialog,
            move || Done::ListFile(Some(lists::read_file(&path))),
            ctx,
        );
    }

    /// What "Export list…" does once its dialog has named a file (tests start here).
    pub fn export_list_to(&mut self, name: String, path: std::path::PathBuf) {
        self.load_list(name, lists::ListUse::Export(path));
    }

    /// The data folder: the database's, or where it would be if the database did not open.
    fn data_folder(&self) -> Option<std::path::PathBuf> {
        match &self.data_folder {
            Some(Ok(folder)) => Some(folder.clone()),
            _ => crate::store::default_folder(),
        }
    }
}

/// A directory's key as the window names it: `store::directory_label`'s words in the
/// window's language (that one stays English for the command line and the journal).
fn directory_label(directory: &str) -> String {
    if directory == crate::api::BUILT_IN_SANDBOX {
        crate::tr!("app-directory-sandbox")
    } else if let Some(name) = directory.strip_prefix("environment:") {
        crate::tr!("app-directory-old-environment", name = name)
    } else {
        crate::store::directory_label(directory)
    }
}

impl eframe::App for DeskApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.take_in(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let mut actions = Vec::new();
        self.draw(ui, frame, &mut actions);
        for action in actions.drain(..) {
            self.apply(action, ui.ctx());
        }
        self.draw_overlays(ui, &mut actions);
        for action in actions {
            self.apply(action, ui.ctx());
        }
        self.after_frame(ui.ctx());
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.persisted);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_state_saved_before_the_search_form_was_kept_still_loads() {
        // As eframe wrote it before `search` existed.
        let old = "(open_tab: Search, environment: None, export_folder: None, \
                   lookup: (sort: None, filter: \"ada\"), zoom: Some(1.25))";
        let loaded: Persisted = ron::from_str(old).expect("an older state loads");
        assert_eq!(loaded.open_tab, Tab::Search);
        assert_eq!(loaded.zoom, Some(1.25));
        assert_eq!(loaded.search, search::SearchForm::default());
    }

    #[test]
    fn the_search_form_survives_a_restart() {
        let persisted = Persisted {
            search: search::SearchForm {
                source: Some("eng".into()),
                target: Some("deu".into()),
                country: Some("ch".into()),
                members_only: true,
                ..Default::default()
            },
            ..Persisted::default()
        };
        let saved = ron::to_string(&persisted).unwrap();
        let loaded: Persisted = ron::from_str(&saved).unwrap();
        assert_eq!(loaded.search, persisted.search);
    }
}
