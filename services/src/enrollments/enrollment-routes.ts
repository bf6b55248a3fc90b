import { routes } from '@rollcall/contracts/routes';
import { tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { enrollmentRefusals } from './enrollment-refusals';
import { dropEnrollment, enrollInElective, listEnrollments } from './enrollment-store';

/** The admin enrols students in electives, drops them from subjects, and lists a subject's enrolments. */
export function enrollmentRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.enrol, async ({ body, state }) => {
    const enrollment = await tenantValue(pool, state, enrollmentRefusals, (db, instituteId) =>
      enrollInElective(db, instituteId, body),
    );
    return { status: 201, body: { success: true, enrollment } };
  });

  serve(router, pool, routes.dropEnrolment, async ({ body, state }) => {
    const enrollment = await tenantValue(pool, state, enrollmentRefusals, (db, instituteId) =>
      dropEnrollment(db, instituteId, body),
    );
    return { status: 200, body: { success: true, enrollment } };
  });

  serve(router, pool, routes.listEnrolments, async ({ query, state }) => {
    const enrollments = await tenantValue(pool, state, enrollmentRefusals, (db, instituteId) =>
      listEnrollments(db, instituteId, query.subjectId),
    );
    return { status: 200, body: { success: true, enrollments } };
  });

  return router;
}
