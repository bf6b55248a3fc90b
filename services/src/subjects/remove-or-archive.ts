import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { lockSubjectsHavingLectures } from './subject-lectures';

/** What can be archived, and the subjects whose lectures decide it. */
const ARCHIVABLE = {
  classes: { scope: (id: string) => ({ classId: id }), slots: 'class_id' },
  subjects: { scope: (id: string) => ({ subjectId: id }), slots: 'subject_id' },
} as const;

/**
 * A class or subject with attendance is archived, not removed: its lectures stay in reports. Archiving also
 * takes it off the weekly timetable, which only plans lectures still to come. One without attendance is
 * removed with everything under it.
 */
export async function removeOrArchive(
  db: Queryable,
  instituteId: string,
  table: keyof typeof ARCHIVABLE,
  id: string,
): Promise<Outcome<{ archived: boolean }, 'not-found'>> {
  const { scope, slots } = ARCHIVABLE[table];
  const locked = await db.query(`SELECT 1 FROM ${table} WHERE institute_id = $1 AND id = $2 FOR UPDATE`, [instituteId, id]);
  if (!locked.rowCount) return refused('not-found');
  if (await lockSubjectsHavingLectures(db, instituteId, scope(id))) {
    await db.query(`UPDATE ${table} SET archived_at = coalesce(archived_at, now()) WHERE institute_id = $1 AND id = $2`, [
      instituteId,
      id,
    ]);
    await db.query(`DELETE FROM timetable_slots WHERE institute_id = $1 AND ${slots} = $2`, [instituteId, id]);
    return succeeded({ archived: true });
  }
  await db.query(`DELETE FROM ${table} WHERE institute_id = $1 AND id = $2`, [instituteId, id]);
  return succeeded({ archived: false });
}
