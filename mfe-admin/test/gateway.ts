import { mockGateway, ok, type Route } from '@rollcall/api-client/testing';
import { type CustomRoleRef, permissions as everyPermission, type Permission } from '@rollcall/contracts';
import { ownInstitute, signedInAdmin } from './area';
import { setupProgressReply } from './setup-progress';

/** GET /admin/me of the signed-in admin, holding these permissions (every one by default) through these roles (none). */
export const adminMe = (permissions: readonly Permission[] = everyPermission, customRoles: readonly CustomRoleRef[] = []) =>
  ok({ user: signedInAdmin.user, permissions, customRoles });

/**
 * The gateway of an admin-area page: the session, the institute, the admin's permissions (every one unless
 * told) and an institute fully set up, plus the page's own routes.
 */
export function adminGateway(routes: Record<string, Route> = {}, permissions: readonly Permission[] = everyPermission) {
  return mockGateway({
    'GET /auth/verify-user': { body: signedInAdmin },
    'GET /admin/institute': { body: ownInstitute },
    'GET /admin/me': adminMe(permissions),
    'GET /admin/setup-progress': setupProgressReply(),
    ...routes,
  });
}
