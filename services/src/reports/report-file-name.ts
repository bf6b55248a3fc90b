import type { ReportFilter } from '@rollcall/contracts';

/**
 * The name a downloaded report is saved under, from what it is of and its days:
 * 'attendance-PHY1-2026-07-01-to-2026-09-30.csv'. Browsers that read `filename*` keep the names' own letters.
 */
export function reportFileName(filter: ReportFilter, extension: 'csv' | 'pdf'): { ascii: string; unicode: string } {
  const of = filter.subject?.code ?? filter.class?.name ?? filter.semester.name;
  const parts = ['attendance', of, filter.student?.rollNumber, filter.from, 'to', filter.to].filter(Boolean) as string[];
  const name = (keep: RegExp) =>
    `${parts
      .map((part) => part.replace(keep, '-').replace(/-+/g, '-').replace(/^-|-$/g, ''))
      .filter(Boolean)
      .join('-')}.${extension}`;
  return { ascii: name(/[^A-Za-z0-9._]+/g), unicode: name(/[\s"\\/:*?<>|]+/g) };
}

/** RFC 5987's value characters: everything else percent-encoded as UTF-8. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Content-Disposition of a download of the report. */
export function attachmentOf(filter: ReportFilter, extension: 'csv' | 'pdf'): string {
  const { ascii, unicode } = reportFileName(filter, extension);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(unicode)}`;
}
