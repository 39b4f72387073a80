-- The team database, version 3: answers to offers, so that every desk of the team learns how
-- each freelancer answers job offers (how often, how fast, how often yes), with the desk and
-- coordinator that recorded each. One row per offer and freelancer, written again as the
-- answer changes: each desk writes only its own offers' rows.
CREATE TABLE offer_answers (
    directory text NOT NULL,
    desk uuid NOT NULL,
    offer bigint NOT NULL,          -- the offer's number on that desk
    freelancer uuid NOT NULL,
    pair text,                      -- the directory's name for the offer's language pair
    sent_at_ms bigint NOT NULL,
    answer text,                    -- accepted, declined, question, none; NULL: no answer yet
    answered_at_ms bigint,
    coordinator text NOT NULL,      -- who recorded it
    PRIMARY KEY (directory, desk, offer, freelancer)
);
CREATE INDEX offer_answers_by_freelancer ON offer_answers (directory, freelancer);
