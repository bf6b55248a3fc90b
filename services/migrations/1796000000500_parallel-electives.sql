-- Up Migration
-- Electives taught in parallel: a class's period may hold several subjects, each subject at most once. Whether
-- their students overlap is checked when a timetable or an enrolment is saved.
ALTER TABLE timetable_slots DROP CONSTRAINT timetable_slots_period_key;
ALTER TABLE timetable_slots
  ADD CONSTRAINT timetable_slots_period_key UNIQUE (institute_id, class_id, semester_id, weekday, period, subject_id);

-- The student's one lecture of each date and period: a register whose student already sits in another lecture then
-- cannot be saved, however many registers are saved at once. Written with the first marks of a lecture, never changed
-- (a correction changes a mark, not who was in the lecture).
CREATE TABLE lecture_attendees (
  institute_id uuid NOT NULL,
  student_id uuid NOT NULL,
  held_on date NOT NULL,
  period smallint NOT NULL,
  lecture_id uuid NOT NULL,
  PRIMARY KEY (institute_id, student_id, held_on, period),
  FOREIGN KEY (institute_id, lecture_id) REFERENCES lectures (institute_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE RESTRICT
);

ALTER TABLE lecture_attendees ENABLE ROW LEVEL SECURITY;
CREATE POLICY lecture_attendees_of_institute ON lecture_attendees
  USING (institute_id = current_institute_id() OR platform_scope())
  WITH CHECK (institute_id = current_institute_id() OR platform_scope());
GRANT SELECT, INSERT ON lecture_attendees TO rollcall_app;

-- Lectures saved before this rule may already put a student in two lectures of one period: the earliest saved keeps
-- the place, and the later ones stay as they are (their marks still count).
INSERT INTO lecture_attendees (institute_id, student_id, held_on, period, lecture_id)
SELECT m.institute_id, m.student_id, l.held_on, l.period, l.id
FROM attendance_marks m
JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
WHERE m.supersedes IS NULL
ORDER BY l.created_at, l.id
ON CONFLICT DO NOTHING;
