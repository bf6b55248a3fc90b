import type { ReportFormat } from '@rollcall/contracts';
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

/** The search of the address and of the request: the chosen filters in their order, and the format if not JSON. */
export function reportSearch(filter: ReportFilterValues, format?: Exclude<ReportFormat, 'json'>): string {
  const present = fields.flatMap((field) => (filter[field] ? [[field, filter[field]] as [string, string]] : []));
  return new URLSearchParams(format ? [...present, ['format', format]] : present).toString();
}

/** GET /{area}/reports/attendance with the filters (and the format of a download). */
export function reportPath(area: AttendanceArea, filter: ReportFilterValues, format?: Exclude<ReportFormat, 'json'>): string {
  const search = reportSearch(filter, format);
  return search ? `/${area}/reports/attendance?${search}` : `/${area}/reports/attendance`;
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
