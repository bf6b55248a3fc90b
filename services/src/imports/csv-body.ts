import { Transform, type Readable } from 'node:stream';
import { IMPORT_BYTES_MAX, peopleMessages } from '@rollcall/contracts';
import { failureTexts, HttpError } from '@rollcall/server-kit';
import type { Context } from 'koa';

const tooLarge = () => new HttpError(413, [failureTexts.tooLarge], { Connection: 'close' });

/**
 * The request's CSV body as a stream, read as it arrives and never held whole. Only plain text/csv is read; a
 * body over the import's limit fails with 413, whether its length is declared or only counted on the way.
 */
export function csvBody(ctx: Context): Readable {
  if (ctx.request.type !== 'text/csv') throw new HttpError(415, [peopleMessages.csvOnly]);
  const encoding = ctx.get('content-encoding');
  if (encoding && encoding !== 'identity') throw new HttpError(415, [peopleMessages.csvOnly]);
  if ((ctx.request.length ?? 0) > IMPORT_BYTES_MAX) throw tooLarge();
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > IMPORT_BYTES_MAX ? tooLarge() : null, chunk);
    },
  });
  ctx.req.on('error', (error) => counter.destroy(error));
  return ctx.req.pipe(counter);
}
