import type { AttendanceReport } from '@rollcall/contracts';
import { printPdf } from './pdf-printer';
import { reportDocument } from './report-document';
import { textWidth } from './text-width';

/**
 * An attendance report as a PDF file. The whole file is laid out before its first byte, so it comes as one buffer
 * (the route can state its length); the route refuses reports above REPORT_CELLS_MAX cells before calling this.
 */
export async function reportPdf(report: AttendanceReport): Promise<Buffer> {
  return printPdf(reportDocument(report, await textWidth()));
}
