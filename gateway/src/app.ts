import Koa from 'koa';
import { endpoints } from '@rollcall/contracts/endpoints';
import type { Agent } from 'undici';
import { answerErrorLog, errorHandler, exposedMessage, jsonBodyReader, methodNotAllowed, notFound } from '@rollcall/server-kit';
import { apiTokenEntry } from './api-tokens/api-token-entry';
import { changePassword } from './auth/change-password';
import { forgotPassword, resetPassword } from './auth/forgot-password';
import { login } from './auth/login';
import { savePreferences } from './auth/preferences';
import { logout } from './auth/logout';
import { temporaryPasswordGate } from './auth/temporary-password-gate';
import { KnownUsers } from './auth/known-users';
import { calendarFeedRoutes } from './calendar-feeds/calendar-feed-route';
import { signInOptions } from './auth/sign-in-options';
import { verifyUser } from './auth/verify-user';
import type { CacheNotices } from './cache/cache-notices';
import { DeviceCookies } from './devices/device-cookie';
import { submitEnquiry } from './enquiries/submit-enquiry';
import { googleRoutes } from './google/google-routes';
import type { GoogleProvider } from './google/google-provider';
import { roleGuard } from './guard/role-guard';
import type { ApiTokenLimiter } from './rate-limit/api-token-limiter';
import type { CalendarFeedLimiter } from './rate-limit/calendar-feed-limiter';
import type { UnsubscribeLimiter } from './rate-limit/unsubscribe-limiter';
import { unsubscribeRoutes } from './mail/unsubscribe-routes';
import { routes } from './http/routes';
import { serveOpenApi } from './openapi/serve-openapi';
import type { GatewayLimits, SessionTimeouts } from './options';
import { proxyToServices } from './proxy/proxy';
import type { EnquiryLimiter } from './rate-limit/enquiry-limiter';
import type { PasswordResetLimiter } from './rate-limit/password-reset-limiter';
import type { SignInLimiter } from './rate-limit/sign-in-limiter';
import { corsForShell } from './security/cors';
import { csrfGuard } from './security/csrf';
import { securityHeaders } from './security/helmet';
import { httpsOnly } from './security/https-only';
import { originFormOnly } from './security/origin-form-only';
import { originAllowlist } from './security/origins';
import { ServicesClient } from './services/services-client';
import { CookieKeys } from './session/cookie-keys';
import type { PostgresSessionStore } from './session/postgres-session-store';
import { sessionMiddleware } from './session/session-middleware';

export interface GatewayAppParts {
  servicesUrl: string;
  internalSecret: string;
  sessionSecrets: string[];
  shellOrigins: string[];
  shellUrl: string;
  publicUrl: string;
  production: boolean;
  trustedProxyHops: number;
  google: GoogleProvider | null;
  timeouts: SessionTimeouts;
  limits: GatewayLimits;
  store: PostgresSessionStore;
  notices: CacheNotices;
  limiter: SignInLimiter;
  enquiryLimiter: EnquiryLimiter;
  unsubscribeLimiter: UnsubscribeLimiter;
  calendarFeedLimiter: CalendarFeedLimiter;
  passwordResetLimiter: PasswordResetLimiter;
  apiTokenLimiter: ApiTokenLimiter;
  agent: Agent;
  log: (message: string, error?: unknown) => void;
}

/** The gateway's middleware, outermost first (each step's reason is in its own file). */
export function gatewayApp(parts: GatewayAppParts): Koa {
  const app = new Koa({ proxy: parts.trustedProxyHops > 0, maxIpsCount: parts.trustedProxyHops });
  const cookieKeys = new CookieKeys(parts.sessionSecrets);
  app.keys = cookieKeys;
  // Errors are answered (and the unexpected ones logged) by errorHandler; those of an answer already streaming,
  // a client hanging up among them, by answerErrorLog. Nothing reaches Koa's logger.
  app.silent = true;
  app.on('error', answerErrorLog(parts.log));

  const isAllowedOrigin = originAllowlist(parts.shellOrigins);
  const services = new ServicesClient(parts.servicesUrl, parts.internalSecret, parts.agent);
  const readBody = jsonBodyReader(parts.limits.ownBodyBytes);
  const devices = new DeviceCookies(cookieKeys, parts.production);
  const proxy = proxyToServices({
    servicesUrl: parts.servicesUrl,
    internalSecret: parts.internalSecret,
    agent: parts.agent,
    maxBodyBytes: parts.limits.proxiedBodyBytes,
    notices: parts.notices,
  });

  // A body is refused before it is read whole, so the rest of it is still on the socket.
  app.use(errorHandler({ log: parts.log, clientErrorText: exposedMessage, closeAfterTooLarge: true }));
  app.use(securityHeaders(parts.production));
  app.use(originFormOnly);
  app.use(httpsOnly(parts.production));
  app.use(corsForShell(isAllowedOrigin));
  // Public documents, a mail's unsubscribe link and a calendar feed are answered before the session is loaded: they
  // need none, and a session that must change its temporary password may still use them.
  app.use(
    routes([
      [endpoints.openApiDocument, serveOpenApi()],
      [endpoints.signInOptions, signInOptions(parts.google !== null)],
      ...unsubscribeRoutes({ services, limiter: parts.unsubscribeLimiter, shellUrl: parts.shellUrl }),
      ...calendarFeedRoutes({ services, limiter: parts.calendarFeedLimiter }),
    ]),
  );
  app.use(methodNotAllowed);
  // A call with an API token needs no session, CSRF header or Origin: it goes from here to the proxy.
  app.use(apiTokenEntry({ services, limiter: parts.apiTokenLimiter, forward: proxy, log: parts.log }));
  app.use(sessionMiddleware(app, parts.store, parts.timeouts, parts.production));
  app.use(csrfGuard(isAllowedOrigin));
  app.use(temporaryPasswordGate);
  app.use(
    routes([
      [endpoints.login, login(readBody, services, parts.limiter, devices)],
      [endpoints.verifyUser, verifyUser(services, new KnownUsers(parts.notices))],
      [endpoints.logout, logout],
      [endpoints.savePreferences, savePreferences(readBody, services, parts.notices)],
      [endpoints.changePassword, changePassword(readBody, services, parts.limiter, parts.store, devices)],
      [endpoints.forgotPassword, forgotPassword(readBody, services, parts.passwordResetLimiter)],
      [endpoints.resetPassword, resetPassword(readBody, services, parts.passwordResetLimiter, parts.notices)],
      [endpoints.submitEnquiry, submitEnquiry(readBody, services, parts.enquiryLimiter)],
    ]),
  );
  app.use(
    googleRoutes({ provider: parts.google, publicUrl: parts.publicUrl, shellUrl: parts.shellUrl, services, log: parts.log }),
  );
  app.use(roleGuard);
  app.use(proxy);
  app.use(notFound);
  return app;
}
