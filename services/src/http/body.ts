import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { isUndecodableBody } from '@rollcall/contracts/internal';
import { HttpError, responses } from './http-error';

export const BODY_LIMIT = '1mb';

/**
 * Bodies are JSON only, at most 1 MB once decoded; anything else is refused before a handler sees it,
 * including a body that does not decode as its Content-Encoding says.
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, jsonStrict: true });
  return async (ctx, next) => {
    if (ctx.request.length && !ctx.is('json')) throw new HttpError(415, responses.notJson);
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      throw isUndecodableBody(error) ? new HttpError(400, responses.undecodableBody) : error;
    }
    await next();
  };
}
