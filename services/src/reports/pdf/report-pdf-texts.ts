import { formatDay, portalTexts } from '@rollcall/contracts';

/** What the PDF of a report says beyond the report's own headings and filter line. */
export const reportPdfTexts = {
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  issuedOn: (day: string) => `Issued on ${formatDay(day)}`,
  /** Names the lecture periods of one table when they do not all fit across one page. */
  periods: (first: number, last: number, count: number) => `Lecture periods ${first}–${last} of ${count}`,
  noPeriods: 'No lecture periods in this range',
  allStudents: 'All students',
  legend: (threshold: number) =>
    `P present · A absent (bold, shaded) · blank: no counted mark · a percentage in bold is below the threshold of ${portalTexts.percent(threshold)}`,
} as const;
