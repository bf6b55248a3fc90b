import { customRoleMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { callerOf, inTenant, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { refusalError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
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
  const roleId = (id: string) => pathId(id, customRoleMessages.roleNotFound);

  serve(router, pool, routes.listRoles, async ({ state }) => {
    const roles = await inTenant(pool, state, (db, instituteId) => listCustomRoles(db, instituteId));
    return { status: 200, body: { success: true, roles } };
  });

  serve(router, pool, routes.createRole, async ({ body, state }) => {
    const caller = callerOf(state);
    const role = await tenantValue(pool, state, customRoleWriteRefusals(body.name), (db, instituteId) =>
      createRoleAs(db, instituteId, caller, body),
    );
    return { status: 201, body: { success: true, role } };
  });

  serve(router, pool, routes.updateRole, async ({ params, body, state }) => {
    const caller = callerOf(state);
    const id = roleId(params.id);
    const role = await tenantValue(pool, state, customRoleWriteRefusals(body.name), (db, instituteId) =>
      editRoleAs(db, instituteId, caller, id, body),
    );
    return { status: 200, body: { success: true, role } };
  });

  serve(router, pool, routes.deleteRole, async ({ params, state }) => {
    const caller = callerOf(state);
    const id = roleId(params.id);
    await tenantValue(pool, state, customRoleRefusals, (db, instituteId) => deleteRoleAs(db, instituteId, caller, id));
    return { status: 200, body: { success: true } };
  });

  // An admin who could change their own roles could lift their own restrictions.
  serve(router, pool, routes.setUserRoles, async ({ params, body, state }) => {
    const caller = callerOf(state);
    const userId = pathId(params.id, customRoleMessages.userNotFound);
    if (userId === caller.userId) throw refusalError('conflict', roleAssignmentRefusals, customRoleMessages.ownRoles);
    const user = await tenantValue(pool, state, roleAssignmentRefusals, (db, instituteId) =>
      assignRolesAs(db, instituteId, caller, userId, body.roleIds),
    );
    return { status: 200, body: { success: true, user } };
  });

  serve(router, pool, routes.listInstituteAdmins, async ({ state }) => {
    const admins = await inTenant(pool, state, (db, instituteId) => listAdminsWithRoles(db, instituteId));
    return { status: 200, body: { success: true, admins } };
  });

  return router;
}
