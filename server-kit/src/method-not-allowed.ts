import type { Middleware } from 'koa';
import { errorBody } from '@rollcall/contracts';
import { methodsAt } from '@rollcall/contracts/endpoints';
import { failureTexts } from './failure-texts';

/**
 * A known path asked with a method it does not answer is a 405 naming the methods it does, in `Allow`; an
 * unknown path goes on (to a 404). HEAD is answered wherever GET is, and OPTIONS by CORS before this.
 */
export const methodNotAllowed: Middleware = async (ctx, next) => {
  const methods = methodsAt(ctx.path).map((method) => method.toUpperCase());
  const asked = ctx.method === 'HEAD' ? 'GET' : ctx.method;
  if (!methods.length || methods.includes(asked)) return next();
  const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
  ctx.status = 405;
  ctx.set('Allow', allowed.join(', '));
  ctx.body = errorBody(failureTexts.methodNotAllowed(ctx.method, allowed));
};
