import { type LectureDetailResponse, type LectureListResponse, lectureListQuerySchema } from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { succeeded } from '../db/outcome';
import { tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { teacherAndOfficeAreas } from '../permissions/reading-areas';
import { lectureStanding, reachOf, subjectInReach } from './lecture-access';
import { lectureHistoryRefusals } from './lecture-history-refusals';
import { lectureDetail, listLectures } from './lecture-history-store';

/**
 * Past lectures and every version of their marks: a teacher reads their own (every lecture with Correct
 * attendance), the office reads the institute's with View reports.
 */
export function lectureHistoryRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  for (const [role, guard] of teacherAndOfficeAreas(pool)) {
    router.get(`/${role}/lectures`, guard, async (ctx) => {
      const filter = parseWith(lectureListQuerySchema, ctx.query);
      const lectures = await tenantValue(pool, ctx.state, lectureHistoryRefusals, async (db, instituteId) => {
        const reach = await reachOf(db, instituteId, ctx.state, role);
        const subject = filter.subjectId ? await subjectInReach(db, instituteId, filter.subjectId, reach) : succeeded(true);
        return subject.ok ? succeeded(await listLectures(db, instituteId, reach, filter)) : subject;
      });
      reply<LectureListResponse>(ctx, 200, { success: true, lectures });
    });

    router.get(`/${role}/lectures/:id`, guard, async (ctx) => {
      const id = pathId(ctx.params.id, lectureHistoryRefusals['not-found']);
      const detail = await tenantValue(pool, ctx.state, lectureHistoryRefusals, async (db, instituteId) => {
        const standing = await lectureStanding(db, instituteId, id, await reachOf(db, instituteId, ctx.state, role));
        return standing.ok ? succeeded(await lectureDetail(db, instituteId, standing.value)) : standing;
      });
      reply<LectureDetailResponse>(ctx, 200, { success: true, ...detail });
    });
  }

  return router;
}
