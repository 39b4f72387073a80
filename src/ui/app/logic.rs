//! Once per frame, before drawing: everything that arrived since the last frame. The session
//! opening, the background channel, the worker's events (a browser sign-in's among them) and
//! the store's answers are each drained in one loop here; none of them is waited for.

use super::actions::AppAction;
use super::scope::EnvironmentScope;
use super::{Busy, DeskApp, Done};
use crate::outbox::SendSettings;
use crate::store::Ticket;
use crate::store::{DraftRecipient, JobAccount, StoreAnswer, StoreRequest, VendorRecord};
use crate::ui::ids;
use crate::ui::outbox::JournalState;
use crate::ui::search::Fetched;
use crate::ui::{LookupAction, Tab, inspector, lists};
use crate::worker::{Command, Event, LookupEnd, OutboxCommand, OutboxEvent, SearchEnd};

impl DeskApp {
    /// Takes in what arrived: called by eframe before every frame's drawing.
    pub(super) fn take_in(&mut self, ctx: &egui::Context) {
        self.restore_zoom(ctx);
        let opened = self.session.poll();
        self.follow_environment();
        if opened {
            self.session.send(Command::WhoAmI);
            if let Some(directory) = self.scope.directory() {
                self.session.send(Command::FetchCatalogue {
                    environment: directory.to_owned(),
                });
            }
            // The jobs of the session before are gone with its worker; what a directory
            // said about availability is asked afresh.
            self.scope.availability = Default::default();
            self.scope.outbox.model.opening();
            self.request_outbox();
        }
        if self.environment_names.is_empty() && !self.background.is_busy(Busy::EnvironmentNames) {
            self.refresh_environment_names(ctx);
        }
        while let Some(done) = self.background.next() {
            self.on_background(done, ctx);
        }
        while let Some(event) = self.session.next_event() {
            self.on_event(event, ctx);
        }
        while let Some(answer) = self.store.try_next() {
            self.on_store(answer, ctx);
        }
        self.ask_for_availability();
        self.tick_offers(ctx);
    }

    /// Asks the worker for the availability of the freelancers on show (the inspected one
    /// first, then the table's rows on screen when its column is shown), at most the
    /// environment's concurrency at a time, and cancels what scrolled away.
    fn ask_for_availability(&mut self) {
        if !matches!(self.session, crate::ui::session::Session::Open { .. }) {
            return;
        }
        let limit = self
            .session
            .environment()
            .map_or(4, |environment| environment.client.concurrency);
        let mut wanted: Vec<uuid::Uuid> = self.inspected().into_iter().collect();
        wanted.extend(self.scope.lookup.availability_wanted());
        let today = super::super::availability::utc_today();
        let plan = self.scope.availability.plan(&wanted, today, limit);
        for job in plan.cancel {
            self.session.send(Command::Cancel { task: job });
        }
        let Some(from) = plan.today else {
            return;
        };
        for uuid in plan.ask {
            let job = ids::task();
            self.scope.availability.asked(uuid, job);
            self.session.send(Command::Availability {
                task: job,
                uuids: vec![uuid],
                from,
                to: super::super::availability::strip_end(from),
            });
        }
    }

    /// Whom the inspector shows: the search's match opened, on its tab, or the board's
    /// candidate opened, on the Offers tab, else the results table's focused row.
    pub(super) fn inspected(&self) -> Option<uuid::Uuid> {
        self.inspected_row().map(|row| row.uuid)
    }

    /// The row the inspector shows (see [`Self::inspected`]).
    pub(super) fn inspected_row(&self) -> Option<&crate::ui::lookup::Row> {
        let opened = match self.persisted.open_tab {
            crate::ui::Tab::Search => self.panels.search.opened(),
            crate::ui::Tab::Offers => self.scope.offers.model.inspected.row(),
            _ => None,
        };
        opened.or_else(|| self.scope.lookup.focused_row())
    }

    /// Saves what the frame's actions changed: the composer's edits, the zoom.
    pub(super) fn after_frame(&mut self, ctx: &egui::Context) {
        for save in self.scope.composer.take_saves() {
            self.store.send(save);
        }
        self.ask_for_vendors();
        let zoom = ctx.zoom_factor();
        self.persisted.zoom = (zoom != 1.0).then_some(zoom);
    }

    fn restore_zoom(&mut self, ctx: &egui::Context) {
        if !std::mem::replace(&mut self.zoom_restored, true)
            && let Some(zoom) = self.persisted.zoom.filter(|z| (0.25..=5.0).contains(z))
        {
            ctx.set_zoom_factor(zoom);
        }
    }

    /// When the session is on another environment than the scope, the scope is replaced
    /// whole: the old draft's last edits are saved first, so nothing composed is lost.
    fn follow_environment(&mut self) {
        let Some((directory, name)) = self
            .session
            .environment()
            .map(|e| (e.directory_key(), e.name.clone()))
        else {
            return;
        };
        if self.scope.is_for(&directory) {
            return;
        }
        for save in self.scope.composer.take_saves() {
            self.store.send(save);
        }
        let (scope, requests) = EnvironmentScope::open(&directory, &name);
        self.scope = scope;
        for request in requests {
            self.store.send(request);
        }
    }

    /// Opens the journal of a session whose outbox is opening, once the data folder is known:
    /// called when the session opens and when the store says where the data folder is, and
    /// only one of those finds both ready.
    fn request_outbox(&mut self) {
        if self.scope.outbox.model.journal != JournalState::Opening {
            return;
        }
        let (Some(folder), Some(environment)) = (&self.data_folder, self.session.environment())
        else {
            return;
        };
        match folder {
            Ok(folder) => {
                self.session.send(Command::Outbox(OutboxCommand::Open {
                    folder: folder.clone(),
                    directory: environment.directory_key(),
                    environment: Some(environment.name.clone()),
                    settings: SendSettings::default(),
                    team: Box::new(crate::worker::team_guard::TeamToCheck {
                        joined: environment.team.clone(),
                        config: self.config_path.clone(),
                        keyring: self.credentials.clone(),
                        recent_days: environment.recent_contact_days,
                        away_retry: crate::worker::team_guard::TEAM_AWAY_RETRY,
                    }),
                }));
                self.tell_outbox_who_signed_in();
            }
            Err(why) => self.scope.outbox.model.unavailable(why.clone()),
        }
    }

    /// The outbox writes new jobs as the signed-in account, and sends no job written as
    /// another; told whenever the account becomes known (the outbox may open before or
    /// after the directory says who it is).
    fn tell_outbox_who_signed_in(&self) {
        if let Some(Ok(user)) = &self.user
            && let Some(account) = JobAccount::of(user)
        {
            self.session
                .send(Command::Outbox(OutboxCommand::SignedIn(account)));
        }
    }

    /// The directory refused the credentials (`why`): the status bar and the Account panel
    /// say so until the user signs in again.
    fn credentials_refused(&mut self, why: crate::api::Explained) {
        self.user = Some(Err(why));
    }

    fn on_event(&mut self, event: Event, ctx: &egui::Context) {
        match event {
            Event::ApiCall(call) => self.panels.activity.record(call),
            Event::User(result) => {
                self.keep_or_drop_typed_key(result.is_ok(), ctx);
                if let Ok(user) = &result {
                    self.scope.composer.suggest_sender(user);
                }
                self.user = Some(result.map_err(|e| e.explained()));
                self.tell_outbox_who_signed_in();
            }
            Event::LookedUp {
                task,
                uuid,
                result,
                progress,
            } => self.scope.on_looked_up(task, uuid, result, progress),
            event @ (Event::ListsSyncProgress { .. } | Event::ListsSynced { .. }) => {
                self.on_lists_sync(event)
            }
            Event::LookupFinished { task, end } => {
                if let LookupEnd::SignedOut(err) = &end {
                    self.credentials_refused(err.explained());
                }
                if let Some(notice) = self.scope.on_lookup_finished(task, &end) {
                    self.notices.add(notice);
                }
            }
            Event::Searched { task, result } => self.panels.search.on_result(task, result),
            Event::Matches {
                task,
                matches,
                progress,
            } => {
                for freelancer in self.panels.search.on_matches(task, matches, progress) {
                    if let Some(uuid) = freelancer.uuid {
                        self.scope.profiles.learn_profile(uuid, &freelancer);
                    }
                }
            }
            Event::MatchesFinished { task, end } => self.on_matches_finished(task, end, ctx),
            Event::Catalogue {
                environment,
                catalogue,
            } => {
                // An answer for an environment the window has since left names nothing here.
                if self.scope.is_for(&environment) {
                    self.scope.catalogue = catalogue;
                    self.scope.catalogue_answered = true;
                }
            }
            Event::Availability { task, uuid, result } => self.on_availability(task, uuid, &result),
            Event::AvailabilityFinished { task, end } => self.on_availability_end(task, &end),
            Event::Outbox(event) => self.on_outbox(event, ctx),
            Event::SignIn { task, progress } => {
                if let Some(signed_in) = self.signing_in.browser.on_event(task, progress) {
                    self.open_signed_in(signed_in, ctx);
                }
            }
            // Taken by `Session::poll` while the session opens.
            Event::Renewed(_) => {}
            Event::Summary {
                task,
                uuid,
                summary,
                progress,
            } => self.scope.on_summary(task, uuid, summary, progress),
            Event::SummariesFinished { task, end, .. } => {
                self.scope.on_summaries_finished(task, &end)
            }
            Event::Team(event) => self.on_team(event),
            Event::Probed { task, lines } => self.panels.account.settings.tested(task, lines),
        }
    }

    /// Every match fetched for "Add all … to recipients", or why not.
    fn on_matches_finished(
        &mut self,
        job: crate::worker::TaskId,
        end: SearchEnd,
        ctx: &egui::Context,
    ) {
        if let SearchEnd::Failed(err) = &end
            && err.is_authentication()
        {
            self.credentials_refused(err.explained());
        }
        match self.panels.search.on_fetched(job, end) {
            Some(Fetched::Recipients {
                recipients,
                left_out,
            }) => self.apply(
                AppAction::Lookup(LookupAction::AddToRecipients {
                    recipients,
                    left_out,
                }),
                ctx,
            ),
            Some(Fetched::Nothing(notice)) => self.notices.add(notice),
            None => {}
        }
    }

    fn on_outbox(&mut self, event: OutboxEvent, ctx: &egui::Context) {
        match event {
            OutboxEvent::OfferChanged { offer } => {
                self.scope.offers.model.on_changed(offer);
                self.read_offers(vec![offer]);
            }
            OutboxEvent::OfferTrouble { offer, problem, .. } => {
                let now = crate::store::now_ms();
                self.scope.offers.model.on_trouble(offer, problem, now);
            }
            OutboxEvent::TeamAnswers { directory, facts } => {
                if self.scope.is_for(&directory) {
                    self.scope.vendors.learn_team_answers(facts);
                }
            }
            event => self.on_outbox_job(event, ctx),
        }
    }

    fn on_outbox_job(&mut self, event: OutboxEvent, ctx: &egui::Context) {
        if let OutboxEvent::TeamIs { directory, team } = event {
            // The outbox learned the team from the configuration file: the composer asks for
            // its check before the next send (on that directory only). What colleagues
            // recorded of answers to offers is read from it too.
            if self.scope.is_for(&directory) {
                // Another team's, or none: what the last one taught is not this desk's now.
                self.scope.vendors.learn_team_answers(Vec::new());
                if team.is_some() {
                    self.session
                        .send(Command::Outbox(OutboxCommand::TeamAnswers));
                }
            }
            self.session.learn_team(&directory, team);
            return;
        }
        if let OutboxEvent::TeamChecked { ticket, result } = event {
            let scope = &mut self.scope;
            if scope.offers.waits_for_team(ticket) {
                // The review only reads what the team found: the claim goes back at once.
                if let Some(claim) = scope.offers.on_team_checked(result) {
                    self.session
                        .send(Command::Outbox(OutboxCommand::TeamRelease { claim }));
                }
                return;
            }
            for action in scope
                .composer
                .on_team_checked(ticket, result, &scope.profiles)
            {
                self.apply(AppAction::Composer(action), ctx);
            }
            return;
        }
        if let OutboxEvent::Created { ticket, result } = event {
            match self.scope.composer.on_created(ticket, result) {
                Some(Ok(job)) => self.scope.outbox.model.expect_running(job),
                Some(Err(problem)) => self
                    .notices
                    .problem_with_details(|| crate::tr!("app-outbox-write-failed"), problem),
                None => {}
            }
            return;
        }
        if let OutboxEvent::Request(update) = &event
            && update.answer.is_some()
        {
            // An offer's message settled: whom it reached is the journal's to say.
            let offers = self.scope.offers.model.with_job(update.job);
            self.read_offers(offers);
        }
        if let OutboxEvent::Ended { job, .. } = &event {
            // Whom an offer's messages reached is the journal's to say. The open offers are
            // read again too: a job can end before the read of the offer it was bound to
            // answers (the store answers in order, so this read comes after).
            let mut offers = self.scope.offers.model.on_job_ended(*job);
            offers.extend(self.scope.offers.model.open().map(|record| record.id));
            offers.sort();
            offers.dedup();
            self.read_offers(offers);
        }
        if let OutboxEvent::Ended { end, .. } = &event {
            // Whom the job reached changed: the inspector's history and the vendor records'
            // last contacts are read again.
            self.scope.history_changed();
            self.scope.vendors.contacts_changed();
            if let crate::outbox::RunEnd::SignedOut(note) = end {
                self.credentials_refused(crate::api::Explained::new(
                    crate::tr!("app-credentials-refused"),
                    note.in_english(),
                ));
            }
        }
        let now = std::time::Instant::now();
        if let Some(notice) = self.scope.outbox.model.apply(event, now) {
            self.notices.add(notice);
        }
    }

    fn on_background(&mut self, done: Done, ctx: &egui::Context) {
        match done {
            Done::KeySaved(environment, saved) => self.on_key_saved(environment, saved),
            Done::Forgotten(environment, forgotten) => {
                self.on_forgotten(environment, forgotten, ctx);
            }
            Done::EnvironmentNames(names) => self.environment_names = names,
            Done::Connection(finished) => self.on_connection(*finished, ctx),
            Done::Imported(None) | Done::ExportFolder(None) | Done::ListFile(None) => {}
            Done::Imported(Some(imported)) => match imported.text {
                Ok(text) => {
                    self.persisted.open_tab = Tab::Lookup;
                    self.panels.paste.import(&imported.file_name, &text);
                }
                Err(why) => self.notices.problem_with_details(
                    || crate::tr!("app-import-failed", file = imported.file_name.as_str()),
                    why,
                ),
            },
            Done::ExportFolder(Some(folder)) => {
                let folder_shown = folder.display().to_string();
                self.notices
                    .push(crate::tr!("app-export-folder-set", folder = folder_shown));
                self.persisted.export_folder = Some(folder);
            }
            Done::Exported(Ok(news)) => self.notices.push(news),
            Done::Exported(Err(problem)) => self.notices.problem(problem),
            Done::ListFile(Some(Ok(file))) => {
                let note = (file.invalid > 0)
                    .then(|| crate::tr!("app-list-file-mistyped", count = file.invalid));
                self.scope
                    .lists
                    .ask_name(file.members, file.file_name, note, file.stem);
            }
            Done::ListFile(Some(Err(problem))) => self.notices.problem(problem),
            Done::ListExportPath(Some((name, path))) => self.export_list_to(name, path),
            Done::ListExportPath(None) => {}
            Done::Stopped(kind) => {
                tracing::error!(?kind, "a background job stopped unexpectedly");
                self.notices.problem(crate::tr!("app-job-stopped"));
            }
        }
    }

    fn on_store(&mut self, answer: StoreAnswer, ctx: &egui::Context) {
        match answer {
            StoreAnswer::Opened(opened) => self.on_data_folder(opened),
            StoreAnswer::Composer {
                directory,
                draft,
                sender,
            } => {
                let composer = &mut self.scope.composer;
                composer.on_loaded(&directory, draft, sender);
                if let Some(Ok(user)) = &self.user {
                    composer.suggest_sender(user);
                }
            }
            StoreAnswer::Lists { directory, lists } => match lists {
                Ok(lists) => {
                    self.scope.lists.on_lists(&directory, lists);
                }
                Err(why) => self
                    .notices
                    .problem_with_details(|| crate::tr!("app-lists-unreadable"), why),
            },
            StoreAnswer::List {
                ticket,
                directory,
                name,
                members,
            } => self.on_list(ticket, &directory, &name, members, ctx),
            StoreAnswer::ListSaved {
                directory,
                name,
                members,
                result,
            } => self.on_list_saved(&directory, &name, members, result),
            StoreAnswer::History {
                directory,
                uuid,
                entries,
            } => {
                if self.scope.is_for(&directory)
                    && let Some(shown) = &mut self.scope.history
                    && shown.uuid == uuid
                {
                    shown.history = match entries {
                        Ok(entries) => inspector::SentHistory::Loaded(entries),
                        Err(why) => inspector::SentHistory::Failed(why),
                    };
                }
            }
            answer @ (StoreAnswer::Vendors { .. } | StoreAnswer::VendorsEdited { .. }) => {
                self.on_vendors(answer);
            }
            StoreAnswer::RecipientMarks { ticket, marks } => {
                let scope = &mut self.scope;
                if scope.offers.on_candidates_checked(ticket, &marks) {
                    return;
                }
                for action in scope.composer.on_checked(ticket, marks, &scope.profiles) {
                    self.apply(AppAction::Composer(action), ctx);
                }
            }
            answer @ (StoreAnswer::Offers { .. }
            | StoreAnswer::Offer { .. }
            | StoreAnswer::OfferEdited { .. }
            | StoreAnswer::OfferAnswers { .. }
            | StoreAnswer::OfferCreated { .. }
            | StoreAnswer::VendorsMatching { .. }) => self.on_offers(answer),
            StoreAnswer::Failed(why) => self
                .notices
                .problem_with_details(|| crate::tr!("app-database-failed"), why),
        }
    }

    /// A list saved (or why not), told.
    /// The lists panel's sync reports: its progress, or its end (then the lists are read
    /// again, as the sync left them).
    fn on_lists_sync(&mut self, event: Event) {
        match event {
            Event::ListsSyncProgress { task, done, total } => {
                self.scope.lists_panel.on_progress(task, done, total)
            }
            Event::ListsSynced { task, result } => {
                if self.scope.lists_panel.on_synced(task, result)
                    && let Some(directory) = self.scope.directory().map(str::to_owned)
                {
                    self.store
                        .send(crate::store::StoreRequest::Lists { directory });
                }
            }
            _ => {}
        }
    }

    fn on_list_saved(
        &mut self,
        directory: &str,
        name: &str,
        members: usize,
        result: Result<(), String>,
    ) {
        match result {
            Ok(()) => self.notices.push(crate::tr!(
                "app-list-saved",
                count = members,
                name = name,
                directory = super::directory_label(directory)
            )),
            Err(why) => {
                self.notices
                    .problem(crate::tr!("app-list-not-saved", name = name, problem = why))
            }
        }
    }

    /// Vendor records read, or changed in the inspector (or why they were not).
    fn on_vendors(&mut self, answer: StoreAnswer) {
        match answer {
            StoreAnswer::Vendors { directory, records } => match records {
                Ok(records) => self.vendor_records_arrived(&directory, records),
                // Said once, and in the inspector, rather than once per lookup.
                Err(why) if self.scope.is_for(&directory) => {
                    if self.scope.vendors.failed.is_none() {
                        self.notices
                            .problem_with_details(|| crate::tr!("app-vendors-unreadable"), &why);
                    }
                    self.scope.vendors.failed = Some(why);
                }
                Err(_) => {}
            },
            StoreAnswer::VendorsEdited { directory, result } if self.scope.is_for(&directory) => {
                let shown = self.scope.vendor_section.on_edited(&result);
                match result {
                    Ok(records) => {
                        if !shown {
                            self.notices
                                .push(crate::tr!("app-vendors-changed", count = records.len()));
                        }
                        self.vendor_records_arrived(&directory, records);
                    }
                    Err(why) if !shown => self
                        .notices
                        .problem_with_details(|| crate::tr!("app-vendors-not-changed"), why),
                    Err(_) => {}
                }
            }
            _ => {}
        }
    }

    /// Vendor records read for `directory`: kept once, in the scope, where the inspector,
    /// the table and the composer read them.
    fn vendor_records_arrived(&mut self, directory: &str, records: Vec<VendorRecord>) {
        if self.scope.is_for(directory) {
            self.scope.vendors.learn(records);
        }
    }

    /// The database opened (its path) or could not (why): the data folder is known.
    fn on_data_folder(&mut self, opened: Result<std::path::PathBuf, String>) {
        let folder = match opened {
            Ok(path) => path
                .parent()
                .map(std::path::Path::to_path_buf)
                .ok_or_else(|| {
                    let path = path.display().to_string();
                    crate::tr!("app-database-no-folder", path = path)
                }),
            Err(why) => {
                self.notices
                    .problem_with_details(|| crate::tr!("app-database-not-opened"), why.clone());
                Err(why)
            }
        };
        if let Ok(folder) = &folder {
            self.panels.help.check_for_crash(folder);
        }
        self.data_folder = Some(folder);
        self.request_outbox();
    }

    /// A list loaded from the store, for what it was asked.
    fn on_list(
        &mut self,
        ticket: Ticket,
        directory: &str,
        name: &str,
        members: Result<Option<Vec<DraftRecipient>>, String>,
        ctx: &egui::Context,
    ) {
        let Some(purpose) = self.scope.lists.take(ticket) else {
            return;
        };
        let members = match members {
            Ok(Some(members)) => members,
            Ok(None) => {
                self.notices.problem(crate::tr!(
                    "app-list-gone",
                    name = name,
                    directory = super::directory_label(directory)
                ));
                return;
            }
            Err(why) => {
                self.notices
                    .problem_with_details(|| crate::tr!("app-list-unreadable", name = name), why);
                return;
            }
        };
        match purpose {
            lists::ListUse::AddToRecipients => {
                // A list of another directory means nothing to this composer.
                if self.scope.is_for(directory) {
                    if let Some(why) = self.scope.composer.recipients_locked() {
                        self.notices.problem(why);
                        return;
                    }
                    let scope = &mut self.scope;
                    let news = scope.composer.add_list(name, members, &scope.profiles);
                    self.notices.push(news);
                    // A list synced from the directory holds bare UUIDs: their names come
                    // dozens to a request, and fill in as they arrive.
                    let unnamed = self.scope.composer.unnamed();
                    if !unnamed.is_empty() {
                        let task = ids::task();
                        self.scope.composer.naming_started(task);
                        self.session.send(Command::Summaries {
                            task,
                            uuids: unnamed,
                        });
                    }
                }
            }
            lists::ListUse::OfferJob => {
                if self.scope.is_for(directory) {
                    let candidates = members.into_iter().map(|m| (m.uuid, m.name)).collect();
                    self.offer_job(candidates, None);
                }
            }
            lists::ListUse::Export(path) => {
                let name = name.to_owned();
                self.background.start(
                    Busy::Export,
                    move || Done::Exported(lists::write_file(&path, &name, &members)),
                    ctx,
                );
            }
        }
    }

    /// Asks the store for `directory`'s list `name`, for `purpose`.
    pub(super) fn load_list(&mut self, name: String, purpose: lists::ListUse) {
        let Some(directory) = self.scope.directory().map(str::to_owned) else {
            return;
        };
        let ticket = ids::ticket();
        self.scope.lists.expect(ticket, purpose);
        self.store.send(StoreRequest::LoadList {
            ticket,
            directory,
            name,
        });
    }
}
