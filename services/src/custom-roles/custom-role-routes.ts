import {
  customRoleFieldsSchema,
  customRoleMessages,
  userRolesSchema,
  type CustomRoleListResponse,
  type CustomRoleResponse,
  type StaffListResponse,
  type StaffMemberResponse,
  type SuccessResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { withTenant } from '../db/tenant';
import { allowRoles } from '../http/identity';
import { pathId } from '../http/path-id';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { requirePermission, tenantOf } from '../permissions/require-permission';
import { customRoleRefusals, customRoleWriteRefusals, roleAssignmentRefusals } from './custom-role-refusals';
import { deleteCustomRole, insertCustomRole, listCustomRoles, updateCustomRole } from './custom-role-store';
import { assignCustomRoles, listAdminsWithRoles } from './staff-store';

/** Admins who may manage roles define the institute's custom roles and give them to teachers and admins. */
export function customRoleRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const roleManagers = [allowRoles('admin'), requirePermission(pool, 'manage_roles')];

  router.get('/admin/roles', ...roleManagers, async (ctx) => {
    const { instituteId } = tenantOf(ctx.state);
    const roles = await withTenant(pool, instituteId, (db) => listCustomRoles(db, instituteId));
    reply<CustomRoleListResponse>(ctx, 200, { success: true, roles });
  });

  router.post('/admin/roles', ...roleManagers, async (ctx) => {
    const { instituteId } = tenantOf(ctx.state);
    const input = parseWith(customRoleFieldsSchema, ctx.request.body);
    // A refusal is thrown inside the transaction, so it rolls back.
    const role = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await insertCustomRole(db, instituteId, input), customRoleWriteRefusals(input.name)),
    );
    reply<CustomRoleResponse>(ctx, 201, { success: true, role });
  });

  router.put('/admin/roles/:id', ...roleManagers, async (ctx) => {
    const { instituteId } = tenantOf(ctx.state);
    const roleId = pathId(ctx.params.id, customRoleMessages.roleNotFound);
    const input = parseWith(customRoleFieldsSchema, ctx.request.body);
    const role = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await updateCustomRole(db, instituteId, roleId, input), customRoleWriteRefusals(input.name)),
    );
    reply<CustomRoleResponse>(ctx, 200, { success: true, role });
  });

  router.delete('/admin/roles/:id', ...roleManagers, async (ctx) => {
    const { instituteId } = tenantOf(ctx.state);
    const roleId = pathId(ctx.params.id, customRoleMessages.roleNotFound);
    const deleted = await withTenant(pool, instituteId, (db) => deleteCustomRole(db, instituteId, roleId));
    valueOrHttpError(deleted, customRoleRefusals);
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  // An admin who could change their own roles could lift their own restrictions.
  router.put('/admin/users/:id/roles', ...roleManagers, async (ctx) => {
    const { instituteId, userId: callerId } = tenantOf(ctx.state);
    const userId = pathId(ctx.params.id, customRoleMessages.userNotFound);
    const { roleIds } = parseWith(userRolesSchema, ctx.request.body);
    if (userId === callerId) throw refusalError('conflict', roleAssignmentRefusals, customRoleMessages.ownRoles);
    const user = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await assignCustomRoles(db, instituteId, userId, roleIds), roleAssignmentRefusals),
    );
    reply<StaffMemberResponse>(ctx, 200, { success: true, user });
  });

  router.get('/admin/admins', ...roleManagers, async (ctx) => {
    const { instituteId } = tenantOf(ctx.state);
    const admins = await withTenant(pool, instituteId, (db) => listAdminsWithRoles(db, instituteId));
    reply<StaffListResponse>(ctx, 200, { success: true, admins });
  });

  return router;
}
