import { defaultTrustedProxyHops, type GatewayOptions } from './options';

type Env = Record<string, string | undefined>;

const DEFAULT_SHELL_PORTS = [3000, 3001, 3002, 3003, 3004, 3005, 3006];

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** TRUSTED_PROXY_HOPS, a whole number; unset means the default for the environment. */
function trustedProxyHops(env: Env, production: boolean): number {
  const value = env.TRUSTED_PROXY_HOPS;
  if (value === undefined) return defaultTrustedProxyHops(production);
  if (!/^\d+$/.test(value)) throw new Error('TRUSTED_PROXY_HOPS must be a whole number (0 or more)');
  return Number(value);
}

function need(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * Gateway settings from the environment:
 * GATEWAY_PORT (4000), GATEWAY_HOST (127.0.0.1), SERVICES_URL (http://127.0.0.1:$SERVICES_PORT, 4100),
 * DATABASE_URL, INTERNAL_SECRET, SESSION_SECRETS (comma list, first signs) or SESSION_SECRET,
 * SHELL_ORIGINS (comma list; default the shell and remotes on localhost:3000-3006), SHELL_URL
 * (http://localhost:3000), PUBLIC_URL (http://localhost:$GATEWAY_PORT), GOOGLE_CLIENT_ID,
 * GOOGLE_CLIENT_SECRET, NODE_ENV=production (secure cookies, HSTS, HTTPS only), TRUSTED_PROXY_HOPS (see trustedProxyHops).
 */
export function gatewayOptionsFromEnv(env: Env = process.env): GatewayOptions & { port: number } {
  const port = Number(env.GATEWAY_PORT ?? 4000);
  const production = env.NODE_ENV === 'production';
  const sessionSecrets = list(env.SESSION_SECRETS ?? env.SESSION_SECRET);
  if (!sessionSecrets.length) throw new Error('SESSION_SECRETS (or SESSION_SECRET) is not set');
  const shellOrigins = list(env.SHELL_ORIGINS);
  return {
    port,
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    servicesUrl: env.SERVICES_URL ?? `http://127.0.0.1:${env.SERVICES_PORT ?? 4100}`,
    databaseUrl: need(env, 'DATABASE_URL'),
    internalSecret: need(env, 'INTERNAL_SECRET'),
    sessionSecrets,
    shellOrigins: shellOrigins.length ? shellOrigins : DEFAULT_SHELL_PORTS.map((p) => `http://localhost:${p}`),
    shellUrl: env.SHELL_URL ?? 'http://localhost:3000',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    production,
    trustedProxyHops: trustedProxyHops(env, production),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
  };
}
