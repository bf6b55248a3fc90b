import type { ServerResponse } from 'node:http';
import type { AttendanceReport, ReportRow } from '@rollcall/contracts';
import type { ServiceContext } from '../http/identity';
import { BYTE_ORDER_MARK, csvHeader, csvRow } from './report-csv';
import { attachmentOf } from './report-file-name';
import { reportPdf } from './pdf/report-pdf';
import type { OpenReport } from './report-reader';

/**
 * Writes a chunk, waiting while the client's buffer is full: true once it may take more, false when the client has
 * gone away (then nothing more is read for it).
 */
function written(res: ServerResponse, chunk: string): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (res.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (open: boolean) => () => {
      res.off('drain', drained);
      res.off('close', closed);
      resolve(open);
    };
    const drained = settle(true);
    const closed = settle(false);
    res.on('drain', drained);
    res.on('close', closed);
  });
}

/**
 * Streams the report as CSV while its rows are read, a batch at a time: never more than one batch in memory, and a
 * client that goes away stops the reading (the caller's transaction then ends and frees its connection). A failure
 * after the first byte can no longer be answered with a status: the response is cut off, so the file is not taken
 * for whole.
 */
export async function sendCsv(ctx: ServiceContext, report: OpenReport, rows: AsyncIterable<ReportRow[]>): Promise<void> {
  ctx.status = 200;
  ctx.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachmentOf(report.scope.filter, 'csv') });
  ctx.respond = false;
  const { res } = ctx;
  try {
    if (!(await written(res, BYTE_ORDER_MARK + csvHeader(report.columns)))) return;
    for await (const batch of rows) if (!(await written(res, batch.map(csvRow).join('')))) return;
    res.end();
  } catch (error) {
    res.destroy();
    throw error;
  }
}

/** The report as an A4 landscape PDF, laid out whole before it is sent (its length is known). */
export async function sendPdf(ctx: ServiceContext, report: AttendanceReport): Promise<void> {
  const pdf = await reportPdf(report);
  ctx.status = 200;
  ctx.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': attachmentOf(report.filter, 'pdf') });
  ctx.body = pdf;
}
