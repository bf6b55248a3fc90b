-- Up Migration

-- Institutes are the tenants: every domain row that follows carries institute_id.
CREATE TABLE institutes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  address text NOT NULL,
  time_zone text NOT NULL DEFAULT 'Asia/Kolkata',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX institutes_email_key ON institutes (lower(email));
CREATE INDEX institutes_name_idx ON institutes (name);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  role text NOT NULL CHECK (role IN ('superadmin', 'admin', 'teacher', 'student', 'parent')),
  institute_id uuid REFERENCES institutes (id) ON DELETE RESTRICT,
  name text NOT NULL DEFAULT '',
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text,
  must_change_password boolean NOT NULL DEFAULT false,
  temporary_password_expires_at timestamptz,
  temporary_password_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Only the super admin stands above the institutes.
  CONSTRAINT users_institute_scope CHECK ((role = 'superadmin') = (institute_id IS NULL)),
  CONSTRAINT users_role_email_key UNIQUE (role, email)
);
CREATE INDEX users_institute_role_idx ON users (institute_id, role, name);

-- Server-side sessions of the gateway (it reads and writes them with its own pool). Deleting a user ends
-- their sessions at once through the cascade.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- Mail goes out through this outbox, written in the same transaction as the change that causes it.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL,
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mail_outbox_idempotency_key_key UNIQUE (idempotency_key)
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
