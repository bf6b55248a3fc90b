import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { GoogleProvider } from './google-provider';

export interface VerifiedGoogleIdentity {
  email: string;
  emailVerified: boolean;
}

/**
 * grant only decodes the id_token; this checks its signature against the provider's published keys, its
 * issuer, audience, expiry, and that it answers our own nonce.
 */
export function idTokenVerifier(provider: GoogleProvider) {
  const keys = createRemoteJWKSet(new URL(provider.jwksUrl));
  return async (idToken: string, expectedNonce: string): Promise<VerifiedGoogleIdentity | null> => {
    try {
      const { payload } = await jwtVerify(idToken, keys, { issuer: provider.issuer, audience: provider.clientId });
      if (payload.nonce !== expectedNonce || typeof payload.email !== 'string') return null;
      return { email: payload.email.trim().toLowerCase(), emailVerified: payload.email_verified === true };
    } catch {
      return null;
    }
  };
}
