-- Up Migration
-- The same-morning mail of a student's first absence of the day: at most one row per student and day, asked by the
-- register or correction that marks them Absent, and sent a few minutes later unless corrected meanwhile.
-- lecture_id: the absent lecture that asked for it. reported_lecture_id: the lecture the mail sent named.
-- correction_due: that lecture's mark was corrected to Present after the mail, so a short correction follows.
-- A cancelled alert (corrected within the hold, on leave, …) is asked again by a later absence that day.
CREATE TABLE absence_alerts (
  institute_id uuid NOT NULL,
  student_id uuid NOT NULL,
  day date NOT NULL,
  lecture_id uuid NOT NULL,
  asked_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'cancelled', 'corrected')),
  reported_lecture_id uuid,
  correction_due boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (institute_id, student_id, day),
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, lecture_id) REFERENCES lectures (institute_id, id) ON DELETE CASCADE,
  FOREIGN KEY (institute_id, reported_lecture_id) REFERENCES lectures (institute_id, id) ON DELETE CASCADE,
  CONSTRAINT absence_alerts_sent_names_lecture CHECK (state NOT IN ('sent', 'corrected') OR reported_lecture_id IS NOT NULL)
);
-- What the dispatcher looks for across institutes: alerts waiting for their hold to pass, and corrections to tell.
CREATE INDEX absence_alerts_due_idx ON absence_alerts (asked_at) WHERE state = 'pending' OR correction_due;

-- Read across institutes by the dispatcher, which claims an institute with due alerts before it enters it.
ALTER TABLE absence_alerts ENABLE ROW LEVEL SECURITY;
CREATE POLICY absence_alerts_of_institute ON absence_alerts
  USING (institute_id = current_institute_id() OR platform_scope())
  WITH CHECK (institute_id = current_institute_id() OR platform_scope());
GRANT SELECT, INSERT, UPDATE ON absence_alerts TO rollcall_app;
