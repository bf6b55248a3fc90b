import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { columnGroups } from '../reports/pdf/column-groups';
import { pdfText } from '../reports/pdf/pdf-text';
import { fontOf } from '../reports/pdf/report-fonts';
import { scriptRuns } from '../reports/pdf/script-runs';
import { page as sheet } from '../reports/pdf/table-geometry';
import type { TextWidth } from '../reports/pdf/text-width';
import type { EligibilityDocument } from './eligibility-pdf';
import { classSections } from './eligibility-pdf-classes';
import { fontSizes, pageMargins, subjectsPerPage } from './eligibility-pdf-geometry';
import { sectionTable } from './eligibility-pdf-table';
import { eligibilityPdfTexts as texts } from './eligibility-pdf-texts';

const [left, , right] = pageMargins;
const across = sheet.width - left - right;

/** What heads every page: the institute and when the list was generated, then what it is of and by which rules. */
function pageHeader(document: EligibilityDocument, measure: TextWidth): Content {
  const { list } = document;
  const generated = texts.generatedAt(document.generatedAt, document.timeZone);
  const generatedWidth = measure(scriptRuns(generated), fontSizes.header, false);
  const institute = { width: across - generatedWidth - 8, size: fontSizes.institute, bold: true, measure };
  const terms = `${texts.title} · ${texts.terms(list.semester.name, list.asOf, list.threshold, list.condonationFloor)}`;
  return {
    margin: [left, 16, right, 0],
    stack: [
      {
        columns: [
          { text: pdfText(document.instituteName, institute), bold: true, fontSize: fontSizes.institute },
          { text: generated, width: 'auto', alignment: 'right', fontSize: fontSizes.header },
        ],
      },
      { text: pdfText(terms), fontSize: fontSizes.header, margin: [0, 2, 0, 0] },
    ],
  };
}

/** What ends every page: the legend and the page number, then the digest a printed copy is checked with. */
function pageFooter(digest: string, page: number, pages: number): Content {
  return {
    margin: [left, 8, right, 0],
    stack: [
      {
        columns: [
          { text: texts.legend, fontSize: fontSizes.footer },
          { text: texts.page(page, pages), width: 'auto', alignment: 'right', fontSize: fontSizes.header },
        ],
      },
      { text: texts.digest(digest), fontSize: fontSizes.digest, margin: [0, 2, 0, 0] },
    ],
  };
}

/**
 * The list laid out for pdfmake: A4 landscape, a table per class (each starting on a new page), split into several
 * tables when its subjects do not fit across one page.
 */
export function eligibilityDocument(document: EligibilityDocument, digest: string, measure: TextWidth): TDocumentDefinitions {
  const fit = { alone: subjectsPerPage, withTotals: subjectsPerPage };
  const tables = classSections(document.list.students).flatMap((section) =>
    columnGroups(section.subjects.length, fit).map((group) => ({ section, group })),
  );
  const content: Content[] =
    tables.length === 0
      ? [{ text: texts.noStudents, fontSize: fontSizes.caption, margin: [0, 12, 0, 0] }]
      : tables.map(({ section, group }, index) => sectionTable(section, group, index > 0, measure));
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins,
    info: { title: `${document.instituteName} · ${texts.title} · ${document.list.semester.name} · ${document.list.asOf}` },
    defaultStyle: { font: fontOf('latin'), fontSize: fontSizes.cell, lineHeight: 1 },
    // pdfmake lays out what these return on each page, so each call builds its own.
    header: () => pageHeader(document, measure),
    footer: (page, pages) => pageFooter(digest, page, pages),
    content,
  };
}
