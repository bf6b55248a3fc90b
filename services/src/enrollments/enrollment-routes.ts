import {
  dropSchema,
  enrollmentListQuerySchema,
  enrollSchema,
  type EnrollmentListResponse,
  type EnrollmentResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { tenantValue } from '../http/in-tenant';
import { adminHolding } from '../permissions/admin-holding';
import { createRouter, type RouteDependencies } from '../http/routes';
import { enrollmentRefusals } from './enrollment-refusals';
import { dropEnrollment, enrollInElective, listEnrollments } from './enrollment-store';

/** The admin enrols students in electives, drops them from subjects, and lists a subject's enrolments. */
export function enrollmentRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const managePeople = adminHolding(pool, 'manage_people');

  router.post('/admin/enrollments', managePeople, async (ctx) => {
    const input = parseWith(enrollSchema, ctx.request.body);
    const enrollment = await tenantValue(pool, ctx.state, enrollmentRefusals, (db, instituteId) =>
      enrollInElective(db, instituteId, input),
    );
    reply<EnrollmentResponse>(ctx, 201, { success: true, enrollment });
  });

  router.post('/admin/enrollments/drop', managePeople, async (ctx) => {
    const input = parseWith(dropSchema, ctx.request.body);
    const enrollment = await tenantValue(pool, ctx.state, enrollmentRefusals, (db, instituteId) =>
      dropEnrollment(db, instituteId, input),
    );
    reply<EnrollmentResponse>(ctx, 200, { success: true, enrollment });
  });

  router.get('/admin/enrollments', managePeople, async (ctx) => {
    const { subjectId } = parseWith(enrollmentListQuerySchema, ctx.query);
    const enrollments = await tenantValue(pool, ctx.state, enrollmentRefusals, (db, instituteId) =>
      listEnrollments(db, instituteId, subjectId),
    );
    reply<EnrollmentListResponse>(ctx, 200, { success: true, enrollments });
  });

  return router;
}
