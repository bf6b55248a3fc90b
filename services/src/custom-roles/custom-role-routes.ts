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
import { inTenant, tenantValue, tenantOf } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { refusalError } from '../http/refusal-error';
import { adminHolding } from '../permissions/admin-holding';
import { createRouter, type RouteDependencies } from '../http/routes';
import { customRoleRefusals, customRoleWriteRefusals, roleAssignmentRefusals } from './custom-role-refusals';
import { listCustomRoles } from './custom-role-store';
import { assignRolesAs, createRoleAs, deleteRoleAs, editRoleAs } from './role-changes';
import { listAdminsWithRoles } from './staff-store';

/**
 * Admins who may manage roles define the institute's custom roles and give them to teachers and admins, within the
 * permissions they hold themselves (see role-changes).
 */
export function customRoleRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const manageRoles = adminHolding(pool, 'manage_roles');

  router.get('/admin/roles', manageRoles, async (ctx) => {
    const roles = await inTenant(pool, ctx.state, (db, instituteId) => listCustomRoles(db, instituteId));
    reply<CustomRoleListResponse>(ctx, 200, { success: true, roles });
  });

  router.post('/admin/roles', manageRoles, async (ctx) => {
    const { userId: callerId } = tenantOf(ctx.state);
    const input = parseWith(customRoleFieldsSchema, ctx.request.body);
    const role = await tenantValue(pool, ctx.state, customRoleWriteRefusals(input.name), (db, instituteId) =>
      createRoleAs(db, instituteId, callerId, input),
    );
    reply<CustomRoleResponse>(ctx, 201, { success: true, role });
  });

  router.put('/admin/roles/:id', manageRoles, async (ctx) => {
    const { userId: callerId } = tenantOf(ctx.state);
    const roleId = pathId(ctx.params.id, customRoleMessages.roleNotFound);
    const input = parseWith(customRoleFieldsSchema, ctx.request.body);
    const role = await tenantValue(pool, ctx.state, customRoleWriteRefusals(input.name), (db, instituteId) =>
      editRoleAs(db, instituteId, callerId, roleId, input),
    );
    reply<CustomRoleResponse>(ctx, 200, { success: true, role });
  });

  router.delete('/admin/roles/:id', manageRoles, async (ctx) => {
    const { userId: callerId } = tenantOf(ctx.state);
    const roleId = pathId(ctx.params.id, customRoleMessages.roleNotFound);
    await tenantValue(pool, ctx.state, customRoleRefusals, (db, instituteId) => deleteRoleAs(db, instituteId, callerId, roleId));
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  // An admin who could change their own roles could lift their own restrictions.
  router.put('/admin/users/:id/roles', manageRoles, async (ctx) => {
    const { userId: callerId } = tenantOf(ctx.state);
    const userId = pathId(ctx.params.id, customRoleMessages.userNotFound);
    const { roleIds } = parseWith(userRolesSchema, ctx.request.body);
    if (userId === callerId) throw refusalError('conflict', roleAssignmentRefusals, customRoleMessages.ownRoles);
    const user = await tenantValue(pool, ctx.state, roleAssignmentRefusals, (db, instituteId) =>
      assignRolesAs(db, instituteId, callerId, userId, roleIds),
    );
    reply<StaffMemberResponse>(ctx, 200, { success: true, user });
  });

  router.get('/admin/admins', manageRoles, async (ctx) => {
    const admins = await inTenant(pool, ctx.state, (db, instituteId) => listAdminsWithRoles(db, instituteId));
    reply<StaffListResponse>(ctx, 200, { success: true, admins });
  });

  return router;
}
