//! The Connection settings' *Team database* section, with no window: whether this
//! directory's desk is in a team (the URL without a password, the coordinator), the join
//! form (URL, password, coordinator) checked before anything is asked, *Status*, and
//! *Leave* after the user's word. Joining and leaving take effect at once, not with the
//! form's Save. What it asks for is a [`TeamRequest`]; the app has the worker reach the
//! server and hands back what it found (`joined`, `checked`, `left`).

use crate::secret::Secret;
use crate::team::{KNOWN_VERSION, SchemaState, TeamError, TeamStatus, TeamUrl};
use crate::worker::{Joined, TaskId};

/// What the form's team section starts from, read with the file.
#[derive(Debug, Clone, Default)]
pub struct TeamLoaded {
    /// The environment's directory key (the team belongs to the directory).
    pub directory: String,
    /// The team database it joined: the URL as kept (no password) and the coordinator.
    pub joined: Option<(String, String)>,
    /// The coordinator's name the join form offers: the last one given, else the system
    /// user's.
    pub coordinator: String,
}

/// What the section asks the app to do.
pub enum TeamRequest {
    Join {
        task: TaskId,
        directory: String,
        url: TeamUrl,
        password: Option<Secret>,
        coordinator: String,
    },
    Status {
        task: TaskId,
        directory: String,
        url: TeamUrl,
    },
    Leave {
        directory: String,
    },
}

pub(super) struct TeamSection {
    pub(super) directory: String,
    /// The URL (no password) and the coordinator, while this desk is in a team.
    pub(super) joined: Option<(String, String)>,
    pub(super) step: TeamStep,
    /// The last *Status*: lines to show, and whether the server answered.
    pub(super) status: Option<(bool, Vec<String>)>,
    /// News or a problem from the last step, and whether it is good news.
    pub(super) said: Option<(bool, String)>,
    coordinator: String,
}

pub(super) enum TeamStep {
    Idle,
    /// *Join…* was clicked: the form, open.
    Form(JoinForm),
    /// Waiting for the worker; the form is given back if joining fails.
    Joining(TaskId, JoinForm),
    Checking(TaskId),
    ConfirmLeave,
    Leaving,
}

#[derive(Default)]
pub(super) struct JoinForm {
    pub(super) url: String,
    /// Typed, masked; kept until joined, so that a refusal does not make the user type it
    /// again.
    pub(super) password: String,
    pub(super) coordinator: String,
    /// Why the last try did not join (nothing was kept).
    pub(super) problem: Option<String>,
}

impl std::fmt::Debug for JoinForm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JoinForm")
            .field("url", &self.url)
            .field("coordinator", &self.coordinator)
            .finish_non_exhaustive()
    }
}

impl TeamSection {
    pub(super) fn new(loaded: TeamLoaded) -> Self {
        Self {
            directory: loaded.directory,
            joined: loaded.joined,
            step: TeamStep::Idle,
            status: None,
            said: None,
            coordinator: loaded.coordinator,
        }
    }

    pub(super) fn busy(&self) -> bool {
        matches!(
            self.step,
            TeamStep::Joining(..) | TeamStep::Checking(_) | TeamStep::Leaving
        )
    }

    /// *Join…*: the form, with the coordinator's name offered.
    pub(super) fn open_form(&mut self) {
        self.said = None;
        self.step = TeamStep::Form(JoinForm {
            coordinator: self.coordinator.clone(),
            ..JoinForm::default()
        });
    }

    pub(super) fn cancel(&mut self) {
        if matches!(self.step, TeamStep::Form(_) | TeamStep::ConfirmLeave) {
            self.step = TeamStep::Idle;
        }
    }

    /// *Join*: the request, once the URL parses and a coordinator is named; otherwise the
    /// form says what is wrong and nothing is asked.
    pub(super) fn join(&mut self) -> Option<TeamRequest> {
        let TeamStep::Form(form) = std::mem::replace(&mut self.step, TeamStep::Idle) else {
            return None;
        };
        let mut form = form;
        let checked = TeamUrl::parse(form.url.trim()).and_then(|url| {
            let coordinator = form.coordinator.trim();
            if coordinator.is_empty() {
                return Err(crate::tr!("connection-team-needs-coordinator"));
            }
            Ok((url, coordinator.to_owned()))
        });
        let (url, coordinator) = match checked {
            Ok(checked) => checked,
            Err(problem) => {
                form.problem = Some(sentence(&problem));
                self.step = TeamStep::Form(form);
                return None;
            }
        };
        let password = Some(form.password.as_str())
            .filter(|p| !p.is_empty())
            .map(Secret::new)
            .or_else(|| url.password().cloned());
        if let Some(password) = &password {
            crate::diagnostics::redact::register_secret(password);
        }
        form.problem = None;
        let task = crate::ui::ids::task();
        self.step = TeamStep::Joining(task, form);
        Some(TeamRequest::Join {
            task,
            directory: self.directory.clone(),
            url,
            password,
            coordinator,
        })
    }

    /// The worker's answer to a join: joined (the form goes, with its password), or why
    /// not (the form stays, saying so).
    pub(super) fn joined(&mut self, task: TaskId, result: &Result<Joined, String>) {
        let TeamStep::Joining(asked, form) = std::mem::replace(&mut self.step, TeamStep::Idle)
        else {
            return;
        };
        if asked != task {
            self.step = TeamStep::Joining(asked, form);
            return;
        }
        match result {
            Ok(joined) => {
                self.joined = Some((joined.url.as_str().to_owned(), joined.coordinator.clone()));
                self.coordinator = joined.coordinator.clone();
                self.status = Some((true, status_lines(&joined.status)));
                let host = joined.url.host();
                let news = if joined.password_kept {
                    crate::tr!("connection-team-joined-password-kept", host = host)
                } else {
                    crate::tr!("connection-team-joined", host = host)
                };
                self.said = Some((true, news));
            }
            Err(problem) => {
                let mut form = form;
                form.problem = Some(crate::tr!(
                    "connection-team-not-joined",
                    problem = sentence(problem)
                ));
                self.step = TeamStep::Form(form);
            }
        }
    }

    /// *Status*: asks the team database how it is, for the joined URL.
    pub(super) fn check(&mut self) -> Option<TeamRequest> {
        let (url, _) = self.joined.as_ref()?;
        let url = match TeamUrl::parse(url) {
            Ok(url) => url,
            Err(problem) => {
                self.status = Some((false, vec![sentence(&problem)]));
                return None;
            }
        };
        let task = crate::ui::ids::task();
        self.step = TeamStep::Checking(task);
        self.said = None;
        Some(TeamRequest::Status {
            task,
            directory: self.directory.clone(),
            url,
        })
    }

    pub(super) fn checked(&mut self, task: TaskId, result: &Result<TeamStatus, TeamError>) {
        if !matches!(self.step, TeamStep::Checking(asked) if asked == task) {
            return;
        }
        self.step = TeamStep::Idle;
        self.status = Some(match result {
            Ok(status) => (true, status_lines(status)),
            Err(err) => (
                false,
                vec![
                    crate::tr!("connection-team-connected-no"),
                    sentence(&err.to_string()),
                ],
            ),
        });
    }

    /// *Leave* was confirmed.
    pub(super) fn leave(&mut self) -> Option<TeamRequest> {
        if !matches!(self.step, TeamStep::ConfirmLeave) {
            return None;
        }
        self.step = TeamStep::Leaving;
        self.said = None;
        Some(TeamRequest::Leave {
            directory: self.directory.clone(),
        })
    }

    /// Leaving finished: the news, or why the configuration is as it was.
    pub(super) fn left(&mut self, result: &Result<String, String>) {
        if !matches!(self.step, TeamStep::Leaving) {
            return;
        }
        self.step = TeamStep::Idle;
        match result {
            Ok(news) => {
                self.joined = None;
                self.status = None;
                self.said = Some((true, news.clone()));
            }
            Err(problem) => self.said = Some((false, problem.clone())),
        }
    }

    /// The app could not ask (no worker, no data folder): the step ends, saying why.
    pub(super) fn not_asked(&mut self, problem: String) {
        match std::mem::replace(&mut self.step, TeamStep::Idle) {
            TeamStep::Joining(_, mut form) => {
                form.problem = Some(problem);
                self.step = TeamStep::Form(form);
            }
            TeamStep::Checking(_) => self.status = Some((false, vec![problem])),
            _ => self.said = Some((false, problem)),
        }
    }
}

/// What *Status* shows of what the team holds, its counts grouped as the language writes
/// them.
pub(super) fn status_lines(status: &TeamStatus) -> Vec<String> {
    vec![
        crate::tr!("connection-team-connected-yes"),
        crate::tr!(
            "connection-team-schema",
            version = schema_words(&status.schema)
        ),
        crate::tr!(
            "connection-team-counts",
            desks = status.desks,
            do_not_contact = status.do_not_contact,
            contacts = status.contacts,
            claims = status.claims,
        ),
    ]
}

/// The schema's version in the window's words (the command line says it its own way, in
/// English); the version numbers are passed as text, never grouped.
fn schema_words(schema: &SchemaState) -> String {
    match schema {
        SchemaState::Empty => crate::tr!("connection-team-schema-empty"),
        SchemaState::Version(v) if *v > KNOWN_VERSION => crate::tr!(
            "connection-team-schema-newer",
            version = v.to_string(),
            known = KNOWN_VERSION.to_string()
        ),
        SchemaState::Version(v) => v.to_string(),
        SchemaState::NotOurs(tables) => crate::tr!(
            "connection-team-schema-not-ours",
            tables = crate::i18n::list(tables)
        ),
    }
}

/// A message as a sentence: capitalised, with a full stop.
fn sentence(text: &str) -> String {
    let text = text.trim().trim_end_matches('.');
    let mut chars = text.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    format!("{}{}.", first.unwrap_or_default(), chars.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section(joined: bool) -> TeamSection {
        TeamSection::new(TeamLoaded {
            directory: "https://d.example/v2/".into(),
            joined: joined.then(|| {
                (
                    "postgres://desk@db.agency.example/team".into(),
                    "Ana".into(),
                )
            }),
            coordinator: "Ana".into(),
        })
    }

    fn form(section: &mut TeamSection) -> &mut JoinForm {
        match &mut section.step {
            TeamStep::Form(form) => form,
            _ => panic!("the form is open"),
        }
    }

    fn status() -> TeamStatus {
        TeamStatus {
            schema: SchemaState::Version(1),
            desks: 2,
            do_not_contact: 1,
            contacts: 0,
            claims: 3,
        }
    }

    #[test]
    fn a_url_that_is_not_a_team_database_is_refused_before_anything_is_asked() {
        let mut team = section(false);
        team.open_form();
        assert_eq!(form(&mut team).coordinator, "Ana", "the name is offered");
        form(&mut team).url = "https://db.agency.example/team".into();
        assert!(team.join().is_none());
        let problem = form(&mut team).problem.clone().unwrap();
        assert!(problem.starts_with(char::is_uppercase), "{problem}");
        assert!(problem.ends_with('.'), "{problem}");

        form(&mut team).url = "postgres://desk@127.0.0.1/team".into();
        form(&mut team).coordinator = "  ".into();
        assert!(team.join().is_none());
        assert!(
            form(&mut team)
                .problem
                .as_deref()
                .unwrap()
                .contains("coordinator's name")
        );
    }

    #[test]
    fn a_join_asks_with_the_typed_password_and_a_refusal_keeps_the_form() {
        let mut team = section(false);
        team.open_form();
        form(&mut team).url = "postgres://desk@127.0.0.1:5433/team".into();
        form(&mut team).password = "hunter2".into();
        form(&mut team).coordinator = " Ben ".into();
        let Some(TeamRequest::Join {
            task,
            url,
            password,
            coordinator,
            directory,
        }) = team.join()
        else {
            panic!("a join is asked");
        };
        assert_eq!(url.as_str(), "postgres://desk@127.0.0.1:5433/team");
        assert_eq!(password, Some(Secret::new("hunter2")));
        assert_eq!(coordinator, "Ben");
        assert_eq!(directory, "https://d.example/v2/");
        assert!(team.busy());

        // Another task's answer is not this one's.
        team.joined(crate::worker::TaskId(u64::MAX), &Err("no".into()));
        assert!(team.busy());
        team.joined(
            task,
            &Err(
                "the team database at 127.0.0.1 refused desk: password authentication failed"
                    .into(),
            ),
        );
        let form = form(&mut team);
        assert_eq!(form.password, "hunter2", "typed once");
        let problem = form.problem.as_deref().unwrap();
        assert!(
            problem.starts_with("The team database at 127.0.0.1 refused desk"),
            "{problem}"
        );
        assert!(problem.ends_with("this desk did not join."), "{problem}");
        assert!(team.joined.is_none());
    }

    #[test]
    fn a_desk_that_joined_shows_the_team_and_its_counts() {
        let mut team = section(false);
        team.open_form();
        form(&mut team).url = "postgres://desk@127.0.0.1/team".into();
        let Some(TeamRequest::Join { task, password, .. }) = team.join() else {
            panic!("a join is asked");
        };
        assert_eq!(password, None, "no password typed, none in the URL");
        team.joined(
            task,
            &Ok(Joined {
                url: TeamUrl::parse("postgres://desk@127.0.0.1/team").unwrap(),
                coordinator: "Ana".into(),
                status: status(),
                password_kept: false,
            }),
        );
        assert!(matches!(team.step, TeamStep::Idle));
        assert_eq!(
            team.joined,
            Some(("postgres://desk@127.0.0.1/team".into(), "Ana".into()))
        );
        let (good, lines) = team.status.clone().unwrap();
        assert!(good);
        assert_eq!(
            lines[2],
            "For this directory: 2 desks, 1 do-not-contact mark, 0 contacts, 3 live claims."
        );
        assert_eq!(
            team.said,
            Some((true, "Joined the team database at 127.0.0.1.".into()))
        );
    }

    #[test]
    fn the_counts_follow_each_languages_plurals_and_grouping() {
        let many = TeamStatus {
            schema: SchemaState::Empty,
            desks: 2,
            do_not_contact: 5,
            contacts: 1,
            claims: 1000,
        };
        let _english = crate::i18n::scoped(crate::i18n::Language::EnglishUs);
        assert_eq!(
            status_lines(&many)[2],
            "For this directory: 2 desks, 5 do-not-contact marks, 1 contact, 1,000 live claims."
        );
        crate::i18n::set_language(crate::i18n::Language::Polish);
        let lines = status_lines(&many);
        assert_eq!(
            lines[1],
            "Wersja schematu: jeszcze brak (pusta baza danych)."
        );
        assert_eq!(
            lines[2],
            "Dla tego katalogu: 2 stanowiska, 5 oznaczeń „nie kontaktować”, 1 kontakt, \
             1000 aktywnych rezerwacji.",
            "Polish leaves four digits whole"
        );
    }

    #[test]
    fn status_answers_only_its_own_question_and_says_when_the_server_is_away() {
        let mut team = section(true);
        let Some(TeamRequest::Status { task, url, .. }) = team.check() else {
            panic!("a status is asked");
        };
        assert_eq!(url.host(), "db.agency.example");
        let away = Err(TeamError::Unreachable {
            host: "db.agency.example".into(),
            detail: "connection refused".into(),
        });
        team.checked(crate::worker::TaskId(u64::MAX), &away);
        assert!(team.status.is_none(), "not its answer");
        team.checked(task, &away);
        let (good, lines) = team.status.clone().unwrap();
        assert!(!good);
        assert_eq!(
            lines[1],
            "The team database at db.agency.example can't be reached: connection refused."
        );
        assert!(!team.busy());
    }

    #[test]
    fn leaving_asks_first_and_a_failure_leaves_the_team_joined() {
        let mut team = section(true);
        assert!(team.leave().is_none(), "not without the user's word");
        team.step = TeamStep::ConfirmLeave;
        team.cancel();
        assert!(team.leave().is_none(), "the word was taken back");
        team.step = TeamStep::ConfirmLeave;
        assert!(matches!(team.leave(), Some(TeamRequest::Leave { .. })));
        team.left(&Err("the file is locked".into()));
        assert!(team.joined.is_some(), "still in the team");
        assert_eq!(team.said, Some((false, "the file is locked".into())));

        team.step = TeamStep::ConfirmLeave;
        team.leave();
        team.left(&Ok("Left.".into()));
        assert!(team.joined.is_none());
        assert!(team.status.is_none());
    }
}
