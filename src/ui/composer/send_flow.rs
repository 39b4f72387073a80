//! A try to send, from the check of its recipients to the job written down: one
//! [`SendFlow`] at a time, each step named by the id the composer gave it. No egui.

use uuid::Uuid;

use super::ComposerAction;
use super::model::ComposerPanel;
use crate::api::Problem;
use crate::outbox::guard::{RecentChoice, RecipientGuard};
use crate::store::Ticket;
use crate::store::{ComposerDraft, NewJob, RecipientMarks};
use crate::ui::profiles::Profiles;

/// A try to send, from the check of its recipients to the job written down. One at a time:
/// while it is under way the draft cannot change, and a second try is not started.
#[derive(Default)]
pub(super) enum SendFlow {
    #[default]
    Idle,
    /// The store is checking the recipients against the guardrails, as `ticket`; recent
    /// contacts counted over the last `recent_days` days.
    Checking { ticket: Ticket, recent_days: u32 },
    /// The confirmation awaits the user's word (boxed: a planned job is large, the other
    /// states small).
    Confirming(Box<Confirming>),
    /// The confirmed job was handed to the outbox as `ticket`, not yet written down.
    Creating(Ticket),
}

/// What the user answered when asked before sending.
pub(super) enum SendAnswer {
    /// Send, with the user's word on recently messaged recipients (`Include` when there
    /// were none).
    Send(RecentChoice),
    GoBack,
    VerifyFirst,
    /// Leave out the recipients the directory does not know, and ask again.
    LeaveOutUnknown,
}

/// The confirmation's subject: the job without anyone marked do not contact (`None` when
/// nobody else is left), and what the guardrails found.
pub(super) struct Confirming {
    pub(super) job: Option<NewJob>,
    pub(super) guard: RecipientGuard,
}

impl ComposerPanel {
    /// The user asked to send: if the job plans well, the store is asked about its
    /// recipients (do not contact, recently messaged, over the last `recent_days` days) and
    /// the confirmation opens with its answer ([`Self::on_checked`]). `profiles` fill in a
    /// personal message.
    pub(super) fn request_send(
        &mut self,
        recent_days: u32,
        profiles: &Profiles,
    ) -> Option<ComposerAction> {
        self.attempted = true;
        if !matches!(self.flow, SendFlow::Idle) {
            return None;
        }
        if let Err(problems) = self.check(profiles) {
            self.plan_problems = problems;
            return None;
        }
        self.plan_problems.clear();
        self.create_problem = None;
        let ticket = crate::ui::ids::ticket();
        self.flow = SendFlow::Checking {
            ticket,
            recent_days,
        };
        let recipients = self
            .draft
            .recipients
            .iter()
            .map(|r| (r.uuid, r.name.clone()))
            .collect();
        Some(ComposerAction::CheckRecipients {
            ticket,
            recipients,
            recent_days,
        })
    }

    /// The job as planned with only the recipients `keep` keeps.
    pub(super) fn plan_keeping(
        &self,
        profiles: &Profiles,
        keep: impl Fn(Uuid) -> bool,
    ) -> Result<NewJob, Vec<Problem>> {
        let mut draft = self.job_draft(true, profiles);
        draft.recipients.retain(|r| keep(r.uuid));
        draft.plan()
    }

    /// The store answered `ticket`: the confirmation opens with what the guardrails found,
    /// the job planned again without anyone marked do not contact, and the marks found are
    /// returned for the app to keep ([`ComposerAction::Marked`]). If the check failed,
    /// nothing goes and the message stays.
    pub fn on_checked(
        &mut self,
        ticket: Ticket,
        found: Result<RecipientMarks, String>,
        profiles: &Profiles,
    ) -> Option<ComposerAction> {
        let SendFlow::Checking {
            ticket: asked,
            recent_days,
        } = self.flow
        else {
            return None;
        };
        if asked != ticket {
            return None;
        }
        self.flow = SendFlow::Idle;
        match found {
            Ok(marks) => {
                let guard = RecipientGuard::from_marks(marks, recent_days);
                let marked = self.marks_found(&guard);
                let job = self
                    .plan_keeping(profiles, |uuid| guard.keeps(uuid, RecentChoice::Include))
                    .ok();
                self.flow = SendFlow::Confirming(Box::new(Confirming { job, guard }));
                Some(marked)
            }
            Err(why) => {
                self.create_problem = Some(crate::api::Explained::new(
                    "Nothing was sent: the recipients could not be checked for do-not-contact \
                     marks and recent messages. Your message is still here.",
                    why,
                ));
                None
            }
        }
    }

    /// The send asked as `ticket` cannot be checked at all (`why`, in the app's words, shown
    /// as they are): nothing goes and the message stays.
    pub fn on_refused(&mut self, ticket: Ticket, why: crate::api::Explained) {
        if matches!(self.flow, SendFlow::Checking { ticket: asked, .. } if asked == ticket) {
            self.flow = SendFlow::Idle;
            self.create_problem = Some(why);
        }
    }

    /// Which of the recipients the store found marked do not contact, for the app to keep
    /// (the chips read the marks from there).
    fn marks_found(&self, guard: &RecipientGuard) -> ComposerAction {
        ComposerAction::Marked {
            checked: self.draft.recipients.iter().map(|r| r.uuid).collect(),
            do_not_contact: guard.do_not_contact.iter().map(|f| f.uuid).collect(),
        }
    }

    /// The user's answer to the confirmation: what happens next, if anything.
    pub(super) fn answer(
        &mut self,
        answer: SendAnswer,
        recent_days: u32,
        profiles: &Profiles,
    ) -> Option<ComposerAction> {
        let SendFlow::Confirming(confirming) = std::mem::take(&mut self.flow) else {
            return None;
        };
        let Confirming { job, guard } = *confirming;
        match answer {
            SendAnswer::LeaveOutUnknown => {
                // The job was planned with them: plan it again without.
                self.leave_out_unknown(profiles);
                self.request_send(recent_days, profiles)
            }
            SendAnswer::VerifyFirst => self.verify(profiles),
            SendAnswer::Send(choice) => {
                let job = match choice {
                    RecentChoice::LeaveOut => self
                        .plan_keeping(profiles, |uuid| guard.keeps(uuid, RecentChoice::LeaveOut))
                        .ok(),
                    RecentChoice::Include | RecentChoice::Ask => job,
                }?;
                let ticket = crate::ui::ids::ticket();
                self.flow = SendFlow::Creating(ticket);
                self.create_problem = None;
                Some(ComposerAction::Create {
                    ticket,
                    job: Box::new(job),
                })
            }
            SendAnswer::GoBack => None,
        }
    }

    /// The outbox answered `ticket`. Only a job written down empties the composer (keeping
    /// the sender and type), so that nothing composed is ever lost and a second click cannot
    /// send it twice. Returns the answer if it was this composer's.
    pub fn on_created(
        &mut self,
        ticket: Ticket,
        result: Result<crate::store::JobId, String>,
    ) -> Option<Result<crate::store::JobId, String>> {
        if !matches!(self.flow, SendFlow::Creating(asked) if asked == ticket) {
            return None;
        }
        self.flow = SendFlow::Idle;
        match &result {
            Ok(id) => {
                self.sent_job = Some(*id);
                self.draft = ComposerDraft {
                    message_type: self.draft.message_type,
                    ..ComposerDraft::default()
                };
                self.recipients_version += 1;
                self.draft_changed = true;
                self.sender_changed = true;
                self.touched.clear();
                self.attempted = false;
                self.preview = false;
                self.plan_problems.clear();
            }
            Err(problem) => {
                // The outbox's words (a database's, or a mismatch of directories) are detail.
                self.create_problem = Some(crate::api::Explained::new(
                    "Nothing was sent: the outbox could not take the job. Your message is still \
                     here.",
                    problem,
                ));
            }
        }
        Some(result)
    }

    /// The connection closed with a job handed over but not confirmed: the draft stays, and
    /// the user is told to look before sending it again. A verification stops there too.
    pub fn connection_lost(&mut self) {
        self.verification.connection_lost();
        // Only the handing over waits on the connection: a check of the recipients is the
        // store's, and the confirmation the user's.
        if matches!(self.flow, SendFlow::Creating(_)) {
            self.flow = SendFlow::Idle;
            self.create_problem = Some(crate::api::Explained::new(
                "The connection closed before the outbox confirmed the job. Check the Outbox \
                 before sending again: it may have been created.",
                "",
            ));
        }
    }
}
