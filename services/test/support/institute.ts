import type { Identity } from '@rollcall/contracts/internal';
import type { Pool } from '../../src/db/pool';

export interface TestInstitute {
  id: string;
  adminId: string;
  /** The institute's admin, as the gateway would sign them. */
  admin: Identity;
}

let registered = 0;

/**
 * A fresh institute with one admin, written straight into the database (the super admin's calls are
 * tested elsewhere). Each call makes a new, independent institute, so tests do not share rows.
 */
export async function seedInstitute(pool: Pool, name = `Institute ${++registered}`): Promise<TestInstitute> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}-${registered}`;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO institutes (name, email, phone_number, address) VALUES ($1, $2, '080 1234', '1 Road') RETURNING id`,
    [name, `office@${slug}.test`],
  );
  const id = rows[0]!.id;
  const admin = await pool.query<{ id: string }>(
    `INSERT INTO users (role, institute_id, name, email, password_hash) VALUES ('admin', $1, 'Asha Admin', $2, 'x') RETURNING id`,
    [id, `admin@${slug}.test`],
  );
  const adminId = admin.rows[0]!.id;
  return { id, adminId, admin: { role: 'admin', userId: adminId, instituteId: id } };
}
