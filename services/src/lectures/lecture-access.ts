import { attendanceMessages, setupMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import { instituteToday } from '../db/institute-today';
import type { Queryable } from '../db/pool';
import type { ServiceState } from '../http/identity';
import { tenantOf } from '../http/in-tenant';
import { permissionsOf } from '../permissions/permission-store';
import { teachesSubject } from './teaching';

/** Who is reading or correcting lectures: a teacher in their area, or an admin in the office's. */
export interface LectureCaller {
  userId: string;
  role: 'teacher' | 'admin';
}

/**
 * What the caller may do with the institute's lectures: an admin (past the route's permission check) sees every
 * lecture; a teacher sees the lectures of their subjects and the ones they took, and every lecture once they hold
 * Correct attendance, which also lets anyone correct any lecture at any time.
 */
export interface CallerReach {
  caller: LectureCaller;
  seesAll: boolean;
  correctsAny: boolean;
}

/** The signed-in caller's reach; an admin's permissions were read already, by the route's guard. */
export async function reachOf(
  db: Queryable,
  instituteId: string,
  state: ServiceState,
  role: LectureCaller['role'],
): Promise<CallerReach> {
  const caller = { userId: tenantOf(state).userId, role };
  const permissions = state.permissions ?? (await permissionsOf(db, instituteId, caller.userId, role));
  const correctsAny = permissions.includes('correct_attendance');
  return { caller, seesAll: caller.role === 'admin' || correctsAny, correctsAny };
}

/**
 * SQL: whether the lecture aliased `lecture` is the teacher's own: of a subject they teach, or one they took (as a
 * substitute, say). `teacherId` is a parameter placeholder.
 */
export const ownLecture = (teacherId: string, lecture = 'l') =>
  `(${lecture}.taken_by = ${teacherId} OR ${teachesSubject(`${lecture}.institute_id`, `${lecture}.subject_id`, teacherId)})`;

/** One lecture as the caller stands to it. */
export interface LectureStanding {
  lectureId: string;
  /** A lecture of a subject the caller teaches, or one they took. */
  own: boolean;
  windowDays: number;
  /** held_on plus the institute's correction window: the last day its teacher may still correct it. */
  correctableUntil: string;
  windowOpen: boolean;
  canCorrect: boolean;
  reach: CallerReach;
}

interface StandingRow {
  own: boolean;
  window_days: number;
  correctable_until: string;
  window_open: boolean;
}

/** The lecture as the caller stands to it; a lecture they may not open is refused as not theirs. */
export async function lectureStanding(
  db: Queryable,
  instituteId: string,
  lectureId: string,
  reach: CallerReach,
): Promise<Outcome<LectureStanding, 'not-found' | 'forbidden'>> {
  const { rows } = await db.query<StandingRow>(
    `SELECT ${ownLecture('$3')} AS own,
            i.correction_window_days AS window_days,
            to_char(l.held_on + i.correction_window_days, 'YYYY-MM-DD') AS correctable_until,
            ${instituteToday('$1')} <= l.held_on + i.correction_window_days AS window_open
     FROM lectures l
     JOIN institutes i ON i.id = l.institute_id
     WHERE l.institute_id = $1 AND l.id = $2`,
    [instituteId, lectureId, reach.caller.userId],
  );
  const row = rows[0];
  if (!row) return refused('not-found', attendanceMessages.lectureNotFound);
  if (!row.own && !reach.seesAll) return refused('forbidden', attendanceMessages.notYourLecture);
  const teacherMayCorrect = reach.caller.role === 'teacher' && row.own && row.window_open;
  return succeeded({
    lectureId,
    own: row.own,
    windowDays: row.window_days,
    correctableUntil: row.correctable_until,
    windowOpen: row.window_open,
    canCorrect: reach.correctsAny || teacherMayCorrect,
    reach,
  });
}

/**
 * Whether the caller may list the lectures of this subject: any subject of the institute for the office and
 * holders of Correct attendance, a subject they teach for a teacher.
 */
export async function subjectInReach(
  db: Queryable,
  instituteId: string,
  subjectId: string,
  reach: CallerReach,
): Promise<Outcome<true, 'not-found' | 'forbidden'>> {
  const { rows } = await db.query<{ teaches: boolean }>(
    `SELECT ${teachesSubject('s.institute_id', 's.id', '$3')} AS teaches FROM subjects s WHERE s.institute_id = $1 AND s.id = $2`,
    [instituteId, subjectId, reach.caller.userId],
  );
  const subject = rows[0];
  if (!subject) return refused('not-found', setupMessages.subjectNotFound);
  if (reach.seesAll || subject.teaches) return succeeded(true);
  return refused('forbidden', attendanceMessages.notYourSubject);
}
