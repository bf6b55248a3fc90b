import type { TodayLecture, TodayResponse } from '@rollcall/contracts';
import { instituteToday } from '../db/institute-today';
import type { Queryable } from '../db/pool';
import { entryForClassIn } from '../school-calendar/entry-classes';
import { CURRENT_COUNTS_OF_LECTURE } from './lecture-counts';
import { classTeacherAbsenceStreaks } from './today-absence-streaks';
import { teachesSubject } from './teaching';

type TodayRow = Omit<TodayLecture, 'present' | 'absent'> & { present: number | null; absent: number | null };

/**
 * The teacher's lectures on the institute's today: the day's scheduled lectures (the calendar and the day's changes
 * applied) that they hold, a slot they cover marked as cover, each with its lecture once taken; then, without times,
 * the other lectures held today that they took (a substitute's), and those of a subject they teach held outside the
 * day's scheduled lectures (extra lectures): a lecture of their slot covered by someone else is the cover teacher's.
 * A class teacher also sees the students of their class absent several school days in a row.
 */
export async function teacherDay(db: Queryable, instituteId: string, teacherId: string): Promise<Omit<TodayResponse, 'success'>> {
  const date = await todayOf(db, instituteId);
  const { rows } = await db.query<TodayRow>(
    `WITH scheduled AS MATERIALIZED (
       SELECT sl.subject_id, sl.period, sl.starts_at, sl.ends_at, sl.teacher_id, sl.cover
       FROM scheduled_lectures($1, $3::date, $3::date) sl
     ),
     slots AS (SELECT * FROM scheduled WHERE teacher_id = $2),
     held AS (
       SELECT l.* FROM lectures l WHERE l.institute_id = $1 AND l.held_on = $3::date
     ),
     day_lectures AS (
       SELECT slots.subject_id, slots.period, slots.starts_at, slots.ends_at, held.id AS lecture_id, slots.cover
       FROM slots
       LEFT JOIN held ON held.subject_id = slots.subject_id AND held.period = slots.period
       UNION ALL
       SELECT held.subject_id, held.period, NULL, NULL, held.id, false
       FROM held
       WHERE NOT EXISTS (SELECT FROM slots WHERE slots.subject_id = held.subject_id AND slots.period = held.period)
         AND (held.taken_by = $2 OR (
           ${teachesSubject('held.institute_id', 'held.subject_id', '$2')}
           AND NOT EXISTS (SELECT FROM scheduled WHERE scheduled.subject_id = held.subject_id AND scheduled.period = held.period)))
     )
     SELECT dl.subject_id AS "subjectId", s.name AS "subjectName",
            s.code AS "subjectCode", c.name AS "className", dl.period,
            to_char(dl.starts_at, 'HH24:MI') AS "startsAt", to_char(dl.ends_at, 'HH24:MI') AS "endsAt",
            l.id AS "lectureId", counts.present, counts.absent, dl.cover
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
  return {
    date,
    calendar: await dayEntry(db, instituteId, teacherId, date),
    lectures,
    absenceStreaks: await classTeacherAbsenceStreaks(db, instituteId, teacherId, date),
  };
}

/**
 * The calendar entry the teacher's day falls under: of the entries covering the day that are for the whole
 * institute or for a class the teacher teaches a subject of in the day's semester (or covers a slot of that day), a
 * holiday first, then exams, then a follows day; the earliest-starting, then by name. A holiday of one class they
 * teach is named even when they still hold lectures of other classes that day: it says why those are missing.
 */
/** SQL: the classes the teacher $2 teaches a subject of in the semester of day $3, or covers a slot of that day. */
const TEACHERS_CLASSES_ON_DAY = `
  SELECT s.class_id
  FROM subject_teachers st
  JOIN subjects s ON s.institute_id = st.institute_id AND s.id = st.subject_id AND s.archived_at IS NULL
  JOIN semesters sem ON sem.institute_id = s.institute_id AND sem.id = s.semester_id
  WHERE st.institute_id = $1 AND st.teacher_id = $2 AND $3::date BETWEEN sem.starts_on AND sem.ends_on
  UNION ALL
  SELECT ts.class_id
  FROM timetable_changes ch
  JOIN timetable_slots ts ON ts.institute_id = ch.institute_id AND ts.id = ch.slot_id
  WHERE ch.institute_id = $1 AND ch.teacher_id = $2 AND ch.held_on = $3::date`;

async function dayEntry(db: Queryable, instituteId: string, teacherId: string, date: string): Promise<TodayResponse['calendar']> {
  const { rows } = await db.query<NonNullable<TodayResponse['calendar']>>(
    `SELECT ce.kind, ce.name
     FROM calendar_entries ce
     WHERE ce.institute_id = $1 AND $3::date BETWEEN ce.starts_on AND ce.ends_on
       AND ${entryForClassIn('ce', TEACHERS_CLASSES_ON_DAY)}
     ORDER BY array_position(ARRAY['holiday', 'exams', 'follows'], ce.kind), ce.starts_on, ce.name
     LIMIT 1`,
    [instituteId, teacherId, date],
  );
  return rows[0] ?? null;
}

/** The institute's today, on its own clock. */
async function todayOf(db: Queryable, instituteId: string): Promise<string> {
  const { rows } = await db.query<{ date: string }>(`SELECT to_char(${instituteToday('$1')}, 'YYYY-MM-DD') AS date`, [
    instituteId,
  ]);
  return rows[0]!.date;
}
