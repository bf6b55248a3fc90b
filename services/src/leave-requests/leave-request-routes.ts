import { type LeaveRequestListResponse, type OfficeLeaveListResponse, portalMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import type { Queryable } from '../db/pool';
import { instituteTimeZone } from '../db/institute-time-zone';
import type { ServiceState } from '../http/identity';
import { inTenant, tenantOf, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { type Handler, serve } from '../http/serve';
import { permissionsOf } from '../permissions/permission-store';
import { portalRefusals } from '../portals/portal-refusals';
import { leaveRefusals } from './leave-refusals';
import { askLeave, type LeaveAsker, type LeaveRequestInput, leaveRequestsOf } from './leave-request-store';
import { decideLeaveRequest, grantOnDuty, officeLeaveRequests } from './office-leave-store';
import { queueDecisionMails } from './queue-decision-mails';

/**
 * A student asks for leave or on-duty for themself, a parent for a linked child (any other student is not found),
 * and both read the student's requests. The office reads and decides every request and grants on-duty to a group; a
 * teacher reads and decides those of the students of the classes they are class teacher of (every one, with Manage
 * people). A decision is mailed to the student and their parents.
 */
export function leaveRequestRoutes({ pool, kickOutbox, loginUrl }: RouteDependencies) {
  const router = createRouter();
  const studentSelf = (state: ServiceState): LeaveAsker => ({ studentId: tenantOf(state).userId, parentId: null });
  const parentOf = (state: ServiceState, id: string): LeaveAsker => ({
    studentId: pathId(id, portalMessages.childNotFound),
    parentId: tenantOf(state).userId,
  });
  // Any student who is not the asker's, whatever the id, reads as no student at all.
  const askerRefusals = { ...leaveRefusals, 'not-found': portalRefusals['not-found'] };

  const ask = async (state: ServiceState, asker: LeaveAsker, input: LeaveRequestInput) => {
    const leaveRequest = await tenantValue(pool, state, askerRefusals, (db, instituteId) =>
      askLeave(db, instituteId, asker, input),
    );
    return { status: 201 as const, body: { success: true as const, leaveRequest } };
  };

  const list = async (state: ServiceState, asker: LeaveAsker) => {
    const leaveRequests = await tenantValue(pool, state, askerRefusals, (db, instituteId) =>
      leaveRequestsOf(db, instituteId, asker),
    );
    const answer: LeaveRequestListResponse = { success: true, leaveRequests };
    return { status: 200 as const, body: answer };
  };

  serve(router, pool, routes.requestStudentLeave, ({ body, state }) => ask(state, studentSelf(state), body));
  serve(router, pool, routes.studentLeaveRequests, ({ state }) => list(state, studentSelf(state)));
  serve(router, pool, routes.requestChildLeave, ({ params, body, state }) => ask(state, parentOf(state, params.id), body));
  serve(router, pool, routes.childLeaveRequests, ({ params, state }) => list(state, parentOf(state, params.id)));

  /** Whose requests a caller decides: the office every student's (null); a teacher their classes', or all with Manage people. */
  type Scope = (db: Queryable, instituteId: string, userId: string) => Promise<string | null>;
  const everyClass: Scope = async () => null;
  const classTeacher: Scope = async (db, instituteId, userId) =>
    (await permissionsOf(db, instituteId, userId, 'teacher')).includes('manage_people') ? null : userId;

  const officeList =
    (scope: Scope): Handler<typeof routes.officeLeaveRequests> =>
    async ({ query, state }) => {
      const { userId } = tenantOf(state);
      const answer: OfficeLeaveListResponse = await inTenant(pool, state, async (db, instituteId) => ({
        success: true,
        timeZone: await instituteTimeZone(db, instituteId),
        leaveRequests: await officeLeaveRequests(db, instituteId, {
          ...query,
          classTeacherId: await scope(db, instituteId, userId),
        }),
      }));
      return { status: 200, body: answer };
    };

  const decide =
    (scope: Scope): Handler<typeof routes.decideLeaveRequest> =>
    async ({ params, body, state }) => {
      const id = pathId(params.id, leaveRefusals['not-found']);
      const { userId } = tenantOf(state);
      const decided = await tenantValue(pool, state, leaveRefusals, async (db, instituteId) => {
        const decider = { userId, classTeacherId: await scope(db, instituteId, userId) };
        const outcome = await decideLeaveRequest(db, instituteId, decider, id, body);
        if (outcome.ok) await queueDecisionMails(db, instituteId, outcome.value.leaveRequest, loginUrl);
        return outcome;
      });
      kickOutbox();
      return { status: 200, body: { success: true, ...decided } };
    };

  serve(router, pool, routes.officeLeaveRequests, officeList(everyClass));
  serve(router, pool, routes.decideLeaveRequest, decide(everyClass));
  serve(router, pool, routes.classTeacherLeaveRequests, officeList(classTeacher));
  serve(router, pool, routes.classTeacherDecideLeaveRequest, decide(classTeacher));

  serve(router, pool, routes.grantOnDuty, async ({ body, state }) => {
    const { userId } = tenantOf(state);
    const granted = await tenantValue(pool, state, leaveRefusals, (db, instituteId) =>
      grantOnDuty(db, instituteId, userId, body),
    );
    return { status: 201, body: { success: true, ...granted } };
  });

  return router;
}
