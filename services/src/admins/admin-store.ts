import type { Admin } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';
import type { Queryable } from '../db/pool';
import { uniqueViolation } from '../db/pool';

export const adminMessages = {
  duplicateEmail: 'An admin with this email already exists',
  notFound: 'Admin not found',
} as const;

export interface NewAdmin {
  instituteId: string;
  name: string;
  email: string;
  passwordHash: string;
  temporaryPasswordExpiresAt: Date;
}

export async function insertAdmin(db: Queryable, admin: NewAdmin): Promise<Admin> {
  try {
    const { rows } = await db.query<Admin>(
      `INSERT INTO users (role, institute_id, name, email, password_hash, must_change_password, temporary_password_expires_at)
       VALUES ('admin', $1, $2, $3, $4, true, $5)
       RETURNING id, name, email`,
      [admin.instituteId, admin.name, admin.email, admin.passwordHash, admin.temporaryPasswordExpiresAt],
    );
    return rows[0]!;
  } catch (error) {
    if (uniqueViolation(error) === 'users_role_email_key') throw new HttpError(409, [adminMessages.duplicateEmail]);
    throw error;
  }
}

export interface AdminOfInstitute extends Admin {
  instituteName: string;
}

/** The admin with their institute's name, locked until the transaction ends; null for anyone else. */
export async function findAdminForUpdate(db: Queryable, adminId: string): Promise<AdminOfInstitute | null> {
  const { rows } = await db.query<AdminOfInstitute>(
    `SELECT u.id, u.name, u.email, i.name AS "instituteName"
     FROM users u JOIN institutes i ON i.id = u.institute_id
     WHERE u.id = $1 AND u.role = 'admin'
     FOR UPDATE OF u`,
    [adminId],
  );
  return rows[0] ?? null;
}

export async function listAdmins(db: Queryable, instituteId: string): Promise<Admin[]> {
  const { rows } = await db.query<Admin>(
    `SELECT id, name, email FROM users WHERE role = 'admin' AND institute_id = $1 ORDER BY lower(name), email, id`,
    [instituteId],
  );
  return rows;
}

export async function renameAdmin(db: Queryable, adminId: string, name: string): Promise<Admin> {
  const { rows } = await db.query<Admin>(
    `UPDATE users SET name = $2, updated_at = now() WHERE id = $1 AND role = 'admin' RETURNING id, name, email`,
    [adminId, name],
  );
  if (!rows[0]) throw new HttpError(404, [adminMessages.notFound]);
  return rows[0];
}

/** Deleting the user row ends their sessions at once (sessions.user_id cascades). */
export async function deleteAdmin(db: Queryable, adminId: string): Promise<void> {
  const { rowCount } = await db.query(`DELETE FROM users WHERE id = $1 AND role = 'admin'`, [adminId]);
  if (!rowCount) throw new HttpError(404, [adminMessages.notFound]);
}
