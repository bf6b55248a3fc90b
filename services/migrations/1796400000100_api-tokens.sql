-- Up Migration
-- API tokens: another system (an SIS, an LMS) calls the admin API of one institute with `Authorization: Bearer <secret>`.
-- Only the SHA-256 of the secret is kept (the secret is 32 random bytes, so no slow hash is needed). A token acts as
-- the admin who created it, holding only its own permissions: deleting that admin takes their tokens along. A revoked
-- token keeps its row (the gateway's log names token ids), so it is never deleted by the application.

CREATE TABLE api_tokens (
  institute_id uuid NOT NULL REFERENCES institutes (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  permissions text[] NOT NULL CHECK (
    cardinality(permissions) > 0
    AND permissions <@ ARRAY['manage_setup', 'manage_people', 'take_any_attendance', 'correct_attendance',
                             'view_reports', 'export_reports', 'manage_roles']::text[]
  ),
  secret_hash bytea NOT NULL CHECK (octet_length(secret_hash) = 32),
  expires_on date,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, created_by) REFERENCES users (institute_id, id) ON DELETE CASCADE
);

-- The gateway finds a token by its hash before it knows the institute. Not a unique index: keys name institute_id so
-- the table distributes by institute, and two equal hashes of 32 random bytes do not happen.
CREATE INDEX api_tokens_secret_hash ON api_tokens (secret_hash);
CREATE INDEX api_tokens_created_by ON api_tokens (institute_id, created_by);

ALTER TABLE api_tokens ENABLE ROW LEVEL SECURITY;
CREATE POLICY api_tokens_of_institute ON api_tokens
  USING (institute_id = current_institute_id() OR platform_scope())
  WITH CHECK (institute_id = current_institute_id() OR platform_scope());
GRANT SELECT, INSERT, UPDATE ON api_tokens TO rollcall_app;
