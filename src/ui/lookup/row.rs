//! One row of the results table: a UUID and how its lookup went, and what each column shows
//! of it (codes by their names, the codes behind them, the time zone).

use uuid::Uuid;

use super::column::SortColumn;
use crate::api::{Explained, Freelancer};
use crate::catalogue::Catalogue;
use crate::times::zone::Zone;

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
    pub(super) fn cell(&self, column: SortColumn, catalogue: &Catalogue) -> String {
        let f = self.freelancer();
        match column {
            SortColumn::Name => f.and_then(Freelancer::display_name).unwrap_or_default(),
            SortColumn::AccountType => f
                .and_then(|f| f.account_type.as_deref())
                .map(|code| crate::ui::values::account_type(code, catalogue))
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
                    crate::i18n::list(&pairs)
                })
                .unwrap_or_default(),
            SortColumn::Membership => f
                .and_then(|f| f.proz_membership.as_ref())
                .and_then(|m| m.status.as_deref())
                .map(crate::ui::values::membership_status)
                .unwrap_or_default(),
            SortColumn::State => self.state_label(),
            // Drawn from the vendor records (`vendor_columns`), not the profile.
            SortColumn::VendorStatus
            | SortColumn::Tags
            | SortColumn::LastContacted
            | SortColumn::Responsiveness => String::new(),
            // The zone as the profile names it; the table shows the time there instead.
            SortColumn::LocalTime => f
                .and_then(|f| f.contact_info.as_ref())
                .and_then(|c| c.timezone.clone())
                .unwrap_or_default(),
        }
    }

    /// The codes behind a column that shows names (account type, country, language pairs),
    /// as the directory sent them; `None` for a column of plain text.
    pub(super) fn codes(&self, column: SortColumn) -> Option<String> {
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
            | SortColumn::LastContacted
            | SortColumn::Responsiveness => return None,
        };
        Some(code.unwrap_or_default())
    }

    /// What hovering a named cell tells: each name with its code.
    pub(super) fn with_codes(&self, column: SortColumn, catalogue: &Catalogue) -> Option<String> {
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
            SortColumn::Country => f.country_code().map(|code| {
                crate::tr!(
                    "lookup-country-with-code",
                    name = catalogue.country(code),
                    code = code
                )
            }),
            SortColumn::AccountType => f.account_type.as_deref().map(|code| {
                crate::tr!(
                    "lookup-account-type-with-code",
                    name = crate::ui::values::account_type(code, catalogue),
                    code = code
                )
            }),
            SortColumn::Name
            | SortColumn::Membership
            | SortColumn::State
            | SortColumn::LocalTime
            | SortColumn::VendorStatus
            | SortColumn::Tags
            | SortColumn::LastContacted
            | SortColumn::Responsiveness => None,
        }
    }

    /// The freelancer's time zone, looked up; `None` without a profile or a zone in it.
    pub(super) fn zone(&self) -> Option<Zone> {
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
            RowState::Loading => crate::tr!("lookup-state-loading"),
            RowState::Loaded(_) => crate::tr!("lookup-state-loaded"),
            RowState::NotFound(_) => crate::tr!("lookup-state-not-found"),
            RowState::Forbidden(_) => crate::tr!("lookup-state-not-allowed"),
            RowState::Failed(why) => crate::tr!("lookup-state-error", reason = why.plain.as_str()),
        }
    }
}
