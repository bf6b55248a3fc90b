import type { Context } from 'koa';
import type { z } from 'zod';
import { jsonBody } from './json-body';
import { parseWith } from './parse-with';

/**
 * Reads and validates the JSON body of one route, for an app that must not read every request's body
 * (the gateway streams proxied bodies on untouched). A body that is not JSON reads as {} and fails the schema.
 */
export function jsonBodyReader(limitBytes: number) {
  const parse = jsonBody({ limitBytes });
  return async function readBody<S extends z.ZodType>(ctx: Context, schema: S): Promise<z.output<S>> {
    await parse(ctx, async () => {});
    return parseWith(schema, ctx.request.body ?? {});
  };
}

export type ReadBody = ReturnType<typeof jsonBodyReader>;
