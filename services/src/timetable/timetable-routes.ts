import { routes } from '@rollcall/contracts/routes';
import { valueOrHttpError } from '../http/refusal-error';
import { inTenant, tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { periodTimes, replacePeriodTimes } from './period-times-store';
import { timetableRefusals } from './timetable-refusals';
import { refuseUnknownClassOrSemester, replaceTimetable, timetableSlots } from './timetable-store';

/**
 * An admin who manages the setup plans each class's week in a semester: which subject, which teacher, which period;
 * and once for the institute, when each period starts and ends.
 */
export function timetableRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.saveTimetable, async ({ body, state }) => {
    const slots = await tenantValue(pool, state, timetableRefusals, (db, instituteId) => replaceTimetable(db, instituteId, body));
    return { status: 200, body: { success: true, classId: body.classId, semesterId: body.semesterId, slots } };
  });

  serve(router, pool, routes.getTimetable, async ({ query: { classId, semesterId }, state }) => {
    const slots = await inTenant(pool, state, async (db, instituteId) => {
      const missing = await refuseUnknownClassOrSemester(db, instituteId, classId, semesterId);
      if (missing) valueOrHttpError(missing, timetableRefusals);
      return timetableSlots(db, instituteId, classId, semesterId);
    });
    return { status: 200, body: { success: true, classId, semesterId, slots } };
  });

  serve(router, pool, routes.getPeriodTimes, async ({ state }) => {
    const periods = await inTenant(pool, state, (db, instituteId) => periodTimes(db, instituteId));
    return { status: 200, body: { success: true, periods } };
  });

  serve(router, pool, routes.savePeriodTimes, async ({ body, state }) => {
    const periods = await inTenant(pool, state, (db, instituteId) => replacePeriodTimes(db, instituteId, body.periods));
    return { status: 200, body: { success: true, periods } };
  });

  return router;
}
