//! One row of the results table: a UUID and how its lookup went, and what each column shows
//! of it (codes by their names, the codes behind them, the time zone). Until its profile
//! arrives, a row shows what its user summary says (name, account type, country, membership,
//! time zone), which comes many to a request and so long before the profiles of a large paste.

use uuid::Uuid;

use super::column::SortColumn;
use crate::api::{Explained, Freelancer, UserSummary};
use crate::catalogue::{Catalogue, Kind};
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

impl RowState {
    /// How a lookup's answer shows: the profile, or why not (not found, not allowed, failed).
    pub fn of(result: Result<Box<Freelancer>, crate::api::ApiError>) -> Self {
        use crate::api::ApiError;
        match result {
            Ok(freelancer) => Self::Loaded(freelancer),
            Err(err) => {
                let why = err.explained();
                match err {
                    ApiError::Rejected {
                        status: 400 | 404, ..
                    } => Self::NotFound(Explained {
                        plain: crate::tr!("lookup-not-found-why"),
                        ..why
                    }),
                    ApiError::Forbidden { .. } => Self::Forbidden(why),
                    _ => Self::Failed(why),
                }
            }
        }
    }
}

#[derive(Debug, Clone)]
pub struct Row {
    pub uuid: Uuid,
    pub state: RowState,
    /// Who they are, from the user summaries read beside the lookup: shown until the profile
    /// is there (and where it is not, a profile that could not be read).
    pub summary: Option<Box<UserSummary>>,
}

impl Row {
    pub fn freelancer(&self) -> Option<&Freelancer> {
        match &self.state {
            RowState::Loaded(f) => Some(f),
            _ => None,
        }
    }

    /// The summary, where no profile was read.
    fn summary_only(&self) -> Option<&UserSummary> {
        self.summary
            .as_deref()
            .filter(|_| self.freelancer().is_none())
    }

    /// What the table shows in `column`: codes by their names in `catalogue`; from the
    /// summary while there is no profile.
    pub(super) fn cell(&self, column: SortColumn, catalogue: &Catalogue) -> String {
        if let Some(cell) = self
            .summary_only()
            .and_then(|s| summary_cell(s, column, catalogue))
        {
            return cell;
        }
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
        if let Some(summary) = self.summary_only() {
            return match column {
                SortColumn::AccountType => Some(summary.account_type.clone().unwrap_or_default()),
                SortColumn::Country => Some(summary.country.clone().unwrap_or_default()),
                SortColumn::Pairs => Some(String::new()),
                _ => None,
            };
        }
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
        if let Some(summary) = self.summary_only() {
            return summary.timezone.as_deref().map(Zone::named);
        }
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

/// A cell from a user summary; `None` for the columns a summary does not fill (the state,
/// the vendor columns, which come from elsewhere).
fn summary_cell(
    summary: &UserSummary,
    column: SortColumn,
    catalogue: &Catalogue,
) -> Option<String> {
    Some(match column {
        SortColumn::Name => summary.site_name.clone().unwrap_or_default(),
        SortColumn::AccountType => summary
            .account_type
            .as_deref()
            .map(|code| catalogue.shown(Kind::AccountType, code).to_owned())
            .unwrap_or_default(),
        SortColumn::Country => summary
            .country
            .as_deref()
            .map(|code| catalogue.country(code).to_owned())
            .unwrap_or_default(),
        // A summary lists no pairs; its membership is only member or not (a profile's
        // status word, `active`, for a member).
        SortColumn::Pairs => String::new(),
        SortColumn::Membership => match summary.is_proz_member {
            Some(true) => "active".to_owned(),
            _ => String::new(),
        },
        SortColumn::LocalTime => summary.timezone.clone().unwrap_or_default(),
        SortColumn::State
        | SortColumn::VendorStatus
        | SortColumn::Tags
        | SortColumn::LastContacted
        | SortColumn::Responsiveness => return None,
    })
}
