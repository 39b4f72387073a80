//! The profile inspector beside the table: the focused freelancer in structured sections,
//! unknown fields as a JSON tree, and the raw JSON with copy. Above them, what this app sent
//! the freelancer before, so a coordinator sees they already wrote to someone, each job a link
//! to the Outbox. Each fact is said once: the name is the heading (the contact's own name
//! only where it differs), the profile's address is its link, a zone the clock does not
//! know is not repeated as a local time, and what was sent is this list alone (the vendor
//! section above the profile keeps the agency's own record).

use serde_json::Value;

use super::lookup::{Row, RowState};
use super::widgets::{field, json_tree, name_field};
use crate::api::Freelancer;
use crate::api::models::{LanguagePair, Skills};
use crate::catalogue::{Catalogue, Kind};
use crate::i18n::tr;
use crate::store::{RequestState, SentBefore};

/// Jobs named in "Messaged before"; more read as a count.
const HISTORY_SHOWN: usize = 5;

/// What was sent to the inspected freelancer, as read from the journal.
pub enum SentHistory {
    Loading,
    Loaded(Vec<SentBefore>),
    Failed(String),
}

/// Top-level fields the structured sections show; anything else goes to the JSON tree.
const KNOWN_FIELDS: &[&str] = &[
    "uuid",
    "site_name",
    "account_type",
    "profile_url",
    "image_url",
    "contact_info",
    "proz_membership",
    "skills",
    "qualifications",
    "professional_history",
    "about_me_localizations",
    "tagline",
];

pub enum InspectorAction {
    Refresh(uuid::Uuid),
    /// A job of "Messaged before", to open in the Outbox.
    OpenJob(crate::store::JobId),
}

/// `catalogue` names the profile's codes (languages, country, services, disciplines, account
/// type); hovering a name shows its code. `do_not_contact` marks the header; `vendor` draws
/// the agency's own record of the freelancer above the profile.
pub fn show(
    ui: &mut egui::Ui,
    row: Option<&Row>,
    history: Option<&SentHistory>,
    catalogue: &Catalogue,
    do_not_contact: bool,
    vendor: &mut dyn FnMut(&mut egui::Ui, uuid::Uuid),
) -> Option<InspectorAction> {
    let Some(row) = row else {
        ui.weak(tr("inspector-select-row"));
        return None;
    };
    let mut action = None;
    // Wrapped: at the window's smallest size the two buttons do not fit beside the UUID in
    // every language, and a row that does not wrap widens the whole panel.
    ui.horizontal_wrapped(|ui| {
        ui.monospace(row.uuid.to_string());
        if ui.small_button(tr("inspector-copy-uuid")).clicked() {
            ui.ctx().copy_text(row.uuid.to_string());
        }
        if ui.small_button(tr("inspector-refresh")).clicked() {
            action = Some(InspectorAction::Refresh(row.uuid));
        }
    });
    if do_not_contact {
        ui.colored_label(ui.visuals().error_fg_color, tr("inspector-do-not-contact"));
    }
    if let Some(job) = history.and_then(|history| show_history(ui, history)) {
        action = Some(InspectorAction::OpenJob(job));
    }
    vendor(ui, row.uuid);
    let freelancer = match &row.state {
        RowState::Loaded(freelancer) => freelancer,
        RowState::Loading => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr("inspector-looking-up"));
            });
            return action;
        }
        RowState::NotFound(why) | RowState::Forbidden(why) | RowState::Failed(why) => {
            ui.strong(crate::tr!(match &row.state {
                RowState::NotFound(_) => "inspector-not-found",
                RowState::Forbidden(_) => "inspector-not-allowed",
                _ => "inspector-lookup-failed",
            }));
            let color = ui.visuals().warn_fg_color;
            super::widgets::problem(ui, color, why);
            return action;
        }
    };
    sections(ui, freelancer, catalogue);
    action
}

/// "Messaged before": a line per job that reached the freelancer in this directory, each a
/// link to the job (returned when clicked).
fn show_history(ui: &mut egui::Ui, history: &SentHistory) -> Option<crate::store::JobId> {
    let mut opened = None;
    match history {
        SentHistory::Loading => {}
        SentHistory::Failed(why) => {
            ui.weak(tr("inspector-history-failed"));
            super::widgets::details(ui, why);
        }
        SentHistory::Loaded(entries) if entries.is_empty() => {
            ui.weak(tr("inspector-history-none"));
        }
        SentHistory::Loaded(entries) => {
            ui.strong(crate::tr!("inspector-history-title", count = entries.len()));
            for entry in entries.iter().take(HISTORY_SHOWN) {
                let state = match entry.state {
                    RequestState::Pending => "pending",
                    _ => "sent",
                };
                let line = crate::tr!(
                    "inspector-history-entry",
                    at = super::values::utc_minutes(entry.at_ms),
                    state = state,
                    subject = entry.subject.as_str(),
                    // An id, not a quantity: never grouped.
                    job = entry.job.to_string()
                );
                if ui
                    .link(line)
                    .on_hover_text(tr("inspector-history-open-job"))
                    .clicked()
                {
                    opened = Some(entry.job);
                }
            }
            if entries.len() > HISTORY_SHOWN {
                ui.weak(crate::tr!(
                    "inspector-history-more",
                    count = entries.len() - HISTORY_SHOWN
                ));
            }
        }
    }
    ui.separator();
    opened
}

/// The profile, section by section, as the directory sent it.
fn sections(ui: &mut egui::Ui, f: &Freelancer, catalogue: &Catalogue) {
    show_title(ui, f);
    show_identity(ui, f, catalogue);
    show_contact(ui, f, catalogue);
    show_skills(ui, f, catalogue);
    show_membership(ui, f);
    show_other_fields(ui, f);
    show_raw_json(ui, f);
}

/// The name, the tagline, and a link to the profile page.
fn show_title(ui: &mut egui::Ui, f: &Freelancer) {
    let name = f
        .display_name()
        .unwrap_or_else(|| tr("inspector-name-not-shown"));
    super::bidi::add_name(ui, &name, |text| {
        egui::Label::new(egui::RichText::new(text).heading())
    });
    if let Some(tagline) = &f.tagline {
        ui.label(egui::RichText::new(tagline).italics());
    }
    if let Some(url) = &f.profile_url
        && ui
            .link(tr("inspector-open-profile"))
            .on_hover_text(url)
            .clicked()
    {
        ui.ctx().open_url(egui::OpenUrl::new_tab(url));
    }
}

fn show_identity(ui: &mut egui::Ui, f: &Freelancer, catalogue: &Catalogue) {
    // The site name is the heading, the profile's address its link (`show_title`).
    section(ui, "inspector-identity", |ui| {
        let account = f.account_type.as_deref().map(|code| Named {
            name: super::values::account_type(code, catalogue),
            codes: crate::tr!("inspector-account-type-code", code = code),
        });
        named_field(ui, &tr("inspector-account-type"), account);
        let years = f
            .professional_history
            .as_ref()
            .and_then(|h| h.years_of_experience)
            .map(|y| y.to_string());
        field(ui, &tr("inspector-experience"), years.as_deref());
        let native = f.qualifications.as_ref().map(|q| {
            let names: Vec<&str> = q
                .native_language
                .iter()
                .map(|code| catalogue.language(code))
                .collect();
            Named {
                name: crate::i18n::list(&names),
                codes: q.native_language.join(", "),
            }
        });
        named_field(ui, &tr("inspector-native-language"), native);
    });
}

fn show_contact(ui: &mut egui::Ui, f: &Freelancer, catalogue: &Catalogue) {
    let contact = f.contact_info.clone().unwrap_or_default();
    // Their own name where the heading is another (a site name), not the heading again.
    let name = contact
        .full_name()
        .filter(|name| Some(name) != f.display_name().as_ref());
    section(ui, "inspector-contact", |ui| {
        if name.is_some() {
            name_field(ui, &tr("inspector-name"), name.as_deref());
        }
        field(
            ui,
            &tr("inspector-company"),
            contact.company_name.as_deref(),
        );
        field(ui, &tr("inspector-email"), contact.email.as_deref());
        field(ui, &tr("inspector-phone"), contact.phone.as_deref());
        field(ui, &tr("inspector-mobile"), contact.mobile.as_deref());
        let country = contact.country_code.as_deref().map(|code| Named {
            name: catalogue.country(code).to_owned(),
            codes: crate::tr!("inspector-country-code", code = code),
        });
        named_field(ui, &tr("inspector-country"), country);
        field(ui, &tr("inspector-time-zone"), contact.timezone.as_deref());
        // A zone the clock does not know has no local time: its name is said once, above.
        let zone = contact
            .timezone
            .as_deref()
            .map(crate::times::zone::Zone::named);
        if let Some(zone @ crate::times::zone::Zone::Known(_)) = &zone {
            let now = super::local_time::now_to_the_minute(ui.ctx());
            let local_time = super::local_time::words(zone, now);
            field(ui, &tr("inspector-local-time"), Some(&local_time));
        }
        let city = contact.address.as_ref().and_then(|a| a.city.as_deref());
        field(ui, &tr("inspector-city"), city);
        field(ui, &tr("inspector-website"), contact.website.as_deref());
        field(ui, &tr("inspector-skype"), contact.skype.as_deref());
        field(ui, &tr("inspector-twitter"), contact.twitter.as_deref());
    });
}

/// Language pairs with their services, then disciplines, by name (the code on hover); closed
/// until opened.
fn show_skills(ui: &mut egui::Ui, f: &Freelancer, catalogue: &Catalogue) {
    let header = egui::CollapsingHeader::new(tr("inspector-skills"));
    // Its own id, so that it stays open or closed when the language changes.
    header
        .id_salt("inspector-skills")
        .show(ui, |ui| match &f.skills {
            None => {
                ui.weak(tr("inspector-not-shown"));
            }
            Some(skills) => {
                ui.strong(tr("inspector-language-pairs"));
                if skills.language_pairs.is_empty() {
                    ui.weak(tr("inspector-none-listed"));
                }
                for pair in &skills.language_pairs {
                    show_pair(ui, pair, catalogue);
                }
                show_disciplines(ui, skills, catalogue);
            }
        });
}

/// "English → German: Translation, Checking/editing", the codes on hover.
fn show_pair(ui: &mut egui::Ui, pair: &LanguagePair, catalogue: &Catalogue) {
    let name = match &pair.pair_code {
        Some(code) => catalogue.pair(code),
        None => pair.pair_name.clone().unwrap_or_else(|| "?".into()),
    };
    let services: Vec<String> = pair
        .services
        .iter()
        .map(|s| {
            let sent = s.service_name.as_deref();
            id_name(catalogue, Kind::Service, s.service_id, sent)
        })
        .collect();
    let service_ids: Vec<String> = pair
        .services
        .iter()
        .filter_map(|s| s.service_id.map(|id| id.to_string()))
        .collect();
    let listed = |items: &[String], none: &str| {
        if items.is_empty() {
            tr(none)
        } else {
            crate::i18n::list(items)
        }
    };
    let not_shown = || tr("inspector-not-shown");
    ui.label(crate::tr!(
        "inspector-pair",
        pair = name,
        services = listed(&services, "inspector-no-services")
    ))
    .on_hover_text(crate::tr!(
        "inspector-pair-codes",
        pair = pair.pair_code.clone().unwrap_or_else(not_shown),
        services = listed(&service_ids, "inspector-not-shown")
    ));
}

/// The general disciplines, then the specific ones with their level, the ids on hover.
fn show_disciplines(ui: &mut egui::Ui, skills: &Skills, catalogue: &Catalogue) {
    ui.strong(tr("inspector-disciplines"));
    for discipline in &skills.general_disciplines {
        let (id, sent) = (discipline.disc_gen_id, discipline.disc_gen_name.as_deref());
        ui.label(id_name(catalogue, Kind::GeneralDiscipline, id, sent))
            .on_hover_text(id_text("discipline", id));
    }
    for discipline in &skills.specific_disciplines {
        let (id, sent) = (
            discipline.disc_spec_id,
            discipline.disc_spec_name.as_deref(),
        );
        let name = id_name(catalogue, Kind::SpecificDiscipline, id, sent);
        let level = discipline
            .expertise_level
            .clone()
            .unwrap_or_else(|| tr("inspector-level-not-shown"));
        ui.label(crate::tr!(
            "inspector-discipline-level",
            name = name,
            level = level
        ))
        .on_hover_text(id_text("specific-discipline", id));
    }
}

/// A coded value by its name, and the code(s) it stands for, shown on hover.
struct Named {
    name: String,
    codes: String,
}

/// One labelled name in a two-column grid, its code on hover; `None` shows as "not shown".
fn named_field(ui: &mut egui::Ui, label: &str, named: Option<Named>) {
    match named {
        Some(Named { name, codes }) if !name.trim().is_empty() => {
            ui.label(label);
            ui.label(name).on_hover_text(codes);
            ui.end_row();
        }
        other => field(ui, label, other.as_ref().map(|n| n.name.as_str())),
    }
}

/// The name of a numeric code: the catalogue's, else the one the profile sent with it, else
/// the id itself.
fn id_name(catalogue: &Catalogue, kind: Kind, id: Option<u64>, sent: Option<&str>) -> String {
    let known = id.and_then(|id| catalogue.name(kind, &id.to_string()));
    match (known, sent, id) {
        (Some(name), _, _) => name.to_owned(),
        (None, Some(sent), _) if !sent.trim().is_empty() => sent.to_owned(),
        (None, _, Some(id)) => id.to_string(),
        _ => "?".to_owned(),
    }
}

/// "discipline 4", or that the id was not sent; `kind` is `discipline` or
/// `specific-discipline` (the message's select).
fn id_text(kind: &str, id: Option<u64>) -> String {
    match id {
        // An id, not a quantity: never grouped.
        Some(id) => crate::tr!("inspector-discipline-id", kind = kind, id = id.to_string()),
        None => crate::tr!("inspector-discipline-id-not-shown", kind = kind),
    }
}

fn show_membership(ui: &mut egui::Ui, f: &Freelancer) {
    use super::values;
    let membership = f.proz_membership.clone().unwrap_or_default();
    section(ui, "inspector-membership", |ui| {
        let status = membership.status.as_deref().map(values::membership_status);
        field(ui, &tr("inspector-status"), status.as_deref());
        let expires = membership.expiration_date.as_deref().map(values::date_text);
        field(ui, &tr("inspector-expires"), expires.as_deref());
        let expired = membership.expired_date.as_deref().map(values::date_text);
        field(ui, &tr("inspector-expired"), expired.as_deref());
        let cpn = membership
            .certified_pro_network_status
            .as_deref()
            .map(values::cpn_status);
        field(ui, &tr("inspector-certified-pro"), cpn.as_deref());
        let plus = membership
            .plus_package
            .map(|p| tr(if p { "inspector-yes" } else { "inspector-no" }));
        field(ui, &tr("inspector-plus-package"), plus.as_deref());
    });
}

/// Top-level fields this client has no section for, as a JSON tree.
fn show_other_fields(ui: &mut egui::Ui, f: &Freelancer) {
    let unknown: Vec<(&String, &Value)> = f
        .raw
        .iter()
        .filter(|(k, _)| !KNOWN_FIELDS.contains(&k.as_str()))
        .collect();
    if !unknown.is_empty() {
        let title = crate::tr!("inspector-other-fields", count = unknown.len());
        let header = egui::CollapsingHeader::new(title).id_salt("inspector-other-fields");
        header.show(ui, |ui| {
            for (key, value) in unknown {
                json_tree(ui, key, value, egui::Id::unique("inspector-unknown"));
            }
        });
    }
}

/// The profile's JSON, pretty-printed, to read or copy.
fn show_raw_json(ui: &mut egui::Ui, f: &Freelancer) {
    let header = egui::CollapsingHeader::new(tr("inspector-raw-json"));
    header.id_salt("inspector-raw-json").show(ui, |ui| {
        let pretty =
            serde_json::to_string_pretty(&Value::Object(f.raw.clone())).unwrap_or_default();
        if ui.button(tr("inspector-copy-json")).clicked() {
            ui.ctx().copy_text(pretty.clone());
        }
        ui.monospace(pretty);
    });
}

/// A section titled by the message `title`, whose id also names it: it stays open or
/// closed when the language changes.
fn section(ui: &mut egui::Ui, title: &str, rows: impl FnOnce(&mut egui::Ui)) {
    egui::CollapsingHeader::new(tr(title))
        .id_salt(title)
        .default_open(true)
        .show(ui, |ui| {
            // Long values wrap inside their column: a grid's cells do not wrap by
            // themselves, and one long value (a German account type, a URL) would widen
            // the whole panel past its size and under the table.
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            egui::Grid::new(title)
                .num_columns(2)
                .striped(true)
                .max_col_width((ui.available_width() * 0.6).max(120.0))
                .show(ui, rows);
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_numeric_code_is_named_by_the_catalogue_else_as_sent_else_by_its_id() {
        let catalogue = Catalogue::builtin();
        let name = |id, sent| id_name(&catalogue, Kind::Service, id, sent);
        assert_eq!(name(Some(1), Some("Übersetzung")), "Translation");
        assert_eq!(name(Some(99), Some("Subtitling")), "Subtitling");
        assert_eq!(name(Some(99), Some("  ")), "99");
        assert_eq!(name(None, None), "?");
        assert_eq!(id_text("discipline", Some(4)), "discipline 4");
        assert_eq!(id_text("discipline", None), "discipline id not shown");
    }
}
