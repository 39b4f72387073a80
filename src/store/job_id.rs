//! The number of an outbox job: the journal's row id, which people see as "job 12" and type
//! after `outbox show`. A type of its own, so that it is never taken for the worker's task
//! ids (`worker::TaskId`), the store's tickets or a count.

use std::fmt;
use std::str::FromStr;

use rusqlite::types::{FromSql, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct JobId(pub i64);

impl JobId {
    /// The number as the journal stores it.
    pub fn get(self) -> i64 {
        self.0
    }
}

impl From<i64> for JobId {
    fn from(number: i64) -> Self {
        Self(number)
    }
}

impl fmt::Display for JobId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A job's number as typed on the command line.
impl FromStr for JobId {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().parse::<i64>() {
            Ok(number) if number > 0 => Ok(Self(number)),
            _ => Err(format!(
                "'{text}' is not a job number: `directory-desk outbox list` shows them"
            )),
        }
    }
}

impl ToSql for JobId {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        self.0.to_sql()
    }
}

impl FromSql for JobId {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        i64::column_result(value).map(Self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_number_is_read_as_typed_and_nothing_else_is() {
        assert_eq!(" 12 ".parse::<JobId>(), Ok(JobId(12)));
        for wrong in ["0", "-3", "twelve", "", "1.5"] {
            let err = wrong.parse::<JobId>().unwrap_err();
            assert!(err.contains("not a job number"), "{wrong}: {err}");
        }
        assert_eq!(JobId(7).to_string(), "7");
        assert_eq!(serde_json::to_string(&JobId(7)).unwrap(), "7");
    }
}
