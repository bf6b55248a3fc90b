import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import virtualfs from 'pdfmake/js/virtual-fs';
import { markAsWritten } from './actual-text';
import { reportFonts } from './report-fonts';

// pdfmake's server entry is one configured object per process.
const pdfmake: typeof import('pdfmake') = require('pdfmake');

let ready: Promise<void> | undefined;

async function prepare(): Promise<void> {
  const { families, files } = await reportFonts();
  for (const { name, content } of files) virtualfs.writeFileSync(name, content);
  pdfmake.addFonts(families);
  // A report draws only its own text with fonts held in memory: it may fetch no address and read no file.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  markAsWritten();
}

/** The document drawn as a PDF file, in memory. */
export async function printPdf(document: TDocumentDefinitions): Promise<Buffer> {
  ready ??= prepare();
  await ready;
  return pdfmake.createPdf(document).getBuffer();
}
