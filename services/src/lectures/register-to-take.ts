import type { RosterResponse } from '@rollcall/contracts';
import { type Outcome, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { busyPeriods } from './lecture-clash';
import { markableSubject } from './marking-rights';
import { rosterOn, takenPeriods } from './roster-store';

/**
 * What a register of the subject on the day (and period, when known) is taken from, for a teacher who may take it:
 * its roster with who is on leave, the periods already taken, and the periods in which a student of the roster is already in another lecture.
 */
export async function registerToTake(
  db: Queryable,
  instituteId: string,
  teacherId: string,
  subjectId: string,
  day: string,
  period: number | null = null,
): Promise<Outcome<Pick<RosterResponse, 'students' | 'takenPeriods' | 'busyPeriods'>, 'not-found' | 'forbidden'>> {
  const subject = await markableSubject(db, instituteId, teacherId, subjectId, { day });
  if (!subject.ok) return subject;
  const students = await rosterOn(db, instituteId, subjectId, day, period);
  const busy = await busyPeriods(
    db,
    instituteId,
    subjectId,
    day,
    students.map((student) => student.id),
  );
  return succeeded({ students, takenPeriods: await takenPeriods(db, instituteId, subjectId, day), busyPeriods: busy });
}
