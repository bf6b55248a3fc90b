import type { ReportFilter } from '@rollcall/contracts';

/**
 * The name a download is saved under, from the words that say what it is: ['attendance', 'PHY1', '2026-07-01', …]
 * → 'attendance-PHY1-2026-07-01-….csv'. Browsers that read `filename*` keep the names' own letters.
 */
function downloadFileName(
  words: ReadonlyArray<string | null | undefined>,
  extension: 'csv' | 'pdf',
): { ascii: string; unicode: string } {
  const parts = words.filter(Boolean) as string[];
  const name = (keep: RegExp) =>
    `${parts
      .map((part) => part.replace(keep, '-').replace(/-+/g, '-').replace(/^-|-$/g, ''))
      .filter(Boolean)
      .join('-')}.${extension}`;
  return { ascii: name(/[^A-Za-z0-9._]+/g), unicode: name(/[\s"\\/:*?<>|]+/g) };
}

/** What a report's file name says: what it is of and its days, 'attendance-PHY1-2026-07-01-to-2026-09-30'. */
const reportWords = (filter: ReportFilter) => [
  'attendance',
  filter.subject?.code ?? filter.class?.name ?? filter.semester.name,
  filter.student?.rollNumber,
  filter.from,
  'to',
  filter.to,
];

/** RFC 5987's value characters: everything else percent-encoded as UTF-8. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Content-Disposition of a download named by these words (see downloadFileName). */
export function attachmentNamed(words: ReadonlyArray<string | null | undefined>, extension: 'csv' | 'pdf'): string {
  const { ascii, unicode } = downloadFileName(words, extension);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(unicode)}`;
}

/** The Content-Disposition of a download of the report. */
export const attachmentOf = (filter: ReportFilter, extension: 'csv' | 'pdf'): string =>
  attachmentNamed(reportWords(filter), extension);
