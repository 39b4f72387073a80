//! A try to send, from the check of its recipients to the job written down: the steps of
//! the composer's one [`SendFlow`], each named by the id the composer gave it. The state is
//! the model's (`model.rs` owns the flow with the draft it sends); this file reads it and
//! steps it, and the model uses nothing of this file. No egui.

use uuid::Uuid;

use super::ComposerAction;
use super::model::{ComposerPanel, Confirming, SendAnswer, SendFlow, TeamAnswer, Waiver};
use crate::api::Problem;
use crate::outbox::guard::{RecentChoice, RecipientGuard};
use crate::store::Ticket;
use crate::store::{ComposerDraft, NewJob, RecipientMarks};
use crate::ui::profiles::Profiles;
use crate::worker::team_guard::TeamFound;

impl Confirming {
    /// Whether `uuid` goes, given both guardrails and the user's word on recent contacts.
    pub(super) fn keeps(
        guard: &RecipientGuard,
        team: Option<&TeamFound>,
        uuid: Uuid,
        choice: RecentChoice,
    ) -> bool {
        guard.keeps(uuid, choice)
            && team.is_none_or(|t| t.found.keeps(uuid, choice == RecentChoice::LeaveOut))
    }

    /// Whether anyone was messaged recently, from this desk or by a colleague: the user is
    /// asked whether to send to them.
    pub(super) fn any_recent(&self) -> bool {
        !self.guard.recent.is_empty()
            || self
                .team
                .as_ref()
                .is_some_and(|t| !t.found.recent.is_empty())
    }

    /// Whether `uuid` was messaged recently, from this desk or by a colleague.
    pub(super) fn is_recent(&self, uuid: Uuid) -> bool {
        self.guard.recent.iter().any(|r| r.who.uuid == uuid)
            || self
                .team
                .as_ref()
                .is_some_and(|t| t.found.recent.iter().any(|c| c.freelancer == uuid))
    }

    /// The claim to give back when nothing is sent.
    fn release(self) -> Option<ComposerAction> {
        self.team.map(|t| ComposerAction::ReleaseTeamClaim(t.claim))
    }
}

impl ComposerPanel {
    /// The user asked to send: if the job plans well, the store is asked about its
    /// recipients (do not contact, recently messaged, over the last `recent_days` days), and
    /// the team database too when `team` (the directory's desks share one), and the
    /// confirmation opens with their answers ([`Self::on_checked`],
    /// [`Self::on_team_checked`]). `profiles` fill in a personal message.
    pub(super) fn request_send(
        &mut self,
        recent_days: u32,
        team: bool,
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
            local: None,
            team: if team {
                TeamAnswer::Waiting
            } else {
                TeamAnswer::NotAsked
            },
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
            team_subject: team.then(|| self.draft.subject.clone()),
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

    /// The store answered `ticket`: once the team database has too (if it was asked), the
    /// confirmation opens with what the guardrails found, the job planned again without
    /// anyone marked do not contact, and the marks found are returned for the app to keep
    /// ([`ComposerAction::Marked`]). If the check failed, nothing goes and the message stays.
    pub fn on_checked(
        &mut self,
        ticket: Ticket,
        found: Result<RecipientMarks, String>,
        profiles: &Profiles,
    ) -> Vec<ComposerAction> {
        let SendFlow::Checking {
            ticket: asked,
            local,
            ..
        } = &mut self.flow
        else {
            return Vec::new();
        };
        if *asked != ticket {
            return Vec::new();
        }
        match found {
            Ok(marks) => {
                *local = Some(marks);
                self.confirm_if_answered(profiles).into_iter().collect()
            }
            Err(why) => self.stop_checking(crate::api::Explained::new(
                crate::tr!("composer-check-failed"),
                why,
            )),
        }
    }

    /// The team database answered `ticket`: what it found and the claim it took, or why it
    /// could not be asked (then nothing goes, the message stays, and *Send…* asks again).
    /// A claim for a try that is over is given back at once.
    pub fn on_team_checked(
        &mut self,
        ticket: Ticket,
        result: Result<TeamFound, crate::api::Explained>,
        profiles: &Profiles,
    ) -> Vec<ComposerAction> {
        let waiting = matches!(
            &self.flow,
            SendFlow::Checking { ticket: asked, team: TeamAnswer::Waiting, .. } if *asked == ticket
        );
        match (waiting, result) {
            (false, Ok(found)) => vec![ComposerAction::ReleaseTeamClaim(found.claim)],
            (false, Err(_)) => Vec::new(),
            (true, Ok(found)) => {
                if let SendFlow::Checking { team, .. } = &mut self.flow {
                    *team = TeamAnswer::Found(Box::new(found));
                }
                self.confirm_if_answered(profiles).into_iter().collect()
            }
            (true, Err(why)) => {
                // The store's check goes on: a send without the team's checks still passes
                // this desk's own.
                if let SendFlow::Checking { team, .. } = &mut self.flow {
                    *team = TeamAnswer::Away(why);
                }
                Vec::new()
            }
        }
    }

    /// The team database could not be asked: the problem, and whether the store has
    /// answered (a send without the team's checks can be asked for only then).
    pub(super) fn team_away(&self) -> Option<(&crate::api::Explained, bool)> {
        match &self.flow {
            SendFlow::Checking {
                team: TeamAnswer::Away(why),
                local,
                ..
            } => Some((why, local.is_some())),
            _ => None,
        }
    }

    /// After the team database could not be asked: check again, both this desk's marks and
    /// the team's.
    pub(super) fn retry_team(&mut self, profiles: &Profiles) -> Option<ComposerAction> {
        let SendFlow::Checking { recent_days, .. } = self.flow else {
            return None;
        };
        self.flow = SendFlow::Idle;
        self.request_send(recent_days, true, profiles)
    }

    /// After the team database could not be asked: nothing is sent, the draft is free.
    pub(super) fn give_up_team(&mut self) {
        if self.team_away().is_some() {
            self.flow = SendFlow::Idle;
        }
    }

    /// After the team database could not be asked, the user asks to send without its
    /// checks: the confirmation opens on this desk's own checks, with the team's absence
    /// said in red and a box to tick before anything can go.
    pub(super) fn send_unchecked(&mut self, profiles: &Profiles) -> Option<ComposerAction> {
        if !matches!(self.team_away(), Some((_, true))) {
            return None;
        }
        let SendFlow::Checking {
            recent_days,
            local: Some(marks),
            team: TeamAnswer::Away(why),
            ..
        } = std::mem::take(&mut self.flow)
        else {
            return None;
        };
        let guard = RecipientGuard::from_marks(marks, recent_days);
        let marked = self.marks_found(&guard, None);
        let job = self
            .plan_keeping(profiles, |uuid| guard.keeps(uuid, RecentChoice::Include))
            .ok();
        self.flow = SendFlow::Confirming(Box::new(Confirming {
            job,
            guard,
            team: None,
            waiver: Some(Waiver {
                why,
                understood: false,
            }),
        }));
        Some(marked)
    }

    /// Opens the confirmation once the store, and the team if it was asked, have answered;
    /// returns the do-not-contact marks found for the app to keep.
    fn confirm_if_answered(&mut self, profiles: &Profiles) -> Option<ComposerAction> {
        let answered = matches!(
            &self.flow,
            SendFlow::Checking {
                local: Some(_),
                team: TeamAnswer::NotAsked | TeamAnswer::Found(_),
                ..
            }
        );
        if !answered {
            return None;
        }
        let SendFlow::Checking {
            recent_days,
            local: Some(marks),
            team,
            ..
        } = std::mem::take(&mut self.flow)
        else {
            return None;
        };
        let guard = RecipientGuard::from_marks(marks, recent_days);
        let team = match team {
            TeamAnswer::Found(found) => Some(*found),
            TeamAnswer::NotAsked | TeamAnswer::Waiting | TeamAnswer::Away(_) => None,
        };
        let marked = self.marks_found(&guard, team.as_ref());
        let job = self
            .plan_keeping(profiles, |uuid| {
                Confirming::keeps(&guard, team.as_ref(), uuid, RecentChoice::Include)
            })
            .ok();
        self.flow = SendFlow::Confirming(Box::new(Confirming {
            job,
            guard,
            team,
            waiver: None,
        }));
        Some(marked)
    }

    /// The check could not be made (`why`): nothing goes, the message stays, and a claim the
    /// team database took for it is given back.
    fn stop_checking(&mut self, why: crate::api::Explained) -> Vec<ComposerAction> {
        let flow = std::mem::take(&mut self.flow);
        self.create_problem = Some(why);
        match flow {
            SendFlow::Checking {
                team: TeamAnswer::Found(found),
                ..
            } => vec![ComposerAction::ReleaseTeamClaim(found.claim)],
            _ => Vec::new(),
        }
    }

    /// Which of the recipients the store or the team found marked do not contact, for the
    /// app to keep (the chips read the marks from there).
    fn marks_found(&self, guard: &RecipientGuard, team: Option<&TeamFound>) -> ComposerAction {
        let by_team = team
            .into_iter()
            .flat_map(|t| t.found.do_not_contact.iter().map(|m| m.freelancer));
        ComposerAction::Marked {
            checked: self.draft.recipients.iter().map(|r| r.uuid).collect(),
            do_not_contact: guard
                .do_not_contact
                .iter()
                .map(|f| f.uuid)
                .chain(by_team)
                .collect(),
        }
    }

    /// The user's answer to the confirmation: what happens next, if anything. A claim the
    /// team database took goes with the job, or is given back when nothing is sent.
    pub(super) fn answer(
        &mut self,
        answer: SendAnswer,
        recent_days: u32,
        team: bool,
        profiles: &Profiles,
    ) -> Vec<ComposerAction> {
        let SendFlow::Confirming(confirming) = std::mem::take(&mut self.flow) else {
            return Vec::new();
        };
        let mut confirming = *confirming;
        if matches!(answer, SendAnswer::Send(_))
            && confirming.waiver.as_ref().is_some_and(|w| !w.understood)
        {
            // Without the team's checks only on the ticked word.
            self.flow = SendFlow::Confirming(Box::new(confirming));
            return Vec::new();
        }
        let choice = match answer {
            SendAnswer::Send(choice) => choice,
            SendAnswer::LeaveOutUnknown => {
                // The job was planned with them: plan it again without, and check again.
                self.leave_out_unknown(profiles);
                return confirming
                    .release()
                    .into_iter()
                    .chain(self.request_send(recent_days, team, profiles))
                    .collect();
            }
            SendAnswer::VerifyFirst => {
                return confirming
                    .release()
                    .into_iter()
                    .chain(self.verify(profiles))
                    .collect();
            }
            SendAnswer::GoBack => return confirming.release().into_iter().collect(),
        };
        let job = match choice {
            RecentChoice::LeaveOut => self
                .plan_keeping(profiles, |uuid| {
                    Confirming::keeps(
                        &confirming.guard,
                        confirming.team.as_ref(),
                        uuid,
                        RecentChoice::LeaveOut,
                    )
                })
                .ok(),
            RecentChoice::Include | RecentChoice::Ask => confirming.job.take(),
        };
        let Some(job) = job else {
            return confirming.release().into_iter().collect();
        };
        let ticket = crate::ui::ids::ticket();
        self.flow = SendFlow::Creating(ticket);
        self.create_problem = None;
        vec![ComposerAction::Create {
            ticket,
            job: Box::new(job),
            team_claim: confirming.team.map(|t| t.claim),
            team_unchecked: confirming.waiver.map(|w| w.why.plain),
        }]
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
                    crate::tr!("composer-outbox-refused"),
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
                crate::tr!("composer-closed-while-creating"),
                "",
            ));
        }
        // The team database's answer comes through the worker, which is gone: nothing was
        // sent, and its claim, if it took one, expires (or was released as the worker
        // stopped).
        if matches!(
            self.flow,
            SendFlow::Checking {
                team: TeamAnswer::Waiting,
                ..
            }
        ) {
            self.flow = SendFlow::Idle;
            self.create_problem = Some(crate::api::Explained::new(
                crate::tr!("composer-closed-while-checking"),
                "",
            ));
        }
    }
}
