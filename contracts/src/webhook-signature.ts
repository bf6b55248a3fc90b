import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signature a receiver accepts by default: a replay after this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const SIGNATURE_HEADER = 'X-RollCall-Signature';
export const DELIVERY_HEADER = 'X-RollCall-Delivery';

const hmacOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The X-RollCall-Signature value of a body sent at `timestamp` (unix seconds). */
export function signRollCallBody(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacOf(secret, timestamp, body)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' };

/**
 * What a receiver runs on each request: the signature must be of this exact body (the raw bytes as received, before
 * any JSON parse) with the webhook's secret, and made within `toleranceSeconds` of now.
 */
export function verifyRollCallSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  { now = Date.now(), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS }: { now?: number; toleranceSeconds?: number } = {},
): SignatureCheck {
  const parts = new Map(
    (header ?? '').split(',').map((part): [string, string] => {
      const [name = '', value = ''] = part.trim().split('=', 2);
      return [name, value];
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'malformed' };
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmacOf(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
