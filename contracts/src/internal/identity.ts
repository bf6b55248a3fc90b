import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '../roles';

/**
 * The identity the gateway vouches for on every request it forwards to the services, signed with the
 * shared INTERNAL_SECRET. Node only: never import this from browser code.
 */
export interface Identity {
  /** 'gateway' for the gateway's own calls made before anyone is signed in (credentials check). */
  role: Role | 'gateway';
  userId: string | null;
  instituteId: string | null;
  /**
   * Set when an API token makes the call: the token's id. The call then acts as the admin in userId (who created the
   * token) holding only what the token allows.
   */
  tokenId?: string | null;
}

export const IDENTITY_HEADER = 'x-rollcall-identity';
export const SIGNATURE_HEADER = 'x-rollcall-signature';
/** A signed identity older than this is refused, so a captured header cannot be replayed later. */
export const IDENTITY_MAX_AGE_MS = 60_000;

interface SignedPayload extends Identity {
  issuedAt: number;
}

function sign(secret: string, encoded: string): string {
  return createHmac('sha256', secret).update(encoded).digest('base64url');
}

export function identityHeaders(secret: string, identity: Identity, now = Date.now()): Record<string, string> {
  const payload: SignedPayload = { ...identity, issuedAt: now };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { [IDENTITY_HEADER]: encoded, [SIGNATURE_HEADER]: sign(secret, encoded) };
}

/** The identity if the headers carry a valid, fresh signature; otherwise null. */
export function verifyIdentity(
  secret: string,
  encoded: string | string[] | undefined,
  signature: string | string[] | undefined,
  now = Date.now(),
): Identity | null {
  if (typeof encoded !== 'string' || typeof signature !== 'string') return null;
  const expected = Buffer.from(sign(secret, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as SignedPayload;
    if (typeof payload.issuedAt !== 'number' || Math.abs(now - payload.issuedAt) > IDENTITY_MAX_AGE_MS) return null;
    return {
      role: payload.role,
      userId: payload.userId ?? null,
      instituteId: payload.instituteId ?? null,
      ...(typeof payload.tokenId === 'string' ? { tokenId: payload.tokenId } : {}),
    };
  } catch {
    return null;
  }
}
