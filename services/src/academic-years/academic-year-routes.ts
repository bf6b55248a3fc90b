import {
  type AcademicYearListResponse,
  type AcademicYearResponse,
  academicYearFieldsSchema,
  type SuccessResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { withTenant } from '../db/tenant';
import { pathId } from '../http/path-id';
import { valueOrHttpError } from '../http/refusal-error';
import { allowRoles } from '../http/identity';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { tenantOf } from '../permissions/require-permission';
import { academicYearRefusals } from './academic-year-refusals';
import { deleteAcademicYear, insertAcademicYear, listAcademicYears, updateAcademicYear } from './academic-year-store';

/** An admin who manages the setup keeps the institute's academic years; the list shows each year's semesters. */
export function academicYearRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const manageSetup = adminHolding(pool, 'manage_setup');
  const yearId = (id: string | undefined) => pathId(id, academicYearRefusals['not-found']);

  router.post('/admin/academic-years', manageSetup, async (ctx) => {
    const input = parseWith(academicYearFieldsSchema, ctx.request.body);
    const { instituteId } = tenantOf(ctx.state);
    const academicYear = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await insertAcademicYear(db, instituteId, input), academicYearRefusals),
    );
    reply<AcademicYearResponse>(ctx, 201, { success: true, academicYear });
  });

  router.get('/admin/academic-years', allowRoles('admin'), async (ctx) => {
    const { instituteId } = tenantOf(ctx.state);
    const academicYears = await withTenant(pool, instituteId, (db) => listAcademicYears(db, instituteId));
    reply<AcademicYearListResponse>(ctx, 200, { success: true, academicYears });
  });

  router.put('/admin/academic-years/:id', manageSetup, async (ctx) => {
    const id = yearId(ctx.params.id);
    const input = parseWith(academicYearFieldsSchema, ctx.request.body);
    const { instituteId } = tenantOf(ctx.state);
    const academicYear = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await updateAcademicYear(db, instituteId, id, input), academicYearRefusals),
    );
    reply<AcademicYearResponse>(ctx, 200, { success: true, academicYear });
  });

  router.delete('/admin/academic-years/:id', manageSetup, async (ctx) => {
    const id = yearId(ctx.params.id);
    const { instituteId } = tenantOf(ctx.state);
    await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await deleteAcademicYear(db, instituteId, id), academicYearRefusals),
    );
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  return router;
}
