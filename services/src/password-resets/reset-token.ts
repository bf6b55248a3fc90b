import { createHash, randomBytes } from 'node:crypto';

/** A new link token (256 random bits) and the hash stored for it: the token itself is only ever in the mail. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
