import { routes } from '@rollcall/contracts/routes';
import { withPlatform } from '../db/platform';
import { withTenant } from '../db/tenant';
import { refusalError, valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { type Handler, serve } from '../http/serve';
import { instituteRefusals } from './institute-refusals';
import { createInstitute, findInstitute, listInstitutes, updateInstitute } from './institute-store';

/** The super admin registers, lists and edits institutes; everyone who belongs to one reads their own. */
export function instituteRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.createInstitute, async ({ body }) => {
    const created = await withPlatform(pool, (db) => createInstitute(db, body));
    return { status: 201, body: { success: true, institute: valueOrHttpError(created, instituteRefusals) } };
  });

  serve(router, pool, routes.listInstitutes, async () => {
    return { status: 200, body: { success: true, instituteData: await withPlatform(pool, listInstitutes) } };
  });

  serve(router, pool, routes.updateInstitute, async ({ body }) => {
    const updated = await withPlatform(pool, (db) => updateInstitute(db, body));
    return { status: 200, body: { success: true, institute: valueOrHttpError(updated, instituteRefusals) } };
  });

  // Every role but the super admin belongs to an institute and reads it under the role's prefix.
  const readOwn: Handler<typeof routes.adminInstitute> = async ({ state }) => {
    const { instituteId } = state.identity;
    const institute = instituteId ? await withTenant(pool, instituteId, (db) => findInstitute(db, instituteId)) : null;
    if (!institute) throw refusalError('not-found', instituteRefusals);
    return { status: 200, body: { success: true, institute } };
  };
  serve(router, pool, routes.adminInstitute, readOwn);
  serve(router, pool, routes.teacherInstitute, readOwn);
  serve(router, pool, routes.studentInstitute, readOwn);
  serve(router, pool, routes.parentInstitute, readOwn);

  return router;
}
