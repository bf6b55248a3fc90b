import type { Queryable } from '../db/pool';

/** A run of school days on which a student was absent from every lecture marked for them, up to the day asked. */
export interface FoundStreak {
  studentId: string;
  /** The run's first day, 'YYYY-MM-DD'. */
  since: string;
  days: number;
  /** The name of the class teacher of the student's class on the day; null when it has none. */
  classTeacher: string | null;
}

/**
 * Of these students, those absent from every lecture marked for them on `date` and on the school days before it back
 * to at least `minimumDays` days in all, not yet told of their run (no absence_streaks row). School days are the days
 * with lectures marked for the student (current marks), so a holiday or a Sunday does not break a run; the run counts
 * back to the last day they were present in some lecture.
 */
export async function untoldAbsenceStreaks(
  db: Queryable,
  instituteId: string,
  date: string,
  { studentIds, minimumDays }: { studentIds: string[]; minimumDays: number },
): Promise<FoundStreak[]> {
  if (studentIds.length === 0) return [];
  const { rows } = await db.query<FoundStreak>(
    `WITH school_days AS (
       SELECT m.student_id, l.held_on, bool_and(m.status = 'absent') AS all_absent
       FROM attendance_marks m
       JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
       WHERE m.institute_id = $1 AND m.student_id = ANY ($3::uuid[]) AND l.held_on <= $2::date
         AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)
         AND NOT EXISTS (SELECT FROM absence_streaks a WHERE a.institute_id = m.institute_id AND a.student_id = m.student_id)
       GROUP BY m.student_id, l.held_on
     ),
     last_present AS (
       SELECT student_id, max(held_on) FILTER (WHERE NOT all_absent) AS day FROM school_days GROUP BY student_id
     )
     SELECT d.student_id AS "studentId", to_char(min(d.held_on), 'YYYY-MM-DD') AS since, count(*)::int AS days,
            (SELECT u.name
             FROM class_members cm
             JOIN classes c ON c.institute_id = cm.institute_id AND c.id = cm.class_id
             LEFT JOIN users u ON u.institute_id = c.institute_id AND u.id = c.class_teacher_id
             WHERE cm.institute_id = $1 AND cm.student_id = d.student_id AND cm.joined_on <= $2::date
             ORDER BY cm.joined_on DESC LIMIT 1) AS "classTeacher"
     FROM school_days d
     JOIN last_present lp ON lp.student_id = d.student_id
     WHERE lp.day IS NULL OR d.held_on > lp.day
     GROUP BY d.student_id
     HAVING count(*) >= $4 AND max(d.held_on) = $2::date
     ORDER BY d.student_id`,
    [instituteId, date, studentIds, minimumDays],
  );
  return rows;
}

/**
 * Records the runs just told (so they are not told again), and ends the runs of the students present in some lecture
 * on the day (so a new run is told again), in one statement.
 */
export async function updateAbsenceStreaks(
  db: Queryable,
  instituteId: string,
  date: string,
  { told, present }: { told: FoundStreak[]; present: string[] },
): Promise<void> {
  if (told.length === 0 && present.length === 0) return;
  await db.query(
    `WITH ended AS (
       DELETE FROM absence_streaks WHERE institute_id = $1 AND student_id = ANY ($3::uuid[])
     )
     INSERT INTO absence_streaks (institute_id, student_id, since, days, alerted_on)
     SELECT $1, t.student_id, t.since, t.days, $2::date
     FROM unnest($4::uuid[], $5::date[], $6::smallint[]) AS t (student_id, since, days)
     ON CONFLICT (institute_id, student_id) DO NOTHING`,
    [
      instituteId,
      date,
      present,
      told.map((streak) => streak.studentId),
      told.map((streak) => streak.since),
      told.map((streak) => streak.days),
    ],
  );
}
