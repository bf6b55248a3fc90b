import { finished } from 'node:stream/promises';
import { ONEROSTER_FILE_NAME } from '@rollcall/contracts';
import { ClientGoneError, hasHungUp } from '@rollcall/server-kit';
import { ZipFile } from 'yazl';
import type { Queryable } from '../db/pool';
import type { ServiceContext } from '../http/identity';
import { manifestCsv, oneRosterCsvFiles } from './oneroster-files';

/**
 * Streams the institute's OneRoster zip to the client while its files are read: each file is compressed and sent
 * as soon as it is added, while the next one's rows are read. A client that goes away stops the reading (the
 * caller's snapshot then ends); a failure after the first byte cuts the response off, so the zip is not taken for whole.
 */
export async function sendOneRosterZip(ctx: ServiceContext, db: Queryable, instituteId: string): Promise<void> {
  ctx.status = 200;
  ctx.set({ 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${ONEROSTER_FILE_NAME}"` });
  ctx.respond = false;
  const { res } = ctx;
  const zip = new ZipFile();
  const mtime = new Date();
  zip.outputStream.pipe(res);
  const sent = finished(res);
  // Awaited below; until then a rejection (the client gone) must not count as unhandled.
  sent.catch(() => {});
  try {
    zip.addBuffer(Buffer.from(manifestCsv()), 'manifest.csv', { mtime });
    for await (const [name, csv] of oneRosterCsvFiles(db, instituteId)) {
      if (hasHungUp(res)) throw new ClientGoneError();
      zip.addBuffer(Buffer.from(csv), name, { mtime });
    }
    zip.end();
    await sent;
  } catch (error) {
    const gone = hasHungUp(res);
    zip.outputStream.unpipe(res);
    res.destroy();
    throw gone ? new ClientGoneError() : error;
  }
}
