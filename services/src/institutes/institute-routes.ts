import { createInstituteSchema, updateInstituteSchema } from '@rollcall/contracts';
import { HttpError, parseWith } from '@rollcall/server-kit';
import { allowRoles } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { createInstitute, findInstitute, instituteMessages, listInstitutes, updateInstitute } from './institute-store';

/** The super admin registers, lists and edits institutes; admins, teachers and students read their own. */
export function instituteRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  router.post('/superadmin/institute', allowRoles('superadmin'), async (ctx) => {
    const institute = await createInstitute(pool, parseWith(createInstituteSchema, ctx.request.body));
    ctx.status = 201;
    ctx.body = { success: true, institute };
  });

  router.get('/superadmin/institute', allowRoles('superadmin'), async (ctx) => {
    ctx.body = { success: true, instituteData: await listInstitutes(pool) };
  });

  router.patch('/superadmin/institute', allowRoles('superadmin'), async (ctx) => {
    const institute = await updateInstitute(pool, parseWith(updateInstituteSchema, ctx.request.body));
    ctx.body = { success: true, institute };
  });

  // Everyone who belongs to an institute reads their own, under their role's prefix.
  for (const role of ['admin', 'teacher', 'student'] as const) {
    router.get(`/${role}/institute`, allowRoles(role), async (ctx) => {
      const { instituteId } = ctx.state.identity;
      const institute = instituteId ? await findInstitute(pool, instituteId) : null;
      if (!institute) throw new HttpError(404, [instituteMessages.notFound]);
      ctx.body = { success: true, institute };
    });
  }

  return router;
}
