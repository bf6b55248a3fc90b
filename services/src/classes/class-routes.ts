import { routes } from '@rollcall/contracts/routes';
import { pathId } from '../http/path-id';
import { inTenant, tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { classRefusals } from './class-refusals';
import { removeOrArchive } from '../subjects/remove-or-archive';
import { insertClass, listClasses, updateClass } from './class-store';

/** An admin who manages the setup keeps the institute's classes (sections), each with an optional class teacher. */
export function classRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const classId = (id: string) => pathId(id, classRefusals['not-found']);

  serve(router, pool, routes.createClass, async ({ body, state }) => {
    const created = await tenantValue(pool, state, classRefusals, (db, instituteId) => insertClass(db, instituteId, body));
    return { status: 201, body: { success: true, class: created } };
  });

  serve(router, pool, routes.listClasses, async ({ state }) => {
    const classes = await inTenant(pool, state, (db, instituteId) => listClasses(db, instituteId));
    return { status: 200, body: { success: true, classes } };
  });

  serve(router, pool, routes.updateClass, async ({ params, body, state }) => {
    const id = classId(params.id);
    const updated = await tenantValue(pool, state, classRefusals, (db, instituteId) => updateClass(db, instituteId, id, body));
    return { status: 200, body: { success: true, class: updated } };
  });

  serve(router, pool, routes.removeClass, async ({ params, state }) => {
    const id = classId(params.id);
    const { archived } = await tenantValue(pool, state, classRefusals, (db, instituteId) =>
      removeOrArchive(db, instituteId, 'classes', id),
    );
    return { status: 200, body: { success: true, archived } };
  });

  return router;
}
