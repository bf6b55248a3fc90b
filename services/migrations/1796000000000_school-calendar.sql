-- Up Migration
-- The school calendar: days the institute (or some of its classes) holds no timetabled lecture, or holds another
-- weekday's timetable; and the changes of one day's timetable (a slot cancelled, or covered by another teacher).

CREATE TABLE calendar_entries (
  institute_id uuid NOT NULL REFERENCES institutes (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('holiday', 'exams', 'follows')),
  name text NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  -- The weekday (1 = Monday … 7) whose timetable a 'follows' day holds; only and always for 'follows'.
  follows_weekday smallint CHECK (follows_weekday BETWEEN 1 AND 7),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, id),
  CONSTRAINT calendar_entries_dates CHECK (ends_on >= starts_on),
  CONSTRAINT calendar_entries_follows CHECK ((kind = 'follows') = (follows_weekday IS NOT NULL))
);
CREATE INDEX calendar_entries_days_idx ON calendar_entries (institute_id, starts_on, ends_on);

-- The classes an entry is for; an entry with none is for the whole institute, classes added later included.
CREATE TABLE calendar_entry_classes (
  institute_id uuid NOT NULL,
  entry_id uuid NOT NULL,
  class_id uuid NOT NULL,
  PRIMARY KEY (institute_id, entry_id, class_id),
  FOREIGN KEY (institute_id, entry_id) REFERENCES calendar_entries (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, class_id) REFERENCES classes (institute_id, id) ON DELETE CASCADE
);
CREATE INDEX calendar_entry_classes_class_idx ON calendar_entry_classes (institute_id, class_id);

CREATE TABLE timetable_changes (
  institute_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  slot_id uuid NOT NULL,
  held_on date NOT NULL,
  change text NOT NULL CHECK (change IN ('cancel', 'cover')),
  -- The cover teacher; only and always for 'cover'.
  teacher_id uuid,
  reason text,
  -- Who made the change; kept empty once that admin is removed.
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, id),
  FOREIGN KEY (institute_id, slot_id) REFERENCES timetable_slots (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, teacher_id) REFERENCES users (institute_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (institute_id, created_by) REFERENCES users (institute_id, id) ON DELETE SET NULL (created_by),
  CONSTRAINT timetable_changes_cover CHECK ((change = 'cover') = (teacher_id IS NOT NULL)),
  CONSTRAINT timetable_changes_day_key UNIQUE (institute_id, slot_id, held_on)
);
CREATE INDEX timetable_changes_day_idx ON timetable_changes (institute_id, held_on);
CREATE INDEX timetable_changes_teacher_idx ON timetable_changes (institute_id, teacher_id, held_on) WHERE teacher_id IS NOT NULL;

DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['calendar_entries', 'calendar_entry_classes', 'timetable_changes'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (institute_id = current_institute_id() OR platform_scope()) '
      'WITH CHECK (institute_id = current_institute_id() OR platform_scope())',
      tenant_table || '_of_institute', tenant_table);
  END LOOP;
END
$$;
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_entries, calendar_entry_classes, timetable_changes TO rollcall_app;

-- Each (class, day) from p_from to p_to that a calendar entry covers, with the entry's kind and weekday: an entry
-- with no classes covers every class of the institute.
CREATE FUNCTION calendar_class_days(p_institute uuid, p_from date, p_to date)
RETURNS TABLE (class_id uuid, day date, kind text, follows_weekday smallint)
LANGUAGE sql STABLE AS $$
  SELECT c.id, g.at::date, ce.kind, ce.follows_weekday
  FROM calendar_entries ce
  CROSS JOIN LATERAL generate_series(greatest(ce.starts_on, p_from), least(ce.ends_on, p_to), interval '1 day') AS g (at)
  JOIN classes c ON c.institute_id = ce.institute_id
  WHERE ce.institute_id = p_institute AND ce.starts_on <= p_to AND ce.ends_on >= p_from
    AND (NOT EXISTS (SELECT FROM calendar_entry_classes ec WHERE ec.institute_id = ce.institute_id AND ec.entry_id = ce.id)
         OR EXISTS (SELECT FROM calendar_entry_classes ec
                    WHERE ec.institute_id = ce.institute_id AND ec.entry_id = ce.id AND ec.class_id = c.id))
$$;

-- What the timetable holds on each day from p_from to p_to: the one definition every reader uses (a teacher's
-- Today, registers not taken, lectures left, the summaries, the calendar feeds). A day holds the slots of the
-- semester containing it, of subjects and classes still in use, on its own weekday; a holiday or exam day of the
-- class holds none; a follows day holds the slots of the weekday it follows instead. A cancelled slot is not held;
-- a covered one is held by the cover teacher (teacher_id), not the regular one (regular_teacher_id). Extra
-- lectures are not here: they are lectures taken outside these slots.
CREATE FUNCTION scheduled_lectures(p_institute uuid, p_from date, p_to date)
RETURNS TABLE (
  held_on date, slot_id uuid, semester_id uuid, class_id uuid, subject_id uuid, teacher_id uuid,
  regular_teacher_id uuid, period smallint, starts_at time, ends_at time, cover boolean
)
LANGUAGE sql STABLE AS $$
  WITH entry_days AS MATERIALIZED (
    SELECT * FROM calendar_class_days(p_institute, p_from, p_to)
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
      AND NOT EXISTS (SELECT FROM entry_days e WHERE e.class_id = ts.class_id AND e.day = d.day)
    UNION ALL
    SELECT f.day, ts.*
    FROM entry_days f
    JOIN semesters sem ON sem.institute_id = p_institute AND f.day BETWEEN sem.starts_on AND sem.ends_on
    JOIN timetable_slots ts ON ts.institute_id = sem.institute_id AND ts.semester_id = sem.id
      AND ts.class_id = f.class_id AND ts.weekday = f.follows_weekday
    WHERE f.kind = 'follows'
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
