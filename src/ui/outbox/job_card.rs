//! A job's card in the Outbox panel: what the job is and how far it got, its buttons, and
//! its requests in a table with the decisions only the user can make.

use egui_extras::{Column, TableBuilder, TableRow};

use super::action::{Confirm, JobStep, OutboxAction};
use super::job::{JobView, RequestRow, duration_text};
use crate::outbox::JobStatus;
use crate::store::JobId;
use crate::store::{JobState, RequestRecord, RequestState, Resolution};
use crate::ui::selection::Selection;
use crate::ui::selection_input::{RowClicks, TableKeys};

/// What the user chose on a job's card this frame: a step to take now, or one that asks
/// first.
#[derive(Default)]
pub(super) struct JobCardClicks {
    pub(super) action: Option<OutboxAction>,
    pub(super) confirm: Option<Confirm>,
}

/// What a job's card shows besides the job itself: its status as the panel reads it, and how
/// it is drawn this frame.
pub(super) struct JobCardState {
    pub(super) status: JobStatus,
    pub(super) stopping: bool,
    pub(super) decisions_only: bool,
    /// Open its requests now (the user may close them again).
    pub(super) open: bool,
    pub(super) scroll_to: bool,
}

/// The requests of one job as the user selects them, as in every table (`ui/selection.rs`),
/// by their number; kept by the panel per job.
#[derive(Default)]
pub(super) struct RequestsView {
    selection: Selection<u32>,
    /// The position the keys moved the cursor to, scrolled to on the next frame.
    scroll_to: Option<usize>,
}

/// A job's card: what it is and how far it got, what can be done with it, and its requests.
pub(super) fn show_job(
    ui: &mut egui::Ui,
    view: &JobView,
    state: JobCardState,
    requests: &mut RequestsView,
) -> JobCardClicks {
    let mut clicks = JobCardClicks::default();
    let frame = egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        show_job_summary(ui, view, &state);
        show_job_buttons(ui, view, &state, &mut clicks);
        if let Some(confirm) = unknown_decisions(ui, view) {
            clicks.confirm = Some(confirm);
        }
        show_requests(ui, view, &state, requests, &mut clicks);
    });
    if state.scroll_to {
        frame.response.scroll_to_me(Some(egui::Align::TOP));
    }
    clicks
}

/// The job's subject, when and to how many it went, its status and progress, and what
/// became of its recipients and requests.
pub(super) fn show_job_summary(ui: &mut egui::Ui, view: &JobView, state: &JobCardState) {
    let id = view.id();
    let record = &view.record;
    ui.horizontal(|ui| {
        ui.strong(crate::tr!("outbox-job", job = id.to_string()));
        let subject = crate::tr!("outbox-job-subject", subject = record.subject.as_str());
        ui.add(egui::Label::new(subject).truncate());
    });
    ui.weak(crate::tr!(
        "outbox-job-facts",
        created = view.created.as_str(),
        recipients = view.recipient_count(),
        requests = record.requests.len(),
        sender = record.sender_name.as_str()
    ));
    ui.horizontal(|ui| {
        let (text, color) = status_text(state.status, state.stopping, ui);
        ui.colored_label(color, text);
        let total = record.requests.len();
        ui.add(
            egui::ProgressBar::new(view.done() as f32 / total.max(1) as f32)
                .desired_width(240.0)
                .text(crate::tr!(
                    "outbox-progress",
                    done = view.done(),
                    total = total
                )),
        );
        if state.status == JobStatus::Sending
            && let Some(rate) = view.rate()
        {
            let rate = tenths(rate);
            ui.weak(match view.time_left() {
                Some(left) => {
                    crate::tr!("outbox-rate-left", rate = rate, left = duration_text(left))
                }
                None => crate::tr!("outbox-rate", rate = rate),
            });
        }
    });
    ui.label(crate::tr!(
        "outbox-job-recipients",
        people = view.people.text(record.state == JobState::Cancelled)
    ));
    ui.weak(view.requests_text());
    // Why it paused: its reason worded in the window's language, or the journal's English
    // where it kept none (an older journal), or who paused it.
    let note = record
        .why_paused()
        .or_else(|| record.reason.as_ref().map(|reason| reason.words()))
        .or_else(|| record.note.clone());
    if let Some(note) = note {
        ui.colored_label(ui.visuals().warn_fg_color, note);
    }
}

/// Pause, Resume and Cancel… as the job's status allows, and its report.
fn show_job_buttons(
    ui: &mut egui::Ui,
    view: &JobView,
    state: &JobCardState,
    clicks: &mut JobCardClicks,
) {
    let (id, status, stopping) = (view.id(), state.status, state.stopping);
    ui.horizontal(|ui| {
        if status == JobStatus::Sending
            && ui
                .add_enabled(!stopping, egui::Button::new(crate::tr!("outbox-pause")))
                .on_hover_text(crate::tr!("outbox-pause.hover"))
                .clicked()
        {
            clicks.action = Some(OutboxAction::Job(JobStep::Pause(id)));
        }
        if matches!(status, JobStatus::Paused | JobStatus::Interrupted)
            && ui
                .button(crate::tr!("outbox-resume"))
                .on_hover_text(crate::tr!("outbox-resume.hover"))
                .clicked()
        {
            clicks.action = Some(OutboxAction::Job(JobStep::Resume(id)));
        }
        if matches!(
            status,
            JobStatus::Sending | JobStatus::Paused | JobStatus::Interrupted
        ) && ui
            .add_enabled(!stopping, egui::Button::new(crate::tr!("outbox-cancel")))
            .clicked()
        {
            clicks.confirm = Some(Confirm::Cancel {
                job: id,
                waiting: view.count(RequestState::Queued) + view.count(RequestState::Retrying),
            });
        }
        if ui
            .button(crate::tr!("outbox-export-report"))
            .on_hover_text(crate::tr!("outbox-export-report.hover"))
            .clicked()
        {
            clicks.action = Some(OutboxAction::Export(id));
        }
    });
}

/// The job's requests under a header the user opens, or the panel opens for them.
fn show_requests(
    ui: &mut egui::Ui,
    view: &JobView,
    state: &JobCardState,
    requests: &mut RequestsView,
    clicks: &mut JobCardClicks,
) {
    let id = view.id();
    let mut header = egui::CollapsingHeader::new(crate::tr!(
        "outbox-requests-header",
        job = id.to_string(),
        count = view.record.requests.len()
    ))
    .id_salt(("outbox-job", id));
    if state.open {
        header = header.open(Some(true));
    }
    header.show(ui, |ui| {
        if let Some(confirm) = selected_decisions(ui, view, &requests.selection) {
            clicks.confirm = Some(confirm);
        }
        match show_request_rows(ui, view, state.decisions_only, requests) {
            Some(RequestStep::Do(action)) => clicks.action = Some(action),
            Some(RequestStep::Confirm(confirm)) => clicks.confirm = Some(confirm),
            None => {}
        }
    });
}

/// One decision for every request whose answer was lost: after an outage a job can have
/// many, and deciding them one by one invites a slip. Both ask first.
fn unknown_decisions(ui: &mut egui::Ui, view: &JobView) -> Option<Confirm> {
    let requests = view.count(RequestState::Unknown);
    if requests == 0 {
        return None;
    }
    let ask = |resolution| Confirm::ResolveAll {
        job: view.id(),
        resolution,
        selected: false,
        requests: view
            .record
            .requests
            .iter()
            .filter(|chunk| chunk.state == RequestState::Unknown)
            .map(|chunk| chunk.seq)
            .collect(),
        recipients: view.people.unknown,
    };
    let mut confirm = None;
    // Wrapped: in German the two buttons beside the sentence are wider than a narrow window.
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            crate::tr!(
                "outbox-unknown-summary",
                requests = requests,
                recipients = view.people.unknown
            ),
        );
        if ui
            .button(crate::tr!("outbox-resend-all-unknown"))
            .on_hover_text(crate::tr!("outbox-resend-all-unknown.hover"))
            .clicked()
        {
            confirm = Some(ask(Resolution::Resend));
        }
        if ui
            .button(crate::tr!("outbox-mark-all-delivered"))
            .on_hover_text(crate::tr!("outbox-mark-all-delivered.hover"))
            .clicked()
        {
            confirm = Some(ask(Resolution::Delivered));
        }
    });
    confirm
}

/// The decisions for the unknown requests among those selected, which ask first as the
/// decisions for all of them do.
fn selected_decisions(
    ui: &mut egui::Ui,
    view: &JobView,
    selection: &Selection<u32>,
) -> Option<Confirm> {
    let chosen: Vec<&RequestRecord> = view
        .record
        .requests
        .iter()
        .filter(|r| r.state == RequestState::Unknown && selection.is_selected(&r.seq))
        .collect();
    if chosen.is_empty() {
        return None;
    }
    let ask = |resolution| Confirm::ResolveAll {
        job: view.id(),
        resolution,
        selected: true,
        requests: chosen.iter().map(|r| r.seq).collect(),
        recipients: chosen.iter().map(|r| r.addressees().count()).sum(),
    };
    let count = chosen.len();
    let mut confirm = None;
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(crate::tr!("outbox-resend-selected", count = count))
            .on_hover_text(crate::tr!("outbox-resend-all-unknown.hover"))
            .clicked()
        {
            confirm = Some(ask(Resolution::Resend));
        }
        if ui
            .button(crate::tr!("outbox-mark-selected-delivered", count = count))
            .on_hover_text(crate::tr!("outbox-mark-all-delivered.hover"))
            .clicked()
        {
            confirm = Some(ask(Resolution::Delivered));
        }
    });
    confirm
}

enum RequestStep {
    Do(OutboxAction),
    Confirm(Confirm),
}

/// The job's requests, one row each, selected as in every table (the keys move and check
/// them; a request opens nothing, its details are its "Details"); only the rows on screen
/// are laid out, so a job of thousands of requests costs a frame no more than one of ten.
fn show_request_rows(
    ui: &mut egui::Ui,
    view: &JobView,
    decisions_only: bool,
    requests: &mut RequestsView,
) -> Option<RequestStep> {
    let chunks = &view.record.requests;
    let shown: Vec<usize> = (0..chunks.len())
        .filter(|i| !decisions_only || chunks[*i].state.needs_decision())
        .collect();
    if shown.is_empty() {
        ui.weak(crate::tr!("outbox-no-decisions"));
        return None;
    }
    let job = view.id();
    let keys = TableKeys::begin(ui, ("outbox-requests", job));
    let mut clicks = RowClicks::default();
    let mut step = None;
    let row_height = ui.spacing().interact_size.y + 4.0;
    let mut table = TableBuilder::new(ui)
        .id_salt(("outbox-chunks", job))
        .striped(true)
        .resizable(true)
        .vscroll(true)
        .max_scroll_height(320.0)
        .auto_shrink([false, true])
        .sense(egui::Sense::click())
        // Side by side: a request's decisions stay on its one row.
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center));
    if let Some(position) = requests.scroll_to.take() {
        table = table.scroll_to_row(position, None);
    }
    let selection = &requests.selection;
    let hover = crate::tr!("outbox-select-request");
    table
        .column(Column::exact(26.0))
        .column(Column::exact(64.0))
        .column(Column::initial(130.0).at_least(80.0).clip(true))
        .column(Column::exact(64.0))
        .column(Column::initial(240.0).at_least(100.0).clip(true))
        // The decisions are never cut: the column is as wide as its buttons in the window's
        // language ("Ohne 2 ungültige erneut versuchen"), whatever its width to begin with.
        .column(Column::initial(260.0).at_least(120.0))
        .column(Column::remainder().at_least(160.0).clip(true))
        .header(22.0, |header| TableKeys::header(header, &REQUEST_COLUMNS))
        .body(|body| {
            body.rows(row_height, shown.len(), |mut table_row| {
                let chunk = &chunks[shown[table_row.index()]];
                keys.checkbox_cell(&mut table_row, selection, chunk.seq, &hover, &mut clicks);
                let row = &view.rows[shown[table_row.index()]];
                if let Some(chosen) = request_cells(&mut table_row, job, chunk, row) {
                    step = Some(chosen);
                }
                keys.end_row(&table_row, selection, chunk.seq, &mut clicks);
            });
        });
    let seqs: Vec<u32> = shown.iter().map(|i| chunks[*i].seq).collect();
    for gesture in keys.finish(ui, clicks) {
        let outcome = requests.selection.apply(gesture, &seqs);
        requests.scroll_to = outcome.scroll_to.or(requests.scroll_to);
    }
    step
}

/// The titles of a request's columns, after its checkbox.
const REQUEST_COLUMNS: [&str; 6] = [
    "outbox-column-request",
    "outbox-column-state",
    "outbox-column-attempts",
    "outbox-column-recipients",
    "outbox-column-decision",
    "outbox-column-what-happened",
];

/// A request's cells: its number, state, attempts, recipients, decisions and what happened.
fn request_cells(
    table_row: &mut TableRow<'_, '_>,
    job: JobId,
    chunk: &RequestRecord,
    row: &RequestRow,
) -> Option<RequestStep> {
    let mut step = None;
    // Not selectable, so that a click anywhere in the row selects it.
    let plain = |text: egui::WidgetText| egui::Label::new(text).selectable(false);
    table_row.col(|ui| {
        ui.add(plain(chunk.seq.to_string().into()));
    });
    table_row.col(|ui| {
        let (text, color) = request_state_text(chunk.state, ui);
        ui.add(plain(egui::RichText::new(text).color(color).into()));
    });
    table_row.col(|ui| {
        ui.add(plain(chunk.attempts.to_string().into()));
    });
    table_row.col(|ui| {
        ui.add(
            egui::Label::new(&row.recipients)
                .selectable(false)
                .truncate(),
        )
        .on_hover_text(&row.everyone);
    });
    table_row.col(|ui| {
        step = request_decisions(ui, job, chunk, row);
    });
    table_row.col(|ui| {
        crate::ui::widgets::details_button(ui, &row.details);
        let words = row.words();
        if !words.is_empty() {
            ui.add(egui::Label::new(&words).selectable(false).truncate())
                .on_hover_text(&words);
        }
    });
    step
}

/// The buttons for a request only the user can move on.
fn request_decisions(
    ui: &mut egui::Ui,
    job: JobId,
    chunk: &RequestRecord,
    row: &RequestRow,
) -> Option<RequestStep> {
    let seq = chunk.seq;
    let mut step = None;
    match chunk.state {
        RequestState::Unknown => {
            if ui
                .small_button(crate::tr!("outbox-resend"))
                .on_hover_text(crate::tr!("outbox-resend.hover"))
                .clicked()
            {
                step = Some(RequestStep::Confirm(Confirm::Resend {
                    job,
                    seq,
                    recipients: chunk.addressees().count(),
                }));
            }
            if ui
                .small_button(crate::tr!("outbox-mark-delivered"))
                .on_hover_text(crate::tr!("outbox-mark-delivered.hover"))
                .clicked()
            {
                step = Some(RequestStep::Do(OutboxAction::Job(JobStep::Resolve {
                    job,
                    seq,
                    resolution: Resolution::Delivered,
                })));
            }
        }
        RequestState::Failed => {
            if ui
                .small_button(crate::tr!("outbox-retry"))
                .on_hover_text(crate::tr!("outbox-retry.hover"))
                .clicked()
            {
                step = Some(RequestStep::Do(OutboxAction::Job(JobStep::Retry {
                    job,
                    seq,
                    leave_out: Vec::new(),
                })));
            }
            let addressees = chunk.addressees().count();
            if !row.named.is_empty()
                && row.named.len() < addressees
                && ui
                    .small_button(crate::tr!("outbox-retry-without", count = row.named.len()))
                    .on_hover_text(crate::tr!("outbox-retry-without.hover"))
                    .clicked()
            {
                step = Some(RequestStep::Do(OutboxAction::Job(JobStep::Retry {
                    job,
                    seq,
                    leave_out: row.named.clone(),
                })));
            }
        }
        _ => {}
    }
    step
}

/// The job's status in words; `JobStatus::label` is the command line's English.
fn status_text(status: JobStatus, stopping: bool, ui: &egui::Ui) -> (String, egui::Color32) {
    let visuals = ui.visuals();
    if stopping {
        return (crate::tr!("outbox-status-stopping"), visuals.text_color());
    }
    let color = match status {
        JobStatus::Sending | JobStatus::Done => visuals.strong_text_color(),
        JobStatus::Paused | JobStatus::Cancelled => visuals.weak_text_color(),
        JobStatus::Interrupted | JobStatus::NeedsAttention => visuals.warn_fg_color,
    };
    (status_words(status), color)
}

/// A job's status in the window's words (`JobStatus::label` is the command line's English),
/// for the outbox's cards and the composer's view of the job it just wrote.
pub(in crate::ui) fn status_words(status: JobStatus) -> String {
    crate::tr!(status_message(status))
}

/// The message of a job's status.
pub(super) fn status_message(status: JobStatus) -> &'static str {
    match status {
        JobStatus::Sending => "outbox-status-sending",
        JobStatus::Paused => "outbox-status-paused",
        JobStatus::Cancelled => "outbox-status-cancelled",
        JobStatus::Interrupted => "outbox-status-interrupted",
        JobStatus::NeedsAttention => "outbox-status-needs-attention",
        JobStatus::Done => "outbox-status-done",
    }
}

fn request_state_text(state: RequestState, ui: &egui::Ui) -> (String, egui::Color32) {
    let visuals = ui.visuals();
    let color = match state {
        RequestState::Queued | RequestState::Retrying => visuals.weak_text_color(),
        RequestState::Sending | RequestState::Sent | RequestState::Pending => visuals.text_color(),
        RequestState::Rejected | RequestState::Failed => visuals.error_fg_color,
        RequestState::Unknown => visuals.warn_fg_color,
    };
    (crate::tr!("outbox-state", state = state.as_str()), color)
}

/// A rate with one decimal as the language writes it, "2.0" included (`i18n::decimal` drops
/// a trailing zero, and the rate has always shown its tenth).
fn tenths(rate: f64) -> String {
    let text = crate::i18n::decimal(rate, 1);
    if (rate * 10.0).round() % 10.0 != 0.0 {
        return text;
    }
    let mark = crate::i18n::decimal(0.5, 1).chars().nth(1).unwrap_or('.');
    format!("{text}{mark}0")
}
