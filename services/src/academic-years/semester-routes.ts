import { createSemesterSchema, type SemesterResponse, type SuccessResponse, semesterFieldsSchema } from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { pathId } from '../http/path-id';
import { tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { semesterRefusals } from './academic-year-refusals';
import { deleteSemester, insertSemester, updateSemester } from './semester-store';

/** An admin who manages the setup keeps the semesters inside each academic year, never two on the same day. */
export function semesterRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const manageSetup = adminHolding(pool, 'manage_setup');
  const semesterId = (id: string | undefined) => pathId(id, semesterRefusals['not-found']);

  router.post('/admin/semesters', manageSetup, async (ctx) => {
    const input = parseWith(createSemesterSchema, ctx.request.body);
    const semester = await tenantValue(pool, ctx.state, semesterRefusals, (db, instituteId) =>
      insertSemester(db, instituteId, input),
    );
    reply<SemesterResponse>(ctx, 201, { success: true, semester });
  });

  router.put('/admin/semesters/:id', manageSetup, async (ctx) => {
    const id = semesterId(ctx.params.id);
    const input = parseWith(semesterFieldsSchema, ctx.request.body);
    const semester = await tenantValue(pool, ctx.state, semesterRefusals, (db, instituteId) =>
      updateSemester(db, instituteId, id, input),
    );
    reply<SemesterResponse>(ctx, 200, { success: true, semester });
  });

  router.delete('/admin/semesters/:id', manageSetup, async (ctx) => {
    const id = semesterId(ctx.params.id);
    await tenantValue(pool, ctx.state, semesterRefusals, (db, instituteId) => deleteSemester(db, instituteId, id));
    reply<SuccessResponse>(ctx, 200, { success: true });
  });

  return router;
}
