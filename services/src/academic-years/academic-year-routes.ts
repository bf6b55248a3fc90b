import { routes } from '@rollcall/contracts/routes';
import { pathId } from '../http/path-id';
import { inTenant, tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { academicYearRefusals } from './academic-year-refusals';
import { deleteAcademicYear, insertAcademicYear, listAcademicYears, updateAcademicYear } from './academic-year-store';

/** An admin who manages the setup keeps the institute's academic years; the list shows each year's semesters. */
export function academicYearRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const yearId = (id: string) => pathId(id, academicYearRefusals['not-found']);

  serve(router, pool, routes.createAcademicYear, async ({ body, state }) => {
    const academicYear = await tenantValue(pool, state, academicYearRefusals, (db, instituteId) =>
      insertAcademicYear(db, instituteId, body),
    );
    return { status: 201, body: { success: true, academicYear } };
  });

  serve(router, pool, routes.listAcademicYears, async ({ state }) => {
    const academicYears = await inTenant(pool, state, (db, instituteId) => listAcademicYears(db, instituteId));
    return { status: 200, body: { success: true, academicYears } };
  });

  serve(router, pool, routes.updateAcademicYear, async ({ params, body, state }) => {
    const id = yearId(params.id);
    const academicYear = await tenantValue(pool, state, academicYearRefusals, (db, instituteId) =>
      updateAcademicYear(db, instituteId, id, body),
    );
    return { status: 200, body: { success: true, academicYear } };
  });

  serve(router, pool, routes.removeAcademicYear, async ({ params, state }) => {
    const id = yearId(params.id);
    await tenantValue(pool, state, academicYearRefusals, (db, instituteId) => deleteAcademicYear(db, instituteId, id));
    return { status: 200, body: { success: true } };
  });

  return router;
}
