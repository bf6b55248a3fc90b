import { type EligibilityStatus, formatDay, reportPdfTexts } from '@rollcall/contracts';

const percent = (value: number) => `${value.toFixed(1)}%`;
/** Condoned lectures: capped at what lifts a subject to the threshold, so possibly a fraction of one. */
const lectures = (count: number) => {
  if (Number.isInteger(count)) return String(count);
  return count < 0.05 ? '<0.1' : count.toFixed(1);
};

/** A mark per status, so that a cell holds the percentage and the status side by side; the legend spells them out. */
export const statusMarks = { eligible: 'E', condonable: 'C', short: 'S' } as const satisfies Record<EligibilityStatus, string>;

/** What the exam cell's PDF says beyond the students' figures. */
export const eligibilityPdfTexts = {
  title: 'Exam eligibility',
  generatedAt: (at: Date, timeZone: string) =>
    `Generated ${new Intl.DateTimeFormat('en-IN', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }).format(at)}`,
  /** The semester, the day and the rules the figures are read with. */
  terms: (semester: string, asOf: string, threshold: number, floor: number) =>
    `${semester} · As of ${formatDay(asOf)} · Threshold ${percent(threshold)} · Condonation floor ${percent(floor)}`,
  digest: (hex: string) => `SHA-256 of the list’s rows (the lines of its CSV file after the header, as UTF-8): ${hex}`,
  legend:
    'E eligible · C needs condonation · S short (bold, shaded) · +n lectures condoned · – no lecture yet · blank: subject not taken',
  page: reportPdfTexts.page,
  noClass: 'No class',
  students: (count: number) => (count === 1 ? '1 student' : `${count.toLocaleString('en-IN')} students`),
  /** Names the subjects of one table when they do not all fit across one page. */
  subjectsPart: (first: number, last: number, count: number) => `subjects ${first}–${last} of ${count}`,
  rollNumber: 'Roll number',
  name: 'Name',
  noStudents: 'No student is listed: the semester has no enrolled student, or none matches the filter.',
  cell: (percentage: number | null, status: EligibilityStatus, condoned: number) =>
    `${percentage === null ? '–' : percent(percentage)} ${statusMarks[status]}${condoned > 0 ? ` +${lectures(condoned)}` : ''}`,
} as const;
