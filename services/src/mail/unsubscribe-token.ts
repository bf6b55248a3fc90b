import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MailKind, mailKinds } from '@rollcall/contracts';

/** What an unsubscribe link stands for: this kind of mail, off, for this person of this institute. */
export interface UnsubscribeClaim {
  instituteId: string;
  userId: string;
  kind: MailKind;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key of its own, derived from the services' secret, so a token signs nothing else and nothing else signs a token. */
function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('rollcall mail unsubscribe v1').digest();
}

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', signingKey(secret)).update(payload).digest();
}

/**
 * The token of an unsubscribe link: `<institute>.<user>.<kind>.<signature>`, the signature an HMAC-SHA256 of the
 * rest. It never expires (a mail read months later must still unsubscribe), and it can only turn mail off.
 */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.instituteId}.${claim.userId}.${claim.kind}`;
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The claim of a token signed with this secret; null for anything else (tampered, truncated, another secret's). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [instituteId, userId, kind, signature] = parts as [string, string, string, string];
  if (!UUID.test(instituteId) || !UUID.test(userId) || !(mailKinds as readonly string[]).includes(kind)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, `${instituteId}.${userId}.${kind}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { instituteId, userId, kind: kind as MailKind };
}
