import type { TodayLecture, TodayResponse } from '@rollcall/contracts';
import { instituteToday } from '../db/institute-today';
import type { Queryable } from '../db/pool';
import { ownLecture } from './lecture-access';
import { CURRENT_COUNTS_OF_LECTURE } from './lecture-counts';

type TodayRow = Omit<TodayLecture, 'present' | 'absent'> & { present: number | null; absent: number | null };

/**
 * The teacher's lectures on the institute's today: their timetable slots for today's weekday in the semester
 * that contains today (subjects still in use), each with its lecture once taken; then the extra lectures held
 * today outside those slots, of a subject they teach or taken by them (a substitute's), without times.
 */
export async function teacherDay(db: Queryable, instituteId: string, teacherId: string): Promise<Omit<TodayResponse, 'success'>> {
  const date = await todayOf(db, instituteId);
  const { rows } = await db.query<TodayRow>(
    `WITH today AS (SELECT $3::date AS day),
     slots AS (
       SELECT ts.subject_id, ts.period, ts.starts_at, ts.ends_at
       FROM timetable_slots ts
       CROSS JOIN today
       JOIN semesters sem ON sem.institute_id = ts.institute_id AND sem.id = ts.semester_id
       JOIN subjects s ON s.institute_id = ts.institute_id AND s.id = ts.subject_id
       WHERE ts.institute_id = $1 AND ts.teacher_id = $2 AND ts.weekday = extract(isodow FROM today.day)
         AND today.day BETWEEN sem.starts_on AND sem.ends_on AND s.archived_at IS NULL
     ),
     held AS (
       SELECT l.* FROM lectures l CROSS JOIN today WHERE l.institute_id = $1 AND l.held_on = today.day
     ),
     day_lectures AS (
       SELECT slots.subject_id, slots.period, slots.starts_at, slots.ends_at, held.id AS lecture_id
       FROM slots
       LEFT JOIN held ON held.subject_id = slots.subject_id AND held.period = slots.period
       UNION ALL
       SELECT held.subject_id, held.period, NULL, NULL, held.id
       FROM held
       WHERE NOT EXISTS (SELECT FROM slots WHERE slots.subject_id = held.subject_id AND slots.period = held.period)
         AND ${ownLecture('$2', 'held')}
     )
     SELECT dl.subject_id AS "subjectId", s.name AS "subjectName",
            s.code AS "subjectCode", c.name AS "className", dl.period,
            to_char(dl.starts_at, 'HH24:MI') AS "startsAt", to_char(dl.ends_at, 'HH24:MI') AS "endsAt",
            l.id AS "lectureId", counts.present, counts.absent, false AS cover
     FROM day_lectures dl
     JOIN subjects s ON s.institute_id = $1 AND s.id = dl.subject_id
     JOIN classes c ON c.institute_id = s.institute_id AND c.id = s.class_id
     LEFT JOIN lectures l ON l.institute_id = $1 AND l.id = dl.lecture_id
     ${CURRENT_COUNTS_OF_LECTURE}
     ORDER BY dl.period, dl.starts_at NULLS LAST, c.name, s.name`,
    [instituteId, teacherId, date],
  );
  const lectures = rows.map(
    ({ present, absent, ...lecture }): TodayLecture =>
      lecture.lectureId === null ? lecture : { ...lecture, present: present ?? 0, absent: absent ?? 0 },
  );
  return { date, calendar: null, lectures };
}

/** The institute's today, on its own clock. */
async function todayOf(db: Queryable, instituteId: string): Promise<string> {
  const { rows } = await db.query<{ date: string }>(`SELECT to_char(${instituteToday('$1')}, 'YYYY-MM-DD') AS date`, [
    instituteId,
  ]);
  return rows[0]!.date;
}
