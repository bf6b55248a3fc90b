import Koa from 'koa';
import { type ApiPath, endpoints, pathPattern } from '@rollcall/contracts/endpoints';
import { answerErrorLog, bodyProblem, errorHandler, jsonBody, methodNotAllowed, notFound } from '@rollcall/server-kit';
import { academicYearRoutes } from '../academic-years/academic-year-routes';
import { apiTokenRoutes } from '../api-tokens/api-token-routes';
import { semesterRoutes } from '../academic-years/semester-routes';
import { adminRoutes } from '../admins/admin-routes';
import { calendarFeedRoutes } from '../calendar-feeds/calendar-feed-routes';
import { classRoutes } from '../classes/class-routes';
import { credentialRoutes } from '../credentials/credential-routes';
import { preferenceRoutes } from '../users/preference-routes';
import { customRoleRoutes } from '../custom-roles/custom-role-routes';
import { dashboardRoutes } from '../dashboard/dashboard-routes';
import { demoInstituteRoutes } from '../demo/demo-routes';
import { condonationRoutes } from '../eligibility/condonation-routes';
import { eligibilityRoutes } from '../eligibility/eligibility-routes';
import { enquiryRoutes } from '../enquiries/enquiry-routes';
import { enrollmentBatchRoutes } from '../enrollments/enrollment-batch-routes';
import { enrollmentRoutes } from '../enrollments/enrollment-routes';
import { importRoutes } from '../imports/import-routes';
import { instituteRoutes } from '../institutes/institute-routes';
import { leaveRequestRoutes } from '../leave-requests/leave-request-routes';
import { correctionRoutes } from '../lectures/correction-routes';
import { lectureHistoryRoutes } from '../lectures/lecture-history-routes';
import { teacherDayRoutes } from '../lectures/teacher-day-routes';
import { mailPreferenceRoutes } from '../mail-preferences/mail-preference-routes';
import { oneRosterRoutes } from '../oneroster/oneroster-routes';
import { passwordResetRoutes } from '../password-resets/reset-routes';
import { meRoutes } from '../permissions/me-routes';
import { portalRoutes } from '../portals/portal-routes';
import { reportRoutes } from '../reports/report-routes';
import { calendarRoutes } from '../school-calendar/calendar-routes';
import { timetableChangeRoutes } from '../school-calendar/timetable-change-routes';
import { settingsRoutes } from '../settings/settings-routes';
import { setupProgressRoutes } from '../setup-progress/setup-progress-routes';
import { statsRoutes } from '../stats/stats-routes';
import { studentRoutes } from '../students/student-routes';
import { subjectRoutes } from '../subjects/subject-routes';
import { teacherRoutes } from '../teachers/teacher-routes';
import { timetableRoutes } from '../timetable/timetable-routes';
import { webhookRoutes } from '../webhooks/webhook-routes';
import { requireSignedIdentity, type ServiceState } from './identity';
import { noteWriters } from './note-writers';
import type { RouteDependencies } from './routes';
import { primaryReads, type ReadPools } from '../db/replica/read-pools';

/** Bodies are JSON only, at most 1 MB once decoded. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions extends Omit<RouteDependencies, 'reads'> {
  log: (message: string) => void;
  /** Where reads that may lag go; every read on `pool` when absent. */
  reads?: ReadPools;
}

const uploadsOf = (type: string, calls: { method: string; path: ApiPath }[]) =>
  calls.map((endpoint) => ({ type, method: endpoint.method.toUpperCase(), path: pathPattern(endpoint.path) }));

const uploads = [
  ...uploadsOf('text/csv', [
    endpoints.importStudents,
    endpoints.importTeachers,
    endpoints.importEnrolments,
    endpoints.importSubjects,
  ]),
  ...uploadsOf('application/zip', [endpoints.importOneRoster]),
];

/** CSV imports stream their body themselves, line by line, and the OneRoster import reads its zip; every other body is JSON. */
const isUpload = (ctx: Koa.Context) =>
  uploads.some(({ type, method, path }) => ctx.method === method && path.test(ctx.path) && Boolean(ctx.is(type)));

/** The service's log takes whole lines: a failure's stack goes into its line. */
function failureLog(log: (message: string) => void) {
  return (message: string, error?: unknown) =>
    log(`services: ${message}${error === undefined ? '' : `: ${(error as Error)?.stack ?? String(error)}`}`);
}

/** The service's HTTP application: errors → identity → who wrote (for the read replica) → JSON body → routes → not found. */
export function createApp({ log, reads, ...options }: AppOptions): Koa<ServiceState> {
  const dependencies: RouteDependencies = { ...options, reads: reads ?? primaryReads(options.pool) };
  const app = new Koa<ServiceState>();
  app.proxy = false;
  app.silent = true;
  app.on('error', answerErrorLog(failureLog(log)));
  app.use(errorHandler({ log: failureLog(log), clientErrorText: bodyProblem }));
  app.use(requireSignedIdentity(dependencies.internalSecret));
  app.use(noteWriters(dependencies.reads));
  app.use(jsonBody({ limitBytes: BODY_LIMIT_BYTES, refuseOtherTypes: true, streamed: isUpload }));
  for (const routes of [
    instituteRoutes,
    demoInstituteRoutes,
    adminRoutes,
    statsRoutes,
    credentialRoutes,
    preferenceRoutes,
    passwordResetRoutes,
    enquiryRoutes,
    meRoutes,
    academicYearRoutes,
    semesterRoutes,
    classRoutes,
    subjectRoutes,
    timetableRoutes,
    calendarRoutes,
    timetableChangeRoutes,
    settingsRoutes,
    customRoleRoutes,
    importRoutes,
    teacherRoutes,
    studentRoutes,
    enrollmentRoutes,
    enrollmentBatchRoutes,
    lectureHistoryRoutes,
    correctionRoutes,
    teacherDayRoutes,
    portalRoutes,
    dashboardRoutes,
    setupProgressRoutes,
    reportRoutes,
    condonationRoutes,
    eligibilityRoutes,
    mailPreferenceRoutes,
    calendarFeedRoutes,
    leaveRequestRoutes,
    apiTokenRoutes,
    webhookRoutes,
    oneRosterRoutes,
  ]) {
    const router = routes(dependencies);
    app.use(router.routes());
  }
  app.use(methodNotAllowed);
  app.use(notFound);
  return app;
}
