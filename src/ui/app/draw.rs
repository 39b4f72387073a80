//! Drawing one frame: the menu bar, the status and activity panels, the inspector beside the
//! results table, the open tab (picked by one `match` over [`Tab`]), and the dialogs and notices
//! above them. Nothing here starts
//! an effect: what the user asked for is pushed as an [`AppAction`].

use super::scope::EnvironmentScope;
use super::{AppAction, Busy, DeskApp, Tab};
use crate::ui::outbox::{JournalState, OutboxModel};
use crate::ui::session::Session;
use crate::ui::{composer, inspector, lookup, menu, status_bar};

/// Below this width the inspector gives way to the table.
const NARROW_WINDOW: f32 = 1000.0;

impl DeskApp {
    pub(super) fn draw(
        &mut self,
        ui: &mut egui::Ui,
        frame: &eframe::Frame,
        actions: &mut Vec<AppAction>,
    ) {
        self.draw_menu(ui, frame, actions);
        if let Some(problem) = self.panels.help.show_crash_offer(ui) {
            actions.push(AppAction::Problem(problem));
        }
        take_dropped_files(ui, actions);
        if ui.input_mut(|i| i.consume_shortcut(&lookup::FOCUS_SHORTCUT)) {
            self.persisted.open_tab = Tab::Lookup;
            ui.memory_mut(|m| m.request_focus(lookup::paste_id()));
        }
        egui::Panel::bottom("status").show(ui, |ui| {
            status_bar::show(ui, &self.session, self.user.as_ref())
        });
        egui::Panel::bottom("activity").show(ui, |ui| self.panels.activity.show(ui));
        // The search tab shows the match opened there, once one is; the Offers tab the
        // candidate opened on the board.
        let opened_match = match self.persisted.open_tab {
            Tab::Search => self.panels.search.opened().is_some(),
            Tab::Offers => self.scope.offers.model.inspected.row().is_some(),
            _ => false,
        };
        if self.persisted.open_tab.shows_results() || opened_match {
            self.draw_inspector(ui, actions);
        }
        egui::CentralPanel::default_margins().show(ui, |ui| {
            self.draw_tab_bar(ui);
            match self.persisted.open_tab {
                Tab::Lookup => self.draw_lookup(ui, actions),
                Tab::Search => self.draw_search(ui, actions),
                Tab::Compose => self.draw_composer(ui, actions),
                Tab::Outbox => actions.extend(self.scope.outbox.show(ui).map(AppAction::Outbox)),
                Tab::Offers => self.draw_offers(ui, actions),
                Tab::Account => self.draw_account(ui, actions),
            }
        });
    }

    /// What floats above the panels (dialogs and notices): drawn after the panels' actions are
    /// applied, so that a dialog asked for, or news told, during a frame shows in it.
    pub(super) fn draw_overlays(&mut self, ui: &mut egui::Ui, actions: &mut Vec<AppAction>) {
        self.panels.help.show_about(ui.ctx());
        if let Some((name, members)) = self.scope.lists.show_naming(ui.ctx()) {
            actions.push(AppAction::SaveList { name, members });
        }
        let connected = matches!(self.session, Session::Open { .. });
        let scope = &mut self.scope;
        let lists = scope
            .lists
            .directory()
            .map_or(&[][..], |_| &scope.lists.summaries[..]);
        if let Some(asked) = scope.lists_panel.show(ui.ctx(), lists, connected) {
            actions.push(AppAction::ListsPanel(asked));
        }
        if let Some(directory) = self.scope.directory().map(str::to_owned) {
            let account = match &self.user {
                Some(Ok(user)) => crate::store::JobAccount::of(user).map(|a| a.uuid.to_string()),
                _ => None,
            };
            let recent_days = self
                .session
                .environment()
                .map_or(0, |e| e.recent_contact_days);
            let context = crate::ui::offers::FormContext {
                directory: &directory,
                account,
                catalogue: &self.scope.catalogue,
                recent_days,
                team: self.session.environment().is_some_and(|e| e.team.is_some()),
            };
            let asked = self.scope.offers.show_form(ui.ctx(), &context);
            actions.extend(asked.map(AppAction::Offers));
        }
        self.notices.show(ui.ctx());
    }

    fn draw_menu(
        &mut self,
        ui: &mut egui::Ui,
        frame: &eframe::Frame,
        actions: &mut Vec<AppAction>,
    ) {
        // A dialog open already: another would only pile up behind it.
        let dialog_open =
            self.background.is_busy(Busy::Dialog) || self.background.is_busy(Busy::Import);
        let lists = &self.scope.lists;
        let state = menu::MenuState {
            export_folder: self.persisted.export_folder.as_deref(),
            dialog_open,
            lists: lists.directory().map(|_| lists.summaries.as_slice()),
            language: self.persisted.language,
        };
        let chosen = egui::Panel::top("menu")
            .show(ui, |ui| menu::show(ui, frame, state))
            .inner;
        actions.extend(chosen.map(AppAction::Menu));
    }

    fn draw_tab_bar(&mut self, ui: &mut egui::Ui) {
        // Wrapped: at the window's smallest size, in a language with long words, the tabs
        // take two lines rather than losing the last ones.
        ui.horizontal_wrapped(|ui| {
            for tab in Tab::ALL {
                let title = self.tab_title(tab);
                ui.selectable_value(
                    &mut self.persisted.open_tab,
                    tab,
                    egui::RichText::new(title).heading(),
                );
            }
        });
    }

    fn tab_title(&self, tab: Tab) -> String {
        match tab {
            Tab::Lookup => crate::tr!("app-tab-lookup"),
            Tab::Search => crate::tr!("app-tab-search"),
            Tab::Compose => match self.scope.composer.draft.recipients.len() {
                0 => crate::tr!("app-tab-compose"),
                recipients => crate::tr!("app-tab-compose-recipients", count = recipients),
            },
            Tab::Outbox => outbox_tab_title(&self.scope.outbox.model),
            Tab::Offers => crate::tr!("app-tab-offers"),
            Tab::Account => crate::tr!("app-tab-account"),
        }
    }

    /// The profile of the focused row, beside the results table (or of the match opened,
    /// beside the search's matches, or of the candidate opened, beside the board).
    fn draw_inspector(&mut self, ui: &mut egui::Ui, actions: &mut Vec<AppAction>) {
        let tab = self.persisted.open_tab;
        let EnvironmentScope {
            lookup,
            history,
            vendors,
            vendor_section: section,
            catalogue,
            availability,
            offers,
            ..
        } = &mut self.scope;
        let offers = &*offers;
        // As `inspected()` says it, which the vendor records and availability asked follow.
        let focused = match tab {
            Tab::Search => self.panels.search.opened(),
            Tab::Offers => offers.model.inspected.row(),
            _ => None,
        }
        .or_else(|| lookup.focused_row());
        // Read (again) after the frame if it is not the one shown, or a job ended since.
        actions.extend(focused.map(|row| AppAction::ShowSentHistory(row.uuid)));
        let their_zone = focused.and_then(|row| match &row.state {
            lookup::RowState::Loaded(freelancer) => {
                freelancer.contact_info.as_ref()?.timezone.clone()
            }
            _ => None,
        });
        let history = focused.and_then(|row| history.as_ref()?.of(row.uuid));
        let record = focused.and_then(|row| vendors.get(row.uuid));
        let read = match (record, &vendors.failed) {
            (None, Some(why)) => Err(why.as_str()),
            _ => Ok(record),
        };
        let now = crate::store::now_ms();
        let mut inspector = egui::Panel::right("inspector")
            .resizable(true)
            .default_size(380.0)
            .min_size(260.0);
        // In a narrow window, at most 45% of it: the table and its controls keep the larger
        // part (German and Polish words run a third longer than English).
        let width = ui.available_width();
        if width < NARROW_WINDOW {
            inspector = inspector.max_size((width * 0.45).max(260.0));
        }
        inspector.show(ui, |ui| {
            ui.heading(crate::tr!("app-profile"));
            let today = crate::ui::availability::utc_today();
            let mut vendor = |ui: &mut egui::Ui, uuid| {
                actions.extend(
                    section
                        .show(ui, uuid, read, catalogue)
                        .map(AppAction::Vendor),
                );
                let shown = availability.shown(uuid);
                crate::ui::availability::show_section(ui, shown, their_zone.as_deref(), today);
                let answered = offers.show_for(ui, uuid, vendors, now);
                actions.extend(answered.into_iter().map(AppAction::Offers));
            };
            let marked = focused.is_some_and(|row| vendors.is_marked(row.uuid));
            // One scroll area for the whole profile: in a low window the vendor and
            // availability sections above the profile's fields would otherwise leave them
            // no room, and content wider than the panel is cut instead of widening it.
            let shown = egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, |ui| {
                    inspector::show(ui, focused, history, catalogue, marked, &mut vendor)
                });
            let on_board = tab == Tab::Offers && offers.model.inspected.row().is_some();
            actions.extend(shown.inner.map(|asked| inspector_action(asked, on_board)));
        });
    }

    fn draw_lookup(&mut self, ui: &mut egui::Ui, actions: &mut Vec<AppAction>) {
        self.show_importing(ui);
        let samples = match &self.session {
            Session::Open { connection, .. } if connection.is_sandbox() => {
                Some(|| connection.sandbox_samples(25))
            }
            _ => None,
        };
        let samples = samples.as_ref().map(|f| f as &dyn Fn() -> Vec<uuid::Uuid>);
        // Nothing can be looked up until the environment is open.
        let connected = matches!(self.session, Session::Open { .. });
        let (lookup, view) = (&mut self.scope.lookup, &mut self.persisted.lookup);
        let pasted = &mut self.panels.paste;
        let asked = ui
            .add_enabled_ui(connected, |ui| lookup.show_input(ui, pasted, view, samples))
            .inner;
        actions.extend(asked.map(AppAction::Lookup));
        self.draw_results(ui, actions);
    }

    fn draw_search(&mut self, ui: &mut egui::Ui, actions: &mut Vec<AppAction>) {
        self.show_importing(ui);
        let connected = matches!(self.session, Session::Open { .. });
        let (search, catalogue) = (&mut self.panels.search, &self.scope.catalogue);
        let form = &mut self.persisted.search;
        let asked = ui
            .add_enabled_ui(connected, |ui| search.show(ui, form, catalogue))
            .inner;
        actions.extend(asked.map(AppAction::Search));
    }

    /// A file read for the lookup box takes a moment; the results tabs say so.
    fn show_importing(&self, ui: &mut egui::Ui) {
        if self.background.is_busy(Busy::Import) {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(crate::tr!("app-importing"));
            });
        }
    }

    /// The results table: looked-up freelancers, and the matches a search put there.
    fn draw_results(&mut self, ui: &mut egui::Ui, actions: &mut Vec<AppAction>) {
        ui.separator();
        let scope = &mut self.scope;
        let asked = scope.lookup.show_table(
            ui,
            &mut self.persisted.lookup,
            lookup::LookupContext {
                catalogue: &scope.catalogue,
                vendors: &scope.vendors,
                availability: &scope.availability,
            },
        );
        actions.extend(asked.map(AppAction::Lookup));
    }

    fn draw_composer(&mut self, ui: &mut egui::Ui, actions: &mut Vec<AppAction>) {
        let open = matches!(self.session, Session::Open { .. });
        let outbox = &self.scope.outbox.model;
        // Sending needs the outbox as well as the connection.
        let blocked = match (open, &outbox.journal) {
            (false, _) => Some("app-blocked-not-connected"),
            (true, JournalState::Open) => None,
            (true, JournalState::Failed(_)) => Some("app-blocked-outbox-failed"),
            (true, _) => Some("app-blocked-outbox-opening"),
        }
        .map(crate::i18n::tr);
        let composer = &mut self.scope.composer;
        let sent = composer.sent_job.and_then(|id| {
            let job = outbox.job(id)?;
            Some((job, outbox.status(job)))
        });
        let environment = self.session.environment();
        let recent_contact_days = environment.map_or(0, |e| e.recent_contact_days);
        let team = environment.and_then(|e| e.team.as_ref().map(|t| t.url.host()));
        let asked = composer.show(
            ui,
            composer::ComposerContext {
                blocked: blocked.as_deref(),
                connected: open,
                sent,
                lists: &self.scope.lists.summaries,
                recent_contact_days,
                vendors: &self.scope.vendors,
                team,
                profiles: &self.scope.profiles,
            },
        );
        actions.extend(asked.into_iter().map(AppAction::Composer));
    }

    fn draw_offers(&mut self, ui: &mut egui::Ui, actions: &mut Vec<AppAction>) {
        // What an offer waits for is counted down to the minute: the board asks for a frame
        // as its soonest countdown changes, not at every minute of the clock.
        let now = crate::store::now_ms();
        let lists = &self.scope.lists.summaries;
        let asked = self.scope.offers.show(ui, now, lists);
        actions.extend(asked.into_iter().map(AppAction::Offers));
    }

    fn draw_account(&mut self, ui: &mut egui::Ui, actions: &mut Vec<AppAction>) {
        let asked = self.panels.account.show(
            ui,
            &self.session,
            self.user.as_ref(),
            &self.environment_names,
            self.background.is_busy(Busy::Keyring),
            &self.signing_in.browser,
        );
        actions.extend(asked.map(AppAction::Account));
        if self.scope.directory().is_some() && matches!(self.user, Some(Ok(_))) {
            ui.separator();
            super::super::code_lists::show(
                ui,
                &self.scope.catalogue,
                self.scope.catalogue_answered,
            );
        }
    }
}

/// What the inspector asked, for the app: a Refresh of the board's candidate is the board's
/// (`on_board`), read again by it rather than into the results table.
fn inspector_action(asked: inspector::InspectorAction, on_board: bool) -> AppAction {
    match asked {
        inspector::InspectorAction::Refresh(uuid) if on_board => {
            AppAction::Offers(crate::ui::offers::OffersAction::ReadProfile(uuid))
        }
        inspector::InspectorAction::Refresh(uuid) => AppAction::Refresh(uuid),
        inspector::InspectorAction::OpenJob(job) => {
            AppAction::Vendor(crate::ui::vendor::VendorAction::OpenJob(job))
        }
    }
}

/// Files dropped on the window go to the lookup box; while one hovers, the window says so.
fn take_dropped_files(ui: &mut egui::Ui, actions: &mut Vec<AppAction>) {
    let dropped: Vec<_> = ui.input(|i| {
        i.raw
            .dropped_files
            .iter()
            .map(|f| f.path().to_path_buf())
            .collect()
    });
    actions.extend(dropped.into_iter().map(AppAction::ImportDropped));
    if ui.input(|i| !i.raw.hovered_files.is_empty()) {
        egui::Panel::top("drop-hint").show(ui, |ui| {
            ui.strong(crate::tr!("app-drop-hint"));
        });
    }
}

/// "Outbox", with what waits for the user or is going out.
fn outbox_tab_title(model: &OutboxModel) -> String {
    match model.needing_you() {
        0 if model.is_sending() => crate::tr!("app-tab-outbox-sending"),
        0 => crate::tr!("app-tab-outbox"),
        n => crate::tr!("app-tab-outbox-needing-you", count = n),
    }
}
