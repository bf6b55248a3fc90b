-- Up Migration
-- The secret addresses of the iCalendar feeds a phone's calendar app subscribes to: a teacher's own lectures
-- (student_id NULL), a student's own, or a parent's child's (user_id the parent, student_id the child). One address
-- per (person, student). The address's secret is an HMAC of the row's salt under the services' secret: the table
-- alone gives no address away, and a new salt replaces the address.

CREATE TABLE calendar_feeds (
  institute_id uuid NOT NULL REFERENCES institutes (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  student_id uuid,
  salt bytea NOT NULL CHECK (octet_length(salt) = 16),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, user_id) REFERENCES users (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE,
  CONSTRAINT calendar_feeds_owner_key UNIQUE NULLS NOT DISTINCT (institute_id, user_id, student_id)
);

ALTER TABLE calendar_feeds ENABLE ROW LEVEL SECURITY;
CREATE POLICY calendar_feeds_of_institute ON calendar_feeds
  USING (institute_id = current_institute_id() OR platform_scope())
  WITH CHECK (institute_id = current_institute_id() OR platform_scope());
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_feeds TO rollcall_app;
