-- Up Migration

-- A worker claims an outbox row by writing a lease (its token and an expiry) in one short statement, sends
-- the mail outside any transaction, then marks the row sent under that token: no transaction stays open
-- while the relay is talking. No other worker takes a row whose lease has not expired; a worker that died
-- mid-send leaves a lease that runs out, and the mail is tried again.
ALTER TABLE mail_outbox
  ADD COLUMN lease_token uuid,
  ADD COLUMN leased_until timestamptz;
