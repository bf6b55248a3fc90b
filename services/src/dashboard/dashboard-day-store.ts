import type { Dashboard } from '@rollcall/contracts';
import { SEMESTER_JSON } from '../academic-years/semester-to-show';
import { todayOfInstituteRow } from '../db/institute-today';
import type { Queryable } from '../db/pool';

/** The day shown and what happened on it: the registers of the timetable, the lectures held and their marks. */
export type DashboardDay = Pick<Dashboard, 'date' | 'timeZone' | 'threshold' | 'semester' | 'today' | 'notTaken'> & {
  notTakenCount: number;
};

/**
 * The day (the one asked, else the institute's today), the threshold, the semester holding the day, and the day's
 * registers. The day's slots are its scheduled lectures (the calendar and the day's changes applied, a covered slot
 * named with its cover teacher); a lecture held that day matches a slot by subject and period, and one that matches
 * none is an extra lecture. The registers not taken are counted, and the `listed` first named, by period then class
 * name: the earliest, so the overdue ones first.
 * Present and absent are the day's current marks as the class-day rollup keeps them.
 */
export async function dashboardDay(
  db: Queryable,
  instituteId: string,
  date: string | null,
  listed: number,
): Promise<DashboardDay> {
  const { rows } = await db.query<DashboardDay>({
    name: 'dashboard-day',
    text: `WITH asked AS (
       SELECT coalesce($2::date, ${todayOfInstituteRow('i')}) AS day, i.time_zone, i.attendance_threshold FROM institutes i WHERE i.id = $1
     ),
     semester AS (
       SELECT sem.* FROM semesters sem, asked WHERE sem.institute_id = $1 AND asked.day BETWEEN sem.starts_on AND sem.ends_on
     ),
     slots AS (
       SELECT sl.slot_id AS id, sl.class_id, sl.subject_id, sl.teacher_id, sl.period, sl.starts_at, sl.ends_at
       FROM asked CROSS JOIN LATERAL scheduled_lectures($1, asked.day, asked.day) sl
     ),
     held AS (
       SELECT l.subject_id, l.period FROM lectures l, asked WHERE l.institute_id = $1 AND l.held_on = asked.day
     ),
     not_taken AS (
       SELECT slots.* FROM slots
       WHERE NOT EXISTS (SELECT FROM held WHERE held.subject_id = slots.subject_id AND held.period = slots.period)
     ),
     marks AS (
       SELECT coalesce(sum(r.present), 0)::int AS present, coalesce(sum(r.absent), 0)::int AS absent
       FROM class_day_attendance r, asked WHERE r.institute_id = $1 AND r.held_on = asked.day
     )
     SELECT to_char(asked.day, 'YYYY-MM-DD') AS date, asked.time_zone AS "timeZone", asked.attendance_threshold::float8 AS threshold,
            (SELECT ${SEMESTER_JSON} FROM semester sem) AS semester,
            json_build_object(
              'scheduled', (SELECT count(*) FROM slots),
              'taken', (SELECT count(*) FROM held),
              'extra', (SELECT count(*) FROM held
                        WHERE NOT EXISTS (SELECT FROM slots WHERE slots.subject_id = held.subject_id AND slots.period = held.period)),
              'present', marks.present,
              'absent', marks.absent
            ) AS today,
            (SELECT count(*)::int FROM not_taken) AS "notTakenCount",
            (SELECT coalesce(json_agg(json_build_object(
                      'slotId', first.id, 'period', first.period,
                      'startsAt', to_char(first.starts_at, 'HH24:MI'), 'endsAt', to_char(first.ends_at, 'HH24:MI'),
                      'classId', first.class_id, 'className', first.class_name,
                      'subjectId', first.subject_id, 'subjectName', first.subject_name, 'subjectCode', first.subject_code,
                      'teacherId', first.teacher_id, 'teacherName', first.teacher_name)
                    ORDER BY first.period, first.class_name, first.subject_name, first.id), '[]')
             FROM (
               SELECT listed.*, u.name AS teacher_name
               FROM (
                 SELECT not_taken.*, c.name AS class_name, s.name AS subject_name, s.code AS subject_code
                 FROM not_taken
                 JOIN classes c ON c.institute_id = $1 AND c.id = not_taken.class_id
                 JOIN subjects s ON s.institute_id = $1 AND s.id = not_taken.subject_id
                 ORDER BY not_taken.period, c.name, s.name, not_taken.id
                 LIMIT $3
               ) listed
               -- Only the listed are named by their teacher: the order needs no teacher.
               JOIN users u ON u.institute_id = $1 AND u.id = listed.teacher_id
             ) first
            ) AS "notTaken"
     FROM asked CROSS JOIN marks`,
    values: [instituteId, date, listed],
  });
  return rows[0]!;
}
