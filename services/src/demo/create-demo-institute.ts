import { randomInt } from 'node:crypto';
import type { DemoSignIn, Institute } from '@rollcall/contracts';
import type { Pool, Queryable } from '../db/pool';
import { withPlatform } from '../db/platform';
import { enterTenant } from '../db/tenant';
import { generatePassword } from '../passwords/generate';
import { hashPassword } from '../passwords/hashing';
import { insertDemoAttendance } from './demo-attendance-store';
import { planDemoSchool } from './demo-plan';
import { insertDemoInstitute, insertDemoSchool } from './demo-school-store';

export interface DemoInstitute {
  institute: Institute;
  /** One per role, each password in clear: shown once, never stored so. */
  signIns: DemoSignIn[];
}

export type DemoCreation = { ok: true; value: DemoInstitute } | { ok: false; retryAfterSeconds: number };

const SUFFIX_LETTERS = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Names this demo apart from every other: its institute's name and every address carry it. */
const newSuffix = () => Array.from({ length: 6 }, () => SUFFIX_LETTERS[randomInt(SUFFIX_LETTERS.length)]).join('');

/**
 * With a limit, demo institutes are made one at a time (the lock lasts until the transaction ends), and refused once
 * `limit` were made in the last hour: answers in how many seconds the oldest of them leaves that hour.
 */
async function secondsUntilAllowed(db: Queryable, limit: number): Promise<number | null> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('rollcall:demo-institutes', 0))`);
  const { rows } = await db.query<{ made: number; wait: number }>(
    `SELECT count(*)::int AS made, ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now()))::int AS wait
     FROM institutes WHERE demo AND created_at > now() - interval '1 hour'`,
  );
  const { made, wait } = rows[0]!;
  return made >= limit ? Math.max(1, wait) : null;
}

/**
 * Creates a demo institute in one transaction: the institute (platform work), then, as its tenant, the school and a
 * semester of attendance up to yesterday in the institute's time zone. Four of its people (an admin, a teacher, a
 * student and a parent) get random passwords that work at once; everyone else holds a temporary password nobody
 * was told. Passwords are hashed before the transaction begins, so none is held open while hashing.
 */
export async function createDemoInstitute(pool: Pool, { hourlyLimit }: { hourlyLimit: number | null }): Promise<DemoCreation> {
  const passwords = Array.from({ length: 4 }, () => generatePassword());
  const hashes: string[] = [];
  for (const password of passwords) hashes.push(await hashPassword(password));
  const suffix = newSuffix();
  const seed = randomInt(2 ** 31);

  return withPlatform(pool, async (db): Promise<DemoCreation> => {
    if (hourlyLimit !== null) {
      const wait = await secondsUntilAllowed(db, hourlyLimit);
      if (wait !== null) return { ok: false, retryAfterSeconds: wait };
    }
    const { rows } = await db.query<{ today: string }>(
      `SELECT to_char((now() AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS today`,
    );
    const today = rows[0]!.today;
    const plan = planDemoSchool(today, suffix, seed);
    const institute = await insertDemoInstitute(db, plan);
    await enterTenant(db, institute.id);
    const ids = await insertDemoSchool(db, institute.id, plan);
    await insertDemoAttendance(db, plan, ids, today);

    const student = plan.students.find((s) => s.rollNumber === plan.shown.student)!;
    const parent = plan.parents.find((p) => p.email === plan.shown.parent)!;
    const shown = [
      { role: 'admin', person: plan.admin, id: ids.adminId },
      { role: 'teacher', person: plan.teachers[plan.shown.teacher]!, id: ids.teachers.get(plan.shown.teacher)! },
      { role: 'student', person: student, id: ids.students.get(student.rollNumber)! },
      { role: 'parent', person: parent, id: ids.parents.get(parent.email)! },
    ] as const;
    await db.query(
      `UPDATE users u SET password_hash = p.hash, must_change_password = false, temporary_password_expires_at = NULL
       FROM unnest($2::uuid[], $3::text[]) AS p (id, hash)
       WHERE u.institute_id = $1 AND u.id = p.id`,
      [institute.id, shown.map((s) => s.id), hashes],
    );
    const signIns = shown.map(({ role, person }, index) => ({
      role,
      name: person.name,
      email: person.email,
      password: passwords[index]!,
    }));
    return { ok: true, value: { institute, signIns } };
  });
}
