import { routes } from '@rollcall/contracts/routes';
import { pathId } from '../http/path-id';
import { tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { semesterRefusals } from './academic-year-refusals';
import { deleteSemester, insertSemester, updateSemester } from './semester-store';

/** An admin who manages the setup keeps the semesters inside each academic year, never two on the same day. */
export function semesterRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const semesterId = (id: string) => pathId(id, semesterRefusals['not-found']);

  serve(router, pool, routes.createSemester, async ({ body, state }) => {
    const semester = await tenantValue(pool, state, semesterRefusals, (db, instituteId) => insertSemester(db, instituteId, body));
    return { status: 201, body: { success: true, semester } };
  });

  serve(router, pool, routes.updateSemester, async ({ params, body, state }) => {
    const id = semesterId(params.id);
    const semester = await tenantValue(pool, state, semesterRefusals, (db, instituteId) =>
      updateSemester(db, instituteId, id, body),
    );
    return { status: 200, body: { success: true, semester } };
  });

  serve(router, pool, routes.removeSemester, async ({ params, state }) => {
    const id = semesterId(params.id);
    await tenantValue(pool, state, semesterRefusals, (db, instituteId) => deleteSemester(db, instituteId, id));
    return { status: 200, body: { success: true } };
  });

  return router;
}
