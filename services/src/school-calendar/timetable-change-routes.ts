import { routes } from '@rollcall/contracts/routes';
import { inTenant, tenantOf, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { timetableChangeRefusals } from './calendar-refusals';
import { coverTeachers } from './cover-teachers-store';
import { deleteTimetableChange, insertTimetableChange, listTimetableChanges } from './timetable-change-store';

/** Any admin reads one day's cancelled and covered lectures; one who manages the setup changes them. */
export function timetableChangeRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  serve(router, pool, routes.listTimetableChanges, async ({ query, state }) => {
    const changes = await inTenant(pool, state, (db, instituteId) => listTimetableChanges(db, instituteId, query));
    return { status: 200, body: { success: true, changes } };
  });

  serve(router, pool, routes.createTimetableChange, async ({ body, state }) => {
    const { userId } = tenantOf(state);
    const change = await tenantValue(pool, state, timetableChangeRefusals, (db, instituteId) =>
      insertTimetableChange(db, instituteId, userId, body),
    );
    return { status: 201, body: { success: true, change } };
  });

  serve(router, pool, routes.removeTimetableChange, async ({ params, state }) => {
    const id = pathId(params.id, timetableChangeRefusals['not-found']);
    await tenantValue(pool, state, timetableChangeRefusals, (db, instituteId) => deleteTimetableChange(db, instituteId, id));
    return { status: 200, body: { success: true } };
  });

  serve(router, pool, routes.listCoverTeachers, async ({ query: { date, slotId }, state }) => {
    const teachers = await tenantValue(pool, state, timetableChangeRefusals, (db, instituteId) =>
      coverTeachers(db, instituteId, slotId, date),
    );
    return { status: 200, body: { success: true, teachers } };
  });

  return router;
}
