import { permissions } from '@rollcall/contracts';
import type { Queryable } from '../db/pool';

/**
 * Locks the institute's admins until the transaction ends. Every change to who holds which role, to what a role
 * grants or to who is an admin takes this lock first, so two changes at once cannot each leave the other's admin
 * as the last one with every permission, and a caller's own permissions cannot change while they are checked.
 */
export async function lockAdmins(db: Queryable, instituteId: string): Promise<void> {
  await db.query(`SELECT id FROM users WHERE institute_id = $1 AND role = 'admin' ORDER BY id FOR NO KEY UPDATE`, [instituteId]);
}

/**
 * The institute's admins, and how many of them hold every permission: those without a custom role, and those
 * whose roles together grant every permission.
 */
export async function countAdmins(db: Queryable, instituteId: string): Promise<{ admins: number; full: number }> {
  const { rows } = await db.query<{ admins: number; full: number }>(
    `SELECT count(*)::int AS admins,
            count(*) FILTER (WHERE a.roles = 0 OR a.granted = $2)::int AS full
     FROM (
       SELECT (SELECT count(*) FROM user_custom_roles ucr WHERE ucr.institute_id = u.institute_id AND ucr.user_id = u.id) AS roles,
              (SELECT count(DISTINCT rp.permission)
               FROM user_custom_roles ucr
               JOIN role_permissions rp ON rp.institute_id = ucr.institute_id AND rp.role_id = ucr.role_id
               WHERE ucr.institute_id = u.institute_id AND ucr.user_id = u.id) AS granted
       FROM users u
       WHERE u.institute_id = $1 AND u.role = 'admin'
     ) a`,
    [instituteId, permissions.length],
  );
  return rows[0]!;
}
