import type { AddressInfo } from 'node:net';
import { assertApplicationLogin, createHttpServer } from '@rollcall/server-kit';
import { startAbsenceAlertDispatcher } from './absences/absence-alert-dispatcher';
import { defaults, loginUrlFor } from './config';
import { createApp } from './http/app';
import { runMigrations } from './db/migrations';
import { createPool } from './db/pool';
import {
  DEFAULT_REPLICA_CHECK_INTERVAL_MS,
  DEFAULT_REPLICA_MAX_LAG_MS,
  primaryReads,
  type ReadPools,
  startReadPools,
} from './db/replica/read-pools';
import { startOutboxWorker } from './mail/outbox-worker';
import { createMailTransport } from './mail/transport';
import { mailLinks } from './summaries/mail-links';
import { startSummaryScheduler } from './summaries/summary-scheduler';
import { ensureFirstSuperadmin } from './users/first-superadmin';
import { startWebhookDispatcher, type WebhookDispatcherOptions } from './webhooks/webhook-dispatcher';
import { webhooksAllowLocalFrom } from './webhooks/webhook-settings';

/** Where the gateway listens by default. */
const DEFAULT_API_URL = 'http://localhost:4000';
/** How long a first-absence alert waits for a correction before it is sent. */
export const DEFAULT_ABSENCE_ALERT_HOLD_MS = 4 * 60_000;

export interface StartServicesOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The application's login (DATABASE_URL): no superuser, no BYPASSRLS, owns nothing; checked at start. */
  databaseUrl: string;
  /**
   * The owner's login (DATABASE_OWNER_URL), used only to apply the pending migrations at start. Without it no
   * migration is run, and the schema must have been migrated by the owner beforehand.
   */
  databaseOwnerUrl?: string;
  /**
   * A read replica (DATABASE_REPLICA_URL), logged into as the same application login (checked at start like the
   * primary's): the reports, the dashboard, eligibility, the exports and the portals' attendance are read there while
   * it is within `replica.maxLagMs` of the primary. Unset, every read goes to the primary.
   */
  databaseReplicaUrl?: string;
  /** The most a read on the replica may lag (DATABASE_REPLICA_MAX_LAG_MS, default 5 s), and how often its lag is checked (default 2 s). */
  replica?: { maxLagMs?: number; checkIntervalMs?: number };
  /** Shared with the gateway: every request must carry an identity signed with it. */
  internalSecret: string;
  smtpUrl: string;
  /** The From of every mail, e.g. 'RollCall <no-reply@rollcall.local>'. */
  mailFrom: string;
  /** The shell's public address: the portals and the unsubscribe page that mails link to. Default: the origin of `loginUrl`. */
  shellUrl?: string;
  /** The shell's sign-in address, written into credentials mails. Default: the shell's /login. */
  loginUrl?: string;
  /** Whether the gateway has a Google provider (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET set); default false. */
  googleSignIn?: boolean;
  /** The gateway's public address, where mail clients POST a one-click unsubscribe and calendar apps read a feed; read when a mail or feed address is made. */
  apiUrl?: string | (() => string);
  /** The first super admin, created when none exists (without a password one is generated and returned). */
  superadmin?: { email?: string; password?: string };
  log?: (message: string) => void;
  /** Outbox timing (tests shorten it). */
  outbox?: { pollIntervalMs?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** The evening summaries' timing and clock (tests set them). */
  summaries?: { tickIntervalMs?: number; clock?: () => Date; firstTick?: 'at-start' | 'on-first-kick' };
  /**
   * The first-absence alerts' timing and clock (tests set them): how long an alert waits for a correction (default 4
   * minutes), and how often due alerts are looked for (default the hold, from 1 to 15 seconds).
   */
  absenceAlerts?: { holdMs?: number; pollIntervalMs?: number; clock?: () => Date; firstPass?: 'at-start' | 'on-first-kick' };
  /**
   * Webhooks: whether they may use http and loopback or private addresses (default: not in production, by
   * WEBHOOKS_ALLOW_LOCAL and NODE_ENV), and the dispatcher's timing (tests shorten it).
   */
  webhooks?: { allowLocal?: boolean } & Omit<WebhookDispatcherOptions, 'pool' | 'policy' | 'log'>;
}

export interface RunningServices {
  url: string;
  /** The generated first super admin's credentials, to print once; null when none was generated. */
  createdSuperadmin: { email: string; password: string } | null;
  /** Sends every mail that is due now (tests). */
  flushOutbox(): Promise<void>;
  /** Runs the summaries that are due now, at once (tests; and the first tick when it waits to be asked). */
  runSummaries(): Promise<void>;
  /** Sends the first-absence alerts (and corrections) that are due now, at once (tests; and the first pass when it waits to be asked). */
  runAbsenceAlerts(): Promise<void>;
  /** Sends every webhook delivery that is due now (tests). */
  flushWebhooks(): Promise<void>;
  close(): Promise<void>;
}

export async function startServices(options: StartServicesOptions): Promise<RunningServices> {
  const {
    port,
    host = '127.0.0.1',
    databaseUrl,
    databaseOwnerUrl,
    internalSecret,
    smtpUrl,
    mailFrom,
    log = console.log,
  } = options;
  if (!internalSecret || internalSecret.length < 16) throw new Error('INTERNAL_SECRET must be at least 16 characters');
  const shellUrl = options.shellUrl ?? (options.loginUrl ? new URL(options.loginUrl).origin : defaults.shellUrl);
  const loginUrl = options.loginUrl ?? loginUrlFor(shellUrl);
  const { apiUrl = DEFAULT_API_URL } = options;
  const apiUrlNow = typeof apiUrl === 'string' ? () => apiUrl : apiUrl;
  const links = mailLinks({ shellUrl, apiUrl: apiUrlNow, secret: internalSecret });

  if (databaseOwnerUrl) await runMigrations(databaseOwnerUrl);
  else log('DATABASE_OWNER_URL is not set: no migrations were run; the schema must be current already.');
  const pool = createPool(databaseUrl, log);
  let reads: ReadPools = primaryReads(pool);
  try {
    await assertApplicationLogin(pool);
    if (options.databaseReplicaUrl) {
      const { maxLagMs = DEFAULT_REPLICA_MAX_LAG_MS, checkIntervalMs = DEFAULT_REPLICA_CHECK_INTERVAL_MS } =
        options.replica ?? {};
      reads = await startReadPools(pool, { url: options.databaseReplicaUrl, maxLagMs, checkIntervalMs }, log);
    }
    const createdSuperadmin = await ensureFirstSuperadmin(pool, options.superadmin);
    const outbox = startOutboxWorker({ pool, transport: createMailTransport(smtpUrl), from: mailFrom, log, ...options.outbox });
    const summaries = startSummaryScheduler({ pool, links, kickOutbox: outbox.kick, log, ...options.summaries });
    const holdMs = options.absenceAlerts?.holdMs ?? DEFAULT_ABSENCE_ALERT_HOLD_MS;
    const absenceAlerts = startAbsenceAlertDispatcher({
      pool,
      links,
      kickOutbox: outbox.kick,
      log,
      pollIntervalMs: Math.min(15_000, Math.max(1_000, holdMs)),
      ...options.absenceAlerts,
      holdMs,
    });
    const { allowLocal = webhooksAllowLocalFrom(process.env), ...webhookTiming } = options.webhooks ?? {};
    const webhookPolicy = { allowLocal };
    const webhooks = startWebhookDispatcher({ pool, policy: webhookPolicy, log, ...webhookTiming });
    const app = createApp({
      pool,
      reads,
      internalSecret,
      log,
      loginUrl,
      googleSignIn: options.googleSignIn ?? false,
      apiUrl: apiUrlNow,
      kickOutbox: outbox.kick,
      kickSummaries: summaries.kick,
      webhookPolicy,
    });

    const server = createHttpServer(app.callback(), { log });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', (error) => {
        void summaries.stop();
        void absenceAlerts.stop();
        void webhooks.stop();
        void outbox.stop();
        reject(error);
      });
      server.listen(port, host);
    });
    const { port: boundPort } = server.address() as AddressInfo;

    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
      createdSuperadmin,
      flushOutbox: () => outbox.drain(),
      runSummaries: () => summaries.tickNow(),
      runAbsenceAlerts: () => absenceAlerts.runNow(),
      flushWebhooks: () => webhooks.drain(),
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await summaries.stop();
        await absenceAlerts.stop();
        await webhooks.stop();
        await outbox.stop();
        await reads.close();
        await pool.end();
      },
    };
  } catch (error) {
    await reads.close().catch(() => {});
    await pool.end().catch(() => {});
    throw error;
  }
}
