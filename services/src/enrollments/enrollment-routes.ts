import {
  dropSchema,
  enrollmentListQuerySchema,
  enrollSchema,
  type EnrollmentListResponse,
  type EnrollmentResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { withTenant } from '../db/tenant';
import { allowRoles } from '../http/identity';
import { valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { requirePermission, tenantOf } from '../permissions/require-permission';
import { enrollmentRefusals } from './enrollment-refusals';
import { dropEnrollment, enrollInElective, listEnrollments } from './enrollment-store';

/** The admin enrols students in electives, drops them from subjects, and lists a subject's enrolments. */
export function enrollmentRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const guard = [allowRoles('admin'), requirePermission(pool, 'manage_people')] as const;

  router.post('/admin/enrollments', ...guard, async (ctx) => {
    const input = parseWith(enrollSchema, ctx.request.body);
    const { instituteId } = tenantOf(ctx.state);
    const enrollment = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await enrollInElective(db, instituteId, input), enrollmentRefusals),
    );
    reply<EnrollmentResponse>(ctx, 201, { success: true, enrollment });
  });

  router.post('/admin/enrollments/drop', ...guard, async (ctx) => {
    const input = parseWith(dropSchema, ctx.request.body);
    const { instituteId } = tenantOf(ctx.state);
    const enrollment = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await dropEnrollment(db, instituteId, input), enrollmentRefusals),
    );
    reply<EnrollmentResponse>(ctx, 200, { success: true, enrollment });
  });

  router.get('/admin/enrollments', ...guard, async (ctx) => {
    const { subjectId } = parseWith(enrollmentListQuerySchema, ctx.query);
    const { instituteId } = tenantOf(ctx.state);
    const enrollments = await withTenant(pool, instituteId, async (db) =>
      valueOrHttpError(await listEnrollments(db, instituteId, subjectId), enrollmentRefusals),
    );
    reply<EnrollmentListResponse>(ctx, 200, { success: true, enrollments });
  });

  return router;
}
