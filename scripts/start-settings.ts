import path from 'node:path';
import { frontendNames, frontendPort, frontendPublicUrls, type FrontendName } from '../federation/src/node';
import { assertPostgresCanReach, defaults, googleSignInFrom, portFrom } from '../services/src';
import { freePort } from '../services/src/db/free-port';
import { persistedSecrets } from './secrets';

type Env = NodeJS.ProcessEnv;

export interface StartSettings {
  dataDir: string;
  /** Set: use this PostgreSQL; unset: start the embedded one on ports.database. */
  databaseUrl?: string;
  /** With databaseUrl: the owner's login, which applies the migrations at start. */
  databaseOwnerUrl?: string;
  /** Set: use this relay; unset: start the dev mail server on ports.smtp. */
  smtpUrl?: string;
  ports: { database: number; smtp: number; services: number; gateway: number };
  gatewayHost: string;
  /** The gateway's public address: PUBLIC_URL, else http://localhost:<gateway port>. */
  gatewayPublic: string;
  shellUrl: string;
  shellOrigins: string[];
  frontendHost: string;
  frontendPorts: Record<FrontendName, number>;
  frontendUrls: Partial<Record<FrontendName, string>>;
  internalSecret: string;
  sessionSecrets: string[];
  google: boolean;
  /** SKIP_FRONTENDS=1: the server side only, no frontend build or static servers (tests of the supervisor). */
  skipFrontends: boolean;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A port from the environment; 0 picks a free one now, since the other parts must know it before it listens. */
async function port(env: Env, name: string, fallback: number): Promise<number> {
  return portFrom(env[name], fallback, name) || freePort();
}

/** What `npm start` runs with, from the environment (see start.ts), and the secrets kept in DATA_DIR. */
export async function startSettings(env: Env): Promise<StartSettings> {
  const dataDir = path.resolve(env.DATA_DIR || defaults.dataDir);
  // Said before anything is built or started.
  if (!env.DATABASE_URL) await assertPostgresCanReach(dataDir);
  const secrets = await persistedSecrets(dataDir);
  const sessionSecrets = list(env.SESSION_SECRETS ?? env.SESSION_SECRET);
  const gateway = await port(env, 'GATEWAY_PORT', 4000);
  const frontendPorts = Object.fromEntries(frontendNames.map((name) => [name, frontendPort(name, env)])) as Record<
    FrontendName,
    number
  >;
  const local = frontendNames.map((name) => `http://localhost:${frontendPorts[name]}`);
  const shellUrl = (env.SHELL_URL || local[0]!).replace(/\/+$/, '');
  const shellOrigins = list(env.SHELL_ORIGINS);
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    ports: {
      database: portFrom(env.POSTGRES_PORT, defaults.postgresPort, 'POSTGRES_PORT'),
      smtp: portFrom(env.SMTP_PORT, defaults.smtpPort, 'SMTP_PORT'),
      services: await port(env, 'SERVICES_PORT', defaults.servicesPort),
      gateway,
    },
    gatewayHost: env.GATEWAY_HOST || '127.0.0.1',
    gatewayPublic: env.PUBLIC_URL || `http://localhost:${gateway}`,
    shellUrl,
    shellOrigins: shellOrigins.length ? shellOrigins : local,
    frontendHost: env.FRONTEND_HOST || '127.0.0.1',
    frontendPorts,
    frontendUrls: { ...frontendPublicUrls(env), shell: shellUrl },
    internalSecret: env.INTERNAL_SECRET || secrets.internalSecret,
    sessionSecrets: sessionSecrets.length ? sessionSecrets : [secrets.sessionSecret],
    google: googleSignInFrom(env),
    skipFrontends: env.SKIP_FRONTENDS === '1',
  };
}
