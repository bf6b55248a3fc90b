import {
  type LectureResponse,
  type RosterResponse,
  rosterQuerySchema,
  submitLectureSchema,
  type TeacherSubjectListResponse,
  type TodayResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { allowRoles } from '../http/identity';
import { inTenant, tenantOf, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { lectureRefusals } from './lecture-refusals';
import { submitLecture } from './lecture-submission';
import { registerToTake } from './register-to-take';
import { teacherSubjects } from './teacher-subject-store';
import { teacherDay } from './today-store';

/** A teacher's day of taking attendance: today's lectures, their subjects, a subject's roster, and a whole register. */
export function teacherDayRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  const teacher = allowRoles('teacher');

  router.get('/teacher/today', teacher, async (ctx) => {
    const { userId } = tenantOf(ctx.state);
    const day = await inTenant(pool, ctx.state, (db, instituteId) => teacherDay(db, instituteId, userId));
    reply<TodayResponse>(ctx, 200, { success: true, ...day });
  });

  router.get('/teacher/subjects', teacher, async (ctx) => {
    const { userId } = tenantOf(ctx.state);
    const subjects = await inTenant(pool, ctx.state, (db, instituteId) => teacherSubjects(db, instituteId, userId));
    reply<TeacherSubjectListResponse>(ctx, 200, { success: true, subjects });
  });

  router.get('/teacher/subjects/:id/roster', teacher, async (ctx) => {
    const subjectId = pathId(ctx.params.id, lectureRefusals['not-found']);
    const { date } = parseWith(rosterQuerySchema, ctx.query);
    const { userId } = tenantOf(ctx.state);
    const roster = await tenantValue(pool, ctx.state, lectureRefusals, (db, instituteId) =>
      registerToTake(db, instituteId, userId, subjectId, date),
    );
    reply<RosterResponse>(ctx, 200, { success: true, date, ...roster });
  });

  router.post('/teacher/lectures', teacher, async (ctx) => {
    const register = parseWith(submitLectureSchema, ctx.request.body);
    const { userId } = tenantOf(ctx.state);
    const { lecture, created } = await tenantValue(pool, ctx.state, lectureRefusals, (db, instituteId) =>
      submitLecture(db, instituteId, userId, register),
    );
    reply<LectureResponse>(ctx, created ? 201 : 200, { success: true, lecture });
  });

  return router;
}
