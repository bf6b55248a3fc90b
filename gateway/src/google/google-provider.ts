import type { GoogleOptions } from '../options';

/** Google's OpenID endpoints; each one overridable so tests can point the flow at a local provider. */
export interface GoogleProvider {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  issuer: string | string[];
}

export function googleProvider(options: GoogleOptions): GoogleProvider {
  return {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    authorizeUrl: options.authorizeUrl ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: options.tokenUrl ?? 'https://oauth2.googleapis.com/token',
    jwksUrl: options.jwksUrl ?? 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: options.issuer ?? ['https://accounts.google.com', 'accounts.google.com'],
  };
}
