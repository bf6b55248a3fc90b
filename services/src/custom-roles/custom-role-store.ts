import { type CustomRole, type Permission, permissions } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import { type Queryable, uniqueViolation } from '../db/pool';

/** A role as parsed from its form: the name trimmed, each permission once. */
export interface CustomRoleInput {
  name: string;
  permissions: Permission[];
}

const ROLE_COLUMNS = `r.id, r.name,
  coalesce((SELECT array_agg(rp.permission) FROM role_permissions rp WHERE rp.institute_id = r.institute_id AND rp.role_id = r.id),
           '{}') AS permissions,
  (SELECT count(*)::int FROM user_custom_roles ucr WHERE ucr.institute_id = r.institute_id AND ucr.role_id = r.id) AS holders`;

/** Permissions always read in the order of the contracts' list, whatever order they were stored in. */
const inListOrder = (role: CustomRole): CustomRole => ({
  ...role,
  permissions: permissions.filter((permission) => role.permissions.includes(permission)),
});

export async function listCustomRoles(db: Queryable, instituteId: string): Promise<CustomRole[]> {
  const { rows } = await db.query<CustomRole>(
    `SELECT ${ROLE_COLUMNS} FROM custom_roles r WHERE r.institute_id = $1 ORDER BY lower(r.name), r.name, r.id`,
    [instituteId],
  );
  return rows.map(inListOrder);
}

export async function findCustomRole(db: Queryable, instituteId: string, roleId: string): Promise<CustomRole | null> {
  const { rows } = await db.query<CustomRole>(
    `SELECT ${ROLE_COLUMNS} FROM custom_roles r WHERE r.institute_id = $1 AND r.id = $2`,
    [instituteId, roleId],
  );
  return rows[0] ? inListOrder(rows[0]) : null;
}

async function grantPermissions(db: Queryable, instituteId: string, roleId: string, granted: Permission[]): Promise<void> {
  await db.query(`DELETE FROM role_permissions WHERE institute_id = $1 AND role_id = $2`, [instituteId, roleId]);
  await db.query(`INSERT INTO role_permissions (institute_id, role_id, permission) SELECT $1, $2, unnest($3::text[])`, [
    instituteId,
    roleId,
    granted,
  ]);
}

/** A clash on the name leaves the surrounding transaction aborted: the caller must end it. */
export async function insertCustomRole(
  db: Queryable,
  instituteId: string,
  role: CustomRoleInput,
): Promise<Outcome<CustomRole, 'duplicate'>> {
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO custom_roles (institute_id, name) VALUES ($1, $2) RETURNING id`,
      [instituteId, role.name],
    );
    const roleId = rows[0]!.id;
    await grantPermissions(db, instituteId, roleId, role.permissions);
    return succeeded((await findCustomRole(db, instituteId, roleId))!);
  } catch (error) {
    if (uniqueViolation(error) === 'custom_roles_name_key') return refused('duplicate');
    throw error;
  }
}

/** Renames the role and replaces what it grants; its holders keep it. A clash on the name aborts the transaction. */
export async function updateCustomRole(
  db: Queryable,
  instituteId: string,
  roleId: string,
  role: CustomRoleInput,
): Promise<Outcome<CustomRole, 'not-found' | 'duplicate'>> {
  try {
    const { rowCount } = await db.query(`UPDATE custom_roles SET name = $3 WHERE institute_id = $1 AND id = $2`, [
      instituteId,
      roleId,
      role.name,
    ]);
    if (!rowCount) return refused('not-found');
    await grantPermissions(db, instituteId, roleId, role.permissions);
    return succeeded((await findCustomRole(db, instituteId, roleId))!);
  } catch (error) {
    if (uniqueViolation(error) === 'custom_roles_name_key') return refused('duplicate');
    throw error;
  }
}

/** Its permissions and its assignments go with it (the foreign keys cascade). */
export async function deleteCustomRole(db: Queryable, instituteId: string, roleId: string): Promise<Outcome<void, 'not-found'>> {
  const { rowCount } = await db.query(`DELETE FROM custom_roles WHERE institute_id = $1 AND id = $2`, [instituteId, roleId]);
  return rowCount ? succeeded(undefined) : refused('not-found');
}
