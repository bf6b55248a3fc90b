import type { AttendanceReport } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import type { ReadPools } from '../db/replica/read-pools';
import type { ServiceState } from '../http/identity';
import { inTenantReplica, tenantOf } from '../http/in-tenant';
import { valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { type Handler, STREAMED, serve } from '../http/serve';
import { permissionsOf } from '../permissions/permission-store';
import type { Queryable } from '../db/pool';
import { sendCsv, sendPdf } from './report-download';
import { openReport, reportRows, showable, wholeReport } from './report-reader';
import { reportRefusals } from './report-refusals';
import { type ReportCaller, reportScope } from './report-scope';

/** The caller and what they hold; an admin's permissions were read by the route's guard. */
async function callerOf(
  db: Queryable,
  instituteId: string,
  state: ServiceState,
  role: ReportCaller['role'],
): Promise<ReportCaller> {
  const { userId } = tenantOf(state);
  return { userId, role, permissions: state.permissions ?? (await permissionsOf(db, instituteId, userId, role)) };
}

/** The report of the filters for a caller of the role: answered as JSON, or written out as a CSV or PDF file. */
const attendanceReport =
  (reads: ReadPools, role: ReportCaller['role']): Handler<typeof routes.adminAttendanceReport> =>
  async ({ query: { format, ...request }, state, ctx }) => {
    // A PDF is laid out after the snapshot has ended, so its connection is not held while the pages are drawn.
    const whole = await inTenantReplica(
      reads,
      ctx,
      async (db, instituteId): Promise<AttendanceReport | typeof STREAMED> => {
        const caller = await callerOf(db, instituteId, state, role);
        const scope = valueOrHttpError(await reportScope(db, instituteId, caller, { ...request, format }), reportRefusals);
        const report = await openReport(db, instituteId, scope);
        if (format === 'csv') {
          await sendCsv(ctx, report, reportRows(db, instituteId, report));
          return STREAMED;
        }
        return wholeReport(db, instituteId, valueOrHttpError(showable(report), reportRefusals));
      },
      'read-only-snapshot',
    );
    if (whole === STREAMED) return STREAMED;
    if (format === 'pdf') {
      await sendPdf(ctx, whole);
      return STREAMED;
    }
    return { status: 200, body: { success: true, ...whole } };
  };

/**
 * The attendance report of a semester, a class, a subject or a student over a range of days: on screen as JSON, or
 * downloaded as CSV or PDF. The office reads it with View reports; a teacher reads their subjects' (every subject with
 * View reports). Everything is read in one read-only snapshot, so the columns, the students and their marks agree; on
 * the read replica when one is in use.
 */
export function reportRoutes({ pool, reads }: RouteDependencies) {
  const router = createRouter();
  serve(router, pool, routes.teacherAttendanceReport, attendanceReport(reads, 'teacher'));
  serve(router, pool, routes.adminAttendanceReport, attendanceReport(reads, 'admin'));
  return router;
}
