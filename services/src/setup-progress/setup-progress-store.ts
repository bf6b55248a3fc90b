import type { SetupStep, SetupStepKey } from '@rollcall/contracts';
import { setupStepKeys } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

type Counts = Record<SetupStepKey, number>;

/**
 * How far the institute is set up, in one query: a step is done once the institute has at least one of what it
 * counts (archived classes, subjects and students left out). The settings step counts 1 once an admin has saved
 * the settings, or once the time zone is another than the default (set before the checklist existed).
 */
export async function setupProgress(db: Queryable, instituteId: string): Promise<SetupStep[]> {
  const { rows } = await db.query<Counts>(
    `SELECT
       (SELECT count(*) FROM semesters WHERE institute_id = $1)::int AS years,
       (SELECT count(*) FROM classes WHERE institute_id = $1 AND archived_at IS NULL)::int AS classes,
       (SELECT count(*) FROM users WHERE institute_id = $1 AND role = 'teacher')::int AS teachers,
       (SELECT count(*) FROM subjects WHERE institute_id = $1 AND archived_at IS NULL)::int AS subjects,
       (SELECT count(*) FROM students WHERE institute_id = $1 AND archived_at IS NULL)::int AS students,
       (SELECT count(*) FROM timetable_slots WHERE institute_id = $1)::int AS timetable,
       (SELECT count(*) FROM institutes
         WHERE id = $1 AND (settings_saved_at IS NOT NULL OR time_zone <> 'Asia/Kolkata'))::int AS settings`,
    [instituteId],
  );
  const counts = rows[0] as Counts;
  return setupStepKeys.map((key) => ({ key, done: counts[key] > 0, count: counts[key] }));
}
