import { createSemesterSchema, type SemesterResponse, type SuccessResponse, semesterFieldsSchema } from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { withTenant } from '../db/tenant';
import { pathId } from '../http/path-id';
import { valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { tenantOf } from '../permissions/require-permission';
import { semesterRefusals } from './academic-year-refusals';
import { deleteSemester, insertSemester, updateSemester } from './semester-store';

/** An admin who manages the setup keeps the semesters inside each academic year, never two on the same day. */
export function semesterRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const manageSetup = adminHolding(pool, 'manage_setup');
  const semesterId = (id: string | undefined) => pathId(id, semesterRefusals['not-found']);

  router.post('/admin/semesters', manageSetup, async (ctx) => {
    const input = parseWith(createSemesterSchema, ctx.request.body);
    const { instituteId } = tenantOf(ctx.state);
    const semester = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await insertSemester(db, instituteId, input), semesterRefusals),
    );
    reply<SemesterResponse>(ctx, 201, { success: true, semester });
  });

  router.put('/admin/semesters/:id', manageSetup, async (ctx) => {
    const id = semesterId(ctx.params.id);
    const input = parseWith(semesterFieldsSchema, ctx.request.body);
    const { instituteId } = tenantOf(ctx.state);
    const semester = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await updateSemester(db, instituteId, id, input), semesterRefusals),
    );
    reply<SemesterResponse>(ctx, 200, { success: true, semester });
  });

  router.delete('/admin/semesters/:id', manageSetup, async (ctx) => {
    const id = semesterId(ctx.params.id);
    const { instituteId } = tenantOf(ctx.state);
    await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await deleteSemester(db, instituteId, id), semesterRefusals),
    );
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  return router;
}
