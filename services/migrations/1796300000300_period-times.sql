-- Up Migration
-- When each period of the institute's school day starts and ends, set once and reused: a new timetable slot takes
-- its period's times (the slots keep their own copy, so changing a period time later leaves saved timetables alone).
CREATE TABLE period_times (
  institute_id uuid NOT NULL REFERENCES institutes (id) ON DELETE CASCADE,
  period smallint NOT NULL CHECK (period BETWEEN 1 AND 24),
  starts_at time NOT NULL,
  ends_at time NOT NULL,
  PRIMARY KEY (institute_id, period),
  CONSTRAINT period_times_order CHECK (ends_at > starts_at)
);

ALTER TABLE period_times ENABLE ROW LEVEL SECURITY;
CREATE POLICY period_times_of_institute ON period_times
  USING (institute_id = current_institute_id() OR platform_scope())
  WITH CHECK (institute_id = current_institute_id() OR platform_scope());
GRANT SELECT, INSERT, UPDATE, DELETE ON period_times TO rollcall_app;
