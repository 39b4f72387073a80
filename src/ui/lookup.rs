//! The lookup panel: paste UUIDs from any text, look them all up with progress and cancel,
//! and work through the results in a sortable, filterable table.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use egui::{Key, KeyboardShortcut, Modifiers};
use egui_extras::{Column, TableBuilder, TableRow};
use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::availability::Availabilities;
use super::vendor_columns::VendorCells;
use crate::api::{ApiError, Explained, Freelancer};
use crate::catalogue::{Catalogue, Kind};
use crate::outbox::PlannedRecipient;
use crate::outbox::personalise::RecipientFields;
use crate::times::zone::Zone;
use crate::uuids;
use crate::worker::{JobId, LookupEnd, Progress};

/// Ctrl+L (Cmd+L on macOS) puts the cursor in the paste box.
pub const FOCUS_SHORTCUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::L);

/// The paste box's id, so that the app's Ctrl+L can focus it from anywhere.
pub fn paste_id() -> egui::Id {
    egui::Id::unique("lookup-paste")
}

#[derive(Debug, Clone)]
pub enum RowState {
    Loading,
    Loaded(Box<Freelancer>),
    /// Why, in plain words, with the directory's own words in the details.
    NotFound(Explained),
    Forbidden(Explained),
    Failed(Explained),
}

#[derive(Debug, Clone)]
pub struct Row {
    pub uuid: Uuid,
    pub state: RowState,
}

impl Row {
    pub fn freelancer(&self) -> Option<&Freelancer> {
        match &self.state {
            RowState::Loaded(f) => Some(f),
            _ => None,
        }
    }

    /// What the table shows in `column`: codes by their names in `catalogue`.
    fn cell(&self, column: SortColumn, catalogue: &Catalogue) -> String {
        let f = self.freelancer();
        match column {
            SortColumn::Name => f.and_then(Freelancer::display_name).unwrap_or_default(),
            SortColumn::AccountType => f
                .and_then(|f| f.account_type.as_deref())
                .map(|code| catalogue.shown(Kind::AccountType, code).to_owned())
                .unwrap_or_default(),
            SortColumn::Country => f
                .and_then(Freelancer::country_code)
                .map(|code| catalogue.country(code).to_owned())
                .unwrap_or_default(),
            SortColumn::Pairs => f
                .map(|f| {
                    let pairs: Vec<String> = f
                        .language_pair_codes()
                        .into_iter()
                        .map(|code| catalogue.pair(code))
                        .collect();
                    pairs.join(", ")
                })
                .unwrap_or_default(),
            SortColumn::Membership => f
                .and_then(|f| f.proz_membership.as_ref())
                .and_then(|m| m.status.clone())
                .unwrap_or_default(),
            SortColumn::State => self.state_label(),
            // Drawn from the vendor records (`vendor_columns`), not the profile.
            SortColumn::VendorStatus | SortColumn::Tags | SortColumn::LastContacted => {
                String::new()
            }
            // The zone as the profile names it; the table shows the time there instead.
            SortColumn::LocalTime => f
                .and_then(|f| f.contact_info.as_ref())
                .and_then(|c| c.timezone.clone())
                .unwrap_or_default(),
        }
    }

    /// The codes behind a column that shows names (account type, country, language pairs),
    /// as the directory sent them; `None` for a column of plain text.
    fn codes(&self, column: SortColumn) -> Option<String> {
        let f = self.freelancer();
        let code = match column {
            SortColumn::AccountType => f.and_then(|f| f.account_type.clone()),
            SortColumn::Country => f.and_then(Freelancer::country_code).map(str::to_owned),
            SortColumn::Pairs => f.map(|f| f.language_pair_codes().join(", ")),
            SortColumn::Name
            | SortColumn::Membership
            | SortColumn::State
            | SortColumn::LocalTime
            | SortColumn::VendorStatus
            | SortColumn::Tags
            | SortColumn::LastContacted => return None,
        };
        Some(code.unwrap_or_default())
    }

    /// What hovering a named cell tells: each name with its code.
    fn with_codes(&self, column: SortColumn, catalogue: &Catalogue) -> Option<String> {
        let f = self.freelancer()?;
        match column {
            SortColumn::Pairs => {
                let lines: Vec<String> = f
                    .language_pair_codes()
                    .into_iter()
                    .map(|code| format!("{} ({code})", catalogue.pair(code)))
                    .collect();
                (!lines.is_empty()).then(|| lines.join("\n"))
            }
            SortColumn::Country => f
                .country_code()
                .map(|code| format!("{} (country code {code})", catalogue.country(code))),
            SortColumn::AccountType => f.account_type.as_deref().map(|code| {
                format!(
                    "{} (account type {code})",
                    catalogue.shown(Kind::AccountType, code)
                )
            }),
            SortColumn::Name
            | SortColumn::Membership
            | SortColumn::State
            | SortColumn::LocalTime
            | SortColumn::VendorStatus
            | SortColumn::Tags
            | SortColumn::LastContacted => None,
        }
    }

    /// The freelancer's time zone, looked up; `None` without a profile or a zone in it.
    fn zone(&self) -> Option<Zone> {
        let name = self
            .freelancer()?
            .contact_info
            .as_ref()?
            .timezone
            .as_deref()?;
        Some(Zone::named(name))
    }

    pub fn state_label(&self) -> String {
        match &self.state {
            RowState::Loading => "loading".into(),
            RowState::Loaded(_) => "loaded".into(),
            RowState::NotFound(_) => "not found".into(),
            RowState::Forbidden(_) => "not allowed".into(),
            RowState::Failed(why) => format!("error: {}", why.plain),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SortColumn {
    Name,
    AccountType,
    Country,
    Pairs,
    Membership,
    State,
    /// The optional "Local time" column, sorted by UTC offset.
    LocalTime,
    /// The optional vendor columns (`vendor_columns`), from the agency's own records.
    VendorStatus,
    Tags,
    LastContacted,
}

const COLUMNS: [(SortColumn, &str); 6] = [
    (SortColumn::Name, "Name"),
    (SortColumn::AccountType, "Account type"),
    (SortColumn::Country, "Country"),
    (SortColumn::Pairs, "Language pairs"),
    (SortColumn::Membership, "Membership"),
    (SortColumn::State, "State"),
];

/// An export's header for the codes beside a column that names codes; `None` for a column
/// of plain text.
fn codes_title(column: SortColumn) -> Option<&'static str> {
    match column {
        SortColumn::AccountType => Some("Account type code"),
        SortColumn::Country => Some("Country code"),
        SortColumn::Pairs => Some("Language pair codes"),
        SortColumn::Name
        | SortColumn::Membership
        | SortColumn::State
        | SortColumn::LocalTime
        | SortColumn::VendorStatus
        | SortColumn::Tags
        | SortColumn::LastContacted => None,
    }
}

/// The columns the table shows under `view`: [`COLUMNS`], with "Local time" before "State"
/// when it is asked for. (Not in `COLUMNS`, whose cells are kept for the filter and exported:
/// a time of day is stale a minute later.)
fn shown_columns(view: &LookupView) -> impl Iterator<Item = (SortColumn, &'static str)> {
    let local_time = view
        .local_time
        .then_some((SortColumn::LocalTime, "Local time"));
    let vendor = view
        .vendor_columns
        .then_some(super::vendor_columns::COLUMNS)
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
    /// Whether the table shows the vendor columns: status, tags, last contacted.
    pub vendor_columns: bool,
    /// Whether the table shows each freelancer's availability today (`ui::availability`).
    pub available_today: bool,
}

impl LookupView {
    /// A click on a column's header: sorts by it, ascending first, and a second click on the
    /// same column reverses the order.
    fn sort_by(&mut self, column: SortColumn) {
        self.sort = match self.sort {
            Some((c, ascending)) if c == column => Some((column, !ascending)),
            _ => Some((column, true)),
        };
    }

    /// The arrow a column's header shows when the rows are sorted by it.
    fn arrow(&self, column: SortColumn) -> &'static str {
        match self.sort {
            Some((c, true)) if c == column => " ⏶",
            Some((c, false)) if c == column => " ⏷",
            _ => "",
        }
    }
}

/// What the panel asks the app to do after the frame.
#[derive(Debug, Clone, PartialEq)]
pub enum LookupAction {
    Start(Vec<Uuid>),
    Cancel(JobId),
    /// Export these rows (header first) as CSV.
    Export(Vec<Vec<String>>),
    /// Put the selected freelancers whose profiles loaded into the composer, with what a
    /// personalised message needs of their profiles; `left_out` counts the selected rows that
    /// did not load (one bad recipient fails a whole request).
    AddToRecipients {
        recipients: Vec<PlannedRecipient>,
        left_out: usize,
    },
    /// Change the vendor records of the selected rows.
    EditVendors {
        uuids: Vec<Uuid>,
        edit: crate::store::VendorEdit,
    },
}

#[derive(Debug, Clone, Copy)]
pub struct Running {
    pub job: JobId,
    pub progress: Progress,
}

/// What was clicked in the table this frame, to apply once it is drawn.
#[derive(Default)]
struct TableClicks {
    /// A column's header: sort by it.
    sort_by: Option<SortColumn>,
    /// A row's checkbox, by its position among the visible rows.
    toggled: Option<usize>,
    /// A row elsewhere: inspect it.
    inspected: Option<Uuid>,
    /// The rows drawn this frame (those on screen), when the *Available today* column is
    /// shown: only theirs is asked for.
    on_screen: Vec<Uuid>,
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

/// What decides the order shown: the rows' revision, the filter and the sort.
struct OrderKey {
    revision: u64,
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

/// The catalogue the kept lower-case texts were made with: the built-in one until the
/// directory's own lists arrive.
struct Names(Arc<Catalogue>);

impl Default for Names {
    fn default() -> Self {
        Self(Catalogue::builtin())
    }
}

#[derive(Default)]
pub struct LookupPanel {
    pub paste: String,
    /// Tokens from the last paste that look like a mistyped UUID.
    pub invalid: Vec<String>,
    pub notice: Option<String>,
    /// Changed only through [`Self::push_row`], [`Self::set_state`] and [`Self::clear`].
    rows: Vec<Row>,
    /// Each row's texts in lower case, by the same index.
    lowered: Vec<Lowered>,
    /// What names the codes in `lowered` (and on screen).
    names: Names,
    /// Counts the changes to `rows` (a row added, updated or removed), so that the order
    /// shown is computed again only after one.
    revision: u64,
    shown: ShownOrder,
    index: HashMap<Uuid, usize>,
    pub selected: HashSet<Uuid>,
    /// The row shown in the inspector.
    pub focused: Option<Uuid>,
    /// Where a shift-click range starts.
    anchor: Option<Uuid>,
    pub running: Option<Running>,
    /// Each row's time zone, by the same index, looked up once when the row changes.
    zones: Vec<Option<Zone>>,
    /// The moment the "Local time" column shows, taken once a frame.
    now: Timestamp,
    /// What the vendor columns show, by freelancer, as the store last read it.
    vendors: HashMap<Uuid, VendorCells>,
    /// The tag typed in the bulk "Vendor" menu.
    new_tag: String,
    /// The rows on screen in the last frame that showed *Available today*.
    on_screen: Vec<Uuid>,
}

impl LookupPanel {
    /// Puts the UUIDs found in an imported file into the paste box, ready to look up.
    pub fn import(&mut self, file_name: &str, text: &str) {
        let found = uuids::extract(text);
        self.paste = found
            .uuids
            .iter()
            .map(Uuid::to_string)
            .collect::<Vec<_>>()
            .join("\n");
        self.notice = Some(format!(
            "Imported {} UUIDs from {file_name}{}. Press Look up.",
            found.uuids.len(),
            if found.invalid.is_empty() {
                String::new()
            } else {
                format!("; {} tokens are not UUIDs", found.invalid.len())
            }
        ));
        self.invalid = found.invalid;
    }

    /// Reads the paste box and returns the UUIDs to look up that are not in the table yet.
    fn take_paste(&mut self) -> Vec<Uuid> {
        let found = uuids::extract(&self.paste);
        self.invalid = found.invalid;
        // The UUIDs move to the table; the box keeps only what needs fixing. (A box holding
        // thousands of lines also costs the UI a long text layout on every frame.)
        self.paste = self.invalid.join("\n");
        let new: Vec<Uuid> = found
            .uuids
            .into_iter()
            .filter(|u| !self.index.contains_key(u))
            .collect();
        self.notice = Some(if new.is_empty() && self.invalid.is_empty() {
            "No new UUIDs in that text.".into()
        } else {
            format!(
                "{} new UUIDs{}{}",
                new.len(),
                if found.duplicates > 0 {
                    format!(", {} duplicates dropped", found.duplicates)
                } else {
                    String::new()
                },
                if self.invalid.is_empty() {
                    String::new()
                } else {
                    format!(", {} not UUIDs (listed below)", self.invalid.len())
                }
            )
        });
        for uuid in &new {
            self.push_row(Row {
                uuid: *uuid,
                state: RowState::Loading,
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
    /// environment changed): the kept texts are made again, once, so the filter and the sort
    /// go by the new names.
    pub fn use_catalogue(&mut self, catalogue: &Arc<Catalogue>) {
        if Arc::ptr_eq(&self.names.0, catalogue) {
            return;
        }
        self.names = Names(Arc::clone(catalogue));
        self.lowered = self
            .rows
            .iter()
            .map(|row| Lowered::of(row, catalogue))
            .collect();
        self.revision += 1;
    }

    pub fn started(&mut self, job: JobId, total: usize) {
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
        job: JobId,
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
        let state = match result {
            Ok(freelancer) => RowState::Loaded(freelancer),
            Err(err) => {
                let why = err.explained();
                match err {
                    ApiError::Rejected {
                        status: 400 | 404, ..
                    } => RowState::NotFound(Explained {
                        plain: "The directory has no freelancer with this UUID.".into(),
                        ..why
                    }),
                    ApiError::Forbidden { .. } => RowState::Forbidden(why),
                    _ => RowState::Failed(why),
                }
            }
        };
        self.set_state(i, state);
    }

    /// Returns a line for a toast.
    pub fn on_finished(&mut self, job: JobId, end: &LookupEnd) -> Option<String> {
        let running = self.running.take_if(|r| r.job == job)?;
        // Rows the job never reached stay visible as not looked up, not as loading forever.
        for i in 0..self.rows.len() {
            if matches!(self.rows[i].state, RowState::Loading) {
                let why = Explained::new("Not looked up: the lookup was stopped.", "");
                self.set_state(i, RowState::Failed(why));
            }
        }
        let p = running.progress;
        Some(match end {
            LookupEnd::Completed => {
                format!("Lookup finished: {} found, {} failed.", p.done, p.failed)
            }
            LookupEnd::Cancelled => format!(
                "Lookup cancelled: {} found, {} failed, {} not looked up.",
                p.done,
                p.failed,
                p.left()
            ),
            LookupEnd::SignedOut(err) => format!("Lookup stopped. {}", err.plain_words()),
        })
    }

    /// The table's rows, in the order they arrived.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// Empties the table; only what is being pasted stays.
    fn clear(&mut self) {
        *self = Self {
            paste: std::mem::take(&mut self.paste),
            names: std::mem::take(&mut self.names),
            // Still counting: an order kept from before can never pass for the new rows'.
            revision: self.revision + 1,
            ..Self::default()
        };
    }

    /// The rows shown under `view`, as [`Self::visible`] returns them: kept from an earlier
    /// frame unless a row, the filter or the sort changed since.
    fn shown(&mut self, view: &LookupView) -> Arc<[usize]> {
        let fresh = self.shown.key.as_ref().is_some_and(|key| {
            key.revision == self.revision && key.filter == view.filter && key.sort == view.sort
        });
        if !fresh {
            self.shown = ShownOrder {
                key: Some(OrderKey {
                    revision: self.revision,
                    filter: view.filter.clone(),
                    sort: view.sort,
                }),
                order: self.visible(view).into(),
            };
        }
        Arc::clone(&self.shown.order)
    }

    /// The rows that pass the view's filter, in its order (indices into `rows`).
    pub fn visible(&self, view: &LookupView) -> Vec<usize> {
        let needle = view.filter.trim().to_lowercase();
        // The UUID or any one cell holds the needle.
        let mut visible: Vec<usize> = (0..self.rows.len())
            .filter(|i| {
                needle.is_empty()
                    || self.lowered[*i].parts().any(|part| part.contains(&needle))
                    || self
                        .vendors
                        .get(&self.rows[*i].uuid)
                        .is_some_and(|cells| cells.matches(&needle))
            })
            .collect();
        if let Some((column, ascending)) = view.sort {
            let vendor = |i: &usize| self.vendors.get(&self.rows[*i].uuid);
            // Stable: rows that sort the same keep the order in which they arrived.
            if column == SortColumn::LocalTime {
                visible.sort_by_key(|i| self.offset_order(*i));
            } else if super::vendor_columns::COLUMNS
                .iter()
                .any(|(c, _)| *c == column)
            {
                visible
                    .sort_by(|a, b| super::vendor_columns::compare(vendor(a), vendor(b), column));
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
    fn local_time(&self, i: usize) -> String {
        self.zones[i]
            .as_ref()
            .map(|zone| zone.local_time(self.now))
            .unwrap_or_default()
    }

    /// Vendor records the store read: the vendor columns, the filter and the ⛔ marks follow
    /// them.
    pub fn learn_vendors(&mut self, records: &[crate::store::VendorRecord]) {
        for record in records {
            self.vendors.insert(record.uuid, VendorCells::of(record));
        }
        // The order shown may depend on them.
        self.revision += 1;
    }

    /// The rows whose availability the last frame showed (the *Available today* column's
    /// rows on screen), taken: a frame that shows none wants none.
    pub fn availability_wanted(&mut self) -> Vec<Uuid> {
        std::mem::take(&mut self.on_screen)
    }

    /// Another environment: its records are read afresh.
    pub fn forget_vendors(&mut self) {
        self.vendors.clear();
        self.revision += 1;
    }

    pub fn focused_row(&self) -> Option<&Row> {
        self.focused
            .and_then(|u| self.index.get(&u))
            .map(|i| &self.rows[*i])
    }

    /// The paste box, its buttons and the progress of a running lookup. `samples`: UUIDs a
    /// newcomer can try, offered when connected to the built-in sandbox. `view`: the table's
    /// sort and filter, which "Clear table" clears too.
    pub fn show_input(
        &mut self,
        ui: &mut egui::Ui,
        view: &mut LookupView,
        samples: Option<&dyn Fn() -> Vec<Uuid>>,
    ) -> Option<LookupAction> {
        self.show_paste_box(ui);
        let mut action = self.show_paste_buttons(ui, view, samples);
        self.show_not_uuids(ui);
        if let Some(cancel) = self.show_progress(ui) {
            action = Some(cancel);
        }
        action
    }

    fn show_paste_box(&mut self, ui: &mut egui::Ui) {
        let paste_id = paste_id();
        let paste_label = ui.label("UUIDs, profile links, CSV or e-mail text:");
        // Hundreds of pasted lines scroll inside the box instead of pushing the table away.
        egui::ScrollArea::vertical()
            .id_salt("lookup-paste-scroll")
            .max_height(110.0)
            .show(ui, |ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut self.paste)
                        .id(paste_id)
                        .desired_rows(4)
                        .desired_width(f32::INFINITY)
                        .hint_text("Paste one UUID or hundreds, from any text (Ctrl+L)"),
                )
                .labelled_by(paste_label.id);
            });
    }

    /// "Look up", "Clear table", the sandbox's samples, and what the last paste found.
    fn show_paste_buttons(
        &mut self,
        ui: &mut egui::Ui,
        view: &mut LookupView,
        samples: Option<&dyn Fn() -> Vec<Uuid>>,
    ) -> Option<LookupAction> {
        let mut action = None;
        ui.horizontal(|ui| {
            let idle = self.running.is_none();
            if ui.add_enabled(idle, egui::Button::new("Look up")).clicked() {
                let new = self.take_paste();
                if !new.is_empty() {
                    action = Some(LookupAction::Start(new));
                }
            }
            if ui
                .add_enabled(
                    !self.rows.is_empty() && idle,
                    egui::Button::new("Clear table"),
                )
                .clicked()
            {
                self.clear();
                *view = LookupView::default();
            }
            if let Some(samples) = samples
                && self.paste.trim().is_empty()
                && ui
                    .button("Paste sample UUIDs")
                    .on_hover_text("25 freelancers from the built-in sandbox")
                    .clicked()
            {
                self.paste = samples()
                    .iter()
                    .map(Uuid::to_string)
                    .collect::<Vec<_>>()
                    .join("\n");
            }
            if let Some(notice) = &self.notice {
                ui.label(notice);
            }
        });
        action
    }

    /// The tokens of the last paste that look like a mistyped UUID, left to fix.
    fn show_not_uuids(&self, ui: &mut egui::Ui) {
        if !self.invalid.is_empty() {
            ui.collapsing(
                format!("{} tokens are not UUIDs", self.invalid.len()),
                |ui| {
                    for token in &self.invalid {
                        ui.monospace(token);
                    }
                },
            );
        }
    }

    /// A running lookup's progress, and its Cancel.
    fn show_progress(&self, ui: &mut egui::Ui) -> Option<LookupAction> {
        let running = self.running?;
        let p = running.progress;
        let mut action = None;
        ui.horizontal(|ui| {
            let finished = (p.done + p.failed) as f32 / p.total.max(1) as f32;
            ui.add(
                egui::ProgressBar::new(finished)
                    .desired_width(320.0)
                    .show_percentage(),
            );
            // A label rather than the bar's own text, so screen readers announce it.
            ui.label(format!(
                "{} done, {} failed, {} left",
                p.done,
                p.failed,
                p.left()
            ));
            ui.spinner();
            if ui.button("Cancel").clicked() {
                action = Some(LookupAction::Cancel(running.job));
            }
        });
        action
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
                None => self.push_row(Row { uuid, state }),
            }
        }
    }

    /// The rows as shown (filtered and sorted), header first, for export: a named column is
    /// followed by one of the codes behind it, for whoever works with the codes.
    pub fn as_table(&self, view: &LookupView) -> Vec<Vec<String>> {
        let catalogue = &self.names.0;
        let mut header = vec!["UUID".to_owned()];
        for (column, title) in COLUMNS {
            header.push(title.to_owned());
            header.extend(codes_title(column).map(str::to_owned));
        }
        let mut table = vec![header];
        for i in self.visible(view) {
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

    /// The results table, shared by lookup and search, under a bar with its filter, counts,
    /// selection and export. `view`: how the user sorts and filters it.
    /// `catalogue` names the codes.
    pub fn show_table(
        &mut self,
        ui: &mut egui::Ui,
        view: &mut LookupView,
        catalogue: &Arc<Catalogue>,
        availability: &Availabilities,
    ) -> Option<LookupAction> {
        self.use_catalogue(catalogue);
        if view.local_time || view.vendor_columns {
            self.now = super::local_time::now_to_the_minute(ui.ctx());
        }
        let visible = self.shown(view);
        let action = self.show_table_bar(ui, view, &visible);
        let shift = ui.input(|i| i.modifiers.shift);
        // The rows are drawn from `self`; what was clicked among them is applied after.
        let today = view.available_today.then_some(availability);
        let mut clicks = self.show_rows(ui, view, &visible, today);
        self.on_screen = std::mem::take(&mut clicks.on_screen);
        if let Some(column) = clicks.sort_by {
            view.sort_by(column);
        }
        if let Some(position) = clicks.toggled {
            self.toggle(&visible, position, shift);
        }
        if let Some(uuid) = clicks.inspected {
            self.focused = Some(uuid);
        }
        action
    }

    /// The filter, how many rows show and are selected, and what can be done with them.
    fn show_table_bar(
        &mut self,
        ui: &mut egui::Ui,
        view: &mut LookupView,
        visible: &[usize],
    ) -> Option<LookupAction> {
        let mut action = None;
        // Wrapped: a narrow window still shows every control.
        ui.horizontal_wrapped(|ui| {
            let filter_label = ui.label("Filter:");
            ui.add(
                egui::TextEdit::singleline(&mut view.filter)
                    .hint_text("name, country, language, code…")
                    .desired_width(200.0),
            )
            .labelled_by(filter_label.id);
            ui.label(format!(
                "{} of {} rows, {} selected",
                visible.len(),
                self.rows.len(),
                self.selected.len()
            ));
            if ui.button("Select all filtered").clicked() {
                self.selected
                    .extend(visible.iter().map(|i| self.rows[*i].uuid));
            }
            if ui
                .add_enabled(
                    !self.selected.is_empty(),
                    egui::Button::new("Clear selection"),
                )
                .clicked()
            {
                self.selected.clear();
            }
            if ui
                .add_enabled(
                    !self.selected.is_empty(),
                    egui::Button::new("Add selected to recipients"),
                )
                .clicked()
            {
                action = Some(self.selected_recipients());
            }
            if ui
                .add_enabled(!visible.is_empty(), egui::Button::new("Export CSV"))
                .clicked()
            {
                action = Some(LookupAction::Export(self.as_table(view)));
            }
            ui.checkbox(&mut view.local_time, "Show local time")
                .on_hover_text("Show each freelancer's local time and UTC offset");
            ui.checkbox(&mut view.vendor_columns, "Show vendor columns")
                .on_hover_text("Show each freelancer's status, tags and last contact");
            ui.checkbox(&mut view.available_today, "Show availability today")
                .on_hover_text(super::availability::COLUMN_HINT);
            let bulk = super::vendor_columns::bulk_menu(
                ui,
                &self.selected,
                &self.vendors,
                &mut self.new_tag,
            );
            if bulk.is_some() {
                action = bulk;
            }
        });
        action
    }

    /// The `visible` rows under a header of sort buttons.
    fn show_rows(
        &self,
        ui: &mut egui::Ui,
        view: &LookupView,
        visible: &[usize],
        today: Option<&Availabilities>,
    ) -> TableClicks {
        let mut clicks = TableClicks::default();
        let mut table = TableBuilder::new(ui)
            .id_salt("lookup-results")
            .striped(true)
            .resizable(true)
            .sense(egui::Sense::click())
            .column(Column::exact(26.0))
            // Names, not codes: room for the longest account type ("Freelance translator
            // and/or interpreter") and for a pair or two ("English → German, …"); a cell too
            // narrow for its names shows them all, with the codes, on hover.
            .column(Column::initial(160.0).at_least(80.0).clip(true))
            .column(Column::initial(250.0).at_least(60.0).clip(true))
            .column(Column::initial(110.0).at_least(50.0).clip(true))
            .column(Column::initial(230.0).at_least(80.0).clip(true))
            .column(Column::initial(100.0).at_least(50.0));
        if view.local_time {
            table = table.column(Column::initial(150.0).at_least(60.0).clip(true));
        }
        if view.vendor_columns {
            for _ in super::vendor_columns::COLUMNS {
                table = table.column(Column::initial(110.0).at_least(50.0).clip(true));
            }
        }
        table = table.column(Column::remainder().at_least(80.0).clip(true));
        if today.is_some() {
            table = table.column(Column::initial(120.0).at_least(60.0).clip(true));
        }
        table
            .header(24.0, |mut header| {
                header.col(|_| {});
                for (column, title) in shown_columns(view) {
                    header.col(|ui| {
                        let button = egui::Button::new(format!("{title}{}", view.arrow(column)))
                            .wrap_mode(egui::TextWrapMode::Truncate);
                        if ui.add(button).clicked() {
                            clicks.sort_by = Some(column);
                        }
                    });
                }
                if today.is_some() {
                    header.col(|ui| {
                        ui.strong("Available today")
                            .on_hover_text(super::availability::COLUMN_HINT);
                    });
                }
            })
            .body(|body| {
                body.rows(22.0, visible.len(), |mut table_row| {
                    self.show_row(&mut table_row, view, visible, &mut clicks);
                    if let Some(availability) = today {
                        let uuid = self.rows[visible[table_row.index()]].uuid;
                        table_row.col(|ui| super::availability::today_cell(ui, availability, uuid));
                        clicks.on_screen.push(uuid);
                    }
                });
            });
        clicks
    }

    /// One row: a checkbox that selects it, then its cells; a click elsewhere in the row
    /// inspects it.
    fn show_row(
        &self,
        table_row: &mut TableRow<'_, '_>,
        view: &LookupView,
        visible: &[usize],
        clicks: &mut TableClicks,
    ) {
        let position = table_row.index();
        let row = &self.rows[visible[position]];
        table_row.set_selected(self.focused == Some(row.uuid));
        table_row.col(|ui| {
            let mut checked = self.selected.contains(&row.uuid);
            if ui
                .checkbox(&mut checked, "")
                .on_hover_text("Select")
                .changed()
            {
                clicks.toggled = Some(position);
            }
        });
        let catalogue = &self.names.0;
        let vendor = self.vendors.get(&row.uuid);
        let now_ms = self.now.as_millisecond();
        for (column, _) in shown_columns(view) {
            table_row.col(|ui| {
                let text = match column {
                    SortColumn::LocalTime => self.local_time(visible[position]),
                    SortColumn::VendorStatus | SortColumn::Tags | SortColumn::LastContacted => {
                        vendor
                            .map(|cells| cells.text(column, now_ms))
                            .unwrap_or_default()
                    }
                    _ => row.cell(column, catalogue),
                };
                let shown = if text.is_empty() && row.freelancer().is_some() {
                    "—".to_owned()
                } else {
                    text
                };
                // Not selectable, so that a click anywhere in the row inspects it.
                let label = |text: String| egui::Label::new(text).selectable(false).truncate();
                if column == SortColumn::Name {
                    if vendor.is_some_and(VendorCells::do_not_contact) {
                        ui.colored_label(ui.visuals().error_fg_color, "⛔ do not contact")
                            .on_hover_text("Marked do not contact: left out of every message");
                    }
                    super::bidi::add_name(ui, &shown, label);
                } else if codes_title(column).is_some() {
                    // Made only while hovered: the codes, for those who work with them.
                    ui.add(label(shown)).on_hover_ui(|ui| {
                        if let Some(text) = row.with_codes(column, catalogue) {
                            ui.label(text);
                        }
                    });
                } else {
                    ui.add(label(shown));
                }
            });
        }
        if table_row.response().clicked() {
            clicks.inspected = Some(row.uuid);
        }
    }

    /// The selected rows in table order, as recipients: only those whose profile loaded.
    fn selected_recipients(&self) -> LookupAction {
        let mut recipients = Vec::new();
        let mut left_out = 0;
        for row in self.rows.iter().filter(|r| self.selected.contains(&r.uuid)) {
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

    /// Checks or unchecks a row; with shift, every row between the last one toggled and this
    /// one takes this row's new state.
    fn toggle(&mut self, visible: &[usize], position: usize, shift: bool) {
        let uuid = self.rows[visible[position]].uuid;
        let select = !self.selected.contains(&uuid);
        let anchor = self
            .anchor
            .and_then(|a| visible.iter().position(|i| self.rows[*i].uuid == a))
            .filter(|_| shift);
        let range = match anchor {
            Some(a) => a.min(position)..=a.max(position),
            None => position..=position,
        };
        for i in range {
            let u = self.rows[visible[i]].uuid;
            if select {
                self.selected.insert(u);
            } else {
                self.selected.remove(&u);
            }
        }
        self.anchor = Some(uuid);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn panel_with(n: usize) -> LookupPanel {
        let mut panel = LookupPanel {
            paste: (0..n)
                .map(|i| Uuid::from_u128(i as u128 + 1).to_string())
                .collect::<Vec<_>>()
                .join("\n"),
            ..LookupPanel::default()
        };
        panel.take_paste();
        panel
    }

    #[test]
    fn shift_click_selects_a_range_and_unselects_it_again() {
        let mut panel = panel_with(10);
        let visible = panel.visible(&LookupView::default());
        panel.toggle(&visible, 2, false);
        panel.toggle(&visible, 6, true);
        assert_eq!(panel.selected.len(), 5);
        panel.toggle(&visible, 4, true);
        assert_eq!(
            panel.selected.len(),
            2,
            "rows 4..=6 unselected, 2 and 3 stay"
        );
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
            });
        }
        panel.now = "2026-07-01T11:32:00Z".parse().expect("an instant");
        let mut view = LookupView {
            sort: Some((SortColumn::LocalTime, true)),
            local_time: true,
            ..LookupView::default()
        };
        assert_eq!(panel.visible(&view), [4, 3, 0, 2, 1]);
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
            let shown = panel.shown(view);
            assert_eq!(*shown, *from_scratch(panel, view), "not stale");
            assert!(
                Arc::ptr_eq(&shown, &panel.shown(view)),
                "kept while nothing changes"
            );
            (shown.clone(), !Arc::ptr_eq(&shown, before))
        };
        let first = panel.shown(&view);
        assert_eq!(*first, [0, 1, 2]);
        let (kept, recomputed) = check(&mut panel, &view, &first);
        assert!(!recomputed);

        // A profile arrives for a row that was loading.
        view.filter = "bea".into();
        let (shown, _) = check(&mut panel, &view, &kept);
        assert!(shown.is_empty());
        panel.on_result(
            1,
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
        panel.started(1, 3);
        let (shown, _) = check(&mut panel, &view, &shown);
        panel.on_finished(1, &LookupEnd::Completed);
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert_eq!(shown[..2], [0, 2], "error: before loaded");

        // The table is cleared, and as many rows come again: nothing from before shows.
        panel.clear();
        let (shown, recomputed) = check(&mut panel, &view, &shown);
        assert!(recomputed);
        assert!(shown.is_empty());
        panel.paste = (0..4)
            .map(|i| Uuid::from_u128(100 + i).to_string())
            .collect::<Vec<_>>()
            .join(" ");
        panel.take_paste();
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
                panel.on_result(1, uuid, result, Progress::default());
            }
            let view = LookupView {
                sort: sort.map(|(column, ascending)| (COLUMNS[column].0, ascending)),
                filter,
                local_time: false,
                vendor_columns: false,
                available_today: false,
            };
            proptest::prop_assert_eq!(panel.visible(&view), from_scratch(&panel, &view));
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
        panel.on_result(1, uuid, Ok(translator(uuid, "Lea")), Progress::default());
        panel.on_result(
            1,
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
            assert_eq!(panel.visible(&view), [0], "{filter}");
        }
        let view = LookupView {
            filter: "french".into(),
            ..LookupView::default()
        };
        assert_eq!(panel.visible(&view), [0]);
    }

    #[test]
    fn an_export_carries_the_names_and_the_codes_beside_them() {
        let mut panel = panel_with(1);
        let uuid = Uuid::from_u128(1);
        panel.on_result(1, uuid, Ok(translator(uuid, "Lea")), Progress::default());
        let table = panel.as_table(&LookupView::default());
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
        panel.on_result(1, uuid, Ok(translator(uuid, "Lea")), Progress::default());
        let view = LookupView {
            filter: "deutsch".into(),
            ..LookupView::default()
        };
        assert!(panel.shown(&view).is_empty());
        let served = Catalogue::with_directory_lists(&crate::catalogue::DirectoryLists {
            languages: vec![crate::catalogue::Entry::new("deu", "Deutsch")],
            ..Default::default()
        });
        panel.use_catalogue(&served);
        assert_eq!(*panel.shown(&view), [0], "the kept texts were made again");
        assert_eq!(
            panel.as_table(&LookupView::default())[1][6],
            "English → Deutsch, Deutsch → French"
        );
    }

    #[test]
    fn pasting_again_only_adds_new_uuids() {
        let mut panel = panel_with(3);
        panel.paste = format!("{} and {}", Uuid::from_u128(1), Uuid::from_u128(99));
        assert_eq!(panel.take_paste(), vec![Uuid::from_u128(99)]);
        assert_eq!(panel.rows.len(), 4);
        assert!(panel.paste.is_empty(), "the UUIDs moved to the table");
        panel.paste = format!("{} 5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4", Uuid::from_u128(7));
        panel.take_paste();
        assert_eq!(
            panel.paste, "5f1c2a9e-3b4d-4e6f-8a7b-9c0d1e2f3a4",
            "the typo stays to fix"
        );
    }
}
