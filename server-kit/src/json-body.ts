import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { failureTexts } from './failure-texts';
import { HttpError } from './http-error';
import { watchBody } from './utf8-body';

export interface JsonBodyOptions {
  /** The largest body accepted, counted once decoded. */
  limitBytes: number;
  /** Refuse a body of any other type with 415; otherwise it is not read and the route sees no body. */
  refuseOtherTypes?: boolean;
  /** A request this says yes to keeps its body unread, for its route to stream (a CSV upload). */
  streamed?: (ctx: Context) => boolean;
}

/**
 * Reads a JSON body into ctx.request.body. A body over the limit, malformed JSON, a body that does not
 * decode as its Content-Encoding says, or one that is not UTF-8 fails here, and the error handler answers
 * 413 or 400.
 */
export function jsonBody({ limitBytes, refuseOtherTypes = false, streamed }: JsonBodyOptions): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limitBytes, jsonStrict: true });
  return async (ctx, next) => {
    if (streamed?.(ctx)) return next();
    if (refuseOtherTypes && ctx.request.length && !ctx.is('json')) throw new HttpError(415, [failureTexts.notJson]);
    // Room for a compressed body a little larger than its decoded self; anything longer is refused by the parser.
    const watched = watchBody(ctx.req, 2 * limitBytes + 1024);
    let read = false;
    try {
      await parse(ctx, async () => {
        read = true;
      });
    } finally {
      watched.stop();
    }
    // The parser answered by itself (a request already closed).
    if (!read) return;
    const text = ctx.request.rawBody;
    if (typeof text === 'string' && !watched.wasUtf8(text, ctx.get('content-encoding') || 'identity'))
      throw new HttpError(400, [failureTexts.notUtf8]);
    return next();
  };
}
