import type { Context } from 'koa';
import { clientGoneLine, isClientGone } from './client-gone';

/**
 * Koa's 'error' event, for what fails once an answer has begun streaming (errors before that are answered by
 * errorHandler): a client that went away is one line, anything else its line with the error.
 */
export function answerErrorLog(log: (message: string, error?: unknown) => void) {
  return (error: unknown, ctx?: Context) => {
    const what = ctx ? `${ctx.method} ${ctx.path}` : 'an answer';
    if (isClientGone(error)) log(clientGoneLine(what, error));
    else log(`${what}: the answer failed after it began`, error);
  };
}
