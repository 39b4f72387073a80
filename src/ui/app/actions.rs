//! What the user asked for during a frame, applied in one place after it. Panels and the menu
//! only push [`AppAction`]s; every effect beyond a panel's own state (a worker command, a
//! store request, a background job, a notice) starts here.

use uuid::Uuid;

use super::{Busy, DeskApp, Done, Tab};
use crate::store::{DraftRecipient, StoreRequest};
use crate::ui::LookupAction;
use crate::ui::ids;
use crate::ui::{
    account, composer, export, help, import, lists, menu, offers, outbox, search, vendor,
};
use crate::worker::{Command, OutboxCommand};

/// One thing the user asked for. Applied after the frame by [`DeskApp::apply`], in the order
/// the panels pushed them.
#[must_use = "an action does nothing until the app applies it"]
pub enum AppAction {
    /// Chosen in the menu bar: a file dialog to wait for, the export folder, Help.
    Menu(menu::MenuAction),
    /// From the UUID box or the results table: look up, cancel, export, add to recipients.
    Lookup(LookupAction),
    /// From the search panel: a page of matches, matches to the table or to the recipients.
    Search(search::SearchAction),
    /// The inspector's "Refresh": look this freelancer up again.
    Refresh(Uuid),
    /// The inspector shows this freelancer: what was sent to them is read from the store if
    /// it is not the history shown, or a job ended since it was read.
    ShowSentHistory(Uuid),
    /// From the Account panel: switch environments, sign in or out.
    Account(account::AccountAction),
    /// From the composer: send, verify, lists, open the outbox.
    Composer(composer::ComposerAction),
    /// From the Outbox panel: a command for the journal, or a report to export.
    Outbox(outbox::OutboxAction),
    /// From the Offers board: a change to an offer.
    Offers(offers::OffersAction),
    /// The list-naming dialog's answer: save `members` as the list `name`.
    SaveList {
        name: String,
        members: Vec<DraftRecipient>,
    },
    /// A file dropped on the window: its UUIDs go to the lookup box.
    ImportDropped(std::path::PathBuf),
    /// From the inspector's Vendor section: change a record, or open a job.
    Vendor(vendor::VendorAction),
    /// From the lists panel: sync with the directory.
    ListsPanel(crate::ui::lists_panel::ListsPanelAction),
    /// Something went wrong that the user should read (e.g. a crash report would not open).
    Problem(String),
}

impl DeskApp {
    pub(super) fn apply(&mut self, action: AppAction, ctx: &egui::Context) {
        match action {
            AppAction::Menu(action) => self.apply_menu(action, ctx),
            AppAction::Lookup(action) => self.apply_lookup(action, ctx),
            AppAction::Search(action) => self.apply_search(action),
            AppAction::Refresh(uuid) => {
                // One lookup at a time: a refresh waits for the running one to end.
                if self.scope.lookup.running.is_none() {
                    self.apply_lookup(LookupAction::Start(vec![uuid]), ctx);
                }
            }
            AppAction::ShowSentHistory(uuid) => self.ask_for_history(uuid),
            AppAction::Account(action) => self.apply_account(action, ctx),
            AppAction::Composer(action) => self.apply_composer(action),
            AppAction::Outbox(action) => self.apply_outbox(action, ctx),
            AppAction::Offers(action) => self.apply_offers(action),
            AppAction::SaveList { name, members } => self.save_list(name, members),
            AppAction::ImportDropped(path) => self.background.start(
                Busy::Import,
                move || Done::Imported(Some(import::read(&path))),
                ctx,
            ),
            AppAction::Vendor(action) => self.apply_vendor(action),
            AppAction::ListsPanel(crate::ui::lists_panel::ListsPanelAction::Sync) => {
                self.sync_lists()
            }
            AppAction::Problem(problem) => self.notices.problem(problem),
        }
    }

    fn apply_menu(&mut self, action: menu::MenuAction, ctx: &egui::Context) {
        match action {
            menu::MenuAction::Import(dialog) => {
                let pick = menu::pick_file(dialog);
                self.background.start(
                    Busy::Import,
                    move || Done::Imported(pick().map(|path| import::read(&path))),
                    ctx,
                );
            }
            menu::MenuAction::ChooseExportFolder(dialog) => {
                let pick = menu::pick_folder(dialog);
                self.background
                    .start(Busy::Dialog, move || Done::ExportFolder(pick()), ctx);
            }
            menu::MenuAction::UseDefaultExportFolder => self.persisted.export_folder = None,
            menu::MenuAction::OpenListsPanel => self.scope.lists_panel.open = true,
            menu::MenuAction::ImportList(dialog) => {
                let pick = menu::pick_file(dialog);
                self.background.start(
                    Busy::Dialog,
                    move || Done::ListFile(pick().map(|path| lists::read_file(&path))),
                    ctx,
                );
            }
            menu::MenuAction::ExportList { name, dialog } => {
                let pick = menu::pick_save(dialog);
                self.background.start(
                    Busy::Dialog,
                    move || Done::ListExportPath(pick().map(|path| (name, path))),
                    ctx,
                );
            }
            menu::MenuAction::Help(action) => self.apply_help(action, ctx),
            menu::MenuAction::Language(choice) => {
                self.persisted.language = choice;
                crate::ui::language::choose(choice);
                ctx.request_repaint();
            }
        }
    }

    fn apply_help(&mut self, action: help::HelpAction, ctx: &egui::Context) {
        match action {
            help::HelpAction::About => self.panels.help.open_about(),
            help::HelpAction::OpenLogsFolder => match self.data_folder() {
                Some(data) => {
                    let logs = crate::diagnostics::logs_folder(&data);
                    if let Err(problem) = self.panels.help.open(&logs, true) {
                        self.notices
                            .problem_with_details(|| crate::tr!("app-logs-not-opened"), problem);
                    }
                }
                None => self.notices.problem(crate::tr!("app-no-logs")),
            },
            help::HelpAction::CopyDiagnostics => {
                let data = self.data_folder();
                let text = help::diagnostics(&help::Facts {
                    renderer: &self.panels.help.renderer,
                    session: &self.session,
                    environment_names: &self.environment_names,
                    data_folder: data.as_deref(),
                    pixels_per_point: ctx.pixels_per_point(),
                    zoom: ctx.zoom_factor(),
                    screen: ctx.content_rect().size(),
                });
                ctx.copy_text(text);
                self.notices.push(crate::tr!("app-diagnostics-copied"));
            }
        }
    }

    fn apply_lookup(&mut self, action: LookupAction, ctx: &egui::Context) {
        match action {
            LookupAction::Start(uuids) => {
                let job = ids::task();
                self.scope.lookup.started(job, uuids.len());
                // Who they are comes dozens to a request, long before the profiles: the
                // rows show their names at once.
                // (One UUID's profile comes as soon as its summary would.)
                if uuids.len() > 1 {
                    let summaries = ids::task();
                    self.scope.lookup.summaries_started(summaries);
                    self.session.send(Command::Summaries {
                        task: summaries,
                        uuids: uuids.clone(),
                    });
                }
                self.session.send(Command::LookUp { task: job, uuids });
            }
            LookupAction::Cancel(job) => {
                if let Some(summaries) = self.scope.lookup.summaries_task() {
                    self.session.send(Command::Cancel { task: summaries });
                }
                self.session.send(Command::Cancel { task: job });
            }
            LookupAction::AddToRecipients {
                recipients,
                left_out,
            } => {
                if let Some(why) = self.scope.composer.recipients_locked() {
                    self.notices.problem(why);
                    return;
                }
                let offered = recipients.len();
                // Their profiles were just read: what a personal message needs of them is
                // the scope's to keep, with the rest of what this session learned.
                self.scope.profiles.learn_given(&recipients);
                let added = self.scope.composer.add_recipients(recipients);
                let all = self.scope.composer.draft.recipients.len();
                self.notices
                    .push(added_to_recipients(added, offered, all, left_out));
            }
            LookupAction::OfferJob(candidates) => self.offer_job(candidates, None),
            LookupAction::EditVendors { uuids, edit } => {
                self.apply_vendor(vendor::VendorAction::Edit { uuids, edit });
            }
            LookupAction::Export(table) => {
                let Some(folder) = self.export_folder() else {
                    return;
                };
                self.background.start(
                    Busy::Export,
                    move || Done::Exported(export::export(&folder, "directory-desk", &table)),
                    ctx,
                );
            }
        }
    }

    fn apply_search(&mut self, action: search::SearchAction) {
        match action {
            search::SearchAction::Page(query) => {
                let job = ids::task();
                self.panels.search.started(job, &query);
                self.session.send(Command::Search { task: job, query });
            }
            // The pair searched is the job's, picked in the form by its codes.
            search::SearchAction::OfferJob { candidates, pair } => {
                self.offer_job(candidates, Some(pair));
            }
            search::SearchAction::AddToTable(found) => {
                let count = found.len();
                self.scope.lookup.add_found(found);
                self.notices
                    .push(crate::tr!("app-matches-in-table", count = count));
            }
            search::SearchAction::FetchAll { query, limit } => {
                let job = ids::task();
                self.panels.search.fetching_started(job, limit);
                self.session.send(Command::FetchMatches {
                    task: job,
                    query,
                    limit,
                });
            }
            search::SearchAction::Cancel(job) => self.session.send(Command::Cancel { task: job }),
        }
    }

    fn apply_composer(&mut self, action: composer::ComposerAction) {
        match action {
            composer::ComposerAction::Create {
                ticket,
                job,
                team_claim,
                team_unchecked,
            } => {
                self.session.send(Command::Outbox(OutboxCommand::Create {
                    ticket,
                    job,
                    team_claim,
                    team_unchecked,
                }));
            }
            composer::ComposerAction::ReleaseTeamClaim(claim) => {
                self.session
                    .send(Command::Outbox(OutboxCommand::TeamRelease { claim }));
            }
            composer::ComposerAction::CheckRecipients {
                ticket,
                recipients,
                recent_days,
                team_subject,
            } => self.check_recipients(ticket, recipients, recent_days, team_subject),
            composer::ComposerAction::OpenOutbox(job) => {
                self.persisted.open_tab = Tab::Outbox;
                self.scope.outbox.reveal(job);
            }
            composer::ComposerAction::Verify {
                job,
                uuids,
                by_summaries: true,
            } => self.session.send(Command::Summaries { task: job, uuids }),
            composer::ComposerAction::Verify { job, uuids, .. } => {
                self.session.send(Command::LookUp { task: job, uuids });
            }
            composer::ComposerAction::CancelVerify(job) => {
                self.scope.composer.verification.cancel();
                self.session.send(Command::Cancel { task: job });
            }
            composer::ComposerAction::Marked {
                checked,
                do_not_contact,
            } => self.scope.vendors.learn_marks(&checked, &do_not_contact),
            composer::ComposerAction::SaveAsList(members) => {
                self.scope.lists.ask_name(
                    members,
                    crate::tr!("app-list-from-composer"),
                    None,
                    String::new(),
                );
            }
            composer::ComposerAction::AddFromList(name) => {
                self.load_list(name, lists::ListUse::AddToRecipients);
            }
        }
    }

    /// A send's recipients, checked against this desk's marks and history and, in a team,
    /// against the team's (the outbox's one door).
    fn check_recipients(
        &mut self,
        ticket: crate::store::Ticket,
        recipients: Vec<(uuid::Uuid, Option<String>)>,
        recent_days: u32,
        team_subject: Option<String>,
    ) {
        let Some(directory) = self.session.environment().map(|e| e.directory_key()) else {
            // Sending is blocked without a session; should it end meanwhile, the
            // composer must not wait for an answer that never comes.
            let no_directory = Err("no directory is open".into());
            let scope = &mut self.scope;
            let answer = scope
                .composer
                .on_checked(ticket, no_directory, &scope.profiles);
            debug_assert!(answer.is_empty(), "no team was asked without a session");
            return;
        };
        if let Some(subject) = team_subject {
            self.session.send(Command::Outbox(OutboxCommand::TeamCheck {
                ticket,
                recipients: recipients.iter().map(|(uuid, _)| *uuid).collect(),
                recent_days,
                subject,
            }));
        }
        let since_ms =
            crate::outbox::guard::RecipientGuard::recent_since(recent_days, crate::store::now_ms());
        self.store.send(StoreRequest::RecipientMarks {
            ticket,
            directory,
            recipients,
            since_ms,
        });
    }

    fn apply_outbox(&mut self, action: outbox::OutboxAction, ctx: &egui::Context) {
        match action {
            outbox::OutboxAction::Job(step) => {
                // In a team, what is sent again is checked against it by the outbox.
                let command = self.scope.outbox.model.ask(step);
                self.session.send(Command::Outbox(command));
            }
            outbox::OutboxAction::Export(job) => {
                let Some(record) = self.scope.outbox.model.job(job).map(|v| v.record.clone())
                else {
                    return;
                };
                let Some(folder) = self.export_folder() else {
                    return;
                };
                self.background.start(
                    Busy::Export,
                    move || {
                        let table = crate::outbox::report::csv_table(&record);
                        let name = format!("directory-desk-job-{job}");
                        Done::Exported(export::export(&folder, &name, &table))
                    },
                    ctx,
                );
            }
        }
    }

    fn apply_offers(&mut self, action: offers::OffersAction) {
        let Some(directory) = self.scope.directory().map(str::to_owned) else {
            return;
        };
        match action {
            offers::OffersAction::Edit { id, mut edit } => {
                if let crate::store::OfferEdit::Answer { by, .. } = &mut edit {
                    // The same rule as `offers answer`: the team's name for this desk.
                    let team = self.session.environment().and_then(|e| e.team.as_ref());
                    *by = crate::offers::responsiveness::recorded_by(
                        team.map(|t| t.coordinator.as_str()),
                    );
                }
                self.store.send(StoreRequest::EditOffer {
                    directory,
                    id,
                    edit,
                });
            }
            offers::OffersAction::Create { ticket, offer } => {
                self.store.send(StoreRequest::CreateOffer { ticket, offer });
            }
            offers::OffersAction::FromList(name) => {
                self.load_list(name, lists::ListUse::OfferJob);
            }
            offers::OffersAction::FromVendors(filter) => {
                let ticket = crate::ui::ids::ticket();
                let awaiting = offers::AwaitingRecords::Matching;
                self.scope.offers.await_records(ticket, awaiting);
                self.store.send(StoreRequest::VendorsMatching {
                    ticket,
                    directory,
                    filter,
                });
            }
            offers::OffersAction::CheckCandidates {
                ticket,
                recipients,
                recent_days,
                team_subject,
            } => {
                if let Some(subject) = team_subject {
                    self.session.send(Command::Outbox(OutboxCommand::TeamCheck {
                        ticket,
                        recipients: recipients.iter().map(|(uuid, _)| *uuid).collect(),
                        recent_days,
                        subject,
                    }));
                }
                // The composer's own check: the do-not-contact marks and the journal's
                // recent messages, read by the store service.
                let since_ms = crate::outbox::guard::RecipientGuard::recent_since(
                    recent_days,
                    crate::store::now_ms(),
                );
                self.store.send(StoreRequest::RecipientMarks {
                    ticket,
                    directory,
                    recipients,
                    since_ms,
                });
            }
            offers::OffersAction::Inspect { offer, uuid } => {
                let known = self.profile_read(uuid);
                let inspected = &mut self.scope.offers.model.inspected;
                let asked = inspected.open(offer, uuid, known);
                self.read_candidate(asked, uuid);
            }
            offers::OffersAction::ReadProfile(uuid) => {
                let asked = self.scope.offers.model.inspected.refresh(uuid);
                self.read_candidate(asked, uuid);
            }
            offers::OffersAction::StopAsking(tasks) => {
                for task in tasks {
                    self.session.send(Command::Cancel { task });
                }
            }
        }
    }

    /// The board's candidate inspected, read by the lookup the board `asked` for, if any.
    fn read_candidate(&self, asked: Option<crate::worker::TaskId>, uuid: Uuid) {
        if let Some(task) = asked {
            let uuids = vec![uuid];
            self.session.send(Command::LookUp { task, uuids });
        }
    }

    /// `uuid`'s whole profile as this session read it already: a row of the results
    /// table, or a match of the search's page.
    fn profile_read(&self, uuid: Uuid) -> Option<Box<crate::api::Freelancer>> {
        let rows = self.scope.lookup.rows();
        let in_table = rows.iter().find(|row| row.uuid == uuid);
        in_table
            .and_then(crate::ui::lookup::Row::freelancer)
            .or_else(|| self.panels.search.profile(uuid))
            .map(|freelancer| Box::new(freelancer.clone()))
    }

    fn apply_vendor(&mut self, action: vendor::VendorAction) {
        match action {
            vendor::VendorAction::Edit { uuids, edit } => {
                let Some(directory) = self.scope.directory().map(str::to_owned) else {
                    return;
                };
                // The team's records are written by the command line only so far: an edit
                // kept on this desk alone would differ from the team's.
                if let Some(why) = self.team_vendors_not_written_here() {
                    if !self.scope.vendor_section.refused(edit, why.clone()) {
                        self.notices.problem(why.plain);
                    }
                    return;
                }
                self.store.send(StoreRequest::EditVendors {
                    directory,
                    uuids,
                    edit,
                });
            }
            vendor::VendorAction::OpenJob(job) => {
                self.persisted.open_tab = Tab::Outbox;
                self.scope.outbox.reveal(job);
            }
        }
    }

    /// Why the window changes no vendor record of the session's directory, if its desks share
    /// a team database: the window does not write to it yet.
    fn team_vendors_not_written_here(&self) -> Option<crate::api::Explained> {
        let host = self.session.environment()?.team.as_ref()?.url.host();
        Some(crate::api::Explained::new(
            crate::tr!("app-team-vendors-not-written", host = host.to_string()),
            "",
        ))
    }

    /// Asks the store for the vendor records of the freelancers on screen (the inspected
    /// one, the table's rows, the recipients) not asked for yet in this environment.
    pub(super) fn ask_for_vendors(&mut self) {
        let Some(directory) = self.scope.directory().map(str::to_owned) else {
            return;
        };
        let table = self.scope.lookup.rows().iter().map(|row| row.uuid);
        let recipients = self.scope.composer.draft.recipients.iter().map(|r| r.uuid);
        // A search's match the inspector shows may be in neither.
        let inspected = self.inspected();
        let uuids = self
            .scope
            .vendors
            .not_yet_asked(table.chain(recipients).chain(inspected));
        if !uuids.is_empty() {
            self.store.send(StoreRequest::Vendors { directory, uuids });
        }
    }

    /// Asks the store what was sent to the inspected freelancer, when it changed.
    fn ask_for_history(&mut self, uuid: Uuid) {
        let Some(directory) = self.scope.directory().map(str::to_owned) else {
            return;
        };
        if self.scope.wants_history(uuid) {
            self.store.send(StoreRequest::History { directory, uuid });
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
            self.notices.problem(crate::tr!("app-export-no-home"));
        }
        folder
    }

    /// Asks the worker to sync the directory's lists (on its runtime, with its own
    /// connection to the database), the panel following its progress.
    fn sync_lists(&mut self) {
        let (Some(directory), Some(data_folder)) = (
            self.scope.directory().map(str::to_owned),
            self.data_folder(),
        ) else {
            return;
        };
        let Some(worker) = self.session.worker() else {
            self.notices
                .problem(crate::tr!("lists-panel-sync-disabled"));
            return;
        };
        let task = ids::task();
        worker.send(Command::SyncLists {
            task,
            directory,
            data_folder,
        });
        self.scope.lists_panel.started(task);
    }

    /// Saves a named list, then reads the lists again so the menus show it.
    fn save_list(&mut self, name: String, members: Vec<DraftRecipient>) {
        let Some(directory) = self.scope.directory().map(str::to_owned) else {
            return;
        };
        self.store.send(StoreRequest::SaveList {
            directory: directory.clone(),
            name,
            members,
        });
        self.store.send(StoreRequest::Lists { directory });
    }
}

/// "3 added to the recipients (40 in all), 2 already there; 1 selected row left out …": one
/// message for each of the four sentences, so that each language words them whole.
fn added_to_recipients(added: usize, offered: usize, all: usize, left_out: usize) -> String {
    let already = offered.saturating_sub(added);
    let id = match (already > 0, left_out > 0) {
        (false, false) => "app-added-to-recipients",
        (true, false) => "app-added-to-recipients-already",
        (false, true) => "app-added-to-recipients-left-out",
        (true, true) => "app-added-to-recipients-already-left-out",
    };
    crate::tr!(
        id,
        added = added,
        all = all,
        already = already,
        left_out = left_out
    )
}

#[cfg(test)]
mod tests {
    use super::added_to_recipients;
    use crate::i18n::{Language, scoped};

    #[test]
    fn the_news_of_recipients_added_reads_in_english_as_it_always_did() {
        let _english = scoped(Language::EnglishUs);
        assert_eq!(
            added_to_recipients(3, 3, 40, 0),
            "3 added to the recipients (40 in all)."
        );
        assert_eq!(
            added_to_recipients(3, 5, 40, 0),
            "3 added to the recipients (40 in all), 2 already there."
        );
        assert_eq!(
            added_to_recipients(3, 5, 40, 2),
            "3 added to the recipients (40 in all), 2 already there; 2 selected rows left out \
             because their profiles did not load."
        );
    }

    #[test]
    fn the_news_of_recipients_added_is_one_sentence_in_each_language() {
        let _german = scoped(Language::German);
        assert_eq!(
            added_to_recipients(3, 3, 1200, 1),
            "3 zu den Empfängern hinzugefügt (insgesamt 1.200); 1 ausgewählte Zeile ausgelassen, \
             weil ihr Profil nicht geladen wurde."
        );
    }
}
