import type { Permission } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import type { Pool } from '../../src/db/pool';
import type { TestStack } from './stack';

let people = 0;
const uniqueEmail = (word: string) => `${word}-${++people}-${Date.now().toString(36)}@people.test`;

/** A teacher of the institute, written with SQL (the teachers' own calls are tested elsewhere). */
export async function insertTeacher(pool: Pool, instituteId: string, name: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users (role, institute_id, name, email) VALUES ('teacher', $1, $2, $3) RETURNING id`,
    [instituteId, name, uniqueEmail('teacher')],
  );
  return rows[0]!.id;
}

export interface Membership {
  classId: string;
  joinedOn: string;
  leftOn?: string;
}

/** A student of the institute in a class from `joinedOn` (the first day in) to `leftOn` (the first day out). */
export async function insertStudent(pool: Pool, instituteId: string, name: string, membership: Membership): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users (role, institute_id, name, email) VALUES ('student', $1, $2, $3) RETURNING id`,
    [instituteId, name, uniqueEmail('student')],
  );
  const id = rows[0]!.id;
  await pool.query(`INSERT INTO students (institute_id, id, roll_number) VALUES ($1, $2, $3)`, [instituteId, id, `R${people}`]);
  await pool.query(
    `INSERT INTO class_members (institute_id, class_id, student_id, joined_on, left_on) VALUES ($1, $2, $3, $4, $5)`,
    [instituteId, membership.classId, id, membership.joinedOn, membership.leftOn ?? null],
  );
  return id;
}

/** A held lecture of the subject, as attendance taking would record it. */
export async function insertLecture(pool: Pool, instituteId: string, subjectId: string, takenBy: string, heldOn: string) {
  await pool.query(
    `INSERT INTO lectures (institute_id, id, subject_id, held_on, period, taken_by) VALUES ($1, gen_random_uuid(), $2, $3, 1, $4)`,
    [instituteId, subjectId, heldOn, takenBy],
  );
}

/** A second admin of the institute whose one custom role grants exactly these permissions. */
export async function adminWithOnly(pool: Pool, instituteId: string, granted: Permission[]): Promise<Identity> {
  const admin = await pool.query<{ id: string }>(
    `INSERT INTO users (role, institute_id, name, email) VALUES ('admin', $1, 'Omar Office', $2) RETURNING id`,
    [instituteId, uniqueEmail('office')],
  );
  const role = await pool.query<{ id: string }>(`INSERT INTO custom_roles (institute_id, name) VALUES ($1, $2) RETURNING id`, [
    instituteId,
    `Office ${people}`,
  ]);
  const [userId, roleId] = [admin.rows[0]!.id, role.rows[0]!.id];
  for (const permission of granted)
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
  return { role: 'admin', userId, instituteId };
}

/** The institute's today, on its own clock. */
export async function instituteToday(pool: Pool, instituteId: string): Promise<string> {
  const { rows } = await pool.query<{ today: string }>(
    `SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM institutes WHERE id = $1`,
    [instituteId],
  );
  return rows[0]!.today;
}

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
    subject: async (fields: { classId: string; semesterId: string; name: string; code: string; kind: 'core' | 'elective' }) =>
      (await created('/admin/subjects', fields)).subject as { id: string },
  };
}
