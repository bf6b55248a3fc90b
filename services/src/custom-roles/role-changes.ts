import { customRoleMessages, type CustomRole, type Permission, type StaffMember } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import {
  type CustomRoleInput,
  deleteCustomRole,
  findCustomRole,
  insertCustomRole,
  listCustomRoles,
  updateCustomRole,
} from './custom-role-store';
import { keepingAFullAdmin } from './keeping-a-full-admin';
import type { AdminCaller } from '../permissions/caller-permissions';
import { beyondReach, holdsEverything, lockAndReadChanger, type RoleChanger } from './role-changer';
import { anAdminHoldsOnly, findStaffMember, replaceCustomRoles } from './staff-store';

// Changes to roles and their holders, made by an admin of the institute (`caller`) within what they hold: a role
// that grants a permission the caller lacks can be neither created, edited, deleted, given nor taken away by them,
// and no role they hold can be edited or deleted by them. An admin without a custom role holds every permission, so
// taking away an admin's last role (or giving their first) is left to an admin who holds every permission.

const fullAdminOnly = refused('forbidden', customRoleMessages.fullAdminOnly);

export async function createRoleAs(
  db: Queryable,
  instituteId: string,
  caller: AdminCaller,
  input: CustomRoleInput,
): Promise<Outcome<CustomRole, 'duplicate' | 'forbidden'>> {
  const changer = await lockAndReadChanger(db, instituteId, caller);
  return beyondReach(changer, input.permissions) ?? insertCustomRole(db, instituteId, input);
}

/** The role, when the caller may edit or delete it. */
async function roleToChange(
  db: Queryable,
  instituteId: string,
  changer: RoleChanger,
  roleId: string,
): Promise<Outcome<CustomRole, 'not-found' | 'conflict'>> {
  const role = await findCustomRole(db, instituteId, roleId);
  if (!role) return refused('not-found');
  if (changer.roleIds.includes(roleId)) return refused('conflict', customRoleMessages.ownRole);
  return succeeded(role);
}

/** A role that grants something the caller lacks cannot be edited at all, not even renamed. */
export async function editRoleAs(
  db: Queryable,
  instituteId: string,
  caller: AdminCaller,
  roleId: string,
  input: CustomRoleInput,
): Promise<Outcome<CustomRole, 'not-found' | 'duplicate' | 'conflict' | 'forbidden'>> {
  const changer = await lockAndReadChanger(db, instituteId, caller);
  const found = await roleToChange(db, instituteId, changer, roleId);
  if (!found.ok) return found;
  const denial = beyondReach(changer, [...found.value.permissions, ...input.permissions]);
  return keepingAFullAdmin(db, instituteId, denial, () => updateCustomRole(db, instituteId, roleId, input));
}

export async function deleteRoleAs(
  db: Queryable,
  instituteId: string,
  caller: AdminCaller,
  roleId: string,
): Promise<Outcome<void, 'not-found' | 'conflict' | 'forbidden'>> {
  const changer = await lockAndReadChanger(db, instituteId, caller);
  const found = await roleToChange(db, instituteId, changer, roleId);
  if (!found.ok) return found;
  const leavesAnAdminWithout = !holdsEverything(changer) && (await anAdminHoldsOnly(db, instituteId, roleId));
  const denial = beyondReach(changer, found.value.permissions) ?? (leavesAnAdminWithout ? fullAdminOnly : null);
  return keepingAFullAdmin(db, instituteId, denial, () => deleteCustomRole(db, instituteId, roleId));
}

/** The permissions of the roles given or taken away. */
function touchedBy(roles: readonly CustomRole[], before: readonly string[], after: readonly string[]): Permission[] {
  const changed = roles.filter((role) => before.includes(role.id) !== after.includes(role.id));
  return changed.flatMap((role) => role.permissions);
}

/** Replaces the custom roles of a teacher or an admin other than the caller (the route refuses the caller). */
export async function assignRolesAs(
  db: Queryable,
  instituteId: string,
  caller: AdminCaller,
  userId: string,
  roleIds: readonly string[],
): Promise<Outcome<StaffMember, 'not-found' | 'conflict' | 'forbidden'>> {
  const changer = await lockAndReadChanger(db, instituteId, caller);
  const member = await findStaffMember(db, instituteId, userId);
  if (!member) return refused('not-found', customRoleMessages.userNotFound);
  const wanted = [...new Set(roleIds)];
  const roles = await listCustomRoles(db, instituteId);
  if (!wanted.every((roleId) => roles.some((role) => role.id === roleId))) {
    return refused('not-found', customRoleMessages.roleNotFound);
  }
  const current = member.customRoles.map((role) => role.id);
  const freesOrRestrictsAnAdmin = member.role === 'admin' && (current.length === 0) !== (wanted.length === 0);
  const denial =
    beyondReach(changer, touchedBy(roles, current, wanted)) ??
    (freesOrRestrictsAnAdmin && !holdsEverything(changer) ? fullAdminOnly : null);
  return keepingAFullAdmin(db, instituteId, denial, () => replaceCustomRoles(db, instituteId, userId, wanted));
}
