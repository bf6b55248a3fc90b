import type { Context } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { z } from 'zod';
import { issueMessages } from '@rollcall/contracts';
import { HttpError } from './http-error';

/**
 * Reads and validates the JSON body of one of the gateway's own routes. It runs per route rather than as
 * a global body parser, so proxied requests stream to services untouched. Oversized bodies become 413,
 * malformed JSON or a body that does not decode as its Content-Encoding says 400 (see error-handler); a
 * body that is not JSON reads as {} and fails the schema.
 */
export function jsonBodyReader(limitBytes: number) {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limitBytes, jsonStrict: true });
  return async function readBody<S extends z.ZodType>(ctx: Context, schema: S): Promise<z.output<S>> {
    await parse(ctx, async () => {});
    const result = schema.safeParse(ctx.request.body ?? {});
    if (!result.success) throw new HttpError(400, issueMessages(result.error));
    return result.data;
  };
}

export type ReadBody = ReturnType<typeof jsonBodyReader>;
