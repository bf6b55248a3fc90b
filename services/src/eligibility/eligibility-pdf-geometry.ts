// Sizes in PDF points of the exam cell's list.

/** A4 landscape. */
export const sheet = { width: 841.89, height: 595.28 } as const;

/** Left, top, right, bottom: the top holds the institute, the list's terms and when it was generated; the bottom the legend, the digest and the page number. */
export const margins = { left: 24, top: 52, right: 24, bottom: 40 } as const;

/** The width between the page's margins. */
export const across = sheet.width - margins.left - margins.right;

export const fontSizes = {
  institute: 12,
  header: 8,
  footer: 6.5,
  caption: 9,
  subjects: 6.5,
  heading: 7,
  cell: 7.5,
} as const;

/** A line of text is this many times its size high; its baseline sits `ascent` times its size below its top. */
export const leading = 1.3;
export const ascent = 1.0;

/** Content widths of the columns: a subject's cell holds its percentage, status mark and condoned lectures ('74.2% C +3'). */
export const widths = { rollNumber: 52, name: 134, subject: 52 } as const;

/** Room on each side of a cell's text, and above and below it. */
export const padding = { side: 3, top: 2 } as const;

export const ruleWidth = 0.5;

const columnWidth = (content: number) => content + 2 * padding.side;

export const columns = {
  rollNumber: columnWidth(widths.rollNumber),
  name: columnWidth(widths.name),
  subject: columnWidth(widths.subject),
} as const;

/** How many subjects fit across a page beside the roll number and name. */
export const subjectsPerPage = Math.floor((across - columns.rollNumber - columns.name) / columns.subject);
