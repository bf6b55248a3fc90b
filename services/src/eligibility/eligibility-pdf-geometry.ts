import { padding, page, ruleWidth } from '../reports/pdf/table-geometry';

// Sizes in PDF points of the exam cell's list: A4 landscape, as the attendance report.

/** Left, top, right, bottom: the top holds the institute, the list's terms and when it was generated; the bottom the legend, the digest and the page number. */
export const pageMargins: [number, number, number, number] = [24, 58, 24, 44];

export const fontSizes = {
  institute: 12,
  header: 8,
  footer: 6.5,
  digest: 6.5,
  caption: 9,
  subjects: 6.5,
  heading: 7,
  cell: 7.5,
} as const;

/** Content widths of the columns: a subject's cell holds its percentage, status mark and condoned lectures ('74.2% C +3'). */
export const widths = { rollNumber: 52, name: 130, subject: 50 } as const;

const across = (width: number) => width + 2 * padding.other + ruleWidth;
const usable = page.width - pageMargins[0] - pageMargins[2] - ruleWidth;

/** How many subjects fit across a page beside the roll number and name. */
export const subjectsPerPage = Math.floor((usable - across(widths.rollNumber) - across(widths.name)) / across(widths.subject));
