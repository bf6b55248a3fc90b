import { createHmac, timingSafeEqual } from 'node:crypto';

/** Which feed a token names: the row of `calendar_feeds` in its institute. */
export interface FeedClaim {
  instituteId: string;
  feedId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A key of its own, derived from the services' secret, so a feed's secret signs nothing else. */
function feedKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('rollcall calendar feed v1').digest();
}

function secretOf(servicesSecret: string, claim: FeedClaim, salt: Buffer): Buffer {
  return createHmac('sha256', feedKey(servicesSecret))
    .update(`${claim.instituteId}.${claim.feedId}.${salt.toString('hex')}`)
    .digest();
}

/**
 * The token of a feed's address: `<institute>.<feed>.<secret>`, the secret an HMAC-SHA256 of the three under the
 * services' secret with the row's salt. A new salt makes a new token and every older one stops matching.
 */
export function feedToken(servicesSecret: string, claim: FeedClaim, salt: Buffer): string {
  return `${claim.instituteId}.${claim.feedId}.${secretOf(servicesSecret, claim, salt).toString('base64url')}`;
}

/** The feed a token names, before its secret is checked; null for anything not shaped like a token. */
export function readFeedToken(token: string): (FeedClaim & { secret: Buffer }) | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [instituteId, feedId, secret] = parts as [string, string, string];
  if (!UUID.test(instituteId) || !UUID.test(feedId) || !SECRET.test(secret)) return null;
  return { instituteId, feedId, secret: Buffer.from(secret, 'base64url') };
}

/** Whether the token's secret is the one of the feed's current salt, compared in constant time. */
export function isCurrentSecret(servicesSecret: string, claim: FeedClaim & { secret: Buffer }, salt: Buffer): boolean {
  const expected = secretOf(servicesSecret, claim, salt);
  return claim.secret.length === expected.length && timingSafeEqual(claim.secret, expected);
}
