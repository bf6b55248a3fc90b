import type { Context, Middleware } from 'koa';
import { gatewayMessages, isRole, messages, type Role, roleLabel } from '@rollcall/contracts';
import { endpoints } from '@rollcall/contracts/endpoints';
import { HttpError } from '@rollcall/server-kit';
import { gatewayIdentity, type ServicesClient } from '../services/services-client';
import { sessionOf, signIn } from '../session/session-data';
import { userFrom } from '../auth/credentials';
import type { GoogleProvider } from './google-provider';
import { grantMiddleware } from './grant-middleware';
import { idTokenVerifier } from './id-token';

const CONNECT = endpoints.googleSignIn.path;
const CALLBACK = endpoints.googleCallback.path;

export interface GoogleRoutesOptions {
  provider: GoogleProvider | null;
  publicUrl: string;
  shellUrl: string;
  services: ServicesClient;
  log: (message: string, error?: unknown) => void;
}

/**
 * GET /auth/google?role= starts the round trip through grant; GET /auth/google/callback signs in the user
 * holding that role and that verified Google email and sends the browser to `${shellUrl}/${role}`. Every
 * failure sends it to `${shellUrl}/login?error_message=<text>` instead of an error page, with `&role=<role>` once the
 * role is known, so the login page stays on the role the person chose.
 */
export function googleRoutes(options: GoogleRoutesOptions): Middleware {
  const { provider, shellUrl, services, log } = options;
  const grant = provider ? grantMiddleware(provider, options.publicUrl) : null;
  const verifyIdToken = provider ? idTokenVerifier(provider) : null;

  const toLogin = (ctx: Context, message: string, role?: Role) => {
    ctx.redirect(`${shellUrl}/login?error_message=${encodeURIComponent(message)}${role ? `&role=${role}` : ''}`);
  };

  async function connect(ctx: Context) {
    const role = ctx.query.role;
    if (!isRole(role)) return toLogin(ctx, messages.roleRequired);
    if (!grant) return toLogin(ctx, gatewayMessages.googleUnavailable, role);
    const session = sessionOf(ctx)!;
    session.googleRole = role;
    await grant(ctx, async () => {});
  }

  async function callback(ctx: Context) {
    const session = sessionOf(ctx)!;
    const role = session.googleRole;
    const expected = session.grant?.state;
    const nonce = session.grant?.nonce;
    const fail = (message: string) => {
      delete session.grant;
      delete session.googleRole;
      toLogin(ctx, message, role);
    };
    if (!grant || !verifyIdToken) return fail(gatewayMessages.googleUnavailable);
    // grant skips its own state check when the session holds no state: require it here.
    if (!role || !expected || !nonce || typeof ctx.query.state !== 'string' || ctx.query.state !== expected) {
      return fail(gatewayMessages.googleFailed);
    }
    if (ctx.query.error === 'access_denied') return fail(gatewayMessages.googleCancelled);

    await grant(ctx, async () => {});
    const idToken = sessionOf(ctx)?.grant?.response?.id_token;
    if (!idToken) return fail(gatewayMessages.googleFailed);
    const identity = await verifyIdToken(idToken, nonce);
    if (!identity) return fail(gatewayMessages.googleFailed);
    if (!identity.emailVerified) return fail(gatewayMessages.googleEmailUnverified);

    const answer = await services.call('POST', '/internal/credentials/google', gatewayIdentity, {
      role,
      email: identity.email,
    });
    if (answer.status === 401 || answer.status === 404) return fail(gatewayMessages.googleNoAccount(roleLabel(role)));
    const user = userFrom(answer);
    await signIn(ctx, role, user, false);
    ctx.redirect(`${shellUrl}/${role}`);
  }

  return async (ctx, next) => {
    if (ctx.method !== 'GET' || (ctx.path !== CONNECT && ctx.path !== CALLBACK)) return next();
    try {
      if (ctx.path === CONNECT) await connect(ctx);
      else await callback(ctx);
    } catch (error) {
      if (!(error instanceof HttpError)) log('Google sign-in failed', error);
      const session = sessionOf(ctx);
      const role = session?.googleRole;
      if (session) {
        delete session.grant;
        delete session.googleRole;
      }
      const message = error instanceof HttpError && error.status === 503 ? error.errors[0]! : gatewayMessages.googleFailed;
      toLogin(ctx, message, role);
    }
  };
}
