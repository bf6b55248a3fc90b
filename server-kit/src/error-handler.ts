import type { Middleware } from 'koa';
import { errorBody } from '@rollcall/contracts';
import { clientGoneLine, hasHungUp, isClientGone } from './client-gone';
import { type ClientErrorText, describeFailure } from './describe-failure';

/** Headers a failed downstream step may have set for a body that is no longer sent. */
const STALE_HEADERS = ['content-encoding', 'content-length', 'content-disposition', 'etag', 'last-modified'];

export interface ErrorHandlerOptions {
  /** Gets one line for an outage or a client that went away (no stack), and the line with the error for anything else answered 5xx. */
  log: (message: string, error?: unknown) => void;
  /** The text for a client error a library threw (see describeFailure). */
  clientErrorText: ClientErrorText;
  /**
   * Close the connection after a 413. Set it where a refused body is left unread on the socket: that
   * connection cannot carry another request.
   */
  closeAfterTooLarge?: boolean;
}

/**
 * The outermost middleware: every failure becomes `{ success: false, errors }` with a status that means it,
 * and nothing of its insides (stack, SQL) leaves. It answers itself because Koa's own error path removes
 * every header already set, the security headers among them.
 */
export function errorHandler({ log, clientErrorText, closeAfterTooLarge = false }: ErrorHandlerOptions): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, errors, headers, outage } = describeFailure(error, clientErrorText);
      // An unreachable database is an expected outage, and a client that hung up no fault of ours: one line each,
      // no stack trace.
      const gone = isClientGone(error);
      if (outage) log(`${ctx.method} ${ctx.path}: database unavailable: ${(error as Error).message}`);
      else if (status >= 500 && !gone) log(`${ctx.method} ${ctx.path} failed`, error);
      else if (gone || hasHungUp(ctx.res)) log(clientGoneLine(`${ctx.method} ${ctx.path}`, error));
      for (const name of STALE_HEADERS) ctx.remove(name);
      ctx.set(headers);
      if (status === 413 && closeAfterTooLarge) ctx.set('Connection', 'close');
      ctx.status = status;
      ctx.body = errorBody(...errors);
    }
  };
}
