import { IMPORT_BYTES_MAX } from '@rollcall/contracts';

/** Everything startGateway needs; main.ts fills it from the environment (see env.ts). */
export interface GatewayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  servicesUrl: string;
  databaseUrl: string;
  /** Shared with services: signs the identity headers on every forwarded request. */
  internalSecret: string;
  /** Keys for the signed session cookie; the first signs, all verify (rotation). */
  sessionSecrets: string[];
  /** Browser origins allowed to call with credentials (CORS) and to send writes (CSRF): the shell and its remotes. */
  shellOrigins: string[];
  /** Where the browser goes after Google sign-in: `${shellUrl}/${role}` or `${shellUrl}/login?error_message=…&role=…`. */
  shellUrl: string;
  /** The gateway's own public address, for the OAuth callback; default the address it listens on. */
  publicUrl?: string;
  /** Secure cookies, HSTS, and only requests that came over HTTPS (as the trusted proxy reports it). */
  production?: boolean;
  /**
   * Reverse proxies in front of the gateway, each appending the address it saw to X-Forwarded-For: the
   * client address is the one the outermost of them saw, and X-Forwarded-Proto is believed only when
   * this is 1 or more. Entries to the left of those are written by the client and ignored.
   * Default 1 in production, 0 otherwise.
   */
  trustedProxyHops?: number;
  google?: GoogleOptions;
  sessions?: Partial<SessionTimeouts>;
  limits?: Partial<GatewayLimits>;
  log?: (message: string, error?: unknown) => void;
}

export interface GoogleOptions {
  clientId: string;
  clientSecret: string;
  /** Provider endpoints; Google's by default, overridable to point at a local OpenID provider in tests. */
  authorizeUrl?: string;
  tokenUrl?: string;
  jwksUrl?: string;
  issuer?: string | string[];
}

export interface SessionTimeouts {
  /** A session unused for this long ends (rolling). */
  idleMs: number;
  /** A session ends this long after sign-in, however active. */
  absoluteMs: number;
}

export interface AttemptLimit {
  attempts: number;
  windowSeconds: number;
}

/**
 * Waits per account after failed password checks in a row (sign-in and change-password) from browsers not known
 * for it (see GatewayLimits.failuresPerKnownDevice).
 */
export interface AccountBackoffPolicy {
  /** Failures in a row an account may have without waiting. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstWaitSeconds: number;
  /** The longest wait. */
  maxWaitSeconds: number;
  /** Failures are forgotten after this long without another; keep it above maxWaitSeconds. */
  forgetAfterSeconds: number;
}

export interface GatewayLimits {
  /** Per account (role + email), for browsers without a device cookie for it; a known browser ignores its waits. */
  accountBackoff: AccountBackoffPolicy;
  /**
   * Failed password checks (sign-in and change-password) per device cookie (a browser where the account signed in
   * before) per window; past it that browser waits out the window, and the account's other browsers do not.
   */
  failuresPerKnownDevice: AttemptLimit;
  /**
   * Accounts with a failed sign-in from one client address per window; past it the address waits out the
   * window, except in browsers known for the account they sign in to.
   */
  failedAccountsPerAddress: AttemptLimit;
  /** Registration enquiries from the landing page per client address. */
  enquiriesPerAddress: AttemptLimit;
  /** One-click unsubscribes per client address: generous, as a mail provider posts many from few addresses. */
  unsubscribesPerAddress: AttemptLimit;
  /**
   * Calendar feed reads per client address: generous, as a calendar provider reads every subscriber's feed from few
   * addresses and a school's phones share one.
   */
  calendarFeedsPerAddress: AttemptLimit;
  /** Forgot-password requests per client address, and uses of a reset link per client address. */
  passwordResetsPerAddress: AttemptLimit;
  /** Forgot-password requests per account (role + email), so one inbox is not flooded. */
  passwordResetsPerAccount: AttemptLimit;
  /** Calls per API token (`Authorization: Bearer`) per window; past it a 429 with Retry-After. */
  apiTokenCalls: AttemptLimit;
  /** Largest JSON body accepted on the gateway's own routes. */
  ownBodyBytes: number;
  /** Largest body forwarded to services: a CSV import's; services refuse a JSON body over 1 MB themselves. */
  proxiedBodyBytes: number;
}

/** One proxy (the TLS terminator) in front of a production gateway; none in development. */
export const defaultTrustedProxyHops = (production: boolean): number => (production ? 1 : 0);

export const defaultSessionTimeouts: SessionTimeouts = {
  idleMs: 2 * 60 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
};

export const defaultLimits: GatewayLimits = {
  accountBackoff: { freeFailures: 5, firstWaitSeconds: 60, maxWaitSeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 },
  failuresPerKnownDevice: { attempts: 10, windowSeconds: 60 * 60 },
  failedAccountsPerAddress: { attempts: 300, windowSeconds: 15 * 60 },
  enquiriesPerAddress: { attempts: 5, windowSeconds: 60 * 60 },
  unsubscribesPerAddress: { attempts: 30, windowSeconds: 60 },
  calendarFeedsPerAddress: { attempts: 600, windowSeconds: 60 },
  passwordResetsPerAddress: { attempts: 20, windowSeconds: 60 * 60 },
  passwordResetsPerAccount: { attempts: 3, windowSeconds: 60 * 60 },
  apiTokenCalls: { attempts: 600, windowSeconds: 60 },
  ownBodyBytes: 16 * 1024,
  proxiedBodyBytes: IMPORT_BYTES_MAX,
};
