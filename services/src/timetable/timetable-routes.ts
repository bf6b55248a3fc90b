import { type TimetableResponse, timetableQuerySchema, timetableSchema } from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { valueOrHttpError } from '../http/refusal-error';
import { allowRoles } from '../http/identity';
import { inTenant, tenantValue } from '../http/in-tenant';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { timetableRefusals } from './timetable-refusals';
import { refuseUnknownClassOrSemester, replaceTimetable, timetableSlots } from './timetable-store';

/** An admin who manages the setup plans each class's week in a semester: which subject, which teacher, which period. */
export function timetableRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const manageSetup = adminHolding(pool, 'manage_setup');

  router.put('/admin/timetable', manageSetup, async (ctx) => {
    const input = parseWith(timetableSchema, ctx.request.body);
    const slots = await tenantValue(pool, ctx.state, timetableRefusals, (db, instituteId) =>
      replaceTimetable(db, instituteId, input),
    );
    reply<TimetableResponse>(ctx, 200, { success: true, classId: input.classId, semesterId: input.semesterId, slots });
  });

  router.get('/admin/timetable', allowRoles('admin'), async (ctx) => {
    const { classId, semesterId } = parseWith(timetableQuerySchema, ctx.query);
    const slots = await inTenant(pool, ctx.state, async (db, instituteId) => {
      const missing = await refuseUnknownClassOrSemester(db, instituteId, classId, semesterId);
      if (missing) valueOrHttpError(missing, timetableRefusals);
      return timetableSlots(db, instituteId, classId, semesterId);
    });
    reply<TimetableResponse>(ctx, 200, { success: true, classId, semesterId, slots });
  });

  return router;
}
