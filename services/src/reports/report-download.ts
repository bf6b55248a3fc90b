import type { ServerResponse } from 'node:http';
import type { AttendanceReport, ReportRow } from '@rollcall/contracts';
import { ClientGoneError, hasHungUp } from '@rollcall/server-kit';
import type { ServiceContext } from '../http/identity';
import { BYTE_ORDER_MARK, csvHeader, csvRow } from './report-csv';
import { attachmentOf } from './report-file-name';
import { reportPdf } from './pdf/report-pdf';
import type { OpenReport } from './report-reader';

/**
 * Writes a chunk, waiting while the client's buffer is full; fails with ClientGoneError once the client has hung up
 * (before or while waiting), so nothing more is read for it and its transaction ends.
 */
async function write(res: ServerResponse, chunk: string): Promise<void> {
  if (hasHungUp(res)) throw new ClientGoneError();
  if (res.write(chunk)) return;
  const open = await new Promise<boolean>((resolve) => {
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
  if (!open || hasHungUp(res)) throw new ClientGoneError();
}

/**
 * Streams the report as CSV while its rows are read, a batch at a time: never more than one batch in memory, and a
 * client that goes away stops the reading (the caller's transaction is then rolled back and frees its connection). A
 * failure after the first byte can no longer be answered with a status: the response is cut off, so the file is not
 * taken for whole.
 */
export async function sendCsv(ctx: ServiceContext, report: OpenReport, rows: AsyncIterable<ReportRow[]>): Promise<void> {
  ctx.status = 200;
  ctx.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachmentOf(report.scope.filter, 'csv') });
  ctx.respond = false;
  const { res } = ctx;
  try {
    await write(res, BYTE_ORDER_MARK + csvHeader(report.columns));
    for await (const batch of rows) await write(res, batch.map((row) => csvRow(report.columns, row)).join(''));
    res.end();
  } catch (error) {
    res.destroy();
    throw error;
  }
}

/** The report as an A4 landscape PDF, laid out whole before it is sent (its length is known). */
export async function sendPdf(ctx: ServiceContext, report: AttendanceReport): Promise<void> {
  // Laying out pages takes a while: not for a client that has already hung up.
  if (hasHungUp(ctx.res)) throw new ClientGoneError();
  const pdf = await reportPdf(report);
  ctx.status = 200;
  ctx.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': attachmentOf(report.filter, 'pdf') });
  ctx.body = pdf;
}
