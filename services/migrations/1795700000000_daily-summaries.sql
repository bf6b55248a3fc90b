-- Up Migration

-- The evening run of each institute: at its daily_summary_at, in its own time zone, every student with a marked
-- lecture that day (and each of their parents) gets one summary, and a student whose percentage in a subject has
-- fallen below the threshold gets one alert for that crossing. Every services process ticks once a minute; the
-- run of an institute and its day is one transaction that locks the institute's row (SKIP LOCKED, so another
-- process passes it by), queues the mails with a key per student and day, and records the day here.
ALTER TABLE institutes ADD COLUMN last_summary_on date;

-- Extra headers of a queued mail (List-Unsubscribe and its one-click companion), as a JSON object.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb CHECK (headers IS NULL OR jsonb_typeof(headers) = 'object');

-- What a student or parent chose to receive; no row means both kinds are on.
CREATE TABLE mail_preferences (
  institute_id uuid NOT NULL,
  user_id uuid NOT NULL,
  daily_summary boolean NOT NULL DEFAULT true,
  low_attendance_alerts boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, user_id),
  FOREIGN KEY (institute_id, user_id) REFERENCES users (institute_id, id) ON DELETE CASCADE
);

-- A subject in which a student is below the threshold and was alerted, from the day of the crossing. The row
-- stays while they stay below (no alert again) and goes once they are back at or above it, so a later fall is a
-- new crossing with an alert of its own.
CREATE TABLE threshold_crossings (
  institute_id uuid NOT NULL,
  student_id uuid NOT NULL,
  subject_id uuid NOT NULL,
  crossed_on date NOT NULL,
  PRIMARY KEY (institute_id, student_id, subject_id),
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, subject_id) REFERENCES subjects (institute_id, id) ON DELETE CASCADE
);

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['mail_preferences', 'threshold_crossings'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (institute_id = current_institute_id()) WITH CHECK (institute_id = current_institute_id())',
      tenant_table || '_of_institute', tenant_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO rollcall_tenant', tenant_table);
  END LOOP;
END
$$;
