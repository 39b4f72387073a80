//! The review before the first wave, drawn from its model (`review`): who gets the first
//! wave, by name, when each message goes in their time and the coordinator's, who is left out
//! and why, and the recently messaged with the composer's own warning and answers. Back
//! returns to the form; "Send the first wave" alone writes the offer.

use super::form::{FormFlow, OfferForm};
use super::review::{Goes, Review, Why};
use crate::outbox::guard::{RecentChoice, RecipientGuard};

/// What the coordinator did in the review this frame (Back is done here: the form again).
pub enum ReviewOutcome {
    Nothing,
    /// "Send the first wave".
    Confirm,
    Close,
}

/// Draws the review of `form` (reviewing, or being written).
pub fn show(ctx: &egui::Context, form: &mut OfferForm) -> ReviewOutcome {
    let mut outcome = ReviewOutcome::Nothing;
    let mut back = false;
    let saving = matches!(form.flow, FormFlow::Saving { .. });
    // Their hours and zones may still be coming: the times are read again as they do.
    let asking = form.availability_pending || form.zones_pending;
    let review = match &mut form.flow {
        FormFlow::Reviewing(review) | FormFlow::Saving { review, .. } => review,
        _ => return outcome,
    };
    let mut open = true;
    let room = (ctx.content_rect().height() - 220.0).max(160.0);
    egui::Window::new(crate::tr!("offers-review-heading"))
        .id(egui::Id::unique("offer-review"))
        .open(&mut open)
        .collapsible(false)
        .default_width(620.0)
        .show(ctx, |ui| {
            ui.strong(review.title());
            if asking {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.weak(crate::tr!("offers-review-still-asking"));
                });
            }
            // Its content's height up to `room`, never the window's (see `form_view`).
            egui::ScrollArea::vertical()
                .max_height(room)
                .min_scrolled_height(room)
                .show(ui, |ui| {
                    first_wave(ui, review);
                    left_out(ui, review);
                    recent(ui, review, saving);
                });
            ui.separator();
            if let Some(why) = &review.refused {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    crate::tr!("offers-form-refused"),
                );
                ui.colored_label(ui.visuals().error_fg_color, why);
            }
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(!saving, egui::Button::new(crate::tr!("offers-review-back")))
                    .on_hover_text(crate::tr!("offers-review-back.hover"))
                    .clicked()
                {
                    back = true;
                }
                let ready = review.can_confirm() && !saving;
                let why_not = if review.needs_word() {
                    crate::tr!("offers-review-word-first")
                } else {
                    crate::tr!("offers-review-nobody")
                };
                if ui
                    .add_enabled(
                        ready,
                        egui::Button::new(crate::tr!("offers-review-confirm")),
                    )
                    .on_disabled_hover_text(why_not)
                    .clicked()
                {
                    outcome = ReviewOutcome::Confirm;
                }
                if saving {
                    ui.spinner();
                }
            });
        });
    if back {
        form.back();
    }
    if !open {
        outcome = ReviewOutcome::Close;
    }
    outcome
}

/// A candidate's name, or their UUID when the desk knows none.
fn shown_name(uuid: uuid::Uuid, name: Option<&str>) -> String {
    name.map_or_else(|| uuid.to_string(), str::to_owned)
}

fn first_wave(ui: &mut egui::Ui, review: &Review) {
    let wave = review.first_wave();
    ui.heading(crate::tr!("offers-review-first-wave", count = wave.len()));
    if wave.is_empty() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            crate::tr!("offers-review-nobody"),
        );
        return;
    }
    // Sideways on its own: in a narrow window a wave's rows (both times and what was
    // assumed) scroll rather than being cut, and the lines below still wrap.
    egui::ScrollArea::horizontal()
        .id_salt("offer-review-wave-rows")
        .show(ui, |ui| wave_rows(ui, review, &wave));
    let later = review.later();
    if later > 0 {
        ui.label(crate::tr!("offers-review-later", count = later));
    }
}

/// The first wave's rows: who, when, in their time and ours, and what was assumed.
fn wave_rows(ui: &mut egui::Ui, review: &Review, wave: &[super::review::Line<'_>]) {
    egui::Grid::new("offer-review-wave")
        .striped(true)
        .show(ui, |ui| {
            for line in wave {
                crate::ui::bidi::add_name(ui, &shown_name(line.uuid, line.name), egui::Label::new)
                    .on_hover_text(line.uuid.to_string());
                ui.label(goes_words(line.goes, review.in_working_hours()));
                ui.label(crate::tr!(
                    "offers-review-their-time",
                    time = line.goes.theirs.as_str()
                ));
                ui.label(crate::tr!(
                    "offers-review-your-time",
                    time = line.goes.ours.as_str()
                ));
                let mut notes = Vec::new();
                if line.goes.guess.zone {
                    notes.push(crate::tr!("offers-review-zone-guessed"));
                }
                if line.goes.guess.hours {
                    notes.push(crate::tr!("offers-review-hours-guessed"));
                }
                if line.recent {
                    notes.push(crate::tr!("offers-review-messaged-recently"));
                }
                ui.weak(notes.join("; "));
                ui.end_row();
            }
        });
}

/// "now", or "as their working hours begin".
fn goes_words(goes: &Goes, in_working_hours: bool) -> String {
    if goes.at_once {
        crate::tr!("offers-review-goes-now")
    } else if in_working_hours {
        crate::tr!("offers-review-goes-their-hours")
    } else {
        crate::tr!("offers-review-goes-later")
    }
}

fn left_out(ui: &mut egui::Ui, review: &Review) {
    let left_out = review.left_out();
    if left_out.is_empty() {
        return;
    }
    ui.separator();
    ui.strong(crate::tr!("offers-review-left-out", count = left_out.len()));
    for (uuid, name, why) in left_out {
        let why = match why {
            Why::DoNotContact => crate::tr!("offers-review-why-do-not-contact"),
            Why::TeamDoNotContact(by) => crate::tr!(
                "offers-review-why-team-do-not-contact",
                coordinator = by.as_str()
            ),
            Why::Recent => crate::tr!("offers-review-why-recent"),
        };
        ui.label(format!("   {}: {why}", shown_name(uuid, name)))
            .on_hover_text(uuid.to_string());
    }
}

/// The recently messaged, as the composer warns of them (this desk's and, in a team,
/// colleagues'), and the coordinator's word.
fn recent(ui: &mut egui::Ui, review: &mut Review, saving: bool) {
    let now = crate::store::now_ms();
    let (recent, days) = review.recent();
    let team = review.team_found().filter(|t| !t.found.is_clear());
    if !recent.is_empty() || team.is_some() {
        ui.separator();
    }
    if !recent.is_empty() {
        let guard = RecipientGuard {
            do_not_contact: Vec::new(),
            recent: recent.to_vec(),
            recent_days: days,
        };
        crate::ui::send_guard::show_marks(ui, &guard, now);
    }
    if let Some(team) = team {
        crate::ui::send_guard::show_team(ui, team, days, now, |uuid| review.name_of(uuid));
    }
    if let Some(why) = review.team_away() {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            crate::tr!("offers-review-team-away", problem = why),
        );
    }
    if !review.any_recent() {
        return;
    }
    ui.horizontal_wrapped(|ui| match review.choice {
        RecentChoice::Ask => {
            if let Some(choice) =
                crate::ui::send_guard::recent_answers(ui, review.anyone_but_recent())
            {
                review.choice = choice;
            }
        }
        chosen => {
            ui.label(match chosen {
                RecentChoice::LeaveOut => crate::tr!("offers-review-recent-left-out"),
                _ => crate::tr!("offers-review-recent-included"),
            });
            if ui
                .add_enabled(
                    !saving,
                    egui::Button::new(crate::tr!("offers-review-change")),
                )
                .clicked()
            {
                review.choice = RecentChoice::Ask;
            }
        }
    });
}
