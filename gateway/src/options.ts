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
  /** Where the browser goes after Google sign-in: `${shellUrl}/${role}` or `${shellUrl}/login?error_message=…`. */
  shellUrl: string;
  /** The gateway's own public address, for the OAuth callback; default the address it listens on. */
  publicUrl?: string;
  /** Secure cookies (HTTPS only) and trust of X-Forwarded-* from the proxy in front. */
  production?: boolean;
  /** Trust X-Forwarded-For/Proto from a reverse proxy; default = production. */
  trustProxy?: boolean;
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

export interface GatewayLimits {
  /** Failed sign-ins per account (role + email). */
  perAccount: AttemptLimit;
  /** Failed sign-ins per client address. */
  perAddress: AttemptLimit;
  /** Registration enquiries from the landing page per client address. */
  enquiriesPerAddress: AttemptLimit;
  /** Largest JSON body accepted on the gateway's own routes. */
  ownBodyBytes: number;
  /** Largest body forwarded to services. */
  proxiedBodyBytes: number;
}

export const defaultSessionTimeouts: SessionTimeouts = {
  idleMs: 2 * 60 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
};

export const defaultLimits: GatewayLimits = {
  perAccount: { attempts: 5, windowSeconds: 15 * 60 },
  perAddress: { attempts: 50, windowSeconds: 15 * 60 },
  enquiriesPerAddress: { attempts: 5, windowSeconds: 60 * 60 },
  ownBodyBytes: 16 * 1024,
  proxiedBodyBytes: 1024 * 1024,
};
