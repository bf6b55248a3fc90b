import type { Middleware } from 'koa';
import { errorBody, gatewayMessages, messages } from '@rollcall/contracts';
import { isDatabaseUnavailable, isUndecodableBody } from '@rollcall/contracts/internal';
import { HttpError } from './http-error';

/** Headers a failed downstream step may have set for a body that is no longer sent. */
const STALE_HEADERS = ['content-encoding', 'content-length', 'content-disposition', 'etag', 'last-modified'];

interface KnownError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** Status and messages for anything thrown downstream: body-parser, http-errors and our own HttpError. */
function describe(error: unknown): { status: number; errors: string[]; headers: Record<string, string>; outage?: true } {
  if (error instanceof HttpError) return { status: error.status, errors: error.errors, headers: error.headers };
  if (isDatabaseUnavailable(error))
    return { status: 503, errors: [gatewayMessages.serviceUnavailable], headers: {}, outage: true };
  if (isUndecodableBody(error)) return { status: 400, errors: [gatewayMessages.undecodableBody], headers: {} };
  const known = (error ?? {}) as KnownError;
  const status = known.status ?? known.statusCode ?? 500;
  if (status === 413) return { status, errors: [gatewayMessages.bodyTooLarge], headers: {} };
  if (known.type === 'entity.parse.failed' || (status === 400 && error instanceof SyntaxError))
    return { status: 400, errors: [gatewayMessages.malformedJson], headers: {} };
  if (status >= 400 && status < 500) {
    return { status, errors: [known.expose && known.message ? known.message : messages.loginFallback], headers: {} };
  }
  return { status: 500, errors: [messages.loginFallback], headers: {} };
}

/**
 * Outermost middleware. Koa's own error path removes every header already set, so without this the
 * security headers set by helmet would be missing on error answers.
 */
export function errorHandler(log: (message: string, error?: unknown) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, errors, headers, outage } = describe(error);
      // An unreachable database is an expected outage, not a defect: one line, no stack trace.
      if (outage) log(`${ctx.method} ${ctx.path}: database unavailable: ${(error as Error).message}`);
      else if (status >= 500) log(`${ctx.method} ${ctx.path} failed`, error);
      for (const name of STALE_HEADERS) ctx.remove(name);
      ctx.set(headers);
      // The rest of a refused body is never read: the connection cannot carry another request.
      if (status === 413) ctx.set('Connection', 'close');
      ctx.status = status;
      ctx.body = errorBody(...errors);
    }
  };
}

/** The last middleware: nothing answered. */
export const notFound: Middleware = (ctx) => {
  ctx.status = 404;
  ctx.body = errorBody(gatewayMessages.notFound);
};
