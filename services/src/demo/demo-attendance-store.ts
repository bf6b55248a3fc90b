import type { Queryable } from '../db/pool';
import { grantCondonation } from '../eligibility/condonation-store';
import { correctOnDuty } from '../leave-requests/on-duty-corrections';
import { IS_CURRENT_MARK } from '../lectures/lecture-counts';
import { addDays } from './demo-dates';
import type { DemoPlan } from './demo-plan';
import type { DemoIds } from './demo-school-store';

/** A moment of the institute's local day, as SQL: `day` a date expression, `time` an interval or time expression. */
const localMoment = (day: string, time: string) => `((${day} + ${time}) AT TIME ZONE 'Asia/Kolkata')`;

/**
 * The leave and on-duty of the plan: asked a few days ahead by the student's first guardian (never in the future),
 * or granted by the office itself; decided by the admin. Answers the ids of the approved on-duty.
 */
async function insertLeave(db: Queryable, plan: DemoPlan, ids: DemoIds): Promise<string[]> {
  const guardianOf = new Map(plan.students.map((s) => [s.rollNumber, ids.parents.get(s.guardians[0]!)!]));
  const { rows } = await db.query<{ id: string }>(
    `WITH asked AS (
       SELECT r.*, least(${localMoment('r.starts_on', "time '08:30'")} - interval '3 days', now() - interval '2 hours') AS at
       FROM unnest($3::uuid[], $4::text[], $5::date[], $6::date[], $7::text[], $8::text[], $9::text[], $10::text[], $11::uuid[])
         AS r (student_id, kind, starts_on, ends_on, periods, reason, status, decision_note, requested_by)
     )
     INSERT INTO leave_requests (institute_id, student_id, kind, starts_on, ends_on, periods, reason, status, requested_by,
                                 requested_at, decided_by, decided_at, decision_note)
     SELECT $1, a.student_id, a.kind, a.starts_on, a.ends_on, a.periods::smallint[], a.reason, a.status, a.requested_by, a.at,
            CASE WHEN a.status <> 'pending' THEN $2::uuid END,
            CASE WHEN a.status <> 'pending' THEN a.at + interval '90 minutes' END, a.decision_note
     FROM asked a
     RETURNING CASE WHEN kind = 'on-duty' AND status = 'approved' THEN id END AS id`,
    [
      ids.instituteId,
      ids.adminId,
      plan.leave.map((l) => ids.students.get(l.rollNumber)),
      plan.leave.map((l) => l.kind),
      plan.leave.map((l) => l.startsOn),
      plan.leave.map((l) => l.endsOn),
      plan.leave.map((l) => (l.periods ? `{${l.periods.join(',')}}` : null)),
      plan.leave.map((l) => l.reason),
      plan.leave.map((l) => l.status),
      plan.leave.map((l) => l.decisionNote),
      plan.leave.map((l) => (l.askedBy === 'office' ? ids.adminId : guardianOf.get(l.rollNumber))),
    ],
  );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/** Every lecture the timetable and calendar held from the semester's first day to yesterday, taken by its teacher. */
async function insertLectures(db: Queryable, ids: DemoIds, from: string, yesterday: string): Promise<void> {
  await db.query(
    `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by, created_at)
     SELECT $1, gen_random_uuid(), s.subject_id, s.held_on, s.period, s.teacher_id, ${localMoment('s.held_on', "s.starts_at + interval '7 minutes'")}
     FROM scheduled_lectures($1, $2::date, $3::date) s
     ORDER BY s.held_on, s.period, s.subject_id`,
    [ids.instituteId, from, yesterday],
  );
}

/**
 * The registers of those lectures, in one statement (the rollups follow by their trigger, as for any register): each
 * student enrolled that day is Absent when on approved leave or on-duty then, or away that whole day (a chance that
 * grows as their habit falls, drawn once per student and day from a hash of both), or once in a while from one
 * lecture; Present otherwise. Then each student's seat in the period, as a register's save writes it.
 */
async function insertRegisters(db: Queryable, plan: DemoPlan, ids: DemoIds): Promise<void> {
  await db.query(
    `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, recorded_at, source)
     SELECT $1, l.id, e.student_id,
            CASE WHEN EXISTS (
                   SELECT FROM leave_requests lr
                   WHERE lr.institute_id = $1 AND lr.student_id = e.student_id AND lr.status = 'approved'
                     AND l.held_on BETWEEN lr.starts_on AND lr.ends_on AND (lr.periods IS NULL OR l.period = ANY (lr.periods))
                 )
                 OR (hashtext(e.student_id::text || l.held_on::text)::float8 + 2147483648) / 4294967296 < 0.75 * (1 - h.habit)
                 OR random() < 0.25 * (1 - h.habit)
                 THEN 'absent' ELSE 'present' END,
            l.taken_by, l.created_at, 'teacher'
     FROM lectures l
     JOIN enrollments e ON e.institute_id = l.institute_id AND e.subject_id = l.subject_id
       AND e.enrolled_on <= l.held_on AND (e.dropped_on IS NULL OR e.dropped_on > l.held_on)
     JOIN unnest($2::uuid[], $3::float8[]) AS h (student_id, habit) ON h.student_id = e.student_id
     WHERE l.institute_id = $1
     ORDER BY l.id, e.student_id`,
    [ids.instituteId, plan.students.map((s) => ids.students.get(s.rollNumber)), plan.students.map((s) => s.habit)],
  );
  await db.query(
    `INSERT INTO lecture_attendees (institute_id, student_id, held_on, period, lecture_id)
     SELECT m.institute_id, m.student_id, l.held_on, l.period, l.id
     FROM attendance_marks m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     WHERE m.institute_id = $1 AND m.supersedes IS NULL
     ORDER BY m.student_id`,
    [ids.instituteId],
  );
}

/**
 * A few corrections, each a new mark naming the one it replaces: teachers set late-comers of the last school day
 * Present within their correction window, and the office sets Absent a student who left early two weeks ago.
 */
async function insertCorrections(db: Queryable, ids: DemoIds, today: string): Promise<void> {
  await db.query(
    `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, recorded_at, source, supersedes, reason)
     SELECT m.institute_id, m.lecture_id, m.student_id, 'present', l.taken_by, m.recorded_at + interval '40 minutes', 'teacher', m.id,
            'Came in late: marked Present after the roll call'
     FROM attendance_marks m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     WHERE m.institute_id = $1 AND m.status = 'absent' AND ${IS_CURRENT_MARK}
       AND l.held_on = (SELECT max(held_on) FROM lectures WHERE institute_id = $1) AND l.period = 1
     ORDER BY m.id
     LIMIT 4`,
    [ids.instituteId],
  );
  await db.query(
    `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, recorded_at, source, supersedes, reason)
     SELECT m.institute_id, m.lecture_id, m.student_id, 'absent', $2, m.recorded_at + interval '1 day', 'office', m.id,
            'Left after the second period (gate register)'
     FROM attendance_marks m JOIN lectures l ON l.institute_id = m.institute_id AND l.id = m.lecture_id
     WHERE m.institute_id = $1 AND m.status = 'present' AND ${IS_CURRENT_MARK}
       AND l.held_on = (SELECT max(held_on) FROM lectures WHERE institute_id = $1 AND held_on <= $3::date) AND l.period >= 3
     ORDER BY m.id
     LIMIT 2`,
    [ids.instituteId, ids.adminId, addDays(today, -14)],
  );
}

/** One condonation, for the student closest below the threshold in a subject after a medical certificate. */
async function insertCondonation(db: Queryable, ids: DemoIds): Promise<void> {
  const { rows } = await db.query<{ studentId: string; subjectId: string }>(
    `SELECT a.student_id AS "studentId", a.subject_id AS "subjectId"
     FROM student_subject_attendance a JOIN institutes i ON i.id = a.institute_id
     WHERE a.institute_id = $1 AND a.absent > 2
       AND a.present * 100.0 / (a.present + a.absent) BETWEEN i.condonation_floor AND i.attendance_threshold - 0.1
     ORDER BY a.present * 1.0 / (a.present + a.absent) DESC, a.student_id, a.subject_id
     LIMIT 1`,
    [ids.instituteId],
  );
  if (!rows[0]) return;
  const granted = await grantCondonation(db, ids.instituteId, ids.adminId, {
    ...rows[0],
    lectures: 2,
    reason: 'Medical certificate: viral fever',
    reference: 'MC-0142',
  });
  if (!granted.ok) throw new Error(`demo condonation refused: ${granted.reason}`);
}

/**
 * A semester of attendance up to yesterday, in the caller's tenant transaction: leave, the registers of every lecture
 * held, on-duty corrections by the office's own SQL, a few other corrections and a condonation.
 */
export async function insertDemoAttendance(db: Queryable, plan: DemoPlan, ids: DemoIds, today: string): Promise<void> {
  const onDuty = await insertLeave(db, plan, ids);
  await insertLectures(db, ids, plan.semester.startsOn, addDays(today, -1));
  await insertRegisters(db, plan, ids);
  await correctOnDuty(db, ids.instituteId, onDuty);
  await insertCorrections(db, ids, today);
  await insertCondonation(db, ids);
}
