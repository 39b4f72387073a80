//! Answers to offers, shared: each desk writes its own offers' facts (sent when, answered
//! what and when, recorded by whom), and every desk reads all of them to learn each
//! freelancer's responsiveness (`offers::responsiveness`).

use uuid::Uuid;

use super::{Desk, Team, TeamError, rows};
use crate::store::{Answer, AnswerFact};

/// The longest pair name kept: a directory's name, not an essay.
const MAX_PAIR: usize = 200;

impl Team {
    /// Writes `facts` (each with the number of its offer on this desk) for `directory`, as
    /// recorded by this desk's coordinator; a fact written before is replaced.
    pub async fn share_offer_answers(
        &self,
        directory: &str,
        desk: &Desk,
        facts: &[(i64, AnswerFact)],
    ) -> Result<(), TeamError> {
        self.writable().await?;
        let coordinator = desk.checked_coordinator()?;
        let statement = self
            .client
            .prepare(
                "INSERT INTO offer_answers (directory, desk, offer, freelancer, pair, sent_at_ms,
                                            answer, answered_at_ms, coordinator)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                 ON CONFLICT (directory, desk, offer, freelancer) DO UPDATE
                 SET answer = EXCLUDED.answer, answered_at_ms = EXCLUDED.answered_at_ms,
                     coordinator = EXCLUDED.coordinator, sent_at_ms = EXCLUDED.sent_at_ms",
            )
            .await
            .map_err(|err| self.failed(&err))?;
        for (offer, fact) in facts {
            let pair = fact
                .pair
                .as_deref()
                .map(|pair| rows::written_text(pair, "pair", MAX_PAIR, true))
                .transpose()
                .map_err(TeamError::BadInput)?;
            let answer = fact.answer.map(Answer::as_str);
            self.client
                .execute(
                    &statement,
                    &[
                        &directory,
                        &desk.id,
                        offer,
                        &fact.uuid,
                        &pair,
                        &fact.sent_at,
                        &answer,
                        &fact.answered_at,
                        &coordinator,
                    ],
                )
                .await
                .map_err(|err| self.failed(&err))?;
        }
        Ok(())
    }

    /// Every desk's answers to offers in `directory` about `only` (all when `None`). A row
    /// with an answer this desk does not know reads as no answer.
    pub async fn offer_answers(
        &self,
        directory: &str,
        only: Option<&[Uuid]>,
    ) -> Result<Vec<AnswerFact>, TeamError> {
        self.writable().await?;
        let only: Option<Vec<Uuid>> = only.map(<[Uuid]>::to_vec);
        let found = self
            .client
            .query(
                "SELECT freelancer, pair, sent_at_ms, answer, answered_at_ms, coordinator
                 FROM offer_answers
                 WHERE directory = $1 AND ($2::uuid[] IS NULL OR freelancer = ANY($2))",
                &[&directory, &only],
            )
            .await
            .map_err(|err| self.failed(&err))?;
        // A row this desk cannot believe (another shape, a time out of range) is left out
        // and said in the log: the others still teach.
        let now = rows::now_ms();
        Ok(found
            .iter()
            .filter_map(|row| match answer_of(row, now) {
                Ok(fact) => Some(fact),
                Err(why) => {
                    tracing::warn!(%why, "a shared answer to an offer is left out");
                    None
                }
            })
            .collect())
    }
}

/// An answer as read (freelancer, pair, sent_at_ms, answer, answered_at_ms, coordinator),
/// its text cleaned as any shown, or why it cannot be believed. An answer word this desk
/// does not know reads as no answer.
fn answer_of(row: &tokio_postgres::Row, now: i64) -> Result<AnswerFact, String> {
    let shown = |text: Option<String>, max| text.map(|t| rows::shown_text(&t, max));
    Ok(AnswerFact {
        uuid: rows::column(row, 0)?,
        pair: shown(rows::column(row, 1)?, MAX_PAIR),
        sent_at: rows::checked_time(rows::column(row, 2)?, now)?,
        answer: rows::column::<Option<String>>(row, 3)?
            .as_deref()
            .and_then(Answer::parse),
        answered_at: rows::column::<Option<i64>>(row, 4)?
            .map(|at| rows::checked_time(at, now))
            .transpose()?,
        recorded_by: shown(rows::column(row, 5)?, rows::MAX_NAME),
    })
}
