-- Up Migration
-- What the percentages decide, around the marks and never as a third mark: the floor down to which an office may
-- condone a shortfall, the condonations themselves, and the leave and on-duty a student or parent asks for (or the
-- office grants).

-- An institute whose threshold is below the usual floor starts with its floor at the threshold.
ALTER TABLE institutes ADD COLUMN condonation_floor numeric(4, 1);
UPDATE institutes SET condonation_floor = least(65, attendance_threshold);
ALTER TABLE institutes
  ALTER COLUMN condonation_floor SET NOT NULL,
  ALTER COLUMN condonation_floor SET DEFAULT 65,
  ADD CONSTRAINT institutes_condonation_floor CHECK (condonation_floor >= 0 AND condonation_floor <= attendance_threshold);

-- Lectures of a subject an authorised user counts as attended for eligibility only. A withdrawal keeps the row.
CREATE TABLE condonations (
  institute_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  student_id uuid NOT NULL,
  subject_id uuid NOT NULL,
  lectures smallint NOT NULL CHECK (lectures BETWEEN 1 AND 100),
  reason text NOT NULL,
  reference text,
  -- Kept empty once that user is removed.
  granted_by uuid,
  granted_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_by uuid,
  withdrawn_at timestamptz,
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, subject_id) REFERENCES subjects (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, granted_by) REFERENCES users (institute_id, id) ON DELETE SET NULL (granted_by),
  FOREIGN KEY (institute_id, withdrawn_by) REFERENCES users (institute_id, id) ON DELETE SET NULL (withdrawn_by)
);
CREATE INDEX condonations_student_idx ON condonations (institute_id, student_id, subject_id);

-- A request for leave or on-duty over whole days (periods NULL) or some periods of each day. On-duty the office
-- grants directly is a request made and approved by the same user.
CREATE TABLE leave_requests (
  institute_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  student_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('leave', 'on-duty')),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  periods smallint[] CHECK (cardinality(periods) > 0),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_by uuid,
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by uuid,
  decided_at timestamptz,
  decision_note text,
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, requested_by) REFERENCES users (institute_id, id) ON DELETE SET NULL (requested_by),
  FOREIGN KEY (institute_id, decided_by) REFERENCES users (institute_id, id) ON DELETE SET NULL (decided_by),
  CONSTRAINT leave_requests_dates CHECK (ends_on >= starts_on),
  CONSTRAINT leave_requests_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX leave_requests_student_idx ON leave_requests (institute_id, student_id, starts_on);
CREATE INDEX leave_requests_pending_idx ON leave_requests (institute_id, requested_at) WHERE status = 'pending';

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['condonations', 'leave_requests'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (institute_id = current_institute_id() OR platform_scope()) '
      'WITH CHECK (institute_id = current_institute_id() OR platform_scope())',
      tenant_table || '_of_institute', tenant_table);
  END LOOP;
END
$$;
GRANT SELECT, INSERT, UPDATE ON condonations, leave_requests TO rollcall_app;
