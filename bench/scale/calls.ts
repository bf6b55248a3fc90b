import { type Agent, request } from 'undici';
import type { Pool } from '../../services/src/db/pool';
import type { DeployedStack } from '../api/deployed-stack';
import type { GeneratedInstitute } from '../attendance/generate';
import { insertRegister, registerBook } from '../attendance/registers';
import {
  copyEveryMark,
  dashboardOverMarks,
  pairsOverMarks,
  reportMarksOverMarks,
  studentSubjectsOverMarks,
} from '../reports/baseline';
import type { SignedInInstitute } from './signed-in';

/** A figure's two sides: the page through the gateway and the plain SQL over the marks it stands beside. */
export interface Sides {
  gateway: (worker: number, workers: number) => Promise<void>;
  PostgreSQL: (worker: number, workers: number) => Promise<void>;
  /** The plain SQL reads every mark of the institute's semester: at the university ten of them at once would take minutes. */
  baselineAlone?: true;
}

export const READ_CALLS = ['student portal', 'admin dashboard', 'class × semester report', 'eligibility list', 'CSV of a class'];
export const REGISTER_SAVE = 'register save';

/** The calls of one institute: each page read in turn for the workers (students, classes), and a register save. */
export function callsOf(
  deployed: DeployedStack,
  pool: Pool,
  agent: Agent,
  institute: SignedInInstitute,
  today: string,
): Record<string, Sides> {
  const { instituteId, semesterId } = institute.generated;
  const send = async (path: string, headers: Record<string, string>, init: { method?: 'POST'; body?: string } = {}) => {
    const answer = await request(`${deployed.gatewayUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: init.body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: init.body,
      dispatcher: agent,
    });
    const body = await answer.body.arrayBuffer();
    if (answer.statusCode >= 300)
      throw new Error(
        `${init.method ?? 'GET'} ${path} answered ${answer.statusCode}: ${Buffer.from(body).toString().slice(0, 300)}`,
      );
  };
  let nextClass = 0;
  const aClass = () => institute.classes[nextClass++ % institute.classes.length]!;
  const reader = (worker: number) => institute.readers[worker % institute.readers.length]!;
  const admin = institute.admin.headers;

  const book = registerBook(
    {
      instituteId,
      firstDay: institute.registerDays.firstDay,
      days: institute.registerDays.days,
      teachers: institute.teachers,
      password: '',
    } satisfies GeneratedInstitute,
    { firstPeriod: 7 },
  );
  // One worker takes the teachers in turn; several take one teacher each (as long as there are enough).
  let turn = 0;
  const teacherOf = (worker: number, workers: number) =>
    institute.teachers[(workers === 1 ? turn++ : worker) % institute.teachers.length]!;

  return {
    'student portal': {
      gateway: (worker) => send('/student/attendance', reader(worker).headers),
      PostgreSQL: async (worker) => {
        await studentSubjectsOverMarks(pool, instituteId, reader(worker).userId, semesterId);
      },
    },
    'admin dashboard': {
      gateway: () => send('/admin/dashboard', admin),
      PostgreSQL: async () => {
        await dashboardOverMarks(pool, instituteId, semesterId, today);
      },
      baselineAlone: true,
    },
    'class × semester report': {
      gateway: () => send(`/admin/reports/attendance?classId=${aClass()}`, admin),
      PostgreSQL: async () => {
        await reportMarksOverMarks(pool, instituteId, semesterId, { classId: aClass() });
      },
    },
    'eligibility list': {
      gateway: () => send(`/admin/eligibility?classId=${aClass()}`, admin),
      PostgreSQL: async () => {
        await pairsOverMarks(pool, instituteId, semesterId, today, aClass());
      },
    },
    'CSV of a class': {
      gateway: () => send(`/admin/reports/attendance?format=csv&classId=${aClass()}`, admin),
      PostgreSQL: async () => {
        await copyEveryMark(pool, instituteId, semesterId, aClass());
      },
    },
    [REGISTER_SAVE]: {
      gateway: (worker, workers) => {
        const teacher = teacherOf(worker, workers);
        return send('/teacher/lectures', teacher.headers, { method: 'POST', body: JSON.stringify(book(teacher)) });
      },
      PostgreSQL: (worker, workers) => {
        const teacher = teacherOf(worker, workers);
        return insertRegister(pool, instituteId, teacher.userId, book(teacher));
      },
    },
  };
}
