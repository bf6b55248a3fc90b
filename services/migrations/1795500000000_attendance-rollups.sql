-- Up Migration

-- What dashboards and portals read, so they never scan every mark. Both count current marks only (a correction
-- moves one count from the old status to the new) and are kept by triggers in the transaction that adds the marks.
-- The counts carry no CHECK (>= 0): a correction upserts a -1 for the status it replaces, and an upsert checks its
-- proposed row before it meets the existing one.

-- Per student and subject: the lectures marked while the student was enrolled, and how many they attended.
CREATE TABLE student_subject_attendance (
  institute_id uuid NOT NULL,
  student_id uuid NOT NULL,
  subject_id uuid NOT NULL,
  present integer NOT NULL DEFAULT 0,
  absent integer NOT NULL DEFAULT 0,
  PRIMARY KEY (institute_id, student_id, subject_id),
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, subject_id) REFERENCES subjects (institute_id, id) ON DELETE CASCADE
);
CREATE INDEX student_subject_attendance_subject_idx ON student_subject_attendance (institute_id, subject_id);

-- Per class and day: lectures held and the marks given in them.
CREATE TABLE class_day_attendance (
  institute_id uuid NOT NULL,
  class_id uuid NOT NULL,
  held_on date NOT NULL,
  lectures integer NOT NULL DEFAULT 0,
  present integer NOT NULL DEFAULT 0,
  absent integer NOT NULL DEFAULT 0,
  PRIMARY KEY (institute_id, class_id, held_on),
  FOREIGN KEY (institute_id, class_id) REFERENCES classes (institute_id, id) ON DELETE CASCADE
);
CREATE INDEX class_day_attendance_day_idx ON class_day_attendance (institute_id, held_on);

-- The lectures of a subject on a day are found by their slot key; a teacher's lectures by who took them.
CREATE INDEX lectures_taken_by_idx ON lectures (institute_id, taken_by, held_on);
CREATE INDEX lectures_held_on_idx ON lectures (institute_id, held_on);

CREATE FUNCTION roll_up_lectures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO class_day_attendance AS rollup (institute_id, class_id, held_on, lectures)
  SELECT l.institute_id, s.class_id, l.held_on, count(*)
  FROM new_lectures l
  JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (institute_id, class_id, held_on) DO UPDATE SET lectures = rollup.lectures + EXCLUDED.lectures;
  RETURN NULL;
END
$$;
CREATE TRIGGER lectures_roll_up AFTER INSERT ON lectures
  REFERENCING NEW TABLE AS new_lectures FOR EACH STATEMENT EXECUTE FUNCTION roll_up_lectures();

-- One statement per insert, whatever its size: a register of 120 marks is two grouped upserts, taken in key order
-- so that concurrent registers lock shared rows in the same order.
CREATE FUNCTION roll_up_attendance_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT m.institute_id, m.student_id, l.subject_id, s.class_id, l.held_on,
           (m.status = 'present')::int - coalesce((replaced.status = 'present')::int, 0) AS present,
           (m.status = 'absent')::int - coalesce((replaced.status = 'absent')::int, 0) AS absent
    FROM new_marks m
    JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
    JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
    LEFT JOIN attendance_marks replaced ON replaced.institute_id = m.institute_id AND replaced.id = m.supersedes
  ),
  per_student AS (
    INSERT INTO student_subject_attendance AS rollup (institute_id, student_id, subject_id, present, absent)
    SELECT institute_id, student_id, subject_id, sum(present), sum(absent)
    FROM changes
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (institute_id, student_id, subject_id) DO UPDATE
      SET present = rollup.present + EXCLUDED.present, absent = rollup.absent + EXCLUDED.absent
  )
  INSERT INTO class_day_attendance AS rollup (institute_id, class_id, held_on, present, absent)
  SELECT institute_id, class_id, held_on, sum(present), sum(absent)
  FROM changes
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (institute_id, class_id, held_on) DO UPDATE
    SET present = rollup.present + EXCLUDED.present, absent = rollup.absent + EXCLUDED.absent;
  RETURN NULL;
END
$$;
CREATE TRIGGER attendance_marks_roll_up AFTER INSERT ON attendance_marks
  REFERENCING NEW TABLE AS new_marks FOR EACH STATEMENT EXECUTE FUNCTION roll_up_attendance_marks();

-- Lectures and marks already held count from the start.
INSERT INTO class_day_attendance (institute_id, class_id, held_on, lectures, present, absent)
SELECT l.institute_id, s.class_id, l.held_on, count(DISTINCT l.id),
       count(m.id) FILTER (WHERE m.status = 'present'), count(m.id) FILTER (WHERE m.status = 'absent')
FROM lectures l
JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
LEFT JOIN attendance_marks m ON m.institute_id = l.institute_id AND m.lecture_id = l.id
  AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
GROUP BY 1, 2, 3;
INSERT INTO student_subject_attendance (institute_id, student_id, subject_id, present, absent)
SELECT m.institute_id, m.student_id, l.subject_id,
       count(*) FILTER (WHERE m.status = 'present'), count(*) FILTER (WHERE m.status = 'absent')
FROM attendance_marks m
JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
WHERE NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
GROUP BY 1, 2, 3;

DO $$
DECLARE
  rollup_table text;
BEGIN
  FOREACH rollup_table IN ARRAY ARRAY['student_subject_attendance', 'class_day_attendance'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', rollup_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (institute_id = current_institute_id()) WITH CHECK (institute_id = current_institute_id())',
      rollup_table || '_of_institute', rollup_table);
    -- Counts only ever move with marks, which are never deleted.
    EXECUTE format('GRANT SELECT, INSERT, UPDATE ON %I TO rollcall_tenant', rollup_table);
  END LOOP;
END
$$;
