//! The profile inspector beside the table: the focused freelancer in structured sections,
//! unknown fields as a JSON tree, and the raw JSON with copy. Above them, what this app sent
//! the freelancer before, so a coordinator sees they already wrote to someone.

use serde_json::Value;

use super::lookup::{Row, RowState};
use super::widgets::{field, json_tree, name_field};
use crate::api::Freelancer;
use crate::api::models::{LanguagePair, Skills};
use crate::catalogue::{Catalogue, Kind};
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
        ui.weak("Select a row to inspect the freelancer.");
        return None;
    };
    let mut action = None;
    ui.horizontal(|ui| {
        ui.monospace(row.uuid.to_string());
        if ui.small_button("Copy UUID").clicked() {
            ui.ctx().copy_text(row.uuid.to_string());
        }
        if ui.small_button("Refresh").clicked() {
            action = Some(InspectorAction::Refresh(row.uuid));
        }
    });
    if do_not_contact {
        ui.colored_label(
            ui.visuals().error_fg_color,
            "⛔ Marked do not contact: left out of every message.",
        );
    }
    if let Some(history) = history {
        show_history(ui, history);
    }
    vendor(ui, row.uuid);
    let freelancer = match &row.state {
        RowState::Loaded(freelancer) => freelancer,
        RowState::Loading => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Looking up…");
            });
            return action;
        }
        RowState::NotFound(why) | RowState::Forbidden(why) | RowState::Failed(why) => {
            ui.strong(match &row.state {
                RowState::NotFound(_) => "Not found",
                RowState::Forbidden(_) => "Not allowed",
                _ => "Could not be looked up",
            });
            let color = ui.visuals().warn_fg_color;
            super::widgets::problem(ui, color, why);
            return action;
        }
    };
    egui::ScrollArea::vertical()
        .auto_shrink(false)
        .show(ui, |ui| sections(ui, freelancer, catalogue));
    action
}

/// "Messaged before": a line per job that reached the freelancer in this directory.
fn show_history(ui: &mut egui::Ui, history: &SentHistory) {
    match history {
        SentHistory::Loading => {}
        SentHistory::Failed(why) => {
            ui.weak("What was sent before could not be read.");
            super::widgets::details(ui, why);
        }
        SentHistory::Loaded(entries) if entries.is_empty() => {
            ui.weak("Not messaged from here before, in this directory.");
        }
        SentHistory::Loaded(entries) => {
            ui.strong(format!("Messaged before ({})", entries.len()));
            for entry in entries.iter().take(HISTORY_SHOWN) {
                let state = match entry.state {
                    RequestState::Pending => "pending review",
                    _ => "sent",
                };
                ui.label(format!(
                    "{} · {state} · “{}” (job {})",
                    crate::times::utc_minutes(entry.at_ms),
                    entry.subject,
                    entry.job
                ));
            }
            if entries.len() > HISTORY_SHOWN {
                ui.weak(format!(
                    "…and {} earlier: see the Outbox",
                    entries.len() - HISTORY_SHOWN
                ));
            }
        }
    }
    ui.separator();
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
        .unwrap_or_else(|| "(name not shown)".into());
    super::bidi::add_name(ui, &name, |text| {
        egui::Label::new(egui::RichText::new(text).heading())
    });
    if let Some(tagline) = &f.tagline {
        ui.label(egui::RichText::new(tagline).italics());
    }
    if let Some(url) = &f.profile_url
        && ui.link("Open profile page").clicked()
    {
        ui.ctx().open_url(egui::OpenUrl::new_tab(url));
    }
}

fn show_identity(ui: &mut egui::Ui, f: &Freelancer, catalogue: &Catalogue) {
    section(ui, "Identity", |ui| {
        field(ui, "Site name", f.site_name.as_deref());
        let account = f.account_type.as_deref().map(|code| Named {
            name: catalogue.shown(Kind::AccountType, code).to_owned(),
            codes: format!("account type {code}"),
        });
        named_field(ui, "Account type", account);
        field(ui, "Profile", f.profile_url.as_deref());
        let years = f
            .professional_history
            .as_ref()
            .and_then(|h| h.years_of_experience)
            .map(|y| y.to_string());
        field(ui, "Years of experience", years.as_deref());
        let native = f.qualifications.as_ref().map(|q| {
            let names: Vec<&str> = q
                .native_language
                .iter()
                .map(|code| catalogue.language(code))
                .collect();
            Named {
                name: names.join(", "),
                codes: q.native_language.join(", "),
            }
        });
        named_field(ui, "Native language", native);
    });
}

fn show_contact(ui: &mut egui::Ui, f: &Freelancer, catalogue: &Catalogue) {
    let contact = f.contact_info.clone().unwrap_or_default();
    section(ui, "Contact", |ui| {
        name_field(ui, "Name", contact.full_name().as_deref());
        field(ui, "Company", contact.company_name.as_deref());
        field(ui, "E-mail", contact.email.as_deref());
        field(ui, "Phone", contact.phone.as_deref());
        field(ui, "Mobile", contact.mobile.as_deref());
        let country = contact.country_code.as_deref().map(|code| Named {
            name: catalogue.country(code).to_owned(),
            codes: format!("country code {code}"),
        });
        named_field(ui, "Country", country);
        field(ui, "Time zone", contact.timezone.as_deref());
        let local_time = contact.timezone.as_deref().map(|name| {
            let now = super::local_time::now_to_the_minute(ui.ctx());
            crate::times::zone::Zone::named(name).local_time(now)
        });
        field(ui, "Local time", local_time.as_deref());
        let city = contact.address.as_ref().and_then(|a| a.city.as_deref());
        field(ui, "City", city);
        field(ui, "Website", contact.website.as_deref());
        field(ui, "Skype", contact.skype.as_deref());
        field(ui, "Twitter", contact.twitter.as_deref());
    });
}

/// Language pairs with their services, then disciplines, by name (the code on hover); closed
/// until opened.
fn show_skills(ui: &mut egui::Ui, f: &Freelancer, catalogue: &Catalogue) {
    ui.collapsing("Skills", |ui| match &f.skills {
        None => {
            ui.weak(super::widgets::NOT_SHOWN);
        }
        Some(skills) => {
            ui.strong("Language pairs");
            if skills.language_pairs.is_empty() {
                ui.weak("none listed");
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
            none.to_owned()
        } else {
            items.join(", ")
        }
    };
    ui.label(format!(
        "{name}: {}",
        listed(&services, "no services listed")
    ))
    .on_hover_text(format!(
        "pair {}; services {}",
        pair.pair_code.as_deref().unwrap_or("not shown"),
        listed(&service_ids, "not shown")
    ));
}

/// The general disciplines, then the specific ones with their level, the ids on hover.
fn show_disciplines(ui: &mut egui::Ui, skills: &Skills, catalogue: &Catalogue) {
    ui.strong("Disciplines");
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
            .as_deref()
            .unwrap_or("level not shown");
        ui.label(format!("{name} ({level})"))
            .on_hover_text(id_text("specific discipline", id));
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

/// "discipline 4", or that the id was not sent.
fn id_text(noun: &str, id: Option<u64>) -> String {
    match id {
        Some(id) => format!("{noun} {id}"),
        None => format!("{noun} id not shown"),
    }
}

fn show_membership(ui: &mut egui::Ui, f: &Freelancer) {
    let membership = f.proz_membership.clone().unwrap_or_default();
    section(ui, "Membership", |ui| {
        field(ui, "Status", membership.status.as_deref());
        field(ui, "Expires", membership.expiration_date.as_deref());
        field(ui, "Expired", membership.expired_date.as_deref());
        field(
            ui,
            "Certified PRO",
            membership.certified_pro_network_status.as_deref(),
        );
        let plus = membership
            .plus_package
            .map(|p| if p { "yes" } else { "no" });
        field(ui, "Plus package", plus);
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
        ui.collapsing(format!("Other fields ({})", unknown.len()), |ui| {
            for (key, value) in unknown {
                json_tree(ui, key, value, egui::Id::unique("inspector-unknown"));
            }
        });
    }
}

/// The profile's JSON, pretty-printed, to read or copy.
fn show_raw_json(ui: &mut egui::Ui, f: &Freelancer) {
    ui.collapsing("Raw JSON", |ui| {
        let pretty =
            serde_json::to_string_pretty(&Value::Object(f.raw.clone())).unwrap_or_default();
        if ui.button("Copy JSON").clicked() {
            ui.ctx().copy_text(pretty.clone());
        }
        ui.monospace(pretty);
    });
}

fn section(ui: &mut egui::Ui, title: &str, rows: impl FnOnce(&mut egui::Ui)) {
    egui::CollapsingHeader::new(title)
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new(title)
                .num_columns(2)
                .striped(true)
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
