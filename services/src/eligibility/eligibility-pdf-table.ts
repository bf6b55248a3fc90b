import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EligibilityStudent, EligibilitySubject } from '@rollcall/contracts';
import type { ColumnGroup } from '../reports/pdf/column-groups';
import { drawRuns, runsWidth, sizeToFit, type TextStyle, textLines } from '../reports/pdf/pdfkit-text';
import type { ScriptRun } from '../reports/pdf/script-runs';
import type { ClassSection } from '@rollcall/contracts';
import {
  across,
  ascent,
  columns,
  fontSizes,
  leading,
  margins,
  padding,
  ruleWidth,
  sheet,
  widths,
} from './eligibility-pdf-geometry';
import { eligibilityPdfTexts as texts } from './eligibility-pdf-texts';

/**
 * Drawing a long list takes seconds of the process's one thread: it lets other requests have a turn every so many
 * rows (some 50 ms of drawing).
 */
const ROWS_BETWEEN_TURNS = 100;

/** The shade of a short subject; its cell is also bold, so that it is told apart without colour. */
const SHORT_SHADE = '#d4d4d4';
const RULE = '#9a9a9a';
const HEADER_RULE = '#333333';
const INK = '#000000';

const cell: TextStyle = { size: fontSizes.cell, bold: false };
const shortCell: TextStyle = { size: fontSizes.cell, bold: true };
const heading: TextStyle = { size: fontSizes.heading, bold: true };
const subjectsLine: TextStyle = { size: fontSizes.subjects, bold: false };

const lineHeight = (style: TextStyle) => style.size * leading;
const bottom = sheet.height - margins.bottom;

type Document = PDFKit.PDFDocument;

/** A column's left edge and width, rules included. */
interface Column {
  left: number;
  width: number;
}

/** The smallest size a subject's code is set in to fit its column's heading. */
const SMALLEST_CODE = 5;

/**
 * Draws a cell's one line of runs inside its column, left or right aligned. A line wider than the column (a long code,
 * a name of one long word) is cut at the column's edge rather than drawn over its neighbour.
 */
function drawCell(document: Document, runs: readonly ScriptRun[], column: Column, y: number, style: TextStyle, right = false) {
  const room = column.width - 2 * padding.side;
  const width = runsWidth(document, runs, style);
  const x = column.left + padding.side + (right ? Math.max(0, room - width) : 0);
  if (width <= room) {
    drawRuns(document, runs, x, y, style);
    return;
  }
  document
    .save()
    .rect(column.left, y - 2 * style.size, column.width, 4 * style.size)
    .clip();
  drawRuns(document, runs, x, y, style);
  document.restore();
}

/** The table's columns across the page: roll number, name, then one per subject of the group. */
function columnsOf(subjects: number): Column[] {
  const lefts: Column[] = [];
  let left = margins.left;
  for (const width of [columns.rollNumber, columns.name, ...Array<number>(subjects).fill(columns.subject)]) {
    lefts.push({ left, width });
    left += width;
  }
  return lefts;
}

/** A student's row: the lines of the roll number and name (long ones wrap), and the cells of the group's subjects. */
interface StudentRow {
  rollNumber: ScriptRun[][];
  name: ScriptRun[][];
  subjects: (EligibilitySubject | undefined)[];
  height: number;
}

function studentRow(document: Document, student: EligibilityStudent, subjects: readonly string[]): StudentRow {
  const rollNumber = textLines(document, student.rollNumber, cell, widths.rollNumber);
  const name = textLines(document, student.name, cell, widths.name);
  const taken = new Map(student.subjects.map((subject) => [subject.subjectId, subject]));
  const lines = Math.max(rollNumber.length, name.length);
  return {
    rollNumber,
    name,
    subjects: subjects.map((subjectId) => taken.get(subjectId)),
    height: lines * lineHeight(cell) + 2 * padding.top,
  };
}

/** Runs of plain Latin text, which needs no cutting by script. */
const latin = (text: string): ScriptRun[] => [{ text, script: 'latin' }];

/** One class's table, drawn page after page; each page repeats the caption and the headings. */
class SectionTable {
  private readonly columns: Column[];
  private readonly subjectIds: string[];
  private readonly captionLines: ScriptRun[][];
  private readonly subjectLines: ScriptRun[][];
  private readonly codes: ScriptRun[][];
  /** The bottom of each row drawn on the current page, from the top of the headings. */
  private rowEdges: number[] = [];

  constructor(
    private readonly document: Document,
    private readonly section: ClassSection,
    group: ColumnGroup,
  ) {
    const subjects = section.subjects.slice(group.first, group.end);
    this.columns = columnsOf(subjects.length);
    this.subjectIds = subjects.map((subject) => subject.subjectId);
    this.codes = subjects.map((subject) => textLines(document, subject.code, heading)[0] ?? []);
    const count = section.subjects.length;
    const part = subjects.length < count ? ` · ${texts.subjectsPart(group.first + 1, group.end, count)}` : '';
    this.captionLines = [
      textLines(document, section.className ?? texts.noClass, { size: fontSizes.caption, bold: true })[0] ?? [],
      latin(`  ${texts.students(section.students.length)}${part}`),
    ];
    const legend = subjects.map((subject) => `${subject.code} ${subject.name}`).join(' · ');
    this.subjectLines = textLines(document, legend, subjectsLine, across);
  }

  /** Draws the caption and headings at the top of the page; answers where the first row starts. */
  private top(): number {
    const { document } = this;
    let y = margins.top;
    const captionStyle = { size: fontSizes.caption, bold: true };
    const nameEnd = drawRuns(document, this.captionLines[0]!, margins.left, y + captionStyle.size * ascent, captionStyle);
    drawRuns(document, this.captionLines[1]!, nameEnd, y + captionStyle.size * ascent, { ...captionStyle, bold: false });
    y += lineHeight(captionStyle);
    for (const line of this.subjectLines) {
      drawRuns(document, line, margins.left, y + subjectsLine.size * ascent, subjectsLine);
      y += lineHeight(subjectsLine);
    }
    y += padding.top;
    this.rowEdges = [y];
    const baseline = y + padding.top + heading.size * ascent;
    drawCell(document, latin(texts.rollNumber), this.columns[0]!, baseline, heading);
    drawCell(document, latin(texts.name), this.columns[1]!, baseline, heading);
    for (const [index, code] of this.codes.entries()) {
      const fitted = sizeToFit(document, code, heading, widths.subject, SMALLEST_CODE);
      drawCell(document, code, this.columns[2 + index]!, baseline, fitted, true);
    }
    y += lineHeight(heading) + 2 * padding.top;
    this.rowEdges.push(y);
    return y;
  }

  /** The rules of the rows drawn on the page: one stroke for the grid, a darker one under the headings. */
  private rules(): void {
    const { document, rowEdges } = this;
    const [first, headings, ...rows] = rowEdges as [number, number, ...number[]];
    const last = rowEdges.at(-1)!;
    const right = this.columns.at(-1)!.left + this.columns.at(-1)!.width;
    document.save().lineWidth(ruleWidth);
    for (const edge of [first, ...rows]) document.moveTo(margins.left, edge).lineTo(right, edge);
    for (const { left } of this.columns) document.moveTo(left, first).lineTo(left, last);
    document.moveTo(right, first).lineTo(right, last);
    document.strokeColor(RULE).stroke();
    document.moveTo(margins.left, headings).lineTo(right, headings).strokeColor(HEADER_RULE).stroke();
    document.restore();
  }

  private row(row: StudentRow, y: number): void {
    const { document, columns } = this;
    const baseline = y + padding.top + cell.size * ascent;
    const lines = (cellLines: ScriptRun[][], column: Column) => {
      for (const [index, line] of cellLines.entries())
        drawCell(document, line, column, baseline + index * lineHeight(cell), cell);
    };
    lines(row.rollNumber, columns[0]!);
    lines(row.name, columns[1]!);
    for (const [index, subject] of row.subjects.entries()) {
      if (!subject) continue;
      const column = columns[2 + index]!;
      const text = latin(texts.cell(subject.percentage, subject.status, subject.condoned));
      if (subject.status === 'short') document.rect(column.left, y, column.width, row.height).fill(SHORT_SHADE).fillColor(INK);
      drawCell(document, text, column, baseline, subject.status === 'short' ? shortCell : cell, true);
    }
  }

  /** Draws the table from the top of the current page, adding pages as its rows need. */
  async draw(): Promise<void> {
    let y = this.top();
    for (const [index, student] of this.section.students.entries()) {
      if (index > 0 && index % ROWS_BETWEEN_TURNS === 0) await nextTurn();
      const row = studentRow(this.document, student, this.subjectIds);
      if (y + row.height > bottom && this.rowEdges.length > 2) {
        this.rules();
        this.document.addPage();
        y = this.top();
      }
      this.row(row, y);
      y += row.height;
      this.rowEdges.push(y);
    }
    this.rules();
  }
}

/**
 * One class's table from the top of the current page: the roll number and name, then a column per subject of the
 * group. It runs over as many pages as its students need, each repeating the caption (the class, its subjects'
 * names) and the headings; a student's row is never split across pages.
 */
export function drawSectionTable(document: Document, section: ClassSection, group: ColumnGroup): Promise<void> {
  return new SectionTable(document, section, group).draw();
}
