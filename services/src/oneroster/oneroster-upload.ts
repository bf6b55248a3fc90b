import { IMPORT_BYTES_MAX, oneRosterMessages } from '@rollcall/contracts';
import { failureTexts, HttpError } from '@rollcall/server-kit';
import type { Context } from 'koa';

const tooLarge = () => new HttpError(413, [failureTexts.tooLarge], { Connection: 'close' });

/**
 * The uploaded zip, read whole (its directory is at its end) but never past the import's limit: a body over it
 * fails with 413, whether its length is declared or only counted on the way.
 */
export async function zipBody(ctx: Context): Promise<Buffer> {
  if (ctx.request.type !== 'application/zip') throw new HttpError(415, [oneRosterMessages.zipOnly]);
  const encoding = ctx.get('content-encoding');
  if (encoding && encoding !== 'identity') throw new HttpError(415, [oneRosterMessages.zipOnly]);
  if ((ctx.request.length ?? 0) > IMPORT_BYTES_MAX) throw tooLarge();
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > IMPORT_BYTES_MAX) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
