import { routes } from '@rollcall/contracts/routes';
import { inTenant, tenantOf, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { lectureRefusals } from './lecture-refusals';
import { submitLecture } from './lecture-submission';
import { registerToTake } from './register-to-take';
import { teacherSubjects } from './teacher-subject-store';
import { teacherDay } from './today-store';

/** A teacher's day of taking attendance: today's lectures, their subjects, a subject's roster, and a whole register. */
export function teacherDayRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.teacherToday, async ({ state }) => {
    const { userId } = tenantOf(state);
    const day = await inTenant(pool, state, (db, instituteId) => teacherDay(db, instituteId, userId));
    return { status: 200, body: { success: true, ...day } };
  });

  serve(router, pool, routes.teacherSubjects, async ({ state }) => {
    const { userId } = tenantOf(state);
    const subjects = await inTenant(pool, state, (db, instituteId) => teacherSubjects(db, instituteId, userId));
    return { status: 200, body: { success: true, subjects } };
  });

  serve(router, pool, routes.roster, async ({ params, query: { date, period }, state }) => {
    const subjectId = pathId(params.id, lectureRefusals['not-found']);
    const { userId } = tenantOf(state);
    const roster = await tenantValue(pool, state, lectureRefusals, (db, instituteId) =>
      registerToTake(db, instituteId, userId, subjectId, date, period ?? null),
    );
    return { status: 200, body: { success: true, date, ...roster } };
  });

  serve(router, pool, routes.takeRegister, async ({ body, state }) => {
    const { userId } = tenantOf(state);
    const { lecture, created } = await tenantValue(pool, state, lectureRefusals, (db, instituteId) =>
      submitLecture(db, instituteId, userId, body),
    );
    return { status: created ? 201 : 200, body: { success: true, lecture } };
  });

  return router;
}
