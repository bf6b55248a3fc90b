import { type ReportColumn, type ReportRow, reportCellText, reportColumnLabel, reportHeadings } from '@rollcall/contracts';

/** Written first, so that spreadsheets read the file as UTF-8 (Indic names). */
export const BYTE_ORDER_MARK = '\uFEFF';

/** A spreadsheet runs a cell starting with one of these as a formula: such a value is written as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: formula-guarded, then quoted when it holds a comma, a quote or a line end (quotes doubled). */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of fields, ended as RFC 4180 ends it. */
export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The heading line: roll number, name, one column per lecture period, then the counts. */
export const csvHeader = (columns: readonly ReportColumn[]) =>
  csvLine([
    reportHeadings.rollNumber,
    reportHeadings.name,
    ...columns.map(reportColumnLabel),
    reportHeadings.present,
    reportHeadings.total,
    reportHeadings.percentage,
  ]);

/** A student's line; the percentage with one decimal, empty while nothing is marked. */
export const csvRow = (columns: readonly ReportColumn[], row: ReportRow) =>
  csvLine([
    row.rollNumber,
    row.name,
    ...row.marks.map((mark, at) => reportCellText(columns[at]!, mark, row.markSubjects[at] ?? [])),
    String(row.present),
    String(row.total),
    row.percentage === null ? '' : row.percentage.toFixed(1),
  ]);
