import type { DashboardResponse, StudentAttendanceResponse } from '@rollcall/contracts';
import type { Pool } from '../../services/src/db/pool';
import type { DeployedStack } from '../api/deployed-stack';
import { signedInAdmin } from '../api/signed-in-admin';
import { checkListedClasses } from '../reports/listed-classes';
import type { GeneratedSemester } from '../semester/generate';

export type Get = <T>(path: string, headers: Record<string, string>) => Promise<T>;
export const CALLS = ['GET /student/attendance', 'GET /admin/dashboard'] as const;
export type Call = (typeof CALLS)[number];

/** What the answers say, summed over the readers: enough to tell whether the readers see a calendar. */
export interface Observed {
  date: string;
  lecturesLeft: number;
  calendarDays: number;
  scheduledToday: number;
  notTaken: number;
  /** Every reader's present and total per subject: the calendar changes what is scheduled, never a mark. */
  counts: string;
}

export interface SchoolReaders {
  school: GeneratedSemester;
  adminId: string;
  /** Each call, for worker n of the load: the portal as the n-th reader, the dashboard as the admin. */
  calls: Record<Call, (worker: number) => Promise<void>>;
  /** Reads every answer once, checking the dashboard's classes against plain SQL over the marks. */
  observe(): Promise<Observed>;
}

/** A generated school's admin and `readers` students spread across its classes, signed in through the gateway. */
export async function schoolReaders(
  pool: Pool,
  deployed: DeployedStack,
  get: Get,
  school: GeneratedSemester,
  { readers: count, domain }: { readers: number; domain: string },
): Promise<SchoolReaders> {
  const admin = await signedInAdmin(pool, deployed, school.instituteId, `admin@${domain}`);
  const step = Math.floor(school.students.length / count);
  const readers = await Promise.all(
    Array.from({ length: count }, (_, n) => school.students[n * step]!).map((student) =>
      deployed.signIn('student', student.email, school.password),
    ),
  );
  const observe = async (): Promise<Observed> => {
    const portal = await Promise.all(
      readers.map((reader) => get<StudentAttendanceResponse>('/student/attendance', reader.headers)),
    );
    const dashboard = await get<DashboardResponse>('/admin/dashboard', admin.headers);
    await checkListedClasses(pool, school, dashboard);
    const subjects = portal.flatMap((answer) => answer.subjects);
    return {
      date: dashboard.date,
      lecturesLeft: subjects.reduce((sum, subject) => sum + subject.lecturesLeft, 0),
      calendarDays: portal.reduce((sum, answer) => sum + answer.calendar.length, 0),
      scheduledToday: dashboard.today.scheduled,
      notTaken: dashboard.counts.notTaken,
      counts: JSON.stringify(subjects.map(({ subjectId, present, total }) => [subjectId, present, total])),
    };
  };
  return {
    school,
    adminId: admin.userId,
    calls: {
      'GET /student/attendance': (worker) => get('/student/attendance', readers[worker]!.headers).then(() => undefined),
      'GET /admin/dashboard': () => get('/admin/dashboard', admin.headers).then(() => undefined),
    },
    observe,
  };
}
