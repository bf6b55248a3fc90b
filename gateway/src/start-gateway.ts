import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { assertApplicationLogin, createHttpServer } from '@rollcall/server-kit';
import { gatewayApp } from './app';
import { googleProvider } from './google/google-provider';
import { defaultLimits, defaultSessionTimeouts, defaultTrustedProxyHops, type GatewayOptions } from './options';
import { apiTokenLimiter } from './rate-limit/api-token-limiter';
import { calendarFeedLimiter } from './rate-limit/calendar-feed-limiter';
import { unsubscribeLimiter } from './rate-limit/unsubscribe-limiter';
import { EnquiryLimiter } from './rate-limit/enquiry-limiter';
import { PasswordResetLimiter } from './rate-limit/password-reset-limiter';
import { SignInLimiter } from './rate-limit/sign-in-limiter';
import { CacheNotices } from './cache/cache-notices';
import { servicesAgent } from './services/services-agent';
import { PostgresSessionStore } from './session/postgres-session-store';

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

const EXPIRED_SESSION_SWEEP_MS = 10 * 60 * 1000;

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`startGateway: ${name} is required`);
  return value;
}

/** Starts the gateway: listens first (so a port 0 is known for the OAuth callback), then serves the app. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const servicesUrl = required(options.servicesUrl, 'servicesUrl');
  const internalSecret = required(options.internalSecret, 'internalSecret');
  if (!options.sessionSecrets?.length || options.sessionSecrets.some((secret) => secret.length < 32)) {
    throw new Error('startGateway: sessionSecrets needs at least one secret of 32 characters or more');
  }
  const host = options.host ?? '127.0.0.1';
  const production = options.production ?? false;
  const log =
    options.log ??
    ((message: string, error?: unknown) =>
      error === undefined ? console.error(`[gateway] ${message}`) : console.error(`[gateway] ${message}`, error));

  // A connection that cannot be made in 5 s fails (503) instead of holding the request until the database is back.
  const databaseUrl = required(options.databaseUrl, 'databaseUrl');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection dropped by a database restart is replaced on next use: worth a line, not a stack.
  pool.on('error', (error) => log(`idle database connection closed: ${error.message}`));
  const agent = servicesAgent();
  const server = createHttpServer(undefined, { log });
  const notices = new CacheNotices({ connectionString: databaseUrl, pool, log });
  const cleanups: Array<() => Promise<unknown> | undefined> = [() => agent.close(), () => notices.stop(), () => pool.end()];
  try {
    await assertApplicationLogin(pool);
    const limits = { ...defaultLimits, ...options.limits };
    const limiter = await SignInLimiter.create(pool, limits);
    const enquiryLimiter = await EnquiryLimiter.create(pool, limits.enquiriesPerAddress);
    const unsubscribes = await unsubscribeLimiter(pool, limits.unsubscribesPerAddress);
    const feedReads = await calendarFeedLimiter(pool, limits.calendarFeedsPerAddress);
    const resetLimiter = await PasswordResetLimiter.create(pool, limits);
    const tokenCalls = await apiTokenLimiter(pool, limits.apiTokenCalls);
    const timeouts = { ...defaultSessionTimeouts, ...options.sessions };
    // Idle expiry moves forward at most this often: a quarter of the idle timeout, at most a minute.
    await notices.start();
    const store = new PostgresSessionStore(pool, notices, Math.min(60_000, Math.floor(timeouts.idleMs / 4)));

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

    const app = gatewayApp({
      servicesUrl,
      internalSecret,
      sessionSecrets: options.sessionSecrets,
      shellOrigins: options.shellOrigins,
      shellUrl: options.shellUrl.replace(/\/+$/, ''),
      publicUrl: (options.publicUrl ?? url).replace(/\/+$/, ''),
      production,
      trustedProxyHops: options.trustedProxyHops ?? defaultTrustedProxyHops(production),
      google: options.google?.clientId && options.google.clientSecret ? googleProvider(options.google) : null,
      timeouts,
      limits,
      store,
      notices,
      limiter,
      enquiryLimiter,
      unsubscribeLimiter: unsubscribes,
      calendarFeedLimiter: feedReads,
      passwordResetLimiter: resetLimiter,
      apiTokenLimiter: tokenCalls,
      agent,
      log,
    });
    server.on('request', app.callback());

    const sweep = setInterval(() => {
      // Tried again at the next sweep; a database restart is worth a line, not a stack trace.
      store.deleteExpired().catch((error: Error) => log(`could not delete expired sessions: ${error.message}`));
      limiter.deleteForgotten().catch((error: Error) => log(`could not delete forgotten sign-in failures: ${error.message}`));
    }, EXPIRED_SESSION_SWEEP_MS);
    sweep.unref();

    let closing: Promise<void> | undefined;
    return {
      url,
      close() {
        closing ??= (async () => {
          clearInterval(sweep);
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
          for (const cleanup of cleanups) await cleanup();
        })();
        return closing;
      },
    };
  } catch (error) {
    if (server.listening) server.close();
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => {});
    throw error;
  }
}
