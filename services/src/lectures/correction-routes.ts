import { type CorrectionResponse, correctionSchema } from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { allowRoles } from '../http/identity';
import { tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { adminHolding } from '../permissions/admin-holding';
import { correctMark } from './correction-store';
import { lectureStanding, reachOf } from './lecture-access';
import { lectureHistoryRefusals } from './lecture-history-refusals';

/**
 * A correction is a new mark with a reason: a teacher corrects their own lectures within the correction window (any
 * lecture, any time, with Correct attendance); the office corrects any lecture at any time with Correct attendance.
 */
export function correctionRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const areas = [
    ['teacher', allowRoles('teacher')],
    ['admin', adminHolding(pool, 'correct_attendance')],
  ] as const;

  for (const [role, guard] of areas) {
    router.post(`/${role}/lectures/:id/corrections`, guard, async (ctx) => {
      const id = pathId(ctx.params.id, lectureHistoryRefusals['not-found']);
      const input = parseWith(correctionSchema, ctx.request.body);
      const corrected = await tenantValue(pool, ctx.state, lectureHistoryRefusals, async (db, instituteId) => {
        const standing = await lectureStanding(db, instituteId, id, await reachOf(db, instituteId, ctx.state, role));
        return standing.ok ? correctMark(db, instituteId, standing.value, input) : standing;
      });
      reply<CorrectionResponse>(ctx, 201, { success: true, ...corrected });
    });
  }

  return router;
}
