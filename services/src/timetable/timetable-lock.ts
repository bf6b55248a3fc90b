import type { Queryable } from '../db/pool';

/**
 * Makes the caller's transaction wait for any other one that changes the timetables or the enrolments of the
 * semester: whether a student is in two lectures at once depends on both, across every class.
 */
export async function lockSemesterTimetables(db: Queryable, instituteId: string, semesterId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`timetable:${instituteId}:${semesterId}`]);
}
