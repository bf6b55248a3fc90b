import { useMemo } from 'react';
import { customRoleMessages, type CustomRole, type Permission, permissions } from '@rollcall/contracts';
import { useAdminMe } from '../data/hooks';

/**
 * What the signed-in admin may grant and which roles they hold, or null until /admin/me answers (then nothing is
 * greyed out: the server decides either way).
 */
export interface RoleReach {
  held: readonly Permission[];
  ownRoleIds: readonly string[];
}

export function useRoleReach(): RoleReach | null {
  const { data } = useAdminMe();
  return useMemo(() => (data ? { held: data.permissions, ownRoleIds: data.customRoles.map((role) => role.id) } : null), [data]);
}

export const canGrant = (reach: RoleReach | null, permission: Permission) => !reach || reach.held.includes(permission);

export const withinReach = (reach: RoleReach | null, granted: readonly Permission[]) =>
  granted.every((permission) => canGrant(reach, permission));

export const holdsEverything = (reach: RoleReach | null) => permissions.every((permission) => canGrant(reach, permission));

/** Why the admin may not edit or delete this role (`grantsMore` when it grants beyond their reach), or null when they may. */
export function roleLockedReason(reach: RoleReach | null, role: CustomRole, grantsMore: string): string | null {
  if (reach?.ownRoleIds.includes(role.id)) return customRoleMessages.ownRole;
  return withinReach(reach, role.permissions) ? null : grantsMore;
}
