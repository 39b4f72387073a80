//! The inspector's *Vendor* section: what the agency keeps about a freelancer (status, tags,
//! notes, rates) and when this environment last messaged them, each editable in place. Every
//! edit is a [`VendorEdit`] for the store's thread; the records it answers with replace the
//! ones shown here. [`VendorRecords`] keeps the records read this session, for the inspector,
//! the results table and the composer's chips (who is marked *do not contact*), and what the
//! answers to offers teach of each freelancer (their responsiveness, for the table's column,
//! the inspector and an offer's ranking): the one copy of them in the window, owned by the
//! environment's scope and lent to each panel as it draws.

use std::collections::{HashMap, HashSet};

use uuid::Uuid;

use crate::api::Explained;
use crate::catalogue::{Catalogue, Kind};
use crate::offers::responsiveness::{Learned, Responsiveness};
use crate::store::{
    Amount, Currency, Invalid, NewRate, RateUnit, VendorChange, VendorEdit, VendorRecord,
    VendorStatus,
};
use crate::tr;

use super::vendor_refusals::RateRefusal;

/// The records read this session in one environment, which freelancers were asked for, and
/// who the store last said is marked *do not contact*.
#[derive(Default)]
pub struct VendorRecords {
    records: HashMap<Uuid, VendorRecord>,
    asked: HashSet<Uuid>,
    /// Marked do not contact, as the store last said: in a record it read, or when it
    /// checked a send's recipients.
    marked: HashSet<Uuid>,
    /// The answers to offers recorded on this desk, and (in a team) every desk's, as last
    /// read; what they teach together of each freelancer.
    own_answers: Vec<crate::store::AnswerFact>,
    team_answers: Vec<crate::store::AnswerFact>,
    answers: Learned,
    /// Counts the changes to what is held, so that what is worked out from it (the table's
    /// order) is worked out again only after one.
    revision: u64,
    /// Why the last read failed, until one succeeds.
    pub failed: Option<String>,
}

impl VendorRecords {
    /// Of `uuids`, those not asked for yet (now counted as asked).
    pub fn not_yet_asked(&mut self, uuids: impl IntoIterator<Item = Uuid>) -> Vec<Uuid> {
        uuids
            .into_iter()
            .filter(|uuid| self.asked.insert(*uuid))
            .collect()
    }

    /// A job ended, so last contacts changed: every record is read again once on screen.
    pub fn contacts_changed(&mut self) {
        self.asked.clear();
    }

    /// Records the store read, replacing those held.
    pub fn learn(&mut self, records: Vec<VendorRecord>) {
        self.failed = None;
        self.revision += 1;
        for record in records {
            self.asked.insert(record.uuid);
            self.mark(record.uuid, record.do_not_contact());
            self.records.insert(record.uuid, record);
        }
    }

    /// The store checked `checked` before a send and found `marked` of them marked do not
    /// contact. A record held that says otherwise is out of date: it is read again.
    pub fn learn_marks(&mut self, checked: &[Uuid], marked: &[Uuid]) {
        self.revision += 1;
        for uuid in checked {
            let now = marked.contains(uuid);
            self.mark(*uuid, now);
            if self
                .records
                .get(uuid)
                .is_some_and(|r| r.do_not_contact() != now)
            {
                self.asked.remove(uuid);
            }
        }
        // Any the store named beyond those asked about are marked all the same.
        self.marked.extend(marked);
    }

    fn mark(&mut self, uuid: Uuid, marked: bool) {
        if marked {
            self.marked.insert(uuid);
        } else {
            self.marked.remove(&uuid);
        }
    }

    pub fn get(&self, uuid: Uuid) -> Option<&VendorRecord> {
        self.records.get(&uuid)
    }

    /// The answers to offers recorded on this desk, read again after each answer: with the
    /// team's last read, what they teach replaces what was learned before.
    pub fn learn_answers(&mut self, facts: Vec<crate::store::AnswerFact>) {
        self.own_answers = facts;
        self.relearn();
    }

    /// Every desk's answers to offers, as the team database last said: with this desk's.
    pub fn learn_team_answers(&mut self, facts: Vec<crate::store::AnswerFact>) {
        self.team_answers = facts;
        self.relearn();
    }

    /// This desk's answers first: an offer the team holds too counts once, as this desk
    /// knows it now (the team's copy may be a look behind). Who recorded an answer is said
    /// of the team's alone, by the name the team knows a desk by: this desk's own record
    /// the computer's user, or "the sandbox" for its freelancers' replies.
    fn relearn(&mut self) {
        self.revision += 1;
        let own = self
            .own_answers
            .iter()
            .map(|fact| crate::store::AnswerFact {
                recorded_by: None,
                ..fact.clone()
            });
        let facts: Vec<crate::store::AnswerFact> =
            own.chain(self.team_answers.iter().cloned()).collect();
        self.answers = Learned::from_facts(&facts);
    }

    /// How `uuid` answers offers, over all of them; `None` before any offer.
    pub fn responsiveness(&self, uuid: Uuid) -> Option<&Responsiveness> {
        self.answers.overall.get(&uuid)
    }

    /// How `uuid` answers offers in each language pair they were offered, by pair.
    pub fn responsiveness_by_pair(&self, uuid: Uuid) -> Vec<(&str, &Responsiveness)> {
        let mut pairs: Vec<(&str, &Responsiveness)> = self
            .answers
            .by_pair
            .iter()
            .filter(|((who, _), _)| *who == uuid)
            .map(|((_, pair), record)| (pair.as_str(), record))
            .collect();
        pairs.sort_by(|a, b| a.0.cmp(b.0));
        pairs
    }

    /// Whether the store last said `uuid` is marked do not contact.
    pub fn is_marked(&self, uuid: Uuid) -> bool {
        self.marked.contains(&uuid)
    }

    /// Changes with every change to what is held.
    pub fn revision(&self) -> u64 {
        self.revision
    }
}

/// The section's title: "Vendor record: Active · 2 tags · 1 note · 0 rates".
fn summary(record: &VendorRecord) -> String {
    let status = match record.status {
        Some(status) => status_label(status),
        None => tr!("vendor-no-status"),
    };
    tr!(
        "vendor-summary",
        status = status,
        tags = record.tags.len(),
        notes = record.notes.len(),
        rates = record.rates.len()
    )
}

/// A status as people read it, in the window's language (the store's
/// [`VendorStatus::label`] stays English, for the command line).
pub(super) fn status_label(status: VendorStatus) -> String {
    tr!(match status {
        VendorStatus::Active => "vendor-status-active",
        VendorStatus::Potential => "vendor-status-potential",
        VendorStatus::OnHold => "vendor-status-on-hold",
        VendorStatus::TooExpensive => "vendor-status-too-expensive",
        VendorStatus::DoNotContact => "vendor-status-do-not-contact",
    })
}

/// "3 days ago", "just now": counted as `outbox::guard::ago` counts, in the window's language.
pub(super) fn ago(then_ms: i64, now_ms: i64) -> String {
    use crate::outbox::guard::Elapsed;
    match Elapsed::between(then_ms, now_ms) {
        Elapsed::JustNow => tr!("vendor-ago-now"),
        Elapsed::Minutes(n) => tr!("vendor-ago-minutes", count = n),
        Elapsed::Hours(n) => tr!("vendor-ago-hours", count = n),
        Elapsed::Days(n) => tr!("vendor-ago-days", count = n),
    }
}

/// What the user asked for in the section.
pub enum VendorAction {
    /// Change the records of `uuids`, then read them again.
    Edit { uuids: Vec<Uuid>, edit: VendorEdit },
    /// Open this job in the Outbox.
    OpenJob(crate::store::JobId),
}

/// The rate being typed.
struct RateForm {
    pair: String,
    service: String,
    amount: String,
    currency: String,
    unit: RateUnit,
}

impl Default for RateForm {
    fn default() -> Self {
        Self {
            pair: String::new(),
            service: String::new(),
            amount: String::new(),
            currency: String::new(),
            unit: RateUnit::Word,
        }
    }
}

impl RateForm {
    /// The rate as the store takes it, codes found by name, or why it is refused.
    fn rate(&self, catalogue: &Catalogue) -> Result<NewRate, RateRefusal> {
        let pair = catalogue
            .resolve_pair(&self.pair)
            .map_err(RateRefusal::Pair)?;
        let service = catalogue
            .resolve(Kind::Service, &self.service)
            .map_err(RateRefusal::Service)?
            .code;
        Ok(NewRate {
            pair,
            service,
            amount: typed_amount(&self.amount)?,
            currency: Currency::parse(&self.currency)?,
            unit: self.unit,
        })
    }
}

/// An amount as typed in the window's language ("0,12" in German, or "0.12"), refused with
/// what was typed.
fn typed_amount(typed: &str) -> Result<Amount, Invalid> {
    if crate::i18n::is_ambiguous_decimal(typed) {
        return Err(Invalid::Amount {
            typed: typed.trim().to_owned(),
            problem: crate::store::AmountProblem::Ambiguous,
        });
    }
    Amount::parse(&crate::i18n::typed_decimal(typed)).map_err(|refused| match refused {
        Invalid::Amount { problem, .. } => Invalid::Amount {
            typed: typed.trim().to_owned(),
            problem,
        },
        other => other,
    })
}

/// The section's own state: what is being typed, and the last edit's fate.
#[derive(Default)]
pub struct VendorSection {
    /// The freelancer the typed text belongs to: another one starts afresh.
    uuid: Option<Uuid>,
    tag: String,
    note: String,
    /// The note being changed, and its text as typed.
    editing_note: Option<(i64, String)>,
    rate: RateForm,
    /// Why the last edit was refused, or what is wrong with what was typed.
    problem: Option<Explained>,
    /// An edit was sent and its answer has not come.
    saving: bool,
}

impl VendorSection {
    /// The store answered an edit: the records, or why nothing changed. False when the
    /// edit was not this section's (the table's bulk actions), for the app to tell.
    pub fn on_edited(&mut self, result: &Result<Vec<VendorRecord>, String>) -> bool {
        if !std::mem::take(&mut self.saving) {
            return false;
        }
        self.problem = result
            .as_ref()
            .err()
            .map(|why| Explained::new(tr!("vendor-not-saved"), why));
        true
    }

    /// The app refused `edit` before it reached the store (a desk in a team): what was typed
    /// goes back into its field, so that nothing typed is lost, and `why` shows here. False
    /// when the edit was not this section's (the table's bulk actions), for the app to tell.
    pub fn refused(&mut self, edit: VendorEdit, why: Explained) -> bool {
        if !std::mem::take(&mut self.saving) {
            return false;
        }
        match edit {
            VendorEdit::Change(change) => {
                if let Some(note) = change.note {
                    self.note = note;
                }
                if let Some(tag) = change.add_tags.into_iter().next() {
                    self.tag = tag;
                }
            }
            VendorEdit::EditNote { id, text } => self.editing_note = Some((id, text)),
            VendorEdit::SetRate(rate) => {
                self.rate = RateForm {
                    pair: rate.pair,
                    service: rate.service,
                    amount: crate::i18n::decimal_text(rate.amount.as_str(), false),
                    currency: rate.currency.to_string(),
                    unit: rate.unit,
                };
            }
            VendorEdit::DeleteNote(_) | VendorEdit::DeleteRate(_) => {}
        }
        self.problem = Some(why);
        true
    }

    /// The section for `uuid`: `record` once the store has answered (`Err` when it could not
    /// read it).
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        uuid: Uuid,
        record: Result<Option<&VendorRecord>, &str>,
        catalogue: &Catalogue,
    ) -> Option<VendorAction> {
        if self.uuid != Some(uuid) {
            *self = Self {
                uuid: Some(uuid),
                ..Self::default()
            };
        }
        let record = match record {
            Ok(Some(record)) => record,
            Ok(None) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.weak(tr!("vendor-reading"));
                });
                return None;
            }
            Err(why) => {
                ui.weak(tr!("vendor-read-failed"));
                super::widgets::details(ui, why);
                return None;
            }
        };
        // When they were last messaged is the inspector's "Messaged before", not said again.
        let mut action = None;
        // Closed at first, so that the profile stays in view; egui remembers it opened.
        egui::CollapsingHeader::new(summary(record))
            .id_salt("vendor-record")
            .default_open(false)
            .show(ui, |ui| {
                ui.add_enabled_ui(!self.saving, |ui| {
                    let edits = [
                        self.show_status(ui, record),
                        self.show_tags(ui, record),
                        self.show_notes(ui, record),
                        self.show_rates(ui, record, catalogue),
                    ];
                    if let Some(edit) = edits.into_iter().flatten().next() {
                        self.saving = true;
                        self.problem = None;
                        action = Some(VendorAction::Edit {
                            uuids: vec![uuid],
                            edit,
                        });
                    }
                });
                if let Some(problem) = &self.problem {
                    let color = ui.visuals().error_fg_color;
                    super::widgets::problem(ui, color, problem);
                }
            });
        action
    }

    fn show_status(&self, ui: &mut egui::Ui, record: &VendorRecord) -> Option<VendorEdit> {
        let mut chosen = record.status;
        ui.horizontal(|ui| {
            let label = ui.label(tr!("vendor-status"));
            let none = || tr!("vendor-status-none");
            egui::ComboBox::from_id_salt("vendor-status")
                .selected_text(record.status.map_or_else(none, status_label))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut chosen, None, none());
                    for status in VendorStatus::ALL {
                        ui.selectable_value(&mut chosen, Some(status), status_label(status));
                    }
                })
                .response
                .labelled_by(label.id);
        });
        (chosen != record.status).then(|| {
            VendorEdit::Change(VendorChange {
                status: Some(chosen),
                name: record.name.clone(),
                ..VendorChange::default()
            })
        })
    }

    fn show_tags(&mut self, ui: &mut egui::Ui, record: &VendorRecord) -> Option<VendorEdit> {
        let mut edit = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("vendor-tags"));
            if record.tags.is_empty() {
                ui.weak(tr!("vendor-tags-none"));
            }
            for tag in &record.tags {
                if ui
                    .small_button(format!("{tag}  ×"))
                    .on_hover_text(tr!("vendor-remove-tag"))
                    .clicked()
                {
                    edit = Some(VendorEdit::Change(VendorChange {
                        remove_tags: vec![tag.clone()],
                        ..VendorChange::default()
                    }));
                }
            }
        });
        ui.horizontal(|ui| {
            let shown = ui.label(tr!("vendor-new-tag"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.tag)
                        .hint_text(tr!("vendor-new-tag.hint"))
                        .desired_width(120.0),
                )
                .labelled_by(shown.id);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(tr!("vendor-add-tag")).clicked() || entered {
                match crate::store::clean_tag(&self.tag) {
                    Ok(tag) => {
                        self.tag.clear();
                        edit = Some(VendorEdit::Change(VendorChange {
                            add_tags: vec![tag],
                            name: record.name.clone(),
                            ..VendorChange::default()
                        }));
                    }
                    Err(why) => self.problem = Some(Explained::new(why.words(), "")),
                }
            }
        });
        edit
    }

    fn show_notes(&mut self, ui: &mut egui::Ui, record: &VendorRecord) -> Option<VendorEdit> {
        let mut edit = None;
        ui.label(tr!("vendor-notes", count = record.notes.len()));
        for note in &record.notes {
            ui.horizontal(|ui| {
                ui.weak(super::values::utc_minutes(note.at_ms));
                if self.editing_note.is_none() && ui.small_button(tr!("vendor-edit-note")).clicked()
                {
                    self.editing_note = Some((note.id, note.text.clone()));
                }
                if ui.small_button(tr!("vendor-delete-note")).clicked() {
                    edit = Some(VendorEdit::DeleteNote(note.id));
                }
            });
            match &mut self.editing_note {
                Some((id, text)) if *id == note.id => {
                    edit = edit.or(self.show_note_editor(ui));
                }
                _ => {
                    ui.label(&note.text);
                }
            }
        }
        let shown = ui.label(tr!("vendor-new-note"));
        ui.add(
            egui::TextEdit::multiline(&mut self.note)
                .hint_text(tr!("vendor-new-note.hint"))
                .desired_rows(2)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(shown.id);
        if ui.button(tr!("vendor-add-note")).clicked() {
            match crate::store::check_note(&self.note) {
                Ok(()) => {
                    edit = Some(VendorEdit::Change(VendorChange {
                        note: Some(std::mem::take(&mut self.note)),
                        name: record.name.clone(),
                        ..VendorChange::default()
                    }));
                }
                Err(why) => self.problem = Some(Explained::new(why.words(), "")),
            }
        }
        edit
    }

    /// The note being changed, with *Save note* and *Cancel*.
    fn show_note_editor(&mut self, ui: &mut egui::Ui) -> Option<VendorEdit> {
        let (id, text) = self.editing_note.as_mut()?;
        let shown = ui.label(tr!("vendor-editing-note"));
        ui.add(
            egui::TextEdit::multiline(text)
                .desired_rows(2)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(shown.id);
        let (save, cancel) = ui
            .horizontal(|ui| {
                (
                    ui.button(tr!("vendor-save-note")).clicked(),
                    ui.button(tr!("vendor-cancel")).clicked(),
                )
            })
            .inner;
        if cancel {
            self.editing_note = None;
            return None;
        }
        if !save {
            return None;
        }
        match crate::store::check_note(text) {
            Ok(()) => {
                let edit = VendorEdit::EditNote {
                    id: *id,
                    text: text.clone(),
                };
                self.editing_note = None;
                Some(edit)
            }
            Err(why) => {
                self.problem = Some(Explained::new(why.words(), ""));
                None
            }
        }
    }

    fn show_rates(
        &mut self,
        ui: &mut egui::Ui,
        record: &VendorRecord,
        catalogue: &Catalogue,
    ) -> Option<VendorEdit> {
        let mut edit = None;
        ui.label(tr!("vendor-rates", count = record.rates.len()));
        egui::Grid::new("vendor-rates")
            .striped(true)
            .show(ui, |ui| {
                for rate in &record.rates {
                    let r = &rate.rate;
                    ui.label(catalogue.pair(&r.pair));
                    ui.label(catalogue.shown(Kind::Service, &r.service));
                    ui.label(tr!(
                        "vendor-rate",
                        amount = crate::i18n::decimal_text(r.amount.as_str(), true),
                        currency = r.currency.to_string(),
                        unit = r.unit.as_str()
                    ));
                    if ui.small_button(tr!("vendor-delete-rate")).clicked() {
                        edit = Some(VendorEdit::DeleteRate(rate.id));
                    }
                    ui.end_row();
                }
            });
        let form = &mut self.rate;
        let amount_hint = crate::i18n::decimal(0.12, 2);
        let pair_hint = format!(
            "{} > {}",
            catalogue.language("eng"),
            catalogue.language("deu")
        );
        let service_hint = catalogue.shown(Kind::Service, "1");
        egui::Grid::new("vendor-rate-form").show(ui, |ui| {
            // The hints are written as the catalogue reads them: its names as shown (the
            // directory's own, or the built-in ones in the window's language; English ones
            // are read too); an amount as the language writes it, which `typed_amount` reads.
            for (label, text, hint) in [
                ("vendor-rate-pair", &mut form.pair, pair_hint.as_str()),
                ("vendor-rate-service", &mut form.service, service_hint),
                ("vendor-rate-amount", &mut form.amount, amount_hint.as_str()),
                ("vendor-rate-currency", &mut form.currency, "EUR"),
            ] {
                let shown = ui.label(tr!(label));
                ui.add(
                    egui::TextEdit::singleline(text)
                        .hint_text(hint)
                        .desired_width(140.0),
                )
                .labelled_by(shown.id);
                ui.end_row();
            }
            let shown = ui.label(tr!("vendor-rate-per"));
            let unit_name = |unit: RateUnit| tr!("vendor-rate-unit", unit = unit.as_str());
            egui::ComboBox::from_id_salt("vendor-rate-unit")
                .selected_text(unit_name(form.unit))
                .show_ui(ui, |ui| {
                    for unit in RateUnit::ALL {
                        ui.selectable_value(&mut form.unit, unit, unit_name(unit));
                    }
                })
                .response
                .labelled_by(shown.id);
            ui.end_row();
        });
        if ui.button(tr!("vendor-add-rate")).clicked() {
            match self.rate.rate(catalogue) {
                Ok(rate) => {
                    self.rate = RateForm::default();
                    edit = Some(VendorEdit::SetRate(rate));
                }
                Err(why) => self.problem = Some(Explained::new(why.words(), "")),
            }
        }
        edit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rate_is_read_by_names_and_refused_in_plain_words() {
        let catalogue = Catalogue::builtin();
        let form = RateForm {
            pair: "English > German".into(),
            service: "Translation".into(),
            amount: "0.12".into(),
            currency: "eur".into(),
            unit: RateUnit::Word,
        };
        let rate = form.rate(&catalogue).unwrap();
        assert_eq!(rate.pair, "eng_deu");
        assert_eq!(rate.currency.as_str(), "EUR");
        let bad = RateForm {
            pair: "English".into(),
            ..form
        };
        let refused = bad.rate(&catalogue).unwrap_err();
        let _german = crate::i18n::scoped(crate::i18n::Language::German);
        assert_eq!(
            refused.words(),
            "„English“ ist kein Sprachpaar; schreiben Sie es als Ausgangssprache_Zielsprache, \
             z. B. eng_deu"
        );
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        assert!(refused.words().contains("is not a language pair"));
    }

    #[test]
    fn a_rate_is_typed_and_shown_with_the_languages_decimal_mark() {
        let catalogue = Catalogue::builtin();
        let form = |amount: &str| RateForm {
            pair: "eng_deu".into(),
            service: "1".into(),
            amount: amount.into(),
            currency: "EUR".into(),
            unit: RateUnit::Word,
        };
        let _german = crate::i18n::scoped(crate::i18n::Language::German);
        for typed in ["0,12", "0.12", " 0,12 "] {
            let rate = form(typed).rate(&catalogue).unwrap();
            assert_eq!(rate.amount.as_str(), "0.12", "{typed}");
        }
        let refused = form("1.000,5").rate(&catalogue).unwrap_err();
        assert!(
            refused.words().starts_with("„1.000,5“ ist kein Betrag"),
            "{refused:?}"
        );
        let refused = form("0,1234567").rate(&catalogue).unwrap_err();
        assert!(
            refused.words().starts_with("„0,1234567“"),
            "as typed: {refused:?}"
        );
        let amount = Amount::parse("1234.5").unwrap();
        assert_eq!(crate::i18n::decimal_text(amount.as_str(), true), "1.234,5");

        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        assert!(
            form("0,12").rate(&catalogue).is_err(),
            "a comma is no mark in English"
        );
        assert_eq!(
            form("0.12").rate(&catalogue).unwrap().amount.as_str(),
            "0.12"
        );
        assert_eq!(crate::i18n::decimal_text(amount.as_str(), true), "1,234.5");
    }

    #[test]
    fn records_are_asked_for_once_and_again_after_a_job() {
        let mut records = VendorRecords::default();
        let (a, b) = (Uuid::from_u128(1), Uuid::from_u128(2));
        assert_eq!(records.not_yet_asked([a, b]), vec![a, b]);
        assert!(records.not_yet_asked([a, b]).is_empty());
        let mut barred = VendorRecord {
            uuid: a,
            status: Some(VendorStatus::DoNotContact),
            ..VendorRecord::default()
        };
        records.learn(vec![barred.clone()]);
        assert!(records.get(a).unwrap().do_not_contact());
        barred.status = Some(VendorStatus::Active);
        records.learn(vec![barred]);
        assert!(!records.get(a).unwrap().do_not_contact());
        records.contacts_changed();
        assert_eq!(
            records.not_yet_asked([a]),
            vec![a],
            "read again after a job"
        );
    }

    #[test]
    fn marks_follow_the_stores_latest_word_and_a_record_that_disagrees_is_read_again() {
        let mut records = VendorRecords::default();
        let (a, b, c) = (Uuid::from_u128(1), Uuid::from_u128(2), Uuid::from_u128(3));
        let start = records.revision();
        records.learn(vec![VendorRecord {
            uuid: a,
            status: Some(VendorStatus::Active),
            ..VendorRecord::default()
        }]);
        assert!(records.revision() > start, "a change is counted");
        assert!(!records.is_marked(a));
        records.not_yet_asked([a, b, c]);

        // The send's check finds `a` marked since its record was read, and `b` not.
        let before = records.revision();
        records.learn_marks(&[a, b], &[a]);
        assert!(records.revision() > before);
        assert!(records.is_marked(a) && !records.is_marked(b) && !records.is_marked(c));
        assert_eq!(
            records.not_yet_asked([a, b, c]),
            vec![a],
            "the record that says otherwise is read again"
        );

        // A record read later is the latest word.
        records.learn(vec![VendorRecord {
            uuid: a,
            status: None,
            ..VendorRecord::default()
        }]);
        assert!(!records.is_marked(a));
        records.learn_marks(&[b], &[b]);
        assert!(records.is_marked(b), "marked with no record held");
    }
}
