import { endpoints } from '@rollcall/api-client';
import type { ReportFormat, ReportQuery } from '@rollcall/contracts';
import type { AttendanceArea } from '../data/keys';

/** The filters of a report as the address keeps them; each optional (the server picks the semester). */
export interface ReportFilterValues {
  semesterId?: string;
  classId?: string;
  subjectId?: string;
  studentId?: string;
  from?: string;
  to?: string;
}

/** The order of the query, so the screen, the downloads and a shared link all name a report the same way. */
const fields = ['semesterId', 'classId', 'subjectId', 'studentId', 'from', 'to'] as const;

/** The filters an address's search names ('?subjectId=…&from=…'); anything else is ignored. */
export function reportFilterOf(search: URLSearchParams): ReportFilterValues {
  const filter: ReportFilterValues = {};
  for (const field of fields) {
    const value = search.get(field);
    if (value) filter[field] = value;
  }
  return filter;
}

/** The report's call of each area. */
export const reportEndpoints = {
  teacher: endpoints.teacherAttendanceReport,
  admin: endpoints.adminAttendanceReport,
} as const satisfies Record<AttendanceArea, unknown>;

/** The query of the report's call: the chosen filters in their order, and the format of a download. */
export function reportQuery(filter: ReportFilterValues, format?: Exclude<ReportFormat, 'json'>): ReportQuery {
  const present = fields.flatMap((field) => (filter[field] ? [[field, filter[field]] as const] : []));
  return Object.fromEntries(format ? [...present, ['format', format]] : present);
}

/** The search of the address and of the request, so a shared link names the report as the request does. */
export function reportSearch(filter: ReportFilterValues): string {
  return new URLSearchParams(reportQuery(filter) as Record<string, string>).toString();
}

/**
 * A change of one filter and what it undoes: another semester drops its subject and days, another class its
 * subject and student (they belong to the class).
 */
export function changeFilter(filter: ReportFilterValues, field: keyof ReportFilterValues, value: string | undefined) {
  const next: ReportFilterValues = { ...filter, [field]: value || undefined };
  if (field === 'semesterId') Object.assign(next, { subjectId: undefined, from: undefined, to: undefined });
  if (field === 'classId') Object.assign(next, { subjectId: undefined, studentId: undefined });
  return Object.fromEntries(Object.entries(next).filter((entry) => entry[1])) as ReportFilterValues;
}
