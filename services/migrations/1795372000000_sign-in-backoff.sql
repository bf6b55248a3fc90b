-- Up Migration

-- The gateway's per-account sign-in backoff: failed password checks in a row for one account (role and
-- email, hashed) and when the last one happened. The account's next successful sign-in deletes the row.
CREATE TABLE sign_in_backoff (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);
CREATE INDEX sign_in_backoff_last_failure_at_idx ON sign_in_backoff (last_failure_at);
