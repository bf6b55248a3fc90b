import type { Permission } from '@rollcall/contracts';
import { readMailbox } from '../../src/mail/mailbox';
import type { Pool } from '../../src/db/pool';
import { eventually, type TestStack } from './stack';

/** The academic setup the people calls need, written straight into the database (its own routes are tested elsewhere). */
export async function seedClass(pool: Pool, instituteId: string, name: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(`INSERT INTO classes (institute_id, name) VALUES ($1, $2) RETURNING id`, [
    instituteId,
    name,
  ]);
  return rows[0]!.id;
}

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

/** Gives the user a custom role granting exactly these permissions (an admin with a role holds only what it grants). */
export async function grantOnly(pool: Pool, instituteId: string, userId: string, permissions: Permission[]): Promise<void> {
  const role = await pool.query<{ id: string }>(`INSERT INTO custom_roles (institute_id, name) VALUES ($1, $2) RETURNING id`, [
    instituteId,
    `Role ${permissions.join(' ')} ${Math.random()}`,
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

/** The credentials mail sent to this address, once the outbox has sent it. */
export async function credentialsMailTo(stack: TestStack, email: string) {
  await stack.services.flushOutbox();
  return eventually(async () => (await readMailbox(stack.mail.mailDir)).find((message) => message.to.includes(email)));
}

/** Every mail the dev mailbox has for this address now. */
export async function mailsTo(stack: TestStack, email: string) {
  await stack.services.flushOutbox();
  return (await readMailbox(stack.mail.mailDir)).filter((message) => message.to.includes(email));
}

export const temporaryPasswordIn = (text: string) => /Temporary password: (\S+)/.exec(text)?.[1];

/** The institute's today (Asia/Kolkata, the default time zone), as YYYY-MM-DD. */
export const todayInKolkata = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
