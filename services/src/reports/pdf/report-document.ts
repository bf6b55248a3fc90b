import { type AttendanceReport, reportFilterLine } from '@rollcall/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { columnGroups } from './column-groups';
import { pdfText } from './pdf-text';
import { fontOf } from './report-fonts';
import { reportPdfTexts } from '@rollcall/contracts';
import { reportTable } from './report-table';
import { scriptRuns } from './script-runs';
import { fontSizes, page as sheet, pageMargins, periodsPerPage } from './table-geometry';
import type { TextWidth } from './text-width';

const [left, , right] = pageMargins;

/** The width between the page's margins. */
const across = sheet.width - left - right;

/** What heads every page: the institute and the day of issue, then what the report is of. */
function pageHeader(report: AttendanceReport, filterLine: string, measure: TextWidth): Content {
  const issuedOn = reportPdfTexts.issuedOn(report.issuedOn);
  const issuedWidth = measure(scriptRuns(issuedOn), fontSizes.header, false);
  const institute = { width: across - issuedWidth, size: fontSizes.institute, bold: true, measure };
  return {
    margin: [left, 18, right, 0],
    stack: [
      {
        columns: [
          { text: pdfText(report.institute.name, institute), bold: true, fontSize: fontSizes.institute },
          { text: issuedOn, width: 'auto', alignment: 'right', fontSize: fontSizes.header },
        ],
      },
      {
        text: pdfText(filterLine, { width: across, size: fontSizes.header, bold: false, measure }),
        fontSize: fontSizes.header,
        margin: [0, 2, 0, 0],
      },
    ],
  };
}

function pageFooter(report: AttendanceReport, page: number, pages: number): Content {
  return {
    margin: [left, 12, right, 0],
    columns: [
      { text: reportPdfTexts.legend(report.threshold), fontSize: fontSizes.footer },
      { text: reportPdfTexts.page(page, pages), width: 'auto', alignment: 'right', fontSize: fontSizes.header },
    ],
  };
}

/**
 * The report laid out for pdfmake: A4 landscape, one table per group of lecture periods that fits across a page,
 * each starting on a new page.
 */
export function reportDocument(report: AttendanceReport, measure: TextWidth): TDocumentDefinitions {
  const filterLine = reportFilterLine(report.filter);
  const groups = columnGroups(report.columns.length, periodsPerPage);
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins,
    info: { title: `${report.institute.name} · ${filterLine}` },
    defaultStyle: { font: fontOf('latin'), fontSize: fontSizes.cell, lineHeight: 1 },
    // pdfmake lays out what these return on each page, so each call builds its own.
    header: () => pageHeader(report, filterLine, measure),
    footer: (page, pages) => pageFooter(report, page, pages),
    content: groups.map((group, index) => reportTable(report, group, index > 0, measure)),
  };
}
