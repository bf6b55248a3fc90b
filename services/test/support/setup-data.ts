import { randomUUID } from 'node:crypto';
import type { Permission } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import type { Pool, Queryable } from '../../src/db/pool';
import type { AdminArea } from './institute';
import type { TestStack } from './stack';

// Rows written straight into the database, for tests of calls that need them (their own routes are tested elsewhere).

let people = 0;
const uniqueEmail = (word: string) => `${word}-${++people}-${Date.now().toString(36)}@people.test`;

export interface TestPerson {
  id: string;
  name: string;
  /** The person as the gateway would sign them. */
  identity: Identity;
}

/** A teacher, student or second admin of the institute (a student without a class or roll number). */
export async function insertPerson(
  pool: Pool,
  instituteId: string,
  role: 'admin' | 'teacher' | 'student',
  name: string,
): Promise<TestPerson> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users (role, institute_id, name, email) VALUES ($1, $2, $3, $4) RETURNING id`,
    [role, instituteId, name, uniqueEmail(role)],
  );
  const id = rows[0]!.id;
  return { id, name, identity: { role, userId: id, instituteId } };
}

export async function insertTeacher(pool: Pool, instituteId: string, name: string): Promise<string> {
  return (await insertPerson(pool, instituteId, 'teacher', name)).id;
}

export interface Membership {
  classId: string;
  joinedOn: string;
  leftOn?: string;
}

/** A student of the institute in a class from `joinedOn` (the first day in) to `leftOn` (the first day out). */
export async function insertStudent(pool: Pool, instituteId: string, name: string, membership: Membership): Promise<string> {
  const { id } = await insertPerson(pool, instituteId, 'student', name);
  await pool.query(`INSERT INTO students (institute_id, id, roll_number) VALUES ($1, $2, $3)`, [instituteId, id, `R${people}`]);
  await pool.query(
    `INSERT INTO class_members (institute_id, class_id, student_id, joined_on, left_on) VALUES ($1, $2, $3, $4, $5)`,
    [instituteId, membership.classId, id, membership.joinedOn, membership.leftOn ?? null],
  );
  return id;
}

/** A lecture of the subject held on the day by a new teacher, so the subject and what holds it have attendance. */
export async function holdLecture(pool: Pool, instituteId: string, subjectId: string, heldOn: string) {
  const takenBy = await insertTeacher(pool, instituteId, 'Ravi Kumar');
  await insertLecture(pool, instituteId, { subjectId, takenBy, heldOn });
}

export interface LectureRows {
  subjectId: string;
  takenBy: string;
  heldOn: string;
  /** Made here unless given. */
  id?: string;
  period?: number;
  /** One mark each, recorded by `takenBy`: Present, except the ones named absent. */
  students?: readonly string[];
  absent?: readonly string[];
}

/** A held lecture of the subject and its marks, as taking attendance writes them; answers the lecture's id. */
export async function insertLecture(
  db: Queryable,
  instituteId: string,
  { subjectId, takenBy, heldOn, id = randomUUID(), period = 1, students = [], absent = [] }: LectureRows,
): Promise<string> {
  await db.query(
    `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by) VALUES ($1, $2, $3, $4, $5, $6)`,
    [instituteId, id, subjectId, heldOn, period, takenBy],
  );
  if (students.length > 0)
    await db.query(
      `INSERT INTO attendance_marks (institute_id, lecture_id, student_id, status, recorded_by, source)
       SELECT $1, $2, student_id, CASE WHEN student_id = ANY ($4::uuid[]) THEN 'absent' ELSE 'present' END, $3, 'teacher'
       FROM unnest($5::uuid[]) AS student_id`,
      [instituteId, id, takenBy, absent, students],
    );
  return id;
}

export async function seedClass(pool: Pool, instituteId: string, name: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(`INSERT INTO classes (institute_id, name) VALUES ($1, $2) RETURNING id`, [
    instituteId,
    name,
  ]);
  return rows[0]!.id;
}

/** A semester running the whole of its own academic year. */
export async function seedSemester(pool: Pool, instituteId: string, startsOn: string, endsOn: string): Promise<string> {
  const year = await pool.query<{ id: string }>(
    `INSERT INTO academic_years (institute_id, name, starts_on, ends_on) VALUES ($1, $2, $3, $4) RETURNING id`,
    [instituteId, `Year from ${startsOn}`, startsOn, endsOn],
  );
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO semesters (institute_id, academic_year_id, name, starts_on, ends_on) VALUES ($1, $2, 'Semester 1', $3, $4) RETURNING id`,
    [instituteId, year.rows[0]!.id, startsOn, endsOn],
  );
  return rows[0]!.id;
}

export async function seedSubject(
  pool: Pool,
  instituteId: string,
  { classId, semesterId, code, kind }: { classId: string; semesterId: string; code: string; kind: 'core' | 'elective' },
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO subjects (institute_id, class_id, semester_id, name, code, kind) VALUES ($1, $2, $3, $4, $4, $5) RETURNING id`,
    [instituteId, classId, semesterId, code, kind],
  );
  return rows[0]!.id;
}

/** The teacher teaches the subject. */
export async function assignTeacher(pool: Pool, instituteId: string, subjectId: string, teacherId: string): Promise<void> {
  await pool.query(`INSERT INTO subject_teachers (institute_id, subject_id, teacher_id) VALUES ($1, $2, $3)`, [
    instituteId,
    subjectId,
    teacherId,
  ]);
}

/** Gives the user a custom role granting exactly these permissions (an admin with a role holds only what it grants). */
export async function grantOnly(pool: Pool, instituteId: string, userId: string, permissions: Permission[]): Promise<void> {
  const role = await pool.query<{ id: string }>(`INSERT INTO custom_roles (institute_id, name) VALUES ($1, $2) RETURNING id`, [
    instituteId,
    `Role ${++people}`,
  ]);
  const roleId = role.rows[0]!.id;
  for (const permission of permissions)
    await pool.query(`INSERT INTO role_permissions (institute_id, role_id, permission) VALUES ($1, $2, $3)`, [
      instituteId,
      roleId,
      permission,
    ]);
  await pool.query(`INSERT INTO user_custom_roles (institute_id, user_id, role_id) VALUES ($1, $2, $3)`, [
    instituteId,
    userId,
    roleId,
  ]);
}

/** A second admin of the institute whose one custom role grants exactly these permissions. */
export async function adminWithOnly(pool: Pool, instituteId: string, granted: Permission[]): Promise<Identity> {
  const admin = await insertPerson(pool, instituteId, 'admin', 'Omar Office');
  await grantOnly(pool, instituteId, admin.id, granted);
  return admin.identity;
}

/** The institute's today, on its own clock. */
export async function instituteToday(pool: Pool, instituteId: string): Promise<string> {
  const { rows } = await pool.query<{ today: string }>(
    `SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM institutes WHERE id = $1`,
    [instituteId],
  );
  return rows[0]!.today;
}

/** The institute's today (Asia/Kolkata, the default time zone), as YYYY-MM-DD. */
export const todayInKolkata = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** That day plus some days, as YYYY-MM-DD. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The setup calls of one admin, each expecting success and answering what it made. */
export function setupCalls(stack: TestStack, identity: Identity) {
  const created = async (path: string, body: unknown) => {
    const answer = await stack.call('POST', path, { identity, body });
    if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  return {
    call: (method: string, path: string, body?: unknown) => stack.call(method, path, { identity, body }),
    year: async (name: string, startsOn: string, endsOn: string) =>
      (await created('/admin/academic-years', { name, startsOn, endsOn })).academicYear as { id: string },
    semester: async (academicYearId: string, name: string, startsOn: string, endsOn: string) =>
      (await created('/admin/semesters', { academicYearId, name, startsOn, endsOn })).semester as { id: string },
    class: async (name: string, classTeacherId?: string) =>
      (await created('/admin/classes', { name, classTeacherId })).class as { id: string },
    /** Physics (PHY1), core, unless told otherwise. */
    subject: async ({
      name = 'Physics',
      code = 'PHY1',
      kind = 'core',
      ...where
    }: {
      classId: string;
      semesterId: string;
      name?: string;
      code?: string;
      kind?: 'core' | 'elective';
    }) => (await created('/admin/subjects', { ...where, name, code, kind })).subject as { id: string },
  };
}

/** A fresh institute and its admin's setup calls. */
export async function instituteWithSetup(area: AdminArea) {
  const institute = await area.institute();
  return { institute, setup: setupCalls(area.stack, institute.admin) };
}

/** A fresh institute whose year runs 200 days either side of its today, with a semester around today and one after. */
export async function instituteInTerm(area: AdminArea) {
  const { institute, setup } = await instituteWithSetup(area);
  const today = await instituteToday(area.pool, institute.id);
  const day = (offset: number) => addDays(today, offset);
  const year = await setup.year('This year', day(-200), day(200));
  const current = await setup.semester(year.id, 'Current', day(-100), day(100));
  const next = await setup.semester(year.id, 'Next', day(101), day(190));
  return { institute, setup, today, day, current, next };
}

/**
 * A term for the people calls: Class 1-A and Class 1-B, one semester from 2026-07-01 to 2026-12-31, a core
 * subject in each class (MATH-A, MATH-B) and an elective in 1-A (ART-A).
 */
export async function seedTerm(pool: Pool, instituteId: string) {
  const classA = await seedClass(pool, instituteId, 'Class 1-A');
  const classB = await seedClass(pool, instituteId, 'Class 1-B');
  const semesterId = await seedSemester(pool, instituteId, '2026-07-01', '2026-12-31');
  const coreA = await seedSubject(pool, instituteId, { classId: classA, semesterId, code: 'MATH-A', kind: 'core' });
  const coreB = await seedSubject(pool, instituteId, { classId: classB, semesterId, code: 'MATH-B', kind: 'core' });
  const artA = await seedSubject(pool, instituteId, { classId: classA, semesterId, code: 'ART-A', kind: 'elective' });
  return { classA, classB, semesterId, coreA, coreB, artA };
}
