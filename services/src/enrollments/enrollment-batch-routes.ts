import type { EnrollmentBatchResponse } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { dropMany, enrollMany } from './enrollment-batch-store';
import { enrollmentRefusals } from './enrollment-refusals';

/** The admin enrols many students of a class in an elective at once, or drops many, each student with its outcome. */
export function enrollmentBatchRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.enrolMany, async ({ body, state }) => {
    const batch = await tenantValue(pool, state, enrollmentRefusals, (db, instituteId) => enrollMany(db, instituteId, body));
    const answer: EnrollmentBatchResponse = { success: true, ...batch };
    return { status: 200, body: answer };
  });

  serve(router, pool, routes.dropMany, async ({ body, state }) => {
    const batch = await tenantValue(pool, state, enrollmentRefusals, (db, instituteId) => dropMany(db, instituteId, body));
    const answer: EnrollmentBatchResponse = { success: true, ...batch };
    return { status: 200, body: answer };
  });

  return router;
}
