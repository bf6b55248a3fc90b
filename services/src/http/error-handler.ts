import type { Middleware } from 'koa';
import { errorBody } from '@rollcall/contracts';
import { isDatabaseUnavailable, isUndecodableBody } from '@rollcall/contracts/internal';
import { HttpError, responses } from './http-error';

/**
 * The outermost middleware: every failure becomes `{ success: false, errors }` with a status that means it.
 * Nothing about the failure's insides (stack, SQL) ever leaves the service.
 */
export function errorHandler(log: (message: string) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = errorBody(responses.notFound);
      }
    } catch (error) {
      const { status, errors } = describe(error);
      if (status >= 500 && status !== 503)
        log(`services: ${ctx.method} ${ctx.path} failed: ${(error as Error)?.stack ?? String(error)}`);
      if (status === 503) log(`services: ${ctx.method} ${ctx.path}: database unavailable: ${(error as Error)?.message}`);
      ctx.status = status;
      ctx.body = errorBody(...errors);
    }
  };
}

function describe(error: unknown): { status: number; errors: string[] } {
  if (error instanceof HttpError) return { status: error.status, errors: error.errors };
  if (isDatabaseUnavailable(error)) return { status: 503, errors: [responses.unavailable] };
  if (isUndecodableBody(error)) return { status: 400, errors: [responses.undecodableBody] };
  // Errors of the body reader (raw-body / co-body) carry a type and a status.
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (type === 'entity.too.large' || status === 413) return { status: 413, errors: [responses.tooLarge] };
  if (type === 'entity.parse.failed' || (status === 400 && typeof type === 'string'))
    return { status: 400, errors: [responses.malformedJson] };
  if (status === 415) return { status: 415, errors: [responses.notJson] };
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, errors: [responses.malformedJson] };
  return { status: 500, errors: [responses.internal] };
}
