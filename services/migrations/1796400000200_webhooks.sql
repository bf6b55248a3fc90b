-- Up Migration
-- An institute's webhooks: addresses RollCall POSTs its events to, each signed with the webhook's own secret. The
-- secret is kept as given, as signing needs it back (a hash could not sign); no answer ever returns it after creation.
-- disabled_at: the receiver answered 410 Gone, so nothing more is sent to it.
CREATE TABLE webhooks (
  institute_id uuid NOT NULL REFERENCES institutes (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  events text[] NOT NULL CHECK (
    cardinality(events) > 0
    AND events <@ ARRAY['register.saved', 'mark.corrected', 'leave.decided', 'student.created', 'student.updated']
  ),
  secret text NOT NULL CHECK (length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  PRIMARY KEY (institute_id, id)
);

-- One row per event and subscribed webhook, queued in the transaction of the change. id is the X-RollCall-Delivery
-- header, the same on every retry. body is the exact JSON signed and sent, emptied once delivered. A claim writes lease and leased_until;
-- every later write is made under the lease.
CREATE TABLE webhook_deliveries (
  institute_id uuid NOT NULL,
  id uuid NOT NULL,
  webhook_id uuid NOT NULL,
  event text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease uuid,
  leased_until timestamptz,
  last_attempt_at timestamptz,
  response_status smallint,
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, webhook_id) REFERENCES webhooks (institute_id, id) ON DELETE CASCADE
);
-- What the dispatcher looks for across institutes.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_of_webhook_idx ON webhook_deliveries (institute_id, webhook_id, created_at DESC);

ALTER TABLE webhooks ENABLE ROW LEVEL SECURITY;
CREATE POLICY webhooks_of_institute ON webhooks
  USING (institute_id = current_institute_id() OR platform_scope())
  WITH CHECK (institute_id = current_institute_id() OR platform_scope());
GRANT SELECT, INSERT, UPDATE, DELETE ON webhooks TO rollcall_app;

-- Claimed across institutes by the dispatcher (platform scope); queued and listed as the institute's tenant.
ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;
CREATE POLICY webhook_deliveries_of_institute ON webhook_deliveries
  USING (institute_id = current_institute_id() OR platform_scope())
  WITH CHECK (institute_id = current_institute_id() OR platform_scope());
-- Deleted only with their webhook.
GRANT SELECT, INSERT, UPDATE ON webhook_deliveries TO rollcall_app;
