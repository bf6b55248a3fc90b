import { randomUUID } from 'node:crypto';
import type { MarkStatus } from '@rollcall/contracts';
import { type Identity, identityHeaders } from '@rollcall/contracts/internal';
import { withTenant } from '../../src/db/tenant';
import { readMailbox } from '../../src/mail/mailbox';
import type { Pool } from '../../src/db/pool';
import type { AdminArea } from './institute';
import { recordCall } from './record-call';
import { INTERNAL_SECRET } from './stack';
import {
  addDays,
  assignTeacher,
  insertLecture,
  insertPerson,
  insertStudent,
  instituteToday,
  seedClass,
  type TestPerson,
} from './setup-data';

/** Students of a roster in roll-number order (R-001, R-002, …), as the roster answers them. */
export interface RosterStudent {
  id: string;
  name: string;
  rollNumber: string;
}

let classes = 0;

/**
 * A fresh institute in term for attendance: a semester from 60 days before its today to 60 days after, one
 * class with `students` members since the semester's start, a core subject (Physics, PHY1) enrolling all of
 * them, a teacher who teaches it (Tara Teacher) and one who does not (Otto Other).
 */
export async function teachingInstitute(area: AdminArea, { students = 5 }: { students?: number } = {}) {
  const institute = await area.institute();
  const pool = area.pool;
  const today = await instituteToday(pool, institute.id);
  const day = (offset: number) => addDays(today, offset);
  const semester = await pool.query<{ id: string }>(
    `WITH year AS (
       INSERT INTO academic_years (institute_id, name, starts_on, ends_on) VALUES ($1, 'This year', $2, $3) RETURNING id
     )
     INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on)
     SELECT $1, id, 'Odd semester', $2, $3 FROM year RETURNING id`,
    [institute.id, day(-60), day(60)],
  );
  const semesterId = semester.rows[0]!.id;
  const classId = await seedClass(pool, institute.id, `B.Sc. CS ${++classes}-A`);
  const subject = await pool.query<{ id: string }>(
    `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind)
     VALUES ($1, $2, $3, 'Physics', 'PHY1', 'core') RETURNING id`,
    [institute.id, classId, semesterId],
  );
  const subjectId = subject.rows[0]!.id;
  const teacher = await insertPerson(pool, institute.id, 'teacher', 'Tara Teacher');
  const other = await insertPerson(pool, institute.id, 'teacher', 'Otto Other');
  await assignTeacher(pool, institute.id, subjectId, teacher.id);
  const roster: RosterStudent[] = [];
  for (let index = 1; index <= students; index++) {
    const name = `Student ${String(index).padStart(3, '0')}`;
    const id = await insertStudent(pool, institute.id, name, { classId, joinedOn: day(-60) });
    const rollNumber = `R-${String(index).padStart(3, '0')}`;
    await pool.query(`UPDATE students SET roll_number = $3 WHERE institute_id = $1 AND id = $2`, [institute.id, id, rollNumber]);
    await enrolStudent(pool, institute.id, subjectId, id, day(-60));
    roster.push({ id, name, rollNumber });
  }
  return { institute, today, day, semesterId, classId, subjectId, teacher, other, roster };
}

/** Enrols a student in a subject from `enrolledOn` (the first day in) to `droppedOn` (the first day out). */
export async function enrolStudent(
  pool: Pool,
  instituteId: string,
  subjectId: string,
  studentId: string,
  enrolledOn: string,
  droppedOn?: string,
): Promise<void> {
  await pool.query(
    `INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on, dropped_on) VALUES ($1, $2, $3, $4, $5)`,
    [instituteId, subjectId, studentId, enrolledOn, droppedOn ?? null],
  );
}

/** Every student of the roster Present, except the ones named absent. */
export const marksFor = (roster: readonly RosterStudent[], absent: readonly string[] = []) =>
  roster.map((student) => ({
    studentId: student.id,
    status: (absent.includes(student.id) ? 'absent' : 'present') as MarkStatus,
  }));

export type TeachingInstitute = Awaited<ReturnType<typeof teachingInstitute>>;
export type { TestPerson };

/**
 * A lecture of the place's subject (or `subjectId`) held on `heldOn`, taken by its teacher (or `takenBy`), with one
 * mark per roster student, Present except the ones named absent.
 */
export async function recordLecture(
  area: AdminArea,
  place: TeachingInstitute,
  {
    heldOn,
    period = 1,
    absent = [],
    takenBy = place.teacher.id,
    subjectId = place.subjectId,
  }: { heldOn: string; period?: number; absent?: string[]; takenBy?: string; subjectId?: string },
): Promise<string> {
  const students = place.roster.map((student) => student.id);
  return withTenant(area.applicationPool, place.institute.id, (db) =>
    insertLecture(db, place.institute.id, { subjectId, takenBy, heldOn, period, students, absent }),
  );
}

/** A register of the subject for today, period 1, every student Present: a fresh client-made id each time. */
export const registerOf = (place: TeachingInstitute, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  subjectId: place.subjectId,
  heldOn: place.today,
  period: 1,
  marks: marksFor(place.roster),
  ...overrides,
});

/** The attendance calls of the tests, each as the caller given. */
export function attendanceCalls(area: AdminArea) {
  return {
    /** POST /teacher/lectures with the place's register of today (see registerOf), by its teacher unless told. */
    submit: (place: TeachingInstitute, overrides: Record<string, unknown> = {}, identity: Identity = place.teacher.identity) =>
      area.stack.call('POST', '/teacher/lectures', { identity, body: registerOf(place, overrides) }),
    /** POST /teacher/… or /admin/lectures/{id}/corrections, by the caller's role. */
    correct: (identity: Identity, lectureId: string, body: object) =>
      area.stack.call('POST', `/${identity.role}/lectures/${lectureId}/corrections`, { identity, body }),
  };
}

/** A weekly timetable slot of the place's class and semester, on today's weekday unless another is given. */
export async function insertSlot(
  pool: Pool,
  place: TeachingInstitute,
  slot: { subjectId?: string; teacherId: string; period: number; startsAt: string; endsAt: string; weekday?: number },
): Promise<void> {
  await pool.query(
    `INSERT INTO timetable_slots (institute_id, class_id, semester_id, subject_id, teacher_id, weekday, period, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6, extract(isodow FROM $7::date)), $8, $9, $10)`,
    [
      place.institute.id,
      place.classId,
      place.semesterId,
      slot.subjectId ?? place.subjectId,
      slot.teacherId,
      slot.weekday ?? null,
      place.today,
      slot.period,
      slot.startsAt,
      slot.endsAt,
    ],
  );
}

/** The student as the gateway would sign them in. */
export const studentIdentity = (instituteId: string, studentId: string): Identity => ({
  role: 'student',
  userId: studentId,
  instituteId,
});

/** A parent account of the institute linked to these students (none: a parent with no child linked yet). */
export async function insertParent(pool: Pool, instituteId: string, name: string, childIds: string[] = []): Promise<TestPerson> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users (role, institute_id, name, email) VALUES ('parent', $1, $2, $3) RETURNING id`,
    [instituteId, name, `parent-${randomUUID()}@people.test`],
  );
  const id = rows[0]!.id;
  await pool.query(`INSERT INTO guardians (institute_id, parent_id, student_id) SELECT $1, $2, unnest($3::uuid[])`, [
    instituteId,
    id,
    childIds,
  ]);
  return { id, name, identity: { role: 'parent', userId: id, instituteId } };
}

/**
 * A register taken through POST /teacher/lectures by the place's teacher: the given students of the roster, each
 * Present except the ones named absent. Answers the lecture's id; throws when the register is refused.
 */
export async function takeRegister(
  area: AdminArea,
  place: TeachingInstitute,
  register: { subjectId: string; heldOn: string; period: number; students: readonly RosterStudent[]; absent?: string[] },
): Promise<string> {
  const { students, absent = [], ...slot } = register;
  const answer = await attendanceCalls(area).submit(place, { ...slot, marks: marksFor(students, absent) });
  if (answer.status !== 201) throw new Error(`register refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.lecture.id as string;
}

/**
 * A subject of a class in a semester (the place's unless told) taught by the place's teacher, so that
 * takeRegister can take its registers. Enrols no one.
 */
export async function teachSubject(
  pool: Pool,
  place: TeachingInstitute,
  subject: { name: string; code: string; kind?: 'core' | 'elective'; classId?: string; semesterId?: string },
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      place.institute.id,
      subject.classId ?? place.classId,
      subject.semesterId ?? place.semesterId,
      subject.name,
      subject.code,
      subject.kind ?? 'core',
    ],
  );
  await assignTeacher(pool, place.institute.id, rows[0]!.id, place.teacher.id);
  return rows[0]!.id;
}

/** Students of the class from `joinedOn`, named as given, answered as a roster (each with the roll number given them). */
export async function admitStudents(
  pool: Pool,
  instituteId: string,
  classId: string,
  names: readonly string[],
  joinedOn: string,
): Promise<RosterStudent[]> {
  const students: RosterStudent[] = [];
  for (const name of names) {
    const id = await insertStudent(pool, instituteId, name, { classId, joinedOn });
    const { rows } = await pool.query<{ rollNumber: string }>(
      `SELECT roll_number AS "rollNumber" FROM students WHERE institute_id = $1 AND id = $2`,
      [instituteId, id],
    );
    students.push({ id, name, rollNumber: rows[0]!.rollNumber });
  }
  return students;
}

/** GET /admin/dashboard as the caller, for the day asked or else the institute's today. */
export const dashboardOf = (area: AdminArea, identity: Identity, date?: string) =>
  area.stack.call('GET', `/admin/dashboard${date === undefined ? '' : `?date=${date}`}`, { identity });
/** A raw answer of a call: its status, headers and body text as sent (for downloads, whose bodies are not JSON). */
export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** GET a path as the gateway would call it for this identity, keeping the answer's headers and its text as sent. */
export async function rawGet(area: AdminArea, identity: Identity, pathAndQuery: string): Promise<RawAnswer> {
  const response = await fetch(`${area.stack.services.url}${pathAndQuery}`, {
    headers: identityHeaders(INTERNAL_SECRET, identity),
  });
  // The text keeps a leading byte order mark, which text() would drop.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  recordCall('GET', pathAndQuery, {}, undefined, response, text);
  return { status: response.status, headers: response.headers, text };
}

/**
 * Many students and lectures quickly, written by set-based SQL: `students` new members of the place's class since
 * the semester's start (roll numbers C-0001…), enrolled in the subject, and `lectures` lectures of the subject (periods
 * 1 to 5 of consecutive days from the semester's start); the first `marked` lectures carry every enrolled student's
 * mark, Present for even roll numbers and Absent for odd ones.
 */
export async function crowdedSubject(
  area: AdminArea,
  place: TeachingInstitute,
  { students, lectures, marked }: { students: number; lectures: number; marked: number },
): Promise<void> {
  const values = [place.institute.id, place.classId, place.subjectId, place.day(-60), students];
  await area.pool.query(
    `WITH people AS (
       INSERT INTO users (role, institute_id, name, email)
       SELECT 'student', $1, 'Crowd ' || lpad(n::text, 4, '0'), 'crowd-' || n || '-' || gen_random_uuid() || '@people.test'
       FROM generate_series(1, $5::int) AS n RETURNING id, name
     ),
     records AS (INSERT INTO students (institute_id, id, roll_number) SELECT $1, id, 'C-' || right(name, 4) FROM people),
     members AS (INSERT INTO class_members (institute_id, class_id, student_id, joined_on) SELECT $1, $2, id, $4::date FROM people)
     INSERT INTO enrollments (institute_id, subject_id, student_id, enrolled_on) SELECT $1, $3, id, $4::date FROM people`,
    values,
  );
  await area.pool.query(
    `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by)
     SELECT $1, gen_random_uuid(), $2, $3::date + (n - 1) / 5, 1 + (n - 1) % 5, $4 FROM generate_series(1, $5::int) AS n`,
    [place.institute.id, place.subjectId, place.day(-60), place.teacher.id, lectures],
  );
  await area.pool.query(
    `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source)
     SELECT $1, l.id, e.student_id, CASE WHEN right(s.roll_number, 1)::int % 2 = 0 THEN 'present' ELSE 'absent' END, $3, 'teacher'
     FROM (SELECT id FROM lectures WHERE institute_id = $1 AND subject_id = $2 ORDER BY held_on, period LIMIT $4) l
     JOIN enrollments e ON e.institute_id = $1 AND e.subject_id = $2
     JOIN students s ON s.institute_id = $1 AND s.id = e.student_id AND s.roll_number LIKE 'C-%'`,
    [place.institute.id, place.subjectId, place.teacher.id, marked],
  );
}

/** A person's stored choice of attendance mails: the row of mail_preferences, or null when they never chose. */
export async function storedMailPreferences(
  pool: Pool,
  instituteId: string,
  userId: string,
): Promise<{ dailySummary: boolean; lowAttendanceAlerts: boolean } | null> {
  const { rows } = await pool.query<{ dailySummary: boolean; lowAttendanceAlerts: boolean }>(
    `SELECT daily_summary AS "dailySummary", low_attendance_alerts AS "lowAttendanceAlerts"
     FROM mail_preferences WHERE institute_id = $1 AND user_id = $2`,
    [instituteId, userId],
  );
  return rows[0] ?? null;
}

/**
 * The area's services restarted with a summary clock the test sets (the Unix epoch until set, when no institute is
 * due) and no tick but the one at start and the kicks, so the real evening never runs an institute behind a test's back.
 */
export function summaryClockOf(area: AdminArea): { set(instant: string | Date): void } {
  let now = new Date(0);
  beforeAll(async () => {
    await area.stack.services.close();
    area.stack.services = await area.stack.startServices({ summaries: { clock: () => now, tickIntervalMs: 3_600_000 } });
  }, 60_000);
  return {
    set(instant) {
      now = new Date(instant);
    },
  };
}

/** The place's term moved so that `date` is its today: the semester runs 60 days either side of it, as everyone's enrolment. */
export async function termAround(area: AdminArea, place: TeachingInstitute, date: string): Promise<TeachingInstitute> {
  const shift = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${place.today}T00:00:00Z`)) / 86_400_000);
  for (const [table, columns] of [
    ['academic_years', ['starts_on', 'ends_on']],
    ['semesters', ['starts_on', 'ends_on']],
    ['class_members', ['joined_on']],
    ['enrollments', ['enrolled_on']],
  ] as const) {
    const moved = columns.map((column) => `${column} = ${column} + $2::int`).join(', ');
    await area.pool.query(`UPDATE ${table} SET ${moved} WHERE institute_id = $1`, [place.institute.id, shift]);
  }
  return { ...place, today: date, day: (offset: number) => addDays(date, offset) };
}

/** A lecture of the place's subject (or `subjectId`) held on the day with a mark for each student given: Present, except the ones named absent. */
export function markLecture(
  area: AdminArea,
  place: TeachingInstitute,
  lecture: {
    heldOn: string;
    period?: number;
    students: readonly RosterStudent[];
    absent?: readonly RosterStudent[];
    subjectId?: string;
  },
): Promise<string> {
  const { students, absent = [], subjectId = place.subjectId, ...slot } = lecture;
  return withTenant(area.applicationPool, place.institute.id, (db) =>
    insertLecture(db, place.institute.id, {
      ...slot,
      subjectId,
      takenBy: place.teacher.id,
      students: students.map((student) => student.id),
      absent: absent.map((student) => student.id),
    }),
  );
}

/** The office's correction of a student's current mark in a lecture, as the correction call writes it. */
export async function correctMark(
  area: AdminArea,
  place: TeachingInstitute,
  { lectureId, studentId, status }: { lectureId: string; studentId: string; status: MarkStatus },
): Promise<void> {
  await area.pool.query(
    `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source, supersedes, reason)
     SELECT m.institute_id, m.lecture_id, m.student_id, $4, $5, 'office', m.id, 'Marked by mistake'
     FROM attendance_marks m
     WHERE m.institute_id = $1 AND m.lecture_id = $2 AND m.student_id = $3
       AND NOT EXISTS (SELECT FROM attendance_marks c WHERE c.institute_id = m.institute_id AND c.supersedes = m.id)`,
    [place.institute.id, lectureId, studentId, status, place.institute.adminId],
  );
}

/** A queued mail as the outbox holds it. */
export interface QueuedMail {
  key: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Every queued mail about a student of the institute (its key names them) or a family of it (a parent's summary,
 * 'summary:family:<parent>:<day>'), by key (code point order, as JavaScript sorts).
 */
export async function outboxAbout(pool: Pool, instituteId: string): Promise<QueuedMail[]> {
  const { rows } = await pool.query<QueuedMail>(
    `SELECT o.idempotency_key AS key, o."to", o.subject, o.text
     FROM mail_outbox o
     WHERE EXISTS (SELECT FROM students s WHERE s.institute_id = $1 AND split_part(o.idempotency_key, ':', 2) = s.id::text)
        OR (split_part(o.idempotency_key, ':', 2) = 'family'
            AND EXISTS (SELECT FROM users u WHERE u.institute_id = $1 AND split_part(o.idempotency_key, ':', 3) = u.id::text))
     ORDER BY o.idempotency_key COLLATE "C"`,
    [instituteId],
  );
  return rows;
}

/**
 * Every mail about the institute, as `outboxAbout` lists them, once the outbox has sent what is due: each with its
 * text as delivered, since a sent row keeps none (a test reading the outbox races the worker otherwise).
 */
export async function deliveredAbout(area: AdminArea, instituteId: string): Promise<QueuedMail[]> {
  await area.stack.services.flushOutbox();
  const [queued, delivered] = await Promise.all([outboxAbout(area.pool, instituteId), readMailbox(area.stack.mail.mailDir)]);
  return queued.map((mail) =>
    mail.text
      ? mail
      : { ...mail, text: delivered.find((one) => one.to.includes(mail.to) && one.subject === mail.subject)?.text ?? '' },
  );
}

/** The address of a user (student, parent, …). */
export async function emailOf(pool: Pool, userId: string): Promise<string> {
  const { rows } = await pool.query<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [userId]);
  return rows[0]!.email;
}
