import type { Middleware } from 'koa';
import { errorBody } from '@rollcall/contracts';
import { failureTexts } from './failure-texts';

/** The last middleware: nothing answered. */
export const notFound: Middleware = (ctx) => {
  ctx.status = 404;
  ctx.body = errorBody(failureTexts.notFound);
};
