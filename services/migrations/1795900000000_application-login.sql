-- Up Migration

-- Two roles. The owner (who runs these migrations) owns every table; the application logs in as rollcall_app, which
-- is no superuser, cannot bypass row-level security, owns nothing and holds only the grants below. Whoever logs in as
-- rollcall_app cannot become another role, change or drop a table, switch triggers off or undo an attendance mark.
-- The operator (or the embedded cluster's set-up) gives rollcall_app its LOGIN and password; here it only has to exist.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'rollcall_app') THEN
    CREATE ROLE rollcall_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO rollcall_app', current_database());
END
$$;
GRANT USAGE ON SCHEMA public TO rollcall_app;

-- Work across institutes (the super admin's, sign-in lookups by email, the evening scheduler's scan) is named
-- explicitly by the transaction that does it; a query that named neither an institute nor this scope sees no rows.
CREATE FUNCTION platform_scope() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.platform', true), '') = 'on'
$$;

DO $$
DECLARE
  policy record;
BEGIN
  FOR policy IN SELECT tablename, policyname, qual, with_check FROM pg_policies WHERE schemaname = 'public' LOOP
    EXECUTE format('ALTER POLICY %I ON %I USING ((%s) OR platform_scope()) WITH CHECK ((%s) OR platform_scope())',
      policy.policyname, policy.tablename, policy.qual, coalesce(policy.with_check, policy.qual));
  END LOOP;
END
$$;

-- The gateway's sign-in limits (rate-limiter-flexible's table, in its own shape): made here, since the application
-- may not create tables.
CREATE TABLE IF NOT EXISTS gateway_sign_in_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- Held lectures and their marks are only ever added (corrections are new rows); counts only move with marks;
-- institutes are never removed; enquiries are only read once stored.
GRANT SELECT, INSERT ON lectures, attendance_marks, registration_enquiries TO rollcall_app;
GRANT SELECT, INSERT, UPDATE ON institutes, mail_outbox, student_subject_attendance, class_day_attendance TO rollcall_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON
  users, sessions, sign_in_backoff, gateway_sign_in_limits,
  academic_years, semesters, classes, students, class_members, subjects, subject_teachers, enrollments,
  timetable_slots, guardians, custom_roles, role_permissions, user_custom_roles, mail_preferences, threshold_crossings
  TO rollcall_app;

-- Tenant work used to drop to rollcall_tenant inside the owner's login; it runs as rollcall_app now. The role is
-- cluster-wide (another database may still use it), so only what it held here goes.
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM rollcall_tenant;
REVOKE USAGE ON SCHEMA public FROM rollcall_tenant;
