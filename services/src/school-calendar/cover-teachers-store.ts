import { type CoverTeachersResponse, calendarMessages, formatDay } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { busyInPeriod, findSlot, slotHeldOn } from './scheduled-slot';

type CoverTeacher = CoverTeachersResponse['teachers'][number];

/**
 * The teachers who could cover the slot's lecture that day: every teacher of the institute but its own, free in its
 * period; those who teach its subject first, then by name.
 */
export async function coverTeachers(
  db: Queryable,
  instituteId: string,
  slotId: string,
  day: string,
): Promise<Outcome<CoverTeacher[], 'not-found' | 'conflict'>> {
  const slot = await findSlot(db, instituteId, slotId);
  if (!slot) return refused('not-found', calendarMessages.slotNotFound);
  if (!(await slotHeldOn(db, instituteId, slot.id, day)))
    return refused('conflict', calendarMessages.slotNotHeld(formatDay(day)));
  const busy = await busyInPeriod(db, instituteId, day, slot.period, slot.id);
  const { rows } = await db.query<CoverTeacher>(
    `SELECT u.id, u.name,
            EXISTS (SELECT 1 FROM subject_teachers st
                    WHERE st.institute_id = u.institute_id AND st.subject_id = $2 AND st.teacher_id = u.id) AS "teachesSubject"
     FROM users u
     WHERE u.institute_id = $1 AND u.role = 'teacher' AND u.id <> $3 AND u.id <> ALL ($4::uuid[])
     ORDER BY 3 DESC, lower(u.name), u.id`,
    [instituteId, slot.subjectId, slot.teacherId, busy.map((each) => each.teacherId)],
  );
  return succeeded(rows);
}
