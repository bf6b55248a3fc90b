import type { Role } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { USER_COLUMNS, type UserRow } from '../users/user-record';

export async function findUserByRoleAndEmail(db: Queryable, role: Role, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE role = $1 AND email = $2`, [role, email]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** True while the account's password is a temporary one that has not been changed yet. */
export function holdsTemporaryPassword(user: UserRow): boolean {
  return user.must_change_password && user.temporary_password_expires_at !== null;
}

/**
 * Uses up a temporary password: only the first sign-in before expiry succeeds, even when two arrive at once.
 */
export async function consumeTemporaryPassword(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE users SET temporary_password_used_at = now(), updated_at = now()
     WHERE id = $1 AND temporary_password_used_at IS NULL AND temporary_password_expires_at > now()`,
    [userId],
  );
  return rowCount === 1;
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET password_hash = $2, must_change_password = false, temporary_password_expires_at = NULL,
       temporary_password_used_at = NULL, updated_at = now()
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [userId, passwordHash],
  );
  return rows[0] ?? null;
}

/** Ends every session of the user at once (the gateway keeps its sessions in this table and reads them per request). */
export async function endSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
