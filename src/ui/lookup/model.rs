//! The results table's state and rules, with no window: the rows and what each shows, the
//! kept lower-case texts and order behind the filter and the sort, taking in a paste, a
//! running lookup's progress, the selection, and the table as exported. `view` draws from it.
//! The table is per directory (profiles, the selection, the inspected row) and lives in the
//! environment's scope; the vendor records its columns show are the scope's too, lent to it
//! as a [`VendorRecords`] rather than copied in.

use std::collections::HashMap;
use std::sync::Arc;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::action::LookupAction;
use super::column::{COLUMNS, SortColumn, codes_title};
use super::paste::PasteBox;
use super::row::{Row, RowState};
use crate::api::{ApiError, Explained, Freelancer, Summary};
use crate::catalogue::Catalogue;
use crate::i18n::Language;
use crate::outbox::PlannedRecipient;
use crate::outbox::personalise::RecipientFields;
use crate::times::zone::Zone;
use crate::ui::notice::Notice;
use crate::ui::selection::{Gesture, Selection};
use crate::ui::vendor::VendorRecords;
use crate::ui::vendor_columns;
use crate::uuids;
use crate::worker::{LookupEnd, Progress, TaskId};

/// The columns the table shows under `view`, with their titles: see [`shown_column_ids`].
pub(super) fn shown_columns(view: &LookupView) -> impl Iterator<Item = (SortColumn, String)> {
    shown_column_ids(view).map(|(column, title)| (column, crate::tr!(title)))
}

/// The columns the table shows under `view`, with their titles' message ids (for each row's
/// cells, which need no titles): [`COLUMNS`], with "Local time" before "State" when it is
/// asked for. (Not in `COLUMNS`, whose cells are kept for the filter and exported: a time of
/// day is stale a minute later.)
pub(super) fn shown_column_ids(
    view: &LookupView,
) -> impl Iterator<Item = (SortColumn, &'static str)> {
    let local_time = view
        .local_time
        .then_some((SortColumn::LocalTime, "lookup-column-local-time"));
    let vendor = view
        .vendor_columns
        .then_some(vendor_columns::COLUMNS)
        .into_iter()
        .flatten();
    let (before_state, state) = COLUMNS.split_at(COLUMNS.len() - 1);
    before_state
        .iter()
        .copied()
        .chain(local_time)
        .chain(vendor)
        .chain(state.iter().copied())
}

/// How the results table is sorted and filtered: the user's choice, which the app keeps
/// across restarts, while the rows under it come and go.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct LookupView {
    /// The column the rows are sorted by, and whether ascending; `None` keeps the order in
    /// which the rows arrived.
    pub sort: Option<(SortColumn, bool)>,
    /// Only rows whose UUID or a cell contains this (ignoring case) are shown.
    pub filter: String,
    /// Whether the table shows each freelancer's local time (an optional column).
    pub local_time: bool,
    /// Whether the table shows the vendor columns: status, tags, last contacted,
    /// responsiveness.
    pub vendor_columns: bool,
    /// Whether the table shows each freelancer's availability today (`ui::availability`).
    pub available_today: bool,
}

impl LookupView {
    /// A click on a column's header: sorts by it, ascending first, and a second click on the
    /// same column reverses the order.
    pub(super) fn sort_by(&mut self, column: SortColumn) {
        self.sort = match self.sort {
            Some((c, ascending)) if c == column => Some((column, !ascending)),
            _ => Some((column, true)),
        };
    }

    /// The arrow a column's header shows when the rows are sorted by it.
    pub(super) fn arrow(&self, column: SortColumn) -> &'static str {
        match self.sort {
            Some((c, true)) if c == column => " ▲",
            Some((c, false)) if c == column => " ▼",
            _ => "",
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct Running {
    pub job: TaskId,
    pub progress: Progress,
}

/// The table's rows as shown (filtered and sorted), kept between frames: filtering and
/// sorting thousands of rows costs more than drawing the few on screen.
#[derive(Default)]
struct ShownOrder {
    /// What `order` was computed for.
    key: Option<OrderKey>,
    /// Indices into the rows, as [`LookupPanel::visible`] returns them.
    order: Arc<[usize]>,
}

/// What decides the order shown: the rows' revision, the vendor records' (whose status and
/// tags the filter finds and the sort may go by), the filter and the sort.
struct OrderKey {
    revision: u64,
    vendors: u64,
    filter: String,
    sort: Option<(SortColumn, bool)>,
}

/// A row's UUID, cells and codes in lower case, as the filter and the sort compare them: made
/// when the row (or the catalogue naming its codes) changes rather than for every row on
/// every change of the filter.
struct Lowered {
    /// The UUID, then the cells in the order of [`COLUMNS`], then the codes behind the named
    /// cells (so that "deu" finds the rows "German" does), one after another.
    text: String,
    /// Where each of them ends in `text`.
    ends: [usize; 2 + COLUMNS.len()],
}

impl Lowered {
    fn of(row: &Row, catalogue: &Catalogue) -> Self {
        let mut text = row.uuid.to_string();
        let mut ends = [text.len(); 2 + COLUMNS.len()];
        for (end, (column, _)) in ends[1..].iter_mut().zip(COLUMNS) {
            text.push_str(&row.cell(column, catalogue).to_lowercase());
            *end = text.len();
        }
        for (column, _) in COLUMNS {
            if let Some(codes) = row.codes(column) {
                // A separator no typed filter holds keeps two codes from reading as one.
                text.push('\u{1f}');
                text.push_str(&codes.to_lowercase());
            }
        }
        ends[1 + COLUMNS.len()] = text.len();
        Self { text, ends }
    }

    /// The UUID, each cell in the order of [`COLUMNS`], then the codes.
    fn parts(&self) -> impl Iterator<Item = &str> {
        let starts = std::iter::once(0).chain(self.ends);
        starts
            .zip(self.ends)
            .map(|(start, end)| &self.text[start..end])
    }

    fn cell(&self, column: SortColumn) -> &str {
        let i = COLUMNS
            .iter()
            .position(|(c, _)| *c == column)
            .expect("every column is in COLUMNS");
        &self.text[self.ends[i]..self.ends[i + 1]]
    }
}

/// The catalogue the kept lower-case texts were made with (the built-in one until the
/// directory's own lists arrive), and the language of their words (a row's state).
struct Names(Arc<Catalogue>, Language);

impl Default for Names {
    fn default() -> Self {
        Self(Catalogue::builtin(), crate::i18n::current())
    }
}

/// The results table of one directory: looked-up freelancers and the matches a search put
/// there. (The paste box above it is a [`PasteBox`], kept apart: see `paste`.)
#[derive(Default)]
pub struct LookupPanel {
    /// Changed only through [`Self::push_row`], [`Self::set_state`], [`Self::on_summary`]
    /// and [`Self::clear`].
    pub(super) rows: Vec<Row>,
    /// Each row's texts in lower case, by the same index.
    lowered: Vec<Lowered>,
    /// What names the codes in `lowered` (and on screen).
    names: Names,
    /// Counts the changes to `rows` (a row added, updated or removed), so that the order
    /// shown is computed again only after one.
    revision: u64,
    shown: ShownOrder,
    index: HashMap<Uuid, usize>,
    /// The rows selected (their checkboxes), the cursor the keys move and the anchor of a
    /// range: `ui/selection.rs`, as in every table.
    pub selection: Selection<Uuid>,
    /// The row shown in the inspector.
    pub focused: Option<Uuid>,
    pub running: Option<Running>,
    /// The user summaries read beside the running lookup (its rows' names at once).
    summaries: Option<TaskId>,
    /// Each row's time zone, by the same index, looked up once when the row changes.
    zones: Vec<Option<Zone>>,
    /// The moment the "Local time" column shows, taken once a frame.
    pub(super) now: Timestamp,
    /// The tag typed in the bulk "Vendor" menu.
    pub(super) new_tag: String,
    /// The rows on screen in the last frame that showed *Available today*.
    pub(super) on_screen: Vec<Uuid>,
    /// The position the keys moved the cursor to, scrolled to on the next frame.
    pub(super) scroll_to: Option<usize>,
}

impl LookupPanel {
    /// Reads the paste box and returns the UUIDs to look up that are not in the table yet.
    pub(super) fn take_paste(&mut self, pasted: &mut PasteBox) -> Vec<Uuid> {
        let found = uuids::extract(&pasted.paste);
        pasted.invalid = found.invalid;
        // The UUIDs move to the table; the box keeps only what needs fixing. (A box holding
        // thousands of lines also costs the UI a long text layout on every frame.)
        pasted.paste = pasted.invalid.join("\n");
        let new: Vec<Uuid> = found
            .uuids
            .into_iter()
            .filter(|u| !self.index.contains_key(u))
            .collect();
        pasted.note = Some(super::paste::PasteNote::Taken {
            new: new.len(),
            duplicates: found.duplicates,
            invalid: pasted.invalid.len(),
        });
        for uuid in &new {
            self.push_row(Row {
                uuid: *uuid,
                state: RowState::Loading,
                summary: None,
            });
        }
        new
    }

    /// Adds a row to the end of the table.
    fn push_row(&mut self, row: Row) {
        self.index.insert(row.uuid, self.rows.len());
        self.lowered.push(Lowered::of(&row, &self.names.0));
        self.zones.push(row.zone());
        self.rows.push(row);
        self.revision += 1;
    }

    /// Changes the state of the row at `i`.
    fn set_state(&mut self, i: usize, state: RowState) {
        let row = &mut self.rows[i];
        row.state = state;
        self.lowered[i] = Lowered::of(row, &self.names.0);
        self.zones[i] = row.zone();
        self.revision += 1;
    }

    /// Names the codes with `catalogue` from now on (the directory's own lists arrived, or the
    /// environment changed), in the window's language: the kept texts are made again, once,
    /// so the filter and the sort go by the new names and words.
    pub fn use_catalogue(&mut self, catalogue: &Arc<Catalogue>) {
        let language = crate::i18n::current();
        if Arc::ptr_eq(&self.names.0, catalogue) && self.names.1 == language {
            return;
        }
        self.names = Names(Arc::clone(catalogue), language);
        self.lowered = self
            .rows
            .iter()
            .map(|row| Lowered::of(row, catalogue))
            .collect();
        self.revision += 1;
    }

    pub fn started(&mut self, job: TaskId, total: usize) {
        self.running = Some(Running {
            job,
            progress: Progress {
                total,
                ..Progress::default()
            },
        });
    }

    pub fn on_result(
        &mut self,
        job: TaskId,
        uuid: Uuid,
        result: Result<Box<Freelancer>, ApiError>,
        progress: Progress,
    ) {
        if let Some(running) = self.running.as_mut().filter(|r| r.job == job) {
            running.progress = progress;
        }
        let Some(&i) = self.index.get(&uuid) else {
            return;
        };
        self.set_state(i, RowState::of(result));
    }

    /// The user summaries of a lookup's rows are read as task `task`, beside it.
    pub fn summaries_started(&mut self, task: TaskId) {
        self.summaries = Some(task);
    }

    /// The summaries' task, while they are read: a cancel stops it with the lookup.
    pub fn summaries_task(&self) -> Option<TaskId> {
        self.summaries
    }

    /// A row's user summary, from task `task`: its cells show it until its profile arrives.
    /// An unknown or failed one changes nothing: the lookup says what became of the row.
    pub fn on_summary(&mut self, task: TaskId, uuid: Uuid, summary: Summary) {
        if self.summaries != Some(task) {
            return;
        }
        let (Summary::Found(summary), Some(&i)) = (summary, self.index.get(&uuid)) else {
            return;
        };
        let row = &mut self.rows[i];
        row.summary = Some(summary);
        self.lowered[i] = Lowered::of(row, &self.names.0);
        self.zones[i] = row.zone();
        self.revision += 1;
    }

    /// The summaries' task `task` ended.
    pub fn on_summaries_finished(&mut self, task: TaskId) {
        self.summaries.take_if(|t| *t == task);
    }

    /// Returns the news for a toast.
    pub fn on_finished(&mut self, job: TaskId, end: &LookupEnd) -> Option<Notice> {
        let running = self.running.take_if(|r| r.job == job)?;
        // Rows the job never reached stay visible as not looked up, not as loading forever.
        for i in 0..self.rows.len() {
            if matches!(self.rows[i].state, RowState::Loading) {
                let why = Explained::new(crate::tr!("lookup-not-looked-up"), "");
                self.set_state(i, RowState::Failed(why));
            }
        }
        let p = running.progress;
        let (found, failed) = (p.done, p.failed);
        Some(Notice::news(match end {
            LookupEnd::Completed => crate::tr!("lookup-finished", found = found, failed = failed),
            LookupEnd::Cancelled => crate::tr!(
                "lookup-cancelled",
                found = found,
                failed = failed,
                left = p.left()
            ),
            LookupEnd::SignedOut(err) => crate::tr!("lookup-stopped", reason = err.plain_words()),
        }))
    }

    /// What names the codes on screen: the catalogue the kept texts were made with.
    pub(super) fn catalogue(&self) -> &Catalogue {
        &self.names.0
    }

    /// The table's rows, in the order they arrived.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// Empties the table.
    pub(super) fn clear(&mut self) {
        *self = Self {
            names: std::mem::take(&mut self.names),
            // Still counting: an order kept from before can never pass for the new rows'.
            revision: self.revision + 1,
            ..Self::default()
        };
    }

    /// The rows shown under `view`, as [`Self::visible`] returns them: kept from an earlier
    /// frame unless a row, a vendor record, the filter or the sort changed since.
    pub(super) fn shown(&mut self, view: &LookupView, vendors: &VendorRecords) -> Arc<[usize]> {
        let fresh = self.shown.key.as_ref().is_some_and(|key| {
            key.revision == self.revision
                && key.vendors == vendors.revision()
                && key.filter == view.filter
                && key.sort == view.sort
        });
        if !fresh {
            self.shown = ShownOrder {
                key: Some(OrderKey {
                    revision: self.revision,
                    vendors: vendors.revision(),
                    filter: view.filter.clone(),
                    sort: view.sort,
                }),
                order: self.visible(view, vendors).into(),
            };
        }
        Arc::clone(&self.shown.order)
    }

    /// The rows that pass the view's filter, in its order (indices into `rows`); `vendors`
    /// for the vendor columns' statuses and tags.
    pub fn visible(&self, view: &LookupView, vendors: &VendorRecords) -> Vec<usize> {
        let needle = view.filter.trim().to_lowercase();
        // The UUID or any one cell holds the needle.
        let mut visible: Vec<usize> = (0..self.rows.len())
            .filter(|i| {
                needle.is_empty()
                    || self.lowered[*i].parts().any(|part| part.contains(&needle))
                    || vendors
                        .get(self.rows[*i].uuid)
                        .is_some_and(|record| vendor_columns::matches(record, &needle))
            })
            .collect();
        if let Some((column, ascending)) = view.sort {
            // Stable: rows that sort the same keep the order in which they arrived.
            if column == SortColumn::LocalTime {
                visible.sort_by_key(|i| self.offset_order(*i));
            } else if vendor_columns::owns(column) {
                // A key per row, not per comparison: a status's words are made by Fluent.
                visible.sort_by_cached_key(|i| {
                    vendor_columns::sort_key(vendors, self.rows[*i].uuid, column)
                });
            } else {
                visible.sort_by(|a, b| {
                    self.lowered[*a]
                        .cell(column)
                        .cmp(self.lowered[*b].cell(column))
                });
            }
            if !ascending {
                visible.reverse();
            }
        }
        visible
    }

    /// How the row at `i` sorts by local time: west to east by UTC offset now, then the
    /// zones the database does not know, then the rows without a zone.
    fn offset_order(&self, i: usize) -> (u8, i32) {
        match &self.zones[i] {
            Some(zone) => zone
                .offset_seconds(self.now)
                .map_or((1, 0), |offset| (0, offset)),
            None => (2, 0),
        }
    }

    /// The row at `i`'s local time as the table shows it: "14:32 local, UTC+3", or the
    /// zone's name as given when the database does not know it.
    pub(super) fn local_time(&self, i: usize) -> String {
        self.zones[i]
            .as_ref()
            .map(|zone| crate::ui::local_time::words(zone, self.now))
            .unwrap_or_default()
    }

    /// The rows whose availability the last frame showed (the *Available today* column's
    /// rows on screen), taken: a frame that shows none wants none.
    pub fn availability_wanted(&mut self) -> Vec<Uuid> {
        std::mem::take(&mut self.on_screen)
    }

    pub fn focused_row(&self) -> Option<&Row> {
        self.focused
            .and_then(|u| self.index.get(&u))
            .map(|i| &self.rows[*i])
    }

    /// Puts search matches into the table as loaded rows (updating rows already there).
    pub fn add_found(&mut self, found: Vec<Freelancer>) {
        for freelancer in found {
            let Some(uuid) = freelancer.uuid else {
                continue;
            };
            let state = RowState::Loaded(Box::new(freelancer));
            match self.index.get(&uuid) {
                Some(&i) => self.set_state(i, state),
                None => self.push_row(Row {
                    uuid,
                    state,
                    summary: None,
                }),
            }
        }
    }

    /// The rows as shown (filtered and sorted), header first, for export: a named column is
    /// followed by one of the codes behind it, for whoever works with the codes.
    pub fn as_table(&self, view: &LookupView, vendors: &VendorRecords) -> Vec<Vec<String>> {
        let catalogue = &self.names.0;
        let mut header = vec!["UUID".to_owned()];
        for (column, title) in COLUMNS {
            header.push(crate::tr!(title));
            header.extend(codes_title(column).map(crate::i18n::tr));
        }
        let mut table = vec![header];
        for i in self.visible(view, vendors) {
            let row = &self.rows[i];
            let mut line = vec![row.uuid.to_string()];
            for (column, _) in COLUMNS {
                line.push(row.cell(column, catalogue));
                line.extend(row.codes(column));
            }
            table.push(line);
        }
        table
    }

    /// The selected rows in table order, as recipients: only those whose profile loaded.
    pub(super) fn selected_recipients(&self) -> LookupAction {
        let mut recipients = Vec::new();
        let mut left_out = 0;
        for row in self
            .rows
            .iter()
            .filter(|r| self.selection.is_selected(&r.uuid))
        {
            match row.freelancer() {
                Some(freelancer) => recipients.push(PlannedRecipient {
                    uuid: row.uuid,
                    name: freelancer.display_name(),
                    fields: Some(RecipientFields::of(freelancer)),
                }),
                None => left_out += 1,
            }
        }
        LookupAction::AddToRecipients {
            recipients,
            left_out,
        }
    }

    /// The selected rows in table order, as an offer's candidates (a profile not loaded is
    /// offered by its UUID: the outbox asks the directory about each as its wave opens).
    pub(super) fn selected_candidates(&self) -> LookupAction {
        let candidates = self
            .rows
            .iter()
            .filter(|r| self.selection.is_selected(&r.uuid))
            .map(|row| (row.uuid, row.freelancer().and_then(|f| f.display_name())))
            .collect();
        LookupAction::OfferJob(candidates)
    }

    /// Applies a gesture to the rows `visible` (indices into `rows`, in the order shown):
    /// the selection changes, and a row opened is the one the inspector shows. Returns the
    /// position to scroll to, when the keys moved the cursor.
    pub(super) fn select(&mut self, gesture: Gesture<Uuid>, visible: &[usize]) -> Option<usize> {
        let shown: Vec<Uuid> = visible.iter().map(|i| self.rows[*i].uuid).collect();
        let outcome = self.selection.apply(gesture, &shown);
        if let Some(uuid) = outcome.open {
            self.focused = Some(uuid);
        }
        outcome.scroll_to
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panel_with(n: usize) -> LookupPanel {
        let mut panel = LookupPanel::default();
        let mut pasted = PasteBox {
            paste: (0..n)
                .map(|i| Uuid::from_u128(i as u128 + 1).to_string())
                .collect::<Vec<_>>()
                .join("\n"),
            ..PasteBox::default()
        };
        panel.take_paste(&mut pasted);
        panel
    }

    #[test]
    fn shift_click_selects_a_range_and_unselects_it_again() {
        let mut panel = panel_with(10);
        let visible = panel.visible(&LookupView::default(), &VendorRecords::default());
        let check = |panel: &LookupPanel, position: usize, range| Gesture::Check {
            key: panel.rows[visible[position]].uuid,
            range,
        };
        panel.select(check(&panel, 2, false), &visible);
        panel.select(check(&panel, 6, true), &visible);
        assert_eq!(panel.selection.len(), 5);
        panel.select(check(&panel, 4, true), &visible);
        assert_eq!(
            panel.selection.len(),
            2,
            "rows 4..=6 unselected, 2 and 3 stay"
        );
        assert_eq!(panel.focused, None, "a checkbox opens nothing");
        let click = Gesture::Click {
            key: panel.rows[visible[8]].uuid,
            toggle: false,
            range: false,
        };
        panel.select(click, &visible);
        assert_eq!(panel.selection.len(), 1);
        assert_eq!(panel.focused, Some(panel.rows[visible[8]].uuid));
    }

    /// eframe keeps the settings as RON, where a `#[serde(flatten)]` field would turn them
    /// into a map that no longer reads what was saved before.
    #[test]
    fn the_view_is_saved_with_the_settings_and_older_settings_still_open() {
        use crate::ui::{Persisted, Tab};
        #[derive(Default)]
        struct Saved(Option<String>);
        impl eframe::Storage for Saved {
            fn get_string(&self, _: &str) -> Option<String> {
                self.0.clone()
            }
            fn set_string(&mut self, _: &str, value: String) {
                self.0 = Some(value);
            }
            fn remove_string(&mut self, _: &str) {
                self.0 = None;
            }
            fn flush(&mut self) {}
        }

        let mut saved = Saved::default();
        let view = LookupView {
            sort: Some((SortColumn::Country, false)),
            filter: "de".into(),
            local_time: true,
            vendor_columns: true,
            available_today: true,
        };
        let settings = Persisted {
            open_tab: Tab::Outbox,
            lookup: view.clone(),
            ..Persisted::default()
        };
        eframe::set_value(&mut saved, eframe::APP_KEY, &settings);
        let back: Persisted = eframe::get_value(&saved, eframe::APP_KEY).expect("reads back");
        assert_eq!(back.lookup.sort, view.sort);
        assert_eq!(back.lookup.filter, view.filter);
        assert!(back.lookup.local_time);
        assert!(back.lookup.vendor_columns);
        assert!(back.lookup.available_today);

        // As saved while the sort and filter were fields of the settings themselves.
        let before = Saved(Some(
            r#"(open_tab:Outbox,environment:None,export_folder:None,sort:Some((Name,true)),filter:"x",zoom:Some(1.5))"#
                .into(),
        ));
        let back: Persisted = eframe::get_value(&before, eframe::APP_KEY).expect("still opens");
        assert_eq!((back.open_tab, back.zoom), (Tab::Outbox, Some(1.5)));
    }

    fn named(uuid: Uuid, name: &str) -> Box<Freelancer> {
        Box::new(Freelancer {
            uuid: Some(uuid),
            site_name: Some(name.into()),
            ..Freelancer::default()
        })
    }

    /// A pasted row shows its user summary's name at once, found by the filter, until its
    /// profile arrives and wins; a summary of another task, or of nobody, changes nothing.
    #[test]
    fn a_summary_names_a_row_until_its_profile_arrives() {
        let mut panel = panel_with(3);
        let (lookup, summaries) = (TaskId(1), TaskId(2));
        panel.started(lookup, 3);
        panel.summaries_started(summaries);
        let first = Uuid::from_u128(1);
        let summary = |name: &str| {
            Summary::Found(Box::new(crate::api::UserSummary {
                uuid: Some(first),
                site_name: Some(name.into()),
                country: Some("es".into()),
                timezone: Some("Europe/Madrid".into()),
                ..Default::default()
            }))
        };
        panel.on_summary(TaskId(9), first, summary("Stranger"));
        assert_eq!(
            panel.rows[0].cell(SortColumn::Name, &Catalogue::builtin()),
            ""
        );
        panel.on_summary(summaries, first, summary("Ana Ruiz"));
        panel.on_summary(summaries, Uuid::from_u128(2), Summary::Unknown);
        let catalogue = Catalogue::builtin();
        assert_eq!(panel.rows[0].cell(SortColumn::Name, &catalogue), "Ana Ruiz");
        assert_eq!(panel.rows[0].cell(SortColumn::Country, &catalogue), "Spain");
        assert_eq!(
            panel.rows[0].codes(SortColumn::Country).as_deref(),
            Some("es")
        );
        assert!(
            panel.zones[0].is_some(),
            "the local time column has its zone"
        );
        assert!(matches!(panel.rows[0].state, RowState::Loading));
        assert_eq!(panel.rows[1].cell(SortColumn::Name, &catalogue), "");
        let view = LookupView {
            filter: "ruiz".into(),
            ..LookupView::default()
        };
        assert_eq!(panel.visible(&view, &VendorRecords::default()), vec![0]);

        panel.on_result(
            lookup,
            first,
            Ok(named(first, "Ana Ruiz Gómez")),
            Progress::default(),
        );
        assert_eq!(
            panel.rows[0].cell(SortColumn::Name, &catalogue),
            "Ana Ruiz Gómez"
        );
        assert_eq!(
            panel.rows[0].cell(SortColumn::Country, &catalogue),
            "",
            "the profile's"
        );
        panel.on_summaries_finished(summaries);
        assert_eq!(panel.summaries_task(), None);
    }

    #[test]
    fn local_times_sort_west_to_east_with_unknown_zones_after() {
        let mut panel = LookupPanel::default();
        let zones = [
            Some("Asia/Kolkata"),
            None,
            Some("Mars/Olympus_Mons"),
            Some("Europe/Zurich"),
            Some("America/New_York"),
        ];
        for (i, zone) in zones.into_iter().enumerate() {
            let uuid = Uuid::from_u128(i as u128 + 1);
            let mut freelancer = named(uuid, &format!("F{i}"));
            freelancer.contact_info = zone.map(|zone| crate::api::models::ContactInfo {
                timezone: Some(zone.into()),
                ..Default::default()
            });
            panel.push_row(Row {
                uuid,
                state: RowState::Loaded(freelancer),
                summary: None,
            });
        }
        panel.now = "2026-07-01T11:32:00Z".parse().expect("an instant");
        let mut view = LookupView {
            sort: Some((SortColumn::LocalTime, true)),
            local_time: true,
            ..LookupView::default()
        };
        assert_eq!(
            panel.visible(&view, &VendorRecords::default()),
            [4, 3, 0, 2, 1]
        );
        assert_eq!(panel.local_time(0), "17:02 local, UTC+5:30");
        assert_eq!(panel.local_time(3), "13:32 local, UTC+2");
        // Shown as the profile gave it, never dropped.
        assert_eq!(panel.local_time(2), "Mars/Olympus_Mons");
        assert_eq!(panel.local_time(1), "");
        view.local_time = false;
        assert!(shown_columns(&view).all(|(c, _)| c != SortColumn::LocalTime));
        view.local_time = true;
        let titles: Vec<_> = shown_columns(&view).map(|(_, title)| title).collect();
        assert_eq!(titles[titles.len() - 2..], ["Local time", "State"]);
    }

    /// The rows `view` shows, filtered and sorted from the rows themselves as the table once
    /// did on every frame: what the kept order and the kept lower-case texts must give.
    fn from_scratch(panel: &LookupPanel, view: &LookupView) -> Vec<usize> {
        let needle = view.filter.trim().to_lowercase();
        let mut visible: Vec<usize> = (0..panel.rows.len())
            .filter(|i| {
                let row = &panel.rows[*i];
                needle.is_empty()
                    || row.uuid.to_string().contains(&needle)
                    || COLUMNS.iter().any(|(c, _)| {
                        row.cell(*c, &panel.names.0)
                            .to_lowercase()
                            .contains(&needle)
                            || row
                                .codes(*c)
                                .is_some_and(|codes| codes.to_lowercase().contains(&needle))
                    })
            })
            .collect();
        if let Some((column, ascending)) = view.sort {
            visible
                .sort_by_cached_key(|i| panel.rows[*i].cell(column, &panel.names.0).to_lowercase());
            if !ascending {
                visible.reverse();
            }
        }
        visible
    }

    /// The order kept between frames is computed again after every kind of change, and is
    /// then what filtering and sorting from scratch gives; with no change it is kept.
    #[test]
    fn the_order_shown_is_kept_until_a_row_the_filter_or_the_sort_changes() {
        let mut panel = panel_with(3);
        let mut view = LookupView::default();
        // Checks the order shown against one computed afresh, and says whether it was
        // computed again since `before`.
        let check = |panel: &mut LookupPanel, view: &LookupView, before: &Arc<[usize]>| {
            let shown = panel.shown(view, &VendorRecords::default());
            assert_eq!(*shown, *from_scratch(panel, view), "not stale");
            assert!(
                Arc::ptr_eq(&shown, &panel.shown(view, &VendorRecords::default())),
                "kept while nothing changes"
            );
            (shown.clone(), !Arc::ptr_eq(&shown, before))
        };
        let first = panel.shown(&view, &VendorRecords::default());
        assert_eq!(*first, [0, 1, 2]);
        let (kept, recomputed) = check(&mut panel, &view, &first);
        assert!(!recomputed);

        // A profile arrives for a row that was loading.
        view.filter = "bea".into();
        let (shown, _) = check(&mut panel, &view, &kept);
        assert!(shown.is_empty());
        panel.on_result(
            TaskId(1),
            Uuid::from_u128(2),
            Ok(named(Uuid::from_u128(2), "Beatriz")),
            Progress::default(),
        );
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert_eq!(*shown, [1]);

        // A new row arrives (a search match).
        panel.add_found(vec![*named(Uuid::from_u128(50), "Abeann")]);
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert_eq!(*shown, [1, 3]);

        // The filter is edited.
        view.filter = "beat".into();
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert_eq!(*shown, [1]);

        // The sort changes, and a second click reverses it.
        view.filter.clear();
        let (shown, _) = check(&mut panel, &view, &shown);
        assert_eq!(*shown, [0, 1, 2, 3]);
        view.sort_by(SortColumn::Name);
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert_eq!(shown[2..], [3, 1], "the names after the empty ones");
        view.sort_by(SortColumn::Name);
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert_eq!(shown[..2], [1, 3]);

        // The lookup ends: the rows still loading change state.
        view.sort = Some((SortColumn::State, true));
        panel.started(TaskId(1), 3);
        let (shown, _) = check(&mut panel, &view, &shown);
        panel.on_finished(TaskId(1), &LookupEnd::Completed);
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert_eq!(shown[..2], [0, 2], "error: before loaded");

        // The table is cleared, and as many rows come again: nothing from before shows.
        panel.clear();
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert!(shown.is_empty());
        let mut pasted = PasteBox {
            paste: (0..4)
                .map(|i| Uuid::from_u128(100 + i).to_string())
                .collect::<Vec<_>>()
                .join(" "),
            ..PasteBox::default()
        };
        panel.take_paste(&mut pasted);
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert_eq!(shown.len(), 4);
        assert!(shown.iter().all(|i| panel.rows[*i].uuid.as_u128() >= 100));
    }

    proptest::proptest! {
        /// Filtering and sorting by the kept lower-case texts shows the same rows in the same
        /// order as working from the rows' cells did, whatever the names, states and filter.
        #[test]
        fn the_kept_texts_filter_and_sort_as_the_cells_do(
            rows in proptest::collection::vec(
                (proptest::option::of("[a-cA-CΣσςİ ,-]{0,6}"), 0..3u8),
                0..24,
            ),
            filter in "[a-cA-CΣσςİ ,-]{0,3}",
            sort in proptest::option::of((0..COLUMNS.len(), proptest::bool::ANY)),
        ) {
            let mut panel = panel_with(rows.len());
            for (i, (name, state)) in rows.iter().enumerate() {
                let uuid = Uuid::from_u128(i as u128 + 1);
                let result = match (name, state) {
                    (Some(name), _) => Ok(named(uuid, name)),
                    (None, 0) => continue,
                    (None, 1) => Err(ApiError::Malformed {
                        status: Some(500),
                        problem: "Bad ΣABC, Cb".into(),
                    }),
                    (None, _) => Err(ApiError::Transport {
                        failure: crate::api::TransportFailure::Dropped,
                        detail: "Connection Reset".into(),
                    }),
                };
                panel.on_result(TaskId(1), uuid, result, Progress::default());
            }
            let view = LookupView {
                sort: sort.map(|(column, ascending)| (COLUMNS[column].0, ascending)),
                filter,
                local_time: false,
                vendor_columns: false,
                available_today: false,
            };
            proptest::prop_assert_eq!(panel.visible(&view, &VendorRecords::default()), from_scratch(&panel, &view));
        }
    }

    /// A profile as the directory sends one: account type 3, in Switzerland, translating
    /// English into German and German into French.
    fn translator(uuid: Uuid, name: &str) -> Box<Freelancer> {
        let raw = serde_json::json!({
            "uuid": uuid.to_string(),
            "site_name": name,
            "account_type": "3",
            "contact_info": {"country_code": "ch"},
            "skills": {"language_pairs": [
                {"pair_code": "eng_deu", "pair_name": "English to German"},
                {"pair_code": "deu_fra", "pair_name": "German to French"}
            ]}
        });
        let serde_json::Value::Object(raw) = raw else {
            unreachable!("an object")
        };
        Box::new(<Freelancer as crate::api::models::FromRaw>::from_raw(raw))
    }

    #[test]
    fn codes_show_as_names_and_the_filter_finds_either() {
        let mut panel = panel_with(2);
        let uuid = Uuid::from_u128(1);
        panel.on_result(
            TaskId(1),
            uuid,
            Ok(translator(uuid, "Lea")),
            Progress::default(),
        );
        panel.on_result(
            TaskId(1),
            Uuid::from_u128(2),
            Ok(named(Uuid::from_u128(2), "Bo")),
            Progress::default(),
        );
        let catalogue = Catalogue::builtin();
        let row = &panel.rows[0];
        assert_eq!(
            row.cell(SortColumn::Pairs, &catalogue),
            "English → German, German → French"
        );
        assert_eq!(row.cell(SortColumn::Country, &catalogue), "Switzerland");
        assert_eq!(
            row.cell(SortColumn::AccountType, &catalogue),
            "Freelancer and outsourcer"
        );
        assert_eq!(
            row.with_codes(SortColumn::Pairs, &catalogue).as_deref(),
            Some("English → German (eng_deu)\nGerman → French (deu_fra)")
        );
        for filter in [
            "german",
            "GERMAN",
            "switzerland",
            "outsourcer",
            "deu",
            "eng_deu",
            "ch",
        ] {
            let view = LookupView {
                filter: filter.into(),
                ..LookupView::default()
            };
            assert_eq!(
                panel.visible(&view, &VendorRecords::default()),
                [0],
                "{filter}"
            );
        }
        let view = LookupView {
            filter: "french".into(),
            ..LookupView::default()
        };
        assert_eq!(panel.visible(&view, &VendorRecords::default()), [0]);
    }

    #[test]
    fn an_export_carries_the_names_and_the_codes_beside_them() {
        let mut panel = panel_with(1);
        let uuid = Uuid::from_u128(1);
        panel.on_result(
            TaskId(1),
            uuid,
            Ok(translator(uuid, "Lea")),
            Progress::default(),
        );
        let table = panel.as_table(&LookupView::default(), &VendorRecords::default());
        assert_eq!(
            table[0],
            [
                "UUID",
                "Name",
                "Account type",
                "Account type code",
                "Country",
                "Country code",
                "Language pairs",
                "Language pair codes",
                "Membership",
                "State"
            ]
        );
        assert_eq!(
            table[1],
            [
                uuid.to_string().as_str(),
                "Lea",
                "Freelancer and outsourcer",
                "3",
                "Switzerland",
                "ch",
                "English → German, German → French",
                "eng_deu, deu_fra",
                "",
                "loaded"
            ]
        );
        let csv = crate::csv::text(&table);
        assert!(
            csv.contains(
                ",Switzerland,ch,\"English → German, German → French\",\"eng_deu, deu_fra\","
            ),
            "{csv}"
        );
    }

    #[test]
    fn a_new_catalogue_renames_the_rows_and_the_filter_follows() {
        let mut panel = panel_with(1);
        let uuid = Uuid::from_u128(1);
        panel.on_result(
            TaskId(1),
            uuid,
            Ok(translator(uuid, "Lea")),
            Progress::default(),
        );
        let view = LookupView {
            filter: "deutsch".into(),
            ..LookupView::default()
        };
        assert!(panel.shown(&view, &VendorRecords::default()).is_empty());
        let served = Catalogue::with_directory_lists(&crate::catalogue::DirectoryLists {
            languages: vec![crate::catalogue::Entry::new("deu", "Deutsch")],
            ..Default::default()
        });
        panel.use_catalogue(&served);
        assert_eq!(
            *panel.shown(&view, &VendorRecords::default()),
            [0],
            "the kept texts were made again"
        );
        assert_eq!(
            panel.as_table(&LookupView::default(), &VendorRecords::default())[1][6],
            "English → Deutsch, Deutsch → French"
        );
    }

    #[test]
    fn pasting_again_only_adds_new_uuids() {
        let mut panel = panel_with(3);
        let mut pasted = PasteBox {
            paste: format!("{} and {}", Uuid::from_u128(1), Uuid::from_u128(99)),
            ..PasteBox::default()
        };
        assert_eq!(panel.take_paste(&mut pasted), vec![Uuid::from_u128(99)]);
        assert_eq!(panel.rows.len(), 4);
        assert!(pasted.paste.is_empty(), "the UUIDs moved to the table");
        pasted.paste = format!("{} 5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4", Uuid::from_u128(7));
        panel.take_paste(&mut pasted);
        assert_eq!(
            pasted.paste, "5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4",
            "the typo stays to fix"
        );
    }

    /// The vendor records are the scope's, lent to the table: a record arriving changes
    /// what the filter finds and the sort's order, although no row changed.
    #[test]
    fn the_order_shown_follows_the_vendor_records_lent_to_it() {
        let mut panel = panel_with(2);
        let mut vendors = VendorRecords::default();
        let view = LookupView {
            filter: "legal".into(),
            ..LookupView::default()
        };
        assert!(panel.shown(&view, &vendors).is_empty());
        vendors.learn(vec![crate::store::VendorRecord {
            uuid: Uuid::from_u128(2),
            tags: vec!["legal".into()],
            ..Default::default()
        }]);
        assert_eq!(*panel.shown(&view, &vendors), [1], "worked out again");
        let by_tags = LookupView {
            sort: Some((SortColumn::Tags, true)),
            ..LookupView::default()
        };
        assert_eq!(*panel.shown(&by_tags, &vendors), [1, 0], "no record last");
    }
}
