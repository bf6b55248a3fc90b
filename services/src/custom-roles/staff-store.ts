import type { StaffMember } from '@rollcall/contracts';
import { type Outcome, succeeded } from '../db/outcome';
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

/** Whether an admin holds this role and no other: without it they would hold every permission. */
export async function anAdminHoldsOnly(db: Queryable, instituteId: string, roleId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM user_custom_roles ucr
       JOIN users u ON u.institute_id = ucr.institute_id AND u.id = ucr.user_id AND u.role = 'admin'
       WHERE ucr.institute_id = $1 AND ucr.role_id = $2
         AND NOT EXISTS (SELECT 1 FROM user_custom_roles other
                         WHERE other.institute_id = ucr.institute_id AND other.user_id = ucr.user_id AND other.role_id <> $2)
     ) AS found`,
    [instituteId, roleId],
  );
  return rows[0]!.found;
}

/** Replaces the custom roles of a teacher or an admin of the institute (both known to exist) and reads them back. */
export async function replaceCustomRoles(
  db: Queryable,
  instituteId: string,
  userId: string,
  roleIds: readonly string[],
): Promise<Outcome<StaffMember, never>> {
  await db.query(`DELETE FROM user_custom_roles WHERE institute_id = $1 AND user_id = $2`, [instituteId, userId]);
  await db.query(`INSERT INTO user_custom_roles (institute_id, user_id, role_id) SELECT $1, $2, unnest($3::uuid[])`, [
    instituteId,
    userId,
    roleIds,
  ]);
  return succeeded((await findStaffMember(db, instituteId, userId))!);
}
