import { routes } from '@rollcall/contracts/routes';
import { tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { type Handler, serve } from '../http/serve';
import { correctMark } from './correction-store';
import { type LectureCaller, lectureStanding, reachOf } from './lecture-access';
import { lectureHistoryRefusals } from './lecture-history-refusals';

/**
 * A correction is a new mark with a reason: a teacher corrects their own lectures within the correction window (any
 * lecture, any time, with Correct attendance); the office corrects any lecture at any time with Correct attendance.
 */
export function correctionRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  const correctionOf =
    (role: LectureCaller['role']): Handler<typeof routes.teacherCorrection> =>
    async ({ params, body, state }) => {
      const id = pathId(params.id, lectureHistoryRefusals['not-found']);
      const corrected = await tenantValue(pool, state, lectureHistoryRefusals, async (db, instituteId) => {
        const standing = await lectureStanding(db, instituteId, id, await reachOf(db, instituteId, state, role));
        return standing.ok ? correctMark(db, instituteId, standing.value, body) : standing;
      });
      return { status: 201, body: { success: true, ...corrected } };
    };

  serve(router, pool, routes.teacherCorrection, correctionOf('teacher'));
  serve(router, pool, routes.adminCorrection, correctionOf('admin'));

  return router;
}
