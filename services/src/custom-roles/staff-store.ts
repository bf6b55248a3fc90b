import { customRoleMessages, type StaffMember } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';

const STAFF = `SELECT u.id, u.name, u.email, u.role,
    coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY lower(r.name), r.id) FILTER (WHERE r.id IS NOT NULL),
             '[]') AS "customRoles"
  FROM users u
  LEFT JOIN user_custom_roles ucr ON ucr.institute_id = u.institute_id AND ucr.user_id = u.id
  LEFT JOIN custom_roles r ON r.institute_id = ucr.institute_id AND r.id = ucr.role_id`;

/** A teacher or an admin of the institute, with the custom roles they hold; anyone else is null. */
export async function findStaffMember(db: Queryable, instituteId: string, userId: string): Promise<StaffMember | null> {
  const { rows } = await db.query<StaffMember>(
    `${STAFF} WHERE u.institute_id = $1 AND u.id = $2 AND u.role IN ('admin', 'teacher') GROUP BY u.id`,
    [instituteId, userId],
  );
  return rows[0] ?? null;
}

export async function listAdminsWithRoles(db: Queryable, instituteId: string): Promise<StaffMember[]> {
  const { rows } = await db.query<StaffMember>(
    `${STAFF} WHERE u.institute_id = $1 AND u.role = 'admin' GROUP BY u.id ORDER BY lower(u.name), u.email, u.id`,
    [instituteId],
  );
  return rows;
}

/**
 * Locks the institute's admins, so two assignments at once cannot each leave the other admin as the last
 * unrestricted one, and tells whether an admin other than `userId` holds no custom role (and so every permission).
 */
async function anotherUnrestrictedAdmin(db: Queryable, instituteId: string, userId: string): Promise<boolean> {
  await db.query(`SELECT id FROM users WHERE institute_id = $1 AND role = 'admin' ORDER BY id FOR NO KEY UPDATE`, [instituteId]);
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM users u
       WHERE u.institute_id = $1 AND u.role = 'admin' AND u.id <> $2
         AND NOT EXISTS (SELECT 1 FROM user_custom_roles ucr WHERE ucr.institute_id = u.institute_id AND ucr.user_id = u.id)
     ) AS found`,
    [instituteId, userId],
  );
  return rows[0]!.found;
}

async function allRolesExist(db: Queryable, instituteId: string, roleIds: string[]): Promise<boolean> {
  const { rows } = await db.query<{ known: number }>(
    `SELECT count(*)::int AS known FROM custom_roles WHERE institute_id = $1 AND id = ANY($2::uuid[])`,
    [instituteId, roleIds],
  );
  return rows[0]!.known === roleIds.length;
}

/**
 * Replaces the custom roles of a teacher or an admin. An admin without custom roles holds every permission;
 * restricting the last such admin would leave nobody able to manage the institute, so it is refused.
 */
export async function assignCustomRoles(
  db: Queryable,
  instituteId: string,
  userId: string,
  roleIds: string[],
): Promise<Outcome<StaffMember, 'not-found' | 'conflict'>> {
  const member = await findStaffMember(db, instituteId, userId);
  if (!member) return refused('not-found', customRoleMessages.userNotFound);
  const wanted = [...new Set(roleIds)];
  if (!(await allRolesExist(db, instituteId, wanted))) return refused('not-found', customRoleMessages.roleNotFound);
  if (member.role === 'admin' && wanted.length > 0 && !(await anotherUnrestrictedAdmin(db, instituteId, userId))) {
    return refused('conflict', customRoleMessages.lastFullAdmin);
  }
  await db.query(`DELETE FROM user_custom_roles WHERE institute_id = $1 AND user_id = $2`, [instituteId, userId]);
  await db.query(`INSERT INTO user_custom_roles (institute_id, user_id, role_id) SELECT $1, $2, unnest($3::uuid[])`, [
    instituteId,
    userId,
    wanted,
  ]);
  return succeeded((await findStaffMember(db, instituteId, userId))!);
}
