import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { openApiDocument } from '@rollcall/contracts/openapi';

/** How long a client may keep the document without asking again; after that its ETag makes the check cheap. */
const MAX_AGE_SECONDS = 300;

/** GET /openapi.json: the API's OpenAPI document, built once when the gateway starts, for anyone. */
export function serveOpenApi(): Middleware {
  const body = JSON.stringify(openApiDocument());
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  return (ctx) => {
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.etag = etag;
    ctx.set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    if (ctx.fresh) ctx.status = 304;
    else ctx.body = body;
  };
}
