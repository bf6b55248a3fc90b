import { type Outcome, refused, succeeded } from '../db/outcome';
import { instituteToday } from '../db/institute-today';
import type { Queryable } from '../db/pool';
import { permissionsOf } from '../permissions/permission-store';
import { teachesSubject } from './teaching';

/** What taking a subject's attendance on a day is checked against: its state and its semester's days. */
export interface MarkableSubject {
  archived: boolean;
  semesterName: string;
  startsOn: string;
  endsOn: string;
  /** The institute's today. */
  today: string;
}

/** The day (and, for a register, the period) a register is taken for. */
export interface RegisterDay {
  day: string;
  period?: number;
}

/**
 * The subject, if the teacher may take its attendance on the day: a teacher marks only the subjects they teach, or
 * a slot of the subject they cover that day (in that period, for a register), unless they hold Take any attendance
 * (a substitute for an absent colleague).
 */
export async function markableSubject(
  db: Queryable,
  instituteId: string,
  teacherId: string,
  subjectId: string,
  on: RegisterDay,
): Promise<Outcome<MarkableSubject, 'not-found' | 'forbidden'>> {
  const { rows } = await db.query<MarkableSubject & { teaches: boolean }>(
    `SELECT ${teachesSubject('s.institute_id', 's.id', '$3')} AS teaches, s.archived_at IS NOT NULL AS archived, sem.name AS "semesterName",
            to_char(sem.starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(sem.ends_on, 'YYYY-MM-DD') AS "endsOn",
            to_char(${instituteToday('$1')}, 'YYYY-MM-DD') AS today
     FROM subjects s
     JOIN semesters sem ON sem.institute_id = s.institute_id AND sem.id = s.semester_id
     WHERE s.institute_id = $1 AND s.id = $2`,
    [instituteId, subjectId, teacherId],
  );
  if (!rows[0]) return refused('not-found');
  const { teaches, ...subject } = rows[0];
  if (teaches || (await coversSlot(db, instituteId, teacherId, subjectId, on))) return succeeded(subject);
  const held = await permissionsOf(db, instituteId, teacherId, 'teacher');
  return held.includes('take_any_attendance') ? succeeded(subject) : refused('forbidden');
}

/** Whether the teacher covers a slot of the subject on the day (in the period, when one is given). */
async function coversSlot(
  db: Queryable,
  instituteId: string,
  teacherId: string,
  subjectId: string,
  { day, period }: RegisterDay,
): Promise<boolean> {
  const { rows } = await db.query<{ covers: boolean }>(
    `SELECT EXISTS (
       SELECT FROM scheduled_lectures($1, $4::date, $4::date) sl
       WHERE sl.subject_id = $2 AND sl.cover AND sl.teacher_id = $3 AND ($5::smallint IS NULL OR sl.period = $5)
     ) AS covers`,
    [instituteId, subjectId, teacherId, day, period ?? null],
  );
  return rows[0]!.covers;
}
