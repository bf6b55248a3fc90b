import { issueMessages, patchedCalendarEntry } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { HttpError } from '@rollcall/server-kit';
import { refused } from '../db/outcome';
import { inTenant, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { calendarRefusals } from './calendar-refusals';
import {
  deleteCalendarEntry,
  findCalendarEntry,
  listCalendarEntries,
  lockCalendar,
  saveCalendarEntry,
} from './calendar-entry-store';

/** Any admin reads the institute's calendar (holidays, exam days, follows days); one who manages the setup keeps it. */
export function calendarRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const entryId = (id: string) => pathId(id, calendarRefusals['not-found']);

  serve(router, pool, routes.listCalendar, async ({ query, state }) => {
    const entries = await inTenant(pool, state, (db, instituteId) => listCalendarEntries(db, instituteId, query));
    return { status: 200, body: { success: true, entries } };
  });

  serve(router, pool, routes.createCalendarEntry, async ({ body, state }) => {
    const entry = await tenantValue(pool, state, calendarRefusals, async (db, instituteId) => {
      await lockCalendar(db, instituteId);
      return saveCalendarEntry(db, instituteId, body);
    });
    return { status: 201, body: { success: true, entry } };
  });

  serve(router, pool, routes.updateCalendarEntry, async ({ params, body, state }) => {
    const id = entryId(params.id);
    const entry = await tenantValue(pool, state, calendarRefusals, async (db, instituteId) => {
      await lockCalendar(db, instituteId);
      const stored = await findCalendarEntry(db, instituteId, id);
      if (!stored) return refused('not-found');
      const patched = patchedCalendarEntry(stored, body);
      if (!patched.success) throw new HttpError(400, issueMessages(patched.error));
      return saveCalendarEntry(db, instituteId, patched.data, id);
    });
    return { status: 200, body: { success: true, entry } };
  });

  serve(router, pool, routes.removeCalendarEntry, async ({ params, state }) => {
    const id = entryId(params.id);
    await tenantValue(pool, state, calendarRefusals, (db, instituteId) => deleteCalendarEntry(db, instituteId, id));
    return { status: 200, body: { success: true } };
  });

  return router;
}
