import { customRoleMessages, type Permission, permissions } from '@rollcall/contracts';
import { type Outcome, refused } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { lockAdmins } from '../permissions/full-admins';
import { type AdminCaller, heldBy } from '../permissions/caller-permissions';

/** The admin who changes roles or their holders: what they hold, through which roles. */
export interface RoleChanger {
  held: Permission[];
  roleIds: string[];
}

/**
 * Locks the institute's admins, then reads the caller as they are now (an API token: what it allows of that), so their
 * holdings cannot change under the check.
 */
export async function lockAndReadChanger(db: Queryable, instituteId: string, caller: AdminCaller): Promise<RoleChanger> {
  await lockAdmins(db, instituteId);
  const held = (await heldBy(db, instituteId, caller)) ?? [];
  const { rows } = await db.query<{ role_id: string }>(
    `SELECT role_id FROM user_custom_roles WHERE institute_id = $1 AND user_id = $2`,
    [instituteId, caller.userId],
  );
  return { held, roleIds: rows.map((row) => row.role_id) };
}

export const holdsEverything = (changer: RoleChanger) => changer.held.length === permissions.length;

/**
 * Nobody gives or takes away a permission they do not hold: `touched` is every permission a change gives or takes
 * away, and the change is refused when one of them is not the caller's.
 */
export function beyondReach(changer: RoleChanger, touched: readonly Permission[]): Outcome<never, 'forbidden'> | null {
  const lacking = permissions.filter((permission) => touched.includes(permission) && !changer.held.includes(permission));
  return lacking.length > 0 ? refused('forbidden', customRoleMessages.permissionsNotHeld(lacking)) : null;
}
