import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { HttpError, responses } from './http-error';

export const BODY_LIMIT = '1mb';

/**
 * Bodies are JSON only, at most 1 MB once decoded; anything else, including a body that does not decode
 * as its Content-Encoding says (see error-handler), is refused before a handler sees it.
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, jsonStrict: true });
  return async (ctx, next) => {
    if (ctx.request.length && !ctx.is('json')) throw new HttpError(415, responses.notJson);
    return parse(ctx, next);
  };
}
