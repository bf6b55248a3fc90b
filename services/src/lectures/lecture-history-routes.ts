import { routes } from '@rollcall/contracts/routes';
import { succeeded } from '../db/outcome';
import { tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { type Handler, serve } from '../http/serve';
import { type LectureCaller, lectureStanding, reachOf, subjectInReach } from './lecture-access';
import { lectureHistoryRefusals } from './lecture-history-refusals';
import { lectureDetail, listLectures } from './lecture-history-store';

/**
 * Past lectures and every version of their marks: a teacher reads their own (every lecture with Correct
 * attendance), the office reads the institute's with View reports.
 */
export function lectureHistoryRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  const listOf =
    (role: LectureCaller['role']): Handler<typeof routes.teacherLectures> =>
    async ({ query: filter, state }) => {
      const lectures = await tenantValue(pool, state, lectureHistoryRefusals, async (db, instituteId) => {
        const reach = await reachOf(db, instituteId, state, role);
        const subject = filter.subjectId ? await subjectInReach(db, instituteId, filter.subjectId, reach) : succeeded(true);
        return subject.ok ? succeeded(await listLectures(db, instituteId, reach, filter)) : subject;
      });
      return { status: 200, body: { success: true, lectures } };
    };

  const recordOf =
    (role: LectureCaller['role']): Handler<typeof routes.teacherLecture> =>
    async ({ params, state }) => {
      const id = pathId(params.id, lectureHistoryRefusals['not-found']);
      const detail = await tenantValue(pool, state, lectureHistoryRefusals, async (db, instituteId) => {
        const standing = await lectureStanding(db, instituteId, id, await reachOf(db, instituteId, state, role));
        return standing.ok ? succeeded(await lectureDetail(db, instituteId, standing.value)) : standing;
      });
      return { status: 200, body: { success: true, ...detail } };
    };

  serve(router, pool, routes.teacherLectures, listOf('teacher'));
  serve(router, pool, routes.adminLectures, listOf('admin'));
  serve(router, pool, routes.teacherLecture, recordOf('teacher'));
  serve(router, pool, routes.adminLecture, recordOf('admin'));

  return router;
}
