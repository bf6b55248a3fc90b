import {
  attendanceMessages,
  type Permission,
  peopleMessages,
  portalMessages,
  type ReportFilter,
  type ReportFormat,
  reportMessages,
  setupMessages,
} from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import type { ReportRefusal } from './report-refusals';
import { lookUpReport, type ReportLookup, type ReportNames, semesterSubjects } from './report-lookup-store';

/** Who asks for a report, and what they hold (an admin's permissions were read by the route's guard). */
export interface ReportCaller {
  userId: string;
  role: 'admin' | 'teacher';
  permissions: readonly Permission[];
}

export interface ReportRequest extends ReportNames {
  from?: string;
  to?: string;
  format: ReportFormat;
}

/** What a report is of: its heading, and the subjects and days whose lectures it reads. */
export interface ReportScope {
  instituteName: string;
  threshold: number;
  issuedOn: string;
  filter: ReportFilter;
  subjectIds: string[];
  /** The one student asked for, else null for every student enrolled. */
  studentId: string | null;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The report's scope, or why there is none. The semester is the one named, else the named subject's, else the one
 * to show by the institute's today; the range defaults to the semester and is cut to it (a range wholly outside it
 * is an empty report). A teacher reads the subjects they teach, and every subject once they hold View reports; to
 * download, an admin needs Export reports, and so does a teacher whose report takes in a subject they do not teach.
 */
export async function reportScope(
  db: Queryable,
  instituteId: string,
  caller: ReportCaller,
  request: ReportRequest,
): Promise<Outcome<ReportScope, ReportRefusal>> {
  const found = await lookUpReport(db, instituteId, request);
  if (request.subjectId && !found.subject) return refused('not-found', setupMessages.subjectNotFound);
  const { semester } = found;
  if (!semester) return refused('not-found', request.semesterId ? setupMessages.semesterNotFound : portalMessages.noSemester);
  if (found.subject && found.subject.semesterId !== semester.id) return refused('invalid', reportMessages.subjectNotInSemester);
  if (request.classId && !found.class) return refused('not-found', setupMessages.classNotFound);
  if (request.studentId && !found.student) return refused('not-found', peopleMessages.studentNotFound);

  const subjects = await semesterSubjects(db, instituteId, {
    semesterId: semester.id,
    classId: request.classId ?? null,
    subjectId: request.subjectId ?? null,
    teacherId: caller.userId,
  });
  const seesAll = caller.role === 'admin' || caller.permissions.includes('view_reports');
  const visible = seesAll ? subjects : subjects.filter((subject) => subject.taught);
  if (request.subjectId && visible.length === 0 && subjects.length > 0)
    return refused('forbidden', attendanceMessages.notYourSubject);
  if (request.format !== 'json' && !mayDownload(caller, visible)) return refused('forbidden', reportMessages.noExport);

  return succeeded({
    instituteName: found.instituteName,
    threshold: found.threshold,
    issuedOn: found.today,
    filter: {
      semester,
      class: found.class,
      subject: found.subject && withoutSemester(found.subject),
      student: found.student,
      from: later(request.from ?? semester.startsOn, semester.startsOn),
      to: earlier(request.to ?? semester.endsOn, semester.endsOn),
    },
    subjectIds: visible.map((one) => one.id),
    studentId: request.studentId ?? null,
  });
}

const withoutSemester = ({ semesterId: _semesterId, ...subject }: NonNullable<ReportLookup['subject']>) => subject;

/** Downloading needs Export reports, except for a teacher downloading only subjects they teach. */
function mayDownload(caller: ReportCaller, subjects: ReadonlyArray<{ taught: boolean }>): boolean {
  if (caller.permissions.includes('export_reports')) return true;
  return caller.role === 'teacher' && subjects.every((subject) => subject.taught);
}
