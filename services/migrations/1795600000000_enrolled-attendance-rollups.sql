-- Up Migration

-- A student's count in a subject takes only the lectures held while they were enrolled in it (enrolments are
-- half-open: enrolled_on is the first day in, dropped_on the first day out). A drop or a transfer may be dated in
-- the past and a re-enrolment may cover earlier days again, so a change of enrolments recounts the student's
-- marks in that subject. The per class-day counts take every current mark, as before.

-- Whether the student was enrolled in the subject on the day.
CREATE FUNCTION enrolled_on_day(institute uuid, student uuid, subject uuid, day date) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT FROM enrollments e
    WHERE e.institute_id = institute AND e.student_id = student AND e.subject_id = subject
      AND e.enrolled_on <= day AND (e.dropped_on IS NULL OR e.dropped_on > day)
  )
$$;

-- Sets the counts of these (student, subject) pairs to their current marks inside their enrolments. A pair left
-- with no counted mark keeps its row at 0 and 0 (the tenant role never deletes counts); a pair with no row and
-- nothing to count gets none, so enrolling thousands of new students (no marks yet) writes nothing. Rows are
-- written in key order, as the marks' trigger does, so concurrent writers lock shared rows in the same order.
CREATE FUNCTION recount_student_subjects(institute_ids uuid[], student_ids uuid[], subject_ids uuid[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO student_subject_attendance AS rollup (institute_id, student_id, subject_id, present, absent)
  SELECT pair.institute_id, pair.student_id, pair.subject_id, counted.present, counted.absent
  FROM (SELECT DISTINCT * FROM unnest(institute_ids, student_ids, subject_ids) AS p (institute_id, student_id, subject_id)) pair
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE m.status = 'present')::int AS present,
           count(*) FILTER (WHERE m.status = 'absent')::int AS absent
    FROM attendance_marks m
    JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
    WHERE m.institute_id = pair.institute_id AND m.student_id = pair.student_id AND l.subject_id = pair.subject_id
      AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
      AND enrolled_on_day(m.institute_id, m.student_id, l.subject_id, l.held_on)
  ) counted
  WHERE counted.present + counted.absent > 0
     OR EXISTS (
       SELECT FROM student_subject_attendance r
       WHERE r.institute_id = pair.institute_id AND r.student_id = pair.student_id AND r.subject_id = pair.subject_id
     )
  ORDER BY 1, 2, 3
  ON CONFLICT (institute_id, student_id, subject_id) DO UPDATE SET present = EXCLUDED.present, absent = EXCLUDED.absent
$$;

-- A change of enrolments and a register (or correction) of the same subject must not interleave: the recount
-- cannot see marks that are not committed yet, and the marks' trigger cannot see an enrolment change that is not
-- committed yet, so either could count a mark the other has just moved out of an enrolment. Both take the
-- subject's row lock (the marks' trigger a shared one, so registers never wait for each other), always after the
-- rows they write, and each of their later statements sees what the other committed.
CREATE FUNCTION lock_subjects_for_counting(institute_ids uuid[], subject_ids uuid[], exclusive boolean) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF exclusive THEN
    PERFORM FROM subjects s WHERE (s.institute_id, s.id) IN (SELECT * FROM unnest(institute_ids, subject_ids))
      ORDER BY s.institute_id, s.id FOR NO KEY UPDATE;
  ELSE
    PERFORM FROM subjects s WHERE (s.institute_id, s.id) IN (SELECT * FROM unnest(institute_ids, subject_ids))
      ORDER BY s.institute_id, s.id FOR SHARE;
  END IF;
END
$$;

-- One function for the three triggers: each passes the transition tables its event has.
CREATE FUNCTION recount_enrolled_attendance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  institute_ids uuid[];
  student_ids uuid[];
  subject_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(institute_id), array_agg(student_id), array_agg(subject_id) INTO institute_ids, student_ids, subject_ids
    FROM new_enrollments;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(institute_id), array_agg(student_id), array_agg(subject_id) INTO institute_ids, student_ids, subject_ids
    FROM old_enrollments;
  ELSE
    SELECT array_agg(institute_id), array_agg(student_id), array_agg(subject_id) INTO institute_ids, student_ids, subject_ids
    FROM (SELECT institute_id, student_id, subject_id FROM old_enrollments
          UNION SELECT institute_id, student_id, subject_id FROM new_enrollments) changed;
  END IF;
  IF institute_ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM lock_subjects_for_counting(institute_ids, subject_ids, true);
  PERFORM recount_student_subjects(institute_ids, student_ids, subject_ids);
  RETURN NULL;
END
$$;
CREATE TRIGGER enrollments_recount_inserted AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_enrollments FOR EACH STATEMENT EXECUTE FUNCTION recount_enrolled_attendance();
CREATE TRIGGER enrollments_recount_updated AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_enrollments NEW TABLE AS new_enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION recount_enrolled_attendance();
CREATE TRIGGER enrollments_recount_deleted AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_enrollments FOR EACH STATEMENT EXECUTE FUNCTION recount_enrolled_attendance();

-- As before, with the per-student counts limited to marks of lectures held while the student was enrolled. A
-- correction and the mark it replaces belong to the same lecture, so both count or neither does.
CREATE OR REPLACE FUNCTION roll_up_attendance_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_subjects_for_counting(array_agg(l.institute_id), array_agg(l.subject_id), false)
  FROM (SELECT DISTINCT l.institute_id, l.subject_id
        FROM new_marks m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id) l;
  WITH changes AS (
    SELECT m.institute_id, m.student_id, l.subject_id, s.class_id, l.held_on,
           (m.status = 'present')::int - coalesce((replaced.status = 'present')::int, 0) AS present,
           (m.status = 'absent')::int - coalesce((replaced.status = 'absent')::int, 0) AS absent,
           enrolled_on_day(m.institute_id, m.student_id, l.subject_id, l.held_on) AS enrolled
    FROM new_marks m
    JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
    JOIN subjects s ON s.institute_id = l.institute_id AND s.id = l.subject_id
    LEFT JOIN attendance_marks replaced ON replaced.institute_id = m.institute_id AND replaced.id = m.supersedes
  ),
  per_student AS (
    INSERT INTO student_subject_attendance AS rollup (institute_id, student_id, subject_id, present, absent)
    SELECT institute_id, student_id, subject_id, sum(present), sum(absent)
    FROM changes
    WHERE enrolled
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

-- Every count so far took all current marks: recount each against the enrolments.
SELECT recount_student_subjects(array_agg(institute_id), array_agg(student_id), array_agg(subject_id))
FROM student_subject_attendance;
