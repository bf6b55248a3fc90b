import type { Middleware } from 'koa';
import { gatewayMessages } from '@rollcall/contracts';
import { HttpError } from '@rollcall/server-kit';

/**
 * Only origin-form request targets ("/path?query"). An absolute URL ("GET http://host/path") is meant for a
 * forward proxy, and "*" for the server as a whole; the gateway is neither.
 */
export const originFormOnly: Middleware = async (ctx, next) => {
  if (!ctx.url.startsWith('/')) throw new HttpError(400, [gatewayMessages.originFormRequired]);
  await next();
};
