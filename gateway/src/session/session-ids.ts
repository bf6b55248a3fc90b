import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits (koa-session's default UUID has 122). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The table holds a hash of the id, so a leaked table does not hand out live cookies. */
export function storedSessionKey(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
