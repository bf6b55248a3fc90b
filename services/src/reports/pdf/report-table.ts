import {
  type AttendanceReport,
  type ReportCount,
  type ReportRow,
  reportCellText,
  reportColumnLabel,
  reportHeadings,
  portalTexts,
} from '@rollcall/contracts';
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import type { ColumnGroup } from './column-groups';
import { pdfText } from './pdf-text';
import { reportPdfTexts } from '@rollcall/contracts';
import { fontSizes, padding, ruleWidth, widths } from './table-geometry';
import type { TextWidth } from './text-width';

/** The shade of an absent mark; the mark is also bold, so that it is told apart without colour. */
const ABSENT_SHADE = '#d4d4d4';
const RULE = '#9a9a9a';
const HEADER_RULE = '#333333';

/** The roll number and name columns come first; the lecture periods after them. */
const LEADING = 2;

const heading = (text: string, alignment: 'left' | 'center' = 'center'): TableCell => ({
  text,
  bold: true,
  fontSize: fontSizes.heading,
  alignment,
});

function markCell(mark: string, text: string): TableCell {
  if (mark === '') return '';
  if (mark.includes('A')) return { text, bold: true, fillColor: ABSENT_SHADE, alignment: 'center' };
  return { text, alignment: 'center' };
}

function countCells(count: ReportCount, threshold: number, bold = false): TableCell[] {
  const below = count.percentage !== null && count.percentage < threshold;
  return [
    { text: String(count.present), alignment: 'right', bold },
    { text: String(count.total), alignment: 'right', bold },
    { text: count.percentage === null ? '' : portalTexts.percent(count.percentage), alignment: 'right', bold: bold || below },
  ];
}

function caption(report: AttendanceReport, group: ColumnGroup, span: number): TableCell[] {
  const count = report.columns.length;
  const text = count === 0 ? reportPdfTexts.noPeriods : reportPdfTexts.periods(group.first + 1, group.end, count);
  return [
    { text, colSpan: span, fontSize: fontSizes.caption, bold: true, border: [false, false, false, true] },
    ...Array(span - 1).fill(''),
  ];
}

function headings(report: AttendanceReport, group: ColumnGroup): TableCell[] {
  const periods = report.columns.slice(group.first, group.end).map(
    // The day on one line, the period and subjects under it.
    (column): TableCell => ({
      text: reportColumnLabel(column).replace(' ', '\n'),
      fontSize: fontSizes.columnLabel,
      alignment: 'center',
    }),
  );
  const totals = group.totals
    ? [heading(reportHeadings.present), heading(reportHeadings.total), heading(reportHeadings.percentage)]
    : [];
  return [heading(reportHeadings.rollNumber, 'left'), heading(reportHeadings.name, 'left'), ...periods, ...totals];
}

function studentRow(report: AttendanceReport, row: ReportRow, group: ColumnGroup, measure: TextWidth): TableCell[] {
  const { columns, threshold } = report;
  const marks = row.marks.slice(group.first, group.end).map((mark, index) => {
    const at = group.first + index;
    return markCell(mark, reportCellText(columns[at]!, mark, row.markSubjects[at] ?? []));
  });
  const totals = group.totals ? countCells(row, threshold) : [];
  const nameBox = { width: widths.name, size: fontSizes.cell, bold: false, measure };
  const rollNumberBox = { ...nameBox, width: widths.rollNumber };
  return [{ text: pdfText(row.rollNumber, rollNumberBox) }, { text: pdfText(row.name, nameBox) }, ...marks, ...totals];
}

function totalsRow(report: AttendanceReport, group: ColumnGroup): TableCell[] {
  const blanks = Array<TableCell>(group.end - group.first).fill('');
  return ['', { text: reportPdfTexts.allStudents, bold: true }, ...blanks, ...countCells(report.totals, report.threshold, true)];
}

function layout(periods: number): CustomTableLayout {
  const isPeriod = (column: number) => column >= LEADING && column < LEADING + periods;
  return {
    // No rule above the caption row: it names the table rather than being one of its rows.
    hLineWidth: (row) => (row === 0 ? 0 : ruleWidth),
    vLineWidth: () => ruleWidth,
    hLineColor: (row) => (row === 2 ? HEADER_RULE : RULE),
    vLineColor: () => RULE,
    paddingLeft: (column) => (isPeriod(column) ? padding.lecture : padding.other),
    paddingRight: (column) => (isPeriod(column) ? padding.lecture : padding.other),
    paddingTop: () => 1.5,
    paddingBottom: () => 1.5,
  };
}

/**
 * One table of the report: the roll number and name, the group's lecture periods and, in the last, the totals.
 * Its two header rows (which periods, then the headings) repeat on every page it runs over; a student's row is
 * never split across pages.
 */
export function reportTable(report: AttendanceReport, group: ColumnGroup, startsPage: boolean, measure: TextWidth): Content {
  const periods = group.end - group.first;
  const tableWidths = [widths.rollNumber, widths.name, ...Array<number>(periods).fill(widths.lecture)];
  if (group.totals) tableWidths.push(widths.present, widths.total, widths.percentage);
  const rows = report.rows.map((row) => studentRow(report, row, group, measure));
  if (group.totals) rows.push(totalsRow(report, group));
  return {
    table: {
      headerRows: 2,
      dontBreakRows: true,
      widths: tableWidths,
      body: [caption(report, group, tableWidths.length), headings(report, group), ...rows],
    },
    layout: layout(periods),
    fontSize: fontSizes.cell,
    ...(startsPage ? { pageBreak: 'before' as const } : {}),
  };
}
