import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { failureTexts } from './failure-texts';
import { HttpError } from './http-error';

export interface JsonBodyOptions {
  /** The largest body accepted, counted once decoded. */
  limitBytes: number;
  /** Refuse a body of any other type with 415; otherwise it is not read and the route sees no body. */
  refuseOtherTypes?: boolean;
  /** A request this says yes to keeps its body unread, for its route to stream (a CSV upload). */
  streamed?: (ctx: Context) => boolean;
}

/**
 * Reads a JSON body into ctx.request.body. A body over the limit, malformed JSON, or a body that does not
 * decode as its Content-Encoding says fails here, and the error handler answers 413 or 400.
 */
export function jsonBody({ limitBytes, refuseOtherTypes = false, streamed }: JsonBodyOptions): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limitBytes, jsonStrict: true });
  return async (ctx, next) => {
    if (streamed?.(ctx)) return next();
    if (refuseOtherTypes && ctx.request.length && !ctx.is('json')) throw new HttpError(415, [failureTexts.notJson]);
    return parse(ctx, next);
  };
}
