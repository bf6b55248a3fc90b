-- Up Migration
-- A student absent from every lecture marked for them on several school days in a row, once their family has been
-- told: one row per student until they are present again, so a run is told once and a new run after a present day
-- is told again. since: the first day of the run; days: its length when told.
CREATE TABLE absence_streaks (
  institute_id uuid NOT NULL,
  student_id uuid NOT NULL,
  since date NOT NULL,
  days smallint NOT NULL CHECK (days >= 1),
  alerted_on date NOT NULL,
  PRIMARY KEY (institute_id, student_id),
  FOREIGN KEY (institute_id, student_id) REFERENCES students (institute_id, id) ON DELETE CASCADE,
  CONSTRAINT absence_streaks_dates CHECK (alerted_on >= since)
);

ALTER TABLE absence_streaks ENABLE ROW LEVEL SECURITY;
CREATE POLICY absence_streaks_of_institute ON absence_streaks
  USING (institute_id = current_institute_id()) WITH CHECK (institute_id = current_institute_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON absence_streaks TO rollcall_app;
