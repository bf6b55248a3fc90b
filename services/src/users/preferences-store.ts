import type { Language, Role } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';
import { USER_COLUMNS, type UserRow } from './user-record';

/** Stores the user's language; null when no user of that role has the id (any more). */
export async function setLanguage(db: Queryable, userId: string, role: Role, language: Language): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET language = $2, updated_at = now() WHERE id = $1 AND role = $3 RETURNING ${USER_COLUMNS}`,
    [userId, language, role],
  );
  return rows[0] ?? null;
}
