import { drawRuns, runsWidth, sizeToFit, type TextStyle, textLines } from '../reports/pdf/pdfkit-text';
import type { EligibilityDocument } from './eligibility-pdf';
import { across, ascent, fontSizes, leading, margins, sheet } from './eligibility-pdf-geometry';
import { eligibilityPdfTexts as texts } from './eligibility-pdf-texts';

const institute: TextStyle = { size: fontSizes.institute, bold: true };
const header: TextStyle = { size: fontSizes.header, bold: false };
const footer: TextStyle = { size: fontSizes.footer, bold: false };

const latin = (text: string) => [{ text, script: 'latin' as const }];

/**
 * Draws what every page carries once the number of pages is known. At the top: the institute and when the list was
 * generated, then the semester, the day it is as of, the threshold and the floor. At the bottom: the legend and the
 * page number, then the digest of the list's rows that a printed copy is checked with.
 */
export function drawFrames(document: PDFKit.PDFDocument, content: EligibilityDocument, digest: string): void {
  const { list } = content;
  const generated = latin(texts.generatedAt(content.generatedAt, content.timeZone));
  const terms = `${texts.title} · ${texts.terms(list.semester.name, list.asOf, list.threshold, list.condonationFloor)}`;
  // The institute's name on one line, beside the time it was generated: a long name is set smaller, down to the size
  // of the line under it, and cut beyond that.
  const generatedWidth = runsWidth(document, generated, header);
  const name = textLines(document, content.instituteName, institute)[0] ?? [];
  const nameWidth = across - generatedWidth - 12;
  const nameStyle = sizeToFit(document, name, institute, nameWidth, header.size);
  const termLines = textLines(document, terms, header, across);
  const { start, count } = document.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    document.switchToPage(start + index);
    let y = 18 + institute.size * ascent;
    document.save().rect(margins.left, 0, nameWidth, margins.top).clip();
    drawRuns(document, name, margins.left, y, nameStyle);
    document.restore();
    drawRuns(document, generated, sheet.width - margins.right - generatedWidth, y, header);
    y += header.size * leading + 4;
    for (const line of termLines) {
      drawRuns(document, line, margins.left, y, header);
      y += header.size * leading;
    }

    const page = latin(texts.page(index + 1, count));
    const pageWidth = runsWidth(document, page, header);
    const foot = sheet.height - margins.bottom + 12 + footer.size * ascent;
    drawRuns(document, latin(texts.legend), margins.left, foot, footer);
    drawRuns(document, page, sheet.width - margins.right - pageWidth, foot, header);
    drawRuns(document, latin(texts.digest(digest)), margins.left, foot + footer.size * leading + 2, footer);
  }
}
