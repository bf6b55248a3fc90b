import grant from 'grant';
import type { Middleware } from 'koa';
import type { GoogleProvider } from './google-provider';

/**
 * grant-koa for Google under /auth: state and nonce on, tokens kept in the session (never in a URL),
 * no `dynamic` overrides from the query string. With no `callback` set, grant hands over to the next
 * middleware after exchanging the code, which finishes the sign-in.
 */
export function grantMiddleware(provider: GoogleProvider, publicUrl: string): Middleware {
  return grant.koa()({
    defaults: {
      origin: publicUrl,
      prefix: '/auth',
      transport: 'session',
      state: true,
      nonce: true,
    },
    google: {
      key: provider.clientId,
      secret: provider.clientSecret,
      authorize_url: provider.authorizeUrl,
      access_url: provider.tokenUrl,
      scope: ['openid', 'email'],
      response: ['tokens'],
      custom_params: { prompt: 'select_account' },
    },
  }) as unknown as Middleware;
}
