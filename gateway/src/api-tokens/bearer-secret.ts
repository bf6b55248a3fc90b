import type { Context } from 'koa';

/**
 * The secret of an `Authorization: Bearer <secret>` header; '' for a Bearer header without one; null when the request
 * carries no bearer credentials at all (a browser's session call).
 */
export function bearerSecret(ctx: Pick<Context, 'get'>): string | null {
  const match = /^\s*bearer(?:\s+(\S*))?\s*$/i.exec(ctx.get('Authorization'));
  if (!match) return null;
  return match[1] ?? '';
}
