// Sizes in PDF points (1/72 inch) of the report's page and table.

/** A4 landscape. */
export const page = { width: 841.89, height: 595.28 } as const;

/** Left, top, right, bottom: the top holds the institute, the filter line and the day of issue; the bottom the page number. */
export const pageMargins: [number, number, number, number] = [24, 60, 24, 36];

export const fontSizes = {
  institute: 12,
  header: 8,
  footer: 6.5,
  caption: 7,
  heading: 6.5,
  columnLabel: 5.5,
  cell: 7.5,
} as const;

/** Content widths of the columns; a lecture period's label ('2026-07-01' over 'P1 MATH') is set small to fit. */
export const widths = { rollNumber: 46, name: 116, lecture: 29, present: 30, total: 24, percentage: 38 } as const;

/** Cell padding on each side: lecture periods are narrow, so theirs is less. */
export const padding = { lecture: 1.5, other: 3 } as const;

export const ruleWidth = 0.5;

const across = (width: number, side: number) => width + 2 * side + ruleWidth;

const usable = page.width - pageMargins[0] - pageMargins[2] - ruleWidth;
const student = across(widths.rollNumber, padding.other) + across(widths.name, padding.other);
const totals =
  across(widths.present, padding.other) + across(widths.total, padding.other) + across(widths.percentage, padding.other);
const lecture = across(widths.lecture, padding.lecture);

/** How many lecture periods fit across a page beside the roll number and name, without and with the totals. */
export const periodsPerPage = {
  alone: Math.floor((usable - student) / lecture),
  withTotals: Math.floor((usable - student - totals) / lecture),
} as const;
