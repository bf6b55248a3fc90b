-- Up Migration
-- The links of "forgot password": only the SHA-256 hash of a token is kept, so a read of the table cannot reset anyone.
-- A link works once (used_at) and until expires_at. institute_id is null for a super admin, who belongs to none.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  institute_id uuid REFERENCES institutes (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Looked up by token before anyone knows the institute: platform work, like a sign-in by email.
ALTER TABLE password_resets ENABLE ROW LEVEL SECURITY;
CREATE POLICY password_resets_of_institute ON password_resets
  USING (institute_id = current_institute_id() OR platform_scope())
  WITH CHECK (institute_id = current_institute_id() OR platform_scope());
GRANT SELECT, INSERT, UPDATE ON password_resets TO rollcall_app;
