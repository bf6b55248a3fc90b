import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_ACCOUNT_COOKIE } from './google-account';

export interface GoogleProvider {
  /** The issuer, named by the address it listens on. */
  issuer: string;
  stop(): Promise<void>;
}

function accountCookie(req: IncomingMessage): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === GOOGLE_ACCOUNT_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * A local OpenID provider (oauth2-mock-server) standing in for Google. Its ID tokens carry a verified email:
 * the account the signing-in browser chose with useGoogleAccount (a cookie on this provider's origin, read
 * when the browser comes to /authorize and remembered by the code it gets), or `defaultEmail`.
 */
export async function startGoogleProvider(host: string, defaultEmail: string): Promise<GoogleProvider> {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, host);
  // Named by the address it listens on (its default says localhost).
  oauth.issuer.url = `http://${host}:${(oauth.address() as AddressInfo).port}`;

  const accountByCode = new Map<string, string>();
  oauth.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: IncomingMessage) => {
    const code = url.searchParams.get('code');
    const email = accountCookie(req);
    if (code && email) accountByCode.set(code, email);
  });
  oauth.service.on('beforeTokenSigning', (token, req) => {
    const code = (req as IncomingMessage & { body?: { code?: unknown } }).body?.code;
    token.payload.email = (typeof code === 'string' && accountByCode.get(code)) || defaultEmail;
    token.payload.email_verified = true;
  });
  return { issuer: oauth.issuer.url, stop: () => oauth.stop() };
}
