import { routes } from '@rollcall/contracts/routes';
import { HttpError } from '@rollcall/server-kit';
import { findStaffMember } from '../custom-roles/staff-store';
import { withTenant } from '../db/tenant';
import { identityMessages } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { permissionsOf } from './permission-store';
import { tenantOf } from '../http/in-tenant';

/** Any admin reads who they are, what they may do and the roles they hold, so the screens offer only what they may change. */
export function meRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.adminMe, async ({ state }) => {
    const { instituteId, userId } = tenantOf(state);
    const { member, permissions } = await withTenant(pool, instituteId, async (db) => ({
      member: await findStaffMember(db, instituteId, userId),
      permissions: state.permissions ?? (await permissionsOf(db, instituteId, userId, 'admin')),
    }));
    // Deleting an admin ends their sessions, so only a stale signature gets here.
    if (!member) throw new HttpError(401, [identityMessages.unauthenticated]);
    return {
      status: 200,
      body: {
        success: true,
        user: { id: member.id, name: member.name, email: member.email },
        permissions,
        customRoles: member.customRoles,
      },
    };
  });

  return router;
}
