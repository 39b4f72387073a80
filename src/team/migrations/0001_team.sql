-- The team database, version 1: what the coordinators of one agency share, per directory
-- (the directory key of each desk's environment). Times are milliseconds since 1970 (UTC), as
-- in each desk's SQLite store.

CREATE TABLE team_schema (
    version integer PRIMARY KEY,
    applied_at_ms bigint NOT NULL
);

-- One row per desk (one coordinator's data folder) that joined, per directory.
CREATE TABLE desks (
    id uuid NOT NULL,
    directory text NOT NULL,
    coordinator text NOT NULL,
    joined_at_ms bigint NOT NULL,
    seen_at_ms bigint NOT NULL,
    PRIMARY KEY (directory, id)
);

-- Do not contact: one mark per freelancer per directory, with who set it and why.
CREATE TABLE do_not_contact (
    directory text NOT NULL,
    freelancer uuid NOT NULL,
    desk uuid NOT NULL,
    coordinator text NOT NULL,
    reason text NOT NULL DEFAULT '',
    marked_at_ms bigint NOT NULL,
    PRIMARY KEY (directory, freelancer)
);

-- One row per recipient per outbox request that was sent, is pending or whose fate is unknown.
CREATE TABLE contact_history (
    directory text NOT NULL,
    freelancer uuid NOT NULL,
    desk uuid NOT NULL,
    coordinator text NOT NULL,
    subject text NOT NULL,
    message text NOT NULL,
    state text NOT NULL CHECK (state IN ('sent', 'pending', 'unknown')),
    at_ms bigint NOT NULL,
    PRIMARY KEY (directory, freelancer, message)
);
CREATE INDEX contact_history_recent ON contact_history (directory, freelancer, at_ms DESC);

-- A live claim: a desk is about to message this freelancer. At most one per freelancer per
-- directory (the primary key), taken in the same transaction as the guard's check.
CREATE TABLE claims (
    directory text NOT NULL,
    freelancer uuid NOT NULL,
    message text NOT NULL,
    desk uuid NOT NULL,
    coordinator text NOT NULL,
    subject text NOT NULL,
    taken_at_ms bigint NOT NULL,
    PRIMARY KEY (directory, freelancer)
);
CREATE INDEX claims_by_message ON claims (message);
