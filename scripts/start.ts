/**
 * `npm start`: every part of RollCall on the defaults of DESIGN §3, each overridable by the environment.
 *   DATA_DIR (.data), POSTGRES_PORT (5433) or DATABASE_URL, SMTP_PORT (2525) or SMTP_URL, SERVICES_PORT (4100),
 *   GATEWAY_PORT (4000), GATEWAY_HOST (127.0.0.1), SHELL_URL (http://localhost:3000), SHELL_ORIGINS,
 *   PUBLIC_URL, INTERNAL_SECRET, SESSION_SECRETS / SESSION_SECRET (generated and kept in DATA_DIR when unset),
 *   SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD, MAIL_FROM, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, NODE_ENV.
 */
import path from 'node:path';
import { defaults } from '../services/src';
import { persistedSecrets } from './secrets';
import { startStack } from './stack';

const DEFAULT_SHELL_PORTS = [3000, 3001, 3002, 3003, 3004, 3005, 3006];

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`${name} must be a port number, got ${value}`);
  return parsed;
}

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

async function main(): Promise<void> {
  const env = process.env;
  const dataDir = path.resolve(env.DATA_DIR || defaults.dataDir);
  const secrets = await persistedSecrets(dataDir);
  const internalSecret = env.INTERNAL_SECRET || secrets.internalSecret;
  const sessionSecrets = list(env.SESSION_SECRETS ?? env.SESSION_SECRET);
  const gatewayPort = port('GATEWAY_PORT', 4000);
  const shellUrl = (env.SHELL_URL || defaults.shellUrl).replace(/\/+$/, '');
  const shellOrigins = list(env.SHELL_ORIGINS);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined;

  console.log('Starting RollCall…');
  const stack = await startStack({
    dataDir,
    ports: {
      database: port('POSTGRES_PORT', defaults.postgresPort),
      smtp: port('SMTP_PORT', defaults.smtpPort),
      services: port('SERVICES_PORT', defaults.servicesPort),
      gateway: gatewayPort,
    },
    gatewayHost: env.GATEWAY_HOST,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    internalSecret,
    sessionSecrets: sessionSecrets.length ? sessionSecrets : [secrets.sessionSecret],
    shellUrl,
    shellOrigins: shellOrigins.length ? shellOrigins : DEFAULT_SHELL_PORTS.map((p) => `http://localhost:${p}`),
    publicUrl: env.PUBLIC_URL || `http://localhost:${gatewayPort}`,
    mailFrom: env.MAIL_FROM || undefined,
    superadmin: { email: env.SUPERADMIN_EMAIL || undefined, password: env.SUPERADMIN_PASSWORD || undefined },
    google,
    production: env.NODE_ENV === 'production',
    log: (message) => {
      if (message.trim()) console.log(message);
    },
  });

  const gatewayPublic = env.PUBLIC_URL || `http://localhost:${new URL(stack.urls.gateway).port}`;
  console.log('');
  console.log('RollCall is running:');
  console.log(`  gateway (API base)   ${gatewayPublic}`);
  console.log(`  services             ${stack.urls.services} (loopback only)`);
  console.log(`  PostgreSQL           ${env.DATABASE_URL ? stack.urls.database : `${stack.urls.database} (embedded, data in ${path.join(dataDir, 'postgres')})`}`);
  console.log(`  mail                 ${stack.mailDir ? `${stack.urls.smtp} (dev server: each message is a .eml file in ${stack.mailDir})` : stack.urls.smtp}`);
  console.log(`  Google sign-in       ${google ? 'on' : 'off (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)'}`);
  console.log('');
  if (stack.superadmin) {
    console.log('First super admin created (this password is shown only once):');
    console.log(`  email     ${stack.superadmin.email}`);
    console.log(`  password  ${stack.superadmin.password}`);
  } else {
    console.log('Sign in as the existing super admin (SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD when it was first created).');
  }
  console.log(`Sign in at ${shellUrl}/login with the role Super Admin. Press Ctrl+C to stop.`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping RollCall…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
