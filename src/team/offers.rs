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
        Ok(found
            .iter()
            .map(|row| AnswerFact {
                uuid: row.get(0),
                pair: row.get(1),
                sent_at: row.get(2),
                answer: row
                    .get::<_, Option<String>>(3)
                    .as_deref()
                    .and_then(Answer::parse),
                answered_at: row.get(4),
                recorded_by: row.get(5),
            })
            .collect())
    }
}
