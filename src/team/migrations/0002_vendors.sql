-- The team database, version 2: vendor records shared per directory, as each desk's SQLite
-- store keeps them (status, tags, notes, rates), each with the desk and coordinator that wrote
-- it. Do not contact stays the `do_not_contact` table of version 1: a status of do not contact
-- is written with a mark there, in the same transaction.

-- The status of a freelancer: one per freelancer per directory. A NULL status is a status
-- cleared by a coordinator (so that the team's word wins over a desk's older one). Words are
-- checked by each desk when read, not here.
CREATE TABLE vendor_status (
    directory text NOT NULL,
    freelancer uuid NOT NULL,
    status text,
    desk uuid NOT NULL,
    coordinator text NOT NULL,
    set_at_ms bigint NOT NULL,
    PRIMARY KEY (directory, freelancer)
);

-- Tags: a set per freelancer, each with who added it.
CREATE TABLE vendor_tags (
    directory text NOT NULL,
    freelancer uuid NOT NULL,
    tag text NOT NULL,
    desk uuid NOT NULL,
    coordinator text NOT NULL,
    added_at_ms bigint NOT NULL,
    PRIMARY KEY (directory, freelancer, tag)
);

-- Notes: their author (desk and coordinator) is kept for good; any coordinator of the team
-- may edit or delete one, and the last to edit it is named.
CREATE TABLE vendor_notes (
    id uuid PRIMARY KEY,
    directory text NOT NULL,
    freelancer uuid NOT NULL,
    desk uuid NOT NULL,
    coordinator text NOT NULL,
    text text NOT NULL,
    at_ms bigint NOT NULL,
    edited_at_ms bigint,
    edited_by text
);
CREATE INDEX vendor_notes_by_freelancer ON vendor_notes (directory, freelancer, at_ms);

-- Rates: one per freelancer, language pair, service and unit; the amount as exact decimal
-- text, never a float.
CREATE TABLE vendor_rates (
    directory text NOT NULL,
    freelancer uuid NOT NULL,
    pair text NOT NULL,
    service text NOT NULL,
    unit text NOT NULL,
    amount text NOT NULL,
    currency text NOT NULL,
    desk uuid NOT NULL,
    coordinator text NOT NULL,
    set_at_ms bigint NOT NULL,
    PRIMARY KEY (directory, freelancer, pair, service, unit)
);
