import type { EligibilityResponse } from '@rollcall/contracts';
import { columnGroups } from '../reports/pdf/column-groups';
import { drawRuns, scriptDocument } from '../reports/pdf/pdfkit-text';
import { classSections } from '@rollcall/contracts';
import { drawFrames } from './eligibility-pdf-frame';
import { ascent, fontSizes, margins, subjectsPerPage } from './eligibility-pdf-geometry';
import { drawSectionTable } from './eligibility-pdf-table';
import { eligibilityPdfTexts as texts } from './eligibility-pdf-texts';
import { eligibilityLines, rowsDigest } from './eligibility-rows';

/** What the exam cell's PDF is made of: the list, and who it is for and when it was generated. */
export interface EligibilityDocument {
  instituteName: string;
  /** The institute's IANA zone: the "generated at" time is shown in it. */
  timeZone: string;
  generatedAt: Date;
  list: Omit<EligibilityResponse, 'success'>;
}

/** The file's bytes, once PDFKit has written them all. */
function written(document: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}

/**
 * The eligibility list as the PDF the exam cell prints, A4 landscape: a table per class (a class whose subjects do not
 * fit across a page gets one per group of subjects), each from a new page. Every page names the institute, the
 * semester, the day the figures are as of, the threshold and floor, when it was generated, and the SHA-256 of the
 * list's rows, the same as that of the CSV's lines, so that a printed copy can be checked against the CSV. Drawn with
 * PDFKit directly: pdfmake took some 40 s to lay out 5,000 students.
 */
export async function eligibilityPdf(content: EligibilityDocument): Promise<Buffer> {
  const { list } = content;
  const document = await scriptDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // The page numbers ("Page 2 of 9") are drawn once every page exists.
    bufferPages: true,
    info: { Title: `${content.instituteName} · ${texts.title} · ${list.semester.name} · ${list.asOf}` },
  });
  const fit = { alone: subjectsPerPage, withTotals: subjectsPerPage };
  const tables = classSections(list.students).flatMap((section) =>
    columnGroups(section.subjects.length, fit).map((group) => ({ section, group })),
  );
  if (tables.length === 0) {
    const style = { size: fontSizes.caption, bold: false };
    drawRuns(document, [{ text: texts.noStudents, script: 'latin' }], margins.left, margins.top + style.size * ascent, style);
  }
  for (const [index, { section, group }] of tables.entries()) {
    if (index > 0) document.addPage();
    await drawSectionTable(document, section, group);
  }
  drawFrames(document, content, rowsDigest(eligibilityLines(list.students)));
  return written(document);
}
