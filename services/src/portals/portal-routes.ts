import {
  type ChildListResponse,
  portalAttendanceQuerySchema,
  portalMessages,
  type StudentAttendanceResponse,
} from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import { allowRoles, type ServiceContext } from '../http/identity';
import { inTenant, tenantOf, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { childrenOf } from './children-store';
import { portalRefusals } from './portal-refusals';
import type { PortalReader } from './portal-student-store';
import { studentAttendance } from './student-attendance';

/**
 * A student reads their own attendance; a parent lists their linked children and reads each one's, the same
 * answer the student gets. Any other student, by any id, is not found.
 */
export function portalRoutes({ pool }: RouteDependencies) {
  const router = createRouter();

  const answerAttendance = async (ctx: ServiceContext, reader: PortalReader) => {
    const { semesterId } = parseWith(portalAttendanceQuerySchema, ctx.query);
    const attendance = await tenantValue(pool, ctx.state, portalRefusals, (db, instituteId) =>
      studentAttendance(db, instituteId, reader, semesterId ?? null),
    );
    reply<StudentAttendanceResponse>(ctx, 200, { success: true, ...attendance });
  };

  router.get('/student/attendance', allowRoles('student'), async (ctx) => {
    await answerAttendance(ctx, { studentId: tenantOf(ctx.state).userId, parentId: null });
  });

  router.get('/parent/children', allowRoles('parent'), async (ctx) => {
    const { userId } = tenantOf(ctx.state);
    const children = await inTenant(pool, ctx.state, (db, instituteId) => childrenOf(db, instituteId, userId));
    reply<ChildListResponse>(ctx, 200, { success: true, children });
  });

  router.get('/parent/children/:id/attendance', allowRoles('parent'), async (ctx) => {
    const studentId = pathId(ctx.params.id, portalMessages.childNotFound);
    await answerAttendance(ctx, { studentId, parentId: tenantOf(ctx.state).userId });
  });

  return router;
}
