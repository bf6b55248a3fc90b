-- Up Migration

-- What the dashboard shows of a whole semester, kept so it reads one row per subject and one index entry per
-- student below the threshold, never every student's counts. Both follow student_subject_attendance: a trigger on
-- it (whichever path wrote it: a register, a correction, a change of enrolments) updates them in the same
-- transaction.

-- Per subject: the sum of its students' counts.
CREATE TABLE subject_attendance (
  institute_id uuid NOT NULL,
  subject_id uuid NOT NULL,
  present integer NOT NULL DEFAULT 0,
  absent integer NOT NULL DEFAULT 0,
  PRIMARY KEY (institute_id, subject_id),
  FOREIGN KEY (institute_id, subject_id) REFERENCES subjects (institute_id, id) ON DELETE CASCADE
);

-- Per student and semester, over the semester's subjects still in use: below_from is the lowest threshold, in
-- tenths of a percent, the student is below at (below a threshold t in a subject is present × 1000 < t × total, that
-- is floor(present × 1000 / total) + 1 <= t, so it is the least of that over the subjects marked; 1001, above any
-- threshold, when nothing is marked). The threshold itself is not stored, so changing it needs no recount.
-- lowest_tenths is the percentage of the subject the student stands lowest in, rounded to tenths as shown.
CREATE TABLE student_semester_standing (
  institute_id uuid NOT NULL,
  semester_id uuid NOT NULL,
  student_id uuid NOT NULL,
  below_from smallint NOT NULL,
  lowest_tenths smallint,
  archived boolean NOT NULL,
  PRIMARY KEY (institute_id, semester_id, student_id),
  FOREIGN KEY (institute_id, semester_id) REFERENCES semesters (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE
);
-- The count below a threshold reads the first index alone; the lowest listed walk the second in order.
CREATE INDEX student_semester_standing_below_idx ON student_semester_standing (institute_id, semester_id, below_from)
  WHERE NOT archived;
CREATE INDEX student_semester_standing_lowest_idx ON student_semester_standing (institute_id, semester_id, lowest_tenths)
  WHERE NOT archived;
CREATE INDEX student_semester_standing_student_idx ON student_semester_standing (institute_id, student_id);

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['subject_attendance', 'student_semester_standing'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (institute_id = current_institute_id() OR platform_scope()) '
      'WITH CHECK (institute_id = current_institute_id() OR platform_scope())',
      tenant_table || '_of_institute', tenant_table);
  END LOOP;
END
$$;
GRANT SELECT, INSERT, UPDATE ON subject_attendance, student_semester_standing TO rollcall_app;

-- Sets the standing of these (student, semester) pairs from their counts. A standing is a minimum over several
-- counts, not a sum, so two transactions changing different counts of one student cannot each add their part: each
-- first takes the student's advisory lock (in key order; held to the commit), and only then, in later statements that
-- see what the other committed meanwhile, works the standing out from the counts. Only a row whose values change is
-- rewritten (a register moves few students' lowest subject), and a missing one is made.
CREATE FUNCTION restand_students(institute_ids uuid[], semester_ids uuid[], student_ids uuid[]) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('standing:' || p.institute_id || ':' || p.student_id, 0))
  FROM (SELECT DISTINCT institute_id, student_id FROM unnest(institute_ids, student_ids) AS u (institute_id, student_id)
        ORDER BY 1, 2) p;
  WITH counted AS (
    SELECT pair.institute_id, pair.semester_id, pair.student_id,
           coalesce(min((1000 * r.present) / (r.present + r.absent) + 1) FILTER (WHERE r.present + r.absent > 0), 1001)::smallint
             AS below_from,
           min((2000 * r.present + r.present + r.absent) / (2 * (r.present + r.absent)))
             FILTER (WHERE r.present + r.absent > 0)::smallint AS lowest_tenths,
           st.archived_at IS NOT NULL AS archived
    FROM (SELECT DISTINCT * FROM unnest(institute_ids, semester_ids, student_ids) AS p (institute_id, semester_id, student_id)) pair
    JOIN students st ON st.institute_id = pair.institute_id AND st.id = pair.student_id
    LEFT JOIN (
      student_subject_attendance r
      JOIN subjects s ON s.institute_id = r.institute_id AND s.id = r.subject_id AND s.archived_at IS NULL
    ) ON r.institute_id = pair.institute_id AND r.student_id = pair.student_id AND s.semester_id = pair.semester_id
    GROUP BY pair.institute_id, pair.semester_id, pair.student_id, st.archived_at
  ),
  changed AS (
    UPDATE student_semester_standing ss
    SET below_from = counted.below_from, lowest_tenths = counted.lowest_tenths, archived = counted.archived
    FROM counted
    WHERE ss.institute_id = counted.institute_id AND ss.semester_id = counted.semester_id AND ss.student_id = counted.student_id
      AND (ss.below_from, ss.lowest_tenths, ss.archived)
        IS DISTINCT FROM (counted.below_from, counted.lowest_tenths, counted.archived)
  )
  INSERT INTO student_semester_standing (institute_id, semester_id, student_id, below_from, lowest_tenths, archived)
  SELECT * FROM counted
  WHERE NOT EXISTS (
    SELECT FROM student_semester_standing ss
    WHERE ss.institute_id = counted.institute_id AND ss.semester_id = counted.semester_id AND ss.student_id = counted.student_id
  )
  ORDER BY 1, 2, 3;
END
$$;

-- One function for the three events: each passes the transition tables it has. A count deleted (its subject or
-- student deleted) may leave its subject gone already, so the student's every semester is stood again.
CREATE FUNCTION roll_up_standing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO subject_attendance AS rollup (institute_id, subject_id, present, absent)
    SELECT institute_id, subject_id, sum(present), sum(absent) FROM new_counts GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (institute_id, subject_id) DO UPDATE
      SET present = rollup.present + EXCLUDED.present, absent = rollup.absent + EXCLUDED.absent;
    PERFORM restand_students(array_agg(s.institute_id), array_agg(s.semester_id), array_agg(c.student_id))
    FROM new_counts c JOIN subjects s ON s.institute_id = c.institute_id AND s.id = c.subject_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO subject_attendance AS rollup (institute_id, subject_id, present, absent)
    SELECT institute_id, subject_id, sum(present), sum(absent)
    FROM (SELECT institute_id, subject_id, present, absent FROM new_counts
          UNION ALL SELECT institute_id, subject_id, -present, -absent FROM old_counts) changed
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (institute_id, subject_id) DO UPDATE
      SET present = rollup.present + EXCLUDED.present, absent = rollup.absent + EXCLUDED.absent;
    -- Under the students' locks, a count that was above the student's lowest and stays at or above it changes
    -- nothing: only the others are stood again (a register moves few students' lowest subject).
    PERFORM pg_advisory_xact_lock(hashtextextended('standing:' || p.institute_id || ':' || p.student_id, 0))
    FROM (SELECT DISTINCT institute_id, student_id FROM new_counts ORDER BY 1, 2) p;
    PERFORM restand_students(array_agg(s.institute_id), array_agg(s.semester_id), array_agg(c.student_id))
    FROM new_counts c
    JOIN old_counts o ON o.institute_id = c.institute_id AND o.student_id = c.student_id AND o.subject_id = c.subject_id
    JOIN subjects s ON s.institute_id = c.institute_id AND s.id = c.subject_id
    LEFT JOIN student_semester_standing ss
      ON ss.institute_id = c.institute_id AND ss.semester_id = s.semester_id AND ss.student_id = c.student_id
    WHERE NOT coalesce(
      ss.lowest_tenths IS NOT NULL
      AND o.present + o.absent > 0 AND c.present + c.absent > 0
      AND (1000 * o.present) / (o.present + o.absent) + 1 > ss.below_from
      AND (1000 * c.present) / (c.present + c.absent) + 1 >= ss.below_from
      AND (2000 * o.present + o.present + o.absent) / (2 * (o.present + o.absent)) > ss.lowest_tenths
      AND (2000 * c.present + c.present + c.absent) / (2 * (c.present + c.absent)) >= ss.lowest_tenths,
      false);
  ELSE
    UPDATE subject_attendance rollup SET present = rollup.present - gone.present, absent = rollup.absent - gone.absent
    FROM (SELECT institute_id, subject_id, sum(present) AS present, sum(absent) AS absent FROM old_counts GROUP BY 1, 2) gone
    WHERE rollup.institute_id = gone.institute_id AND rollup.subject_id = gone.subject_id;
    PERFORM restand_students(array_agg(ss.institute_id), array_agg(ss.semester_id), array_agg(ss.student_id))
    FROM student_semester_standing ss
    WHERE (ss.institute_id, ss.student_id) IN (SELECT institute_id, student_id FROM old_counts);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER student_subject_attendance_stand_inserted AFTER INSERT ON student_subject_attendance
  REFERENCING NEW TABLE AS new_counts FOR EACH STATEMENT EXECUTE FUNCTION roll_up_standing();
CREATE TRIGGER student_subject_attendance_stand_updated AFTER UPDATE ON student_subject_attendance
  REFERENCING OLD TABLE AS old_counts NEW TABLE AS new_counts FOR EACH STATEMENT EXECUTE FUNCTION roll_up_standing();
CREATE TRIGGER student_subject_attendance_stand_deleted AFTER DELETE ON student_subject_attendance
  REFERENCING OLD TABLE AS old_counts FOR EACH STATEMENT EXECUTE FUNCTION roll_up_standing();

-- A subject archived or brought back leaves or rejoins its students' standing.
CREATE FUNCTION restand_subjects_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM restand_students(array_agg(r.institute_id), array_agg(changed.semester_id), array_agg(r.student_id))
  FROM (SELECT n.institute_id, n.id, n.semester_id FROM new_subjects n
        JOIN old_subjects o ON o.institute_id = n.institute_id AND o.id = n.id
        WHERE (o.archived_at IS NULL) <> (n.archived_at IS NULL) OR o.semester_id <> n.semester_id
        UNION SELECT o.institute_id, o.id, o.semester_id FROM old_subjects o
        JOIN new_subjects n ON n.institute_id = o.institute_id AND n.id = o.id
        WHERE o.semester_id <> n.semester_id) changed
  JOIN student_subject_attendance r ON r.institute_id = changed.institute_id AND r.subject_id = changed.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER subjects_restand AFTER UPDATE ON subjects
  REFERENCING OLD TABLE AS old_subjects NEW TABLE AS new_subjects FOR EACH STATEMENT EXECUTE FUNCTION restand_subjects_students();

-- A student archived or brought back leaves or rejoins the count.
CREATE FUNCTION restand_archived_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM restand_students(array_agg(ss.institute_id), array_agg(ss.semester_id), array_agg(ss.student_id))
  FROM new_students n JOIN old_students o ON o.institute_id = n.institute_id AND o.id = n.id
  JOIN student_semester_standing ss ON ss.institute_id = n.institute_id AND ss.student_id = n.id
  WHERE (o.archived_at IS NULL) <> (n.archived_at IS NULL);
  RETURN NULL;
END
$$;
CREATE TRIGGER students_restand AFTER UPDATE ON students
  REFERENCING OLD TABLE AS old_students NEW TABLE AS new_students FOR EACH STATEMENT EXECUTE FUNCTION restand_archived_students();

-- The counts so far.
INSERT INTO subject_attendance (institute_id, subject_id, present, absent)
SELECT institute_id, subject_id, sum(present), sum(absent) FROM student_subject_attendance GROUP BY 1, 2;
SELECT restand_students(array_agg(r.institute_id), array_agg(s.semester_id), array_agg(r.student_id))
FROM student_subject_attendance r JOIN subjects s ON s.institute_id = r.institute_id AND s.id = r.subject_id;
