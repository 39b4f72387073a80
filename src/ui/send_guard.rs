//! The guardrails' part of the composer's confirmation: the recipients marked *do not
//! contact* (always left out, named) and those this environment messaged recently (named with
//! when and in which job, for the user to leave out or include). What they are is found by
//! the store service ([`crate::store::StoreRequest::RecipientMarks`]) and read as
//! [`RecipientGuard`]; this file only draws it and the two answers. With a team database,
//! the team's findings too: its marks, colleagues' recent contacts and other desks' sends
//! under way, each naming the colleague ([`show_team`]).

use super::composer::words::and_more;
use crate::outbox::guard::{RecentChoice, RecipientGuard};
use crate::team::{ClaimedElsewhere, ContactState, TeamContact};
use crate::tr;
use crate::worker::team_guard::TeamFound;

/// Names drawn in each list before "…and N more".
const NAMES_SHOWN: usize = 12;

/// The do-not-contact recipients and the recent ones, each with its note.
pub fn show_marks(ui: &mut egui::Ui, guard: &RecipientGuard, now_ms: i64) {
    if !guard.do_not_contact.is_empty() {
        let n = guard.do_not_contact.len();
        ui.colored_label(
            ui.visuals().error_fg_color,
            tr!("composer-guard-do-not-contact", count = n),
        );
        for flagged in guard.do_not_contact.iter().take(NAMES_SHOWN) {
            let named = tr!("composer-guard-do-not-contact-name", name = flagged.label());
            ui.label(format!("   {named}"));
        }
        more(ui, n);
    }
    if !guard.recent.is_empty() {
        let n = guard.recent.len();
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(
                "composer-guard-recent",
                count = n,
                days = guard.recent_days as usize
            ),
        );
        for recent in guard.recent.iter().take(NAMES_SHOWN) {
            ui.label(format!(
                "   {}: {}",
                recent.who.label(),
                when(recent, now_ms)
            ));
        }
        more(ui, n);
    }
}

/// What the team database found, each named with the colleague: marked do not contact by
/// them (left out), messaged by them recently (the user decides, with this desk's own), and
/// being messaged by them now (left out: a send under way on another desk is never doubled).
/// `name` labels a recipient.
pub fn show_team(
    ui: &mut egui::Ui,
    team: &TeamFound,
    recent_days: u32,
    now_ms: i64,
    name: impl Fn(uuid::Uuid) -> String,
) {
    let found = &team.found;
    // Counted from the team database's clock: this desk's may be days off.
    let now_ms = found.now_or(now_ms);
    if !found.do_not_contact.is_empty() {
        let n = found.do_not_contact.len();
        ui.colored_label(
            ui.visuals().error_fg_color,
            tr!("composer-guard-team-do-not-contact", count = n),
        );
        for mark in found.do_not_contact.iter().take(NAMES_SHOWN) {
            let (who, by) = (name(mark.freelancer), mark.coordinator.as_str());
            let marked = if mark.reason.is_empty() {
                tr!("composer-guard-marked-by", name = who, coordinator = by)
            } else {
                tr!(
                    "composer-guard-marked-by-why",
                    name = who,
                    coordinator = by,
                    reason = mark.reason.as_str()
                )
            };
            ui.label(format!("   {marked}"));
        }
        more(ui, n);
    }
    if !found.recent.is_empty() {
        let n = found.recent.len();
        ui.colored_label(
            ui.visuals().warn_fg_color,
            tr!(
                "composer-guard-team-recent",
                count = n,
                days = recent_days as usize
            ),
        );
        for contact in found.recent.iter().take(NAMES_SHOWN) {
            ui.label(format!(
                "   {}: {}",
                name(contact.freelancer),
                contact_words(contact, now_ms)
            ));
        }
        more(ui, n);
    }
    if !found.claimed_elsewhere.is_empty() {
        let n = found.claimed_elsewhere.len();
        ui.colored_label(
            ui.visuals().error_fg_color,
            tr!("composer-guard-claimed", count = n),
        );
        for claim in found.claimed_elsewhere.iter().take(NAMES_SHOWN) {
            ui.label(format!(
                "   {}: {}",
                name(claim.freelancer),
                claim_words(claim, now_ms)
            ));
        }
        more(ui, n);
    }
    ui.weak(tr!(
        "composer-guard-team-checked",
        host = team.host.as_str()
    ));
}

fn more(ui: &mut egui::Ui, n: usize) {
    if n > NAMES_SHOWN {
        ui.weak(format!("   {}", and_more(n - NAMES_SHOWN)));
    }
}

/// The two answers about recent recipients: "Leave them out" (only while someone else is
/// left to send to) and "Send to them too". `None` until one is clicked.
pub fn recent_answers(ui: &mut egui::Ui, anyone_else: bool) -> Option<RecentChoice> {
    let mut choice = None;
    if ui
        .add_enabled(
            anyone_else,
            egui::Button::new(tr!("composer-guard-leave-out")),
        )
        .on_hover_text(tr!("composer-guard-leave-out.hover"))
        .on_disabled_hover_text(tr!("composer-guard-leave-out.nobody-else"))
        .clicked()
    {
        choice = Some(RecentChoice::LeaveOut);
    }
    if ui
        .button(tr!("composer-guard-send-too"))
        .on_hover_text(tr!("composer-guard-send-too.hover"))
        .clicked()
    {
        choice = Some(RecentChoice::Include);
    }
    choice
}

/// A colleague's recent message, in the window's words (`worker::team_guard::contact_words`
/// is the command line's English): "messaged 2 hours ago by Ana (job 'Rates 2027')".
pub(super) fn contact_words(contact: &TeamContact, now_ms: i64) -> String {
    let ago = super::vendor::ago(contact.at_ms, now_ms);
    let (by, subject) = (contact.coordinator.as_str(), contact.subject.as_str());
    let id = match contact.state {
        ContactState::Sent => "composer-team-contact-sent",
        ContactState::Pending => "composer-team-contact-pending",
        ContactState::Unknown => "composer-team-contact-unknown",
    };
    tr!(id, ago = ago, by = by, subject = subject)
}

/// A colleague's live claim, in the window's words: "being messaged now by Ben (job 'Rates
/// 2027', since 3 minutes ago)".
pub(super) fn claim_words(claim: &ClaimedElsewhere, now_ms: i64) -> String {
    let ago = super::vendor::ago(claim.taken_at_ms, now_ms);
    let by = claim.coordinator.as_str();
    if claim.subject.is_empty() {
        tr!("composer-team-claim-no-subject", ago = ago, by = by)
    } else {
        tr!(
            "composer-team-claim",
            ago = ago,
            by = by,
            subject = claim.subject.as_str()
        )
    }
}

/// When a recent contact was, in the window's words (`RecentContact::when` is the command
/// line's English).
fn when(recent: &crate::outbox::guard::Recent, now_ms: i64) -> String {
    let contact = &recent.contact;
    let job = contact.job.to_string();
    if contact.scheduled {
        return tr!("composer-guard-recent-waiting", job = job);
    }
    let ago = super::vendor::ago(contact.at_ms, now_ms);
    if contact.certain {
        tr!("composer-guard-recent-sent", ago = ago, job = job)
    } else {
        tr!("composer-guard-recent-perhaps", ago = ago, job = job)
    }
}
