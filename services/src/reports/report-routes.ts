import { type AttendanceReport, type AttendanceReportResponse, reportQuerySchema } from '@rollcall/contracts';
import { parseWith, reply } from '@rollcall/server-kit';
import type { ServiceState } from '../http/identity';
import { inTenant, tenantOf } from '../http/in-tenant';
import { valueOrHttpError } from '../http/refusal-error';
import { createRouter, type RouteDependencies } from '../http/routes';
import { teacherAndOfficeAreas } from '../permissions/reading-areas';
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

/**
 * The attendance report of a semester, a class, a subject or a student over a range of days: on screen as JSON, or
 * downloaded as CSV or PDF. The office reads it with View reports; a teacher reads their subjects' (every subject with
 * View reports). Everything is read in one read-only snapshot, so the columns, the students and their marks agree.
 */
export function reportRoutes({ pool }: RouteDependencies) {
  const router = createRouter();
  for (const [role, guard] of teacherAndOfficeAreas(pool)) {
    router.get(`/${role}/reports/attendance`, guard, async (ctx) => {
      const { format, ...request } = parseWith(reportQuerySchema, ctx.query);
      // A PDF is laid out after the snapshot has ended, so its connection is not held while the pages are drawn.
      const printable = await inTenant(
        pool,
        ctx.state,
        async (db, instituteId): Promise<AttendanceReport | null> => {
          const caller = await callerOf(db, instituteId, ctx.state, role);
          const scope = valueOrHttpError(await reportScope(db, instituteId, caller, { ...request, format }), reportRefusals);
          const report = await openReport(db, instituteId, scope);
          switch (format) {
            case 'json': {
              const shown = valueOrHttpError(showable(report), reportRefusals);
              reply<AttendanceReportResponse>(ctx, 200, { success: true, ...(await wholeReport(db, instituteId, shown)) });
              return null;
            }
            case 'csv':
              await sendCsv(ctx, report, reportRows(db, instituteId, report));
              return null;
            case 'pdf':
              return wholeReport(db, instituteId, valueOrHttpError(showable(report), reportRefusals));
          }
        },
        'read-only-snapshot',
      );
      if (printable) await sendPdf(ctx, printable);
    });
  }

  return router;
}
