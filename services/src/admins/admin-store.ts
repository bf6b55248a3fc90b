import type { Admin } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { uniqueViolation } from '../db/pool';
import { countAdmins, lockAdmins } from '../permissions/full-admins';

export interface NewAdmin {
  instituteId: string;
  name: string;
  email: string;
  passwordHash: string;
  temporaryPasswordExpiresAt: Date;
}

/** A clash on the email leaves a surrounding transaction aborted: the caller must end it. */
export async function insertAdmin(db: Queryable, admin: NewAdmin): Promise<Outcome<Admin, 'duplicate-email'>> {
  try {
    const { rows } = await db.query<Admin>(
      `INSERT INTO users (role, institute_id, name, email, password_hash, must_change_password, temporary_password_expires_at)
       VALUES ('admin', $1, $2, $3, $4, true, $5)
       RETURNING id, name, email`,
      [admin.instituteId, admin.name, admin.email, admin.passwordHash, admin.temporaryPasswordExpiresAt],
    );
    return succeeded(rows[0]!);
  } catch (error) {
    if (uniqueViolation(error) === 'users_role_email_key') return refused('duplicate-email');
    throw error;
  }
}

export interface AdminOfInstitute extends Admin {
  instituteName: string;
}

/**
 * Replaces an admin's password with a temporary one (changed at the next sign-in, good once, until
 * `expiresAt`) and returns the admin with their institute's name; anyone else is not found.
 */
export async function reissueAdminPassword(
  db: Queryable,
  adminId: string,
  passwordHash: string,
  expiresAt: Date,
): Promise<Outcome<AdminOfInstitute, 'not-found'>> {
  const { rows } = await db.query<AdminOfInstitute>(
    `UPDATE users u SET password_hash = $2, must_change_password = true, temporary_password_expires_at = $3,
       temporary_password_used_at = NULL, updated_at = now()
     FROM institutes i
     WHERE i.id = u.institute_id AND u.id = $1 AND u.role = 'admin'
     RETURNING u.id, u.name, u.email, i.name AS "instituteName"`,
    [adminId, passwordHash, expiresAt],
  );
  return rows[0] ? succeeded(rows[0]) : refused('not-found');
}

export async function listAdmins(db: Queryable, instituteId: string): Promise<Admin[]> {
  const { rows } = await db.query<Admin>(
    `SELECT id, name, email FROM users WHERE role = 'admin' AND institute_id = $1 ORDER BY lower(name), email, id`,
    [instituteId],
  );
  return rows;
}

export async function renameAdmin(db: Queryable, adminId: string, name: string): Promise<Outcome<Admin, 'not-found'>> {
  const { rows } = await db.query<Admin>(
    `UPDATE users SET name = $2, updated_at = now() WHERE id = $1 AND role = 'admin' RETURNING id, name, email`,
    [adminId, name],
  );
  return rows[0] ? succeeded(rows[0]) : refused('not-found');
}

/** A row that names the user (RESTRICT answers 23001, NO ACTION 23503). */
const STILL_REFERENCED = new Set(['23001', '23503']);

/**
 * Deleting the user row ends their sessions at once (sessions.user_id cascades). The last admin who holds every
 * permission stays while admins restricted by custom roles remain; the only admin of an institute can go (a new
 * admin holds every permission). An admin named by attendance they recorded stays. A refusal comes after the delete:
 * run it in a transaction that the refusal ends.
 */
export async function deleteAdmin(db: Queryable, adminId: string): Promise<Outcome<void, 'not-found' | 'conflict' | 'in-use'>> {
  const { rows } = await db.query<{ institute_id: string }>(`SELECT institute_id FROM users WHERE id = $1 AND role = 'admin'`, [
    adminId,
  ]);
  const instituteId = rows[0]?.institute_id;
  if (!instituteId) return refused('not-found');
  await lockAdmins(db, instituteId);
  const before = await countAdmins(db, instituteId);
  let deleted: number | null;
  try {
    ({ rowCount: deleted } = await db.query(`DELETE FROM users WHERE id = $1 AND role = 'admin'`, [adminId]));
  } catch (error) {
    // Attendance names who recorded each mark, and marks are never removed: an admin who corrected one stays.
    if (STILL_REFERENCED.has((error as { code?: string }).code ?? '')) return refused('in-use');
    throw error;
  }
  if (!deleted) return refused('not-found');
  const after = await countAdmins(db, instituteId);
  if (before.full > 0 && after.full === 0 && after.admins > 0) return refused('conflict');
  return succeeded(undefined);
}
