-- The lectures the timetable and the calendar hold of some subjects only (p_subjects; NULL for every subject). A
-- class's eligibility list and a student's portal ask about a few subjects: laying out the whole institute's
-- timetable for them made their cost grow with the institute (at a university of 500 classes, a class's list laid
-- out 192,000 slot-days to keep 384). The rules are those of scheduled_lectures(p_institute, p_from, p_to), which
-- from now on answers this function's rows of every subject, so the rules stay written once.
CREATE FUNCTION scheduled_lectures(p_institute uuid, p_from date, p_to date, p_subjects uuid[])
RETURNS TABLE (
  held_on date, slot_id uuid, semester_id uuid, class_id uuid, subject_id uuid, teacher_id uuid,
  regular_teacher_id uuid, period smallint, starts_at time, ends_at time, cover boolean
)
LANGUAGE sql STABLE AS $$
  WITH asked_classes AS MATERIALIZED (
    SELECT DISTINCT s.class_id FROM subjects s WHERE s.institute_id = p_institute AND s.id = ANY (p_subjects)
  ),
  entry_days AS MATERIALIZED (
    SELECT * FROM calendar_class_days(p_institute, p_from, p_to) cd
    WHERE p_subjects IS NULL OR cd.class_id IN (SELECT class_id FROM asked_classes)
  ),
  slot_days AS (
    SELECT d.day, ts.*
    FROM semesters sem
    CROSS JOIN LATERAL (
      SELECT g.at::date AS day FROM generate_series(greatest(p_from, sem.starts_on), least(p_to, sem.ends_on), interval '1 day') AS g (at)
    ) d
    JOIN timetable_slots ts ON ts.institute_id = sem.institute_id AND ts.semester_id = sem.id
      AND ts.weekday = extract(isodow FROM d.day)
    WHERE sem.institute_id = p_institute AND sem.starts_on <= p_to AND sem.ends_on >= p_from
      AND (p_subjects IS NULL OR ts.subject_id = ANY (p_subjects))
      AND NOT EXISTS (SELECT FROM entry_days e WHERE e.class_id = ts.class_id AND e.day = d.day)
    UNION ALL
    SELECT f.day, ts.*
    FROM entry_days f
    JOIN semesters sem ON sem.institute_id = p_institute AND f.day BETWEEN sem.starts_on AND sem.ends_on
    JOIN timetable_slots ts ON ts.institute_id = sem.institute_id AND ts.semester_id = sem.id
      AND ts.class_id = f.class_id AND ts.weekday = f.follows_weekday
    WHERE f.kind = 'follows' AND (p_subjects IS NULL OR ts.subject_id = ANY (p_subjects))
      AND NOT EXISTS (SELECT FROM entry_days h WHERE h.class_id = f.class_id AND h.day = f.day AND h.kind <> 'follows')
  )
  SELECT sd.day, sd.id, sd.semester_id, sd.class_id, sd.subject_id, coalesce(ch.teacher_id, sd.teacher_id),
         sd.teacher_id, sd.period, sd.starts_at, sd.ends_at, ch.change IS NOT NULL
  FROM slot_days sd
  JOIN subjects s ON s.institute_id = sd.institute_id AND s.id = sd.subject_id AND s.archived_at IS NULL
  JOIN classes c ON c.institute_id = sd.institute_id AND c.id = sd.class_id AND c.archived_at IS NULL
  LEFT JOIN timetable_changes ch ON ch.institute_id = sd.institute_id AND ch.slot_id = sd.id AND ch.held_on = sd.day
  WHERE ch.change IS DISTINCT FROM 'cancel'
$$;

CREATE OR REPLACE FUNCTION scheduled_lectures(p_institute uuid, p_from date, p_to date)
RETURNS TABLE (
  held_on date, slot_id uuid, semester_id uuid, class_id uuid, subject_id uuid, teacher_id uuid,
  regular_teacher_id uuid, period smallint, starts_at time, ends_at time, cover boolean
)
LANGUAGE sql STABLE AS $$
  SELECT * FROM scheduled_lectures(p_institute, p_from, p_to, NULL)
$$;
