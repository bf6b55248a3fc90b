import { type Language, PASSWORD_RESET_MINUTES } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

export interface ResetAccount {
  id: string;
  instituteId: string | null;
  name: string;
  email: string;
  /** The language their mail is written in. */
  language: Language;
}

export async function insertReset(db: Queryable, account: ResetAccount, tokenHash: string): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (token_hash, user_id, institute_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [tokenHash, account.id, account.instituteId, PASSWORD_RESET_MINUTES],
  );
}

/**
 * Uses up a link: the user it resets, or null for a used, expired or unknown one. The row stays locked until the
 * transaction ends, so of two resets with one token the second finds it used.
 */
export async function useReset(db: Queryable, tokenHash: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE password_resets SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  return rows[0]?.user_id ?? null;
}

/** Once the password is set, the user's other links stop working too. */
export async function useOtherResets(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** A teacher, student or parent of the institute, as an admin's reset names them. */
export async function findInstitutePerson(db: Queryable, instituteId: string, userId: string): Promise<ResetAccount | null> {
  const { rows } = await db.query<ResetAccount>(
    `SELECT id, institute_id AS "instituteId", name, email, language FROM users
     WHERE institute_id = $1 AND id = $2 AND role IN ('teacher', 'student', 'parent')`,
    [instituteId, userId],
  );
  return rows[0] ?? null;
}
