import {
  createInstituteSchema,
  type InstituteListResponse,
  type InstituteResponse,
  roles,
  updateInstituteSchema,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { withPlatform } from '../db/platform';
import { withTenant } from '../db/tenant';
import { allowRoles } from '../http/identity';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { instituteRefusals } from './institute-refusals';
import { createInstitute, findInstitute, listInstitutes, updateInstitute } from './institute-store';

/** The super admin registers, lists and edits institutes; everyone who belongs to one reads their own. */
export function instituteRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  router.post('/superadmin/institute', allowRoles('superadmin'), async (ctx) => {
    const input = parseWith(createInstituteSchema, ctx.request.body);
    const created = await withPlatform(pool, (db) => createInstitute(db, input));
    reply<InstituteResponse>(ctx, 201, { success: true, institute: valueOrHttpError(created, instituteRefusals) });
  });

  router.get('/superadmin/institute', allowRoles('superadmin'), async (ctx) => {
    reply<InstituteListResponse>(ctx, 200, { success: true, instituteData: await withPlatform(pool, listInstitutes) });
  });

  router.patch('/superadmin/institute', allowRoles('superadmin'), async (ctx) => {
    const changes = parseWith(updateInstituteSchema, ctx.request.body);
    const updated = await withPlatform(pool, (db) => updateInstitute(db, changes));
    reply<InstituteResponse>(ctx, 200, { success: true, institute: valueOrHttpError(updated, instituteRefusals) });
  });

  // Every role but the super admin belongs to an institute and reads it under the role's prefix.
  for (const role of roles.filter((role) => role !== 'superadmin')) {
    router.get(`/${role}/institute`, allowRoles(role), async (ctx) => {
      const { instituteId } = ctx.state.identity;
      const institute = instituteId ? await withTenant(pool, instituteId, (db) => findInstitute(db, instituteId)) : null;
      if (!institute) throw refusalError('not-found', instituteRefusals);
      reply<InstituteResponse>(ctx, 200, { success: true, institute });
    });
  }

  return router;
}
