import type { EligibilityStudent, EligibilitySubject } from '@rollcall/contracts';
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import type { ColumnGroup } from '../reports/pdf/column-groups';
import { pdfText } from '../reports/pdf/pdf-text';
import { padding, ruleWidth } from '../reports/pdf/table-geometry';
import type { TextWidth } from '../reports/pdf/text-width';
import type { ClassSection } from './eligibility-pdf-classes';
import { fontSizes, widths } from './eligibility-pdf-geometry';
import { eligibilityPdfTexts as texts } from './eligibility-pdf-texts';

/** The shade of a short subject; its cell is also bold, so that it is told apart without colour. */
const SHORT_SHADE = '#d4d4d4';
const RULE = '#9a9a9a';
const HEADER_RULE = '#333333';

function caption(section: ClassSection, group: ColumnGroup, span: number): TableCell[] {
  const className = section.className ?? texts.noClass;
  const count = section.subjects.length;
  const part = group.end - group.first < count ? ` · ${texts.subjectsPart(group.first + 1, group.end, count)}` : '';
  const subjects = section.subjects
    .slice(group.first, group.end)
    .map((subject) => `${subject.code} ${subject.name}`)
    .join(' · ');
  const cell: TableCell = {
    colSpan: span,
    border: [false, false, false, true],
    stack: [
      {
        text: [{ text: pdfText(className), bold: true }, `  ${texts.students(section.students.length)}${part}`],
        fontSize: fontSizes.caption,
      },
      { text: pdfText(subjects), fontSize: fontSizes.subjects, margin: [0, 1, 0, 1] },
    ],
  };
  return [cell, ...Array<TableCell>(span - 1).fill('')];
}

const heading = (text: Content, alignment: 'left' | 'right' = 'left'): TableCell => ({
  text,
  bold: true,
  fontSize: fontSizes.heading,
  alignment,
});

function subjectCell(subject: EligibilitySubject | undefined): TableCell {
  if (!subject) return '';
  const text = texts.cell(subject.percentage, subject.status, subject.condoned);
  if (subject.status === 'short') return { text, bold: true, fillColor: SHORT_SHADE, alignment: 'right' };
  return { text, alignment: 'right' };
}

function studentRow(student: EligibilityStudent, section: ClassSection, group: ColumnGroup, measure: TextWidth): TableCell[] {
  const taken = new Map(student.subjects.map((subject) => [subject.subjectId, subject]));
  const nameBox = { width: widths.name, size: fontSizes.cell, bold: false, measure };
  return [
    { text: pdfText(student.rollNumber, { ...nameBox, width: widths.rollNumber }) },
    { text: pdfText(student.name, nameBox) },
    ...section.subjects.slice(group.first, group.end).map((column) => subjectCell(taken.get(column.subjectId))),
  ];
}

const layout: CustomTableLayout = {
  // No rule above the caption row: it names the table rather than being one of its rows.
  hLineWidth: (row) => (row === 0 ? 0 : ruleWidth),
  vLineWidth: () => ruleWidth,
  hLineColor: (row) => (row === 2 ? HEADER_RULE : RULE),
  vLineColor: () => RULE,
  paddingLeft: () => padding.other,
  paddingRight: () => padding.other,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

/**
 * One class's table: the roll number and name, then a column per subject of the group. Its caption (the class, its
 * subjects' names) and headings repeat on every page it runs over; a student's row is never split across pages.
 */
export function sectionTable(section: ClassSection, group: ColumnGroup, startsPage: boolean, measure: TextWidth): Content {
  const subjects = section.subjects.slice(group.first, group.end);
  const tableWidths = [widths.rollNumber, widths.name, ...subjects.map(() => widths.subject)];
  return {
    table: {
      headerRows: 2,
      dontBreakRows: true,
      widths: tableWidths,
      body: [
        caption(section, group, tableWidths.length),
        [heading(texts.rollNumber), heading(texts.name), ...subjects.map((subject) => heading(pdfText(subject.code), 'right'))],
        ...section.students.map((student) => studentRow(student, section, group, measure)),
      ],
    },
    layout,
    fontSize: fontSizes.cell,
    ...(startsPage ? { pageBreak: 'before' as const } : {}),
  };
}
