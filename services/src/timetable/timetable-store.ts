import { type TimetableInput, type TimetableSlot, setupMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { lockSemesterTimetables } from './timetable-lock';
import { refuseSlots } from './timetable-rules';

type Timetable = Required<TimetableInput>;

/** Both halves of a timetable's key must be the institute's; the one missing is named. */
export async function refuseUnknownClassOrSemester(
  db: Queryable,
  instituteId: string,
  classId: string,
  semesterId: string,
): Promise<Outcome<never, 'not-found'> | null> {
  const { rows } = await db.query<{ classFound: boolean; semesterFound: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM classes WHERE institute_id = $1 AND id = $2) AS "classFound",
            EXISTS (SELECT 1 FROM semesters WHERE institute_id = $1 AND id = $3) AS "semesterFound"`,
    [instituteId, classId, semesterId],
  );
  if (!rows[0]!.classFound) return refused('not-found', setupMessages.classNotFound);
  if (!rows[0]!.semesterFound) return refused('not-found', setupMessages.semesterNotFound);
  return null;
}

/** The weekly slots of one class in one semester, by weekday and period, times as HH:MM. */
export async function timetableSlots(
  db: Queryable,
  instituteId: string,
  classId: string,
  semesterId: string,
): Promise<TimetableSlot[]> {
  const { rows } = await db.query<TimetableSlot>(
    `SELECT ts.id, ts.subject_id AS "subjectId", s.name AS "subjectName", ts.teacher_id AS "teacherId", u.name AS "teacherName",
            ts.weekday, ts.period, to_char(ts.starts_at, 'HH24:MI') AS "startsAt", to_char(ts.ends_at, 'HH24:MI') AS "endsAt"
     FROM timetable_slots ts
     JOIN subjects s ON s.institute_id = ts.institute_id AND s.id = ts.subject_id
     JOIN users u ON u.institute_id = ts.institute_id AND u.id = ts.teacher_id
     WHERE ts.institute_id = $1 AND ts.class_id = $2 AND ts.semester_id = $3
     ORDER BY ts.weekday, ts.period, lower(s.name)`,
    [instituteId, classId, semesterId],
  );
  return rows;
}

/**
 * Makes the slots of the class in the semester these ones. A slot that stays (same subject, weekday and period) is
 * updated in place, so it keeps its id and the changes of its days; the others are removed or added. Saves of one
 * semester's timetables take turns (a transaction lock on the semester, which enrolments take too), so two saves
 * at once cannot both book a teacher or a student for the same period: no constraint can see a clash across classes.
 */
export async function replaceTimetable(
  db: Queryable,
  instituteId: string,
  timetable: Timetable,
): Promise<Outcome<TimetableSlot[], 'not-found' | 'conflict'>> {
  const { classId, semesterId, slots } = timetable;
  await lockSemesterTimetables(db, instituteId, semesterId);
  const refusal =
    (await refuseUnknownClassOrSemester(db, instituteId, classId, semesterId)) ?? (await refuseSlots(db, instituteId, timetable));
  if (refusal) return refusal;
  await db.query(
    `WITH proposed AS (
       SELECT * FROM unnest($4::uuid[], $5::uuid[], $6::smallint[], $7::smallint[], $8::time[], $9::time[])
         AS slot(subject_id, teacher_id, weekday, period, starts_at, ends_at)
     ),
     removed AS (
       DELETE FROM timetable_slots ts
       WHERE ts.institute_id = $1 AND ts.class_id = $2 AND ts.semester_id = $3
         AND NOT EXISTS (SELECT FROM proposed p WHERE (p.subject_id, p.weekday, p.period) = (ts.subject_id, ts.weekday, ts.period))
     ),
     kept AS (
       UPDATE timetable_slots ts SET teacher_id = p.teacher_id, starts_at = p.starts_at, ends_at = p.ends_at
       FROM proposed p
       WHERE ts.institute_id = $1 AND ts.class_id = $2 AND ts.semester_id = $3
         AND (p.subject_id, p.weekday, p.period) = (ts.subject_id, ts.weekday, ts.period)
     )
     INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
     SELECT $1, $2, $3, p.subject_id, p.teacher_id, p.weekday, p.period, p.starts_at, p.ends_at
     FROM proposed p
     WHERE NOT EXISTS (
       SELECT FROM timetable_slots ts
       WHERE ts.institute_id = $1 AND ts.class_id = $2 AND ts.semester_id = $3
         AND (p.subject_id, p.weekday, p.period) = (ts.subject_id, ts.weekday, ts.period)
     )`,
    [
      instituteId,
      classId,
      semesterId,
      slots.map((slot) => slot.subjectId),
      slots.map((slot) => slot.teacherId),
      slots.map((slot) => slot.weekday),
      slots.map((slot) => slot.period),
      slots.map((slot) => slot.startsAt),
      slots.map((slot) => slot.endsAt),
    ],
  );
  return succeeded(await timetableSlots(db, instituteId, classId, semesterId));
}
