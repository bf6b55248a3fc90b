import {
  type AcademicYearListResponse,
  type AcademicYearResponse,
  academicYearFieldsSchema,
  type SuccessResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { pathId } from '../http/path-id';
import { allowRoles } from '../http/identity';
import { inTenant, tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { academicYearRefusals } from './academic-year-refusals';
import { deleteAcademicYear, insertAcademicYear, listAcademicYears, updateAcademicYear } from './academic-year-store';

/** An admin who manages the setup keeps the institute's academic years; the list shows each year's semesters. */
export function academicYearRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const manageSetup = adminHolding(pool, 'manage_setup');
  const yearId = (id: string | undefined) => pathId(id, academicYearRefusals['not-found']);

  router.post('/admin/academic-years', manageSetup, async (ctx) => {
    const input = parseWith(academicYearFieldsSchema, ctx.request.body);
    const academicYear = await tenantValue(pool, ctx.state, academicYearRefusals, (db, instituteId) =>
      insertAcademicYear(db, instituteId, input),
    );
    reply<AcademicYearResponse>(ctx, 201, { success: true, academicYear });
  });

  router.get('/admin/academic-years', allowRoles('admin'), async (ctx) => {
    const academicYears = await inTenant(pool, ctx.state, (db, instituteId) => listAcademicYears(db, instituteId));
    reply<AcademicYearListResponse>(ctx, 200, { success: true, academicYears });
  });

  router.put('/admin/academic-years/:id', manageSetup, async (ctx) => {
    const id = yearId(ctx.params.id);
    const input = parseWith(academicYearFieldsSchema, ctx.request.body);
    const academicYear = await tenantValue(pool, ctx.state, academicYearRefusals, (db, instituteId) =>
      updateAcademicYear(db, instituteId, id, input),
    );
    reply<AcademicYearResponse>(ctx, 200, { success: true, academicYear });
  });

  router.delete('/admin/academic-years/:id', manageSetup, async (ctx) => {
    const id = yearId(ctx.params.id);
    await tenantValue(pool, ctx.state, academicYearRefusals, (db, instituteId) => deleteAcademicYear(db, instituteId, id));
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  return router;
}
