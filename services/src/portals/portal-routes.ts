import { portalMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import type { ServiceContext } from '../http/identity';
import { inTenant, inTenantReplica, tenantOf } from '../http/in-tenant';
import { valueOrHttpError } from '../http/refusal-error';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { childrenOf } from './children-store';
import { portalRefusals } from './portal-refusals';
import type { PortalReader } from './portal-student-store';
import { studentAttendance } from './student-attendance';

/**
 * A student reads their own attendance; a parent lists their linked children and reads each one's, the same
 * answer the student gets. Any other student, by any id, is not found. The attendance is history, read on the replica
 * when one is in use; the list of children stays on the primary with the links the office just made.
 */
export function portalRoutes({ pool, reads }: RouteDependencies) {
  const router = createRouter();

  const attendanceOf = async (ctx: ServiceContext, reader: PortalReader, semesterId: string | undefined) => {
    const attendance = await inTenantReplica(reads, ctx, async (db, instituteId) =>
      valueOrHttpError(await studentAttendance(db, instituteId, reader, semesterId ?? null), portalRefusals),
    );
    return { status: 200 as const, body: { success: true as const, ...attendance } };
  };

  serve(router, pool, routes.studentAttendance, ({ query, state, ctx }) =>
    attendanceOf(ctx, { studentId: tenantOf(state).userId, parentId: null }, query.semesterId),
  );

  serve(router, pool, routes.parentChildren, async ({ state }) => {
    const { userId } = tenantOf(state);
    const children = await inTenant(pool, state, (db, instituteId) => childrenOf(db, instituteId, userId));
    return { status: 200, body: { success: true, children } };
  });

  serve(router, pool, routes.childAttendance, ({ params, query, state, ctx }) => {
    const studentId = pathId(params.id, portalMessages.childNotFound);
    return attendanceOf(ctx, { studentId, parentId: tenantOf(state).userId }, query.semesterId);
  });

  return router;
}
