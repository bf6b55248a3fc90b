/**
 * `npm start`: every part of RollCall on its default port, each overridable by the environment.
 *   DATA_DIR (.data), POSTGRES_PORT (5433) or DATABASE_URL (and DATABASE_OWNER_URL), SMTP_PORT (2525) or SMTP_URL, SERVICES_PORT (4100),
 *   GATEWAY_PORT (4000), GATEWAY_HOST (127.0.0.1), SHELL_PORT (3000), each remote's port variable from the table
 *   of areas (LANDING_PORT, AUTH_PORT, SUPERADMIN_PORT, ADMIN_PORT, TEACHER_PORT: 3001-3005), FRONTEND_HOST (127.0.0.1),
 *   SHELL_URL (http://localhost:$SHELL_PORT), SHELL_ORIGINS,
 *   PUBLIC_URL, INTERNAL_SECRET, SESSION_SECRETS / SESSION_SECRET (generated and kept in DATA_DIR when unset),
 *   SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD, MAIL_FROM, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, NODE_ENV.
 */
import path from 'node:path';
import { buildFrontends, frontendNames, frontendPort, serveFrontends, staleFrontends } from '../federation/src/node';
import { assertPostgresCanReach, defaults, portFrom } from '../services/src';
import { persistedSecrets } from './secrets';
import { startStack } from './stack';

const port = (name: string, fallback: number) => portFrom(process.env[name], fallback, name);

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

async function main(): Promise<void> {
  const env = process.env;
  const dataDir = path.resolve(env.DATA_DIR || defaults.dataDir);
  // Said before the frontends are built, not after.
  if (!env.DATABASE_URL) await assertPostgresCanReach(dataDir);
  const secrets = await persistedSecrets(dataDir);
  const internalSecret = env.INTERNAL_SECRET || secrets.internalSecret;
  const sessionSecrets = list(env.SESSION_SECRETS ?? env.SESSION_SECRET);
  const gatewayPort = port('GATEWAY_PORT', 4000);
  const frontendPorts = Object.fromEntries(frontendNames.map((name) => [name, frontendPort(name, env)]));
  const frontendUrls = Object.fromEntries(frontendNames.map((name) => [name, `http://localhost:${frontendPorts[name]}`]));
  const shellUrl = (env.SHELL_URL || frontendUrls.shell!).replace(/\/+$/, '');
  const shellOrigins = list(env.SHELL_ORIGINS);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined;

  console.log('Starting RollCall…');
  const stale = staleFrontends();
  if (stale.length) {
    console.log(`Building ${stale.join(', ')} (only when their sources changed)…`);
    await buildFrontends({ names: stale, log: (message) => console.log(`  ${message}`) });
  }
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
    databaseOwnerUrl: env.DATABASE_OWNER_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    internalSecret,
    sessionSecrets: sessionSecrets.length ? sessionSecrets : [secrets.sessionSecret],
    shellUrl,
    shellOrigins: shellOrigins.length ? shellOrigins : Object.values(frontendUrls),
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
  const served = await serveFrontends({
    host: env.FRONTEND_HOST || '127.0.0.1',
    ports: frontendPorts,
    api: gatewayPublic,
    publicUrls: env.SHELL_URL ? { shell: shellUrl } : frontendUrls,
  }).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  console.log('');
  console.log('RollCall is running:');
  console.log(`  the site (shell)     ${shellUrl}`);
  for (const name of frontendNames.filter((name) => name !== 'shell')) {
    console.log(`  ${`${name} remote`.padEnd(20)} ${served.urls[name]}`);
  }
  console.log(`  gateway (API base)   ${gatewayPublic}`);
  console.log(`  services             ${stack.urls.services} (loopback only)`);
  console.log(
    `  PostgreSQL           ${env.DATABASE_URL ? stack.urls.database : `${stack.urls.database} (embedded, data in ${path.join(dataDir, 'postgres')})`}`,
  );
  console.log(
    `  mail                 ${stack.mailDir ? `${stack.urls.smtp} (dev server: each message is a .eml file in ${stack.mailDir})` : stack.urls.smtp}`,
  );
  console.log(`  Google sign-in       ${google ? 'on' : 'off (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)'}`);
  console.log('');
  if (stack.superadmin) {
    console.log('First super admin created (this password is shown only once):');
    console.log(`  email     ${stack.superadmin.email}`);
    console.log(`  password  ${stack.superadmin.password}`);
  } else {
    console.log(
      env.SUPERADMIN_EMAIL
        ? `Super admin: ${env.SUPERADMIN_EMAIL} with the password from SUPERADMIN_PASSWORD (when it was first created).`
        : 'Sign in as the existing super admin (its password was printed at the first start).',
    );
  }
  console.log(`Sign in at ${shellUrl}/login with the role Super Admin. Press Ctrl+C to stop.`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping RollCall…`);
    Promise.all([served.close(), stack.stop()]).then(
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
