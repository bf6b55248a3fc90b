import type { CustomRole, Permission } from '@rollcall/contracts';
import type { Identity } from '@rollcall/contracts/internal';
import type { AdminArea } from './institute';
import type { Answer } from './stack';

// The roles calls of the admin area, and what the database holds of an institute's roles, for the roles tests.

export async function createRole(
  area: AdminArea,
  caller: Identity,
  name: string,
  granted: readonly Permission[],
): Promise<CustomRole> {
  const answer = await area.stack.call('POST', '/admin/roles', { identity: caller, body: { name, permissions: granted } });
  if (answer.status !== 201)
    throw new Error(`creating the role ${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.role as CustomRole;
}

export const editRole = (area: AdminArea, caller: Identity, roleId: string, name: string, granted: readonly Permission[]) =>
  area.stack.call('PUT', `/admin/roles/${roleId}`, { identity: caller, body: { name, permissions: granted } });

export const deleteRole = (area: AdminArea, caller: Identity, roleId: string): Promise<Answer> =>
  area.stack.call('DELETE', `/admin/roles/${roleId}`, { identity: caller });

export const assignRoles = (area: AdminArea, caller: Identity, userId: string, roleIds: readonly string[]): Promise<Answer> =>
  area.stack.call('PUT', `/admin/users/${userId}/roles`, { identity: caller, body: { roleIds } });

/** The institute's roles with what they grant, and who holds which, read straight from the database. */
export async function rolesInDatabase(area: AdminArea, instituteId: string) {
  const roles = await area.pool.query<{ id: string; name: string; permissions: string[] }>(
    `SELECT r.id, r.name,
            coalesce((SELECT array_agg(rp.permission ORDER BY rp.permission) FROM role_permissions rp
                      WHERE rp.institute_id = r.institute_id AND rp.role_id = r.id), '{}') AS permissions
     FROM custom_roles r WHERE r.institute_id = $1 ORDER BY r.id`,
    [instituteId],
  );
  const holdings = await area.pool.query<{ user_id: string; role_id: string }>(
    `SELECT user_id, role_id FROM user_custom_roles WHERE institute_id = $1 ORDER BY user_id, role_id`,
    [instituteId],
  );
  return { roles: roles.rows, holdings: holdings.rows };
}
