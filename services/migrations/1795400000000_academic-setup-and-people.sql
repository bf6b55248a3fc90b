-- Up Migration

-- The institute's own settings: "today" is always the institute's today, in its time zone.
ALTER TABLE institutes
  ADD COLUMN attendance_threshold numeric(4, 1) NOT NULL DEFAULT 75 CHECK (attendance_threshold > 0 AND attendance_threshold <= 100),
  ADD COLUMN daily_summary_at time NOT NULL DEFAULT '18:00',
  ADD COLUMN daily_summaries boolean NOT NULL DEFAULT true,
  ADD COLUMN correction_window_days integer NOT NULL DEFAULT 2 CHECK (correction_window_days BETWEEN 0 AND 365);

-- Every key below names institute_id, so a row can never point into another institute: users gets a key the
-- tenant tables can reference together with the institute.
ALTER TABLE users ADD CONSTRAINT users_institute_id_id_key UNIQUE (institute_id, id);

CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE academic_years (
  institute_id uuid NOT NULL REFERENCES institutes (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, id),
  CONSTRAINT academic_years_name_key UNIQUE (institute_id, name),
  CONSTRAINT academic_years_dates CHECK (ends_on >= starts_on)
);

-- Semesters never overlap within an institute; both dates are days of the semester.
CREATE TABLE semesters (
  institute_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  academic_year_id uuid NOT NULL,
  name text NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, academic_year_id) REFERENCES academic_years (institute_id, id) ON DELETE CASCADE,
  CONSTRAINT semesters_name_key UNIQUE (institute_id, academic_year_id, name),
  CONSTRAINT semesters_dates CHECK (ends_on >= starts_on),
  CONSTRAINT semesters_no_overlap EXCLUDE USING gist (institute_id WITH =, daterange(starts_on, ends_on, '[]') WITH &&)
);

CREATE TABLE classes (
  institute_id uuid NOT NULL REFERENCES institutes (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  class_teacher_id uuid,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, class_teacher_id) REFERENCES users (institute_id, id) ON DELETE RESTRICT,
  CONSTRAINT classes_name_key UNIQUE (institute_id, name)
);

-- A student's record in the institute; the person and their sign-in are the users row with the same id.
CREATE TABLE students (
  institute_id uuid NOT NULL,
  id uuid NOT NULL,
  roll_number text NOT NULL,
  archived_at timestamptz,
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, id) REFERENCES users (institute_id, id) ON DELETE CASCADE,
  CONSTRAINT students_roll_number_key UNIQUE (institute_id, roll_number)
);

-- Date ranges are half-open: joined_on is the first day in, left_on the first day out. A transfer closes one
-- row and opens another; a student is in at most one class on any day.
CREATE TABLE class_members (
  institute_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  class_id uuid NOT NULL,
  student_id uuid NOT NULL,
  joined_on date NOT NULL,
  left_on date,
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, class_id) REFERENCES classes (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE,
  CONSTRAINT class_members_dates CHECK (left_on IS NULL OR left_on > joined_on),
  CONSTRAINT class_members_one_class_at_a_time
    EXCLUDE USING gist (institute_id WITH =, student_id WITH =, daterange(joined_on, left_on, '[)') WITH &&)
);
CREATE INDEX class_members_class_idx ON class_members (institute_id, class_id);

CREATE TABLE subjects (
  institute_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  class_id uuid NOT NULL,
  semester_id uuid NOT NULL,
  name text NOT NULL,
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('core', 'elective')),
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, class_id) REFERENCES classes (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, semester_id) REFERENCES semesters (institute_id, id) ON DELETE CASCADE,
  CONSTRAINT subjects_code_key UNIQUE (institute_id, class_id, semester_id, code)
);
CREATE INDEX subjects_semester_idx ON subjects (institute_id, semester_id);

CREATE TABLE subject_teachers (
  institute_id uuid NOT NULL,
  subject_id uuid NOT NULL,
  teacher_id uuid NOT NULL,
  PRIMARY KEY (institute_id, subject_id, teacher_id),
  FOREIGN KEY (institute_id, subject_id) REFERENCES subjects (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, teacher_id) REFERENCES users (institute_id, id) ON DELETE CASCADE
);
CREATE INDEX subject_teachers_teacher_idx ON subject_teachers (institute_id, teacher_id);

-- Half-open like class membership: dropping sets dropped_on (the first day out), never deletes.
CREATE TABLE enrollments (
  institute_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  subject_id uuid NOT NULL,
  student_id uuid NOT NULL,
  enrolled_on date NOT NULL,
  dropped_on date,
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, subject_id) REFERENCES subjects (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE,
  CONSTRAINT enrollments_dates CHECK (dropped_on IS NULL OR dropped_on > enrolled_on),
  CONSTRAINT enrollments_no_overlap
    EXCLUDE USING gist (institute_id WITH =, subject_id WITH =, student_id WITH =, daterange(enrolled_on, dropped_on, '[)') WITH &&)
);
CREATE INDEX enrollments_student_idx ON enrollments (institute_id, student_id);

CREATE TABLE timetable_slots (
  institute_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  class_id uuid NOT NULL,
  semester_id uuid NOT NULL,
  subject_id uuid NOT NULL,
  teacher_id uuid NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  period smallint NOT NULL CHECK (period BETWEEN 1 AND 24),
  starts_at time NOT NULL,
  ends_at time NOT NULL,
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, class_id) REFERENCES classes (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, semester_id) REFERENCES semesters (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, subject_id) REFERENCES subjects (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, teacher_id) REFERENCES users (institute_id, id) ON DELETE RESTRICT,
  CONSTRAINT timetable_slots_times CHECK (ends_at > starts_at),
  CONSTRAINT timetable_slots_period_key UNIQUE (institute_id, class_id, semester_id, weekday, period)
);
CREATE INDEX timetable_slots_teacher_idx ON timetable_slots (institute_id, teacher_id, weekday);

CREATE TABLE guardians (
  institute_id uuid NOT NULL,
  parent_id uuid NOT NULL,
  student_id uuid NOT NULL,
  PRIMARY KEY (institute_id, parent_id, student_id),
  FOREIGN KEY (institute_id, parent_id) REFERENCES users (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE
);
CREATE INDEX guardians_student_idx ON guardians (institute_id, student_id);

CREATE TABLE custom_roles (
  institute_id uuid NOT NULL REFERENCES institutes (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, id),
  CONSTRAINT custom_roles_name_key UNIQUE (institute_id, name)
);

CREATE TABLE role_permissions (
  institute_id uuid NOT NULL,
  role_id uuid NOT NULL,
  permission text NOT NULL CHECK (permission IN (
    'manage_setup', 'manage_people', 'take_any_attendance', 'correct_attendance', 'view_reports', 'export_reports', 'manage_roles'
  )),
  PRIMARY KEY (institute_id, role_id, permission),
  FOREIGN KEY (institute_id, role_id) REFERENCES custom_roles (institute_id, id) ON DELETE CASCADE
);

CREATE TABLE user_custom_roles (
  institute_id uuid NOT NULL,
  user_id uuid NOT NULL,
  role_id uuid NOT NULL,
  PRIMARY KEY (institute_id, user_id, role_id),
  FOREIGN KEY (institute_id, user_id) REFERENCES users (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, role_id) REFERENCES custom_roles (institute_id, id) ON DELETE CASCADE
);
CREATE INDEX user_custom_roles_role_idx ON user_custom_roles (institute_id, role_id);

-- One held lecture; its id is made by the client, so a repeated submission is the same lecture.
CREATE TABLE lectures (
  institute_id uuid NOT NULL,
  id uuid NOT NULL,
  subject_id uuid NOT NULL,
  held_on date NOT NULL,
  period smallint NOT NULL CHECK (period BETWEEN 1 AND 24),
  taken_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, subject_id) REFERENCES subjects (institute_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (institute_id, taken_by) REFERENCES users (institute_id, id) ON DELETE RESTRICT,
  CONSTRAINT lectures_slot_key UNIQUE (institute_id, subject_id, held_on, period)
);

-- Append-only: a correction is a new row naming the row it replaces; the current mark is the newest of its chain.
CREATE TABLE attendance_marks (
  institute_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  lecture_id uuid NOT NULL,
  student_id uuid NOT NULL,
  status text NOT NULL CHECK (status IN ('present', 'absent')),
  recorded_by uuid NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL CHECK (source IN ('teacher', 'office')),
  supersedes uuid,
  reason text,
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, lecture_id) REFERENCES lectures (institute_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (institute_id, recorded_by) REFERENCES users (institute_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (institute_id, supersedes) REFERENCES attendance_marks (institute_id, id) ON DELETE RESTRICT,
  CONSTRAINT attendance_marks_one_correction_each UNIQUE (institute_id, supersedes),
  CONSTRAINT attendance_marks_correction_has_reason CHECK (supersedes IS NULL OR length(btrim(reason)) > 0)
);
CREATE INDEX attendance_marks_lecture_idx ON attendance_marks (institute_id, lecture_id);
CREATE INDEX attendance_marks_student_idx ON attendance_marks (institute_id, student_id);

CREATE FUNCTION refuse_changing_attendance_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'attendance marks are append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER attendance_marks_append_only BEFORE UPDATE OR DELETE ON attendance_marks
  FOR EACH ROW EXECUTE FUNCTION refuse_changing_attendance_marks();
CREATE TRIGGER attendance_marks_no_truncate BEFORE TRUNCATE ON attendance_marks
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_changing_attendance_marks();

-- The second wall behind the application's checks: tenant work runs as rollcall_tenant (no BYPASSRLS, not an
-- owner) after setting app.institute_id for its transaction, and these policies hide every other institute's rows.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'rollcall_tenant') THEN
    CREATE ROLE rollcall_tenant NOLOGIN NOBYPASSRLS;
  END IF;
END
$$;
GRANT rollcall_tenant TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO rollcall_tenant;

CREATE FUNCTION current_institute_id() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.institute_id', true), '')::uuid
$$;

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY[
    'academic_years', 'semesters', 'classes', 'students', 'class_members', 'subjects', 'subject_teachers',
    'enrollments', 'timetable_slots', 'guardians', 'custom_roles', 'role_permissions', 'user_custom_roles',
    'lectures', 'attendance_marks',
    -- The super admin and the gateway work on users as the owner, outside these policies.
    'users'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (institute_id = current_institute_id()) WITH CHECK (institute_id = current_institute_id())',
      tenant_table || '_of_institute', tenant_table);
    -- Held lectures and their marks are only ever added: corrections are new rows.
    EXECUTE format('GRANT %s ON %I TO rollcall_tenant',
      CASE WHEN tenant_table IN ('lectures', 'attendance_marks') THEN 'SELECT, INSERT' ELSE 'SELECT, INSERT, UPDATE, DELETE' END,
      tenant_table);
  END LOOP;
END
$$;

ALTER TABLE institutes ENABLE ROW LEVEL SECURITY;
CREATE POLICY institutes_own ON institutes USING (id = current_institute_id()) WITH CHECK (id = current_institute_id());
GRANT SELECT, UPDATE ON institutes TO rollcall_tenant;

-- Credentials mails of new people are queued in the same transaction; the outbox is not a tenant's table.
GRANT INSERT ON mail_outbox TO rollcall_tenant;
